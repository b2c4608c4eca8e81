// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "strategicmerge.h"
#include "doccodes.h"
#include "doctr.h"

#include "documentreader.h"
#include "jsonpointer.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace Accel::Doc {

namespace {
const QString DirectiveKey = QStringLiteral("$patch");

/// The merged value, or nullopt when a `$patch: delete` asks the parent to drop the key.
Result<std::optional<QJsonValue>> merge(const QJsonValue &target, const QJsonValue &patch,
                                        const JsonPointer &at, int depth)
{
    if (!patch.isObject())
        return std::optional<QJsonValue>(patch);
    if (depth > MaxNestingDepth) {
        return fail(Code::JSON_DEPTH,
                    Tr::tr("the jobTemplate nests deeper than %1 levels").arg(MaxNestingDepth));
    }
    QJsonObject members = patch.toObject();
    bool replace = false;
    if (members.contains(DirectiveKey)) {
        const QString directive = members.take(DirectiveKey).toString();
        if (directive == QLatin1String("delete"))
            return std::optional<QJsonValue>();
        if (directive == QLatin1String("replace")) {
            replace = true;
        } else if (directive != QLatin1String("merge")) {
            return fail(Code::STRATEGIC_MERGE,
                        Tr::tr("unknown directive \"$patch: %1\" at %2")
                            .arg(directive, at.isRoot() ? QStringLiteral("/") : at.toString()),
                        Tr::tr("Use $patch: replace, delete or merge"));
        }
    }
    QJsonObject result = (!replace && target.isObject()) ? target.toObject() : QJsonObject();
    for (auto it = members.constBegin(); it != members.constEnd(); ++it) {
        if (it.value().isNull()) {
            result.remove(it.key());
            continue;
        }
        const auto merged =
            merge(result.value(it.key()), it.value(), at.child(it.key()), depth + 1);
        if (!merged)
            return merged;
        if (*merged)
            result.insert(it.key(), **merged);
        else
            result.remove(it.key());
    }
    return std::optional<QJsonValue>(result);
}
} // namespace

Result<QJsonValue> StrategicMerge::apply(const QJsonValue &target, const QJsonValue &patch)
{
    const auto merged = merge(target, patch, JsonPointer(), 0);
    if (!merged)
        return tl::unexpected(merged.error());
    return merged->value_or(QJsonValue(QJsonObject()));
}

} // namespace Accel::Doc
