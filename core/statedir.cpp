// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "statedir.h"
#include "basecodes.h"
#include "basetr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <atomic>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <utility>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Accel {

namespace {

QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

QString modeText(mode_t mode)
{
    return QStringLiteral("0%1").arg(uint(mode & 07777), 0, 8);
}

bool othersMayWrite(mode_t mode)
{
    return (mode & (S_IWGRP | S_IWOTH)) != 0;
}

tl::unexpected<Error> unsafe(const QString &message, const QString &hint)
{
    return fail(Code::STATE_DIR_UNSAFE, message, hint);
}

/// The checks on a folder of the state directory itself (fstat of its descriptor).
Result<void> checkOwnFolder(const QString &path, const struct stat &st)
{
    const uid_t me = ::geteuid();
    if (!S_ISDIR(st.st_mode)) {
        return unsafe(Tr::tr("%1 is not a directory").arg(path),
                      Tr::tr("Remove it, or choose another state directory with --state-dir."));
    }
    if (st.st_uid != me) {
        //: %1 a folder, %2 and %3 user ids
        return unsafe(Tr::tr("%1 belongs to uid %2, not to you (uid %3): another user could "
                             "steer what is fetched, mounted and removed there")
                          .arg(path)
                          .arg(st.st_uid)
                          .arg(me),
                      Tr::tr("Choose a state directory you own with --state-dir, or give this "
                             "one to yourself (chown)."));
    }
    if (othersMayWrite(st.st_mode) && !(st.st_mode & S_ISVTX)) {
        //: %1 a folder, %2 its mode in octal
        return unsafe(Tr::tr("%1 can be written by other users (mode %2): they could plant links "
                             "there that a fetch, launch or prune would follow")
                          .arg(path, modeText(st.st_mode)),
                      Tr::tr("Run chmod go-w %1 (or chmod +t, for a shared folder you own), or "
                             "choose another state directory with --state-dir.")
                          .arg(path));
    }
    return {};
}

/// The checks on a folder above the state directory (lstat of a canonical path).
Result<void> checkAncestor(const QString &path, const QString &stateDir)
{
    struct stat st
    {
    };
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return {}; // it was there a moment ago (realpath); the open that follows will say
    const uid_t me = ::geteuid();
    if (st.st_uid != me && st.st_uid != 0) {
        //: %1 a folder, %2 the state directory, %3 a user id
        return unsafe(Tr::tr("%1, above the state directory %2, belongs to uid %3, neither you "
                             "nor root: that user could replace the state directory")
                          .arg(path, stateDir)
                          .arg(st.st_uid),
                      Tr::tr("Choose a state directory in a folder you or root own, with "
                             "--state-dir."));
    }
    if (othersMayWrite(st.st_mode) && !(st.st_mode & S_ISVTX)) {
        //: %1 a folder, %2 the state directory, %3 the folder's mode in octal
        return unsafe(Tr::tr("%1, above the state directory %2, can be written by other users "
                             "(mode %3) and is not sticky: they could replace the state "
                             "directory")
                          .arg(path, stateDir, modeText(st.st_mode)),
                      Tr::tr("Run chmod go-w %1 (or chmod +t), or choose a state directory "
                             "elsewhere with --state-dir.")
                          .arg(path));
    }
    return {};
}

StateDir::Kind stateEntryKindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return StateDir::Kind::Directory;
    if (S_ISREG(mode))
        return StateDir::Kind::File;
    if (S_ISLNK(mode))
        return StateDir::Kind::Symlink;
    return StateDir::Kind::Other;
}

QString stateEntryKindText(StateDir::Kind kind)
{
    switch (kind) {
    case StateDir::Kind::Directory:
        return Tr::tr("a directory");
    case StateDir::Kind::File:
        return Tr::tr("a file");
    case StateDir::Kind::Symlink:
        return Tr::tr("a symbolic link");
    case StateDir::Kind::Other:
        return Tr::tr("a FIFO, socket or device");
    case StateDir::Kind::Missing:
    case StateDir::Kind::Invalid:
        break;
    }
    return Tr::tr("missing");
}

/// Removes everything in the directory `dirFd` (the caller removes the directory itself).
/// Links are unlinked, never followed; subdirectories are opened with O_NOFOLLOW.
bool removeContents(int dirFd, int depth, QString *failure)
{
    if (depth > PATH_MAX / 2) { // deeper than any path can be: something is wrong
        *failure = Tr::tr("the tree is too deep");
        return false;
    }
    const int listFd = ::dup(dirFd);
    if (listFd < 0) {
        *failure = errnoText(errno);
        return false;
    }
    DIR *dir = ::fdopendir(listFd);
    if (!dir) {
        *failure = errnoText(errno);
        ::close(listFd);
        return false;
    }
    ::rewinddir(dir);
    QList<QByteArray> names;
    while (const dirent *e = ::readdir(dir)) {
        if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
            names << QByteArray(e->d_name);
    }
    ::closedir(dir);
    for (const QByteArray &name : std::as_const(names)) {
        struct stat st
        {
        };
        if (::fstatat(dirFd, name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
            if (errno == ENOENT)
                continue;
            *failure = errnoText(errno);
            return false;
        }
        if (S_ISDIR(st.st_mode)) {
            const int sub =
                ::openat(dirFd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            if (sub < 0) {
                *failure = errnoText(errno);
                return false;
            }
            const bool ok = removeContents(sub, depth + 1, failure);
            ::close(sub);
            if (!ok)
                return false;
            if (::unlinkat(dirFd, name.constData(), AT_REMOVEDIR) != 0 && errno != ENOENT) {
                *failure = errnoText(errno);
                return false;
            }
        } else if (::unlinkat(dirFd, name.constData(), 0) != 0 && errno != ENOENT) {
            *failure = errnoText(errno);
            return false;
        }
    }
    return true;
}

} // namespace

StateDir::StateDir(int fd, QString path)
    : m_fd(fd)
    , m_path(std::move(path))
{}

StateDir::~StateDir()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

StateDir::StateDir(StateDir &&other) noexcept
    : m_fd(std::exchange(other.m_fd, -1))
    , m_path(std::move(other.m_path))
{}

StateDir &StateDir::operator=(StateDir &&other) noexcept
{
    if (this != &other) {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = std::exchange(other.m_fd, -1);
        m_path = std::move(other.m_path);
    }
    return *this;
}

bool StateDir::isPlainName(const QString &name)
{
    return !name.isEmpty() && name != QLatin1String(".") && name != QLatin1String("..") &&
           !name.contains(QLatin1Char('/')) && !name.contains(QChar(0));
}

Result<StateDir> StateDir::open(const QString &path, Create create)
{
    if (path.isEmpty()) {
        return fail(Code::FILE_READ, Tr::tr("no state directory was given"),
                    Tr::tr("Pass --state-dir DIR."));
    }
    const QString absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    if (create == Create::Yes) {
        // Missing folders are made 0700, one at a time, so none is ever open to others.
        QString prefix;
        for (const QString &part : absolute.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
            prefix += QLatin1Char('/') + part;
            const QByteArray encoded = QFile::encodeName(prefix);
            if (::mkdir(encoded.constData(), 0700) != 0 && errno != EEXIST) {
                const int error = errno;
                return fail(Code::FILE_READ,
                            Tr::tr("cannot create the state directory %1: %2")
                                .arg(prefix, errnoText(error)),
                            Tr::tr("Check the permissions of its parent, or choose another with "
                                   "--state-dir."));
            }
        }
    }
    char resolved[PATH_MAX];
    if (!::realpath(QFile::encodeName(absolute).constData(), resolved)) {
        const int error = errno;
        return fail(
            Code::FILE_READ,
            Tr::tr("cannot open the state directory %1: %2").arg(absolute, errnoText(error)),
            Tr::tr("Check that it exists and that you may read it, or choose another "
                   "with --state-dir."));
    }
    const QString canonical = QFile::decodeName(resolved);
    // Every folder above it: a user who can write one of them could swap the state directory.
    QString above = canonical;
    while (above.size() > 1) {
        above = QFileInfo(above).path();
        if (auto ok = checkAncestor(above, canonical); !ok)
            return tl::unexpected(ok.error());
        if (above == QLatin1String("/"))
            break;
    }
    const int fd = ::open(resolved, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        const int error = errno;
        return fail(
            Code::FILE_READ,
            Tr::tr("cannot open the state directory %1: %2").arg(canonical, errnoText(error)),
            Tr::tr("Check that it is a directory you may read, or choose another with "
                   "--state-dir."));
    }
    StateDir dir(fd, canonical);
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0) {
        const int error = errno;
        return fail(
            Code::FILE_READ,
            Tr::tr("cannot open the state directory %1: %2").arg(canonical, errnoText(error)));
    }
    if (auto ok = checkOwnFolder(canonical, st); !ok)
        return tl::unexpected(ok.error());
    return dir;
}

Result<StateDir> StateDir::openDir(const QString &name, Create create, mode_t mode) const
{
    const QString shown = filePath(name);
    if (!isValid() || !isPlainName(name)) {
        return unsafe(Tr::tr("%1 is not a plain name inside the state directory").arg(shown),
                      Tr::tr("This is a bug; please report it."));
    }
    const QByteArray encoded = QFile::encodeName(name);
    constexpr int Flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK;
    int fd = ::openat(m_fd, encoded.constData(), Flags);
    if (fd < 0 && errno == ENOENT && create == Create::Yes) {
        if (::mkdirat(m_fd, encoded.constData(), mode) != 0 && errno != EEXIST) {
            const int error = errno;
            return fail(Code::FILE_READ,
                        Tr::tr("cannot create %1: %2").arg(shown, errnoText(error)),
                        Tr::tr("Check the permissions of %1, or choose another state directory "
                               "with --state-dir.")
                            .arg(m_path));
        }
        fd = ::openat(m_fd, encoded.constData(), Flags);
    }
    if (fd < 0) {
        const int error = errno;
        if (error == ELOOP || error == ENOTDIR)
            return tl::unexpected(foreignEntry(name, entry(name)));
        return fail(Code::FILE_READ, Tr::tr("cannot open %1: %2").arg(shown, errnoText(error)),
                    Tr::tr("Check the permissions of %1, or choose another state directory with "
                           "--state-dir.")
                        .arg(m_path));
    }
    StateDir dir(fd, shown);
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0) {
        const int error = errno;
        return fail(Code::FILE_READ, Tr::tr("cannot open %1: %2").arg(shown, errnoText(error)));
    }
    if (auto ok = checkOwnFolder(shown, st); !ok)
        return tl::unexpected(ok.error());
    return dir;
}

StateDir::Entry StateDir::entry(const QString &name) const
{
    Entry e;
    e.name = name;
    e.kind = Kind::Missing;
    if (!isValid() || !isPlainName(name))
        return e;
    struct stat st
    {
    };
    if (::fstatat(m_fd, QFile::encodeName(name).constData(), &st, AT_SYMLINK_NOFOLLOW) != 0)
        return e;
    e.kind = stateEntryKindOf(st.st_mode);
    e.ours = st.st_uid == ::geteuid();
    e.size = st.st_size;
    e.modified = QDateTime::fromSecsSinceEpoch(st.st_mtim.tv_sec, Qt::UTC)
                     .addMSecs(st.st_mtim.tv_nsec / 1000000);
    return e;
}

QList<StateDir::Entry> StateDir::entries() const
{
    QList<Entry> list;
    if (!isValid())
        return list;
    const int listFd = ::dup(m_fd);
    if (listFd < 0)
        return list;
    DIR *dir = ::fdopendir(listFd);
    if (!dir) {
        ::close(listFd);
        return list;
    }
    ::rewinddir(dir); // the duplicate shares the offset of m_fd
    QStringList names;
    while (const dirent *e = ::readdir(dir)) {
        if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
            names << QFile::decodeName(e->d_name);
    }
    ::closedir(dir);
    for (const QString &name : std::as_const(names)) {
        Entry e = entry(name);
        if (e.kind != Kind::Missing)
            list << e;
    }
    return list;
}

Error StateDir::foreignEntry(const QString &name, const Entry &found) const
{
    const QString path = filePath(name);
    const QString what =
        found.kind == Kind::Missing || found.ours || found.kind == Kind::Symlink
            ? stateEntryKindText(found.kind)
            //: %1 "a file", "a directory" ...
            : Tr::tr("%1 that belongs to another user").arg(stateEntryKindText(found.kind));
    //: %1 a path in the state directory, %2 what it is ("a symbolic link")
    return Error::of(Code::STATE_DIR_UNSAFE,
                     Tr::tr("%1 is %2, not what accelctl made there; it is neither followed, "
                            "served, mounted nor removed")
                         .arg(path, what),
                     Tr::tr("Look at it, and remove it if nobody needs it (rm %1); the next fetch "
                            "or launch makes what belongs there.")
                         .arg(path));
}

Result<int> StateDir::openFile(const QString &name, int flags, mode_t mode) const
{
    const QString shown = filePath(name);
    if (!isValid() || !isPlainName(name)) {
        return unsafe(Tr::tr("%1 is not a plain name inside the state directory").arg(shown),
                      Tr::tr("This is a bug; please report it."));
    }
    // O_NONBLOCK: a FIFO planted under the name must not block the open; cleared below.
    const int fd = ::openat(m_fd, QFile::encodeName(name).constData(),
                            flags | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, mode);
    if (fd < 0) {
        const int error = errno;
        // A link (ELOOP), a directory (EISDIR), a FIFO nobody reads (ENXIO)...: whatever is
        // there and is not our regular file is named as such.
        const Entry found = entry(name);
        if (found.kind != Kind::Missing && !found.isOurFile())
            return tl::unexpected(foreignEntry(name, found));
        return fail(Code::FILE_READ, Tr::tr("cannot open %1: %2").arg(shown, errnoText(error)),
                    Tr::tr("Check the free space and permissions of %1.").arg(m_path));
    }
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != ::geteuid()) {
        ::close(fd);
        return tl::unexpected(foreignEntry(name, entry(name)));
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    return fd;
}

Result<QByteArray> StateDir::readFile(const QString &name, qint64 maxBytes) const
{
    const auto fd = openFile(name, O_RDONLY);
    if (!fd)
        return tl::unexpected(fd.error());
    QByteArray bytes;
    char buffer[64 * 1024];
    for (;;) {
        const ssize_t n = ::read(*fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const int error = errno;
            ::close(*fd);
            return fail(Code::FILE_READ,
                        Tr::tr("cannot read %1: %2").arg(filePath(name), errnoText(error)));
        }
        if (n == 0)
            break;
        bytes.append(buffer, n);
        if (bytes.size() > maxBytes) {
            ::close(*fd);
            //: %1 a file, %2 a number of bytes
            return unsafe(Tr::tr("%1 is larger than the %2 bytes accelctl ever writes there")
                              .arg(filePath(name))
                              .arg(maxBytes),
                          Tr::tr("Remove it (rm %1); the next fetch or launch writes it again.")
                              .arg(filePath(name)));
        }
    }
    ::close(*fd);
    return bytes;
}

Result<void> StateDir::writeFile(const QString &name, const QByteArray &bytes, mode_t mode) const
{
    static std::atomic<int> counter{0};
    const QString temp = QStringLiteral(".%1.tmp-%2-%3")
                             .arg(name)
                             .arg(QCoreApplication::applicationPid())
                             .arg(counter.fetch_add(1));
    const auto fd = openFile(temp, O_WRONLY | O_CREAT | O_EXCL, mode);
    if (!fd)
        return tl::unexpected(fd.error());
    const QByteArray encodedTemp = QFile::encodeName(temp);
    const auto failed = [&](int error) {
        ::unlinkat(m_fd, encodedTemp.constData(), 0);
        return fail(Code::FILE_READ,
                    Tr::tr("cannot write %1: %2").arg(filePath(name), errnoText(error)),
                    Tr::tr("Check the free space and permissions of %1.").arg(m_path));
    };
    const char *data = bytes.constData();
    qint64 left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(*fd, data, size_t(left));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const int error = n < 0 ? errno : ENOSPC;
            ::close(*fd);
            return failed(error);
        }
        data += n;
        left -= n;
    }
    if (::close(*fd) != 0)
        return failed(errno);
    if (::renameat(m_fd, encodedTemp.constData(), m_fd, QFile::encodeName(name).constData()) != 0)
        return failed(errno);
    return {};
}

Result<void> StateDir::makeDir(const QString &name, mode_t mode) const
{
    if (!isValid() || !isPlainName(name)) {
        return unsafe(
            Tr::tr("%1 is not a plain name inside the state directory").arg(filePath(name)),
            Tr::tr("This is a bug; please report it."));
    }
    if (::mkdirat(m_fd, QFile::encodeName(name).constData(), mode) != 0) {
        const int error = errno;
        return fail(Code::FILE_READ,
                    Tr::tr("cannot create %1: %2").arg(filePath(name), errnoText(error)),
                    Tr::tr("Check the free space and permissions of %1.").arg(m_path));
    }
    return {};
}

Result<void> StateDir::rename(const QString &from, const QString &to) const
{
    if (!isValid() || !isPlainName(from) || !isPlainName(to)) {
        return unsafe(Tr::tr("%1 is not a plain name inside the state directory")
                          .arg(filePath(isPlainName(from) ? to : from)),
                      Tr::tr("This is a bug; please report it."));
    }
    if (::renameat(m_fd, QFile::encodeName(from).constData(), m_fd,
                   QFile::encodeName(to).constData()) != 0) {
        const int error = errno;
        //: %1 and %2 paths, %3 why
        return fail(Code::FILE_READ,
                    Tr::tr("cannot rename %1 to %2: %3")
                        .arg(filePath(from), filePath(to), errnoText(error)),
                    Tr::tr("Check the free space and permissions of %1.").arg(m_path));
    }
    return {};
}

Result<void> StateDir::remove(const QString &name) const
{
    const Entry e = entry(name);
    if (e.kind == Kind::Missing)
        return {};
    if (e.isOurDirectory())
        return removeTree(name);
    if (!e.isOurFile())
        return tl::unexpected(foreignEntry(name, e));
    if (::unlinkat(m_fd, QFile::encodeName(name).constData(), 0) != 0 && errno != ENOENT) {
        const int error = errno;
        return fail(Code::FILE_READ,
                    Tr::tr("cannot remove %1: %2").arg(filePath(name), errnoText(error)),
                    Tr::tr("Check the permissions of %1.").arg(m_path));
    }
    return {};
}

Result<void> StateDir::removeTree(const QString &name) const
{
    auto dir = openDir(name, Create::No);
    if (!dir) {
        if (entry(name).kind == Kind::Missing)
            return {};
        return tl::unexpected(dir.error());
    }
    QString failure;
    bool removed = removeContents(dir->fd(), 0, &failure);
    if (removed && ::unlinkat(m_fd, QFile::encodeName(name).constData(), AT_REMOVEDIR) != 0 &&
        errno != ENOENT) {
        failure = errnoText(errno);
        removed = false;
    }
    if (!removed) {
        return fail(Code::FILE_READ, Tr::tr("cannot remove %1: %2").arg(filePath(name), failure),
                    Tr::tr("Check the permissions of %1.").arg(m_path));
    }
    return {};
}

} // namespace Accel
