// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "kube/httpexchange.h"
#include "kube/kubeconfig.h"
#include "result.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QTimer>

#include <functional>

namespace Accel::Kube {

class ExecCredentialProvider;
class ApiWatch;

/// What a paginated list returned: the items with `kind` and `apiVersion` filled in (the API
/// server leaves them out of list items), and the list's resourceVersion, where a watch starts.
struct ListResult
{
    QList<QJsonObject> items;
    QString resourceVersion;
    int pages = 0;
    /// How many times the list started again because its continue token expired (410).
    int restarts = 0;
};

/// What the API server answered to ApiClient::send(): any HTTP status, with the body. A
/// response with status 300 or more carries the error the client maps it to (the same as get()
/// gives), so callers that act on a metav1.Status (apply: 409 Conflict, 422 Invalid) read
/// `json`, the others pass `error` on.
struct ApiResponse
{
    int status = 0;
    QByteArray body;
    /// The body as a JSON object; empty when it is not one.
    QJsonObject json;
    /// Set when status >= 300.
    Error error;
};

/// A client for one kubeconfig context, on Kube::HttpExchange, as kubectl talks to the API
/// server (issue 6, section 1).
///
/// TLS: the context's certificate-authority (file and/or data) plus any --ca-file are the only
/// trusted roots when given, otherwise the system's; `tls-server-name` is the name checked;
/// `insecure-skip-tls-verify` turns verification off only because the kubeconfig says so (the
/// context carries a warning saying it). Proxy: `proxy-url`, else HTTPS_PROXY / https_proxy unless
/// NO_PROXY matches, as kubectl does. Credentials: a bearer `token`, a `tokenFile` read on every
/// request (rotated tokens are picked up), a client certificate and key (file or data), or an exec
/// plugin whose credential is cached until it expires and renewed once after a 401.
///
/// Errors name the URL, the context and the resource, never a credential: KUBE_UNREACHABLE,
/// KUBE_TLS, KUBE_TIMEOUT, KUBE_PROXY, KUBE_UNAUTHORIZED (401), KUBE_FORBIDDEN (403),
/// KUBE_NOT_FOUND (404), KUBE_GONE (410), KUBE_HTTP (other statuses, with the server's Status
/// message), KUBE_RESPONSE (not JSON; a compressed body that cannot be decompressed, naming the
/// URL and the encoding), LIMIT_EXCEEDED (a body over the response-body limit, core/limits.h; the
/// URL and the limit are named), KUBE_CREDENTIALS (a token file, certificate or key that cannot
/// be read, a token file that holds no token or a control character), FILE_NOT_REGULAR (a token
/// file that is a FIFO, a device or a file of /proc or /sys), plus the exec plugin's
/// KUBECONFIG_EXEC.
///
/// Deadlines (issue 32): a request's deadline (--request-timeout) runs from the moment it is
/// asked for, so it covers getting the credential (an exec plugin, whose run is bounded by the
/// same deadline and killed with its process group when it passes) as well as the answer.
///
/// Callbacks run on this object's thread; none runs after cancelAll() or destruction.
class ApiClient : public QObject
{
    Q_OBJECT

public:
    using JsonCallback = std::function<void(const Result<QJsonObject> &)>;
    using ListCallback = std::function<void(const Result<ListResult> &)>;
    using ResponseCallback = std::function<void(const Result<ApiResponse> &)>;

    explicit ApiClient(ResolvedContext context, QObject *parent = nullptr);
    ~ApiClient() override;

    const ResolvedContext &context() const { return m_context; }

    /// Another trusted CA (PEM file), as `--ca-file` gives. Errors when it cannot be read.
    Result<void> addCaFile(const QString &path);
    /// The PEM of a CA file, under the credential-file limit: KUBE_CREDENTIALS when it cannot be
    /// read or holds no certificate (naming the file), LIMIT_EXCEEDED when too large.
    static Result<QByteArray> readCaFile(const QString &path);
    /// The deadline of one request, as kubectl's `--request-timeout`: the whole answer, headers
    /// and body, must have arrived within it, however steadily a server trickles bytes (default
    /// 30 s). 0 leaves only the built-in MaxRequestMs. A request that sends nothing for the
    /// idle time (30 s, or the deadline when shorter) ends earlier. Watches use their own.
    void setTimeoutMs(int timeoutMs);
    /// The deadline of one request when setTimeoutMs(0) asks for none (kubectl's "no timeout"
    /// still ends, just late).
    static constexpr int MaxRequestMs = 60 * 60 * 1000;
    static constexpr int IdleTimeoutMs = 30000;
    /// The deadline of a whole list, every page together: ListDeadlineFactor request deadlines
    /// (five minutes with the default --request-timeout of 30 s), never past MaxRequestMs.
    static constexpr int ListDeadlineFactor = 10;
    int listDeadlineMs() const;
    /// Items per page of a list (default 500, kubectl's chunk size).
    void setPageSize(int pageSize) { m_pageSize = pageSize; }
    /// The exec plugin provider (for tests: clock, environment); null without exec.
    ExecCredentialProvider *execProvider() const { return m_exec; }

    /// GET PATH (with query) as JSON. RESOURCE names what was asked for in errors
    /// ("resourceslices.resource.k8s.io").
    void get(const QString &path, const QString &resource, JsonCallback done);
    /// Every item of a collection, page by page with `limit` and `continue`; when a continue
    /// token expires (410 Gone) the list starts over, at most three times. Bounded as a whole
    /// (issue 32): each page within the request deadline, every page together within
    /// listDeadlineMs() (KUBE_TIMEOUT), at most the list-pages limit of pages and the list-bytes
    /// limit of response bytes (LIMIT_EXCEEDED), so a server that hands out continue tokens for
    /// ever ends.
    void list(const QString &path, const QString &resource, ListCallback done);
    /// A watch of PATH from RESOURCEVERSION; the caller owns it and calls start().
    ApiWatch *watch(const QString &path, const QString &resource, const QString &resourceVersion,
                    QObject *parent);

    /// METHOD PATH (with query) with BODY of CONTENTTYPE (none when empty), through the same
    /// request preparation (credentials, TLS, proxy) and exec 401 retry as get(). The callback
    /// gets every HTTP answer (401 included, after the retry) as an ApiResponse; an error only
    /// when no answer came (KUBE_UNREACHABLE, KUBE_TLS, KUBE_TIMEOUT, KUBE_PROXY, credentials).
    void send(const QByteArray &method, const QString &path, const QByteArray &body,
              const QByteArray &contentType, const QString &resource, ResponseCallback done);

    /// Aborts every request in flight; their callbacks never run.
    void cancelAll();

private:
    friend class ApiWatch;
    struct Credentials;
    using RequestReady = std::function<void(const Result<HttpExchange::Request> &)>;

    using PageCallback = std::function<void(const Result<QJsonObject> &, qint64 bodyBytes)>;
    /// Builds the request for PATH with fresh credentials (an exec plugin may run first).
    void prepare(const QString &path, bool watch, RequestReady ready);
    /// Starts REQUEST (METHOD and BODY set) and keeps it in flight until it finishes.
    HttpExchange *send(HttpExchange::Request request, const QByteArray &method = "GET",
                       const QByteArray &body = {});
    /// Bounds REPLY (not a watch): the deadline aborts it, and its body is read as it arrives
    /// into a buffer that stops at the response-body limit. body() takes what was read.
    void guard(HttpExchange *reply, const QDeadlineTimer &deadline);
    static QByteArray takeBody(HttpExchange *reply);
    int deadlineMs() const;
    void sendAttempt(const QByteArray &method, const QString &path, const QByteArray &body,
                     const QByteArray &contentType, const QString &resource, bool retried,
                     QDeadlineTimer deadline, ResponseCallback done);
    void getAttempt(const QString &path, const QString &resource, bool retried,
                    QDeadlineTimer deadline, PageCallback done);
    struct ListState;
    void listPage(const QString &path, const QString &resource, const QString &continueToken,
                  std::shared_ptr<ListState> state, ListCallback done);
    Error deadlineError(const QString &url, const QString &resource) const;
    Error replyError(HttpExchange *reply, const QString &resource, const QByteArray &body) const;
    Error statusError(int status, const QString &resource, const QString &url,
                      const QByteArray &body) const;
    QString displayUrl(const QString &path) const;

    ResolvedContext m_context;
    ExecCredentialProvider *m_exec = nullptr;
    QList<QByteArray> m_extraCaPem;
    int m_timeoutMs = 30000;
    int m_pageSize = 500;
    quint64 m_generation = 0; ///< bumped by cancelAll(): stale callbacks see a different value
    QSet<HttpExchange *> m_inFlight;
};

/// A watch of one collection: `?watch=1&resourceVersion=RV&allowWatchBookmarks=true`, read as
/// the server streams newline-delimited events. Emits event() per ADDED / MODIFIED / DELETED,
/// bookmarks only move resourceVersion(), and closed() or failed() once when the stream stops.
/// A watch may stay quiet for minutes, but its setup (the credential, an exec plugin's run
/// included, the connection and the response head), and each event once its first byte came,
/// must complete within the client's request deadline (--request-timeout): a server that drips
/// a watch is a KUBE_TIMEOUT failure, as a dripped list is (issues 19 and 32). One connection
/// reads at most the list-bytes limit (LIMIT_EXCEEDED); the server ends it after 300 s anyway.
class ApiWatch : public QObject
{
    Q_OBJECT

public:
    ~ApiWatch() override { stop(); }
    /// Starts the request; events arrive as the server sends them.
    void start();
    /// Ends the watch without emitting closed() or failed().
    void stop();
    QString resourceVersion() const { return m_resourceVersion; }
    /// Milliseconds since start().
    qint64 age() const { return m_started.isValid() ? m_started.elapsed() : 0; }

Q_SIGNALS:
    void event(const QString &type, const QJsonObject &object);
    /// The server ended the stream normally: watch again from resourceVersion().
    void closed();
    /// KUBE_GONE (list again) or any ApiClient error.
    void failed(const Accel::Error &error);

private:
    friend class ApiClient;
    ApiWatch(ApiClient *client, QString path, QString resource, QString resourceVersion,
             QObject *parent);
    void readLines();
    void abortReply();
    /// Runs the deadline while the head or an event is incomplete, stops it in between.
    void armDeadline();
    void finish(const Result<void> &result);

    QPointer<ApiClient> m_client;
    QString m_path;
    QString m_resource;
    QString m_resourceVersion;
    QPointer<HttpExchange> m_reply;
    QByteArray m_buffer;
    qint64 m_bytes = 0; ///< read on this connection, under the list-bytes limit
    QTimer *m_deadline = nullptr;
    bool m_headSeen = false;
    QElapsedTimer m_started;
    bool m_done = false;
};

} // namespace Accel::Kube
