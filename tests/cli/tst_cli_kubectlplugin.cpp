// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `kubectl accel ...` (issue 34): the build's kubectl-accel link to accelctl, run through the
// real kubectl as kubectl runs a plugin, against the loopback API server, honouring
// kubectl's --kubeconfig, --context, -n and KUBECONFIG.
#include "fakeapiserver.h"
#include "testsupport.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

const QByteArray PluginToken = "plugin-secret-token-7";

struct PluginRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

} // namespace

class TestCliKubectlPlugin : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pluginIsALinkToAccelctl();
    void throughKubectl_data();
    void throughKubectl();

private:
    PluginRun kubectl(const QStringList &args, const QString &kubeconfigEnv) const;

    QString m_kubectl;
    FakeApiServer m_api;
    QTemporaryDir m_dir;
    QString m_kubeconfig;      ///< current-context: lab
    QString m_otherKubeconfig; ///< current-context names no context: only --context lab works
};

void TestCliKubectlPlugin::initTestCase()
{
    m_kubectl = QStandardPaths::findExecutable(u"kubectl"_s);
    if (m_kubectl.isEmpty())
        QSKIP("kubectl not found (installer/dev.sh installs Debian's kubernetes-client)");
    QString error;
    QVERIFY2(m_api.start(&error), qPrintable(error));
    m_api.setToken(PluginToken);
    m_api.setDraVersions({u"v1"_s});
    QVERIFY(m_api.setObjectsFromFile(fixture(u"cluster/claims-cluster.yaml"_s)));
    m_kubeconfig = m_api.writeKubeconfig(m_dir.path());
    QVERIFY(!m_kubeconfig.isEmpty());
    QFile in(m_kubeconfig);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray other = in.readAll();
    QVERIFY(other.contains("current-context: lab"));
    other.replace("current-context: lab", "current-context: elsewhere");
    m_otherKubeconfig = m_dir.filePath(u"other-config"_s);
    QFile out(m_otherKubeconfig);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(other);
}

PluginRun TestCliKubectlPlugin::kubectl(const QStringList &args, const QString &kubeconfigEnv) const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // kubectl finds plugins on PATH: the build's bin directory holds kubectl-accel.
    env.insert(u"PATH"_s, binDir() + u':' + env.value(u"PATH"_s));
    env.insert(u"HOME"_s, m_dir.path()); // never the ~/.kube/config of the person testing
    env.remove(u"NORSK_CTL_GPU_MODE"_s);
    if (kubeconfigEnv.isEmpty())
        env.remove(u"KUBECONFIG"_s);
    else
        env.insert(u"KUBECONFIG"_s, kubeconfigEnv);
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(m_kubectl, args);
    PluginRun run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

void TestCliKubectlPlugin::pluginIsALinkToAccelctl()
{
    const QFileInfo plugin(binDir() + u"/kubectl-accel"_s);
    QVERIFY2(plugin.isSymLink(), qPrintable(plugin.filePath()));
    QCOMPARE(plugin.symLinkTarget(), QFileInfo(binDir() + u"/accelctl"_s).canonicalFilePath());
}

void TestCliKubectlPlugin::throughKubectl_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("kubeconfigEnv"); // "main", "other" or "" (unset)
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("outHas");
    QTest::addColumn<QByteArray>("errHas");
    QTest::newRow("demo") << QStringList{u"accel"_s, u"get"_s, u"gpus"_s, u"--demo"_s} << QString()
                          << 0 << QByteArray("PCIBUSID") << QByteArray();
    QTest::newRow("KUBECONFIG") << QStringList{u"accel"_s, u"get"_s, u"claims"_s, u"-A"_s}
                                << u"main"_s << 0 << QByteArray("train-0-gpus") << QByteArray();
    QTest::newRow("--kubeconfig") << QStringList{u"accel"_s, u"get"_s,          u"claims"_s,
                                                 u"-A"_s,    u"--kubeconfig"_s, u"@main"_s}
                                  << QString() << 0 << QByteArray("train-0-gpus") << QByteArray();
    QTest::newRow("--context") << QStringList{u"accel"_s, u"get"_s,       u"claim"_s,
                                              u"-A"_s,    u"--context"_s, u"lab"_s}
                               << u"other"_s << 0 << QByteArray("train-0-gpus") << QByteArray();
    QTest::newRow("without --context")
        << QStringList{u"accel"_s, u"get"_s, u"claims"_s, u"-A"_s} << u"other"_s << 1
        << QByteArray() << QByteArray("elsewhere");
    QTest::newRow("-n") << QStringList{u"accel"_s,   u"explain"_s, u"pod"_s,
                                       u"train-0"_s, u"-n"_s,      u"ml"_s}
                        << u"main"_s << 0 << QByteArray("pod ml/train-0") << QByteArray();
    QTest::newRow("-n in the wrong namespace")
        << QStringList{u"accel"_s, u"explain"_s, u"pod"_s, u"train-0"_s} << u"main"_s << 1
        << QByteArray() << QByteArray("pass -n ml");
    QTest::newRow("usage names kubectl accel")
        << QStringList{u"accel"_s, u"get"_s, u"gpus"_s, u"--nope"_s} << QString() << 2
        << QByteArray() << QByteArray("Run 'kubectl accel get gpus --help' for usage.");
    QTest::newRow("help names kubectl accel")
        << QStringList{u"accel"_s, u"get"_s, u"gpus"_s, u"--help"_s} << QString() << 0
        << QByteArray("Usage: kubectl accel get gpus") << QByteArray();
}

void TestCliKubectlPlugin::throughKubectl()
{
    QFETCH(QStringList, args);
    QFETCH(QString, kubeconfigEnv);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, outHas);
    QFETCH(QByteArray, errHas);
    args.replaceInStrings(u"@main"_s, m_kubeconfig);
    const QString env = kubeconfigEnv == u"main"_s    ? m_kubeconfig
                        : kubeconfigEnv == u"other"_s ? m_otherKubeconfig
                                                      : QString();
    const PluginRun r = kubectl(args, env);
    QVERIFY2(r.exitCode == exitCode,
             qPrintable(u"exit %1\nstdout: %2\nstderr: %3"_s.arg(r.exitCode)
                            .arg(QString::fromUtf8(r.out.left(2000)), QString::fromUtf8(r.err))));
    if (!outHas.isEmpty())
        QVERIFY2(r.out.contains(outHas), r.out.left(2000).constData());
    if (!errHas.isEmpty())
        QVERIFY2(r.err.contains(errHas), r.err.constData());
    // The token never reaches the terminal.
    QVERIFY(!r.out.contains(PluginToken) && !r.err.contains(PluginToken));
}

QTEST_GUILESS_MAIN(TestCliKubectlPlugin)
#include "tst_cli_kubectlplugin.moc"
