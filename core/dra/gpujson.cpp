// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "dra/gpujson.h"

#include "doc/jsonstream.h"
#include "dra/fleetview.h"
#include "dra/inventory.h"

namespace Accel::Dra {

namespace {
using L = QLatin1StringView;

/// The table-driven columns written under "fields", in the order of their keys (JSON objects
/// are written with sorted keys).
constexpr Column kFieldColumns[] = {
    Column::Architecture, Column::Compute,       Column::ComputeCapability,
    Column::CudaVersion,  Column::DriverVersion, Column::Family,
    Column::Index,        Column::Memory,        Column::Numa,
    Column::Uuid,
};

void writeCounters(Doc::JsonStream &out, const Inventory &inventory, const Gpu &gpu)
{
    const QList<const CounterSet *> sets = inventory.counterSets(gpu);
    if (sets.isEmpty())
        return;
    out.key(L("counters"));
    out.beginArray();
    for (const CounterSet *set : sets) {
        for (const CounterSet::Counter &c : set->counters) {
            out.beginObject();
            out.field(L("counter"), c.name);
            out.field(L("counterSet"), set->name);
            out.field(L("left"), c.left);
            out.field(L("total"), c.total);
            out.field(L("used"), c.used);
            out.endObject();
        }
    }
    out.endArray();
}
} // namespace

void writeGpuJson(Doc::JsonStream &out, const Inventory &inventory, const Gpu &gpu,
                  bool deviceDetail)
{
    out.beginObject();
    out.stringArray(L("capabilities"), gpu.capabilities);
    if (gpu.capabilityState != CapabilityState::NotPublished)
        out.field(L("capabilityAttributes"), qint64(gpu.capabilityAttributes));
    out.field(L("capabilityState"), capabilityStateName(gpu.capabilityState));
    writeCounters(out, inventory, gpu);
    out.key(L("devices"));
    out.beginArray();
    for (int d : gpu.devices) {
        const Device &device = inventory.devices()[d];
        if (deviceDetail) {
            out.value(QJsonValue(device.toJson()));
            continue;
        }
        out.beginObject();
        out.field(L("driver"), device.driver);
        out.field(L("name"), device.name);
        out.endObject();
    }
    out.endArray();
    out.stringArray(L("drivers"), gpu.drivers);
    // What the drivers' own attributes say (issue 33), as published: the columns of the
    // driver profile table this GPU has a value for, keyed as the table names them.
    bool anyField = false;
    for (const Column column : kFieldColumns) {
        const QString value = gpuRawValue(inventory, gpu, column);
        if (value.isEmpty())
            continue;
        if (!anyField) {
            out.key(L("fields"));
            out.beginObject();
            anyField = true;
        }
        out.field(QLatin1StringView(columnSpec(column).key), value);
    }
    if (anyField)
        out.endObject();
    if (gpu.health == Health::Healthy || gpu.health == Health::Unhealthy)
        out.field(L("health"), gpu.health == Health::Healthy ? L("ok") : L("unhealthy"));
    if (!gpu.heldBy.isEmpty())
        out.stringArray(L("heldBy"), gpu.heldBy);
    if (!gpu.isGpu())
        out.field(L("kind"), entryKindLabel(inventory, gpu));
    out.field(L("node"), gpu.nodeName);
    if (gpu.partitions > 0) {
        out.key(L("partitions"));
        out.beginObject();
        out.key(L("devices"));
        out.beginArray();
        for (const int d : gpu.devices) {
            const Device &device = inventory.devices()[d];
            if (device.kind != DeviceKind::Partition)
                continue;
            out.beginObject();
            out.field(L("name"), device.name);
            if (const std::optional<QString> profile = rawField(device, Column::Profile))
                out.field(L("profile"), *profile);
            out.field(L("state"), device.state == DeviceState::InUse   ? L("inUse")
                                  : device.state == DeviceState::NoFit ? L("noFit")
                                                                       : L("free"));
            out.endObject();
        }
        out.endArray();
        out.field(L("free"), qint64(gpu.partitionsFree));
        out.field(L("inUse"), qint64(gpu.partitionsInUse));
        out.field(L("noFit"), qint64(gpu.partitions - gpu.partitionsInUse - gpu.partitionsFree));
        out.field(L("partitioned"), gpu.partitioned);
        out.field(L("total"), qint64(gpu.partitions));
        out.endObject();
    }
    out.field(L("pciBusID"), gpu.pciBusId);
    if (gpu.poolIncomplete)
        out.field(L("poolIncomplete"), true);
    out.field(L("product"), gpu.product);
    out.field(L("renderNode"), gpu.renderNode);
    if (gpu.standalone)
        out.field(L("standalone"), true);
    if (!gpu.taints.isEmpty())
        out.stringArray(L("taints"), gpu.taints);
    if (gpu.vaDriver)
        out.field(L("vaDriver"), *gpu.vaDriver);
    out.endObject();
}

void writeGpuList(Doc::JsonStream &out, const Inventory &inventory, const QString &source,
                  bool demo)
{
    out.beginObject();
    out.stringArray(L("apiVersions"), inventory.apiVersionsRead());
    out.field(L("demo"), demo);
    out.key(L("items"));
    out.beginArray();
    for (const Gpu &gpu : inventory.gpus())
        if (gpu.isGpu())
            writeGpuJson(out, inventory, gpu, false);
    out.endArray();
    out.field(L("kind"), L("GpuList"));
    out.key(L("nodes"));
    out.beginArray();
    for (const Node &node : inventory.nodes()) {
        out.beginObject();
        out.field(L("gpus"), qint64(node.gpus.size()));
        out.key(L("labels"));
        out.beginObject();
        if (node.gpuPresentLabel)
            out.field(L("nvidia.com/gpu.present"), *node.gpuPresentLabel);
        if (node.gpuProductLabel)
            out.field(L("nvidia.com/gpu.product"), *node.gpuProductLabel);
        out.endObject();
        out.field(L("name"), node.name);
        out.field(L("otherDevices"), qint64(node.others.size()));
        out.field(L("poolIncomplete"), node.poolIncomplete);
        out.endObject();
    }
    out.endArray();
    // Devices that are not GPUs (IMEX channels and daemons, NICs ...), under their node.
    out.key(L("otherDevices"));
    out.beginArray();
    for (const Gpu &gpu : inventory.gpus())
        if (!gpu.isGpu())
            writeGpuJson(out, inventory, gpu, false);
    out.endArray();
    out.field(L("source"), source);
    out.stringArray(L("warnings"), inventory.warnings());
    out.endObject();
}

QByteArray gpuListJson(const Inventory &inventory, const QString &source, bool demo)
{
    Doc::JsonStream out(qsizetype(inventory.gpus().size()) * 800 + 4096);
    writeGpuList(out, inventory, source, demo);
    return out.take();
}

} // namespace Accel::Dra
