// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Accel::Doc {

/// Line diff: Myers' O(ND) algorithm in its linear-space form (divide and conquer on the middle
/// snake), after trimming the common prefix and suffix. Lines are compared exactly.
///
/// Bounded (Limits::DiffWork): past that much search work the diff is coarse rather than
/// minimal (the remaining changed region is split where the search got furthest, then taken as
/// changed), so two 200,000-line files that differ everywhere diff in well under a second. A
/// coarse script is still correct (apply() gives the new text); `coarse`, where asked for, says
/// whether it happened. Ordinary diffs stay far below the limit and are minimal.
///
/// Output as unified hunks (`diff -u`), as side-by-side rows for the diff views, or as an edit
/// script; hunks apply back onto the old text (apply(a, hunks(a, b)) == b).
class LineDiff
{
public:
    /// One run of the edit script, in order: `count` lines that are equal (at oldIndex and
    /// newIndex), deleted from the old text (at oldIndex) or inserted from the new (at newIndex).
    struct Edit
    {
        enum Kind
        {
            Invalid = 0,
            Equal,
            Delete,
            Insert,
        };
        Kind kind = Invalid;
        qsizetype oldIndex = 0; ///< 0-based
        qsizetype newIndex = 0; ///< 0-based
        qsizetype count = 0;
    };

    /// A unified-diff hunk. Starts are 1-based as in `@@ -oldStart,oldCount +newStart,newCount
    /// @@`; a count of 0 puts the start on the line before, as diff does.
    struct Hunk
    {
        qsizetype oldStart = 0;
        qsizetype oldCount = 0;
        qsizetype newStart = 0;
        qsizetype newCount = 0;
        QStringList lines; ///< each prefixed with ' ', '-' or '+'

        QString header() const;
    };

    /// A row of the side-by-side view. Line numbers are 1-based; 0 means no line on that side.
    struct Row
    {
        enum Kind
        {
            Invalid = 0,
            Same,
            Changed, ///< a deleted line paired with an inserted one
            Removed,
            Added,
            Folded, ///< `folded` unchanged lines hidden between hunks
        };
        Kind kind = Invalid;
        qsizetype oldLine = 0;
        QString oldText;
        qsizetype newLine = 0;
        QString newText;
        qsizetype folded = 0;
    };

    static QList<Edit> compute(const QStringList &oldLines, const QStringList &newLines,
                               bool *coarse = nullptr);

    /// Hunks with `context` unchanged lines around each change; empty when equal.
    static QList<Hunk> hunks(const QStringList &oldLines, const QStringList &newLines,
                             int context = 3, bool *coarse = nullptr);
    /// `--- oldLabel` / `+++ newLabel` and the hunks; empty when equal. Each line ends in \n.
    static QString unified(const QStringList &oldLines, const QStringList &newLines,
                           const QString &oldLabel, const QString &newLabel, int context = 3,
                           bool *coarse = nullptr);
    /// Every line of both texts side by side (context < 0), or only `context` lines around
    /// each change with Folded rows for the rest.
    static QList<Row> sideBySide(const QStringList &oldLines, const QStringList &newLines,
                                 int context = -1);

    /// Applies hunks to the old text; every context and deleted line must match
    /// (LINE_DIFF_APPLY names the hunk otherwise).
    static Result<QStringList> apply(const QStringList &oldLines, const QList<Hunk> &hunks);

    /// Splits text into lines on \n (a final \n does not start an empty last line).
    static QStringList splitLines(const QString &text);
};

} // namespace Accel::Doc
