// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "dra/gpujson.h"

#include "doc/jsonstream.h"
#include "dra/inventory.h"

namespace Accel::Dra {

namespace {
using L = QLatin1StringView;
} // namespace

void writeGpuJson(Doc::JsonStream &out, const Inventory &inventory, const Gpu &gpu,
                  bool deviceDetail)
{
    out.beginObject();
    out.stringArray(L("capabilities"), gpu.capabilities);
    if (gpu.capabilityState != CapabilityState::NotPublished)
        out.field(L("capabilityAttributes"), qint64(gpu.capabilityAttributes));
    out.field(L("capabilityState"), capabilityStateName(gpu.capabilityState));
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
    if (!gpu.heldBy.isEmpty())
        out.stringArray(L("heldBy"), gpu.heldBy);
    out.field(L("node"), gpu.nodeName);
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
        out.field(L("poolIncomplete"), node.poolIncomplete);
        out.endObject();
    }
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
