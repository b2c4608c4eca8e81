// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "execcredential.h"
#include "kubecodes.h"
#include "kubetr.h"

#include "printable.h"
#include "regularexpression.h"
#include "resourcelimits.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTimer>

#include <algorithm>

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
    if (m_process) {
        // Never wait here: the window destroys providers when the context changes. The killed
        // process cleans itself up once the kernel has reaped it.
        QProcess *process = m_process;
        process->disconnect(this);
        process->setParent(nullptr);
        QObject::connect(process, &QProcess::finished, process, &QObject::deleteLater);
        process->kill();
    }
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

Error ExecCredentialProvider::execError(const QString &message) const
{
    return Error::of(
        Code::KUBECONFIG_EXEC, message,
        m_config.installHint.isEmpty()
            ? Tr::tr("Check that %1 is installed and works when run by hand.").arg(m_config.command)
            : m_config.installHint);
}

void ExecCredentialProvider::start()
{
    if (m_config.interactiveMode == QLatin1String("Always")) {
        finish(tl::unexpected(
            execError(Tr::tr("the exec plugin %1 of context \"%2\" needs an interactive terminal, "
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
        // Killed, then freed once reaped (deleting a running QProcess blocks and warns).
        process->disconnect(this);
        process->setParent(nullptr);
        QObject::connect(process, &QProcess::finished, process, &QObject::deleteLater);
        process->kill();
        m_process = nullptr;
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
    connect(timer, &QTimer::timeout, this, [this, process] {
        process->disconnect(this);
        process->kill();
        process->deleteLater();
        m_process = nullptr;
        finish(tl::unexpected(
            execError(Tr::tr("the exec plugin %1 of context \"%2\" did not finish in %3 s")
                          .arg(m_config.command, m_contextName)
                          .arg(m_timeoutMs / 1000))));
    });
    connect(process, &QProcess::errorOccurred, this, [this, process](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return; // a crash also ends in finished()
        process->disconnect(this);
        process->deleteLater();
        m_process = nullptr;
        finish(tl::unexpected(
            execError(Tr::tr("the exec plugin %1 of context \"%2\" could not be started: %3")
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
                        Tr::tr("the exec plugin %1 of context \"%2\" failed (exit code %3): %4")
                            .arg(m_config.command, m_contextName)
                            .arg(exitCode)
                            .arg(reason))));
                    return;
                }
                finish(parse(out));
            });
    timer->start(m_timeoutMs);
    process->start(m_config.command, m_config.args);
}

Result<ExecCredential> ExecCredentialProvider::parse(const QByteArray &stdoutBytes) const
{
    // The output holds the credential: errors describe it, never quote it.
    const QString bad = Tr::tr("the exec plugin %1 of context \"%2\" did not print an "
                               "ExecCredential of apiVersion %3")
                            .arg(m_config.command, m_contextName, m_config.apiVersion);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(stdoutBytes, &parseError);
    const QJsonObject root = doc.object();
    if (parseError.error != QJsonParseError::NoError || !doc.isObject() ||
        str(root, "kind") != QLatin1String("ExecCredential") ||
        str(root, "apiVersion") != m_config.apiVersion)
        return tl::unexpected(execError(bad));
    const QJsonObject status = root.value(QLatin1String("status")).toObject();
    ExecCredential credential;
    credential.token = str(status, "token");
    credential.clientCertificateData = str(status, "clientCertificateData").toUtf8();
    credential.clientKeyData = str(status, "clientKeyData").toUtf8();
    const bool hasCert =
        !credential.clientCertificateData.isEmpty() && !credential.clientKeyData.isEmpty();
    if (credential.token.isEmpty() && !hasCert) {
        return tl::unexpected(execError(
            Tr::tr("the exec plugin %1 of context \"%2\" returned neither a token nor a client "
                   "certificate and key")
                .arg(m_config.command, m_contextName)));
    }
    const QString expiry = str(status, "expirationTimestamp");
    if (!expiry.isEmpty()) {
        credential.expirationTimestamp = QDateTime::fromString(expiry, Qt::ISODateWithMs);
        if (!credential.expirationTimestamp.isValid()) {
            return tl::unexpected(execError(
                Tr::tr("the exec plugin %1 of context \"%2\" returned an expirationTimestamp "
                       "that is not RFC 3339: %3")
                    .arg(m_config.command, m_contextName, expiry)));
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
