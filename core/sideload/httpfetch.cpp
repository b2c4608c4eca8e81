// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "httpfetch.h"
#include "sideloadtr.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSslSocket>
#include <QTimer>

namespace Accel::Sideload {

namespace {

using Failure = HttpFetch::Failure;
using Outcome = HttpFetch::Outcome;

constexpr qint64 SocketBufferBytes = 1 << 20;
constexpr qsizetype MaxChunkLineBytes = 1024;
constexpr int TickMs = 50;

bool isRedirect(int status)
{
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

/// One request and its response on one connection.
class Exchange
{
public:
    Exchange(const QUrl &url, const HttpFetch::Headers &requestHeaders,
             const HttpFetch::Options &options, const HttpFetch::HeadFunction &onHead,
             const HttpFetch::DataFunction &onData)
        : m_url(url)
        , m_requestHeaders(requestHeaders)
        , m_options(options)
        , m_onHead(onHead)
        , m_onData(onData)
    {}

    /// Runs it. When the answer is a redirect, *location is set and nothing was handed over.
    Outcome run(QByteArray *location);

private:
    enum class Phase
    {
        Head,
        Body,      ///< Content-Length or up to the close
        ChunkSize, ///< reading a chunk-size line
        ChunkData,
        ChunkEnd, ///< the CRLF after a chunk's data
        Trailers,
        Done,
    };

    QByteArray requestBytes() const;
    void readSocket();
    void process();
    bool parseHead(qsizetype headEnd, qsizetype separator);
    bool deliver(const char *data, qint64 size);
    void closed();
    void finish(Failure failure, const QString &errorString = {});
    void tick();

    QUrl m_url;
    const HttpFetch::Headers &m_requestHeaders;
    const HttpFetch::Options &m_options;
    const HttpFetch::HeadFunction &m_onHead;
    const HttpFetch::DataFunction &m_onData;

    QSslSocket m_socket;
    QEventLoop m_loop;
    QTimer m_idle;
    QTimer m_tick;
    QElapsedTimer m_clock;
    Outcome m_outcome;
    QByteArray *m_location = nullptr;
    QByteArray m_buffer;
    Phase m_phase = Phase::Head;
    bool m_finished = false;
    bool m_untilClose = false;
    qint64 m_remaining = 0; ///< of the body or the current chunk
    qint64 m_trailerBytes = 0;
    qint64 m_windowStartMs = 0;
    qint64 m_windowStartBytes = 0;
    QString m_sslErrors;
};

QByteArray Exchange::requestBytes() const
{
    QByteArray target = m_url.path(QUrl::FullyEncoded).toLatin1();
    if (target.isEmpty())
        target = "/";
    if (m_url.hasQuery())
        target += '?' + m_url.query(QUrl::FullyEncoded).toLatin1();
    QByteArray host = m_url.host(QUrl::FullyEncoded).toLatin1();
    if (host.contains(':'))
        host = '[' + host + ']';
    const int defaultPort = m_url.scheme() == QLatin1String("https") ? 443 : 80;
    if (m_url.port(defaultPort) != defaultPort)
        host += ':' + QByteArray::number(m_url.port());
    QByteArray request = "GET " + target + " HTTP/1.1\r\nHost: " + host +
                         "\r\nUser-Agent: accel-console/" ACCEL_VERSION
                         "\r\nAccept: */*\r\nAccept-Encoding: identity\r\nConnection: close\r\n";
    for (const auto &[name, value] : m_requestHeaders)
        request += name + ": " + value + "\r\n";
    return request + "\r\n";
}

Outcome Exchange::run(QByteArray *location)
{
    m_location = location;
    m_outcome.finalUrl = m_url;
    m_clock.start();
    m_socket.setReadBufferSize(SocketBufferBytes);
    m_idle.setSingleShot(true);
    QObject::connect(&m_idle, &QTimer::timeout, &m_loop, [this] { finish(Failure::IdleTimeout); });
    QObject::connect(&m_tick, &QTimer::timeout, &m_loop, [this] { tick(); });
    QObject::connect(&m_socket, &QSslSocket::sslErrors, &m_loop,
                     [this](const QList<QSslError> &errors) {
                         QStringList texts;
                         for (const QSslError &e : errors)
                             texts << e.errorString();
                         m_sslErrors = texts.join(QStringLiteral("; "));
                     });
    const auto sendRequest = [this] {
        m_idle.start(m_options.idleTimeoutMs);
        m_socket.write(requestBytes());
    };
    const bool tls = m_url.scheme() == QLatin1String("https");
    if (tls)
        QObject::connect(&m_socket, &QSslSocket::encrypted, &m_loop, sendRequest);
    else
        QObject::connect(&m_socket, &QAbstractSocket::connected, &m_loop, sendRequest);
    QObject::connect(&m_socket, &QIODevice::readyRead, &m_loop, [this] { readSocket(); });
    QObject::connect(&m_socket, &QAbstractSocket::disconnected, &m_loop, [this] { closed(); });
    QObject::connect(&m_socket, &QAbstractSocket::errorOccurred, &m_loop,
                     [this](QAbstractSocket::SocketError error) {
                         if (m_finished)
                             return;
                         switch (error) {
                         case QAbstractSocket::RemoteHostClosedError:
                             closed();
                             return;
                         case QAbstractSocket::SslHandshakeFailedError:
                         case QAbstractSocket::SslInvalidUserDataError:
                         case QAbstractSocket::SslInternalError:
                             finish(Failure::Tls,
                                    m_sslErrors.isEmpty() ? m_socket.errorString() : m_sslErrors);
                             return;
                         default:
                             finish(m_outcome.status > 0 ? Failure::Dropped : Failure::Network,
                                    m_socket.errorString());
                             return;
                         }
                     });

    m_idle.start(m_options.idleTimeoutMs);
    m_tick.start(TickMs);
    const quint16 port = quint16(m_url.port(tls ? 443 : 80));
    if (tls) {
        m_socket.setSslConfiguration(m_options.ssl);
        m_socket.connectToHostEncrypted(m_url.host(), port);
    } else {
        m_socket.connectToHost(m_url.host(), port);
    }
    tick(); // a deadline already passed, or a cancel already asked for
    if (!m_finished)
        m_loop.exec();
    m_idle.stop();
    m_tick.stop();
    m_socket.disconnect();
    m_socket.abort();
    return m_outcome;
}

void Exchange::tick()
{
    if (m_finished)
        return;
    if (m_options.cancel && m_options.cancel->load())
        return finish(Failure::Cancelled);
    if (m_options.deadline.hasExpired())
        return finish(Failure::Deadline);
    if (m_options.lowSpeedBytesPerSecond <= 0)
        return;
    const qint64 now = m_clock.elapsed();
    if (now - m_windowStartMs < m_options.lowSpeedWindowMs)
        return;
    const qint64 got = m_outcome.bodyBytes - m_windowStartBytes;
    if (got * 1000 < m_options.lowSpeedBytesPerSecond * (now - m_windowStartMs)) {
        m_outcome.windowBytes = got;
        return finish(Failure::LowSpeed);
    }
    m_windowStartMs = now;
    m_windowStartBytes = m_outcome.bodyBytes;
}

void Exchange::finish(Failure failure, const QString &errorString)
{
    if (m_finished)
        return;
    m_finished = true;
    m_outcome.failure = failure;
    m_outcome.errorString = errorString;
    m_loop.quit();
}

void Exchange::readSocket()
{
    if (m_finished) {
        m_socket.readAll();
        return;
    }
    m_idle.start(m_options.idleTimeoutMs);
    while (!m_finished && m_socket.bytesAvailable() > 0) {
        m_buffer += m_socket.read(SocketBufferBytes);
        process();
    }
}

void Exchange::closed()
{
    if (m_finished)
        return;
    if (m_socket.bytesAvailable() > 0)
        readSocket();
    if (m_finished)
        return;
    if (m_phase == Phase::Body && m_untilClose)
        return finish(Failure::None);
    if (m_phase == Phase::Done)
        return finish(Failure::None);
    finish(Failure::Dropped, Tr::tr("the server closed the connection before the response "
                                    "ended"));
}

bool Exchange::deliver(const char *data, qint64 size)
{
    if (size <= 0)
        return true;
    m_outcome.bodyBytes += size;
    if (!m_onData(data, size)) {
        finish(Failure::Rejected);
        return false;
    }
    return true;
}

bool Exchange::parseHead(qsizetype headEnd, qsizetype separator)
{
    const QByteArray head = m_buffer.left(headEnd);
    m_buffer.remove(0, headEnd + separator);
    QList<QByteArray> lines = head.split('\n');
    const QByteArray statusLine = lines.takeFirst().trimmed();
    // HTTP/1.1 200 OK
    const QList<QByteArray> parts = statusLine.split(' ');
    bool statusOk = false;
    const int status = parts.value(1).toInt(&statusOk);
    if (!statusLine.startsWith("HTTP/1.") || !statusOk || status < 100 || status > 999) {
        finish(Failure::Protocol, Tr::tr("the answer is not HTTP/1.x"));
        return false;
    }
    if (status >= 100 && status < 200)
        return true; // 100 Continue and the like: the real head follows
    HttpFetch::Headers headers;
    for (QByteArray line : std::as_const(lines)) {
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty())
            continue;
        if ((line.startsWith(' ') || line.startsWith('\t')) && !headers.isEmpty()) {
            headers.last().second += ' ' + line.trimmed();
            continue;
        }
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0) {
            finish(Failure::Protocol, Tr::tr("a response header has no name"));
            return false;
        }
        headers.append({line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed()});
    }
    m_outcome.status = status;
    m_outcome.reason = QString::fromLatin1(parts.mid(2).join(' '));

    if (isRedirect(status)) {
        const QByteArray location = HttpFetch::header(headers, "location");
        if (!location.isEmpty()) {
            *m_location = location;
            finish(Failure::None);
            return false;
        }
    }
    if (!m_onHead(status, headers)) {
        finish(Failure::Rejected);
        return false;
    }
    const QByteArray encoding = HttpFetch::header(headers, "transfer-encoding").toLower();
    const QByteArray length = HttpFetch::header(headers, "content-length");
    if (status == 204 || status == 304) {
        m_phase = Phase::Done;
        finish(Failure::None);
        return false;
    }
    if (encoding.contains("chunked")) {
        m_phase = Phase::ChunkSize;
    } else if (!length.isNull()) {
        bool ok = false;
        m_remaining = length.toLongLong(&ok);
        if (!ok || m_remaining < 0) {
            finish(Failure::Protocol, Tr::tr("the Content-Length is not a number"));
            return false;
        }
        m_phase = Phase::Body;
        if (m_remaining == 0) {
            m_phase = Phase::Done;
            finish(Failure::None);
            return false;
        }
    } else {
        m_phase = Phase::Body;
        m_untilClose = true;
    }
    return true;
}

void Exchange::process()
{
    while (!m_finished) {
        switch (m_phase) {
        case Phase::Head: {
            qsizetype end = m_buffer.indexOf("\r\n\r\n");
            qsizetype separator = 4;
            const qsizetype bare = m_buffer.indexOf("\n\n");
            if (bare >= 0 && (end < 0 || bare < end)) {
                end = bare;
                separator = 2;
            }
            if (end < 0 || end > m_options.maxHeaderBytes) {
                if (m_buffer.size() > m_options.maxHeaderBytes || end > m_options.maxHeaderBytes)
                    finish(Failure::HeadersTooLarge);
                return;
            }
            if (!parseHead(end, separator))
                return;
            continue;
        }
        case Phase::Body: {
            if (m_buffer.isEmpty())
                return;
            qint64 n = m_buffer.size();
            if (!m_untilClose)
                n = std::min(n, m_remaining);
            if (!deliver(m_buffer.constData(), n))
                return;
            m_buffer.remove(0, n);
            if (!m_untilClose) {
                m_remaining -= n;
                if (m_remaining == 0) {
                    m_phase = Phase::Done;
                    finish(Failure::None);
                }
            }
            return;
        }
        case Phase::ChunkSize: {
            const qsizetype nl = m_buffer.indexOf('\n');
            if (nl < 0) {
                if (m_buffer.size() > MaxChunkLineBytes)
                    finish(Failure::Protocol, Tr::tr("a chunk-size line is too long"));
                return;
            }
            QByteArray line = m_buffer.left(nl).trimmed();
            m_buffer.remove(0, nl + 1);
            const qsizetype semicolon = line.indexOf(';');
            if (semicolon >= 0)
                line.truncate(semicolon);
            bool ok = false;
            m_remaining = line.trimmed().toLongLong(&ok, 16);
            if (!ok || m_remaining < 0 || line.trimmed().size() > 15) {
                finish(Failure::Protocol, Tr::tr("a chunk size is not a hexadecimal number"));
                return;
            }
            m_phase = m_remaining == 0 ? Phase::Trailers : Phase::ChunkData;
            continue;
        }
        case Phase::ChunkData: {
            if (m_buffer.isEmpty())
                return;
            const qint64 n = std::min<qint64>(m_buffer.size(), m_remaining);
            if (!deliver(m_buffer.constData(), n))
                return;
            m_buffer.remove(0, n);
            m_remaining -= n;
            if (m_remaining == 0)
                m_phase = Phase::ChunkEnd;
            continue;
        }
        case Phase::ChunkEnd: {
            const qsizetype nl = m_buffer.indexOf('\n');
            if (nl < 0) {
                if (m_buffer.size() > 2)
                    finish(Failure::Protocol, Tr::tr("a chunk does not end where its size says"));
                return;
            }
            if (!m_buffer.left(nl).trimmed().isEmpty()) {
                finish(Failure::Protocol, Tr::tr("a chunk does not end where its size says"));
                return;
            }
            m_buffer.remove(0, nl + 1);
            m_phase = Phase::ChunkSize;
            continue;
        }
        case Phase::Trailers: {
            const qsizetype nl = m_buffer.indexOf('\n');
            if (nl < 0) {
                if (m_trailerBytes + m_buffer.size() > m_options.maxHeaderBytes)
                    finish(Failure::HeadersTooLarge);
                return;
            }
            const bool empty = m_buffer.left(nl).trimmed().isEmpty();
            m_trailerBytes += nl + 1;
            m_buffer.remove(0, nl + 1);
            if (m_trailerBytes > m_options.maxHeaderBytes) {
                finish(Failure::HeadersTooLarge);
                return;
            }
            if (empty) {
                m_phase = Phase::Done;
                finish(Failure::None);
                return;
            }
            continue;
        }
        case Phase::Done:
            return;
        }
    }
}

} // namespace

HttpFetch::Failure HttpFetch::schemeFailure(const QUrl &url, bool allowInsecure)
{
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("https") && !url.host().isEmpty())
        return Failure::None;
    if (scheme == QLatin1String("http") && !url.host().isEmpty())
        return allowInsecure ? Failure::None : Failure::Insecure;
    return Failure::UnsupportedScheme;
}

QByteArray HttpFetch::header(const Headers &headers, const QByteArray &name)
{
    for (const auto &[key, value] : headers) {
        if (key == name)
            return value;
    }
    return {};
}

HttpFetch::Outcome HttpFetch::get(const QUrl &url, const Headers &requestHeaders,
                                  const Options &options, const HeadFunction &onHead,
                                  const DataFunction &onData)
{
    QUrl current = url;
    for (int redirects = 0;; ++redirects) {
        // One rule for the first URL and every redirect (issue 32): https, http only when
        // allowed, and nothing else (file:, ftp:, data:, gopher: ... are never read).
        if (const Failure refused = schemeFailure(current, options.allowInsecure);
            refused != Failure::None) {
            Outcome outcome;
            outcome.finalUrl = current;
            outcome.failure = refused;
            return outcome;
        }
        QByteArray location;
        Exchange exchange(current, requestHeaders, options, onHead, onData);
        Outcome outcome = exchange.run(&location);
        if (location.isEmpty() || !outcome.ok())
            return outcome;
        if (redirects >= options.maxRedirects) {
            outcome.failure = Failure::TooManyRedirects;
            return outcome;
        }
        const QUrl next = current.resolved(QUrl::fromEncoded(location));
        const Failure refused = schemeFailure(next, options.allowInsecure);
        if (refused != Failure::None) {
            outcome.failure = refused == Failure::Insecure ? Failure::InsecureRedirect
                                                           : Failure::UnsupportedRedirect;
            outcome.finalUrl = next;
            return outcome;
        }
        current = next;
    }
}

} // namespace Accel::Sideload
