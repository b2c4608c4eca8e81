// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QString>

#include <optional>

namespace Accel::Host {

/// Everything the host probe reads from outside the process, so tests and the `--host-root`,
/// `--docker-info` seams can point it at fixtures (STYLE.md, rule 5).
struct HostSources
{
    /// Filesystem root: the probe reads ROOT/sys, ROOT/dev, ROOT/proc and ROOT/etc/group.
    QString rootDir = QStringLiteral("/");
    /// A file holding `docker info --format '{{json .}}'` output. Empty: run docker.
    QString dockerInfoFile;
    /// The docker client to run when dockerInfoFile is empty.
    QString dockerProgram = QStringLiteral("docker");
    /// How long `docker info` may take before the probe gives up on it (it then falls back to
    /// legacy wiring and says why).
    int dockerTimeoutMs = 10000;
    /// The value of NORSK_CTL_GPU_MODE, when set (spec: "What the nvidia profile does").
    std::optional<QString> gpuModeOverride;
    /// The identity suggestedContainerUser starts from: the process's own uid and gid.
    unsigned int uid = 0;
    unsigned int gid = 0;

    /// The real host: root "/", docker on PATH, NORSK_CTL_GPU_MODE from the environment, and
    /// this process's uid and gid.
    static HostSources fromEnvironment();
};

} // namespace Accel::Host
