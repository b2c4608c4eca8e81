// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QCoreApplication>

namespace Accel::Mcp {

/// tr() for the mcp module's messages, in the one translation context they share
/// ("Accel::Mcp", as translations/accel-console_nb.ts has them).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Accel::Mcp)
};

} // namespace Accel::Mcp
