// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QSortFilterProxyModel>

#include <vector>

namespace Accel::Ui {

class ClusterTreeModel;

/// Narrows a ClusterTreeModel as the user types (issue 6, section 5).
///
/// A GPU row matches when the text occurs, case-insensitively, in its node name, pciBusID,
/// product, render node, vaDriver or one of its true capability names; a node row is shown when
/// it matches itself (name, nvidia.com/gpu.product label: then with all its GPUs) or any of its
/// GPUs does.
///
/// Each filter change decides every row once, in one linear pass over the source model's
/// precomputed lowercase search texts, into two flag vectors that are reused (the decisions
/// allocate nothing per keystroke); filterAcceptsRow() then only reads a flag. A filter change
/// is one layout change (the proxy rebuilds its row mappings as views ask), not thousands of
/// row insertions and removals. 16,000 GPU rows stay well under the 50 ms per keystroke budget
/// (tests/bench/bench_clusterfilter.cpp).
class ClusterFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit ClusterFilterModel(QObject *parent = nullptr);

    /// Only a ClusterTreeModel (or nullptr) may be the source.
    void setSourceModel(QAbstractItemModel *model) override;
    ClusterTreeModel *clusterModel() const { return m_source; }

    QString filterText() const { return m_text; }
    bool isFiltering() const { return !m_needle.isEmpty(); }

    /// Rows the filter lets through (all rows when not filtering).
    int visibleNodeCount() const;
    int visibleGpuCount() const;
    /// Other devices shown (not GPUs: IMEX channels, NICs ...).
    int visibleStandaloneCount() const;

public Q_SLOTS:
    void setFilterText(const QString &text);

Q_SIGNALS:
    void filterTextChanged(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void ensureDecided() const;

    ClusterTreeModel *m_source = nullptr;
    QString m_text;
    QString m_needle; ///< m_text trimmed and lowercased
    // Decisions for the current needle and source data, made lazily by ensureDecided().
    mutable bool m_dirty = true;
    mutable std::vector<char> m_nodeVisible;
    mutable std::vector<char> m_gpuVisible;
    mutable int m_visibleNodes = 0;
    mutable int m_visibleGpus = 0;
    mutable int m_visibleStandalone = 0;
};

} // namespace Accel::Ui
