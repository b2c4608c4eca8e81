// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "jsonstream.h"

#include "jsonwriter.h"

#include <algorithm>

namespace Accel::Doc {

JsonStream::JsonStream(qsizetype reserveBytes)
{
    m_out.reserve(reserveBytes);
}

JsonStream::JsonStream(Sink sink, qsizetype chunkBytes)
    : m_sink(std::move(sink))
    , m_chunkBytes(chunkBytes)
{
    m_out.reserve(chunkBytes + 4096);
}

void JsonStream::key(QLatin1StringView name)
{
    item();
    m_out += '"';
    m_out.append(name.data(), name.size());
    m_out += "\": ";
    m_afterKey = true;
}

void JsonStream::key(const QString &name)
{
    item();
    string(name);
    m_out += ": ";
    m_afterKey = true;
}

void JsonStream::value(const QString &text)
{
    item();
    string(text);
}

void JsonStream::value(bool flag)
{
    item();
    m_out += flag ? "true" : "false";
}

void JsonStream::value(qint64 number)
{
    item();
    m_out += QByteArray::number(number);
}

void JsonStream::value(const QJsonValue &json)
{
    item();
    // toJson() indents from column 0; every line after the first moves to this depth.
    QByteArray text = toJson(json, JsonStyle::Indented);
    if (text.endsWith('\n'))
        text.chop(1);
    qsizetype from = 0;
    for (qsizetype nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', from)) {
        m_out.append(text.constData() + from, nl + 1 - from);
        indent();
        from = nl + 1;
    }
    m_out.append(text.constData() + from, text.size() - from);
}

void JsonStream::stringArray(QLatin1StringView name, const QStringList &list)
{
    key(name);
    beginArray();
    for (const QString &text : list)
        value(text);
    endArray();
}

void JsonStream::finish()
{
    m_out += '\n';
    if (m_sink) {
        m_sink(m_out);
        m_out.resize(0); // keeps the capacity
    }
}

QByteArray JsonStream::take()
{
    finish();
    return std::move(m_out);
}

/// Before a value or key: the comma after the previous sibling and the line's indent.
void JsonStream::item()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_depth == 0)
        return;
    if (!m_first)
        m_out += ',';
    m_first = false;
    flushIfFull();
    m_out += '\n';
    indent();
}

void JsonStream::open(char bracket)
{
    item();
    m_out += bracket;
    ++m_depth;
    m_first = true;
}

void JsonStream::close(char bracket)
{
    --m_depth;
    m_out += '\n';
    indent();
    m_out += bracket;
    m_first = false;
}

void JsonStream::indent()
{
    // append(count, char) inserts; copying from a run of spaces does not.
    static constexpr char spaces[] = "                                                ";
    constexpr qsizetype run = qsizetype(sizeof spaces) - 1;
    for (qsizetype left = 2 * qsizetype(m_depth); left > 0; left -= run)
        m_out.append(spaces, std::min(left, run));
}

/// Printable ASCII is copied; anything QJsonDocument escapes or encodes goes through it.
void JsonStream::string(const QString &text)
{
    const qsizetype start = m_out.size();
    m_out.resize(start + text.size() + 2);
    char *out = m_out.data() + start;
    *out++ = '"';
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u < 0x20 || u >= 0x7F || u == u'"' || u == u'\\') {
            m_out.resize(start);
            m_out += toJson(QJsonValue(text), JsonStyle::Compact);
            return;
        }
        *out++ = char(u);
    }
    *out = '"';
}

void JsonStream::flushIfFull()
{
    if (m_sink && m_out.size() >= m_chunkBytes) {
        m_sink(m_out);
        m_out.resize(0); // keeps the capacity
    }
}

} // namespace Accel::Doc
