// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "helptext.h"

#include "regularexpression.h"

namespace Accel::DocGen {

namespace {

// "-o, --output <format>": the names QCommandLineParser prints, then the value name.
const RegularExpression &optionHead()
{
    static const RegularExpression re =
        RegularExpression::builtIn(R"(^  ((?:--?[^\s,<]+)(?:, --?[^\s,<]+)*)(?: <([^>]*)>)?)");
    return re;
}

// QCommandLineParser pads every entry's names to the longest names plus one, at most 50, and
// starts the description one column later (qcommandlineparser.cpp, wrapText).
qsizetype descriptionColumn(const QStringList &heads)
{
    qsizetype longest = 0;
    for (const QString &head : heads)
        longest = qMax(longest, head.size());
    return 2 + qMin<qsizetype>(50, longest + 1) + 1;
}

struct Entry
{
    QString head;
    QString description;
};

/// The entries of one section: LINES from the first entry to the end of the section.
std::optional<QList<Entry>> readEntries(const QStringList &lines, const QStringList &heads,
                                        qsizetype firstLine, QString *error)
{
    const qsizetype column = descriptionColumn(heads);
    QList<Entry> entries;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        const bool starts =
            line.startsWith(QLatin1String("  ")) && line.size() > 2 && !line.at(2).isSpace();
        if (starts) {
            entries.append({line.mid(2, column - 3).trimmed(), line.mid(column).trimmed()});
            continue;
        }
        if (entries.isEmpty() || line.left(column).trimmed().size() != 0) {
            *error = QStringLiteral("line %1: \"%2\" is neither an entry nor its continuation")
                         .arg(firstLine + i + 1)
                         .arg(line);
            return std::nullopt;
        }
        QString &description = entries.last().description;
        const QString more = line.mid(column).trimmed();
        if (!more.isEmpty())
            description += (description.isEmpty() ? QString() : QStringLiteral(" ")) + more;
    }
    return entries;
}

} // namespace

std::optional<HelpText> parseHelpText(const QString &text, QString *error)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    while (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    if (lines.isEmpty() || !lines.first().startsWith(QLatin1String("Usage: "))) {
        *error = QStringLiteral("line 1: no \"Usage: \" line");
        return std::nullopt;
    }
    HelpText help;
    help.usage = lines.first().mid(7).trimmed();

    // Sections start after an empty line with "Options:" or "Arguments:"; accelctl adds
    // "Examples:" and "Exit codes:" after them, which the command table also holds (read from
    // there, skipped here).
    const auto isSection = [&](qsizetype i) {
        return (lines.at(i) == QLatin1String("Options:") ||
                lines.at(i) == QLatin1String("Arguments:") ||
                lines.at(i) == QLatin1String("Examples:") ||
                lines.at(i) == QLatin1String("Exit codes:")) &&
               i > 0 && lines.at(i - 1).isEmpty();
    };
    const auto isQtSection = [](const QString &title) {
        return title == QLatin1String("Options:") || title == QLatin1String("Arguments:");
    };
    qsizetype i = 1;
    QStringList description;
    while (i < lines.size() && !isSection(i))
        description << lines.at(i++);
    while (!description.isEmpty() && description.last().isEmpty())
        description.removeLast();
    help.description = description.join(QLatin1Char('\n'));

    // Every entry head of both sections sets the one description column.
    QList<std::pair<QString, QStringList>> sections;
    QList<qsizetype> sectionStart;
    while (i < lines.size()) {
        const QString title = lines.at(i++);
        QStringList body;
        sectionStart << i;
        while (i < lines.size() &&
               !(lines.at(i).isEmpty() && i + 1 < lines.size() && isSection(i + 1)))
            body << lines.at(i++);
        ++i; // the empty line before the next section
        sections.append({title, body});
    }
    QStringList heads;
    for (const auto &[title, body] : sections) {
        if (!isQtSection(title))
            continue;
        for (const QString &line : body) {
            if (!line.startsWith(QLatin1String("  ")) || line.size() < 3 || line.at(2).isSpace())
                continue;
            if (title == QLatin1String("Options:")) {
                const RegularExpression::Match m = optionHead().match(line);
                if (!m.hasMatch()) {
                    *error = QStringLiteral("option entry \"%1\" has no option names").arg(line);
                    return std::nullopt;
                }
                heads << m.captured(0).mid(2);
            } else {
                heads << line.mid(2).section(QLatin1Char(' '), 0, 0);
            }
        }
    }
    for (qsizetype s = 0; s < sections.size(); ++s) {
        const auto &[title, body] = sections.at(s);
        if (!isQtSection(title))
            continue;
        const std::optional<QList<Entry>> entries =
            readEntries(body, heads, sectionStart.at(s), error);
        if (!entries)
            return std::nullopt;
        for (const Entry &entry : *entries) {
            if (title == QLatin1String("Options:")) {
                const RegularExpression::Match m =
                    optionHead().match(QString(QStringLiteral("  ") + entry.head));
                help.options.append(
                    {m.captured(1).split(QStringLiteral(", ")), m.captured(2), entry.description});
            } else {
                help.arguments.append({entry.head, entry.description});
            }
        }
    }
    return help;
}

} // namespace Accel::DocGen
