// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/fleetview.h"
#include "dra/inventory.h"

#include <QAbstractItemModel>
#include <QByteArray>
#include <QList>
#include <QStringList>

namespace Accel::Ui {

/// The cluster's accelerators as a tree (issue 6, section 5; issue 33): one row per node; under
/// it one row per physical GPU (devices joined by pciBusID), then one row per other device (an
/// IMEX channel, a NIC: never counted as a GPU); under a partitioned GPU one row per partition
/// (MIG device) with whether it is free, in use or would not fit. Adapts Dra::Inventory; owns a
/// copy of it.
///
/// The fixed columns come first, one per column of the driver profile table (dra/fleetview.h),
/// their cells exactly as `accelctl get gpus` prints them; columnPresent() says which the fleet
/// has a value for, so the panel shows only those (the columns fitted to the fleet). After them
/// one column per media.liken.sh bool capability attribute published anywhere in the
/// inventory (sorted by name), so the set follows the agents in the cluster. A capability cell
/// is a check mark when the GPU says true, a dash when it says false, empty when its agent did
/// not publish the attribute (absent is never false), and "?" when the capability query failed
/// (spec dra-media-capability-claims.txt: a device without vaDriver has unknown capabilities,
/// never "supports nothing").
///
/// For filtering, every node and GPU row gets one lowercase search key when the inventory is
/// prepared (see ClusterFilterModel), kept compact (SearchKeys); nothing is built per keystroke.
class ClusterTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,    ///< node name; GPU pciBusID; a standalone or other device's name
        CountColumn,   ///< node: GPUs and other devices; GPU: devices; other: what it is
        ProductColumn, ///< node: nvidia.com/gpu.product label; GPU: product; partition: profile
        MemoryColumn,
        ArchitectureColumn,
        ComputeCapabilityColumn,
        DriverVersionColumn,
        PartitionsColumn, ///< GPU: its partitions; partition: free, in use, would not fit
        RenderNodeColumn, ///< the liken.sh render node device
        VaDriverColumn,
        CapabilitiesColumn, ///< Gpu::capabilitySummary()
        HeldByColumn,       ///< GPU: the claims holding its devices; node: how many GPUs are held
        TaintsColumn,       ///< GPU: its devices' taints
        HealthColumn,
        UuidColumn,
        IndexColumn,
        CudaColumn,
        FamilyColumn,
        ComputeColumn,
        NumaColumn,
        CountersColumn,
        DriversColumn,
        PoolColumn, ///< "incomplete" when a pool of the row lacks slices
        AttributesColumn,
        FirstCapabilityColumn,
        ColumnCount = FirstCapabilityColumn ///< fixed columns; capability columns follow
    };
    enum Role
    {
        RowKindRole = Qt::UserRole + 1, ///< RowKind as int
        GpuIndexRole,                   ///< index into Inventory::gpus() (GPU rows), else -1
        NodeNameRole,                   ///< the node of the row
        CapabilityValueRole,            ///< CapabilityValue as int (capability columns)
        RowKeyRole,      ///< stable identity across reloads: "node" or "node\nbus-or-device"
        DeviceIndexRole, ///< partition rows: index into Inventory::devices(), else -1
    };
    enum class RowKind
    {
        Invalid = 0,
        Node,
        Gpu,
        StandaloneDevice, ///< a GPU without a PCI address
        OtherDevice,      ///< not a GPU (an IMEX channel, a NIC)
        Partition,        ///< a partition of the GPU above it
    };
    enum class CapabilityValue
    {
        Invalid = 0,
        Absent,  ///< the agent did not publish it (or no media.liken.sh device)
        False,   ///< published false: not supported
        True,    ///< supported
        Unknown, ///< the capability query failed
    };

    /// The lowercase search keys of one kind of row, compact (issue 37, "the window at scale"):
    /// every row's key in one UTF-8 buffer, each ended by a NUL, and where each begins. A row's
    /// key joins what the filter matches with newlines (typed text holds none, so a match never
    /// spans two fields).
    /// UTF-8 keeps the bytes about half of UTF-16's, and a byte search over UTF-8 finds exactly
    /// the code point sequences a UTF-16 search would.
    struct SearchKeys
    {
        QByteArray text;       ///< every key followed by '\0', in row order
        QList<quint32> starts; ///< per row: the offset of its key in text
        qsizetype size() const { return starts.size(); }
        void append(const QString &lowercaseKey);
    };

    /// An inventory with everything the model derives from it (capability columns, search
    /// keys), built by prepare() on any thread so the UI thread only swaps it in.
    struct Prepared
    {
        Dra::Inventory inventory;
        QStringList capabilities;
        SearchKeys nodeSearch; ///< per node: its name and nvidia.com/gpu.product label
        /// Per entry of Inventory::gpus(): node name, pciBusID, product, render node, vaDriver,
        /// a standalone or other device's name, what an other device is, true capabilities,
        /// the claims holding it and its taints.
        SearchKeys gpuSearch;
        QList<int> mediaDevice;    ///< per GPU: index of its media.liken.sh device, or -1
        QList<int> gpuNode;        ///< per GPU entry: its node's row
        QList<int> gpuRow;         ///< per GPU entry: its row under the node
        QList<bool> present;       ///< per fixed column: some GPU has a value (columnPresent())
        Dra::FleetSummary summary; ///< the fleet at a glance (the panel's summary strip)
        Dra::FleetCounts counts;   ///< the fleet in one line (the strip above the inventory)
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
    /// Per product: nodes, GPUs, free, in use, tainted, unhealthy, partitions free.
    const Dra::FleetSummary &summary() const { return m_data.summary; }
    const Dra::FleetCounts &fleetCounts() const { return m_data.counts; }

    /// The driver profile table's column a fixed column shows (Invalid for Name, Count, Pool).
    static Dra::Column fleetColumn(int column);
    /// Whether some GPU of the fleet has a value in the fixed COLUMN (Name, Count, Product, Held
    /// by and Taints always): the panel shows only these (issue 33, columns fitted to the fleet).
    bool columnPresent(int column) const;
    /// A fixed column that only `get gpus -o wide` shows (UUID, index ...): hidden at first.
    static bool isWideColumn(int column);
    /// Whether COLUMN holds numbers (memory, compute capability, index, NUMA node): right-aligned
    /// in its cells and header (issue 38, "numbers right-aligned in tables").
    static bool isNumberColumn(int column);
    /// The partition (device) of a partition row, nullptr for others.
    const Dra::Device *partition(const QModelIndex &index) const;

    /// Bare names (decodeVP9 …) of the capability columns, in column order.
    const QStringList &capabilityNames() const { return m_data.capabilities; }
    int capabilityColumn(const QString &capability) const;

    /// The GPU (or standalone device) of a GPU row, nullptr for node rows.
    const Dra::Gpu *gpu(const QModelIndex &index) const;
    const Dra::Node *node(const QModelIndex &index) const;
    CapabilityValue capabilityValue(const Dra::Gpu &gpu, const QString &capability) const;
    /// The index of the row with the RowKeyRole `key` (column 0), invalid when there is none.
    QModelIndex indexForKey(const QString &key) const;

    /// Lowercase search keys, precomputed by prepare(): per node and per entry of
    /// Inventory::gpus() (see Prepared).
    const SearchKeys &nodeSearchKeys() const { return m_data.nodeSearch; }
    const SearchKeys &gpuSearchKeys() const { return m_data.gpuSearch; }

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
    /// internalId of partition rows: PartitionRows + the GPU's index in Inventory::gpus().
    static constexpr quintptr PartitionRows = quintptr(1) << 40;

    QVariant nodeData(const Dra::Node &node, int column, int role) const;
    QVariant gpuData(const Dra::Gpu &gpu, int column, int role) const;
    QVariant partitionData(const Dra::Gpu &gpu, const Dra::Device &device, int column,
                           int role) const;
    /// The GPU entry of a node's child row (its GPUs, then its other devices).
    int entryAt(const Dra::Node &node, int row) const;
    /// The devices of GPU that are partitions, in order.
    QList<int> partitionsOf(const Dra::Gpu &gpu) const;
    QVariant capabilityData(const Dra::Gpu &gpu, const QString &capability, int role) const;
    const Dra::Device *mediaDevice(const Dra::Gpu &gpu) const;

    Prepared m_data;
    quint64 m_generation = 0;
};

} // namespace Accel::Ui
