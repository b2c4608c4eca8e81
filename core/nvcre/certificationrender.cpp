// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "certificationrender.h"

#include "doc/documentreader.h"
#include "inputfile.h"
#include "nvcre/naming.h"
#include "nvcre/nvcrecodes.h"
#include "nvcre/nvcretr.h"
#include "nvcre/workflowrender.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

#include <algorithm>

namespace Accel::Nvcre {

namespace {

const QString ProductLabel = QStringLiteral("nvidia.com/gpu.product");

/// Platforms whose GPU nodes carry no nvidia.com/gpu.product label (DRA, no GPU Feature
/// Discovery): offline render cannot resolve their architecture without --gpu-arch.
const QStringList &labelLessPlatforms()
{
    static const QStringList list{QStringLiteral("nscale")};
    return list;
}

QJsonObject obj(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toObject();
}

Result<QJsonObject> readKind(const QByteArray &bytes, const QString &sourceName,
                             const QString &kind)
{
    const Result<QJsonValue> doc = Doc::readDocument(bytes, sourceName);
    if (!doc)
        return tl::unexpected(doc.error());
    if (!doc->isObject())
        return fail(Code::NVCRE_CERTIFICATION,
                    Tr::tr("%1: expected a %2 mapping").arg(sourceName, kind));
    const QJsonObject object = doc->toObject();
    const QString got = object.value(QStringLiteral("kind")).toString();
    if (got != kind)
        return fail(Code::NVCRE_CERTIFICATION,
                    Tr::tr("%1: kind is \"%2\", expected %3").arg(sourceName, got, kind));
    if (obj(object, "metadata").value(QStringLiteral("name")).toString().isEmpty())
        return fail(Code::NVCRE_CERTIFICATION,
                    Tr::tr("%1: metadata.name is required").arg(sourceName));
    return object;
}

Result<QByteArray> readFileBytes(const QString &path)
{
    return readInputFile(path, Limits::DocumentFileBytes);
}

/// rdmaDeviceAccess and timeoutPerJob of one options object (spec "Host RDMA device access":
/// the value is case-sensitive).
Result<void> validateOptions(const QJsonObject &options, const QString &certName,
                             const QString &category)
{
    const QString prefix =
        category.isEmpty()
            ? QStringLiteral("certification %1: ").arg(certName)
            : QStringLiteral("certification %1: category %2: ").arg(certName, category);
    const QJsonValue rdma = options.value(QStringLiteral("rdmaDeviceAccess"));
    if (!rdma.isUndefined() && !rdma.isNull()) {
        const QString value = rdma.toString();
        if (value != QLatin1String("hostPath") && value != QLatin1String("devicePlugin"))
            return fail(Code::NVCRE_CERTIFICATION,
                        prefix +
                            Tr::tr("invalid rdmaDeviceAccess \"%1\"; valid values: [hostPath, "
                                   "devicePlugin]")
                                .arg(rdma.isString() ? value : QStringLiteral("<non-string>")));
    }
    const QJsonValue timeout = options.value(QStringLiteral("timeoutPerJob"));
    if (!timeout.isUndefined() && !timeout.isNull() && parseGoDuration(timeout.toString()) <= 0)
        return fail(Code::NVCRE_CERTIFICATION,
                    prefix + Tr::tr("invalid timeoutPerJob \"%1\": expected a duration "
                                    "matching ^([0-9]+(h|m|s|ms))+$ (1h, 30m, 1h30m)")
                                 .arg(timeout.toString()));
    for (const char *key : {"gpusPerNode", "mlnxPerNode", "nodesPerJob"}) {
        const QJsonValue v = options.value(QLatin1String(key));
        if (!v.isUndefined() && !v.isNull() && (!v.isDouble() || v.toDouble() < 0))
            return fail(Code::NVCRE_CERTIFICATION,
                        prefix +
                            Tr::tr("%1: expected a whole number >= 0").arg(QLatin1String(key)));
    }
    return {};
}

int intOption(const QJsonObject &options, const char *key, int fallback)
{
    const QJsonValue v = options.value(QLatin1String(key));
    return v.isDouble() ? v.toInt() : fallback;
}

/// options.image: the trainer and every container of the entry's TrainingRuntimes but the
/// tcpxo-daemon sidecar (spec "Overriding the image": the sidecar keeps its own image).
void applyImage(QJsonObject &spec, const QString &image)
{
    QJsonObject jobTemplate = obj(spec, "jobTemplate");
    QJsonObject jtSpec = obj(jobTemplate, "spec");
    QJsonObject workload = obj(jtSpec, "workload");
    QJsonObject trainJob = obj(workload, "trainJob");
    QJsonObject trainer = obj(trainJob, "trainer");
    if (!trainJob.isEmpty()) {
        trainer.insert(QStringLiteral("image"), image);
        trainJob.insert(QStringLiteral("trainer"), trainer);
        workload.insert(QStringLiteral("trainJob"), trainJob);
        jtSpec.insert(QStringLiteral("workload"), workload);
        jobTemplate.insert(QStringLiteral("spec"), jtSpec);
        spec.insert(QStringLiteral("jobTemplate"), jobTemplate);
    }
    QJsonArray deps = spec.value(QStringLiteral("dependencies")).toArray();
    for (qsizetype d = 0; d < deps.size(); ++d) {
        QJsonObject dep = deps.at(d).toObject();
        if (dep.value(QStringLiteral("kind")).toString() != QLatin1String("TrainingRuntime"))
            continue;
        QJsonObject depSpec = obj(dep, "spec");
        QJsonObject tmpl = obj(depSpec, "template");
        QJsonObject tmplSpec = obj(tmpl, "spec");
        QJsonArray jobs = tmplSpec.value(QStringLiteral("replicatedJobs")).toArray();
        for (qsizetype j = 0; j < jobs.size(); ++j) {
            QJsonObject job = jobs.at(j).toObject();
            QJsonObject jt = obj(job, "template");
            QJsonObject js = obj(jt, "spec");
            QJsonObject pt = obj(js, "template");
            QJsonObject ps = obj(pt, "spec");
            for (const char *list : {"containers", "initContainers"}) {
                QJsonArray containers = ps.value(QLatin1String(list)).toArray();
                for (qsizetype c = 0; c < containers.size(); ++c) {
                    QJsonObject container = containers.at(c).toObject();
                    if (container.value(QStringLiteral("name")).toString() ==
                            QLatin1String("tcpxo-daemon") ||
                        !container.contains(QStringLiteral("image")))
                        continue;
                    container.insert(QStringLiteral("image"), image);
                    containers.replace(c, container);
                }
                if (!containers.isEmpty())
                    ps.insert(QLatin1String(list), containers);
            }
            pt.insert(QStringLiteral("spec"), ps);
            js.insert(QStringLiteral("template"), pt);
            jt.insert(QStringLiteral("spec"), js);
            job.insert(QStringLiteral("template"), jt);
            jobs.replace(j, job);
        }
        tmplSpec.insert(QStringLiteral("replicatedJobs"), jobs);
        tmpl.insert(QStringLiteral("spec"), tmplSpec);
        depSpec.insert(QStringLiteral("template"), tmpl);
        dep.insert(QStringLiteral("spec"), depSpec);
        deps.replace(d, dep);
    }
    if (!deps.isEmpty())
        spec.insert(QStringLiteral("dependencies"), deps);
}

void applyWorkloadLabels(QJsonObject &spec, const QJsonObject &labels)
{
    if (labels.isEmpty())
        return;
    QJsonObject jobTemplate = obj(spec, "jobTemplate");
    QJsonObject metadata = obj(jobTemplate, "metadata");
    QJsonObject merged = obj(metadata, "labels");
    for (auto it = labels.begin(); it != labels.end(); ++it)
        merged.insert(it.key(), it.value());
    metadata.insert(QStringLiteral("labels"), merged);
    jobTemplate.insert(QStringLiteral("metadata"), metadata);
    spec.insert(QStringLiteral("jobTemplate"), jobTemplate);
}

QString nicDetectionName(const RenderDetection &detection, const QString &platform,
                         const QString &arch)
{
    static const QStringList nicArchs{QStringLiteral("gb200"), QStringLiteral("gb300"),
                                      QStringLiteral("b200"), QStringLiteral("b300")};
    if (detection.offline || platform != QLatin1String("onprem") || !nicArchs.contains(arch))
        return {};
    return detection.detection.nicResourceName;
}

QJsonObject annotate(const QString &platform, const QString &arch, const OverrideOutcome &outcome,
                     bool withPlatform)
{
    QJsonObject annotations;
    if (withPlatform)
        annotations.insert(DetectedPlatformAnnotation, platform);
    annotations.insert(DetectedGpuArchitectureAnnotation, arch);
    const QString applied = outcome.appliedOverridesJson();
    if (!applied.isEmpty())
        annotations.insert(AppliedOverridesAnnotation, applied);
    return annotations;
}

void prefixEvents(QList<NvcreEvent> &into, const QList<NvcreEvent> &events, const QString &prefix)
{
    for (NvcreEvent e : events) {
        e.message = prefix + QStringLiteral(": ") + e.message;
        into << e;
    }
}

} // namespace

QJsonObject Certification::resolvedOptions(qsizetype category) const
{
    QJsonObject out = options;
    const QJsonObject own = categories.value(category).options;
    for (auto it = own.begin(); it != own.end(); ++it) {
        if (it.key() == QLatin1String("workloadMetadata")) {
            QJsonObject meta = out.value(it.key()).toObject();
            QJsonObject labels = obj(meta, "labels");
            const QJsonObject ownLabels = obj(it.value().toObject(), "labels");
            for (auto l = ownLabels.begin(); l != ownLabels.end(); ++l)
                labels.insert(l.key(), l.value());
            meta.insert(QStringLiteral("labels"), labels);
            out.insert(it.key(), meta);
        } else {
            out.insert(it.key(), it.value());
        }
    }
    return out;
}

Result<Certification> readCertification(const QByteArray &bytes, const QString &sourceName)
{
    const auto object = readKind(bytes, sourceName, QStringLiteral("Certification"));
    if (!object)
        return tl::unexpected(object.error());
    Certification cert;
    const QJsonObject metadata = obj(*object, "metadata");
    cert.name = metadata.value(QStringLiteral("name")).toString();
    cert.nameSpace = metadata.value(QStringLiteral("namespace")).toString();
    const QJsonObject spec = obj(*object, "spec");
    cert.target = TargetSelector::fromJson(obj(spec, "target"));
    cert.options = spec;
    cert.options.remove(QStringLiteral("target"));
    cert.options.remove(QStringLiteral("categories"));
    cert.options.remove(QStringLiteral("gangScheduler"));
    if (auto r = validateOptions(cert.options, cert.name, {}); !r)
        return tl::unexpected(r.error());
    const QJsonArray categories = spec.value(QStringLiteral("categories")).toArray();
    if (categories.isEmpty() || categories.size() > 64)
        return fail(Code::NVCRE_CERTIFICATION,
                    Tr::tr("certification %1: spec.categories: expected 1 to 64 "
                           "categories")
                        .arg(cert.name));
    for (qsizetype i = 0; i < categories.size(); ++i) {
        const QJsonObject c = categories.at(i).toObject();
        CertificationCategory category{c.value(QStringLiteral("domain")).toString(),
                                       c.value(QStringLiteral("variant")).toString(),
                                       obj(c, "options")};
        if (category.domain.isEmpty() || category.variant.isEmpty())
            return fail(Code::NVCRE_CERTIFICATION,
                        Tr::tr("certification %1: spec.categories[%2]: domain and "
                               "variant are required")
                            .arg(cert.name)
                            .arg(i));
        if (auto r = validateOptions(category.options, cert.name,
                                     category.domain + QLatin1Char('/') + category.variant);
            !r)
            return tl::unexpected(r.error());
        cert.categories << category;
    }
    return cert;
}

Result<Certification> readCertificationFile(const QString &path)
{
    const auto bytes = readFileBytes(path);
    if (!bytes)
        return tl::unexpected(bytes.error());
    return readCertification(*bytes, path);
}

Result<RenderDetection> offlineDetection(const TargetSelector &target, const QString &platform,
                                         const QString &gpuArchitecture)
{
    DetectionInput input;
    input.platformOverride = platform;
    input.gpuArchOverride = gpuArchitecture;
    auto detected = detect(input);
    if (!detected)
        return tl::unexpected(detected.error());
    RenderDetection out;
    out.offline = true;
    out.detection = *detected;
    DetectionResult &d = out.detection;
    if (gpuArchitecture.isEmpty()) {
        const QString fromSelector = architectureOfProduct(target.nodeSelector.value(ProductLabel));
        if (!fromSelector.isEmpty()) {
            d.gpuArchitecture = fromSelector;
        } else if (labelLessPlatforms().contains(d.platform)) {
            return fail(Code::NVCRE_GPU_ARCH_REQUIRED,
                        Tr::tr("cannot resolve the GPU architecture offline: %1 nodes carry no %2 "
                               "label (GPUs are claimed through DRA) and the target names no "
                               "product; pass --gpu-arch (one of %3), or use --dry-run to read "
                               "the cluster's ResourceSlices")
                            .arg(d.platform, ProductLabel,
                                 validGpuArchitectures().join(QStringLiteral(", "))));
        }
    }
    // Offline there is nothing to detect on: no fallback Warning about the (absent) nodes.
    d.events.clear();
    d.tcpxoNetworks.clear();
    d.tcpxoImages.clear();
    d.tcpxoPluginVersion.clear();
    if (d.platform == QLatin1String("gcp") && d.gpuArchitecture == QLatin1String("h100")) {
        // Spec "GCP H100 clusters": offline render renders the default networks and the
        // v1.0.15 row, silently.
        for (int i = 0; i < 8; ++i)
            d.tcpxoNetworks << QStringLiteral("gpu-nic%1").arg(i);
        d.tcpxoPluginVersion = tcpxoMappedReleases().value(0);
        d.tcpxoImages = tcpxoReleaseImages(d.tcpxoPluginVersion);
    }
    return out;
}

QStringList detectionSummary(const RenderDetection &detection, bool nicFromOption)
{
    QStringList out;
    if (detection.offline)
        return out;
    const DetectionResult &d = detection.detection;
    const auto hasEvent = [&d](const char *reason) {
        return std::any_of(d.events.begin(), d.events.end(), [reason](const NvcreEvent &e) {
            return e.reason == QLatin1String(reason);
        });
    };
    if (!nicFromOption && !d.nicResourceName.isEmpty())
        out << Tr::tr("Auto-detected NIC resource \"%1\" (allocatable at the requested count on "
                      "every target node)")
                   .arg(d.nicResourceName);
    if (!d.tcpxoNetworks.isEmpty() && !hasEvent("GKENetworkDetection"))
        out << Tr::tr("Auto-detected GKE TCPXO networks %1 (allocatable on every target node)")
                   .arg(d.tcpxoNetworks.join(QStringLiteral(", ")));
    if (!d.tcpxoPluginVersion.isEmpty() && !hasEvent("TCPXOPluginDetection"))
        out << Tr::tr("Auto-detected TCPXO plugin %1 on every target node: NCCL image %2, "
                      "training image %3, tcpxo-daemon %4")
                   .arg(d.tcpxoPluginVersion, d.tcpxoImages.value(QStringLiteral("nccl")),
                        d.tcpxoImages.value(QStringLiteral("training")),
                        d.tcpxoImages.value(QStringLiteral("tcpxoDaemon")));
    return out;
}

Result<CertificationRender> renderCertification(const Certification &certification,
                                                const Catalog &catalog,
                                                const RenderDetection &detection)
{
    CertificationRender out;
    const DetectionResult &d = detection.detection;
    out.platform = d.platform;
    out.gpuArchitecture = d.gpuArchitecture;
    // NICResourceDetection is about each category's NIC request: CRE emits it per category,
    // prefixed "domain/variant: " (cre NOTES section 8).
    QList<NvcreEvent> nicEvents;
    for (const NvcreEvent &e : d.events) {
        if (e.reason == QLatin1String("NICResourceDetection"))
            nicEvents << e;
        else
            out.events << e;
    }
    const GpuDefaultsTable &table = catalog.gpuDefaults();

    // Spec "On-prem clusters": a Warning when the architecture is missing from the table,
    // naming the counts the run is sized at (spec-level options win over the fallback).
    GpuShape sized = table.shape(d.gpuArchitecture, d.platform);
    sized.gpusPerNode = intOption(certification.options, "gpusPerNode", sized.gpusPerNode);
    sized.mlnxPerNode = intOption(certification.options, "mlnxPerNode", sized.mlnxPerNode);
    const QString archWarning = gpuArchitectureDefaultsWarning(table, d.gpuArchitecture, sized,
                                                               DefaultsSubject::Certification);
    if (!archWarning.isEmpty())
        out.events << NvcreEvent{QStringLiteral("Warning"),
                                 QStringLiteral("GPUArchitectureDefaults"), archWarning};

    for (qsizetype i = 0; i < certification.categories.size(); ++i) {
        const CertificationCategory &category = certification.categories.at(i);
        const QString key = category.domain + QLatin1Char('/') + category.variant;
        const CatalogEntry *entry = catalog.entry(category.domain, category.variant);
        if (!entry)
            return fail(
                Code::NVCRE_CATEGORY_NOT_FOUND,
                Tr::tr("certification %1: category %2 is not in the catalog; available: %3")
                    .arg(certification.name, key, catalog.keys().join(QStringLiteral(", "))));
        const QJsonObject options = certification.resolvedOptions(i);

        CatalogParameters p;
        p.entryName = entry->variant;
        p.domain = entry->domain;
        p.gpuArchitecture = d.gpuArchitecture;
        GpuShape shape = table.shape(d.gpuArchitecture, d.platform);
        shape.gpusPerNode = intOption(options, "gpusPerNode", shape.gpusPerNode);
        shape.mlnxPerNode = intOption(options, "mlnxPerNode", shape.mlnxPerNode);
        p.gpusPerNode = shape.gpusPerNode;
        p.mlnxPerNode = shape.mlnxPerNode;
        const int minNodes = shape.gpusPerNode > 0
                                 ? (entry->minGpus + shape.gpusPerNode - 1) / shape.gpusPerNode
                                 : 1;
        p.nodesPerJob = intOption(options, "nodesPerJob", qMax(1, minNodes));
        const QJsonValue mnnvl = options.value(QStringLiteral("enableMNNVL"));
        p.enableMnnvl = mnnvl.isBool() ? mnnvl.toBool()
                                       : (d.gpuArchitecture == QLatin1String("gb200") ||
                                          d.gpuArchitecture == QLatin1String("gb300"));
        p.nicResourceName = options.value(QStringLiteral("nicResourceName")).toString();
        QList<NvcreEvent> categoryNicEvents = nicEvents;
        if (p.nicResourceName.isEmpty()) {
            p.nicResourceName = nicDetectionName(detection, d.platform, d.gpuArchitecture);
            // Spec "On-prem clusters": the count detection requires is the category's
            // mlnxPerNode; when it differs from the spec-level one, detect again for it.
            const QJsonValue own = options.value(QStringLiteral("mlnxPerNode"));
            const int wanted = own.isDouble() ? own.toInt() : -1;
            if (!detection.offline && detection.input &&
                wanted != detection.input->mlnxPerNodeOption) {
                DetectionInput input = *detection.input;
                input.mlnxPerNodeOption = wanted;
                input.platformOverride = d.platform;
                input.gpuArchOverride = validGpuArchitectures().contains(d.gpuArchitecture)
                                            ? d.gpuArchitecture
                                            : QString();
                if (const auto again = detect(input); again) {
                    RenderDetection copy = detection;
                    copy.detection = *again;
                    p.nicResourceName = nicDetectionName(copy, d.platform, d.gpuArchitecture);
                    categoryNicEvents.clear();
                    for (const NvcreEvent &e : again->events) {
                        if (e.reason == QLatin1String("NICResourceDetection"))
                            categoryNicEvents << e;
                    }
                }
            }
        }
        p.rdmaHostPath = options.value(QStringLiteral("rdmaDeviceAccess")).toString() ==
                         QLatin1String("hostPath");
        // Spec "When a node has no RDMA devices": options > the entry's own > diagnose 15m >
        // one hour.
        qint64 timeout = parseGoDuration(options.value(QStringLiteral("timeoutPerJob")).toString());
        if (timeout <= 0)
            timeout = parseGoDuration(entry->timeoutPerJob);
        if (timeout <= 0 &&
            options.value(QStringLiteral("testScale")).toString() == QLatin1String("diagnose"))
            timeout = 15 * 60000;
        if (timeout <= 0)
            timeout = DefaultTimeoutPerJobMs;
        p.timeoutPerJob = formatGoDuration(timeout);
        if (options.value(QStringLiteral("maxBytes")).isString())
            p.maxBytes = options.value(QStringLiteral("maxBytes")).toString();
        p.numIterations = intOption(options, "numIterations", p.numIterations);
        p.numCycles = intOption(options, "numCycles", p.numCycles);
        p.tensorParallel = entry->tensorParallel.value(
            d.gpuArchitecture, entry->tensorParallel.value(QStringLiteral("default"), 1));
        p.gkeNetworks = d.tcpxoNetworks;
        p.tcpxoImages = d.tcpxoImages;

        const auto instantiated = instantiateCatalogValue(entry->spec, p);
        if (!instantiated)
            return fail(instantiated.error().code,
                        key + QStringLiteral(": ") + instantiated.error().message);
        const QJsonObject spec = instantiated->toObject();
        const auto outcome =
            applyOverrides(spec, OverrideContext::build(spec, d.platform, d.gpuArchitecture,
                                                        detection.targetNodes));
        if (!outcome)
            return fail(outcome.error().code,
                        Tr::tr("certification %1: category %2: %3")
                            .arg(certification.name, key, outcome.error().message));
        QJsonObject rendered = outcome->spec;
        rendered.remove(QStringLiteral("overrides"));
        // The base-versus-rendered diff's left side: the catalog's spec with no override.
        QJsonObject baseSpec = spec;
        baseSpec.remove(QStringLiteral("overrides"));
        // After the overrides, so the options win (CRE's applyWorkflowTransforms); the base gets
        // the same transforms so that only the overrides differ.
        const QString image = options.value(QStringLiteral("image")).toString();
        const QJsonObject workloadLabels = obj(obj(options, "workloadMetadata"), "labels");
        for (QJsonObject *target : {&rendered, &baseSpec}) {
            if (!image.isEmpty())
                applyImage(*target, image);
            applyWorkloadLabels(*target, workloadLabels);
        }

        QJsonObject metadata{
            {QStringLiteral("name"),
             workflowName(certification.name, category.domain, category.variant)},
            {QStringLiteral("labels"), QJsonObject{{ManagedByLabel, QStringLiteral("nvcre")},
                                                   {CertificationLabel, certification.name},
                                                   {CategoryDomainLabel, category.domain},
                                                   {CategoryVariantLabel, category.variant}}},
            {QStringLiteral("annotations"),
             annotate(d.platform, d.gpuArchitecture, *outcome, true)},
        };
        if (!certification.nameSpace.isEmpty())
            metadata.insert(QStringLiteral("namespace"), certification.nameSpace);
        CategoryRender render;
        render.domain = category.domain;
        render.variant = category.variant;
        render.workflow = QJsonObject{{QStringLiteral("apiVersion"), WorkflowApiVersion},
                                      {QStringLiteral("kind"), QStringLiteral("Workflow")},
                                      {QStringLiteral("metadata"), metadata},
                                      {QStringLiteral("spec"), rendered}};
        metadata.remove(QStringLiteral("annotations"));
        render.base = QJsonObject{{QStringLiteral("apiVersion"), WorkflowApiVersion},
                                  {QStringLiteral("kind"), QStringLiteral("Workflow")},
                                  {QStringLiteral("metadata"), metadata},
                                  {QStringLiteral("spec"), baseSpec}};
        render.overrides = *outcome;
        render.shape = shape;
        render.timeoutPerJob = p.timeoutPerJob;
        if (options.value(QStringLiteral("nicResourceName")).toString().isEmpty())
            prefixEvents(out.events, categoryNicEvents, key);
        prefixEvents(out.events, outcome->events, key);
        out.categories << render;
    }
    return out;
}

Result<WorkloadRun> readWorkloadRun(const QByteArray &bytes, const QString &sourceName)
{
    const auto object = readKind(bytes, sourceName, QStringLiteral("WorkloadRun"));
    if (!object)
        return tl::unexpected(object.error());
    WorkloadRun run;
    run.name = obj(*object, "metadata").value(QStringLiteral("name")).toString();
    run.nameSpace = obj(*object, "metadata").value(QStringLiteral("namespace")).toString();
    run.spec = obj(*object, "spec");
    if (run.spec.value(QStringLiteral("image")).toString().isEmpty())
        return fail(Code::NVCRE_CERTIFICATION,
                    Tr::tr("workloadrun %1: spec.image is required").arg(run.name));
    const QJsonObject framework = obj(run.spec, "framework");
    if (framework.size() != 1 ||
        !(framework.contains(QStringLiteral("torch")) ||
          framework.contains(QStringLiteral("mpi")) || framework.contains(QStringLiteral("exec"))))
        return fail(Code::NVCRE_CERTIFICATION,
                    Tr::tr("workloadrun %1: spec.framework: expected exactly one of "
                           "torch, mpi, exec")
                        .arg(run.name));
    if (auto r = validateOptions(run.spec, QStringLiteral("-"), {}); !r)
        return fail(Code::NVCRE_CERTIFICATION,
                    QString(r.error().message)
                        .replace(QStringLiteral("certification -: "),
                                 QStringLiteral("workloadrun %1: ").arg(run.name)));
    return run;
}

Result<WorkloadRun> readWorkloadRunFile(const QString &path)
{
    const auto bytes = readFileBytes(path);
    if (!bytes)
        return tl::unexpected(bytes.error());
    return readWorkloadRun(*bytes, path);
}

Result<QJsonObject> buildWorkloadRunSpec(const WorkloadRun &run, const Catalog &catalog,
                                         const WorkloadRunParameters &parameters,
                                         const CatalogParameters &catalogParameters)
{
    const QString image = run.spec.value(QStringLiteral("image")).toString();
    const int numNodes = intOption(run.spec, "numNodes", 1);
    const QString runtimeName = run.name + QStringLiteral("-runtime");
    const QJsonObject framework = obj(run.spec, "framework");
    QJsonArray command;
    QJsonArray args;
    QString frameworkLabel;
    if (framework.contains(QStringLiteral("torch"))) {
        const QJsonObject torch = obj(framework, "torch");
        frameworkLabel = QStringLiteral("torch");
        command.append(QStringLiteral("torchrun"));
        args.append(torch.value(QStringLiteral("script")).toString());
        for (const QJsonValue &a : torch.value(QStringLiteral("args")).toArray())
            args.append(a);
    } else if (framework.contains(QStringLiteral("mpi"))) {
        const QJsonObject mpi = obj(framework, "mpi");
        frameworkLabel = QStringLiteral("mpi");
        command.append(QStringLiteral("mpirun"));
        for (const QJsonValue &a : mpi.value(QStringLiteral("args")).toArray())
            args.append(a);
    } else {
        const QJsonObject exec = obj(framework, "exec");
        frameworkLabel = QStringLiteral("exec");
        command = exec.value(QStringLiteral("command")).toArray();
        args = exec.value(QStringLiteral("args")).toArray();
    }
    const auto env = [](const char *name, const QString &value) {
        return QJsonObject{{QStringLiteral("name"), QLatin1String(name)},
                           {QStringLiteral("value"), value}};
    };
    const QJsonArray workerEnv{
        env("NCCL_DEBUG", QStringLiteral("INFO")),
        env("NCCL_DEBUG_SUBSYS", QStringLiteral("NET,INIT")),
        env("NCCL_NVLS_ENABLE", QStringLiteral("1")),
        env("NCCL_CUMEM_ENABLE", QStringLiteral("1")),
        env("NCCL_NET_GDR_C2C", QStringLiteral("1")),
        env("NCCL_NET_GDR_LEVEL", QStringLiteral("PHB")),
        env("NCCL_P2P_NET_CHUNKSIZE", QStringLiteral("2097152")),
        env("NCCL_SHM_DISABLE", QStringLiteral("1")),
        env("NCCL_MNNVL_ENABLE",
            parameters.enableMnnvl ? QStringLiteral("1") : QStringLiteral("0")),
        env("NCCL_SOCKET_IFNAME", QStringLiteral("eth0")),
    };
    const QString gpus = QString::number(parameters.gpusPerNode);
    const QJsonObject container{
        {QStringLiteral("name"), QStringLiteral("node")},
        {QStringLiteral("image"), image},
        {QStringLiteral("env"), workerEnv},
        {QStringLiteral("resources"),
         QJsonObject{
             {QStringLiteral("limits"), QJsonObject{{QStringLiteral("nvidia.com/gpu"), gpus}}},
             {QStringLiteral("requests"), QJsonObject{{QStringLiteral("nvidia.com/gpu"), gpus}}}}},
        {QStringLiteral("volumeMounts"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("dshm")},
                                {QStringLiteral("mountPath"), QStringLiteral("/dev/shm")}}}},
    };
    const QJsonObject podSpec{
        {QStringLiteral("containers"), QJsonArray{container}},
        {QStringLiteral("volumes"),
         QJsonArray{
             QJsonObject{{QStringLiteral("name"), QStringLiteral("dshm")},
                         {QStringLiteral("emptyDir"),
                          QJsonObject{{QStringLiteral("medium"), QStringLiteral("Memory")}}}}}},
    };
    QJsonObject mlPolicy{{QStringLiteral("numNodes"), numNodes}};
    mlPolicy.insert(frameworkLabel == QLatin1String("mpi") ? QStringLiteral("mpi")
                                                           : QStringLiteral("torch"),
                    QJsonObject{{QStringLiteral("numProcPerNode"), parameters.gpusPerNode}});
    const QJsonObject runtime{
        {QStringLiteral("apiVersion"), QStringLiteral("trainer.kubeflow.org/v1alpha1")},
        {QStringLiteral("kind"), QStringLiteral("TrainingRuntime")},
        {QStringLiteral("metadata"),
         QJsonObject{
             {QStringLiteral("name"), runtimeName},
             {QStringLiteral("labels"),
              QJsonObject{{QStringLiteral("trainer.kubeflow.org/framework"), frameworkLabel}}}}},
        {QStringLiteral("spec"),
         QJsonObject{
             {QStringLiteral("mlPolicy"), mlPolicy},
             {QStringLiteral("template"),
              QJsonObject{
                  {QStringLiteral("spec"),
                   QJsonObject{{QStringLiteral("replicatedJobs"),
                                QJsonArray{QJsonObject{
                                    {QStringLiteral("name"), QStringLiteral("node")},
                                    {QStringLiteral("template"),
                                     QJsonObject{{QStringLiteral("spec"),
                                                  QJsonObject{{QStringLiteral("template"),
                                                               QJsonObject{{QStringLiteral("spec"),
                                                                            podSpec}}}}}}}}}}}}}}}},
    };
    QJsonArray trainerEnv = run.spec.value(QStringLiteral("env")).toArray();
    const QJsonObject trainer{
        {QStringLiteral("image"), image},
        {QStringLiteral("command"), command},
        {QStringLiteral("args"), args},
        {QStringLiteral("env"), trainerEnv},
        {QStringLiteral("numNodes"), numNodes},
        {QStringLiteral("numProcPerNode"), parameters.gpusPerNode},
    };
    qint64 timeout = parseGoDuration(run.spec.value(QStringLiteral("timeoutPerJob")).toString());
    if (timeout <= 0)
        timeout = DefaultWorkloadRunTimeoutPerJobMs;
    const QJsonObject orchestration{
        {QStringLiteral("execution"),
         QJsonObject{{QStringLiteral("timeoutPerJob"), formatGoDuration(timeout)}}},
        {QStringLiteral("iterations"), intOption(run.spec, "repeatCount", 1)},
    };
    QJsonObject spec{
        {QStringLiteral("dependencies"), QJsonArray{runtime}},
        {QStringLiteral("jobTemplate"),
         QJsonObject{
             {QStringLiteral("spec"),
              QJsonObject{
                  {QStringLiteral("workload"),
                   QJsonObject{{QStringLiteral("trainJob"),
                                QJsonObject{{QStringLiteral("runtimeRef"),
                                             QJsonObject{{QStringLiteral("kind"),
                                                          QStringLiteral("TrainingRuntime")},
                                                         {QStringLiteral("name"), runtimeName}}},
                                            {QStringLiteral("trainer"), trainer}}}}}}}}},
        {QStringLiteral("orchestration"), orchestration},
    };
    CatalogParameters p = catalogParameters;
    p.entryName = run.name;
    p.domain = QStringLiteral("training");
    p.gpusPerNode = parameters.gpusPerNode;
    p.mlnxPerNode = parameters.mlnxPerNode;
    p.nodesPerJob = numNodes;
    p.enableMnnvl = parameters.enableMnnvl;
    p.timeoutPerJob = formatGoDuration(timeout);
    if (p.nicResourceName.isEmpty())
        p.nicResourceName = run.spec.value(QStringLiteral("nicResourceName")).toString();
    p.rdmaHostPath =
        run.spec.value(QStringLiteral("rdmaDeviceAccess")).toString() == QLatin1String("hostPath");
    const auto overrides = instantiateCatalogValue(
        QJsonObject{{QStringLiteral("overrides"), catalog.workloadRunOverrides()}}, p);
    if (!overrides)
        return tl::unexpected(overrides.error());
    spec.insert(QStringLiteral("overrides"),
                overrides->toObject().value(QStringLiteral("overrides")));
    return spec;
}

Result<WorkloadRunRender> renderWorkloadRun(const WorkloadRun &run, const Catalog &catalog,
                                            const RenderDetection &detection, bool platformGiven)
{
    WorkloadRunRender out;
    const DetectionResult &d = detection.detection;
    out.platform = d.platform;
    out.gpuArchitecture = d.gpuArchitecture;
    out.events = d.events;
    const GpuDefaultsTable &table = catalog.gpuDefaults();
    GpuShape shape = table.shape(d.gpuArchitecture, d.platform);
    shape.gpusPerNode = intOption(run.spec, "gpusPerNode", shape.gpusPerNode);
    shape.mlnxPerNode = intOption(run.spec, "mlnxPerNode", shape.mlnxPerNode);
    const QString archWarning = gpuArchitectureDefaultsWarning(table, d.gpuArchitecture, shape,
                                                               DefaultsSubject::WorkloadRun);
    if (!archWarning.isEmpty())
        out.events << NvcreEvent{QStringLiteral("Warning"),
                                 QStringLiteral("GPUArchitectureDefaults"), archWarning};
    WorkloadRunParameters parameters;
    parameters.gpusPerNode = shape.gpusPerNode;
    parameters.mlnxPerNode = shape.mlnxPerNode;
    const QJsonValue mnnvl = run.spec.value(QStringLiteral("enableMNNVL"));
    parameters.enableMnnvl = mnnvl.isBool() ? mnnvl.toBool()
                                            : (d.gpuArchitecture == QLatin1String("gb200") ||
                                               d.gpuArchitecture == QLatin1String("gb300"));
    CatalogParameters cp;
    cp.gpuArchitecture = d.gpuArchitecture;
    cp.nicResourceName = run.spec.value(QStringLiteral("nicResourceName")).toString();
    if (cp.nicResourceName.isEmpty())
        cp.nicResourceName = nicDetectionName(detection, d.platform, d.gpuArchitecture);
    cp.gkeNetworks = d.tcpxoNetworks;
    cp.tcpxoImages = d.tcpxoImages;
    const auto spec = buildWorkloadRunSpec(run, catalog, parameters, cp);
    if (!spec)
        return tl::unexpected(spec.error());
    const auto outcome = applyOverrides(
        *spec, OverrideContext::build(*spec, d.platform, d.gpuArchitecture, detection.targetNodes));
    if (!outcome)
        return fail(outcome.error().code,
                    Tr::tr("workloadrun %1: %2").arg(run.name, outcome.error().message));
    QJsonObject rendered = outcome->spec;
    rendered.remove(QStringLiteral("overrides"));
    QJsonObject baseSpec = *spec;
    baseSpec.remove(QStringLiteral("overrides"));
    // The run's own image wins over any override's (the tcpxo-daemon sidecar keeps its own); the
    // base gets it too, so that only the overrides differ.
    const QString image = run.spec.value(QStringLiteral("image")).toString();
    applyImage(rendered, image);
    applyImage(baseSpec, image);
    QJsonObject metadata{
        {QStringLiteral("name"), truncateName(run.name)},
        {QStringLiteral("labels"),
         QJsonObject{{ManagedByLabel, QStringLiteral("nvcre")}, {WorkloadRunLabel, run.name}}},
        {QStringLiteral("annotations"),
         annotate(d.platform, d.gpuArchitecture, *outcome, platformGiven)},
    };
    if (!run.nameSpace.isEmpty())
        metadata.insert(QStringLiteral("namespace"), run.nameSpace);
    out.workflow = QJsonObject{{QStringLiteral("apiVersion"), WorkflowApiVersion},
                               {QStringLiteral("kind"), QStringLiteral("Workflow")},
                               {QStringLiteral("metadata"), metadata},
                               {QStringLiteral("spec"), rendered}};
    metadata.remove(QStringLiteral("annotations"));
    out.base = QJsonObject{{QStringLiteral("apiVersion"), WorkflowApiVersion},
                           {QStringLiteral("kind"), QStringLiteral("Workflow")},
                           {QStringLiteral("metadata"), metadata},
                           {QStringLiteral("spec"), baseSpec}};
    out.overrides = *outcome;
    out.events << outcome->events;
    return out;
}

QList<QJsonObject> nodesNamed(const QList<QJsonObject> &nodes, const QStringList &names)
{
    const QSet<QString> wanted(names.begin(), names.end());
    QList<QJsonObject> out;
    for (const QJsonObject &node : nodes) {
        if (wanted.contains(obj(node, "metadata").value(QStringLiteral("name")).toString()))
            out << node;
    }
    return out;
}

Result<RenderDetection> clusterDetection(const DetectionInput &input)
{
    const auto detected = detect(input);
    if (!detected)
        return tl::unexpected(detected.error());
    RenderDetection out;
    out.offline = false;
    out.detection = *detected;
    out.input = input;
    // CRE: an architecture no node reports falls back to the target's product selector.
    if (out.detection.gpuArchitecture == QLatin1String("unknown")) {
        const QString fromSelector = architectureOfProduct(
            input.target.nodeSelector.value(QStringLiteral("nvidia.com/gpu.product")));
        if (!fromSelector.isEmpty())
            out.detection.gpuArchitecture = fromSelector;
    }
    out.targetNodes = nodesNamed(input.nodes, detected->targetNodes);
    return out;
}

} // namespace Accel::Nvcre
