// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QString>
#include <QtGlobal>

#include <atomic>
#include <functional>

namespace Accel::Sideload {

/// Caps against decompression bombs (spec host-accelerators-and-launch.txt, "GPU sideload").
/// The defaults are generous for a CUDA library bundle; tests and callers with a known bundle size
/// pass tighter ones.
struct ExtractLimits
{
    qint64 maxTotalBytes = 64LL << 30; ///< uncompressed bytes written, all files together
    qint64 maxEntries = 1'000'000;     ///< archive members, directories and links included
};

/// What one successful extraction wrote.
struct ExtractStats
{
    qint64 entries = 0; ///< archive members read
    qint64 bytes = 0;   ///< uncompressed bytes of regular-file data written
};

/// Extracts a GPU sideload bundle: a tar archive, compressed with gzip, xz or zstd or not at all,
/// read as a stream with libarchive.
///
/// Every member is checked before anything is written for it, and the archive is refused at the
/// first member that fails (SIDELOAD_ARCHIVE_UNSAFE, naming the archive, the member and why):
///  - absolute names and names with a `..` component (even one that would stay inside);
///  - a member that would be written through a symlink the archive created earlier, or that would
///    replace a directory with a non-directory;
///  - symlinks with an empty or absolute target, or one that, resolved from the link's own
///    directory, leaves the bundle. A target may climb (`../lib/x`) only before it descends: a
///    `..` after a name (`d/../x`) is refused, because `d` may itself be a symlink that makes the
///    climb end elsewhere than it reads;
///  - hardlinks whose target is absolute, has a `..` component, is not a file or symlink this
///    archive has already extracted, or is the link itself. A hardlink to a symlink is a second
///    symlink and its target is checked from the new place;
///  - character and block devices, FIFOs, sockets and unknown member types.
/// setuid, setgid and sticky bits are dropped (files keep mode & 0777), directories keep at least
/// 0700 for the owner, and modification times are restored. Owners, extended attributes (file
/// capabilities among them), ACLs and file flags never are.
///
/// libarchive's own secure-extraction checks (no `..`, never through a symlink) stay on as a
/// second line. Each member is written to `destDir` + its checked name, so extraction never
/// depends on the process's working directory.
class BundleExtractor
{
public:
    /// Extracts `archivePath` into `destDir`, an existing empty directory (the caller's temporary
    /// sibling of the final cache entry).
    ///
    /// On failure returns SIDELOAD_ARCHIVE_UNSAFE (which member and why),
    /// SIDELOAD_ARCHIVE_CORRUPT (truncated, missing its end-of-archive marker, not a tar archive,
    /// or compressed with something other than gzip, xz or zstd), SIDELOAD_ARCHIVE_TOO_LARGE (a cap
    /// in `limits` hit: counted on the bytes actually written, whatever the headers claim),
    /// SIDELOAD_CANCELLED, or SIDELOAD_CACHE (the cache's own code: the archive cannot be read,
    /// `destDir` is not an empty directory, or writing failed, for example the disk is full). It
    /// leaves whatever was written in `destDir`: the caller removes that directory.
    ///
    /// `cancel` is polled before starting and between data blocks. `progress`, when set, is
    /// called on this thread with the compressed bytes read so far, at most about once per MiB
    /// and once at the end.
    ///
    /// Blocking: run it off the UI thread. Reentrant: calls on different threads share nothing.
    static Result<ExtractStats> extract(const QString &archivePath, const QString &destDir,
                                        const ExtractLimits &limits = {},
                                        const std::atomic<bool> *cancel = nullptr,
                                        const std::function<void(qint64)> &progress = {});
};

} // namespace Accel::Sideload
