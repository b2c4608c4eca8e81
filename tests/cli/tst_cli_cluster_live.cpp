// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl get gpus|resourceslices` and `accelctl cluster snapshot` against a live API server:
// a real HTTPS server on loopback with a test CA, reached through a kubeconfig file (issue 6,
// sections 1, 2 and 4).
#include "clirunner.h"
#include "fakeapiserver.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {
const QByteArray Token = "cli-secret-token-42";

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QJsonObject parseJson(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}
} // namespace

class TestCliClusterLive : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void gpusFromTheApiServer();
    void snapshotRoundTrip_data();
    void snapshotRoundTrip();
    void forbiddenSlicesWarn();
    void allocationState();
    void forbiddenClaimsWarn();
    void kubeconfigErrors_data();
    void kubeconfigErrors();
    void tokenNeverPrinted();

private:
    QProcessEnvironment env() const;

    FakeApiServer m_api;
    HttpsTestServer &m_server = m_api.server();
    QTemporaryDir m_dir;
    QString m_kubeconfig;
};

void TestCliClusterLive::initTestCase()
{
    QString error;
    QVERIFY2(m_api.start(&error), qPrintable(error));
    m_api.setToken(Token);
    // A relative certificate-authority path resolves against the kubeconfig's folder.
    m_kubeconfig = m_api.writeKubeconfig(m_dir.path());
    QVERIFY(!m_kubeconfig.isEmpty());
}

void TestCliClusterLive::init()
{
    // The cluster: the fixture fleet's objects served as API lists (v1), one page each.
    m_api.setDraVersions({u"v1"_s});
    QVERIFY(m_api.setObjectsFromFile(fixture(u"cluster/media-fleet.yaml"_s)));
    m_api.server().clearRequests();
}

QProcessEnvironment TestCliClusterLive::env() const
{
    QProcessEnvironment e;
    e.insert(u"HOME"_s, m_dir.path()); // no ~/.kube/config of the person running the tests
    e.insert(u"KUBECONFIG"_s, m_kubeconfig);
    return e;
}

void TestCliClusterLive::gpusFromTheApiServer()
{
    const CliResult live = runAccelctl({u"get"_s, u"gpus"_s, u"-o"_s, u"json"_s}, env());
    QVERIFY2(live.exitCode == 0, live.err.constData());
    const CliResult offline =
        runAccelctl({u"get"_s, u"gpus"_s, u"--snapshot"_s, fixture(u"cluster/media-fleet.yaml"_s),
                     u"-o"_s, u"json"_s});
    QCOMPARE(offline.exitCode, 0);
    // The same objects give the same GPUs, whether listed from the server or read from a file.
    QCOMPARE(parseJson(live.out)[u"items"_s], parseJson(offline.out)[u"items"_s]);
    QVERIFY(live.err.contains("resource.k8s.io/v1"));
    // Only what the command needs is listed: no pods for `get gpus`.
    QCOMPARE(m_server.requestCount(u"/api/v1/pods"_s), 0);
    const auto requests = m_server.requests();
    for (const auto &request : requests)
        QCOMPARE(request.header("authorization"), QByteArray("Bearer " + Token));

    const CliResult table = runAccelctl(
        {u"get"_s, u"resourceslices"_s, u"--kubeconfig"_s, m_kubeconfig, u"--context"_s, u"lab"_s},
        QProcessEnvironment());
    QVERIFY2(table.exitCode == 0, table.err.constData());
    QVERIFY(table.out.startsWith("NAME"));
}

void TestCliClusterLive::snapshotRoundTrip_data()
{
    QTest::addColumn<QString>("format");
    QTest::newRow("json (default)") << QString();
    QTest::newRow("yaml") << u"yaml"_s;
}

void TestCliClusterLive::snapshotRoundTrip()
{
    QFETCH(QString, format);
    QStringList args{u"cluster"_s, u"snapshot"_s};
    if (!format.isEmpty())
        args << u"-o"_s << format;
    const CliResult snap = runAccelctl(args, env());
    QVERIFY2(snap.exitCode == 0, snap.err.constData());
    QVERIFY(snap.err.contains("resourceslices"));
    const QJsonValue tree = format.isEmpty() ? QJsonValue(parseJson(snap.out)) : yaml(snap.out);
    QCOMPARE(tree[u"kind"_s].toString(), u"List"_s);
    // Every object carries kind and apiVersion again, and no managedFields.
    for (const QJsonValue &item : tree[u"items"_s].toArray()) {
        QVERIFY(!item[u"kind"_s].toString().isEmpty());
        QVERIFY(!item[u"apiVersion"_s].toString().isEmpty());
        QVERIFY(!item[u"metadata"_s].toObject().contains(u"managedFields"_s));
    }
    const QString file = m_dir.filePath(u"snap."_s + (format.isEmpty() ? u"json"_s : format));
    QVERIFY(writeFile(file, snap.out));
    const CliResult fromFile =
        runAccelctl({u"get"_s, u"gpus"_s, u"--snapshot"_s, file, u"-o"_s, u"json"_s});
    QCOMPARE(fromFile.exitCode, 0);
    const CliResult live = runAccelctl({u"get"_s, u"gpus"_s, u"-o"_s, u"json"_s}, env());
    QCOMPARE(parseJson(fromFile.out)[u"items"_s], parseJson(live.out)[u"items"_s]);
    QCOMPARE(m_server.requestCount(u"/api/v1/pods"_s), 1); // only the snapshot lists pods
}

void TestCliClusterLive::forbiddenSlicesWarn()
{
    m_api.setStatus(u"/apis/resource.k8s.io/v1/resourceslices"_s, 403,
                    u"resourceslices.resource.k8s.io is forbidden"_s);
    const CliResult r = runAccelctl({u"get"_s, u"gpus"_s}, env());
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("403 Forbidden"), r.err.constData());
    QVERIFY(r.err.contains("No GPUs found"));
}

// Issue 15 section 2: a live read and `cluster snapshot` carry what the allocator needs:
// ResourceClaims with status.allocation, Namespaces, and the server version, whose release
// sets the feature gates' defaults.
static const char *const kAllocationCluster = R"(
- {apiVersion: v1, kind: Node, metadata: {name: node-1}}
- apiVersion: v1
  kind: Namespace
  metadata: {name: ml}
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
    devices: [{name: gpu-0}, {name: gpu-1}]
- apiVersion: resource.k8s.io/v1
  kind: ResourceClaim
  metadata: {name: train, namespace: ml}
  spec:
    devices:
      requests: [{name: gpu, exactly: {deviceClassName: gpu}}]
  status:
    allocation:
      devices:
        results: [{request: gpu, driver: gpu.example.com, pool: node-1, device: gpu-0}]
)";

static const char *const kAllocationClaim = R"(
apiVersion: resource.k8s.io/v1
kind: ResourceClaim
metadata: {name: infer, namespace: ml}
spec:
  devices:
    requests: [{name: gpu, exactly: {deviceClassName: gpu, count: 2}}]
)";

void TestCliClusterLive::allocationState()
{
    QList<QJsonObject> objects;
    for (const QJsonValue &v : yaml(kAllocationCluster).toArray())
        objects << v.toObject();
    m_api.setObjects(objects);
    m_api.setServerVersion(u"v1.35.2"_s);
    const CliResult snap = runAccelctl({u"cluster"_s, u"snapshot"_s}, env());
    QVERIFY2(snap.exitCode == 0, snap.err.constData());
    QStringList kinds;
    QString version;
    for (const QJsonValue &item : parseJson(snap.out)[u"items"_s].toArray()) {
        kinds << item[u"kind"_s].toString();
        if (item[u"kind"_s].toString() == u"ServerVersion"_s)
            version = item[u"gitVersion"_s].toString();
    }
    QVERIFY2(kinds.contains(u"ResourceClaim"_s), qPrintable(kinds.join(u' ')));
    QVERIFY(kinds.contains(u"Namespace"_s));
    QCOMPARE(version, u"v1.35.2"_s);

    const QString claim = m_dir.filePath(u"infer.yaml"_s);
    QVERIFY(writeFile(claim, kAllocationClaim));
    const QString file = m_dir.filePath(u"alloc-snap.json"_s);
    QVERIFY(writeFile(file, snap.out));
    // Live and from the snapshot alike: gpu-0 is held by ml/train; gates of release 1.35.
    for (const QStringList &source : {QStringList{}, QStringList{u"--snapshot"_s, file}}) {
        const CliResult r = runAccelctl(QStringList{u"claim"_s, u"allocate"_s, u"--claim"_s, claim,
                                                    u"--node"_s, u"node-1"_s, u"-o"_s, u"json"_s} +
                                            source,
                                        env());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject out = parseJson(r.out);
        QCOMPARE(out[u"allocated"_s].toBool(), false);
        QCOMPARE(out[u"release"_s].toString(), u"v1.35.2"_s);
        QCOMPARE(out[u"featureGates"_s][u"DRADeviceTaints"_s].toBool(), false);
        QCOMPARE(out[u"featureGates"_s][u"DRAPrioritizedList"_s].toBool(), true);
        QVERIFY2(out[u"reasons"_s].toArray().at(0).toString().contains(
                     u"gpu.example.com/gpu-0: in use by ml/train"_s),
                 r.out.constData());
    }
    m_api.setServerVersion({});
}

void TestCliClusterLive::forbiddenClaimsWarn()
{
    QList<QJsonObject> objects;
    for (const QJsonValue &v : yaml(kAllocationCluster).toArray())
        objects << v.toObject();
    m_api.setObjects(objects);
    m_api.setStatus(u"/apis/resource.k8s.io/v1/resourceclaims"_s, 403,
                    u"resourceclaims.resource.k8s.io is forbidden"_s);
    const QString claim = m_dir.filePath(u"infer.yaml"_s);
    QVERIFY(writeFile(claim, kAllocationClaim));
    const CliResult r = runAccelctl({u"claim"_s, u"allocate"_s, u"--claim"_s, claim, u"--node"_s,
                                     u"node-1"_s, u"-o"_s, u"json"_s},
                                    env());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // The preview says what it cannot see, and allocates as if nothing were held.
    QVERIFY2(r.err.contains("cannot see which devices existing claims hold"), r.err.constData());
    QCOMPARE(parseJson(r.out)[u"allocated"_s].toBool(), true);
}

void TestCliClusterLive::kubeconfigErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("withKubeconfig");
    QTest::addColumn<QString>("code");
    QTest::addRow("unknown context")
        << QStringList{u"--context"_s, u"prod"_s} << true << u"KUBECONFIG_CONTEXT"_s;
    QTest::addRow("no kubeconfig at all") << QStringList{} << false << u"KUBECONFIG_MISSING"_s;
    QTest::addRow("--kubeconfig names a missing file")
        << QStringList{u"--kubeconfig"_s, u"/nonexistent/config"_s} << false
        << u"KUBECONFIG_MISSING"_s;
}

void TestCliClusterLive::kubeconfigErrors()
{
    QFETCH(QStringList, args);
    QFETCH(bool, withKubeconfig);
    QFETCH(QString, code);
    QProcessEnvironment e;
    e.insert(u"HOME"_s, m_dir.path() + u"/empty-home"_s);
    if (withKubeconfig)
        e.insert(u"KUBECONFIG"_s, m_kubeconfig);
    const CliResult r = runAccelctl(QStringList{u"get"_s, u"gpus"_s} + args, e);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith(QByteArray(code.toUtf8() + ": ")), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestCliClusterLive::tokenNeverPrinted()
{
    m_api.setStatus(u"/api/v1/nodes"_s, 401, u"Unauthorized"_s);
    const CliResult r = runAccelctl({u"get"_s, u"gpus"_s}, env());
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith("KUBE_UNAUTHORIZED: "), r.err.constData());
    QVERIFY(!r.err.contains(Token));
    QVERIFY(!r.out.contains(Token));
}

QTEST_GUILESS_MAIN(TestCliClusterLive)
#include "tst_cli_cluster_live.moc"
