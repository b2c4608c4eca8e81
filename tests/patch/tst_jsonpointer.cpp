// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// JSON Pointer, RFC 6901 (sections 3, 4 and the examples of section 5).
#include "doc/jsonpointer.h"

#include <QJsonDocument>
#include <QtTest>

#include "testsupport.h"

using Accel::Doc::JsonPointer;

class TestJsonPointer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rfcExamples_data();
    void rfcExamples();
    void parseErrors_data();
    void parseErrors();
    void arrayIndex_data();
    void arrayIndex();
    void roundTrip();
    void relations();
};

static const QByteArray Rfc6901Doc = R"({
  "foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5,
  "k\"l": 6, " ": 7, "m~n": 8, "ünï": {"ø": 9}})";

void TestJsonPointer::rfcExamples_data()
{
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("expectedJson"); // empty: no value there
    QTest::addRow("whole document") << "" << QString();
    QTest::addRow("/foo") << "/foo"
                          << R"(["bar","baz"])";
    QTest::addRow("/foo/0") << "/foo/0"
                            << R"("bar")";
    QTest::addRow("/ (empty key)") << "/"
                                   << "0";
    QTest::addRow("/a~1b") << "/a~1b"
                           << "1";
    QTest::addRow("/c%%d") << "/c%d"
                           << "2";
    QTest::addRow("/e^f") << "/e^f"
                          << "3";
    QTest::addRow("/g|h") << "/g|h"
                          << "4";
    QTest::addRow("/i\\j") << "/i\\j"
                           << "5";
    QTest::addRow("/k\"l") << "/k\"l"
                           << "6";
    QTest::addRow("/ (space)") << "/ "
                               << "7";
    QTest::addRow("/m~0n") << "/m~0n"
                           << "8";
    QTest::addRow("unicode keys") << QStringLiteral("/ünï/ø") << "9";
    QTest::addRow("- is not an element") << "/foo/-"
                                         << "";
    QTest::addRow("index past the end") << "/foo/2"
                                        << "";
    QTest::addRow("leading zero") << "/foo/01"
                                  << "";
    QTest::addRow("missing key") << "/nope"
                                 << "";
    QTest::addRow("through a scalar") << "/a~1b/x"
                                      << "";
}

void TestJsonPointer::rfcExamples()
{
    QFETCH(QString, pointer);
    QFETCH(QString, expectedJson);
    const QJsonValue doc = QJsonDocument::fromJson(Rfc6901Doc).object();
    const auto parsed = JsonPointer::parse(pointer);
    QVERIFY(parsed);
    const auto value = parsed->resolve(doc);
    if (pointer.isEmpty()) {
        QCOMPARE(*value, doc);
        return;
    }
    if (expectedJson.isEmpty()) {
        QVERIFY(!value);
        return;
    }
    QVERIFY(value);
    const QJsonValue expected =
        QJsonDocument::fromJson("[" + expectedJson.toUtf8() + "]").array().first();
    QCOMPARE(*value, expected);
}

void TestJsonPointer::parseErrors_data()
{
    QTest::addColumn<QString>("pointer");
    QTest::addRow("no leading slash") << "foo";
    QTest::addRow("lone tilde") << "/a~";
    QTest::addRow("tilde two") << "/a~2b";
}

void TestJsonPointer::parseErrors()
{
    QFETCH(QString, pointer);
    const auto parsed = JsonPointer::parse(pointer);
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().code, QStringLiteral("JSON_POINTER"));
    QVERIFY(parsed.error().message.contains(pointer));
}

void TestJsonPointer::arrayIndex_data()
{
    QTest::addColumn<QString>("token");
    QTest::addColumn<qsizetype>("index");
    QTest::addRow("0") << "0" << qsizetype(0);
    QTest::addRow("10") << "10" << qsizetype(10);
    QTest::addRow("leading zero") << "01" << qsizetype(-1);
    QTest::addRow("exponent") << "1e0" << qsizetype(-1);
    QTest::addRow("negative") << "-1" << qsizetype(-1);
    QTest::addRow("dash") << "-" << qsizetype(-1);
    QTest::addRow("empty") << "" << qsizetype(-1);
    QTest::addRow("huge") << "99999999999999999999" << qsizetype(-1);
}

void TestJsonPointer::arrayIndex()
{
    QFETCH(QString, token);
    QFETCH(qsizetype, index);
    QCOMPARE(JsonPointer::arrayIndex(token), index);
}

void TestJsonPointer::roundTrip()
{
    const JsonPointer p(
        QStringList{QStringLiteral("a/b"), QStringLiteral("m~n"), QStringLiteral("0")});
    QCOMPARE(p.toString(), QStringLiteral("/a~1b/m~0n/0"));
    QCOMPARE(*JsonPointer::parse(p.toString()), p);
    // ~01 is "~1" unescaped once, not "/".
    QCOMPARE(JsonPointer::parse(QStringLiteral("/~01"))->tokens().first(), QStringLiteral("~1"));
}

void TestJsonPointer::relations()
{
    const JsonPointer spec = *JsonPointer::parse(QStringLiteral("/spec"));
    const JsonPointer env = *JsonPointer::parse(QStringLiteral("/spec/env/0"));
    QVERIFY(env.startsWith(spec));
    QVERIFY(!spec.startsWith(env));
    QVERIFY(env.startsWith(JsonPointer()));
    QCOMPARE(env.parent().toString(), QStringLiteral("/spec/env"));
    QCOMPARE(spec.child(3).toString(), QStringLiteral("/spec/3"));
    QVERIFY(JsonPointer().parent().isRoot());
}

QTEST_GUILESS_MAIN(TestJsonPointer)
#include "tst_jsonpointer.moc"
