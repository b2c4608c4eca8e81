// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "clustertreeexpansion.h"

#include "models/clusterfiltermodel.h"
#include "models/clustertreemodel.h"

#include <QTreeView>

namespace Accel::Ui {

namespace {
QString keyOf(const QModelIndex &index)
{
    return index.data(ClusterTreeModel::RowKeyRole).toString();
}
} // namespace

ClusterTreeExpansion::ClusterTreeExpansion(QTreeView *view, ClusterFilterModel *model)
    : QObject(view)
    , m_view(view)
    , m_model(model)
{
    connect(m_view, &QTreeView::expanded, this, [this](const QModelIndex &index) {
        if (m_applying)
            return;
        const QString key = keyOf(index);
        m_opened.insert(key);
        m_closed.remove(key);
    });
    connect(m_view, &QTreeView::collapsed, this, [this](const QModelIndex &index) {
        if (m_applying)
            return;
        const QString key = keyOf(index);
        m_closed.insert(key);
        m_opened.remove(key);
    });
    connect(m_model, &ClusterFilterModel::filterApplied, this, &ClusterTreeExpansion::apply);
}

void ClusterTreeExpansion::apply()
{
    // Right after the model's layout change or reset the view only records what opens (its
    // layout is pending), so each expand() and collapse() here is a set insertion.
    m_applying = true;
    const int nodes = m_model->rowCount();
    if (nodes <= m_budget && m_model->visibleChildRows() <= m_budget) {
        for (int r = 0; r < nodes; ++r) {
            const QModelIndex node = m_model->index(r, 0);
            if (!m_closed.isEmpty() && m_closed.contains(keyOf(node)))
                m_view->collapse(node);
            else
                m_view->expand(node);
        }
        m_autoOpened = nodes > 0;
    } else if (m_autoOpened) {
        for (int r = 0; r < nodes; ++r) {
            const QModelIndex node = m_model->index(r, 0);
            if (m_view->isExpanded(node) && !m_opened.contains(keyOf(node)))
                m_view->collapse(node);
        }
        m_autoOpened = false;
    }
    // The user's own, when shown (a GPU's partitions open under its node only if that is open).
    for (const QString &key : std::as_const(m_opened)) {
        const QModelIndex index = m_model->indexForKey(key);
        if (index.isValid() && !m_view->isExpanded(index))
            m_view->expand(index);
    }
    m_applying = false;
}

void ClusterTreeExpansion::forget()
{
    m_opened.clear();
    m_closed.clear();
}

} // namespace Accel::Ui
