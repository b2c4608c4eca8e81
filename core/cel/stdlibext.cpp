// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The extension libraries the standard library dispatches to (stdlib.cpp): Kubernetes' Lists,
// Sets, IP and CIDR, URLs and Format libraries, and ext.Strings.
#include "cel/programdetail.h"
#include "celtr.h"

#include "cel/detail.h"
#include "cel/formats.h"
#include "cel/network.h"
#include "cel/node.h"
#include "cel/stringsext.h"
#include "cel/timestamps.h"
#include "cel/urls.h"

#include <optional>

namespace Accel::Cel::Detail {

namespace {

/// The order of A and B for isSorted, min and max: -1, 0 or 1; nullopt when they are not
/// comparable (numbers compare across int, uint and double, as in cel-go).
std::optional<int> valueOrder(const Value &a, const Value &b)
{
    using K = Value::Kind;
    const auto sign = [](auto x, auto y) { return x < y ? -1 : (x > y ? 1 : 0); };
    if (isNumber(a) && isNumber(b)) {
        const int c = compareNumbers(a, b);
        return c == 2 ? std::nullopt : std::optional<int>(c);
    }
    if (a.kind != b.kind)
        return std::nullopt;
    switch (a.kind) {
    case K::String:
        return sign(a.s.compare(b.s), 0);
    case K::Bytes:
        return sign(a.bytesValue().compare(b.bytesValue()), 0);
    case K::Bool:
        return sign(int(a.b), int(b.b));
    case K::Timestamp:
        return sign(a.timestampValue(), b.timestampValue());
    case K::Duration:
        return sign(a.i, b.i);
    default:
        return std::nullopt;
    }
}

} // namespace

/// The Kubernetes Lists library (apiserver/pkg/cel/library/lists.go) and indexOf/lastIndexOf of
/// a list, the receiver a list. Runtime cost: one step per element visited, on top of the call's.
Value listsCall(const Node &n, const Value *args, qsizetype count, Context &c)
{
    using K = Value::Kind;
    const QList<Value> &items = args[0].listItems();
    if (!charge(c, items.size()))
        return aborted(n);
    const auto incomparable = [&n](const Value &x, const Value &y) {
        return noOverload(n, {&x, &y});
    };
    switch (n.fn) {
    case Fn::IsSorted:
        for (qsizetype k = 1; k < items.size(); ++k) {
            const std::optional<int> order = valueOrder(items[k - 1], items[k]);
            if (!order)
                return incomparable(items[k - 1], items[k]);
            if (*order > 0)
                return Value::boolean(false);
        }
        return Value::boolean(true);
    case Fn::Min:
    case Fn::Max: {
        if (items.isEmpty())
            return Value::error(n.fn == Fn::Min ? Tr::tr("min called on empty list")
                                                : Tr::tr("max called on empty list"),
                                n.pos);
        qsizetype best = 0;
        for (qsizetype k = 1; k < items.size(); ++k) {
            const std::optional<int> order = valueOrder(items[k], items[best]);
            if (!order)
                return incomparable(items[best], items[k]);
            if (n.fn == Fn::Min ? *order < 0 : *order > 0)
                best = k;
        }
        return items[best];
    }
    case Fn::Sum: {
        if (items.isEmpty())
            return Value::integer(0);
        Value total = items[0];
        if (total.kind != K::Int && total.kind != K::Uint && total.kind != K::Double &&
            total.kind != K::Duration)
            return noOverload(n, {&args[0]});
        for (qsizetype k = 1; k < items.size(); ++k) {
            const Value &x = items[k];
            if (x.kind != total.kind)
                return incomparable(total, x);
            switch (total.kind) {
            case K::Int:
                if (__builtin_add_overflow(total.i, x.i, &total.i))
                    return overflow(n);
                break;
            case K::Uint:
                if (__builtin_add_overflow(total.u, x.u, &total.u))
                    return Value::error(Tr::tr("unsigned integer overflow"), n.pos);
                break;
            case K::Double:
                total.d += x.d;
                break;
            default: { // Duration
                Value r = Time::addDurations(total.i, x.i, false);
                if (r.isError()) {
                    r.pos = n.pos;
                    return r;
                }
                total = r;
                break;
            }
            }
        }
        return total;
    }
    case Fn::IndexOf:
    case Fn::LastIndexOf: {
        if (count != 2)
            return noOverload(n, args, count);
        const bool last = n.fn == Fn::LastIndexOf;
        for (qsizetype j = 0; j < items.size(); ++j) {
            const qsizetype k = last ? items.size() - 1 - j : j;
            if (equalsCharged(c, items[k], args[1]))
                return Value::integer(k);
            if (c.aborted)
                return aborted(n);
        }
        return Value::integer(-1);
    }
    default:
        break;
    }
    return noOverload(n, args, count);
}

/// The Kubernetes Sets library (apiserver/pkg/cel/library/sets.go) over two lists, with CEL
/// equality. Runtime cost: one step per pair of elements compared.
Value setsCall(const Node &n, const Value *args, qsizetype count, Context &c)
{
    if (count != 2 || args[0].kind != Value::Kind::List || args[1].kind != Value::Kind::List)
        return noOverload(n, args, count);
    const QList<Value> &a = args[0].listItems();
    const QList<Value> &b = args[1].listItems();
    if (!charge(c, a.size() * b.size()))
        return aborted(n);
    // Whether every element of X is in Y.
    const auto containsAll = [&c](const QList<Value> &x, const QList<Value> &y) {
        for (const Value &v : x) {
            bool found = false;
            for (const Value &w : y) {
                if (equalsCharged(c, v, w)) {
                    found = true;
                    break;
                }
            }
            if (!found || c.aborted)
                return false;
        }
        return true;
    };
    bool r = false;
    switch (n.fn) {
    case Fn::SetsContains:
        r = containsAll(b, a);
        break;
    case Fn::SetsEquivalent:
        r = containsAll(b, a) && containsAll(a, b);
        break;
    default: // SetsIntersects
        for (const Value &v : a) {
            for (const Value &w : b) {
                if (equalsCharged(c, v, w)) {
                    r = true;
                    break;
                }
            }
            if (r || c.aborted)
                break;
        }
        break;
    }
    if (c.aborted)
        return aborted(n);
    return Value::boolean(r);
}

/// The ext.Strings functions, their arguments evaluated and none an error. Runtime cost as the
/// Kubernetes CEL cost estimator charges it (apiserver/pkg/cel/library/cost.go, CallCost) on top
/// of the call's step, in this engine's units (a tenth of a step per UTF-16 unit, rounded
/// down): size/10 for indexOf, lastIndexOf, substring and trim, 2*size/10 for replace and split,
/// 2*result/10 for join; charAt, reverse, format and strings.quote cost nothing more.
Value stringsCall(const Node &n, const Value *args, qsizetype count, Context &c)
{
    using K = Value::Kind;
    const auto kinds = [args, count](std::initializer_list<K> required, qsizetype optional = 0) {
        if (count < qsizetype(required.size()) - optional)
            return false;
        qsizetype k = 0;
        for (const K kind : required) {
            if (k < count && args[k].kind != kind)
                return false;
            ++k;
        }
        return true;
    };
    const auto optionalInt = [args, count](qsizetype k) {
        return count > k ? std::optional<qint64>(args[k].i) : std::nullopt;
    };
    const QString &s = args[0].s;
    Value r;
    switch (n.fn) {
    case Fn::CharAt:
        if (!kinds({K::String, K::Int}))
            return noOverload(n, args, count);
        r = Strings::charAt(s, args[1].i);
        break;
    case Fn::IndexOf:
    case Fn::LastIndexOf:
        if (!kinds({K::String, K::String, K::Int}, 1))
            return noOverload(n, args, count);
        if (!charge(c, s.size() / 10))
            return aborted(n);
        r = n.fn == Fn::IndexOf ? Strings::indexOf(s, args[1].s, optionalInt(2))
                                : Strings::lastIndexOf(s, args[1].s, optionalInt(2));
        break;
    case Fn::Replace:
        if (!kinds({K::String, K::String, K::String, K::Int}, 1))
            return noOverload(n, args, count);
        if (!charge(c, 2 * s.size() / 10))
            return aborted(n);
        r = Value::string(Strings::replace(s, args[1].s, args[2].s, optionalInt(3).value_or(-1)));
        break;
    case Fn::Split:
        if (!kinds({K::String, K::String, K::Int}, 1))
            return noOverload(n, args, count);
        if (!charge(c, 2 * s.size() / 10))
            return aborted(n);
        r = Value::list(Strings::split(s, args[1].s, optionalInt(2).value_or(-1)));
        break;
    case Fn::Substring:
        if (!kinds({K::String, K::Int, K::Int}, 1))
            return noOverload(n, args, count);
        if (!charge(c, s.size() / 10))
            return aborted(n);
        r = Strings::substring(s, args[1].i, optionalInt(2));
        break;
    case Fn::Trim:
    case Fn::Reverse:
    case Fn::Quote:
        if (!kinds({K::String}))
            return noOverload(n, args, count);
        if (n.fn == Fn::Trim && !charge(c, s.size() / 10))
            return aborted(n);
        r = Value::string(n.fn == Fn::Trim      ? Strings::trim(s)
                          : n.fn == Fn::Reverse ? Strings::reverse(s)
                                                : Strings::quote(s));
        break;
    case Fn::Join:
        if (!kinds({K::List, K::String}, 1))
            return noOverload(n, args, count);
        r = Strings::join(args[0].listItems(), count > 1 ? args[1].s : QString());
        if (!r.isError() && !charge(c, 2 * r.s.size() / 10))
            return aborted(n);
        break;
    case Fn::Format:
        if (!kinds({K::String, K::List}))
            return noOverload(n, args, count);
        r = Strings::format(s, args[1].listItems());
        break;
    default:
        return noOverload(n, args, count);
    }
    if (r.isError())
        r.pos = n.pos;
    return r;
}

/// The IP and CIDR functions, their arguments evaluated and none an error. Runtime cost as the
/// Kubernetes CEL cost estimator charges it (apiserver/pkg/cel/library/cost.go, CallCost) on top
/// of the call's step, in the units of stringsCall (a tenth of a step per UTF-16 unit or address
/// byte, rounded down): parsing a string (ip, cidr, isIP, isCIDR, and the string forms of
/// containsIP and containsCIDR) size/10, ip.isCanonical 2*size/10, containsIP 2*bytes/10 and
/// containsCIDR 3*bytes/10 + 1, BYTES being 4 or 16 for the CIDR's family; the accessors cost
/// nothing more.
Value networkCall(const Node &n, const Value *args, qsizetype count, Context &c)
{
    using K = Value::Kind;
    const Value &a = args[0];
    const auto parseCost = [&c](const Value &s) { return charge(c, s.s.size() / 10); };
    const auto located = [&n](Value v) {
        if (v.isError())
            v.pos = n.pos;
        return v;
    };
    switch (n.fn) {
    case Fn::IpOf:
        if (n.method && a.kind == K::Cidr) // cidr.ip(): the address as written
            return Value::ip(a.cidrValue().address);
        if (!n.method && a.kind == K::String) {
            if (!parseCost(a))
                return aborted(n);
            return located(Network::ip(a.s));
        }
        break;
    case Fn::IsIp:
    case Fn::IsCidr:
        if (a.kind == K::String) {
            if (!parseCost(a))
                return aborted(n);
            return Value::boolean(n.fn == Fn::IsIp ? Network::isIp(a.s) : Network::isCidr(a.s));
        }
        break;
    case Fn::IpIsCanonical:
        if (a.kind == K::String) {
            if (!charge(c, 2 * a.s.size() / 10))
                return aborted(n);
            return located(Network::isCanonical(a.s));
        }
        break;
    case Fn::CidrOf:
        if (a.kind == K::String) {
            if (!parseCost(a))
                return aborted(n);
            return located(Network::cidr(a.s));
        }
        break;
    case Fn::Family:
        if (a.kind == K::Ip)
            return Value::integer(a.ipValue().family == IpAddress::Family::V4 ? 4 : 6);
        break;
    case Fn::IsUnspecified:
    case Fn::IsLoopback:
    case Fn::IsLinkLocalMulticast:
    case Fn::IsLinkLocalUnicast:
    case Fn::IsGlobalUnicast: {
        if (a.kind != K::Ip)
            break;
        const IpAddress &ip = a.ipValue();
        switch (n.fn) {
        case Fn::IsUnspecified:
            return Value::boolean(ip.isUnspecified());
        case Fn::IsLoopback:
            return Value::boolean(ip.isLoopback());
        case Fn::IsLinkLocalMulticast:
            return Value::boolean(ip.isLinkLocalMulticast());
        case Fn::IsLinkLocalUnicast:
            return Value::boolean(ip.isLinkLocalUnicast());
        default:
            return Value::boolean(ip.isGlobalUnicast());
        }
    }
    case Fn::Masked:
        if (a.kind == K::Cidr)
            return Value::cidr(a.cidrValue().masked());
        break;
    case Fn::PrefixLength:
        if (a.kind == K::Cidr)
            return Value::integer(a.cidrValue().bits);
        break;
    case Fn::ContainsIp:
    case Fn::ContainsCidr: {
        if (a.kind != K::Cidr || count < 2)
            break;
        const Value &b = args[1];
        const Cidr &cidr = a.cidrValue();
        const qsizetype bytes = cidr.address.bitLength() / 8;
        const bool ofIp = n.fn == Fn::ContainsIp;
        const K wanted = ofIp ? K::Ip : K::Cidr;
        if (b.kind != wanted && b.kind != K::String)
            return noOverload(n, args, count);
        if (!charge(c, (ofIp ? 2 * bytes / 10 : 3 * bytes / 10 + 1) +
                           (b.kind == K::String ? b.s.size() / 10 : 0)))
            return aborted(n);
        Value other = b;
        if (b.kind == K::String) {
            other = located(ofIp ? Network::ip(b.s) : Network::cidr(b.s));
            if (other.isError())
                return other;
        }
        return Value::boolean(ofIp ? cidr.contains(other.ipValue())
                                   : cidr.contains(other.cidrValue()));
    }
    default:
        break;
    }
    return noOverload(n, args, count);
}

/// The Kubernetes URLs and Format functions, their arguments evaluated and none an error. Runtime
/// cost as the Kubernetes estimator charges it (library/cost.go, CallCost): url() size/10 on top
/// of the call's step, in the units of stringsCall; the accessors, isURL, format.named() and
/// validate() nothing more.
Q_NEVER_INLINE Value urlsCall(const Node &n, const Value *args, qsizetype count, Context &c)
{
    using K = Value::Kind;
    const Value &a = args[0];
    switch (n.fn) {
    case Fn::Url:
        if (a.kind == K::String) {
            if (!charge(c, a.s.size() / 10))
                return aborted(n);
            Value r = Urls::url(a.s);
            if (r.isError())
                r.pos = n.pos;
            return r;
        }
        break;
    case Fn::IsUrl:
        if (a.kind == K::String)
            return Value::boolean(Urls::isUrl(a.s));
        break;
    case Fn::GetScheme:
    case Fn::GetHost:
    case Fn::GetHostname:
    case Fn::GetPort:
    case Fn::GetEscapedPath:
    case Fn::GetQuery: {
        if (a.kind != K::Url)
            break;
        const Url &u = a.urlValue();
        switch (n.fn) {
        case Fn::GetScheme:
            return Value::string(QString::fromUtf8(u.scheme));
        case Fn::GetHost:
            return Value::string(QString::fromUtf8(u.host));
        case Fn::GetHostname:
            return Value::string(u.hostname());
        case Fn::GetPort:
            return Value::string(u.port());
        case Fn::GetEscapedPath:
            return Value::string(u.escapedPath());
        default:
            return Urls::query(u);
        }
    }
    case Fn::FormatNamed:
        if (a.kind == K::String)
            return Formats::isName(a.s) ? Value::optional(Value::format(a.s))
                                        : Value::optionalNone();
        break;
    case Fn::Validate:
        if (a.kind == K::Format && count == 2 && args[1].kind == K::String) {
            const QStringList errors = Formats::validate(a.s, args[1].s);
            if (errors.isEmpty())
                return Value::optionalNone();
            QList<Value> items;
            for (const QString &e : errors)
                items.append(Value::string(e));
            return Value::optional(Value::list(std::move(items)));
        }
        break;
    default:
        break;
    }
    return noOverload(n, args, count);
}

} // namespace Accel::Cel::Detail
