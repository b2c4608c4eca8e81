// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "error.h"
#include "host/composetool.h"
#include "result.h"

#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringDecoder>
#include <QStringList>

namespace Accel::Launch {

/// One compose (or docker) command: program, arguments (no shell), where and with what
/// environment it runs, and what a failure of it means (the images it needs, DOCKER_HOST).
struct ComposeInvocation
{
    QString program;
    QStringList arguments;
    QString workingDirectory;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    Host::DockerFailureContext failureContext{};
    /// What a failure is judged from: everything compose printed (false), or only its stderr
    /// (true: `logs`, whose stdout is the containers' own output and must never be read as
    /// docker's cause).
    bool causeFromStderrOnly = false;
    /// The command as an operator would type it, for the log and the panel.
    QString commandLine() const;
};

/// Runs a compose command (`up -d`, `logs`, `down`) asynchronously, streaming its output, and
/// maps known failures to fixes (Host::classifyDockerFailure):
///
/// - `could not select device driver "nvidia"`: a CDI-only host classified as legacy
///   (GPU_MODE_MISMATCH: set NORSK_CTL_GPU_MODE=cdi and relaunch; spec, "When a launch is
///   refused");
/// - the docker client missing (DOCKER_NOT_FOUND), the daemon down (DOCKER_DAEMON_DOWN), the
///   socket refused (DOCKER_PERMISSION_DENIED), compose missing (DOCKER_COMPOSE_MISSING), an
///   image that is not here and cannot be pulled (IMAGE_NOT_FOUND); anything else is
///   LAUNCH_FAILED with the line that says why. The whole output is kept (output(), and the
///   log file when one is set), up to OutputLimit; past that the oldest half is dropped.
///
/// Lives on the thread that created it; start() never blocks.
class ComposeRunner : public QObject
{
    Q_OBJECT

public:
    explicit ComposeRunner(QObject *parent = nullptr);
    ~ComposeRunner() override;

    /// The error a finished docker run means, from its exit and output (exit -1: it could not
    /// be started, and output is why).
    static Error classify(int exitCode, const QString &output,
                          const Host::DockerFailureContext &context = {});

    /// How much output is kept in memory (a `logs --follow` may run for days).
    static constexpr qsizetype OutputLimit = 4 * 1024 * 1024;

    void setLogFile(const QString &path) { m_logFile = path; }
    void start(const ComposeInvocation &invocation);
    /// Stops waiting: terminates docker (compose keeps whatever containers already started).
    void cancel();
    bool isRunning() const;
    QString output() const { return m_output; }

    /// Runs and waits (the CLI), forwarding output to `sink` as it arrives.
    static Result<void> runBlocking(const ComposeInvocation &invocation, const QString &logFile,
                                    const std::function<void(const QString &)> &sink);

Q_SIGNALS:
    void outputReceived(const QString &text);
    /// ok, or the classified error.
    void finished(bool ok, const Accel::Error &error);

private:
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void readChannel(QProcess::ProcessChannel channel);
    /// Shows and logs `text`; `cause` also keeps it for judging a failure.
    void append(const QString &text, bool cause);

    QProcess *m_process = nullptr;
    ComposeInvocation m_invocation;
    QString m_logFile;
    QString m_output;
    QString m_causeText; ///< what classify() reads: not our "$ command" line
    /// One decoder per channel, so a UTF-8 sequence split across two reads stays whole.
    QStringDecoder m_stdoutDecoder{QStringDecoder::Utf8};
    QStringDecoder m_stderrDecoder{QStringDecoder::Utf8};
    bool m_cancelled = false;
};

} // namespace Accel::Launch
