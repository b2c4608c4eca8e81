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
        return {platform,         gpuArch,
                cluster.snapshot, dryRun,
                catalogDir,       cluster.kubeconfig,
                cluster.context,  cluster.requestTimeout,
                cluster.caFile,   cluster.output};
    }

    /// -1 to go on, else the exit code. Flag rules: CRE's (--gpu-arch with --dry-run is a
    /// usage error), then the platform and architecture values before any file is read.
    int check(const QCommandLineParser &parser, const QString &what) const
    {
        if (parser.positionalArguments().size() != 1)
            return usageError(QStringLiteral("%1 takes one file, got %2 arguments")
                                  .arg(what)
                                  .arg(parser.positionalArguments().size()));
        if (parser.isSet(dryRun) && parser.isSet(gpuArch))
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

    int catalog(const QCommandLineParser &parser, Nvcre::Catalog &out) const
    {
        const Result<Nvcre::Catalog> loaded = parser.isSet(catalogDir)
                                                  ? Nvcre::Catalog::load(parser.value(catalogDir))
                                                  : Nvcre::Catalog::embedded();
        if (!loaded)
            return reportError(loaded.error());
        out = *loaded;
        return -1;
    }

    /// Detection offline (flags), on a snapshot, or on the live cluster.
    int detection(const QCommandLineParser &parser, const Nvcre::TargetSelector &target,
                  const QString &what, int mlnxPerNode, const QString &nicResourceName,
                  Nvcre::RenderDetection &out) const
    {
        if (!parser.isSet(dryRun) && !parser.isSet(cluster.snapshot)) {
            const auto offline =
                Nvcre::offlineDetection(target, parser.value(platform), parser.value(gpuArch));
            if (!offline)
                return reportError(offline.error());
            out = *offline;
            return -1;
        }
        Kube::ClusterReadOptions read;
        read.deviceClasses = false;
        read.pods = true;
        // Detection reads kube-system's TCPXO installer pods only.
        read.podsNamespace = QStringLiteral("kube-system");
        Nvcre::DetectionInput input;
        Kube::ClusterRead clusterRead;
        if (const int code = loadCluster(parser, cluster, what, clusterRead, read); code >= 0)
            return code;
        Nvcre::setCluster(input, clusterRead.snapshot);
        input.target = target;
        input.platformOverride = parser.value(platform);
        input.gpuArchOverride = parser.value(gpuArch);
        input.mlnxPerNodeOption = mlnxPerNode;
        input.nicResourceNameOption = nicResourceName;
        const auto detected = Nvcre::clusterDetection(input);
        if (!detected)
            return reportError(detected.error());
        out = *detected;
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

int runCertificationRender(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    RenderFlags flags;
    parser.addOptions(flags.all());
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("The Certification (YAML or JSON)."));
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    const auto format = outputFormatOf(parser, flags.cluster.output);
    if (!format)
        return ExitUsage;
    if (const int code = flags.check(parser, QStringLiteral("certification render")); code >= 0)
        return code;
    Nvcre::Catalog catalog;
    if (const int code = flags.catalog(parser, catalog); code >= 0)
        return code;
    const auto cert = Nvcre::readCertificationFile(parser.positionalArguments().constFirst());
    if (!cert)
        return reportError(cert.error());
    Nvcre::RenderDetection detection;
    const QJsonValue mlnx = cert->options.value(QStringLiteral("mlnxPerNode"));
    if (const int code = flags.detection(
            parser, cert->target, QStringLiteral("certification render"),
            mlnx.isDouble() ? mlnx.toInt() : -1,
            cert->options.value(QStringLiteral("nicResourceName")).toString(), detection);
        code >= 0)
        return code;
    const auto render = Nvcre::renderCertification(*cert, catalog, detection);
    if (!render)
        return reportError(render.error());
    for (const QString &line : Nvcre::detectionSummary(
             detection,
             !cert->options.value(QStringLiteral("nicResourceName")).toString().isEmpty()))
        printErr(line + QLatin1Char('\n'));
    printEvents(render->events);
    QList<QJsonObject> workflows;
    for (const Nvcre::CategoryRender &c : render->categories)
        workflows << c.workflow;
    printWorkflows(workflows, *format);
    return ExitOk;
}

int runWorkloadRunRender(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    RenderFlags flags;
    parser.addOptions(flags.all());
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("The WorkloadRun (YAML or JSON)."));
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    const auto format = outputFormatOf(parser, flags.cluster.output);
    if (!format)
        return ExitUsage;
    if (const int code = flags.check(parser, QStringLiteral("workloadrun render")); code >= 0)
        return code;
    Nvcre::Catalog catalog;
    if (const int code = flags.catalog(parser, catalog); code >= 0)
        return code;
    const auto run = Nvcre::readWorkloadRunFile(parser.positionalArguments().constFirst());
    if (!run)
        return reportError(run.error());
    // The same reading of spec.target as a Certification's (includeUnschedulable too).
    const Nvcre::TargetSelector target =
        Nvcre::TargetSelector::fromJson(run->spec.value(QStringLiteral("target")).toObject());
    Nvcre::RenderDetection detection;
    const QJsonValue mlnx = run->spec.value(QStringLiteral("mlnxPerNode"));
    if (const int code = flags.detection(
            parser, target, QStringLiteral("workloadrun render"),
            mlnx.isDouble() ? mlnx.toInt() : -1,
            run->spec.value(QStringLiteral("nicResourceName")).toString(), detection);
        code >= 0)
        return code;
    const auto render =
        Nvcre::renderWorkloadRun(*run, catalog, detection, parser.isSet(flags.platform));
    if (!render)
        return reportError(render.error());
    for (const QString &line : Nvcre::detectionSummary(
             detection, !run->spec.value(QStringLiteral("nicResourceName")).toString().isEmpty()))
        printErr(line + QLatin1Char('\n'));
    printEvents(render->events);
    printWorkflows({render->workflow}, *format);
    return ExitOk;
}

} // namespace

QList<Command> certificationCommands()
{
    Command cert;
    cert.words = {QStringLiteral("certification"), QStringLiteral("render")};
    cert.synopsis = QStringLiteral("FILE [--platform P] [--gpu-arch A] [--snapshot F | --dry-run "
                                   "[--kubeconfig FILE] [--context C]] [--catalog DIR] "
                                   "[-o yaml|json]");
    cert.description = QStringLiteral(
        "Render a Certification into one Workflow per category from the catalog, sized by the "
        "GPU defaults and with the platform overrides resolved; warnings and events on stderr.");
    cert.run = [cert](const QStringList &args) { return runCertificationRender(cert, args); };

    Command run;
    run.words = {QStringLiteral("workloadrun"), QStringLiteral("render")};
    run.synopsis = cert.synopsis;
    run.description = QStringLiteral(
        "Render a WorkloadRun into its Workflow with the catalog's platform overrides resolved; "
        "warnings and events on stderr.");
    run.run = [run](const QStringList &args) { return runWorkloadRunRender(run, args); };
    return {cert, run};
}

} // namespace Accel::Cli
