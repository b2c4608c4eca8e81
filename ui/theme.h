// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QColor>
#include <QPalette>

/// The console's status colours, readable on light and dark palettes alike (issue 18, "one
/// palette-aware theme"): a darker tone on light backgrounds, a lighter one on dark.
namespace Accel::Ui::Theme {

inline bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

inline QColor errorColour(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xf2, 0xb8, 0xb5) : QColor(0xb3, 0x26, 0x1e);
}

inline QColor warningColour(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xff, 0xd5, 0x80) : QColor(0x8a, 0x5a, 0x00);
}

inline QColor okColour(const QPalette &palette)
{
    return isDark(palette) ? QColor(0x9c, 0xd6, 0x9c) : QColor(0x1e, 0x6b, 0x2e);
}

} // namespace Accel::Ui::Theme
