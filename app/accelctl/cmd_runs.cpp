// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl certification status|report` and `accelctl workloadrun status|report` (issue 36):
// NVCRE's after-apply verdicts and reports with nvcrectl's model, exit codes and JUnit layout
// (../shared/conformance/cre/STATUS-NOTES.md sections 2.6 and 3.1-3.4), from a snapshot file or
// the live cluster. Registered in nvcreCommands() (cmd_nvcre.cpp).
#include "cli.h"
#include "clustersource.h"
#include "output.h"

#include "kube/clusterloadjob.h"
#include "nvcre/nvcrecodes.h"
#include "nvcre/runreadjob.h"
#include "nvcre/runreport.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace Accel::Cli {

namespace {

/// The options the four commands share.
struct RunFlags
{
    // --demo too: the demo cluster carries three runs (resources/demo/demo-cluster.yaml).
    ClusterOptions cluster;
    QCommandLineOption ns{{QStringLiteral("n"), QStringLiteral("namespace")},
                          QStringLiteral("The run's namespace (default: default; with a snapshot, "
                                         "the one namespace that has the name)."),
                          QStringLiteral("NS")};
    QCommandLineOption all{{QStringLiteral("A"), QStringLiteral("all-namespaces")},
                           QStringLiteral("Runs of every namespace.")};
    QCommandLineOption resultsFile{QStringLiteral("results-file"),
                                   QStringLiteral("Also write the JSON report to FILE (replaced "
                                                  "whole; never through a symbolic link)."),
                                   QStringLiteral("FILE")};
    QCommandLineOption junitFile{QStringLiteral("junit-file"),
                                 QStringLiteral("Also write the JUnit XML report to FILE "
                                                "(replaced whole; never through a symbolic "
                                                "link)."),
                                 QStringLiteral("FILE")};
    QCommandLineOption catalogDir{QStringLiteral("catalog"),
                                  QStringLiteral("Render drift against the catalog in DIR "
                                                 "instead of the embedded one."),
                                  QStringLiteral("DIR")};

    QList<QCommandLineOption> sources() const
    {
        return {cluster.snapshot, cluster.demo,           cluster.kubeconfig,
                cluster.context,  cluster.requestTimeout, cluster.caFile};
    }
};

/// What a command read: the runs and the nodes now (for drift).
struct RunSource
{
    Nvcre::RunObjects objects;
    Kube::ClusterSnapshot cluster;
};

/// The runs from --snapshot or the live context, NAMESPACE only (every one when empty). -1 when
/// OUT holds them, else the exit code.
int loadRuns(const QCommandLineParser &parser, const RunFlags &flags, const QString &what,
             const QString &ns, RunSource &out, bool allNamespaces = false)
{
    const Result<Kube::ClusterSource> source = clusterSource(parser, flags.cluster);
    if (!source)
        return reportClusterError(source.error(), what);
    if (source->kind() != Kube::ClusterSource::Kind::Live) {
        Result<Kube::ClusterRead> read = Kube::ClusterLoadJob::readOffline(*source);
        if (!read)
            return reportClusterError(read.error(), what);
        out.cluster = read->snapshot;
        out.objects = Nvcre::RunObjects::fromSnapshot(out.cluster);
        return -1;
    }
    const Result<Kube::ResolvedContext> context = source->resolveContext();
    if (!context)
        return reportClusterError(context.error(), what);
    // Live, a name without -n is looked up in the context's namespace, as kubectl does: a list
    // across every namespace is refused to a namespaced user and would read every Event. -A
    // (ALLNAMESPACES) lists them all.
    Nvcre::RunReadJob job(*context, ns.isEmpty() && !allNamespaces ? context->namespaceName : ns);
    Result<Nvcre::RunObjects> runs = job.exec();
    if (!runs)
        return reportClusterError(runs.error(), what);
    for (const QString &note : runs->notes)
        printErr(QStringLiteral("note: ") + printable(note) + QLatin1Char('\n'));
    out.objects = std::move(*runs);
    if (Nvcre::runDriftAvailable()) {
        // Drift renders the runs again on the nodes as they are now.
        Kube::ClusterReadOptions nodes;
        nodes.deviceClasses = false;
        nodes.allocationState = false;
        nodes.podsNamespace = QStringLiteral("kube-system");
        Kube::ClusterLoadJob load(*source, nodes);
        Result<Kube::ClusterRead> read = load.exec();
        // Drift is extra: nodes the user may not list (a namespaced tenant) or a failed read
        // leave the report without it, saying why, never without the report.
        if (read)
            out.cluster = std::move(read->snapshot);
        else
            printErr(QStringLiteral("warning: drift not computed: the nodes could not be read: ") +
                     printable(read.error().message) + QLatin1Char('\n'));
    }
    return -1;
}

/// The namespace to look NAME up in: -n, else "default", else (a snapshot) the one namespace
/// that has a run of that name.
QString namespaceFor(const QCommandLineParser &parser, const RunFlags &flags,
                     const Nvcre::RunObjects &objects, Nvcre::RunKind kind, const QString &name)
{
    if (parser.isSet(flags.ns))
        return parser.value(flags.ns);
    const QList<QJsonObject> &runs =
        kind == Nvcre::RunKind::Certification ? objects.certifications : objects.workloadRuns;
    QStringList found;
    for (const QJsonObject &run : runs) {
        const QJsonObject meta = run.value(QLatin1String("metadata")).toObject();
        if (meta.value(QLatin1String("name")).toString() == name)
            found << meta.value(QLatin1String("namespace")).toString();
    }
    if (found.contains(QStringLiteral("default")) || found.size() != 1)
        return QStringLiteral("default");
    return found.constFirst();
}

int runReport(const Command &command, const QStringList &args, Nvcre::RunKind kind)
{
    const QString what = command.name();
    QCommandLineParser parser;
    RunFlags flags;
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Output format: text, json, yaml or junit "
                                                   "(default text)."),
                                    QStringLiteral("format"), QStringLiteral("text"));
    parser.addOptions(flags.sources());
    parser.addOptions({flags.ns, output, flags.resultsFile, flags.junitFile, flags.catalogDir});
    parser.addPositionalArgument(QStringLiteral("NAME"),
                                 kind == Nvcre::RunKind::Certification
                                     ? QStringLiteral("The Certifications (one or more).")
                                     : QStringLiteral("The WorkloadRun."),
                                 QStringLiteral("NAME..."));
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    const QString format = parser.value(output);
    if (!QStringList{QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("yaml"),
                     QStringLiteral("junit")}
             .contains(format)) {
        setErrorDocumentFormat({});
        return usageError(
            QStringLiteral("unknown output format \"%1\" (use text, json, yaml or junit)")
                .arg(printable(format)));
    }
    const QStringList names = parser.positionalArguments();
    if (names.isEmpty())
        return usageError(QStringLiteral("%1 needs a name").arg(what));
    if (kind == Nvcre::RunKind::WorkloadRun && names.size() > 1)
        return usageError(QStringLiteral("%1 takes one name, got %2").arg(what).arg(names.size()));
    RunSource source;
    if (const int code =
            loadRuns(parser, flags, what,
                     parser.isSet(flags.ns) ? parser.value(flags.ns) : QString(), source);
        code >= 0)
        return code;
    QList<Nvcre::RunReport> reports;
    for (const QString &name : names) {
        const QString ns = namespaceFor(parser, flags, source.objects, kind, name);
        Result<Nvcre::RunReport> report = Nvcre::buildRunReport(source.objects, kind, name, ns);
        if (!report)
            return reportError(report.error());
        // Drift renders on the nodes now; a source without nodes (runs alone) has none to give.
        if (!source.cluster.nodes().isEmpty())
            Nvcre::addRunDrift(*report, source.objects, source.cluster,
                               parser.value(flags.catalogDir));
        reports << *report;
    }
    for (const Nvcre::RunReport &report : std::as_const(reports)) {
        if (!report.driftError.isEmpty())
            printErr(QStringLiteral("warning: drift of %1 not computed: %2\n")
                         .arg(printable(report.name), printable(report.driftError)));
    }
    // Section 3.3: the files first; a failed write fails the command (ADR-088).
    if (parser.isSet(flags.resultsFile)) {
        const QString path = parser.value(flags.resultsFile);
        if (const Result<void> written =
                Nvcre::writeReportFile(path, Nvcre::runReportsJsonText(reports));
            !written)
            return reportError(written.error());
        printErr(QStringLiteral("Results written to %1\n").arg(printable(path)));
    }
    if (parser.isSet(flags.junitFile)) {
        const QString path = parser.value(flags.junitFile);
        if (const Result<void> written =
                Nvcre::writeReportFile(path, Nvcre::runReportsJUnit(reports));
            !written)
            return reportError(written.error());
        printErr(QStringLiteral("JUnit report written to %1\n").arg(printable(path)));
    }
    if (format == QLatin1String("json"))
        printOut(Nvcre::runReportsJsonText(reports));
    else if (format == QLatin1String("yaml"))
        printData(Nvcre::runReportsJson(reports), OutputFormat::Yaml);
    else if (format == QLatin1String("junit"))
        printOut(Nvcre::runReportsJUnit(reports));
    else
        printOut(Nvcre::runReportsText(reports));
    // Section 3.3: RUNNING and FAILED exit non-zero; INCOMPLETE and PASSED exit 0.
    const QString verdict = Nvcre::runReportsVerdictMessage(reports);
    if (verdict.isEmpty())
        return ExitOk;
    printErr(QStringLiteral("Error: ") + printable(verdict) + QLatin1Char('\n'));
    return ExitError;
}

int runCertificationStatus(const Command &command, const QStringList &args)
{
    const QString what = command.name();
    QCommandLineParser parser;
    RunFlags flags;
    parser.addOptions(flags.sources());
    parser.addOptions({flags.ns, flags.all, flags.cluster.output});
    parser.addPositionalArgument(QStringLiteral("NAME"), QStringLiteral("Only this Certification."),
                                 QStringLiteral("[NAME]"));
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    const auto format = checkedFormat(parser, flags.cluster.output);
    if (!format)
        return ExitUsage;
    if (parser.positionalArguments().size() > 1)
        return usageError(QStringLiteral("%1 takes at most one name").arg(what));
    if (parser.isSet(flags.all) && parser.isSet(flags.ns))
        return usageError(QStringLiteral("%1 takes -A or -n NS, not both").arg(what));
    const QString ns = parser.isSet(flags.all)  ? QString()
                       : parser.isSet(flags.ns) ? parser.value(flags.ns)
                                                : QStringLiteral("default");
    RunSource source;
    if (const int code = loadRuns(parser, flags, what, ns, source, parser.isSet(flags.all));
        code >= 0)
        return code;
    const Result<QList<Nvcre::RunStatusRow>> rows = Nvcre::runStatusRows(
        source.objects, Nvcre::RunKind::Certification, ns, parser.positionalArguments().value(0));
    if (!rows)
        return reportError(rows.error());
    if (*format != OutputFormat::Table) {
        // One NAME: its status object, as the MCP tool get_certification_status gives it
        // (section 3.5); otherwise a list of them, as kubectl prints a list.
        QJsonValue data;
        if (!parser.positionalArguments().isEmpty() && rows->size() == 1) {
            data = rows->constFirst().json;
        } else {
            QJsonArray items;
            for (const Nvcre::RunStatusRow &row : *rows)
                items.append(row.json);
            data = QJsonObject{{QStringLiteral("items"), items}};
        }
        if (*format == OutputFormat::Json)
            printOut(Nvcre::runJsonText(data));
        else
            printData(data, *format);
        return ExitOk;
    }
    if (rows->isEmpty()) {
        printErr(
            ns.isEmpty()
                ? QStringLiteral("No Certifications found.\n")
                : QStringLiteral("No Certifications found in namespace %1.\n").arg(printable(ns)));
        return ExitOk;
    }
    QList<QStringList> table;
    for (const Nvcre::RunStatusRow &row : *rows)
        table << QStringList{row.ns, row.name, row.result, row.progress,
                             row.categories.join(QStringLiteral(", "))};
    printOut(
        formatTable({QStringLiteral("NAMESPACE"), QStringLiteral("NAME"), QStringLiteral("RESULT"),
                     QStringLiteral("PROGRESS"), QStringLiteral("CATEGORIES")},
                    table));
    return ExitOk;
}

int runWorkloadRunStatus(const Command &command, const QStringList &args)
{
    const QString what = command.name();
    QCommandLineParser parser;
    RunFlags flags;
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Output format: text or json (default text)."),
                                    QStringLiteral("format"), QStringLiteral("text"));
    parser.addOptions(flags.sources());
    parser.addOptions({flags.ns, output});
    parser.addPositionalArgument(QStringLiteral("NAME"), QStringLiteral("The WorkloadRun."));
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    const QString format = parser.value(output);
    if (format != QLatin1String("text") && format != QLatin1String("json")) {
        setErrorDocumentFormat({});
        return usageError(QStringLiteral("unknown output format \"%1\" (use text or json)")
                              .arg(printable(format)));
    }
    if (parser.positionalArguments().size() != 1)
        return usageError(QStringLiteral("%1 takes one name, got %2")
                              .arg(what)
                              .arg(parser.positionalArguments().size()));
    const QString name = parser.positionalArguments().constFirst();
    RunSource source;
    if (const int code =
            loadRuns(parser, flags, what,
                     parser.isSet(flags.ns) ? parser.value(flags.ns) : QString(), source);
        code >= 0)
        return code;
    const QString ns =
        namespaceFor(parser, flags, source.objects, Nvcre::RunKind::WorkloadRun, name);
    const Result<Nvcre::RunReport> report =
        Nvcre::buildRunReport(source.objects, Nvcre::RunKind::WorkloadRun, name, ns);
    if (!report)
        return reportError(report.error());
    const QString phase = Nvcre::workloadRunPhase(
        source.objects.find(QStringLiteral("WorkloadRun"), report->ns, name));
    if (format == QLatin1String("json")) {
        printOut(Nvcre::runJsonText(Nvcre::workloadRunStatusJson(*report, phase)));
    } else {
        printOut(phase + QLatin1Char('\n'));
    }
    return ExitOk;
}

QString sourceSynopsis()
{
    return QStringLiteral("[--snapshot F | --demo | [--kubeconfig FILE] [--context C]]");
}

} // namespace

QList<Command> runCommands()
{
    const QList<HelpEntry> reportCodes{
        {QStringLiteral("1"),
         QStringLiteral("a report FAILED or is still RUNNING (stderr names each), or an error; "
                        "INCOMPLETE and PASSED exit 0")}};

    Command status;
    status.words = {QStringLiteral("certification"), QStringLiteral("status")};
    status.group = CommandGroup::Certification;
    status.synopsis = QStringLiteral("[NAME] [-n NS | -A] ") + sourceSynopsis() +
                      QStringLiteral(" [-o table|json|yaml]");
    status.description = QStringLiteral(
        "The Certifications NVCRE ran or runs, each with its verdict (PASSED, FAILED, "
        "INCOMPLETE, RUNNING) and the status of every category.");
    status.examples = {
        {QStringLiteral("The demo cluster's Certifications, with verdict and progress"),
         QStringLiteral("accelctl certification status -A --demo")},
        {QStringLiteral("Every Certification in a snapshot, with verdict and progress"),
         QStringLiteral("accelctl certification status -A --snapshot runs.yaml"),
         QStringLiteral("a snapshot with runs (runs.yaml)")},
    };
    status.run = [status](const QStringList &args) { return runCertificationStatus(status, args); };

    Command report;
    report.words = {QStringLiteral("certification"), QStringLiteral("report")};
    report.group = CommandGroup::Certification;
    report.synopsis = QStringLiteral("NAME... [-n NS] ") + sourceSynopsis() +
                      QStringLiteral(" [-o text|json|yaml|junit] [--results-file F] "
                                     "[--junit-file F] [--catalog DIR]");
    report.description = QStringLiteral(
        "A Certification's report as nvcrectl prints it: result, categories (status, runtime, "
        "scale, failed groups, bandwidth, goodput), failed and excluded nodes, and drift from "
        "the preview; JSON and JUnit as nvcrectl writes them.");
    report.examples = {
        {QStringLiteral("The demo's failed Certification: failed nodes with reasons, and drift "
                        "from the preview (exit 1: it failed)"),
         QStringLiteral("accelctl certification report gb200-cert -n nvcre --demo"), QString(), 1},
        {QStringLiteral("A passing one as JSON, and its JUnit for CI"),
         QStringLiteral("accelctl certification report h100-cert -n nvcre --demo -o json "
                        "--junit-file cert.xml")},
    };
    report.exitCodes = reportCodes;
    report.run = [report](const QStringList &args) {
        return runReport(report, args, Nvcre::RunKind::Certification);
    };

    Command wrStatus;
    wrStatus.words = {QStringLiteral("workloadrun"), QStringLiteral("status")};
    wrStatus.group = CommandGroup::Certification;
    wrStatus.synopsis =
        QStringLiteral("NAME [-n NS] ") + sourceSynopsis() + QStringLiteral(" [-o text|json]");
    wrStatus.description = QStringLiteral(
        "A WorkloadRun's phase in one word (Pending, InProgress, Succeeded, Failed); JSON adds "
        "the failed nodes.");
    wrStatus.examples = {
        {QStringLiteral("A WorkloadRun's phase"),
         QStringLiteral("accelctl workloadrun status llama-smoke --demo")},
    };
    wrStatus.run = [wrStatus](const QStringList &args) {
        return runWorkloadRunStatus(wrStatus, args);
    };

    Command wrReport;
    wrReport.words = {QStringLiteral("workloadrun"), QStringLiteral("report")};
    wrReport.group = CommandGroup::Certification;
    wrReport.synopsis = QStringLiteral("NAME [-n NS] ") + sourceSynopsis() +
                        QStringLiteral(" [-o text|json|yaml|junit] [--results-file F] "
                                       "[--junit-file F] [--catalog DIR]");
    wrReport.description = QStringLiteral(
        "A WorkloadRun's report as nvcrectl prints it: result, runtime, goodput and TFLOPs, "
        "bandwidth, per-node results and drift from the preview.");
    wrReport.examples = {
        {QStringLiteral("A WorkloadRun's report as JSON (exit 1: it is still running)"),
         QStringLiteral("accelctl workloadrun report llama-smoke --demo -o json"), QString(), 1},
    };
    wrReport.exitCodes = reportCodes;
    wrReport.run = [wrReport](const QStringList &args) {
        return runReport(wrReport, args, Nvcre::RunKind::WorkloadRun);
    };
    return {status, report, wrStatus, wrReport};
}

} // namespace Accel::Cli
