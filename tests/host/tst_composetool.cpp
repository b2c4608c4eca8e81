// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Docker Compose as it is installed (DESIGN.md, "Real engines": the v2 plugin, a standalone v2
// binary or Debian 12's docker-compose 1.29, found in that order), the argument order each kind
// accepts (global -p/-f before the subcommand; nothing v1 lacks), and what a failed docker run
// means, read from real docker 20.10 / 28 / compose 1.29 output in tests/fixtures/docker-output
// (each cause its own code with the line docker printed, never its --help text).
#include "host/composetool.h"
#include "testsupport.h"

#include <QtTest>

using namespace Accel;
using namespace Accel::Host;

Q_DECLARE_METATYPE(Accel::Host::ComposeKind)
Q_DECLARE_METATYPE(Accel::Host::ComposeProbe)

class TestComposeTool : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fromProbes_data();
    void fromProbes();
    void parseVersion_data();
    void parseVersion();
    void arguments_data();
    void arguments();
    void environment_data();
    void environment();
    void classify_data();
    void classify();
    void causeLine_data();
    void causeLine();
};

namespace {
const QString Docker = QStringLiteral("/usr/bin/docker");
const QString Standalone = QStringLiteral("/usr/bin/docker-compose");

/// A captured output from tests/fixtures/docker-output.
QString dockerOutput(const char *name)
{
    QFile file(Accel::Test::fixture(QStringLiteral("docker-output/") + QString::fromLatin1(name)));
    if (!file.open(QIODevice::ReadOnly)) {
        QTest::qFail(qPrintable(QStringLiteral("cannot read ") + file.fileName()), __FILE__,
                     __LINE__);
        return {};
    }
    return QString::fromUtf8(file.readAll());
}

ComposeProbe ran(int exitCode, const QString &output)
{
    return ComposeProbe{true, exitCode, output};
}

/// What QProcess says when the program is not there.
ComposeProbe notStarted()
{
    return ComposeProbe{false, -1, QStringLiteral("execvp: No such file or directory")};
}

ComposeTool toolOf(ComposeKind kind)
{
    ComposeTool tool;
    tool.kind = kind;
    tool.program = kind == ComposeKind::Plugin ? Docker : Standalone;
    return tool;
}

/// Known bug in dockerCauseLine: no error word in "is not a docker command", so its fallback, the
/// last line, is the "See 'docker --help'" pointer the error-word pass skips.

/// A line of docker's --help text: "  -c, --context string   Name of …", "      --tls   Use …".
bool hasHelpLine(const QString &text)
{
    static const QRegularExpression flagHelp(
        QStringLiteral(R"((?:^|\n)\s*(?:-\w, )?--\w[\w-]*\s)"));
    return text.contains(QLatin1String("Usage:")) || flagHelp.match(text).hasMatch();
}
} // namespace

// ---- fromProbes ---------------------------------------------------------------------------

struct ProbeRow
{
    const char *tag;
    ComposeProbe plugin;
    ComposeProbe standalone;
    ComposeKind kind;
    QString program;     ///< empty when missing
    QString displayName; ///< toJson's program
    QString version;
    bool dockerMissing;
    QString missingCode;           ///< missingError().code when not available
    QStringList missingMessageHas; ///< each in missingError().message
};
Q_DECLARE_METATYPE(ProbeRow)

void TestComposeTool::fromProbes_data()
{
    QTest::addColumn<ProbeRow>("row");
    const ComposeProbe compose129 = ran(0, dockerOutput("compose-version-compose129.txt"));
    const ComposeProbe noPlugin20 = ran(1, dockerOutput("compose-version-docker20.txt"));
    const ComposeProbe noPlugin28 = ran(1, dockerOutput("compose-version-docker28.txt"));
    const QList<ProbeRow> rows{
        {"plugin",
         ran(0, QStringLiteral("Docker Compose version v2.20.2\n")),
         notStarted(), // never asked
         ComposeKind::Plugin,
         Docker,
         QStringLiteral("/usr/bin/docker compose"),
         QStringLiteral("2.20.2"),
         false,
         {},
         {}},
        // Debian 12: docker.io 20.10 has no compose plugin, docker-compose 1.29 is the compose.
        {"docker 20.10 without plugin, compose 1.29",
         noPlugin20,
         compose129,
         ComposeKind::StandaloneV1,
         Standalone,
         Standalone,
         QStringLiteral("1.29.2"),
         false,
         {},
         {}},
        {"docker 28 without plugin, compose 1.29",
         noPlugin28,
         compose129,
         ComposeKind::StandaloneV1,
         Standalone,
         Standalone,
         QStringLiteral("1.29.2"),
         false,
         {},
         {}},
        {"docker 28 without plugin, standalone v2",
         noPlugin28,
         ran(0, QStringLiteral("Docker Compose version v2.24.6\n")),
         ComposeKind::StandaloneV2,
         Standalone,
         Standalone,
         QStringLiteral("2.24.6"),
         false,
         {},
         {}},
        // A plugin exit 0 that is not a compose version line is not a compose.
        {"plugin answers garbage, compose 1.29",
         ran(0, QStringLiteral("hello\n")),
         compose129,
         ComposeKind::StandaloneV1,
         Standalone,
         Standalone,
         QStringLiteral("1.29.2"),
         false,
         {},
         {}},
        {"docker 20.10, no compose",
         noPlugin20,
         notStarted(),
         ComposeKind::Missing,
         QString(),
         QString(),
         QString(),
         false,
         QStringLiteral("DOCKER_COMPOSE_MISSING"),
         {QStringLiteral("docker: 'compose' is not a docker command."),
          QStringLiteral("/usr/bin/docker-compose is not on PATH")}},
        {"docker 28, no compose",
         noPlugin28,
         notStarted(),
         ComposeKind::Missing,
         QString(),
         QString(),
         QString(),
         false,
         QStringLiteral("DOCKER_COMPOSE_MISSING"),
         {QStringLiteral("docker: unknown command: docker compose")}},
        {"docker-compose fails",
         noPlugin20,
         ran(1, QStringLiteral("Segmentation fault\n")),
         ComposeKind::Missing,
         QString(),
         QString(),
         QString(),
         false,
         QStringLiteral("DOCKER_COMPOSE_MISSING"),
         {QStringLiteral("said: Segmentation fault")}},
        // DOCKER_NOT_FOUND comes before compose: nothing else can work without docker.
        {"no docker, no compose",
         notStarted(),
         notStarted(),
         ComposeKind::Missing,
         QString(),
         QString(),
         QString(),
         true,
         QStringLiteral("DOCKER_NOT_FOUND"),
         {QStringLiteral("/usr/bin/docker cannot be run (execvp: No such file or directory)")}},
    };
    for (const ProbeRow &row : rows)
        QTest::addRow("%s", row.tag) << row;
}

void TestComposeTool::fromProbes()
{
    QFETCH(ProbeRow, row);
    const ComposeTool tool =
        ComposeTool::fromProbes(Docker, row.plugin, Standalone, row.standalone);
    QCOMPARE(tool.kind, row.kind);
    QCOMPARE(tool.program, row.program);
    QCOMPARE(tool.version, row.version);
    QCOMPARE(tool.dockerMissing, row.dockerMissing);
    QCOMPARE(tool.isAvailable(), row.kind != ComposeKind::Missing);
    QCOMPARE(tool.supportsCdiDevices(),
             row.kind == ComposeKind::Plugin || row.kind == ComposeKind::StandaloneV2);
    const QJsonObject expected{{QStringLiteral("program"), row.displayName},
                               {QStringLiteral("version"), row.version},
                               {QStringLiteral("kind"), composeKindName(row.kind)}};
    QCOMPARE(tool.toJson(), expected);
    if (tool.isAvailable()) {
        QVERIFY(tool.missingReason.isEmpty());
        return;
    }
    QCOMPARE(composeKindName(tool.kind), QStringLiteral("missing"));
    const Error error = tool.missingError();
    QCOMPARE(error.code, row.missingCode);
    for (const QString &needle : row.missingMessageHas)
        QVERIFY2(error.message.contains(needle), qPrintable(error.message));
    // The probes' help pointers ("See 'docker --help'") are not the reason.
    QVERIFY2(!error.message.contains(QLatin1String("--help")), qPrintable(error.message));
    QVERIFY(!error.hint.isEmpty());
}

// ---- parseVersion -------------------------------------------------------------------------

void TestComposeTool::parseVersion_data()
{
    QTest::addColumn<QString>("output");
    QTest::addColumn<QString>("version"); // empty: not a version line
    QTest::addRow("plugin") << "Docker Compose version v2.20.2\n"
                            << "2.20.2";
    QTest::addRow("ubuntu's v2 without v") << "Docker Compose version 2.20.2+ds1-0ubuntu1\n"
                                           << "2.20.2+ds1-0ubuntu1";
    QTest::addRow("compose 1.29") << dockerOutput("compose-version-compose129.txt") << "1.29.2";
    QTest::addRow("docker 20.10 without plugin")
        << dockerOutput("compose-version-docker20.txt") << QString();
    QTest::addRow("docker 28 without plugin")
        << dockerOutput("compose-version-docker28.txt") << QString();
    QTest::addRow("empty") << QString() << QString();
    QTest::addRow("docker's own version") << "Docker version 20.10.24+dfsg1, build 297e128\n"
                                          << QString();
}

void TestComposeTool::parseVersion()
{
    QFETCH(QString, output);
    QFETCH(QString, version);
    const std::optional<QString> parsed = ComposeTool::parseVersion(output);
    QCOMPARE(parsed.has_value(), !version.isEmpty());
    if (parsed)
        QCOMPARE(*parsed, version);
}

// ---- argument lists -----------------------------------------------------------------------

enum class Command
{
    Invalid = 0,
    Up,
    Down,
    DownVolumes,
    Logs,
    LogsFollowTail,
    LogsService,
};
Q_DECLARE_METATYPE(Command)

void TestComposeTool::arguments_data()
{
    QTest::addColumn<ComposeKind>("kind");
    QTest::addColumn<Command>("command");
    QTest::addColumn<QStringList>("expected");
    // Global flags before the subcommand: both v1 and v2 take them there; v1 rejects --wait,
    // --pull and --format, so none are used.
    const QStringList global{QStringLiteral("-p"), QStringLiteral("demo"),
                             QStringLiteral("-f"), QStringLiteral("/p/compose.yaml"),
                             QStringLiteral("-f"), QStringLiteral("/s/overlay.yaml")};
    const QStringList compose{QStringLiteral("compose")};
    const QStringList up{QStringLiteral("up"), QStringLiteral("-d")};
    const QStringList down{QStringLiteral("down")};
    const QStringList downVolumes{QStringLiteral("down"), QStringLiteral("--volumes")};
    const QStringList logs{QStringLiteral("logs"), QStringLiteral("--no-color")};
    const QStringList logsFollowTail{QStringLiteral("logs"), QStringLiteral("--no-color"),
                                     QStringLiteral("--follow"), QStringLiteral("--tail"),
                                     QStringLiteral("100")};
    const QStringList logsService{QStringLiteral("logs"), QStringLiteral("--no-color"),
                                  QStringLiteral("--tail"), QStringLiteral("0"),
                                  QStringLiteral("media")};
    const struct
    {
        const char *name;
        ComposeKind kind;
        QStringList prefix;
    } kinds[] = {{"plugin", ComposeKind::Plugin, compose},
                 {"standalone-v2", ComposeKind::StandaloneV2, {}},
                 {"standalone-v1", ComposeKind::StandaloneV1, {}}};
    for (const auto &k : kinds) {
        const QStringList head = k.prefix + global;
        QTest::addRow("%s up", k.name) << k.kind << Command::Up << head + up;
        QTest::addRow("%s down", k.name) << k.kind << Command::Down << head + down;
        QTest::addRow("%s down --volumes", k.name)
            << k.kind << Command::DownVolumes << head + downVolumes;
        QTest::addRow("%s logs", k.name) << k.kind << Command::Logs << head + logs;
        QTest::addRow("%s logs --follow --tail 100", k.name)
            << k.kind << Command::LogsFollowTail << head + logsFollowTail;
        QTest::addRow("%s logs --tail 0 media", k.name)
            << k.kind << Command::LogsService << head + logsService;
    }
}

void TestComposeTool::arguments()
{
    QFETCH(ComposeKind, kind);
    QFETCH(Command, command);
    QFETCH(QStringList, expected);
    const ComposeTool tool = toolOf(kind);
    const QString project = QStringLiteral("demo");
    const QStringList files{QStringLiteral("/p/compose.yaml"), QStringLiteral("/s/overlay.yaml")};
    QStringList actual;
    switch (command) {
    case Command::Up:
        actual = tool.upArguments(project, files);
        break;
    case Command::Down:
        actual = tool.downArguments(project, files, false);
        break;
    case Command::DownVolumes:
        actual = tool.downArguments(project, files, true);
        break;
    case Command::Logs:
        actual = tool.logsArguments(project, files, false, -1, QString());
        break;
    case Command::LogsFollowTail:
        actual = tool.logsArguments(project, files, true, 100, QString());
        break;
    case Command::LogsService:
        actual = tool.logsArguments(project, files, false, 0, QStringLiteral("media"));
        break;
    case Command::Invalid:
        QFAIL("no command");
    }
    QCOMPARE(actual, expected);
    QCOMPARE(tool.displayName(),
             kind == ComposeKind::Plugin ? QStringLiteral("/usr/bin/docker compose") : Standalone);
}

// ---- environment --------------------------------------------------------------------------

void TestComposeTool::environment_data()
{
    QTest::addColumn<QString>("dockerHostSet"); // empty: DOCKER_HOST unset
    QTest::addColumn<QString>("contextHost");
    QTest::addColumn<QString>("expected"); // empty: DOCKER_HOST absent
    QTest::addRow("nothing") << QString() << QString() << QString();
    // Compose 1.29 reads DOCKER_HOST but not docker contexts: it gets the context's endpoint.
    QTest::addRow("context for v1") << QString() << "unix:///run/user/1000/docker.sock"
                                    << "unix:///run/user/1000/docker.sock";
    // What the user set wins over the context.
    QTest::addRow("DOCKER_HOST set") << "tcp://10.0.0.2:2375"
                                     << "unix:///run/user/1000/docker.sock"
                                     << "tcp://10.0.0.2:2375";
    QTest::addRow("DOCKER_HOST set, no context")
        << "tcp://10.0.0.2:2375" << QString() << "tcp://10.0.0.2:2375";
}

void TestComposeTool::environment()
{
    QFETCH(QString, dockerHostSet);
    QFETCH(QString, contextHost);
    QFETCH(QString, expected);
    const QByteArray saved = qgetenv("DOCKER_HOST");
    const bool wasSet = qEnvironmentVariableIsSet("DOCKER_HOST");
    if (dockerHostSet.isEmpty())
        qunsetenv("DOCKER_HOST");
    else
        qputenv("DOCKER_HOST", dockerHostSet.toUtf8());
    ComposeTool tool = toolOf(ComposeKind::StandaloneV1);
    tool.contextHost = contextHost;
    const QProcessEnvironment env = tool.environment();
    if (wasSet)
        qputenv("DOCKER_HOST", saved);
    else
        qunsetenv("DOCKER_HOST");
    QCOMPARE(env.contains(QStringLiteral("DOCKER_HOST")), !expected.isEmpty());
    QCOMPARE(env.value(QStringLiteral("DOCKER_HOST")), expected);
    QVERIFY(env.contains(QStringLiteral("PATH")) || !qEnvironmentVariableIsSet("PATH"));
}

// ---- classifyDockerFailure ----------------------------------------------------------------

struct ClassifyRow
{
    const char *fixture;
    QString dockerHost; ///< DockerFailureContext::dockerHost
    QStringList images; ///< DockerFailureContext::images
    QString code;       ///< empty: nullopt
    QString causeLine;  ///< the line docker printed, in the message
    QString image;      ///< IMAGE_NOT_FOUND: the image the message and hint name
    QStringList hintHas;
    QStringList hintHasNot;
};
Q_DECLARE_METATYPE(ClassifyRow)

void TestComposeTool::classify_data()
{
    QTest::addColumn<ClassifyRow>("row");
    const QString nonexist = QStringLiteral("unix:///tmp/nonexist.sock");
    const QString socket = QStringLiteral("unix:///tmp/dk/docker.sock");
    const QString connectDown = QStringLiteral(
        "Cannot connect to the Docker daemon at unix:///tmp/nonexist.sock. Is the docker daemon "
        "running?");
    const QString missingImage = QStringLiteral("norsk/missing:1");
    const QList<ClassifyRow> rows{
        {"daemon-down-docker20.txt",
         nonexist,
         {},
         QStringLiteral("DOCKER_DAEMON_DOWN"),
         connectDown,
         {},
         {QStringLiteral("DOCKER_HOST (unix:///tmp/nonexist.sock)")},
         {}},
        {"daemon-down-docker28.txt",
         nonexist,
         {},
         QStringLiteral("DOCKER_DAEMON_DOWN"),
         connectDown,
         {},
         {QStringLiteral("DOCKER_HOST (unix:///tmp/nonexist.sock)")},
         {}},
        // DOCKER_HOST unset (the default socket): start the daemon.
        {"daemon-down-docker20.txt",
         {},
         {},
         QStringLiteral("DOCKER_DAEMON_DOWN"),
         connectDown,
         {},
         {QStringLiteral("systemctl start docker")},
         {QStringLiteral("(unix://")}},
        // Compose 1.29 prints a Python traceback; the cause is its final exception.
        {"daemon-down-compose129.txt",
         nonexist,
         {},
         QStringLiteral("DOCKER_DAEMON_DOWN"),
         QStringLiteral("docker.errors.DockerException: Error while fetching server API version: "
                        "('Connection aborted.', FileNotFoundError(2, 'No such file or "
                        "directory'))"),
         {},
         {QStringLiteral("DOCKER_HOST (unix:///tmp/nonexist.sock)")},
         {}},
        {"permission-denied-docker20.txt",
         socket,
         {},
         QStringLiteral("DOCKER_PERMISSION_DENIED"),
         QStringLiteral("permission denied while trying to connect to the Docker daemon socket at "
                        "unix:///tmp/dk/docker.sock: Get "
                        "\"http://%2Ftmp%2Fdk%2Fdocker.sock/v1.24/containers/json\": dial unix "
                        "/tmp/dk/docker.sock: connect: permission denied"),
         {},
         {QStringLiteral("DOCKER_HOST names (unix:///tmp/dk/docker.sock)")},
         {}},
        {"permission-denied-docker28.txt",
         socket,
         {},
         QStringLiteral("DOCKER_PERMISSION_DENIED"),
         QStringLiteral("permission denied while trying to connect to the Docker daemon socket at "
                        "unix:///tmp/dk/docker.sock: Get "
                        "\"http://%2Ftmp%2Fdk%2Fdocker.sock/v1.50/containers/json\": dial unix "
                        "/tmp/dk/docker.sock: connect: permission denied"),
         {},
         {QStringLiteral("DOCKER_HOST names (unix:///tmp/dk/docker.sock)")},
         {}},
        {"permission-denied-compose129.txt",
         socket,
         {},
         QStringLiteral("DOCKER_PERMISSION_DENIED"),
         QStringLiteral("docker.errors.DockerException: Error while fetching server API version: "
                        "('Connection aborted.', PermissionError(13, 'Permission denied'))"),
         {},
         {QStringLiteral("DOCKER_HOST names (unix:///tmp/dk/docker.sock)")},
         {}},
        // No registry reachable: compose 1.29 tries to pull and the lookup fails.
        {"image-missing-compose129-up.txt",
         {},
         {missingImage},
         QStringLiteral("IMAGE_NOT_FOUND"),
         QStringLiteral("Get \"https://registry-1.docker.io/v2/\": dial tcp: lookup "
                        "registry-1.docker.io on 127.0.0.53:53: no such host"),
         missingImage,
         {QStringLiteral("docker load -i")},
         {}},
        {"image-inspect-docker20.txt",
         {},
         {},
         QStringLiteral("IMAGE_NOT_FOUND"),
         QStringLiteral("Error: No such image: norsk/missing:1"),
         missingImage,
         {QStringLiteral("docker load -i")},
         {}},
        {"image-inspect-docker28.txt",
         {},
         {},
         QStringLiteral("IMAGE_NOT_FOUND"),
         QStringLiteral("Error response from daemon: no such image: norsk/missing:1: No such "
                        "image: norsk/missing:1"),
         missingImage,
         {QStringLiteral("docker load -i")},
         {}},
        // `docker compose -p x` on a docker without the plugin: the flag error and docker's
        // whole --help; the cause is that there is no compose.
        {"compose-flag-docker20.txt",
         {},
         {},
         QStringLiteral("DOCKER_COMPOSE_MISSING"),
         QStringLiteral("unknown shorthand flag: 'p' in -p"),
         {},
         {QStringLiteral("docker-compose-plugin")},
         {}},
        {"compose-flag-docker28.txt",
         {},
         {},
         QStringLiteral("DOCKER_COMPOSE_MISSING"),
         QStringLiteral("unknown shorthand flag: 'p' in -p"),
         {},
         {QStringLiteral("docker-compose-plugin")},
         {}},
        {"compose-version-docker20.txt",
         {},
         {},
         QStringLiteral("DOCKER_COMPOSE_MISSING"),
         QStringLiteral("docker: 'compose' is not a docker command."),
         {},
         {QStringLiteral("docker-compose-plugin")},
         {}},
        {"compose-version-docker28.txt",
         {},
         {},
         QStringLiteral("DOCKER_COMPOSE_MISSING"),
         QStringLiteral("docker: unknown command: docker compose"),
         {},
         {QStringLiteral("docker-compose-plugin")},
         {}},
        // A compose file error is none of the known causes: LAUNCH_FAILED is the runner's.
        {"undefined-volume-compose129-up.txt", {}, {}, {}, {}, {}, {}, {}},
    };
    for (const ClassifyRow &row : rows) {
        QTest::addRow("%s%s", row.fixture, row.dockerHost.isEmpty() ? "" : ", DOCKER_HOST set")
            << row;
    }
}

void TestComposeTool::classify()
{
    QFETCH(ClassifyRow, row);
    const QString output = dockerOutput(row.fixture);
    QVERIFY(!output.isEmpty());
    DockerFailureContext context;
    context.dockerHost = row.dockerHost;
    context.images = row.images;
    context.compose = toolOf(ComposeKind::StandaloneV1);
    const std::optional<Error> error = classifyDockerFailure(output, context);
    if (row.code.isEmpty()) {
        QVERIFY2(!error, qPrintable(error ? error->toString() : QString()));
        return;
    }
    QVERIFY(error);
    QCOMPARE(error->code, row.code);
    QVERIFY2(!hasHelpLine(error->message), qPrintable(error->message));
    QVERIFY2(!hasHelpLine(error->hint), qPrintable(error->hint));
    QVERIFY2(!error->message.contains(QLatin1String("Traceback")), qPrintable(error->message));
    for (const QString &needle : row.hintHas)
        QVERIFY2(error->hint.contains(needle), qPrintable(error->hint));
    for (const QString &needle : row.hintHasNot)
        QVERIFY2(!error->hint.contains(needle), qPrintable(error->hint));
    if (!row.image.isEmpty()) {
        QVERIFY2(error->message.contains(QStringLiteral("image %1 is not").arg(row.image)),
                 qPrintable(error->message));
        QVERIFY2(error->hint.contains(QStringLiteral("docker pull %1 on").arg(row.image)),
                 qPrintable(error->hint));
    }
    // The cause line as docker printed it, and the same line dockerCauseLine picks.
    QVERIFY2(error->message.contains(row.causeLine), qPrintable(error->message));
    QCOMPARE(dockerCauseLine(output), row.causeLine);
}

// ---- dockerCauseLine ----------------------------------------------------------------------

void TestComposeTool::causeLine_data()
{
    QTest::addColumn<QString>("output");
    QTest::addColumn<QString>("line");
    QTest::addRow("traceback: the final exception")
        << dockerOutput("daemon-down-compose129.txt")
        << "docker.errors.DockerException: Error while fetching server API version: ('Connection "
           "aborted.', FileNotFoundError(2, 'No such file or directory'))";
    QTest::addRow("traceback, permission")
        << dockerOutput("permission-denied-compose129.txt")
        << "docker.errors.DockerException: Error while fetching server API version: ('Connection "
           "aborted.', PermissionError(13, 'Permission denied'))";
    // The flag error, never a line of the --help text after it.
    QTest::addRow("help text: the flag error, docker 20.10")
        << dockerOutput("compose-flag-docker20.txt") << "unknown shorthand flag: 'p' in -p";
    QTest::addRow("help text: the flag error, docker 28")
        << dockerOutput("compose-flag-docker28.txt") << "unknown shorthand flag: 'p' in -p";
    // "See 'docker --help'" is a pointer, not the cause.
    QTest::addRow("not a docker command") << dockerOutput("compose-version-docker20.txt")
                                          << "docker: 'compose' is not a docker command.";
    QTest::addRow("unknown command, docker 28") << dockerOutput("compose-version-docker28.txt")
                                                << "docker: unknown command: docker compose";
    // JSON's "[]" before the error line is not the cause.
    QTest::addRow("image inspect")
        << dockerOutput("image-inspect-docker20.txt") << "Error: No such image: norsk/missing:1";
    QTest::addRow("pull after Pulling")
        << dockerOutput("image-missing-compose129-up.txt")
        << "Get \"https://registry-1.docker.io/v2/\": dial tcp: lookup registry-1.docker.io on "
           "127.0.0.53:53: no such host";
    // Nothing reads as an error: the last line.
    QTest::addRow("no error words") << dockerOutput("undefined-volume-compose129-up.txt")
                                    << "Named volume \"cache:/cache:rw\" is used in service "
                                       "\"media\" but no declaration was found in the volumes "
                                       "section.";
    QTest::addRow("empty") << QString() << QString();
    QTest::addRow("blank lines") << "\n  \n\n" << QString();
}

void TestComposeTool::causeLine()
{
    QFETCH(QString, output);
    QFETCH(QString, line);
    QCOMPARE(dockerCauseLine(output), line);
}

QTEST_GUILESS_MAIN(TestComposeTool)
#include "tst_composetool.moc"
