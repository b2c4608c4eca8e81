// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <memory>
#include <utility>

/// A minimal reader for protobuf text format, enough for cel-spec's SimpleTestFile files
/// (conformance/cel/schema/simple.proto): fields `name: value`, `name { ... }` and
/// `name: { ... }`, strings with C escapes (adjacent strings concatenate), identifiers and
/// numbers, `#` comments. No schema: every field is kept by name, in order. Extension fields
/// (`[pkg.ext]: 1`) and expanded Any values (`[type.googleapis.com/pkg.Msg] { ... }`, which must
/// hold a message) are kept under their bracketed name, brackets included and inner whitespace
/// removed, e.g. "[type.googleapis.com/google.protobuf.Duration]".
namespace Accel::Test {

struct PbMessage;

struct PbValue
{
    bool isMessage = false;
    bool isString = false;
    QByteArray text; ///< decoded string bytes, or the identifier/number token
    std::shared_ptr<PbMessage> message;
};

struct PbMessage
{
    QList<std::pair<QString, PbValue>> fields;

    const PbValue *first(const QString &name) const;
    QList<const PbValue *> all(const QString &name) const;
    bool has(const QString &name) const { return first(name) != nullptr; }
    /// The string or token of the first NAME field; empty when absent.
    QByteArray text(const QString &name) const;
};

/// Parses TEXT; on a syntax error returns nullptr and sets ERROR.
std::shared_ptr<PbMessage> parseTextProto(const QByteArray &text, QString *error);

} // namespace Accel::Test
