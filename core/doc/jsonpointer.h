// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

namespace Accel::Doc {

/// A JSON Pointer (RFC 6901): "" is the whole document, "/a/0/b~1c" names a member `b/c` of
/// the first element of `a`. Tokens are kept unescaped (`~1` -> `/`, `~0` -> `~`).
///
/// Array indices follow RFC 6901 section 4: "0" or a digit string without a leading zero; "-"
/// names the position after the last element and is only meaningful where RFC 6902 allows it
/// (the target of an add). Lookups never treat "-" as an element.
class JsonPointer
{
public:
    JsonPointer() = default;
    explicit JsonPointer(QStringList tokens)
        : m_tokens(std::move(tokens))
    {}

    /// Parses "/a/b". Errors (code JSON_POINTER): no leading slash, `~` not followed by 0 or 1.
    static Result<JsonPointer> parse(const QString &text);

    /// The escaped text form, "/a/b~1c".
    QString toString() const;
    const QStringList &tokens() const { return m_tokens; }
    bool isRoot() const { return m_tokens.isEmpty(); }
    JsonPointer parent() const;
    JsonPointer child(const QString &token) const;
    JsonPointer child(qsizetype index) const;
    /// True when this pointer is `other` or lies below it.
    bool startsWith(const JsonPointer &other) const;

    /// The value at this pointer, or nullopt when there is none.
    std::optional<QJsonValue> resolve(const QJsonValue &document) const;

    /// The array index a token names, or -1 when it is not a valid index ("01", "1e0", "-1",
    /// "-" and anything non-numeric are not).
    static qsizetype arrayIndex(const QString &token);
    /// RFC 6901 escaping of one token.
    static QString escape(const QString &token);

    bool operator==(const JsonPointer &other) const = default;

private:
    QStringList m_tokens;
};

} // namespace Accel::Doc
