// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "composetool.h"
#include "hostcodes.h"
#include "hosttr.h"
#include "regularexpression.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>

namespace Accel::Host {

namespace {
/// Bounds on what a probe reads from docker: a version line is short, a config file small.
constexpr qint64 ProbeOutputLimit = 64 * 1024;
constexpr qint64 DockerConfigLimit = 1024 * 1024;
constexpr int CauseLineLimit = 300;

ComposeProbe runProbe(const QString &program, const QStringList &arguments, int timeoutMs)
{
    ComposeProbe probe;
    QProcess process;
    process.setProgram(program);
    process.setArguments(arguments);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.setStandardInputFile(QProcess::nullDevice());
    process.start();
    if (!process.waitForStarted(timeoutMs)) {
        probe.output = process.errorString();
        return probe;
    }
    probe.started = true;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(1000);
        probe.output = Tr::tr("%1 %2 did not answer within %3 s")
                           .arg(program, arguments.join(QLatin1Char(' ')))
                           .arg(timeoutMs / 1000);
        return probe;
    }
    probe.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    probe.output = QString::fromLocal8Bit(process.readAll().left(ProbeOutputLimit));
    return probe;
}

bool isDebian()
{
    QFile file(QStringLiteral("/etc/os-release"));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = file.read(16 * 1024);
    return text.contains("\nID=debian") || text.startsWith("ID=debian");
}

/// The docker context the user chose (DOCKER_CONTEXT, else currentContext in docker's config),
/// empty for the default one.
QString chosenContext()
{
    const QString fromEnv = qEnvironmentVariable("DOCKER_CONTEXT");
    if (!fromEnv.isEmpty())
        return fromEnv == QLatin1String("default") ? QString() : fromEnv;
    QString configDir = qEnvironmentVariable("DOCKER_CONFIG");
    if (configDir.isEmpty())
        configDir = QDir::homePath() + QStringLiteral("/.docker");
    QFile config(configDir + QStringLiteral("/config.json"));
    if (!config.open(QIODevice::ReadOnly) || config.size() > DockerConfigLimit)
        return {};
    const QString name = QJsonDocument::fromJson(config.read(DockerConfigLimit))
                             .object()
                             .value(QLatin1String("currentContext"))
                             .toString();
    return name == QLatin1String("default") ? QString() : name;
}

QString firstLine(const QString &text)
{
    return text.trimmed().section(QLatin1Char('\n'), 0, 0).left(CauseLineLimit);
}
} // namespace

QString composeKindName(ComposeKind kind)
{
    switch (kind) {
    case ComposeKind::Plugin:
        return QStringLiteral("plugin");
    case ComposeKind::StandaloneV2:
        return QStringLiteral("standalone-v2");
    case ComposeKind::StandaloneV1:
        return QStringLiteral("standalone-v1");
    case ComposeKind::Missing:
        return QStringLiteral("missing");
    case ComposeKind::Invalid:
        break;
    }
    return QStringLiteral("invalid");
}

QString ComposeTool::displayName() const
{
    if (kind == ComposeKind::Plugin)
        return program + QStringLiteral(" compose");
    return program;
}

QStringList ComposeTool::arguments(const QString &project, const QStringList &files,
                                   const QStringList &command) const
{
    QStringList args;
    if (kind == ComposeKind::Plugin)
        args << QStringLiteral("compose");
    args << QStringLiteral("-p") << project;
    for (const QString &file : files)
        args << QStringLiteral("-f") << file;
    return args + command;
}

QStringList ComposeTool::upArguments(const QString &project, const QStringList &files) const
{
    return arguments(project, files, {QStringLiteral("up"), QStringLiteral("-d")});
}

QStringList ComposeTool::downArguments(const QString &project, const QStringList &files,
                                       bool removeVolumes) const
{
    QStringList command{QStringLiteral("down")};
    if (removeVolumes)
        command << QStringLiteral("--volumes");
    return arguments(project, files, command);
}

QStringList ComposeTool::logsArguments(const QString &project, const QStringList &files,
                                       bool follow, int tail, const QString &service) const
{
    QStringList command{QStringLiteral("logs"), QStringLiteral("--no-color")};
    if (follow)
        command << QStringLiteral("--follow");
    if (tail >= 0)
        command << QStringLiteral("--tail") << QString::number(tail);
    if (!service.isEmpty())
        command << service;
    return arguments(project, files, command);
}

QProcessEnvironment ComposeTool::environment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!contextHost.isEmpty() && !env.contains(QStringLiteral("DOCKER_HOST")))
        env.insert(QStringLiteral("DOCKER_HOST"), contextHost);
    return env;
}

QJsonObject ComposeTool::toJson() const
{
    return QJsonObject{{QStringLiteral("program"), displayName()},
                       {QStringLiteral("version"), version},
                       {QStringLiteral("kind"), composeKindName(kind)}};
}

Error ComposeTool::missingError() const
{
    const bool debian = isDebian();
    if (dockerMissing && !isAvailable()) {
        return Error::of(Code::DOCKER_NOT_FOUND,
                         Tr::tr("docker could not be run: %1").arg(missingReason),
                         debian ? Tr::tr("Install Docker: sudo apt-get install docker.io "
                                         "docker-compose")
                                : Tr::tr("Install Docker Engine and put docker on PATH"));
    }
    return Error::of(
        Code::DOCKER_COMPOSE_MISSING, Tr::tr("no Docker Compose was found: %1").arg(missingReason),
        debian ? Tr::tr("Install Debian's docker-compose (sudo apt-get install "
                        "docker-compose), or the compose plugin (docker-compose-plugin) "
                        "from Docker's packages")
               : Tr::tr("Install the Docker Compose plugin (docker-compose-plugin), or a "
                        "docker-compose binary on PATH"));
}

std::optional<QString> ComposeTool::parseVersion(const QString &output)
{
    // v2: "Docker Compose version v2.20.2" (also "2.20.2+ds1-0ubuntu1"); v1:
    // "docker-compose version 1.29.2, build unknown".
    static const RegularExpression line = RegularExpression::builtIn(
        R"((?i)(?:^|\n)\s*(?:Docker Compose|docker-compose) version:? v?(\d+\.\d+[^\s,]*))");
    const RegularExpression::Match m = line.match(output);
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1);
}

ComposeTool ComposeTool::fromProbes(const QString &dockerProgram, const ComposeProbe &plugin,
                                    const QString &standaloneProgram,
                                    const ComposeProbe &standalone)
{
    ComposeTool tool;
    if (plugin.started && plugin.exitCode == 0) {
        if (const auto v = parseVersion(plugin.output)) {
            tool.kind = ComposeKind::Plugin;
            tool.program = dockerProgram;
            tool.version = *v;
            return tool;
        }
    }
    if (standalone.started && standalone.exitCode == 0) {
        if (const auto v = parseVersion(standalone.output)) {
            tool.kind = v->startsWith(QLatin1String("1.")) ? ComposeKind::StandaloneV1
                                                           : ComposeKind::StandaloneV2;
            tool.program = standaloneProgram;
            tool.version = *v;
            return tool;
        }
    }
    tool.kind = ComposeKind::Missing;
    tool.dockerMissing = !plugin.started;
    QStringList why;
    why << (plugin.started ? Tr::tr("\"%1 compose version\" said: %2")
                                 .arg(dockerProgram, firstLine(plugin.output))
                           : Tr::tr("%1 cannot be run (%2)").arg(dockerProgram, plugin.output));
    why << (standalone.started ? Tr::tr("\"%1 version\" said: %2")
                                     .arg(standaloneProgram, firstLine(standalone.output))
                               : Tr::tr("%1 is not on PATH").arg(standaloneProgram));
    tool.missingReason = why.join(QStringLiteral("; "));
    return tool;
}

ComposeTool ComposeTool::detect(const QString &dockerProgram, const QString &standaloneProgram,
                                int timeoutMs)
{
    const ComposeProbe plugin =
        runProbe(dockerProgram, {QStringLiteral("compose"), QStringLiteral("version")}, timeoutMs);
    ComposeProbe standalone;
    QString standalonePath = standaloneProgram;
    if (!(plugin.started && plugin.exitCode == 0 && parseVersion(plugin.output))) {
        const QString found = QStandardPaths::findExecutable(standaloneProgram);
        if (!found.isEmpty())
            standalonePath = found;
        standalone = runProbe(standalonePath, {QStringLiteral("version")}, timeoutMs);
    }
    ComposeTool tool = fromProbes(dockerProgram, plugin, standalonePath, standalone);
    // docker-compose 1.29 reads DOCKER_HOST but not docker contexts: give it the endpoint of
    // the context the docker client would use, so both talk to one engine.
    if (tool.kind == ComposeKind::StandaloneV1 && plugin.started &&
        !qEnvironmentVariableIsSet("DOCKER_HOST")) {
        const QString context = chosenContext();
        if (!context.isEmpty()) {
            const ComposeProbe endpoint = runProbe(
                dockerProgram,
                {QStringLiteral("context"), QStringLiteral("inspect"), QStringLiteral("--format"),
                 QStringLiteral("{{.Endpoints.docker.Host}}"), context},
                timeoutMs);
            if (endpoint.started && endpoint.exitCode == 0)
                tool.contextHost = endpoint.output.trimmed();
        }
    }
    return tool;
}

DaemonCheck checkDaemon(const QString &dockerProgram, int timeoutMs)
{
    DaemonCheck check;
    const ComposeProbe probe = runProbe(dockerProgram,
                                        {QStringLiteral("version"), QStringLiteral("--format"),
                                         QStringLiteral("{{.Server.Version}}")},
                                        timeoutMs);
    if (!probe.started) {
        ComposeTool missing;
        missing.dockerMissing = true;
        missing.missingReason = probe.output;
        check.error = missing.missingError();
        return check;
    }
    if (probe.exitCode == 0) {
        check.serverVersion = probe.output.trimmed().section(QLatin1Char('\n'), 0, 0);
        return check;
    }
    DockerFailureContext context;
    context.dockerHost = qEnvironmentVariable("DOCKER_HOST");
    const auto known = classifyDockerFailure(probe.output, context);
    if (known &&
        (known->code == Code::DOCKER_DAEMON_DOWN || known->code == Code::DOCKER_PERMISSION_DENIED))
        check.error = known;
    return check;
}

QString dockerCauseLine(const QString &output)
{
    QStringList lines;
    for (const QString &raw : output.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.startsWith(QLatin1String("Usage:")))
            break; // docker's --help text follows a flag error: never the cause
        if (!line.isEmpty())
            lines << line;
    }
    if (lines.isEmpty())
        return {};
    if (output.contains(QLatin1String("Traceback (most recent call last)"))) {
        static const RegularExpression exception =
            RegularExpression::builtIn(R"(^[A-Za-z_][\w.]*(?:Error|Exception)\b)");
        for (qsizetype i = lines.size() - 1; i >= 0; --i) {
            if (exception.containsMatchIn(lines.at(i)))
                return lines.at(i).left(CauseLineLimit);
        }
    }
    static const RegularExpression errorish = RegularExpression::builtIn(
        R"((?i)error|denied|cannot|can't|couldn't|no such|not found|unknown|failed|refused|invalid|is not a)");
    const auto isPointer = [](const QString &line) {
        // docker's "See 'docker --help'." and "Run 'docker COMMAND --help'": never the cause.
        return line.startsWith(QLatin1Char('-')) || line.startsWith(QLatin1String("See '")) ||
               line.startsWith(QLatin1String("Run '")) || line.startsWith(QLatin1String("File \""));
    };
    for (qsizetype i = lines.size() - 1; i >= 0; --i) {
        const QString &line = lines.at(i);
        if (!isPointer(line) && errorish.containsMatchIn(line))
            return line.left(CauseLineLimit);
    }
    for (qsizetype i = lines.size() - 1; i >= 0; --i) {
        if (!isPointer(lines.at(i)))
            return lines.at(i).left(CauseLineLimit);
    }
    return lines.constLast().left(CauseLineLimit);
}

std::optional<Error> classifyDockerFailure(const QString &output,
                                           const DockerFailureContext &context)
{
    const auto lineWith = [&output](QStringList needles) -> QString {
        for (const QString &raw : output.split(QLatin1Char('\n'))) {
            for (const QString &needle : needles) {
                if (raw.contains(needle, Qt::CaseInsensitive))
                    return raw.trimmed().left(CauseLineLimit);
            }
        }
        return {};
    };

    if (output.contains(QLatin1String("could not select device driver \"nvidia\""))) {
        return Error::of(Code::GPU_MODE_MISMATCH,
                         Tr::tr("docker could not select device driver \"nvidia\": this host is "
                                "CDI-only and was classified as legacy"),
                         Tr::tr("Set NORSK_CTL_GPU_MODE=cdi and relaunch"));
    }

    // compose 1.29 says it in a Python traceback: its final exception line is the cause.
    const bool traceback = output.contains(QLatin1String("Traceback (most recent call last)"));
    QString denied =
        lineWith({QStringLiteral("permission denied while trying to connect to the Docker daemon"),
                  QStringLiteral("PermissionError(13")});
    if (!denied.isEmpty()) {
        if (traceback)
            denied = dockerCauseLine(output);
        return Error::of(Code::DOCKER_PERMISSION_DENIED,
                         Tr::tr("permission denied on the Docker socket: %1").arg(denied),
                         context.dockerHost.isEmpty()
                             ? Tr::tr("Add your user to the docker group (sudo usermod -aG docker "
                                      "$USER, then log in again), or run as root")
                             : Tr::tr("Make the socket DOCKER_HOST names (%1) usable by your user "
                                      "(its group, e.g. docker), or run as root")
                                   .arg(context.dockerHost));
    }

    QString down = lineWith({QStringLiteral("Cannot connect to the Docker daemon"),
                             QStringLiteral("Couldn't connect to Docker daemon"),
                             QStringLiteral("Error while fetching server API version"),
                             QStringLiteral("error during connect")});
    if (!down.isEmpty() && traceback)
        down = dockerCauseLine(output);
    if (!down.isEmpty()) {
        return Error::of(
            Code::DOCKER_DAEMON_DOWN, Tr::tr("the Docker daemon is not reachable: %1").arg(down),
            context.dockerHost.isEmpty()
                ? Tr::tr("Start it (sudo systemctl start docker), or point DOCKER_HOST "
                         "or a docker context at a running engine")
                : Tr::tr("Check that DOCKER_HOST (%1) names a running engine, or unset "
                         "it to use the local one")
                      .arg(context.dockerHost));
    }

    const QString noCompose = lineWith({QStringLiteral("'compose' is not a docker command"),
                                        QStringLiteral("unknown command: docker compose"),
                                        QStringLiteral("unknown shorthand flag: 'p' in -p"),
                                        QStringLiteral("docker-compose: not found")});
    if (!noCompose.isEmpty()) {
        ComposeTool missing = context.compose;
        missing.kind = ComposeKind::Missing;
        missing.dockerMissing = false;
        missing.missingReason = noCompose;
        return missing.missingError();
    }

    // A missing image with no registry: compose tries to pull it and the pull fails.
    static const RegularExpression pulling =
        RegularExpression::builtIn(R"(Pulling \S+ \(([^)\s]+)\))");
    static const RegularExpression pullDenied = RegularExpression::builtIn(
        R"((?i)(?:pull access denied for|No such image:|manifest for|failed to resolve reference) "?([^\s,"]+))");
    const QString pullCause = lineWith(
        {QStringLiteral("pull access denied"), QStringLiteral("repository does not exist"),
         QStringLiteral("manifest unknown"), QStringLiteral("No such image"),
         QStringLiteral("registry-1.docker.io"), QStringLiteral("failed to resolve reference"),
         QStringLiteral("not found: manifest")});
    const bool pulled = output.contains(QLatin1String("Pulling "));
    if (!pullCause.isEmpty() || (pulled && (output.contains(QLatin1String("no such host")) ||
                                            output.contains(QLatin1String("dial tcp")) ||
                                            output.contains(QLatin1String("i/o timeout"))))) {
        QString image;
        if (const auto m = pullDenied.match(output); m.hasMatch())
            image = m.captured(1);
        else if (const auto p = pulling.match(output); p.hasMatch())
            image = p.captured(1);
        else if (!context.images.isEmpty())
            image = context.images.first();
        // docker 28: "no such image: norsk/missing:1: No such image: norsk/missing:1".
        while (image.endsWith(QLatin1Char(':')))
            image.chop(1);
        const QString cause = pullCause.isEmpty() ? dockerCauseLine(output) : pullCause;
        return Error::of(Code::IMAGE_NOT_FOUND,
                         Tr::tr("image %1 is not on this host and could not be pulled: %2")
                             .arg(image.isEmpty() ? Tr::tr("(unnamed)") : image, cause),
                         Tr::tr("Load it (docker load -i FILE, saved with docker save where it "
                                "exists), or docker pull %1 on a host that reaches its registry")
                             .arg(image.isEmpty() ? QStringLiteral("IMAGE") : image));
    }
    return std::nullopt;
}

} // namespace Accel::Host
