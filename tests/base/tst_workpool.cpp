// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The engine's thread pool (core/workpool.h; issue 37: "a watch at 1,000 changes a second keeps
// the longest UI stall < 16 ms"): work runs on threads of its own, apart from Qt's pool that the
// raster engine paints with; work that waits for work it split off finishes however many
// threads are busy; with the console's policy every thread of the pool runs below the thread
// that asked, work split off by a pool task too, and that thread keeps its priority.
#include "workpool.h"

#include <QScopeGuard>
#include <QSemaphore>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <thread>

#if defined(Q_OS_LINUX)
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace {

int thisThreadsNice()
{
#if defined(Q_OS_LINUX)
    return getpriority(PRIO_PROCESS, id_t(gettid()));
#else
    return 0;
#endif
}

} // namespace

class TestWorkPool : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ownThreads();
    void splitWorkFinishes_data();
    void splitWorkFinishes();
    void lowerPriority();
};

void TestWorkPool::ownThreads()
{
    QVERIFY(Accel::workPool() != QThreadPool::globalInstance());
    QCOMPARE(Accel::workPool(), Accel::workPool());
    QVERIFY(Accel::workPool()->maxThreadCount() >= 1);
    QFuture<std::pair<bool, bool>> task = QtConcurrent::run(Accel::workPool(), [] {
        return std::pair(Accel::workPool()->contains(QThread::currentThread()),
                         QThreadPool::globalInstance()->contains(QThread::currentThread()));
    });
    // Waited for without taking it: result() on a task still queued runs it on this thread.
    Accel::workPool()->waitForDone();
    const std::pair<bool, bool> where = task.result();
    QVERIFY(where.first);
    QVERIFY(!where.second);
}

void TestWorkPool::splitWorkFinishes_data()
{
    QTest::addColumn<int>("outer");
    const int threads = Accel::workPool()->maxThreadCount();
    QTest::addRow("one task") << 1;
    QTest::addRow("a task per thread") << threads;
    QTest::addRow("twice as many tasks as threads") << threads * 2;
}

void TestWorkPool::splitWorkFinishes()
{
    // As the claims' rows and the YAML reader's chunks do: a task splits its work onto the pool
    // and waits for the parts. With every thread so waiting, a waiting task runs a part that no
    // thread took itself (QFuture::waitForFinished), so nothing waits for ever.
    QFETCH(int, outer);
    QList<QFuture<int>> tasks;
    for (int i = 0; i < outer; ++i) {
        tasks << QtConcurrent::run(Accel::workPool(), [i] {
            QList<QFuture<int>> parts;
            for (int p = 0; p < 4; ++p)
                parts << QtConcurrent::run(Accel::workPool(), [i, p] { return i * 10 + p; });
            int sum = 0;
            for (QFuture<int> &part : parts)
                sum += part.result();
            return sum;
        });
    }
    for (int i = 0; i < outer; ++i)
        QCOMPARE(tasks[i].result(), i * 40 + 6);
}

void TestWorkPool::lowerPriority()
{
    // Where a thread has no priority of its own (not Linux), nothing is lowered and the
    // functions say so. A test already run at nice 10 or more (a runner's own choice) keeps it:
    // lowering never raises a thread's priority.
#if defined(Q_OS_LINUX)
    constexpr bool threadsHaveTheirOwn = true;
#else
    constexpr bool threadsHaveTheirOwn = false;
#endif
    const int mine = thisThreadsNice();
    const int lowered = threadsHaveTheirOwn ? std::max(mine, 10) : mine;
    // As at the console's start: no work running (a thread that just gave back a result may be
    // a moment from taking the next).
    Accel::workPool()->waitForDone();
    QCOMPARE(Accel::lowerWorkPoolPriority(), threadsHaveTheirOwn);
    QCOMPARE(thisThreadsNice(), mine); // the asking thread keeps its priority
    QCOMPARE(Accel::workPool()->expiryTimeout(), -1);

    // More tasks than threads, held until all threads are busy; each says its thread's
    // priority, and one made by a pool thread that waits for it (a part of split work).
    const int threads = Accel::workPool()->maxThreadCount();
    auto busy = std::make_shared<QSemaphore>();
    auto go = std::make_shared<QSemaphore>();
    // However the test ends, the held tasks go (the application waits for them on exit).
    const auto letGo = qScopeGuard([go, threads] { go->release(threads); });
    QList<QFuture<std::pair<int, int>>> tasks;
    for (int i = 0; i < threads * 3; ++i) {
        tasks << QtConcurrent::run(Accel::workPool(), [busy, go, i, threads] {
            if (i < threads) {
                busy->release();
                go->acquire();
            }
            const int part = QtConcurrent::run(Accel::workPool(), &thisThreadsNice).result();
            return std::pair(thisThreadsNice(), part);
        });
    }
    QVERIFY(busy->tryAcquire(threads, 10000));
    go->release(threads);
    // Waited for without taking any: result() on a task still queued runs it on this thread.
    Accel::workPool()->waitForDone();
    for (QFuture<std::pair<int, int>> &task : tasks) {
        QCOMPARE(task.result().first, lowered);
        QCOMPARE(task.result().second, lowered);
    }
    QCOMPARE(thisThreadsNice(), mine);

    // A thread of the window's own (the live cluster's network thread).
    int other = -1;
    bool first = false;
    bool again = false;
    std::thread network([&] {
        first = Accel::lowerThisThreadsPriority();
        again = Accel::lowerThisThreadsPriority(); // still there, not an error
        other = thisThreadsNice();
    });
    network.join();
    QCOMPARE(first, threadsHaveTheirOwn);
    QCOMPARE(again, threadsHaveTheirOwn);
    QCOMPARE(other, lowered);
    QCOMPARE(thisThreadsNice(), mine);
}

QTEST_GUILESS_MAIN(TestWorkPool)
#include "tst_workpool.moc"
