// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cel/checker.h"
#include "celtr.h"

#include "cel/node.h"
#include "excerpt.h"

#include <QCoreApplication>
#include <QHash>

#include <cmath>
#include <optional>

namespace Accel::Cel {

namespace {

using K = Type::Kind;
constexpr quint64 Max = Type::UnknownSize;

// ---------------------------------------------------------------------------------------------
// Sizes and costs (cel-go checker/cost.go: saturating arithmetic, cost factors rounded up)

quint64 addSat(quint64 a, quint64 b)
{
    return b > 0 && a > Max - b ? Max : a + b;
}

quint64 mulSat(quint64 a, quint64 b)
{
    return b != 0 && a > Max / b ? Max : a * b;
}

quint64 factor(quint64 x, double f)
{
    const double v = double(x);
    if (v > 0 && f > 0 && v > double(Max) / f)
        return Max;
    const double c = std::ceil(v * f);
    return c >= 18446744073709551616.0 ? Max : quint64(c);
}

struct Size
{
    quint64 min = 0;
    quint64 max = Max;

    Size add(Size o) const { return {addSat(min, o.min), addSat(max, o.max)}; }
    Size mul(Size o) const { return {mulSat(min, o.min), mulSat(max, o.max)}; }
    Size unite(Size o) const { return {std::min(min, o.min), std::max(max, o.max)}; }
};

using Cost = CostEstimate;

Cost add(Cost a, Cost b)
{
    return {addSat(a.min, b.min), addSat(a.max, b.max)};
}

Cost mul(Cost a, Cost b)
{
    return {mulSat(a.min, b.min), mulSat(a.max, b.max)};
}

Cost fixed(quint64 c)
{
    return {c, c};
}

Cost unite(Cost a, Cost b)
{
    return {std::min(a.min, b.min), std::max(a.max, b.max)};
}

Cost costOf(Size s, double f)
{
    return {factor(s.min, f), factor(s.max, f)};
}

Cost costOf(Size s)
{
    return {s.min, s.max};
}

constexpr double StringTraversal = 0.1; // common.StringTraversalCostFactor
constexpr double RegexLength = 0.25;    // common.RegexStringLengthCostFactor
constexpr quint64 ListCreate = 10;      // common.ListCreateBaseCost
constexpr quint64 MapCreate = 30;       // common.MapCreateBaseCost

// ---------------------------------------------------------------------------------------------
// Types

bool isScalar(const Type &t)
{
    switch (t.kind) {
    case K::Bool:
    case K::Double:
    case K::Duration:
    case K::Int:
    case K::Timestamp:
    case K::Uint:
    case K::TypeType: // as cel-go's checker/cost.go: a type value has a constant size
        return true;
    case K::Optional:
        return isScalar(t.params[0]);
    default:
        return false;
    }
}

Type param(int k, const Type &t)
{
    return size_t(k) < t.params.size() ? t.params[size_t(k)] : Type();
}

/// Whether the two types can hold the same value (dyn and null go with anything).
bool compatible(const Type &a, const Type &b)
{
    if (a.isDyn() || b.isDyn() || a.kind == K::Null || b.kind == K::Null)
        return true;
    if (a.kind != b.kind)
        return false;
    if (a.kind == K::Object)
        return a.name == b.name;
    for (size_t k = 0; k < a.params.size() && k < b.params.size(); ++k) {
        if (!compatible(a.params[k], b.params[k]))
            return false;
    }
    return true;
}

/// The same type (sizes aside), dyn only equal to dyn.
bool sameType(const Type &a, const Type &b)
{
    if (a.kind != b.kind || a.params.size() != b.params.size() || a.name != b.name)
        return false;
    for (size_t k = 0; k < a.params.size(); ++k) {
        if (!sameType(a.params[k], b.params[k]))
            return false;
    }
    return true;
}

/// The type of a value of A or B: A when they are the same, dyn otherwise.
Type join(const Type &a, const Type &b)
{
    if (sameType(a, b)) {
        Type t = a;
        t.maxSize = std::max(a.maxSize, b.maxSize);
        return t;
    }
    return Type();
}

Type typeOfValue(const Value &v)
{
    using VK = Value::Kind;
    switch (v.kind) {
    case VK::Null:
        return Type::of(K::Null);
    case VK::Bool:
        return Type::of(K::Bool);
    case VK::Int:
        return Type::of(K::Int);
    case VK::Uint:
        return Type::of(K::Uint);
    case VK::Double:
        return Type::of(K::Double);
    case VK::String:
        return Type::of(K::String);
    case VK::Bytes:
        return Type::of(K::Bytes);
    case VK::Type:
        return Type::of(K::TypeType);
    case VK::Semver:
        return Type::of(K::Semver);
    case VK::Quantity:
        return Type::of(K::Quantity);
    case VK::Ip:
        return Type::of(K::Ip);
    case VK::Cidr:
        return Type::of(K::Cidr);
    case VK::Timestamp:
        return Type::of(K::Timestamp);
    case VK::Duration:
        return Type::of(K::Duration);
    case VK::Url:
        return Type::of(K::Url);
    case VK::Format:
        return Type::of(K::Format);
    case VK::Optional:
        return Type::optional(v.hasOptionalValue() ? typeOfValue(v.optionalValue()) : Type());
    default:
        return Type();
    }
}

// ---------------------------------------------------------------------------------------------
// Overloads: signatures as text, parsed once. ".f(R, A)" is a method on R; A, B, K and V are
// type parameters.

struct Overload
{
    Fn fn = Fn::None;
    bool member = false;
    std::vector<Type> args; ///< the receiver first for a member
    Type result;
};

struct Signature
{
    Fn fn;
    const char *text;
};

const Signature signatures[] = {
    {Fn::Size, "size(string)->int"},
    {Fn::Size, "size(bytes)->int"},
    {Fn::Size, "size(list(A))->int"},
    {Fn::Size, "size(map(K,V))->int"},
    {Fn::Size, ".size(string)->int"},
    {Fn::Size, ".size(bytes)->int"},
    {Fn::Size, ".size(list(A))->int"},
    {Fn::Size, ".size(map(K,V))->int"},
    {Fn::Contains, ".contains(string,string)->bool"},
    {Fn::StartsWith, ".startsWith(string,string)->bool"},
    {Fn::EndsWith, ".endsWith(string,string)->bool"},
    {Fn::Matches, "matches(string,string)->bool"},
    {Fn::Matches, ".matches(string,string)->bool"},
    {Fn::LowerAscii, ".lowerAscii(string)->string"},
    {Fn::UpperAscii, ".upperAscii(string)->string"},
    {Fn::ToInt, "int(int)->int"},
    {Fn::ToInt, "int(uint)->int"},
    {Fn::ToInt, "int(double)->int"},
    {Fn::ToInt, "int(string)->int"},
    {Fn::ToInt, "int(timestamp)->int"},
    {Fn::ToInt, "int(duration)->int"},
    {Fn::ToUint, "uint(uint)->uint"},
    {Fn::ToUint, "uint(int)->uint"},
    {Fn::ToUint, "uint(double)->uint"},
    {Fn::ToUint, "uint(string)->uint"},
    {Fn::ToDouble, "double(double)->double"},
    {Fn::ToDouble, "double(int)->double"},
    {Fn::ToDouble, "double(uint)->double"},
    {Fn::ToDouble, "double(string)->double"},
    {Fn::ToString, "string(string)->string"},
    {Fn::ToString, "string(int)->string"},
    {Fn::ToString, "string(uint)->string"},
    {Fn::ToString, "string(double)->string"},
    {Fn::ToString, "string(bool)->string"},
    {Fn::ToString, "string(bytes)->string"},
    {Fn::ToString, "string(timestamp)->string"},
    {Fn::ToString, "string(duration)->string"},
    {Fn::ToString, "string(Semver)->string"},
    {Fn::ToString, "string(Quantity)->string"},
    {Fn::ToString, "string(IP)->string"},
    {Fn::ToString, "string(CIDR)->string"},
    {Fn::ToBool, "bool(bool)->bool"},
    {Fn::ToBool, "bool(string)->bool"},
    {Fn::ToBytes, "bytes(bytes)->bytes"},
    {Fn::ToBytes, "bytes(string)->bytes"},
    {Fn::Dyn, "dyn(A)->dyn"},
    {Fn::Type, "type(A)->type"},
    {Fn::SemverOf, "semver(string)->Semver"},
    {Fn::SemverOf, "semver(string,bool)->Semver"},
    {Fn::IsSemver, "isSemver(string)->bool"},
    {Fn::IsSemver, "isSemver(string,bool)->bool"},
    {Fn::Major, ".major(Semver)->int"},
    {Fn::Minor, ".minor(Semver)->int"},
    {Fn::Patch, ".patch(Semver)->int"},
    {Fn::CompareTo, ".compareTo(Semver,Semver)->int"},
    {Fn::CompareTo, ".compareTo(Quantity,Quantity)->int"},
    {Fn::IsGreaterThan, ".isGreaterThan(Semver,Semver)->bool"},
    {Fn::IsGreaterThan, ".isGreaterThan(Quantity,Quantity)->bool"},
    {Fn::IsLessThan, ".isLessThan(Semver,Semver)->bool"},
    {Fn::IsLessThan, ".isLessThan(Quantity,Quantity)->bool"},
    {Fn::QuantityOf, "quantity(string)->Quantity"},
    {Fn::IsQuantity, "isQuantity(string)->bool"},
    {Fn::AsInteger, ".asInteger(Quantity)->int"},
    {Fn::AsApproximateFloat, ".asApproximateFloat(Quantity)->double"},
    {Fn::Sign, ".sign(Quantity)->int"},
    {Fn::QAdd, ".add(Quantity,Quantity)->Quantity"},
    {Fn::QAdd, ".add(Quantity,int)->Quantity"},
    {Fn::QSub, ".sub(Quantity,Quantity)->Quantity"},
    {Fn::QSub, ".sub(Quantity,int)->Quantity"},
    {Fn::IsInteger, ".isInteger(Quantity)->bool"},
    {Fn::CharAt, ".charAt(string,int)->string"},
    {Fn::IndexOf, ".indexOf(string,string)->int"},
    {Fn::IndexOf, ".indexOf(string,string,int)->int"},
    {Fn::IndexOf, ".indexOf(list(A),A)->int"},
    {Fn::LastIndexOf, ".lastIndexOf(string,string)->int"},
    {Fn::LastIndexOf, ".lastIndexOf(string,string,int)->int"},
    {Fn::LastIndexOf, ".lastIndexOf(list(A),A)->int"},
    {Fn::Join, ".join(list(string))->string"},
    {Fn::Join, ".join(list(string),string)->string"},
    {Fn::Replace, ".replace(string,string,string)->string"},
    {Fn::Replace, ".replace(string,string,string,int)->string"},
    {Fn::Split, ".split(string,string)->list(string)"},
    {Fn::Split, ".split(string,string,int)->list(string)"},
    {Fn::Substring, ".substring(string,int)->string"},
    {Fn::Substring, ".substring(string,int,int)->string"},
    {Fn::Trim, ".trim(string)->string"},
    {Fn::Reverse, ".reverse(string)->string"},
    {Fn::Quote, "strings.quote(string)->string"},
    {Fn::Format, ".format(string,list(dyn))->string"},
    {Fn::IpOf, "ip(string)->IP"},
    {Fn::IpOf, ".ip(CIDR)->IP"},
    {Fn::IsIp, "isIP(string)->bool"},
    {Fn::IpIsCanonical, "ip.isCanonical(string)->bool"},
    {Fn::Family, ".family(IP)->int"},
    {Fn::IsUnspecified, ".isUnspecified(IP)->bool"},
    {Fn::IsLoopback, ".isLoopback(IP)->bool"},
    {Fn::IsLinkLocalMulticast, ".isLinkLocalMulticast(IP)->bool"},
    {Fn::IsLinkLocalUnicast, ".isLinkLocalUnicast(IP)->bool"},
    {Fn::IsGlobalUnicast, ".isGlobalUnicast(IP)->bool"},
    {Fn::CidrOf, "cidr(string)->CIDR"},
    {Fn::IsCidr, "isCIDR(string)->bool"},
    {Fn::ContainsIp, ".containsIP(CIDR,IP)->bool"},
    {Fn::ContainsIp, ".containsIP(CIDR,string)->bool"},
    {Fn::ContainsCidr, ".containsCIDR(CIDR,CIDR)->bool"},
    {Fn::ContainsCidr, ".containsCIDR(CIDR,string)->bool"},
    {Fn::Masked, ".masked(CIDR)->CIDR"},
    {Fn::PrefixLength, ".prefixLength(CIDR)->int"},
    {Fn::TimestampOf, "timestamp(string)->timestamp"},
    {Fn::TimestampOf, "timestamp(int)->timestamp"},
    {Fn::TimestampOf, "timestamp(timestamp)->timestamp"},
    {Fn::DurationOf, "duration(string)->duration"},
    {Fn::DurationOf, "duration(int)->duration"},
    {Fn::DurationOf, "duration(duration)->duration"},
    {Fn::GetFullYear, ".getFullYear(timestamp)->int"},
    {Fn::GetFullYear, ".getFullYear(timestamp,string)->int"},
    {Fn::GetMonth, ".getMonth(timestamp)->int"},
    {Fn::GetMonth, ".getMonth(timestamp,string)->int"},
    {Fn::GetDayOfYear, ".getDayOfYear(timestamp)->int"},
    {Fn::GetDayOfYear, ".getDayOfYear(timestamp,string)->int"},
    {Fn::GetDayOfMonth, ".getDayOfMonth(timestamp)->int"},
    {Fn::GetDayOfMonth, ".getDayOfMonth(timestamp,string)->int"},
    {Fn::GetDate, ".getDate(timestamp)->int"},
    {Fn::GetDate, ".getDate(timestamp,string)->int"},
    {Fn::GetDayOfWeek, ".getDayOfWeek(timestamp)->int"},
    {Fn::GetDayOfWeek, ".getDayOfWeek(timestamp,string)->int"},
    {Fn::GetHours, ".getHours(timestamp)->int"},
    {Fn::GetHours, ".getHours(timestamp,string)->int"},
    {Fn::GetHours, ".getHours(duration)->int"},
    {Fn::GetMinutes, ".getMinutes(timestamp)->int"},
    {Fn::GetMinutes, ".getMinutes(timestamp,string)->int"},
    {Fn::GetMinutes, ".getMinutes(duration)->int"},
    {Fn::GetSeconds, ".getSeconds(timestamp)->int"},
    {Fn::GetSeconds, ".getSeconds(timestamp,string)->int"},
    {Fn::GetSeconds, ".getSeconds(duration)->int"},
    {Fn::GetMilliseconds, ".getMilliseconds(timestamp)->int"},
    {Fn::GetMilliseconds, ".getMilliseconds(timestamp,string)->int"},
    {Fn::GetMilliseconds, ".getMilliseconds(duration)->int"},
    {Fn::OptionalOf, "optional.of(A)->optional(A)"},
    {Fn::OptionalOfNonZero, "optional.ofNonZeroValue(A)->optional(A)"},
    {Fn::HasValue, ".hasValue(optional(A))->bool"},
    {Fn::OptValue, ".value(optional(A))->A"},
    {Fn::IsSorted, ".isSorted(list(A))->bool"},
    {Fn::Sum, ".sum(list(A))->A"},
    {Fn::Min, ".min(list(A))->A"},
    {Fn::Max, ".max(list(A))->A"},
    {Fn::SetsContains, "sets.contains(list(A),list(A))->bool"},
    {Fn::SetsEquivalent, "sets.equivalent(list(A),list(A))->bool"},
    {Fn::SetsIntersects, "sets.intersects(list(A),list(A))->bool"},
    {Fn::Find, ".find(string,string)->string"},
    {Fn::FindAll, ".findAll(string,string)->list(string)"},
    {Fn::FindAll, ".findAll(string,string,int)->list(string)"},
    {Fn::Url, "url(string)->URL"},
    {Fn::IsUrl, "isURL(string)->bool"},
    {Fn::GetScheme, ".getScheme(URL)->string"},
    {Fn::GetHost, ".getHost(URL)->string"},
    {Fn::GetHostname, ".getHostname(URL)->string"},
    {Fn::GetPort, ".getPort(URL)->string"},
    {Fn::GetEscapedPath, ".getEscapedPath(URL)->string"},
    {Fn::GetQuery, ".getQuery(URL)->map(string,list(string))"},
    {Fn::FormatNamed, "format.named(string)->optional(Format)"},
    {Fn::Validate, ".validate(Format,string)->optional(list(string))"},
};

/// Parses a type of a signature at TEXT[*POS].
Type parseType(const QString &text, qsizetype *pos)
{
    qsizetype end = *pos;
    while (end < text.size() &&
           (text[end].isLetterOrNumber() || text[end] == u'.' || text[end] == u'_'))
        ++end;
    const QString name = text.mid(*pos, end - *pos);
    *pos = end;
    std::vector<Type> params;
    if (*pos < text.size() && text[*pos] == u'(') {
        ++*pos;
        while (*pos < text.size() && text[*pos] != u')') {
            params.push_back(parseType(text, pos));
            if (*pos < text.size() && text[*pos] == u',')
                ++*pos;
        }
        ++*pos;
    }
    static const QHash<QString, K> names = {
        {QStringLiteral("dyn"), K::Dyn},
        {QStringLiteral("bool"), K::Bool},
        {QStringLiteral("int"), K::Int},
        {QStringLiteral("uint"), K::Uint},
        {QStringLiteral("double"), K::Double},
        {QStringLiteral("string"), K::String},
        {QStringLiteral("bytes"), K::Bytes},
        {QStringLiteral("list"), K::List},
        {QStringLiteral("map"), K::Map},
        {QStringLiteral("type"), K::TypeType},
        {QStringLiteral("Semver"), K::Semver},
        {QStringLiteral("Quantity"), K::Quantity},
        {QStringLiteral("IP"), K::Ip},
        {QStringLiteral("CIDR"), K::Cidr},
        {QStringLiteral("timestamp"), K::Timestamp},
        {QStringLiteral("duration"), K::Duration},
        {QStringLiteral("optional"), K::Optional},
        {QStringLiteral("URL"), K::Url},
        {QStringLiteral("Format"), K::Format},
    };
    Type t;
    if (name.size() == 1 && name[0].isUpper()) {
        t.kind = K::Param;
        t.name = name;
        return t;
    }
    t.kind = names.value(name, K::Dyn);
    t.params = std::move(params);
    return t;
}

const QMultiHash<int, Overload> &overloads()
{
    static const QMultiHash<int, Overload> table = [] {
        QMultiHash<int, Overload> out;
        for (const Signature &s : signatures) {
            const QString text = QString::fromLatin1(s.text);
            Overload o;
            o.fn = s.fn;
            o.member = text.startsWith(QLatin1Char('.'));
            qsizetype pos = text.indexOf(QLatin1Char('(')) + 1;
            while (pos < text.size() && text[pos] != u')') {
                o.args.push_back(parseType(text, &pos));
                if (pos < text.size() && text[pos] == u',')
                    ++pos;
            }
            pos = text.indexOf(QLatin1String("->")) + 2;
            o.result = parseType(text, &pos);
            out.insert(int(s.fn), o);
        }
        return out;
    }();
    return table;
}

using Bindings = QHash<QString, Type>;

bool unify(const Type &p, const Type &a, Bindings &bind)
{
    if (p.kind == K::Param) {
        const auto it = bind.constFind(p.name);
        if (it == bind.constEnd()) {
            bind.insert(p.name, a);
            return true;
        }
        if (it->isDyn()) {
            bind.insert(p.name, a);
            return true;
        }
        return compatible(*it, a);
    }
    if (a.isDyn() || p.kind == K::Dyn)
        return true;
    if (p.kind != a.kind)
        return false;
    for (size_t k = 0; k < p.params.size() && k < a.params.size(); ++k) {
        if (!unify(p.params[k], a.params[k], bind))
            return false;
    }
    return true;
}

Type substitute(const Type &t, const Bindings &bind)
{
    if (t.kind == K::Param) {
        Type b = bind.value(t.name);
        return b.kind == K::Param ? Type() : b;
    }
    Type out = t;
    for (Type &p : out.params)
        p = substitute(p, bind);
    return out;
}

/// cel-go's text for the argument types of a failed call: "(int, string)", or "string.(int)"
/// for a method.
QString signatureText(const std::vector<Type> &args, bool member)
{
    QStringList parts;
    for (size_t k = member ? 1 : 0; k < args.size(); ++k)
        parts << args[k].toString();
    const QString list = QLatin1Char('(') + parts.join(QLatin1String(", ")) + QLatin1Char(')');
    if (member && !args.empty())
        return args[0].toString() + QLatin1Char('.') + list;
    return list;
}

// ---------------------------------------------------------------------------------------------
// The checker

struct Info
{
    Type type;
    Cost cost;
    std::optional<Size> size;      ///< computed from the expression (literals, calls)
    std::optional<Size> entrySize; ///< of a list literal's items or a map literal's values
};

class Checker
{
public:
    Checker(const CompileOptions &options, int locals)
        : m_options(options)
        , m_locals(size_t(std::max(locals, 0)))
    {}

    Info run(const Node &n) { return visit(n); }

    bool failed = false;
    int errorPos = 0;
    QString error;

private:
    const CompileOptions &m_options;
    std::vector<Info> m_locals;

    void fail(int pos, const QString &message)
    {
        if (!failed) {
            failed = true;
            errorPos = pos;
            error = message;
        }
    }

    Info noOverload(const Node &n, const QString &name, const std::vector<Type> &args, bool member)
    {
        fail(n.pos, Tr::tr("found no matching overload for '%1' applied to '%2'")
                        .arg(name, signatureText(args, member)));
        return Info{};
    }

    /// The size of N's value: computed, declared with its type, 1 for a scalar, else unknown.
    static Size sizeOf(const Info &i)
    {
        if (i.size)
            return *i.size;
        if (i.type.maxSize != Max)
            return {0, i.type.maxSize};
        if (isScalar(i.type))
            return {1, 1};
        return {0, Max};
    }

    static Info elementInfo(const Info &range, bool key)
    {
        Info e;
        const Type &t = range.type;
        if (t.kind == K::List) {
            e.type = key ? Type::of(K::Int) : param(0, t);
            if (!key && range.entrySize)
                e.size = range.entrySize;
        } else if (t.kind == K::Map) {
            e.type = param(key ? 0 : 1, t);
            if (!key && range.entrySize)
                e.size = range.entrySize;
        }
        return e;
    }

    Info visit(const Node &n)
    {
        if (failed)
            return Info{};
        switch (n.op) {
        case Op::Const: {
            Info i;
            i.type = typeOfValue(n.value);
            if (n.value.kind == Value::Kind::String)
                i.size =
                    Size{quint64(codePointCount(n.value.s)), quint64(codePointCount(n.value.s))};
            else if (n.value.kind == Value::Kind::Bytes)
                i.size = Size{quint64(n.value.bytesValue().size()),
                              quint64(n.value.bytesValue().size())};
            else if (n.value.kind != Value::Kind::Type && n.value.kind != Value::Kind::Optional &&
                     n.value.kind != Value::Kind::Format)
                i.size = Size{1, 1};
            return i;
        }
        case Op::Var: {
            Info i;
            i.type = m_options.variableTypes.value(m_options.variables.value(n.slot));
            i.cost = fixed(1);
            return i;
        }
        case Op::Local: {
            Info i = size_t(n.slot) < m_locals.size() ? m_locals[size_t(n.slot)] : Info{};
            i.cost = fixed(1);
            return i;
        }
        case Op::Unbound:
            return Info{Type(), fixed(1), {}, {}};
        case Op::Select:
            return select(n, visit(*n.args[0]), n.name, false);
        case Op::Has: {
            Info operand = visit(*n.args[0]);
            Info r = select(n, operand, n.name, true);
            r.type = Type::of(K::Bool);
            r.size.reset();
            r.cost = operand.cost; // PresenceTestHasCost(false): has() adds nothing
            return r;
        }
        case Op::HostPath:
        case Op::HostHas:
        case Op::HostEq:
            return visit(*n.args[0]); // the step-by-step form: the same types and cost
        case Op::Index:
            return indexOp(n);
        case Op::And:
        case Op::Or:
            return logical(n);
        case Op::Not:
        case Op::Neg:
            return unary(n);
        case Op::Cond:
            return conditional(n);
        case Op::Eq:
        case Op::Ne:
        case Op::Lt:
        case Op::Le:
        case Op::Gt:
        case Op::Ge:
            return comparison(n);
        case Op::In:
            return inOp(n);
        case Op::Add:
        case Op::Sub:
        case Op::Mul:
        case Op::Div:
        case Op::Mod:
            return arithmetic(n);
        case Op::List:
        case Op::Map:
            return literal(n);
        case Op::OptionalEntry: {
            Info v = visit(*n.args[0]);
            if (v.type.kind == K::Optional) {
                v.type = param(0, v.type);
            } else if (!v.type.isDyn()) {
                fail(n.pos, Tr::tr("cannot initialize an optional entry from a non-optional "
                                   "value of type %1")
                                .arg(v.type.toString()));
            }
            return v;
        }
        case Op::Call:
            return call(n);
        case Op::All:
        case Op::Exists:
        case Op::ExistsOne:
        case Op::MapComp:
        case Op::MapFilterComp:
        case Op::Filter:
        case Op::AllTwo:
        case Op::ExistsTwo:
        case Op::ExistsOneTwo:
        case Op::TransformList:
        case Op::TransformMap:
        case Op::TransformMapEntry:
            return comprehension(n);
        case Op::Bind: {
            const Info init = visit(*n.args[0]);
            m_locals[size_t(n.slot)] = init;
            Info body = visit(*n.args[1]);
            body.cost = add(add(fixed(ListCreate), init.cost), body.cost);
            return body;
        }
        case Op::OptSelect:
        case Op::OptIndex: {
            const Info operand = visit(*n.args[0]);
            Info key;
            if (n.op == Op::OptIndex)
                key = visit(*n.args[1]);
            Type inner = operand.type.kind == K::Optional ? param(0, operand.type) : operand.type;
            Info r;
            if (n.op == Op::OptSelect) {
                Info plain = operand;
                plain.type = inner;
                r = select(n, plain, n.name, false);
            } else if (inner.kind == K::List) {
                r.type = param(0, inner);
            } else if (inner.kind == K::Map) {
                r.type = param(1, inner);
            } else if (!inner.isDyn()) {
                return noOverload(n, n.label, {operand.type, key.type}, false);
            }
            r.type = Type::optional(r.type);
            r.size.reset();
            r.cost = add(add(operand.cost, key.cost), fixed(1));
            return r;
        }
        case Op::OptOr:
        case Op::OptOrValue: {
            const Info x = visit(*n.args[0]);
            const Info y = visit(*n.args[1]);
            if (!x.type.isDyn() && x.type.kind != K::Optional)
                return noOverload(n, n.label, {x.type, y.type}, true);
            Info r;
            if (n.op == Op::OptOr) {
                if (!y.type.isDyn() && y.type.kind != K::Optional)
                    return noOverload(n, n.label, {x.type, y.type}, true);
                r.type = join(x.type, y.type);
            } else {
                r.type = x.type.kind == K::Optional ? join(param(0, x.type), y.type) : Type();
            }
            r.cost = add(add(x.cost, y.cost), fixed(1));
            return r;
        }
        case Op::OptMap:
        case Op::OptFlatMap: {
            // cel-go's macro: x.hasValue() ? optional.of(cel.bind(v, x.value(), e)) :
            // optional.none() (optFlatMap without optional.of).
            const Info x = visit(*n.args[0]);
            if (!x.type.isDyn() && x.type.kind != K::Optional)
                return noOverload(n, n.label, {x.type}, true);
            Info v;
            v.type = x.type.kind == K::Optional ? param(0, x.type) : Type();
            m_locals[size_t(n.slot)] = v;
            const Info e = visit(*n.args[1]);
            Info r;
            if (n.op == Op::OptMap) {
                r.type = Type::optional(e.type);
            } else {
                if (!e.type.isDyn() && e.type.kind != K::Optional)
                    return noOverload(n, n.label, {x.type}, true);
                r.type = e.type;
            }
            const Cost hasValue = add(fixed(1), x.cost);
            const Cost value = add(fixed(1), x.cost);
            Cost some = add(add(fixed(ListCreate), value), e.cost);
            if (n.op == Op::OptMap)
                some = add(some, fixed(1));
            r.cost = add(hasValue, unite(some, fixed(1)));
            return r;
        }
        }
        return Info{};
    }

    /// `operand.field` (TEST: inside has()).
    Info select(const Node &n, const Info &operand, const QString &field, bool test)
    {
        Info r;
        r.cost = operand.cost;
        const Type &t = operand.type;
        switch (t.kind) {
        case K::Map:
            r.type = param(1, t);
            r.cost = add(r.cost, fixed(1));
            break;
        case K::Object: {
            const qsizetype k = t.fieldNames.indexOf(field);
            if (k < 0) {
                fail(n.pos, Tr::tr("undefined field '%1'").arg(excerpt(field)));
                return r;
            }
            r.type = t.params[size_t(k)];
            r.cost = add(r.cost, fixed(1));
            break;
        }
        case K::Dyn:
        case K::Param:
            break;
        case K::Optional: {
            // x.f on an optional value reads as x.?f; has(x.f) tests the field of the value
            // (cel-go's checkSelectField unwraps the optional either way; issue 39).
            Info inner = operand;
            inner.type = param(0, t);
            r = select(n, inner, field, test);
            if (!test)
                r.type = Type::optional(r.type);
            return r;
        }
        default:
            fail(n.pos, Tr::tr("type '%1' does not support field selection").arg(t.toString()));
            break;
        }
        return r;
    }

    Info indexOp(const Node &n)
    {
        const Info c = visit(*n.args[0]);
        const Info key = visit(*n.args[1]);
        Info r;
        r.cost = add(add(c.cost, key.cost), fixed(1));
        const Type &t = c.type;
        const auto numeric = [](const Type &k) {
            return k.isDyn() || k.kind == K::Int || k.kind == K::Uint || k.kind == K::Double;
        };
        if (t.kind == K::List) {
            if (!numeric(key.type))
                return noOverload(n, n.label, {t, key.type}, false);
            r.type = param(0, t);
            r.size = c.entrySize;
        } else if (t.kind == K::Map) {
            if (!compatible(param(0, t), key.type))
                return noOverload(n, n.label, {t, key.type}, false);
            r.type = param(1, t);
            r.size = c.entrySize;
        } else if (t.kind == K::Optional) {
            r.type = Type::optional(Type());
        } else if (!t.isDyn()) {
            return noOverload(n, n.label, {t, key.type}, false);
        }
        return r;
    }

    Info logical(const Node &n)
    {
        // A flattened chain of && or ||: at least the first term, at most all of them (cel-go's
        // LogicalAnd / LogicalOr estimate, applied pairwise).
        Info r;
        r.type = Type::of(K::Bool);
        bool first = true;
        Type previous = Type::of(K::Bool);
        for (const auto &a : n.args) {
            const Info term = visit(*a);
            if (!term.type.isDyn() && term.type.kind != K::Bool)
                return noOverload(n, n.label,
                                  first ? std::vector<Type>{term.type, Type::of(K::Bool)}
                                        : std::vector<Type>{previous, term.type},
                                  false);
            r.cost = first ? term.cost : Cost{r.cost.min, addSat(r.cost.max, term.cost.max)};
            first = false;
        }
        return r;
    }

    Info unary(const Node &n)
    {
        const Info v = visit(*n.args[0]);
        Info r;
        r.cost = add(v.cost, fixed(1));
        const K k = v.type.kind;
        if (n.op == Op::Not) {
            if (!v.type.isDyn() && k != K::Bool)
                return noOverload(n, n.label, {v.type}, false);
            r.type = Type::of(K::Bool);
        } else {
            if (!v.type.isDyn() && k != K::Int && k != K::Double && k != K::Duration)
                return noOverload(n, n.label, {v.type}, false);
            r.type = v.type.isDyn() ? Type() : Type::of(k);
        }
        return r;
    }

    Info conditional(const Node &n)
    {
        const Info c = visit(*n.args[0]);
        const Info t = visit(*n.args[1]);
        const Info f = visit(*n.args[2]);
        if (!c.type.isDyn() && c.type.kind != K::Bool)
            return noOverload(n, n.label, {c.type, t.type, f.type}, false);
        Info r;
        r.type = join(t.type, f.type);
        r.cost = add(c.cost, unite(t.cost, f.cost));
        r.size = sizeOf(t).unite(sizeOf(f));
        if (t.entrySize && f.entrySize)
            r.entrySize = t.entrySize->unite(*f.entrySize);
        return r;
    }

    Info comparison(const Node &n)
    {
        const Info a = visit(*n.args[0]);
        const Info b = visit(*n.args[1]);
        Info r;
        r.type = Type::of(K::Bool);
        const Type &x = a.type;
        const Type &y = b.type;
        const bool equality = n.op == Op::Eq || n.op == Op::Ne;
        bool stringLike = x.kind == K::String || x.kind == K::Bytes || y.kind == K::String ||
                          y.kind == K::Bytes || (x.isDyn() && y.isDyn());
        if (equality) {
            if (!compatible(x, y))
                return noOverload(n, n.label, {x, y}, false);
            stringLike = true; // Equals and NotEquals always take the size rule
        } else if (!x.isDyn() && !y.isDyn()) {
            const auto numeric = [](K k) { return k == K::Int || k == K::Uint || k == K::Double; };
            const bool ordered = x.kind == K::String || x.kind == K::Bytes || x.kind == K::Bool ||
                                 x.kind == K::Timestamp || x.kind == K::Duration;
            const bool ok = (numeric(x.kind) && numeric(y.kind)) || (ordered && x.kind == y.kind);
            if (!ok)
                return noOverload(n, n.label, {x, y}, false);
        }
        Cost fn = fixed(1);
        if (stringLike) {
            const quint64 smallestMax = std::min(sizeOf(a).max, sizeOf(b).max);
            fn = costOf(Size{smallestMax > 0 ? 1u : 0u, smallestMax}, StringTraversal);
        }
        r.cost = add(add(a.cost, b.cost), fn);
        return r;
    }

    Info inOp(const Node &n)
    {
        const Info a = visit(*n.args[0]);
        const Info b = visit(*n.args[1]);
        Info r;
        r.type = Type::of(K::Bool);
        Cost fn = fixed(1);
        if (b.type.kind == K::List) {
            if (!compatible(param(0, b.type), a.type))
                return noOverload(n, n.label, {a.type, b.type}, false);
            fn = costOf(sizeOf(b), 1);
        } else if (b.type.kind == K::Map) {
            if (!compatible(param(0, b.type), a.type))
                return noOverload(n, n.label, {a.type, b.type}, false);
        } else if (!b.type.isDyn()) {
            return noOverload(n, n.label, {a.type, b.type}, false);
        } else {
            fn = unite(fixed(1), costOf(sizeOf(b), 1));
        }
        r.cost = add(add(a.cost, b.cost), fn);
        return r;
    }

    Info arithmetic(const Node &n)
    {
        const Info a = visit(*n.args[0]);
        const Info b = visit(*n.args[1]);
        const Type &x = a.type;
        const Type &y = b.type;
        Info r;
        r.cost = add(add(a.cost, b.cost), fixed(1));
        if (x.isDyn() || y.isDyn()) {
            if (x.kind == K::String || y.kind == K::String) {
                const Size s = sizeOf(a).add(sizeOf(b));
                r.size = s;
                r.cost = add(add(a.cost, b.cost), costOf(s, StringTraversal));
            }
            return r; // dyn
        }
        const K k = x.kind;
        const bool same = k == y.kind;
        const bool numeric = k == K::Int || k == K::Uint || k == K::Double;
        switch (n.op) {
        case Op::Add:
            if (same && (numeric || k == K::Duration)) {
                r.type = Type::of(k);
            } else if (same && (k == K::String || k == K::Bytes)) {
                r.type = Type::of(k);
                r.size = sizeOf(a).add(sizeOf(b));
                r.cost = add(add(a.cost, b.cost), costOf(*r.size, StringTraversal));
            } else if (same && k == K::List) {
                r.type = join(x, y);
                if (param(0, x).isDyn() && !param(0, y).isDyn())
                    r.type = y;
                r.size = sizeOf(a).add(sizeOf(b));
                if (a.entrySize && b.entrySize)
                    r.entrySize = a.entrySize->unite(*b.entrySize);
            } else if ((k == K::Timestamp && y.kind == K::Duration) ||
                       (k == K::Duration && y.kind == K::Timestamp)) {
                r.type = Type::of(K::Timestamp);
            } else {
                return noOverload(n, n.label, {x, y}, false);
            }
            break;
        case Op::Sub:
            if (same && (numeric || k == K::Duration))
                r.type = Type::of(k);
            else if (k == K::Timestamp && y.kind == K::Timestamp)
                r.type = Type::of(K::Duration);
            else if (k == K::Timestamp && y.kind == K::Duration)
                r.type = Type::of(K::Timestamp);
            else
                return noOverload(n, n.label, {x, y}, false);
            break;
        case Op::Mod:
            if (!same || (k != K::Int && k != K::Uint))
                return noOverload(n, n.label, {x, y}, false);
            r.type = Type::of(k);
            break;
        default:
            if (!same || !numeric)
                return noOverload(n, n.label, {x, y}, false);
            r.type = Type::of(k);
            break;
        }
        return r;
    }

    Info literal(const Node &n)
    {
        Info r;
        const bool list = n.op == Op::List;
        std::optional<Type> element;
        std::optional<Type> key;
        Size entry{Max, 0};
        const qsizetype count = list ? qsizetype(n.args.size()) : qsizetype(n.args.size() / 2);
        if (count == 0)
            entry.min = 0;
        for (size_t k = 0; k < n.args.size(); ++k) {
            const Info e = visit(*n.args[k]);
            r.cost = add(r.cost, e.cost);
            const bool isValue = list || k % 2 == 1;
            std::optional<Type> &slot = isValue ? element : key;
            slot = slot ? join(*slot, e.type) : e.type;
            if (isValue)
                entry = entry.unite(sizeOf(e));
        }
        Type t = list ? Type::list(element.value_or(Type()))
                      : Type::map(key.value_or(Type()), element.value_or(Type()));
        for (Type &p : t.params)
            p.maxSize = Max;
        r.type = t;
        r.size = Size{quint64(count), quint64(count)};
        r.entrySize = entry;
        r.cost = add(r.cost, fixed(list ? ListCreate : MapCreate));
        return r;
    }

    Info comprehension(const Node &n)
    {
        const Info range = visit(*n.args[0]);
        const bool twoVar = n.op >= Op::AllTwo && n.op <= Op::TransformMapEntry;
        const Type &rt = range.type;
        if (!rt.isDyn() && rt.kind != K::List && rt.kind != K::Map) {
            fail(n.pos, Tr::tr("expression of type '%1' cannot be range of a comprehension "
                               "(must be list, map, or dynamic)")
                            .arg(rt.toString()));
            return Info{};
        }
        if (twoVar) {
            m_locals[size_t(n.slot)] = elementInfo(range, true);
            m_locals[size_t(n.slot) + 1] = elementInfo(range, false);
        } else {
            m_locals[size_t(n.slot)] = elementInfo(range, rt.kind == K::Map);
        }
        std::vector<Info> parts;
        for (size_t k = 1; k < n.args.size(); ++k)
            parts.push_back(visit(*n.args[k]));
        if (failed)
            return Info{};
        const auto boolean = [this, &n](const Info &p, const char *op) {
            if (!p.type.isDyn() && p.type.kind != K::Bool)
                noOverload(n, QLatin1String(op), {Type::of(K::Bool), p.type}, false);
        };
        // The cost of one iteration (loop condition + step) and of the result, as cel-go's
        // macro expansions give them (parser/macro.go).
        Cost step;
        Cost init;
        Cost result = fixed(1);
        Info r;
        const Cost body = parts.back().cost;
        switch (n.op) {
        case Op::All:
        case Op::AllTwo:
            boolean(parts.back(), "_&&_");
            step = add(fixed(2 + 1), body); // @not_strictly_false(accu), accu && p
            r.type = Type::of(K::Bool);
            break;
        case Op::Exists:
        case Op::ExistsTwo:
            boolean(parts.back(), "_||_");
            step = add(fixed(3 + 1), body); // @not_strictly_false(!accu), accu || p
            r.type = Type::of(K::Bool);
            break;
        case Op::ExistsOne:
        case Op::ExistsOneTwo:
            boolean(parts.back(), "_?_:_");
            step = add(body, fixed(2)); // p ? accu + 1 : accu
            result = fixed(2);          // accu == 1
            r.type = Type::of(K::Bool);
            break;
        case Op::MapComp:
        case Op::TransformList:
            if (parts.size() == 2) { // with a filter
                boolean(parts[0], "_?_:_");
                step = add(parts[0].cost, add(fixed(1 + 1 + ListCreate), body));
            } else {
                step = add(fixed(1 + 1 + ListCreate), body); // accu + [e]
            }
            init = fixed(ListCreate);
            r.type = Type::list(parts.back().type);
            r.type.params[0].maxSize = Max;
            r.entrySize = sizeOf(parts.back());
            break;
        case Op::MapFilterComp:
            boolean(parts[0], "_?_:_");
            step = add(parts[0].cost, add(fixed(1 + 1 + ListCreate), body));
            init = fixed(ListCreate);
            r.type = Type::list(parts.back().type);
            r.type.params[0].maxSize = Max;
            break;
        case Op::Filter:
            boolean(parts.back(), "_?_:_");
            step = add(body, fixed(1 + 1 + ListCreate + 1)); // p ? accu + [x] : accu
            init = fixed(ListCreate);
            r.type = rt.isDyn() ? Type::list(Type()) : Type::list(m_locals[size_t(n.slot)].type);
            r.entrySize = range.entrySize;
            break;
        case Op::TransformMap:
        case Op::TransformMapEntry:
            if (parts.size() == 2) {
                boolean(parts[0], "_?_:_");
                step = add(parts[0].cost, add(fixed(1 + 1 + 1), body));
            } else {
                step = add(fixed(1 + 1 + 1), body); // cel.@mapInsert(accu, k, e)
            }
            init = fixed(MapCreate);
            if (n.op == Op::TransformMap)
                r.type = Type::map(rt.kind == K::List ? Type::of(K::Int) : param(0, rt),
                                   parts.back().type);
            else
                r.type = parts.back().type.kind == K::Map ? parts.back().type
                                                          : Type::map(Type(), Type());
            for (Type &p : r.type.params)
                p.maxSize = Max;
            break;
        default:
            break;
        }
        const Size count = sizeOf(range);
        if (n.op != Op::All && n.op != Op::AllTwo && n.op != Op::Exists && n.op != Op::ExistsTwo &&
            n.op != Op::ExistsOne && n.op != Op::ExistsOneTwo)
            r.size = count;
        r.cost = add(add(add(range.cost, init), result), mul(costOf(count), step));
        return r;
    }

    Info call(const Node &n)
    {
        std::vector<Info> args;
        args.reserve(n.args.size());
        for (const auto &a : n.args)
            args.push_back(visit(*a));
        if (failed)
            return Info{};
        std::vector<Type> types;
        for (const Info &a : args)
            types.push_back(a.type);
        Info r;
        bool matched = false;
        std::optional<Type> result;
        const QList<Overload> candidates = overloads().values(int(n.fn));
        for (const Overload &o : candidates) {
            if (o.member != n.method || o.args.size() != types.size())
                continue;
            Bindings bind;
            bool ok = true;
            for (size_t k = 0; k < types.size() && ok; ++k)
                ok = unify(o.args[k], types[k], bind);
            if (!ok)
                continue;
            const Type t = substitute(o.result, bind);
            result = matched ? join(*result, t) : t;
            matched = true;
        }
        if (!matched && !candidates.isEmpty())
            return noOverload(n, n.label, types, n.method);
        r.type = result.value_or(Type());
        Cost argCost;
        for (const Info &a : args)
            argCost = add(argCost, a.cost);
        r.cost = add(argCost, callCost(n, args, &r));
        return r;
    }

    /// The function's own cost (the arguments' come on top): the Kubernetes CostEstimator's
    /// EstimateCallCost, else cel-go's functionCost, else 1. May set R's computed size.
    Cost callCost(const Node &n, const std::vector<Info> &args, Info *r)
    {
        const bool member = n.method;
        const auto arg = [&args](size_t k) { return k < args.size() ? args[k] : Info{}; };
        const Size target = member ? sizeOf(arg(0)) : Size{};
        const size_t first = member ? 1 : 0; // the first argument after the receiver
        const auto argSize = [&](size_t k) { return sizeOf(arg(first + k)); };
        const size_t argCount = args.size() - first;
        switch (n.fn) {
        case Fn::Dyn:
            r->size = args.empty() ? std::nullopt : args[0].size;
            r->entrySize = args.empty() ? std::nullopt : args[0].entrySize;
            return fixed(1);
        case Fn::IsSorted:
        case Fn::Sum:
        case Fn::Min:
        case Fn::Max:
        case Fn::IndexOf:
        case Fn::LastIndexOf:
            if (!member)
                break;
            if (arg(0).type.kind == K::List ||
                (arg(0).type.isDyn() && n.fn != Fn::IndexOf && n.fn != Fn::LastIndexOf)) {
                Cost element = fixed(1);
                const Type e = param(0, arg(0).type);
                if (e.kind == K::String || e.kind == K::Bytes) {
                    Info ei;
                    ei.type = e;
                    ei.size = arg(0).entrySize;
                    element = add(element, costOf(sizeOf(ei), StringTraversal));
                }
                return mul(costOf(target), element);
            }
            return costOf(target, StringTraversal);
        case Fn::Url:
            if (!member && argCount == 1)
                return costOf(argSize(0), StringTraversal);
            break;
        case Fn::LowerAscii:
        case Fn::UpperAscii:
        case Fn::Substring:
        case Fn::Trim:
            if (member) {
                r->size = target;
                return costOf(target, StringTraversal);
            }
            break;
        case Fn::Replace:
            if (member && argCount >= 2) {
                const Size from = argSize(0);
                const Size with = argSize(1);
                Size count;
                Size retained;
                if (from.min == 0) {
                    count.max = target.max < Max ? target.max + 1 : target.max;
                    retained.max = target.max;
                } else if (with.max <= from.min) {
                    count.max = 0;
                    retained.max = target.max;
                } else {
                    count.max = quint64(std::ceil(double(target.max) / double(from.min)));
                }
                if (from.max == 0) {
                    count.min = target.min < Max ? target.min + 1 : target.min;
                    retained.min = target.min;
                } else if (from.max <= with.min) {
                    count.min = 0;
                    retained.min = target.min;
                } else {
                    count.min = quint64(std::ceil(double(target.min) / double(from.max)));
                }
                r->size = count.mul(with).add(retained);
                return costOf(target, 2 * StringTraversal);
            }
            break;
        case Fn::Split:
            if (member) {
                quint64 most = target.max;
                if (argCount > 1 && n.args[first + 1]->op == Op::Const &&
                    n.args[first + 1]->value.kind == Value::Kind::Int)
                    most = quint64(n.args[first + 1]->value.i);
                r->size = Size{0, most};
                return costOf(target, 2 * StringTraversal);
            }
            break;
        case Fn::Join:
            if (member) {
                Size s{0, 0};
                const Size list = target;
                if (arg(0).type.kind == K::List) {
                    Info ei;
                    ei.type = param(0, arg(0).type);
                    ei.size = arg(0).entrySize;
                    s = list.mul(sizeOf(ei));
                }
                if (argCount > 0) {
                    const Size separators{list.min > 0 ? list.min - 1 : 0,
                                          list.max > 0 ? list.max - 1 : 0};
                    s = s.add(argSize(0).mul(separators));
                }
                r->size = s;
                return costOf(s, StringTraversal);
            }
            break;
        case Fn::Find:
        case Fn::FindAll:
            if (member && argCount >= 1) {
                const Cost str = costOf(target.add(Size{1, 1}), StringTraversal);
                r->size = Size{0, target.max};
                return mul(str, costOf(argSize(0), RegexLength));
            }
            break;
        case Fn::Matches:
            if (member && argCount == 1) {
                const Cost str = costOf(target.add(Size{1, 1}), StringTraversal);
                return add(mul(str, costOf(argSize(0), RegexLength)), Cost{});
            }
            break;
        case Fn::IpOf:
            if (member)
                return fixed(1); // cidr.ip(): a field
            break;
        case Fn::ContainsIp:
        case Fn::ContainsCidr:
            if (member && argCount >= 1) {
                const Size bytes{4, 16};
                Cost c = costOf(bytes.add(bytes), StringTraversal);
                if (n.fn == Fn::ContainsCidr)
                    c = add(add(c, costOf(bytes, StringTraversal)), fixed(1));
                if (arg(first).type.kind == K::String)
                    c = add(c, costOf(argSize(0), StringTraversal));
                return c;
            }
            break;
        case Fn::StartsWith:
        case Fn::EndsWith:
            if (member && argCount == 1)
                return costOf(argSize(0), StringTraversal);
            break;
        case Fn::Contains:
            if (member && argCount == 1)
                return mul(costOf(target, StringTraversal), costOf(argSize(0), StringTraversal));
            break;
        case Fn::ToBytes:
            if (argCount == 1 && arg(0).type.kind == K::String) {
                const Size s = sizeOf(arg(0));
                r->size = Size{s.min, mulSat(s.max, 4)};
                return costOf(s, StringTraversal);
            }
            break;
        case Fn::ToString:
            if (argCount == 1 && arg(0).type.kind == K::Bytes) {
                const Size s = sizeOf(arg(0));
                r->size = Size{s.min / 4, s.max};
                return costOf(s, StringTraversal);
            }
            break;
        case Fn::Quote:
            if (argCount == 1) {
                const Size s = sizeOf(arg(0));
                r->size = Size{addSat(s.min, 2), addSat(mulSat(s.max, 2), 2)};
                return costOf(s, StringTraversal);
            }
            break;
        case Fn::Format:
            if (member && argCount == 1) {
                r->size = target.add(argSize(0));
                return costOf(target, StringTraversal);
            }
            break;
        case Fn::SetsContains:
        case Fn::SetsEquivalent:
        case Fn::SetsIntersects:
            if (argCount == 2)
                return add(costOf(argSize(0).mul(argSize(1))), fixed(1));
            break;
        default:
            break;
        }
        return fixed(1);
    }
};

} // namespace

QString Type::toString() const
{
    switch (kind) {
    case K::Dyn:
    case K::Param:
        return QStringLiteral("dyn");
    case K::Null:
        return QStringLiteral("null_type");
    case K::Bool:
        return QStringLiteral("bool");
    case K::Int:
        return QStringLiteral("int");
    case K::Uint:
        return QStringLiteral("uint");
    case K::Double:
        return QStringLiteral("double");
    case K::String:
        return QStringLiteral("string");
    case K::Bytes:
        return QStringLiteral("bytes");
    case K::List:
        return QStringLiteral("list(%1)").arg(param(0, *this).toString());
    case K::Map:
        return QStringLiteral("map(%1, %2)")
            .arg(param(0, *this).toString(), param(1, *this).toString());
    case K::TypeType:
        return QStringLiteral("type");
    case K::Semver:
        return QStringLiteral("kubernetes.Semver");
    case K::Quantity:
        return QStringLiteral("kubernetes.Quantity");
    case K::Ip:
        return QStringLiteral("net.IP");
    case K::Cidr:
        return QStringLiteral("net.CIDR");
    case K::Timestamp:
        return QStringLiteral("google.protobuf.Timestamp");
    case K::Duration:
        return QStringLiteral("google.protobuf.Duration");
    case K::Optional:
        return QStringLiteral("optional_type(%1)").arg(param(0, *this).toString());
    case K::Url:
        return QStringLiteral("kubernetes.URL");
    case K::Format:
        return QStringLiteral("kubernetes.NamedFormat");
    case K::Object:
        return name;
    }
    return {};
}

CheckResult check(const Node &root, const CompileOptions &options, int localCount)
{
    Checker checker(options, localCount);
    const Info info = checker.run(root);
    CheckResult out;
    if (checker.failed) {
        out.ok = false;
        out.pos = checker.errorPos;
        out.message = checker.error;
        return out;
    }
    out.type = info.type;
    out.cost = info.cost;
    return out;
}

} // namespace Accel::Cel
