// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QString>

namespace Accel {

/// TEXT with every control character escaped, for names that came from outside (archive
/// members, server answers, plugin output) before they reach a terminal or a log: C0 and C1
/// controls and DEL become `\xNN` (`\n`, `\r`, `\t` and `\e` keep their short forms), and the
/// bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069) become `\u{XXXX}`, so a
/// name can neither move the cursor, retitle the terminal nor reorder what is shown after it.
inline QString printable(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'\n') {
            out += QLatin1String("\\n");
        } else if (u == u'\r') {
            out += QLatin1String("\\r");
        } else if (u == u'\t') {
            out += QLatin1String("\\t");
        } else if (u == 0x1b) {
            out += QLatin1String("\\e");
        } else if (u < 0x20 || u == 0x7f || (u >= 0x80 && u < 0xa0)) {
            out += QStringLiteral("\\x%1").arg(uint(u), 2, 16, QLatin1Char('0'));
        } else if ((u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069)) {
            out += QStringLiteral("\\u{%1}").arg(uint(u), 4, 16, QLatin1Char('0'));
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace Accel
