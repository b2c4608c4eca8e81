// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <sys/types.h>

namespace Accel {

/// A directory of the state directory (`--state-dir`, the sideload cache, launch records), opened
/// and checked the way ssh and apt treat theirs (issue 32; tests/README.md "Security" "State
/// directory").
///
/// Opening one checks it and every folder above it: each must be a directory owned by this user
/// (the effective uid) or, above the state directory itself, by root; none may be writable by
/// another user unless it is sticky (as /tmp is: then others cannot rename or remove what is in
/// it), and the state directory's own folders must be owned by this user even then. A folder that
/// fails is STATE_DIR_UNSAFE, naming it and saying how to fix it (chmod, or another --state-dir).
///
/// Everything inside is reached relative to the directory's descriptor, one name at a time,
/// never following a symbolic link: files with openat(O_NOFOLLOW) (O_EXCL when a new one is
/// made), folders with O_DIRECTORY | O_NOFOLLOW, and what is opened is checked to be of the kind
/// expected and owned by this user before it is read, served or removed. Removal walks by
/// descriptor too (removeTree()): a link inside is removed as a link, and never leads the walk
/// anywhere else.
///
/// Names are single path components (no '/', not "." or ".."); anything else is refused.
/// Move-only; owns its descriptor. Not thread-safe; use one per thread.
class StateDir
{
public:
    enum class Create
    {
        Invalid = 0,
        No,  ///< a missing directory is an error
        Yes, ///< missing directories are made, mode 0700 (mode() for openDir())
    };

    enum class Kind
    {
        Invalid = 0,
        Missing,
        Directory,
        File,
        Symlink,
        Other, ///< a FIFO, socket or device
    };

    /// One name in the directory, as lstat sees it (no link followed).
    struct Entry
    {
        QString name;
        Kind kind = Kind::Invalid;
        bool ours = false; ///< owned by this user
        qint64 size = 0;
        QDateTime modified;
        bool isOurDirectory() const { return kind == Kind::Directory && ours; }
        bool isOurFile() const { return kind == Kind::File && ours; }
    };

    StateDir() = default;
    ~StateDir();
    StateDir(StateDir &&other) noexcept;
    StateDir &operator=(StateDir &&other) noexcept;
    StateDir(const StateDir &) = delete;
    StateDir &operator=(const StateDir &) = delete;

    /// Opens PATH (made, with its missing parents, mode 0700 when `create` is Yes) and checks it
    /// and every folder above it (see the class comment).
    static Result<StateDir> open(const QString &path, Create create = Create::Yes);

    bool isValid() const { return m_fd >= 0; }
    int fd() const { return m_fd; }
    /// The directory's path as opened (canonical: no symlink in it).
    QString path() const { return m_path; }
    QString filePath(const QString &name) const { return m_path + QLatin1Char('/') + name; }

    /// The directory NAME inside this one (made with `mode` when missing and `create` is Yes),
    /// checked: a directory, not a link, ours, not writable by others unless sticky.
    Result<StateDir> openDir(const QString &name, Create create, mode_t mode = 0700) const;

    Entry entry(const QString &name) const;
    /// Every name but "." and "..", in no particular order.
    QList<Entry> entries() const;

    /// Opens the regular file NAME with `flags` (O_RDONLY, O_RDWR ...; O_CREAT makes it with
    /// `mode` when missing, O_EXCL as given), never through a link, and checks that it is a
    /// regular file this user owns. Returns the descriptor, which the caller closes (or hands to
    /// QFile::open(fd, ..., AutoCloseHandle)).
    Result<int> openFile(const QString &name, int flags, mode_t mode = 0600) const;
    /// Reads the regular file NAME (opened as openFile() does); more than `maxBytes` is
    /// STATE_DIR_UNSAFE (nothing this program writes there is that large).
    Result<QByteArray> readFile(const QString &name, qint64 maxBytes) const;
    /// Writes NAME atomically: a new file made with O_EXCL beside it, synced, then renamed over
    /// NAME (renameat replaces a link of that name, never its target).
    Result<void> writeFile(const QString &name, const QByteArray &bytes, mode_t mode = 0644) const;
    /// Makes the directory NAME (mkdirat; an existing name is an error).
    Result<void> makeDir(const QString &name, mode_t mode = 0700) const;
    /// renameat within this directory.
    Result<void> rename(const QString &from, const QString &to) const;
    /// Removes NAME when it is a regular file or a directory this user owns (a directory with
    /// all it holds, removeTree()); a link, FIFO, device or someone else's entry is left alone
    /// and is STATE_DIR_UNSAFE. A missing NAME is not an error.
    Result<void> remove(const QString &name) const;
    /// Removes everything inside the directory NAME and then NAME, walking by descriptor: links
    /// inside are unlinked (never followed), subdirectories are opened with O_NOFOLLOW.
    Result<void> removeTree(const QString &name) const;

    /// STATE_DIR_UNSAFE for the entry NAME, which is not what this program made (`what` says
    /// what it is instead); the hint says to remove it.
    Error foreignEntry(const QString &name, const Entry &found) const;

    /// Whether the name is one component: not empty, no '/', not "." or "..", no NUL.
    static bool isPlainName(const QString &name);

private:
    StateDir(int fd, QString path);

    int m_fd = -1;
    QString m_path;
};

} // namespace Accel
