// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Go's net/url parsing rules (url.go: parse, getScheme, parseAuthority, parseHost, unescape,
// shouldEscape), re-implemented for the Kubernetes URLs library.
#include "cel/urls.h"
#include "celtr.h"

#include "cel/stringsext.h"

#include <QCoreApplication>

namespace Accel::Cel {

namespace {

enum class Mode
{
    Path,
    Host,
    Zone,
    UserPassword,
    QueryComponent,
    Fragment,
};

bool isAlnum(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

int unhex(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return c - 'A' + 10;
}

/// Go's shouldEscape (RFC 3986 section 2).
bool shouldEscape(char c, Mode mode)
{
    if (isAlnum(c))
        return false;
    if (mode == Mode::Host || mode == Mode::Zone) {
        switch (c) {
        case '!':
        case '$':
        case '&':
        case '\'':
        case '(':
        case ')':
        case '*':
        case '+':
        case ',':
        case ';':
        case '=':
        case ':':
        case '[':
        case ']':
        case '<':
        case '>':
        case '"':
            return false;
        default:
            break;
        }
    }
    switch (c) {
    case '-':
    case '_':
    case '.':
    case '~':
        return false;
    case '$':
    case '&':
    case '+':
    case ',':
    case '/':
    case ':':
    case ';':
    case '=':
    case '?':
    case '@':
        switch (mode) {
        case Mode::UserPassword:
            return c == '@' || c == '/' || c == '?' || c == ':';
        case Mode::Path:
            return c == '?';
        case Mode::QueryComponent:
            return true;
        case Mode::Fragment:
            return false;
        default:
            break;
        }
        break;
    default:
        break;
    }
    if (mode == Mode::Fragment && (c == '!' || c == '(' || c == ')' || c == '*'))
        return false;
    return true;
}

/// Go's strconv.Quote of a short byte string, for error messages.
QString goQuote(const QByteArray &s)
{
    return Strings::quote(QString::fromUtf8(s));
}

/// Go's unescape: %XX decoded ('+' as a space in query components); nullopt with *ERROR on a bad
/// escape or, in a host, a character that needs one.
std::optional<QByteArray> unescape(const QByteArray &s, Mode mode, QString *error)
{
    for (qsizetype i = 0; i < s.size();) {
        const char c = s[i];
        if (c == '%') {
            if (i + 2 >= s.size() || !isHex(s[i + 1]) || !isHex(s[i + 2])) {
                *error = Tr::tr("invalid URL escape %1")
                             .arg(goQuote(s.mid(i, std::min<qsizetype>(3, s.size() - i))));
                return std::nullopt;
            }
            // In a host, %-escapes are only for non-ASCII bytes and the zone separator %25.
            if (mode == Mode::Host && unhex(s[i + 1]) < 8 && s.mid(i, 3) != "%25") {
                *error = Tr::tr("invalid URL escape %1").arg(goQuote(s.mid(i, 3)));
                return std::nullopt;
            }
            i += 3;
            continue;
        }
        if ((mode == Mode::Host || mode == Mode::Zone) && uchar(c) < 0x80 &&
            shouldEscape(c, mode)) {
            *error = Tr::tr("invalid character %1 in host name").arg(goQuote(s.mid(i, 1)));
            return std::nullopt;
        }
        ++i;
    }
    QByteArray out;
    out.reserve(s.size());
    for (qsizetype i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '%') {
            out += char(unhex(s[i + 1]) << 4 | unhex(s[i + 2]));
            i += 2;
        } else if (c == '+' && mode == Mode::QueryComponent) {
            out += ' ';
        } else {
            out += c;
        }
    }
    return out;
}

QByteArray escape(const QByteArray &s, Mode mode)
{
    static const char hex[] = "0123456789ABCDEF";
    QByteArray out;
    out.reserve(s.size());
    for (const char c : s) {
        if (shouldEscape(c, mode)) {
            out += '%';
            out += hex[uchar(c) >> 4];
            out += hex[uchar(c) & 15];
        } else {
            out += c;
        }
    }
    return out;
}

/// Go's validEncoded: whether S needs no further escaping to be a path.
bool validEncoded(const QByteArray &s)
{
    for (const char c : s) {
        switch (c) {
        case '!':
        case '$':
        case '&':
        case '\'':
        case '(':
        case ')':
        case '*':
        case '+':
        case ',':
        case ';':
        case '=':
        case ':':
        case '@':
        case '[':
        case ']':
        case '%':
            break;
        default:
            if (shouldEscape(c, Mode::Path))
                return false;
        }
    }
    return true;
}

bool validOptionalPort(const QByteArray &port)
{
    if (port.isEmpty())
        return true;
    if (port[0] != ':')
        return false;
    for (qsizetype i = 1; i < port.size(); ++i) {
        if (port[i] < '0' || port[i] > '9')
            return false;
    }
    return true;
}

std::optional<QByteArray> parseHost(const QByteArray &host, QString *error)
{
    if (host.startsWith('[')) {
        const qsizetype close = host.lastIndexOf(']');
        if (close < 0) {
            *error = Tr::tr("missing ']' in host");
            return std::nullopt;
        }
        const QByteArray colonPort = host.mid(close + 1);
        if (!validOptionalPort(colonPort)) {
            *error = Tr::tr("invalid port %1 after host").arg(goQuote(colonPort));
            return std::nullopt;
        }
        // An IPv6 zone (RFC 6874): "%25" and what follows up to ']' is escaped as a zone.
        if (const qsizetype zone = host.left(close).indexOf("%25"); zone >= 0) {
            const auto a = unescape(host.left(zone), Mode::Host, error);
            if (!a)
                return std::nullopt;
            const auto b = unescape(host.mid(zone, close - zone), Mode::Zone, error);
            if (!b)
                return std::nullopt;
            const auto c = unescape(host.mid(close), Mode::Host, error);
            if (!c)
                return std::nullopt;
            return *a + *b + *c;
        }
    } else if (const qsizetype colon = host.lastIndexOf(':'); colon >= 0) {
        const QByteArray colonPort = host.mid(colon);
        if (!validOptionalPort(colonPort)) {
            *error = Tr::tr("invalid port %1 after host").arg(goQuote(colonPort));
            return std::nullopt;
        }
    }
    return unescape(host, Mode::Host, error);
}

bool validUserinfo(const QByteArray &s)
{
    static const QByteArray allowed = "-._:~!$&'()*+,;=%@";
    for (const char c : s) {
        if (!isAlnum(c) && !allowed.contains(c))
            return false;
    }
    return true;
}

/// Go's url.parse(rawURL, viaRequest).
std::optional<Url> parseUrl(const QByteArray &raw, bool viaRequest, QString *error)
{
    for (const char c : raw) {
        if (uchar(c) < 0x20 || c == 0x7f) {
            *error = Tr::tr("net/url: invalid control character in URL");
            return std::nullopt;
        }
    }
    if (raw.isEmpty() && viaRequest) {
        *error = Tr::tr("empty url");
        return std::nullopt;
    }
    Url url;
    if (raw == "*") {
        url.path = "*";
        return url;
    }
    // The scheme: a letter, then letters, digits, '+', '-' or '.', up to ':'.
    QByteArray rest = raw;
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const char c = raw[i];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
            continue;
        if ((c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.') {
            if (i == 0)
                break;
            continue;
        }
        if (c == ':') {
            if (i == 0) {
                *error = Tr::tr("missing protocol scheme");
                return std::nullopt;
            }
            url.scheme = raw.left(i).toLower();
            rest = raw.mid(i + 1);
        }
        break;
    }
    if (rest.endsWith('?') && rest.count('?') == 1) {
        url.forceQuery = true;
        rest.chop(1);
    } else if (const qsizetype q = rest.indexOf('?'); q >= 0) {
        url.rawQuery = rest.mid(q + 1);
        rest = rest.left(q);
    }
    if (!rest.startsWith('/')) {
        if (!url.scheme.isEmpty()) {
            url.opaque = rest; // rootless: mailto:user@host
            return url;
        }
        if (viaRequest) {
            *error = Tr::tr("invalid URI for request");
            return std::nullopt;
        }
        // A colon in the first segment would read as a scheme (RFC 3986, section 3.3).
        const qsizetype slash = rest.indexOf('/');
        if (rest.left(slash < 0 ? rest.size() : slash).contains(':')) {
            *error = Tr::tr("first path segment in URL cannot contain colon");
            return std::nullopt;
        }
    }
    if ((!url.scheme.isEmpty() || (!viaRequest && !rest.startsWith("///"))) &&
        rest.startsWith("//")) {
        QByteArray authority = rest.mid(2);
        rest.clear();
        if (const qsizetype slash = authority.indexOf('/'); slash >= 0) {
            rest = authority.mid(slash);
            authority = authority.left(slash);
        }
        const qsizetype at = authority.lastIndexOf('@');
        const auto host = parseHost(at < 0 ? authority : authority.mid(at + 1), error);
        if (!host)
            return std::nullopt;
        url.host = *host;
        if (at >= 0) {
            const QByteArray userinfo = authority.left(at);
            if (!validUserinfo(userinfo)) {
                *error = Tr::tr("net/url: invalid userinfo");
                return std::nullopt;
            }
            const qsizetype colon = userinfo.indexOf(':');
            if (!unescape(userinfo.left(colon < 0 ? userinfo.size() : colon), Mode::UserPassword,
                          error) ||
                (colon >= 0 && !unescape(userinfo.mid(colon + 1), Mode::UserPassword, error)))
                return std::nullopt;
            url.userinfo = userinfo;
            url.hasUserinfo = true;
        }
    }
    const auto path = unescape(rest, Mode::Path, error);
    if (!path)
        return std::nullopt;
    url.path = *path;
    if (escape(url.path, Mode::Path) != rest)
        url.rawPath = rest;
    return url;
}

} // namespace

std::optional<Url> Url::parse(const QString &text, QString *error)
{
    QString ignored;
    QString *why = error ? error : &ignored;
    const QByteArray raw = text.toUtf8();
    if (!parseUrl(raw, true, why)) {
        *why = QStringLiteral("parse %1: %2").arg(goQuote(raw), *why);
        return std::nullopt;
    }
    // ParseRequestURI keeps a fragment in the path or query; url.Parse splits it off.
    const qsizetype hash = raw.indexOf('#');
    std::optional<Url> url = parseUrl(hash < 0 ? raw : raw.left(hash), false, why);
    if (url && hash >= 0) {
        const auto fragment = unescape(raw.mid(hash + 1), Mode::Fragment, why);
        if (!fragment)
            url.reset();
        else
            url->fragment = *fragment;
    }
    if (!url)
        *why = QStringLiteral("parse %1: %2").arg(goQuote(raw), *why);
    return url;
}

QString Url::hostname() const
{
    QByteArray h = host;
    if (const qsizetype colon = h.lastIndexOf(':'); colon >= 0 && validOptionalPort(h.mid(colon)))
        h = h.left(colon);
    if (h.startsWith('[') && h.endsWith(']'))
        h = h.mid(1, h.size() - 2);
    return QString::fromUtf8(h);
}

QString Url::port() const
{
    if (const qsizetype colon = host.lastIndexOf(':');
        colon >= 0 && validOptionalPort(host.mid(colon)))
        return QString::fromUtf8(host.mid(colon + 1));
    return {};
}

QString Url::escapedPath() const
{
    if (!rawPath.isEmpty() && validEncoded(rawPath)) {
        QString ignored;
        if (const auto p = unescape(rawPath, Mode::Path, &ignored); p && *p == path)
            return QString::fromUtf8(rawPath);
    }
    if (path == "*")
        return QStringLiteral("*");
    return QString::fromUtf8(escape(path, Mode::Path));
}

QList<std::pair<QString, QStringList>> Url::query() const
{
    QList<std::pair<QString, QStringList>> out;
    for (const QByteArray &pair : rawQuery.split('&')) {
        if (pair.isEmpty() || pair.contains(';'))
            continue;
        const qsizetype eq = pair.indexOf('=');
        QString ignored;
        const auto key = unescape(eq < 0 ? pair : pair.left(eq), Mode::QueryComponent, &ignored);
        const auto value =
            unescape(eq < 0 ? QByteArray() : pair.mid(eq + 1), Mode::QueryComponent, &ignored);
        if (!key || !value)
            continue;
        const QString k = QString::fromUtf8(*key);
        auto it =
            std::find_if(out.begin(), out.end(), [&k](const auto &e) { return e.first == k; });
        if (it == out.end())
            out.append({k, {QString::fromUtf8(*value)}});
        else
            it->second.append(QString::fromUtf8(*value));
    }
    return out;
}

QString Url::toString() const
{
    QByteArray out;
    if (!scheme.isEmpty())
        out += scheme + ':';
    if (!opaque.isEmpty()) {
        out += opaque;
    } else {
        if (!scheme.isEmpty() || !host.isEmpty() || hasUserinfo) {
            if (!host.isEmpty() || !path.isEmpty() || hasUserinfo)
                out += "//";
            if (hasUserinfo)
                out += userinfo + '@';
            out += escape(host, Mode::Host);
        }
        const QByteArray p = escapedPath().toUtf8();
        if (!p.isEmpty() && !p.startsWith('/') && !host.isEmpty())
            out += '/';
        out += p;
    }
    if (forceQuery || !rawQuery.isEmpty())
        out += '?' + rawQuery;
    if (!fragment.isEmpty())
        out += '#' + escape(fragment, Mode::Fragment);
    return QString::fromUtf8(out);
}

namespace Urls {

Value url(const QString &s)
{
    QString error;
    std::optional<Url> u = Url::parse(s, &error);
    if (!u)
        return Value::error(Tr::tr("URL parse error during conversion from string: %1").arg(error));
    return Value::url(std::move(*u));
}

bool isUrl(const QString &s)
{
    QString ignored;
    return parseUrl(s.toUtf8(), true, &ignored).has_value(); // ParseRequestURI alone
}

Value query(const Url &url)
{
    QList<std::pair<Value, Value>> entries;
    for (const auto &[key, values] : url.query()) {
        QList<Value> items;
        for (const QString &v : values)
            items.append(Value::string(v));
        entries.append({Value::string(key), Value::list(std::move(items))});
    }
    return Value::map(std::move(entries));
}

} // namespace Urls

} // namespace Accel::Cel
