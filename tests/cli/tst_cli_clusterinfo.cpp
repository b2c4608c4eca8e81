// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl cluster info` end to end (issue 8, sections 1 and 4): detection from snapshot files,
// data on stdout (table, JSON, YAML), events and the GPU-defaults warning on stderr
// (DESIGN.md, "External contracts"), flag validation and exit codes.
#include "clirunner.h"
#include "doc/documentreader.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Accel;
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

QString detection(const QString &name)
{
    return fixture(u"nvcre/detection/"_s + name + u".snapshot.yaml"_s);
}

QStringList strings(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &item : value.toArray())
        out << item.toString();
    return out;
}
} // namespace

class TestCliClusterInfo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void json_data();
    void json();
    void table();
    void yamlOutput();
    void gpuDefaultsWarning();
    void demo();
    void usage_data();
    void usage();
    void badSnapshot();
};

void TestCliClusterInfo::json_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<QStringList>("targets");
    QTest::addColumn<QStringList>("excluded");
    QTest::addColumn<QString>("nic");
    QTest::addColumn<QString>("stderrLine"); // one full stderr line that must appear ("" = none)

    QTest::addRow("gke, seven networks")
        << QStringList{u"--snapshot"_s, detection(u"gcp-networks-7"_s)} << u"gcp"_s << u"h100"_s
        << QStringList{u"gcp-h100-node-01"_s, u"gcp-h100-node-02"_s} << QStringList() << QString()
        << u"Warning GKENetworkDetection: GKE TCPXO network auto-detection found 7 networks "
           "allocatable on every target node (gpu-nic0, gpu-nic1, gpu-nic2, gpu-nic3, gpu-nic4, "
           "gpu-nic5, gpu-nic6), but TCPXO needs exactly 8 GPU NIC networks per node "
           "(a3-megagpu-8g); rendering the default networks gpu-nic0..gpu-nic7 instead; GKE "
           "rejects the pods unless Network objects with those names exist."_s;
    QTest::addRow("mixed architectures")
        << QStringList{u"--snapshot"_s, detection(u"mixed-architectures"_s)} << u"aws"_s
        << u"h100"_s << QStringList{u"aws-h100-1"_s, u"aws-h100-2"_s, u"aws-h100-3"_s}
        << QStringList{u"aws-a100-1"_s, u"aws-unlabelled-1"_s} << QString()
        << u"Warning HeterogeneousGPU: Filtered 3/5 nodes to primary GPU architecture h100; "
           "excluded: aws-a100-1, aws-unlabelled-1"_s;
    QTest::addRow("metal3 with --platform onprem")
        << QStringList{u"--snapshot"_s, detection(u"metal3-trap"_s), u"--platform"_s, u"onprem"_s}
        << u"onprem"_s << u"gb300"_s << QStringList{u"mistral-gb300-1"_s, u"mistral-gb300-2"_s}
        << QStringList() << u"rdma/ib"_s << QString();
    QTest::addRow("label-less with --gpu-arch")
        << QStringList{u"--snapshot"_s, detection(u"resourceslices-no-productname"_s),
                       u"--gpu-arch"_s, u"gb300"_s}
        << u"nscale"_s << u"gb300"_s << QStringList{u"nscale-gb300-a"_s, u"nscale-gb300-b"_s}
        << QStringList() << QString() << QString();
    QTest::addRow("cordoned, included")
        << QStringList{u"--snapshot"_s, detection(u"cordoned"_s), u"--include-cordoned"_s}
        << u"onprem"_s << u"gb300"_s
        << QStringList{u"onprem-gb300-1"_s, u"onprem-gb300-2"_s, u"onprem-gb300-3"_s}
        << QStringList() << u"nvidia.com/mlnxnics"_s << QString();
    QTest::addRow("cordoned, mlnx-per-node 1")
        << QStringList{u"--snapshot"_s, detection(u"cordoned"_s), u"--mlnx-per-node"_s, u"1"_s}
        << u"onprem"_s << u"gb300"_s << QStringList{u"onprem-gb300-1"_s, u"onprem-gb300-3"_s}
        << QStringList{u"onprem-gb300-2"_s} << QString()
        << u"Normal NICResourceDetection: NIC resource auto-detection found multiple candidates "
           "allocatable on every target node (nvidia.com/mlnxnics, rdma/ib); no NIC resource is "
           "requested. Set nicResourceName to choose one."_s;
    QTest::addRow("nic-resource-name")
        << QStringList{u"--snapshot"_s, detection(u"cordoned"_s), u"--mlnx-per-node"_s,
                       u"1"_s,          u"--nic-resource-name"_s, u"rdma/ib"_s}
        << u"onprem"_s << u"gb300"_s << QStringList{u"onprem-gb300-1"_s, u"onprem-gb300-3"_s}
        << QStringList{u"onprem-gb300-2"_s} << u"rdma/ib"_s
        << u"Warning CordonedNodesExcluded: Excluded 1 cordoned node(s) from certification: "
           "onprem-gb300-2"_s;
    QTest::addRow("selector and nodes")
        << QStringList{u"--snapshot"_s, detection(u"target-selector"_s),
                       u"-l"_s,         u"pool=training"_s,
                       u"--node"_s,     u"pool-a-2"_s,
                       u"--node"_s,     u"pool-b-1"_s}
        << u"onprem"_s << u"h100"_s << QStringList{u"pool-a-2"_s} << QStringList() << QString()
        << QString();
}

void TestCliClusterInfo::json()
{
    QFETCH(QStringList, args);
    QFETCH(QString, platform);
    QFETCH(QString, arch);
    QFETCH(QStringList, targets);
    QFETCH(QStringList, excluded);
    QFETCH(QString, nic);
    QFETCH(QString, stderrLine);
    const CliResult r =
        runAccelctl(QStringList{u"cluster"_s, u"info"_s, u"-o"_s, u"json"_s} + args);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject info = parseJson(r.out);
    QCOMPARE(info[u"platform"_s].toString(), platform);
    QCOMPARE(info[u"gpuArchitecture"_s].toString(), arch);
    QCOMPARE(strings(info[u"targetNodes"_s]), targets);
    QCOMPARE(strings(info[u"excludedNodes"_s]), excluded);
    QCOMPARE(info[u"nicResourceName"_s].toString(), nic);
    QCOMPARE(info[u"source"_s].toString(), args.at(1));
    const QStringList errLines = QString::fromUtf8(r.err).split(u'\n', Qt::SkipEmptyParts);
    if (!stderrLine.isEmpty())
        QVERIFY2(errLines.contains(stderrLine), r.err.constData());
    // Events are data too: every stderr event line is one of the JSON events.
    for (const QJsonValue &event : info[u"events"_s].toArray()) {
        const QString line = event[u"type"_s].toString() + u' ' + event[u"reason"_s].toString() +
                             u": "_s + event[u"message"_s].toString();
        QVERIFY2(errLines.contains(line), qPrintable(line));
    }
    QVERIFY(!r.out.contains("Warning "));
}

void TestCliClusterInfo::table()
{
    const CliResult r = runAccelctl(
        {u"cluster"_s, u"info"_s, u"--snapshot"_s, detection(u"gcp-networks-annotated"_s)});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(r.err, QByteArray());
    const QStringList lines = QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts);
    const auto row = [&](const QString &field) {
        for (const QString &line : lines) {
            if (line.startsWith(field + u"  "_s))
                return line.mid(field.size()).trimmed();
        }
        return u"<missing>"_s;
    };
    QVERIFY(lines.first().startsWith(u"FIELD"_s));
    QCOMPARE(row(u"Platform"_s), u"gcp"_s);
    QCOMPARE(row(u"Platform reason"_s),
             u"providerID \"gce://nv-dgxck8s-test/us-east5-a/gcp-h100-node-01\" of node "
             "gcp-h100-node-01"_s);
    QCOMPARE(row(u"GPU architecture"_s), u"h100"_s);
    QCOMPARE(row(u"Architecture votes"_s), u"h100=2"_s);
    QCOMPARE(row(u"Target nodes"_s), u"2: gcp-h100-node-01, gcp-h100-node-02"_s);
    QCOMPARE(row(u"Excluded nodes"_s), u"<none>"_s);
    QCOMPARE(row(u"TCPXO networks"_s),
             u"aicr-uat-gpu-nic-7, aicr-uat-gpu-nic-6, aicr-uat-gpu-nic-5, aicr-uat-gpu-nic-4, "
             "aicr-uat-gpu-nic-3, aicr-uat-gpu-nic-2, aicr-uat-gpu-nic-1, aicr-uat-gpu-nic-0"_s);
    QCOMPARE(row(u"TCPXO plugin"_s),
             u"v1.0.16: NCCL image nvcr.io/nvidia/pytorch:25.06-py3, training image "
             "nvcr.io/nvidia/pytorch:25.06-py3, tcpxo-daemon "
             "us-docker.pkg.dev/gce-ai-infra/gpudirect-tcpxo/tcpgpudmarxd-dev:v1.0.22"_s);
    QCOMPARE(row(u"NIC resource"_s), u"<not detected: only on-prem gb200, gb300, b200 and b300>"_s);
}

void TestCliClusterInfo::yamlOutput()
{
    const CliResult r = runAccelctl({u"cluster"_s, u"info"_s, u"-o"_s, u"yaml"_s, u"--snapshot"_s,
                                     detection(u"resourceslices-fallback"_s)});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const Result<QJsonValue> doc = Doc::readDocument(r.out, u"stdout"_s);
    QVERIFY(doc);
    const QJsonObject info = doc->toObject();
    QCOMPARE(info[u"platform"_s].toString(), u"nscale"_s);
    QCOMPARE(info[u"gpuArchitecture"_s].toString(), u"gb300"_s);
    QCOMPARE(info[u"resourceSliceFallbackUsed"_s].toBool(), true);
    QCOMPARE(info[u"archVotes"_s].toObject()[u"gb300"_s].toInt(), 2);
    QVERIFY(r.err.contains("Normal ResourceSliceFallback: Read the nvidia.com/gpu.product label "
                           "of 2 target node(s)"));
}

void TestCliClusterInfo::gpuDefaultsWarning()
{
    // Spec "On-prem clusters": cluster info prints the GPUArchitectureDefaults message on stderr.
    const CliResult r = runAccelctl({u"cluster"_s, u"info"_s, u"-o"_s, u"json"_s, u"--snapshot"_s,
                                     fixture(u"nvcre/cluster-info/gcp-l4.snapshot.yaml"_s)});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString warning =
        u"GPU architecture \"l4\" has no entry in the catalog's GPU defaults, which fall back to "
        "gpusPerNode=4 mlnxPerNode=0 for it; this run is sized at gpusPerNode=4 mlnxPerNode=0. "
        "If the nodes differ, set spec.gpusPerNode and spec.mlnxPerNode (or "
        "spec.categories[].options), and file an issue so the architecture can be added to the "
        "catalog."_s;
    QVERIFY2(QString::fromUtf8(r.err).split(u'\n').contains(u"warning: "_s + warning),
             r.err.constData());
    const QJsonObject info = parseJson(r.out);
    QCOMPARE(info[u"gpuArchitecture"_s].toString(), u"l4"_s);
    QCOMPARE(strings(info[u"warnings"_s]), QStringList{warning});

    // A known architecture stays silent.
    const CliResult known =
        runAccelctl({u"cluster"_s, u"info"_s, u"--snapshot"_s, detection(u"gcp-h100-gfd"_s)});
    QCOMPARE(known.exitCode, 0);
    QVERIFY(!known.err.contains("GPU defaults"));
}

void TestCliClusterInfo::demo()
{
    const CliResult r = runAccelctl({u"cluster"_s, u"info"_s, u"--demo"_s, u"-o"_s, u"json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.err.contains("note: showing the embedded demo cluster"));
    const QJsonObject info = parseJson(r.out);
    QVERIFY(!info[u"platform"_s].toString().isEmpty());
    QVERIFY(!info[u"gpuArchitecture"_s].toString().isEmpty());
}

void TestCliClusterInfo::usage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString snap = detection(u"tie"_s);
    QTest::addRow("unknown platform")
        << QStringList{u"--snapshot"_s, snap, u"--platform"_s, u"bogus"_s}
        << u"invalid --platform \"bogus\": must be one of aws, gcp, azure, oci, onprem, "
           "togetherai, mistral, forge, nscale"_s;
    QTest::addRow("unknown gpu arch")
        << QStringList{u"--snapshot"_s, snap, u"--gpu-arch"_s, u"gb2OO"_s}
        << u"invalid --gpu-arch \"gb2OO\": must be one of a100, b200, b300, gb200, gb300, h100, "
           "h200, l40, l40s, rtxpro6000"_s;
    QTest::addRow("snapshot and demo")
        << QStringList{u"--snapshot"_s, snap, u"--demo"_s}
        << u"cluster info: --snapshot and --demo exclude each other"_s;
    QTest::addRow("negative mlnx")
        << QStringList{u"--snapshot"_s, snap, u"--mlnx-per-node"_s, u"-1"_s}
        << u"--mlnx-per-node needs a whole number >= 0, not \"-1\""_s;
    QTest::addRow("selector without =") << QStringList{u"--snapshot"_s, snap, u"-l"_s, u"pool"_s}
                                        << u"--selector needs KEY=VALUE, not \"pool\""_s;
    QTest::addRow("bad output") << QStringList{u"--snapshot"_s, snap, u"-o"_s, u"wide"_s}
                                << u"wide"_s;
    QTest::addRow("positional") << QStringList{u"--snapshot"_s, snap, u"extra"_s} << u"extra"_s;
}

void TestCliClusterInfo::usage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliResult r = runAccelctl(QStringList{u"cluster"_s, u"info"_s} + args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QCOMPARE(r.out, QByteArray());
}

void TestCliClusterInfo::badSnapshot()
{
    const CliResult r = runAccelctl(
        {u"cluster"_s, u"info"_s, u"--snapshot"_s, fixture(u"nvcre/no-such-file.yaml"_s)});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith("SNAPSHOT_READ"), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliClusterInfo)
#include "tst_cli_clusterinfo.moc"
