// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cel/program.h"
#include "cel/types.h"

#include <QString>

/// The type checker and static cost estimator over a compiled tree (internal to the engine).
namespace Accel::Cel {

struct Node;

struct CheckResult
{
    bool ok = true;
    int pos = 0;     ///< where the first type error is, when !ok
    QString message; ///< cel-go's wording: "found no matching overload for '_+_' applied to ..."
    Type type;       ///< the expression's type (dyn when only known at run time)
    CostEstimate cost;
};

/// Checks ROOT (compiled with OPTIONS) once: every operator and function call must have an
/// overload for its argument types, where these are known (dyn matches anything), and estimates
/// the cost as cel-go's checker/cost.go does with the Kubernetes CostEstimator
/// (apiserver/pkg/cel/library/cost.go): has() costs nothing (PresenceTestHasCost(false)), sizes
/// come from literals and from the sizes declared with CompileOptions::variableTypes.
CheckResult check(const Node &root, const CompileOptions &options, int localCount);

} // namespace Accel::Cel
