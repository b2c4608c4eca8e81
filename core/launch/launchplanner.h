// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "composeoverlay.h"
#include "host/gpumode.h"
#include "host/hostsources.h"
#include "mandate.h"
#include "product.h"
#include "result.h"
#include "sideload/bundlefetcher.h"

#include <QString>

#include <optional>

namespace Accel::Launch {

/// Everything a launch is asked with: the CLI's flags and the form's fields.
struct LaunchRequest
{
    std::optional<Host::Profile> hardware; ///< --hardware; nullopt: not given
    QString project;                       ///< docker compose project name; default: product name
    std::optional<QString> shmSize;        ///< --shm-size
    Host::HostSources host;
    QString stateDir;         ///< empty: the default state directory
    QString sideloadManifest; ///< the media image's bundle manifest from a file
    QString dockerProgram = QStringLiteral("docker");
};

/// A bundle of the launch and where it will be on the host.
struct PlannedBundle
{
    Sideload::BundleRef bundle;
    QString hostPath;
    bool cached = false;
};

/// A resolved launch: what it reserves and why, how the GPU is wired, which bundles it mounts
/// from where, and the overlay. Computing it reads the host and the image's manifest but never
/// the network and writes nothing (a dry run stops here).
struct LaunchPlan
{
    ProductTemplate product;
    QString project;
    MandateDecision decision;
    std::optional<Host::GpuModeDecision> gpuMode; ///< nvidia only
    QList<PlannedBundle> bundles;
    QString containerUser;
    ComposeOverlay overlay;
    QByteArray overlayYaml;
    QStringList warnings;
    QString workDirectory; ///< STATE/launches/PROJECT: the compose file copy, overlay and log
    /// The product's compose.yaml, or its copy in the work directory for a sample.
    QString composePath() const
    {
        return (product.isSample ? workDirectory : product.directory) +
               QStringLiteral("/compose.yaml");
    }
    QString overlayPath() const { return workDirectory + QStringLiteral("/overlay.yaml"); }
    QString logPath() const { return workDirectory + QStringLiteral("/docker.log"); }
};

class LaunchPlanner
{
public:
    /// Resolves the mandate (probing only when needed), refusals as their HARDWARE_* errors;
    /// for nvidia, the GPU wiring mode and the bundles (the image's manifest, read with docker
    /// or from LaunchRequest::sideloadManifest, plus the product's); builds the overlay.
    static Result<LaunchPlan> plan(const ProductTemplate &product, const LaunchRequest &request);

    /// Writes the compose.yaml copy and the overlay into the work directory, atomically; the
    /// product's own files are never touched.
    static Result<void> writeFiles(const LaunchPlan &plan);

    /// A project name docker compose accepts: lower case, digits, '-' and '_'.
    static QString projectName(const QString &wanted);
};

} // namespace Accel::Launch
