// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "hardwarereport.h"
#include "hostsources.h"
#include "result.h"

namespace Accel::Host {

/// Everything `accelctl get hardware` and the Hardware panel show, from one call: the device
/// probe, the GPU wiring mode and the suggested container user.
///
/// Fails only when NORSK_CTL_GPU_MODE holds an invalid value (GPU_MODE_INVALID); everything
/// else that cannot be read becomes a warning or a stated fallback. Blocking (it may run
/// `docker info`): the GUI calls it through QtConcurrent.
/// HOST_ROOT_MISSING when SOURCES' root is not a directory, DOCKER_INFO_MISSING when its
/// docker-info file cannot be read: seams that name nothing are errors, never an empty probe.
Result<void> checkHostSources(const HostSources &sources);
/// Errors: checkHostSources()'s, and the GPU mode's.
Result<HardwareReport> probeHost(const HostSources &sources);

} // namespace Accel::Host
