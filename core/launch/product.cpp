// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "product.h"
#include "basecodes.h"
#include "excerpt.h"
#include "launchcodes.h"
#include "launchtr.h"

#include "doc/documentreader.h"
#include "doc/jsonschema.h"
#include "inputfile.h"
#include "sideload/bundlemanifest.h"

#include <QJsonDocument>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

#include <algorithm>

namespace Accel::Launch {

namespace {
const QString SamplesRoot = QStringLiteral(":/accel/products");
const QString SchemaPath = QStringLiteral(":/accel/schemas/product.schema.json");

/// product.yaml's schema, compiled once (it is embedded, so it always compiles).
const Doc::JsonSchema &productSchema()
{
    static const Doc::JsonSchema schema = [] {
        const auto compiled = Doc::JsonSchema::fromFile(SchemaPath);
        Q_ASSERT_X(compiled, "productSchema", qPrintable(compiled.error().toString()));
        return compiled ? *compiled : Doc::JsonSchema();
    }();
    return schema;
}

int editDistance(const QString &a, const QString &b)
{
    QList<int> row(b.size() + 1);
    for (qsizetype j = 0; j <= b.size(); ++j)
        row[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int above = row[j];
            const int cost = a.at(i - 1).toLower() == b.at(j - 1).toLower() ? 0 : 1;
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + cost});
            diagonal = above;
        }
    }
    return row[b.size()];
}

/// The known key closest to `key`, when one is close enough to be a misspelling.
QString nearestKey(const QString &key, const QStringList &known)
{
    QString best;
    int bestDistance = std::max<int>(2, int(key.size()) / 3) + 1;
    for (const QString &candidate : known) {
        const int d = editDistance(key, candidate);
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return best;
}

/// The first key in `value` that `schema` does not declare where it allows no others, as a
/// dotted path ("requirments", "bundles[0].mount"), with the keys it allows there.
bool findUnknownKey(const QJsonValue &value, const QJsonObject &schema, const QString &path,
                    QString *unknown, QStringList *allowed)
{
    if (value.isObject()) {
        const QJsonObject properties = schema.value(QLatin1String("properties")).toObject();
        const bool closed =
            schema.value(QLatin1String("additionalProperties")) == QJsonValue(false);
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString here = path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key();
            if (!properties.contains(it.key())) {
                if (closed) {
                    *unknown = here;
                    *allowed = properties.keys();
                    return true;
                }
                continue;
            }
            if (findUnknownKey(it.value(), properties.value(it.key()).toObject(), here, unknown,
                               allowed))
                return true;
        }
    } else if (value.isArray()) {
        const QJsonObject items = schema.value(QLatin1String("items")).toObject();
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (findUnknownKey(array.at(i), items, QStringLiteral("%1[%2]").arg(path).arg(i),
                               unknown, allowed))
                return true;
        }
    }
    return false;
}

/// Unknown keys first, with the nearest known key; then the schema's other rules.
Result<void> validateAgainstSchema(const QJsonValue &tree, const QString &productFile)
{
    static const QJsonObject schemaTree = [] {
        const auto read = Doc::readDocumentFile(SchemaPath);
        return read ? read->toObject() : QJsonObject();
    }();
    QString unknown;
    QStringList allowed;
    if (findUnknownKey(tree, schemaTree, QString(), &unknown, &allowed)) {
        const QString leaf = unknown.section(QLatin1Char('.'), -1).section(QLatin1Char('['), 0, 0);
        const QString near = nearestKey(leaf, allowed);
        return fail(Code::PRODUCT_INVALID,
                    near.isEmpty() ? Tr::tr("%1: %2: unknown key (known keys here: %3)")
                                         .arg(productFile, excerpt(unknown),
                                              allowed.join(QStringLiteral(", ")))
                                   : Tr::tr("%1: %2: unknown key; did you mean %3?")
                                         .arg(productFile, excerpt(unknown), near),
                    Tr::tr("See the product template format in README.md"));
    }
    const QList<Doc::JsonSchema::Violation> violations = productSchema().validate(tree);
    if (!violations.isEmpty()) {
        const Doc::JsonSchema::Violation &v = violations.constFirst();
        // The pointer as the other product errors name fields: requirements.accelerator.mode,
        // bundles[0].sha256.
        QString where;
        for (const QString &token : v.pointer.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
            const QString key = QString(token)
                                    .replace(QLatin1String("~1"), QLatin1String("/"))
                                    .replace(QLatin1String("~0"), QLatin1String("~"));
            bool isIndex = false;
            key.toUInt(&isIndex);
            if (isIndex)
                where += QLatin1Char('[') + key + QLatin1Char(']');
            else
                where += (where.isEmpty() ? QString() : QStringLiteral(".")) + key;
        }
        if (where.isEmpty())
            where = QStringLiteral("(document)");
        return fail(Code::PRODUCT_INVALID,
                    QStringLiteral("%1: %2: %3").arg(productFile, excerpt(where), v.message),
                    Tr::tr("See the product template format in README.md"));
    }
    return {};
}

Result<QByteArray> readAll(const QString &path)
{
    Result<QByteArray> bytes = readInputFile(path, Limits::ConfigFileBytes);
    if (!bytes && bytes.error().code == Code::FILE_READ)
        bytes.error().hint = Tr::tr("A product is a folder with compose.yaml and product.yaml");
    return bytes;
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
        return fail(Code::PRODUCT_INVALID,
                    QStringLiteral("%1: %2: %3").arg(productFile, field, why),
                    Tr::tr("See the product template format in README.md"));
    };
    if (!productTree->isObject())
        return invalid(QStringLiteral("(document)"), Tr::tr("product.yaml must be a mapping"));
    if (auto valid = validateAgainstSchema(*productTree, productFile); !valid)
        return tl::unexpected(valid.error());
    if (!composeTree->isObject() ||
        !composeTree->toObject().value(QLatin1String("services")).isObject()) {
        return fail(
            Code::PRODUCT_INVALID,
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
        return invalid(QStringLiteral("mediaService"),
                       Tr::tr("\"%1\" is not a service in compose.yaml (it has: %2)")
                           .arg(excerpt(product.mediaService),
                                excerpt(product.serviceNames().join(QStringLiteral(", ")))));
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
                           Tr::tr("\"%1\" is not fixed, default or required").arg(excerpt(mode)));
        const bool hasValue = a.contains(QLatin1String("value"));
        if (product.accelerator.mode == Mode::Required && hasValue) {
            return invalid(field + QStringLiteral(".value"),
                           Tr::tr("required leaves the choice to the operator: remove value"));
        }
        if (product.accelerator.mode != Mode::Required) {
            if (!hasValue) {
                return invalid(
                    field + QStringLiteral(".value"),
                    Tr::tr("%1 needs a value: nvidia, quadra or none").arg(excerpt(mode)));
            }
            const QString value = a.value(QLatin1String("value")).toString();
            product.accelerator.value = Host::profileFromName(value);
            if (product.accelerator.value == Host::Profile::Invalid) {
                return invalid(
                    field + QStringLiteral(".value"),
                    Tr::tr("\"%1\" is not nvidia, quadra or none")
                        .arg(excerpt(a.value(QLatin1String("value")).toVariant().toString())));
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
        return fail(Code::PRODUCT_NOT_FOUND,
                    Tr::tr("no product folder or sample named \"%1\"").arg(excerpt(name)),
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
