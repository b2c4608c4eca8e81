// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/allocation.h"
#include "dra/allocator.h"
#include "result.h"

#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <optional>

namespace Accel::Kube {
class ClusterSnapshot;
}

namespace Accel::Dra {
class PreparedCluster;
}

/// The allocation use cases as one entry each for the CLI and the window (issue 15 section 3,
/// issue 18 section 1): `accelctl claim allocate`, `claim match` and the Claims panel read
/// their claim files here and build their allocator from a cluster here.
namespace Accel::Dra {

/// What --claim and --class files hold.
struct ClaimFiles
{
    QList<QJsonObject> claims;           ///< ResourceClaims and ResourceClaimTemplates
    QList<QJsonObject> classFileClasses; ///< DeviceClasses of --class files
    QList<QJsonObject> claimFileClasses; ///< DeviceClasses that came in a claim file
    QStringList warnings;                ///< objects that are neither, skipped
};

/// Reads CLAIMFILES and CLASSFILES (YAML or JSON, several documents or a List). Errors: the
/// reader's (naming the file), CLAIM_INPUT when the claim files hold no claim.
Result<ClaimFiles> readClaimFiles(const QStringList &claimFiles, const QStringList &classFiles);
/// The same for claims given as text (YAML or JSON, several documents or a List; `accelctl mcp
/// serve`'s claim tools): DeviceClasses in TEXT count as a claim file's. SOURCENAME names it in
/// errors and warnings.
Result<ClaimFiles> readClaimText(const QByteArray &text, const QString &sourceName);

/// The gates a preview of SNAPSHOT runs with: the defaults of the cluster's release (its
/// recorded server version, else the newest release known), then SPEC on top
/// (--feature-gates). *RELEASE gets the release used, *FROM says where it came from
/// ("cluster" or "default").
Result<FeatureGates> previewGates(const Kube::ClusterSnapshot &snapshot, const QString &spec,
                                  QString *release = nullptr, QString *from = nullptr);

/// The allocator for SNAPSHOT: its slices and DeviceTaintRules, CLASSES (effectiveClasses() of
/// the caller's sources), what its ResourceClaims hold except the claims named in EXCEPT
/// ("namespace/name", claims being previewed), and its namespaces' labels.
Result<Allocator> allocatorFor(const Kube::ClusterSnapshot &snapshot,
                               const QList<QJsonObject> &classes, const FeatureGates &gates,
                               const QSet<QString> &except = {});

/// "namespace/name" of every ResourceClaim in CLAIMS (templates are new claims).
QSet<QString> claimKeys(const QList<QJsonObject> &claims);

/// `claim match` as the CLI and the Claims panel both run it: CLAIMS (ResourceClaims or
/// templates) against every node of INVENTORY, built from SNAPSHOT, with CLASSES
/// (effectiveClasses() of the caller's sources); a node the selectors allow is then given to
/// the scheduler's allocator (allocatorFor(), gates previewGates(SNAPSHOT, FEATUREGATES)).
/// Errors: FEATURE_GATES, and those of allocatorFor() and matchClaims().
Result<QList<ClaimOutcome>> matchInCluster(const Kube::ClusterSnapshot &snapshot,
                                           const Inventory &inventory,
                                           const QList<QJsonObject> &claims,
                                           const QList<QJsonObject> &classes,
                                           const QString &featureGates = {});
/// The same on a prepared snapshot (its kept allocator side, over INVENTORY or its own).
Result<QList<ClaimOutcome>> matchInCluster(const PreparedCluster &cluster,
                                           const Inventory &inventory,
                                           const QList<QJsonObject> &claims,
                                           const QList<QJsonObject> &classes,
                                           const QString &featureGates = {});
Result<QList<ClaimOutcome>> matchInCluster(const PreparedCluster &cluster,
                                           const QList<QJsonObject> &claims,
                                           const QList<QJsonObject> &classes,
                                           const QString &featureGates = {});

/// `claim match` for claims read from files or text (ClaimFiles), one entry for the CLI and
/// `accelctl mcp serve`: the files' classes (--class files first, then those that came with the
/// claims) win over the cluster's of the same name, and where they select something else that
/// is a warning naming CLUSTERLABEL; then matchInCluster() over an inventory of SNAPSHOT.
struct ClaimFileMatch
{
    /// The files' skipped objects, class clashes and the inventory's warnings, in that order;
    /// kept when the match fails.
    QStringList warnings;
    Result<QList<ClaimOutcome>> outcomes = QList<ClaimOutcome>{};
};
ClaimFileMatch matchClaimFiles(const ClaimFiles &files, const Kube::ClusterSnapshot &snapshot,
                               const QString &clusterLabel, const QString &featureGates = {});
ClaimFileMatch matchClaimFiles(const ClaimFiles &files, const PreparedCluster &cluster,
                               const QString &clusterLabel, const QString &featureGates = {});

struct AllocateRequest
{
    QList<QJsonObject> claims;  ///< allocated together, in order, as one pod's claims
    QList<QJsonObject> classes; ///< from files; they win over the cluster's on a name clash
    QString node;
    QString featureGates; ///< --feature-gates
};

struct AllocateReport
{
    QString node;
    FeatureGates gates;
    QString release;     ///< the Kubernetes release whose defaults the gates started from
    QString releaseFrom; ///< "cluster" or "default"
    QList<QJsonObject> claims;
    AllocationOutcome outcome;
    QStringList warnings;

    /// {node, release, featureGates, allocated, claims: [{name, namespace, allocation}],
    /// reasons[], notes[]} (DESIGN.md, `claim allocate`); a claim from a template carries
    /// "template": true.
    QJsonObject toJson() const;
};

/// `accelctl claim allocate`: REQUEST's claims on REQUEST.node of SNAPSHOT, as kube-scheduler
/// would allocate them. Errors: NODE_NOT_FOUND (naming the known nodes), FEATURE_GATES, and
/// Allocator::allocate()'s.
Result<AllocateReport> allocateOnNode(const Kube::ClusterSnapshot &snapshot,
                                      const AllocateRequest &request);
Result<AllocateReport> allocateOnNode(const PreparedCluster &cluster,
                                      const AllocateRequest &request);

/// A pod's claims, to be allocated together on every node (issue 15 section 4, "Pod claims").
struct PodClaimsRequest
{
    QList<QJsonObject> claims;  ///< ResourceClaims and templates, in the pod's order
    QList<QJsonObject> classes; ///< from files; they win over the cluster's on a name clash
    QString featureGates;       ///< --feature-gates syntax; empty: the cluster's defaults
};

/// One node's answer in a PodAllocationReport.
struct NodeAllocation
{
    QString node;
    /// allocated, the status.allocation per claim, the reasons per request and device when
    /// not allocated, notes, and the node's devices in use and tainted (usage).
    AllocationOutcome outcome;
    /// Allocator::allocate() failed on this node (ALLOCATION_FAILED: All on an incomplete or
    /// invalid pool, a CEL runtime error; CLAIM_INPUT where the search reached bad input):
    /// the scheduler reports it and the node cannot hold the claims. `claim allocate --node`
    /// on this node exits 1 with this error.
    std::optional<Error> error;
    QStringList warnings; ///< this node only: it has no Node object, ...

    bool fits() const { return !error && outcome.allocated; }
};

struct PodAllocationReport
{
    FeatureGates gates;
    QString release;     ///< the Kubernetes release whose defaults the gates started from
    QString releaseFrom; ///< "cluster" or "default"
    QList<QJsonObject> claims;
    /// Every Node of the snapshot and every node a slice names (nodeName) without a Node
    /// object, sorted by name.
    QList<NodeAllocation> nodes;
    int fitting = 0;      ///< nodes that can hold every claim
    QStringList warnings; ///< for every node: what the preview cannot see

    /// What allocateOnNode() gives for nodes[INDEX] with the same claims, classes and gates
    /// (the report `accelctl claim allocate --node` prints); meaningless for a node with an
    /// error.
    AllocateReport nodeReport(qsizetype index) const;
};

/// Called after each node: the nodes done and the total. Runs on the calling thread.
using AllocationProgress = std::function<void(qsizetype done, qsizetype total)>;

/// The Claims panel's *Pod claims* mode: REQUEST's claims allocated together, in order, on
/// every node of SNAPSHOT as kube-scheduler would (devices other claims hold, taints,
/// counters, capacity), each node giving the answer allocateOnNode() gives for it. The
/// cluster side is prepared once and the claims read once for all nodes. CANCEL is polled
/// between nodes. Errors: FEATURE_GATES, allocatorFor()'s, ALLOCATION_CANCELLED; errors of
/// the allocation on one node are that node's (NodeAllocation::error). Reentrant.
Result<PodAllocationReport> allocateOnEveryNode(const Kube::ClusterSnapshot &snapshot,
                                                const PodClaimsRequest &request,
                                                const std::atomic<bool> *cancel = nullptr,
                                                const AllocationProgress &progress = {});
/// The same on a prepared snapshot: its kept allocator side, not prepared again.
Result<PodAllocationReport> allocateOnEveryNode(const PreparedCluster &cluster,
                                                const PodClaimsRequest &request,
                                                const std::atomic<bool> *cancel = nullptr,
                                                const AllocationProgress &progress = {});

} // namespace Accel::Dra
