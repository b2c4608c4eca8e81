// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <compare>
#include <memory>
#include <optional>
#include <utility>

/// A CEL engine (issue 7, section 1; issue 16): values, parser and compiled programs, with the
/// libraries of the Kubernetes CEL environment. It reads the host's objects (the DRA device, bound
/// in core/dra) through HostObject (hostobject.h) and includes nothing of the host. Plain values;
/// a compiled Program is immutable and may be evaluated from several threads at once.
namespace Accel::Cel {

class HostObject;
struct IpAddress;
struct Cidr;
struct Url;

/// A semantic version (semver.org 2.0.0), the Kubernetes CEL `Semver` type.
struct Semver
{
    quint64 major = 0;
    quint64 minor = 0;
    quint64 patch = 0;
    QStringList pre; ///< pre-release identifiers
    QString build;

    /// Strict MAJOR.MINOR.PATCH[-pre][+build], no leading zeros, no `v` (the Kubernetes
    /// library's `semver()`); `relaxed` also accepts a `v` prefix, missing minor/patch and
    /// leading zeros (`semver(s, true)`).
    static std::optional<Semver> parse(QStringView text, bool relaxed = false);
    /// semver.org precedence: -1, 0 or 1 (build metadata ignored).
    int compare(const Semver &other) const;
    QString toString() const;
};

/// 128-bit integer for exact Quantity arithmetic (a GCC/Clang extension).
__extension__ typedef __int128 Int128;

/// A Kubernetes resource.Quantity: a decimal number with an SI (n u m k M G T P E), binary
/// (Ki Mi Gi Ti Pi Ei) or exponent (e3, E-2) suffix. Kept exact as mantissa x 10^exponent;
/// like Kubernetes, precision below 1n is rounded up.
class Quantity
{
public:
    static std::optional<Quantity> parse(QStringView text);
    int compare(const Quantity &other) const;
    int sign() const;
    /// The value when it is an integer that fits in int64.
    std::optional<qint64> asInteger() const;
    double asApproximateFloat() const;
    std::optional<Quantity> add(const Quantity &other) const;
    std::optional<Quantity> sub(const Quantity &other) const;
    /// The text it was parsed from, or a plain decimal for computed values.
    QString toString() const;

private:
    Int128 m_mantissa = 0;
    int m_exponent = 0; ///< base 10
    QString m_text;
    void normalize();
};

/// A google.protobuf.Timestamp, CEL's `timestamp`: seconds since the Unix epoch (UTC) and the
/// nanoseconds of that second, 0 to 999,999,999. Values the engine makes lie within
/// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999999999Z (timestamps.h).
struct Timestamp
{
    qint64 seconds = 0;
    qint32 nanos = 0;

    auto operator<=>(const Timestamp &other) const = default;
};

struct Value;

/// Heap parts of a value, shared between copies.
struct Object
{
    virtual ~Object();
};

struct ListData final : Object
{
    QList<Value> items;
};

struct MapData final : Object
{
    QList<std::pair<Value, Value>> entries; ///< insertion order, keys unique
};

struct BytesData final : Object
{
    QByteArray bytes;
};

struct SemverData final : Object
{
    Semver semver;
};

struct QuantityData final : Object
{
    Quantity quantity;
};

struct TimestampData final : Object
{
    Timestamp timestamp;
};

/// A CEL value: a small tagged variant. Errors are values too (CEL's error propagation), with
/// the offset in the expression where they arose.
///
/// A map is either a literal map (`obj` holds MapData) or an object of the host application
/// read through `host` (Value::hostObject): nothing is copied out of the host's data until a
/// member is looked up.
struct Value
{
    enum class Kind : quint8
    {
        Null,
        Bool,
        Int,
        Uint,
        Double,
        String,
        Bytes,
        List,
        Map,
        Type,
        Semver,
        Quantity,
        Ip,        ///< net.IP (the Kubernetes IP library)
        Cidr,      ///< net.CIDR (the Kubernetes CIDR library)
        Timestamp, ///< google.protobuf.Timestamp
        Duration, ///< google.protobuf.Duration: nanoseconds in `i`, Go's time.Duration as in cel-go
        Optional, ///< optional_type (cel-go's OptionalTypes): `obj` holds the value, none when null
        Url,      ///< kubernetes.URL (the Kubernetes URLs library)
        Format,   ///< kubernetes.NamedFormat (the Kubernetes Format library): its name in `s`
        Error,
    };

    Kind kind = Kind::Null;
    int pos = -1; ///< Error: offset in the expression, -1 when unknown
    union {
        bool b;
        qint64 i;
        quint64 u;
        double d;
        const void *hostData; ///< host object: the host's data, valid while the host keeps it
    };
    QString s; ///< String, Type (its name), Error (message), the key of a host object
    std::shared_ptr<const Object> obj;
    const HostObject *host = nullptr; ///< a Map that is an object of the host application

    Value()
        : i(0)
    {}
    static Value null() { return Value(); }
    static Value boolean(bool v)
    {
        Value r;
        r.kind = Kind::Bool;
        r.b = v;
        return r;
    }
    static Value integer(qint64 v)
    {
        Value r;
        r.kind = Kind::Int;
        r.i = v;
        return r;
    }
    static Value uinteger(quint64 v)
    {
        Value r;
        r.kind = Kind::Uint;
        r.u = v;
        return r;
    }
    static Value real(double v)
    {
        Value r;
        r.kind = Kind::Double;
        r.d = v;
        return r;
    }
    static Value string(QString v)
    {
        Value r;
        r.kind = Kind::String;
        r.s = std::move(v);
        return r;
    }
    static Value bytes(QByteArray v);
    static Value type(QString name)
    {
        Value r;
        r.kind = Kind::Type;
        r.s = std::move(name);
        return r;
    }
    static Value error(QString message, int pos = -1)
    {
        Value r;
        r.kind = Kind::Error;
        r.s = std::move(message);
        r.pos = pos;
        return r;
    }
    static Value list(QList<Value> items);
    static Value map(QList<std::pair<Value, Value>> entries);
    static Value semver(Semver v);
    static Value quantity(Quantity v);
    static Value ip(IpAddress v);
    static Value cidr(Cidr v);
    static Value url(Url v);
    /// A named format of the Kubernetes Format library (`format.dns1123Label()`).
    static Value format(QString name)
    {
        Value r;
        r.kind = Kind::Format;
        r.s = std::move(name);
        return r;
    }
    /// A timestamp; the caller checks the range (Time::inRange).
    static Value timestamp(Timestamp v);
    /// optional.of(V).
    static Value optional(Value v);
    /// optional.none().
    static Value optionalNone()
    {
        Value r;
        r.kind = Kind::Optional;
        return r;
    }
    static Value duration(qint64 nanoseconds)
    {
        Value r;
        r.kind = Kind::Duration;
        r.i = nanoseconds;
        return r;
    }
    /// An object of the host application, read through HOST (not owned; HostObject instances
    /// live as long as the program runs). DATA and KEY are HOST's to interpret; DATA must outlive
    /// the value.
    static Value hostObject(const HostObject *host, const void *data, QString key = {})
    {
        Value r;
        r.kind = Kind::Map;
        r.host = host;
        r.hostData = data;
        r.s = std::move(key);
        return r;
    }

    bool isError() const { return kind == Kind::Error; }
    bool isBool() const { return kind == Kind::Bool; }
    const QList<Value> &listItems() const;
    const QByteArray &bytesValue() const;
    const Semver &semverValue() const;
    const Quantity &quantityValue() const;
    const IpAddress &ipValue() const;
    const Cidr &cidrValue() const;
    const Url &urlValue() const;
    const Timestamp &timestampValue() const;
    /// An Optional that holds a value (not optional.none()).
    bool hasOptionalValue() const { return kind == Kind::Optional && obj != nullptr; }
    /// The value of an Optional that has one.
    const Value &optionalValue() const;

    /// The CEL type name: int, uint, double, bool, string, bytes, list, map, null_type, type,
    /// kubernetes.Semver, kubernetes.Quantity, net.IP, net.CIDR, google.protobuf.Timestamp,
    /// google.protobuf.Duration, optional_type, kubernetes.URL, kubernetes.NamedFormat, or a
    /// host object's.
    QString typeName() const;
    /// CEL-like text: 1, 2u, 1.5, "a", b"\x00", [1, 2], {"a": 1}, true, null,
    /// timestamp("2009-02-13T23:31:30Z"), duration("1.5s"), optional.of(1), optional.none().
    QString toDebugString() const;
};

struct OptionalData final : Object
{
    Value value;
};

/// Heterogeneous CEL equality (1 == 1u == 1.0; different types are unequal, never an error).
bool valueEquals(const Value &a, const Value &b);
/// As valueEquals, adding to STEPS one per nested list item and map entry visited; gives up
/// (false) once STEPS passes LIMIT, so that the caller can charge its cost budget.
bool valueEquals(const Value &a, const Value &b, qint64 &steps, qint64 limit);

/// The entries of a map value (literal or host object), materialised; keys in a stable order.
QList<std::pair<Value, Value>> mapEntries(const Value &map);
/// Looks KEY up in a map value; nullopt when absent (for a host object: when hasMember() says
/// so).
std::optional<Value> mapFind(const Value &map, const Value &key);
qsizetype mapSize(const Value &map);

/// Code points in a string (CEL's size() of a string).
qsizetype codePointCount(const QString &s);

} // namespace Accel::Cel
