// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl get gpus -o json` on the shared fleet (issue 17, section 3: get gpus fast at 32,000
// devices; issue 18, section 3: one GPU JSON writer, streamed). In process: the GpuList written
// into one buffer and streamed to /dev/null. Then each accelctl named on the command line, run
// on the same snapshot file: wall time, CPU time and peak RSS, best of three.
//   bench_gpulist [NODES] [ACCELCTL...]
#include "fleet.h"

#include "doc/jsonstream.h"
#include "dra/gpujson.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

struct Run
{
    double wallMs = 0;
    double cpuMs = 0;
    double rssMb = 0;
    bool ok = false;
};

Run runToDevNull(const QByteArray &program, const QByteArray &snapshot)
{
    QElapsedTimer timer;
    timer.start();
    const pid_t pid = fork();
    if (pid == 0) {
        const int fd = open("/dev/null", O_WRONLY);
        dup2(fd, 1);
        dup2(fd, 2);
        execl(program.constData(), program.constData(), "get", "gpus", "--snapshot",
              snapshot.constData(), "-o", "json", static_cast<char *>(nullptr));
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    Run run;
    run.wallMs = double(timer.nsecsElapsed()) / 1e6;
    const auto ms = [](const timeval &t) {
        return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3;
    };
    run.cpuMs = ms(usage.ru_utime) + ms(usage.ru_stime);
    run.rssMb = double(usage.ru_maxrss) / 1024.0;
    run.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    return run;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int nodes = args.size() > 1 ? args.at(1).toInt() : 2000;

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fleet.json"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(Accel::Bench::fleetJson(nodes, 8)) < 0) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            return 1;
        }
    }
    // Children first, while this process is small.
    std::printf("get gpus -o json, %d nodes x 8 GPUs (best of 3, stdout to /dev/null):\n", nodes);
    for (qsizetype i = 2; i < args.size(); ++i) {
        Run best;
        for (int round = 0; round < 3; ++round) {
            const Run run = runToDevNull(args.at(i).toLocal8Bit(), path.toLocal8Bit());
            if (!run.ok) {
                std::printf("  %s FAILED\n", qPrintable(args.at(i)));
                return 1;
            }
            if (round == 0 || run.wallMs < best.wallMs)
                best = run;
        }
        std::printf("  %-50s %6.0f ms wall %6.0f ms CPU %6.1f MB peak RSS\n",
                    qPrintable(args.at(i)), best.wallMs, best.cpuMs, best.rssMb);
    }

    const Accel::Dra::Inventory inventory = Accel::Bench::fleetInventory(nodes, 8);
    QElapsedTimer timer;
    timer.start();
    const QByteArray collected = Accel::Dra::gpuListJson(inventory, path, false);
    const double collectMs = double(timer.nsecsElapsed()) / 1e6;

    FILE *null = std::fopen("/dev/null", "wb");
    qsizetype streamedBytes = 0;
    timer.restart();
    {
        Accel::Doc::JsonStream out([&](QByteArrayView chunk) {
            std::fwrite(chunk.data(), 1, size_t(chunk.size()), null);
            streamedBytes += chunk.size();
        });
        Accel::Dra::writeGpuList(out, inventory, path, false);
        out.finish();
    }
    const double streamMs = double(timer.nsecsElapsed()) / 1e6;
    std::fclose(null);
    std::printf("in process, %lld GPUs, %.1f MB of JSON:\n"
                "  Dra::gpuListJson (one buffer)       %6.0f ms\n"
                "  Dra::writeGpuList streamed (1 MiB)  %6.0f ms\n",
                qlonglong(inventory.gpus().size()), double(collected.size()) / 1e6, collectMs,
                streamMs);
    Accel::Bench::printFootprint("in process", Accel::Bench::fleetDevices(nodes, 8));
    return streamedBytes == collected.size() ? 0 : 1;
}
