// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "basecodes.h"
#include "cli.h"
#include "clustersource.h"
#include "output.h"

#include "doc/jsonstream.h"
#include "dra/fleetview.h"
#include "dra/gpujson.h"
#include "dra/inventory.h"
#include "inputfile.h"
#include "kube/apiclient.h"
#include "kube/clusterreader.h"
#include "kube/kubeconfig.h"
#include "kube/snapshot.h"
#include "nvcre/runreadjob.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcessEnvironment>

namespace Accel::Cli {

namespace {

/// Whether the command line names a snapshot file and nothing else to read.
bool isSnapshotFile(const QCommandLineParser &parser, const ClusterOptions &options)
{
    return parser.isSet(options.snapshot) && !parser.isSet(options.demo) &&
           !parser.isSet(options.kubeconfig) && !parser.isSet(options.context);
}

/// The inventory of the cluster the command line names. A --snapshot file goes through
/// Dra::Inventory::fromSnapshotFile (simdjson for JSON, several times faster than a
/// ClusterSnapshot of 32,000 devices' QJsonObjects); the rest through loadSnapshot().
/// Returns -1 when `out` holds it, else the exit code.
int loadInventory(const QCommandLineParser &parser, const ClusterOptions &options,
                  const QString &commandName, Dra::Inventory &out, QString &source, bool &demo)
{
    if (isSnapshotFile(parser, options)) {
        source = parser.value(options.snapshot);
        // The fast reader opens the file itself: refuse FIFOs, devices and oversized files first
        // (a missing file it reports as SNAPSHOT_READ).
        if (const Result<qint64> checked = checkInputFile(source, Limits::SnapshotFileBytes);
            !checked && checked.error().code != Code::FILE_READ)
            return reportError(checked.error());
        Result<Dra::Inventory> read = Dra::Inventory::fromSnapshotFile(source);
        if (!read)
            return reportError(read.error());
        out = std::move(*read);
        demo = false;
        return -1;
    }
    Kube::ClusterSnapshot snapshot;
    Kube::ClusterReadOptions what;
    what.deviceClasses = false;
    what.pods = false;
    if (const int code = loadSnapshot(parser, options, commandName, snapshot, what); code >= 0)
        return code;
    out = Dra::Inventory::build(snapshot);
    source = snapshot.source();
    demo = snapshot.isDemo();
    return -1;
}

int printSliceTable(const QList<QStringList> &rows)
{
    if (rows.isEmpty()) {
        printErr(QStringLiteral("No resources found\n"));
        return ExitOk;
    }
    printOut(formatTable({QStringLiteral("NAME"), QStringLiteral("NODE"), QStringLiteral("DRIVER"),
                          QStringLiteral("POOL"), QStringLiteral("DEVICES"), QStringLiteral("AGE")},
                         rows));
    return ExitOk;
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
    parser.addOptions(options.sources());
    parser.addOptions({driver, node, options.output});
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (const int code = requireNoArguments(parser, command); code >= 0)
        return code;
    const auto checked = checkedFormat(parser, options.output);
    if (!checked)
        return ExitUsage;
    const OutputFormat format = *checked;
    if (format == OutputFormat::Table && isSnapshotFile(parser, options)) {
        // The table's columns are in the fast reader's slice headers.
        Dra::Inventory inventory;
        QString source;
        bool demo = false;
        if (const int code = loadInventory(parser, options, QStringLiteral("get resourceslices"),
                                           inventory, source, demo);
            code >= 0)
            return code;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QList<QStringList> rows;
        for (const Dra::Slice &slice : inventory.slices()) {
            if (parser.isSet(driver) && slice.driver != parser.value(driver))
                continue;
            if (parser.isSet(node) && slice.nodeName != parser.value(node))
                continue;
            rows << QStringList{slice.name,
                                slice.nodeName.isEmpty() ? QStringLiteral("<none>")
                                                         : slice.nodeName,
                                slice.driver,
                                slice.pool,
                                QString::number(slice.devices),
                                humanAge(slice.creationTimestamp, now)};
        }
        return printSliceTable(rows);
    }
    Kube::ClusterSnapshot snapshot;
    Kube::ClusterReadOptions what;
    what.deviceClasses = false;
    what.pods = false;
    if (const int code =
            loadSnapshot(parser, options, QStringLiteral("get resourceslices"), snapshot, what);
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
        return printSliceTable(rows);
    } else {
        printData(QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                              {QStringLiteral("kind"), QStringLiteral("List")},
                              {QStringLiteral("items"), items}},
                  format);
    }
    return ExitOk;
}

QString cellOrDash(const QString &text)
{
    return text.isEmpty() ? QStringLiteral("-") : text;
}

/// The GPUs, then (as kubectl prints a second kind) the other devices under their nodes and the
/// partitions of partitioned GPUs; the columns fitted to the fleet (Dra::fittedColumns).
void printGpuTables(const Dra::Inventory &inventory, bool wide)
{
    const QList<Dra::Column> columns = Dra::fittedColumns(inventory, wide);
    QStringList header;
    for (const Dra::Column column : columns)
        header << QString::fromLatin1(Dra::columnSpec(column).header);
    QList<QStringList> rows;
    rows.reserve(inventory.gpuCount());
    bool partitions = false;
    for (const Dra::Gpu &gpu : inventory.gpus()) {
        if (!gpu.isGpu())
            continue;
        partitions = partitions || gpu.partitions > 0;
        QStringList row;
        row.reserve(columns.size());
        for (const Dra::Column column : columns) {
            QString cell = Dra::gpuCell(inventory, gpu, column);
            if (column == Dra::Column::Product && gpu.poolIncomplete)
                cell += QStringLiteral(" (pool incomplete)");
            row << cellOrDash(cell);
        }
        rows << row;
    }
    QString out;
    if (!rows.isEmpty())
        out = formatTable(header, rows);

    // Not GPUs: IMEX channels and daemons, NICs, other accelerators, named as what they are.
    QList<QStringList> others;
    for (const Dra::Gpu &entry : inventory.gpus()) {
        if (entry.isGpu())
            continue;
        QStringList row{cellOrDash(entry.nodeName),
                        cellOrDash(Dra::gpuCell(inventory, entry, Dra::Column::Device)),
                        Dra::entryKindLabel(inventory, entry),
                        cellOrDash(Dra::gpuCell(inventory, entry, Dra::Column::Product)),
                        entry.drivers.join(QStringLiteral(", ")),
                        cellOrDash(entry.pciBusId),
                        cellOrDash(Dra::gpuCell(inventory, entry, Dra::Column::HeldBy)),
                        cellOrDash(Dra::gpuCell(inventory, entry, Dra::Column::Taints))};
        if (wide) {
            QStringList attributes;
            for (const int d : entry.devices)
                attributes << Dra::otherAttributes(inventory.devices()[d]);
            row << cellOrDash(attributes.join(QStringLiteral("; ")));
        }
        others << row;
    }
    if (!others.isEmpty()) {
        if (!out.isEmpty())
            out += QLatin1Char('\n');
        QStringList otherHeader{QStringLiteral("NODE"),    QStringLiteral("OTHER DEVICE"),
                                QStringLiteral("KIND"),    QStringLiteral("PRODUCT"),
                                QStringLiteral("DRIVER"),  QStringLiteral("PCIBUSID"),
                                QStringLiteral("HELD BY"), QStringLiteral("TAINTS")};
        if (wide)
            otherHeader << QStringLiteral("ATTRIBUTES");
        out += formatTable(otherHeader, others);
    }

    // Partitions under their physical GPU: which are free, in use, would not fit.
    if (partitions) {
        QList<QStringList> parts;
        for (const Dra::Gpu &gpu : inventory.gpus()) {
            if (!gpu.isGpu() || gpu.partitions == 0)
                continue;
            const QString gpuName =
                gpu.standalone ? Dra::gpuCell(inventory, gpu, Dra::Column::Device) : gpu.pciBusId;
            for (const int d : gpu.devices) {
                const Dra::Device &device = inventory.devices()[d];
                if (device.kind != Dra::DeviceKind::Partition)
                    continue;
                parts << QStringList{
                    cellOrDash(gpu.nodeName),
                    cellOrDash(gpuName),
                    device.name,
                    cellOrDash(Dra::deviceCell(inventory, device, Dra::Column::Profile)),
                    cellOrDash(Dra::deviceCell(inventory, device, Dra::Column::Memory)),
                    Dra::deviceStateText(device.state),
                    cellOrDash(Dra::deviceCell(inventory, device, Dra::Column::HeldBy))};
            }
        }
        if (!out.isEmpty())
            out += QLatin1Char('\n');
        out +=
            formatTable({QStringLiteral("NODE"), QStringLiteral("GPU"), QStringLiteral("PARTITION"),
                         QStringLiteral("PROFILE"), QStringLiteral("MEMORY"),
                         QStringLiteral("STATE"), QStringLiteral("HELD BY")},
                        parts);
    }
    if (out.isEmpty()) {
        printErr(QStringLiteral("No GPUs found\n"));
        return;
    }
    printOut(out);
}

/// `get gpus --summary`: per product, nodes, GPUs, free, in use, tainted, unhealthy and MIG
/// partitions free (Dra::summarizeFleet).
void printGpuSummary(const Dra::Inventory &inventory, OutputFormat format, const QString &source,
                     bool demo)
{
    const Dra::FleetSummary summary = Dra::summarizeFleet(inventory);
    if (format == OutputFormat::Json || format == OutputFormat::Yaml) {
        QJsonObject out = summary.toJson();
        out.insert(QStringLiteral("kind"), QStringLiteral("GpuSummary"));
        out.insert(QStringLiteral("source"), source);
        out.insert(QStringLiteral("demo"), demo);
        out.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(inventory.warnings()));
        printData(out, format);
        return;
    }
    bool partitions = false;
    for (const Dra::ProductSummary &p : summary.products)
        partitions = partitions || p.partitions > 0;
    QStringList header{QStringLiteral("PRODUCT"),  QStringLiteral("NODES"),
                       QStringLiteral("GPUS"),     QStringLiteral("FREE"),
                       QStringLiteral("IN USE"),   QStringLiteral("TAINTED"),
                       QStringLiteral("UNHEALTHY")};
    if (partitions)
        header << QStringLiteral("MIG FREE");
    const auto row = [partitions](const Dra::ProductSummary &p, const QString &name) {
        QStringList cells{name,
                          QString::number(p.nodes),
                          QString::number(p.gpus),
                          QString::number(p.free),
                          QString::number(p.inUse),
                          QString::number(p.tainted),
                          QString::number(p.unhealthy)};
        if (partitions)
            cells << (p.partitions > 0
                          ? QStringLiteral("%1/%2").arg(p.partitionsFree).arg(p.partitions)
                          : QStringLiteral("-"));
        return cells;
    };
    QList<QStringList> rows;
    for (const Dra::ProductSummary &p : summary.products)
        rows << row(p, p.product);
    if (summary.products.size() > 1)
        rows << row(summary.total, QStringLiteral("TOTAL"));
    if (rows.isEmpty()) {
        printErr(QStringLiteral("No GPUs found\n"));
    } else {
        printOut(formatTable(header, rows));
    }
    if (summary.otherDevices > 0)
        printOut(QStringLiteral("\n%1 other device(s), not GPUs (accelctl get gpus lists them "
                                "under their nodes)\n")
                     .arg(summary.otherDevices));
}

int runGetGpus(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    ClusterOptions options;
    const QList<OutputFormat> formats{OutputFormat::Table, OutputFormat::Wide, OutputFormat::Json,
                                      OutputFormat::Yaml};
    options.output = outputOption(formats);
    const QCommandLineOption summary(
        QStringLiteral("summary"),
        QStringLiteral("The fleet at a glance: per product, nodes, GPUs, free, in use, tainted, "
                       "unhealthy and MIG partitions free."));
    parser.addOptions(options.sources());
    parser.addOptions({options.output, summary});
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (const int code = requireNoArguments(parser, command); code >= 0)
        return code;
    const auto checked = checkedFormat(parser, options.output, formats);
    if (!checked)
        return ExitUsage;
    const OutputFormat format = *checked;
    if (parser.isSet(summary) && format == OutputFormat::Wide)
        return usageError(QStringLiteral("get gpus: --summary takes -o table, json or yaml"));
    Dra::Inventory inventory;
    QString source;
    bool demo = false;
    if (const int code =
            loadInventory(parser, options, QStringLiteral("get gpus"), inventory, source, demo);
        code >= 0)
        return code;
    printWarnings(inventory.warnings());
    if (parser.isSet(summary)) {
        printGpuSummary(inventory, format, source, demo);
        return ExitOk;
    }
    if (format == OutputFormat::Table || format == OutputFormat::Wide) {
        printGpuTables(inventory, format == OutputFormat::Wide);
        return ExitOk;
    }
    // One definition of the document (dra/gpujson.h): JSON goes to stdout as it is written,
    // -o yaml reads the JSON text back.
    if (format == OutputFormat::Json) {
        Doc::JsonStream out([](QByteArrayView chunk) { printOut(chunk); });
        Dra::writeGpuList(out, inventory, source, demo);
        out.finish();
    } else {
        printData(QJsonDocument::fromJson(Dra::gpuListJson(inventory, source, demo)).object(),
                  format);
    }
    return ExitOk;
}

int runClusterSnapshot(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    ClusterOptions options;
    // JSON by default: it is what the API server speaks, and the fast path for large files
    // (DESIGN.md, measured figures).
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Output format: json (default) or yaml."),
                                    QStringLiteral("FORMAT"), QStringLiteral("json"));
    parser.addOptions(options.sources());
    parser.addOption(output);
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (const int code = requireNoArguments(parser, command); code >= 0)
        return code;
    const QString formatName = parser.value(output);
    if (formatName != QLatin1String("json") && formatName != QLatin1String("yaml"))
        return usageError(QStringLiteral("cluster snapshot: -o must be json or yaml, not \"%1\"")
                              .arg(formatName));
    Kube::ClusterSnapshot snapshot;
    if (const int code =
            loadSnapshot(parser, options, QStringLiteral("cluster snapshot"), snapshot);
        code >= 0)
        return code;
    // NVCRE's runs (issue 36), when the cluster serves its CRDs: a file already carries them.
    if (const Result<Kube::ClusterSource> source = clusterSource(parser, options);
        source && source->kind() == Kube::ClusterSource::Kind::Live) {
        if (const Result<Kube::ResolvedContext> context = source->resolveContext()) {
            Nvcre::RunReadJob job(*context);
            const Result<Nvcre::RunObjects> runs = job.exec();
            if (!runs)
                return reportClusterError(runs.error(), QStringLiteral("cluster snapshot"));
            snapshot.setRunObjects(runs->all());
            // A cluster without NVCRE says nothing; one with it says what could not be read.
            if (!snapshot.runObjects().isEmpty())
                for (const QString &note : runs->notes)
                    printErr(QStringLiteral("note: ") + printable(note) + QLatin1Char('\n'));
        }
    }
    printData(snapshot.toJson(),
              formatName == QLatin1String("yaml") ? OutputFormat::Yaml : OutputFormat::Json);
    printErr(
        QStringLiteral("%1 nodes, %2 resourceslices, %3 deviceclasses, %4 resourceclaims, "
                       "%5 resourceclaimtemplates, %6 devicetaintrules, %7 namespaces, %8 "
                       "pods%9\n")
            .arg(snapshot.nodes().size())
            .arg(snapshot.resourceSlices().size())
            .arg(snapshot.deviceClasses().size())
            .arg(snapshot.resourceClaims().size())
            .arg(snapshot.resourceClaimTemplates().size())
            .arg(snapshot.deviceTaintRules().size())
            .arg(snapshot.namespaces().size())
            .arg(snapshot.pods().size())
            .arg(snapshot.runObjects().isEmpty()
                     ? QString()
                     : QStringLiteral(", %1 NVCRE run objects").arg(snapshot.runObjects().size())));
    return ExitOk;
}

} // namespace

QList<Command> clusterCommands()
{
    Command slices;
    slices.words = {QStringLiteral("get"), QStringLiteral("resourceslices")};
    slices.group = CommandGroup::Cluster;
    slices.aliases = {QStringLiteral("resourceslice"), QStringLiteral("slice"),
                      QStringLiteral("slices")};
    slices.synopsis = QStringLiteral("[--driver D] [--node N] [--kubeconfig FILE] [--context C | "
                                     "--snapshot FILE | --demo] [-o table|json|yaml]");
    slices.description = QStringLiteral(
        "List the cluster's DRA ResourceSlices (NAME NODE DRIVER POOL DEVICES AGE), from the API "
        "server, a snapshot file or the embedded demo cluster.");
    slices.examples = {
        {QStringLiteral("The demo cluster's ResourceSlices"),
         QStringLiteral("accelctl get slices --demo")},
        {QStringLiteral("Those of one driver"),
         QStringLiteral("accelctl get resourceslices --demo --driver gpu.nvidia.com")},
    };
    slices.run = [slices](const QStringList &args) { return runGetResourceSlices(slices, args); };

    Command gpus;
    gpus.words = {QStringLiteral("get"), QStringLiteral("gpus")};
    gpus.group = CommandGroup::Cluster;
    gpus.aliases = {QStringLiteral("gpu")};
    gpus.synopsis = QStringLiteral("[--summary] [--kubeconfig FILE] [--context C | --snapshot "
                                   "FILE | --demo] [-o table|wide|json|yaml]");
    gpus.description = QStringLiteral(
        "One row per node and physical GPU: ResourceSlice devices joined by "
        "resource.kubernetes.io/pciBusID across drivers, with the columns the fleet's drivers "
        "publish (product, memory, architecture, compute capability, driver, MIG, render node, "
        "VA driver, media capabilities), who holds each GPU, its taints and health; -o wide "
        "adds the rest. Devices that are not GPUs (IMEX channels, NICs) and the partitions of "
        "partitioned GPUs follow in tables of their own. --summary: the fleet per product.");
    gpus.examples = {
        {QStringLiteral("One row per GPU of the demo cluster"),
         QStringLiteral("accelctl get gpus --demo")},
        {QStringLiteral("The fleet per product"),
         QStringLiteral("accelctl get gpu --demo --summary")},
        {QStringLiteral("Every column"), QStringLiteral("accelctl get gpus --demo -o wide")},
        {QStringLiteral("The current kubectl context's cluster"),
         QStringLiteral("accelctl get gpus"), QStringLiteral("a live cluster")},
    };
    gpus.run = [gpus](const QStringList &args) { return runGetGpus(gpus, args); };

    Command snapshot;
    snapshot.words = {QStringLiteral("cluster"), QStringLiteral("snapshot")};
    snapshot.group = CommandGroup::Cluster;
    snapshot.synopsis = QStringLiteral("[--kubeconfig FILE] [--context C] [-o json|yaml] > FILE");
    snapshot.description = QStringLiteral(
        "Write every object the console reads (nodes, resourceslices, deviceclasses, "
        "resourceclaims, resourceclaimtemplates, devicetaintrules, namespaces and pods, then the "
        "server's version) as a v1 List on stdout, managedFields stripped, for --snapshot. The "
        "count of each kind goes to stderr.");
    snapshot.examples = {
        {QStringLiteral("The demo cluster as a snapshot file, read back as a cluster"),
         QStringLiteral("accelctl cluster snapshot --demo > cluster.json && accelctl get gpus "
                        "--snapshot cluster.json")},
        {QStringLiteral("A live cluster, for a bug report or offline work"),
         QStringLiteral("accelctl cluster snapshot --context prod -o yaml > prod.yaml"),
         QStringLiteral("a live cluster")},
    };
    snapshot.run = [snapshot](const QStringList &args) {
        return runClusterSnapshot(snapshot, args);
    };
    return {slices, gpus, snapshot};
}

} // namespace Accel::Cli
