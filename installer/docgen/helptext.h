// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// The structure of a QCommandLineParser help text, read back from what `PROGRAM --help` prints.
namespace Accel::DocGen {

struct HelpOption
{
    QStringList names;   ///< as printed: {"-o", "--output"}
    QString valueName;   ///< "format" for "<format>"; empty for a flag
    QString description; ///< the wrapped lines joined by single spaces
};

struct HelpArgument
{
    QString name; ///< "PRODUCT"
    QString description;
};

struct HelpText
{
    QString usage;       ///< the first line without "Usage: "
    QString description; ///< the lines between the usage line and the first section
    QList<HelpOption> options;
    QList<HelpArgument> arguments;
};

/// Reads TEXT as QCommandLineParser::helpText() (Qt 6.4) lays it out: "Usage: ..." on the first
/// line, the description, then "Options:" and "Arguments:" sections whose entries start at
/// column 2 and whose wrapped descriptions continue at the description column. nullopt, with
/// ERROR saying which line, for anything else.
std::optional<HelpText> parseHelpText(const QString &text, QString *error);

} // namespace Accel::DocGen
