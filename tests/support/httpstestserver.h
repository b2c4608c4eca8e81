// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QSslCertificate>
#include <QSslKey>
#include <QString>
#include <QUrl>

#include <functional>
#include <memory>

class QSslServer;
class QThread;
class QObject;

namespace Accel::Test {

/// A minimal HTTP/1.1 server over TLS on 127.0.0.1, for tests of code that downloads or talks to
/// an API. It listens on a free port and runs in its own QThread, so it keeps serving while the
/// test thread blocks or runs a nested event loop.
///
/// One request per connection: every response carries `Connection: close` and, except for 204
/// and 304, Content-Length. Behaviour per path is set with setRoute(); unknown paths get 404.
///
/// Thread safety: every method may be called from any thread other than the server's own, and
/// the server thread never waits on the caller. start(), stop() and
/// setRequireClientCertificate() must not run concurrently with any other call; the rest
/// (routes, request log, port, url) may be called concurrently while the server runs.
class HttpsTestServer
{
public:
    using HeaderList = QList<QPair<QByteArray, QByteArray>>;

    /// How the server answers one path. The defaults give `200 OK` with an empty body.
    struct Route
    {
        int status = 200;
        /// Extra response headers, sent as given. A Content-Length here replaces the real one
        /// (to test clients against a lying server).
        HeaderList headers{};
        QByteArray body{};
        /// When set, the body is streamed from this file in 64 KiB chunks, never held in memory
        /// whole. A file that cannot be opened gives 500.
        QString bodyFile{};
        /// Honour `Range: bytes=N-`, `bytes=N-M` and `bytes=-N` on 200 responses with 206 and
        /// Content-Range (416 past the end) and send `Accept-Ranges: bytes`. When false, Range is
        /// ignored and the whole body is sent with 200.
        bool acceptRanges = false;
        /// When set, answers with `Location: redirectTo` (relative or absolute) and status 302,
        /// or `status` where that is a 3xx.
        QString redirectTo{};
        /// Close the TCP connection abruptly (no TLS close_notify) once exactly this many body
        /// bytes have reached the kernel, so the client receives them and then a broken
        /// connection (QNetworkReply::RemoteHostClosedError); -1: never. With 0 the client gets
        /// the head only. (The head always arrives first, so QNetworkAccessManager does not
        /// silently resend the request, as it does when a connection dies before any reply.)
        qint64 dropAfterBytes = -1;
        /// Only the first dropTimes requests to this path drop; later ones are served in full.
        /// -1: every request drops. Counting restarts when the route is set again.
        int dropTimes = -1;
        /// After this many body bytes, send nothing for stallMs milliseconds, then carry on;
        /// -1: never stall.
        qint64 stallAfterBytes = -1;
        int stallMs = 0;
        /// Like dropTimes, for stalls; -1: every request stalls.
        int stallTimes = -1;
        /// Wait this long after the request before sending the status line.
        int delayFirstByteMs = 0;

        // Hostile servers (issue 19). They never end on their own: the client must.
        /// Drip-feed: send the body dripBytes at a time, one piece every dripIntervalMs (the
        /// head goes at once, Content-Length announcing the whole body); 0: no drip.
        int dripIntervalMs = 0;
        qint64 dripBytes = 1;
        /// Send a body for ever: no Content-Length, `body` (or "x" when empty) repeated until
        /// the client goes away. With dripIntervalMs, it drips for ever.
        bool endlessBody = false;
        /// Send response headers for ever after the status line (`X-Filler-N: xxx...`), never
        /// the blank line that ends them.
        bool endlessHeaders = false;
        /// With endlessBody: the body's pieces are endlessPiece(0), endlessPiece(1), ... instead
        /// of `body` repeated (watch events with new names, issue 32). Called in the server
        /// thread; must be thread-safe. Not with dripIntervalMs.
        std::function<QByteArray(qint64 index)> endlessPiece{};
    };

    /// One request as received.
    struct Request
    {
        QByteArray method;
        /// The request target, query included ("/a/b?c=d"); absolute-form targets are reduced
        /// to path and query.
        QString path;
        /// Header names lower-cased, values trimmed, in the order received.
        HeaderList headers;
        /// The body (Content-Length or chunked), empty when there is none.
        QByteArray body;
        /// The client's certificate under mutual TLS; null otherwise.
        QSslCertificate clientCertificate;

        /// The first value of header NAME (lower-case), or a null QByteArray.
        QByteArray header(const QByteArray &name) const;
    };

    HttpsTestServer();
    /// Stops the server.
    ~HttpsTestServer();
    HttpsTestServer(const HttpsTestServer &) = delete;
    HttpsTestServer &operator=(const HttpsTestServer &) = delete;

    /// Starts the thread and listens on 127.0.0.1 with a free port, presenting CERTIFICATE and
    /// KEY. Returns false with a reason in *error (when not null) if it cannot listen or is
    /// already running.
    bool start(const QSslCertificate &certificate, const QSslKey &key, QString *error = nullptr);
    /// Closes the listener and every open connection, then ends the thread. Routes and the
    /// request log are kept. Does nothing when not running.
    void stop();
    bool isRunning() const;

    /// The port listened on; 0 when not running.
    quint16 port() const;
    /// https://127.0.0.1:PORT followed by PATH (which may carry a query); a leading "/" is added
    /// when missing.
    QUrl url(const QString &path) const;
    /// The same with host "localhost", for tests of name-based certificate checks.
    QUrl localhostUrl(const QString &path) const;

    /// Sets (or replaces) the answer for requests whose path, without the query, equals PATH
    /// exactly (no percent-decoding).
    void setRoute(const QString &path, const Route &route);
    /// Answers requests to PATH by calling HANDLER with the request (query included) and the
    /// 0-based number of earlier requests to PATH; for servers whose answer depends on the query
    /// or on history (paginated lists, watches). HANDLER runs in the server thread and must be
    /// thread-safe. Replaces a route set for PATH.
    using Handler = std::function<Route(const Request &request, int hit)>;
    void setHandler(const QString &path, Handler handler);
    void removeRoute(const QString &path);
    /// Answers requests to paths that have no route or handler (instead of 404); for servers
    /// whose paths are not known in advance (an API server's objects). Cleared by clearRoutes().
    void setFallbackHandler(Handler handler);
    void clearRoutes();

    /// Requires every client to present a certificate signed by CA (mutual TLS); a null
    /// certificate turns the requirement off. Applies to connections accepted from now on.
    void setRequireClientCertificate(const QSslCertificate &ca);

    /// Every complete request received since start or clearRequests(), oldest first.
    QList<Request> requests() const;
    /// How many requests had PATH as their path, with or without the query.
    int requestCount(const QString &path) const;
    void clearRequests();

    /// The most response data one connection ever held unsent in its socket buffers, in bytes;
    /// shows that bodyFile streaming applies backpressure.
    qint64 peakBufferedBytes() const;

private:
    struct State;     ///< routes, log and settings; shared with the connections
    class Connection; ///< one accepted socket, in the server thread
    std::shared_ptr<State> m_state;
    std::unique_ptr<QThread> m_thread;
    QObject *m_context = nullptr;   ///< lives in m_thread; parent of listener and connections
    QSslServer *m_server = nullptr; ///< used in m_thread only
};

} // namespace Accel::Test
