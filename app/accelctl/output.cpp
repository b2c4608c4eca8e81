// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "output.h"

#include "cli.h"

#include "doc/jsonwriter.h"
#include "doc/yamlwriter.h"

#include <cstdio>

namespace Accel::Cli {

QString formatName(OutputFormat format)
{
    switch (format) {
    case OutputFormat::Table:
        return QStringLiteral("table");
    case OutputFormat::Wide:
        return QStringLiteral("wide");
    case OutputFormat::Json:
        return QStringLiteral("json");
    case OutputFormat::Yaml:
    case OutputFormat::Invalid:
        break;
    }
    return QStringLiteral("yaml");
}

QCommandLineOption outputOption()
{
    return QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")},
                              QStringLiteral("Output format: table, json or yaml."),
                              QStringLiteral("format"), QStringLiteral("table"));
}

QCommandLineOption outputOption(const QList<OutputFormat> &allowed)
{
    QStringList names;
    for (const OutputFormat f : allowed)
        names << formatName(f);
    const QString list = names.size() < 2 ? names.join(QString())
                                          : names.mid(0, names.size() - 1).join(u", ") +
                                                QStringLiteral(" or ") + names.last();
    return QCommandLineOption(
        {QStringLiteral("o"), QStringLiteral("output")},
        QStringLiteral("Output format: %1 (default %2).").arg(list, names.value(0)),
        QStringLiteral("format"), names.value(0));
}

OutputFormat outputFormat(const QString &value)
{
    if (value == QLatin1String("table"))
        return OutputFormat::Table;
    if (value == QLatin1String("json"))
        return OutputFormat::Json;
    if (value == QLatin1String("yaml"))
        return OutputFormat::Yaml;
    if (value == QLatin1String("wide"))
        return OutputFormat::Wide;
    return OutputFormat::Invalid;
}

std::optional<OutputFormat> checkedFormat(const QCommandLineParser &parser,
                                          const QCommandLineOption &option,
                                          const QList<OutputFormat> &allowed)
{
    const QString value = parser.value(option);
    const OutputFormat format = outputFormat(value);
    if (format != OutputFormat::Invalid && allowed.contains(format))
        return format;
    QStringList names;
    for (OutputFormat f : allowed)
        names << formatName(f);
    // The error document is for a format the command prints; this one it does not.
    if (format != OutputFormat::Json && format != OutputFormat::Yaml)
        setErrorDocumentFormat({});
    else if (!allowed.contains(format))
        setErrorDocumentFormat({});
    usageError(QStringLiteral("unknown output format \"%1\" (use %2)")
                   .arg(value, names.join(QStringLiteral(", "))));
    return std::nullopt;
}

void printOut(QByteArrayView bytes)
{
    printUtf8(stdout, bytes);
}

void printOut(const QByteArray &bytes)
{
    printUtf8(stdout, bytes);
}

void printOut(const QString &text)
{
    printText(stdout, text);
}

void printErr(const QString &text)
{
    printText(stderr, text);
}

void printProgress(const QString &line)
{
    printControl(stderr, "\r\033[K"); // back to the line's start, clear it
    if (!line.isEmpty())
        printText(stderr, printable(line));
}

void printWarnings(const QStringList &warnings)
{
    for (const QString &warning : warnings)
        printErr(QStringLiteral("warning: ") + printable(warning) + QLatin1Char('\n'));
}

void printData(const QJsonValue &value, OutputFormat format)
{
    printOut(format == OutputFormat::Yaml ? Doc::toYaml(value)
                                          : Doc::toJson(value, Doc::JsonStyle::Indented));
}

QString formatTable(const QStringList &header, const QList<QStringList> &rows)
{
    // Every cell on one line, whatever it holds: a value with a line break, a tab or an escape
    // sequence could otherwise add rows, shift columns or rewrite the terminal (issue 32).
    QList<QStringList> escaped;
    const QList<QStringList> *shown = &rows;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QStringList &row = rows.at(r);
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (isPrintable(row.at(i)))
                continue;
            if (shown == &rows) {
                escaped = rows;
                shown = &escaped;
            }
            escaped[r][i] = printable(row.at(i));
        }
    }
    QList<qsizetype> widths;
    for (const QString &cell : header)
        widths << cell.size();
    for (const QStringList &row : *shown) {
        for (qsizetype i = 0; i < row.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], row.at(i).size());
    }
    QString out;
    const auto line = [&widths, &out](const QStringList &cells) {
        for (qsizetype i = 0; i < cells.size(); ++i) {
            // Padding in place: a leftJustified() copy per cell dominated 16,000-row tables.
            out.append(cells.at(i));
            if (const qsizetype pad = widths.value(i) + 3 - cells.at(i).size();
                i + 1 < cells.size() && pad > 0)
                out.resize(out.size() + pad, u' ');
        }
        out.append(QLatin1Char('\n'));
    };
    line(header);
    for (const QStringList &row : *shown)
        line(row);
    return out;
}

} // namespace Accel::Cli
