// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "launchplanner.h"
#include "host/hostcodes.h"
#include "launchcodes.h"
#include "launchtr.h"
#include "regularexpression.h"

#include "basecodes.h"
#include "excerpt.h"
#include "statedir.h"

#include "host/accelprobe.h"
#include "host/containeruser.h"
#include "host/hostprobe.h"
#include "sideload/bundlemanifest.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

namespace Accel::Launch {

namespace {
int majorVersion(const QString &version)
{
    return version.section(QLatin1Char('.'), 0, 0).toInt();
}
} // namespace

std::optional<QString> LaunchPlanner::checkShmSize(const QString &value)
{
    // Compose reads shm_size as a byte count with an optional unit: b, k, m, g (kb, mb, gb).
    static const RegularExpression size = RegularExpression::builtIn(R"((?i)(\d+)([bkmg]b?)?)");
    const RegularExpression::Match m = size.matchEntirely(value.trimmed());
    if (!m.hasMatch()) {
        return Tr::tr("\"%1\" is not a size: give a number with an optional unit b, k, m or g, "
                      "e.g. 64m, 2gb, 1g")
            .arg(excerpt(value));
    }
    bool ok = false;
    const qulonglong number = m.captured(1).toULongLong(&ok);
    if (!ok || number == 0)
        return Tr::tr("\"%1\" is not a size above zero").arg(excerpt(value));
    return std::nullopt;
}

QList<Error> LaunchPlanner::missingFiles(const ProductTemplate &product, const QString &composeDir)
{
    QList<Error> missing;
    const QDir base(composeDir);
    const auto check = [&](const QString &file, const QString &key) {
        // Empty, or with a ${VAR} only compose can substitute: not ours to judge.
        if (file.isEmpty() || file.contains(QLatin1Char('$')))
            return;
        const QString path = QDir::cleanPath(base.absoluteFilePath(file));
        if (QFileInfo::exists(path))
            return;
        missing << Error::of(
            Code::PRODUCT_FILE_MISSING,
            Tr::tr("%1 needs %2 (%3), which does not exist")
                .arg(excerpt(product.name), excerpt(path), excerpt(key)),
            Tr::tr("Create %1 before launching (compose reads it at start-up)").arg(excerpt(path)));
    };
    for (const char *section : {"secrets", "configs"}) {
        const QJsonObject entries = product.compose.value(QLatin1String(section)).toObject();
        for (auto it = entries.begin(); it != entries.end(); ++it) {
            check(it.value().toObject().value(QLatin1String("file")).toString(),
                  QStringLiteral("%1.%2.file").arg(QLatin1String(section), it.key()));
        }
    }
    const QJsonObject services = product.compose.value(QLatin1String("services")).toObject();
    for (auto it = services.begin(); it != services.end(); ++it) {
        const QJsonValue envFile = it.value().toObject().value(QLatin1String("env_file"));
        const QString key = QStringLiteral("services.%1.env_file").arg(it.key());
        if (envFile.isString())
            check(envFile.toString(), key);
        for (const QJsonValue &entry : envFile.toArray()) {
            // Compose v2 also takes {path, required: false}.
            const QJsonObject o = entry.toObject();
            if (entry.isString())
                check(entry.toString(), key);
            else if (o.value(QLatin1String("required")).toBool(true))
                check(o.value(QLatin1String("path")).toString(), key);
        }
    }
    return missing;
}

QList<Error> LaunchPlanner::composeReferences(const ProductTemplate &product,
                                              const QString &composeDir, const QString &productDir)
{
    QList<Error> found;
    const QDir base(composeDir);
    const QString root = QDir::cleanPath(QFileInfo(productDir).absoluteFilePath());
    const QString canonicalRoot = QFileInfo(root).canonicalFilePath();
    const auto inside = [](const QString &path, const QString &folder) {
        return !folder.isEmpty() &&
               (path == folder ||
                path.startsWith(folder.endsWith(QLatin1Char('/')) ? folder
                                                                  : folder + QLatin1Char('/')));
    };
    const auto check = [&](const QJsonValue &value, const QString &key) {
        if (!value.isString()) {
            found << Error::of(
                Code::PRODUCT_INVALID,
                Tr::tr("%1: %2 is not a path").arg(excerpt(product.name), excerpt(key)));
            return;
        }
        const QString file = value.toString();
        const QString shown = excerpt(file);
        const auto outside = [&](const QString &why) {
            //: %1 the product, %2 the compose key, %3 the path, %4 why
            found << Error::of(Code::PRODUCT_FILE_OUTSIDE,
                               Tr::tr("%1: %2 names %3, %4; a product's compose file may only "
                                      "pull in files inside its folder %5")
                                   .arg(excerpt(product.name), excerpt(key), shown, why, root),
                               Tr::tr("Copy the file into the product folder and name it with a "
                                      "relative path there."));
        };
        if (file.isEmpty()) {
            found << Error::of(
                Code::PRODUCT_INVALID,
                Tr::tr("%1: %2 is an empty path").arg(excerpt(product.name), excerpt(key)));
            return;
        }
        if (file.contains(QLatin1String("://")) || file.startsWith(QLatin1String("git@"))) {
            outside(Tr::tr("a remote file"));
            return;
        }
        if (file.contains(QLatin1Char('$'))) {
            outside(Tr::tr("which uses a variable, so where it points cannot be checked"));
            return;
        }
        const QString path = QDir::cleanPath(base.absoluteFilePath(file));
        if (!inside(path, root)) {
            outside(Tr::tr("which resolves to %1").arg(excerpt(path)));
            return;
        }
        const QFileInfo info(path);
        if (!info.exists()) {
            found << Error::of(Code::PRODUCT_FILE_MISSING,
                               Tr::tr("%1 needs %2 (%3), which does not exist")
                                   .arg(excerpt(product.name), excerpt(path), excerpt(key)),
                               Tr::tr("Create %1, or remove %2 from the compose file")
                                   .arg(excerpt(path), excerpt(key)));
            return;
        }
        // A link inside the folder that leads out of it is outside too.
        if (!inside(info.canonicalFilePath(), canonicalRoot))
            outside(Tr::tr("a link to %1").arg(excerpt(info.canonicalFilePath())));
    };
    const QJsonValue include = product.compose.value(QLatin1String("include"));
    const QJsonArray includes = include.isArray() ? include.toArray() : QJsonArray{include};
    for (qsizetype i = 0; i < includes.size() && !include.isUndefined(); ++i) {
        const QJsonValue item = includes.at(i);
        const QString key = QStringLiteral("include[%1]").arg(i);
        if (!item.isObject()) {
            check(item, key);
            continue;
        }
        const QJsonObject o = item.toObject();
        for (const char *field : {"path", "env_file"}) {
            const QJsonValue v = o.value(QLatin1String(field));
            if (v.isUndefined())
                continue;
            const QString sub = key + QLatin1Char('.') + QLatin1String(field);
            if (v.isArray()) {
                const QJsonArray list = v.toArray();
                for (qsizetype j = 0; j < list.size(); ++j)
                    check(list.at(j), sub + QStringLiteral("[%1]").arg(j));
            } else {
                check(v, sub);
            }
        }
    }
    const QJsonObject services = product.compose.value(QLatin1String("services")).toObject();
    for (auto it = services.begin(); it != services.end(); ++it) {
        const QJsonValue extends = it.value().toObject().value(QLatin1String("extends"));
        if (!extends.isObject())
            continue; // `extends: name` extends a service of the same file
        const QJsonValue file = extends.toObject().value(QLatin1String("file"));
        if (!file.isUndefined())
            check(file, QStringLiteral("services.%1.extends.file").arg(excerpt(it.key())));
    }
    return found;
}

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
    // A seam that names nothing would probe an empty host and plan for "no accelerator".
    if (const Result<void> sources = Host::checkHostSources(request.host); !sources)
        return tl::unexpected(sources.error());
    if (request.shmSize) {
        if (const auto why = checkShmSize(*request.shmSize)) {
            return fail(Code::SHM_SIZE_INVALID, Tr::tr("--shm-size: %1").arg(*why),
                        Tr::tr("Give the size of the media service's /dev/shm, e.g. 2gb"));
        }
    }
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
    bool manifestUnread = false;
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
                Code::LAUNCH_NO_IMAGE,
                Tr::tr("%1: cannot tell which media image to read the bundle manifest "
                       "from (image \"%2\")")
                    .arg(excerpt(product.name), excerpt(product.mediaImage)),
                Tr::tr("Set images.media in product.yaml, or pass --sideload-manifest FILE"));
        } else {
            const auto fromImage =
                Sideload::BundleManifest::readImage(product.mediaImage, request.dockerProgram);
            if (fromImage) {
                refs << *fromImage;
            } else {
                // The preview still shows the wiring and every bundle that is known; the launch
                // waits for the manifest.
                manifestUnread = true;
                plan.blockers << fromImage.error();
                if (fromImage.error().code == Code::IMAGE_NOT_FOUND) {
                    plan.warnings << Tr::tr("the bundle manifest of %1 cannot be read until the "
                                            "image is on this host (docker pull %1, or pass "
                                            "--sideload-manifest FILE): the image's bundles are "
                                            "not in this overlay")
                                         .arg(excerpt(product.mediaImage));
                } else {
                    plan.warnings << Tr::tr("the bundle manifest of %1 cannot be read (%2): the "
                                            "image's bundles are not in this overlay")
                                         .arg(excerpt(product.mediaImage), fromImage.error().code);
                }
            }
        }
        bool hasGpuVideo = false;
        for (const auto &ref : refs)
            hasGpuVideo |= ref.name == Sideload::BundleManifest::GpuVideoBundle;
        if (!hasGpuVideo && !manifestUnread) {
            plan.warnings << Tr::tr("the media image names no gpu-video bundle: NVENC/NVDEC "
                                    "libraries will be missing unless the image carries them");
        }
        refs << product.bundles;
        // The image's and the product's bundles all go into the media service.
        if (auto unique = Sideload::BundleManifest::checkUniqueMountPaths(refs); !unique)
            plan.blockers << unique.error();
        bool toFetch = false;
        for (const auto &ref : refs) {
            PlannedBundle planned{ref, cache.entryPath(ref.sha256), cache.contains(ref.sha256)};
            toFetch |= !planned.cached;
            plan.bundles << planned;
            mounts << BundleMount{planned.hostPath, ref.mountPath};
        }
        // What the fetch would trip over, said before anything runs.
        if (toFetch && !request.fetch.caFile.isEmpty()) {
            if (auto ca = Sideload::BundleFetcher::checkCaFile(request.fetch.caFile); !ca)
                plan.blockers << ca.error();
        }
        if (toFetch && request.fetch.allowInsecureMirror) {
            plan.warnings << Tr::tr("--allow-insecure-mirror: plain-HTTP mirror URLs are "
                                    "accepted; each bundle is still checked against its sha256");
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
    if (request.shmSize)
        input.shmSize = request.shmSize->trimmed();
    plan.overlay = ComposeOverlay::build(input);
    plan.warnings << plan.overlay.warnings;

    // What would make `up` fail, found before anything runs.
    plan.compose =
        request.compose ? *request.compose : Host::ComposeTool::detect(request.dockerProgram);
    // The header names the compose that `up` will run, as it will run it (the files by name:
    // both sit in the work directory).
    {
        Host::ComposeTool shown = plan.compose;
        if (!shown.isAvailable()) {
            shown.kind = Host::ComposeKind::Plugin;
            shown.program = QStringLiteral("docker");
        }
        const QStringList arguments =
            shown.upArguments(plan.project, {QFileInfo(plan.composePath()).fileName(),
                                             QFileInfo(plan.overlayPath()).fileName()});
        plan.overlayYaml = plan.overlay.toYaml(product.name, QFileInfo(shown.program).fileName() +
                                                                 u' ' + arguments.join(u' '));
    }
    const auto block = [&plan](const Error &error) {
        for (const Error &known : std::as_const(plan.blockers)) {
            if (known.code == error.code)
                return; // the image manifest read may have found the same daemon fault
        }
        plan.blockers << error;
    };
    QString engine = plan.gpuMode ? plan.gpuMode->serverVersion : QString();
    if (!plan.compose.isAvailable()) {
        block(plan.compose.missingError());
    } else if (engine.isEmpty()) {
        // docker info already answered for the GPU wiring when it gave the engine's version;
        // otherwise (no nvidia, or NORSK_CTL_GPU_MODE set) ask the engine now.
        const Host::DaemonCheck daemon =
            request.daemon ? *request.daemon : Host::checkDaemon(request.dockerProgram);
        if (daemon.error)
            block(*daemon.error);
        engine = daemon.serverVersion;
    }
    if (plan.gpuMode && plan.gpuMode->mode == Host::GpuMode::Cdi) {
        if (plan.compose.isAvailable() && !plan.compose.supportsCdiDevices()) {
            block(Error::of(
                Code::COMPOSE_CDI_UNSUPPORTED,
                Tr::tr("the GPU is wired by CDI device name (nvidia.com/gpu=all), which %1 %2 "
                       "cannot pass to docker: CDI device names need Compose v2 and Docker "
                       "Engine 25")
                    .arg(plan.compose.displayName(), plan.compose.version),
                Tr::tr("Install the compose plugin (docker-compose-plugin) and Docker Engine 25 "
                       "or later from Docker's packages, or install the NVIDIA Container Toolkit's "
                       "nvidia runtime and set NORSK_CTL_GPU_MODE=legacy")));
        }
        if (!engine.isEmpty() && majorVersion(engine) > 0 && majorVersion(engine) < 25) {
            block(Error::of(
                Code::DOCKER_CDI_UNSUPPORTED,
                Tr::tr("the GPU is wired by CDI device name, which Docker Engine %1 does not "
                       "support (CDI devices need Docker Engine 25 or later)")
                    .arg(engine),
                Tr::tr("Upgrade Docker Engine to 25 or later, or install the NVIDIA Container "
                       "Toolkit's nvidia runtime and set NORSK_CTL_GPU_MODE=legacy")));
        }
    }
    plan.blockers << missingFiles(product, QFileInfo(plan.composePath()).absolutePath());
    plan.blockers << composeReferences(product, QFileInfo(plan.composePath()).absolutePath(),
                                       product.isSample ? plan.workDirectory : product.directory);
    return plan;
}

Result<void> LaunchPlanner::writeFiles(const LaunchPlan &plan)
{
    // STATE/launches/PROJECT, opened and checked like every folder of the state directory
    // (StateDir): the files are written by descriptor, never through a link planted there.
    const QString launchesPath = QFileInfo(plan.workDirectory).path();
    auto state = StateDir::open(QFileInfo(launchesPath).path(), StateDir::Create::Yes);
    auto launches = state ? state->openDir(QStringLiteral("launches"), StateDir::Create::Yes)
                          : Result<StateDir>(tl::unexpected(state.error()));
    auto dir = launches ? launches->openDir(plan.project, StateDir::Create::Yes, 0755)
                        : Result<StateDir>(tl::unexpected(launches.error()));
    if (!dir) {
        if (dir.error().code == Code::STATE_DIR_UNSAFE)
            return tl::unexpected(dir.error());
        return fail(Code::LAUNCH_WRITE,
                    Tr::tr("cannot create %1: %2").arg(plan.workDirectory, dir.error().message),
                    Tr::tr("Check the permissions of the state directory, or pass --state-dir"));
    }
    const auto write = [&](const QString &path, const QByteArray &bytes) -> Result<void> {
        if (auto ok = dir->writeFile(QFileInfo(path).fileName(), bytes); !ok) {
            if (ok.error().code == Code::STATE_DIR_UNSAFE)
                return ok;
            return fail(Code::LAUNCH_WRITE, ok.error().message,
                        Tr::tr("Check the free space and permissions of the state directory"));
        }
        return {};
    };
    // docker compose resolves relative paths against the first file's folder: for a product
    // folder on disk, point at its own compose.yaml; a sample is copied out of the binary.
    if (plan.product.isSample) {
        if (auto ok = write(plan.composePath(), plan.product.composeBytes); !ok)
            return ok;
    }
    return write(plan.overlayPath(), plan.overlayYaml);
}

} // namespace Accel::Launch
