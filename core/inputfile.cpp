// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "inputfile.h"
#include "basecodes.h"
#include "basetr.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <linux/magic.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

namespace Accel {

namespace {

constexpr qint64 MinGrowBytes = 64 * 1024;

tl::unexpected<Error> readFailed(const QString &path, const QString &reason)
{
    return fail(Code::FILE_READ, Tr::tr("cannot read %1: %2").arg(path, reason),
                Tr::tr("Check that the file exists and that you may read it."));
}

/// `size`: the size found before reading; -1 for a file that grew past it while it was read, -2
/// when no size was known (a pipe, a /proc file).
tl::unexpected<Error> tooLarge(const QString &path, const Limits::Limit &limit, qint64 size)
{
    QString detail;
    if (size >= 0)
        detail = Tr::tr("the file is %1").arg(Limits::formatValue(limit, size));
    else if (size == -1)
        detail = Tr::tr("the file grew while it was read");
    return tl::unexpected(Limits::exceeded(limit, path, detail));
}

QString kindOf(mode_t mode)
{
    if (S_ISFIFO(mode))
        return Tr::tr("a FIFO (named pipe)");
    if (S_ISCHR(mode))
        return Tr::tr("a character device");
    if (S_ISBLK(mode))
        return Tr::tr("a block device");
    if (S_ISSOCK(mode))
        return Tr::tr("a socket");
    return Tr::tr("not a regular file");
}

tl::unexpected<Error> notRegular(const QString &path, mode_t mode, bool stdinAllowed)
{
    return fail(Code::FILE_NOT_REGULAR,
                Tr::tr("%1 is %2; only regular files are read").arg(path, kindOf(mode)),
                stdinAllowed ? Tr::tr("Give the path of a regular file, or \"-\" to read "
                                      "standard input (a pipe works there).")
                             : Tr::tr("Give the path of a regular file."));
}

/// Reads `fd` to its end, at most `max` bytes; `expected` sizes the first buffer.
Result<QByteArray> readBounded(int fd, const QString &path, const Limits::Limit &limit,
                               qint64 expected)
{
    const qint64 max = Limits::value(limit);
    QByteArray bytes;
    // One byte more than the file should have, so a file that grows is seen without a second
    // buffer; never more than one byte past the limit.
    bytes.resize(qsizetype(qMin(qMax(expected, qint64(0)), max) + 1));
    qint64 filled = 0;
    for (;;) {
        if (filled == bytes.size()) {
            if (filled > max)
                return tooLarge(path, limit, expected > 0 ? -1 : -2);
            const qint64 grown = qMin(qMax(filled * 2, MinGrowBytes), max + 1);
            bytes.resize(qsizetype(grown));
        }
        const ssize_t n = ::read(fd, bytes.data() + filled, size_t(bytes.size() - filled));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return readFailed(path, QString::fromLocal8Bit(std::strerror(errno)));
        }
        if (n == 0)
            break;
        filled += n;
        if (filled > max)
            return tooLarge(path, limit, expected > 0 ? -1 : -2);
    }
    bytes.truncate(qsizetype(filled));
    bytes.squeeze();
    return bytes;
}

Result<QByteArray> readResource(const QString &path, const Limits::Limit &limit)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return readFailed(path, file.errorString());
    const qint64 max = Limits::value(limit);
    if (file.size() > max)
        return tooLarge(path, limit, file.size());
    // Sized by the file, not by the limit: QIODevice::read(n) allocates n bytes first, and a
    // 1 GiB snapshot limit made every read a 1 GiB allocation (slow under ASan, and address
    // space a capped process lacks). A file that grows, or reports no size, is read on in
    // chunks, never past one byte over the limit.
    QByteArray bytes = file.read(qMin(file.size(), max) + 1);
    while (bytes.size() <= max && file.error() == QFileDevice::NoError) {
        const QByteArray more = file.read(qMin<qint64>(max + 1 - bytes.size(), MinGrowBytes));
        if (more.isEmpty())
            break;
        bytes += more;
    }
    if (file.error() != QFileDevice::NoError)
        return readFailed(path, file.errorString());
    if (bytes.size() > max)
        return tooLarge(path, limit, -2);
    return bytes;
}

/// Closes the descriptor on every path out.
struct FdCloser
{
    int fd = -1;
    ~FdCloser()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

/// Opens `path` without blocking and checks that it is a regular file within the limit; the
/// descriptor is left in `file`, and the size returned.
Result<qint64> openChecked(const QString &path, const Limits::Limit &limit, bool stdinAllowed,
                           FdCloser &file)
{
    const QByteArray native = QFile::encodeName(path);
    // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one; the
    // flag changes nothing for a regular file, the only kind read past the fstat below.
    do {
        file.fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    } while (file.fd < 0 && errno == EINTR);
    if (file.fd < 0)
        return readFailed(path, QString::fromLocal8Bit(std::strerror(errno)));
    struct stat info = {};
    if (::fstat(file.fd, &info) != 0)
        return readFailed(path, QString::fromLocal8Bit(std::strerror(errno)));
    // A directory stays FILE_READ ("Is a directory"), as it always was.
    if (S_ISDIR(info.st_mode))
        return readFailed(path, QString::fromLocal8Bit(std::strerror(EISDIR)));
    if (!S_ISREG(info.st_mode))
        return notRegular(path, info.st_mode, stdinAllowed);
    if (qint64(info.st_size) > Limits::value(limit))
        return tooLarge(path, limit, qint64(info.st_size));
    return qint64(info.st_size);
}

Result<QByteArray> readPath(const QString &path, const Limits::Limit &limit, bool stdinAllowed)
{
    if (path.startsWith(QLatin1Char(':')))
        return readResource(path, limit);
    FdCloser file;
    const Result<qint64> size = openChecked(path, limit, stdinAllowed, file);
    if (!size)
        return tl::unexpected(size.error());
    return readBounded(file.fd, path, limit, *size);
}

} // namespace

Result<QByteArray> readInputFile(const QString &path, const Limits::Limit &limit)
{
    return readPath(path, limit, false);
}

Result<qint64> checkInputFile(const QString &path, const Limits::Limit &limit)
{
    if (path.startsWith(QLatin1Char(':'))) {
        const qint64 size = QFile(path).size();
        if (size > Limits::value(limit))
            return tooLarge(path, limit, size);
        return size;
    }
    FdCloser file;
    return openChecked(path, limit, false, file);
}

Result<QByteArray> readSecretFile(const QString &path, const Limits::Limit &limit)
{
    if (path.startsWith(QLatin1Char(':')))
        return readResource(path, limit);
    FdCloser file;
    const Result<qint64> size = openChecked(path, limit, false, file);
    if (!size)
        return tl::unexpected(size.error());
    struct statfs fs = {};
    if (::fstatfs(file.fd, &fs) != 0)
        return readFailed(path, QString::fromLocal8Bit(std::strerror(errno)));
    switch (static_cast<unsigned long>(fs.f_type)) {
    case PROC_SUPER_MAGIC:
    case SYSFS_MAGIC:
    case DEBUGFS_MAGIC:
    case SECURITYFS_MAGIC:
    case TRACEFS_MAGIC:
    case EFIVARFS_MAGIC:
    case CGROUP2_SUPER_MAGIC:
    case BPF_FS_MAGIC:
        return fail(Code::FILE_NOT_REGULAR,
                    Tr::tr("%1 is a file the kernel makes up as it is read (/proc, /sys), not a "
                           "file that holds a secret")
                        .arg(path),
                    Tr::tr("Give the path of a regular file that holds the secret."));
    default:
        break;
    }
    return readBounded(file.fd, path, limit, *size);
}

Result<QByteArray> readInputFileOrStdin(const QString &path, const Limits::Limit &limit)
{
    if (path != QLatin1String("-"))
        return readPath(path, limit, true);
    //: how standard input is named in messages
    const QString name = Tr::tr("standard input");
    struct stat info = {};
    qint64 expected = 0;
    if (::fstat(STDIN_FILENO, &info) == 0 && S_ISREG(info.st_mode)) {
        // A redirected file: its size is known, so refuse it before reading, as for a path.
        if (qint64(info.st_size) > Limits::value(limit))
            return tooLarge(name, limit, qint64(info.st_size));
        expected = qint64(info.st_size);
    }
    return readBounded(STDIN_FILENO, name, limit, expected);
}

} // namespace Accel
