// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "sideloadcache.h"
#include "sideloadcodes.h"
#include "sideloadtr.h"

#include "logging.h"
#include "resourcelimits.h"
#include "sha256.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace Accel::Sideload {

namespace {
qint64 treeSize(const QString &path)
{
    qint64 total = 0;
    QDirIterator it(path, QDir::Files | QDir::Hidden | QDir::NoSymLinks,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        total += it.fileInfo().size();
    }
    return total;
}
} // namespace

SideloadCache::SideloadCache(QString stateDir)
    : m_stateDir(std::move(stateDir))
{
    if (m_stateDir.isEmpty())
        m_stateDir = defaultStateDir();
}

QString SideloadCache::defaultStateDir()
{
    QString base = qEnvironmentVariable("XDG_STATE_HOME");
    if (base.isEmpty())
        base = QDir::homePath() + QStringLiteral("/.local/state");
    return base + QStringLiteral("/accel-console");
}

QString SideloadCache::root() const
{
    return m_stateDir + QStringLiteral("/sideload");
}

QString SideloadCache::entryPath(const QString &sha256) const
{
    return root() + QLatin1Char('/') + sha256;
}

QString SideloadCache::partialPath(const QString &sha256) const
{
    return root() + QStringLiteral("/.partial/") + sha256;
}

QString SideloadCache::lockPath(const QString &sha256) const
{
    return root() + QLatin1Char('/') + sha256 + QStringLiteral(".lock");
}

QString SideloadCache::metaPath(const QString &sha256) const
{
    return root() + QLatin1Char('/') + sha256 + QStringLiteral(".json");
}

bool SideloadCache::contains(const QString &sha256) const
{
    return Sha256::isHexDigest(sha256) && QFileInfo(entryPath(sha256)).isDir();
}

std::optional<CacheEntry> SideloadCache::entry(const QString &sha256) const
{
    if (!contains(sha256))
        return std::nullopt;
    CacheEntry entry;
    entry.sha256 = sha256;
    entry.path = entryPath(sha256);
    QFile meta(metaPath(sha256));
    if (meta.open(QIODevice::ReadOnly)) {
        const QJsonObject o = QJsonDocument::fromJson(meta.readAll()).object();
        entry.name = o.value(QLatin1String("name")).toString();
        entry.version = o.value(QLatin1String("version")).toString();
        entry.archiveBytes = o.value(QLatin1String("archiveBytes")).toInteger(-1);
        entry.treeBytes = o.value(QLatin1String("treeBytes")).toInteger(-1);
        entry.fetchedAt = QDateTime::fromString(o.value(QLatin1String("fetchedAt")).toString(),
                                                Qt::ISODateWithMs);
        entry.lastUsed =
            QDateTime::fromString(o.value(QLatin1String("lastUsed")).toString(), Qt::ISODateWithMs);
    }
    if (!entry.lastUsed.isValid())
        entry.lastUsed = QFileInfo(entry.path).lastModified();
    return entry;
}

QList<CacheEntry> SideloadCache::entries() const
{
    QList<CacheEntry> list;
    const QStringList names = QDir(root()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &name : names) {
        if (const auto e = entry(name))
            list << *e;
    }
    std::sort(list.begin(), list.end(),
              [](const CacheEntry &a, const CacheEntry &b) { return a.lastUsed > b.lastUsed; });
    return list;
}

Result<void> SideloadCache::ensureLayout() const
{
    for (const QString &dir : QStringList{root(), root() + QStringLiteral("/.partial")}) {
        if (!QDir().mkpath(dir)) {
            return fail(Code::SIDELOAD_CACHE,
                        Tr::tr("cannot create the cache directory %1").arg(dir),
                        Tr::tr("Check the permissions of %1, or choose another with --state-dir")
                            .arg(m_stateDir));
        }
    }
    return {};
}

Result<QString> SideloadCache::makeTempDir(const QString &sha256) const
{
    if (auto ok = ensureLayout(); !ok)
        return tl::unexpected(ok.error());
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString path = root() + QStringLiteral("/.tmp-%1-%2-%3")
                                          .arg(sha256.left(16))
                                          .arg(QCoreApplication::applicationPid())
                                          .arg(attempt);
        if (!QFileInfo::exists(path) && QDir().mkdir(path))
            return path;
    }
    return fail(Code::SIDELOAD_CACHE,
                Tr::tr("cannot create a temporary directory in %1").arg(root()));
}

void SideloadCache::writeMeta(const CacheEntry &entry) const
{
    const QJsonObject o{
        {QStringLiteral("name"), entry.name},
        {QStringLiteral("version"), entry.version},
        {QStringLiteral("sha256"), entry.sha256},
        {QStringLiteral("archiveBytes"), entry.archiveBytes},
        {QStringLiteral("treeBytes"), entry.treeBytes},
        {QStringLiteral("fetchedAt"), entry.fetchedAt.toUTC().toString(Qt::ISODateWithMs)},
        {QStringLiteral("lastUsed"), entry.lastUsed.toUTC().toString(Qt::ISODateWithMs)},
    };
    // QSaveFile: a reader never sees half a metadata file.
    QSaveFile file(metaPath(entry.sha256));
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QJsonDocument(o).toJson());
        if (!file.commit())
            qCWarning(lcSideload) << "cannot write" << file.fileName() << file.errorString();
    }
}

Result<CacheEntry> SideloadCache::install(const QString &tempTree, const BundleRef &bundle,
                                          qint64 archiveBytes, qint64 treeBytes) const
{
    const QString target = entryPath(bundle.sha256);
    CacheEntry entry;
    entry.sha256 = bundle.sha256;
    entry.name = bundle.name;
    entry.version = bundle.version;
    entry.path = target;
    entry.archiveBytes = archiveBytes;
    entry.treeBytes = treeBytes >= 0 ? treeBytes : treeSize(tempTree);
    entry.fetchedAt = QDateTime::currentDateTimeUtc();
    entry.lastUsed = entry.fetchedAt;
    writeMeta(entry);
    if (QFileInfo(target).isDir()) {
        // Someone else finished first (a fetch without the lock cannot happen, but a manual
        // copy can): the existing entry is as good as ours.
        QDir(tempTree).removeRecursively();
        return entry;
    }
    if (!QDir().rename(tempTree, target)) {
        QDir(tempTree).removeRecursively();
        return fail(Code::SIDELOAD_CACHE,
                    Tr::tr("cannot move the extracted bundle into %1").arg(target),
                    Tr::tr("Check the free space and permissions of %1").arg(root()));
    }
    return entry;
}

void SideloadCache::touch(const QString &sha256) const
{
    auto e = entry(sha256);
    if (!e)
        return;
    e->lastUsed = QDateTime::currentDateTimeUtc();
    writeMeta(*e);
}

Result<QList<CacheEntry>> SideloadCache::prune(int keep) const
{
    QList<CacheEntry> removed;
    const QList<CacheEntry> all = entries();
    for (qsizetype i = std::max(0, keep); i < all.size(); ++i) {
        const CacheEntry &e = all.at(i);
        // Never prune a bundle another process is fetching or extracting right now.
        QLockFile lock(lockPath(e.sha256));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue;
        // Rename first: a half-deleted tree must not look like a valid entry.
        const QString doomed = root() + QStringLiteral("/.tmp-prune-") + e.sha256;
        if (!QDir().rename(e.path, doomed)) {
            return fail(Code::SIDELOAD_CACHE, Tr::tr("cannot remove %1").arg(e.path));
        }
        QFile::remove(metaPath(e.sha256));
        QDir(doomed).removeRecursively();
        lock.unlock();
        QFile::remove(lockPath(e.sha256));
        removed << e;
    }
    removeLeftovers(Leftovers::All);
    return removed;
}

int SideloadCache::removeLeftovers(Leftovers which) const
{
    int removed = 0;
    const QDir dir(root());
    // Temporary trees carry their process's id: .tmp-<sha>-<pid>-<n>; .tmp-prune-<sha> is a tree
    // a prune renamed away before deleting it.
    const QStringList temps =
        dir.entryList({QStringLiteral(".tmp-*")}, QDir::Dirs | QDir::Hidden | QDir::NoSymLinks);
    for (const QString &name : temps) {
        const QString pidText = name.section(QLatin1Char('-'), 2, 2);
        bool isPid = false;
        const qint64 pid = pidText.toLongLong(&isPid);
        const bool dead = isPid && pid > 0 && pid != QCoreApplication::applicationPid() &&
                          !QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid));
        if (name.startsWith(QLatin1String(".tmp-prune-")) || dead) {
            qCInfo(lcSideload) << "removing the left-over" << name;
            QDir(dir.filePath(name)).removeRecursively();
            ++removed;
        }
    }
    // A lock nobody holds (its owner died): QLockFile takes a stale one over, and unlocking
    // removes the file. The partial download under it is fair game while we hold it.
    const QDateTime dayAgo = QDateTime::currentDateTimeUtc().addDays(-1);
    const qint64 maxDownload = Limits::value(Limits::DownloadBytes);
    QStringList shas;
    for (const QString &name : dir.entryList({QStringLiteral("*.lock")}, QDir::Files))
        shas << name.chopped(5);
    for (const QString &name : QDir(root() + QStringLiteral("/.partial")).entryList(QDir::Files)) {
        if (!shas.contains(name))
            shas << name;
    }
    for (const QString &sha : std::as_const(shas)) {
        const bool hadLock = QFileInfo::exists(lockPath(sha));
        QLockFile lock(lockPath(sha));
        lock.setStaleLockTime(0); // only a dead owner makes a lock stale
        if (!lock.tryLock(0))
            continue; // a live fetch holds it
        const QFileInfo partial(partialPath(sha));
        if (partial.exists() &&
            (which == Leftovers::All || partial.lastModified().toUTC() < dayAgo ||
             partial.size() > maxDownload || !Sha256::isHexDigest(sha))) {
            qCInfo(lcSideload) << "removing the partial download" << partial.fileName();
            QFile::remove(partial.filePath());
            ++removed;
        }
        lock.unlock(); // removes the lock file
        removed += hadLock ? 1 : 0;
    }
    return removed;
}

} // namespace Accel::Sideload
