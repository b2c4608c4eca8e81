// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cel/hostobject.h"
#include "cel/value.h"
#include "regularexpression.h"

#include <QString>

#include <memory>
#include <optional>
#include <vector>

/// The compiled tree of a CEL program, shared by the compiler (planner.cpp), the evaluator
/// (evaluator.cpp, stdlib.cpp) and the type checker and cost estimator (checker.cpp); not part
/// of the engine's interface.
namespace Accel::Cel {

enum class Op : quint8
{
    Const,
    Var,
    Local,
    Unbound, ///< deferred unknown identifier or function: an error when evaluated
    Select,
    Has,
    Index,
    And,
    Or,
    Not,
    Neg,
    Cond,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    In,
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    List,
    Map,
    Call,
    All,
    Exists,
    ExistsOne,
    MapComp,
    MapFilterComp,
    Filter,
    // Two-variable comprehensions (cel-go ext.TwoVarComprehensions): the index or key in local
    // `slot`, the value in `slot + 1`; args are the range, an optional filter, the expression.
    AllTwo,
    ExistsTwo,
    ExistsOneTwo,
    TransformList,
    TransformMap,
    TransformMapEntry,
    OptMap,     ///< x.optMap(v, expr): v in local `slot`
    OptFlatMap, ///< x.optFlatMap(v, expr)
    Bind,       ///< cel.bind(var, init, expr)
    // Member paths below a variable declared with a host object, read by the host in one call.
    // args[0] is the step-by-step form, evaluated when the variable holds no value of that host
    // object or when the host leaves the error to it.
    HostPath, ///< path: its value
    HostHas,  ///< has() of the path's last key
    HostEq,   ///< args[0] is `path == literal` or `path != literal`
    // Optional values (cel-go's OptionalTypes library).
    OptSelect,     ///< x.?field: `name` is the field
    OptIndex,      ///< x[?key]
    OptOr,         ///< x.or(y), y evaluated only when x is none
    OptOrValue,    ///< x.orValue(y), likewise
    OptionalEntry, ///< `?x` in a list literal, `?k: v` in a map (wraps the element or the value)
};

enum class Fn : quint8
{
    None,
    Size,
    Contains,
    StartsWith,
    EndsWith,
    Matches,
    LowerAscii,
    UpperAscii,
    ToInt,
    ToUint,
    ToDouble,
    ToString,
    ToBool,
    ToBytes,
    Dyn,
    Type,
    SemverOf,
    IsSemver,
    Major,
    Minor,
    Patch,
    CompareTo,
    IsGreaterThan,
    IsLessThan,
    QuantityOf,
    IsQuantity,
    AsInteger,
    AsApproximateFloat,
    Sign,
    QAdd,
    QSub,
    IsInteger,
    // ext.Strings (stringsext.h); lowerAscii and upperAscii are above
    CharAt,
    IndexOf,
    LastIndexOf,
    Join,
    Replace,
    Split,
    Substring,
    Trim,
    Reverse,
    Quote,
    Format,
    // The Kubernetes IP and CIDR libraries (network.h)
    IpOf, ///< ip(string), cidr.ip()
    IsIp,
    IpIsCanonical,
    Family,
    IsUnspecified,
    IsLoopback,
    IsLinkLocalMulticast,
    IsLinkLocalUnicast,
    IsGlobalUnicast,
    CidrOf,
    IsCidr,
    ContainsIp,
    ContainsCidr,
    Masked,
    PrefixLength,
    // Timestamps and durations (timestamps.h)
    TimestampOf,
    DurationOf,
    GetFullYear,
    GetMonth,
    GetDayOfYear,
    GetDayOfMonth,
    GetDate,
    GetDayOfWeek,
    GetHours,
    GetMinutes,
    GetSeconds,
    GetMilliseconds,
    // Optional values
    OptionalOf,
    OptionalOfNonZero,
    OptionalNone,
    HasValue,
    OptValue,
    // The Kubernetes Lists, Sets and Regex libraries (apiserver/pkg/cel/library); indexOf and
    // lastIndexOf of a list are ext.Strings' functions above, told apart by the receiver.
    IsSorted,
    Sum,
    Min,
    Max,
    SetsContains,
    SetsEquivalent,
    SetsIntersects,
    Find,
    FindAll,
    // The Kubernetes URLs library (library/urls.go)
    Url,
    IsUrl,
    GetScheme,
    GetHost,
    GetHostname,
    GetPort,
    GetEscapedPath,
    GetQuery,
    // The Kubernetes Format library (library/format.go); format.NAME() compiles to a constant
    FormatNamed,
    Validate,
};

struct Node
{
    Op op = Op::Const;
    Fn fn = Fn::None;
    int pos = 0;
    int begin = 0;
    int end = 0;
    bool method = false; ///< Call: receiver style, args[0] is the receiver
    int slot = -1;       ///< Var / Local / host path variable index; comprehension: its local
    Value value;         ///< Const
    QString name;        ///< Select / Has field, Unbound name
    QString label;       ///< operator or function name, for error messages
    std::vector<std::unique_ptr<Node>> args;
    std::optional<RegularExpression>
        regex;                        ///< matches(), find(), findAll() with a constant pattern
    const HostObject *host = nullptr; ///< HostPath / HostHas: the variable's host object
    std::unique_ptr<MemberPath> path; ///< HostPath / HostHas
};

} // namespace Accel::Cel
