// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "containeruser.h"
#include "hosttr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

namespace Accel::Host {

std::optional<unsigned int> ContainerUser::diskGroupId(const QString &rootDir,
                                                       QStringList *warnings)
{
    QFile group(QDir(rootDir.isEmpty() ? QStringLiteral("/") : rootDir)
                    .filePath(QStringLiteral("etc/group")));
    if (!group.open(QIODevice::ReadOnly)) {
        if (warnings && group.exists()) {
            *warnings << Tr::tr("Cannot read /etc/group: %1; the disk group is unknown")
                             .arg(group.errorString());
        }
        return std::nullopt;
    }
    // group(5): name:password:GID:members, one group a line.
    while (!group.atEnd()) {
        const QByteArray line = group.readLine().trimmed();
        const QList<QByteArray> fields = line.split(':');
        if (fields.size() >= 3 && fields.at(0) == "disk") {
            bool ok = false;
            const unsigned int gid = fields.at(2).toUInt(&ok);
            if (ok)
                return gid;
            if (warnings) {
                *warnings << Tr::tr("/etc/group has a disk entry with a malformed gid \"%1\"")
                                 .arg(QString::fromUtf8(fields.at(2)));
            }
            return std::nullopt;
        }
    }
    return std::nullopt;
}

QString ContainerUser::suggest(Profile profile, unsigned int uid, unsigned int gid,
                               const QString &rootDir, QStringList *warnings)
{
    unsigned int group = gid;
    if (profile == Profile::Quadra) {
        const qsizetype before = warnings ? warnings->size() : 0;
        if (const auto disk = diskGroupId(rootDir, warnings)) {
            group = *disk;
        } else if (warnings && warnings->size() == before) {
            *warnings << Tr::tr("%1 has no disk group: the suggested user keeps your own gid "
                                "%2, which may not open the NETINT devices (/dev/nvme*)")
                             .arg(QDir(rootDir.isEmpty() ? QStringLiteral("/") : rootDir)
                                      .filePath(QStringLiteral("etc/group")))
                             .arg(gid);
        }
    }
    return QStringLiteral("%1:%2").arg(uid).arg(group);
}

} // namespace Accel::Host
