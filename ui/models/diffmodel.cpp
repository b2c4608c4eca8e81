// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "diffmodel.h"

#include <QColor>
#include <QFont>

namespace Accel::Ui {

namespace {

using Row = Doc::LineDiff::Row;

/// The background of a left (OLD) or right text cell of ROW; invalid for none.
QColor backgroundOf(const Row &row, bool old)
{
    switch (row.kind) {
    case Row::Changed:
        return QColor(0xfc, 0xf1, 0xc4);
    case Row::Removed:
        return old ? QColor(0xfb, 0xd6, 0xd6) : QColor();
    case Row::Added:
        return old ? QColor() : QColor(0xd4, 0xf7, 0xd4);
    case Row::Folded:
        return QColor(0xe8, 0xee, 0xf7);
    default:
        return {};
    }
}

} // namespace

DiffModel::DiffModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_leftTitle(tr("Base"))
{}

void DiffModel::setRows(const QList<Doc::LineDiff::Row> &rows, const QStringList &provenance)
{
    beginResetModel();
    m_rows = rows;
    m_provenance = provenance;
    m_highlighted.clear();
    endResetModel();
}

void DiffModel::setLeftTitle(const QString &title)
{
    if (title == m_leftTitle)
        return;
    m_leftTitle = title;
    Q_EMIT headerDataChanged(Qt::Horizontal, OldTextColumn, OldTextColumn);
}

void DiffModel::setHighlighted(const QList<int> &rows)
{
    QSet<int> changed = m_highlighted;
    m_highlighted = QSet<int>(rows.cbegin(), rows.cend());
    changed.unite(m_highlighted);
    for (const int row : std::as_const(changed)) {
        if (row >= 0 && row < m_rows.size())
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::FontRole});
    }
}

int DiffModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DiffModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DiffModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    const int column = index.column();
    const QString setBy = m_provenance.value(index.row());
    switch (role) {
    case Qt::DisplayRole:
        if (column == ProvenanceColumn)
            return setBy;
        if (row.kind == Row::Folded) {
            if (row.folded == 0) // a heading: its text across the right side
                return column == NewTextColumn ? row.newText : QString();
            if (column == OldTextColumn || column == NewTextColumn)
                return tr("⋯ %n unchanged line(s)", nullptr, int(row.folded));
            return QString();
        }
        switch (column) {
        case OldLineColumn:
            return row.oldLine > 0 ? QString::number(row.oldLine) : QString();
        case OldTextColumn:
            return row.oldText;
        case NewLineColumn:
            return row.newLine > 0 ? QString::number(row.newLine) : QString();
        case NewTextColumn:
            return row.newText;
        default:
            return {};
        }
    case Qt::BackgroundRole:
        if (column == OldTextColumn || column == NewTextColumn) {
            const QColor color = backgroundOf(row, column == OldTextColumn);
            if (color.isValid())
                return color;
        }
        return {};
    case Qt::ForegroundRole:
        // The backgrounds are light: keep the text dark on them in a dark theme too.
        if ((column == OldTextColumn || column == NewTextColumn) &&
            backgroundOf(row, column == OldTextColumn).isValid())
            return QColor(Qt::black);
        return {};
    case Qt::FontRole:
        if (m_highlighted.contains(index.row())) {
            QFont font = m_font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        return column == ProvenanceColumn && !setBy.isEmpty() ? QVariant(setBy) : QVariant();
    case KindRole:
        return int(row.kind);
    default:
        return {};
    }
}

QVariant DiffModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case OldTextColumn:
        return m_leftTitle;
    case NewTextColumn:
        //: Right side of the override diff: the Workflow with overrides applied
        return tr("Rendered");
    case ProvenanceColumn:
        //: Diff column naming the override that set a line
        return tr("Set by");
    default:
        return QString();
    }
}

} // namespace Accel::Ui
