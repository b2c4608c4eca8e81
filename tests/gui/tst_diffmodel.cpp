// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Ui::DiffModel (issue 18, section 3): the Overrides panel's side-by-side diff as a model. Each
// kind of Doc::LineDiff row shows its line numbers, texts and colours; folded rows say how many
// lines they hide; "Set by" carries its tooltip; highlighted rows are bold in the view's font and
// signal only the rows that change; the left title follows Base/Live.
#include "models/diffmodel.h"

#include "doc/linediff.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QFont>
#include <QSignalSpy>
#include <QtTest>

using namespace Accel;
using namespace Qt::StringLiterals;
using Row = Doc::LineDiff::Row;

Q_DECLARE_METATYPE(Row::Kind)

class TestDiffModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rows_data();
    void rows();
    void highlight();
    void leftTitle();
    void matchesLineDiff();
};

void TestDiffModel::rows_data()
{
    QTest::addColumn<Row::Kind>("kind");
    QTest::addColumn<QStringList>("expected"); // the five columns' text
    QTest::addColumn<bool>("oldColoured");
    QTest::addColumn<bool>("newColoured");
    QTest::newRow("same") << Row::Same
                          << QStringList{u"3"_s, u"a: 1"_s, u"3"_s, u"a: 1"_s, QString()} << false
                          << false;
    QTest::newRow("changed") << Row::Changed
                             << QStringList{u"3"_s, u"a: 1"_s, u"4"_s, u"a: 2"_s,
                                            u"override[0] (jobTemplate)"_s}
                             << true << true;
    QTest::newRow("removed") << Row::Removed
                             << QStringList{u"3"_s, u"a: 1"_s, QString(), QString(),
                                            u"override[0] (jobTemplate)"_s}
                             << true << false;
    QTest::newRow("added") << Row::Added
                           << QStringList{QString(), QString(), u"4"_s, u"a: 2"_s,
                                          u"override[0] (jobTemplate)"_s}
                           << false << true;
    QTest::newRow("folded") << Row::Folded
                            << QStringList{QString(), u"⋯ 7 unchanged line(s)"_s, QString(),
                                           u"⋯ 7 unchanged line(s)"_s, QString()}
                            << true << true;
}

void TestDiffModel::rows()
{
    QFETCH(Row::Kind, kind);
    QFETCH(QStringList, expected);
    QFETCH(bool, oldColoured);
    QFETCH(bool, newColoured);
    Row row;
    row.kind = kind;
    if (kind != Row::Added && kind != Row::Folded) {
        row.oldLine = 3;
        row.oldText = u"a: 1"_s;
    }
    if (kind != Row::Removed && kind != Row::Folded) {
        row.newLine = kind == Row::Same ? 3 : 4;
        row.newText = kind == Row::Same ? u"a: 1"_s : u"a: 2"_s;
    }
    if (kind == Row::Folded)
        row.folded = 7;
    Ui::DiffModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRows({row}, {expected.at(Ui::DiffModel::ProvenanceColumn)});
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.columnCount(), int(Ui::DiffModel::ColumnCount));
    for (int c = 0; c < Ui::DiffModel::ColumnCount; ++c)
        QCOMPARE(model.index(0, c).data().toString(), expected.at(c));
    QCOMPARE(model.index(0, 0).data(Ui::DiffModel::KindRole).toInt(), int(kind));
    const auto coloured = [&model](int column) {
        return model.index(0, column).data(Qt::BackgroundRole).value<QColor>().isValid();
    };
    QCOMPARE(coloured(Ui::DiffModel::OldTextColumn), oldColoured);
    QCOMPARE(coloured(Ui::DiffModel::NewTextColumn), newColoured);
    QVERIFY(!coloured(Ui::DiffModel::OldLineColumn));
    // The override's name is also the tooltip (the column is narrow).
    const QVariant tip = model.index(0, Ui::DiffModel::ProvenanceColumn).data(Qt::ToolTipRole);
    QCOMPARE(tip.isValid(), !expected.at(Ui::DiffModel::ProvenanceColumn).isEmpty());
}

void TestDiffModel::highlight()
{
    QList<Row> rows;
    for (int i = 1; i <= 4; ++i) {
        Row row;
        row.kind = Row::Same;
        row.oldLine = row.newLine = i;
        row.oldText = row.newText = QString::number(i);
        rows << row;
    }
    Ui::DiffModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QFont fixed(u"Monospace"_s);
    fixed.setPointSize(13);
    model.setFont(fixed);
    model.setRows(rows, QStringList(4));
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setHighlighted({1, 3});
    QCOMPARE(changed.size(), 2);
    for (int r = 0; r < 4; ++r) {
        const QVariant font = model.index(r, Ui::DiffModel::NewTextColumn).data(Qt::FontRole);
        QCOMPARE(model.isHighlighted(r), r == 1 || r == 3);
        QCOMPARE(font.isValid(), r == 1 || r == 3);
        if (font.isValid()) {
            QVERIFY(font.value<QFont>().bold());
            QCOMPARE(font.value<QFont>().family(), fixed.family()); // still the fixed font
            QCOMPARE(font.value<QFont>().pointSize(), 13);
        }
    }
    // Moving the highlight touches the rows that change: 1 (off), 3 (stays), 2 (on).
    changed.clear();
    model.setHighlighted({2, 3});
    QCOMPARE(changed.size(), 3);
    QVERIFY(!model.isHighlighted(1));
    // New rows clear it.
    model.setRows(rows, QStringList(4));
    QVERIFY(!model.isHighlighted(2));
}

void TestDiffModel::leftTitle()
{
    Ui::DiffModel model;
    QCOMPARE(model.headerData(Ui::DiffModel::OldTextColumn, Qt::Horizontal).toString(), u"Base"_s);
    QSignalSpy header(&model, &QAbstractItemModel::headerDataChanged);
    model.setLeftTitle(u"Live"_s);
    QCOMPARE(header.size(), 1);
    QCOMPARE(model.headerData(Ui::DiffModel::OldTextColumn, Qt::Horizontal).toString(), u"Live"_s);
    model.setLeftTitle(u"Live"_s);
    QCOMPARE(header.size(), 1); // no change, no signal
    QCOMPARE(model.headerData(Ui::DiffModel::NewTextColumn, Qt::Horizontal).toString(),
             u"Rendered"_s);
    QCOMPARE(model.headerData(Ui::DiffModel::ProvenanceColumn, Qt::Horizontal).toString(),
             u"Set by"_s);
}

void TestDiffModel::matchesLineDiff()
{
    // What core's side-by-side diff gives is what the model shows, row for row.
    const QStringList left{u"a: 1"_s, u"b: 2"_s, u"c: 3"_s, u"d: 4"_s, u"e: 5"_s,
                           u"f: 6"_s, u"g: 7"_s, u"h: 8"_s, u"i: 9"_s};
    QStringList right = left;
    right[1] = u"b: 20"_s;
    right.removeAt(7);
    right << u"j: 10"_s;
    const QList<Row> rows = Doc::LineDiff::sideBySide(left, right, 1);
    Ui::DiffModel model;
    model.setRows(rows, QStringList(rows.size()));
    QCOMPARE(model.rowCount(), int(rows.size()));
    bool folded = false;
    for (int r = 0; r < rows.size(); ++r) {
        if (rows.at(r).kind == Row::Folded) {
            folded = true;
            continue;
        }
        QCOMPARE(model.index(r, Ui::DiffModel::OldTextColumn).data().toString(),
                 rows.at(r).oldText);
        QCOMPARE(model.index(r, Ui::DiffModel::NewTextColumn).data().toString(),
                 rows.at(r).newText);
    }
    QVERIFY(folded);
}

QTEST_MAIN(TestDiffModel)
#include "tst_diffmodel.moc"
