// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Real fleets as their drivers publish them (issue 33): the files in
// ../shared/conformance/real-dra/ (PROVENANCE.md there), loaded exactly as they are, give the
// rows, counts, columns and cells an operator sees; claims and selectors from the same drivers
// match them as the scheduler would. The Helm DeviceClass templates are rendered here as `helm
// template` renders them with the charts' defaults on a resource.k8s.io/v1 cluster.
#include "doc/documentreader.h"
#include "dra/allocation.h"
#include "dra/devicecel.h"
#include "dra/driverprofile.h"
#include "dra/fleetview.h"
#include "dra/gpuclaim.h"
#include "dra/inventory.h"
#include "kube/snapshot.h"
#include "testsupport.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

const QString kEks = u"real-dra/nvidia-aicr-h100-eks/resourceslices.L98-L650.yaml"_s;
const QString kExample = u"real-dra/dra-example-driver/README.resourceslices.L189-L320.yaml"_s;

Dra::Inventory inventoryOf(const QString &file)
{
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromFile(conformanceDir() + u'/' + file);
    if (!snapshot)
        qFatal("%s does not read: %s", qPrintable(file), qPrintable(snapshot.error().message));
    return Dra::Inventory::build(*snapshot);
}

/// A chart's DeviceClass template as `helm template` renders it with the chart's defaults on a
/// resource.k8s.io/v1 cluster: every `if` the defaults enable kept (resources.gpus,
/// resources.computeDomains, the v1 API version), the API version and driver name filled in,
/// a `with` over an empty value dropped.
QList<QJsonObject> renderHelmClass(const QString &file, const QString &driverName = {})
{
    QFile f(conformanceDir() + u'/' + file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QString text = QString::fromUtf8(f.readAll());
    // `with` over a value the defaults leave empty renders nothing up to its end.
    static const QRegularExpression with(u"\\{\\{-? *with [^}]*\\}\\}.*?\\{\\{-? *end *-?\\}\\}"_s,
                                         QRegularExpression::DotMatchesEverythingOption);
    text.remove(with);
    QStringList out;
    for (QString line : text.split(u'\n')) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(u"{{- if") || trimmed.startsWith(u"{{ if") ||
            trimmed.startsWith(u"{{- end") || trimmed.startsWith(u"{{ end") ||
            trimmed.startsWith(u"{{- $"))
            continue;
        static const QRegularExpression apiVersion(
            u"\\{\\{ *(include \"[^\"]*resourceApiVersion\" \\.|\\$resourceApiVersion) *\\}\\}"_s);
        line.replace(apiVersion, u"resource.k8s.io/v1"_s);
        static const QRegularExpression driver(
            u"\\{\\{ *include \"[^\"]*driverName\" \\. *\\}\\}"_s);
        line.replace(driver, driverName);
        out << line;
    }
    const Result<QList<QJsonObject>> objects = Doc::readObjects(out.join(u'\n').toUtf8(), file);
    if (!objects)
        qFatal("%s does not render: %s", qPrintable(file), qPrintable(objects.error().message));
    return *objects;
}

QList<QJsonObject> nvidiaClasses()
{
    QList<QJsonObject> classes;
    for (const char *name :
         {"deviceclass-gpu.yaml", "deviceclass-mig.yaml", "deviceclass-vfio-gpu.yaml",
          "deviceclass-compute-domain-default-channel.yaml",
          "deviceclass-compute-domain-daemon.yaml"})
        classes << renderHelmClass(u"real-dra/nvidia-dra-driver-gpu/"_s + QLatin1String(name));
    return classes;
}

QList<QJsonObject> claimsIn(const QString &file)
{
    const Result<QList<QJsonObject>> objects = Doc::readObjectsFile(conformanceDir() + u'/' + file);
    if (!objects)
        qFatal("%s does not read: %s", qPrintable(file), qPrintable(objects.error().message));
    QList<QJsonObject> claims;
    for (const QJsonObject &o : *objects) {
        const QString kind = o.value(u"kind"_s).toString();
        if (kind == u"ResourceClaim"_s || kind == u"ResourceClaimTemplate"_s)
            claims << o;
    }
    return claims;
}

QStringList headers(const QList<Dra::Column> &columns)
{
    QStringList out;
    for (const Dra::Column c : columns)
        out << QString::fromLatin1(Dra::columnSpec(c).header);
    return out;
}

} // namespace

class TestFleetConformance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void counts_data();
    void counts();
    void columns_data();
    void columns();
    void nvidiaCells();
    void exampleCells();
    void summary();
    void fastReaderAgrees();
    void claims_data();
    void claims();
    void renderedClaimMatches();
    void celPicksFromTheList();
};

void TestFleetConformance::counts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("others");
    QTest::addColumn<QStringList>("otherKinds");
    // The EKS cluster: per node 8 H100 and IMEX's channel-0 and daemon-0, which are not GPUs.
    QTest::addRow("nvidia eks h100")
        << kEks << 2 << 16 << 4
        << QStringList{u"IMEX channel"_s, u"IMEX daemon"_s, u"IMEX channel"_s, u"IMEX daemon"_s};
    QTest::addRow("dra-example-driver") << kExample << 1 << 8 << 0 << QStringList{};
}

void TestFleetConformance::counts()
{
    QFETCH(QString, file);
    QFETCH(int, nodes);
    QFETCH(int, gpus);
    QFETCH(int, others);
    QFETCH(QStringList, otherKinds);
    ACCEL_REQUIRE_CONFORMANCE(file);
    const Dra::Inventory inv = inventoryOf(file);
    QCOMPARE(inv.nodes().size(), nodes);
    QCOMPARE(inv.gpuCount(), gpus);
    QCOMPARE(inv.otherDeviceCount(), others);
    // Every count agrees: per node, the summary, and the GPU entries.
    int perNode = 0;
    int othersPerNode = 0;
    QStringList kinds;
    for (const Dra::Node &node : inv.nodes()) {
        perNode += int(node.gpus.size());
        othersPerNode += int(node.others.size());
        for (const int g : node.gpus)
            QVERIFY(inv.gpus()[g].isGpu());
        for (const int o : node.others) {
            QVERIFY(!inv.gpus()[o].isGpu());
            kinds << Dra::entryKindLabel(inv, inv.gpus()[o]);
        }
    }
    QCOMPARE(perNode, gpus);
    QCOMPARE(othersPerNode, others);
    QCOMPARE(kinds, otherKinds);
    const Dra::FleetSummary summary = Dra::summarizeFleet(inv);
    QCOMPARE(summary.total.gpus, gpus);
    QCOMPARE(summary.total.nodes, nodes);
    QCOMPARE(summary.otherDevices, others);
}

void TestFleetConformance::columns_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("wide");
    QTest::addColumn<QStringList>("expected");
    // What an NVIDIA operator looks for, and nothing of liken's media columns.
    QTest::addRow("eks, default") << kEks << false
                                  << QStringList{u"NODE"_s,   u"PCIBUSID"_s, u"PRODUCT"_s,
                                                 u"MEMORY"_s, u"ARCH"_s,     u"CC"_s,
                                                 u"DRIVER"_s, u"HELD BY"_s,  u"TAINTS"_s,
                                                 u"HEALTH"_s};
    QTest::addRow("eks, wide") << kEks << true
                               << QStringList{u"NODE"_s,    u"PCIBUSID"_s, u"DEVICE"_s,
                                              u"PRODUCT"_s, u"MEMORY"_s,   u"ARCH"_s,
                                              u"CC"_s,      u"DRIVER"_s,   u"HELD BY"_s,
                                              u"TAINTS"_s,  u"HEALTH"_s,   u"UUID"_s,
                                              u"CUDA"_s,    u"DRIVERS"_s};
    // No PCI address: the device name is what names each GPU.
    QTest::addRow("example, default")
        << kExample << false << QStringList{u"NODE"_s,   u"DEVICE"_s,  u"PRODUCT"_s, u"MEMORY"_s,
                                            u"DRIVER"_s, u"HELD BY"_s, u"TAINTS"_s};
    QTest::addRow("example, wide")
        << kExample << true
        << QStringList{u"NODE"_s,    u"DEVICE"_s, u"PRODUCT"_s, u"MEMORY"_s, u"DRIVER"_s,
                       u"HELD BY"_s, u"TAINTS"_s, u"UUID"_s,    u"INDEX"_s,  u"DRIVERS"_s};
}

void TestFleetConformance::columns()
{
    QFETCH(QString, file);
    QFETCH(bool, wide);
    QFETCH(QStringList, expected);
    ACCEL_REQUIRE_CONFORMANCE(file);
    QCOMPARE(headers(Dra::fittedColumns(inventoryOf(file), wide)), expected);
}

void TestFleetConformance::nvidiaCells()
{
    ACCEL_REQUIRE_CONFORMANCE(kEks);
    const Dra::Inventory inv = inventoryOf(kEks);
    const Dra::Node *node = inv.node(u"gpu-node-1"_s);
    QVERIFY(node);
    QCOMPARE(node->gpus.size(), 8);
    // Sorted by PCI address; gpu-0 is listed last in the slice and sits at 0000:53:00.0.
    const Dra::Gpu &first = inv.gpus()[node->gpus.first()];
    QCOMPARE(first.pciBusId, u"0000:53:00.0"_s);
    const auto cell = [&](Dra::Column c) { return Dra::gpuCell(inv, first, c); };
    QCOMPARE(cell(Dra::Column::Device), u"gpu-0"_s);
    QCOMPARE(cell(Dra::Column::Product), u"NVIDIA H100 80GB HBM3"_s);
    QCOMPARE(cell(Dra::Column::Memory), u"79.6 GiB"_s); // 81559Mi
    QCOMPARE(cell(Dra::Column::Architecture), u"Hopper"_s);
    QCOMPARE(cell(Dra::Column::ComputeCapability), u"9.0"_s);
    QCOMPARE(cell(Dra::Column::DriverVersion), u"580.105.8"_s);
    QCOMPARE(cell(Dra::Column::CudaVersion), u"13.0"_s);
    QCOMPARE(cell(Dra::Column::Health), u"ok"_s);
    QVERIFY(cell(Dra::Column::Uuid).startsWith(u"GPU-"_s));
    QCOMPARE(cell(Dra::Column::HeldBy), QString());
    QCOMPARE(cell(Dra::Column::RenderNode), QString());
    QCOMPARE(Dra::gpuRawValue(inv, first, Dra::Column::Memory), u"81559Mi"_s);
    QCOMPARE(first.devices.size(), 1);
    QCOMPARE(first.partitions, 0);
    // The IMEX devices are other devices of the node, named as what they are.
    QCOMPARE(node->others.size(), 2);
    const Dra::Gpu &channel = inv.gpus()[node->others.first()];
    QCOMPARE(Dra::gpuCell(inv, channel, Dra::Column::Device), u"channel-0"_s);
    QCOMPARE(inv.devices()[channel.devices.first()].kind, Dra::DeviceKind::Other);
}

void TestFleetConformance::exampleCells()
{
    ACCEL_REQUIRE_CONFORMANCE(kExample);
    const Dra::Inventory inv = inventoryOf(kExample);
    const Dra::Gpu &gpu = inv.gpus().first();
    QVERIFY(gpu.standalone);
    QCOMPARE(Dra::gpuCell(inv, gpu, Dra::Column::Device), u"gpu-0"_s);
    QCOMPARE(Dra::gpuCell(inv, gpu, Dra::Column::Product), u"LATEST-GPU-MODEL"_s);
    QCOMPARE(Dra::gpuCell(inv, gpu, Dra::Column::Memory), u"80 GiB"_s);
    QCOMPARE(Dra::gpuCell(inv, gpu, Dra::Column::DriverVersion), u"1.0.0"_s);
    QCOMPARE(Dra::gpuCell(inv, gpu, Dra::Column::Index), u"0"_s);
    QCOMPARE(Dra::gpuCell(inv, gpu, Dra::Column::Health), QString());
}

void TestFleetConformance::summary()
{
    ACCEL_REQUIRE_CONFORMANCE(kEks);
    const Dra::FleetSummary summary = Dra::summarizeFleet(inventoryOf(kEks));
    QCOMPARE(summary.products.size(), 1);
    const Dra::ProductSummary &h100 = summary.products.first();
    QCOMPARE(h100.product, u"NVIDIA H100 80GB HBM3"_s);
    QCOMPARE(h100.nodes, 2);
    QCOMPARE(h100.gpus, 16);
    QCOMPARE(h100.free, 16);
    QCOMPARE(h100.inUse, 0);
    QCOMPARE(h100.tainted, 0);
    QCOMPARE(h100.unhealthy, 0);
    QCOMPARE(h100.partitions, 0);
    QCOMPARE(summary.otherDevices, 4);
}

void TestFleetConformance::fastReaderAgrees()
{
    // The same List as JSON takes the simdjson reader; it must give the same inventory.
    ACCEL_REQUIRE_CONFORMANCE(kEks);
    const Result<QList<QJsonObject>> objects = Doc::readObjectsFile(conformanceDir() + u'/' + kEks);
    QVERIFY(objects);
    QJsonArray items;
    for (const QJsonObject &o : *objects)
        items.append(o);
    QTemporaryDir dir;
    QFile json(dir.filePath(u"eks.json"_s));
    QVERIFY(json.open(QIODevice::WriteOnly));
    json.write(
        QJsonDocument(
            QJsonObject{{u"apiVersion"_s, u"v1"_s}, {u"kind"_s, u"List"_s}, {u"items"_s, items}})
            .toJson());
    json.close();
    Dra::Inventory::SnapshotReader reader = Dra::Inventory::SnapshotReader::Invalid;
    const Result<Dra::Inventory> fast = Dra::Inventory::fromSnapshotFile(json.fileName(), &reader);
    QVERIFY(fast);
    QCOMPARE(reader, Dra::Inventory::SnapshotReader::FastJsonStream);
    QVERIFY(*fast == inventoryOf(kEks));
}

void TestFleetConformance::claims_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("qualifying");
    QTest::addColumn<QStringList>("adviceHas");
    QTest::addColumn<QStringList>("adviceLacks");
    // One GPU of the gpu.nvidia.com class: both nodes can give one.
    QTest::addRow("quickstart gpu-test1")
        << u"real-dra/nvidia-dra-driver-gpu/quickstart-v1-gpu-test1.yaml"_s << 2 << QStringList{}
        << QStringList{};
    // A product no GPU has: the advice names what the fleet has, and nothing about media.
    QTest::addRow("bats cel-nomatch")
        << u"real-dra/nvidia-dra-driver-gpu/bats-gpu-cel-nomatch.yaml"_s << 0
        << QStringList{u"gpu.nvidia.com/productName: NVIDIA H100 80GB HBM3"_s,
                       u"accelctl get gpus -o wide"_s}
        << QStringList{u"CPU"_s, u"render node"_s};
    // MIG devices: this cluster has none (MIG is off), so nothing qualifies.
    QTest::addRow("quickstart gpu-test4 (MIG)")
        << u"real-dra/nvidia-dra-driver-gpu/quickstart-v1-gpu-test4.yaml"_s << 0
        << QStringList{u"gpu.nvidia.com/profile"_s} << QStringList{u"CPU"_s};
}

void TestFleetConformance::claims()
{
    QFETCH(QString, file);
    QFETCH(int, qualifying);
    QFETCH(QStringList, adviceHas);
    QFETCH(QStringList, adviceLacks);
    ACCEL_REQUIRE_CONFORMANCE(kEks);
    ACCEL_REQUIRE_CONFORMANCE(file);
    const Dra::Inventory inv = inventoryOf(kEks);
    const Result<QList<Dra::ClaimOutcome>> outcomes =
        Dra::matchClaims(claimsIn(file), nvidiaClasses(), inv);
    QVERIFY2(outcomes, outcomes ? "" : qPrintable(outcomes.error().message));
    QCOMPARE(outcomes->size(), 1);
    int qualifies = 0;
    for (const Dra::NodeOutcome &n : outcomes->first().nodes)
        qualifies += n.qualifies;
    QCOMPARE(qualifies, qualifying);
    const QString advice = outcomes->first().advice.join(u'\n');
    for (const QString &text : adviceHas)
        QVERIFY2(advice.contains(text), qPrintable(advice));
    for (const QString &text : adviceLacks)
        QVERIFY2(!advice.contains(text), qPrintable(advice));
}

void TestFleetConformance::renderedClaimMatches()
{
    // A claim built for what the fleet has, over the driver's own class (rendered from its
    // chart): the API server's CEL compiles it and both nodes qualify; one that asks for more
    // memory than an H100 has qualifies nowhere.
    ACCEL_REQUIRE_CONFORMANCE(kEks);
    const Dra::Inventory inv = inventoryOf(kEks);
    Dra::GpuClaimRequest request;
    request.name = u"h100"_s;
    request.driver = u"gpu.nvidia.com"_s;
    request.product = u"NVIDIA H100 80GB HBM3"_s;
    request.architecture = u"Hopper"_s;
    request.minMemory = u"40Gi"_s;
    request.minComputeCapability = u"9.0"_s;
    Result<Dra::ClaimRendering> rendered = Dra::renderGpuClaim(request);
    QVERIFY(rendered);
    Result<QList<Dra::ClaimOutcome>> outcome =
        Dra::matchClaims(rendered->objects, nvidiaClasses(), inv);
    QVERIFY2(outcome, outcome ? "" : qPrintable(outcome.error().message));
    QVERIFY(outcome->first().anyQualifies);
    request.minMemory = u"100Gi"_s;
    rendered = Dra::renderGpuClaim(request);
    QVERIFY(rendered);
    outcome = Dra::matchClaims(rendered->objects, nvidiaClasses(), inv);
    QVERIFY(outcome);
    QVERIFY(!outcome->first().anyQualifies);
}

void TestFleetConformance::celPicksFromTheList()
{
    // `get resourceslices -o yaml` fed back to `cel eval --device`: gpu-1 is on both nodes.
    ACCEL_REQUIRE_CONFORMANCE(kEks);
    const Result<QList<QJsonValue>> docs = Doc::readDocumentsFile(conformanceDir() + u'/' + kEks);
    QVERIFY(docs);
    Dra::DevicePick pick;
    pick.name = u"gpu-1"_s;
    Result<Dra::Device> device = Dra::deviceFromDocuments(*docs, pick);
    QVERIFY(!device);
    QCOMPARE(device.error().code, u"CEL_DEVICE"_s);
    QVERIFY2(device.error().message.contains(u"gpu-1 (driver gpu.nvidia.com, node gpu-node-2)"_s),
             qPrintable(device.error().message));
    QVERIFY(device.error().hint.contains(u"--node"_s));
    pick.node = u"gpu-node-2"_s;
    device = Dra::deviceFromDocuments(*docs, pick);
    QVERIFY(device);
    QCOMPARE(device->nodeName, u"gpu-node-2"_s);
    QCOMPARE(device->stringAttribute(u"architecture"_s), std::optional<QString>(u"Hopper"_s));
    // Without a pick: how to pick, naming the candidates.
    device = Dra::deviceFromDocuments(*docs, {});
    QVERIFY(!device);
    QVERIFY(device.error().message.startsWith(u"20 devices match"_s));
}

QTEST_GUILESS_MAIN(TestFleetConformance)
#include "tst_fleet_conformance.moc"
