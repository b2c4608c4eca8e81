// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "doc/linediff.h"

#include <QAbstractTableModel>
#include <QFont>
#include <QList>
#include <QSet>
#include <QStringList>

namespace Accel::Ui {

/// The override preview's side-by-side diff (issue 18, section 3: a model viewed by a
/// QTableView, where the panel built a QTableWidget cell by cell): one row per
/// Doc::LineDiff::Row, the left and right line numbers and texts coloured by kind (changed,
/// removed, added, folded), and the "Set by" column naming the override behind the line. Rows
/// can be highlighted (bold): the lines an override selected in the table produced. A Folded row
/// that folds no line is a heading: its newText shows on the right.
class DiffModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        OldLineColumn = 0,
        OldTextColumn,
        NewLineColumn,
        NewTextColumn,
        ProvenanceColumn,
        ColumnCount,
    };
    /// Qt::UserRole: the row's Doc::LineDiff::Row::Kind as an int.
    static constexpr int KindRole = Qt::UserRole;

    explicit DiffModel(QObject *parent = nullptr);

    /// ROWS with, for each, the override that set it ("override[0] (jobTemplate)"; empty: none).
    void setRows(const QList<Doc::LineDiff::Row> &rows, const QStringList &provenance);
    const QList<Doc::LineDiff::Row> &rows() const { return m_rows; }
    const QStringList &provenance() const { return m_provenance; }
    /// The left column's title: "Base" or "Live".
    void setLeftTitle(const QString &title);
    /// The view's font (a fixed one), which highlighted rows show bold.
    void setFont(const QFont &font) { m_font = font; }
    /// Shows ROWS bold (and no other).
    void setHighlighted(const QList<int> &rows);
    bool isHighlighted(int row) const { return m_highlighted.contains(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<Doc::LineDiff::Row> m_rows;
    QStringList m_provenance;
    QSet<int> m_highlighted;
    QString m_leftTitle;
    QFont m_font;
};

} // namespace Accel::Ui
