// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QCoreApplication>

namespace Accel::Launch {

/// tr() for the launch module's messages, in the one translation context they share
/// ("Accel::Launch", as translations/accel-console_nb.ts has them). Include it in the module's
/// sources instead of declaring a Tr of their own.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Accel::Launch)
};

} // namespace Accel::Launch
