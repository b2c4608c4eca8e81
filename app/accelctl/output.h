// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "printable.h"

#include <QByteArrayView>
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// Printing for accelctl: data to stdout in the chosen format, warnings and events to stderr.
namespace Accel::Cli {

enum class OutputFormat
{
    Invalid = 0,
    Table,
    Json,
    Yaml,
    Wide, ///< a table with every column (`get gpus -o wide`, as kubectl's)
};

/// "table", "wide", "json", "yaml".
QString formatName(OutputFormat format);
/// `-o, --output table|json|yaml`.
QCommandLineOption outputOption();
/// `-o, --output` for a command that prints only ALLOWED (the first is the default); --help
/// names exactly those (issue 18: no command offers a format it refuses).
QCommandLineOption outputOption(const QList<OutputFormat> &allowed);
/// The format named by the option's value (table when unset); Invalid for anything else.
OutputFormat outputFormat(const QString &value);
/// The -o value of PARSER as one of ALLOWED, or nullopt after printing a usage error (the
/// caller returns ExitUsage).
std::optional<OutputFormat>
checkedFormat(const QCommandLineParser &parser, const QCommandLineOption &option,
              const QList<OutputFormat> &allowed = {OutputFormat::Table, OutputFormat::Json,
                                                    OutputFormat::Yaml});

// Every write to stdout and stderr goes through these (core/printable.h: printText,
// printUtf8), which escape control characters; a value from outside that must stay on one line
// (a name in a message) is passed through printable() first. tests/base/tst_printbypass finds
// writes that go around them.

/// TEXT on stdout; its line breaks and tabs stay, everything else a terminal obeys is escaped.
void printOut(const QString &text);
/// UTF-8 from the JSON and YAML writers (which escape control characters) on stdout.
void printOut(QByteArrayView bytes);
void printOut(const QByteArray &bytes);
/// TEXT on stderr, as printOut() does.
void printErr(const QString &text);
/// A progress line on stderr that the next one replaces (a terminal only): LINE on one line.
void printProgress(const QString &line);
/// Each warning on its own stderr line, prefixed "warning: ", escaped to one line.
void printWarnings(const QStringList &warnings);
/// JSON (indented) or YAML (kubectl style) of a value.
void printData(const QJsonValue &value, OutputFormat format);

/// A plain text table: a header row, then rows, columns padded to the widest cell; each cell
/// escaped to one line (printable()).
QString formatTable(const QStringList &header, const QList<QStringList> &rows);

} // namespace Accel::Cli
