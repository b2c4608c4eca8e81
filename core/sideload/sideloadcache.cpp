// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "sideloadcache.h"
#include "sideloadcodes.h"
#include "sideloadtr.h"

#include "basecodes.h"
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
#include <QStandardPaths>

#include <algorithm>

#include <fcntl.h>

namespace Accel::Sideload {

namespace {
/// Nothing this program writes as metadata is larger.
constexpr qint64 MaxMetaBytes = 1 << 20;

/// A state-directory failure as the cache reports it: STATE_DIR_UNSAFE stays itself (its hint
/// says what to do); anything else is the cache's own SIDELOAD_CACHE.
Error cacheFailure(const Error &error)
{
    if (error.code == Code::STATE_DIR_UNSAFE)
        return error;
    return Error::of(Code::SIDELOAD_CACHE, error.message, error.hint);
}

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

Result<StateDir> SideloadCache::openRoot(StateDir::Create create) const
{
    auto state = StateDir::open(m_stateDir, create);
    if (!state)
        return tl::unexpected(state.error());
    return state->openDir(QStringLiteral("sideload"), create);
}

Result<void> SideloadCache::checkEntryName(const QString &sha256) const
{
    if (!Sha256::isHexDigest(sha256))
        return {};
    const auto dir = openRoot(StateDir::Create::No);
    if (!dir)
        return {}; // no cache yet: the fetch makes it, and says so if it cannot
    const StateDir::Entry tree = dir->entry(sha256);
    if (tree.kind != StateDir::Kind::Missing && !tree.isOurDirectory())
        return tl::unexpected(dir->foreignEntry(sha256, tree));
    for (const QString &name :
         {QString(sha256 + QStringLiteral(".lock")), QString(sha256 + QStringLiteral(".json"))}) {
        const StateDir::Entry file = dir->entry(name);
        if (file.kind != StateDir::Kind::Missing && !file.isOurFile())
            return tl::unexpected(dir->foreignEntry(name, file));
    }
    return {};
}

bool SideloadCache::contains(const QString &sha256) const
{
    if (!Sha256::isHexDigest(sha256))
        return false;
    const auto dir = openRoot(StateDir::Create::No);
    return dir && dir->entry(sha256).isOurDirectory();
}

std::optional<CacheEntry> SideloadCache::entry(const QString &sha256) const
{
    if (!Sha256::isHexDigest(sha256))
        return std::nullopt;
    const auto dir = openRoot(StateDir::Create::No);
    if (!dir)
        return std::nullopt;
    const StateDir::Entry tree = dir->entry(sha256);
    if (!tree.isOurDirectory())
        return std::nullopt;
    CacheEntry entry;
    entry.sha256 = sha256;
    entry.path = entryPath(sha256);
    if (const auto meta = dir->readFile(sha256 + QStringLiteral(".json"), MaxMetaBytes)) {
        const QJsonObject o = QJsonDocument::fromJson(*meta).object();
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
        entry.lastUsed = tree.modified;
    return entry;
}

Result<QList<CacheEntry>> SideloadCache::entries(QStringList *warnings) const
{
    QList<CacheEntry> list;
    const auto dir = openRoot(StateDir::Create::No);
    if (!dir) {
        if (dir.error().code == Code::STATE_DIR_UNSAFE)
            return tl::unexpected(dir.error());
        return list; // no cache yet
    }
    for (const StateDir::Entry &e : dir->entries()) {
        if (!Sha256::isHexDigest(e.name))
            continue;
        if (!e.isOurDirectory()) {
            if (warnings)
                *warnings << dir->foreignEntry(e.name, e).message;
            continue;
        }
        if (const auto found = entry(e.name))
            list << *found;
    }
    std::sort(list.begin(), list.end(),
              [](const CacheEntry &a, const CacheEntry &b) { return a.lastUsed > b.lastUsed; });
    return list;
}

Result<void> SideloadCache::ensureLayout() const
{
    auto dir = openRoot(StateDir::Create::Yes);
    if (!dir)
        return tl::unexpected(cacheFailure(dir.error()));
    if (auto partial = dir->openDir(QStringLiteral(".partial"), StateDir::Create::Yes); !partial)
        return tl::unexpected(cacheFailure(partial.error()));
    return {};
}

Result<QString> SideloadCache::makeTempDir(const QString &sha256) const
{
    auto dir = openRoot(StateDir::Create::Yes);
    if (!dir)
        return tl::unexpected(cacheFailure(dir.error()));
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString name = QStringLiteral(".tmp-%1-%2-%3")
                                 .arg(sha256.left(16))
                                 .arg(QCoreApplication::applicationPid())
                                 .arg(attempt);
        // 0755: the tree becomes the entry, which a container's non-root user reads.
        if (dir->entry(name).kind == StateDir::Kind::Missing && dir->makeDir(name, 0755))
            return dir->filePath(name);
    }
    return fail(Code::SIDELOAD_CACHE,
                Tr::tr("cannot create a temporary directory in %1").arg(root()));
}

Result<int> SideloadCache::openPartial(const QString &sha256) const
{
    auto dir = openRoot(StateDir::Create::Yes);
    if (!dir)
        return tl::unexpected(cacheFailure(dir.error()));
    auto partial = dir->openDir(QStringLiteral(".partial"), StateDir::Create::Yes);
    if (!partial)
        return tl::unexpected(cacheFailure(partial.error()));
    auto fd = partial->openFile(sha256, O_RDWR | O_CREAT, 0600);
    if (!fd)
        return tl::unexpected(cacheFailure(fd.error()));
    return *fd;
}

void SideloadCache::removePartial(const QString &sha256) const
{
    const auto dir = openRoot(StateDir::Create::No);
    if (!dir)
        return;
    const auto partial = dir->openDir(QStringLiteral(".partial"), StateDir::Create::No);
    if (partial && partial->entry(sha256).isOurFile())
        partial->remove(sha256);
}

void SideloadCache::removeTempDir(const QString &path) const
{
    const QString name = QFileInfo(path).fileName();
    if (!name.startsWith(QLatin1String(".tmp-")))
        return;
    const auto dir = openRoot(StateDir::Create::No);
    if (dir && dir->entry(name).isOurDirectory())
        dir->removeTree(name);
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
    // Written beside and renamed over: a reader never sees half a metadata file, and a link of
    // that name is replaced, never written through.
    const auto dir = openRoot(StateDir::Create::No);
    if (!dir)
        return;
    if (auto ok = dir->writeFile(entry.sha256 + QStringLiteral(".json"), QJsonDocument(o).toJson());
        !ok)
        qCWarning(lcSideload) << "cannot write the metadata of" << entry.sha256
                              << ok.error().message;
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
    auto dir = openRoot(StateDir::Create::No);
    if (!dir) {
        removeTempDir(tempTree);
        return tl::unexpected(cacheFailure(dir.error()));
    }
    const QString tempName = QFileInfo(tempTree).fileName();
    const StateDir::Entry existing = dir->entry(bundle.sha256);
    if (existing.kind != StateDir::Kind::Missing && !existing.isOurDirectory()) {
        dir->removeTree(tempName);
        return tl::unexpected(dir->foreignEntry(bundle.sha256, existing));
    }
    writeMeta(entry);
    if (existing.isOurDirectory()) {
        // Someone else finished first (a fetch without the lock cannot happen, but a manual
        // copy can): the existing entry is as good as ours.
        dir->removeTree(tempName);
        return entry;
    }
    if (auto moved = dir->rename(tempName, bundle.sha256); !moved) {
        dir->removeTree(tempName);
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

Result<QList<CacheEntry>> SideloadCache::prune(int keep, QStringList *warnings) const
{
    QList<CacheEntry> removed;
    const auto all = entries(warnings);
    if (!all)
        return tl::unexpected(all.error());
    const auto dir = openRoot(StateDir::Create::No);
    if (!dir)
        return removed;
    for (qsizetype i = std::max(0, keep); i < all->size(); ++i) {
        const CacheEntry &e = all->at(i);
        const QString lockName = e.sha256 + QStringLiteral(".lock");
        const StateDir::Entry lockEntry = dir->entry(lockName);
        if (lockEntry.kind != StateDir::Kind::Missing && !lockEntry.isOurFile()) {
            if (warnings)
                *warnings << dir->foreignEntry(lockName, lockEntry).message;
            continue;
        }
        // Never prune a bundle another process is fetching or extracting right now.
        QLockFile lock(lockPath(e.sha256));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue;
        // Rename first: a half-deleted tree must not look like a valid entry. Checked again
        // just before: only a directory this user owns is renamed and walked.
        const QString doomed = QStringLiteral(".tmp-prune-") + e.sha256;
        if (!dir->entry(e.sha256).isOurDirectory())
            continue;
        if (auto moved = dir->rename(e.sha256, doomed); !moved)
            return fail(Code::SIDELOAD_CACHE, Tr::tr("cannot remove %1").arg(e.path));
        const QString metaName = e.sha256 + QStringLiteral(".json");
        if (dir->entry(metaName).isOurFile())
            dir->remove(metaName);
        if (auto gone = dir->removeTree(doomed); !gone)
            qCWarning(lcSideload) << gone.error().message;
        lock.unlock(); // removes the lock file
        removed << e;
    }
    removeLeftovers(Leftovers::All, warnings);
    return removed;
}

int SideloadCache::removeLeftovers(Leftovers which, QStringList *warnings) const
{
    int removed = 0;
    const auto dir = openRoot(StateDir::Create::No);
    if (!dir)
        return 0;
    const auto note = [&](const StateDir::Entry &e) {
        if (warnings)
            *warnings << dir->foreignEntry(e.name, e).message;
    };
    QStringList shas;
    for (const StateDir::Entry &e : dir->entries()) {
        // Temporary trees carry their process's id: .tmp-<sha>-<pid>-<n>; .tmp-prune-<sha> is a
        // tree a prune renamed away before deleting it.
        if (e.name.startsWith(QLatin1String(".tmp-"))) {
            if (!e.isOurDirectory()) {
                note(e);
                continue;
            }
            const QString pidText = e.name.section(QLatin1Char('-'), 2, 2);
            bool isPid = false;
            const qint64 pid = pidText.toLongLong(&isPid);
            const bool dead = isPid && pid > 0 && pid != QCoreApplication::applicationPid() &&
                              !QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid));
            if (e.name.startsWith(QLatin1String(".tmp-prune-")) || dead) {
                qCInfo(lcSideload) << "removing the left-over" << e.name;
                if (dir->removeTree(e.name))
                    ++removed;
            }
        } else if (e.name.endsWith(QLatin1String(".lock"))) {
            if (!e.isOurFile()) {
                note(e);
                continue;
            }
            shas << e.name.chopped(5);
        }
    }
    const auto partialDir = dir->openDir(QStringLiteral(".partial"), StateDir::Create::No);
    if (partialDir) {
        for (const StateDir::Entry &e : partialDir->entries()) {
            if (!e.isOurFile()) {
                note(e);
                continue;
            }
            if (!shas.contains(e.name))
                shas << e.name;
        }
    }
    // A lock nobody holds (its owner died): QLockFile takes a stale one over, and unlocking
    // removes the file. The partial download under it is fair game while we hold it.
    const QDateTime dayAgo = QDateTime::currentDateTimeUtc().addDays(-1);
    const qint64 maxDownload = Limits::value(Limits::DownloadBytes);
    for (const QString &sha : std::as_const(shas)) {
        if (!StateDir::isPlainName(sha + QStringLiteral(".lock")))
            continue;
        const StateDir::Entry lockEntry = dir->entry(sha + QStringLiteral(".lock"));
        if (lockEntry.kind != StateDir::Kind::Missing && !lockEntry.isOurFile())
            continue;
        const bool hadLock = lockEntry.kind != StateDir::Kind::Missing;
        QLockFile lock(lockPath(sha));
        lock.setStaleLockTime(0); // only a dead owner makes a lock stale
        if (!lock.tryLock(0))
            continue; // a live fetch holds it
        const StateDir::Entry partial = partialDir ? partialDir->entry(sha) : StateDir::Entry{};
        if (partial.isOurFile() && (which == Leftovers::All || partial.modified < dayAgo ||
                                    partial.size > maxDownload || !Sha256::isHexDigest(sha))) {
            qCInfo(lcSideload) << "removing the partial download" << sha;
            if (partialDir->remove(sha))
                ++removed;
        }
        lock.unlock(); // removes the lock file
        removed += hadLock ? 1 : 0;
    }
    return removed;
}

} // namespace Accel::Sideload
