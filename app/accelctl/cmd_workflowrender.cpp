// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl workflow render` (issue 8, section 3): a Workflow with its platform and GPU
// overrides resolved, as CRE's `nvcrectl workflow render` prints it. Registered in
// nvcreCommands() (cmd_nvcre.cpp).
#include "cli.h"
#include "clustersource.h"
#include "output.h"

#include "inputfile.h"
#include "kube/clusterreader.h"
#include "kube/snapshot.h"
#include "nvcre/certificationrender.h"
#include "nvcre/detection.h"
#include "nvcre/renderjob.h"
#include "nvcre/workflowrender.h"
#include "resourcelimits.h"

#include <QCommandLineParser>
#include <QJsonObject>

namespace Accel::Cli {

namespace {

/// One row per override: what it asked for, whether it matched (and if not, why), what it
/// patched and what came of it (the tracking the Overrides panel shows).
QString explainTable(const Nvcre::OverrideOutcome &outcome)
{
    QList<QStringList> rows;
    for (const Nvcre::OverrideRecord &r : outcome.records) {
        QString result;
        if (!r.matched)
            result = r.mismatches.join(QStringLiteral("; "));
        else if (r.noOp)
            result = QStringLiteral("no-op: changed nothing");
        else
            result = QStringLiteral("%1 change(s)").arg(r.changes.size());
        rows << QStringList{QString::number(r.index), r.when,
                            r.matched ? QStringLiteral("yes") : QStringLiteral("no"), r.patches,
                            result};
    }
    return formatTable({QStringLiteral("INDEX"), QStringLiteral("WHEN"), QStringLiteral("MATCHED"),
                        QStringLiteral("PATCHES"), QStringLiteral("RESULT")},
                       rows);
}

int runWorkflowRender(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    ClusterOptions options;
    options.output = outputOption({OutputFormat::Yaml, OutputFormat::Json});
    options.offered = Kube::ClusterSeam::SnapshotOption; // no --demo
    const QCommandLineOption platform(
        QStringLiteral("platform"),
        QStringLiteral("Render for platform P with the embedded mock nodes of P and --gpu-arch "
                       "(offline)."),
        QStringLiteral("P"));
    const QCommandLineOption gpuArch(
        QStringLiteral("gpu-arch"),
        QStringLiteral("Render for GPU architecture A (with --platform; offline). Without it, "
                       "the architecture the Workflow's target nvidia.com/gpu.product names."),
        QStringLiteral("A"));
    const QCommandLineOption target(
        QStringLiteral("target"),
        QStringLiteral("Render for PLATFORM/ARCH (aws/h100): the same as --platform PLATFORM "
                       "--gpu-arch ARCH."),
        QStringLiteral("PLATFORM/ARCH"));
    const QCommandLineOption nodesFile(
        QStringLiteral("nodes-file"),
        QStringLiteral("Detect on the Node objects in FILE (a YAML list, a v1 List or Node "
                       "documents; offline)."),
        QStringLiteral("FILE"));
    const QCommandLineOption dryRun(
        QStringLiteral("dry-run"),
        QStringLiteral("Detect on the live cluster's nodes (--kubeconfig, --context); nothing is "
                       "written."));
    const QCommandLineOption explain(
        QStringLiteral("explain"),
        QStringLiteral("Also print a table of every override on stderr: matched or not and "
                       "why, what it patched."));
    parser.addOptions({platform, gpuArch, target, nodesFile, options.snapshot, dryRun, explain,
                       options.kubeconfig, options.context, options.requestTimeout, options.caFile,
                       options.output});
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The Workflow (YAML or "
                                                                        "JSON)."));
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    std::optional<OutputFormat> format = OutputFormat::Yaml;
    if (parser.isSet(options.output)) {
        format = checkedFormat(parser, options.output, {OutputFormat::Json, OutputFormat::Yaml});
        if (!format)
            return ExitUsage;
    }
    if (parser.positionalArguments().size() != 1)
        return usageError(
            QStringLiteral("workflow render takes one Workflow file, got %1 arguments")
                .arg(parser.positionalArguments().size()));

    // --target P/A is --platform P --gpu-arch A in one word (issue 38).
    QString platformValue = parser.value(platform);
    QString gpuArchValue = parser.value(gpuArch);
    if (parser.isSet(target)) {
        if (parser.isSet(platform) || parser.isSet(gpuArch))
            return usageError(QStringLiteral("--target is --platform and --gpu-arch in one; give "
                                             "one or the other"));
        const auto pair = Nvcre::parseTargetSpelling(parser.value(target));
        if (!pair)
            return usageError(pair.error().message);
        platformValue = pair->first;
        gpuArchValue = pair->second;
    }
    // CRE's validateFlags, and the sources exclude each other.
    const bool offlineFlags =
        parser.isSet(platform) || parser.isSet(gpuArch) || parser.isSet(target);
    if (parser.isSet(dryRun) && (parser.isSet(nodesFile) || offlineFlags))
        return usageError(QStringLiteral("--dry-run discovers nodes from cluster; cannot combine "
                                         "with --nodes-file, --platform, or --gpu-arch"));
    if (parser.isSet(nodesFile) && offlineFlags)
        return usageError(
            QStringLiteral("--nodes-file and --platform/--gpu-arch are mutually exclusive"));
    if (parser.isSet(options.snapshot) &&
        (parser.isSet(dryRun) || parser.isSet(nodesFile) || offlineFlags))
        return usageError(QStringLiteral("--snapshot reads the nodes from a file; cannot combine "
                                         "with --dry-run, --nodes-file, --platform, or "
                                         "--gpu-arch"));
    if (!parser.isSet(dryRun) &&
        (parser.isSet(options.kubeconfig) || parser.isSet(options.context)))
        return usageError(QStringLiteral("--kubeconfig and --context read a live cluster; they "
                                         "go with --dry-run"));
    // Offline: --platform, and --gpu-arch unless the Workflow's target names a product
    // (Nvcre::offlineGpuArchitecture, the rule the Overrides panel follows too).
    const bool offline = parser.isSet(platform) || parser.isSet(target);
    if (!offline && !parser.isSet(nodesFile) && !parser.isSet(options.snapshot) &&
        !parser.isSet(dryRun))
        return usageError(QStringLiteral("specify --nodes-file <path> or --platform + --gpu-arch "
                                         "(or --snapshot FILE, --dry-run); available: %1")
                              .arg(Nvcre::mockNodePairs().join(QStringLiteral(", "))));

    Nvcre::RenderParams params;
    params.kind = Nvcre::RenderInputKind::Workflow;
    params.withDiffLines = false;
    // Read first: a missing or oversized file fails before any cluster is read.
    const QString path = parser.positionalArguments().constFirst();
    const Result<QByteArray> bytes = readInputFile(path, Limits::DocumentFileBytes);
    if (!bytes)
        return reportError(bytes.error());
    params.bytes = *bytes;
    params.sourceName = path;
    if (offline) {
        params.nodes = Nvcre::RenderNodeSource::Offline;
        params.platform = platformValue;
        params.gpuArchitecture = gpuArchValue;
    } else if (parser.isSet(nodesFile)) {
        params.nodes = Nvcre::RenderNodeSource::NodesFile;
        params.nodesFile = parser.value(nodesFile);
    } else {
        // A whole cluster: only the Workflow's target nodes count.
        Kube::ClusterReadOptions what;
        what.deviceClasses = false;
        what.pods = true;
        // Detection reads kube-system's TCPXO installer pods only.
        what.podsNamespace = QStringLiteral("kube-system");
        Kube::ClusterRead cluster;
        if (const int code =
                loadCluster(parser, options, QStringLiteral("workflow render"), cluster, what);
            code >= 0)
            return code;
        params.nodes = Nvcre::RenderNodeSource::Cluster;
        params.cluster = cluster.snapshot;
    }

    const Result<Nvcre::RenderResult> render = Nvcre::RenderJob(params).exec();
    if (!render)
        return reportError(render.error());
    printEvents(render->events);
    printWarnings(render->warnings);
    printWarnings(render->targetWarnings);
    const Nvcre::RenderedWorkflow &document = render->documents.constFirst();
    if (parser.isSet(explain) && !document.overrides.records.isEmpty())
        printErr(explainTable(document.overrides));
    printData(document.rendered, *format);
    return ExitOk;
}

} // namespace

Command workflowRenderCommand()
{
    Command render;
    render.words = {QStringLiteral("workflow"), QStringLiteral("render")};
    render.group = CommandGroup::Certification;
    render.synopsis =
        QStringLiteral("FILE [--platform P [--gpu-arch A] | --target P/A | --nodes-file F | "
                       "--snapshot F | --dry-run "
                       "[--kubeconfig FILE] [--context C]] [--explain] [-o yaml|json]");
    render.description = QStringLiteral(
        "Resolve a Workflow's overrides for the detected platform and GPU architecture (mock "
        "nodes, a nodes file, a snapshot or the live cluster) and print it with the "
        "nvcrectl.nvidia.com detection annotations; override events on stderr.");
    render.examples = {
        {QStringLiteral("A Workflow with its platform overrides applied"),
         QStringLiteral("accelctl workflow render workflow.yaml --platform aws"),
         QStringLiteral("a Workflow file (workflow.yaml)")},
    };
    render.run = [render](const QStringList &args) { return runWorkflowRender(render, args); };
    return render;
}

} // namespace Accel::Cli
