// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cel/value.h"

/// Internals shared by the CEL sources; not part of the engine's interface.
namespace Accel::Cel {

/// -1, 0 or 1 across int, uint and double; 2 when unordered (NaN).
int compareNumbers(const Value &a, const Value &b);

} // namespace Accel::Cel
