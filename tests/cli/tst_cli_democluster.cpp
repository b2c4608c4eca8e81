// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The embedded demo cluster shows the work (issue 38): `accelctl get claims -A --demo`, `get
// pools --demo` and `explain pod NAME -n ml --demo` for each pending pod tell the truths its
// header promises: claims in use, a leak, an unhealthy and a tainted device, an incomplete pool
// and a pending pod for each kind of reason the engine explains.
#include "clirunner.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

QJsonObject json(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

struct ClaimCase
{
    QString name; ///< namespace/name
    QString state;
    QStringList reservedFor;
    QString device; ///< "node/device" of its first device, empty when pending
    bool unhealthy = false;
};

struct PendingCase
{
    QString pod;
    QString node;                       ///< the node whose reason names the kind
    QString reasonPart;                 ///< what that node's reason says
    int nodesRuledOutByItsSelector = 0; ///< nodes the pod's nodeSelector leaves out
    QString ns = QStringLiteral("ml");
};

struct PoolCase
{
    QString pool; ///< driver/name
    int inUse = 0;
    int tainted = 0;
    int free = 0;
    bool incomplete = false;
    bool invalid = false;
};

} // namespace

Q_DECLARE_METATYPE(ClaimCase)
Q_DECLARE_METATYPE(PendingCase)
Q_DECLARE_METATYPE(PoolCase)

class TestCliDemoCluster : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void claimCounts();
    void claims_data();
    void claims();
    void claimsTable();
    void explainPending_data();
    void explainPending();
    void pools_data();
    void pools();
};

void TestCliDemoCluster::claimCounts()
{
    const CliResult r =
        runAccelctl({u"get"_s, u"claims"_s, u"-A"_s, u"--demo"_s, u"-o"_s, u"json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject counts = json(r.out)[u"counts"_s].toObject();
    QCOMPARE(counts[u"claims"_s].toInt(), 13);
    QCOMPARE(counts[u"pending"_s].toInt(), 7);
    QCOMPARE(counts[u"reserved"_s].toInt(), 5);
    QCOMPARE(counts[u"leaks"_s].toInt(), 1);
    QCOMPARE(counts[u"unhealthy"_s].toInt(), 1);
}

void TestCliDemoCluster::claims_data()
{
    QTest::addColumn<ClaimCase>("c");
    QTest::newRow("two H100s in use, reserved for the running pod") << ClaimCase{
        u"ml/train-0-gpus-7xk2p"_s, u"reserved"_s, {u"ml/train-0"_s}, u"h100-1/gpu-0"_s};
    QTest::newRow("the whole A100 of the MIG node") << ClaimCase{
        u"ml/finetune-0-gpu-m4q8z"_s, u"reserved"_s, {u"ml/finetune-0"_s}, u"a100-mig-1/gpu-0"_s};
    QTest::newRow("a shared Arc render node") << ClaimCase{u"media/transcode-0-render-b9t4w"_s,
                                                           u"reserved"_s,
                                                           {u"media/transcode-0"_s},
                                                           u"arc-a770-1/pci-0000-03-00-0"_s};
    QTest::newRow("a Flex 170 turned unhealthy") << ClaimCase{u"media/transcode-1-gpu-h2n6c"_s,
                                                              u"reserved"_s,
                                                              {u"media/transcode-1"_s},
                                                              u"flex-1/0000-8d-00-0-0x56c0"_s,
                                                              true};
    QTest::newRow("the leak: allocated, reserved for no pod")
        << ClaimCase{u"ml/notebook-gpu"_s, u"allocated"_s, {}, u"h100-1/gpu-2"_s};
    QTest::newRow("a pending pod's claim")
        << ClaimCase{u"ml/train-1-gpus-q2r5v"_s, u"pending"_s, {}, {}};
    QTest::newRow("a share of a Flex 170 (consumable capacity)")
        << ClaimCase{u"media/transcode-2-gpu-k7p3d"_s,
                     u"reserved"_s,
                     {u"media/transcode-2"_s},
                     u"flex-1/0000-4d-00-0-0x56c0"_s};
}

void TestCliDemoCluster::claims()
{
    QFETCH(ClaimCase, c);
    const CliResult r =
        runAccelctl({u"get"_s, u"claims"_s, u"-A"_s, u"--demo"_s, u"-o"_s, u"json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QJsonObject claim;
    for (const QJsonValue &v : json(r.out)[u"claims"_s].toArray())
        if (v[u"namespace"_s].toString() + u'/' + v[u"name"_s].toString() == c.name)
            claim = v.toObject();
    QVERIFY2(!claim.isEmpty(), qPrintable(c.name));
    QCOMPARE(claim[u"state"_s].toString(), c.state);
    QCOMPARE(claim[u"leak"_s].toBool(), c.state == u"allocated"_s);
    QStringList reserved;
    for (const QJsonValue &v : claim[u"reservedFor"_s].toArray())
        reserved << v.toString();
    QCOMPARE(reserved, c.reservedFor);
    const QJsonArray devices = claim[u"devices"_s].toArray();
    QCOMPARE(devices.isEmpty(), c.device.isEmpty());
    if (!devices.isEmpty()) {
        const QJsonObject d = devices.first().toObject();
        QCOMPARE(d[u"node"_s].toString() + u'/' + d[u"device"_s].toString(), c.device);
        QCOMPARE(d[u"unhealthy"_s].toBool(), c.unhealthy);
    }
}

void TestCliDemoCluster::claimsTable()
{
    const CliResult r = runAccelctl({u"get"_s, u"claims"_s, u"-A"_s, u"--demo"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("allocated (LEAK)"), r.out.constData());
    QVERIFY2(r.out.contains("flex-1/0000-8d-00-0-0x56c0 (0000:8d:00.0) UNHEALTHY"),
             r.out.constData());
    QVERIFY2(r.out.contains("13 claims: 7 pending, 5 reserved, 1 allocated for no pod (leak)"),
             r.out.constData());
}

void TestCliDemoCluster::explainPending_data()
{
    QTest::addColumn<PendingCase>("c");
    QTest::newRow("devices in use (one by the leak)") << PendingCase{
        u"train-1"_s, u"h100-1"_s, u"gpu.nvidia.com/gpu-2: in use by ml/notebook-gpu"_s, 9};
    QTest::newRow("no device matches the selector")
        << PendingCase{u"eval-h200"_s, u"h100-1"_s,
                       u"selector false (device.attributes['gpu.nvidia.com'].productName == "
                       "'NVIDIA H200')"_s,
                       0};
    QTest::newRow("a tainted device")
        << PendingCase{u"train-gb200"_s, u"gb200-1"_s,
                       u"gpu.nvidia.com/gpu-3: tainted gpu.nvidia.com/xid=79:NoSchedule"_s, 9};
    QTest::newRow("an incomplete pool")
        << PendingCase{u"infer-gb200"_s, u"gb200-3"_s,
                       u"pool gpu.nvidia.com/gb200-3 is incomplete (1 of 2 slices published)"_s, 9};
    QTest::newRow("the MIG counters exhausted")
        << PendingCase{u"mig-infer"_s, u"a100-mig-1"_s,
                       u"gpu.nvidia.com/gpu-0-mig-1g10gb-19-0: counters exhausted"_s, 0};
    // The allocator's error for an invalid pool, as kube-scheduler words it
    // (conformance/k8s-allocator/cases/duplicate-slice.yaml): gb200-2's second slice lists
    // gpu-3 again.
    QTest::newRow("an invalid pool")
        << PendingCase{u"serve-gb200"_s, u"gb200-2"_s,
                       u"invalid resource pools were encountered: gpu.nvidia.com/gb200-2 (device "
                       "gpu-3 is listed more than once)"_s,
                       9};
    // DRAConsumableCapacity: flex-1's shared Flex 170 lends 12Gi of its 16Gi to transcode-2;
    // its other Flex is held whole (and unhealthy).
    QTest::newRow("a shared device's capacity exhausted")
        << PendingCase{u"transcode-3"_s, u"flex-1"_s,
                       u"gpu.intel.com/0000-4d-00-0-0x56c0: capacity gpu.intel.com/memory "
                       "exhausted (4Gi left, 12Gi needed)"_s,
                       9, u"media"_s};
}

void TestCliDemoCluster::explainPending()
{
    QFETCH(PendingCase, c);
    const CliResult r = runAccelctl(
        {u"explain"_s, u"pod"_s, c.pod, u"-n"_s, c.ns, u"--demo"_s, u"-o"_s, u"json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject out = json(r.out);
    QCOMPARE(out[u"phase"_s].toString(), u"Pending"_s);
    // Truly pending: no node can hold its claims now.
    QCOMPARE(out[u"fitsNow"_s].toArray().size(), 0);
    int ruledOut = 0;
    QString reason;
    for (const QJsonValue &v : out[u"nodes"_s].toArray()) {
        QVERIFY(!v[u"fits"_s].toBool());
        if (v[u"reason"_s].toString().startsWith(u"the pod's nodeSelector"_s))
            ++ruledOut;
        if (v[u"node"_s].toString() == c.node)
            reason = v[u"reason"_s].toString();
    }
    QCOMPARE(ruledOut, c.nodesRuledOutByItsSelector);
    QVERIFY2(reason.contains(c.reasonPart), qPrintable(reason));
    // The table says the same.
    const CliResult table =
        runAccelctl({u"explain"_s, u"pod"_s, c.pod, u"-n"_s, c.ns, u"--demo"_s});
    QCOMPARE(table.exitCode, 0);
    QVERIFY2(table.out.contains(c.reasonPart.toUtf8()), table.out.constData());
    QVERIFY2(table.out.contains("fits now: no node"), table.out.constData());
}

void TestCliDemoCluster::pools_data()
{
    QTest::addColumn<PoolCase>("c");
    QTest::newRow("h100-1: three in use (one by the leak)")
        << PoolCase{u"gpu.nvidia.com/h100-1"_s, 3, 0, 1, false};
    QTest::newRow("gb200-1: one tainted") << PoolCase{u"gpu.nvidia.com/gb200-1"_s, 0, 1, 3, false};
    QTest::newRow("gb200-3: incomplete") << PoolCase{u"gpu.nvidia.com/gb200-3"_s, 0, 0, 2, true};
    QTest::newRow("flex-1: one held whole, one shared")
        << PoolCase{u"gpu.intel.com/flex-1"_s, 2, 0, 0, false};
    QTest::newRow("gb200-2: invalid")
        << PoolCase{u"gpu.nvidia.com/gb200-2"_s, 0, 0, 5, false, true};
    QTest::newRow("arc-a770-1: a shared render node in use")
        << PoolCase{u"liken.sh/arc-a770-1"_s, 1, 0, 1, false};
}

void TestCliDemoCluster::pools()
{
    QFETCH(PoolCase, c);
    const CliResult r = runAccelctl({u"get"_s, u"pools"_s, u"--demo"_s, u"-o"_s, u"json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonDocument doc = QJsonDocument::fromJson(r.out);
    const QJsonArray pools = doc.isArray() ? doc.array() : doc.object()[u"pools"_s].toArray();
    QJsonObject pool;
    for (const QJsonValue &v : pools)
        if (v[u"driver"_s].toString() + u'/' + v[u"pool"_s].toString() == c.pool)
            pool = v.toObject();
    QVERIFY2(!pool.isEmpty(), r.out.left(400).constData());
    QCOMPARE(pool[u"inUse"_s].toInt(), c.inUse);
    QCOMPARE(pool[u"tainted"_s].toInt(), c.tainted);
    QCOMPARE(pool[u"free"_s].toInt(), c.free);
    QCOMPARE(pool[u"incomplete"_s].toBool(), c.incomplete);
    QCOMPARE(pool[u"invalid"_s].toBool(), c.invalid);
}

QTEST_GUILESS_MAIN(TestCliDemoCluster)
#include "tst_cli_democluster.moc"
