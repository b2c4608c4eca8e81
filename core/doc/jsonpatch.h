// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "jsonpointer.h"
#include "resourcelimits.h"
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
///
/// Growth is bounded (Limits::DocumentGrowthBytes): every value an `add`, `replace` or `copy`
/// puts in is charged to a Budget at about its compact JSON size, so a patch of 40 `copy` ops
/// that each double the document fails with LIMIT_EXCEEDED ("op 23 (copy  -> /b): more than the
/// document-growth limit of 64 MiB") long before memory runs out; a value that would nest the
/// document deeper than Limits::NestingDepth is LIMIT_EXCEEDED too.
class JsonPatch
{
public:
    /// What patches may still add to one document. One budget may span several patches (the
    /// steps of a PatchSequence, the overrides of one Workflow), so growth spread over many of
    /// them is bounded too. Not thread-safe; use one per document.
    class Budget
    {
    public:
        /// Limits::value(Limits::DocumentGrowthBytes).
        Budget();
        explicit Budget(qint64 limitBytes);

        /// Charges `value`, put in at a path `depth` levels deep. LIMIT_EXCEEDED (the message
        /// starting with `where`) when the budget is spent or the document would nest deeper
        /// than Limits::NestingDepth; the charge is kept either way. Costs at most the bytes
        /// left in the budget, however large `value` is.
        Result<void> charge(const QJsonValue &value, qsizetype depth, const QString &where);

        qint64 usedBytes() const { return m_usedBytes; }
        qint64 limitBytes() const { return m_limitBytes; }

    private:
        qint64 m_limitBytes = 0;
        qint64 m_usedBytes = 0;
    };

    /// Called after each operation is applied, with its index and the document so far; the
    /// provenance tracker uses it to see what each operation changed.
    using Observer = std::function<void(qsizetype index, const QJsonObject &operation,
                                        const QJsonValue &before, const QJsonValue &after)>;

    /// `patch` must be an array of operation objects. Growth is charged to `budget`, or to a
    /// fresh one with the default limit when it is null.
    static Result<QJsonValue> apply(const QJsonValue &document, const QJsonValue &patch,
                                    const Observer &observer = {}, Budget *budget = nullptr);

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
