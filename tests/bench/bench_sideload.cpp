// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Sideload figures (GPU sideload issue), measured side by side in one run, reported as ratios:
//  - verifying a file: Sha256::ofFile vs `openssl dgst -sha256` (target: ours >= 0.9x its
//    throughput);
//  - fetch + verify + extract of a tar.zst bundle from the loopback HTTPS server vs
//    `curl -s URL | tee >(sha256sum) | tar --zstd -x` (target: ours <= 1.3x its wall time);
//  - peak memory of a fetch for two bundle sizes (target: flat in the bundle size).
// Usage: bench_sideload [hash MiB = 1024] [bundle MiB = 256]
#include "httpstestserver.h"
#include "sideload/bundlefetcher.h"
#include "sideload/sha256.h"
#include "testca.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>
#include <functional>

using namespace Accel;

namespace {

double seconds(const std::function<void()> &work)
{
    QElapsedTimer timer;
    timer.start();
    work();
    return double(timer.nsecsElapsed()) / 1e9;
}

/// MIB of data that compresses about 2:1, written in 1 MiB blocks (never held whole).
bool writeData(const QString &path, int mib, quint32 seed)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    QRandomGenerator rng(seed);
    QByteArray block(1 << 20, Qt::Uninitialized);
    for (int i = 0; i < mib; ++i) {
        rng.fillRange(reinterpret_cast<quint32 *>(block.data()), block.size() / 8);
        std::fill(block.begin() + block.size() / 2, block.end(), char(i));
        file.write(block);
    }
    return true;
}

int run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.setStandardOutputFile(QProcess::nullDevice());
    p.start(program, args);
    p.waitForFinished(-1);
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

qint64 peakRssKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    status.open(QIODevice::ReadOnly);
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

void resetPeakRss()
{
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    if (clear.open(QIODevice::WriteOnly))
        clear.write("5");
}

/// A tar.zst of `mib` MiB across 16 files, made with tar; returns its path and digest.
std::pair<QString, QString> makeBundle(const QString &dir, int mib)
{
    const QString tree = dir + QStringLiteral("/tree-%1").arg(mib);
    QDir().mkpath(tree);
    for (int i = 0; i < 16; ++i)
        writeData(tree + QStringLiteral("/lib%1.so").arg(i), std::max(1, mib / 16), quint32(i));
    const QString archive = dir + QStringLiteral("/bundle-%1.tar.zst").arg(mib);
    run(QStringLiteral("tar"), {QStringLiteral("--zstd"), QStringLiteral("-cf"), archive,
                                QStringLiteral("-C"), tree, QStringLiteral(".")});
    QDir(tree).removeRecursively();
    return {archive, Sideload::Sha256::ofFile(archive).value_or(QString())};
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int hashMib = argc > 1 ? std::atoi(argv[1]) : 1024;
    const int bundleMib = argc > 2 ? std::atoi(argv[2]) : 256;
    QTemporaryDir dir;

    // 1. Verifying.
    const QString big = dir.filePath(QStringLiteral("big.bin"));
    writeData(big, hashMib, 1);
    run(QStringLiteral("cat"), {big}); // warm the page cache
    const double openssl = seconds([&] {
        run(QStringLiteral("openssl"), {QStringLiteral("dgst"), QStringLiteral("-sha256"), big});
    });
    const double ours = seconds([&] { (void)Sideload::Sha256::ofFile(big); });
    std::printf("sha256 of %d MiB: ours %.0f MB/s, openssl dgst %.0f MB/s: ratio %.2fx "
                "(target >= 0.9x)\n",
                hashMib, hashMib * 1.048576 / ours, hashMib * 1.048576 / openssl, openssl / ours);
    QFile::remove(big);

    // 2. Fetch + verify + extract from the loopback server.
    Test::TestCa ca;
    if (!ca.create()) {
        std::fprintf(stderr, "%s\n", qPrintable(ca.errorString()));
        return 1;
    }
    Test::HttpsTestServer server;
    if (!server.start(ca.serverCertificate(), ca.serverKey()))
        return 1;
    const auto publish = [&](const QString &archive, const QString &sha) {
        Test::HttpsTestServer::Route file;
        file.bodyFile = archive;
        server.setRoute(QStringLiteral("/b/") + sha, file);
        Test::HttpsTestServer::Route index;
        index.body =
            QStringLiteral(
                R"({"bundles":[{"name":"gpu-video","sha256":"%1","size":%2,"url":"b/%1"}]})")
                .arg(sha)
                .arg(QFileInfo(archive).size())
                .toUtf8();
        server.setRoute(QStringLiteral("/index.json"), index);
    };
    const auto fetch = [&](const QString &sha, qint64 *peakKiB) {
        QTemporaryDir state;
        Sideload::FetchOptions options;
        options.indexUrl = server.url(QStringLiteral("/index.json"));
        options.caFile = ca.caCertificatePath();
        Sideload::BundleFetcher fetcher(Sideload::SideloadCache(state.path()), options);
        resetPeakRss();
        const double s = seconds([&] {
            const auto r = fetcher.fetch(Sideload::BundleRef{
                QStringLiteral("gpu-video"), {}, sha, QStringLiteral("/opt/norsk"), {}});
            if (!r)
                std::fprintf(stderr, "fetch failed: %s\n", qPrintable(r.error().toString()));
        });
        if (peakKiB)
            *peakKiB = peakRssKiB();
        return s;
    };

    const auto [archive, sha] = makeBundle(dir.path(), bundleMib);
    publish(archive, sha);
    fetch(sha, nullptr); // warm-up
    qint64 peakBig = 0;
    const double oursFetch = fetch(sha, &peakBig);
    double pipeline = -1;
    if (!QStandardPaths::findExecutable(QStringLiteral("curl")).isEmpty()) {
        const QString out = dir.filePath(QStringLiteral("curl-out"));
        QDir().mkpath(out);
        const QString script =
            QStringLiteral("curl -s --cacert '%1' '%2' | tee >(sha256sum > /dev/null) | "
                           "tar --zstd -x -C '%3'")
                .arg(ca.caCertificatePath(), server.url(QStringLiteral("/b/") + sha).toString(),
                     out);
        pipeline = seconds([&] { run(QStringLiteral("bash"), {QStringLiteral("-c"), script}); });
    }
    std::printf("fetch + verify + extract of a %d MiB tar.zst (%.0f MiB compressed) from loopback "
                "HTTPS: ours %.2f s",
                bundleMib, double(QFileInfo(archive).size()) / 1048576.0, oursFetch);
    if (pipeline > 0)
        std::printf(
            ", curl | tee >(sha256sum) | tar --zstd -x %.2f s: ratio %.2fx (target <= 1.3x)\n",
            pipeline, oursFetch / pipeline);
    else
        std::printf(" (curl not installed: no comparison)\n");

    // 3. Peak memory for a bundle a quarter of the size.
    const auto [small, smallSha] = makeBundle(dir.path(), std::max(16, bundleMib / 4));
    publish(small, smallSha);
    qint64 peakSmall = 0;
    fetch(smallSha, &peakSmall);
    std::printf("peak RSS during a fetch: %lld MiB for %d MiB, %lld MiB for %d MiB (flat: "
                "streamed, never buffered)\n",
                peakSmall / 1024, std::max(16, bundleMib / 4), peakBig / 1024, bundleMib);
    return 0;
}
