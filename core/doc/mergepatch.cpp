// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "mergepatch.h"
#include "doccodes.h"
#include "doctr.h"

#include "documentreader.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace Accel::Doc {

namespace {
Result<QJsonValue> merge(const QJsonValue &target, const QJsonValue &patch, int depth)
{
    if (!patch.isObject())
        return patch;
    if (depth > MaxNestingDepth) {
        return fail(Code::JSON_DEPTH,
                    Tr::tr("the merge patch nests deeper than %1 levels").arg(MaxNestingDepth));
    }
    QJsonObject result = target.isObject() ? target.toObject() : QJsonObject();
    const QJsonObject members = patch.toObject();
    for (auto it = members.constBegin(); it != members.constEnd(); ++it) {
        if (it.value().isNull()) {
            result.remove(it.key());
            continue;
        }
        const Result<QJsonValue> merged = merge(result.value(it.key()), it.value(), depth + 1);
        if (!merged)
            return merged;
        result.insert(it.key(), *merged);
    }
    return result;
}
} // namespace

Result<QJsonValue> MergePatch::apply(const QJsonValue &target, const QJsonValue &patch)
{
    return merge(target, patch, 0);
}

QJsonValue MergePatch::create(const QJsonValue &from, const QJsonValue &to)
{
    if (!from.isObject() || !to.isObject())
        return to;
    const QJsonObject a = from.toObject();
    const QJsonObject b = to.toObject();
    QJsonObject patch;
    for (auto it = a.constBegin(); it != a.constEnd(); ++it) {
        if (!b.contains(it.key()))
            patch.insert(it.key(), QJsonValue::Null);
    }
    for (auto it = b.constBegin(); it != b.constEnd(); ++it) {
        const auto old = a.constFind(it.key());
        if (old == a.constEnd()) {
            // A new member: as an object it must not itself carry nulls, which would delete.
            patch.insert(it.key(), it.value());
        } else if (!(old.value() == it.value())) {
            patch.insert(it.key(), create(old.value(), it.value()));
        }
    }
    return patch;
}

} // namespace Accel::Doc
