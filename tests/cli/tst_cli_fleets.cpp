// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Real fleets through accelctl (issue 33): `get gpus` (table, -o wide, --summary, JSON), `get
// pools`, `claim match`, `claim render` and `cel eval --device` on the files in
// ../shared/conformance/real-dra/ as they are, and on the fixtures written from NVIDIA's MIG
// shapes and other vendors' (tests/fixtures/cluster/make-fleet-fixtures.py).
#include "clirunner.h"
#include "testsupport.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

const QString kEks = u"real-dra/nvidia-aicr-h100-eks/resourceslices.L98-L650.yaml"_s;

QString eks()
{
    return conformanceDir() + u'/' + kEks;
}

/// The lines of a table printed by accelctl, cells split on runs of 3 or more spaces (cells
/// themselves hold single spaces: "NVIDIA H100 80GB HBM3").
QList<QStringList> tableRows(const QString &text)
{
    QList<QStringList> rows;
    static const QRegularExpression gap(u" {3,}"_s);
    for (const QString &line : text.split(u'\n', Qt::SkipEmptyParts))
        rows << line.trimmed().split(gap);
    return rows;
}

/// The tables of an output, split at blank lines.
QList<QList<QStringList>> tables(const QByteArray &out)
{
    QList<QList<QStringList>> result;
    for (const QString &block : QString::fromUtf8(out).split(u"\n\n"_s, Qt::SkipEmptyParts))
        result << tableRows(block);
    return result;
}

/// The table's header cells, split on runs of 2 or more spaces (headers hold single spaces).
QStringList header(const QStringList &firstRowCells)
{
    QStringList out;
    static const QRegularExpression gap(u" {2,}"_s);
    for (const QString &c : firstRowCells)
        out << c.split(gap);
    return out;
}

} // namespace

class TestCliFleets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eksTable();
    void eksWide();
    void eksSummary_data();
    void eksSummary();
    void eksJson();
    void eksPools();
    void claimMatchAdvice();
    void claimRenderForTheFleet();
    void celEvalOnTheList_data();
    void celEvalOnTheList();
    void migTables();
    void mixedFleet();
};

void TestCliFleets::eksTable()
{
    ACCEL_REQUIRE_CONFORMANCE(kEks);
    const CliResult r = runAccelctl({u"get"_s, u"gpus"_s, u"--snapshot"_s, eks()});
    QCOMPARE(r.exitCode, 0);
    const QList<QList<QStringList>> t = tables(r.out);
    QCOMPARE(t.size(), 2); // the GPUs, then the other devices
    // 16 GPUs: NVIDIA's columns, HELD BY and TAINTS, nothing of liken's media columns.
    QCOMPARE(t[0].size(), 17);
    QCOMPARE(header(t[0][0]),
             (QStringList{u"NODE"_s, u"PCIBUSID"_s, u"PRODUCT"_s, u"MEMORY"_s, u"ARCH"_s, u"CC"_s,
                          u"DRIVER"_s, u"HELD BY"_s, u"TAINTS"_s, u"HEALTH"_s}));
    QCOMPARE(t[0][1], (QStringList{u"gpu-node-1"_s, u"0000:53:00.0"_s, u"NVIDIA H100 80GB HBM3"_s,
                                   u"79.6 GiB"_s, u"Hopper"_s, u"9.0"_s, u"580.105.8"_s, u"-"_s,
                                   u"-"_s, u"ok"_s}));
    for (qsizetype i = 1; i < t[0].size(); ++i)
        QVERIFY(!t[0][i].join(u' ').contains(u"channel"_s));
    // The IMEX channel and daemon of each node, named as what they are.
    QCOMPARE(t[1].size(), 5);
    QCOMPARE(t[1][1].mid(0, 3), (QStringList{u"gpu-node-1"_s, u"channel-0"_s, u"IMEX channel"_s}));
    QCOMPARE(t[1][2].mid(0, 3), (QStringList{u"gpu-node-1"_s, u"daemon-0"_s, u"IMEX daemon"_s}));
}

void TestCliFleets::eksWide()
{
    ACCEL_REQUIRE_CONFORMANCE(kEks);
    const CliResult r =
        runAccelctl({u"get"_s, u"gpus"_s, u"--snapshot"_s, eks(), u"-o"_s, u"wide"_s});
    QCOMPARE(r.exitCode, 0);
    const QList<QList<QStringList>> t = tables(r.out);
    const QStringList h = header(t[0][0]);
    for (const QString &column : {u"DEVICE"_s, u"UUID"_s, u"CUDA"_s, u"DRIVERS"_s})
        QVERIFY2(h.contains(column), qPrintable(h.join(u',')));
    const QStringList first = t[0][1];
    QCOMPARE(first.at(h.indexOf(u"DEVICE"_s)), u"gpu-0"_s);
    QCOMPARE(first.at(h.indexOf(u"CUDA"_s)), u"13.0"_s);
    QVERIFY(first.at(h.indexOf(u"UUID"_s)).startsWith(u"GPU-"_s));
    // A format get gpus does not take is a usage error naming the ones it does.
    const CliResult bad =
        runAccelctl({u"get"_s, u"gpus"_s, u"--snapshot"_s, eks(), u"-o"_s, u"xml"_s});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains("table, wide, json, yaml"));
}

void TestCliFleets::eksSummary_data()
{
    QTest::addColumn<QString>("format");
    QTest::newRow("table") << u"table"_s;
    QTest::newRow("json") << u"json"_s;
    QTest::newRow("yaml") << u"yaml"_s;
}

void TestCliFleets::eksSummary()
{
    QFETCH(QString, format);
    ACCEL_REQUIRE_CONFORMANCE(kEks);
    const CliResult r =
        runAccelctl({u"get"_s, u"gpus"_s, u"--summary"_s, u"--snapshot"_s, eks(), u"-o"_s, format});
    QCOMPARE(r.exitCode, 0);
    if (format == u"table"_s) {
        const QList<QList<QStringList>> t = tables(r.out);
        QCOMPARE(header(t[0][0]), (QStringList{u"PRODUCT"_s, u"NODES"_s, u"GPUS"_s, u"FREE"_s,
                                               u"IN USE"_s, u"TAINTED"_s, u"UNHEALTHY"_s}));
        QCOMPARE(t[0][1], (QStringList{u"NVIDIA H100 80GB HBM3"_s, u"2"_s, u"16"_s, u"16"_s, u"0"_s,
                                       u"0"_s, u"0"_s}));
        QVERIFY(r.out.contains("4 other device(s), not GPUs"));
        return;
    }
    QJsonObject doc;
    if (format == u"json"_s) {
        doc = QJsonDocument::fromJson(r.out).object();
    } else {
        const QJsonValue v = yaml(r.out);
        doc = v.toObject();
    }
    QCOMPARE(doc[u"kind"_s].toString(), u"GpuSummary"_s);
    QCOMPARE(doc[u"otherDevices"_s].toInt(), 4);
    const QJsonObject h100 = doc[u"products"_s].toArray().first().toObject();
    QCOMPARE(h100[u"product"_s].toString(), u"NVIDIA H100 80GB HBM3"_s);
    QCOMPARE(h100[u"gpus"_s].toInt(), 16);
    QCOMPARE(h100[u"free"_s].toInt(), 16);
    QCOMPARE(h100[u"nodes"_s].toInt(), 2);
    QCOMPARE(doc[u"total"_s].toObject()[u"gpus"_s].toInt(), 16);
}

void TestCliFleets::eksJson()
{
    ACCEL_REQUIRE_CONFORMANCE(kEks);
    const CliResult r =
        runAccelctl({u"get"_s, u"gpus"_s, u"--snapshot"_s, eks(), u"-o"_s, u"json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(doc[u"items"_s].toArray().size(), 16);
    QCOMPARE(doc[u"otherDevices"_s].toArray().size(), 4);
    const QJsonObject first = doc[u"items"_s].toArray().first().toObject();
    const QJsonObject fields = first[u"fields"_s].toObject();
    QCOMPARE(fields[u"memory"_s].toString(), u"81559Mi"_s); // as published
    QCOMPARE(fields[u"computeCapability"_s].toString(), u"9.0.0"_s);
    QCOMPARE(fields[u"architecture"_s].toString(), u"Hopper"_s);
    QCOMPARE(first[u"health"_s].toString(), u"ok"_s);
    const QJsonObject node = doc[u"nodes"_s].toArray().first().toObject();
    QCOMPARE(node[u"gpus"_s].toInt(), 8);
    QCOMPARE(node[u"otherDevices"_s].toInt(), 2);
    QCOMPARE(doc[u"otherDevices"_s].toArray().first().toObject()[u"kind"_s].toString(),
             u"IMEX channel"_s);
}

void TestCliFleets::eksPools()
{
    // The pools count devices: 8 GPUs in each gpu.nvidia.com pool, 2 IMEX devices in each
    // compute-domain pool, 20 in all, as get gpus counts them (16 GPUs + 4 other devices).
    ACCEL_REQUIRE_CONFORMANCE(kEks);
    const CliResult r =
        runAccelctl({u"get"_s, u"pools"_s, u"--snapshot"_s, eks(), u"-o"_s, u"json"_s});
    QCOMPARE(r.exitCode, 0);
    int devices = 0;
    int gpuPools = 0;
    for (const QJsonValue &p : QJsonDocument::fromJson(r.out).object()[u"pools"_s].toArray()) {
        const QJsonObject pool = p.toObject();
        devices += pool[u"devices"_s].toInt();
        if (pool[u"driver"_s].toString() == u"gpu.nvidia.com"_s) {
            QCOMPARE(pool[u"devices"_s].toInt(), 8);
            ++gpuPools;
        } else {
            QCOMPARE(pool[u"driver"_s].toString(), u"compute-domain.nvidia.com"_s);
            QCOMPARE(pool[u"devices"_s].toInt(), 2);
        }
    }
    QCOMPARE(gpuPools, 2);
    QCOMPARE(devices, 20);
}

void TestCliFleets::claimMatchAdvice()
{
    // NVIDIA's own no-match claim over the class its chart installs: the advice is about what
    // the fleet has, never media decoding or the CPU.
    ACCEL_REQUIRE_CONFORMANCE(kEks);
    const QString claim =
        conformanceDir() + u"/real-dra/nvidia-dra-driver-gpu/bats-gpu-cel-nomatch.yaml"_s;
    ACCEL_REQUIRE_CONFORMANCE(u"real-dra/nvidia-dra-driver-gpu/bats-gpu-cel-nomatch.yaml"_s);
    QTemporaryDir dir;
    QFile cls(dir.filePath(u"gpu-class.yaml"_s));
    QVERIFY(cls.open(QIODevice::WriteOnly));
    cls.write(
        "apiVersion: resource.k8s.io/v1\nkind: DeviceClass\nmetadata: {name: gpu.nvidia.com}\n"
        "spec:\n  selectors:\n  - cel: {expression: \"device.driver == 'gpu.nvidia.com' && "
        "device.attributes['gpu.nvidia.com'].type == 'gpu'\"}\n");
    cls.close();
    const CliResult r = runAccelctl({u"claim"_s, u"match"_s, u"--claim"_s, claim, u"--class"_s,
                                     cls.fileName(), u"--snapshot"_s, eks()});
    QCOMPARE(r.exitCode, 0);
    const QString all = QString::fromUtf8(r.out + r.err);
    QVERIFY2(all.contains(u"gpu.nvidia.com/productName: NVIDIA H100 80GB HBM3"_s), qPrintable(all));
    QVERIFY2(!all.contains(u"CPU"_s), qPrintable(all));
    QVERIFY(!all.contains(u"render node"_s));
}

void TestCliFleets::claimRenderForTheFleet()
{
    const CliResult r =
        runAccelctl({u"claim"_s, u"render"_s, u"--name"_s, u"h100"_s, u"--product"_s,
                     u"NVIDIA H100 80GB HBM3"_s, u"--min-memory"_s, u"40Gi"_s,
                     u"--min-compute-capability"_s, u"9.0"_s, u"-o"_s, u"json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject list = QJsonDocument::fromJson(r.out).object();
    const QJsonArray items = list[u"items"_s].toArray();
    QCOMPARE(items.size(), 1); // the template; the classes are the driver's
    const QJsonObject exactly = items.first()[u"spec"_s][u"spec"_s][u"devices"_s][u"requests"_s]
                                    .toArray()
                                    .first()[u"exactly"_s]
                                    .toObject();
    QCOMPARE(exactly[u"deviceClassName"_s].toString(), u"gpu.nvidia.com"_s);
    QStringList selectors;
    for (const QJsonValue &s : exactly[u"selectors"_s].toArray())
        selectors << s[u"cel"_s][u"expression"_s].toString();
    QCOMPARE(
        selectors,
        (QStringList{
            u"device.attributes['gpu.nvidia.com'].productName == 'NVIDIA H100 80GB HBM3'"_s,
            u"device.capacity['gpu.nvidia.com'].memory.compareTo(quantity('40Gi')) >= 0"_s,
            u"device.attributes['gpu.nvidia.com'].cudaComputeCapability.compareTo(semver('9.0.0')) >= 0"_s}));
    // Two MIG devices of one GPU, as NVIDIA's quickstart constrains them.
    const CliResult mig = runAccelctl({u"claim"_s, u"render"_s, u"--name"_s, u"pair"_s,
                                       u"--mig-profile"_s, u"1g.10gb"_s, u"--same-gpu"_s});
    QCOMPARE(mig.exitCode, 0);
    QVERIFY(mig.out.contains("deviceClassName: mig.nvidia.com"));
    QVERIFY(mig.out.contains("matchAttribute: gpu.nvidia.com/parentUUID"));
    // The pod snippet speaks of the devices claimed, not of liken's render node.
    QVERIFY(mig.out.contains("the container receives the devices it claims"));
    QVERIFY(!mig.out.contains("render node"));
    // Mixed with the media options: a usage error.
    const CliResult both = runAccelctl({u"claim"_s, u"render"_s, u"--name"_s, u"x"_s,
                                        u"--require"_s, u"scale10bit"_s, u"--product"_s, u"y"_s});
    QCOMPARE(both.exitCode, 2);
    // Against the EKS cluster, which has no mig.nvidia.com class: a warning says so.
    ACCEL_REQUIRE_CONFORMANCE(kEks);
    const CliResult warned =
        runAccelctl({u"claim"_s, u"render"_s, u"--name"_s, u"m"_s, u"--mig-profile"_s, u"1g.10gb"_s,
                     u"--snapshot"_s, eks()});
    QCOMPARE(warned.exitCode, 0);
    QVERIFY2(warned.err.contains("has no DeviceClass mig.nvidia.com"), warned.err.constData());
}

void TestCliFleets::celEvalOnTheList_data()
{
    QTest::addColumn<QStringList>("pick");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("expected");
    // gpu-1 is on both nodes: pick one by node; the output of get resourceslices feeds in.
    QTest::addRow("by name and node")
        << QStringList{u"--device-name"_s, u"gpu-1"_s, u"--node"_s, u"gpu-node-2"_s} << 0
        << u"\"Hopper\""_s;
    QTest::addRow("by name, ambiguous")
        << QStringList{u"--device-name"_s, u"gpu-1"_s} << 1
        << u"CEL_DEVICE: 2 devices match (gpu-1 (driver gpu.nvidia.com, node gpu-node-1)"_s;
    QTest::addRow("no pick") << QStringList{} << 1 << u"CEL_DEVICE: 20 devices match"_s;
    QTest::addRow("driver narrows")
        << QStringList{u"--device-name"_s, u"channel-0"_s,
                       u"--driver"_s,      u"compute-domain.nvidia.com"_s,
                       u"--node"_s,        u"gpu-node-1"_s}
        << 1 << u"no such key: architecture"_s;
}

void TestCliFleets::celEvalOnTheList()
{
    QFETCH(QStringList, pick);
    QFETCH(int, exitCode);
    QFETCH(QString, expected);
    ACCEL_REQUIRE_CONFORMANCE(kEks);
    const CliResult r =
        runAccelctl(QStringList{u"cel"_s, u"eval"_s, u"--device"_s, eks()} + pick +
                    QStringList{u"--"_s, u"device.attributes['gpu.nvidia.com'].architecture"_s});
    QCOMPARE(r.exitCode, exitCode);
    const QString all = QString::fromUtf8(r.out + r.err);
    QVERIFY2(all.contains(expected), qPrintable(all));
    if (exitCode != 0 && pick.size() < 4)
        QVERIFY2(all.contains(u"--device-name"_s), qPrintable(all)); // says how to pick
}

void TestCliFleets::migTables()
{
    const CliResult r =
        runAccelctl({u"get"_s, u"gpus"_s, u"--snapshot"_s, fixture(u"cluster/nvidia-mig.yaml"_s)});
    QCOMPARE(r.exitCode, 0);
    const QList<QList<QStringList>> t = tables(r.out);
    QCOMPARE(t.size(), 3); // GPUs, other devices, partitions
    const QStringList h = header(t[0][0]);
    QVERIFY(h.contains(u"MIG"_s));
    const auto gpuRow = [&](const QString &bus) {
        for (const QStringList &row : t[0])
            if (row.value(1) == bus)
                return row;
        return QStringList();
    };
    QCOMPARE(gpuRow(u"0000:07:00.0"_s).at(h.indexOf(u"MIG"_s)),
             u"partitioned: 2 in use, 2 free, 9 would not fit"_s);
    QCOMPARE(gpuRow(u"0000:07:00.0"_s).at(h.indexOf(u"HELD BY"_s)), u"ml/infer, ml/train"_s);
    QCOMPARE(gpuRow(u"0000:3b:00.0"_s).at(h.indexOf(u"PRODUCT"_s)), u"NVIDIA A30"_s);
    // The partitions under their GPU: 13 + 13 + 11 + 4.
    QCOMPARE(header(t[2][0]), (QStringList{u"NODE"_s, u"GPU"_s, u"PARTITION"_s, u"PROFILE"_s,
                                           u"MEMORY"_s, u"STATE"_s, u"HELD BY"_s}));
    QCOMPARE(t[2].size(), 1 + 41);
    bool sawInUse = false;
    for (const QStringList &row : t[2]) {
        // The H100 on h100-mig has a partition of the same name, free.
        if (row.value(0) == u"a100-mig"_s && row.value(2) == u"gpu-0-mig-3g40gb-9-0"_s) {
            QCOMPARE(row.mid(3),
                     (QStringList{u"3g.40gb"_s, u"39.3 GiB"_s, u"in use"_s, u"ml/train"_s}));
            sawInUse = true;
        }
    }
    QVERIFY(sawInUse);
    // The summary counts partitions free per product.
    const CliResult summary = runAccelctl({u"get"_s, u"gpus"_s, u"--summary"_s, u"--snapshot"_s,
                                           fixture(u"cluster/nvidia-mig.yaml"_s)});
    QCOMPARE(summary.exitCode, 0);
    const QList<QList<QStringList>> s = tables(summary.out);
    QCOMPARE(header(s[0][0]).last(), u"MIG FREE"_s);
    QCOMPARE(s[0][1].first(), u"NVIDIA A100-SXM4-80GB"_s);
    QCOMPARE(s[0][1].last(), u"2/26"_s);
    QCOMPARE(s[0].last().first(), u"TOTAL"_s);
}

void TestCliFleets::mixedFleet()
{
    const CliResult r = runAccelctl({u"get"_s, u"gpus"_s, u"--snapshot"_s,
                                     fixture(u"cluster/mixed-vendors.yaml"_s), u"-o"_s, u"wide"_s});
    QCOMPARE(r.exitCode, 0);
    const QList<QList<QStringList>> t = tables(r.out);
    const QStringList h = header(t[0][0]);
    // The vendors' columns and liken's media columns side by side.
    for (const QString &column : {u"MEMORY"_s, u"DRIVER"_s, u"MIG"_s, u"RENDER NODE"_s,
                                  u"CAPABILITIES"_s, u"HEALTH"_s, u"FAMILY"_s, u"COMPUTE"_s})
        QVERIFY2(h.contains(column), qPrintable(h.join(u',')));
    QCOMPARE(t[0].size(), 1 + 5);
    // Other devices: the Gaudi, the NIC's virtual functions, liken's sound device, the FPGA of a
    // driver this version does not know (its attributes shown as they are).
    QStringList kinds;
    for (qsizetype i = 1; i < t[1].size(); ++i)
        kinds << t[1][i].value(2);
    QCOMPARE(kinds,
             (QStringList{u"sound"_s, u"Gaudi accelerator"_s, u"fpga.example.org device"_s,
                          u"SR-IOV virtual function (NIC)"_s, u"SR-IOV virtual function (NIC)"_s}));
    QVERIFY(t[1][3].last().contains(u"board=U55C"_s));
}

QTEST_GUILESS_MAIN(TestCliFleets)
#include "tst_cli_fleets.moc"
