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

/// Shorthand for returning an error: `return fail(Doc::Code::YamlParse, message);` (the hint is
/// the code's own unless `hint` says more).
inline tl::unexpected<Error> fail(const ErrorCode &code, QString message, QString hint = {})
{
    return tl::unexpected<Error>(Error::of(code, std::move(message), std::move(hint)));
}

/// The same with a code given as a string: only for codes that come from elsewhere (a server's
/// reason, a code passed through); a code of ours is an ErrorCode.
inline tl::unexpected<Error> fail(QString code, QString message, QString hint = {})
{
    return tl::unexpected<Error>(Error{std::move(code), std::move(message), std::move(hint)});
}

} // namespace Accel
