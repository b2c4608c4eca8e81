// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The main actions' icons (ui/icons.h, issue 38 "Looks"): the platform theme's icon where the
// theme has the freedesktop name, the bundled SVG where it has not; and the panels' buttons for
// those actions carry them.
#include "clusterclaimsview.h"
#include "clusterpanel.h"
#include "icons.h"
#include "overridespanel.h"

#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel;
using namespace Qt::StringLiterals;
using Ui::Icons::Action;

Q_DECLARE_METATYPE(Action)

class TestIcons : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fallback_data();
    void fallback();
    void themeFirst();
    void buttons_data();
    void buttons();

private:
    QTemporaryDir m_themes;
};

void TestIcons::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // A theme that has view-refresh only (a tiny PNG), so the lookup order can be seen.
    QVERIFY(m_themes.isValid());
    const QString dir = m_themes.filePath(u"tiny/16x16/actions"_s);
    QVERIFY(QDir().mkpath(dir));
    QFile index(m_themes.filePath(u"tiny/index.theme"_s));
    QVERIFY(index.open(QIODevice::WriteOnly));
    index.write("[Icon Theme]\nName=tiny\nDirectories=16x16/actions\n\n"
                "[16x16/actions]\nSize=16\nContext=Actions\nType=Fixed\n");
    index.close();
    QImage red(16, 16, QImage::Format_ARGB32);
    red.fill(Qt::red);
    QVERIFY(red.save(dir + u"/view-refresh.png"_s));
    QIcon::setThemeSearchPaths({m_themes.path()});
    QIcon::setThemeName(u"tiny"_s);
}

void TestIcons::fallback_data()
{
    QTest::addColumn<Action>("action");
    QTest::addColumn<QString>("name");
    QTest::newRow("open") << Action::Open << u"document-open"_s;
    QTest::newRow("save") << Action::Save << u"document-save"_s;
    QTest::newRow("copy") << Action::Copy << u"edit-copy"_s;
    QTest::newRow("apply") << Action::Apply << u"dialog-ok-apply"_s;
    QTest::newRow("explain") << Action::Explain << u"help-contextual"_s;
}

void TestIcons::fallback()
{
    QFETCH(Action, action);
    QFETCH(QString, name);
    QCOMPARE(Ui::Icons::themeName(action), name);
    QVERIFY(!QIcon::hasThemeIcon(name));
    // The bundled SVG renders (the svg image plugin and the resource are there) ...
    const QImage bundled = QIcon(Ui::Icons::fallbackPath(action)).pixmap(16, 16).toImage();
    QVERIFY2(!bundled.isNull(), qPrintable(Ui::Icons::fallbackPath(action)));
    bool drawn = false;
    for (int y = 0; y < bundled.height() && !drawn; ++y)
        for (int x = 0; x < bundled.width() && !drawn; ++x)
            drawn = qAlpha(bundled.pixel(x, y)) > 0;
    QVERIFY(drawn);
    // ... and is what the theme without the name gives.
    QCOMPARE(Ui::Icons::icon(action).pixmap(16, 16).toImage(), bundled);
}

void TestIcons::themeFirst()
{
    QVERIFY(QIcon::hasThemeIcon(u"view-refresh"_s));
    const QImage shown = Ui::Icons::icon(Action::Reload).pixmap(16, 16).toImage();
    QCOMPARE(shown.pixelColor(8, 8), QColor(Qt::red));
    QVERIFY(shown != QIcon(Ui::Icons::fallbackPath(Action::Reload)).pixmap(16, 16).toImage());
}

void TestIcons::buttons_data()
{
    QTest::addColumn<QString>("panel");
    QTest::addColumn<QString>("text");
    QTest::addColumn<Action>("action");
    QTest::newRow("cluster reload") << u"cluster"_s << u"Re&load"_s << Action::Reload;
    QTest::newRow("claims explain") << u"claims"_s << u"&Explain"_s << Action::Explain;
    QTest::newRow("overrides open") << u"overrides"_s << u"Open…"_s << Action::Open;
    QTest::newRow("overrides copy") << u"overrides"_s << u"Copy"_s << Action::Copy;
    QTest::newRow("overrides save") << u"overrides"_s << u"Save…"_s << Action::Save;
    QTest::newRow("overrides apply") << u"overrides"_s << u"Apply…"_s << Action::Apply;
}

void TestIcons::buttons()
{
    QFETCH(QString, panel);
    QFETCH(QString, text);
    QFETCH(Action, action);
    std::unique_ptr<QWidget> widget;
    if (panel == u"cluster"_s) {
        // No kubeconfig of whoever runs the tests: HOME is the themes' temporary folder.
        Ui::ClusterPanelServices services;
        services.environment = QProcessEnvironment();
        services.environment.insert(u"HOME"_s, m_themes.path());
        widget = std::make_unique<Ui::ClusterPanel>(services);
    } else if (panel == u"claims"_s)
        widget = std::make_unique<Ui::ClusterClaimsView>();
    else
        widget = std::make_unique<Ui::OverridesPanel>();
    QPushButton *button = nullptr;
    for (QPushButton *b : widget->findChildren<QPushButton *>())
        if (b->text() == text)
            button = b;
    QVERIFY2(button, qPrintable(text));
    QVERIFY(!button->icon().isNull());
    QCOMPARE(button->icon().pixmap(16, 16).toImage(),
             Ui::Icons::icon(action).pixmap(16, 16).toImage());
}

QTEST_MAIN(TestIcons)
#include "tst_icons.moc"
