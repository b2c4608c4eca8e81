// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "httpexchange.h"
#include "kubetr.h"

#include <QCoreApplication>
#include <QPointer>
#include <QSslSocket>
#include <QTimer>

#include <zlib.h>

namespace Accel::Kube {

namespace {
constexpr qsizetype ExchangeMaxChunkLineBytes = 1024;
constexpr qint64 ExchangeSocketBufferBytes = 1 << 20;
constexpr uInt ExchangeInflateStepBytes = 64 * 1024;

bool isInterimHttpStatus(int status)
{
    return status >= 100 && status < 200 && status != 101;
}
} // namespace

/// A zlib stream that takes gzip or zlib (RFC 1952, RFC 1950) as the server sends it.
struct HttpExchange::Inflater
{
    z_stream stream{};
    bool ok = false;
    bool ended = false;
    bool started = false;

    Inflater() { ok = inflateInit2(&stream, 15 + 32) == Z_OK; } // 32: detect gzip or zlib
    ~Inflater()
    {
        if (ok)
            inflateEnd(&stream);
    }
    Inflater(const Inflater &) = delete;
    Inflater &operator=(const Inflater &) = delete;
};

HttpExchange::HttpExchange(Request request, QObject *parent)
    : QObject(parent)
    , m_request(std::move(request))
{}

HttpExchange::~HttpExchange()
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
}

QByteArray HttpExchange::header(const QByteArray &name) const
{
    for (const auto &[key, value] : m_headers) {
        if (key == name)
            return value;
    }
    return {};
}

QByteArray HttpExchange::read()
{
    return std::exchange(m_out, {});
}

QByteArray HttpExchange::requestBytes() const
{
    const QUrl &url = m_request.url;
    QByteArray target = url.path(QUrl::FullyEncoded).toLatin1();
    if (target.isEmpty())
        target = "/";
    if (url.hasQuery())
        target += '?' + url.query(QUrl::FullyEncoded).toLatin1();
    QByteArray host = url.host(QUrl::FullyEncoded).toLatin1();
    if (host.contains(':'))
        host = '[' + host + ']';
    const int defaultPort = url.scheme() == QLatin1String("https") ? 443 : 80;
    if (url.port(defaultPort) != defaultPort)
        host += ':' + QByteArray::number(url.port());
    QByteArray out = m_request.method + ' ' + target + " HTTP/1.1\r\nHost: " + host + "\r\n";
    for (const auto &[name, value] : m_request.headers)
        out += name + ": " + value + "\r\n";
    out += "Accept-Encoding: gzip, deflate\r\nConnection: close\r\n";
    if (!m_request.body.isEmpty() || (m_request.method != "GET" && m_request.method != "HEAD"))
        out += "Content-Length: " + QByteArray::number(m_request.body.size()) + "\r\n";
    return out + "\r\n" + m_request.body;
}

void HttpExchange::start()
{
    // From the event loop: the caller connects to finished() after start(), and a failure
    // found at once must still reach it.
    QTimer::singleShot(0, this, [this] { begin(); });
}

void HttpExchange::begin()
{
    if (m_socket || m_finished)
        return;
    const QUrl &url = m_request.url;
    const bool tls = url.scheme() == QLatin1String("https");
    if (!tls && url.scheme() != QLatin1String("http")) {
        fail(Failure::Protocol, Tr::tr("the URL %1 is not http or https")
                                    .arg(url.toDisplayString(QUrl::RemoveUserInfo)));
        return;
    }
    m_socket = new QSslSocket(this);
    m_socket->setReadBufferSize(ExchangeSocketBufferBytes);
    m_socket->setProxy(m_request.proxy);
    m_idle = new QTimer(this);
    m_idle->setSingleShot(true);
    connect(m_idle, &QTimer::timeout, this, [this] {
        //: %1 seconds
        fail(Failure::IdleTimeout, Tr::tr("nothing arrived for %1 s")
                                       .arg(QString::number(m_request.idleTimeoutMs / 1000.0)));
    });
    const auto active = [this] {
        if (m_request.idleTimeoutMs > 0 && !m_finished)
            m_idle->start(m_request.idleTimeoutMs);
    };
    active();
    const auto sendRequest = [this, active] {
        m_phase = Phase::Head;
        active();
        m_socket->write(requestBytes());
    };
    if (tls)
        connect(m_socket, &QSslSocket::encrypted, this, sendRequest);
    else
        connect(m_socket, &QAbstractSocket::connected, this, sendRequest);
    connect(m_socket, &QIODevice::readyRead, this, [this, active] {
        active();
        onReadyRead();
    });
    connect(m_socket, &QIODevice::bytesWritten, this, active);
    connect(m_socket, &QSslSocket::sslErrors, this, [this](const QList<QSslError> &errors) {
        QStringList texts;
        for (const QSslError &e : errors)
            texts << e.errorString();
        m_sslErrors = texts.join(QStringLiteral("; "));
    });
    connect(m_socket, &QAbstractSocket::disconnected, this, [this] { onDisconnected(); });
    connect(m_socket, &QAbstractSocket::errorOccurred, this,
            [this](QAbstractSocket::SocketError error) {
                if (m_finished)
                    return;
                switch (error) {
                case QAbstractSocket::RemoteHostClosedError:
                    onDisconnected(); // an answer delimited by the close ends here
                    return;
                case QAbstractSocket::SslHandshakeFailedError:
                case QAbstractSocket::SslInternalError:
                case QAbstractSocket::SslInvalidUserDataError:
                    fail(Failure::Tls,
                         m_sslErrors.isEmpty() ? m_socket->errorString() : m_sslErrors);
                    return;
                case QAbstractSocket::ProxyAuthenticationRequiredError:
                case QAbstractSocket::ProxyConnectionRefusedError:
                case QAbstractSocket::ProxyConnectionClosedError:
                case QAbstractSocket::ProxyConnectionTimeoutError:
                case QAbstractSocket::ProxyNotFoundError:
                case QAbstractSocket::ProxyProtocolError:
                    fail(Failure::Proxy, m_socket->errorString());
                    return;
                default:
                    fail(Failure::Network, m_socket->errorString());
                    return;
                }
            });
    const quint16 port = quint16(url.port(tls ? 443 : 80));
    if (tls) {
        m_socket->setSslConfiguration(m_request.ssl);
        m_socket->connectToHostEncrypted(url.host(), port, m_request.peerVerifyName);
    } else {
        m_socket->connectToHost(url.host(), port);
    }
}

void HttpExchange::abort()
{
    if (m_finished)
        return;
    fail(Failure::Aborted, Tr::tr("stopped"));
}

void HttpExchange::onReadyRead()
{
    if (m_finished)
        return;
    m_buffer += m_socket->readAll();
    process();
}

void HttpExchange::process()
{
    QPointer<HttpExchange> self(this);
    while (!m_finished && self) {
        switch (m_phase) {
        case Phase::Connecting:
            return;
        case Phase::Head: {
            qsizetype end = m_buffer.indexOf("\r\n\r\n");
            qsizetype separator = 4;
            const qsizetype bare = m_buffer.indexOf("\n\n");
            if (bare >= 0 && (end < 0 || bare < end)) {
                end = bare;
                separator = 2;
            }
            if (end < 0 || end + separator > m_request.maxHeaderBytes) {
                if (m_buffer.size() > m_request.maxHeaderBytes || end >= 0) {
                    m_buffer.clear();
                    fail(Failure::HeadersTooLarge, Tr::tr("the answer head is longer than %1 bytes")
                                                       .arg(m_request.maxHeaderBytes));
                }
                return;
            }
            if (!parseHead(end, separator))
                return;
            if (m_phase == Phase::Head) // an interim 1xx answer: the real head follows
                continue;
            Q_EMIT headReceived();
            if (!self || m_finished)
                return;
            if (m_phase == Phase::Done) {
                complete();
                return;
            }
            break;
        }
        case Phase::Body: {
            if (m_buffer.isEmpty())
                return;
            qsizetype take = m_buffer.size();
            if (m_remaining >= 0)
                take = qsizetype(std::min<qint64>(take, m_remaining));
            if (!deliver(m_buffer.constData(), take))
                return;
            m_buffer.remove(0, take);
            if (m_remaining >= 0) {
                m_remaining -= take;
                if (m_remaining == 0) {
                    m_phase = Phase::Done;
                    complete();
                    return;
                }
            }
            break;
        }
        case Phase::ChunkSize: {
            const qsizetype lineEnd = m_buffer.indexOf('\n');
            if (lineEnd < 0 || lineEnd > ExchangeMaxChunkLineBytes) {
                if (m_buffer.size() > ExchangeMaxChunkLineBytes ||
                    lineEnd > ExchangeMaxChunkLineBytes)
                    fail(Failure::Protocol, Tr::tr("a chunk-size line is longer than %1 bytes")
                                                .arg(ExchangeMaxChunkLineBytes));
                return;
            }
            QByteArray line = m_buffer.left(lineEnd).trimmed();
            m_buffer.remove(0, lineEnd + 1);
            if (const qsizetype semicolon = line.indexOf(';'); semicolon >= 0)
                line.truncate(semicolon);
            bool ok = false;
            const qint64 size = line.trimmed().toLongLong(&ok, 16);
            if (!ok || size < 0) {
                fail(Failure::Protocol, Tr::tr("a chunk size is not a hexadecimal number"));
                return;
            }
            m_remaining = size;
            m_phase = size == 0 ? Phase::Trailers : Phase::ChunkData;
            break;
        }
        case Phase::ChunkData: {
            if (m_buffer.isEmpty())
                return;
            const qsizetype take = qsizetype(std::min<qint64>(m_buffer.size(), m_remaining));
            if (!deliver(m_buffer.constData(), take))
                return;
            m_buffer.remove(0, take);
            m_remaining -= take;
            if (m_remaining == 0)
                m_phase = Phase::ChunkEnd;
            break;
        }
        case Phase::ChunkEnd: {
            const qsizetype lineEnd = m_buffer.indexOf('\n');
            if (lineEnd < 0) {
                if (m_buffer.size() > 2)
                    fail(Failure::Protocol, Tr::tr("a chunk does not end where its size says"));
                return;
            }
            if (!m_buffer.left(lineEnd).trimmed().isEmpty()) {
                fail(Failure::Protocol, Tr::tr("a chunk does not end where its size says"));
                return;
            }
            m_buffer.remove(0, lineEnd + 1);
            m_phase = Phase::ChunkSize;
            break;
        }
        case Phase::Trailers: {
            const qsizetype lineEnd = m_buffer.indexOf('\n');
            if (lineEnd < 0) {
                if (m_trailerBytes + m_buffer.size() > m_request.maxHeaderBytes)
                    fail(Failure::HeadersTooLarge, Tr::tr("the trailers are longer than %1 bytes")
                                                       .arg(m_request.maxHeaderBytes));
                return;
            }
            m_trailerBytes += lineEnd + 1;
            if (m_trailerBytes > m_request.maxHeaderBytes) {
                fail(Failure::HeadersTooLarge,
                     Tr::tr("the trailers are longer than %1 bytes").arg(m_request.maxHeaderBytes));
                return;
            }
            const bool last = m_buffer.left(lineEnd).trimmed().isEmpty();
            m_buffer.remove(0, lineEnd + 1);
            if (last) {
                m_phase = Phase::Done;
                complete();
                return;
            }
            break;
        }
        case Phase::Done:
            return;
        }
    }
}

bool HttpExchange::parseHead(qsizetype end, qsizetype separator)
{
    const QList<QByteArray> lines = m_buffer.left(end).split('\n');
    m_buffer.remove(0, end + separator);
    const QByteArray statusLine = lines.first().trimmed();
    const QList<QByteArray> parts = statusLine.split(' ');
    bool ok = false;
    const int status = parts.size() >= 2 ? parts.at(1).toInt(&ok) : 0;
    if (!statusLine.startsWith("HTTP/1.") || !ok || status < 100 || status > 999) {
        fail(Failure::Protocol, Tr::tr("the answer is not HTTP/1.x"));
        return false;
    }
    Headers headers;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        QByteArray line = lines.at(i);
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty())
            continue;
        if ((line.startsWith(' ') || line.startsWith('\t')) && !headers.isEmpty()) {
            headers.last().second += ' ' + line.trimmed(); // obsolete line folding
            continue;
        }
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0) {
            fail(Failure::Protocol, Tr::tr("a header line of the answer has no name"));
            return false;
        }
        headers.append({line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed()});
    }
    if (isInterimHttpStatus(status))
        return true; // 100 Continue and friends: the answer proper follows
    if (status == 101) {
        fail(Failure::Protocol, Tr::tr("the server switched protocols, which was not asked for"));
        return false;
    }
    m_status = status;
    m_headers = std::move(headers);

    const QByteArray encoding = header("content-encoding").trimmed().toLower();
    if (!encoding.isEmpty() && encoding != "identity") {
        if (encoding != "gzip" && encoding != "x-gzip" && encoding != "deflate") {
            m_encoding = encoding;
            fail(Failure::Decompression,
                 Tr::tr("the body is compressed with \"%1\", which was not offered")
                     .arg(QString::fromLatin1(encoding)));
            return false;
        }
        m_encoding = encoding;
        m_inflater = std::make_unique<Inflater>();
        if (!m_inflater->ok) {
            fail(Failure::Decompression, Tr::tr("zlib could not start"));
            return false;
        }
    }
    const bool noBody = m_request.method == "HEAD" || status == 204 || status == 304;
    if (noBody) {
        m_phase = Phase::Done;
        return true;
    }
    if (header("transfer-encoding").toLower().contains("chunked")) {
        m_phase = Phase::ChunkSize;
        return true;
    }
    const QByteArray length = header("content-length").trimmed();
    if (!length.isNull()) {
        bool valid = !length.isEmpty();
        for (const char c : length)
            valid = valid && c >= '0' && c <= '9';
        const qint64 value = valid ? length.toLongLong(&valid) : -1;
        if (!valid || value < 0) {
            fail(Failure::Protocol, Tr::tr("the answer's Content-Length is not a number"));
            return false;
        }
        m_remaining = value;
        m_phase = value == 0 ? Phase::Done : Phase::Body;
        return true;
    }
    m_remaining = -1; // up to the close
    m_phase = Phase::Body;
    return true;
}

bool HttpExchange::deliver(const char *data, qsizetype size)
{
    if (size <= 0)
        return true;
    const auto tooLarge = [this] {
        m_out.clear();
        fail(Failure::BodyTooLarge,
             Tr::tr("the body is larger than %1 bytes").arg(m_request.maxBodyBytes));
        return false;
    };
    if (!m_inflater) {
        if (m_bodyBytes + size > m_request.maxBodyBytes)
            return tooLarge();
        m_out.append(data, size);
        m_bodyBytes += size;
    } else {
        z_stream &z = m_inflater->stream;
        m_inflater->started = true;
        z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data));
        z.avail_in = uInt(size);
        while (z.avail_in > 0) {
            if (m_inflater->ended) {
                // Another gzip member follows (RFC 1952 allows several): go on with it.
                if (inflateReset(&z) != Z_OK) {
                    fail(Failure::Decompression, Tr::tr("zlib could not restart"));
                    return false;
                }
                m_inflater->ended = false;
            }
            // In steps: a bomb never inflates past the limit by more than one step.
            const qsizetype before = m_out.size();
            m_out.resize(before + ExchangeInflateStepBytes);
            z.next_out = reinterpret_cast<Bytef *>(m_out.data() + before);
            z.avail_out = ExchangeInflateStepBytes;
            const int result = inflate(&z, Z_NO_FLUSH);
            const qsizetype produced = qsizetype(ExchangeInflateStepBytes - z.avail_out);
            m_out.resize(before + produced);
            m_bodyBytes += produced;
            if (m_bodyBytes > m_request.maxBodyBytes)
                return tooLarge();
            if (result == Z_STREAM_END) {
                m_inflater->ended = true;
                continue;
            }
            if (result == Z_BUF_ERROR && z.avail_in == 0)
                break; // needs more input
            if (result != Z_OK) {
                fail(Failure::Decompression,
                     z.msg ? QString::fromLatin1(z.msg) : Tr::tr("zlib error %1").arg(result));
                return false;
            }
        }
    }
    if (!m_out.isEmpty()) {
        QPointer<HttpExchange> self(this);
        Q_EMIT readyRead();
        if (!self || m_finished)
            return false;
    }
    return true;
}

void HttpExchange::onDisconnected()
{
    if (m_finished)
        return;
    // What arrived with the close is still to be read.
    if (m_socket && m_socket->bytesAvailable() > 0) {
        m_buffer += m_socket->readAll();
        process();
        if (m_finished)
            return;
    }
    if (m_phase == Phase::Body && m_remaining < 0) {
        m_phase = Phase::Done;
        complete();
        return;
    }
    fail(Failure::Network, m_phase == Phase::Head || m_phase == Phase::Connecting
                               ? Tr::tr("the connection closed before the answer came")
                               : Tr::tr("the connection closed before the answer was complete"));
}

void HttpExchange::complete()
{
    if (m_finished)
        return;
    if (m_inflater && m_inflater->started && !m_inflater->ended) {
        fail(Failure::Decompression, Tr::tr("the compressed body ended before its end"));
        return;
    }
    finishNow();
}

void HttpExchange::fail(Failure failure, const QString &reason)
{
    if (m_finished)
        return;
    m_failure = failure;
    m_errorString = reason;
    finishNow();
}

void HttpExchange::finishNow()
{
    m_finished = true;
    m_phase = Phase::Done;
    if (m_idle)
        m_idle->stop();
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
    Q_EMIT finished();
}

} // namespace Accel::Kube
