// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl certification render` and `accelctl workloadrun render` (issue 8, section 4):
// a Certification becomes one Workflow per category from the catalog, a WorkloadRun one
// Workflow; events and warnings on stderr. Registered in nvcreCommands() (cmd_nvcre.cpp).
#include "cli.h"
#include "clustersource.h"
#include "output.h"

#include "doc/yamlwriter.h"
#include "kube/clusterreader.h"
#include "kube/snapshot.h"
#include "nvcre/catalog.h"
#include "nvcre/certificationrender.h"
#include "nvcre/renderjob.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

#include <functional>

namespace Accel::Cli {

namespace {

void printWorkflows(const QList<QJsonObject> &workflows, OutputFormat format)
{
    if (format == OutputFormat::Json) {
        QJsonArray items;
        for (const QJsonObject &w : workflows)
            items.append(w);
        printData(QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                              {QStringLiteral("kind"), QStringLiteral("List")},
                              {QStringLiteral("items"), items}},
                  format);
        return;
    }
    QList<QJsonValue> documents;
    for (const QJsonObject &w : workflows)
        documents << w;
    printOut(Doc::toYamlDocuments(documents));
}

/// The shared flags and node sources of both render commands. `run` gets the target selector
/// once the input file is read, and returns the detection to render with (or an exit code).
struct RenderFlags
{
    ClusterOptions cluster = [] {
        ClusterOptions o;
        o.output = outputOption({OutputFormat::Yaml, OutputFormat::Json});
        o.offered = Kube::ClusterSeam::SnapshotOption; // no --demo
        return o;
    }();
    QCommandLineOption platform{QStringLiteral("platform"),
                                QStringLiteral("Render for platform P (aws, gcp, azure, oci, "
                                               "onprem, togetherai, mistral, forge, nscale) "
                                               "instead of detecting it; offline the default is "
                                               "onprem."),
                                QStringLiteral("P")};
    QCommandLineOption gpuArch{QStringLiteral("gpu-arch"),
                               QStringLiteral("Render for GPU architecture A (a100, b200, b300, "
                                              "gb200, gb300, h100, h200, l40, l40s, rtxpro6000). "
                                              "Not with --dry-run."),
                               QStringLiteral("A")};
    QCommandLineOption target{QStringLiteral("target"),
                              QStringLiteral("Render for PLATFORM/ARCH (aws/h100): the same as "
                                             "--platform PLATFORM --gpu-arch ARCH."),
                              QStringLiteral("PLATFORM/ARCH")};
    QCommandLineOption dryRun{QStringLiteral("dry-run"),
                              QStringLiteral("Discover the live cluster's target nodes "
                                             "(--kubeconfig, --context) and detect on them; "
                                             "nothing is written.")};
    QCommandLineOption catalogDir{QStringLiteral("catalog"),
                                  QStringLiteral("Use the catalog in DIR instead of the embedded "
                                                 "one (README.md, \"Catalog format\")."),
                                  QStringLiteral("DIR")};

    QList<QCommandLineOption> all() const
    {
        return {platform,           gpuArch,         target,
                cluster.snapshot,   dryRun,          catalogDir,
                cluster.kubeconfig, cluster.context, cluster.requestTimeout,
                cluster.caFile,     cluster.output};
    }

    /// -1 to go on, else the exit code. Flag rules: CRE's (--gpu-arch with --dry-run is a
    /// usage error), then the platform and architecture values before any file is read.
    int check(const QCommandLineParser &parser, const QString &what) const
    {
        if (parser.positionalArguments().size() != 1)
            return usageError(QStringLiteral("%1 takes one file, got %2 arguments")
                                  .arg(what)
                                  .arg(parser.positionalArguments().size()));
        if (parser.isSet(target) && (parser.isSet(platform) || parser.isSet(gpuArch)))
            return usageError(QStringLiteral("--target is --platform and --gpu-arch in one; give "
                                             "one or the other"));
        if (parser.isSet(target)) {
            if (const auto pair = Nvcre::parseTargetSpelling(parser.value(target)); !pair)
                return usageError(pair.error().message);
        }
        if (parser.isSet(dryRun) && (parser.isSet(gpuArch) || parser.isSet(target)))
            return usageError(QStringLiteral("--gpu-arch cannot be combined with --dry-run: "
                                             "--dry-run discovers the real nodes and detects "
                                             "their architecture"));
        if (parser.isSet(dryRun) && parser.isSet(cluster.snapshot))
            return usageError(QStringLiteral("--snapshot and --dry-run are two node sources; "
                                             "give one"));
        if (!parser.isSet(dryRun) &&
            (parser.isSet(cluster.kubeconfig) || parser.isSet(cluster.context)))
            return usageError(QStringLiteral("--kubeconfig and --context read a live cluster; "
                                             "they go with --dry-run"));
        Nvcre::DetectionInput probe;
        probe.platformOverride = parser.value(platform);
        probe.gpuArchOverride = parser.value(gpuArch);
        if (parser.isSet(platform) && probe.platformOverride.isEmpty())
            return usageError(QStringLiteral("--platform needs a value"));
        if (parser.isSet(gpuArch) && probe.gpuArchOverride.isEmpty())
            return usageError(QStringLiteral("--gpu-arch needs a value"));
        if (const auto checked = Nvcre::detect(probe); !checked)
            return usageError(checked.error().message);
        return -1;
    }

    /// The render job's params for FILE as the flags say, reading the cluster for --snapshot
    /// or --dry-run. -1 to go on, else the exit code.
    int params(const QCommandLineParser &parser, Nvcre::RenderInputKind kind, const QString &what,
               Nvcre::RenderParams &out) const
    {
        out.kind = kind;
        out.inputFile = parser.positionalArguments().constFirst();
        out.platform = parser.value(platform);
        out.gpuArchitecture = parser.value(gpuArch);
        if (parser.isSet(target)) { // checked by check()
            const auto pair = Nvcre::parseTargetSpelling(parser.value(target));
            out.platform = pair ? pair->first : QString();
            out.gpuArchitecture = pair ? pair->second : QString();
        }
        out.catalogDir = parser.value(catalogDir);
        out.withDiffLines = false;
        if (!parser.isSet(dryRun) && !parser.isSet(cluster.snapshot)) {
            out.nodes = Nvcre::RenderNodeSource::Offline;
            return -1;
        }
        Kube::ClusterReadOptions read;
        read.deviceClasses = false;
        read.pods = true;
        // Detection reads kube-system's TCPXO installer pods only.
        read.podsNamespace = QStringLiteral("kube-system");
        Kube::ClusterRead clusterRead;
        if (const int code = loadCluster(parser, cluster, what, clusterRead, read); code >= 0)
            return code;
        out.nodes = Nvcre::RenderNodeSource::Cluster;
        out.cluster = clusterRead.snapshot;
        return -1;
    }
};

std::optional<OutputFormat> outputFormatOf(const QCommandLineParser &parser,
                                           const QCommandLineOption &option)
{
    if (!parser.isSet(option))
        return OutputFormat::Yaml;
    return checkedFormat(parser, option, {OutputFormat::Json, OutputFormat::Yaml});
}

/// Both render commands: flags, the render job, its notes and events on stderr, the Workflows.
int runRender(const Command &command, const QStringList &args, Nvcre::RenderInputKind kind,
              const QString &what, const QString &fileHelp)
{
    QCommandLineParser parser;
    RenderFlags flags;
    parser.addOptions(flags.all());
    parser.addPositionalArgument(QStringLiteral("FILE"), fileHelp);
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    const auto format = outputFormatOf(parser, flags.cluster.output);
    if (!format)
        return ExitUsage;
    if (const int code = flags.check(parser, what); code >= 0)
        return code;
    Nvcre::RenderParams params;
    if (const int code = flags.params(parser, kind, what, params); code >= 0)
        return code;
    const Result<Nvcre::RenderResult> render = Nvcre::RenderJob(params).exec();
    if (!render)
        return reportError(render.error());
    for (const QString &line : render->detectionNotes)
        printErr(printable(line) + QLatin1Char('\n'));
    printWarnings(render->targetWarnings);
    printEvents(render->events);
    QList<QJsonObject> workflows;
    for (const Nvcre::RenderedWorkflow &document : render->documents)
        workflows << document.rendered;
    printWorkflows(workflows, *format);
    return ExitOk;
}

int runCertificationRender(const Command &command, const QStringList &args)
{
    return runRender(command, args, Nvcre::RenderInputKind::Certification,
                     QStringLiteral("certification render"),
                     QStringLiteral("The Certification (YAML or JSON)."));
}

int runWorkloadRunRender(const Command &command, const QStringList &args)
{
    return runRender(command, args, Nvcre::RenderInputKind::WorkloadRun,
                     QStringLiteral("workloadrun render"),
                     QStringLiteral("The WorkloadRun (YAML or JSON)."));
}

} // namespace

QList<Command> certificationCommands()
{
    Command cert;
    cert.words = {QStringLiteral("certification"), QStringLiteral("render")};
    cert.group = CommandGroup::Certification;
    cert.synopsis = QStringLiteral("FILE [--platform P] [--gpu-arch A] [--target P/A] [--snapshot "
                                   "F | --dry-run "
                                   "[--kubeconfig FILE] [--context C]] [--catalog DIR] "
                                   "[-o yaml|json]");
    cert.description = QStringLiteral(
        "Render a Certification into one Workflow per category from the catalog, sized by the "
        "GPU defaults and with the platform overrides resolved; warnings and events on stderr.");
    cert.examples = {
        {QStringLiteral("A Certification's Workflows for an AWS H100 platform"),
         QStringLiteral("accelctl certification render cert.yaml --platform aws --gpu-arch h100"),
         QStringLiteral("a Certification file (cert.yaml)")},
    };
    cert.run = [cert](const QStringList &args) { return runCertificationRender(cert, args); };

    Command run;
    run.words = {QStringLiteral("workloadrun"), QStringLiteral("render")};
    run.group = CommandGroup::Certification;
    run.synopsis = cert.synopsis;
    run.description = QStringLiteral(
        "Render a WorkloadRun into its Workflow with the catalog's platform overrides resolved; "
        "warnings and events on stderr.");
    run.examples = {
        {QStringLiteral("A WorkloadRun's Workflow with the platform's overrides"),
         QStringLiteral("accelctl workloadrun render run.yaml --platform aws --gpu-arch h100"),
         QStringLiteral("a WorkloadRun file (run.yaml)")},
    };
    run.run = [run](const QStringList &args) { return runWorkloadRunRender(run, args); };
    return {cert, run};
}

} // namespace Accel::Cli
