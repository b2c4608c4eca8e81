// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "dra/clusterclaims.h"
#include "dracodes.h"
#include "dratr.h"

#include "dra/allocation.h"
#include "dra/allocationpreview.h"
#include "dra/inventory.h"
#include "kube/snapshot.h"
#include "workpool.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QMutex>
#include <QMutexLocker>
#include <QSet>
#include <QtConcurrent>

#include <algorithm>
#include <mutex>
#include <optional>

namespace Accel::Dra {

namespace {

/// The parts that are not empty, joined with ": ".
QString joinNonEmpty(QStringList parts)
{
    parts.removeIf([](const QString &p) { return p.isEmpty(); });
    return parts.join(QStringLiteral(": "));
}

QJsonObject obj(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toObject();
}

QJsonArray arr(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toArray();
}

QString str(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

QString keyOf(const QJsonObject &object)
{
    const QJsonObject meta = obj(object, "metadata");
    return str(meta, "namespace") + QLatin1Char('/') + str(meta, "name");
}

/// Conditions whose True means healthy, and those whose True means trouble (KEP-4817 leaves
/// the types to the driver; these are the ones drivers publish).
bool conditionUnhealthy(const QString &type, const QString &status)
{
    static const QStringList good = {QStringLiteral("Ready"), QStringLiteral("Healthy"),
                                     QStringLiteral("Available"), QStringLiteral("Prepared")};
    static const QStringList bad = {QStringLiteral("Unhealthy"), QStringLiteral("Degraded"),
                                    QStringLiteral("Failed"), QStringLiteral("Error"),
                                    QStringLiteral("Fault")};
    if (good.contains(type))
        return status == QLatin1String("False");
    if (bad.contains(type))
        return status == QLatin1String("True");
    return false;
}

struct DeviceWhere
{
    QString node;
    QString pciBusId;
};

/// driver/pool/device -> where it is, from the slices (the highest generation wins), for the
/// devices in WANTED: those the claims' allocations name (a fleet's slices have a million
/// devices and its claims a fraction of them; issue 37).
QHash<QString, DeviceWhere> deviceLocations(const Kube::ClusterSnapshot &snapshot,
                                            const QSet<QString> &wanted)
{
    QHash<QString, DeviceWhere> out;
    if (wanted.isEmpty())
        return out;
    QHash<QString, qint64> generation;
    for (const QJsonObject &slice : snapshot.resourceSlices()) {
        const QJsonObject spec = obj(slice, "spec");
        const QString pool = str(obj(spec, "pool"), "name");
        const QString poolKey = str(spec, "driver") + QLatin1Char('/') + pool;
        const qint64 gen = obj(spec, "pool").value(QLatin1String("generation")).toInteger();
        if (generation.contains(poolKey) && generation.value(poolKey) > gen)
            continue;
        generation.insert(poolKey, gen);
        for (const QJsonValue &v : arr(spec, "devices")) {
            QJsonObject device = v.toObject();
            const QString name = str(device, "name");
            const QString key = AllocatedState::deviceKey(str(spec, "driver"), pool, name);
            if (!wanted.contains(key))
                continue;
            if (device.contains(QLatin1String("basic")))
                device = obj(device, "basic");
            DeviceWhere where;
            where.node = spec.value(QLatin1String("perDeviceNodeSelection")).toBool()
                             ? str(device, "nodeName")
                             : str(spec, "nodeName");
            where.pciBusId =
                str(obj(obj(device, "attributes"), "resource.kubernetes.io/pciBusID"), "string");
            out.insert(key, where);
        }
    }
    return out;
}

/// "namespace/claim" -> pods (and the template each was made from) that reference it.
struct ClaimUse
{
    QStringList pods;
    QString fromTemplate;
};

QHash<QString, ClaimUse> claimUses(const Kube::ClusterSnapshot &snapshot)
{
    QHash<QString, ClaimUse> out;
    for (const QJsonObject &pod : snapshot.pods()) {
        const QJsonObject meta = obj(pod, "metadata");
        const QString ns = str(meta, "namespace");
        const QString podKey = ns + QLatin1Char('/') + str(meta, "name");
        QHash<QString, QString> generated;
        for (const QJsonValue &v : arr(obj(pod, "status"), "resourceClaimStatuses"))
            generated.insert(str(v.toObject(), "name"), str(v.toObject(), "resourceClaimName"));
        for (const QJsonValue &v : arr(obj(pod, "spec"), "resourceClaims")) {
            const QJsonObject ref = v.toObject();
            QString claim = str(ref, "resourceClaimName");
            QString fromTemplate;
            if (claim.isEmpty()) {
                claim = generated.value(str(ref, "name"));
                fromTemplate = str(ref, "resourceClaimTemplateName");
            }
            if (claim.isEmpty())
                continue;
            ClaimUse &use = out[ns + QLatin1Char('/') + claim];
            if (!use.pods.contains(podKey))
                use.pods << podKey;
            if (!fromTemplate.isEmpty())
                use.fromTemplate = fromTemplate;
        }
    }
    return out;
}

QString refusedWarning(const Kube::ClusterSnapshot &snapshot, const QString &list,
                       const QString &consequence)
{
    const auto it = snapshot.refusedLists().constFind(list);
    if (it == snapshot.refusedLists().constEnd())
        return {};
    return Tr::tr("%1 could not be listed (%2): %3").arg(list, *it, consequence);
}

void countClaim(ClusterClaimsReport &report, const ClaimView &view)
{
    switch (view.state) {
    case ClaimState::Pending:
        ++report.pending;
        break;
    case ClaimState::Reserved:
        ++report.reserved;
        break;
    case ClaimState::Allocated:
        ++report.leaks;
        break;
    case ClaimState::Invalid:
        break;
    }
    report.unhealthy += std::count_if(view.devices.cbegin(), view.devices.cend(),
                                      [](const ClaimDeviceView &d) { return d.unhealthy; });
}

ClusterClaimsReport buildClusterClaims(const Kube::ClusterSnapshot &snapshot, const QString &ns);

} // namespace

struct PreparedCluster::Data
{
    Kube::ClusterSnapshot snapshot;

    std::once_flag indexOnce;
    QHash<QString, qsizetype> claims;
    QHash<QString, qsizetype> pods;
    QList<std::pair<QString, qsizetype>> nodes;

    /// By whether DeviceTaintRules apply (DRADeviceTaints and DRADeviceTaintRules).
    std::once_flag clusterOnce[2];
    std::optional<Result<AllocatorCluster>> cluster[2];

    std::once_flag inventoryOnce;
    std::optional<Inventory> inventory;

    std::once_flag claimsReportOnce;
    std::optional<ClusterClaimsReport> claimsReport;

    QMutex poolsLock;
    QList<std::pair<FeatureGates, Result<QList<PoolUsage>>>> pools;

    void index()
    {
        std::call_once(indexOnce, [this] {
            const QList<QJsonObject> &claimList = snapshot.resourceClaims();
            claims.reserve(claimList.size());
            for (qsizetype i = 0; i < claimList.size(); ++i)
                claims.insert(keyOf(claimList.at(i)), i);
            const QList<QJsonObject> &podList = snapshot.pods();
            pods.reserve(podList.size());
            for (qsizetype i = 0; i < podList.size(); ++i)
                pods.insert(keyOf(podList.at(i)), i);
            const QList<QJsonObject> &nodeList = snapshot.nodes();
            nodes.reserve(nodeList.size());
            for (qsizetype i = 0; i < nodeList.size(); ++i)
                nodes.append({str(obj(nodeList.at(i), "metadata"), "name"), i});
            std::stable_sort(nodes.begin(), nodes.end(),
                             [](const auto &a, const auto &b) { return a.first < b.first; });
        });
    }
};

PreparedCluster::PreparedCluster()
    : d(std::make_shared<Data>())
{}

PreparedCluster::PreparedCluster(const Kube::ClusterSnapshot &snapshot)
    : d(std::make_shared<Data>())
{
    d->snapshot = snapshot;
}

const Kube::ClusterSnapshot &PreparedCluster::snapshot() const
{
    return d->snapshot;
}

Result<Allocator> PreparedCluster::allocator(const QList<QJsonObject> &classes,
                                             const FeatureGates &gates,
                                             const QSet<QString> &except) const
{
    const bool rules = gates.deviceTaints && gates.deviceTaintRules;
    std::call_once(d->clusterOnce[rules], [this, rules] {
        AllocatorCluster::Inputs inputs;
        inputs.slices = d->snapshot.resourceSlices();
        inputs.taintRules = d->snapshot.deviceTaintRules();
        inputs.applyTaintRules = rules;
        inputs.claims = d->snapshot.resourceClaims();
        inputs.namespaceLabels = d->snapshot.namespaceLabels();
        d->cluster[rules] = AllocatorCluster::prepare(std::move(inputs));
    });
    const Result<AllocatorCluster> &cluster = *d->cluster[rules];
    if (!cluster)
        return tl::unexpected(cluster.error());
    return Allocator::prepare(*cluster, gates, classes, except);
}

const Inventory &PreparedCluster::inventory() const
{
    std::call_once(d->inventoryOnce, [this] { d->inventory = Inventory::build(d->snapshot); });
    return *d->inventory;
}

qsizetype PreparedCluster::claimIndex(const QString &key) const
{
    d->index();
    return d->claims.value(key, -1);
}

qsizetype PreparedCluster::podIndex(const QString &key) const
{
    d->index();
    return d->pods.value(key, -1);
}

const QList<std::pair<QString, qsizetype>> &PreparedCluster::nodesByName() const
{
    d->index();
    return d->nodes;
}

QString claimStateName(ClaimState state)
{
    switch (state) {
    case ClaimState::Pending:
        return QStringLiteral("pending");
    case ClaimState::Reserved:
        return QStringLiteral("reserved");
    case ClaimState::Allocated:
        return QStringLiteral("allocated");
    case ClaimState::Invalid:
        break;
    }
    return QStringLiteral("invalid");
}

QJsonObject ClaimView::toJson() const
{
    QJsonArray deviceList;
    for (const ClaimDeviceView &d : devices) {
        QJsonObject o{
            {QStringLiteral("request"), d.request}, {QStringLiteral("driver"), d.driver},
            {QStringLiteral("pool"), d.pool},       {QStringLiteral("device"), d.device},
            {QStringLiteral("node"), d.node},       {QStringLiteral("unhealthy"), d.unhealthy}};
        if (!d.pciBusId.isEmpty())
            o.insert(QStringLiteral("pciBusID"), d.pciBusId);
        if (d.adminAccess)
            o.insert(QStringLiteral("adminAccess"), true);
        if (!d.conditions.isEmpty())
            o.insert(QStringLiteral("conditions"), QJsonArray::fromStringList(d.conditions));
        deviceList << o;
    }
    QJsonObject o{{QStringLiteral("namespace"), ns},
                  {QStringLiteral("name"), name},
                  {QStringLiteral("state"), claimStateName(state)},
                  {QStringLiteral("leak"), leak()},
                  {QStringLiteral("reservedFor"), QJsonArray::fromStringList(reservedFor)},
                  {QStringLiteral("pods"), QJsonArray::fromStringList(pods)},
                  {QStringLiteral("devices"), deviceList},
                  {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)}};
    if (!fromTemplate.isEmpty())
        o.insert(QStringLiteral("template"), fromTemplate);
    return o;
}

QJsonObject ClusterClaimsReport::toJson() const
{
    QJsonArray list;
    for (const ClaimView &c : claims)
        list << c.toJson();
    return QJsonObject{
        {QStringLiteral("claims"), list},
        {QStringLiteral("counts"), QJsonObject{{QStringLiteral("claims"), int(claims.size())},
                                               {QStringLiteral("pending"), pending},
                                               {QStringLiteral("reserved"), reserved},
                                               {QStringLiteral("leaks"), leaks},
                                               {QStringLiteral("unhealthy"), unhealthy}}},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)}};
}

namespace {

/// A claim's row, or nothing when NS is given and the claim is elsewhere. Reentrant: WHERE and
/// USES are only read.
std::optional<ClaimView> claimView(const QJsonObject &claim, const QString &ns,
                                   const QHash<QString, DeviceWhere> &where,
                                   const QHash<QString, ClaimUse> &uses)
{
    const QJsonObject meta = obj(claim, "metadata");
    ClaimView view;
    view.ns = str(meta, "namespace");
    view.name = str(meta, "name");
    if (!ns.isEmpty() && view.ns != ns)
        return std::nullopt;
    const QJsonObject status = obj(claim, "status");
    const QJsonObject allocation = obj(status, "allocation");
    for (const QJsonValue &v : arr(status, "reservedFor")) {
        const QJsonObject ref = v.toObject();
        if (str(ref, "resource") == QLatin1String("pods") || str(ref, "resource").isEmpty())
            view.reservedFor << view.ns + QLatin1Char('/') + str(ref, "name");
    }
    const ClaimUse use = uses.value(view.ns + QLatin1Char('/') + view.name);
    view.pods = use.pods;
    view.fromTemplate = use.fromTemplate;
    view.state = allocation.isEmpty()         ? ClaimState::Pending
                 : view.reservedFor.isEmpty() ? ClaimState::Allocated
                                              : ClaimState::Reserved;
    QHash<QString, QStringList> conditions;
    QHash<QString, bool> unhealthy;
    for (const QJsonValue &v : arr(status, "devices")) {
        const QJsonObject d = v.toObject();
        const QString key =
            AllocatedState::deviceKey(str(d, "driver"), str(d, "pool"), str(d, "device"));
        for (const QJsonValue &c : arr(d, "conditions")) {
            const QJsonObject cond = c.toObject();
            QString text = str(cond, "type") + QLatin1Char('=') + str(cond, "status");
            if (!str(cond, "reason").isEmpty() || !str(cond, "message").isEmpty())
                text += QStringLiteral(" (%1)").arg(
                    joinNonEmpty({str(cond, "reason"), str(cond, "message")}));
            conditions[key] << text;
            if (conditionUnhealthy(str(cond, "type"), str(cond, "status")))
                unhealthy[key] = true;
        }
    }
    for (const QJsonValue &v : arr(obj(allocation, "devices"), "results")) {
        const QJsonObject r = v.toObject();
        ClaimDeviceView d;
        d.request = str(r, "request");
        d.driver = str(r, "driver");
        d.pool = str(r, "pool");
        d.device = str(r, "device");
        d.adminAccess = r.value(QLatin1String("adminAccess")).toBool();
        const QString key = AllocatedState::deviceKey(d.driver, d.pool, d.device);
        const auto w = where.constFind(key);
        if (w != where.constEnd()) {
            d.node = w->node;
            d.pciBusId = w->pciBusId;
        } else {
            view.warnings << Tr::tr("device %1 is in no ResourceSlice: its driver no longer "
                                    "publishes it")
                                 .arg(key);
        }
        d.conditions = conditions.value(key);
        d.unhealthy = unhealthy.value(key);
        if (d.unhealthy)
            view.warnings << Tr::tr("device %1 reports %2").arg(key, d.conditions.join(u"; "));
        view.devices << d;
    }
    if (view.leak())
        view.warnings.prepend(
            view.pods.isEmpty()
                ? Tr::tr("allocated but reserved for no pod and used by none: its devices "
                         "are held for nothing (delete the claim to free them)")
                : Tr::tr("allocated but reserved for no pod (%1 reference it and may not "
                         "have been scheduled yet)")
                      .arg(view.pods.join(u", ")));
    return view;
}

ClusterClaimsReport buildClusterClaims(const Kube::ClusterSnapshot &snapshot, const QString &ns)
{
    ClusterClaimsReport report;
    for (const QString &w :
         {refusedWarning(snapshot, QStringLiteral("resourceclaims"), Tr::tr("no claims are shown")),
          refusedWarning(snapshot, QStringLiteral("pods"),
                         Tr::tr("which pods use a claim is unknown"))})
        if (!w.isEmpty())
            report.warnings << w;
    // The slices' devices (those the claims hold) and the pods' claims are two passes over
    // different lists: the pods' here while the slices' run on the pool. Then the claims in chunks
    // on the pool, joined in their order (issue 37: 390,000 claims at 65,000 nodes took 9 s on one
    // thread).
    QFuture<QHash<QString, DeviceWhere>> whereLater = QtConcurrent::run(workPool(), [&snapshot] {
        QSet<QString> allocated;
        for (const QJsonObject &claim : snapshot.resourceClaims()) {
            for (const QJsonValue &v :
                 arr(obj(obj(obj(claim, "status"), "allocation"), "devices"), "results")) {
                const QJsonObject r = v.toObject();
                allocated.insert(
                    AllocatedState::deviceKey(str(r, "driver"), str(r, "pool"), str(r, "device")));
            }
        }
        return deviceLocations(snapshot, allocated);
    });
    const QHash<QString, ClaimUse> uses = claimUses(snapshot);
    const QHash<QString, DeviceWhere> where = whereLater.takeResult();
    const QList<QJsonObject> &claims = snapshot.resourceClaims();
    constexpr qsizetype Chunk = 8192;
    QList<QFuture<QList<ClaimView>>> parts;
    for (qsizetype from = 0; from < claims.size(); from += Chunk) {
        parts << QtConcurrent::run(workPool(), [&, from] {
            QList<ClaimView> views;
            const qsizetype to = std::min(from + Chunk, claims.size());
            views.reserve(to - from);
            for (qsizetype i = from; i < to; ++i) {
                if (std::optional<ClaimView> view = claimView(claims.at(i), ns, where, uses))
                    views << std::move(*view);
            }
            return views;
        });
    }
    report.claims.reserve(claims.size());
    for (QFuture<QList<ClaimView>> &part : parts) {
        for (ClaimView &view : part.takeResult()) {
            countClaim(report, view);
            report.claims << std::move(view);
        }
    }
    std::sort(report.claims.begin(), report.claims.end(),
              [](const ClaimView &a, const ClaimView &b) {
                  return a.ns != b.ns ? a.ns < b.ns : a.name < b.name;
              });
    return report;
}

} // namespace

ClusterClaimsReport clusterClaims(const Kube::ClusterSnapshot &snapshot, const QString &ns)
{
    return buildClusterClaims(snapshot, ns);
}

ClusterClaimsReport clusterClaims(const PreparedCluster &cluster, const QString &ns)
{
    PreparedCluster::Data &d = *cluster.d;
    std::call_once(d.claimsReportOnce,
                   [&d] { d.claimsReport = buildClusterClaims(d.snapshot, QString()); });
    if (ns.isEmpty())
        return *d.claimsReport;
    // One namespace: its rows of the whole report (sorted by namespace), counted again.
    ClusterClaimsReport report;
    report.warnings = d.claimsReport->warnings;
    const QList<ClaimView> &all = d.claimsReport->claims;
    auto it = std::lower_bound(all.cbegin(), all.cend(), ns,
                               [](const ClaimView &c, const QString &n) { return c.ns < n; });
    for (; it != all.cend() && it->ns == ns; ++it) {
        countClaim(report, *it);
        report.claims << *it;
    }
    return report;
}

Result<QList<PoolUsage>> clusterPools(const Kube::ClusterSnapshot &snapshot,
                                      const QString &featureGates, QStringList *warnings)
{
    return clusterPools(PreparedCluster(snapshot), featureGates, warnings);
}

Result<QList<PoolUsage>> clusterPools(const PreparedCluster &cluster, const QString &featureGates,
                                      QStringList *warnings)
{
    const Kube::ClusterSnapshot &snapshot = cluster.snapshot();
    const Result<FeatureGates> gates = previewGates(snapshot, featureGates);
    if (!gates)
        return tl::unexpected(gates.error());
    // Pools depend on the gates alone (the classes select nothing here): kept per gates.
    PreparedCluster::Data &d = *cluster.d;
    Result<QList<PoolUsage>> usage = QList<PoolUsage>();
    {
        const QMutexLocker lock(&d.poolsLock);
        const auto kept = std::find_if(d.pools.cbegin(), d.pools.cend(),
                                       [&](const auto &p) { return p.first == *gates; });
        if (kept != d.pools.cend()) {
            usage = kept->second;
        } else {
            const Result<Allocator> allocator = cluster.allocator(snapshot.deviceClasses(), *gates);
            if (allocator)
                usage = allocator->poolUsage();
            else
                usage = tl::unexpected(allocator.error());
            // The last few gate sets (a kept preparation serves many calls, each of which may
            // name other gates): each is a fleet's pools.
            if (d.pools.size() >= 4)
                d.pools.removeFirst();
            d.pools.append({*gates, usage});
        }
    }
    if (!usage)
        return tl::unexpected(usage.error());
    if (warnings) {
        const QString w = refusedWarning(snapshot, QStringLiteral("resourceclaims"),
                                         Tr::tr("every device counts as free"));
        if (!w.isEmpty())
            *warnings << w;
    }
    const QList<PoolUsage> &pools = *usage;
    if (warnings) {
        // An invalid pool (a capacity or counter that is not a quantity, a device listed twice)
        // is said on stderr too, not only in its row: the scheduler allocates nothing from it.
        for (const PoolUsage &pool : std::as_const(pools)) {
            if (pool.invalid)
                //: %1 driver, %2 pool, %3 why it is invalid
                *warnings << Tr::tr("pool %1/%2 is invalid (%3); the scheduler allocates none of "
                                    "its devices")
                                 .arg(pool.driver, pool.name, pool.invalidReason);
        }
    }
    return pools;
}

QList<PodWithClaims> podsWithClaims(const Kube::ClusterSnapshot &snapshot)
{
    QList<PodWithClaims> out;
    for (const QJsonObject &pod : snapshot.pods()) {
        const QJsonArray refs = arr(obj(pod, "spec"), "resourceClaims");
        if (refs.isEmpty())
            continue;
        PodWithClaims p;
        const QJsonObject meta = obj(pod, "metadata");
        p.ns = str(meta, "namespace");
        p.name = str(meta, "name");
        p.phase = str(obj(pod, "status"), "phase");
        for (const QJsonValue &v : refs)
            p.claims << str(v.toObject(), "name");
        out << p;
    }
    std::sort(out.begin(), out.end(), [](const PodWithClaims &a, const PodWithClaims &b) {
        if (a.pending() != b.pending())
            return a.pending();
        return a.ns != b.ns ? a.ns < b.ns : a.name < b.name;
    });
    return out;
}

QJsonObject PodExplanation::NodeVerdict::toJson() const
{
    QJsonObject o{{QStringLiteral("node"), node}, {QStringLiteral("fits"), fits}};
    if (!fits)
        o.insert(QStringLiteral("reason"), reason);
    return o;
}

QJsonObject PodExplanation::toJson() const
{
    QJsonArray nodeList;
    for (const NodeVerdict &n : nodes)
        nodeList << n.toJson();
    return QJsonObject{{QStringLiteral("namespace"), ns},
                       {QStringLiteral("name"), name},
                       {QStringLiteral("phase"), phase},
                       {QStringLiteral("scheduled"), scheduled},
                       {QStringLiteral("claims"), QJsonArray::fromStringList(claims)},
                       {QStringLiteral("allocated"), QJsonArray::fromStringList(allocated)},
                       {QStringLiteral("fitsNow"), QJsonArray::fromStringList(fitsNow)},
                       {QStringLiteral("nodes"), nodeList},
                       {QStringLiteral("notes"), QJsonArray::fromStringList(notes)},
                       {QStringLiteral("release"), release},
                       {QStringLiteral("featureGates"), gates.toJson()}};
}

Result<PodExplanation> explainPod(const Kube::ClusterSnapshot &snapshot, const QString &ns,
                                  const QString &name, const QString &featureGates)
{
    return explainPod(PreparedCluster(snapshot), ns, name, featureGates);
}

Result<PodExplanation> explainPod(const PreparedCluster &cluster, const QString &ns,
                                  const QString &name, const QString &featureGates)
{
    const Kube::ClusterSnapshot &snapshot = cluster.snapshot();
    PodExplanation out;
    out.ns = ns;
    out.name = name;
    const qsizetype podIndex = cluster.podIndex(ns + QLatin1Char('/') + name);
    const QJsonObject pod = podIndex < 0 ? QJsonObject() : snapshot.pods().at(podIndex);
    if (pod.isEmpty()) {
        QStringList known;
        QStringList elsewhere; // namespaces that hold a pod of that name
        for (const QJsonObject &p : snapshot.pods()) {
            const QJsonObject meta = obj(p, "metadata");
            if (str(meta, "namespace") != ns) {
                if (str(meta, "name") == name && !elsewhere.contains(str(meta, "namespace")))
                    elsewhere << str(meta, "namespace");
                continue;
            }
            known << str(meta, "name");
        }
        known.sort();
        const QString refused =
            refusedWarning(snapshot, QStringLiteral("pods"), Tr::tr("no pod can be explained"));
        elsewhere.sort();
        // The namespace where a pod of that name is, first: the usual slip is a missing -n.
        QString hint = elsewhere.isEmpty()
                           ? QString()
                           : Tr::tr("Pod %1 is in namespace %2: pass -n %3.")
                                 .arg(name, elsewhere.mid(0, 5).join(u", "), elsewhere.first());
        const QString inNamespace =
            known.isEmpty() ? Tr::tr("Namespace %1 has no pods here.").arg(ns)
                            : Tr::tr("Pods in %1: %2.").arg(ns, known.mid(0, 20).join(u", "));
        if (hint.isEmpty() && known.isEmpty())
            hint = Tr::tr("Namespace %1 has no pods here; pass -n NS.").arg(ns);
        else
            hint = hint.isEmpty() ? inNamespace : hint + u' ' + inNamespace;
        return fail(Code::POD_NOT_FOUND,
                    refused.isEmpty()
                        ? Tr::tr("pod %1/%2 is not in %3").arg(ns, name, snapshot.source())
                        : refused,
                    hint);
    }
    out.phase = str(obj(pod, "status"), "phase");
    for (const QJsonValue &v : arr(obj(pod, "status"), "conditions")) {
        const QJsonObject c = v.toObject();
        if (str(c, "type") == QLatin1String("PodScheduled"))
            out.scheduled = joinNonEmpty({str(c, "status"), str(c, "reason"), str(c, "message")});
    }
    const Result<FeatureGates> gates = previewGates(snapshot, featureGates, &out.release);
    if (!gates)
        return tl::unexpected(gates.error());
    out.gates = *gates;

    // The pod's claims: by name, or made from a template (the claim the controller made, or
    // the template itself when it has not made one yet).
    QHash<QString, QString> generated;
    for (const QJsonValue &v : arr(obj(pod, "status"), "resourceClaimStatuses"))
        generated.insert(str(v.toObject(), "name"), str(v.toObject(), "resourceClaimName"));
    const QJsonArray refs = arr(obj(pod, "spec"), "resourceClaims");
    // Only the claims the pod names are kept (a fleet has tens of thousands).
    QSet<QString> named;
    for (const QJsonValue &v : refs) {
        const QJsonObject ref = v.toObject();
        const QString claimName = str(ref, "resourceClaimName");
        named.insert(claimName.isEmpty() ? generated.value(str(ref, "name")) : claimName);
    }
    QHash<QString, QJsonObject> claimsByKey;
    for (const QString &claimName : std::as_const(named)) {
        const qsizetype i = cluster.claimIndex(ns + QLatin1Char('/') + claimName);
        if (i >= 0)
            claimsByKey.insert(ns + QLatin1Char('/') + claimName, snapshot.resourceClaims().at(i));
    }
    QHash<QString, QJsonObject> templatesByKey;
    for (const QJsonObject &t : snapshot.resourceClaimTemplates())
        templatesByKey.insert(keyOf(t), t);
    QList<QJsonObject> toAllocate;
    QList<std::pair<QString, QJsonObject>> allocatedSelectors; // claim, nodeSelector
    if (refs.isEmpty())
        return fail(Code::POD_NO_CLAIMS,
                    Tr::tr("pod %1/%2 references no ResourceClaim (spec.resourceClaims is empty)")
                        .arg(ns, name),
                    Tr::tr("Its scheduling does not depend on DRA: kubectl describe pod shows "
                           "why it waits."));
    for (const QJsonValue &v : refs) {
        const QJsonObject ref = v.toObject();
        const QString entry = str(ref, "name");
        QString claimName = str(ref, "resourceClaimName");
        const QString templateName = str(ref, "resourceClaimTemplateName");
        if (claimName.isEmpty())
            claimName = generated.value(entry);
        if (!claimName.isEmpty()) {
            const QString key = ns + QLatin1Char('/') + claimName;
            out.claims << Tr::tr("%1 -> %2").arg(entry, key);
            const auto claim = claimsByKey.constFind(key);
            if (claim == claimsByKey.constEnd()) {
                out.notes << Tr::tr("claim %1 does not exist: the pod waits until it is created")
                                 .arg(key);
                continue;
            }
            const QJsonObject allocation = obj(obj(*claim, "status"), "allocation");
            if (allocation.isEmpty()) {
                toAllocate << *claim;
            } else {
                out.allocated << key;
                allocatedSelectors.append({key, obj(allocation, "nodeSelector")});
            }
            continue;
        }
        const QString key = ns + QLatin1Char('/') + templateName;
        out.claims << Tr::tr("%1 -> template %2 (no claim made yet)").arg(entry, key);
        const auto tmpl = templatesByKey.constFind(key);
        if (tmpl == templatesByKey.constEnd()) {
            out.notes << Tr::tr("ResourceClaimTemplate %1 is not in %2: its claim cannot be "
                                "previewed")
                             .arg(key, snapshot.source());
            continue;
        }
        toAllocate << *tmpl;
    }
    for (const QString &w :
         {refusedWarning(snapshot, QStringLiteral("resourceclaims"),
                         Tr::tr("devices other claims hold count as free")),
          refusedWarning(snapshot, QStringLiteral("resourceclaimtemplates"),
                         Tr::tr("claims made from templates cannot be previewed"))})
        if (!w.isEmpty())
            out.notes << w;

    const Result<Allocator> allocator =
        cluster.allocator(snapshot.deviceClasses(), out.gates, claimKeys(toAllocate));
    if (!allocator)
        return tl::unexpected(allocator.error());
    const Allocator::PreparedClaims prepared = allocator->prepareClaims(toAllocate);
    const QJsonObject podSpec = obj(pod, "spec");
    const QString podNode = str(podSpec, "nodeName");
    const QJsonObject podSelector = obj(podSpec, "nodeSelector");
    // By name, sorted once per snapshot (a fleet has tens of thousands of nodes).
    const QList<QJsonObject> &nodeList = snapshot.nodes();
    const QList<std::pair<QString, qsizetype>> &nodes = cluster.nodesByName();
    out.nodes.reserve(nodes.size());
    for (const auto &[nodeName, index] : std::as_const(nodes)) {
        const QJsonObject &node = nodeList.at(index);
        PodExplanation::NodeVerdict verdict;
        verdict.node = nodeName;
        const QJsonObject labels =
            podSelector.isEmpty() ? QJsonObject() : obj(obj(node, "metadata"), "labels");
        if (!podNode.isEmpty() && podNode != verdict.node) {
            verdict.reason = Tr::tr("the pod is bound to node %1 (spec.nodeName)").arg(podNode);
        }
        if (verdict.reason.isEmpty()) {
            for (auto it = podSelector.begin(); it != podSelector.end(); ++it) {
                if (labels.value(it.key()).toString() != it.value().toString()) {
                    verdict.reason = Tr::tr("the pod's nodeSelector %1=%2 does not match the "
                                            "node")
                                         .arg(it.key(), it.value().toString());
                    break;
                }
            }
        }
        for (const auto &[claim, selector] : std::as_const(allocatedSelectors)) {
            if (verdict.reason.isEmpty() && !selector.isEmpty() &&
                !nodeSelectorMatches(selector, node))
                verdict.reason =
                    Tr::tr("claim %1 is allocated to devices this node cannot reach").arg(claim);
        }
        if (verdict.reason.isEmpty() && !toAllocate.isEmpty()) {
            // Only whether they fit: no allocation written (issue 37).
            const Result<AllocationOutcome> outcome =
                allocator->allocate(node, prepared, Allocator::Detail::Verdict);
            if (!outcome)
                verdict.reason = outcome.error().message;
            else if (!outcome->allocated)
                verdict.reason = outcome->reasons.value(
                    0, Tr::tr("the scheduler's allocator finds no allocation here"));
        }
        verdict.fits = verdict.reason.isEmpty();
        if (verdict.fits)
            out.fitsNow << verdict.node;
        out.nodes << verdict;
    }
    if (out.fitsNow.isEmpty())
        out.notes << Tr::tr("no node can hold the pod's claims now: it stays Pending until "
                            "devices are freed, untainted or added");
    else if (out.phase == QLatin1String("Pending"))
        out.notes << Tr::tr("the claims fit on %n node(s) now; if the pod still waits, the "
                            "reason is outside DRA (see the PodScheduled condition)",
                            nullptr, int(out.fitsNow.size()));
    return out;
}

} // namespace Accel::Dra
