// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "clustertreemodel.h"

#include <QAbstractItemModel>
#include <QFutureWatcher>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace Accel::Ui {

/// Narrows a ClusterTreeModel as the user types (issue 6, section 5), at fleet scale (issue 37,
/// "the window at scale": 65,000 nodes, over a million rows).
///
/// What matches: a GPU row when the text (trimmed) occurs, case-insensitively, in its search key
/// (ClusterTreeModel::Prepared::gpuSearch: node name, pciBusID, product, render node, vaDriver,
/// true capability names, holders, taints ...); a node row when it matches itself (name,
/// nvidia.com/gpu.product label: then with all its GPUs) or any of its GPUs does. A partition
/// row shows with its GPU.
///
/// How: the text is matched on a worker (QtConcurrent) over the source's compact search keys
/// (one UTF-8 buffer per kind of row, searched with memmem). A newer text cancels the run before
/// it, and a result that is not the newest one is dropped, so only the last keystroke's rows are
/// ever shown; until it lands the previous rows stay (isPending()). Clearing the text needs no
/// worker. The model is a view of the source, not a QSortFilterProxyModel: its rows are computed
/// from the result (the visible nodes, and per node its visible child rows) without a per-row
/// object or mapping, a node's children only when a view asks for them (a collapsed node costs
/// nothing), and a result is swapped in with one layout change in which each persistent index
/// (a view's expanded rows, the selection) moves by a table lookup. A QSortFilterProxyModel did
/// the same change by rebuilding its per-parent mappings for every persistent index: 34 s a
/// keystroke at 16,000 nodes with the MIG GPUs open (tests/README.md, bench_clusterfilter).
class ClusterFilterModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    /// What a filter text leaves visible, in the source's rows. Made by decide(), any thread.
    struct Result
    {
        bool all = true;             ///< nothing is filtered out (the vectors are empty)
        std::vector<int> nodes;      ///< the visible nodes' source rows, ascending
        std::vector<int> nodeRow;    ///< per source node: its row here, or -1
        std::vector<char> whole;     ///< per visible node: all its child rows show
        std::vector<int> childBegin; ///< per visible node, and one more: its span of children
        std::vector<int> children;   ///< source child rows of the nodes not shown whole
        int nodeCount = 0;           ///< visible nodes (when not all)
        int gpuCount = 0;            ///< visible GPU rows (when not all)
        int standaloneCount = 0;     ///< visible rows of other devices (when not all)
        qsizetype childRows = 0;     ///< child rows under the visible nodes (when not all)
    };

    explicit ClusterFilterModel(QObject *parent = nullptr);
    ~ClusterFilterModel() override;

    /// The rows it narrows (nullptr for none). Not owned.
    void setSourceModel(ClusterTreeModel *model);
    ClusterTreeModel *clusterModel() const { return m_source; }

    QString filterText() const { return m_text; }
    bool isFiltering() const { return !m_needle.isEmpty(); }
    /// A worker is matching the newest text (or the source's new data): the rows shown are the
    /// result before it. filterApplied() follows when it is shown.
    bool isPending() const { return m_pending; }

    /// Rows the result shown lets through (all rows when not filtering).
    int visibleNodeCount() const;
    int visibleGpuCount() const;
    /// Other devices shown (not GPUs: IMEX channels, NICs ...).
    int visibleStandaloneCount() const;
    /// GPU and other device rows under the nodes shown: what opening them all lays out.
    qsizetype visibleChildRows() const;

    QModelIndex mapToSource(const QModelIndex &index) const;
    /// Invalid when the row is filtered out.
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const;
    /// The shown row with ClusterTreeModel::RowKeyRole KEY, invalid when none is shown.
    QModelIndex indexForKey(const QString &key) const;

    /// What NEEDLE (trimmed, lowercase) leaves visible of DATA; nullopt when `canceled` said so
    /// before the end. Reentrant: the worker's whole job.
    static std::optional<Result> decide(const ClusterTreeModel::Prepared &data,
                                        const QString &needle,
                                        const std::function<bool()> &canceled = {});

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

public Q_SLOTS:
    void setFilterText(const QString &text);

Q_SIGNALS:
    void filterTextChanged(const QString &text);
    /// The rows of the newest text (and source data) are shown; the counts are theirs.
    void filterApplied();

private:
    using Shared = std::shared_ptr<const Result>;
    using Watcher = QFutureWatcher<Shared>;
    static constexpr quintptr NodeRow = 0; ///< internalId of node rows; child rows: node + 1
    /// internalId of partition rows: PartitionRows + the GPU's index in Inventory::gpus().
    static constexpr quintptr PartitionRows = quintptr(1) << 40;

    /// Matches m_needle against the source's data: at once when it is empty, else on a worker.
    void startRun();
    void cancelRun();
    /// One layout change to NEXT, the persistent indexes moved along.
    void showResult(Shared next);
    void onSourceReset();
    void onSourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                             const QList<int> &roles);
    /// A live update's changed rows, said where they show (onSourceDataChanged's ranges).
    void forwardDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                            const QList<int> &roles);
    void onSourceChangesApplied();

    int topRows() const;
    int sourceNodeAt(int row) const;
    int rowOfNode(int sourceNode) const;
    int childRows(int row) const;
    int sourceChildAt(int row, int child) const;
    int childRowOf(int row, int sourceChild) const;
    int entryOf(int sourceNode, int sourceChild) const;

    ClusterTreeModel *m_source = nullptr;
    QString m_text;
    QString m_needle; ///< m_text trimmed and lowercased
    Shared m_result;
    bool m_pending = false;
    /// The source's dataChanged ranges of the update being applied, until changesApplied.
    struct Changed
    {
        QModelIndex topLeft;
        QModelIndex bottomRight;
        QList<int> roles;
    };
    QList<Changed> m_changed;
    Watcher *m_watcher = nullptr; ///< the newest run's
};

} // namespace Accel::Ui
