// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "launchplanner.h"

#include "host/accelprobe.h"
#include "host/containeruser.h"
#include "sideload/bundlemanifest.h"

#include <QCoreApplication>
#include <QDir>
#include <QSaveFile>

namespace Accel::Launch {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Accel::Launch)
};

Result<void> writeAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        return fail(QStringLiteral("LAUNCH_WRITE"),
                    Tr::tr("cannot write %1: %2").arg(path, file.errorString()),
                    Tr::tr("Check the free space and permissions of the state directory"));
    }
    return {};
}
} // namespace

QString LaunchPlanner::projectName(const QString &wanted)
{
    QString name;
    for (QChar c : wanted.toLower()) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) || c.isDigit() ||
            c == QLatin1Char('-') || c == QLatin1Char('_'))
            name += c;
        else if (!name.endsWith(QLatin1Char('-')))
            name += QLatin1Char('-');
    }
    while (name.startsWith(QLatin1Char('-')) || name.startsWith(QLatin1Char('_')))
        name.remove(0, 1);
    return name.isEmpty() ? QStringLiteral("accel") : name;
}

Result<LaunchPlan> LaunchPlanner::plan(const ProductTemplate &product, const LaunchRequest &request)
{
    LaunchPlan plan;
    plan.product = product;
    plan.project = projectName(request.project.isEmpty() ? product.name : request.project);
    const Sideload::SideloadCache cache(request.stateDir);
    plan.workDirectory = cache.stateDir() + QStringLiteral("/launches/") + plan.project;

    // Probed at most once: the mandate may need the host, and quadra then maps the same cards.
    const Host::AccelProbe probe(request.host.rootDir);
    std::optional<Host::AccelInventory> inventory;
    const auto host = [&]() -> const Host::AccelInventory & {
        if (!inventory)
            inventory = probe.probe();
        return *inventory;
    };
    plan.decision =
        MandateResolver::resolve(product.accelerator, request.hardware, host, product.name);
    if (plan.decision.refusal)
        return tl::unexpected(plan.decision.refusal->toError());

    const Host::Profile reserve = plan.decision.reserve;
    if (reserve == Host::Profile::Quadra) {
        plan.containerUser =
            Host::ContainerUser::suggest(Host::Profile::Quadra, request.host.uid, request.host.gid,
                                         request.host.rootDir, &plan.warnings);
    }
    QList<BundleMount> mounts;
    if (reserve == Host::Profile::Nvidia) {
        const auto mode = Host::GpuModeResolver::resolve(request.host);
        if (!mode)
            return tl::unexpected(mode.error());
        plan.gpuMode = *mode;

        QList<Sideload::BundleRef> refs;
        if (!request.sideloadManifest.isEmpty()) {
            const auto fromFile = Sideload::BundleManifest::readFile(request.sideloadManifest);
            if (!fromFile)
                return tl::unexpected(fromFile.error());
            refs << *fromFile;
        } else if (product.mediaImage.isEmpty() || product.mediaImage.contains(QLatin1Char('$'))) {
            return fail(
                QStringLiteral("LAUNCH_NO_IMAGE"),
                Tr::tr("%1: cannot tell which media image to read the bundle manifest "
                       "from (image \"%2\")")
                    .arg(product.name, product.mediaImage),
                Tr::tr("Set images.media in product.yaml, or pass --sideload-manifest FILE"));
        } else {
            const auto fromImage =
                Sideload::BundleManifest::readImage(product.mediaImage, request.dockerProgram);
            if (!fromImage)
                return tl::unexpected(fromImage.error());
            refs << *fromImage;
        }
        bool hasGpuVideo = false;
        for (const auto &ref : refs)
            hasGpuVideo |= ref.name == Sideload::BundleManifest::GpuVideoBundle;
        if (!hasGpuVideo) {
            plan.warnings << Tr::tr("the media image names no gpu-video bundle: NVENC/NVDEC "
                                    "libraries will be missing unless the image carries them");
        }
        refs << product.bundles;
        for (const auto &ref : refs) {
            PlannedBundle planned{ref, cache.entryPath(ref.sha256), cache.contains(ref.sha256)};
            plan.bundles << planned;
            mounts << BundleMount{planned.hostPath, ref.mountPath};
        }
    }

    ComposeOverlay::Input input;
    input.mediaService = product.mediaService;
    input.services = product.serviceNames();
    input.reserve = reserve;
    input.gpuMode = plan.gpuMode ? plan.gpuMode->mode : Host::GpuMode::Legacy;
    input.bundles = mounts;
    if (reserve == Host::Profile::Quadra)
        input.cards = host().quadraCards;
    input.containerUser = plan.containerUser;
    input.shmSize = request.shmSize;
    plan.overlay = ComposeOverlay::build(input);
    plan.warnings << plan.overlay.warnings;
    plan.overlayYaml = plan.overlay.toYaml(product.name);
    return plan;
}

Result<void> LaunchPlanner::writeFiles(const LaunchPlan &plan)
{
    if (!QDir().mkpath(plan.workDirectory)) {
        return fail(QStringLiteral("LAUNCH_WRITE"),
                    Tr::tr("cannot create %1").arg(plan.workDirectory),
                    Tr::tr("Check the permissions of the state directory, or pass --state-dir"));
    }
    // docker compose resolves relative paths against the first file's folder: for a product
    // folder on disk, point at its own compose.yaml; a sample is copied out of the binary.
    if (plan.product.isSample) {
        if (auto ok = writeAtomically(plan.composePath(), plan.product.composeBytes); !ok)
            return ok;
    }
    return writeAtomically(plan.overlayPath(), plan.overlayYaml);
}

} // namespace Accel::Launch
