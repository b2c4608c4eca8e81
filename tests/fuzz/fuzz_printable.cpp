// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The terminal-safe printer (core/printable.h, issue 32). The input is text: UTF-8 when its first
// byte is even, else UTF-16 (any code unit, unpaired surrogates included) from the bytes after
// it. Checks the printer's promises in both shapes: the output holds no character below U+0020
// (but line break and tab in Block shape), no DEL, no C1 control, no Bidi_Control character, no
// U+2028/9 and no unpaired surrogate, and as UTF-8 no such byte sequence either; text with
// nothing to escape comes back unchanged; the output is a fixed point; text without backslashes
// reads back exactly (fromPrintable); printableUtf8() keeps the same promises on raw bytes.

#include "fuzzsupport.h"
#include "printable.h"

using namespace Accel;

namespace {

bool clean(const QString &text, TextShape shape)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t u = text.at(i).unicode();
        if (u < 0x20 && !(shape == TextShape::Block && (u == u'\n' || u == u'\t')))
            return false;
        if ((u >= 0x7F && u < 0xA0) || u == 0x061C || u == 0x200E || u == 0x200F ||
            (u >= 0x2028 && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069))
            return false;
        if (QChar::isHighSurrogate(u)) {
            if (i + 1 == text.size() || !QChar::isLowSurrogate(text.at(i + 1).unicode()))
                return false;
            ++i;
        } else if (QChar::isLowSurrogate(u)) {
            return false;
        }
    }
    return true;
}

/// The same promise on UTF-8 bytes a terminal receives.
bool cleanUtf8(const QByteArray &bytes, TextShape shape)
{
    const auto at = [&bytes](qsizetype k) { return k < bytes.size() ? uchar(bytes.at(k)) : 0; };
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const uchar b = at(i);
        if (b < 0x20 && !(shape == TextShape::Block && (b == '\n' || b == '\t')))
            return false;
        if (b == 0x7F)
            return false;
        if (b == 0xC2 && at(i + 1) >= 0x80 && at(i + 1) <= 0x9F)
            return false; // U+0080-U+009F
        if (b == 0xD8 && at(i + 1) == 0x9C)
            return false; // U+061C
        if (b == 0xE2 && at(i + 1) == 0x80 &&
            (at(i + 2) == 0x8E || at(i + 2) == 0x8F || (at(i + 2) >= 0xA8 && at(i + 2) <= 0xAE)))
            return false;
        if (b == 0xE2 && at(i + 1) == 0x81 && at(i + 2) >= 0xA6 && at(i + 2) <= 0xA9)
            return false;
    }
    return QByteArrayView(bytes).isValidUtf8();
}

void check(const QString &input)
{
    for (const TextShape shape : {TextShape::Line, TextShape::Block}) {
        const QString out = printable(input, shape);
        ACCEL_FUZZ_CHECK(clean(out, shape));
        ACCEL_FUZZ_CHECK(cleanUtf8(out.toUtf8(), shape));
        ACCEL_FUZZ_CHECK(isPrintable(out, shape));
        ACCEL_FUZZ_CHECK(printable(out, shape) == out);
        ACCEL_FUZZ_CHECK(isPrintable(input, shape) == (out == input));
        if (!input.contains(QLatin1Char('\\')))
            ACCEL_FUZZ_CHECK(fromPrintable(out) == input);
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const QByteArray rest = Fuzz::bytesOf(data + 1, size - 1);
    if (data[0] % 2 == 0) {
        check(QString::fromUtf8(rest));
        // The byte sink: what it writes obeys the same rules, and valid UTF-8 without
        // backslashes reads back.
        for (const TextShape shape : {TextShape::Line, TextShape::Block}) {
            const QByteArray out = printableUtf8(rest, shape);
            ACCEL_FUZZ_CHECK(cleanUtf8(out, shape));
            if (QByteArrayView(rest).isValidUtf8() && !rest.contains('\\'))
                ACCEL_FUZZ_CHECK(fromPrintable(QString::fromUtf8(out)) == QString::fromUtf8(rest));
        }
    } else {
        QString units(rest.size() / 2, Qt::Uninitialized);
        for (qsizetype k = 0; k < units.size(); ++k)
            units[k] = QChar(char16_t(uchar(rest.at(2 * k)) | uchar(rest.at(2 * k + 1)) << 8));
        check(units);
    }
    return 0;
}
