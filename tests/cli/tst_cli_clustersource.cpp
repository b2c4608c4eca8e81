// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// accelctl's cluster source through the command line (issue 18, sections 1, 3 and 4): bad input
// gives a clear error naming the file or the flag, KUBECONFIG_MISSING's hint names only what
// each command family takes, --ca-file reaches an API server with a private CA, and the Claims
// panel's DeviceClass-conflict rule shows in `claim render` and `claim match`.
#include "clirunner.h"
#include "fakeapiserver.h"
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

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/// decode-10bit selecting VP9: the demo's decode-10bit selects HEVC Main10 and 10-bit scaling.
const QByteArray Vp9Class = R"(apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata: {name: decode-10bit}
spec:
  selectors:
  - cel: {expression: 'device.driver == "media.liken.sh" && device.attributes["media.liken.sh"].decodeVP9'}
)";

} // namespace

class TestCliClusterSource : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void missingKubeconfigHint_data();
    void missingKubeconfigHint();
    void badInput_data();
    void badInput();
    void privateCa_data();
    void privateCa();
    void classConflict_data();
    void classConflict();

private:
    /// No kubeconfig anywhere: HOME is an empty folder, KUBECONFIG unset.
    QProcessEnvironment noKubeconfig() const;

    FakeApiServer m_api;
    QTemporaryDir m_dir;
    QString m_kubeconfig;
    QString m_kubeconfigWithoutCa;
};

void TestCliClusterSource::initTestCase()
{
    QString error;
    QVERIFY2(m_api.start(&error), qPrintable(error));
    QVERIFY(m_api.setObjectsFromFile(fixture(u"cluster/media-fleet.yaml"_s)));
    m_kubeconfig = m_api.writeKubeconfig(m_dir.path());
    QVERIFY(!m_kubeconfig.isEmpty());
    QFile in(m_kubeconfig);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray text = in.readAll();
    QVERIFY(text.contains("certificate-authority: ca.crt"));
    text.replace("    certificate-authority: ca.crt\n", "");
    m_kubeconfigWithoutCa = m_dir.filePath(u"no-ca-kubeconfig"_s);
    QVERIFY(writeFile(m_kubeconfigWithoutCa, text));
    QVERIFY(QDir().mkpath(m_dir.filePath(u"empty-home"_s)));
}

QProcessEnvironment TestCliClusterSource::noKubeconfig() const
{
    QProcessEnvironment env;
    env.insert(u"HOME"_s, m_dir.filePath(u"empty-home"_s));
    env.insert(u"KUBECONFIG"_s, QString());
    return env;
}

void TestCliClusterSource::missingKubeconfigHint_data()
{
    // Issue 18, section 4: "KUBECONFIG_MISSING suggests --snapshot/--demo on commands that do
    // not take them". One row per command family.
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QStringList>("never");
    const QStringList both{u"--kubeconfig"_s, u"KUBECONFIG"_s, u"--snapshot"_s, u"--demo"_s};
    QTest::addRow("get gpus: --snapshot and --demo")
        << QStringList{u"get"_s, u"gpus"_s} << both << QStringList{};
    QTest::addRow("claim match: --snapshot and --demo")
        << QStringList{u"claim"_s, u"match"_s, u"--claim"_s, fixture(u"claims/decode-10bit.yaml"_s)}
        << both << QStringList{};
    QTest::addRow("explain pod: --snapshot and --demo")
        << QStringList{u"explain"_s, u"pod"_s, u"web"_s, u"-n"_s, u"ml"_s} << both << QStringList{};
    QTest::addRow("apply: a live context only")
        << QStringList{u"apply"_s, u"-f"_s, fixture(u"claims/decode-10bit.yaml"_s)}
        << QStringList{u"--kubeconfig"_s, u"KUBECONFIG"_s}
        << QStringList{u"--snapshot"_s, u"--demo"_s};
    QTest::addRow("certification render --dry-run: --snapshot, no --demo")
        << QStringList{u"certification"_s, u"render"_s,
                       fixture(u"nvcre/certification/onprem-gb300.yaml"_s), u"--dry-run"_s}
        << QStringList{u"--kubeconfig"_s, u"--snapshot"_s} << QStringList{u"--demo"_s};
    QTest::addRow("workflow render --dry-run: --snapshot, no --demo")
        << QStringList{u"workflow"_s, u"render"_s, fixture(u"nvcre/workflowrender/workflow.yaml"_s),
                       u"--dry-run"_s}
        << QStringList{u"--kubeconfig"_s, u"--snapshot"_s} << QStringList{u"--demo"_s};
}

void TestCliClusterSource::missingKubeconfigHint()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, names);
    QFETCH(QStringList, never);
    const CliResult r = runAccelctl(args, noKubeconfig());
    QCOMPARE(r.exitCode, 1);
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.startsWith(u"KUBECONFIG_MISSING: "_s), r.err.constData());
    const qsizetype at = err.indexOf(u"\nhint: "_s);
    QVERIFY2(at > 0, r.err.constData());
    const QString hint = err.mid(at + 7).section(u'\n', 0, 0);
    for (const QString &name : names)
        QVERIFY2(hint.contains(name), qPrintable(hint));
    for (const QString &name : never)
        QVERIFY2(!hint.contains(name), qPrintable(hint));
}

void TestCliClusterSource::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("errStarts");
    QTest::addColumn<QString>("names"); ///< what the error must name
    const QString broken = m_dir.filePath(u"broken-kubeconfig"_s);
    writeFile(broken, "clusters: [unclosed\n");
    const QString missingCa = m_dir.filePath(u"no-such-ca.pem"_s);
    const QString notPem = m_dir.filePath(u"not-a-ca.pem"_s);
    writeFile(notPem, "hello\n");
    const QString missingSnapshot = m_dir.filePath(u"no-such-snapshot.yaml"_s);
    QTest::addRow("unreadable kubeconfig")
        << QStringList{u"get"_s, u"gpus"_s, u"--kubeconfig"_s, broken} << 1
        << u"KUBECONFIG_PARSE: "_s << broken;
    QTest::addRow("missing --kubeconfig file")
        << QStringList{u"get"_s, u"pools"_s, u"--kubeconfig"_s, m_dir.filePath(u"nope"_s)} << 1
        << u"KUBECONFIG_MISSING: "_s << m_dir.filePath(u"nope"_s);
    QTest::addRow("missing CA file") << QStringList{u"get"_s,     u"gpus"_s,      u"--kubeconfig"_s,
                                                    m_kubeconfig, u"--ca-file"_s, missingCa}
                                     << 1 << u"KUBE_CREDENTIALS: "_s << missingCa;
    QTest::addRow("CA file with no certificate")
        << QStringList{u"apply"_s,
                       u"-f"_s,
                       fixture(u"claims/decode-10bit.yaml"_s),
                       u"--kubeconfig"_s,
                       m_kubeconfig,
                       u"--ca-file"_s,
                       notPem}
        << 1 << u"KUBE_CREDENTIALS: "_s << notPem;
    QTest::addRow("missing snapshot file")
        << QStringList{u"get"_s, u"claims"_s, u"-A"_s, u"--snapshot"_s, missingSnapshot} << 1
        << u"SNAPSHOT_READ: "_s << missingSnapshot;
    QTest::addRow("bad --request-timeout")
        << QStringList{u"get"_s, u"gpus"_s, u"--demo"_s, u"--request-timeout"_s, u"soon"_s} << 2
        << u"accelctl: get gpus: --request-timeout needs a number of seconds"_s << u"\"soon\""_s;
    QTest::addRow("--request-timeout past a day (apply)")
        << QStringList{u"apply"_s, u"-f"_s, fixture(u"claims/decode-10bit.yaml"_s),
                       u"--request-timeout"_s, u"90000"_s}
        << 2 << u"accelctl: apply: --request-timeout needs"_s << u"\"90000\""_s;
    QTest::addRow("--context with --snapshot")
        << QStringList{u"claim"_s,      u"allocate"_s,
                       u"--claim"_s,    fixture(u"claims/decode-10bit.yaml"_s),
                       u"--node"_s,     u"n"_s,
                       u"--snapshot"_s, missingSnapshot,
                       u"--context"_s,  u"lab"_s}
        << 2 << u"accelctl: claim allocate: --kubeconfig and --context read a live"_s
        << u"--snapshot or --demo"_s;
}

void TestCliClusterSource::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, errStarts);
    QFETCH(QString, names);
    const CliResult r = runAccelctl(args, noKubeconfig());
    QCOMPARE(r.exitCode, exitCode);
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.startsWith(errStarts), r.err.constData());
    QVERIFY2(err.section(u'\n', 0, 0).contains(names), r.err.constData());
    if (exitCode == 1)
        QVERIFY2(err.contains(u"\nhint: "_s), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestCliClusterSource::privateCa_data()
{
    QTest::addColumn<bool>("withCaFile");
    QTest::addColumn<int>("exitCode");
    QTest::addRow("no CA for the server: refused, never unverified") << false << 1;
    QTest::addRow("--ca-file names the server's CA") << true << 0;
}

void TestCliClusterSource::privateCa()
{
    QFETCH(bool, withCaFile);
    QFETCH(int, exitCode);
    QStringList args{u"get"_s, u"gpus"_s, u"--kubeconfig"_s, m_kubeconfigWithoutCa,
                     u"-o"_s,  u"json"_s};
    if (withCaFile)
        args << u"--ca-file"_s << m_api.ca().caCertificatePath();
    const CliResult r = runAccelctl(args, noKubeconfig());
    QCOMPARE(r.exitCode, exitCode);
    if (exitCode != 0) {
        QVERIFY2(r.err.startsWith("KUBE_TLS: "), r.err.constData());
        return;
    }
    const QJsonDocument json = QJsonDocument::fromJson(r.out);
    QVERIFY2(!json.isNull(), r.out.constData());
    QVERIFY2(r.err.contains("note: read resource.k8s.io/"), r.err.constData());
}

void TestCliClusterSource::classConflict_data()
{
    // Issue 18, section 3: the Claims panel's warning, from the same rule in core/dra.
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("warned");
    const QString vp9 = m_dir.filePath(u"vp9-class.yaml"_s);
    writeFile(vp9, Vp9Class);
    const QStringList render{u"claim"_s, u"render"_s, u"--name"_s, u"decode-10bit"_s};
    QTest::addRow("claim render: VP9 against the demo's decode-10bit")
        << render + QStringList{u"--require"_s, u"decodeVP9"_s, u"--demo"_s} << true;
    QTest::addRow("claim render: the demo's own selectors")
        << render + QStringList{u"--require"_s, u"decodeHEVCMain10,scale10bit"_s, u"--demo"_s}
        << false;
    QTest::addRow("claim render: against a snapshot file whose class selects VP9")
        << render +
               QStringList{u"--require"_s, u"decodeHEVCMain10,scale10bit"_s, u"--snapshot"_s, vp9}
        << true;
    QTest::addRow("claim render: no cluster named, none read")
        << render + QStringList{u"--require"_s, u"decodeVP9"_s} << false;
    QTest::addRow("claim match: a --class file replacing the demo's")
        << QStringList{u"claim"_s,   u"match"_s,
                       u"--claim"_s, fixture(u"claims/decode-10bit.yaml"_s),
                       u"--class"_s, vp9,
                       u"--demo"_s}
        << true;
    QTest::addRow("claim match: the claim file's own classes, the demo's selectors")
        << QStringList{u"claim"_s, u"match"_s, u"--claim"_s, fixture(u"claims/decode-10bit.yaml"_s),
                       u"--demo"_s}
        << false;
}

void TestCliClusterSource::classConflict()
{
    QFETCH(QStringList, args);
    QFETCH(bool, warned);
    const CliResult r = runAccelctl(args, noKubeconfig());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(!r.out.isEmpty());
    const bool said = r.err.contains("already has a DeviceClass decode-10bit with other selectors");
    QVERIFY2(said == warned, r.err.constData());
    if (warned)
        QVERIFY2(r.err.contains("warning: the cluster ("), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliClusterSource)
#include "tst_cli_clustersource.moc"
