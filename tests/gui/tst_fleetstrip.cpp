// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The fleet strip above the inventory (ui/fleetstrip.h, issue 38) on the offscreen platform:
// the Cluster panel shows the fleet's counts in one line (Dra::fleetCounts, checked at the
// engine by tests/dra/tst_fleetcounts), shows only the states there are, and a click on a state
// selects the next GPU row it counts, clearing a filter that hides it.
#include "clusterpanel.h"
#include "fleetstrip.h"
#include "kube/snapshot.h"
#include "models/clusterfiltermodel.h"
#include "models/clustertreemodel.h"
#include "testsupport.h"
#include "theme.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QToolButton>
#include <QTreeView>
#include <QtTest>

using namespace Accel;
using namespace Qt::StringLiterals;
using Dra::FleetState;
using Ui::ClusterPanel;
using Ui::ClusterTreeModel;
using Ui::FleetStrip;

namespace {

QTemporaryDir *g_home = nullptr;

struct StripCase
{
    QString snapshot; ///< a fixture under cluster/, empty for the demo
    QString text;     ///< FleetStrip::text()
    QList<FleetState> shown;
};

struct ClickCase
{
    FleetState state;
    QStringList nodes; ///< the nodes of the rows selected, click after click
};

/// The panel with SNAPSHOT (a fixture) or the demo, loaded.
std::unique_ptr<ClusterPanel> loadedPanel(const QString &snapshot = {})
{
    Ui::ClusterPanelServices services;
    services.environment = QProcessEnvironment();
    services.environment.insert(u"HOME"_s, g_home->path());
    if (!snapshot.isEmpty())
        services.snapshotFile = Test::fixture(u"cluster/"_s + snapshot);
    auto panel = std::make_unique<ClusterPanel>(services);
    QSignalSpy finished(panel.get(), &ClusterPanel::loadFinished);
    panel->start();
    if (panel->isLoading() && !finished.wait(10000))
        return nullptr;
    panel->resize(1366, 700);
    panel->show();
    return panel;
}

} // namespace

Q_DECLARE_METATYPE(StripCase)
Q_DECLARE_METATYPE(ClickCase)

class TestFleetStrip : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase() { delete g_home; }
    void shows_data();
    void shows();
    void clickSelects_data();
    void clickSelects();
    void anotherStateStartsAtItsFirst();
    void stateColoursFollowThePalette();
};

void TestFleetStrip::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    g_home = new QTemporaryDir;
    QVERIFY(g_home->isValid());
}

void TestFleetStrip::shows_data()
{
    QTest::addColumn<StripCase>("c");
    QTest::newRow("demo: every state")
        << StripCase{{},
                     u"Nodes 10 · GPUs 27 (NVIDIA 19, Intel 6, AMD 2) · Free 19 · In use 7 · "
                     "Tainted 1 · Unhealthy 2 · Partitions free 2/12 · Other devices 6"_s,
                     {FleetState::Free, FleetState::InUse, FleetState::Tainted,
                      FleetState::Unhealthy, FleetState::Partitioned}};
    QTest::newRow("nvidia-mig: no taints, nothing unhealthy")
        << StripCase{u"nvidia-mig.yaml"_s,
                     u"Nodes 3 · GPUs 4 (NVIDIA 4) · Free 1 · In use 3 · Partitions free 16/41 · "
                     "Other devices 6"_s,
                     {FleetState::Free, FleetState::InUse, FleetState::Partitioned}};
}

void TestFleetStrip::shows()
{
    QFETCH(StripCase, c);
    const std::unique_ptr<ClusterPanel> panel = loadedPanel(c.snapshot);
    QVERIFY(panel);
    FleetStrip *strip = panel->fleetStrip();
    QVERIFY(strip->isVisible());
    // Above the inventory tree, in its tab.
    QVERIFY(strip->mapTo(panel.get(), QPoint()).y() <
            panel->view()->mapTo(panel.get(), QPoint()).y());
    QCOMPARE(strip->text(), c.text);
    QCOMPARE(strip->counts(), panel->model()->fleetCounts());
    for (const FleetState state : {FleetState::Free, FleetState::InUse, FleetState::Tainted,
                                   FleetState::Unhealthy, FleetState::Partitioned})
        QCOMPARE(strip->button(state)->isVisible(), c.shown.contains(state));
}

void TestFleetStrip::clickSelects_data()
{
    QTest::addColumn<ClickCase>("c");
    // The demo: gb200-1's gpu-3 is its one tainted GPU; the unhealthy ones are that GPU and
    // flex-1's Flex 170, in tree order, then round again.
    QTest::newRow("tainted") << ClickCase{FleetState::Tainted, {u"gb200-1"_s, u"gb200-1"_s}};
    QTest::newRow("unhealthy") << ClickCase{FleetState::Unhealthy,
                                            {u"flex-1"_s, u"gb200-1"_s, u"flex-1"_s}};
    QTest::newRow("partitioned") << ClickCase{FleetState::Partitioned,
                                              {u"a100-mig-1"_s, u"mi300x-1"_s}};
}

void TestFleetStrip::clickSelects()
{
    QFETCH(ClickCase, c);
    const std::unique_ptr<ClusterPanel> panel = loadedPanel();
    QVERIFY(panel);
    // A filter that hides those rows: the click clears it.
    panel->findChild<QLineEdit *>(u"clusterFilter"_s)->setText(u"arc"_s);
    QTRY_VERIFY(!panel->filterModel()->isPending());
    panel->tabs()->setCurrentIndex(1);
    for (const QString &node : std::as_const(c.nodes)) {
        QTest::mouseClick(panel->fleetStrip()->button(c.state), Qt::LeftButton);
        QCOMPARE(panel->tabs()->currentIndex(), 0);
        QVERIFY(panel->filterModel()->filterText().isEmpty());
        const QModelIndex current = panel->view()->currentIndex();
        QVERIFY(current.isValid());
        QCOMPARE(current.data(ClusterTreeModel::NodeNameRole).toString(), node);
        QCOMPARE(current.data(ClusterTreeModel::RowKindRole).toInt(),
                 int(ClusterTreeModel::RowKind::Gpu));
        const Dra::Gpu *gpu = panel->model()->gpu(panel->filterModel()->mapToSource(current));
        QVERIFY(gpu && Dra::gpuHasState(*gpu, c.state));
    }
}

void TestFleetStrip::anotherStateStartsAtItsFirst()
{
    const std::unique_ptr<ClusterPanel> panel = loadedPanel();
    QVERIFY(panel);
    const auto click = [&panel](FleetState state) {
        QTest::mouseClick(panel->fleetStrip()->button(state), Qt::LeftButton);
        return panel->view()->currentIndex().data(ClusterTreeModel::NodeNameRole).toString();
    };
    QCOMPARE(click(FleetState::Unhealthy), u"flex-1"_s);
    QCOMPARE(click(FleetState::Tainted), u"gb200-1"_s);
    QCOMPARE(click(FleetState::Unhealthy), u"flex-1"_s); // not where the tainted one left off
}

void TestFleetStrip::stateColoursFollowThePalette()
{
    QWidget window; // the palette comes from the window, as in the Cluster panel
    FleetStrip &strip = *new FleetStrip(&window);
    Dra::FleetCounts counts;
    counts.nodes = 1;
    counts.gpus = 3;
    counts.free = 1;
    counts.tainted = 1;
    counts.unhealthy = 1;
    strip.setCounts(counts);
    const QPalette dark = Ui::Theme::darkPalette(); // what --palette dark sets
    QVERIFY(Ui::Theme::isDark(dark));
    for (const QPalette &palette : {QPalette(QColor(0xf0, 0xf0, 0xf0)), dark}) {
        window.setPalette(palette);
        QCoreApplication::processEvents();
        const QColor bad =
            strip.button(FleetState::Unhealthy)->palette().color(QPalette::ButtonText);
        const QColor tainted =
            strip.button(FleetState::Tainted)->palette().color(QPalette::ButtonText);
        QCOMPARE(bad, Ui::Theme::colour(Ui::Theme::Tone::Error, palette));
        QCOMPARE(tainted, Ui::Theme::colour(Ui::Theme::Tone::Warning, palette));
        QVERIFY(bad != tainted);
        QVERIFY(Ui::Theme::contrastRatio(bad, palette.color(QPalette::Window)) >=
                Ui::Theme::MinimumContrast);
    }
    // In use 0: shown (0 is news), but nothing to select.
    QVERIFY(!strip.button(FleetState::InUse)->isHidden());
    QVERIFY(!strip.button(FleetState::InUse)->isEnabled());
    QVERIFY(strip.button(FleetState::Partitioned)->isHidden());
}

QTEST_MAIN(TestFleetStrip)
#include "tst_fleetstrip.moc"
