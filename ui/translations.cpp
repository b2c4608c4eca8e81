// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace Accel::Ui {

QStringList availableLanguages()
{
    return {QStringLiteral("nb")};
}

QString installTranslations(QCoreApplication &app, const QString &language)
{
    QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    // Norwegian without a written standard ("no") means Bokmål to users.
    if (locale.language() == QLocale::NorwegianBokmal || language == QLatin1String("no"))
        locale = QLocale(QLocale::NorwegianBokmal, QLocale::Norway);
    if (locale.language() != QLocale::NorwegianBokmal)
        return {};

    auto *ours = new QTranslator(&app);
    if (!ours->load(QStringLiteral(":/i18n/accel-console_nb.qm"))) {
        delete ours;
        return {};
    }
    QCoreApplication::installTranslator(ours);
    // Qt's own strings (standard dialog buttons) where Debian ships them.
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    QLocale::setDefault(locale);
    return QStringLiteral("nb");
}

} // namespace Accel::Ui
