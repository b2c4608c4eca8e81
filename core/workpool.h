// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QThreadPool>

#include <type_traits>
#include <utility>

namespace Accel {

/// The thread pool every long computation of the engine and the window runs on: loads,
/// preparations, filters, renders, MCP tool calls, and the parallel parts of the readers. Never
/// QThreadPool::globalInstance(), which belongs to Qt.
///
/// Qt 6.4's raster paint engine splits a long semi-transparent line or a large fill into parts
/// on the global pool and waits for them on the UI thread (qdrawhelper's parallel fills). With
/// the engine's tasks on that pool, every part queued behind them: bench_clusterwatch at 16,000
/// nodes measured the UI thread waiting 5.6 s in QSemaphore::acquire under
/// QRasterPaintEngine::drawLines (a QTabWidget's frame) while preparations ran, with 49 ms of
/// its own CPU (issue 37: "a watch at 1,000 changes a second keeps the longest UI stall < 16 ms").
/// Here the engine's work leaves Qt's pool free for painting.
///
/// As many threads as cores (QThread::idealThreadCount()). A thread that waits on a future of
/// this pool whose task is still queued runs that task itself (QFuture::waitForFinished takes
/// it), so a task may split its work here and wait. When the application object is destroyed,
/// it waits for the running work first, as it does for Qt's pool. The process's pool, as
/// Qt's own is: not a service (STYLE.md rule 5: nothing outside the process), not passed in.
QThreadPool *workPool();

/// For a process with a UI thread (accel-console's main(), before any work starts): the work
/// pool's threads run at a lower scheduling priority than the UI thread (nice 10 on Linux,
/// where a thread has its own), so that the UI thread gets a core as soon as it wakes. On a
/// 2-core machine, two workers and the live cluster's network thread kept it waiting for a core
/// for up to 57 ms of a 1 ms timer (bench_clusterwatch at 16,000 nodes). The pool's threads are
/// made now and do not retire (a thread one of them makes inherits its priority; one that Qt
/// retires anyway, after a spurious wake-up, comes back at the normal priority). The pool must
/// be idle: a thread busy with other work is left as it is. A command-line process keeps its
/// workers at the normal priority. Returns whether every thread took it.
bool lowerWorkPoolPriority();

/// Lowers the calling thread's priority as lowerWorkPoolPriority() does the pool's: for a
/// window's own thread that computes (the live cluster's network thread builds each update).
/// Returns whether the system took it.
bool lowerThisThreadsPriority();

/// Frees `value` on workPool(): what a window replaces (a fleet's inventory, rows or allocator
/// preparation, a million small blocks) takes longer to free than to swap, and the UI thread
/// only swaps. bench_clusterwatch at 16,000 nodes: freeing the claims view's previous
/// preparation held the UI thread for 700 ms of each live update. What another holder still
/// shares is freed by the last one, wherever that is. T is copyable (QThreadPool::start takes a
/// std::function); Qt's and the engine's shared data are.
template<typename T>
void releaseOnWorkPool(T value)
{
    static_assert(std::is_copy_constructible_v<T>, "QThreadPool::start takes a std::function");
    workPool()->start([held = std::move(value)]() mutable { T gone = std::move(held); });
}

} // namespace Accel
