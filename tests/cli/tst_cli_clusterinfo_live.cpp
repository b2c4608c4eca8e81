// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl cluster info` against a live API server (a real HTTPS server on loopback): the same
// detection as from a snapshot file, installer pods read from the pod list, and a refused
// ResourceSlice list degrading to unlabelled nodes instead of failing (spec
// platform-detection-and-overrides.txt, "ResourceSlice fallback").
#include "clirunner.h"
#include "fakeapiserver.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {
const QByteArray Token = "clusterinfo-token-7";

QJsonObject parseJson(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

QString detection(const QString &name)
{
    return fixture(u"nvcre/detection/"_s + name + u".snapshot.yaml"_s);
}
} // namespace

class TestCliClusterInfoLive : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void sameAsSnapshot_data();
    void sameAsSnapshot();
    void forbiddenSlices();
    void forbiddenPods();
    void certificationDryRunForbiddenPods();

private:
    QProcessEnvironment env() const;

    FakeApiServer m_api;
    QTemporaryDir m_dir;
    QString m_kubeconfig;
};

void TestCliClusterInfoLive::initTestCase()
{
    QString error;
    QVERIFY2(m_api.start(&error), qPrintable(error));
    m_api.setToken(Token);
    m_kubeconfig = m_api.writeKubeconfig(m_dir.path());
    QVERIFY(!m_kubeconfig.isEmpty());
}

void TestCliClusterInfoLive::init()
{
    m_api.setDraVersions({u"v1"_s});
    m_api.server().clearRequests();
}

QProcessEnvironment TestCliClusterInfoLive::env() const
{
    QProcessEnvironment e;
    e.insert(u"HOME"_s, m_dir.path());
    e.insert(u"KUBECONFIG"_s, m_kubeconfig);
    return e;
}

void TestCliClusterInfoLive::sameAsSnapshot_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("tcpxo installers on v1.0.17-1") << u"tcpxo-v1.0.17-1"_s;
    QTest::newRow("resourceslice fallback") << u"resourceslices-partial"_s;
    QTest::newRow("cordoned, NIC detection") << u"cordoned"_s;
}

void TestCliClusterInfoLive::sameAsSnapshot()
{
    QFETCH(QString, name);
    QVERIFY(m_api.setObjectsFromFile(detection(name)));
    const CliResult live = runAccelctl({u"cluster"_s, u"info"_s, u"-o"_s, u"json"_s}, env());
    QVERIFY2(live.exitCode == 0, live.err.constData());
    const CliResult offline = runAccelctl(
        {u"cluster"_s, u"info"_s, u"-o"_s, u"json"_s, u"--snapshot"_s, detection(name)});
    QCOMPARE(offline.exitCode, 0);
    QJsonObject a = parseJson(live.out);
    QJsonObject b = parseJson(offline.out);
    a.remove(u"source"_s);
    b.remove(u"source"_s);
    QCOMPARE(a, b);
    QVERIFY(!a[u"targetNodes"_s].toArray().isEmpty());
    QCOMPARE(m_api.server().requestCount(u"/api/v1/namespaces/kube-system/pods"_s), 1);
}

void TestCliClusterInfoLive::forbiddenSlices()
{
    QVERIFY(m_api.setObjectsFromFile(detection(u"resourceslices-partial"_s)));
    m_api.setStatus(u"/apis/resource.k8s.io/v1/resourceslices"_s, 403,
                    u"resourceslices.resource.k8s.io is forbidden"_s);
    const CliResult r = runAccelctl({u"cluster"_s, u"info"_s, u"-o"_s, u"json"_s}, env());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject info = parseJson(r.out);
    QCOMPARE(info[u"gpuArchitecture"_s].toString(), u"gb300"_s);
    QCOMPARE(info[u"archVotes"_s].toObject(), (QJsonObject{{u"gb300"_s, 2}}));
    QCOMPARE(info[u"resourceSliceFallbackUsed"_s].toBool(), false);
    // nscale-gb300-b has no label and no slice to read: it is not of the primary architecture.
    QCOMPARE(info[u"excludedNodes"_s].toArray(), (QJsonArray{u"nscale-gb300-b"_s}));
    QVERIFY2(r.err.contains("Normal ResourceSliceFallback: 1 target node(s) carry no "
                            "nvidia.com/gpu.product label and listing ResourceSlices was refused, "
                            "so they stay unlabelled and do not vote on the GPU architecture: "
                            "nscale-gb300-b"),
             r.err.constData());
}

void TestCliClusterInfoLive::forbiddenPods()
{
    QVERIFY(m_api.setObjectsFromFile(detection(u"tcpxo-v1.0.17-1"_s)));
    m_api.setStatus(u"/api/v1/namespaces/kube-system/pods"_s, 403, u"pods is forbidden"_s);
    const CliResult r = runAccelctl({u"cluster"_s, u"info"_s, u"-o"_s, u"json"_s}, env());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject info = parseJson(r.out);
    // The installers cannot be read: the v1.0.15 row, saying why.
    QCOMPARE(info[u"tcpxoPluginVersion"_s].toString(), u"v1.0.15"_s);
    QVERIFY2(r.err.contains("Warning TCPXOPluginDetection: TCPXO plugin version detection could "
                            "not list kube-system pods: "),
             r.err.constData());
    QVERIFY(r.err.contains("pods is forbidden"));
}

void TestCliClusterInfoLive::certificationDryRunForbiddenPods()
{
    // certification render --dry-run says why it could not find the plugin, as cluster info
    // does (one detection input for both: Nvcre::setCluster).
    QVERIFY(m_api.setObjectsFromFile(detection(u"tcpxo-v1.0.17-1"_s)));
    m_api.setStatus(u"/api/v1/namespaces/kube-system/pods"_s, 403, u"pods is forbidden"_s);
    const CliResult r =
        runAccelctl({u"certification"_s, u"render"_s,
                     fixture(u"nvcre/certification/all-entries.yaml"_s), u"--dry-run"_s},
                    env());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.contains("could not list kube-system pods: ") &&
                 r.err.contains("pods is forbidden"),
             r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliClusterInfoLive)
#include "tst_cli_clusterinfo_live.moc"
