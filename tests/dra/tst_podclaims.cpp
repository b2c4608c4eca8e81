// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Dra::allocateOnEveryNode, the Claims panel's *Pod claims* mode (issue 15 section 4): a pod's
// claims allocated together, in order, on every node, each node giving exactly the answer
// `claim allocate --node` (Dra::allocateOnNode) gives for it. Clusters and claims are YAML.
#include "doc/documentreader.h"
#include "dra/allocationpreview.h"
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
    const Result<QList<QJsonObject>> docs = Doc::readObjects(yaml, u"test data"_s);
    if (!docs)
        qFatal("%s", qPrintable(docs.error().toString()));
    return *docs;
}

/// A ResourceSlice of gpu.example.com on NODE with DEVICES (gpu-0 ...), its own pool;
/// DEVICEEXTRA goes into each device's mapping.
QByteArray slice(const QByteArray &node, int devices, const QByteArray &deviceExtra = {})
{
    QByteArray yaml = "---\napiVersion: resource.k8s.io/v1\nkind: ResourceSlice\n"
                      "metadata: {name: " +
                      node + "-gpus}\nspec:\n  driver: gpu.example.com\n  nodeName: " + node +
                      "\n  pool: {name: " + node +
                      ", generation: 1, resourceSliceCount: 1}\n  devices:\n";
    for (int i = 0; i < devices; ++i)
        yaml += "  - {name: gpu-" + QByteArray::number(i) + deviceExtra + "}\n";
    return yaml;
}

QByteArray node(const QByteArray &name)
{
    return "---\napiVersion: v1\nkind: Node\nmetadata: {name: " + name + "}\n";
}

/// A claim held by another pod: DEVICE of NODE's pool is in use.
QByteArray held(const QByteArray &nodeName, const QByteArray &device)
{
    return "---\napiVersion: resource.k8s.io/v1\nkind: ResourceClaim\n"
           "metadata: {name: other-" +
           nodeName +
           ", namespace: ml}\nstatus:\n  allocation:\n    devices:\n      results:\n"
           "      - {request: g, driver: gpu.example.com, pool: " +
           nodeName + ", device: " + device + "}\n";
}

const QByteArray kClass = R"(
apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata: {name: gpu}
spec:
  selectors: [{cel: {expression: 'device.driver == "gpu.example.com"'}}]
)";

/// node-a: one GPU, free. node-b: two GPUs, free. node-c: two GPUs, one held by ml/other-node-c.
QByteArray fleet()
{
    return kClass + node("node-a") + slice("node-a", 1) + node("node-b") + slice("node-b", 2) +
           node("node-c") + slice("node-c", 2) + held("node-c", "gpu-0");
}

QByteArray oneGpuClaim(const QByteArray &name)
{
    return "---\napiVersion: resource.k8s.io/v1\nkind: ResourceClaim\nmetadata: {name: " + name +
           ", namespace: ml}\nspec:\n  devices:\n    requests:\n"
           "    - name: gpu\n      exactly: {deviceClassName: gpu}\n";
}

const QByteArray kTemplate = R"(
---
apiVersion: resource.k8s.io/v1
kind: ResourceClaimTemplate
metadata: {name: scratch, namespace: ml}
spec:
  spec:
    devices:
      requests:
      - name: gpus
        exactly: {deviceClassName: gpu, count: 2}
)";

Kube::ClusterSnapshot snapshotOf(const QByteArray &yaml)
{
    Result<Kube::ClusterSnapshot> s = Kube::ClusterSnapshot::fromObjects(objects(yaml), u"test"_s);
    if (!s)
        qFatal("%s", qPrintable(s.error().toString()));
    return *s;
}

QStringList devicesOf(const NodeAllocation &node, int claim)
{
    QStringList out;
    for (const QJsonValue &v :
         node.outcome.allocations.value(claim)[u"devices"_s][u"results"_s].toArray())
        out << v[u"device"_s].toString();
    return out;
}

const NodeAllocation *findNode(const PodAllocationReport &report, const QString &name)
{
    for (const NodeAllocation &n : report.nodes)
        if (n.node == name)
            return &n;
    return nullptr;
}

struct TogetherRow
{
    QByteArray cluster;
    QByteArray claims;
    QMap<QString, QList<QStringList>> fits; ///< node -> devices per claim
    QMap<QString, QString> failsWith;       ///< node -> a reason's text
};

} // namespace

Q_DECLARE_METATYPE(TogetherRow)

class TestPodClaims : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void together_data();
    void together();
    void sameAnswerAsClaimAllocate_data();
    void sameAnswerAsClaimAllocate();
    void usagePerNode();
    void errorOnOneNode();
    void nodeNamedOnlyBySlices();
    void classesFromFilesWin();
    void badGates();
    void cancelAndProgress();
};

void TestPodClaims::together_data()
{
    QTest::addColumn<TogetherRow>("row");
    // The issue's case: two claims of one GPU each fit node-a alone, but not together.
    QTest::addRow("two one-GPU claims: one free GPU is not enough")
        << TogetherRow{fleet(),
                       oneGpuClaim("a") + oneGpuClaim("b"),
                       {{u"node-b"_s, {{u"gpu-0"_s}, {u"gpu-1"_s}}}},
                       {{u"node-a"_s, u"claim ml/b, request gpu: needs 1"_s},
                        {u"node-c"_s, u"gpu.example.com/gpu-0: in use by ml/other-node-c"_s}}};
    QTest::addRow("one claim fits wherever a GPU is free")
        << TogetherRow{fleet(),
                       oneGpuClaim("a"),
                       {{u"node-a"_s, {{u"gpu-0"_s}}},
                        {u"node-b"_s, {{u"gpu-0"_s}}},
                        {u"node-c"_s, {{u"gpu-1"_s}}}},
                       {}};
    // A template is allocated as the claim the scheduler would make of it; the pod's order is
    // kept: the claim before it takes gpu-0.
    QTest::addRow("claim then template of two")
        << TogetherRow{fleet() + node("node-d") + slice("node-d", 3),
                       oneGpuClaim("a") + kTemplate,
                       {{u"node-d"_s, {{u"gpu-0"_s}, {u"gpu-1"_s, u"gpu-2"_s}}}},
                       {{u"node-b"_s, u"request gpus: needs 2"_s}}};
}

void TestPodClaims::together()
{
    QFETCH(TogetherRow, row);
    PodClaimsRequest request;
    request.claims = objects(row.claims);
    const Result<PodAllocationReport> report =
        allocateOnEveryNode(snapshotOf(row.cluster), request);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    QCOMPARE(report->fitting, int(row.fits.size()));
    for (const NodeAllocation &n : report->nodes) {
        QVERIFY2(!n.error, qPrintable(n.node));
        QCOMPARE(n.fits(), row.fits.contains(n.node));
        if (n.fits()) {
            const QList<QStringList> want = row.fits.value(n.node);
            QCOMPARE(n.outcome.allocations.size(), request.claims.size());
            for (qsizetype c = 0; c < want.size(); ++c)
                QCOMPARE(devicesOf(n, int(c)), want[c]);
            QVERIFY(n.outcome.reasons.isEmpty());
        } else {
            QVERIFY(n.outcome.allocations.isEmpty());
            QVERIFY(!n.outcome.reasons.isEmpty());
        }
    }
    for (auto it = row.failsWith.cbegin(); it != row.failsWith.cend(); ++it) {
        const NodeAllocation *n = findNode(*report, it.key());
        QVERIFY2(n, qPrintable(it.key()));
        const QString reasons = n->outcome.reasons.join(u'\n');
        QVERIFY2(reasons.contains(it.value()), qPrintable(reasons));
    }
    // Nodes come sorted by name, every one of them.
    QStringList names;
    for (const NodeAllocation &n : report->nodes)
        names << n.node;
    QStringList sorted = names;
    sorted.sort();
    QCOMPARE(names, sorted);
}

void TestPodClaims::sameAnswerAsClaimAllocate_data()
{
    QTest::addColumn<QByteArray>("cluster");
    QTest::addColumn<QByteArray>("claims");
    QTest::addColumn<QString>("gates");
    QTest::newRow("two claims") << fleet() << oneGpuClaim("a") + oneGpuClaim("b") << QString();
    QTest::newRow("template") << fleet() << kTemplate << QString();
    QTest::newRow("tainted, gate on")
        << (kClass + node("node-t") +
            slice("node-t", 2, ", taints: [{key: broken, effect: NoSchedule}]"))
        << oneGpuClaim("a") + oneGpuClaim("b") << u"DRADeviceTaints=true"_s;
    QTest::newRow("tainted, gate off")
        << (kClass + node("node-t") +
            slice("node-t", 2, ", taints: [{key: broken, effect: NoSchedule}]"))
        << oneGpuClaim("a") + oneGpuClaim("b") << u"DRADeviceTaints=false"_s;
}

void TestPodClaims::sameAnswerAsClaimAllocate()
{
    // Each node's answer is what `claim allocate --node N` gives (allocateOnNode): the same
    // JSON, reasons and notes included.
    QFETCH(QByteArray, cluster);
    QFETCH(QByteArray, claims);
    QFETCH(QString, gates);
    const Kube::ClusterSnapshot snapshot = snapshotOf(cluster);
    PodClaimsRequest request;
    request.claims = objects(claims);
    request.featureGates = gates;
    const Result<PodAllocationReport> report = allocateOnEveryNode(snapshot, request);
    QVERIFY(report);
    QVERIFY(!report->nodes.isEmpty());
    for (qsizetype i = 0; i < report->nodes.size(); ++i) {
        AllocateRequest one;
        one.claims = request.claims;
        one.node = report->nodes[i].node;
        one.featureGates = gates;
        const Result<AllocateReport> single = allocateOnNode(snapshot, one);
        QVERIFY2(single, qPrintable(one.node));
        const AllocateReport mine = report->nodeReport(i);
        QCOMPARE(mine.toJson(), single->toJson());
        QCOMPARE(mine.warnings, single->warnings);
        QCOMPARE(report->nodes[i].outcome.usage.devices, single->outcome.usage.devices);
        QCOMPARE(report->nodes[i].outcome.usage.inUse, single->outcome.usage.inUse);
        QCOMPARE(report->nodes[i].outcome.usage.tainted, single->outcome.usage.tainted);
    }
}

void TestPodClaims::usagePerNode()
{
    PodClaimsRequest request;
    request.claims = objects(oneGpuClaim("a"));
    const Result<PodAllocationReport> report = allocateOnEveryNode(snapshotOf(fleet()), request);
    QVERIFY(report);
    const NodeAllocation *c = findNode(*report, u"node-c"_s);
    QVERIFY(c);
    QCOMPARE(c->outcome.usage.devices, 2);
    QCOMPARE(c->outcome.usage.inUse, 1);
    const NodeAllocation *b = findNode(*report, u"node-b"_s);
    QVERIFY(b);
    QCOMPARE(b->outcome.usage.devices, 2);
    QCOMPARE(b->outcome.usage.inUse, 0);
}

void TestPodClaims::errorOnOneNode()
{
    // allocationMode All on an incomplete pool is the scheduler's error on that node only; the
    // other nodes still answer. `claim allocate --node node-x` fails the same way.
    const QByteArray cluster =
        fleet() + node("node-x") +
        slice("node-x", 2).replace("resourceSliceCount: 1", "resourceSliceCount: 2");
    const QByteArray all = R"(
apiVersion: resource.k8s.io/v1
kind: ResourceClaim
metadata: {name: all, namespace: ml}
spec:
  devices:
    requests:
    - name: gpus
      exactly: {deviceClassName: gpu, allocationMode: All}
)";
    const Kube::ClusterSnapshot snapshot = snapshotOf(cluster);
    PodClaimsRequest request;
    request.claims = objects(all);
    const Result<PodAllocationReport> report = allocateOnEveryNode(snapshot, request);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
    const NodeAllocation *x = findNode(*report, u"node-x"_s);
    QVERIFY(x);
    QVERIFY(x->error.has_value());
    QCOMPARE(x->error->code, u"ALLOCATION_FAILED"_s);
    QVERIFY(!x->fits());
    QCOMPARE(x->outcome.usage.devices, 2);
    AllocateRequest one;
    one.claims = request.claims;
    one.node = u"node-x"_s;
    const Result<AllocateReport> single = allocateOnNode(snapshot, one);
    QVERIFY(!single);
    QCOMPARE(single.error().code, x->error->code);
    QCOMPARE(single.error().message, x->error->message);
    // node-b's two free GPUs are all of its pool.
    const NodeAllocation *b = findNode(*report, u"node-b"_s);
    QVERIFY(b && b->fits());
    QCOMPARE(devicesOf(*b, 0), (QStringList{u"gpu-0"_s, u"gpu-1"_s}));
}

void TestPodClaims::nodeNamedOnlyBySlices()
{
    // A slice names node-z, which has no Node object: it is a candidate, as for `claim
    // allocate --node node-z`, with the same warning.
    const Kube::ClusterSnapshot snapshot = snapshotOf(kClass + slice("node-z", 1));
    PodClaimsRequest request;
    request.claims = objects(oneGpuClaim("a"));
    const Result<PodAllocationReport> report = allocateOnEveryNode(snapshot, request);
    QVERIFY(report);
    QCOMPARE(report->nodes.size(), 1);
    QCOMPARE(report->nodes[0].node, u"node-z"_s);
    QVERIFY(report->nodes[0].fits());
    QCOMPARE(report->nodes[0].warnings.size(), 1);
    QVERIFY(report->nodes[0].warnings[0].contains(u"no Node object"_s));
    AllocateRequest one;
    one.claims = request.claims;
    one.node = u"node-z"_s;
    const Result<AllocateReport> single = allocateOnNode(snapshot, one);
    QVERIFY(single);
    QCOMPARE(report->nodeReport(0).warnings, single->warnings);
}

void TestPodClaims::classesFromFilesWin()
{
    // A class from the claim files replaces the cluster's of the same name (as --class does):
    // here it selects nothing, so no node fits.
    const QByteArray none = R"(
apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata: {name: gpu}
spec:
  selectors: [{cel: {expression: 'device.driver == "other.example.com"'}}]
)";
    PodClaimsRequest request;
    request.claims = objects(oneGpuClaim("a"));
    request.classes = objects(none);
    const Result<PodAllocationReport> report = allocateOnEveryNode(snapshotOf(fleet()), request);
    QVERIFY(report);
    QCOMPARE(report->fitting, 0);
    request.classes.clear();
    const Result<PodAllocationReport> withCluster =
        allocateOnEveryNode(snapshotOf(fleet()), request);
    QVERIFY(withCluster);
    QCOMPARE(withCluster->fitting, 3);
}

void TestPodClaims::badGates()
{
    PodClaimsRequest request;
    request.claims = objects(oneGpuClaim("a"));
    request.featureGates = u"DRANoSuchGate=true"_s;
    const Result<PodAllocationReport> report = allocateOnEveryNode(snapshotOf(fleet()), request);
    QVERIFY(!report);
    QCOMPARE(report.error().code, u"FEATURE_GATES"_s);
}

void TestPodClaims::cancelAndProgress()
{
    PodClaimsRequest request;
    request.claims = objects(oneGpuClaim("a"));
    const Kube::ClusterSnapshot snapshot = snapshotOf(fleet());
    QList<std::pair<qsizetype, qsizetype>> calls;
    const Result<PodAllocationReport> report =
        allocateOnEveryNode(snapshot, request, nullptr, [&](qsizetype done, qsizetype total) {
            calls.append({done, total});
        });
    QVERIFY(report);
    QCOMPARE(calls, (QList<std::pair<qsizetype, qsizetype>>{{1, 3}, {2, 3}, {3, 3}}));

    // Cancelled after the first node: the work stops there.
    std::atomic<bool> cancel = false;
    int seen = 0;
    const Result<PodAllocationReport> cancelled =
        allocateOnEveryNode(snapshot, request, &cancel, [&](qsizetype, qsizetype) {
            ++seen;
            cancel = true;
        });
    QVERIFY(!cancelled);
    QCOMPARE(cancelled.error().code, u"ALLOCATION_CANCELLED"_s);
    QCOMPARE(seen, 1);
}

QTEST_GUILESS_MAIN(TestPodClaims)
#include "tst_podclaims.moc"
