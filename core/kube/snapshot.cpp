// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "snapshot.h"
#include "basecodes.h"
#include "kubecodes.h"
#include "kubetr.h"

#include "doc/documentreader.h"
#include "inputfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace Accel::Kube {

namespace {
QString apiGroup(const QString &apiVersion)
{
    const qsizetype slash = apiVersion.indexOf(QLatin1Char('/'));
    return slash < 0 ? QString() : apiVersion.left(slash);
}

QJsonObject withoutManagedFields(QJsonObject object)
{
    auto metadata = object.find(QLatin1String("metadata"));
    if (metadata == object.end() || !metadata->isObject())
        return object;
    QJsonObject meta = metadata->toObject();
    if (!meta.contains(QLatin1String("managedFields")))
        return object;
    meta.remove(QLatin1String("managedFields"));
    *metadata = meta;
    return object;
}

Result<ClusterSnapshot> wrapReadError(const Error &error, const QString &sourceName)
{
    // These name the file and the fix already (README "Limits").
    if (error.code == Code::FILE_NOT_REGULAR || error.code == Code::LIMIT_EXCEEDED)
        return tl::unexpected(error);
    if (error.code == Code::FILE_READ) {
        return fail(Code::SNAPSHOT_READ,
                    Tr::tr("cannot read cluster snapshot %1: %2").arg(sourceName, error.message),
                    Tr::tr("Check the path given to --snapshot."));
    }
    return fail(
        Code::SNAPSHOT_PARSE,
        Tr::tr("cluster snapshot %1 is not valid YAML or JSON: %2").arg(sourceName, error.message),
        // Every kind the console reads (ClusterSnapshot::toJson), so that a snapshot made as
        // the hint says shows claims, templates and taint rules too.
        Tr::tr("Write the snapshot with `accelctl cluster snapshot > FILE`, or with `kubectl get "
               "nodes,resourceslices,deviceclasses,resourceclaims,resourceclaimtemplates,"
               "devicetaintrules,namespaces,pods -A -o yaml`."));
}
} // namespace

QString ClusterSnapshot::demoResourcePath()
{
    return QStringLiteral(":/accel/demo/demo-cluster.yaml");
}

int ClusterSnapshot::ignoredCount() const
{
    int count = 0;
    for (int n : m_ignoredKinds)
        count += n;
    return count;
}

QByteArray ClusterSnapshot::digestBesideDevices() const
{
    QByteArray digest;
    const auto add = [&digest](char kind, const QList<QJsonObject> &objects) {
        for (const QJsonObject &object : objects) {
            const QJsonObject meta = object.value(QLatin1String("metadata")).toObject();
            const QString version = meta.value(QLatin1String("resourceVersion")).toString();
            digest += kind;
            digest += ' ' + meta.value(QLatin1String("namespace")).toString().toUtf8() + '/' +
                      meta.value(QLatin1String("name")).toString().toUtf8() + ' ';
            digest += version.isEmpty() ? QJsonDocument(object).toJson(QJsonDocument::Compact)
                                        : version.toUtf8();
            digest += '\n';
        }
    };
    add('P', m_pods);
    add('C', m_resourceClaims);
    add('T', m_resourceClaimTemplates);
    add('D', m_deviceClasses);
    add('R', m_deviceTaintRules);
    for (auto it = m_refusedLists.cbegin(); it != m_refusedLists.cend(); ++it)
        digest += "refused " + it.key().toUtf8() + ": " + it.value().toUtf8() + '\n';
    return digest;
}

Result<ClusterSnapshot> ClusterSnapshot::fromFile(const QString &path)
{
    return fromFile(path, ReadControl());
}

Result<ClusterSnapshot> ClusterSnapshot::generalFromFile(const QString &path)
{
    Result<QList<QJsonObject>> objects = Doc::readObjectsFile(path, Limits::SnapshotFileBytes);
    if (!objects)
        return wrapReadError(objects.error(), path);
    return fromObjects(*objects, path);
}

Result<ClusterSnapshot> ClusterSnapshot::fromBytes(const QByteArray &bytes,
                                                   const QString &sourceName)
{
    Result<QList<QJsonObject>> objects = Doc::readObjects(bytes, sourceName);
    if (!objects)
        return wrapReadError(objects.error(), sourceName);
    return fromObjects(*objects, sourceName);
}

Result<ClusterSnapshot> ClusterSnapshot::demo()
{
    QFile file(demoResourcePath());
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(Code::SNAPSHOT_READ,
                    Tr::tr("cannot read the embedded demo cluster %1").arg(demoResourcePath()),
                    Tr::tr("This build lacks its resources; rebuild accelcore."));
    }
    Result<ClusterSnapshot> snapshot = fromBytes(file.readAll(), demoResourcePath());
    if (snapshot) {
        snapshot->m_demo = true;
        snapshot->m_source = QStringLiteral("demo"); // never the Qt resource path (issue 18)
    }
    return snapshot;
}

ClusterSnapshot::ObjectKind ClusterSnapshot::objectKind(const QString &apiVersion,
                                                        const QString &kind)
{
    const QString group = apiGroup(apiVersion);
    if (group.isEmpty() && kind == QLatin1String("Node"))
        return ObjectKind::Node;
    if (group.isEmpty() && kind == QLatin1String("Pod"))
        return ObjectKind::Pod;
    if (group == QLatin1String("resource.k8s.io") && kind == QLatin1String("ResourceSlice"))
        return ObjectKind::ResourceSlice;
    if (group == QLatin1String("resource.k8s.io") && kind == QLatin1String("DeviceClass"))
        return ObjectKind::DeviceClass;
    if (group == QLatin1String("resource.k8s.io") && kind == QLatin1String("ResourceClaim"))
        return ObjectKind::ResourceClaim;
    if (group == QLatin1String("resource.k8s.io") && kind == QLatin1String("ResourceClaimTemplate"))
        return ObjectKind::ResourceClaimTemplate;
    if (group == QLatin1String("resource.k8s.io") && kind == QLatin1String("DeviceTaintRule"))
        return ObjectKind::DeviceTaintRule;
    if (group.isEmpty() && kind == QLatin1String("Namespace"))
        return ObjectKind::Namespace;
    if (group == QLatin1String("accel.liken.sh") && kind == QLatin1String("ServerVersion"))
        return ObjectKind::ServerVersion;
    // NVCRE's after-apply objects, in the new group and the old one (STATUS-NOTES section 0).
    if (group == QLatin1String("nvcre.nvidia.com") || group == QLatin1String("cre.nvidia.com")) {
        static const QStringList runKinds = {QStringLiteral("Certification"),
                                             QStringLiteral("WorkloadRun"),
                                             QStringLiteral("Workflow"),
                                             QStringLiteral("Job"),
                                             QStringLiteral("BandwidthMeasurement"),
                                             QStringLiteral("GoodputMeasurement")};
        if (runKinds.contains(kind))
            return ObjectKind::NvcreRun;
    }
    // The batch Jobs of the runs' workloads: a failed group's reason names its first failed
    // one (STATUS-NOTES section 3.1, failedGroups[].reason).
    if (group == QLatin1String("batch") && kind == QLatin1String("Job"))
        return ObjectKind::NvcreRun;
    if (group.isEmpty() && kind == QLatin1String("ConfigMap"))
        return ObjectKind::ConfigMap;
    if ((group.isEmpty() || group == QLatin1String("events.k8s.io")) &&
        kind == QLatin1String("Event"))
        return ObjectKind::Event;
    return ObjectKind::Other;
}

bool ClusterSnapshot::isRunObject(const QJsonObject &object, ObjectKind kind)
{
    if (kind == ObjectKind::NvcreRun)
        return true;
    if (kind == ObjectKind::ConfigMap) {
        // STATUS-NOTES section 0: `succeeded-nodes-<uid8>` / `failed-nodes-<uid8>`.
        const QString name = object.value(QLatin1String("metadata"))
                                 .toObject()
                                 .value(QLatin1String("name"))
                                 .toString();
        return name.startsWith(QLatin1String("failed-nodes-")) ||
               name.startsWith(QLatin1String("succeeded-nodes-"));
    }
    if (kind == ObjectKind::Event) {
        // events.k8s.io/v1 `regarding`, core v1 `involvedObject` (STATUS-NOTES section 4).
        QJsonObject about = object.value(QLatin1String("regarding")).toObject();
        if (about.isEmpty())
            about = object.value(QLatin1String("involvedObject")).toObject();
        const QString group = apiGroup(about.value(QLatin1String("apiVersion")).toString());
        return group == QLatin1String("nvcre.nvidia.com") ||
               group == QLatin1String("cre.nvidia.com");
    }
    return false;
}

Result<ClusterSnapshot> ClusterSnapshot::fromObjects(const QList<QJsonObject> &objects,
                                                     const QString &sourceName)
{
    ClusterSnapshot snapshot;
    snapshot.m_source = sourceName;
    qsizetype index = 0;
    for (const QJsonObject &object : objects) {
        ++index;
        const QString kind = object.value(QLatin1String("kind")).toString();
        const QString apiVersion = object.value(QLatin1String("apiVersion")).toString();
        if (kind.isEmpty() || apiVersion.isEmpty()) {
            return fail(
                Code::SNAPSHOT_OBJECT,
                Tr::tr("cluster snapshot %1: object %2 has no %3")
                    .arg(sourceName, QString::number(index),
                         kind.isEmpty() ? QStringLiteral("kind") : QStringLiteral("apiVersion")),
                Tr::tr("Every object needs apiVersion and kind, as kubectl prints them."));
        }
        switch (objectKind(apiVersion, kind)) {
        case ObjectKind::Node:
            snapshot.m_nodes.append(object);
            break;
        case ObjectKind::Pod:
            snapshot.m_pods.append(object);
            break;
        case ObjectKind::ResourceSlice:
            snapshot.m_resourceSlices.append(object);
            break;
        case ObjectKind::DeviceClass:
            snapshot.m_deviceClasses.append(object);
            break;
        case ObjectKind::ResourceClaim:
            snapshot.m_resourceClaims.append(object);
            break;
        case ObjectKind::DeviceTaintRule:
            snapshot.m_deviceTaintRules.append(object);
            break;
        case ObjectKind::ResourceClaimTemplate:
            snapshot.m_resourceClaimTemplates.append(object);
            break;
        case ObjectKind::Namespace:
            snapshot.m_namespaces.append(object);
            break;
        case ObjectKind::ServerVersion:
            snapshot.m_serverVersion = object.value(QLatin1String("gitVersion")).toString();
            break;
        case ObjectKind::NvcreRun:
        case ObjectKind::ConfigMap:
        case ObjectKind::Event:
            if (isRunObject(object, objectKind(apiVersion, kind))) {
                snapshot.m_runObjects.append(object);
                break;
            }
            ++snapshot.m_ignoredKinds[kind];
            break;
        case ObjectKind::Other:
        case ObjectKind::Invalid:
            ++snapshot.m_ignoredKinds[kind];
            break;
        }
    }
    return snapshot;
}

QHash<QString, QMap<QString, QString>> ClusterSnapshot::namespaceLabels() const
{
    QHash<QString, QMap<QString, QString>> out;
    for (const QJsonObject &ns : m_namespaces) {
        const QJsonObject meta = ns.value(QLatin1String("metadata")).toObject();
        QMap<QString, QString> labels;
        const QJsonObject l = meta.value(QLatin1String("labels")).toObject();
        for (auto it = l.begin(); it != l.end(); ++it)
            labels.insert(it.key(), it.value().toString());
        out.insert(meta.value(QLatin1String("name")).toString(), labels);
    }
    return out;
}

QJsonObject ClusterSnapshot::toJson() const
{
    QJsonArray items;
    for (const QList<QJsonObject> *list :
         {&m_nodes, &m_resourceSlices, &m_deviceClasses, &m_resourceClaims,
          &m_resourceClaimTemplates, &m_deviceTaintRules, &m_namespaces, &m_pods, &m_runObjects})
        for (const QJsonObject &object : *list)
            items.append(withoutManagedFields(object));
    if (!m_serverVersion.isEmpty())
        items.append(
            QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("accel.liken.sh/v1")},
                        {QStringLiteral("kind"), QStringLiteral("ServerVersion")},
                        {QStringLiteral("gitVersion"), m_serverVersion}});
    return QJsonObject{
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("kind"), QStringLiteral("List")},
        {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("resourceVersion"), QString()}}},
        {QStringLiteral("items"), items},
    };
}

} // namespace Accel::Kube
