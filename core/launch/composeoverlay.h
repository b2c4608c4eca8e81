// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "host/hardwarereport.h"
#include "product.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Accel::Launch {

/// A bundle's extracted tree on the host and where the media service sees it.
struct BundleMount
{
    QString hostPath;
    QString mountPath;
};

/// The Compose overlay a launch layers over the product's compose.yaml
/// (`docker compose -f compose.yaml -f overlay.yaml`; the product's files are never modified).
///
/// - nvidia, legacy: deploy.resources.reservations.devices [{driver: nvidia, count: all,
///   capabilities: [gpu, video, compute, utility]}] on the media service (video is what
///   NVENC/NVDEC need); nvidia, cdi: devices [nvidia.com/gpu=all] and no reservation (spec:
///   "What the nvidia profile does"). Either way every bundle is bind-mounted read-only.
/// - quadra: every card's node mapped at the same path, the host /dev/shm bind-mounted over the
///   media service's own (libxcoder's shared resource table; --shm-size does not govern, and
///   saying it is a warning), and every service runs as the suggested user with the disk gid
///   (spec: "What the quadra profile does").
/// - otherwise the media service keeps a private /dev/shm, sized by --shm-size when given.
class ComposeOverlay
{
public:
    struct Input
    {
        QString mediaService;
        QStringList services; ///< every service of the product's compose.yaml
        Host::Profile reserve = Host::Profile::None;
        Host::GpuMode gpuMode = Host::GpuMode::Legacy;
        QList<BundleMount> bundles;
        QList<Host::QuadraCard> cards;
        QString containerUser; ///< "uid:gid", applied on quadra
        std::optional<QString> shmSize;
    };

    static ComposeOverlay build(const Input &input);

    QJsonObject document;
    QStringList warnings;

    /// YAML with a header comment saying what it is and how it is used: COMPOSECOMMAND, the
    /// compose program and arguments that will run ("docker-compose -p norsk-studio -f
    /// compose.yaml -f overlay.yaml up -d" on a host with Debian's standalone 1.29).
    QByteArray toYaml(const QString &productName, const QString &composeCommand) const;
};

} // namespace Accel::Launch
