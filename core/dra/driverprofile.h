// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QLatin1StringView>
#include <QString>
#include <QStringView>

#include <optional>
#include <span>

/// What identifies a device, per DRA driver, as data (issue 33, "What identifies a device"):
/// one declarative table says for each known driver which of its devices are GPUs, parts of a
/// GPU or something else, which attribute or capacity feeds each column an operator reads, how
/// a value reads (versions as versions, bytes in binary units) and how the driver says a device
/// is unhealthy. Drivers the table does not know are shown generically. The table is the only
/// place a driver's attribute names appear; get gpus, the tree, the summary and the claim
/// builder all read it through the functions here.
namespace Accel::Dra {

struct Device;

/// What a device is, as the console shows it.
enum class DeviceKind : quint8
{
    Invalid = 0,
    Gpu,       ///< a whole GPU, or one view of it (a render node, a capability device)
    Partition, ///< a part of a GPU: an NVIDIA MIG device, an AMD partition, ...
    Other,     ///< not a GPU: an IMEX channel or daemon, a NIC, an accelerator of another kind
};

/// One column of `accelctl get gpus` and of the window's tree: one thing an operator reads
/// about a GPU, fed by each driver's own attribute (a mixed fleet shows one PRODUCT column).
/// The order here is the order of the columns.
enum class Column : quint8
{
    Invalid = 0,
    Node,
    PciBusId,
    Device, ///< the name of the device that identifies the GPU (gpu-0, pci-0000-03-00-0)
    Product,
    Memory,
    Architecture,
    ComputeCapability,
    DriverVersion,
    Partitions, ///< MIG / partitions: how many are free, in use, would not fit
    Profile,    ///< a partition's profile (MIG 1g.10gb); partition rows only
    RenderNode,
    VaDriver,
    Capabilities,
    HeldBy,
    Taints,
    Health,
    Uuid,
    Index,
    CudaVersion,
    Family,
    Compute, ///< compute units, multiprocessors or millicores, as the driver counts them
    Numa,
    Counters, ///< the shared counters of a partitionable GPU, left of total
    Drivers,
    Attributes, ///< an unknown driver's attributes, generically
    Count
};

/// How a value reads in a table.
enum class ValueFormat : quint8
{
    Invalid = 0,
    Text,       ///< as published: strings, integers, true/false
    Version,    ///< a version attribute as its version: 580.105.8
    MajorMinor, ///< major.minor, as NVIDIA writes a compute capability: 9.0.0 reads 9.0
    Bytes,      ///< a quantity of bytes in binary units: 81559Mi reads 79.6 GiB
    Quantity,   ///< a quantity as published: 14, 1k
};

struct ColumnSpec
{
    Column column = Column::Invalid;
    const char *header = nullptr; ///< `get gpus` header: PRODUCT
    const char *key = nullptr;    ///< the JSON key of `get gpus -o json`: product
    /// The window's header and the details pane's field name, translated in context
    /// "Accel::Dra" (columnTitle()).
    const char *title = nullptr;
    const char *description = nullptr; ///< the header's tooltip, translated likewise
    /// Only with `-o wide` (kubectl's habit), and hidden at first in the window.
    bool wide = false;
    /// Shown even when no GPU has a value (HELD BY, TAINTS: the operator asks "is it free").
    bool always = false;
    /// A partition publishes its GPU's value (NVIDIA MIG devices carry the parent's product,
    /// architecture and driver): a GPU that publishes only partitions reads it from them.
    bool fromPartitions = false;
};

/// Where one column's value comes from on one driver's devices.
struct FieldSpec
{
    Column column = Column::Invalid;
    QLatin1StringView name{}; ///< attribute or capacity name, bare (the driver's domain)
    bool capacity = false;
    ValueFormat format = ValueFormat::Text;
};

/// A rule that makes a device a GPU, a partition or something else: the attribute's string
/// value equals `value`, or (empty value) the attribute is present and not false.
struct KindRule
{
    QLatin1StringView attribute{};
    QLatin1StringView value{};
    DeviceKind kind = DeviceKind::Invalid;
    const char *label = nullptr; ///< what it is: "MIG device", "IMEX channel" (translated)
};

/// How a driver says a device is unhealthy.
struct HealthRule
{
    /// A string attribute whose healthy value is `healthyValue`, or with an empty value a bool
    /// attribute that is true when healthy.
    QLatin1StringView attribute{};
    QLatin1StringView healthyValue{};
    /// Taint keys the driver puts on a device it found unhealthy; when set, a device of this
    /// driver without them is healthy.
    std::span<const QLatin1StringView> unhealthyTaints{};
};

struct DriverProfile
{
    QLatin1StringView driver{};
    const char *vendor = nullptr;
    /// A view over any vendor's GPU (liken's udev and media drivers): what identifies the GPU
    /// (product, memory ...) is taken from a vendor's driver first.
    bool vendorNeutral = false;
    /// Where the shapes come from (the driver's source or documentation).
    const char *source = nullptr;
    std::span<const KindRule> kinds{}; ///< first match wins
    DeviceKind defaultKind = DeviceKind::Gpu;
    const char *defaultLabel = nullptr;
    /// For devices no rule matched and that are not GPUs: what they are, from this
    /// attribute's value (liken.sh's `subsystem`: sound, i2c-dev).
    QLatin1StringView labelAttribute{};
    std::span<const FieldSpec> fields{};
    HealthRule health{};
    /// The DeviceClass its Helm chart installs for whole GPUs (gpu.nvidia.com), and for
    /// partitions when it has one of its own (mig.nvidia.com); empty for drivers of no GPUs.
    /// Claims built for the fleet (gpuclaim.h) name them, in the driver's own idiom.
    QLatin1StringView deviceClass{};
    QLatin1StringView partitionClass{};
    /// The attribute two partitions of one GPU share (NVIDIA's parentUUID, as its quickstart's
    /// matchAttribute uses); empty: resource.kubernetes.io/pciBusID.
    QLatin1StringView sameGpuAttribute{};
};

enum class Health : quint8
{
    Invalid = 0,
    Unknown,   ///< the driver does not say
    Healthy,   ///< it says healthy (or has a health taint scheme and set none)
    Unhealthy, ///< a health attribute says so, or a health taint is set
};

/// Every column, in order.
std::span<const ColumnSpec> columnSpecs();
const ColumnSpec &columnSpec(Column column);
/// The translated title and description of a column.
QString columnTitle(Column column);
QString columnDescription(Column column);

/// Every driver the table knows.
std::span<const DriverProfile> driverProfiles();
/// The profile of DRIVER, or nullptr for a driver the table does not know.
const DriverProfile *driverProfile(QStringView driver);

/// What DEVICE is (its attributes fully qualified, sorted, as in Dra::Device): the profile's
/// rules, else a partitionable device of an unknown driver, else for unknown drivers a GPU when
/// the driver's name or the device's `type` says gpu, otherwise another device.
DeviceKind classifyDevice(const Device &device, const DriverProfile *profile);
/// What the device is, in words: "GPU", "MIG device", "IMEX channel", or for an unknown driver
/// its name.
QString deviceKindLabel(const Device &device);

/// How much a device's driver says about the GPU's identity: 0 a vendor's driver the table
/// knows, 1 an unknown driver, 2 a vendor-neutral view (liken). Lower wins.
int identityRank(const Device &device);

/// The FieldSpec of COLUMN for DRIVER's devices, or nullptr.
const FieldSpec *fieldSpec(const DriverProfile *profile, Column column);
/// Whether DEVICE's driver feeds COLUMN and the device has it (allocates nothing).
bool hasField(const Device &device, Column column);
/// The raw value of COLUMN on DEVICE as published (an attribute's value, a capacity's quantity
/// text), or nullopt when its driver does not feed the column or the device lacks it.
std::optional<QString> rawField(const Device &device, Column column);
/// The same, formatted for a table (rawField() through its FieldSpec's format).
std::optional<QString> fieldText(const Device &device, Column column);
/// The attributes of DEVICE that no column shows, "name=value" joined with ", " (for drivers
/// the table does not know).
QString otherAttributes(const Device &device);

/// What DEVICE's driver says about its health.
Health deviceHealth(const Device &device);
QString healthText(Health health);

/// A formatted value: QUANTITY (a Kubernetes quantity) of bytes as binary units with one
/// decimal where it helps ("81559Mi" -> "79.6 GiB", "80Gi" -> "80 GiB", "0" -> "0"); the text
/// as given when it is not a quantity.
QString formatBytes(QStringView quantity);
/// VERSION as major.minor ("9.0.0" -> "9.0"); as given when it has no minor.
QString formatMajorMinor(QStringView version);
QString formatValue(const QString &raw, ValueFormat format);

} // namespace Accel::Dra
