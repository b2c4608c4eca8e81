// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "apiclient.h"
#include "basecodes.h"
#include "kubecodes.h"
#include "kubetr.h"

#include "inputfile.h"
#include "kube/execcredential.h"
#include "logging.h"
#include "resourcelimits.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>
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

QString kindOfList(const QString &listKind)
{
    return listKind.endsWith(QLatin1String("List")) ? listKind.chopped(4) : listKind;
}

} // namespace

ApiClient::ApiClient(ResolvedContext context, QObject *parent)
    : QObject(parent)
    , m_context(std::move(context))
    , m_nam(new QNetworkAccessManager(this))
    , m_extraCaPem(m_context.extraCaPem)
    , m_timeoutMs(m_context.requestTimeoutMs)
{
    // A real API server never redirects to another host; a hostile one must not get the token.
    m_nam->setRedirectPolicy(QNetworkRequest::SameOriginRedirectPolicy);
    if (m_context.exec.isValid())
        m_exec = new ExecCredentialProvider(m_context.exec, m_context.contextName, this);
}

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
    const QSet<QNetworkReply *> replies = std::exchange(m_inFlight, {});
    for (QNetworkReply *reply : replies) {
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
    m_nam->setProxy(*proxy);
    QNetworkRequest request(url);
    request.setRawHeader("Accept", "application/json");
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QStringLiteral("accelctl/%1").arg(QCoreApplication::applicationVersion()));
    // The idle timeout; the deadline of the whole request is guard()'s.
    request.setTransferTimeout(watch ? 0 : std::min(deadlineMs(), IdleTimeoutMs));
    if (!m_context.tlsServerName.isEmpty())
        request.setPeerVerifyName(m_context.tlsServerName);

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
        const auto bytes = readFile(m_context.tokenFile, QStringLiteral("tokenFile"));
        if (!bytes)
            return ready(tl::unexpected(bytes.error()));
        token = QString::fromUtf8(bytes->trimmed());
    }

    const auto finishRequest = [this, request, ssl, ready](const QByteArray &cert,
                                                           const QByteArray &key,
                                                           const QString &bearer) {
        QNetworkRequest out = request;
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
        out.setSslConfiguration(tls);
        if (!bearer.isEmpty())
            out.setRawHeader("Authorization", "Bearer " + bearer.toUtf8());
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

QNetworkReply *ApiClient::send(const QNetworkRequest &request)
{
    return send(request, QByteArrayLiteral("GET"), {});
}

QNetworkReply *ApiClient::send(const QNetworkRequest &request, const QByteArray &method,
                               const QByteArray &body)
{
    QNetworkReply *reply =
        method == "GET" ? m_nam->get(request) : m_nam->sendCustomRequest(request, method, body);
    m_inFlight.insert(reply);
    if (m_context.insecureSkipTlsVerify)
        reply->ignoreSslErrors();
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

ReplyGuard *guardOf(const QNetworkReply *reply)
{
    return static_cast<ReplyGuard *>(
        reply->findChild<QObject *>(QLatin1String(GuardName), Qt::FindDirectChildrenOnly));
}
} // namespace

void ApiClient::guard(QNetworkReply *reply)
{
    auto *state = new ReplyGuard;
    state->setObjectName(QLatin1String(GuardName));
    state->setParent(reply);
    auto *deadline = new QTimer(state);
    deadline->setSingleShot(true);
    // A coarse timer may fire up to 5 % early: the deadline is a promise to the user.
    deadline->setTimerType(Qt::PreciseTimer);
    connect(deadline, &QTimer::timeout, reply, [reply, state] {
        if (reply->isFinished())
            return;
        state->deadlineHit = true;
        reply->abort();
    });
    deadline->start(deadlineMs());
    // Read as it arrives: Qt's own buffer would hold an endless body whole.
    const qint64 limit = Limits::value(Limits::ResponseBodyBytes);
    connect(reply, &QNetworkReply::readyRead, state, [reply, state, limit] {
        if (state->tooLarge)
            return;
        // At most what has arrived: QIODevice::read(n) allocates n bytes before reading, and n up
        // to the limit (1 GiB) made every chunk a 1 GiB allocation (issue 19, the sanitizer pass).
        state->body += reply->read(
            std::clamp<qint64>(limit + 1 - state->body.size(), 0, reply->bytesAvailable()));
        if (state->body.size() > limit) {
            state->body = QByteArray();
            state->tooLarge = true;
            reply->abort();
        }
    });
}

QByteArray ApiClient::takeBody(QNetworkReply *reply)
{
    ReplyGuard *state = guardOf(reply);
    if (!state)
        return reply->isOpen() ? reply->readAll() : QByteArray();
    QByteArray body = std::exchange(state->body, {});
    if (reply->isOpen() && !state->tooLarge)
        body += reply->readAll();
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

Error ApiClient::replyError(QNetworkReply *reply, const QString &resource,
                            const QByteArray &body) const
{
    const QString url = reply->url().toDisplayString(QUrl::RemoveQuery | QUrl::RemoveUserInfo);
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const ReplyGuard *state = guardOf(reply);
    if (state && state->tooLarge) {
        //: %1 is the URL, %2 the resource asked for
        return Limits::exceeded(Limits::ResponseBodyBytes,
                                Tr::tr("the API server's answer at %1 for %2").arg(url, resource));
    }
    if (state && state->deadlineHit) {
        return Error::of(
            Code::KUBE_TIMEOUT,
            Tr::tr("the API server %1 of context \"%2\" did not send its whole answer "
                   "within %3 s")
                .arg(url, m_context.contextName, QString::number(deadlineMs() / 1000.0)),
            Tr::tr("Check the network path to the cluster, then reload; raise "
                   "--request-timeout if the cluster is large and slow."));
    }
    if (status >= 300)
        return statusError(status, resource, url, body);
    const QString reason = reply->errorString();
    switch (reply->error()) {
    case QNetworkReply::SslHandshakeFailedError:
        return Error::of(Code::KUBE_TLS,
                         Tr::tr("TLS with the API server %1 of context \"%2\" failed: %3")
                             .arg(url, m_context.contextName, reason),
                         Tr::tr("The server's certificate must be signed by the cluster's "
                                "certificate-authority in the kubeconfig (or a CA given with "
                                "--ca-file) and name the server (or tls-server-name)."));
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError:
        return Error::of(Code::KUBE_TIMEOUT,
                         Tr::tr("the API server %1 of context \"%2\" did not answer within %3 s")
                             .arg(url, m_context.contextName,
                                  QString::number(std::min(deadlineMs(), IdleTimeoutMs) / 1000.0)),
                         Tr::tr("Check the network path to the cluster, then reload."));
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::ProxyConnectionClosedError:
    case QNetworkReply::ProxyNotFoundError:
    case QNetworkReply::ProxyTimeoutError:
    case QNetworkReply::ProxyAuthenticationRequiredError:
        return Error::of(Code::KUBE_PROXY,
                         Tr::tr("the proxy for %1 (context \"%2\") failed: %3")
                             .arg(url, m_context.contextName, reason),
                         Tr::tr("Check proxy-url in the kubeconfig, or HTTPS_PROXY and NO_PROXY."));
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
    getAttempt(path, resource, false, std::move(done));
}

void ApiClient::getAttempt(const QString &path, const QString &resource, bool retried,
                           JsonCallback done)
{
    const quint64 generation = m_generation;
    prepare(path, false, [=, this](const Result<QNetworkRequest> &request) {
        if (generation != m_generation)
            return;
        if (!request)
            return done(tl::unexpected(request.error()));
        qCDebug(lcKube) << "GET" << displayUrl(path);
        QNetworkReply *reply = send(*request);
        guard(reply);
        connect(reply, &QNetworkReply::finished, this, [=, this] {
            m_inFlight.remove(reply);
            reply->deleteLater();
            const QByteArray body = takeBody(reply);
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            qCDebug(lcKube) << status << displayUrl(path) << body.size() << "bytes";
            if (status == 401 && m_exec && !retried) {
                // The cached exec credential may have been revoked early: run the plugin again.
                m_exec->invalidate();
                getAttempt(path, resource, true, done);
                return;
            }
            if (reply->error() != QNetworkReply::NoError || status >= 300)
                return done(tl::unexpected(replyError(reply, resource, body)));
            QJsonParseError parseError{};
            const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
            if (!doc.isObject())
                return done(fail(Code::KUBE_RESPONSE,
                                 Tr::tr("the API server %1 sent %2 that is not a JSON object")
                                     .arg(displayUrl(path), resource),
                                 Tr::tr("Check that the kubeconfig's server is a Kubernetes API "
                                        "server and not a proxy's error page.")));
            done(doc.object());
        });
    });
}

void ApiClient::send(const QByteArray &method, const QString &path, const QByteArray &body,
                     const QByteArray &contentType, const QString &resource, ResponseCallback done)
{
    sendAttempt(method, path, body, contentType, resource, false, std::move(done));
}

void ApiClient::sendAttempt(const QByteArray &method, const QString &path, const QByteArray &body,
                            const QByteArray &contentType, const QString &resource, bool retried,
                            ResponseCallback done)
{
    const quint64 generation = m_generation;
    prepare(path, false, [=, this](const Result<QNetworkRequest> &prepared) {
        if (generation != m_generation)
            return;
        if (!prepared)
            return done(tl::unexpected(prepared.error()));
        QNetworkRequest request = *prepared;
        if (!contentType.isEmpty())
            request.setRawHeader("Content-Type", contentType);
        qCDebug(lcKube) << method << displayUrl(path);
        QNetworkReply *reply = send(request, method, body);
        guard(reply);
        connect(reply, &QNetworkReply::finished, this, [=, this] {
            m_inFlight.remove(reply);
            reply->deleteLater();
            const QByteArray answer = takeBody(reply);
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            qCDebug(lcKube) << status << displayUrl(path) << answer.size() << "bytes";
            if (status == 401 && m_exec && !retried) {
                m_exec->invalidate();
                sendAttempt(method, path, body, contentType, resource, true, done);
                return;
            }
            const ReplyGuard *state = guardOf(reply);
            if (status == 0 || (state && (state->tooLarge || state->deadlineHit))) // no answer
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
    listPage(path, resource, {}, std::make_shared<ListResult>(), std::move(done));
}

void ApiClient::listPage(const QString &path, const QString &resource, const QString &continueToken,
                         std::shared_ptr<ListResult> acc, ListCallback done)
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("limit"), QString::number(m_pageSize));
    if (!continueToken.isEmpty())
        query.addQueryItem(QStringLiteral("continue"),
                           QString::fromLatin1(QUrl::toPercentEncoding(continueToken)));
    const QString pagePath =
        path + (path.contains(QLatin1Char('?')) ? QLatin1Char('&') : QLatin1Char('?')) +
        query.toString(QUrl::FullyEncoded);
    get(pagePath, resource, [=, this](const Result<QJsonObject> &page) {
        if (!page) {
            if (page.error().code == Code::KUBE_GONE && !continueToken.isEmpty() &&
                acc->restarts < MaxListRestarts) {
                // The continue token expired (the server compacted past it): start over, as
                // client-go's pager does on a 410 in the middle of a list.
                qCInfo(lcKube) << "continue token expired while listing" << resource
                               << "- listing again";
                const int restarts = acc->restarts + 1;
                *acc = ListResult{};
                acc->restarts = restarts;
                listPage(path, resource, {}, acc, done);
                return;
            }
            return done(tl::unexpected(page.error()));
        }
        const QString kind = kindOfList(page->value(QLatin1String("kind")).toString());
        const QString apiVersion = page->value(QLatin1String("apiVersion")).toString();
        const QJsonObject meta = page->value(QLatin1String("metadata")).toObject();
        const QJsonArray items = page->value(QLatin1String("items")).toArray();
        acc->items.reserve(acc->items.size() + items.size());
        for (const QJsonValue &item : items) {
            QJsonObject object = item.toObject();
            if (!object.contains(QLatin1String("kind")) && !kind.isEmpty())
                object.insert(QStringLiteral("kind"), kind);
            if (!object.contains(QLatin1String("apiVersion")) && !apiVersion.isEmpty())
                object.insert(QStringLiteral("apiVersion"), apiVersion);
            acc->items.append(object);
        }
        ++acc->pages;
        acc->resourceVersion = meta.value(QLatin1String("resourceVersion")).toString();
        const QString next = meta.value(QLatin1String("continue")).toString();
        if (next.isEmpty())
            return done(std::move(*acc));
        if (next == continueToken)
            return done(fail(Code::KUBE_RESPONSE,
                             Tr::tr("the API server sent the same continue token twice while "
                                    "listing %1; stopped instead of listing for ever")
                                 .arg(resource),
                             Tr::tr("Check the API server's health, then reload.")));
        listPage(path, resource, next, acc, done);
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
    QPointer<ApiWatch> self(this);
    m_client->prepare(path, true, [self, this](const Result<QNetworkRequest> &request) {
        if (!self || m_done || !m_client)
            return;
        if (!request)
            return finish(tl::unexpected(request.error()));
        QNetworkRequest r = *request;
        r.setTransferTimeout(330 * 1000);
        m_reply = m_client->send(r);
        QNetworkReply *reply = m_reply;
        if (!m_deadline) {
            m_deadline = new QTimer(this);
            m_deadline->setSingleShot(true);
            m_deadline->setTimerType(Qt::PreciseTimer);
            connect(m_deadline, &QTimer::timeout, this, [this] {
                if (m_done || !m_client)
                    return;
                const QString url = m_client->displayUrl(m_path);
                const int seconds = m_client->deadlineMs() / 1000;
                abortReply();
                m_buffer.clear();
                //: %1 is the resource watched, %2 the URL, %3 seconds
                finish(fail(Code::KUBE_TIMEOUT,
                            Tr::tr("the watch of %1 at %2 did not send its answer head or a whole "
                                   "event within %3 s")
                                .arg(m_resource, url)
                                .arg(seconds),
                            Tr::tr("Check the network path to the cluster, then reload.")));
            });
        }
        m_headSeen = false;
        m_deadline->start(m_client->deadlineMs());
        connect(reply, &QNetworkReply::metaDataChanged, this, [this] {
            m_headSeen = true;
            armDeadline();
        });
        connect(reply, &QNetworkReply::readyRead, this, [this] { readLines(); });
        connect(reply, &QNetworkReply::finished, this, [this, reply] {
            if (m_client)
                m_client->m_inFlight.remove(reply);
            reply->deleteLater();
            if (m_reply != reply)
                return;
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            if (reply->error() != QNetworkReply::NoError || status >= 300) {
                const QByteArray body = m_buffer + reply->readAll();
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
    const bool error =
        m_reply && m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() >= 300;
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
    QNetworkReply *reply = m_reply;
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
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status >= 300)
        return; // the error body is read when the reply finishes
    m_buffer += m_reply->readAll();
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
        const QJsonObject message = QJsonDocument::fromJson(line).object();
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
