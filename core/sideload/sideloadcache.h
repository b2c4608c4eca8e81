// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "bundleref.h"
#include "result.h"
#include "statedir.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

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
///
/// The cache trusts nothing it finds (issue 32; tests/README.md "Security"): the state directory
/// and the cache are opened through StateDir (core/statedir.h), so a cache another user can write
/// is STATE_DIR_UNSAFE, and every name in it is reached by descriptor without following a link. An
/// entry is served (and bind-mounted) only when it is a directory this user owns, a partial
/// download is resumed only when it is a regular file this user owns, and prune removes only
/// such entries: a link, FIFO or someone else's file is never followed, served or removed, and
/// is named in an error or a warning instead.
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

    /// The cache directory, checked (StateDir::open + openDir); made when `create`.
    Result<StateDir> openRoot(StateDir::Create create) const;

    /// Whether a usable entry exists: a directory this user owns, reached without a link.
    bool contains(const QString &sha256) const;
    std::optional<CacheEntry> entry(const QString &sha256) const;
    /// Every entry, most recently used first. Names that are not entries this program made
    /// (links, someone else's folders) are skipped and described in `warnings`.
    Result<QList<CacheEntry>> entries(QStringList *warnings = nullptr) const;
    /// STATE_DIR_UNSAFE when the name of SHA256's entry, lock or metadata is taken by something
    /// this program did not make (a link, a FIFO, someone else's folder); nothing when each is
    /// free or what this program makes there.
    Result<void> checkEntryName(const QString &sha256) const;

    /// Creates the directories; STATE_DIR_UNSAFE or SIDELOAD_CACHE names what cannot be used.
    Result<void> ensureLayout() const;
    /// An empty temporary directory next to the entries (same filesystem, so rename is atomic).
    Result<QString> makeTempDir(const QString &sha256) const;
    /// Opens (making it when missing) the partial download of SHA256 for reading and writing,
    /// never through a link; returns the descriptor.
    Result<int> openPartial(const QString &sha256) const;
    /// Removes the partial download of SHA256 when it is a regular file this user owns.
    void removePartial(const QString &sha256) const;
    /// Removes a temporary tree this cache made (a .tmp-* directory), by descriptor.
    void removeTempDir(const QString &path) const;
    /// Moves a complete, verified tree into place and records its metadata.
    Result<CacheEntry> install(const QString &tempTree, const BundleRef &bundle,
                               qint64 archiveBytes, qint64 treeBytes) const;
    /// Records a use (for `sideload list` and prune's order).
    void touch(const QString &sha256) const;
    /// Keeps the `keep` most recently used entries and deletes the rest, with every left-over
    /// (removeLeftovers(Leftovers::All)). Returns the entries removed; what was left alone
    /// because this program did not make it is described in `warnings`.
    Result<QList<CacheEntry>> prune(int keep, QStringList *warnings = nullptr) const;

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
    int removeLeftovers(Leftovers which, QStringList *warnings = nullptr) const;

private:
    QString metaPath(const QString &sha256) const;
    void writeMeta(const CacheEntry &entry) const;

    QString m_stateDir;
};

} // namespace Accel::Sideload
