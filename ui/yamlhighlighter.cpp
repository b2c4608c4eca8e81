// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "yamlhighlighter.h"

#include "theme.h"

#include <QEvent>
#include <QWidget>

namespace Accel::Ui {

YamlHighlighter::YamlHighlighter(QTextDocument *document, const QPalette &palette)
    : QSyntaxHighlighter(document)
    , m_key(RegularExpression::builtIn(
          R"(^(\s*(?:-\s+)*)((?:'[^']*'|"(?:[^"\\]|\\.)*"|[^\s#:'"\-][^:#]*?|-[^\s:#][^:#]*?))(:)(?:\s|$))"))
    , m_dash(RegularExpression::builtIn(R"(^\s*((?:-(?:\s+|$))+))"))
    , m_quoted(RegularExpression::builtIn(R"('(?:[^']|'')*'|"(?:[^"\\]|\\.)*")"))
    // An anchor, alias or tag after a space: group 1 (the space is matched, not coloured).
    , m_marker(RegularExpression::builtIn(R"(\s([&*!][^\s,\[\]{}]+))"))
{
    setColours(palette);
    m_formats[int(Role::Comment)].setFontItalic(true);
    m_formats[int(Role::Marker)].setFontWeight(QFont::Bold);
}

void YamlHighlighter::setColours(const QPalette &palette)
{
    using Theme::Syntax;
    const auto colour = [&](Role role, Syntax syntax) {
        m_formats[int(role)].setForeground(Theme::syntaxColour(syntax, palette));
    };
    colour(Role::Comment, Syntax::Comment);
    colour(Role::Key, Syntax::Key);
    colour(Role::Punctuation, Syntax::Punctuation);
    colour(Role::String, Syntax::String);
    colour(Role::Literal, Syntax::Literal);
    colour(Role::Marker, Syntax::Marker);
}

void YamlHighlighter::setPalette(const QPalette &palette)
{
    setColours(palette);
    rehighlight();
}

void YamlHighlighter::follow(QWidget *widget)
{
    widget->installEventFilter(this);
}

bool YamlHighlighter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        setPalette(static_cast<QWidget *>(watched)->palette());
    return QSyntaxHighlighter::eventFilter(watched, event);
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
        for (qsizetype i = m.spans[1].begin; i < m.spans[1].end; ++i)
            if (code.at(i) == QLatin1Char('-'))
                out[i] = Role::Punctuation;
        valueStart = m.spans[1].end;
    }
    if (const auto m = m_key.match(code); m.hasMatch()) {
        mark(m.spans[2].begin, m.spans[2].length(), Role::Key);
        valueStart = m.spans[3].end;
    }
    const QString value = code.mid(valueStart);
    const QString trimmed = value.trimmed();
    // Numbers, booleans and null: a whole plain scalar after the key or dash.
    static const RegularExpression literal = RegularExpression::builtIn(
        R"(^(?:-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?|true|false|True|False|TRUE|FALSE|null|Null|NULL|~)$)");
    if (!trimmed.isEmpty() && literal.containsMatchIn(trimmed))
        mark(valueStart + value.indexOf(trimmed), trimmed.size(), Role::Literal);
    for (qsizetype from = valueStart; from < code.size();) {
        const RegularExpression::Match m = m_quoted.match(code, from);
        if (!m.hasMatch() || m.end() <= m.begin())
            break;
        mark(m.begin(), m.end() - m.begin(), Role::String);
        from = m.end();
    }
    // A document marker: --- or ... alone or followed by a space.
    for (const QLatin1String marker : {QLatin1String("---"), QLatin1String("...")})
        if (code.startsWith(marker) && (code.size() == 3 || code.at(3).isSpace()))
            mark(0, 3, Role::Marker);
    for (const RegularExpression::Match &m : m_marker.matchAll(code)) {
        const RegularExpression::Span tag = m.spans[1];
        if (out.at(tag.begin) == Role::String)
            continue;
        mark(tag.begin, tag.length(), Role::Marker);
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
    static const RegularExpression blockStart =
        RegularExpression::builtIn(R"((?:^|[:\-]\s+|^\s*-\s*)[|>][-+0-9]*\s*(?:#.*)?$)");
    setCurrentBlockState(blockStart.containsMatchIn(text) ? int(indent) : -1);
}

} // namespace Accel::Ui
