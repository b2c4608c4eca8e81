// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "structuraldiff.h"

#include "documentreader.h"
#include "jsonpointer.h"
#include "jsonwriter.h"
#include "printable.h"

#include <QJsonObject>

namespace Accel::Doc {

namespace {

void diff(const QJsonValue &a, const QJsonValue &b, const QString &pointer, int depth,
          QList<StructuralDiff::Change> &out)
{
    using Change = StructuralDiff::Change;
    if (a == b)
        return;
    // Past the reader's nesting limit there is nothing sensible to descend into: report the
    // subtree as changed rather than risk the stack.
    if (depth < MaxNestingDepth && a.isObject() && b.isObject()) {
        const QJsonObject x = a.toObject();
        const QJsonObject y = b.toObject();
        auto ix = x.constBegin();
        auto iy = y.constBegin();
        // Both are sorted by key: merge the two key sequences.
        while (ix != x.constEnd() || iy != y.constEnd()) {
            if (iy == y.constEnd() || (ix != x.constEnd() && ix.key() < iy.key())) {
                out << Change{Change::Removed,
                              pointer + QLatin1Char('/') + JsonPointer::escape(ix.key()),
                              ix.value(), QJsonValue(QJsonValue::Undefined)};
                ++ix;
            } else if (ix == x.constEnd() || iy.key() < ix.key()) {
                out << Change{Change::Added,
                              pointer + QLatin1Char('/') + JsonPointer::escape(iy.key()),
                              QJsonValue(QJsonValue::Undefined), iy.value()};
                ++iy;
            } else {
                diff(ix.value(), iy.value(),
                     pointer + QLatin1Char('/') + JsonPointer::escape(ix.key()), depth + 1, out);
                ++ix;
                ++iy;
            }
        }
        return;
    }
    if (depth < MaxNestingDepth && a.isArray() && b.isArray()) {
        const QJsonArray x = a.toArray();
        const QJsonArray y = b.toArray();
        const qsizetype common = std::min(x.size(), y.size());
        for (qsizetype i = 0; i < common; ++i)
            diff(x.at(i), y.at(i), pointer + QLatin1Char('/') + QString::number(i), depth + 1, out);
        for (qsizetype i = common; i < x.size(); ++i)
            out << Change{Change::Removed, pointer + QLatin1Char('/') + QString::number(i), x.at(i),
                          QJsonValue(QJsonValue::Undefined)};
        for (qsizetype i = common; i < y.size(); ++i)
            out << Change{Change::Added, pointer + QLatin1Char('/') + QString::number(i),
                          QJsonValue(QJsonValue::Undefined), y.at(i)};
        return;
    }
    out << Change{Change::Changed, pointer, a, b};
}

} // namespace

QList<StructuralDiff::Change> StructuralDiff::compute(const QJsonValue &oldValue,
                                                      const QJsonValue &newValue)
{
    QList<Change> out;
    diff(oldValue, newValue, QString(), 0, out);
    return out;
}

QString StructuralDiff::kindName(Change::Kind kind)
{
    switch (kind) {
    case Change::Added:
        return QStringLiteral("add");
    case Change::Removed:
        return QStringLiteral("remove");
    case Change::Changed:
        return QStringLiteral("change");
    case Change::Invalid:
        break;
    }
    return {};
}

QJsonArray StructuralDiff::toJson(const QList<Change> &changes)
{
    QJsonArray out;
    for (const Change &change : changes) {
        QJsonObject entry{{QStringLiteral("op"), kindName(change.kind)},
                          {QStringLiteral("path"), change.pointer}};
        if (change.kind != Change::Added)
            entry.insert(QStringLiteral("old"), change.oldValue);
        if (change.kind != Change::Removed)
            entry.insert(QStringLiteral("new"), change.newValue);
        out.append(entry);
    }
    return out;
}

QString StructuralDiff::toText(const QList<Change> &changes)
{
    const auto compact = [](const QJsonValue &v) {
        return QString::fromUtf8(Doc::toJson(v, JsonStyle::Compact));
    };
    QString out;
    for (const Change &change : changes) {
        // One line per change, whatever the keys hold (issue 32).
        const QString where =
            change.pointer.isEmpty() ? QStringLiteral("/") : printable(change.pointer);
        switch (change.kind) {
        case Change::Added:
            out += QStringLiteral("+ ") + where + QStringLiteral(": ") + compact(change.newValue);
            break;
        case Change::Removed:
            out += QStringLiteral("- ") + where;
            break;
        case Change::Changed:
            out += QStringLiteral("~ ") + where + QStringLiteral(": ") + compact(change.oldValue) +
                   QStringLiteral(" -> ") + compact(change.newValue);
            break;
        case Change::Invalid:
            break;
        }
        out += QLatin1Char('\n');
    }
    return out;
}

} // namespace Accel::Doc
