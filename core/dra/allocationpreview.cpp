// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "dra/allocationpreview.h"
#include "dracodes.h"
#include "dratr.h"

#include "doc/documentreader.h"
#include "dra/allocation.h"
#include "dra/classconflict.h"
#include "dra/clusterclaims.h"
#include "dra/inventory.h"
#include "kube/snapshot.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QMap>

namespace Accel::Dra {

namespace {

QString metaField(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String("metadata")).toObject().value(QLatin1String(key)).toString();
}

bool isClaimKind(const QString &kind)
{
    return kind == QLatin1String("ResourceClaim") || kind == QLatin1String("ResourceClaimTemplate");
}

/// The claims of one claim file (or text) into OUT: claims, DeviceClasses, the rest warned of.
void sortClaimObjects(const QList<QJsonObject> &objects, const QString &source, ClaimFiles &out)
{
    for (const QJsonObject &object : objects) {
        const QString kind = object.value(QLatin1String("kind")).toString();
        if (isClaimKind(kind))
            out.claims << object;
        else if (kind == QLatin1String("DeviceClass"))
            out.claimFileClasses << object;
        else
            out.warnings << Tr::tr("%1: %2 %3 is no claim; ignored")
                                .arg(source, kind, metaField(object, "name"));
    }
}

} // namespace

Result<ClaimFiles> readClaimText(const QByteArray &text, const QString &sourceName)
{
    const Result<QList<QJsonObject>> objects = Doc::readObjects(text, sourceName);
    if (!objects)
        return tl::unexpected(objects.error());
    ClaimFiles out;
    sortClaimObjects(*objects, sourceName, out);
    if (out.claims.isEmpty())
        return fail(Code::CLAIM_INPUT,
                    Tr::tr("no ResourceClaim or ResourceClaimTemplate in %1").arg(sourceName),
                    Tr::tr("accelctl claim render writes one."));
    return out;
}

Result<ClaimFiles> readClaimFiles(const QStringList &claimFiles, const QStringList &classFiles)
{
    ClaimFiles out;
    for (const QString &file : classFiles) {
        const Result<QList<QJsonObject>> objects = Doc::readObjectsFile(file);
        if (!objects)
            return tl::unexpected(objects.error());
        for (const QJsonObject &object : *objects) {
            const QString kind = object.value(QLatin1String("kind")).toString();
            if (kind == QLatin1String("DeviceClass"))
                out.classFileClasses << object;
            else
                out.warnings << Tr::tr("%1: %2 %3 is no DeviceClass; ignored")
                                    .arg(file, kind, metaField(object, "name"));
        }
    }
    for (const QString &file : claimFiles) {
        const Result<QList<QJsonObject>> objects = Doc::readObjectsFile(file);
        if (!objects)
            return tl::unexpected(objects.error());
        sortClaimObjects(*objects, file, out);
    }
    if (out.claims.isEmpty())
        return fail(Code::CLAIM_INPUT,
                    Tr::tr("no ResourceClaim or ResourceClaimTemplate in %1")
                        .arg(claimFiles.join(QStringLiteral(", "))),
                    Tr::tr("accelctl claim render writes one."));
    return out;
}

Result<FeatureGates> previewGates(const Kube::ClusterSnapshot &snapshot, const QString &spec,
                                  QString *release, QString *from)
{
    const QString version = snapshot.serverVersion();
    const FeatureGates base = FeatureGates::forRelease(version);
    if (release)
        *release = version.isEmpty() ? FeatureGates::newestRelease() : version;
    if (from)
        *from = version.isEmpty() ? QStringLiteral("default") : QStringLiteral("cluster");
    return FeatureGates::parse(spec, base);
}

QSet<QString> claimKeys(const QList<QJsonObject> &claims)
{
    QSet<QString> out;
    for (const QJsonObject &c : claims)
        if (c.value(QLatin1String("kind")).toString() == QLatin1String("ResourceClaim"))
            out.insert(metaField(c, "namespace") + QLatin1Char('/') + metaField(c, "name"));
    return out;
}

Result<Allocator> allocatorFor(const Kube::ClusterSnapshot &snapshot,
                               const QList<QJsonObject> &classes, const FeatureGates &gates,
                               const QSet<QString> &except)
{
    Allocator::Inputs inputs;
    inputs.features = gates;
    inputs.classes = classes;
    inputs.slices = snapshot.resourceSlices();
    inputs.taintRules = snapshot.deviceTaintRules();
    inputs.allocated = AllocatedState::fromClaims(snapshot.resourceClaims(), except);
    inputs.namespaceLabels = snapshot.namespaceLabels();
    return Allocator::prepare(std::move(inputs));
}

ClaimFileMatch matchClaimFiles(const ClaimFiles &files, const Kube::ClusterSnapshot &snapshot,
                               const QString &clusterLabel, const QString &featureGates)
{
    return matchClaimFiles(files, PreparedCluster(snapshot), clusterLabel, featureGates);
}

ClaimFileMatch matchClaimFiles(const ClaimFiles &files, const PreparedCluster &cluster,
                               const QString &clusterLabel, const QString &featureGates)
{
    const Kube::ClusterSnapshot &snapshot = cluster.snapshot();
    ClaimFileMatch match;
    match.warnings = files.warnings;
    match.warnings << ClassConflict::warnings(
        classConflicts(effectiveClasses({files.classFileClasses, files.claimFileClasses}),
                       snapshot.deviceClasses()),
        clusterLabel);
    match.warnings << cluster.inventory().warnings();
    const QList<QJsonObject> classes = effectiveClasses(
        {files.classFileClasses, files.claimFileClasses, snapshot.deviceClasses()});
    match.outcomes = matchInCluster(cluster, files.claims, classes, featureGates);
    return match;
}

Result<QList<ClaimOutcome>> matchInCluster(const Kube::ClusterSnapshot &snapshot,
                                           const Inventory &inventory,
                                           const QList<QJsonObject> &claims,
                                           const QList<QJsonObject> &classes,
                                           const QString &featureGates)
{
    return matchInCluster(PreparedCluster(snapshot), inventory, claims, classes, featureGates);
}

Result<QList<ClaimOutcome>> matchInCluster(const PreparedCluster &cluster,
                                           const QList<QJsonObject> &claims,
                                           const QList<QJsonObject> &classes,
                                           const QString &featureGates)
{
    return matchInCluster(cluster, cluster.inventory(), claims, classes, featureGates);
}

Result<QList<ClaimOutcome>> matchInCluster(const PreparedCluster &cluster,
                                           const Inventory &inventory,
                                           const QList<QJsonObject> &claims,
                                           const QList<QJsonObject> &classes,
                                           const QString &featureGates)
{
    const Kube::ClusterSnapshot &snapshot = cluster.snapshot();
    const Result<FeatureGates> gates = previewGates(snapshot, featureGates);
    if (!gates)
        return tl::unexpected(gates.error());
    const Result<Allocator> allocator = cluster.allocator(classes, *gates, claimKeys(claims));
    if (!allocator)
        return tl::unexpected(allocator.error());
    MatchContext context;
    context.allocator = &*allocator;
    for (const auto &[name, index] : cluster.nodesByName())
        context.nodes.insert(name, snapshot.nodes().at(index));
    return matchClaims(claims, classes, inventory, context);
}

namespace {

/// What allocateOnNode() and allocateOnEveryNode() share, so both give one answer per node:
/// the gates, the allocator over the cluster's slices and held devices (the previewed claims
/// excepted), and the claims read once.
struct Preview
{
    FeatureGates gates;
    QString release;
    QString releaseFrom;
    Allocator allocator;
    Allocator::PreparedClaims claims;
    QStringList warnings;
};

Result<Preview> preparePreview(const PreparedCluster &cluster, const QList<QJsonObject> &claims,
                               const QList<QJsonObject> &classes, const QString &featureGates)
{
    const Kube::ClusterSnapshot &snapshot = cluster.snapshot();
    Preview preview;
    Result<FeatureGates> gates =
        previewGates(snapshot, featureGates, &preview.release, &preview.releaseFrom);
    if (!gates)
        return tl::unexpected(gates.error());
    preview.gates = *gates;
    if (snapshot.refusedLists().contains(QStringLiteral("resourceclaims")))
        preview.warnings << Tr::tr("the claims of the cluster could not be read: every device "
                                   "counts as free");
    Result<Allocator> allocator = cluster.allocator(
        effectiveClasses({classes, snapshot.deviceClasses()}), preview.gates, claimKeys(claims));
    if (!allocator)
        return tl::unexpected(allocator.error());
    preview.allocator = std::move(*allocator);
    preview.claims = preview.allocator.prepareClaims(claims);
    return preview;
}

QString sliceNodeName(const QJsonObject &slice)
{
    return slice.value(QLatin1String("spec"))
        .toObject()
        .value(QLatin1String("nodeName"))
        .toString();
}

/// The stand-in for a node that slices name but that has no Node object: its name only.
QJsonObject nodeByNameOnly(const QString &name)
{
    return QJsonObject{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}}}};
}

QString noNodeObjectWarning(const QString &node, const Kube::ClusterSnapshot &snapshot)
{
    return Tr::tr("node %1 has no Node object in %2; its labels are unknown, so slices that "
                  "select nodes by label do not count")
        .arg(node, snapshot.source());
}

} // namespace

Result<AllocateReport> allocateOnNode(const Kube::ClusterSnapshot &snapshot,
                                      const AllocateRequest &request)
{
    return allocateOnNode(PreparedCluster(snapshot), request);
}

Result<AllocateReport> allocateOnNode(const PreparedCluster &cluster,
                                      const AllocateRequest &request)
{
    const Kube::ClusterSnapshot &snapshot = cluster.snapshot();
    AllocateReport report;
    report.node = request.node;
    report.claims = request.claims;
    // Gates first: a bad --feature-gates is reported before the node is looked up.
    if (Result<FeatureGates> gates = previewGates(snapshot, request.featureGates); !gates)
        return tl::unexpected(gates.error());

    QJsonObject node;
    QStringList known;
    for (const QJsonObject &n : snapshot.nodes()) {
        known << metaField(n, "name");
        if (metaField(n, "name") == request.node)
            node = n;
    }
    if (node.isEmpty()) {
        bool named = false;
        for (const QJsonObject &s : snapshot.resourceSlices())
            named = named || sliceNodeName(s) == request.node;
        if (!named) {
            known.sort();
            return fail(
                Code::NODE_NOT_FOUND,
                Tr::tr("node %1 is not in %2").arg(request.node, snapshot.source()),
                known.isEmpty()
                    ? Tr::tr("The cluster has no Node objects.")
                    : Tr::tr("Known nodes: %1.").arg(known.mid(0, 20).join(QStringLiteral(", "))));
        }
        report.warnings << noNodeObjectWarning(request.node, snapshot);
        node = nodeByNameOnly(request.node);
    }

    Result<Preview> preview =
        preparePreview(cluster, request.claims, request.classes, request.featureGates);
    if (!preview)
        return tl::unexpected(preview.error());
    report.gates = preview->gates;
    report.release = preview->release;
    report.releaseFrom = preview->releaseFrom;
    report.warnings << preview->warnings;
    Result<AllocationOutcome> outcome = preview->allocator.allocate(node, preview->claims);
    if (!outcome)
        return tl::unexpected(outcome.error());
    report.outcome = std::move(*outcome);
    return report;
}

Result<PodAllocationReport> allocateOnEveryNode(const Kube::ClusterSnapshot &snapshot,
                                                const PodClaimsRequest &request,
                                                const std::atomic<bool> *cancel,
                                                const AllocationProgress &progress)
{
    return allocateOnEveryNode(PreparedCluster(snapshot), request, cancel, progress);
}

Result<PodAllocationReport> allocateOnEveryNode(const PreparedCluster &cluster,
                                                const PodClaimsRequest &request,
                                                const std::atomic<bool> *cancel,
                                                const AllocationProgress &progress)
{
    const Kube::ClusterSnapshot &snapshot = cluster.snapshot();
    PodAllocationReport report;
    report.claims = request.claims;
    Result<Preview> preview =
        preparePreview(cluster, request.claims, request.classes, request.featureGates);
    if (!preview)
        return tl::unexpected(preview.error());
    report.gates = preview->gates;
    report.release = preview->release;
    report.releaseFrom = preview->releaseFrom;
    report.warnings = preview->warnings;

    // The nodes `claim allocate --node` accepts: every Node, and nodes only slices name.
    QMap<QString, QJsonObject> nodes;
    for (const QJsonObject &n : snapshot.nodes())
        nodes.insert(metaField(n, "name"), n);
    QSet<QString> byNameOnly;
    for (const QJsonObject &s : snapshot.resourceSlices()) {
        const QString name = sliceNodeName(s);
        if (!name.isEmpty() && !nodes.contains(name)) {
            nodes.insert(name, nodeByNameOnly(name));
            byNameOnly.insert(name);
        }
    }
    nodes.remove(QString());

    const qsizetype total = nodes.size();
    report.nodes.reserve(total);
    for (auto it = nodes.cbegin(); it != nodes.cend(); ++it) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return fail(Code::ALLOCATION_CANCELLED,
                        Tr::tr("the allocation on every node was cancelled"));
        NodeAllocation node;
        node.node = it.key();
        if (byNameOnly.contains(node.node))
            node.warnings << noNodeObjectWarning(node.node, snapshot);
        Result<AllocationOutcome> outcome = preview->allocator.allocate(*it, preview->claims);
        if (outcome) {
            node.outcome = std::move(*outcome);
        } else {
            node.error = outcome.error();
            node.outcome.usage = preview->allocator.nodeUsage(*it);
        }
        if (node.fits())
            ++report.fitting;
        report.nodes << std::move(node);
        if (progress)
            progress(report.nodes.size(), total);
    }
    return report;
}

AllocateReport PodAllocationReport::nodeReport(qsizetype index) const
{
    AllocateReport out;
    const NodeAllocation &node = nodes.at(index);
    out.node = node.node;
    out.gates = gates;
    out.release = release;
    out.releaseFrom = releaseFrom;
    out.claims = claims;
    out.outcome = node.outcome;
    out.warnings = node.warnings + warnings;
    return out;
}

QJsonObject AllocateReport::toJson() const
{
    QJsonArray claimList;
    for (qsizetype i = 0; i < claims.size(); ++i) {
        const QJsonObject &c = claims[i];
        QJsonObject o{{QStringLiteral("name"), metaField(c, "name")},
                      {QStringLiteral("namespace"), metaField(c, "namespace")}};
        if (c.value(QLatin1String("kind")).toString() == QLatin1String("ResourceClaimTemplate"))
            o.insert(QStringLiteral("template"), true);
        if (outcome.allocated && i < outcome.allocations.size())
            o.insert(QStringLiteral("allocation"), outcome.allocations[i]);
        claimList << o;
    }
    return QJsonObject{
        {QStringLiteral("node"), node},
        {QStringLiteral("release"), release},
        {QStringLiteral("featureGates"), gates.toJson()},
        {QStringLiteral("allocated"), outcome.allocated},
        {QStringLiteral("claims"), claimList},
        {QStringLiteral("reasons"), QJsonArray::fromStringList(outcome.reasons)},
        {QStringLiteral("notes"), QJsonArray::fromStringList(outcome.notes)},
    };
}

} // namespace Accel::Dra
