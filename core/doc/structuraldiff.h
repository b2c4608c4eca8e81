// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QJsonArray>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace Accel::Doc {

/// A structural diff of two value trees: the JSON pointers that were added, removed or changed,
/// with old and new values, at the deepest level where the trees differ. Object members are
/// compared by key (in key order), arrays by index (a longer array adds its tail, a shorter one
/// removes it); a change of type is one Changed entry. Numbers compare by value. Equal trees
/// give an empty list.
class StructuralDiff
{
public:
    struct Change
    {
        enum Kind
        {
            Invalid = 0,
            Added,
            Removed,
            Changed,
        };
        Kind kind = Invalid;
        QString pointer;     ///< RFC 6901, "" for the root
        QJsonValue oldValue; ///< Undefined when Added
        QJsonValue newValue; ///< Undefined when Removed
    };

    static QList<Change> compute(const QJsonValue &oldValue, const QJsonValue &newValue);

    /// `[{"op": "add|remove|change", "path": ..., "old": ..., "new": ...}]`
    static QJsonArray toJson(const QList<Change> &changes);
    /// One line a change: "+ /a/b: 1", "- /c", "~ /d: 1 -> 2".
    static QString toText(const QList<Change> &changes);
    static QString kindName(Change::Kind kind);
};

} // namespace Accel::Doc
