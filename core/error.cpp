// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "error.h"

namespace Accel {

QString Error::toString() const
{
    QString text = code.isEmpty() ? message : code + QStringLiteral(": ") + message;
    if (!hint.isEmpty())
        text += QStringLiteral(" (") + hint + QLatin1Char(')');
    return text;
}

} // namespace Accel
