// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl get resourceslices` and `accelctl get gpus` end to end, from snapshot files and the
// embedded demo cluster: JSON contract, tables, filters and exit codes (issue 6, section 4).
#include "clirunner.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {
QJsonObject parseJson(const QByteArray &bytes)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        QTest::qFail(qPrintable(error.errorString()), __FILE__, __LINE__);
    return doc.object();
}
} // namespace

class TestCliCluster : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resourceSlicesJson_data();
    void resourceSlicesJson();
    void resourceSlicesTable();
    void gpusJson_data();
    void gpusJson();
    void gpusTable();
    void yaml();
    void usage_data();
    void usage();
    void badSnapshot_data();
    void badSnapshot();
};

void TestCliCluster::resourceSlicesJson_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("items");
    const QString fleet = fixture(u"cluster/media-fleet.yaml"_s);
    QTest::addRow("demo, all") << QStringList{u"--demo"_s} << 17;
    QTest::addRow("demo, one driver")
        << QStringList{u"--demo"_s, u"--driver"_s, u"media.liken.sh"_s} << 2;
    QTest::addRow("demo, one node") << QStringList{u"--demo"_s, u"--node"_s, u"gb200-3"_s} << 2;
    QTest::addRow("demo, driver and node")
        << QStringList{u"--demo"_s, u"--driver"_s, u"liken.sh"_s, u"--node"_s, u"arc-a770-1"_s}
        << 1;
    QTest::addRow("demo, nothing matches")
        << QStringList{u"--demo"_s, u"--node"_s, u"nowhere"_s} << 0;
    QTest::addRow("snapshot file") << QStringList{u"--snapshot"_s, fleet} << 2;
}

void TestCliCluster::resourceSlicesJson()
{
    QFETCH(QStringList, args);
    QFETCH(int, items);
    const QStringList command =
        QStringList{u"get"_s, u"resourceslices"_s, u"-o"_s, u"json"_s} + args;
    const CliResult r = runAccelctl(command);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject list = parseJson(r.out);
    QCOMPARE(list[u"kind"_s].toString(), u"List"_s);
    QCOMPARE(list[u"items"_s].toArray().size(), items);
    const QJsonArray array = list[u"items"_s].toArray();
    for (qsizetype i = 0; i < array.size(); ++i)
        QCOMPARE(array.at(i).toObject().value(u"kind"_s).toString(), u"ResourceSlice"_s);
}

void TestCliCluster::resourceSlicesTable()
{
    const CliResult r = runAccelctl({u"get"_s, u"resourceslices"_s, u"--demo"_s});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts);
    // The demo's 17 slices (issue 33 added NVIDIA, Intel, AMD; issue 38 gb200-2's second).
    QCOMPARE(lines.size(), 18);
    QCOMPARE(lines.first().simplified(), u"NAME NODE DRIVER POOL DEVICES AGE"_s);
    // h100-2's slice has no creationTimestamp.
    bool unknownAge = false;
    for (const QString &line : lines)
        if (line.startsWith(u"h100-2-gpu.nvidia.com"_s))
            unknownAge = line.simplified().endsWith(u" 4 <unknown>"_s);
    QVERIFY(unknownAge);
    QVERIFY(r.err.contains("demo cluster"));
}

void TestCliCluster::gpusJson_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("queryFailed");
    QTest::addColumn<int>("standalone");
    QTest::addColumn<QStringList>("apiVersions");
    const QStringList v1{u"resource.k8s.io/v1"_s};
    // 27 GPUs; the demo's 6 IMEX devices are other devices, not items (issue 33).
    QTest::addRow("demo") << QString() << 27 << 1 << 0 << v1;
    QTest::addRow("media fleet") << u"cluster/media-fleet.yaml"_s << 4 << 1 << 1 << v1;
    QTest::addRow("two drivers") << u"cluster/two-drivers.yaml"_s << 2 << 1 << 0 << v1;
    QTest::addRow("v1beta1") << u"cluster/v1beta1-basic.yaml"_s << 1 << 0 << 0
                             << QStringList{u"resource.k8s.io/v1beta1"_s};
    QTest::addRow("JSON snapshot") << u"cluster/snapshot.json"_s << 2 << 0 << 0 << v1;
}

void TestCliCluster::gpusJson()
{
    QFETCH(QString, file);
    QFETCH(int, gpus);
    QFETCH(int, queryFailed);
    QFETCH(int, standalone);
    QFETCH(QStringList, apiVersions);
    QStringList args{u"get"_s, u"gpus"_s, u"-o"_s, u"json"_s};
    if (file.isEmpty())
        args << u"--demo"_s;
    else
        args << u"--snapshot"_s << fixture(file);
    const CliResult r = runAccelctl(args);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject list = parseJson(r.out);
    QCOMPARE(list[u"kind"_s].toString(), u"GpuList"_s);
    QCOMPARE(list[u"demo"_s].toBool(), file.isEmpty());
    QCOMPARE(list[u"apiVersions"_s].toArray().toVariantList(),
             QJsonArray::fromStringList(apiVersions).toVariantList());
    const QJsonArray items = list[u"items"_s].toArray();
    QCOMPARE(items.size(), gpus);
    int failed = 0, alone = 0;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QJsonObject gpu = items.at(i).toObject();
        const bool isFailed = gpu.value(u"capabilityState"_s).toString() == u"queryFailed"_s;
        failed += isFailed;
        alone += gpu.value(u"standalone"_s).toBool();
        QVERIFY(gpu.contains(u"node"_s));
        QVERIFY(gpu.contains(u"pciBusID"_s));
        if (isFailed)
            QVERIFY(!gpu.contains(u"vaDriver"_s));
    }
    QCOMPARE(failed, queryFailed);
    QCOMPARE(alone, standalone);
}

void TestCliCluster::gpusTable()
{
    const CliResult r = runAccelctl({u"get"_s, u"gpus"_s, u"--demo"_s});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    const QStringList lines = out.split(u'\n', Qt::SkipEmptyParts);
    // A mixed fleet (issue 33): 27 GPUs with NVIDIA's columns and liken's, then the 6 other
    // devices, then the 12 partitions of the partitioned GPUs, each table with its header.
    QCOMPARE(lines.size(), 28 + 7 + 13);
    QCOMPARE(lines.first().simplified(),
             u"NODE PCIBUSID PRODUCT MEMORY ARCH CC DRIVER MIG RENDER NODE VADRIVER CAPABILITIES "
             u"HELD BY TAINTS HEALTH"_s);
    QCOMPARE(out.count(u"unknown (query failed)"_s), 1);
    QVERIFY(out.contains(u"(pool incomplete)"_s));
    QVERIFY(r.err.contains("warning: pool gb200-3 of driver gpu.nvidia.com is incomplete"));
}

void TestCliCluster::yaml()
{
    const CliResult r = runAccelctl({u"get"_s, u"gpus"_s, u"--demo"_s, u"-o"_s, u"yaml"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonValue tree = Accel::Test::yaml(r.out);
    QCOMPARE(tree[u"kind"_s].toString(), u"GpuList"_s);
    QCOMPARE(tree[u"items"_s].toArray().size(), 27);
}

void TestCliCluster::usage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("inErr");
    QTest::addRow("snapshot and context")
        << QStringList{u"get"_s, u"gpus"_s, u"--demo"_s, u"--context"_s, u"prod"_s}
        << "leave them out with --snapshot or --demo";
    QTest::addRow("snapshot format")
        << QStringList{u"cluster"_s, u"snapshot"_s, u"--demo"_s, u"-o"_s, u"table"_s}
        << "-o must be json or yaml";
    QTest::addRow("both sources") << QStringList{u"get"_s, u"gpus"_s, u"--demo"_s, u"--snapshot"_s,
                                                 u"x.yaml"_s}
                                  << "exclude each other";
    QTest::addRow("bad format") << QStringList{u"get"_s, u"gpus"_s, u"--demo"_s, u"-o"_s, u"xml"_s}
                                << "unknown output format";
    QTest::addRow("stray argument")
        << QStringList{u"get"_s, u"resourceslices"_s, u"--demo"_s, u"extra"_s} << "no arguments";
}

void TestCliCluster::usage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, inErr);
    const CliResult r = runAccelctl(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(inErr), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestCliCluster::badSnapshot_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("code");
    QTest::addRow("missing") << u"cluster/nope.yaml"_s << u"SNAPSHOT_READ"_s;
    QTest::addRow("broken") << u"cluster/broken.yaml"_s << u"SNAPSHOT_PARSE"_s;
    QTest::addRow("no kind") << u"cluster/no-kind.yaml"_s << u"SNAPSHOT_OBJECT"_s;
}

void TestCliCluster::badSnapshot()
{
    QFETCH(QString, file);
    QFETCH(QString, code);
    for (const QString &what : {u"gpus"_s, u"resourceslices"_s}) {
        const CliResult r = runAccelctl({u"get"_s, what, u"--snapshot"_s, fixture(file)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(QByteArray(code.toUtf8() + ": ")), r.err.constData());
        QVERIFY(r.err.contains(file.toUtf8()));
    }
}

QTEST_GUILESS_MAIN(TestCliCluster)
#include "tst_cli_cluster.moc"
