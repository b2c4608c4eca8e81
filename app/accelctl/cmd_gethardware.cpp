// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cli.h"
#include "output.h"

#include "host/hostprobe.h"

#include <QCommandLineParser>

namespace Accel::Cli {

namespace {

QString orDash(const std::optional<QString> &value)
{
    return value && !value->isEmpty() ? *value : QStringLiteral("-");
}

QString hardwareTable(const Host::HardwareReport &report)
{
    const Host::AccelInventory &inv = report.inventory;
    QStringList accelerators;
    for (Host::Profile p : inv.accelerators())
        accelerators << Host::profileName(p);

    QString out = formatTable(
        {QStringLiteral("PROFILE"), Host::profileName(inv.profile())},
        {
            {QStringLiteral("ACCELERATORS"), accelerators.isEmpty()
                                                 ? QStringLiteral("-")
                                                 : accelerators.join(QStringLiteral(", "))},
            {QStringLiteral("GPU MODE"), Host::gpuModeName(report.gpuMode) + QStringLiteral(" (") +
                                             report.gpuModeReason + QLatin1Char(')')},
            {QStringLiteral("CONTAINER USER"), report.suggestedContainerUser},
            {QStringLiteral("COMPOSE"),
             report.compose.isAvailable()
                 ? QStringLiteral("%1 %2 (%3)")
                       .arg(report.compose.displayName(), report.compose.version,
                            Host::composeKindName(report.compose.kind))
                 : QStringLiteral("missing (%1)").arg(report.compose.missingReason)},
        });
    if (inv.hasNvidia) {
        QList<QStringList> rows;
        for (const QString &device : inv.nvidiaDevices)
            rows << QStringList{QStringLiteral("device"), device, QString(), QString()};
        for (const Host::NvidiaGpu &gpu : inv.nvidiaGpus) {
            rows << QStringList{QStringLiteral("gpu"), QString(), gpu.pciAddress,
                                gpu.model.isEmpty() ? QStringLiteral("-") : gpu.model};
        }
        out += QLatin1Char('\n') +
               formatTable({QStringLiteral("NVIDIA"), QStringLiteral("DEVICE"),
                            QStringLiteral("PCI ADDRESS"), QStringLiteral("MODEL")},
                           rows);
    }
    if (!inv.quadraCards.isEmpty()) {
        QList<QStringList> rows;
        for (const Host::QuadraCard &card : inv.quadraCards)
            rows << QStringList{card.node, card.controller, orDash(card.pciAddress),
                                orDash(card.model)};
        out += QLatin1Char('\n') +
               formatTable({QStringLiteral("QUADRA NODE"), QStringLiteral("CONTROLLER"),
                            QStringLiteral("PCI ADDRESS"), QStringLiteral("MODEL")},
                           rows);
    }
    return out;
}

int runGetHardware(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    const HostSeams seams;
    seams.addTo(parser);
    const QCommandLineOption output = outputOption();
    parser.addOption(output);
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (const int code = requireNoArguments(parser, command); code >= 0)
        return code;
    const auto format = checkedFormat(parser, output);
    if (!format)
        return ExitUsage;
    const Host::HostSources sources = seams.sources(parser);

    const Result<Host::HardwareReport> report = Host::probeHost(sources);
    if (!report)
        return reportError(report.error());
    printWarnings(report->warnings);
    if (*format == OutputFormat::Table)
        printOut(hardwareTable(*report));
    else
        printData(report->toJson(), *format);
    return ExitOk;
}

} // namespace

QList<Command> hardwareCommands()
{
    Command get;
    get.words = {QStringLiteral("get"), QStringLiteral("hardware")};
    get.group = CommandGroup::Host;
    get.synopsis = QStringLiteral("[--host-root DIR] [--docker-info FILE] [-o table|json|yaml]");
    get.description = QStringLiteral(
        "Show this host's accelerators (nvidia, quadra), the GPU wiring mode and why, the "
        "suggested container user and which Docker Compose is installed. Honours "
        "NORSK_CTL_GPU_MODE=legacy|cdi.");
    get.examples = {
        {QStringLiteral("This host's accelerators, GPU wiring, container user and compose"),
         QStringLiteral("accelctl get hardware")},
        {QStringLiteral("The same for a script"), QStringLiteral("accelctl get hardware -o json")},
    };
    get.run = [get](const QStringList &args) { return runGetHardware(get, args); };
    return {get};
}

} // namespace Accel::Cli
