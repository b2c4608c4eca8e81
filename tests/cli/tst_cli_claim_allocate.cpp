// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl claim allocate` (issue 15, section 3): every case of Kubernetes' allocator test
// table (../shared/conformance/k8s-allocator) through the command line, built as the issue says:
// a snapshot with the Node, the classes, the slices and one ResourceClaim with status.allocation
// for each device in use, every gate given with --feature-gates; compared as the Go runner
// compares. Also the command's own contract: JSON shape, exit codes, reasons, errors.
#include "../dra/allocatorcase.h"
#include "clirunner.h"
#include "doc/documentreader.h"
#include "testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

const QString kCases = u"k8s-allocator/cases"_s;

/// The case's Go feature names as kube-scheduler gates, every gate given.
QString gatesOf(const QJsonArray &features)
{
    const QList<std::pair<QString, QString>> names = {
        {u"PrioritizedList"_s, u"DRAPrioritizedList"_s},
        {u"PartitionableDevices"_s, u"DRAPartitionableDevices"_s},
        {u"DeviceTaints"_s, u"DRADeviceTaints"_s},
        {u"AdminAccess"_s, u"DRAAdminAccess"_s},
        {u"ConsumableCapacity"_s, u"DRAConsumableCapacity"_s},
        {u"DeviceBindingAndStatus"_s, u"DRADeviceBindingConditions"_s},
        {u"ListTypeAttributes"_s, u"DRAListTypeAttributes"_s},
    };
    QStringList out{u"DRADeviceTaintRules=false"_s};
    for (const auto &[go, gate] : names)
        out << gate + (features.contains(go) ? u"=true"_s : u"=false"_s);
    return out.join(u',');
}

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

/// Writes the case as a snapshot and a claim file in DIR.
void writeCase(const QJsonObject &c, const QString &dir)
{
    QJsonArray items;
    items << QJsonObject{{u"apiVersion"_s, u"v1"_s},
                         {u"kind"_s, u"Node"_s},
                         {u"metadata"_s, QJsonObject{{u"name"_s, c[u"node"_s][u"name"_s]},
                                                     {u"labels"_s, c[u"node"_s][u"labels"_s]}}}};
    for (const char *key : {"classes", "slices"})
        for (const QJsonValue &v : c[QLatin1String(key)].toArray())
            items << v;
    int held = 0;
    for (const QJsonValue &v : c[u"allocated"_s].toArray()) {
        QJsonObject result = v.toObject();
        result.insert(u"request"_s, u"held"_s);
        if (result.contains("consumedCapacity"_L1))
            result.insert(u"shareID"_s, u"00000000-0000-4000-8000-%1"_s.arg(qint64(held), 12, 10,
                                                                            QLatin1Char('0')));
        items << QJsonObject{
            {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
            {u"kind"_s, u"ResourceClaim"_s},
            {u"metadata"_s,
             QJsonObject{{u"name"_s, u"held-%1"_s.arg(held++)}, {u"namespace"_s, u"other"_s}}},
            {u"status"_s,
             QJsonObject{
                 {u"allocation"_s,
                  QJsonObject{{u"devices"_s, QJsonObject{{u"results"_s, QJsonArray{result}}}}}}}}};
    }
    QFile snapshot(dir + u"/snapshot.json"_s);
    QVERIFY(snapshot.open(QIODevice::WriteOnly));
    snapshot.write(
        json(QJsonObject{{u"apiVersion"_s, u"v1"_s}, {u"kind"_s, u"List"_s}, {u"items"_s, items}}));
    QFile claims(dir + u"/claims.json"_s);
    QVERIFY(claims.open(QIODevice::WriteOnly));
    claims.write(json(QJsonObject{{u"apiVersion"_s, u"v1"_s},
                                  {u"kind"_s, u"List"_s},
                                  {u"items"_s, c[u"claims"_s].toArray()}}));
}

} // namespace

class TestCliClaimAllocate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void conformance_data();
    void conformance();
    void tableAndReasons();
    void heldDeviceNamesHolder();
    void errors_data();
    void errors();
};

void TestCliClaimAllocate::conformance_data()
{
    ACCEL_REQUIRE_CONFORMANCE(kCases);
    QTest::addColumn<QString>("path");
    const QDir dir(Test::conformanceDir() + u'/' + kCases);
    for (const QString &file : dir.entryList({u"*.yaml"_s}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(file.chopped(5))) << dir.filePath(file);
}

void TestCliClaimAllocate::conformance()
{
    QFETCH(QString, path);
    const Result<QJsonValue> doc = Doc::readDocumentFile(path);
    QVERIFY(doc);
    const QJsonObject c = doc->toObject();
    QTemporaryDir dir;
    writeCase(c, dir.path());
    const CliResult r = runAccelctl(
        {u"claim"_s, u"allocate"_s, u"--snapshot"_s, dir.filePath(u"snapshot.json"_s), u"--claim"_s,
         dir.filePath(u"claims.json"_s), u"--node"_s, c[u"node"_s][u"name"_s].toString(),
         u"--feature-gates"_s, gatesOf(c[u"features"_s].toArray()), u"-o"_s, u"json"_s});
    const QJsonObject out = QJsonDocument::fromJson(r.out).object();
    const QJsonObject expect = c[u"expect"_s].toObject();
    if (expect.contains("error"_L1)) {
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(QString::fromUtf8(r.err).contains(expect[u"error"_s].toString()),
                 r.err.constData());
        QVERIFY2(out[u"error"_s][u"message"_s].toString().contains(expect[u"error"_s].toString()),
                 r.out.constData());
        return;
    }
    QVERIFY2(r.exitCode == 0, r.err.constData());
    if (expect[u"unschedulable"_s].toBool()) {
        QVERIFY2(!out[u"allocated"_s].toBool() || c[u"claims"_s].toArray().isEmpty(),
                 r.out.constData());
        return;
    }
    QVERIFY2(out[u"allocated"_s].toBool(), r.out.constData());
    QJsonArray actual;
    for (const QJsonValue &claim : out[u"claims"_s].toArray())
        actual << claim[u"allocation"_s];
    QString why;
    QVERIFY2(allocatorResultsMatch(actual, expect[u"results"_s],
                                   allocatorCaseIsExact(c[u"name"_s].toString()), &why),
             qPrintable(why));
}

// A tiny cluster of our own: node-1 with two GPUs, one held by default/training and one
// tainted; a claim for one GPU cannot be allocated and the reasons say why per device.
static const char *const kCluster = R"(
apiVersion: v1
kind: List
items:
- apiVersion: v1
  kind: Node
  metadata: {name: node-1}
- apiVersion: resource.k8s.io/v1
  kind: DeviceClass
  metadata: {name: gpu.example.com}
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
    - name: gpu-0
    - name: gpu-1
      taints: [{key: maintenance, value: planned, effect: NoSchedule}]
- apiVersion: resource.k8s.io/v1
  kind: ResourceClaim
  metadata: {name: training, namespace: default}
  status:
    allocation:
      devices:
        results: [{request: gpu, driver: gpu.example.com, pool: node-1, device: gpu-0}]
)";

static const char *const kClaim = R"(
apiVersion: resource.k8s.io/v1
kind: ResourceClaim
metadata: {name: inference, namespace: default}
spec:
  devices:
    requests:
    - name: gpu
      exactly: {deviceClassName: gpu.example.com}
)";

void TestCliClaimAllocate::tableAndReasons()
{
    QTemporaryDir dir;
    {
        QFile f(dir.filePath(u"c.yaml"_s));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kCluster);
        QFile g(dir.filePath(u"claim.yaml"_s));
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(kClaim);
    }
    const QStringList base = {u"claim"_s,      u"allocate"_s,
                              u"--snapshot"_s, dir.filePath(u"c.yaml"_s),
                              u"--claim"_s,    dir.filePath(u"claim.yaml"_s),
                              u"--node"_s,     u"node-1"_s};
    // Not allocatable: exit 0, allocated false, reasons per device (issue 15 section 3).
    CliResult r = runAccelctl(base + QStringList{u"-o"_s, u"json"_s});
    QCOMPARE(r.exitCode, 0);
    QJsonObject out = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(out[u"allocated"_s].toBool(), false);
    QCOMPARE(out[u"node"_s].toString(), u"node-1"_s);
    QVERIFY(out[u"featureGates"_s][u"DRADeviceTaints"_s].toBool()); // newest release's default
    QVERIFY(!out[u"claims"_s][0].toObject().contains("allocation"_L1));
    const QString reasons = out[u"reasons"_s].toArray().at(0).toString();
    QVERIFY2(reasons.contains(u"gpu.example.com/gpu-0: in use by default/training"_s),
             qPrintable(reasons));
    QVERIFY2(reasons.contains(u"gpu.example.com/gpu-1: tainted maintenance=planned:NoSchedule"_s),
             qPrintable(reasons));

    // Taints off: gpu-1 is allocated, with the node selector the scheduler writes.
    r = runAccelctl(
        base + QStringList{u"--feature-gates"_s, u"DRADeviceTaints=false"_s, u"-o"_s, u"json"_s});
    QCOMPARE(r.exitCode, 0);
    out = QJsonDocument::fromJson(r.out).object();
    QVERIFY2(out[u"allocated"_s].toBool(), r.out.constData());
    const QJsonObject allocation = out[u"claims"_s][0][u"allocation"_s].toObject();
    QCOMPARE(allocation[u"devices"_s][u"results"_s][0][u"device"_s].toString(), u"gpu-1"_s);
    QCOMPARE(allocation[u"nodeSelector"_s][u"nodeSelectorTerms"_s][0][u"matchFields"_s][0]
                       [u"values"_s][0]
                           .toString(),
             u"node-1"_s);
    QCOMPARE(out[u"featureGates"_s][u"DRADeviceTaints"_s].toBool(), false);

    // The table says which gates were on and names the device.
    r = runAccelctl(base + QStringList{u"--feature-gates"_s, u"DRADeviceTaints=false"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("node node-1: allocated"), r.out.constData());
    QVERIFY2(r.out.contains("default/inference"), r.out.constData());
    QVERIFY2(r.out.contains("gpu.example.com/node-1/gpu-1"), r.out.constData());
    QVERIFY2(r.out.contains("off DRADeviceTaintRules, DRADeviceTaints,"), r.out.constData());

    // YAML is the same object.
    r = runAccelctl(base + QStringList{u"-o"_s, u"yaml"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("allocated: false"), r.out.constData());
}

void TestCliClaimAllocate::heldDeviceNamesHolder()
{
    // The claim being previewed is not held by its own old allocation: re-allocating
    // default/training itself finds gpu-0 free.
    QTemporaryDir dir;
    QFile f(dir.filePath(u"c.yaml"_s));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kCluster);
    f.close();
    QFile g(dir.filePath(u"claim.yaml"_s));
    QVERIFY(g.open(QIODevice::WriteOnly));
    g.write(QByteArray(kClaim).replace("inference", "training"));
    g.close();
    const CliResult r = runAccelctl(
        {u"claim"_s, u"allocate"_s, u"--snapshot"_s, dir.filePath(u"c.yaml"_s), u"--claim"_s,
         dir.filePath(u"claim.yaml"_s), u"--node"_s, u"node-1"_s, u"-o"_s, u"json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject out = QJsonDocument::fromJson(r.out).object();
    QVERIFY2(out[u"allocated"_s].toBool(), r.out.constData());
    QCOMPARE(
        out[u"claims"_s][0][u"allocation"_s][u"devices"_s][u"results"_s][0][u"device"_s].toString(),
        u"gpu-0"_s);
}

void TestCliClaimAllocate::errors_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("needle");
    QTest::newRow("unknown node") << QStringList{u"--node"_s, u"node-9"_s} << u"NODE_NOT_FOUND"_s
                                  << u"Known nodes: node-1"_s;
    QTest::newRow("unknown gate") << QStringList{u"--node"_s, u"node-1"_s, u"--feature-gates"_s,
                                                 u"DRAMagic=true"_s}
                                  << u"FEATURE_GATES"_s << u"DRAMagic"_s;
    QTest::newRow("bad gate value")
        << QStringList{u"--node"_s, u"node-1"_s, u"--feature-gates"_s, u"DRAAdminAccess=yes"_s}
        << u"FEATURE_GATES"_s << u"=true or =false"_s;
}

void TestCliClaimAllocate::errors()
{
    QFETCH(QStringList, extra);
    QFETCH(QString, code);
    QFETCH(QString, needle);
    QTemporaryDir dir;
    QFile f(dir.filePath(u"c.yaml"_s));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kCluster);
    f.close();
    QFile g(dir.filePath(u"claim.yaml"_s));
    QVERIFY(g.open(QIODevice::WriteOnly));
    g.write(kClaim);
    g.close();
    const CliResult r = runAccelctl(QStringList{u"claim"_s, u"allocate"_s, u"--snapshot"_s,
                                                dir.filePath(u"c.yaml"_s), u"--claim"_s,
                                                dir.filePath(u"claim.yaml"_s), u"-o"_s, u"json"_s} +
                                    extra);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith(QByteArray(code.toUtf8() + ": ")), r.err.constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(needle), r.err.constData());
    const QJsonObject out = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(out[u"error"_s][u"code"_s].toString(), code);
}

QTEST_GUILESS_MAIN(TestCliClaimAllocate)
#include "tst_cli_claim_allocate.moc"
