// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The Cluster panel connected to a live API server (a real HTTPS server on loopback) through
// ClusterLiveSource: connect, show the read API version, keep current through the watch, and
// say "forbidden" on a 401 (issue 6, sections 1 and 5). The window's cluster source (issue 18,
// section 1): --ca-file and the remembered connection settings reach a server with a private
// CA, --context chooses the context, and bad input is an error naming the file. The Claims in
// the cluster tab live (issue 17, "Tests"): the pods of every namespace with their claims, and a
// 403 on claims or pods said in the view.
#include "clusterclaimsview.h"
#include "clusterlivesource.h"
#include "clusterpanel.h"
#include "dra/inventory.h"
#include "fakeapiserver.h"
#include "kube/clusterreader.h"
#include "models/clustertreemodel.h"
#include "testsupport.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
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
    void readsPodsQuietly_data();
    void readsPodsQuietly();
    void podsFailureIsNotFatal();
    void unauthorizedIsForbidden();
    void unknownContextIsAnError();
    void privateCa_data();
    void privateCa();
    void connectionSettingsAreRemembered();
    void connectionDialogRefusesABadCaFile();
    void explicitContextWithoutKubeconfig();
    void claimsViewLive();
    void claimsViewForbidden_data();
    void claimsViewForbidden();

private:
    ClusterPanelServices services() const;
    /// The server's kubeconfig without its certificate-authority: only a CA file can help.
    ClusterPanelServices servicesWithoutCa();

    Test::FakeApiServer m_api;
    QTemporaryDir m_dir;
    QString m_kubeconfig;
};

void TestClusterLive::initTestCase()
{
    // The connection settings are remembered: never in the real user's configuration.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"accel-console-tests"_s);
    QSettings().clear();
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
    ClusterLiveSource live(&panel);
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
    ClusterLiveSource live(&panel);
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

void TestClusterLive::readsPodsQuietly_data()
{
    QTest::addColumn<bool>("forbidden");
    QTest::newRow("listed") << false;
    QTest::newRow("forbidden") << true;
}

void TestClusterLive::readsPodsQuietly()
{
    // The live cluster carries the pods of every namespace (the Overrides panel's TCPXO
    // detection reads kube-system's, the Claims in the cluster tab the others); a user who may
    // not list them gets no warning in the Hardware tab (detection and the claims view say it).
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
        m_api.setStatus(u"/api/v1/pods"_s, 403,
                        u"pods is forbidden: User \"ops\" cannot list resource \"pods\" at the "
                        "cluster scope"_s);
    ClusterPanel panel(services());
    ClusterLiveSource live(&panel);
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
    podNames.sort();
    const QStringList expected =
        forbidden ? QStringList() : QStringList{u"app"_s, u"tcpxo-installer-x"_s};
    QCOMPARE(podNames, expected);
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
        QStringList names;
        for (const QJsonObject &pod : shown.constLast().pods())
            names << pod[u"metadata"_s][u"name"_s].toString();
        QVERIFY2(names.contains(u"tcpxo-installer-y"_s), qPrintable(names.join(u", "_s)));
    }
    bool allPods = false;
    for (const Test::HttpsTestServer::Request &r : m_api.server().requests())
        allPods = allPods || r.path.startsWith(u"/api/v1/pods"_s);
    QVERIFY(allPods);
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
    // A 500 on the pods (a proxy, an overloaded server) leaves the Hardware tab
    // connected with its nodes and devices; the failure travels with the snapshot.
    m_api.setStatus(u"/api/v1/pods"_s, 500, u"etcdserver: timeout"_s);
    ClusterPanel panel(services());
    ClusterLiveSource live(&panel);
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
    ClusterLiveSource live(&panel);
    panel.start();
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), ClusterPanel::Status::Forbidden, 15000);
    QVERIFY2(panel.statusText().contains(u"401"_s), qPrintable(panel.statusText()));
    QVERIFY(!panel.statusText().contains(u"gui-token"_s));
}

void TestClusterLive::unknownContextIsAnError()
{
    ClusterPanel panel(services());
    ClusterLiveSource live(&panel);
    panel.start();
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), ClusterPanel::Status::Connected, 15000);
    panel.chooseContext(u"nowhere"_s);
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), ClusterPanel::Status::Error, 15000);
    QVERIFY2(panel.statusText().contains(u"nowhere"_s), qPrintable(panel.statusText()));
}

ClusterPanelServices TestClusterLive::servicesWithoutCa()
{
    QFile in(m_kubeconfig);
    if (!in.open(QIODevice::ReadOnly))
        return services();
    QByteArray text = in.readAll();
    text.replace("    certificate-authority: ca.crt\n", "");
    const QString path = m_dir.filePath(u"no-ca-kubeconfig"_s);
    QFile out(path);
    if (out.open(QIODevice::WriteOnly))
        out.write(text);
    ClusterPanelServices s = services();
    s.kubeconfigFiles = {path};
    return s;
}

void TestClusterLive::privateCa_data()
{
    QTest::addColumn<QString>("caFile"); ///< "server": the server's CA
    QTest::addColumn<ClusterPanel::Status>("status");
    QTest::addColumn<QString>("statusHas");
    QTest::addRow("--ca-file names the server's CA: connected")
        << u"server"_s << ClusterPanel::Status::Connected << u"Connected to lab"_s;
    QTest::addRow("no CA for the server: an error, never unverified")
        << QString() << ClusterPanel::Status::Error << u"lab"_s;
    QTest::addRow("a CA file that is not there: the error names it")
        << m_dir.filePath(u"no-such-ca.pem"_s) << ClusterPanel::Status::Error
        << m_dir.filePath(u"no-such-ca.pem"_s);
}

void TestClusterLive::privateCa()
{
    QFETCH(QString, caFile);
    QFETCH(ClusterPanel::Status, status);
    QFETCH(QString, statusHas);
    QSettings().clear();
    ClusterPanelServices s = servicesWithoutCa();
    s.caFile = caFile == u"server"_s ? m_api.ca().caCertificatePath() : caFile;
    ClusterPanel panel(s);
    ClusterLiveSource live(&panel);
    panel.start();
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), status, 15000);
    QVERIFY2(panel.statusText().contains(statusHas), qPrintable(panel.statusText()));
    if (status == ClusterPanel::Status::Error && !caFile.isEmpty()) {
        // What to do, in the window's words.
        QVERIFY2(panel.statusText().contains(u"Connection settings"_s),
                 qPrintable(panel.statusText()));
    }
    // A command-line CA file is for this run: nothing is remembered.
    QVERIFY(!QSettings().contains(u"ClusterPanel/caFile"_s));
}

void TestClusterLive::connectionSettingsAreRemembered()
{
    QSettings().clear();
    {
        ClusterPanel panel(servicesWithoutCa());
        ClusterLiveSource live(&panel);
        panel.start();
        QTRY_COMPARE_WITH_TIMEOUT(panel.status(), ClusterPanel::Status::Error, 15000);
        // The operator chooses the CA file and a timeout in the picker's Connection
        // settings…: the context is read again with them, and connects.
        auto *picker = panel.findChild<QComboBox *>(u"clusterContext"_s);
        const int entry = picker->findText(u"Connection settings…"_s);
        QVERIFY(entry >= 0);
        picker->setCurrentIndex(entry);
        Q_EMIT picker->activated(entry);
        QCOMPARE(picker->currentText(), u"lab (current)"_s); // the picker shows the source
        auto *dialog = panel.findChild<QDialog *>(u"clusterConnectionDialog"_s);
        QVERIFY(dialog);
        dialog->findChild<QLineEdit *>(u"clusterCaFile"_s)->setText(m_api.ca().caCertificatePath());
        dialog->findChild<QDoubleSpinBox *>(u"clusterRequestTimeout"_s)->setValue(12.5);
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QCOMPARE(panel.caFile(), m_api.ca().caCertificatePath());
        QCOMPARE(panel.requestTimeoutMs(), 12500);
        QTRY_COMPARE_WITH_TIMEOUT(panel.status(), ClusterPanel::Status::Connected, 15000);
    }
    // The next window starts with them.
    ClusterPanel panel(servicesWithoutCa());
    QCOMPARE(panel.caFile(), m_api.ca().caCertificatePath());
    QCOMPARE(panel.requestTimeoutMs(), 12500);
    QCOMPARE(panel.source().withContext(u"lab"_s).resolveContext()->requestTimeoutMs, 12500);
    ClusterLiveSource live(&panel);
    panel.start();
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), ClusterPanel::Status::Connected, 15000);
    // … unless the command line says otherwise for this run.
    ClusterPanelServices given = servicesWithoutCa();
    given.caFile = m_dir.filePath(u"given.pem"_s);
    given.requestTimeoutMs = 3000;
    ClusterPanel overridden(given);
    QCOMPARE(overridden.caFile(), given.caFile);
    QCOMPARE(overridden.requestTimeoutMs(), 3000);
    QSettings().clear();
}

void TestClusterLive::connectionDialogRefusesABadCaFile()
{
    QSettings().clear();
    ClusterPanel panel(services());
    panel.editConnectionSettings();
    auto *dialog = panel.findChild<QDialog *>(u"clusterConnectionDialog"_s);
    QVERIFY(dialog);
    const QString missing = m_dir.filePath(u"missing-ca.pem"_s);
    dialog->findChild<QLineEdit *>(u"clusterCaFile"_s)->setText(missing);
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    // Said in the dialog, naming the file; nothing is set or remembered.
    auto *error = dialog->findChild<QLabel *>(u"clusterConnectionError"_s);
    QVERIFY(error->isVisibleTo(dialog));
    QVERIFY2(error->text().contains(missing), qPrintable(error->text()));
    QVERIFY(dialog->isVisible());
    QVERIFY(panel.caFile().isEmpty());
    QVERIFY(!QSettings().contains(u"ClusterPanel/caFile"_s));
    dialog->reject();
}

void TestClusterLive::explicitContextWithoutKubeconfig()
{
    // `accel-console --context prod` with no kubeconfig at all: the context is tried (not the
    // demo), and the error's hint names what the window offers, not accelctl's --demo.
    QTemporaryDir home;
    ClusterPanelServices s;
    s.environment = QProcessEnvironment();
    s.environment.insert(u"HOME"_s, home.path());
    s.context = u"prod"_s;
    ClusterPanel panel(s);
    ClusterLiveSource live(&panel);
    panel.start();
    QCOMPARE(panel.liveContext(), u"prod"_s);
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), ClusterPanel::Status::Error, 15000);
    const QString text = panel.statusText();
    QVERIFY2(text.contains(u"no kubeconfig"_s), qPrintable(text));
    QVERIFY2(text.contains(u"Context picker"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"--demo"_s) && !text.contains(u"--snapshot"_s), qPrintable(text));
}

namespace {
int rowOf(const QAbstractItemModel *model, const QString &text)
{
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, 0).data().toString() == text)
            return r;
    return -1;
}
} // namespace

void TestClusterLive::claimsViewLive()
{
    // The claims, the leak and the pods of namespace ml, Pending ones explained: the window
    // reads the pods of every namespace, as `accelctl get claims -A` does.
    QVERIFY(m_api.setObjectsFromFile(Test::fixture(u"cluster/claims-cluster.yaml"_s)));
    ClusterPanel panel(services());
    ClusterLiveSource live(&panel);
    panel.start();
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), ClusterPanel::Status::Connected, 15000);
    ClusterClaimsView *view = panel.claimsView();
    QTRY_COMPARE_WITH_TIMEOUT(view->claimsModel()->rowCount(), 5, 15000);
    QTRY_VERIFY_WITH_TIMEOUT(rowOf(view->podsModel(), u"ml/waiting"_s) >= 0, 15000);
    QVERIFY2(view->countsText().contains(u"1 leaked"_s), qPrintable(view->countsText()));
    QVERIFY(rowOf(view->podsModel(), u"ml/small"_s) >= 0);
}

void TestClusterLive::claimsViewForbidden_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("says");
    QTest::newRow("claims") << u"/apis/resource.k8s.io/v1/resourceclaims"_s
                            << u"no claims are shown"_s;
    QTest::newRow("pods") << u"/api/v1/pods"_s << u"which pods use a claim is unknown"_s;
}

void TestClusterLive::claimsViewForbidden()
{
    QFETCH(QString, path);
    QFETCH(QString, says);
    QVERIFY(m_api.setObjectsFromFile(Test::fixture(u"cluster/claims-cluster.yaml"_s)));
    m_api.setStatus(path, 403, u"forbidden: User \"ops\" cannot list"_s);
    ClusterPanel panel(services());
    ClusterLiveSource live(&panel);
    panel.start();
    QTRY_COMPARE_WITH_TIMEOUT(panel.status(), ClusterPanel::Status::Connected, 15000);
    auto *warnings = panel.claimsView()->findChild<QLabel *>(u"claimsWarnings"_s);
    QVERIFY(warnings);
    QTRY_VERIFY2_WITH_TIMEOUT(warnings->text().contains(says), qPrintable(warnings->text()), 15000);
    QVERIFY2(warnings->text().contains(u"403"_s), qPrintable(warnings->text()));
    m_api.setDraVersions({u"v1"_s}); // the collections' handlers again, the 403 gone
}

QTEST_MAIN(TestClusterLive)
#include "tst_clusterlive.moc"
