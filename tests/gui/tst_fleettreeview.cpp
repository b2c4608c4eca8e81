// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// FleetTreeView (issue 37: "a watch at 1,000 changes a second keeps the longest UI stall
// < 16 ms"): a change over more rows than show repaints the rows that show, asking the model for
// no row out of sight; a few rows are repainted as QTreeView does it. Either way the rows shown
// are read again and show the new values.
#include "fleettreeview.h"

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QtTest>

using Accel::Ui::FleetTreeView;

namespace {

/// ROWS nodes of two GPU rows each, three columns; a cell reads "row/column generation". Counts
/// the index() calls for rows past `watchFrom`, and which rows' text was read.
class CountingModel : public QAbstractItemModel
{
public:
    explicit CountingModel(int rows)
        : m_rows(rows)
    {}

    int generation = 0;
    int watchFrom = 0;
    mutable int farIndexCalls = 0;
    mutable QSet<int> readRows; ///< top-level rows whose text was read

    void change(const QModelIndex &topLeft, const QModelIndex &bottomRight)
    {
        ++generation;
        Q_EMIT dataChanged(topLeft, bottomRight);
    }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override
    {
        if (row < 0 || column < 0 || column > 2 || row >= rowCount(parent))
            return {};
        if (!parent.isValid() && row >= watchFrom)
            ++farIndexCalls;
        return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : 0);
    }
    QModelIndex parent(const QModelIndex &child) const override
    {
        return child.internalId() == 0 ? QModelIndex()
                                       : createIndex(int(child.internalId() - 1), 0, quintptr(0));
    }
    int rowCount(const QModelIndex &parent = {}) const override
    {
        if (!parent.isValid())
            return m_rows;
        return parent.internalId() == 0 && parent.column() == 0 ? 2 : 0;
    }
    int columnCount(const QModelIndex & = {}) const override { return 3; }
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role != Qt::DisplayRole)
            return {};
        if (index.internalId() == 0)
            readRows.insert(index.row());
        return QStringLiteral("%1/%2 g%3").arg(index.row()).arg(index.column()).arg(generation);
    }

private:
    int m_rows;
};

} // namespace

class TestFleetTreeView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void repaintsWhatShows_data();
    void repaintsWhatShows();
};

void TestFleetTreeView::repaintsWhatShows_data()
{
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("last");
    QTest::addColumn<int>("scrollTo"); ///< the top row shown
    QTest::addColumn<bool>("expandTop");
    QTest::addColumn<bool>("shownChange"); ///< the range holds rows that show
    QTest::addColumn<bool>(
        "rightToLeft"); ///< columns narrower than the view, laid out from the right

    QTest::addRow("every row, the top shown") << 0 << 4999 << 0 << false << true << false;
    QTest::addRow("every row, the middle shown") << 0 << 4999 << 2500 << false << true << false;
    QTest::addRow("every row, a node open") << 0 << 4999 << 0 << true << true << false;
    QTest::addRow("every row, right to left") << 0 << 4999 << 1200 << false << true << true;
    QTest::addRow("a range out of sight") << 3000 << 4999 << 0 << false << false << false;
    QTest::addRow("a range half shown") << 10 << 4999 << 0 << false << true << false;
    QTest::addRow("a few rows") << 2 << 4 << 0 << false << true << false;
}

void TestFleetTreeView::repaintsWhatShows()
{
    QFETCH(int, first);
    QFETCH(int, last);
    QFETCH(int, scrollTo);
    QFETCH(bool, expandTop);
    QFETCH(bool, shownChange);
    QFETCH(bool, rightToLeft);

    CountingModel model(5000);
    FleetTreeView view;
    view.setUniformRowHeights(true);
    if (rightToLeft) {
        view.setLayoutDirection(Qt::RightToLeft);
        view.header()->setStretchLastSection(false);
        view.header()->setDefaultSectionSize(120); // 360 of 600 pixels: none at x = 0
    }
    view.setModel(&model);
    view.resize(600, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.scrollTo(model.index(scrollTo, 0), QAbstractItemView::PositionAtTop);
    if (expandTop)
        view.expand(model.index(scrollTo, 0));
    QTest::qWait(20);
    const QModelIndex top = view.indexAt(QPoint(view.header()->sectionViewportPosition(0) + 1, 0));
    QVERIFY(top.isValid());
    QCOMPARE(top.row(), scrollTo);

    const QModelIndex topLeft = model.index(first, 0);
    const QModelIndex bottomRight = model.index(last, 2);
    model.watchFrom = scrollTo + 200; // far below what a 400-pixel viewport shows
    model.farIndexCalls = 0;
    model.readRows.clear();
    model.change(topLeft, bottomRight);
    QCOMPARE(model.farIndexCalls, 0); // Qt's QTreeView asks for every row of the range
    if (shownChange) {
        // The repaint, however long a busy test machine takes to get to it.
        const int shown = std::max(first, scrollTo);
        QTRY_VERIFY2(model.readRows.contains(shown), qPrintable(QString::number(shown)));
    } else {
        QTest::qWait(50);                  // a repaint's time
        QVERIFY(model.readRows.isEmpty()); // nothing of it shows: nothing repainted
    }
    QCOMPARE(model.farIndexCalls, 0);
}

QTEST_MAIN(TestFleetTreeView)
#include "tst_fleettreeview.moc"
