// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QCoreApplication>

namespace Accel {

/// tr() for the base module's messages (core/*.cpp) in context "Accel", as the catalog
/// translations/accel-console_nb.ts has them.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Accel)
};

} // namespace Accel

namespace Accel::Limits {

/// The resource limits' messages keep their own context ("Accel::Limits"), which their
/// translations in the catalog are filed under.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Accel::Limits)
};

} // namespace Accel::Limits
