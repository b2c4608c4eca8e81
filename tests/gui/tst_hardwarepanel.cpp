// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The Hardware panel and its model, driven with fixture hosts on the offscreen platform.
#include "hardwarepanel.h"
#include "host/hostprobe.h"
#include "mainwindow.h"
#include "models/hardwaremodel.h"
#include "testsupport.h"
#include "translations.h"
#include "workpool.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QThreadPool>
#include <QtTest>

#include <atomic>

using namespace Accel;
using Accel::Ui::HardwareModel;

namespace {
Host::HostSources fixtureSources(const QString &host)
{
    Host::HostSources sources;
    sources.rootDir = Test::fixture(QStringLiteral("hosts/") + host);
    sources.dockerInfoFile = Test::fixture(QStringLiteral("docker-info/cdi-only.json"));
    sources.uid = 1000;
    sources.gid = 1000;
    return sources;
}

Ui::HardwarePanel::ProbeFunction probeOf(const QString &host)
{
    const Host::HostSources sources = fixtureSources(host);
    return [sources] { return Host::probeHost(sources); };
}
} // namespace

class TestHardwarePanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void model_data();
    void model();
    void panelShowsReport();
    void probeFailure();
    void cancelDropsLateResult();
    void windowRemembersGeometry();
    void norwegian();
};

void TestHardwarePanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("accel-console-tests"));
    QSettings().clear();
}

void TestHardwarePanel::model_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<QStringList>("groups");
    QTest::addColumn<QList<int>>("children");
    QTest::addRow("none") << "none" << QStringList() << QList<int>();
    QTest::addRow("nvidia-8") << "nvidia-8" << QStringList{QStringLiteral("NVIDIA GPU")}
                              << QList<int>{8};
    QTest::addRow("quadra-3") << "quadra-3" << QStringList{QStringLiteral("NETINT Quadra")}
                              << QList<int>{3};
    QTest::addRow("nvidia-quadra")
        << "nvidia-quadra"
        << QStringList{QStringLiteral("NVIDIA GPU"), QStringLiteral("NETINT Quadra")}
        << QList<int>{1, 1};
}

void TestHardwarePanel::model()
{
    QFETCH(QString, host);
    QFETCH(QStringList, groups);
    QFETCH(QList<int>, children);
    HardwareModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setInventory(probeOf(host)()->inventory);
    QCOMPARE(model.rowCount(), groups.size());
    for (int g = 0; g < groups.size(); ++g) {
        const QModelIndex group = model.index(g, HardwareModel::NameColumn);
        QCOMPARE(group.data().toString(), groups.at(g));
        QVERIFY(group.data(HardwareModel::IsAcceleratorRole).toBool());
        QCOMPARE(model.rowCount(group), children.at(g));
        const QModelIndex first = model.index(0, HardwareModel::DeviceColumn, group);
        QVERIFY(first.data().toString().startsWith(QStringLiteral("/dev/")));
        QVERIFY(
            !model.index(0, HardwareModel::PciAddressColumn, group).data().toString().isEmpty());
        QCOMPARE(model.parent(first), group.siblingAtColumn(0));
    }
}

void TestHardwarePanel::panelShowsReport()
{
    Ui::HardwarePanel panel(probeOf(QStringLiteral("nvidia-quadra")));
    QSignalSpy finished(&panel, &Ui::HardwarePanel::probeFinished);
    panel.refresh();
    QVERIFY(panel.isBusy() || finished.size() == 1);
    QVERIFY(finished.wait(10000) || finished.size() == 1);
    QCOMPARE(finished.first().first().toBool(), true);
    QCOMPARE(panel.model()->rowCount(), 2);
    const auto label = [&panel](const char *name) {
        return panel.findChild<QLabel *>(QLatin1String(name))->text();
    };
    QVERIFY(label("profileValue").contains(QStringLiteral("nvidia")));
    QVERIFY(label("acceleratorsValue").contains(QStringLiteral("quadra")));
    QVERIFY(label("gpuModeValue").startsWith(QStringLiteral("cdi")));
    QCOMPARE(label("containerUserValue"), QStringLiteral("1000:1000"));
    QCOMPARE(panel.findChild<QListWidget *>(QStringLiteral("warningsList"))->count(), 0);

    // A host with warnings lists them.
    Ui::HardwarePanel warned(probeOf(QStringLiteral("quadra-no-n1")));
    QSignalSpy warnedFinished(&warned, &Ui::HardwarePanel::probeFinished);
    warned.refresh();
    QVERIFY(warnedFinished.wait(10000));
    auto *list = warned.findChild<QListWidget *>(QStringLiteral("warningsList"));
    QCOMPARE(list->count(), 1);
    QVERIFY(list->item(0)->text().contains(QStringLiteral("nvme2")));
}

void TestHardwarePanel::probeFailure()
{
    Host::HostSources sources = fixtureSources(QStringLiteral("none"));
    sources.gpuModeOverride = QStringLiteral("sometimes");
    Ui::HardwarePanel panel([sources] { return Host::probeHost(sources); });
    QSignalSpy finished(&panel, &Ui::HardwarePanel::probeFinished);
    panel.refresh();
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY(panel.lastError());
    QCOMPARE(panel.lastError()->code, QStringLiteral("GPU_MODE_INVALID"));
    const QString status = panel.findChild<QLabel *>(QStringLiteral("statusLabel"))->text();
    QVERIFY2(status.contains(QStringLiteral("sometimes")), qPrintable(status));
}

void TestHardwarePanel::cancelDropsLateResult()
{
    std::atomic<bool> release{false};
    Ui::HardwarePanel panel([&release] {
        while (!release.load())
            QThread::msleep(5);
        return Host::probeHost(fixtureSources(QStringLiteral("nvidia-8")));
    });
    QSignalSpy finished(&panel, &Ui::HardwarePanel::probeFinished);
    QSignalSpy busy(&panel, &Ui::HardwarePanel::busyChanged);
    panel.refresh();
    QVERIFY(panel.isBusy());
    // The UI thread is free while the probe runs: events are processed.
    QTest::qWait(50);
    panel.cancel();
    QVERIFY(!panel.isBusy());
    QCOMPARE(busy.size(), 2);
    release = true;
    QTest::qWait(200);
    QCOMPARE(finished.size(), 0);
    QCOMPARE(panel.model()->rowCount(), 0);
    Accel::workPool()->waitForDone();
}

void TestHardwarePanel::windowRemembersGeometry()
{
    {
        Ui::MainWindow window({probeOf(QStringLiteral("none"))});
        window.resize(777, 555);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.close();
    }
    Ui::MainWindow again({probeOf(QStringLiteral("none"))});
    QCOMPARE(again.size(), QSize(777, 555));
    QVERIFY(again.showPanel(QStringLiteral("hardware")));
    QVERIFY(!again.showPanel(QStringLiteral("nonsense")));
    Accel::workPool()->waitForDone();
}

void TestHardwarePanel::norwegian()
{
    QCOMPARE(Ui::installTranslations(*QCoreApplication::instance(), QStringLiteral("nb")),
             QStringLiteral("nb"));
    HardwareModel model;
    QCOMPARE(model.headerData(HardwareModel::ModelColumn, Qt::Horizontal).toString(),
             QStringLiteral("Modell"));
    Ui::MainWindow window({probeOf(QStringLiteral("none"))});
    QCOMPARE(window.findChild<QTabWidget *>()->tabText(0), QStringLiteral("Maskinvare"));
    Accel::workPool()->waitForDone();
}

QTEST_MAIN(TestHardwarePanel)
#include "tst_hardwarepanel.moc"
