// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Cluster inventory figures (issue 6, "Tests and evidence"): a generated JSON snapshot of 2,000
// nodes x 8 GPUs (liken.sh render nodes everywhere, media.liken.sh on half the nodes,
// gpu.nvidia.com on the other half: 32,000 devices), then, side by side:
//  - `jq` grouping the same devices by node and GPU (when jq is installed);
//  - `accelctl get gpus --snapshot FILE -o json` and `-o table` as child processes (the JSON
//    file takes Inventory::fromSnapshotFile's simdjson reader);
//  - `accelctl get gpus -o json` on the same fleet written as kubectl-style YAML
//    (Bench::fleetYaml; the streaming YAML reader, its List entries in chunks on the thread pool);
//  - in this process, Inventory::fromSnapshotFile against ClusterSnapshot::fromFile +
//    Inventory::build on the JSON file;
//  - in this process, the document readers in MB/s (issue 19, "Speed"): JSON through
//    QJsonDocument beside the YAML file through yaml-cpp and through libyaml (target: the YAML
//    reader at >= 25 MB/s), which must give the same documents.
// Child figures are wall time, CPU time (user + system) and peak RSS (from wait4); CPU time is
// the steadier figure on a shared machine. Ours adds VmHWM.
// Targets: accelctl get gpus at least 5x faster than jq with peak memory under 300 MB; the YAML
// file in under 5 s with peak memory under 400 MB (issue 6, at 2,000 nodes). At fleet scale
// (issue 37, 65,000 nodes x 8 GPUs with MIG and compute-domain devices): get gpus -o json >= 10x
// jq by CPU time and < 1 GB (< 1 KB per device); the YAML file <= 2x the JSON time and < 1.5 GB;
// ClusterSnapshot::fromFile + Inventory::build (the window's path, run in a child of its own:
// bench_inventory --window FILE) < 10 s and < 2 GB; the window's staged read (bench_inventory
// --window-staged FILE: first rows < 3 s, the whole fleet in the tree < 10 s). Above 4,000 nodes
// each child runs once, not three times; the in-process comparison of both readers (correctness,
// tested at small sizes by tst_inventory_fastpath) runs up to 4,000 nodes and the document readers
// up to 16,000. Usage: bench_inventory [nodes] [accelctl path] [file to keep the generated snapshot
// in]; the YAML fleet is kept beside that file as FILE.yaml.
#include "doc/documentreader.h"
#include "doc/yamlfastreader.h"
#include "dra/inventory.h"
#include "kube/snapshot.h"

#include "fleet.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

#include <fcntl.h>
#include <malloc.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

qint64 vmHwmKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    return -1;
}

struct ChildRun
{
    int status = -1;
    double wallMs = 0;
    double cpuMs = 0; ///< user + system
    long maxRssKb = 0;
};

/// Runs argv with stdout to `outPath`; wall time and the child's peak RSS. ru_maxrss counts the
/// forked child before its exec too, so children run while this process is still small.
ChildRun runChild(const QStringList &argv, const QString &outPath = QStringLiteral("/dev/null"))
{
    const QByteArray out = outPath.toLocal8Bit();
    std::vector<QByteArray> bytes;
    for (const QString &a : argv)
        bytes.push_back(a.toLocal8Bit());
    std::vector<char *> args;
    for (QByteArray &b : bytes)
        args.push_back(b.data());
    args.push_back(nullptr);
    std::fflush(stdout);
    QElapsedTimer timer;
    timer.start();
    const pid_t pid = fork();
    if (pid == 0) {
        if (!out.isEmpty()) { // else the child writes to this process's stdout
            const int fd = open(out.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            dup2(fd, 1);
        }
        execvp(args[0], args.data());
        _exit(127);
    }
    ChildRun run;
    rusage usage{};
    wait4(pid, &run.status, 0, &usage);
    run.wallMs = double(timer.nsecsElapsed()) / 1e6;
    run.maxRssKb = usage.ru_maxrss;
    const auto ms = [](const timeval &t) {
        return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3;
    };
    run.cpuMs = ms(usage.ru_utime) + ms(usage.ru_stime);
    return run;
}

/// How many runs medianRun() makes: three, one at fleet scale.
int g_benchInventoryRuns = 3;

/// The run with the median wall time of three: one run of a child on this shared 2-core machine
/// varied by 40% between otherwise equal runs.
ChildRun medianRun(const QStringList &argv)
{
    std::vector<ChildRun> runs;
    for (int i = 0; i < g_benchInventoryRuns; ++i)
        runs.push_back(runChild(argv));
    std::sort(runs.begin(), runs.end(),
              [](const ChildRun &a, const ChildRun &b) { return a.wallMs < b.wallMs; });
    return runs[runs.size() / 2];
}

void printChild(const char *what, const ChildRun &run)
{
    std::printf("%-44s %7.0f ms wall %7.0f ms CPU %7.1f MB peak RSS%s\n", what, run.wallMs,
                run.cpuMs, double(run.maxRssKb) / 1024.0, run.status == 0 ? "" : "  (FAILED)");
    std::fflush(stdout);
}

const char *verdict(bool met)
{
    return met ? "met" : "MISSED";
}

/// Writes what `make` returns to `path` from a forked child, so that building it (a JSON tree
/// and its YAML text) does not grow this process, whose size the children's peak RSS includes.
template<class Make>
bool writeInChild(const QString &path, Make make)
{
    const pid_t pid = fork();
    if (pid == 0) {
        QFile file(path);
        _exit(file.open(QIODevice::WriteOnly) && file.write(make()) >= 0 ? 0 : 1);
    }
    int status = 0;
    return pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
           WEXITSTATUS(status) == 0;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

using Accel::Bench::processCpuMs;

/// Times one read of `bytes`; prints ms and MB/s. The documents, for the comparison.
QList<Accel::Doc::Detail::LocatedDocument> timeReader(const char *what, const QByteArray &bytes,
                                                      Accel::Doc::Detail::YamlReader reader,
                                                      double *mbPerSecond)
{
    QElapsedTimer timer;
    const double cpuBefore = processCpuMs();
    timer.start();
    auto documents = Accel::Doc::Detail::readStream(bytes, QStringLiteral("fleet"), reader);
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    const double cpuMs = processCpuMs() - cpuBefore;
    *mbPerSecond = double(bytes.size()) / 1e6 / (ms / 1e3);
    std::printf("  %-30s %6.0f ms wall %5.1f MB/s, %6.0f ms CPU %5.1f MB/s%s\n", what, ms,
                *mbPerSecond, cpuMs, double(bytes.size()) / 1e6 / (cpuMs / 1e3),
                documents ? "" : "  (FAILED)");
    if (!documents) {
        std::printf("    %s\n", qPrintable(documents.error().toString()));
        return {};
    }
    return *std::move(documents);
}

/// The document readers side by side on the fleet (issue 19, "Speed"); the YAML file is removed
/// unless the caller asked to keep the snapshot. False when the YAML readers disagree.
bool compareDocumentReaders(const QString &jsonPath, const QString &yamlPath, bool keep)
{
    using Accel::Doc::Detail::YamlReader;
    const QByteArray json = readAll(jsonPath);
    const QByteArray yaml = readAll(yamlPath);
    if (!keep)
        QFile::remove(yamlPath);
    std::printf("\ndocument readers, in process (one run each; %.1f MB JSON, %.1f MB YAML; CPU "
                "time counts every thread):\n",
                double(json.size()) / 1e6, double(yaml.size()) / 1e6);
    double jsonRate = 0;
    double yamlCppRate = 0;
    double libYamlRate = 0;
    timeReader("JSON, QJsonDocument", json, YamlReader::Automatic, &jsonRate);
    const auto slow =
        timeReader("YAML, yaml-cpp event API", yaml, YamlReader::YamlCpp, &yamlCppRate);
    const auto fast =
        timeReader("YAML, libyaml (the fast path)", yaml, YamlReader::LibYaml, &libYamlRate);
    bool same = !slow.isEmpty() && slow.size() == fast.size();
    for (qsizetype i = 0; same && i < slow.size(); ++i)
        same = slow.at(i).value == fast.at(i).value && slow.at(i).line == fast.at(i).line;
    std::printf("  %s\n",
                same ? "same documents from both YAML readers" : "the YAML readers DISAGREE");
    if (yamlCppRate > 0) {
        std::printf("  libyaml %.1fx yaml-cpp; YAML reader %.1f MB/s (target >= 25 MB/s: %s)\n",
                    libYamlRate / yamlCppRate, libYamlRate, verdict(libYamlRate >= 25));
    }
    return same;
}

/// The window's path alone, in a process of its own (bench_inventory --window FILE DEVICES):
/// ClusterSnapshot::fromFile + Inventory::build, as ClusterPanel's worker runs them.
int windowPath(const QString &path, qint64 devices)
{
    QElapsedTimer timer;
    timer.start();
    const Accel::Result<Accel::Kube::ClusterSnapshot> snapshot =
        Accel::Kube::ClusterSnapshot::fromFile(path);
    const double loadMs = double(timer.nsecsElapsed()) / 1e6;
    if (!snapshot) {
        std::fprintf(stderr, "%s\n", qPrintable(snapshot.error().toString()));
        return 1;
    }
    timer.restart();
    const Accel::Dra::Inventory inventory = Accel::Dra::Inventory::build(*snapshot);
    const double joinMs = double(timer.nsecsElapsed()) / 1e6;
    std::printf("ClusterSnapshot::fromFile %.0f ms + Inventory::build %.0f ms = %.0f ms wall "
                "(%lld devices read)\n",
                loadMs, joinMs, loadMs + joinMs, qlonglong(inventory.devices().size()));
    Accel::Bench::printFootprint("  the window's path", devices);
    const double mb = Accel::Bench::peakRssMb();
    std::printf("  target at 65,000 nodes: the whole fleet < 10 s (%s), < 2 GB (%s)\n",
                verdict(loadMs + joinMs < 10000), verdict(mb < 2048));
    return inventory.devices().size() == devices ? 0 : 1;
}

/// Bytes the C heap holds now (mallinfo2: in use, mapped chunks included).
double heapInUseMb()
{
    const struct mallinfo2 info = mallinfo2();
    return double(info.uordblks + info.hblkhd) / (1024.0 * 1024.0);
}

/// The window's staged path (issue 37), in a process of its own (bench_inventory
/// --window-staged FILE DEVICES): Inventory::fromSnapshotFile with a ReadControl, as ClusterPanel
/// now reads a file: the first rows, the whole inventory (the tree shows the fleet), then
/// ClusterSnapshot::fromFile for the other tabs (a JSON List item by item, equal containers
/// shared). Wall and CPU time, the heap each structure holds and VmHWM at each step.
int windowStaged(const QString &path, qint64 devices)
{
    QElapsedTimer timer;
    timer.start();
    double firstMs = -1;
    qsizetype firstNodes = 0;
    const double heapBefore = heapInUseMb();
    Accel::Dra::Inventory::ReadControl control;
    control.firstRows = [&](Accel::Dra::Inventory first) {
        firstMs = double(timer.nsecsElapsed()) / 1e6;
        firstNodes = first.nodes().size();
    };
    Accel::Dra::Inventory::SnapshotReader reader = Accel::Dra::Inventory::SnapshotReader::Invalid;
    const Accel::Result<Accel::Dra::Inventory> inventory =
        Accel::Dra::Inventory::fromSnapshotFile(path, &reader, control);
    const double wholeMs = double(timer.nsecsElapsed()) / 1e6;
    const double wholeCpuMs = Accel::Bench::processCpuMs();
    const double wholeMb = Accel::Bench::peakRssMb();
    const double inventoryHeap = heapInUseMb() - heapBefore;
    if (!inventory) {
        std::fprintf(stderr, "%s\n", qPrintable(inventory.error().toString()));
        return 1;
    }
    Accel::Kube::ClusterSnapshot::ReadReport report;
    const Accel::Result<Accel::Kube::ClusterSnapshot> snapshot =
        Accel::Kube::ClusterSnapshot::fromFile(path, {}, &report);
    const double restMs = double(timer.nsecsElapsed()) / 1e6;
    const double snapshotHeap = heapInUseMb() - heapBefore - inventoryHeap;
    std::printf("staged: first rows (%lld nodes) at %.0f ms, the whole inventory (%lld devices, "
                "%s) at %.0f ms (%.0f ms CPU, VmHWM %.0f MB), the snapshot for the other tabs "
                "at %.0f ms (%.0f ms CPU; %s, %lld containers built, %lld shared)\n",
                qlonglong(firstNodes), firstMs, qlonglong(inventory->devices().size()),
                reader == Accel::Dra::Inventory::SnapshotReader::FastJsonStream ? "streamed"
                                                                                : "not streamed",
                wholeMs, wholeCpuMs, wholeMb, restMs, Accel::Bench::processCpuMs() - wholeCpuMs,
                report.reader == Accel::Kube::ClusterSnapshot::FileReader::JsonStream
                    ? "item by item"
                    : "the general reader",
                qlonglong(report.containers), qlonglong(report.sharedContainers));
    const double perDevice = 1024.0 * 1024.0 / double(std::max<qint64>(devices, 1));
    std::printf("  heap held: the inventory %.0f MB (%.0f B a device), the snapshot %.0f MB (%.0f "
                "B a device)\n",
                inventoryHeap, inventoryHeap * perDevice, snapshotHeap, snapshotHeap * perDevice);
    Accel::Bench::printFootprint("  the window's staged path", devices);
    std::printf("  target at 65,000 nodes: first rows < 3 s (%s), the whole fleet in the tree "
                "< 10 s (%s), < 2 GB (%s)\n",
                verdict(firstMs >= 0 && firstMs < 3000), verdict(wholeMs < 10000),
                verdict(Accel::Bench::peakRssMb() < 2048));
    return snapshot && inventory->devices().size() == devices ? 0 : 1;
}

/// The YAML yardstick (issue 37): Python's yaml module with libyaml's loader on the same file.
ChildRun pythonYaml(const QString &python, const QString &yamlPath)
{
    return medianRun({python, QStringLiteral("-c"),
                      QStringLiteral("import sys, yaml; d = yaml.load(open(sys.argv[1], 'rb'), "
                                     "Loader=yaml.CSafeLoader); print(len(d['items']))"),
                      yamlPath});
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() > 3 && args.at(1) == QStringLiteral("--window"))
        return windowPath(args.at(2), args.at(3).toLongLong());
    if (args.size() > 3 && args.at(1) == QStringLiteral("--window-staged"))
        return windowStaged(args.at(2), args.at(3).toLongLong());
    if (args.size() > 3 && args.at(1) == QStringLiteral("--generate")) {
        // bench_inventory --generate NODES FILE: only the JSON fleet, for measuring by hand.
        const int n = args.at(2).toInt();
        return writeInChild(args.at(3), [n] { return Accel::Bench::fleetJson(n, 8); }) ? 0 : 1;
    }
    const int nodes = args.size() > 1 ? args.at(1).toInt() : 2000;
    const qint64 devices = Accel::Bench::fleetDevices(nodes, 8);
    g_benchInventoryRuns = nodes > 4000 ? 1 : 3;
    QString accelctl = args.size() > 2 ? args.at(2)
                                       : QCoreApplication::applicationDirPath() +
                                             QStringLiteral("/../bin/accelctl");

    QTemporaryDir dir;
    const QString path = args.size() > 3 ? args.at(3) : dir.filePath(QStringLiteral("fleet.json"));
    // Both files from forked children, so that this process stays small for the children's
    // figures (ru_maxrss counts a child's size before its exec).
    if (!writeInChild(path, [nodes] { return Accel::Bench::fleetJson(nodes, 8); })) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return 1;
    }
    const QString yamlPath = path + QStringLiteral(".yaml");
    if (!writeInChild(yamlPath, [nodes] { return Accel::Bench::fleetYaml(nodes, 8); })) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(yamlPath));
        return 1;
    }
    if (Accel::Bench::fleetYaml(50, 8) != Accel::Bench::fleetYamlWhole(50, 8)) {
        std::printf("the YAML fleet written item by item DIFFERS from the whole document's\n");
        return 1;
    }
    const double jsonMb = double(QFileInfo(path).size()) / 1e6;
    const double yamlMb = double(QFileInfo(yamlPath).size()) / 1e6;
    std::printf("snapshot: %d nodes x 8 GPUs, %lld devices (MIG and compute-domain included), "
                "%.1f MB JSON (%s), %.1f MB YAML (%s)\n",
                nodes, qlonglong(devices), jsonMb, qPrintable(path), yamlMb, qPrintable(yamlPath));
    std::printf("\nside by side (%s, same file; children first, while this process is small):\n",
                g_benchInventoryRuns == 1 ? "one run each at this size"
                                          : "the median of three runs each");
    std::fflush(stdout);
    const QString jq = QStandardPaths::findExecutable(QStringLiteral("jq"));
    ChildRun theirs;
    if (jq.isEmpty()) {
        std::printf("jq not installed: no comparison\n");
    } else {
        const QString program = QStringLiteral(
            "[.items[] | select(.kind == \"ResourceSlice\") | .spec.nodeName as $n | .spec.driver "
            "as $d | .spec.devices[] | {node: $n, driver: $d, name, bus: "
            ".attributes[\"resource.kubernetes.io/pciBusID\"].string}] | group_by([.node, .bus]) "
            "| map({node: .[0].node, pciBusID: .[0].bus, devices: map(.driver + \"/\" + "
            ".name)})");
        theirs = medianRun({jq, QStringLiteral("-c"), program, path});
        printChild("jq group by node and pciBusID", theirs);
    }
    ChildRun ours;
    ChildRun yaml;
    ChildRun python;
    const bool haveAccelctl = QFileInfo(accelctl).isExecutable();
    if (haveAccelctl) {
        ours = medianRun({accelctl, QStringLiteral("get"), QStringLiteral("gpus"),
                          QStringLiteral("--snapshot"), path, QStringLiteral("-o"),
                          QStringLiteral("json")});
        printChild("accelctl get gpus -o json", ours);
        printChild("accelctl get gpus (table)",
                   medianRun({accelctl, QStringLiteral("get"), QStringLiteral("gpus"),
                              QStringLiteral("--snapshot"), path}));
        // The same command on the same fleet as YAML (issue 37: <= 2x the JSON's time).
        char what[64];
        std::snprintf(what, sizeof what, "accelctl get gpus -o json, %.1f MB YAML", yamlMb);
        yaml = medianRun({accelctl, QStringLiteral("get"), QStringLiteral("gpus"),
                          QStringLiteral("--snapshot"), yamlPath, QStringLiteral("-o"),
                          QStringLiteral("json")});
        printChild(what, yaml);
    } else {
        std::printf("accelctl not found at %s (pass its path as the second argument)\n",
                    qPrintable(accelctl));
    }
    const QString python3 = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (python3.isEmpty()) {
        std::printf("python3 not installed: no YAML yardstick\n");
    } else if (nodes > 16000) {
        std::printf("python3 yaml (CSafeLoader) left out above 16,000 nodes: its object tree "
                    "outgrows this machine\n");
    } else {
        python = pythonYaml(python3, yamlPath);
        printChild("python3 yaml.load (CSafeLoader), YAML", python);
    }
    // The window's path, in a child of its own.
    const ChildRun window = runChild({QCoreApplication::applicationFilePath(),
                                      QStringLiteral("--window"), path, QString::number(devices)},
                                     QString());
    printChild("ClusterSnapshot::fromFile + build (child)", window);
    const ChildRun staged =
        runChild({QCoreApplication::applicationFilePath(), QStringLiteral("--window-staged"), path,
                  QString::number(devices)},
                 QString());
    printChild("the window's staged read (child)", staged);

    std::printf("\ntargets (issue 6 at 2,000 nodes; issue 37 at 65,000 nodes):\n");
    if (ours.status == 0 && theirs.status == 0 && ours.wallMs > 0 && ours.cpuMs > 0) {
        const double wallRatio = theirs.wallMs / ours.wallMs;
        const double cpuRatio = theirs.cpuMs / ours.cpuMs;
        std::printf("  get gpus -o json vs jq: %.1fx by wall time, %.1fx by CPU time "
                    "(issue 6 >= 5x by wall: %s; issue 37 >= 10x by CPU: %s)\n",
                    wallRatio, cpuRatio, verdict(wallRatio >= 5), verdict(cpuRatio >= 10));
    }
    if (ours.status == 0)
        std::printf("  get gpus -o json peak RSS: %.1f MB, %.0f bytes per device (issue 6 < 300 "
                    "MB: %s; issue 37 < 1 GB: %s, < 1 KB per device: %s)\n",
                    double(ours.maxRssKb) / 1024.0, double(ours.maxRssKb) * 1024 / double(devices),
                    verdict(ours.maxRssKb < 300 * 1024), verdict(ours.maxRssKb < 1024 * 1024),
                    verdict(double(ours.maxRssKb) * 1024 / double(devices) < 1024));
    if (yaml.status == 0) {
        std::printf("  %.1f MB YAML: %.2f s, %.2f s CPU, peak RSS %.1f MB (issue 6 < 5 s: %s, "
                    "< 400 MB: %s; issue 37 < 1.5 GB: %s)\n",
                    yamlMb, yaml.wallMs / 1e3, yaml.cpuMs / 1e3, double(yaml.maxRssKb) / 1024.0,
                    verdict(yaml.wallMs < 5000), verdict(yaml.maxRssKb < 400 * 1024),
                    verdict(yaml.maxRssKb < 1536 * 1024));
        if (ours.status == 0 && ours.cpuMs > 0)
            std::printf("  YAML / JSON: %.1fx by CPU time (issue 37 <= 2x: %s), %.1fx by wall "
                        "time\n",
                        yaml.cpuMs / ours.cpuMs, verdict(yaml.cpuMs <= 2 * ours.cpuMs),
                        ours.wallMs > 0 ? yaml.wallMs / ours.wallMs : 0.0);
        if (python.status == 0 && yaml.cpuMs > 0)
            std::printf("  YAML vs python3 yaml (CSafeLoader): %.1fx by CPU time\n",
                        python.cpuMs / yaml.cpuMs);
    }
    if (window.status == 0)
        std::printf("  the window's path: %.2f s, %.2f s CPU, peak RSS %.1f MB, %.0f bytes per "
                    "device (issue 37 < 10 s: %s, < 2 GB: %s)\n",
                    window.wallMs / 1e3, window.cpuMs / 1e3, double(window.maxRssKb) / 1024.0,
                    double(window.maxRssKb) * 1024 / double(devices),
                    verdict(window.wallMs < 10000), verdict(window.maxRssKb < 2048 * 1024));
    if (staged.status == 0)
        std::printf("  the window's staged read, first rows to the other tabs' snapshot: %.2f s, "
                    "%.2f s CPU, peak RSS %.1f MB\n",
                    staged.wallMs / 1e3, staged.cpuMs / 1e3, double(staged.maxRssKb) / 1024.0);
    std::fflush(stdout);
    if (nodes > 4000) {
        std::printf("\nboth readers in one process and the document readers: left out above "
                    "%d nodes (tst_inventory_fastpath holds the readers to the same inventory)\n",
                    4000);
        if (nodes <= 16000)
            return compareDocumentReaders(path, yamlPath, args.size() > 3) ? 0 : 1;
        if (args.size() <= 3)
            QFile::remove(yamlPath);
        return ours.status == 0 && window.status == 0 ? 0 : 1;
    }

    const qint64 hwmBefore = vmHwmKb();
    QElapsedTimer timer;
    timer.start();
    Accel::Dra::Inventory::SnapshotReader reader = Accel::Dra::Inventory::SnapshotReader::Invalid;
    const Accel::Result<Accel::Dra::Inventory> fast =
        Accel::Dra::Inventory::fromSnapshotFile(path, &reader);
    const double fastMs = double(timer.nsecsElapsed()) / 1e6;
    if (!fast) {
        std::fprintf(stderr, "%s\n", qPrintable(fast.error().toString()));
        return 1;
    }
    const double fastHwm = double(vmHwmKb()) / 1024.0;
    timer.restart();
    const Accel::Result<Accel::Kube::ClusterSnapshot> snapshot =
        Accel::Kube::ClusterSnapshot::fromFile(path);
    const double loadMs = double(timer.nsecsElapsed()) / 1e6;
    if (!snapshot) {
        std::fprintf(stderr, "%s\n", qPrintable(snapshot.error().toString()));
        return 1;
    }
    timer.restart();
    const Accel::Dra::Inventory inventory = Accel::Dra::Inventory::build(*snapshot);
    const double joinMs = double(timer.nsecsElapsed()) / 1e6;
    int failed = 0;
    for (const Accel::Dra::Gpu &gpu : inventory.gpus())
        failed += gpu.capabilityState == Accel::Dra::CapabilityState::QueryFailed;
    std::printf("\nin process (%lld devices, %lld GPUs of which %d query failed, %lld nodes):\n"
                "  Inventory::fromSnapshotFile (%s): %.0f ms; VmHWM %.1f MB (%.1f MB before)\n"
                "  ClusterSnapshot::fromFile %.0f ms + Inventory::build %.0f ms = %.0f ms; "
                "VmHWM %.1f MB\n",
                qlonglong(inventory.devices().size()), qlonglong(inventory.gpus().size()), failed,
                qlonglong(inventory.nodes().size()),
                reader == Accel::Dra::Inventory::SnapshotReader::FastJsonStream
                    ? "simdjson, item by item"
                    : (reader == Accel::Dra::Inventory::SnapshotReader::FastJson
                           ? "simdjson"
                           : "general reader"),
                fastMs, fastHwm, double(hwmBefore) / 1024.0, loadMs, joinMs, loadMs + joinMs,
                double(vmHwmKb()) / 1024.0);
    if (fast->toJson() != inventory.toJson()) {
        std::printf("  the two readers DISAGREE\n");
        return 1;
    }
    std::printf("  same inventory from both readers\n");
    return compareDocumentReaders(path, yamlPath, args.size() > 3) ? 0 : 1;
}
