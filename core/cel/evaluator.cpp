// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The evaluator: the nodes of a planned tree evaluated under a cost budget (member access,
// operators, comprehensions, optionals, host paths; cel-go's interpretable and attributes). The
// function calls are the standard library's (stdlib.cpp).
#include "cel/programdetail.h"
#include "celtr.h"

#include "cel/detail.h"
#include "cel/hostobject.h"
#include "cel/node.h"
#include "cel/timestamps.h"
#include "excerpt.h"

#include <cmath>
#include <limits>
#include <optional>

namespace Accel::Cel::Detail {

const QString &costMessage()
{
    static const QString message =
        QStringLiteral("operation cancelled: actual cost limit exceeded");
    return message;
}

Value noOverload(const Node &n, std::initializer_list<const Value *> args)
{
    QStringList types;
    for (const Value *a : args)
        types << a->typeName();
    QString label = n.label;
    if (label.isEmpty())
        label = QStringLiteral("operator");
    return Value::error(Tr::tr("no matching overload for '%1' applied to (%2)")
                            .arg(label, types.join(QLatin1String(", "))),
                        n.pos);
}

Value noOverload(const Node &n, const Value *args, qsizetype count)
{
    QStringList types;
    for (qsizetype k = 0; k < count; ++k)
        types << args[k].typeName();
    return Value::error(Tr::tr("no matching overload for '%1' applied to (%2)")
                            .arg(n.label, types.join(QLatin1String(", "))),
                        n.pos);
}

Value aborted(const Node &n)
{
    return Value::error(costMessage(), n.pos);
}

bool isNumber(const Value &v)
{
    return v.kind == Value::Kind::Int || v.kind == Value::Kind::Uint ||
           v.kind == Value::Kind::Double;
}

Value overflow(const Node &n)
{
    return Value::error(Tr::tr("integer overflow"), n.pos);
}

namespace {

/// "no such key: KEY", the translation looked up once: an error on the hot path of a selector
/// that names an attribute a device lacks costs one allocation (issue 16, "an error should not
/// cost 8x a result").
Value noSuchKey(const QString &key, int pos)
{
    struct Parts
    {
        QString before;
        QString after;
    };
    static const Parts parts = [] {
        const QString text = Tr::tr("no such key: %1");
        const qsizetype at = text.indexOf(QLatin1String("%1"));
        if (at < 0)
            return Parts{text + QLatin1Char(' '), QString()};
        return Parts{text.left(at), text.mid(at + 2)};
    }();
    return Value::error(parts.before + key + parts.after, pos);
}

QString keyText(const Value &key)
{
    return key.kind == Value::Kind::String ? key.s : key.toDebugString();
}

/// Converts an index into a list position; nullopt when KEY is no integer-valued number.
std::optional<qint64> listPosition(const Value &key)
{
    using K = Value::Kind;
    if (key.kind == K::Int)
        return key.i;
    if (key.kind == K::Uint)
        return key.u > quint64(std::numeric_limits<qint64>::max()) ? -1 : qint64(key.u);
    if (key.kind == K::Double && std::trunc(key.d) == key.d && std::abs(key.d) < 9e18)
        return qint64(key.d);
    return std::nullopt;
}

/// `x.?f` (KEY a string, SELECT true) and `x[?k]`: optional.of(the member) when present,
/// optional.none() when not; an optional X is looked into, and none stays none. cel-go applies
/// the same to `.f` and `[k]` on an optional value, so that `x.?a.b` is `x.?a.?b`.
Q_NEVER_INLINE Value optionalMember(const Node &n, const Value &operand, const Value &key,
                                    bool select)
{
    using K = Value::Kind;
    if (operand.isError())
        return operand;
    if (key.isError())
        return key;
    if (operand.kind == K::Optional && !operand.hasOptionalValue())
        return operand;
    const Value &x = operand.kind == K::Optional ? operand.optionalValue() : operand;
    if (x.kind == K::Map) {
        if (std::optional<Value> v = x.host ? x.host->lookupMember(x, key) : mapFind(x, key))
            return v->isError() ? std::move(*v) : Value::optional(std::move(*v));
        return Value::optionalNone();
    }
    if (x.kind == K::List && !select) {
        const std::optional<qint64> i = listPosition(key);
        if (!i)
            return noOverload(n, {&x, &key});
        const QList<Value> &items = x.listItems();
        if (*i < 0 || *i >= items.size())
            return Value::optionalNone();
        return Value::optional(items[*i]);
    }
    if (select)
        return Value::error(Tr::tr("type '%1' does not support field selection").arg(x.typeName()),
                            n.pos);
    return noOverload(n, {&x, &key});
}

Q_NEVER_INLINE Value optionalSelect(const Node &n, const Value &operand, const QString &field)
{
    return optionalMember(n, operand, Value::string(field), true);
}

/// Op::OptSelect and Op::OptIndex.
Q_NEVER_INLINE Value optionalAccess(const Node &n, Context &c)
{
    const Value operand = eval(*n.args[0], c);
    if (n.op == Op::OptSelect)
        return optionalSelect(n, operand, n.name);
    return optionalMember(n, operand, eval(*n.args[1], c), false);
}

Value selectField(const Node &n, const Value &operand, const QString &field)
{
    if (operand.isError())
        return operand;
    if (operand.kind == Value::Kind::Optional)
        return optionalSelect(n, operand, field);
    if (operand.kind != Value::Kind::Map)
        return Value::error(
            Tr::tr("type '%1' does not support field selection").arg(operand.typeName()), n.pos);
    const Value key = Value::string(field);
    if (std::optional<Value> v =
            operand.host ? operand.host->lookupMember(operand, key) : mapFind(operand, key))
        return std::move(*v);
    return noSuchKey(field, n.pos);
}

/// `has(map.key)` and `key in map`.
bool mapHas(const Value &map, const Value &key)
{
    return map.host ? map.host->hasMember(map, key) : mapFind(map, key).has_value();
}

Value index(const Node &n, const Value &container, const Value &key)
{
    using K = Value::Kind;
    if (container.isError())
        return container;
    if (key.isError())
        return key;
    if (container.kind == K::List) {
        const QList<Value> &items = container.listItems();
        const std::optional<qint64> position = listPosition(key);
        if (!position)
            return noOverload(n, {&container, &key});
        const qint64 i = *position;
        if (i < 0 || i >= items.size())
            return Value::error(Tr::tr("index out of range: %1").arg(excerpt(keyText(key))), n.pos);
        return items[i];
    }
    if (container.kind == K::Map) {
        if (std::optional<Value> v = container.host ? container.host->lookupMember(container, key)
                                                    : mapFind(container, key))
            return std::move(*v);
        return noSuchKey(keyText(key), n.pos);
    }
    if (container.kind == K::Optional)
        return optionalMember(n, container, key, false);
    return noOverload(n, {&container, &key});
}

Value compare(const Node &n, const Value &a, const Value &b)
{
    using K = Value::Kind;
    int c = 0;
    if (isNumber(a) && isNumber(b)) {
        c = compareNumbers(a, b);
        if (c == 2)
            return Value::boolean(false);
    } else if (a.kind != b.kind) {
        return noOverload(n, {&a, &b});
    } else if (a.kind == K::String) {
        c = a.s.compare(b.s);
    } else if (a.kind == K::Bytes) {
        c = a.bytesValue().compare(b.bytesValue());
    } else if (a.kind == K::Bool) {
        c = int(a.b) - int(b.b);
    } else if (a.kind == K::Timestamp) {
        const auto order = a.timestampValue() <=> b.timestampValue();
        c = order < 0 ? -1 : (order > 0 ? 1 : 0);
    } else if (a.kind == K::Duration) {
        c = a.i < b.i ? -1 : (a.i > b.i ? 1 : 0);
    } else {
        return noOverload(n, {&a, &b});
    }
    switch (n.op) {
    case Op::Lt:
        return Value::boolean(c < 0);
    case Op::Le:
        return Value::boolean(c <= 0);
    case Op::Gt:
        return Value::boolean(c > 0);
    default:
        return Value::boolean(c >= 0);
    }
}

/// Timestamp and duration arithmetic: timestamp +- duration, duration + timestamp,
/// timestamp - timestamp, duration +- duration; no overload for any other operands.
Q_NEVER_INLINE Value timeArithmetic(const Node &n, const Value &a, const Value &b)
{
    using K = Value::Kind;
    Value r;
    if (n.op == Op::Add && a.kind == K::Timestamp && b.kind == K::Duration)
        r = Time::add(a.timestampValue(), b.i);
    else if (n.op == Op::Add && a.kind == K::Duration && b.kind == K::Timestamp)
        r = Time::add(b.timestampValue(), a.i);
    else if (n.op == Op::Sub && a.kind == K::Timestamp && b.kind == K::Duration)
        r = b.i == std::numeric_limits<qint64>::min()
                ? Value::error(Tr::tr("timestamp out of range"))
                : Time::add(a.timestampValue(), -b.i);
    else if (n.op == Op::Sub && a.kind == K::Timestamp && b.kind == K::Timestamp)
        r = Time::difference(a.timestampValue(), b.timestampValue());
    else if ((n.op == Op::Add || n.op == Op::Sub) && a.kind == K::Duration && b.kind == K::Duration)
        r = Time::addDurations(a.i, b.i, n.op == Op::Sub);
    else
        return noOverload(n, {&a, &b});
    if (r.isError())
        r.pos = n.pos;
    return r;
}

Value arithmetic(const Node &n, const Value &a, const Value &b, Context &c)
{
    using K = Value::Kind;
    if (a.kind == K::Timestamp || a.kind == K::Duration)
        return timeArithmetic(n, a, b);
    if (a.kind != b.kind)
        return noOverload(n, {&a, &b});
    switch (a.kind) {
    case K::Int: {
        qint64 r = 0;
        switch (n.op) {
        case Op::Add:
            return __builtin_add_overflow(a.i, b.i, &r) ? overflow(n) : Value::integer(r);
        case Op::Sub:
            return __builtin_sub_overflow(a.i, b.i, &r) ? overflow(n) : Value::integer(r);
        case Op::Mul:
            return __builtin_mul_overflow(a.i, b.i, &r) ? overflow(n) : Value::integer(r);
        case Op::Div:
            if (b.i == 0)
                return Value::error(Tr::tr("divide by zero"), n.pos);
            if (a.i == std::numeric_limits<qint64>::min() && b.i == -1)
                return overflow(n);
            return Value::integer(a.i / b.i);
        case Op::Mod:
            if (b.i == 0)
                return Value::error(Tr::tr("modulus by zero"), n.pos);
            if (a.i == std::numeric_limits<qint64>::min() && b.i == -1)
                return overflow(n);
            return Value::integer(a.i % b.i);
        default:
            break;
        }
        break;
    }
    case K::Uint: {
        quint64 r = 0;
        switch (n.op) {
        case Op::Add:
            return __builtin_add_overflow(a.u, b.u, &r) ? overflow(n) : Value::uinteger(r);
        case Op::Sub:
            return __builtin_sub_overflow(a.u, b.u, &r) ? overflow(n) : Value::uinteger(r);
        case Op::Mul:
            return __builtin_mul_overflow(a.u, b.u, &r) ? overflow(n) : Value::uinteger(r);
        case Op::Div:
            if (b.u == 0)
                return Value::error(Tr::tr("divide by zero"), n.pos);
            return Value::uinteger(a.u / b.u);
        case Op::Mod:
            if (b.u == 0)
                return Value::error(Tr::tr("modulus by zero"), n.pos);
            return Value::uinteger(a.u % b.u);
        default:
            break;
        }
        break;
    }
    case K::Double:
        switch (n.op) {
        case Op::Add:
            return Value::real(a.d + b.d);
        case Op::Sub:
            return Value::real(a.d - b.d);
        case Op::Mul:
            return Value::real(a.d * b.d);
        case Op::Div:
            return Value::real(a.d / b.d);
        default:
            break;
        }
        break;
    case K::String:
        if (n.op == Op::Add) {
            if (!charge(c, (a.s.size() + b.s.size()) / 10))
                return aborted(n);
            return Value::string(a.s + b.s);
        }
        break;
    case K::Bytes:
        if (n.op == Op::Add) {
            if (!charge(c, (a.bytesValue().size() + b.bytesValue().size()) / 10))
                return aborted(n);
            return Value::bytes(a.bytesValue() + b.bytesValue());
        }
        break;
    case K::List:
        if (n.op == Op::Add) {
            if (!charge(c, a.listItems().size() + b.listItems().size()))
                return aborted(n);
            return Value::list(a.listItems() + b.listItems());
        }
        break;
    default:
        break;
    }
    return noOverload(n, {&a, &b});
}

/// The elements a comprehension iterates: list items, or map keys.
bool iterationRange(const Value &range, QList<Value> &out)
{
    if (range.kind == Value::Kind::List) {
        out = range.listItems();
        return true;
    }
    if (range.kind == Value::Kind::Map) {
        for (const auto &[k, v] : mapEntries(range))
            out.append(k);
        return true;
    }
    return false;
}

/// How all, exists and existsOne fold their body's values, with one variable or two (cel-go's
/// rules): all and exists stop at a deciding bool and keep the first error or non-bool until
/// the end, which a deciding value makes irrelevant; existsOne fails on the first of either.
struct Quantifier
{
    enum class Kind
    {
        All,
        Exists,
        ExistsOne,
    };
    Kind kind;
    Value firstError{};
    int count = 0;

    /// The result when V decides it now, else nullopt (go on).
    std::optional<Value> step(const Node &n, const Value &v)
    {
        if (kind == Kind::ExistsOne) {
            if (!v.isBool())
                return v.isError() ? v : noOverload(n, {&v});
            count += v.b ? 1 : 0;
            return std::nullopt;
        }
        if (v.isBool()) {
            if (v.b == (kind == Kind::Exists))
                return Value::boolean(v.b);
        } else if (!firstError.isError()) {
            firstError = v.isError() ? v : noOverload(n, {&v});
        }
        return std::nullopt;
    }

    /// The result once every item has been seen.
    Value result() const
    {
        if (kind == Kind::ExistsOne)
            return Value::boolean(count == 1);
        if (firstError.isError())
            return firstError;
        return Value::boolean(kind == Kind::All);
    }
};

Value comprehension(const Node &n, Context &c)
{
    Value range = eval(*n.args[0], c);
    if (range.isError())
        return range;
    QList<Value> items;
    if (!iterationRange(range, items)) {
        QString label = n.label;
        return Value::error(
            Tr::tr("no matching overload for '%1' applied to (%2)").arg(label, range.typeName()),
            n.pos);
    }
    Value &var = c.locals[n.slot];
    Quantifier quantifier{n.op == Op::All      ? Quantifier::Kind::All
                          : n.op == Op::Exists ? Quantifier::Kind::Exists
                                               : Quantifier::Kind::ExistsOne};
    QList<Value> out;
    for (const Value &item : std::as_const(items)) {
        if (c.aborted)
            return aborted(n);
        var = item;
        Value v = eval(*n.args[1], c);
        switch (n.op) {
        case Op::All:
        case Op::Exists:
        case Op::ExistsOne:
            if (auto decided = quantifier.step(n, v))
                return *decided;
            break;
        case Op::MapComp:
            if (v.isError())
                return v;
            out.append(std::move(v));
            break;
        case Op::Filter:
            if (!v.isBool())
                return v.isError() ? v : noOverload(n, {&v});
            if (v.b)
                out.append(item);
            break;
        case Op::MapFilterComp: {
            if (!v.isBool())
                return v.isError() ? v : noOverload(n, {&v});
            if (v.b) {
                Value t = eval(*n.args[2], c);
                if (t.isError())
                    return t;
                out.append(std::move(t));
            }
            break;
        }
        default:
            break;
        }
    }
    if (c.aborted)
        return aborted(n);
    switch (n.op) {
    case Op::All:
    case Op::Exists:
    case Op::ExistsOne:
        return quantifier.result();
    default:
        return Value::list(std::move(out));
    }
}

/// The two-variable comprehensions: over a list the index and the item, over a map the key and
/// the value (cel-go ext.TwoVarComprehensions).
// Q_NEVER_INLINE on the helpers below keeps them out of eval(), whose stack frame every node
// of the tree pays for as it recurses.
Q_NEVER_INLINE Value twoVarComprehension(const Node &n, Context &c)
{
    using K = Value::Kind;
    const Value range = eval(*n.args[0], c);
    if (range.isError())
        return range;
    QList<std::pair<Value, Value>> entries;
    if (range.kind == K::List) {
        const QList<Value> &items = range.listItems();
        entries.reserve(items.size());
        for (qsizetype k = 0; k < items.size(); ++k)
            entries.append({Value::integer(k), items[k]});
    } else if (range.kind == K::Map) {
        entries = mapEntries(range);
    } else {
        return noOverload(n, {&range});
    }
    const bool transform =
        n.op == Op::TransformList || n.op == Op::TransformMap || n.op == Op::TransformMapEntry;
    const Node *filter = transform && n.args.size() == 3 ? n.args[1].get() : nullptr;
    const Node &body = *n.args.back();
    Quantifier quantifier{n.op == Op::AllTwo      ? Quantifier::Kind::All
                          : n.op == Op::ExistsTwo ? Quantifier::Kind::Exists
                                                  : Quantifier::Kind::ExistsOne};
    QList<Value> outList;
    QList<std::pair<Value, Value>> outMap;
    for (const auto &[key, value] : std::as_const(entries)) {
        if (c.aborted)
            return aborted(n);
        c.locals[n.slot] = key;
        c.locals[n.slot + 1] = value;
        if (filter) {
            const Value keep = eval(*filter, c);
            if (!keep.isBool())
                return keep.isError() ? keep : noOverload(n, {&keep});
            if (!keep.b)
                continue;
        }
        Value v = eval(body, c);
        switch (n.op) {
        case Op::AllTwo:
        case Op::ExistsTwo:
        case Op::ExistsOneTwo:
            if (auto decided = quantifier.step(n, v))
                return *decided;
            break;
        case Op::TransformList:
            if (v.isError())
                return v;
            outList.append(std::move(v));
            break;
        case Op::TransformMap:
            if (v.isError())
                return v;
            outMap.append({key, std::move(v)});
            break;
        default: { // TransformMapEntry: the expression gives a map of entries to add
            if (v.isError())
                return v;
            if (v.kind != K::Map)
                return noOverload(n, {&v});
            for (auto &entry : mapEntries(v)) {
                if (!charge(c, outMap.size()))
                    return aborted(n);
                for (const auto &e : std::as_const(outMap)) {
                    if (valueEquals(e.first, entry.first))
                        return Value::error(Tr::tr("insert failed: key %1 already exists")
                                                .arg(excerpt(entry.first.toDebugString())),
                                            n.pos);
                }
                outMap.append(std::move(entry));
            }
            break;
        }
        }
    }
    if (c.aborted)
        return aborted(n);
    switch (n.op) {
    case Op::AllTwo:
    case Op::ExistsTwo:
    case Op::ExistsOneTwo:
        return quantifier.result();
    case Op::TransformList:
        return Value::list(std::move(outList));
    default:
        return Value::map(std::move(outMap));
    }
}

/// x.optMap(v, expr) and x.optFlatMap(v, expr): none stays none; otherwise EXPR with v bound to
/// the value, wrapped in an optional (optMap) or an optional itself (optFlatMap).
Q_NEVER_INLINE Value optionalMap(const Node &n, Context &c)
{
    const Value x = eval(*n.args[0], c);
    if (x.isError())
        return x;
    if (x.kind != Value::Kind::Optional)
        return noOverload(n, {&x});
    if (!x.hasOptionalValue())
        return x;
    c.locals[n.slot] = x.optionalValue();
    Value r = eval(*n.args[1], c);
    if (r.isError() || n.op == Op::OptFlatMap) {
        if (!r.isError() && r.kind != Value::Kind::Optional)
            return noOverload(n, {&r});
        return r;
    }
    return Value::optional(std::move(r));
}

/// x.or(y) and x.orValue(y): X when it has a value (orValue: the value), else Y, evaluated only
/// then (cel-go short-circuits both).
Q_NEVER_INLINE Value optionalOr(const Node &n, Context &c)
{
    const Value x = eval(*n.args[0], c);
    if (x.isError())
        return x;
    if (x.kind != Value::Kind::Optional)
        return noOverload(n, {&x});
    if (x.hasOptionalValue())
        return n.op == Op::OptOr ? x : x.optionalValue();
    Value y = eval(*n.args[1], c);
    if (y.isError() || n.op == Op::OptOrValue)
        return y;
    if (y.kind != Value::Kind::Optional)
        return noOverload(n, {&x, &y});
    return y;
}

/// The value of an OptionalEntry's operand; *SKIP when it is none.
Q_NEVER_INLINE Value optionalEntry(const Node &entry, Context &c, bool *skip)
{
    Value v = eval(*entry.args[0], c);
    *skip = false;
    if (v.isError())
        return v;
    if (v.kind != Value::Kind::Optional)
        return Value::error(
            Tr::tr("cannot initialize an optional entry from a non-optional value of type %1")
                .arg(v.typeName()),
            entry.pos);
    if (!v.hasOptionalValue()) {
        *skip = true;
        return v;
    }
    return v.optionalValue();
}

Value logical(const Node &n, Context &c)
{
    // && and ||: the first deciding value wins; an error only when nothing decides
    // (CEL spec, "Logical operators": commutative, errors absorbed).
    const bool decider = n.op == Op::Or;
    Value firstError;
    for (const auto &arg : n.args) {
        Value v = eval(*arg, c);
        if (c.aborted)
            return aborted(n);
        if (v.isBool()) {
            if (v.b == decider)
                return v;
        } else if (!firstError.isError()) {
            firstError = v.isError() ? std::move(v) : noOverload(n, {&v});
        }
    }
    if (firstError.isError())
        return firstError;
    return Value::boolean(!decider);
}

/// The value of N's host path variable when it is an object of N's host object; nullptr
/// otherwise (a literal map, or no value at all), and N's step-by-step form runs instead.
inline const Value *hostSelf(const Node &n, const Context &c)
{
    if (n.slot >= c.varCount)
        return nullptr;
    const Value &v = c.vars[n.slot];
    return v.host == n.host ? &v : nullptr;
}

} // namespace

Value eval(const Node &n, Context &c)
{
    if (++c.cost > c.limit) {
        c.aborted = true;
        return aborted(n);
    }
    switch (n.op) {
    case Op::Const:
        return n.value;
    case Op::Var:
        if (n.slot >= c.varCount)
            return Value::error(Tr::tr("no value for variable"), n.pos);
        return c.vars[n.slot];
    case Op::Local:
        return c.locals[n.slot];
    case Op::Unbound:
        return Value::error(n.name, n.pos);
    case Op::Select:
        return selectField(n, eval(*n.args[0], c), n.name);
    case Op::Has: {
        Value operand = eval(*n.args[0], c);
        if (operand.isError())
            return operand;
        if (operand.kind == Value::Kind::Optional) {
            // has(x.f) on an optional: false when it is empty, else the test on its value
            // (cel-go's presence test through an optional; issue 39).
            if (!operand.hasOptionalValue())
                return Value::boolean(false);
            const Value inner = operand.optionalValue(); // a copy: it lives in operand
            operand = inner;
        }
        if (operand.kind != Value::Kind::Map)
            return Value::error(
                Tr::tr("invalid type for field selection: %1").arg(operand.typeName()), n.pos);
        return Value::boolean(mapHas(operand, Value::string(n.name)));
    }
    case Op::Index: {
        const Value container = eval(*n.args[0], c);
        return index(n, container, eval(*n.args[1], c));
    }
    case Op::And:
    case Op::Or:
        return logical(n, c);
    case Op::Not: {
        const Value v = eval(*n.args[0], c);
        if (v.isError())
            return v;
        if (!v.isBool())
            return noOverload(n, {&v});
        return Value::boolean(!v.b);
    }
    case Op::Neg: {
        const Value v = eval(*n.args[0], c);
        if (v.isError())
            return v;
        if (v.kind == Value::Kind::Int) {
            if (v.i == std::numeric_limits<qint64>::min())
                return overflow(n);
            return Value::integer(-v.i);
        }
        if (v.kind == Value::Kind::Double)
            return Value::real(-v.d);
        if (v.kind == Value::Kind::Duration) {
            if (v.i == std::numeric_limits<qint64>::min())
                return Value::error(Tr::tr("duration out of range"), n.pos);
            return Value::duration(-v.i);
        }
        return noOverload(n, {&v});
    }
    case Op::Cond: {
        const Value cond = eval(*n.args[0], c);
        if (cond.isError())
            return cond;
        if (!cond.isBool())
            return noOverload(n, {&cond});
        return eval(*n.args[cond.b ? 1 : 2], c);
    }
    case Op::Eq:
    case Op::Ne: {
        const Value a = eval(*n.args[0], c);
        if (a.isError())
            return a;
        const Value b = eval(*n.args[1], c);
        if (b.isError())
            return b;
        const bool eq = equalsCharged(c, a, b);
        if (c.aborted)
            return aborted(n);
        return Value::boolean(n.op == Op::Eq ? eq : !eq);
    }
    case Op::Lt:
    case Op::Le:
    case Op::Gt:
    case Op::Ge: {
        const Value a = eval(*n.args[0], c);
        if (a.isError())
            return a;
        const Value b = eval(*n.args[1], c);
        if (b.isError())
            return b;
        return compare(n, a, b);
    }
    case Op::In: {
        const Value a = eval(*n.args[0], c);
        if (a.isError())
            return a;
        const Value b = eval(*n.args[1], c);
        if (b.isError())
            return b;
        if (b.kind == Value::Kind::List) {
            const QList<Value> &items = b.listItems();
            if (!charge(c, items.size()))
                return aborted(n);
            for (const Value &item : items) {
                if (equalsCharged(c, a, item))
                    return Value::boolean(true);
                if (c.aborted)
                    return aborted(n);
            }
            return Value::boolean(false);
        }
        if (b.kind == Value::Kind::Map)
            return Value::boolean(mapHas(b, a));
        return noOverload(n, {&a, &b});
    }
    case Op::Add:
    case Op::Sub:
    case Op::Mul:
    case Op::Div:
    case Op::Mod: {
        const Value a = eval(*n.args[0], c);
        if (a.isError())
            return a;
        const Value b = eval(*n.args[1], c);
        if (b.isError())
            return b;
        return arithmetic(n, a, b, c);
    }
    case Op::List: {
        QList<Value> items;
        items.reserve(qsizetype(n.args.size()));
        for (const auto &a : n.args) {
            bool skip = false;
            Value v = a->op == Op::OptionalEntry ? optionalEntry(*a, c, &skip) : eval(*a, c);
            if (v.isError())
                return v;
            if (!skip)
                items.append(std::move(v));
        }
        return Value::list(std::move(items));
    }
    case Op::Map: {
        QList<std::pair<Value, Value>> entries;
        for (size_t k = 0; k + 1 < n.args.size(); k += 2) {
            Value key = eval(*n.args[k], c);
            if (key.isError())
                return key;
            const Node &valueNode = *n.args[k + 1];
            bool skip = false;
            Value value = valueNode.op == Op::OptionalEntry ? optionalEntry(valueNode, c, &skip)
                                                            : eval(valueNode, c);
            if (value.isError())
                return value;
            using K = Value::Kind;
            if (key.kind != K::Int && key.kind != K::Uint && key.kind != K::Bool &&
                key.kind != K::String)
                return Value::error(Tr::tr("unsupported key type: %1").arg(key.typeName()),
                                    n.args[k]->pos);
            // The duplicate-key check compares with every earlier key.
            if (!charge(c, entries.size()))
                return aborted(n);
            for (const auto &e : std::as_const(entries)) {
                if (valueEquals(e.first, key))
                    return Value::error(
                        Tr::tr("Failed with repeated key: %1").arg(excerpt(key.toDebugString())),
                        n.args[k]->pos);
            }
            if (!skip)
                entries.append({std::move(key), std::move(value)});
        }
        return Value::map(std::move(entries));
    }
    case Op::Call:
        return callFunction(n, c);
    case Op::All:
    case Op::Exists:
    case Op::ExistsOne:
    case Op::MapComp:
    case Op::MapFilterComp:
    case Op::Filter:
        return comprehension(n, c);
    case Op::AllTwo:
    case Op::ExistsTwo:
    case Op::ExistsOneTwo:
    case Op::TransformList:
    case Op::TransformMap:
    case Op::TransformMapEntry:
        return twoVarComprehension(n, c);
    case Op::OptMap:
    case Op::OptFlatMap:
        return optionalMap(n, c);
    case Op::OptSelect:
    case Op::OptIndex:
        return optionalAccess(n, c);
    case Op::OptOr:
    case Op::OptOrValue:
        return optionalOr(n, c);
    case Op::OptionalEntry: { // read by Op::List and Op::Map
        bool skip = false;
        return optionalEntry(n, c, &skip);
    }
    case Op::Bind: {
        Value init = eval(*n.args[0], c);
        c.locals[n.slot] = std::move(init);
        return eval(*n.args[1], c);
    }
    case Op::HostPath: {
        const Value *self = hostSelf(n, c);
        if (!self)
            return eval(*n.args[0], c);
        int missing = -1;
        if (std::optional<Value> v = n.host->lookupPath(*self, *n.path, &missing))
            return std::move(*v);
        if (missing >= 0)
            return noSuchKey(n.path->keys[missing], n.path->positions[missing]);
        return eval(*n.args[0], c);
    }
    case Op::HostHas: {
        const Value *self = hostSelf(n, c);
        if (!self)
            return eval(*n.args[0], c);
        if (const std::optional<bool> has = n.host->hasPath(*self, *n.path))
            return Value::boolean(*has);
        return eval(*n.args[0], c);
    }
    case Op::HostEq: {
        const Value *self = hostSelf(n, c);
        if (!self)
            return eval(*n.args[0], c);
        const Node &eq = *n.args[0];
        if (const std::optional<bool> equal =
                n.host->pathEquals(*self, *eq.args[0]->path, eq.args[1]->value))
            return Value::boolean(eq.op == Op::Eq ? *equal : !*equal);
        return eval(*n.args[0], c);
    }
    }
    return Value::error(Tr::tr("unsupported operation"), n.pos);
}

} // namespace Accel::Cel::Detail
