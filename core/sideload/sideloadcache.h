// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "bundleref.h"
#include "result.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace Accel::Sideload {

/// A bundle in the cache.
struct CacheEntry
{
    QString sha256;
    QString name;
    QString version;
    QString path; ///< the extracted tree, mounted read-only
    qint64 archiveBytes = -1;
    qint64 treeBytes = -1;
    QDateTime fetchedAt;
    QDateTime lastUsed;
};

/// The bundle cache under the state directory:
///
///     STATE/sideload/<sha256>/          the extracted tree (an entry exists iff this exists)
///     STATE/sideload/<sha256>.json      name, version, sizes, fetched and last-used times
///     STATE/sideload/<sha256>.lock      held while one process fetches the bundle
///     STATE/sideload/.partial/<sha256>  a download in progress, kept to resume
///     STATE/sideload/.tmp-*/            extraction in progress
///
/// A tree is extracted into a .tmp- sibling and renamed into place only once verified and
/// complete, so a crash, kill or full disk never leaves a half entry that looks valid.
class SideloadCache
{
public:
    explicit SideloadCache(QString stateDir);

    /// $XDG_STATE_HOME/accel-console, else ~/.local/state/accel-console.
    static QString defaultStateDir();

    QString stateDir() const { return m_stateDir; }
    QString root() const;
    QString entryPath(const QString &sha256) const;
    QString partialPath(const QString &sha256) const;
    QString lockPath(const QString &sha256) const;

    bool contains(const QString &sha256) const;
    std::optional<CacheEntry> entry(const QString &sha256) const;
    /// Every entry, most recently used first.
    QList<CacheEntry> entries() const;

    /// Creates the directories; SIDELOAD_CACHE names the path that cannot be made.
    Result<void> ensureLayout() const;
    /// An empty temporary directory next to the entries (same filesystem, so rename is atomic).
    Result<QString> makeTempDir(const QString &sha256) const;
    /// Moves a complete, verified tree into place and records its metadata.
    Result<CacheEntry> install(const QString &tempTree, const BundleRef &bundle,
                               qint64 archiveBytes, qint64 treeBytes) const;
    /// Records a use (for `sideload list` and prune's order).
    void touch(const QString &sha256) const;
    /// Keeps the `keep` most recently used entries and deletes the rest, with every left-over
    /// (removeLeftovers(Leftovers::All)). Returns the entries removed.
    Result<QList<CacheEntry>> prune(int keep) const;

    enum class Leftovers
    {
        Invalid = 0,
        /// What fetch() removes first: temporary trees of processes that are gone, stale locks,
        /// and partial downloads nobody is fetching that are over a day old or over the download
        /// limit (younger ones are kept to resume).
        OfDeadFetches,
        /// What prune removes: the same, and every partial download nobody is fetching.
        All,
    };
    /// Removes left-overs of fetches that died (kill -9, power loss). Never touches what a live
    /// fetch holds: a temporary tree whose process runs, a lock that is held, the partial
    /// download of a bundle whose lock is held. Returns how many items it removed.
    int removeLeftovers(Leftovers which) const;

private:
    QString metaPath(const QString &sha256) const;
    void writeMeta(const CacheEntry &entry) const;

    QString m_stateDir;
};

} // namespace Accel::Sideload
