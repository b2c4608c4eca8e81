// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Dra::Inventory: devices joined per node and GPU by pciBusID, pools, failed capability queries
// (issue 6 section 3; spec dra-media-capability-claims.txt "When a GPU states false").
#include "dra/inventory.h"
#include "kube/snapshot.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {
Dra::Inventory load(const QString &file)
{
    const Result<Kube::ClusterSnapshot> snapshot = Kube::ClusterSnapshot::fromFile(fixture(file));
    if (!snapshot) {
        QTest::qFail(qPrintable(snapshot.error().toString()), __FILE__, __LINE__);
        return {};
    }
    return Dra::Inventory::build(*snapshot);
}

const Dra::Gpu *findGpu(const Dra::Inventory &inv, const QString &node, const QString &bus,
                        const QString &firstDevice = {})
{
    for (const Dra::Gpu &gpu : inv.gpus()) {
        if (gpu.nodeName != node || gpu.pciBusId != bus)
            continue;
        if (firstDevice.isEmpty() || inv.devices()[gpu.devices.first()].name == firstDevice)
            return &gpu;
    }
    return nullptr;
}
} // namespace

class TestInventory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void gpus_data();
    void gpus();
    void counts_data();
    void counts();
    void pools_data();
    void pools();
    void attributes();
    void absentStaysAbsent();
    void nodeLabels();
    void demoVariety();
};

struct GpuRow
{
    const char *tag;
    const char *file;
    const char *node;
    const char *bus;
    const char *firstDevice; // for standalone devices, which share an empty bus
    QStringList drivers;
    const char *renderNode;
    const char *product;
    Dra::CapabilityState state;
    int capabilities;
    bool hasVaDriver;
    bool standalone;
    bool poolIncomplete;
};

void TestInventory::gpus_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("node");
    QTest::addColumn<QString>("bus");
    QTest::addColumn<QString>("firstDevice");
    QTest::addColumn<QStringList>("drivers");
    QTest::addColumn<QString>("renderNode");
    QTest::addColumn<QString>("product");
    QTest::addColumn<int>("state");
    QTest::addColumn<int>("capabilities");
    QTest::addColumn<bool>("hasVaDriver");
    QTest::addColumn<bool>("standalone");
    QTest::addColumn<bool>("poolIncomplete");

    using S = Dra::CapabilityState;
    const QStringList liken{u"liken.sh"_s, u"media.liken.sh"_s};
    const QStringList nvidia{u"gpu.nvidia.com"_s};
    const GpuRow rows[] = {
        {"capabilities known", "cluster/media-fleet.yaml", "arc-1", "0000:03:00.0", "", liken,
         "pci-0000-03-00-0", "DG2 [Arc A770]", S::Known, 4, true, false, false},
        {"capability query failed", "cluster/media-fleet.yaml", "arc-1", "0000:04:00.0", "", liken,
         "pci-0000-04-00-0", "DG2 [Arc A380]", S::QueryFailed, 0, false, false, false},
        {"older agent, fewer attributes", "cluster/media-fleet.yaml", "arc-1", "0000:05:00.0", "",
         liken, "pci-0000-05-00-0", "Alder Lake-N [UHD Graphics]", S::Known, 2, true, false, false},
        {"usb render node stands alone",
         "cluster/media-fleet.yaml",
         "arc-1",
         "",
         "usb-2-1-1-0",
         {u"liken.sh"_s},
         "usb-2-1-1-0",
         "",
         S::NotPublished,
         0,
         false,
         true,
         false},
        {"three drivers on one GPU",
         "cluster/two-drivers.yaml",
         "mix-1",
         "0000:65:00.0",
         "",
         {u"liken.sh"_s, u"media.liken.sh"_s, u"gpu.nvidia.com"_s},
         "pci-0000-65-00-0",
         "NVIDIA L40S",
         S::QueryFailed,
         0,
         false,
         false,
         false},
        {"same address, other node", "cluster/two-drivers.yaml", "mix-2", "0000:65:00.0", "",
         nvidia, "", "NVIDIA L40S", S::NotPublished, 0, false, false, false},
        {"v1beta1 basic", "cluster/v1beta1-basic.yaml", "old-1", "0000:07:00.0", "", nvidia, "",
         "NVIDIA A100-SXM4-40GB", S::NotPublished, 0, false, false, false},
        {"v1beta2", "cluster/v1beta2.yaml", "mid-1", "0000:41:00.0", "", nvidia, "", "NVIDIA L40S",
         S::NotPublished, 0, false, false, false},
        {"newest generation", "cluster/pool-generations.yaml", "node-g", "0000:02:00.0", "", nvidia,
         "", "", S::NotPublished, 0, false, false, false},
        {"incomplete pool", "cluster/incomplete-pool.yaml", "node-i", "0000:0a:00.0", "", nvidia,
         "", "", S::NotPublished, 0, false, false, true},
    };
    for (const GpuRow &r : rows) {
        QTest::addRow("%s", r.tag)
            << QString::fromUtf8(r.file) << QString::fromUtf8(r.node) << QString::fromUtf8(r.bus)
            << QString::fromUtf8(r.firstDevice) << r.drivers << QString::fromUtf8(r.renderNode)
            << QString::fromUtf8(r.product) << int(r.state) << r.capabilities << r.hasVaDriver
            << r.standalone << r.poolIncomplete;
    }
}

void TestInventory::gpus()
{
    QFETCH(QString, file);
    QFETCH(QString, node);
    QFETCH(QString, bus);
    QFETCH(QString, firstDevice);
    QFETCH(QStringList, drivers);
    QFETCH(QString, renderNode);
    QFETCH(QString, product);
    QFETCH(int, state);
    QFETCH(int, capabilities);
    QFETCH(bool, hasVaDriver);
    QFETCH(bool, standalone);
    QFETCH(bool, poolIncomplete);

    const Dra::Inventory inv = load(file);
    const Dra::Gpu *gpu = findGpu(inv, node, bus, firstDevice);
    QVERIFY(gpu);
    QCOMPARE(gpu->drivers, drivers);
    QCOMPARE(gpu->renderNode, renderNode);
    QCOMPARE(gpu->product, product);
    QCOMPARE(int(gpu->capabilityState), state);
    QCOMPARE(gpu->capabilities.size(), capabilities);
    QCOMPARE(gpu->vaDriver.has_value(), hasVaDriver);
    QCOMPARE(gpu->standalone, standalone);
    QCOMPARE(gpu->poolIncomplete, poolIncomplete);
    if (gpu->capabilityState == Dra::CapabilityState::QueryFailed)
        QCOMPARE(gpu->capabilitySummary(), u"unknown (query failed)"_s);
    // The JSON says the same.
    const QJsonObject json = inv.gpuToJson(*gpu);
    QCOMPARE(json[u"node"_s].toString(), node);
    QCOMPARE(json[u"pciBusID"_s].toString(), bus);
    QCOMPARE(json.contains(u"vaDriver"_s), hasVaDriver);
    QCOMPARE(json[u"capabilityState"_s].toString(),
             Dra::capabilityStateName(Dra::CapabilityState(state)));
}

void TestInventory::counts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("devices");
    QTest::addColumn<QStringList>("apiVersions");

    const QStringList v1{u"resource.k8s.io/v1"_s};
    QTest::addRow("media fleet") << "cluster/media-fleet.yaml" << 1 << 4 << 8 << v1;
    QTest::addRow("two drivers") << "cluster/two-drivers.yaml" << 2 << 2 << 4 << v1;
    QTest::addRow("v1beta1") << "cluster/v1beta1-basic.yaml" << 1 << 1 << 1
                             << QStringList{u"resource.k8s.io/v1beta1"_s};
    QTest::addRow("v1beta2") << "cluster/v1beta2.yaml" << 1 << 1 << 1
                             << QStringList{u"resource.k8s.io/v1beta2"_s};
    QTest::addRow("stale generation ignored")
        << "cluster/pool-generations.yaml" << 1 << 2 << 2 << v1;
    QTest::addRow("incomplete pool") << "cluster/incomplete-pool.yaml" << 1 << 2 << 2 << v1;
    QTest::addRow("v1 List with extra kinds") << "cluster/list.yaml" << 2 << 2 << 2 << v1;
}

void TestInventory::counts()
{
    QFETCH(QString, file);
    QFETCH(int, nodes);
    QFETCH(int, gpus);
    QFETCH(int, devices);
    QFETCH(QStringList, apiVersions);
    const Dra::Inventory inv = load(file);
    QCOMPARE(inv.nodes().size(), nodes);
    QCOMPARE(inv.gpus().size(), gpus);
    QCOMPARE(inv.devices().size(), devices);
    QCOMPARE(inv.apiVersionsRead(), apiVersions);
    const QJsonObject json = inv.toJson();
    QCOMPARE(json[u"gpuCount"_s].toInt(), gpus);
    QCOMPARE(json[u"deviceCount"_s].toInt(), devices);
}

void TestInventory::pools_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("pool");
    QTest::addColumn<qint64>("generation");
    QTest::addColumn<int>("slices");
    QTest::addColumn<int>("stale");
    QTest::addColumn<bool>("incomplete");
    QTest::addColumn<int>("warnings");
    QTest::addRow("generation 2 replaces 1") << "cluster/pool-generations.yaml"
                                             << "node-g" << qint64(2) << 2 << 2 << false << 0;
    QTest::addRow("2 of 3 slices") << "cluster/incomplete-pool.yaml"
                                   << "node-i" << qint64(5) << 2 << 0 << true << 1;
    QTest::addRow("single slice") << "cluster/v1beta1-basic.yaml"
                                  << "old-1" << qint64(4) << 1 << 0 << false << 0;
}

void TestInventory::pools()
{
    QFETCH(QString, file);
    QFETCH(QString, pool);
    QFETCH(qint64, generation);
    QFETCH(int, slices);
    QFETCH(int, stale);
    QFETCH(bool, incomplete);
    QFETCH(int, warnings);
    const Dra::Inventory inv = load(file);
    QCOMPARE(inv.pools().size(), 1);
    const Dra::Pool &p = inv.pools().first();
    QCOMPARE(p.name, pool);
    QCOMPARE(p.generation, generation);
    QCOMPARE(p.slices.size(), slices);
    QCOMPARE(p.staleSlices, stale);
    QCOMPARE(p.incomplete, incomplete);
    QCOMPARE(inv.warnings().size(), warnings);
    const Dra::Node *node = inv.node(pool);
    QVERIFY(node);
    QCOMPARE(node->poolIncomplete, incomplete);
    // Devices of the stale generation never reach a GPU.
    for (const Dra::Gpu &gpu : inv.gpus())
        QVERIFY(gpu.pciBusId != u"0000:01:00.0"_s && gpu.pciBusId != u"0000:03:00.0"_s);
}

void TestInventory::attributes()
{
    const Dra::Inventory inv = load(u"cluster/v1beta1-basic.yaml"_s);
    QCOMPARE(inv.devices().size(), 1);
    const Dra::Device &d = inv.devices().first();
    // Stored fully qualified, typed; reachable by bare or qualified name.
    QVERIFY(d.hasAttribute(u"gpu.nvidia.com/productName"_s));
    QVERIFY(d.hasAttribute(u"resource.kubernetes.io/pciBusID"_s));
    QCOMPARE(d.attribute(u"index"_s)->type, Dra::AttributeType::Int);
    QCOMPARE(d.attribute(u"index"_s)->intValue, 0);
    QCOMPARE(d.attribute(u"gpu.nvidia.com/driverVersion"_s)->type, Dra::AttributeType::Version);
    QCOMPARE(d.attribute(u"driverVersion"_s)->text, u"550.54.15"_s);
    QCOMPARE(d.capacity.value(u"gpu.nvidia.com/memory"_s), u"40Gi"_s);
    QCOMPARE(d.attribute(u"driverVersion"_s)->toJson(),
             (QJsonObject{{u"version"_s, u"550.54.15"_s}}));

    // A qualified key in the slice means the same as a bare one.
    const Dra::Inventory media = load(u"cluster/media-fleet.yaml"_s);
    const Dra::Gpu *gpu = findGpu(media, u"arc-1"_s, u"0000:03:00.0"_s);
    QVERIFY(gpu);
    QVERIFY(gpu->capabilities.contains(u"decodeVP9"_s));
    QCOMPARE(gpu->capabilities, (QStringList{u"decodeH264"_s, u"decodeHEVCMain10"_s, u"decodeVP9"_s,
                                             u"scale10bit"_s}));
}

void TestInventory::absentStaysAbsent()
{
    const Dra::Inventory inv = load(u"cluster/media-fleet.yaml"_s);
    const Dra::Gpu *gpu = findGpu(inv, u"arc-1"_s, u"0000:05:00.0"_s);
    QVERIFY(gpu);
    QCOMPARE(gpu->capabilityAttributes, 3);
    for (int d : gpu->devices) {
        const Dra::Device &device = inv.devices()[d];
        if (device.driver != Dra::MediaDriver)
            continue;
        QVERIFY(!device.boolAttribute(u"scale10bit"_s).has_value());
        QCOMPARE(device.boolAttribute(u"decodeVP9"_s), std::optional<bool>(false));
        QVERIFY(
            !device.toJson()[u"attributes"_s].toObject().contains(u"media.liken.sh/scale10bit"_s));
    }
    // A failed query lists no capabilities and is not "supports nothing".
    const Dra::Gpu *failed = findGpu(inv, u"arc-1"_s, u"0000:04:00.0"_s);
    QVERIFY(failed);
    QCOMPARE(failed->capabilityAttributes, 5);
    QVERIFY(failed->capabilities.isEmpty());
    QVERIFY(failed->capabilitySummary() != u"0"_s);
}

void TestInventory::nodeLabels()
{
    const Dra::Inventory inv = load(u"cluster/list.yaml"_s);
    const Dra::Node *a = inv.node(u"node-a"_s);
    const Dra::Node *b = inv.node(u"node-b"_s);
    QVERIFY(a && b);
    QCOMPARE(a->gpuPresentLabel, std::optional<QString>(u"true"_s));
    QCOMPARE(a->gpuProductLabel, std::optional<QString>(u"NVIDIA-H100-80GB-HBM3"_s));
    QVERIFY(!b->gpuPresentLabel && !b->gpuProductLabel);
    QVERIFY(a->hasNodeObject);
    const Dra::Inventory orphan = load(u"cluster/v1beta2.yaml"_s);
    QVERIFY(!orphan.node(u"mid-1"_s)->hasNodeObject);
}

void TestInventory::demoVariety()
{
    const Result<Kube::ClusterSnapshot> snapshot = Kube::ClusterSnapshot::demo();
    QVERIFY(snapshot);
    const Dra::Inventory inv = Dra::Inventory::build(*snapshot);
    int failed = 0, known = 0, h100 = 0, gb200 = 0, labelled = 0, unlabelled = 0, incomplete = 0;
    int others = 0;
    for (const Dra::Gpu &gpu : inv.gpus()) {
        // The demo's IMEX channels and daemons are other devices, not GPUs (issue 33).
        if (!gpu.isGpu()) {
            ++others;
            continue;
        }
        failed += gpu.capabilityState == Dra::CapabilityState::QueryFailed;
        known += gpu.capabilityState == Dra::CapabilityState::Known;
        h100 += gpu.product.contains(u"H100"_s);
        gb200 += gpu.product.contains(u"GB200"_s);
        QVERIFY(!gpu.standalone);
        if (gpu.drivers.contains(Dra::MediaDriver))
            QCOMPARE(gpu.drivers, (QStringList{u"liken.sh"_s, u"media.liken.sh"_s}));
    }
    for (const Dra::Node &node : inv.nodes()) {
        QVERIFY(node.hasNodeObject);
        incomplete += node.poolIncomplete;
        if (node.name.startsWith(u"h100"_s) || node.name.startsWith(u"gb200"_s))
            (node.gpuProductLabel ? labelled : unlabelled) += 1;
    }
    QCOMPARE(failed, 1);
    QCOMPARE(known, 3);
    QVERIFY(others > 0);
    QCOMPARE(inv.otherDeviceCount(), others);
    QVERIFY(h100 >= 4);
    QVERIFY(gb200 >= 4);
    QVERIFY(labelled >= 1);
    QVERIFY(unlabelled >= 1);
    QCOMPARE(incomplete, 1);
    QCOMPARE(inv.warnings().size(), 1);
}

QTEST_GUILESS_MAIN(TestInventory)
#include "tst_inventory.moc"
