// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "composerunner.h"
#include "launchcodes.h"
#include "launchtr.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Accel::Launch {

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

QString ComposeInvocation::commandLine() const
{
    QStringList words{program};
    for (const QString &arg : arguments) {
        words << (arg.contains(QLatin1Char(' ')) || arg.isEmpty()
                      ? QLatin1Char('\'') + arg + QLatin1Char('\'')
                      : arg);
    }
    return words.join(QLatin1Char(' '));
}

Error ComposeRunner::classify(int exitCode, const QString &output,
                              const Host::DockerFailureContext &context)
{
    if (exitCode == -1) {
        // What could not be started: the docker client (the plugin's host), or a standalone
        // compose binary that has gone since it was found.
        Host::ComposeTool missing = context.compose;
        missing.dockerMissing = context.compose.kind != Host::ComposeKind::StandaloneV1 &&
                                context.compose.kind != Host::ComposeKind::StandaloneV2;
        missing.kind = Host::ComposeKind::Missing;
        missing.missingReason = output.trimmed();
        return missing.missingError();
    }
    if (auto known = Host::classifyDockerFailure(output, context))
        return *known;
    return Error::of(Code::LAUNCH_FAILED,
                     Tr::tr("%1 exited with %2: %3")
                         .arg(context.compose.isAvailable() ? context.compose.displayName()
                                                            : QStringLiteral("docker"))
                         .arg(exitCode)
                         .arg(Host::dockerCauseLine(output)),
                     Tr::tr("See the full docker output above or in the launch log"));
}

void ComposeRunner::append(const QString &text, bool cause)
{
    if (text.isEmpty())
        return;
    m_output += text;
    if (m_output.size() > OutputLimit)
        m_output.remove(0, m_output.size() - OutputLimit / 2);
    if (cause) {
        m_causeText += text;
        if (m_causeText.size() > OutputLimit)
            m_causeText.remove(0, m_causeText.size() - OutputLimit / 2);
    }
    if (!m_logFile.isEmpty()) {
        // Never through a link planted at the log's name (the folder itself was checked when
        // the launch's files were written: core/statedir.h).
        const int fd =
            ::open(QFile::encodeName(m_logFile).constData(),
                   O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0644);
        QFile log;
        struct stat st
        {
        };
        if (fd >= 0 && ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
            log.open(fd, QIODevice::Append, QFileDevice::AutoCloseHandle))
            log.write(text.toUtf8());
        else if (fd >= 0)
            ::close(fd);
    }
    Q_EMIT outputReceived(text);
}

void ComposeRunner::start(const ComposeInvocation &invocation)
{
    if (isRunning())
        return;
    m_invocation = invocation;
    m_output.clear();
    m_causeText.clear();
    m_stdoutDecoder.resetState();
    m_stderrDecoder.resetState();
    m_cancelled = false;
    delete m_process;
    m_process = new QProcess(this);
    m_process->setProgram(invocation.program);
    m_process->setArguments(invocation.arguments);
    m_process->setWorkingDirectory(invocation.workingDirectory);
    m_process->setProcessEnvironment(invocation.environment);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->setStandardInputFile(QProcess::nullDevice());
    connect(m_process, &QProcess::readyReadStandardOutput, this,
            [this] { readChannel(QProcess::StandardOutput); });
    connect(m_process, &QProcess::readyReadStandardError, this,
            [this] { readChannel(QProcess::StandardError); });
    connect(m_process, &QProcess::finished, this, &ComposeRunner::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart) {
            const Error e = classify(-1, m_process->errorString(), m_invocation.failureContext);
            append(e.message + QLatin1Char('\n'), false);
            Q_EMIT finished(false, e);
        }
    });
    append(QStringLiteral("$ %1\n").arg(invocation.commandLine()), false);
    m_process->start();
}

void ComposeRunner::readChannel(QProcess::ProcessChannel channel)
{
    const bool isError = channel == QProcess::StandardError;
    const QByteArray bytes =
        isError ? m_process->readAllStandardError() : m_process->readAllStandardOutput();
    QStringDecoder &decoder = isError ? m_stderrDecoder : m_stdoutDecoder;
    append(decoder.decode(bytes), isError || !m_invocation.causeFromStderrOnly);
}

void ComposeRunner::onFinished(int exitCode, QProcess::ExitStatus status)
{
    readChannel(QProcess::StandardOutput);
    readChannel(QProcess::StandardError);
    if (m_cancelled) {
        Q_EMIT finished(false, Error::of(Code::LAUNCH_CANCELLED,
                                         Tr::tr("%1 was cancelled").arg(m_invocation.commandLine()),
                                         Tr::tr("Compose may have started some containers: "
                                                "accelctl launches shows them")));
        return;
    }
    if (status == QProcess::NormalExit && exitCode == 0) {
        Q_EMIT finished(true, Error());
        return;
    }
    Q_EMIT finished(false, classify(status == QProcess::NormalExit ? exitCode : 128, m_causeText,
                                    m_invocation.failureContext));
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

Result<void> ComposeRunner::runBlocking(const ComposeInvocation &invocation, const QString &logFile,
                                        const std::function<void(const QString &)> &sink)
{
    ComposeRunner runner;
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
    runner.start(invocation);
    if (!done) // a program that cannot start may report it from inside start()
        loop.exec();
    if (!ok)
        return tl::unexpected(error);
    return {};
}

} // namespace Accel::Launch
