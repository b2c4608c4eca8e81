// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl launch`, `launch-form` and `get products` end to end with fixture hosts and a fake
// docker on PATH: refusal exit codes (3, the code first on stderr), dry runs that change nothing,
// the runner's argument list, and failure mapping (spec host-accelerators-and-launch.txt).
#include "clirunner.h"
#include "doc/documentreader.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <sys/stat.h>

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
    void shmSizeIsValidated_data();
    void shmSizeIsValidated();
    void dryRunOutputFormats();
    void missingProductFileIsFoundAtPlanTime();
    void composeV1CannotPassCdi();
    void composeMissing();
    void missingImagePreviewStillShowsOverlay();
    void unreachableDaemonIsNotAMissingImage();
    void misspeltProductKey();
    void forcedCdiOnAnOldEngine();
    void launchesLogsStop();
    void unsafeStateDirIsRefused_data();
    void unsafeStateDirIsRefused();

private:
    QStringList host(const QString &name, const QString &docker = QStringLiteral("no-gpu")) const
    {
        return {QStringLiteral("--host-root"), fixture(QStringLiteral("hosts/") + name),
                QStringLiteral("--docker-info"),
                fixture(QStringLiteral("docker-info/%1.json").arg(docker))};
    }
    /// A docker on PATH that answers `docker compose version` as `composeVersion` (empty: as
    /// docker 20.10 without the plugin does), records every other call's argv in argv (and
    /// appends it to calls) and then runs `body`. PATH is that folder only when `isolated`, so
    /// no docker-compose of this machine's is found.
    QProcessEnvironment
    fakeDocker(const QByteArray &body,
               const QByteArray &composeVersion = "Docker Compose version v2.20.2",
               bool isolated = false);
    /// A docker-compose next to the fake docker, answering `version` with `versionOutput`.
    void fakeStandaloneCompose(const QByteArray &versionOutput);
    /// Every docker call the fake docker saw since fakeDocker(), one per line.
    QByteArray calls() const
    {
        QFile file(m_dir.filePath(QStringLiteral("argv.calls")));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
    /// The licence file the samples' compose files need, in the launch's folder.
    static void giveLicence(const QTemporaryDir &state, const QString &project);

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

QProcessEnvironment TestCliLaunch::fakeDocker(const QByteArray &body,
                                              const QByteArray &composeVersion, bool isolated)
{
    const QString bin = m_dir.filePath(QStringLiteral("bin"));
    QDir().mkpath(bin);
    QFile::remove(bin + QStringLiteral("/docker-compose"));
    QFile script(bin + QStringLiteral("/docker"));
    script.open(QIODevice::WriteOnly);
    const QByteArray plugin =
        composeVersion.isEmpty()
            ? QByteArray("echo \"docker: 'compose' is not a docker command.\" >&2; echo \"See "
                         "'docker --help'\" >&2; exit 1")
            : "echo '" + composeVersion + "'; exit 0";
    const QByteArray argv = m_dir.filePath(QStringLiteral("argv")).toUtf8();
    script.write("#!/bin/sh\nif [ \"$1\" = compose ] && [ \"$2\" = version ]; then " + plugin +
                 "; fi\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \"" + argv +
                 "\"\necho \"$*\" >> \"" + argv + ".calls\"\n" + body + "\n");
    script.close();
    script.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QFile::remove(m_dir.filePath(QStringLiteral("argv")));
    QFile::remove(m_dir.filePath(QStringLiteral("argv.calls")));
    QProcessEnvironment env;
    env.insert(QStringLiteral("PATH"),
               isolated ? bin : bin + QLatin1Char(':') + qEnvironmentVariable("PATH"));
    env.insert(QStringLiteral("DOCKER_HOST"), QStringLiteral("unix:///nonexistent/fake.sock"));
    return env;
}

void TestCliLaunch::fakeStandaloneCompose(const QByteArray &versionOutput)
{
    const QString path = m_dir.filePath(QStringLiteral("bin/docker-compose"));
    QFile script(path);
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("#!/bin/sh\nif [ \"$1\" = version ]; then printf '%s\\n' '" + versionOutput +
                 "'; exit 0; fi\necho \"compose $*\" >> \"" +
                 m_dir.filePath(QStringLiteral("argv.calls")).toUtf8() + "\"\nexit 0\n");
    script.close();
    script.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

void TestCliLaunch::giveLicence(const QTemporaryDir &state, const QString &project)
{
    const QString dir = state.filePath(QStringLiteral("launches/%1/secrets").arg(project));
    QVERIFY(QDir().mkpath(dir));
    QFile licence(dir + QStringLiteral("/license.json"));
    QVERIFY(licence.open(QIODevice::WriteOnly));
    licence.write("{}");
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
    giveLicence(state, QStringLiteral("ingest-one"));
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
    giveLicence(state, QStringLiteral("norsk-gpu-transcode"));
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
    giveLicence(state, QStringLiteral("norsk-gpu-transcode"));
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

// issue 14, section 3: --shm-size is a size, a bad value a usage error naming the flag.
void TestCliLaunch::shmSizeIsValidated_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("exitCode");
    QTest::addRow("64m") << "64m" << 0;
    QTest::addRow("2gb") << "2gb" << 0;
    QTest::addRow("1g") << "1g" << 0;
    QTest::addRow("bytes") << "1048576" << 0;
    QTest::addRow("lots") << "lots" << 2;
    QTest::addRow("negative") << "-1g" << 2;
    QTest::addRow("zero") << "0" << 2;
    QTest::addRow("unit only") << "gb" << 2;
}

void TestCliLaunch::shmSizeIsValidated()
{
    QFETCH(QString, value);
    QFETCH(int, exitCode);
    QTemporaryDir state;
    const CliResult r =
        runAccelctl(QStringList{QStringLiteral("launch"), QStringLiteral("norsk-ingest"),
                                QStringLiteral("--hardware"), QStringLiteral("none"),
                                QStringLiteral("--shm-size=") + value, QStringLiteral("--dry-run"),
                                QStringLiteral("--state-dir"), state.path()} +
                        host(QStringLiteral("none")),
                    fakeDocker("exit 0"));
    QCOMPARE(r.exitCode, exitCode);
    if (exitCode == 2) {
        QVERIFY2(r.err.contains("--shm-size"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    } else {
        QVERIFY(r.out.contains(value.toUtf8()));
    }
}

// issue 14, section 3: `-o yaml|json` prints the dry run's overlay in that format.
void TestCliLaunch::dryRunOutputFormats()
{
    QTemporaryDir state;
    const QStringList args = QStringList{QStringLiteral("launch"),
                                         QStringLiteral("norsk-ingest"),
                                         QStringLiteral("--hardware"),
                                         QStringLiteral("none"),
                                         QStringLiteral("--shm-size"),
                                         QStringLiteral("2gb"),
                                         QStringLiteral("--dry-run"),
                                         QStringLiteral("--state-dir"),
                                         state.path()} +
                             host(QStringLiteral("none"));
    const CliResult json = runAccelctl(
        args + QStringList{QStringLiteral("-o"), QStringLiteral("json")}, fakeDocker("exit 0"));
    QCOMPARE(json.exitCode, 0);
    const QJsonObject overlay = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(overlay.value(QLatin1String("services"))
                 .toObject()
                 .value(QLatin1String("norsk-media"))
                 .toObject()
                 .value(QLatin1String("shm_size"))
                 .toString(),
             QStringLiteral("2gb"));
    const CliResult yaml = runAccelctl(
        args + QStringList{QStringLiteral("-o"), QStringLiteral("yaml")}, fakeDocker("exit 0"));
    QCOMPARE(yaml.exitCode, 0);
    QVERIFY(yaml.out.contains("shm_size: 2gb"));
    const auto tree = Accel::Doc::readDocument(yaml.out, QStringLiteral("stdout"));
    QVERIFY(tree);
    QCOMPARE(tree->toObject(), overlay);
    // -o without --dry-run has nothing to print: a usage error.
    const CliResult noDry = runAccelctl(
        QStringList{QStringLiteral("launch"), QStringLiteral("norsk-ingest"), QStringLiteral("-o"),
                    QStringLiteral("json"), QStringLiteral("--state-dir"), state.path()},
        fakeDocker("exit 0"));
    QCOMPARE(noDry.exitCode, 2);
}

// issue 14, section 3: a file the compose file references is reported at plan time.
void TestCliLaunch::missingProductFileIsFoundAtPlanTime()
{
    QTemporaryDir state;
    const CliResult r =
        runAccelctl(QStringList{QStringLiteral("launch"), QStringLiteral("norsk-ingest"),
                                QStringLiteral("--hardware"), QStringLiteral("none"),
                                QStringLiteral("--state-dir"), state.path()} +
                        host(QStringLiteral("none")),
                    fakeDocker("exit 0"));
    QCOMPARE(r.exitCode, 1);
    const QByteArray path =
        state.filePath(QStringLiteral("launches/norsk-ingest/secrets/license.json")).toUtf8();
    QVERIFY2(r.err.startsWith("PRODUCT_FILE_MISSING: "), r.err.constData());
    QVERIFY(r.err.contains(path));
    QVERIFY(r.err.contains("secrets.license.json.file"));
    QVERIFY(!calls().contains(" up")); // compose never ran
    // A dry run shows it as a note and still prints the overlay.
    const CliResult dry = runAccelctl(
        QStringList{QStringLiteral("launch"), QStringLiteral("norsk-ingest"),
                    QStringLiteral("--hardware"), QStringLiteral("none"),
                    QStringLiteral("--dry-run"), QStringLiteral("--state-dir"), state.path()} +
            host(QStringLiteral("none")),
        fakeDocker("exit 0"));
    QCOMPARE(dry.exitCode, 0);
    QVERIFY(dry.err.contains("PRODUCT_FILE_MISSING"));
    QVERIFY(dry.out.startsWith("# Generated by Accel Console"));
}

// issue 14, section 1: compose v1 cannot pass CDI device names: refused before anything runs.
void TestCliLaunch::composeV1CannotPassCdi()
{
    QTemporaryDir state;
    giveLicence(state, QStringLiteral("norsk-gpu-transcode"));
    QVERIFY(QDir().mkpath(state.filePath(QStringLiteral("sideload/") + m_sha)));
    const QProcessEnvironment env = fakeDocker("exit 0", QByteArray(), true);
    fakeStandaloneCompose("docker-compose version 1.29.2, build unknown");
    const CliResult r =
        runAccelctl(QStringList{QStringLiteral("launch"), QStringLiteral("norsk-gpu-transcode"),
                                QStringLiteral("--state-dir"), state.path(),
                                QStringLiteral("--sideload-manifest"), m_manifest} +
                        host(QStringLiteral("nvidia-1"), QStringLiteral("cdi-only")),
                    env);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith("COMPOSE_CDI_UNSUPPORTED: "), r.err.constData());
    QVERIFY(r.err.contains("1.29.2"));
    QVERIFY(r.err.contains("hint: "));
    QVERIFY(!calls().contains(" up"));
    // The same host with the nvidia runtime wires legacy, which v1 can express: it runs, with
    // v1's argument order (no "compose" subcommand word).
    const CliResult legacy =
        runAccelctl(QStringList{QStringLiteral("launch"), QStringLiteral("norsk-gpu-transcode"),
                                QStringLiteral("--state-dir"), state.path(),
                                QStringLiteral("--sideload-manifest"), m_manifest} +
                        host(QStringLiteral("nvidia-1"), QStringLiteral("nvidia-runtime")),
                    env);
    QVERIFY2(legacy.exitCode == 0, legacy.err.constData());
    const QString work = state.filePath(QStringLiteral("launches/norsk-gpu-transcode"));
    QVERIFY2(calls().contains(QStringLiteral("compose -p norsk-gpu-transcode -f %1/compose.yaml -f "
                                             "%1/overlay.yaml up -d")
                                  .arg(work)
                                  .toUtf8()),
             calls().constData());
}

// issue 14, section 1: no compose at all is DOCKER_COMPOSE_MISSING with Debian's fix, before
// anything runs; never docker's --help text.
void TestCliLaunch::composeMissing()
{
    QTemporaryDir state;
    giveLicence(state, QStringLiteral("norsk-ingest"));
    const CliResult r = runAccelctl(
        QStringList{QStringLiteral("launch"), QStringLiteral("norsk-ingest"),
                    QStringLiteral("--hardware"), QStringLiteral("none"),
                    QStringLiteral("--state-dir"), state.path()} +
            host(QStringLiteral("none")),
        fakeDocker(
            "echo 'unknown shorthand flag: p in -p'; echo 'Usage:  docker [OPTIONS]'; exit 125",
            QByteArray(), true));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith("DOCKER_COMPOSE_MISSING: "), r.err.constData());
    QVERIFY(r.err.contains("'compose' is not a docker command"));
    QVERIFY(r.err.contains("docker-compose"));
    QVERIFY(!r.err.contains("Usage:"));
    QVERIFY(!calls().contains(" up"));
}

// issue 14, section 3: without the media image the preview still shows the GPU wiring and the
// known bundles, with a note; the launch says how to get the manifest.
void TestCliLaunch::missingImagePreviewStillShowsOverlay()
{
    QTemporaryDir state;
    giveLicence(state, QStringLiteral("norsk-gpu-transcode"));
    const QByteArray noImage =
        "if [ \"$1\" = image ]; then echo 'Error: No such image: norskvideo/norsk:v1.12.0' >&2; "
        "exit 1; fi; exit 0";
    const QStringList args =
        QStringList{QStringLiteral("launch"), QStringLiteral("norsk-gpu-transcode"),
                    QStringLiteral("--state-dir"), state.path()} +
        host(QStringLiteral("nvidia-1"), QStringLiteral("nvidia-runtime"));
    const CliResult dry =
        runAccelctl(args + QStringList{QStringLiteral("--dry-run")}, fakeDocker(noImage));
    QCOMPARE(dry.exitCode, 0);
    QVERIFY(dry.out.contains("driver: nvidia"));
    QVERIFY2(dry.err.contains("IMAGE_NOT_FOUND"), dry.err.constData());
    QVERIFY(dry.err.contains("docker pull norskvideo/norsk:v1.12.0"));
    QVERIFY(dry.err.contains("--sideload-manifest"));
    const CliResult launch = runAccelctl(args, fakeDocker(noImage));
    QCOMPARE(launch.exitCode, 1);
    QVERIFY2(launch.err.startsWith("IMAGE_NOT_FOUND: "), launch.err.constData());
    QVERIFY(launch.err.contains("hint: docker pull norskvideo/norsk:v1.12.0, or pass "
                                "--sideload-manifest FILE"));
}

void TestCliLaunch::unreachableDaemonIsNotAMissingImage()
{
    QTemporaryDir state;
    giveLicence(state, QStringLiteral("norsk-gpu-transcode"));
    const CliResult r = runAccelctl(
        QStringList{QStringLiteral("launch"), QStringLiteral("norsk-gpu-transcode"),
                    QStringLiteral("--state-dir"), state.path()} +
            host(QStringLiteral("nvidia-1"), QStringLiteral("nvidia-runtime")),
        fakeDocker("echo 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is "
                   "the docker daemon running?' >&2; exit 1"));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith("DOCKER_DAEMON_DOWN: "), r.err.constData());
    QVERIFY(!r.err.contains("Pull the image"));
    QVERIFY(!r.err.contains("docker pull"));
}

// issue 14, section 3: product.yaml is checked against its schema; a misspelt key is an error
// naming the file, the key and the nearest known key, not "declares no accelerator".
void TestCliLaunch::misspeltProductKey()
{
    QTemporaryDir product;
    QFile yaml(product.filePath(QStringLiteral("product.yaml")));
    QVERIFY(yaml.open(QIODevice::WriteOnly));
    yaml.write("name: typo\nrequirments:\n  accelerator: {mode: fixed, value: nvidia}\n");
    yaml.close();
    QFile compose(product.filePath(QStringLiteral("compose.yaml")));
    QVERIFY(compose.open(QIODevice::WriteOnly));
    compose.write("services:\n  media:\n    image: busybox\n");
    compose.close();
    const CliResult r = runAccelctl(QStringList{QStringLiteral("launch-form"), product.path()} +
                                    host(QStringLiteral("none")));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith("PRODUCT_INVALID: "), r.err.constData());
    QVERIFY(r.err.contains(product.filePath(QStringLiteral("product.yaml")).toUtf8()));
    QVERIFY(r.err.contains("requirments"));
    QVERIFY(r.err.contains("did you mean requirements?"));
}

// issue 14, section 2: launches, logs and stop with the files it was launched with.
void TestCliLaunch::launchesLogsStop()
{
    QTemporaryDir state;
    giveLicence(state, QStringLiteral("ingest-two"));
    const QByteArray docker =
        "if [ \"$1\" = ps ]; then printf 'ingest-two\\tnorsk-media\\tingest-two-norsk-media-1\\t"
        "exited\\tExited (3) 2 seconds ago\\n'; fi; case \" $* \" in *\" logs \"*) echo 'media "
        "line "
        "1';; esac; exit 0";
    const QProcessEnvironment env = fakeDocker(docker);
    const CliResult launched =
        runAccelctl(QStringList{QStringLiteral("launch"), QStringLiteral("norsk-ingest"),
                                QStringLiteral("--hardware"), QStringLiteral("none"),
                                QStringLiteral("--project"), QStringLiteral("ingest-two"),
                                QStringLiteral("--state-dir"), state.path()} +
                        host(QStringLiteral("none")),
                    env);
    QVERIFY2(launched.exitCode == 0, launched.err.constData());

    const CliResult list = runAccelctl({QStringLiteral("launches"), QStringLiteral("--state-dir"),
                                        state.path(), QStringLiteral("-o"), QStringLiteral("json")},
                                       env);
    QCOMPARE(list.exitCode, 0);
    const QJsonArray rows = QJsonDocument::fromJson(list.out).array();
    QCOMPARE(rows.size(), 1);
    const QJsonObject row = rows.first().toObject();
    QCOMPARE(row.value(QLatin1String("project")).toString(), QStringLiteral("ingest-two"));
    QCOMPARE(row.value(QLatin1String("product")).toString(), QStringLiteral("norsk-ingest"));
    QCOMPARE(row.value(QLatin1String("version")).toString(), QStringLiteral("1.12.0"));
    QCOMPARE(row.value(QLatin1String("accelerator")).toString(), QStringLiteral("none"));
    QCOMPARE(row.value(QLatin1String("status")).toString(), QStringLiteral("exited (3)"));
    QCOMPARE(row.value(QLatin1String("services")).toArray().size(), 1);
    QCOMPARE(row.value(QLatin1String("services"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QLatin1String("exitCode")),
             QJsonValue(3));

    const CliResult logs =
        runAccelctl({QStringLiteral("logs"), QStringLiteral("ingest-two"), QStringLiteral("--tail"),
                     QStringLiteral("5"), QStringLiteral("--service"),
                     QStringLiteral("norsk-media"), QStringLiteral("--state-dir"), state.path()},
                    env);
    QVERIFY2(logs.exitCode == 0, logs.err.constData());
    QCOMPARE(logs.out, QByteArray("media line 1\n"));
    const QString work = state.filePath(QStringLiteral("launches/ingest-two"));
    const QStringList files{QStringLiteral("-f"), work + QStringLiteral("/compose.yaml"),
                            QStringLiteral("-f"), work + QStringLiteral("/overlay.yaml")};
    QFile argv(m_dir.filePath(QStringLiteral("argv")));
    QVERIFY(argv.open(QIODevice::ReadOnly));
    const QStringList project{QStringLiteral("compose"), QStringLiteral("-p"),
                              QStringLiteral("ingest-two")};
    const QStringList logsArgs =
        project + files +
        QStringList{QStringLiteral("logs"), QStringLiteral("--no-color"), QStringLiteral("--tail"),
                    QStringLiteral("5"), QStringLiteral("norsk-media")};
    QCOMPARE(QString::fromUtf8(argv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts),
             logsArgs);
    argv.close();

    const CliResult bad =
        runAccelctl({QStringLiteral("logs"), QStringLiteral("ingest-two"), QStringLiteral("--tail"),
                     QStringLiteral("many"), QStringLiteral("--state-dir"), state.path()},
                    env);
    QCOMPARE(bad.exitCode, 2);

    const CliResult stopped = runAccelctl({QStringLiteral("stop"), QStringLiteral("ingest-two"),
                                           QStringLiteral("--remove-volumes"),
                                           QStringLiteral("--state-dir"), state.path()},
                                          env);
    QVERIFY2(stopped.exitCode == 0, stopped.err.constData());
    QVERIFY(argv.open(QIODevice::ReadOnly));
    const QStringList downArgs =
        project + files + QStringList{QStringLiteral("down"), QStringLiteral("--volumes")};
    QCOMPARE(QString::fromUtf8(argv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts),
             downArgs);
    const CliResult after =
        runAccelctl({QStringLiteral("launches"), QStringLiteral("--state-dir"), state.path(),
                     QStringLiteral("-o"), QStringLiteral("json")},
                    fakeDocker("exit 0"));
    const QJsonObject stoppedRow = QJsonDocument::fromJson(after.out).array().first().toObject();
    QCOMPARE(stoppedRow.value(QLatin1String("status")).toString(), QStringLiteral("stopped"));
    QVERIFY(stoppedRow.contains(QLatin1String("stoppedAt")));

    const CliResult unknown = runAccelctl({QStringLiteral("stop"), QStringLiteral("nope"),
                                           QStringLiteral("--state-dir"), state.path()},
                                          env);
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY(unknown.err.startsWith("LAUNCH_NOT_FOUND: "));
    QVERIFY(unknown.err.contains("ingest-two"));
}

// issue 32 (docs/SECURITY.md "State directory"): a state directory or launches/ folder others
// can write is refused by every launch command alike, `launches` included: exit 1 with
// STATE_DIR_UNSAFE, the folder and the fix, never an empty list that reads as "nothing launched".
// One project's folder others can write refuses that project; `launches` lists the rest and names
// it in a warning with the fix, as `sideload list` does for an entry it will not serve.
void TestCliLaunch::unsafeStateDirIsRefused_data()
{
    QTest::addColumn<QString>("folder"); ///< relative to the state directory; "" for itself
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("refused");     ///< logs and stop of the project
    QTest::addColumn<bool>("listRefused"); ///< launches
    QTest::addRow("world-writable state directory") << "" << 0777 << true << true;
    QTest::addRow("group-writable state directory") << "" << 0775 << true << true;
    QTest::addRow("world-writable launches folder") << "launches" << 0777 << true << true;
    QTest::addRow("world-writable project folder")
        << "launches/ingest-three" << 0777 << true << false;
    QTest::addRow("sticky and ours") << "" << 01777 << false << false;
    QTest::addRow("private") << "" << 0700 << false << false;
}

void TestCliLaunch::unsafeStateDirIsRefused()
{
    QFETCH(QString, folder);
    QFETCH(int, mode);
    QFETCH(bool, refused);
    QFETCH(bool, listRefused);
    QTemporaryDir state;
    giveLicence(state, QStringLiteral("ingest-three"));
    const QByteArray docker =
        "if [ \"$1\" = ps ]; then printf 'ingest-three\\tnorsk-media\\tingest-three-norsk-media-1"
        "\\trunning\\tUp 2 seconds\\n'; fi; exit 0";
    const QProcessEnvironment env = fakeDocker(docker);
    const CliResult launched =
        runAccelctl(QStringList{QStringLiteral("launch"), QStringLiteral("norsk-ingest"),
                                QStringLiteral("--hardware"), QStringLiteral("none"),
                                QStringLiteral("--project"), QStringLiteral("ingest-three"),
                                QStringLiteral("--state-dir"), state.path()} +
                        host(QStringLiteral("none")),
                    env);
    QVERIFY2(launched.exitCode == 0, launched.err.constData());
    const QString path = folder.isEmpty() ? state.path() : state.filePath(folder);
    QCOMPARE(::chmod(QFile::encodeName(path).constData(), mode_t(mode)), 0);
    const QByteArray unsafe = "STATE_DIR_UNSAFE: " + path.toUtf8();
    const QByteArray fix = "chmod go-w " + path.toUtf8();

    // launches, as a table and as JSON.
    for (const QStringList &format :
         {QStringList{}, QStringList{QStringLiteral("-o"), QStringLiteral("json")}}) {
        const CliResult r = runAccelctl(
            QStringList{QStringLiteral("launches"), QStringLiteral("--state-dir"), state.path()} +
                format,
            env);
        if (listRefused) {
            QVERIFY2(r.exitCode == 1, r.err.constData());
            QVERIFY2(r.err.startsWith(unsafe), r.err.constData());
            QVERIFY2(r.err.contains(fix), r.err.constData());
            // No list: the table prints nothing on stdout; -o json only the error document.
            if (format.isEmpty()) {
                QVERIFY2(r.out.isEmpty(), r.out.constData());
            } else {
                const QJsonObject error = QJsonDocument::fromJson(r.out)
                                              .object()
                                              .value(QStringLiteral("error"))
                                              .toObject();
                QCOMPARE(error.value(QStringLiteral("code")).toString(),
                         QStringLiteral("STATE_DIR_UNSAFE"));
                QVERIFY2(!r.out.contains("ingest-three"), r.out.constData());
            }
            continue;
        }
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.out.contains("ingest-three"), !refused);
        if (refused) {
            QVERIFY2(r.err.startsWith(QByteArray("warning: " + path.toUtf8())), r.err.constData());
            QVERIFY2(r.err.contains(fix), r.err.constData());
        } else {
            QVERIFY2(r.err.isEmpty(), r.err.constData());
        }
    }
    // logs and stop of the project.
    const QList<QStringList> commands{
        {QStringLiteral("logs"), QStringLiteral("ingest-three"), QStringLiteral("--state-dir"),
         state.path()},
        {QStringLiteral("stop"), QStringLiteral("ingest-three"), QStringLiteral("--state-dir"),
         state.path()},
    };
    for (const QStringList &args : commands) {
        const QString what = args.join(QLatin1Char(' ')) + QLatin1Char('\n');
        const CliResult r = runAccelctl(args, env);
        if (!refused) {
            QVERIFY2(r.exitCode == 0, qPrintable(what + QString::fromUtf8(r.err)));
            continue;
        }
        QVERIFY2(r.exitCode == 1, qPrintable(what + QString::fromUtf8(r.err)));
        QVERIFY2(r.err.startsWith(unsafe), qPrintable(what + QString::fromUtf8(r.err)));
        QVERIFY2(r.err.contains(fix), qPrintable(what + QString::fromUtf8(r.err)));
        QVERIFY2(r.out.isEmpty(), qPrintable(what + QString::fromUtf8(r.out)));
    }
    // Refused before docker: stop never ran compose down against a record others could plant.
    QCOMPARE(calls().contains(" down"), !refused);
}

// issue 14, section 1: CDI names need Docker Engine 25; NORSK_CTL_GPU_MODE=cdi skips docker
// info, so the engine's version comes from docker version, before anything runs.
void TestCliLaunch::forcedCdiOnAnOldEngine()
{
    QTemporaryDir state;
    giveLicence(state, QStringLiteral("norsk-gpu-transcode"));
    QVERIFY(QDir().mkpath(state.filePath(QStringLiteral("sideload/") + m_sha)));
    QProcessEnvironment env =
        fakeDocker("if [ \"$1\" = version ]; then echo '20.10.24+dfsg1'; fi; exit 0");
    env.insert(QStringLiteral("NORSK_CTL_GPU_MODE"), QStringLiteral("cdi"));
    const CliResult r =
        runAccelctl(QStringList{QStringLiteral("launch"), QStringLiteral("norsk-gpu-transcode"),
                                QStringLiteral("--state-dir"), state.path(),
                                QStringLiteral("--sideload-manifest"), m_manifest} +
                        host(QStringLiteral("nvidia-1"), QStringLiteral("no-gpu")),
                    env);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith("DOCKER_CDI_UNSUPPORTED: "), r.err.constData());
    QVERIFY(r.err.contains("20.10.24"));
    QVERIFY(!calls().contains(" up"));
}

QTEST_GUILESS_MAIN(TestCliLaunch)
#include "tst_cli_launch.moc"
