// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// ClusterSnapshot::fromFile's JSON List reader (issue 37, "Memory made for fleets"): item by
// item, with equal objects and arrays shared. It must give the same snapshot as the general
// reader (Doc::readObjects through ClusterSnapshot::fromBytes), object for object, with sharing
// and without; every document it would read differently goes the general way, with the general
// reader's error; a canceled read ends empty; progress ends at the file's size.
#include "kube/snapshot.h"
#include "testsupport.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {
using Reader = Kube::ClusterSnapshot::FileReader;

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

/// Every kept object, in order, as compact JSON with its list's name: equal lines, equal data.
QList<QByteArray> linesOf(const Kube::ClusterSnapshot &snapshot)
{
    QList<QByteArray> lines;
    const auto add = [&lines](const char *list, const QList<QJsonObject> &objects) {
        for (const QJsonObject &object : objects)
            lines << QByteArray(list) + ' ' + compact(object);
    };
    add("node", snapshot.nodes());
    add("slice", snapshot.resourceSlices());
    add("class", snapshot.deviceClasses());
    add("pod", snapshot.pods());
    add("claim", snapshot.resourceClaims());
    add("template", snapshot.resourceClaimTemplates());
    add("taintrule", snapshot.deviceTaintRules());
    add("namespace", snapshot.namespaces());
    add("run", snapshot.runObjects());
    lines << "version " + snapshot.serverVersion().toUtf8();
    for (auto it = snapshot.ignoredKinds().cbegin(); it != snapshot.ignoredKinds().cend(); ++it)
        lines << "ignored " + it.key().toUtf8() + ' ' + QByteArray::number(it.value());
    return lines;
}

/// Both readers on FILE agree: the same objects (compared as values and as text) or the same
/// error. Returns the item reader's report.
Kube::ClusterSnapshot::ReadReport compareReaders(const QString &path, bool share)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QTest::qFail("cannot read the test file", __FILE__, __LINE__);
        return {};
    }
    const Result<Kube::ClusterSnapshot> general =
        Kube::ClusterSnapshot::fromBytes(file.readAll(), path);
    Kube::ClusterSnapshot::ReadControl control;
    control.shareValues = share;
    Kube::ClusterSnapshot::ReadReport report;
    const Result<Kube::ClusterSnapshot> streamed =
        Kube::ClusterSnapshot::fromFile(path, control, &report);
    if (bool(general) != bool(streamed)) {
        QTest::qFail(qPrintable(u"one reader failed: "_s +
                                (general ? streamed.error() : general.error()).toString()),
                     __FILE__, __LINE__);
        return report;
    }
    if (!general) {
        if (general.error().code != streamed.error().code ||
            general.error().message != streamed.error().message)
            QTest::qFail(qPrintable(u"different errors: "_s + general.error().toString() +
                                    u" | "_s + streamed.error().toString()),
                         __FILE__, __LINE__);
        return report;
    }
    const QList<QByteArray> expected = linesOf(*general);
    const QList<QByteArray> actual = linesOf(*streamed);
    for (qsizetype i = 0; i < std::min(expected.size(), actual.size()); ++i) {
        if (expected.at(i) != actual.at(i)) {
            QTest::qFail(qPrintable(u"object %1 differs:\n%2\n%3"_s.arg(i).arg(
                             QString::fromUtf8(expected.at(i)), QString::fromUtf8(actual.at(i)))),
                         __FILE__, __LINE__);
            return report;
        }
    }
    if (expected.size() != actual.size()) {
        QTest::qFail("a different number of objects", __FILE__, __LINE__);
        return report;
    }
    // As values too (the text of 1 and 1.0 is the same; QJsonValue's type is not).
    if (general->resourceSlices() != streamed->resourceSlices() ||
        general->nodes() != streamed->nodes() || general->pods() != streamed->pods() ||
        general->resourceClaims() != streamed->resourceClaims())
        QTest::qFail("equal text, different values", __FILE__, __LINE__);
    if (streamed->source() != path)
        QTest::qFail("the source is not the path", __FILE__, __LINE__);
    return report;
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return QString();
    return path;
}

QByteArray listOf(const QList<QByteArray> &items)
{
    QByteArray out = R"({"apiVersion":"v1","kind":"List","items":[)";
    for (qsizetype i = 0; i < items.size(); ++i)
        out += (i ? "," : "") + items.at(i);
    return out + R"(],"metadata":{"resourceVersion":""}})";
}

/// A small fleet as a kubectl List: per node a Node, a gpu.nvidia.com slice of GPUs that differ
/// only in uuid and index, and a liken.sh slice that is the same on every node but its name.
QByteArray fleetJson(int nodes)
{
    QList<QByteArray> items;
    for (int n = 0; n < nodes; ++n) {
        const QByteArray node = "node-" + QByteArray::number(n);
        items << R"({"apiVersion":"v1","kind":"Node","metadata":{"name":")" + node +
                     R"(","labels":{"kubernetes.io/hostname":")" + node +
                     R"(","nvidia.com/gpu.present":"true"}}})";
        QByteArray gpus;
        for (int g = 0; g < 4; ++g) {
            gpus +=
                (g ? "," : "") + QByteArray(R"({"name":"gpu-)") + QByteArray::number(g) +
                R"(","attributes":{"uuid":{"string":"GPU-)" + QByteArray::number(n * 8 + g) +
                R"("},"index":{"int":)" + QByteArray::number(g) +
                R"(},"productName":{"string":"NVIDIA H100 80GB HBM3"},"driverVersion":{"version":"570.1.0"}},"capacity":{"memory":{"value":"80Gi"}}})";
        }
        items
            << R"({"apiVersion":"resource.k8s.io/v1","kind":"ResourceSlice","metadata":{"name":")" +
                   node + R"(-gpu"},"spec":{"driver":"gpu.nvidia.com","nodeName":")" + node +
                   R"(","pool":{"name":")" + node +
                   R"(","generation":1,"resourceSliceCount":1},"devices":[)" + gpus + "]}}";
        items
            << R"({"apiVersion":"resource.k8s.io/v1","kind":"ResourceSlice","metadata":{"name":")" +
                   node + R"(-render"},"spec":{"driver":"liken.sh","nodeName":")" + node +
                   R"(","pool":{"name":")" + node +
                   R"(","generation":1,"resourceSliceCount":1},"devices":[{"name":"card0","attributes":{"bus":{"string":"pci"},"renderNode":{"bool":true}}},{"name":"card1","attributes":{"bus":{"string":"pci"},"renderNode":{"bool":true}}}]}})";
    }
    items
        << R"({"apiVersion":"resource.k8s.io/v1","kind":"ResourceClaim","metadata":{"name":"c","namespace":"ml"},"status":{"allocation":{"devices":{"results":[{"driver":"gpu.nvidia.com","pool":"node-1","device":"gpu-0","request":"gpu"}]}}}})";
    items << R"({"apiVersion":"v1","kind":"Service","metadata":{"name":"s"}})";
    return listOf(items);
}

struct Case
{
    QByteArray json;
    Reader reader;
    qsizetype parsedByQt = 0;
};

} // namespace

Q_DECLARE_METATYPE(Case)

class TestSnapshotStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void sameObjects_data();
    void sameObjects();
    void fixtures_data();
    void fixtures();
    void fleetShares();
    void newPlacesStopSharing();
    void sharedValuesDetach();
    void canceledEndsEmpty();
    void progressEndsAtSize();

private:
    QTemporaryDir m_dir;
};

void TestSnapshotStream::sameObjects_data()
{
    QTest::addColumn<Case>("c");
    const QByteArray node = R"({"apiVersion":"v1","kind":"Node","metadata":{"name":"n"}})";
    const auto one = [&node](const QByteArray &item) { return listOf({node, item}); };
    const auto stream = [](const QByteArray &json, qsizetype byQt = 0) {
        return Case{json, Reader::JsonStream, byQt};
    };
    const auto general = [](const QByteArray &json) { return Case{json, Reader::General, 0}; };
    QTest::addRow("a fleet") << stream(fleetJson(3));
    QTest::addRow("empty List") << stream(listOf({}));
    QTest::addRow("unsorted keys, empty containers, null, nested arrays") << stream(one(
        R"({"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"x"},"data":{"z":null,"a":[],"m":{},"b":[[1,[true,false]],{"k":"v"}]}})"));
    QTest::addRow("integers QJsonDocument keeps as integers") << stream(one(
        R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"p","generation":9007199254740993},"spec":{"n":[0,-1,9223372036854775807,-9223372036854775808]}})"));
    QTest::addRow("a fraction goes to QJsonDocument") << stream(
        one(R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"p"},"spec":{"x":1.5,"y":{"a":1}}})"),
        1);
    // -0 is the integer 0 to both.
    QTest::addRow("1.0 and 1e2 go to QJsonDocument, -0 does not")
        << stream(listOf({R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"a"},"x":1.0})",
                          R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"b"},"x":1e2})",
                          R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"c"},"x":-0})"}),
                  2);
    QTest::addRow("beyond 63 bits goes to QJsonDocument") << stream(
        one(R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"p"},"x":18446744073709551615})"),
        1);
    QTest::addRow("beyond 64 bits") << general(one(
        R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"p"},"y":123456789012345678901234})"));
    QTest::addRow("escapes") << stream(one(
        R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"p\n\"q\"\\","annotations":{"t\tab":"\/"}}})"));
    QTest::addRow("\\u escapes go to QJsonDocument") << stream(
        one(R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"\u00e9\ud83d\ude00\u0000"}})"),
        1);
    QTest::addRow("UTF-8 keys and values") << stream(
        one("{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"name\":\"bl\xc3\xa5\","
            "\"labels\":{\"\xc3\xa6\xc3\xb8\":\"\xf0\x9f\x98\x80\",\"a\":\"b\"}}}"));
    QTest::addRow("white space between items")
        << stream("  {\n \"kind\" : \"List\" , \"apiVersion\":\"v1\",\n \"items\" : [\n " + node +
                  " ,\n " + node + "\n ] \n}\n\n");
    QTest::addRow("a repeated key in an item")
        << general(one(R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"a","name":"b"}})"));
    QTest::addRow("an item that is no object") << general(listOf({node, "42"}));
    QTest::addRow("an object without kind (the same error)")
        << stream(listOf({node, R"({"apiVersion":"v1","metadata":{}})"}));
    QTest::addRow("one object, no List") << general(node);
    QTest::addRow("a top-level array") << general("[" + node + "]");
    QTest::addRow("kind not a List")
        << general(R"({"apiVersion":"v1","kind":"Thing","items":[)" + node + "]}");
    QTest::addRow("a repeated top-level key")
        << general(R"({"kind":"List","kind":"List","items":[)" + node + "]}");
    QTest::addRow("broken JSON") << general(one(R"({"apiVersion":"v1","kind":"Pod",)"));
    QTest::addRow("trailing bytes") << general(listOf({node}) + "x");
    QTest::addRow("a number out of range")
        << general(one(R"({"apiVersion":"v1","kind":"Pod","metadata":{"name":"p"},"x":1e400})"));
    QTest::addRow("YAML") << general("apiVersion: v1\nkind: List\nitems:\n- apiVersion: v1\n"
                                     "  kind: Node\n  metadata: {name: n}\n");
    QTest::addRow("empty file") << general(QByteArray());
}

void TestSnapshotStream::sameObjects()
{
    QFETCH(Case, c);
    const QString path = writeFile(m_dir, QStringLiteral("same.json"), c.json);
    QVERIFY(!path.isEmpty());
    for (const bool share : {true, false}) {
        const Kube::ClusterSnapshot::ReadReport report = compareReaders(path, share);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(report.reader, c.reader);
        QCOMPARE(report.itemsParsedByQt, c.parsedByQt);
        if (!share)
            QCOMPARE(report.sharedContainers, 0);
    }
}

void TestSnapshotStream::fixtures_data()
{
    // Every snapshot among the fixtures and the real fleets of the conformance data, written as
    // the JSON List `kubectl get -o json` prints.
    QTest::addColumn<QString>("file");
    for (const QString &root :
         QStringList{fixture(u"cluster"_s), conformanceDir() + u"/real-dra"_s}) {
        QDirIterator it(root, {u"*.yaml"_s, u"*.json"_s}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            // Only the files that are snapshots: the broken ones are sameObjects' rows.
            QFile in(path);
            if (!in.open(QIODevice::ReadOnly) ||
                !Kube::ClusterSnapshot::fromBytes(in.readAll(), path))
                continue;
            QTest::addRow("%s", qPrintable(QDir(root).relativeFilePath(path))) << path;
        }
    }
}

void TestSnapshotStream::fixtures()
{
    QFETCH(QString, file);
    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromBytes(in.readAll(), file);
    QVERIFY2(snapshot, qPrintable(snapshot ? QString() : snapshot.error().message));
    const QString path =
        writeFile(m_dir, QStringLiteral("fixture.json"),
                  QJsonDocument(snapshot->toJson()).toJson(QJsonDocument::Indented));
    QVERIFY(!path.isEmpty());
    for (const bool share : {true, false}) {
        const Kube::ClusterSnapshot::ReadReport report = compareReaders(path, share);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(report.reader, Reader::JsonStream);
    }
}

void TestSnapshotStream::fleetShares()
{
    // Equal containers are built once: every liken.sh device list after the first node's, and
    // the attribute values and capacities the GPUs repeat.
    const QString path = writeFile(m_dir, QStringLiteral("fleet.json"), fleetJson(20));
    QVERIFY(!path.isEmpty());
    Kube::ClusterSnapshot::ReadReport report = compareReaders(path, true);
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(report.reader, Reader::JsonStream);
    const qsizetype shared = report.sharedContainers;
    const qsizetype built = report.containers;
    report = compareReaders(path, false);
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(report.sharedContainers, 0);
    // Unshared, each of the 20 nodes builds its own; shared, the second and later nodes
    // find most of theirs built.
    QCOMPARE(built + shared, report.containers);
    QVERIFY2(shared > built, qPrintable(u"%1 built, %2 shared"_s.arg(built).arg(shared)));
}

void TestSnapshotStream::newPlacesStopSharing()
{
    // 10,000 claims: every second one's spec repeats ({"a": 1, "devices": {"class": "gpu"}}),
    // the others' hold a container found nowhere else ({"a": 1, "inner": {"uid": ...}}).
    // After 4,096 new ones the reader stops looking up that place (and the claims' metadata,
    // new on each), not the spec that half the claims repeat; and a spec holding an inner
    // container never looked up is not taken for another with the same scalars: the values
    // are the general reader's (compareReaders).
    QByteArray items;
    for (int i = 0; i < 10000; ++i) {
        const QByteArray spec =
            i % 2 == 0 ? QByteArray("{\"a\":1,\"devices\":{\"class\":\"gpu\"}}")
                       : "{\"a\":1,\"inner\":{\"uid\":\"u" + QByteArray::number(i) + "\"}}";
        items += (i ? "," : "") +
                 QByteArrayLiteral("{\"apiVersion\":\"resource.k8s.io/v1\",\"kind\":"
                                   "\"ResourceClaim\",\"metadata\":{\"name\":\"c") +
                 QByteArray::number(i) + "\",\"namespace\":\"ml\"},\"spec\":" + spec + "}";
    }
    const QString path =
        writeFile(m_dir, QStringLiteral("unique.json"),
                  "{\"apiVersion\":\"v1\",\"kind\":\"List\",\"items\":[" + items + "]}");
    QVERIFY(!path.isEmpty());
    const Kube::ClusterSnapshot::ReadReport report = compareReaders(path, true);
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(report.reader, Reader::JsonStream);
    QCOMPARE(report.placesNotShared, 2); // metadata, spec.inner
    // The repeating spec and its devices, each found on 4,999 claims after the first.
    QCOMPARE(report.sharedContainers, 2 * 4999);
}

void TestSnapshotStream::sharedValuesDetach()
{
    // Two nodes' liken.sh device lists are one container; changing one copy changes only it.
    const QString path = writeFile(m_dir, QStringLiteral("detach.json"), fleetJson(2));
    Kube::ClusterSnapshot::ReadReport report;
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromFile(path, {}, &report);
    QVERIFY(snapshot);
    QCOMPARE(report.reader, Reader::JsonStream);
    QCOMPARE(snapshot->resourceSlices().size(), 4);
    const auto devices = [](const QJsonObject &slice) {
        return slice[u"spec"_s][u"devices"_s].toArray();
    };
    QJsonObject first = snapshot->resourceSlices().at(1);
    const QJsonObject second = snapshot->resourceSlices().at(3);
    QCOMPARE(devices(first), devices(second));
    QJsonObject spec = first[u"spec"_s].toObject();
    spec[u"devices"_s] = QJsonArray();
    first[u"spec"_s] = spec;
    QCOMPARE(devices(first).size(), 0);
    QCOMPARE(devices(second).size(), 2);
    QCOMPARE(devices(snapshot->resourceSlices().at(1)).size(), 2);
}

void TestSnapshotStream::canceledEndsEmpty()
{
    const QString path = writeFile(m_dir, QStringLiteral("cancel.json"), fleetJson(5));
    int polls = 0;
    Kube::ClusterSnapshot::ReadControl control;
    control.canceled = [&polls] { return ++polls > 3; };
    Kube::ClusterSnapshot::ReadReport report;
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromFile(path, control, &report);
    QVERIFY(snapshot);
    QCOMPARE(report.reader, Reader::Canceled);
    QVERIFY(snapshot->nodes().isEmpty());
    QVERIFY(snapshot->resourceSlices().isEmpty());
}

void TestSnapshotStream::progressEndsAtSize()
{
    const QByteArray json = fleetJson(5);
    const QString path = writeFile(m_dir, QStringLiteral("progress.json"), json);
    qint64 lastRead = -1;
    qint64 lastTotal = -1;
    Kube::ClusterSnapshot::ReadControl control;
    control.progress = [&](qint64 read, qint64 total) {
        QVERIFY(read >= lastRead);
        lastRead = read;
        lastTotal = total;
    };
    QVERIFY(Kube::ClusterSnapshot::fromFile(path, control));
    QCOMPARE(lastRead, json.size());
    QCOMPARE(lastTotal, json.size());
}

QTEST_GUILESS_MAIN(TestSnapshotStream)
#include "tst_snapshotstream.moc"
