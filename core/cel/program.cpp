// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cel/program.h"
#include "celcodes.h"
#include "celtr.h"

#include "cel/checker.h"
#include "cel/network.h"
#include "cel/node.h"
#include "cel/parser.h"
#include "cel/programdetail.h"
#include "cel/timestamps.h"
#include "cel/urls.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

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
    ParseError error;
    std::unique_ptr<Node> root = Detail::plan(*parsed.expr, options, error);
    if (!root) {
        return fail(Code::CEL_COMPILE,
                    positionText(expression, error.pos) + QLatin1String(": ") + error.message);
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
    Detail::Context c;
    c.vars = variables;
    c.varCount = count;
    c.limit = costLimit;
    if (d->locals > 0)
        c.locals.resize(d->locals);
    Value result = Detail::eval(*d->root, c);
    if (c.aborted && !isCostError(result))
        result = Value::error(Detail::costMessage(), d->root->pos);
    if (cost)
        *cost = c.cost;
    return result;
}

bool Program::isCostError(const Value &error)
{
    return error.isError() && error.s == Detail::costMessage();
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
        Detail::Context c;
        c.vars = variables.constData();
        c.varCount = variables.size();
        c.limit = costLimit;
        if (d->locals > 0)
            c.locals.resize(d->locals);
        Value v = Detail::eval(*n, c);
        if (c.aborted)
            v = Value::error(Detail::costMessage(), n->pos);
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
