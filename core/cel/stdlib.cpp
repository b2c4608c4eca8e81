// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The standard library: the dispatch of function calls (callFunction) and the functions of CEL
// itself (size, conversions, string tests, regular expressions, timestamps and durations,
// optionals) and of Kubernetes' Semver and Quantity; the extension libraries are in
// stdlibext.cpp. cel-go's dispatcher and functions.
#include "cel/programdetail.h"
#include "celtr.h"

#include "cel/network.h"
#include "cel/node.h"
#include "cel/timestamps.h"
#include "excerpt.h"
#include "regularexpression.h"
#include "resourcelimits.h"

#include <QStringDecoder>
#include <QVarLengthArray>

#include <cmath>
#include <limits>
#include <optional>
#include <unordered_map>

namespace Accel::Cel::Detail {

namespace {

Value rangeError(const Node &n)
{
    return Value::error(Tr::tr("range error converting value"), n.pos);
}

QString asciiCase(const QString &s, bool upper)
{
    QString out = s;
    for (QChar &ch : out) {
        const char16_t u = ch.unicode();
        if (upper && u >= u'a' && u <= u'z')
            ch = QChar(u - 32);
        else if (!upper && u >= u'A' && u <= u'Z')
            ch = QChar(u + 32);
    }
    return out;
}

/// Whether S starts or ends with white space, which Go's strconv (and so CEL) refuses and
/// QString's number parsing skips.
bool edgeSpace(const QString &s)
{
    return !s.isEmpty() && (s.front().isSpace() || s.back().isSpace());
}

/// The timestamp and duration functions, their arguments evaluated and none an error. cel-go
/// and the Kubernetes cost estimator charge nothing on top of the call's step.
Value timeCall(const Node &n, const Value *args, qsizetype count)
{
    using K = Value::Kind;
    const Value &a = args[0];
    Value r;
    switch (n.fn) {
    case Fn::TimestampOf:
        if (a.kind == K::Timestamp)
            return a;
        if (a.kind == K::String)
            r = Time::parseTimestamp(a.s);
        else if (a.kind == K::Int)
            r = Time::timestampFromSeconds(a.i);
        else
            return noOverload(n, args, count);
        break;
    case Fn::DurationOf:
        if (a.kind == K::Duration)
            return a;
        if (a.kind == K::Int) // cel-go's int64_to_duration: nanoseconds
            return Value::duration(a.i);
        if (a.kind != K::String)
            return noOverload(n, args, count);
        r = Time::parseDuration(a.s);
        break;
    default: {
        static constexpr Time::Field fields[] = {Time::Field::FullYear,  Time::Field::Month,
                                                 Time::Field::DayOfYear, Time::Field::DayOfMonth,
                                                 Time::Field::Date,      Time::Field::DayOfWeek,
                                                 Time::Field::Hours,     Time::Field::Minutes,
                                                 Time::Field::Seconds,   Time::Field::Milliseconds};
        const Time::Field field = fields[int(n.fn) - int(Fn::GetFullYear)];
        if (a.kind == K::Timestamp && (count == 1 || args[1].kind == K::String))
            r = Time::timestampField(a.timestampValue(), field, count > 1 ? &args[1].s : nullptr);
        else if (a.kind == K::Duration && count == 1 && field >= Time::Field::Hours)
            r = Time::durationField(a.i, field);
        else
            return noOverload(n, args, count);
        break;
    }
    }
    if (r.isError())
        r.pos = n.pos;
    return r;
}

/// The zero value of its type, which optional.ofNonZeroValue() makes none (cel-go's
/// IsZeroValue): null, false, 0, 0u, 0.0, "", b"", [], {}, duration('0s'), timestamp(0).
bool isZeroValue(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::Null:
        return true;
    case K::Bool:
        return !v.b;
    case K::Int:
    case K::Duration:
        return v.i == 0;
    case K::Uint:
        return v.u == 0;
    case K::Double:
        return v.d == 0;
    case K::String:
        return v.s.isEmpty();
    case K::Bytes:
        return v.bytesValue().isEmpty();
    case K::List:
        return v.listItems().isEmpty();
    case K::Map:
        return mapSize(v) == 0;
    case K::Timestamp:
        return v.timestampValue() == Timestamp{};
    default:
        return false;
    }
}

/// Regex work charged past Kubernetes' cost: one cost unit per this many steps of RE2's bound
/// (program instructions times bytes of text; or instructions compiled for a pattern that is
/// no constant). Kubernetes charges one unit per 40 code points of text times pattern; a
/// pattern without counted repetitions has about as many instructions as code points, so such
/// a pattern stays within Kubernetes' charge. A pattern whose counted repetitions make a large
/// program (`(a?){1000}a{1000}`) pays for it.
constexpr qint64 RegexStepsPerCost = 128;

/// A pattern that is no constant, compiled or found in a small per-thread cache (a program can
/// be evaluated on many threads at once; a RegularExpression itself is immutable).
Result<RegularExpression> dynamicRegex(const QString &pattern)
{
    constexpr size_t MaxEntries = 64;
    constexpr qsizetype MaxCachedProgram = 4096;
    thread_local std::unordered_map<QString, RegularExpression> cache;
    if (const auto it = cache.find(pattern); it != cache.end())
        return it->second;
    Result<RegularExpression> re = RegularExpression::compile(pattern);
    if (re && re->programSize() <= MaxCachedProgram) {
        if (cache.size() >= MaxEntries)
            cache.clear();
        cache.emplace(pattern, *re);
    }
    return re;
}

/// matches(), find() and findAll(LIMIT) on TEXT (LIMIT -1 for the others). Cost: Kubernetes'
/// (cel-go's runtime cost of matches, apiserver library/cost.go for find and findAll): the
/// string traversal, ceil((1 + size) * 0.1), times ceil(pattern size * 0.25); more when the
/// regex work divided by RegexStepsPerCost is larger. A search whose bound does not fit in the
/// budget left (the cost error) or in Limits::RegexSteps (a runtime error naming the limit) is
/// not run.
Value regexFunction(const Node &n, Context &c, const QString &text, const QString &pattern,
                    qint64 limit)
{
    const qint64 kubeCost = qint64(std::ceil((1.0 + double(codePointCount(text))) * 0.1)) *
                            qint64(std::ceil(double(codePointCount(pattern)) * 0.25));
    if (!charge(c, kubeCost))
        return aborted(n);
    qint64 work = 0;
    std::optional<RegularExpression> dynamic;
    if (!n.regex) {
        Result<RegularExpression> re = dynamicRegex(pattern);
        if (!re)
            return Value::error(Tr::tr("invalid regular expression '%1': %2")
                                    .arg(excerpt(pattern), re.error().message),
                                n.pos);
        dynamic = std::move(*re);
        work = dynamic->programSize();
    }
    const RegularExpression &re = n.regex ? *n.regex : *dynamic;
    // The steps that keep the charge, max(kubeCost, (work + steps) / RegexStepsPerCost), within
    // the cost limit; and at most the regex-steps limit (README "Limits").
    const qint64 stepLimit = Limits::value(Limits::RegexSteps);
    const qint64 remaining = c.limit - c.cost; // not negative: the charge above succeeded
    constexpr qint64 Unbounded = std::numeric_limits<qint64>::max() / RegexStepsPerCost;
    RegularExpression::Budget budget;
    if (remaining < Unbounded - kubeCost - 1)
        budget.limitSteps = (remaining + kubeCost + 1) * RegexStepsPerCost - work - 1;
    budget.limitSteps = std::min(budget.limitSteps, stepLimit);
    // Charges the work done; the error value when a limit stopped the search, nullopt when the
    // search COMPLETED.
    const auto settle = [&](bool completed) -> std::optional<Value> {
        const qint64 extra = (work + budget.usedSteps) / RegexStepsPerCost - kubeCost;
        if (extra > 0 && !charge(c, extra))
            return aborted(n);
        if (completed)
            return std::nullopt;
        if (budget.usedSteps > stepLimit) {
            const Error e = Limits::exceeded(
                Limits::RegexSteps, Tr::tr("regular expression '%1'").arg(excerpt(pattern)));
            return Value::error(e.message + QLatin1Char(' ') + e.hint, n.pos);
        }
        c.aborted = true;
        return aborted(n);
    };
    if (n.fn == Fn::FindAll) {
        const std::optional<QList<RegularExpression::Span>> spans = re.findAll(text, limit, budget);
        if (std::optional<Value> stop = settle(spans.has_value()))
            return std::move(*stop);
        QList<Value> found;
        found.reserve(spans->size());
        for (const RegularExpression::Span &s : *spans)
            found.append(Value::string(text.mid(s.begin, s.end - s.begin)));
        return Value::list(std::move(found));
    }
    if (n.fn == Fn::Find) { // the first match, or "" when there is none
        const std::optional<RegularExpression::Span> span = re.find(text, budget);
        if (std::optional<Value> stop = settle(span.has_value()))
            return std::move(*stop);
        return Value::string(span->begin < 0 ? QString()
                                             : text.mid(span->begin, span->end - span->begin));
    }
    const std::optional<bool> found = re.matches(text, budget);
    if (std::optional<Value> stop = settle(found.has_value()))
        return std::move(*stop);
    return Value::boolean(*found);
}

} // namespace

Value callFunction(const Node &n, Context &c)
{
    using K = Value::Kind;
    QVarLengthArray<Value, 3> args;
    for (const auto &a : n.args) {
        Value v = eval(*a, c);
        if (v.isError())
            return v;
        args.append(std::move(v));
    }
    const Value &a = args[0];
    const auto err = [&n](const QString &message) { return Value::error(message, n.pos); };
    switch (n.fn) {
    case Fn::Size:
        if (a.kind == K::String)
            return Value::integer(codePointCount(a.s));
        if (a.kind == K::Bytes)
            return Value::integer(a.bytesValue().size());
        if (a.kind == K::List)
            return Value::integer(a.listItems().size());
        if (a.kind == K::Map)
            return Value::integer(mapSize(a));
        break;
    case Fn::Contains:
    case Fn::StartsWith:
    case Fn::EndsWith:
        if (a.kind == K::String && args[1].kind == K::String) {
            if (!charge(c, a.s.size() / 10))
                return aborted(n);
            if (n.fn == Fn::Contains)
                return Value::boolean(a.s.contains(args[1].s));
            if (n.fn == Fn::StartsWith)
                return Value::boolean(a.s.startsWith(args[1].s));
            return Value::boolean(a.s.endsWith(args[1].s));
        }
        return noOverload(n, {&a, &args[1]});
    case Fn::Matches:
    case Fn::Find:
    case Fn::FindAll:
        if (a.kind == K::String && args[1].kind == K::String &&
            (args.size() == 2 || args[2].kind == K::Int))
            return regexFunction(n, c, a.s, args[1].s, args.size() > 2 ? args[2].i : -1);
        return noOverload(n, args.constData(), args.size());
    case Fn::LowerAscii:
    case Fn::UpperAscii:
        if (a.kind == K::String) {
            if (!charge(c, a.s.size() / 10))
                return aborted(n);
            return Value::string(asciiCase(a.s, n.fn == Fn::UpperAscii));
        }
        break;
    case Fn::ToInt:
        switch (a.kind) {
        case K::Int:
            return a;
        case K::Uint:
            if (a.u > quint64(std::numeric_limits<qint64>::max()))
                return rangeError(n);
            return Value::integer(qint64(a.u));
        case K::Double:
            if (!(a.d > -9223372036854775808.0 && a.d < 9223372036854775808.0))
                return rangeError(n);
            return Value::integer(qint64(a.d));
        case K::Timestamp:
            return Value::integer(a.timestampValue().seconds);
        case K::Duration: // cel-go: the nanoseconds
            return Value::integer(a.i);
        case K::String: {
            bool ok = false;
            const qint64 v = a.s.toLongLong(&ok);
            if (!ok || edgeSpace(a.s))
                return err(Tr::tr("cannot convert '%1' to int").arg(excerpt(a.s)));
            return Value::integer(v);
        }
        default:
            break;
        }
        break;
    case Fn::ToUint:
        switch (a.kind) {
        case K::Uint:
            return a;
        case K::Int:
            if (a.i < 0)
                return rangeError(n);
            return Value::uinteger(quint64(a.i));
        case K::Double:
            if (!(a.d > -1.0 && a.d < 18446744073709551616.0))
                return rangeError(n);
            return Value::uinteger(quint64(a.d));
        case K::String: {
            bool ok = false;
            const quint64 v = a.s.toULongLong(&ok);
            if (!ok || edgeSpace(a.s) || a.s.startsWith(QLatin1Char('-')) ||
                a.s.startsWith(QLatin1Char('+')))
                return err(Tr::tr("cannot convert '%1' to uint").arg(excerpt(a.s)));
            return Value::uinteger(v);
        }
        default:
            break;
        }
        break;
    case Fn::ToDouble:
        switch (a.kind) {
        case K::Double:
            return a;
        case K::Int:
            return Value::real(double(a.i));
        case K::Uint:
            return Value::real(double(a.u));
        case K::String: {
            bool ok = false;
            double v = a.s.toDouble(&ok);
            if (edgeSpace(a.s))
                return err(Tr::tr("cannot convert '%1' to double").arg(excerpt(a.s)));
            if (!ok) {
                const QString t = a.s.toLower();
                if (t == QLatin1String("inf") || t == QLatin1String("+inf") ||
                    t == QLatin1String("infinity"))
                    v = std::numeric_limits<double>::infinity();
                else if (t == QLatin1String("-inf") || t == QLatin1String("-infinity"))
                    v = -std::numeric_limits<double>::infinity();
                else if (t == QLatin1String("nan"))
                    v = std::numeric_limits<double>::quiet_NaN();
                else
                    return err(Tr::tr("cannot convert '%1' to double").arg(excerpt(a.s)));
            }
            return Value::real(v);
        }
        default:
            break;
        }
        break;
    case Fn::ToString:
        switch (a.kind) {
        case K::String:
            return a;
        case K::Int:
            return Value::string(QString::number(a.i));
        case K::Uint:
            return Value::string(QString::number(a.u));
        case K::Double:
            return Value::string(formatDouble(a.d));
        case K::Bool:
            return Value::string(a.b ? QStringLiteral("true") : QStringLiteral("false"));
        case K::Bytes: {
            // ConvertInitialBom: a leading U+FEFF is a character of the string (Go keeps it).
            QStringDecoder decoder(QStringDecoder::Utf8,
                                   QStringDecoder::Flag::Stateless |
                                       QStringDecoder::Flag::ConvertInitialBom);
            QString s = decoder(a.bytesValue());
            if (decoder.hasError())
                return err(Tr::tr("invalid UTF-8 in bytes, cannot convert to string"));
            return Value::string(s);
        }
        case K::Semver:
            return Value::string(a.semverValue().toString());
        case K::Quantity:
            return Value::string(a.quantityValue().toString());
        case K::Ip:
            return Value::string(a.ipValue().toString());
        case K::Cidr:
            return Value::string(a.cidrValue().toString());
        case K::Timestamp:
            return Value::string(Time::timestampText(a.timestampValue()));
        case K::Duration:
            return Value::string(Time::durationText(a.i));
        default:
            break;
        }
        break;
    case Fn::ToBool:
        if (a.kind == K::Bool)
            return a;
        if (a.kind == K::String) {
            static const char *const yes[] = {"1", "t", "true", "TRUE", "True", "T"};
            static const char *const no[] = {"0", "f", "false", "FALSE", "False", "F"};
            for (const char *y : yes) {
                if (a.s == QLatin1String(y))
                    return Value::boolean(true);
            }
            for (const char *f : no) {
                if (a.s == QLatin1String(f))
                    return Value::boolean(false);
            }
            return err(Tr::tr("cannot convert '%1' to bool").arg(excerpt(a.s)));
        }
        break;
    case Fn::ToBytes:
        if (a.kind == K::Bytes)
            return a;
        if (a.kind == K::String)
            return Value::bytes(a.s.toUtf8());
        break;
    case Fn::Dyn:
        return a;
    case Fn::Type:
        return Value::type(a.typeName());
    case Fn::SemverOf:
    case Fn::IsSemver: {
        if (a.kind != K::String)
            break;
        bool relaxed = false;
        if (args.size() == 2) {
            if (args[1].kind != K::Bool)
                return noOverload(n, {&a, &args[1]});
            relaxed = args[1].b;
        }
        const std::optional<Semver> v = Semver::parse(a.s, relaxed);
        if (n.fn == Fn::IsSemver)
            return Value::boolean(v.has_value());
        if (!v)
            return err(Tr::tr("could not parse semver: %1").arg(excerpt(a.s)));
        return Value::semver(*v);
    }
    case Fn::Major:
    case Fn::Minor:
    case Fn::Patch:
        if (a.kind == K::Semver) {
            const Semver &v = a.semverValue();
            const quint64 x = n.fn == Fn::Major ? v.major : (n.fn == Fn::Minor ? v.minor : v.patch);
            return Value::integer(qint64(x));
        }
        break;
    case Fn::CompareTo:
    case Fn::IsGreaterThan:
    case Fn::IsLessThan: {
        const Value &b = args[1];
        int cmp = 0;
        if (a.kind == K::Semver && b.kind == K::Semver)
            cmp = a.semverValue().compare(b.semverValue());
        else if (a.kind == K::Quantity && b.kind == K::Quantity)
            cmp = a.quantityValue().compare(b.quantityValue());
        else
            return noOverload(n, {&a, &b});
        if (n.fn == Fn::CompareTo)
            return Value::integer(cmp);
        return Value::boolean(n.fn == Fn::IsGreaterThan ? cmp > 0 : cmp < 0);
    }
    case Fn::QuantityOf:
    case Fn::IsQuantity: {
        if (a.kind != K::String)
            break;
        const std::optional<Quantity> q = Quantity::parse(a.s);
        if (n.fn == Fn::IsQuantity)
            return Value::boolean(q.has_value());
        if (!q)
            return err(Tr::tr("quantities must match the regular expression "
                              "'^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$': %1")
                           .arg(excerpt(a.s)));
        return Value::quantity(*q);
    }
    case Fn::AsInteger:
    case Fn::IsInteger:
        if (a.kind == K::Quantity) {
            const std::optional<qint64> v = a.quantityValue().asInteger();
            if (n.fn == Fn::IsInteger)
                return Value::boolean(v.has_value());
            if (!v)
                return err(Tr::tr("cannot convert value to integer: %1")
                               .arg(excerpt(a.quantityValue().toString())));
            return Value::integer(*v);
        }
        break;
    case Fn::AsApproximateFloat:
        if (a.kind == K::Quantity)
            return Value::real(a.quantityValue().asApproximateFloat());
        break;
    case Fn::Sign:
        if (a.kind == K::Quantity)
            return Value::integer(a.quantityValue().sign());
        break;
    case Fn::QAdd:
    case Fn::QSub: {
        const Value &b = args[1];
        if (a.kind != K::Quantity || (b.kind != K::Quantity && b.kind != K::Int))
            return noOverload(n, {&a, &b});
        const Quantity other =
            b.kind == K::Quantity ? b.quantityValue() : *Quantity::parse(QString::number(b.i));
        const std::optional<Quantity> r =
            n.fn == Fn::QAdd ? a.quantityValue().add(other) : a.quantityValue().sub(other);
        if (!r)
            return overflow(n);
        return Value::quantity(*r);
    }
    case Fn::IndexOf:
    case Fn::LastIndexOf:
        if (a.kind == K::List)
            return listsCall(n, args.constData(), args.size(), c);
        return stringsCall(n, args.constData(), args.size(), c);
    case Fn::IsSorted:
    case Fn::Sum:
    case Fn::Min:
    case Fn::Max:
        if (a.kind == K::List)
            return listsCall(n, args.constData(), args.size(), c);
        break;
    case Fn::SetsContains:
    case Fn::SetsEquivalent:
    case Fn::SetsIntersects:
        return setsCall(n, args.constData(), args.size(), c);
    case Fn::CharAt:
    case Fn::Join:
    case Fn::Replace:
    case Fn::Split:
    case Fn::Substring:
    case Fn::Trim:
    case Fn::Reverse:
    case Fn::Quote:
    case Fn::Format:
        return stringsCall(n, args.constData(), args.size(), c);
    case Fn::IpOf:
    case Fn::IsIp:
    case Fn::IpIsCanonical:
    case Fn::Family:
    case Fn::IsUnspecified:
    case Fn::IsLoopback:
    case Fn::IsLinkLocalMulticast:
    case Fn::IsLinkLocalUnicast:
    case Fn::IsGlobalUnicast:
    case Fn::CidrOf:
    case Fn::IsCidr:
    case Fn::ContainsIp:
    case Fn::ContainsCidr:
    case Fn::Masked:
    case Fn::PrefixLength:
        return networkCall(n, args.constData(), args.size(), c);
    case Fn::TimestampOf:
    case Fn::DurationOf:
    case Fn::GetFullYear:
    case Fn::GetMonth:
    case Fn::GetDayOfYear:
    case Fn::GetDayOfMonth:
    case Fn::GetDate:
    case Fn::GetDayOfWeek:
    case Fn::GetHours:
    case Fn::GetMinutes:
    case Fn::GetSeconds:
    case Fn::GetMilliseconds:
        return timeCall(n, args.constData(), args.size());
    case Fn::Url:
    case Fn::IsUrl:
    case Fn::GetScheme:
    case Fn::GetHost:
    case Fn::GetHostname:
    case Fn::GetPort:
    case Fn::GetEscapedPath:
    case Fn::GetQuery:
    case Fn::FormatNamed:
    case Fn::Validate:
        return urlsCall(n, args.constData(), args.size(), c);
    case Fn::OptionalOf:
        return Value::optional(a);
    case Fn::OptionalOfNonZero:
        return isZeroValue(a) ? Value::optionalNone() : Value::optional(a);
    case Fn::OptionalNone: // compiled to a constant
        return Value::optionalNone();
    case Fn::HasValue:
        if (a.kind == K::Optional)
            return Value::boolean(a.hasOptionalValue());
        break;
    case Fn::OptValue:
        if (a.hasOptionalValue())
            return a.optionalValue();
        if (a.kind == K::Optional)
            return err(Tr::tr("optional.none() dereference"));
        break;
    case Fn::None:
        break;
    }
    if (args.size() == 1)
        return noOverload(n, {&a});
    return noOverload(n, {&a, &args[1]});
}

} // namespace Accel::Cel::Detail
