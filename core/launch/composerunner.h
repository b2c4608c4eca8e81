// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "error.h"
#include "result.h"

#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace Accel::Launch {

/// Runs `docker compose -p NAME -f compose.yaml -f overlay.yaml up -d` as an argument list (no
/// shell), asynchronously, streaming its output, and maps known failures to fixes:
///
/// - `could not select device driver "nvidia"`: a CDI-only host classified as legacy
///   (GPU_MODE_MISMATCH: set NORSK_CTL_GPU_MODE=cdi and relaunch; spec, "When a launch is
///   refused");
/// - the docker client missing (DOCKER_NOT_FOUND), the daemon down (DOCKER_DAEMON_DOWN), the
///   compose plugin missing (DOCKER_COMPOSE_MISSING); anything else is LAUNCH_FAILED with the
///   last lines. The whole output is kept (output(), and the log file when one is set).
///
/// Lives on the thread that created it; start() never blocks.
class ComposeRunner : public QObject
{
    Q_OBJECT

public:
    explicit ComposeRunner(QObject *parent = nullptr);
    ~ComposeRunner() override;

    /// The argument list after the program: compose -p NAME -f A -f B up -d.
    static QStringList upArguments(const QString &project, const QString &composeFile,
                                   const QString &overlayFile);
    /// The error a finished docker run means, from its exit and output.
    static Error classify(int exitCode, const QString &output);

    void setProgram(const QString &program) { m_program = program; }
    void setLogFile(const QString &path) { m_logFile = path; }
    void start(const QStringList &arguments, const QString &workingDirectory);
    /// Stops waiting: terminates docker (compose keeps whatever containers already started).
    void cancel();
    bool isRunning() const;
    QString output() const { return m_output; }

    /// Runs and waits (the CLI), forwarding output to `sink` as it arrives.
    static Result<void> runBlocking(const QString &program, const QStringList &arguments,
                                    const QString &workingDirectory, const QString &logFile,
                                    const std::function<void(const QString &)> &sink);

Q_SIGNALS:
    void outputReceived(const QString &text);
    /// ok, or the classified error.
    void finished(bool ok, const Accel::Error &error);

private:
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void append(const QString &text);

    QProcess *m_process = nullptr;
    QString m_program = QStringLiteral("docker");
    QString m_logFile;
    QString m_output;
    bool m_cancelled = false;
};

} // namespace Accel::Launch
