// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "bundleref.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace Accel::Sideload {

/// Where a launch's bundles are declared (DESIGN.md, "Image bundle manifest"):
///
/// - the media image carries JSON in the label `video.norsk.sideload`:
///   `{"bundles": [{"name": "gpu-video", "version": "1.4.2", "sha256": "<64 hex>",
///   "mountPath": "/opt/norsk"}]}`; `mountPath` defaults to /opt/norsk for gpu-video;
/// - a product's product.yaml adds `bundles[]` with `name`, `sha256`, `mountPath`.
///
/// Validation errors (SIDELOAD_MANIFEST) name the source and the field. A `mountPath` must pass
/// checkMountPath(), and the bundles of one manifest must pass checkUniqueMountPaths().
class BundleManifest
{
public:
    static constexpr QLatin1StringView ImageLabel{"video.norsk.sideload"};
    static constexpr QLatin1StringView GpuVideoBundle{"gpu-video"};
    static constexpr QLatin1StringView GpuVideoMountPath{"/opt/norsk"};

    static Result<QList<BundleRef>> parse(const QByteArray &json, const QString &source);
    /// `--sideload-manifest FILE`.
    static Result<QList<BundleRef>> readFile(const QString &path);
    /// Reads the label with `docker image inspect` (an argument list, no shell). Blocks for up
    /// to `timeoutMs`. An image without the label has no bundles.
    static Result<QList<BundleRef>>
    readImage(const QString &image, const QString &dockerProgram = QStringLiteral("docker"),
              int timeoutMs = 30000);
    /// The `bundles[]` of DIR/product.yaml (absent: none).
    static Result<QList<BundleRef>> readProduct(const QString &productDir);

    /// A bundle's mount point in the container: absolute, normalised (QDir::cleanPath, no
    /// trailing slash), no control characters, not `/`, and not /dev, /proc, /sys or under them.
    /// WHERE names the declaration in the error.
    static Result<void> checkMountPath(const QString &mountPath, const QString &where);
    /// All BUNDLES are mounted into one service (the media service): no two at the same path,
    /// nor one inside another. Call it on the image's and the product's bundles together.
    static Result<void> checkUniqueMountPaths(const QList<BundleRef> &bundles);
};

} // namespace Accel::Sideload
