// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "error.h"
#include "host/hostsources.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

/// The accelctl command table and the conventions every command shares.
namespace Accel::Nvcre {
struct NvcreEvent;
}

namespace Accel::Cli {

/// DESIGN.md, "External contracts".
enum ExitCode : int
{
    ExitOk = 0,
    ExitError = 1,
    ExitUsage = 2,
    ExitRefused = 3,
};

/// One row of a section of `accelctl --help`: "  NORSK_CTL_GPU_MODE      legacy or cdi: ...".
struct HelpEntry
{
    QString term;
    QString text;
};

/// One example in a command's --help and man page: a comment and a command line that runs as
/// written against the demo cluster or a fixture the package ships (tst_cli_help runs each).
struct Example
{
    Example(const QString &comment, const QString &line, const QString &needs = {},
            int exitCode = 0)
        : comment(comment)
        , line(line)
        , needs(needs)
        , exitCode(exitCode)
    {}
    QString comment; ///< "The demo fleet, one row per GPU"
    /// "accelctl get gpus --demo": a shell command line, run in order with the command's other
    /// examples in one directory (an example may read what an earlier one wrote).
    QString line;
    /// What it needs besides the demo cluster and the samples ("a live cluster", "a launched
    /// project"), shown with it; empty: it runs anywhere, and the suite runs it.
    QString needs;
    int exitCode = 0; ///< what it exits with (diff exits 1 when the files differ)
};

/// The groups `accelctl --help` lists commands under, in this order.
enum class CommandGroup
{
    Host,
    Launch,
    Sideload,
    Cluster,
    Claims,
    Certification,
    Documents,
    Assistants,
};

/// "Host", "Launch", ...: the group's title in --help.
QString groupTitle(CommandGroup group);

struct Command
{
    QStringList words; ///< {"get", "hardware"}
    /// Other names for the last word, as kubectl takes singular, plural and short names:
    /// {"gpu"} for `get gpus`.
    QStringList aliases;
    CommandGroup group = CommandGroup::Host;
    QString synopsis;    ///< "[--host-root DIR] [--docker-info FILE] [-o table|json|yaml]"
    QString description; ///< one line for the command list
    /// Runs the command with the arguments after its words (args[0] is the program name, as
    /// QCommandLineParser expects).
    std::function<int(const QStringList &args)> run;
    QList<Example> examples;
    /// The exit codes this command returns besides 0, 1 and 2 (which every command may), e.g.
    /// {"3", "launch refused"}.
    QList<HelpEntry> exitCodes;

    /// "get gpus".
    QString name() const { return words.join(QLatin1Char(' ')); }
};

/// All commands, grouped, in the order `accelctl --help` lists them.
const QList<Command> &commands();

/// What the words after the program name name: the command and the arguments left for its
/// parser (options anywhere, the command's words and aliases taken out), or a usage error
/// already printed.
struct ResolvedCommand
{
    const Command *command = nullptr;
    QStringList rest;  ///< the arguments after the command's words, options included
    int exitCode = -1; ///< >= 0: no command; the exit code to return (help or usage printed)
};
/// ARGS as QCoreApplication::arguments() gives them (the program first).
ResolvedCommand resolveCommand(const QStringList &args);

/// How the user called this program: "accelctl", or "kubectl accel" when kubectl ran it as
/// the plugin kubectl-accel. Usage lines and usage errors name it.
QString programName();
void setProgramName(const QString &name);
/// The command running now (set by main before it runs one): usage errors name its --help.
void setCurrentCommand(const Command *command);
/// Every exit code COMMAND returns: 0, 1 and 2, then its own.
QList<HelpEntry> commandExitCodes(const Command &command);
/// Whether errors also go to stdout as a document, and in which format (json or yaml): set
/// from the command line's -o before the command runs, so that every error, usage errors
/// included, keeps the one contract (`{"error": {"code", "message", "hint"}}`).
void setErrorDocumentFormat(const QString &format);
/// The -o value of ARGS (any spelling: -o F, -oF, --output F, --output=F), or empty.
QString outputArgument(const QStringList &args);

/// "Did you mean" candidates for WORD among CANDIDATES: the close ones by edit distance
/// (Damerau-Levenshtein, as git and kubectl suggest) and those WORD is a prefix of.
QStringList suggestionsFor(const QString &word, const QStringList &candidates);
/// Columns to wrap help at: the terminal's width on a terminal, else 80.
int helpWidth();

struct HelpSection
{
    QString title; ///< "Environment"; the man page's ENVIRONMENT section
    QList<HelpEntry> entries;
};

/// What `accelctl --help` prints around the command list, as data: the help text, the man page
/// and the shell completion (installer/docgen, through `accelctl __commands`) all come from it
/// and from commands(), so they cannot drift apart.
struct ProgramHelp
{
    QString usage;       ///< "accelctl COMMAND [options]"
    QString description; ///< one paragraph; its first sentence is the man page's NAME line
    QList<HelpSection> sections;
};

const ProgramHelp &programHelp();
/// `accelctl --help`.
QString generalHelpText();
/// `accelctl __commands`: programHelp() and every command's words, synopsis and description as
/// JSON, for installer/docgen. Each command's options are its `--help`.
QByteArray commandTableJson();

/// Adds --help to a command's parser and parses; on --help prints the command's help and
/// returns ExitOk, on a usage error prints it and returns ExitUsage; otherwise -1.
int parseOrExit(QCommandLineParser &parser, const Command &command, const QStringList &args);

/// Usage error unless the command got no positional arguments; -1 when it got none.
int requireNoArguments(const QCommandLineParser &parser, const Command &command);

/// The seams every command that reads the host takes: --host-root DIR, --docker-info FILE.
struct HostSeams
{
    QCommandLineOption hostRoot{
        QStringLiteral("host-root"),
        QStringLiteral("Probe DIR/sys, DIR/dev, DIR/proc and DIR/etc/group instead of /."),
        QStringLiteral("DIR")};
    QCommandLineOption dockerInfo{
        QStringLiteral("docker-info"),
        QStringLiteral("Read docker info JSON from FILE instead of running "
                       "docker info --format '{{json .}}'."),
        QStringLiteral("FILE")};

    void addTo(QCommandLineParser &parser) const { parser.addOptions({hostRoot, dockerInfo}); }
    /// The real host (HostSources::fromEnvironment) with the seams given applied.
    Host::HostSources sources(const QCommandLineParser &parser) const;
};

/// `--state-dir DIR`: the bundle cache and launch files.
QCommandLineOption stateDirOption();
/// `--ca-file FILE`: extra CA certificates, for FORWHAT (default: a sideload mirror).
QCommandLineOption caFileOption(const QString &forWhat = {});

/// The declared code named `name` (any module's `<module>codes.h`), or null.
const ErrorCode *declaredCode(const QString &name);
/// The hint to print with `error`: its own, else its code's default, else a pointer to --help,
/// so that every error the command line prints says what to do.
QString hintFor(const Error &error);
/// Prints "CODE: message" and "hint: …" to stderr and returns ExitError; with -o json|yaml,
/// also `{"error": {"code", "message", "hint"}}` (and EXTRA's members) on stdout.
int reportError(const Error &error, const QJsonObject &extra = {});
/// reportError() for a command that has already printed the error inside its own document
/// (`cel eval -o json`'s result): stderr only.
int reportErrorOnStderr(const Error &error);
/// Prints a usage error to stderr, naming the current command's --help, and returns ExitUsage;
/// with -o json|yaml also the error document (code USAGE) on stdout.
int usageError(const QString &message);
/// Certification detection and override events on stderr, one per line: "Warning
/// HeterogeneousGPU: Filtered 2/3 nodes ..." (cmd_nvcre.cpp).
void printEvents(const QList<Nvcre::NvcreEvent> &events);

// Registration of each command file's commands.
QList<Command> hardwareCommands();
QList<Command> documentCommands();
QList<Command> sideloadCommands();
QList<Command> launchCommands();
QList<Command> clusterCommands();
QList<Command> claimCommands();
QList<Command> clusterClaimsCommands();
QList<Command> celCommands();
QList<Command> nvcreCommands();
/// `apply` (cmd_apply.cpp): server-side apply after a server dry run.
QList<Command> applyCommands();
/// `mcp serve` (cmd_mcp.cpp): the read-only MCP server.
QList<Command> mcpCommands();
/// `workflow render` (cmd_workflowrender.cpp), listed by nvcreCommands().
Command workflowRenderCommand();
/// `certification render` and `workloadrun render` (cmd_certification.cpp), listed by
/// nvcreCommands().
QList<Command> certificationCommands();
/// `certification status|report`, `workloadrun status|report` (cmd_runs.cpp, issue 36), listed
/// by nvcreCommands().
QList<Command> runCommands();

} // namespace Accel::Cli
