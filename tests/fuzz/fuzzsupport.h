// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

// Shared by the libFuzzer targets in tests/fuzz (issue 19): each target includes this once.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <utility>

#include <unistd.h>

namespace Accel::Fuzz {

/// The fuzzer's bytes without a copy (valid for the call only).
inline QByteArray bytesOf(const uint8_t *data, size_t size)
{
    return QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
}

/// A deep copy, for engines that keep what they read.
inline QByteArray copyOf(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

/// Splits the input at the first `separator` line: (before, after); no separator: (all, empty).
inline std::pair<QByteArray, QByteArray> splitAt(const QByteArray &input,
                                                 const QByteArray &separator)
{
    const qsizetype at = input.indexOf(separator);
    if (at < 0)
        return {input, QByteArray()};
    return {input.left(at), input.mid(at + separator.size())};
}

/// A scratch path of this process (tmpfs when there is one: the file targets write every input),
/// removed at exit with whatever is below it.
inline QString scratchPath(const char *name)
{
    static QStringList made;
    if (made.isEmpty()) {
        std::atexit([] {
            for (const QString &path : made) {
                QFile::remove(path);
                QDir(path).removeRecursively();
            }
        });
    }
    const QString dir =
        QDir(QStringLiteral("/dev/shm")).exists() ? QStringLiteral("/dev/shm") : QDir::tempPath();
    const QString path =
        QStringLiteral("%1/accel-fuzz-%2-%3")
            .arg(dir, QString::number(qint64(::getpid())), QString::fromLatin1(name));
    made.append(path);
    return path;
}

/// Writes the input to `path` (replacing it); aborts when it cannot, so a full disk never looks
/// like an uninteresting input.
inline void writeFile(const QString &path, const uint8_t *data, size_t size)
{
    std::FILE *f = std::fopen(QFile::encodeName(path).constData(), "wb");
    if (!f || (size && std::fwrite(data, 1, size, f) != size) || std::fclose(f) != 0) {
        std::perror("accel-fuzz: writing the scratch file");
        std::abort();
    }
}

/// Engine messages (warnings from the logging categories) would drown libFuzzer's own output and
/// slow every run: drop them.
inline void quietQt()
{
    qInstallMessageHandler([](QtMsgType, const QMessageLogContext &, const QString &) {});
}

/// A broken invariant that is not a crash (a result that contradicts the engine's contract):
/// abort so libFuzzer records the input.
#define ACCEL_FUZZ_CHECK(condition)                                                                \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            std::fprintf(stderr, "accel-fuzz: check failed: %s (%s:%d)\n", #condition, __FILE__,   \
                         __LINE__);                                                                \
            std::abort();                                                                          \
        }                                                                                          \
    } while (false)

} // namespace Accel::Fuzz
