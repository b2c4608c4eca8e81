// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "composerunner.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>

namespace Accel::Launch {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Accel::Launch)
};

QString lastLines(const QString &text, int count)
{
    QStringList lines = text.trimmed().split(QLatin1Char('\n'));
    if (lines.size() > count)
        lines = lines.mid(lines.size() - count);
    return lines.join(QLatin1Char('\n'));
}
} // namespace

ComposeRunner::ComposeRunner(QObject *parent)
    : QObject(parent)
{}

ComposeRunner::~ComposeRunner()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(2000);
    }
}

QStringList ComposeRunner::upArguments(const QString &project, const QString &composeFile,
                                       const QString &overlayFile)
{
    return {QStringLiteral("compose"),
            QStringLiteral("-p"),
            project,
            QStringLiteral("-f"),
            composeFile,
            QStringLiteral("-f"),
            overlayFile,
            QStringLiteral("up"),
            QStringLiteral("-d")};
}

Error ComposeRunner::classify(int exitCode, const QString &output)
{
    if (exitCode == -1) {
        return Error{
            QStringLiteral("DOCKER_NOT_FOUND"),
            Tr::tr("docker could not be run: %1").arg(output.trimmed()),
            Tr::tr("Install Docker Engine with the compose plugin, or put docker on PATH")};
    }
    if (output.contains(QLatin1String("could not select device driver \"nvidia\""))) {
        return Error{QStringLiteral("GPU_MODE_MISMATCH"),
                     Tr::tr("docker compose could not select device driver \"nvidia\": this host "
                            "is CDI-only and was classified as legacy"),
                     Tr::tr("Set NORSK_CTL_GPU_MODE=cdi and relaunch")};
    }
    if (output.contains(QLatin1String("Cannot connect to the Docker daemon")) ||
        output.contains(QLatin1String("Is the docker daemon running"))) {
        return Error{QStringLiteral("DOCKER_DAEMON_DOWN"),
                     Tr::tr("the Docker daemon is not running or not reachable"),
                     Tr::tr("Start it (sudo systemctl start docker) and check that you may use "
                            "its socket (the docker group)")};
    }
    if (output.contains(QLatin1String("'compose' is not a docker command")) ||
        output.contains(QLatin1String("unknown command: docker compose"))) {
        return Error{QStringLiteral("DOCKER_COMPOSE_MISSING"),
                     Tr::tr("the docker compose plugin is not installed"),
                     Tr::tr("Install docker-compose-plugin")};
    }
    return Error{
        QStringLiteral("LAUNCH_FAILED"),
        Tr::tr("docker compose exited with %1: %2").arg(exitCode).arg(lastLines(output, 5)),
        Tr::tr("See the full docker output above or in the launch log")};
}

void ComposeRunner::append(const QString &text)
{
    m_output += text;
    if (!m_logFile.isEmpty()) {
        QFile log(m_logFile);
        if (log.open(QIODevice::Append))
            log.write(text.toUtf8());
    }
    Q_EMIT outputReceived(text);
}

void ComposeRunner::start(const QStringList &arguments, const QString &workingDirectory)
{
    if (isRunning())
        return;
    m_output.clear();
    m_cancelled = false;
    delete m_process;
    m_process = new QProcess(this);
    m_process->setProgram(m_program);
    m_process->setArguments(arguments);
    m_process->setWorkingDirectory(workingDirectory);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    m_process->setStandardInputFile(QProcess::nullDevice());
    connect(m_process, &QProcess::readyRead, this,
            [this] { append(QString::fromUtf8(m_process->readAll())); });
    connect(m_process, &QProcess::finished, this, &ComposeRunner::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) {
            const Error e = classify(-1, m_process->errorString());
            append(e.message + QLatin1Char('\n'));
            Q_EMIT finished(false, e);
        }
    });
    append(QStringLiteral("$ %1 %2\n").arg(m_program, arguments.join(QLatin1Char(' '))));
    m_process->start();
}

void ComposeRunner::onFinished(int exitCode, QProcess::ExitStatus status)
{
    append(QString::fromUtf8(m_process->readAll()));
    if (m_cancelled) {
        Q_EMIT finished(false, Error{QStringLiteral("LAUNCH_CANCELLED"),
                                     Tr::tr("the launch was cancelled"),
                                     Tr::tr("docker compose may have started some containers; "
                                            "check with docker compose ps")});
        return;
    }
    if (status == QProcess::NormalExit && exitCode == 0) {
        Q_EMIT finished(true, Error());
        return;
    }
    Q_EMIT finished(false, classify(status == QProcess::NormalExit ? exitCode : 128, m_output));
}

void ComposeRunner::cancel()
{
    if (!isRunning())
        return;
    m_cancelled = true;
    m_process->terminate();
}

bool ComposeRunner::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

Result<void> ComposeRunner::runBlocking(const QString &program, const QStringList &arguments,
                                        const QString &workingDirectory, const QString &logFile,
                                        const std::function<void(const QString &)> &sink)
{
    ComposeRunner runner;
    runner.setProgram(program);
    runner.setLogFile(logFile);
    QEventLoop loop;
    bool ok = false;
    bool done = false;
    Error error;
    QObject::connect(&runner, &ComposeRunner::outputReceived, &loop, [&sink](const QString &text) {
        if (sink)
            sink(text);
    });
    QObject::connect(&runner, &ComposeRunner::finished, &loop, [&](bool success, const Error &e) {
        ok = success;
        error = e;
        done = true;
        loop.quit();
    });
    runner.start(arguments, workingDirectory);
    if (!done) // a program that cannot start may report it from inside start()
        loop.exec();
    if (!ok)
        return tl::unexpected(error);
    return {};
}

} // namespace Accel::Launch
