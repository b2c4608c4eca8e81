// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "yamlwriter.h"
#include "excerpt.h"

#include "yamlscalar.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QVariant>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string_view>
#include <utility>
#include <vector>

namespace Accel::Doc {

namespace {

enum class ScalarStyle
{
    Invalid = 0,
    Plain,
    SingleQuoted,
    DoubleQuoted,
    Literal,
};

// Longest key written as an implicit `key: value`; YAML 1.2.2 section 7.4.2 limits implicit keys
// to 1024 characters, so longer ones take the explicit `? key` form.
constexpr qsizetype MaxImplicitKeyBytes = 1000;

// Largest magnitude below which every integer is exactly a double (2^53).
constexpr double MaxExactInteger = 9007199254740992.0;

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), std::size_t(bytes.size())};
}

/// Characters YAML cannot carry literally (outside c-printable, 1.2.2 section 5.1), those a
/// YAML 1.1 reader or yaml-cpp treats as line breaks or byte order marks, and the Unicode
/// Bidi_Control characters, which YAML allows but which reorder what a terminal shows after them
/// (issue 32: `-o yaml` carries nothing a terminal obeys). They force double quotes with escapes.
bool needsEscape(char32_t c)
{
    if (c < 0x20)
        return c != '\n' && c != '\t';
    return (c >= 0x7F && c <= 0x9F) || (c >= 0xD800 && c <= 0xDFFF) || c == 0x2028 || c == 0x2029 ||
           c == 0xFEFF || c == 0xFFFE || c == 0xFFFF || c == 0x061C || c == 0x200E || c == 0x200F ||
           (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

/// YAML 1.1 booleans and nulls that the 1.2 core schema reads as strings; kubectl's YAML 1.1
/// reader would not.
bool isYaml11Keyword(std::string_view s)
{
    static constexpr std::string_view words[] = {
        "y",  "Y",  "yes", "Yes", "YES", "n",   "N",   "no", "No",
        "NO", "on", "On",  "ON",  "off", "Off", "OFF", "<<", "=",
    };
    return std::find(std::begin(words), std::end(words), s) != std::end(words);
}

/// Anything a YAML 1.1 reader might take for a number (0x1d82, 1_000, 0o17, 0b101, 1:20, .5,
/// 1.2.3, 1e3) or a timestamp (2024-01-31): after an optional sign, a digit or '.' and then only
/// characters that occur in such numbers. Errs towards quoting.
bool looksNumeric(std::string_view s)
{
    if (!s.empty() && (s.front() == '-' || s.front() == '+'))
        s.remove_prefix(1);
    if (s.empty() || !(Detail::isDecDigit(s.front()) || s.front() == '.'))
        return false;
    if (s.size() >= 8 && Detail::allOf(s.substr(0, 4), Detail::isDecDigit) && s[4] == '-')
        return true; // YAML 1.1 timestamp
    return std::all_of(s.begin(), s.end(), [](char c) {
        return Detail::isHexDigit(c) || c == '.' || c == '_' || c == ':' || c == '+' || c == '-' ||
               c == 'x' || c == 'X' || c == 'o' || c == 'O' || c == 'b' || c == 'B';
    });
}

/// Whether a one-line, printable, tab-free string reads back as the same string when written
/// plain.
bool isPlainSafe(std::string_view s)
{
    if (s.empty() || Detail::coreType(s) != Detail::CoreType::String || isYaml11Keyword(s) ||
        looksNumeric(s))
        return false;
    constexpr std::string_view indicators = "-?:,[]{}#&*!|>'\"%@` ";
    if (indicators.find(s.front()) != std::string_view::npos || s.back() == ' ' || s.back() == ':')
        return false;
    if (s.starts_with("...")) // document end marker when at column 0
        return false;
    return s.find(": ") == std::string_view::npos && s.find(" #") == std::string_view::npos;
}

/// Whether a multi-line string can be a literal block scalar and read back unchanged: printable,
/// no tabs, a non-empty line whose first character is not a blank (block indentation is detected
/// from it), and no line ending in blanks.
bool isLiteralSafe(QStringView s)
{
    bool seenContent = false;
    bool atLineStart = true;
    QChar previous;
    for (const QChar c : s) {
        if (c == u'\t')
            return false;
        if (c == u'\n') {
            if (previous == u' ')
                return false;
            atLineStart = true;
        } else {
            if (atLineStart && !seenContent && c == u' ')
                return false;
            seenContent = true;
            atLineStart = false;
        }
        previous = c;
    }
    return seenContent && previous != u' ';
}

ScalarStyle chooseStyle(const QString &s, const QByteArray &utf8, bool isKey)
{
    bool hasNewline = false;
    bool hasTab = false;
    const auto *p = reinterpret_cast<const char16_t *>(s.constData());
    const char16_t *const end = p + s.size();
    for (; p != end; ++p) {
        char32_t c = *p;
        if (QChar::isHighSurrogate(c) && p + 1 != end && QChar::isLowSurrogate(p[1]))
            c = QChar::surrogateToUcs4(c, *++p);
        if (needsEscape(c))
            return ScalarStyle::DoubleQuoted;
        hasNewline = hasNewline || c == '\n';
        hasTab = hasTab || c == '\t';
    }
    if (hasNewline) {
        return !isKey && isLiteralSafe(s) ? ScalarStyle::Literal : ScalarStyle::DoubleQuoted;
    }
    if (!hasTab && isPlainSafe(view(utf8)))
        return ScalarStyle::Plain;
    return ScalarStyle::SingleQuoted;
}

void appendHex(QByteArray &out, char prefix, char32_t c, int digits)
{
    static constexpr char hex[] = "0123456789ABCDEF";
    out += '\\';
    out += prefix;
    for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4)
        out += hex[(c >> shift) & 0xF];
}

void appendUtf8(QByteArray &out, char32_t c)
{
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += char(0xE0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    } else {
        out += char(0xF0 | (c >> 18));
        out += char(0x80 | ((c >> 12) & 0x3F));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    }
}

/// A double-quoted scalar (1.2.2 section 7.3.1) on one line, non-printables escaped.
QByteArray doubleQuoted(const QString &s)
{
    QByteArray out;
    out.reserve(s.size() + 2);
    out += '"';
    const auto *p = reinterpret_cast<const char16_t *>(s.constData());
    const char16_t *const end = p + s.size();
    for (; p != end; ++p) {
        char32_t c = *p;
        if (QChar::isHighSurrogate(c) && p + 1 != end && QChar::isLowSurrogate(p[1])) {
            c = QChar::surrogateToUcs4(c, *++p);
        } else if (QChar::isSurrogate(c)) {
            c = 0xFFFD; // a lone surrogate has no UTF-8 form
        }
        switch (c) {
        case '"':
            out += "\\\"";
            continue;
        case '\\':
            out += "\\\\";
            continue;
        case '\n':
            out += "\\n";
            continue;
        case '\t':
            out += "\\t";
            continue;
        case '\r':
            out += "\\r";
            continue;
        case '\0':
            out += "\\0";
            continue;
        default:
            break;
        }
        if (needsEscape(c)) {
            if (c < 0x100)
                appendHex(out, 'x', c, 2);
            else
                appendHex(out, 'u', c, 4);
            continue;
        }
        appendUtf8(out, c);
    }
    out += '"';
    return out;
}

QByteArray singleQuoted(const QByteArray &utf8)
{
    QByteArray out = utf8;
    out.replace('\'', "''");
    return '\'' + out + '\'';
}

/// `|`, `|-` or `|+` and the lines, each indented by `indent` (empty lines stay empty).
void appendLiteral(QByteArray &out, const QByteArray &utf8, int indent)
{
    qsizetype contentEnd = utf8.size();
    while (contentEnd > 0 && utf8.at(contentEnd - 1) == '\n')
        --contentEnd;
    const qsizetype trailingBreaks = utf8.size() - contentEnd;
    out += trailingBreaks == 0 ? "|-\n" : trailingBreaks == 1 ? "|\n" : "|+\n";
    const QByteArray padding(indent, ' ');
    qsizetype lineStart = 0;
    while (lineStart <= contentEnd) {
        qsizetype lineEnd = utf8.indexOf('\n', lineStart);
        if (lineEnd < 0 || lineEnd > contentEnd)
            lineEnd = contentEnd;
        if (lineEnd > lineStart)
            out += padding + utf8.mid(lineStart, lineEnd - lineStart);
        out += '\n';
        lineStart = lineEnd + 1;
    }
    // Keep chomping: the break after the last line is written above; the rest are empty lines.
    for (qsizetype i = 1; i < trailingBreaks; ++i)
        out += '\n';
}

QByteArray formatDouble(double d)
{
    if (std::isnan(d))
        return ".nan";
    if (std::isinf(d))
        return d > 0 ? ".inf" : "-.inf";
    char buffer[64];
    // An integral double past 2^53 goes out in exponent form so that it reads back as a float;
    // any other double in the shortest form that reads back exactly.
    const auto [end, ec] = d == std::trunc(d) ? std::to_chars(buffer, buffer + sizeof buffer, d,
                                                              std::chars_format::scientific)
                                              : std::to_chars(buffer, buffer + sizeof buffer, d);
    Q_ASSERT(ec == std::errc());
    return QByteArray(buffer, end - buffer);
}

QByteArray formatNumber(const QJsonValue &value)
{
    const double d = value.toDouble();
    // QJsonValue stores integral doubles as integers (Qt 6.4), so it cannot tell 1 from 1.0:
    // integral values within 2^53 print as integers either way.
    if (std::isfinite(d) && std::abs(d) <= MaxExactInteger && d == std::trunc(d))
        return QByteArray::number(value.toInteger());
    if (value.toVariant().userType() == QMetaType::LongLong)
        return QByteArray::number(value.toInteger());
    return formatDouble(d);
}

class Writer
{
public:
    QByteArray out;

    /// A document's root, starting at column 0.
    void writeRoot(const QJsonValue &value)
    {
        if (isBlockCollection(value)) {
            if (value.isObject())
                writeMap(value.toObject(), 0, false);
            else
                writeSequence(value.toArray(), 0, false);
            return;
        }
        writeScalar(value, 2, false);
    }

private:
    static bool isBlockCollection(const QJsonValue &value)
    {
        return (value.isObject() && !value.toObject().isEmpty()) ||
               (value.isArray() && !value.toArray().isEmpty());
    }

    void indentTo(int indent) { out.append(indent, ' '); }

    /// A scalar or empty collection and its line break; a literal block indents its lines by
    /// `blockIndent`. `afterIndicator`: a key's ':' or a '-' precedes it on the line.
    void writeScalar(const QJsonValue &value, int blockIndent, bool afterIndicator)
    {
        if (afterIndicator)
            out += ' ';
        switch (value.type()) {
        case QJsonValue::Null:
        case QJsonValue::Undefined:
            out += "null";
            break;
        case QJsonValue::Bool:
            out += value.toBool() ? "true" : "false";
            break;
        case QJsonValue::Double:
            out += formatNumber(value);
            break;
        case QJsonValue::Object:
            out += "{}";
            break;
        case QJsonValue::Array:
            out += "[]";
            break;
        case QJsonValue::String: {
            const QString text = value.toString();
            const QByteArray utf8 = text.toUtf8();
            const ScalarStyle style = chooseStyle(text, utf8, false);
            if (style == ScalarStyle::Literal) {
                appendLiteral(out, utf8, blockIndent);
                return;
            }
            out += style == ScalarStyle::Plain          ? utf8
                   : style == ScalarStyle::SingleQuoted ? singleQuoted(utf8)
                                                        : doubleQuoted(text);
            break;
        }
        }
        out += '\n';
    }

    static QByteArray keyText(const QString &key, const QByteArray &utf8)
    {
        switch (chooseStyle(key, utf8, true)) {
        case ScalarStyle::Plain:
            return utf8;
        case ScalarStyle::SingleQuoted:
            return singleQuoted(utf8);
        case ScalarStyle::DoubleQuoted:
        case ScalarStyle::Literal:
        case ScalarStyle::Invalid:
            break;
        }
        return doubleQuoted(key);
    }

    /// The value after `key:` at column `indent`.
    void writeMapValue(const QJsonValue &value, int indent)
    {
        if (value.isObject() && isBlockCollection(value)) {
            out += '\n';
            writeMap(value.toObject(), indent + 2, false);
        } else if (isBlockCollection(value)) {
            out += '\n';
            writeSequence(value.toArray(), indent, false); // kubectl: not indented under a key
        } else {
            writeScalar(value, indent + 2, true);
        }
    }

    /// The mapping's entries, keys sorted by code point (UTF-8 byte order is code point order),
    /// at column `indent`; with `inlineFirst` the first entry continues the current line.
    void writeMap(const QJsonObject &object, int indent, bool inlineFirst)
    {
        std::vector<std::pair<QByteArray, QJsonObject::const_iterator>> entries;
        entries.reserve(std::size_t(object.size()));
        for (auto it = object.constBegin(); it != object.constEnd(); ++it)
            entries.emplace_back(it.key().toUtf8(), it);
        std::sort(entries.begin(), entries.end(),
                  [](const auto &a, const auto &b) { return a.first < b.first; });
        bool first = true;
        for (const auto &[utf8, it] : entries) {
            if (!first || !inlineFirst)
                indentTo(indent);
            first = false;
            const QByteArray key = keyText(it.key(), utf8);
            if (key.size() > MaxImplicitKeyBytes) {
                // Explicit key (1.2.2 section 8.2.2); a sequence value is indented under the ':'.
                out += "? " + key + '\n';
                indentTo(indent);
                out += ':';
                const QJsonValue value = it.value();
                if (value.isArray() && isBlockCollection(value)) {
                    out += ' ';
                    writeSequence(value.toArray(), indent + 2, true);
                } else {
                    writeMapValue(value, indent);
                }
                continue;
            }
            out += key + ':';
            writeMapValue(it.value(), indent);
        }
    }

    /// The sequence's items, dashes at column `indent`; with `inlineFirst` the first item
    /// continues the current line (`- - a`).
    void writeSequence(const QJsonArray &array, int indent, bool inlineFirst)
    {
        bool first = true;
        for (const QJsonValue &item : array) {
            if (!first || !inlineFirst)
                indentTo(indent);
            first = false;
            out += '-';
            if (isBlockCollection(item)) {
                out += ' ';
                if (item.isObject())
                    writeMap(item.toObject(), indent + 2, true);
                else
                    writeSequence(item.toArray(), indent + 2, true);
            } else {
                writeScalar(item, indent + 2, true);
            }
        }
    }
};

} // namespace

QByteArray toYaml(const QJsonValue &value)
{
    Writer writer;
    writer.writeRoot(value);
    return writer.out;
}

QByteArray yamlComment(const QString &text)
{
    QString line;
    const QString cut = excerpt(text);
    line.reserve(cut.size());
    for (const QChar c : cut) {
        const char16_t u = c.unicode();
        if (u == u'\n') {
            line += QLatin1String("\\n");
        } else if (u == u'\r') {
            line += QLatin1String("\\r");
        } else if (u == u'\t') {
            line += QLatin1Char(' ');
        } else if (u < 0x20 || u == 0x7f || (u >= 0x80 && u < 0xa0)) {
            line += QStringLiteral("\\x%1").arg(uint(u), 2, 16, QLatin1Char('0'));
        } else if (u == 0x2028 || u == 0x2029 || u == 0xfeff || (u >= 0x202a && u <= 0x202e) ||
                   (u >= 0x2066 && u <= 0x2069)) {
            line += QStringLiteral("\\u{%1}").arg(uint(u), 4, 16, QLatin1Char('0'));
        } else {
            line += c;
        }
    }
    return "# " + line.toUtf8() + '\n';
}

QByteArray toYamlDocuments(const QList<QJsonValue> &documents)
{
    QByteArray out;
    for (qsizetype i = 0; i < documents.size(); ++i) {
        if (i > 0)
            out += "---\n";
        out += toYaml(documents.at(i));
    }
    return out;
}

} // namespace Accel::Doc
