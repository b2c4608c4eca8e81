// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <utility>

#include "dra/driverprofile.h"
#include "result.h"

namespace Accel::Kube {
class ClusterSnapshot;
}

namespace Accel::Dra::Internal {
class InventoryBuilder;
}

/// The cluster's accelerators as the console shows them: ResourceSlice devices joined per node
/// and per physical GPU (issue 6, section 3; spec dra-media-capability-claims.txt).
namespace Accel::Dra {

/// resource.k8s.io DeviceAttribute: exactly one of these (k8s NOTES "DeviceAttribute").
enum class AttributeType
{
    Invalid = 0,
    Bool,
    Int,
    String,
    Version, ///< semver text, kept as a string
};

struct Attribute
{
    AttributeType type = AttributeType::Invalid;
    bool boolValue = false;
    qint64 intValue = 0;
    QString text; ///< String and Version values

    /// The Kubernetes form: {"bool": true}, {"int": 3}, {"string": "x"}, {"version": "1.2.3"}.
    QJsonObject toJson() const;
    bool operator==(const Attribute &) const = default;
    /// The value for a table cell: true, 3, x, 1.2.3.
    QString toString() const;
};

/// Attribute names in one device, always fully qualified (`media.liken.sh/decodeVP9`): a bare
/// name in a slice belongs to the slice's driver domain (resource.k8s.io/v1 QualifiedName).
inline constexpr QLatin1StringView PciBusIdAttribute{"resource.kubernetes.io/pciBusID"};
inline constexpr QLatin1StringView LikenDriver{"liken.sh"};
inline constexpr QLatin1StringView MediaDriver{"media.liken.sh"};
inline constexpr QLatin1StringView NvidiaDriver{"gpu.nvidia.com"};

/// Whether a device can be had now (issue 33, partitions): held by a claim, free, or free but
/// asking more of its GPU's shared counters than the devices in use leave.
enum class DeviceState : quint8
{
    Invalid = 0,
    Free,
    InUse, ///< a ResourceClaim's allocation holds it (Device::heldBy)
    NoFit, ///< free, but the shared counters it consumes are not left (partitions in use)
};

/// A quantity of one counter, as published ("14", "81559Mi").
using CounterAmounts = QList<std::pair<QString, QString>>;

/// What a partitionable device consumes of one counter set of its pool (resource.k8s.io/v1
/// DeviceCounterConsumption).
struct CounterConsumption
{
    QString counterSet;
    CounterAmounts counters; ///< counter name -> quantity, sorted by name
    bool operator==(const CounterConsumption &) const = default;
};

/// A pool's counter set (spec.sharedCounters) with what the devices in use consume of it.
struct CounterSet
{
    struct Counter
    {
        QString name;
        QString total; ///< quantities, as published or computed
        QString used;
        QString left;
        bool operator==(const Counter &) const = default;
    };
    QString driver;
    QString pool;
    QString name;
    QList<Counter> counters; ///< sorted by name
    bool operator==(const CounterSet &) const = default;
};

struct Device
{
    QString name;
    QString driver;
    QString pool;
    QString slice;
    QString nodeName; ///< empty for slices that select nodes (allNodes, nodeSelector)
    bool allowMultipleAllocations = false;
    bool poolIncomplete = false;
    /// What it is (driver profile table, classifyDevice()); set by the inventory. These three
    /// fit in the padding before `attributes`: a device is no bigger for them.
    DeviceKind kind = DeviceKind::Invalid;
    DeviceState state = DeviceState::Invalid;
    /// Its consumesCounters, an index into Inventory::counterUses(); -1 for devices that consume
    /// none (most), which then cost nothing more.
    qint32 counters = -1;
    /// Fully qualified name -> value, sorted by name; an attribute the slice lacks is absent
    /// (never false). A flat list: 32,000 devices x 25 attributes in map nodes cost twice the
    /// time and memory.
    QList<std::pair<QString, Attribute>> attributes;
    QMap<QString, QString> capacity; ///< fully qualified name -> quantity text
    /// The slice's taints on the device, "key=value:Effect"; and the ResourceClaims whose
    /// `status.allocation` has it, "namespace/name" (issue 15 section 4), from both readers.
    QStringList taints;
    QStringList heldBy;

    /// The attribute `name` (bare: in this device's driver domain; or fully qualified).
    std::optional<Attribute> attribute(const QString &name) const;
    bool hasAttribute(const QString &name) const { return attribute(name).has_value(); }
    std::optional<QString> stringAttribute(const QString &name) const;
    std::optional<bool> boolAttribute(const QString &name) const;
    QString pciBusId() const;

    QJsonObject toJson() const;
    bool operator==(const Device &) const = default;
};

/// What a GPU's media.liken.sh device says about its media capabilities.
enum class CapabilityState
{
    Invalid = 0,
    NotPublished, ///< no media.liken.sh device for this GPU
    Known,        ///< the driver answered (vaDriver present); capabilities lists what is true
    QueryFailed,  ///< no vaDriver: the query failed; capabilities unknown, never "supports nothing"
};

QString capabilityStateName(CapabilityState state);

/// One physical GPU on one node: every device whose pciBusID matches, across drivers (issue
/// 33: "a GPU is a physical GPU"). A device without pciBusID forms one of its own
/// (`standalone`), or joins the devices that consume the same counter set of its pool (a
/// partitionable GPU without a PCI address). An entry none of whose devices is a GPU or a
/// partition of one is another device (`kind` Other: an IMEX channel, a NIC), listed in
/// Node::others and never counted as a GPU.
struct Gpu
{
    QString nodeName;
    QString pciBusId; ///< empty when standalone
    bool standalone = false;
    DeviceKind kind = DeviceKind::Invalid; ///< Gpu, or Other
    Health health = Health::Invalid;       ///< the worst its devices' drivers say
    /// Its partitions (devices of kind Partition): how many, in use, free, would not fit.
    qint16 partitions = 0;
    qint16 partitionsInUse = 0;
    qint16 partitionsFree = 0;
    /// Partitions exist and the whole GPU cannot be had: some are in use, or its driver publishes
    /// only partitions (MIG mode on without partitionable devices).
    bool partitioned = false;
    QList<int> devices; ///< indexes into Inventory::devices(), in slice order
    QString renderNode; ///< the liken.sh device with renderNode=true
    QString product;    ///< gpu.nvidia.com productName, else the liken name attribute
    std::optional<QString> vaDriver;
    CapabilityState capabilityState = CapabilityState::NotPublished;
    QStringList capabilities;     ///< media.liken.sh bool attributes that are true (bare names)
    int capabilityAttributes = 0; ///< how many capability attributes the device published
    QStringList drivers;
    bool poolIncomplete = false;
    QStringList heldBy; ///< claims holding any of its devices (Device::heldBy), sorted
    QStringList taints; ///< taints on any of its devices (Device::taints), sorted

    bool isGpu() const { return kind != DeviceKind::Other; }
    /// A taint that keeps the scheduler away (NoSchedule, NoExecute; not None).
    bool hasBlockingTaint() const;
    /// "12", "unknown (query failed)" or "-".
    QString capabilitySummary() const;
    /// Field by field: what a live update compares to find the rows that changed.
    bool operator==(const Gpu &) const = default;
};

struct Node
{
    QString name;
    bool hasNodeObject = false;             ///< false when only slices name it
    std::optional<QString> gpuPresentLabel; ///< nvidia.com/gpu.present
    std::optional<QString> gpuProductLabel; ///< nvidia.com/gpu.product
    QList<int> gpus;   ///< its GPUs: indexes into Inventory::gpus() of entries that are GPUs
    QList<int> others; ///< its other devices: indexes into Inventory::gpus() (kind Other)
    bool poolIncomplete = false;

    bool operator==(const Node &) const = default;
};

/// A pool (driver + name) at its highest generation.
struct Pool
{
    QString driver;
    QString name;
    QString nodeName;
    qint64 generation = 0;
    qint64 resourceSliceCount = 0;
    QStringList slices;  ///< slices of the highest generation
    int staleSlices = 0; ///< slices of older generations, ignored
    bool incomplete = false;
    int devices = 0;

    bool operator==(const Pool &) const = default;
};

/// One ResourceSlice as read.
struct Slice
{
    QString name;
    QString apiVersion; ///< resource.k8s.io/v1, v1beta2 or v1beta1
    QString driver;
    QString nodeName;
    QString pool;
    qint64 generation = 0;
    int devices = 0;
    QString creationTimestamp;
    bool stale = false; ///< an older generation of its pool: its devices do not count

    bool operator==(const Slice &) const = default;
};

/// The joined model. Built in one pass over the slices with hash joins (node + pciBusID), so
/// 32,000 devices cost milliseconds, not a quadratic scan. A plain value; reentrant.
class Inventory
{
public:
    static Inventory build(const Kube::ClusterSnapshot &snapshot);
    /// CLAIMS: ResourceClaims, for who holds each device (Device::heldBy).
    static Inventory build(const QList<QJsonObject> &nodes, const QList<QJsonObject> &slices,
                           const QList<QJsonObject> &claims = {});
    /// The inventory of a cluster snapshot file (DESIGN.md "Cluster snapshot"), the same as
    /// build(ClusterSnapshot::fromFile(path)) but several times faster on JSON: a JSON file is
    /// parsed with simdjson and only the fields the inventory needs (Node names and labels,
    /// ResourceSlices) are read from it, without QJsonObjects. YAML, and JSON the fast reader
    /// does not take (invalid JSON, an object without kind or apiVersion, nesting deeper than
    /// Doc::MaxNestingDepth, a top-level array), go through ClusterSnapshot::fromFile, so errors
    /// are its errors: SNAPSHOT_READ, SNAPSHOT_PARSE (file:line:column), SNAPSHOT_OBJECT, each
    /// with a hint. Reentrant; any thread.
    /// `reader`, when given, says which way the file went (for tests and benchmarks).
    /// A JSON List is read item by item (issue 37: peak memory about the inventory's, not the
    /// document's); other JSON as one simdjson document (about 5 times the file). YAML is read
    /// object by object too, a List's items one at a time; YAML that reader refuses (aliases,
    /// merge keys, errors) goes the general way, so the result or error is always its.
    enum class SnapshotReader
    {
        Invalid = 0,
        FastJson,       ///< simdjson, the whole document, fields read straight into the inventory
        General,        ///< ClusterSnapshot::fromFile, then build()
        FastJsonStream, ///< simdjson, a List's items one at a time (JsonListItemStream)
        /// YAML object by object (a List's items one at a time), each through libyaml's events
        /// as JSON text for simdjson (Doc::Detail::streamYamlObjects)
        FastYamlStream,
    };
    static Result<Inventory> fromSnapshotFile(const QString &path,
                                              SnapshotReader *reader = nullptr);

    /// What a long read of a snapshot file reports, and how it stops (issue 37: the window's
    /// load of a 65,000-node file). Every callback runs on the reading thread.
    struct ReadControl
    {
        /// Polled between items: true ends the read early, with an empty inventory and the
        /// reader Invalid (the caller drops it).
        std::function<bool()> canceled;
        /// How many bytes of the file were read, of `total`; now and then (every few MB).
        std::function<void(qint64 read, qint64 total)> progress;
        /// Called at most once, while a JSON List is streamed, with the inventory of its first
        /// `firstSlices` ResourceSlices and the Nodes they name (pools settled over those
        /// slices, no holders yet): the rows to show while the rest is read. Not called when
        /// the file has no more slices than that.
        std::function<void(Inventory first)> firstRows;
        int firstSlices = 2000;
        /// When set and the file went the general way (YAML, unusual JSON), the snapshot it
        /// read is moved here, so that a caller that needs it too reads the file once.
        Kube::ClusterSnapshot *generalSnapshot = nullptr;
    };
    static Result<Inventory> fromSnapshotFile(const QString &path, SnapshotReader *reader,
                                              const ReadControl &control);

    const QList<Device> &devices() const { return m_devices; }
    /// Every GPU and other device, per node: the GPUs by PCI address, then the other devices.
    const QList<Gpu> &gpus() const { return m_gpus; }
    const QList<Node> &nodes() const { return m_nodes; }
    const QList<Pool> &pools() const { return m_pools; }
    const QList<Slice> &slices() const { return m_slices; }
    /// The counter sets of every pool (spec.sharedCounters) with what the devices in use
    /// consume; in slice order.
    const QList<CounterSet> &counterSets() const { return m_counterSets; }
    /// Per Device::counters: what the device consumes.
    const QList<QList<CounterConsumption>> &counterUses() const { return m_counterUses; }
    /// What DEVICE consumes (empty for most devices).
    QList<CounterConsumption> counterUses(const Device &device) const;
    /// The counter sets GPU's devices consume, each once, in the order first consumed.
    QList<const CounterSet *> counterSets(const Gpu &gpu) const;
    /// GPU entries (not other devices), and other devices.
    int gpuCount() const { return m_gpuCount; }
    int otherDeviceCount() const { return int(m_gpus.size()) - m_gpuCount; }
    /// Which resource.k8s.io versions the slices came in, sorted ("resource.k8s.io/v1beta1").
    QStringList apiVersionsRead() const { return m_apiVersions; }
    /// Things an operator should know (unknown attribute forms, incomplete pools).
    QStringList warnings() const { return m_warnings; }

    const Node *node(const QString &name) const;

    /// {apiVersions, nodes[{name, labels, gpus[...]}], pools[...], warnings[]}.
    QJsonObject toJson() const;
    /// One GPU; with `deviceDetail` false its devices are listed as {driver, name} only.
    QJsonObject gpuToJson(const Gpu &gpu, bool deviceDetail = true) const;

    /// Everything equal, field by field: what a live watch's reread of an unchanged cluster
    /// gives (milliseconds for 16,000 devices, where comparing toJson() takes hundreds).
    bool operator==(const Inventory &) const = default;

private:
    friend class Internal::InventoryBuilder;

    QList<Device> m_devices;
    QList<Gpu> m_gpus;
    QList<Node> m_nodes;
    QList<Pool> m_pools;
    QList<Slice> m_slices;
    QList<CounterSet> m_counterSets;
    QList<QList<CounterConsumption>> m_counterUses;
    int m_gpuCount = 0;
    QStringList m_apiVersions;
    QStringList m_warnings;
    QHash<QString, int> m_nodeIndex;
};

} // namespace Accel::Dra

// A fleet's devices, GPUs, nodes, pools and slices are appended a million at a time (issue 37):
// their members are Qt containers and std::optional of them, none pointing into itself, so a
// growing list moves them with realloc (in place, for the large blocks) instead of moving each
// one into a new block beside the old.
Q_DECLARE_TYPEINFO(Accel::Dra::Device, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(Accel::Dra::Gpu, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(Accel::Dra::Node, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(Accel::Dra::Pool, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(Accel::Dra::Slice, Q_RELOCATABLE_TYPE);
