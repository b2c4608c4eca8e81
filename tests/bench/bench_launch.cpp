// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Resolving a launch and writing its overlay (Launch issue: median under 10 ms): load the sample
// product, probe a host with NVIDIA GPUs and Quadra cards, resolve the mandate, build the overlay
// and write it atomically. The compose and engine checks (`docker compose version`, `docker
// version`: process runs of ~0.2 s each) are asked once and printed apart, as the planner is
// measured with them given. Usage: bench_launch FIXTURE_HOSTS_DIR [iterations]
#include "host/composetool.h"
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
    // The host facts the Launch panel asks once with its host probe (compose) or per plan (the
    // engine): process runs, measured apart from the planner and handed to it, as a caller that
    // has them does (LaunchRequest::compose, ::daemon).
    QElapsedTimer probeTimer;
    probeTimer.start();
    const Accel::Host::ComposeTool compose = Accel::Host::ComposeTool::detect();
    const double composeMs = double(probeTimer.nsecsElapsed()) / 1e6;
    probeTimer.restart();
    const Accel::Host::DaemonCheck daemon = Accel::Host::checkDaemon(QStringLiteral("docker"));
    const double daemonMs = double(probeTimer.nsecsElapsed()) / 1e6;
    std::printf("host facts, asked once: compose detection %.1f ms (%s), docker version %.1f ms "
                "(%s)\n",
                composeMs, compose.isAvailable() ? qPrintable(compose.version) : "none", daemonMs,
                daemon.error ? "no engine" : qPrintable(daemon.serverVersion));
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
            request.compose = compose;
            request.daemon = daemon;
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
