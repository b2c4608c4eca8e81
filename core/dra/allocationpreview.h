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

namespace Accel::Kube {
class ClusterSnapshot;
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

} // namespace Accel::Dra
