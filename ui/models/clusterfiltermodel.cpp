// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "clusterfiltermodel.h"

#include "clustertreemodel.h"

namespace Accel::Ui {

ClusterFilterModel::ClusterFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    // The tree decides node rows itself (a node with a matching GPU stays), so the proxy's own
    // recursive walk is not needed.
    setRecursiveFilteringEnabled(false);
    setDynamicSortFilter(false);
}

void ClusterFilterModel::setSourceModel(QAbstractItemModel *model)
{
    Q_ASSERT(!model || qobject_cast<ClusterTreeModel *>(model));
    if (m_source)
        m_source->disconnect(this);
    m_source = qobject_cast<ClusterTreeModel *>(model);
    m_dirty = true;
    // Connected before the base class connects: the decisions are stale from the moment the
    // source starts resetting, and are made again on first use.
    if (m_source) {
        connect(m_source, &QAbstractItemModel::modelAboutToBeReset, this,
                [this] { m_dirty = true; });
        // A live update in place (ClusterTreeModel::applyChanges): rows' texts changed, so the
        // decisions and counts are stale. While filtering, rows may come or go: decide again in
        // one layout change, as a keystroke does, once per update (not per dataChanged).
        connect(m_source, &QAbstractItemModel::dataChanged, this, [this] { m_dirty = true; });
        connect(m_source, &ClusterTreeModel::changesApplied, this, [this] {
            m_dirty = true;
            if (!m_needle.isEmpty())
                invalidate();
        });
    }
    QSortFilterProxyModel::setSourceModel(m_source);
}

void ClusterFilterModel::setFilterText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    // One small allocation per keystroke for the needle itself; the row decisions reuse theirs.
    m_needle = text.trimmed().toLower();
    m_dirty = true;
    // One layout change rather than invalidateFilter()'s row-by-row inserts and removals: a
    // tree view handles thousands of those one at a time (hundreds of ms per keystroke with
    // 2,000 expanded nodes), a layout change once.
    invalidate();
    Q_EMIT filterTextChanged(m_text);
}

void ClusterFilterModel::ensureDecided() const
{
    if (!m_dirty)
        return;
    m_dirty = false;
    m_visibleNodes = m_visibleGpus = m_visibleStandalone = 0;
    if (!m_source) {
        m_nodeVisible.clear();
        m_gpuVisible.clear();
        return;
    }
    const Dra::Inventory &inventory = m_source->inventory();
    const QList<QString> &nodeTexts = m_source->nodeSearchTexts();
    const QList<QString> &gpuTexts = m_source->gpuSearchTexts();
    const QList<Dra::Gpu> &gpus = inventory.gpus();
    const QList<Dra::Node> &nodes = inventory.nodes();
    // resize() keeps the capacity: after the first keystroke nothing is allocated here.
    m_nodeVisible.resize(size_t(nodes.size()));
    m_gpuVisible.resize(size_t(gpus.size()));
    const QStringView needle(m_needle);
    const bool all = needle.isEmpty();
    for (qsizetype n = 0; n < nodes.size(); ++n) {
        const bool self = all || QStringView(nodeTexts.at(n)).contains(needle);
        bool any = false;
        for (const QList<int> *entries : {&nodes.at(n).gpus, &nodes.at(n).others}) {
            for (int g : *entries) {
                const bool visible = self || QStringView(gpuTexts.at(g)).contains(needle);
                m_gpuVisible[size_t(g)] = visible;
                if (visible) {
                    any = true;
                    if (gpus.at(g).isGpu())
                        ++m_visibleGpus;
                    else
                        ++m_visibleStandalone;
                }
            }
        }
        m_nodeVisible[size_t(n)] = self || any;
        m_visibleNodes += self || any;
    }
}

bool ClusterFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_source)
        return true;
    ensureDecided();
    if (!sourceParent.isValid())
        return size_t(sourceRow) < m_nodeVisible.size() && m_nodeVisible[size_t(sourceRow)];
    // A partition row shows with its GPU.
    if (sourceParent.data(ClusterTreeModel::RowKindRole).toInt() !=
        int(ClusterTreeModel::RowKind::Node))
        return true;
    const Dra::Node *node = m_source->node(sourceParent);
    if (!node || sourceRow >= node->gpus.size() + node->others.size())
        return false;
    const size_t g =
        size_t(sourceRow < node->gpus.size() ? node->gpus.at(sourceRow)
                                             : node->others.at(sourceRow - node->gpus.size()));
    return g < m_gpuVisible.size() && m_gpuVisible[g];
}

int ClusterFilterModel::visibleNodeCount() const
{
    ensureDecided();
    return m_visibleNodes;
}

int ClusterFilterModel::visibleGpuCount() const
{
    ensureDecided();
    return m_visibleGpus;
}

int ClusterFilterModel::visibleStandaloneCount() const
{
    ensureDecided();
    return m_visibleStandalone;
}

} // namespace Accel::Ui
