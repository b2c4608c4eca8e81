// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QTreeView>

namespace Accel::Ui {

/// The cluster inventory's view: a QTreeView that repaints a change over many rows only where
/// the rows show. Qt 6.4's QTreeView (QTreeViewPrivate::intersectedRect) finds the area to
/// repaint by asking every row and column of a changed range for its rectangle: a live update
/// that ClusterFilterModel says as one range over every row cost the UI thread 40 ms at 16,000
/// nodes and 4x that at 65,000 (issue 37: "a watch at 1,000 changes a second keeps the longest
/// UI stall < 16 ms"). A range of more rows than fit the viewport is cut to the rows of it that
/// show; the rows out of sight are read again when they are scrolled to, as always.
///
/// What QTreeView also does for each row of a range it is told of is then left out for the rows
/// out of sight: their cached height (none with uniform row heights, as the cluster tree has),
/// whether they have children (ClusterTreeModel changes a tree's shape only by a reset), their
/// open editors (none: the tree is read-only) and their accessibility update.
class FleetTreeView : public QTreeView
{
    Q_OBJECT

public:
    using QTreeView::QTreeView;

protected:
    void dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                     const QList<int> &roles = QList<int>()) override;

private:
    QModelIndex topRowShown() const;
};

} // namespace Accel::Ui
