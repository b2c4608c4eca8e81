// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The fleet in one line (core/dra/fleetview.h fleetCounts(), issue 38 "the fleet summary strip
// sits above the inventory") on the demo cluster and fleet fixtures: nodes, GPUs by vendor, the
// GPUs free / in use / tainted / unhealthy and the partitions free, counted as `accelctl get
// gpus --summary` totals them. tests/gui/tst_fleetstrip checks the strip that shows them.
#include "dra/fleetview.h"
#include "dra/inventory.h"
#include "kube/snapshot.h"
#include "testsupport.h"

#include <QtTest>

using namespace Accel;
using namespace Accel::Dra;
using namespace Qt::StringLiterals;

namespace {

struct CountsCase
{
    QString source; ///< "demo" or a fixture under cluster/
    int nodes = 0;
    int gpus = 0;
    int otherDevices = 0;
    QList<std::pair<QString, int>> vendors;
    int free = 0;
    int inUse = 0;
    int tainted = 0;
    int unhealthy = 0;
    int partitions = 0;
    int partitionsFree = 0;
};

} // namespace

Q_DECLARE_METATYPE(CountsCase)

class TestFleetCounts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void counts_data();
    void counts();
    void statesAreTheSummarysTotal_data() { counts_data(); }
    void statesAreTheSummarysTotal();
};

void TestFleetCounts::counts_data()
{
    QTest::addColumn<CountsCase>("c");
    // resources/demo/demo-cluster.yaml's header: 10 nodes; NVIDIA's H100s (4 + 4), GB200s
    // (4 + 4 + 2), the A100 with MIG; Intel's Arc A770s (2 + 2, through liken.sh's PCI vendor
    // 8086) and Flex 170s (2); AMD's MI300X (2); the IMEX daemon and channel of h100-1, gb200-1
    // and a100-mig-1 apart. In use: train-0's two H100s, the leak's H100, finetune-0's A100,
    // transcode-0's Arc, the two Flex 170s (one shared); tainted: gb200-1's gpu-3, which with
    // the Flex 170 that says so is unhealthy.
    QTest::newRow("demo: a mixed fleet") << CountsCase{
        u"demo"_s, 10, 27, 6, {{u"NVIDIA"_s, 19}, {u"Intel"_s, 6}, {u"AMD"_s, 2}}, 19, 7,
        1,         2,  12, 2};
    // Two A100s in MIG mode (one partly in use), an A30 and an H100; their MIG devices, and the
    // IMEX daemons and channels apart.
    QTest::newRow("nvidia-mig: NVIDIA only, with MIG")
        << CountsCase{u"nvidia-mig.yaml"_s, 3, 4, 6, {{u"NVIDIA"_s, 4}}, 1, 3, 0, 0, 41, 16};
    // Intel's Flex 170s (one unhealthy) and an Arc through liken.sh's PCI vendor 8086, AMD's
    // MI300X (one split, a partition in use); the Gaudi node's accelerators and the NICs apart.
    QTest::newRow("mixed-vendors: Intel, AMD and others") << CountsCase{
        u"mixed-vendors.yaml"_s, 4, 5, 5, {{u"Intel"_s, 3}, {u"AMD"_s, 2}}, 3, 1, 0, 1, 2, 1};
    // liken.sh views that publish no PCI vendor: the driver's name stands for it.
    QTest::newRow("media-fleet: liken.sh views only")
        << CountsCase{u"media-fleet.yaml"_s, 1, 4, 0, {{u"liken.sh"_s, 4}}, 4, 0, 0, 0, 0, 0};
}

void TestFleetCounts::counts()
{
    QFETCH(CountsCase, c);
    Result<Kube::ClusterSnapshot> snapshot =
        c.source == u"demo"_s
            ? Kube::ClusterSnapshot::demo()
            : Kube::ClusterSnapshot::fromFile(Test::fixture(u"cluster/"_s + c.source));
    QVERIFY2(snapshot, qPrintable(snapshot ? QString() : snapshot.error().toString()));
    const FleetCounts f = fleetCounts(Inventory::build(*snapshot));
    QCOMPARE(f.nodes, c.nodes);
    QCOMPARE(f.gpus, c.gpus);
    QCOMPARE(f.otherDevices, c.otherDevices);
    QCOMPARE(f.gpusByVendor, c.vendors);
    QCOMPARE(f.free, c.free);
    QCOMPARE(f.inUse, c.inUse);
    QCOMPARE(f.tainted, c.tainted);
    QCOMPARE(f.unhealthy, c.unhealthy);
    QCOMPARE(f.partitions, c.partitions);
    QCOMPARE(f.partitionsFree, c.partitionsFree);
    // Every GPU has one vendor.
    int byVendor = 0;
    for (const auto &v : f.gpusByVendor)
        byVendor += v.second;
    QCOMPARE(byVendor, f.gpus);
    const QJsonObject json = f.toJson();
    QCOMPARE(json.value(u"gpus"_s).toInt(), c.gpus);
    QCOMPARE(json.value(u"vendors"_s).toObject().size(), c.vendors.size());
}

void TestFleetCounts::statesAreTheSummarysTotal()
{
    // One counting: the strip's states are `get gpus --summary`'s total, and gpuHasState() is
    // what each GPU is counted by (the strip's clicks select by it).
    QFETCH(CountsCase, c);
    Result<Kube::ClusterSnapshot> snapshot =
        c.source == u"demo"_s
            ? Kube::ClusterSnapshot::demo()
            : Kube::ClusterSnapshot::fromFile(Test::fixture(u"cluster/"_s + c.source));
    QVERIFY(snapshot);
    const Inventory inventory = Inventory::build(*snapshot);
    const FleetSummary summary = summarizeFleet(inventory);
    const FleetCounts f = fleetCounts(inventory);
    QCOMPARE(f, fleetCounts(inventory, summary));
    QCOMPARE(f.gpus, summary.total.gpus);
    int free = 0, inUse = 0, tainted = 0, unhealthy = 0, partitioned = 0;
    for (const Gpu &gpu : inventory.gpus()) {
        if (!gpu.isGpu())
            continue;
        free += gpuHasState(gpu, FleetState::Free);
        inUse += gpuHasState(gpu, FleetState::InUse);
        tainted += gpuHasState(gpu, FleetState::Tainted);
        unhealthy += gpuHasState(gpu, FleetState::Unhealthy);
        partitioned += gpuHasState(gpu, FleetState::Partitioned);
    }
    QCOMPARE(free, summary.total.free);
    QCOMPARE(inUse, summary.total.inUse);
    QCOMPARE(tainted, summary.total.tainted);
    QCOMPARE(unhealthy, summary.total.unhealthy);
    QCOMPARE(partitioned > 0, f.partitions > 0);
}

QTEST_GUILESS_MAIN(TestFleetCounts)
#include "tst_fleetcounts.moc"
