// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "rowtablemodel.h"
#include "workpool.h"

#include <QGuiApplication>

namespace Accel::Ui {

RowTableModel::RowTableModel(QStringList headers, QObject *parent)
    : QAbstractItemModel(parent)
    , m_headers(std::move(headers))
{
    setLook(QGuiApplication::palette(), QIcon());
}

void RowTableModel::setRows(QList<TableRow> rows)
{
    beginResetModel();
    QList<TableRow> old = std::exchange(m_rows, std::move(rows));
    endResetModel();
    // Tens of thousands of rows of strings take longer to free than to swap: on a worker.
    if (!old.isEmpty())
        releaseOnWorkPool(std::move(old));
}

void RowTableModel::setLook(const QPalette &palette, const QIcon &warningIcon)
{
    for (std::size_t tone = 0; tone < m_toneColours.size(); ++tone)
        m_toneColours[tone] = Theme::colour(Theme::Tone(tone), palette);
    m_warningIcon = warningIcon;
    if (!m_rows.isEmpty()) {
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, columnCount() - 1),
                           {Qt::ForegroundRole, Qt::DecorationRole});
        for (int r = 0; r < m_rows.size(); ++r) {
            const int children = int(m_rows.at(r).children.size());
            if (children > 0) {
                const QModelIndex parent = index(r, 0);
                Q_EMIT dataChanged(index(0, 0, parent),
                                   index(children - 1, columnCount() - 1, parent),
                                   {Qt::ForegroundRole, Qt::DecorationRole});
            }
        }
    }
}

const TableRow *RowTableModel::row(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    if (index.internalId() == TopRow)
        return index.row() < m_rows.size() ? &m_rows.at(index.row()) : nullptr;
    const qsizetype parentRow = qsizetype(index.internalId() - 1);
    if (parentRow >= m_rows.size() || index.row() >= m_rows.at(parentRow).children.size())
        return nullptr;
    return &m_rows.at(parentRow).children.at(index.row());
}

QModelIndex RowTableModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= columnCount())
        return {};
    if (!parent.isValid())
        return row < m_rows.size() ? createIndex(row, column, TopRow) : QModelIndex();
    // Only top rows have children, under their first column.
    if (parent.internalId() != TopRow || parent.column() != 0 || parent.row() >= m_rows.size() ||
        row >= m_rows.at(parent.row()).children.size())
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex RowTableModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == TopRow)
        return {};
    return createIndex(int(child.internalId() - 1), 0, TopRow);
}

int RowTableModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_rows.size());
    if (parent.column() != 0 || parent.internalId() != TopRow || parent.row() >= m_rows.size())
        return 0;
    return int(m_rows.at(parent.row()).children.size());
}

int RowTableModel::columnCount(const QModelIndex &) const
{
    return int(m_headers.size());
}

Qt::ItemFlags RowTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    const TableRow *r = row(index);
    if (!r)
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.internalId() != TopRow || r->children.isEmpty())
        flags |= Qt::ItemNeverHasChildren;
    return flags;
}

QVariant RowTableModel::data(const QModelIndex &index, int role) const
{
    const TableRow *r = row(index);
    if (!r)
        return {};
    if (role >= FirstRowRole) {
        for (const auto &[id, value] : r->roles) {
            if (id == role)
                return value;
        }
        return {};
    }
    if (index.column() >= r->cells.size())
        return {};
    const TableCell &cell = r->cells.at(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return cell.text;
    case Qt::ToolTipRole:
        return cell.toolTip.isEmpty() ? cell.text : cell.toolTip;
    case Qt::ForegroundRole:
        if (cell.tone == Theme::Tone::Plain)
            return {};
        return m_toneColours.at(std::size_t(cell.tone));
    case Qt::DecorationRole:
        return cell.warningIcon ? QVariant(m_warningIcon) : QVariant();
    case SortRole:
        return cell.sortKey.isValid() ? cell.sortKey : QVariant(cell.text);
    case Qt::TextAlignmentRole:
        // A cell that sorts as a number shows one: right-aligned (issue 38).
        switch (cell.sortKey.typeId()) {
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
        case QMetaType::Double:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant RowTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= m_headers.size())
        return {};
    return m_headers.at(section);
}

} // namespace Accel::Ui
