// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cel/types.h"
#include "cel/value.h"
#include "result.h"

#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace Accel::Cel {

struct Node;

/// A cost range in cel-go's cost units (checker/cost.go): what an evaluation costs at least and
/// at most. Saturates at the largest quint64 (an unbounded cost).
struct CostEstimate
{
    quint64 min = 0;
    quint64 max = 0;
};

/// The API server's limit on a DRA selector's estimated cost (resource.k8s.io,
/// CELSelectorExpressionMaxCost), and the scheduler's on its actual cost.
inline constexpr quint64 SelectorCostLimit = 1000000;

struct CompileOptions
{
    /// The declared variables; the activation passes their values in this order.
    QStringList variables;
    /// Unknown identifiers and functions become runtime errors instead of compile errors (the
    /// conformance suite's `disable_check`: `x || true` is true when x is unbound).
    bool deferUnknownReferences = false;
    /// Variables whose values are objects of the host application, by name, with the host
    /// object that reads them (not owned). Constant selections below such a variable, such as
    /// `device.attributes["d"].name`, are checked when compiling and read by the host in one
    /// call (HostObject::preparePath, lookupPath). A variable holding any other value at run time
    /// is read step by step.
    QHash<QString, const HostObject *> hostObjects;
    /// Refuse at compile time an expression whose type is known and is not bool (a selector
    /// "must evaluate to bool"); types that are only known at run time pass.
    bool requireBool = false;
    /// Longer expressions (in UTF-8 bytes) are refused with CEL_TOO_LONG; 0 means no limit.
    qsizetype maxLength = 0;
    /// The declared types of variables, by name (with the sizes the cost estimate uses); a
    /// variable not listed is `dyn`.
    QHash<QString, Type> variableTypes;
    /// Type-check at compile time (CEL_COMPILE for an operator or function with no overload for
    /// the argument types known, a field selected on a type that has none). Off: the conformance
    /// suite's `disable_check`, where such errors show at run time.
    bool checkTypes = true;
    /// Refuse with CEL_COST_ESTIMATE an expression whose estimated worst-case cost
    /// (Program::estimatedCost) exceeds this; 0 means no limit.
    quint64 maxEstimatedCost = 0;
};

/// The default runtime cost budget, in evaluation steps (see Program::evaluate).
inline constexpr qint64 DefaultCostLimit = 1000000;

/// A compiled CEL expression: parsed once, macros expanded, functions resolved to builtins,
/// immutable afterwards, and evaluated many times (from any thread) against an activation.
///
/// Error codes: CEL_SYNTAX and CEL_COMPILE at compile time, CEL_TOO_LONG for an expression over
/// the length limit, CEL_COST_ESTIMATE for one whose estimated cost is over
/// CompileOptions::maxEstimatedCost; at run time CEL_RUNTIME and CEL_COST. Messages start with the
/// position in the expression, `LINE:COLUMN: ` (see positionText()).
class Program
{
public:
    Program();
    ~Program();
    Program(const Program &);
    Program &operator=(const Program &);

    static Result<Program> compile(const QString &expression, const CompileOptions &options = {});

    /// Evaluates against VARIABLES (one value per CompileOptions::variables entry). The cost is
    /// the number of evaluation steps (one per node visited, plus one per element that string,
    /// list and map operations touch); past COSTLIMIT evaluation stops with an error value whose
    /// message is "operation cancelled: actual cost limit exceeded" (cel-go's wording).
    Value evaluate(const QList<Value> &variables, qint64 costLimit = DefaultCostLimit,
                   qint64 *cost = nullptr) const;
    Value evaluate(const Value *variables, qsizetype count, qint64 costLimit = DefaultCostLimit,
                   qint64 *cost = nullptr) const;

    /// The Error for an error value this program returned: "LINE:COLUMN: message".
    Error errorOf(const Value &error) const;
    /// True when the error value is the cost limit being exceeded.
    static bool isCostError(const Value &error);

    /// The source texts of the top-level `&&` terms (one term when the root is no `&&`).
    QStringList terms() const;
    /// Each top-level `&&` term evaluated on its own, in order (for explaining a non-match).
    QList<Value> evaluateTerms(const QList<Value> &variables,
                               qint64 costLimit = DefaultCostLimit) const;

    const QString &source() const;

    /// The worst-case cost range estimated at compile time (cel-go's EstimateCost with the
    /// Kubernetes estimator); {0, 0} for a program compiled without type checking.
    CostEstimate estimatedCost() const;
    /// The result type the checker found ("bool", "dyn", "list(string)").
    QString resultType() const;

private:
    struct Impl;
    std::shared_ptr<const Impl> d;
};

/// JSON for a value: numbers, strings, bools, null, arrays, objects (keys as text); bytes as
/// base64; Semver and Quantity as their text.
QJsonValue toJson(const Value &value);

/// Go's strconv.FormatFloat(d, 'g', -1, 64), which CEL's string(double) uses.
QString formatDouble(double d);

} // namespace Accel::Cel
