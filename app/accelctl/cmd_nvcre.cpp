// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Certification rendering commands (issue 8): `cluster info` here; the render commands are
// appended to nvcreCommands() below.
#include "cli.h"
#include "clustersource.h"
#include "output.h"

#include "kube/clusterreader.h"
#include "kube/snapshot.h"
#include "nvcre/detection.h"
#include "nvcre/gpudefaults.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace Accel::Cli {

void printEvents(const QList<Nvcre::NvcreEvent> &events)
{
    for (const Nvcre::NvcreEvent &event : events)
        printErr(printable(event.type) + QLatin1Char(' ') + printable(event.reason) +
                 QStringLiteral(": ") + printable(event.message) + QLatin1Char('\n'));
}

namespace {

/// `--platform P` and `--gpu-arch A`, validated against the lists the errors name.
struct DetectionFlags
{
    QCommandLineOption platform{QStringLiteral("platform"),
                                QStringLiteral("Use platform P instead of detecting it (aws, "
                                               "gcp, azure, oci, onprem, togetherai, mistral, "
                                               "forge, nscale)."),
                                QStringLiteral("P")};
    QCommandLineOption gpuArch{QStringLiteral("gpu-arch"),
                               QStringLiteral("Use GPU architecture A instead of the majority "
                                              "vote of the nodes' nvidia.com/gpu.product labels "
                                              "(a100, b200, b300, gb200, gb300, h100, h200, l40, "
                                              "l40s, rtxpro6000)."),
                               QStringLiteral("A")};

    /// -1 when both are valid, else ExitUsage after printing the error (which lists the valid
    /// values).
    int check(const QCommandLineParser &parser) const
    {
        Nvcre::DetectionInput probe;
        probe.platformOverride = parser.value(platform);
        probe.gpuArchOverride = parser.value(gpuArch);
        if (parser.isSet(platform) && probe.platformOverride.isEmpty())
            return usageError(QStringLiteral("--platform needs a value"));
        if (parser.isSet(gpuArch) && probe.gpuArchOverride.isEmpty())
            return usageError(QStringLiteral("--gpu-arch needs a value"));
        const Result<Nvcre::DetectionResult> checked = Nvcre::detect(probe);
        if (!checked)
            return usageError(checked.error().message);
        return -1;
    }
};

/// Spec "On-prem clusters": an architecture missing from the GPU defaults table falls back to
/// four GPUs and no NICs, and cluster info says so on stderr (reason GPUArchitectureDefaults):
/// the same text the render commands print, from the same table.
QString gpuDefaultsWarning(const QString &architecture)
{
    const Result<Nvcre::GpuDefaultsTable> table = Nvcre::GpuDefaultsTable::embedded();
    if (!table)
        return table.error().message;
    return Nvcre::gpuArchitectureDefaultsWarning(*table, architecture, table->shape(architecture),
                                                 Nvcre::DefaultsSubject::Certification);
}

/// The table lists at most this many node names; -o json has them all.
constexpr int MaxTableNames = 20;

QString listOrNone(const QStringList &items)
{
    if (items.isEmpty())
        return QStringLiteral("<none>");
    if (items.size() <= MaxTableNames)
        return items.join(QStringLiteral(", "));
    return QStringLiteral("%1 and %2 more (-o json lists all)")
        .arg(items.mid(0, MaxTableNames).join(QStringLiteral(", ")))
        .arg(items.size() - MaxTableNames);
}

QString clusterInfoTable(const Nvcre::DetectionResult &result, const QString &source)
{
    QStringList votes;
    for (auto it = result.archVotes.begin(); it != result.archVotes.end(); ++it)
        votes << QString(it.key() + QLatin1Char('=') + QString::number(it.value()));
    QString nic;
    if (result.mlnxPerNode < 0 && result.nicResourceName.isEmpty())
        nic = QStringLiteral("<not detected: only on-prem gb200, gb300, b200 and b300>");
    else if (result.nicResourceName.isEmpty())
        nic = QStringLiteral("<none requested> (count %1 per node)").arg(result.mlnxPerNode);
    else if (result.mlnxPerNode >= 0)
        nic = QStringLiteral("%1 (count %2 per node)")
                  .arg(result.nicResourceName)
                  .arg(result.mlnxPerNode);
    else
        nic = result.nicResourceName;
    const bool tcpxo = !result.tcpxoPluginVersion.isEmpty();
    const QString notGcpH100 = QStringLiteral("<not detected: only gcp h100>");
    QString plugin = notGcpH100;
    if (tcpxo)
        plugin =
            QStringLiteral("%1: NCCL image %2, training image %3, tcpxo-daemon %4")
                .arg(result.tcpxoPluginVersion, result.tcpxoImages.value(QStringLiteral("nccl")),
                     result.tcpxoImages.value(QStringLiteral("training")),
                     result.tcpxoImages.value(QStringLiteral("tcpxoDaemon")));
    const QList<QStringList> rows = {
        {QStringLiteral("Source"), source},
        {QStringLiteral("Platform"), result.platform},
        {QStringLiteral("Platform reason"), result.platformReason},
        {QStringLiteral("GPU architecture"), result.gpuArchitecture},
        {QStringLiteral("Architecture votes"), listOrNone(votes)},
        {QStringLiteral("Target nodes"), QStringLiteral("%1: %2")
                                             .arg(result.targetNodes.size())
                                             .arg(listOrNone(result.targetNodes))},
        {QStringLiteral("Excluded nodes"), listOrNone(result.excludedNodes)},
        {QStringLiteral("Product labels from ResourceSlices"),
         result.resourceSliceFallbackUsed ? QStringLiteral("yes") : QStringLiteral("no")},
        {QStringLiteral("NIC resource"), nic},
        {QStringLiteral("TCPXO networks"),
         tcpxo ? result.tcpxoNetworks.join(QStringLiteral(", ")) : notGcpH100},
        {QStringLiteral("TCPXO plugin"), plugin},
    };
    return formatTable({QStringLiteral("FIELD"), QStringLiteral("VALUE")}, rows);
}

int runClusterInfo(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    ClusterOptions options;
    DetectionFlags flags;
    const QCommandLineOption selector(
        {QStringLiteral("l"), QStringLiteral("selector")},
        QStringLiteral("Target only nodes with label KEY=VALUE (repeatable; comma-separated pairs "
                       "allowed), as spec.target.nodeSelector."),
        QStringLiteral("KEY=VALUE"));
    const QCommandLineOption nodeName(
        QStringLiteral("node"),
        QStringLiteral("Target only node NAME (repeatable), as spec.target.nodeNames."),
        QStringLiteral("NAME"));
    const QCommandLineOption includeCordoned(
        QStringLiteral("include-cordoned"),
        QStringLiteral("Keep cordoned nodes in the target, as spec.target.includeUnschedulable."));
    const QCommandLineOption mlnxPerNode(
        QStringLiteral("mlnx-per-node"),
        QStringLiteral("NIC detection requires N allocatable per node (default: 8 for gb200, "
                       "gb300, b200 and b300), as options.mlnxPerNode."),
        QStringLiteral("N"));
    const QCommandLineOption nicResourceName(
        QStringLiteral("nic-resource-name"),
        QStringLiteral(
            "Use NIC resource NAME instead of detecting it, as options.nicResourceName."),
        QStringLiteral("NAME"));
    parser.addOptions(options.sources());
    parser.addOptions({flags.platform, flags.gpuArch, selector, nodeName, includeCordoned,
                       mlnxPerNode, nicResourceName, options.output});
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (const int code = requireNoArguments(parser, command); code >= 0)
        return code;
    const auto format = checkedFormat(parser, options.output);
    if (!format)
        return ExitUsage;
    if (const int code = flags.check(parser); code >= 0)
        return code;

    Nvcre::DetectionInput input;
    input.platformOverride = parser.value(flags.platform);
    input.gpuArchOverride = parser.value(flags.gpuArch);
    for (const QString &value : parser.values(selector)) {
        for (const QString &pair : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const qsizetype eq = pair.indexOf(QLatin1Char('='));
            if (eq <= 0)
                return usageError(
                    QStringLiteral("--selector needs KEY=VALUE, not \"%1\"").arg(pair));
            input.target.nodeSelector.insert(pair.left(eq).trimmed(), pair.mid(eq + 1).trimmed());
        }
    }
    input.target.nodeNames = parser.values(nodeName);
    input.target.includeCordoned = parser.isSet(includeCordoned);
    if (parser.isSet(mlnxPerNode)) {
        bool ok = false;
        input.mlnxPerNodeOption = parser.value(mlnxPerNode).toInt(&ok);
        if (!ok || input.mlnxPerNodeOption < 0)
            return usageError(
                QStringLiteral("--mlnx-per-node needs a whole number >= 0, not \"%1\"")
                    .arg(parser.value(mlnxPerNode)));
    }
    input.nicResourceNameOption = parser.value(nicResourceName);

    // The cluster: a snapshot file, the demo fleet, or a live context. A live read keeps a
    // refused ResourceSlice list apart from an empty one, so the fallback can say which.
    Kube::ClusterReadOptions what;
    what.deviceClasses = false;
    what.pods = true;
    // Detection reads kube-system's TCPXO installer pods only.
    what.podsNamespace = QStringLiteral("kube-system");
    Kube::ClusterRead cluster;
    if (const int code =
            loadCluster(parser, options, QStringLiteral("cluster info"), cluster, what);
        code >= 0)
        return code;
    Nvcre::setCluster(input, cluster.snapshot);

    const Result<Nvcre::DetectionResult> result = Nvcre::detect(input);
    if (!result)
        return reportError(result.error());
    printEvents(result->events);
    QStringList warnings;
    if (const QString text = gpuDefaultsWarning(result->gpuArchitecture); !text.isEmpty())
        warnings << text;
    if (result->targetNodes.isEmpty() && result->excludedNodes.isEmpty())
        warnings << QStringLiteral("no target node: none matches the target and carries "
                                   "nvidia.com/gpu.present=true (label GPU nodes with it where "
                                   "the GPU Operator does not)");
    printWarnings(warnings);

    if (*format == OutputFormat::Table) {
        printOut(clusterInfoTable(*result, cluster.snapshot.source()));
        return ExitOk;
    }
    QJsonObject data = result->toJson();
    data.insert(QStringLiteral("source"), cluster.snapshot.source());
    data.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(warnings));
    printData(data, *format);
    return ExitOk;
}

} // namespace

QList<Command> nvcreCommands()
{
    QList<Command> list;

    Command info;
    info.words = {QStringLiteral("cluster"), QStringLiteral("info")};
    info.group = CommandGroup::Cluster;
    info.synopsis = QStringLiteral(
        "[--kubeconfig FILE] [--context C | --snapshot FILE | --demo] [--platform P] "
        "[--gpu-arch A] [-l KEY=VALUE] [--node NAME] [--include-cordoned] [--mlnx-per-node N] "
        "[--nic-resource-name NAME] [-o table|json|yaml]");
    info.description = QStringLiteral(
        "Certification detection for the cluster: platform and why, GPU architecture and its "
        "vote, excluded nodes, NIC resource, GKE TCPXO networks and plugin release; events and "
        "warnings on stderr.");
    info.examples = {
        {QStringLiteral("The demo cluster's platform, GPU architecture and networks"),
         QStringLiteral("accelctl cluster info --demo")},
    };
    info.run = [info](const QStringList &args) { return runClusterInfo(info, args); };
    list << info;

    list << workflowRenderCommand();
    list << certificationCommands();
    list << runCommands();
    // workflow render, certification render and workloadrun render are appended here.
    return list;
}

} // namespace Accel::Cli
