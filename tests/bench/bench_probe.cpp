// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Probe cost on a host with 64 NVMe controllers (half of them Quadras) and 8 NVIDIA GPUs.
// Target (Foundation issue): median under 5 ms per probe. Usage: bench_probe [iterations]
#include "host/accelprobe.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

namespace {
void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(content);
}

void buildHost(const QString &root)
{
    for (int i = 0; i < 64; ++i) {
        const QString bus = QStringLiteral("0000:%1:00.0").arg(i + 1, 2, 16, QLatin1Char('0'));
        const QString pci = QStringLiteral("%1/sys/devices/pci0000:00/%2").arg(root, bus);
        writeFile(pci + QStringLiteral("/vendor"), i % 2 ? "0x1d82\n" : "0x144d\n");
        writeFile(pci + QStringLiteral("/nvme/nvme%1/model").arg(i), "QuadraT2A\n");
        QFile::link(QStringLiteral("../../../") + bus,
                    pci + QStringLiteral("/nvme/nvme%1/device").arg(i));
        QDir().mkpath(root + QStringLiteral("/sys/class/nvme"));
        QFile::link(pci + QStringLiteral("/nvme/nvme%1").arg(i),
                    root + QStringLiteral("/sys/class/nvme/nvme%1").arg(i));
        writeFile(root + QStringLiteral("/dev/nvme%1n1").arg(i), {});
    }
    for (int i = 0; i < 8; ++i) {
        writeFile(root + QStringLiteral("/dev/nvidia%1").arg(i), {});
        writeFile(root + QStringLiteral("/proc/driver/nvidia/gpus/0000:%1:00.0/information")
                             .arg(0x80 + i, 2, 16),
                  "Model: \t\t NVIDIA H200\nBus Location: \t 0000:80:00.0\nDevice Minor: \t 0\n");
    }
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int iterations = argc > 1 ? std::max(1, std::atoi(argv[1])) : 200;
    QTemporaryDir dir;
    buildHost(dir.path());
    const Accel::Host::AccelProbe probe(dir.path());
    const auto check = probe.probe();
    if (check.quadraCards.size() != 32 || check.nvidiaGpus.size() != 8) {
        std::fprintf(stderr, "bench fixture is wrong: %lld cards, %lld gpus\n",
                     qlonglong(check.quadraCards.size()), qlonglong(check.nvidiaGpus.size()));
        return 1;
    }
    QList<double> ms;
    for (int i = 0; i < iterations; ++i) {
        QElapsedTimer timer;
        timer.start();
        const auto inv = probe.probe();
        ms << double(timer.nsecsElapsed()) / 1e6;
        Q_UNUSED(inv);
    }
    std::sort(ms.begin(), ms.end());
    std::printf("probe, 64 NVMe controllers (32 Quadra) + 8 GPUs, %d runs: median %.3f ms, "
                "p90 %.3f ms, min %.3f ms (target: median < 5 ms)\n",
                iterations, ms.at(ms.size() / 2), ms.at(ms.size() * 9 / 10), ms.first());
    return 0;
}
