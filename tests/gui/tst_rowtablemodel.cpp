// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// RowTableModel (issue 17 section 3): rows made as plain values come out as the model's data,
// headers, child rows, colours and icons made on the UI thread, and sort by their sort keys
// (numbers numerically) through a QSortFilterProxyModel.
#include "models/rowtablemodel.h"
#include "theme.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QtTest>

using namespace Accel;
using namespace Qt::StringLiterals;
using Ui::RowTableModel;
using Ui::TableCell;
using Ui::TableRow;
using Tone = Ui::Theme::Tone;

namespace {
constexpr int KeyRole = RowTableModel::FirstRowRole;
constexpr int FlagRole = RowTableModel::FirstRowRole + 1;

TableCell text(const QString &t, const QString &toolTip = {})
{
    return TableCell{t, toolTip, Tone::Plain, false, {}};
}

TableCell number(int n)
{
    return TableCell{QString::number(n), {}, Tone::Plain, false, n};
}

/// Three pools: name, a number shown as text with a numeric sort key, a state.
QList<TableRow> pools()
{
    QList<TableRow> rows;
    const QList<std::tuple<QString, int, QString>> data{
        {u"pool-b"_s, 10, u"ok"_s}, {u"pool-a"_s, 9, u"incomplete"_s}, {u"Pool-c"_s, 100, u"ok"_s}};
    for (const auto &[name, n, state] : data) {
        TableRow row;
        row.cells = {text(name), number(n), text(state, u"state of "_s + name)};
        row.roles = {{KeyRole, name}, {FlagRole, n > 50}};
        rows << row;
    }
    // A detail row under the second pool.
    TableRow child;
    child.cells = {text(u"gpu-0"_s), number(1), text(u"unhealthy"_s)};
    child.cells[2].tone = Tone::Error;
    child.cells[2].warningIcon = true;
    rows[1].children << child;
    return rows;
}

QStringList columnTexts(const QAbstractItemModel &model, int c, int role = Qt::DisplayRole)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r)
        out << model.index(r, c).data(role).toString();
    return out;
}
} // namespace

class TestRowTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void data_data();
    void data();
    void headers();
    void children();
    void look_data();
    void look();
    void sorting_data();
    void sorting();
    void filterFindsChildren();
    void setRowsResetsOnce();
};

void TestRowTableModel::data_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("role");
    QTest::addColumn<QVariant>("expected");
    QTest::addRow("text") << 0 << 0 << int(Qt::DisplayRole) << QVariant(u"pool-b"_s);
    QTest::addRow("number shown as text") << 2 << 1 << int(Qt::DisplayRole) << QVariant(u"100"_s);
    QTest::addRow("tooltip defaults to the text")
        << 1 << 0 << int(Qt::ToolTipRole) << QVariant(u"pool-a"_s);
    QTest::addRow("own tooltip") << 1 << 2 << int(Qt::ToolTipRole)
                                 << QVariant(u"state of pool-a"_s);
    QTest::addRow("sort key: the number")
        << 2 << 1 << int(RowTableModel::SortRole) << QVariant(100);
    QTest::addRow("sort key: else the text")
        << 0 << 2 << int(RowTableModel::SortRole) << QVariant(u"ok"_s);
    QTest::addRow("row role on column 0") << 2 << 0 << KeyRole << QVariant(u"Pool-c"_s);
    QTest::addRow("row role on another column") << 2 << 2 << FlagRole << QVariant(true);
    QTest::addRow("row role not set") << 0 << 0 << FlagRole + 1 << QVariant();
    QTest::addRow("plain tone: no colour") << 0 << 2 << int(Qt::ForegroundRole) << QVariant();
    QTest::addRow("no icon") << 0 << 0 << int(Qt::DecorationRole) << QVariant();
}

void TestRowTableModel::data()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(int, role);
    QFETCH(QVariant, expected);
    RowTableModel model({u"Pool"_s, u"In use"_s, u"State"_s});
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRows(pools());
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), 3);
    QCOMPARE(model.index(row, column).data(role), expected);
}

void TestRowTableModel::headers()
{
    RowTableModel model({u"Pool"_s, u"In use"_s, u"State"_s});
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), u"In use"_s);
    QVERIFY(!model.headerData(3, Qt::Horizontal).isValid());
    QVERIFY(!model.headerData(0, Qt::Vertical).isValid());
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 3); // the columns stand before any row
}

void TestRowTableModel::children()
{
    RowTableModel model({u"Pool"_s, u"In use"_s, u"State"_s});
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRows(pools());
    const QModelIndex a = model.index(1, 0);
    QCOMPARE(model.rowCount(a), 1);
    QCOMPARE(model.rowCount(model.index(0, 0)), 0);
    QCOMPARE(model.rowCount(model.index(1, 1)), 0); // only column 0 has children
    QVERIFY(!(model.flags(a) & Qt::ItemNeverHasChildren));
    QVERIFY(model.flags(model.index(0, 0)) & Qt::ItemNeverHasChildren);
    const QModelIndex gpu = model.index(0, 2, a);
    QCOMPARE(gpu.data().toString(), u"unhealthy"_s);
    QCOMPARE(gpu.parent(), a);
    QCOMPARE(model.index(0, 0, a).data().toString(), u"gpu-0"_s);
    QVERIFY(!model.index(1, 0, a).isValid());
    QVERIFY(!model.index(0, 0, gpu.siblingAtColumn(0)).isValid()); // one level only
    QVERIFY(!(model.flags(gpu) & Qt::ItemIsEditable));
}

void TestRowTableModel::look_data()
{
    QTest::addColumn<bool>("dark");
    QTest::addRow("light palette") << false;
    QTest::addRow("dark palette") << true;
}

void TestRowTableModel::look()
{
    QFETCH(bool, dark);
    QPalette palette;
    palette.setColor(QPalette::Window, dark ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white));
    palette.setColor(QPalette::Base, dark ? QColor(0x18, 0x18, 0x18) : QColor(Qt::white));
    palette.setColor(QPalette::Text, dark ? QColor(Qt::white) : QColor(Qt::black));
    const QIcon warning = QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    QVERIFY(!warning.isNull());

    RowTableModel model({u"Pool"_s, u"In use"_s, u"State"_s});
    model.setRows(pools());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setLook(palette, warning);
    QVERIFY(!changed.isEmpty()); // views repaint the colours
    const QModelIndex sick = model.index(0, 2, model.index(1, 0));
    QCOMPARE(sick.data(Qt::ForegroundRole).value<QColor>(),
             Ui::Theme::colour(Tone::Error, palette));
    QVERIFY(!sick.data(Qt::DecorationRole).value<QIcon>().isNull());
    QVERIFY(!model.index(1, 2).data(Qt::ForegroundRole).isValid());
}

void TestRowTableModel::sorting_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<QStringList>("names");
    QTest::addRow("numbers ascending, not as text")
        << 1 << Qt::AscendingOrder << QStringList{u"pool-a"_s, u"pool-b"_s, u"Pool-c"_s};
    QTest::addRow("numbers descending")
        << 1 << Qt::DescendingOrder << QStringList{u"Pool-c"_s, u"pool-b"_s, u"pool-a"_s};
    QTest::addRow("text, case-insensitive")
        << 0 << Qt::AscendingOrder << QStringList{u"pool-a"_s, u"pool-b"_s, u"Pool-c"_s};
    QTest::addRow("text descending")
        << 0 << Qt::DescendingOrder << QStringList{u"Pool-c"_s, u"pool-b"_s, u"pool-a"_s};
    QTest::addRow("unsorted: the rows' order")
        << -1 << Qt::AscendingOrder << QStringList{u"pool-b"_s, u"pool-a"_s, u"Pool-c"_s};
}

void TestRowTableModel::sorting()
{
    QFETCH(int, column);
    QFETCH(Qt::SortOrder, order);
    QFETCH(QStringList, names);
    RowTableModel model({u"Pool"_s, u"In use"_s, u"State"_s});
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(RowTableModel::SortRole);
    proxy.setSortCaseSensitivity(Qt::CaseInsensitive);
    proxy.sort(column, order);
    model.setRows(pools()); // the sort holds across a reset
    QCOMPARE(columnTexts(proxy, 0), names);
    // The rows' other cells and roles follow them.
    for (int r = 0; r < proxy.rowCount(); ++r)
        QCOMPARE(proxy.index(r, 2).data(KeyRole).toString(), names.at(r));
}

void TestRowTableModel::filterFindsChildren()
{
    RowTableModel model({u"Pool"_s, u"In use"_s, u"State"_s});
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setFilterKeyColumn(-1);
    proxy.setRecursiveFilteringEnabled(true);
    model.setRows(pools());
    proxy.setFilterFixedString(u"gpu-0"_s);
    QCOMPARE(columnTexts(proxy, 0), QStringList{u"pool-a"_s}); // its child matches
    proxy.setFilterFixedString(u"ok"_s);
    QCOMPARE(proxy.rowCount(), 2);
}

void TestRowTableModel::setRowsResetsOnce()
{
    RowTableModel model({u"Pool"_s, u"In use"_s, u"State"_s});
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRows(pools());
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QList<TableRow> fewer = pools();
    fewer.removeFirst();
    model.setRows(fewer);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(inserted.size(), 0);
    QCOMPARE(columnTexts(model, 0), (QStringList{u"pool-a"_s, u"Pool-c"_s}));
    model.setRows({});
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(reset.size(), 2);
}

QTEST_MAIN(TestRowTableModel)
#include "tst_rowtablemodel.moc"
