// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/allocator.h"
#include "result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace Accel::Kube {
class ClusterSnapshot;
}

/// The cluster's claims (issue 17): who holds which device, which pods wait and why, and what
/// pools have left. Built from a snapshot or a live read's snapshot, joined with the devices
/// of the ResourceSlices; one entry per use case for `accelctl get claims`, `get pools`,
/// `explain pod` and the window.
namespace Accel::Dra {

/// A claim's state as an operator reads it.
enum class ClaimState
{
    Invalid = 0,
    Pending,   ///< not allocated
    Reserved,  ///< allocated and reserved for pods
    Allocated, ///< allocated but reserved for no pod: devices held for nothing (a leak)
};

QString claimStateName(ClaimState state);

struct ClaimDeviceView
{
    QString request;
    QString driver;
    QString pool;
    QString device;
    QString node;     ///< the node of the device's slice; empty for network-attached devices
    QString pciBusId; ///< resource.kubernetes.io/pciBusID, when the device has one
    bool adminAccess = false;
    /// status.devices conditions of the device, "Type=Status (Reason: message)".
    QStringList conditions;
    bool unhealthy = false; ///< a condition says the device is not healthy
};

struct ClaimView
{
    QString ns;
    QString name;
    ClaimState state = ClaimState::Invalid;
    QStringList reservedFor; ///< "namespace/pod" of status.reservedFor
    QStringList pods;        ///< "namespace/pod" of the pods that reference the claim
    QString fromTemplate;    ///< the ResourceClaimTemplate a pod made it from, when known
    QList<ClaimDeviceView> devices;
    QStringList warnings; ///< the leak, unhealthy devices, a missing node

    bool leak() const { return state == ClaimState::Allocated; }
    QJsonObject toJson() const;
};

struct ClusterClaimsReport
{
    QList<ClaimView> claims; ///< sorted by namespace and name
    int pending = 0;
    int reserved = 0;
    int leaks = 0;
    int unhealthy = 0;
    /// What the view cannot see (a 403 on claims or pods), in words.
    QStringList warnings;

    QJsonObject toJson() const;
};

/// Every ResourceClaim of SNAPSHOT in namespace NS (empty: all), joined with the slices'
/// devices and the pods that reference each claim.
ClusterClaimsReport clusterClaims(const Kube::ClusterSnapshot &snapshot, const QString &ns = {});

/// The pools of SNAPSHOT as its claims leave them. Errors: those of allocatorFor().
Result<QList<PoolUsage>> clusterPools(const Kube::ClusterSnapshot &snapshot,
                                      const QString &featureGates = {},
                                      QStringList *warnings = nullptr);

class Inventory;

/// A snapshot prepared for queries (issue 37): what every query of the cluster's claims needs
/// and no query changes, built once on first use and kept for the next one: the allocator's
/// cluster side (AllocatorCluster), the inventory, the claims and pods by "namespace/name",
/// the nodes by name, `get claims -A` and `get pools`. The window and `accelctl mcp serve`
/// keep one beside their snapshot; the entries taking a snapshot make one per call. Copies
/// share what was built; every member is thread-safe (the first caller builds, others wait).
class PreparedCluster
{
public:
    PreparedCluster();
    explicit PreparedCluster(const Kube::ClusterSnapshot &snapshot);

    const Kube::ClusterSnapshot &snapshot() const;
    /// What allocatorFor(snapshot(), CLASSES, GATES, EXCEPT) gives, from the kept cluster side.
    Result<Allocator> allocator(const QList<QJsonObject> &classes, const FeatureGates &gates,
                                const QSet<QString> &except = {}) const;
    /// Inventory::build(snapshot()).
    const Inventory &inventory() const;
    /// The index in snapshot().resourceClaims() / pods() of "namespace/name"; -1: none (the
    /// last of several of one name, as a walk of the list keeps).
    qsizetype claimIndex(const QString &key) const;
    qsizetype podIndex(const QString &key) const;
    /// Every Node's name with its index in snapshot().nodes(), sorted by name (stable).
    const QList<std::pair<QString, qsizetype>> &nodesByName() const;

private:
    friend ClusterClaimsReport clusterClaims(const PreparedCluster &, const QString &);
    friend Result<QList<PoolUsage>> clusterPools(const PreparedCluster &, const QString &,
                                                 QStringList *);
    struct Data;
    std::shared_ptr<Data> d;
};

/// The same entries on a prepared snapshot: equal answers, the cluster read once for all.
ClusterClaimsReport clusterClaims(const PreparedCluster &cluster, const QString &ns = {});
Result<QList<PoolUsage>> clusterPools(const PreparedCluster &cluster,
                                      const QString &featureGates = {},
                                      QStringList *warnings = nullptr);

/// A pod that references ResourceClaims.
struct PodWithClaims
{
    QString ns;
    QString name;
    QString phase;
    QStringList claims; ///< the names in spec.resourceClaims
    bool pending() const { return phase == QLatin1String("Pending"); }
};

/// Every pod of SNAPSHOT with spec.resourceClaims, Pending ones first, then by namespace and
/// name.
QList<PodWithClaims> podsWithClaims(const Kube::ClusterSnapshot &snapshot);

/// Why a pod waits, node by node.
struct PodExplanation
{
    struct NodeVerdict
    {
        QString node;
        bool fits = false;
        QString reason; ///< the first reason it fails; empty when it fits

        QJsonObject toJson() const; ///< {node, fits, reason (when it does not fit)}
    };
    QString ns;
    QString name;
    QString phase;
    QString scheduled;     ///< the PodScheduled condition: "False: Unschedulable: 0/3 nodes ..."
    QStringList claims;    ///< "name -> namespace/claim" or "name -> template T (not yet made)"
    QStringList allocated; ///< claims already allocated: the pod must go where they are
    QList<NodeVerdict> nodes;
    QStringList fitsNow; ///< nodes where the pod's claims fit now
    QStringList notes;   ///< what the explanation cannot see, claims that are missing
    FeatureGates gates;
    QString release;

    QJsonObject toJson() const;
};

/// `accelctl explain pod NAME -n NS`: for each node, whether the pod's claims (allocated ones
/// where they are, the others together through Dra::Allocator) fit, and the first reason they
/// do not. Errors: POD_NOT_FOUND (naming the pods of the namespace), POD_NO_CLAIMS, and
/// allocatorFor()'s and Allocator::allocate()'s input errors.
Result<PodExplanation> explainPod(const Kube::ClusterSnapshot &snapshot, const QString &ns,
                                  const QString &name, const QString &featureGates = {});
Result<PodExplanation> explainPod(const PreparedCluster &cluster, const QString &ns,
                                  const QString &name, const QString &featureGates = {});

} // namespace Accel::Dra
