// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "mcp/jsonrpc.h"
#include "mcp/mcptool.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>

namespace Accel::Mcp {

/// The protocol revision this server speaks, and the older ones it answers in their own terms
/// (lifecycle "Version Negotiation": the client's version when supported, else ours).
inline constexpr char ProtocolVersion[] = "2025-11-25";
QStringList supportedProtocolVersions();

/// The last read of an offline cluster source (`--snapshot FILE`, `--demo`) and its
/// preparation, kept for the calls after it while the source is unchanged (issue 37: at 65,000
/// nodes a snapshot takes half a minute to read and its claims several seconds to prepare, so an
/// assistant's second question must not pay for that again). A live cluster is read per call.
/// Used on the sessions' thread only.
class KeptCluster
{
public:
    struct Entry
    {
        Kube::ClusterRead read;
        Dra::PreparedCluster prepared;
    };

    /// What SOURCE's data is now: "demo", or the snapshot file's device, inode, size and
    /// modification and change times; empty (never kept) for a live cluster, a file that cannot
    /// be stat'ed (it is then read, and its error told, as on every call), anything but a
    /// regular file, and a file changed in the last second (a change in the same tick of the
    /// file system's clock would leave the times as they were).
    static QByteArray identityOf(const Kube::ClusterSource &source);

    /// The entry kept for IDENTITY, if that is what is kept.
    std::optional<Entry> find(const QByteArray &identity) const;
    /// READ (of SOURCE, whose identity before the read was IDENTITY) with a new preparation;
    /// kept, in place of what was, when SOURCE's identity is still IDENTITY.
    Entry keep(const QByteArray &identity, const Kube::ClusterSource &source,
               const Kube::ClusterRead &read);
    /// Drops what is kept.
    void forget();

private:
    QByteArray m_identity;
    std::optional<Entry> m_entry;
};

/// What every session of one server shares.
struct ServerOptions
{
    QString name = QStringLiteral("accelctl");
    QString version;
    /// The per-call deadline (the --request-timeout rule: the seconds given, 0 the built-in
    /// hour), in milliseconds.
    int callDeadlineMs = 30000;
    QList<Tool> tools;
    ToolEnvironment environment;
    /// The offline cluster as last read, shared by every session of the server.
    std::shared_ptr<KeptCluster> kept = std::make_shared<KeptCluster>();
};

/// One MCP session (lifecycle, tools/list, tools/call, ping, cancellation, progress), over
/// whatever transport feeds it messages: stdio has one, Streamable HTTP one per Mcp-Session-Id.
///
/// receive() takes one message; what the session says goes out through the `send` callback
/// (responses, progress notifications), on this object's thread, never from inside receive()
/// for a tools/call (it answers later). A tools/call reads the cluster when the tool asks
/// (Kube::ClusterLoadJob, progress notifications from its steps), then runs the tool on a worker
/// thread; notifications/cancelled or the deadline stops it (the worker's result, if it comes,
/// is dropped). Every result is capped at the mcp-output limit.
class Session : public QObject
{
    Q_OBJECT

public:
    using Sender = std::function<void(const QJsonObject &message)>;

    Session(std::shared_ptr<const ServerOptions> options, Sender send, QObject *parent = nullptr);
    ~Session() override;

    /// One message as bytes (a stdio line, an HTTP body).
    void receive(const QByteArray &bytes);
    /// One message already parsed (the HTTP transport parses to route the answer).
    void receive(const RpcMessage &message);

    bool isInitialized() const { return m_initialized; }
    QString negotiatedVersion() const { return m_version; }
    /// Calls running (cluster read or tool).
    int callsInFlight() const { return int(m_calls.size()); }
    /// Cancels every call (the transport closes); nothing more is sent.
    void cancelAll();

private:
    struct Call;

    void handleRequest(const RpcMessage &message);
    void handleNotification(const RpcMessage &message);
    QJsonObject initializeResult(const RpcMessage &message, bool *ok);
    QJsonObject toolsList() const;
    void startCall(const RpcMessage &message);
    void runTool(const QString &key);
    void finishCall(const QString &key, const Result<ToolAnswer> &answer);
    void progress(const QString &key, double done, double total, const QString &message);
    void dropCall(const QString &key);

    std::shared_ptr<const ServerOptions> m_options;
    Sender m_send;
    bool m_initializeAnswered = false;
    bool m_initialized = false;
    QString m_version;
    QHash<QString, std::shared_ptr<Call>> m_calls;
};

/// The tool result for ANSWER ({content, structuredContent, isError: false}) or ERROR
/// ({content: "CODE: message" and "hint: …", isError: true}), capped at MAXBYTES of compact JSON
/// (Limits::McpOutputBytes): past it the longest array in the structured content (or the list
/// the tool already cut, ToolAnswer::cutPath) keeps the most entries that fit, and `truncated`
/// {array, kept, omitted, note} says so, counting what the tool left out, in the summary too.
QJsonObject toolResult(const Result<ToolAnswer> &answer, qint64 maxBytes);

/// Problems with a tool's declaration (schemas that do not compile, a name used twice, an
/// inputSchema or outputSchema that is no object schema): empty when all is well.
QStringList checkTools(const QList<Tool> &tools);

} // namespace Accel::Mcp
