// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Attention at a glance (issue 38): on the embedded demo cluster the window's status strip and
// tab titles carry the demo's true counts (core/dra/attention.h, checked row by row in
// tests/dra/tst_attention), in the theme's status colours on a light and a dark palette, and
// a click on each count shows the rows it counts.
#include "attentionstrip.h"
#include "clusterclaimsview.h"
#include "clusterpanel.h"
#include "mainwindow.h"
#include "models/clusterfiltermodel.h"
#include "models/clustertreemodel.h"
#include "models/rowtablemodel.h"
#include "testsupport.h"
#include "theme.h"
#include "workpool.h"

#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QToolButton>
#include <QTreeView>
#include <QtTest>

using namespace Accel;
using namespace Accel::Ui;
using namespace Qt::StringLiterals;

namespace {

constexpr int TimeoutMs = 20000;
using Item = AttentionStrip::Item;

/// The demo's counts (resources/demo/demo-cluster.yaml's header).
constexpr int DemoLeaks = 1;
constexpr int DemoUnhealthy = 2;
constexpr int DemoPending = 7;
constexpr int DemoIncomplete = 2; // gb200-3 incomplete, gb200-2 invalid

struct ClickCase
{
    Item item;
    QString viewName;       ///< the list that narrows, in the Claims in the cluster tab
    QStringList firstCells; ///< column 0 of its rows, in order
};

} // namespace

Q_DECLARE_METATYPE(ClickCase)

class TestAttentionStrip : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void demoCounts();
    void clickShowsRows_data();
    void clickShowsRows();
    void clickSelectsUnhealthyDevices();
    void statusColoursFollowThePalette();

private:
    /// A window on the demo cluster, its attention counted.
    std::unique_ptr<MainWindow> demoWindow();
    QTemporaryDir m_home;
};

void TestAttentionStrip::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"accel-console-tests"_s);
    QCoreApplication::setApplicationName(u"tst_attentionstrip"_s);
}

void TestAttentionStrip::init()
{
    QSettings().clear();
}

void TestAttentionStrip::cleanupTestCase()
{
    Accel::workPool()->waitForDone();
}

std::unique_ptr<MainWindow> TestAttentionStrip::demoWindow()
{
    MainWindowServices services;
    services.hostProbe = [] { return Result<Host::HardwareReport>(Host::HardwareReport()); };
    QProcessEnvironment environment; // no kubeconfig: the demo fleet
    environment.insert(u"HOME"_s, m_home.path());
    services.cluster.environment = environment;
    auto window = std::make_unique<MainWindow>(std::move(services));
    window->resize(1366, 768);
    window->show();
    MainWindow *w = window.get();
    if (!QTest::qWaitFor(
            [w] {
                return !w->clusterPanel()->isLoading() &&
                       w->attentionStrip()->attention().clusterCount() > 0 &&
                       !w->clusterPanel()->claimsView()->isBusy();
            },
            TimeoutMs))
        return nullptr;
    return window;
}

void TestAttentionStrip::demoCounts()
{
    const std::unique_ptr<MainWindow> window = demoWindow();
    QVERIFY(window);
    AttentionStrip *strip = window->attentionStrip();
    const Dra::Attention &a = strip->attention();
    QCOMPARE(a.leakedClaims, QStringList{u"ml/notebook-gpu"_s});
    QCOMPARE(a.unhealthyDevices.size(), DemoUnhealthy);
    QCOMPARE(a.pendingPods.size(), DemoPending);
    QCOMPARE(a.incompletePools, QStringList{u"gpu.nvidia.com/gb200-3"_s});
    QCOMPARE(a.invalidPools, QStringList{u"gpu.nvidia.com/gb200-2"_s});
    for (const auto &[item, n] : {std::pair{Item::LeakedClaims, DemoLeaks},
                                  std::pair{Item::UnhealthyDevices, DemoUnhealthy},
                                  std::pair{Item::PendingPods, DemoPending},
                                  std::pair{Item::IncompletePools, DemoIncomplete}}) {
        QToolButton *b = strip->button(item);
        QVERIFY(b->isVisible());
        QVERIFY2(b->text().startsWith(QString::number(n) + u' '), qPrintable(b->text()));
    }
    QCOMPARE(strip->text(), u"1 leaked claim · 2 unhealthy devices · 7 pending pods · 2 "
                            "incomplete or invalid pools"_s);
    // The tab titles: the Hardware tab all of the cluster's, the cluster half's tabs theirs.
    auto *tabs = window->findChild<QTabWidget *>();
    QCOMPARE(tabs->tabText(0), u"Hardware (12)"_s);
    QCOMPARE(window->clusterPanel()->tabs()->tabText(0), u"&Inventory (2)"_s);
    QCOMPARE(window->clusterPanel()->tabs()->tabText(1), u"C&laims in the cluster (10)"_s);
    // The claims view's own counts agree with the strip.
    QVERIFY2(window->clusterPanel()->claimsView()->countsText().contains(u"1 leaked"_s),
             qPrintable(window->clusterPanel()->claimsView()->countsText()));
}

void TestAttentionStrip::clickShowsRows_data()
{
    QTest::addColumn<ClickCase>("c");
    QTest::newRow("leaked claims")
        << ClickCase{Item::LeakedClaims, u"claimsView"_s, {u"ml/notebook-gpu"_s}};
    QTest::newRow("pending pods") << ClickCase{
        Item::PendingPods,
        u"podsView"_s,
        {u"media/transcode-3"_s, u"ml/eval-h200"_s, u"ml/infer-gb200"_s, u"ml/mig-infer"_s,
         u"ml/serve-gb200"_s, u"ml/train-1"_s, u"ml/train-gb200"_s}};
    QTest::newRow("incomplete pools")
        << ClickCase{Item::IncompletePools,
                     u"poolsView"_s,
                     {u"gpu.nvidia.com/gb200-2"_s, u"gpu.nvidia.com/gb200-3"_s}};
}

void TestAttentionStrip::clickShowsRows()
{
    QFETCH(ClickCase, c);
    const std::unique_ptr<MainWindow> window = demoWindow();
    QVERIFY(window);
    ClusterClaimsView *view = window->clusterPanel()->claimsView();
    auto *list = view->findChild<QTreeView *>(c.viewName);
    QVERIFY(list);
    QVERIFY(list->model()->rowCount() > c.firstCells.size()); // all rows before the click
    QTest::mouseClick(window->attentionStrip()->button(c.item), Qt::LeftButton);
    QCOMPARE(window->currentPanel(), u"hardware"_s);
    QCOMPARE(window->clusterPanel()->tabs()->currentWidget(), view);
    QStringList shown;
    for (int row = 0; row < list->model()->rowCount(); ++row)
        shown << list->model()->index(row, 0).data().toString();
    QCOMPARE(shown, c.firstCells);
    QCOMPARE(list->currentIndex().row(), 0);
    // Show all brings every row back.
    auto *showAll = view->findChild<QPushButton *>(u"claimsShowAll"_s);
    QVERIFY(showAll && showAll->isVisible());
    QTest::mouseClick(showAll, Qt::LeftButton);
    QVERIFY(list->model()->rowCount() > c.firstCells.size());
    QCOMPARE(view->shownOnly(), ClusterClaimsView::Only::All);
}

void TestAttentionStrip::clickSelectsUnhealthyDevices()
{
    const std::unique_ptr<MainWindow> window = demoWindow();
    QVERIFY(window);
    ClusterPanel *cluster = window->clusterPanel();
    cluster->filterModel()->setFilterText(u"arc"_s); // cleared by the click
    QToolButton *button = window->attentionStrip()->button(Item::UnhealthyDevices);
    // One click per device, in key order: the Flex 170 on flex-1, then GB200 gpu-3 on gb200-1.
    for (const QString &node : {u"flex-1"_s, u"gb200-1"_s, u"flex-1"_s}) {
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(window->currentPanel(), u"hardware"_s);
        QCOMPARE(cluster->tabs()->currentIndex(), 0);
        QVERIFY(cluster->filterModel()->filterText().isEmpty());
        const QModelIndex current = cluster->view()->currentIndex();
        QVERIFY(current.isValid());
        QCOMPARE(current.data(ClusterTreeModel::NodeNameRole).toString(), node);
        QCOMPARE(current.data(ClusterTreeModel::RowKindRole).toInt(),
                 int(ClusterTreeModel::RowKind::Gpu));
    }
}

void TestAttentionStrip::statusColoursFollowThePalette()
{
    const std::unique_ptr<MainWindow> window = demoWindow();
    QVERIFY(window);
    AttentionStrip *strip = window->attentionStrip();
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
    dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x1c));
    dark.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::ButtonText, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    for (const QPalette &palette : {QPalette(QColor(0xf0, 0xf0, 0xf0)), dark}) {
        window->setPalette(palette);
        QCoreApplication::processEvents();
        const QColor leak =
            strip->button(Item::LeakedClaims)->palette().color(QPalette::ButtonText);
        const QColor pending =
            strip->button(Item::PendingPods)->palette().color(QPalette::ButtonText);
        QCOMPARE(leak, Theme::colour(Theme::Tone::Error, strip->palette()));
        QCOMPARE(pending, Theme::colour(Theme::Tone::Warning, strip->palette()));
        QVERIFY(leak != pending);
        for (const QColor &c : {leak, pending})
            QVERIFY(Theme::contrastRatio(c, palette.color(QPalette::Window)) >=
                    Theme::MinimumContrast);
    }
}

QTEST_MAIN(TestAttentionStrip)
#include "tst_attentionstrip.moc"
