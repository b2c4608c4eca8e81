// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "hostprobe.h"

#include "accelprobe.h"
#include "containeruser.h"
#include "gpumode.h"

#include <unistd.h>

namespace Accel::Host {

HostSources HostSources::fromEnvironment()
{
    HostSources sources;
    if (qEnvironmentVariableIsSet("NORSK_CTL_GPU_MODE"))
        sources.gpuModeOverride = qEnvironmentVariable("NORSK_CTL_GPU_MODE");
    sources.uid = ::getuid();
    sources.gid = ::getgid();
    return sources;
}

Result<HardwareReport> probeHost(const HostSources &sources)
{
    HardwareReport report;
    report.inventory = AccelProbe(sources.rootDir).probe();
    report.warnings = report.inventory.warnings;

    const Result<GpuModeDecision> mode = GpuModeResolver::resolve(sources);
    if (!mode)
        return tl::unexpected(mode.error());
    report.gpuMode = mode->mode;
    report.gpuModeReason = mode->reason;

    report.compose = ComposeTool::detect(sources.dockerProgram);

    report.suggestedContainerUser = ContainerUser::suggest(
        report.inventory.profile(), sources.uid, sources.gid, sources.rootDir, &report.warnings);
    return report;
}

} // namespace Accel::Host
