// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QLoggingCategory>

// One logging category per core module (STYLE.md, rule 9). Enable with
// QT_LOGGING_RULES="accel.*.debug=true". Never log credentials.
Q_DECLARE_LOGGING_CATEGORY(lcDoc)
Q_DECLARE_LOGGING_CATEGORY(lcHost)
Q_DECLARE_LOGGING_CATEGORY(lcSideload)
Q_DECLARE_LOGGING_CATEGORY(lcKube)
Q_DECLARE_LOGGING_CATEGORY(lcDra)
Q_DECLARE_LOGGING_CATEGORY(lcNvcre)
Q_DECLARE_LOGGING_CATEGORY(lcMcp)
