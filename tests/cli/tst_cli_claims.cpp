// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The cluster's claims (issue 17): `accelctl get claims`, `get pools` and `explain pod` on the
// snapshot tests/fixtures/cluster/claims-cluster.yaml (a leak, an unhealthy device, a pod
// Pending for each reason kind, with pending-reasons.yaml for capacity and node affinity), and
// live against the loopback API server, including a 403 on
// claims and on pods (the view says what it cannot see).
#include "clirunner.h"
#include "fakeapiserver.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {
const QString kFixture = u"cluster/claims-cluster.yaml"_s;

QJsonObject json(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

QJsonObject claimNamed(const QJsonObject &report, const QString &name)
{
    for (const QJsonValue &v : report[u"claims"_s].toArray())
        if (v[u"name"_s].toString() == name)
            return v.toObject();
    return {};
}

QString reasonFor(const QJsonObject &explanation, const QString &node)
{
    for (const QJsonValue &v : explanation[u"nodes"_s].toArray())
        if (v[u"node"_s].toString() == node)
            return v[u"fits"_s].toBool() ? u"fits"_s : v[u"reason"_s].toString();
    return u"(no such node)"_s;
}
} // namespace

class TestCliClaims : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void claims();
    void claimsTable();
    void namespaces();
    void pools();
    void poolsSharedCapacity();
    void explainReasons_data();
    void explainReasons();
    void explainReasonKinds_data();
    void explainReasonKinds();
    void explainFits();
    void explainErrors_data();
    void explainErrors();
    void live();
    void liveForbidden_data();
    void liveForbidden();

private:
    QProcessEnvironment env() const;
    FakeApiServer m_api;
    QTemporaryDir m_dir;
    QString m_kubeconfig;
};

void TestCliClaims::initTestCase()
{
    QString error;
    QVERIFY2(m_api.start(&error), qPrintable(error));
    m_kubeconfig = m_api.writeKubeconfig(m_dir.path());
}

QProcessEnvironment TestCliClaims::env() const
{
    QProcessEnvironment e;
    e.insert(u"KUBECONFIG"_s, m_kubeconfig);
    return e;
}

void TestCliClaims::claims()
{
    const CliResult r = runAccelctl(
        {u"get"_s, u"claims"_s, u"-A"_s, u"--snapshot"_s, fixture(kFixture), u"-o"_s, u"json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject out = json(r.out);
    QCOMPARE(out[u"counts"_s][u"claims"_s].toInt(), 5);
    QCOMPARE(out[u"counts"_s][u"leaks"_s].toInt(), 1);
    QCOMPARE(out[u"counts"_s][u"unhealthy"_s].toInt(), 1);
    QCOMPARE(out[u"counts"_s][u"reserved"_s].toInt(), 4);

    // The leak: allocated, reserved for no pod, used by none.
    const QJsonObject leak = claimNamed(out, u"forgotten"_s);
    QCOMPARE(leak[u"state"_s].toString(), u"allocated"_s);
    QCOMPARE(leak[u"leak"_s].toBool(), true);
    QVERIFY(leak[u"warnings"_s][0].toString().contains(u"held for nothing"_s));

    // Reserved, with the device's node and PCI bus ID and the pod that uses it.
    const QJsonObject train = claimNamed(out, u"train-0-gpus"_s);
    QCOMPARE(train[u"state"_s].toString(), u"reserved"_s);
    QCOMPARE(train[u"reservedFor"_s].toArray(), QJsonArray{u"ml/train-0"_s});
    QCOMPARE(train[u"pods"_s].toArray(), QJsonArray{u"ml/train-0"_s});
    const QJsonObject device = train[u"devices"_s][0].toObject();
    QCOMPARE(device[u"node"_s].toString(), u"node-a"_s);
    QCOMPARE(device[u"pciBusID"_s].toString(), u"0000:17:00.0"_s);
    QCOMPARE(device[u"unhealthy"_s].toBool(), false);

    // Health from status.devices conditions.
    const QJsonObject infer = claimNamed(out, u"infer-0-gpus"_s);
    QCOMPARE(infer[u"devices"_s][0][u"unhealthy"_s].toBool(), true);
    QVERIFY(infer[u"devices"_s][0][u"conditions"_s][0].toString().contains(u"Ready=False"_s));
    QVERIFY(infer[u"warnings"_s][0].toString().contains(u"double-bit ECC"_s));
}

void TestCliClaims::claimsTable()
{
    const CliResult r =
        runAccelctl({u"get"_s, u"claims"_s, u"-n"_s, u"ml"_s, u"--snapshot"_s, fixture(kFixture)});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("allocated (LEAK)"), r.out.constData());
    QVERIFY2(r.out.contains("node-b/gpu-1 (0000:2a:00.0) UNHEALTHY"), r.out.constData());
    QVERIFY2(r.out.contains("5 claims: 0 pending, 4 reserved, 1 allocated for no pod (leak)"),
             r.out.constData());
}

void TestCliClaims::namespaces()
{
    // kubectl's default namespace is "default"; the fixture's claims are all in ml.
    CliResult r = runAccelctl({u"get"_s, u"claims"_s, u"--snapshot"_s, fixture(kFixture)});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("No claims found in namespace default"), r.err.constData());
    r = runAccelctl(
        {u"get"_s, u"claims"_s, u"-A"_s, u"-n"_s, u"ml"_s, u"--snapshot"_s, fixture(kFixture)});
    QCOMPARE(r.exitCode, 2);
}

void TestCliClaims::pools()
{
    const CliResult r =
        runAccelctl({u"get"_s, u"pools"_s, u"--snapshot"_s, fixture(kFixture), u"-o"_s, u"json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QHash<QString, QJsonObject> byPool;
    for (const QJsonValue &v : json(r.out)[u"pools"_s].toArray())
        byPool.insert(v[u"pool"_s].toString(), v.toObject());
    QCOMPARE(byPool.size(), 5);
    QCOMPARE(byPool[u"node-a"_s][u"inUse"_s].toInt(), 2);
    QCOMPARE(byPool[u"node-a"_s][u"free"_s].toInt(), 0);
    QCOMPARE(byPool[u"node-b"_s][u"tainted"_s].toInt(), 1);
    QCOMPARE(byPool[u"node-c"_s][u"counters"_s][0][u"left"_s].toString(), u"0"_s);
    QCOMPARE(byPool[u"node-c"_s][u"counters"_s][0][u"total"_s].toString(), u"80Gi"_s);
    QCOMPARE(byPool[u"node-d"_s][u"incomplete"_s].toBool(), true);
    QCOMPARE(byPool[u"node-e"_s][u"free"_s].toInt(), 1);

    const CliResult table = runAccelctl({u"get"_s, u"pools"_s, u"--snapshot"_s, fixture(kFixture)});
    QVERIFY2(table.out.contains("incomplete (1 of 2 slices)"), table.out.constData());
    QVERIFY2(table.out.contains("gpu-0/memory 0 of 80Gi"), table.out.constData());
}

void TestCliClaims::poolsSharedCapacity()
{
    // Capacity left on shared devices (issue 17, "Pools"): node-f's GPU gives 40Gi of its
    // 80Gi memory to a claim; the fabric pool's slice selects nodes.
    const QStringList args{u"get"_s,
                           u"pools"_s,
                           u"--snapshot"_s,
                           fixture(u"cluster/pending-reasons.yaml"_s),
                           u"--feature-gates"_s,
                           u"DRAConsumableCapacity=true"_s};
    const CliResult r = runAccelctl(args + QStringList{u"-o"_s, u"json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QHash<QString, QJsonObject> byPool;
    for (const QJsonValue &v : json(r.out)[u"pools"_s].toArray())
        byPool.insert(v[u"pool"_s].toString(), v.toObject());
    const QJsonObject left = byPool[u"node-f"_s][u"sharedCapacity"_s][0].toObject();
    QCOMPARE(left[u"device"_s].toString(), u"gpu-0"_s);
    QCOMPARE(left[u"capacity"_s].toString(), u"gpu.example.com/memory"_s);
    QCOMPARE(left[u"left"_s].toString(), u"40Gi"_s);
    QCOMPARE(left[u"total"_s].toString(), u"80Gi"_s);
    QCOMPARE(byPool[u"fabric"_s][u"nodes"_s].toArray(), QJsonArray{u"(node selector)"_s});
    const CliResult table = runAccelctl(args);
    QVERIFY2(table.out.contains("gpu-0 memory 40Gi of 80Gi"), table.out.constData());
}

void TestCliClaims::explainReasons_data()
{
    // One node per reason kind (issue 17, "Why pending").
    QTest::addColumn<QString>("node");
    QTest::addColumn<QString>("needle");
    QTest::newRow("in use") << u"node-a"_s
                            << u"gpu.example.com/gpu-0: in use by ml/train-0-gpus; "
                               "gpu.example.com/gpu-1: in use by ml/forgotten"_s;
    QTest::newRow("taint") << u"node-b"_s << u"tainted nvidia.com/xid=79:NoSchedule"_s;
    QTest::newRow("counters") << u"node-c"_s
                              << u"gpu-0-whole: counters exhausted (gpu-0/memory: 0 left, 80Gi "
                                 "needed)"_s;
    QTest::newRow("incomplete pool")
        << u"node-d"_s << u"pool gpu.example.com/node-d is incomplete (1 of 2 slices published)"_s;
    QTest::newRow("selector term")
        << u"node-e"_s
        << u"selector false (device.attributes[\"gpu.example.com\"].model == \"h200\")"_s;
}

void TestCliClaims::explainReasons()
{
    QFETCH(QString, node);
    QFETCH(QString, needle);
    const CliResult r = runAccelctl({u"explain"_s, u"pod"_s, u"waiting"_s, u"-n"_s, u"ml"_s,
                                     u"--snapshot"_s, fixture(kFixture), u"-o"_s, u"json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject out = json(r.out);
    QCOMPARE(out[u"phase"_s].toString(), u"Pending"_s);
    QVERIFY(out[u"scheduled"_s].toString().contains(u"cannot allocate all claims"_s));
    QCOMPARE(out[u"fitsNow"_s].toArray().size(), 0);
    const QString reason = reasonFor(out, node);
    QVERIFY2(reason.contains(needle), qPrintable(reason));
}

void TestCliClaims::explainReasonKinds_data()
{
    // The reason kinds claims-cluster.yaml does not show (issue 17, "Why pending"), from
    // tests/fixtures/cluster/pending-reasons.yaml.
    QTest::addColumn<QString>("pod");
    QTest::addColumn<QString>("node");
    QTest::addColumn<QString>("needle");
    QTest::addColumn<QStringList>("fitsNow");
    QTest::newRow("capacity")
        << u"big"_s << u"node-f"_s
        << u"gpu.example.com/gpu-0: capacity gpu.example.com/memory exhausted (40Gi left, 50Gi "
           "needed)"_s
        << QStringList{};
    QTest::newRow("node affinity from the slice")
        << u"linked"_s << u"node-g"_s
        << u"pool fabric.example.com/fabric is not for this node (its ResourceSlices' node "
           "selection leaves the node out)"_s
        << QStringList{u"node-f"_s};
    QTest::newRow("claim allocated on another node")
        << u"half-twin"_s << u"node-g"_s
        << u"claim ml/half-gpu is allocated to devices this node cannot reach"_s
        << QStringList{u"node-f"_s};
}

void TestCliClaims::explainReasonKinds()
{
    QFETCH(QString, pod);
    QFETCH(QString, node);
    QFETCH(QString, needle);
    QFETCH(QStringList, fitsNow);
    const CliResult r =
        runAccelctl({u"explain"_s, u"pod"_s, pod, u"-n"_s, u"ml"_s, u"--snapshot"_s,
                     fixture(u"cluster/pending-reasons.yaml"_s), u"--feature-gates"_s,
                     u"DRAConsumableCapacity=true"_s, u"-o"_s, u"json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject out = json(r.out);
    const QString reason = reasonFor(out, node);
    QVERIFY2(reason.contains(needle), qPrintable(reason));
    QCOMPARE(out[u"fitsNow"_s].toVariant().toStringList(), fitsNow);
}

void TestCliClaims::explainFits()
{
    const CliResult r = runAccelctl(
        {u"explain"_s, u"pod"_s, u"small"_s, u"-n"_s, u"ml"_s, u"--snapshot"_s, fixture(kFixture)});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("fits now: node-e\n"), r.out.constData());
    QVERIFY2(r.out.contains("reason is outside DRA"), r.out.constData());
}

void TestCliClaims::explainErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("needle");
    QTest::newRow("no such pod") << QStringList{u"nope"_s, u"-n"_s, u"ml"_s} << 1
                                 << u"POD_NOT_FOUND: pod ml/nope"_s;
    QTest::newRow("names the pods")
        << QStringList{u"nope"_s, u"-n"_s, u"ml"_s} << 1 << u"Pods in ml: infer-0, plain, small"_s;
    QTest::newRow("no claims") << QStringList{u"plain"_s, u"-n"_s, u"ml"_s} << 1
                               << u"POD_NO_CLAIMS"_s;
    QTest::newRow("no name") << QStringList{} << 2 << u"needs the pod's NAME"_s;
}

void TestCliClaims::explainErrors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, needle);
    const CliResult r =
        runAccelctl(QStringList{u"explain"_s, u"pod"_s, u"--snapshot"_s, fixture(kFixture)} + args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(r.err).contains(needle), r.err.constData());
}

void TestCliClaims::live()
{
    QVERIFY(m_api.setObjectsFromFile(fixture(kFixture)));
    CliResult r = runAccelctl({u"get"_s, u"claims"_s, u"-A"_s, u"-o"_s, u"json"_s}, env());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(json(r.out)[u"counts"_s][u"leaks"_s].toInt(), 1);
    QCOMPARE(claimNamed(json(r.out), u"train-0-gpus"_s)[u"pods"_s].toArray(),
             QJsonArray{u"ml/train-0"_s});
    r = runAccelctl({u"explain"_s, u"pod"_s, u"waiting"_s, u"-n"_s, u"ml"_s, u"-o"_s, u"json"_s},
                    env());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(reasonFor(json(r.out), u"node-b"_s).contains(u"tainted"_s));
    r = runAccelctl({u"get"_s, u"pools"_s, u"-o"_s, u"json"_s}, env());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(json(r.out)[u"pools"_s].toArray().size(), 5);
}

void TestCliClaims::liveForbidden_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("needle");
    QTest::newRow("claims: get claims")
        << u"/apis/resource.k8s.io/v1/resourceclaims"_s
        << QStringList{u"get"_s, u"claims"_s, u"-A"_s} << u"no claims are shown"_s;
    QTest::newRow("pods: get claims")
        << u"/api/v1/pods"_s << QStringList{u"get"_s, u"claims"_s, u"-A"_s}
        << u"which pods use a claim is unknown"_s;
    QTest::newRow("claims: get pools")
        << u"/apis/resource.k8s.io/v1/resourceclaims"_s << QStringList{u"get"_s, u"pools"_s}
        << u"every device counts as free"_s;
    QTest::newRow("pods: explain pod")
        << u"/api/v1/pods"_s << QStringList{u"explain"_s, u"pod"_s, u"waiting"_s, u"-n"_s, u"ml"_s}
        << u"no pod can be explained"_s;
}

void TestCliClaims::liveForbidden()
{
    QFETCH(QString, path);
    QFETCH(QStringList, command);
    QFETCH(QString, needle);
    m_api.setDraVersions({u"v1"_s}); // resets the statuses
    QVERIFY(m_api.setObjectsFromFile(fixture(kFixture)));
    m_api.setStatus(path, 403, u"forbidden: User \"ops\" cannot list"_s);
    const CliResult r = runAccelctl(command, env());
    QVERIFY2(QString::fromUtf8(r.err).contains(needle), r.err.constData());
    QVERIFY2(r.err.contains("403"), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliClaims)
#include "tst_cli_claims.moc"
