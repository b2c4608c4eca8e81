// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/driverprofile.h"
#include "dra/inventory.h"

#include <QJsonObject>
#include <QList>
#include <QString>

/// The fleet as an operator reads it (issue 33): the columns fitted to the drivers present, the
/// text of every cell, the partitions of each GPU with what is left of its shared counters, and
/// the fleet at a glance per product. One implementation for `accelctl get gpus` (table, wide,
/// summary, JSON) and the window's tree and summary strip; it only reads an Inventory and the
/// driver profile table (driverprofile.h). Reentrant; any thread.
namespace Accel::Dra {

class Inventory;
struct Device;
struct Gpu;

/// The columns for INVENTORY's GPUs (issue 33, "Columns fitted to the fleet"), in order: those
/// every table has (NODE, PRODUCT, HELD BY, TAINTS), and those some GPU has a value for; the
/// `wide` ones (UUID, INDEX ...) only with WIDE, as `kubectl get -o wide` adds columns. DEVICE is
/// a default column when some GPU has no PCI address (it is then what names the GPU).
QList<Column> fittedColumns(const Inventory &inventory, bool wide);
/// Whether some GPU of INVENTORY has a value for COLUMN (ignoring ColumnSpec::always).
bool hasColumn(const Inventory &inventory, Column column);

/// The text of COLUMN for GPU (an entry of Inventory::gpus(), a GPU or another device) as a
/// table shows it: versions as versions, bytes in binary units; empty when it has none. A
/// GPU's value comes from its whole device first, by the driver that knows the hardware best
/// (identityRank()); a GPU that publishes only partitions reads the values its partitions
/// inherit (ColumnSpec::fromPartitions).
QString gpuCell(const Inventory &inventory, const Gpu &gpu, Column column);
/// The value of COLUMN as published (a quantity's text, the version as written), for JSON.
QString gpuRawValue(const Inventory &inventory, const Gpu &gpu, Column column);
/// The text of COLUMN for one device (a partition row): its own attribute, its state ...
QString deviceCell(const Inventory &inventory, const Device &device, Column column);

/// "in use", "free", "would not fit".
QString deviceStateText(DeviceState state);
/// The Partitions column: "7 free", "partitioned: 2 in use, 3 free, 2 would not fit"; empty
/// without partitions.
QString partitionsText(const Gpu &gpu);
/// What is left of the GPU's shared counters, of each total: "multiprocessors 42/98, memory
/// 39.6 GiB/79.6 GiB, memory slices 4/8" (counters numbered alike are summed); empty when it
/// consumes none.
QString countersText(const Inventory &inventory, const Gpu &gpu);
/// What the GPU is, for other devices ("IMEX channel"), from its first device.
QString entryKindLabel(const Inventory &inventory, const Gpu &gpu);

/// One product's line of the fleet at a glance (issue 33, `get gpus --summary`).
struct ProductSummary
{
    QString product; ///< the Product column; "(unknown)" for GPUs that name none
    int nodes = 0;
    int gpus = 0;
    int free = 0;      ///< held by no claim, no blocking taint, not unhealthy
    int inUse = 0;     ///< a claim holds the GPU or one of its partitions
    int tainted = 0;   ///< a NoSchedule or NoExecute taint
    int unhealthy = 0; ///< its driver says so
    int partitions = 0;
    int partitionsFree = 0;

    QJsonObject toJson() const;
};

struct FleetSummary
{
    QList<ProductSummary> products; ///< by product name
    ProductSummary total;           ///< product empty
    int otherDevices = 0;           ///< not GPUs (IMEX channels, NICs ...), counted apart

    /// {products: [...], total: {...}, otherDevices}.
    QJsonObject toJson() const;
};

FleetSummary summarizeFleet(const Inventory &inventory);

/// The fleet in one line (issue 38, "the fleet summary strip sits above the inventory"): the
/// total of summarizeFleet() with the GPUs split by vendor. What the strip above the window's
/// inventory shows, each state count a click away from its rows (gpuHasState()).
struct FleetCounts
{
    int nodes = 0;        ///< every node of the inventory (Inventory::nodes())
    int gpus = 0;         ///< GPU entries (Inventory::gpus() that are GPUs)
    int otherDevices = 0; ///< entries that are not GPUs (IMEX channels, NICs ...)
    /// GPUs per vendor (gpuVendor()), most first, then by name.
    QList<std::pair<QString, int>> gpusByVendor;
    int free = 0;      ///< as ProductSummary
    int inUse = 0;     ///< as ProductSummary
    int tainted = 0;   ///< as ProductSummary
    int unhealthy = 0; ///< as ProductSummary
    int partitions = 0;
    int partitionsFree = 0;

    /// {nodes, gpus, otherDevices, vendors: {NVIDIA: 16, ...}, free, inUse, tainted, unhealthy,
    /// partitions, partitionsFree}.
    QJsonObject toJson() const;
    bool operator==(const FleetCounts &) const = default;
};

/// The states a GPU is counted in (ProductSummary): a GPU can be in use, tainted and unhealthy
/// at once; free only when none of them.
enum class FleetState : quint8
{
    Free,
    InUse,
    Tainted,
    Unhealthy,
    Partitioned, ///< it has partitions (MIG devices)
};

/// Whether GPU is counted in STATE.
bool gpuHasState(const Gpu &gpu, FleetState state);
/// Who made GPU: the vendor of its best-known driver (DriverProfile::vendor: "NVIDIA",
/// "Intel", "AMD"), for a vendor-neutral view (liken.sh) the PCI vendor it publishes (8086:
/// Intel, 10de: NVIDIA, 1002: AMD), else the driver's name ("liken.sh").
QString gpuVendor(const Inventory &inventory, const Gpu &gpu);
FleetCounts fleetCounts(const Inventory &inventory);
/// The same from SUMMARY, summarizeFleet(INVENTORY) that the caller already has.
FleetCounts fleetCounts(const Inventory &inventory, const FleetSummary &summary);

} // namespace Accel::Dra
