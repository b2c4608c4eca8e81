// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QDeadlineTimer>
#include <QList>
#include <QSslConfiguration>
#include <QString>
#include <QUrl>

#include <atomic>
#include <functional>
#include <utility>

namespace Accel::Sideload {

/// One HTTP/1.1 GET from a sideload mirror, on a QSslSocket, run on a local
/// event loop in the calling thread, with every resource bounded (issue 19):
///
///  - the response head (status line and all headers together) stops at `maxHeaderBytes`, so a
///    mirror that sends headers for ever ends in HeadersTooLarge instead of filling memory
///    (QNetworkAccessManager in Qt 6.4 buffers a head without limit, which is why mirrors are not
///    read through it);
///  - `deadline` bounds the whole exchange, redirects included; `idleTimeoutMs` ends a
///    connection that sends nothing; a transfer slower than `lowSpeedBytesPerSecond` averaged
///    over `lowSpeedWindowMs` ends too (curl's --speed-limit), so a drip-feed never runs to the
///    deadline of a large download;
///  - one rule for the URL and every redirect (schemeFailure()): https, plain http only with
///    `allowInsecure`, and no other scheme at all (file:, ftp:, data:, gopher: ...: issue 32);
///    redirects (301, 302, 303, 307, 308) at most `maxRedirects`;
///  - the body is handed over as it arrives (Content-Length, chunked, or up to the close), in
///    pieces of at most the socket's 1 MiB read buffer; the caller counts and caps it.
///
/// TLS verification follows `ssl` and is never switched off. Requests send
/// `Accept-Encoding: identity` and `Connection: close`: one request per connection.
class HttpFetch
{
public:
    using Headers = QList<std::pair<QByteArray, QByteArray>>;

    struct Options
    {
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        int idleTimeoutMs = 30000;
        QDeadlineTimer deadline = QDeadlineTimer(QDeadlineTimer::Forever);
        qint64 lowSpeedBytesPerSecond = 0; ///< 0: no low-speed limit
        int lowSpeedWindowMs = 30000;
        int maxRedirects = 5;
        bool allowInsecure = false;
        qint64 maxHeaderBytes = 1 << 20;
        const std::atomic<bool> *cancel = nullptr;
    };

    enum class Failure
    {
        None = 0,
        Cancelled,
        Rejected,            ///< the head or data function said stop
        Tls,                 ///< handshake or certificate
        Network,             ///< cannot connect, host not found, proxy
        Dropped,             ///< the connection ended before the response did
        IdleTimeout,         ///< nothing for idleTimeoutMs
        Deadline,            ///< the deadline passed
        LowSpeed,            ///< slower than lowSpeedBytesPerSecond over a window
        TooManyRedirects,    ///< more than maxRedirects
        InsecureRedirect,    ///< https redirected to http
        Insecure,            ///< an http URL without allowInsecure
        HeadersTooLarge,     ///< the response head passed maxHeaderBytes
        Protocol,            ///< not HTTP/1.x, a bad chunk
        UnsupportedScheme,   ///< not https (nor http where allowed): file:, ftp:, data: ...
        UnsupportedRedirect, ///< a redirect to such a URL
    };

    struct Outcome
    {
        Failure failure = Failure::None;
        int status = 0; ///< of the last response
        QString reason;
        QString errorString;
        QUrl finalUrl;
        qint64 bodyBytes = 0;   ///< body bytes received from the last response
        qint64 windowBytes = 0; ///< for LowSpeed: bytes in the window that was too slow
        bool ok() const { return failure == Failure::None; }
    };

    /// Returns false to stop (Failure::Rejected). `headers` have lower-case names.
    using HeadFunction = std::function<bool(int status, const Headers &headers)>;
    using DataFunction = std::function<bool(const char *data, qint64 size)>;

    static Outcome get(const QUrl &url, const Headers &requestHeaders, const Options &options,
                       const HeadFunction &onHead, const DataFunction &onData);

    /// The one rule for every URL fetched and every redirect followed: None for an https URL
    /// with a host, Insecure for http (None when `allowInsecure`), UnsupportedScheme for any
    /// other scheme (file:, ftp:, data:, gopher:, a URL without a host ...).
    static Failure schemeFailure(const QUrl &url, bool allowInsecure);

    /// The first value of header NAME (lower-case) in HEADERS, or a null QByteArray.
    static QByteArray header(const Headers &headers, const QByteArray &name);
};

} // namespace Accel::Sideload
