// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "fleettreeview.h"

#include <algorithm>

namespace Accel::Ui {

void FleetTreeView::dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                                const QList<int> &roles)
{
    const QModelIndex parent = topLeft.parent();
    const int rows = bottomRight.row() - topLeft.row() + 1;
    // Up to a viewport's worth of rows (no row is lower than a line of text), as Qt does it: a
    // few rows, a few rectangles.
    const int shownRows = viewport()->height() / std::max(1, fontMetrics().height()) + 2;
    if (!topLeft.isValid() || bottomRight.parent() != parent || rows <= shownRows) {
        QTreeView::dataChanged(topLeft, bottomRight, roles);
        return;
    }
    // The rows of the range that show: walk the viewport's rows from its top, each an index
    // below the last (Qt finds the next from the last one looked up), till past its bottom.
    int first = -1;
    int last = -1;
    const int bottom = viewport()->height();
    for (QModelIndex shown = indexAt(QPoint(0, 0)); shown.isValid(); shown = indexBelow(shown)) {
        if (visualRect(shown).top() >= bottom)
            break;
        // The range's row this row is, or is under (a node's GPUs repaint with their node).
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
