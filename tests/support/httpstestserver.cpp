// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "httpstestserver.h"

#include <QFile>
#include <QHash>
#include <QLoggingCategory>
#include <QMutex>
#include <QMutexLocker>
#include <QSslConfiguration>
#include <QSslServer>
#include <QSslSocket>
#include <QThread>
#include <QTimer>

#include <limits>

namespace Accel::Test {

namespace {

Q_LOGGING_CATEGORY(lcHttpsTest, "accel.test.https", QtWarningMsg)

constexpr qsizetype MaxHeadBytes = 64 * 1024;
constexpr qint64 MaxRequestBodyBytes = 64 * 1024 * 1024;
constexpr qint64 ChunkBytes = 64 * 1024;
// Stop handing data to the socket while this much is still unsent, so a large bodyFile is read
// only as fast as the client takes it.
constexpr qint64 HighWaterBytes = 256 * 1024;

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 100:
        return "Continue";
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 202:
        return "Accepted";
    case 204:
        return "No Content";
    case 206:
        return "Partial Content";
    case 301:
        return "Moved Permanently";
    case 302:
        return "Found";
    case 303:
        return "See Other";
    case 304:
        return "Not Modified";
    case 307:
        return "Temporary Redirect";
    case 308:
        return "Permanent Redirect";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 409:
        return "Conflict";
    case 410:
        return "Gone";
    case 413:
        return "Content Too Large";
    case 415:
        return "Unsupported Media Type";
    case 416:
        return "Range Not Satisfiable";
    case 422:
        return "Unprocessable Content";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 502:
        return "Bad Gateway";
    case 503:
        return "Service Unavailable";
    case 504:
        return "Gateway Timeout";
    default:
        return "Status";
    }
}

enum class RangeKind
{
    Ignore, ///< absent, malformed or multi-range: send the whole body with 200
    Unsatisfiable,
    Satisfiable,
};

/// RFC 9110 section 14.1.2, single ranges only.
RangeKind parseRange(const QByteArray &value, qint64 total, qint64 *start, qint64 *length)
{
    const QByteArray v = value.trimmed();
    if (!v.startsWith("bytes="))
        return RangeKind::Ignore;
    const QByteArray spec = v.mid(6).trimmed();
    const qsizetype dash = spec.indexOf('-');
    if (dash < 0 || spec.contains(','))
        return RangeKind::Ignore;
    const QByteArray first = spec.left(dash).trimmed();
    const QByteArray last = spec.mid(dash + 1).trimmed();
    bool ok = false;
    if (first.isEmpty()) {
        const qint64 suffix = last.toLongLong(&ok);
        if (!ok || suffix < 0)
            return RangeKind::Ignore;
        if (suffix == 0 || total == 0)
            return RangeKind::Unsatisfiable;
        *start = qMax<qint64>(0, total - suffix);
        *length = total - *start;
        return RangeKind::Satisfiable;
    }
    const qint64 from = first.toLongLong(&ok);
    if (!ok || from < 0)
        return RangeKind::Ignore;
    qint64 to = total - 1;
    if (!last.isEmpty()) {
        to = last.toLongLong(&ok);
        if (!ok || to < from)
            return RangeKind::Ignore;
        to = qMin(to, total - 1);
    }
    if (from >= total)
        return RangeKind::Unsatisfiable;
    *start = from;
    *length = to - from + 1;
    return RangeKind::Satisfiable;
}

} // namespace

struct HttpsTestServer::State
{
    mutable QMutex mutex;
    QHash<QString, Route> routes;
    QHash<QString, Handler> handlers;
    Handler fallback;
    QHash<QString, int> routeHits; ///< requests per route since it was set
    QList<Request> requests;
    QSslCertificate clientCa;
    quint16 port = 0;
    qint64 peakBuffered = 0;
};

class HttpsTestServer::Connection : public QObject
{
public:
    Connection(QSslSocket *socket, std::shared_ptr<State> state, QObject *parent);

private:
    enum class Phase
    {
        ReadingHead,
        ReadingBody,
        Waiting, ///< request complete, first byte delayed
        Sending,
        Dropping, ///< flushing what was sent, then closing without close_notify
        Closing,
    };

    void readMore();
    bool parseHead(const QByteArray &head);
    bool bodyComplete();
    void handleRequest();
    void respond(const Route &route, int hit);
    void fail(int status, const QByteArray &message);
    void startSending();
    void pump();
    qint64 bufferedBytes() const
    {
        return m_socket->bytesToWrite() + m_socket->encryptedBytesToWrite();
    }
    void notePeak(qint64 bytes);
    void closeLater(bool abruptly);

    QSslSocket *m_socket = nullptr;
    std::shared_ptr<State> m_state;
    Phase m_phase = Phase::ReadingHead;
    QByteArray m_in;
    Request m_request;
    bool m_chunked = false;
    qint64 m_contentLength = 0;

    QByteArray m_head;
    QByteArray m_body; ///< the part of an in-memory body to send
    QFile m_file;
    bool m_fromFile = false;
    qint64 m_bodyLength = 0; ///< body bytes this response sends
    qint64 m_sent = 0;
    qint64 m_dropAfter = -1;
    qint64 m_stallAfter = -1;
    int m_stallMs = 0;
    bool m_stalling = false;
    bool m_dropCheckQueued = false;
    qint64 m_peak = 0;
    int m_dripMs = 0;
    qint64 m_dripBytes = 1;
    bool m_dripWaiting = false;
    bool m_endlessBody = false;
    std::function<QByteArray(qint64)> m_endlessPiece;
    qint64 m_pieces = 0;
    bool m_endlessHeaders = false;
    qint64 m_headerLines = 0;
};

HttpsTestServer::Connection::Connection(QSslSocket *socket, std::shared_ptr<State> state,
                                        QObject *parent)
    : QObject(parent)
    , m_socket(socket)
    , m_state(std::move(state))
{
    socket->setParent(this);
    connect(socket, &QIODevice::readyRead, this, [this] { readMore(); });
    connect(socket, &QIODevice::bytesWritten, this, [this] { pump(); });
    connect(socket, &QSslSocket::encryptedBytesWritten, this, [this] { pump(); });
    connect(socket, &QAbstractSocket::disconnected, this, &QObject::deleteLater);
    connect(socket, &QAbstractSocket::errorOccurred, this, [this](QAbstractSocket::SocketError) {
        qCDebug(lcHttpsTest) << "connection error:" << m_socket->errorString();
        if (m_socket->state() == QAbstractSocket::UnconnectedState)
            deleteLater();
    });
    if (socket->state() != QAbstractSocket::ConnectedState)
        deleteLater();
    else if (socket->bytesAvailable() > 0)
        readMore();
}

void HttpsTestServer::Connection::readMore()
{
    if (m_phase != Phase::ReadingHead && m_phase != Phase::ReadingBody) {
        m_socket->readAll(); // one request per connection: anything after it is ignored
        return;
    }
    m_in += m_socket->readAll();
    if (m_phase == Phase::ReadingHead) {
        qsizetype end = m_in.indexOf("\r\n\r\n");
        qsizetype separator = 4;
        const qsizetype bareEnd = m_in.indexOf("\n\n"); // tolerate bare LF line ends
        if (bareEnd >= 0 && (end < 0 || bareEnd < end)) {
            end = bareEnd;
            separator = 2;
        }
        if (end < 0) {
            if (m_in.size() > MaxHeadBytes)
                fail(431, "request head too large\n");
            return;
        }
        if (!parseHead(m_in.left(end)))
            return;
        m_in.remove(0, end + separator);
        m_phase = Phase::ReadingBody;
    }
    if (bodyComplete())
        handleRequest();
}

bool HttpsTestServer::Connection::parseHead(const QByteArray &head)
{
    const QList<QByteArray> lines = head.split('\n');
    const QList<QByteArray> parts = lines.first().simplified().split(' ');
    if (parts.size() != 3 || !parts.at(2).startsWith("HTTP/1.")) {
        fail(400, "malformed request line\n");
        return false;
    }
    m_request.method = parts.at(0);
    QByteArray target = parts.at(1);
    if (target.startsWith("http://") || target.startsWith("https://")) {
        const QUrl url(QString::fromLatin1(target));
        target = url.path(QUrl::FullyEncoded).toLatin1();
        if (target.isEmpty())
            target = "/";
        if (url.hasQuery())
            target += '?' + url.query(QUrl::FullyEncoded).toLatin1();
    }
    m_request.path = QString::fromUtf8(target);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        QByteArray line = lines.at(i);
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty())
            continue;
        if ((line.startsWith(' ') || line.startsWith('\t')) && !m_request.headers.isEmpty()) {
            m_request.headers.last().second += ' ' + line.trimmed(); // obsolete line folding
            continue;
        }
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0) {
            fail(400, "malformed header line\n");
            return false;
        }
        m_request.headers.append(
            {line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed()});
    }
    m_chunked = m_request.header("transfer-encoding").toLower().contains("chunked");
    const QByteArray length = m_request.header("content-length");
    if (!m_chunked && !length.isNull()) {
        bool ok = false;
        m_contentLength = length.toLongLong(&ok);
        if (!ok || m_contentLength < 0) {
            fail(400, "bad Content-Length\n");
            return false;
        }
        if (m_contentLength > MaxRequestBodyBytes) {
            fail(413, "request body too large\n");
            return false;
        }
    }
    if (m_request.header("expect").toLower() == "100-continue")
        m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
    return true;
}

bool HttpsTestServer::Connection::bodyComplete()
{
    if (!m_chunked) {
        if (m_in.size() < m_contentLength)
            return false;
        m_request.body = m_in.left(m_contentLength);
        m_in.clear();
        return true;
    }
    // RFC 9112 section 7.1: size line, data, CRLF; a zero size ends it, then optional trailers.
    for (;;) {
        const qsizetype lineEnd = m_in.indexOf("\r\n");
        if (lineEnd < 0)
            return false;
        QByteArray sizeLine = m_in.left(lineEnd);
        const qsizetype semicolon = sizeLine.indexOf(';');
        if (semicolon >= 0)
            sizeLine.truncate(semicolon);
        bool ok = false;
        const qint64 size = sizeLine.trimmed().toLongLong(&ok, 16);
        if (!ok || size < 0) {
            fail(400, "bad chunk size\n");
            return false;
        }
        if (size == 0) {
            if (m_in.mid(lineEnd + 2, 2) != "\r\n" && m_in.indexOf("\r\n\r\n", lineEnd) < 0)
                return false;
            m_in.clear();
            return true;
        }
        if (m_request.body.size() + size > MaxRequestBodyBytes) {
            fail(413, "request body too large\n");
            return false;
        }
        if (m_in.size() < lineEnd + 2 + size + 2)
            return false;
        m_request.body += m_in.mid(lineEnd + 2, size);
        m_in.remove(0, lineEnd + 2 + size + 2);
    }
}

void HttpsTestServer::Connection::handleRequest()
{
    m_phase = Phase::Waiting;
    m_request.clientCertificate = m_socket->peerCertificate();
    const QString routePath = m_request.path.left(m_request.path.indexOf(QLatin1Char('?')));
    Route route;
    bool found = false;
    int hit = 0;
    Handler handler;
    {
        QMutexLocker lock(&m_state->mutex);
        m_state->requests.append(m_request);
        const auto it = m_state->routes.constFind(routePath);
        if (it != m_state->routes.cend()) {
            route = *it;
            found = true;
            hit = m_state->routeHits[routePath]++;
        }
        const auto h = m_state->handlers.constFind(routePath);
        if (h != m_state->handlers.cend()) {
            handler = *h;
            found = true;
            hit = m_state->routeHits[routePath]++;
        }
        if (!found && m_state->fallback) {
            handler = m_state->fallback;
            found = true;
            hit = m_state->routeHits[routePath]++;
        }
    }
    if (handler)
        route = handler(m_request, hit);
    qCDebug(lcHttpsTest) << m_request.method << m_request.path << (found ? "" : "(no route)");
    if (!found) {
        fail(404, "not found\n");
        return;
    }
    respond(route, hit);
}

void HttpsTestServer::Connection::fail(int status, const QByteArray &message)
{
    Route route;
    route.status = status;
    route.body = message;
    route.headers.emplaceBack("Content-Type", "text/plain; charset=utf-8");
    respond(route, 0);
}

void HttpsTestServer::Connection::respond(const Route &route, int hit)
{
    m_phase = Phase::Waiting;
    int status = route.status;
    HeaderList headers = route.headers;
    if (!route.redirectTo.isEmpty()) {
        if (status < 300 || status > 399)
            status = 302;
        headers.emplaceBack("Location", route.redirectTo.toUtf8());
    }
    qint64 total = 0;
    if (!route.bodyFile.isEmpty()) {
        m_file.setFileName(route.bodyFile);
        if (m_file.open(QIODevice::ReadOnly)) {
            m_fromFile = true;
            total = m_file.size();
        } else {
            status = 500;
            headers = {{"Content-Type", "text/plain; charset=utf-8"}};
            m_body =
                "cannot open " + route.bodyFile.toUtf8() + ": " + m_file.errorString().toUtf8();
            total = m_body.size();
        }
    } else {
        m_body = route.body;
        total = m_body.size();
    }
    qint64 start = 0;
    qint64 length = total;
    if (route.acceptRanges && status != 500) {
        headers.emplaceBack("Accept-Ranges", "bytes");
        const QByteArray range = m_request.header("range");
        if (status == 200 && !range.isNull()) {
            switch (parseRange(range, total, &start, &length)) {
            case RangeKind::Ignore:
                break;
            case RangeKind::Satisfiable:
                status = 206;
                headers.emplaceBack("Content-Range", "bytes " + QByteArray::number(start) + '-' +
                                                         QByteArray::number(start + length - 1) +
                                                         '/' + QByteArray::number(total));
                break;
            case RangeKind::Unsatisfiable:
                status = 416;
                headers.emplaceBack("Content-Range", "bytes */" + QByteArray::number(total));
                start = 0;
                length = 0;
                break;
            }
        }
    }
    const bool noBody = (status >= 100 && status < 200) || status == 204 || status == 304;
    bool hasLength = false;
    m_head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
    m_endlessHeaders = route.endlessHeaders;
    m_endlessBody = route.endlessBody;
    m_endlessPiece = route.endlessPiece;
    m_dripMs = route.dripIntervalMs;
    m_dripBytes = qMax<qint64>(1, route.dripBytes);
    for (const auto &[name, value] : std::as_const(headers)) {
        hasLength = hasLength || name.compare("content-length", Qt::CaseInsensitive) == 0;
        m_head += name + ": " + value + "\r\n";
    }
    if (!m_endlessHeaders) {
        if (!noBody && !hasLength && !m_endlessBody)
            m_head += "Content-Length: " + QByteArray::number(length) + "\r\n";
        m_head += "Connection: close\r\n\r\n";
    }
    if (m_endlessBody && m_body.isEmpty() && !m_fromFile)
        m_body = "x";

    m_bodyLength = (noBody || m_request.method == "HEAD") ? 0 : length;
    if (m_fromFile)
        m_file.seek(start);
    else if (!m_endlessBody)
        m_body = m_body.mid(start, length);
    if (m_endlessBody) {
        m_fromFile = false;
        m_bodyLength = std::numeric_limits<qint64>::max();
        // Large enough pieces that an endless body arrives at loopback speed.
        const QByteArray unit = m_body;
        while (m_body.size() < ChunkBytes)
            m_body += unit;
    }
    if (route.dropAfterBytes >= 0 && (route.dropTimes < 0 || hit < route.dropTimes))
        m_dropAfter = route.dropAfterBytes;
    if (route.stallAfterBytes >= 0 && route.stallMs > 0 &&
        (route.stallTimes < 0 || hit < route.stallTimes)) {
        m_stallAfter = route.stallAfterBytes;
        m_stallMs = route.stallMs;
    }
    if (route.delayFirstByteMs > 0)
        QTimer::singleShot(route.delayFirstByteMs, this, [this] { startSending(); });
    else
        startSending();
}

void HttpsTestServer::Connection::startSending()
{
    m_phase = Phase::Sending;
    m_socket->write(m_head);
    pump();
}

void HttpsTestServer::Connection::pump()
{
    if (m_phase == Phase::Dropping) {
        // Abort only once all that was sent has reached the kernel, so the client gets exactly
        // dropAfterBytes of body before the connection dies. Checked again from the event loop:
        // while the socket emits bytesWritten it has not yet handed the encrypted bytes to the
        // TCP socket, so the count reads 0 too early there.
        if (bufferedBytes() == 0 && !m_dropCheckQueued) {
            m_dropCheckQueued = true;
            QMetaObject::invokeMethod(
                this,
                [this] {
                    m_dropCheckQueued = false;
                    if (bufferedBytes() == 0)
                        closeLater(true);
                    // else encryptedBytesWritten calls pump() again
                },
                Qt::QueuedConnection);
        }
        return;
    }
    if (m_phase != Phase::Sending || m_stalling || m_dripWaiting ||
        m_socket->state() != QAbstractSocket::ConnectedState)
        return;
    if (m_endlessHeaders) {
        while (bufferedBytes() < HighWaterBytes) {
            QByteArray lines;
            while (lines.size() < ChunkBytes) {
                lines += "X-Filler-" + QByteArray::number(++m_headerLines) + ": " +
                         QByteArray(100, 'h') + "\r\n";
            }
            m_socket->write(lines);
        }
        return; // bytesWritten calls us again
    }
    for (;;) {
        if (m_dropAfter >= 0 && m_sent >= m_dropAfter) {
            qCDebug(lcHttpsTest) << "dropping" << m_request.path << "after" << m_sent << "bytes";
            m_phase = Phase::Dropping;
            pump();
            return;
        }
        if (m_stallAfter >= 0 && m_sent >= m_stallAfter) {
            m_stallAfter = -1;
            m_stalling = true;
            QTimer::singleShot(m_stallMs, this, [this] {
                m_stalling = false;
                pump();
            });
            return;
        }
        if (m_sent >= m_bodyLength) {
            closeLater(false);
            return;
        }
        if (bufferedBytes() >= HighWaterBytes)
            return; // bytesWritten or encryptedBytesWritten calls us again
        if (m_dripMs > 0) {
            const qint64 n = qMin(m_dripBytes, m_bodyLength - m_sent);
            const qsizetype at = m_endlessBody ? qsizetype(m_sent % m_body.size()) : m_sent;
            QByteArray piece = m_body.mid(at, n);
            if (piece.size() < n)
                piece += m_body.left(n - piece.size());
            m_socket->write(piece);
            m_sent += n;
            m_dripWaiting = true;
            QTimer::singleShot(m_dripMs, this, [this] {
                m_dripWaiting = false;
                pump();
            });
            return;
        }
        if (m_endlessBody) {
            const QByteArray piece = m_endlessPiece ? m_endlessPiece(m_pieces++) : m_body;
            m_socket->write(piece);
            m_sent += piece.size();
            continue;
        }
        qint64 n = qMin(ChunkBytes, m_bodyLength - m_sent);
        if (m_dropAfter >= 0)
            n = qMin(n, m_dropAfter - m_sent);
        if (m_stallAfter >= 0)
            n = qMin(n, m_stallAfter - m_sent);
        const QByteArray chunk = m_fromFile ? m_file.read(n) : m_body.mid(m_sent, n);
        if (chunk.size() != n) {
            qCWarning(lcHttpsTest)
                << "short read from" << m_file.fileName() << m_file.errorString();
            closeLater(true);
            return;
        }
        m_socket->write(chunk);
        m_sent += n;
        notePeak(bufferedBytes());
    }
}

void HttpsTestServer::Connection::closeLater(bool abruptly)
{
    if (m_phase == Phase::Closing)
        return;
    m_phase = Phase::Closing;
    // Queued: pump() may run inside the socket's own bytesWritten emission, and closing there
    // frees TLS state the socket is still using.
    QMetaObject::invokeMethod(
        this,
        [this, abruptly] {
            if (abruptly)
                m_socket->abort(); // no close_notify: the client sees a broken connection
            else
                m_socket->disconnectFromHost(); // flushes first, then sends close_notify
        },
        Qt::QueuedConnection);
}

void HttpsTestServer::Connection::notePeak(qint64 bytes)
{
    if (bytes <= m_peak)
        return;
    m_peak = bytes;
    QMutexLocker lock(&m_state->mutex);
    m_state->peakBuffered = qMax(m_state->peakBuffered, bytes);
}

QByteArray HttpsTestServer::Request::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers) {
        if (key == name)
            return value;
    }
    return {};
}

HttpsTestServer::HttpsTestServer()
    : m_state(std::make_shared<State>())
{}

HttpsTestServer::~HttpsTestServer()
{
    stop();
}

bool HttpsTestServer::start(const QSslCertificate &certificate, const QSslKey &key, QString *error)
{
    const auto failWith = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (m_thread)
        return failWith(QStringLiteral("HttpsTestServer is already running"));
    if (certificate.isNull() || key.isNull())
        return failWith(QStringLiteral("HttpsTestServer needs a certificate and a key"));

    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    config.setLocalCertificate(certificate);
    config.setPrivateKey(key);
    config.setProtocol(QSsl::TlsV1_2OrLater);
    {
        QMutexLocker lock(&m_state->mutex);
        if (m_state->clientCa.isNull()) {
            config.setPeerVerifyMode(QSslSocket::VerifyNone);
        } else {
            config.setPeerVerifyMode(QSslSocket::VerifyPeer);
            config.setCaCertificates({m_state->clientCa});
        }
    }

    m_thread = std::make_unique<QThread>();
    m_thread->setObjectName(QStringLiteral("HttpsTestServer"));
    m_context = new QObject;
    m_context->moveToThread(m_thread.get());
    QObject::connect(m_thread.get(), &QThread::finished, m_context, &QObject::deleteLater);
    m_thread->start();

    QString listenError;
    quint16 port = 0;
    QObject *context = m_context;
    std::shared_ptr<State> state = m_state;
    QMetaObject::invokeMethod(
        m_context,
        [&, context, state] {
            auto *server = new QSslServer(context);
            server->setSslConfiguration(config);
            const auto accept = [server, state, context] {
                while (server->hasPendingConnections()) {
                    if (auto *socket = qobject_cast<QSslSocket *>(server->nextPendingConnection()))
                        new Connection(socket, state, context);
                }
            };
            QObject::connect(server, &QSslServer::pendingConnectionAvailable, context, accept);
            QObject::connect(server, &QTcpServer::newConnection, context, accept);
            QObject::connect(server, &QSslServer::errorOccurred, context,
                             [](QSslSocket *socket, QAbstractSocket::SocketError) {
                                 qCDebug(lcHttpsTest)
                                     << "handshake failed:" << socket->errorString();
                             });
            if (!server->listen(QHostAddress::LocalHost, 0)) {
                listenError = server->errorString();
                delete server;
                return;
            }
            m_server = server;
            port = server->serverPort();
        },
        Qt::BlockingQueuedConnection);

    if (!m_server) {
        stop();
        return failWith(QStringLiteral("HttpsTestServer cannot listen on 127.0.0.1: ") +
                        listenError);
    }
    QMutexLocker lock(&m_state->mutex);
    m_state->port = port;
    return true;
}

void HttpsTestServer::stop()
{
    if (!m_thread)
        return;
    QObject *context = m_context;
    QMetaObject::invokeMethod(
        context,
        [this, context] {
            const QObjectList children = context->children();
            qDeleteAll(children); // the listener and every connection
            m_server = nullptr;
        },
        Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait(); // the finished -> deleteLater connection has deleted m_context
    m_context = nullptr;
    m_thread.reset();
    QMutexLocker lock(&m_state->mutex);
    m_state->port = 0;
}

bool HttpsTestServer::isRunning() const
{
    return port() != 0;
}

quint16 HttpsTestServer::port() const
{
    QMutexLocker lock(&m_state->mutex);
    return m_state->port;
}

QUrl HttpsTestServer::url(const QString &path) const
{
    const QString slash = path.startsWith(QLatin1Char('/')) ? QString() : QStringLiteral("/");
    return QUrl(QStringLiteral("https://127.0.0.1:") + QString::number(port()) + slash + path);
}

QUrl HttpsTestServer::localhostUrl(const QString &path) const
{
    QUrl result = url(path);
    result.setHost(QStringLiteral("localhost"));
    return result;
}

void HttpsTestServer::setRoute(const QString &path, const Route &route)
{
    QMutexLocker lock(&m_state->mutex);
    m_state->handlers.remove(path);
    m_state->routes.insert(path, route);
    m_state->routeHits.remove(path);
}

void HttpsTestServer::setHandler(const QString &path, Handler handler)
{
    QMutexLocker lock(&m_state->mutex);
    m_state->routes.remove(path);
    m_state->handlers.insert(path, std::move(handler));
    m_state->routeHits.remove(path);
}

void HttpsTestServer::removeRoute(const QString &path)
{
    QMutexLocker lock(&m_state->mutex);
    m_state->routes.remove(path);
    m_state->handlers.remove(path);
    m_state->routeHits.remove(path);
}

void HttpsTestServer::setFallbackHandler(Handler handler)
{
    QMutexLocker lock(&m_state->mutex);
    m_state->fallback = std::move(handler);
}

void HttpsTestServer::clearRoutes()
{
    QMutexLocker lock(&m_state->mutex);
    m_state->fallback = nullptr;
    m_state->routes.clear();
    m_state->handlers.clear();
    m_state->routeHits.clear();
}

void HttpsTestServer::setRequireClientCertificate(const QSslCertificate &ca)
{
    {
        QMutexLocker lock(&m_state->mutex);
        m_state->clientCa = ca;
    }
    if (!m_thread)
        return;
    QMetaObject::invokeMethod(
        m_context,
        [this, ca] {
            if (!m_server)
                return;
            QSslConfiguration config = m_server->sslConfiguration();
            config.setPeerVerifyMode(ca.isNull() ? QSslSocket::VerifyNone : QSslSocket::VerifyPeer);
            config.setCaCertificates(ca.isNull() ? QList<QSslCertificate>()
                                                 : QList<QSslCertificate>{ca});
            m_server->setSslConfiguration(config);
        },
        Qt::BlockingQueuedConnection);
}

QList<HttpsTestServer::Request> HttpsTestServer::requests() const
{
    QMutexLocker lock(&m_state->mutex);
    return m_state->requests;
}

int HttpsTestServer::requestCount(const QString &path) const
{
    QMutexLocker lock(&m_state->mutex);
    int count = 0;
    for (const Request &request : std::as_const(m_state->requests)) {
        if (request.path == path ||
            QStringView(request.path).left(request.path.indexOf(QLatin1Char('?'))) == path)
            ++count;
    }
    return count;
}

void HttpsTestServer::clearRequests()
{
    QMutexLocker lock(&m_state->mutex);
    m_state->requests.clear();
}

qint64 HttpsTestServer::peakBufferedBytes() const
{
    QMutexLocker lock(&m_state->mutex);
    return m_state->peakBuffered;
}

} // namespace Accel::Test
