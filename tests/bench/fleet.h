// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/inventory.h"

#include <QByteArray>

/// The fleet the cluster benchmarks share (issue 6, "Tests and evidence"): NODES nodes with
/// GPUSPERNODE GPUs each; liken.sh render nodes everywhere, media.liken.sh (18 capabilities, the
/// last GPU of each node with a failed query) on even nodes, gpu.nvidia.com on odd ones.
namespace Accel::Bench {

/// The fleet as one compact JSON v1 List (2,000 x 8: 32,000 devices, about 18 MB).
QByteArray fleetJson(int nodes, int gpusPerNode);
/// The same fleet as kubectl prints it with `-o yaml` (Doc::toYaml: block style; about 24 MB for
/// 2,000 x 8), for the YAML readers.
QByteArray fleetYaml(int nodes, int gpusPerNode);
/// The same fleet, read and joined.
Dra::Inventory fleetInventory(int nodes, int gpusPerNode);

} // namespace Accel::Bench
