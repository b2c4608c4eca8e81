// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "launch/launches.h"

#include <QAbstractTableModel>
#include <QList>

namespace Accel::Ui {

/// The Launch panel's *Launched* list (issue 14, section 2): one row per recorded launch with
/// its live status, as Launch::LaunchControl::list() gives them. setEntries() updates rows in
/// place by project, so a refresh every few seconds keeps the selection and the scroll position.
class LaunchesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        ProjectColumn,
        StatusColumn,
        ProductColumn,
        AcceleratorColumn,
        LaunchedColumn,
        ColumnCount
    };
    enum Role
    {
        ProjectRole = Qt::UserRole + 1, ///< QString
        StatusRole,                     ///< QString: running, exited (3), stopped, …
        StoppedRole,                    ///< bool: stopped through `stop`
    };

    explicit LaunchesModel(QObject *parent = nullptr);

    void setEntries(const QList<Launch::LaunchEntry> &entries);
    const QList<Launch::LaunchEntry> &entries() const { return m_entries; }
    /// The row of `project`, or -1.
    int rowOf(const QString &project) const;
    const Launch::LaunchEntry *entryAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// The status as the operator reads it ("running", "exited (3)", …), translated.
    static QString statusText(const QString &status);

private:
    QList<Launch::LaunchEntry> m_entries;
};

} // namespace Accel::Ui
