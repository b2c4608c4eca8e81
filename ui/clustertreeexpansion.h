// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QObject>
#include <QSet>
#include <QString>

class QTreeView;

namespace Accel::Ui {

class ClusterFilterModel;

/// Which rows of the Cluster panel's tree are open (issue 37, "nodes expand lazily").
///
/// A tree view lays out every row under an open node, whether it is on screen or not, each time
/// the rows change; with every node of a 16,000-node fleet open that is 288,000 rows laid out per
/// filter result, far over a frame. So nodes open by themselves only while the child rows of the
/// nodes shown stay within OpenRowsBudget (a small fleet, or a narrow filter: the matching GPUs
/// in view), and close again when a broader result would exceed it; the rows of a closed node
/// are never asked for. What the user opens or closes (a node, a partitioned GPU) is kept by its
/// row key (ClusterTreeModel::RowKeyRole) across filter changes, including while the row is
/// filtered out, and across reloads of the same source (forget() for a new one).
///
/// Applies itself whenever the model shows a filter result (ClusterFilterModel::filterApplied).
class ClusterTreeExpansion : public QObject
{
    Q_OBJECT

public:
    /// At most this many child rows open by themselves (a layout of that many rows is about a
    /// millisecond; tests/bench/bench_clusterfilter.cpp).
    static constexpr qsizetype OpenRowsBudget = 2000;
    /// Another budget (tests).
    void setOpenRowsBudget(qsizetype rows) { m_budget = rows; }

    /// Follows VIEW, whose model is MODEL; a child of VIEW.
    ClusterTreeExpansion(QTreeView *view, ClusterFilterModel *model);

    /// Opens and closes the rows shown as stated above.
    void apply();
    /// Drops what the user opened and closed (another cluster).
    void forget();

    QSet<QString> openedByUser() const { return m_opened; }
    QSet<QString> closedByUser() const { return m_closed; }

private:
    QTreeView *m_view = nullptr;
    ClusterFilterModel *m_model = nullptr;
    QSet<QString> m_opened;
    QSet<QString> m_closed;
    qsizetype m_budget = OpenRowsBudget;
    bool m_applying = false;   ///< expanded()/collapsed() are ours, not the user's
    bool m_autoOpened = false; ///< nodes were opened by the budget rule
};

} // namespace Accel::Ui
