// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "theme.h"

#include <QAbstractItemModel>
#include <QColor>
#include <QIcon>
#include <QList>
#include <QPalette>
#include <QStringList>
#include <QVariant>

#include <array>
#include <utility>

namespace Accel::Ui {

/// One cell of a RowTableModel: plain values, so a worker thread can make them.
struct TableCell
{
    QString text;
    QString toolTip; ///< empty: the text
    Theme::Tone tone = Theme::Tone::Plain;
    bool warningIcon = false; ///< decorated with the model's warning icon
    QVariant sortKey;         ///< what RowTableModel::SortRole gives; invalid: the text. A number
                              ///< right-aligns the cell.
};

/// One row: its cells by column, extra roles every cell of the row answers (a view's own roles,
/// from RowTableModel::FirstRowRole), and detail rows shown under it (one level: a claim's
/// devices).
struct TableRow
{
    QList<TableCell> cells;
    QList<std::pair<int, QVariant>> roles;
    QList<TableRow> children;
};

/// A read-only table over rows a worker made (issue 17 section 3: 12,000 claims and 20,000 pods
/// are turned into rows off the UI thread, and GUI objects are never filled there). setRows()
/// swaps them in with one reset, O(1) on the UI thread, and frees the rows replaced on a worker.
/// Colours and icons are made here, on the UI thread: a cell's tone becomes its foreground in
/// the palette given (ui/theme), its warningIcon the icon given.
///
/// Rows may have child rows under column 0 (one level), so it is a QAbstractItemModel rather
/// than a QAbstractTableModel. Sort through a QSortFilterProxyModel with SortRole as its
/// sortRole: numbers then sort numerically.
class RowTableModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Role
    {
        SortRole = Qt::UserRole + 1, ///< the cell's sortKey, else its text
        FirstRowRole,                ///< the first role a TableRow's roles may use
    };

    explicit RowTableModel(QStringList headers, QObject *parent = nullptr);

    /// Shows `rows` in place of the current ones: one model reset.
    void setRows(QList<TableRow> rows);
    const QList<TableRow> &rows() const { return m_rows; }
    /// The palette the tones are made readable on, and the icon of warningIcon cells.
    void setLook(const QPalette &palette, const QIcon &warningIcon);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    static constexpr quintptr TopRow = 0; ///< internalId of top rows; children use parent + 1

    const TableRow *row(const QModelIndex &index) const;

    QStringList m_headers;
    QList<TableRow> m_rows;
    std::array<QColor, 5> m_toneColours; ///< by Theme::Tone
    QIcon m_warningIcon;
};

} // namespace Accel::Ui
