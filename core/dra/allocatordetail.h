// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/allocator.h"
#include "dra/deviceselector.h"
#include "dra/inventory.h"
#include "dra/inventorybuilder.h"
#include "result.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMutex>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

/// The internals of Allocator shared by its sources; not part of the engine's interface. As in
/// Kubernetes' structured allocator, each role has its file: allocatorprep.cpp (the feature
/// gates, what existing claims hold, and the cluster prepared: slices, devices, classes),
/// allocatorpools.cpp (the pools on a node and their use), allocatorclaims.cpp (the claims read),
/// allocator.cpp (the search and the results it writes), allocatorcapacity.cpp (quantities,
/// consumable capacity and counters) and allocatorreasons.cpp (why a claim does not fit). Each
/// of them compiles alone (core/CMakeLists.txt) and uses this namespace (`using namespace
/// Internal`).
namespace Accel::Dra::Internal {

__extension__ typedef __int128 Int128;

/// A resource.Quantity kept exact in nano units (Kubernetes rounds below 1n up). `binary`
/// remembers a Ki/Mi/Gi spelling, so results print as their inputs did.
struct Amount
{
    Int128 nano = 0;
    bool binary = false;

    static std::optional<Amount> parse(QStringView text);
    QString toString() const;
    auto operator<=>(const Amount &o) const { return nano <=> o.nano; }
    bool operator==(const Amount &o) const { return nano == o.nano; }
};

/// Devices tried before the preview gives up on one node; the scheduler has a time limit of
/// its own (a search this long takes it seconds, too).
constexpr qint64 SearchStepBudget = 2'000'000;

inline QString str(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

inline QJsonObject obj(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toObject();
}

inline QJsonArray arr(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toArray();
}

inline QString qualify(const QString &name, const QString &driver)
{
    return name.contains(QLatin1Char('/')) ? name : driver + QLatin1Char('/') + name;
}

// ---------------------------------------------------------------------------------------------
// The prepared cluster (allocatorprep.cpp).

struct SelectorRequirement
{
    QString key;
    QString op;
    QStringList values;
};

struct SelectorTerm
{
    QList<SelectorRequirement> expressions;
    QList<SelectorRequirement> fields;
};

/// A core/v1 NodeSelector: terms ORed, the requirements of a term ANDed; an empty term
/// matches nothing.
struct NodeSelector
{
    QList<SelectorTerm> terms;
    QJsonObject json;

    static Result<NodeSelector> read(const QJsonObject &json, const QString &where);
    bool matches(const QString &nodeName, const QJsonObject &labels) const;
};

struct Taint
{
    QString key;
    QString value;
    QString effect;
    QJsonObject json;

    QString toString() const { return taintText(key, value, effect); }
};

struct Toleration
{
    QString key;
    QString op; ///< Exists or Equal (the default)
    QString value;
    QString effect;

    bool tolerates(const Taint &taint) const
    {
        if (!effect.isEmpty() && effect != taint.effect)
            return false;
        if (op == QLatin1String("Exists"))
            return key.isEmpty() || key == taint.key;
        return key == taint.key && value == taint.value;
    }
};

struct CapacityModel
{
    QString name; ///< fully qualified
    Amount value;
    bool hasPolicy = false;
    std::optional<Amount> defaultValue;
    QList<Amount> validValues; ///< sorted
    std::optional<Amount> min;
    std::optional<Amount> max;
    std::optional<Amount> step;
};

struct CounterUse
{
    QString counterSet;
    QList<std::pair<QString, Amount>> counters;
};

struct DeviceModel
{
    QString key;    ///< driver/pool/device
    int index = -1; ///< in ClusterModel::devices
    int slice = -1;
    Device cel; ///< what selectors read (attributes and capacity fully qualified)
    QSet<QString> valuelessAttributes; ///< qualified names of attributes without a value
    QList<CapacityModel> capacity;
    QList<CounterUse> consumes;
    QList<Taint> taints; ///< the slice's and the DeviceTaintRules'
    QStringList bindingConditions;
    QStringList bindingFailureConditions;
    bool bindsToNode = false;
    // perDeviceNodeSelection
    QString nodeName;
    bool allNodes = false;
    std::optional<NodeSelector> nodeSelector;
    /// A capacity or counter of the device that is not a quantity: the pool is invalid.
    QString invalidQuantity;

    const CapacityModel *findCapacity(const QString &qualified) const
    {
        for (const CapacityModel &c : capacity)
            if (c.name == qualified)
                return &c;
        return nullptr;
    }
};

struct SliceModel
{
    QString name;
    QString driver;
    QString pool;
    qint64 generation = 0;
    qint64 resourceSliceCount = 0;
    QString nodeName;
    bool allNodes = false;
    bool perDeviceNodeSelection = false;
    std::optional<NodeSelector> nodeSelector;
    QList<std::pair<QString, QList<std::pair<QString, Amount>>>> sharedCounters;
    QList<int> devices;
    /// A shared counter that is not a quantity: the pool is invalid.
    QString invalidQuantity;
};

struct PoolGroup
{
    QString driver;
    QString name;
    QList<int> slices; ///< every generation, input order
};

struct ClassModel
{
    QString name;
    QList<std::shared_ptr<const DeviceSelector>> selectors;
    std::optional<Error> error; ///< a selector that did not compile
    QJsonArray config;
};

struct NodePool
{
    int group = -1;
    QString driver;
    QString name;
    bool incomplete = false;
    qint64 slicesAtGeneration = 0;
    qint64 resourceSliceCount = 0;
    bool invalid = false;
    QString invalidReason;
    bool hasBindingConditions = false;
    QList<int> devices;    ///< available on the node, in search order
    QList<int> genDevices; ///< every device of the generation, on any node
    QHash<QString, QHash<QString, Amount>> counters;
    QHash<QString, QHash<QString, Amount>> consumed; ///< by devices other claims hold

    QString label() const { return driver + QLatin1Char('/') + name; }
};

/// A device's state where the claims being re-allocated are left out (Allocator::prepare
/// from an AllocatorCluster with `except`): what the remaining claims consume and who they are.
struct HeldOverride
{
    QMap<QString, QString> consumed;
    QStringList holders;
};

struct ClusterModel
{
    FeatureGates features;
    /// The cluster side (AllocatorCluster): shared, never changed by a query.
    QList<SliceModel> slices;
    QList<DeviceModel> devices;
    QList<PoolGroup> pools;
    QHash<QString, int> poolIndex;          ///< "driver/pool" -> pools
    QHash<QString, QList<int>> poolsByNode; ///< pools with a nodeName slice for the node
    QList<int> poolsAnyNode;                ///< pools with slices that select nodes otherwise
    bool taintRulesApplied = false;
    AllocatedState allocated;
    /// "namespace/name" -> status.allocation of every claim `allocated` counts.
    QMultiHash<QString, QJsonObject> claimAllocations;
    QHash<QString, QMap<QString, QString>> namespaceLabels;
    /// Per device (index into devices): HeldExclusive when another claim holds it,
    /// HeldConsumed when other claims consume capacity on it (issue 37: read once, never a
    /// string key per device and query).
    static constexpr quint8 HeldExclusive = 1;
    static constexpr quint8 HeldConsumed = 2;
    QList<quint8> held;
    QHash<int, HeldOverride> heldOverrides;
    /// Per pool: what Run::gatherPools() finds of it on the one node that all its slices name
    /// (nodeName; no counters, no per-device node selection), the same for every gate, so
    /// read once (issue 37: `explain pod` visits every node); null for the other pools.
    QList<std::shared_ptr<const NodePool>> nodePools;

    /// The query side.
    QHash<QString, ClassModel> classes;

    /// Claim selectors compiled once per expression: `claim match` allocates one claim on
    /// thousands of nodes. Guarded: allocate() runs on several threads at once.
    mutable QMutex selectorsLock;
    mutable QHash<QString, std::shared_ptr<const DeviceSelector>> selectorCache;

    bool holds(int d) const { return held[d] & HeldExclusive; }
    bool hasConsumed(int d) const { return held[d] & HeldConsumed; }
    /// Capacity other claims consume on device D, by name as the results wrote it.
    QMap<QString, QString> consumedOn(int d) const
    {
        if (!hasConsumed(d))
            return {};
        if (const auto it = heldOverrides.constFind(d); it != heldOverrides.constEnd())
            return it->consumed;
        return allocated.consumedCapacity().value(devices[d].key);
    }
    QStringList holdersOf(int d) const
    {
        if (const auto it = heldOverrides.constFind(d); it != heldOverrides.constEnd())
            return it->holders;
        return allocated.holders(devices[d].key);
    }
};

Result<std::shared_ptr<const DeviceSelector>> compileSelector(const QJsonValue &selector,
                                                              const QString &owner, int index);

// ---------------------------------------------------------------------------------------------
// One allocation: the pools on the node, the claims, and the search.

struct ReqModel
{
    QString name; ///< the result's request: "req" or "req/sub"
    QString base;
    QString sub;
    bool isSub = false;
    const ClassModel *cls = nullptr;
    QList<std::shared_ptr<const DeviceSelector>> selectors; ///< the request's own
    bool all = false;
    qint64 count = 1;
    bool admin = false;
    QList<Toleration> tolerations;
    QJsonArray tolerationsJson;
    QList<std::pair<QString, Amount>> capacityRequests; ///< names as written
    // On the node:
    QList<int> allDevices;
    int numDevices = 0;
    mutable QHash<int, bool> selectable;
};

struct ConstraintModel
{
    QSet<QString> requests;
    QString attribute;
    bool distinct = false;

    bool appliesTo(const ReqModel &r) const
    {
        return requests.isEmpty() || requests.contains(r.base) ||
               (r.isSub && requests.contains(r.name));
    }
};

struct ClaimRun
{
    QString label; ///< "namespace/name", or the name alone, as the scheduler's errors print it
    QString ns;
    QString name;
    QList<QList<ReqModel>> requests; ///< one entry, or the subrequests in order
    QList<bool> hasSub;
    QList<qint64> minAfter; ///< per request: the fewest devices the requests after it need
    QList<ConstraintModel> constraints;
    QJsonArray config;
};

/// The claims read once, before any node (Run::parseClaims).
struct ParsedClaims
{
    QList<ClaimRun> claims;
    std::optional<Error> error; ///< the first input error, reported at its place
    int errorClaim = -1;
    /// The request whose reading failed; -2: the claim itself; INT_MAX: its constraints.
    int errorRequest = -1;
};

struct DevResult
{
    int device = -1;
    const ReqModel *req = nullptr;
    bool shared = false;
    QList<std::pair<QString, Amount>> consumed;
};

struct ConstraintState
{
    std::optional<Attribute> value;
    int count = 0;
    QList<Attribute> values;
};

struct DeviceUse
{
    int exclusive = 0; ///< non-admin, dedicated allocations
    QList<int> claims; ///< every allocation, by claim index
    int counterUses = 0;
};

class Run
{
public:
    Run(const ClusterModel &m, const QJsonObject &node)
        : m_m(m)
    {
        const QJsonObject meta = obj(node, "metadata");
        m_nodeName = str(meta, "name");
        m_labels = obj(meta, "labels");
    }

    QString nodeName() const { return m_nodeName; }
    const QList<NodePool> &pools() const { return m_pools; }
    NodeUsage usage() const
    {
        NodeUsage usage;
        const ReqModel none;
        for (const NodePool &pool : m_pools) {
            for (const int d : pool.devices) {
                const DeviceModel &device = m_m.devices[d];
                ++usage.devices;
                if (heldElsewhere(device))
                    ++usage.inUse;
                else if (!tolerated(device, none, nullptr))
                    ++usage.tainted;
            }
        }
        return usage;
    }

    void gatherPools();
    /// Pool group G as this node sees it; nullopt when no slice of it targets the node.
    std::optional<NodePool> poolOnNode(int g);
    ParsedClaims parseClaims(const QList<QJsonObject> &claims) const;
    Result<void> finishClaims(const ParsedClaims &parsed);
    Result<bool> search();
    QList<QJsonObject> results() const;
    QList<QList<AllocationOutcome::Chosen>> chosen() const;
    QStringList reasons() const;
    QStringList notes() const;
    qint64 steps() const { return m_steps; }

    bool deviceOnNode(const DeviceModel &d) const
    {
        const SliceModel &s = m_m.slices[d.slice];
        if (!s.perDeviceNodeSelection)
            return true;
        return d.nodeName == m_nodeName || d.allNodes ||
               (d.nodeSelector && d.nodeSelector->matches(m_nodeName, m_labels));
    }
    bool sliceTargets(const SliceModel &s) const
    {
        if (!s.nodeName.isEmpty())
            return s.nodeName == m_nodeName;
        if (s.allNodes)
            return true;
        if (s.nodeSelector)
            return s.nodeSelector->matches(m_nodeName, m_labels);
        if (s.perDeviceNodeSelection) {
            for (const int d : s.devices)
                if (deviceOnNode(m_m.devices[d]))
                    return true;
        }
        return false;
    }
    bool heldElsewhere(const DeviceModel &d) const
    {
        return m_m.holds(d.index) || (!shared(d) && m_m.hasConsumed(d.index));
    }
    bool shared(const DeviceModel &d) const
    {
        return m_m.features.consumableCapacity && d.cel.allowMultipleAllocations;
    }
    bool tolerated(const DeviceModel &d, const ReqModel &r, const Taint **blocking) const
    {
        if (!m_m.features.deviceTaints)
            return true;
        for (const Taint &t : d.taints) {
            if (t.effect != QLatin1String("NoSchedule") && t.effect != QLatin1String("NoExecute"))
                continue;
            const bool ok = std::any_of(r.tolerations.cbegin(), r.tolerations.cend(),
                                        [&](const Toleration &tol) { return tol.tolerates(t); });
            if (!ok) {
                if (blocking)
                    *blocking = &t;
                return false;
            }
        }
        return true;
    }

    Result<bool> isSelectable(const ReqModel &r, int device) const;
    /// The capacity a shared device gives R; nullopt when it does not fit. *WHY says why.
    std::optional<QList<std::pair<QString, Amount>>> consumption(const ReqModel &r, int device,
                                                                 QString *why = nullptr) const;
    bool countersFit(int device, QString *why = nullptr) const;
    int poolOf(int device) const
    {
        // A node has a few pools of a few devices: no index per node.
        for (qsizetype p = 0; p < m_pools.size(); ++p)
            if (m_pools[p].devices.contains(device))
                return int(p);
        return -1;
    }

private:
    Result<void> readRequest(ClaimRun &claim, const QJsonObject &request, const QString &where);
    Result<ReqModel> readAlternative(const ClaimRun &claim, const QJsonObject &body,
                                     const QString &base, const QString &sub) const;
    /// FROM: the search position of the request's previous device (combinations, not orders).
    Result<bool> allocateOne(int c, int r, int s, int d, bool inSub, int from = 0);
    /// Nullopt: not allocated; true: allocated (undo with deallocate()).
    Result<bool> allocateDevice(int c, const ReqModel &r, int device, bool must);
    void deallocate(int c);
    bool inUse(int c, const ReqModel &r, int device) const;
    QJsonObject resultOf(int c) const;
    QJsonObject nodeSelectorOf(int c) const;
    QString explainRequest(const ClaimRun &claim, const ReqModel &r) const;

    const ClusterModel &m_m;
    QString m_nodeName;
    QJsonObject m_labels;
    QList<NodePool> m_pools;
    /// Pools whose slices select nodes (nodeSelector, allNodes, per device) and leave this one
    /// out: explainRequest() names them when their devices would serve a request (issue 17,
    /// "node affinity from the slice").
    QList<int> m_unreachable;
    QList<ClaimRun> m_claims;
    QList<QList<DevResult>> m_results;
    QList<QList<ConstraintState>> m_constraintState;
    QList<QList<QList<ConstraintState>>>
        m_constraintSaved; ///< per claim: the states before each result
    QHash<int, DeviceUse> m_use;
    QHash<int, QHash<QString, Amount>> m_sharedConsumed;
    QHash<int, QHash<QString, QHash<QString, Amount>>> m_counterUse; ///< pool -> set -> counter
    QList<QList<int>> m_sub;
    bool m_invalidSeen = false;
    qint64 m_steps = 0;
    bool m_budgetHit = false;
};

} // namespace Accel::Dra::Internal
