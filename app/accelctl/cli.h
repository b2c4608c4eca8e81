// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "error.h"
#include "host/hostsources.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <functional>

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

struct Command
{
    QStringList words;   ///< {"get", "hardware"}
    QString synopsis;    ///< "[--host-root DIR] [--docker-info FILE] [-o table|json|yaml]"
    QString description; ///< one line for the command list
    /// Runs the command with the arguments after its words (args[0] is the program name, as
    /// QCommandLineParser expects).
    std::function<int(const QStringList &args)> run;
};

/// All commands, in the order `accelctl --help` lists them.
const QList<Command> &commands();

/// One row of a section of `accelctl --help`: "  NORSK_CTL_GPU_MODE      legacy or cdi: ...".
struct HelpEntry
{
    QString term;
    QString text;
};

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
/// Prints "CODE: message" and "hint: …" to stderr and returns ExitError.
int reportError(const Error &error);
/// Prints a usage error to stderr and returns ExitUsage.
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

} // namespace Accel::Cli
