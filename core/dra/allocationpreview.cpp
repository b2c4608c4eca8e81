// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "dra/allocationpreview.h"

#include "doc/documentreader.h"
#include "dra/allocation.h"
#include "kube/snapshot.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Accel::Dra {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Accel::Dra)
};

QString metaField(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String("metadata")).toObject().value(QLatin1String(key)).toString();
}

bool isClaimKind(const QString &kind)
{
    return kind == QLatin1String("ResourceClaim") || kind == QLatin1String("ResourceClaimTemplate");
}

} // namespace

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
        for (const QJsonObject &object : *objects) {
            const QString kind = object.value(QLatin1String("kind")).toString();
            if (isClaimKind(kind))
                out.claims << object;
            else if (kind == QLatin1String("DeviceClass"))
                out.claimFileClasses << object;
            else
                out.warnings << Tr::tr("%1: %2 %3 is no claim; ignored")
                                    .arg(file, kind, metaField(object, "name"));
        }
    }
    if (out.claims.isEmpty())
        return fail(QStringLiteral("CLAIM_INPUT"),
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

Result<QList<ClaimOutcome>> matchInCluster(const Kube::ClusterSnapshot &snapshot,
                                           const Inventory &inventory,
                                           const QList<QJsonObject> &claims,
                                           const QList<QJsonObject> &classes,
                                           const QString &featureGates)
{
    const Result<FeatureGates> gates = previewGates(snapshot, featureGates);
    if (!gates)
        return tl::unexpected(gates.error());
    const Result<Allocator> allocator = allocatorFor(snapshot, classes, *gates, claimKeys(claims));
    if (!allocator)
        return tl::unexpected(allocator.error());
    MatchContext context;
    context.allocator = &*allocator;
    for (const QJsonObject &node : snapshot.nodes())
        context.nodes.insert(metaField(node, "name"), node);
    return matchClaims(claims, classes, inventory, context);
}

Result<AllocateReport> allocateOnNode(const Kube::ClusterSnapshot &snapshot,
                                      const AllocateRequest &request)
{
    AllocateReport report;
    report.node = request.node;
    report.claims = request.claims;
    Result<FeatureGates> gates =
        previewGates(snapshot, request.featureGates, &report.release, &report.releaseFrom);
    if (!gates)
        return tl::unexpected(gates.error());
    report.gates = *gates;

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
            named = named || s.value(QLatin1String("spec"))
                                     .toObject()
                                     .value(QLatin1String("nodeName"))
                                     .toString() == request.node;
        if (!named) {
            known.sort();
            return fail(
                QStringLiteral("NODE_NOT_FOUND"),
                Tr::tr("node %1 is not in %2").arg(request.node, snapshot.source()),
                known.isEmpty()
                    ? Tr::tr("The cluster has no Node objects.")
                    : Tr::tr("Known nodes: %1.").arg(known.mid(0, 20).join(QStringLiteral(", "))));
        }
        report.warnings << Tr::tr("node %1 has no Node object in %2; its labels are unknown, so "
                                  "slices that select nodes by label do not count")
                               .arg(request.node, snapshot.source());
        node = QJsonObject{
            {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), request.node}}}};
    }
    if (snapshot.refusedLists().contains(QStringLiteral("resourceclaims")))
        report.warnings << Tr::tr("the claims of the cluster could not be read: every device "
                                  "counts as free");

    const QList<QJsonObject> classes =
        effectiveClasses({request.classes, snapshot.deviceClasses()});
    Result<Allocator> allocator =
        allocatorFor(snapshot, classes, report.gates, claimKeys(request.claims));
    if (!allocator)
        return tl::unexpected(allocator.error());
    Result<AllocationOutcome> outcome = allocator->allocate(node, request.claims);
    if (!outcome)
        return tl::unexpected(outcome.error());
    report.outcome = std::move(*outcome);
    return report;
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
