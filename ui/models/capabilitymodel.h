// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QSet>
#include <QStringList>

namespace Accel::Dra {
class Inventory;
}

namespace Accel::Ui {

/// The Claims panel's capability checklist (issue 7, section 4): every media.liken.sh bool
/// attribute the inventory publishes plus Dra::knownCapabilities(), each with how many GPUs of
/// the inventory state it true. The name column is checkable; ticks survive setInventory().
///
/// Order: the known set in the agent's rule order, then names only this inventory publishes
/// (an older or newer agent), sorted.
class CapabilityModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn, ///< the bare attribute name, checkable
        GpuColumn,  ///< GPUs that state it true
        ColumnCount
    };
    enum Role
    {
        NameRole = Qt::UserRole + 1, ///< the bare attribute name
        GpuCountRole,                ///< int
        KnownRole,                   ///< bool: in Dra::knownCapabilities()
        PublishedRole,               ///< bool: some device of the inventory publishes it
    };

    explicit CapabilityModel(QObject *parent = nullptr);

    /// What the model shows of an inventory: computed by count(), which walks every device and
    /// is safe on a worker thread, then handed to setCounts() on the UI thread.
    struct Counts
    {
        QSet<QString> published;  ///< bool media.liken.sh attributes some device publishes
        QHash<QString, int> gpus; ///< capability -> GPUs stating it true
        int gpusWithCapabilities = 0;
    };
    static Counts count(const Dra::Inventory &inventory);
    /// Takes new counts; adds names they publish, keeps ticks.
    void setCounts(const Counts &counts);
    /// count() and setCounts() in one go (on this thread).
    void setInventory(const Dra::Inventory &inventory) { setCounts(count(inventory)); }

    /// The ticked names, in row order.
    QStringList checkedCapabilities() const;
    /// Ticks exactly `names` (adding unknown ones as rows); emits checkedChanged() once.
    void setCheckedCapabilities(const QStringList &names);
    /// GPUs in the inventory with a media.liken.sh device (the denominator of the counts).
    int gpusWithCapabilities() const { return m_gpusWithCapabilities; }
    int row(const QString &name) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /// A tick was set or cleared (by the user or setCheckedCapabilities()).
    void checkedChanged();

private:
    struct Row
    {
        QString name;
        int gpus = 0;
        bool known = false;
        bool published = false;
        bool checked = false;
    };

    QList<Row> m_rows;
    int m_gpusWithCapabilities = 0;
};

} // namespace Accel::Ui
