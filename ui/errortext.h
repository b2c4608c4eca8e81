// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "error.h"

#include <QString>
#include <QStringView>

namespace Accel::Ui {

/// What the panels show for an error: its message and, after SEPARATOR, what to do (the hint),
/// without the code Error::toString() adds.
inline QString withHint(const Error &error, QStringView separator = u"\n")
{
    return error.hint.isEmpty() ? error.message : QString(error.message + separator + error.hint);
}

} // namespace Accel::Ui
