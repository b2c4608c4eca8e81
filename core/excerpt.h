// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace Accel {

/// How much of an input an error message quotes (issue 32: an error about a 960 KB value must not
/// be a 1.9 MB line).
inline constexpr qsizetype ExcerptChars = 200;

/// TEXT as an error message quotes it: whole when it has at most `maxChars` characters, else its
/// first `maxChars` followed by a marker saying how much was cut ("… [+959,800 characters]").
/// Every error that echoes a value, key, name or expression it was given goes through this, so
/// no message grows with its input. The cut never splits a surrogate pair. Control characters
/// are left as they are (printing them safely is the printer's job).
QString excerpt(const QString &text, qsizetype maxChars = ExcerptChars);
/// The same for bytes (decoded as UTF-8 first).
QString excerpt(const QByteArray &text, qsizetype maxChars = ExcerptChars);
/// NAMES as a message lists them: all of them joined with ", " when there are at most LIMIT,
/// else the first LIMIT and how many more ("a, b and 64,998 more"), so no message grows with a
/// fleet.
QString excerptList(const QStringList &names, qsizetype limit);

} // namespace Accel
