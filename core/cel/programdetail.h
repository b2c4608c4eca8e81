// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cel/program.h"
#include "cel/value.h"

#include <QVarLengthArray>

#include <initializer_list>
#include <memory>

/// The internals of Program shared by its sources; not part of the engine's interface. As in
/// cel-go's interpreter, each role has its file: program.cpp (the Program API and the compile
/// entry), planner.cpp (the Compiler: a parsed expression into a tree of nodes), evaluator.cpp
/// (the evaluation of the nodes), stdlib.cpp (the function calls: the dispatch and CEL's own
/// functions) and stdlibext.cpp (the extension libraries).
namespace Accel::Cel {

struct Expr;
struct Node;
struct ParseError;

namespace Detail {

// ---------------------------------------------------------------------------------------------
// Planner (planner.cpp)

/// The tree of nodes the parsed E compiles to under OPTIONS; nullptr, and ERROR set, when it
/// does not compile.
std::unique_ptr<Node> plan(const Expr &e, const CompileOptions &options, ParseError &error);

// ---------------------------------------------------------------------------------------------
// Evaluator (evaluator.cpp)

struct Context
{
    const Value *vars = nullptr;
    qsizetype varCount = 0;
    QVarLengthArray<Value, 4> locals;
    qint64 cost = 0;
    qint64 limit = DefaultCostLimit;
    bool aborted = false;
};

const QString &costMessage();
Value noOverload(const Node &n, std::initializer_list<const Value *> args);
Value noOverload(const Node &n, const Value *args, qsizetype count);
Value aborted(const Node &n);
bool isNumber(const Value &v);
Value overflow(const Node &n);

Value eval(const Node &n, Context &c);

/// Adds COST steps; false (and the context aborted) past the limit.
inline bool charge(Context &c, qint64 cost)
{
    c.cost += cost;
    if (c.cost > c.limit)
        c.aborted = true;
    return !c.aborted;
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

// ---------------------------------------------------------------------------------------------
// The standard library (stdlib.cpp) and the extension libraries (stdlibext.cpp)

/// An Op::Call node: its arguments evaluated, then the function.
Value callFunction(const Node &n, Context &c);

Value listsCall(const Node &n, const Value *args, qsizetype count, Context &c);
Value setsCall(const Node &n, const Value *args, qsizetype count, Context &c);
Value stringsCall(const Node &n, const Value *args, qsizetype count, Context &c);
Value networkCall(const Node &n, const Value *args, qsizetype count, Context &c);
Value urlsCall(const Node &n, const Value *args, qsizetype count, Context &c);

} // namespace Detail

} // namespace Accel::Cel
