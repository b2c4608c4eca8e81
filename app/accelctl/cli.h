// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "error.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <functional>

/// The accelctl command table and the conventions every command shares.
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

/// Adds --help to a command's parser and parses; on --help prints the command's help and
/// returns ExitOk, on a usage error prints it and returns ExitUsage; otherwise -1.
int parseOrExit(QCommandLineParser &parser, const Command &command, const QStringList &args);

/// Prints "CODE: message" and the hint to stderr and returns ExitError.
int reportError(const Error &error);
/// Prints a usage error to stderr and returns ExitUsage.
int usageError(const QString &message);

// Registration of each command file's commands.
QList<Command> hardwareCommands();
QList<Command> documentCommands();
QList<Command> sideloadCommands();
QList<Command> launchCommands();
QList<Command> clusterCommands();

} // namespace Accel::Cli
