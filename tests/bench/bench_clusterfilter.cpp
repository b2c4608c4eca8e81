// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The cluster panel's filter at fleet scale (issue 6 "Tests and evidence"; issue 37 "The window
// at scale": the UI thread busy < 16 ms per keystroke, any text, and the filtered rows shown
// < 200 ms after the last keystroke). The shared fleet (tests/bench/fleet: N nodes x 8 GPUs with
// MIG partitions and IMEX devices) is built in memory, prepared as the panel's worker does, and
// set into a ClusterTreeModel behind a ClusterFilterModel, shown in an offscreen QTreeView with
// the panel's ClusterTreeExpansion. Each filter string is then typed:
//  - key by key, each keystroke waiting for its rows: per keystroke the UI thread's longest busy
//    stretch (setFilterText(), then every pass of the event loop until the rows are laid out and
//    painted: the result swapped in, the view's layout, its paint) and the time from the
//    keystroke until then;
//  - as a burst, every key at once (each supersedes the run before it): the same two figures,
//    the time counted from the last keystroke.
// The user has opened some nodes and their MIG GPUs first (the view's persistent indexes, which
// made a QSortFilterProxyModel take seconds a keystroke at 16,000 nodes).
// Usage: bench_clusterfilter [nodes]
#include "clustertreeexpansion.h"
#include "dra/inventory.h"
#include "fleet.h"
#include "mallocpolicy.h"
#include "models/clusterfiltermodel.h"
#include "models/clustertreemodel.h"
#include "workpool.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QThread>
#include <QTreeView>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

constexpr double UiBudgetMs = 16;
constexpr double ShownBudgetMs = 200;

/// The longest of some busy stretches of the UI thread, and its own CPU time in it.
struct Busy
{
    double wallMs = 0;
    double cpuMs = 0;
    void take(const Busy &other)
    {
        if (other.wallMs > wallMs)
            *this = other;
    }
};

/// WORK, timed on the wall and on this thread's CPU.
template<class Work>
Busy timed(const Work &work)
{
    QElapsedTimer wall;
    const double cpu = Accel::Bench::threadCpuMs();
    wall.start();
    work();
    return {double(wall.nsecsElapsed()) / 1e6, Accel::Bench::threadCpuMs() - cpu};
}

struct Figures
{
    Busy busy;          ///< the UI thread's longest busy stretch
    double shownMs = 0; ///< from the (last) keystroke until the rows were on screen
};

/// Runs the event loop in timed passes until FILTER has shown its newest result (a text that
/// trims to the same needle starts no run), then one more pass (the view's delayed layout) and
/// the view's paint (a repaint: the update it asked for, which would otherwise wait for a pass
/// of its own); returns the longest of these.
Busy untilShown(const Accel::Ui::ClusterFilterModel &filter, QTreeView &view)
{
    Busy longest;
    const auto timedPass = [&] { longest.take(timed([] { QApplication::processEvents(); })); };
    while (filter.isPending()) {
        timedPass();
        if (filter.isPending())
            QThread::usleep(100); // the worker's turn; the UI thread is idle here
    }
    timedPass(); // the view's delayed layout, asked for by the result's layout change
    // lays out first if the layout is still pending
    longest.take(timed([&view] { view.viewport()->repaint(); }));
    return longest;
}

/// How many rows the view shows: the nodes, and the rows under those it has open.
int rowsShown(const QTreeView &view)
{
    const QAbstractItemModel &model = *view.model();
    int rows = model.rowCount();
    for (int r = 0; r < model.rowCount(); ++r) {
        const QModelIndex node = model.index(r, 0);
        if (view.isExpanded(node))
            rows += model.rowCount(node);
    }
    return rows;
}

} // namespace

int main(int argc, char **argv)
{
    // As accel-console's main() does; ACCEL_BENCH_DEFAULT_MALLOC=1 measures without it.
    if (!qEnvironmentVariableIsSet("ACCEL_BENCH_DEFAULT_MALLOC"))
        Accel::keepAllocatorLocksShort();
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // As accel-console's main() does; ACCEL_BENCH_NORMAL_PRIORITY=1 measures without it.
    const bool lowered =
        !qEnvironmentVariableIsSet("ACCEL_BENCH_NORMAL_PRIORITY") && Accel::lowerWorkPoolPriority();
    std::printf("workers: %s\n", lowered ? "below the UI thread (accel-console's policy)"
                                         : "at the UI thread's priority");
    const int nodes = app.arguments().size() > 1 ? app.arguments().at(1).toInt() : 2000;

    QElapsedTimer timer;
    timer.start();
    Accel::Dra::Inventory inventory = Accel::Bench::fleetInventory(nodes, 8);
    const double buildMs = double(timer.nsecsElapsed()) / 1e6;
    const qsizetype entries = inventory.gpus().size();

    Accel::Ui::ClusterTreeModel model;
    Accel::Ui::ClusterFilterModel filter;
    filter.setSourceModel(&model);
    timer.start();
    Accel::Ui::ClusterTreeModel::Prepared prepared =
        Accel::Ui::ClusterTreeModel::prepare(std::move(inventory)); // the panel's worker
    const double prepareMs = double(timer.nsecsElapsed()) / 1e6;
    const qsizetype keyBytes = prepared.nodeSearch.text.size() + prepared.gpuSearch.text.size();

    QTreeView view;
    view.setUniformRowHeights(true);
    view.setAlternatingRowColors(true);
    view.setModel(&filter);
    Accel::Ui::ClusterTreeExpansion expansion(&view, &filter);
    view.resize(1000, 700);
    view.show();
    QApplication::processEvents();
    // The share of a pass that is the result's swap: from the layout change's start until the
    // expansion (connected before this) has opened and closed rows.
    QElapsedTimer clock;
    clock.start();
    qint64 swapStartNs = -1;
    double swapMaxMs = 0;
    QObject::connect(&filter, &QAbstractItemModel::layoutAboutToBeChanged, &filter,
                     [&] { swapStartNs = clock.nsecsElapsed(); });
    QObject::connect(&filter, &Accel::Ui::ClusterFilterModel::filterApplied, &filter, [&] {
        if (swapStartNs >= 0)
            swapMaxMs = std::max(swapMaxMs, double(clock.nsecsElapsed() - swapStartNs) / 1e6);
        swapStartNs = -1;
    });

    timer.start();
    model.setPrepared(std::move(prepared)); // the UI thread: a reset, nodes open within budget
    const double setMs = double(timer.nsecsElapsed()) / 1e6;
    timer.start();
    const double firstPassMs = untilShown(filter, view).wallMs;
    const double firstShownMs = double(timer.nsecsElapsed()) / 1e6;
    std::printf("fleet: %d nodes, %lld GPU and other device rows, %lld capability columns; join "
                "%.0f ms, prepare (search keys, worker) %.1f ms, %.1f MB of keys; setPrepared "
                "(UI thread) %.2f ms, then the first layout and paint: longest pass %.1f ms, "
                "shown after %.1f ms with %d rows\n",
                nodes, qlonglong(entries), qlonglong(model.capabilityNames().size()), buildMs,
                prepareMs, double(keyBytes) / 1e6, setMs, firstPassMs, firstShownMs,
                rowsShown(view));

    // The user opens some nodes and, under them, the MIG GPUs (every second NVIDIA node has
    // partitioned GPUs): the view's persistent indexes that a filter change has to move.
    int opened = 0;
    for (int r = 0; r < filter.rowCount() && opened < 100; r += std::max(1, nodes / 100)) {
        const QModelIndex node = filter.index(r, 0);
        view.expand(node);
        ++opened;
        for (int g = 0; g < filter.rowCount(node); ++g)
            if (filter.hasChildren(filter.index(g, 0, node)))
                view.expand(filter.index(g, 0, node));
    }
    QApplication::processEvents();
    std::printf("opened by the user: %d nodes and their partitioned GPUs (%lld rows open)\n",
                opened, qlonglong(expansion.openedByUser().size()));

    const QStringList strings{u"node-1234"_s, u"0000:40"_s,    u"decodeav1main10"_s,
                              u"h100"_s,      u"ihd driver"_s, u"imex"_s,
                              u"zzz"_s};
    std::printf(
        "\nkey by key (each keystroke waits for its rows), then the text deleted at once:\n");
    std::printf("%-18s %14s %12s %14s %14s %12s\n", "typed", "UI busy ms", "own CPU ms",
                "shown mean ms", "shown max ms", "rows shown");
    Figures worst;
    for (const QString &s : strings) {
        Figures f;
        double shownSum = 0;
        int keys = 0;
        int rows = 0;
        for (qsizetype i = 1; i <= s.size() + 1; ++i) {
            const QString typed = i <= s.size() ? s.left(i) : QString(); // then select all + Delete
            timer.start();
            f.busy.take(timed([&] { filter.setFilterText(typed); }));
            f.busy.take(untilShown(filter, view));
            const double shownMs = double(timer.nsecsElapsed()) / 1e6;
            f.shownMs = std::max(f.shownMs, shownMs);
            shownSum += shownMs;
            ++keys;
            if (i == s.size())
                rows = rowsShown(view); // the whole text's rows, before it is deleted
        }
        worst.busy.take(f.busy);
        worst.shownMs = std::max(worst.shownMs, f.shownMs);
        std::printf("%-18s %14.2f %12.2f %14.2f %14.2f %12d\n", qPrintable(s), f.busy.wallMs,
                    f.busy.cpuMs, shownSum / keys, f.shownMs, rows);
    }
    std::printf("longest result swap (layout change and expansion; the rest of a busy pass is "
                "the view's layout and paint): %.2f ms\n",
                swapMaxMs);
    std::printf("key by key: UI thread busy at most %.2f ms per keystroke (%.2f ms of its own "
                "CPU; target < %.0f ms: %s), rows shown at most %.1f ms after a keystroke "
                "(target < %.0f ms: %s)\n",
                worst.busy.wallMs, worst.busy.cpuMs, UiBudgetMs,
                worst.busy.wallMs < UiBudgetMs ? "met" : "MISSED", worst.shownMs, ShownBudgetMs,
                worst.shownMs < ShownBudgetMs ? "met" : "MISSED");

    std::printf("\nas a burst (every key at once, each superseding the last), then cleared:\n");
    std::printf("%-18s %14s %12s %20s %12s\n", "typed", "UI busy ms", "own CPU ms",
                "shown after last ms", "rows shown");
    Figures burstWorst;
    for (const QString &s : strings) {
        Figures f;
        for (qsizetype i = 1; i <= s.size(); ++i) {
            timer.start();
            f.busy.take(timed([&] { filter.setFilterText(s.left(i)); }));
        }
        f.busy.take(untilShown(filter, view));
        f.shownMs = double(timer.nsecsElapsed()) / 1e6;
        const int rows = rowsShown(view);
        filter.setFilterText(QString());
        untilShown(filter, view);
        burstWorst.busy.take(f.busy);
        burstWorst.shownMs = std::max(burstWorst.shownMs, f.shownMs);
        std::printf("%-18s %14.2f %12.2f %20.2f %12d\n", qPrintable(s), f.busy.wallMs, f.busy.cpuMs,
                    f.shownMs, rows);
    }
    std::printf("burst: UI thread busy at most %.2f ms (%.2f ms of its own CPU; target < %.0f "
                "ms: %s), rows shown at most %.1f ms after the last keystroke (target < %.0f ms: "
                "%s)\n",
                burstWorst.busy.wallMs, burstWorst.busy.cpuMs, UiBudgetMs,
                burstWorst.busy.wallMs < UiBudgetMs ? "met" : "MISSED", burstWorst.shownMs,
                ShownBudgetMs, burstWorst.shownMs < ShownBudgetMs ? "met" : "MISSED");

    // The share of a pass that is only painting: the same view repainted with nothing changed.
    double paintMs = 0;
    for (int i = 0; i < 5; ++i) {
        timer.start();
        view.viewport()->repaint();
        paintMs += double(timer.nsecsElapsed()) / 1e6 / 5;
    }
    std::printf("one repaint of the unchanged view (%d columns, offscreen raster): %.2f ms\n",
                model.columnCount(), paintMs);
    Accel::Bench::printFootprint("the fleet in the panel's model and view",
                                 Accel::Bench::fleetDevices(nodes, 8));
    return 0;
}
