// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl claim match` end to end (issue 7, section 4): claims from a file (several documents
// or a List), classes from --class files, the claim file and the cluster (files win), the cluster
// from --demo or --snapshot; JSON per node (qualifies, chosen per request, reasons, errors) and
// a NODE QUALIFIES CHOSEN REASON table, both saying the scheduler decides; exit 0 when it ran
// (even when nothing qualifies), 1 on bad input, 2 on usage (DESIGN.md, "External contracts").
#include "clirunner.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

const QByteArray kVc1Template = R"(
apiVersion: resource.k8s.io/v1
kind: ResourceClaimTemplate
metadata: {name: decode-vc1}
spec:
  spec:
    devices:
      requests:
      - name: gpu
        exactly: {deviceClassName: gpu-render}
      - name: decodes
        exactly:
          deviceClassName: media-gpu
          selectors:
          - cel: {expression: 'device.attributes["media.liken.sh"].decodeVC1'}
      constraints:
      - {requests: [gpu, decodes], matchAttribute: resource.kubernetes.io/pciBusID}
---
apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata: {name: media-gpu}
spec:
  selectors:
  - cel: {expression: device.driver == "media.liken.sh"}
)";

/// decode-10bit redefined to need VC1 as well: on the demo cluster nothing then qualifies.
const QByteArray kStricterClass = R"(
apiVersion: v1
kind: List
items:
- apiVersion: resource.k8s.io/v1
  kind: DeviceClass
  metadata: {name: decode-10bit}
  spec:
    selectors:
    - cel:
        expression: >-
          device.driver == "media.liken.sh" &&
          device.attributes["media.liken.sh"].decodeVC1
)";

const QByteArray kUnknownClass = R"(
apiVersion: resource.k8s.io/v1
kind: ResourceClaim
metadata: {name: c}
spec:
  devices:
    requests:
    - {name: gpu, exactly: {deviceClassName: no-such-class}}
)";

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QJsonObject nodeOf(const QJsonObject &claim, const QString &name)
{
    for (const QJsonValue &n : claim.value(u"nodes"_s).toArray())
        if (n.toObject().value(u"node"_s).toString() == name)
            return n.toObject();
    return {};
}

} // namespace

class TestCliClaimMatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonOnDemo();
    void table();
    void nothingQualifies();
    void classFileWins();
    void renderedFile();
    void runtimeErrorOnSnapshot();
    void errors_data();
    void errors();
    void help();

private:
    QTemporaryDir m_dir;
};

void TestCliClaimMatch::jsonOnDemo()
{
    // The rendering golden: two classes and the spec's template in one multi-document file.
    const CliResult r =
        runAccelctl({u"claim"_s, u"match"_s, u"--claim"_s, fixture(u"claims/decode-10bit.yaml"_s),
                     u"--demo"_s, u"-o"_s, u"json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    QVERIFY(doc.value(u"advisory"_s).toString().contains(u"the scheduler decides"_s));
    const QJsonArray claims = doc.value(u"claims"_s).toArray();
    QCOMPARE(claims.size(), 1);
    const QJsonObject claim = claims.first().toObject();
    QCOMPARE(claim.value(u"claim"_s).toString(), u"decode-10bit"_s);
    QCOMPARE(claim.value(u"anyQualifies"_s).toBool(), true);
    QCOMPARE(claim.value(u"nodes"_s).toArray().size(), 10); // the demo's 10 nodes
    const QJsonObject arc = nodeOf(claim, u"arc-a770-1"_s);
    QCOMPARE(arc.value(u"qualifies"_s).toBool(), true);
    const QJsonObject chosen = arc.value(u"chosen"_s).toObject();
    QCOMPARE(chosen.value(u"gpu"_s).toArray().first().toObject().value(u"device"_s).toString(),
             u"pci-0000-03-00-0"_s);
    QCOMPARE(chosen.value(u"decodes"_s).toArray().first().toObject().value(u"driver"_s).toString(),
             u"media.liken.sh"_s);
    const QJsonObject h100 = nodeOf(claim, u"h100-1"_s);
    QCOMPARE(h100.value(u"qualifies"_s).toBool(), false);
    QVERIFY(!h100.value(u"reasons"_s).toArray().isEmpty());
    QVERIFY(h100.value(u"errors"_s).toArray().isEmpty());
}

void TestCliClaimMatch::table()
{
    const CliResult r = runAccelctl({u"claim"_s, u"match"_s, u"--claim"_s,
                                     fixture(u"claims/decode-10bit.yaml"_s), u"--demo"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.startsWith(u"ResourceClaimTemplate decode-10bit\nNODE"_s), r.out.constData());
    const QStringList lines = out.split(u'\n');
    QVERIFY(lines.value(1).contains(QRegularExpression(u"^NODE +QUALIFIES +CHOSEN +REASON$"_s)));
    QVERIFY(out.contains(QRegularExpression(
        u"\narc-a770-1 +yes +gpu=pci-0000-03-00-0, decodes=pci-0000-03-00-0 +-\n"_s)));
    QVERIFY(out.contains(QRegularExpression(u"\nh100-1 +no +- +request "_s)));
    QVERIFY(out.contains(u"note: This preview is advisory: the scheduler decides."_s));
    QVERIFY(r.err.contains("note: showing the embedded demo cluster"));
}

void TestCliClaimMatch::nothingQualifies()
{
    const QString claim = write(m_dir, u"vc1.yaml"_s, kVc1Template);
    const CliResult r =
        runAccelctl({u"claim"_s, u"match"_s, u"--claim"_s, claim, u"--demo"_s, u"-o"_s, u"json"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("ResourceClaimTemplate decode-vc1: no node qualifies"),
             r.err.constData());
    const QJsonObject c =
        QJsonDocument::fromJson(r.out).object().value(u"claims"_s).toArray().first().toObject();
    QCOMPARE(c.value(u"anyQualifies"_s).toBool(), false);
    const QString advice = c.value(u"advice"_s).toVariant().toStringList().join(u' ');
    QVERIFY(advice.contains(u"would stay Pending"_s));
    QVERIFY(advice.contains(u"a second claim on any render node"_s));
    QVERIFY(advice.contains(u"no claim at all"_s));
    // arc-a770-2's second GPU failed its capability query (demo-cluster.yaml).
    QCOMPARE(nodeOf(c, u"arc-a770-2"_s).value(u"likelyFailedQuery"_s).toBool(), true);
    QCOMPARE(nodeOf(c, u"arc-a770-1"_s).value(u"likelyFailedQuery"_s).toBool(), false);
}

void TestCliClaimMatch::classFileWins()
{
    // The demo cluster has decode-10bit; the --class file's decode-10bit wins.
    const QString classes = write(m_dir, u"strict.yaml"_s, kStricterClass);
    const CliResult r =
        runAccelctl({u"claim"_s, u"match"_s, u"--claim"_s, fixture(u"claims/decode-10bit.yaml"_s),
                     u"--class"_s, classes, u"--demo"_s, u"-o"_s, u"json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject c =
        QJsonDocument::fromJson(r.out).object().value(u"claims"_s).toArray().first().toObject();
    QCOMPARE(c.value(u"anyQualifies"_s).toBool(), false);
    const QString terms = nodeOf(c, u"arc-a770-1"_s)
                              .value(u"requests"_s)
                              .toArray()
                              .at(1)
                              .toObject()
                              .value(u"falseTerms"_s)
                              .toVariant()
                              .toStringList()
                              .join(u'\n');
    QVERIFY2(terms.contains(u"decodeVC1 was false"_s), qPrintable(terms));
}

void TestCliClaimMatch::renderedFile()
{
    // What `claim render` prints is a valid --claim file (its classes come with it).
    const CliResult rendered =
        runAccelctl({u"claim"_s, u"render"_s, u"--name"_s, u"vp9"_s, u"--require"_s,
                     u"decodeVP9,scale8bit"_s, u"--selector-form"_s});
    QCOMPARE(rendered.exitCode, 0);
    const QString file = write(m_dir, u"vp9.yaml"_s, rendered.out);
    const CliResult r =
        runAccelctl({u"claim"_s, u"match"_s, u"--claim"_s, file, u"--demo"_s, u"-o"_s, u"json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject c =
        QJsonDocument::fromJson(r.out).object().value(u"claims"_s).toArray().first().toObject();
    QCOMPARE(c.value(u"claim"_s).toString(), u"vp9"_s);
    QCOMPARE(nodeOf(c, u"arc-a770-2"_s).value(u"qualifies"_s).toBool(), true);
    QCOMPARE(nodeOf(c, u"gb200-1"_s).value(u"qualifies"_s).toBool(), false);
}

void TestCliClaimMatch::runtimeErrorOnSnapshot()
{
    // media-fleet.yaml: GPU 0000:05:00.0 comes from an older agent without decodeHEVCMain10, so
    // decode-10bit's selector fails at run time there: an allocation error, not a non-match
    // (k8s NOTES section 2).
    const CliResult r =
        runAccelctl({u"claim"_s, u"match"_s, u"--claim"_s, fixture(u"claims/decode-10bit.yaml"_s),
                     u"--snapshot"_s, fixture(u"cluster/media-fleet.yaml"_s)});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains(QRegularExpression(
                 u"\narc-1 +error +- +CEL runtime error: media.liken.sh/pci-0000-05-00-0: "
                 "[0-9]+:[0-9]+: no such key: decodeHEVCMain10 \\(the scheduler treats it as "
                 "an allocation error"_s)),
             r.out.constData());
    QVERIFY(out.contains(u"Allocation errors on 1 node(s) (arc-1)"_s));
}

void TestCliClaimMatch::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("errText");

    const QString unknown = write(m_dir, u"unknown.yaml"_s, kUnknownClass);
    const QString notClaims = write(m_dir, u"pod.yaml"_s, "{apiVersion: v1, kind: Pod}\n");
    const QString decode = fixture(u"claims/decode-10bit.yaml"_s);
    QTest::addRow("unknown class") << QStringList{u"--claim"_s, unknown, u"--demo"_s} << 1
                                   << u"CLAIM_INPUT: ResourceClaim c: spec.devices.requests[0]."
                                      "exactly.deviceClassName: no DeviceClass named "
                                      "\"no-such-class\""_s;
    QTest::addRow("no claims in the file")
        << QStringList{u"--claim"_s, notClaims, u"--demo"_s} << 1
        << u"CLAIM_INPUT: no ResourceClaim or ResourceClaimTemplate"_s;
    QTest::addRow("missing file") << QStringList{u"--claim"_s, m_dir.filePath(u"nope.yaml"_s),
                                                 u"--demo"_s}
                                  << 1 << u"FILE_READ"_s;
    QTest::addRow("no --claim") << QStringList{u"--demo"_s} << 2 << u"needs --claim FILE"_s;
    QTest::addRow("-o yaml") << QStringList{u"--claim"_s, decode, u"--demo"_s, u"-o"_s, u"yaml"_s}
                             << 2 << QString();
    QTest::addRow("positional argument")
        << QStringList{u"--claim"_s, decode, u"--demo"_s, u"extra"_s} << 2
        << u"takes no arguments"_s;
    QTest::addRow("--snapshot and --demo")
        << QStringList{u"--claim"_s, decode, u"--demo"_s, u"--snapshot"_s,
                       fixture(u"cluster/media-fleet.yaml"_s)}
        << 2 << u"exclude each other"_s;
}

void TestCliClaimMatch::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, errText);
    const CliResult r = runAccelctl(QStringList{u"claim"_s, u"match"_s} + args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains(errText), r.err.constData());
}

void TestCliClaimMatch::help()
{
    const CliResult r = runAccelctl({u"claim"_s, u"match"_s, u"--help"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("Usage: accelctl claim match --claim FILE [--class FILE...]"));
    for (const char *option : {"--snapshot", "--demo", "--kubeconfig", "--context", "--output"})
        QVERIFY2(r.out.contains(option), option);
    const CliResult general = runAccelctl({u"--help"_s});
    QVERIFY(general.out.contains("claim match"));
}

QTEST_GUILESS_MAIN(TestCliClaimMatch)
#include "tst_cli_claim_match.moc"
