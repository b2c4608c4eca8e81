// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QCoreApplication>

namespace Accel::Nvcre {

/// tr() for the nvcre module's messages, in the one translation context they share
/// ("Accel::Nvcre", as translations/accel-console_nb.ts has them). Include it in the module's
/// sources instead of declaring a Tr of their own.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Accel::Nvcre)
};

} // namespace Accel::Nvcre
