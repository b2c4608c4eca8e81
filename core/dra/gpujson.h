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

/// The one definition of the GPU's JSON shape (issue 18, section 3): {capabilities,
/// capabilityAttributes?, capabilityState, devices, drivers, heldBy?, node, pciBusID,
/// poolIncomplete?, product, renderNode, standalone?, taints?, vaDriver?}, keys sorted as
/// QJsonObject holds them. With `deviceDetail` false its devices are {driver, name} only;
/// with it, each is Device::toJson(). Inventory::gpuToJson() and the GpuList are written here.
void writeGpuJson(Doc::JsonStream &out, const Inventory &inventory, const Gpu &gpu,
                  bool deviceDetail);

/// The GpuList document of `accelctl get gpus -o json` (DESIGN.md): {apiVersions, demo, items,
/// kind, nodes, source, warnings}, items as writeGpuJson(…, false) gives them. Written into
/// `out` as it goes; the caller finishes it.
void writeGpuList(Doc::JsonStream &out, const Inventory &inventory, const QString &source,
                  bool demo);
/// writeGpuList() into one buffer (for `-o yaml`, which reads the text back).
QByteArray gpuListJson(const Inventory &inventory, const QString &source, bool demo);

} // namespace Accel::Dra
