// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The window at 1366x768 (issue 18 section 4: "Lay the panels out so that what matters is
// readable at 1366x768"): on the Hardware tab the host tree's Model column and the cluster
// tree's node, product, holders, taints and first capability columns are whole in view; in the
// Claims panel the capability names are not cut and the Pod claims node list shows its columns
// whole; in the Overrides panel the detection events' type and reason are whole with room for
// the message, and the overrides table's Matched column is whole in view.
// Every main list shows at least eight whole rows at 1366x768 and 1920x1080 (issue 38).
// Offscreen, with the saved settings of a first run (none).
#include "claimspanel.h"
#include "clusterpanel.h"
#include "host/hostprobe.h"
#include "mainwindow.h"
#include "models/capabilitymodel.h"
#include "models/clustertreemodel.h"
#include "models/hardwaremodel.h"
#include "models/overridesmodel.h"
#include "models/podfitmodel.h"
#include "overridespanel.h"
#include "podclaimsview.h"
#include "testsupport.h"
#include "workpool.h"

#include <QFile>
#include <QHeaderView>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QTreeView>
#include <QTreeWidget>
#include <QtTest>

using namespace Accel;
using namespace Accel::Ui;
using namespace Qt::StringLiterals;

namespace {

constexpr int TimeoutMs = 20000;

/// Whether COLUMN of VIEW is shown and lies whole inside the viewport (no horizontal scroll).
bool wholeInView(const QTreeView &view, int column)
{
    const QHeaderView *header = view.header();
    if (header->isSectionHidden(column))
        return false;
    const int left = header->sectionViewportPosition(column);
    return left >= 0 && left + header->sectionSize(column) <= view.viewport()->width();
}

/// The same for a table.
bool wholeInView(const QTableView &view, int column)
{
    const QHeaderView *header = view.horizontalHeader();
    if (header->isSectionHidden(column))
        return false;
    const int left = header->sectionViewportPosition(column);
    return left >= 0 && left + header->sectionSize(column) <= view.viewport()->width();
}

/// Whether every text in COLUMN of a table fits the column's width (nothing elided).
bool textFits(const QTableView &view, int column)
{
    const int margins = 2 * view.style()->pixelMetric(QStyle::PM_FocusFrameHMargin);
    for (int r = 0; r < view.model()->rowCount(); ++r) {
        const QString text = view.model()->index(r, column).data().toString();
        if (view.fontMetrics().horizontalAdvance(text) + margins > view.columnWidth(column))
            return false;
    }
    return true;
}

/// Whether every text in COLUMN fits the column's width (nothing elided); column 0 counts the
/// indentation of each level.
bool textFits(const QTreeView &view, int column)
{
    const QAbstractItemModel *model = view.model();
    const int margins = 2 * view.style()->pixelMetric(QStyle::PM_FocusFrameHMargin);
    std::function<bool(const QModelIndex &, int)> walk = [&](const QModelIndex &parent, int depth) {
        for (int r = 0; r < model->rowCount(parent); ++r) {
            const QString text = model->index(r, column, parent).data().toString();
            const int indent = column == 0 ? view.indentation() * (depth + 1) : 0;
            if (view.fontMetrics().horizontalAdvance(text) + indent + margins >
                view.columnWidth(column))
                return false;
            if (!walk(model->index(r, 0, parent), depth + 1))
                return false;
        }
        return true;
    };
    return walk({}, 0);
}

/// The same for the rows the user can see: the top rows and those under an open row (a
/// collapsed GPU's partitions are not laid out, so their names may be cut until it opens).
bool shownTextFits(const QTreeView &view, int column, QString *cut = nullptr)
{
    const QAbstractItemModel *model = view.model();
    const int margins = 2 * view.style()->pixelMetric(QStyle::PM_FocusFrameHMargin);
    std::function<bool(const QModelIndex &, int)> walk = [&](const QModelIndex &parent, int depth) {
        for (int r = 0; r < model->rowCount(parent); ++r) {
            const QModelIndex index = model->index(r, column, parent);
            const QString text = index.data().toString();
            const int indent = column == 0 ? view.indentation() * (depth + 1) : 0;
            if (view.fontMetrics().horizontalAdvance(text) + indent + margins >
                view.columnWidth(column)) {
                if (cut)
                    *cut = text;
                return false;
            }
            const QModelIndex first = model->index(r, 0, parent);
            if (view.isExpanded(first) && !walk(first, depth + 1))
                return false;
        }
        return true;
    };
    return walk({}, 0);
}

struct Window
{
    QTemporaryDir home;
    std::unique_ptr<MainWindow> window;
    explicit Window(QSize size = {1366, 768}, const QString &host = u"nvidia-quadra"_s)
    {
        Host::HostSources sources;
        sources.rootDir = Test::fixture(u"hosts/"_s + host);
        sources.dockerInfoFile = Test::fixture(u"docker-info/cdi-only.json"_s);
        MainWindowServices services;
        services.hostProbe = [sources] { return Host::probeHost(sources); };
        // No kubeconfig: the cluster half shows its demo fleet.
        QProcessEnvironment environment;
        environment.insert(u"HOME"_s, home.path());
        services.cluster.environment = environment;
        window = std::make_unique<MainWindow>(std::move(services));
        window->resize(size);
        window->show();
    }
};

} // namespace

class TestLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void hardwareTab();
    void claimsPanel();
    void listsShowEightRows_data();
    void listsShowEightRows();
    void overridesPanel();
    void inventoryTextFits_data();
    void inventoryTextFits();
};

void TestLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"accel-console-tests"_s);
    QSettings().clear();
}

void TestLayout::cleanupTestCase()
{
    Accel::workPool()->waitForDone();
}

void TestLayout::hardwareTab()
{
    Window w;
    MainWindow &window = *w.window;
    QVERIFY(QTest::qWaitFor(
        [&] {
            return !window.hardwarePanel()->isBusy() && !window.clusterPanel()->isLoading() &&
                   window.clusterPanel()->view()->model()->rowCount() > 0;
        },
        TimeoutMs));
    QCoreApplication::processEvents();

    // This host: every column whole, the models readable.
    auto *host = window.hardwarePanel()->findChild<QTreeView *>(u"hardwareTree"_s);
    QVERIFY(host);
    QVERIFY(host->model()->rowCount() > 0);
    for (int c = 0; c < HardwareModel::ColumnCount; ++c)
        QVERIFY2(wholeInView(*host, c), qPrintable(QString::number(c)));
    QVERIFY2(textFits(*host, HardwareModel::ModelColumn),
             qPrintable(QString::number(host->columnWidth(HardwareModel::ModelColumn))));

    // The cluster: what matters is in view without scrolling, and the first capability
    // columns too.
    const QTreeView *cluster = window.clusterPanel()->view();
    QString widths; // on failure: the viewport's width, then each visible column's
    widths += QString::number(cluster->viewport()->width());
    for (int c = 0; c < cluster->model()->columnCount(); ++c) {
        if (!cluster->isColumnHidden(c))
            widths += u" %1:%2@%3"_s.arg(c)
                          .arg(cluster->columnWidth(c))
                          .arg(cluster->header()->sectionViewportPosition(c));
    }
    for (const int c : {int(ClusterTreeModel::NameColumn), int(ClusterTreeModel::ProductColumn),
                        int(ClusterTreeModel::CapabilitiesColumn),
                        int(ClusterTreeModel::HeldByColumn), int(ClusterTreeModel::TaintsColumn)})
        QVERIFY2(wholeInView(*cluster, c), qPrintable(u"%1; %2"_s.arg(c).arg(widths)));
    int capabilitiesInView = 0;
    int capabilitiesShown = 0;
    for (int c = ClusterTreeModel::ColumnCount; c < cluster->model()->columnCount(); ++c) {
        capabilitiesInView += wholeInView(*cluster, c) ? 1 : 0;
        capabilitiesShown += cluster->isColumnHidden(c) ? 0 : 1;
    }
    // A fleet that mixes NVIDIA GPUs with media devices (the demo since issue 33) also shows
    // memory, MIG partitions and health: the Capabilities summary above stays in view and the
    // per-capability columns follow by scrolling. A media-only fleet shows four of them at once.
    const bool nvidiaColumns = !cluster->isColumnHidden(ClusterTreeModel::MemoryColumn);
    QVERIFY2(nvidiaColumns ? capabilitiesShown >= 4 : capabilitiesInView >= 4,
             qPrintable(u"%1 in view, %2 shown; %3"_s.arg(capabilitiesInView)
                            .arg(capabilitiesShown)
                            .arg(widths)));
    QVERIFY(textFits(*cluster, ClusterTreeModel::ProductColumn));
    // The secondary columns start hidden (the details pane shows them).
    QVERIFY(cluster->isColumnHidden(ClusterTreeModel::VaDriverColumn));
    QVERIFY(cluster->isColumnHidden(ClusterTreeModel::DriversColumn));
}

void TestLayout::overridesPanel()
{
    Window w;
    MainWindow &window = *w.window;
    QVERIFY(window.showPanel(u"overrides"_s));
    OverridesPanel *panel = window.overridesPanel();
    QVERIFY(panel->setTarget(u"aws"_s, u"h100"_s));
    QFile file(Test::fixture(u"nvcre/workflowrender/workflow.yaml"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QSignalSpy shown(panel, &OverridesPanel::resultShown);
    panel->setYaml(QString::fromUtf8(file.readAll()));
    QVERIFY(QTest::qWaitFor([&] { return !shown.isEmpty() && !panel->isBusy(); }, TimeoutMs));
    QVERIFY2(panel->errorText().isEmpty(), qPrintable(panel->errorText()));
    QCoreApplication::processEvents();

    // The events: type and reason whole in view and not cut, and room left for the message
    // (at 1100x720 there were 260 px, 30 characters need 351).
    auto *events = panel->findChild<QTreeWidget *>(u"eventList"_s);
    QVERIFY(events);
    QVERIFY(events->topLevelItemCount() > 0);
    for (const int c : {0, 1}) {
        QVERIFY2(wholeInView(*events, c), qPrintable(QString::number(c)));
        QVERIFY2(textFits(*events, c), qPrintable(QString::number(c)));
    }
    const int messageLeft = events->header()->sectionViewportPosition(2);
    const int messageRoom = events->viewport()->width() - messageLeft;
    const int thirtyChars = events->fontMetrics().horizontalAdvance(QString(30, u'm'));
    QVERIFY2(messageRoom >= thirtyChars,
             qPrintable(u"%1 px for the message, want %2"_s.arg(messageRoom).arg(thirtyChars)));
    // At least four events in view without scrolling.
    QVERIFY2(events->viewport()->height() >=
                 4 * events->visualItemRect(events->topLevelItem(0)).height(),
             qPrintable(QString::number(events->viewport()->height())));

    // The overrides: index, Matched (yes, or the criterion that failed) whole and readable.
    auto *table = panel->findChild<QTableView *>(u"overridesTable"_s);
    QVERIFY(table);
    QVERIFY(table->model()->rowCount() > 0);
    for (const int c : {int(OverridesModel::IndexColumn), int(OverridesModel::MatchedColumn)})
        QVERIFY2(wholeInView(*table, c), qPrintable(QString::number(c)));
    QVERIFY2(textFits(*table, OverridesModel::MatchedColumn),
             qPrintable(QString::number(table->columnWidth(OverridesModel::MatchedColumn))));
}

void TestLayout::claimsPanel()
{
    Window w;
    MainWindow &window = *w.window;
    QVERIFY(window.showPanel(u"claims"_s));
    ClaimsPanel *panel = window.claimsPanel();
    QVERIFY(QTest::qWaitFor([&] { return panel->hasCluster() && !panel->isBusy(); }, TimeoutMs));
    QCoreApplication::processEvents();
    auto *capabilities = panel->findChild<QTreeView *>(u"capabilityList"_s);
    QVERIFY(capabilities);
    QVERIFY(wholeInView(*capabilities, CapabilityModel::GpuColumn));
    // The name column holds the longest name beside its check box.
    int longest = 0;
    for (const QString &name : Dra::knownCapabilities())
        longest = std::max(longest, capabilities->fontMetrics().horizontalAdvance(name));
    QVERIFY2(capabilities->columnWidth(CapabilityModel::NameColumn) >= longest + 20,
             qPrintable(QString::number(capabilities->columnWidth(CapabilityModel::NameColumn))));

    // Pod claims: the node list's columns are whole in view.
    panel->setMode(ClaimsPanel::Mode::PodClaims);
    PodClaimsView *pod = panel->podClaimsView();
    pod->addFormClaim();
    QVERIFY(QTest::qWaitFor([&] { return !pod->isBusy() && pod->report(); }, TimeoutMs));
    QCoreApplication::processEvents();
    auto *nodes = pod->findChild<QTreeView *>(u"podNodeTree"_s);
    QVERIFY(nodes);
    QVERIFY(nodes->model()->rowCount() > 0);
    // Node, whether the claims fit and the devices in use are sized to their contents and whole
    // in view; the details start in the left half.
    for (int c = 0; c < PodFitModel::DetailsColumn; ++c)
        QVERIFY2(wholeInView(*nodes, c), qPrintable(QString::number(c)));
    QVERIFY(nodes->header()->sectionViewportPosition(PodFitModel::DetailsColumn) <
            nodes->viewport()->width() / 2);
    panel->setMode(ClaimsPanel::Mode::SingleClaim);
}

void TestLayout::inventoryTextFits_data()
{
    QTest::addColumn<QString>("snapshot"); // a fixture; empty: the demo fleet
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("host");       // "none": the host half collapses, the cluster is wide
    QTest::addColumn<QList<int>>("columns"); // whole in view, and no shown row's text cut
    const QList<int> nvidia{
        ClusterTreeModel::NameColumn,          ClusterTreeModel::CountColumn,
        ClusterTreeModel::ProductColumn,       ClusterTreeModel::MemoryColumn,
        ClusterTreeModel::ArchitectureColumn,  ClusterTreeModel::ComputeCapabilityColumn,
        ClusterTreeModel::DriverVersionColumn, ClusterTreeModel::PartitionsColumn,
        ClusterTreeModel::HeldByColumn,        ClusterTreeModel::HealthColumn};
    // An NVIDIA fleet with MIG on an operator's workstation (the README's screenshot): its
    // columns fit a laptop's width, so none is cut; the GPUs' PCI bus IDs one level below the
    // nodes are measured too.
    QTest::newRow("nvidia, 1366x768")
        << u"cluster/nvidia-mig.yaml"_s << QSize(1366, 768) << u"none"_s << nvidia;
    QTest::newRow("nvidia, 1920x1080")
        << u"cluster/nvidia-mig.yaml"_s << QSize(1920, 1080) << u"none"_s << nvidia;
    // The mixed demo fleet does not fit whole beside this host (the capability columns scroll,
    // the widest essential cells are cut, with their text in the tooltip and the details pane):
    // the node and GPU names and the products are still read whole. On a workstation without
    // accelerators at 1920x1080, the claims holding a GPU too.
    const QList<int> names{ClusterTreeModel::NameColumn, ClusterTreeModel::ProductColumn};
    QTest::newRow("demo, 1366x768, host shown")
        << QString() << QSize(1366, 768) << u"nvidia-quadra"_s << names;
    QTest::newRow("demo, 1920x1080, host shown")
        << QString() << QSize(1920, 1080) << u"nvidia-quadra"_s
        << (names + QList<int>{ClusterTreeModel::HealthColumn});
    QTest::newRow("demo, 1920x1080")
        << QString() << QSize(1920, 1080) << u"none"_s
        << (names + QList<int>{ClusterTreeModel::HeldByColumn, ClusterTreeModel::HealthColumn});
}

// Issue 38, "Layouts that fit": the inventory fits its columns at the view's real width (not
// the width it had before the window was laid out), and the name that says which node or GPU a
// row is stays whole.
void TestLayout::inventoryTextFits()
{
    QFETCH(QString, snapshot);
    QFETCH(QSize, size);
    QFETCH(QString, host);
    QFETCH(QList<int>, columns);
    Window w(size, host);
    MainWindow &window = *w.window;
    QVERIFY(window.showPanel(u"hardware"_s));
    ClusterPanel *panel = window.clusterPanel();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isLoading() && panel->view()->model()->rowCount() > 0,
                             TimeoutMs);
    if (!snapshot.isEmpty()) {
        panel->openSnapshotFile(Test::fixture(snapshot));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isLoading() && panel->view()->model()->rowCount() > 0 &&
                                     panel->statusText().contains(snapshot.section(u'/', -1)),
                                 TimeoutMs);
    }
    const QTreeView *tree = panel->view();
    // The second fit, once the filter's rows are in and the nodes open; and the host's probe
    // done (its half collapses when it found no accelerator).
    QTRY_VERIFY_WITH_TIMEOUT(tree->isExpanded(tree->model()->index(0, 0)), TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!window.hardwarePanel()->isBusy(), TimeoutMs);
    QTest::qWait(300);
    for (const int c : std::as_const(columns)) {
        QString cut;
        QVERIFY2(wholeInView(*tree, c), qPrintable(QString::number(c)));
        QVERIFY2(shownTextFits(*tree, c, &cut),
                 qPrintable(
                     u"column %1 (%2 px) cuts \"%3\""_s.arg(c).arg(tree->columnWidth(c)).arg(cut)));
    }
}

void TestLayout::listsShowEightRows_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1366x768") << QSize(1366, 768);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

// Issue 38, "Layouts that fit": every main list shows at least eight whole rows, on a laptop's
// 1366x768 as on 1920x1080: the cluster inventory, and in Claims in the cluster the pods, the
// chosen pod's explanation, the claims and the pools (each list on a tab of its own).
void TestLayout::listsShowEightRows()
{
    QFETCH(QSize, size);
    Window w(size);
    MainWindow &window = *w.window;
    const auto rowsShown = [](QTreeView *view) {
        const int row = view->model() && view->model()->rowCount() > 0
                            ? view->sizeHintForRow(0)
                            : view->fontMetrics().height() + 4;
        return view->viewport()->height() / std::max(row, 1);
    };
    QVERIFY(window.showPanel(u"hardware"_s));
    auto *inventory = window.findChild<QTreeView *>(u"clusterTree"_s);
    QVERIFY(inventory);
    QTRY_VERIFY_WITH_TIMEOUT(inventory->model()->rowCount() > 0, TimeoutMs);
    QVERIFY2(rowsShown(inventory) >= 8, qPrintable(QString::number(rowsShown(inventory))));

    QVERIFY(window.showPanel(u"cluster-claims"_s));
    auto *tabs = window.findChild<QTabWidget *>(u"claimsListTabs"_s);
    QVERIFY(tabs);
    auto *pods = window.findChild<QTreeView *>(u"podsView"_s);
    QVERIFY(pods);
    QTRY_VERIFY_WITH_TIMEOUT(pods->model()->rowCount() > 0, TimeoutMs);
    for (const QString &name :
         {u"podsView"_s, u"podExplanation"_s, u"claimsView"_s, u"poolsView"_s}) {
        auto *view = window.findChild<QTreeView *>(name);
        QVERIFY2(view, qPrintable(name));
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->widget(i) == view || tabs->widget(i)->isAncestorOf(view))
                tabs->setCurrentIndex(i);
        QCoreApplication::processEvents();
        QVERIFY2(view->isVisible(), qPrintable(name));
        QVERIFY2(rowsShown(view) >= 8,
                 qPrintable(u"%1 shows %2 rows"_s.arg(name).arg(rowsShown(view))));
    }
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
