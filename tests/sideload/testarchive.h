// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QtGlobal>

/// Tar archives built at test time with libarchive's write API, so hostile bundles are readable
/// rows in the test rather than committed binary blobs.
namespace Accel::Test {

enum class Compression
{
    Invalid = 0,
    None,
    Gzip,
    Xz,
    Zstd,
    Bzip2, ///< not a bundle compression: for "unsupported" rows
};

enum class TarFormat
{
    Invalid = 0,
    Pax,   ///< restricted pax: ustar headers, pax extensions only where needed
    Gnu,   ///< GNU tar, long names as ././@LongLink members
    Ustar, ///< plain POSIX ustar
};

/// One archive member, as raw as a careless or hostile producer could write it.
struct TarMember
{
    enum class Type
    {
        Invalid = 0,
        File,
        Directory,
        Symlink,
        Hardlink,
        CharDevice,
        BlockDevice,
        Fifo,
        Socket,
    };

    QByteArray path; ///< written verbatim: absolute, `..`, anything
    Type type = Type::File;
    int mode = 0644;   ///< permission bits, setuid/setgid/sticky included
    QByteArray data{}; ///< File: contents
    QByteArray link{}; ///< Symlink: its target; Hardlink: the archive path it links to
    /// File: the size the header claims; -1 means data.size(). When it differs, the stream
    /// really holds data.size() bytes there, so the next header is not where this one says.
    qint64 declaredSize = -1;
};

/// An uncompressed tar, and where its members start (for cutting and damaging it). The offsets
/// are those before any declaredSize splice.
struct TarBytes
{
    QByteArray bytes;
    QList<qint64> memberOffsets; ///< where each member's first header starts
    qint64 endOfMembers = 0;     ///< where the end-of-archive marker starts
    QString error;               ///< libarchive's reason when a member could not be written
};

constexpr qint64 FixedMtime = 1'700'000'000; ///< every member's modification time

TarBytes buildTar(const QList<TarMember> &members, TarFormat format = TarFormat::Pax);

/// `data` compressed as `compression`; a plain copy for None. Empty with `error` set on failure.
QByteArray compress(const QByteArray &data, Compression compression, QString *error = nullptr);

/// The usual file name suffix: ".tar", ".tar.gz", ...
QString archiveSuffix(Compression compression);

bool writeFile(const QString &path, const QByteArray &bytes);

/// Builds and writes a compressed tar of `members`; returns libarchive's error, empty on success.
QString writeArchive(const QString &path, const QList<TarMember> &members,
                     Compression compression = Compression::None,
                     TarFormat format = TarFormat::Pax);

/// Streams a tar of `count` files of `bytesEach` zero bytes (file-0, file-1, ...) straight to
/// `path` without holding it in memory: decompression-bomb material. Returns the error, or empty.
QString writeZerosArchive(const QString &path, int count, qint64 bytesEach,
                          Compression compression);

} // namespace Accel::Test
