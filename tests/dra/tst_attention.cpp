// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// What needs attention (core/dra/attention.h, issue 38 "Attention at a glance") at the engine:
// on the embedded demo cluster and the claims fixtures, each count is the rows it names, the
// same rows `accelctl get claims`, `get pools` and the window list. tests/gui/tst_attention
// checks the window's tab titles and status strip on the demo.
#include "dra/attention.h"
#include "dra/clusterclaims.h"
#include "dra/inventory.h"
#include "kube/snapshot.h"
#include "testsupport.h"

#include <QtTest>

using namespace Accel;
using namespace Accel::Dra;
using namespace Qt::StringLiterals;

namespace {

struct AttentionCase
{
    QString source; ///< "demo" or a fixture under cluster/
    QStringList leakedClaims;
    QStringList unhealthyDevices;
    QStringList pendingPods;
    QStringList incompletePools;
    QStringList invalidPools = {};
};

} // namespace

Q_DECLARE_METATYPE(AttentionCase)

class TestAttention : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void counts_data();
    void counts();
    void blockedLaunchesCountInTheTotalOnly();
};

void TestAttention::counts_data()
{
    QTest::addColumn<AttentionCase>("c");
    // resources/demo/demo-cluster.yaml's header names each of these.
    QTest::newRow("demo: a leak, two unhealthy devices, seven pending pods, an incomplete and an "
                  "invalid pool")
        << AttentionCase{
               u"demo"_s,
               {u"ml/notebook-gpu"_s},
               {u"gpu.intel.com/flex-1/0000-8d-00-0-0x56c0"_s, u"gpu.nvidia.com/gb200-1/gpu-3"_s},
               {u"media/transcode-3"_s, u"ml/eval-h200"_s, u"ml/infer-gb200"_s, u"ml/mig-infer"_s,
                u"ml/serve-gb200"_s, u"ml/train-1"_s, u"ml/train-gb200"_s},
               {u"gpu.nvidia.com/gb200-3"_s},
               {u"gpu.nvidia.com/gb200-2"_s}};
    // A claim's device condition makes node-b/gpu-1 unhealthy; the example driver states no
    // health of its own, so node-b/gpu-0's taint alone does not. Pod "plain" has no claims.
    QTest::newRow("claims-cluster: unhealthy by a claim's condition, pods without claims left out")
        << AttentionCase{u"claims-cluster.yaml"_s,
                         {u"ml/forgotten"_s},
                         {u"gpu.example.com/node-b/gpu-1"_s},
                         {u"ml/small"_s, u"ml/waiting"_s},
                         {u"gpu.example.com/node-d"_s}};
    QTest::newRow("pending-reasons: pending pods only") << AttentionCase{
        u"pending-reasons.yaml"_s, {}, {}, {u"ml/big"_s, u"ml/half-twin"_s, u"ml/linked"_s}, {}};
    QTest::newRow("a fleet without claims or pods: nothing")
        << AttentionCase{u"media-fleet.yaml"_s, {}, {}, {}, {}};
}

void TestAttention::counts()
{
    QFETCH(AttentionCase, c);
    Result<Kube::ClusterSnapshot> snapshot =
        c.source == u"demo"_s
            ? Kube::ClusterSnapshot::demo()
            : Kube::ClusterSnapshot::fromFile(Test::fixture(u"cluster/"_s + c.source));
    QVERIFY2(snapshot, qPrintable(snapshot ? QString() : snapshot.error().toString()));
    const Attention a = clusterAttention(*snapshot, Inventory::build(*snapshot));
    QCOMPARE(a.leakedClaims, c.leakedClaims);
    QCOMPARE(a.unhealthyDevices, c.unhealthyDevices);
    QCOMPARE(a.pendingPods, c.pendingPods);
    QCOMPARE(a.incompletePools, c.incompletePools);
    QCOMPARE(a.invalidPools, c.invalidPools);
    QCOMPARE(a.blockedLaunches, 0);
    QCOMPARE(a.clusterCount(),
             int(c.leakedClaims.size() + c.unhealthyDevices.size() + c.pendingPods.size() +
                 c.incompletePools.size() + c.invalidPools.size()));
    QCOMPARE(a.toJson().value(u"pendingPods"_s).toArray().size(), c.pendingPods.size());
    // The same on a preparation the window's claims views already queried (their rows and
    // pools are what the counts are made of, built once for all).
    const PreparedCluster prepared(*snapshot);
    (void)clusterClaims(prepared);
    (void)clusterPools(prepared);
    QCOMPARE(clusterAttention(prepared, Inventory::build(*snapshot)), a);
}

void TestAttention::blockedLaunchesCountInTheTotalOnly()
{
    Attention a;
    a.pendingPods = {u"ml/a"_s};
    a.blockedLaunches = 2;
    QCOMPARE(a.clusterCount(), 1);
    QCOMPARE(a.total(), 3);
}

QTEST_GUILESS_MAIN(TestAttention)
#include "tst_attention.moc"
