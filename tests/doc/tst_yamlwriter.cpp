// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "doc/documentreader.h"
#include "doc/jsonwriter.h"
#include "doc/yamlwriter.h"
#include "testsupport.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
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

template<class T>
QByteArray why(const Result<T> &result)
{
    return result ? QByteArray() : result.error().toString().toUtf8();
}

/// The tree read back from toYaml(value), compared with the original; on mismatch the message
/// shows the YAML.
QByteArray roundTripProblem(const QJsonValue &value)
{
    const QByteArray yaml = Doc::toYaml(value);
    const auto back = Doc::readDocument(yaml, u"written.yaml"_s);
    if (!back)
        return why(back) + "\n--- yaml:\n" + yaml;
    // readDocument gives null for an empty document; toYaml never writes one.
    if (*back != value)
        return "read back " + dump(*back) + "\nexpected  " + dump(value) + "\n--- yaml:\n" + yaml;
    return {};
}

constexpr double Inf = std::numeric_limits<double>::infinity();

/// Random trees full of text that YAML likes to misread.
class TreeGenerator
{
public:
    explicit TreeGenerator(quint32 seed)
        : m_random(seed)
    {}

    QJsonValue tree(int depth)
    {
        const int pick = int(m_random.bounded(depth > 0 ? 10 : 6));
        switch (pick) {
        case 0:
            return QJsonValue();
        case 1:
            return QJsonValue(m_random.bounded(2) == 1);
        case 2:
            return number();
        case 3:
        case 4:
        case 5:
            return QJsonValue(text());
        case 6:
        case 7: {
            QJsonObject object;
            const int size = int(m_random.bounded(5));
            for (int i = 0; i < size; ++i)
                object.insert(text(), tree(depth - 1));
            return object;
        }
        default: {
            QJsonArray array;
            const int size = int(m_random.bounded(5));
            for (int i = 0; i < size; ++i)
                array.append(tree(depth - 1));
            return array;
        }
        }
    }

private:
    QJsonValue number()
    {
        // No infinities: the readers refuse them (issue 32; the numbers() rows show how).
        switch (m_random.bounded(5)) {
        case 0:
            return QJsonValue(qint64(m_random.bounded(-1000, 1000)));
        case 1:
            return QJsonValue(qint64(m_random.generate64()));
        case 2:
            return QJsonValue((m_random.generateDouble() - 0.5) * 1000);
        case 3:
            return QJsonValue(std::ldexp(m_random.generateDouble(), m_random.bounded(-1070, 1020)));
        default:
            return QJsonValue(std::ldexp(1.0, m_random.bounded(40, 80))); // integral doubles
        }
    }

    QString text()
    {
        static const QStringList awkward = {
            u"yes"_s,
            u"No"_s,
            u"on"_s,
            u"y"_s,
            u"~"_s,
            u"null"_s,
            u"True"_s,
            u"0x10"_s,
            u"0o17"_s,
            u"1_000"_s,
            u"1:20"_s,
            u"1.2.3"_s,
            u".5"_s,
            u"1e3"_s,
            u".inf"_s,
            u"- a"_s,
            u"a: b"_s,
            u" lead"_s,
            u"trail "_s,
            u"#x"_s,
            u"multi\nline\n"_s,
            u""_s,
            u"<<"_s,
            u"..."_s,
            u"---"_s,
            u"café"_s,
            u"日本語"_s,
            u"😀"_s,
            u"\u00a0nbsp"_s,
            u"bell\a"_s,
            u"a\tb"_s,
            u"\n"_s,
            u"x\n\n"_s,
            u"'q'"_s,
            u"\"dq\""_s,
            u"a:b"_s,
            u"http://h:1/p#f"_s,
            u"2026-01-31"_s,
            u"[a]"_s,
            u"{b}"_s,
        };
        static const QStringList pieces = {
            u"a"_s,      u"Z"_s,      u"0"_s,      u"1"_s,      u"."_s,    u"-"_s,  u"+"_s,
            u":"_s,      u" "_s,      u"#"_s,      u"'"_s,      u"\""_s,   u"\\"_s, u"\t"_s,
            u"\n"_s,     u"\r"_s,     u"\x01"_s,   u"\x7f"_s,   u"é"_s,    u"日"_s, u"😀"_s,
            u"\u00a0"_s, u"\u0085"_s, u"\u2028"_s, u"\ufeff"_s, u"{"_s,    u"}"_s,  u"["_s,
            u"]"_s,      u","_s,      u"?"_s,      u"!"_s,      u"&"_s,    u"*"_s,  u"|"_s,
            u">"_s,      u"%"_s,      u"@"_s,      u"`"_s,      u"~"_s,    u"x"_s,  u"_"_s,
            u"e"_s,      u"yes"_s,    u"null"_s,   u"0x"_s,     u"\n\n"_s, u"  "_s,
        };
        if (m_random.bounded(3) == 0)
            return awkward.at(m_random.bounded(int(awkward.size())));
        QString result;
        const int length = int(m_random.bounded(9));
        for (int i = 0; i < length; ++i)
            result += pieces.at(m_random.bounded(int(pieces.size())));
        return result;
    }

    QRandomGenerator m_random;
};

struct RoundTripCounts
{
    int files = 0;
    int documents = 0;
    int skipped = 0;
};

/// Reads every document of `path`, writes it and reads it back. A file that does not parse is
/// counted as skipped; a mismatch fails the test.
void roundTripFile(const QString &path, RoundTripCounts &counts)
{
    const auto documents = Doc::readDocumentsFile(path);
    if (!documents) {
        qInfo().noquote() << "skipped (does not parse):" << documents.error().message;
        ++counts.skipped;
        return;
    }
    ++counts.files;
    for (const QJsonValue &document : *documents) {
        ++counts.documents;
        const QByteArray problem = roundTripProblem(document);
        QVERIFY2(problem.isEmpty(), QByteArray(path.toUtf8() + ": " + problem).constData());
    }
    const auto again = Doc::readDocuments(Doc::toYamlDocuments(*documents), path);
    QVERIFY2(again, why(again).constData());
    QVERIFY2(*again == *documents, qPrintable(path + u": multi-document round trip differs"_s));
}

} // namespace

class TestYamlWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void layout_data();
    void layout();
    void numbers_data();
    void numbers();
    void quoting_data();
    void quoting();
    void blockScalars_data();
    void blockScalars();
    void documents_data();
    void documents();
    void longKeys_data();
    void longKeys();
    void terminalControls_data();
    void terminalControls();
    void fixturesRoundTrip();
    void conformanceRoundTrip();
    void randomTreesRoundTrip_data();
    void randomTreesRoundTrip();
};

void TestYamlWriter::layout_data()
{
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QByteArray>("expected");
    const auto row = [](const char *tag, const QJsonValue &value, const char *yaml) {
        QTest::addRow("%s", tag) << value << QByteArray(yaml);
    };
    row("keys sorted", json(R"({"b": 1, "a": "x", "c": true})"), "a: x\nb: 1\nc: true\n");
    row("nested mappings", json(R"({"a": {"b": {"c": 1}}, "d": 2})"), "a:\n  b:\n    c: 1\nd: 2\n");
    row("sequence under a key is not indented", json(R"({"k": ["a", "b"], "z": 0})"),
        "k:\n- a\n- b\nz: 0\n");
    row("mapping item starts on the dash line",
        json(R"({"env": [{"name": "x", "value": "y"}, {"name": "z"}]})"),
        "env:\n- name: x\n  value: 'y'\n- name: z\n"); // y is a YAML 1.1 boolean
    row("nested sequences", json(R"([["a", "b"], ["c"]])"), "- - a\n  - b\n- - c\n");
    row("three levels of sequences", json(R"([[["a"]]])"), "- - - a\n");
    row("sequence of sequence of mapping", json(R"([[{"a": 1, "b": 2}]])"), "- - a: 1\n    b: 2\n");
    row("sequence and mapping inside a sequence item",
        json(R"([{"k": ["a", "b"], "m": {"x": 1}}])"), "- k:\n  - a\n  - b\n  m:\n    x: 1\n");
    row("mapping nested under a sequence item key", json(R"({"items": [{"meta": {"name": "m"}}]})"),
        "items:\n- meta:\n    name: m\n");
    row("empty containers and null", json(R"({"a": {}, "b": [], "c": null, "d": [{}, []]})"),
        "a: {}\nb: []\nc: null\nd:\n- {}\n- []\n");
    row("top-level sequence", json(R"([1, "two", null, false])"), "- 1\n- two\n- null\n- false\n");
    row("top-level string", u"hello"_s, "hello\n");
    row("top-level quoted string", u"yes"_s, "'yes'\n");
    row("top-level number", 42, "42\n");
    row("top-level null", QJsonValue(), "null\n");
    row("top-level empty mapping", QJsonObject(), "{}\n");
    row("top-level empty sequence", QJsonArray(), "[]\n");
    row("top-level literal block", u"a\nb\n"_s, "|\n  a\n  b\n");
    row("literal block in a sequence", json(R"(["a\nb\n", "c"])"), "- |\n  a\n  b\n- c\n");
    row("literal block in a sequence item mapping", json(R"([{"s": "x\ny"}])"),
        "- s: |-\n    x\n    y\n");
    row("literal block in a nested mapping", json(R"({"a": {"s": "x\n"}})"), "a:\n  s: |\n    x\n");
    // UTF-16 order would put U+1F600 (a surrogate pair) before U+E000. Built by insert():
    // Qt 6.4's QJsonDocument::fromJson orders such keys differently from QJsonObject::insert,
    // and QJsonObject::operator== compares in storage order, so the two would not compare equal.
    row("keys sorted by code point",
        QJsonObject{{u"b"_s, 1},
                    {u"B"_s, 2},
                    {u"é"_s, 3},
                    {u"😀"_s, 4},
                    {u"a"_s, 5},
                    {u"\ue000"_s, 6},
                    {u""_s, 7}},
        "'': 7\nB: 2\na: 5\nb: 1\né: 3\n\ue000: 6\n😀: 4\n");
    row("unicode values", json(R"({"u": "café ☕ 日本語 😀", "k": "Ωmega"})"),
        "k: Ωmega\nu: café ☕ 日本語 😀\n");
    row("kubernetes object",
        json(R"({"apiVersion": "v1", "kind": "Node", "metadata": {"name": "gpu-a",)"
             R"( "labels": {"nvidia.com/gpu.count": "8", "nvidia.com/gpu.present": "true"}},)"
             R"( "spec": {"taints": [{"effect": "NoSchedule", "key": "nvidia.com/gpu"}]},)"
             R"( "status": {"capacity": {"cpu": "192", "nvidia.com/gpu": "8", "pods": "110"}}})"),
        "apiVersion: v1\n"
        "kind: Node\n"
        "metadata:\n"
        "  labels:\n"
        "    nvidia.com/gpu.count: '8'\n"
        "    nvidia.com/gpu.present: 'true'\n"
        "  name: gpu-a\n"
        "spec:\n"
        "  taints:\n"
        "  - effect: NoSchedule\n"
        "    key: nvidia.com/gpu\n"
        "status:\n"
        "  capacity:\n"
        "    cpu: '192'\n"
        "    nvidia.com/gpu: '8'\n"
        "    pods: '110'\n");
}

void TestYamlWriter::layout()
{
    QFETCH(QJsonValue, value);
    QFETCH(QByteArray, expected);
    QCOMPARE(Doc::toYaml(value), expected);
    const QByteArray problem = roundTripProblem(value);
    QVERIFY2(problem.isEmpty(), problem.constData());
}

void TestYamlWriter::numbers_data()
{
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QByteArray>("expected");
    const auto row = [](const char *tag, const QJsonValue &value, const char *text) {
        QTest::addRow("%s", tag) << value << QByteArray(text);
    };
    row("zero", 0, "0");
    row("negative", -5, "-5");
    row("past 2^53, exact", qint64(9007199254740993), "9007199254740993");
    row("int64 max", std::numeric_limits<qint64>::max(), "9223372036854775807");
    row("int64 min", std::numeric_limits<qint64>::min(), "-9223372036854775808");
    row("integral double prints as integer", 1.0, "1");
    row("negative zero", -0.0, "0");
    row("one tenth", 0.1, "0.1");
    row("shortest round trip", 0.30000000000000004, "0.30000000000000004");
    row("fraction", 123456.789, "123456.789");
    row("small", 1.5e-7, "1.5e-07");
    row("large integral double", 1e20, "1e+20");
    row("avogadro", 6.02e23, "6.02e+23");
    row("largest", std::numeric_limits<double>::max(), "1.7976931348623157e+308");
    row("smallest denormal", std::numeric_limits<double>::denorm_min(), "5e-324");
    row("infinity", Inf, ".inf");
    row("negative infinity", -Inf, "-.inf");
    row("nan", std::numeric_limits<double>::quiet_NaN(), ".nan");
}

void TestYamlWriter::numbers()
{
    QFETCH(QJsonValue, value);
    QFETCH(QByteArray, expected);
    const QJsonObject object{{u"x"_s, value}};
    QCOMPARE(Doc::toYaml(object), "x: " + expected + "\n");
    const auto back = Doc::readDocument(Doc::toYaml(object), u"n.yaml"_s);
    if (!std::isfinite(value.toDouble())) {
        // Written as YAML spells them, and refused when read: JSON and Kubernetes have no
        // infinity or NaN (issue 32, "strict where the formats are strict").
        QVERIFY(!back);
        QCOMPARE(back.error().code, u"YAML_PARSE"_s);
        QVERIFY2(back.error().message.contains(u"is not finite"_s), why(back).constData());
        return;
    }
    QVERIFY2(back, why(back).constData());
    const QJsonValue n = back->toObject().value(u"x"_s);
    QVERIFY(n.isDouble());
    if (std::isnan(value.toDouble()))
        QVERIFY(std::isnan(n.toDouble()));
    else
        QVERIFY2(n == value, dump(n).constData());
}

void TestYamlWriter::quoting_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("expected");
    const auto row = [](const char *tag, const QString &text, const char *yaml) {
        QTest::addRow("%s", tag) << text << QByteArray(yaml);
    };
    // Plain when safe.
    row("word", u"hello"_s, "hello");
    row("words", u"hello world"_s, "hello world");
    row("colon without space", u"a:b"_s, "a:b");
    row("hash without space", u"a#b"_s, "a#b");
    row("apostrophe inside", u"it's"_s, "it's");
    row("url", u"http://example.com:8080/p?q=1#f"_s, "http://example.com:8080/p?q=1#f");
    row("dns name", u"nvidia.com/gpu.product"_s, "nvidia.com/gpu.product");
    row("version with v", u"v1.34.1"_s, "v1.34.1");
    row("quantity", u"191500m"_s, "191500m");
    row("unicode", u"café 日本語 😀"_s, "café 日本語 😀");
    row("nbsp is not a blank", u"\u00a0x\u00a0"_s, "\u00a0x\u00a0");
    row("inner indicators", u"a-b?c,d[e]f{g}h&i*j!k|l>m'n\"o%p@q`r"_s,
        "a-b?c,d[e]f{g}h&i*j!k|l>m'n\"o%p@q`r");
    // Would resolve to null, bool or number under the YAML 1.2 core schema.
    row("empty", u""_s, "''");
    row("null", u"null"_s, "'null'");
    row("Null", u"Null"_s, "'Null'");
    row("NULL", u"NULL"_s, "'NULL'");
    row("tilde", u"~"_s, "'~'");
    row("true", u"true"_s, "'true'");
    row("False", u"False"_s, "'False'");
    row("TRUE", u"TRUE"_s, "'TRUE'");
    row("decimal", u"123"_s, "'123'");
    row("negative", u"-1"_s, "'-1'");
    row("plus", u"+1"_s, "'+1'");
    row("hex", u"0x1d82"_s, "'0x1d82'");
    row("octal", u"0o17"_s, "'0o17'");
    row("float", u"1.20"_s, "'1.20'");
    row("exponent", u"1e3"_s, "'1e3'");
    row("leading dot", u".5"_s, "'.5'");
    row("infinity", u".inf"_s, "'.inf'");
    row("negative infinity", u"-.Inf"_s, "'-.Inf'");
    row("nan", u".NaN"_s, "'.NaN'");
    // YAML 1.1 booleans and nulls (kubectl's reader).
    for (const char *word : {"y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "on", "On",
                             "ON", "off", "Off", "OFF"}) {
        QTest::addRow("YAML 1.1 %s", word)
            << QString::fromLatin1(word) << "'" + QByteArray(word) + "'";
    }
    // YAML 1.1 numbers and timestamps.
    row("underscores", u"1_000"_s, "'1_000'");
    row("binary", u"0b101"_s, "'0b101'");
    row("leading-zero octal", u"0777"_s, "'0777'");
    row("sexagesimal", u"1:20"_s, "'1:20'");
    row("sexagesimal float", u"1:20.5"_s, "'1:20.5'");
    row("version triple", u"1.2.3"_s, "'1.2.3'");
    row("ip address", u"10.0.0.1"_s, "'10.0.0.1'");
    row("date", u"2026-01-31"_s, "'2026-01-31'");
    row("timestamp", u"2026-01-31T10:00:00Z"_s, "'2026-01-31T10:00:00Z'");
    row("lone dot", u"."_s, "'.'");
    row("merge key", u"<<"_s, "'<<'");
    row("value key", u"="_s, "'='");
    // Indicators at the start.
    for (const char *first :
         {"-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "%", "@", "`"}) {
        QTest::addRow("starts with %s", first)
            << QString::fromLatin1(first) + u"a"_s << "'" + QByteArray(first) + "a'";
    }
    row("starts with quote", u"'a"_s, "'''a'");
    row("starts with double quote", u"\"a"_s, "'\"a'");
    row("dash space", u"- a"_s, "'- a'");
    row("document start", u"--- x"_s, "'--- x'");
    row("document end", u"..."_s, "'...'");
    row("leading blank", u" lead"_s, "' lead'");
    row("trailing blank", u"trail "_s, "'trail '");
    row("colon space", u"a: b"_s, "'a: b'");
    row("space hash", u"a #b"_s, "'a #b'");
    row("ends in colon", u"a:"_s, "'a:'");
    row("tab", u"a\tb"_s, "'a\tb'");
    row("quotes doubled", u"it's 'x'"_s, "it's 'x'");
    row("quotes doubled when quoted", u" it's"_s, "' it''s'");
    // Double quotes for what cannot be written literally.
    row("bell", u"bell\a"_s, R"("bell\x07")");
    row("nul", QString(QChar(0)) + u"x"_s, R"("\0x")");
    row("carriage return", u"a\r\nb"_s, R"("a\r\nb")");
    row("delete", u"\x7f"_s, R"("\x7F")");
    row("next line", u"\u0085"_s, R"("\x85")");
    row("line separator", u"a\u2028b"_s, R"("a\u2028b")");
    row("byte order mark", u"\ufeffx"_s, R"("\uFEFFx")");
    row("escapes quote and backslash", u"say \"hi\" \\ \x01"_s, R"("say \"hi\" \\ \x01")");
    row("multi-line with tab", u"a\n\tb"_s, R"("a\n\tb")");
    row("multi-line, leading blank", u" a\nb"_s, R"(" a\nb")");
    row("multi-line, trailing blank", u"a \nb"_s, R"("a \nb")");
    row("only line breaks", u"\n\n"_s, R"("\n\n")");
    // What a terminal obeys (issue 32): never raw in `-o yaml`.
    row("escape sequence", u"\x1b]0;pwned\x07"_s, R"("\x1B]0;pwned\x07")");
    row("8-bit CSI", u"\u009b2J"_s, R"("\x9B2J")");
    row("right-to-left override", u"evil\u202Etxt"_s, R"("evil\u202Etxt")");
    row("isolate", u"\u2066a\u2069"_s, R"("\u2066a\u2069")");
    row("left-to-right mark", u"a\u200Eb"_s, R"("a\u200Eb")");
    row("arabic letter mark", u"a\u061Cb"_s, R"("a\u061Cb")");
}

void TestYamlWriter::quoting()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, expected);
    // As a value.
    const QJsonObject value{{u"v"_s, text}};
    QCOMPARE(Doc::toYaml(value), "v: " + expected + "\n");
    QByteArray problem = roundTripProblem(value);
    QVERIFY2(problem.isEmpty(), problem.constData());
    // As a key: the same style.
    const QJsonObject key{{text, 1}};
    QCOMPARE(Doc::toYaml(key), expected + ": 1\n");
    problem = roundTripProblem(key);
    QVERIFY2(problem.isEmpty(), problem.constData());
    // As a sequence item and as a document.
    problem = roundTripProblem(QJsonArray{text});
    QVERIFY2(problem.isEmpty(), problem.constData());
    problem = roundTripProblem(text);
    QVERIFY2(problem.isEmpty(), problem.constData());
}

void TestYamlWriter::blockScalars_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("expected");
    const auto row = [](const char *tag, const QString &text, const char *yaml) {
        QTest::addRow("%s", tag) << text << QByteArray(yaml);
    };
    row("strip", u"a\nb"_s, "v: |-\n  a\n  b\n");
    row("clip", u"a\nb\n"_s, "v: |\n  a\n  b\n");
    row("keep one extra", u"a\nb\n\n"_s, "v: |+\n  a\n  b\n\n");
    row("keep two extra", u"a\n\n\n"_s, "v: |+\n  a\n\n\n");
    row("empty line inside", u"a\n\nb\n"_s, "v: |\n  a\n\n  b\n");
    row("leading empty line", u"\na\n"_s, "v: |\n\n  a\n");
    row("indented later line", u"a\n  b\n"_s, "v: |\n  a\n    b\n");
    row("comment and dash lines", u"# not a comment\n- not a list\n"_s,
        "v: |\n  # not a comment\n  - not a list\n");
    row("document markers", u"---\n...\n"_s, "v: |\n  ---\n  ...\n");
    row("quotes and indicators", u"'a': \"b\"\n{c}\n"_s, "v: |\n  'a': \"b\"\n  {c}\n");
    row("unicode", u"café ☕\n日本\n"_s, "v: |\n  café ☕\n  日本\n");
    row("yaml text", u"ladder:\n  - 1080p\n  - 720p\n"_s,
        "v: |\n  ladder:\n    - 1080p\n    - 720p\n");
}

void TestYamlWriter::blockScalars()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, expected);
    const QJsonObject value{{u"v"_s, text}};
    QCOMPARE(Doc::toYaml(value), expected);
    // The same text in other places: sequence items, nested mappings, the document itself, and
    // followed by another key (keep chomping must not swallow it).
    for (const QJsonValue &place :
         {QJsonValue(value), QJsonValue(QJsonArray{text, text}), QJsonValue(text),
          QJsonValue(QJsonObject{{u"a"_s, QJsonObject{{u"v"_s, text}, {u"w"_s, 1}}}}),
          QJsonValue(QJsonArray{QJsonObject{{u"v"_s, text}, {u"w"_s, text}}}),
          QJsonValue(QJsonArray{QJsonArray{text}})}) {
        const QByteArray problem = roundTripProblem(place);
        QVERIFY2(problem.isEmpty(), problem.constData());
    }
    // A key never takes block style.
    const QJsonObject key{{text, 1}};
    QVERIFY(Doc::toYaml(key).startsWith('"'));
    const QByteArray problem = roundTripProblem(key);
    QVERIFY2(problem.isEmpty(), problem.constData());
}

void TestYamlWriter::documents_data()
{
    QTest::addColumn<QJsonArray>("documents");
    QTest::addColumn<QByteArray>("expected");
    QTest::addRow("none") << QJsonArray() << QByteArray();
    QTest::addRow("one") << json(R"([{"a": 1}])").toArray() << QByteArray("a: 1\n");
    QTest::addRow("three") << json(R"([{"a": 1}, [1], "text"])").toArray()
                           << QByteArray("a: 1\n---\n- 1\n---\ntext\n");
    QTest::addRow("kept line breaks before a separator")
        << json(R"([{"s": "x\n\n"}, {"b": 2}])").toArray()
        << QByteArray("s: |+\n  x\n\n---\nb: 2\n");
}

void TestYamlWriter::documents()
{
    QFETCH(QJsonArray, documents);
    QFETCH(QByteArray, expected);
    const QList<QJsonValue> list(documents.begin(), documents.end());
    QCOMPARE(Doc::toYamlDocuments(list), expected);
    const auto back = Doc::readDocuments(expected, u"docs.yaml"_s);
    QVERIFY2(back, why(back).constData());
    QCOMPARE(*back, list);
}

void TestYamlWriter::longKeys_data()
{
    QTest::addColumn<QJsonValue>("value");
    const QString longKey = QString(1500, u'k');
    QTest::addRow("scalar value") << QJsonValue(QJsonObject{{longKey, 1}, {u"a"_s, 2}});
    QTest::addRow("sequence value") << QJsonValue(QJsonObject{{longKey, QJsonArray{1, 2}}});
    QTest::addRow("mapping value") << QJsonValue(QJsonObject{{longKey, QJsonObject{{u"x"_s, 1}}}});
    QTest::addRow("block value") << QJsonValue(QJsonObject{{longKey, u"a\nb\n"_s}});
    QTest::addRow("quoted long key")
        << QJsonValue(QJsonObject{{u"yes "_s + longKey, u"v"_s}, {u"b"_s, 1}});
    QTest::addRow("in a sequence item")
        << QJsonValue(QJsonArray{QJsonObject{{longKey, QJsonArray{1}}, {u"z"_s, 2}}});
}

void TestYamlWriter::longKeys()
{
    QFETCH(QJsonValue, value);
    QVERIFY(Doc::toYaml(value).contains("? "));
    const QByteArray problem = roundTripProblem(value);
    QVERIFY2(problem.isEmpty(), problem.constData());
}

void TestYamlWriter::terminalControls_data()
{
    // Every character a terminal obeys or that reorders text, alone and amid text, in both
    // writers (issue 32): escaped, never raw, and the value reads back the same.
    QTest::addColumn<QString>("text");
    for (char16_t u = 0; u < 0x20; ++u)
        QTest::addRow("U+%04X", uint(u)) << u"a"_s + QChar(u) + u"b"_s;
    for (char16_t u = 0x7F; u < 0xA0; ++u)
        QTest::addRow("U+%04X", uint(u)) << u"a"_s + QChar(u) + u"b"_s;
    for (const char16_t u :
         {char16_t(0x061C), char16_t(0x200E), char16_t(0x200F), char16_t(0x2028), char16_t(0x2029),
          char16_t(0x202A), char16_t(0x202E), char16_t(0x2066), char16_t(0x2069)})
        QTest::addRow("U+%04X", uint(u)) << u"a"_s + QChar(u) + u"b"_s;
}

void TestYamlWriter::terminalControls()
{
    QFETCH(QString, text);
    const QJsonObject value{{u"v"_s, text}, {text, u"key"_s}};
    const auto rawIn = [](const QByteArray &bytes) {
        const QString s = QString::fromUtf8(bytes);
        for (const QChar c : s) {
            const char16_t u = c.unicode();
            if ((u < 0x20 && u != u'\n' && u != u'\t') || (u >= 0x7F && u < 0xA0) || u == 0x061C ||
                u == 0x200E || u == 0x200F || (u >= 0x2028 && u <= 0x202E) ||
                (u >= 0x2066 && u <= 0x2069))
                return true;
        }
        return false;
    };
    const QByteArray yaml = Doc::toYaml(value);
    QVERIFY2(!rawIn(yaml), yaml.toPercentEncoding(" :\n\"").constData());
    const QByteArray problem = roundTripProblem(value);
    QVERIFY2(problem.isEmpty(), problem.constData());
    for (const Doc::JsonStyle style : {Doc::JsonStyle::Indented, Doc::JsonStyle::Compact}) {
        const QByteArray json = Doc::toJson(value, style);
        QVERIFY2(!rawIn(json), json.toPercentEncoding(" :\n\"").constData());
        QCOMPARE(QJsonDocument::fromJson(json).object(), value);
    }
    const QByteArray scalar = Doc::toJson(QJsonValue(text), Doc::JsonStyle::Compact);
    QVERIFY2(!rawIn(scalar), scalar.toPercentEncoding().constData());
    QCOMPARE(QJsonDocument::fromJson("[" + scalar + "]").array().first().toString(), text);
}

void TestYamlWriter::fixturesRoundTrip()
{
    const QString dir = Test::fixture(u"doc"_s);
    QDirIterator it(dir, {u"*.yaml"_s, u"*.yml"_s, u"*.json"_s}, QDir::Files);
    RoundTripCounts counts;
    while (it.hasNext())
        roundTripFile(it.next(), counts);
    if (QTest::currentTestFailed())
        return;
    qInfo("fixtures: %d files, %d documents round-tripped, %d skipped", counts.files,
          counts.documents, counts.skipped);
    QVERIFY(counts.files >= 5);
    QCOMPARE(counts.skipped, 0); // our own fixtures all parse
}

void TestYamlWriter::conformanceRoundTrip()
{
    const QString dir = Test::conformanceDir();
    if (!QFileInfo(dir).isDir()) {
        QSKIP(qPrintable(u"conformance data not found at "_s + dir +
                         u" (set ACCEL_CONFORMANCE_DIR)"_s));
    }
    QDirIterator it(dir, {u"*.yaml"_s, u"*.yml"_s, u"*.json"_s}, QDir::Files,
                    QDirIterator::Subdirectories);
    RoundTripCounts counts;
    while (it.hasNext()) {
        roundTripFile(it.next(), counts);
        if (QTest::currentTestFailed())
            return;
    }
    qInfo("conformance: %d files, %d documents round-tripped, %d files skipped (do not parse)",
          counts.files, counts.documents, counts.skipped);
    QVERIFY(counts.files > 0);
}

void TestYamlWriter::randomTreesRoundTrip_data()
{
    QTest::addColumn<quint32>("seed");
    for (const quint32 seed : {1u, 2u, 3u, 20260131u})
        QTest::addRow("seed %u", seed) << seed;
}

void TestYamlWriter::randomTreesRoundTrip()
{
    QFETCH(quint32, seed);
    TreeGenerator generator(seed);
    for (int i = 0; i < 100; ++i) {
        const QJsonValue tree = generator.tree(4);
        const QByteArray problem = roundTripProblem(tree);
        QVERIFY2(problem.isEmpty(), qPrintable(u"tree %1: "_s.arg(i) + QString::fromUtf8(problem)));
    }
}

QTEST_GUILESS_MAIN(TestYamlWriter)
#include "tst_yamlwriter.moc"
