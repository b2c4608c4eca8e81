// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "clusterfiltermodel.h"
#include "workpool.h"

#include <QPromise>
#include <QtConcurrent>

#include <algorithm>
#include <cstring>
#include <utility>

namespace Accel::Ui {

namespace {

/// How much of a key buffer one search covers between two looks at `canceled`.
constexpr qsizetype SearchWindowBytes = qsizetype(1) << 20;

const std::shared_ptr<const ClusterFilterModel::Result> &allRows()
{
    static const auto all = std::make_shared<const ClusterFilterModel::Result>();
    return all;
}

std::shared_ptr<const ClusterFilterModel::Result> noRows()
{
    auto none = std::make_shared<ClusterFilterModel::Result>();
    none->all = false;
    none->childBegin.push_back(0);
    return none;
}

/// Per row of KEYS: whether NEEDLE occurs in its key. One memmem over the whole buffer, window by
/// window, instead of one search per row; a hit that runs past its row's NUL is no hit.
bool matchRows(const ClusterTreeModel::SearchKeys &keys, const QByteArray &needle,
               const std::function<bool()> &canceled, std::vector<char> &hits)
{
    hits.assign(size_t(keys.size()), 0);
    const char *text = keys.text.constData();
    const qsizetype size = keys.text.size();
    const qsizetype rows = keys.size();
    qsizetype pos = 0;
    qsizetype row = 0;
    while (pos < size) {
        if (canceled && canceled())
            return false;
        const qsizetype windowEnd = std::min(size, pos + SearchWindowBytes + needle.size() - 1);
        while (pos < windowEnd) {
            const void *found = memmem(text + pos, size_t(windowEnd - pos), needle.constData(),
                                       size_t(needle.size()));
            if (!found) {
                // The next window starts where a match could still begin (never backwards:
                // a decided row's bytes are skipped).
                pos = windowEnd < size ? std::max(pos, windowEnd - (needle.size() - 1)) : size;
                break;
            }
            const qsizetype at = static_cast<const char *>(found) - text;
            // The row whose key holds `at`: hits come in order, so search on from the last.
            row = qsizetype(std::upper_bound(keys.starts.cbegin() + row, keys.starts.cend(),
                                             quint32(at)) -
                            keys.starts.cbegin()) -
                  1;
            const qsizetype rowEnd =
                row + 1 < rows ? qsizetype(keys.starts.at(row + 1)) - 1 : size - 1;
            if (at + needle.size() <= rowEnd) {
                hits[size_t(row)] = 1;
                pos = rowEnd + 1; // the row is decided: on to the next key
                if (row + 1 < rows)
                    ++row;
            } else {
                pos = at + 1;
            }
        }
    }
    return true;
}

} // namespace

ClusterFilterModel::ClusterFilterModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_result(allRows())
{}

ClusterFilterModel::~ClusterFilterModel()
{
    cancelRun();
}

void ClusterFilterModel::setSourceModel(ClusterTreeModel *model)
{
    if (model == m_source)
        return;
    cancelRun();
    beginResetModel();
    if (m_source)
        m_source->disconnect(this);
    m_source = model;
    if (m_source) {
        connect(m_source, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
            m_changed.clear();
            cancelRun();
            beginResetModel();
        });
        connect(m_source, &QAbstractItemModel::modelReset, this,
                &ClusterFilterModel::onSourceReset);
        connect(m_source, &QAbstractItemModel::dataChanged, this,
                &ClusterFilterModel::onSourceDataChanged);
        connect(m_source, &QAbstractItemModel::headerDataChanged, this,
                &QAbstractItemModel::headerDataChanged);
        // A live update in place (ClusterTreeModel::applyChanges): the same rows, new texts.
        connect(m_source, &ClusterTreeModel::changesApplied, this,
                &ClusterFilterModel::onSourceChangesApplied);
    }
    m_result = isFiltering() ? noRows() : allRows();
    endResetModel();
    startRun();
}

void ClusterFilterModel::onSourceReset()
{
    // Not filtering, every row of the new data shows at once; else none until the worker says.
    m_result = isFiltering() ? noRows() : allRows();
    endResetModel();
    if (isFiltering())
        startRun();
    else
        Q_EMIT filterApplied();
}

void ClusterFilterModel::onSourceDataChanged(const QModelIndex &topLeft,
                                             const QModelIndex &bottomRight,
                                             const QList<int> &roles)
{
    // ClusterTreeModel::applyChanges() says every change, then changesApplied().
    m_changed.append({topLeft, bottomRight, roles});
}

void ClusterFilterModel::onSourceChangesApplied()
{
    const QList<Changed> changed = std::exchange(m_changed, {});
    // A few rows are said one by one; a fleet's update as one range over every row shown, which
    // repaints the view as well: a tree view looks each range up in its rows (Qt's
    // QTreeViewPrivate::viewIndex, a linear search), and a watch at 1,000 changes a second
    // changed thousands of nodes at once: a 37 s stall at 65,000 nodes (issue 37).
    constexpr qsizetype SayEachUpTo = 64;
    if (changed.size() <= SayEachUpTo) {
        for (const Changed &c : changed)
            forwardDataChanged(c.topLeft, c.bottomRight, c.roles);
    } else if (rowCount() > 0) {
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    }
    // While filtering, rows may come or go: match again; the rows shown stay until then.
    if (isFiltering())
        startRun();
}

void ClusterFilterModel::forwardDataChanged(const QModelIndex &topLeft,
                                            const QModelIndex &bottomRight, const QList<int> &roles)
{
    // ClusterTreeModel::applyChanges() says which rows of one parent changed; here the same
    // rows where they show (a node's whole span of children: they may be filtered apart).
    const QModelIndex sourceParent = topLeft.parent();
    const int lastColumn = bottomRight.column();
    if (!sourceParent.isValid()) {
        for (int r = topLeft.row(); r <= bottomRight.row(); ++r) {
            const int row = rowOfNode(r);
            if (row >= 0)
                Q_EMIT dataChanged(index(row, topLeft.column()), index(row, lastColumn), roles);
        }
        return;
    }
    const QModelIndex parent = mapFromSource(sourceParent);
    const int rows = rowCount(parent);
    if (!parent.isValid() || rows == 0)
        return;
    if (sourceParent.parent().isValid()) { // partitions: shown with their GPU, row for row
        Q_EMIT dataChanged(index(topLeft.row(), topLeft.column(), parent),
                           index(bottomRight.row(), lastColumn, parent), roles);
        return;
    }
    Q_EMIT dataChanged(index(0, topLeft.column(), parent), index(rows - 1, lastColumn, parent),
                       roles);
}

void ClusterFilterModel::setFilterText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    const QString needle = text.trimmed().toLower();
    if (needle != m_needle) {
        m_needle = needle;
        startRun();
    }
    Q_EMIT filterTextChanged(m_text);
}

void ClusterFilterModel::cancelRun()
{
    if (!m_watcher)
        return;
    m_watcher->disconnect(this);
    m_watcher->cancel(); // the worker stops at its next look; its result, if any, is dropped
    m_watcher->deleteLater();
    m_watcher = nullptr;
    m_pending = false;
}

void ClusterFilterModel::startRun()
{
    cancelRun();
    if (!m_source || !isFiltering()) {
        showResult(allRows());
        return;
    }
    m_pending = true;
    m_watcher = new Watcher(this);
    Watcher *watcher = m_watcher;
    connect(watcher, &Watcher::finished, this, [this, watcher] {
        if (watcher != m_watcher)
            return; // superseded (already disconnected, but a queued call may remain)
        const QFuture<Shared> future = watcher->future();
        const bool done = !future.isCanceled() && future.resultCount() > 0;
        m_watcher = nullptr;
        watcher->deleteLater();
        if (done)
            showResult(future.result());
    });
    // The worker holds the data it reads (implicitly shared: a copy is a few pointers), so the
    // source may move on meanwhile; its result then no longer fits and is dropped above.
    watcher->setFuture(QtConcurrent::run(
        workPool(), [data = m_source->prepared(), needle = m_needle](QPromise<Shared> &promise) {
            std::optional<Result> result =
                decide(data, needle, [&promise] { return promise.isCanceled(); });
            if (result)
                promise.addResult(std::make_shared<const Result>(std::move(*result)));
        }));
}

std::optional<ClusterFilterModel::Result>
ClusterFilterModel::decide(const ClusterTreeModel::Prepared &data, const QString &needle,
                           const std::function<bool()> &canceled)
{
    Result r;
    if (needle.isEmpty())
        return r;
    r.all = false;
    const QByteArray needle8 = needle.toUtf8();
    std::vector<char> nodeHits;
    std::vector<char> gpuHits;
    if (!matchRows(data.nodeSearch, needle8, canceled, nodeHits) ||
        !matchRows(data.gpuSearch, needle8, canceled, gpuHits))
        return std::nullopt;
    const QList<Dra::Node> &nodes = data.inventory.nodes();
    const QList<Dra::Gpu> &gpus = data.inventory.gpus();
    r.nodeRow.assign(size_t(nodes.size()), -1);
    for (qsizetype n = 0; n < nodes.size(); ++n) {
        if ((n & 4095) == 0 && canceled && canceled())
            return std::nullopt;
        const Dra::Node &node = nodes.at(n);
        const bool self = size_t(n) < nodeHits.size() && nodeHits[size_t(n)];
        const auto begin = r.children.size();
        int shown = 0;
        int row = 0;
        for (const QList<int> *entries : {&node.gpus, &node.others}) {
            for (const int g : *entries) {
                if (self || (size_t(g) < gpuHits.size() && gpuHits[size_t(g)])) {
                    if (!self)
                        r.children.push_back(row);
                    ++shown;
                    ++(gpus.at(g).isGpu() ? r.gpuCount : r.standaloneCount);
                }
                ++row;
            }
        }
        if (!self && shown == 0)
            continue;
        r.nodeRow[size_t(n)] = int(r.nodes.size());
        r.nodes.push_back(int(n));
        r.whole.push_back(self);
        r.childBegin.push_back(int(begin));
        r.childRows += shown;
    }
    r.childBegin.push_back(int(r.children.size()));
    r.nodeCount = int(r.nodes.size());
    return r;
}

void ClusterFilterModel::showResult(Shared next)
{
    m_pending = false;
    if (next != m_result) {
        // Rows only: a header keeps its sections (sizes, hidden columns) without remapping them.
        Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
        // Each persistent index (a view's expanded rows, current row and selection) is the same
        // source row before and after: map it out with the old result and back with the new.
        const QModelIndexList from = persistentIndexList();
        QModelIndexList sources;
        sources.reserve(from.size());
        for (const QModelIndex &index : from)
            sources.append(mapToSource(index));
        m_result = std::move(next);
        QModelIndexList to;
        to.reserve(from.size());
        for (const QModelIndex &source : std::as_const(sources))
            to.append(mapFromSource(source));
        changePersistentIndexList(from, to);
        Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    }
    Q_EMIT filterApplied();
}

int ClusterFilterModel::visibleNodeCount() const
{
    if (!m_result->all)
        return m_result->nodeCount;
    return m_source ? int(m_source->inventory().nodes().size()) : 0;
}

int ClusterFilterModel::visibleGpuCount() const
{
    if (!m_result->all)
        return m_result->gpuCount;
    return m_source ? m_source->inventory().gpuCount() : 0;
}

int ClusterFilterModel::visibleStandaloneCount() const
{
    if (!m_result->all)
        return m_result->standaloneCount;
    return m_source ? m_source->inventory().otherDeviceCount() : 0;
}

qsizetype ClusterFilterModel::visibleChildRows() const
{
    if (!m_result->all)
        return m_result->childRows;
    return m_source ? m_source->inventory().gpus().size() : 0;
}

int ClusterFilterModel::topRows() const
{
    if (!m_source)
        return 0;
    return m_result->all ? int(m_source->inventory().nodes().size()) : m_result->nodeCount;
}

int ClusterFilterModel::sourceNodeAt(int row) const
{
    return m_result->all ? row : m_result->nodes.at(size_t(row));
}

int ClusterFilterModel::rowOfNode(int sourceNode) const
{
    if (!m_source || sourceNode < 0 || sourceNode >= m_source->inventory().nodes().size())
        return -1;
    if (m_result->all)
        return sourceNode;
    return size_t(sourceNode) < m_result->nodeRow.size() ? m_result->nodeRow[size_t(sourceNode)]
                                                         : -1;
}

int ClusterFilterModel::childRows(int row) const
{
    if (m_result->all || m_result->whole.at(size_t(row))) {
        const Dra::Node &node = m_source->inventory().nodes().at(sourceNodeAt(row));
        return int(node.gpus.size() + node.others.size());
    }
    return m_result->childBegin.at(size_t(row) + 1) - m_result->childBegin.at(size_t(row));
}

int ClusterFilterModel::sourceChildAt(int row, int child) const
{
    if (m_result->all || m_result->whole.at(size_t(row)))
        return child;
    return m_result->children.at(size_t(m_result->childBegin.at(size_t(row)) + child));
}

int ClusterFilterModel::childRowOf(int row, int sourceChild) const
{
    if (row < 0 || sourceChild < 0)
        return -1;
    if (m_result->all || m_result->whole.at(size_t(row)))
        return sourceChild < childRows(row) ? sourceChild : -1;
    const auto begin = m_result->children.cbegin() + m_result->childBegin.at(size_t(row));
    const auto end = m_result->children.cbegin() + m_result->childBegin.at(size_t(row) + 1);
    const auto it = std::lower_bound(begin, end, sourceChild);
    return it != end && *it == sourceChild ? int(it - begin) : -1;
}

int ClusterFilterModel::entryOf(int sourceNode, int sourceChild) const
{
    const Dra::Node &node = m_source->inventory().nodes().at(sourceNode);
    return sourceChild < node.gpus.size() ? node.gpus.at(sourceChild)
                                          : node.others.at(sourceChild - node.gpus.size());
}

QModelIndex ClusterFilterModel::mapToSource(const QModelIndex &index) const
{
    if (!m_source || !index.isValid() || index.model() != this)
        return {};
    const quintptr id = index.internalId();
    if (id == NodeRow)
        return m_source->index(sourceNodeAt(index.row()), index.column());
    if (id < PartitionRows) {
        const int node = int(id - 1);
        const int row = rowOfNode(node);
        if (row < 0)
            return {};
        return m_source->index(sourceChildAt(row, index.row()), index.column(),
                               m_source->index(node, 0));
    }
    const int g = int(id - PartitionRows);
    const ClusterTreeModel::Prepared &data = m_source->prepared();
    const QModelIndex gpu =
        m_source->index(data.gpuRow.at(g), 0, m_source->index(data.gpuNode.at(g), 0));
    return m_source->index(index.row(), index.column(), gpu);
}

QModelIndex ClusterFilterModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!m_source || !sourceIndex.isValid() || sourceIndex.model() != m_source)
        return {};
    const QModelIndex sourceParent = sourceIndex.parent();
    if (!sourceParent.isValid()) {
        const int row = rowOfNode(sourceIndex.row());
        return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column(), NodeRow);
    }
    const QModelIndex sourceNode = sourceParent.parent();
    if (!sourceNode.isValid()) { // a node's child
        const int node = sourceParent.row();
        const int child = childRowOf(rowOfNode(node), sourceIndex.row());
        return child < 0 ? QModelIndex()
                         : createIndex(child, sourceIndex.column(), quintptr(node) + 1);
    }
    // A partition: shown when its GPU is.
    const int node = sourceNode.row();
    if (childRowOf(rowOfNode(node), sourceParent.row()) < 0)
        return {};
    return createIndex(sourceIndex.row(), sourceIndex.column(),
                       PartitionRows + quintptr(entryOf(node, sourceParent.row())));
}

QModelIndex ClusterFilterModel::indexForKey(const QString &key) const
{
    return m_source ? mapFromSource(m_source->indexForKey(key)) : QModelIndex();
}

QModelIndex ClusterFilterModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= columnCount(parent) || row >= rowCount(parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, NodeRow);
    if (parent.internalId() == NodeRow)
        return createIndex(row, column, quintptr(sourceNodeAt(parent.row())) + 1);
    // A GPU's partitions (rowCount() said it has them).
    const int node = int(parent.internalId() - 1);
    const int g = entryOf(node, sourceChildAt(rowOfNode(node), parent.row()));
    return createIndex(row, column, PartitionRows + quintptr(g));
}

QModelIndex ClusterFilterModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.model() != this || child.internalId() == NodeRow)
        return {};
    if (child.internalId() < PartitionRows) {
        const int row = rowOfNode(int(child.internalId() - 1));
        return row < 0 ? QModelIndex() : createIndex(row, 0, NodeRow);
    }
    const int g = int(child.internalId() - PartitionRows);
    const ClusterTreeModel::Prepared &data = m_source->prepared();
    const int node = data.gpuNode.at(g);
    const int row = childRowOf(rowOfNode(node), data.gpuRow.at(g));
    return row < 0 ? QModelIndex() : createIndex(row, 0, quintptr(node) + 1);
}

int ClusterFilterModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return topRows();
    if (parent.model() != this || parent.column() > 0 || parent.internalId() >= PartitionRows)
        return 0;
    if (parent.internalId() == NodeRow)
        return childRows(parent.row());
    return m_source->rowCount(mapToSource(parent)); // a GPU's partitions, all of them
}

int ClusterFilterModel::columnCount(const QModelIndex &) const
{
    return m_source ? m_source->columnCount() : 0;
}

bool ClusterFilterModel::hasChildren(const QModelIndex &parent) const
{
    return rowCount(parent) > 0;
}

QVariant ClusterFilterModel::data(const QModelIndex &index, int role) const
{
    return m_source ? m_source->data(mapToSource(index), role) : QVariant();
}

QVariant ClusterFilterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    return m_source ? m_source->headerData(section, orientation, role) : QVariant();
}

Qt::ItemFlags ClusterFilterModel::flags(const QModelIndex &index) const
{
    return m_source ? m_source->flags(mapToSource(index)) : Qt::NoItemFlags;
}

} // namespace Accel::Ui
