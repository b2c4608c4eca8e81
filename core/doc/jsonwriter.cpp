// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "jsonwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace Accel::Doc {

namespace {

/// The length of the UTF-8 sequence at P (before END) that a terminal would obey or that
/// reorders text, else 0: DEL, the C1 controls, the Unicode Bidi_Control characters and
/// U+2028/9. QJsonDocument writes them raw; JSON text holds them only inside strings, where a
/// \uXXXX escape stands for the same character.
int terminalControlAt(const uchar *p, const uchar *end, char16_t *unit)
{
    if (*p == 0x7F) {
        *unit = 0x7F;
        return 1;
    }
    if (*p == 0xC2 && end - p >= 2 && p[1] >= 0x80 && p[1] <= 0x9F) {
        *unit = p[1];
        return 2;
    }
    if (*p == 0xD8 && end - p >= 2 && p[1] == 0x9C) {
        *unit = 0x061C;
        return 2;
    }
    if (*p == 0xE2 && end - p >= 3) {
        const char16_t u = char16_t(0x2000 | ((p[1] & 0x3F) << 6) | (p[2] & 0x3F));
        if ((p[1] & 0xC0) == 0x80 && (p[2] & 0xC0) == 0x80 &&
            (u == 0x200E || u == 0x200F || (u >= 0x2028 && u <= 0x202E) ||
             (u >= 0x2066 && u <= 0x2069))) {
            *unit = u;
            return 3;
        }
    }
    return 0;
}

/// JSON with those characters escaped (issue 32: `-o json` carries nothing a terminal obeys).
QByteArray escapeTerminalControls(QByteArray json)
{
    const auto *p = reinterpret_cast<const uchar *>(json.constData());
    const uchar *const end = p + json.size();
    const auto suspect = [](uchar b) { return b == 0x7F || b == 0xC2 || b == 0xD8 || b == 0xE2; };
    const uchar *at = std::find_if(p, end, suspect);
    if (at == end)
        return json;
    QByteArray out;
    out.reserve(json.size() + 16);
    out.append(reinterpret_cast<const char *>(p), at - p);
    static constexpr char hex[] = "0123456789abcdef";
    for (const uchar *q = at; q != end;) {
        char16_t unit = 0;
        if (const int length = suspect(*q) ? terminalControlAt(q, end, &unit) : 0; length > 0) {
            const char escape[] = {'\\',
                                   'u',
                                   hex[unit >> 12],
                                   hex[(unit >> 8) & 0xF],
                                   hex[(unit >> 4) & 0xF],
                                   hex[unit & 0xF]};
            out.append(escape, sizeof escape);
            q += length;
        } else {
            out += char(*q++);
        }
    }
    return out;
}

/// A scalar as QJsonDocument writes it, wrapped in an array and the brackets stripped, so that
/// QJsonDocument's own number and string escaping stays the one source of truth (not yet
/// escaped for terminals: the caller escapes the whole).
QByteArray scalarJson(const QJsonValue &value)
{
    QByteArray out = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return out.mid(1, out.size() - 2);
}

struct OrderedWriter
{
    const KeyOrders &orders;
    bool indented = true;
    QByteArray out;

    void newline(int depth)
    {
        if (indented) {
            out += '\n';
            out += QByteArray(depth * 2, ' ');
        }
    }

    QStringList keysOf(const QJsonObject &object) const
    {
        const QStringList keys = object.keys();
        for (const QStringList &order : orders) {
            if (std::all_of(keys.cbegin(), keys.cend(),
                            [&order](const QString &k) { return order.contains(k); })) {
                QStringList ordered;
                for (const QString &k : order)
                    if (object.contains(k))
                        ordered << k;
                return ordered;
            }
        }
        return keys;
    }

    void write(const QJsonValue &value, int depth)
    {
        if (value.isObject()) {
            const QJsonObject object = value.toObject();
            if (object.isEmpty()) {
                out += "{}";
                return;
            }
            out += '{';
            bool first = true;
            for (const QString &key : keysOf(object)) {
                if (!first)
                    out += ',';
                first = false;
                newline(depth + 1);
                out += scalarJson(key);
                out += indented ? ": " : ":";
                write(object.value(key), depth + 1);
            }
            newline(depth);
            out += '}';
        } else if (value.isArray()) {
            const QJsonArray array = value.toArray();
            if (array.isEmpty()) {
                out += "[]";
                return;
            }
            out += '[';
            for (qsizetype i = 0; i < array.size(); ++i) {
                if (i > 0)
                    out += ',';
                newline(depth + 1);
                write(array.at(i), depth + 1);
            }
            newline(depth);
            out += ']';
        } else {
            out += scalarJson(value);
        }
    }
};

} // namespace

QByteArray toJson(const QJsonValue &value, JsonStyle style, const KeyOrders &orders)
{
    OrderedWriter writer{orders, style != JsonStyle::Compact, {}};
    writer.write(value, 0);
    if (style != JsonStyle::Compact)
        writer.out += '\n';
    return escapeTerminalControls(std::move(writer.out));
}

QByteArray toJson(const QJsonValue &value, JsonStyle style)
{
    const auto format =
        style == JsonStyle::Compact ? QJsonDocument::Compact : QJsonDocument::Indented;
    QByteArray out;
    if (value.isObject()) {
        out = QJsonDocument(value.toObject()).toJson(format);
    } else if (value.isArray()) {
        out = QJsonDocument(value.toArray()).toJson(format);
    } else {
        out = escapeTerminalControls(scalarJson(value));
        if (style == JsonStyle::Indented)
            out += '\n';
        return out;
    }
    if (style == JsonStyle::Indented) {
        // QJsonDocument indents with four spaces; halve it for the two spaces people expect.
        QByteArray halved;
        halved.reserve(out.size());
        for (const QByteArray &line : out.split('\n')) {
            qsizetype lead = 0;
            while (lead < line.size() && line.at(lead) == ' ')
                ++lead;
            halved += QByteArray(lead / 2, ' ') + line.mid(lead) + '\n';
        }
        halved.chop(1);
        out = halved;
    }
    return escapeTerminalControls(std::move(out));
}

} // namespace Accel::Doc
