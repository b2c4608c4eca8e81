// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "theme.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace Accel::Ui::Theme {

namespace {

/// Each tone's hue, as it reads on a light theme.
QColor seed(Tone tone)
{
    switch (tone) {
    case Tone::Ok:
        return {0x1e, 0x6b, 0x2e};
    case Tone::Warning:
        return {0x8a, 0x5a, 0x00};
    case Tone::Error:
        return {0xb3, 0x26, 0x1e};
    case Tone::Info:
        return {0x1a, 0x5f, 0xb4};
    case Tone::Plain:
        break;
    }
    return {};
}

double channel(double c)
{
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

/// `start` moved in lightness, keeping its hue, until it reads on every background; lighter
/// on a dark palette, darker on a light one.
QColor readableOn(QColor start, std::initializer_list<QColor> backgrounds, bool lighten)
{
    QColor c = start.toHsl();
    const auto reads = [&](const QColor &candidate) {
        return std::all_of(backgrounds.begin(), backgrounds.end(), [&](const QColor &bg) {
            return contrastRatio(candidate, bg) >= MinimumContrast;
        });
    };
    for (int step = 0; step < 64 && !reads(c); ++step) {
        const int l = c.lightness();
        if ((lighten && l >= 255) || (!lighten && l <= 0))
            break;
        c.setHsl(c.hslHue(), c.hslSaturation(), std::clamp(l + (lighten ? 6 : -6), 0, 255));
    }
    if (!reads(c)) // a background in the middle: the far end reads on it
        c = lighten ? QColor(Qt::white) : QColor(Qt::black);
    return c.toRgb();
}

QColor mix(const QColor &a, const QColor &b, double share)
{
    return QColor::fromRgbF(float(a.redF() * share + b.redF() * (1 - share)),
                            float(a.greenF() * share + b.greenF() * (1 - share)),
                            float(a.blueF() * share + b.blueF() * (1 - share)));
}

} // namespace

QPalette darkPalette()
{
    // Greys a little blue, as dark desktop themes (Breeze Dark, Adwaita dark) pick them.
    const QColor window(0x2a, 0x2d, 0x32);
    const QColor base(0x1f, 0x22, 0x26);
    const QColor text(0xe6, 0xe8, 0xeb);
    const QColor disabled(0x80, 0x84, 0x8a);
    QPalette p(text, window, window.lighter(130), window.darker(140), window.darker(115), text,
               text, base, window);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x29, 0x2e));
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xc4));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7c, 0xb7, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb3, 0x9d, 0xff));
    for (const QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

bool isDark(const QPalette &palette)
{
    // Light text on a darker base, whatever the base's own lightness.
    return luminance(palette.color(QPalette::Text)) > luminance(palette.color(QPalette::Base));
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor colour(Tone tone, const QPalette &palette)
{
    if (tone == Tone::Plain)
        return palette.color(QPalette::WindowText);
    const bool dark = isDark(palette);
    // On a dark palette the hue starts pale, as a tint of itself.
    const QColor start = dark ? mix(seed(tone), Qt::white, 0.45) : seed(tone);
    return readableOn(start, {palette.color(QPalette::Window), palette.color(QPalette::Base)},
                      dark);
}

QColor syntaxColour(Syntax role, const QPalette &palette)
{
    // GitHub's light and dark syntax hues as the starting points.
    struct Hues
    {
        QColor light;
        QColor dark;
    };
    static const std::array<Hues, 6> hues = {{
        {QColor(0x6a, 0x73, 0x7d), QColor(0x8b, 0x94, 0x9e)}, // Comment
        {QColor(0x00, 0x5c, 0xc5), QColor(0x79, 0xc0, 0xff)}, // Key
        {QColor(0x8a, 0x3f, 0xfc), QColor(0xd2, 0xa8, 0xff)}, // Punctuation
        {QColor(0x1a, 0x7f, 0x37), QColor(0xa5, 0xd6, 0xa7)}, // String
        {QColor(0xb3, 0x5c, 0x00), QColor(0xff, 0xa6, 0x57)}, // Literal
        {QColor(0xc2, 0x1f, 0x3a), QColor(0xff, 0x7b, 0x72)}, // Marker
    }};
    const Hues &hue = hues.at(std::size_t(role));
    const bool dark = isDark(palette);
    return readableOn(dark ? hue.dark : hue.light, {palette.color(QPalette::Base)}, dark);
}

QColor bannerBackground(Tone tone, const QPalette &palette)
{
    const QColor window = palette.color(QPalette::Window);
    if (tone == Tone::Plain)
        return window;
    return mix(seed(tone), window, isDark(palette) ? 0.25 : 0.10);
}

QColor badgeBackground(Tone tone)
{
    return readableOn(tone == Tone::Plain ? QColor(0x5f, 0x63, 0x68) : seed(tone),
                      {QColor(Qt::white)}, false);
}

QString textStyle(Tone tone, const QPalette &palette)
{
    if (tone == Tone::Plain)
        return {};
    return QStringLiteral("color: %1;").arg(colour(tone, palette).name());
}

QString bannerStyle(Tone tone, const QPalette &palette)
{
    return QStringLiteral("background: %1; color: %2; border: 1px solid %3; "
                          "border-left: 5px solid %3; border-radius: 4px; padding: 8px 10px;")
        .arg(bannerBackground(tone, palette).name(), palette.color(QPalette::WindowText).name(),
             colour(tone, palette).name());
}

QString badgeStyle(Tone tone)
{
    return QStringLiteral("color: white; background: %1; padding: 4px 8px; border-radius: 4px;")
        .arg(badgeBackground(tone).name());
}

QString primaryButtonStyle(const QString &objectName, const QPalette &palette)
{
    const QColor background = badgeBackground(Tone::Info);
    return QStringLiteral(
               "QPushButton#%1 { background: %2; color: white; font-weight: bold; "
               "border: 1px solid %3; border-radius: 4px; padding: 6px 18px; }"
               "QPushButton#%1:hover { background: %4; }"
               "QPushButton#%1:pressed { background: %3; }"
               "QPushButton#%1:disabled { background: %5; border-color: %6; color: %7; }")
        .arg(objectName, background.name(), background.darker(125).name(),
             background.darker(110).name(),
             palette.color(QPalette::Disabled, QPalette::Button).name(),
             palette.color(QPalette::Disabled, QPalette::Mid).name(),
             palette.color(QPalette::Disabled, QPalette::ButtonText).name());
}

} // namespace Accel::Ui::Theme
