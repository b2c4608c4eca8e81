// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "composetool.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Accel::Host {

/// An accelerator profile (spec: "What the host carries"). Also the values of `--hardware`.
enum class Profile
{
    Invalid = 0,
    None,
    Nvidia,
    Quadra,
};

/// How an NVIDIA GPU is wired into a container (spec: "What the nvidia profile does").
enum class GpuMode
{
    Invalid = 0,
    Legacy, ///< deploy.resources.reservations with the nvidia driver (NVIDIA container runtime)
    Cdi,    ///< devices: [nvidia.com/gpu=all] (Container Device Interface)
};

/// "nvidia", "quadra", "none"; empty for Invalid.
QString profileName(Profile profile);
/// The inverse of profileName; Invalid for anything else.
Profile profileFromName(const QString &name);
QString gpuModeName(GpuMode mode);
GpuMode gpuModeFromName(const QString &name);

struct NvidiaGpu
{
    QString model;      ///< "NVIDIA H200"; empty when the driver did not say
    QString pciAddress; ///< "0000:18:00.0"
    /// The driver's "Device Minor": this GPU is /dev/nvidia<minor>. Not part of the JSON contract.
    std::optional<int> deviceMinor;
};

/// One NETINT Quadra card, driven as an NVMe block device.
struct QuadraCard
{
    QString node;       ///< the namespace block device, "/dev/nvme1n1" (mapped into containers)
    QString controller; ///< the NVMe controller, "nvme1"
    std::optional<QString> pciAddress; ///< from the controller's `device` link, when it resolves
    std::optional<QString> model;      ///< sysfs `model`, trimmed, when readable
};

/// What the device probe found: the answer to "is it here?" and "what do I map?".
struct AccelInventory
{
    bool hasNvidia = false;
    QStringList nvidiaDevices; ///< "/dev/nvidia0", "/dev/nvidia1", ... in numeric order
    QList<NvidiaGpu> nvidiaGpus;
    QList<QuadraCard> quadraCards; ///< in controller-number order
    QStringList warnings;

    /// nvidia beats quadra; neither is none.
    Profile profile() const;
    /// Every accelerator the host has, nvidia first.
    QList<Profile> accelerators() const;
    bool has(Profile profile) const;
};

/// The full answer of `accelctl get hardware` and the Hardware panel.
struct HardwareReport
{
    AccelInventory inventory;
    GpuMode gpuMode = GpuMode::Invalid;
    QString gpuModeReason;
    QString suggestedContainerUser; ///< "uid:gid"
    QStringList warnings;           ///< the inventory's and every other source's
    /// The Docker Compose this host has: `compose` {program, version, kind}.
    ComposeTool compose{};

    /// The JSON contract of `accelctl get hardware -o json` (DESIGN.md, issue "Foundation"):
    /// profile, accelerators, nvidia{devices, gpus}, quadra{cards}, gpuMode, gpuModeReason,
    /// suggestedContainerUser, warnings, compose{program, version, kind}.
    QJsonObject toJson() const;
};

} // namespace Accel::Host
