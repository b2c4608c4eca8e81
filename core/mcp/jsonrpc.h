// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

/// JSON-RPC 2.0 framing as the Model Context Protocol (revision 2025-11-25, "Base Protocol")
/// uses it: one message per line on stdio or per HTTP POST body, no batches (removed in
/// 2025-06-18), request ids strings or integers (never null), params an object.
namespace Accel::Mcp {

/// JSON-RPC 2.0's error codes (section 5.1).
enum class RpcErrorCode : int
{
    ParseError = -32700,
    InvalidRequest = -32600,
    MethodNotFound = -32601,
    InvalidParams = -32602,
    InternalError = -32603,
};

/// One message that parsed and is well formed.
struct RpcMessage
{
    enum class Kind
    {
        Invalid = 0,
        Request,      ///< method and id: answered with a result or an error
        Notification, ///< method, no id: never answered
        Response,     ///< result or error with an id (an answer to a request of ours)
    };
    Kind kind = Kind::Invalid;
    QJsonValue id; ///< string or integer; undefined for a notification
    QString method;
    QJsonObject params; ///< empty when the message has none
    bool hasParams = false;
};

/// What parseRpcMessage() makes of BYTES: the message, or the error response to send (its id
/// is the request's where one could be read, else null, as section 5 requires).
struct RpcParse
{
    std::optional<RpcMessage> message;
    QJsonObject errorResponse;
};

/// Parses one message of at most MAXBYTES bytes (Limits::McpRequestBytes): -32700 for text that
/// is no JSON, -32600 for JSON that is no request, notification or response (an array, a
/// missing or wrong "jsonrpc", a null or fractional id, params that are no object) and for a
/// message over the limit. Leading and trailing white space (a line's "\r") is ignored.
RpcParse parseRpcMessage(const QByteArray &bytes, qint64 maxBytes);

/// {"jsonrpc": "2.0", "id": ID, "result": RESULT}.
QJsonObject rpcResult(const QJsonValue &id, const QJsonObject &result);
/// {"jsonrpc": "2.0", "id": ID, "error": {"code", "message", "data"?}}; ID null where the
/// request's id could not be read.
QJsonObject rpcError(const QJsonValue &id, RpcErrorCode code, const QString &message,
                     const QJsonValue &data = QJsonValue::Undefined);
/// {"jsonrpc": "2.0", "method": METHOD, "params": PARAMS}.
QJsonObject rpcNotification(const QString &method, const QJsonObject &params);

/// MESSAGE as one line of compact JSON (no newline) in which every character a terminal could
/// obey (DEL, the C1 controls, Bidi_Control characters, U+2028/9) is written as a `\uXXXX`
/// escape, so the line passes core/printable.h's checks unchanged and stays the same JSON value
/// (object names from a cluster may carry them: tests/fixtures/cluster/hostile-terminal.yaml).
QByteArray rpcSerialize(const QJsonObject &message);

/// The id as a map key ("s:abc", "n:7"): ids of both kinds never collide.
QString rpcIdKey(const QJsonValue &id);

} // namespace Accel::Mcp
