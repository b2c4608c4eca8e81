// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl claim render` end to end (issue 7, section 4): the YAML is the rendering golden of
// tests/fixtures/claims, JSON is a v1 List, bad names and capabilities exit 1 with their code,
// missing arguments exit 2 (DESIGN.md, "External contracts").
#include "clirunner.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Accel::Test;
using namespace Qt::StringLiterals;

class TestCliClaim : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void yamlGolden_data();
    void yamlGolden();
    void json();
    void warnings();
    void errors_data();
    void errors();
    void help();
};

void TestCliClaim::yamlGolden_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("golden");

    QTest::addRow("decode-10bit, default -o")
        << QStringList{u"--name"_s,           u"decode-10bit"_s, u"--require"_s,
                       u"decodeHEVCMain10"_s, u"--require"_s,    u"scale10bit"_s}
        << u"decode-10bit"_s;
    QTest::addRow("decode-10bit, comma list, -o yaml")
        << QStringList{u"--name"_s,    u"decode-10bit"_s,
                       u"--require"_s, u"decodeHEVCMain10,scale10bit"_s,
                       u"-o"_s,        u"yaml"_s}
        << u"decode-10bit"_s;
    QTest::addRow("decode-10bit, further arguments")
        << QStringList{u"--name"_s, u"decode-10bit"_s, u"--require"_s, u"decodeHEVCMain10"_s,
                       u"scale10bit"_s}
        << u"decode-10bit"_s;
    QTest::addRow("VP9 + scale8bit, selector form")
        << QStringList{u"--name"_s,    u"decode-vp9"_s, u"--require"_s,      u"decodeVP9"_s,
                       u"--require"_s, u"scale8bit"_s,  u"--selector-form"_s}
        << u"vp9-scale8bit-selector"_s;
    QTest::addRow("display-render reuse")
        << QStringList{u"--name"_s,           u"decode-10bit"_s,  u"--require"_s,
                       u"decodeHEVCMain10"_s, u"--require"_s,     u"scale10bit"_s,
                       u"--render-class"_s,   u"display-render"_s}
        << u"display-render-reuse"_s;
}

void TestCliClaim::yamlGolden()
{
    QFETCH(QStringList, args);
    QFETCH(QString, golden);
    const CliResult r = runAccelctl(QStringList{u"claim"_s, u"render"_s} + args);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QFile expected(fixture(u"claims/%1.yaml"_s.arg(golden)));
    QVERIFY(expected.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(r.out), QString::fromUtf8(expected.readAll()));
}

void TestCliClaim::json()
{
    const CliResult r =
        runAccelctl({u"claim"_s, u"render"_s, u"--name"_s, u"decode-10bit"_s, u"--require"_s,
                     u"decodeHEVCMain10"_s, u"--require"_s, u"scale10bit"_s, u"-o"_s, u"json"_s});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QJsonParseError error;
    const QJsonObject list = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(list[u"apiVersion"_s].toString(), u"v1"_s);
    QCOMPARE(list[u"kind"_s].toString(), u"List"_s);
    const QJsonArray items = list[u"items"_s].toArray();
    QCOMPARE(items.size(), 3);
    QCOMPARE(items.at(0)[u"kind"_s].toString(), u"DeviceClass"_s);
    QCOMPARE(items.at(1)[u"metadata"_s][u"name"_s].toString(), u"gpu-render"_s);
    QCOMPARE(items.at(2)[u"kind"_s].toString(), u"ResourceClaimTemplate"_s);
    QCOMPARE(
        items.at(2)[u"spec"_s][u"spec"_s][u"devices"_s][u"constraints"_s][0][u"matchAttribute"_s]
            .toString(),
        u"resource.kubernetes.io/pciBusID"_s);
    QCOMPARE(
        list[u"podSnippet"_s][u"spec"_s][u"resourceClaims"_s][0][u"resourceClaimTemplateName"_s]
            .toString(),
        u"decode-10bit"_s);
}

void TestCliClaim::warnings()
{
    // A name outside the known set renders, with a warning on stderr.
    const CliResult r = runAccelctl(
        {u"claim"_s, u"render"_s, u"--name"_s, u"decode-av2"_s, u"--require"_s, u"decodeAV2"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.startsWith("warning: decodeAV2 is not a capability"), r.err.constData());
    QVERIFY(r.out.contains("device.attributes[\"media.liken.sh\"].decodeAV2\n"));
}

void TestCliClaim::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("errStart");

    const QStringList vp9{u"--require"_s, u"decodeVP9"_s};
    QTest::addRow("bad name") << (QStringList{u"--name"_s, u"Decode_10bit"_s} + vp9) << 1
                              << QByteArray("CLAIM_NAME: ResourceClaimTemplate name "
                                            "\"Decode_10bit\"");
    QTest::addRow("bad render class")
        << (QStringList{u"--name"_s, u"d"_s, u"--render-class"_s, u"Display"_s} + vp9) << 1
        << QByteArray("CLAIM_NAME: existing render-node class name \"Display\"");
    QTest::addRow("name is the render class")
        << (QStringList{u"--name"_s, u"gpu-render"_s} + vp9) << 1
        << QByteArray("CLAIM_NAME: the render-node class and the capability class");
    QTest::addRow("bad capability")
        << QStringList{u"--name"_s, u"d"_s, u"--require"_s, u"decode-VP9"_s} << 1
        << QByteArray("CLAIM_CAPABILITY: capability \"decode-VP9\"");
    QTest::addRow("string attribute")
        << QStringList{u"--name"_s, u"d"_s, u"--require"_s, u"vaDriver"_s} << 1
        << QByteArray("CLAIM_CAPABILITY: \"vaDriver\" is a string attribute");
    QTest::addRow("no name") << vp9 << 2 << QByteArray("accelctl: claim render needs --name");
    QTest::addRow("no capability")
        << QStringList{u"--name"_s, u"d"_s} << 2
        << QByteArray("accelctl: claim render needs at least one --require");
    QTest::addRow("table output") << (QStringList{u"--name"_s, u"d"_s, u"-o"_s, u"table"_s} + vp9)
                                  << 2 << QByteArray("accelctl: unknown output format \"table\"");
    QTest::addRow("unknown option")
        << (QStringList{u"--name"_s, u"d"_s, u"--class"_s, u"x"_s} + vp9) << 2
        << QByteArray("accelctl: Unknown option");
}

void TestCliClaim::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, errStart);
    const CliResult r = runAccelctl(QStringList{u"claim"_s, u"render"_s} + args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.startsWith(errStart), r.err.constData());
}

void TestCliClaim::help()
{
    const CliResult r = runAccelctl({u"claim"_s, u"render"_s, u"--help"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("Usage: accelctl claim render --name N (--require CAP..."));
    QVERIFY(r.out.contains("--mig-profile P"));
    QVERIFY(r.out.contains("--selector-form"));
    const CliResult general = runAccelctl({u"--help"_s});
    QVERIFY(general.out.contains("claim render"));
}

QTEST_GUILESS_MAIN(TestCliClaim)
#include "tst_cli_claim.moc"
