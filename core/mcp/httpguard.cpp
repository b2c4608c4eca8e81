// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "mcp/httpguard.h"
#include "mcp/mcpcodes.h"
#include "mcp/mcptr.h"

#include "inputfile.h"
#include "resourcelimits.h"

#include <QUrl>

namespace Accel::Mcp {

namespace {

/// "host" or "host:port" or "[v6]:port" without the port, lower case; brackets dropped.
QString httpHostOnly(const QString &hostPort)
{
    QString host = hostPort.trimmed().toLower();
    if (host.startsWith(QLatin1Char('['))) {
        const qsizetype close = host.indexOf(QLatin1Char(']'));
        return close < 0 ? QString() : host.mid(1, close - 1);
    }
    const qsizetype colon = host.lastIndexOf(QLatin1Char(':'));
    return colon < 0 ? host : host.left(colon);
}

bool httpNamesListener(const QString &host, const QHostAddress &listen)
{
    if (host.isEmpty())
        return false;
    if (listen.isLoopback() || listen == QHostAddress::LocalHost) {
        if (host == QLatin1String("localhost"))
            return true;
        const QHostAddress address(host);
        return !address.isNull() && address.isLoopback();
    }
    const QHostAddress address(host);
    return !address.isNull() && address.isEqual(listen, QHostAddress::TolerantConversion);
}

} // namespace

Result<HttpEndpoint> parseHttpEndpoint(const QString &text)
{
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    const auto bad = [&text](const QString &why) {
        return tl::unexpected(
            Error::of(Code::MCP_HTTP_ADDRESS, Tr::tr("--http \"%1\": %2").arg(text, why)));
    };
    if (colon < 0)
        return bad(Tr::tr("needs ADDRESS:PORT"));
    bool ok = false;
    const uint port = text.mid(colon + 1).toUInt(&ok);
    if (!ok || port > 65535)
        return bad(Tr::tr("the port is no number from 0 to 65535"));
    QString host = text.left(colon);
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    HttpEndpoint endpoint;
    endpoint.port = quint16(port);
    if (host.isEmpty() || host == QLatin1String("localhost"))
        endpoint.address = QHostAddress(QHostAddress::LocalHost);
    else
        endpoint.address = QHostAddress(host);
    if (endpoint.address.isNull())
        return bad(Tr::tr("the address is no IP address (names other than localhost are not "
                          "resolved)"));
    return endpoint;
}

QString checkHttpOrigin(const QByteArray &host, const QByteArray &origin,
                        const QHostAddress &listen)
{
    if (!httpNamesListener(httpHostOnly(QString::fromLatin1(host)), listen))
        return Tr::tr("the Host header does not name this server");
    if (origin.isEmpty())
        return {};
    const QUrl url(QString::fromLatin1(origin));
    if (!url.isValid() ||
        (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")))
        return Tr::tr("the Origin header is not one this server accepts");
    if (!httpNamesListener(url.host().toLower(), listen))
        return Tr::tr("the Origin header is not one this server accepts");
    return {};
}

Result<QByteArray> readTokenFile(const QString &path)
{
    const Result<QByteArray> bytes = readInputFile(path, Limits::CredentialFileBytes);
    if (!bytes)
        return tl::unexpected(bytes.error());
    const QByteArray token = bytes->split('\n').constFirst().trimmed();
    bool printable = token.size() >= 16;
    for (const char c : token)
        printable = printable && c > 0x20 && c < 0x7f;
    if (!printable)
        return tl::unexpected(Error::of(
            Code::MCP_TOKEN_FILE,
            Tr::tr("%1: the first line is no token of 16 or more printable characters").arg(path)));
    return token;
}

bool bearerMatches(const QByteArray &authorization, const QByteArray &token)
{
    static const QByteArray scheme("Bearer ");
    if (token.isEmpty() || !authorization.startsWith(scheme))
        return false;
    const QByteArray given = authorization.mid(scheme.size()).trimmed();
    // The whole length is compared whatever differs first, so the time says nothing of where.
    unsigned char diff = given.size() == token.size() ? 0 : 1;
    for (qsizetype i = 0; i < token.size(); ++i)
        diff |= (i < given.size() ? given[i] : 0) ^ token[i];
    return diff == 0;
}

} // namespace Accel::Mcp
