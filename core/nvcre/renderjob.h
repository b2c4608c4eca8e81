// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "kube/snapshot.h"
#include "nvcre/detection.h"
#include "nvcre/overrides.h"
#include "result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

template<typename T>
class QFutureWatcher;

namespace Accel::Nvcre {

/// What a render input is (its `kind`).
enum class RenderInputKind
{
    None = 0, ///< empty input: nothing to render
    Workflow,
    Certification,
    WorkloadRun,
};

/// Where detection runs.
enum class RenderNodeSource
{
    /// No cluster: RenderParams::platform and gpuArchitecture (for a Workflow, CRE's mock nodes
    /// of the pair).
    Offline = 0,
    /// The Node objects in RenderParams::nodesFile (`workflow render --nodes-file`; a Workflow
    /// only).
    NodesFile,
    /// A cluster: RenderParams::cluster, or the snapshot file RenderParams::snapshotFile.
    Cluster,
};

/// One render, as a value (as qBittorrent's AddTorrentParams): what `accelctl workflow render`,
/// `certification render` and `workloadrun render` take as flags and the Overrides panel as its
/// editor and target pickers.
struct RenderParams
{
    /// The document (YAML or JSON), or empty with `inputFile` set.
    QByteArray bytes;
    /// Names the input in errors ("editor:3:7: …"); the file's path when `inputFile` is read.
    QString sourceName;
    /// Read this file (as read*File(): FILE_READ, the document-file size limit) when set.
    QString inputFile;
    /// The kind the front end asks for (`workflow render` reads a Workflow: another kind is
    /// NVCRE_WORKFLOW_KIND); nullopt: the document's own `kind` decides.
    std::optional<RenderInputKind> kind;

    RenderNodeSource nodes = RenderNodeSource::Offline;
    /// Offline: the platform (empty: onprem for a Certification or WorkloadRun; a Workflow needs
    /// one). With a cluster: instead of detecting it (certification/workloadrun only).
    QString platform;
    /// Offline: the architecture; empty is "auto" (offlineGpuArchitecture()). With a cluster:
    /// instead of detecting it (certification/workloadrun only).
    QString gpuArchitecture;
    QString nodesFile;
    std::optional<Kube::ClusterSnapshot> cluster;
    /// Read (and cached while its size and time stamps stay the same) when `cluster` is unset.
    QString snapshotFile;
    /// The catalog folder for a Certification or WorkloadRun (`--catalog DIR`); empty: the
    /// embedded one.
    QString catalogDir;
    /// Offline Workflow on a pair CRE has no mock nodes for: resolve detection from the pair
    /// alone (the panel, whose pickers offer every pair) instead of NVCRE_MOCK_NODES (the CLI,
    /// as CRE).
    bool resolvePairWithoutMockNodes = false;
    /// Split each YAML into lines and pointers (RenderedWorkflow::baseLines …) for a line diff.
    bool withDiffLines = true;
};

/// One rendered Workflow (a Certification renders one per category).
struct RenderedWorkflow
{
    /// "communication/nccl-all-reduce" for a category, else the Workflow's name.
    QString label;
    QJsonObject base;
    QJsonObject rendered;
    OverrideOutcome overrides;
    QByteArray baseYaml;
    QByteArray renderedYaml;
    /// With RenderParams::withDiffLines: each YAML split into lines, and per line the JSON
    /// pointer it writes (Doc::yamlLinePointers()).
    QStringList baseLines;
    QStringList renderedLines;
    QStringList basePointers;
    QStringList renderedPointers;
};

struct RenderResult
{
    RenderInputKind kind = RenderInputKind::None;
    /// What detection found (unset for empty input).
    std::optional<DetectionResult> detection;
    /// detectionSummary() of a Certification or WorkloadRun rendered on real nodes.
    QStringList detectionNotes;
    /// Detection, defaults and override events, in the order the CLI prints them.
    QList<NvcreEvent> events;
    /// A Workflow's per-override warnings ("override[2]: …").
    QStringList warnings;
    /// Where the GPU architecture given contradicts the target's nvidia.com/gpu.product
    /// selector or the nodes' vote (gpuArchitectureContradictions(), issue 38).
    QStringList targetWarnings;
    QList<RenderedWorkflow> documents;
};

/// The offline GPU architecture rule both front ends use (issue 18, section 1): GPUARCHITECTURE
/// when given; else the one the target's nvidia.com/gpu.product nodeSelector names; else, for a
/// Workflow, NVCRE_GPU_ARCH_REQUIRED (hint: pass --gpu-arch, or pick one in the Overrides panel)
/// since CRE's mock nodes are per architecture; for a Certification or WorkloadRun
/// offlineDetection()'s rule (spec "Offline render": NVCRE_GPU_ARCH_REQUIRED on a platform whose
/// nodes carry no product label, else "unknown").
Result<QString> offlineGpuArchitecture(RenderInputKind kind, const TargetSelector &target,
                                       const QString &platform, const QString &gpuArchitecture);

/// The kind of a parsed document (`kind: Certification` …; anything else is a Workflow).
RenderInputKind renderInputKind(const QJsonObject &document);

/// A render, start to end: the one entry `accelctl workflow|certification|workloadrun render`
/// and the Overrides panel drive (issue 18, section 1), shaped as KCoreAddons' KJob: start() and
/// signals for the window, exec() for the command line. Steps: read the input, detect
/// (offline, a nodes file or a cluster), render (renderWorkflow, renderCertification or
/// renderWorkloadRun), and for the window the YAML and diff lines of each document.
///
/// start() renders on a worker thread; finished() or failed() follows, never from inside
/// start(). cancel() drops the result: no signal follows. exec() renders on the calling thread.
class RenderJob : public QObject
{
    Q_OBJECT

public:
    explicit RenderJob(RenderParams params, QObject *parent = nullptr);
    ~RenderJob() override;

    const RenderParams &params() const { return m_params; }

    void start();
    /// Renders and waits: the command line's entry.
    Result<RenderResult> exec();
    void cancel();
    bool isRunning() const { return m_watcher != nullptr; }

    /// The whole render, reentrant (what start() runs on its worker and exec() in place).
    static Result<RenderResult> render(const RenderParams &params);

Q_SIGNALS:
    void finished(const Accel::Nvcre::RenderResult &result);
    void failed(const Accel::Error &error);

private:
    RenderParams m_params;
    QFutureWatcher<Result<RenderResult>> *m_watcher = nullptr;
};

} // namespace Accel::Nvcre

Q_DECLARE_METATYPE(Accel::Nvcre::RenderResult)
