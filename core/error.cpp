// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "error.h"

namespace Accel {

Error Error::of(const ErrorCode &code, QString message, QString hint)
{
    if (hint.isEmpty())
        hint = code.hint();
    return Error{code.name(), std::move(message), std::move(hint)};
}

QString Error::toString() const
{
    QString text = code.isEmpty() ? message : code + QStringLiteral(": ") + message;
    if (!hint.isEmpty())
        text += QStringLiteral(" (") + hint + QLatin1Char(')');
    return text;
}

} // namespace Accel
