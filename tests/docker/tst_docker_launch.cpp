// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl launch`, `launches`, `logs` and `stop` against a real Docker engine, as on a stock
// Debian 12 host (issue 14, "Tests (real parts)"): Debian's dockerd started for this test
// (Test::DockerDaemon), Debian's docker-compose 1.29, a busybox image imported locally. Checks
// inside the container (the private /dev/shm has the size asked for, --project names the
// containers), the list, the logs, the stop and that nothing is left; then the error codes
// docker's real output gives (missing image, daemon down, socket not permitted).
#include "clirunner.h"
#include "dockerdaemon.h"
#include "testsupport.h"

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include <csignal>
#include <grp.h>
#include <memory>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Accel::Test;

namespace {

const QByteArray Marker = "accel-it-marker: media is up";

/// product.yaml and compose.yaml of a one-service product. The service prints the marker and
/// its /dev/shm, then idles; it ends at once on SIGTERM (as PID 1 it would otherwise wait out
/// docker's 10 s stop timeout).
bool writeProduct(const QString &dir, const QString &name, const QString &image)
{
    QFile product(dir + QStringLiteral("/product.yaml"));
    QFile compose(dir + QStringLiteral("/compose.yaml"));
    if (!product.open(QIODevice::WriteOnly) || !compose.open(QIODevice::WriteOnly))
        return false;
    product.write("name: " + name.toUtf8() + "\nversion: 0.1.0\nmediaService: media\n");
    compose.write("services:\n"
                  "  media:\n"
                  "    image: " +
                  image.toUtf8() +
                  "\n"
                  "    network_mode: none\n"
                  "    command: [\"sh\", \"-c\", \"trap 'exit 0' TERM; echo '" +
                  Marker + "'; df -k /dev/shm; while true; do sleep 1; done\"]\n");
    return product.error() == QFile::NoError && compose.error() == QFile::NoError;
}

/// The line of stderr that starts with CODE, and everything after it (message and hint).
QString errorFrom(const QByteArray &err, const QString &code)
{
    const QString text = QString::fromUtf8(err);
    const qsizetype at =
        text.indexOf(QRegularExpression(QStringLiteral("(^|\n)") + code + QStringLiteral(": ")));
    return at < 0 ? QString() : text.mid(at).trimmed();
}

/// How an error row runs accelctl.
enum class Via
{
    Invalid = 0,
    Daemon,        ///< against the test's daemon
    MissingSocket, ///< DOCKER_HOST names a socket that does not exist
    AsNobody,      ///< as user nobody, who may not use the daemon's socket
};

struct ErrorRow
{
    Via via = Via::Invalid;
    QString image;
    QString code;
    QStringList errorHas; ///< in the code line and hint; "@SOCKET@" stands for the socket path
};

} // namespace

Q_DECLARE_METATYPE(ErrorRow)

class TestDockerLaunch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void launchInspectListLogsStop();
    void relaunchStoppedProject();
    void errors_data();
    void errors();
    void getHardwareShowsCompose();

private:
    CliResult accelctl(const QStringList &args) const
    {
        return runAccelctl(args, m_daemon->environment());
    }
    /// Names of the containers with the project's compose label, sorted.
    QStringList projectContainers(const QString &project) const;
    /// The project's entry in `accelctl launches -o json`; empty (and a failed check) if none.
    QJsonObject launchEntry(const QString &stateDir, const QString &project) const;

    std::unique_ptr<DockerDaemon> m_daemon;
};

void TestDockerLaunch::initTestCase()
{
    QElapsedTimer clock;
    clock.start();
    m_daemon = std::make_unique<DockerDaemon>();
    m_daemon->start();
    ACCEL_REQUIRE_DOCKER(*m_daemon);
    ACCEL_DOCKER_PREREQUISITE(
        !DockerDaemon::findProgram(QStringLiteral("docker-compose")).isEmpty(),
        QStringLiteral("docker-compose not found in %1 (apt-get install "
                       "docker-compose)")
            .arg(DockerDaemon::testPath()));
    QVERIFY(QFileInfo(binDir() + QStringLiteral("/accelctl")).isExecutable());
    qInfo("private dockerd at %s ready in %lld ms", qPrintable(m_daemon->dockerHost()),
          clock.elapsed());
}

void TestDockerLaunch::cleanupTestCase()
{
    m_daemon.reset();
}

QStringList TestDockerLaunch::projectContainers(const QString &project) const
{
    const DockerDaemon::Output ps =
        m_daemon->run({QStringLiteral("ps"), QStringLiteral("-a"), QStringLiteral("--filter"),
                       QStringLiteral("label=com.docker.compose.project=") + project,
                       QStringLiteral("--format"), QStringLiteral("{{.Names}}")});
    if (!ps.ok()) {
        QTest::qFail(qPrintable(QStringLiteral("docker ps failed: ") + QString::fromUtf8(ps.err)),
                     __FILE__, __LINE__);
        return {QStringLiteral("(docker ps failed)")};
    }
    QStringList names = QString::fromUtf8(ps.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    names.sort();
    return names;
}

QJsonObject TestDockerLaunch::launchEntry(const QString &stateDir, const QString &project) const
{
    const CliResult r = accelctl({QStringLiteral("launches"), QStringLiteral("-o"),
                                  QStringLiteral("json"), QStringLiteral("--state-dir"), stateDir});
    if (r.exitCode != 0) {
        QTest::qFail(qPrintable(QStringLiteral("launches failed: ") + QString::fromUtf8(r.err)),
                     __FILE__, __LINE__);
        return {};
    }
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    if (!doc.isArray()) {
        QTest::qFail(qPrintable(QStringLiteral("launches -o json is not an array: ") +
                                error.errorString() + QStringLiteral("\n") +
                                QString::fromUtf8(r.out)),
                     __FILE__, __LINE__);
        return {};
    }
    for (const QJsonValue &entry : doc.array()) {
        if (entry[QLatin1String("project")].toString() == project)
            return entry.toObject();
    }
    QTest::qFail(qPrintable(project + QStringLiteral(" not in: ") + QString::fromUtf8(r.out)),
                 __FILE__, __LINE__);
    return {};
}

void TestDockerLaunch::launchInspectListLogsStop()
{
    ACCEL_REQUIRE_DOCKER(*m_daemon);
    const QString project = QStringLiteral("accel-it-1");
    const auto cleanup = m_daemon->projectCleanup(project);
    QTemporaryDir product;
    QTemporaryDir state;
    QVERIFY(product.isValid() && state.isValid());
    QVERIFY(
        writeProduct(product.path(), QStringLiteral("accel-it-demo"), DockerDaemon::imageName()));

    const CliResult launched = accelctl(
        {QStringLiteral("launch"), product.path(), QStringLiteral("--hardware"),
         QStringLiteral("none"), QStringLiteral("--project"), project, QStringLiteral("--shm-size"),
         QStringLiteral("96m"), QStringLiteral("--state-dir"), state.path()});
    QVERIFY2(launched.exitCode == 0, launched.err.constData());
    QVERIFY2(launched.out.contains("launched accel-it-demo as project accel-it-1"),
             launched.out.constData());

    // --project names the containers: compose 1.29 calls them PROJECT_SERVICE_1.
    const QString container = QStringLiteral("accel-it-1_media_1");
    QCOMPARE(projectContainers(project), QStringList{container});
    const DockerDaemon::Output inspect =
        m_daemon->run({QStringLiteral("inspect"), QStringLiteral("--format"),
                       QStringLiteral("{{.State.Running}} {{.HostConfig.ShmSize}} "
                                      "{{index .Config.Labels \"com.docker.compose.service\"}} "
                                      "{{.HostConfig.NetworkMode}}"),
                       container});
    QVERIFY2(inspect.ok(), inspect.err.constData());
    QCOMPARE(inspect.out.trimmed(), QByteArray("true 100663296 media none"));

    // The private /dev/shm inside has the size asked for: 96m is 98304 KiB.
    const DockerDaemon::Output df =
        m_daemon->run({QStringLiteral("exec"), container, QStringLiteral("df"),
                       QStringLiteral("-k"), QStringLiteral("/dev/shm")});
    QVERIFY2(df.ok(), df.err.constData());
    const QList<QByteArray> dfLines = df.out.trimmed().split('\n');
    QCOMPARE(dfLines.size(), 2);
    const QList<QByteArray> fields = dfLines.last().simplified().split(' ');
    QCOMPARE(fields.size(), 6);
    QCOMPARE(fields.at(5), QByteArray("/dev/shm"));
    QCOMPARE(fields.at(1), QByteArray("98304"));

    // Listed, running, one row per service.
    QJsonObject entry = launchEntry(state.path(), project);
    QCOMPARE(entry[QLatin1String("status")].toString(), QStringLiteral("running"));
    QCOMPARE(entry[QLatin1String("product")].toString(), QStringLiteral("accel-it-demo"));
    QCOMPARE(entry[QLatin1String("accelerator")].toString(), QStringLiteral("none"));
    QCOMPARE(entry[QLatin1String("composeKind")].toString(), QStringLiteral("standalone-v1"));
    const QJsonArray services = entry[QLatin1String("services")].toArray();
    QCOMPARE(services.size(), 1);
    QCOMPARE(services.at(0)[QLatin1String("service")].toString(), QStringLiteral("media"));
    QCOMPARE(services.at(0)[QLatin1String("container")].toString(), container);
    QCOMPARE(services.at(0)[QLatin1String("state")].toString(), QStringLiteral("running"));

    // The containers' output, on stdout. The service prints the marker first thing; give it a
    // moment on a loaded machine.
    CliResult logs;
    const QDeadlineTimer logsDeadline(20000);
    do {
        logs = accelctl({QStringLiteral("logs"), project, QStringLiteral("--tail"),
                         QStringLiteral("20"), QStringLiteral("--state-dir"), state.path()});
        if (logs.exitCode != 0 || logs.out.contains(Marker))
            break;
        QTest::qWait(250);
    } while (!logsDeadline.hasExpired());
    QVERIFY2(logs.exitCode == 0, logs.err.constData());
    QVERIFY2(logs.out.contains(Marker), logs.out.constData());
    QVERIFY2(logs.out.contains("/dev/shm"), logs.out.constData());

    // --follow keeps printing until interrupted; Ctrl-C (SIGINT to its process group) ends it
    // and whatever it started.
    {
        QProcessEnvironment env = m_daemon->fullEnvironment();
        env.remove(QStringLiteral("NORSK_CTL_GPU_MODE"));
        QProcess follow;
        follow.setProcessEnvironment(env);
        follow.setChildProcessModifier([] { ::setpgid(0, 0); });
        follow.start(binDir() + QStringLiteral("/accelctl"),
                     {QStringLiteral("logs"), project, QStringLiteral("--follow"),
                      QStringLiteral("--state-dir"), state.path()});
        QVERIFY(follow.waitForStarted(10000));
        const pid_t group = pid_t(follow.processId());
        QByteArray out;
        const QDeadlineTimer followDeadline(20000);
        while (!out.contains(Marker) && follow.state() == QProcess::Running &&
               !followDeadline.hasExpired()) {
            follow.waitForReadyRead(250);
            out += follow.readAllStandardOutput();
        }
        const bool stillFollowing = follow.state() == QProcess::Running;
        ::kill(-group, SIGINT);
        const bool ended = follow.waitForFinished(10000);
        // Nothing of the group may be left (a compose `logs -f` orphan would follow forever).
        const QDeadlineTimer reapDeadline(10000);
        bool groupGone = false;
        while (!(groupGone = ::kill(-group, 0) != 0) && !reapDeadline.hasExpired())
            QTest::qWait(100);
        if (!ended || !groupGone) {
            ::kill(-group, SIGKILL);
            follow.waitForFinished(5000);
        }
        QVERIFY2(out.contains(Marker), QByteArray(out + follow.readAllStandardError()).constData());
        QVERIFY2(stillFollowing, "logs --follow ended by itself");
        QVERIFY2(ended, "logs --follow did not end on SIGINT");
        QVERIFY2(groupGone, "logs --follow left processes behind");
    }

    // Stop: compose down with the launch's files; nothing of it left; the record says stopped.
    const CliResult stopped =
        accelctl({QStringLiteral("stop"), project, QStringLiteral("--state-dir"), state.path()});
    QVERIFY2(stopped.exitCode == 0, stopped.err.constData());
    QCOMPARE(stopped.out, QByteArray("stopped accel-it-1\n"));
    QCOMPARE(projectContainers(project), QStringList());
    entry = launchEntry(state.path(), project);
    QCOMPARE(entry[QLatin1String("status")].toString(), QStringLiteral("stopped"));
    QVERIFY(entry[QLatin1String("services")].toArray().isEmpty());
}

void TestDockerLaunch::relaunchStoppedProject()
{
    ACCEL_REQUIRE_DOCKER(*m_daemon);
    const QString project = QStringLiteral("accel-it-2");
    const auto cleanup = m_daemon->projectCleanup(project);
    QTemporaryDir product;
    QTemporaryDir state;
    QVERIFY(product.isValid() && state.isValid());
    QVERIFY(
        writeProduct(product.path(), QStringLiteral("accel-it-demo"), DockerDaemon::imageName()));
    const QStringList launch{QStringLiteral("launch"),      product.path(),
                             QStringLiteral("--hardware"),  QStringLiteral("none"),
                             QStringLiteral("--project"),   project,
                             QStringLiteral("--state-dir"), state.path()};
    const QStringList stop{QStringLiteral("stop"), project, QStringLiteral("--state-dir"),
                           state.path()};

    CliResult r = accelctl(launch);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    r = accelctl(stop);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(launchEntry(state.path(), project)[QLatin1String("status")].toString(),
             QStringLiteral("stopped"));
    QCOMPARE(projectContainers(project), QStringList());

    // `launch` of a stopped project runs it again, and the record follows.
    r = accelctl(launch);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(projectContainers(project), QStringList{QStringLiteral("accel-it-2_media_1")});
    const QJsonObject entry = launchEntry(state.path(), project);
    QCOMPARE(entry[QLatin1String("status")].toString(), QStringLiteral("running"));
    QCOMPARE(entry[QLatin1String("services")].toArray().size(), 1);

    r = accelctl(stop);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(projectContainers(project), QStringList());
    QCOMPARE(launchEntry(state.path(), project)[QLatin1String("status")].toString(),
             QStringLiteral("stopped"));
}

void TestDockerLaunch::errors_data()
{
    QTest::addColumn<ErrorRow>("row");
    const QString image = DockerDaemon::imageName();
    QTest::addRow("image missing, no registry reachable")
        << ErrorRow{Via::Daemon,
                    QStringLiteral("norsk/missing:1"),
                    QStringLiteral("IMAGE_NOT_FOUND"),
                    {QStringLiteral("norsk/missing:1")}};
    QTest::addRow("DOCKER_HOST names no socket") << ErrorRow{Via::MissingSocket,
                                                             image,
                                                             QStringLiteral("DOCKER_DAEMON_DOWN"),
                                                             {QStringLiteral("@SOCKET@")}};
    QTest::addRow("socket not permitted to nobody")
        << ErrorRow{Via::AsNobody,
                    image,
                    QStringLiteral("DOCKER_PERMISSION_DENIED"),
                    {QStringLiteral("permission denied"), QStringLiteral("@SOCKET@")}};
}

void TestDockerLaunch::errors()
{
    ACCEL_REQUIRE_DOCKER(*m_daemon);
    QFETCH(ErrorRow, row);
    const QString project = QStringLiteral("accel-it-error");
    const auto cleanup = m_daemon->projectCleanup(project);
    // Under /tmp and open to all, so user nobody can read the product and write the state.
    QTemporaryDir work(QStringLiteral("/tmp/accel-it-XXXXXX"));
    QVERIFY(work.isValid());
    QVERIFY(QFile::setPermissions(
        work.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup |
                         QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther));
    const QString productDir = work.filePath(QStringLiteral("product"));
    const QString stateDir = work.filePath(QStringLiteral("state"));
    QVERIFY(QDir().mkpath(productDir) && QDir().mkpath(stateDir));
    QVERIFY(writeProduct(productDir, QStringLiteral("accel-it-error"), row.image));
    const QString socket = m_daemon->socketPath();
    QString missingSocket;

    const QStringList args{QStringLiteral("launch"),      productDir,
                           QStringLiteral("--hardware"),  QStringLiteral("none"),
                           QStringLiteral("--project"),   project,
                           QStringLiteral("--state-dir"), stateDir};
    CliResult result;
    switch (row.via) {
    case Via::Daemon:
        result = accelctl(args);
        break;
    case Via::MissingSocket: {
        missingSocket = work.filePath(QStringLiteral("absent.sock"));
        QProcessEnvironment env = m_daemon->environment();
        env.insert(QStringLiteral("DOCKER_HOST"), QStringLiteral("unix://") + missingSocket);
        result = runAccelctl(args, env);
        break;
    }
    case Via::AsNobody: {
        const QString runuser = DockerDaemon::findProgram(QStringLiteral("runuser"));
        const passwd *nobody = ::getpwnam("nobody");
        ACCEL_DOCKER_PREREQUISITE(!runuser.isEmpty() && nobody,
                                  QStringLiteral("runuser or user nobody missing"));
        QVERIFY(::chown(QFile::encodeName(stateDir).constData(), nobody->pw_uid, nobody->pw_gid) ==
                0);
        // The socket stays as dockerd made it, root:docker 0660; only the path to it opens.
        struct stat info
        {
        };
        QVERIFY(::stat(QFile::encodeName(socket).constData(), &info) == 0);
        QCOMPARE(info.st_uid, uid_t(0));
        QCOMPARE(int(info.st_mode & 0777), 0660);
        if (const group *docker = ::getgrnam("docker"))
            QCOMPARE(info.st_gid, docker->gr_gid);
        const QString daemonDir = m_daemon->directory();
        QVERIFY(::chmod(QFile::encodeName(daemonDir).constData(), 0755) == 0);
        const auto closeAgain =
            qScopeGuard([daemonDir] { ::chmod(QFile::encodeName(daemonDir).constData(), 0700); });
        // A copy of accelctl that nobody can run: the build tree may be where only root reaches
        // (a clone in /root, mode 0700: issue 31), and only the socket may stand in the way.
        const QString accelctlCopy = work.filePath(QStringLiteral("accelctl"));
        QVERIFY(QFile::copy(binDir() + QStringLiteral("/accelctl"), accelctlCopy));
        QVERIFY(QFile::setPermissions(accelctlCopy, QFile::ReadOwner | QFile::WriteOwner |
                                                        QFile::ExeOwner | QFile::ReadGroup |
                                                        QFile::ExeGroup | QFile::ReadOther |
                                                        QFile::ExeOther));
        QProcess process;
        process.setProcessEnvironment(m_daemon->fullEnvironment());
        process.setWorkingDirectory(stateDir);
        process.start(runuser, QStringList{QStringLiteral("-u"), QStringLiteral("nobody"),
                                           QStringLiteral("--"), QStringLiteral("/usr/bin/env"),
                                           QStringLiteral("HOME=") + stateDir, accelctlCopy} +
                                   args);
        if (!process.waitForFinished(60000)) {
            process.kill();
            process.waitForFinished(5000);
            QFAIL("accelctl as nobody did not finish in 60 s");
        }
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
        result.out = process.readAllStandardOutput();
        result.err = process.readAllStandardError();
        break;
    }
    case Via::Invalid:
        QFAIL("no way to run");
    }

    QVERIFY2(
        result.exitCode == 1,
        qPrintable(
            QStringLiteral("exit %1: %2").arg(result.exitCode).arg(QString::fromUtf8(result.err))));
    const QString error = errorFrom(result.err, row.code);
    QVERIFY2(!error.isEmpty(), result.err.constData());
    for (QString wanted : row.errorHas) {
        wanted.replace(QStringLiteral("@SOCKET@"),
                       missingSocket.isEmpty() ? socket : missingSocket);
        QVERIFY2(error.contains(wanted, Qt::CaseInsensitive),
                 qPrintable(wanted + QStringLiteral(" not in: ") + error));
    }
    // The cause is docker's own line, never its usage text.
    QVERIFY2(!result.err.contains("Usage:"), result.err.constData());
    QCOMPARE(projectContainers(project), QStringList());
}

void TestDockerLaunch::getHardwareShowsCompose()
{
    ACCEL_REQUIRE_DOCKER(*m_daemon);
    const CliResult r =
        accelctl({QStringLiteral("get"), QStringLiteral("hardware"), QStringLiteral("-o"),
                  QStringLiteral("json"), QStringLiteral("--host-root"),
                  fixture(QStringLiteral("hosts/none"))});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject compose =
        QJsonDocument::fromJson(r.out).object()[QLatin1String("compose")].toObject();
    QCOMPARE(compose[QLatin1String("kind")].toString(), QStringLiteral("standalone-v1"));
    QCOMPARE(compose[QLatin1String("version")].toString(), QStringLiteral("1.29.2"));
    QCOMPARE(compose[QLatin1String("program")].toString(),
             QStringLiteral("/usr/bin/docker-compose"));
}

QTEST_GUILESS_MAIN(TestDockerLaunch)
#include "tst_docker_launch.moc"
