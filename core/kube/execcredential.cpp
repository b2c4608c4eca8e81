// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "execcredential.h"
#include "credentials.h"
#include "kubecodes.h"
#include "kubetr.h"

#include "doc/documentreader.h"
#include "printable.h"
#include "regularexpression.h"
#include "resourcelimits.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTimer>

#include <algorithm>

#include <csignal>

#include <sys/types.h>
#include <unistd.h>

namespace Accel::Kube {

namespace {
QString str(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toString();
}

constexpr int MaxStderrLines = 3;
constexpr qsizetype MaxStderrLineChars = 200;

/// The credential values STDOUT carries, whether or not it is a valid ExecCredential: a plugin
/// that fails may still have printed one, and its stderr must not repeat it.
QStringList secretsIn(const QByteArray &stdoutBytes)
{
    QStringList secrets;
    const QJsonObject status =
        QJsonDocument::fromJson(stdoutBytes).object().value(QLatin1String("status")).toObject();
    for (const char *key : {"token", "clientKeyData"}) {
        const QString value = str(status, key).trimmed();
        if (value.size() >= 4)
            secrets << value;
    }
    return secrets;
}

/// Whether LINE looks like it carries a credential even when we do not know it: a bearer
/// header, a JWT, a PEM key, or a `token`/`password`/`secret` followed by a value.
bool looksSecret(const QString &line)
{
    static const RegularExpression pattern = RegularExpression::builtIn(
        "(?i)(bearer\\s|eyJ[A-Za-z0-9_-]{8,}|PRIVATE KEY|"
        "(token|password|passwd|secret|credential|api[-_]?key)\\S*\\s*[:=]|"
        "[A-Za-z0-9+_-]{32,})");
    return pattern.containsMatchIn(line);
}
} // namespace

QString ExecCredentialProvider::redactedStderr(const QByteArray &stderrBytes,
                                               const QStringList &secrets)
{
    QStringList shown;
    int redacted = 0;
    int more = 0;
    const QStringList lines = QString::fromUtf8(stderrBytes).split(QLatin1Char('\n'));
    for (const QString &raw : lines) {
        const QString line = raw.trimmed();
        if (line.isEmpty())
            continue;
        bool secret = looksSecret(line);
        for (const QString &s : secrets)
            secret = secret || line.contains(s);
        if (secret) {
            ++redacted;
            continue;
        }
        if (shown.size() == MaxStderrLines) {
            ++more;
            continue;
        }
        QString text = printable(line);
        if (text.size() > MaxStderrLineChars)
            text = text.left(MaxStderrLineChars) + QChar(0x2026);
        shown << text;
    }
    QString out = shown.join(QStringLiteral(" | "));
    if (redacted > 0) {
        //: after the exec plugin's stderr lines: they may hold the credential
        const QString note =
            redacted == 1 ? Tr::tr("(1 line that may hold a credential not shown)")
                          : Tr::tr("(%1 lines that may hold a credential not shown)").arg(redacted);
        out = out.isEmpty() ? note : out + QLatin1Char(' ') + note;
    }
    if (more > 0) {
        //: after the exec plugin's stderr lines
        const QString note =
            more == 1 ? Tr::tr("(1 more line)") : Tr::tr("(%1 more lines)").arg(more);
        out = out.isEmpty() ? note : out + QLatin1Char(' ') + note;
    }
    return out;
}

ExecCredentialProvider::ExecCredentialProvider(ExecConfig config, QString contextName,
                                               QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_contextName(std::move(contextName))
    , m_baseEnv(QProcessEnvironment::systemEnvironment())
    , m_clock([] { return QDateTime::currentDateTimeUtc(); })
{}

ExecCredentialProvider::~ExecCredentialProvider()
{
    if (m_process)
        killProcess(std::exchange(m_process, nullptr));
}

void ExecCredentialProvider::killProcess(QProcess *process)
{
    // The plugin leads a process group of its own (setsid below): SIGKILL to the group takes
    // whatever it started with it. The group is signalled while the leader is not yet reaped
    // (QProcess reaps it only when it reports it finished), so its id cannot have been reused.
    const qint64 pid = process->processId();
    if (pid > 0 && process->state() != QProcess::NotRunning)
        ::kill(-pid_t(pid), SIGKILL);
    // Never wait here: the window destroys providers when the context changes. The killed
    // process is freed once the kernel has reaped it (deleting a running QProcess blocks).
    process->disconnect(this);
    process->setParent(nullptr);
    if (process->state() == QProcess::NotRunning) {
        process->deleteLater();
        return;
    }
    QObject::connect(process, &QProcess::finished, process, &QObject::deleteLater);
    process->kill();
}

void ExecCredentialProvider::cancel()
{
    m_waiting.clear();
    if (m_process)
        killProcess(std::exchange(m_process, nullptr));
    m_stdout.clear();
    m_stderr.clear();
}

qint64 ExecCredentialProvider::runningPid() const
{
    return m_process ? m_process->processId() : 0;
}

bool ExecCredentialProvider::hasValidCredential() const
{
    if (!m_hasCredential)
        return false;
    return !m_credential.expirationTimestamp.isValid() ||
           m_clock() < m_credential.expirationTimestamp;
}

void ExecCredentialProvider::invalidate()
{
    m_hasCredential = false;
    m_credential = {};
}

void ExecCredentialProvider::request(Callback done)
{
    if (hasValidCredential()) {
        done(m_credential);
        return;
    }
    m_waiting.append(std::move(done));
    if (!m_process)
        start();
}

Error ExecCredentialProvider::execError(const ExecConfig &config, const QString &message)
{
    return Error::of(
        Code::KUBECONFIG_EXEC, message,
        config.installHint.isEmpty()
            ? Tr::tr("Check that %1 is installed and works when run by hand.").arg(config.command)
            : config.installHint);
}

void ExecCredentialProvider::start()
{
    if (m_config.interactiveMode == QLatin1String("Always")) {
        finish(tl::unexpected(execError(
            m_config, Tr::tr("the exec plugin %1 of context \"%2\" needs an interactive terminal, "
                             "which the console does not have")
                          .arg(m_config.command, m_contextName))));
        return;
    }
    QProcessEnvironment env = m_baseEnv;
    for (const auto &[name, value] : std::as_const(m_config.env))
        env.insert(name, value);
    const QJsonObject info{
        {QStringLiteral("apiVersion"), m_config.apiVersion},
        {QStringLiteral("kind"), QStringLiteral("ExecCredential")},
        {QStringLiteral("spec"), QJsonObject{{QStringLiteral("interactive"), false}}}};
    env.insert(QStringLiteral("KUBERNETES_EXEC_INFO"),
               QString::fromUtf8(QJsonDocument(info).toJson(QJsonDocument::Compact)));

    m_process = new QProcess(this);
    m_process->setProcessEnvironment(env);
    m_process->setStandardInputFile(QProcess::nullDevice());
    QProcess *process = m_process;
    m_stdout.clear();
    m_stderr.clear();
    // Read as it comes, each stream under the exec-plugin-output limit: `yes` as a plugin would
    // otherwise fill memory before it is killed by the timeout.
    const qint64 limit = Limits::value(Limits::ExecPluginOutputBytes);
    const auto drain = [this, process, limit](QProcess::ProcessChannel channel) {
        QByteArray &buffer = channel == QProcess::StandardOutput ? m_stdout : m_stderr;
        process->setReadChannel(channel);
        // At most what is buffered: read(n) allocates n bytes first (see ApiClient::guard).
        buffer += process->read(
            std::clamp<qint64>(limit + 1 - buffer.size(), 0, process->bytesAvailable()));
        if (buffer.size() <= limit)
            return;
        m_process = nullptr;
        killProcess(process);
        m_stdout.clear();
        m_stderr.clear();
        finish(tl::unexpected(
            Limits::exceeded(Limits::ExecPluginOutputBytes,
                             channel == QProcess::StandardOutput
                                 //: %1 the plugin's command, %2 the context
                                 ? Tr::tr("the stdout of exec plugin %1 of context \"%2\"")
                                       .arg(m_config.command, m_contextName)
                                 //: %1 the plugin's command, %2 the context
                                 : Tr::tr("the stderr of exec plugin %1 of context \"%2\"")
                                       .arg(m_config.command, m_contextName))));
    };
    connect(process, &QProcess::readyReadStandardOutput, this,
            [drain] { drain(QProcess::StandardOutput); });
    connect(process, &QProcess::readyReadStandardError, this,
            [drain] { drain(QProcess::StandardError); });
    auto *timer = new QTimer(process);
    timer->setSingleShot(true);
    timer->setTimerType(Qt::PreciseTimer);
    connect(timer, &QTimer::timeout, this, [this, process] {
        m_process = nullptr;
        killProcess(process);
        m_stdout.clear();
        m_stderr.clear();
        //: %1 the plugin's command, %2 the context, %3 seconds
        finish(tl::unexpected(execError(
            m_config, Tr::tr("the exec plugin %1 of context \"%2\" did not finish within %3 s; "
                             "it was stopped with every process it started")
                          .arg(m_config.command, m_contextName)
                          .arg(QString::number(m_timeoutMs / 1000.0)))));
    });
    connect(process, &QProcess::errorOccurred, this, [this, process](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return; // a crash also ends in finished()
        process->disconnect(this);
        process->deleteLater();
        m_process = nullptr;
        finish(tl::unexpected(execError(
            m_config, Tr::tr("the exec plugin %1 of context \"%2\" could not be started: %3")
                          .arg(m_config.command, m_contextName, process->errorString()))));
    });
    connect(process, &QProcess::finished, this,
            [this, process](int exitCode, QProcess::ExitStatus status) {
                // What is still buffered, under the same limit.
                const qint64 limit = Limits::value(Limits::ExecPluginOutputBytes);
                process->setReadChannel(QProcess::StandardOutput);
                m_stdout += process->read(
                    std::clamp<qint64>(limit + 1 - m_stdout.size(), 0, process->bytesAvailable()));
                process->setReadChannel(QProcess::StandardError);
                m_stderr += process->read(
                    std::clamp<qint64>(limit + 1 - m_stderr.size(), 0, process->bytesAvailable()));
                process->disconnect(this);
                process->deleteLater();
                m_process = nullptr;
                const QByteArray out = std::exchange(m_stdout, {});
                const QByteArray errBytes = std::exchange(m_stderr, {});
                if (out.size() > limit || errBytes.size() > limit) {
                    finish(tl::unexpected(
                        Limits::exceeded(Limits::ExecPluginOutputBytes,
                                         //: %1 the plugin's command, %2 the context
                                         Tr::tr("the output of exec plugin %1 of context \"%2\"")
                                             .arg(m_config.command, m_contextName))));
                    return;
                }
                QStringList secrets = secretsIn(out);
                if (!m_lastToken.isEmpty())
                    secrets << m_lastToken;
                const QString err = redactedStderr(errBytes, secrets);
                //: The exec plugin wrote nothing to stderr.
                const QString reason = err.isEmpty() ? Tr::tr("no message") : err;
                if (status != QProcess::NormalExit || exitCode != 0) {
                    finish(tl::unexpected(execError(
                        m_config,
                        Tr::tr("the exec plugin %1 of context \"%2\" failed (exit code %3): %4")
                            .arg(m_config.command, m_contextName)
                            .arg(exitCode)
                            .arg(reason))));
                    return;
                }
                finish(parseOutput(out, m_config, m_contextName));
            });
    // A session of its own: no controlling terminal to ask for input on (the console has none
    // to offer), and one process group to kill with everything it starts.
    process->setChildProcessModifier([] { ::setsid(); });
    timer->start(m_timeoutMs);
    process->start(m_config.command, m_config.args);
}

Result<ExecCredential> ExecCredentialProvider::parseOutput(const QByteArray &stdoutBytes,
                                                           const ExecConfig &config,
                                                           const QString &contextName)
{
    // The output holds the credential: errors describe it, never quote it.
    const QString bad = Tr::tr("the exec plugin %1 of context \"%2\" did not print an "
                               "ExecCredential of apiVersion %3")
                            .arg(config.command, contextName, config.apiVersion);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(stdoutBytes, &parseError);
    const QJsonObject root = doc.object();
    // A repeated key (which QJsonDocument would resolve silently) is not an ExecCredential.
    if (parseError.error != QJsonParseError::NoError || !doc.isObject() ||
        Doc::jsonHasDuplicateKeys(stdoutBytes, root) ||
        str(root, "kind") != QLatin1String("ExecCredential") ||
        str(root, "apiVersion") != config.apiVersion)
        return tl::unexpected(execError(config, bad));
    const QJsonObject status = root.value(QLatin1String("status")).toObject();
    ExecCredential credential;
    credential.token = str(status, "token");
    credential.clientCertificateData = str(status, "clientCertificateData").toUtf8();
    credential.clientKeyData = str(status, "clientKeyData").toUtf8();
    const bool hasCert =
        !credential.clientCertificateData.isEmpty() && !credential.clientKeyData.isEmpty();
    if (credential.token.isEmpty() && !hasCert) {
        return tl::unexpected(execError(
            config,
            Tr::tr("the exec plugin %1 of context \"%2\" returned neither a token nor a client "
                   "certificate and key")
                .arg(config.command, contextName)));
    }
    if (const qsizetype at = invalidHeaderCharacter(credential.token); at >= 0) {
        //: %1 the plugin's command, %2 the context, %3 e.g. "U+000A (a line break) at
        //: character 13"
        return tl::unexpected(execError(
            config,
            Tr::tr("the exec plugin %1 of context \"%2\" returned a token that holds "
                   "%3, which an HTTP header cannot carry; it was not used")
                .arg(config.command, contextName, describeInvalidCharacter(credential.token, at))));
    }
    const QString expiry = str(status, "expirationTimestamp");
    if (!expiry.isEmpty()) {
        credential.expirationTimestamp = QDateTime::fromString(expiry, Qt::ISODateWithMs);
        if (!credential.expirationTimestamp.isValid()) {
            return tl::unexpected(execError(
                config,
                Tr::tr("the exec plugin %1 of context \"%2\" returned an expirationTimestamp "
                       "that is not RFC 3339: %3")
                    .arg(config.command, contextName, expiry)));
        }
    }
    return credential;
}

void ExecCredentialProvider::finish(const Result<ExecCredential> &result)
{
    if (result) {
        m_credential = *result;
        m_hasCredential = true;
        if (!result->token.isEmpty())
            m_lastToken = result->token;
    }
    const QList<Callback> waiting = std::exchange(m_waiting, {});
    for (const Callback &done : waiting)
        done(result);
}

} // namespace Accel::Kube
