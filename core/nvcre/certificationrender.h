// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "nvcre/catalog.h"
#include "nvcre/detection.h"
#include "nvcre/overrides.h"
#include "result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// `certification render` and `workloadrun render` (issue 8, section 4; spec
/// platform-detection-and-overrides.txt): a Certification becomes one Workflow per category
/// from the catalog, sized by the GPU defaults (platform overrides included, options winning),
/// overrides applied for the detected (or given) platform and architecture; a WorkloadRun becomes
/// one Workflow. Pure functions; reentrant.
namespace Accel::Nvcre {

inline constexpr QLatin1StringView ManagedByLabel{"app.kubernetes.io/managed-by"};
inline constexpr QLatin1StringView CertificationLabel{"nvcre.nvidia.com/certification"};
inline constexpr QLatin1StringView CategoryDomainLabel{"nvcre.nvidia.com/category-domain"};
inline constexpr QLatin1StringView CategoryVariantLabel{"nvcre.nvidia.com/category-variant"};
inline constexpr QLatin1StringView WorkloadRunLabel{"nvcre.nvidia.com/workload-run"};

/// The catalog-wide default timeoutPerJob (communication entries): one hour.
inline constexpr qint64 DefaultTimeoutPerJobMs = 3600000;
/// A WorkloadRun's default (and the training entries'): 24 hours.
inline constexpr qint64 DefaultWorkloadRunTimeoutPerJobMs = 24 * 3600000;

struct CertificationCategory
{
    QString domain;
    QString variant;
    QJsonObject options; ///< categories[].options
};

struct Certification
{
    QString name;
    QString nameSpace;
    /// The spec-level CategoryOptions (every spec field but target, categories and
    /// gangScheduler).
    QJsonObject options;
    QList<CertificationCategory> categories;
    TargetSelector target;

    /// categories[i].options over the spec-level options (workloadMetadata.labels merged per
    /// key; everything else replaced).
    QJsonObject resolvedOptions(qsizetype category) const;
};

/// Reads a Certification (YAML or JSON; kind Certification of nvcre.nvidia.com or
/// cre.nvidia.com). Errors: NVCRE_CERTIFICATION for a malformed document or field, and
/// `certification NAME: [category D/V: ]invalid rdmaDeviceAccess "X"; valid values: [hostPath,
/// devicePlugin]` (case-sensitive: HostPath is an error), likewise timeoutPerJob.
Result<Certification> readCertification(const QByteArray &bytes, const QString &sourceName);
Result<Certification> readCertificationFile(const QString &path);

/// What the render works from: detection on real nodes (--snapshot, --dry-run) or the offline
/// resolution of the flags (offlineDetection()).
struct RenderDetection
{
    DetectionResult detection;
    /// The target nodes (topology domain count); empty offline.
    QList<QJsonObject> targetNodes;
    /// Offline: no NIC / network / plugin detection ran (the spec's field-only render).
    bool offline = true;
    /// What detection ran on (not offline). A category whose options set another mlnxPerNode
    /// or nicResourceName than the spec-level ones gets its own NIC detection from it.
    std::optional<DetectionInput> input;
};

/// Offline resolution (no cluster): platform = PLATFORM or onprem; architecture = GPUARCH, else
/// the target nodeSelector's nvidia.com/gpu.product, else, on a platform whose nodes carry no
/// product label (nscale), NVCRE_GPU_ARCH_REQUIRED saying to pass --gpu-arch; else "unknown".
/// Invalid flags: detect()'s errors (they list the valid values).
Result<RenderDetection> offlineDetection(const TargetSelector &target, const QString &platform,
                                         const QString &gpuArchitecture);

struct CategoryRender
{
    QString domain;
    QString variant;
    QJsonObject workflow;
    /// The Workflow as `workflow` but with no override applied and no annotation: the same
    /// apiVersion, kind, metadata name/namespace/labels, and the spec the catalog (or
    /// buildWorkloadRunSpec) produced with `overrides` removed and the same option transforms
    /// (image, workloadMetadata labels) applied. The left side of the panel's base-versus-rendered
    /// diff, as WorkflowRender::base is for a Workflow.
    QJsonObject base;
    OverrideOutcome overrides;
    GpuShape shape;
    QString timeoutPerJob; ///< Go duration text as rendered ("1h0m0s")
};

struct CertificationRender
{
    QString platform;
    QString gpuArchitecture;
    QList<CategoryRender> categories;
    /// Detection events, GPUArchitectureDefaults, then per category the override events
    /// (messages prefixed "domain/variant: ").
    QList<NvcreEvent> events;
};

/// What --dry-run (and --snapshot) detection found, for stderr (spec "On-prem clusters", "GCP
/// H100 clusters": dry-run prints the networks and plugin it found, or why it fell back, which
/// the events say): `Auto-detected NIC resource "rdma/ib" (allocatable at the requested count on
/// every target node)`, `Auto-detected GKE TCPXO networks a, b, ... (allocatable on every target
/// node)`, `Auto-detected TCPXO plugin v1.0.16 on every target node: NCCL image ..., training
/// image ..., tcpxo-daemon ...`. Empty offline. NICFROMOPTION: nicResourceName was set, so nothing
/// was detected.
QStringList detectionSummary(const RenderDetection &detection, bool nicFromOption);

/// Renders every category of CERTIFICATION. Errors: NVCRE_CATEGORY_NOT_FOUND (lists the
/// catalog's entries), the override engine's (prefixed with the category).
Result<CertificationRender> renderCertification(const Certification &certification,
                                                const Catalog &catalog,
                                                const RenderDetection &detection);

struct WorkloadRun
{
    QString name;
    QString nameSpace;
    QJsonObject spec;
};

Result<WorkloadRun> readWorkloadRun(const QByteArray &bytes, const QString &sourceName);
Result<WorkloadRun> readWorkloadRunFile(const QString &path);

struct WorkloadRunParameters
{
    int gpusPerNode = 8;
    int mlnxPerNode = 0;
    bool enableMnnvl = false;
};

/// The WorkflowSpec of RUN before any override is resolved (CRE's BuildWorkflowSpec): the
/// TrainingRuntime `<name>-runtime`, the trainer (torch: torchrun SCRIPT ARGS; mpi: mpirun;
/// exec: COMMAND), the worker NCCL environment, /dev/shm, timeoutPerJob (24h default),
/// iterations, and the catalog's WorkloadRun overrides (unfilled requirements dropped).
Result<QJsonObject> buildWorkloadRunSpec(const WorkloadRun &run, const Catalog &catalog,
                                         const WorkloadRunParameters &parameters,
                                         const CatalogParameters &catalogParameters = {});

struct WorkloadRunRender
{
    QString platform;
    QString gpuArchitecture;
    QJsonObject workflow;
    /// The Workflow as `workflow` but with no override applied and no annotation: the same
    /// apiVersion, kind and metadata name/namespace/labels, and buildWorkloadRunSpec()'s spec
    /// with `overrides` removed and the run's image applied. The left side of the panel's
    /// base-versus-rendered diff.
    QJsonObject base;
    OverrideOutcome overrides;
    QList<NvcreEvent> events;
};

/// One Workflow for RUN: labels managed-by and workload-run; the detected-gpu-architecture
/// annotation always, detected-platform only when PLATFORMGIVEN.
Result<WorkloadRunRender> renderWorkloadRun(const WorkloadRun &run, const Catalog &catalog,
                                            const RenderDetection &detection, bool platformGiven);

/// Detection on real nodes (a snapshot, the live cluster), as `certification render` and
/// `workloadrun render` run it with --snapshot or --dry-run: detect(INPUT), then CRE's fallback
/// of an "unknown" architecture to the target's nvidia.com/gpu.product selector, and the target
/// nodes. Not offline.
Result<RenderDetection> clusterDetection(const DetectionInput &input);

/// The nodes of NODES whose metadata.name is in NAMES, in NODES' order.
QList<QJsonObject> nodesNamed(const QList<QJsonObject> &nodes, const QStringList &names);

} // namespace Accel::Nvcre
