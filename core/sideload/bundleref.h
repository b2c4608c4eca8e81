// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QString>

namespace Accel::Sideload {

/// One bundle a launch needs: named by the media image's manifest or by a product, matched by
/// content hash (spec: "GPU sideload": the libraries are ABI-coupled to the engine build, so only
/// the exact bytes will do).
struct BundleRef
{
    QString name;      ///< "gpu-video"
    QString version;   ///< may be empty for product bundles
    QString sha256;    ///< lower-case hex of the bundle archive
    QString mountPath; ///< where the extracted tree is mounted, read-only ("/opt/norsk")
    QString source;    ///< where it was declared: "image nrsk/media:1.2 label", "product.yaml"

    /// "gpu-video 1.4.2 (sha256 1a2b3c4d…)"
    QString displayName() const;
};

} // namespace Accel::Sideload
