// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "jsonpointer.h"
#include "doccodes.h"
#include "doctr.h"
#include "excerpt.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace Accel::Doc {

Result<JsonPointer> JsonPointer::parse(const QString &text)
{
    if (text.isEmpty())
        return JsonPointer();
    if (!text.startsWith(QLatin1Char('/'))) {
        return fail(Code::JSON_POINTER,
                    Tr::tr("JSON pointer \"%1\" does not start with a slash").arg(excerpt(text)),
                    Tr::tr("Write pointers as /key/0/key; \"\" is the whole document"));
    }
    QStringList tokens;
    const QStringList raw = text.mid(1).split(QLatin1Char('/'));
    tokens.reserve(raw.size());
    for (const QString &token : raw) {
        QString unescaped;
        unescaped.reserve(token.size());
        for (qsizetype i = 0; i < token.size(); ++i) {
            const QChar c = token.at(i);
            if (c != QLatin1Char('~')) {
                unescaped.append(c);
                continue;
            }
            const QChar next = i + 1 < token.size() ? token.at(i + 1) : QChar();
            if (next == QLatin1Char('0')) {
                unescaped.append(QLatin1Char('~'));
            } else if (next == QLatin1Char('1')) {
                unescaped.append(QLatin1Char('/'));
            } else {
                return fail(Code::JSON_POINTER,
                            Tr::tr("JSON pointer \"%1\" has a \"~\" that is not ~0 or ~1")
                                .arg(excerpt(text)),
                            Tr::tr("Escape ~ as ~0 and / as ~1"));
            }
            ++i;
        }
        tokens << unescaped;
    }
    return JsonPointer(std::move(tokens));
}

QString JsonPointer::escape(const QString &token)
{
    QString out = token;
    out.replace(QLatin1Char('~'), QLatin1String("~0"));
    out.replace(QLatin1Char('/'), QLatin1String("~1"));
    return out;
}

QString JsonPointer::toString() const
{
    QString out;
    for (const QString &token : m_tokens) {
        out.append(QLatin1Char('/'));
        out.append(escape(token));
    }
    return out;
}

JsonPointer JsonPointer::parent() const
{
    QStringList tokens = m_tokens;
    if (!tokens.isEmpty())
        tokens.removeLast();
    return JsonPointer(std::move(tokens));
}

JsonPointer JsonPointer::child(const QString &token) const
{
    QStringList tokens = m_tokens;
    tokens << token;
    return JsonPointer(std::move(tokens));
}

JsonPointer JsonPointer::child(qsizetype index) const
{
    return child(QString::number(index));
}

bool JsonPointer::startsWith(const JsonPointer &other) const
{
    if (other.m_tokens.size() > m_tokens.size())
        return false;
    for (qsizetype i = 0; i < other.m_tokens.size(); ++i) {
        if (m_tokens.at(i) != other.m_tokens.at(i))
            return false;
    }
    return true;
}

qsizetype JsonPointer::arrayIndex(const QString &token)
{
    if (token.isEmpty() || token.size() > 18)
        return -1;
    if (token.size() > 1 && token.at(0) == QLatin1Char('0'))
        return -1;
    qsizetype value = 0;
    for (QChar c : token) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return -1;
        value = value * 10 + (c.unicode() - '0');
    }
    return value;
}

std::optional<QJsonValue> JsonPointer::resolve(const QJsonValue &document) const
{
    QJsonValue current = document;
    for (const QString &token : m_tokens) {
        if (current.isObject()) {
            const QJsonObject object = current.toObject();
            const auto it = object.constFind(token);
            if (it == object.constEnd())
                return std::nullopt;
            current = it.value();
        } else if (current.isArray()) {
            const QJsonArray array = current.toArray();
            const qsizetype index = arrayIndex(token);
            if (index < 0 || index >= array.size())
                return std::nullopt;
            current = array.at(index);
        } else {
            return std::nullopt;
        }
    }
    return current;
}

} // namespace Accel::Doc
