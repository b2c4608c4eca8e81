// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cel/stringsext.h"
#include "celtr.h"

#include "cel/timestamps.h"
#include "excerpt.h"

#include <QCoreApplication>
#include <QStringDecoder>
#include <QStringView>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <vector>

namespace Accel::Cel::Strings {

namespace {

Value indexError(qint64 index)
{
    return Value::error(Tr::tr("index out of range: %1").arg(index));
}

/// Code points as UTF-16. Not QString::fromUcs4, whose decoder drops a leading U+FEFF as a byte
/// order mark.
QString fromCodePoints(const uint *cps, qsizetype count)
{
    QString out;
    out.reserve(count);
    for (qsizetype k = 0; k < count; ++k) {
        const char32_t cp = cps[k];
        if (QChar::requiresSurrogates(cp)) {
            out += QChar(QChar::highSurrogate(cp));
            out += QChar(QChar::lowSurrogate(cp));
        } else {
            out += QChar(char16_t(cp));
        }
    }
    return out;
}

bool hasSurrogates(QStringView s)
{
    return std::any_of(s.begin(), s.end(), [](QChar ch) { return ch.isSurrogate(); });
}

/// The code points of a string, without a copy when it has no surrogates (its UTF-16 units are
/// then its code points). S must outlive this.
class CodePoints
{
public:
    explicit CodePoints(const QString &s)
        : m_text(s)
        , m_wide(hasSurrogates(s))
    {
        if (m_wide)
            m_ucs4 = s.toUcs4(); // a lone surrogate becomes U+FFFD, as in Go's []rune(s)
    }

    qsizetype size() const { return m_wide ? m_ucs4.size() : m_text.size(); }
    QString mid(qsizetype from, qsizetype count) const
    {
        if (!m_wide)
            return m_text.mid(from, count);
        return fromCodePoints(m_ucs4.constData() + from, count);
    }

private:
    const QString &m_text;
    bool m_wide = false;
    QList<uint> m_ucs4;
};

/// Where the first match of SUB in S at or after FROM starts or, with LAST, the last match
/// starting at or before FROM; -1 when none. S has N elements, SUB has M (not 0).
template<class T>
qsizetype find(const T *s, qsizetype n, const T *sub, qsizetype m, qsizetype from, bool last)
{
    if (!last) {
        const T *hit = std::search(s + from, s + n, sub, sub + m);
        return hit == s + n ? -1 : hit - s;
    }
    from = std::min(from, n - m);
    if (from < 0)
        return -1;
    const T *end = s + from + m;
    const T *hit = std::find_end(s, end, sub, sub + m);
    return hit == end ? -1 : hit - s;
}

/// find() over code points; FROM is a code point index within S.
qsizetype findCodePoints(const QString &s, const QString &sub, qsizetype from, bool last)
{
    if (!hasSurrogates(s)) {
        if (hasSurrogates(sub))
            return -1; // S holds no pair, so no match; a count in units would mislead find()
        return find(reinterpret_cast<const char16_t *>(s.utf16()), s.size(),
                    reinterpret_cast<const char16_t *>(sub.utf16()), sub.size(), from, last);
    }
    const QList<uint> a = s.toUcs4();
    const QList<uint> b = sub.toUcs4();
    return find(a.constData(), a.size(), b.constData(), b.size(), from, last);
}

/// Go's unicode.IsSpace: Unicode White_Space, which leaves out the zero-width characters.
bool isGoSpace(char16_t c)
{
    switch (c) {
    case u'\t':
    case u'\n':
    case u'\v':
    case u'\f':
    case u'\r':
    case u' ':
    case u'\u0085':
    case u'\u00a0':
    case u'\u1680':
    case u'\u2028':
    case u'\u2029':
    case u'\u202f':
    case u'\u205f':
    case u'\u3000':
        return true;
    default:
        return c >= u'\u2000' && c <= u'\u200a';
    }
}

/// UTF-16 units of the code point at K: 2 for a surrogate pair, else 1.
qsizetype unitsAt(const QString &s, qsizetype k)
{
    return s[k].isHighSurrogate() && k + 1 < s.size() && s[k + 1].isLowSurrogate() ? 2 : 1;
}

// ---------------------------------------------------------------------------------------------
// format()

/// Go's strconv.FormatFloat(d, 'f', -1, 64): the shortest digits that read back as D, in fixed
/// notation (never an exponent).
QString fixedShortest(double d)
{
    char buf[400]; // 309 integer digits, sign and the shortest fraction of a double fit
    const auto res = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::fixed);
    return QString::fromLatin1(buf, res.ptr - buf);
}

/// NaN, Infinity and -Infinity as the strings extension writes them; empty for a finite D.
QString nonFinite(double d)
{
    if (std::isnan(d))
        return QStringLiteral("NaN");
    if (std::isinf(d))
        return d > 0 ? QStringLiteral("Infinity") : QStringLiteral("-Infinity");
    return {};
}

/// printf's %.Nf or %.Ne (glibc rounds the exact binary value, as Go's fmt does).
QString printfDouble(double d, int precision, char conversion)
{
    const char spec[] = {'%', '.', '*', conversion, '\0'};
    const int size = std::snprintf(nullptr, 0, spec, precision, d);
    std::vector<char> buf(size_t(size) + 1);
    std::snprintf(buf.data(), buf.size(), spec, precision, d);
    return QString::fromLatin1(buf.data(), size);
}

/// An integer in BASE with a leading '-' when negative (Go's strconv.FormatInt, fmt's %x).
QString integerText(const Value &v, int base)
{
    if (v.kind == Value::Kind::Uint)
        return QString::number(v.u, base);
    const quint64 magnitude = v.i < 0 ? quint64(0) - quint64(v.i) : quint64(v.i);
    const QString digits = QString::number(magnitude, base);
    return v.i < 0 ? QLatin1Char('-') + digits : digits;
}

bool isInteger(const Value &v)
{
    return v.kind == Value::Kind::Int || v.kind == Value::Kind::Uint;
}

double asDouble(const Value &v)
{
    switch (v.kind) {
    case Value::Kind::Int:
        return double(v.i);
    case Value::Kind::Uint:
        return double(v.u);
    default:
        return v.d;
    }
}

QString stringClauseError(const Value &v)
{
    return Tr::tr("string clause can only be used on strings, bools, bytes, ints, doubles, maps, "
                  "lists, types, durations, and timestamps, was given %1")
        .arg(v.typeName());
}

/// %s: appends V to OUT (lists and maps recursively, map entries sorted by their text); false
/// with ERROR for a value the clause does not take.
bool appendString(QString &out, const Value &v, QString &error)
{
    using K = Value::Kind;
    switch (v.kind) {
    case K::Null:
        out += QLatin1String("null");
        return true;
    case K::Bool:
        out += v.b ? QLatin1String("true") : QLatin1String("false");
        return true;
    case K::Int:
    case K::Uint:
        out += integerText(v, 10);
        return true;
    case K::Double: {
        const QString special = nonFinite(v.d);
        out += special.isEmpty() ? fixedShortest(v.d) : special;
        return true;
    }
    case K::String:
    case K::Type:
        out += v.s;
        return true;
    case K::Timestamp:
        out += Time::timestampText(v.timestampValue());
        return true;
    case K::Duration:
        out += Time::durationText(v.i);
        return true;
    case K::Bytes:
        out += QStringDecoder(QStringDecoder::Utf8,
                              QStringDecoder::Flag::Stateless |
                                  QStringDecoder::Flag::ConvertInitialBom)(v.bytesValue());
        return true;
    case K::List: {
        out += QLatin1Char('[');
        bool first = true;
        for (const Value &item : v.listItems()) {
            if (!first)
                out += QLatin1String(", ");
            first = false;
            if (!appendString(out, item, error))
                return false;
        }
        out += QLatin1Char(']');
        return true;
    }
    case K::Map: {
        if (v.host && v.typeName() != QLatin1String("map"))
            break; // a host object such as kubernetes.DRADevice is an object, not a map
        std::vector<std::pair<QString, QString>> entries;
        for (const auto &[key, value] : mapEntries(v)) {
            std::pair<QString, QString> e;
            if (!appendString(e.first, key, error) || !appendString(e.second, value, error))
                return false;
            entries.push_back(std::move(e));
        }
        // Go compares the UTF-8 bytes, that is code point order, which UTF-16 order is not.
        std::stable_sort(entries.begin(), entries.end(), [](const auto &x, const auto &y) {
            return x.first.toUcs4() < y.first.toUcs4();
        });
        out += QLatin1Char('{');
        for (size_t k = 0; k < entries.size(); ++k) {
            if (k > 0)
                out += QLatin1String(", ");
            out += entries[k].first + QLatin1String(": ") + entries[k].second;
        }
        out += QLatin1Char('}');
        return true;
    }
    default:
        break;
    }
    error = stringClauseError(v);
    return false;
}

/// One formatting clause applied to V: the text, or an error message (without the "error during
/// formatting: " prefix) in ERROR.
QString formatClause(char16_t clause, int precision, const Value &v, QString &error)
{
    using K = Value::Kind;
    switch (clause) {
    case u's': {
        QString out;
        appendString(out, v, error);
        return out;
    }
    case u'd':
        if (isInteger(v))
            return integerText(v, 10);
        if (v.kind == K::Double) {
            const QString special = nonFinite(v.d);
            return special.isEmpty() ? fixedShortest(v.d) : special;
        }
        error =
            Tr::tr("decimal clause can only be used on integers, was given %1").arg(v.typeName());
        return {};
    case u'f':
    case u'e':
        if (isInteger(v) || v.kind == K::Double) {
            const double d = asDouble(v);
            const QString special = nonFinite(d);
            return special.isEmpty() ? printfDouble(d, precision, char(clause)) : special;
        }
        error = clause == u'f' ? Tr::tr("fixed-point clause can only be used on doubles, was "
                                        "given %1")
                                     .arg(v.typeName())
                               : Tr::tr("scientific clause can only be used on doubles, was "
                                        "given %1")
                                     .arg(v.typeName());
        return {};
    case u'b':
        if (v.kind == K::Bool)
            return v.b ? QStringLiteral("1") : QStringLiteral("0");
        if (isInteger(v))
            return integerText(v, 2);
        error = Tr::tr("only integers and bools can be formatted as binary, was given %1")
                    .arg(v.typeName());
        return {};
    case u'o':
        if (isInteger(v))
            return integerText(v, 8);
        error = Tr::tr("octal clause can only be used on integers, was given %1").arg(v.typeName());
        return {};
    case u'x':
    case u'X': {
        QString out;
        if (isInteger(v))
            out = integerText(v, 16);
        else if (v.kind == K::String)
            out = QString::fromLatin1(v.s.toUtf8().toHex());
        else if (v.kind == K::Bytes)
            out = QString::fromLatin1(v.bytesValue().toHex());
        else
            error = Tr::tr("only integers, byte buffers, and strings can be formatted as hex, "
                           "was given %1")
                        .arg(v.typeName());
        return clause == u'X' ? out.toUpper() : out;
    }
    default:
        return {};
    }
}

} // namespace

Value charAt(const QString &s, qint64 index)
{
    const CodePoints cp(s);
    if (index < 0 || index > cp.size())
        return indexError(index);
    return Value::string(index == cp.size() ? QString() : cp.mid(index, 1));
}

Value indexOf(const QString &s, const QString &sub, std::optional<qint64> offset)
{
    const qint64 from = offset.value_or(0);
    if (sub.isEmpty())
        return Value::integer(from);
    if (from < 0 || from >= CodePoints(s).size())
        return indexError(from);
    return Value::integer(findCodePoints(s, sub, from, false));
}

Value lastIndexOf(const QString &s, const QString &sub, std::optional<qint64> offset)
{
    const qsizetype size = CodePoints(s).size();
    if (sub.isEmpty())
        return Value::integer(offset.value_or(size));
    // cel-go starts at size - 1, so a non-empty SUB in "" is "index out of range: -1".
    const qint64 from = offset.value_or(size - 1);
    if (from < 0 || from >= size)
        return indexError(from);
    return Value::integer(findCodePoints(s, sub, from, true));
}

QString replace(const QString &s, const QString &from, const QString &to, qint64 limit)
{
    if (limit == 0)
        return s;
    if (from.isEmpty()) {
        // Go's strings.Replace: before each code point and after the last one.
        QString out;
        qint64 count = 0;
        qsizetype k = 0;
        for (; k < s.size() && (limit < 0 || count < limit); ++count) {
            out += to;
            const qsizetype units = unitsAt(s, k);
            out += QStringView(s).sliced(k, units);
            k += units;
        }
        if (k < s.size())
            out += QStringView(s).sliced(k);
        else if (limit < 0 || count < limit)
            out += to;
        return out;
    }
    if (limit < 0)
        return QString(s).replace(from, to);
    QString out;
    qsizetype start = 0;
    for (qint64 count = 0; count < limit; ++count) {
        const qsizetype at = s.indexOf(from, start);
        if (at < 0)
            break;
        out += QStringView(s).sliced(start, at - start);
        out += to;
        start = at + from.size();
    }
    out += QStringView(s).sliced(start);
    return out;
}

QList<Value> split(const QString &s, const QString &separator, qint64 limit)
{
    QList<Value> out;
    if (limit == 0)
        return out;
    if (separator.isEmpty()) {
        // Go's explode: one code point per element, the last one taking the rest.
        const qsizetype count = CodePoints(s).size();
        const qsizetype n = limit < 0 || limit > count ? count : qsizetype(limit);
        qsizetype k = 0;
        for (qsizetype i = 0; i + 1 < n; ++i) {
            const qsizetype units = unitsAt(s, k);
            out.append(Value::string(s.mid(k, units)));
            k += units;
        }
        if (n > 0)
            out.append(Value::string(s.mid(k)));
        return out;
    }
    qsizetype start = 0;
    while (limit < 0 || out.size() < limit - 1) {
        const qsizetype at = s.indexOf(separator, start);
        if (at < 0)
            break;
        out.append(Value::string(s.mid(start, at - start)));
        start = at + separator.size();
    }
    out.append(Value::string(s.mid(start)));
    return out;
}

Value substring(const QString &s, qint64 begin, std::optional<qint64> end)
{
    const CodePoints cp(s);
    const qsizetype size = cp.size();
    if (end && begin > *end)
        return Value::error(
            Tr::tr("invalid substring range. start: %1, end: %2").arg(begin).arg(*end));
    if (begin < 0 || begin > size)
        return indexError(begin);
    if (end && (*end < 0 || *end > size))
        return indexError(*end);
    return Value::string(cp.mid(begin, end.value_or(size) - begin));
}

QString trim(const QString &s)
{
    qsizetype begin = 0;
    qsizetype end = s.size();
    while (begin < end && isGoSpace(s[begin].unicode()))
        ++begin;
    while (end > begin && isGoSpace(s[end - 1].unicode()))
        --end;
    return begin == 0 && end == s.size() ? s : s.sliced(begin, end - begin);
}

QString reverse(const QString &s)
{
    if (!hasSurrogates(s)) {
        QString out = s;
        std::reverse(out.begin(), out.end());
        return out;
    }
    QList<uint> ucs4 = s.toUcs4();
    std::reverse(ucs4.begin(), ucs4.end());
    return fromCodePoints(ucs4.constData(), ucs4.size());
}

QString quote(const QString &s)
{
    QString out;
    out.reserve(s.size() + 2);
    out += QLatin1Char('"');
    for (qsizetype k = 0; k < s.size(); ++k) {
        const QChar ch = s[k];
        switch (ch.unicode()) {
        case u'\a':
            out += QLatin1String("\\a");
            break;
        case u'\b':
            out += QLatin1String("\\b");
            break;
        case u'\f':
            out += QLatin1String("\\f");
            break;
        case u'\n':
            out += QLatin1String("\\n");
            break;
        case u'\r':
            out += QLatin1String("\\r");
            break;
        case u'\t':
            out += QLatin1String("\\t");
            break;
        case u'\v':
            out += QLatin1String("\\v");
            break;
        case u'\\':
            out += QLatin1String("\\\\");
            break;
        case u'"':
            out += QLatin1String("\\\"");
            break;
        default:
            if (unitsAt(s, k) == 2) {
                out += ch;
                out += s[++k];
            } else {
                out += ch.isSurrogate() ? QChar(QChar::ReplacementCharacter) : ch;
            }
        }
    }
    out += QLatin1Char('"');
    return out;
}

Value join(const QList<Value> &items, const QString &separator)
{
    QString out;
    for (qsizetype k = 0; k < items.size(); ++k) {
        const Value &item = items[k];
        if (item.kind != Value::Kind::String)
            return Value::error(
                Tr::tr("join: invalid input: %1").arg(excerpt(item.toDebugString())));
        if (k > 0)
            out += separator;
        out += item.s;
    }
    return Value::string(out);
}

Value format(const QString &format, const QList<Value> &args)
{
    // cel-go parseFormatStringV2: the argument is checked before the clause is parsed.
    constexpr int defaultPrecision = 6;
    constexpr int maxPrecision = 100;
    const auto clauseError = [](const QString &why) {
        return Value::error(Tr::tr("could not parse formatting clause: %1").arg(why));
    };
    QString out;
    qsizetype argIndex = 0;
    const qsizetype size = format.size();
    for (qsizetype i = 0; i < size;) {
        const QChar ch = format[i];
        if (ch != u'%') {
            out += ch;
            ++i;
            continue;
        }
        if (i + 1 < size && format[i + 1] == u'%') {
            out += QLatin1Char('%');
            i += 2;
            continue;
        }
        if (argIndex >= args.size())
            return Value::error(Tr::tr("index %1 out of range").arg(argIndex));
        if (i + 1 >= size)
            return Value::error(Tr::tr("unexpected end of string"));
        qsizetype k = i + 1;
        int precision = defaultPrecision;
        if (format[k] == u'.') {
            const qsizetype digits = ++k;
            while (k < size && format[k] >= u'0' && format[k] <= u'9')
                ++k;
            if (k >= size)
                return clauseError(Tr::tr("error while parsing precision: could not find end "
                                          "of precision specifier"));
            const QString text = format.sliced(digits, k - digits);
            bool ok = false;
            const qint64 value = text.toLongLong(&ok);
            if (!ok) {
                // Go's strconv.Atoi wording.
                const QString why = text.isEmpty() ? QStringLiteral("invalid syntax")
                                                   : QStringLiteral("value out of range");
                return clauseError(Tr::tr("error while parsing precision: error while converting "
                                          "precision to integer: strconv.Atoi: parsing \"%1\": %2")
                                       .arg(text, why));
            }
            // cel-go's cap (StringsMaxPrecision, 100 by default): "%.1000000000f" would
            // allocate a gigabyte at a cost of one step.
            if (value > maxPrecision)
                return clauseError(Tr::tr("error while parsing precision: precision %1 exceeds "
                                          "maximum allowed precision %2")
                                       .arg(value)
                                       .arg(maxPrecision));
            precision = int(value);
        }
        const char16_t clause = format[k].unicode();
        static const QString clauses = QStringLiteral("sdfebxXo");
        if (!clauses.contains(QChar(clause))) {
            // Go reads the clause as one byte: the first of a multi-byte character.
            const QByteArray utf8 = QStringView(format).sliced(k, unitsAt(format, k)).toUtf8();
            return clauseError(
                Tr::tr("unrecognized formatting clause \"%1\"").arg(QLatin1Char(utf8.front())));
        }
        QString error;
        const QString text = formatClause(clause, precision, args[argIndex], error);
        if (!error.isEmpty())
            return Value::error(Tr::tr("error during formatting: %1").arg(error));
        out += text;
        i = k + 1;
        ++argIndex;
    }
    return Value::string(out);
}

} // namespace Accel::Cel::Strings
