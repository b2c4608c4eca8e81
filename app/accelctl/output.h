// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

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

void printOut(const QString &text);
void printOut(const QByteArray &bytes);
void printErr(const QString &text);
/// Each warning on its own stderr line, prefixed "warning: ".
void printWarnings(const QStringList &warnings);
/// JSON (indented) or YAML (kubectl style) of a value.
void printData(const QJsonValue &value, OutputFormat format);

/// A plain text table: a header row, then rows, columns padded to the widest cell.
QString formatTable(const QStringList &header, const QList<QStringList> &rows);

} // namespace Accel::Cli
