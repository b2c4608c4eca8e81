// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "dra/driverprofile.h"
#include "dra/dratr.h"
#include "dra/inventory.h"

#include "cel/value.h"

#include <QStringList>

#include <algorithm>
#include <array>
#include <cmath>

namespace Accel::Dra {

namespace {

using L = QLatin1StringView;
constexpr bool kProfCapacity = true;
constexpr bool kProfAttr = false;

// ---------------------------------------------------------------------------------------------
// The columns, in the order `get gpus` and the tree show them.

constexpr ColumnSpec kProfileColumns[] = {
    {Column::Node, "NODE", "node", QT_TRANSLATE_NOOP("Accel::Dra", "Node"),
     QT_TRANSLATE_NOOP("Accel::Dra", "The node the GPU is on"), false, true},
    {Column::PciBusId, "PCIBUSID", "pciBusID", QT_TRANSLATE_NOOP("Accel::Dra", "PCI bus ID"),
     QT_TRANSLATE_NOOP("Accel::Dra",
                       "resource.kubernetes.io/pciBusID: joins one GPU's devices across drivers"),
     false, false},
    {Column::Device, "DEVICE", "device", QT_TRANSLATE_NOOP("Accel::Dra", "Device"),
     QT_TRANSLATE_NOOP("Accel::Dra", "The name of the device that stands for the GPU in its "
                                     "ResourceSlice"),
     true, false},
    {Column::Product, "PRODUCT", "product", QT_TRANSLATE_NOOP("Accel::Dra", "Product"),
     QT_TRANSLATE_NOOP("Accel::Dra", "The product as its driver names it"), false, true, true},
    {Column::Memory, "MEMORY", "memory", QT_TRANSLATE_NOOP("Accel::Dra", "Memory"),
     QT_TRANSLATE_NOOP("Accel::Dra", "The memory capacity the driver publishes, in binary units"),
     false, false},
    {Column::Architecture, "ARCH", "architecture", QT_TRANSLATE_NOOP("Accel::Dra", "Architecture"),
     QT_TRANSLATE_NOOP("Accel::Dra", "The GPU architecture (Hopper, Ampere, ...)"), false, false,
     true},
    {Column::ComputeCapability, "CC", "computeCapability",
     QT_TRANSLATE_NOOP("Accel::Dra", "Compute cap."),
     QT_TRANSLATE_NOOP("Accel::Dra", "CUDA compute capability"), false, false, true},
    {Column::DriverVersion, "DRIVER", "driverVersion", QT_TRANSLATE_NOOP("Accel::Dra", "Driver"),
     QT_TRANSLATE_NOOP("Accel::Dra", "The GPU driver's version (or kernel driver)"), false, false,
     true},
    {Column::Partitions, "MIG", "partitions", QT_TRANSLATE_NOOP("Accel::Dra", "MIG / partitions"),
     QT_TRANSLATE_NOOP("Accel::Dra", "Partitions of the GPU (NVIDIA MIG devices and the like): "
                                     "free, in use, would not fit in what is left"),
     false, false},
    {Column::Profile, "PROFILE", "profile", QT_TRANSLATE_NOOP("Accel::Dra", "Profile"),
     QT_TRANSLATE_NOOP("Accel::Dra", "A partition's profile (MIG 1g.10gb)"), false, false},
    {Column::RenderNode, "RENDER NODE", "renderNode",
     QT_TRANSLATE_NOOP("Accel::Dra", "Render node"),
     QT_TRANSLATE_NOOP("Accel::Dra", "The liken.sh device of the GPU's render node"), false, false},
    {Column::VaDriver, "VADRIVER", "vaDriver", QT_TRANSLATE_NOOP("Accel::Dra", "VA driver"),
     QT_TRANSLATE_NOOP("Accel::Dra", "The VA-API driver media.liken.sh found"), false, false},
    {Column::Capabilities, "CAPABILITIES", "capabilities",
     QT_TRANSLATE_NOOP("Accel::Dra", "Capabilities"),
     QT_TRANSLATE_NOOP("Accel::Dra", "How many media capabilities the GPU supports"), false, false},
    {Column::HeldBy, "HELD BY", "heldBy", QT_TRANSLATE_NOOP("Accel::Dra", "Held by"),
     QT_TRANSLATE_NOOP("Accel::Dra", "The ResourceClaims whose allocation holds the GPU"), false,
     true},
    {Column::Taints, "TAINTS", "taints", QT_TRANSLATE_NOOP("Accel::Dra", "Taints"),
     QT_TRANSLATE_NOOP("Accel::Dra", "Device taints: only requests that tolerate them get it"),
     false, true},
    {Column::Health, "HEALTH", "health", QT_TRANSLATE_NOOP("Accel::Dra", "Health"),
     QT_TRANSLATE_NOOP("Accel::Dra", "What the driver says of the GPU's health"), false, false},
    {Column::Uuid, "UUID", "uuid", QT_TRANSLATE_NOOP("Accel::Dra", "UUID"),
     QT_TRANSLATE_NOOP("Accel::Dra", "The GPU's UUID"), true, false},
    {Column::Index, "INDEX", "index", QT_TRANSLATE_NOOP("Accel::Dra", "Index"),
     QT_TRANSLATE_NOOP("Accel::Dra", "The index the driver gives the device on its node"), true,
     false},
    {Column::CudaVersion, "CUDA", "cudaVersion", QT_TRANSLATE_NOOP("Accel::Dra", "CUDA"),
     QT_TRANSLATE_NOOP("Accel::Dra", "The CUDA version the driver supports"), true, false, true},
    {Column::Family, "FAMILY", "family", QT_TRANSLATE_NOOP("Accel::Dra", "Family"),
     QT_TRANSLATE_NOOP("Accel::Dra", "The GPU family"), true, false, true},
    {Column::Compute, "COMPUTE", "compute", QT_TRANSLATE_NOOP("Accel::Dra", "Compute"),
     QT_TRANSLATE_NOOP("Accel::Dra", "Compute units, multiprocessors or millicores, as the "
                                     "driver counts them"),
     true, false},
    {Column::Numa, "NUMA", "numa", QT_TRANSLATE_NOOP("Accel::Dra", "NUMA"),
     QT_TRANSLATE_NOOP("Accel::Dra", "The NUMA node of the GPU"), true, false},
    {Column::Counters, "COUNTERS", "counters", QT_TRANSLATE_NOOP("Accel::Dra", "Counters left"),
     QT_TRANSLATE_NOOP("Accel::Dra", "A partitionable GPU's shared counters: what is left of "
                                     "each, of its total"),
     true, false},
    {Column::Drivers, "DRIVERS", "drivers", QT_TRANSLATE_NOOP("Accel::Dra", "Drivers"),
     QT_TRANSLATE_NOOP("Accel::Dra", "The DRA drivers that publish devices of the GPU"), true,
     true},
    {Column::Attributes, "ATTRIBUTES", "attributes", QT_TRANSLATE_NOOP("Accel::Dra", "Attributes"),
     QT_TRANSLATE_NOOP("Accel::Dra", "Attributes of drivers this version does not know"), true,
     false},
};
static_assert(std::size(kProfileColumns) == size_t(Column::Count) - 1);

// ---------------------------------------------------------------------------------------------
// The drivers. Attribute names are bare, in the driver's domain, exactly as the driver publishes
// them; each profile says where its shapes come from.

// NVIDIA/k8s-dra-driver-gpu (22407113): cmd/gpu-kubelet-plugin/deviceinfo.go (GpuInfo.Attributes,
// GetDevice), mig.go (CommonAttributesMig, CommonCapacitiesMig), partitions.go (the
// partitionable MIG devices: consumesCounters from "gpu-N-counter-set"), device_health.go (the
// taints of an unhealthy GPU). Older releases also publish `index` and `minor`.
constexpr KindRule kNvidiaKinds[] = {
    {L("type"), L("gpu"), DeviceKind::Gpu, QT_TRANSLATE_NOOP("Accel::Dra", "GPU")},
    {L("type"), L("mig"), DeviceKind::Partition, QT_TRANSLATE_NOOP("Accel::Dra", "MIG device")},
    {L("type"), L("vfio"), DeviceKind::Gpu,
     QT_TRANSLATE_NOOP("Accel::Dra", "GPU (VFIO passthrough)")},
};
constexpr FieldSpec kNvidiaFields[] = {
    {Column::Product, L("productName"), kProfAttr, ValueFormat::Text},
    {Column::Memory, L("memory"), kProfCapacity, ValueFormat::Bytes},
    {Column::Architecture, L("architecture"), kProfAttr, ValueFormat::Text},
    {Column::ComputeCapability, L("cudaComputeCapability"), kProfAttr, ValueFormat::MajorMinor},
    {Column::DriverVersion, L("driverVersion"), kProfAttr, ValueFormat::Version},
    {Column::Profile, L("profile"), kProfAttr, ValueFormat::Text},
    {Column::Uuid, L("uuid"), kProfAttr, ValueFormat::Text},
    {Column::Index, L("index"), kProfAttr, ValueFormat::Text},
    {Column::CudaVersion, L("cudaDriverVersion"), kProfAttr, ValueFormat::MajorMinor},
    {Column::Compute, L("multiprocessors"), kProfCapacity, ValueFormat::Quantity},
};
constexpr QLatin1StringView kNvidiaHealthTaints[] = {L("gpu.nvidia.com/xid"),
                                                     L("gpu.nvidia.com/gpu-lost")};

// NVIDIA/k8s-dra-driver-gpu: templates/deviceclass-compute-domain-*.yaml select on `type`
// (channel, daemon) and `id`; the EKS slices in conformance/real-dra publish exactly those.
constexpr KindRule kComputeDomainKinds[] = {
    {L("type"), L("channel"), DeviceKind::Other, QT_TRANSLATE_NOOP("Accel::Dra", "IMEX channel")},
    {L("type"), L("daemon"), DeviceKind::Other, QT_TRANSLATE_NOOP("Accel::Dra", "IMEX daemon")},
};
constexpr FieldSpec kComputeDomainFields[] = {
    {Column::Index, L("id"), kProfAttr, ValueFormat::Text},
};

// intel/intel-resource-drivers-for-kubernetes: the gpu.intel.com slice in conformance/k8s/examples
// (model, family, driver, health, pciId; capacity memory and millicores).
constexpr FieldSpec kIntelFields[] = {
    {Column::Product, L("model"), kProfAttr, ValueFormat::Text},
    {Column::Memory, L("memory"), kProfCapacity, ValueFormat::Bytes},
    {Column::DriverVersion, L("driver"), kProfAttr, ValueFormat::Text},
    {Column::Family, L("family"), kProfAttr, ValueFormat::Text},
    {Column::Compute, L("millicores"), kProfCapacity, ValueFormat::Quantity},
};
// The same repository's Gaudi driver: model, healthy, pciRoot, serial.
constexpr FieldSpec kGaudiFields[] = {
    {Column::Product, L("model"), kProfAttr, ValueFormat::Text},
};

// ROCm/k8s-gpu-dra-driver, docs on device attributes: type amdgpu / amdgpu-partition / vfio,
// productName, driverVersion, partitionProfile, numaNode; capacity memory (0 when unreadable),
// computeUnits, simdUnits. Partitions carry their parent's pciBusID.
constexpr KindRule kAmdKinds[] = {
    {L("type"), L("amdgpu"), DeviceKind::Gpu, QT_TRANSLATE_NOOP("Accel::Dra", "GPU")},
    {L("type"), L("amdgpu-partition"), DeviceKind::Partition,
     QT_TRANSLATE_NOOP("Accel::Dra", "GPU partition")},
    {L("type"), L("vfio"), DeviceKind::Gpu,
     QT_TRANSLATE_NOOP("Accel::Dra", "GPU (VFIO passthrough)")},
};
constexpr FieldSpec kAmdFields[] = {
    {Column::Product, L("productName"), kProfAttr, ValueFormat::Text},
    {Column::Memory, L("memory"), kProfCapacity, ValueFormat::Bytes},
    {Column::DriverVersion, L("driverVersion"), kProfAttr, ValueFormat::Version},
    {Column::Profile, L("partitionProfile"), kProfAttr, ValueFormat::Text},
    {Column::Index, L("gpuIndex"), kProfAttr, ValueFormat::Text},
    {Column::Compute, L("computeUnits"), kProfCapacity, ValueFormat::Quantity},
    {Column::Numa, L("numaNode"), kProfAttr, ValueFormat::Text},
};

// kubernetes-sigs/dra-example-driver (31914cea): internal/profiles/gpu/gpu.go (index, uuid,
// model, driverVersion; capacity memory and compute; with partitions, "gpu-N-partition-J"
// devices with `partition` and a "gpu-N-full" device with `full`), profiles/net and cpu.
constexpr KindRule kExampleKinds[] = {
    {L("partition"), L(), DeviceKind::Partition, QT_TRANSLATE_NOOP("Accel::Dra", "partition")},
};
constexpr FieldSpec kExampleFields[] = {
    {Column::Product, L("model"), kProfAttr, ValueFormat::Text},
    {Column::Memory, L("memory"), kProfCapacity, ValueFormat::Bytes},
    {Column::DriverVersion, L("driverVersion"), kProfAttr, ValueFormat::Version},
    {Column::Profile, L("partition"), kProfAttr, ValueFormat::Text},
    {Column::Uuid, L("uuid"), kProfAttr, ValueFormat::Text},
    {Column::Index, L("index"), kProfAttr, ValueFormat::Text},
    {Column::Compute, L("compute"), kProfCapacity, ValueFormat::Quantity},
};
constexpr FieldSpec kExampleOtherFields[] = {
    {Column::Product, L("model"), kProfAttr, ValueFormat::Text},
    {Column::Index, L("index"), kProfAttr, ValueFormat::Text},
    {Column::Uuid, L("uuid"), kProfAttr, ValueFormat::Text},
};

// liken (shared/conformance/liken/NOTES.md A5, A2): liken.sh publishes every udev device it
// manages; a display-class device is a GPU's render node, its companions (-display, -i2c-dev)
// share the pciBusID, other subsystems (sound, usb) are other devices. media.liken.sh describes a
// GPU's media capabilities.
constexpr KindRule kLikenKinds[] = {
    {L("class"), L("display"), DeviceKind::Gpu, QT_TRANSLATE_NOOP("Accel::Dra", "GPU")},
    {L("renderNode"), L(), DeviceKind::Gpu, QT_TRANSLATE_NOOP("Accel::Dra", "GPU")},
};
constexpr FieldSpec kLikenFields[] = {
    {Column::Product, L("name"), kProfAttr, ValueFormat::Text},
};

// What an unknown driver is asked for, by the names most drivers use.
constexpr FieldSpec kGenericFields[] = {
    {Column::Product, L("productName"), kProfAttr, ValueFormat::Text},
    {Column::Product, L("model"), kProfAttr, ValueFormat::Text},
    {Column::Product, L("product"), kProfAttr, ValueFormat::Text},
    {Column::Memory, L("memory"), kProfCapacity, ValueFormat::Bytes},
    {Column::Architecture, L("architecture"), kProfAttr, ValueFormat::Text},
    {Column::DriverVersion, L("driverVersion"), kProfAttr, ValueFormat::Version},
    {Column::Uuid, L("uuid"), kProfAttr, ValueFormat::Text},
    {Column::Index, L("index"), kProfAttr, ValueFormat::Text},
};

constexpr DriverProfile kProfileTable[] = {
    {L("gpu.nvidia.com"), "NVIDIA", false, "NVIDIA/k8s-dra-driver-gpu", kNvidiaKinds,
     DeviceKind::Gpu, QT_TRANSLATE_NOOP("Accel::Dra", "GPU"), L(), kNvidiaFields,
     HealthRule{L(), L(), kNvidiaHealthTaints}, L("gpu.nvidia.com"), L("mig.nvidia.com"),
     L("parentUUID")},
    {L("compute-domain.nvidia.com"), "NVIDIA", false, "NVIDIA/k8s-dra-driver-gpu",
     kComputeDomainKinds, DeviceKind::Other,
     QT_TRANSLATE_NOOP("Accel::Dra", "compute-domain device"), L(), kComputeDomainFields,
     HealthRule{}},
    {L("gpu.intel.com"),
     "Intel",
     false,
     "intel/intel-resource-drivers-for-kubernetes",
     {},
     DeviceKind::Gpu,
     QT_TRANSLATE_NOOP("Accel::Dra", "GPU"),
     L(),
     kIntelFields,
     HealthRule{L("health"), L("Healthy"), {}},
     L("gpu.intel.com")},
    {L("gaudi.intel.com"),
     "Intel",
     false,
     "intel/intel-resource-drivers-for-kubernetes",
     {},
     DeviceKind::Other,
     QT_TRANSLATE_NOOP("Accel::Dra", "Gaudi accelerator"),
     L(),
     kGaudiFields,
     HealthRule{L("healthy"), L(), {}}},
    {L("gpu.amd.com"), "AMD", false, "ROCm/k8s-gpu-dra-driver", kAmdKinds, DeviceKind::Gpu,
     QT_TRANSLATE_NOOP("Accel::Dra", "GPU"), L(), kAmdFields, HealthRule{}, L("gpu.amd.com")},
    {L("gpu.example.com"), "example", false, "kubernetes-sigs/dra-example-driver", kExampleKinds,
     DeviceKind::Gpu, QT_TRANSLATE_NOOP("Accel::Dra", "GPU"), L(), kExampleFields, HealthRule{},
     L("gpu.example.com")},
    {L("net.example.com"),
     "example",
     false,
     "kubernetes-sigs/dra-example-driver",
     {},
     DeviceKind::Other,
     QT_TRANSLATE_NOOP("Accel::Dra", "network device"),
     L(),
     kExampleOtherFields,
     HealthRule{}},
    {L("cpu.example.com"),
     "example",
     false,
     "kubernetes-sigs/dra-example-driver",
     {},
     DeviceKind::Other,
     QT_TRANSLATE_NOOP("Accel::Dra", "CPU"),
     L(),
     kExampleOtherFields,
     HealthRule{}},
    {L("liken.sh"), "liken", true, "liken-sh/liken", kLikenKinds, DeviceKind::Other,
     QT_TRANSLATE_NOOP("Accel::Dra", "device"), L("subsystem"), kLikenFields, HealthRule{}},
    {L("media.liken.sh"),
     "liken",
     true,
     "liken-sh/liken",
     {},
     DeviceKind::Gpu,
     QT_TRANSLATE_NOOP("Accel::Dra", "GPU"),
     L(),
     kLikenFields,
     HealthRule{}},
    {L("sriovnetwork.k8snetworkplumbingwg.io"),
     "SR-IOV",
     false,
     "k8snetworkplumbingwg/dra-driver-sriov",
     {},
     DeviceKind::Other,
     QT_TRANSLATE_NOOP("Accel::Dra", "SR-IOV virtual function (NIC)"),
     L(),
     {},
     HealthRule{}},
    {L("dra.net"),
     "DraNet",
     false,
     "google/dranet",
     {},
     DeviceKind::Other,
     QT_TRANSLATE_NOOP("Accel::Dra", "network interface"),
     L(),
     {},
     HealthRule{}},
};

/// The fully qualified name of NAME in DRIVER's domain, as Device keeps its attributes.
QString profileQualifiedName(QStringView driver, QLatin1StringView name)
{
    return driver.toString() + QLatin1Char('/') + name;
}

/// KEY (a fully qualified attribute name) against DOMAIN/BARE, without building the latter:
/// negative, zero or positive as QString::compare would say.
int profileKeyCompare(QStringView key, QStringView domain, QLatin1StringView bare)
{
    const qsizetype d = domain.size();
    if (const int head = key.left(d).compare(domain); head != 0)
        return head;
    if (key.size() == d)
        return -1;
    if (const QChar c = key.at(d); c != QLatin1Char('/'))
        return c < QLatin1Char('/') ? -1 : 1;
    return key.mid(d + 1).compare(bare);
}

/// The attribute BARE of the device's driver domain: a binary search of its sorted list.
const Attribute *profileAttribute(const Device &device, QLatin1StringView bare)
{
    const QStringView domain(device.driver);
    const auto it = std::lower_bound(device.attributes.cbegin(), device.attributes.cend(), bare,
                                     [domain](const auto &entry, QLatin1StringView name) {
                                         return profileKeyCompare(entry.first, domain, name) < 0;
                                     });
    if (it == device.attributes.cend() || profileKeyCompare(it->first, domain, bare) != 0)
        return nullptr;
    return &it->second;
}

std::optional<QString> profileCapacity(const Device &device, QLatin1StringView bare)
{
    const auto it = device.capacity.constFind(profileQualifiedName(device.driver, bare));
    if (it == device.capacity.constEnd())
        return std::nullopt;
    return *it;
}

bool profileRuleAttrHolds(const Attribute &attr)
{
    return attr.type != AttributeType::Bool || attr.boolValue;
}

bool profileDriverNamesGpu(QStringView driver)
{
    // "gpu.example.com", "gpu-foo.io", "foo.gpu.io": a label that is or starts with gpu.
    for (const QStringView label : driver.tokenize(QLatin1Char('.'))) {
        if (label.startsWith(u"gpu") || label.endsWith(u"-gpu"))
            return true;
    }
    return false;
}

const DriverProfile kProfileGeneric{
    L(),     nullptr, false,          nullptr,     {}, DeviceKind::Other,
    nullptr, L(),     kGenericFields, HealthRule{}};

const DriverProfile &profileOrGeneric(const Device &device)
{
    const DriverProfile *profile = driverProfile(device.driver);
    return profile ? *profile : kProfileGeneric;
}

std::optional<QString> profileRawOf(const Device &device, const FieldSpec &spec)
{
    if (spec.capacity)
        return profileCapacity(device, spec.name);
    const Attribute *attr = profileAttribute(device, spec.name);
    if (!attr)
        return std::nullopt;
    return attr->toString();
}

QString profileTrimmedDecimal(double value)
{
    // One decimal where it says something: 79.6, 80, 0.5.
    const double rounded = std::round(value * 10.0) / 10.0;
    if (rounded == std::floor(rounded))
        return QString::number(qint64(rounded));
    return QString::number(rounded, 'f', 1);
}

} // namespace

std::span<const ColumnSpec> columnSpecs()
{
    return kProfileColumns;
}

const ColumnSpec &columnSpec(Column column)
{
    static const ColumnSpec invalid{};
    const int i = int(column) - 1;
    return i >= 0 && i < int(std::size(kProfileColumns)) ? kProfileColumns[i] : invalid;
}

QString columnTitle(Column column)
{
    const ColumnSpec &spec = columnSpec(column);
    return spec.title ? Tr::tr(spec.title) : QString();
}

QString columnDescription(Column column)
{
    const ColumnSpec &spec = columnSpec(column);
    return spec.description ? Tr::tr(spec.description) : QString();
}

std::span<const DriverProfile> driverProfiles()
{
    return kProfileTable;
}

const DriverProfile *driverProfile(QStringView driver)
{
    // Looked up for every cell a table shows: the few drivers seen last are remembered (per
    // thread), each checked by its name, so a hit costs one comparison.
    struct Seen
    {
        QString driver;
        const DriverProfile *profile = nullptr;
    };
    thread_local Seen seen[4];
    thread_local int next = 0;
    for (const Seen &s : seen) {
        if (!s.driver.isNull() && QStringView(s.driver) == driver)
            return s.profile;
    }
    const DriverProfile *found = nullptr;
    for (const DriverProfile &p : kProfileTable) {
        if (driver == p.driver) {
            found = &p;
            break;
        }
    }
    seen[next] = Seen{driver.toString(), found};
    next = (next + 1) % int(std::size(seen));
    return found;
}

DeviceKind classifyDevice(const Device &device, const DriverProfile *profile)
{
    if (profile) {
        for (const KindRule &rule : profile->kinds) {
            const Attribute *attr = profileAttribute(device, rule.attribute);
            if (!attr)
                continue;
            if (rule.value.isEmpty()
                    ? profileRuleAttrHolds(*attr)
                    : (attr->type == AttributeType::String && attr->text == rule.value))
                return rule.kind;
        }
        return profile->defaultKind;
    }
    if (const Attribute *type = profileAttribute(device, L("type"));
        type && type->type == AttributeType::String) {
        if (type->text.compare(u"gpu", Qt::CaseInsensitive) == 0)
            return DeviceKind::Gpu;
        if (type->text.contains(u"partition", Qt::CaseInsensitive) ||
            type->text.compare(u"mig", Qt::CaseInsensitive) == 0)
            return DeviceKind::Partition;
    }
    return profileDriverNamesGpu(device.driver) ? DeviceKind::Gpu : DeviceKind::Other;
}

QString deviceKindLabel(const Device &device)
{
    const DriverProfile *profile = driverProfile(device.driver);
    if (profile) {
        for (const KindRule &rule : profile->kinds) {
            if (rule.kind != device.kind)
                continue;
            const Attribute *attr = profileAttribute(device, rule.attribute);
            if (attr && (rule.value.isEmpty()
                             ? profileRuleAttrHolds(*attr)
                             : (attr->type == AttributeType::String && attr->text == rule.value)))
                return Tr::tr(rule.label);
        }
        if (device.kind == DeviceKind::Other && !profile->labelAttribute.isEmpty()) {
            if (const Attribute *attr = profileAttribute(device, profile->labelAttribute))
                return attr->toString();
        }
        if (device.kind == profile->defaultKind && profile->defaultLabel)
            return Tr::tr(profile->defaultLabel);
    }
    switch (device.kind) {
    case DeviceKind::Gpu:
        return Tr::tr("GPU");
    case DeviceKind::Partition:
        //: A part of a GPU (a MIG device or the like) of a driver this version does not know
        return Tr::tr("partition");
    case DeviceKind::Other:
    case DeviceKind::Invalid:
        break;
    }
    //: A device of a driver this version does not know: %1 is the driver's name
    return Tr::tr("%1 device").arg(device.driver);
}

int identityRank(const Device &device)
{
    const DriverProfile *profile = driverProfile(device.driver);
    return !profile ? 1 : profile->vendorNeutral ? 2 : 0;
}

const FieldSpec *fieldSpec(const DriverProfile *profile, Column column)
{
    const DriverProfile &p = profile ? *profile : kProfileGeneric;
    for (const FieldSpec &f : p.fields) {
        if (f.column == column)
            return &f;
    }
    return nullptr;
}

bool hasField(const Device &device, Column column)
{
    for (const FieldSpec &f : profileOrGeneric(device).fields) {
        if (f.column != column)
            continue;
        if (!f.capacity) {
            if (profileAttribute(device, f.name))
                return true;
            continue;
        }
        for (auto it = device.capacity.cbegin(); it != device.capacity.cend(); ++it)
            if (profileKeyCompare(it.key(), device.driver, f.name) == 0)
                return true;
    }
    return false;
}

std::optional<QString> rawField(const Device &device, Column column)
{
    for (const FieldSpec &f : profileOrGeneric(device).fields) {
        if (f.column != column)
            continue;
        if (std::optional<QString> value = profileRawOf(device, f))
            return value;
    }
    return std::nullopt;
}

std::optional<QString> fieldText(const Device &device, Column column)
{
    for (const FieldSpec &f : profileOrGeneric(device).fields) {
        if (f.column != column)
            continue;
        if (std::optional<QString> value = profileRawOf(device, f))
            return formatValue(*value, f.format);
    }
    return std::nullopt;
}

QString otherAttributes(const Device &device)
{
    const DriverProfile &profile = profileOrGeneric(device);
    const QString prefix = device.driver + QLatin1Char('/');
    QStringList parts;
    for (const auto &[key, value] : device.attributes) {
        if (key == PciBusIdAttribute)
            continue;
        QStringView bare(key);
        if (bare.startsWith(prefix))
            bare = bare.mid(prefix.size());
        bool shown = false;
        for (const FieldSpec &f : profile.fields)
            shown = shown || (!f.capacity && bare == f.name);
        if (!shown)
            parts << bare.toString() + QLatin1Char('=') + value.toString();
    }
    return parts.join(QStringLiteral(", "));
}

Health deviceHealth(const Device &device)
{
    const DriverProfile *profile = driverProfile(device.driver);
    if (!profile)
        return Health::Unknown;
    const HealthRule &rule = profile->health;
    if (!rule.unhealthyTaints.empty()) {
        for (const QString &taint : device.taints) {
            // "key=value:Effect" or "key:Effect"; an effect of None only informs.
            if (taint.endsWith(u":None"))
                continue;
            const qsizetype end = std::min(
                taint.indexOf(QLatin1Char('=')) < 0 ? taint.size()
                                                    : taint.indexOf(QLatin1Char('=')),
                taint.lastIndexOf(QLatin1Char(':')) < 0 ? taint.size()
                                                        : taint.lastIndexOf(QLatin1Char(':')));
            const QStringView key = QStringView(taint).left(end);
            for (const QLatin1StringView unhealthy : rule.unhealthyTaints)
                if (key == unhealthy)
                    return Health::Unhealthy;
        }
        return Health::Healthy;
    }
    if (rule.attribute.isEmpty())
        return Health::Unknown;
    const Attribute *attr = profileAttribute(device, rule.attribute);
    if (!attr)
        return Health::Unknown;
    if (rule.healthyValue.isEmpty())
        return attr->type == AttributeType::Bool && attr->boolValue ? Health::Healthy
                                                                    : Health::Unhealthy;
    return attr->text == rule.healthyValue ? Health::Healthy : Health::Unhealthy;
}

QString healthText(Health health)
{
    switch (health) {
    case Health::Healthy:
        //: A GPU's health as its driver states it
        return Tr::tr("ok");
    case Health::Unhealthy:
        return Tr::tr("unhealthy");
    case Health::Unknown:
    case Health::Invalid:
        break;
    }
    return QString();
}

QString formatBytes(QStringView quantity)
{
    const std::optional<Cel::Quantity> q = Cel::Quantity::parse(quantity);
    if (!q)
        return quantity.toString();
    const double bytes = q->asApproximateFloat();
    if (bytes == 0)
        return QStringLiteral("0");
    static constexpr std::array<const char *, 7> units{"B",   "KiB", "MiB", "GiB",
                                                       "TiB", "PiB", "EiB"};
    double value = bytes;
    size_t unit = 0;
    while (std::fabs(value) >= 1024.0 && unit + 1 < units.size()) {
        value /= 1024.0;
        ++unit;
    }
    return profileTrimmedDecimal(value) + QLatin1Char(' ') + QLatin1String(units[unit]);
}

QString formatMajorMinor(QStringView version)
{
    const qsizetype first = version.indexOf(QLatin1Char('.'));
    if (first < 0)
        return version.toString();
    const qsizetype second = version.indexOf(QLatin1Char('.'), first + 1);
    return (second < 0 ? version : version.left(second)).toString();
}

QString formatValue(const QString &raw, ValueFormat format)
{
    switch (format) {
    case ValueFormat::Bytes:
        return formatBytes(raw);
    case ValueFormat::MajorMinor:
        return formatMajorMinor(raw);
    case ValueFormat::Text:
    case ValueFormat::Version:
    case ValueFormat::Quantity:
    case ValueFormat::Invalid:
        break;
    }
    return raw;
}

} // namespace Accel::Dra
