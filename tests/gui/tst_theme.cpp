// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The one palette-aware theme (issue 18, section 3): every tone reads on light, dark and
// middling palettes (WCAG 4.5:1 against Window and Base), banners keep the palette's text
// readable, badges keep white text readable, and the tones stay apart from each other. The
// primary action's button keeps white text readable in every state and greys out in the
// palette's own disabled colours.
#include "theme.h"

#include <QApplication>
#include <QRegularExpression>
#include <QStyle>
#include <QStyleFactory>
#include <QtTest>

using namespace Accel::Ui::Theme;

namespace {

QPalette paletteOf(const QColor &window, const QColor &base, const QColor &text)
{
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Text, text);
    return p;
}

} // namespace

class TestTheme : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void contrastRatio();
    void readable_data();
    void readable();
    void badges();
    void primaryButton_data();
    void primaryButton();
};

void TestTheme::contrastRatio()
{
    // WCAG 2's end points and a known pair.
    QCOMPARE(qRound(Accel::Ui::Theme::contrastRatio(Qt::black, Qt::white) * 10), 210);
    QCOMPARE(Accel::Ui::Theme::contrastRatio(Qt::red, Qt::red), 1.0);
    QCOMPARE(qRound(Accel::Ui::Theme::contrastRatio(QColor(0x76, 0x76, 0x76), Qt::white) * 10), 45);
}

void TestTheme::readable_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::addColumn<bool>("dark");
    QTest::addRow("Fusion light")
        << QStyleFactory::create(QStringLiteral("Fusion"))->standardPalette() << false;
    QTest::addRow("white") << paletteOf(Qt::white, Qt::white, Qt::black) << false;
    QTest::addRow("Breeze light") << paletteOf(QColor(0xef, 0xf0, 0xf1), QColor(0xfc, 0xfc, 0xfc),
                                               QColor(0x23, 0x26, 0x29))
                                  << false;
    QTest::addRow("Breeze dark") << paletteOf(QColor(0x20, 0x23, 0x26), QColor(0x14, 0x16, 0x18),
                                              QColor(0xfc, 0xfc, 0xfc))
                                 << true;
    QTest::addRow("Adwaita dark") << paletteOf(QColor(0x35, 0x35, 0x35), QColor(0x2d, 0x2d, 0x2d),
                                               QColor(0xee, 0xee, 0xec))
                                  << true;
    QTest::addRow("black") << paletteOf(Qt::black, Qt::black, Qt::white) << true;
    QTest::addRow("mid grey") << paletteOf(QColor(0x80, 0x80, 0x80), QColor(0x78, 0x78, 0x78),
                                           Qt::black)
                              << false;
}

void TestTheme::readable()
{
    QFETCH(QPalette, palette);
    QFETCH(bool, dark);
    QCOMPARE(isDark(palette), dark);
    const QColor window = palette.color(QPalette::Window);
    const QColor base = palette.color(QPalette::Base);
    QList<QColor> seen;
    for (Tone tone : {Tone::Ok, Tone::Warning, Tone::Error, Tone::Info}) {
        const QColor c = colour(tone, palette);
        QVERIFY2(Accel::Ui::Theme::contrastRatio(c, window) >= MinimumContrast,
                 qPrintable(c.name() + QStringLiteral(" on ") + window.name()));
        QVERIFY2(Accel::Ui::Theme::contrastRatio(c, base) >= MinimumContrast,
                 qPrintable(c.name() + QStringLiteral(" on ") + base.name()));
        QVERIFY(!seen.contains(c));
        seen << c;
        // The banner's own text stays readable on its tint.
        const QColor text = palette.color(QPalette::WindowText);
        QVERIFY2(Accel::Ui::Theme::contrastRatio(text, bannerBackground(tone, palette)) >=
                     MinimumContrast,
                 qPrintable(bannerBackground(tone, palette).name()));
        QVERIFY(textStyle(tone, palette).contains(c.name()));
        QVERIFY(bannerStyle(tone, palette).contains(c.name()));
    }
    // A red is a red and a green a green, whatever the lightness.
    QVERIFY(colour(Tone::Error, palette).red() > colour(Tone::Error, palette).green());
    QVERIFY(colour(Tone::Ok, palette).green() > colour(Tone::Ok, palette).red());
    QVERIFY(textStyle(Tone::Plain, palette).isEmpty());

    // The YAML views' syntax colours come from here too, readable on the editors' Base and each
    // its own (issue 18 section 3: one palette-aware theme).
    QList<QColor> syntax;
    for (Syntax role : {Syntax::Comment, Syntax::Key, Syntax::Punctuation, Syntax::String,
                        Syntax::Literal, Syntax::Marker}) {
        const QColor c = syntaxColour(role, palette);
        QVERIFY2(Accel::Ui::Theme::contrastRatio(c, base) >= MinimumContrast,
                 qPrintable(c.name() + QStringLiteral(" on ") + base.name()));
        QVERIFY(!syntax.contains(c));
        syntax << c;
    }
}

void TestTheme::badges()
{
    for (Tone tone : {Tone::Plain, Tone::Ok, Tone::Warning, Tone::Error, Tone::Info}) {
        const QColor background = badgeBackground(tone);
        QVERIFY2(Accel::Ui::Theme::contrastRatio(Qt::white, background) >= MinimumContrast,
                 qPrintable(background.name()));
        QVERIFY(badgeStyle(tone).contains(background.name()));
    }
}

void TestTheme::primaryButton_data()
{
    readable_data();
}

void TestTheme::primaryButton()
{
    QFETCH(QPalette, palette);
    palette.setColor(QPalette::Disabled, QPalette::Button, QColor(0x12, 0x34, 0x56));
    palette.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x65, 0x43, 0x21));
    const QString style = primaryButtonStyle(QStringLiteral("go"), palette);
    // Every rule is the button's own.
    QCOMPARE(style.count(QStringLiteral("QPushButton#go")), 4);
    QCOMPARE(style.count(QLatin1Char('{')), 4);
    const QString disabledRule = style.section(QStringLiteral("QPushButton#go:disabled"), 1);
    QVERIFY2(disabledRule.contains(QStringLiteral("#123456")) &&
                 disabledRule.contains(QStringLiteral("#654321")),
             qPrintable(disabledRule));
    // Enabled, hovered, pressed: white text reads on each background.
    const QString enabled = style.section(QStringLiteral("QPushButton#go:disabled"), 0, 0);
    static const QRegularExpression background(QStringLiteral("background: (#[0-9a-f]{6})"));
    int backgrounds = 0;
    for (auto it = background.globalMatch(enabled); it.hasNext(); ++backgrounds) {
        const QColor c(it.next().captured(1));
        QVERIFY2(Accel::Ui::Theme::contrastRatio(Qt::white, c) >= MinimumContrast,
                 qPrintable(c.name()));
    }
    QCOMPARE(backgrounds, 3);
    QVERIFY(enabled.contains(QStringLiteral("color: white")));
}

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
