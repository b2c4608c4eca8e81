// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cli.h"
#include "output.h"

#include "host/accelprobe.h"
#include "launch/composerunner.h"
#include "launch/launchform.h"
#include "launch/launchplanner.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

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
    const auto inventory = Host::AccelProbe(host.sources(parser).rootDir).probe();
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
    printOut(
        formatTable({QStringLiteral("PRODUCT"), product->name},
                    {{QStringLiteral("DECLARATION"), offer.declaration.toString()},
                     {QStringLiteral("CONTROL"), Launch::FormOffer::controlName(offer.control)},
                     {QStringLiteral("CHOICES"),
                      choices.isEmpty() ? QStringLiteral("-") : choices.join(QStringLiteral(", "))},
                     {QStringLiteral("SELECTED"),
                      offer.selected ? Host::profileName(*offer.selected) : QStringLiteral("-")},
                     {QStringLiteral("REFUSAL"),
                      offer.refusal ? offer.refusal->codeName() : QStringLiteral("-")}}));
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
    parser.addOptions({hardware, project, shmSize, dryRun, stateDir, manifest, caFile});
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

    const auto product = Launch::ProductTemplate::open(parser.positionalArguments().first());
    if (!product)
        return reportError(product.error());
    Launch::LaunchRequest request;
    request.hardware = choice;
    request.project = parser.value(project);
    if (parser.isSet(shmSize))
        request.shmSize = parser.value(shmSize);
    request.host = host.sources(parser);
    request.stateDir = parser.value(stateDir);
    request.sideloadManifest = parser.value(manifest);
    const auto plan = Launch::LaunchPlanner::plan(*product, request);
    if (!plan)
        return reportLaunchError(plan.error());
    printWarnings(plan->warnings);
    printErr(QStringLiteral("%1: %2\n").arg(product->name, plan->decision.note));
    if (plan->gpuMode) {
        printErr(QStringLiteral("GPU wiring: %1 (%2)\n")
                     .arg(Host::gpuModeName(plan->gpuMode->mode), plan->gpuMode->reason));
    }
    if (parser.isSet(dryRun)) {
        printOut(plan->overlayYaml);
        return ExitOk;
    }

    if (!plan->bundles.isEmpty()) {
        Sideload::FetchOptions options;
        options.caFile = parser.value(caFile);
        Sideload::BundleFetcher fetcher(Sideload::SideloadCache(request.stateDir), options);
        for (const auto &planned : plan->bundles) {
            const auto fetched = fetcher.fetch(planned.bundle);
            if (!fetched)
                return reportError(fetched.error());
            printErr(QStringLiteral("bundle %1: %2\n")
                         .arg(planned.bundle.displayName(), fetched->fromCache
                                                                ? QStringLiteral("cached")
                                                                : QStringLiteral("fetched")));
        }
    }
    if (auto written = Launch::LaunchPlanner::writeFiles(*plan); !written)
        return reportError(written.error());
    const auto ran = Launch::ComposeRunner::runBlocking(
        QStringLiteral("docker"),
        Launch::ComposeRunner::upArguments(plan->project, plan->composePath(), plan->overlayPath()),
        QFileInfo(plan->composePath()).absolutePath(), plan->logPath(),
        [](const QString &text) { printErr(text); });
    if (!ran) {
        reportError(ran.error());
        printErr(QStringLiteral("docker output: %1\n").arg(plan->logPath()));
        return ExitError;
    }
    printOut(QStringLiteral("launched %1 as project %2 (overlay %3)\n")
                 .arg(product->name, plan->project, plan->overlayPath()));
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

} // namespace

QList<Command> launchCommands()
{
    Command launch;
    launch.words = {QStringLiteral("launch")};
    launch.synopsis = QStringLiteral("PRODUCT [--hardware nvidia|quadra|none] [--project NAME] "
                                     "[--shm-size S] [--dry-run] [--host-root DIR] "
                                     "[--docker-info FILE] [--state-dir DIR] "
                                     "[--sideload-manifest FILE] [--ca-file FILE]");
    launch.description = QStringLiteral(
        "Launch a product with docker compose, honouring its accelerator mandate: exit 3 with "
        "HARDWARE_* when refused. --dry-run prints the Compose overlay.");
    launch.run = [launch](const QStringList &a) { return runLaunch(launch, a); };

    Command form;
    form.words = {QStringLiteral("launch-form")};
    form.synopsis = QStringLiteral("PRODUCT [--host-root DIR] [--docker-info FILE] "
                                   "[-o table|json|yaml]");
    form.description = QStringLiteral("What the launch form offers for PRODUCT on this host.");
    form.run = [form](const QStringList &a) { return runLaunchForm(form, a); };

    Command products;
    products.words = {QStringLiteral("get"), QStringLiteral("products")};
    products.synopsis = QStringLiteral("[-o table|json|yaml]");
    products.description = QStringLiteral("List the sample products built into the console.");
    products.run = [products](const QStringList &a) { return runGetProducts(products, a); };
    return {launch, form, products};
}

} // namespace Accel::Cli
