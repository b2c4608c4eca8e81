// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cli.h"

#include "output.h"

#include "basecodes.h"
#include "cel/celcodes.h"
#include "doc/doccodes.h"
#include "dra/dracodes.h"
#include "excerpt.h"
#include "host/hostcodes.h"
#include "kube/kubecodes.h"
#include "launch/launchcodes.h"
#include "mcp/mcpcodes.h"
#include "nvcre/nvcrecodes.h"
#include "regularexpression.h"
#include "sideload/sideloadcodes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <span>

#include <sys/ioctl.h>
#include <unistd.h>

namespace Accel::Cli {

QString groupTitle(CommandGroup group)
{
    switch (group) {
    case CommandGroup::Host:
        return QStringLiteral("Host");
    case CommandGroup::Launch:
        return QStringLiteral("Launch");
    case CommandGroup::Sideload:
        return QStringLiteral("Sideload");
    case CommandGroup::Cluster:
        return QStringLiteral("Cluster");
    case CommandGroup::Claims:
        return QStringLiteral("Claims");
    case CommandGroup::Certification:
        return QStringLiteral("Certification");
    case CommandGroup::Documents:
        return QStringLiteral("Documents");
    case CommandGroup::Assistants:
        break;
    }
    return QStringLiteral("Assistants");
}

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
        // Grouped in the groups' order, the order within a group as registered.
        std::stable_sort(list.begin(), list.end(), [](const Command &a, const Command &b) {
            return int(a.group) < int(b.group);
        });
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

namespace {
/// An example's comment as --help and the man page show it: what it needs, if anything.
QString exampleComment(const Example &example)
{
    return example.needs.isEmpty()
               ? example.comment
               : example.comment + QStringLiteral(" (needs %1)").arg(example.needs);
}
} // namespace

QString generalHelpText()
{
    const ProgramHelp &help = programHelp();
    const int width = helpWidth();
    QString text = QStringLiteral("Usage: ") + help.usage + QStringLiteral("\n\n") +
                   wrapped(help.description, width, 0) + QLatin1Char('\n');
    std::optional<CommandGroup> group;
    for (const Command &command : commands()) {
        if (command.group != group) {
            group = command.group;
            text += QLatin1Char('\n') + groupTitle(command.group) + QStringLiteral(" commands:\n");
        }
        // The first sentence; `accelctl COMMAND --help` has the rest.
        const qsizetype stop = command.description.indexOf(QStringLiteral(". "));
        text +=
            helpRow(command.name(),
                    stop < 0 ? command.description : command.description.left(stop + 1), 24, width);
    }
    for (const HelpSection &section : help.sections) {
        text += QLatin1Char('\n') + section.title + QStringLiteral(":\n");
        for (const HelpEntry &entry : section.entries)
            text += helpRow(entry.term, entry.text, 26, width);
    }
    text += QStringLiteral("\nRun 'accelctl COMMAND --help' for a command's options, examples "
                           "and exit codes.\n");
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
    for (const Command &command : commands()) {
        QJsonArray examples;
        for (const Example &example : command.examples)
            examples.append(QJsonObject{{QStringLiteral("comment"), exampleComment(example)},
                                        {QStringLiteral("line"), example.line},
                                        {QStringLiteral("needs"), example.needs},
                                        {QStringLiteral("exitCode"), example.exitCode}});
        QJsonArray exits;
        for (const HelpEntry &entry : commandExitCodes(command))
            exits.append(QJsonObject{{QStringLiteral("term"), entry.term},
                                     {QStringLiteral("text"), entry.text}});
        list.append(
            QJsonObject{{QStringLiteral("words"), QJsonArray::fromStringList(command.words)},
                        {QStringLiteral("aliases"), QJsonArray::fromStringList(command.aliases)},
                        {QStringLiteral("group"), groupTitle(command.group)},
                        {QStringLiteral("synopsis"), command.synopsis},
                        {QStringLiteral("description"), command.description},
                        {QStringLiteral("examples"), examples},
                        {QStringLiteral("exitCodes"), exits}});
    }
    const QJsonObject root{{QStringLiteral("program"), QStringLiteral("accelctl")},
                           {QStringLiteral("version"), QStringLiteral(ACCEL_VERSION)},
                           {QStringLiteral("usage"), help.usage},
                           {QStringLiteral("description"), help.description},
                           {QStringLiteral("sections"), sections},
                           {QStringLiteral("commands"), list}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

namespace {

const Command *g_currentCommand = nullptr;
QString g_programName = QStringLiteral("accelctl");
QString g_errorDocumentFormat;

/// The long names of the options PARSER offers, from its help (QCommandLineParser lists them
/// nowhere else): "--demo", "--output".
QStringList offeredOptions(const QCommandLineParser &parser)
{
    static const RegularExpression option =
        RegularExpression::builtIn(R"(^  (?:-[^-\s,]+, )*(--[^\s,<=]+))");
    QStringList names;
    for (const QString &line : parser.helpText().split(QLatin1Char('\n'))) {
        if (const RegularExpression::Match m = option.match(line); m.hasMatch())
            names << m.captured(1);
    }
    return names;
}

/// "Usage error" with suggestions and the --help to read: HELPFOR is the words whose --help
/// helps ("get gpus", "get"), empty for the program's.
int printUsageError(const QString &message, const QStringList &suggestions, const QString &helpFor)
{
    QString text = g_programName + QStringLiteral(": ") + printable(message) + QLatin1Char('\n');
    if (!suggestions.isEmpty()) {
        text += suggestions.size() == 1 ? QStringLiteral("\nDid you mean this?\n")
                                        : QStringLiteral("\nDid you mean one of these?\n");
        for (const QString &s : suggestions)
            text += QStringLiteral("        ") + printable(s) + QLatin1Char('\n');
        text += QLatin1Char('\n');
    }
    text += QStringLiteral("Run '%1 %2--help' for usage.\n")
                .arg(g_programName, helpFor.isEmpty() ? QString() : helpFor + QLatin1Char(' '));
    printErr(text);
    if (!g_errorDocumentFormat.isEmpty()) {
        QString hint =
            QStringLiteral("Run '%1 %2--help' for usage.")
                .arg(g_programName, helpFor.isEmpty() ? QString() : helpFor + QLatin1Char(' '));
        if (!suggestions.isEmpty())
            hint = QStringLiteral("Did you mean %1? ").arg(suggestions.join(QStringLiteral(", "))) +
                   hint;
        printData(QJsonObject{{QStringLiteral("error"),
                               QJsonObject{{QStringLiteral("code"), Code::USAGE.name()},
                                           {QStringLiteral("message"), message},
                                           {QStringLiteral("hint"), hint}}}},
                  outputFormat(g_errorDocumentFormat));
    }
    return ExitUsage;
}

QString currentHelpFor()
{
    return g_currentCommand ? g_currentCommand->name() : QString();
}

/// Damerau-Levenshtein distance (optimal string alignment): insertions, deletions,
/// substitutions and swaps of neighbours each cost one.
qsizetype cliEditDistance(const QString &a, const QString &b)
{
    const qsizetype n = a.size();
    const qsizetype m = b.size();
    QList<QList<qsizetype>> d(n + 1, QList<qsizetype>(m + 1, 0));
    for (qsizetype i = 0; i <= n; ++i)
        d[i][0] = i;
    for (qsizetype j = 0; j <= m; ++j)
        d[0][j] = j;
    for (qsizetype i = 1; i <= n; ++i) {
        for (qsizetype j = 1; j <= m; ++j) {
            const qsizetype cost = a.at(i - 1) == b.at(j - 1) ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a.at(i - 1) == b.at(j - 2) && a.at(i - 2) == b.at(j - 1))
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[n][m];
}

} // namespace

QStringList suggestionsFor(const QString &word, const QStringList &candidates)
{
    // kubectl suggests within a distance of 2 and by prefix; a short word gets 1, so that "ls"
    // does not suggest every two-letter command.
    const qsizetype limit = word.size() <= 3 ? 1 : 2;
    QList<std::pair<qsizetype, QString>> scored;
    for (const QString &candidate : candidates) {
        if (candidate == word)
            continue;
        const qsizetype distance = cliEditDistance(word.toLower(), candidate.toLower());
        const bool prefix = word.size() >= 2 && candidate.startsWith(word);
        if (distance <= limit || prefix) {
            bool seen = false;
            for (const auto &entry : std::as_const(scored))
                seen = seen || entry.second == candidate;
            if (!seen)
                scored.append({prefix ? 0 : distance, candidate});
        }
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto &x, const auto &y) { return x.first < y.first; });
    QStringList out;
    for (const auto &entry : std::as_const(scored))
        out << entry.second;
    return out;
}

int helpWidth()
{
    if (::isatty(STDOUT_FILENO)) {
        winsize size{};
        if (::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col >= 40)
            return std::min<int>(size.ws_col, 160);
    }
    return 80;
}

QString programName()
{
    return g_programName;
}

void setProgramName(const QString &name)
{
    g_programName = name;
}

void setCurrentCommand(const Command *command)
{
    g_currentCommand = command;
}

void setErrorDocumentFormat(const QString &format)
{
    g_errorDocumentFormat =
        format == QLatin1String("json") || format == QLatin1String("yaml") ? format : QString();
}

QString outputArgument(const QStringList &args)
{
    QString value;
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("--"))
            break;
        if ((a == QLatin1String("-o") || a == QLatin1String("--output")) && i + 1 < args.size())
            value = args.at(++i);
        else if (a.startsWith(QLatin1String("--output=")))
            value = a.mid(9);
        else if (a.startsWith(QLatin1String("-o")) && !a.startsWith(QLatin1String("--")))
            value = a.mid(a.at(2) == QLatin1Char('=') ? 3 : 2);
    }
    return value;
}

QList<HelpEntry> commandExitCodes(const Command &command)
{
    QList<HelpEntry> codes{
        {QStringLiteral("0"), QStringLiteral("ok")},
        {QStringLiteral("1"), QStringLiteral("error: stderr says CODE: message and a hint")},
        {QStringLiteral("2"), QStringLiteral("usage error")}};
    // A command's own meaning of a code replaces the common one (diff's 1: the files differ).
    for (const HelpEntry &own : command.exitCodes) {
        const auto same = std::find_if(codes.begin(), codes.end(),
                                       [&own](const HelpEntry &e) { return e.term == own.term; });
        if (same != codes.end())
            *same = own;
        else
            codes << own;
    }
    return codes;
}

ResolvedCommand resolveCommand(const QStringList &args)
{
    ResolvedCommand out;
    const QString verb = args.value(1);
    QList<const Command *> family;
    for (const Command &command : commands()) {
        if (command.words.constFirst() == verb)
            family << &command;
    }
    if (family.isEmpty()) {
        QStringList candidates;
        for (const Command &command : commands()) {
            if (!candidates.contains(command.words.constFirst()))
                candidates << command.words.constFirst();
        }
        QStringList suggestions = suggestionsFor(verb, candidates);
        // A resource typed without its verb ("accelctl gpus"): the commands it ends.
        for (const Command &command : commands()) {
            if (command.words.size() > 1 &&
                (command.words.constLast() == verb || command.aliases.contains(verb)))
                suggestions << command.name();
        }
        // An excerpt: the word came from the command line, of any length.
        out.exitCode = printUsageError(QStringLiteral("unknown command \"%1\"").arg(excerpt(verb)),
                                       suggestions, QString());
        return out;
    }
    for (const Command *command : std::as_const(family)) {
        if (command->words.size() == 1) {
            out.command = command;
            out.rest = QStringList{args.constFirst()} + args.mid(2);
            return out;
        }
    }
    // A group: its second word is the first argument after the verb that is not an option or,
    // possibly, an option's value ("get -n prod claims", "get --demo gpus", "get gpus --demo").
    const auto isOption = [](const QString &a) {
        return a.size() > 1 && a.startsWith(QLatin1Char('-'));
    };
    QString unknownWord;
    bool help = false;
    for (qsizetype i = 2; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("-h") || a == QLatin1String("--help"))
            help = true;
        if (isOption(a))
            continue;
        for (const Command *command : std::as_const(family)) {
            if (command->words.at(1) == a || command->aliases.contains(a)) {
                out.command = command;
                out.rest = QStringList{args.constFirst()} + args.mid(2, i - 2) + args.mid(i + 1);
                return out;
            }
        }
        const QString &previous = args.at(i - 1);
        const bool maybeValue = i > 2 && isOption(previous) && !previous.contains(QLatin1Char('='));
        if (unknownWord.isEmpty() && !maybeValue)
            unknownWord = a;
    }
    // Not found: the group's commands, or what the unknown word may have meant.
    QStringList names;
    for (const Command *command : std::as_const(family))
        names << command->words.at(1) << command->aliases;
    if (!unknownWord.isEmpty() && !help) {
        QStringList suggestions;
        for (const QString &s : suggestionsFor(unknownWord, names)) {
            for (const Command *command : std::as_const(family)) {
                if ((command->words.at(1) == s || command->aliases.contains(s)) &&
                    !suggestions.contains(command->name()))
                    suggestions << command->name();
            }
        }
        out.exitCode = printUsageError(
            QStringLiteral("unknown command \"%1 %2\"").arg(verb, excerpt(unknownWord)),
            suggestions, verb);
        return out;
    }
    const int width = helpWidth();
    QString text = QStringLiteral("Usage: accelctl %1 COMMAND [options]\n\nCommands:\n").arg(verb);
    for (const Command *command : std::as_const(family)) {
        QString summary = command->description.section(QStringLiteral(". "), 0, 0);
        if (!summary.endsWith(QLatin1Char('.')))
            summary += QLatin1Char('.');
        text += helpRow(QStringLiteral("accelctl ") + command->name(), summary, 34, width);
    }
    text +=
        QStringLiteral("\nRun 'accelctl %1 COMMAND --help' for a command's options.\n").arg(verb);
    if (help) {
        printOut(text);
        out.exitCode = ExitOk;
        return out;
    }
    printErr(QStringLiteral("accelctl: \"%1\" needs a command\n\n").arg(verb) + text);
    out.exitCode = ExitUsage;
    return out;
}

int parseOrExit(QCommandLineParser &parser, const Command &command, const QStringList &args)
{
    const int width = helpWidth();
    QString description = wrapped(command.description, width);
    if (!command.aliases.isEmpty()) {
        QStringList names;
        for (const QString &alias : command.aliases)
            names << g_programName + QLatin1Char(' ') +
                         command.words.mid(0, command.words.size() - 1).join(QLatin1Char(' ')) +
                         QLatin1Char(' ') + alias;
        description +=
            QStringLiteral("\n\n") +
            wrapped(QStringLiteral("Also: ") + names.join(QStringLiteral(", ")) + QLatin1Char('.'),
                    width, 6);
    }
    parser.setApplicationDescription(description);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help."));
    parser.addOption(help);
    if (!parser.parse(args)) {
        QStringList suggestions;
        if (const QStringList unknown = parser.unknownOptionNames(); !unknown.isEmpty()) {
            const QString name = unknown.constFirst();
            suggestions = suggestionsFor(name.size() == 1 ? QStringLiteral("-") + name
                                                          : QStringLiteral("--") + name,
                                         offeredOptions(parser));
        }
        return printUsageError(parser.errorText(), suggestions, command.name());
    }
    if (parser.isSet(help)) {
        // QCommandLineParser's own usage line names the binary only; name the command too.
        QString text = parser.helpText();
        const QString usage = wrapped(QStringLiteral("Usage: ") + g_programName + QLatin1Char(' ') +
                                          command.name() + QLatin1Char(' ') + command.synopsis,
                                      width, 4);
        const qsizetype eol = text.indexOf(QLatin1Char('\n'));
        text = usage + text.mid(eol);
        if (!command.examples.isEmpty()) {
            text += QStringLiteral("\nExamples:\n");
            for (const Example &example : command.examples)
                text += QStringLiteral("  # ") + wrapped(exampleComment(example), width, 4) +
                        QStringLiteral("\n  ") + example.line + QStringLiteral("\n\n");
            text.chop(1);
        }
        text += QStringLiteral("\nExit codes:\n");
        for (const HelpEntry &entry : commandExitCodes(command))
            text += helpRow(entry.term, entry.text, 8, width);
        printOut(text);
        return ExitOk;
    }
    // A namespace never starts with "-": "-n --demo" is a forgotten value, not a namespace
    // called "--demo" (which would then fail far away, as KUBECONFIG_MISSING).
    const QStringList given = parser.optionNames();
    if (given.contains(QLatin1String("n")) || given.contains(QLatin1String("namespace"))) {
        for (const QString &value : parser.values(QStringLiteral("namespace"))) {
            if (value.startsWith(QLatin1Char('-')))
                return printUsageError(
                    QStringLiteral("-n/--namespace needs a namespace, got the option \"%1\"")
                        .arg(value),
                    {}, command.name());
        }
    }
    return -1;
}

int requireNoArguments(const QCommandLineParser &parser, const Command &command)
{
    if (parser.positionalArguments().isEmpty())
        return -1;
    return usageError(
        QStringLiteral("%1 takes no arguments, got \"%2\"")
            .arg(command.name(), parser.positionalArguments().join(QLatin1Char(' '))));
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

int reportError(const Error &error, const QJsonObject &extra)
{
    // README: "Errors are `CODE: message` plus a `hint:` line saying what fixes it". Each on
    // one line: a message quotes names, files and parser errors from outside, and a line break
    // in one must not add a line that looks like a hint of ours.
    const QString hint = hintFor(error);
    printErr(printable(error.code) + QStringLiteral(": ") + printable(error.message) +
             QLatin1Char('\n'));
    printErr(QStringLiteral("hint: ") + printable(hint) + QLatin1Char('\n'));
    if (!g_errorDocumentFormat.isEmpty()) {
        QJsonObject document = extra;
        document.insert(QStringLiteral("error"),
                        QJsonObject{{QStringLiteral("code"), error.code},
                                    {QStringLiteral("message"), error.message},
                                    {QStringLiteral("hint"), hint}});
        printData(document, outputFormat(g_errorDocumentFormat));
    }
    return ExitError;
}

int reportErrorOnStderr(const Error &error)
{
    const QString format = g_errorDocumentFormat;
    g_errorDocumentFormat.clear();
    reportError(error);
    g_errorDocumentFormat = format;
    return ExitError;
}

int usageError(const QString &message)
{
    return printUsageError(message, {}, currentHelpFor());
}

} // namespace Accel::Cli
