// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The driver profile table and the fleet view (issue 33): what each driver's devices are, how
// values read, GPUs apart from other devices, partitions with what is left of their GPU's
// counters, columns fitted to the fleet and the fleet at a glance, on the fixtures
// nvidia-mig.yaml (NVIDIA's MIG shapes) and mixed-vendors.yaml (Intel, AMD, a NIC, liken, an
// unknown driver), both written by tests/fixtures/cluster/make-fleet-fixtures.py.
#include "dra/driverprofile.h"
#include "dra/fleetview.h"
#include "dra/inventory.h"
#include "kube/snapshot.h"
#include "testsupport.h"

#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

Dra::Inventory fixtureInventory(const QString &name)
{
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromFile(fixture(u"cluster/"_s + name));
    if (!snapshot)
        qFatal("%s: %s", qPrintable(name), qPrintable(snapshot.error().message));
    return Dra::Inventory::build(*snapshot);
}

const Dra::Gpu *gpuAt(const Dra::Inventory &inv, const QString &node, const QString &bus)
{
    for (const Dra::Gpu &gpu : inv.gpus())
        if (gpu.nodeName == node && gpu.pciBusId == bus)
            return &gpu;
    return nullptr;
}

/// A device of DRIVER with ATTRIBUTES (bare names, string values) as the inventory keeps it.
Dra::Device device(const QString &driver, const QList<std::pair<QString, QString>> &attributes)
{
    QList<QJsonObject> slices{QJsonObject{
        {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
        {u"kind"_s, u"ResourceSlice"_s},
        {u"metadata"_s, QJsonObject{{u"name"_s, u"s"_s}}},
        {u"spec"_s,
         QJsonObject{{u"driver"_s, driver},
                     {u"nodeName"_s, u"n"_s},
                     {u"pool"_s, QJsonObject{{u"name"_s, u"n"_s}, {u"resourceSliceCount"_s, 1}}},
                     {u"devices"_s, QJsonArray{QJsonObject{{u"name"_s, u"d"_s}}}}}}}};
    QJsonObject attrs;
    for (const auto &[name, value] : attributes)
        attrs.insert(name, QJsonObject{{u"string"_s, value}});
    QJsonObject spec = slices[0][u"spec"_s].toObject();
    spec[u"devices"_s] = QJsonArray{QJsonObject{{u"name"_s, u"d"_s}, {u"attributes"_s, attrs}}};
    slices[0][u"spec"_s] = spec;
    return Dra::Inventory::build({}, slices).devices().first();
}

} // namespace

class TestFleetView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void formats_data();
    void formats();
    void kinds_data();
    void kinds();
    void partitions_data();
    void partitions();
    void counters();
    void cells_data();
    void cells();
    void columns_data();
    void columns();
    void summary();
    void everyColumnHasAHeaderAndKey();
};

void TestFleetView::formats_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("expected");
    const int bytes = int(Dra::ValueFormat::Bytes);
    const int mm = int(Dra::ValueFormat::MajorMinor);
    QTest::addRow("81559Mi") << u"81559Mi"_s << bytes << u"79.6 GiB"_s;
    QTest::addRow("80Gi") << u"80Gi"_s << bytes << u"80 GiB"_s;
    QTest::addRow("24480Mi") << u"24480Mi"_s << bytes << u"23.9 GiB"_s;
    QTest::addRow("zero") << u"0"_s << bytes << u"0"_s;
    QTest::addRow("bytes") << u"1048576"_s << bytes << u"1 MiB"_s;
    QTest::addRow("decimal suffix") << u"16G"_s << bytes << u"14.9 GiB"_s;
    QTest::addRow("not a quantity") << u"lots"_s << bytes << u"lots"_s;
    QTest::addRow("compute capability") << u"9.0.0"_s << mm << u"9.0"_s;
    QTest::addRow("two parts") << u"8.6"_s << mm << u"8.6"_s;
    QTest::addRow("one part") << u"10"_s << mm << u"10"_s;
    QTest::addRow("version kept") << u"580.105.8"_s << int(Dra::ValueFormat::Version)
                                  << u"580.105.8"_s;
}

void TestFleetView::formats()
{
    QFETCH(QString, raw);
    QFETCH(int, format);
    QFETCH(QString, expected);
    QCOMPARE(Dra::formatValue(raw, Dra::ValueFormat(format)), expected);
}

void TestFleetView::kinds_data()
{
    using Attrs = QList<std::pair<QString, QString>>;
    QTest::addColumn<QString>("driver");
    QTest::addColumn<Attrs>("attributes");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("label");
    const int gpu = int(Dra::DeviceKind::Gpu);
    const int part = int(Dra::DeviceKind::Partition);
    const int other = int(Dra::DeviceKind::Other);
    QTest::addRow("nvidia gpu") << u"gpu.nvidia.com"_s << Attrs{{u"type"_s, u"gpu"_s}} << gpu
                                << u"GPU"_s;
    QTest::addRow("nvidia mig") << u"gpu.nvidia.com"_s << Attrs{{u"type"_s, u"mig"_s}} << part
                                << u"MIG device"_s;
    QTest::addRow("imex channel") << u"compute-domain.nvidia.com"_s
                                  << Attrs{{u"type"_s, u"channel"_s}} << other << u"IMEX channel"_s;
    QTest::addRow("imex daemon") << u"compute-domain.nvidia.com"_s
                                 << Attrs{{u"type"_s, u"daemon"_s}} << other << u"IMEX daemon"_s;
    QTest::addRow("amd partition") << u"gpu.amd.com"_s << Attrs{{u"type"_s, u"amdgpu-partition"_s}}
                                   << part << u"GPU partition"_s;
    QTest::addRow("gaudi") << u"gaudi.intel.com"_s << Attrs{{u"model"_s, u"Gaudi2"_s}} << other
                           << u"Gaudi accelerator"_s;
    QTest::addRow("sr-iov vf") << u"sriovnetwork.k8snetworkplumbingwg.io"_s << Attrs{} << other
                               << u"SR-IOV virtual function (NIC)"_s;
    QTest::addRow("liken render node")
        << u"liken.sh"_s << Attrs{{u"class"_s, u"display"_s}} << gpu << u"GPU"_s;
    QTest::addRow("liken sound") << u"liken.sh"_s
                                 << Attrs{{u"class"_s, u"multimedia"_s},
                                          {u"subsystem"_s, u"sound"_s}}
                                 << other << u"sound"_s;
    QTest::addRow("unknown gpu driver") << u"gpu.vendor.io"_s << Attrs{} << gpu << u"GPU"_s;
    QTest::addRow("unknown, type gpu")
        << u"accel.vendor.io"_s << Attrs{{u"type"_s, u"gpu"_s}} << gpu << u"GPU"_s;
    QTest::addRow("unknown, no hint")
        << u"fpga.example.org"_s << Attrs{} << other << u"fpga.example.org device"_s;
}

void TestFleetView::kinds()
{
    using Attrs = QList<std::pair<QString, QString>>;
    QFETCH(QString, driver);
    QFETCH(Attrs, attributes);
    QFETCH(int, kind);
    QFETCH(QString, label);
    const Dra::Device d = device(driver, attributes);
    QCOMPARE(int(d.kind), kind);
    QCOMPARE(Dra::deviceKindLabel(d), label);
}

void TestFleetView::partitions_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("node");
    QTest::addColumn<QString>("bus");
    QTest::addColumn<int>("total");
    QTest::addColumn<int>("inUse");
    QTest::addColumn<int>("free");
    QTest::addColumn<bool>("partitioned");
    QTest::addColumn<QString>("text");
    // A 3g.40gb (memory slices 0-3) and a 1g.10gb (slice 4) in use: of the 13 partitions the
    // 1g.10gb at 5 and 6 still fit; every other one needs a slice in use.
    QTest::addRow("a100, partitionable, two in use")
        << u"nvidia-mig.yaml"_s << u"a100-mig"_s << u"0000:07:00.0"_s << 13 << 2 << 2 << true
        << u"partitioned: 2 in use, 2 free, 9 would not fit"_s;
    // The whole GPU in use: no partition fits, and none is in use.
    QTest::addRow("a100, whole gpu in use")
        << u"nvidia-mig.yaml"_s << u"a100-mig"_s << u"0000:0f:00.0"_s << 13 << 0 << 0 << false
        << u"13 would not fit"_s;
    // Kubernetes 1.35's split slices: the counter set in a slice of its own.
    QTest::addRow("h100, split slices, all free")
        << u"nvidia-mig.yaml"_s << u"h100-mig"_s << u"0000:1b:00.0"_s << 11 << 0 << 11 << false
        << u"11 free"_s;
    // Static MIG: partitions only, so the GPU reads as partitioned.
    QTest::addRow("a30, static mig") << u"nvidia-mig.yaml"_s << u"a30-static"_s << u"0000:3b:00.0"_s
                                     << 4 << 1 << 3 << true << u"partitioned: 1 in use, 3 free"_s;
    QTest::addRow("amd, pre-partitioned")
        << u"mixed-vendors.yaml"_s << u"mi300-1"_s << u"0000:21:00.0"_s << 2 << 1 << 1 << true
        << u"partitioned: 1 in use, 1 free"_s;
    QTest::addRow("amd, whole") << u"mixed-vendors.yaml"_s << u"mi300-1"_s << u"0000:11:00.0"_s << 0
                                << 0 << 0 << false << QString();
}

void TestFleetView::partitions()
{
    QFETCH(QString, file);
    QFETCH(QString, node);
    QFETCH(QString, bus);
    QFETCH(int, total);
    QFETCH(int, inUse);
    QFETCH(int, free);
    QFETCH(bool, partitioned);
    QFETCH(QString, text);
    const Dra::Inventory inv = fixtureInventory(file);
    const Dra::Gpu *gpu = gpuAt(inv, node, bus);
    QVERIFY(gpu);
    QVERIFY(gpu->isGpu());
    QCOMPARE(gpu->partitions, total);
    QCOMPARE(gpu->partitionsInUse, inUse);
    QCOMPARE(gpu->partitionsFree, free);
    QCOMPARE(gpu->partitioned, partitioned);
    QCOMPARE(Dra::partitionsText(*gpu), text);
    int states[4] = {};
    for (const int d : gpu->devices)
        if (inv.devices()[d].kind == Dra::DeviceKind::Partition)
            ++states[int(inv.devices()[d].state)];
    QCOMPARE(states[int(Dra::DeviceState::InUse)], inUse);
    QCOMPARE(states[int(Dra::DeviceState::Free)], free);
    QCOMPARE(states[int(Dra::DeviceState::NoFit)], total - inUse - free);
}

void TestFleetView::counters()
{
    const Dra::Inventory inv = fixtureInventory(u"nvidia-mig.yaml"_s);
    const Dra::Gpu *gpu = gpuAt(inv, u"a100-mig"_s, u"0000:07:00.0"_s);
    QVERIFY(gpu);
    const QList<const Dra::CounterSet *> sets = inv.counterSets(*gpu);
    QCOMPARE(sets.size(), 1);
    QCOMPARE(sets.first()->name, u"gpu-0-counter-set"_s);
    for (const Dra::CounterSet::Counter &c : sets.first()->counters) {
        if (c.name == u"multiprocessors"_s) {
            QCOMPARE(c.total, u"98"_s);
            QCOMPARE(c.used, u"56"_s);
            QCOMPARE(c.left, u"42"_s);
        }
    }
    QCOMPARE(Dra::countersText(inv, *gpu),
             u"copy-engines 3/7, decoders 3/5, encoders 0/0, jpeg-engines 1/1, memory 30.1 "
             u"GiB/79 GiB, memory-slice-* 3/8, multiprocessors 42/98, ofa-engines 1/1"_s);
    // The 1.35 layout: the counter set comes from a slice without devices.
    const Dra::Gpu *h100 = gpuAt(inv, u"h100-mig"_s, u"0000:1b:00.0"_s);
    QVERIFY(h100);
    QCOMPARE(inv.counterSets(*h100).size(), 1);
    QVERIFY(Dra::countersText(inv, *h100).contains(u"multiprocessors 132/132"_s));
    // No counters: no text.
    QCOMPARE(Dra::countersText(inv, *gpuAt(inv, u"a30-static"_s, u"0000:3b:00.0"_s)), QString());
}

void TestFleetView::cells_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("node");
    QTest::addColumn<QString>("bus");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char *tag, const QString &file, const QString &node,
                        const QString &bus, Dra::Column column, const QString &expected) {
        QTest::addRow("%s", tag) << file << node << bus << int(column) << expected;
    };
    const QString mig = u"nvidia-mig.yaml"_s;
    const QString mixed = u"mixed-vendors.yaml"_s;
    row("a100 product", mig, u"a100-mig"_s, u"0000:07:00.0"_s, Dra::Column::Product,
        u"NVIDIA A100-SXM4-80GB"_s);
    row("a100 memory: the full device's", mig, u"a100-mig"_s, u"0000:07:00.0"_s,
        Dra::Column::Memory, u"79 GiB"_s);
    row("a100 device: the full device", mig, u"a100-mig"_s, u"0000:07:00.0"_s, Dra::Column::Device,
        u"gpu-0"_s);
    row("a100 held by", mig, u"a100-mig"_s, u"0000:07:00.0"_s, Dra::Column::HeldBy,
        u"ml/infer, ml/train"_s);
    row("a30 product from its partitions", mig, u"a30-static"_s, u"0000:3b:00.0"_s,
        Dra::Column::Product, u"NVIDIA A30"_s);
    row("a30 compute capability from its partitions", mig, u"a30-static"_s, u"0000:3b:00.0"_s,
        Dra::Column::ComputeCapability, u"8.0"_s);
    row("a30 memory: not a partition's", mig, u"a30-static"_s, u"0000:3b:00.0"_s,
        Dra::Column::Memory, QString());
    row("intel model", mixed, u"flex-1"_s, u"0000:4d:00.0"_s, Dra::Column::Product,
        u"Data Center GPU Flex 170"_s);
    row("intel memory", mixed, u"flex-1"_s, u"0000:4d:00.0"_s, Dra::Column::Memory, u"16 GiB"_s);
    row("intel kernel driver", mixed, u"flex-1"_s, u"0000:4d:00.0"_s, Dra::Column::DriverVersion,
        u"i915"_s);
    row("intel healthy", mixed, u"flex-1"_s, u"0000:4d:00.0"_s, Dra::Column::Health, u"ok"_s);
    row("intel unhealthy", mixed, u"flex-1"_s, u"0000:8d:00.0"_s, Dra::Column::Health,
        u"unhealthy"_s);
    row("intel millicores", mixed, u"flex-1"_s, u"0000:4d:00.0"_s, Dra::Column::Compute, u"1k"_s);
    row("amd product", mixed, u"mi300-1"_s, u"0000:11:00.0"_s, Dra::Column::Product,
        u"AMD Instinct MI300X OAM"_s);
    row("amd memory", mixed, u"mi300-1"_s, u"0000:11:00.0"_s, Dra::Column::Memory, u"192 GiB"_s);
    row("amd driver", mixed, u"mi300-1"_s, u"0000:11:00.0"_s, Dra::Column::DriverVersion,
        u"6.10.5"_s);
    row("liken product", mixed, u"arc-1"_s, u"0000:03:00.0"_s, Dra::Column::Product,
        u"DG2 [Arc A770]"_s);
    row("liken render node", mixed, u"arc-1"_s, u"0000:03:00.0"_s, Dra::Column::RenderNode,
        u"pci-0000-03-00-0"_s);
    row("liken capabilities", mixed, u"arc-1"_s, u"0000:03:00.0"_s, Dra::Column::Capabilities,
        u"4"_s);
    row("unknown driver, generically", mixed, u"fpga-1"_s, u"0000:65:00.0"_s,
        Dra::Column::Attributes, u"bitstream=video-scaler-v3, board=U55C"_s);
}

void TestFleetView::cells()
{
    QFETCH(QString, file);
    QFETCH(QString, node);
    QFETCH(QString, bus);
    QFETCH(int, column);
    QFETCH(QString, expected);
    const Dra::Inventory inv = fixtureInventory(file);
    const Dra::Gpu *gpu = gpuAt(inv, node, bus);
    QVERIFY(gpu);
    QCOMPARE(Dra::gpuCell(inv, *gpu, Dra::Column(column)), expected);
}

void TestFleetView::columns_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("wide");
    QTest::addColumn<QStringList>("expected");
    QTest::addRow("nvidia mig") << u"nvidia-mig.yaml"_s << false
                                << QStringList{u"NODE"_s,   u"PCIBUSID"_s, u"PRODUCT"_s,
                                               u"MEMORY"_s, u"ARCH"_s,     u"CC"_s,
                                               u"DRIVER"_s, u"MIG"_s,      u"HELD BY"_s,
                                               u"TAINTS"_s, u"HEALTH"_s};
    QTest::addRow("nvidia mig, wide")
        << u"nvidia-mig.yaml"_s << true
        << QStringList{u"NODE"_s,     u"PCIBUSID"_s, u"DEVICE"_s, u"PRODUCT"_s, u"MEMORY"_s,
                       u"ARCH"_s,     u"CC"_s,       u"DRIVER"_s, u"MIG"_s,     u"HELD BY"_s,
                       u"TAINTS"_s,   u"HEALTH"_s,   u"UUID"_s,   u"CUDA"_s,    u"COMPUTE"_s,
                       u"COUNTERS"_s, u"DRIVERS"_s};
    // A mixed fleet: the vendors' columns and liken's media columns side by side.
    QTest::addRow("mixed") << u"mixed-vendors.yaml"_s << false
                           << QStringList{u"NODE"_s,        u"PCIBUSID"_s, u"PRODUCT"_s,
                                          u"MEMORY"_s,      u"DRIVER"_s,   u"MIG"_s,
                                          u"RENDER NODE"_s, u"VADRIVER"_s, u"CAPABILITIES"_s,
                                          u"HELD BY"_s,     u"TAINTS"_s,   u"HEALTH"_s};
    QTest::addRow("mixed, wide") << u"mixed-vendors.yaml"_s << true
                                 << QStringList{u"NODE"_s,         u"PCIBUSID"_s,    u"DEVICE"_s,
                                                u"PRODUCT"_s,      u"MEMORY"_s,      u"DRIVER"_s,
                                                u"MIG"_s,          u"RENDER NODE"_s, u"VADRIVER"_s,
                                                u"CAPABILITIES"_s, u"HELD BY"_s,     u"TAINTS"_s,
                                                u"HEALTH"_s,       u"FAMILY"_s,      u"COMPUTE"_s,
                                                u"NUMA"_s,         u"DRIVERS"_s};
}

void TestFleetView::columns()
{
    QFETCH(QString, file);
    QFETCH(bool, wide);
    QFETCH(QStringList, expected);
    QStringList got;
    for (const Dra::Column c : Dra::fittedColumns(fixtureInventory(file), wide))
        got << QString::fromLatin1(Dra::columnSpec(c).header);
    QCOMPARE(got, expected);
}

void TestFleetView::summary()
{
    const Dra::FleetSummary mig = Dra::summarizeFleet(fixtureInventory(u"nvidia-mig.yaml"_s));
    QCOMPARE(mig.products.size(), 3);
    const Dra::ProductSummary &a100 = mig.products[0];
    QCOMPARE(a100.product, u"NVIDIA A100-SXM4-80GB"_s);
    QCOMPARE(a100.nodes, 1);
    QCOMPARE(a100.gpus, 2);
    QCOMPARE(a100.inUse, 2);
    QCOMPARE(a100.free, 0);
    QCOMPARE(a100.partitions, 26);
    QCOMPARE(a100.partitionsFree, 2);
    QCOMPARE(mig.products[1].product, u"NVIDIA A30"_s);
    QCOMPARE(mig.products[2].partitionsFree, 11);
    QCOMPARE(mig.total.gpus, 4);
    QCOMPARE(mig.total.nodes, 3);
    QCOMPARE(mig.otherDevices, 6);

    const Dra::FleetSummary mixed = Dra::summarizeFleet(fixtureInventory(u"mixed-vendors.yaml"_s));
    QStringList products;
    for (const Dra::ProductSummary &p : mixed.products)
        products << p.product;
    QCOMPARE(products, (QStringList{u"AMD Instinct MI300X OAM"_s, u"DG2 [Arc A770]"_s,
                                    u"Data Center GPU Flex 170"_s}));
    QCOMPARE(mixed.products[2].unhealthy, 1);
    QCOMPARE(mixed.products[2].free, 1);
    QCOMPARE(mixed.products[0].inUse, 1);
    // Gaudi, two NIC functions, liken's sound device, the FPGA: not GPUs.
    QCOMPARE(mixed.otherDevices, 5);
    QCOMPARE(mixed.total.gpus, 5);
}

void TestFleetView::everyColumnHasAHeaderAndKey()
{
    QSet<QString> headers;
    QSet<QString> keys;
    for (const Dra::ColumnSpec &spec : Dra::columnSpecs()) {
        QVERIFY(spec.header && spec.key && spec.title && spec.description);
        QVERIFY(!headers.contains(QLatin1String(spec.header)));
        QVERIFY(!keys.contains(QLatin1String(spec.key)));
        headers.insert(QLatin1String(spec.header));
        keys.insert(QLatin1String(spec.key));
        QCOMPARE(Dra::columnSpec(spec.column).column, spec.column);
    }
    // Every field names a column of the table and a format.
    for (const Dra::DriverProfile &profile : Dra::driverProfiles()) {
        QVERIFY(profile.source && profile.vendor);
        for (const Dra::FieldSpec &f : profile.fields) {
            QVERIFY(f.column != Dra::Column::Invalid);
            QVERIFY(f.format != Dra::ValueFormat::Invalid);
            QVERIFY(!f.name.isEmpty());
        }
    }
}

QTEST_GUILESS_MAIN(TestFleetView)
#include "tst_fleetview.moc"
