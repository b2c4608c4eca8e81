// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "hostprobe.h"
#include "hostcodes.h"
#include "hosttr.h"

#include "accelprobe.h"
#include "containeruser.h"
#include "gpumode.h"

#include <QCoreApplication>
#include <QFileInfo>

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

Result<void> checkHostSources(const HostSources &sources)
{
    // A seam that names nothing must not probe nothing silently (issue 18, section 4).
    const QFileInfo root(sources.rootDir.isEmpty() ? QStringLiteral("/") : sources.rootDir);
    if (!root.isDir())
        return fail(Code::HOST_ROOT_MISSING,
                    Tr::tr("--host-root %1 is not a directory").arg(sources.rootDir),
                    Tr::tr("Give the root of a host tree (with sys/, dev/, proc/ and etc/), or "
                           "leave --host-root out to probe this machine."));
    if (!sources.dockerInfoFile.isEmpty()) {
        // One that exists but is no readable file is the file reader's to name (FIFOs,
        // devices: FILE_NOT_REGULAR).
        const QFileInfo info(sources.dockerInfoFile);
        if (!info.exists() && !info.isSymLink())
            return fail(Code::DOCKER_INFO_MISSING,
                        Tr::tr("--docker-info %1 does not exist").arg(sources.dockerInfoFile),
                        Tr::tr("Give a file with `docker info --format '{{json .}}'` output, or "
                               "leave --docker-info out to ask docker."));
    }
    return {};
}

Result<HardwareReport> probeHost(const HostSources &sources)
{
    if (const Result<void> checked = checkHostSources(sources); !checked)
        return tl::unexpected(checked.error());
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
