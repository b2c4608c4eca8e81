// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// RFC 6902 JSON Patch: our own cases on top of the json-patch-tests suite, for the error texts
// the override preview shows and for all-or-nothing application.
#include "doc/documentreader.h"
#include "doc/jsonpatch.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

#include "testsupport.h"

using Accel::Doc::JsonPatch;

using Accel::Test::yaml;

class TestJsonPatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void apply_data();
    void apply();
    void errors_data();
    void errors();
    void allOrNothing();
    void observerSeesEachOperation();
};

void TestJsonPatch::apply_data()
{
    QTest::addColumn<QByteArray>("doc");
    QTest::addColumn<QByteArray>("patch");
    QTest::addColumn<QByteArray>("expected");
    QTest::addRow("append to env") << QByteArray("spec: {env: [{name: A}]}")
                                   << QByteArray("[{op: add, path: /spec/env/-, value: {name: B}}]")
                                   << QByteArray("spec: {env: [{name: A}, {name: B}]}");
    QTest::addRow("insert at front")
        << QByteArray("a: [2, 3]") << QByteArray("[{op: add, path: /a/0, value: 1}]")
        << QByteArray("a: [1, 2, 3]");
    QTest::addRow("add replaces a member")
        << QByteArray("a: 1") << QByteArray("[{op: add, path: /a, value: 2}]")
        << QByteArray("a: 2");
    QTest::addRow("move between branches")
        << QByteArray("a: {x: 1}\nb: {}") << QByteArray("[{op: move, from: /a/x, path: /b/y}]")
        << QByteArray("a: {}\nb: {y: 1}");
    QTest::addRow("move to itself")
        << QByteArray("a: 1") << QByteArray("[{op: move, from: /a, path: /a}]")
        << QByteArray("a: 1");
    QTest::addRow("copy then test")
        << QByteArray("a: [1, {b: c}]")
        << QByteArray("[{op: copy, from: /a/1, path: /d}, {op: test, path: /d/b, value: c}]")
        << QByteArray("a: [1, {b: c}]\nd: {b: c}");
    QTest::addRow("escaped keys") << QByteArray("'a/b': {'m~n': 1}")
                                  << QByteArray("[{op: replace, path: /a~1b/m~0n, value: 2}]")
                                  << QByteArray("'a/b': {'m~n': 2}");
    QTest::addRow("unicode keys") << QByteArray("ключ: {värde: 1}")
                                  << QByteArray("[{op: remove, path: /ключ/värde}]")
                                  << QByteArray("ключ: {}");
    QTest::addRow("test compares numbers by value")
        << QByteArray("a: 1") << QByteArray("[{op: test, path: /a, value: 1.0}]")
        << QByteArray("a: 1");
    QTest::addRow("empty patch") << QByteArray("a: 1") << QByteArray("[]") << QByteArray("a: 1");
}

void TestJsonPatch::apply()
{
    QFETCH(QByteArray, doc);
    QFETCH(QByteArray, patch);
    QFETCH(QByteArray, expected);
    const auto result = JsonPatch::apply(yaml(doc), yaml(patch));
    QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
    QCOMPARE(*result, yaml(expected));
}

void TestJsonPatch::errors_data()
{
    QTest::addColumn<QByteArray>("doc");
    QTest::addColumn<QByteArray>("patch");
    QTest::addColumn<QString>("message");
    QTest::addRow("missing parent")
        << QByteArray("spec: {}")
        << QByteArray(
               "[{op: test, path: /spec, value: {}}, {op: test, path: /spec, value: {}},"
               " {op: test, path: /spec, value: {}}, {op: add, path: /spec/env/-, value: 1}]")
        << "op 3 (add /spec/env/-): parent /spec/env does not exist";
    QTest::addRow("remove missing") << QByteArray("a: 1") << QByteArray("[{op: remove, path: /b}]")
                                    << "op 0 (remove /b): /b does not exist";
    QTest::addRow("index past the end")
        << QByteArray("a: [1]") << QByteArray("[{op: add, path: /a/5, value: 1}]")
        << "op 0 (add /a/5): index \"5\" is not a valid position in /a (size 1)";
    QTest::addRow("unknown op") << QByteArray("a: 1") << QByteArray("[{op: frobnicate, path: /a}]")
                                << "op 0 (frobnicate /a): unknown op \"frobnicate\" (use add, "
                                   "remove, replace, move, copy or test)";
    QTest::addRow("missing value") << QByteArray("a: 1") << QByteArray("[{op: add, path: /b}]")
                                   << "op 0 (add /b): missing \"value\"";
    QTest::addRow("bad pointer") << QByteArray("a: 1")
                                 << QByteArray("[{op: add, path: b, value: 1}]")
                                 << "op 0 (add b): JSON pointer \"b\" does not start with a slash";
    QTest::addRow("move into own child")
        << QByteArray("a: {b: {}}") << QByteArray("[{op: move, from: /a, path: /a/b/c}]")
        << "op 0 (move /a -> /a/b/c): cannot move /a into its own child";
    QTest::addRow("path deeper than the limit")
        << QByteArray("{}")
        << (QByteArray("[{op: add, value: 1, path: '") + QByteArray("/a").repeated(300) + "'}]")
        // The operation is quoted as an excerpt (issue 32): its first 200 characters and a count.
        << QStringLiteral("op 0 (%1%2): the path is deeper than %3 levels")
               .arg(QString(QStringLiteral("add ") + QStringLiteral("/a").repeated(300)).left(200),
                    QString::fromUtf8("… [+404 characters]"))
               .arg(Accel::Doc::MaxNestingDepth);
    QTest::addRow("failed test") << QByteArray("a: 1")
                                 << QByteArray("[{op: test, path: /a, value: 2}]")
                                 << "op 0 (test /a): test failed: the value at /a differs";
}

void TestJsonPatch::errors()
{
    QFETCH(QByteArray, doc);
    QFETCH(QByteArray, patch);
    QFETCH(QString, message);
    const auto result = JsonPatch::apply(yaml(doc), yaml(patch));
    QVERIFY(!result);
    QCOMPARE(result.error().code, QStringLiteral("JSON_PATCH"));
    QCOMPARE(result.error().message, message);
}

void TestJsonPatch::allOrNothing()
{
    const QJsonValue doc = yaml("a: [1, 2]\nb: x");
    const QJsonValue original = doc;
    const auto result =
        JsonPatch::apply(doc, yaml("[{op: add, path: /a/-, value: 3}, {op: remove, path: /b}, "
                                   "{op: remove, path: /nope}]"));
    QVERIFY(!result);
    QCOMPARE(doc, original);

    // The single-operation helpers leave the document as it was when they fail, too.
    QJsonValue work = doc;
    QVERIFY(!JsonPatch::add(work, *Accel::Doc::JsonPointer::parse(QStringLiteral("/x/y")), 1));
    QCOMPARE(work, original);
}

void TestJsonPatch::observerSeesEachOperation()
{
    QList<qsizetype> seen;
    const auto result = JsonPatch::apply(
        yaml("a: 1"), yaml("[{op: add, path: /b, value: 2}, {op: remove, path: /a}]"),
        [&seen](qsizetype index, const QJsonObject &, const QJsonValue &before,
                const QJsonValue &after) {
            seen << index;
            QVERIFY(!(before == after));
        });
    QVERIFY(result);
    QCOMPARE(seen, (QList<qsizetype>{0, 1}));
}

QTEST_GUILESS_MAIN(TestJsonPatch)
#include "tst_jsonpatch.moc"
