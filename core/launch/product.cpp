// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "product.h"

#include "doc/documentreader.h"
#include "sideload/bundlemanifest.h"

#include <QJsonDocument>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

namespace Accel::Launch {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Accel::Launch)
};

const QString InvalidCode = QStringLiteral("PRODUCT_INVALID");
const QString SamplesRoot = QStringLiteral(":/accel/products");

Result<QByteArray> readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(QStringLiteral("FILE_READ"),
                    Tr::tr("cannot read %1: %2").arg(path, file.errorString()),
                    Tr::tr("A product is a folder with compose.yaml and product.yaml"));
    }
    return file.readAll();
}
} // namespace

QString AcceleratorRequirement::toString() const
{
    switch (mode) {
    case Mode::Absent:
        return QStringLiteral("absent");
    case Mode::Required:
        return QStringLiteral("required");
    case Mode::Fixed:
        return QStringLiteral("fixed ") + Host::profileName(value);
    case Mode::Default:
        return QStringLiteral("default ") + Host::profileName(value);
    case Mode::Invalid:
        break;
    }
    return {};
}

QStringList ProductTemplate::serviceNames() const
{
    return compose.value(QLatin1String("services")).toObject().keys();
}

Result<ProductTemplate> ProductTemplate::fromBytes(const QByteArray &productYaml,
                                                   const QByteArray &composeYaml,
                                                   const QString &dir)
{
    const QString productFile = dir + QStringLiteral("/product.yaml");
    const QString composeFile = dir + QStringLiteral("/compose.yaml");
    const auto productTree = Doc::readDocument(productYaml, productFile);
    if (!productTree)
        return tl::unexpected(productTree.error());
    const auto composeTree = Doc::readDocument(composeYaml, composeFile);
    if (!composeTree)
        return tl::unexpected(composeTree.error());
    const auto invalid = [&](const QString &field, const QString &why) {
        return fail(InvalidCode, QStringLiteral("%1: %2: %3").arg(productFile, field, why),
                    Tr::tr("See the product template format in README.md"));
    };
    if (!productTree->isObject())
        return invalid(QStringLiteral("(document)"), Tr::tr("product.yaml must be a mapping"));
    if (!composeTree->isObject() ||
        !composeTree->toObject().value(QLatin1String("services")).isObject()) {
        return fail(
            InvalidCode,
            Tr::tr("%1: services: a Compose file needs a services mapping").arg(composeFile));
    }

    const QJsonObject p = productTree->toObject();
    ProductTemplate product;
    product.directory = dir;
    product.compose = composeTree->toObject();
    product.composeBytes = composeYaml;
    product.productBytes = productYaml;
    product.name = p.value(QLatin1String("name")).toString();
    if (product.name.isEmpty())
        return invalid(QStringLiteral("name"), Tr::tr("every product needs a name"));
    product.version = p.value(QLatin1String("version")).toVariant().toString();
    if (p.contains(QLatin1String("mediaService")))
        product.mediaService = p.value(QLatin1String("mediaService")).toString();
    if (!product.serviceNames().contains(product.mediaService)) {
        return invalid(
            QStringLiteral("mediaService"),
            Tr::tr("\"%1\" is not a service in compose.yaml (it has: %2)")
                .arg(product.mediaService, product.serviceNames().join(QStringLiteral(", "))));
    }

    const QJsonValue accelerator =
        p.value(QLatin1String("requirements")).toObject().value(QLatin1String("accelerator"));
    const QString field = QStringLiteral("requirements.accelerator");
    if (!accelerator.isUndefined() && !accelerator.isNull()) {
        if (!accelerator.isObject())
            return invalid(field, Tr::tr("must be a mapping {mode, value}"));
        const QJsonObject a = accelerator.toObject();
        const QString mode = a.value(QLatin1String("mode")).toString();
        using Mode = AcceleratorRequirement::Mode;
        if (mode == QLatin1String("fixed"))
            product.accelerator.mode = Mode::Fixed;
        else if (mode == QLatin1String("default"))
            product.accelerator.mode = Mode::Default;
        else if (mode == QLatin1String("required"))
            product.accelerator.mode = Mode::Required;
        else
            return invalid(field + QStringLiteral(".mode"),
                           Tr::tr("\"%1\" is not fixed, default or required").arg(mode));
        const bool hasValue = a.contains(QLatin1String("value"));
        if (product.accelerator.mode == Mode::Required && hasValue) {
            return invalid(field + QStringLiteral(".value"),
                           Tr::tr("required leaves the choice to the operator: remove value"));
        }
        if (product.accelerator.mode != Mode::Required) {
            if (!hasValue) {
                return invalid(field + QStringLiteral(".value"),
                               Tr::tr("%1 needs a value: nvidia, quadra or none").arg(mode));
            }
            const QString value = a.value(QLatin1String("value")).toString();
            product.accelerator.value = Host::profileFromName(value);
            if (product.accelerator.value == Host::Profile::Invalid) {
                return invalid(field + QStringLiteral(".value"),
                               Tr::tr("\"%1\" is not nvidia, quadra or none")
                                   .arg(a.value(QLatin1String("value")).toVariant().toString()));
            }
        }
    }

    const QJsonValue bundles = p.value(QLatin1String("bundles"));
    if (!bundles.isUndefined() && !bundles.isNull()) {
        QJsonObject only{{QStringLiteral("bundles"), bundles}};
        // The sideload engine validates bundle entries for both manifests alike.
        const auto refs = Sideload::BundleManifest::parse(
            QJsonDocument(only).toJson(QJsonDocument::Compact), productFile);
        if (!refs)
            return tl::unexpected(refs.error());
        for (Sideload::BundleRef ref : *refs) {
            ref.source = productFile;
            product.bundles << ref;
        }
    }
    product.mediaImage =
        p.value(QLatin1String("images")).toObject().value(QLatin1String("media")).toString();
    if (product.mediaImage.isEmpty()) {
        product.mediaImage = product.compose.value(QLatin1String("services"))
                                 .toObject()
                                 .value(product.mediaService)
                                 .toObject()
                                 .value(QLatin1String("image"))
                                 .toString();
    }
    return product;
}

Result<ProductTemplate> ProductTemplate::load(const QString &dir)
{
    const QString clean = QDir::cleanPath(dir);
    const auto productYaml = readAll(clean + QStringLiteral("/product.yaml"));
    if (!productYaml)
        return tl::unexpected(productYaml.error());
    const auto composeYaml = readAll(clean + QStringLiteral("/compose.yaml"));
    if (!composeYaml)
        return tl::unexpected(composeYaml.error());
    auto product = fromBytes(*productYaml, *composeYaml, clean);
    if (product)
        product->isSample = clean.startsWith(SamplesRoot);
    return product;
}

QStringList ProductTemplate::sampleNames()
{
    return QDir(SamplesRoot).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

Result<ProductTemplate> ProductTemplate::sample(const QString &name)
{
    if (!sampleNames().contains(name)) {
        return fail(QStringLiteral("PRODUCT_NOT_FOUND"),
                    Tr::tr("no product folder or sample named \"%1\"").arg(name),
                    Tr::tr("Give a folder with compose.yaml and product.yaml, or a sample: %1")
                        .arg(sampleNames().join(QStringLiteral(", "))));
    }
    return load(SamplesRoot + QLatin1Char('/') + name);
}

Result<ProductTemplate> ProductTemplate::open(const QString &nameOrDir)
{
    if (QFileInfo(nameOrDir).isDir())
        return load(nameOrDir);
    return sample(nameOrDir);
}

} // namespace Accel::Launch
