// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "bundleextractor.h"
#include "bundleref.h"
#include "result.h"
#include "sideloadcache.h"
#include "sideloadindex.h"

#include <QDeadlineTimer>
#include <QList>
#include <QString>
#include <QUrl>

#include <atomic>
#include <functional>
#include <optional>

namespace Accel::Sideload {

/// How bundles are fetched.
struct FetchOptions
{
    QUrl indexUrl = SideloadIndex::urlFromEnvironment();
    /// PEM file of extra CA certificates to trust (a mirror with a private CA). Verification is
    /// never switched off.
    QString caFile;
    /// No bytes for this long (connecting included) aborts the transfer.
    int idleTimeoutMs = 30000;
    /// The whole fetch of one bundle (index, download, resumes) ends by this deadline, however
    /// steadily a mirror trickles bytes (`sideload fetch --timeout`); 0: none.
    int deadlineMs = 60 * 60 * 1000;
    /// A transfer slower than this, averaged over lowSpeedWindowMs, ends (curl's
    /// --speed-limit/--speed-time): a drip-feed does not run to the deadline. 0: no limit.
    qint64 lowSpeedBytesPerSecond = 1024;
    int lowSpeedWindowMs = 60000;
    /// Plain-HTTP index and bundle URLs, and redirects from HTTPS to HTTP, are refused
    /// (SIDELOAD_INSECURE, SIDELOAD_REDIRECTS) unless this is set (`--allow-insecure-mirror`);
    /// the sha256 still protects what is fetched.
    bool allowInsecureMirror = false;
    int maxRedirects = 5;
    /// How many times a dropped download resumes with a Range request before giving up.
    int maxResumes = 3;
    /// How long to wait for another process fetching the same bundle.
    int lockTimeoutMs = 30 * 60 * 1000;
    ExtractLimits limits;
};

/// What a fetch is doing, for progress bars and the CLI's progress line.
struct FetchProgress
{
    enum class Phase
    {
        Invalid = 0,
        Waiting,     ///< another process holds the bundle's lock
        Index,       ///< reading the index
        Downloading, ///< bytes = received so far, total = archive size (-1: unknown)
        Extracting,  ///< bytes = compressed bytes read so far
        Done,
    };
    Phase phase = Phase::Invalid;
    QString bundle; ///< BundleRef::displayName()
    qint64 bytes = 0;
    qint64 total = -1;
};

struct FetchedBundle
{
    BundleRef bundle;
    CacheEntry entry;
    bool fromCache = false;
};

/// Fetches bundles into the cache (spec: "GPU sideload"): look each up in the index by sha256,
/// download over HTTPS while hashing (OpenSSL EVP; the file is read once), refuse a digest
/// mismatch (SIDELOAD_HASH_MISMATCH, partial file deleted, nothing installed), extract safely,
/// and rename into place. A cached bundle is reused without touching the network. Concurrent
/// fetches of one bundle, in this process or another, serialise on a lock file: one downloads,
/// the others wait and reuse.
///
/// Bounded (issue 19, core/limits.h): the index by the sideload-index limit, response heads by
/// response-headers, a download by the size the index declares or else the download limit (a
/// download past it is deleted, never kept to resume), the whole fetch by a deadline and a
/// low-speed limit (HttpFetch), the extracted tree by the index's `unpackedSize` or else the
/// extracted-bytes limit, the extraction ratio and the free space. Before fetching, the
/// left-overs of dead fetches (temporary trees, stale locks, old partial downloads) are removed.
///
/// fetch() blocks: it runs the network on a local event loop in the calling thread. The CLI
/// calls it directly; the GUI calls it through QtConcurrent and cancels with the flag.
/// Error codes: SIDELOAD_NOT_IN_INDEX, SIDELOAD_INDEX, SIDELOAD_HTTP (status), SIDELOAD_NETWORK,
/// SIDELOAD_TLS, SIDELOAD_TIMEOUT (idle, deadline or low speed), SIDELOAD_REDIRECTS,
/// SIDELOAD_INSECURE, SIDELOAD_HASH_MISMATCH, SIDELOAD_SIZE_MISMATCH, SIDELOAD_CA_FILE,
/// SIDELOAD_CACHE, SIDELOAD_LOCKED, SIDELOAD_CANCELLED, LIMIT_EXCEEDED, and the extractor's
/// SIDELOAD_ARCHIVE_*.
class BundleFetcher
{
public:
    using ProgressFunction = std::function<void(const FetchProgress &)>;

    BundleFetcher(SideloadCache cache, FetchOptions options);

    Result<FetchedBundle> fetch(const BundleRef &bundle, const std::atomic<bool> *cancel = nullptr,
                                const ProgressFunction &progress = {});
    /// Every bundle in order; stops at the first failure.
    Result<QList<FetchedBundle>> fetchAll(const QList<BundleRef> &bundles,
                                          const std::atomic<bool> *cancel = nullptr,
                                          const ProgressFunction &progress = {});

    const SideloadCache &cache() const { return m_cache; }

    /// SIDELOAD_CA_FILE, naming the file, when `path` holds no PEM certificate (or cannot be
    /// read): what a fetch with FetchOptions::caFile = path would fail with.
    static Result<void> checkCaFile(const QString &path);

private:
    Result<IndexEntry> lookUp(const BundleRef &bundle, const QDeadlineTimer &deadline,
                              const std::atomic<bool> *cancel, const ProgressFunction &progress);
    Result<FetchedBundle> fetchLocked(const BundleRef &bundle, const QDeadlineTimer &deadline,
                                      const std::atomic<bool> *cancel,
                                      const ProgressFunction &progress);

    SideloadCache m_cache;
    FetchOptions m_options;
    std::optional<SideloadIndex> m_index;
};

} // namespace Accel::Sideload
