// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "helptext.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// What a program documents about itself, gathered by running it: the man page and the shell
/// completion are written from this and nothing else.
namespace Accel::DocGen {

struct DocEntry
{
    QString term;
    QString text;
};

struct DocSection
{
    QString title; ///< as --help prints it: "Environment", "Exit codes"
    QList<DocEntry> entries;
};

struct CommandDoc
{
    QStringList words; ///< {"get", "hardware"}
    QString synopsis;
    QString description;
    HelpText help;             ///< `PROGRAM WORDS --help`
    QStringList aliases;       ///< other names of the last word: {"gpu"}
    QList<DocEntry> examples;  ///< term: the command line; text: what it does
    QList<DocEntry> exitCodes; ///< term: the code; text: its meaning
};

struct ProgramDoc
{
    QString program; ///< "accelctl"
    QString version;
    QString usage;       ///< without the program name: "COMMAND [options]"
    QString description; ///< its first sentence is the NAME line
    HelpText help;       ///< `PROGRAM --help` of a program without a command table
    QList<DocSection> sections;
    QList<CommandDoc> commands; ///< empty for a program without a command table
};

/// How to run PROGRAM to read its documentation: with a command table (`PROGRAM __commands`,
/// then `PROGRAM WORDS --help` for each command), or its --help alone. Runs with LC_ALL=C.UTF-8
/// and the offscreen Qt platform, so a GUI program needs no display.
std::optional<ProgramDoc> readProgram(const QString &path, bool commandTable, QString *error);

/// The first sentence of TEXT without its full stop: the man page's whatis line.
QString firstSentence(const QString &text);

} // namespace Accel::DocGen
