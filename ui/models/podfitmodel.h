// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QAbstractItemModel>
#include <QFont>
#include <QList>
#include <QString>

#include <memory>

namespace Accel::Dra {
struct PodAllocationReport;
}

namespace Accel::Ui {

/// The Claims panel's *Pod claims* node list (issue 15 section 4): one row per node saying
/// whether all the pod's claims fit there together, the node's devices in use, and the devices
/// chosen or the first reason; under it one row per claim's allocation, note, reason, error or
/// warning. Adapts a Dra::PodAllocationReport (Dra::allocateOnEveryNode); read-only.
///
/// The rows of a large fleet are many, so buildRows() makes them on the worker thread that
/// allocated and setRows() adopts them on the UI thread.
class PodFitModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column
    {
        NodeColumn,    ///< node; under it "claim ml/a", "reason", "note" …
        FitsColumn,    ///< ✓ fits / ✗ does not fit / ✗ error
        UsageColumn,   ///< "1 of 8 devices in use, 1 tainted"
        DetailsColumn, ///< devices chosen per claim, or the first reason; a line's text
        ColumnCount
    };
    enum Role
    {
        NodeNameRole = Qt::UserRole + 1, ///< QString, node rows and their lines
        FitsRole,                        ///< bool, node rows
        LineKindRole,                    ///< LineKind as int
        NodeIndexRole,                   ///< int: the node's index in the report
    };
    enum class LineKind
    {
        Invalid = 0,
        Node,
        Allocation, ///< one device result of a claim
        Reason,
        Note,
        Error,
        Warning,
    };

    struct Line
    {
        LineKind kind = LineKind::Invalid;
        QString label;
        QString text;
    };
    struct NodeRow
    {
        QString node;
        int index = -1; ///< in the report's nodes
        bool fits = false;
        bool error = false;
        QString usage;
        QString details;
        QList<Line> lines;
    };
    using Rows = QList<NodeRow>;

    explicit PodFitModel(QObject *parent = nullptr);

    /// The rows for REPORT. Reentrant: any thread (no fonts or brushes are made).
    static std::shared_ptr<const Rows> buildRows(const Dra::PodAllocationReport &report);
    /// Shows ROWS (UI thread); null clears.
    void setRows(std::shared_ptr<const Rows> rows);
    void clear() { setRows(nullptr); }

    int nodeCount() const { return m_rows ? int(m_rows->size()) : 0; }
    int fittingNodes() const { return m_fitting; }
    /// The top-level row of NODE, -1 when absent.
    int nodeRow(const QString &node) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const Rows> m_rows;
    int m_fitting = 0;
    QFont m_boldFont;
};

} // namespace Accel::Ui
