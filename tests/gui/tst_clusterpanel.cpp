// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The cluster half of the Hardware panel (issue 6, section 5) on the offscreen platform: demo
// without a kubeconfig, snapshot files, the filter box, the details pane, the live-client seam
// and the window's splitter.
#include "clusterclaimsview.h"
#include "clusterpanel.h"
#include "mainwindow.h"
#include "models/clusterfiltermodel.h"
#include "models/clustertreemodel.h"
#include "testsupport.h"
#include "workpool.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QSettings>
#include <QSplitter>
#include <QThreadPool>
#include <QTreeView>
#include <QTreeWidget>
#include <QtTest>

using namespace Accel;
using namespace Qt::StringLiterals;
using Ui::ClusterPanel;
using Ui::ClusterTreeModel;

namespace {
QTemporaryDir *g_home = nullptr;

/// No kubeconfig anywhere unless `kubeconfig` names one: HOME is an empty temporary folder.
Ui::ClusterPanelServices servicesWith(const QString &kubeconfig = {})
{
    Ui::ClusterPanelServices services;
    services.environment = QProcessEnvironment();
    services.environment.insert(u"HOME"_s, g_home->path());
    if (!kubeconfig.isEmpty())
        services.environment.insert(u"KUBECONFIG"_s, kubeconfig);
    return services;
}

template<class T>
T *child(const QWidget &panel, const char *name)
{
    T *found = panel.findChild<T *>(QLatin1String(name));
    if (!found)
        qFatal("no child %s", name);
    return found;
}

bool waitLoaded(ClusterPanel &panel)
{
    QSignalSpy finished(&panel, &ClusterPanel::loadFinished);
    return panel.isLoading() ? finished.wait(10000) : true;
}

/// A small snapshot: node s1 with two Arc GPUs (render node + capabilities), one unlabelled.
QByteArray smallSnapshot()
{
    const QJsonValue objects = Test::yaml(R"(
apiVersion: v1
kind: List
items:
- apiVersion: v1
  kind: Node
  metadata: {name: s1}
- apiVersion: resource.k8s.io/v1
  kind: ResourceSlice
  metadata: {name: s1-liken.sh}
  spec:
    driver: liken.sh
    nodeName: s1
    pool: {name: s1, generation: 1, resourceSliceCount: 1}
    devices:
    - name: pci-0000-03-00-0
      attributes:
        renderNode: {bool: true}
        name: {string: "DG2 [Arc A380]"}
        resource.kubernetes.io/pciBusID: {string: "0000:03:00.0"}
    - name: pci-0000-04-00-0
      attributes:
        renderNode: {bool: true}
        name: {string: "DG2 [Arc A380]"}
        resource.kubernetes.io/pciBusID: {string: "0000:04:00.0"}
- apiVersion: resource.k8s.io/v1
  kind: ResourceSlice
  metadata: {name: s1-media.liken.sh}
  spec:
    driver: media.liken.sh
    nodeName: s1
    pool: {name: s1, generation: 1, resourceSliceCount: 1}
    devices:
    - name: pci-0000-03-00-0
      attributes:
        resource.kubernetes.io/pciBusID: {string: "0000:03:00.0"}
        vaDriver: {string: "Intel iHD driver 24.1.0"}
        decodeAV1Main: {bool: true}
        encodeH264: {bool: false}
- apiVersion: v1
  kind: Service
  metadata: {name: ignored}
)");
    return QJsonDocument(objects.toObject()).toJson();
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(file.fileName()));
    return file.fileName();
}

Kube::ClusterSnapshot demoSnapshot()
{
    Result<Kube::ClusterSnapshot> demo = Kube::ClusterSnapshot::demo();
    if (!demo)
        qFatal("demo: %s", qPrintable(demo.error().toString()));
    return *demo;
}

QModelIndex proxyRow(const ClusterPanel &panel, const QString &node, const QString &gpu = {})
{
    const QModelIndex source =
        panel.model()->indexForKey(gpu.isEmpty() ? node : QString(node + u'\n' + gpu));
    return panel.filterModel()->mapFromSource(source);
}

QStringList detailLines(const QTreeWidget *details)
{
    QStringList lines;
    std::function<void(QTreeWidgetItem *)> walk = [&](QTreeWidgetItem *item) {
        lines << item->text(0) + u'=' + item->text(1);
        for (int i = 0; i < item->childCount(); ++i)
            walk(item->child(i));
    };
    for (int i = 0; i < details->topLevelItemCount(); ++i)
        walk(details->topLevelItem(i));
    return lines;
}
} // namespace

class TestClusterPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void demoWithoutKubeconfig_data();
    void demoWithoutKubeconfig();
    void snapshotFile();
    void snapshotFileErrors_data();
    void snapshotFileErrors();
    void supersededLoadIsDropped();
    void stagedSnapshot_data();
    void stagedSnapshot();
    void filterNarrows_data();
    void filterNarrows();
    void findShortcut();
    void details_data();
    void details();
    void liveSeam_data();
    void liveSeam();
    void liveRefreshKeepsState();
    void windowSplitter();
    void realFleet_data();
    void realFleet();
};

void TestClusterPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"accel-console-tests"_s);
    QSettings().clear();
    g_home = new QTemporaryDir;
    QVERIFY(g_home->isValid());
}

void TestClusterPanel::cleanupTestCase()
{
    Accel::workPool()->waitForDone();
    delete g_home;
}

void TestClusterPanel::demoWithoutKubeconfig_data()
{
    QTest::addColumn<QString>("kubeconfig");
    QTest::addColumn<bool>("warned");
    QTest::addRow("no KUBECONFIG, empty HOME") << QString() << false;
    QTest::addRow("KUBECONFIG names a missing file")
        << g_home->filePath(u"missing.yaml"_s) << false;
    QTest::addRow("empty kubeconfig") << Test::fixture(u"kubeconfig/empty.yaml"_s) << false;
    QTest::addRow("unreadable kubeconfig: demo, and a warning")
        << Test::fixture(u"kubeconfig/bad-yaml.yaml"_s) << true;
}

void TestClusterPanel::demoWithoutKubeconfig()
{
    QFETCH(QString, kubeconfig);
    QFETCH(bool, warned);
    ClusterPanel panel(servicesWith(kubeconfig));
    QAbstractItemModelTester tester(panel.filterModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy requested(&panel, &ClusterPanel::liveContextRequested);
    QSignalSpy loading(&panel, &ClusterPanel::loadingChanged);
    QVERIFY(panel.contexts().isEmpty());
    panel.start();
    // Loading runs on a worker: the panel says so and the UI thread is free.
    QVERIFY(panel.isLoading());
    QCOMPARE(panel.status(), ClusterPanel::Status::Loading);
    QVERIFY(!child<QProgressBar>(panel, "clusterBusy")->isHidden());
    QVERIFY(waitLoaded(panel));
    QCOMPARE(loading.size(), 2);
    QVERIFY(child<QProgressBar>(panel, "clusterBusy")->isHidden());
    QCOMPARE(requested.size(), 0);
    QCOMPARE(panel.status(), ClusterPanel::Status::Demo);
    QVERIFY2(panel.statusText().contains(u"Demo cluster"_s), qPrintable(panel.statusText()));
    QVERIFY(panel.statusText().contains(u"not a real cluster"_s));
    QCOMPARE(child<QComboBox>(panel, "clusterContext")->currentText(), u"Demo cluster"_s);
    QCOMPARE(panel.model()->rowCount(), 10);
    QCOMPARE(child<QLabel>(panel, "clusterCounts")->text(),
             u"10 node(s), 27 GPU(s), 6 other device(s)"_s);
    // The demo's incomplete pool is a visible warning; so is an unreadable kubeconfig.
    auto *warnings = child<QListWidget>(panel, "clusterWarnings");
    QCOMPARE(warnings->count(), warned ? 2 : 1);
    QVERIFY(warnings->findItems(u"incomplete"_s, Qt::MatchContains).size() == 1);
    if (warned)
        QVERIFY(warnings->item(0)->text().startsWith(u"The kubeconfig cannot be read"_s));
}

void TestClusterPanel::snapshotFile()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, u"small.json"_s, smallSnapshot());
    Ui::ClusterPanelServices services = servicesWith();
    services.snapshotFile = path;
    ClusterPanel panel(services);
    panel.start();
    QCOMPARE(panel.status(), ClusterPanel::Status::Loading);
    QVERIFY(waitLoaded(panel));
    QCOMPARE(panel.status(), ClusterPanel::Status::Snapshot);
    QVERIFY2(panel.statusText().contains(u"small.json"_s), qPrintable(panel.statusText()));
    QCOMPARE(child<QComboBox>(panel, "clusterContext")->currentText(), u"Snapshot: small.json"_s);
    QCOMPARE(child<QLabel>(panel, "clusterCounts")->text(), u"1 node(s), 2 GPU(s)"_s);

    const ClusterTreeModel *model = panel.model();
    QCOMPARE(model->rowCount(), 1);
    const QModelIndex node = model->index(0, 0);
    QCOMPARE(node.data().toString(), u"s1"_s);
    QCOMPARE(model->rowCount(node), 2);
    QCOMPARE(model->capabilityNames(), (QStringList{u"decodeAV1Main"_s, u"encodeH264"_s}));
    const QModelIndex first = model->index(0, 0, node);
    QCOMPARE(first.data().toString(), u"0000:03:00.0"_s);
    QCOMPARE(first.siblingAtColumn(model->capabilityColumn(u"decodeAV1Main"_s)).data().toString(),
             u"✓"_s);
    QCOMPARE(first.siblingAtColumn(model->capabilityColumn(u"encodeH264"_s)).data().toString(),
             u"–"_s);
    const QModelIndex second = model->index(1, 0, node);
    // No media.liken.sh device: no capability count (issue 33: the column is liken's).
    QCOMPARE(second.siblingAtColumn(ClusterTreeModel::CapabilitiesColumn).data().toString(),
             QString());
    QCOMPARE(second.siblingAtColumn(ClusterTreeModel::RenderNodeColumn).data().toString(),
             u"pci-0000-04-00-0"_s);
    // The Service in the file was skipped, and the panel says so.
    auto *warnings = child<QListWidget>(panel, "clusterWarnings");
    QCOMPARE(warnings->count(), 1);
    QVERIFY(warnings->item(0)->text().contains(u"skipped"_s));

    // Reload reads the file again.
    panel.reload();
    QVERIFY(waitLoaded(panel));
    QCOMPARE(panel.status(), ClusterPanel::Status::Snapshot);
    QCOMPARE(panel.model()->rowCount(), 1);
}

void TestClusterPanel::snapshotFileErrors_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("code");
    QTest::addRow("missing") << "" << QByteArray() << "SNAPSHOT_READ";
    QTest::addRow("not yaml") << "broken.yaml" << QByteArray("items: [\n  - {a: 1\n")
                              << "SNAPSHOT_PARSE";
}

void TestClusterPanel::snapshotFileErrors()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, code);
    QTemporaryDir dir;
    const QString path =
        name.isEmpty() ? dir.filePath(u"absent.json"_s) : writeFile(dir, name, content);
    ClusterPanel panel(servicesWith());
    QSignalSpy finished(&panel, &ClusterPanel::loadFinished);
    panel.openSnapshotFile(path);
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().first().toBool(), false);
    QCOMPARE(panel.status(), ClusterPanel::Status::Error);
    QVERIFY2(panel.statusText().startsWith(u"Cannot open the snapshot: "_s),
             qPrintable(panel.statusText()));
    QCOMPARE(child<QLabel>(panel, "clusterStatus")->toolTip(), code);
    QCOMPARE(panel.model()->rowCount(), 0);
}

void TestClusterPanel::supersededLoadIsDropped()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, u"small.json"_s, smallSnapshot());
    ClusterPanel panel(servicesWith());
    QSignalSpy finished(&panel, &ClusterPanel::loadFinished);
    panel.openSnapshotFile(path);
    panel.showDemo(); // before the file's worker has answered
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
    Accel::workPool()->waitForDone();
    QTest::qWait(50);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(panel.status(), ClusterPanel::Status::Demo);
    QCOMPARE(panel.model()->rowCount(), 10);
}

/// NODES nodes, each a Node and two one-GPU slices (gpu.nvidia.com, liken.sh), as a JSON List.
QByteArray stagedFleet(int nodes)
{
    QByteArray items;
    const auto add = [&items](const QByteArray &item) {
        items += (items.isEmpty() ? "" : ",") + item;
    };
    for (int n = 0; n < nodes; ++n) {
        add(R"({"apiVersion":"v1","kind":"Node","metadata":{"name":"n)" + QByteArray::number(n) +
            R"("}})");
    }
    for (int n = 0; n < nodes; ++n) {
        for (const QByteArray &driver : {QByteArray("gpu.nvidia.com"), QByteArray("liken.sh")}) {
            const QByteArray node = "n" + QByteArray::number(n);
            add(R"({"apiVersion":"resource.k8s.io/v1","kind":"ResourceSlice","metadata":{"name":")" +
                node + "-" + driver + R"("},"spec":{"driver":")" + driver + R"(","nodeName":")" +
                node + R"(","pool":{"name":")" + node +
                R"(","generation":1,"resourceSliceCount":1},"devices":[{"name":"gpu-0",)"
                R"("attributes":{"resource.kubernetes.io/pciBusID":{"string":"0000:03:00.0"}}}]}})");
        }
    }
    return R"({"apiVersion":"v1","kind":"List","items":[)" + items + "]}";
}

void TestClusterPanel::stagedSnapshot_data()
{
    // Issue 37: a file of more than 2,000 ResourceSlices shows the nodes of its first 2,000
    // while the rest is read, then the whole fleet; a smaller one shows the whole fleet at once.
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QList<int>>("resets"); ///< the tree's node rows at each reset
    QTest::addRow("2,400 slices: first rows, then the whole fleet")
        << 1200 << QList<int>{0, 1000, 1200};
    QTest::addRow("400 slices: the whole fleet at once") << 200 << QList<int>{0, 200};
}

void TestClusterPanel::stagedSnapshot()
{
    QFETCH(int, nodes);
    QFETCH(QList<int>, resets);
    QTemporaryDir dir;
    const QString path = writeFile(dir, u"fleet.json"_s, stagedFleet(nodes));
    ClusterPanel panel(servicesWith());
    QList<int> rows;
    connect(panel.model(), &QAbstractItemModel::modelReset, &panel,
            [&rows, &panel] { rows << panel.model()->rowCount(); });
    QList<Kube::ClusterSnapshot> shown;
    connect(&panel, &ClusterPanel::clusterShown, &panel,
            [&shown](const Kube::ClusterSnapshot &snapshot) { shown << snapshot; });
    QSignalSpy finished(&panel, &ClusterPanel::loadFinished);
    panel.openSnapshotFile(path);
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.first().first().toBool(), true);
    QCOMPARE(rows, resets);
    QCOMPARE(panel.status(), ClusterPanel::Status::Snapshot);
    // The same inventory as the old path: the file's objects, read whole by the general
    // reader, joined by Inventory::build.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromBytes(file.readAll(), path);
    QVERIFY(snapshot);
    QVERIFY(panel.model()->inventory() == Dra::Inventory::build(*snapshot));
    // The other tabs get the same objects (read item by item, equal containers shared).
    QCOMPARE(shown.size(), 1);
    QCOMPARE(shown.first().nodes(), snapshot->nodes());
    QCOMPARE(shown.first().resourceSlices(), snapshot->resourceSlices());
    QCOMPARE(shown.first().source(), path);
    // A reload keeps the fleet shown until the whole file is read again: no first rows.
    rows.clear();
    panel.reload();
    QVERIFY(finished.wait(20000));
    QCOMPARE(rows, QList<int>{nodes});
}

void TestClusterPanel::filterNarrows_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QString>("counts");
    // The demo's 10 nodes, 27 GPUs and 6 IMEX devices, counted apart (issue 33); a node that
    // matches shows its other devices too.
    QTest::addRow("node name") << "h100" << 2
                               << "2 of 10 node(s), 8 of 27 GPU(s), 2 of 6 other device(s)";
    QTest::addRow("capability") << "decodeAV1Main10" << 2
                                << "2 of 10 node(s), 3 of 27 GPU(s), 0 of 6 other device(s)";
    QTest::addRow("pciBusID") << "0008:01" << 3
                              << "3 of 10 node(s), 3 of 27 GPU(s), 0 of 6 other device(s)";
    QTest::addRow("nothing") << "no-such-thing" << 0
                             << "0 of 10 node(s), 0 of 27 GPU(s), 0 of 6 other device(s)";
}

void TestClusterPanel::filterNarrows()
{
    QFETCH(QString, text);
    QFETCH(int, nodes);
    QFETCH(QString, counts);
    ClusterPanel panel(servicesWith());
    panel.start();
    QVERIFY(waitLoaded(panel));
    auto *filter = child<QLineEdit>(panel, "clusterFilter");
    QVERIFY(filter->isClearButtonEnabled());
    QVERIFY(!filter->placeholderText().isEmpty());
    QTest::keyClicks(filter, text);
    QCOMPARE(panel.filterModel()->filterText(), text);
    // Matched on a worker (issue 37): the rows and counts follow when the last key's result is in.
    QTRY_VERIFY(!panel.filterModel()->isPending());
    QCOMPARE(panel.view()->model()->rowCount(), nodes);
    QCOMPARE(child<QLabel>(panel, "clusterCounts")->text(), counts);
    // Matching GPUs are in view: their nodes are expanded.
    for (int r = 0; r < nodes; ++r)
        QVERIFY(panel.view()->isExpanded(panel.view()->model()->index(r, 0)));
    filter->clear();
    QCOMPARE(panel.view()->model()->rowCount(), 10);
    QCOMPARE(child<QLabel>(panel, "clusterCounts")->text(),
             u"10 node(s), 27 GPU(s), 6 other device(s)"_s);
}

void TestClusterPanel::findShortcut()
{
    ClusterPanel panel(servicesWith());
    panel.start();
    QVERIFY(waitLoaded(panel));
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.activateWindow();
    panel.view()->setFocus();
    if (!QTest::qWaitForWindowActive(&panel))
        QSKIP("this platform does not activate windows; Ctrl+F needs an active window");
    QTest::keyClick(&panel, Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(child<QLineEdit>(panel, "clusterFilter")->hasFocus());
    // Ctrl+Shift+R reloads (Ctrl+R is Refresh on GNOME and F5 elsewhere: the host probe's).
    QSignalSpy loading(&panel, &ClusterPanel::loadingChanged);
    QTest::keyClick(&panel, Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(loading.size() >= 1);
    QVERIFY(waitLoaded(panel));
    QCOMPARE(panel.status(), ClusterPanel::Status::Demo);
}

void TestClusterPanel::details_data()
{
    QTest::addColumn<QString>("node");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QStringList>("lines");
    QTest::addRow("arc with capabilities")
        << "arc-a770-1"
        << "0000:03:00.0"
        << QStringList{u"PCI bus ID=0000:03:00.0"_s,
                       u"Render node=pci-0000-03-00-0"_s,
                       u"Device=liken.sh / pci-0000-03-00-0"_s,
                       u"Device=media.liken.sh / pci-0000-03-00-0"_s,
                       u"Slice=arc-a770-1-media.liken.sh"_s,
                       u"Pool=arc-a770-1"_s,
                       u"media.liken.sh/decodeVC1=false"_s,
                       u"media.liken.sh/decodeVP9=true"_s,
                       u"liken.sh/renderNode=true"_s};
    QTest::addRow("query failed")
        << "arc-a770-2"
        << "0000:83:00.0"
        << QStringList{u"Capabilities=unknown (query failed)"_s,
                       u"Warning=The capability query failed (no vaDriver): capabilities "
                       u"unknown, not absent."_s};
    QTest::addRow("nvidia with capacity")
        << "h100-1"
        << "0000:18:00.0"
        << QStringList{u"Product=NVIDIA H100 80GB HBM3"_s, u"gpu.nvidia.com/memory=81559Mi"_s,
                       u"Drivers=gpu.nvidia.com"_s};
    QTest::addRow("incomplete pool")
        << "gb200-3"
        << "0008:01:00.0"
        << QStringList{u"Warning=A pool of this GPU is incomplete: fewer slices than its "
                       u"resourceSliceCount."_s};
    QTest::addRow("node") << "h100-1"
                          << ""
                          << QStringList{u"Node=h100-1"_s,
                                         u"nvidia.com/gpu.product=NVIDIA-H100-80GB-HBM3"_s,
                                         u"GPUs=4"_s};
}

void TestClusterPanel::details()
{
    QFETCH(QString, node);
    QFETCH(QString, gpu);
    QFETCH(QStringList, lines);
    ClusterPanel panel(servicesWith());
    panel.start();
    QVERIFY(waitLoaded(panel));
    const QModelIndex index = proxyRow(panel, node, gpu);
    QVERIFY(index.isValid());
    panel.view()->setCurrentIndex(index);
    const QStringList shown = detailLines(child<QTreeWidget>(panel, "clusterDetails"));
    for (const QString &line : lines)
        QVERIFY2(shown.contains(line), qPrintable(line + u"\n  not in:\n"_s + shown.join(u'\n')));
}

void TestClusterPanel::liveSeam_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<ClusterPanel::Status>("status");
    QTest::addColumn<QString>("text");
    QTest::addRow("loading") << "loading" << ClusterPanel::Status::Connecting
                             << "Connecting to ctx-a…";
    QTest::addRow("snapshot") << "snapshot" << ClusterPanel::Status::Connected
                              << "Connected to ctx-a (reads resource.k8s.io/v1)";
    QTest::addRow("forbidden")
        << "forbidden" << ClusterPanel::Status::Forbidden
        << "Forbidden on ctx-a: nodes is forbidden: User \"dev\" cannot list resource "
           "\"nodes\"\nAsk for list on nodes.";
    QTest::addRow("error") << "error" << ClusterPanel::Status::Error
                           << "Cannot read the cluster of ctx-a: https://a-only.example:6443 "
                              "did not answer in 30 s\nCheck the context in your kubeconfig "
                              "and the network, then reload (Ctrl+Shift+R).";
    QTest::addRow("other context ignored")
        << "stale" << ClusterPanel::Status::Connecting << "Connecting to ctx-a…";
}

void TestClusterPanel::liveSeam()
{
    QFETCH(QString, action);
    QFETCH(ClusterPanel::Status, status);
    QFETCH(QString, text);
    ClusterPanel panel(servicesWith(Test::fixture(u"kubeconfig/a.yaml"_s)));
    QVERIFY(panel.contexts().contains(u"ctx-a"_s));
    QSignalSpy requested(&panel, &ClusterPanel::liveContextRequested);
    panel.start();
    // The kubeconfig's current context is asked for; nothing is made up meanwhile.
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.first().first().toString(), u"ctx-a"_s);
    QCOMPARE(panel.liveContext(), u"ctx-a"_s);
    QCOMPARE(panel.status(), ClusterPanel::Status::Connecting);
    QCOMPARE(panel.model()->rowCount(), 0);
    QVERIFY(!child<QProgressBar>(panel, "clusterBusy")->isHidden());
    QVERIFY(child<QComboBox>(panel, "clusterContext")->currentText().startsWith(u"ctx-a"_s));

    if (action == u"loading"_s) {
        panel.setLiveLoading(u"ctx-a"_s);
    } else if (action == u"snapshot"_s) {
        QSignalSpy finished(&panel, &ClusterPanel::loadFinished);
        panel.setLiveSnapshot(demoSnapshot(), u"ctx-a"_s, u"resource.k8s.io/v1"_s,
                              {u"resourceslices: forbidden, reading no slices"_s});
        QVERIFY(finished.wait(10000));
        QCOMPARE(panel.model()->rowCount(), 10);
        QVERIFY(child<QProgressBar>(panel, "clusterBusy")->isHidden());
        QCOMPARE(child<QListWidget>(panel, "clusterWarnings")->item(0)->text(),
                 u"resourceslices: forbidden, reading no slices"_s);
    } else if (action == u"forbidden"_s) {
        panel.setLiveError({u"KUBE_FORBIDDEN"_s,
                            u"nodes is forbidden: User \"dev\" cannot list resource \"nodes\""_s,
                            u"Ask for list on nodes."_s},
                           true);
    } else if (action == u"error"_s) {
        panel.setLiveError(
            {u"KUBE_TIMEOUT"_s, u"https://a-only.example:6443 did not answer in 30 s"_s, {}},
            false);
    } else if (action == u"stale"_s) {
        QSignalSpy finished(&panel, &ClusterPanel::loadFinished);
        panel.setLiveSnapshot(demoSnapshot(), u"shared-ctx"_s, u"resource.k8s.io/v1"_s, {});
        QVERIFY(!finished.wait(300));
        QCOMPARE(panel.model()->rowCount(), 0);
    }
    QCOMPARE(panel.status(), status);
    QCOMPARE(panel.statusText(), text);
    if (status == ClusterPanel::Status::Forbidden || status == ClusterPanel::Status::Error)
        QVERIFY(child<QProgressBar>(panel, "clusterBusy")->isHidden());

    // Choosing another context asks for it and forgets the old cluster's rows.
    panel.chooseContext(u"shared-ctx"_s);
    QCOMPARE(requested.size(), 2);
    QCOMPARE(requested.last().first().toString(), u"shared-ctx"_s);
    QCOMPARE(panel.model()->rowCount(), 0);
    QCOMPARE(panel.statusText(), u"Connecting to shared-ctx…"_s);
    // An error for the context now chosen is shown; the demo can still be picked.
    panel.showDemo();
    QVERIFY(waitLoaded(panel));
    QCOMPARE(panel.status(), ClusterPanel::Status::Demo);
    QVERIFY(!panel.statusText().contains(u"no kubeconfig"_s));
    panel.setLiveError({u"KUBE_TIMEOUT"_s, u"late"_s, {}}, false);
    QCOMPARE(panel.status(), ClusterPanel::Status::Demo);
    Accel::workPool()->waitForDone();
}

void TestClusterPanel::liveRefreshKeepsState()
{
    ClusterPanel panel(servicesWith(Test::fixture(u"kubeconfig/a.yaml"_s)));
    panel.start();
    QSignalSpy finished(&panel, &ClusterPanel::loadFinished);
    const Kube::ClusterSnapshot demo = demoSnapshot();
    panel.setLiveSnapshot(demo, u"ctx-a"_s, u"resource.k8s.io/v1"_s, {});
    QVERIFY(finished.wait(10000));
    QTreeView *view = panel.view();
    view->setCurrentIndex(proxyRow(panel, u"h100-2"_s, u"0000:2a:00.0"_s));
    view->collapse(proxyRow(panel, u"gb200-1"_s));
    const QString detailsBefore =
        detailLines(child<QTreeWidget>(panel, "clusterDetails")).join(u'\n');

    // The same data again (a watch tick): nothing resets.
    QSignalSpy resets(panel.model(), &QAbstractItemModel::modelReset);
    panel.setLiveLoading(u"ctx-a"_s);
    QCOMPARE(panel.status(), ClusterPanel::Status::Connected);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.claimsView()->isBusy(), 10000); // the first join is shown
    const quint64 generation = panel.model()->generation();
    QSignalSpy claimsUpdated(panel.claimsView(), &Ui::ClusterClaimsView::updated);
    panel.setLiveSnapshot(demo, u"ctx-a"_s, u"resource.k8s.io/v1"_s, {});
    QVERIFY(finished.wait(10000));
    QCOMPARE(resets.size(), 0);
    // Nothing new: the rows are not touched and the claims are not joined again.
    QCOMPARE(panel.model()->generation(), generation);
    QTest::qWait(50);
    QCOMPARE(claimsUpdated.size(), 0);

    // Only a pod is new (the same inventory): the claims view and the other panels hear of it.
    QJsonObject pod{{u"apiVersion"_s, u"v1"_s},
                    {u"kind"_s, u"Pod"_s},
                    {u"metadata"_s, QJsonObject{{u"name"_s, u"web"_s}, {u"namespace"_s, u"a"_s}}},
                    {u"status"_s, QJsonObject{{u"phase"_s, u"Running"_s}}}};
    const Result<Kube::ClusterSnapshot> withPod = Kube::ClusterSnapshot::fromObjects(
        demo.nodes() + demo.resourceSlices() + demo.pods() + QList<QJsonObject>{pod}, u"watch"_s);
    QVERIFY(withPod);
    QSignalSpy shown(&panel, &ClusterPanel::clusterShown);
    panel.setLiveSnapshot(*withPod, u"ctx-a"_s, u"resource.k8s.io/v1"_s, {});
    QVERIFY(finished.wait(10000));
    QCOMPARE(resets.size(), 0);
    QCOMPARE(shown.size(), 1);
    QVERIFY(claimsUpdated.wait(10000));
    const int claimsBefore = panel.claimsView()->claimsModel()->rowCount();

    // Only a claim is new, made but not allocated (a template's claim before the scheduler
    // runs): no inventory row changes, and the claims view still shows it (issue 17 section 2).
    QJsonObject claim{
        {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
        {u"kind"_s, u"ResourceClaim"_s},
        {u"metadata"_s, QJsonObject{{u"name"_s, u"web-gpu"_s}, {u"namespace"_s, u"a"_s}}},
        {u"spec"_s,
         QJsonObject{{u"devices"_s,
                      QJsonObject{{u"requests"_s,
                                   QJsonArray{QJsonObject{
                                       {u"name"_s, u"gpu"_s},
                                       {u"exactly"_s, QJsonObject{{u"deviceClassName"_s,
                                                                   u"gpu.nvidia.com"_s}}}}}}}}}}};
    const Result<Kube::ClusterSnapshot> withClaim = Kube::ClusterSnapshot::fromObjects(
        withPod->nodes() + withPod->resourceSlices() + withPod->pods() + QList<QJsonObject>{claim},
        u"watch"_s);
    QVERIFY(withClaim);
    panel.setLiveSnapshot(*withClaim, u"ctx-a"_s, u"resource.k8s.io/v1"_s, {});
    QVERIFY(finished.wait(10000));
    QCOMPARE(resets.size(), 0);
    QCOMPARE(shown.size(), 2);
    QVERIFY(claimsUpdated.wait(10000));
    QCOMPARE(panel.claimsView()->claimsModel()->rowCount(), claimsBefore + 1);

    // Changed data (a node gone): the model resets, selection and collapsed nodes survive.
    QList<QJsonObject> objects = demo.nodes() + demo.resourceSlices();
    objects.erase(
        std::remove_if(objects.begin(), objects.end(),
                       [](const QJsonObject &o) {
                           return o.value("spec"_L1).toObject().value("nodeName"_L1).toString() ==
                                  "arc-a770-1"_L1;
                       }),
        objects.end());
    const Result<Kube::ClusterSnapshot> changed =
        Kube::ClusterSnapshot::fromObjects(objects, u"watch"_s);
    QVERIFY(changed);
    panel.setLiveSnapshot(*changed, u"ctx-a"_s, u"resource.k8s.io/v2"_s, {});
    QVERIFY(finished.wait(10000));
    QCOMPARE(resets.size(), 1);
    QCOMPARE(panel.model()->inventory().gpuCount(), 25); // the demo's 27 less arc-a770-1's 2
    QCOMPARE(view->currentIndex().data(ClusterTreeModel::RowKeyRole).toString(),
             u"h100-2\n0000:2a:00.0"_s);
    QVERIFY(!view->isExpanded(proxyRow(panel, u"gb200-1"_s)));
    QVERIFY(view->isExpanded(proxyRow(panel, u"h100-1"_s)));
    QCOMPARE(detailLines(child<QTreeWidget>(panel, "clusterDetails")).join(u'\n'), detailsBefore);
    QCOMPARE(panel.statusText(), u"Connected to ctx-a (reads resource.k8s.io/v2)"_s);

    // A burst of watch updates while one is being built: one build at a time, the newest last.
    QSignalSpy burst(&panel, &ClusterPanel::loadFinished);
    panel.setLiveSnapshot(demo, u"ctx-a"_s, u"resource.k8s.io/v1"_s, {});
    QVERIFY(panel.isLoading());
    for (int i = 0; i < 5; ++i)
        panel.setLiveSnapshot(demo, u"ctx-a"_s, u"resource.k8s.io/v1"_s, {});
    panel.setLiveSnapshot(*changed, u"ctx-a"_s, u"resource.k8s.io/v2"_s, {});
    QTRY_COMPARE_WITH_TIMEOUT(burst.size(), 2, 10000); // the first build, then the newest only
    QTest::qWait(200);
    QCOMPARE(burst.size(), 2);
    QCOMPARE(panel.model()->inventory().gpuCount(), 25); // the demo's 27 less arc-a770-1's 2
}

void TestClusterPanel::windowSplitter()
{
    const auto services = [] {
        Ui::MainWindowServices s;
        s.hostProbe = [] {
            return Result<Host::HardwareReport>(
                tl::unexpected(Error{u"TEST"_s, u"no probe in this test"_s, {}}));
        };
        s.cluster = servicesWith();
        return s;
    };
    QList<int> sizes;
    {
        Ui::MainWindow window(services());
        auto *splitter = window.findChild<QSplitter *>(u"hardwareSplitter"_s);
        QVERIFY(splitter);
        QCOMPARE(splitter->widget(0), window.hardwarePanel());
        QCOMPARE(splitter->widget(1), window.clusterPanel());
        window.resize(1000, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        splitter->setSizes({300, 700});
        sizes = splitter->sizes();
        QVERIFY(waitLoaded(*window.clusterPanel()));
        QCOMPARE(window.clusterPanel()->status(), ClusterPanel::Status::Demo);
        window.close();
    }
    Ui::MainWindow again(services());
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QCOMPARE(again.findChild<QSplitter *>(u"hardwareSplitter"_s)->sizes(), sizes);
    Accel::workPool()->waitForDone();
}

void TestClusterPanel::realFleet_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("counts");
    QTest::addColumn<QString>("product");
    QTest::addColumn<QList<int>>("shown");
    QTest::addColumn<QList<int>>("hidden");
    const QList<int> nvidia{
        ClusterTreeModel::ProductColumn,       ClusterTreeModel::MemoryColumn,
        ClusterTreeModel::ArchitectureColumn,  ClusterTreeModel::ComputeCapabilityColumn,
        ClusterTreeModel::DriverVersionColumn, ClusterTreeModel::HeldByColumn,
        ClusterTreeModel::TaintsColumn,        ClusterTreeModel::HealthColumn};
    // The EKS cluster's slices, as they are: 16 GPUs and 4 IMEX devices that are not GPUs; the
    // columns an NVIDIA operator looks for, none of liken's.
    QTest::addRow("nvidia eks")
        << Test::conformanceDir() + u"/real-dra/nvidia-aicr-h100-eks/resourceslices.L98-L650.yaml"_s
        << u"2 node(s), 16 GPU(s), 4 other device(s)"_s << u"NVIDIA H100 80GB HBM3"_s << nvidia
        << QList<int>{ClusterTreeModel::CapabilitiesColumn, ClusterTreeModel::PartitionsColumn,
                      ClusterTreeModel::UuidColumn};
    QTest::addRow("nvidia mig") << Test::fixture(u"cluster/nvidia-mig.yaml"_s)
                                << u"3 node(s), 4 GPU(s), 6 other device(s)"_s
                                << u"NVIDIA A100-SXM4-80GB"_s
                                << nvidia + QList<int>{ClusterTreeModel::PartitionsColumn}
                                << QList<int>{ClusterTreeModel::CapabilitiesColumn};
    QTest::addRow("mixed vendors")
        << Test::fixture(u"cluster/mixed-vendors.yaml"_s)
        << u"4 node(s), 5 GPU(s), 5 other device(s)"_s << u"AMD Instinct MI300X OAM"_s
        << QList<int>{ClusterTreeModel::MemoryColumn, ClusterTreeModel::PartitionsColumn,
                      ClusterTreeModel::CapabilitiesColumn, ClusterTreeModel::HealthColumn}
        << QList<int>{ClusterTreeModel::ArchitectureColumn};
}

void TestClusterPanel::realFleet()
{
    QFETCH(QString, file);
    QFETCH(QString, counts);
    QFETCH(QString, product);
    QFETCH(QList<int>, shown);
    QFETCH(QList<int>, hidden);
    if (!QFileInfo::exists(file))
        QSKIP("conformance data not found (set ACCEL_CONFORMANCE_DIR)");
    Ui::ClusterPanelServices services = servicesWith();
    services.snapshotFile = file;
    ClusterPanel panel(services);
    panel.resize(1366, 768);
    panel.show();
    panel.start();
    QVERIFY(waitLoaded(panel));
    // One count everywhere: the counts line, the node rows, the summary strip.
    QCOMPARE(child<QLabel>(panel, "clusterCounts")->text(), counts);
    QVERIFY(!panel.fleetSummary()->isHidden());
    QVERIFY2(panel.fleetSummary()->text().contains(product.toHtmlEscaped()),
             qPrintable(panel.fleetSummary()->text()));
    for (const int c : shown)
        QVERIFY2(!panel.view()->isColumnHidden(c), qPrintable(QString::number(c)));
    for (const int c : hidden)
        QVERIFY2(panel.view()->isColumnHidden(c), qPrintable(QString::number(c)));
}

QTEST_MAIN(TestClusterPanel)
#include "tst_clusterpanel.moc"
