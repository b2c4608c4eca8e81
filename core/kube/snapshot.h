// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <functional>

namespace Accel::Kube {

/// The cluster objects the console reads, taken from a file instead of the API server
/// (DESIGN.md "Cluster snapshot"): what `kubectl get nodes,resourceslices,deviceclasses,pods -A
/// -o yaml` prints (a `v1 List`), or multi-document YAML, or JSON of the same objects.
///
/// Objects are kept as the API server sends them, sorted by kind into four lists in file order.
/// Other kinds (Services, ConfigMaps ...) are ignored and counted per kind, so a full
/// `kubectl get all -o yaml` dump is still a usable snapshot.
///
/// Errors (each message names the file): SNAPSHOT_READ when the file cannot be read,
/// SNAPSHOT_PARSE when it is not YAML or JSON (the message carries line and column), and
/// SNAPSHOT_OBJECT when an object has no `kind` or no `apiVersion` (naming its 1-based
/// position). A plain value type; reentrant.
class ClusterSnapshot
{
public:
    /// The embedded demo fleet (resources/demo/demo-cluster.yaml).
    static QString demoResourcePath();

    /// A JSON List is read item by item, and equal objects and arrays in it (a fleet repeats
    /// attribute values, capacities, whole devices per node) are one shared container (issue 37:
    /// a 65,000-node fleet took 6.99 GB as one QJsonObject each); any other file, and a JSON
    /// file that reader would read differently, the general way (Doc::readObjectsFile). Both
    /// give equal objects and the same errors.
    static Result<ClusterSnapshot> fromFile(const QString &path);

    /// How a long read of a file reports and stops (the window's, issue 37). Every callback
    /// runs on the reading thread.
    struct ReadControl
    {
        /// Polled between a JSON List's items: true ends the read with an empty snapshot and
        /// ReadReport::reader Canceled (the caller drops it).
        std::function<bool()> canceled;
        /// How many bytes of the file were read, of `total`; now and then (every few MB).
        std::function<void(qint64 read, qint64 total)> progress;
        /// Whether equal containers are shared (off only to compare, in tests).
        bool shareValues = true;
    };
    enum class FileReader
    {
        General,    ///< the whole document (YAML, or JSON the item reader leaves alone)
        JsonStream, ///< a JSON List item by item
        Canceled,
    };
    /// What a read did.
    struct ReadReport
    {
        FileReader reader = FileReader::General;
        /// Objects and arrays the item reader built, and those it found built already.
        qsizetype containers = 0;
        qsizetype sharedContainers = 0;
        /// Places in the items (a path of member names under a kind) where nearly every
        /// container was new, so that the reader stopped looking for equal ones there.
        qsizetype placesNotShared = 0;
        /// Items QJsonDocument parsed itself (a number that is not an integer, a \u escape).
        qsizetype itemsParsedByQt = 0;
    };
    static Result<ClusterSnapshot> fromFile(const QString &path, const ReadControl &control,
                                            ReadReport *report = nullptr);
    static Result<ClusterSnapshot> fromBytes(const QByteArray &bytes, const QString &sourceName);
    /// Objects already read; `sourceName` names them in errors.
    static Result<ClusterSnapshot> fromObjects(const QList<QJsonObject> &objects,
                                               const QString &sourceName);
    /// The embedded demo fleet; isDemo() is true.
    static Result<ClusterSnapshot> demo();

    /// Which list an object of `apiVersion` and `kind` is kept in; Other is skipped and
    /// counted in ignoredKinds(). Shared with readers that do not build QJsonObjects
    /// (Dra::Inventory::fromSnapshotFile).
    enum class ObjectKind
    {
        Invalid = 0,
        Node,
        ResourceSlice,
        DeviceClass,
        Pod,
        ResourceClaim,         ///< with status.allocation: what existing claims hold (issue 15)
        ResourceClaimTemplate, ///< what a pod's claims are made from (issue 17)
        DeviceTaintRule,       ///< resource.k8s.io/v1alpha3 or v1beta2
        Namespace,             ///< for the admin-access label
        ServerVersion, ///< accel.liken.sh/v1 ServerVersion: the /version answer (gitVersion)
        /// NVCRE's run objects (issue 36): Certification, WorkloadRun, Workflow, Job,
        /// BandwidthMeasurement, GoodputMeasurement of nvcre.nvidia.com or cre.nvidia.com,
        /// and batch/v1 Jobs (the runs' workloads; a failed group's reason names one).
        NvcreRun,
        /// A v1 ConfigMap: kept (with the runs) only when it is one of NVCRE's node-result
        /// ConfigMaps (`failed-nodes-*`, `succeeded-nodes-*`), else ignored.
        ConfigMap,
        /// An events.k8s.io/v1 or v1 Event: kept (with the runs) only when it regards an object
        /// of the NVCRE groups, else ignored.
        Event,
        Other,
    };
    static ObjectKind objectKind(const QString &apiVersion, const QString &kind);

    /// The file (or resource path) the objects came from.
    QString source() const { return m_source; }
    bool isDemo() const { return m_demo; }

    const QList<QJsonObject> &nodes() const { return m_nodes; }
    const QList<QJsonObject> &resourceSlices() const { return m_resourceSlices; }
    const QList<QJsonObject> &deviceClasses() const { return m_deviceClasses; }
    const QList<QJsonObject> &pods() const { return m_pods; }
    const QList<QJsonObject> &resourceClaims() const { return m_resourceClaims; }
    const QList<QJsonObject> &resourceClaimTemplates() const { return m_resourceClaimTemplates; }
    const QList<QJsonObject> &deviceTaintRules() const { return m_deviceTaintRules; }
    const QList<QJsonObject> &namespaces() const { return m_namespaces; }
    /// The server's gitVersion ("v1.36.2") when the snapshot or the live read recorded it.
    QString serverVersion() const { return m_serverVersion; }
    void setServerVersion(const QString &version) { m_serverVersion = version; }
    /// NVCRE's after-apply objects (issue 36), in file order: the NvcreRun kinds of both API
    /// groups, their node-result ConfigMaps and the Events regarding them. Nvcre::RunObjects
    /// sorts them out.
    const QList<QJsonObject> &runObjects() const { return m_runObjects; }
    /// A live read's run objects (Nvcre::RunReadJob), so `cluster snapshot` writes them.
    void setRunObjects(const QList<QJsonObject> &objects) { m_runObjects = objects; }
    /// Whether OBJECT (of ObjectKind ConfigMap or Event) is one runObjects() keeps.
    static bool isRunObject(const QJsonObject &object, ObjectKind kind);

    /// Namespace name -> labels, from the Namespace objects.
    QHash<QString, QMap<QString, QString>> namespaceLabels() const;

    /// The lists a live read was refused (403), by plural ("resourceslices", "pods"), with the
    /// server's message; empty for files and the demo. Certification detection reads it
    /// (a ResourceSlice fallback that could not run, "could not list kube-system pods: ...").
    const QMap<QString, QString> &refusedLists() const { return m_refusedLists; }
    void setRefusedLists(const QMap<QString, QString> &refused) { m_refusedLists = refused; }

    /// The data beside nodes and ResourceSlices as bytes to compare: pods, ResourceClaims,
    /// templates, DeviceClasses, DeviceTaintRules and the refused lists. Equal digests, equal
    /// data. An object counts by its resourceVersion, which the API server changes on every
    /// write; one without (a snapshot built by hand) by its whole JSON. A live reader compares
    /// it between reads: a claim made but not yet allocated changes no device.
    QByteArray digestBesideDevices() const;

    /// How many objects of other kinds were skipped, by kind.
    const QMap<QString, int> &ignoredKinds() const { return m_ignoredKinds; }
    int ignoredCount() const;

    /// A `v1 List` of every kept object (nodes, resourceslices, deviceclasses, resourceclaims,
    /// resourceclaimtemplates, devicetaintrules, namespaces, pods, the run objects, in that
    /// order, then the ServerVersion item when the version is known) with `metadata.managedFields`
    /// removed, ready to be written back as a snapshot.
    QJsonObject toJson() const;

private:
    static Result<ClusterSnapshot> generalFromFile(const QString &path);

    QString m_source;
    bool m_demo = false;
    QList<QJsonObject> m_nodes;
    QList<QJsonObject> m_resourceSlices;
    QList<QJsonObject> m_deviceClasses;
    QList<QJsonObject> m_pods;
    QList<QJsonObject> m_resourceClaims;
    QList<QJsonObject> m_resourceClaimTemplates;
    QList<QJsonObject> m_deviceTaintRules;
    QList<QJsonObject> m_namespaces;
    QList<QJsonObject> m_runObjects;
    QString m_serverVersion;
    QMap<QString, int> m_ignoredKinds;
    QMap<QString, QString> m_refusedLists;
};

} // namespace Accel::Kube
