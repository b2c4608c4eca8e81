// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "yamlhighlighter.h"

namespace Accel::Ui {

YamlHighlighter::YamlHighlighter(QTextDocument *document, bool dark)
    : QSyntaxHighlighter(document)
    , m_key(QStringLiteral(
          R"(^(\s*(?:-\s+)*)((?:'[^']*'|"(?:[^"\\]|\\.)*"|[^\s#:'"\-][^:#]*?|-[^\s:#][^:#]*?))(:)(?=\s|$))"))
    , m_dash(QStringLiteral(R"(^\s*((?:-(?=\s|$)\s*)+))"))
    , m_quoted(QStringLiteral(R"('(?:[^']|'')*'|"(?:[^"\\]|\\.)*")"))
    , m_marker(QStringLiteral(R"(^(?:---|\.\.\.)(?=\s|$)|(?<=\s)[&*!][^\s,\[\]{}]+)"))
{
    auto &comment = m_formats[int(Role::Comment)];
    comment.setForeground(dark ? QColor(0x8b, 0x94, 0x9e) : QColor(0x6a, 0x73, 0x7d));
    comment.setFontItalic(true);
    m_formats[int(Role::Key)].setForeground(dark ? QColor(0x79, 0xc0, 0xff)
                                                 : QColor(0x00, 0x5c, 0xc5));
    m_formats[int(Role::Punctuation)].setForeground(dark ? QColor(0xd2, 0xa8, 0xff)
                                                         : QColor(0x8a, 0x3f, 0xfc));
    m_formats[int(Role::String)].setForeground(dark ? QColor(0xa5, 0xd6, 0xa7)
                                                    : QColor(0x1a, 0x7f, 0x37));
    m_formats[int(Role::Literal)].setForeground(dark ? QColor(0xff, 0xa6, 0x57)
                                                     : QColor(0xb3, 0x5c, 0x00));
    auto &marker = m_formats[int(Role::Marker)];
    marker.setForeground(dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xc2, 0x1f, 0x3a));
    marker.setFontWeight(QFont::Bold);
}

qsizetype YamlHighlighter::commentStart(const QString &text)
{
    QChar quote;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (!quote.isNull()) {
            if (quote == QLatin1Char('"') && c == QLatin1Char('\\'))
                ++i; // an escaped character, \" included
            else if (c == quote)
                quote = QChar();
        } else if ((c == QLatin1Char('\'') || c == QLatin1Char('"')) &&
                   (i == 0 || !text.at(i - 1).isLetterOrNumber())) {
            quote = c;
        } else if (c == QLatin1Char('#') && (i == 0 || text.at(i - 1).isSpace())) {
            return i;
        }
    }
    return -1;
}

QList<YamlHighlighter::Role> YamlHighlighter::roles(const QString &text) const
{
    QList<Role> out(text.size(), Role::Plain);
    const auto mark = [&out](qsizetype from, qsizetype length, Role role) {
        for (qsizetype i = from; i < from + length && i < out.size(); ++i)
            out[i] = role;
    };
    const qsizetype hash = commentStart(text);
    const QString code = hash < 0 ? text : text.left(hash);
    qsizetype valueStart = 0;
    if (const auto m = m_dash.match(code); m.hasMatch()) {
        for (qsizetype i = m.capturedStart(1); i < m.capturedEnd(1); ++i)
            if (code.at(i) == QLatin1Char('-'))
                out[i] = Role::Punctuation;
        valueStart = m.capturedEnd(1);
    }
    if (const auto m = m_key.match(code); m.hasMatch()) {
        mark(m.capturedStart(2), m.capturedLength(2), Role::Key);
        valueStart = m.capturedEnd(3);
    }
    const QString value = code.mid(valueStart);
    const QString trimmed = value.trimmed();
    // Numbers, booleans and null: a whole plain scalar after the key or dash.
    static const QRegularExpression literal(QStringLiteral(
        R"(^(?:-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?|true|false|True|False|TRUE|FALSE|null|Null|NULL|~)$)"));
    if (!trimmed.isEmpty() && literal.match(trimmed).hasMatch())
        mark(valueStart + value.indexOf(trimmed), trimmed.size(), Role::Literal);
    for (auto it = m_quoted.globalMatch(code, valueStart); it.hasNext();) {
        const auto m = it.next();
        mark(m.capturedStart(), m.capturedLength(), Role::String);
    }
    for (auto it = m_marker.globalMatch(code); it.hasNext();) {
        const auto m = it.next();
        if (out.at(m.capturedStart()) == Role::String)
            continue;
        mark(m.capturedStart(), m.capturedLength(), Role::Marker);
    }
    if (hash >= 0)
        mark(hash, text.size() - hash, Role::Comment);
    return out;
}

void YamlHighlighter::highlightBlock(const QString &text)
{
    // Block state: inside a block scalar (`key: |`, `- >-`), the indent of the line that
    // started it; -1 outside. Its lines are text, not keys, until one is indented no deeper.
    qsizetype indent = 0;
    while (indent < text.size() && text.at(indent) == QLatin1Char(' '))
        ++indent;
    const int scalarIndent = previousBlockState();
    if (scalarIndent >= 0 && (indent > scalarIndent || text.trimmed().isEmpty())) {
        setFormat(0, int(text.size()), m_formats[int(Role::String)]);
        setCurrentBlockState(scalarIndent);
        return;
    }
    const QList<Role> r = roles(text);
    qsizetype start = 0;
    while (start < r.size()) {
        qsizetype end = start;
        while (end < r.size() && r.at(end) == r.at(start))
            ++end;
        if (r.at(start) != Role::Plain)
            setFormat(int(start), int(end - start), m_formats[int(r.at(start))]);
        start = end;
    }
    static const QRegularExpression blockStart(
        QStringLiteral(R"((?:^|[:\-]\s+|^\s*-\s*)[|>][-+0-9]*\s*(?:#.*)?$)"));
    setCurrentBlockState(blockStart.match(text).hasMatch() ? int(indent) : -1);
}

} // namespace Accel::Ui
