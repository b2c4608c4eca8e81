// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl apply -f FILE` against the loopback API server (issue 9, "Command line" and "Tests and
// evidence"): a server dry run first with per-object outcomes and a diff; --dry-run=server
// writes nothing; the apply writes; conflicts and rejections exit 1 with the server's message.
#include "clirunner.h"
#include "fakeapiserver.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QUrlQuery>
#include <QtTest>

using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {
const QByteArray Token = "cli-apply-token";

const QString Old = u"device.attributes[\"media.liken.sh\"].decodeHEVCMain10 == true"_s;

QJsonObject deviceClass(const QString &name, const QString &expression)
{
    return QJsonObject{
        {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
        {u"kind"_s, u"DeviceClass"_s},
        {u"metadata"_s, QJsonObject{{u"name"_s, name}}},
        {u"spec"_s, QJsonObject{{u"selectors"_s,
                                 QJsonArray{QJsonObject{
                                     {u"cel"_s, QJsonObject{{u"expression"_s, expression}}}}}}}}};
}

// The objects a user applies, as YAML: one changed class, one new class, one new template.
const QByteArray Manifest = R"(apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata:
  name: decode-10bit
spec:
  selectors:
  - cel:
      expression: device.attributes["media.liken.sh"].decodeAV1 == true
---
apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata:
  name: decode-av1
spec:
  selectors:
  - cel:
      expression: device.attributes["media.liken.sh"].decodeAV1 == true
---
apiVersion: resource.k8s.io/v1
kind: ResourceClaimTemplate
metadata:
  name: media-pair
spec:
  spec:
    devices:
      requests:
      - name: gpu
        exactly:
          deviceClassName: decode-av1
)";

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}
} // namespace

class TestCliApply : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void dryRunServerWritesNothing();
    void applyWrites();
    void unchanged();
    void conflict();
    void forceConflicts();
    void rejected_data();
    void rejected();
    void json();
    void usage_data();
    void usage();

private:
    QProcessEnvironment env() const;
    QStringList patchQueries() const;
    QString decodeExpression() const;

    FakeApiServer m_api;
    QTemporaryDir m_dir;
    QString m_kubeconfig;
    QString m_manifest;
};

void TestCliApply::initTestCase()
{
    QString error;
    QVERIFY2(m_api.start(&error), qPrintable(error));
    m_api.setToken(Token);
    m_kubeconfig = m_api.writeKubeconfig(m_dir.path());
    QVERIFY(!m_kubeconfig.isEmpty());
    m_manifest = m_dir.filePath(u"manifest.yaml"_s);
    QVERIFY(writeFile(m_manifest, Manifest));
}

void TestCliApply::init()
{
    m_api.setDraVersions({u"v1"_s});
    m_api.clearApplyAnswers();
    m_api.setObjects({deviceClass(u"decode-10bit"_s, Old)});
    m_api.server().clearRequests();
}

QProcessEnvironment TestCliApply::env() const
{
    QProcessEnvironment e;
    e.insert(u"HOME"_s, m_dir.path());
    e.insert(u"KUBECONFIG"_s, m_kubeconfig);
    return e;
}

QStringList TestCliApply::patchQueries() const
{
    QStringList out;
    for (const HttpsTestServer::Request &r : const_cast<FakeApiServer &>(m_api).server().requests())
        if (r.method == "PATCH")
            out << r.path.section(u'?', 1);
    return out;
}

QString TestCliApply::decodeExpression() const
{
    return const_cast<FakeApiServer &>(m_api)
        .storedObject(u"deviceclasses"_s, {},
                      u"decode-10bit"_s)[u"spec"][u"selectors"][0][u"cel"][u"expression"]
        .toString();
}

void TestCliApply::dryRunServerWritesNothing()
{
    const CliResult r =
        runAccelctl({u"apply"_s, u"-f"_s, m_manifest, u"--dry-run=server"_s}, env());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("deviceclass.resource.k8s.io/decode-10bit would be configured\n"),
             r.out.constData());
    QVERIFY(r.out.contains("deviceclass.resource.k8s.io/decode-av1 would be created\n"));
    QVERIFY(r.out.contains(
        "resourceclaimtemplate.resource.k8s.io/media-pair would be created (namespace default)\n"));
    // The diff of live versus would-be, kubectl-style YAML, no managedFields.
    QVERIFY(r.out.contains("--- live/deviceclass.resource.k8s.io/decode-10bit\n"));
    QVERIFY(r.out.contains("+++ dry-run/deviceclass.resource.k8s.io/decode-10bit\n"));
    QVERIFY(r.out.contains(
        "-      expression: device.attributes[\"media.liken.sh\"].decodeHEVCMain10 == true\n"));
    QVERIFY(r.out.contains(
        "+      expression: device.attributes[\"media.liken.sh\"].decodeAV1 == true\n"));
    QVERIFY(!r.out.contains("managedFields"));
    QVERIFY(r.err.contains("context \"lab\""));
    // Nothing written: every PATCH was a dry run, the stored objects are as before.
    const QStringList queries = patchQueries();
    QCOMPARE(queries.size(), 3);
    for (const QString &q : queries) {
        QCOMPARE(QUrlQuery(q).queryItemValue(u"dryRun"_s), u"All"_s);
        QCOMPARE(QUrlQuery(q).queryItemValue(u"fieldManager"_s), u"accel-console"_s);
    }
    QCOMPARE(decodeExpression(), Old);
    QVERIFY(m_api.storedObject(u"deviceclasses"_s, {}, u"decode-av1"_s).isEmpty());
}

void TestCliApply::applyWrites()
{
    const CliResult r = runAccelctl({u"apply"_s, u"-f"_s, m_manifest}, env());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // The dry run first, then the apply.
    const qsizetype preview = r.out.indexOf("decode-10bit would be configured");
    const qsizetype applied =
        r.out.indexOf("deviceclass.resource.k8s.io/decode-10bit configured\n");
    QVERIFY2(preview >= 0 && applied > preview, r.out.constData());
    QVERIFY(r.out.contains("deviceclass.resource.k8s.io/decode-av1 created\n"));
    QVERIFY(r.out.contains(
        "resourceclaimtemplate.resource.k8s.io/media-pair created (namespace default)\n"));
    const QStringList queries = patchQueries();
    QCOMPARE(queries.size(), 6);
    for (qsizetype i = 0; i < queries.size(); ++i) {
        QCOMPARE(QUrlQuery(queries.at(i)).hasQueryItem(u"dryRun"_s), i < 3);
        QVERIFY(!QUrlQuery(queries.at(i)).hasQueryItem(u"force"_s));
    }
    QVERIFY(decodeExpression().contains(u"decodeAV1"_s));
    QVERIFY(
        !m_api.storedObject(u"resourceclaimtemplates"_s, u"default"_s, u"media-pair"_s).isEmpty());
}

void TestCliApply::unchanged()
{
    QVERIFY(runAccelctl({u"apply"_s, u"-f"_s, m_manifest}, env()).exitCode == 0);
    const CliResult r = runAccelctl({u"apply"_s, u"-f"_s, m_manifest}, env());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("deviceclass.resource.k8s.io/decode-10bit unchanged\n"),
             r.out.constData());
    QVERIFY(!r.out.contains("would be"));
    QVERIFY(!r.out.contains("---"));
}

void TestCliApply::conflict()
{
    m_api.setApplyConflict(u"decode-10bit"_s, u"kubectl"_s, {u".spec.selectors"_s});
    const CliResult r = runAccelctl({u"apply"_s, u"-f"_s, m_manifest}, env());
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("deviceclass.resource.k8s.io/decode-10bit conflict: Apply failed"),
             r.out.constData());
    QVERIFY(r.out.contains("  - conflict with \"kubectl\": .spec.selectors\n"));
    QVERIFY(r.out.contains("--force-conflicts"));
    QVERIFY2(r.err.contains("nothing was applied"), r.err.constData());
    // Not forced, and nothing written.
    for (const QString &q : patchQueries()) {
        QVERIFY(!QUrlQuery(q).hasQueryItem(u"force"_s));
        QCOMPARE(QUrlQuery(q).queryItemValue(u"dryRun"_s), u"All"_s);
    }
    QCOMPARE(decodeExpression(), Old);
    QVERIFY(m_api.storedObject(u"deviceclasses"_s, {}, u"decode-av1"_s).isEmpty());
}

void TestCliApply::forceConflicts()
{
    m_api.setApplyConflict(u"decode-10bit"_s, u"kubectl"_s, {u".spec.selectors"_s});
    const CliResult r =
        runAccelctl({u"apply"_s, u"-f"_s, m_manifest, u"--force-conflicts"_s}, env());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.out.contains("deviceclass.resource.k8s.io/decode-10bit configured\n"));
    for (const QString &q : patchQueries())
        QCOMPARE(QUrlQuery(q).queryItemValue(u"force"_s), u"true"_s);
    QVERIFY(decodeExpression().contains(u"decodeAV1"_s));
}

void TestCliApply::rejected_data()
{
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("403") << 403
                         << u"deviceclasses.resource.k8s.io \"decode-av1\" is forbidden: User "
                            "\"ops\" cannot patch resource \"deviceclasses\""_s;
    QTest::newRow("422") << 422
                         << u"DeviceClass.resource.k8s.io \"decode-av1\" is invalid: "
                            "spec.selectors[0].cel.expression: Invalid value"_s;
}

void TestCliApply::rejected()
{
    QFETCH(int, code);
    QFETCH(QString, message);
    m_api.setApplyStatus(u"decode-av1"_s, code, code == 403 ? u"Forbidden"_s : u"Invalid"_s,
                         message);
    for (const bool dryRunOnly : {true, false}) {
        QStringList args{u"apply"_s, u"-f"_s, m_manifest};
        if (dryRunOnly)
            args << u"--dry-run=server"_s;
        const CliResult r = runAccelctl(args, env());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QString(u"deviceclass.resource.k8s.io/decode-av1 rejected: "_s +
                                        message + u"\n"_s)
                                    .toUtf8()),
                 r.out.constData());
        // The other objects still get their outcome.
        QVERIFY(
            r.out.contains("resourceclaimtemplate.resource.k8s.io/media-pair would be created"));
        QVERIFY(r.err.contains("1 of 3 objects would be rejected or conflict"));
        // Every error carries a hint (README "Errors"; issue 18, section 4).
        QVERIFY2(r.err.contains("\nhint: "), r.err.constData());
    }
    QCOMPARE(decodeExpression(), Old);
}

void TestCliApply::json()
{
    const CliResult r = runAccelctl(
        {u"apply"_s, u"-f"_s, m_manifest, u"--dry-run=server"_s, u"-o"_s, u"json"_s}, env());
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject out = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(out[u"context"_s].toString(), u"lab"_s);
    const QJsonArray results = out[u"dryRun"_s].toArray();
    QCOMPARE(results.size(), 3);
    QCOMPARE(results.at(0)[u"outcome"_s].toString(), u"change"_s);
    QCOMPARE(results.at(1)[u"outcome"_s].toString(), u"create"_s);
    QCOMPARE(results.at(2)[u"namespace"_s].toString(), u"default"_s);
    QVERIFY(!out.contains(u"applied"_s));
}

void TestCliApply::usage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no -f") << QStringList{u"apply"_s};
    QTest::newRow("client dry run")
        << QStringList{u"apply"_s, u"-f"_s, u"x.yaml"_s, u"--dry-run=client"_s};
    QTest::newRow("yaml output") << QStringList{u"apply"_s, u"-f"_s, u"x.yaml"_s, u"-o"_s,
                                                u"yaml"_s};
    QTest::newRow("positional") << QStringList{u"apply"_s, u"x.yaml"_s};
}

void TestCliApply::usage()
{
    QFETCH(QStringList, args);
    const CliResult r = runAccelctl(args, env());
    QCOMPARE(r.exitCode, 2);
    QVERIFY(patchQueries().isEmpty());
}

QTEST_GUILESS_MAIN(TestCliApply)
#include "tst_cli_apply.moc"
