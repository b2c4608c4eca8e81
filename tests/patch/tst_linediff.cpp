// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Myers line diff: unified output as diff -u prints it, side-by-side rows, and the property that
// applying the hunks of (a, b) to a gives b.
#include "doc/linediff.h"

#include <QRandomGenerator>
#include <QtTest>

#include "testsupport.h"

using Accel::Doc::LineDiff;

namespace {
QStringList lines(const char *text)
{
    return LineDiff::splitLines(QString::fromUtf8(text));
}
} // namespace

class TestLineDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void unified_data();
    void unified();
    void equalInputsGiveNothing();
    void minimalEditCount_data();
    void minimalEditCount();
    void sideBySide();
    void sideBySideFolds();
    void applyRejectsMismatch();
    void applyRoundTrip();
};

void TestLineDiff::unified_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("context");
    QTest::addColumn<QString>("expected");
    QTest::addRow("one change in the middle")
        << "a\nb\nc\nd\ne\n"
        << "a\nb\nX\nd\ne\n"
        << 1 << "--- a\n+++ b\n@@ -2,3 +2,3 @@\n b\n-c\n+X\n d\n";
    QTest::addRow("insert at the start, no context") << "b\nc\n"
                                                     << "a\nb\nc\n"
                                                     << 0 << "--- a\n+++ b\n@@ -0,0 +1 @@\n+a\n";
    QTest::addRow("delete at the end") << "a\nb\nc\n"
                                       << "a\nb\n"
                                       << 3 << "--- a\n+++ b\n@@ -1,3 +1,2 @@\n a\n b\n-c\n";
    QTest::addRow("two hunks far apart")
        << "1\n2\n3\n4\n5\n6\n7\n8\n9\n"
        << "X\n2\n3\n4\n5\n6\n7\n8\nY\n"
        << 1 << "--- a\n+++ b\n@@ -1,2 +1,2 @@\n-1\n+X\n 2\n@@ -8,2 +8,2 @@\n 8\n-9\n+Y\n";
    QTest::addRow("close changes share a hunk")
        << "1\n2\n3\n4\n"
        << "X\n2\n3\nY\n"
        << 1 << "--- a\n+++ b\n@@ -1,4 +1,4 @@\n-1\n+X\n 2\n 3\n-4\n+Y\n";
    QTest::addRow("from empty") << ""
                                << "a\n"
                                << 3 << "--- a\n+++ b\n@@ -0,0 +1 @@\n+a\n";
    QTest::addRow("to empty") << "a\nb\n"
                              << "" << 3 << "--- a\n+++ b\n@@ -1,2 +0,0 @@\n-a\n-b\n";
    QTest::addRow("unicode") << "ø\nå\n"
                             << "ø\næ\n"
                             << 3 << "--- a\n+++ b\n@@ -1,2 +1,2 @@\n ø\n-å\n+æ\n";
}

void TestLineDiff::unified()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, context);
    QFETCH(QString, expected);
    QCOMPARE(LineDiff::unified(LineDiff::splitLines(a), LineDiff::splitLines(b),
                               QStringLiteral("a"), QStringLiteral("b"), context),
             expected);
}

void TestLineDiff::equalInputsGiveNothing()
{
    const QStringList a = lines("x\ny\n");
    QVERIFY(LineDiff::hunks(a, a).isEmpty());
    QVERIFY(LineDiff::unified(a, a, QStringLiteral("a"), QStringLiteral("b")).isEmpty());
    QVERIFY(LineDiff::hunks({}, {}).isEmpty());
}

void TestLineDiff::minimalEditCount_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("edits"); // deleted + inserted lines of a shortest script
    // Myers' paper's example: ABCABBA -> CBABAC has D = 5.
    QTest::addRow("myers paper") << "A\nB\nC\nA\nB\nB\nA\n"
                                 << "C\nB\nA\nB\nA\nC\n"
                                 << 5;
    QTest::addRow("nothing in common") << "a\nb\nc\n"
                                       << "x\ny\n"
                                       << 5;
    QTest::addRow("swap") << "a\nb\n"
                          << "b\na\n"
                          << 2;
}

void TestLineDiff::minimalEditCount()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, edits);
    int count = 0;
    for (const LineDiff::Edit &edit :
         LineDiff::compute(LineDiff::splitLines(a), LineDiff::splitLines(b))) {
        if (edit.kind != LineDiff::Edit::Equal)
            count += int(edit.count);
    }
    QCOMPARE(count, edits);
}

void TestLineDiff::sideBySide()
{
    const auto rows = LineDiff::sideBySide(lines("a\nb\nc\nd\n"), lines("a\nB\nc\nd\ne\n"));
    QCOMPARE(rows.size(), 5);
    QCOMPARE(rows.at(0).kind, LineDiff::Row::Same);
    QCOMPARE(rows.at(1).kind, LineDiff::Row::Changed);
    QCOMPARE(rows.at(1).oldText, QStringLiteral("b"));
    QCOMPARE(rows.at(1).newText, QStringLiteral("B"));
    QCOMPARE(rows.at(1).oldLine, 2);
    QCOMPARE(rows.at(1).newLine, 2);
    QCOMPARE(rows.at(4).kind, LineDiff::Row::Added);
    QCOMPARE(rows.at(4).oldLine, 0);
    QCOMPARE(rows.at(4).newLine, 5);
}

void TestLineDiff::sideBySideFolds()
{
    QStringList a, b;
    for (int i = 0; i < 20; ++i)
        a << QString::number(i);
    b = a;
    b[10] = QStringLiteral("ten");
    const auto rows = LineDiff::sideBySide(a, b, 2);
    // 8 folded, 2 context, the change, 2 context, 7 folded.
    QCOMPARE(rows.size(), 7);
    QCOMPARE(rows.first().kind, LineDiff::Row::Folded);
    QCOMPARE(rows.first().folded, 8);
    QCOMPARE(rows.at(3).kind, LineDiff::Row::Changed);
    QCOMPARE(rows.last().kind, LineDiff::Row::Folded);
    QCOMPARE(rows.last().folded, 7);
}

void TestLineDiff::applyRejectsMismatch()
{
    const auto hunks = LineDiff::hunks(lines("a\nb\nc\n"), lines("a\nX\nc\n"));
    const auto applied = LineDiff::apply(lines("a\nQ\nc\n"), hunks);
    QVERIFY(!applied);
    QCOMPARE(applied.error().code, QStringLiteral("LINE_DIFF_APPLY"));
}

void TestLineDiff::applyRoundTrip()
{
    // Property: for random a and b over a small alphabet (many repeats, the hard case for
    // diff), applying the hunks of (a, b) to a gives b, with any context size.
    QRandomGenerator rng(4242);
    for (int round = 0; round < 3000; ++round) {
        QStringList a, b;
        const int n = int(rng.bounded(30)), m = int(rng.bounded(30));
        for (int i = 0; i < n; ++i)
            a << QString(QChar(u'a' + rng.bounded(4)));
        if (round % 2) {
            b = a; // a few local edits, as in real documents
            for (int e = 0, edits = int(rng.bounded(4)); e < edits && !b.isEmpty(); ++e)
                b[rng.bounded(int(b.size()))] = QStringLiteral("z");
        } else {
            for (int i = 0; i < m; ++i)
                b << QString(QChar(u'a' + rng.bounded(4)));
        }
        const int context = int(rng.bounded(4));
        const auto applied = LineDiff::apply(a, LineDiff::hunks(a, b, context));
        QVERIFY2(applied, qPrintable(a.join(QLatin1Char(',')) + QStringLiteral(" -> ") +
                                     b.join(QLatin1Char(','))));
        QCOMPARE(*applied, b);
    }
}

QTEST_GUILESS_MAIN(TestLineDiff)
#include "tst_linediff.moc"
