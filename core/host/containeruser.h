// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "hardwarereport.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace Accel::Host {

/// The container user the console suggests (spec: "What the quadra profile does").
///
/// /dev/nvme*n1 nodes are owned by root:disk, so when the resolved profile is quadra the media
/// process needs the host's disk gid: the suggestion is uid:<disk gid>, falling back to uid:gid
/// when the host has no disk group. For any other profile it is uid:gid.
class ContainerUser
{
public:
    /// The gid of group `disk` in ROOT/etc/group, if there is one. An unreadable file adds a
    /// warning and counts as no disk group.
    static std::optional<unsigned int> diskGroupId(const QString &rootDir,
                                                   QStringList *warnings = nullptr);

    /// "uid:gid" as described above.
    static QString suggest(Profile profile, unsigned int uid, unsigned int gid,
                           const QString &rootDir, QStringList *warnings = nullptr);
};

} // namespace Accel::Host
