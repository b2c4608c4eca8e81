// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "apiclient.h"
#include "basecodes.h"
#include "credentials.h"
#include "kubecodes.h"
#include "kubetr.h"

#include "doc/documentreader.h"
#include "inputfile.h"
#include "kube/execcredential.h"
#include "logging.h"
#include "resourcelimits.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkProxy>
#include <QProcessEnvironment>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QTimer>
#include <QUrlQuery>

#include <algorithm>

namespace Accel::Kube {

namespace {
constexpr int MaxListRestarts = 3;

/// The objectName of guard()'s state on a reply.
constexpr char GuardName[] = "accelReplyGuard";
/// The largest watch event line accepted (etcd's own object limit is 1.5 MiB).
constexpr qsizetype MaxWatchLine = 64 * 1024 * 1024;

QString statusMessage(const QByteArray &body)
{
    // A metav1.Status: {"kind":"Status","message":"...","reason":"Forbidden","code":403}.
    const QJsonObject status = QJsonDocument::fromJson(body).object();
    if (status.value(QLatin1String("kind")).toString() == QLatin1String("Status"))
        return status.value(QLatin1String("message")).toString();
    return {};
}

/// A PEM private key of any algorithm the API server's clients use.
QSslKey readKey(const QByteArray &pem)
{
    for (const QSsl::KeyAlgorithm algorithm : {QSsl::Rsa, QSsl::Ec, QSsl::Dsa}) {
        QSslKey key(pem, algorithm, QSsl::Pem, QSsl::PrivateKey);
        if (!key.isNull())
            return key;
    }
    return {};
}

bool noProxyMatches(const QString &host, const QString &noProxy)
{
    const QString h = host.toLower();
    for (QString entry : noProxy.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        entry = entry.trimmed().toLower();
        if (entry == QLatin1String("*"))
            return true;
        if (entry.startsWith(QLatin1Char('.')))
            entry.remove(0, 1);
        if (!entry.isEmpty() && (h == entry || h.endsWith(QLatin1Char('.') + entry)))
            return true;
    }
    return false;
}

/// proxy-url, else the environment's HTTPS_PROXY (Go's ProxyFromEnvironment, which kubectl
/// uses): never for loopback, nor for hosts NO_PROXY names.
Result<QNetworkProxy> proxyFor(const ResolvedContext &context)
{
    const QUrl server(context.server);
    QString proxyText = context.proxyUrl;
    if (proxyText.isEmpty()) {
        const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        const QString host = server.host();
        const bool loopback = host == QLatin1String("localhost") ||
                              host.startsWith(QLatin1String("127.")) ||
                              host == QLatin1String("::1");
        const QString noProxy =
            env.value(QStringLiteral("NO_PROXY"), env.value(QStringLiteral("no_proxy")));
        if (loopback || noProxyMatches(host, noProxy))
            return QNetworkProxy(QNetworkProxy::NoProxy);
        proxyText =
            env.value(QStringLiteral("HTTPS_PROXY"), env.value(QStringLiteral("https_proxy")));
        if (proxyText.isEmpty())
            return QNetworkProxy(QNetworkProxy::NoProxy);
    }
    const QUrl url(proxyText.contains(QLatin1String("://"))
                       ? proxyText
                       : QStringLiteral("http://") + proxyText);
    QNetworkProxy::ProxyType type = QNetworkProxy::HttpProxy;
    if (url.scheme() == QLatin1String("socks5"))
        type = QNetworkProxy::Socks5Proxy;
    else if (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))
        return fail(
            Code::KUBE_PROXY,
            Tr::tr("the proxy %1 of context \"%2\" has the scheme \"%3\"; only http, https "
                   "and socks5 proxies are supported")
                .arg(url.toDisplayString(QUrl::RemoveUserInfo), context.contextName, url.scheme()),
            Tr::tr("Change proxy-url in the kubeconfig."));
    if (!url.isValid() || url.host().isEmpty())
        return fail(
            Code::KUBE_PROXY,
            Tr::tr("the proxy URL of context \"%1\" is not a valid URL").arg(context.contextName),
            Tr::tr("Change proxy-url in the kubeconfig, or HTTPS_PROXY."));
    return QNetworkProxy(type, url.host(),
                         quint16(url.port(type == QNetworkProxy::Socks5Proxy ? 1080 : 3128)),
                         url.userName(), url.password());
}

/// An answer's body as a JSON object, strictly (issue 32): a repeated key or a number that is
/// not finite is a KUBE_RESPONSE error naming the URL, the line and the key, as the document
/// reader names them in a file; QJsonDocument alone would keep the last key silently.
Result<QJsonObject> parseApiObject(const QByteArray &body, const QString &url,
                                   const QString &resource)
{
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error == QJsonParseError::NoError && doc.isObject() &&
        !Doc::jsonHasDuplicateKeys(body, doc.object()))
        return doc.object();
    const QByteArray start = body.left(64).trimmed();
    if (start.startsWith('{')) {
        // JSON, but not JSON we take: let the document reader say where and why.
        const Result<QJsonValue> located = Doc::readDocument(body, url);
        if (!located) {
            //: %1 the resource asked for, %2 the reader's message (URL:line:column: why)
            return fail(Code::KUBE_RESPONSE,
                        Tr::tr("the API server's answer for %1 is not valid JSON: %2")
                            .arg(resource, located.error().message),
                        Tr::tr("Check that the kubeconfig's server is a Kubernetes API server "
                               "and that nothing between rewrites its answers."));
        }
    }
    return fail(Code::KUBE_RESPONSE,
                Tr::tr("the API server %1 sent %2 that is not a JSON object").arg(url, resource),
                Tr::tr("Check that the kubeconfig's server is a Kubernetes API "
                       "server and not a proxy's error page."));
}

QString kindOfList(const QString &listKind)
{
    return listKind.endsWith(QLatin1String("List")) ? listKind.chopped(4) : listKind;
}

} // namespace

ApiClient::ApiClient(ResolvedContext context, QObject *parent)
    : QObject(parent)
    , m_context(std::move(context))
    , m_extraCaPem(m_context.extraCaPem)
    , m_timeoutMs(m_context.requestTimeoutMs)
{
    if (m_context.exec.isValid()) {
        m_exec = new ExecCredentialProvider(m_context.exec, m_context.contextName, this);
        // The plugin's run is part of the request it was started for (client-go runs it inside
        // the round trip that --request-timeout bounds).
        m_exec->setTimeoutMs(deadlineMs());
    }
}

void ApiClient::setTimeoutMs(int timeoutMs)
{
    m_timeoutMs = timeoutMs;
    if (m_exec)
        m_exec->setTimeoutMs(deadlineMs());
}

int ApiClient::listDeadlineMs() const
{
    return int(std::min<qint64>(qint64(deadlineMs()) * ListDeadlineFactor, MaxRequestMs));
}

struct ApiClient::ListState
{
    ListResult result;
    /// The whole list's deadline, pages and restarts together.
    QDeadlineTimer deadline;
    qint64 bytes = 0;
};

ApiClient::~ApiClient()
{
    cancelAll();
}

Result<QByteArray> ApiClient::readCaFile(const QString &path)
{
    const Result<QByteArray> read = readInputFile(path, Limits::CredentialFileBytes);
    if (!read && read.error().code == Code::LIMIT_EXCEEDED)
        return tl::unexpected(read.error());
    if (!read)
        return fail(Code::KUBE_CREDENTIALS,
                    Tr::tr("cannot read the CA file %1: %2").arg(path, read.error().message),
                    Tr::tr("Check the path given with --ca-file."));
    if (QSslCertificate::fromData(*read, QSsl::Pem).isEmpty())
        return fail(Code::KUBE_CREDENTIALS,
                    Tr::tr("the CA file %1 holds no PEM certificate").arg(path),
                    Tr::tr("Give a PEM file (-----BEGIN CERTIFICATE-----)."));
    return *read;
}

Result<void> ApiClient::addCaFile(const QString &path)
{
    const Result<QByteArray> pem = readCaFile(path);
    if (!pem)
        return tl::unexpected(pem.error());
    m_extraCaPem << *pem;
    return {};
}

void ApiClient::cancelAll()
{
    ++m_generation;
    // Nobody waits for a plugin that is still running: stop it with everything it started.
    if (m_exec)
        m_exec->cancel();
    const QSet<HttpExchange *> replies = std::exchange(m_inFlight, {});
    for (HttpExchange *reply : replies) {
        reply->disconnect(); // watches included: cancelling is silent

        reply->abort();
        reply->deleteLater();
    }
}

QString ApiClient::displayUrl(const QString &path) const
{
    QString base = m_context.server;
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    return base + path;
}

void ApiClient::prepare(const QString &path, bool watch, RequestReady ready)
{
    const QUrl url(displayUrl(path));
    if (!url.isValid() ||
        (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http"))) {
        ready(fail(Code::KUBE_UNREACHABLE,
                   Tr::tr("the server \"%1\" of context \"%2\" is not an http(s) URL")
                       .arg(m_context.server, m_context.contextName),
                   Tr::tr("Fix the cluster's server field in the kubeconfig.")));
        return;
    }
    const Result<QNetworkProxy> proxy = proxyFor(m_context);
    if (!proxy) {
        ready(tl::unexpected(proxy.error())); // never connect around a proxy the user set
        return;
    }
    HttpExchange::Request request;
    request.url = url;
    request.proxy = *proxy;
    request.headers.emplaceBack("Accept", "application/json");
    request.headers.emplaceBack(
        "User-Agent", QByteArray("accelctl/" + QCoreApplication::applicationVersion().toLatin1()));
    // The idle timeout (a watch is quiet for minutes: the server ends it after 300 s); the
    // deadline of the whole request is guard()'s.
    request.idleTimeoutMs = watch ? 330 * 1000 : std::min(deadlineMs(), IdleTimeoutMs);
    // Bounded as the answer arrives (issue 32): the head, and the decoded body of one answer
    // (of one watch connection, whose events are read as they come).
    request.maxHeaderBytes = Limits::value(Limits::ResponseHeaderBytes);
    request.maxBodyBytes = Limits::value(watch ? Limits::ListBytes : Limits::ResponseBodyBytes);
    request.peerVerifyName = m_context.tlsServerName;

    QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
    QList<QSslCertificate> roots;
    if (!m_context.certificateAuthorityFile.isEmpty()) {
        const Result<QByteArray> read =
            readInputFile(m_context.certificateAuthorityFile, Limits::CredentialFileBytes);
        if (!read && read.error().code == Code::LIMIT_EXCEEDED) {
            ready(tl::unexpected(read.error()));
            return;
        }
        if (!read) {
            ready(fail(Code::KUBE_CREDENTIALS,
                       Tr::tr("cannot read certificate-authority %1 of cluster \"%2\": %3")
                           .arg(m_context.certificateAuthorityFile, m_context.clusterName,
                                read.error().message),
                       Tr::tr("Check the path in the kubeconfig.")));
            return;
        }
        const QList<QSslCertificate> fromFile = QSslCertificate::fromData(*read, QSsl::Pem);
        if (fromFile.isEmpty()) {
            ready(fail(Code::KUBE_CREDENTIALS,
                       Tr::tr("certificate-authority %1 of cluster \"%2\" holds no PEM "
                              "certificate")
                           .arg(m_context.certificateAuthorityFile, m_context.clusterName),
                       Tr::tr("Give a PEM file (-----BEGIN CERTIFICATE-----) in the kubeconfig.")));
            return;
        }
        roots << fromFile;
    }
    if (!m_context.certificateAuthorityData.isEmpty()) {
        const QList<QSslCertificate> fromData =
            QSslCertificate::fromData(m_context.certificateAuthorityData, QSsl::Pem);
        if (fromData.isEmpty()) {
            // Never fall back to the system's CAs when the kubeconfig names its own.
            ready(fail(Code::KUBE_CREDENTIALS,
                       Tr::tr("certificate-authority-data of cluster \"%1\" holds no PEM "
                              "certificate")
                           .arg(m_context.clusterName),
                       Tr::tr("Encode the CA's PEM file with base64 -w0.")));
            return;
        }
        roots << fromData;
    }
    const bool clusterCa = !roots.isEmpty();
    for (const QByteArray &pem : m_extraCaPem)
        roots << QSslCertificate::fromData(pem, QSsl::Pem);
    if (clusterCa)
        ssl.setCaCertificates(roots); // the cluster's CA only, as kubectl does
    else if (!roots.isEmpty())
        ssl.addCaCertificates(roots);
    if (m_context.insecureSkipTlsVerify)
        ssl.setPeerVerifyMode(QSslSocket::VerifyNone);

    const auto readFile = [this](const QString &file, const QString &what) -> Result<QByteArray> {
        // Bounded, regular files only: a tokenFile of /dev/zero or a FIFO fails at once.
        const Result<QByteArray> read = readInputFile(file, Limits::CredentialFileBytes);
        if (!read && read.error().code == Code::LIMIT_EXCEEDED)
            return tl::unexpected(read.error());
        if (!read)
            return fail(Code::KUBE_CREDENTIALS,
                        Tr::tr("cannot read %1 %2 of user \"%3\": %4")
                            .arg(what, file, m_context.userName, read.error().message),
                        Tr::tr("Check the path in the kubeconfig."));
        return *read;
    };
    QByteArray certPem = m_context.clientCertificateData;
    QByteArray keyPem = m_context.clientKeyData;
    if (!m_context.clientCertificateFile.isEmpty()) {
        const auto bytes =
            readFile(m_context.clientCertificateFile, QStringLiteral("client-certificate"));
        if (!bytes)
            return ready(tl::unexpected(bytes.error()));
        certPem = *bytes;
    }
    if (!m_context.clientKeyFile.isEmpty()) {
        const auto bytes = readFile(m_context.clientKeyFile, QStringLiteral("client-key"));
        if (!bytes)
            return ready(tl::unexpected(bytes.error()));
        keyPem = *bytes;
    }
    QString token = m_context.token;
    if (!m_context.tokenFile.isEmpty()) {
        // Read as a secret: a file /proc or /sys makes up (/proc/self/environ) is refused as a
        // FIFO is, and what it holds must be a token an HTTP header can carry (issue 32).
        const Result<QByteArray> read =
            readSecretFile(m_context.tokenFile, Limits::CredentialFileBytes);
        if (!read && (read.error().code == Code::LIMIT_EXCEEDED ||
                      read.error().code == Code::FILE_NOT_REGULAR))
            return ready(tl::unexpected(read.error()));
        if (!read)
            return ready(fail(Code::KUBE_CREDENTIALS,
                              Tr::tr("cannot read %1 %2 of user \"%3\": %4")
                                  .arg(QStringLiteral("tokenFile"), m_context.tokenFile,
                                       m_context.userName, read.error().message),
                              Tr::tr("Check the path in the kubeconfig.")));
        const Result<QString> fromFile =
            tokenFromFile(*read, m_context.tokenFile, m_context.userName, m_context.userSource);
        if (!fromFile)
            return ready(tl::unexpected(fromFile.error()));
        token = *fromFile;
    }

    const auto finishRequest = [this, request, ssl, ready](const QByteArray &cert,
                                                           const QByteArray &key,
                                                           const QString &bearer) {
        HttpExchange::Request out = request;
        QSslConfiguration tls = ssl;
        if (!cert.isEmpty() || !key.isEmpty()) {
            const QList<QSslCertificate> chain = QSslCertificate::fromData(cert, QSsl::Pem);
            const QSslKey privateKey = readKey(key);
            if (chain.isEmpty() || privateKey.isNull()) {
                ready(fail(Code::KUBE_CREDENTIALS,
                           Tr::tr("the client certificate or key of user \"%1\" (context \"%2\") "
                                  "is not PEM")
                               .arg(m_context.userName, m_context.contextName),
                           Tr::tr("Check client-certificate and client-key in the kubeconfig.")));
                return;
            }
            tls.setLocalCertificateChain(chain);
            tls.setPrivateKey(privateKey);
        }
        out.ssl = tls;
        // Every credential was checked as a header value where it came from (kubeconfig,
        // tokenFile, exec plugin); authorizationHeader() never returns one that could split.
        const QByteArray authorization =
            authorizationHeader(bearer, m_context.username, m_context.password);
        if (authorization.isEmpty() &&
            !(bearer.isEmpty() && m_context.username.isEmpty() && m_context.password.isEmpty())) {
            // A context made by hand, not by Kubeconfig::context(): refuse rather than go
            // anonymous or split the header.
            ready(fail(Code::KUBE_CREDENTIALS,
                       Tr::tr("the credentials of user \"%1\" (context \"%2\") hold a control "
                              "character, which an HTTP header cannot carry")
                           .arg(m_context.userName, m_context.contextName),
                       Tr::tr("Put the credential on one line, without control characters.")));
            return;
        }
        if (!authorization.isEmpty())
            out.headers.emplaceBack("Authorization", authorization);
        ready(out);
    };

    if (m_exec) {
        const quint64 generation = m_generation;
        m_exec->request([=, this](const Result<ExecCredential> &credential) mutable {
            if (generation != m_generation)
                return;
            if (!credential)
                return ready(tl::unexpected(credential.error()));
            finishRequest(credential->clientCertificateData.isEmpty()
                              ? certPem
                              : credential->clientCertificateData,
                          credential->clientKeyData.isEmpty() ? keyPem : credential->clientKeyData,
                          credential->token.isEmpty() ? token : credential->token);
        });
        return;
    }
    finishRequest(certPem, keyPem, token);
}

HttpExchange *ApiClient::send(HttpExchange::Request request, const QByteArray &method,
                              const QByteArray &body)
{
    request.method = method;
    request.body = body;
    auto *reply = new HttpExchange(std::move(request), this);
    m_inFlight.insert(reply);
    reply->start();
    return reply;
}

int ApiClient::deadlineMs() const
{
    return m_timeoutMs > 0 ? std::min(m_timeoutMs, MaxRequestMs) : MaxRequestMs;
}

namespace {
/// A bounded request's state, a child of its reply.
struct ReplyGuard : QObject
{
    QByteArray body;
    bool tooLarge = false;
    bool deadlineHit = false;
};

ReplyGuard *guardOf(const HttpExchange *reply)
{
    return static_cast<ReplyGuard *>(
        reply->findChild<QObject *>(QLatin1String(GuardName), Qt::FindDirectChildrenOnly));
}
} // namespace

void ApiClient::guard(HttpExchange *reply, const QDeadlineTimer &deadline)
{
    auto *state = new ReplyGuard;
    state->setObjectName(QLatin1String(GuardName));
    state->setParent(reply);
    auto *timer = new QTimer(state);
    timer->setSingleShot(true);
    // A coarse timer may fire up to 5 % early: the deadline is a promise to the user.
    timer->setTimerType(Qt::PreciseTimer);
    connect(timer, &QTimer::timeout, reply, [reply, state] {
        if (reply->isFinished())
            return;
        state->deadlineHit = true;
        reply->abort();
    });
    // What is left of the operation's deadline: the credential step may have used some.
    timer->start(int(std::clamp<qint64>(deadline.remainingTime(), 0, MaxRequestMs)));
    // Read as it arrives: Qt's own buffer would hold an endless body whole.
    const qint64 limit = Limits::value(Limits::ResponseBodyBytes);
    connect(reply, &HttpExchange::readyRead, state, [reply, state, limit] {
        if (state->tooLarge)
            return;
        state->body += reply->read();
        if (state->body.size() > limit) {
            state->body = QByteArray();
            state->tooLarge = true;
            reply->abort();
        }
    });
}

QByteArray ApiClient::takeBody(HttpExchange *reply)
{
    ReplyGuard *state = guardOf(reply);
    if (!state)
        return reply->read();
    QByteArray body = std::exchange(state->body, {});
    if (!state->tooLarge)
        body += reply->read();
    return body;
}

Error ApiClient::statusError(int status, const QString &resource, const QString &url,
                             const QByteArray &body) const
{
    const QString server = statusMessage(body);
    const QString said = server.isEmpty() ? QString() : QStringLiteral(": ") + server;
    switch (status) {
    case 401:
        return Error::of(Code::KUBE_UNAUTHORIZED,
                         Tr::tr("the API server %1 did not accept the credentials of user \"%2\" "
                                "(context \"%3\") for %4 (401 Unauthorized)")
                             .arg(url, m_context.userName, m_context.contextName, resource),
                         Tr::tr("Log in again or renew the token, then reload."));
    case 403:
        return Error::of(
            Code::KUBE_FORBIDDEN,
            Tr::tr("user \"%1\" (context \"%2\") may not read %3 (403 Forbidden)%4")
                .arg(m_context.userName, m_context.contextName, resource, said),
            Tr::tr("Ask the cluster administrator for list and watch access to %1.").arg(resource));
    case 404:
        return Error::of(
            Code::KUBE_NOT_FOUND,
            Tr::tr("the API server %1 does not serve %2 (404 Not Found)").arg(url, resource),
            Tr::tr("The cluster may be too old for this API."));
    case 410:
        return Error::of(
            Code::KUBE_GONE,
            Tr::tr("the list of %1 expired on the server (410 Gone)%2").arg(resource, said),
            Tr::tr("Reload to list again."));
    default:
        return Error::of(Code::KUBE_HTTP,
                         Tr::tr("the API server %1 answered %2 for %3%4")
                             .arg(url, QString::number(status), resource, said),
                         Tr::tr("Check the API server's health, then reload."));
    }
}

Error ApiClient::deadlineError(const QString &url, const QString &) const
{
    return Error::of(Code::KUBE_TIMEOUT,
                     Tr::tr("the API server %1 of context \"%2\" did not send its whole answer "
                            "within %3 s")
                         .arg(url, m_context.contextName, QString::number(deadlineMs() / 1000.0)),
                     Tr::tr("Check the network path to the cluster, then reload; raise "
                            "--request-timeout if the cluster is large and slow."));
}

Error ApiClient::replyError(HttpExchange *reply, const QString &resource,
                            const QByteArray &body) const
{
    const QString url = reply->url().toDisplayString(QUrl::RemoveQuery | QUrl::RemoveUserInfo);
    const int status = reply->status();
    const ReplyGuard *state = guardOf(reply);
    //: %1 is the URL, %2 the resource asked for
    const QString answer = Tr::tr("the API server's answer at %1 for %2").arg(url, resource);
    if ((state && state->tooLarge) || reply->failure() == HttpExchange::Failure::BodyTooLarge)
        return Limits::exceeded(Limits::ResponseBodyBytes, answer);
    if (state && state->deadlineHit)
        return deadlineError(url, resource);
    const QString reason = reply->errorString();
    switch (reply->failure()) {
    case HttpExchange::Failure::HeadersTooLarge:
        //: %1 is the URL, %2 the resource asked for
        return Limits::exceeded(
            Limits::ResponseHeaderBytes,
            Tr::tr("the API server's answer head (its headers) at %1 for %2").arg(url, resource));
    case HttpExchange::Failure::Decompression:
        //: %1 the encoding (gzip), %2 the URL, %3 the resource, %4 zlib's reason
        return Error::of(
            Code::KUBE_RESPONSE,
            Tr::tr("the API server's %1-compressed answer at %2 for %3 cannot be decompressed: %4")
                .arg(QString::fromLatin1(reply->contentEncoding()), url, resource, reason),
            Tr::tr("The answer was damaged on its way or by the server: check any proxy between "
                   "you and the API server, then reload."));
    default:
        break;
    }
    if (status >= 300)
        return statusError(status, resource, url, body);
    switch (reply->failure()) {
    case HttpExchange::Failure::Tls:
        return Error::of(Code::KUBE_TLS,
                         Tr::tr("TLS with the API server %1 of context \"%2\" failed: %3")
                             .arg(url, m_context.contextName, reason),
                         Tr::tr("The server's certificate must be signed by the cluster's "
                                "certificate-authority in the kubeconfig (or a CA given with "
                                "--ca-file) and name the server (or tls-server-name)."));
    case HttpExchange::Failure::IdleTimeout:
    case HttpExchange::Failure::Aborted:
        return Error::of(Code::KUBE_TIMEOUT,
                         Tr::tr("the API server %1 of context \"%2\" did not answer within %3 s")
                             .arg(url, m_context.contextName,
                                  QString::number(std::min(deadlineMs(), IdleTimeoutMs) / 1000.0)),
                         Tr::tr("Check the network path to the cluster, then reload."));
    case HttpExchange::Failure::Proxy:
        return Error::of(Code::KUBE_PROXY,
                         Tr::tr("the proxy for %1 (context \"%2\") failed: %3")
                             .arg(url, m_context.contextName, reason),
                         Tr::tr("Check proxy-url in the kubeconfig, or HTTPS_PROXY and NO_PROXY."));
    case HttpExchange::Failure::Protocol:
        //: %1 the URL, %2 the context, %3 what was wrong
        return Error::of(Code::KUBE_RESPONSE,
                         Tr::tr("the server %1 of context \"%2\" did not answer in HTTP: %3")
                             .arg(url, m_context.contextName, reason),
                         Tr::tr("Check that the kubeconfig's server is a Kubernetes API server."));
    default:
        return Error::of(Code::KUBE_UNREACHABLE,
                         Tr::tr("cannot reach the API server %1 of context \"%2\": %3")
                             .arg(url, m_context.contextName, reason),
                         Tr::tr("Check that the cluster is up and the server address in the "
                                "kubeconfig is right."));
    }
}

void ApiClient::get(const QString &path, const QString &resource, JsonCallback done)
{
    getAttempt(
        path, resource, false, QDeadlineTimer(deadlineMs(), Qt::PreciseTimer),
        [done = std::move(done)](const Result<QJsonObject> &result, qint64) { done(result); });
}

void ApiClient::getAttempt(const QString &path, const QString &resource, bool retried,
                           QDeadlineTimer deadline, PageCallback done)
{
    const quint64 generation = m_generation;
    prepare(path, false, [=, this](const Result<HttpExchange::Request> &request) {
        if (generation != m_generation)
            return;
        if (!request)
            return done(tl::unexpected(request.error()), 0);
        if (deadline.hasExpired()) // the credential step took it all
            return done(tl::unexpected(deadlineError(displayUrl(path), resource)), 0);
        qCDebug(lcKube) << "GET" << displayUrl(path);
        HttpExchange *reply = send(*request);
        guard(reply, deadline);
        connect(reply, &HttpExchange::finished, this, [=, this] {
            m_inFlight.remove(reply);
            reply->deleteLater();
            const QByteArray body = takeBody(reply);
            const int status = reply->status();
            qCDebug(lcKube) << status << displayUrl(path) << body.size() << "bytes";
            if (status == 401 && m_exec && !retried) {
                // The cached exec credential may have been revoked early: run the plugin again.
                m_exec->invalidate();
                getAttempt(path, resource, true, deadline, done);
                return;
            }
            if (reply->failure() != HttpExchange::Failure::None || status >= 300)
                return done(tl::unexpected(replyError(reply, resource, body)), body.size());
            done(parseApiObject(body, displayUrl(path), resource), body.size());
        });
    });
}

void ApiClient::send(const QByteArray &method, const QString &path, const QByteArray &body,
                     const QByteArray &contentType, const QString &resource, ResponseCallback done)
{
    sendAttempt(method, path, body, contentType, resource, false,
                QDeadlineTimer(deadlineMs(), Qt::PreciseTimer), std::move(done));
}

void ApiClient::sendAttempt(const QByteArray &method, const QString &path, const QByteArray &body,
                            const QByteArray &contentType, const QString &resource, bool retried,
                            QDeadlineTimer deadline, ResponseCallback done)
{
    const quint64 generation = m_generation;
    prepare(path, false, [=, this](const Result<HttpExchange::Request> &prepared) {
        if (generation != m_generation)
            return;
        if (!prepared)
            return done(tl::unexpected(prepared.error()));
        if (deadline.hasExpired()) // the credential step took it all
            return done(tl::unexpected(deadlineError(displayUrl(path), resource)));
        HttpExchange::Request request = *prepared;
        if (!contentType.isEmpty())
            request.headers.emplaceBack("Content-Type", contentType);
        qCDebug(lcKube) << method << displayUrl(path);
        HttpExchange *reply = send(request, method, body);
        guard(reply, deadline);
        connect(reply, &HttpExchange::finished, this, [=, this] {
            m_inFlight.remove(reply);
            reply->deleteLater();
            const QByteArray answer = takeBody(reply);
            const int status = reply->status();
            qCDebug(lcKube) << status << displayUrl(path) << answer.size() << "bytes";
            if (status == 401 && m_exec && !retried) {
                m_exec->invalidate();
                sendAttempt(method, path, body, contentType, resource, true, deadline, done);
                return;
            }
            const ReplyGuard *state = guardOf(reply);
            // No answer, or not a whole one.
            if (status == 0 || reply->failure() != HttpExchange::Failure::None ||
                (state && (state->tooLarge || state->deadlineHit)))
                return done(tl::unexpected(replyError(reply, resource, answer)));
            ApiResponse response;
            response.status = status;
            response.body = answer;
            response.json = QJsonDocument::fromJson(answer).object();
            if (status >= 300)
                response.error = replyError(reply, resource, answer);
            done(response);
        });
    });
}

void ApiClient::list(const QString &path, const QString &resource, ListCallback done)
{
    auto state = std::make_shared<ListState>();
    state->deadline = QDeadlineTimer(listDeadlineMs(), Qt::PreciseTimer);
    listPage(path, resource, {}, std::move(state), std::move(done));
}

void ApiClient::listPage(const QString &path, const QString &resource, const QString &continueToken,
                         std::shared_ptr<ListState> state, ListCallback done)
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("limit"), QString::number(m_pageSize));
    if (!continueToken.isEmpty())
        query.addQueryItem(QStringLiteral("continue"),
                           QString::fromLatin1(QUrl::toPercentEncoding(continueToken)));
    const QString pagePath =
        path + (path.contains(QLatin1Char('?')) ? QLatin1Char('&') : QLatin1Char('?')) +
        query.toString(QUrl::FullyEncoded);
    // Each page has the request deadline, and no page outlives the list's.
    const QDeadlineTimer deadline =
        std::min(QDeadlineTimer(deadlineMs(), Qt::PreciseTimer), state->deadline);
    const auto listTimedOut = [this, path, resource, state] {
        //: %1 the resource, %2 the URL, %3 seconds, %4 pages read
        return Error::of(
            Code::KUBE_TIMEOUT,
            Tr::tr("the list of %1 at %2 did not finish within %3 s (%4 pages read); "
                   "a whole list may take %5 request timeouts")
                .arg(resource, displayUrl(path), QString::number(listDeadlineMs() / 1000.0))
                .arg(state->result.pages)
                .arg(ListDeadlineFactor),
            Tr::tr("Check the API server's health, then reload; raise "
                   "--request-timeout if the cluster is large and slow."));
    };
    getAttempt(
        pagePath, resource, false, deadline,
        [=, this](const Result<QJsonObject> &page, qint64 bodyBytes) {
            if (!page) {
                // The list's deadline, not the page's, when it is (all but) over: a timer may
                // fire a millisecond early.
                if (page.error().code == Code::KUBE_TIMEOUT &&
                    state->deadline.remainingTime() <= 10)
                    return done(tl::unexpected(listTimedOut()));
                if (page.error().code == Code::KUBE_GONE && !continueToken.isEmpty() &&
                    state->result.restarts < MaxListRestarts) {
                    // The continue token expired (the server compacted past it): start over, as
                    // client-go's pager does on a 410 in the middle of a list. The list's deadline
                    // keeps running.
                    qCInfo(lcKube)
                        << "continue token expired while listing" << resource << "- listing again";
                    const int restarts = state->result.restarts + 1;
                    state->result = ListResult{};
                    state->result.restarts = restarts;
                    state->bytes = 0;
                    listPage(path, resource, {}, state, done);
                    return;
                }
                return done(tl::unexpected(page.error()));
            }
            state->bytes += bodyBytes;
            if (state->bytes > Limits::value(Limits::ListBytes)) {
                state->result = ListResult{};
                //: %1 the resource, %2 the URL
                return done(tl::unexpected(Limits::exceeded(
                    Limits::ListBytes,
                    Tr::tr("the list of %1 at %2").arg(resource, displayUrl(path)))));
            }
            ListResult &acc = state->result;
            const QString kind = kindOfList(page->value(QLatin1String("kind")).toString());
            const QString apiVersion = page->value(QLatin1String("apiVersion")).toString();
            const QJsonObject meta = page->value(QLatin1String("metadata")).toObject();
            const QJsonArray items = page->value(QLatin1String("items")).toArray();
            acc.items.reserve(acc.items.size() + items.size());
            for (const QJsonValue &item : items) {
                QJsonObject object = item.toObject();
                if (!object.contains(QLatin1String("kind")) && !kind.isEmpty())
                    object.insert(QStringLiteral("kind"), kind);
                if (!object.contains(QLatin1String("apiVersion")) && !apiVersion.isEmpty())
                    object.insert(QStringLiteral("apiVersion"), apiVersion);
                acc.items.append(object);
            }
            ++acc.pages;
            acc.resourceVersion = meta.value(QLatin1String("resourceVersion")).toString();
            const QString next = meta.value(QLatin1String("continue")).toString();
            if (next.isEmpty())
                return done(std::move(acc));
            if (next == continueToken)
                return done(fail(Code::KUBE_RESPONSE,
                                 Tr::tr("the API server sent the same continue token twice while "
                                        "listing %1; stopped instead of listing for ever")
                                     .arg(resource),
                                 Tr::tr("Check the API server's health, then reload.")));
            if (acc.pages >= Limits::value(Limits::ListPages)) {
                const int pages = acc.pages;
                state->result = ListResult{};
                return done(tl::unexpected(Limits::exceeded(
                    Limits::ListPages,
                    Tr::tr("the list of %1 at %2").arg(resource, displayUrl(path)),
                    //: %1 pages read
                    Tr::tr("the server still had more after %1 pages").arg(pages))));
            }
            if (state->deadline.hasExpired())
                return done(tl::unexpected(listTimedOut()));
            listPage(path, resource, next, state, done);
        });
}

ApiWatch *ApiClient::watch(const QString &path, const QString &resource,
                           const QString &resourceVersion, QObject *parent)
{
    return new ApiWatch(this, path, resource, resourceVersion, parent);
}

// ApiWatch ----------------------------------------------------------------------------------

ApiWatch::ApiWatch(ApiClient *client, QString path, QString resource, QString resourceVersion,
                   QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_path(std::move(path))
    , m_resource(std::move(resource))
    , m_resourceVersion(std::move(resourceVersion))
{}

void ApiWatch::start()
{
    if (!m_client)
        return;
    m_started.start();
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("watch"), QStringLiteral("1"));
    query.addQueryItem(QStringLiteral("allowWatchBookmarks"), QStringLiteral("true"));
    // The server ends the watch after this long; the caller watches again from the last
    // resourceVersion, which also notices a server that silently went away.
    query.addQueryItem(QStringLiteral("timeoutSeconds"), QStringLiteral("300"));
    if (!m_resourceVersion.isEmpty())
        query.addQueryItem(QStringLiteral("resourceVersion"), m_resourceVersion);
    const QString path = m_path + QLatin1Char('?') + query.toString(QUrl::FullyEncoded);
    if (!m_deadline) {
        m_deadline = new QTimer(this);
        m_deadline->setSingleShot(true);
        m_deadline->setTimerType(Qt::PreciseTimer);
        connect(m_deadline, &QTimer::timeout, this, [this] {
            if (m_done || !m_client)
                return;
            const QString url = m_client->displayUrl(m_path);
            const QString seconds = QString::number(m_client->deadlineMs() / 1000.0);
            const bool connected = m_reply;
            abortReply();
            m_buffer.clear();
            if (!connected) {
                //: %1 is the resource watched, %2 the URL, %3 seconds
                finish(fail(Code::KUBE_TIMEOUT,
                            Tr::tr("the watch of %1 at %2 could not be set up (credentials and "
                                   "connection) within %3 s")
                                .arg(m_resource, url, seconds),
                            Tr::tr("Check the credential plugin and the network path to the "
                                   "cluster, then reload.")));
                return;
            }
            //: %1 is the resource watched, %2 the URL, %3 seconds
            finish(fail(Code::KUBE_TIMEOUT,
                        Tr::tr("the watch of %1 at %2 did not send its answer head or a whole "
                               "event within %3 s")
                            .arg(m_resource, url, seconds),
                        Tr::tr("Check the network path to the cluster, then reload.")));
        });
    }
    // The setup, credentials (an exec plugin's run) included, is bounded as one request is.
    m_headSeen = false;
    m_bytes = 0;
    m_deadline->start(m_client->deadlineMs());
    QPointer<ApiWatch> self(this);
    m_client->prepare(path, true, [self, this](const Result<HttpExchange::Request> &request) {
        if (!self || m_done || !m_client)
            return;
        if (!request)
            return finish(tl::unexpected(request.error()));
        m_reply = m_client->send(*request);
        HttpExchange *reply = m_reply;
        connect(reply, &HttpExchange::headReceived, this, [this] {
            m_headSeen = true;
            armDeadline();
        });
        connect(reply, &HttpExchange::readyRead, this, [this] { readLines(); });
        connect(reply, &HttpExchange::finished, this, [this, reply] {
            if (m_client)
                m_client->m_inFlight.remove(reply);
            reply->deleteLater();
            if (m_reply != reply)
                return;
            const int status = reply->status();
            if (reply->failure() == HttpExchange::Failure::BodyTooLarge && m_client) {
                // One watch connection reads at most list-bytes (prepare() set it).
                const QString url = m_client->displayUrl(m_path);
                m_buffer.clear();
                //: %1 is the resource watched, %2 the URL
                return finish(tl::unexpected(Limits::exceeded(
                    Limits::ListBytes, Tr::tr("the watch of %1 at %2").arg(m_resource, url))));
            }
            if (reply->failure() != HttpExchange::Failure::None || status >= 300) {
                const QByteArray body = m_buffer + reply->read();
                if (m_client)
                    return finish(tl::unexpected(m_client->replyError(reply, m_resource, body)));
                return finish({});
            }
            readLines();
            finish({});
        });
    });
}

void ApiWatch::armDeadline()
{
    if (!m_deadline || m_done || !m_client)
        return;
    // An error answer (its body is read at the end) is bounded whole, as a list is.
    const bool error = m_reply && m_reply->status() >= 300;
    if (m_headSeen && m_buffer.isEmpty() && !error)
        m_deadline->stop();
    else if (!m_deadline->isActive())
        m_deadline->start(m_client->deadlineMs());
}

void ApiWatch::stop()
{
    m_done = true;
    abortReply();
}

void ApiWatch::abortReply()
{
    if (!m_reply)
        return;
    HttpExchange *reply = m_reply;
    m_reply = nullptr;
    reply->disconnect(this);
    if (m_client)
        m_client->m_inFlight.remove(reply);
    reply->abort();
    reply->deleteLater();
}

void ApiWatch::readLines()
{
    if (!m_reply || m_done || !m_client)
        return;
    if (m_reply->status() >= 300)
        return; // the error body is read when the reply finishes
    const QByteArray chunk = m_reply->read();
    m_bytes += chunk.size();
    if (m_bytes > Limits::value(Limits::ListBytes)) {
        m_buffer.clear();
        const QString url = m_client->displayUrl(m_path);
        abortReply();
        //: %1 is the resource watched, %2 the URL
        finish(tl::unexpected(Limits::exceeded(
            Limits::ListBytes, Tr::tr("the watch of %1 at %2").arg(m_resource, url))));
        return;
    }
    m_buffer += chunk;
    if (m_buffer.size() > MaxWatchLine && !m_buffer.contains('\n')) {
        // One event larger than any object the API server stores: not a Kubernetes watch.
        m_buffer.clear();
        abortReply();
        finish(fail(Code::KUBE_RESPONSE,
                    Tr::tr("the watch of %1 sent a line of over %2 MiB without an end")
                        .arg(m_resource)
                        .arg(MaxWatchLine / (1024 * 1024)),
                    Tr::tr("Check that the kubeconfig's server is a Kubernetes API server.")));
        return;
    }
    qsizetype start = 0;
    for (qsizetype nl = m_buffer.indexOf('\n'); nl >= 0; nl = m_buffer.indexOf('\n', start)) {
        const QByteArray line = m_buffer.mid(start, nl - start).trimmed();
        start = nl + 1;
        if (line.isEmpty())
            continue;
        const Result<QJsonObject> parsed =
            parseApiObject(line, m_client->displayUrl(m_path), m_resource);
        if (!parsed && line.startsWith('{')) {
            // A repeated key or a number that is not finite: never a silently different event.
            m_buffer.clear();
            abortReply();
            finish(tl::unexpected(parsed.error()));
            return;
        }
        const QJsonObject message = parsed.value_or(QJsonObject());
        const QString type = message.value(QLatin1String("type")).toString();
        const QJsonObject object = message.value(QLatin1String("object")).toObject();
        if (type == QLatin1String("ERROR")) {
            // A metav1.Status inside the stream; 410 means the resourceVersion is too old.
            const int code = object.value(QLatin1String("code")).toInt();
            m_buffer.clear();
            const Error error = m_client->statusError(
                code, m_resource, m_client->displayUrl(m_path), QJsonDocument(object).toJson());
            abortReply();
            finish(tl::unexpected(error));
            return;
        }
        const QString rv = object.value(QLatin1String("metadata"))
                               .toObject()
                               .value(QLatin1String("resourceVersion"))
                               .toString();
        if (!rv.isEmpty())
            m_resourceVersion = rv;
        if (type == QLatin1String("ADDED") || type == QLatin1String("MODIFIED") ||
            type == QLatin1String("DELETED"))
            Q_EMIT event(type, object);
        if (m_done)
            return;
    }
    m_buffer.remove(0, start);
    armDeadline();
}

void ApiWatch::finish(const Result<void> &result)
{
    if (m_done)
        return;
    m_done = true;
    m_reply = nullptr;
    if (m_deadline)
        m_deadline->stop();
    if (result)
        Q_EMIT closed();
    else
        Q_EMIT failed(result.error());
}

} // namespace Accel::Kube
