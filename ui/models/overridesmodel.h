// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "nvcre/overrides.h"

#include <QAbstractTableModel>
#include <QList>

namespace Accel::Ui {

/// The override preview's table (issue 9, "Overrides panel"): one row per override of a rendered
/// Workflow, as the engine tracked it (Nvcre::OverrideRecord): index, its `when` in words,
/// matched or not (for a non-match the criteria that failed, in the engine's sentences), the
/// pointers it changed and a no-op warning.
class OverridesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        IndexColumn = 0,
        WhenColumn,
        MatchedColumn,
        PatchedColumn,
        WarningColumn,
        ColumnCount,
    };
    /// Qt::UserRole on MatchedColumn: the matched flag as a bool.
    static constexpr int MatchedRole = Qt::UserRole;

    explicit OverridesModel(QObject *parent = nullptr);

    void setRecords(const QList<Nvcre::OverrideRecord> &records);
    const QList<Nvcre::OverrideRecord> &records() const { return m_records; }
    /// Every column of ROW whole (its tooltip where it has one), one "Header: text" block per
    /// column: what the details pane shows of cells the table elides.
    QString detailsText(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<Nvcre::OverrideRecord> m_records;
};

} // namespace Accel::Ui
