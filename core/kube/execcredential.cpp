// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "execcredential.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTimer>

namespace Accel::Kube {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Accel::Kube)
};

QString str(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toString();
}

QString firstLine(const QByteArray &bytes)
{
    const QString text = QString::fromUtf8(bytes).trimmed();
    return text.section(QLatin1Char('\n'), 0, 0).trimmed();
}
} // namespace

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
    return Error{
        QStringLiteral("KUBECONFIG_EXEC"), message,
        m_config.installHint.isEmpty()
            ? Tr::tr("Check that %1 is installed and works when run by hand.").arg(m_config.command)
            : m_config.installHint};
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
                process->disconnect(this);
                process->deleteLater();
                m_process = nullptr;
                const QByteArray out = process->readAllStandardOutput();
                const QString err = firstLine(process->readAllStandardError());
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
    }
    const QList<Callback> waiting = std::exchange(m_waiting, {});
    for (const Callback &done : waiting)
        done(result);
}

} // namespace Accel::Kube
