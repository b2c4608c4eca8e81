// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cli.h"
#include "output.h"

#include "host/accelprobe.h"
#include "host/hostprobe.h"
#include "launch/composerunner.h"
#include "launch/launches.h"
#include "launch/launchform.h"
#include "launch/launchjob.h"
#include "launch/launchplanner.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

#include <variant>

namespace Accel::Cli {

namespace {

/// `--hardware` must name a profile; anything else is a usage error (false).
bool hardwareChoice(const QCommandLineParser &parser, const QCommandLineOption &option,
                    std::optional<Host::Profile> *choice)
{
    choice->reset();
    if (!parser.isSet(option))
        return true;
    const Host::Profile p = Host::profileFromName(parser.value(option));
    if (p == Host::Profile::Invalid)
        return false;
    *choice = p;
    return true;
}

int reportLaunchError(const Error &error)
{
    reportError(error);
    return error.code.startsWith(QLatin1String("HARDWARE_")) ? ExitRefused : ExitError;
}

int runLaunchForm(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    const HostSeams host;
    host.addTo(parser);
    const QCommandLineOption output = outputOption();
    parser.addOption(output);
    parser.addPositionalArgument(QStringLiteral("PRODUCT"),
                                 QStringLiteral("A product folder, or a sample's name."));
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (parser.positionalArguments().size() != 1)
        return usageError(QStringLiteral("launch-form takes one PRODUCT"));
    const auto checked = checkedFormat(parser, output);
    if (!checked)
        return ExitUsage;
    const OutputFormat format = *checked;
    const auto product = Launch::ProductTemplate::open(parser.positionalArguments().first());
    if (!product)
        return reportError(product.error());
    const Host::HostSources sources = host.sources(parser);
    if (const Result<void> checked = Host::checkHostSources(sources); !checked)
        return reportError(checked.error());
    const auto inventory = Host::AccelProbe(sources.rootDir).probe();
    printWarnings(inventory.warnings);
    const Launch::FormOffer offer =
        Launch::FormOffer::compute(product->accelerator, inventory, product->name);
    if (format != OutputFormat::Table) {
        printData(offer.toJson(), format);
        return ExitOk;
    }
    QStringList choices;
    for (Host::Profile p : offer.choices)
        choices << Host::profileName(p);
    printOut(formatTable(
        {QStringLiteral("PRODUCT"), product->name},
        {{QStringLiteral("DECLARATION"), offer.declaration.toString()},
         {QStringLiteral("CONTROL"), Launch::FormOffer::controlName(offer.control)},
         {QStringLiteral("CHOICES"),
          choices.isEmpty() ? QStringLiteral("-") : choices.join(QStringLiteral(", "))},
         {QStringLiteral("SELECTED"),
          offer.selected ? Host::profileName(*offer.selected) : QStringLiteral("-")},
         {QStringLiteral("REFUSAL"),
          offer.refusal ? offer.refusal->codeName() : QStringLiteral("-")},
         {QStringLiteral("NOTE"), offer.idle ? offer.idle->advice : QStringLiteral("-")}}));
    return ExitOk;
}

int runLaunch(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    const HostSeams host;
    host.addTo(parser);
    const QCommandLineOption hardware(QStringLiteral("hardware"),
                                      QStringLiteral("The accelerator: nvidia, quadra or none."),
                                      QStringLiteral("H"));
    const QCommandLineOption project(QStringLiteral("project"),
                                     QStringLiteral("The docker compose project name "
                                                    "(default: the product's name)."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption shmSize(QStringLiteral("shm-size"),
                                     QStringLiteral("Size of the media service's private "
                                                    "/dev/shm, e.g. 2gb (not on quadra)."),
                                     QStringLiteral("S"));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"),
                                    QStringLiteral("Print the overlay and change nothing."));
    const QCommandLineOption stateDir = stateDirOption();
    const QCommandLineOption manifest(QStringLiteral("sideload-manifest"),
                                      QStringLiteral("The media image's bundle manifest from FILE "
                                                     "instead of the image's label."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption caFile = caFileOption();
    const QCommandLineOption insecure(
        QStringLiteral("allow-insecure-mirror"),
        QStringLiteral("Accept plain-HTTP sideload mirror URLs (the sha256 still protects each "
                       "bundle; a warning says so)."));
    const QCommandLineOption output = outputOption();
    parser.addOptions(
        {hardware, project, shmSize, dryRun, stateDir, manifest, caFile, insecure, output});
    parser.addPositionalArgument(QStringLiteral("PRODUCT"),
                                 QStringLiteral("A product folder, or a sample's name."));
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (parser.positionalArguments().size() != 1)
        return usageError(QStringLiteral("launch takes one PRODUCT"));
    std::optional<Host::Profile> choice;
    if (!hardwareChoice(parser, hardware, &choice)) {
        return usageError(QStringLiteral("--hardware must be nvidia, quadra or none, not \"%1\"")
                              .arg(parser.value(hardware)));
    }
    if (parser.isSet(shmSize)) {
        if (const auto why = Launch::LaunchPlanner::checkShmSize(parser.value(shmSize)))
            return usageError(QStringLiteral("--shm-size: %1").arg(*why));
    }
    const auto checked = checkedFormat(parser, output);
    if (!checked)
        return ExitUsage;
    if (parser.isSet(output) && !parser.isSet(dryRun))
        return usageError(QStringLiteral("-o prints the overlay of a dry run: add --dry-run"));
    if (parser.isSet(output) && *checked == OutputFormat::Table)
        return usageError(QStringLiteral("launch --dry-run prints the overlay as -o yaml or json"));

    const auto product = Launch::ProductTemplate::open(parser.positionalArguments().first());
    if (!product)
        return reportError(product.error());
    Launch::LaunchRequest request;
    request.hardware = choice;
    request.project = parser.value(project);
    if (parser.isSet(shmSize))
        request.shmSize = parser.value(shmSize).trimmed();
    request.host = host.sources(parser);
    request.stateDir = parser.value(stateDir);
    request.sideloadManifest = parser.value(manifest);
    request.fetch.caFile = parser.value(caFile);
    request.fetch.allowInsecureMirror = parser.isSet(insecure);

    // The one launch entry, as the Launch panel drives it: plan, fetch, write, compose up.
    Launch::LaunchJob job(*product, request);
    job.setDryRun(parser.isSet(dryRun));
    QObject::connect(&job, &Launch::LaunchJob::planned, [&product](const Launch::LaunchPlan &plan) {
        printWarnings(plan.warnings);
        printErr(QStringLiteral("%1: %2\n")
                     .arg(printable(product->name), printable(plan.decision.note)));
        // The fallback to none is right, but an accelerator sits idle: say which, and how.
        if (plan.decision.idle)
            printErr(QStringLiteral("note: %1\n").arg(printable(plan.decision.idle->advice)));
        if (plan.gpuMode) {
            printErr(
                QStringLiteral("GPU wiring: %1 (%2)\n")
                    .arg(Host::gpuModeName(plan.gpuMode->mode), printable(plan.gpuMode->reason)));
        }
    });
    QObject::connect(&job, &Launch::LaunchJob::bundleReady,
                     [](const Sideload::FetchedBundle &bundle) {
                         printErr(QStringLiteral("bundle %1: %2\n")
                                      .arg(printable(bundle.bundle.displayName()),
                                           bundle.fromCache ? QStringLiteral("cached")
                                                            : QStringLiteral("fetched")));
                     });
    QObject::connect(&job, &Launch::LaunchJob::outputReceived,
                     [](const QString &text) { printErr(text); });
    const Result<void> ran = job.exec();
    const std::optional<Launch::LaunchPlan> &plan = job.plan();
    if (!ran) {
        if (job.failedAt() == Launch::LaunchJob::Step::Planning) {
            if (!plan)
                return reportLaunchError(ran.error()); // refused, or the plan failed
            // A plan that cannot be launched says so first, before anything else is printed.
            reportError(ran.error());
            for (qsizetype i = 1; i < plan->blockers.size(); ++i)
                printErr(QStringLiteral("also: %1: %2\n")
                             .arg(printable(plan->blockers.at(i).code),
                                  printable(plan->blockers.at(i).message)));
            return ExitError;
        }
        reportError(ran.error());
        if (job.failedAt() == Launch::LaunchJob::Step::Running)
            printErr(QStringLiteral("docker output: %1\n").arg(printable(plan->logPath())));
        return ExitError;
    }
    if (parser.isSet(dryRun)) {
        for (const Error &blocker : plan->blockers) {
            printErr(QStringLiteral("note: a launch would stop here: %1: %2\n")
                         .arg(printable(blocker.code), printable(blocker.message)));
        }
        if (*checked == OutputFormat::Json) {
            // An idle accelerator rides along as a Compose extension field (x-*, which compose
            // ignores), so the document stays a valid overlay.
            QJsonObject document = plan->overlay.document;
            if (plan->decision.idle)
                document.insert(QStringLiteral("x-accel-console"),
                                QJsonObject{{QStringLiteral("idleAccelerator"),
                                             plan->decision.idle->toJson()}});
            printData(document, OutputFormat::Json);
        } else
            printOut(plan->overlayYaml);
        return ExitOk;
    }
    printOut(QStringLiteral("launched %1 as project %2 (overlay %3)\n")
                 .arg(printable(product->name), printable(plan->project),
                      printable(plan->overlayPath())));
    return ExitOk;
}

int runGetProducts(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption output = outputOption();
    parser.addOption(output);
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    const auto checked = checkedFormat(parser, output);
    if (!checked)
        return ExitUsage;
    const OutputFormat format = *checked;
    QList<QStringList> rows;
    QJsonArray list;
    for (const QString &name : Launch::ProductTemplate::sampleNames()) {
        const auto p = Launch::ProductTemplate::sample(name);
        if (!p)
            continue;
        rows << QStringList{p->name, p->version, p->accelerator.toString(), p->mediaService};
        list.append(QJsonObject{{QStringLiteral("name"), p->name},
                                {QStringLiteral("version"), p->version},
                                {QStringLiteral("accelerator"), p->accelerator.toString()},
                                {QStringLiteral("mediaService"), p->mediaService}});
    }
    if (format == OutputFormat::Table)
        printOut(formatTable({QStringLiteral("NAME"), QStringLiteral("VERSION"),
                              QStringLiteral("ACCELERATOR"), QStringLiteral("MEDIA SERVICE")},
                             rows));
    else
        printData(list, format);
    return ExitOk;
}

int runLaunches(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption stateDir = stateDirOption();
    const QCommandLineOption output = outputOption();
    parser.addOptions({stateDir, output});
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (const int code = requireNoArguments(parser, command); code >= 0)
        return code;
    const auto format = checkedFormat(parser, output);
    if (!format)
        return ExitUsage;
    QStringList warnings;
    const auto listed = Launch::LaunchControl::list(Launch::LaunchRegistry(parser.value(stateDir)),
                                                    QStringLiteral("docker"), &warnings);
    printWarnings(warnings);
    // A state directory others can write: an error with the fix, as logs, stop and launch give
    // (issue 32), never an empty list that looks like nothing was launched.
    if (!listed)
        return reportError(listed.error());
    const QList<Launch::LaunchEntry> &entries = *listed;
    if (*format != OutputFormat::Table) {
        QJsonArray list;
        for (const Launch::LaunchEntry &entry : entries)
            list.append(entry.toJson());
        printData(list, *format);
        return ExitOk;
    }
    if (entries.isEmpty()) {
        // Empty lists say so, and how to make an entry.
        printErr(QStringLiteral("No launches recorded in %1. Launch a product with 'accelctl "
                                "launch PRODUCT' ('accelctl get products' lists them).\n")
                     .arg(printable(Launch::LaunchRegistry(parser.value(stateDir)).stateDir())));
        return ExitOk;
    }
    QList<QStringList> rows;
    for (const Launch::LaunchEntry &entry : entries) {
        const Launch::LaunchRecord &r = entry.record;
        rows << QStringList{r.project,
                            r.product,
                            r.version.isEmpty() ? QStringLiteral("-") : r.version,
                            r.accelerator,
                            r.launchedAt.toString(Qt::ISODate),
                            entry.status};
    }
    printOut(formatTable({QStringLiteral("PROJECT"), QStringLiteral("PRODUCT"),
                          QStringLiteral("VERSION"), QStringLiteral("ACCELERATOR"),
                          QStringLiteral("LAUNCHED"), QStringLiteral("STATUS")},
                         rows));
    return ExitOk;
}

/// The record of the one PROJECT argument, or the exit code of why there is none.
std::variant<Launch::LaunchRecord, int> recordArgument(const QCommandLineParser &parser,
                                                       const QString &stateDir,
                                                       const QString &commandName)
{
    if (parser.positionalArguments().size() != 1)
        return usageError(QStringLiteral("%1 takes one PROJECT").arg(commandName));
    const auto record = Launch::LaunchRegistry(stateDir).load(parser.positionalArguments().first());
    if (!record)
        return reportError(record.error());
    return *record;
}

int runLogs(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption stateDir = stateDirOption();
    const QCommandLineOption follow({QStringLiteral("f"), QStringLiteral("follow")},
                                    QStringLiteral("Keep printing new output until interrupted."));
    const QCommandLineOption tail(QStringLiteral("tail"),
                                  QStringLiteral("Only the last N lines of each container."),
                                  QStringLiteral("N"));
    const QCommandLineOption service(QStringLiteral("service"),
                                     QStringLiteral("Only this service's output."),
                                     QStringLiteral("S"));
    parser.addOptions({stateDir, follow, tail, service});
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("A launched project."));
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    int lines = -1;
    if (parser.isSet(tail)) {
        bool ok = false;
        lines = parser.value(tail).toInt(&ok);
        if (!ok || lines < 0)
            return usageError(QStringLiteral("--tail must be a number of lines, not \"%1\"")
                                  .arg(parser.value(tail)));
    }
    const auto record = recordArgument(parser, parser.value(stateDir), QStringLiteral("logs"));
    if (const int *code = std::get_if<int>(&record))
        return *code;
    const auto &launch = std::get<Launch::LaunchRecord>(record);
    const auto invocation = Launch::LaunchControl::logs(
        launch, Host::ComposeTool::detect(), parser.isSet(follow), lines, parser.value(service));
    if (!invocation)
        return reportError(invocation.error());
    // The containers' output is the data: stdout, with nothing of ours or of compose's mixed
    // into it (the runner's "$ command" line, compose 1.29's "Attaching to …").
    QString pending;
    int lineNumber = 0;
    const auto ran = Launch::ComposeRunner::runBlocking(
        *invocation, QString(), [&pending, &lineNumber](const QString &text) {
            pending += text;
            qsizetype end = 0;
            qsizetype newline;
            QString out;
            while ((newline = pending.indexOf(QLatin1Char('\n'), end)) >= 0) {
                const QStringView line = QStringView(pending).mid(end, newline + 1 - end);
                const bool ours =
                    lineNumber < 2 && (line.startsWith(u"$ ") || line.startsWith(u"Attaching to "));
                if (!ours)
                    out += line;
                ++lineNumber;
                end = newline + 1;
            }
            pending.remove(0, end);
            if (pending.size() > 64 * 1024) { // output without newlines: pass it on as it is
                out += pending;
                pending.clear();
                lineNumber = 2;
            }
            if (!out.isEmpty())
                printOut(out);
        });
    if (!pending.isEmpty())
        printOut(pending);
    if (!ran)
        return reportError(ran.error());
    return ExitOk;
}

int runStop(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption stateDir = stateDirOption();
    const QCommandLineOption volumes(QStringLiteral("remove-volumes"),
                                     QStringLiteral("Also remove the project's named volumes."));
    parser.addOptions({stateDir, volumes});
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QStringLiteral("A launched project."));
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    const auto record = recordArgument(parser, parser.value(stateDir), QStringLiteral("stop"));
    if (const int *code = std::get_if<int>(&record))
        return *code;
    const auto &launch = std::get<Launch::LaunchRecord>(record);
    const auto invocation =
        Launch::LaunchControl::stop(launch, Host::ComposeTool::detect(), parser.isSet(volumes));
    if (!invocation)
        return reportError(invocation.error());
    const auto ran = Launch::ComposeRunner::runBlocking(
        *invocation, QString(), [](const QString &text) { printErr(text); });
    if (!ran)
        return reportError(ran.error());
    if (auto marked = Launch::LaunchRegistry(parser.value(stateDir)).markStopped(launch.project);
        !marked)
        return reportError(marked.error());
    printOut(QStringLiteral("stopped %1\n").arg(printable(launch.project)));
    return ExitOk;
}

} // namespace

QList<Command> launchCommands()
{
    Command launch;
    launch.words = {QStringLiteral("launch")};
    launch.group = CommandGroup::Launch;
    launch.synopsis = QStringLiteral("PRODUCT [--hardware nvidia|quadra|none] [--project NAME] "
                                     "[--shm-size S] [--dry-run [-o yaml|json]] [--host-root DIR] "
                                     "[--docker-info FILE] [--state-dir DIR] "
                                     "[--sideload-manifest FILE] [--ca-file FILE] "
                                     "[--allow-insecure-mirror]");
    launch.description = QStringLiteral(
        "Launch a product with docker compose, honouring its accelerator mandate: exit 3 with "
        "HARDWARE_* when refused. --dry-run prints the Compose overlay. Uses the docker compose "
        "plugin, a standalone docker-compose v2, or Debian's docker-compose 1.29, in that order; "
        "launching a stopped project starts it again.");
    launch.examples = {
        {QStringLiteral("Preview the Compose overlay of a sample product; nothing runs"),
         QStringLiteral("accelctl launch norsk-studio --dry-run")},
        {QStringLiteral("The same with no accelerator, as project demo, as JSON"),
         QStringLiteral(
             "accelctl launch norsk-studio --hardware none --project demo --dry-run -o json")},
        {QStringLiteral("Launch it (docker and the product's images needed)"),
         QStringLiteral("accelctl launch norsk-studio"),
         QStringLiteral("docker and the product's images")},
    };
    launch.exitCodes = {
        {QStringLiteral("3"), QStringLiteral("launch refused: stderr starts with the refusal code, "
                                             "HARDWARE_PINNED, HARDWARE_REQUIRED, "
                                             "HARDWARE_UNAVAILABLE or HARDWARE_NOT_FOUND")}};
    launch.run = [launch](const QStringList &a) { return runLaunch(launch, a); };

    Command form;
    form.words = {QStringLiteral("launch-form")};
    form.group = CommandGroup::Launch;
    form.synopsis = QStringLiteral("PRODUCT [--host-root DIR] [--docker-info FILE] "
                                   "[-o table|json|yaml]");
    form.description = QStringLiteral("What the launch form offers for PRODUCT on this host.");
    form.examples = {
        {QStringLiteral("What the launch form offers for a sample product on this host"),
         QStringLiteral("accelctl launch-form norsk-studio")},
        {QStringLiteral("The same for a script"),
         QStringLiteral("accelctl launch-form norsk-studio -o json")},
    };
    form.run = [form](const QStringList &a) { return runLaunchForm(form, a); };

    Command products;
    products.words = {QStringLiteral("get"), QStringLiteral("products")};
    products.group = CommandGroup::Launch;
    products.aliases = {QStringLiteral("product")};
    products.synopsis = QStringLiteral("[-o table|json|yaml]");
    products.description = QStringLiteral("List the sample products built into the console.");
    products.examples = {
        {QStringLiteral("The sample products and their accelerator declarations"),
         QStringLiteral("accelctl get products")},
    };
    products.run = [products](const QStringList &a) { return runGetProducts(products, a); };

    Command launches;
    launches.words = {QStringLiteral("launches")};
    launches.group = CommandGroup::Launch;
    launches.synopsis = QStringLiteral("[--state-dir DIR] [-o table|json|yaml]");
    launches.description = QStringLiteral(
        "List recorded launches with their live status from docker: running, exited (CODE), "
        "partially running, not found or stopped; -o json adds one row per service.");
    launches.examples = {
        {QStringLiteral("Every launch recorded here, with its status from docker"),
         QStringLiteral("accelctl launches")},
        {QStringLiteral("One row per service, for a script"),
         QStringLiteral("accelctl launches -o json")},
    };
    launches.run = [launches](const QStringList &a) { return runLaunches(launches, a); };

    Command logs;
    logs.words = {QStringLiteral("logs")};
    logs.group = CommandGroup::Launch;
    logs.synopsis = QStringLiteral("PROJECT [--follow] [--tail N] [--service S] [--state-dir DIR]");
    logs.description = QStringLiteral("Print a launched project's container output.");
    logs.examples = {
        {QStringLiteral("The last 100 lines of a launched project, then follow"),
         QStringLiteral("accelctl logs norsk-studio --tail 100 --follow"),
         QStringLiteral("a launched project")},
    };
    logs.run = [logs](const QStringList &a) { return runLogs(logs, a); };

    Command stop;
    stop.words = {QStringLiteral("stop")};
    stop.group = CommandGroup::Launch;
    stop.synopsis = QStringLiteral("PROJECT [--remove-volumes] [--state-dir DIR]");
    stop.description = QStringLiteral(
        "Take a launched project down with the files it was launched with; its record stays, "
        "marked stopped.");
    stop.examples = {
        {QStringLiteral("Take a launched project down, its volumes too"),
         QStringLiteral("accelctl stop norsk-studio --remove-volumes"),
         QStringLiteral("a launched project")},
    };
    stop.run = [stop](const QStringList &a) { return runStop(stop, a); };
    return {launch, form, products, launches, logs, stop};
}

} // namespace Accel::Cli
