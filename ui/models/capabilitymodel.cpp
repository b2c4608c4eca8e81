// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "capabilitymodel.h"

#include "dra/claimrender.h"
#include "dra/inventory.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace Accel::Ui {

CapabilityModel::CapabilityModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    for (const QString &name : Dra::knownCapabilities())
        m_rows.append(Row{name, 0, true, false, false});
}

CapabilityModel::Counts CapabilityModel::count(const Dra::Inventory &inventory)
{
    Counts out;
    const QString prefix = QString(Dra::MediaDriver) + QLatin1Char('/');
    for (const Dra::Device &device : inventory.devices()) {
        if (device.driver != Dra::MediaDriver)
            continue;
        for (const auto &[name, attribute] : device.attributes) {
            if (attribute.type == Dra::AttributeType::Bool && name.startsWith(prefix))
                out.published.insert(name.mid(prefix.size()));
        }
    }
    for (const Dra::Gpu &gpu : inventory.gpus()) {
        if (gpu.capabilityState == Dra::CapabilityState::Known ||
            gpu.capabilityState == Dra::CapabilityState::QueryFailed)
            ++out.gpusWithCapabilities;
        for (const QString &capability : gpu.capabilities)
            ++out.gpus[capability];
    }
    return out;
}

void CapabilityModel::setCounts(const Counts &counts)
{
    const QSet<QString> &published = counts.published;

    const QSet<QString> checked = [this] {
        QSet<QString> names;
        for (const Row &row : std::as_const(m_rows)) {
            if (row.checked)
                names.insert(row.name);
        }
        return names;
    }();

    QList<Row> rows;
    QSet<QString> seen;
    for (const QString &name : Dra::knownCapabilities()) {
        rows.append(Row{name, counts.gpus.value(name), true, published.contains(name),
                        checked.contains(name)});
        seen.insert(name);
    }
    // Names only this inventory publishes, and names ticked earlier that are neither known nor
    // published any more (the operator's choice stays visible instead of vanishing).
    QStringList extra;
    for (const QString &name : std::as_const(published)) {
        if (!seen.contains(name))
            extra << name;
    }
    for (const QString &name : checked) {
        if (!seen.contains(name) && !published.contains(name))
            extra << name;
    }
    std::sort(extra.begin(), extra.end());
    for (const QString &name : std::as_const(extra)) {
        rows.append(Row{name, counts.gpus.value(name), false, published.contains(name),
                        checked.contains(name)});
    }

    beginResetModel();
    m_rows = std::move(rows);
    m_gpusWithCapabilities = counts.gpusWithCapabilities;
    endResetModel();
}

QStringList CapabilityModel::checkedCapabilities() const
{
    QStringList names;
    for (const Row &row : m_rows) {
        if (row.checked)
            names << row.name;
    }
    return names;
}

void CapabilityModel::setCheckedCapabilities(const QStringList &names)
{
    bool added = false;
    for (const QString &name : names) {
        if (row(name) < 0) {
            if (!added)
                beginResetModel();
            added = true;
            m_rows.append(Row{name, 0, false, false, false});
        }
    }
    if (added)
        endResetModel();
    for (Row &r : m_rows)
        r.checked = names.contains(r.name);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, NameColumn), index(int(m_rows.size()) - 1, NameColumn),
                           {Qt::CheckStateRole});
    Q_EMIT checkedChanged();
}

int CapabilityModel::row(const QString &name) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).name == name)
            return int(i);
    }
    return -1;
}

int CapabilityModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CapabilityModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CapabilityModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == NameColumn)
            return row.name;
        if (index.column() == GpuColumn)
            return row.gpus;
        return {};
    case Qt::CheckStateRole:
        if (index.column() == NameColumn)
            return row.checked ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == GpuColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole:
        if (!row.known && row.published) {
            //: %1 is a capability attribute name
            return tr("%1 is published by this cluster's agent but is not in the set this "
                      "console knows; a device without it fails the selector at run time")
                .arg(row.name);
        }
        if (!row.known) {
            return tr("%1 is neither published by this cluster nor in the known set").arg(row.name);
        }
        if (!row.published) {
            return tr("%1 is in the known set but no GPU of this cluster publishes it")
                .arg(row.name);
        }
        //: %1 a capability, %2 and %3 counts of GPUs
        return tr("%1: %2 of %3 GPUs with a media.liken.sh device state it")
            .arg(row.name)
            .arg(row.gpus)
            .arg(m_gpusWithCapabilities);
    case NameRole:
        return row.name;
    case GpuCountRole:
        return row.gpus;
    case KnownRole:
        return row.known;
    case PublishedRole:
        return row.published;
    default:
        return {};
    }
}

bool CapabilityModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.column() != NameColumn || role != Qt::CheckStateRole ||
        index.row() >= m_rows.size())
        return false;
    const bool checked = Qt::CheckState(value.toInt()) == Qt::Checked;
    Row &row = m_rows[index.row()];
    if (row.checked == checked)
        return true;
    row.checked = checked;
    Q_EMIT dataChanged(index, index, {Qt::CheckStateRole});
    Q_EMIT checkedChanged();
    return true;
}

Qt::ItemFlags CapabilityModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() == NameColumn)
        flags |= Qt::ItemIsUserCheckable;
    return flags;
}

QVariant CapabilityModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        //: Column of the Claims panel's checklist: a media.liken.sh capability attribute
        return tr("Capability");
    case GpuColumn:
        //: Column of the Claims panel's checklist: how many GPUs state the capability
        return tr("GPUs");
    default:
        return {};
    }
}

} // namespace Accel::Ui
