// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "patchsequence.h"
#include "doccodes.h"

#include "jsonpatch.h"
#include "jsonpointer.h"
#include "mergepatch.h"
#include "strategicmerge.h"

#include <QJsonObject>

namespace Accel::Doc {

namespace {

/// Drops recorded pointers below `pointer`: whatever was there was replaced by this change.
void forgetBelow(QHash<QString, PatchSequence::Origin> &provenance, const QString &pointer)
{
    const QString prefix = pointer + QLatin1Char('/');
    for (auto it = provenance.begin(); it != provenance.end();) {
        if (it.key().startsWith(prefix))
            it = provenance.erase(it);
        else
            ++it;
    }
}

void record(PatchSequence::Outcome &outcome, const QList<StructuralDiff::Change> &changes,
            const QString &step, qsizetype stepIndex, const QString &operation)
{
    for (const StructuralDiff::Change &change : changes) {
        forgetBelow(outcome.provenance, change.pointer);
        outcome.provenance.insert(change.pointer,
                                  PatchSequence::Origin{step, stepIndex, operation, change.kind});
    }
}

} // namespace

QString PatchSequence::typeName(Type type)
{
    switch (type) {
    case Type::JsonPatch:
        return QStringLiteral("json");
    case Type::MergePatch:
        return QStringLiteral("merge");
    case Type::StrategicMerge:
        return QStringLiteral("strategic");
    case Type::Invalid:
        break;
    }
    return {};
}

std::optional<PatchSequence::Origin> PatchSequence::Outcome::originOf(const QString &pointer) const
{
    return originIn(provenance, pointer);
}

std::optional<PatchSequence::Origin>
PatchSequence::originIn(const QHash<QString, Origin> &provenance, const QString &pointer)
{
    QString at = pointer;
    for (;;) {
        const auto it = provenance.constFind(at);
        if (it != provenance.constEnd())
            return it.value();
        if (at.isEmpty())
            return std::nullopt;
        at.truncate(at.lastIndexOf(QLatin1Char('/')));
    }
}

Result<PatchSequence::Outcome>
PatchSequence::apply(const QJsonValue &base, const QList<Step> &steps, JsonPatch::Budget *budget)
{
    JsonPatch::Budget ownBudget;
    JsonPatch::Budget &growth = budget ? *budget : ownBudget;
    Outcome outcome;
    outcome.result = base;
    for (qsizetype s = 0; s < steps.size(); ++s) {
        const Step &step = steps.at(s);
        QList<StructuralDiff::Change> stepChanges;
        Result<QJsonValue> next;
        if (step.type == Type::JsonPatch) {
            // Attribute each operation on its own: diff only what it touched.
            const auto observer = [&](qsizetype index, const QJsonObject &operation,
                                      const QJsonValue &before, const QJsonValue &after) {
                Q_UNUSED(index);
                QList<StructuralDiff::Change> changes;
                QList<JsonPointer> scopes;
                for (const QString &key : {QStringLiteral("from"), QStringLiteral("path")}) {
                    if (!operation.contains(key))
                        continue;
                    const auto pointer = JsonPointer::parse(operation.value(key).toString());
                    if (!pointer)
                        continue;
                    // The parent of an array position: inserting shifts its siblings.
                    scopes << (pointer->isRoot() ? *pointer : pointer->parent());
                }
                // A move or copy within one container is diffed once.
                if (scopes.size() == 2 && scopes.at(1).startsWith(scopes.at(0)))
                    scopes.removeLast();
                else if (scopes.size() == 2 && scopes.at(0).startsWith(scopes.at(1)))
                    scopes.removeFirst();
                for (const JsonPointer &scope : scopes) {
                    const QJsonValue a = scope.resolve(before).value_or(QJsonValue::Undefined);
                    const QJsonValue b = scope.resolve(after).value_or(QJsonValue::Undefined);
                    for (StructuralDiff::Change c : StructuralDiff::compute(a, b)) {
                        c.pointer = scope.toString() + c.pointer;
                        if (a.isUndefined())
                            c.kind = StructuralDiff::Change::Added;
                        changes << c;
                    }
                }
                record(outcome, changes, step.name, s, JsonPatch::describe(operation));
                stepChanges << changes;
            };
            next = JsonPatch::apply(outcome.result, step.patch, observer, &growth);
        } else {
            next = step.type == Type::MergePatch ? MergePatch::apply(outcome.result, step.patch)
                   : step.type == Type::StrategicMerge
                       ? StrategicMerge::apply(outcome.result, step.patch)
                       : Result<QJsonValue>(
                             fail(Code::PATCH_TYPE, QStringLiteral("unknown patch type")));
            if (next) {
                stepChanges = StructuralDiff::compute(outcome.result, *next);
                record(outcome, stepChanges, step.name, s,
                       step.type == Type::MergePatch ? QStringLiteral("merge")
                                                     : QStringLiteral("jobTemplate"));
            }
        }
        if (!next) {
            Error error = next.error();
            error.message = step.name + QStringLiteral(": ") + error.message;
            return tl::unexpected(error);
        }
        outcome.result = *next;
        outcome.changesByStep << stepChanges;
    }
    return outcome;
}

} // namespace Accel::Doc
