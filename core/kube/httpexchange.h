// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QList>
#include <QNetworkProxy>
#include <QObject>
#include <QPair>
#include <QSslConfiguration>
#include <QString>
#include <QUrl>

#include <memory>

class QSslSocket;
class QTimer;

namespace Accel::Kube {

/// One HTTP/1.1 request to an API server and its response, on a connection of its own (TLS or
/// plain, direct or through an HTTP CONNECT or SOCKS5 proxy), asynchronous, in the thread that
/// made it, with every part of the answer bounded (issue 32):
///
///  - the response head (status line and headers together) stops at `maxHeaderBytes`: a server
///    that never ends its headers is HeadersTooLarge as soon as it passes the limit, not at the
///    request's deadline (QNetworkAccessManager in Qt 6.4 reads a head without any limit, byte
///    by byte, which is why the API client no longer uses it); a chunk-size line stops at 1 KiB
///    and trailers count against the same limit as the head;
///  - the body is decoded as it arrives (Content-Length, chunked, or up to the close) and, when
///    the server compressed it (`Content-Encoding: gzip` or `deflate`, which the request offers),
///    decompressed as it arrives; the decoded body stops at `maxBodyBytes` (BodyTooLarge), so a
///    gzip bomb never inflates past it, and a damaged or truncated compressed body is
///    Decompression, with zlib's reason;
///  - nothing for `idleTimeoutMs` (0: no idle limit, for watches) is IdleTimeout. The deadline of
///    the whole request is the caller's (ApiClient), which calls abort().
///
/// Requests send `Connection: close` and Content-Length; 1xx interim answers are skipped;
/// redirects are not followed (an API server does not redirect; a 3xx is an answer like any
/// other). TLS follows `ssl` (CA certificates, client certificate, verify mode) and
/// `peerVerifyName` (tls-server-name); nothing is switched off that the configuration does not
/// switch off.
///
/// Signals: headReceived() once the head is in (status() and header() are valid from then on),
/// readyRead() when decoded body bytes are waiting in read(), finished() exactly once at the
/// end, success, failure or abort(); none after destruction. Lives in, and signals on, the
/// thread that created it.
class HttpExchange : public QObject
{
    Q_OBJECT

public:
    using Headers = QList<QPair<QByteArray, QByteArray>>;

    struct Request
    {
        QUrl url;
        QByteArray method = "GET";
        /// Sent as given, after Host; never Connection, Content-Length or Accept-Encoding.
        Headers headers{};
        QByteArray body{};
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        /// The name the server certificate must carry, when not the URL's host.
        QString peerVerifyName{};
        QNetworkProxy proxy = QNetworkProxy(QNetworkProxy::NoProxy);
        int idleTimeoutMs = 30000;
        qint64 maxHeaderBytes = 1 << 20;
        qint64 maxBodyBytes = qint64(1) << 30;
    };

    enum class Failure
    {
        None = 0,
        Network,         ///< cannot connect, host not found, connection lost before the end
        Tls,             ///< handshake or certificate
        Proxy,           ///< the proxy refused, failed or asked for credentials
        IdleTimeout,     ///< nothing for idleTimeoutMs
        HeadersTooLarge, ///< the head (or the trailers) passed maxHeaderBytes
        BodyTooLarge,    ///< the decoded body passed maxBodyBytes
        Decompression,   ///< a compressed body that is damaged, truncated or of an unknown coding
        Protocol,        ///< not an HTTP/1.x answer, a bad Content-Length or chunk
        Aborted,         ///< abort() (no signal follows)
    };

    explicit HttpExchange(Request request, QObject *parent = nullptr);
    ~HttpExchange() override;

    const QUrl &url() const { return m_request.url; }
    /// Connects and sends the request (from the event loop: connect to the signals after).
    void start();
    /// Ends the exchange now with Failure::Aborted: the connection is dropped and finished()
    /// follows at once, as QNetworkReply::abort() does (disconnect first for silence).
    void abort();

    bool isFinished() const { return m_finished; }
    Failure failure() const { return m_failure; }
    /// The reason of a failure in words (the socket's, TLS's or zlib's), for messages.
    QString errorString() const { return m_errorString; }

    /// The status of the answer; 0 until the head is in.
    int status() const { return m_status; }
    bool hasHead() const { return m_status != 0; }
    /// The first value of header NAME (lower-case), or a null QByteArray.
    QByteArray header(const QByteArray &name) const;
    /// The Content-Encoding the body was decompressed from ("gzip"), or empty.
    QByteArray contentEncoding() const { return m_encoding; }
    /// Body bytes received so far, decoded (decompressed); read() takes them.
    qint64 bodyBytes() const { return m_bodyBytes; }

    qint64 bytesAvailable() const { return m_out.size(); }
    QByteArray read();

Q_SIGNALS:
    void headReceived();
    void readyRead();
    void finished();

private:
    enum class Phase
    {
        Connecting,
        Head,
        Body,      ///< Content-Length, or up to the close
        ChunkSize, ///< a chunk-size line
        ChunkData,
        ChunkEnd, ///< the CRLF after a chunk's data
        Trailers,
        Done,
    };
    struct Inflater;

    void begin();
    QByteArray requestBytes() const;
    void onReadyRead();
    void process();
    bool parseHead(qsizetype end, qsizetype separator);
    /// Decodes and appends body bytes; false when the exchange failed.
    bool deliver(const char *data, qsizetype size);
    void onDisconnected();
    void complete();
    void fail(Failure failure, const QString &reason);
    void finishNow();

    Request m_request;
    QSslSocket *m_socket = nullptr;
    QTimer *m_idle = nullptr;
    Phase m_phase = Phase::Connecting;
    QByteArray m_buffer; ///< received, not yet parsed
    QByteArray m_out;    ///< decoded body, not yet read
    Headers m_headers;
    QByteArray m_encoding;
    std::unique_ptr<Inflater> m_inflater;
    int m_status = 0;
    qint64 m_remaining = 0; ///< of the body or the current chunk; -1: up to the close
    qint64 m_trailerBytes = 0;
    qint64 m_bodyBytes = 0;
    QString m_sslErrors;
    Failure m_failure = Failure::None;
    QString m_errorString;
    bool m_finished = false;
};

} // namespace Accel::Kube
