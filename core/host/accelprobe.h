// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "hardwarereport.h"

#include <QString>

namespace Accel::Host {

/// The accelerator probe (spec: "What the host carries", "Each profile has one probe").
///
/// - nvidia: present when ROOT/dev/nvidia0 exists. Every /dev/nvidia<N> is listed, and each GPU's
///   model and PCI address is read from ROOT/proc/driver/nvidia/gpus/*/information when readable.
/// - quadra: every controller under ROOT/sys/class/nvme whose device/vendor reads 0x1d82 (any
///   case, trailing whitespace tolerated) and whose ROOT/dev/nvme<X>n1 node exists is one card.
///   A NETINT controller without its n1 node, or a sysfs file that cannot be read, becomes a
///   warning, never a card and never a crash. Other vendors are ignored.
///
/// Paths in the result and in warnings are host paths ("/dev/nvme1n1"), not ROOT-prefixed ones.
/// On any OS other than Linux the probe reports nothing (spec: macOS always reports none).
/// Reentrant; touches only the filesystem. Call it off the UI thread.
class AccelProbe
{
public:
    explicit AccelProbe(QString rootDir = QStringLiteral("/"));

    AccelInventory probe() const;

    /// PCI vendor id of NETINT Technologies (netint-quadra-facts.json: NETINT_PCI_VENDOR_ID).
    static constexpr QLatin1StringView NetintVendorId{"0x1d82"};

private:
    void probeNvidia(AccelInventory &inventory) const;
    void probeQuadra(AccelInventory &inventory) const;
    QString hostPath(const QString &path) const;

    QString m_rootDir;
};

} // namespace Accel::Host
