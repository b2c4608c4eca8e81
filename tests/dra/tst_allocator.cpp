// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Dra::Allocator beyond Kubernetes' own table (issue 15): feature gates by release, what
// existing claims hold, DeviceTaintRules, the reasons per device when a node cannot hold a
// claim, the notes (binding conditions, admin access namespace label), templates, and
// claim match with the allocator. Clusters and claims are YAML.
#include "doc/documentreader.h"
#include "dra/allocation.h"
#include "dra/allocationpreview.h"
#include "dra/allocator.h"
#include "dra/inventory.h"
#include "kube/snapshot.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QtTest>

using namespace Accel;
using namespace Accel::Dra;
using namespace Qt::StringLiterals;

namespace {

QList<QJsonObject> objects(const QByteArray &yaml)
{
    QList<QJsonObject> out;
    if (yaml.contains("\n---\n")) {
        const Result<QList<QJsonObject>> docs = Doc::readObjects(yaml, u"test data"_s);
        return docs ? *docs : out;
    }
    const QJsonValue v = Test::yaml(yaml);
    if (v.isArray())
        for (const QJsonValue &item : v.toArray())
            out << item.toObject();
    else
        out << v.toObject();
    return out;
}

/// node-1 with four GPUs of gpu.example.com (gpu-0 .. gpu-3), in pool node-1; EXTRA is more
/// YAML for the device list's entries (appended to gpu-3).
Kube::ClusterSnapshot cluster(const QByteArray &more = {}, const QByteArray &gpu3 = {})
{
    const QByteArray yaml = R"(
- apiVersion: v1
  kind: Node
  metadata: {name: node-1, labels: {zone: a}}
- apiVersion: v1
  kind: Node
  metadata: {name: node-2, labels: {zone: b}}
- apiVersion: resource.k8s.io/v1
  kind: DeviceClass
  metadata: {name: gpu}
  spec:
    selectors: [{cel: {expression: 'device.driver == "gpu.example.com"'}}]
- apiVersion: resource.k8s.io/v1
  kind: ResourceSlice
  metadata: {name: node-1-gpus}
  spec:
    driver: gpu.example.com
    nodeName: node-1
    pool: {name: node-1, generation: 1, resourceSliceCount: 1}
    devices:
    - {name: gpu-0, attributes: {model: {string: h200}}}
    - {name: gpu-1, attributes: {model: {string: h200}}}
    - {name: gpu-2, attributes: {model: {string: l4}}}
    - name: gpu-3
      attributes: {model: {string: l4}}
)" + gpu3 + more;
    Result<Kube::ClusterSnapshot> s = Kube::ClusterSnapshot::fromObjects(objects(yaml), u"test"_s);
    if (!s)
        qFatal("%s", qPrintable(s.error().toString()));
    return *s;
}

const QByteArray kClaim = R"(
apiVersion: resource.k8s.io/v1
kind: ResourceClaim
metadata: {name: job, namespace: ml}
spec:
  devices:
    requests:
    - name: gpus
      exactly: {deviceClassName: gpu, count: 2}
)";

Result<AllocateReport> allocate(const Kube::ClusterSnapshot &s, const QByteArray &claims,
                                const QString &gates = {}, const QString &node = u"node-1"_s)
{
    AllocateRequest request;
    request.claims = objects(claims);
    request.node = node;
    request.featureGates = gates;
    return allocateOnNode(s, request);
}

QStringList devicesOf(const AllocateReport &r, int claim = 0)
{
    QStringList out;
    for (const QJsonValue &v :
         r.outcome.allocations.value(claim)[u"devices"_s][u"results"_s].toArray())
        out << v[u"device"_s].toString();
    return out;
}

} // namespace

class TestAllocator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void gatesByRelease_data();
    void gatesByRelease();
    void gatesParse_data();
    void gatesParse();
    void allocatedState();
    void heldDevicesAreSkipped();
    void reasons_data();
    void reasons();
    void taintRules();
    void notes();
    void templateClaim();
    void podClaimsTogether();
    void matchUsesAllocator();
    void equalDevicesKeepTheirSpelling();
};

void TestAllocator::gatesByRelease_data()
{
    // k8s NOTES section 7: beta gates are on from the release that made them beta.
    QTest::addColumn<QString>("version");
    QTest::addColumn<QStringList>("on");
    const QStringList at134 = {u"DRAPrioritizedList"_s, u"DRAAdminAccess"_s};
    const QStringList at136 =
        at134 + QStringList{u"DRAPartitionableDevices"_s, u"DRADeviceTaints"_s,
                            u"DRAConsumableCapacity"_s, u"DRADeviceBindingConditions"_s};
    QTest::newRow("1.33") << u"v1.33.4"_s << QStringList{};
    QTest::newRow("1.34") << u"v1.34.0"_s << at134;
    QTest::newRow("1.35") << u"1.35"_s << at134;
    QTest::newRow("1.36") << u"v1.36.1+k3s1"_s << at136;
    QTest::newRow("unknown: newest") << u""_s << at136;
    QTest::newRow("garbage: newest") << u"latest"_s << at136;
}

void TestAllocator::gatesByRelease()
{
    QFETCH(QString, version);
    QFETCH(QStringList, on);
    const FeatureGates g = FeatureGates::forRelease(version);
    for (const QString &name : FeatureGates::names())
        QVERIFY2(g.value(name) == on.contains(name), qPrintable(name));
    QCOMPARE(g.toJson().size(), FeatureGates::names().size());
}

void TestAllocator::gatesParse_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("gate");
    QTest::addColumn<bool>("value");
    QTest::newRow("one off") << u"DRAAdminAccess=false"_s << true << u"DRAAdminAccess"_s << false;
    QTest::newRow("spaces, case") << u" DRADeviceTaintRules = TRUE "_s << true
                                  << u"DRADeviceTaintRules"_s << true;
    QTest::newRow("two") << u"DRAPrioritizedList=false,DRAListTypeAttributes=true"_s << true
                         << u"DRAListTypeAttributes"_s << true;
    QTest::newRow("unknown") << u"DRAWhatever=true"_s << false << QString() << false;
    QTest::newRow("no value") << u"DRAAdminAccess"_s << false << QString() << false;
}

void TestAllocator::gatesParse()
{
    QFETCH(QString, spec);
    QFETCH(bool, ok);
    QFETCH(QString, gate);
    QFETCH(bool, value);
    const Result<FeatureGates> g = FeatureGates::parse(spec, FeatureGates::forRelease(u"1.36"_s));
    QCOMPARE(bool(g), ok);
    if (!ok) {
        QCOMPARE(g.error().code, u"FEATURE_GATES"_s);
        return;
    }
    QCOMPARE(g->value(gate), value);
}

void TestAllocator::allocatedState()
{
    const QList<QJsonObject> claims = objects(R"(
- kind: ResourceClaim
  metadata: {name: a, namespace: ns}
  status:
    allocation:
      devices:
        results:
        - {request: r, driver: d, pool: p, device: x}
        - {request: r, driver: d, pool: p, device: admin, adminAccess: true}
        - {request: r, driver: d, pool: p, device: shared, shareID: 1234, consumedCapacity: {memory: 1Gi}}
- kind: ResourceClaim
  metadata: {name: b, namespace: ns}
  status:
    allocation:
      devices:
        results:
        - {request: r, driver: d, pool: p, device: shared, shareID: 5678, consumedCapacity: {memory: 512Mi}}
- kind: ResourceClaim
  metadata: {name: pending, namespace: ns}
  spec: {}
)");
    const AllocatedState state = AllocatedState::fromClaims(claims);
    QCOMPARE(state.claimCount(), 2);
    QVERIFY(state.holds(u"d/p/x"_s));
    QVERIFY(!state.holds(u"d/p/admin"_s)); // admin access holds nothing
    QVERIFY(!state.holds(u"d/p/shared"_s));
    QCOMPARE(state.consumedCapacity().value(u"d/p/shared"_s).value(u"memory"_s), u"1536Mi"_s);
    QCOMPARE(state.holders(u"d/p/shared"_s), (QStringList{u"ns/a"_s, u"ns/b"_s}));
    QCOMPARE(state.holders(u"d/p/x"_s), QStringList{u"ns/a"_s});
    const AllocatedState except = AllocatedState::fromClaims(claims, {u"ns/a"_s});
    QVERIFY(!except.holds(u"d/p/x"_s));
}

void TestAllocator::heldDevicesAreSkipped()
{
    const QByteArray held = R"(
- apiVersion: resource.k8s.io/v1
  kind: ResourceClaim
  metadata: {name: other, namespace: ml}
  status:
    allocation:
      devices:
        results: [{request: g, driver: gpu.example.com, pool: node-1, device: gpu-0}]
)";
    const Result<AllocateReport> r = allocate(cluster(held), kClaim);
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QVERIFY(r->outcome.allocated);
    QCOMPARE(devicesOf(*r), (QStringList{u"gpu-1"_s, u"gpu-2"_s}));
}

void TestAllocator::reasons_data()
{
    // Issue 15 section 3: the reasons name the cause per device.
    QTest::addColumn<QByteArray>("more");
    QTest::addColumn<QByteArray>("gpu3");
    QTest::addColumn<QByteArray>("claim");
    QTest::addColumn<QString>("gates");
    QTest::addColumn<QStringList>("needles");

    const QByteArray one = R"(
apiVersion: resource.k8s.io/v1
kind: ResourceClaim
metadata: {name: job, namespace: ml}
spec:
  devices:
    requests:
    - name: gpus
      exactly:
        deviceClassName: gpu
        selectors: [{cel: {expression: 'device.attributes["gpu.example.com"].model == "l4" && device.driver == "gpu.example.com"'}}]
        count: 2
)";
    QTest::newRow("in use and selector term")
        << QByteArray(R"(
- apiVersion: resource.k8s.io/v1
  kind: ResourceClaim
  metadata: {name: other, namespace: ml}
  status:
    allocation:
      devices:
        results: [{request: g, driver: gpu.example.com, pool: node-1, device: gpu-2}]
)") << QByteArray()
        << one << QString()
        << QStringList{u"needs 2, 1 of 4 devices on the node usable"_s,
                       u"gpu.example.com/gpu-2: in use by ml/other"_s,
                       u"gpu.example.com/gpu-0: selector false "
                       "(device.attributes[\"gpu.example.com\"].model == \"l4\")"_s};
    QTest::newRow("taint") << QByteArray()
                           << QByteArray("      taints: [{key: broken, effect: NoExecute}]\n")
                           << one << QString()
                           << QStringList{u"gpu.example.com/gpu-3: tainted broken:NoExecute"_s};
    QTest::newRow("taint ignored with the gate off")
        << QByteArray() << QByteArray("      taints: [{key: broken, effect: NoExecute}]\n")
        << QByteArray(one).replace("count: 2", "count: 3") << u"DRADeviceTaints=false"_s
        << QStringList{u"needs 3, 2 of 4"_s};
    QTest::newRow("counters")
        << QByteArray(R"(
- apiVersion: resource.k8s.io/v1
  kind: ResourceSlice
  metadata: {name: node-2-parts}
  spec:
    driver: gpu.example.com
    nodeName: node-2
    pool: {name: node-2, generation: 1, resourceSliceCount: 1}
    sharedCounters: [{name: gpu-0, counters: {memory: {value: 40Gi}}}]
    devices:
    - {name: part-0, consumesCounters: [{counterSet: gpu-0, counters: {memory: {value: 30Gi}}}]}
    - {name: part-1, consumesCounters: [{counterSet: gpu-0, counters: {memory: {value: 20Gi}}}]}
- apiVersion: resource.k8s.io/v1
  kind: ResourceClaim
  metadata: {name: other, namespace: ml}
  status:
    allocation:
      devices:
        results: [{request: g, driver: gpu.example.com, pool: node-2, device: part-0}]
)") << QByteArray()
        << kClaim << u"NODE=node-2"_s
        << QStringList{u"gpu.example.com/part-1: counters exhausted (gpu-0/memory: 10Gi left, "
                       "20Gi needed)"_s,
                       u"gpu.example.com/part-0: in use by ml/other"_s};
    QTest::newRow("incomplete pool")
        << QByteArray(R"(
- apiVersion: resource.k8s.io/v1
  kind: ResourceSlice
  metadata: {name: node-2-a}
  spec:
    driver: gpu.example.com
    nodeName: node-2
    pool: {name: node-2, generation: 3, resourceSliceCount: 2}
    devices: [{name: gpu-0}]
)") << QByteArray()
        << kClaim << u"NODE=node-2"_s
        << QStringList{u"pool gpu.example.com/node-2 is incomplete (1 of 2 slices published)"_s};
    QTest::newRow("capacity")
        << QByteArray(R"(
- apiVersion: resource.k8s.io/v1
  kind: ResourceSlice
  metadata: {name: node-2-shared}
  spec:
    driver: gpu.example.com
    nodeName: node-2
    pool: {name: node-2, generation: 1, resourceSliceCount: 1}
    devices:
    - name: big
      allowMultipleAllocations: true
      capacity: {memory: {value: 80Gi}}
- apiVersion: resource.k8s.io/v1
  kind: ResourceClaim
  metadata: {name: other, namespace: ml}
  status:
    allocation:
      devices:
        results: [{request: g, driver: gpu.example.com, pool: node-2, device: big, shareID: x, consumedCapacity: {memory: 70Gi}}]
)") << QByteArray()
        << QByteArray(R"(
apiVersion: resource.k8s.io/v1
kind: ResourceClaim
metadata: {name: job, namespace: ml}
spec:
  devices:
    requests:
    - name: gpus
      exactly: {deviceClassName: gpu, capacity: {requests: {memory: 20Gi}}}
)") << u"NODE=node-2"_s
        << QStringList{u"gpu.example.com/big: capacity gpu.example.com/memory exhausted (10Gi "
                       "left, 20Gi needed)"_s};
}

void TestAllocator::reasons()
{
    QFETCH(QByteArray, more);
    QFETCH(QByteArray, gpu3);
    QFETCH(QByteArray, claim);
    QFETCH(QString, gates);
    QFETCH(QStringList, needles);
    QString node = u"node-1"_s;
    if (gates.startsWith(u"NODE="_s)) {
        node = gates.mid(5);
        gates.clear();
    }
    const Result<AllocateReport> r = allocate(cluster(more, gpu3), claim, gates, node);
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QVERIFY(!r->outcome.allocated);
    QVERIFY(r->outcome.allocations.isEmpty());
    const QString all = r->outcome.reasons.join(u'\n');
    for (const QString &needle : needles)
        QVERIFY2(all.contains(needle), qPrintable(u"missing \"%1\" in:\n%2"_s.arg(needle, all)));
}

void TestAllocator::taintRules()
{
    // A DeviceTaintRule taints gpu-0 and gpu-1 (k8s: resource.k8s.io/v1alpha3); it counts only
    // with DRADeviceTaintRules on.
    const QByteArray rule = R"(
- apiVersion: resource.k8s.io/v1alpha3
  kind: DeviceTaintRule
  metadata: {name: drain-h200}
  spec:
    deviceSelector:
      driver: gpu.example.com
      selectors: [{cel: {expression: 'device.attributes["gpu.example.com"].model == "h200"'}}]
    taint: {key: drain, value: "true", effect: NoSchedule}
)";
    const Kube::ClusterSnapshot s = cluster(rule);
    QCOMPARE(s.deviceTaintRules().size(), 1);
    Result<AllocateReport> r = allocate(s, kClaim);
    QVERIFY(r && r->outcome.allocated);
    QCOMPARE(devicesOf(*r), (QStringList{u"gpu-0"_s, u"gpu-1"_s}));
    r = allocate(s, kClaim, u"DRADeviceTaintRules=true"_s);
    QVERIFY(r && r->outcome.allocated);
    QCOMPARE(devicesOf(*r), (QStringList{u"gpu-2"_s, u"gpu-3"_s}));
    r = allocate(s, QByteArray(kClaim).replace("count: 2", "count: 3"),
                 u"DRADeviceTaintRules=true"_s);
    QVERIFY(r && !r->outcome.allocated);
    QVERIFY2(r->outcome.reasons.join(u' ').contains(u"gpu-0: tainted drain=true:NoSchedule"_s),
             qPrintable(r->outcome.reasons.join(u' ')));
}

void TestAllocator::notes()
{
    // Binding conditions: the pool waits (issue 15, "Binding conditions"); admin access in a
    // namespace without the label: the API server would refuse the claim.
    const QByteArray more = R"(
- apiVersion: v1
  kind: Namespace
  metadata: {name: ml}
)";
    const QByteArray gpu3 = "      bindingConditions: [FabricReady]\n"
                            "      bindingFailureConditions: [FabricFailed]\n";
    const QByteArray claim = R"(
apiVersion: resource.k8s.io/v1
kind: ResourceClaim
metadata: {name: job, namespace: ml}
spec:
  devices:
    requests:
    - name: gpus
      exactly: {deviceClassName: gpu, allocationMode: All, adminAccess: true}
)";
    Result<AllocateReport> r = allocate(cluster(more, gpu3), claim);
    QVERIFY2(r, qPrintable(r ? QString() : r.error().toString()));
    QVERIFY(r->outcome.allocated);
    const QString notes = r->outcome.notes.join(u'\n');
    QVERIFY2(notes.contains(u"waits until the driver reports FabricReady on "
                            "gpu.example.com/node-1/gpu-3"_s),
             qPrintable(notes));
    QVERIFY2(notes.contains(u"or on FabricFailed"_s), qPrintable(notes));
    QVERIFY2(notes.contains(u"namespace ml lacks the label resource.kubernetes.io/admin-access"_s),
             qPrintable(notes));
    const QJsonObject result =
        r->outcome.allocations[0][u"devices"_s][u"results"_s].toArray().last().toObject();
    QCOMPARE(result[u"bindingConditions"_s].toArray(), QJsonArray{u"FabricReady"_s});
    QCOMPARE(result[u"adminAccess"_s].toBool(), true);

    // Labelled: no admin-access note.
    QByteArray labelled = more;
    labelled.replace("{name: ml}",
                     "{name: ml, labels: {resource.kubernetes.io/admin-access: \"true\"}}");
    r = allocate(cluster(labelled, gpu3), claim);
    QVERIFY(r && r->outcome.allocated);
    QVERIFY(!r->outcome.notes.join(u' ').contains(u"admin-access"_s));
}

void TestAllocator::templateClaim()
{
    const QByteArray tmpl = R"(
apiVersion: resource.k8s.io/v1
kind: ResourceClaimTemplate
metadata: {name: two-gpus, namespace: ml}
spec:
  spec:
    devices:
      requests:
      - name: gpus
        exactly: {deviceClassName: gpu, count: 2}
)";
    const Result<AllocateReport> r = allocate(cluster(), tmpl);
    QVERIFY(r && r->outcome.allocated);
    QCOMPARE(devicesOf(*r), (QStringList{u"gpu-0"_s, u"gpu-1"_s}));
    const QJsonObject json = r->toJson();
    QCOMPARE(json[u"claims"_s][0][u"template"_s].toBool(), true);
    QCOMPARE(json[u"claims"_s][0][u"name"_s].toString(), u"two-gpus"_s);
}

void TestAllocator::podClaimsTogether()
{
    // Two claims of one pod: the second gets what the first left.
    const QByteArray claims =
        kClaim + "---\n" + QByteArray(kClaim).replace("name: job", "name: job-2");
    Result<AllocateReport> r = allocate(cluster(), claims);
    QVERIFY(r && r->outcome.allocated);
    QCOMPARE(devicesOf(*r, 0), (QStringList{u"gpu-0"_s, u"gpu-1"_s}));
    QCOMPARE(devicesOf(*r, 1), (QStringList{u"gpu-2"_s, u"gpu-3"_s}));
    const QByteArray three =
        claims + "---\n" + QByteArray(kClaim).replace("name: job", "name: job-3");
    r = allocate(cluster(), three);
    QVERIFY(r && !r->outcome.allocated);
}

void TestAllocator::matchUsesAllocator()
{
    // claim match: node-1 qualifies on selectors alone, but its GPUs are all held.
    QByteArray held = R"(
- apiVersion: resource.k8s.io/v1
  kind: ResourceClaim
  metadata: {name: other, namespace: ml}
  status:
    allocation:
      devices:
        results:
)";
    for (int i = 0; i < 4; ++i)
        held += "        - {request: g, driver: gpu.example.com, pool: node-1, device: gpu-" +
                QByteArray::number(i) + "}\n";
    const Kube::ClusterSnapshot s = cluster(held);
    const Inventory inventory = Inventory::build(s);
    const Result<Allocator> allocator =
        allocatorFor(s, s.deviceClasses(), FeatureGates::forRelease({}));
    QVERIFY(allocator);
    MatchContext context;
    context.allocator = &*allocator;
    const Result<QList<ClaimOutcome>> without =
        matchClaims(objects(kClaim), s.deviceClasses(), inventory);
    QVERIFY(without && without->first().anyQualifies);
    const Result<QList<ClaimOutcome>> with =
        matchClaims(objects(kClaim), s.deviceClasses(), inventory, context);
    QVERIFY(with);
    QVERIFY(!with->first().anyQualifies);
    const NodeOutcome &node = with->first().nodes.first();
    QCOMPARE(node.node, u"node-1"_s);
    QCOMPARE(node.devices, 4);
    QCOMPARE(node.devicesInUse, 4);
    QVERIFY2(node.reasons.join(u' ').contains(u"in use by ml/other"_s),
             qPrintable(node.reasons.join(u' ')));
}

void TestAllocator::equalDevicesKeepTheirSpelling()
{
    // Issue 37: the allocator reads a fleet's devices sharing what repeats (attribute names and
    // values, capacity, counters). Two GPUs of equal capacity written "80Gi" and 85899345920
    // stay apart: a result names a quantity as its slice wrote it (k8s NOTES, consumable
    // capacity), so node-2's default is 1073741824, not node-1's 1Gi.
    const auto slice = [](const char *node, const char *value, const char *unit) -> QByteArray {
        return QByteArray(R"(
- apiVersion: resource.k8s.io/v1
  kind: ResourceSlice
  metadata: {name: )") +
               node + R"(-gpus}
  spec:
    driver: gpu.example.com
    nodeName: )" +
               node + R"(
    pool: {name: )" +
               node + R"(, generation: 1, resourceSliceCount: 1}
    devices:
    - name: gpu-0
      allowMultipleAllocations: true
      attributes: {model: {string: h200}}
      capacity:
        memory:
          value: ")" +
               value + R"("
          requestPolicy: {default: ")" +
               unit + R"(", validRange: {min: ")" + unit + R"("}}
)";
    };
    const QByteArray yaml = R"(
- apiVersion: v1
  kind: Node
  metadata: {name: node-1}
- apiVersion: v1
  kind: Node
  metadata: {name: node-2}
- apiVersion: resource.k8s.io/v1
  kind: DeviceClass
  metadata: {name: gpu}
  spec:
    selectors: [{cel: {expression: 'device.driver == "gpu.example.com"'}}]
)" + slice("node-1", "80Gi", "1Gi") +
                            slice("node-2", "85899345920", "1073741824");
    const Result<Kube::ClusterSnapshot> s =
        Kube::ClusterSnapshot::fromObjects(objects(yaml), u"test"_s);
    QVERIFY2(s, s ? "" : qPrintable(s.error().toString()));
    const QByteArray claim = QByteArray(kClaim).replace("count: 2", "count: 1");
    const QString gates = u"DRAConsumableCapacity=true"_s;
    QStringList consumed;
    for (const QString &node : {u"node-1"_s, u"node-2"_s}) {
        const Result<AllocateReport> r = allocate(*s, claim, gates, node);
        QVERIFY(r);
        QVERIFY2(r->outcome.allocated, qPrintable(r->outcome.reasons.join(u' ')));
        const QJsonValue result =
            r->outcome.allocations.value(0)[u"devices"_s][u"results"_s].toArray().at(0);
        consumed << result[u"consumedCapacity"_s][u"memory"_s].toString();
    }
    QCOMPARE(consumed, (QStringList{u"1Gi"_s, u"1073741824"_s}));
}

QTEST_GUILESS_MAIN(TestAllocator)
#include "tst_allocator.moc"
