// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cli.h"

#include "output.h"

#include "basecodes.h"
#include "cel/celcodes.h"
#include "doc/doccodes.h"
#include "dra/dracodes.h"
#include "host/hostcodes.h"
#include "kube/kubecodes.h"
#include "launch/launchcodes.h"
#include "mcp/mcpcodes.h"
#include "nvcre/nvcrecodes.h"
#include "sideload/sideloadcodes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <span>

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
        list << clusterClaimsCommands();
        list << celCommands();
        list << nvcreCommands();
        list << applyCommands();
        list << mcpCommands();
        return list;
    }();
    return all;
}

const ProgramHelp &programHelp()
{
    static const ProgramHelp help{
        QStringLiteral("accelctl COMMAND [options]"),
        QStringLiteral("The Accel Console engine on the command line: host accelerators, launches, "
                       "cluster inventory and rendering, for scripts, CI and tests."),
        {
            {QStringLiteral("Options"),
             {{QStringLiteral("-h, --help"),
               QStringLiteral("Show this help, or a command's help after its name.")},
              {QStringLiteral("-v, --version"), QStringLiteral("Show the version.")}}},
            {QStringLiteral("Test seams (see each command's --help)"),
             {{QStringLiteral("--host-root DIR"),
               QStringLiteral("Probe DIR/sys, DIR/dev, DIR/proc, DIR/etc/group instead of /.")},
              {QStringLiteral("--docker-info FILE"),
               QStringLiteral("docker info JSON from FILE instead of running docker.")},
              {QStringLiteral("--state-dir DIR"),
               QStringLiteral("Bundle cache and launch files in DIR.")},
              {QStringLiteral("--sideload-manifest F"),
               QStringLiteral("The media image's bundle manifest from F, not its label.")},
              {QStringLiteral("--ca-file FILE"),
               QStringLiteral("Extra CA certificates (PEM) for an API server or a sideload "
                              "mirror with a private CA.")}}},
            {QStringLiteral("Environment"),
             {{QStringLiteral("NORSK_CTL_GPU_MODE"),
               QStringLiteral("legacy or cdi: forces the GPU wiring mode.")},
              {QStringLiteral("NORSK_CTL_SIDELOAD_INDEX_URL"),
               QStringLiteral("A mirror of the sideload index.")},
              {QStringLiteral("KUBECONFIG"),
               QStringLiteral("Kubeconfig files (colon-separated) when --kubeconfig is not "
                              "given.")},
              {QStringLiteral("DOCKER_HOST"),
               QStringLiteral("The Docker daemon to probe and launch on.")},
              {QStringLiteral("XDG_STATE_HOME"),
               QStringLiteral("Where the state directory is (default ~/.local/state).")},
              {QStringLiteral("ACCEL_MAX_*"),
               QStringLiteral("Raise a resource limit, e.g. ACCEL_MAX_SNAPSHOT_BYTES=4G "
                              "(README \"Limits\").")}}},
            {QStringLiteral("Files"),
             {{QStringLiteral("~/.kube/config"),
               QStringLiteral("The kubeconfig when neither --kubeconfig nor KUBECONFIG is "
                              "given.")},
              {QStringLiteral("$XDG_STATE_HOME/accel-console"),
               QStringLiteral("The state directory: sideload bundle cache and launch records "
                              "(--state-dir replaces it).")}}},
            {QStringLiteral("Exit codes"),
             {{QStringLiteral("0"), QStringLiteral("ok")},
              {QStringLiteral("1"), QStringLiteral("error")},
              {QStringLiteral("2"), QStringLiteral("usage error")},
              {QStringLiteral("3"),
               QStringLiteral("launch refused: the stderr line starts with the refusal code, "
                              "e.g. HARDWARE_PINNED")}}},
        }};
    return help;
}

namespace {

/// Breaks TEXT into lines of at most WIDTH columns at spaces; lines after the first start with
/// INDENT spaces.
QString wrapped(const QString &text, qsizetype width, qsizetype indent = 0)
{
    QString out;
    qsizetype column = indent;
    bool lineEmpty = true;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!lineEmpty && column + 1 + word.size() > width) {
            out += QLatin1Char('\n') + QString(indent, QLatin1Char(' '));
            column = indent;
            lineEmpty = true;
        }
        if (!lineEmpty) {
            out += QLatin1Char(' ');
            ++column;
        }
        out += word;
        column += word.size();
        lineEmpty = false;
    }
    return out;
}

/// "  TERM" padded to COLUMN, or two spaces after a longer term, then TEXT; with WIDTH, TEXT is
/// wrapped at WIDTH columns and continues at COLUMN.
QString helpRow(const QString &term, const QString &text, qsizetype column, qsizetype width = 0)
{
    const QString head = QStringLiteral("  ") + term;
    const QString start =
        head.size() < column ? head.leftJustified(column) : head + QStringLiteral("  ");
    if (width == 0)
        return start + text + QLatin1Char('\n');
    // The first line starts later after a long term: wrap as if it had the same room.
    const QString body = wrapped(text, width - (start.size() - column), column);
    return start + body + QLatin1Char('\n');
}

} // namespace

QString generalHelpText()
{
    const ProgramHelp &help = programHelp();
    QString text = QStringLiteral("Usage: ") + help.usage + QStringLiteral("\n\n") +
                   wrapped(help.description, 88, 0) + QStringLiteral("\n\nCommands:\n");
    for (const Command &command : commands()) {
        // The first sentence; `accelctl COMMAND --help` has the rest.
        const qsizetype stop = command.description.indexOf(QStringLiteral(". "));
        text += helpRow(command.words.join(QLatin1Char(' ')),
                        stop < 0 ? command.description : command.description.left(stop + 1), 24);
    }
    for (const HelpSection &section : help.sections) {
        text += QLatin1Char('\n') + section.title + QStringLiteral(":\n");
        for (const HelpEntry &entry : section.entries)
            text += helpRow(entry.term, entry.text, 26, 100);
    }
    return text;
}

QByteArray commandTableJson()
{
    const ProgramHelp &help = programHelp();
    QJsonArray sections;
    for (const HelpSection &section : help.sections) {
        QJsonArray entries;
        for (const HelpEntry &entry : section.entries)
            entries.append(QJsonObject{{QStringLiteral("term"), entry.term},
                                       {QStringLiteral("text"), entry.text}});
        sections.append(QJsonObject{{QStringLiteral("title"), section.title},
                                    {QStringLiteral("entries"), entries}});
    }
    QJsonArray list;
    for (const Command &command : commands())
        list.append(
            QJsonObject{{QStringLiteral("words"), QJsonArray::fromStringList(command.words)},
                        {QStringLiteral("synopsis"), command.synopsis},
                        {QStringLiteral("description"), command.description}});
    const QJsonObject root{{QStringLiteral("program"), QStringLiteral("accelctl")},
                           {QStringLiteral("version"), QStringLiteral(ACCEL_VERSION)},
                           {QStringLiteral("usage"), help.usage},
                           {QStringLiteral("description"), help.description},
                           {QStringLiteral("sections"), sections},
                           {QStringLiteral("commands"), list}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
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

QCommandLineOption caFileOption(const QString &forWhat)
{
    return QCommandLineOption(QStringLiteral("ca-file"),
                              QStringLiteral("Trust the CA certificates in FILE (PEM) too, for %1.")
                                  .arg(forWhat.isEmpty()
                                           ? QStringLiteral("a sideload mirror with a private CA")
                                           : forWhat),
                              QStringLiteral("FILE"));
}

const ErrorCode *declaredCode(const QString &name)
{
    for (const auto &codes : {std::span<const ErrorCode *const>(Code::BaseCodes),
                              std::span<const ErrorCode *const>(Code::DocCodes),
                              std::span<const ErrorCode *const>(Code::HostCodes),
                              std::span<const ErrorCode *const>(Code::CelCodes),
                              std::span<const ErrorCode *const>(Code::SideloadCodes),
                              std::span<const ErrorCode *const>(Code::KubeCodes),
                              std::span<const ErrorCode *const>(Code::LaunchCodes),
                              std::span<const ErrorCode *const>(Code::DraCodes),
                              std::span<const ErrorCode *const>(Code::NvcreCodes),
                              std::span<const ErrorCode *const>(Code::McpCodes)}) {
        for (const ErrorCode *code : codes) {
            if (name == *code)
                return code;
        }
    }
    return nullptr;
}

QString hintFor(const Error &error)
{
    if (!error.hint.isEmpty())
        return error.hint;
    // An error raised with its code as text (a code passed through, or a module not yet moved
    // to its codes header) still says what to do: its code's default hint.
    if (const ErrorCode *code = declaredCode(error.code))
        return code->hint();
    return QStringLiteral("Read the message above; 'accelctl --help' lists the commands and "
                          "their options.");
}

int reportError(const Error &error)
{
    // README: "Errors are `CODE: message` plus a `hint:` line saying what fixes it". Each on
    // one line: a message quotes names, files and parser errors from outside, and a line break
    // in one must not add a line that looks like a hint of ours (issue 32).
    printErr(printable(error.code) + QStringLiteral(": ") + printable(error.message) +
             QLatin1Char('\n'));
    printErr(QStringLiteral("hint: ") + printable(hintFor(error)) + QLatin1Char('\n'));
    return ExitError;
}

int usageError(const QString &message)
{
    printErr(QStringLiteral("accelctl: ") + printable(message) +
             QStringLiteral("\nRun 'accelctl --help' for usage.\n"));
    return ExitUsage;
}

} // namespace Accel::Cli
