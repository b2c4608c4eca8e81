// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl sideload fetch | list | prune` end to end, against the loopback HTTPS server, with
// the mirror variable NORSK_CTL_SIDELOAD_INDEX_URL (spec "GPU sideload") and a fake docker
// for --image.
#include "clirunner.h"
#include "httpstestserver.h"
#include "testca.h"
#include "testsupport.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

using namespace Accel::Test;

class TestCliSideload : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fetchListPrune();
    void imageLabelThroughDocker();
    void hashMismatchExitsOne();
    void twoProcessesDownloadOnce();

private:
    QString write(const QString &name, const QByteArray &content, bool executable = false);
    QProcessEnvironment environment() const;
    QStringList fetchArgs(const QString &manifest, const QString &state) const;

    TestCa m_ca;
    HttpsTestServer m_server;
    QTemporaryDir m_dir;
    QByteArray m_bundle;
    QString m_sha;
};

QString TestCliSideload::write(const QString &name, const QByteArray &content, bool executable)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(content);
    file.close();
    if (executable)
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                            QFileDevice::ExeOwner);
    return path;
}

void TestCliSideload::initTestCase()
{
    QVERIFY2(m_ca.create(), qPrintable(m_ca.errorString()));
    QVERIFY(m_server.start(m_ca.serverCertificate(), m_ca.serverKey()));
    // A real tar.gz made with tar.
    QDir(m_dir.path()).mkpath(QStringLiteral("tree/lib"));
    write(QStringLiteral("tree/lib/libnvcuvid.so"), QByteArray(200000, 'c'));
    QProcess tar;
    tar.start(QStringLiteral("tar"),
              {QStringLiteral("-C"), m_dir.filePath(QStringLiteral("tree")), QStringLiteral("-czf"),
               m_dir.filePath(QStringLiteral("b.tgz")), QStringLiteral(".")});
    QVERIFY(tar.waitForFinished() && tar.exitCode() == 0);
    QFile bundle(m_dir.filePath(QStringLiteral("b.tgz")));
    QVERIFY(bundle.open(QIODevice::ReadOnly));
    m_bundle = bundle.readAll();
    m_sha =
        QString::fromLatin1(QCryptographicHash::hash(m_bundle, QCryptographicHash::Sha256).toHex());

    HttpsTestServer::Route file;
    file.body = m_bundle;
    file.delayFirstByteMs = 200;
    m_server.setRoute(QStringLiteral("/b/gpu-video.tgz"), file);
    HttpsTestServer::Route index;
    index.body =
        QStringLiteral(
            R"({"bundles": [{"name": "gpu-video", "version": "2.1", "sha256": "%1", "size": %2, "url": "b/gpu-video.tgz"}]})")
            .arg(m_sha)
            .arg(m_bundle.size())
            .toUtf8();
    m_server.setRoute(QStringLiteral("/index.json"), index);
    write(
        QStringLiteral("manifest.json"),
        QStringLiteral(R"({"bundles": [{"name": "gpu-video", "version": "2.1", "sha256": "%1"}]})")
            .arg(m_sha)
            .toUtf8());
}

QProcessEnvironment TestCliSideload::environment() const
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("NORSK_CTL_SIDELOAD_INDEX_URL"),
               m_server.url(QStringLiteral("/index.json")).toString());
    return env;
}

QStringList TestCliSideload::fetchArgs(const QString &manifest, const QString &state) const
{
    return {QStringLiteral("sideload"),
            QStringLiteral("fetch"),
            QStringLiteral("--sideload-manifest"),
            manifest,
            QStringLiteral("--state-dir"),
            state,
            QStringLiteral("--ca-file"),
            m_ca.caCertificatePath(),
            QStringLiteral("-o"),
            QStringLiteral("json")};
}

void TestCliSideload::fetchListPrune()
{
    QTemporaryDir state;
    m_server.clearRequests();
    const CliResult fetched = runAccelctl(
        fetchArgs(m_dir.filePath(QStringLiteral("manifest.json")), state.path()), environment());
    QVERIFY2(fetched.exitCode == 0, fetched.err.constData());
    const QJsonObject first = QJsonDocument::fromJson(fetched.out).array().first().toObject();
    QCOMPARE(first.value(QLatin1String("sha256")).toString(), m_sha);
    QCOMPARE(first.value(QLatin1String("mountPath")).toString(), QStringLiteral("/opt/norsk"));
    QCOMPARE(first.value(QLatin1String("fromCache")).toBool(), false);
    QVERIFY(QFileInfo::exists(first.value(QLatin1String("path")).toString() +
                              QStringLiteral("/lib/libnvcuvid.so")));

    const CliResult again = runAccelctl(
        fetchArgs(m_dir.filePath(QStringLiteral("manifest.json")), state.path()), environment());
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(again.out)
                 .array()
                 .first()
                 .toObject()
                 .value(QLatin1String("fromCache"))
                 .toBool(),
             true);
    QCOMPARE(m_server.requestCount(QStringLiteral("/b/gpu-video.tgz")), 1);

    const CliResult list = runAccelctl({QStringLiteral("sideload"), QStringLiteral("list"),
                                        QStringLiteral("--state-dir"), state.path()});
    QCOMPARE(list.exitCode, 0);
    QVERIFY(list.out.startsWith("NAME"));
    QVERIFY(list.out.contains("gpu-video"));
    QVERIFY(list.out.contains(m_sha.left(12).toUtf8()));

    const CliResult prune =
        runAccelctl({QStringLiteral("sideload"), QStringLiteral("prune"), QStringLiteral("--keep"),
                     QStringLiteral("0"), QStringLiteral("--state-dir"), state.path()});
    QCOMPARE(prune.exitCode, 0);
    QVERIFY(prune.out.startsWith("removed gpu-video 2.1"));
    const CliResult empty = runAccelctl({QStringLiteral("sideload"), QStringLiteral("list"),
                                         QStringLiteral("--state-dir"), state.path(),
                                         QStringLiteral("-o"), QStringLiteral("json")});
    QCOMPARE(QJsonDocument::fromJson(empty.out).array().size(), 0);
}

void TestCliSideload::imageLabelThroughDocker()
{
    // A fake docker that answers `image inspect` with the label, as the real one prints it.
    const QByteArray label =
        QJsonDocument(
            QJsonObject{
                {QStringLiteral("video.norsk.sideload"),
                 QStringLiteral(
                     R"({"bundles":[{"name":"gpu-video","version":"2.1","sha256":"%1"}]})")
                     .arg(m_sha)},
                {QStringLiteral("org.opencontainers.image.version"), QStringLiteral("2.1")}})
            .toJson(QJsonDocument::Compact);
    const QString bin = m_dir.filePath(QStringLiteral("bin"));
    QDir().mkpath(bin);
    write(QStringLiteral("bin/docker"),
          "#!/bin/sh\necho \"$@\" > \"$(dirname \"$0\")/argv\"\n"
          "[ \"$1 $2\" = \"image inspect\" ] || exit 1\necho '" +
              label + "'\n",
          true);
    QTemporaryDir state;
    QProcessEnvironment env = environment();
    env.insert(QStringLiteral("PATH"), bin + QLatin1Char(':') + qEnvironmentVariable("PATH"));
    const CliResult r =
        runAccelctl({QStringLiteral("sideload"), QStringLiteral("fetch"), QStringLiteral("--image"),
                     QStringLiteral("norsk/media:2.1"), QStringLiteral("--state-dir"), state.path(),
                     QStringLiteral("--ca-file"), m_ca.caCertificatePath()},
                    env);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.out.contains("gpu-video"));
    QFile argv(bin + QStringLiteral("/argv"));
    QVERIFY(argv.open(QIODevice::ReadOnly));
    QCOMPARE(argv.readAll().trimmed(),
             QByteArray("image inspect --format {{json .Config.Labels}} norsk/media:2.1"));
}

void TestCliSideload::hashMismatchExitsOne()
{
    QTemporaryDir state;
    const QString wrong =
        write(QStringLiteral("wrong.json"), R"({"bundles": [{"name": "gpu-video", "sha256": ")" +
                                                QByteArray(64, 'a') + R"("}]})");
    const CliResult r = runAccelctl(fetchArgs(wrong, state.path()), environment());
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith("SIDELOAD_NOT_IN_INDEX: "), r.err.constData());
    QVERIFY(r.err.contains("hint: "));
}

void TestCliSideload::twoProcessesDownloadOnce()
{
    QTemporaryDir state;
    m_server.clearRequests();
    QProcess a, b;
    for (QProcess *p : {&a, &b}) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(environment());
        p->setProcessEnvironment(env);
        p->start(binDir() + QStringLiteral("/accelctl"),
                 fetchArgs(m_dir.filePath(QStringLiteral("manifest.json")), state.path()));
    }
    QVERIFY(a.waitForFinished(60000) && b.waitForFinished(60000));
    QCOMPARE(a.exitCode(), 0);
    QCOMPARE(b.exitCode(), 0);
    QCOMPARE(m_server.requestCount(QStringLiteral("/b/gpu-video.tgz")), 1);
}

QTEST_GUILESS_MAIN(TestCliSideload)
#include "tst_cli_sideload.moc"
