// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "regularexpression.h"
#include "basecodes.h"
#include "basetr.h"
#include "resourcelimits.h"

#include <re2/re2.h>

#include <string>

namespace Accel {

namespace {

/// Go's maxHeight: group nesting deeper than this is refused, as Go refuses it (RE2 would
/// accept it; a pattern Kubernetes refuses should not pass here).
constexpr int RegexMaxNesting = 1000;

/// Go's regexp error: "error parsing regexp: WHAT: `EXPR`".
Error regexSyntaxError(const QString &what, const QString &expr)
{
    return Error::of(Code::REGEX_SYNTAX,
                     //: Go's regexp error: %1 what is wrong, %2 the part of the pattern (verbatim)
                     Tr::tr("error parsing regexp: %1: `%2`").arg(what, expr));
}

/// Go's words for RE2's error codes (regexp/syntax ErrorCode); empty for the ones with no
/// counterpart.
QString regexGoErrorText(RE2::ErrorCode code)
{
    switch (code) {
    case RE2::ErrorBadEscape:
        return Tr::tr("invalid escape sequence", "regexp syntax error");
    case RE2::ErrorBadCharClass:
        return Tr::tr("invalid character class", "regexp syntax error");
    case RE2::ErrorBadCharRange:
        return Tr::tr("invalid character class range", "regexp syntax error");
    case RE2::ErrorMissingBracket:
        return Tr::tr("missing closing ]", "regexp syntax error");
    case RE2::ErrorMissingParen:
        return Tr::tr("missing closing )", "regexp syntax error");
    case RE2::ErrorUnexpectedParen:
        return Tr::tr("unexpected )", "regexp syntax error");
    case RE2::ErrorTrailingBackslash:
        return Tr::tr("trailing backslash at end of expression", "regexp syntax error");
    case RE2::ErrorRepeatArgument:
        return Tr::tr("missing argument to repetition operator", "regexp syntax error");
    case RE2::ErrorRepeatSize:
        return Tr::tr("invalid repeat count", "regexp syntax error");
    case RE2::ErrorRepeatOp:
        return Tr::tr("invalid nested repetition operator", "regexp syntax error");
    case RE2::ErrorBadPerlOp:
        return Tr::tr("invalid or unsupported Perl syntax", "regexp syntax error");
    case RE2::ErrorBadUTF8:
        return Tr::tr("invalid UTF-8", "regexp syntax error");
    case RE2::ErrorBadNamedCapture:
        return Tr::tr("invalid named capture", "regexp syntax error");
    case RE2::NoError:
    case RE2::ErrorInternal:
    case RE2::ErrorPatternTooLarge:
        break;
    }
    return {};
}

/// Appends TEXT to OUT as UTF-8; a lone surrogate becomes U+FFFD (three bytes, as every other
/// code unit of the BMP), so that RegexUtf8Offsets can map offsets back.
void regexAppendUtf8(QStringView text, std::string &out)
{
    const qsizetype start = qsizetype(out.size());
    out.resize(size_t(start + 3 * text.size()));
    char *p = out.data() + start;
    const char16_t *s = text.utf16();
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char32_t c = s[i];
        if (c < 0x80) {
            *p++ = char(c);
        } else if (c < 0x800) {
            *p++ = char(0xC0 | (c >> 6));
            *p++ = char(0x80 | (c & 0x3F));
        } else if (QChar::isHighSurrogate(c) && i + 1 < n && QChar::isLowSurrogate(s[i + 1])) {
            const char32_t u = QChar::surrogateToUcs4(char16_t(c), s[i + 1]);
            ++i;
            *p++ = char(0xF0 | (u >> 18));
            *p++ = char(0x80 | ((u >> 12) & 0x3F));
            *p++ = char(0x80 | ((u >> 6) & 0x3F));
            *p++ = char(0x80 | (u & 0x3F));
        } else {
            const char32_t u = QChar::isSurrogate(c) ? char32_t(0xFFFD) : c;
            *p++ = char(0xE0 | (u >> 12));
            *p++ = char(0x80 | ((u >> 6) & 0x3F));
            *p++ = char(0x80 | (u & 0x3F));
        }
    }
    out.resize(size_t(p - out.data()));
}

/// The UTF-8 bytes of one UTF-16 unit at TEXT[I] (4 for a surrogate pair, which then covers
/// two units), as regexAppendUtf8() writes them.
int regexUtf8Width(QStringView text, qsizetype i, int *units)
{
    const char16_t c = text.utf16()[i];
    *units = 1;
    if (c < 0x80)
        return 1;
    if (c < 0x800)
        return 2;
    if (QChar::isHighSurrogate(c) && i + 1 < text.size() &&
        QChar::isLowSurrogate(text.utf16()[i + 1])) {
        *units = 2;
        return 4;
    }
    return 3;
}

/// Maps byte offsets in the UTF-8 form of a text to UTF-16 offsets in the text; cheapest when
/// the offsets asked for grow.
class RegexUtf8Offsets
{
public:
    explicit RegexUtf8Offsets(QStringView text)
        : m_text(text)
    {}

    qsizetype toUtf16(size_t byteOffset)
    {
        if (byteOffset < m_byte) {
            m_byte = 0;
            m_unit = 0;
        }
        while (m_byte < byteOffset && m_unit < m_text.size()) {
            int units = 1;
            m_byte += size_t(regexUtf8Width(m_text, m_unit, &units));
            m_unit += units;
        }
        return m_unit;
    }

    size_t toUtf8(qsizetype unitOffset)
    {
        if (unitOffset < m_unit) {
            m_byte = 0;
            m_unit = 0;
        }
        while (m_unit < unitOffset && m_unit < m_text.size()) {
            int units = 1;
            m_byte += size_t(regexUtf8Width(m_text, m_unit, &units));
            m_unit += units;
        }
        return m_byte;
    }

private:
    QStringView m_text;
    size_t m_byte = 0;
    qsizetype m_unit = 0;
};

/// The bytes of the UTF-8 sequence whose lead byte is LEAD (1 for a stray byte).
int regexSequenceLength(unsigned char lead)
{
    if (lead >= 0xF0)
        return 4;
    if (lead >= 0xE0)
        return 3;
    if (lead >= 0xC0)
        return 2;
    return 1;
}

/// A reused per-thread buffer for the UTF-8 form of the text searched.
std::string &regexScratch()
{
    thread_local std::string buffer;
    buffer.clear();
    return buffer;
}

/// The pattern as RE2 is to read it, or Go's refusal: Go's `(?<name>` becomes RE2's
/// `(?P<name>`, `\C` (one byte, which would split a code point) is refused as Go refuses it,
/// and so is group nesting deeper than Go's limit. Classes and `\Q...\E` are copied as they
/// are: a parenthesis in them is a literal.
Result<QString> goToRe2(const QString &pattern, bool *renamedGroups)
{
    QString out;
    out.reserve(pattern.size() + 8);
    const qsizetype n = pattern.size();
    int depth = 0;
    qsizetype i = 0;
    while (i < n) {
        const QChar c = pattern[i];
        if (c == QLatin1Char('\\') && i + 1 < n) {
            const QChar d = pattern[i + 1];
            if (d == QLatin1Char('C'))
                return tl::unexpected(
                    regexSyntaxError(regexGoErrorText(RE2::ErrorBadEscape), QStringLiteral("\\C")));
            qsizetype stop = i + 2;
            if (d == QLatin1Char('Q')) {
                const qsizetype e = pattern.indexOf(QLatin1String("\\E"), i + 2);
                stop = e < 0 ? n : e + 2;
            }
            out += QStringView(pattern).mid(i, stop - i);
            i = stop;
            continue;
        }
        if (c == QLatin1Char('[')) {
            qsizetype j = i + 1;
            if (j < n && pattern[j] == QLatin1Char('^'))
                ++j;
            if (j < n && pattern[j] == QLatin1Char(']'))
                ++j; // a `]` first in a class is a literal
            while (j < n && pattern[j] != QLatin1Char(']')) {
                if (pattern[j] == QLatin1Char('\\')) {
                    j += 2;
                    continue;
                }
                if (pattern[j] == QLatin1Char('[') && j + 1 < n &&
                    pattern[j + 1] == QLatin1Char(':')) {
                    // `[:alpha:]`, up to the first `:]` (as Go reads it)
                    const qsizetype e = pattern.indexOf(QLatin1String(":]"), j + 2);
                    if (e >= 0) {
                        j = e + 2;
                        continue;
                    }
                }
                ++j;
            }
            const qsizetype stop = std::min(n, j + 1);
            out += QStringView(pattern).mid(i, stop - i);
            i = stop;
            continue;
        }
        if (c == QLatin1Char('(')) {
            if (++depth > RegexMaxNesting)
                return tl::unexpected(regexSyntaxError(
                    Tr::tr("expression nests too deeply", "regexp syntax error"), pattern));
            if (i + 3 < n && pattern[i + 1] == QLatin1Char('?') &&
                pattern[i + 2] == QLatin1Char('<') && pattern[i + 3] != QLatin1Char('=') &&
                pattern[i + 3] != QLatin1Char('!')) {
                out += QLatin1String("(?P<");
                *renamedGroups = true;
                i += 3;
                continue;
            }
        } else if (c == QLatin1Char(')') && depth > 0) {
            --depth;
        }
        out += c;
        ++i;
    }
    return out;
}

QString regexFromStd(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

struct RegularExpression::Compiled
{
    QString pattern;
    std::unique_ptr<RE2> re;
    qsizetype programSize = 0;
    int captures = 0;

    /// Charges a search over TEXT from byte START to BUDGET; false when it does not fit.
    bool charge(size_t textBytes, size_t start, Budget &budget) const
    {
        constexpr qint64 Max = std::numeric_limits<qint64>::max();
        const qint64 bound = qint64(programSize) * (qint64(textBytes - start) + 1);
        const bool fits = bound <= budget.limitSteps - budget.usedSteps;
        budget.usedSteps = budget.usedSteps > Max - bound ? Max : budget.usedSteps + bound;
        return fits;
    }

    /// The leftmost-first match in TEXT at or after byte START: its bytes [begin, end) and
    /// those of its groups when GROUPS is given (1 + captures of them).
    bool search(const std::string &text, size_t start, RE2::Anchor anchor, re2::StringPiece *groups,
                int count) const
    {
        return re->Match(re2::StringPiece(text.data(), text.size()), start, text.size(), anchor,
                         groups, count);
    }
};

RegularExpression::RegularExpression()
{
    static const std::shared_ptr<const Compiled> empty = builtIn("").m_compiled;
    m_compiled = empty;
}

RegularExpression::RegularExpression(std::shared_ptr<const Compiled> compiled)
    : m_compiled(std::move(compiled))
{}

Result<RegularExpression> RegularExpression::compile(const QString &pattern)
{
    bool renamed = false;
    const Result<QString> prepared = goToRe2(pattern, &renamed);
    if (!prepared)
        return tl::unexpected(prepared.error());
    std::string utf8;
    regexAppendUtf8(*prepared, utf8);
    RE2::Options options;
    options.set_log_errors(false);
    options.set_encoding(RE2::Options::EncodingUTF8);
    options.set_max_mem(int64_t(Limits::value(Limits::RegexMemoryBytes)));
    auto re = std::make_unique<RE2>(utf8, options);
    const QString tooLarge = Tr::tr("error parsing regexp: expression too large");
    if (!re->ok()) {
        if (re->error_code() == RE2::ErrorPatternTooLarge)
            return tl::unexpected(Limits::exceeded(Limits::RegexMemoryBytes, tooLarge));
        QString what = regexGoErrorText(re->error_code());
        if (what.isEmpty())
            what = regexFromStd(re->error());
        QString arg = regexFromStd(re->error_arg());
        if (renamed && !pattern.contains(arg))
            arg.replace(QLatin1String("(?P<"), QLatin1String("(?<"));
        return tl::unexpected(regexSyntaxError(what, arg));
    }
    const qsizetype size = re->ProgramSize();
    if (size > Limits::value(Limits::RegexProgramSize)) {
        return tl::unexpected(
            Limits::exceeded(Limits::RegexProgramSize, tooLarge,
                             //: %1 a count of instructions of a compiled regular expression
                             Tr::tr("its program has %1 instructions")
                                 .arg(Limits::formatValue(Limits::RegexProgramSize, size))));
    }
    auto compiled = std::make_shared<Compiled>();
    compiled->pattern = pattern;
    compiled->programSize = size;
    compiled->captures = re->NumberOfCapturingGroups();
    compiled->re = std::move(re);
    return RegularExpression(std::move(compiled));
}

RegularExpression RegularExpression::builtIn(const char *pattern)
{
    Result<RegularExpression> re = compile(QString::fromUtf8(pattern));
    if (!re)
        qFatal("built-in regular expression %s: %s", pattern, qPrintable(re.error().message));
    return std::move(*re);
}

const QString &RegularExpression::pattern() const
{
    return m_compiled->pattern;
}

qsizetype RegularExpression::programSize() const
{
    return m_compiled->programSize;
}

int RegularExpression::captureCount() const
{
    return m_compiled->captures;
}

std::optional<bool> RegularExpression::matches(QStringView text, Budget &budget) const
{
    std::string &utf8 = regexScratch();
    regexAppendUtf8(text, utf8);
    if (!m_compiled->charge(utf8.size(), 0, budget))
        return std::nullopt;
    return m_compiled->search(utf8, 0, RE2::UNANCHORED, nullptr, 0);
}

std::optional<RegularExpression::Span> RegularExpression::find(QStringView text, Budget &budget,
                                                               qsizetype from) const
{
    std::string &utf8 = regexScratch();
    regexAppendUtf8(text, utf8);
    RegexUtf8Offsets offsets(text);
    const size_t start = offsets.toUtf8(from);
    if (!m_compiled->charge(utf8.size(), start, budget))
        return std::nullopt;
    re2::StringPiece whole;
    if (!m_compiled->search(utf8, start, RE2::UNANCHORED, &whole, 1))
        return Span{};
    const size_t begin = size_t(whole.data() - utf8.data());
    const qsizetype b = offsets.toUtf16(begin);
    return Span{b, offsets.toUtf16(begin + whole.size())};
}

std::optional<QList<RegularExpression::Span>>
RegularExpression::findAll(QStringView text, qint64 limit, Budget &budget) const
{
    QList<Span> found;
    if (limit == 0)
        return found;
    std::string &utf8 = regexScratch();
    regexAppendUtf8(text, utf8);
    RegexUtf8Offsets offsets(text);
    // Go's regexp.allMatches, on bytes.
    std::ptrdiff_t prevMatchEnd = -1;
    for (size_t pos = 0; (limit < 0 || found.size() < limit) && pos <= utf8.size();) {
        if (!m_compiled->charge(utf8.size(), pos, budget))
            return std::nullopt;
        re2::StringPiece whole;
        if (!m_compiled->search(utf8, pos, RE2::UNANCHORED, &whole, 1))
            break;
        const size_t begin = size_t(whole.data() - utf8.data());
        const size_t end = begin + whole.size();
        bool accept = true;
        if (end == pos) {
            // An empty match: never right after the previous match; the next search starts a
            // code point later.
            if (std::ptrdiff_t(begin) == prevMatchEnd)
                accept = false;
            pos += pos < utf8.size() ? size_t(regexSequenceLength(uchar(utf8[pos]))) : 1;
        } else {
            pos = end;
        }
        prevMatchEnd = std::ptrdiff_t(end);
        if (accept) {
            const qsizetype b = offsets.toUtf16(begin);
            found.append(Span{b, offsets.toUtf16(end)});
        }
    }
    return found;
}

bool RegularExpression::containsMatchIn(QStringView text) const
{
    std::string &utf8 = regexScratch();
    regexAppendUtf8(text, utf8);
    return m_compiled->search(utf8, 0, RE2::UNANCHORED, nullptr, 0);
}

bool RegularExpression::matchesEntirely(QStringView text) const
{
    std::string &utf8 = regexScratch();
    regexAppendUtf8(text, utf8);
    return m_compiled->search(utf8, 0, RE2::ANCHOR_BOTH, nullptr, 0);
}

namespace {

/// The Match for GROUPS found in UTF8, the UTF-8 form of TEXT.
RegularExpression::Match regexToMatch(QStringView text, const std::string &utf8,
                                      const std::vector<re2::StringPiece> &groups,
                                      RegexUtf8Offsets &offsets)
{
    RegularExpression::Match m;
    m.spans.reserve(qsizetype(groups.size()));
    m.texts.reserve(qsizetype(groups.size()));
    for (const re2::StringPiece &g : groups) {
        if (g.data() == nullptr) {
            m.spans.append(RegularExpression::Span{});
            m.texts.append(QString());
            continue;
        }
        const size_t begin = size_t(g.data() - utf8.data());
        const qsizetype b = offsets.toUtf16(begin);
        const qsizetype e = offsets.toUtf16(begin + g.size());
        m.spans.append({b, e});
        m.texts.append(text.mid(b, e - b).toString());
    }
    return m;
}

} // namespace

RegularExpression::Match RegularExpression::match(QStringView text, qsizetype from) const
{
    std::string utf8;
    regexAppendUtf8(text, utf8);
    RegexUtf8Offsets offsets(text);
    std::vector<re2::StringPiece> groups(size_t(m_compiled->captures) + 1);
    if (!m_compiled->search(utf8, offsets.toUtf8(from), RE2::UNANCHORED, groups.data(),
                            int(groups.size())))
        return {};
    return regexToMatch(text, utf8, groups, offsets);
}

RegularExpression::Match RegularExpression::matchEntirely(QStringView text) const
{
    std::string utf8;
    regexAppendUtf8(text, utf8);
    RegexUtf8Offsets offsets(text);
    std::vector<re2::StringPiece> groups(size_t(m_compiled->captures) + 1);
    if (!m_compiled->search(utf8, 0, RE2::ANCHOR_BOTH, groups.data(), int(groups.size())))
        return {};
    return regexToMatch(text, utf8, groups, offsets);
}

QList<RegularExpression::Match> RegularExpression::matchAll(QStringView text) const
{
    QList<Match> found;
    std::string utf8;
    regexAppendUtf8(text, utf8);
    RegexUtf8Offsets offsets(text);
    std::vector<re2::StringPiece> groups(size_t(m_compiled->captures) + 1);
    std::ptrdiff_t prevMatchEnd = -1;
    for (size_t pos = 0; pos <= utf8.size();) {
        if (!m_compiled->search(utf8, pos, RE2::UNANCHORED, groups.data(), int(groups.size())))
            break;
        const size_t begin = size_t(groups[0].data() - utf8.data());
        const size_t end = begin + groups[0].size();
        bool accept = true;
        if (end == pos) {
            if (std::ptrdiff_t(begin) == prevMatchEnd)
                accept = false;
            pos += pos < utf8.size() ? size_t(regexSequenceLength(uchar(utf8[pos]))) : 1;
        } else {
            pos = end;
        }
        prevMatchEnd = std::ptrdiff_t(end);
        if (accept)
            found.append(regexToMatch(text, utf8, groups, offsets));
    }
    return found;
}

} // namespace Accel
