// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/inventory.h"

#include <QAbstractItemModel>
#include <QList>
#include <QStringList>

namespace Accel::Ui {

/// The cluster's accelerators as a two-level tree (issue 6, section 5): one row per node, and
/// under it one row per physical GPU (devices joined by pciBusID) or standalone device. Adapts
/// Dra::Inventory; owns a copy of it.
///
/// The fixed columns come first; after them one column per media.liken.sh bool capability
/// attribute published anywhere in the inventory (sorted by name), so the set follows the agents
/// in the cluster. A capability cell is a check mark when the GPU says true, a dash when it says
/// false, empty when its agent did not publish the attribute (absent is never false), and "?"
/// when the capability query failed (spec dra-media-capability-claims.txt: a device without
/// vaDriver has unknown capabilities, never "supports nothing").
///
/// For filtering, every row gets one lowercase search text when the inventory is set (see
/// ClusterFilterModel); nothing is built per keystroke.
class ClusterTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,       ///< node name; GPU pciBusID; standalone device name
        CountColumn,      ///< node: GPUs; GPU: devices joined
        ProductColumn,    ///< node: nvidia.com/gpu.product label; GPU: product
        RenderNodeColumn, ///< the liken.sh render node device
        VaDriverColumn,
        CapabilitiesColumn, ///< Gpu::capabilitySummary()
        DriversColumn,
        PoolColumn,   ///< "incomplete" when a pool of the row lacks slices
        HeldByColumn, ///< GPU: the claims holding its devices; node: how many GPUs are held
        TaintsColumn, ///< GPU: its devices' taints
        FirstCapabilityColumn,
        ColumnCount = FirstCapabilityColumn ///< fixed columns; capability columns follow
    };
    enum Role
    {
        RowKindRole = Qt::UserRole + 1, ///< RowKind as int
        GpuIndexRole,                   ///< index into Inventory::gpus() (GPU rows), else -1
        NodeNameRole,                   ///< the node of the row
        CapabilityValueRole,            ///< CapabilityValue as int (capability columns)
        RowKeyRole, ///< stable identity across reloads: "node" or "node\nbus-or-device"
    };
    enum class RowKind
    {
        Invalid = 0,
        Node,
        Gpu,
        StandaloneDevice,
    };
    enum class CapabilityValue
    {
        Invalid = 0,
        Absent,  ///< the agent did not publish it (or no media.liken.sh device)
        False,   ///< published false: not supported
        True,    ///< supported
        Unknown, ///< the capability query failed
    };

    /// An inventory with everything the model derives from it (capability columns, search
    /// texts), built by prepare() on any thread so the UI thread only swaps it in.
    struct Prepared
    {
        Dra::Inventory inventory;
        QStringList capabilities;
        QList<QString> nodeSearch;
        QList<QString> gpuSearch;
        QList<int> mediaDevice; ///< per GPU: index of its media.liken.sh device, or -1
    };

    /// What differs between the data shown and a newer Prepared (a live watch's next read),
    /// worked out by compare() on a worker so the UI thread only updates those rows.
    struct Changes
    {
        /// Same nodes in the same order, the same GPUs under each and the same capability
        /// columns: applyChanges() can update the rows in place. Otherwise only a reset will do.
        bool sameShape = false;
        QList<int> nodes; ///< node rows whose own cells changed (their GPU counts, labels …)
        QList<int> gpus;  ///< entries of Inventory::gpus() whose row (or devices) changed, sorted
        bool isEmpty() const { return nodes.isEmpty() && gpus.isEmpty(); }
    };

    explicit ClusterTreeModel(QObject *parent = nullptr);

    /// Reentrant; meant for a worker thread (16,000 GPUs take tens of milliseconds).
    static Prepared prepare(Dra::Inventory inventory);
    /// Resets the model to `prepared`; cheap.
    void setPrepared(Prepared prepared);
    /// Reentrant: what changed from `shown` (prepared() when the work started) to `next`.
    static Changes compare(const Prepared &shown, const Prepared &next);
    /// Swaps in `next` whose compare() against prepared() gave `changes` (sameShape true): one
    /// dataChanged per node whose rows changed, no reset, so expanded nodes, the selection and
    /// the scroll position stay and views lay nothing out again (issue 17 section 3: a watch
    /// applying 100 changes a second). The data replaced is released on a worker.
    void applyChanges(Prepared next, const Changes &changes);
    /// The data shown, for compare() (implicitly shared: copying it is cheap).
    const Prepared &prepared() const { return m_data; }
    /// Counts setPrepared() and applyChanges(): a Changes computed against an older generation
    /// no longer applies.
    quint64 generation() const { return m_generation; }
    /// prepare() and setPrepared() in one, on the calling thread.
    void setInventory(Dra::Inventory inventory);
    const Dra::Inventory &inventory() const { return m_data.inventory; }

    /// Bare names (decodeVP9 …) of the capability columns, in column order.
    const QStringList &capabilityNames() const { return m_data.capabilities; }
    int capabilityColumn(const QString &capability) const;

    /// The GPU (or standalone device) of a GPU row, nullptr for node rows.
    const Dra::Gpu *gpu(const QModelIndex &index) const;
    const Dra::Node *node(const QModelIndex &index) const;
    CapabilityValue capabilityValue(const Dra::Gpu &gpu, const QString &capability) const;
    /// The index of the row with the RowKeyRole `key` (column 0), invalid when there is none.
    QModelIndex indexForKey(const QString &key) const;

    /// Lowercase search texts, precomputed by setInventory(): per node (its name and product
    /// label) and per entry of Inventory::gpus() (node name, pciBusID, product, render node,
    /// vaDriver and true capability names).
    const QList<QString> &nodeSearchTexts() const { return m_data.nodeSearch; }
    const QList<QString> &gpuSearchTexts() const { return m_data.gpuSearch; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

Q_SIGNALS:
    /// After applyChanges() emitted its dataChanged (once per update, for proxies that decide
    /// rows on the data: ClusterFilterModel).
    void changesApplied();

private:
    static constexpr quintptr NodeRow = 0; ///< internalId of node rows; GPU rows use node + 1

    QVariant nodeData(const Dra::Node &node, int column, int role) const;
    QVariant gpuData(const Dra::Gpu &gpu, int column, int role) const;
    QVariant capabilityData(const Dra::Gpu &gpu, const QString &capability, int role) const;
    const Dra::Device *mediaDevice(const Dra::Gpu &gpu) const;

    Prepared m_data;
    quint64 m_generation = 0;
};

} // namespace Accel::Ui
