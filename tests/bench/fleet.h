// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/inventory.h"

#include <QByteArray>

/// The fleet the cluster benchmarks share (issue 6, "Tests and evidence"; issue 37 at up to 65,000
/// nodes): NODES nodes with GPUSPERNODE GPUs each; liken.sh render nodes everywhere,
/// media.liken.sh (18 capabilities, the last GPU of each node with a failed query) on even nodes,
/// gpu.nvidia.com on odd ones, where every second one (node % 4 == 3) has MIG mode on for its
/// upper half of GPUs (two 3g.40gb MIG devices each, no whole GPU), and every NVIDIA node
/// publishes compute-domain.nvidia.com's IMEX daemon-0 and channel-0.
namespace Accel::Bench {

/// The fleet as one compact JSON v1 List (2,000 x 8: 32,000 devices, about 18 MB).
QByteArray fleetJson(int nodes, int gpusPerNode);
/// The same fleet as kubectl prints it with `-o yaml` (Doc::toYaml: block style; about 24 MB for
/// 2,000 x 8), for the YAML readers.
QByteArray fleetYaml(int nodes, int gpusPerNode);
/// The same, from one QJsonDocument of the whole List (what fleetYaml() writes item by item, so
/// that 65,000 nodes never stand as one tree): for checking fleetYaml() at a small size.
QByteArray fleetYamlWhole(int nodes, int gpusPerNode);
/// The same fleet, read and joined.
Dra::Inventory fleetInventory(int nodes, int gpusPerNode);
/// How many devices the fleet publishes (18 a node on average at 8 GPUs).
qint64 fleetDevices(int nodes, int gpusPerNode);

/// This process's CPU time, every thread included; its peak RSS (VmHWM) in MB.
double processCpuMs();
/// This thread's CPU time: on a shared machine the wall time also counts other processes, and
/// a stretch with little of it is the thread waiting for a core, not its own work.
double threadCpuMs();
double peakRssMb();
/// "WHAT: CPU time .. ms (every thread), peak RSS .. MB, .. bytes per device (N devices)".
void printFootprint(const char *what, qint64 devices);

} // namespace Accel::Bench
