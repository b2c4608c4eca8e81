// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "kube/kubeconfig.h"
#include "result.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <functional>

class QProcess;

namespace Accel::Kube {

/// What an exec plugin returned (ExecCredential `status`). Holds credentials: never log it.
struct ExecCredential
{
    QString token;
    QByteArray clientCertificateData;
    QByteArray clientKeyData;
    /// Invalid when the plugin gave none: then the credential is kept until invalidate().
    QDateTime expirationTimestamp;
};

/// Runs a kubeconfig exec credential plugin and caches what it returns.
///
/// The plugin runs asynchronously (QProcess with an argument list, never a shell), with the
/// console's environment plus `ExecConfig::env` plus KUBERNETES_EXEC_INFO (apiVersion, kind
/// ExecCredential, spec.interactive false). Its stdout must be an ExecCredential of the configured
/// apiVersion with a token or a client certificate and key. The credential is cached until its
/// `expirationTimestamp` (RFC 3339) passes by the injectable clock; call invalidate() after a 401
/// so the next request() runs the plugin again. Requests made while the plugin runs share its run.
///
/// Errors are KUBECONFIG_EXEC: the plugin cannot start (the hint is its installHint), exits
/// non-zero (the message carries a few lines of its stderr, see redactedStderr()), times out, or
/// prints something that is not an ExecCredential (its output is never quoted: it holds
/// credentials). Stdout and stderr are each read under the exec-plugin-output limit
/// (core/limits.h): past it the plugin is killed and the error is LIMIT_EXCEEDED. A token that an
/// HTTP header cannot carry (a control character) is a KUBECONFIG_EXEC error, never sent.
///
/// The plugin runs in a session and process group of its own (setsid), without a controlling
/// terminal, and the whole run, start to exit, is bounded by the timeout (setTimeoutMs; the
/// ApiClient sets its --request-timeout deadline). On timeout, on too much output, on cancel()
/// and when the provider is destroyed the whole group is killed with SIGKILL, so whatever the
/// plugin started (a helper, a `sleep` in a shell script) does not outlive it (issue 32).
/// Lives in, and calls back on, the thread that created it.
class ExecCredentialProvider : public QObject
{
    Q_OBJECT

public:
    using Callback = std::function<void(const Result<ExecCredential> &)>;

    /// `contextName` only names the context in errors.
    ExecCredentialProvider(ExecConfig config, QString contextName, QObject *parent = nullptr);
    ~ExecCredentialProvider() override;

    /// Calls `done` with the cached credential at once when it is still valid, otherwise when the
    /// plugin finishes.
    void request(Callback done);
    /// Forgets the cached credential (after a 401).
    void invalidate();
    /// Kills a running plugin with its process group; the callbacks waiting for it are dropped
    /// without being called.
    void cancel();
    /// The process id of the running plugin (the id of its process group too); 0 when none
    /// runs.
    qint64 runningPid() const;
    bool hasValidCredential() const;

    /// Defaults: QProcessEnvironment::systemEnvironment(), QDateTime::currentDateTimeUtc, 60 s.
    void setBaseEnvironment(const QProcessEnvironment &env) { m_baseEnv = env; }
    void setClock(std::function<QDateTime()> clock) { m_clock = std::move(clock); }
    void setTimeoutMs(int timeoutMs) { m_timeoutMs = timeoutMs; }

    /// What an error shows of a plugin's stderr: at most three non-empty lines, each cut to 200
    /// characters with control characters escaped; a line that contains one of SECRETS (the
    /// token or key the plugin printed, the cached token) or looks like a credential (a bearer
    /// header, a JWT, `token: ...`, a long opaque string) is left out, and a count says so.
    static QString redactedStderr(const QByteArray &stderrBytes, const QStringList &secrets);

    /// What the provider makes of a plugin's STDOUT (KUBECONFIG_EXEC errors as above; the output
    /// is never quoted). For tests and the credential fuzz target.
    static Result<ExecCredential> parseOutput(const QByteArray &stdoutBytes,
                                              const ExecConfig &config, const QString &contextName);

private:
    void start();
    /// Kills PROCESS and its process group, and frees it once it is reaped.
    void killProcess(QProcess *process);
    void finish(const Result<ExecCredential> &result);
    static Error execError(const ExecConfig &config, const QString &message);

    ExecConfig m_config;
    QString m_contextName;
    QProcessEnvironment m_baseEnv;
    std::function<QDateTime()> m_clock;
    int m_timeoutMs = 60000;
    QProcess *m_process = nullptr;
    QByteArray m_stdout; ///< of the running plugin; holds credentials
    QByteArray m_stderr;
    QString m_lastToken; ///< the last token returned, kept past invalidate() for redaction
    bool m_hasCredential = false;
    ExecCredential m_credential;
    QList<Callback> m_waiting;
};

} // namespace Accel::Kube
