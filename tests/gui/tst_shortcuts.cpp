// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Keyboard first (issue 38): every entry of the shortcut table (ui/shortcuts.h), with each of its
// keys, does what the table says in the window, offscreen; Help > Keyboard Shortcuts lists every
// entry with its keys; no key is in the table twice.
#include "clusterclaimsview.h"
#include "clusterpanel.h"
#include "hardwarepanel.h"
#include "host/hostprobe.h"
#include "mainwindow.h"
#include "models/overridesmodel.h"
#include "overridespanel.h"
#include "podclaimsview.h"
#include "shortcuts.h"
#include "testsupport.h"
#include "workpool.h"

#include <QAction>
#include <QDialog>
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
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
using Id = Shortcuts::Id;
using Row = Doc::LineDiff::Row;

namespace {

constexpr int TimeoutMs = 20000;

template<typename T>
T *child(QWidget *parent, const QString &name)
{
    auto *found = parent->findChild<T *>(name);
    if (!found)
        qFatal("no %s", qPrintable(name));
    return found;
}

} // namespace

class TestShortcuts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void eachKey_data();
    void eachKey();
    void dialogListsTheTable();
    void noKeyTwice();

private:
    /// Shows the Hardware tab with the cluster half's tab INDEX (0 inventory, 1 claims).
    void showCluster(int index);
    /// Claims in the cluster with its pods listed and a pod chosen and explained.
    QTreeView *choosePod();
    /// The Pod claims tab of the Claims panel.
    void showPodClaims();
    /// The Overrides tab with the fixture Workflow rendered for aws/h100.
    OverridesPanel *showOverrides();
    /// Gives WIDGET the focus (the window is active).
    static bool focus(QWidget *widget);

    QTemporaryDir m_home;
    std::unique_ptr<MainWindow> m_window;
};

void TestShortcuts::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"accel-console-tests"_s);
    QCoreApplication::setApplicationName(u"tst_shortcuts"_s);
    QSettings().clear();
    Host::HostSources sources;
    sources.rootDir = Test::fixture(u"hosts/nvidia-quadra"_s);
    sources.dockerInfoFile = Test::fixture(u"docker-info/cdi-only.json"_s);
    MainWindowServices services;
    services.hostProbe = [sources] { return Host::probeHost(sources); };
    // Claims and pods to explain; no kubeconfig.
    services.cluster.snapshotFile = Test::fixture(u"cluster/claims-cluster.yaml"_s);
    QProcessEnvironment environment;
    environment.insert(u"HOME"_s, m_home.path());
    services.cluster.environment = environment;
    m_window = std::make_unique<MainWindow>(std::move(services));
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->activateWindow();
    if (!QTest::qWaitForWindowActive(m_window.get()))
        QSKIP("this platform does not activate windows; shortcuts need an active window");
    QVERIFY(QTest::qWaitFor(
        [&] {
            return !m_window->hardwarePanel()->isBusy() && !m_window->clusterPanel()->isLoading();
        },
        TimeoutMs));
}

void TestShortcuts::cleanupTestCase()
{
    m_window.reset();
    Accel::workPool()->waitForDone();
}

bool TestShortcuts::focus(QWidget *widget)
{
    widget->setFocus(Qt::OtherFocusReason);
    return QTest::qWaitFor([widget] { return widget->hasFocus(); }, 2000);
}

void TestShortcuts::showCluster(int index)
{
    QVERIFY(m_window->showPanel(u"hardware"_s));
    m_window->clusterPanel()->tabs()->setCurrentIndex(index);
    QCoreApplication::processEvents();
}

QTreeView *TestShortcuts::choosePod()
{
    showCluster(1);
    ClusterClaimsView *view = m_window->clusterPanel()->claimsView();
    auto *pods = child<QTreeView>(view, u"podsView"_s);
    if (!QTest::qWaitFor([&] { return !view->isBusy() && pods->model()->rowCount() > 0; },
                         TimeoutMs))
        return nullptr;
    if (!pods->currentIndex().isValid())
        pods->setCurrentIndex(pods->model()->index(0, 0));
    if (!QTest::qWaitFor([&] { return !view->isBusy() && !view->explanationText().isEmpty(); },
                         TimeoutMs))
        return nullptr;
    return pods;
}

void TestShortcuts::showPodClaims()
{
    QVERIFY(m_window->showPanel(u"claims"_s));
    PodClaimsView *pod = m_window->claimsPanel()->podClaimsView();
    for (QTabWidget *tabs : m_window->claimsPanel()->findChildren<QTabWidget *>()) {
        if (tabs->indexOf(pod) >= 0)
            tabs->setCurrentWidget(pod);
    }
    QVERIFY(pod->isVisible());
}

OverridesPanel *TestShortcuts::showOverrides()
{
    OverridesPanel *panel = m_window->overridesPanel();
    if (!m_window->showPanel(u"overrides"_s))
        return nullptr;
    if (!panel->documents().isEmpty())
        return panel;
    if (!panel->setTarget(u"aws"_s, u"h100"_s))
        return nullptr;
    QFile file(Test::fixture(u"nvcre/workflowrender/workflow.yaml"_s));
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    QSignalSpy shown(panel, &OverridesPanel::resultShown);
    panel->setYaml(QString::fromUtf8(file.readAll()));
    if (!QTest::qWaitFor([&] { return !shown.isEmpty() && !panel->isBusy(); }, TimeoutMs))
        return nullptr;
    return panel->documents().isEmpty() ? nullptr : panel;
}

void TestShortcuts::eachKey_data()
{
    QTest::addColumn<int>("id");
    QTest::addColumn<QKeySequence>("key");
    for (const Shortcuts::Entry &entry : Shortcuts::table()) {
        QVERIFY2(!entry.keys.isEmpty(), qPrintable(entry.name));
        for (const QKeySequence &key : entry.keys)
            QTest::addRow("%s %s", qPrintable(entry.name),
                          qPrintable(key.toString(QKeySequence::PortableText)))
                << int(entry.id) << key;
    }
}

void TestShortcuts::eachKey()
{
    QFETCH(int, id);
    QFETCH(QKeySequence, key);
    MainWindow &window = *m_window;
    const auto press = [&key](QWidget *target) { QTest::keySequence(target, key); };

    // One case per entry, no default: an entry added without a test here does not compile
    // quietly (-Wswitch).
    switch (Id(id)) {
    case Id::ShowHardware:
    case Id::ShowLaunch:
    case Id::ShowClaims:
    case Id::ShowOverrides:
    case Id::ShowRuns: {
        const QString wanted =
            MainWindow::panelNames().at(id - int(Id::ShowHardware)); // in the tabs' order
        for (const QString &from : MainWindow::panelNames()) {
            if (from == wanted)
                continue;
            QVERIFY(window.showPanel(from));
            press(&window);
            QVERIFY2(window.currentPanel() == wanted, qPrintable(from));
        }
        break;
    }
    case Id::Reload: {
        QVERIFY(window.showPanel(u"hardware"_s));
        QVERIFY(QTest::qWaitFor([&] { return !window.hardwarePanel()->isBusy(); }, TimeoutMs));
        QSignalSpy busy(window.hardwarePanel(), &HardwarePanel::busyChanged);
        QSignalSpy probed(window.hardwarePanel(), &HardwarePanel::probeFinished);
        focus(window.clusterPanel()->view());
        press(&window);
        QVERIFY(!busy.isEmpty());
        QCOMPARE(busy.first().first().toBool(), true); // a probe started
        QVERIFY(probed.wait(TimeoutMs));
        break;
    }
    case Id::ReloadCluster: {
        showCluster(0);
        QSignalSpy loading(window.clusterPanel(), &ClusterPanel::loadingChanged);
        focus(window.clusterPanel()->view());
        press(&window);
        QVERIFY(!loading.isEmpty());
        QCOMPARE(loading.first().first().toBool(), true);
        QVERIFY(QTest::qWaitFor([&] { return !window.clusterPanel()->isLoading(); }, TimeoutMs));
        QCOMPARE(window.clusterPanel()->status(), ClusterPanel::Status::Snapshot);
        break;
    }
    case Id::FocusFilter: {
        // The filter of the view in front, from a list of that view.
        showCluster(0);
        QVERIFY(focus(window.clusterPanel()->view()));
        press(window.clusterPanel()->view());
        QTRY_VERIFY(child<QLineEdit>(&window, u"clusterFilter"_s)->hasFocus());
        QTreeView *pods = choosePod();
        QVERIFY(pods);
        QVERIFY(focus(pods));
        press(pods);
        QTRY_VERIFY(child<QLineEdit>(&window, u"claimsFilter"_s)->hasFocus());
        showPodClaims();
        auto *nodes = child<QTreeView>(&window, u"podNodeTree"_s);
        QVERIFY(focus(nodes));
        press(nodes);
        QTRY_VERIFY(child<QLineEdit>(&window, u"podNodeFilter"_s)->hasFocus());
        break;
    }
    case Id::ClearFilter: {
        const struct
        {
            const char *filter;
            const char *list;
            std::function<void()> show;
        } views[] = {
            {"clusterFilter", "clusterTree", [this] { showCluster(0); }},
            {"claimsFilter", "podsView", [this] { QVERIFY(choosePod()); }},
            {"podNodeFilter", "podNodeTree", [this] { showPodClaims(); }},
        };
        for (const auto &v : views) {
            v.show();
            auto *filter = child<QLineEdit>(&window, QString::fromLatin1(v.filter));
            auto *list = child<QTreeView>(&window, QString::fromLatin1(v.list));
            // Focus elsewhere: the key is not the filter's.
            filter->setText(u"node"_s);
            QVERIFY(focus(list));
            press(list);
            QVERIFY2(filter->text() == u"node"_s, v.filter);
            // In the filter, with text: cleared.
            QVERIFY(focus(filter));
            press(filter);
            QVERIFY2(filter->text().isEmpty(), v.filter);
            QVERIFY(filter->hasFocus());
        }
        break;
    }
    case Id::ExplainPod: {
        QTreeView *pods = choosePod();
        QVERIFY(pods);
        ClusterClaimsView *view = window.clusterPanel()->claimsView();
        QSignalSpy explained(view, &ClusterClaimsView::explained);
        QVERIFY(focus(pods));
        press(pods);
        QVERIFY(explained.wait(TimeoutMs));
        QVERIFY(!view->explanationText().isEmpty());
        break;
    }
    case Id::OpenDetails: {
        // The inventory: its details pane.
        showCluster(0);
        QTreeView *tree = window.clusterPanel()->view();
        tree->setCurrentIndex(tree->model()->index(0, 0));
        QVERIFY(focus(tree));
        press(tree);
        auto *details = child<QTreeWidget>(&window, u"clusterDetails"_s);
        QTRY_VERIFY(details->hasFocus());
        QVERIFY(details->topLevelItemCount() > 0);
        // A pod: its explanation.
        QTreeView *pods = choosePod();
        QVERIFY(pods);
        QSignalSpy explained(window.clusterPanel()->claimsView(), &ClusterClaimsView::explained);
        QVERIFY(focus(pods));
        press(pods);
        QTRY_VERIFY(child<QTreeWidget>(&window, u"podExplanation"_s)->hasFocus());
        QVERIFY(explained.wait(TimeoutMs));
        // An override: the whole of it in the pane below the table.
        OverridesPanel *overrides = showOverrides();
        QVERIFY(overrides);
        auto *table = child<QTableView>(overrides, u"overridesTable"_s);
        QVERIFY(table->model()->rowCount() > 0);
        table->setCurrentIndex(table->model()->index(0, OverridesModel::PatchedColumn));
        QVERIFY(focus(table));
        press(table);
        QTRY_VERIFY(child<QWidget>(overrides, u"overrideDetails"_s)->hasFocus());
        QCOMPARE(overrides->overrideDetailsText(), overrides->overridesModel()->detailsText(0));
        QVERIFY(!overrides->overrideDetailsText().isEmpty());
        break;
    }
    case Id::NextChange:
    case Id::PreviousChange: {
        OverridesPanel *panel = showOverrides();
        QVERIFY(panel);
        QVERIFY(panel->changedOnly()); // the default
        // The first line of each run of changes, in the order the key visits them.
        const QList<Row> &rows = panel->diffRows();
        const auto changed = [&rows](qsizetype r) {
            return rows.at(r).kind == Row::Changed || rows.at(r).kind == Row::Added ||
                   rows.at(r).kind == Row::Removed;
        };
        QList<int> starts;
        for (qsizetype r = 0; r < rows.size(); ++r) {
            if (changed(r) && (r == 0 || !changed(r - 1)))
                starts << int(r);
        }
        QVERIFY(starts.size() >= 2);
        auto *diff = child<QTableView>(panel, u"diffTable"_s);
        const bool forward = Id(id) == Id::NextChange;
        diff->setCurrentIndex(forward ? QModelIndex()
                                      : diff->model()->index(int(rows.size()) - 1, 0));
        if (!forward) {
            if (starts.constLast() == rows.size() - 1)
                starts.removeLast(); // where the cursor starts
            std::reverse(starts.begin(), starts.end());
        }
        QVERIFY(focus(diff));
        for (const int start : std::as_const(starts)) {
            press(diff);
            QCOMPARE(panel->currentDiffRow(), start);
            const QRect cell = diff->visualRect(diff->model()->index(start, 1));
            QVERIFY(diff->viewport()->rect().intersects(cell)); // brought into view
        }
        press(diff); // none further: the cursor stays
        QCOMPARE(panel->currentDiffRow(), starts.constLast());
        break;
    }
    }
}

void TestShortcuts::dialogListsTheTable()
{
    auto *action = child<QAction>(m_window.get(), u"shortcutsAction"_s);
    action->trigger();
    QDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = m_window->findChild<QDialog *>(u"shortcutsDialog"_s)));
    QVERIFY(dialog->isVisible());
    auto *list = child<QTreeWidget>(dialog, u"shortcutsList"_s);
    const QList<Shortcuts::Entry> table = Shortcuts::table();
    QCOMPARE(list->topLevelItemCount(), table.size());
    for (int i = 0; i < table.size(); ++i) {
        const Shortcuts::Entry &entry = table.at(i);
        const QTreeWidgetItem *item = list->topLevelItem(i);
        QCOMPARE(item->data(0, Qt::UserRole).toString(), entry.name);
        QCOMPARE(item->text(0), Shortcuts::keysText(entry));
        for (const QKeySequence &key : entry.keys)
            QVERIFY(item->text(0).contains(key.toString(QKeySequence::NativeText)));
        QCOMPARE(item->text(1), Shortcuts::description(entry));
        QVERIFY(!item->text(1).isEmpty());
        QVERIFY(!item->text(2).isEmpty());
    }
    // The View menu shows the tabs' keys from the same table.
    for (const Id id : {Id::ShowHardware, Id::ShowOverrides, Id::Reload}) {
        const Shortcuts::Entry entry = Shortcuts::entry(id);
        bool found = false;
        for (const QAction *a : m_window->findChildren<QAction *>())
            found = found || a->shortcuts() == entry.keys;
        QVERIFY2(found, qPrintable(entry.name));
    }
    dialog->close();
}

void TestShortcuts::noKeyTwice()
{
    QHash<QKeySequence, QString> seen;
    for (const Shortcuts::Entry &entry : Shortcuts::table()) {
        for (const QKeySequence &key : entry.keys) {
            QVERIFY2(!seen.contains(key), qPrintable(key.toString() + u" in "_s + seen.value(key) +
                                                     u" and "_s + entry.name));
            seen.insert(key, entry.name);
        }
    }
}

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
