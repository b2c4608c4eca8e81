// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "errorcode.h"

#include <QtGlobal>

/// The error codes of core/cel/ (module cel), each declared once with the hint
/// an error of that code carries when the place that raises it has nothing more specific to say
/// (ErrorCode, core/errorcode.h). The names are the command line's contract (DESIGN.md: scripts
/// match on them): never rename one. tests/base/tst_errorcodes checks that no other file spells
/// them as literals, that each has a hint and that the hints are translated.
namespace Accel::Code {

inline constexpr ErrorCode CEL_SYNTAX{
    "CEL_SYNTAX", "Accel::Cel",
    QT_TRANSLATE_NOOP("Accel::Cel", "Fix the CEL expression at the position shown.")};
inline constexpr ErrorCode CEL_COMPILE{
    "CEL_COMPILE", "Accel::Cel",
    QT_TRANSLATE_NOOP("Accel::Cel",
                      "Fix the CEL expression: it names something the environment does not have.")};
inline constexpr ErrorCode CEL_RUNTIME{
    "CEL_RUNTIME", "Accel::Cel",
    QT_TRANSLATE_NOOP(
        "Accel::Cel",
        "Guard the expression against the value that failed (has(), size() checks).")};
inline constexpr ErrorCode CEL_COST{
    "CEL_COST", "Accel::Cel",
    QT_TRANSLATE_NOOP("Accel::Cel", "Simplify the expression: it ran past the cost limit.")};
inline constexpr ErrorCode CEL_COST_ESTIMATE{
    "CEL_COST_ESTIMATE", "Accel::Cel",
    QT_TRANSLATE_NOOP("Accel::Cel",
                      "Simplify the expression: its worst case is over the cost limit.")};
inline constexpr ErrorCode CEL_TOO_LONG{"CEL_TOO_LONG", "Accel::Cel",
                                        QT_TRANSLATE_NOOP("Accel::Cel", "Shorten the expression.")};

/// Every code above, for lookups by name (an error that crossed a boundary as text).
inline constexpr const ErrorCode *CelCodes[] = {&CEL_SYNTAX, &CEL_COMPILE,       &CEL_RUNTIME,
                                                &CEL_COST,   &CEL_COST_ESTIMATE, &CEL_TOO_LONG};

} // namespace Accel::Code
