// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "fleettreeview.h"

#include <QHeaderView>

#include <algorithm>

namespace Accel::Ui {

QModelIndex FleetTreeView::topRowShown() const
{
    // The viewport's top row, found in a column that shows (in a right-to-left layout x = 0 may
    // be left of every column).
    const QHeaderView *columns = header();
    const int width = viewport()->width();
    for (int visual = 0; visual < columns->count(); ++visual) {
        const int column = columns->logicalIndex(visual);
        if (columns->isSectionHidden(column))
            continue;
        const int left = std::max(columns->sectionViewportPosition(column), 0);
        const int right = std::min(
            columns->sectionViewportPosition(column) + columns->sectionSize(column), width);
        if (right > left)
            return indexAt(QPoint((left + right - 1) / 2, 0));
    }
    return {};
}

void FleetTreeView::dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                                const QList<int> &roles)
{
    const QModelIndex parent = topLeft.parent();
    const int rows = bottomRight.row() - topLeft.row() + 1;
    // Up to a viewport's worth of rows (no row is lower than a line of text), as Qt does it: a
    // few rows, a few rectangles. A hidden view paints nothing and looks up no rectangle.
    const int shownRows = viewport()->height() / std::max(1, fontMetrics().height()) + 2;
    const QModelIndex top =
        topLeft.isValid() && bottomRight.parent() == parent && rows > shownRows && isVisible()
            ? topRowShown()
            : QModelIndex();
    if (!top.isValid()) {
        QTreeView::dataChanged(topLeft, bottomRight, roles);
        return;
    }
    // The rows of the range that show: walk the viewport's rows from its top, each an index
    // below the last (Qt finds the next from the last one looked up), till past its bottom.
    int first = -1;
    int last = -1;
    const int bottom = viewport()->height();
    for (QModelIndex shown = top; shown.isValid(); shown = indexBelow(shown)) {
        if (visualRect(shown).top() >= bottom)
            break;
        // The range's row this row is, or is under: a node's open GPU rows count as the node's.
        QModelIndex row = shown;
        while (row.isValid() && row.parent() != parent)
            row = row.parent();
        if (!row.isValid() || row.row() < topLeft.row() || row.row() > bottomRight.row())
            continue;
        first = first < 0 ? row.row() : std::min(first, row.row());
        last = std::max(last, row.row());
    }
    if (first < 0)
        return; // none of it shows
    QTreeView::dataChanged(model()->index(first, topLeft.column(), parent),
                           model()->index(last, bottomRight.column(), parent), roles);
}

} // namespace Accel::Ui
