// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cel/program.h"
#include "celcodes.h"
#include "celtr.h"

#include "cel/checker.h"
#include "cel/detail.h"
#include "cel/formats.h"
#include "cel/hostobject.h"
#include "cel/network.h"
#include "cel/node.h"
#include "cel/parser.h"
#include "cel/stringsext.h"
#include "cel/timestamps.h"
#include "cel/urls.h"
#include "excerpt.h"
#include "regularexpression.h"
#include "resourcelimits.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringDecoder>
#include <QVarLengthArray>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <optional>
#include <unordered_map>

namespace Accel::Cel {

struct Program::Impl
{
    QString source;
    std::unique_ptr<Node> root;
    int locals = 0;
    CostEstimate estimatedCost;
    QString resultType;
    /// CEL_RUNTIME's code and default hint, made once when the program is compiled: errorOf()
    /// runs for every device a selector fails on, and translating the hint there (a lookup
    /// through every translator and a UTF-8 decode) made each such error 50% dearer.
    QString runtimeCode;
    QString runtimeHint;
};

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

// ---------------------------------------------------------------------------------------------
// Evaluator

struct Context
{
    const Value *vars = nullptr;
    qsizetype varCount = 0;
    QVarLengthArray<Value, 4> locals;
    qint64 cost = 0;
    qint64 limit = DefaultCostLimit;
    bool aborted = false;
};

const QString &costMessage()
{
    static const QString message =
        QStringLiteral("operation cancelled: actual cost limit exceeded");
    return message;
}

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

QString keyText(const Value &key)
{
    return key.kind == Value::Kind::String ? key.s : key.toDebugString();
}

Value eval(const Node &n, Context &c);

/// Adds COST steps; false (and the context aborted) past the limit.
inline bool charge(Context &c, qint64 cost)
{
    c.cost += cost;
    if (c.cost > c.limit)
        c.aborted = true;
    return !c.aborted;
}

Value aborted(const Node &n)
{
    return Value::error(costMessage(), n.pos);
}

/// valueEquals charging one step per nested list item and map entry compared (scalars cost
/// nothing extra); check c.aborted afterwards.
inline bool equalsCharged(Context &c, const Value &a, const Value &b)
{
    if (a.kind != Value::Kind::List && a.kind != Value::Kind::Map)
        return valueEquals(a, b);
    qint64 steps = 0;
    const bool eq = valueEquals(a, b, steps, c.limit - c.cost);
    return charge(c, steps) && eq;
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

bool isNumber(const Value &v)
{
    return v.kind == Value::Kind::Int || v.kind == Value::Kind::Uint ||
           v.kind == Value::Kind::Double;
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

Value overflow(const Node &n)
{
    return Value::error(Tr::tr("integer overflow"), n.pos);
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

/// The type N evaluates to when the compiler knows it ("bool", "int", ...), else empty.
QString staticType(const Node &n)
{
    switch (n.op) {
    case Op::Const:
        return n.value.typeName();
    case Op::List:
    case Op::MapComp:
    case Op::MapFilterComp:
    case Op::Filter:
        return QStringLiteral("list");
    case Op::Map:
    case Op::TransformMap:
    case Op::TransformMapEntry:
        return QStringLiteral("map");
    case Op::TransformList:
        return QStringLiteral("list");
    case Op::OptSelect:
    case Op::OptIndex:
    case Op::OptOr:
    case Op::OptMap:
    case Op::OptFlatMap:
        return QStringLiteral("optional_type");
    case Op::Not:
    case Op::And:
    case Op::Or:
    case Op::Eq:
    case Op::Ne:
    case Op::Lt:
    case Op::Le:
    case Op::Gt:
    case Op::Ge:
    case Op::In:
    case Op::Has:
    case Op::All:
    case Op::Exists:
    case Op::ExistsOne:
    case Op::AllTwo:
    case Op::ExistsTwo:
    case Op::ExistsOneTwo:
    case Op::HostHas:
    case Op::HostEq:
        return QStringLiteral("bool");
    case Op::HostPath:
        return n.path->type;
    case Op::Call:
        switch (n.fn) {
        case Fn::Contains:
        case Fn::StartsWith:
        case Fn::EndsWith:
        case Fn::Matches:
        case Fn::ToBool:
        case Fn::IsSemver:
        case Fn::IsGreaterThan:
        case Fn::IsLessThan:
        case Fn::IsQuantity:
        case Fn::IsInteger:
        case Fn::IsIp:
        case Fn::IpIsCanonical:
        case Fn::IsUnspecified:
        case Fn::IsLoopback:
        case Fn::IsLinkLocalMulticast:
        case Fn::IsLinkLocalUnicast:
        case Fn::IsGlobalUnicast:
        case Fn::IsCidr:
        case Fn::ContainsIp:
        case Fn::ContainsCidr:
        case Fn::HasValue:
        case Fn::IsSorted:
        case Fn::SetsContains:
        case Fn::SetsEquivalent:
        case Fn::SetsIntersects:
        case Fn::IsUrl:
            return QStringLiteral("bool");
        case Fn::Url:
            return QStringLiteral("kubernetes.URL");
        case Fn::GetScheme:
        case Fn::GetHost:
        case Fn::GetHostname:
        case Fn::GetPort:
        case Fn::GetEscapedPath:
            return QStringLiteral("string");
        case Fn::GetQuery:
            return QStringLiteral("map");
        case Fn::FormatNamed:
        case Fn::Validate:
            return QStringLiteral("optional_type");
        case Fn::Find:
            return QStringLiteral("string");
        case Fn::FindAll:
            return QStringLiteral("list");
        case Fn::OptionalOf:
        case Fn::OptionalOfNonZero:
            return QStringLiteral("optional_type");
        case Fn::Size:
        case Fn::IndexOf:
        case Fn::LastIndexOf:
        case Fn::ToInt:
        case Fn::Major:
        case Fn::Minor:
        case Fn::Patch:
        case Fn::CompareTo:
        case Fn::AsInteger:
        case Fn::Sign:
        case Fn::Family:
        case Fn::PrefixLength:
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
            return QStringLiteral("int");
        case Fn::ToString:
        case Fn::LowerAscii:
        case Fn::UpperAscii:
        case Fn::CharAt:
        case Fn::Join:
        case Fn::Replace:
        case Fn::Substring:
        case Fn::Trim:
        case Fn::Reverse:
        case Fn::Quote:
        case Fn::Format:
            return QStringLiteral("string");
        case Fn::Split:
            return QStringLiteral("list");
        case Fn::ToUint:
            return QStringLiteral("uint");
        case Fn::ToDouble:
        case Fn::AsApproximateFloat:
            return QStringLiteral("double");
        case Fn::ToBytes:
            return QStringLiteral("bytes");
        case Fn::Type:
            return QStringLiteral("type");
        case Fn::SemverOf:
            return QStringLiteral("kubernetes.Semver");
        case Fn::QuantityOf:
        case Fn::QAdd:
        case Fn::QSub:
            return QStringLiteral("kubernetes.Quantity");
        case Fn::IpOf:
            return QStringLiteral("net.IP");
        case Fn::CidrOf:
        case Fn::Masked:
            return QStringLiteral("net.CIDR");
        case Fn::TimestampOf:
            return QStringLiteral("google.protobuf.Timestamp");
        case Fn::DurationOf:
            return QStringLiteral("google.protobuf.Duration");
        default:
            return {};
        }
    default:
        return {};
    }
}

int maxLocals(const Node &n)
{
    const bool twoVar = n.op >= Op::AllTwo && n.op <= Op::TransformMapEntry;
    int m = n.slot >= 0 && n.op >= Op::All && n.op <= Op::Bind ? n.slot + (twoVar ? 2 : 1) : 0;
    for (const auto &a : n.args)
        m = std::max(m, maxLocals(*a));
    return m;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Program

Program::Program() = default;
Program::~Program() = default;
Program::Program(const Program &) = default;
Program &Program::operator=(const Program &) = default;

Result<Program> Program::compile(const QString &expression, const CompileOptions &options)
{
    // Kubernetes measures the length in bytes of UTF-8 (Go's len()).
    const qsizetype length = options.maxLength > 0 ? expression.toUtf8().size() : 0;
    if (options.maxLength > 0 && length > options.maxLength) {
        return fail(Code::CEL_TOO_LONG,
                    Tr::tr("the expression is %1 bytes long; the limit is %2")
                        .arg(length)
                        .arg(options.maxLength),
                    Tr::tr("Kubernetes refuses CEL selectors longer than 10 KiB "
                           "(CELSelectorExpressionMaxLength); shorten the expression."));
    }
    const ParseResult parsed = parse(expression);
    if (!parsed.ok()) {
        return fail(Code::CEL_SYNTAX, positionText(expression, parsed.error.pos) +
                                          QLatin1String(": ") + parsed.error.message);
    }
    Compiler compiler(options);
    std::unique_ptr<Node> root = compiler.compile(*parsed.expr);
    if (!root) {
        return fail(Code::CEL_COMPILE, positionText(expression, compiler.error.pos) +
                                           QLatin1String(": ") + compiler.error.message);
    }
    const int locals = maxLocals(*root);
    CheckResult checked;
    if (options.checkTypes) {
        checked = check(*root, options, locals);
        if (!checked.ok) {
            return fail(Code::CEL_COMPILE, positionText(expression, checked.pos) +
                                               QLatin1String(": ") + checked.message);
        }
    }
    if (options.requireBool) {
        QString type = staticType(*root);
        if (options.checkTypes && !checked.type.isDyn())
            type = checked.type.toString();
        if (!type.isEmpty() && type != QLatin1String("bool")) {
            return fail(Code::CEL_COMPILE,
                        positionText(expression, root->pos) + QLatin1String(": ") +
                            Tr::tr("must evaluate to bool, not %1").arg(type),
                        Tr::tr("A device selector is a condition: compare the value, e.g. "
                               "device.driver == \"x\"."));
        }
    }
    if (options.maxEstimatedCost > 0 && checked.cost.max > options.maxEstimatedCost) {
        return fail(Code::CEL_COST_ESTIMATE,
                    Tr::tr("the estimated cost %1 exceeds the limit of %2 "
                           "(CELSelectorExpressionMaxCost): too complex, exceeds cost limit")
                        .arg(checked.cost.max == std::numeric_limits<quint64>::max()
                                 ? Tr::tr("(unbounded)")
                                 : QString::number(checked.cost.max))
                        .arg(options.maxEstimatedCost),
                    Tr::tr("The API server refuses a selector whose worst-case cost it estimates "
                           "over the limit: bound what the expression iterates (fewer nested "
                           "loops, shorter lists)."));
    }
    auto impl = std::make_shared<Impl>();
    impl->source = expression;
    impl->runtimeCode = Code::CEL_RUNTIME.name();
    impl->runtimeHint = Code::CEL_RUNTIME.hint();
    impl->locals = locals;
    impl->estimatedCost = checked.cost;
    impl->resultType = options.checkTypes ? checked.type.toString() : staticType(*root);
    impl->root = std::move(root);
    Program program;
    program.d = std::move(impl);
    return program;
}

Value Program::evaluate(const QList<Value> &variables, qint64 costLimit, qint64 *cost) const
{
    return evaluate(variables.constData(), variables.size(), costLimit, cost);
}

Value Program::evaluate(const Value *variables, qsizetype count, qint64 costLimit,
                        qint64 *cost) const
{
    if (!d)
        return Value::error(Tr::tr("no program"));
    Context c;
    c.vars = variables;
    c.varCount = count;
    c.limit = costLimit;
    if (d->locals > 0)
        c.locals.resize(d->locals);
    Value result = eval(*d->root, c);
    if (c.aborted && !isCostError(result))
        result = Value::error(costMessage(), d->root->pos);
    if (cost)
        *cost = c.cost;
    return result;
}

bool Program::isCostError(const Value &error)
{
    return error.isError() && error.s == costMessage();
}

Error Program::errorOf(const Value &error) const
{
    if (!isCostError(error)) {
        if (error.pos < 0 || !d)
            return Error::of(Code::CEL_RUNTIME, error.s, {});
        // "LINE:COLUMN: message" in one allocation: this runs for every device a selector
        // fails on.
        const QStringView text = d->source;
        const int offset = std::clamp(error.pos, 0, int(text.size()));
        int line = 1;
        int lineStart = 0;
        for (int k = 0; k < offset; ++k) {
            if (text[k] == u'\n') {
                ++line;
                lineStart = k + 1;
            }
        }
        char where[32];
        char *end = std::to_chars(where, where + 12, line).ptr;
        *end++ = ':';
        end = std::to_chars(end, end + 12, offset - lineStart + 1).ptr;
        *end++ = ':';
        *end++ = ' ';
        return Error{d->runtimeCode, QLatin1String(where, qsizetype(end - where)) + error.s,
                     d->runtimeHint};
    }
    const QString where =
        error.pos >= 0 && d ? positionText(d->source, error.pos) + QLatin1String(": ") : QString();
    return Error::of(Code::CEL_COST, where + error.s,
                     Tr::tr("The evaluation exceeded the cost budget of %1 steps, as the "
                            "scheduler's CELSelectorExpressionMaxCost would; simplify the "
                            "expression.")
                         .arg(DefaultCostLimit));
}

QStringList Program::terms() const
{
    QStringList out;
    if (!d)
        return out;
    const Node &root = *d->root;
    const auto text = [this](const Node &n) {
        return d->source.sliced(n.begin, n.end - n.begin).trimmed();
    };
    if (root.op == Op::And) {
        for (const auto &a : root.args)
            out << text(*a);
    } else {
        out << text(root);
    }
    return out;
}

QList<Value> Program::evaluateTerms(const QList<Value> &variables, qint64 costLimit) const
{
    QList<Value> out;
    if (!d)
        return out;
    const Node &root = *d->root;
    std::vector<const Node *> nodes;
    if (root.op == Op::And) {
        for (const auto &a : root.args)
            nodes.push_back(a.get());
    } else {
        nodes.push_back(&root);
    }
    for (const Node *n : nodes) {
        Context c;
        c.vars = variables.constData();
        c.varCount = variables.size();
        c.limit = costLimit;
        if (d->locals > 0)
            c.locals.resize(d->locals);
        Value v = eval(*n, c);
        if (c.aborted)
            v = Value::error(costMessage(), n->pos);
        out << v;
    }
    return out;
}

CostEstimate Program::estimatedCost() const
{
    return d ? d->estimatedCost : CostEstimate{};
}

QString Program::resultType() const
{
    return d ? d->resultType : QString();
}

const QString &Program::source() const
{
    static const QString empty;
    return d ? d->source : empty;
}

QJsonValue toJson(const Value &value)
{
    using K = Value::Kind;
    switch (value.kind) {
    case K::Null:
        return QJsonValue::Null;
    case K::Bool:
        return value.b;
    case K::Int:
        return QJsonValue(value.i);
    case K::Uint:
        return double(value.u);
    case K::Double:
        return value.d;
    case K::String:
    case K::Type:
        return value.s;
    case K::Bytes:
        return QString::fromLatin1(value.bytesValue().toBase64());
    case K::List: {
        QJsonArray a;
        for (const Value &v : value.listItems())
            a.append(toJson(v));
        return a;
    }
    case K::Map: {
        QJsonObject o;
        for (const auto &[k, v] : mapEntries(value))
            o.insert(k.kind == K::String ? k.s : k.toDebugString(), toJson(v));
        return o;
    }
    case K::Semver:
        return value.semverValue().toString();
    case K::Quantity:
        return value.quantityValue().toString();
    case K::Ip:
        return value.ipValue().toString();
    case K::Cidr:
        return value.cidrValue().toString();
    case K::Timestamp:
        return Time::timestampText(value.timestampValue());
    case K::Duration:
        return Time::durationText(value.i);
    case K::Optional:
        return value.hasOptionalValue() ? toJson(value.optionalValue()) : QJsonValue::Null;
    case K::Url:
        return value.urlValue().toString();
    case K::Format:
        return value.s;
    case K::Error:
        return QJsonObject{{QStringLiteral("error"), value.s}};
    }
    return {};
}

QString formatDouble(double d)
{
    if (std::isnan(d))
        return QStringLiteral("NaN");
    if (std::isinf(d))
        return d > 0 ? QStringLiteral("+Inf") : QStringLiteral("-Inf");
    char buf[64];
    const auto res = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::scientific);
    const std::string sci(buf, res.ptr);
    // "-1.2345e+06": digits and exponent of the shortest representation.
    const size_t e = sci.find('e');
    std::string mant = sci.substr(0, e);
    const int exp = std::stoi(sci.substr(e + 1));
    const bool negative = !mant.empty() && mant[0] == '-';
    if (negative)
        mant.erase(0, 1);
    std::string digits;
    for (char ch : mant) {
        if (ch != '.')
            digits += ch;
    }
    std::string out;
    if (exp < -4 || exp >= 6) { // Go: %e when the exponent is < -4 or >= 6
        out = digits.substr(0, 1);
        if (digits.size() > 1)
            out += '.' + digits.substr(1);
        char eb[16];
        std::snprintf(eb, sizeof eb, "e%c%02d", exp < 0 ? '-' : '+', std::abs(exp));
        out += eb;
    } else if (exp < 0) {
        out = "0." + std::string(size_t(-exp - 1), '0') + digits;
    } else if (size_t(exp) + 1 >= digits.size()) {
        out = digits + std::string(size_t(exp) + 1 - digits.size(), '0');
    } else {
        out = digits.substr(0, size_t(exp) + 1) + '.' + digits.substr(size_t(exp) + 1);
    }
    if (negative)
        out.insert(0, 1, '-');
    return QString::fromLatin1(out.c_str());
}

} // namespace Accel::Cel
