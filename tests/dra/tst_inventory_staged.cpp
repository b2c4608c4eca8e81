// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The window's read of a snapshot file (issue 37, "The window at scale"): Inventory::
// fromSnapshotFile with a ReadControl gives the same inventory as ClusterSnapshot::fromFile +
// Inventory::build (the window's old path); its first rows are the inventory of the first
// slices and the Nodes they name; a canceled read ends empty; progress ends at the file's size;
// a file that goes the general way hands over the snapshot it read. YAML streams as JSON does:
// a kubectl-style List (its items in chunks) and `---` documents alike.
#include "fastpathcheck.h"
#include "testsupport.h"

#include "doc/yamlwriter.h"

#include <QJsonArray>
#include <QTemporaryDir>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {
using Reader = Dra::Inventory::SnapshotReader;

QJsonObject attr(const QString &form, const QJsonValue &value)
{
    return QJsonObject{{form, value}};
}

/// A fleet in `kubectl get nodes,resourceslices,resourceclaims` order: NODES Nodes (and one
/// without GPUs), per node a gpu.nvidia.com slice of two GPUs and a media.liken.sh slice, an
/// older generation of node 0's pool (stale), and a claim holding node 1's first GPU.
QList<QJsonObject> fleet(int nodes)
{
    QList<QJsonObject> objects;
    const auto nodeName = [](int n) { return u"node-%1"_s.arg(n); };
    for (int n = 0; n < nodes; ++n) {
        objects << QJsonObject{
            {u"apiVersion"_s, u"v1"_s},
            {u"kind"_s, u"Node"_s},
            {u"metadata"_s,
             QJsonObject{{u"name"_s, nodeName(n)},
                         {u"labels"_s, QJsonObject{{u"nvidia.com/gpu.present"_s, u"true"_s},
                                                   {u"nvidia.com/gpu.product"_s,
                                                    u"NVIDIA-H100-80GB-HBM3"_s}}}}}};
    }
    objects << QJsonObject{{u"apiVersion"_s, u"v1"_s},
                           {u"kind"_s, u"Node"_s},
                           {u"metadata"_s, QJsonObject{{u"name"_s, u"cpu-only"_s}}}};
    const auto slice = [&nodeName](int n, const QString &driver, int generation,
                                   const QJsonArray &devices) {
        return QJsonObject{
            {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
            {u"kind"_s, u"ResourceSlice"_s},
            {u"metadata"_s,
             QJsonObject{{u"name"_s, u"%1-%2-g%3"_s.arg(nodeName(n), driver).arg(generation)}}},
            {u"spec"_s, QJsonObject{{u"driver"_s, driver},
                                    {u"nodeName"_s, nodeName(n)},
                                    {u"pool"_s, QJsonObject{{u"name"_s, nodeName(n)},
                                                            {u"generation"_s, generation},
                                                            {u"resourceSliceCount"_s, 1}}},
                                    {u"devices"_s, devices}}}};
    };
    const auto bus = [](int g) { return u"0000:%1:00.0"_s.arg(g + 10); };
    for (int n = 0; n < nodes; ++n) {
        if (n == 0) {
            objects << slice(n, u"gpu.nvidia.com"_s, 1,
                             {QJsonObject{{u"name"_s, u"gpu-old"_s}}}); // stale
        }
        QJsonArray gpus;
        QJsonArray media;
        for (int g = 0; g < 2; ++g) {
            gpus.append(QJsonObject{
                {u"name"_s, u"gpu-%1"_s.arg(g)},
                {u"attributes"_s,
                 QJsonObject{{u"productName"_s, attr(u"string"_s, u"NVIDIA H100 80GB HBM3"_s)},
                             {u"index"_s, attr(u"int"_s, g)},
                             {u"resource.kubernetes.io/pciBusID"_s, attr(u"string"_s, bus(g))}}},
                {u"capacity"_s, QJsonObject{{u"memory"_s, QJsonObject{{u"value"_s, u"80Gi"_s}}}}}});
            media.append(QJsonObject{
                {u"name"_s, u"pci-%1"_s.arg(g)},
                {u"attributes"_s,
                 QJsonObject{{u"vaDriver"_s, attr(u"string"_s, u"nvidia 550"_s)},
                             {u"decodeH264"_s, attr(u"bool"_s, true)},
                             {u"resource.kubernetes.io/pciBusID"_s, attr(u"string"_s, bus(g))}}}});
        }
        objects << slice(n, u"gpu.nvidia.com"_s, 2, gpus)
                << slice(n, u"media.liken.sh"_s, 2, media);
    }
    objects << QJsonObject{
        {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
        {u"kind"_s, u"ResourceClaim"_s},
        {u"metadata"_s, QJsonObject{{u"name"_s, u"train"_s}, {u"namespace"_s, u"ml"_s}}},
        {u"status"_s,
         QJsonObject{
             {u"allocation"_s,
              QJsonObject{{u"devices"_s,
                           QJsonObject{{u"results"_s, QJsonArray{QJsonObject{
                                                          {u"driver"_s, u"gpu.nvidia.com"_s},
                                                          {u"pool"_s, nodeName(nodes > 1 ? 1 : 0)},
                                                          {u"device"_s, u"gpu-0"_s}}}}}}}}}}};
    return objects;
}

enum class Format
{
    Json,      ///< a JSON List
    YamlList,  ///< a YAML List as kubectl writes it
    YamlDocs,  ///< one YAML document per object
    YamlAlias, ///< YAML documents and one with an alias: the general reader
};

/// OBJECTS in PATH, in FORMAT.
bool writeFleet(const QString &path, const QList<QJsonObject> &objects, Format format)
{
    if (format == Format::Json)
        return writeJsonList(path, objects);
    QByteArray bytes;
    if (format == Format::YamlList) {
        QJsonArray items;
        for (const QJsonObject &object : objects)
            items.append(object);
        bytes = Doc::toYaml(
            QJsonObject{{u"apiVersion"_s, u"v1"_s}, {u"kind"_s, u"List"_s}, {u"items"_s, items}});
    } else {
        QList<QJsonValue> documents;
        for (const QJsonObject &object : objects)
            documents << object;
        bytes = Doc::toYamlDocuments(documents);
    }
    if (format == Format::YamlAlias)
        bytes += "---\napiVersion: v1\nkind: Namespace\nmetadata:\n  name: &n extra\n"
                 "  labels: {copy: *n}\n";
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QString text(const Dra::Inventory &inventory)
{
    return QString::fromUtf8(QJsonDocument(inventory.toJson()).toJson());
}

/// What the first rows must be: build() over the first SLICES ResourceSlices and the Nodes
/// they name, without claims.
Dra::Inventory firstRowsOf(const QList<QJsonObject> &objects, int slices)
{
    QList<QJsonObject> firstSlices;
    QSet<QString> named;
    for (const QJsonObject &object : objects) {
        if (object.value(u"kind"_s).toString() != u"ResourceSlice"_s ||
            firstSlices.size() == slices)
            continue;
        firstSlices << object;
        named.insert(object.value(u"spec"_s).toObject().value(u"nodeName"_s).toString());
    }
    QList<QJsonObject> nodes;
    for (const QJsonObject &object : objects) {
        if (object.value(u"kind"_s).toString() == u"Node"_s &&
            named.contains(object.value(u"metadata"_s).toObject().value(u"name"_s).toString()))
            nodes << object;
    }
    return Dra::Inventory::build(nodes, firstSlices);
}
} // namespace

Q_DECLARE_METATYPE(Format)

class TestInventoryStaged : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stages_data();
    void stages();
    void cancel_data();
    void cancel();

private:
    QTemporaryDir m_dir;
};

struct StageRow
{
    const char *tag;
    int nodes;
    int firstSlices; ///< ReadControl::firstSlices
    Format format;
    bool firstRows; ///< whether firstRows() must be called
};

void TestInventoryStaged::stages_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("firstSlices");
    QTest::addColumn<Format>("format");
    QTest::addColumn<bool>("firstRows");
    const StageRow rows[] = {
        // 2 slices a node and a stale one: 25 slices; the first 4 name nodes 0 and 1.
        {"first rows after 4 of 25 slices", 12, 4, Format::Json, true},
        {"first rows after the stale slice alone", 12, 1, Format::Json, true},
        {"first rows after 24 of 25 slices", 12, 24, Format::Json, true},
        {"no first rows when the file has no more slices", 12, 25, Format::Json, false},
        {"YAML List: first rows after 4 of 25 slices", 12, 4, Format::YamlList, true},
        {"YAML documents: first rows after 2 of 13 slices", 6, 2, Format::YamlDocs, true},
        {"YAML List: no first rows when the file has no more slices", 12, 25, Format::YamlList,
         false},
        // The alias comes last: the stream gave the first rows before it went the general way.
        {"YAML with an alias: the general reader hands over its snapshot", 6, 2, Format::YamlAlias,
         true},
    };
    for (const StageRow &row : rows)
        QTest::newRow(row.tag) << row.nodes << row.firstSlices << row.format << row.firstRows;
}

void TestInventoryStaged::stages()
{
    QFETCH(int, nodes);
    QFETCH(int, firstSlices);
    QFETCH(Format, format);
    QFETCH(bool, firstRows);
    const QList<QJsonObject> objects = fleet(nodes);
    const QString path = m_dir.filePath(u"fleet-%1-%2-%3.%4"_s.arg(nodes)
                                            .arg(firstSlices)
                                            .arg(int(format))
                                            .arg(format == Format::Json ? u"json"_s : u"yaml"_s));
    QVERIFY(writeFleet(path, objects, format));
    const bool general = format == Format::YamlAlias;
    // The old path, which the window took before.
    const Result<Kube::ClusterSnapshot> snapshot = Kube::ClusterSnapshot::fromFile(path);
    QVERIFY2(snapshot, qPrintable(snapshot ? QString() : snapshot.error().message));
    const Dra::Inventory whole = Dra::Inventory::build(*snapshot);
    QCOMPARE(whole.gpuCount(), 2 * nodes);

    Dra::Inventory::ReadControl control;
    QList<Dra::Inventory> first;
    QList<std::pair<qint64, qint64>> progress;
    Kube::ClusterSnapshot generalSnapshot;
    control.firstSlices = firstSlices;
    control.firstRows = [&first](Dra::Inventory inventory) { first << std::move(inventory); };
    control.progress = [&progress](qint64 read, qint64 total) {
        progress << std::pair{read, total};
    };
    control.canceled = [] { return false; };
    control.generalSnapshot = &generalSnapshot;
    Reader reader = Reader::Invalid;
    const Result<Dra::Inventory> read = Dra::Inventory::fromSnapshotFile(path, &reader, control);
    QVERIFY(read);
    QCOMPARE(reader, general                  ? Reader::General
                     : format == Format::Json ? Reader::FastJsonStream
                                              : Reader::FastYamlStream);
    QCOMPARE(text(*read), text(whole));
    QVERIFY(*read == whole);
    QCOMPARE(first.size(), firstRows ? 1 : 0);
    if (firstRows) {
        const Dra::Inventory expected = firstRowsOf(objects, firstSlices);
        QCOMPARE(text(first.first()), text(expected));
        QVERIFY(first.first().nodes().size() < whole.nodes().size());
    }
    if (general) {
        // The snapshot the general reader read, whole, so the window does not read it again.
        QCOMPARE(QJsonDocument(generalSnapshot.toJson()).toJson(),
                 QJsonDocument(snapshot->toJson()).toJson());
    } else {
        // The streaming readers build no objects.
        QVERIFY(generalSnapshot.resourceSlices().isEmpty());
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().first, QFileInfo(path).size());
        QCOMPARE(progress.last().second, QFileInfo(path).size());
    }
}

struct CancelRow
{
    const char *tag;
    int polls; ///< canceled() answers false this many times, then true
};

void TestInventoryStaged::cancel_data()
{
    QTest::addColumn<int>("polls");
    QTest::addColumn<Format>("format");
    const CancelRow rows[] = {
        {"canceled before the first item", 0},
        {"canceled among the nodes", 5},
        {"canceled among the slices", 30},
    };
    for (const Format format : {Format::Json, Format::YamlList, Format::YamlDocs}) {
        const char *name = format == Format::Json       ? "JSON"
                           : format == Format::YamlList ? "YAML List"
                                                        : "YAML documents";
        for (const CancelRow &row : rows)
            QTest::addRow("%s: %s", name, row.tag) << row.polls << format;
    }
}

void TestInventoryStaged::cancel()
{
    QFETCH(int, polls);
    QFETCH(Format, format);
    const QString path = m_dir.filePath(u"cancel-%1-%2"_s.arg(polls).arg(int(format)));
    QVERIFY(writeFleet(path, fleet(20), format));
    Dra::Inventory::ReadControl control;
    int asked = 0;
    bool firstRows = false;
    control.canceled = [&asked, polls] { return asked++ >= polls; };
    control.firstRows = [&firstRows](const Dra::Inventory &) { firstRows = true; };
    control.firstSlices = 1000;
    Reader reader = Reader::FastJsonStream;
    const Result<Dra::Inventory> read = Dra::Inventory::fromSnapshotFile(path, &reader, control);
    QVERIFY(read);
    QCOMPARE(reader, Reader::Invalid);
    QVERIFY(read->devices().isEmpty());
    QVERIFY(read->nodes().isEmpty());
    QVERIFY(!firstRows);
    QVERIFY(asked > polls); // it stopped at the first poll that said so
}

QTEST_GUILESS_MAIN(TestInventoryStaged)
#include "tst_inventory_staged.moc"
