// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The cluster's claims (core/dra/clusterclaims.h, issue 17 sections 1 and 2) at the engine, on
// tests/fixtures/cluster/claims-cluster.yaml: each claim's state, devices, health and pods; the
// counts; the namespace filter; the pools as the claims leave them; the pods with claims in
// their order; and explainPod's verdicts and errors. tests/cli/tst_cli_claims drives the same
// entries through `accelctl`, tests/gui/tst_clusterclaimsview through the window.
#include "dra/clusterclaims.h"
#include "kube/snapshot.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QtTest>

using namespace Accel;
using namespace Accel::Dra;
using namespace Qt::StringLiterals;

namespace {

const Kube::ClusterSnapshot &cluster()
{
    static const Kube::ClusterSnapshot snapshot = [] {
        Result<Kube::ClusterSnapshot> s =
            Kube::ClusterSnapshot::fromFile(Test::fixture(u"cluster/claims-cluster.yaml"_s));
        if (!s)
            qFatal("%s", qPrintable(s.error().toString()));
        return std::move(*s);
    }();
    return snapshot;
}

const ClaimView *claimNamed(const ClusterClaimsReport &report, const QString &name)
{
    for (const ClaimView &claim : report.claims)
        if (claim.name == name)
            return &claim;
    return nullptr;
}

const PoolUsage *poolNamed(const QList<PoolUsage> &pools, const QString &name)
{
    for (const PoolUsage &pool : pools)
        if (pool.name == name)
            return &pool;
    return nullptr;
}

/// A small fleet in the shape of the benches' (issue 37): NODES nodes of four GPUs each, listed
/// in reverse order of name; node i has i % 5 GPUs held by claims of namespace ml and the label
/// zone=a (even i) or zone=b. Namespace other holds a claim "want" allocated on node-00, and ml
/// a pending claim "want" of 3 GPUs; the pods: "by-template" (2 GPUs from a template),
/// "in-zone-a" (the same, nodeSelector zone=a), "by-name" (ml/want) and "generated" (its
/// template's claim made as ml/want).
QByteArray explainFleet(int nodes)
{
    QByteArray y = "apiVersion: v1\nkind: List\nitems:\n"
                   "- apiVersion: resource.k8s.io/v1\n  kind: DeviceClass\n"
                   "  metadata: {name: gpu}\n  spec:\n    selectors:\n"
                   "    - cel: {expression: 'device.driver == \"gpu.example.com\"'}\n"
                   "- apiVersion: resource.k8s.io/v1\n  kind: ResourceClaimTemplate\n"
                   "  metadata: {name: two, namespace: ml}\n  spec:\n    spec:\n"
                   "      devices:\n        requests:\n        - name: gpus\n"
                   "          exactly: {deviceClassName: gpu, count: 2}\n"
                   "- apiVersion: resource.k8s.io/v1\n  kind: ResourceClaim\n"
                   "  metadata: {name: want, namespace: ml}\n  spec:\n    devices:\n"
                   "      requests:\n      - name: gpus\n"
                   "        exactly: {deviceClassName: gpu, count: 3}\n"
                   "- apiVersion: resource.k8s.io/v1\n  kind: ResourceClaim\n"
                   "  metadata: {name: want, namespace: other}\n  status:\n    allocation:\n"
                   "      devices:\n        results:\n        - {request: gpus, driver: "
                   "gpu.example.com, pool: node-00, device: gpu-3}\n"
                   "      nodeSelector:\n        nodeSelectorTerms:\n"
                   "        - matchFields: [{key: metadata.name, operator: In, values: "
                   "[node-00]}]\n";
    const auto pod = [](const char *name, const QByteArray &claim,
                        const QByteArray &extra) -> QByteArray {
        return "- apiVersion: v1\n  kind: Pod\n  metadata: {name: " + QByteArray(name) +
               ", namespace: ml}\n  spec:\n" + extra + "    resourceClaims:\n    - " + claim +
               "\n  status:\n    phase: Pending\n";
    };
    y += pod("by-template", "{name: gpus, resourceClaimTemplateName: two}", {});
    y += pod("in-zone-a", "{name: gpus, resourceClaimTemplateName: two}",
             "    nodeSelector: {zone: a}\n");
    y += pod("by-name", "{name: gpus, resourceClaimName: want}", {});
    y += pod("generated", "{name: gpus, resourceClaimTemplateName: two}", {}) +
         "    resourceClaimStatuses: [{name: gpus, resourceClaimName: want}]\n";
    for (int i = nodes - 1; i >= 0; --i) {
        const QByteArray node = "node-" + QByteArray::number(i).rightJustified(2, '0');
        y += "- apiVersion: v1\n  kind: Node\n  metadata:\n    name: " + node +
             "\n    labels: {zone: " + (i % 2 == 0 ? "a" : "b") + "}\n";
        y += "- apiVersion: resource.k8s.io/v1\n  kind: ResourceSlice\n  metadata: {name: " + node +
             "-gpus}\n  spec:\n    driver: gpu.example.com\n    nodeName: " + node +
             "\n    pool: {name: " + node +
             ", generation: 1, resourceSliceCount: 1}\n"
             "    devices:\n";
        for (int g = 0; g < 4; ++g)
            y += "    - name: gpu-" + QByteArray::number(g) + "\n";
        for (int g = 0; g < i % 5; ++g)
            y += "- apiVersion: resource.k8s.io/v1\n  kind: ResourceClaim\n  metadata: {name: " +
                 node + "-held-" + QByteArray::number(g) +
                 ", namespace: ml}\n  status:\n    allocation:\n      devices:\n"
                 "        results:\n        - {request: gpus, driver: gpu.example.com, pool: " +
                 node + ", device: gpu-" + QByteArray::number(g) + "}\n";
    }
    return y;
}

} // namespace

class TestClusterClaims : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void claims_data();
    void claims();
    void counts();
    void namespaceFilter();
    void manyClaims();
    void pools_data();
    void pools();
    void podsInOrder();
    void explain_data();
    void explain();
    void explainErrors_data();
    void explainErrors();
    void explainReadsTheNewestSlices();
    void explainOnAFleet_data();
    void explainOnAFleet();
    void invalidQuantitiesMakeThePoolInvalid_data();
    void invalidQuantitiesMakeThePoolInvalid();
};

void TestClusterClaims::claims_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("state");
    QTest::addColumn<QStringList>("pods");
    QTest::addColumn<QString>("device"); ///< "node pool/device pciBusID"
    QTest::addColumn<bool>("unhealthy");
    QTest::addRow("reserved, with a PCI bus ID")
        << u"train-0-gpus"_s << int(ClaimState::Reserved) << QStringList{u"ml/train-0"_s}
        << u"node-a node-a/gpu-0 0000:17:00.0"_s << false;
    QTest::addRow("allocated for no pod: a leak")
        << u"forgotten"_s << int(ClaimState::Allocated) << QStringList{}
        << u"node-a node-a/gpu-1 0000:2a:00.0"_s << false;
    QTest::addRow("reserved, its device not ready")
        << u"infer-0-gpus"_s << int(ClaimState::Reserved) << QStringList{u"ml/infer-0"_s}
        << u"node-b node-b/gpu-1 0000:2a:00.0"_s << true;
    QTest::addRow("a partition, no PCI bus ID")
        << u"part-0"_s << int(ClaimState::Reserved) << QStringList{}
        << u"node-c node-c/gpu-0-half-a "_s << false;
}

void TestClusterClaims::claims()
{
    QFETCH(QString, name);
    QFETCH(int, state);
    QFETCH(QStringList, pods);
    QFETCH(QString, device);
    QFETCH(bool, unhealthy);
    const ClusterClaimsReport report = clusterClaims(cluster());
    const ClaimView *claim = claimNamed(report, name);
    QVERIFY(claim);
    QCOMPARE(claim->ns, u"ml"_s);
    QCOMPARE(int(claim->state), state);
    QCOMPARE(claim->leak(), state == int(ClaimState::Allocated));
    QCOMPARE(claim->pods, pods);
    QCOMPARE(claim->reservedFor.isEmpty(), state != int(ClaimState::Reserved));
    QCOMPARE(claim->devices.size(), 1);
    const ClaimDeviceView &d = claim->devices.first();
    QCOMPARE(d.driver, u"gpu.example.com"_s);
    QCOMPARE(u"%1 %2/%3 %4"_s.arg(d.node, d.pool, d.device, d.pciBusId), device);
    QCOMPARE(d.unhealthy, unhealthy);
    if (unhealthy) {
        // status.devices conditions, as the header says: "Type=Status (Reason: message)".
        QCOMPARE(d.conditions,
                 QStringList{u"Ready=False (XidError: Xid 48: double-bit ECC error)"_s});
        QVERIFY(!claim->warnings.isEmpty());
    }
    if (claim->leak())
        QVERIFY(!claim->warnings.isEmpty());
    // JSON carries the state by name.
    QCOMPARE(claim->toJson().value(u"state"_s).toString(), claimStateName(ClaimState(state)));
}

void TestClusterClaims::counts()
{
    const ClusterClaimsReport report = clusterClaims(cluster());
    QCOMPARE(report.claims.size(), 5);
    // Sorted by namespace and name.
    QStringList names;
    for (const ClaimView &claim : report.claims)
        names << claim.name;
    QCOMPARE(names, (QStringList{u"forgotten"_s, u"infer-0-gpus"_s, u"part-0"_s, u"part-1"_s,
                                 u"train-0-gpus"_s}));
    QCOMPARE(report.pending, 0);
    QCOMPARE(report.reserved, 4);
    QCOMPARE(report.leaks, 1);
    QCOMPARE(report.unhealthy, 1);
    QVERIFY(report.warnings.isEmpty()); // a snapshot sees everything
}

void TestClusterClaims::namespaceFilter()
{
    QCOMPARE(clusterClaims(cluster(), u"ml"_s).claims.size(), 5);
    QCOMPARE(clusterClaims(cluster(), u"default"_s).claims.size(), 0);
}

void TestClusterClaims::manyClaims()
{
    // More claims than one of the chunks the rows are made in on the thread pool (8,192): the
    // rows are each claim's own, in namespace and name order, with every device placed.
    constexpr int Nodes = 50;
    constexpr int Claims = 20000;
    QList<QJsonObject> objects;
    for (int n = 0; n < Nodes; ++n) {
        const QString node = u"node-%1"_s.arg(n, 2, 10, QLatin1Char('0'));
        QJsonArray devices;
        for (int g = 0; g < 4; ++g)
            devices << QJsonObject{{u"name"_s, u"gpu-%1"_s.arg(g)}};
        objects << QJsonObject{
            {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
            {u"kind"_s, u"ResourceSlice"_s},
            {u"metadata"_s, QJsonObject{{u"name"_s, node}}},
            {u"spec"_s, QJsonObject{{u"driver"_s, u"gpu.example.com"_s},
                                    {u"nodeName"_s, node},
                                    {u"pool"_s, QJsonObject{{u"name"_s, node},
                                                            {u"generation"_s, 1},
                                                            {u"resourceSliceCount"_s, 1}}},
                                    {u"devices"_s, devices}}}};
    }
    for (int i = 0; i < Claims; ++i) {
        const QJsonObject result{{u"request"_s, u"gpus"_s},
                                 {u"driver"_s, u"gpu.example.com"_s},
                                 {u"pool"_s, u"node-%1"_s.arg(i % Nodes, 2, 10, QLatin1Char('0'))},
                                 {u"device"_s, u"gpu-%1"_s.arg(i % 4)}};
        const QJsonObject allocation{
            {u"devices"_s, QJsonObject{{u"results"_s, QJsonArray{result}}}}};
        objects << QJsonObject{
            {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
            {u"kind"_s, u"ResourceClaim"_s},
            {u"metadata"_s, QJsonObject{{u"name"_s, u"c-%1"_s.arg(i, 5, 10, QLatin1Char('0'))},
                                        {u"namespace"_s, u"ns-%1"_s.arg(i % 3)}}},
            {u"status"_s, QJsonObject{{u"allocation"_s, allocation}}}};
    }
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromObjects(objects, u"many"_s);
    QVERIFY(snapshot);
    const ClusterClaimsReport report = clusterClaims(*snapshot);
    QCOMPARE(report.claims.size(), Claims);
    QCOMPARE(report.leaks, Claims); // allocated, reserved for no pod
    for (qsizetype k = 0; k < report.claims.size(); ++k) {
        const ClaimView &view = report.claims.at(k);
        if (k > 0) {
            const ClaimView &before = report.claims.at(k - 1);
            QVERIFY(std::pair(before.ns, before.name) < std::pair(view.ns, view.name));
        }
        const int i = view.name.mid(2).toInt();
        QCOMPARE(view.ns, u"ns-%1"_s.arg(i % 3));
        QCOMPARE(view.devices.size(), 1);
        QCOMPARE(view.devices.first().node, u"node-%1"_s.arg(i % Nodes, 2, 10, QLatin1Char('0')));
        QCOMPARE(view.devices.first().device, u"gpu-%1"_s.arg(i % 4));
        QCOMPARE(view.state, ClaimState::Allocated);
    }
    const ClusterClaimsReport one = clusterClaims(*snapshot, u"ns-1"_s);
    QCOMPARE(one.claims.size(), (Claims + 1) / 3); // i % 3 == 1 for i < 20,000
    for (const ClaimView &view : one.claims)
        QCOMPARE(view.ns, u"ns-1"_s);
}

void TestClusterClaims::pools_data()
{
    QTest::addColumn<QString>("pool");
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("inUse");
    QTest::addColumn<int>("tainted");
    QTest::addColumn<bool>("incomplete");
    QTest::addRow("both held") << u"node-a"_s << 2 << 2 << 0 << false;
    QTest::addRow("one held, one tainted") << u"node-b"_s << 2 << 1 << 1 << false;
    QTest::addRow("partitions") << u"node-c"_s << 3 << 2 << 0 << false;
    QTest::addRow("half published") << u"node-d"_s << 1 << 0 << 0 << true;
    QTest::addRow("free") << u"node-e"_s << 1 << 0 << 0 << false;
}

void TestClusterClaims::pools()
{
    QFETCH(QString, pool);
    QFETCH(int, devices);
    QFETCH(int, inUse);
    QFETCH(int, tainted);
    QFETCH(bool, incomplete);
    QStringList warnings;
    const Result<QList<PoolUsage>> all = clusterPools(cluster(), {}, &warnings);
    QVERIFY2(all, all ? "" : qPrintable(all.error().toString()));
    QCOMPARE(all->size(), 5);
    const PoolUsage *p = poolNamed(*all, pool);
    QVERIFY(p);
    QCOMPARE(p->driver, u"gpu.example.com"_s);
    QCOMPARE(p->nodes, QStringList{pool});
    QCOMPARE(p->devices, devices);
    QCOMPARE(p->inUse, inUse);
    QCOMPARE(p->tainted, tainted);
    QCOMPARE(p->incomplete, incomplete);
    QCOMPARE(p->free, devices - inUse - tainted);
    if (pool == u"node-c"_s) {
        // The two halves used the whole counter set.
        QCOMPARE(p->counters.size(), 1);
        QCOMPARE(p->counters.first().counterSet, u"gpu-0"_s);
        QCOMPARE(p->counters.first().total, u"80Gi"_s);
        QCOMPARE(p->counters.first().left, u"0"_s);
    }
}

void TestClusterClaims::podsInOrder()
{
    QStringList order;
    for (const PodWithClaims &pod : podsWithClaims(cluster()))
        order << pod.name + u' ' + pod.phase;
    // Pending first, then by namespace and name; a pod without claims is not listed.
    QCOMPARE(order, (QStringList{u"small Pending"_s, u"waiting Pending"_s, u"infer-0 Running"_s,
                                 u"train-0 Running"_s}));
}

void TestClusterClaims::explain_data()
{
    QTest::addColumn<QString>("pod");
    QTest::addColumn<QStringList>("fitsNow");
    QTest::addColumn<QString>("node"); ///< a node that does not fit, and its reason
    QTest::addColumn<QString>("reason");
    QTest::addRow("two H200s: nowhere") << u"waiting"_s << QStringList{} << u"node-b"_s
                                        << u"tainted nvidia.com/xid=79:NoSchedule"_s;
    QTest::addRow("one GPU of the class: the free L4")
        << u"small"_s << QStringList{u"node-e"_s} << u"node-a"_s << u"in use by ml/train-0-gpus"_s;
}

void TestClusterClaims::explain()
{
    QFETCH(QString, pod);
    QFETCH(QStringList, fitsNow);
    QFETCH(QString, node);
    QFETCH(QString, reason);
    const Result<PodExplanation> e = explainPod(cluster(), u"ml"_s, pod);
    QVERIFY2(e, e ? "" : qPrintable(e.error().toString()));
    QCOMPARE(e->phase, u"Pending"_s);
    QCOMPARE(e->fitsNow, fitsNow);
    QCOMPARE(e->nodes.size(), 5); // every node has a verdict
    bool seen = false;
    for (const PodExplanation::NodeVerdict &verdict : e->nodes) {
        QCOMPARE(verdict.fits, fitsNow.contains(verdict.node));
        QCOMPARE(verdict.reason.isEmpty(), verdict.fits);
        if (verdict.node == node) {
            seen = true;
            QVERIFY2(verdict.reason.contains(reason), qPrintable(verdict.reason));
        }
    }
    QVERIFY(seen);
}

void TestClusterClaims::explainErrors_data()
{
    QTest::addColumn<QString>("pod");
    QTest::addColumn<QString>("code");
    QTest::addRow("no such pod") << u"nobody"_s << u"POD_NOT_FOUND"_s;
    QTest::addRow("a pod without claims") << u"plain"_s << u"POD_NO_CLAIMS"_s;
}

void TestClusterClaims::explainErrors()
{
    QFETCH(QString, pod);
    QFETCH(QString, code);
    const Result<PodExplanation> e = explainPod(cluster(), u"ml"_s, pod);
    QVERIFY(!e);
    QCOMPARE(e.error().code, code);
    QVERIFY(e.error().message.contains(pod));
    QVERIFY(!e.error().hint.isEmpty());
}

void TestClusterClaims::explainReadsTheNewestSlices()
{
    // pending-reasons.yaml's fabric pool reaches zone f only, so node-g is told the pool is not
    // for it. When the driver publishes generation 2 without devices, the allocator reads only
    // generation 2 (KEP 4381: a pool's newest generation), and so must the reason: the stale
    // link of generation 1 is no cause to blame the pool's node selection.
    QFile file(Test::fixture(u"cluster/pending-reasons.yaml"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray original = file.readAll();
    const QByteArray newer = original +
                             "- apiVersion: resource.k8s.io/v1\n"
                             "  kind: ResourceSlice\n"
                             "  metadata: {name: fabric-2}\n"
                             "  spec:\n"
                             "    driver: fabric.example.com\n"
                             "    nodeSelector:\n"
                             "      nodeSelectorTerms: [{matchExpressions: [{key: zone, operator: "
                             "In, values: [f]}]}]\n"
                             "    pool: {name: fabric, generation: 2, resourceSliceCount: 1}\n"
                             "    devices: []\n";
    const auto reasonOnG = [](const QByteArray &yaml) -> QString {
        const Result<Kube::ClusterSnapshot> snapshot =
            Kube::ClusterSnapshot::fromBytes(yaml, u"pending-reasons"_s);
        if (!snapshot)
            return u"snapshot: "_s + snapshot.error().toString();
        const Result<PodExplanation> e = explainPod(*snapshot, u"ml"_s, u"linked"_s);
        if (!e)
            return u"explain: "_s + e.error().toString();
        for (const PodExplanation::NodeVerdict &verdict : e->nodes)
            if (verdict.node == u"node-g"_s)
                return verdict.reason;
        return u"no verdict for node-g"_s;
    };
    const QString notForThisNode = u"pool fabric.example.com/fabric is not for this node"_s;
    const QString before = reasonOnG(original);
    QVERIFY2(before.contains(notForThisNode), qPrintable(before)); // the control
    const QString after = reasonOnG(newer);
    QVERIFY2(!after.contains(notForThisNode) && !after.startsWith(u"snapshot"_s) &&
                 !after.startsWith(u"explain"_s),
             qPrintable(after));
}

// Issue 37: explainPod reads only the claims the pod names and each node's name once; on a
// fleet listed out of order, with a claim of the same name in another namespace, its verdicts
// are still every node's, in name order, and the pod's own claim is the one previewed.
void TestClusterClaims::explainOnAFleet_data()
{
    QTest::addColumn<QString>("pod");
    QTest::addColumn<int>("need");       // GPUs the pod's claim needs
    QTest::addColumn<QString>("zone");   // the pod's nodeSelector zone; empty: none
    QTest::addColumn<QString>("reason"); // in every verdict that is not a fit

    QTest::addRow("template, 2 GPUs") << u"by-template"_s << 2 << QString() << u"needs 2"_s;
    QTest::addRow("template, 2 GPUs, zone a") << u"in-zone-a"_s << 2 << u"a"_s << u"needs 2"_s;
    QTest::addRow("claim by name, 3 GPUs") << u"by-name"_s << 3 << QString() << u"needs 3"_s;
    QTest::addRow("generated claim, 3 GPUs") << u"generated"_s << 3 << QString() << u"needs 3"_s;
}

void TestClusterClaims::explainOnAFleet()
{
    QFETCH(QString, pod);
    QFETCH(int, need);
    QFETCH(QString, zone);
    QFETCH(QString, reason);
    const int nodes = 23;
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromBytes(explainFleet(nodes), u"fleet"_s);
    QVERIFY2(snapshot, snapshot ? "" : qPrintable(snapshot.error().toString()));
    const Result<PodExplanation> e = explainPod(*snapshot, u"ml"_s, pod);
    QVERIFY2(e, e ? "" : qPrintable(e.error().toString()));
    QCOMPARE(e->nodes.size(), nodes);
    QStringList fits;
    for (int i = 0; i < nodes; ++i) {
        const PodExplanation::NodeVerdict &verdict = e->nodes.at(i);
        QCOMPARE(verdict.node, u"node-%1"_s.arg(i, 2, 10, QLatin1Char('0')));
        const bool inZone = zone.isEmpty() || zone == (i % 2 == 0 ? u"a"_s : u"b"_s);
        // other/want holds gpu-3 of node-00 too.
        const int free = 4 - i % 5 - (i == 0 ? 1 : 0);
        QCOMPARE(verdict.fits, inZone && free >= need);
        if (verdict.fits) {
            fits << verdict.node;
            continue;
        }
        const QString expected = inZone ? reason : u"nodeSelector zone=a"_s;
        QVERIFY2(verdict.reason.contains(expected), qPrintable(verdict.reason));
    }
    QCOMPARE(e->fitsNow, fits);
    QVERIFY(!fits.isEmpty());
    QCOMPARE(e->allocated, QStringList()); // other/want is not the pod's
}

// Issue 32: a capacity or counter that is not a Kubernetes quantity marks its pool invalid
// with a warning, instead of counting as 0 ("0 of 0, ok").
void TestClusterClaims::invalidQuantitiesMakeThePoolInvalid_data()
{
    QTest::addColumn<QByteArray>("counter");  // the shared counter's value
    QTest::addColumn<QByteArray>("capacity"); // the device's memory capacity (a YAML mapping)
    QTest::addColumn<QByteArray>("consumes"); // what the device consumes of the counter
    QTest::addColumn<QString>("reason");      // empty: a valid pool

    QTest::addRow("valid (string and number)")
        << QByteArray("80Gi") << QByteArray("{value: 8}") << QByteArray("40Gi") << QString();
    QTest::addRow("shared counter not a quantity")
        << QByteArray("lots") << QByteArray("{value: 8Gi}") << QByteArray("40Gi")
        << u"counter mem of counter set gpu-0 in ResourceSlice s1 is \"lots\", not a quantity"_s;
    QTest::addRow("capacity not a quantity")
        << QByteArray("80Gi") << QByteArray("{value: 8 gigs}") << QByteArray("40Gi")
        << u"capacity memory of device gpu-0 is \"8 gigs\", not a quantity"_s;
    QTest::addRow("capacity without a value")
        << QByteArray("80Gi") << QByteArray("{}") << QByteArray("40Gi")
        << u"capacity memory of device gpu-0 has no quantity"_s;
    QTest::addRow("consumed counter not a quantity")
        << QByteArray("80Gi") << QByteArray("{value: 8Gi}") << QByteArray("half")
        << u"counter mem of counter set gpu-0 consumed by device gpu-0 is \"half\", not a "
           "quantity"_s;
    QTest::addRow("requestPolicy not a quantity")
        << QByteArray("80Gi")
        << QByteArray("{value: 8Gi, requestPolicy: {default: 1Gi, validRange: {min: 1Gi, "
                      "step: one}}}")
        << QByteArray("40Gi")
        << u"requestPolicy.validRange.step of capacity memory of device gpu-0 is \"one\", "
           "not a quantity"_s;
}

void TestClusterClaims::invalidQuantitiesMakeThePoolInvalid()
{
    QFETCH(QByteArray, counter);
    QFETCH(QByteArray, capacity);
    QFETCH(QByteArray, consumes);
    QFETCH(QString, reason);
    const QByteArray yaml =
        "apiVersion: v1\nkind: List\nitems:\n"
        "- apiVersion: v1\n  kind: Node\n  metadata: {name: node-a}\n"
        "- apiVersion: resource.k8s.io/v1\n  kind: ResourceSlice\n  metadata: {name: s1}\n"
        "  spec:\n    driver: gpu.example.com\n    nodeName: node-a\n"
        "    pool: {name: p1, generation: 1, resourceSliceCount: 1}\n"
        "    sharedCounters:\n    - name: gpu-0\n      counters:\n        mem: {value: " +
        counter +
        "}\n"
        "    devices:\n    - name: gpu-0\n      capacity:\n        memory: " +
        capacity +
        "\n"
        "      consumesCounters:\n      - counterSet: gpu-0\n        counters:\n"
        "          mem: {value: " +
        consumes + "}\n";
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromBytes(yaml, u"quantities"_s);
    QVERIFY2(snapshot, snapshot ? "" : qPrintable(snapshot.error().toString()));
    QStringList warnings;
    const Result<QList<PoolUsage>> pools = clusterPools(*snapshot, {}, &warnings);
    QVERIFY2(pools, pools ? "" : qPrintable(pools.error().toString()));
    const PoolUsage *pool = poolNamed(*pools, u"p1"_s);
    QVERIFY(pool);
    if (reason.isEmpty()) {
        QVERIFY2(!pool->invalid, qPrintable(pool->invalidReason));
        QCOMPARE(pool->counters.size(), 1);
        QCOMPARE(pool->counters.first().total, u"80Gi"_s);
        QVERIFY(warnings.isEmpty());
        return;
    }
    QVERIFY2(pool->invalid, "a quantity that is not one counted as valid");
    QCOMPARE(pool->invalidReason, reason);
    QVERIFY2(warnings.size() == 1 && warnings.first().contains(reason) &&
                 warnings.first().contains(u"gpu.example.com/p1"_s),
             qPrintable(warnings.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestClusterClaims)
#include "tst_clusterclaims.moc"
