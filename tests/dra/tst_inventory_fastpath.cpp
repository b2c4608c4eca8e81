// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Inventory::fromSnapshotFile (simdjson) against ClusterSnapshot::fromFile + Inventory::build
// (QJsonObject): the same inventory for the demo fleet, every cluster fixture and edge cases of
// issue 6 section 3 (v1beta1 `basic`, no pciBusID, stale generations, incomplete pools, failed
// capability queries), and the same errors, with file, line and column, for broken input.
#include "doc/documentreader.h"
#include "doc/yamlwriter.h"
#include "fastpathcheck.h"
#include "testsupport.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {
using Reader = Dra::Inventory::SnapshotReader;

QByteArray slice(const QByteArray &name, const QByteArray &driver, const QByteArray &node,
                 const QByteArray &pool, int generation, int count, const QByteArray &devices,
                 const QByteArray &apiVersion = "resource.k8s.io/v1")
{
    return "{\"apiVersion\":\"" + apiVersion +
           "\",\"kind\":\"ResourceSlice\",\"metadata\":{"
           "\"name\":\"" +
           name +
           "\",\"creationTimestamp\":\"2026-11-01T10:00:00Z\"},"
           "\"spec\":{\"driver\":\"" +
           driver + "\",\"nodeName\":\"" + node + "\",\"pool\":{\"name\":\"" + pool +
           "\",\"generation\":" + QByteArray::number(generation) +
           ",\"resourceSliceCount\":" + QByteArray::number(count) + "},\"devices\":[" + devices +
           "]}}";
}

QByteArray list(const QList<QByteArray> &items)
{
    QByteArray joined;
    for (const QByteArray &item : items)
        joined += (joined.isEmpty() ? "" : ",") + item;
    return "{\"apiVersion\":\"v1\",\"kind\":\"List\",\"items\":[" + joined + "]}";
}

const QByteArray kRender =
    R"({"name":"pci-0000-03-00-0","attributes":{"renderNode":{"bool":true},"name":{"string":"DG2"},)"
    R"("resource.kubernetes.io/pciBusID":{"string":"0000:03:00.0"}}})";
const QByteArray kMedia =
    R"({"name":"pci-0000-03-00-0","attributes":{"vaDriver":{"string":"iHD 24.1"},)"
    R"("decodeH264":{"bool":true},"encodeHEVCMain":{"bool":false},"scale8bit":{"bool":true},)"
    R"("resource.kubernetes.io/pciBusID":{"string":"0000:03:00.0"}}})";
const QByteArray kMediaFailed =
    R"({"name":"pci-0000-03-00-0","attributes":{"decodeH264":{"bool":false},)"
    R"("encodeHEVCMain":{"bool":false},"resource.kubernetes.io/pciBusID":{"string":"0000:03:00.0"}}})";
const QByteArray kNode =
    R"({"apiVersion":"v1","kind":"Node","metadata":{"name":"n1","labels":{)"
    R"("nvidia.com/gpu.present":"true","nvidia.com/gpu.product":"NVIDIA-H100"}}})";

bool write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}
} // namespace

class TestInventoryFastPath : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void demo();
    void fixtures_data();
    void fixtures();
    void edgeCases_data();
    void edgeCases();
    void errors_data();
    void errors();
    void yaml_data();
    void yaml();

private:
    QTemporaryDir m_dir;
};

void TestInventoryFastPath::demo()
{
    const Result<Kube::ClusterSnapshot> snapshot = Kube::ClusterSnapshot::demo();
    QVERIFY(snapshot);
    const QString path = m_dir.filePath(u"demo.json"_s);
    QVERIFY(write(path, QJsonDocument(snapshot->toJson()).toJson()));
    compareReaders(path, Reader::FastJsonStream);
    if (QTest::currentTestFailed())
        return;
    const Result<Dra::Inventory> inv = Dra::Inventory::fromSnapshotFile(path);
    QVERIFY(inv);
    QCOMPARE(inv->gpus().size(), Dra::Inventory::build(*snapshot).gpus().size());
    QVERIFY(inv->gpus().size() > 4);
}

void TestInventoryFastPath::fixtures_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files =
        QDir(fixture(u"cluster"_s)).entryList({u"*.yaml"_s, u"*.json"_s}, QDir::Files);
    QVERIFY(files.size() >= 8);
    for (const QString &file : files)
        QTest::addRow("%s", qPrintable(file)) << fixture(u"cluster/"_s + file);
}

void TestInventoryFastPath::fixtures()
{
    // The file as it is (YAML streams object by object too, issue 37; what it refuses goes the
    // general way), then its objects as one JSON List.
    QFETCH(QString, file);
    const Result<QList<QJsonObject>> objects = Doc::readObjectsFile(file);
    const bool takes = objects && Kube::ClusterSnapshot::fromObjects(*objects, file);
    compareReaders(file, !takes                      ? Reader::General
                         : file.endsWith(u".json"_s) ? Reader::FastJsonStream
                                                     : Reader::FastYamlStream);
    if (!objects || QTest::currentTestFailed())
        return;
    const Result<Kube::ClusterSnapshot> valid = Kube::ClusterSnapshot::fromObjects(*objects, file);
    const QString json = m_dir.filePath(QFileInfo(file).completeBaseName() + u".list.json"_s);
    QVERIFY(writeJsonList(json, *objects));
    compareReaders(json, valid ? Reader::FastJsonStream : Reader::General);
}

void TestInventoryFastPath::edgeCases_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("mentions"); // in the inventory's JSON
    // A List is read item by item (issue 37), anything else as one document.
    QTest::addColumn<int>("reader");
    const int stream = int(Reader::FastJsonStream);

    QTest::addRow("render and media joined")
        << list({kNode, slice("s1", "liken.sh", "n1", "n1", 1, 1, kRender),
                 slice("s2", "media.liken.sh", "n1", "n1", 1, 1, kMedia)})
        << 1 << "\"capabilityState\": \"known\"" << stream;
    QTest::addRow("failed query: no vaDriver")
        << list({slice("s1", "liken.sh", "n1", "n1", 1, 1, kRender),
                 slice("s2", "media.liken.sh", "n1", "n1", 1, 1, kMediaFailed)})
        << 1 << "\"capabilityState\": \"queryFailed\"" << stream;
    QTest::addRow("v1beta1 basic wrapper")
        << list(
               {slice("s1", "gpu.nvidia.com", "n1", "n1", 1, 1,
                      R"({"name":"gpu-0","basic":{"allowMultipleAllocations":true,"attributes":{)"
                      R"("productName":{"string":"NVIDIA H100"},"resource.kubernetes.io/pciBusID":)"
                      R"({"string":"0000:10:00.0"}},"capacity":{"memory":{"value":"80Gi"}}}})",
                      "resource.k8s.io/v1beta1")})
        << 1 << "\"resource.k8s.io/v1beta1\"" << stream;
    QTest::addRow("missing pciBusID: standalone")
        << list({slice("s1", "gaudi.intel.com", "n1", "n1", 1, 1,
                       R"({"name":"a"},{"name":"b","attributes":{"model":{"string":"G2"}}})")})
        << 2 << "\"standalone\": true" << stream;
    QTest::addRow("stale generations")
        << list({slice("old", "liken.sh", "n1", "n1", 1, 1, kRender),
                 slice("new", "liken.sh", "n1", "n1", 2, 1,
                       R"({"name":"other","attributes":{"renderNode":{"bool":true}}})"),
                 slice("older", "liken.sh", "n1", "n1", 0, 1, kRender)})
        << 1 << "\"staleSlices\": 2" << stream;
    // A List's devices go into the inventory as they are read, before the pools settle
    // (issue 37): a stale slice's devices leave the GPU they joined, their counter uses and
    // their warnings with them, and what remains is what reading current slices alone gives.
    QTest::addRow("stale slice first, its GPU joined by current ones")
        << list({slice("old", "liken.sh", "n1", "n1", 1, 1, kRender),
                 slice("media", "media.liken.sh", "n1", "n1m", 1, 1, kMedia),
                 slice("new", "liken.sh", "n1", "n1", 2, 1, kRender)})
        << 1 << "\"capabilityState\": \"known\"" << stream;
    const QByteArray partition =
        R"({"name":"%1","attributes":{"x":{"float":1}},"consumesCounters":[{"counterSet":"cs",)"
        R"("counters":{"memory":{"value":"%2"}}}]})";
    const auto withCounters = [](const QByteArray &sliceJson) {
        QByteArray out = sliceJson;
        return out.replace("\"devices\":[",
                           R"("sharedCounters":[{"name":"cs","counters":{"memory":)"
                           R"({"value":"80Gi"}}}],"devices":[)");
    };
    QTest::addRow("stale partitions between current ones")
        << list({withCounters(
                     slice("a", "example.com", "n1", "p", 2, 1,
                           QByteArray(partition).replace("%1", "whole").replace("%2", "80Gi"))),
                 withCounters(
                     slice("b", "example.com", "n1", "p", 1, 1,
                           QByteArray(partition).replace("%1", "old").replace("%2", "40Gi"))),
                 withCounters(
                     slice("c", "example.com", "n1", "q", 3, 1,
                           QByteArray(partition).replace("%1", "part").replace("%2", "10Gi")))})
        << 2 << "1 attributes in a form" << stream;
    QTest::addRow("incomplete pool") << list({slice("s1", "liken.sh", "n1", "p", 1, 3, kRender),
                                              slice("s2", "liken.sh", "n1", "p", 1, 3, "")})
                                     << 1 << "\"poolIncomplete\": true" << stream;
    // Sorted as written: "alpha" < "liken.sh/alpha" and "liken.sh/zeta" < "zeta".
    QTest::addRow("bare and qualified names, later wins")
        << list({slice("s1", "liken.sh", "n1", "n1", 1, 1,
                       R"({"name":"d","attributes":{"zeta":{"int":1},"liken.sh/zeta":{"int":2},)"
                       R"("alpha":{"string":"a"},"liken.sh/alpha":{"string":"b"}}})")})
        << 1 << "\"string\": \"b\"" << stream;
    QTest::addRow("unknown attribute forms are skipped")
        << list({slice("s1", "liken.sh", "n1", "n1", 1, 1,
                       R"({"name":"d","attributes":{"a":{"float":1.5},"b":{"bool":"yes"},)"
                       R"("c":{"int":1,"string":"x"},"d":7,"e":{},"f":{"version":"1.2.3"},)"
                       R"("g":{"int":2.0},"h":{"int":1e2},"i":{"int":1.5}}})")})
        << 1 << "5 attributes in a form" << stream;
    QTest::addRow("numbers as QJsonValue reads them")
        << list(
               {R"({"apiVersion":"resource.k8s.io/v1","kind":"ResourceSlice","metadata":{"name":"s"},)"
                R"("spec":{"driver":"liken.sh","nodeName":"n1","pool":{"name":"p","generation":2.0,)"
                R"("resourceSliceCount":1e0},"devices":[{"name":"d","capacity":{"memory":)"
                R"({"value":17179869184},"big":{"value":1e300},"text":{"value":"1Gi"},"none":{}}}]}})"})
        << 1 << "\"17179869184\"" << stream;
    QTest::addRow("odd shapes")
        << list(
               {R"({"apiVersion":"resource.k8s.io/v1","kind":"ResourceSlice","metadata":"m",)"
                R"("spec":{"driver":7,"pool":[],"devices":[3,null,{"name":"d"}]}})",
                R"({"apiVersion":"resource.k8s.io/v1","kind":"ResourceSlice","spec":{"devices":{}}})",
                R"({"apiVersion":"v1","kind":"Node","metadata":{"name":"n2","labels":{)"
                R"("nvidia.com/gpu.present":true}}})",
                R"({"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c"}})",
                R"({"apiVersion":"v1","kind":"List","items":[]})"})
        << 3 << "\"nodeObject\": false" << stream;
    QTest::addRow("text beyond ASCII")
        << list({slice("s\\u00e9", "liken.sh", "n\xc3\xa9", "p\\n1", 1, 1,
                       R"({"name":"d\u2603","attributes":{"name":{"string":"\ud83d\ude00 \"q\""},)"
                       R"("resource.kubernetes.io/pciBusID":{"string":"0000:01:00.0"}}})")})
        << 1 << "\"0000:01:00.0\"" << stream;
    QTest::addRow("one object, not a List") << slice("s1", "liken.sh", "n1", "n1", 1, 1, kRender)
                                            << 1 << "\"pci-0000-03-00-0\"" << int(Reader::FastJson);
    QTest::addRow("nesting of 256 levels")
        << list({R"({"apiVersion":"v1","kind":"ConfigMap","data":)" + QByteArray(253, '[') +
                     QByteArray(253, ']') + "}",
                 slice("s1", "liken.sh", "n1", "n1", 1, 1, kRender)})
        << 1 << "\"renderNode\"" << stream;
    // What the item scanner (JsonListItemStream) must step over: brackets, braces, quotes and
    // backslashes inside strings, white space everywhere, items before kind (kubectl's and
    // QJsonDocument's key order), other top-level members, an empty List.
    QTest::addRow("brackets and escapes in strings")
        << list({slice("s]}1", "liken.sh", "n1", "n1", 1, 1,
                       R"({"name":"d\\\"]}{[","attributes":{"renderNode":{"bool":true},)"
                       R"("name":{"string":"x\\\\"},"note":{"string":"\"[{\\"},)"
                       R"("resource.kubernetes.io/pciBusID":{"string":"0000:01:00.0"}}})")})
        << 1 << "\"0000:01:00.0\"" << stream;
    QTest::addRow("pretty-printed, items first, metadata")
        << QByteArray("\n\t{ \"items\" :\r\n [\n  ") + kNode + " ,\n  " +
               slice("s1", "liken.sh", "n1", "n1", 1, 1, kRender) +
               "\n ] ,\n \"metadata\": {\"resourceVersion\": \"\", \"n\": [1, 2.5, true, null]},\n"
               " \"kind\" : \"List\", \"apiVersion\": \"v1\" }\n\n"
        << 1 << "\"pci-0000-03-00-0\"" << stream;
    QTest::addRow("empty List") << list({}) << 0 << "\"nodes\": [" << stream;
}

void TestInventoryFastPath::edgeCases()
{
    QFETCH(QByteArray, json);
    QFETCH(int, gpus);
    QFETCH(QString, mentions);
    QFETCH(int, reader);
    const QString path = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()) + u".json"_s);
    QVERIFY(write(path, json));
    compareReaders(path, Reader(reader));
    if (QTest::currentTestFailed())
        return;
    const Result<Dra::Inventory> inv = Dra::Inventory::fromSnapshotFile(path);
    QVERIFY(inv);
    QCOMPARE(inv->gpus().size(), gpus);
    const QString text = QString::fromUtf8(QJsonDocument(inv->toJson()).toJson());
    QVERIFY2(text.contains(mentions), qPrintable(text));

    // The same objects as YAML, laid out as kubectl writes them: the streaming YAML reader
    // (issue 37) gives the inventory the JSON gave.
    const QJsonDocument document = QJsonDocument::fromJson(json);
    const QByteArray yaml =
        document.isObject() ? Doc::toYaml(document.object()) : Doc::toYaml(document.array());
    const QString yamlPath = path.chopped(5) + u".yaml"_s;
    QVERIFY(write(yamlPath, yaml));
    compareReaders(yamlPath, Reader::FastYamlStream);
    if (QTest::currentTestFailed())
        return;
    const Result<Dra::Inventory> fromYaml = Dra::Inventory::fromSnapshotFile(yamlPath);
    QVERIFY(fromYaml);
    QCOMPARE(QString::fromUtf8(QJsonDocument(fromYaml->toJson()).toJson()), text);
}

void TestInventoryFastPath::yaml_data()
{
    // YAML the streaming reader takes (a List's items one at a time, in chunks on the thread
    // pool, or `---` documents) or leaves to the general reader: the same inventory, or the same
    // error naming the file, the line and the column, either way.
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<int>("reader");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("where"); // for errors: `path:line:column: ...` in the message
    const int stream = int(Reader::FastYamlStream);
    const int general = int(Reader::General);
    const QByteArray node = "- apiVersion: v1\n  kind: Node\n  metadata:\n    name: n1\n"
                            "    labels: &labels {nvidia.com/gpu.present: \"true\"}\n";
    const QByteArray render = "- apiVersion: resource.k8s.io/v1\n  kind: ResourceSlice\n"
                              "  metadata: {name: s1}\n  spec:\n    driver: liken.sh\n"
                              "    nodeName: n1\n    pool: {name: n1, generation: 1, "
                              "resourceSliceCount: 1}\n    devices:\n    - name: pci-0\n"
                              "      attributes:\n        renderNode: {bool: true}\n"
                              "        resource.kubernetes.io/pciBusID: {string: "
                              "\"0000:03:00.0\"}\n";
    const QByteArray media =
        "- apiVersion: resource.k8s.io/v1\n  kind: ResourceSlice\n"
        "  metadata: {name: s2}\n  spec: {driver: media.liken.sh, nodeName: "
        "n1,\n    pool: {name: n1m, generation: 1, resourceSliceCount: 1},\n"
        "    devices: [{name: pci-0, attributes: {vaDriver: {string: iHD},\n"
        "      resource.kubernetes.io/pciBusID: {string: \"0000:03:00.0\"}}}]}\n";
    const auto list = [](const QByteArray &items) -> QByteArray {
        return "apiVersion: v1\nitems:\n" + items +
               "kind: List\nmetadata:\n  resourceVersion: \"\"\n";
    };
    const auto documents = [](QByteArray items) {
        // `- ` entries as `---` documents.
        items.replace("\n  ", "\n");
        items.replace("- apiVersion", "---\napiVersion");
        return items;
    };
    QTest::addRow("kubectl List") << list(node + render + media) << stream << 1 << QString();
    QTest::addRow("--- documents") << documents(node + render + media) << stream << 1 << QString();
    QTest::addRow("CRLF") << list(node + render + media).replace("\n", "\r\n") << stream << 1
                          << QString();
    QTest::addRow("comments") << "# fleet\n" +
                                     list("# node\n" + node + "\n# slices\n" + render + media)
                              << stream << 1 << QString();
    QTest::addRow("anchors across items")
        << list(node + render + media +
                "- apiVersion: v1\n  kind: Node\n  metadata: {name: n2, labels: *labels}\n")
        << general << 1 << QString();
    QTest::addRow("a broken item")
        << list(node + QByteArray(render).replace("metadata: {name: s1}", "metadata: {name: s1") +
                media)
        << general << 0 << u":[0-9]+:[0-9]+: "_s;
    QTest::addRow("a duplicate key in an item")
        << list(node + QByteArray(render).replace("    nodeName: n1\n",
                                                  "    nodeName: n1\n    driver: x\n"))
        << general << 0 << u":[0-9]+:[0-9]+: duplicate key \"driver\""_s;
    QTest::addRow("nesting of 257 levels")
        << list(node + "- apiVersion: v1\n  kind: ConfigMap\n  data: " + QByteArray(254, '[') +
                QByteArray(254, ']') + "\n")
        << general << 0 << u":[0-9]+:[0-9]+: nesting deeper than 256 levels"_s;
    QTest::addRow("aliases past the expansion limit")
        << list(node + "- apiVersion: v1\n  kind: ConfigMap\n  data:\n    a: &a [x, x, x, x, x, "
                       "x, x, x, x, x]\n    b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
                       "    c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n"
                       "    d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
                       "    e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\n"
                       "    f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]\n"
                       "    g: [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]\n")
        << general << 0 << u":[0-9]+:[0-9]+: aliases expand to more than"_s;
    QTest::addRow("an item without kind")
        << list(node + "- apiVersion: v1\n  metadata: {name: x}\n") << general << 0 << QString();
}

void TestInventoryFastPath::yaml()
{
    QFETCH(QByteArray, yaml);
    QFETCH(int, reader);
    QFETCH(int, gpus);
    QFETCH(QString, where);
    const QString path = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()) + u".yaml"_s);
    QVERIFY(write(path, yaml));
    compareReaders(path, Reader(reader));
    if (QTest::currentTestFailed())
        return;
    const Result<Dra::Inventory> inv = Dra::Inventory::fromSnapshotFile(path);
    if (gpus == 0) {
        QVERIFY(!inv);
        QVERIFY2(inv.error().message.contains(path), qPrintable(inv.error().message));
        if (!where.isEmpty()) {
            const QRegularExpression position(QRegularExpression::escape(path) + where);
            QVERIFY2(position.match(inv.error().message).hasMatch(),
                     qPrintable(inv.error().message));
        }
        return;
    }
    QVERIFY(inv);
    QCOMPARE(inv->gpus().size(), gpus);
    QCOMPARE(inv->gpus().first().capabilityState, Dra::CapabilityState::Known);
}

void TestInventoryFastPath::errors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("where"); // `path:line:column` in the message; empty: none

    QTest::addRow("truncated JSON")
        << QByteArray("{\"apiVersion\": \"v1\",\n \"kind\": \"List\",\n \"items\": [\n  {\"a\": ")
        << "SNAPSHOT_PARSE"
        << ":[0-9]+:[0-9]+: ";
    QTest::addRow("missing comma")
        << QByteArray("{\"apiVersion\": \"v1\"\n \"kind\": \"List\"}") << "SNAPSHOT_PARSE"
        << ":[0-9]+:[0-9]+: ";
    QTest::addRow("nesting of 257 levels")
        << list({R"({"apiVersion":"v1","kind":"ConfigMap","data":)" + QByteArray(254, '[') +
                 QByteArray(254, ']') + "}"})
        << "SNAPSHOT_PARSE"
        << ":1:[0-9]+: ";
    QTest::addRow("object without kind")
        << list({R"({"apiVersion":"v1","metadata":{"name":"x"}})"}) << "SNAPSHOT_OBJECT"
        << "";
    QTest::addRow("item not an object") << list({"3"}) << "SNAPSHOT_PARSE"
                                        << ":1:1: ";
    QTest::addRow("top-level array") << QByteArray("[{\"kind\": \"Node\"}]") << "SNAPSHOT_PARSE"
                                     << ":1:1: ";
    // Issue 32: a repeated key is an error on both readers (simdjson keeps both, QJsonDocument
    // the last), and so is a number that is not finite (simdjson refuses it, the general reader
    // names the key).
    QTest::addRow("duplicate keys")
        << list({slice("s1", "liken.sh", "n1", "n1", 1, 1,
                       R"({"name":"x","name":"d","attributes":{"k":{"bool":true}}})")})
        << "SNAPSHOT_PARSE"
        << ":[0-9]+:[0-9]+: duplicate key \"name\"";
    QTest::addRow("duplicate keys deep in an unread object")
        << list({R"({"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c"},)"
                 R"("data":{"a":"1","b":"2","a":"3"}})",
                 slice("s1", "liken.sh", "n1", "n1", 1, 1, kRender)})
        << "SNAPSHOT_PARSE"
        << ":[0-9]+:[0-9]+: duplicate key \"a\"";
    QTest::addRow("1e400") << list({slice("s1", "liken.sh", "n1", "n1", 1, 1,
                                          R"({"name":"d","capacity":{"memory":{"value":1e400}}})")})
                           << "SNAPSHOT_PARSE"
                           << ":[0-9]+:[0-9]+: key \"value\": the number 1e400 is not finite";
    // Where the item scanner stops and the whole-document readers report.
    QTest::addRow("items without a comma")
        << QByteArray("{\"apiVersion\":\"v1\",\"kind\":\"List\",\"items\":[") + kNode + ' ' +
               kNode + "]}"
        << "SNAPSHOT_PARSE"
        << ":[0-9]+:[0-9]+: ";
    QTest::addRow("a List cut inside an item")
        << list({kNode, slice("s1", "liken.sh", "n1", "n1", 1, 1, kRender)}).chopped(30)
        << "SNAPSHOT_PARSE"
        << ":[0-9]+:[0-9]+: ";
    QTest::addRow("a repeated top-level key")
        << QByteArray(R"({"apiVersion":"v1","kind":"List","items":[],"kind":"List"})")
        << "SNAPSHOT_PARSE"
        << ":[0-9]+:[0-9]+: duplicate key \"kind\"";
    QTest::addRow("text after the List") << list({kNode}) + " {}"
                                         << "SNAPSHOT_PARSE"
                                         << ":[0-9]+:[0-9]+: ";
}

void TestInventoryFastPath::errors()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, code);
    QFETCH(QString, where);
    const QString path = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()) + u".json"_s);
    QVERIFY(write(path, text));
    compareReaders(path, Reader::General);
    if (QTest::currentTestFailed())
        return;
    const Result<Dra::Inventory> inv = Dra::Inventory::fromSnapshotFile(path);
    QVERIFY(!inv);
    QCOMPARE(inv.error().code, code);
    QVERIFY2(inv.error().message.contains(path), qPrintable(inv.error().message));
    QVERIFY(!inv.error().hint.isEmpty());
    if (!where.isEmpty()) {
        const QRegularExpression position(QRegularExpression::escape(path) + where);
        QVERIFY2(position.match(inv.error().message).hasMatch(), qPrintable(inv.error().message));
    }
}

QTEST_GUILESS_MAIN(TestInventoryFastPath)
#include "tst_inventory_fastpath.moc"
