// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// `accelctl apply -f FILE`: server-side apply with a server dry run first (issue 9, "Command
// line"), on the engine the Overrides and Claims panels use (Kube::ServerSideApply).
#include "cli.h"
#include "clustersource.h"
#include "kube/kubecodes.h"
#include "output.h"

#include "doc/documentreader.h"
#include "doc/linediff.h"
#include "doc/yamlwriter.h"
#include "inputfile.h"
#include "kube/apiclient.h"
#include "kube/serversideapply.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonObject>

#include <optional>

namespace Accel::Cli {

namespace {

/// The hint under "error: N of M objects … rejected": the per-object lines say why.
QString rejectedHint()
{
    return QStringLiteral("Each rejected or conflicting object's line above gives the server's "
                          "reason; fix those objects (or take the field over with "
                          "--force-conflicts) and apply again.");
}

/// One kubectl-like line per object, a unified diff under each change of a dry run.
void printResults(const QList<Kube::ApplyResult> &results, bool dryRun)
{
    for (const Kube::ApplyResult &r : results) {
        const QString name = r.objectName();
        QString line;
        switch (r.outcome) {
        case Kube::ApplyOutcome::Create:
            line = dryRun ? QStringLiteral(" would be created") : QStringLiteral(" created");
            break;
        case Kube::ApplyOutcome::Change:
            line = dryRun ? QStringLiteral(" would be configured") : QStringLiteral(" configured");
            break;
        case Kube::ApplyOutcome::Unchanged:
            line = QStringLiteral(" unchanged");
            break;
        case Kube::ApplyOutcome::Rejected:
            line = QStringLiteral(" rejected: ") + printable(r.message);
            break;
        case Kube::ApplyOutcome::Conflict:
            line = QStringLiteral(" conflict: ") + printable(r.message);
            break;
        case Kube::ApplyOutcome::Exists: // readOnly only; never requested here
        case Kube::ApplyOutcome::Invalid:
            line = QStringLiteral(" not applied");
            break;
        }
        if (!r.namespaceName.isEmpty())
            line += QStringLiteral(" (namespace ") + printable(r.namespaceName) + QLatin1Char(')');
        printOut(printable(name) + line + QLatin1Char('\n'));
        if (r.outcome == Kube::ApplyOutcome::Conflict) {
            for (const QString &conflict : r.conflicts)
                printOut(QStringLiteral("  - ") + printable(conflict) + QLatin1Char('\n'));
            printOut(QStringLiteral("  (another field manager owns these fields; apply with "
                                    "--force-conflicts to take them over)\n"));
        }
        if (dryRun && r.outcome == Kube::ApplyOutcome::Change)
            printOut(r.diff());
    }
}

int countFailures(const QList<Kube::ApplyResult> &results)
{
    int n = 0;
    for (const Kube::ApplyResult &r : results)
        if (r.outcome == Kube::ApplyOutcome::Rejected ||
            r.outcome == Kube::ApplyOutcome::Conflict || r.outcome == Kube::ApplyOutcome::Invalid ||
            r.outcome == Kube::ApplyOutcome::Exists)
            ++n;
    return n;
}

QJsonArray toJson(const QList<Kube::ApplyResult> &results)
{
    QJsonArray out;
    for (const Kube::ApplyResult &r : results)
        out.append(r.toJson());
    return out;
}

/// Runs the engine to the end in a local event loop.
Result<QList<Kube::ApplyResult>> runApply(Kube::ApiClient &client,
                                          const QList<QJsonObject> &objects,
                                          const Kube::ApplyOptions &options)
{
    Kube::ServerSideApply apply(&client);
    QEventLoop loop;
    std::optional<Result<QList<Kube::ApplyResult>>> result;
    QObject::connect(&apply, &Kube::ServerSideApply::finished, &loop,
                     [&](const QList<Kube::ApplyResult> &results) {
                         result = results;
                         loop.quit();
                     });
    QObject::connect(&apply, &Kube::ServerSideApply::failed, &loop, [&](const Error &error) {
        result = tl::unexpected(error);
        loop.quit();
    });
    apply.apply(objects, options);
    if (!result)
        loop.exec();
    return *result;
}

int runApplyCommand(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    ClusterOptions cluster;
    cluster.offered = {}; // a live context only: no --snapshot, no --demo
    const QCommandLineOption file({QStringLiteral("f"), QStringLiteral("filename")},
                                  QStringLiteral("The objects to apply: YAML (multi-document) or "
                                                 "JSON, a v1 List included; - reads stdin."),
                                  QStringLiteral("FILE"));
    const QCommandLineOption dryRun(
        QStringLiteral("dry-run"),
        QStringLiteral("server: only the server dry run (dryRun=All), nothing is written; none "
                       "(default): the dry run, then the apply."),
        QStringLiteral("MODE"), QStringLiteral("none"));
    const QCommandLineOption force(
        QStringLiteral("force-conflicts"),
        QStringLiteral("Take over fields another field manager owns (force=true); without it a "
                       "conflict is reported and nothing is forced."));
    const QCommandLineOption ns({QStringLiteral("n"), QStringLiteral("namespace")},
                                QStringLiteral("The namespace for namespaced objects that name "
                                               "none (default: the context's)."),
                                QStringLiteral("NS"));
    cluster.output = outputOption({OutputFormat::Table, OutputFormat::Json});
    parser.addOptions({file, dryRun, force, ns, cluster.kubeconfig, cluster.context,
                       cluster.requestTimeout, cluster.caFile, cluster.output});
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (const int code = requireNoArguments(parser, command); code >= 0)
        return code;
    const std::optional<OutputFormat> format =
        checkedFormat(parser, cluster.output, {OutputFormat::Table, OutputFormat::Json});
    if (!format)
        return ExitUsage;
    if (!parser.isSet(file))
        return usageError(QStringLiteral("apply: -f FILE is required"));
    const QString mode = parser.value(dryRun);
    if (mode != QLatin1String("server") && mode != QLatin1String("none"))
        return usageError(QStringLiteral("apply: --dry-run takes server or none, not \"%1\" "
                                         "(client-side dry runs are not supported)")
                              .arg(mode));
    const bool dryRunOnly = mode == QLatin1String("server");

    const QString path = parser.value(file);
    const Result<QByteArray> bytes = readInputFileOrStdin(path, Limits::DocumentFileBytes);
    if (!bytes)
        return reportError(bytes.error());
    const Result<QList<QJsonObject>> objects =
        Doc::readObjects(*bytes, path == QLatin1String("-") ? QStringLiteral("stdin") : path);
    if (!objects)
        return reportError(objects.error());
    if (objects->isEmpty())
        return reportError(Error::of(Code::APPLY_EMPTY,
                                     QStringLiteral("%1 holds no objects to apply").arg(path),
                                     QString()));

    const Result<Kube::ClusterSource> source = clusterSource(parser, cluster);
    if (!source)
        return reportClusterError(source.error(), QStringLiteral("apply"));
    // The context with --ca-file and --request-timeout, as every cluster reader gets it.
    const Result<Kube::ResolvedContext> context = source->resolveContext();
    if (!context)
        return reportError(context.error());
    Kube::ApiClient client(*context);
    printWarnings(context->warnings);

    Kube::ApplyOptions options;
    options.forceConflicts = parser.isSet(force);
    options.defaultNamespace = parser.isSet(ns) ? parser.value(ns) : context->namespaceName;
    printErr(QStringLiteral("note: server dry run in context \"%1\" (namespace \"%2\")\n")
                 .arg(printable(context->contextName), printable(options.defaultNamespace)));
    options.dryRun = true;
    const Result<QList<Kube::ApplyResult>> preview = runApply(client, *objects, options);
    if (!preview)
        return reportError(preview.error());
    QJsonObject json{{QStringLiteral("context"), context->contextName},
                     {QStringLiteral("namespace"), options.defaultNamespace},
                     {QStringLiteral("dryRun"), toJson(*preview)}};
    if (*format == OutputFormat::Table)
        printResults(*preview, true);
    const int previewFailures = countFailures(*preview);
    if (dryRunOnly || previewFailures > 0) {
        if (*format == OutputFormat::Json)
            printData(json, OutputFormat::Json);
        if (previewFailures > 0) {
            printErr(QStringLiteral("error: %1 of %2 objects would be rejected or conflict%3\n")
                         .arg(previewFailures)
                         .arg(preview->size())
                         .arg(dryRunOnly ? QString() : QStringLiteral("; nothing was applied")));
            printErr(QStringLiteral("hint: ") + rejectedHint() + QLatin1Char('\n'));
            return ExitError;
        }
        return ExitOk;
    }

    options.dryRun = false;
    printErr(QStringLiteral("note: applying %1 objects to context \"%2\"\n")
                 .arg(objects->size())
                 .arg(printable(context->contextName)));
    const Result<QList<Kube::ApplyResult>> applied = runApply(client, *objects, options);
    if (!applied)
        return reportError(applied.error());
    json.insert(QStringLiteral("applied"), toJson(*applied));
    if (*format == OutputFormat::Table)
        printResults(*applied, false);
    else
        printData(json, OutputFormat::Json);
    if (const int failures = countFailures(*applied); failures > 0) {
        printErr(QStringLiteral("error: %1 of %2 objects were rejected or conflicted\n")
                     .arg(failures)
                     .arg(applied->size()));
        printErr(QStringLiteral("hint: ") + rejectedHint() + QLatin1Char('\n'));
        return ExitError;
    }
    return ExitOk;
}

} // namespace

QList<Command> applyCommands()
{
    Command apply;
    apply.words = {QStringLiteral("apply")};
    apply.group = CommandGroup::Certification;
    apply.synopsis = QStringLiteral("-f FILE [--dry-run=server] [--force-conflicts] "
                                    "[--kubeconfig FILE] [--context C] [-n NS] [-o table|json]");
    apply.description = QStringLiteral(
        "Server-side apply (field manager accel-console) of the objects in FILE, always after a "
        "server dry run whose outcome is printed per object (would be created / configured, "
        "unchanged, rejected with the server's message, conflict) with a diff against the live "
        "object. Nothing is applied when the dry run rejects or conflicts on any object; "
        "--dry-run=server stops after the dry run. Exit 1 when anything was rejected or "
        "conflicted.");
    apply.examples = {
        {QStringLiteral("Apply a rendered claim after the server's dry run"),
         QStringLiteral("accelctl apply -f claim.yaml -n ml"),
         QStringLiteral("a live cluster and claim.yaml")},
    };
    apply.run = [apply](const QStringList &args) { return runApplyCommand(apply, args); };
    return {apply};
}

} // namespace Accel::Cli
