// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "host/hardwarereport.h"

#include <QAbstractItemModel>

namespace Accel::Ui {

/// This host's accelerators as a two-level tree: one row per accelerator the host has (NVIDIA
/// GPU, NETINT Quadra), and under it one row per GPU or card with its device node, PCI address
/// and model. Adapts Host::AccelInventory; owns a copy of it.
class HardwareModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,
        DeviceColumn,
        PciAddressColumn,
        ModelColumn,
        ColumnCount
    };
    enum Role
    {
        ProfileRole = Qt::UserRole + 1, ///< Host::Profile of the row's accelerator, as int
        IsAcceleratorRole,              ///< true on the top-level accelerator rows
    };

    explicit HardwareModel(QObject *parent = nullptr);

    void setInventory(const Host::AccelInventory &inventory);
    const Host::AccelInventory &inventory() const { return m_inventory; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Item
    {
        QString name;
        QString device;
        QString pciAddress;
        QString model;
    };
    struct Group
    {
        Host::Profile profile = Host::Profile::Invalid;
        Item summary;
        QList<Item> items;
    };
    static constexpr quintptr TopLevel = 0; ///< internalId of top-level rows; children use group+1

    Host::AccelInventory m_inventory;
    QList<Group> m_groups;
};

} // namespace Accel::Ui
