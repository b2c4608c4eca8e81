// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "renderjob.h"

#include "doc/documentreader.h"
#include "doc/linediff.h"
#include "doc/yamllinepointers.h"
#include "doc/yamlwriter.h"
#include "inputfile.h"
#include "nvcre/catalog.h"
#include "nvcre/certificationrender.h"
#include "nvcre/nvcrecodes.h"
#include "nvcre/nvcretr.h"
#include "nvcre/workflowrender.h"
#include "resourcelimits.h"
#include "workpool.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMutex>
#include <QtConcurrent/QtConcurrentRun>

namespace Accel::Nvcre {

namespace {

const QString ProductLabel = QStringLiteral("nvidia.com/gpu.product");

RenderedWorkflow makeDocument(const QString &label, const QJsonObject &base,
                              const QJsonObject &rendered, const OverrideOutcome &overrides,
                              bool withLines)
{
    RenderedWorkflow d;
    d.label = label;
    d.base = base;
    d.rendered = rendered;
    d.overrides = overrides;
    d.baseYaml = Doc::toYaml(base);
    d.renderedYaml = Doc::toYaml(rendered);
    if (withLines) {
        d.baseLines = Doc::LineDiff::splitLines(QString::fromUtf8(d.baseYaml));
        d.renderedLines = Doc::LineDiff::splitLines(QString::fromUtf8(d.renderedYaml));
        d.basePointers = Doc::yamlLinePointers(d.baseLines);
        d.renderedPointers = Doc::yamlLinePointers(d.renderedLines);
    }
    return d;
}

/// A snapshot file read once and reused while its size and time stamps stay the same, so that
/// re-rendering after an edit does not parse a large cluster file again. Any worker thread.
Result<Kube::ClusterSnapshot> snapshotFile(const QString &path)
{
    struct Stamp
    {
        qint64 size = -1;
        QDateTime modified;
        QDateTime changed; ///< ctime: any write or a rename over the file moves it
        bool operator==(const Stamp &) const = default;
    };
    struct Cached
    {
        QString path;
        Stamp stamp;
        Kube::ClusterSnapshot snapshot;
    };
    static QMutex mutex;
    static std::optional<Cached> cache;
    // Stamped before reading: a file replaced while it is parsed is read again next time.
    const QFileInfo info(path);
    const Stamp stamp{info.size(), info.lastModified(), info.metadataChangeTime()};
    {
        const QMutexLocker lock(&mutex);
        if (cache && cache->path == path && cache->stamp == stamp)
            return cache->snapshot;
    }
    Result<Kube::ClusterSnapshot> read = Kube::ClusterSnapshot::fromFile(path);
    if (read) {
        const QMutexLocker lock(&mutex);
        cache = Cached{path, stamp, *read};
    }
    return read;
}

Result<Kube::ClusterSnapshot> clusterOf(const RenderParams &params)
{
    if (params.cluster)
        return *params.cluster;
    if (!params.snapshotFile.isEmpty())
        return snapshotFile(params.snapshotFile);
    return fail(Code::RENDER_NO_CLUSTER, Tr::tr("No cluster to detect on"),
                Tr::tr("Give a snapshot (--snapshot FILE), read the live cluster (--dry-run), or "
                       "render offline (in the window: choose a cluster in the Hardware tab)"));
}

/// Detection for a Certification or WorkloadRun: offline from the flags, else on the nodes of
/// the cluster (as `certification render --snapshot` does).
Result<RenderDetection> catalogDetection(const RenderParams &params, const TargetSelector &target,
                                         int mlnxPerNode, const QString &nicResourceName)
{
    if (params.nodes != RenderNodeSource::Cluster) {
        // offlineGpuArchitecture()'s rule for a catalog render is offlineDetection()'s own.
        return offlineDetection(target, params.platform, params.gpuArchitecture);
    }
    const Result<Kube::ClusterSnapshot> snapshot = clusterOf(params);
    if (!snapshot)
        return tl::unexpected(snapshot.error());
    DetectionInput input;
    setCluster(input, *snapshot);
    input.target = target;
    input.platformOverride = params.platform;
    input.gpuArchOverride = params.gpuArchitecture;
    input.mlnxPerNodeOption = mlnxPerNode;
    input.nicResourceNameOption = nicResourceName;
    return clusterDetection(input);
}

Result<void> renderWorkflowInput(const RenderParams &params, const QJsonObject &workflow,
                                 RenderResult &out)
{
    DetectionInput input;
    std::optional<DetectionResult> detected;
    if (params.nodes == RenderNodeSource::Offline) {
        if (params.platform.isEmpty())
            return fail(Code::NVCRE_PLATFORM_REQUIRED,
                        Tr::tr("an offline Workflow render needs a platform"),
                        Tr::tr("Pass --platform P (one of %1)")
                            .arg(validPlatforms().join(QStringLiteral(", "))));
        const Result<QString> arch =
            offlineGpuArchitecture(RenderInputKind::Workflow, workflowTarget(workflow),
                                   params.platform, params.gpuArchitecture);
        if (!arch)
            return tl::unexpected(arch.error());
        // As `accelctl workflow render --platform P --gpu-arch A`: CRE's mock nodes for the
        // pair, every one counted (cordoned or not, no nvidia.com/gpu.present filter).
        const Result<QList<QJsonObject>> nodes = mockNodes(params.platform, *arch);
        if (nodes) {
            input.target.includeCordoned = true;
            input.requireGpuPresent = false;
            input.nodes = *nodes;
        } else if (!params.resolvePairWithoutMockNodes) {
            return tl::unexpected(nodes.error());
        } else {
            const Result<RenderDetection> offline =
                offlineDetection(workflowTarget(workflow), params.platform, *arch);
            if (!offline)
                return tl::unexpected(offline.error());
            detected = offline->detection;
        }
    } else if (params.nodes == RenderNodeSource::NodesFile) {
        // The file's nodes as they are, as CRE's resolveNodes passes them to detection.
        const Result<QList<QJsonObject>> nodes = readNodesFile(params.nodesFile);
        if (!nodes)
            return tl::unexpected(nodes.error());
        input.target.includeCordoned = true;
        input.requireGpuPresent = false;
        input.nodes = *nodes;
    } else {
        // A whole cluster, as `workflow render --snapshot`: the Workflow's target nodes.
        const Result<Kube::ClusterSnapshot> snapshot = clusterOf(params);
        if (!snapshot)
            return tl::unexpected(snapshot.error());
        input.target = workflowTarget(workflow);
        setCluster(input, *snapshot);
    }
    QList<QJsonObject> targetNodes;
    if (!detected) {
        const Result<DetectionResult> result = detect(input);
        if (!result)
            return tl::unexpected(result.error());
        detected = *result;
        targetNodes = nodesNamed(input.nodes, result->targetNodes);
    }
    out.detection = detected;
    out.events = detected->events;
    out.targetWarnings = gpuArchitectureContradictions(workflowTarget(workflow),
                                                       detected->archVotes, params.gpuArchitecture);
    const Result<WorkflowRender> render =
        renderWorkflow(workflow, detected->platform, detected->gpuArchitecture, targetNodes);
    if (!render)
        return tl::unexpected(render.error());
    out.events += render->overrides.events;
    for (const OverrideRecord &record : render->overrides.records) {
        for (const QString &warning : record.warnings)
            out.warnings << QStringLiteral("override[%1]: %2").arg(record.index).arg(warning);
    }
    const QString name = render->rendered.value(QStringLiteral("metadata"))
                             .toObject()
                             .value(QStringLiteral("name"))
                             .toString();
    //: Label of a rendered Workflow that has no name
    out.documents << makeDocument(name.isEmpty() ? Tr::tr("(unnamed Workflow)") : name,
                                  render->base, render->rendered, render->overrides,
                                  params.withDiffLines);
    return {};
}

Result<Catalog> catalogOf(const RenderParams &params)
{
    return params.catalogDir.isEmpty() ? Catalog::embedded() : Catalog::load(params.catalogDir);
}

Result<void> renderCertificationInput(const RenderParams &params, const Certification &cert,
                                      RenderResult &out)
{
    const Result<Catalog> catalog = catalogOf(params);
    if (!catalog)
        return tl::unexpected(catalog.error());
    const QJsonValue mlnx = cert.options.value(QStringLiteral("mlnxPerNode"));
    const QString nic = cert.options.value(QStringLiteral("nicResourceName")).toString();
    const Result<RenderDetection> detection =
        catalogDetection(params, cert.target, mlnx.isDouble() ? mlnx.toInt() : -1, nic);
    if (!detection)
        return tl::unexpected(detection.error());
    out.detection = detection->detection;
    out.detectionNotes = detectionSummary(*detection, !nic.isEmpty());
    out.targetWarnings = gpuArchitectureContradictions(cert.target, detection->detection.archVotes,
                                                       params.gpuArchitecture);
    const Result<CertificationRender> render = renderCertification(cert, *catalog, *detection);
    if (!render)
        return tl::unexpected(render.error());
    out.events = render->events;
    for (const CategoryRender &category : render->categories)
        out.documents << makeDocument(category.domain + QLatin1Char('/') + category.variant,
                                      category.base, category.workflow, category.overrides,
                                      params.withDiffLines);
    return {};
}

Result<void> renderWorkloadRunInput(const RenderParams &params, const WorkloadRun &run,
                                    RenderResult &out)
{
    const Result<Catalog> catalog = catalogOf(params);
    if (!catalog)
        return tl::unexpected(catalog.error());
    // The same reading of spec.target as a Certification's (includeUnschedulable too).
    const TargetSelector target =
        TargetSelector::fromJson(run.spec.value(QStringLiteral("target")).toObject());
    const QJsonValue mlnx = run.spec.value(QStringLiteral("mlnxPerNode"));
    const QString nic = run.spec.value(QStringLiteral("nicResourceName")).toString();
    const Result<RenderDetection> detection =
        catalogDetection(params, target, mlnx.isDouble() ? mlnx.toInt() : -1, nic);
    if (!detection)
        return tl::unexpected(detection.error());
    out.detection = detection->detection;
    out.detectionNotes = detectionSummary(*detection, !nic.isEmpty());
    out.targetWarnings = gpuArchitectureContradictions(target, detection->detection.archVotes,
                                                       params.gpuArchitecture);
    // The platform is "given" (annotated) when the operator named it.
    const Result<WorkloadRunRender> render =
        renderWorkloadRun(run, *catalog, *detection, !params.platform.isEmpty());
    if (!render)
        return tl::unexpected(render.error());
    out.events = render->events;
    out.documents << makeDocument(run.name, render->base, render->workflow, render->overrides,
                                  params.withDiffLines);
    return {};
}

} // namespace

RenderInputKind renderInputKind(const QJsonObject &document)
{
    const QString kind = document.value(QStringLiteral("kind")).toString();
    if (kind == QLatin1String("Certification"))
        return RenderInputKind::Certification;
    if (kind == QLatin1String("WorkloadRun"))
        return RenderInputKind::WorkloadRun;
    return RenderInputKind::Workflow;
}

Result<QString> offlineGpuArchitecture(RenderInputKind kind, const TargetSelector &target,
                                       const QString &platform, const QString &gpuArchitecture)
{
    if (!gpuArchitecture.isEmpty())
        return gpuArchitecture;
    if (const QString fromSelector = architectureOfProduct(target.nodeSelector.value(ProductLabel));
        !fromSelector.isEmpty())
        return fromSelector;
    if (kind == RenderInputKind::Workflow) {
        QStringList pairs;
        for (const QString &pair : mockNodePairs()) {
            if (pair.startsWith(platform + QLatin1Char('-')))
                pairs << pair.mid(platform.size() + 1);
        }
        return fail(
            Code::NVCRE_GPU_ARCH_REQUIRED,
            Tr::tr("cannot resolve the GPU architecture offline: the Workflow's "
                   "spec.orchestration.target names no %1")
                .arg(ProductLabel),
            //: %1 the architectures with mock nodes for the platform, or "none"
            Tr::tr("Pass --gpu-arch A (in the Overrides panel: pick a GPU architecture); mock "
                   "nodes exist for %1 on this platform, or detect on nodes with --nodes-file, "
                   "--snapshot or --dry-run")
                .arg(pairs.isEmpty() ? Tr::tr("no architecture")
                                     : pairs.join(QStringLiteral(", "))));
    }
    const Result<RenderDetection> offline = offlineDetection(target, platform, QString());
    if (!offline)
        return tl::unexpected(offline.error());
    return offline->detection.gpuArchitecture;
}

Result<RenderResult> RenderJob::render(const RenderParams &params)
{
    RenderResult out;
    QByteArray bytes = params.bytes;
    QString source = params.sourceName;
    if (!params.inputFile.isEmpty()) {
        const Result<QByteArray> read = readInputFile(params.inputFile, Limits::DocumentFileBytes);
        if (!read)
            return tl::unexpected(read.error());
        bytes = *read;
        source = params.inputFile;
    }
    if (bytes.trimmed().isEmpty() && params.inputFile.isEmpty())
        return out; // nothing to render yet
    RenderInputKind kind = RenderInputKind::Workflow;
    if (params.kind) {
        kind = *params.kind;
    } else {
        const Result<QJsonValue> document = Doc::readDocument(bytes, source);
        if (!document)
            return tl::unexpected(document.error());
        kind = renderInputKind(document->toObject());
    }
    out.kind = kind;
    Result<void> done;
    if (kind == RenderInputKind::Certification) {
        const Result<Certification> cert = readCertification(bytes, source);
        if (!cert)
            return tl::unexpected(cert.error());
        done = renderCertificationInput(params, *cert, out);
    } else if (kind == RenderInputKind::WorkloadRun) {
        const Result<WorkloadRun> run = readWorkloadRun(bytes, source);
        if (!run)
            return tl::unexpected(run.error());
        done = renderWorkloadRunInput(params, *run, out);
    } else {
        const Result<QJsonObject> workflow = readWorkflow(bytes, source);
        if (!workflow)
            return tl::unexpected(workflow.error());
        done = renderWorkflowInput(params, *workflow, out);
    }
    if (!done)
        return tl::unexpected(done.error());
    return out;
}

RenderJob::RenderJob(RenderParams params, QObject *parent)
    : QObject(parent)
    , m_params(std::move(params))
{
    qRegisterMetaType<RenderResult>();
}

RenderJob::~RenderJob() = default; // a running render finishes on its worker, unseen

void RenderJob::start()
{
    cancel();
    m_watcher = new QFutureWatcher<Result<RenderResult>>(this);
    connect(m_watcher, &QFutureWatcherBase::finished, this, [this, watcher = m_watcher] {
        if (watcher != m_watcher)
            return; // cancelled
        const Result<RenderResult> result = watcher->result();
        m_watcher = nullptr;
        watcher->deleteLater();
        if (result)
            Q_EMIT finished(*result);
        else
            Q_EMIT failed(result.error());
    });
    m_watcher->setFuture(QtConcurrent::run(workPool(), &RenderJob::render, m_params));
}

Result<RenderResult> RenderJob::exec()
{
    cancel();
    return render(m_params);
}

void RenderJob::cancel()
{
    if (!m_watcher)
        return;
    m_watcher->disconnect(this);
    m_watcher->deleteLater();
    m_watcher = nullptr;
}

} // namespace Accel::Nvcre
