// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "composeoverlay.h"
#include "host/composetool.h"
#include "host/gpumode.h"
#include "host/hostsources.h"
#include "mandate.h"
#include "product.h"
#include "result.h"
#include "sideload/bundlefetcher.h"

#include <QString>

#include <optional>

namespace Accel::Launch {

/// Everything a launch is asked with: the CLI's flags and the form's fields (LaunchJob's params).
struct LaunchRequest
{
    std::optional<Host::Profile> hardware; ///< --hardware; nullopt: not given
    QString project;                       ///< docker compose project name; default: product name
    std::optional<QString> shmSize;        ///< --shm-size
    Host::HostSources host;
    QString stateDir;         ///< empty: the default state directory
    QString sideloadManifest; ///< the media image's bundle manifest from a file
    QString dockerProgram = QStringLiteral("docker");
    /// The compose this host has; nullopt: plan() detects it (two short process runs). The
    /// panel detects it once with the host probe and passes it on every plan.
    std::optional<Host::ComposeTool> compose;
    /// What the engine said to `docker version`; nullopt: plan() asks it when docker info did
    /// not already give the engine's version (one process run, ~0.2 s). For a caller that has
    /// just asked (a benchmark of the planner itself, a batch of plans); the panel lets every
    /// plan ask, since an engine goes down and comes back between edits.
    std::optional<Host::DaemonCheck> daemon;
    /// How bundles are fetched: the index URL, `--ca-file` (a mirror with a private CA),
    /// `--allow-insecure-mirror`, the timeouts. The plan checks the CA file; LaunchJob fetches.
    Sideload::FetchOptions fetch{};
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
    Host::ComposeTool compose; ///< what `up` will run
    /// What stops this plan from being launched although its overlay can be previewed: the
    /// media image not on this host (its bundle manifest unread), the daemon unreachable, a
    /// file the compose file needs missing, CDI wiring that this compose or engine cannot pass.
    /// Each is the error a launch would give, found before anything runs.
    QList<Error> blockers;
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
    /// or from LaunchRequest::sideloadManifest, plus the product's); builds the overlay. What
    /// would make the launch itself fail is in LaunchPlan::blockers. A --host-root or
    /// --docker-info that names nothing is Host::checkHostSources()'s error, never a plan for
    /// an empty host (issue 18, section 4).
    static Result<LaunchPlan> plan(const ProductTemplate &product, const LaunchRequest &request);

    /// The files the product's compose file needs on disk before `up` (secrets.*.file,
    /// configs.*.file, services' env_file), resolved against the folder compose runs in, that
    /// are not there: PRODUCT_FILE_MISSING each, naming the path and the compose key.
    static QList<Error> missingFiles(const ProductTemplate &product, const QString &composeDir);

    /// The compose files the product's compose file pulls in (`include:`, short or long form,
    /// and `services.*.extends.file`), resolved against `composeDir`, that compose would read
    /// from outside `productDir` (`..`, an absolute path, a link that leads out, a remote
    /// `oci://` or git URL, a `${VAR}` that cannot be judged): PRODUCT_FILE_OUTSIDE each; or that
    /// are not there: PRODUCT_FILE_MISSING. Each names the compose key and the path. A product
    /// template is not trusted (tests/README.md "Security"): what it pulls in must be inside it.
    static QList<Error> composeReferences(const ProductTemplate &product, const QString &composeDir,
                                          const QString &productDir);

    /// Checks a --shm-size value as compose reads one: a number with an optional b, k, m or
    /// g unit (kb, mb, gb too), e.g. 64m, 2gb, 1g; nullopt when valid, else why not.
    static std::optional<QString> checkShmSize(const QString &value);

    /// Writes the compose.yaml copy and the overlay into the work directory, atomically; the
    /// product's own files are never touched.
    static Result<void> writeFiles(const LaunchPlan &plan);

    /// A project name docker compose accepts: lower case, digits, '-' and '_'.
    static QString projectName(const QString &wanted);
};

} // namespace Accel::Launch
