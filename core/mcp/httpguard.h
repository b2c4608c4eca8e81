// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QByteArray>
#include <QHostAddress>
#include <QString>

/// The checks `accelctl mcp serve --http` makes before a request reaches a session (MCP
/// 2025-11-25, "Transports", "Security Warning"): the Origin header against DNS rebinding, the
/// Host header for the same reason, and the optional bearer token.
namespace Accel::Mcp {

/// `--http ADDRESS:PORT` ("127.0.0.1:8765", "[::1]:8765", "localhost:8765", ":8765" for
/// loopback): the address to listen on and the port (0: any free one). Errors:
/// MCP_HTTP_ADDRESS naming what is wrong.
struct HttpEndpoint
{
    QHostAddress address;
    quint16 port = 0;
};
Result<HttpEndpoint> parseHttpEndpoint(const QString &text);

/// Whether a request with these Host and Origin headers may reach a server listening on
/// LISTEN: Host must name the listening address or, on loopback, localhost/127.0.0.1/[::1]
/// (a DNS-rebound page sends its own name); Origin, when present, must be http(s) on such a
/// host ("null" and any other origin are refused). On an address that is not loopback, Host
/// and Origin must name that address. Empty on success, else why (for the 403's body).
QString checkHttpOrigin(const QByteArray &host, const QByteArray &origin,
                        const QHostAddress &listen);

/// The token of `--token-file FILE`: its first line, trimmed, at least 16 printable ASCII
/// characters; the file is read under the credential-file limit. Errors: MCP_TOKEN_FILE, and
/// the file reader's.
Result<QByteArray> readTokenFile(const QString &path);

/// Whether AUTHORIZATION is "Bearer TOKEN" (compared in constant time).
bool bearerMatches(const QByteArray &authorization, const QByteArray &token);

} // namespace Accel::Mcp
