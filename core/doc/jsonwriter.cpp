// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "jsonwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Accel::Doc {

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
        // Wrap the scalar in an array and strip the brackets: QJsonDocument's own number and
        // string escaping stays the one source of truth.
        out = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
        out = out.mid(1, out.size() - 2);
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
    return out;
}

} // namespace Accel::Doc
