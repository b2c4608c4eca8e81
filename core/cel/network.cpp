// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cel/network.h"
#include "celtr.h"

#include <QCoreApplication>

#include <limits>

namespace Accel::Cel {

namespace {

/// Go's strconv.Quote, for the text that addresses are made of: double quotes, with `"`, `\`
/// and control characters escaped.
QString goQuote(QStringView s)
{
    QString out = QStringLiteral("\"");
    for (const QChar c : s) {
        switch (c.unicode()) {
        case u'"':
            out += QLatin1String("\\\"");
            break;
        case u'\\':
            out += QLatin1String("\\\\");
            break;
        case u'\a':
            out += QLatin1String("\\a");
            break;
        case u'\b':
            out += QLatin1String("\\b");
            break;
        case u'\f':
            out += QLatin1String("\\f");
            break;
        case u'\n':
            out += QLatin1String("\\n");
            break;
        case u'\r':
            out += QLatin1String("\\r");
            break;
        case u'\t':
            out += QLatin1String("\\t");
            break;
        case u'\v':
            out += QLatin1String("\\v");
            break;
        default:
            if (c.unicode() < 0x20 || c.unicode() == 0x7f)
                out += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    return out + QLatin1Char('"');
}

/// Why an address did not parse: Go's message, and the rest of the input where it stopped
/// (Go's parseAddrError `at`; empty when the message names no place).
struct AddrError
{
    QString message;
    QStringView at;
};

int hexDigit(QChar c)
{
    const char16_t u = c.unicode();
    if (u >= u'0' && u <= u'9')
        return u - u'0';
    if (u >= u'a' && u <= u'f')
        return u - u'a' + 10;
    if (u >= u'A' && u <= u'F')
        return u - u'A' + 10;
    return -1;
}

/// Four dotted decimal fields into FIELDS (Go's parseIPv4Fields).
bool parseIpv4Fields(QStringView s, quint8 *fields, AddrError *error)
{
    int value = 0;
    int field = 0;
    int digits = 0;
    for (qsizetype k = 0; k < s.size(); ++k) {
        const char16_t c = s[k].unicode();
        if (c >= u'0' && c <= u'9') {
            if (digits == 1 && value == 0) {
                error->message = Tr::tr("IPv4 field has octet with leading zero");
                return false;
            }
            value = value * 10 + (c - u'0');
            ++digits;
            if (value > 255) {
                error->message = Tr::tr("IPv4 field has value >255");
                return false;
            }
        } else if (c == u'.') {
            if (k == 0 || k == s.size() - 1 || s[k - 1] == u'.') {
                error->message = Tr::tr("IPv4 field must have at least one digit");
                error->at = s.sliced(k);
                return false;
            }
            if (field == 3) {
                error->message = Tr::tr("IPv4 address too long");
                return false;
            }
            fields[field++] = quint8(value);
            value = 0;
            digits = 0;
        } else {
            error->message = Tr::tr("unexpected character");
            error->at = s.sliced(k);
            return false;
        }
    }
    if (field < 3) {
        error->message = Tr::tr("IPv4 address too short");
        return false;
    }
    fields[3] = quint8(value);
    return true;
}

/// Go's parseIPv6: hex fields, one `::`, an optional trailing IPv4 part and `%zone`.
std::optional<IpAddress> parseIpv6(QStringView in, AddrError *error, QString *zone)
{
    QStringView s = in;
    if (const qsizetype percent = s.indexOf(u'%'); percent >= 0) {
        const QStringView z = s.sliced(percent + 1);
        if (z.isEmpty()) {
            error->message = Tr::tr("zone must be a non-empty string");
            return std::nullopt;
        }
        *zone = z.toString();
        s = s.first(percent);
    }
    IpAddress ip;
    ip.family = IpAddress::Family::V6;
    auto &b = ip.bytes;
    int ellipsis = -1; // where `::` stands, in bytes
    if (s.size() >= 2 && s[0] == u':' && s[1] == u':') {
        ellipsis = 0;
        s = s.sliced(2);
        if (s.isEmpty())
            return ip;
    }
    int filled = 0;
    const auto fail = [error](const QString &message, QStringView at) {
        error->message = message;
        error->at = at;
        return std::nullopt;
    };
    while (filled < 16) {
        qsizetype digits = 0;
        quint32 field = 0;
        for (; digits < s.size(); ++digits) {
            const int d = hexDigit(s[digits]);
            if (d < 0)
                break;
            field = (field << 4) + quint32(d);
            if (digits > 3)
                return fail(Tr::tr("each group must have 4 or less digits"), s);
        }
        if (digits == 0)
            return fail(Tr::tr("each colon-separated field must have at least one digit"), s);
        if (digits < s.size() && s[digits] == u'.') {
            if (ellipsis < 0 && filled != 12)
                return fail(
                    Tr::tr("embedded IPv4 address must replace the final 2 fields of the address"),
                    s);
            if (filled + 4 > 16)
                return fail(Tr::tr("too many hex fields to fit an embedded IPv4 at the end of the "
                                   "address"),
                            s);
            if (!parseIpv4Fields(s, b.data() + filled, error))
                return std::nullopt;
            s = {};
            filled += 4;
            break;
        }
        b[size_t(filled)] = quint8(field >> 8);
        b[size_t(filled + 1)] = quint8(field);
        filled += 2;
        s = s.sliced(digits);
        if (s.isEmpty())
            break;
        if (s[0] != u':')
            return fail(Tr::tr("unexpected character, want colon"), s);
        if (s.size() == 1)
            return fail(Tr::tr("colon must be followed by more characters"), s);
        s = s.sliced(1);
        if (s[0] == u':') {
            if (ellipsis >= 0)
                return fail(Tr::tr("multiple :: in address"), s);
            ellipsis = filled;
            s = s.sliced(1);
            if (s.isEmpty())
                break;
        }
    }
    if (!s.isEmpty())
        return fail(Tr::tr("trailing garbage after address"), s);
    if (filled < 16) {
        if (ellipsis < 0)
            return fail(Tr::tr("address string too short"), {});
        const int gap = 16 - filled;
        for (int k = filled - 1; k >= ellipsis; --k)
            b[size_t(k + gap)] = b[size_t(k)];
        for (int k = ellipsis; k < ellipsis + gap; ++k)
            b[size_t(k)] = 0;
    } else if (ellipsis >= 0) {
        return fail(Tr::tr("the :: must expand to at least one field of zeros"), s);
    }
    return ip;
}

QString parseAddrMessage(QStringView in, const AddrError &error)
{
    if (error.at.isEmpty())
        return Tr::tr("ParseAddr(%1): %2").arg(goQuote(in), error.message);
    return Tr::tr("ParseAddr(%1): %2 (at %3)").arg(goQuote(in), error.message, goQuote(error.at));
}

/// The IPv4 address of an IPv4-mapped IPv6 address; other addresses as they are (Go's Unmap).
IpAddress unmapped(const IpAddress &ip)
{
    if (!ip.is4In6())
        return ip;
    IpAddress v4;
    v4.family = IpAddress::Family::V4;
    for (size_t k = 0; k < 4; ++k)
        v4.bytes[k] = ip.bytes[12 + k];
    return v4;
}

QString ipv4Text(const quint8 *b)
{
    return QStringLiteral("%1.%2.%3.%4").arg(b[0]).arg(b[1]).arg(b[2]).arg(b[3]);
}

} // namespace

std::optional<IpAddress> IpAddress::parse(QStringView text, QString *error, QString *zone)
{
    QString ignoredZone;
    QString *z = zone ? zone : &ignoredZone;
    z->clear();
    AddrError e;
    std::optional<IpAddress> ip;
    bool dispatched = false;
    for (const QChar c : text) {
        if (c == u'.') {
            IpAddress v4;
            v4.family = Family::V4;
            if (parseIpv4Fields(text, v4.bytes.data(), &e))
                ip = v4;
            dispatched = true;
            break;
        }
        if (c == u':') {
            ip = parseIpv6(text, &e, z);
            dispatched = true;
            break;
        }
        if (c == u'%') {
            // An IPv6 zone without the address before it.
            e.message = Tr::tr("missing IPv6 address");
            dispatched = true;
            break;
        }
    }
    if (!dispatched)
        e.message = Tr::tr("unable to parse IP");
    if (!ip && error)
        *error = parseAddrMessage(text, e);
    return ip;
}

bool IpAddress::is4In6() const
{
    if (family != Family::V6)
        return false;
    for (size_t k = 0; k < 10; ++k) {
        if (bytes[k] != 0)
            return false;
    }
    return bytes[10] == 0xff && bytes[11] == 0xff;
}

QString IpAddress::toString() const
{
    if (family == Family::V4)
        return ipv4Text(bytes.data());
    if (family != Family::V6)
        return QStringLiteral("invalid IP");
    if (is4In6())
        return QStringLiteral("::ffff:") + ipv4Text(bytes.data() + 12);
    quint16 fields[8];
    for (int k = 0; k < 8; ++k)
        fields[k] = quint16((bytes[size_t(2 * k)] << 8) | bytes[size_t(2 * k + 1)]);
    // The longest run of two or more zero fields, the first one on a tie (RFC 5952, 4.2).
    int runStart = -1;
    int runLength = 1;
    for (int k = 0; k < 8;) {
        if (fields[k] != 0) {
            ++k;
            continue;
        }
        int end = k;
        while (end < 8 && fields[end] == 0)
            ++end;
        if (end - k > runLength) {
            runStart = k;
            runLength = end - k;
        }
        k = end;
    }
    QString out;
    for (int k = 0; k < 8; ++k) {
        if (k == runStart) {
            out += QLatin1String("::");
            k += runLength - 1;
            continue;
        }
        if (k > 0 && k != runStart + runLength)
            out += QLatin1Char(':');
        out += QString::number(fields[k], 16);
    }
    return out;
}

bool IpAddress::isUnspecified() const
{
    if (family == Family::Invalid)
        return false;
    const int n = bitLength() / 8;
    for (int k = 0; k < n; ++k) {
        if (bytes[size_t(k)] != 0)
            return false;
    }
    return true;
}

bool IpAddress::isLoopback() const
{
    const IpAddress ip = unmapped(*this);
    if (ip.family == Family::V4)
        return ip.bytes[0] == 127;
    if (ip.family != Family::V6)
        return false;
    for (size_t k = 0; k < 15; ++k) {
        if (ip.bytes[k] != 0)
            return false;
    }
    return ip.bytes[15] == 1;
}

bool IpAddress::isMulticast() const
{
    const IpAddress ip = unmapped(*this);
    if (ip.family == Family::V4)
        return (ip.bytes[0] & 0xf0) == 0xe0;
    return ip.family == Family::V6 && ip.bytes[0] == 0xff;
}

bool IpAddress::isLinkLocalMulticast() const
{
    const IpAddress ip = unmapped(*this);
    if (ip.family == Family::V4)
        return ip.bytes[0] == 224 && ip.bytes[1] == 0 && ip.bytes[2] == 0;
    return ip.family == Family::V6 && ip.bytes[0] == 0xff && (ip.bytes[1] & 0x0f) == 0x02;
}

bool IpAddress::isLinkLocalUnicast() const
{
    const IpAddress ip = unmapped(*this);
    if (ip.family == Family::V4)
        return ip.bytes[0] == 169 && ip.bytes[1] == 254;
    return ip.family == Family::V6 && ip.bytes[0] == 0xfe && (ip.bytes[1] & 0xc0) == 0x80;
}

bool IpAddress::isGlobalUnicast() const
{
    const IpAddress ip = unmapped(*this);
    if (ip.family == Family::Invalid)
        return false;
    if (ip.family == Family::V4 && ip.bytes[0] == 255 && ip.bytes[1] == 255 && ip.bytes[2] == 255 &&
        ip.bytes[3] == 255)
        return false;
    return !ip.isUnspecified() && !ip.isLoopback() && !ip.isMulticast() && !ip.isLinkLocalUnicast();
}

IpAddress IpAddress::masked(int bits) const
{
    IpAddress out = *this;
    const int total = bitLength();
    for (int bit = std::max(bits, 0); bit < total; ++bit)
        out.bytes[size_t(bit / 8)] &= quint8(~(0x80u >> (bit % 8)));
    return out;
}

bool IpAddress::samePrefix(const IpAddress &other, int bits) const
{
    if (family != other.family || family == Family::Invalid)
        return false;
    return masked(bits) == other.masked(bits);
}

std::optional<Cidr> Cidr::parse(QStringView text, QString *error)
{
    const auto fail = [error, text](const QString &message) {
        if (error)
            *error = Tr::tr("netip.ParsePrefix(%1): %2").arg(goQuote(text), message);
        return std::nullopt;
    };
    const qsizetype slash = text.lastIndexOf(u'/');
    if (slash < 0)
        return fail(Tr::tr("no '/'"));
    QString addressError;
    QString zone;
    const std::optional<IpAddress> ip = IpAddress::parse(text.first(slash), &addressError, &zone);
    if (!ip)
        return fail(addressError);
    if (!zone.isEmpty())
        return fail(Tr::tr("IPv6 zones cannot be present in a prefix"));
    const QStringView digits = text.sliced(slash + 1);
    // Go's strconv.Atoi would take a sign and leading zeros; ParsePrefix does not.
    const auto badBits = [&] {
        return fail(Tr::tr("bad bits after slash: %1").arg(goQuote(digits)));
    };
    if (digits.isEmpty() || (digits.size() > 1 && (digits[0] < u'1' || digits[0] > u'9')))
        return badBits();
    qint64 bits = 0;
    for (const QChar c : digits) {
        if (c < u'0' || c > u'9')
            return badBits();
        if (bits > (std::numeric_limits<qint64>::max() - 9) / 10)
            return badBits(); // out of range for Atoi
        bits = bits * 10 + (c.unicode() - u'0');
    }
    if (bits > ip->bitLength())
        return fail(Tr::tr("prefix length out of range"));
    return Cidr{*ip, int(bits)};
}

QString Cidr::toString() const
{
    return address.toString() + QLatin1Char('/') + QString::number(bits);
}

bool Cidr::contains(const IpAddress &ip) const
{
    return address.samePrefix(ip, bits);
}

bool Cidr::contains(const Cidr &other) const
{
    return address.family == other.address.family && bits <= other.bits &&
           address.samePrefix(other.address, bits);
}

// ---------------------------------------------------------------------------------------------
// Values

Value Value::ip(IpAddress v)
{
    auto data = std::make_shared<IpData>();
    data->ip = v;
    Value r;
    r.kind = Kind::Ip;
    r.obj = std::move(data);
    return r;
}

Value Value::cidr(Cidr v)
{
    auto data = std::make_shared<CidrData>();
    data->cidr = v;
    Value r;
    r.kind = Kind::Cidr;
    r.obj = std::move(data);
    return r;
}

const IpAddress &Value::ipValue() const
{
    return static_cast<const IpData *>(obj.get())->ip;
}

const Cidr &Value::cidrValue() const
{
    return static_cast<const CidrData *>(obj.get())->cidr;
}

// ---------------------------------------------------------------------------------------------
// The Kubernetes library

namespace Network {

namespace {

/// Kubernetes' parseIPAddr: netip.ParseAddr, then no zone and no IPv4-mapped IPv6 address.
std::optional<IpAddress> parseIp(const QString &s, QString *error)
{
    QString parseError;
    QString zone;
    const std::optional<IpAddress> ip = IpAddress::parse(s, &parseError, &zone);
    if (!ip) {
        *error = Tr::tr("IP Address %1 parse error during conversion from string: %2")
                     .arg(goQuote(s), parseError);
        return std::nullopt;
    }
    if (!zone.isEmpty()) {
        *error = Tr::tr("IP address %1 with zone value is not allowed").arg(goQuote(s));
        return std::nullopt;
    }
    if (ip->is4In6()) {
        *error = Tr::tr("IPv4-mapped IPv6 address %1 is not allowed").arg(goQuote(s));
        return std::nullopt;
    }
    return ip;
}

/// Kubernetes' parseCIDR: netip.ParsePrefix, then no IPv4-mapped IPv6 address. Its errors
/// carry the prefix "network address parse error during conversion from string: ", which
/// cidr() adds a second time, as Kubernetes does.
std::optional<Cidr> parseCidr(const QString &s, QString *error)
{
    QString parseError;
    const std::optional<Cidr> cidr = Cidr::parse(s, &parseError);
    if (!cidr) {
        *error =
            Tr::tr("network address parse error during conversion from string: %1").arg(parseError);
        return std::nullopt;
    }
    if (cidr->address.is4In6()) {
        *error = Tr::tr("IPv4-mapped IPv6 address %1 is not allowed").arg(goQuote(s));
        return std::nullopt;
    }
    return cidr;
}

} // namespace

Value ip(const QString &s)
{
    QString error;
    if (const std::optional<IpAddress> v = parseIp(s, &error))
        return Value::ip(*v);
    return Value::error(error);
}

bool isIp(const QString &s)
{
    QString error;
    return parseIp(s, &error).has_value();
}

Value isCanonical(const QString &s)
{
    QString error;
    if (const std::optional<IpAddress> v = parseIp(s, &error))
        return Value::boolean(v->toString() == s);
    return Value::error(error);
}

Value cidr(const QString &s)
{
    QString error;
    if (const std::optional<Cidr> v = parseCidr(s, &error))
        return Value::cidr(*v);
    return Value::error(
        Tr::tr("network address parse error during conversion from string: %1").arg(error));
}

bool isCidr(const QString &s)
{
    QString error;
    return parseCidr(s, &error).has_value();
}

} // namespace Network

} // namespace Accel::Cel
