// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "launchesmodel.h"

#include "regularexpression.h"

#include <QBrush>
#include <QColor>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <algorithm>

namespace Accel::Ui {

LaunchesModel::LaunchesModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void LaunchesModel::setEntries(const QList<Launch::LaunchEntry> &entries)
{
    // Same projects in the same order: change the cells only, so views keep selection and
    // scroll position across the periodic refresh.
    const bool sameRows =
        entries.size() == m_entries.size() &&
        std::equal(entries.begin(), entries.end(), m_entries.begin(),
                   [](const Launch::LaunchEntry &a, const Launch::LaunchEntry &b) {
                       return a.record.project == b.record.project;
                   });
    if (sameRows) {
        m_entries = entries;
        if (!m_entries.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

int LaunchesModel::rowOf(const QString &project) const
{
    for (int i = 0; i < m_entries.size(); ++i) {
        if (m_entries.at(i).record.project == project)
            return i;
    }
    return -1;
}

const Launch::LaunchEntry *LaunchesModel::entryAt(int row) const
{
    return row >= 0 && row < m_entries.size() ? &m_entries.at(row) : nullptr;
}

int LaunchesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int LaunchesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LaunchesModel::statusText(const QString &status)
{
    static const RegularExpression exited = RegularExpression::builtIn(R"(^exited \((-?\d+)\)$)");
    if (status == QLatin1String("running"))
        //: Status of a launched project: all its containers run
        return tr("running");
    if (status == QLatin1String("partially running"))
        //: Status of a launched project: some of its containers run
        return tr("partially running");
    if (status == QLatin1String("not found"))
        //: Status of a launched project: docker has no container of it
        return tr("not found");
    if (status == QLatin1String("stopped"))
        //: Status of a launched project: taken down with Stop
        return tr("stopped");
    if (status == QLatin1String("unknown"))
        //: Status of a launched project: docker could not be asked
        return tr("unknown");
    if (const auto m = exited.match(status); m.hasMatch())
        //: Status of a launched project: its containers ended; %1 is the exit code
        return tr("exited (%1)").arg(m.captured(1));
    return status;
}

QVariant LaunchesModel::data(const QModelIndex &index, int role) const
{
    const Launch::LaunchEntry *entry = entryAt(index.row());
    if (!entry || index.column() >= ColumnCount)
        return {};
    const Launch::LaunchRecord &r = entry->record;
    switch (role) {
    case ProjectRole:
        return r.project;
    case StatusRole:
        return entry->status;
    case StoppedRole:
        return r.isStopped();
    case Qt::DisplayRole:
        switch (index.column()) {
        case ProjectColumn:
            return r.project;
        case StatusColumn:
            return statusText(entry->status);
        case ProductColumn:
            return r.version.isEmpty() ? r.product : tr("%1 %2").arg(r.product, r.version);
        case AcceleratorColumn:
            return r.accelerator;
        case LaunchedColumn:
            return QLocale().toString(r.launchedAt.toLocalTime(), QLocale::ShortFormat);
        default:
            return {};
        }
    case Qt::ToolTipRole: {
        if (index.column() != StatusColumn && index.column() != ProjectColumn)
            return r.composeFiles.join(QLatin1Char('\n'));
        QStringList lines;
        for (const Launch::ServiceStatus &s : entry->services)
            //: One service of a launched project: %1 service, %2 container, %3 docker's status
            lines << tr("%1 (%2): %3").arg(s.service, s.container, s.status);
        if (lines.isEmpty())
            lines << tr("No container of this project exists.");
        return lines.join(QLatin1Char('\n'));
    }
    case Qt::ForegroundRole:
        if (index.column() == StatusColumn) {
            if (entry->status == QLatin1String("running"))
                return QBrush(QColor(0x1e, 0x7d, 0x32));
            if (entry->status.startsWith(QLatin1String("exited")) ||
                entry->status == QLatin1String("partially running"))
                return QBrush(QColor(0xb3, 0x26, 0x1e));
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        }
        return {};
    default:
        return {};
    }
}

QVariant LaunchesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ProjectColumn:
        //: Column of the Launched list: the docker compose project
        return tr("Project");
    case StatusColumn:
        return tr("Status");
    case ProductColumn:
        return tr("Product");
    case AcceleratorColumn:
        return tr("Accelerator");
    case LaunchedColumn:
        //: Column of the Launched list: when it was launched
        return tr("Launched");
    default:
        return {};
    }
}

} // namespace Accel::Ui
