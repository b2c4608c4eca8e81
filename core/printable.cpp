// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "printable.h"

#include <QLoggingCategory>

namespace Accel {

namespace {

/// The Unicode Bidi_Control characters (UAX #9): embeddings, overrides, isolates and marks.
constexpr bool isBidiControl(char16_t u)
{
    return u == 0x061C || u == 0x200E || u == 0x200F || (u >= 0x202A && u <= 0x202E) ||
           (u >= 0x2066 && u <= 0x2069);
}

/// Whether the code unit at P (before END) is written as an escape.
bool needsEscape(const char16_t *p, const char16_t *end, TextShape shape)
{
    const char16_t u = *p;
    if (u < 0x20)
        return shape == TextShape::Line || (u != u'\n' && u != u'\t');
    if (u < 0x7F)
        return false;
    if (u < 0xA0)
        return true; // DEL and the C1 controls
    if (u < 0x061C)
        return false;
    if (isBidiControl(u) || u == 0x2028 || u == 0x2029)
        return true;
    if (QChar::isHighSurrogate(u))
        return p + 1 == end || !QChar::isLowSurrogate(p[1]);
    return QChar::isLowSurrogate(u); // a low surrogate reached here has no high one before it
}

void appendHex(QString &out, uint value, int digits)
{
    static constexpr char16_t hex[] = u"0123456789abcdef";
    for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4)
        out += QChar(hex[(value >> shift) & 0xF]);
}

void appendEscape(QString &out, char16_t u)
{
    switch (u) {
    case u'\n':
        out += QLatin1String("\\n");
        return;
    case u'\r':
        out += QLatin1String("\\r");
        return;
    case u'\t':
        out += QLatin1String("\\t");
        return;
    case 0x1B:
        out += QLatin1String("\\e");
        return;
    default:
        break;
    }
    if (u < 0xA0) {
        out += QLatin1String("\\x");
        appendHex(out, u, 2);
    } else {
        out += QLatin1String("\\u{");
        appendHex(out, u, 4);
        out += QLatin1Char('}');
    }
}

/// Whether UTF8 needs printable(): a byte that is not printable ASCII (other than \n and \t in
/// Block shape) sends it to the careful path, which decodes only when the text is not ASCII.
bool asciiClean(QByteArrayView utf8, TextShape shape, bool *nonAscii)
{
    *nonAscii = false;
    const bool block = shape == TextShape::Block;
    const auto *bytes = reinterpret_cast<const uchar *>(utf8.data());
    qsizetype i = 0;
    // 64 bytes at a time, without a branch inside (the compiler vectorises it): `get gpus -o
    // json` prints half a gigabyte for a fleet of 65,000 nodes (issue 37).
    for (; i + 64 <= utf8.size(); i += 64) {
        unsigned refused = 0;
        unsigned high = 0;
        for (int k = 0; k < 64; ++k) {
            const uchar b = bytes[i + k];
            const bool allowed = block & ((b == '\n') | (b == '\t'));
            refused |= unsigned(((b < 0x20) & !allowed) | (b == 0x7F));
            high |= b;
        }
        if (refused)
            return false;
        *nonAscii = *nonAscii || (high & 0x80) != 0;
    }
    for (const char c : utf8.sliced(i)) {
        const auto b = uchar(c);
        if (b >= 0x20 && b < 0x7F)
            continue;
        if (b >= 0x80) {
            *nonAscii = true;
            continue;
        }
        if (shape == TextShape::Block && (b == '\n' || b == '\t'))
            continue;
        return false;
    }
    return true;
}

} // namespace

bool isPrintable(QStringView text, TextShape shape)
{
    const auto *p = reinterpret_cast<const char16_t *>(text.data());
    const char16_t *const end = p + text.size();
    for (; p != end; ++p) {
        // Printable ASCII first: nearly every character of every table is.
        if (*p >= 0x20 && *p < 0x7F)
            continue;
        if (needsEscape(p, end, shape))
            return false;
        if (QChar::isHighSurrogate(*p))
            ++p; // its low surrogate
    }
    return true;
}

QString printable(const QString &text, TextShape shape)
{
    if (isPrintable(text, shape))
        return text;
    QString out;
    out.reserve(text.size() + 16);
    const auto *p = reinterpret_cast<const char16_t *>(text.constData());
    const char16_t *const end = p + text.size();
    for (; p != end; ++p) {
        if (needsEscape(p, end, shape)) {
            appendEscape(out, *p);
        } else if (QChar::isHighSurrogate(*p)) {
            out += QChar(p[0]);
            out += QChar(p[1]);
            ++p;
        } else {
            out += QChar(*p);
        }
    }
    return out;
}

namespace {

/// Whether UTF8 is valid UTF-8 with nothing printable() would escape.
bool isPrintableUtf8(QByteArrayView utf8, TextShape shape)
{
    bool nonAscii = false;
    if (!asciiClean(utf8, shape, &nonAscii))
        return false;
    return !nonAscii || (utf8.isValidUtf8() && isPrintable(QString::fromUtf8(utf8), shape));
}

} // namespace

QByteArray printableUtf8(QByteArrayView utf8, TextShape shape)
{
    if (isPrintableUtf8(utf8, shape))
        return utf8.toByteArray();
    return printable(QString::fromUtf8(utf8), shape).toUtf8();
}

QString fromPrintable(QStringView text)
{
    // Two or four lower-case hex digits at FROM, or -1.
    const auto hexAt = [text](qsizetype from, qsizetype digits) {
        if (from + digits > text.size())
            return -1;
        int value = 0;
        for (qsizetype k = from; k < from + digits; ++k) {
            const char16_t c = text.at(k).unicode();
            const int d = (c >= u'0' && c <= u'9')   ? c - u'0'
                          : (c >= u'a' && c <= u'f') ? c - u'a' + 10
                                                     : -1;
            if (d < 0)
                return -1;
            value = value * 16 + d;
        }
        return value;
    };
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const QChar next = i + 1 < text.size() ? text.at(i + 1) : QChar();
        if (c != u'\\') {
            out += c;
        } else if (next == u'n' || next == u'r' || next == u't' || next == u'e') {
            out += next == u'n'   ? QChar(u'\n')
                   : next == u'r' ? QChar(u'\r')
                   : next == u't' ? QChar(u'\t')
                                  : QChar(char16_t(0x1B));
            ++i;
        } else if (const int byte = next == u'x' ? hexAt(i + 2, 2) : -1; byte >= 0) {
            out += QChar(char16_t(byte));
            i += 3;
        } else if (const int unit = next == u'u' && i + 7 < text.size() && text.at(i + 2) == u'{' &&
                                            text.at(i + 7) == u'}'
                                        ? hexAt(i + 3, 4)
                                        : -1;
                   unit >= 0) {
            out += QChar(char16_t(unit));
            i += 7;
        } else {
            out += c;
        }
    }
    return out;
}

void printText(std::FILE *stream, const QString &text)
{
    const QByteArray bytes = printable(text, TextShape::Block).toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

void printUtf8(std::FILE *stream, QByteArrayView utf8)
{
    if (isPrintableUtf8(utf8, TextShape::Block)) {
        std::fwrite(utf8.data(), 1, size_t(utf8.size()), stream);
    } else {
        const QByteArray bytes = printable(QString::fromUtf8(utf8), TextShape::Block).toUtf8();
        std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    }
    std::fflush(stream);
}

void installPrintableMessageHandler()
{
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &context,
                              const QString &message) {
        printText(stderr, qFormatLogMessage(type, context, printable(message)) + QLatin1Char('\n'));
    });
}

} // namespace Accel
