// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "dra/attention.h"

#include "dra/allocator.h"
#include "dra/clusterclaims.h"
#include "dra/driverprofile.h"
#include "dra/inventory.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>

namespace Accel::Dra {

int Attention::clusterCount() const
{
    return int(leakedClaims.size() + unhealthyDevices.size() + pendingPods.size() +
               incompletePools.size() + invalidPools.size());
}

QJsonObject Attention::toJson() const
{
    return QJsonObject{
        {QStringLiteral("leakedClaims"), QJsonArray::fromStringList(leakedClaims)},
        {QStringLiteral("unhealthyDevices"), QJsonArray::fromStringList(unhealthyDevices)},
        {QStringLiteral("pendingPods"), QJsonArray::fromStringList(pendingPods)},
        {QStringLiteral("incompletePools"), QJsonArray::fromStringList(incompletePools)},
        {QStringLiteral("invalidPools"), QJsonArray::fromStringList(invalidPools)},
        {QStringLiteral("blockedLaunches"), blockedLaunches},
    };
}

Attention clusterAttention(const Kube::ClusterSnapshot &snapshot, const Inventory &inventory)
{
    return clusterAttention(PreparedCluster(snapshot), inventory);
}

Attention clusterAttention(const PreparedCluster &cluster, const Inventory &inventory)
{
    const Kube::ClusterSnapshot &snapshot = cluster.snapshot();
    Attention out;
    QSet<QString> unhealthy;
    for (const Device &device : inventory.devices()) {
        if (deviceHealth(device) == Health::Unhealthy)
            unhealthy.insert(AllocatedState::deviceKey(device.driver, device.pool, device.name));
    }
    const ClusterClaimsReport claims = clusterClaims(cluster);
    for (const ClaimView &claim : claims.claims) {
        if (claim.leak())
            out.leakedClaims << claim.ns + QLatin1Char('/') + claim.name;
        for (const ClaimDeviceView &d : claim.devices)
            if (d.unhealthy)
                unhealthy.insert(AllocatedState::deviceKey(d.driver, d.pool, d.device));
    }
    out.unhealthyDevices = QStringList(unhealthy.cbegin(), unhealthy.cend());
    for (const PodWithClaims &pod : podsWithClaims(snapshot))
        if (pod.pending())
            out.pendingPods << pod.ns + QLatin1Char('/') + pod.name;
    for (const Pool &pool : inventory.pools())
        if (pool.incomplete)
            out.incompletePools << pool.driver + QLatin1Char('/') + pool.name;
    // Invalid pools are the allocator's verdict (`accelctl get pools`' STATE); a snapshot it
    // cannot read (a DeviceClass that does not compile ...) has none to count.
    if (const Result<QList<PoolUsage>> pools = clusterPools(cluster); pools) {
        for (const PoolUsage &pool : *pools)
            if (pool.invalid)
                out.invalidPools << pool.driver + QLatin1Char('/') + pool.name;
    }
    for (QStringList *list : {&out.leakedClaims, &out.unhealthyDevices, &out.pendingPods,
                              &out.incompletePools, &out.invalidPools}) {
        list->sort();
        list->removeDuplicates();
    }
    return out;
}

} // namespace Accel::Dra
