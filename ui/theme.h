// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

/// The console's status colours, the only place they are defined (issue 18, section 3: "one
/// palette-aware theme"). Each tone starts from one hue and is moved lighter or darker until it
/// reads on the palette's Window and Base colours with at least WCAG's 4.5:1 contrast, so the
/// same call gives a dark red on a light theme and a pale one on a dark theme.
namespace Accel::Ui::Theme {

enum class Tone
{
    Plain,   ///< the palette's own text colour
    Ok,      ///< green: it works, it fits
    Warning, ///< amber: a step to take, something to know
    Error,   ///< red: refused, failed
    Info,    ///< blue: neutral state (a snapshot, not a live cluster)
};

/// The least contrast a tone's text keeps against the palette (WCAG 2 AA for body text).
inline constexpr double MinimumContrast = 4.5;

bool isDark(const QPalette &palette);
/// A dark palette for the Fusion style (`accel-console --palette dark`, issue 38 "Looks"): for a
/// desktop whose Qt platform theme has none, and the README's dark screenshot.
QPalette darkPalette();
/// WCAG 2 contrast ratio of two colours, 1 (same luminance) to 21 (black on white).
double contrastRatio(const QColor &a, const QColor &b);

/// Text in `tone`, readable on the palette's Window and Base.
QColor colour(Tone tone, const QPalette &palette);
inline QColor errorColour(const QPalette &palette)
{
    return colour(Tone::Error, palette);
}
inline QColor warningColour(const QPalette &palette)
{
    return colour(Tone::Warning, palette);
}
inline QColor okColour(const QPalette &palette)
{
    return colour(Tone::Ok, palette);
}

/// What the YAML highlighter colours, each its own hue (ui/yamlhighlighter.h).
enum class Syntax
{
    Comment,
    Key,
    Punctuation, ///< list dashes and a key's colon
    String,
    Literal, ///< numbers, booleans, null
    Marker,  ///< ---, ..., anchors, aliases, tags
};

/// Text in a syntax role, moved like the tones until it reads on the palette's Base (the
/// editors' background) at MinimumContrast.
QColor syntaxColour(Syntax role, const QPalette &palette);

/// A banner's background: the tone faintly over the palette's Window; the palette's WindowText
/// stays readable on it.
QColor bannerBackground(Tone tone, const QPalette &palette);
/// A filled badge: the tone as background, white text on it at the minimum contrast.
QColor badgeBackground(Tone tone);

/// Style sheets for a QLabel: coloured text (empty for Plain), a tinted banner with a tone
/// border, a filled badge.
QString textStyle(Tone tone, const QPalette &palette);
QString bannerStyle(Tone tone, const QPalette &palette);
QString badgeStyle(Tone tone);
/// Style sheet for a panel's one primary action, the QPushButton named OBJECTNAME: white text on
/// the Info badge colour (darker when hovered and pressed, so the text stays readable), and
/// when disabled the palette's own disabled button colours, never a fixed grey.
QString primaryButtonStyle(const QString &objectName, const QPalette &palette);

} // namespace Accel::Ui::Theme
