// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "jsonpatch.h"
#include "doccodes.h"
#include "doctr.h"
#include "excerpt.h"

#include "documentreader.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace Accel::Doc {

namespace {

tl::unexpected<Error> patchError(const QString &message)
{
    return fail(Code::JSON_PATCH, message);
}

/// What to do with the container that holds the pointer's last token.
using ParentEdit = std::function<Result<void>(QJsonValue &parent, const QString &token)>;

/// Walks to the parent of `tokens` and calls `edit` on it, rebuilding the containers on the way
/// back up. Each level is taken out of its parent before it is edited, so Qt's copy-on-write
/// copies nothing but the path (an edit costs the depth, not the document size).
Result<void> editParent(QJsonValue &node, const QStringList &tokens, qsizetype depth,
                        const ParentEdit &edit)
{
    if (depth == tokens.size() - 1)
        return edit(node, tokens.last());

    const QString &token = tokens.at(depth);
    const auto here = [&] { return JsonPointer(tokens.mid(0, depth + 1)).toString(); };
    if (node.isObject()) {
        QJsonObject object = node.toObject();
        node = QJsonValue();
        auto it = object.find(token);
        if (it == object.end()) {
            node = object;
            return patchError(Tr::tr("%1 does not exist").arg(here()));
        }
        QJsonValue child = it.value();
        it.value() = QJsonValue();
        Result<void> result = editParent(child, tokens, depth + 1, edit);
        object[token] = child;
        node = object;
        return result;
    }
    if (node.isArray()) {
        QJsonArray array = node.toArray();
        node = QJsonValue();
        const qsizetype index = JsonPointer::arrayIndex(token);
        if (index < 0 || index >= array.size()) {
            node = array;
            return patchError(Tr::tr("%1 does not exist").arg(here()));
        }
        QJsonValue child = array.at(index);
        array.replace(index, QJsonValue());
        Result<void> result = editParent(child, tokens, depth + 1, edit);
        array.replace(index, child);
        node = array;
        return result;
    }
    return patchError(Tr::tr("%1 does not exist (%2 is not an object or array)")
                          .arg(here(), JsonPointer(tokens.mid(0, depth)).toString()));
}

QString parentText(const JsonPointer &path)
{
    return path.parent().toString();
}

/// About the compact JSON size of `value` (escapes and number digits estimated), counted no
/// further than past `cap`. `depthLeft` is how many more levels of nesting are allowed; going
/// deeper sets `tooDeep` and stops.
qint64 weigh(const QJsonValue &value, qint64 cap, int depthLeft, bool &tooDeep)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return 4;
    case QJsonValue::Bool:
        return 5;
    case QJsonValue::Double:
        return 8;
    case QJsonValue::String:
        return value.toString().size() + 2;
    case QJsonValue::Array:
    case QJsonValue::Object:
        break;
    }
    if (depthLeft <= 0) {
        tooDeep = true;
        return 2;
    }
    qint64 weight = 2;
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (const QJsonValue &item : array) {
            weight += 1 + weigh(item, cap - weight, depthLeft - 1, tooDeep);
            if (weight > cap || tooDeep)
                return weight;
        }
        return weight;
    }
    const QJsonObject object = value.toObject();
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        weight += it.key().size() + 4 + weigh(it.value(), cap - weight, depthLeft - 1, tooDeep);
        if (weight > cap || tooDeep)
            return weight;
    }
    return weight;
}

} // namespace

JsonPatch::Budget::Budget()
    : Budget(Limits::value(Limits::DocumentGrowthBytes))
{}

JsonPatch::Budget::Budget(qint64 limitBytes)
    : m_limitBytes(limitBytes)
{}

Result<void> JsonPatch::Budget::charge(const QJsonValue &value, qsizetype depth,
                                       const QString &where)
{
    bool tooDeep = false;
    const qint64 left = qMax(m_limitBytes - m_usedBytes, qint64(0));
    const int depthLeft = int(qMax(Limits::value(Limits::NestingDepth) - depth, qint64(0)));
    m_usedBytes += weigh(value, left, depthLeft, tooDeep);
    if (tooDeep)
        return tl::unexpected(Limits::exceeded(Limits::NestingDepth, where));
    if (m_usedBytes > m_limitBytes)
        return tl::unexpected(Limits::exceeded(Limits::DocumentGrowthBytes, where));
    return {};
}

QString JsonPatch::describe(const QJsonObject &operation)
{
    const QString op = operation.value(QLatin1String("op")).toString();
    const QString path = operation.value(QLatin1String("path")).toString();
    if (operation.contains(QLatin1String("from")))
        return op + QLatin1Char(' ') + operation.value(QLatin1String("from")).toString() +
               QStringLiteral(" -> ") + path;
    return op + QLatin1Char(' ') + path;
}

Result<void> JsonPatch::add(QJsonValue &document, const JsonPointer &path, const QJsonValue &value)
{
    if (path.isRoot()) {
        document = value;
        return {};
    }
    const auto edit = [&](QJsonValue &parent, const QString &token) -> Result<void> {
        if (parent.isObject()) {
            QJsonObject object = parent.toObject();
            parent = QJsonValue();
            object.insert(token, value);
            parent = object;
            return {};
        }
        if (parent.isArray()) {
            QJsonArray array = parent.toArray();
            parent = QJsonValue();
            const qsizetype index =
                token == QLatin1String("-") ? array.size() : JsonPointer::arrayIndex(token);
            if (index < 0 || index > array.size()) {
                const qsizetype size = array.size();
                parent = array;
                return patchError(Tr::tr("index \"%1\" is not a valid position in %2 (size %3)")
                                      .arg(excerpt(token), excerpt(parentText(path)))
                                      .arg(size));
            }
            array.insert(index, value);
            parent = array;
            return {};
        }
        return patchError(Tr::tr("parent %1 is not an object or array").arg(parentText(path)));
    };
    // Edited in place: editParent puts every level back as it was when it fails, and working
    // on the caller's tree (not a copy that shares it) keeps copy-on-write from copying the
    // containers along the path on every operation.
    Result<void> result = editParent(document, path.tokens(), 0, edit);
    if (!result && !path.parent().resolve(document)) {
        // "X does not exist" on the way down means the parent is missing.
        return patchError(Tr::tr("parent %1 does not exist").arg(parentText(path)));
    }
    return result;
}

Result<QJsonValue> JsonPatch::remove(QJsonValue &document, const JsonPointer &path)
{
    if (path.isRoot()) {
        QJsonValue old = document;
        document = QJsonValue();
        return old;
    }
    QJsonValue removed;
    const auto edit = [&](QJsonValue &parent, const QString &token) -> Result<void> {
        if (parent.isObject()) {
            QJsonObject object = parent.toObject();
            parent = QJsonValue();
            auto it = object.find(token);
            if (it == object.end()) {
                parent = object;
                return patchError(Tr::tr("%1 does not exist").arg(path.toString()));
            }
            removed = it.value();
            object.erase(it);
            parent = object;
            return {};
        }
        if (parent.isArray()) {
            QJsonArray array = parent.toArray();
            parent = QJsonValue();
            const qsizetype index = JsonPointer::arrayIndex(token);
            if (index < 0 || index >= array.size()) {
                parent = array;
                return patchError(Tr::tr("%1 does not exist").arg(path.toString()));
            }
            removed = array.takeAt(index);
            parent = array;
            return {};
        }
        return patchError(Tr::tr("%1 does not exist").arg(path.toString()));
    };
    const Result<void> result = editParent(document, path.tokens(), 0, edit);
    if (!result)
        return tl::unexpected(result.error());
    return removed;
}

Result<void> JsonPatch::replace(QJsonValue &document, const JsonPointer &path,
                                const QJsonValue &value)
{
    if (path.isRoot()) {
        document = value;
        return {};
    }
    const auto edit = [&](QJsonValue &parent, const QString &token) -> Result<void> {
        if (parent.isObject()) {
            QJsonObject object = parent.toObject();
            parent = QJsonValue();
            auto it = object.find(token);
            const bool found = it != object.end();
            if (found)
                it.value() = value;
            parent = object;
            if (found)
                return {};
        } else if (parent.isArray()) {
            QJsonArray array = parent.toArray();
            parent = QJsonValue();
            const qsizetype index = JsonPointer::arrayIndex(token);
            const bool found = index >= 0 && index < array.size();
            if (found)
                array.replace(index, value);
            parent = array;
            if (found)
                return {};
        }
        return patchError(Tr::tr("%1 does not exist").arg(path.toString()));
    };
    return editParent(document, path.tokens(), 0, edit);
}

Result<QJsonValue> JsonPatch::apply(const QJsonValue &document, const QJsonValue &patch,
                                    const Observer &observer, Budget *budget)
{
    if (!patch.isArray())
        return patchError(Tr::tr("a JSON patch must be an array of operations"));
    Budget ownBudget;
    Budget &growth = budget ? *budget : ownBudget;
    const QJsonArray operations = patch.toArray();
    QJsonValue work = document;
    for (qsizetype i = 0; i < operations.size(); ++i) {
        const QJsonObject operation = operations.at(i).toObject();
        const auto opError = [&](const QString &why) {
            return patchError(
                QStringLiteral("op %1 (%2): %3")
                    .arg(i)
                    .arg(excerpt(describe(operation)), excerpt(why, 3 * ExcerptChars)));
        };
        if (!operations.at(i).isObject())
            return opError(Tr::tr("an operation must be an object"));

        const QJsonValue opValue = operation.value(QLatin1String("op"));
        if (!opValue.isString())
            return opError(Tr::tr("missing or non-string \"op\""));
        const QString op = opValue.toString();
        const QJsonValue pathValue = operation.value(QLatin1String("path"));
        if (!pathValue.isString())
            return opError(Tr::tr("missing or non-string \"path\""));
        const Result<JsonPointer> path = JsonPointer::parse(pathValue.toString());
        if (!path)
            return opError(path.error().message);
        // No document the reader accepts is deeper; refusing here bounds the recursion.
        if (path->tokens().size() > MaxNestingDepth)
            return opError(Tr::tr("the path is deeper than %1 levels").arg(MaxNestingDepth));

        const bool needsValue = op == QLatin1String("add") || op == QLatin1String("replace") ||
                                op == QLatin1String("test");
        const bool needsFrom = op == QLatin1String("move") || op == QLatin1String("copy");
        if (needsValue && !operation.contains(QLatin1String("value")))
            return opError(Tr::tr("missing \"value\""));
        const QJsonValue value = operation.value(QLatin1String("value"));
        JsonPointer from;
        if (needsFrom) {
            const QJsonValue fromValue = operation.value(QLatin1String("from"));
            if (!fromValue.isString())
                return opError(Tr::tr("missing or non-string \"from\""));
            const Result<JsonPointer> parsed = JsonPointer::parse(fromValue.toString());
            if (!parsed)
                return opError(parsed.error().message);
            from = *parsed;
        }

        // Only kept for an observer: holding it shares the tree, and the next edit would then
        // copy every container on its path.
        const QJsonValue before = observer ? work : QJsonValue();
        const auto charge = [&](const QJsonValue &added) {
            return growth.charge(
                added, path->tokens().size(),
                QStringLiteral("op %1 (%2)").arg(i).arg(excerpt(describe(operation))));
        };
        Result<void> step;
        if (op == QLatin1String("add") || op == QLatin1String("replace")) {
            if (Result<void> charged = charge(value); !charged)
                return tl::unexpected(charged.error());
        }
        if (op == QLatin1String("add")) {
            step = add(work, *path, value);
        } else if (op == QLatin1String("remove")) {
            const auto removed = remove(work, *path);
            if (!removed)
                step = tl::unexpected(removed.error());
        } else if (op == QLatin1String("replace")) {
            step = replace(work, *path, value);
        } else if (op == QLatin1String("move")) {
            if (path->startsWith(from) && !(*path == from))
                return opError(Tr::tr("cannot move %1 into its own child").arg(from.toString()));
            if (!(*path == from)) {
                const auto moved = remove(work, from);
                if (!moved)
                    return opError(Tr::tr("from location %1 does not exist").arg(from.toString()));
                step = add(work, *path, *moved);
            } else if (!from.resolve(work)) {
                return opError(Tr::tr("from location %1 does not exist").arg(from.toString()));
            }
        } else if (op == QLatin1String("copy")) {
            const auto source = from.resolve(work);
            if (!source)
                return opError(Tr::tr("from location %1 does not exist").arg(from.toString()));
            if (Result<void> charged = charge(*source); !charged)
                return tl::unexpected(charged.error());
            step = add(work, *path, *source);
        } else if (op == QLatin1String("test")) {
            const auto actual = path->resolve(work);
            if (!actual)
                return opError(Tr::tr("%1 does not exist").arg(path->toString()));
            if (!(*actual == value))
                return opError(
                    Tr::tr("test failed: the value at %1 differs").arg(path->toString()));
        } else {
            return opError(Tr::tr("unknown op \"%1\" (use add, remove, replace, move, copy or "
                                  "test)")
                               .arg(excerpt(op)));
        }
        if (!step)
            return opError(step.error().message);
        if (observer)
            observer(i, operation, before, work);
    }
    return work;
}

} // namespace Accel::Doc
