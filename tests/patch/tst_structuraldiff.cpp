// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Structural diff: added, removed and changed JSON pointers with old and new values.
#include "doc/documentreader.h"
#include "doc/structuraldiff.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

#include "testsupport.h"

using Accel::Doc::StructuralDiff;

using Accel::Test::yaml;

class TestStructuralDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void diff_data();
    void diff();
    void values();
    void deepTreesDoNotOverflow();
};

void TestStructuralDiff::diff_data()
{
    QTest::addColumn<QByteArray>("a");
    QTest::addColumn<QByteArray>("b");
    QTest::addColumn<QString>("expected"); // toText()
    QTest::addRow("equal") << QByteArray("a: [1, {b: c}]") << QByteArray("a: [1, {b: c}]")
                           << QString();
    QTest::addRow("numbers by value") << QByteArray("a: 1") << QByteArray("a: 1.0") << QString();
    QTest::addRow("changed leaf") << QByteArray("a: {b: 1}") << QByteArray("a: {b: 2}")
                                  << "~ /a/b: 1 -> 2\n";
    QTest::addRow("added and removed keys, in key order")
        << QByteArray("a: 1\nc: 3") << QByteArray("b: 2\nc: 3") << "- /a\n+ /b: 2\n";
    QTest::addRow("array tail") << QByteArray("a: [1, 2, 3]") << QByteArray("a: [1, 5]")
                                << "~ /a/1: 2 -> 5\n- /a/2\n";
    QTest::addRow("type change") << QByteArray("a: {b: 1}") << QByteArray("a: [1]")
                                 << "~ /a: {\"b\":1} -> [1]\n";
    QTest::addRow("escaped keys") << QByteArray("'x/y': 1") << QByteArray("'x/y': 2")
                                  << "~ /x~1y: 1 -> 2\n";
    QTest::addRow("root scalar") << QByteArray("1") << QByteArray("2") << "~ /: 1 -> 2\n";
}

void TestStructuralDiff::diff()
{
    QFETCH(QByteArray, a);
    QFETCH(QByteArray, b);
    QFETCH(QString, expected);
    QCOMPARE(StructuralDiff::toText(StructuralDiff::compute(yaml(a), yaml(b))), expected);
}

void TestStructuralDiff::values()
{
    const auto changes = StructuralDiff::compute(yaml("a: {b: 1}\nx: 0"), yaml("a: {c: 2}\nx: 0"));
    QCOMPARE(changes.size(), 2);
    QCOMPARE(changes.at(0).kind, StructuralDiff::Change::Removed);
    QCOMPARE(changes.at(0).oldValue, QJsonValue(1));
    QVERIFY(changes.at(0).newValue.isUndefined());
    const QJsonArray json = StructuralDiff::toJson(changes);
    QCOMPARE(json.at(1).toObject(), (QJsonObject{{QStringLiteral("op"), QStringLiteral("add")},
                                                 {QStringLiteral("path"), QStringLiteral("/a/c")},
                                                 {QStringLiteral("new"), 2}}));
}

void TestStructuralDiff::deepTreesDoNotOverflow()
{
    QJsonValue a = 1, b = 2;
    for (int i = 0; i < 5000; ++i) {
        a = QJsonObject{{QStringLiteral("k"), a}};
        b = QJsonObject{{QStringLiteral("k"), b}};
    }
    const auto changes = StructuralDiff::compute(a, b);
    QCOMPARE(changes.size(), 1);
    QCOMPARE(changes.first().kind, StructuralDiff::Change::Changed);
}

QTEST_GUILESS_MAIN(TestStructuralDiff)
#include "tst_structuraldiff.moc"
