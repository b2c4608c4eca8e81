// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cli.h"
#include "output.h"

#include "dra/inventory.h"
#include "kube/snapshot.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QJsonArray>

namespace Accel::Cli {

namespace {

struct ClusterOptions
{
    QCommandLineOption snapshot{QStringLiteral("snapshot"),
                                QStringLiteral("Read cluster objects from FILE (a v1 List, "
                                               "multi-document YAML or JSON) instead of the API "
                                               "server."),
                                QStringLiteral("FILE")};
    QCommandLineOption demo{QStringLiteral("demo"),
                            QStringLiteral("Read the embedded demo cluster (a mixed fleet).")};
    QCommandLineOption output = outputOption();
};

/// The snapshot named on the command line, or a usage error: reading a live cluster needs the
/// API client, which this build does not have yet, so it says so instead of pretending.
int loadSnapshot(const QCommandLineParser &parser, const ClusterOptions &options,
                 const QString &commandName, Kube::ClusterSnapshot &out)
{
    if (parser.isSet(options.snapshot) && parser.isSet(options.demo))
        return usageError(
            QStringLiteral("%1: --snapshot and --demo exclude each other").arg(commandName));
    if (!parser.isSet(options.snapshot) && !parser.isSet(options.demo)) {
        return usageError(
            QStringLiteral("%1 needs --snapshot FILE or --demo: reading a live cluster comes with "
                           "the Kubernetes API client, which this build does not have yet")
                .arg(commandName));
    }
    const Result<Kube::ClusterSnapshot> snapshot =
        parser.isSet(options.demo)
            ? Kube::ClusterSnapshot::demo()
            : Kube::ClusterSnapshot::fromFile(parser.value(options.snapshot));
    if (!snapshot)
        return reportError(snapshot.error());
    out = *snapshot;
    if (out.isDemo())
        printErr(QStringLiteral("note: showing the embedded demo cluster, not a real one\n"));
    return -1;
}

/// kubectl's HumanDuration (k8s.io/apimachinery/pkg/util/duration).
QString humanAge(const QString &timestamp, const QDateTime &now)
{
    const QDateTime created = QDateTime::fromString(timestamp, Qt::ISODate);
    if (timestamp.isEmpty() || !created.isValid())
        return QStringLiteral("<unknown>");
    const qint64 s = created.secsTo(now);
    if (s < -1)
        return QStringLiteral("<invalid>");
    // "3m", or "3m20s" when the second unit is not zero.
    const auto age = [](qint64 a, char ua, qint64 b = 0, char ub = 0) {
        QString text = QString::number(a) + QLatin1Char(ua);
        if (b != 0)
            text += QString::number(b) + QLatin1Char(ub);
        return text;
    };
    if (s < 120)
        return age(std::max<qint64>(s, 0), 's');
    const qint64 m = s / 60;
    if (m < 10)
        return age(m, 'm', s % 60, 's');
    if (m < 180)
        return age(m, 'm');
    const qint64 h = s / 3600;
    if (h < 8)
        return age(h, 'h', m % 60, 'm');
    if (h < 48)
        return age(h, 'h');
    if (h < 192)
        return age(h / 24, 'd', h % 24, 'h');
    if (h < 24 * 365 * 2)
        return age(h / 24, 'd');
    const qint64 y = h / (24 * 365);
    if (y < 8)
        return age(y, 'y', (h % (24 * 365)) / 24, 'd');
    return age(y, 'y');
}

int runGetResourceSlices(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    ClusterOptions options;
    const QCommandLineOption driver(
        QStringLiteral("driver"), QStringLiteral("Only slices of driver D."), QStringLiteral("D"));
    const QCommandLineOption node(QStringLiteral("node"), QStringLiteral("Only slices of node N."),
                                  QStringLiteral("N"));
    parser.addOptions({options.snapshot, options.demo, driver, node, options.output});
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (const int code = requireNoArguments(parser, command); code >= 0)
        return code;
    const auto checked = checkedFormat(parser, options.output);
    if (!checked)
        return ExitUsage;
    const OutputFormat format = *checked;
    Kube::ClusterSnapshot snapshot;
    if (const int code =
            loadSnapshot(parser, options, QStringLiteral("get resourceslices"), snapshot);
        code >= 0)
        return code;

    const QDateTime now = QDateTime::currentDateTimeUtc();
    QList<QStringList> rows;
    QJsonArray items;
    for (const QJsonObject &slice : snapshot.resourceSlices()) {
        const QJsonObject spec = slice.value(QLatin1String("spec")).toObject();
        const QJsonObject meta = slice.value(QLatin1String("metadata")).toObject();
        const QString sliceDriver = spec.value(QLatin1String("driver")).toString();
        const QString sliceNode = spec.value(QLatin1String("nodeName")).toString();
        if (parser.isSet(driver) && sliceDriver != parser.value(driver))
            continue;
        if (parser.isSet(node) && sliceNode != parser.value(node))
            continue;
        items.append(slice);
        rows << QStringList{
            meta.value(QLatin1String("name")).toString(),
            sliceNode.isEmpty() ? QStringLiteral("<none>") : sliceNode,
            sliceDriver,
            spec.value(QLatin1String("pool")).toObject().value(QLatin1String("name")).toString(),
            QString::number(spec.value(QLatin1String("devices")).toArray().size()),
            humanAge(meta.value(QLatin1String("creationTimestamp")).toString(), now),
        };
    }
    if (format == OutputFormat::Table) {
        if (rows.isEmpty()) {
            printErr(QStringLiteral("No resources found\n"));
            return ExitOk;
        }
        printOut(
            formatTable({QStringLiteral("NAME"), QStringLiteral("NODE"), QStringLiteral("DRIVER"),
                         QStringLiteral("POOL"), QStringLiteral("DEVICES"), QStringLiteral("AGE")},
                        rows));
    } else {
        printData(QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                              {QStringLiteral("kind"), QStringLiteral("List")},
                              {QStringLiteral("items"), items}},
                  format);
    }
    return ExitOk;
}

int runGetGpus(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    ClusterOptions options;
    parser.addOptions({options.snapshot, options.demo, options.output});
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (const int code = requireNoArguments(parser, command); code >= 0)
        return code;
    const auto checked = checkedFormat(parser, options.output);
    if (!checked)
        return ExitUsage;
    const OutputFormat format = *checked;
    Kube::ClusterSnapshot snapshot;
    if (const int code = loadSnapshot(parser, options, QStringLiteral("get gpus"), snapshot);
        code >= 0)
        return code;

    const Dra::Inventory inventory = Dra::Inventory::build(snapshot);
    // The raw objects are no longer needed: free them before the output is built (32,000
    // devices' worth of JSON is the largest thing this process holds).
    const QString source = snapshot.source();
    const bool demo = snapshot.isDemo();
    snapshot = {};
    printWarnings(inventory.warnings());
    if (format == OutputFormat::Table) {
        QList<QStringList> rows;
        rows.reserve(inventory.gpus().size());
        const auto orDash = [](const QString &s) { return s.isEmpty() ? QStringLiteral("-") : s; };
        for (const Dra::Gpu &gpu : inventory.gpus()) {
            rows << QStringList{
                orDash(gpu.nodeName),
                orDash(gpu.pciBusId),
                orDash(gpu.renderNode),
                orDash(gpu.product),
                orDash(gpu.vaDriver.value_or(QString())),
                gpu.capabilitySummary() +
                    (gpu.poolIncomplete ? QStringLiteral(" (pool incomplete)") : QString())};
        }
        if (rows.isEmpty()) {
            printErr(QStringLiteral("No GPUs found\n"));
            return ExitOk;
        }
        printOut(formatTable({QStringLiteral("NODE"), QStringLiteral("PCIBUSID"),
                              QStringLiteral("RENDER NODE"), QStringLiteral("PRODUCT"),
                              QStringLiteral("VADRIVER"), QStringLiteral("CAPABILITIES")},
                             rows));
        return ExitOk;
    }
    QJsonArray items;
    for (const Dra::Gpu &gpu : inventory.gpus())
        items.append(inventory.gpuToJson(gpu, false));
    QJsonArray nodes;
    for (const Dra::Node &n : inventory.nodes()) {
        QJsonObject labels;
        if (n.gpuPresentLabel)
            labels.insert(QStringLiteral("nvidia.com/gpu.present"), *n.gpuPresentLabel);
        if (n.gpuProductLabel)
            labels.insert(QStringLiteral("nvidia.com/gpu.product"), *n.gpuProductLabel);
        nodes.append(QJsonObject{{QStringLiteral("name"), n.name},
                                 {QStringLiteral("labels"), labels},
                                 {QStringLiteral("gpus"), int(n.gpus.size())},
                                 {QStringLiteral("poolIncomplete"), n.poolIncomplete}});
    }
    printData(
        QJsonObject{
            {QStringLiteral("kind"), QStringLiteral("GpuList")},
            {QStringLiteral("source"), source},
            {QStringLiteral("demo"), demo},
            {QStringLiteral("apiVersions"),
             QJsonArray::fromStringList(inventory.apiVersionsRead())},
            {QStringLiteral("nodes"), nodes},
            {QStringLiteral("items"), items},
            {QStringLiteral("warnings"), QJsonArray::fromStringList(inventory.warnings())},
        },
        format);
    return ExitOk;
}

} // namespace

QList<Command> clusterCommands()
{
    Command slices;
    slices.words = {QStringLiteral("get"), QStringLiteral("resourceslices")};
    slices.synopsis =
        QStringLiteral("[--driver D] [--node N] (--snapshot FILE | --demo) [-o table|json|yaml]");
    slices.description = QStringLiteral(
        "List the cluster's DRA ResourceSlices (NAME NODE DRIVER POOL DEVICES AGE), from a "
        "snapshot file or the embedded demo cluster.");
    slices.run = [slices](const QStringList &args) { return runGetResourceSlices(slices, args); };

    Command gpus;
    gpus.words = {QStringLiteral("get"), QStringLiteral("gpus")};
    gpus.synopsis = QStringLiteral("(--snapshot FILE | --demo) [-o table|json|yaml]");
    gpus.description = QStringLiteral(
        "One row per node and GPU: ResourceSlice devices joined by "
        "resource.kubernetes.io/pciBusID across drivers (render node, product, vaDriver, media "
        "capabilities).");
    gpus.run = [gpus](const QStringList &args) { return runGetGpus(gpus, args); };
    return {slices, gpus};
}

} // namespace Accel::Cli
