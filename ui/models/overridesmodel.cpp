// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "overridesmodel.h"

#include <QApplication>
#include <QBrush>
#include <QColor>
#include <QStyle>

namespace Accel::Ui {

OverridesModel::OverridesModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void OverridesModel::setRecords(const QList<Nvcre::OverrideRecord> &records)
{
    beginResetModel();
    m_records = records;
    endResetModel();
}

int OverridesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
}

int OverridesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {

QStringList changedPointers(const Nvcre::OverrideRecord &record)
{
    QStringList pointers;
    for (const Doc::StructuralDiff::Change &change : record.changes)
        pointers << change.pointer;
    return pointers;
}

} // namespace

QVariant OverridesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_records.size())
        return {};
    const Nvcre::OverrideRecord &record = m_records.at(index.row());
    switch (index.column()) {
    case IndexColumn:
        if (role == Qt::DisplayRole)
            return QString::number(record.index);
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case WhenColumn:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return record.when;
        break;
    case MatchedColumn:
        if (role == MatchedRole)
            return record.matched;
        if (role == Qt::DisplayRole) {
            if (record.matched)
                return tr("Matched");
            //: %1: the override criteria that failed, e.g. "platform: detected "gcp", wants aws"
            return tr("No: %1").arg(record.mismatches.join(QStringLiteral("; ")));
        }
        if (role == Qt::ToolTipRole && !record.matched)
            return record.mismatches.join(QLatin1Char('\n'));
        if (role == Qt::ForegroundRole && !record.matched)
            return QBrush(QColor(0x80, 0x80, 0x80));
        break;
    case PatchedColumn:
        if (role == Qt::DisplayRole)
            return changedPointers(record).join(QStringLiteral(", "));
        if (role == Qt::ToolTipRole) {
            const QStringList lines = changedPointers(record) + record.operations;
            return lines.join(QLatin1Char('\n'));
        }
        break;
    case WarningColumn:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
            QStringList warnings;
            if (record.noOp)
                warnings << tr("No-op: matched but changed nothing (check the field paths)");
            warnings += record.warnings;
            // The cell elides in the middle; its tooltip has every warning whole, one a line.
            if (role == Qt::ToolTipRole)
                return warnings.isEmpty() ? QVariant() : QVariant(warnings.join(u'\n'));
            return warnings.join(QStringLiteral("; "));
        }
        if (role == Qt::DecorationRole && (record.noOp || !record.warnings.isEmpty()))
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        break;
    default:
        break;
    }
    return {};
}

QString OverridesModel::detailsText(int row) const
{
    if (row < 0 || row >= m_records.size())
        return {};
    QStringList blocks;
    for (int column = 0; column < ColumnCount; ++column) {
        const QModelIndex cell = index(row, column);
        QString text = cell.data(Qt::ToolTipRole).toString();
        if (text.isEmpty())
            text = cell.data(Qt::DisplayRole).toString();
        if (text.isEmpty())
            continue;
        blocks << headerData(column, Qt::Horizontal).toString() + QStringLiteral(": ") + text;
    }
    return blocks.join(QLatin1Char('\n'));
}

QVariant OverridesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IndexColumn:
        //: Column of the overrides table: the override's position in spec.overrides
        return tr("#");
    case WhenColumn:
        return tr("When");
    case MatchedColumn:
        return tr("Matched");
    case PatchedColumn:
        return tr("Patched");
    case WarningColumn:
        return tr("Warnings");
    default:
        return {};
    }
}

} // namespace Accel::Ui
