// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>

/// The kube-scheduler's DRA allocator (issue 15): given a node, the cluster's DeviceClasses,
/// ResourceSlices and DeviceTaintRules, and what existing claims hold, it allocates a pod's
/// claims together exactly as k8s.io/dynamic-resource-allocation/structured does, and writes the
/// `status.allocation` the scheduler would write. The rules follow the allocator's own test table
/// (../shared/conformance/k8s-allocator/README.md, "Semantics the cases require"), which
/// tests/dra/tst_allocator_conformance runs case by case.
namespace Accel::Dra {

/// The allocator's feature gates, by their Kubernetes names (DRAPrioritizedList ...).
struct FeatureGates
{
    bool prioritizedList = false;      ///< DRAPrioritizedList: firstAvailable subrequests
    bool partitionableDevices = false; ///< DRAPartitionableDevices: shared counters
    bool deviceTaints = false;         ///< DRADeviceTaints: taints and tolerations
    bool deviceTaintRules = false;     ///< DRADeviceTaintRules: taints from DeviceTaintRules
    bool adminAccess = false;          ///< DRAAdminAccess
    bool consumableCapacity = false;   ///< DRAConsumableCapacity: shared devices
    bool bindingConditions = false;    ///< DRADeviceBindingConditions
    bool listTypeAttributes = false;   ///< DRAListTypeAttributes

    /// The defaults of a Kubernetes release ("1.36", "v1.35.2"; the /version gitVersion or
    /// major.minor): beta gates on from the release that made them beta. An empty or
    /// unreadable version gives the newest release this engine knows (newestRelease()).
    static FeatureGates forRelease(const QString &version);
    static QString newestRelease();
    /// "DRAPrioritizedList=true,DRADeviceTaints=false" on top of BASE (kube-scheduler's
    /// --feature-gates syntax). Error FEATURE_GATES naming an unknown gate or value.
    static Result<FeatureGates> parse(const QString &spec, FeatureGates base);
    /// Every gate name, in the order toJson() writes them.
    static QStringList names();
    bool value(const QString &name) const;
    void setValue(const QString &name, bool on);
    /// {"DRAPrioritizedList": true, ...}
    QJsonObject toJson() const;

    bool operator==(const FeatureGates &) const = default;
};

/// What existing claims hold (the scheduler's AllocatedState): devices allocated to other
/// claims, capacity already consumed on shared devices, and who holds each, for reasons.
class AllocatedState
{
public:
    /// "driver/pool/device", the key every map here uses.
    static QString deviceKey(const QString &driver, const QString &pool, const QString &device);

    /// An exclusive allocation of DEVICE to HOLDER ("namespace/claim", or empty).
    void addDevice(const QString &driver, const QString &pool, const QString &device,
                   const QString &holder = {});
    /// Capacity consumed on a shared device (allowMultipleAllocations): name -> quantity.
    void addConsumedCapacity(const QString &driver, const QString &pool, const QString &device,
                             const QMap<QString, QString> &consumed, const QString &holder = {});
    /// Every device result of a claim's `status.allocation`: admin-access results hold
    /// nothing; results with a shareID or consumedCapacity consume capacity; the others hold
    /// the device.
    void addAllocation(const QJsonObject &allocation, const QString &holder);
    /// The allocations of every ResourceClaim in CLAIMS that has `status.allocation`, skipping
    /// the claims named in EXCEPT ("namespace/name": a claim being re-allocated).
    static AllocatedState fromClaims(const QList<QJsonObject> &claims,
                                     const QSet<QString> &except = {});

    bool holds(const QString &key) const { return m_devices.contains(key); }
    const QSet<QString> &devices() const { return m_devices; }
    const QHash<QString, QMap<QString, QString>> &consumedCapacity() const { return m_consumed; }
    /// Who holds or shares the device, "namespace/claim" (several for a shared device).
    QStringList holders(const QString &key) const { return m_holders.value(key); }
    int claimCount() const { return m_claims; }

private:
    QSet<QString> m_devices;
    QHash<QString, QMap<QString, QString>> m_consumed;
    QHash<QString, QStringList> m_holders;
    int m_claims = 0;
};

/// Devices on a node: how many, how many other claims hold, how many are tainted NoSchedule or
/// NoExecute (and free).
struct NodeUsage
{
    int devices = 0;
    int inUse = 0;
    int tainted = 0;
};

/// The result of allocating a pod's claims on one node.
struct AllocationOutcome
{
    NodeUsage usage; ///< the node's devices, as nodeUsage() counts them
    bool allocated = false;
    /// Per claim, in input order: exactly the `status.allocation` the scheduler would write
    /// ({devices: {results[], config[]}, nodeSelector}); empty when not allocated.
    QList<QJsonObject> allocations;
    /// When not allocated: per request, what stopped it ("claim default/a, request gpu: needs
    /// 2 devices, 1 left: gpu-0 in use by default/b; gpu-1 tainted k=v:NoSchedule").
    QStringList reasons;
    /// Things the preview noticed that do not stop the allocation: devices that wait for
    /// binding conditions, a claim with admin access in a namespace without the label, ...
    QStringList notes;
    /// Search steps (devices tried), for benchmarks and tests.
    qint64 steps = 0;
    /// A device result as `allocations` names it.
    struct Chosen
    {
        QString request;
        QString driver;
        QString pool;
        QString device;
    };
    /// With Allocator::Detail::Devices, instead of `allocations`: per claim, its results'
    /// request and device, in the same order.
    QList<QList<Chosen>> chosen;
};

/// A pool (driver + name, at its highest generation) as the cluster's claims leave it
/// (issue 17, "Pools").
struct PoolUsage
{
    struct Counter
    {
        QString counterSet;
        QString counter;
        QString total; ///< quantities
        QString used;
        QString left;
    };
    struct SharedCapacity
    {
        QString device;
        QString capacity; ///< fully qualified name
        QString total;
        QString used;
        QString left;
    };
    QString driver;
    QString name;
    QStringList nodes; ///< nodeName of its slices; "(all nodes)" or "(node selector)" otherwise
    qint64 generation = 0;
    int slices = 0; ///< at the generation
    qint64 resourceSliceCount = 0;
    bool incomplete = false;
    bool invalid = false;
    QString invalidReason;
    int devices = 0;
    int inUse = 0;   ///< held by claims (exclusively, or shared with capacity consumed)
    int tainted = 0; ///< free but tainted NoSchedule/NoExecute
    int free = 0;
    QList<Counter> counters;
    QList<SharedCapacity> shared;

    QJsonObject toJson() const;
};

namespace Internal {
struct ClusterModel;
}

/// Whether NODE (a Node object) satisfies SELECTOR (a core/v1 NodeSelector as JSON, e.g. a
/// claim's status.allocation.nodeSelector): terms ORed, requirements ANDed, matchFields on
/// metadata.name.
bool nodeSelectorMatches(const QJsonObject &selector, const QJsonObject &node);

class Allocator;

/// The part of the allocator's preparation that depends on the cluster alone: the
/// ResourceSlices read into devices (grouped by pool, indexed by node), DeviceTaintRules
/// applied, and what every ResourceClaim holds, indexed by device. Built once per cluster read
/// (Dra::PreparedCluster keeps it) and shared, immutable, by every Allocator made from it,
/// which then costs only its classes and the claims it leaves out (issue 37: a query never
/// rebuilds it). Copyable; reentrant.
class AllocatorCluster
{
public:
    struct Inputs
    {
        QList<QJsonObject> slices;     ///< ResourceSlices
        QList<QJsonObject> taintRules; ///< DeviceTaintRules
        /// Apply TAINTRULES: DRADeviceTaints and DRADeviceTaintRules are both on for the
        /// allocators made from this one.
        bool applyTaintRules = false;
        /// ResourceClaims: what those with status.allocation hold (AllocatedState::fromClaims).
        QList<QJsonObject> claims;
        QHash<QString, QMap<QString, QString>> namespaceLabels;
    };
    /// Errors: those of Allocator::prepare() for the slices.
    static Result<AllocatorCluster> prepare(Inputs inputs);
    bool taintRulesApplied() const;

private:
    friend class Allocator;
    std::shared_ptr<const Internal::ClusterModel> m_model;
};

/// The cluster side of the allocator, prepared once and used for many nodes and claims: the
/// slices grouped by pool and indexed by node, classes by name with their selectors compiled,
/// DeviceTaintRules applied. Copyable (shared, immutable); allocate() is reentrant and may run
/// on several threads at once.
class Allocator
{
public:
    struct Inputs
    {
        FeatureGates features;
        QList<QJsonObject> classes;    ///< DeviceClasses (resource.k8s.io/v1 or v1beta*)
        QList<QJsonObject> slices;     ///< ResourceSlices
        QList<QJsonObject> taintRules; ///< DeviceTaintRules (resource.k8s.io/v1alpha3, v1beta2)
        AllocatedState allocated;
        /// Namespace name -> labels, to check the admin-access label; empty: not known.
        QHash<QString, QMap<QString, QString>> namespaceLabels;
    };

    /// Errors: ALLOCATION_INPUT for a slice or class that cannot be read (naming it).
    static Result<Allocator> prepare(Inputs inputs);
    /// The same as prepare() with CLUSTER's inputs, FEATURES, CLASSES and
    /// AllocatedState::fromClaims(claims, EXCEPT), without reading the cluster again: the
    /// devices the claims in EXCEPT hold are recounted without them. FEATURES must have
    /// DRADeviceTaints and DRADeviceTaintRules both on exactly when CLUSTER applied the rules.
    static Result<Allocator> prepare(const AllocatorCluster &cluster, const FeatureGates &features,
                                     const QList<QJsonObject> &classes,
                                     const QSet<QString> &except = {});

    const FeatureGates &features() const;

    /// Allocates CLAIMS (ResourceClaims or ResourceClaimTemplates, resource.k8s.io/v1; a
    /// template is allocated as the claim the scheduler would make of it) together on NODE (a
    /// Node object: metadata.name and labels). Not allocatable: allocated == false and reasons.
    /// Errors, with the allocator's own words in the message: CLAIM_INPUT (unknown or missing
    /// class, CEL that does not compile, a gated feature that is off, an unknown allocation
    /// mode or selector or constraint, more devices than a claim can hold) and
    /// ALLOCATION_FAILED (All on an incomplete or invalid pool, invalid pools and no other
    /// way, a constraint that All cannot meet, a CEL runtime error).
    Result<AllocationOutcome> allocate(const QJsonObject &node,
                                       const QList<QJsonObject> &claims) const;

    /// Claims read once for allocating them on many nodes (`claim match`, `explain pod`): the
    /// same as allocate(node, claims), without reading the claims again per node. Input errors
    /// come from allocate(), at the place the scheduler reports them.
    class PreparedClaims
    {
    private:
        friend class Allocator;
        std::shared_ptr<const void> m_parsed;
    };
    PreparedClaims prepareClaims(const QList<QJsonObject> &claims) const;
    /// What allocate() fills in: everything; the verdict alone (`allocated` and, when not,
    /// `reasons`; no allocations, notes or usage: `explain pod` asks only whether claims fit);
    /// or everything but the allocations' JSON, `chosen` instead (`claim match`, issue 37).
    enum class Detail
    {
        Full,
        Verdict,
        Devices,
    };
    Result<AllocationOutcome> allocate(const QJsonObject &node, const PreparedClaims &claims,
                                       Detail detail = Detail::Full) const;

    /// Devices of the pools on NODE, ignoring claims: how many, and how many of them other
    /// claims hold or taints keep out (for per-node counts).
    NodeUsage nodeUsage(const QJsonObject &node) const;
    /// Every pool of the cluster, sorted by driver and name.
    QList<PoolUsage> poolUsage() const;

private:
    std::shared_ptr<const Internal::ClusterModel> m_model;
};

/// The most device results one claim can hold (resource.k8s.io/v1 AllocationResultsMaxSize).
inline constexpr int AllocationResultsMaxSize = 32;

/// The namespace label the API server requires for claims with admin access.
inline constexpr QLatin1StringView AdminAccessNamespaceLabel{"resource.kubernetes.io/admin-access"};

} // namespace Accel::Dra
