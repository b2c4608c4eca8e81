// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "resourcelimits.h"
#include "result.h"

#include <QString>
#include <QtGlobal>

#include <atomic>
#include <functional>

namespace Accel::Sideload {

/// Caps against decompression bombs (spec host-accelerators-and-launch.txt, "GPU sideload").
/// The defaults are the extracted-bytes and extracted-entries limits (core/limits.h); the fetcher
/// narrows maxTotalBytes to the index's `unpackedSize`, or to the extraction ratio of the archive.
struct ExtractLimits
{
    /// Uncompressed bytes written, all files together.
    qint64 maxTotalBytes = Limits::value(Limits::ExtractedBytes);
    /// Archive members, directories and links included.
    qint64 maxEntries = Limits::value(Limits::ExtractedEntries);
    /// When maxTotalBytes is the `unpackedSize` the index declares (for the message); -1: not.
    qint64 declaredTotalBytes = -1;
    /// When maxTotalBytes is the extraction ratio times the archive (for the message).
    bool ratioCapped = false;
    /// Extraction stops while the destination's file system has less than this free.
    qint64 minFreeBytes = 256LL << 20;
    /// ... or fewer free inodes than this (where the file system counts them).
    qint64 minFreeInodes = 10000;
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
/// Modes are normalised: setuid, setgid, sticky and group/world write bits are dropped (files
/// keep mode & 0755, directories (mode | 0700) & 0755, so a bundle with 0777 directories makes
/// none that others may write), and modification times are restored. Member names in messages
/// have their control characters escaped (printable()). Owners, extended attributes (file
/// capabilities among them), ACLs and file flags never are.
///
/// libarchive's own secure-extraction checks (no `..`, never through a symlink) stay on as a
/// second line. The decompressor's memory is bounded by the decompressor-memory limit: xz is
/// decoded with liblzma under that limit (libarchive 3.6 has no option for it), a zstd frame's
/// window is checked against it from the frame header, and past it the error is LIMIT_EXCEEDED
/// naming the limit, never a "check free space" hint. Each member is written to `destDir` + its
/// checked name, so extraction never depends on the process's working directory.
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
