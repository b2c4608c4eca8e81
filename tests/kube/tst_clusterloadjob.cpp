// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The one cluster reader both front ends drive (issue 18, section 1): a snapshot file, the demo
// or a live context (a real HTTPS API server on loopback), through start() and signals as the
// window uses it and exec() as accelctl does; --ca-file reaching a server with a private CA.
#include "fakeapiserver.h"
#include "kube/clusterloadjob.h"
#include "testsupport.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using namespace Accel;
using namespace Accel::Kube;
using namespace Qt::StringLiterals;

class TestClusterLoadJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void offline_data();
    void offline();
    void liveExec();
    void privateCa_data();
    void privateCa();
    void startSignalsLater();
    void watchesOnTheNetworkThread();

private:
    ClusterSource live(const QString &kubeconfig) const;
    /// The server's kubeconfig without its certificate-authority: only --ca-file can help.
    QString kubeconfigWithoutCa();

    Test::FakeApiServer m_api;
    QTemporaryDir m_dir;
    QString m_kubeconfig;
};

void TestClusterLoadJob::initTestCase()
{
    QString error;
    QVERIFY2(m_api.start(&error), qPrintable(error));
    m_api.setToken("job-token");
    m_kubeconfig = m_api.writeKubeconfig(m_dir.path());
    QVERIFY(!m_kubeconfig.isEmpty());
}

void TestClusterLoadJob::init()
{
    m_api.setDraVersions({u"v1"_s});
    QVERIFY(m_api.setObjectsFromFile(Test::fixture(u"cluster/media-fleet.yaml"_s)));
}

ClusterSource TestClusterLoadJob::live(const QString &kubeconfig) const
{
    ClusterSource source;
    source.kubeconfigFiles = {kubeconfig};
    source.environment = QProcessEnvironment();
    source.environment.insert(u"HOME"_s, m_dir.path());
    source.requestTimeoutMs = 15000;
    return source;
}

QString TestClusterLoadJob::kubeconfigWithoutCa()
{
    QFile in(m_kubeconfig);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QByteArray text = in.readAll();
    text.replace("    certificate-authority: ca.crt\n", "");
    const QString path = m_dir.filePath(u"no-ca-kubeconfig"_s);
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size())
        return {};
    return path;
}

void TestClusterLoadJob::offline_data()
{
    QTest::addColumn<QString>("file"); ///< empty: the demo
    QTest::addColumn<QString>("code");
    QTest::addRow("a snapshot file") << Test::fixture(u"cluster/media-fleet.yaml"_s) << QString();
    QTest::addRow("the demo") << QString() << QString();
    QTest::addRow("a missing snapshot file")
        << m_dir.filePath(u"nowhere.yaml"_s) << u"SNAPSHOT_READ"_s;
}

void TestClusterLoadJob::offline()
{
    QFETCH(QString, file);
    QFETCH(QString, code);
    const ClusterSource source =
        file.isEmpty() ? ClusterSource().withDemo() : ClusterSource().withSnapshotFile(file);
    // The command line's way: exec(), no event loop needed.
    ClusterLoadJob blocking(source);
    const Result<ClusterRead> read = blocking.exec();
    // The window's way: start(), then a signal.
    ClusterLoadJob job(source);
    QSignalSpy finished(&job, &ClusterLoadJob::finished);
    QSignalSpy failed(&job, &ClusterLoadJob::failed);
    job.start();
    QVERIFY(job.isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size() + failed.size(), 1, 15000);
    QVERIFY(!job.isRunning());
    if (!code.isEmpty()) {
        QVERIFY(!read);
        QCOMPARE(read.error().code, code);
        QVERIFY2(read.error().message.contains(file), qPrintable(read.error().message));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.first().first().value<Error>().code, code);
        return;
    }
    QVERIFY2(read, read ? "" : qPrintable(read.error().toString()));
    QCOMPARE(read->snapshot.isDemo(), file.isEmpty());
    QVERIFY(!read->snapshot.nodes().isEmpty());
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().value<ClusterRead>().snapshot.nodes().size(),
             read->snapshot.nodes().size());
}

void TestClusterLoadJob::liveExec()
{
    ClusterLoadJob job(live(m_kubeconfig));
    QSignalSpy progress(&job, &ClusterLoadJob::progress);
    const Result<ClusterRead> read = job.exec();
    QVERIFY2(read, read ? "" : qPrintable(read.error().toString()));
    QCOMPARE(read->resourceApiVersion, u"resource.k8s.io/v1"_s);
    QVERIFY(!read->snapshot.nodes().isEmpty());
    QVERIFY(!read->snapshot.resourceSlices().isEmpty());
    QVERIFY(read->snapshot.source().contains(u"lab"_s));
    QVERIFY(!progress.isEmpty());
}

void TestClusterLoadJob::privateCa_data()
{
    QTest::addColumn<bool>("withCaFile");
    QTest::addColumn<QString>("code");
    QTest::addRow("the server's CA is nowhere: refused") << false << u"KUBE_TLS"_s;
    QTest::addRow("--ca-file names it: connected") << true << QString();
}

void TestClusterLoadJob::privateCa()
{
    // DESIGN.md: "TLS to ... an API server with a private CA: --ca-file FILE"; verification is
    // never silently off.
    QFETCH(bool, withCaFile);
    QFETCH(QString, code);
    const QString kubeconfig = kubeconfigWithoutCa();
    QVERIFY(!kubeconfig.isEmpty());
    ClusterSource source = live(kubeconfig);
    if (withCaFile)
        source.caFile = m_api.ca().caCertificatePath();
    ClusterLoadJob job(source);
    const Result<ClusterRead> read = job.exec();
    if (code.isEmpty()) {
        QVERIFY2(read, read ? "" : qPrintable(read.error().toString()));
        QVERIFY(!read->snapshot.nodes().isEmpty());
    } else {
        QVERIFY(!read);
        QCOMPARE(read.error().code, code);
    }
}

void TestClusterLoadJob::startSignalsLater()
{
    // A source that fails at once still signals after start() returns: a caller connecting
    // after start() hears it.
    QTemporaryDir home;
    ClusterSource source;
    source.environment = QProcessEnvironment();
    source.environment.insert(u"HOME"_s, home.path());
    source.offered = ClusterSeam::SnapshotOption;
    ClusterLoadJob job(source);
    job.start();
    QSignalSpy failed(&job, &ClusterLoadJob::failed);
    QVERIFY(failed.wait(5000));
    const Error error = failed.first().first().value<Error>();
    QCOMPARE(error.code, u"KUBECONFIG_MISSING"_s);
    QVERIFY(error.hint.contains(u"--snapshot"_s));
    QVERIFY(!error.hint.contains(u"--demo"_s));
}

void TestClusterLoadJob::watchesOnTheNetworkThread()
{
    QThread network;
    network.start();
    {
        ClusterLoadJob job(live(m_kubeconfig));
        job.setNetworkThread(&network);
        job.setWatching(true);
        QSignalSpy finished(&job, &ClusterLoadJob::finished);
        QSignalSpy updated(&job, &ClusterLoadJob::updated);
        job.start();
        QVERIFY(finished.wait(15000));
        const qsizetype nodes =
            finished.first().first().value<ClusterRead>().snapshot.nodes().size();
        QTRY_VERIFY_WITH_TIMEOUT(job.isWatching(), 15000);
        const QJsonObject node =
            Test::yaml("kind: Node\napiVersion: v1\nmetadata: {name: watched-node}\n").toObject();
        m_api.queueWatchEvent(u"nodes"_s, u"ADDED"_s, node);
        QVERIFY(updated.wait(15000));
        QCOMPARE(updated.constLast().first().value<ClusterRead>().snapshot.nodes().size(),
                 nodes + 1);
        // Cancelled: nothing more arrives, however the server goes on.
        job.cancel();
        QVERIFY(!job.isWatching());
        m_api.queueWatchEvent(u"nodes"_s, u"DELETED"_s, node);
        const qsizetype before = updated.size();
        QTest::qWait(1000);
        QCOMPARE(updated.size(), before);
    }
    network.quit();
    QVERIFY(network.wait(10000));
}

QTEST_MAIN(TestClusterLoadJob)
#include "tst_clusterloadjob.moc"
