// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "manpage.h"

#include <QMap>

namespace Accel::DocGen {

QString roffEscape(const QString &text)
{
    QString out;
    out.reserve(text.size() + 16);
    for (const QChar c : text) {
        if (c == QLatin1Char('\\'))
            out += QStringLiteral("\\e");
        else if (c == QLatin1Char('-'))
            out += QStringLiteral("\\-"); // an ASCII minus: options must survive copy and paste
        else if (c == QLatin1Char('\n'))
            out += QLatin1Char(' ');
        else
            out += c;
    }
    if (out.startsWith(QLatin1Char('.')) || out.startsWith(QLatin1Char('\'')))
        out.prepend(QStringLiteral("\\&"));
    return out;
}

namespace {

/// A macro argument in double quotes.
QString quoted(const QString &text)
{
    return QLatin1Char('"') + roffEscape(text).replace(QLatin1Char('"'), QStringLiteral("\\(dq")) +
           QLatin1Char('"');
}

QString bold(const QString &text)
{
    return QStringLiteral("\\fB") + roffEscape(text) + QStringLiteral("\\fR");
}

QString italic(const QString &text)
{
    return QStringLiteral("\\fI") + roffEscape(text) + QStringLiteral("\\fR");
}

/// Paragraphs of TEXT (separated by empty lines) as .PP blocks, the first without one.
QString paragraphs(const QString &text)
{
    QString out;
    bool first = true;
    for (const QString &para : text.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts)) {
        if (!first)
            out += QStringLiteral(".PP\n");
        out += roffEscape(para.simplified()) + QLatin1Char('\n');
        first = false;
    }
    return out;
}

/// "--host-root DIR" and "-h, --help": option words bold, value words italic.
QString optionTerm(const QString &term)
{
    QStringList parts;
    for (const QString &word : term.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        QString bare = word;
        QString comma;
        if (bare.endsWith(QLatin1Char(','))) {
            bare.chop(1);
            comma = QStringLiteral(",");
        }
        parts << (bare.startsWith(QLatin1Char('-')) ? bold(bare) : italic(bare)) + comma;
    }
    return parts.join(QLatin1Char(' '));
}

QString optionEntry(const HelpOption &option)
{
    QStringList names;
    for (const QString &name : option.names)
        names << bold(name);
    QString tag = names.join(QStringLiteral(", "));
    if (!option.valueName.isEmpty())
        tag += QLatin1Char(' ') + italic(option.valueName);
    return QStringLiteral(".TP\n") + tag + QLatin1Char('\n') + roffEscape(option.description) +
           QLatin1Char('\n');
}

QString argumentEntry(const HelpArgument &argument)
{
    return QStringLiteral(".TP\n") + italic(argument.name) + QLatin1Char('\n') +
           roffEscape(argument.description) + QLatin1Char('\n');
}

/// A command's synopsis with the spaces of each short bracketed or parenthesised group made
/// unbreakable: "[-o table|json|yaml]" stays on one line, a long group may still break.
QString synopsisText(const QString &synopsis)
{
    constexpr qsizetype ShortGroup = 40;
    QString out = synopsis;
    for (qsizetype i = 0; i < out.size(); ++i) {
        if (out.at(i) != QLatin1Char('[') && out.at(i) != QLatin1Char('('))
            continue;
        int depth = 0;
        qsizetype end = i;
        for (; end < out.size(); ++end) {
            const QChar c = out.at(end);
            if (c == QLatin1Char('[') || c == QLatin1Char('('))
                ++depth;
            else if ((c == QLatin1Char(']') || c == QLatin1Char(')')) && --depth == 0)
                break;
        }
        if (end - i + 1 > ShortGroup)
            continue; // look inside it instead
        for (qsizetype j = i; j < end; ++j) {
            if (out.at(j) == QLatin1Char(' '))
                out[j] = QChar(0x1);
        }
        i = end;
    }
    return roffEscape(out).replace(QChar(0x1), QStringLiteral("\\ "));
}

bool isHelpOption(const HelpOption &option)
{
    return option.names.contains(QLatin1String("--help"));
}

/// The man section a --help section becomes; empty: a subsection of OPTIONS.
QString manSectionFor(const QString &title)
{
    static const QMap<QString, QString> sections{
        {QStringLiteral("Options"), QStringLiteral("OPTIONS")},
        {QStringLiteral("Environment"), QStringLiteral("ENVIRONMENT")},
        {QStringLiteral("Files"), QStringLiteral("FILES")},
        {QStringLiteral("Exit codes"), QStringLiteral("EXIT STATUS")},
    };
    return sections.value(title);
}

QString sectionEntries(const DocSection &section, const QString &manSection)
{
    QString out;
    for (const DocEntry &entry : section.entries) {
        QString tag;
        if (manSection == QLatin1String("ENVIRONMENT") ||
            manSection == QLatin1String("EXIT STATUS"))
            tag = bold(entry.term);
        else if (manSection == QLatin1String("FILES"))
            tag = italic(entry.term);
        else
            tag = optionTerm(entry.term);
        out += QStringLiteral(".TP\n") + tag + QLatin1Char('\n') + roffEscape(entry.text) +
               QLatin1Char('\n');
    }
    return out;
}

/// The include file's sections by name, in file order.
QList<std::pair<QString, QString>> includeSections(const QString &include)
{
    QList<std::pair<QString, QString>> sections;
    for (const QString &line : include.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String(".SH "))) {
            QString name = line.mid(4).trimmed();
            if (name.startsWith(QLatin1Char('"')) && name.endsWith(QLatin1Char('"')))
                name = name.mid(1, name.size() - 2);
            sections.append({name, QString()});
        } else if (!sections.isEmpty() && !line.startsWith(QLatin1String(".\\\""))) {
            sections.last().second += line + QLatin1Char('\n');
        }
    }
    for (auto &[name, body] : sections) {
        while (body.endsWith(QStringLiteral("\n\n")))
            body.chop(1);
    }
    return sections;
}

} // namespace

QString manPage(const ProgramDoc &doc, const ManOptions &options)
{
    // Sections in man-pages(7) order (empty ones are left out); the include adds to them or
    // comes after COMMANDS.
    QList<std::pair<QString, QString>> sections;
    for (const char *name : {"NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS",
                             "EXIT STATUS", "ENVIRONMENT", "FILES"})
        sections.append({QString::fromLatin1(name), QString()});
    const auto section = [&](const QString &name) -> QString & {
        for (auto &[n, body] : sections) {
            if (n == name)
                return body;
        }
        sections.append({name, QString()});
        return sections.last().second;
    };

    section(QStringLiteral("NAME")) = roffEscape(doc.program) + QStringLiteral(" \\- ") +
                                      roffEscape(firstSentence(doc.description)) +
                                      QLatin1Char('\n');
    QString synopsis = QStringLiteral(".B ") + roffEscape(doc.program) + QLatin1Char('\n') +
                       roffEscape(doc.usage) + QLatin1Char('\n');
    if (!doc.commands.isEmpty())
        synopsis += QStringLiteral(".br\n.B ") + roffEscape(doc.program) + QLatin1Char('\n') +
                    QStringLiteral("COMMAND \\fB\\-\\-help\\fR\n");
    section(QStringLiteral("SYNOPSIS")) = synopsis;
    section(QStringLiteral("DESCRIPTION")) = paragraphs(doc.description);

    if (doc.commands.isEmpty()) {
        QString &opts = section(QStringLiteral("OPTIONS"));
        for (const HelpOption &option : doc.help.options)
            opts += optionEntry(option);
        for (const HelpArgument &argument : doc.help.arguments)
            opts += argumentEntry(argument);
    }
    for (const DocSection &s : doc.sections) {
        const QString name = manSectionFor(s.title);
        if (name.isEmpty()) {
            section(QStringLiteral("OPTIONS")) += QStringLiteral(".SS ") + quoted(s.title) +
                                                  QLatin1Char('\n') + sectionEntries(s, name);
        } else {
            section(name) += sectionEntries(s, name);
        }
    }
    if (!doc.commands.isEmpty()) {
        QString &commands = section(QStringLiteral("COMMANDS"));
        for (const CommandDoc &command : doc.commands) {
            const QString words = command.words.join(QLatin1Char(' '));
            commands += QStringLiteral(".SS ") + quoted(words) + QLatin1Char('\n');
            commands += QStringLiteral(".B ") + roffEscape(doc.program + QLatin1Char(' ') + words) +
                        QLatin1Char('\n') + synopsisText(command.synopsis) + QLatin1Char('\n');
            commands += QStringLiteral(".PP\n") + paragraphs(command.description);
            if (!command.aliases.isEmpty()) {
                QStringList names;
                for (const QString &alias : command.aliases)
                    names << bold((QStringList(doc.program) +
                                   command.words.mid(0, command.words.size() - 1) +
                                   QStringList(alias))
                                      .join(QLatin1Char(' ')));
                commands += QStringLiteral(".PP\nAlso: ") + names.join(QStringLiteral(", ")) +
                            QStringLiteral(".\n");
            }
            for (const HelpOption &option : command.help.options) {
                if (!isHelpOption(option))
                    commands += optionEntry(option);
            }
            for (const HelpArgument &argument : command.help.arguments)
                commands += argumentEntry(argument);
            if (!command.examples.isEmpty()) {
                // As --help prints them: the comment, then the line to copy.
                commands += QStringLiteral(".PP\nExamples:\n");
                for (const DocEntry &example : command.examples)
                    commands += QStringLiteral(".PP\n# ") + roffEscape(example.text) +
                                QStringLiteral("\n.RS\n.EX\n") + roffEscape(example.term) +
                                QStringLiteral("\n.EE\n.RE\n");
            }
            if (!command.exitCodes.isEmpty()) {
                commands += QStringLiteral(".PP\nExit codes:\n");
                for (const DocEntry &code : command.exitCodes)
                    commands += QStringLiteral(".TP\n") + bold(code.term) + QLatin1Char('\n') +
                                roffEscape(code.text) + QLatin1Char('\n');
            }
        }
    }

    // The include: into the section of the same name, or after COMMANDS.
    qsizetype insertAt = 5;
    for (const auto &[name, body] : includeSections(options.include)) {
        bool merged = false;
        for (auto &[n, existing] : sections) {
            if (n == name) {
                existing += (existing.isEmpty() ? QString() : QStringLiteral(".PP\n")) + body;
                merged = true;
            }
        }
        if (!merged)
            sections.insert(insertAt++, {name, body});
    }

    if (!options.seeAlso.isEmpty()) {
        QStringList refs;
        for (const QString &ref : options.seeAlso) {
            const qsizetype paren = ref.indexOf(QLatin1Char('('));
            refs << QStringLiteral(".BR ") + roffEscape(ref.left(paren)) + QLatin1Char(' ') +
                        ref.mid(paren);
        }
        section(QStringLiteral("SEE ALSO")) = refs.join(QStringLiteral(",\n")) + QLatin1Char('\n');
    }

    QString page = QStringLiteral(".\\\" Generated by accel-docgen (installer/docgen) from ") +
                   doc.program +
                   (doc.commands.isEmpty() ? QStringLiteral(" --help")
                                           : QStringLiteral("'s command table and each command's "
                                                            "--help")) +
                   QStringLiteral(": edit those, not this file.\n");
    page += QStringLiteral(".TH ") + roffEscape(doc.program.toUpper()) + QStringLiteral(" 1 ") +
            quoted(options.date) + QLatin1Char(' ') +
            quoted(doc.program + QLatin1Char(' ') + doc.version) +
            QStringLiteral(" \"User Commands\"\n");
    // No hyphenation and a ragged right edge: option names must not break across lines.
    page += QStringLiteral(".nh\n.ad l\n");
    for (const auto &[name, body] : sections) {
        if (body.isEmpty())
            continue;
        page += QStringLiteral(".SH ") + name + QLatin1Char('\n') + body;
    }
    return page;
}

} // namespace Accel::DocGen
