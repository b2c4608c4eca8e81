// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The docker compose runner with a fake docker that records its argv and plays back scripted
// output: the argument list (no shell), streamed output, the log, and known failures mapped to
// their fixes (spec host-accelerators-and-launch.txt, "When a launch is refused").
#include "launch/composerunner.h"

#include <QSignalSpy>
#include <QtTest>

using namespace Accel;
using namespace Accel::Launch;

class TestComposeRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void outcomes_data();
    void outcomes();
    void missingDocker();
    void missingStandaloneCompose();
    void judgedFrom_data();
    void judgedFrom();
    void splitUtf8StaysWhole();
    void asyncStreamsAndCancels();
};

namespace {
QString fakeDocker(const QTemporaryDir &dir, const QByteArray &body)
{
    const QString path = dir.filePath(QStringLiteral("docker"));
    QFile script(path);
    script.open(QIODevice::WriteOnly);
    script.write("#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \"$(dirname "
                 "\"$0\")/argv\"\n" +
                 body + "\n");
    script.close();
    script.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    return path;
}
} // namespace

void TestComposeRunner::outcomes_data()
{
    QTest::addColumn<QByteArray>("script");
    QTest::addColumn<QString>("code"); // empty: success
    QTest::addColumn<QString>("hintContains");
    QTest::addRow("started") << QByteArray("echo ' Container demo-norsk-media-1  Started'")
                             << QString() << QString();
    QTest::addRow("CDI-only host classified as legacy")
        << QByteArray("echo 'Error response from daemon: could not select device driver \"nvidia\" "
                      "with capabilities: [[gpu video compute utility]]' >&2; exit 1")
        << "GPU_MODE_MISMATCH"
        << "NORSK_CTL_GPU_MODE=cdi";
    QTest::addRow("daemon down")
        << QByteArray("echo 'Cannot connect to the Docker daemon at unix:///var/run/docker.sock. "
                      "Is the docker daemon running?' >&2; exit 1")
        << "DOCKER_DAEMON_DOWN"
        << "systemctl start docker";
    QTest::addRow("compose plugin missing")
        << QByteArray("echo \"docker: 'compose' is not a docker command.\" >&2; exit 1")
        << "DOCKER_COMPOSE_MISSING"
        << "docker-compose-plugin";
    QTest::addRow("image not pullable")
        << QByteArray("echo 'pull access denied for norskvideo/norsk, repository does not exist "
                      "or may require docker login' >&2; exit 18")
        << "IMAGE_NOT_FOUND"
        << "docker pull norskvideo/norsk";
    QTest::addRow("anything else")
        << QByteArray("echo 'service \"media\" refers to undefined volume cache' >&2; exit 15")
        << "LAUNCH_FAILED"
        << "docker output";
}

namespace {
ComposeInvocation upInvocation(const QString &docker, const QString &dir)
{
    Host::ComposeTool plugin;
    plugin.kind = Host::ComposeKind::Plugin;
    plugin.program = docker;
    plugin.version = QStringLiteral("2.20.2");
    ComposeInvocation invocation;
    invocation.program = docker;
    invocation.arguments =
        plugin.upArguments(QStringLiteral("demo"),
                           {QStringLiteral("/p/compose.yaml"), QStringLiteral("/s/overlay.yaml")});
    invocation.workingDirectory = dir;
    invocation.failureContext.compose = plugin;
    return invocation;
}
} // namespace

void TestComposeRunner::outcomes()
{
    QFETCH(QByteArray, script);
    QFETCH(QString, code);
    QFETCH(QString, hintContains);
    QTemporaryDir dir;
    const QString docker = fakeDocker(dir, script);
    const QString log = dir.filePath(QStringLiteral("docker.log"));
    QString streamed;
    const auto result = ComposeRunner::runBlocking(
        upInvocation(docker, dir.path()), log, [&streamed](const QString &t) { streamed += t; });
    QFile argv(dir.filePath(QStringLiteral("argv")));
    QVERIFY(argv.open(QIODevice::ReadOnly));
    // An argument list, exactly: no shell ever sees it.
    QCOMPARE(QString::fromUtf8(argv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts),
             (QStringList{QStringLiteral("compose"), QStringLiteral("-p"), QStringLiteral("demo"),
                          QStringLiteral("-f"), QStringLiteral("/p/compose.yaml"),
                          QStringLiteral("-f"), QStringLiteral("/s/overlay.yaml"),
                          QStringLiteral("up"), QStringLiteral("-d")}));
    QFile logFile(log);
    QVERIFY(logFile.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(logFile.readAll()), streamed);
    if (code.isEmpty()) {
        QVERIFY2(result, qPrintable(result ? QString() : result.error().toString()));
        QVERIFY(streamed.contains(QStringLiteral("Started")));
        return;
    }
    QVERIFY(!result);
    QCOMPARE(result.error().code, code);
    QVERIFY2(result.error().hint.contains(hintContains), qPrintable(result.error().hint));
}

void TestComposeRunner::missingDocker()
{
    const auto result = ComposeRunner::runBlocking(
        upInvocation(QStringLiteral("/nonexistent/docker"), QDir::tempPath()), {}, {});
    QVERIFY(!result);
    QCOMPARE(result.error().code, QStringLiteral("DOCKER_NOT_FOUND"));
}

// A standalone compose that has gone since it was found is compose missing, not docker.
void TestComposeRunner::missingStandaloneCompose()
{
    ComposeInvocation invocation =
        upInvocation(QStringLiteral("/nonexistent/docker-compose"), QDir::tempPath());
    invocation.failureContext.compose.kind = Host::ComposeKind::StandaloneV1;
    const auto result = ComposeRunner::runBlocking(invocation, {}, {});
    QVERIFY(!result);
    QCOMPARE(result.error().code, QStringLiteral("DOCKER_COMPOSE_MISSING"));
}

// What a failure is judged from: compose's output, never our own "$ command" line, and for
// logs only compose's stderr (stdout is the containers' output, whatever it says).
void TestComposeRunner::judgedFrom_data()
{
    QTest::addColumn<QByteArray>("script");
    QTest::addColumn<bool>("stderrOnly");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("messageLacks");
    QTest::addRow("container says daemon down in its logs")
        << QByteArray("echo 'app | Cannot connect to the Docker daemon at unix:///x.sock. Is the "
                      "docker daemon running?'; exit 1")
        << true << "LAUNCH_FAILED"
        << "";
    QTest::addRow("compose says daemon down while reading logs")
        << QByteArray("echo 'app | fine'; echo 'Cannot connect to the Docker daemon at "
                      "unix:///x.sock. Is the docker daemon running?' >&2; exit 1")
        << true << "DOCKER_DAEMON_DOWN"
        << "";
    QTest::addRow("silent failure is not our command line")
        << QByteArray("exit 3") << false << "LAUNCH_FAILED"
        << "$ ";
    QTest::addRow("invalid in the path is not the cause")
        << QByteArray("exit 3") << false << "LAUNCH_FAILED"
        << "/p/compose.yaml";
}

void TestComposeRunner::judgedFrom()
{
    QFETCH(QByteArray, script);
    QFETCH(bool, stderrOnly);
    QFETCH(QString, code);
    QFETCH(QString, messageLacks);
    QTemporaryDir dir;
    ComposeInvocation invocation = upInvocation(fakeDocker(dir, script), dir.path());
    invocation.causeFromStderrOnly = stderrOnly;
    QString streamed;
    const auto result = ComposeRunner::runBlocking(
        invocation, {}, [&streamed](const QString &t) { streamed += t; });
    QVERIFY(!result);
    QCOMPARE(result.error().code, code);
    if (!messageLacks.isEmpty())
        QVERIFY2(!result.error().message.contains(messageLacks),
                 qPrintable(result.error().message));
}

// A UTF-8 sequence split across two reads of the pipe is decoded whole.
void TestComposeRunner::splitUtf8StaysWhole()
{
    QTemporaryDir dir;
    // "æøå" is c3 a6 c3 b8 c3 a5: break it inside the second character.
    const QString docker =
        fakeDocker(dir, "printf 'x \\303\\246\\303'; sleep 0.3; printf '\\270\\303\\245\\n'");
    QString streamed;
    const auto result = ComposeRunner::runBlocking(
        upInvocation(docker, dir.path()), {}, [&streamed](const QString &t) { streamed += t; });
    QVERIFY(result);
    QVERIFY2(streamed.contains(QStringLiteral("x æøå")), qPrintable(streamed));
    QVERIFY(!streamed.contains(QChar(QChar::ReplacementCharacter)));
}

void TestComposeRunner::asyncStreamsAndCancels()
{
    QTemporaryDir dir;
    const QString docker = fakeDocker(dir, "echo pulling; exec sleep 30");
    ComposeRunner runner;
    QSignalSpy output(&runner, &ComposeRunner::outputReceived);
    QSignalSpy finished(&runner, &ComposeRunner::finished);
    runner.start(upInvocation(docker, dir.path()));
    QVERIFY(runner.isRunning());
    QTRY_VERIFY(runner.output().contains(QStringLiteral("pulling")));
    runner.cancel();
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().at(0).toBool(), false);
    QCOMPARE(finished.first().at(1).value<Error>().code, QStringLiteral("LAUNCH_CANCELLED"));
    QVERIFY(!output.isEmpty());
}

QTEST_GUILESS_MAIN(TestComposeRunner)
#include "tst_composerunner.moc"
