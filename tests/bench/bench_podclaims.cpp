// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The Claims panel's Pod claims mode on the bench fleet (issue 15 section 4: "stays responsive
// on the 2,000-node bench fleet"): the view on the offscreen platform with the fleet of
// tests/bench/fleet (2,000 nodes x 8 GPUs by default), two decode-10bit claims added as from the
// form, and per change: the time until the node list shows the new result (worker allocation on
// every node plus the UI thread's part), less the view's debounce, and the longest the UI thread
// went without serving its event loop meanwhile (a 5 ms timer's worst lateness).
// Usage: bench_podclaims [nodes] [runs]
#include "fleet.h"
#include "podclaimsview.h"

#include "dra/claimrender.h"
#include "kube/snapshot.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace Accel;

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // remembered folders stay out of ~
    const QStringList args = app.arguments();
    const int nodes = args.value(1, QStringLiteral("2000")).toInt();
    const int runs = std::max(1, args.value(2, QStringLiteral("7")).toInt());

    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromBytes(Bench::fleetJson(nodes, 8), QStringLiteral("bench"));
    if (!snapshot) {
        std::fprintf(stderr, "%s\n", qPrintable(snapshot.error().toString()));
        return 1;
    }
    Dra::ClaimRenderRequest render;
    render.name = QStringLiteral("decode-10bit");
    render.capabilities = {QStringLiteral("decodeHEVCMain10"), QStringLiteral("scale10bit")};
    const Result<Dra::ClaimRendering> rendered = Dra::renderClaim(render);
    if (!rendered)
        return 1;
    QList<QJsonObject> classes = rendered->objects;
    const QJsonObject claim = classes.takeLast();

    Ui::PodClaimsView view;
    view.resize(1346, 640);
    view.show();
    view.setCluster(*snapshot, QStringLiteral("bench"));
    view.setFormClaim(claim, classes);

    // The event loop's health: a 5 ms timer, and how late it fires at worst.
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    double worstStallMs = 0;
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(5);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        worstStallMs = std::max(worstStallMs, double(now - last) / 1e6 - 5.0);
        last = now;
    });

    QList<double> ms;
    QList<double> stalls;
    for (int run = 0; run <= runs; ++run) {
        // Alternately one and two claims: every run is a change with a new result.
        if (view.entries().size() >= 2)
            view.removeClaim(1);
        else
            view.addFormClaim();
        last = clock.nsecsElapsed();
        worstStallMs = 0;
        probe.start();
        QElapsedTimer timer;
        timer.start();
        while (view.isBusy())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        const double elapsed = double(timer.nsecsElapsed()) / 1e6;
        probe.stop();
        if (!view.report()) {
            std::fprintf(stderr, "no result: %s\n",
                         qPrintable(view.allocationError() ? view.allocationError()->toString()
                                                           : QStringLiteral("?")));
            return 1;
        }
        if (run > 0) { // the first warms the fonts and the thread pool
            ms << elapsed;
            stalls << worstStallMs;
        }
    }
    std::sort(ms.begin(), ms.end());
    std::sort(stalls.begin(), stalls.end());
    const double debounce = 150;
    std::printf("pod claims on %d nodes x 8 GPUs (%d of %lld nodes fit the last %lld claim(s))\n",
                nodes, view.report()->fitting, qlonglong(view.report()->nodes.size()),
                qlonglong(view.entries().size()));
    std::printf("change to result on screen, less the %.0f ms debounce: median %.1f ms, worst "
                "%.1f ms\n",
                debounce, ms.at(ms.size() / 2) - debounce, ms.constLast() - debounce);
    std::printf("longest UI-thread stall meanwhile: median %.1f ms, worst %.1f ms\n",
                stalls.at(stalls.size() / 2), stalls.constLast());
    Bench::printFootprint("pod claims view with the fleet", Bench::fleetDevices(nodes, 8));
    return 0;
}
