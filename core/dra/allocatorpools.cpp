// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The pools the allocator reads for a node (the newest generation of each pool whose slices
// target it, checked for validity, devices in search order) and what every pool of the cluster
// holds (Allocator::poolUsage, Allocator::nodeUsage).
#include "dra/allocator.h"
#include "dratr.h"

#include "dra/allocatordetail.h"

#include <QJsonArray>

#include <algorithm>

namespace Accel::Dra {

using namespace Internal;

void Run::gatherPools()
{
    QList<int> candidates = m_m.poolsByNode.value(m_nodeName);
    for (const int g : m_m.poolsAnyNode)
        if (!candidates.contains(g))
            candidates << g;
    for (const int g : std::as_const(candidates)) {
        if (const std::shared_ptr<const NodePool> &kept = m_m.nodePools.value(g)) {
            m_pools << *kept;
            continue;
        }
        if (std::optional<NodePool> pool = poolOnNode(g))
            m_pools << std::move(*pool);
    }
    const bool bindingLast = m_m.features.bindingConditions;
    std::sort(m_pools.begin(), m_pools.end(), [&](const NodePool &a, const NodePool &b) {
        if (bindingLast && a.hasBindingConditions != b.hasBindingConditions)
            return !a.hasBindingConditions;
        if (a.name != b.name)
            return a.name < b.name;
        return a.driver < b.driver;
    });
}

std::optional<NodePool> Run::poolOnNode(int g)
{
    const bool partitionable = m_m.features.partitionableDevices;
    const PoolGroup &group = m_m.pools[g];
    std::optional<qint64> generation;
    bool considered = false;
    for (const int s : group.slices) {
        const SliceModel &slice = m_m.slices[s];
        if (slice.perDeviceNodeSelection && !partitionable)
            continue;
        considered = true;
        if (sliceTargets(slice) && (!generation || slice.generation > *generation))
            generation = slice.generation;
    }
    if (!generation) {
        if (considered && m_m.poolsAnyNode.contains(g))
            m_unreachable << g;
        return std::nullopt;
    }
    NodePool pool;
    pool.group = g;
    pool.driver = group.driver;
    pool.name = group.name;
    QList<int> genSlices;
    for (const int s : group.slices) {
        const SliceModel &slice = m_m.slices[s];
        if (slice.generation == *generation && !(slice.perDeviceNodeSelection && !partitionable))
            genSlices << s;
    }
    pool.slicesAtGeneration = genSlices.size();
    pool.resourceSliceCount = m_m.slices[genSlices.first()].resourceSliceCount;
    pool.incomplete = pool.slicesAtGeneration != pool.resourceSliceCount;

    // Validity (README "invalid pool"): duplicate device names, duplicate counter sets,
    // devices consuming counter sets or counters their pool does not have.
    QSet<QString> names;
    for (const int s : std::as_const(genSlices)) {
        const SliceModel &slice = m_m.slices[s];
        if (!slice.invalidQuantity.isEmpty() && !pool.invalid) {
            pool.invalid = true;
            pool.invalidReason = slice.invalidQuantity;
        }
        for (const auto &set : slice.sharedCounters) {
            if (pool.counters.contains(set.first) && !pool.invalid) {
                pool.invalid = true;
                pool.invalidReason =
                    Tr::tr("counter set %1 is defined more than once").arg(set.first);
            }
            QHash<QString, Amount> &counters = pool.counters[set.first];
            for (const auto &c : set.second)
                counters.insert(c.first, c.second);
        }
        for (const int d : slice.devices) {
            const DeviceModel &device = m_m.devices[d];
            if (names.contains(device.cel.name) && !pool.invalid) {
                pool.invalid = true;
                pool.invalidReason =
                    Tr::tr("device %1 is listed more than once").arg(device.cel.name);
            }
            if (!device.invalidQuantity.isEmpty() && !pool.invalid) {
                pool.invalid = true;
                pool.invalidReason = device.invalidQuantity;
            }
            names.insert(device.cel.name);
            pool.genDevices << d;
            pool.hasBindingConditions =
                pool.hasBindingConditions || !device.bindingConditions.isEmpty();
        }
    }
    if (partitionable) {
        for (const int d : std::as_const(pool.genDevices)) {
            const DeviceModel &device = m_m.devices[d];
            for (const CounterUse &use : device.consumes) {
                if (pool.invalid)
                    break;
                const auto set = pool.counters.constFind(use.counterSet);
                if (set == pool.counters.constEnd()) {
                    pool.invalid = true;
                    pool.invalidReason =
                        Tr::tr("device %1 consumes counter set %2, which the pool does not "
                               "define")
                            .arg(device.cel.name, use.counterSet);
                    break;
                }
                for (const auto &c : use.counters) {
                    if (!set->contains(c.first) && !pool.invalid) {
                        pool.invalid = true;
                        pool.invalidReason =
                            Tr::tr("device %1 consumes counter %2 of counter set %3, which "
                                   "has no such counter")
                                .arg(device.cel.name, c.first, use.counterSet);
                    }
                }
            }
            if (heldElsewhere(device) || m_m.hasConsumed(d)) {
                for (const CounterUse &use : device.consumes)
                    for (const auto &c : use.counters)
                        pool.consumed[use.counterSet][c.first].nano += c.second.nano;
            }
        }
    }

    // Devices on this node, slices in name order, devices as listed.
    std::stable_sort(genSlices.begin(), genSlices.end(),
                     [&](int a, int b) { return m_m.slices[a].name < m_m.slices[b].name; });
    for (const int s : std::as_const(genSlices)) {
        const SliceModel &slice = m_m.slices[s];
        if (!sliceTargets(slice))
            continue;
        for (const int d : slice.devices)
            if (deviceOnNode(m_m.devices[d]))
                pool.devices << d;
    }
    return pool;
}

QJsonObject PoolUsage::toJson() const
{
    QJsonArray counterList;
    for (const Counter &c : counters)
        counterList << QJsonObject{{QStringLiteral("counterSet"), c.counterSet},
                                   {QStringLiteral("counter"), c.counter},
                                   {QStringLiteral("total"), c.total},
                                   {QStringLiteral("used"), c.used},
                                   {QStringLiteral("left"), c.left}};
    QJsonArray sharedList;
    for (const SharedCapacity &c : shared)
        sharedList << QJsonObject{{QStringLiteral("device"), c.device},
                                  {QStringLiteral("capacity"), c.capacity},
                                  {QStringLiteral("total"), c.total},
                                  {QStringLiteral("used"), c.used},
                                  {QStringLiteral("left"), c.left}};
    QJsonObject o{{QStringLiteral("driver"), driver},
                  {QStringLiteral("pool"), name},
                  {QStringLiteral("nodes"), QJsonArray::fromStringList(nodes)},
                  {QStringLiteral("generation"), generation},
                  {QStringLiteral("slices"), slices},
                  {QStringLiteral("resourceSliceCount"), resourceSliceCount},
                  {QStringLiteral("incomplete"), incomplete},
                  {QStringLiteral("invalid"), invalid},
                  {QStringLiteral("devices"), devices},
                  {QStringLiteral("inUse"), inUse},
                  {QStringLiteral("tainted"), tainted},
                  {QStringLiteral("free"), free},
                  {QStringLiteral("counters"), counterList},
                  {QStringLiteral("sharedCapacity"), sharedList}};
    if (invalid)
        o.insert(QStringLiteral("invalidReason"), invalidReason);
    return o;
}

QList<PoolUsage> Allocator::poolUsage() const
{
    const ClusterModel &m = *m_model;
    QList<PoolUsage> out;
    for (const PoolGroup &group : m.pools) {
        PoolUsage pool;
        pool.driver = group.driver;
        pool.name = group.name;
        for (const int s : group.slices)
            pool.generation = std::max(pool.generation, m.slices[s].generation);
        QHash<QString, QHash<QString, Amount>> counters;
        QHash<QString, QHash<QString, Amount>> used;
        QSet<QString> names;
        for (const int s : group.slices) {
            const SliceModel &slice = m.slices[s];
            if (slice.generation != pool.generation)
                continue;
            ++pool.slices;
            pool.resourceSliceCount = slice.resourceSliceCount;
            const QString where = !slice.nodeName.isEmpty()      ? slice.nodeName
                                  : slice.allNodes               ? Tr::tr("(all nodes)")
                                  : slice.perDeviceNodeSelection ? Tr::tr("(per device)")
                                                                 : Tr::tr("(node selector)");
            if (!pool.nodes.contains(where))
                pool.nodes << where;
            if (!slice.invalidQuantity.isEmpty() && !pool.invalid) {
                pool.invalid = true;
                pool.invalidReason = slice.invalidQuantity;
            }
            for (const auto &set : slice.sharedCounters) {
                if (counters.contains(set.first) && !pool.invalid) {
                    pool.invalid = true;
                    pool.invalidReason =
                        Tr::tr("counter set %1 is defined more than once").arg(set.first);
                }
                for (const auto &c : set.second)
                    counters[set.first].insert(c.first, c.second);
            }
            for (const int d : slice.devices) {
                const DeviceModel &device = m.devices[d];
                ++pool.devices;
                if (names.contains(device.cel.name) && !pool.invalid) {
                    pool.invalid = true;
                    pool.invalidReason =
                        Tr::tr("device %1 is listed more than once").arg(device.cel.name);
                }
                if (!device.invalidQuantity.isEmpty() && !pool.invalid) {
                    pool.invalid = true;
                    pool.invalidReason = device.invalidQuantity;
                }
                names.insert(device.cel.name);
                const bool sharedDevice =
                    m.features.consumableCapacity && device.cel.allowMultipleAllocations;
                const bool hasConsumption = m.hasConsumed(d);
                const bool held = m.holds(d) || hasConsumption;
                if (held) {
                    ++pool.inUse;
                    for (const CounterUse &use : device.consumes)
                        for (const auto &c : use.counters)
                            used[use.counterSet][c.first].nano += c.second.nano;
                } else {
                    bool tainted = false;
                    for (const Taint &t : device.taints)
                        tainted = tainted || t.effect == QLatin1String("NoSchedule") ||
                                  t.effect == QLatin1String("NoExecute");
                    if (tainted && m.features.deviceTaints)
                        ++pool.tainted;
                    else
                        ++pool.free;
                }
                if (sharedDevice) {
                    for (const CapacityModel &cap : device.capacity) {
                        Amount u;
                        u.binary = cap.value.binary;
                        const QMap<QString, QString> consumed = m.consumedOn(d);
                        if (hasConsumption)
                            for (auto it = consumed.cbegin(); it != consumed.cend(); ++it)
                                if (qualify(it.key(), device.cel.driver) == cap.name)
                                    u.nano += Amount::parse(it.value()).value_or(Amount{}).nano;
                        pool.shared << PoolUsage::SharedCapacity{
                            device.cel.name, cap.name, cap.value.toString(), u.toString(),
                            Amount{cap.value.nano - u.nano, cap.value.binary}.toString()};
                    }
                }
            }
        }
        pool.incomplete = pool.slices != pool.resourceSliceCount;
        QStringList sets = counters.keys();
        sets.sort();
        for (const QString &set : std::as_const(sets)) {
            QStringList names = counters[set].keys();
            names.sort();
            for (const QString &name : std::as_const(names)) {
                const Amount total = counters[set][name];
                Amount u = used.value(set).value(name);
                u.binary = total.binary;
                pool.counters << PoolUsage::Counter{
                    set, name, total.toString(), u.toString(),
                    Amount{total.nano - u.nano, total.binary}.toString()};
            }
        }
        out << pool;
    }
    std::sort(out.begin(), out.end(), [](const PoolUsage &a, const PoolUsage &b) {
        return a.driver != b.driver ? a.driver < b.driver : a.name < b.name;
    });
    return out;
}

NodeUsage Allocator::nodeUsage(const QJsonObject &node) const
{
    Run run(*m_model, node);
    run.gatherPools();
    return run.usage();
}

} // namespace Accel::Dra
