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
    QCOMPARE(snapshot->nodes().size(), 7);
    QVERIFY(snapshot->resourceSlices().size() >= 8);
    QVERIFY(!snapshot->deviceClasses().isEmpty());
    QCOMPARE(snapshot->ignoredCount(), 0);
}

QTEST_GUILESS_MAIN(TestClusterSnapshot)
#include "tst_clustersnapshot.moc"
