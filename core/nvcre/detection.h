// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <utility>

/// Platform and GPU-architecture detection for certification rendering
/// (platform-detection-and-overrides.txt, "Auto-detection", "ResourceSlice fallback",
/// "On-prem clusters", "GCP H100 clusters"). One implementation, used by every accelctl command
/// and the GUI. Pure functions over Kubernetes objects as QJsonObjects; reentrant.
namespace Accel::Kube {
class ClusterSnapshot;
}

namespace Accel::Nvcre {

/// A Kubernetes event the detection emits, in the reference's reasons and texts
/// (cre NOTES section 8): HeterogeneousPlatform, CordonedNodesExcluded, HeterogeneousGPU
/// (Warning), NICResourceDetection (Normal), GKENetworkDetection and TCPXOPluginDetection
/// (Warning), and our own ResourceSliceFallback (Normal) saying where product labels came from.
struct NvcreEvent
{
    QString type; ///< "Normal" or "Warning"
    QString reason;
    QString message;
    bool operator==(const NvcreEvent &) const = default;
};

/// The Certification / Workflow `spec.target` (nodeSelector, matchExpressions with operators In,
/// NotIn, Exists, DoesNotExist, nodeNames) and `includeUnschedulable`.
struct TargetSelector
{
    QMap<QString, QString> nodeSelector;
    QList<QJsonObject> matchExpressions; ///< {key, operator, values}
    QStringList nodeNames;
    bool includeCordoned = false;

    /// A Certification's `spec.target` or a Workflow's `spec.orchestration.target`:
    /// {nodeSelector, matchExpressions, nodeNames, includeUnschedulable}.
    static TargetSelector fromJson(const QJsonObject &target);
};

struct DetectionInput
{
    /// core/v1 Node objects (from a snapshot, --nodes-file, mock nodes or the API).
    QList<QJsonObject> nodes;
    /// gpu.nvidia.com slices for the ResourceSlice fallback; may be empty. Slices of other
    /// drivers are ignored.
    QList<QJsonObject> resourceSlices;
    /// The List was refused (403): degrade, do not fail.
    bool resourceSlicesForbidden = false;
    /// For TCPXO installer pod detection (kube-system pods; others are ignored).
    QList<QJsonObject> pods;
    TargetSelector target;
    /// --platform (validated against validPlatforms()), empty = detect.
    QString platformOverride;
    /// --gpu-arch (validated against validGpuArchitectures()), empty = detect. With it set no
    /// node is excluded for its architecture (the votes are still counted).
    QString gpuArchOverride;
    /// options.mlnxPerNode for NIC detection; -1 = the architecture's default (8 for gb200,
    /// gb300, b200 and b300).
    int mlnxPerNodeOption = -1;
    /// options.nicResourceName: when set, NIC detection does not run and this name is used.
    QString nicResourceNameOption;
    /// Why the pod List failed (e.g. refused), empty when it did not: TCPXO plugin detection
    /// then falls back with "could not list kube-system pods: <this>".
    QString podListError;
    /// Keep only nodes labelled nvidia.com/gpu.present=true (cluster target discovery). Offline
    /// render (--nodes-file, mock nodes) passes the given nodes straight to platform and
    /// architecture detection, as cre's CLI does (cre NOTES, `resolveNodes`): false there.
    bool requireGpuPresent = true;
};

struct DetectionResult
{
    /// aws, gcp, azure, oci, onprem, togetherai, mistral, forge, nscale (validPlatforms()).
    QString platform;
    /// Why: `providerID "aws:///..." of node X`, `--platform onprem`, ...
    QString platformReason;
    /// h100, gb200, ... as parsed from nvidia.com/gpu.product, or "unknown".
    QString gpuArchitecture;
    /// architecture -> labelled node count (unlabelled nodes do not vote).
    QMap<QString, int> archVotes;
    /// Sorted names, after exclusions.
    QStringList targetNodes;
    /// Sorted names of cordoned GPU nodes and nodes of another architecture; the reasons are in
    /// the CordonedNodesExcluded and HeterogeneousGPU events.
    QStringList excludedNodes;
    /// True when at least one node's product label came from a ResourceSlice.
    bool resourceSliceFallbackUsed = false;
    /// The detected (or given) NIC resource; empty when none is requested.
    QString nicResourceName;
    /// The count NIC detection required per node; -1 when NIC detection does not apply (not
    /// on-prem GB200/GB300/B200/B300).
    int mlnxPerNode = -1;
    /// GCP H100 only: the eight GKE networks in pod eth1..eth8 order (detected or the defaults
    /// gpu-nic0..gpu-nic7).
    QStringList tcpxoNetworks;
    /// GCP H100 only: the release whose row is rendered (v1.0.15, v1.0.16, v1.0.17).
    QString tcpxoPluginVersion;
    /// GCP H100 only: the row's images, keyed "nccl" (NCCL test workers, launcher),
    /// "training" (training workers, megatron-clone init), "tcpxoDaemon" (the sidecar image) and
    /// "tcpxoDaemonArgs" ("--num_hops=2").
    QMap<QString, QString> tcpxoImages;
    /// In emission order.
    QList<NvcreEvent> events;

    QJsonObject toJson() const;
};

/// `aws, gcp, azure, oci, onprem, togetherai, mistral, forge, nscale` (the order errors list).
QStringList validPlatforms();
/// The keys of the GPU defaults table, sorted: a100, b200, b300, gb200, gb300, h100, h200, l40,
/// l40s, rtxpro6000.
QStringList validGpuArchitectures();

/// The architecture of an nvidia.com/gpu.product value (cre parse-product rules): "" for "";
/// `NVIDIA-` / `NVIDIA ` stripped; RTX-PRO-6000... is rtxpro6000; else the text before the first
/// `-` or space, lowercased (NVIDIA-H100-80GB-HBM3 -> h100, NVIDIA-GB300-NVL72 -> gb300).
QString architectureOfProduct(const QString &productLabel);
/// The platform of one node (cre detect-platform rules): providerID prefixes aws://, gce://,
/// azure://, ocid1., nscale://, kubevirt:// (+ node-role.together.ai/worker label: togetherai,
/// else onprem), metal3:// (mistral, the spec's trap), openstack:// and anything else onprem; an
/// empty providerID is forge when the hostname label contains "forge" or the node has the
/// nke.nvidia.com/site-name label, else onprem.
QString platformOfNode(const QJsonObject &node);
/// GPU Feature Discovery's label sanitising: characters outside [A-Za-z0-9-_. ] dropped, each run
/// of whitespace one `-`, trimmed ("NVIDIA GB300" -> "NVIDIA-GB300").
QString sanitizeProductName(const QString &nvmlName);

/// The TCPXO plugin release -> images table (spec "GCP H100 clusters"); empty for an unmapped
/// release. Keys as DetectionResult::tcpxoImages.
QMap<QString, QString> tcpxoReleaseImages(const QString &release);
/// The mapped releases, oldest first (v1.0.15 is the minimum and the offline default).
QStringList tcpxoMappedReleases();

/// A target in one word, `platform/arch` (`aws/h100`): the one spelling of the window, the
/// README and `--target` (issue 38).
QString targetSpelling(const QString &platform, const QString &gpuArchitecture);
/// Reads `platform/arch` (`--target aws/h100`, the same as `--platform aws --gpu-arch h100`).
/// Errors: USAGE when it is not two non-empty parts around one `/`; NVCRE_PLATFORM or
/// NVCRE_GPU_ARCH (listing the valid values) for an unknown part. Returns {platform, arch}.
Result<std::pair<QString, QString>> parseTargetSpelling(const QString &text);

/// Where a chosen GPU architecture CHOSEN contradicts what the target says (issue 38): the
/// architecture of the target's `nvidia.com/gpu.product` nodeSelector or `In` expression, and
/// the nodes' vote VOTES (DetectionResult::archVotes, when some node voted and none voted for
/// CHOSEN). One sentence per contradiction; empty when none, or when CHOSEN is empty ("auto").
QStringList gpuArchitectureContradictions(const TargetSelector &target,
                                          const QMap<QString, int> &votes, const QString &chosen);

/// Node discovery, the ResourceSlice fallback, platform, architecture vote and exclusions, NIC
/// resource, GKE TCPXO networks and plugin version. Fails only for an invalid override
/// (NVCRE_PLATFORM, NVCRE_GPU_ARCH: the message lists the valid values) or an unsupported
/// matchExpressions operator (NVCRE_TARGET).
Result<DetectionResult> detect(const DetectionInput &input);

/// Sets INPUT's nodes, resourceSlices and pods from SNAPSHOT, and resourceSlicesForbidden and
/// podListError from the lists a live read was refused (Kube::ClusterSnapshot::refusedLists()).
/// The one way every command and the Overrides panel hand a cluster to detect().
void setCluster(DetectionInput &input, const Kube::ClusterSnapshot &snapshot);

} // namespace Accel::Nvcre
