// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "resourcelimits.h"
#include "result.h"

#include <QByteArray>
#include <QString>

/// Reading a file that came from outside (a command-line argument, a kubeconfig field, a product
/// folder) under a named limit (core/limits.h).
///
/// Only regular files are read: a FIFO, a device (`/dev/zero`) or a socket is a FILE_NOT_REGULAR
/// error (a directory is FILE_READ, "Is a directory"), found without blocking (the file is opened
/// non-blocking, then checked with fstat, so a FIFO with no writer never hangs and a file swapped
/// for one after a check is caught too). The size is checked before anything is read (a 2 GB sparse
/// file fails at once) and the read itself stops one byte past the limit (a file that grows while
/// it is read, or a /proc file that claims size 0). Too large is a LIMIT_EXCEEDED error naming the
/// file, the limit and the variable that raises it; an unreadable file is FILE_READ with the OS
/// reason. Qt resource paths (`:/accel/...`) are read through QFile under the same limit.
///
/// Reentrant; may run on any thread. Blocks on disk I/O only.
namespace Accel {

/// The file at `path`, at most Limits::value(limit) bytes.
Result<QByteArray> readInputFile(const QString &path, const Limits::Limit &limit);

/// The checks of readInputFile without the read, for a reader that must open the file itself
/// (the simdjson snapshot path): the file's size, or the same errors. A file that changes between
/// this check and that reader's open is that reader's to bound.
Result<qint64> checkInputFile(const QString &path, const Limits::Limit &limit);

/// As readInputFile, for a secret that is sent somewhere (a kubeconfig `tokenFile`): a file of a
/// kernel pseudo file system (proc, sysfs, debugfs, securityfs, tracefs, efivarfs, cgroup2, bpf)
/// is FILE_NOT_REGULAR as well, since those are regular files to fstat but made up by the kernel
/// as they are read (a tokenFile of /proc/self/environ would send the environment).
Result<QByteArray> readSecretFile(const QString &path, const Limits::Limit &limit);

/// As readInputFile, except that `-` reads standard input (a pipe or terminal is fine there),
/// still bounded by the limit.
Result<QByteArray> readInputFileOrStdin(const QString &path, const Limits::Limit &limit);

} // namespace Accel
