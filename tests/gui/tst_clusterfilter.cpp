// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The Cluster panel's filter at fleet scale (issue 37, "the window at scale"), at a small size:
// the lazily computed rows of ClusterFilterModel (matched on a worker) against a full walk of
// the tree with the filter's rule applied row by row; a newer text superseding an older one
// (only the last result is ever shown); and the rows the user opened surviving filter changes
// (ClusterTreeExpansion). How fast it is at scale is tests/bench/bench_clusterfilter's job.
#include "clustertreeexpansion.h"
#include "dra/fleetview.h"
#include "dra/inventory.h"
#include "kube/snapshot.h"
#include "models/clusterfiltermodel.h"
#include "models/clustertreemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTreeView>
#include <QtTest>

using namespace Accel;
using namespace Qt::StringLiterals;
using Ui::ClusterFilterModel;
using Ui::ClusterTreeModel;

namespace {

Dra::Inventory demoInventory()
{
    const Result<Kube::ClusterSnapshot> snapshot = Kube::ClusterSnapshot::demo();
    if (!snapshot)
        qFatal("demo snapshot: %s", qPrintable(snapshot.error().toString()));
    return Dra::Inventory::build(*snapshot);
}

bool settled(const ClusterFilterModel &filter)
{
    return QTest::qWaitFor([&filter] { return !filter.isPending(); }, 5000);
}

/// The filter's rule (ClusterFilterModel's contract), field by field on the inventory.
bool contains(const QStringList &fields, const QString &needle)
{
    for (const QString &field : fields)
        if (field.contains(needle, Qt::CaseInsensitive))
            return true;
    return false;
}

bool gpuMatches(const Dra::Inventory &inventory, const Dra::Gpu &gpu, const QString &needle)
{
    QStringList fields{gpu.nodeName, gpu.pciBusId, gpu.product, gpu.renderNode,
                       gpu.vaDriver.value_or(QString())};
    if ((gpu.standalone || !gpu.isGpu()) && !gpu.devices.isEmpty())
        fields << inventory.devices().at(gpu.devices.first()).name;
    if (!gpu.isGpu())
        fields << Dra::entryKindLabel(inventory, gpu);
    fields << gpu.capabilities << gpu.heldBy << gpu.taints;
    return contains(fields, needle);
}

/// One line per row: its depth, key and every column's text.
QString line(const QModelIndex &index, int depth)
{
    QStringList cells{QString(depth, u'>') + index.data(ClusterTreeModel::RowKeyRole).toString()};
    for (int c = 0; c < index.model()->columnCount(); ++c)
        cells << index.siblingAtColumn(c).data().toString();
    return cells.join(u'|');
}

/// Every row the filtered model shows, opening every row.
void walk(const QAbstractItemModel &model, const QModelIndex &parent, int depth, QStringList &out)
{
    for (int r = 0; r < model.rowCount(parent); ++r) {
        const QModelIndex index = model.index(r, 0, parent);
        QCOMPARE(index.parent(), parent);
        out << line(index, depth);
        walk(model, index, depth + 1, out);
    }
}

/// The rows of the full tree that NEEDLE leaves, by the rule applied to every row.
QStringList expected(const ClusterTreeModel &model, const QString &needle, int *gpus)
{
    QStringList out;
    const Dra::Inventory &inventory = model.inventory();
    for (int n = 0; n < model.rowCount(); ++n) {
        const QModelIndex node = model.index(n, 0);
        const Dra::Node &data = *model.node(node);
        const bool self = needle.isEmpty() ||
                          contains({data.name, data.gpuProductLabel.value_or(QString())}, needle);
        QStringList children;
        for (int g = 0; g < model.rowCount(node); ++g) {
            const QModelIndex row = model.index(g, 0, node);
            const Dra::Gpu &gpu = *model.gpu(row);
            if (!self && !gpuMatches(inventory, gpu, needle))
                continue;
            *gpus += gpu.isGpu();
            children << line(row, 1);
            for (int p = 0; p < model.rowCount(row); ++p)
                children << line(model.index(p, 0, row), 2);
        }
        if (self || !children.isEmpty())
            out << line(node, 0) << children;
    }
    return out;
}

QStringList shownNodes(const QAbstractItemModel &model)
{
    QStringList names;
    for (int r = 0; r < model.rowCount(); ++r)
        names << model.index(r, 0).data().toString();
    return names;
}

/// The key of the first GPU with partition rows (the demo's A100 in MIG mode).
QString partitionedGpuKey(const ClusterTreeModel &model)
{
    for (int n = 0; n < model.rowCount(); ++n)
        for (int g = 0; g < model.rowCount(model.index(n, 0)); ++g) {
            const QModelIndex gpu = model.index(g, 0, model.index(n, 0));
            if (model.rowCount(gpu) > 0)
                return gpu.data(ClusterTreeModel::RowKeyRole).toString();
        }
    return {};
}

} // namespace

class TestClusterFilter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameRowsAsFullTree_data();
    void sameRowsAsFullTree();
    void newerTextSupersedes_data();
    void newerTextSupersedes();
    void liveUpdateMatchesAgain();
    void expansionSurvivesFilterChanges();
    void nodesOpenWithinBudget();
};

void TestClusterFilter::sameRowsAsFullTree_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("nodes"); // nodes shown, to know each row tests something
    QTest::addRow("empty: every row") << "" << 10;
    QTest::addRow("node name") << "h100" << 2;
    QTest::addRow("case and spaces") << "  H100-2 " << 1;
    QTest::addRow("pciBusID, some GPUs of a node") << "0000:83" << 2;
    QTest::addRow("product") << "nvidia gb200" << 3;
    QTest::addRow("node label: the node whole") << "nvidia-gb200" << 1;
    QTest::addRow("partitioned GPU: its partitions too") << "a100" << 1;
    QTest::addRow("other devices by what they are") << "imex" << 3;
    QTest::addRow("capability") << "decodevp9profile2" << 2;
    QTest::addRow("vaDriver") << "ihd driver" << 2;
    QTest::addRow("one character") << "0" << 10;
    QTest::addRow("nothing") << "zzz" << 0;
}

void TestClusterFilter::sameRowsAsFullTree()
{
    QFETCH(QString, text);
    QFETCH(int, nodes);
    ClusterTreeModel model;
    model.setInventory(demoInventory());
    ClusterFilterModel filter;
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    filter.setSourceModel(&model);
    filter.setFilterText(text);
    QVERIFY(settled(filter));

    int gpus = 0;
    const QStringList want = expected(model, text.trimmed(), &gpus);
    QStringList shown;
    walk(filter, {}, 0, shown);
    QCOMPARE(shown, want);
    QCOMPARE(filter.rowCount(), nodes);
    QCOMPARE(filter.visibleNodeCount(), nodes);
    QCOMPARE(filter.visibleGpuCount(), gpus);
    if (text == u"a100"_s)
        QVERIFY(std::any_of(shown.cbegin(), shown.cend(),
                            [](const QString &l) { return l.startsWith(u">>"_s); }));

    // Every shown row maps to its source row and back.
    for (int r = 0; r < filter.rowCount(); ++r) {
        const QModelIndex node = filter.index(r, 0);
        QCOMPARE(filter.mapFromSource(filter.mapToSource(node)), node);
        for (int g = 0; g < filter.rowCount(node); ++g) {
            const QModelIndex gpu = filter.index(g, ClusterTreeModel::ProductColumn, node);
            QCOMPARE(filter.mapFromSource(filter.mapToSource(gpu)), gpu);
            QCOMPARE(filter.indexForKey(gpu.data(ClusterTreeModel::RowKeyRole).toString()),
                     gpu.siblingAtColumn(0));
        }
    }
}

void TestClusterFilter::newerTextSupersedes_data()
{
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::addColumn<QStringList>("nodes");
    QTest::addRow("another text") << "h100"
                                  << "gb200"
                                  << QStringList{u"gb200-1"_s, u"gb200-2"_s, u"gb200-3"_s};
    QTest::addRow("a longer text") << "a"
                                   << "arc-a770-2" << QStringList{u"arc-a770-2"_s};
    // Clearing needs no worker: every row at once, and the older run's rows never come.
    QTest::addRow("cleared") << "h100"
                             << "" << QStringList{u"a100-mig-1"_s, u"arc-a770-1"_s, u"arc-a770-2"_s,
                                                  u"flex-1"_s,     u"gb200-1"_s,    u"gb200-2"_s,
                                                  u"gb200-3"_s,    u"h100-1"_s,     u"h100-2"_s,
                                                  u"mi300x-1"_s};
}

void TestClusterFilter::newerTextSupersedes()
{
    QFETCH(QString, first);
    QFETCH(QString, second);
    QFETCH(QStringList, nodes);
    ClusterTreeModel model;
    model.setInventory(demoInventory());
    ClusterFilterModel filter;
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    filter.setSourceModel(&model);
    QSignalSpy applied(&filter, &ClusterFilterModel::filterApplied);
    QSignalSpy layouts(&filter, &QAbstractItemModel::layoutChanged);
    // Two keystrokes before the event loop runs: the first run is cancelled or its result
    // dropped, whenever it ends.
    filter.setFilterText(first);
    QVERIFY(filter.isPending());
    QCOMPARE(shownNodes(filter).size(), 10); // the rows before stay meanwhile
    filter.setFilterText(second);
    QVERIFY(settled(filter));
    QTest::qWait(100); // time for a late result of the first run to arrive, if it could
    QCOMPARE(shownNodes(filter), nodes);
    QCOMPARE(filter.filterText(), second);
    QCOMPARE(applied.size(), 1);
    QCOMPARE(layouts.size(), second.isEmpty() ? 0 : 1);
}

void TestClusterFilter::liveUpdateMatchesAgain()
{
    // A watch's update in place (same rows, new data) while filtering: matched again.
    ClusterTreeModel model;
    model.setInventory(demoInventory());
    ClusterFilterModel filter;
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    filter.setSourceModel(&model);
    filter.setFilterText(u"h100"_s);
    QVERIFY(settled(filter));
    QCOMPARE(shownNodes(filter), (QStringList{u"h100-1"_s, u"h100-2"_s}));
    ClusterTreeModel::Prepared next = ClusterTreeModel::prepare(demoInventory());
    const ClusterTreeModel::Changes changes = ClusterTreeModel::compare(model.prepared(), next);
    QVERIFY(changes.sameShape);
    QSignalSpy applied(&filter, &ClusterFilterModel::filterApplied);
    model.applyChanges(std::move(next), changes);
    QVERIFY(filter.isPending());
    QCOMPARE(shownNodes(filter), (QStringList{u"h100-1"_s, u"h100-2"_s})); // kept meanwhile
    QVERIFY(settled(filter));
    QCOMPARE(applied.size(), 1);
    QCOMPARE(shownNodes(filter), (QStringList{u"h100-1"_s, u"h100-2"_s}));
}

void TestClusterFilter::expansionSurvivesFilterChanges()
{
    ClusterTreeModel model;
    ClusterFilterModel filter;
    filter.setSourceModel(&model);
    QTreeView view;
    view.setModel(&filter);
    Ui::ClusterTreeExpansion expansion(&view, &filter);
    expansion.setOpenRowsBudget(0); // nothing opens by itself: only what the user opens
    model.setInventory(demoInventory());
    QVERIFY(settled(filter));
    const auto isOpen = [&](const QString &key) {
        const QModelIndex index = filter.indexForKey(key);
        return index.isValid() && view.isExpanded(index);
    };

    // The user opens h100-2 (row 8 now), the A100's partitions and selects an H100 GPU.
    const QString gpuKey = partitionedGpuKey(model);
    QVERIFY(!gpuKey.isEmpty());
    view.expand(filter.indexForKey(u"h100-2"_s));
    view.expand(filter.indexForKey(u"a100-mig-1"_s));
    view.expand(filter.indexForKey(gpuKey));
    const QString selectedKey = filter.index(0, 0, filter.indexForKey(u"h100-2"_s))
                                    .data(ClusterTreeModel::RowKeyRole)
                                    .toString();
    view.setCurrentIndex(filter.indexForKey(selectedKey));
    QCOMPARE(expansion.openedByUser(), (QSet<QString>{u"h100-2"_s, u"a100-mig-1"_s, gpuKey}));

    // Narrowed: h100-2 moves to row 1 and stays open, the current row with it.
    filter.setFilterText(u"h100"_s);
    QVERIFY(settled(filter));
    QCOMPARE(shownNodes(filter), (QStringList{u"h100-1"_s, u"h100-2"_s}));
    QVERIFY(isOpen(u"h100-2"_s));
    QVERIFY(!isOpen(u"h100-1"_s));
    QCOMPARE(view.currentIndex().data(ClusterTreeModel::RowKeyRole).toString(), selectedKey);

    // Filtered out, then back: what the user opened is open again, by its key.
    filter.setFilterText(u"gb200"_s);
    QVERIFY(settled(filter));
    QVERIFY(!filter.indexForKey(u"h100-2"_s).isValid());
    filter.setFilterText(QString());
    QVERIFY(settled(filter));
    QCOMPARE(filter.rowCount(), 10);
    QVERIFY(isOpen(u"h100-2"_s));
    QVERIFY(isOpen(u"a100-mig-1"_s));
    QVERIFY(isOpen(gpuKey));
    QVERIFY(!isOpen(u"h100-1"_s));
    QVERIFY(!isOpen(u"gb200-1"_s));

    // Closed by the user: stays closed.
    view.collapse(filter.indexForKey(u"h100-2"_s));
    filter.setFilterText(u"h100-2"_s);
    QVERIFY(settled(filter));
    QVERIFY(!isOpen(u"h100-2"_s));
    expansion.forget();
    QVERIFY(expansion.openedByUser().isEmpty());
}

void TestClusterFilter::nodesOpenWithinBudget()
{
    ClusterTreeModel model;
    ClusterFilterModel filter;
    filter.setSourceModel(&model);
    QTreeView view;
    view.setModel(&filter);
    Ui::ClusterTreeExpansion expansion(&view, &filter);
    model.setInventory(demoInventory());
    // The budget: the rows under h100-1 and h100-2, fewer than the demo's.
    const qsizetype h100Rows = ClusterFilterModel::decide(model.prepared(), u"h100"_s)->childRows;
    QVERIFY(h100Rows > 0 && h100Rows < model.inventory().gpus().size());
    expansion.setOpenRowsBudget(h100Rows);
    expansion.apply(); // the nodes the default budget opened close
    const auto openNodes = [&] {
        QStringList open;
        for (int r = 0; r < filter.rowCount(); ++r)
            if (view.isExpanded(filter.index(r, 0)))
                open << filter.index(r, 0).data().toString();
        return open;
    };
    QCOMPARE(openNodes(), QStringList()); // over the budget: nodes stay closed
    filter.setFilterText(u"h100"_s);
    QVERIFY(settled(filter));
    QCOMPARE(openNodes(), (QStringList{u"h100-1"_s, u"h100-2"_s})); // the matches in view
    // The user closes one; broader again, the ones opened by the rule close.
    view.collapse(filter.indexForKey(u"h100-1"_s));
    filter.setFilterText(u"h"_s);
    QVERIFY(settled(filter));
    QVERIFY(filter.visibleChildRows() > h100Rows);
    QCOMPARE(openNodes(), QStringList());
    filter.setFilterText(u"h100"_s);
    QVERIFY(settled(filter));
    QCOMPARE(openNodes(), (QStringList{u"h100-2"_s}));
}

QTEST_MAIN(TestClusterFilter)
#include "tst_clusterfilter.moc"
