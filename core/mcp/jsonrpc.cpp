// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "mcp/jsonrpc.h"
#include "mcp/mcptr.h"

#include "resourcelimits.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace Accel::Mcp {

namespace {

QJsonValue idIfValid(const QJsonObject &object)
{
    const QJsonValue id = object.value(QLatin1String("id"));
    if (id.isString())
        return id;
    if (id.isDouble()) {
        const double n = id.toDouble();
        if (std::isfinite(n) && std::floor(n) == n && std::fabs(n) <= 9007199254740991.0)
            return id;
    }
    return QJsonValue::Null;
}

RpcParse invalidRpc(const QJsonValue &id, const QString &message)
{
    RpcParse out;
    out.errorResponse = rpcError(id, RpcErrorCode::InvalidRequest, message);
    return out;
}

} // namespace

RpcParse parseRpcMessage(const QByteArray &bytes, qint64 maxBytes)
{
    if (bytes.size() > maxBytes)
        return invalidRpc(QJsonValue::Null,
                          Tr::tr("the message is %1 bytes, more than the mcp-request limit of %2")
                              .arg(bytes.size())
                              .arg(Limits::formatValue(Limits::McpRequestBytes, maxBytes)));
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(bytes.trimmed(), &error);
    if (error.error != QJsonParseError::NoError) {
        // QJsonDocument reads objects and arrays only: a scalar ("ping", 7) is JSON, but no
        // request (JSON-RPC 2.0, section 5.1: -32600, not -32700).
        QJsonParseError inArray{};
        QJsonDocument::fromJson('[' + bytes.trimmed() + ']', &inArray);
        if (inArray.error == QJsonParseError::NoError)
            return invalidRpc(QJsonValue::Null, Tr::tr("a message is a JSON object"));
        RpcParse out;
        out.errorResponse =
            rpcError(QJsonValue::Null, RpcErrorCode::ParseError,
                     Tr::tr("not JSON at byte %1: %2").arg(error.offset).arg(error.errorString()));
        return out;
    }
    if (document.isArray())
        return invalidRpc(QJsonValue::Null,
                          Tr::tr("batches are not part of MCP 2025-11-25: send one message at a "
                                 "time"));
    if (!document.isObject())
        return invalidRpc(QJsonValue::Null, Tr::tr("a message is a JSON object"));
    const QJsonObject object = document.object();
    const QJsonValue id = idIfValid(object);
    if (object.value(QLatin1String("jsonrpc")) != QLatin1String("2.0"))
        return invalidRpc(id, Tr::tr("\"jsonrpc\" must be \"2.0\""));
    const bool hasId = object.contains(QLatin1String("id"));
    if (hasId && id.isNull())
        return invalidRpc(QJsonValue::Null,
                          Tr::tr("\"id\" must be a string or an integer (never null)"));

    RpcMessage message;
    message.id = hasId ? id : QJsonValue(QJsonValue::Undefined);
    const QJsonValue method = object.value(QLatin1String("method"));
    if (method.isUndefined()) {
        const bool result = object.contains(QLatin1String("result"));
        const bool failure = object.contains(QLatin1String("error"));
        if (!hasId || result == failure)
            return invalidRpc(id, Tr::tr("a message needs a \"method\", or an \"id\" with "
                                         "either \"result\" or \"error\""));
        message.kind = RpcMessage::Kind::Response;
        RpcParse out;
        out.message = message;
        return out;
    }
    if (!method.isString() || method.toString().isEmpty())
        return invalidRpc(id, Tr::tr("\"method\" must be a non-empty string"));
    message.method = method.toString();
    const QJsonValue params = object.value(QLatin1String("params"));
    if (!params.isUndefined()) {
        if (!params.isObject())
            return invalidRpc(id, Tr::tr("\"params\" must be an object"));
        message.params = params.toObject();
        message.hasParams = true;
    }
    message.kind = hasId ? RpcMessage::Kind::Request : RpcMessage::Kind::Notification;
    RpcParse out;
    out.message = message;
    return out;
}

QJsonObject rpcResult(const QJsonValue &id, const QJsonObject &result)
{
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
            {QStringLiteral("id"), id},
            {QStringLiteral("result"), result}};
}

QJsonObject rpcError(const QJsonValue &id, RpcErrorCode code, const QString &message,
                     const QJsonValue &data)
{
    QJsonObject error{{QStringLiteral("code"), int(code)}, {QStringLiteral("message"), message}};
    if (!data.isUndefined())
        error.insert(QStringLiteral("data"), data);
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
            {QStringLiteral("id"), id.isUndefined() ? QJsonValue(QJsonValue::Null) : id},
            {QStringLiteral("error"), error}};
}

QJsonObject rpcNotification(const QString &method, const QJsonObject &params)
{
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
            {QStringLiteral("method"), method},
            {QStringLiteral("params"), params}};
}

QByteArray rpcSerialize(const QJsonObject &message)
{
    const QByteArray compact = QJsonDocument(message).toJson(QJsonDocument::Compact);
    const QString text = QString::fromUtf8(compact);
    QString out;
    out.reserve(text.size());
    bool changed = false;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool escape = u == 0x7f || (u >= 0x80 && u <= 0x9f) || u == 0x061c || u == 0x200e ||
                            u == 0x200f || (u >= 0x202a && u <= 0x202e) ||
                            (u >= 0x2066 && u <= 0x2069) || u == 0x2028 || u == 0x2029;
        if (escape) {
            out += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
            changed = true;
        } else {
            out += c;
        }
    }
    return changed ? out.toUtf8() : compact;
}

QString rpcIdKey(const QJsonValue &id)
{
    if (id.isString())
        return QStringLiteral("s:") + id.toString();
    return QStringLiteral("n:") + QString::number(qint64(id.toDouble()));
}

} // namespace Accel::Mcp
