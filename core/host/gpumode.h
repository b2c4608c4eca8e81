// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "hardwarereport.h"
#include "hostsources.h"
#include "result.h"

#include <QByteArray>
#include <QString>

namespace Accel::Host {

/// The wiring decision and the reason an operator reads next to it.
struct GpuModeDecision
{
    GpuMode mode = GpuMode::Invalid;
    QString reason;
    /// The engine's version from docker info ("20.10.24+dfsg1"), when it was read: CDI device
    /// names need Docker Engine 25.
    QString serverVersion{};
};

/// What `docker info --format '{{json .}}'` gave: its output, or why there is none.
struct DockerInfoOutput
{
    bool available = false;
    QByteArray json;     ///< when available
    QString unavailable; ///< when not: "docker was not found on PATH", ...
    QString diagnostics; ///< the client's first stderr line, if it printed one
};

/// GPU wiring (spec: "What the nvidia profile does").
///
/// NORSK_CTL_GPU_MODE (legacy|cdi) forces the mode; any other value is the error
/// GPU_MODE_INVALID. Otherwise docker info decides: a runtime named `nvidia` means legacy; no such
/// runtime but a DiscoveredDevices entry whose ID starts with `nvidia.com/gpu=` means cdi;
/// anything else, docker missing, unreachable or unparseable included, means legacy (the
/// fallback the spec names), and the reason says which.
class GpuModeResolver
{
public:
    /// Checks a NORSK_CTL_GPU_MODE value (resolve() treats an empty value as unset).
    static Result<GpuMode> parseOverride(const QString &value);

    /// Classifies docker info output (or its absence). Never fails: the fallback is legacy.
    static GpuModeDecision fromDockerInfo(const DockerInfoOutput &info);

    /// The override when given, else docker info, read as HostSources says (a file, or the
    /// docker client with a timeout). Runs a process: call it off the UI thread.
    static Result<GpuModeDecision> resolve(const HostSources &sources);

    /// Reads docker info as HostSources says. Blocks for up to sources.dockerTimeoutMs.
    static DockerInfoOutput readDockerInfo(const HostSources &sources);
};

} // namespace Accel::Host
