// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Sideload extraction throughput (sideload issue): BundleExtractor against `tar --zstd -xf` on a
// tar.zst of N MiB in 16 files (a third random, a third log-like text, a third low-entropy
// binary). One warm-up each, then one timed run each, each into a fresh empty directory, with
// dirty pages flushed before every timed run. Target: ours/tar throughput >= 0.9.
// Usage: bench_extract [MiB=1024]
//
// tests/bench/CMakeLists.txt:
//   add_executable(bench_extract bench_extract.cpp)
//   set_target_properties(bench_extract PROPERTIES RUNTIME_OUTPUT_DIRECTORY
//                         ${PROJECT_BINARY_DIR}/bench)
//   target_link_libraries(bench_extract PRIVATE accel_options accelcore LibArchive::LibArchive)
#include "sideload/bundleextractor.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <archive.h>
#include <archive_entry.h>

#include <cstdio>
#include <functional>
#include <memory>

#include <unistd.h>

namespace {

constexpr int FileCount = 16;
constexpr qint64 ChunkBytes = 1 << 20;

/// One MiB of file `index`'s content, chunk `chunk`: the kind depends on the file.
void fillChunk(QByteArray *chunk, int index, qint64 chunkNumber)
{
    QRandomGenerator random(quint32(index * 7919 + chunkNumber));
    chunk->resize(ChunkBytes);
    char *data = chunk->data();
    switch (index % 3) {
    case 0: // already compressed: random
        random.fillRange(reinterpret_cast<quint32 *>(data), ChunkBytes / 4);
        break;
    case 1: { // log-like text
        qsizetype at = 0;
        while (at < ChunkBytes) {
            const QByteArray line = "2026-01-01T00:" + QByteArray::number(random.bounded(60)) +
                                    ":" + QByteArray::number(random.bounded(60)) +
                                    " gpu=" + QByteArray::number(random.bounded(8)) +
                                    " util=" + QByteArray::number(random.bounded(100)) +
                                    "% mem=" + QByteArray::number(random.bounded(81920)) +
                                    " MiB kernel=cuMemcpyHtoDAsync_v2 stream=" +
                                    QByteArray::number(random.bounded(32)) + "\n";
            const qsizetype n = std::min(line.size(), ChunkBytes - at);
            memcpy(data + at, line.constData(), size_t(n));
            at += n;
        }
        break;
    }
    default: // machine code-ish: low entropy bytes with runs
        for (qsizetype i = 0; i < ChunkBytes; i += 16) {
            const quint32 word = random.generate();
            for (int j = 0; j < 16; ++j)
                data[i + j] = char((word >> (j % 8) * 4) & (j < 8 ? 0x0f : 0x03));
        }
        break;
    }
}

bool writeBundle(const QString &path, qint64 totalBytes)
{
    struct Free
    {
        void operator()(archive *a) const { archive_write_free(a); }
    };
    std::unique_ptr<archive, Free> a(archive_write_new());
    archive_write_add_filter_zstd(a.get());
    archive_write_set_format_pax_restricted(a.get());
    if (archive_write_open_filename(a.get(), QFile::encodeName(path).constData()) != ARCHIVE_OK)
        return false;
    const qint64 perFile = totalBytes / FileCount;
    QByteArray chunk;
    for (int i = 0; i < FileCount; ++i) {
        archive_entry *entry = archive_entry_new();
        const QByteArray name = "lib/libbundle-" + QByteArray::number(i) + ".so";
        archive_entry_copy_pathname(entry, name.constData());
        archive_entry_set_filetype(entry, AE_IFREG);
        archive_entry_set_perm(entry, 0755);
        archive_entry_set_size(entry, perFile);
        const bool ok = archive_write_header(a.get(), entry) == ARCHIVE_OK;
        archive_entry_free(entry);
        if (!ok)
            return false;
        for (qint64 written = 0; written < perFile; written += ChunkBytes) {
            fillChunk(&chunk, i, written / ChunkBytes);
            const qint64 n = std::min(ChunkBytes, perFile - written);
            if (archive_write_data(a.get(), chunk.constData(), size_t(n)) != n)
                return false;
        }
    }
    return archive_write_close(a.get()) == ARCHIVE_OK;
}

/// Runs `work` into a fresh empty directory under `root`; returns seconds, or -1 on failure.
double timeRun(const QString &root, const char *name, bool flushFirst,
               const std::function<bool(const QString &)> &work)
{
    const QString dest = root + QLatin1Char('/') + QLatin1String(name);
    QDir(dest).removeRecursively();
    QDir().mkpath(dest);
    if (flushFirst)
        ::sync();
    QElapsedTimer timer;
    timer.start();
    const bool ok = work(dest);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    QDir(dest).removeRecursively();
    return ok ? seconds : -1;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const qint64 mib = args.size() > 1 ? args.at(1).toLongLong() : 1024;
    if (mib < FileCount) {
        std::fprintf(stderr, "usage: bench_extract [MiB >= %d, default 1024]\n", FileCount);
        return 2;
    }
    QTemporaryDir tmp;
    if (!tmp.isValid()) {
        std::fprintf(stderr, "cannot create a temporary directory\n");
        return 1;
    }
    const QString archive = tmp.filePath(QStringLiteral("bundle.tar.zst"));
    const qint64 totalBytes = mib << 20;
    if (!writeBundle(archive, totalBytes)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(archive));
        return 1;
    }
    std::printf("bundle: %lld MiB in %d files, tar.zst %.1f MiB\n", mib, FileCount,
                double(QFileInfo(archive).size()) / (1 << 20));

    const auto tar = [&](const QString &dest) {
        QProcess process;
        process.start(QStringLiteral("tar"), {QStringLiteral("--zstd"), QStringLiteral("-xf"),
                                              archive, QStringLiteral("-C"), dest});
        return process.waitForFinished(-1) && process.exitStatus() == QProcess::NormalExit &&
               process.exitCode() == 0;
    };
    const auto ours = [&](const QString &dest) {
        const auto result = Accel::Sideload::BundleExtractor::extract(archive, dest);
        if (!result)
            std::fprintf(stderr, "%s\n", qPrintable(result.error().toString()));
        return result && result->bytes == totalBytes / FileCount * FileCount;
    };

    // Warm-up: page cache for the archive, tar and zstd binaries, our code paths.
    if (timeRun(tmp.path(), "warm-tar", false, tar) < 0 ||
        timeRun(tmp.path(), "warm-ours", false, ours) < 0) {
        std::fprintf(stderr, "warm-up failed (is tar with --zstd support installed?)\n");
        return 1;
    }
    const double tarSeconds = timeRun(tmp.path(), "tar", true, tar);
    const double ourSeconds = timeRun(tmp.path(), "ours", true, ours);
    if (tarSeconds < 0 || ourSeconds < 0) {
        std::fprintf(stderr, "a timed run failed\n");
        return 1;
    }
    const double megabytes = double(totalBytes) / 1e6;
    std::printf("tar --zstd -xf              %7.3f s  %8.1f MB/s\n", tarSeconds,
                megabytes / tarSeconds);
    std::printf("BundleExtractor::extract    %7.3f s  %8.1f MB/s\n", ourSeconds,
                megabytes / ourSeconds);
    std::printf("ratio ours/tar throughput   %7.2f    (target >= 0.90)\n", tarSeconds / ourSeconds);
    return 0;
}
