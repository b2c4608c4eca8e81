// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "dra/fleetview.h"
#include "dra/dratr.h"
#include "dra/inventory.h"

#include "cel/value.h"

#include <QJsonArray>
#include <QMap>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>

namespace Accel::Dra {

namespace {

/// The devices of GPU that can answer COLUMN, best first: its GPU devices by identityRank(),
/// then (for values partitions inherit, or an entry that is not a GPU) the rest.
using FleetCandidates = QVarLengthArray<int, 8>;

FleetCandidates fleetCandidates(const Inventory &inventory, const Gpu &gpu, Column column)
{
    const QList<Device> &devices = inventory.devices();
    FleetCandidates out;
    for (int rank = 0; rank <= 2; ++rank) {
        for (const int d : gpu.devices) {
            const Device &device = devices[d];
            if (device.kind != DeviceKind::Partition && identityRank(device) == rank)
                out << d;
        }
    }
    if (columnSpec(column).fromPartitions || !gpu.isGpu()) {
        for (const int d : gpu.devices)
            if (devices[d].kind == DeviceKind::Partition)
                out << d;
    }
    return out;
}

bool fleetIsFieldColumn(Column column)
{
    switch (column) {
    case Column::Memory:
    case Column::Architecture:
    case Column::ComputeCapability:
    case Column::DriverVersion:
    case Column::Uuid:
    case Column::Index:
    case Column::CudaVersion:
    case Column::Family:
    case Column::Compute:
    case Column::Numa:
    case Column::Profile:
        return true;
    default:
        break;
    }
    return false;
}

QString fleetJoined(const QStringList &list)
{
    return list.join(QStringLiteral(", "));
}

/// "memory-slice-3" -> "memory-slice-*": counters numbered alike read as one.
QString fleetCounterGroup(const QString &name)
{
    qsizetype end = name.size();
    while (end > 0 && name.at(end - 1).isDigit())
        --end;
    if (end == name.size() || end == 0 || name.at(end - 1) != QLatin1Char('-'))
        return name;
    return name.left(end) + QLatin1Char('*');
}

QString fleetAmountText(const Cel::Quantity &q, bool bytes)
{
    if (bytes)
        return formatBytes(q.toString());
    if (const std::optional<qint64> n = q.asInteger())
        return QString::number(*n);
    return q.toString();
}

} // namespace

bool hasColumn(const Inventory &inventory, Column column)
{
    const QList<Device> &devices = inventory.devices();
    for (const Gpu &gpu : inventory.gpus()) {
        if (!gpu.isGpu())
            continue;
        switch (column) {
        case Column::Node:
        case Column::Product:
        case Column::Drivers:
            return true;
        case Column::PciBusId:
            if (!gpu.standalone)
                return true;
            break;
        case Column::Device:
            return true;
        case Column::Partitions:
            if (gpu.partitions > 0)
                return true;
            break;
        case Column::RenderNode:
            if (!gpu.renderNode.isEmpty())
                return true;
            break;
        case Column::VaDriver:
        case Column::Capabilities:
            if (gpu.capabilityState != CapabilityState::NotPublished)
                return true;
            break;
        case Column::HeldBy:
            if (!gpu.heldBy.isEmpty())
                return true;
            break;
        case Column::Taints:
            if (!gpu.taints.isEmpty())
                return true;
            break;
        case Column::Health:
            if (gpu.health == Health::Healthy || gpu.health == Health::Unhealthy)
                return true;
            break;
        case Column::Counters:
            for (const int d : gpu.devices)
                if (devices[d].counters >= 0)
                    return true;
            break;
        case Column::Attributes:
            for (const int d : gpu.devices)
                if (!driverProfile(devices[d].driver))
                    return true;
            break;
        default:
            if (fleetIsFieldColumn(column) && column != Column::Profile) {
                for (const int d : gpu.devices) {
                    const Device &device = devices[d];
                    if ((device.kind != DeviceKind::Partition ||
                         columnSpec(column).fromPartitions) &&
                        hasField(device, column))
                        return true;
                }
            }
            break;
        }
    }
    return false;
}

QList<Column> fittedColumns(const Inventory &inventory, bool wide)
{
    bool standalone = false;
    for (const Gpu &gpu : inventory.gpus())
        standalone = standalone || (gpu.isGpu() && gpu.standalone);
    QList<Column> columns;
    for (const ColumnSpec &spec : columnSpecs()) {
        if (spec.column == Column::Profile)
            continue; // a partition's, not a GPU's
        bool shown = spec.always || hasColumn(inventory, spec.column);
        bool wideOnly = spec.wide;
        if (spec.column == Column::Device)
            wideOnly = !standalone; // what names a GPU without a PCI address
        if (shown && (!wideOnly || wide))
            columns << spec.column;
    }
    return columns;
}

QString gpuCell(const Inventory &inventory, const Gpu &gpu, Column column)
{
    const QList<Device> &devices = inventory.devices();
    switch (column) {
    case Column::Node:
        return gpu.nodeName;
    case Column::PciBusId:
        return gpu.pciBusId;
    case Column::Device: {
        const FleetCandidates best = fleetCandidates(inventory, gpu, column);
        return best.isEmpty()
                   ? (gpu.devices.isEmpty() ? QString() : devices[gpu.devices.first()].name)
                   : devices[best.first()].name;
    }
    case Column::Product:
        if (!gpu.product.isEmpty() || gpu.isGpu())
            return gpu.product;
        for (const int d : gpu.devices)
            if (const std::optional<QString> v = fieldText(devices[d], column))
                return *v;
        return QString();
    case Column::Partitions:
        return partitionsText(gpu);
    case Column::Profile:
        return QString();
    case Column::RenderNode:
        return gpu.renderNode;
    case Column::VaDriver:
        return gpu.vaDriver.value_or(QString());
    case Column::Capabilities:
        return gpu.capabilityState == CapabilityState::NotPublished ? QString()
                                                                    : gpu.capabilitySummary();
    case Column::HeldBy:
        return fleetJoined(gpu.heldBy);
    case Column::Taints:
        return fleetJoined(gpu.taints);
    case Column::Health:
        return healthText(gpu.health);
    case Column::Counters:
        return countersText(inventory, gpu);
    case Column::Drivers:
        return fleetJoined(gpu.drivers);
    case Column::Attributes: {
        QStringList parts;
        for (const int d : gpu.devices) {
            if (driverProfile(devices[d].driver))
                continue;
            const QString text = otherAttributes(devices[d]);
            if (!text.isEmpty())
                parts << text;
        }
        return parts.join(QStringLiteral("; "));
    }
    default:
        break;
    }
    for (const int d : fleetCandidates(inventory, gpu, column))
        if (const std::optional<QString> v = fieldText(devices[d], column))
            return *v;
    return QString();
}

QString gpuRawValue(const Inventory &inventory, const Gpu &gpu, Column column)
{
    if (!fleetIsFieldColumn(column))
        return gpuCell(inventory, gpu, column);
    const QList<Device> &devices = inventory.devices();
    for (const int d : fleetCandidates(inventory, gpu, column))
        if (const std::optional<QString> v = rawField(devices[d], column))
            return *v;
    return QString();
}

QString deviceCell(const Inventory &inventory, const Device &device, Column column)
{
    Q_UNUSED(inventory);
    switch (column) {
    case Column::Node:
        return device.nodeName;
    case Column::PciBusId:
        return device.pciBusId();
    case Column::Device:
        return device.name;
    case Column::HeldBy:
        return fleetJoined(device.heldBy);
    case Column::Taints:
        return fleetJoined(device.taints);
    case Column::Health:
        return healthText(deviceHealth(device));
    case Column::Drivers:
        return device.driver;
    case Column::Attributes:
        return driverProfile(device.driver) ? QString() : otherAttributes(device);
    case Column::Partitions:
        return deviceStateText(device.state);
    default:
        break;
    }
    return fieldText(device, column).value_or(QString());
}

QString deviceStateText(DeviceState state)
{
    switch (state) {
    case DeviceState::Free:
        //: A device (a GPU partition) no claim holds and that fits in what is left
        return Tr::tr("free");
    case DeviceState::InUse:
        return Tr::tr("in use");
    case DeviceState::NoFit:
        //: A free partition that asks more of its GPU than the partitions in use leave
        return Tr::tr("would not fit");
    case DeviceState::Invalid:
        break;
    }
    return QString();
}

QString partitionsText(const Gpu &gpu)
{
    if (gpu.partitions <= 0)
        return QString();
    const int noFit = gpu.partitions - gpu.partitionsInUse - gpu.partitionsFree;
    QStringList parts;
    if (gpu.partitionsInUse > 0)
        //: Partitions of a GPU: %n of them are in use
        parts << Tr::tr("%n in use", nullptr, gpu.partitionsInUse);
    if (gpu.partitionsFree > 0 || (gpu.partitionsInUse == 0 && noFit == 0))
        parts << Tr::tr("%n free", nullptr, gpu.partitionsFree);
    if (noFit > 0)
        parts << Tr::tr("%n would not fit", nullptr, noFit);
    const QString text = parts.join(QStringLiteral(", "));
    //: A GPU split into partitions (MIG): %1 says how many are in use, free, would not fit
    return gpu.partitioned ? Tr::tr("partitioned: %1").arg(text) : text;
}

QString countersText(const Inventory &inventory, const Gpu &gpu)
{
    struct Sum
    {
        std::optional<Cel::Quantity> left;
        std::optional<Cel::Quantity> total;
        bool bytes = false;
    };
    QList<QString> order;
    QHash<QString, Sum> sums;
    for (const CounterSet *set : inventory.counterSets(gpu)) {
        for (const CounterSet::Counter &c : set->counters) {
            const QString group = fleetCounterGroup(c.name);
            const std::optional<Cel::Quantity> left = Cel::Quantity::parse(c.left);
            const std::optional<Cel::Quantity> total = Cel::Quantity::parse(c.total);
            if (!left || !total)
                continue;
            auto it = sums.find(group);
            if (it == sums.end()) {
                order << group;
                Sum sum;
                sum.left = left;
                sum.total = total;
                // A byte count: written with a binary suffix, or a MiB or more.
                sum.bytes = c.total.endsWith(QLatin1Char('i')) ||
                            total->asApproximateFloat() >= 1024.0 * 1024.0;
                sums.insert(group, sum);
                continue;
            }
            if (it->left)
                it->left = it->left->add(*left);
            if (it->total)
                it->total = it->total->add(*total);
        }
    }
    QStringList parts;
    for (const QString &group : std::as_const(order)) {
        const Sum &sum = sums[group];
        if (!sum.left || !sum.total)
            continue;
        //: A shared counter of a GPU: %1 its name, %2 what is left, %3 its total
        parts << Tr::tr("%1 %2/%3")
                     .arg(group, fleetAmountText(*sum.left, sum.bytes),
                          fleetAmountText(*sum.total, sum.bytes));
    }
    return parts.join(QStringLiteral(", "));
}

QString entryKindLabel(const Inventory &inventory, const Gpu &gpu)
{
    if (gpu.devices.isEmpty())
        return QString();
    if (gpu.isGpu())
        return Tr::tr("GPU");
    return deviceKindLabel(inventory.devices()[gpu.devices.first()]);
}

QJsonObject ProductSummary::toJson() const
{
    QJsonObject out{
        {QStringLiteral("nodes"), nodes},
        {QStringLiteral("gpus"), gpus},
        {QStringLiteral("free"), free},
        {QStringLiteral("inUse"), inUse},
        {QStringLiteral("tainted"), tainted},
        {QStringLiteral("unhealthy"), unhealthy},
        {QStringLiteral("partitions"), partitions},
        {QStringLiteral("partitionsFree"), partitionsFree},
    };
    if (!product.isEmpty())
        out.insert(QStringLiteral("product"), product);
    return out;
}

QJsonObject FleetSummary::toJson() const
{
    QJsonArray list;
    for (const ProductSummary &p : products)
        list.append(p.toJson());
    return QJsonObject{
        {QStringLiteral("products"), list},
        {QStringLiteral("total"), total.toJson()},
        {QStringLiteral("otherDevices"), otherDevices},
    };
}

bool gpuHasState(const Gpu &gpu, FleetState state)
{
    const bool inUse = !gpu.heldBy.isEmpty();
    const bool tainted = gpu.hasBlockingTaint();
    const bool unhealthy = gpu.health == Health::Unhealthy;
    switch (state) {
    case FleetState::Free:
        return !inUse && !tainted && !unhealthy;
    case FleetState::InUse:
        return inUse;
    case FleetState::Tainted:
        return tainted;
    case FleetState::Unhealthy:
        return unhealthy;
    case FleetState::Partitioned:
        return gpu.partitions > 0;
    }
    return false;
}

FleetSummary summarizeFleet(const Inventory &inventory)
{
    FleetSummary summary;
    QMap<QString, ProductSummary> byProduct;
    QMap<QString, QSet<QString>> nodesOf;
    QSet<QString> allNodes;
    const auto add = [](ProductSummary &s, const Gpu &gpu) {
        ++s.gpus;
        s.inUse += gpuHasState(gpu, FleetState::InUse);
        s.tainted += gpuHasState(gpu, FleetState::Tainted);
        s.unhealthy += gpuHasState(gpu, FleetState::Unhealthy);
        s.free += gpuHasState(gpu, FleetState::Free);
        s.partitions += gpu.partitions;
        s.partitionsFree += gpu.partitionsFree;
    };
    for (const Gpu &gpu : inventory.gpus()) {
        if (!gpu.isGpu()) {
            ++summary.otherDevices;
            continue;
        }
        //: The product of GPUs whose driver names none
        const QString product = gpu.product.isEmpty() ? Tr::tr("(unknown)") : gpu.product;
        ProductSummary &s = byProduct[product];
        s.product = product;
        add(s, gpu);
        add(summary.total, gpu);
        nodesOf[product].insert(gpu.nodeName);
        allNodes.insert(gpu.nodeName);
    }
    for (auto it = byProduct.begin(); it != byProduct.end(); ++it) {
        it->nodes = int(nodesOf.value(it.key()).size());
        summary.products << *it;
    }
    summary.total.nodes = int(allNodes.size());
    return summary;
}

QString gpuVendor(const Inventory &inventory, const Gpu &gpu)
{
    const QList<Device> &devices = inventory.devices();
    QString neutral;
    QString unknown;
    for (const int d : gpu.devices) {
        const Device &device = devices[d];
        const DriverProfile *profile = driverProfile(device.driver);
        if (profile && !profile->vendorNeutral && profile->vendor)
            return QLatin1String(profile->vendor);
        if (!profile && unknown.isEmpty())
            unknown = device.driver;
        if (profile && profile->vendorNeutral && neutral.isEmpty()) {
            // The PCI vendor ID a udev view publishes (liken.sh's `vendor`, 4 hex digits).
            const QString id = device.stringAttribute(device.driver + QStringLiteral("/vendor"))
                                   .value_or(QString());
            static const QHash<QString, QString> known = {
                {QStringLiteral("10de"), QStringLiteral("NVIDIA")},
                {QStringLiteral("8086"), QStringLiteral("Intel")},
                {QStringLiteral("1002"), QStringLiteral("AMD")},
            };
            neutral = known.value(id.toLower());
            if (neutral.isEmpty() && unknown.isEmpty())
                unknown = device.driver; // a view that names no vendor: "liken.sh"
        }
    }
    if (!neutral.isEmpty())
        return neutral;
    //: The vendor of a GPU whose drivers say none
    return unknown.isEmpty() ? Tr::tr("(unknown)") : unknown;
}

QJsonObject FleetCounts::toJson() const
{
    QJsonObject vendors;
    for (const auto &[vendor, count] : gpusByVendor)
        vendors.insert(vendor, count);
    return QJsonObject{
        {QStringLiteral("nodes"), nodes},
        {QStringLiteral("gpus"), gpus},
        {QStringLiteral("otherDevices"), otherDevices},
        {QStringLiteral("vendors"), vendors},
        {QStringLiteral("free"), free},
        {QStringLiteral("inUse"), inUse},
        {QStringLiteral("tainted"), tainted},
        {QStringLiteral("unhealthy"), unhealthy},
        {QStringLiteral("partitions"), partitions},
        {QStringLiteral("partitionsFree"), partitionsFree},
    };
}

FleetCounts fleetCounts(const Inventory &inventory)
{
    return fleetCounts(inventory, summarizeFleet(inventory));
}

FleetCounts fleetCounts(const Inventory &inventory, const FleetSummary &summary)
{
    // The same counting as `get gpus --summary`'s total, so the strip and the table agree.
    FleetCounts out;
    out.nodes = int(inventory.nodes().size());
    out.gpus = summary.total.gpus;
    out.otherDevices = summary.otherDevices;
    out.free = summary.total.free;
    out.inUse = summary.total.inUse;
    out.tainted = summary.total.tainted;
    out.unhealthy = summary.total.unhealthy;
    out.partitions = summary.total.partitions;
    out.partitionsFree = summary.total.partitionsFree;
    QMap<QString, int> vendors;
    for (const Gpu &gpu : inventory.gpus())
        if (gpu.isGpu())
            ++vendors[gpuVendor(inventory, gpu)];
    for (auto it = vendors.cbegin(); it != vendors.cend(); ++it)
        out.gpusByVendor.append({it.key(), it.value()});
    std::stable_sort(out.gpusByVendor.begin(), out.gpusByVendor.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });
    return out;
}

} // namespace Accel::Dra
