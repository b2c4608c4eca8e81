// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QString>

namespace Accel::Dra {
class Inventory;
}

namespace Accel::Cli {

/// `accelctl get gpus -o json`: the GpuList document {apiVersions, demo, items, kind, nodes,
/// source, warnings}, items as Inventory::gpuToJson(gpu, false) gives them. Written straight
/// into one buffer, byte for byte what printData() makes of the same value as a QJsonObject
/// (two-space indent, sorted keys, QJsonDocument's escaping), at a fraction of the cost: 16,000
/// GPUs as QJsonObjects took longer than reading the snapshot. `-o yaml` parses this text back,
/// so both formats have this one definition.
QByteArray gpuListJson(const Dra::Inventory &inventory, const QString &source, bool demo);

} // namespace Accel::Cli
