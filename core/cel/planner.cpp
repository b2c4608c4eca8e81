// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The planner: a parsed expression compiled into the tree the evaluator runs (function and
// operator resolution, macros, comprehension variables, host paths folded; cel-go's planner).
#include "cel/programdetail.h"
#include "celtr.h"

#include "cel/formats.h"
#include "cel/hostobject.h"
#include "cel/node.h"
#include "cel/parser.h"
#include "excerpt.h"
#include "regularexpression.h"

#include <algorithm>

namespace Accel::Cel::Detail {

namespace {

// ---------------------------------------------------------------------------------------------
// Compiler

struct FunctionSpec
{
    const char *name;
    Fn fn;
    int globalArity;         ///< -1: not callable globally
    int receiverArity;       ///< -1: not callable as a method; arguments after the receiver
    int globalArity2;        ///< a second global arity, or -1
    int receiverArity2 = -1; ///< a second method arity, or -1
};

const FunctionSpec functions[] = {
    {"size", Fn::Size, 1, 0, -1},
    {"contains", Fn::Contains, -1, 1, -1},
    {"startsWith", Fn::StartsWith, -1, 1, -1},
    {"endsWith", Fn::EndsWith, -1, 1, -1},
    {"matches", Fn::Matches, 2, 1, -1},
    {"lowerAscii", Fn::LowerAscii, -1, 0, -1},
    {"upperAscii", Fn::UpperAscii, -1, 0, -1},
    {"int", Fn::ToInt, 1, -1, -1},
    {"uint", Fn::ToUint, 1, -1, -1},
    {"double", Fn::ToDouble, 1, -1, -1},
    {"string", Fn::ToString, 1, -1, -1},
    {"bool", Fn::ToBool, 1, -1, -1},
    {"bytes", Fn::ToBytes, 1, -1, -1},
    {"dyn", Fn::Dyn, 1, -1, -1},
    {"type", Fn::Type, 1, -1, -1},
    {"semver", Fn::SemverOf, 1, -1, 2},
    {"isSemver", Fn::IsSemver, 1, -1, 2},
    {"major", Fn::Major, -1, 0, -1},
    {"minor", Fn::Minor, -1, 0, -1},
    {"patch", Fn::Patch, -1, 0, -1},
    {"compareTo", Fn::CompareTo, -1, 1, -1},
    {"isGreaterThan", Fn::IsGreaterThan, -1, 1, -1},
    {"isLessThan", Fn::IsLessThan, -1, 1, -1},
    {"quantity", Fn::QuantityOf, 1, -1, -1},
    {"isQuantity", Fn::IsQuantity, 1, -1, -1},
    {"asInteger", Fn::AsInteger, -1, 0, -1},
    {"asApproximateFloat", Fn::AsApproximateFloat, -1, 0, -1},
    {"sign", Fn::Sign, -1, 0, -1},
    {"add", Fn::QAdd, -1, 1, -1},
    {"sub", Fn::QSub, -1, 1, -1},
    {"isInteger", Fn::IsInteger, -1, 0, -1},
    // ext.Strings, version 2 as Kubernetes enables it (apiserver/pkg/cel/environment/base.go),
    // and `reverse` (version 3).
    {"charAt", Fn::CharAt, -1, 1, -1},
    {"indexOf", Fn::IndexOf, -1, 1, -1, 2},
    {"lastIndexOf", Fn::LastIndexOf, -1, 1, -1, 2},
    {"join", Fn::Join, -1, 0, -1, 1},
    {"replace", Fn::Replace, -1, 2, -1, 3},
    {"split", Fn::Split, -1, 1, -1, 2},
    {"substring", Fn::Substring, -1, 1, -1, 2},
    {"trim", Fn::Trim, -1, 0, -1},
    {"reverse", Fn::Reverse, -1, 0, -1},
    {"format", Fn::Format, -1, 1, -1},
    {"strings.quote", Fn::Quote, 1, -1, -1},
    // The Kubernetes IP and CIDR libraries (apiserver/pkg/cel/library/ip.go, cidr.go).
    {"ip", Fn::IpOf, 1, 0, -1},
    {"isIP", Fn::IsIp, 1, -1, -1},
    {"ip.isCanonical", Fn::IpIsCanonical, 1, -1, -1},
    {"family", Fn::Family, -1, 0, -1},
    {"isUnspecified", Fn::IsUnspecified, -1, 0, -1},
    {"isLoopback", Fn::IsLoopback, -1, 0, -1},
    {"isLinkLocalMulticast", Fn::IsLinkLocalMulticast, -1, 0, -1},
    {"isLinkLocalUnicast", Fn::IsLinkLocalUnicast, -1, 0, -1},
    {"isGlobalUnicast", Fn::IsGlobalUnicast, -1, 0, -1},
    {"cidr", Fn::CidrOf, 1, -1, -1},
    {"isCIDR", Fn::IsCidr, 1, -1, -1},
    {"containsIP", Fn::ContainsIp, -1, 1, -1},
    {"containsCIDR", Fn::ContainsCidr, -1, 1, -1},
    {"masked", Fn::Masked, -1, 0, -1},
    {"prefixLength", Fn::PrefixLength, -1, 0, -1},
    // Timestamps and durations (cel-spec langdef.md, "Timestamps and durations"); the accessors
    // take an optional time zone.
    {"timestamp", Fn::TimestampOf, 1, -1, -1},
    {"duration", Fn::DurationOf, 1, -1, -1},
    {"getFullYear", Fn::GetFullYear, -1, 0, -1, 1},
    {"getMonth", Fn::GetMonth, -1, 0, -1, 1},
    {"getDayOfYear", Fn::GetDayOfYear, -1, 0, -1, 1},
    {"getDayOfMonth", Fn::GetDayOfMonth, -1, 0, -1, 1},
    {"getDate", Fn::GetDate, -1, 0, -1, 1},
    {"getDayOfWeek", Fn::GetDayOfWeek, -1, 0, -1, 1},
    {"getHours", Fn::GetHours, -1, 0, -1, 1},
    {"getMinutes", Fn::GetMinutes, -1, 0, -1, 1},
    {"getSeconds", Fn::GetSeconds, -1, 0, -1, 1},
    {"getMilliseconds", Fn::GetMilliseconds, -1, 0, -1, 1},
    // Optional values (cel-go's OptionalTypes, enabled in Kubernetes with the optional syntax);
    // `or`, `orValue`, `optMap` and `optFlatMap` are compiled apart, since they are lazy.
    {"optional.of", Fn::OptionalOf, 1, -1, -1},
    {"optional.ofNonZeroValue", Fn::OptionalOfNonZero, 1, -1, -1},
    {"optional.none", Fn::OptionalNone, 0, -1, -1},
    {"hasValue", Fn::HasValue, -1, 0, -1},
    {"value", Fn::OptValue, -1, 0, -1},
    // Kubernetes Lists (library/lists.go), Sets (sets.go) and Regex (regex.go).
    {"isSorted", Fn::IsSorted, -1, 0, -1},
    {"sum", Fn::Sum, -1, 0, -1},
    {"min", Fn::Min, -1, 0, -1},
    {"max", Fn::Max, -1, 0, -1},
    {"sets.contains", Fn::SetsContains, 2, -1, -1},
    {"sets.equivalent", Fn::SetsEquivalent, 2, -1, -1},
    {"sets.intersects", Fn::SetsIntersects, 2, -1, -1},
    {"find", Fn::Find, -1, 1, -1},
    {"findAll", Fn::FindAll, -1, 1, -1, 2},
    // Kubernetes URLs (library/urls.go) and Format (library/format.go); format.NAME() is
    // compiled apart, to a constant.
    {"url", Fn::Url, 1, -1, -1},
    {"isURL", Fn::IsUrl, 1, -1, -1},
    {"getScheme", Fn::GetScheme, -1, 0, -1},
    {"getHost", Fn::GetHost, -1, 0, -1},
    {"getHostname", Fn::GetHostname, -1, 0, -1},
    {"getPort", Fn::GetPort, -1, 0, -1},
    {"getEscapedPath", Fn::GetEscapedPath, -1, 0, -1},
    {"getQuery", Fn::GetQuery, -1, 0, -1},
    {"format.named", Fn::FormatNamed, 1, -1, -1},
    {"validate", Fn::Validate, -1, 1, -1},
};

const char *const typeNames[] = {"int",  "uint",      "double", "bool",          "string", "bytes",
                                 "list", "null_type", "map",    "optional_type", "type"};
/// Type names with a dot, which parse as a selection (`net.IP` is the field IP of `net`).
const char *const qualifiedTypeNames[] = {"net.IP", "net.CIDR", "google.protobuf.Timestamp",
                                          "google.protobuf.Duration"};

struct OperatorSpec
{
    const char *name;
    Op op;
};

const OperatorSpec operators[] = {
    {"_&&_", Op::And}, {"_||_", Op::Or}, {"!_", Op::Not},     {"-_", Op::Neg},  {"_?_:_", Op::Cond},
    {"_==_", Op::Eq},  {"_!=_", Op::Ne}, {"_<_", Op::Lt},     {"_<=_", Op::Le}, {"_>_", Op::Gt},
    {"_>=_", Op::Ge},  {"@in", Op::In},  {"_+_", Op::Add},    {"_-_", Op::Sub}, {"_*_", Op::Mul},
    {"_/_", Op::Div},  {"_%_", Op::Mod}, {"_[_]", Op::Index},
};

/// A literal that `path == literal` can hand to HostObject::pathEquals.
bool isScalar(const Value &v)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::Null:
    case K::Bool:
    case K::Int:
    case K::Uint:
    case K::Double:
    case K::String:
    case K::Bytes:
        return true;
    default:
        return false;
    }
}

class Compiler
{
public:
    Compiler(const CompileOptions &options)
        : m_options(options)
    {}

    std::unique_ptr<Node> compile(const Expr &e)
    {
        auto n = compileNode(e);
        return m_failed ? nullptr : std::move(n);
    }

    int locals() const { return m_localCount; }
    ParseError error;

private:
    const CompileOptions &m_options;
    QList<std::pair<QString, int>> m_scope; ///< comprehension variables in scope
    int m_localCount = 0;
    bool m_failed = false;

    std::unique_ptr<Node> fail(int pos, const QString &message)
    {
        if (!m_failed) {
            error = {pos, message};
            m_failed = true;
        }
        return std::make_unique<Node>();
    }

    static std::unique_ptr<Node> node(Op op, const Expr &e)
    {
        auto n = std::make_unique<Node>();
        n->op = op;
        n->pos = e.pos;
        n->begin = e.begin;
        n->end = e.end;
        return n;
    }

    std::unique_ptr<Node> unbound(const Expr &e, const QString &message)
    {
        if (!m_options.deferUnknownReferences)
            return fail(e.pos, message);
        auto n = node(Op::Unbound, e);
        n->name = message;
        return n;
    }

    /// The host object the variable of a Var node is declared with, or nullptr.
    const HostObject *hostOf(const Node &var) const
    {
        if (var.op != Op::Var || m_options.hostObjects.isEmpty())
            return nullptr;
        return m_options.hostObjects.value(m_options.variables.value(var.slot), nullptr);
    }

    /// Folds a member access with a constant key (`x.key`, `x["key"]`, has(x.key); N, whose
    /// args[0] is x) into a HostPath or HostHas node when x is a variable declared with a host
    /// object or such a path itself; N stays as the node's step-by-step form. The host checks
    /// the path at once: an undefined field is a compile error, as in the API server.
    std::unique_ptr<Node> hostPath(std::unique_ptr<Node> n, const QString &key, bool test)
    {
        if (m_failed || m_options.hostObjects.isEmpty())
            return n;
        const Node &operand = *n->args[0];
        auto path = std::make_unique<MemberPath>();
        const HostObject *host = hostOf(operand);
        const int slot = operand.slot;
        if (!host && operand.op == Op::HostPath) {
            host = operand.host;
            path->keys = operand.path->keys;
            path->positions = operand.path->positions;
            // The step-by-step form of the longer path continues the shorter one's.
            std::unique_ptr<Node> shorter = std::move(n->args[0]);
            n->args[0] = std::move(shorter->args[0]);
        } else if (!host) {
            return n;
        }
        path->keys.append(key);
        path->positions.append(n->pos);
        int badKey = -1;
        if (const QString error = host->preparePath(*path, &badKey); !error.isEmpty())
            return fail(path->positions.value(badKey, n->pos), error);
        auto fast = std::make_unique<Node>();
        fast->op = test ? Op::HostHas : Op::HostPath;
        fast->pos = n->pos;
        fast->begin = n->begin;
        fast->end = n->end;
        fast->slot = slot;
        fast->host = host;
        fast->path = std::move(path);
        fast->args.push_back(std::move(n));
        return fast;
    }

    std::unique_ptr<Node> compileNode(const Expr &e)
    {
        switch (e.kind) {
        case Expr::Kind::Literal: {
            auto n = node(Op::Const, e);
            n->value = e.literal;
            return n;
        }
        case Expr::Kind::Ident:
            return identifier(e);
        case Expr::Kind::Select: {
            if (auto q = qualifiedIdentifier(e))
                return q;
            auto n = node(Op::Select, e);
            n->name = e.name;
            n->args.push_back(compileNode(*e.args[0]));
            return hostPath(std::move(n), e.name, false);
        }
        case Expr::Kind::List:
        case Expr::Kind::Map: {
            const bool list = e.kind == Expr::Kind::List;
            auto n = node(list ? Op::List : Op::Map, e);
            for (size_t k = 0; k < e.args.size(); ++k) {
                auto a = compileNode(*e.args[k]);
                // `[?x]` wraps the element, `{?k: v}` the value.
                if ((list || k % 2 == 1) && e.isOptionalEntry(list ? k : k / 2)) {
                    auto entry = node(Op::OptionalEntry, *e.args[k]);
                    entry->args.push_back(std::move(a));
                    a = std::move(entry);
                }
                n->args.push_back(std::move(a));
            }
            return n;
        }
        case Expr::Kind::Call:
            return call(e);
        }
        return fail(e.pos, Tr::tr("unsupported expression"));
    }

    /// `a.b.c` where `a` is no variable in scope but `a.b.c` (or `a.b`) is a declared
    /// variable: CEL's qualified identifier resolution, longest name first.
    std::unique_ptr<Node> qualifiedIdentifier(const Expr &e)
    {
        QStringList parts;
        const Expr *x = &e;
        while (x->kind == Expr::Kind::Select) {
            parts.prepend(x->name);
            x = x->args[0].get();
        }
        if (x->kind != Expr::Kind::Ident)
            return nullptr;
        QString root = x->name;
        if (root.startsWith(QLatin1Char('.')))
            root = root.sliced(1);
        for (const auto &[name, slot] : m_scope) {
            if (name == root)
                return nullptr;
        }
        if (m_options.variables.contains(root))
            return nullptr;
        parts.prepend(root);
        if (parts.size() <= 3) {
            const QString name = parts.join(QLatin1Char('.'));
            for (const char *t : qualifiedTypeNames) {
                if (name == QLatin1String(t) && !m_options.variables.contains(name)) {
                    auto n = node(Op::Const, e);
                    n->value = Value::type(name);
                    return n;
                }
            }
        }
        for (qsizetype len = parts.size(); len > 1; --len) {
            const QString name = parts.first(len).join(QLatin1Char('.'));
            const qsizetype slot = m_options.variables.indexOf(name);
            if (slot < 0)
                continue;
            // Walk back to the Select node that ends the matched name.
            std::vector<const Expr *> chain;
            for (const Expr *y = &e; y->kind == Expr::Kind::Select; y = y->args[0].get())
                chain.push_back(y);
            // chain[0] is E; the matched name ends at chain[parts.size() - len].
            auto n = node(Op::Var, *chain[size_t(parts.size() - len)]);
            n->slot = int(slot);
            for (qsizetype k = parts.size() - len; k > 0; --k) {
                const Expr &sel = *chain[size_t(k - 1)];
                auto s = node(Op::Select, sel);
                s->name = sel.name;
                s->args.push_back(std::move(n));
                n = std::move(s);
            }
            return n;
        }
        return nullptr;
    }

    std::unique_ptr<Node> identifier(const Expr &e)
    {
        for (auto it = m_scope.crbegin(); it != m_scope.crend(); ++it) {
            if (it->first == e.name) {
                auto n = node(Op::Local, e);
                n->slot = it->second;
                return n;
            }
        }
        const QString name = e.name.startsWith(QLatin1Char('.')) ? e.name.sliced(1) : e.name;
        if (const qsizetype slot = m_options.variables.indexOf(name); slot >= 0) {
            auto n = node(Op::Var, e);
            n->slot = int(slot);
            return n;
        }
        for (const char *t : typeNames) {
            if (name == QLatin1String(t)) {
                auto n = node(Op::Const, e);
                n->value = Value::type(name);
                return n;
            }
        }
        return unbound(e, Tr::tr("undeclared reference to '%1' (in container '')").arg(name));
    }

    std::unique_ptr<Node> call(const Expr &e)
    {
        for (const OperatorSpec &o : operators) {
            if (e.name == QLatin1String(o.name) && !e.target)
                return operatorCall(e, o.op);
        }
        if (e.name == QLatin1String("has") && !e.target)
            return hasMacro(e);
        if (!e.target && e.args.size() == 2 &&
            (e.name == QLatin1String("_?._") || e.name == QLatin1String("_[?_]"))) {
            const bool select = e.name == QLatin1String("_?._");
            auto n = node(select ? Op::OptSelect : Op::OptIndex, e);
            n->label = e.name;
            n->args.push_back(compileNode(*e.args[0]));
            if (select)
                n->name = e.args[1]->literal.s;
            else
                n->args.push_back(compileNode(*e.args[1]));
            return n;
        }
        if (e.target && e.args.size() == 2 &&
            (e.name == QLatin1String("or") || e.name == QLatin1String("orValue"))) {
            auto n = node(e.name == QLatin1String("or") ? Op::OptOr : Op::OptOrValue, e);
            n->label = e.name;
            n->args.push_back(compileNode(*e.args[0]));
            n->args.push_back(compileNode(*e.args[1]));
            return n;
        }
        if (e.target && e.args.size() == 3 && e.args[1]->kind == Expr::Kind::Ident &&
            (e.name == QLatin1String("optMap") || e.name == QLatin1String("optFlatMap")))
            return optMapMacro(e);
        if (e.target && (e.args.size() == 4 || e.args.size() == 5) &&
            e.args[1]->kind == Expr::Kind::Ident && e.args[2]->kind == Expr::Kind::Ident) {
            struct TwoVar
            {
                const char *name;
                Op op;
                bool filter; ///< takes a filter (5 arguments) as well
            };
            static const TwoVar twoVar[] = {
                {"all", Op::AllTwo, false},
                {"exists", Op::ExistsTwo, false},
                {"existsOne", Op::ExistsOneTwo, false},
                {"transformList", Op::TransformList, true},
                {"transformMap", Op::TransformMap, true},
                {"transformMapEntry", Op::TransformMapEntry, true},
            };
            for (const TwoVar &m : twoVar) {
                if (e.name == QLatin1String(m.name) && (e.args.size() == 4 || m.filter))
                    return twoVarComprehension(e, m.op);
            }
        }
        if (e.target && e.name == QLatin1String("bind") && e.args.size() == 4 &&
            e.args[0]->kind == Expr::Kind::Ident && e.args[0]->name == QLatin1String("cel") &&
            e.args[1]->kind == Expr::Kind::Ident)
            return bindMacro(e);
        if (e.target) {
            static const char *const macros[] = {"all",       "exists", "exists_one",
                                                 "existsOne", "map",    "filter"};
            for (const char *m : macros) {
                if (e.name == QLatin1String(m) && (e.args.size() == 3 || e.args.size() == 4) &&
                    e.args[1]->kind == Expr::Kind::Ident)
                    return comprehension(e);
            }
        }
        // `format.dns1123Label()`: a named format of the Kubernetes Format library.
        if (e.target && e.args.size() == 1 && e.args[0]->kind == Expr::Kind::Ident &&
            e.args[0]->name == QLatin1String("format") &&
            !m_options.variables.contains(QStringLiteral("format")) && Formats::isName(e.name)) {
            auto constant = node(Op::Const, e);
            constant->value = Value::format(e.name);
            return constant;
        }
        // `strings.quote(s)` parses as a method on the identifier `strings`; a namespaced
        // function of that name wins over a variable, as in cel-go's checker.
        QString name = e.name;
        bool method = e.target;
        size_t first = 0;
        if (e.target && e.args[0]->kind == Expr::Kind::Ident) {
            const QString qualified = e.args[0]->name + QLatin1Char('.') + e.name;
            if (std::any_of(std::begin(functions), std::end(functions),
                            [&qualified](const FunctionSpec &f) {
                                return qualified == QLatin1String(f.name);
                            })) {
                name = qualified;
                method = false;
                first = 1;
            }
        }
        const int arity = int(e.args.size() - first) - (method ? 1 : 0);
        for (const FunctionSpec &f : functions) {
            if (name != QLatin1String(f.name))
                continue;
            const bool ok = method ? (f.receiverArity == arity || f.receiverArity2 == arity)
                                   : (f.globalArity == arity || f.globalArity2 == arity);
            if (!ok) {
                return fail(e.pos, Tr::tr("found no matching overload for '%1' with %2 "
                                          "argument(s)%3")
                                       .arg(name)
                                       .arg(arity)
                                       .arg(method ? Tr::tr(" as a method") : QString()));
            }
            if (f.fn == Fn::OptionalNone) {
                auto none = node(Op::Const, e);
                none->value = Value::optionalNone();
                return none;
            }
            auto n = node(Op::Call, e);
            n->fn = f.fn;
            n->label = name;
            n->method = method;
            for (size_t k = first; k < e.args.size(); ++k)
                n->args.push_back(compileNode(*e.args[k]));
            const bool regexCall = f.fn == Fn::Matches || f.fn == Fn::Find || f.fn == Fn::FindAll;
            if (regexCall && n->args[1]->op == Op::Const &&
                n->args[1]->value.kind == Value::Kind::String) {
                // A constant pattern is compiled once, here (cel-go's MatchesRegexOptimization).
                Result<RegularExpression> re = RegularExpression::compile(n->args[1]->value.s);
                if (!re)
                    return fail(n->args[1]->pos,
                                Tr::tr("invalid regular expression '%1': %2")
                                    .arg(excerpt(n->args[1]->value.s), re.error().message));
                n->regex = std::move(*re);
            }
            return n;
        }
        return unbound(e, Tr::tr("undeclared reference to '%1' (in container '')").arg(e.name));
    }

    std::unique_ptr<Node> operatorCall(const Expr &e, Op op)
    {
        auto n = node(op, e);
        n->label = e.name;
        // Flatten chains of && and || into one n-ary node: the result is the same (both are
        // commutative in CEL, errors included) and evaluation needs no deep recursion.
        for (const auto &a : e.args) {
            auto c = compileNode(*a);
            if ((op == Op::And || op == Op::Or) && c->op == op && a->kind == Expr::Kind::Call) {
                for (auto &grand : c->args)
                    n->args.push_back(std::move(grand));
            } else {
                n->args.push_back(std::move(c));
            }
        }
        if ((op == Op::Eq || op == Op::Ne) && n->args[0]->op == Op::HostPath &&
            n->args[1]->op == Op::Const && isScalar(n->args[1]->value)) {
            // `device.driver == "x"`: the host compares in place.
            auto fast = std::make_unique<Node>();
            fast->op = Op::HostEq;
            fast->pos = n->pos;
            fast->begin = n->begin;
            fast->end = n->end;
            fast->slot = n->args[0]->slot;
            fast->host = n->args[0]->host;
            fast->args.push_back(std::move(n));
            return fast;
        }
        if (op == Op::Index && n->args[1]->op == Op::Const &&
            n->args[1]->value.kind == Value::Kind::String) {
            const QString key = n->args[1]->value.s;
            return hostPath(std::move(n), key, false);
        }
        return n;
    }

    std::unique_ptr<Node> hasMacro(const Expr &e)
    {
        if (e.args.size() != 1 || e.args[0]->kind != Expr::Kind::Select)
            return fail(e.pos, Tr::tr("invalid argument to has() macro"));
        const Expr &sel = *e.args[0];
        auto n = node(Op::Has, e);
        n->pos = sel.pos;
        n->name = sel.name;
        n->args.push_back(compileNode(*sel.args[0]));
        return hostPath(std::move(n), sel.name, true);
    }

    /// cel.bind(x, init, body): body with x bound to init, evaluated once (ext.Bindings).
    std::unique_ptr<Node> bindMacro(const Expr &e)
    {
        auto n = node(Op::Bind, e);
        n->args.push_back(compileNode(*e.args[2]));
        n->slot = m_localCount++;
        m_scope.append({e.args[1]->name, n->slot});
        n->args.push_back(compileNode(*e.args[3]));
        m_scope.removeLast();
        return n;
    }

    /// x.optMap(v, expr), x.optFlatMap(v, expr).
    std::unique_ptr<Node> optMapMacro(const Expr &e)
    {
        auto n = node(e.name == QLatin1String("optMap") ? Op::OptMap : Op::OptFlatMap, e);
        n->label = e.name;
        n->args.push_back(compileNode(*e.args[0]));
        n->slot = m_localCount++;
        m_scope.append({e.args[1]->name, n->slot});
        n->args.push_back(compileNode(*e.args[2]));
        m_scope.removeLast();
        return n;
    }

    /// range.all(i, v, p), exists, existsOne, transformList(i, v, [filter,] expr), transformMap
    /// and transformMapEntry.
    std::unique_ptr<Node> twoVarComprehension(const Expr &e, Op op)
    {
        const QString &first = e.args[1]->name;
        const QString &second = e.args[2]->name;
        if (first == second)
            return fail(e.args[2]->pos, Tr::tr("duplicate variable name: %1").arg(second));
        auto n = node(op, e);
        n->label = e.name;
        n->args.push_back(compileNode(*e.args[0]));
        n->slot = m_localCount;
        m_localCount += 2;
        m_scope.append({first, n->slot});
        m_scope.append({second, n->slot + 1});
        for (size_t k = 3; k < e.args.size(); ++k)
            n->args.push_back(compileNode(*e.args[k]));
        m_scope.removeLast();
        m_scope.removeLast();
        return n;
    }

    std::unique_ptr<Node> comprehension(const Expr &e)
    {
        const QString macro = e.name;
        Op op = Op::All;
        if (macro == QLatin1String("exists"))
            op = Op::Exists;
        else if (macro == QLatin1String("exists_one") || macro == QLatin1String("existsOne"))
            op = Op::ExistsOne;
        else if (macro == QLatin1String("map"))
            op = Op::MapComp;
        else if (macro == QLatin1String("filter"))
            op = Op::Filter;
        if (e.args.size() == 4 && op != Op::MapComp)
            return fail(e.pos, Tr::tr("%1() takes 2 arguments").arg(macro));
        if (e.args.size() == 4)
            op = Op::MapFilterComp;
        auto n = node(op, e);
        n->label = macro;
        n->args.push_back(compileNode(*e.args[0]));
        const QString var = e.args[1]->name;
        n->slot = m_localCount++;
        m_scope.append({var, n->slot});
        for (size_t k = 2; k < e.args.size(); ++k)
            n->args.push_back(compileNode(*e.args[k]));
        m_scope.removeLast();
        return n;
    }
};

} // namespace

std::unique_ptr<Node> plan(const Expr &e, const CompileOptions &options, ParseError &error)
{
    Compiler compiler(options);
    std::unique_ptr<Node> root = compiler.compile(e);
    if (!root)
        error = compiler.error;
    return root;
}

} // namespace Accel::Cel::Detail
