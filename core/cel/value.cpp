// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cel/value.h"
#include "cel/detail.h"
#include "cel/hostobject.h"
#include "cel/network.h"
#include "cel/program.h"
#include "cel/timestamps.h"
#include "cel/urls.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace Accel::Cel {

Object::~Object() = default;

// ---------------------------------------------------------------------------------------------
// Semver

namespace {

bool isDigits(QStringView s)
{
    if (s.isEmpty())
        return false;
    return std::all_of(s.begin(), s.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
}

bool isIdentifierChars(QStringView s)
{
    if (s.isEmpty())
        return false;
    return std::all_of(s.begin(), s.end(), [](QChar c) {
        return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') ||
               c == u'-';
    });
}

std::optional<quint64> parseNumber(QStringView s, bool allowLeadingZero)
{
    if (!isDigits(s) || (!allowLeadingZero && s.size() > 1 && s.front() == u'0'))
        return std::nullopt;
    bool ok = false;
    const quint64 v = s.toULongLong(&ok);
    if (!ok)
        return std::nullopt;
    return v;
}

} // namespace

std::optional<Semver> Semver::parse(QStringView text, bool relaxed)
{
    if (relaxed && (text.startsWith(u'v') || text.startsWith(u'V')))
        text = text.sliced(1);
    Semver v;
    if (const qsizetype plus = text.indexOf(u'+'); plus >= 0) {
        const QStringView build = text.sliced(plus + 1);
        for (QStringView part : build.split(u'.')) {
            if (!isIdentifierChars(part))
                return std::nullopt;
        }
        v.build = build.toString();
        text = text.first(plus);
    }
    if (const qsizetype dash = text.indexOf(u'-'); dash >= 0) {
        for (QStringView part : text.sliced(dash + 1).split(u'.')) {
            if (!isIdentifierChars(part))
                return std::nullopt;
            if (isDigits(part) && part.size() > 1 && part.front() == u'0')
                return std::nullopt;
            v.pre << part.toString();
        }
        text = text.first(dash);
    }
    const QList<QStringView> core = text.split(u'.');
    if (core.size() > 3 || (!relaxed && core.size() != 3))
        return std::nullopt;
    quint64 *fields[] = {&v.major, &v.minor, &v.patch};
    for (qsizetype i = 0; i < core.size(); ++i) {
        const std::optional<quint64> n = parseNumber(core[i], relaxed);
        if (!n)
            return std::nullopt;
        *fields[i] = *n;
    }
    return v;
}

int Semver::compare(const Semver &o) const
{
    const auto cmp = [](quint64 a, quint64 b) { return a < b ? -1 : (a > b ? 1 : 0); };
    if (const int c = cmp(major, o.major))
        return c;
    if (const int c = cmp(minor, o.minor))
        return c;
    if (const int c = cmp(patch, o.patch))
        return c;
    if (pre.isEmpty() || o.pre.isEmpty())
        return pre.isEmpty() ? (o.pre.isEmpty() ? 0 : 1) : -1;
    for (qsizetype i = 0; i < std::min(pre.size(), o.pre.size()); ++i) {
        const bool an = isDigits(pre[i]);
        const bool bn = isDigits(o.pre[i]);
        if (an && bn) {
            if (const int c = cmp(pre[i].toULongLong(), o.pre[i].toULongLong()))
                return c;
        } else if (an != bn) {
            return an ? -1 : 1;
        } else if (const int c = pre[i].compare(o.pre[i])) {
            return c < 0 ? -1 : 1;
        }
    }
    return cmp(quint64(pre.size()), quint64(o.pre.size()));
}

QString Semver::toString() const
{
    QString text = QString::number(major) + QLatin1Char('.') + QString::number(minor) +
                   QLatin1Char('.') + QString::number(patch);
    if (!pre.isEmpty())
        text += QLatin1Char('-') + pre.join(QLatin1Char('.'));
    if (!build.isEmpty())
        text += QLatin1Char('+') + build;
    return text;
}

// ---------------------------------------------------------------------------------------------
// Quantity (k8s.io/apimachinery/pkg/api/resource, ParseQuantity)

namespace {

bool mulOverflow(Int128 a, Int128 b, Int128 *out)
{
    return __builtin_mul_overflow(a, b, out);
}

bool scaleUp(Int128 m, int digits, Int128 *out)
{
    Int128 r = m;
    for (int k = 0; k < digits; ++k) {
        if (mulOverflow(r, 10, &r))
            return false;
    }
    *out = r;
    return true;
}

long double toLongDouble(Int128 m, int exponent)
{
    return static_cast<long double>(m) * std::pow(10.0L, exponent);
}

} // namespace

void Quantity::normalize()
{
    if (m_mantissa == 0) {
        m_exponent = 0;
        return;
    }
    while (m_mantissa % 10 == 0) {
        m_mantissa /= 10;
        ++m_exponent;
    }
}

std::optional<Quantity> Quantity::parse(QStringView text)
{
    const QStringView original = text;
    if (text.isEmpty())
        return std::nullopt;
    bool negative = false;
    if (text.front() == u'+' || text.front() == u'-') {
        negative = text.front() == u'-';
        text = text.sliced(1);
    }
    Int128 mantissa = 0;
    int exponent = 0;
    int digits = 0;
    bool seenDot = false;
    qsizetype i = 0;
    for (; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'.') {
            if (seenDot)
                return std::nullopt;
            seenDot = true;
            continue;
        }
        if (c < u'0' || c > u'9')
            break;
        ++digits;
        if (mulOverflow(mantissa, 10, &mantissa))
            return std::nullopt;
        mantissa += c.unicode() - u'0';
        if (seenDot)
            --exponent;
    }
    if (digits == 0)
        return std::nullopt;
    const QStringView suffix = text.sliced(i);
    Int128 multiplier = 1;
    static const std::pair<const char16_t *, int> decimal[] = {
        {u"n", -9}, {u"u", -6}, {u"m", -3}, {u"", 0},   {u"k", 3},
        {u"M", 6},  {u"G", 9},  {u"T", 12}, {u"P", 15}, {u"E", 18}};
    static const std::pair<const char16_t *, int> binary[] = {
        {u"Ki", 10}, {u"Mi", 20}, {u"Gi", 30}, {u"Ti", 40}, {u"Pi", 50}, {u"Ei", 60}};
    bool known = false;
    for (const auto &[name, exp] : decimal) {
        if (suffix == QStringView(name)) {
            exponent += exp;
            known = true;
        }
    }
    for (const auto &[name, bits] : binary) {
        if (suffix == QStringView(name)) {
            multiplier = Int128(1) << bits;
            known = true;
        }
    }
    if (!known && suffix.size() > 1 && (suffix.front() == u'e' || suffix.front() == u'E')) {
        QStringView e = suffix.sliced(1);
        bool ok = false;
        const int value = e.toInt(&ok);
        const QStringView digitsPart = (e.front() == u'+' || e.front() == u'-') ? e.sliced(1) : e;
        if (!ok || !isDigits(digitsPart) || std::abs(value) > 1000)
            return std::nullopt;
        exponent += value;
        known = true;
    }
    if (!known)
        return std::nullopt;
    if (mulOverflow(mantissa, multiplier, &mantissa))
        return std::nullopt;
    Quantity q;
    q.m_mantissa = negative ? -mantissa : mantissa;
    q.m_exponent = exponent;
    q.normalize();
    // Precision below 1n rounds up (towards +infinity), as resource.Quantity does.
    if (q.m_exponent < -9) {
        Int128 div = 1;
        for (int k = q.m_exponent; k < -9; ++k) {
            if (mulOverflow(div, 10, &div)) {
                div = 0;
                break;
            }
        }
        Int128 m = div == 0 ? 0 : q.m_mantissa / div;
        const bool exact = div != 0 && q.m_mantissa % div == 0;
        if (!exact && q.m_mantissa > 0)
            ++m;
        q.m_mantissa = m;
        q.m_exponent = -9;
        q.normalize();
    }
    // Keep exponents within what an int128 can be scaled by.
    if (q.m_exponent > 38 && q.m_mantissa != 0)
        return std::nullopt;
    q.m_text = original.toString();
    return q;
}

int Quantity::compare(const Quantity &o) const
{
    if (m_exponent == o.m_exponent)
        return m_mantissa < o.m_mantissa ? -1 : (m_mantissa > o.m_mantissa ? 1 : 0);
    const bool thisBigger = m_exponent > o.m_exponent;
    const Quantity &hi = thisBigger ? *this : o;
    const Quantity &lo = thisBigger ? o : *this;
    Int128 scaled = 0;
    int c = 0;
    if (scaleUp(hi.m_mantissa, hi.m_exponent - lo.m_exponent, &scaled)) {
        c = scaled < lo.m_mantissa ? -1 : (scaled > lo.m_mantissa ? 1 : 0);
    } else {
        c = hi.m_mantissa > 0 ? 1 : -1; // the scaled magnitude dominates
    }
    return thisBigger ? c : -c;
}

int Quantity::sign() const
{
    return m_mantissa > 0 ? 1 : (m_mantissa < 0 ? -1 : 0);
}

std::optional<qint64> Quantity::asInteger() const
{
    if (m_exponent < 0)
        return std::nullopt;
    Int128 v = 0;
    if (!scaleUp(m_mantissa, m_exponent, &v))
        return std::nullopt;
    if (v > Int128(std::numeric_limits<qint64>::max()) ||
        v < Int128(std::numeric_limits<qint64>::min()))
        return std::nullopt;
    return qint64(v);
}

double Quantity::asApproximateFloat() const
{
    // Dividing by an exact power of ten rounds once: 5n is 5e-09, not 5.000000000000002e-09.
    if (m_exponent < 0 && m_exponent >= -22)
        return double(m_mantissa) / std::pow(10.0, -m_exponent);
    return double(toLongDouble(m_mantissa, m_exponent));
}

std::optional<Quantity> Quantity::add(const Quantity &o) const
{
    const int exp = std::min(m_exponent, o.m_exponent);
    Int128 a = 0;
    Int128 b = 0;
    Int128 sum = 0;
    if (!scaleUp(m_mantissa, m_exponent - exp, &a) ||
        !scaleUp(o.m_mantissa, o.m_exponent - exp, &b) || __builtin_add_overflow(a, b, &sum))
        return std::nullopt;
    Quantity q;
    q.m_mantissa = sum;
    q.m_exponent = exp;
    q.normalize();
    return q;
}

std::optional<Quantity> Quantity::sub(const Quantity &o) const
{
    Quantity neg = o;
    neg.m_mantissa = -neg.m_mantissa;
    return add(neg);
}

QString Quantity::toString() const
{
    if (!m_text.isEmpty())
        return m_text;
    const bool negative = m_mantissa < 0;
    Int128 m = negative ? -m_mantissa : m_mantissa;
    QString digits;
    do {
        digits.prepend(QChar(u'0' + int(m % 10)));
        m /= 10;
    } while (m != 0);
    if (m_exponent > 0) {
        digits += QString(m_exponent, QLatin1Char('0'));
    } else if (m_exponent < 0) {
        const int frac = -m_exponent;
        if (digits.size() <= frac)
            digits.prepend(QString(frac - digits.size() + 1, QLatin1Char('0')));
        digits.insert(digits.size() - frac, QLatin1Char('.'));
    }
    return negative ? QLatin1Char('-') + digits : digits;
}

// ---------------------------------------------------------------------------------------------
// Value

Value Value::list(QList<Value> items)
{
    auto data = std::make_shared<ListData>();
    data->items = std::move(items);
    Value r;
    r.kind = Kind::List;
    r.obj = std::move(data);
    return r;
}

Value Value::map(QList<std::pair<Value, Value>> entries)
{
    auto data = std::make_shared<MapData>();
    data->entries = std::move(entries);
    Value r;
    r.kind = Kind::Map;
    r.obj = std::move(data);
    return r;
}

Value Value::bytes(QByteArray v)
{
    auto data = std::make_shared<BytesData>();
    data->bytes = std::move(v);
    Value r;
    r.kind = Kind::Bytes;
    r.obj = std::move(data);
    return r;
}

const QByteArray &Value::bytesValue() const
{
    static const QByteArray empty;
    if (kind != Kind::Bytes || !obj)
        return empty;
    return static_cast<const BytesData *>(obj.get())->bytes;
}

Value Value::semver(Semver v)
{
    auto data = std::make_shared<SemverData>();
    data->semver = std::move(v);
    Value r;
    r.kind = Kind::Semver;
    r.obj = std::move(data);
    return r;
}

Value Value::quantity(Quantity v)
{
    auto data = std::make_shared<QuantityData>();
    data->quantity = std::move(v);
    Value r;
    r.kind = Kind::Quantity;
    r.obj = std::move(data);
    return r;
}

Value Value::timestamp(Timestamp v)
{
    auto data = std::make_shared<TimestampData>();
    data->timestamp = v;
    Value r;
    r.kind = Kind::Timestamp;
    r.obj = std::move(data);
    return r;
}

Value Value::optional(Value v)
{
    auto data = std::make_shared<OptionalData>();
    data->value = std::move(v);
    Value r;
    r.kind = Kind::Optional;
    r.obj = std::move(data);
    return r;
}

const Value &Value::optionalValue() const
{
    return static_cast<const OptionalData *>(obj.get())->value;
}

Value Value::url(Url v)
{
    auto data = std::make_shared<UrlData>();
    data->url = std::move(v);
    Value r;
    r.kind = Kind::Url;
    r.obj = std::move(data);
    return r;
}

const Url &Value::urlValue() const
{
    return static_cast<const UrlData *>(obj.get())->url;
}

const Timestamp &Value::timestampValue() const
{
    return static_cast<const TimestampData *>(obj.get())->timestamp;
}

const QList<Value> &Value::listItems() const
{
    static const QList<Value> empty;
    if (kind != Kind::List || !obj)
        return empty;
    return static_cast<const ListData *>(obj.get())->items;
}

const Semver &Value::semverValue() const
{
    return static_cast<const SemverData *>(obj.get())->semver;
}

const Quantity &Value::quantityValue() const
{
    return static_cast<const QuantityData *>(obj.get())->quantity;
}

QString Value::typeName() const
{
    switch (kind) {
    case Kind::Null:
        return QStringLiteral("null_type");
    case Kind::Bool:
        return QStringLiteral("bool");
    case Kind::Int:
        return QStringLiteral("int");
    case Kind::Uint:
        return QStringLiteral("uint");
    case Kind::Double:
        return QStringLiteral("double");
    case Kind::String:
        return QStringLiteral("string");
    case Kind::Bytes:
        return QStringLiteral("bytes");
    case Kind::List:
        return QStringLiteral("list");
    case Kind::Map:
        return host ? host->typeName(*this) : QStringLiteral("map");
    case Kind::Type:
        return QStringLiteral("type");
    case Kind::Semver:
        return QStringLiteral("kubernetes.Semver");
    case Kind::Quantity:
        return QStringLiteral("kubernetes.Quantity");
    case Kind::Ip:
        return QStringLiteral("net.IP");
    case Kind::Cidr:
        return QStringLiteral("net.CIDR");
    case Kind::Timestamp:
        return QStringLiteral("google.protobuf.Timestamp");
    case Kind::Duration:
        return QStringLiteral("google.protobuf.Duration");
    case Kind::Optional:
        return QStringLiteral("optional_type");
    case Kind::Url:
        return QStringLiteral("kubernetes.URL");
    case Kind::Format:
        return QStringLiteral("kubernetes.NamedFormat");
    case Kind::Error:
        return QStringLiteral("error");
    }
    return {};
}

namespace {

QString quoted(const QString &s)
{
    QString out = QStringLiteral("\"");
    for (QChar c : s) {
        if (c == u'"' || c == u'\\')
            out += QLatin1Char('\\');
        if (c == u'\n') {
            out += QLatin1String("\\n");
            continue;
        }
        out += c;
    }
    return out + QLatin1Char('"');
}

} // namespace

QString Value::toDebugString() const
{
    switch (kind) {
    case Kind::Null:
        return QStringLiteral("null");
    case Kind::Bool:
        return b ? QStringLiteral("true") : QStringLiteral("false");
    case Kind::Int:
        return QString::number(i);
    case Kind::Uint:
        return QString::number(u) + QLatin1Char('u');
    case Kind::Double: {
        QString text = formatDouble(d);
        if (std::isfinite(d) && !text.contains(QLatin1Char('.')) &&
            !text.contains(QLatin1Char('e')))
            text += QLatin1String(".0");
        return text;
    }
    case Kind::String:
        return quoted(s);
    case Kind::Bytes: {
        QString out = QStringLiteral("b\"");
        for (char c : bytesValue()) {
            const uchar uc = uchar(c);
            if (uc >= 0x20 && uc < 0x7f && c != '"' && c != '\\')
                out += QLatin1Char(c);
            else
                out += QStringLiteral("\\x%1").arg(uc, 2, 16, QLatin1Char('0'));
        }
        return out + QLatin1Char('"');
    }
    case Kind::List: {
        QStringList parts;
        for (const Value &v : listItems())
            parts << v.toDebugString();
        return QLatin1Char('[') + parts.join(QLatin1String(", ")) + QLatin1Char(']');
    }
    case Kind::Map: {
        QStringList parts;
        for (const auto &[k, v] : mapEntries(*this))
            parts << k.toDebugString() + QLatin1String(": ") + v.toDebugString();
        return QLatin1Char('{') + parts.join(QLatin1String(", ")) + QLatin1Char('}');
    }
    case Kind::Type:
        return s;
    case Kind::Semver:
        return QStringLiteral("semver(\"%1\")").arg(semverValue().toString());
    case Kind::Quantity:
        return QStringLiteral("quantity(\"%1\")").arg(quantityValue().toString());
    case Kind::Ip:
        return QStringLiteral("ip(\"%1\")").arg(ipValue().toString());
    case Kind::Cidr:
        return QStringLiteral("cidr(\"%1\")").arg(cidrValue().toString());
    case Kind::Timestamp:
        return QStringLiteral("timestamp(\"%1\")").arg(Time::timestampText(timestampValue()));
    case Kind::Duration:
        return QStringLiteral("duration(\"%1\")").arg(Time::durationText(i));
    case Kind::Optional:
        return obj ? QStringLiteral("optional.of(%1)").arg(optionalValue().toDebugString())
                   : QStringLiteral("optional.none()");
    case Kind::Url:
        return QStringLiteral("url(\"%1\")").arg(urlValue().toString());
    case Kind::Format:
        return QStringLiteral("format.%1()").arg(s);
    case Kind::Error:
        return QStringLiteral("error(%1)").arg(s);
    }
    return {};
}

namespace {

bool isNumeric(Value::Kind k)
{
    return k == Value::Kind::Int || k == Value::Kind::Uint || k == Value::Kind::Double;
}

/// -1, 0, 1 across int, uint and double; 2 when unordered (NaN).
int numericCompare(const Value &a, const Value &b)
{
    using K = Value::Kind;
    const auto cmp = [](auto x, auto y) { return x < y ? -1 : (x > y ? 1 : 0); };
    if (a.kind == b.kind) {
        if (a.kind == K::Int)
            return cmp(a.i, b.i);
        if (a.kind == K::Uint)
            return cmp(a.u, b.u);
        if (std::isnan(a.d) || std::isnan(b.d))
            return 2;
        return cmp(a.d, b.d);
    }
    if (a.kind == K::Int && b.kind == K::Uint)
        return a.i < 0 ? -1 : cmp(quint64(a.i), b.u);
    if (a.kind == K::Uint && b.kind == K::Int)
        return b.i < 0 ? 1 : cmp(a.u, quint64(b.i));
    // One side is a double: compare as doubles, as cel-go does (lossy for big integers).
    const double x = a.kind == K::Double ? a.d : (a.kind == K::Int ? double(a.i) : double(a.u));
    const double y = b.kind == K::Double ? b.d : (b.kind == K::Int ? double(b.i) : double(b.u));
    if (std::isnan(x) || std::isnan(y))
        return 2;
    return cmp(x, y);
}

} // namespace

int compareNumbers(const Value &a, const Value &b)
{
    return numericCompare(a, b);
}

namespace {

bool equalsCounted(const Value &a, const Value &b, qint64 *steps, qint64 limit)
{
    using K = Value::Kind;
    if (isNumeric(a.kind) && isNumeric(b.kind))
        return numericCompare(a, b) == 0;
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case K::Null:
        return true;
    case K::Bool:
        return a.b == b.b;
    case K::String:
    case K::Type:
        return a.s == b.s;
    case K::Bytes:
        return a.bytesValue() == b.bytesValue();
    case K::List: {
        const QList<Value> &x = a.listItems();
        const QList<Value> &y = b.listItems();
        if (x.size() != y.size())
            return false;
        if (steps && (*steps += x.size()) > limit)
            return false;
        for (qsizetype k = 0; k < x.size(); ++k) {
            if (!equalsCounted(x[k], y[k], steps, limit))
                return false;
        }
        return true;
    }
    case K::Map: {
        const qsizetype size = mapSize(a);
        if (size != mapSize(b))
            return false;
        if (steps && (*steps += size) > limit)
            return false;
        for (const auto &[k, v] : mapEntries(a)) {
            const std::optional<Value> other = mapFind(b, k);
            if (!other || !equalsCounted(v, *other, steps, limit))
                return false;
        }
        return true;
    }
    case K::Semver:
        return a.semverValue().compare(b.semverValue()) == 0; // build metadata ignored
    case K::Quantity:
        return a.quantityValue().compare(b.quantityValue()) == 0;
    case K::Ip:
        return a.ipValue() == b.ipValue();
    case K::Cidr:
        return a.cidrValue() == b.cidrValue(); // the address as written: 10.0.0.1/8 != 10.0.0.0/8
    case K::Timestamp:
        return a.timestampValue() == b.timestampValue();
    case K::Duration:
        return a.i == b.i;
    case K::Url:
        return a.urlValue() == b.urlValue();
    case K::Format:
        return a.s == b.s;
    case K::Optional:
        if (!a.obj || !b.obj)
            return !a.obj && !b.obj;
        return equalsCounted(a.optionalValue(), b.optionalValue(), steps, limit);
    case K::Error:
        return false;
    default:
        return false;
    }
}

} // namespace

bool valueEquals(const Value &a, const Value &b)
{
    return equalsCounted(a, b, nullptr, 0);
}

bool valueEquals(const Value &a, const Value &b, qint64 &steps, qint64 limit)
{
    return equalsCounted(a, b, &steps, limit);
}

qsizetype codePointCount(const QString &s)
{
    qsizetype n = 0;
    for (qsizetype k = 0; k < s.size(); ++k) {
        if (s[k].isHighSurrogate() && k + 1 < s.size() && s[k + 1].isLowSurrogate())
            ++k;
        ++n;
    }
    return n;
}

// ---------------------------------------------------------------------------------------------
// Maps: literal, or objects of the host application

namespace {

const QList<std::pair<Value, Value>> &literalEntries(const Value &map)
{
    static const QList<std::pair<Value, Value>> empty;
    return map.obj ? static_cast<const MapData *>(map.obj.get())->entries : empty;
}

} // namespace

QList<std::pair<Value, Value>> mapEntries(const Value &map)
{
    if (map.kind != Value::Kind::Map)
        return {};
    if (map.host)
        return map.host->members(map);
    return literalEntries(map);
}

qsizetype mapSize(const Value &map)
{
    if (map.kind != Value::Kind::Map)
        return 0;
    if (map.host)
        return map.host->memberCount(map);
    return literalEntries(map).size();
}

std::optional<Value> mapFind(const Value &map, const Value &key)
{
    using K = Value::Kind;
    if (map.kind != K::Map)
        return std::nullopt;
    if (map.host) {
        if (!map.host->hasMember(map, key))
            return std::nullopt;
        return map.host->lookupMember(map, key);
    }
    const bool numeric = key.kind == K::Int || key.kind == K::Uint || key.kind == K::Double;
    for (const auto &[k, v] : literalEntries(map)) {
        if (k.kind == key.kind || (numeric && (k.kind == K::Int || k.kind == K::Uint))) {
            if (valueEquals(k, key))
                return v;
        }
    }
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// HostObject defaults

HostObject::~HostObject() = default;

bool HostObject::hasMember(const Value &self, const Value &key) const
{
    return lookupMember(self, key).has_value();
}

qsizetype HostObject::memberCount(const Value &self) const
{
    return members(self).size();
}

QString HostObject::preparePath(MemberPath &, int *) const
{
    return {};
}

namespace {

/// KEY below CONTAINER for a member path: nullopt with *NOMAP set when CONTAINER is no map.
std::optional<Value> pathStep(const Value &container, const QString &key, bool *noMap)
{
    if (container.kind != Value::Kind::Map) {
        *noMap = true;
        return std::nullopt;
    }
    const Value k = Value::string(key);
    if (container.host)
        return container.host->lookupMember(container, k);
    return mapFind(container, k);
}

} // namespace

std::optional<Value> HostObject::lookupPath(const Value &self, const MemberPath &path,
                                            int *missing) const
{
    Value current = self;
    for (qsizetype k = 0; k < path.keys.size(); ++k) {
        bool noMap = false;
        std::optional<Value> next = pathStep(current, path.keys[k], &noMap);
        if (!next) {
            if (!noMap)
                *missing = int(k);
            return std::nullopt;
        }
        current = std::move(*next);
    }
    return current;
}

std::optional<bool> HostObject::hasPath(const Value &self, const MemberPath &path) const
{
    Value parent = self;
    for (qsizetype k = 0; k + 1 < path.keys.size(); ++k) {
        bool noMap = false;
        std::optional<Value> next = pathStep(parent, path.keys[k], &noMap);
        if (!next)
            return std::nullopt;
        parent = std::move(*next);
    }
    if (parent.kind != Value::Kind::Map || path.keys.isEmpty())
        return std::nullopt;
    const Value key = Value::string(path.keys.last());
    if (parent.host)
        return parent.host->hasMember(parent, key);
    return mapFind(parent, key).has_value();
}

std::optional<bool> HostObject::pathEquals(const Value &self, const MemberPath &path,
                                           const Value &constant) const
{
    int missing = -1;
    const std::optional<Value> v = lookupPath(self, path, &missing);
    if (!v || v->isError())
        return std::nullopt;
    return valueEquals(*v, constant);
}

} // namespace Accel::Cel
