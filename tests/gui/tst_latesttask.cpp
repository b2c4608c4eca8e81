// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// PanelKit::LatestTask (issue 18, section 3: one latest-task helper): only the newest run's
// result reaches the panel; a cancelled run's result never does and cancellable work sees the
// request; a panel destroyed while its work runs gets nothing; progress is passed on. The work
// runs on the engine's pool, and painting never waits for it (workpool.h).
#include "panelkit.h"
#include "workpool.h"

#include <QImage>
#include <QPainter>
#include <QScopeGuard>
#include <QSemaphore>
#include <QThreadPool>
#include <QtTest>

#include <atomic>
#include <memory>
#include <thread>

using Accel::Ui::PanelKit::LatestTask;

namespace {

/// Work that holds until released, so the test decides the order in which runs finish.
struct Gate
{
    QSemaphore open;
    void release() { open.release(); }
};

/// A panel: the task is its member, results land in `results`.
class Panel : public QObject
{
public:
    LatestTask<int> task{this};
    QList<int> results;
};

} // namespace

class TestLatestTask : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void onlyTheNewestResult_data();
    void onlyTheNewestResult();
    void cancel();
    void cancellableWorkSeesCancel();
    void panelGoneBeforeResult();
    void progress();
    void paintingNeverWaitsForTheWork();
};

void TestLatestTask::onlyTheNewestResult_data()
{
    QTest::addColumn<int>("runs");
    QTest::addColumn<bool>("oldFinishFirst");
    QTest::addRow("one run") << 1 << true;
    QTest::addRow("two runs, the older finishes first") << 2 << true;
    QTest::addRow("two runs, the newer finishes first") << 2 << false;
    QTest::addRow("five runs, in order") << 5 << true;
    QTest::addRow("five runs, newest first") << 5 << false;
}

void TestLatestTask::onlyTheNewestResult()
{
    QFETCH(int, runs);
    QFETCH(bool, oldFinishFirst);
    Panel panel;
    std::vector<std::shared_ptr<Gate>> gates;
    for (int i = 0; i < runs; ++i) {
        auto gate = std::make_shared<Gate>();
        gates.push_back(gate);
        panel.task.start(
            [gate, i] {
                gate->open.acquire();
                return i;
            },
            [&panel](int value) { panel.results << value; });
        QVERIFY(panel.task.isRunning());
    }
    for (int i = 0; i < runs; ++i)
        gates[size_t(oldFinishFirst ? i : runs - 1 - i)]->release();
    QTRY_VERIFY(!panel.task.isRunning());
    // Stale results would arrive as late events: give them every chance.
    Accel::workPool()->waitForDone();
    QCoreApplication::processEvents();
    QTest::qWait(20);
    QCOMPARE(panel.results, QList<int>{runs - 1});
    QCOMPARE(panel.task.started(), quint64(runs));
    QCOMPARE(panel.task.delivered(), quint64(1));
}

void TestLatestTask::cancel()
{
    Panel panel;
    auto gate = std::make_shared<Gate>();
    panel.task.start(
        [gate] {
            gate->open.acquire();
            return 7;
        },
        [&panel](int value) { panel.results << value; });
    QVERIFY(panel.task.cancel());
    QVERIFY(!panel.task.isRunning());
    QVERIFY(!panel.task.cancel()); // nothing left to cancel
    gate->release();
    Accel::workPool()->waitForDone();
    QTest::qWait(20);
    QVERIFY(panel.results.isEmpty());

    // The next run after a cancel is delivered.
    panel.task.start([] { return 8; }, [&panel](int value) { panel.results << value; });
    QTRY_COMPARE(panel.results, QList<int>{8});
}

void TestLatestTask::cancellableWorkSeesCancel()
{
    Panel panel;
    auto sawCancel = std::make_shared<std::atomic_bool>(false);
    auto running = std::make_shared<QSemaphore>();
    panel.task.start(
        [sawCancel, running](QPromise<int> &promise) {
            running->release();
            for (int i = 0; i < 2000 && !promise.isCanceled(); ++i)
                QThread::msleep(1);
            *sawCancel = promise.isCanceled();
            if (!promise.isCanceled())
                promise.addResult(1);
        },
        [&panel](int value) { panel.results << value; });
    QVERIFY(running->tryAcquire(1, 5000));
    panel.task.cancel();
    Accel::workPool()->waitForDone();
    QVERIFY(*sawCancel);
    QTest::qWait(20);
    QVERIFY(panel.results.isEmpty());
}

void TestLatestTask::panelGoneBeforeResult()
{
    auto gate = std::make_shared<Gate>();
    auto delivered = std::make_shared<int>(0);
    {
        Panel panel;
        panel.task.start(
            [gate] {
                gate->open.acquire();
                return 1;
            },
            [delivered](int) { ++*delivered; });
    } // destroyed with the work still running
    gate->release();
    Accel::workPool()->waitForDone();
    QTest::qWait(20);
    QCOMPARE(*delivered, 0);
}

void TestLatestTask::progress()
{
    Panel panel;
    QList<int> values;
    int lastMaximum = -1;
    panel.task.setProgress([&](int value, int, int maximum) {
        values << value;
        lastMaximum = maximum;
    });
    panel.task.start(
        [](QPromise<int> &promise) {
            promise.setProgressRange(0, 3);
            for (int i = 1; i <= 3; ++i) {
                promise.setProgressValue(i);
                QThread::msleep(5);
            }
            promise.addResult(3);
        },
        [&panel](int value) { panel.results << value; });
    QTRY_COMPARE(panel.results, QList<int>{3});
    QCOMPARE(lastMaximum, 3);
    QVERIFY(!values.isEmpty());
    QCOMPARE(values.last(), 3);
}

void TestLatestTask::paintingNeverWaitsForTheWork()
{
    // Issue 37 (a watch at 1,000 changes a second keeps the UI stall < 16 ms): Qt 6.4's raster
    // engine draws a long semi-transparent line in parts on QThreadPool::globalInstance() and
    // waits for them on the painting thread. With every thread of the engine's pool held by a
    // panel's work, a window's painting must not wait for any of it.
    const int threads = Accel::workPool()->maxThreadCount();
    auto gate = std::make_shared<QSemaphore>();
    auto running = std::make_shared<std::atomic_int>(0);
    auto onEnginePool = std::make_shared<std::atomic_int>(0);
    std::vector<std::unique_ptr<Panel>> panels;
    for (int i = 0; i < threads; ++i) {
        panels.push_back(std::make_unique<Panel>());
        panels.back()->task.start(
            [gate, running, onEnginePool] {
                *onEnginePool += Accel::workPool()->contains(QThread::currentThread());
                ++*running;
                gate->acquire();
                return 0;
            },
            [](int) {});
    }
    // However the test ends, the work ends (the application waits for it on exit).
    const auto letGoAtTheEnd = qScopeGuard([gate, threads] { gate->release(threads); });
    QTRY_COMPARE(running->load(), threads);
    QCOMPARE(onEnginePool->load(), threads);

    // Were the painting to wait for the work, a watchdog lets the work go after 20 s so that the
    // test ends, failing.
    QSemaphore painted;
    std::atomic_bool letGo = false;
    std::thread watchdog([&] {
        if (!painted.tryAcquire(1, 20000)) {
            letGo = true;
            gate->release(threads);
        }
    });
    QImage image(800, 1200, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setPen(QColor(0, 0, 0, 100));
        for (int x = 10; x < 800; x += 40)
            painter.drawLine(x, 0, x, 1199);
    }
    painted.release();
    watchdog.join();
    QVERIFY2(!letGo, "the painting waited for the panels' work");
    QCOMPARE(image.pixelColor(10, 600), image.pixelColor(50, 900));
    QVERIFY(image.pixelColor(10, 600) != QColor(Qt::white));
}

QTEST_GUILESS_MAIN(TestLatestTask)
#include "tst_latesttask.moc"
