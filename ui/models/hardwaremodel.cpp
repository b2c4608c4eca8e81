// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "hardwaremodel.h"

namespace Accel::Ui {

HardwareModel::HardwareModel(QObject *parent)
    : QAbstractItemModel(parent)
{}

void HardwareModel::setInventory(const Host::AccelInventory &inventory)
{
    beginResetModel();
    m_inventory = inventory;
    m_groups.clear();
    if (inventory.hasNvidia) {
        Group group;
        group.profile = Host::Profile::Nvidia;
        group.summary.name = tr("NVIDIA GPU");
        group.summary.device = inventory.nvidiaDevices.join(QStringLiteral(", "));
        //: %n is how many GPUs the NVIDIA driver reports
        group.summary.model = tr("%n GPU(s)", nullptr, int(inventory.nvidiaGpus.size()));
        for (qsizetype i = 0; i < inventory.nvidiaGpus.size(); ++i) {
            const Host::NvidiaGpu &gpu = inventory.nvidiaGpus.at(i);
            Item item;
            //: One GPU in the hardware tree; %1 is its index
            item.name = tr("GPU %1").arg(i);
            if (gpu.deviceMinor)
                item.device = QStringLiteral("/dev/nvidia%1").arg(*gpu.deviceMinor);
            item.pciAddress = gpu.pciAddress;
            item.model = gpu.model.isEmpty() ? tr("unknown model") : gpu.model;
            group.items << item;
        }
        // Without the driver's /proc entries the device nodes are all there is to show.
        if (inventory.nvidiaGpus.isEmpty()) {
            for (const QString &device : inventory.nvidiaDevices)
                group.items << Item{tr("Device"), device, QString(), tr("unknown model")};
        }
        m_groups << group;
    }
    if (!inventory.quadraCards.isEmpty()) {
        Group group;
        group.profile = Host::Profile::Quadra;
        group.summary.name = tr("NETINT Quadra");
        //: %n is how many Quadra transcoder cards the probe found
        group.summary.model = tr("%n card(s)", nullptr, int(inventory.quadraCards.size()));
        QStringList nodes;
        for (const Host::QuadraCard &card : inventory.quadraCards) {
            nodes << card.node;
            group.items << Item{card.controller, card.node, card.pciAddress.value_or(QString()),
                                card.model.value_or(tr("unknown model"))};
        }
        group.summary.device = nodes.join(QStringLiteral(", "));
        m_groups << group;
    }
    endResetModel();
}

QModelIndex HardwareModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return row < m_groups.size() ? createIndex(row, column, TopLevel) : QModelIndex();
    if (parent.internalId() != TopLevel || parent.row() >= m_groups.size())
        return {};
    if (row >= m_groups.at(parent.row()).items.size())
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex HardwareModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == TopLevel)
        return {};
    return createIndex(int(child.internalId() - 1), 0, TopLevel);
}

int HardwareModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.column() != 0 || parent.internalId() != TopLevel)
        return 0;
    return int(m_groups.at(parent.row()).items.size());
}

int HardwareModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant HardwareModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const bool top = index.internalId() == TopLevel;
    const Group &group = m_groups.at(top ? index.row() : int(index.internalId() - 1));
    const Item &item = top ? group.summary : group.items.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (index.column()) {
        case NameColumn:
            return item.name;
        case DeviceColumn:
            return item.device;
        case PciAddressColumn:
            return item.pciAddress;
        case ModelColumn:
            return item.model;
        }
        break;
    case ProfileRole:
        return int(group.profile);
    case IsAcceleratorRole:
        return top;
    }
    return {};
}

QVariant HardwareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Accelerator");
    case DeviceColumn:
        return tr("Device");
    case PciAddressColumn:
        return tr("PCI address");
    case ModelColumn:
        return tr("Model");
    }
    return {};
}

} // namespace Accel::Ui
