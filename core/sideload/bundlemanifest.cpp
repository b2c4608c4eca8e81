// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "bundlemanifest.h"
#include "host/hostcodes.h"
#include "sideloadcodes.h"
#include "sideloadtr.h"

#include "doc/documentreader.h"
#include "excerpt.h"
#include "host/composetool.h"
#include "printable.h"
#include "sha256.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>

namespace Accel::Sideload {

namespace {
Result<QList<BundleRef>> fromTree(const QJsonValue &tree, const QString &source, bool isProduct)
{
    if (!tree.isObject()) {
        return fail(Code::SIDELOAD_MANIFEST,
                    Tr::tr("%1: the bundle manifest is not an object").arg(source),
                    Tr::tr("Expected {\"bundles\": [{\"name\", \"sha256\", \"mountPath\"}]}"));
    }
    const QJsonValue bundles = tree.toObject().value(QLatin1String("bundles"));
    if (bundles.isUndefined() || bundles.isNull())
        return QList<BundleRef>();
    if (!bundles.isArray())
        return fail(Code::SIDELOAD_MANIFEST, Tr::tr("%1: \"bundles\" is not a list").arg(source));
    QList<BundleRef> refs;
    const QJsonArray list = bundles.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject entry = list.at(i).toObject();
        const QString where = QStringLiteral("%1: bundles[%2]").arg(source).arg(i);
        BundleRef ref;
        ref.name = entry.value(QLatin1String("name")).toString();
        ref.version = entry.value(QLatin1String("version")).toVariant().toString();
        ref.sha256 = entry.value(QLatin1String("sha256")).toString().toLower();
        ref.mountPath = entry.value(QLatin1String("mountPath")).toString();
        ref.source = source;
        if (ref.name.isEmpty())
            return fail(Code::SIDELOAD_MANIFEST, Tr::tr("%1 has no \"name\"").arg(where));
        if (!Sha256::isHexDigest(ref.sha256)) {
            return fail(
                Code::SIDELOAD_MANIFEST,
                Tr::tr("%1 (%2): \"sha256\" must be 64 hex digits, got \"%3\"")
                    .arg(where, printable(excerpt(ref.name)),
                         printable(excerpt(entry.value(QLatin1String("sha256")).toString()))));
        }
        if (ref.mountPath.isEmpty() && !isProduct && ref.name == BundleManifest::GpuVideoBundle)
            ref.mountPath = BundleManifest::GpuVideoMountPath;
        if (auto ok = BundleManifest::checkMountPath(
                ref.mountPath,
                where + QStringLiteral(" (") + printable(excerpt(ref.name)) + QLatin1Char(')'));
            !ok)
            return tl::unexpected(ok.error());
        refs << ref;
    }
    if (auto ok = BundleManifest::checkUniqueMountPaths(refs); !ok)
        return tl::unexpected(ok.error());
    return refs;
}
} // namespace

Result<void> BundleManifest::checkMountPath(const QString &mountPath, const QString &where)
{
    const QString shown = printable(excerpt(mountPath));
    const auto refuse = [&](const QString &why) -> Result<void> {
        //: %1 where the bundle is declared, %2 the path, %3 why it is refused
        return fail(Code::SIDELOAD_MANIFEST,
                    Tr::tr("%1: \"mountPath\" \"%2\" %3").arg(where, shown, why),
                    Tr::tr("Give an absolute, normalised path of its own for the bundle, such as "
                           "/opt/norsk; not /, and nothing under /dev, /proc or /sys"));
    };
    if (!mountPath.startsWith(QLatin1Char('/')))
        return refuse(Tr::tr("must be an absolute path"));
    for (const QChar c : mountPath) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return refuse(Tr::tr("holds a control character"));
    }
    if (QDir::cleanPath(mountPath) != mountPath || mountPath.contains(QLatin1String("//")))
        return refuse(Tr::tr("is not normalised (it should read \"%1\")")
                          .arg(printable(excerpt(QDir::cleanPath(mountPath)))));
    if (mountPath == QLatin1String("/"))
        return refuse(Tr::tr("would cover the container's whole file system"));
    for (const char *system : {"/dev", "/proc", "/sys"}) {
        const QString root = QLatin1String(system);
        if (mountPath == root || mountPath.startsWith(root + QLatin1Char('/')))
            return refuse(Tr::tr("is under %1, which the kernel and the runtime own").arg(root));
    }
    return {};
}

Result<void> BundleManifest::checkUniqueMountPaths(const QList<BundleRef> &bundles)
{
    for (qsizetype i = 0; i < bundles.size(); ++i) {
        for (qsizetype j = 0; j < i; ++j) {
            const QString &a = bundles.at(j).mountPath;
            const QString &b = bundles.at(i).mountPath;
            const bool nested =
                a == b || b.startsWith(a + QLatin1Char('/')) || a.startsWith(b + QLatin1Char('/'));
            if (!nested)
                continue;
            //: %1 and %3 bundles, %2 and %4 where they are declared, %5 and %6 their paths
            return fail(Code::SIDELOAD_MANIFEST,
                        Tr::tr("bundle %1 (%2) and bundle %3 (%4) are both mounted at %5 and %6 in "
                               "the media service")
                            .arg(printable(excerpt(bundles.at(j).name)),
                                 printable(excerpt(bundles.at(j).source)),
                                 printable(excerpt(bundles.at(i).name)),
                                 printable(excerpt(bundles.at(i).source)), printable(excerpt(a)),
                                 printable(excerpt(b))),
                        Tr::tr("Give every bundle a mountPath of its own, neither the same as "
                               "another's nor inside it"));
        }
    }
    return {};
}

QString BundleRef::displayName() const
{
    // The name and version come from an image's label or a product: an excerpt (issue 32).
    const QString head = excerpt(version.isEmpty() ? name : name + QLatin1Char(' ') + version);
    return head + QStringLiteral(" (sha256 ") + sha256.left(12) + QStringLiteral("…)");
}

Result<QList<BundleRef>> BundleManifest::parse(const QByteArray &json, const QString &source)
{
    const auto tree = Doc::readDocument(json, source);
    if (!tree)
        return tl::unexpected(tree.error());
    return fromTree(*tree, source, false);
}

Result<QList<BundleRef>> BundleManifest::readFile(const QString &path)
{
    const auto tree = Doc::readDocumentFile(path);
    if (!tree)
        return tl::unexpected(tree.error());
    return fromTree(*tree, path, false);
}

Result<QList<BundleRef>> BundleManifest::readProduct(const QString &productDir)
{
    const QString path = QDir(productDir).filePath(QStringLiteral("product.yaml"));
    const auto tree = Doc::readDocumentFile(path);
    if (!tree)
        return tl::unexpected(tree.error());
    return fromTree(*tree, path, true);
}

Result<QList<BundleRef>> BundleManifest::readImage(const QString &image,
                                                   const QString &dockerProgram, int timeoutMs)
{
    QProcess docker;
    docker.setProgram(dockerProgram);
    docker.setArguments({QStringLiteral("image"), QStringLiteral("inspect"),
                         QStringLiteral("--format"), QStringLiteral("{{json .Config.Labels}}"),
                         image});
    docker.setStandardInputFile(QProcess::nullDevice());
    docker.start();
    if (!docker.waitForStarted(timeoutMs)) {
        return fail(Code::DOCKER_NOT_FOUND,
                    Tr::tr("cannot run docker to read the bundle manifest of %1: %2")
                        .arg(image, docker.errorString()),
                    Tr::tr("Install docker, or pass --sideload-manifest FILE"));
    }
    if (!docker.waitForFinished(timeoutMs)) {
        docker.kill();
        docker.waitForFinished(1000);
        return fail(Code::DOCKER_TIMEOUT,
                    Tr::tr("docker image inspect %1 did not answer within %2 s")
                        .arg(image)
                        .arg(timeoutMs / 1000));
    }
    if (docker.exitStatus() != QProcess::NormalExit || docker.exitCode() != 0) {
        const QString err =
            QString::fromLocal8Bit(docker.readAllStandardError().left(65536)).trimmed();
        // Only a missing image is cured by pulling it; an unreachable daemon or a refused socket
        // keeps its own code and fix (issue: "not 'Pull the image first' when the cause is an
        // unreachable daemon").
        Host::DockerFailureContext context;
        context.dockerHost = qEnvironmentVariable("DOCKER_HOST");
        context.images = {image};
        const auto known = Host::classifyDockerFailure(err, context);
        if (known && known->code != Code::IMAGE_NOT_FOUND) {
            Error e = *known;
            e.message = Tr::tr("cannot read the bundle manifest of %1: %2").arg(image, e.message);
            e.hint = Tr::tr("%1, or pass --sideload-manifest FILE").arg(e.hint);
            return tl::unexpected(e);
        }
        return fail(Code::IMAGE_NOT_FOUND,
                    Tr::tr("image %1 is not on this host, so its bundle manifest (label %2) "
                           "cannot be read: %3")
                        .arg(image, ImageLabel, Host::dockerCauseLine(err)),
                    Tr::tr("docker pull %1, or pass --sideload-manifest FILE").arg(image));
    }
    const QString source = Tr::tr("image %1, label %2").arg(image, ImageLabel);
    const auto labels = Doc::readDocument(docker.readAllStandardOutput(), source);
    if (!labels)
        return tl::unexpected(labels.error());
    const QJsonValue label = labels->toObject().value(ImageLabel);
    if (!label.isString())
        return QList<BundleRef>();
    return parse(label.toString().toUtf8(), source);
}

} // namespace Accel::Sideload
