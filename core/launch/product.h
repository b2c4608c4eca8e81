// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "host/hardwarereport.h"
#include "result.h"
#include "sideload/bundleref.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Accel::Launch {

/// What a product declares under requirements.accelerator (spec: "Products can mandate an
/// accelerator").
struct AcceleratorRequirement
{
    enum class Mode
    {
        Invalid = 0,
        Absent,   ///< nothing declared: the pre-mandate contract
        Fixed,    ///< a mandate; value nvidia, quadra or none
        Default,  ///< a preference the product can live without
        Required, ///< the operator must choose
    };
    Mode mode = Mode::Absent;
    Host::Profile value = Host::Profile::Invalid; ///< Fixed and Default only

    /// "fixed nvidia", "default quadra", "required", "absent".
    QString toString() const;
};

/// A product template (DESIGN.md, "Product template"): a folder with compose.yaml (the product's
/// Compose file, never modified) and product.yaml:
///
///     name: norsk-transcode
///     version: 1.2.0
///     mediaService: norsk-media          # default: media
///     requirements:
///       accelerator: {mode: fixed, value: nvidia}   # or default/required, or absent
///     bundles:                           # further sideload bundles
///     - {name: inference, sha256: <64 hex>, mountPath: /opt/inference}
///     images: {media: norsk/media:1.12}  # optional: else the media service's image
class ProductTemplate
{
public:
    /// Loads and validates DIR/product.yaml and DIR/compose.yaml. Errors (PRODUCT_INVALID,
    /// or the reader's YAML_PARSE / FILE_READ) name the file and the field.
    static Result<ProductTemplate> load(const QString &dir);
    /// The samples shipped in the binary (resources/products), usable with no files on disk.
    static QStringList sampleNames();
    static Result<ProductTemplate> sample(const QString &name);
    /// A folder when one exists at `nameOrDir`, else a sample of that name.
    static Result<ProductTemplate> open(const QString &nameOrDir);

    QString name;
    QString version;
    QString mediaService = QStringLiteral("media");
    AcceleratorRequirement accelerator;
    QList<Sideload::BundleRef> bundles;
    QString mediaImage; ///< images.media, else the media service's `image`
    QString directory;  ///< where it was loaded from (":/accel/products/NAME" for samples)
    bool isSample = false;
    QJsonObject compose;     ///< compose.yaml as a tree
    QByteArray composeBytes; ///< compose.yaml as written, copied verbatim for docker compose
    QByteArray productBytes; ///< product.yaml as written
    QStringList serviceNames() const;

private:
    static Result<ProductTemplate> fromBytes(const QByteArray &productYaml,
                                             const QByteArray &composeYaml, const QString &dir);
};

} // namespace Accel::Launch
