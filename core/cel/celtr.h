// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QCoreApplication>

namespace Accel::Cel {

/// tr() for the cel module's messages, in the one translation context they share
/// ("Accel::Cel", as translations/accel-console_nb.ts has them). Include it in the module's
/// sources instead of declaring a Tr of their own.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Accel::Cel)
};

} // namespace Accel::Cel
