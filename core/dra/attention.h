// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Accel::Kube {
class ClusterSnapshot;
}

/// What needs an operator's action, at a glance (issue 38, "Attention at a glance"): the counts
/// the window's tab titles and status strip carry, each with the keys of the rows it counts so a
/// click can show them. One entry, over the same engines as `accelctl get claims`, `get pools`
/// and `get gpus`, so the counts are the rows those list. Reentrant; any thread.
namespace Accel::Dra {

class Inventory;
class PreparedCluster;

struct Attention
{
    /// Claims allocated but reserved for no pod (ClaimView::leak()), "namespace/name".
    QStringList leakedClaims;
    /// Devices that are not healthy, "driver/pool/device" (AllocatedState::deviceKey): what
    /// their driver says (deviceHealth(): an attribute, a health taint) or what the condition of
    /// a claim that holds them says (ClaimDeviceView::unhealthy). Each device once.
    QStringList unhealthyDevices;
    /// Pods with claims in phase Pending, "namespace/name" (podsWithClaims()).
    QStringList pendingPods;
    /// Pools whose newest generation has fewer slices than resourceSliceCount, "driver/pool".
    QStringList incompletePools;
    /// Pools the scheduler allocates nothing from (PoolUsage::invalid: a device listed twice, a
    /// counter set defined twice ...), "driver/pool". The window counts them with the
    /// incomplete ones, as its pools list shows them together.
    QStringList invalidPools;
    /// Launch plans that would be refused (blockers): not a cluster fact, so the caller sets it
    /// (the window: its Launch panel's current plan).
    int blockedLaunches = 0;

    /// Everything above that comes from the cluster.
    int clusterCount() const;
    int total() const { return clusterCount() + blockedLaunches; }
    bool operator==(const Attention &) const = default;
    QJsonObject toJson() const;
};

/// The attention counts of SNAPSHOT, whose inventory is INVENTORY (Inventory::build(snapshot),
/// which the caller usually has already). Each list sorted.
Attention clusterAttention(const Kube::ClusterSnapshot &snapshot, const Inventory &inventory);
/// The same on a prepared snapshot: its claims' rows and pools, built once for it and shared with
/// every other query of it (the window's Claims in the cluster made them too: issue 37, a second
/// allocator preparation was two fifths of the window's memory).
Attention clusterAttention(const PreparedCluster &cluster, const Inventory &inventory);

} // namespace Accel::Dra
