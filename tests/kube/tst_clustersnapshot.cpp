// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Kube::ClusterSnapshot: the `--snapshot FILE` formats (DESIGN.md "Cluster snapshot") and errors.
#include "kube/snapshot.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

class TestClusterSnapshot : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void formats_data();
    void formats();
    void errors_data();
    void errors();
    void toJsonStripsManagedFields();
    void demo();
    void digestBesideDevices_data();
    void digestBesideDevices();
};

void TestClusterSnapshot::formats_data()
{
    QTest::addColumn<QString>("file");
    QTest::addRow("v1 List") << "cluster/list.yaml";
    QTest::addRow("multi-document YAML") << "cluster/multidoc.yaml";
    QTest::addRow("JSON List") << "cluster/snapshot.json";
}

void TestClusterSnapshot::formats()
{
    QFETCH(QString, file);
    const Result<Kube::ClusterSnapshot> snapshot = Kube::ClusterSnapshot::fromFile(fixture(file));
    QVERIFY2(snapshot, qPrintable(snapshot ? QString() : snapshot.error().toString()));
    QCOMPARE(snapshot->nodes().size(), 2);
    QCOMPARE(snapshot->resourceSlices().size(), 2);
    QCOMPARE(snapshot->deviceClasses().size(), 1);
    QCOMPARE(snapshot->pods().size(), 1);
    QCOMPARE(snapshot->ignoredCount(), 2);
    QCOMPARE(snapshot->ignoredKinds().value(QStringLiteral("Service")), 1);
    QCOMPARE(snapshot->ignoredKinds().value(QStringLiteral("ConfigMap")), 1);
    QCOMPARE(snapshot->source(), fixture(file));
    QVERIFY(!snapshot->isDemo());
    QCOMPARE(snapshot->nodes().first()[u"metadata"_s][u"name"_s].toString(),
             QStringLiteral("node-a"));
}

void TestClusterSnapshot::errors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("inMessage");
    QTest::addRow("missing file") << "cluster/does-not-exist.yaml"
                                  << "SNAPSHOT_READ"
                                  << "does-not-exist.yaml";
    QTest::addRow("not YAML") << "cluster/broken.yaml"
                              << "SNAPSHOT_PARSE"
                              << "broken.yaml";
    QTest::addRow("object without kind") << "cluster/no-kind.yaml"
                                         << "SNAPSHOT_OBJECT"
                                         << "object 2 has no kind";
}

void TestClusterSnapshot::errors()
{
    QFETCH(QString, file);
    QFETCH(QString, code);
    QFETCH(QString, inMessage);
    const Result<Kube::ClusterSnapshot> snapshot = Kube::ClusterSnapshot::fromFile(fixture(file));
    QVERIFY(!snapshot);
    QCOMPARE(snapshot.error().code, code);
    QVERIFY2(snapshot.error().message.contains(fixture(QStringLiteral("cluster"))),
             qPrintable(snapshot.error().message));
    QVERIFY2(snapshot.error().message.contains(inMessage), qPrintable(snapshot.error().message));
    QVERIFY(!snapshot.error().hint.isEmpty());
}

void TestClusterSnapshot::toJsonStripsManagedFields()
{
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromFile(fixture(QStringLiteral("cluster/list.yaml")));
    QVERIFY(snapshot);
    const QJsonObject list = snapshot->toJson();
    QCOMPARE(list[u"kind"_s].toString(), QStringLiteral("List"));
    QCOMPARE(list[u"apiVersion"_s].toString(), QStringLiteral("v1"));
    const QJsonArray items = list[u"items"_s].toArray();
    QCOMPARE(items.size(), 6);
    for (const QJsonValue &item : items)
        QVERIFY(!item[u"metadata"_s].toObject().contains(u"managedFields"_s));
    // The written snapshot reads back to the same objects.
    const Result<Kube::ClusterSnapshot> again = Kube::ClusterSnapshot::fromObjects(
        [&items] {
            QList<QJsonObject> objects;
            for (const QJsonValue &item : items)
                objects << item.toObject();
            return objects;
        }(),
        QStringLiteral("round trip"));
    QVERIFY(again);
    QCOMPARE(again->toJson(), list);
}

void TestClusterSnapshot::demo()
{
    const Result<Kube::ClusterSnapshot> snapshot = Kube::ClusterSnapshot::demo();
    QVERIFY2(snapshot, qPrintable(snapshot ? QString() : snapshot.error().toString()));
    QVERIFY(snapshot->isDemo());
    // Seven nodes of media and NVIDIA GPUs, and since issue 33 an A100 split by MIG, an Intel
    // Flex and an AMD MI300X node (resources/demo/demo-cluster.yaml).
    QCOMPARE(snapshot->nodes().size(), 10);
    QVERIFY(snapshot->resourceSlices().size() >= 8);
    QVERIFY(!snapshot->deviceClasses().isEmpty());
    QCOMPARE(snapshot->ignoredCount(), 0);
}

void TestClusterSnapshot::digestBesideDevices_data()
{
    // What a live watch's reread compares beside the devices (ClusterPanel, issue 17 section 2:
    // the Claims in the cluster tab must hear of a claim that holds no device yet).
    QTest::addColumn<QByteArray>("changed"); ///< YAML of the objects after the change
    QTest::addColumn<bool>("differs");
    const QByteArray node = "- {apiVersion: v1, kind: Node, metadata: {name: n1}}\n";
    const QByteArray claim = "- {apiVersion: resource.k8s.io/v1, kind: ResourceClaim, "
                             "metadata: {name: c, namespace: a, resourceVersion: '7'}}\n";
    const QByteArray pod = "- {apiVersion: v1, kind: Pod, metadata: {name: p, namespace: a}, "
                           "status: {phase: Pending}}\n";
    QTest::addRow("the same objects") << node + claim + pod << false;
    QTest::addRow("a node's labels only")
        << "- {apiVersion: v1, kind: Node, metadata: {name: n1, labels: {a: b}}}\n" + claim + pod
        << false;
    QTest::addRow("a claim is new")
        << node + claim + pod +
               "- {apiVersion: resource.k8s.io/v1, kind: ResourceClaim, "
               "metadata: {name: d, namespace: a, resourceVersion: '8'}}\n"
        << true;
    QTest::addRow("a claim was written") << node +
                                                "- {apiVersion: resource.k8s.io/v1, kind: "
                                                "ResourceClaim, metadata: {name: c, namespace: "
                                                "a, resourceVersion: '9'}}\n" +
                                                pod
                                         << true;
    QTest::addRow("a pod without resourceVersion changes phase")
        << node + claim +
               "- {apiVersion: v1, kind: Pod, metadata: {name: p, namespace: a}, "
               "status: {phase: Running}}\n"
        << true;
    QTest::addRow("a DeviceClass is new")
        << node + claim + pod +
               "- {apiVersion: resource.k8s.io/v1, kind: DeviceClass, metadata: {name: g}}\n"
        << true;
}

void TestClusterSnapshot::digestBesideDevices()
{
    QFETCH(QByteArray, changed);
    QFETCH(bool, differs);
    const QByteArray before = "- {apiVersion: v1, kind: Node, metadata: {name: n1}}\n"
                              "- {apiVersion: resource.k8s.io/v1, kind: ResourceClaim, "
                              "metadata: {name: c, namespace: a, resourceVersion: '7'}}\n"
                              "- {apiVersion: v1, kind: Pod, metadata: {name: p, namespace: a}, "
                              "status: {phase: Pending}}\n";
    const auto snapshot = [](const QByteArray &items) {
        Result<Kube::ClusterSnapshot> s = Kube::ClusterSnapshot::fromBytes(
            "apiVersion: v1\nkind: List\nitems:\n" + items, QStringLiteral("test"));
        if (!s)
            qFatal("%s", qPrintable(s.error().toString()));
        return std::move(*s);
    };
    const Kube::ClusterSnapshot a = snapshot(before);
    const Kube::ClusterSnapshot b = snapshot(changed);
    QVERIFY(!a.digestBesideDevices().isEmpty());
    QCOMPARE(a.digestBesideDevices() != b.digestBesideDevices(), differs);
    // A list the reader was refused is part of it too.
    Kube::ClusterSnapshot refused = a;
    refused.setRefusedLists({{QStringLiteral("pods"), QStringLiteral("forbidden")}});
    QVERIFY(refused.digestBesideDevices() != a.digestBesideDevices());
}

QTEST_GUILESS_MAIN(TestClusterSnapshot)
#include "tst_clustersnapshot.moc"
