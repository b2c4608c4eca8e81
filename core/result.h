// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "error.h"

#include <tl/expected.hpp>

namespace Accel {

/// Every fallible core function returns a Result: the value, or an Error that names its cause.
/// The alias keeps the backend replaceable (std::expected once the toolchain has it).
template<class T = void>
using Result = tl::expected<T, Error>;

/// Shorthand for returning an error: `return fail(u"YAML_PARSE"_s, msg, hint);`
inline tl::unexpected<Error> fail(QString code, QString message, QString hint = {})
{
    return tl::unexpected<Error>(Error{std::move(code), std::move(message), std::move(hint)});
}

} // namespace Accel
