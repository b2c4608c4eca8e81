// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Resolving a launch and writing its overlay (Launch issue: median under 10 ms): load the sample
// product, probe a host with NVIDIA GPUs and Quadra cards, resolve the mandate, build the overlay
// and write it atomically. Usage: bench_launch FIXTURE_HOSTS_DIR [iterations]
#include "launch/launchplanner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_launch FIXTURE_HOSTS_DIR [iterations]\n");
        return 2;
    }
    const QString hosts = QString::fromLocal8Bit(argv[1]);
    const int iterations = argc > 2 ? std::max(1, std::atoi(argv[2])) : 200;
    QTemporaryDir state;
    struct Case
    {
        const char *name;
        const char *product;
        const char *host;
        std::optional<Accel::Host::Profile> hardware;
    };
    const Case cases[] = {
        {"quadra, 3 cards", "norsk-studio", "quadra-3", Accel::Host::Profile::Quadra},
        {"default nvidia, 8 GPUs, forced cdi", "norsk-studio", "nvidia-8", std::nullopt},
    };
    qputenv("NORSK_CTL_GPU_MODE", "cdi"); // no docker process in the measured path
    QTemporaryDir manifestDir;
    const QString manifest = manifestDir.filePath(QStringLiteral("m.json"));
    QFile m(manifest);
    m.open(QIODevice::WriteOnly);
    m.write(R"({"bundles":[{"name":"gpu-video","sha256":")" + QByteArray(64, 'd') + R"("}]})");
    m.close();
    for (const Case &c : cases) {
        QList<double> ms;
        for (int i = 0; i < iterations; ++i) {
            QElapsedTimer timer;
            timer.start();
            const auto product =
                Accel::Launch::ProductTemplate::sample(QString::fromLatin1(c.product));
            Accel::Launch::LaunchRequest request;
            request.hardware = c.hardware;
            request.host = Accel::Host::HostSources::fromEnvironment();
            request.host.rootDir = hosts + QLatin1Char('/') + QString::fromLatin1(c.host);
            request.stateDir = state.path();
            request.sideloadManifest = manifest;
            const auto plan = Accel::Launch::LaunchPlanner::plan(*product, request);
            if (!plan || !Accel::Launch::LaunchPlanner::writeFiles(*plan)) {
                std::fprintf(stderr, "%s failed\n", c.name);
                return 1;
            }
            ms << double(timer.nsecsElapsed()) / 1e6;
        }
        std::sort(ms.begin(), ms.end());
        std::printf("resolve + overlay + write (%s): median %.3f ms, p90 %.3f ms over %d runs "
                    "(target < 10 ms)\n",
                    c.name, ms.at(ms.size() / 2), ms.at(ms.size() * 9 / 10), iterations);
    }
    return 0;
}
