// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "linediff.h"
#include "doccodes.h"
#include "doctr.h"

#include "resourcelimits.h"

#include <QCoreApplication>
#include <QHash>

#include <vector>

namespace Accel::Doc {

namespace {

/// Myers' linear-space diff over interned line ids. Marks deleted old lines and inserted new
/// lines; everything unmarked is common.
///
/// Bounded: the search counts its work (diagonals tried plus lines followed along snakes) against
/// `workBudget`. When the budget runs out inside a search, the box is split at the furthest point
/// either search reached (as GNU diff does when a search is too expensive) and every box left
/// after that is taken as all changed once its common prefix and suffix are trimmed. The script
/// stays correct, only no longer minimal: two files that differ everywhere diff in time linear
/// in their size plus the budget.
class Myers
{
public:
    Myers(const std::vector<int> &a, const std::vector<int> &b, qint64 workBudget)
        : m_a(a)
        , m_b(b)
        , m_workBudget(workBudget)
        , m_deleted(a.size(), false)
        , m_inserted(b.size(), false)
    {
        const size_t max = a.size() + b.size() + 2;
        m_forward.resize(2 * max + 2);
        m_backward.resize(2 * max + 2);
    }

    void run() { compare(0, qsizetype(m_a.size()), 0, qsizetype(m_b.size())); }

    const std::vector<bool> &deleted() const { return m_deleted; }
    const std::vector<bool> &inserted() const { return m_inserted; }
    /// Whether the budget ran out, so the script may not be minimal.
    bool isCoarse() const { return m_coarse; }

private:
    void compare(qsizetype aLo, qsizetype aHi, qsizetype bLo, qsizetype bHi)
    {
        // Iterate on the right half and recurse on the left: the recursion depth stays in the
        // order of log(D) for typical inputs.
        for (;;) {
            while (aLo < aHi && bLo < bHi && m_a[size_t(aLo)] == m_b[size_t(bLo)]) {
                ++aLo;
                ++bLo;
            }
            while (aLo < aHi && bLo < bHi && m_a[size_t(aHi - 1)] == m_b[size_t(bHi - 1)]) {
                --aHi;
                --bHi;
            }
            if (aLo == aHi) {
                for (qsizetype j = bLo; j < bHi; ++j)
                    m_inserted[size_t(j)] = true;
                return;
            }
            if (bLo == bHi) {
                for (qsizetype i = aLo; i < aHi; ++i)
                    m_deleted[size_t(i)] = true;
                return;
            }
            const auto [x, y] = middle(aLo, aHi, bLo, bHi);
            if ((x == aLo && y == bLo) || (x == aHi && y == bHi)) {
                // No line in common (the search found no overlap): all of it changed.
                for (qsizetype i = aLo; i < aHi; ++i)
                    m_deleted[size_t(i)] = true;
                for (qsizetype j = bLo; j < bHi; ++j)
                    m_inserted[size_t(j)] = true;
                return;
            }
            compare(aLo, x, bLo, y);
            aLo = x;
            bLo = y;
        }
    }

    /// A point (x, y) on an optimal edit path through the box, strictly inside it in the
    /// sense that both halves are smaller than the box.
    std::pair<qsizetype, qsizetype> middle(qsizetype aLo, qsizetype aHi, qsizetype bLo,
                                           qsizetype bHi)
    {
        if (m_coarse)
            return {aLo, bLo}; // the budget is spent: the whole box changed
        const qsizetype n = aHi - aLo;
        const qsizetype m = bHi - bLo;
        const qsizetype maxD = (n + m + 1) / 2;
        const qsizetype offset = maxD + 1;
        const qsizetype width = 2 * offset + 1;
        if (qsizetype(m_forward.size()) < width) {
            m_forward.resize(size_t(width));
            m_backward.resize(size_t(width));
        }
        std::fill(m_forward.begin(), m_forward.begin() + width, -1);
        std::fill(m_backward.begin(), m_backward.begin() + width, -1);
        m_forward[size_t(offset + 1)] = 0;
        m_backward[size_t(offset + 1)] = 0;
        const qsizetype delta = n - m;
        const bool odd = delta % 2 != 0;
        // Diagonals that ran off the box are skipped from then on.
        qsizetype fStart = 0, fEnd = 0, bStart = 0, bEnd = 0;
        const auto A = [&](qsizetype i) { return m_a[size_t(aLo + i)]; };
        const auto B = [&](qsizetype j) { return m_b[size_t(bLo + j)]; };
        // The furthest (x + y) each search has reached inside the box, from its own corner.
        std::pair<qsizetype, qsizetype> bestForward{0, 0};
        std::pair<qsizetype, qsizetype> bestBackward{0, 0};

        for (qsizetype d = 0; d < maxD; ++d) {
            if (m_work > m_workBudget) {
                // Too expensive: split where a search got furthest. Both parts are smaller
                // than the box unless neither search left its corner; then it all changed.
                m_coarse = true;
                if (bestForward.first + bestForward.second >=
                    bestBackward.first + bestBackward.second)
                    return {aLo + bestForward.first, bLo + bestForward.second};
                return {aLo + n - bestBackward.first, bLo + m - bestBackward.second};
            }
            for (qsizetype k = -d + fStart; k <= d - fEnd; k += 2) {
                const qsizetype ki = offset + k;
                qsizetype x =
                    (k == -d || (k != d && m_forward[size_t(ki - 1)] < m_forward[size_t(ki + 1)]))
                        ? m_forward[size_t(ki + 1)]
                        : m_forward[size_t(ki - 1)] + 1;
                qsizetype y = x - k;
                const qsizetype x0 = x;
                while (x < n && y < m && A(x) == B(y)) {
                    ++x;
                    ++y;
                }
                m_work += 1 + (x - x0);
                m_forward[size_t(ki)] = x;
                if (x <= n && y <= m && x + y > bestForward.first + bestForward.second)
                    bestForward = {x, y};
                if (x > n) {
                    fEnd += 2;
                } else if (y > m) {
                    fStart += 2;
                } else if (odd) {
                    const qsizetype bi = offset + delta - k;
                    if (bi >= 0 && bi < width && m_backward[size_t(bi)] != -1 &&
                        x >= n - m_backward[size_t(bi)])
                        return {aLo + x, bLo + y};
                }
            }
            for (qsizetype k = -d + bStart; k <= d - bEnd; k += 2) {
                const qsizetype ki = offset + k;
                qsizetype x =
                    (k == -d || (k != d && m_backward[size_t(ki - 1)] < m_backward[size_t(ki + 1)]))
                        ? m_backward[size_t(ki + 1)]
                        : m_backward[size_t(ki - 1)] + 1;
                qsizetype y = x - k;
                const qsizetype x0 = x;
                while (x < n && y < m && A(n - x - 1) == B(m - y - 1)) {
                    ++x;
                    ++y;
                }
                m_work += 1 + (x - x0);
                m_backward[size_t(ki)] = x;
                if (x <= n && y <= m && x + y > bestBackward.first + bestBackward.second)
                    bestBackward = {x, y};
                if (x > n) {
                    bEnd += 2;
                } else if (y > m) {
                    bStart += 2;
                } else if (!odd) {
                    const qsizetype fi = offset + delta - k;
                    if (fi >= 0 && fi < width && m_forward[size_t(fi)] != -1) {
                        const qsizetype fx = m_forward[size_t(fi)];
                        const qsizetype fy = fx - (delta - k);
                        if (fx >= n - x)
                            return {aLo + fx, bLo + fy};
                    }
                }
            }
        }
        // No overlap within ceil((n+m)/2) steps means the two have no line in common.
        return {aLo, bLo};
    }

    const std::vector<int> &m_a;
    const std::vector<int> &m_b;
    const qint64 m_workBudget;
    qint64 m_work = 0;
    bool m_coarse = false;
    std::vector<bool> m_deleted;
    std::vector<bool> m_inserted;
    std::vector<qsizetype> m_forward;
    std::vector<qsizetype> m_backward;
};

} // namespace

QList<LineDiff::Edit> LineDiff::compute(const QStringList &oldLines, const QStringList &newLines,
                                        bool *coarse)
{
    // Intern lines so the inner loop compares ints.
    QHash<QString, int> ids;
    ids.reserve(oldLines.size() + newLines.size());
    const auto intern = [&ids](const QStringList &lines) {
        std::vector<int> out;
        out.reserve(size_t(lines.size()));
        for (const QString &line : lines) {
            auto it = ids.constFind(line);
            if (it == ids.constEnd())
                it = ids.insert(line, int(ids.size()));
            out.push_back(it.value());
        }
        return out;
    };
    const std::vector<int> a = intern(oldLines);
    const std::vector<int> b = intern(newLines);
    Myers myers(a, b, Limits::value(Limits::DiffWork));
    myers.run();
    if (coarse)
        *coarse = myers.isCoarse();

    QList<Edit> edits;
    const auto push = [&edits](Edit::Kind kind, qsizetype i, qsizetype j) {
        if (!edits.isEmpty() && edits.last().kind == kind) {
            ++edits.last().count;
            return;
        }
        edits.append(Edit{kind, i, j, 1});
    };
    qsizetype i = 0, j = 0;
    const qsizetype n = qsizetype(a.size()), m = qsizetype(b.size());
    while (i < n || j < m) {
        if (i < n && myers.deleted()[size_t(i)]) {
            push(Edit::Delete, i, j);
            ++i;
        } else if (j < m && myers.inserted()[size_t(j)]) {
            push(Edit::Insert, i, j);
            ++j;
        } else {
            push(Edit::Equal, i, j);
            ++i;
            ++j;
        }
    }
    return edits;
}

QString LineDiff::Hunk::header() const
{
    const auto range = [](qsizetype start, qsizetype count) {
        if (count == 1)
            return QString::number(start);
        return QStringLiteral("%1,%2").arg(start).arg(count);
    };
    return QStringLiteral("@@ -%1 +%2 @@")
        .arg(range(oldStart, oldCount), range(newStart, newCount));
}

QList<LineDiff::Hunk> LineDiff::hunks(const QStringList &oldLines, const QStringList &newLines,
                                      int context, bool *coarse)
{
    // Flatten the edit script to one entry per line, then group changes whose gap of equal
    // lines is at most twice the context: each group is one hunk.
    struct Line
    {
        Edit::Kind kind;
        qsizetype oldIndex;
        qsizetype newIndex;
    };
    QList<Line> flat;
    for (const Edit &edit : compute(oldLines, newLines, coarse)) {
        for (qsizetype k = 0; k < edit.count; ++k) {
            flat.append(Line{edit.kind, edit.oldIndex + (edit.kind == Edit::Insert ? 0 : k),
                             edit.newIndex + (edit.kind == Edit::Delete ? 0 : k)});
        }
    }
    const qsizetype ctx = std::max(0, context);
    QList<Hunk> result;
    qsizetype i = 0;
    while (i < flat.size()) {
        if (flat.at(i).kind == Edit::Equal) {
            ++i;
            continue;
        }
        const qsizetype first = std::max<qsizetype>(0, i - ctx);
        qsizetype lastChange = i;
        qsizetype j = i + 1;
        while (j < flat.size()) {
            if (flat.at(j).kind != Edit::Equal) {
                lastChange = j++;
                continue;
            }
            qsizetype gap = j;
            while (gap < flat.size() && flat.at(gap).kind == Edit::Equal)
                ++gap;
            if (gap == flat.size() || gap - j > 2 * ctx)
                break;
            j = gap;
        }
        const qsizetype end = std::min<qsizetype>(flat.size(), lastChange + 1 + ctx);
        Hunk hunk;
        hunk.oldStart = flat.at(first).oldIndex + 1;
        hunk.newStart = flat.at(first).newIndex + 1;
        for (qsizetype k = first; k < end; ++k) {
            const Line &line = flat.at(k);
            switch (line.kind) {
            case Edit::Equal:
                hunk.lines << QLatin1Char(' ') + oldLines.at(line.oldIndex);
                ++hunk.oldCount;
                ++hunk.newCount;
                break;
            case Edit::Delete:
                hunk.lines << QLatin1Char('-') + oldLines.at(line.oldIndex);
                ++hunk.oldCount;
                break;
            case Edit::Insert:
                hunk.lines << QLatin1Char('+') + newLines.at(line.newIndex);
                ++hunk.newCount;
                break;
            case Edit::Invalid:
                break;
            }
        }
        // A hunk that adds to (or deletes from) nothing starts on the line before, as diff has it.
        if (hunk.oldCount == 0)
            --hunk.oldStart;
        if (hunk.newCount == 0)
            --hunk.newStart;
        result << hunk;
        i = end;
    }
    return result;
}

QString LineDiff::unified(const QStringList &oldLines, const QStringList &newLines,
                          const QString &oldLabel, const QString &newLabel, int context,
                          bool *coarse)
{
    const QList<Hunk> list = hunks(oldLines, newLines, context, coarse);
    if (list.isEmpty())
        return {};
    QString out =
        QStringLiteral("--- ") + oldLabel + QStringLiteral("\n+++ ") + newLabel + QLatin1Char('\n');
    for (const Hunk &hunk : list) {
        out += hunk.header() + QLatin1Char('\n');
        for (const QString &line : hunk.lines)
            out += line + QLatin1Char('\n');
    }
    return out;
}

QList<LineDiff::Row> LineDiff::sideBySide(const QStringList &oldLines, const QStringList &newLines,
                                          int context)
{
    const QList<Edit> edits = compute(oldLines, newLines);
    QList<Row> rows;
    for (qsizetype e = 0; e < edits.size(); ++e) {
        const Edit &edit = edits.at(e);
        if (edit.kind == Edit::Equal) {
            const bool first = e == 0;
            const bool last = e + 1 == edits.size();
            qsizetype head = edit.count, tail = 0; // lines shown at the start / end of the run
            if (context >= 0) {
                head = first ? 0 : std::min<qsizetype>(context, edit.count);
                tail = last ? 0 : std::min<qsizetype>(context, edit.count - head);
            }
            for (qsizetype k = 0; k < head; ++k) {
                rows << Row{Row::Same,
                            edit.oldIndex + k + 1,
                            oldLines.at(edit.oldIndex + k),
                            edit.newIndex + k + 1,
                            newLines.at(edit.newIndex + k),
                            0};
            }
            const qsizetype hidden = edit.count - head - tail;
            if (hidden > 0)
                rows << Row{Row::Folded, edit.oldIndex + head + 1, {}, edit.newIndex + head + 1, {},
                            hidden};
            for (qsizetype k = edit.count - tail; k < edit.count; ++k) {
                rows << Row{Row::Same,
                            edit.oldIndex + k + 1,
                            oldLines.at(edit.oldIndex + k),
                            edit.newIndex + k + 1,
                            newLines.at(edit.newIndex + k),
                            0};
            }
            continue;
        }
        // Pair a run of deletions with the insertions right after it as changed lines.
        if (edit.kind == Edit::Delete && e + 1 < edits.size() &&
            edits.at(e + 1).kind == Edit::Insert) {
            const Edit &ins = edits.at(e + 1);
            const qsizetype paired = std::min(edit.count, ins.count);
            for (qsizetype k = 0; k < paired; ++k) {
                rows << Row{Row::Changed,
                            edit.oldIndex + k + 1,
                            oldLines.at(edit.oldIndex + k),
                            ins.newIndex + k + 1,
                            newLines.at(ins.newIndex + k),
                            0};
            }
            for (qsizetype k = paired; k < edit.count; ++k)
                rows << Row{
                    Row::Removed, edit.oldIndex + k + 1, oldLines.at(edit.oldIndex + k), 0, {}, 0};
            for (qsizetype k = paired; k < ins.count; ++k)
                rows << Row{Row::Added, 0, {}, ins.newIndex + k + 1, newLines.at(ins.newIndex + k),
                            0};
            ++e;
            continue;
        }
        for (qsizetype k = 0; k < edit.count; ++k) {
            if (edit.kind == Edit::Delete)
                rows << Row{
                    Row::Removed, edit.oldIndex + k + 1, oldLines.at(edit.oldIndex + k), 0, {}, 0};
            else
                rows << Row{
                    Row::Added, 0, {}, edit.newIndex + k + 1, newLines.at(edit.newIndex + k), 0};
        }
    }
    return rows;
}

Result<QStringList> LineDiff::apply(const QStringList &oldLines, const QList<Hunk> &hunks)
{
    QStringList out;
    qsizetype pos = 0; // next old line to copy, 0-based
    for (qsizetype h = 0; h < hunks.size(); ++h) {
        const Hunk &hunk = hunks.at(h);
        const qsizetype start = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1;
        if (start < pos || start > oldLines.size()) {
            return fail(
                Code::LINE_DIFF_APPLY,
                Tr::tr("hunk %1 (%2) starts outside the text").arg(h + 1).arg(hunk.header()));
        }
        while (pos < start)
            out << oldLines.at(pos++);
        for (const QString &line : hunk.lines) {
            const QChar kind = line.isEmpty() ? QChar() : line.at(0);
            const QString text = line.mid(1);
            if (kind == QLatin1Char('+')) {
                out << text;
                continue;
            }
            if (pos >= oldLines.size() || oldLines.at(pos) != text) {
                return fail(Code::LINE_DIFF_APPLY, Tr::tr("hunk %1 (%2) does not match line %3")
                                                       .arg(h + 1)
                                                       .arg(hunk.header())
                                                       .arg(pos + 1));
            }
            if (kind == QLatin1Char(' '))
                out << text;
            ++pos;
        }
    }
    while (pos < oldLines.size())
        out << oldLines.at(pos++);
    return out;
}

QStringList LineDiff::splitLines(const QString &text)
{
    if (text.isEmpty())
        return {};
    QStringList lines = text.split(QLatin1Char('\n'));
    if (text.endsWith(QLatin1Char('\n')))
        lines.removeLast();
    return lines;
}

} // namespace Accel::Doc
