// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The streaming YAML reader (issue 37, "Memory made for fleets"): Doc::Detail::streamYamlObjects
// one thread at a time, and with a List's entries cut into chunks parsed on the thread pool (a
// chunk per entry here, so that every cut is tried), against Doc::readObjects, the
// whole-document reader. An input the stream takes must give exactly readObjects' objects, in
// order; an input it must leave to readObjects (aliases, merge keys, errors, limits, a List
// whose cut is not provably the same) must be refused, never read differently; each row says
// which way each mode goes, so that a reader that stopped streaming fails too.
#include "doc/documentreader.h"
#include "doc/yamlfastreader.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Accel;
using Doc::Detail::YamlStreamEnd;
using Doc::Detail::YamlStreamSplit;

namespace {

/// How a mode must read a row.
enum class Way
{
    Streams, ///< Done, with readObjects' objects
    Refuses, ///< Refused: readObjects judges
};

struct Row
{
    const char *tag;
    QByteArray yaml;
    Way sequential;
    Way chunked; ///< Automatic with a chunk per entry
    bool split;  ///< whether Automatic takes the chunked way (else it reads sequentially)
    bool valid;  ///< whether readObjects takes it
};

QByteArray node(const QByteArray &name)
{
    return "apiVersion: v1\n  kind: Node\n  metadata:\n    name: " + name + "\n";
}

/// A kubectl-style List of ITEMS (each the text after `- `, its other lines indented by two).
QByteArray kubectlList(const QList<QByteArray> &items)
{
    QByteArray out = "apiVersion: v1\nitems:\n";
    for (const QByteArray &item : items)
        out += "- " + item;
    return out + "kind: List\nmetadata:\n  resourceVersion: \"\"\n";
}

QByteArray nested(int levels)
{
    return QByteArray(levels, '[') + QByteArray(levels, ']');
}

QByteArray toText(const QList<QJsonObject> &objects)
{
    QJsonArray array;
    for (const QJsonObject &object : objects)
        array.append(object);
    return QJsonDocument(array).toJson();
}

} // namespace

Q_DECLARE_METATYPE(Way)

class TestYamlObjectStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void streams_data();
    void streams();
    void stops();

private:
    void check(const QByteArray &yaml, const Doc::Detail::YamlStreamOptions &options, Way way,
               bool split, const QByteArray &expected);
};

void TestYamlObjectStream::streams_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<Way>("sequential");
    QTest::addColumn<Way>("chunked");
    QTest::addColumn<bool>("split");
    QTest::addColumn<bool>("valid");
    const Way S = Way::Streams;
    const Way R = Way::Refuses;
    const QByteArray slice = "apiVersion: resource.k8s.io/v1\n  kind: ResourceSlice\n"
                             "  metadata: {name: s1}\n  spec:\n    driver: liken.sh\n"
                             "    devices:\n    - name: d0\n      attributes:\n"
                             "        renderNode: {bool: true}\n    - name: d1\n";
    const QByteArray crlf =
        QByteArray(kubectlList({node("a"), slice, node("b")})).replace("\n", "\r\n");
    const Row rows[] = {
        {"kubectl List", kubectlList({node("a"), slice, node("b")}), S, S, true, true},
        {"entries at column 2",
         "apiVersion: v1\nkind: List\nitems:\n  - apiVersion: v1\n    kind: Node\n"
         "    metadata: {name: a}\n  - apiVersion: v1\n    kind: Node\n    metadata: {name: b}\n",
         S, S, true, true},
        {"comments and blank lines between entries",
         "# a fleet\napiVersion: v1\nitems:\n\n# first\n- " + node("a") +
             "# second\n\n  # more\n- " + node("b") + "# the end\nkind: List # List\n",
         S, S, true, true},
        {"CRLF line breaks", crlf, S, S, true, true},
        {"flow-style entries",
         "apiVersion: v1\nitems:\n- {apiVersion: v1, kind: Node, metadata: {name: a}}\n"
         "- {apiVersion: v1, kind: Node,\n  metadata: {name: b}}\nkind: List\n",
         S, S, true, true},
        {"a flow sequence of items",
         "apiVersion: v1\nkind: List\nitems: [{apiVersion: v1, kind: Node, metadata: {name: a}},\n"
         "  {apiVersion: v1, kind: Node, metadata: {name: b}}]\n",
         S, S, false, true},
        {"block scalars with entry-like lines",
         kubectlList({"apiVersion: v1\n  kind: ConfigMap\n  metadata: {name: c}\n  data:\n"
                      "    a: |\n      - apiVersion: v1\n      items:\n\n      kind: List\n"
                      "    b: >-\n      - folded\n",
                      node("a")}),
         S, S, true, true},
        {"quoted scalars over several lines",
         kubectlList({"apiVersion: v1\n  kind: ConfigMap\n  metadata: {name: c}\n  data:\n"
                      "    a: \"one\n      - two\"\n    b: 'three\n\n      four'\n",
                      node("a")}),
         S, S, true, true},
        {"an anchor without an alias",
         kubectlList({"apiVersion: v1\n  kind: Node\n  metadata: &m\n    name: a\n", node("b")}), S,
         S, true, true},
        {"anchors across entries",
         kubectlList({"apiVersion: v1\n  kind: Node\n  metadata:\n    name: a\n"
                      "    labels: &l {zone: x}\n",
                      "apiVersion: v1\n  kind: Node\n  metadata:\n    name: b\n    labels: *l\n"}),
         R, R, true, true},
        {"a merge key",
         kubectlList({"apiVersion: v1\n  kind: Node\n  metadata:\n    <<: {name: a}\n"}), R, R,
         true, true},
        {"--- documents",
         "apiVersion: v1\nkind: Node\nmetadata: {name: a}\n---\n# nothing\n---\n"
         "apiVersion: v1\nkind: Node\nmetadata: {name: b}\n...\n---\napiVersion: v1\n"
         "kind: ConfigMapList\nitems:\n- apiVersion: v1\n  kind: ConfigMap\n",
         S, S, false, true},
        {"a List, then another document",
         kubectlList({node("a")}) + "---\napiVersion: v1\nkind: Node\nmetadata: {name: b}\n", S, R,
         true, true},
        // A `...` line ends the List's document: what follows is another document (libyaml wants
        // a `---` before it; yaml-cpp, behind readObjects, takes it).
        {"a document end among the entries",
         "apiVersion: v1\nkind: List\nitems:\n- " + node("a") + "...\nmetadata:\n  name: x\n", R, R,
         true, true},
        {"a directive", "%YAML 1.1\n---\n" + kubectlList({node("a"), node("b")}), S, S, false,
         true},
        {"a byte order mark", "\xEF\xBB\xBF" + kubectlList({node("a"), node("b")}), S, S, true,
         true},
        {"kind first, no trailer, no final line break",
         "apiVersion: v1\nkind: List\nitems:\n- " + node("a") + "- " + node("b").chopped(1), S, S,
         true, true},
        {"empty", "", S, S, false, true},
        {"empty documents", "---\n---\n# x\n", S, S, false, true},
        {"items in a mapping that is no List",
         "apiVersion: v1\nitems:\n- " + node("a") + "kind: Node\nmetadata: {name: n}\n", R, R, true,
         true},
        {"items that is no sequence", "apiVersion: v1\nkind: List\nitems: {a: 1}\n", S, S, false,
         true},
        {"an entry that is no mapping", kubectlList({node("a"), "just text\n"}), R, R, true, false},
        {"a document that is no mapping", "apiVersion: v1\nkind: Node\n---\n- a\n", R, R, false,
         false},
        {"a broken entry",
         kubectlList(
             {node("a"), "apiVersion: v1\n  kind: Node\n  metadata: {name: b\n", node("c")}),
         R, R, true, false},
        {"an entry indented wrongly",
         kubectlList({node("a"), "apiVersion: v1\n kind: Node\n", node("c")}), R, R, true, false},
        {"a line at column 0 inside the entries",
         "apiVersion: v1\nitems:\n- " + node("a") + "-x: 1\n- " + node("b") + "kind: List\n", R, R,
         true, false},
        {"a duplicate key in an entry",
         kubectlList({"apiVersion: v1\n  kind: Node\n  kind: Node\n"}), R, R, true, false},
        {"a duplicate key across header and trailer",
         "kind: List\napiVersion: v1\nitems:\n- " + node("a") + "kind: List\n", R, R, true, false},
        {"nesting of 256 levels",
         kubectlList(
             {"apiVersion: v1\n  kind: ConfigMap\n  data: " + nested(253) + "\n", node("a")}),
         S, S, true, true},
        {"nesting of 257 levels",
         kubectlList(
             {"apiVersion: v1\n  kind: ConfigMap\n  data: " + nested(254) + "\n", node("a")}),
         R, R, true, false},
        {"aliases past the expansion limit",
         kubectlList({"apiVersion: v1\n  kind: ConfigMap\n  data:\n    a: &a [x, x, x, x, x, x, x, "
                      "x, x, x]\n    b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
                      "    c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n"
                      "    d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
                      "    e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\n"
                      "    f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]\n"
                      "    g: [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]\n"}),
         R, R, true, false},
        {"a number that is not finite",
         kubectlList({"apiVersion: v1\n  kind: ConfigMap\n  data: {a: .inf}\n"}), R, R, true,
         false},
    };
    for (const Row &row : rows) {
        QTest::newRow(row.tag) << row.yaml << row.sequential << row.chunked << row.split
                               << row.valid;
    }
}

void TestYamlObjectStream::check(const QByteArray &yaml,
                                 const Doc::Detail::YamlStreamOptions &options, Way way, bool split,
                                 const QByteArray &expected)
{
    QByteArray bytes = yaml;
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    QList<QJsonObject> objects;
    bool chunked = false;
    Doc::Detail::YamlStreamOptions withChunked = options;
    withChunked.chunked = &chunked;
    Doc::Detail::FastYamlRefusal refusal;
    const YamlStreamEnd end = Doc::Detail::streamYamlObjects(
        buffer,
        [&objects](std::string_view json) {
            QJsonParseError error;
            const QJsonDocument document =
                QJsonDocument::fromJson(QByteArray(json.data(), qsizetype(json.size())), &error);
            if (error.error != QJsonParseError::NoError || !document.isObject())
                return false;
            objects.append(document.object());
            return true;
        },
        &refusal, withChunked);
    QCOMPARE(chunked, options.split == YamlStreamSplit::Automatic && split);
    if (way == Way::Refuses) {
        QCOMPARE(end, YamlStreamEnd::Refused);
        return;
    }
    QVERIFY2(
        end == YamlStreamEnd::Done,
        qPrintable(
            u"refused at %1:%2: %3"_s.arg(refusal.line).arg(refusal.column).arg(refusal.reason)));
    QCOMPARE(QString::fromUtf8(toText(objects)), QString::fromUtf8(expected));
}

void TestYamlObjectStream::streams()
{
    QFETCH(QByteArray, yaml);
    QFETCH(Way, sequential);
    QFETCH(Way, chunked);
    QFETCH(bool, split);
    QFETCH(bool, valid);
    // The whole-document reader decides what is right.
    const Result<QList<QJsonObject>> whole = Doc::readObjects(yaml, u"fleet.yaml"_s);
    QCOMPARE(whole.has_value(), valid);
    // Invalid input is never streamed.
    QVERIFY(valid || (sequential == Way::Refuses && chunked == Way::Refuses));
    const QByteArray expected = whole ? toText(*whole) : QByteArray();

    Doc::Detail::YamlStreamOptions options;
    options.split = YamlStreamSplit::Sequential;
    check(yaml, options, sequential, split, expected);
    if (QTest::currentTestFailed())
        return;
    options.split = YamlStreamSplit::Automatic;
    options.chunkBytes = 1; // a chunk per entry
    check(yaml, options, chunked, split, expected);
    if (QTest::currentTestFailed())
        return;
    options.chunkBytes = qsizetype(1) << 20; // one chunk
    check(yaml, options, chunked, split, expected);
}

void TestYamlObjectStream::stops()
{
    // The sink's false ends the read at once, in both modes.
    QList<QByteArray> nodes;
    for (int i = 0; i < 50; ++i)
        nodes << node("n" + QByteArray::number(i));
    QByteArray bytes = kubectlList(nodes);
    for (const YamlStreamSplit split : {YamlStreamSplit::Sequential, YamlStreamSplit::Automatic}) {
        QBuffer buffer(&bytes);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        int seen = 0;
        Doc::Detail::YamlStreamOptions options;
        options.split = split;
        options.chunkBytes = 64;
        const YamlStreamEnd end = Doc::Detail::streamYamlObjects(
            buffer, [&seen](std::string_view) { return ++seen < 7; }, nullptr, options);
        QCOMPARE(end, YamlStreamEnd::Stopped);
        QCOMPARE(seen, 7);
    }
}

QTEST_GUILESS_MAIN(TestYamlObjectStream)
#include "tst_yamlobjectstream.moc"
