// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The Cluster panel connected to a live API server (a real HTTPS server on loopback) through
// ClusterLiveSource: connect, show the read API version, keep current through the watch, and
// say "forbidden" on a 401 (issue 6, sections 1 and 5).
#include "clusterlivesource.h"
#include "clusterpanel.h"
#include "dra/inventory.h"
#include "fakeapiserver.h"
#include "kube/clusterreader.h"
#include "models/clustertreemodel.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QListWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel;
using namespace Accel::Ui;
using namespace Qt::StringLiterals;

class TestClusterLive : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void connectsAndShowsTheCluster_data();
    void connectsAndShowsTheCluster();
    void watchKeepsThePanelCurrent();
    void readsKubeSystemPodsQuietly_data();
    void readsKubeSystemPodsQuietly();
    void podsFailureIsNotFatal();
    void unauthorizedIsForbidden();
    void unknownContextIsAnError();

private:
    ClusterPanelServices services() const;

    Test::FakeApiServer m_api;
    QTemporaryDir m_dir;
    QString m_kubeconfig;
};

void TestClusterLive::initTestCase()
{
    QString error;
    QVERIFY2(m_api.start(&error), qPrintable(error));
    m_api.setToken("gui-token");
    m_kubeconfig = m_api.writeKubeconfig(m_dir.path());
    QVERIFY(!m_kubeconfig.isEmpty());
}

void TestClusterLive::init()
{
    m_api.setDraVersions({u"v1"_s});
    QVERIFY(m_api.setObjectsFromFile(Test::fixture(u"cluster/media-fleet.yaml"_s)));
}

ClusterPanelServices TestClusterLive::services() const
{
    ClusterPanelServices s;
    s.environment = QProcessEnvironment();
    s.environment.insert(u"HOME"_s, m_dir.path());
    s.kubeconfigFiles = {m_kubeconfig};
    return s;
}

void TestClusterLive::connectsAndShowsTheCluster_data()
{
    QTest::addColumn<QString>("version");
    QTest::newRow("resource.k8s.io/v1") << u"v1"_s;
    QTest::newRow("resource.k8s.io/v1beta2 (Kubernetes 1.33)") << u"v1beta2"_s;
}

void TestClusterLive::connectsAndShowsTheCluster()
{
    QFETCH(QString, version);
    m_api.setDraVersions({version});
    ClusterPanel panel(services());
    ClusterLiveSource live(&panel, services().kubeconfigFiles, services().environment);
    panel.start();
    QCOMPARE(panel.liveContext(), u"lab"_s);
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), ClusterPanel::Status::Connected, 15000);
    QTRY_VERIFY(!panel.isLoading());
    QVERIFY2(panel.statusText().contains(u"resource.k8s.io/"_s + version),
             qPrintable(panel.statusText()));
    QVERIFY(panel.model()->rowCount() > 0);
    QVERIFY(!panel.model()->inventory().gpus().isEmpty());
}

void TestClusterLive::watchKeepsThePanelCurrent()
{
    ClusterPanel panel(services());
    ClusterLiveSource live(&panel, services().kubeconfigFiles, services().environment);
    panel.start();
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), ClusterPanel::Status::Connected, 15000);
    QTRY_VERIFY(!panel.isLoading());
    const qsizetype gpusBefore = panel.model()->inventory().gpus().size();
    QTRY_VERIFY(live.isWatching());

    // A new GPU appears on a new node: the watch delivers it and the tree grows.
    const QJsonObject added = Test::yaml(R"(
kind: ResourceSlice
apiVersion: resource.k8s.io/v1
metadata: {name: new-node-liken}
spec:
  driver: liken.sh
  nodeName: new-node
  pool: {name: new-node, generation: 1, resourceSliceCount: 1}
  devices:
  - name: gpu-0
    attributes:
      renderNode: {bool: true}
      resource.kubernetes.io/pciBusID: {string: "0000:09:00.0"}
)")
                                  .toObject();
    m_api.queueWatchEvent(u"resourceslices"_s, u"ADDED"_s, added);
    QTRY_COMPARE_WITH_TIMEOUT(panel.model()->inventory().gpus().size(), gpusBefore + 1, 15000);
    QVERIFY(panel.model()->inventory().node(u"new-node"_s) != nullptr);
    QCOMPARE(panel.status(), ClusterPanel::Status::Connected);

    // Leaving the live source stops the reader: no more requests reach the server.
    panel.showDemo();
    QTRY_VERIFY(!live.isConnected());
}

void TestClusterLive::readsKubeSystemPodsQuietly_data()
{
    QTest::addColumn<bool>("forbidden");
    QTest::newRow("listed") << false;
    QTest::newRow("forbidden") << true;
}

void TestClusterLive::readsKubeSystemPodsQuietly()
{
    // The live cluster carries kube-system's pods (the Overrides panel's TCPXO detection reads
    // them, as `certification render --dry-run` does), read from that namespace only; a user who
    // may not list them gets no warning in the Hardware tab (detection says it itself).
    QFETCH(bool, forbidden);
    QList<QJsonObject> objects;
    objects << Test::yaml("kind: Node\napiVersion: v1\nmetadata: {name: n1}\n").toObject()
            << Test::yaml("kind: Pod\napiVersion: v1\nmetadata: {name: tcpxo-installer-x, "
                          "namespace: kube-system}\n")
                   .toObject()
            << Test::yaml("kind: Pod\napiVersion: v1\nmetadata: {name: app, namespace: media}\n")
                   .toObject();
    m_api.setObjects(objects);
    if (forbidden)
        m_api.setStatus(u"/api/v1/namespaces/kube-system/pods"_s, 403,
                        u"pods is forbidden: User \"ops\" cannot list resource \"pods\" in "
                        "the namespace \"kube-system\""_s);
    ClusterPanel panel(services());
    ClusterLiveSource live(&panel, services().kubeconfigFiles, services().environment);
    QList<Kube::ClusterSnapshot> shown;
    connect(&panel, &ClusterPanel::clusterShown, this,
            [&shown](const Kube::ClusterSnapshot &snapshot) { shown << snapshot; });
    m_api.server().clearRequests();
    panel.start();
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), ClusterPanel::Status::Connected, 15000);
    QTRY_VERIFY(!shown.isEmpty());
    QStringList podNames;
    for (const QJsonObject &pod : shown.constLast().pods())
        podNames << pod[u"metadata"_s][u"name"_s].toString();
    QCOMPARE(podNames, forbidden ? QStringList() : QStringList{u"tcpxo-installer-x"_s});
    // The refusal travels with the snapshot, for detection to say why it found no installer.
    QCOMPARE(shown.constLast().refusedLists().contains(u"pods"_s), forbidden);
    if (!forbidden) {
        // The installer is upgraded: the tree stays the same, but Reload hands the new pods on
        // (the Overrides panel's detection reads them).
        objects.replace(1, Test::yaml("kind: Pod\napiVersion: v1\nmetadata: {name: "
                                      "tcpxo-installer-y, namespace: kube-system}\n")
                               .toObject());
        m_api.setObjects(objects);
        const qsizetype before = shown.size();
        panel.reload();
        QTRY_VERIFY_WITH_TIMEOUT(shown.size() > before, 15000);
        QCOMPARE(shown.constLast().pods().constFirst()[u"metadata"_s][u"name"_s].toString(),
                 u"tcpxo-installer-y"_s);
    }
    bool allPods = false;
    for (const Test::HttpsTestServer::Request &r : m_api.server().requests())
        allPods = allPods || r.path.startsWith(u"/api/v1/pods"_s);
    QVERIFY(!allPods);
    QVERIFY2(!panel.statusText().contains(u"pods"_s), qPrintable(panel.statusText()));
    auto *warnings = panel.findChild<QListWidget *>(u"clusterWarnings"_s);
    QVERIFY(warnings);
    for (int i = 0; i < warnings->count(); ++i)
        QVERIFY2(!warnings->item(i)->text().contains(u"pods"_s),
                 qPrintable(warnings->item(i)->text()));
    m_api.setDraVersions({u"v1"_s}); // the collections' handlers again, the 403 gone
}

void TestClusterLive::podsFailureIsNotFatal()
{
    // A 500 on kube-system's pods (a proxy, an overloaded server) leaves the Hardware tab
    // connected with its nodes and devices; the failure travels with the snapshot.
    m_api.setStatus(u"/api/v1/namespaces/kube-system/pods"_s, 500, u"etcdserver: timeout"_s);
    ClusterPanel panel(services());
    ClusterLiveSource live(&panel, services().kubeconfigFiles, services().environment);
    QList<Kube::ClusterSnapshot> shown;
    connect(&panel, &ClusterPanel::clusterShown, this,
            [&shown](const Kube::ClusterSnapshot &snapshot) { shown << snapshot; });
    panel.start();
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), ClusterPanel::Status::Connected, 15000);
    QTRY_VERIFY(!shown.isEmpty());
    QVERIFY(panel.model()->rowCount() > 0);
    QVERIFY2(shown.constLast().refusedLists().value(u"pods"_s).contains(u"etcdserver"_s),
             qPrintable(shown.constLast().refusedLists().value(u"pods"_s)));
}

void TestClusterLive::unauthorizedIsForbidden()
{
    m_api.setStatus(u"/api/v1/nodes"_s, 401, u"Unauthorized"_s);
    ClusterPanel panel(services());
    ClusterLiveSource live(&panel, services().kubeconfigFiles, services().environment);
    panel.start();
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), ClusterPanel::Status::Forbidden, 15000);
    QVERIFY2(panel.statusText().contains(u"401"_s), qPrintable(panel.statusText()));
    QVERIFY(!panel.statusText().contains(u"gui-token"_s));
}

void TestClusterLive::unknownContextIsAnError()
{
    ClusterPanel panel(services());
    ClusterLiveSource live(&panel, services().kubeconfigFiles, services().environment);
    panel.start();
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), ClusterPanel::Status::Connected, 15000);
    panel.chooseContext(u"nowhere"_s);
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), ClusterPanel::Status::Error, 15000);
    QVERIFY2(panel.statusText().contains(u"nowhere"_s), qPrintable(panel.statusText()));
}

QTEST_MAIN(TestClusterLive)
#include "tst_clusterlive.moc"
