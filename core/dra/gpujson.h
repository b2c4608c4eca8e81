// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QString>

namespace Accel::Doc {
class JsonStream;
}

namespace Accel::Dra {

class Inventory;
struct Gpu;

/// The one definition of the GPU's JSON shape (issue 18, section 3; issue 33): {capabilities,
/// capabilityAttributes?, capabilityState, counters?, devices, drivers, fields?, health?,
/// heldBy?, kind?, node, partitions?, pciBusID, poolIncomplete?, product, renderNode,
/// standalone?, taints?, vaDriver?}, keys sorted as QJsonObject holds them. `fields` holds what
/// the driver profile table reads (memory, architecture, computeCapability, driverVersion,
/// uuid ...) as published; `partitions` {devices: [{name, profile?, state}], free, inUse, noFit,
/// partitioned, total}; `counters` [{counter, counterSet, left, total, used}]; `kind` names
/// what another device is ("IMEX channel"). With `deviceDetail` false its devices are {driver,
/// name} only; with it, each is Device::toJson(). Inventory::gpuToJson() and the GpuList are
/// written here.
void writeGpuJson(Doc::JsonStream &out, const Inventory &inventory, const Gpu &gpu,
                  bool deviceDetail);

/// The GpuList document of `accelctl get gpus -o json` (DESIGN.md): {apiVersions, demo, items,
/// kind, nodes, otherDevices, source, warnings}, items (the GPUs) and otherDevices (what is not
/// a GPU) as writeGpuJson(…, false) gives them. Written into
/// `out` as it goes; the caller finishes it.
void writeGpuList(Doc::JsonStream &out, const Inventory &inventory, const QString &source,
                  bool demo);
/// writeGpuList() into one buffer (for `-o yaml`, which reads the text back).
QByteArray gpuListJson(const Inventory &inventory, const QString &source, bool demo);

} // namespace Accel::Dra
