// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The host half collapses (issue 38): on a host without accelerators the Hardware tab shows
// this host as one line and gives the cluster the width; expandable, the choice remembered;
// every splitter's sizes remembered per view. Host fixtures through the window's probe seam.
#include "clusterpanel.h"
#include "hardwarepanel.h"
#include "host/hostprobe.h"
#include "mainwindow.h"
#include "testsupport.h"
#include "workpool.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QToolButton>
#include <QtTest>

using namespace Accel;
using namespace Accel::Ui;
using namespace Qt::StringLiterals;

namespace {

constexpr int TimeoutMs = 20000;

struct Window
{
    QTemporaryDir home;
    std::unique_ptr<MainWindow> window;
    std::unique_ptr<QSignalSpy> probeFinished;

    explicit Window(const QString &host)
    {
        Host::HostSources sources;
        sources.rootDir = Test::fixture(u"hosts/"_s + host);
        sources.dockerInfoFile = Test::fixture(u"docker-info/cdi-only.json"_s);
        MainWindowServices services;
        services.hostProbe = [sources] { return Host::probeHost(sources); };
        QProcessEnvironment environment; // no kubeconfig: the demo fleet
        environment.insert(u"HOME"_s, home.path());
        services.cluster.environment = environment;
        window = std::make_unique<MainWindow>(std::move(services));
        // The first probe started in the constructor and reports through the event loop.
        probeFinished =
            std::make_unique<QSignalSpy>(window->hardwarePanel(), &HardwarePanel::probeFinished);
        window->resize(1366, 768);
        window->show();
    }

    bool probed()
    {
        MainWindow &w = *window;
        return QTest::qWaitForWindowExposed(&w) &&
               (!probeFinished->isEmpty() || probeFinished->wait(TimeoutMs)) &&
               probeFinished->constFirst().constFirst().toBool() &&
               QTest::qWaitFor([&] { return !w.clusterPanel()->isLoading(); }, TimeoutMs);
    }
};

} // namespace

class TestHostCollapse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void collapse_data();
    void collapse();
    void expandAndHideAreRemembered();
    void splitterSizesPerView();
};

void TestHostCollapse::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"accel-console-tests"_s);
    QCoreApplication::setApplicationName(u"tst_hostcollapse"_s);
}

void TestHostCollapse::init()
{
    QSettings().clear();
}

void TestHostCollapse::cleanupTestCase()
{
    Accel::workPool()->waitForDone();
}

void TestHostCollapse::collapse_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<QVariant>("chosen"); // the saved choice, invalid for none
    QTest::addColumn<bool>("collapsed");
    QTest::addRow("no accelerator") << u"none"_s << QVariant() << true;
    QTest::addRow("nvidia") << u"nvidia-1"_s << QVariant() << false;
    QTest::addRow("quadra") << u"quadra-1"_s << QVariant() << false;
    QTest::addRow("no accelerator, expanded by the user") << u"none"_s << QVariant(false) << false;
    QTest::addRow("nvidia, collapsed by the user") << u"nvidia-1"_s << QVariant(true) << true;
}

void TestHostCollapse::collapse()
{
    QFETCH(QString, host);
    QFETCH(QVariant, chosen);
    QFETCH(bool, collapsed);
    if (chosen.isValid())
        QSettings().setValue(u"MainWindow/hostCollapsed"_s, chosen);
    Window w(host);
    QVERIFY(w.probed());
    QCoreApplication::processEvents();
    MainWindow &window = *w.window;
    QCOMPARE(window.isHostCollapsed(), collapsed);
    auto *summary = window.findChild<QWidget *>(u"hostHalfSummary"_s);
    QVERIFY(summary);
    QTRY_COMPARE(summary->isVisibleTo(&window), collapsed);
    QCOMPARE(window.hardwarePanel()->isVisibleTo(&window), !collapsed);
    const int tabWidth = window.findChild<QSplitter *>(u"hardwareSplitter"_s)->width();
    if (collapsed) {
        // One line, naming what the probe found, and the cluster takes the width.
        auto *label = window.findChild<QLabel *>(u"hostSummaryLabel"_s);
        QVERIFY(label);
        QCOMPARE(label->text(), window.hardwarePanel()->summaryText());
        QVERIFY(label->text().contains(
            window.hardwarePanel()->findChild<QLabel *>(u"profileValue"_s)->text()));
        QVERIFY2(summary->height() <= 3 * label->fontMetrics().height(),
                 qPrintable(QString::number(summary->height())));
        QVERIFY2(window.clusterPanel()->width() >= tabWidth - 8,
                 qPrintable(u"%1 of %2"_s.arg(window.clusterPanel()->width()).arg(tabWidth)));
    } else {
        QVERIFY(window.clusterPanel()->width() < tabWidth * 0.8);
    }
    // Nothing was written unless the user chose.
    QCOMPARE(QSettings().contains(u"MainWindow/hostCollapsed"_s), chosen.isValid());
    if (chosen.isValid())
        QCOMPARE(QSettings().value(u"MainWindow/hostCollapsed"_s).toBool(), chosen.toBool());
}

void TestHostCollapse::expandAndHideAreRemembered()
{
    {
        Window w(u"none"_s);
        QVERIFY(w.probed());
        MainWindow &window = *w.window;
        QVERIFY(window.isHostCollapsed());
        auto *expand = window.findChild<QToolButton *>(u"hostExpandButton"_s);
        QVERIFY(expand);
        QTest::mouseClick(expand, Qt::LeftButton);
        QVERIFY(!window.isHostCollapsed());
        QTRY_VERIFY(window.hardwarePanel()->isVisible());
        QVERIFY(QSettings().contains(u"MainWindow/hostCollapsed"_s));
        QVERIFY(!QSettings().value(u"MainWindow/hostCollapsed"_s).toBool());
        window.close();
    }
    {
        Window w(u"none"_s);
        QVERIFY(w.probed());
        MainWindow &window = *w.window;
        QVERIFY(!window.isHostCollapsed()); // the user's choice beats the default
        auto *shown = window.findChild<QAction *>(u"hostVisibleAction"_s);
        QVERIFY(shown);
        QVERIFY(shown->isChecked());
        shown->trigger(); // View > This Host Beside the Cluster, off
        QVERIFY(!shown->isChecked());
        QVERIFY(window.isHostCollapsed());
        QTRY_VERIFY(!window.hardwarePanel()->isVisible());
        window.close();
    }
    Window w(u"nvidia-1"_s);
    QVERIFY(w.probed());
    QVERIFY(w.window->isHostCollapsed()); // hidden by the user, accelerators or not
}

void TestHostCollapse::splitterSizesPerView()
{
    // Each splitter keeps the sizes the user gave it, under a key of its own (two panels have a
    // "claimsSplitter").
    const QStringList names{u"clusterSplitter"_s, u"overridesMainSplitter"_s};
    QHash<QString, QList<int>> sizes;
    {
        Window w(u"nvidia-1"_s);
        QVERIFY(w.probed());
        MainWindow &window = *w.window;
        for (const QString &name : names) {
            auto *splitter = window.findChild<QSplitter *>(name);
            QVERIFY2(splitter, qPrintable(name));
            QVERIFY(
                window.showPanel(name.startsWith(u"cluster"_s) ? u"hardware"_s : u"overrides"_s));
            QTRY_VERIFY(splitter->isVisible());
            const QList<int> before = splitter->sizes();
            QCOMPARE(before.size(), 2);
            const int total = before.at(0) + before.at(1);
            splitter->setSizes({total / 4, total - total / 4});
            sizes.insert(name, splitter->sizes());
            QVERIFY(sizes.value(name) != before);
        }
        // Both claimsSplitters laid out: Claims in the cluster and the Claims panel's.
        QVERIFY(window.showPanel(u"cluster-claims"_s));
        QCoreApplication::processEvents();
        QVERIFY(window.showPanel(u"claims"_s));
        QCoreApplication::processEvents();
        window.close();
    }
    QSettings settings;
    settings.beginGroup(u"MainWindow/splitters"_s);
    int claimsKeys = 0;
    for (const QString &key : settings.childKeys())
        claimsKeys += key.endsWith(u"claimsSplitter"_s) ? 1 : 0;
    QCOMPARE(claimsKeys, 2);
    settings.endGroup();

    Window w(u"nvidia-1"_s);
    QVERIFY(w.probed());
    MainWindow &window = *w.window;
    for (const QString &name : names) {
        QVERIFY(window.showPanel(name.startsWith(u"cluster"_s) ? u"hardware"_s : u"overrides"_s));
        auto *splitter = window.findChild<QSplitter *>(name);
        QTRY_VERIFY(splitter->isVisible());
        QCOMPARE(splitter->sizes(), sizes.value(name));
    }
}

QTEST_MAIN(TestHostCollapse)
#include "tst_hostcollapse.moc"
