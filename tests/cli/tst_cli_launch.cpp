// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl launch`, `launch-form` and `get products` end to end with fixture hosts and a fake
// docker on PATH: refusal exit codes (3, the code first on stderr), dry runs that change nothing,
// the runner's argument list, and failure mapping (spec host-accelerators-and-launch.txt).
#include "clirunner.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Accel::Test;

class TestCliLaunch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void launchForm_data();
    void launchForm();
    void refusals_data();
    void refusals();
    void dryRunChangesNothing();
    void launchRunsDockerCompose();
    void nvidiaLaunchMountsCachedBundle();
    void dockerFailureIsExplained();
    void products();

private:
    QStringList host(const QString &name, const QString &docker = QStringLiteral("no-gpu")) const
    {
        return {QStringLiteral("--host-root"), fixture(QStringLiteral("hosts/") + name),
                QStringLiteral("--docker-info"),
                fixture(QStringLiteral("docker-info/%1.json").arg(docker))};
    }
    QProcessEnvironment fakeDocker(const QByteArray &body);

    QTemporaryDir m_dir;
    QString m_manifest;
    QString m_sha = QString(64, QLatin1Char('c'));
};

void TestCliLaunch::initTestCase()
{
    m_manifest = m_dir.filePath(QStringLiteral("manifest.json"));
    QFile file(m_manifest);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QStringLiteral(
                   R"({"bundles": [{"name": "gpu-video", "version": "1.12.0", "sha256": "%1"}]})")
                   .arg(m_sha)
                   .toUtf8());
}

QProcessEnvironment TestCliLaunch::fakeDocker(const QByteArray &body)
{
    const QString bin = m_dir.filePath(QStringLiteral("bin"));
    QDir().mkpath(bin);
    QFile script(bin + QStringLiteral("/docker"));
    script.open(QIODevice::WriteOnly);
    script.write("#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \"" +
                 m_dir.filePath(QStringLiteral("argv")).toUtf8() + "\"\n" + body + "\n");
    script.close();
    script.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QFile::remove(m_dir.filePath(QStringLiteral("argv")));
    QProcessEnvironment env;
    env.insert(QStringLiteral("PATH"), bin + QLatin1Char(':') + qEnvironmentVariable("PATH"));
    return env;
}

void TestCliLaunch::launchForm_data()
{
    QTest::addColumn<QString>("product");
    QTest::addColumn<QString>("host");
    QTest::addColumn<QByteArray>("expected"); // compact JSON
    QTest::addRow("fixed nvidia on a quadra host")
        << "norsk-gpu-transcode"
        << "quadra-1"
        << QByteArray(
               R"({"choices":["nvidia"],"control":"fixed","declaration":"fixed nvidia","refusal":"HARDWARE_UNAVAILABLE","selected":"nvidia"})");
    QTest::addRow("default nvidia on both")
        << "norsk-studio"
        << "nvidia-quadra"
        << QByteArray(
               R"({"choices":["none","nvidia","quadra"],"control":"choice","declaration":"default nvidia","refusal":null,"selected":"nvidia"})");
    QTest::addRow("default nvidia on none")
        << "norsk-studio"
        << "none"
        << QByteArray(
               R"({"choices":[],"control":"hidden","declaration":"default nvidia","refusal":null,"selected":"none"})");
    QTest::addRow("absent on quadra")
        << "norsk-ingest"
        << "quadra-3"
        << QByteArray(
               R"({"choices":["none","quadra"],"control":"choice","declaration":"absent","refusal":null,"selected":"none"})");
}

void TestCliLaunch::launchForm()
{
    QFETCH(QString, product);
    QFETCH(QString, host);
    QFETCH(QByteArray, expected);
    const CliResult r =
        runAccelctl(QStringList{QStringLiteral("launch-form"), product} + this->host(host) +
                    QStringList{QStringLiteral("-o"), QStringLiteral("json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(QJsonDocument::fromJson(r.out).toJson(QJsonDocument::Compact), expected);
}

void TestCliLaunch::refusals_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("stderrStart");
    QTest::addRow("pinned") << (QStringList{QStringLiteral("norsk-gpu-transcode"),
                                            QStringLiteral("--hardware"),
                                            QStringLiteral("quadra")} +
                                host(QStringLiteral("nvidia-quadra")))
                            << 3 << QByteArray("HARDWARE_PINNED: ");
    QTest::addRow("unavailable") << (QStringList{QStringLiteral("norsk-gpu-transcode")} +
                                     host(QStringLiteral("quadra-1")))
                                 << 3 << QByteArray("HARDWARE_UNAVAILABLE: ");
    QTest::addRow("not found") << (QStringList{QStringLiteral("norsk-ingest"),
                                               QStringLiteral("--hardware"),
                                               QStringLiteral("quadra")} +
                                   host(QStringLiteral("nvidia-1")))
                               << 3 << QByteArray("HARDWARE_NOT_FOUND: ");
    QTest::addRow("unknown --hardware")
        << (QStringList{QStringLiteral("norsk-ingest"), QStringLiteral("--hardware"),
                        QStringLiteral("amd")} +
            host(QStringLiteral("none")))
        << 2 << QByteArray("accelctl: --hardware must be");
    QTest::addRow("unknown product")
        << (QStringList{QStringLiteral("no-such-product")} + host(QStringLiteral("none"))) << 1
        << QByteArray("PRODUCT_NOT_FOUND: ");
}

void TestCliLaunch::refusals()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, stderrStart);
    QTemporaryDir state;
    const CliResult r = runAccelctl(
        QStringList{QStringLiteral("launch")} + args +
        QStringList{QStringLiteral("--dry-run"), QStringLiteral("--state-dir"), state.path()});
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.startsWith(stderrStart), r.err.constData());
    QVERIFY(r.out.isEmpty());
    if (exitCode == 3)
        QVERIFY(r.err.contains("\nhint: "));
}

void TestCliLaunch::dryRunChangesNothing()
{
    QTemporaryDir state;
    const CliResult r = runAccelctl(
        QStringList{QStringLiteral("launch"), QStringLiteral("norsk-studio"),
                    QStringLiteral("--hardware"), QStringLiteral("quadra"),
                    QStringLiteral("--dry-run"), QStringLiteral("--state-dir"), state.path()} +
        host(QStringLiteral("quadra-3")));
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("# Generated by Accel Console for norsk-studio."));
    QVERIFY(r.out.contains("- /dev/nvme10n1:/dev/nvme10n1\n"));
    QVERIFY(QDir(state.path()).isEmpty());
}

void TestCliLaunch::launchRunsDockerCompose()
{
    QTemporaryDir state;
    const CliResult r =
        runAccelctl(QStringList{QStringLiteral("launch"), QStringLiteral("norsk-ingest"),
                                QStringLiteral("--hardware"), QStringLiteral("none"),
                                QStringLiteral("--project"), QStringLiteral("Ingest One"),
                                QStringLiteral("--shm-size"), QStringLiteral("1gb"),
                                QStringLiteral("--state-dir"), state.path()} +
                        host(QStringLiteral("none")),
                    fakeDocker("echo ' Container ingest-one-norsk-media-1  Started'"));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString work = state.filePath(QStringLiteral("launches/ingest-one"));
    QFile argv(m_dir.filePath(QStringLiteral("argv")));
    QVERIFY(argv.open(QIODevice::ReadOnly));
    QCOMPARE(
        QString::fromUtf8(argv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts),
        (QStringList{QStringLiteral("compose"), QStringLiteral("-p"), QStringLiteral("ingest-one"),
                     QStringLiteral("-f"), work + QStringLiteral("/compose.yaml"),
                     QStringLiteral("-f"), work + QStringLiteral("/overlay.yaml"),
                     QStringLiteral("up"), QStringLiteral("-d")}));
    QFile overlay(work + QStringLiteral("/overlay.yaml"));
    QVERIFY(overlay.open(QIODevice::ReadOnly));
    QVERIFY(overlay.readAll().contains("shm_size: 1gb"));
    QFile log(work + QStringLiteral("/docker.log"));
    QVERIFY(log.open(QIODevice::ReadOnly));
    QVERIFY(log.readAll().contains("Started"));
    QVERIFY(r.err.contains("Started")); // streamed as it ran
}

void TestCliLaunch::nvidiaLaunchMountsCachedBundle()
{
    QTemporaryDir state;
    // The bundle is already in the cache: the launch needs no network.
    QVERIFY(QDir().mkpath(state.filePath(QStringLiteral("sideload/") + m_sha)));
    const CliResult r =
        runAccelctl(QStringList{QStringLiteral("launch"), QStringLiteral("norsk-gpu-transcode"),
                                QStringLiteral("--state-dir"), state.path(),
                                QStringLiteral("--sideload-manifest"), m_manifest} +
                        host(QStringLiteral("nvidia-1"), QStringLiteral("cdi-only")),
                    fakeDocker("exit 0"));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.err.contains("GPU wiring: cdi"));
    QVERIFY(r.err.contains("cached"));
    QFile overlay(state.filePath(QStringLiteral("launches/norsk-gpu-transcode/overlay.yaml")));
    QVERIFY(overlay.open(QIODevice::ReadOnly));
    const QByteArray text = overlay.readAll();
    QVERIFY(text.contains("- nvidia.com/gpu=all"));
    QVERIFY(text.contains(
        QByteArray("source: " + state.filePath(QStringLiteral("sideload/") + m_sha).toUtf8())));
    QVERIFY(text.contains("target: /opt/norsk"));
}

void TestCliLaunch::dockerFailureIsExplained()
{
    QTemporaryDir state;
    QVERIFY(QDir().mkpath(state.filePath(QStringLiteral("sideload/") + m_sha)));
    const CliResult r = runAccelctl(
        QStringList{QStringLiteral("launch"), QStringLiteral("norsk-gpu-transcode"),
                    QStringLiteral("--state-dir"), state.path(),
                    QStringLiteral("--sideload-manifest"), m_manifest} +
            host(QStringLiteral("nvidia-1"), QStringLiteral("no-gpu")),
        fakeDocker(
            "echo 'Error response from daemon: could not select device driver \"nvidia\" with "
            "capabilities: [[gpu video compute utility]]' >&2; exit 1"));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("GPU_MODE_MISMATCH: "), r.err.constData());
    QVERIFY(r.err.contains("NORSK_CTL_GPU_MODE=cdi"));
    QVERIFY(r.err.contains("docker.log"));
}

void TestCliLaunch::products()
{
    const CliResult r = runAccelctl({QStringLiteral("get"), QStringLiteral("products"),
                                     QStringLiteral("-o"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), 3);
}

QTEST_GUILESS_MAIN(TestCliLaunch)
#include "tst_cli_launch.moc"
