// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl claim ...`: claims by media capability (issue 7, section 4; spec
// dra-media-capability-claims.txt). Each subcommand is its own Command with its own parser, so
// `claim match` joins `claim render` here as one more entry in claimCommands().
#include "cli.h"
#include "clustersource.h"
#include "output.h"

#include "doc/documentreader.h"
#include "dra/allocation.h"
#include "dra/allocationpreview.h"
#include "dra/claimrender.h"
#include "dra/classconflict.h"
#include "dra/gpuclaim.h"
#include "dra/inventory.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace Accel::Cli {

namespace {

/// -o for commands that print manifests: yaml (the default, multi-document) or json.
QCommandLineOption manifestOutputOption()
{
    return QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")},
                              QStringLiteral("Output format: yaml (default, one document per "
                                             "object) or json (a v1 List)."),
                              QStringLiteral("format"), QStringLiteral("yaml"));
}

struct RenderOptions
{
    QCommandLineOption name{QStringLiteral("name"),
                            QStringLiteral("The ResourceClaimTemplate's name, and the capability "
                                           "DeviceClass's (a DNS subdomain, e.g. decode-10bit)."),
                            QStringLiteral("N")};
    QCommandLineOption require{
        QStringLiteral("require"),
        QStringLiteral("A media.liken.sh capability the GPU must state (e.g. decodeHEVCMain10). "
                       "Repeat it or separate names with commas; further arguments count too."),
        QStringLiteral("CAP")};
    QCommandLineOption renderClass{
        QStringLiteral("render-class"),
        QStringLiteral("Claim render nodes through this existing class (e.g. display-render) "
                       "instead of rendering the gpu-render class."),
        QStringLiteral("C")};
    QCommandLineOption selectorForm{
        QStringLiteral("selector-form"),
        QStringLiteral(
            "Put the capabilities in a selector on the decodes request, over the "
            "generic class media-gpu, which selects every media.liken.sh device, instead of "
            "in a class of their own.")};
    QCommandLineOption output = manifestOutputOption();
    // A GPU by what its driver publishes (issue 33), instead of media capabilities.
    QCommandLineOption driver{
        QStringLiteral("driver"),
        QStringLiteral("Claim a GPU of this DRA driver by what it publishes (gpu.nvidia.com, "
                       "gpu.amd.com, gpu.intel.com, gpu.example.com) instead of by media "
                       "capability; default gpu.nvidia.com when --product, --min-memory, "
                       "--architecture, --min-compute-capability, --mig-profile or --same-gpu "
                       "is given."),
        QStringLiteral("D")};
    QCommandLineOption product{QStringLiteral("product"),
                               QStringLiteral("Exactly this product (e.g. \"NVIDIA H100 80GB "
                                              "HBM3\")."),
                               QStringLiteral("P")};
    QCommandLineOption minMemory{QStringLiteral("min-memory"),
                                 QStringLiteral("Memory at least Q (a quantity, e.g. 40Gi)."),
                                 QStringLiteral("Q")};
    QCommandLineOption architecture{QStringLiteral("architecture"),
                                    QStringLiteral("Exactly this architecture (e.g. Hopper)."),
                                    QStringLiteral("A")};
    QCommandLineOption minComputeCapability{
        QStringLiteral("min-compute-capability"),
        QStringLiteral("CUDA compute capability at least V (e.g. 8.0)."), QStringLiteral("V")};
    QCommandLineOption migProfile{
        QStringLiteral("mig-profile"),
        QStringLiteral("A MIG device (a partition) of this profile (e.g. 1g.10gb) instead of a "
                       "whole GPU."),
        QStringLiteral("P")};
    QCommandLineOption sameGpu{
        QStringLiteral("same-gpu"),
        QStringLiteral("Two requests for partitions of one physical GPU (matchAttribute, as the "
                       "driver's quickstart writes it).")};
    QCommandLineOption count{QStringLiteral("count"),
                             QStringLiteral("Devices per request (default 1)."),
                             QStringLiteral("N")};

    bool gpuMode(const QCommandLineParser &parser) const
    {
        for (const QCommandLineOption *o : {&driver, &product, &minMemory, &architecture,
                                            &minComputeCapability, &migProfile, &sameGpu, &count})
            if (parser.isSet(*o))
                return true;
        return false;
    }
};

/// "the cluster (SOURCE)", naming the cluster in warnings.
QString clusterLabel(const Kube::ClusterSnapshot &snapshot)
{
    return QStringLiteral("the cluster (%1)").arg(snapshot.source());
}

int runClaimRender(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    RenderOptions options;
    ClusterOptions cluster;
    parser.addOptions(
        {options.name, options.require, options.renderClass, options.selectorForm, options.output});
    parser.addOptions({options.driver, options.product, options.minMemory, options.architecture,
                       options.minComputeCapability, options.migProfile, options.sameGpu,
                       options.count});
    parser.addOptions(cluster.sources());
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    const auto format =
        checkedFormat(parser, options.output, {OutputFormat::Yaml, OutputFormat::Json});
    if (!format)
        return ExitUsage;
    if (!parser.isSet(options.name))
        return usageError(QStringLiteral("claim render needs --name N"));
    const bool againstCluster = parser.isSet(cluster.snapshot) || parser.isSet(cluster.demo) ||
                                parser.isSet(cluster.kubeconfig) || parser.isSet(cluster.context);

    if (options.gpuMode(parser)) {
        if (parser.isSet(options.require) || parser.isSet(options.renderClass) ||
            parser.isSet(options.selectorForm) || !parser.positionalArguments().isEmpty())
            return usageError(QStringLiteral("claim render: --require, --render-class and "
                                             "--selector-form claim by media capability; they "
                                             "do not go with --driver, --product and the other "
                                             "GPU criteria"));
        Dra::GpuClaimRequest gpu;
        gpu.name = parser.value(options.name);
        gpu.driver = parser.isSet(options.driver) ? parser.value(options.driver)
                                                  : QString(Dra::NvidiaDriver);
        gpu.product = parser.value(options.product);
        gpu.minMemory = parser.value(options.minMemory);
        gpu.architecture = parser.value(options.architecture);
        gpu.minComputeCapability = parser.value(options.minComputeCapability);
        gpu.profile = parser.value(options.migProfile);
        gpu.sameGpu = parser.isSet(options.sameGpu);
        if (parser.isSet(options.count)) {
            bool ok = false;
            gpu.count = parser.value(options.count).toInt(&ok);
            if (!ok)
                return usageError(QStringLiteral("claim render: --count must be a number, not "
                                                 "\"%1\"")
                                      .arg(parser.value(options.count)));
        }
        const Result<Dra::ClaimRendering> rendered = Dra::renderGpuClaim(gpu);
        if (!rendered)
            return reportError(rendered.error());
        if (againstCluster) {
            Kube::ClusterSnapshot snapshot;
            Kube::ClusterReadOptions what;
            what.pods = false;
            what.allocationState = false;
            if (const int code =
                    loadSnapshot(parser, cluster, QStringLiteral("claim render"), snapshot, what);
                code >= 0)
                return code;
            // The template names the driver's class: say when the cluster lacks it.
            printWarnings(Dra::missingClasses(rendered->objects, snapshot.deviceClasses(),
                                              clusterLabel(snapshot)));
        }
        if (*format == OutputFormat::Yaml)
            printOut(rendered->toYaml());
        else
            printData(rendered->toJson(), OutputFormat::Json);
        return ExitOk;
    }

    Dra::ClaimRenderRequest request;
    request.name = parser.value(options.name);
    for (const QString &value : parser.values(options.require) + parser.positionalArguments()) {
        for (const QString &part : value.split(QLatin1Char(','), Qt::SkipEmptyParts))
            request.capabilities << part.trimmed();
    }
    if (request.capabilities.isEmpty()) {
        return usageError(QStringLiteral("claim render needs at least one --require CAP (known: "
                                         "%1)")
                              .arg(Dra::knownCapabilities().join(QStringLiteral(", "))));
    }
    if (parser.isSet(options.renderClass)) {
        request.existingRenderClass = parser.value(options.renderClass);
        if (request.existingRenderClass.isEmpty())
            return usageError(QStringLiteral("--render-class needs a class name"));
    }
    request.selectorForm = parser.isSet(options.selectorForm);

    const Result<Dra::ClaimRendering> rendered = Dra::renderClaim(request);
    if (!rendered)
        return reportError(rendered.error());
    printWarnings(rendered->warnings);
    // Against a cluster only when one is named: the render itself is offline.
    if (againstCluster) {
        Kube::ClusterSnapshot snapshot;
        Kube::ClusterReadOptions what;
        what.pods = false;
        what.allocationState = false;
        if (const int code =
                loadSnapshot(parser, cluster, QStringLiteral("claim render"), snapshot, what);
            code >= 0)
            return code;
        // The Claims panel's rule: a rendered class the cluster has with other selectors.
        printWarnings(Dra::ClassConflict::warnings(
            Dra::classConflicts(rendered->objects, snapshot.deviceClasses()),
            clusterLabel(snapshot)));
    }
    if (*format == OutputFormat::Yaml)
        printOut(rendered->toYaml());
    else
        printData(rendered->toJson(), OutputFormat::Json);
    return ExitOk;
}

struct MatchOptions
{
    QCommandLineOption claim{
        QStringLiteral("claim"),
        QStringLiteral("ResourceClaims and ResourceClaimTemplates to preview (YAML or JSON, "
                       "several documents or a List; repeatable). DeviceClasses in the file "
                       "count as --class."),
        QStringLiteral("FILE")};
    QCommandLineOption deviceClass{
        QStringLiteral("class"),
        QStringLiteral("DeviceClasses to use beside the cluster's (repeatable); on a name clash "
                       "the file wins."),
        QStringLiteral("FILE")};
    QCommandLineOption featureGates{
        QStringLiteral("feature-gates"),
        QStringLiteral("kube-scheduler feature gates, GATE=true|false,... (DRAPrioritizedList, "
                       "DRAPartitionableDevices, DRADeviceTaints, DRADeviceTaintRules, "
                       "DRAAdminAccess, DRAConsumableCapacity, DRADeviceBindingConditions, "
                       "DRAListTypeAttributes); the defaults follow the cluster's release."),
        QStringLiteral("GATES")};
    QCommandLineOption node{QStringLiteral("node"),
                            QStringLiteral("The node to allocate on (claim allocate)."),
                            QStringLiteral("NAME")};
};

/// "gpu=pci-0000-03-00-0, decodes=pci-0000-03-00-0".
QString chosenCell(const Dra::NodeOutcome &node)
{
    if (!node.qualifies)
        return QStringLiteral("-");
    QStringList parts;
    for (const Dra::RequestOutcome &request : node.requests) {
        QStringList devices;
        for (const Dra::AllocationDeviceRef &ref : request.chosen)
            devices << ref.device;
        parts << request.request + QLatin1Char('=') + devices.join(QLatin1Char('+'));
    }
    return parts.join(QStringLiteral(", "));
}

QString reasonCell(const Dra::NodeOutcome &node)
{
    if (node.qualifies)
        return QStringLiteral("-");
    QString reason = node.reasons.value(0, QStringLiteral("-"));
    if (node.likelyFailedQuery)
        reason += QStringLiteral(" (likely cause: a failed capability query)");
    return reason;
}

int runClaimMatch(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    MatchOptions options;
    ClusterOptions cluster;
    cluster.output = outputOption({OutputFormat::Table, OutputFormat::Json});
    parser.addOptions({options.claim, options.deviceClass, options.featureGates});
    parser.addOptions(cluster.sources());
    parser.addOption(cluster.output);
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (const int code = requireNoArguments(parser, command); code >= 0)
        return code;
    const auto format =
        checkedFormat(parser, cluster.output, {OutputFormat::Table, OutputFormat::Json});
    if (!format)
        return ExitUsage;
    if (!parser.isSet(options.claim))
        return usageError(QStringLiteral("claim match needs --claim FILE"));

    const Result<Dra::ClaimFiles> files =
        Dra::readClaimFiles(parser.values(options.claim), parser.values(options.deviceClass));
    if (!files)
        return reportError(files.error());

    Kube::ClusterSnapshot snapshot;
    Kube::ClusterReadOptions what;
    what.pods = false;
    if (const int code =
            loadSnapshot(parser, cluster, QStringLiteral("claim match"), snapshot, what);
        code >= 0)
        return code;
    const Dra::ClaimFileMatch match = Dra::matchClaimFiles(*files, snapshot, clusterLabel(snapshot),
                                                           parser.value(options.featureGates));
    printWarnings(match.warnings);
    const Result<QList<Dra::ClaimOutcome>> &outcomes = match.outcomes;
    if (!outcomes)
        return reportError(outcomes.error());
    for (const Dra::ClaimOutcome &outcome : *outcomes) {
        if (!outcome.anyQualifies)
            printErr(QStringLiteral("%1 %2: no node qualifies; a pod using it would stay "
                                    "Pending\n")
                         .arg(printable(outcome.kind), printable(outcome.claim)));
    }

    if (*format == OutputFormat::Json) {
        QJsonArray list;
        for (const Dra::ClaimOutcome &outcome : *outcomes)
            list.append(outcome.toJson());
        printData(QJsonObject{{QStringLiteral("advisory"), Dra::advisoryNote()},
                              {QStringLiteral("source"), snapshot.source()},
                              {QStringLiteral("claims"), list}},
                  OutputFormat::Json);
        return ExitOk;
    }
    QString text;
    for (const Dra::ClaimOutcome &outcome : *outcomes) {
        if (!text.isEmpty())
            text += QLatin1Char('\n');
        text += QStringLiteral("%1 %2\n").arg(printable(outcome.kind), printable(outcome.claim));
        QList<QStringList> rows;
        for (const Dra::NodeOutcome &node : outcome.nodes) {
            rows << QStringList{node.node,
                                node.error       ? QStringLiteral("error")
                                : node.qualifies ? QStringLiteral("yes")
                                                 : QStringLiteral("no"),
                                chosenCell(node), reasonCell(node)};
        }
        text += formatTable({QStringLiteral("NODE"), QStringLiteral("QUALIFIES"),
                             QStringLiteral("CHOSEN"), QStringLiteral("REASON")},
                            rows);
        for (const QString &line : outcome.advice)
            text += printable(line) + QLatin1Char('\n');
    }
    text += QStringLiteral("\nnote: ") + Dra::advisoryNote() + QLatin1Char('\n');
    printOut(text);
    return ExitOk;
}

/// One row per device result: CLAIM, REQUEST, DEVICE (driver/pool/device), NOTE.
QString allocationTable(const Dra::AllocateReport &report)
{
    QList<QStringList> rows;
    for (qsizetype i = 0; i < report.claims.size() && i < report.outcome.allocations.size(); ++i) {
        const QJsonObject meta = report.claims[i].value(QLatin1String("metadata")).toObject();
        const QString ns = meta.value(QLatin1String("namespace")).toString();
        const QString name = meta.value(QLatin1String("name")).toString();
        const QJsonArray results = report.outcome.allocations[i]
                                       .value(QLatin1String("devices"))
                                       .toObject()
                                       .value(QLatin1String("results"))
                                       .toArray();
        for (const QJsonValue &v : results) {
            const QJsonObject r = v.toObject();
            QStringList notes;
            if (r.value(QLatin1String("adminAccess")).toBool())
                notes << QStringLiteral("admin access");
            if (r.contains(QLatin1String("shareID"))) {
                QStringList caps;
                const QJsonObject consumed = r.value(QLatin1String("consumedCapacity")).toObject();
                for (auto it = consumed.begin(); it != consumed.end(); ++it)
                    caps << it.key() + QLatin1Char('=') + it.value().toString();
                notes << QStringLiteral("shared") +
                             (caps.isEmpty() ? QString()
                                             : QStringLiteral(" (%1)").arg(caps.join(u", ")));
            }
            if (r.contains(QLatin1String("bindingConditions")))
                notes << QStringLiteral("waits for %1")
                             .arg(r.value(QLatin1String("bindingConditions"))
                                      .toVariant()
                                      .toStringList()
                                      .join(u", "));
            rows << QStringList{ns.isEmpty() ? name : ns + QLatin1Char('/') + name,
                                r.value(QLatin1String("request")).toString(),
                                r.value(QLatin1String("driver")).toString() + QLatin1Char('/') +
                                    r.value(QLatin1String("pool")).toString() + QLatin1Char('/') +
                                    r.value(QLatin1String("device")).toString(),
                                notes.isEmpty() ? QStringLiteral("-") : notes.join(u"; ")};
        }
    }
    return formatTable({QStringLiteral("CLAIM"), QStringLiteral("REQUEST"),
                        QStringLiteral("DEVICE"), QStringLiteral("NOTE")},
                       rows);
}

int runClaimAllocate(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    MatchOptions options;
    ClusterOptions cluster;
    parser.addOptions({options.claim, options.deviceClass, options.node, options.featureGates});
    parser.addOptions(cluster.sources());
    parser.addOption(cluster.output);
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (const int code = requireNoArguments(parser, command); code >= 0)
        return code;
    const auto format = checkedFormat(
        parser, cluster.output, {OutputFormat::Table, OutputFormat::Json, OutputFormat::Yaml});
    if (!format)
        return ExitUsage;
    if (!parser.isSet(options.claim))
        return usageError(QStringLiteral("claim allocate needs --claim FILE"));
    if (!parser.isSet(options.node))
        return usageError(QStringLiteral("claim allocate needs --node NAME"));

    // With -o json, an error is also a JSON object on stdout (DESIGN.md, `claim allocate`):
    // reportError prints it, as for every command.
    const auto failWith = [](const Error &error) { return reportError(error); };
    const Result<Dra::ClaimFiles> files =
        Dra::readClaimFiles(parser.values(options.claim), parser.values(options.deviceClass));
    if (!files)
        return failWith(files.error());
    Kube::ClusterSnapshot snapshot;
    Kube::ClusterReadOptions what;
    what.pods = false;
    if (const int code =
            loadSnapshot(parser, cluster, QStringLiteral("claim allocate"), snapshot, what);
        code >= 0)
        return code;

    Dra::AllocateRequest request;
    request.claims = files->claims;
    request.classes = files->classFileClasses + files->claimFileClasses;
    request.node = parser.value(options.node);
    request.featureGates = parser.value(options.featureGates);
    const Result<Dra::AllocateReport> report = Dra::allocateOnNode(snapshot, request);
    if (!report)
        return failWith(report.error());
    printWarnings(files->warnings + report->warnings);
    if (*format != OutputFormat::Table) {
        printData(report->toJson(), *format);
        return ExitOk;
    }
    QStringList on;
    QStringList off;
    const QJsonObject gates = report->gates.toJson();
    for (auto it = gates.begin(); it != gates.end(); ++it)
        (it.value().toBool() ? on : off) << it.key();
    QString text = QStringLiteral("node %1: %2\n")
                       .arg(printable(report->node), report->outcome.allocated
                                                         ? QStringLiteral("allocated")
                                                         : QStringLiteral("not allocatable"));
    text += QStringLiteral("feature gates (release %1, %2): on %3; off %4\n")
                .arg(printable(report->release),
                     report->releaseFrom == QLatin1String("cluster")
                         ? QStringLiteral("from the cluster")
                         : QStringLiteral("newest known"),
                     on.isEmpty() ? QStringLiteral("none") : on.join(u", "),
                     off.isEmpty() ? QStringLiteral("none") : off.join(u", "));
    if (report->outcome.allocated) {
        text += QLatin1Char('\n') + allocationTable(*report);
        for (const QString &note : report->outcome.notes)
            text += QStringLiteral("note: ") + printable(note) + QLatin1Char('\n');
    } else {
        for (const QString &reason : report->outcome.reasons)
            text += QStringLiteral("  ") + printable(reason) + QLatin1Char('\n');
    }
    printOut(text);
    return ExitOk;
}

} // namespace

QList<Command> claimCommands()
{
    Command render;
    render.words = {QStringLiteral("claim"), QStringLiteral("render")};
    render.group = CommandGroup::Claims;
    render.synopsis = QStringLiteral(
        "--name N (--require CAP... [--render-class C] [--selector-form] | [--driver D] "
        "[--product P] [--min-memory Q] [--architecture A] [--min-compute-capability V] "
        "[--mig-profile P] [--same-gpu] [--count N]) [--kubeconfig FILE] [--context C | "
        "--snapshot FILE | --demo] [-o yaml|json]");
    render.description = QStringLiteral(
        "Render the DeviceClasses and ResourceClaimTemplate that claim a GPU by media "
        "capability. The template pairs a liken render node with the media.liken.sh device of "
        "the same GPU (matchAttribute resource.kubernetes.io/pciBusID); the pod snippet that "
        "names it follows as a comment. With a cluster (--kubeconfig, --context, --snapshot or "
        "--demo), a warning names each rendered DeviceClass the cluster has with other "
        "selectors, which applying would replace. With --driver or a GPU criterion (--product, "
        "--min-memory, --architecture, --min-compute-capability, --mig-profile, --same-gpu), "
        "render a ResourceClaimTemplate for a GPU or MIG device by what its driver publishes, "
        "over the driver's own DeviceClass (gpu.nvidia.com, mig.nvidia.com), with a warning "
        "when the cluster lacks that class.");
    render.examples = {
        {QStringLiteral("A claim for one NVIDIA GPU with 40 GiB or more"),
         QStringLiteral("accelctl claim render --name big-gpu --driver gpu.nvidia.com --min-memory "
                        "40Gi > claim.yaml")},
        {QStringLiteral("Checked against the demo cluster's DeviceClasses"),
         QStringLiteral("accelctl claim render --name big-gpu --driver gpu.nvidia.com --min-memory "
                        "40Gi --demo")},
    };
    render.run = [render](const QStringList &args) { return runClaimRender(render, args); };

    Command match;
    match.words = {QStringLiteral("claim"), QStringLiteral("match")};
    match.group = CommandGroup::Claims;
    match.synopsis = QStringLiteral(
        "--claim FILE [--class FILE...] [--feature-gates G=true|false,...] [--kubeconfig FILE] "
        "[--context C | --snapshot FILE | --demo] [-o table|json]");
    match.description = QStringLiteral(
        "Preview which nodes could allocate a ResourceClaim or ResourceClaimTemplate: class and "
        "request selectors, counts, firstAvailable and constraints, devices other claims hold, "
        "taints, shared counters and capacity, with the reason each other node fails. "
        "Advisory: the scheduler decides.");
    match.examples = {
        {QStringLiteral("Which demo nodes could allocate a claim"),
         QStringLiteral("accelctl claim render --name big-gpu --driver gpu.nvidia.com --min-memory "
                        "40Gi > claim.yaml && accelctl claim match --claim claim.yaml --demo")},
    };
    match.run = [match](const QStringList &args) { return runClaimMatch(match, args); };

    Command allocate;
    allocate.words = {QStringLiteral("claim"), QStringLiteral("allocate")};
    allocate.group = CommandGroup::Claims;
    allocate.synopsis = QStringLiteral(
        "--claim FILE... --node NAME [--class FILE...] [--feature-gates G=true|false,...] "
        "[--kubeconfig FILE] [--context C | --snapshot FILE | --demo] [-o table|json|yaml]");
    allocate.description = QStringLiteral(
        "Allocate the claims in the files together on one node, as kube-scheduler's DRA "
        "allocator would: devices other claims hold, taints, shared counters, consumable "
        "capacity, admin access and binding conditions count. Prints the status.allocation the "
        "scheduler would write, or why the node cannot hold the claims (exit 0 either way).");
    allocate.examples = {
        {QStringLiteral("Allocate a claim on one demo node as kube-scheduler would"),
         QStringLiteral(
             "accelctl claim render --name big-gpu --driver gpu.nvidia.com --min-memory 40Gi > "
             "claim.yaml && accelctl claim allocate --claim claim.yaml --node h100-1 --demo")},
    };
    allocate.run = [allocate](const QStringList &args) { return runClaimAllocate(allocate, args); };
    return {render, match, allocate};
}

} // namespace Accel::Cli
