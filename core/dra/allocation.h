// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

/// The allocation preview (issue 7, section 3): which nodes could satisfy a ResourceClaim or
/// ResourceClaimTemplate, and why the others cannot. It follows the structured allocator of the
/// scheduler (k8s NOTES sections 1 to 3) but is advisory: the scheduler decides, and it also
/// weighs what other claims hold, taints and node affinity, which the preview does not see.
namespace Accel::Dra {

class Inventory;
class Allocator;

/// The scheduler's view besides the inventory (issue 15): with an allocator, a node qualifies
/// only when Dra::Allocator allocates the claim there, so devices other claims hold, taints,
/// shared counters and capacity count, and the reasons say so. NODES: Node objects by name,
/// for their labels (slices that select nodes); a node without one is matched by name only.
struct MatchContext
{
    const Allocator *allocator = nullptr;
    QHash<QString, QJsonObject> nodes;
};

/// One device chosen for a request.
struct AllocationDeviceRef
{
    QString driver;
    QString pool;
    QString device;
    QString gpuKey; ///< gpuKey(node, pciBusID) of the device's GPU, or empty when it has none
};

/// One request (or, on a node that fails, one firstAvailable subrequest) on one node.
struct RequestOutcome
{
    /// "gpu", or "main/sub" for a firstAvailable subrequest: on a node that qualifies, the
    /// subrequest chosen; on a node that fails, every subrequest, each with its own counts.
    QString request;
    QList<AllocationDeviceRef> chosen; ///< empty when the request could not be satisfied
    int devicesChecked = 0;            ///< devices on the node the selectors were evaluated on
    int devicesMatched = 0;            ///< of those, how many matched all selectors
    /// On a node that fails, per device that did not match: "DRIVER/DEVICE: TERM was false"
    /// (the top-level && terms of the first selector that was false, evaluated separately).
    QStringList falseTerms;
    QStringList errors; ///< CEL runtime errors: "DRIVER/DEVICE: 1:34: no such key: decodeAV2"
};

struct NodeOutcome
{
    QString node;
    bool qualifies = false;
    /// A CEL runtime error made allocation fail on this node; the scheduler then keeps the pod
    /// Pending even when other nodes qualify (k8s NOTES section 2).
    bool error = false;
    QList<RequestOutcome> requests;
    QStringList reasons; ///< sentences: why the node does not qualify, the summary first
    QStringList errors;  ///< the CEL runtime errors, as in RequestOutcome::errors
    /// A GPU here has a media.liken.sh device without vaDriver (its capability query failed,
    /// spec "When a GPU states false") and a request on media.liken.sh devices failed on it.
    bool likelyFailedQuery = false;
    /// With a MatchContext: devices on the node, how many other claims hold, how many are
    /// tainted (-1 without one).
    int devices = -1;
    int devicesInUse = -1;
    int devicesTainted = -1;

    /// One entry of ClaimOutcome::toJson()'s nodes.
    QJsonObject toJson() const;
};

struct ClaimOutcome
{
    QString claim; ///< metadata.name of the ResourceClaim / ResourceClaimTemplate
    QString kind;
    QList<NodeOutcome> nodes; ///< every node of the inventory, sorted by name
    bool anyQualifies = false;
    /// When no node qualifies: the pod stays Pending, which claim cannot allocate, and the
    /// spec's two ways forward (step 5). When a node has a CEL runtime error: that the pod
    /// stays Pending anyway.
    QStringList advice;

    /// {claim, kind, anyQualifies, advice[], nodes: [{node, qualifies, error,
    /// likelyFailedQuery, chosen: {request: [{driver, pool, device, gpuKey}]}, reasons[],
    /// errors[], requests: [{request, chosen[], devicesChecked, devicesMatched, falseTerms[],
    /// errors[]}]}]}.
    QJsonObject toJson() const;
};

/// For each claim (ResourceClaim or ResourceClaimTemplate, resource.k8s.io/v1 JSON; the
/// v1beta1 request form with the class fields inline is read too) and each node of INVENTORY:
/// whether devices can be assigned to every request. CLASSES are DeviceClass objects; their
/// selectors apply to every request naming them. Each selector is compiled once per call.
/// Errors: CLAIM_INPUT (not a claim, unknown class name, malformed claim, bad CEL), naming the
/// object and the field. Reentrant.
/// The DeviceClasses a match should see, from sources in priority order (the classes about to
/// be applied, then the cluster's ...): the first class of a name wins, as applying the earlier
/// sources would leave the cluster. Order is kept within each source.
QList<QJsonObject> effectiveClasses(const QList<QList<QJsonObject>> &sourcesByPriority);

Result<QList<ClaimOutcome>> matchClaims(const QList<QJsonObject> &claimsOrTemplates,
                                        const QList<QJsonObject> &classes,
                                        const Inventory &inventory,
                                        const MatchContext &context = {});

/// "NODE/PCIBUSID", the key AllocationDeviceRef::gpuKey uses for a GPU of the inventory.
QString gpuKey(const QString &node, const QString &pciBusId);

/// The line every view of the preview shows: it is advisory and the scheduler decides.
QString advisoryNote();

} // namespace Accel::Dra
