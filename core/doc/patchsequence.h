// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "jsonpatch.h"
#include "result.h"
#include "structuraldiff.h"

#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

namespace Accel::Doc {

/// Applies named patches in order and records provenance: for every JSON pointer that a patch
/// set, changed or removed, which patch and which operation did it last. This is what lets the
/// override preview say, line by line, which override produced what.
///
/// Attribution is exact per operation: each RFC 6902 operation is diffed on its own, and a
/// merge or strategic patch is diffed as one operation. Pointers are recorded at the deepest
/// level where the document changed (StructuralDiff), so a lookup takes the longest recorded
/// prefix of the pointer asked about.
class PatchSequence
{
public:
    enum class Type
    {
        Invalid = 0,
        JsonPatch,      ///< RFC 6902
        MergePatch,     ///< RFC 7386
        StrategicMerge, ///< the jobTemplate merge (arrays replaced)
    };

    struct Step
    {
        QString name; ///< shown to the operator, e.g. "overrides[2]"
        Type type = Type::Invalid;
        QJsonValue patch;
    };

    struct Origin
    {
        QString step; ///< Step::name
        qsizetype stepIndex = -1;
        QString operation; ///< "add /spec/env/-", or "jobTemplate" / "merge" for whole patches
        StructuralDiff::Change::Kind change = StructuralDiff::Change::Invalid;
    };

    struct Outcome
    {
        QJsonValue result;
        /// Pointer -> the last step that touched it. Pointers removed by a later step keep
        /// a Removed origin.
        QHash<QString, Origin> provenance;
        /// For each step, the pointers it changed (empty: the step was a no-op).
        QList<QList<StructuralDiff::Change>> changesByStep;

        /// The origin of the value at `pointer`: its own entry, or that of its nearest recorded
        /// ancestor; nullopt when no step touched it.
        std::optional<Origin> originOf(const QString &pointer) const;
    };

    /// Fails at the first step that fails, naming it: "overrides[2]: op 0 (add /a/-): ...".
    /// The RFC 6902 steps share one growth budget (JsonPatch::Budget): `budget` when given (to
    /// bound several sequences on one document), else a fresh one with the default limit.
    static Result<Outcome> apply(const QJsonValue &base, const QList<Step> &steps,
                                 JsonPatch::Budget *budget = nullptr);

    static QString typeName(Type type);

    /// The origin of the value at `pointer` in PROVENANCE: its own entry, or that of its
    /// nearest recorded ancestor; nullopt when no step touched it. The one lookup both
    /// Outcome::originOf() and Nvcre::OverrideOutcome::originOf() use.
    static std::optional<Origin> originIn(const QHash<QString, Origin> &provenance,
                                          const QString &pointer);
};

} // namespace Accel::Doc
