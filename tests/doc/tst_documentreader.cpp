// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "doc/documentreader.h"
#include "doc/jsonwriter.h"
#include "testsupport.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;
using namespace Accel;

namespace {

/// A value from JSON text; scalars allowed.
QJsonValue json(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson("[" + text + "]", &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad JSON in test data: %s", text.constData());
    return doc.array().at(0);
}

QByteArray dump(const QJsonValue &value)
{
    return Doc::toJson(value, Doc::JsonStyle::Compact);
}

/// QJsonValue equality, except that NaN equals NaN.
bool same(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isDouble() && b.isDouble() && std::isnan(a.toDouble()) && std::isnan(b.toDouble()))
        return true;
    return a == b;
}

/// The error of a failed result, for QVERIFY2 (which evaluates its message either way).
template<class T>
QByteArray why(const Result<T> &result)
{
    return result ? QByteArray() : result.error().toString().toUtf8();
}

QByteArray mismatch(const QJsonValue &actual, const QJsonValue &expected)
{
    return "actual " + dump(actual) + "\nexpected " + dump(expected);
}

} // namespace

class TestDocumentReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scalars_data();
    void scalars();
    void anchors_data();
    void anchors();
    void mergeKeys_data();
    void mergeKeys();
    void errors_data();
    void errors();
    void multiDocument_data();
    void multiDocument();
    void readDocumentRefusesSecondDocument();
    void listFlattening_data();
    void listFlattening();
    void readObjectsErrors_data();
    void readObjectsErrors();
    void jsonFastPath_data();
    void jsonFastPath();
    void jsonSurrogateEscapes();
    void jsonFixtureEqualsYamlFixture();
    void depth_data();
    void depth();
    void fileErrors_data();
    void fileErrors();
    void fileErrorsNameThePath();
    void composeFixture();
    void trickyScalarsFixture();
    void multiDocumentFixture();
};

void TestDocumentReader::scalars_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QJsonValue>("expected");
    const auto row = [](const char *tag, const char *yaml, const QJsonValue &expected) {
        QTest::addRow("%s", tag) << QByteArray(yaml) << expected;
    };
    // Quoted scalars are always strings.
    row("quoted hex", R"(v: "0x1d82")", u"0x1d82"_s);
    row("quoted true", R"(v: "true")", u"true"_s);
    row("quoted version", R"(v: "1.20")", u"1.20"_s);
    row("single-quoted version", "v: '1.20'", u"1.20"_s);
    row("quoted null", "v: 'null'", u"null"_s);
    row("quoted empty", R"(v: "")", u""_s);
    // Plain scalars: YAML 1.2 core schema.
    row("plain hex", "v: 0x1d82", qint64(7554));
    row("plain hex upper", "v: 0xFF", qint64(255));
    row("plain octal", "v: 0o17", qint64(15));
    row("plain decimal", "v: 42", qint64(42));
    row("leading zero is decimal", "v: 0123", qint64(123));
    row("negative", "v: -42", qint64(-42));
    row("explicit plus", "v: +7", qint64(7));
    row("int64 max", "v: 9223372036854775807", std::numeric_limits<qint64>::max());
    row("int64 min", "v: -9223372036854775808", std::numeric_limits<qint64>::min());
    row("past int64 is double", "v: 9223372036854775808", 9223372036854775808.0);
    row("huge hex is double", "v: 0x10000000000000000", 18446744073709551616.0);
    row("float", "v: 1.20", 1.2);
    row("float trailing dot", "v: 5.", 5.0);
    row("float leading dot", "v: .5", 0.5);
    row("exponent", "v: 6.02e23", 6.02e23);
    row("exponent no dot", "v: 1e3", 1000.0);
    row("negative exponent", "v: -1.5E-3", -0.0015);
    row("underflow is zero", "v: 1e-999", 0.0);
    row("largest double", "v: 1.7976931348623157e308", 1.7976931348623157e308);
    // Infinity and NaN are errors (errors_data, issue 32).
    row("true", "v: true", true);
    row("True", "v: True", true);
    row("FALSE", "v: FALSE", false);
    row("tilde", "v: ~", QJsonValue());
    row("empty", "v:", QJsonValue());
    row("null", "v: null", QJsonValue());
    row("Null", "v: Null", QJsonValue());
    row("NULL", "v: NULL", QJsonValue());
    // Everything else is a string, YAML 1.1 spellings included.
    row("yes", "v: yes", u"yes"_s);
    row("no", "v: No", u"No"_s);
    row("on", "v: on", u"on"_s);
    row("y", "v: y", u"y"_s);
    row("mixed-case bool", "v: tRUE", u"tRUE"_s);
    row("mixed-case null", "v: nULL", u"nULL"_s);
    row("version", "v: 1.2.3", u"1.2.3"_s);
    row("sexagesimal", "v: 1:20", u"1:20"_s);
    row("underscores", "v: 1_000", u"1_000"_s);
    row("binary", "v: 0b101", u"0b101"_s);
    row("octal with sign", "v: -0o17", u"-0o17"_s);
    row("hex with sign", "v: -0x10", u"-0x10"_s);
    row("date", "v: 2026-01-31", u"2026-01-31"_s);
    row("inf without dot", "v: inf", u"inf"_s);
    row("exponent without digits", "v: 1e", u"1e"_s);
    row("lone dot", "v: .", u"."_s);
    row("unicode", "v: café ☕", u"café ☕"_s);
    // Explicit tags.
    row("!!str", "v: !!str 42", u"42"_s);
    row("!!str true", "v: !!str true", u"true"_s);
    row("!!int quoted", R"(v: !!int "42")", qint64(42));
    row("!!float from int", "v: !!float 1", 1.0);
    row("!!bool", "v: !!bool 'false'", false);
    row("!!null", "v: !!null ''", QJsonValue());
    row("custom tag is text", "v: !Ref 12", u"12"_s);
    row("non-specific tag", "v: ! 12", u"12"_s);
    // Block scalars.
    row("literal", "v: |\n  a\n   b\n", u"a\n b\n"_s);
    row("literal strip", "v: |-\n  a\n\n", u"a"_s);
    row("literal keep", "v: |+\n  a\n\n", u"a\n\n"_s);
    row("folded", "v: >\n  a\n  b\n\n  c\n", u"a b\nc\n"_s);
    row("escapes", R"(v: "a\tb\n\u00e9\x41\U0001F600")", u"a\tb\né\u0041😀"_s);
}

void TestDocumentReader::scalars()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QJsonValue, expected);
    const auto result = Doc::readDocument(yaml, u"test.yaml"_s);
    QVERIFY2(result, why(result).constData());
    QVERIFY(result->isObject());
    const QJsonObject object = result->toObject();
    QCOMPARE(object.size(), 1);
    const QJsonValue actual = object.begin().value();
    QVERIFY2(same(actual, expected), mismatch(actual, expected).constData());
    QCOMPARE(actual.type(), expected.type());
}

void TestDocumentReader::anchors_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QByteArray>("expected");
    QTest::addRow("scalar") << QByteArray("a: &x 1\nb: *x\n") << QByteArray(R"({"a":1,"b":1})");
    QTest::addRow("quoted scalar keeps type")
        << QByteArray("a: &x '1'\nb: *x\n") << QByteArray(R"({"a":"1","b":"1"})");
    QTest::addRow("mapping") << QByteArray("a: &m {k: v}\nb: *m\nc: [*m, *m]\n")
                             << QByteArray(
                                    R"({"a":{"k":"v"},"b":{"k":"v"},"c":[{"k":"v"},{"k":"v"}]})");
    QTest::addRow("sequence") << QByteArray("a: &s\n- 1\n- 2\nb: *s\n")
                              << QByteArray(R"({"a":[1,2],"b":[1,2]})");
    QTest::addRow("anchor redefined") << QByteArray("a: &x 1\nb: *x\nc: &x 2\nd: *x\n")
                                      << QByteArray(R"({"a":1,"b":1,"c":2,"d":2})");
    QTest::addRow("anchored key") << QByteArray("&k key: 1\nother: *k\n")
                                  << QByteArray(R"({"key":1,"other":"key"})");
    QTest::addRow("alias as key") << QByteArray("a: &k name\n*k : 2\n")
                                  << QByteArray(R"({"a":"name","name":2})");
    QTest::addRow("null keys keep their text")
        << QByteArray("null: 1\n~: 2\n\"\": 3\n") << QByteArray(R"({"null":1,"~":2,"":3})");
    QTest::addRow("null anchor") << QByteArray("a: &n\nb: *n\n")
                                 << QByteArray(R"({"a":null,"b":null})");
}

void TestDocumentReader::anchors()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QByteArray, expected);
    const auto result = Doc::readDocument(yaml, u"test.yaml"_s);
    QVERIFY2(result, why(result).constData());
    QVERIFY2(*result == json(expected), mismatch(*result, json(expected)).constData());
}

void TestDocumentReader::mergeKeys_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QByteArray>("expected");
    QTest::addRow("one mapping") << QByteArray("base: &b {x: 1, y: 2}\nm:\n  <<: *b\n  z: 3\n")
                                 << QByteArray(R"({"base":{"x":1,"y":2},"m":{"x":1,"y":2,"z":3}})");
    QTest::addRow("explicit key after merge wins")
        << QByteArray("b: &b {x: 1}\nm:\n  <<: *b\n  x: 9\n")
        << QByteArray(R"({"b":{"x":1},"m":{"x":9}})");
    QTest::addRow("explicit key before merge wins")
        << QByteArray("b: &b {x: 1}\nm:\n  x: 9\n  <<: *b\n")
        << QByteArray(R"({"b":{"x":1},"m":{"x":9}})");
    QTest::addRow("list of mappings, earlier wins")
        << QByteArray("p: &p {x: 1, y: 1}\nq: &q {y: 2, z: 2}\nm:\n  <<: [*p, *q]\n")
        << QByteArray(R"({"p":{"x":1,"y":1},"q":{"y":2,"z":2},"m":{"x":1,"y":1,"z":2}})");
    QTest::addRow("inline mapping")
        << QByteArray("m:\n  <<: {x: 1}\n  y: 2\n") << QByteArray(R"({"m":{"x":1,"y":2}})");
    QTest::addRow("two merge keys are not duplicates")
        << QByteArray("m:\n  <<: {x: 1}\n  <<: {y: 2}\n") << QByteArray(R"({"m":{"x":1,"y":2}})");
    QTest::addRow("merge of a merged mapping")
        << QByteArray("a: &a {x: 1}\nb: &b {<<: *a, y: 2}\nc: {<<: *b, z: 3}\n")
        << QByteArray(R"({"a":{"x":1},"b":{"x":1,"y":2},"c":{"x":1,"y":2,"z":3}})");
    QTest::addRow("quoted << is a plain key")
        << QByteArray("m:\n  '<<': {x: 1}\n") << QByteArray(R"({"m":{"<<":{"x":1}}})");
    QTest::addRow("merge into sequence item")
        << QByteArray("d: &d {image: x}\nitems:\n- <<: *d\n  name: a\n")
        << QByteArray(R"({"d":{"image":"x"},"items":[{"image":"x","name":"a"}]})");
}

void TestDocumentReader::mergeKeys()
{
    anchors();
}

void TestDocumentReader::errors_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *tag, const char *yaml, const char *message) {
        QTest::addRow("%s", tag) << QByteArray(yaml) << u"YAML_PARSE"_s
                                 << QString::fromUtf8(message);
    };
    row("duplicate key", "a: 1\nb: 2\na: 3\n", R"(test.yaml:3:1: duplicate key "a")");
    row("nested duplicate key", "top:\n  x: 1\n  y:\n  x: 2\n",
        R"(test.yaml:4:3: duplicate key "x")");
    row("flow duplicate key", "{a: 1, b: 2, a: 3}", R"(test.yaml:1:14: duplicate key "a")");
    row("duplicate null key", "null: 1\nnull: 2\n", R"(test.yaml:2:1: duplicate key "null")");
    row("duplicate after merge", "m:\n  <<: {x: 1}\n  x: 2\n  x: 3\n",
        R"(test.yaml:4:3: duplicate key "x")");
    row("unclosed flow sequence", "a: [1, 2\nb: 3\n",
        "test.yaml:2:2: end of sequence flow not found");
    row("bad indentation", "a: 1\n b: 2\n", "test.yaml:2:3: illegal map value");
    row("value after value", "key: value: other\n", "test.yaml:1:11: illegal map value");
    row("undefined alias", "a: *nope\n", "test.yaml:1:4: the referenced anchor is not defined");
    row("recursive alias", "a: &x [1, *x]\n",
        "test.yaml:1:11: alias refers to a node that contains it");
    row("sequence key", "? [a]\n: z\n", "test.yaml:1:3: mapping keys must be scalars");
    row("mapping key", "? {a: b}\n: z\n", "test.yaml:1:3: mapping keys must be scalars");
    row("merge of a scalar", "m:\n  <<: 1\n",
        "test.yaml:2:3: the merge key << needs a mapping or a list of mappings");
    row("merge of a list of scalars", "m:\n  <<: [1]\n",
        "test.yaml:2:3: the merge key << needs a mapping or a list of mappings");
    row("bad !!int", "a: !!int x\n", R"(test.yaml:1:4: "x" is not a valid !!int)");
    row("bad !!bool", "a: !!bool yes\n", R"(test.yaml:1:4: "yes" is not a valid !!bool)");
    row("implicit second document", "- a\nb: c\n",
        "test.yaml:2:1: unexpected text at the start of a line (check the indentation); a new "
        "document needs a \"---\" line");
    row("broken JSON falls back to YAML", "{\"a\": 1,\n \"b\": [1, 2}\n",
        "test.yaml:2:12: illegal flow end");
    // Issue 32: duplicate keys in JSON too (QJsonDocument would keep the last one), and numbers
    // that are not finite, each naming line, column and key.
    row("JSON duplicate key", R"({"a": 1, "a": 2})", R"(test.yaml:1:10: duplicate key "a")");
    row("JSON nested duplicate key", "{\"spec\": {\n  \"x\": 1,\n  \"x\": 1}}",
        R"(test.yaml:3:3: duplicate key "x")");
    row("JSON duplicate key in a list item", R"([{"n": 1}, {"n": 2, "n": 3}])",
        R"(test.yaml:1:21: duplicate key "n")");
    row("JSON 1e400", R"({"a": 1e400})",
        R"(test.yaml:1:7: key "a": the number 1e400 is not finite; JSON and Kubernetes have no )"
        "infinity or NaN");
    row("JSON -1e400 in a list", R"({"a": [1, -1e400]})",
        R"(test.yaml:1:11: item 2 of key "a": the number -1e400 is not finite; JSON and )"
        "Kubernetes have no infinity or NaN");
    row("overflow", "v: 1e999",
        R"(test.yaml:1:4: key "v": the number 1e999 is not finite; JSON and Kubernetes have no )"
        "infinity or NaN");
    row(".inf", "v: .inf",
        R"(test.yaml:1:4: key "v": the number .inf is not finite; JSON and Kubernetes have no )"
        "infinity or NaN");
    row("-.Inf", "a:\n  b: -.Inf\n",
        R"(test.yaml:2:6: key "b": the number -.Inf is not finite; JSON and Kubernetes have no )"
        "infinity or NaN");
    row(".nan", "v: .nan",
        R"(test.yaml:1:4: key "v": the number .nan is not finite; JSON and Kubernetes have no )"
        "infinity or NaN");
    row(".NaN in a list", "- 1\n- .NaN\n",
        "test.yaml:2:3: item 2 of a list: the number .NaN is not finite; JSON and Kubernetes "
        "have no infinity or NaN");
    row("a document that is .inf", "+.INF\n",
        "test.yaml:1:1: the number +.INF is not finite; JSON and Kubernetes have no infinity or "
        "NaN");
    row("an alias to a key .inf", "&x .inf: 1\nb: *x\n",
        R"(test.yaml:2:4: key "b": the number .inf is not finite; JSON and Kubernetes have no )"
        "infinity or NaN");
}

void TestDocumentReader::errors()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, code);
    QFETCH(QString, message);
    const auto result = Doc::readDocuments(yaml, u"test.yaml"_s);
    QVERIFY(!result);
    QCOMPARE(result.error().code, code);
    QCOMPARE(result.error().message, message);
    QVERIFY(!result.error().hint.isEmpty());
}

void TestDocumentReader::multiDocument_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QByteArray>("expected");
    QTest::addRow("empty input") << QByteArray("") << QByteArray("[]");
    QTest::addRow("comments only") << QByteArray("# nothing\n# here\n") << QByteArray("[]");
    QTest::addRow("one") << QByteArray("a: 1\n") << QByteArray(R"([{"a":1}])");
    QTest::addRow("two") << QByteArray("a: 1\n---\nb: 2\n") << QByteArray(R"([{"a":1},{"b":2}])");
    QTest::addRow("empty documents skipped")
        << QByteArray("---\n---\n# c\n---\na: 1\n---\n---\n- x\n---\n")
        << QByteArray(R"([{"a":1},["x"]])");
    QTest::addRow("document end marker")
        << QByteArray("a: 1\n...\n---\nb: 2\n...\n") << QByteArray(R"([{"a":1},{"b":2}])");
    QTest::addRow("bare document after end marker")
        << QByteArray("a: 1\n...\n# c\n\nb: 2\n") << QByteArray(R"([{"a":1},{"b":2}])");
    QTest::addRow("scalar documents")
        << QByteArray("--- 1\n--- text\n--- null\n") << QByteArray(R"([1,"text"])");
    QTest::addRow("anchors are per document")
        << QByteArray("a: &x 1\n---\nb: &x 2\nc: *x\n") << QByteArray(R"([{"a":1},{"b":2,"c":2}])");
    QTest::addRow("json") << QByteArray(" \n [1, 2]\n") << QByteArray("[[1,2]]");
    QTest::addRow("byte order mark") << QByteArray("\xEF\xBB\xBF"
                                                   "a: 1\nnull: 2\n...\nb: 3\n")
                                     << QByteArray(R"([{"a":1,"null":2},{"b":3}])");
    QTest::addRow("CRLF line breaks") << QByteArray("a: 1\r\nnull: 2\r\n...\r\nb: |\r\n  x\r\n")
                                      << QByteArray(R"([{"a":1,"null":2},{"b":"x\n"}])");
}

void TestDocumentReader::multiDocument()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QByteArray, expected);
    const auto result = Doc::readDocuments(yaml, u"test.yaml"_s);
    QVERIFY2(result, why(result).constData());
    QJsonArray documents;
    for (const QJsonValue &document : *result)
        documents.append(document);
    QVERIFY2(QJsonValue(documents) == json(expected),
             mismatch(documents, json(expected)).constData());
}

void TestDocumentReader::readDocumentRefusesSecondDocument()
{
    const auto one = Doc::readDocument("---\n# c\n---\na: 1\n---\n", u"one.yaml"_s);
    QVERIFY2(one, why(one).constData());
    QCOMPARE(*one, json(R"({"a":1})"));

    const auto empty = Doc::readDocument("# nothing\n", u"empty.yaml"_s);
    QVERIFY(empty);
    QVERIFY(empty->isNull());

    const auto two = Doc::readDocument("a: 1\n---\nb: 2\n", u"two.yaml"_s);
    QVERIFY(!two);
    QCOMPARE(two.error().code, u"YAML_PARSE"_s);
    QCOMPARE(two.error().message,
             u"two.yaml:2:1: a second document starts here; one was expected"_s);
}

void TestDocumentReader::listFlattening_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QStringList>("names");
    QTest::addRow("v1 List") << QByteArray("apiVersion: v1\nkind: List\nitems:\n"
                                           "- {kind: Node, metadata: {name: a}}\n"
                                           "- {kind: Pod, metadata: {name: b}}\n")
                             << QStringList{u"a"_s, u"b"_s};
    QTest::addRow("NodeList") << QByteArray("apiVersion: v1\nkind: NodeList\nitems:\n"
                                            "- {metadata: {name: a}}\n- {metadata: {name: b}}\n")
                              << QStringList{u"a"_s, u"b"_s};
    QTest::addRow("ResourceSliceList")
        << QByteArray(R"({"apiVersion":"resource.k8s.io/v1","kind":"ResourceSliceList",)"
                      R"("items":[{"metadata":{"name":"s"}}]})")
        << QStringList{u"s"_s};
    QTest::addRow("empty List") << QByteArray("kind: List\nitems: []\n") << QStringList{};
    QTest::addRow("List mixed with objects")
        << QByteArray("metadata: {name: x}\n---\nkind: List\nitems:\n- metadata: {name: y}\n"
                      "---\nmetadata: {name: z}\n")
        << QStringList{u"x"_s, u"y"_s, u"z"_s};
    QTest::addRow("kind ending in List without items is an object")
        << QByteArray("kind: AllowList\nmetadata: {name: w}\n") << QStringList{u"w"_s};
    QTest::addRow("items that are not a list")
        << QByteArray("kind: List\nitems: {}\nmetadata: {name: odd}\n") << QStringList{u"odd"_s};
}

void TestDocumentReader::listFlattening()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QStringList, names);
    const auto result = Doc::readObjects(yaml, u"objects.yaml"_s);
    QVERIFY2(result, why(result).constData());
    QStringList actual;
    for (const QJsonObject &object : *result)
        actual.append(object.value(u"metadata"_s).toObject().value(u"name"_s).toString());
    QCOMPARE(actual, names);
}

void TestDocumentReader::readObjectsErrors_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("message");
    QTest::addRow("sequence document")
        << QByteArray("- a\n") << u"DOC_NOT_OBJECT"_s
        << u"objects.yaml:1:1: document 1 is a list, not a mapping"_s;
    QTest::addRow("scalar second document")
        << QByteArray("a: 1\n---\nhello\n") << u"DOC_NOT_OBJECT"_s
        << u"objects.yaml:2:1: document 2 is a string, not a mapping"_s;
    QTest::addRow("empty documents do not count")
        << QByteArray("---\n---\na: 1\n---\n42\n") << u"DOC_NOT_OBJECT"_s
        << u"objects.yaml:4:1: document 2 is a number, not a mapping"_s;
    QTest::addRow("List item not a mapping")
        << QByteArray("kind: List\nitems:\n- {a: 1}\n- x\n") << u"DOC_NOT_OBJECT"_s
        << u"objects.yaml:1:1: document 1, item 2 of the List is a string, not a mapping"_s;
    QTest::addRow("parse error") << QByteArray("a: [\n") << u"YAML_PARSE"_s
                                 << u"objects.yaml:2:1: end of sequence flow not found"_s;
}

void TestDocumentReader::readObjectsErrors()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, code);
    QFETCH(QString, message);
    const auto result = Doc::readObjects(yaml, u"objects.yaml"_s);
    QVERIFY(!result);
    QCOMPARE(result.error().code, code);
    QCOMPARE(result.error().message, message);
}

void TestDocumentReader::jsonFastPath_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addRow("object") << QByteArray(
        R"({"b": [1, 2.5, -3, 1e3, true, false, null], "a": {}})");
    QTest::addRow("array") << QByteArray(R"([[], {}, "x", 0, -0, 12345678901234567890])");
    // yaml-cpp 0.7 refuses \u escapes of UTF-16 surrogates ("invalid unicode"), so the text for
    // both paths spells 😀 in UTF-8.
    QTest::addRow("strings") << QByteArray(R"({"s": "tab\there \"q\" \\ \/ \u00e9 😀",)"
                                           R"( "n": "0x1d82", "t": "true", "e": ""})");
    QTest::addRow("numbers") << QByteArray(R"([9223372036854775807, -9223372036854775808,)"
                                           R"( 0.1, 1.5e-7, 6.02E23, 100])");
    QTest::addRow("nested") << QByteArray(R"({"a": [{"b": [{"c": [1]}]}]})");
    QTest::addRow("indented") << QByteArray("{\n  \"a\": [\n    1,\n    2\n  ]\n}\n");
    QTest::addRow("flow YAML, not JSON") << QByteArray("{a: 1, b: [x, 'y'], c: yes}");
    // Colons and escaped quotes inside strings are no members (the duplicate-key count).
    QTest::addRow("colons in strings")
        << QByteArray(R"({"url": "https://x:443/a\"b:c", "m": {"k:v": ":", "\\": "\":"}})");
}

void TestDocumentReader::jsonFastPath()
{
    QFETCH(QByteArray, json);
    const auto fast = Doc::readDocument(json, u"fast.json"_s);
    QVERIFY2(fast, why(fast).constData());
    // A leading comment line sends the same text through yaml-cpp.
    const auto slow = Doc::readDocument("# yaml path\n" + json, u"slow.yaml"_s);
    QVERIFY2(slow, why(slow).constData());
    QVERIFY2(*fast == *slow, mismatch(*fast, *slow).constData());
}

void TestDocumentReader::jsonSurrogateEscapes()
{
    const auto result = Doc::readDocument(R"(["\ud83d\ude00"])", u"emoji.json"_s);
    QVERIFY2(result, why(result).constData());
    QCOMPARE(result->toArray().at(0).toString(), u"😀"_s);
}

void TestDocumentReader::jsonFixtureEqualsYamlFixture()
{
    const auto fromJson = Doc::readDocumentFile(Test::fixture(u"doc/nodes-v1-list.json"_s));
    QVERIFY2(fromJson, why(fromJson).constData());
    const auto fromYaml = Doc::readDocumentFile(Test::fixture(u"doc/nodes-v1-list.yaml"_s));
    QVERIFY2(fromYaml, why(fromYaml).constData());
    QVERIFY2(*fromJson == *fromYaml, mismatch(*fromJson, *fromYaml).constData());

    const auto objects = Doc::readObjectsFile(Test::fixture(u"doc/nodes-v1-list.json"_s));
    QVERIFY2(objects, why(objects).constData());
    QCOMPARE(objects->size(), 2);
    QCOMPARE(objects->at(0).value(u"kind"_s).toString(), u"Node"_s);
}

void TestDocumentReader::depth_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("accepted");
    const int max = Doc::MaxNestingDepth;
    const auto nested = [](int depth) -> QByteArray {
        return QByteArray(depth, '[') + QByteArray(depth, ']');
    };
    QTest::addRow("JSON at the limit") << nested(max) << true;
    QTest::addRow("JSON past the limit") << nested(max + 1) << false;
    QTest::addRow("flow YAML at the limit") << "# yaml\n" + nested(max) << true;
    QTest::addRow("flow YAML past the limit") << "# yaml\n" + nested(max + 1) << false;
    QTest::addRow("100000 open brackets") << QByteArray(100000, '[') << false;
    QTest::addRow("100000 open braces") << QByteArray(100000, '{') << false;
    QTest::addRow("100000 balanced") << nested(100000) << false;
    // Not first in the input, so past the bracket pre-scan: yaml-cpp and the handler refuse it.
    QTest::addRow("100000 brackets after a comment") << "# x\n" + QByteArray(100000, '[') << false;
    QTest::addRow("100000 brackets in a mapping") << "a: " + nested(100000) << false;
    QByteArray blockSequence;
    for (int i = 0; i < 100000; ++i)
        blockSequence += "- ";
    QTest::addRow("100000 block sequences") << blockSequence + "x\n" << false;
    QByteArray blockMaps;
    for (int i = 0; i < 2000; ++i)
        blockMaps += QByteArray(i, ' ') + "a:\n";
    QTest::addRow("2000 block mappings") << blockMaps << false;
    QByteArray atLimit;
    for (int i = 0; i < max; ++i)
        atLimit += QByteArray(i, ' ') + "a:\n";
    QTest::addRow("block mappings at the limit") << atLimit + QByteArray(max, ' ') + "x\n" << true;
    // Aliases that nest an anchored collection past the limit.
    QByteArray aliasDeep = "a: &a " + nested(max - 1) + "\nb: [*a]\n";
    QTest::addRow("alias nests past the limit") << aliasDeep << false;
    // "Billion laughs": each level aliases the previous one ten times.
    QByteArray laughs = "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n";
    for (int i = 1; i < 10; ++i) {
        const QByteArray prev = "*l" + QByteArray::number(i - 1);
        laughs += 'l' + QByteArray::number(i) + ": &l" + QByteArray::number(i) + " [" + prev;
        for (int j = 0; j < 9; ++j)
            laughs += ", " + prev;
        laughs += "]\n";
    }
    QTest::addRow("billion laughs") << laughs << false;
}

void TestDocumentReader::depth()
{
    QFETCH(QByteArray, input);
    QFETCH(bool, accepted);
    const auto result = Doc::readDocuments(input, u"deep.yaml"_s);
    if (accepted) {
        QVERIFY2(result, why(result).constData());
        return;
    }
    QVERIFY(!result);
    QCOMPARE(result.error().code, u"YAML_PARSE"_s);
    QVERIFY2(result.error().message.startsWith(u"deep.yaml:"_s),
             qPrintable(result.error().message));
}

void TestDocumentReader::fileErrors_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("reason");
    QTest::addRow("missing file") << u"no-such-file.yaml"_s << u"No such file or directory"_s;
    QTest::addRow("directory") << u"."_s << QString();
}

void TestDocumentReader::fileErrors()
{
    QFETCH(QString, name);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(name);
    const auto checks = {
        Doc::readDocumentFile(path).error(),
        Doc::readDocumentsFile(path).error(),
        Doc::readObjectsFile(path).error(),
    };
    for (const Error &error : checks) {
        QCOMPARE(error.code, u"FILE_READ"_s);
        QVERIFY2(error.message.startsWith(u"cannot read "_s + path + u": "_s),
                 qPrintable(error.message));
        QVERIFY2(error.message.size() > (u"cannot read "_s + path + u": "_s).size(),
                 qPrintable(error.message)); // the OS reason
        if (!reason.isEmpty())
            QVERIFY2(error.message.contains(reason), qPrintable(error.message));
        QVERIFY(!error.hint.isEmpty());
    }
}

void TestDocumentReader::fileErrorsNameThePath()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"dup.yaml"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("kind: Node\nmetadata:\n  name: a\n  name: b\n");
    file.close();
    const auto result = Doc::readObjectsFile(path);
    QVERIFY(!result);
    QCOMPARE(result.error().code, u"YAML_PARSE"_s);
    QCOMPARE(result.error().message, path + u":4:3: duplicate key \"name\""_s);
}

void TestDocumentReader::composeFixture()
{
    const auto result = Doc::readDocumentFile(Test::fixture(u"doc/compose-anchors.yaml"_s));
    QVERIFY2(result, why(result).constData());
    const QJsonObject services = result->toObject().value(u"services"_s).toObject();
    const QJsonObject media = services.value(u"media"_s).toObject();
    const QJsonValue expectedMediaEnv =
        json(R"({"TZ": "Etc/UTC", "LOG_LEVEL": "debug",)"
             R"( "NVIDIA_DRIVER_CAPABILITIES": "compute,video,utility"})");
    QCOMPARE(media.value(u"environment"_s), expectedMediaEnv);
    QCOMPARE(media.value(u"restart"_s), QJsonValue(u"unless-stopped"_s));
    QCOMPARE(media.value(u"logging"_s), result->toObject().value(u"x-logging"_s));
    QCOMPARE(media.value(u"deploy"_s),
             result->toObject().value(u"x-gpu"_s).toObject().value(u"deploy"_s));
    QCOMPARE(media.value(u"ports"_s), json(R"(["6790:6790","8080:8080","5001:5001/udp"])"));
    const QJsonObject studio = services.value(u"studio"_s).toObject();
    QCOMPARE(studio.value(u"restart"_s), QJsonValue(u"no"_s)); // explicit key beats the merge
    QCOMPARE(studio.value(u"environment"_s), json(R"({"TZ":"Etc/UTC","LOG_LEVEL":"info"})"));
    QCOMPARE(studio.value(u"command"_s), QJsonValue(u"--port 8000 --media http://media:6790\n"_s));
    QCOMPARE(studio.value(u"user"_s), QJsonValue(u"1000:1000"_s));
}

void TestDocumentReader::trickyScalarsFixture()
{
    const auto result = Doc::readDocumentFile(Test::fixture(u"doc/tricky-scalars.yaml"_s));
    QVERIFY2(result, why(result).constData());
    const QJsonObject root = result->toObject();
    const QJsonObject plain = root.value(u"plain"_s).toObject();
    QCOMPARE(plain.value(u"hex"_s), QJsonValue(7554));
    QCOMPARE(plain.value(u"yes"_s), QJsonValue(u"yes"_s));
    QCOMPARE(plain.value(u"no"_s), QJsonValue(u"No"_s));
    QCOMPARE(plain.value(u"Null"_s), QJsonValue());
    QCOMPARE(plain.value(u"bigInteger"_s), QJsonValue(123456789012345678901234567890.0));
    QCOMPARE(plain.value(u"bools"_s), json("[true,true,true,false,false,false,\"tRUE\"]"));
    QCOMPARE(root.value(u"quoted"_s).toObject().value(u"hexText"_s), QJsonValue(u"0x1d82"_s));
    QCOMPARE(root.value(u"<<"_s), QJsonValue(u"not a merge key"_s));
    QCOMPARE(root.value(u"complex"_s), QJsonValue(u"explicit key"_s));
    QCOMPARE(root.value(u"blocks"_s).toObject().value(u"keep"_s), QJsonValue(u"kept\n\n"_s));
}

void TestDocumentReader::multiDocumentFixture()
{
    const QString path = Test::fixture(u"doc/multi-document.yaml"_s);
    const auto documents = Doc::readDocumentsFile(path);
    QVERIFY2(documents, why(documents).constData());
    QCOMPARE(documents->size(), 3);
    const auto objects = Doc::readObjectsFile(path);
    QVERIFY2(objects, why(objects).constData());
    QStringList kinds;
    for (const QJsonObject &object : *objects)
        kinds.append(object.value(u"kind"_s).toString());
    QCOMPARE(kinds,
             (QStringList{u"Namespace"_s, u"ConfigMap"_s, u"ServiceAccount"_s, u"Secret"_s}));
    const auto one = Doc::readDocumentFile(path);
    QVERIFY(!one);
    QVERIFY2(one.error().message.startsWith(path + u":10:1: "_s), qPrintable(one.error().message));
}

QTEST_GUILESS_MAIN(TestDocumentReader)
#include "tst_documentreader.moc"
