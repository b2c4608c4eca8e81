// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl mcp serve` (issue 35): the read-only Model Context Protocol server over stdio
// (newline-delimited JSON-RPC on stdin and stdout, logs on stderr) or Streamable HTTP
// (--http ADDRESS:PORT, Qt HttpServer). The protocol and the tools are core/mcp's; this file
// only parses the flags and moves bytes.
#include "cli.h"
#include "clustersource.h"
#include "output.h"

#include "mcp/httpguard.h"
#include "mcp/mcpcodes.h"
#include "mcp/mcpserver.h"
#include "resourcelimits.h"

#include <QAbstractHttpServer>
#include <QCoreApplication>
#include <QHostAddress>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QPointer>
#include <QTcpSocket>
#include <QUuid>

#include <cerrno>
#include <memory>
#include <thread>

#include <unistd.h>

namespace Accel::Cli {

namespace {

QByteArray mcpLine(const QJsonObject &message)
{
    return Mcp::rpcSerialize(message) + '\n';
}

/// Reads stdin on a thread of its own (a blocking read; stdin may be a pipe, a file or a
/// terminal) and hands each line to the session on the main thread. A line longer than the
/// mcp-request limit is cut one byte past it, so the session answers it with -32600 and the
/// rest of it is skipped. `finished` runs on the main thread at end of input.
void mcpReadStdin(QObject *receiver, std::function<void(const QByteArray &)> line,
                  std::function<void()> finished)
{
    std::thread([receiver, line = std::move(line), finished = std::move(finished)] {
        const qint64 limit = Limits::value(Limits::McpRequestBytes);
        QByteArray pending;
        bool skipping = false;
        char buffer[65536];
        for (;;) {
            const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break;
            qsizetype start = 0;
            for (qsizetype i = 0; i < n; ++i) {
                if (buffer[i] != '\n')
                    continue;
                if (!skipping) {
                    pending.append(buffer + start, i - start);
                    if (!pending.trimmed().isEmpty())
                        QMetaObject::invokeMethod(
                            receiver, [line, text = pending] { line(text); }, Qt::QueuedConnection);
                }
                pending.clear();
                skipping = false;
                start = i + 1;
            }
            if (!skipping) {
                pending.append(buffer + start, n - start);
                if (pending.size() > limit) {
                    pending.truncate(limit + 1);
                    QMetaObject::invokeMethod(
                        receiver, [line, text = pending] { line(text); }, Qt::QueuedConnection);
                    pending.clear();
                    skipping = true;
                }
            }
        }
        if (!skipping && !pending.trimmed().isEmpty())
            QMetaObject::invokeMethod(
                receiver, [line, text = pending] { line(text); }, Qt::QueuedConnection);
        QMetaObject::invokeMethod(receiver, finished, Qt::QueuedConnection);
    }).detach();
}

int mcpServeStdio(std::shared_ptr<const Mcp::ServerOptions> options)
{
    bool inputEnded = false;
    Mcp::Session *session = nullptr;
    // Stdout carries the protocol only; every message on one line, flushed.
    session = new Mcp::Session(
        options,
        [&inputEnded, &session](const QJsonObject &message) {
            printOut(mcpLine(message));
            if (inputEnded && session && session->callsInFlight() == 0)
                QCoreApplication::quit();
        },
        qApp);
    mcpReadStdin(
        session, [session](const QByteArray &line) { session->receive(line); },
        [&inputEnded, session] {
            // The client closed our stdin: answer what is running (each call has its
            // deadline), then exit.
            inputEnded = true;
            if (session->callsInFlight() == 0)
                QCoreApplication::quit();
        });
    printErr(QStringLiteral("accelctl mcp serve: speaking MCP %1 on stdin and stdout\n")
                 .arg(QLatin1String(Mcp::ProtocolVersion)));
    const int code = QCoreApplication::exec();
    delete session;
    return code;
}

/// Streamable HTTP (MCP 2025-11-25, "Transports"): POST /mcp with one message, answered with
/// application/json; a session per Mcp-Session-Id; GET (no server-sent stream is offered) is
/// 405; DELETE ends a session.
class McpHttpServer : public QAbstractHttpServer
{
public:
    McpHttpServer(std::shared_ptr<const Mcp::ServerOptions> options, QHostAddress listen,
                  QByteArray token)
        : m_options(std::move(options))
        , m_listen(std::move(listen))
        , m_token(std::move(token))
    {}

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        QHttpServerResponder responder = makeResponder(request, socket);
        reply(responder, QHttpServerResponder::StatusCode::NotFound, "not found\n");
    }

private:
    using Status = QHttpServerResponder::StatusCode;
    static constexpr qsizetype MaxSessions = 256;
    struct Pending
    {
        std::shared_ptr<QHttpServerResponder> responder;
        QPointer<QTcpSocket> socket;
    };
    struct SessionSlot
    {
        Mcp::Session *session = nullptr;
        QHash<QString, Pending> pending; ///< by request id key
    };

    static void reply(QHttpServerResponder &responder, Status status, const QByteArray &body,
                      const QByteArray &type = "text/plain; charset=utf-8",
                      const QList<QPair<QByteArray, QByteArray>> &headers = {})
    {
        responder.writeStatusLine(status);
        responder.writeHeader("Content-Type", type);
        responder.writeHeader("Content-Length", QByteArray::number(body.size()));
        for (const auto &header : headers)
            responder.writeHeader(header.first, header.second);
        responder.writeBody(body);
    }
    static void replyJson(QHttpServerResponder &responder, Status status,
                          const QJsonObject &message, const QByteArray &sessionId = {})
    {
        QList<QPair<QByteArray, QByteArray>> headers;
        if (!sessionId.isEmpty())
            headers << qMakePair(QByteArray("Mcp-Session-Id"), sessionId);
        reply(responder, status, Mcp::rpcSerialize(message), "application/json", headers);
    }

    SessionSlot *newSession(const QByteArray &id);

    std::shared_ptr<const Mcp::ServerOptions> m_options;
    QHostAddress m_listen;
    QByteArray m_token;
    QHash<QByteArray, std::shared_ptr<SessionSlot>> m_sessions;
};

McpHttpServer::SessionSlot *McpHttpServer::newSession(const QByteArray &id)
{
    auto slot = std::make_shared<SessionSlot>();
    SessionSlot *raw = slot.get();
    raw->session = new Mcp::Session(
        m_options,
        [raw, id](const QJsonObject &message) {
            // Only answers go out (no server-sent stream): progress is for stdio clients.
            if (!message.contains(QLatin1String("id")))
                return;
            const QString key = Mcp::rpcIdKey(message.value(QLatin1String("id")));
            auto it = raw->pending.find(key);
            if (it == raw->pending.end())
                return;
            const Pending pending = it.value();
            raw->pending.erase(it);
            if (pending.socket)
                replyJson(*pending.responder, Status::Ok, message, id);
        },
        this);
    m_sessions.insert(id, slot);
    return raw;
}

bool McpHttpServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    QHttpServerResponder responder = makeResponder(request, socket);
    if (request.url().path() != QLatin1String("/mcp")) {
        reply(responder, Status::NotFound, "not found: the MCP endpoint is /mcp\n");
        return true;
    }
    // Transports, "Security Warning": Origin checked against DNS rebinding (403), and Host.
    if (const QString why =
            Mcp::checkHttpOrigin(request.value("Host"), request.value("Origin"), m_listen);
        !why.isEmpty()) {
        reply(responder, Status::Forbidden, why.toUtf8() + '\n');
        return true;
    }
    if (!m_token.isEmpty() && !Mcp::bearerMatches(request.value("Authorization"), m_token)) {
        reply(responder, Status::Unauthorized, "a bearer token is required\n",
              "text/plain; charset=utf-8",
              {qMakePair(QByteArray("WWW-Authenticate"), QByteArray("Bearer"))});
        return true;
    }
    const QByteArray sessionId = request.value("Mcp-Session-Id");
    const auto found = m_sessions.find(sessionId);
    if (request.method() == QHttpServerRequest::Method::Delete) {
        if (found == m_sessions.end()) {
            reply(responder, Status::NotFound, "no such session\n");
            return true;
        }
        found.value()->session->cancelAll();
        found.value()->session->deleteLater();
        m_sessions.erase(found);
        reply(responder, Status::Ok, {});
        return true;
    }
    if (request.method() != QHttpServerRequest::Method::Post) {
        reply(responder, Status::MethodNotAllowed, "POST a JSON-RPC message to /mcp\n",
              "text/plain; charset=utf-8",
              {qMakePair(QByteArray("Allow"), QByteArray("POST, DELETE"))});
        return true;
    }
    const QByteArray version = request.value("MCP-Protocol-Version");
    if (!version.isEmpty() &&
        !Mcp::supportedProtocolVersions().contains(QString::fromLatin1(version))) {
        replyJson(responder, Status::BadRequest,
                  Mcp::rpcError(QJsonValue::Null, Mcp::RpcErrorCode::InvalidRequest,
                                QStringLiteral("unsupported MCP-Protocol-Version %1")
                                    .arg(QString::fromLatin1(version))));
        return true;
    }
    const Mcp::RpcParse parsed =
        Mcp::parseRpcMessage(request.body(), Limits::value(Limits::McpRequestBytes));
    if (!parsed.message) {
        replyJson(responder, Status::BadRequest, parsed.errorResponse);
        return true;
    }
    const Mcp::RpcMessage &message = *parsed.message;
    SessionSlot *slot = nullptr;
    if (message.kind == Mcp::RpcMessage::Kind::Request &&
        message.method == QLatin1String("initialize") && sessionId.isEmpty()) {
        // Sessions are small, but a client that initializes in a loop must not grow us for ever.
        if (m_sessions.size() >= MaxSessions) {
            replyJson(responder, Status::ServiceUnavailable,
                      Mcp::rpcError(message.id, Mcp::RpcErrorCode::InvalidRequest,
                                    QStringLiteral("too many sessions: end one with DELETE")));
            return true;
        }
        slot = newSession(QUuid::createUuid().toByteArray(QUuid::WithoutBraces));
    } else if (sessionId.isEmpty()) {
        replyJson(responder, Status::BadRequest,
                  Mcp::rpcError(message.kind == Mcp::RpcMessage::Kind::Request
                                    ? message.id
                                    : QJsonValue(QJsonValue::Null),
                                Mcp::RpcErrorCode::InvalidRequest,
                                QStringLiteral("Bad Request: no Mcp-Session-Id header (send "
                                               "initialize first)")));
        return true;
    } else if (found == m_sessions.end()) {
        replyJson(responder, Status::NotFound,
                  Mcp::rpcError(QJsonValue::Null, Mcp::RpcErrorCode::InvalidRequest,
                                QStringLiteral("Session not found: initialize again")));
        return true;
    } else {
        slot = found.value().get();
    }
    if (message.kind != Mcp::RpcMessage::Kind::Request) {
        slot->session->receive(message);
        reply(responder, Status::Accepted, {});
        return true;
    }
    slot->pending.insert(Mcp::rpcIdKey(message.id),
                         Pending{std::make_shared<QHttpServerResponder>(std::move(responder)),
                                 QPointer<QTcpSocket>(socket)});
    slot->session->receive(message);
    return true;
}

int mcpServeHttp(std::shared_ptr<const Mcp::ServerOptions> options,
                 const Mcp::HttpEndpoint &endpoint, const QByteArray &token)
{
    McpHttpServer server(options, endpoint.address, token);
    const quint16 port = server.listen(endpoint.address, endpoint.port);
    if (port == 0)
        return reportError(
            Error::of(Code::MCP_HTTP_ADDRESS, QStringLiteral("cannot listen on %1:%2")
                                                  .arg(endpoint.address.toString())
                                                  .arg(endpoint.port)));
    const QString host =
        endpoint.address.protocol() == QAbstractSocket::IPv6Protocol
            ? QString(QLatin1Char('[') + endpoint.address.toString() + QLatin1Char(']'))
            : endpoint.address.toString();
    // The line a test or a script waits for, with the port a ":0" request got.
    printErr(
        QStringLiteral("accelctl mcp serve: listening on http://%1:%2/mcp\n").arg(host).arg(port));
    return QCoreApplication::exec();
}

int runMcpServe(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    ClusterOptions cluster;
    const HostSeams host;
    const QCommandLineOption http(
        QStringLiteral("http"),
        QStringLiteral("Serve Streamable HTTP at http://ADDRESS:PORT/mcp instead of stdio "
                       "(loopback unless an address is given, e.g. 127.0.0.1:8765; port 0 "
                       "picks a free one)."),
        QStringLiteral("ADDRESS:PORT"));
    const QCommandLineOption tokenFile(
        QStringLiteral("token-file"),
        QStringLiteral("With --http: require Authorization: Bearer TOKEN, the first line of "
                       "FILE."),
        QStringLiteral("FILE"));
    parser.addOptions(cluster.sources());
    host.addTo(parser);
    parser.addOptions({http, tokenFile});
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (const int code = requireNoArguments(parser, command); code >= 0)
        return code;
    if (parser.isSet(tokenFile) && !parser.isSet(http))
        return usageError(QStringLiteral("mcp serve: --token-file goes with --http"));
    const Result<Kube::ClusterSource> source = clusterSource(parser, cluster);
    if (!source)
        return reportClusterError(source.error(), QStringLiteral("mcp serve"));

    auto options = std::make_shared<Mcp::ServerOptions>();
    options->version = QCoreApplication::applicationVersion();
    // The --request-timeout rule, for a whole call: its seconds, 0 the client's built-in hour.
    options->callDeadlineMs = source->requestTimeoutMs > 0 ? source->requestTimeoutMs : 3600000;
    options->tools = Mcp::accelTools();
    options->environment.host = host.sources(parser);
    options->environment.cluster = *source;

    if (!parser.isSet(http))
        return mcpServeStdio(options);
    const Result<Mcp::HttpEndpoint> endpoint = Mcp::parseHttpEndpoint(parser.value(http));
    if (!endpoint)
        return usageError(endpoint.error().message);
    QByteArray token;
    if (parser.isSet(tokenFile)) {
        const Result<QByteArray> read = Mcp::readTokenFile(parser.value(tokenFile));
        if (!read)
            return reportError(read.error());
        token = *read;
    }
    return mcpServeHttp(options, *endpoint, token);
}

} // namespace

QList<Command> mcpCommands()
{
    Command serve;
    serve.words = {QStringLiteral("mcp"), QStringLiteral("serve")};
    serve.synopsis = QStringLiteral(
        "[--http ADDRESS:PORT [--token-file FILE]] [--snapshot FILE | --demo | --kubeconfig FILE "
        "--context NAME] [--request-timeout SECONDS] [--host-root DIR] [--docker-info FILE]");
    serve.description = QStringLiteral(
        "Serve read-only Model Context Protocol tools (MCP 2025-11-25) for AI assistants: host "
        "hardware, launch plans, GPUs, pools, claims, explain pod, claim match and allocate, "
        "CEL, cluster info and workflow rendering, over stdio or Streamable HTTP. Nothing it "
        "offers launches, stops, applies or writes.");
    serve.group = CommandGroup::Assistants;
    serve.examples = {
        {QStringLiteral("The demo cluster for an assistant that starts the server on stdio (the "
                        "mcpServers entry in the README)"),
         QStringLiteral("accelctl mcp serve --demo"),
         QStringLiteral("an MCP client on its stdin and stdout")},
        {QStringLiteral("A saved fleet over Streamable HTTP on loopback, with a bearer token"),
         QStringLiteral("accelctl mcp serve --snapshot fleet.json --http 127.0.0.1:8765 "
                        "--token-file token"),
         QStringLiteral("an MCP client, fleet.json and token")},
    };
    serve.run = [serve](const QStringList &args) { return runMcpServe(serve, args); };
    return {serve};
}

} // namespace Accel::Cli
