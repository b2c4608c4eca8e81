// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Column widths remembered per view (issue 38, "Layouts that fit": "Splitter sizes and column
// widths are remembered per view"): a width the user drags or double-clicks is saved and holds
// over the view's own fitting, in a new view too; widths set by the program are not saved; the
// stretched last section and damaged saved entries are left alone. In the window, each named
// list keeps its own, across a restart.
#include "clusterpanel.h"
#include "columnwidths.h"
#include "host/hostprobe.h"
#include "mainwindow.h"
#include "models/clustertreemodel.h"
#include "testsupport.h"
#include "workpool.h"

#include <QHeaderView>
#include <QSet>
#include <QSettings>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QTreeView>
#include <QtTest>

#include <algorithm>
#include <memory>

using namespace Accel;
using namespace Accel::Ui;
using namespace Qt::StringLiterals;

namespace {

constexpr int TimeoutMs = 20000;
const QString Key = u"Test/columns/view"_s;
using Widths = QHash<int, int>;

/// A tree that says what fitting a column to its contents makes of it.
class Tree : public QTreeView
{
public:
    int fitted(int column) const
    {
        return std::max(sizeHintForColumn(column),
                        header()->isHidden() ? 0 : header()->sectionSizeHint(column));
    }
};

/// A shown tree of four columns, the last not stretched unless asked.
struct View
{
    QStandardItemModel model{3, 4};
    Tree view;
    explicit View(bool stretchLast = false, bool withModel = true)
    {
        for (int r = 0; r < model.rowCount(); ++r) {
            for (int c = 0; c < model.columnCount(); ++c)
                model.setItem(r, c, new QStandardItem(QString(5 + 10 * r, QLatin1Char('x'))));
        }
        view.header()->setStretchLastSection(stretchLast);
        if (withModel)
            view.setModel(&model);
        view.resize(800, 300);
        view.show();
    }
    QHeaderView *header() { return view.header(); }
};

/// Drags the handle at the right edge of LOGICAL's section by DX pixels, as a user would.
void dragHandle(QHeaderView *header, int logical, int dx)
{
    const int x = header->sectionViewportPosition(logical) + header->sectionSize(logical) - 1;
    const int y = header->height() / 2;
    QTest::mousePress(header->viewport(), Qt::LeftButton, {}, QPoint(x, y));
    QTest::mouseMove(header->viewport(), QPoint(x + dx / 2, y));
    QTest::mouseMove(header->viewport(), QPoint(x + dx, y));
    QTest::mouseRelease(header->viewport(), Qt::LeftButton, {}, QPoint(x + dx, y));
}

} // namespace

class TestColumnWidths : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void dragIsChosenAndHolds();
    void doubleClickIsChosen();
    void programWidthsAreNotSaved();
    void restoredInANewView_data();
    void restoredInANewView();
    void stretchedLastSectionIsLeftAlone();
    void forget();
    void windowRemembersEachList();
};

void TestColumnWidths::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"accel-console-tests"_s);
    QCoreApplication::setApplicationName(u"tst_columnwidths"_s);
}

void TestColumnWidths::init()
{
    QSettings().clear();
}

void TestColumnWidths::cleanupTestCase()
{
    Accel::workPool()->waitForDone();
}

void TestColumnWidths::dragIsChosenAndHolds()
{
    View v;
    QVERIFY(QTest::qWaitForWindowExposed(&v.view));
    auto *widths = ColumnWidths::remember(&v.view, Key);
    QVERIFY(widths);
    QCOMPARE(ColumnWidths::of(&v.view), widths);
    QCOMPARE(ColumnWidths::remember(&v.view, Key), widths); // one per view
    const int before = v.view.columnWidth(1);
    dragHandle(v.header(), 1, 60);
    const int chosen = v.view.columnWidth(1);
    QVERIFY2(chosen >= before + 50, qPrintable(u"%1 -> %2"_s.arg(before).arg(chosen)));
    QCOMPARE(widths->chosen(), (Widths{{1, chosen}}));
    QCOMPARE(QSettings().value(Key).toStringList(), QStringList{u"1=%1"_s.arg(chosen)});

    // The view fits its columns to new data: the user's width stands, the others fit.
    v.view.resizeColumnToContents(1);
    QCOMPARE(v.view.columnWidth(1), chosen);
    v.view.setColumnWidth(1, 20);
    QCOMPARE(v.view.columnWidth(1), chosen);
    v.view.resizeColumnToContents(0);
    QCOMPARE(v.view.columnWidth(0), v.view.fitted(0));
    // Hidden and shown again, it comes back at the chosen width.
    v.view.setColumnHidden(1, true);
    v.view.setColumnHidden(1, false);
    QCOMPARE(v.view.columnWidth(1), chosen);
}

void TestColumnWidths::doubleClickIsChosen()
{
    View v;
    QVERIFY(QTest::qWaitForWindowExposed(&v.view));
    v.view.setColumnWidth(2, 300);
    auto *widths = ColumnWidths::remember(&v.view, Key);
    QHeaderView *header = v.header();
    const int x = header->sectionViewportPosition(2) + header->sectionSize(2) - 1;
    QTest::mouseDClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
    // A double-click on the handle fits the column to its contents: that width is the choice.
    const int fitted = v.view.columnWidth(2);
    QVERIFY2(fitted < 300, qPrintable(QString::number(fitted)));
    QCOMPARE(widths->chosen().value(2), fitted);
    QCOMPARE(QSettings().value(Key).toStringList(), QStringList{u"2=%1"_s.arg(fitted)});
}

void TestColumnWidths::programWidthsAreNotSaved()
{
    View v;
    QVERIFY(QTest::qWaitForWindowExposed(&v.view));
    auto *widths = ColumnWidths::remember(&v.view, Key);
    v.view.setColumnWidth(2, 300);
    v.view.resizeColumnToContents(0);
    v.header()->resizeSection(1, 77);
    QVERIFY(widths->chosen().isEmpty());
    QVERIFY(!QSettings().contains(Key));
    QCOMPARE(v.view.columnWidth(1), 77);
}

void TestColumnWidths::restoredInANewView_data()
{
    QTest::addColumn<QStringList>("saved");
    QTest::addColumn<bool>("modelLater"); // the model set after the widths are attached
    QTest::addColumn<Widths>("applied");
    QTest::addColumn<Widths>("kept"); // chosen()
    QTest::addRow("one column") << QStringList{u"1=234"_s} << false << Widths{{1, 234}}
                                << Widths{{1, 234}};
    QTest::addRow("model set later") << QStringList{u"0=150"_s, u"2=61"_s} << true
                                     << Widths{{0, 150}, {2, 61}} << Widths{{0, 150}, {2, 61}};
    // Kept for when the model has it (a capability column of another fleet).
    QTest::addRow("a column the model lacks") << QStringList{u"9=100"_s, u"0=90"_s} << false
                                              << Widths{{0, 90}} << Widths{{9, 100}, {0, 90}};
    // Entries that are no width a screen has are damage, not a choice.
    QTest::addRow("damaged entries")
        << QStringList{u"x=5"_s, u"2=-4"_s, u"1=999999"_s, u"=3"_s, u"3"_s, u"0=77"_s} << false
        << Widths{{0, 77}} << Widths{{0, 77}};
}

void TestColumnWidths::restoredInANewView()
{
    QFETCH(QStringList, saved);
    QFETCH(bool, modelLater);
    QFETCH(Widths, applied);
    QFETCH(Widths, kept);
    QSettings().setValue(Key, saved);
    View v(false, !modelLater);
    auto *widths = ColumnWidths::remember(&v.view, Key);
    if (modelLater)
        v.view.setModel(&v.model);
    QVERIFY(QTest::qWaitForWindowExposed(&v.view));
    // The view fits every column to its data, as the panels do when rows arrive.
    for (int c = 0; c < v.model.columnCount(); ++c)
        v.view.resizeColumnToContents(c);
    for (int c = 0; c < v.model.columnCount(); ++c) {
        const int expected = applied.value(c, v.view.fitted(c));
        QCOMPARE(v.view.columnWidth(c), expected);
    }
    QCOMPARE(widths->chosen(), kept);
}

void TestColumnWidths::stretchedLastSectionIsLeftAlone()
{
    QSettings().setValue(Key, QStringList{u"3=40"_s});
    View v(true);
    QVERIFY(QTest::qWaitForWindowExposed(&v.view));
    ColumnWidths::remember(&v.view, Key);
    // The last section fills the view, whatever was saved for it.
    QTRY_VERIFY(v.view.columnWidth(3) > 40);
    v.view.resize(900, 300);
    QTRY_VERIFY(v.view.columnWidth(3) > 140);
    QCOMPARE(QSettings().value(Key).toStringList(), QStringList{u"3=40"_s});
}

void TestColumnWidths::forget()
{
    QSettings().setValue(Key, QStringList{u"1=234"_s});
    View v;
    QVERIFY(QTest::qWaitForWindowExposed(&v.view));
    auto *widths = ColumnWidths::remember(&v.view, Key);
    QCOMPARE(v.view.columnWidth(1), 234);
    widths->forget();
    QVERIFY(widths->chosen().isEmpty());
    QVERIFY(!QSettings().contains(Key));
    v.view.resizeColumnToContents(1);
    QCOMPARE(v.view.columnWidth(1), v.view.fitted(1));
}

void TestColumnWidths::windowRemembersEachList()
{
    struct Window
    {
        QTemporaryDir home;
        std::unique_ptr<MainWindow> window;
        Window()
        {
            Host::HostSources sources;
            sources.rootDir = Test::fixture(u"hosts/nvidia-1"_s);
            sources.dockerInfoFile = Test::fixture(u"docker-info/cdi-only.json"_s);
            MainWindowServices services;
            services.hostProbe = [sources] { return Host::probeHost(sources); };
            QProcessEnvironment environment; // no kubeconfig: the demo fleet
            environment.insert(u"HOME"_s, home.path());
            services.cluster.environment = environment;
            window = std::make_unique<MainWindow>(std::move(services));
            window->resize(1366, 768);
            window->show();
        }
        QTreeView *tree() { return window->findChild<QTreeView *>(u"clusterTree"_s); }
        bool loaded()
        {
            ClusterPanel *panel = window->clusterPanel();
            return QTest::qWaitForWindowExposed(window.get()) &&
                   QTest::qWaitFor(
                       [&] { return !panel->isLoading() && tree()->model()->rowCount() > 0; },
                       TimeoutMs);
        }
    };

    int chosen = 0;
    QString key;
    {
        Window w;
        QVERIFY(w.window->showPanel(u"hardware"_s));
        QVERIFY(w.loaded());
        QTreeView *tree = w.tree();
        ColumnWidths *widths = ColumnWidths::of(tree);
        QVERIFY(widths);
        key = widths->settingsKey();
        QVERIFY2(key.startsWith(u"MainWindow/columns/"_s) && key.endsWith(u"clusterTree"_s),
                 qPrintable(key));
        // Every named list has a key of its own.
        QSet<QString> keys;
        const QList<QAbstractItemView *> views = w.window->findChildren<QAbstractItemView *>();
        for (QAbstractItemView *view : views) {
            if (const ColumnWidths *other = ColumnWidths::of(view)) {
                QVERIFY2(!keys.contains(other->settingsKey()), qPrintable(other->settingsKey()));
                keys.insert(other->settingsKey());
            }
        }
        QVERIFY2(keys.size() >= 8, qPrintable(QString::number(keys.size())));
        QTRY_VERIFY(tree->columnWidth(ClusterTreeModel::ProductColumn) > 0);
        dragHandle(tree->header(), ClusterTreeModel::ProductColumn, 70);
        chosen = tree->columnWidth(ClusterTreeModel::ProductColumn);
        QCOMPARE(widths->chosen().value(ClusterTreeModel::ProductColumn), chosen);
        w.window->close();
    }
    Window w;
    QVERIFY(w.window->showPanel(u"hardware"_s));
    QVERIFY(w.loaded());
    // The panel fits its columns when the fleet arrives and again at its real width: the
    // chosen one keeps its width through both.
    QTest::qWait(300);
    QCOMPARE(w.tree()->columnWidth(ClusterTreeModel::ProductColumn), chosen);
    QCOMPARE(ColumnWidths::of(w.tree())->settingsKey(), key);
}

QTEST_MAIN(TestColumnWidths)
#include "tst_columnwidths.moc"
