// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QString>

class QCoreApplication;

namespace Accel::Ui {

/// Installs the console's catalog for `language` ("nb"), or for the system locale when
/// `language` is empty. Returns the language installed, or an empty string when the console
/// stays in English (no catalog for that language, or English asked for).
QString installTranslations(QCoreApplication &app, const QString &language);

/// Languages with a catalog, besides English.
QStringList availableLanguages();

} // namespace Accel::Ui
