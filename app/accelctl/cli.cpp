// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cli.h"

#include "output.h"

namespace Accel::Cli {

const QList<Command> &commands()
{
    static const QList<Command> all = [] {
        QList<Command> list;
        list << hardwareCommands();
        list << documentCommands();
        list << launchCommands();
        list << sideloadCommands();
        list << clusterCommands();
        list << claimCommands();
        list << celCommands();
        list << nvcreCommands();
        list << applyCommands();
        return list;
    }();
    return all;
}

int parseOrExit(QCommandLineParser &parser, const Command &command, const QStringList &args)
{
    parser.setApplicationDescription(command.description);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help."));
    parser.addOption(help);
    if (!parser.parse(args))
        return usageError(parser.errorText());
    if (parser.isSet(help)) {
        // QCommandLineParser's own usage line names the binary only; name the command too.
        QString text = parser.helpText();
        const QString usage =
            QStringLiteral("Usage: accelctl ") + command.words.join(QLatin1Char(' '));
        const qsizetype eol = text.indexOf(QLatin1Char('\n'));
        text = usage + QLatin1Char(' ') + command.synopsis + text.mid(eol);
        printOut(text);
        return ExitOk;
    }
    return -1;
}

int requireNoArguments(const QCommandLineParser &parser, const Command &command)
{
    if (parser.positionalArguments().isEmpty())
        return -1;
    return usageError(QStringLiteral("%1 takes no arguments, got \"%2\"")
                          .arg(command.words.join(QLatin1Char(' ')),
                               parser.positionalArguments().join(QLatin1Char(' '))));
}

Host::HostSources HostSeams::sources(const QCommandLineParser &parser) const
{
    Host::HostSources sources = Host::HostSources::fromEnvironment();
    if (parser.isSet(hostRoot))
        sources.rootDir = parser.value(hostRoot);
    if (parser.isSet(dockerInfo))
        sources.dockerInfoFile = parser.value(dockerInfo);
    return sources;
}

QCommandLineOption stateDirOption()
{
    return QCommandLineOption(QStringLiteral("state-dir"),
                              QStringLiteral("The state directory: bundle cache and launch files "
                                             "(default $XDG_STATE_HOME/accel-console)."),
                              QStringLiteral("DIR"));
}

QCommandLineOption caFileOption()
{
    return QCommandLineOption(QStringLiteral("ca-file"),
                              QStringLiteral("Trust the CA certificates in FILE (PEM) too, for a "
                                             "sideload mirror with a private CA."),
                              QStringLiteral("FILE"));
}

int reportError(const Error &error)
{
    printErr(error.code + QStringLiteral(": ") + error.message + QLatin1Char('\n'));
    if (!error.hint.isEmpty())
        printErr(QStringLiteral("hint: ") + error.hint + QLatin1Char('\n'));
    return ExitError;
}

int usageError(const QString &message)
{
    printErr(QStringLiteral("accelctl: ") + message +
             QStringLiteral("\nRun 'accelctl --help' for usage.\n"));
    return ExitUsage;
}

} // namespace Accel::Cli
