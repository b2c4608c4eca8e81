// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "jsonpointer.h"
#include "result.h"

#include <QJsonArray>
#include <QJsonValue>

#include <functional>

namespace Accel::Doc {

/// JSON Patch (RFC 6902): add, remove, replace, move, copy, test.
///
/// The whole patch applies or none of it does: on error the document is left as it was. An
/// error (code JSON_PATCH) names the operation's index in the patch (from 0, as a JSON pointer
/// into the patch would), its op and path, and why:
/// `op 3 (add /spec/env/-): parent /spec/env does not exist`.
/// Unknown ops, missing or non-string `op`/`path`/`from`, a missing `value`, bad pointers, array
/// indices out of range or with leading zeros, and a `move` into its own child are errors, as
/// the json-patch-tests suite expects. `test` compares numbers by value (1 equals 1.0).
class JsonPatch
{
public:
    /// Called after each operation is applied, with its index and the document so far; the
    /// provenance tracker uses it to see what each operation changed.
    using Observer = std::function<void(qsizetype index, const QJsonObject &operation,
                                        const QJsonValue &before, const QJsonValue &after)>;

    /// `patch` must be an array of operation objects.
    static Result<QJsonValue> apply(const QJsonValue &document, const QJsonValue &patch,
                                    const Observer &observer = {});

    /// One operation described as in errors: "add /spec/env/-".
    static QString describe(const QJsonObject &operation);

    // Single operations, also used by the other patch engines. They modify `document` in
    // place and leave it unchanged when they fail; the error message has no "op N" prefix.
    static Result<void> add(QJsonValue &document, const JsonPointer &path, const QJsonValue &value);
    static Result<QJsonValue> remove(QJsonValue &document, const JsonPointer &path);
    static Result<void> replace(QJsonValue &document, const JsonPointer &path,
                                const QJsonValue &value);
};

} // namespace Accel::Doc
