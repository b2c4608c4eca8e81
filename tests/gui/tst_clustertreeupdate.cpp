// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// ClusterTreeModel's incremental update (issue 17 section 3: a watch applying 100 changes a
// second). From fleet A the model is updated to fleet B as ClusterPanel does it: compare() on
// the data shown, then applyChanges() when the nodes and GPUs are the same, else setPrepared().
// For each kind of change: the model then holds exactly what a model built fresh from B holds,
// it said so with the right signals (dataChanged for the changed rows only and no reset in
// place; a reset when the shape changed), and persistent indexes survive an in-place update.
#include "dra/inventory.h"
#include "kube/snapshot.h"
#include "models/clusterfiltermodel.h"
#include "models/clustertreemodel.h"
#include "testsupport.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QJsonArray>
#include <QSet>
#include <QSignalSpy>
#include <QtTest>

using namespace Accel;
using namespace Qt::StringLiterals;
using Ui::ClusterTreeModel;

namespace {

/// The knobs of a small fleet: n1 with two GPUs described by gpu.nvidia.com and media.liken.sh
/// devices, n2 with two (or three) NVIDIA GPUs, n3 with two that no case touches.
struct Fleet
{
    QString n2Product = u"H100"_s; ///< productName of n2's second GPU
    bool n1Vp9 = true;             ///< decodeVP9 of n1's first GPU
    QString n1Firmware = u"1.0"_s; ///< an attribute of n1's first media device no cell shows
    bool hevcColumn = false;       ///< n1's second GPU also publishes decodeHEVCMain
    QStringList claims{u"train:n1:gpu-0"_s}; ///< "name:node:device", each holding one device
    bool n2Taint = false;                    ///< a taint on n2's second GPU
    int n2Gpus = 2;
    bool n2 = true; ///< n2 exists
};

QString busId(int gpu)
{
    return u"0000:%1:00.0"_s.arg(gpu + 1, 2, 10, QLatin1Char('0'));
}

QString nvidiaSlice(const QString &node, int gpus, const QString &secondProduct, bool taint)
{
    QString yaml = uR"(
- apiVersion: resource.k8s.io/v1
  kind: ResourceSlice
  metadata: {name: %1-gpus}
  spec:
    driver: gpu.nvidia.com
    nodeName: %1
    pool: {name: %1, generation: 1, resourceSliceCount: 1}
    devices:)"_s.arg(node);
    for (int g = 0; g < gpus; ++g) {
        yaml += uR"(
    - name: gpu-%1
      attributes:
        resource.kubernetes.io/pciBusID: {string: "%2"}
        productName: {string: "%3"})"_s.arg(g)
                    .arg(busId(g), g == 1 ? secondProduct : u"H100"_s);
        if (g == 1 && taint)
            yaml += u"\n      taints: [{key: nvidia.com/xid, value: \"79\", effect: NoExecute}]"_s;
    }
    return yaml;
}

QList<QJsonObject> objects(const Fleet &f)
{
    QString yaml;
    for (const QString &node : {u"n1"_s, u"n2"_s, u"n3"_s}) {
        if (node == u"n2"_s && !f.n2)
            continue;
        yaml += u"\n- {apiVersion: v1, kind: Node, metadata: {name: %1}}"_s.arg(node);
        yaml +=
            nvidiaSlice(node, node == u"n2"_s ? f.n2Gpus : 2,
                        node == u"n2"_s ? f.n2Product : u"H100"_s, node == u"n2"_s && f.n2Taint);
    }
    yaml += uR"(
- apiVersion: resource.k8s.io/v1
  kind: ResourceSlice
  metadata: {name: n1-media}
  spec:
    driver: media.liken.sh
    nodeName: n1
    pool: {name: n1, generation: 1, resourceSliceCount: 1}
    devices:
    - name: media-0
      attributes:
        resource.kubernetes.io/pciBusID: {string: "0000:01:00.0"}
        vaDriver: {string: "Mesa Gallium driver 24.0"}
        decodeVP9: {bool: %1}
        decodeAV1Main: {bool: false}
        firmware: {string: "%2"}
    - name: media-1
      attributes:
        resource.kubernetes.io/pciBusID: {string: "0000:02:00.0"}
        vaDriver: {string: "Mesa Gallium driver 24.0"}
        decodeVP9: {bool: true})"_s.arg(f.n1Vp9 ? u"true"_s : u"false"_s, f.n1Firmware);
    if (f.hevcColumn)
        yaml += u"\n        decodeHEVCMain: {bool: true}"_s;
    for (const QString &claim : f.claims) {
        const QStringList parts = claim.split(u':');
        yaml += uR"(
- apiVersion: resource.k8s.io/v1
  kind: ResourceClaim
  metadata: {name: %1, namespace: ml}
  status:
    allocation:
      devices:
        results: [{request: gpu, driver: gpu.nvidia.com, pool: %2, device: %3}])"_s.arg(
            parts.at(0), parts.at(1), parts.at(2));
    }
    QList<QJsonObject> list;
    for (const QJsonValue &v : Test::yaml(yaml.toUtf8()).toArray())
        list << v.toObject();
    return list;
}

ClusterTreeModel::Prepared prepared(const Fleet &f)
{
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromObjects(objects(f), u"test"_s);
    if (!snapshot)
        qFatal("%s", qPrintable(snapshot.error().toString()));
    return ClusterTreeModel::prepare(Dra::Inventory::build(*snapshot));
}

/// Every row (nodes, then each node's GPUs), every column and every role the model answers, as
/// text: two models with equal dumps show the same thing.
QStringList dump(const ClusterTreeModel &model)
{
    QStringList out;
    const int columns = model.columnCount();
    for (int c = 0; c < columns; ++c)
        out << u"header %1: %2 | %3"_s.arg(c).arg(
            model.headerData(c, Qt::Horizontal).toString(),
            model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString());
    const auto row = [&](const QModelIndex &first) {
        for (int c = 0; c < columns; ++c) {
            const QModelIndex i = first.siblingAtColumn(c);
            QStringList cell;
            for (const int role :
                 {int(Qt::DisplayRole), int(Qt::ToolTipRole), int(Qt::TextAlignmentRole),
                  int(ClusterTreeModel::RowKindRole), int(ClusterTreeModel::GpuIndexRole),
                  int(ClusterTreeModel::NodeNameRole), int(ClusterTreeModel::CapabilityValueRole),
                  int(ClusterTreeModel::RowKeyRole)})
                cell << i.data(role).toString();
            const QVariant fg = i.data(Qt::ForegroundRole);
            cell << (fg.isValid() ? fg.value<QBrush>().color().name() : QString());
            cell << QString::number(int(i.flags()));
            out << first.data(ClusterTreeModel::RowKeyRole).toString().replace(u'\n', u' ') +
                       u" [%1] "_s.arg(c) + cell.join(u" | "_s);
        }
    };
    for (int n = 0; n < model.rowCount(); ++n) {
        const QModelIndex node = model.index(n, 0);
        row(node);
        out << u"%1 children: %2"_s.arg(n).arg(model.rowCount(node));
        for (int g = 0; g < model.rowCount(node); ++g)
            row(model.index(g, 0, node));
    }
    return out;
}

/// What ClusterPanel does with a live update.
void applyUpdate(ClusterTreeModel &model, ClusterTreeModel::Prepared next)
{
    const ClusterTreeModel::Changes changes = ClusterTreeModel::compare(model.prepared(), next);
    if (changes.sameShape)
        model.applyChanges(std::move(next), changes);
    else
        model.setPrepared(std::move(next));
}

QString gpuKey(const QString &node, int gpu)
{
    return node + u'\n' + busId(gpu);
}

} // namespace

Q_DECLARE_METATYPE(Fleet)

class TestClusterTreeUpdate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void update_data();
    void update();
    void filterSaysAFleetsUpdateAsOneRange_data();
    void filterSaysAFleetsUpdateAsOneRange();
};

void TestClusterTreeUpdate::update_data()
{
    QTest::addColumn<Fleet>("next");
    QTest::addColumn<bool>("inPlace");
    QTest::addColumn<QStringList>("changedRows"); ///< RowKeyRole of the rows dataChanged covers

    const Fleet a;
    QTest::addRow("nothing changes") << a << true << QStringList{};
    Fleet product = a;
    product.n2Product = u"H200"_s;
    QTest::addRow("a GPU's attribute")
        << product << true << QStringList{u"n2"_s, gpuKey(u"n2"_s, 1)};
    Fleet vp9 = a;
    vp9.n1Vp9 = false;
    QTest::addRow("a GPU's capability") << vp9 << true << QStringList{u"n1"_s, gpuKey(u"n1"_s, 0)};
    // The row is told too: the details pane (ClusterPanel) shows every attribute of the GPU's
    // devices and is refreshed for the GPUs applyChanges() names.
    Fleet firmware = a;
    firmware.n1Firmware = u"1.1"_s;
    QTest::addRow("a device attribute only the details show")
        << firmware << true << QStringList{u"n1"_s, gpuKey(u"n1"_s, 0)};
    Fleet holds = a;
    holds.claims << u"infer:n2:gpu-0"_s;
    QTest::addRow("a claim starts holding a GPU")
        << holds << true << QStringList{u"n2"_s, gpuKey(u"n2"_s, 0)};
    Fleet released = a;
    released.claims.clear();
    QTest::addRow("a claim stops holding a GPU")
        << released << true << QStringList{u"n1"_s, gpuKey(u"n1"_s, 0)};
    Fleet taint = a;
    taint.n2Taint = true;
    QTest::addRow("a taint appears") << taint << true << QStringList{u"n2"_s, gpuKey(u"n2"_s, 1)};
    Fleet two = a;
    two.n1Vp9 = false;
    two.n2Taint = true;
    QTest::addRow("changes on two nodes")
        << two << true << QStringList{u"n1"_s, gpuKey(u"n1"_s, 0), u"n2"_s, gpuKey(u"n2"_s, 1)};
    Fleet both = a;
    both.claims << u"infer:n2:gpu-0"_s;
    both.n2Taint = true;
    QTest::addRow("two GPUs of a node")
        << both << true << QStringList{u"n2"_s, gpuKey(u"n2"_s, 0), gpuKey(u"n2"_s, 1)};
    Fleet added = a;
    added.n2Gpus = 3;
    QTest::addRow("a GPU is added") << added << false << QStringList{};
    Fleet removed = a;
    removed.n2 = false;
    QTest::addRow("a node is removed") << removed << false << QStringList{};
    Fleet column = a;
    column.hevcColumn = true;
    QTest::addRow("a capability column appears") << column << false << QStringList{};
}

void TestClusterTreeUpdate::update()
{
    QFETCH(Fleet, next);
    QFETCH(bool, inPlace);
    QFETCH(QStringList, changedRows);

    ClusterTreeModel fresh;
    fresh.setPrepared(prepared(next));
    const QStringList expected = dump(fresh);

    ClusterTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPrepared(prepared(Fleet()));
    // The case changes the data (or, for "nothing", does not).
    QCOMPARE(model.prepared().inventory.devices() == fresh.prepared().inventory.devices() &&
                 dump(model) == expected,
             changedRows.isEmpty() && inPlace);

    const QPersistentModelIndex untouchedNode = model.indexForKey(u"n3"_s);
    const QPersistentModelIndex untouchedGpu =
        model.indexForKey(gpuKey(u"n3"_s, 1)).siblingAtColumn(ClusterTreeModel::HeldByColumn);
    const QPersistentModelIndex changedGpu = model.indexForKey(gpuKey(u"n1"_s, 0));
    QVERIFY(untouchedNode.isValid() && untouchedGpu.isValid() && changedGpu.isValid());

    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);
    QSignalSpy applied(&model, &ClusterTreeModel::changesApplied);
    const quint64 generation = model.generation();

    applyUpdate(model, prepared(next));

    QCOMPARE(dump(model), expected);
    QCOMPARE(model.generation(), generation + 1);
    QCOMPARE(layout.size(), 0);
    if (!inPlace) {
        // The shape changed: one reset says it all (this model never inserts or removes rows).
        QCOMPARE(reset.size(), 1);
        QCOMPARE(changed.size(), 0);
        QCOMPARE(applied.size(), 0);
        return;
    }
    QCOMPARE(reset.size(), 0);
    QCOMPARE(inserted.size(), 0);
    QCOMPARE(removed.size(), 0);
    QCOMPARE(applied.size(), 1);

    // dataChanged covers the changed rows, each across every column, and nothing else.
    QSet<QString> covered;
    for (const QList<QVariant> &args : std::as_const(changed)) {
        const QModelIndex topLeft = args.at(0).toModelIndex();
        const QModelIndex bottomRight = args.at(1).toModelIndex();
        QVERIFY(topLeft.isValid() && bottomRight.isValid());
        QCOMPARE(topLeft.parent(), bottomRight.parent());
        QCOMPARE(topLeft.column(), 0);
        QCOMPARE(bottomRight.column(), model.columnCount() - 1);
        for (int r = topLeft.row(); r <= bottomRight.row(); ++r) {
            const QString key =
                model.index(r, 0, topLeft.parent()).data(ClusterTreeModel::RowKeyRole).toString();
            QVERIFY2(!covered.contains(key), qPrintable(u"twice: "_s + key));
            covered.insert(key);
        }
    }
    QCOMPARE(covered, QSet<QString>(changedRows.cbegin(), changedRows.cend()));

    // In place, persistent indexes (the selection, expanded nodes) keep their rows.
    QVERIFY(untouchedNode.isValid() && untouchedGpu.isValid() && changedGpu.isValid());
    QCOMPARE(untouchedNode.data(ClusterTreeModel::RowKeyRole).toString(), u"n3"_s);
    QCOMPARE(untouchedGpu.data(ClusterTreeModel::RowKeyRole).toString(), gpuKey(u"n3"_s, 1));
    QCOMPARE(untouchedGpu.column(), int(ClusterTreeModel::HeldByColumn));
    QCOMPARE(changedGpu.data(ClusterTreeModel::RowKeyRole).toString(), gpuKey(u"n1"_s, 0));
}

void TestClusterTreeUpdate::filterSaysAFleetsUpdateAsOneRange_data()
{
    QTest::addColumn<int>("held");
    QTest::addColumn<int>("signals");
    QTest::addRow("one GPU taken: its node and its row, as the model says them") << 1 << 2;
    QTest::addRow("32 GPUs taken: 64 ranges, each said") << 32 << 64;
    QTest::addRow("80 GPUs taken: one range over every row") << 80 << 1;
}

void TestClusterTreeUpdate::filterSaysAFleetsUpdateAsOneRange()
{
    // Issue 37, live at scale: the view's filter model passes a few changed rows on as the tree
    // model says them, and a fleet's update as one range over every row shown (a tree view
    // searches its rows for each range it is told: a 37 s stall at 65,000 nodes).
    QFETCH(int, held);
    QFETCH(int, signals);
    constexpr int Nodes = 80;
    const auto fleet = [](int claims) {
        QByteArray yaml = "apiVersion: v1\nkind: List\nitems:\n";
        for (int n = 0; n < Nodes; ++n) {
            const QByteArray name = "n" + QByteArray::number(n);
            yaml += "- {apiVersion: v1, kind: Node, metadata: {name: " + name + "}}\n";
            yaml += "- apiVersion: resource.k8s.io/v1\n  kind: ResourceSlice\n  metadata: {name: " +
                    name + "}\n  spec:\n    driver: gpu.nvidia.com\n    nodeName: " + name +
                    "\n    pool: {name: " + name +
                    ", generation: 1, resourceSliceCount: 1}\n    devices:\n    - name: gpu-0\n"
                    "      attributes:\n        productName: {string: H100}\n"
                    "        resource.kubernetes.io/pciBusID: {string: '0000:01:00.0'}\n";
        }
        for (int n = 0; n < claims; ++n) {
            const QByteArray name = "n" + QByteArray::number(n);
            yaml += "- apiVersion: resource.k8s.io/v1\n  kind: ResourceClaim\n  metadata: {name: "
                    "c" +
                    name +
                    ", namespace: ml}\n  status:\n    allocation:\n      devices:\n"
                    "        results: [{request: gpu, driver: gpu.nvidia.com, pool: " +
                    name + ", device: gpu-0}]\n";
        }
        const Result<Kube::ClusterSnapshot> snapshot =
            Kube::ClusterSnapshot::fromBytes(yaml, u"test"_s);
        if (!snapshot)
            qFatal("%s", qPrintable(snapshot.error().toString()));
        return ClusterTreeModel::prepare(Dra::Inventory::build(*snapshot));
    };
    ClusterTreeModel model;
    model.setPrepared(fleet(0));
    Ui::ClusterFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(filter.rowCount(), Nodes);
    QSignalSpy changed(&filter, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&filter, &QAbstractItemModel::modelReset);
    applyUpdate(model, fleet(held));
    QCOMPARE(reset.size(), 0);
    QCOMPARE(changed.size(), signals);
    if (signals == 1) {
        const QModelIndex topLeft = changed.at(0).at(0).toModelIndex();
        const QModelIndex bottomRight = changed.at(0).at(1).toModelIndex();
        QCOMPARE(topLeft, filter.index(0, 0));
        QCOMPARE(bottomRight, filter.index(Nodes - 1, filter.columnCount() - 1));
    }
    // Either way the filter shows the new data: HELD GPUs in use.
    int heldShown = 0;
    for (int r = 0; r < filter.rowCount(); ++r) {
        const QModelIndex node = filter.index(r, 0);
        for (int g = 0; g < filter.rowCount(node); ++g)
            heldShown +=
                !filter.index(g, ClusterTreeModel::HeldByColumn, node).data().toString().isEmpty();
    }
    QCOMPARE(heldShown, held);
}

QTEST_MAIN(TestClusterTreeUpdate)
#include "tst_clustertreeupdate.moc"
