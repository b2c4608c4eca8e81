// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The parser follows Go's regexp/syntax (parse.go with the Perl flags) rule for rule, error
// texts and excerpts included; the compiler is a Thompson construction with Go's simplification
// of counted repetitions and Go's compilation of a star over a possibly empty expression as
// `(x+)?`; the matcher is a Pike VM (Go's regexp/exec.go `machine`, overall match only).
#include "cel/re2.h"
#include "celcodes.h"
#include "celtr.h"

#include <QChar>
#include <QCoreApplication>
#include <QHash>
#include <QVarLengthArray>

#include <algorithm>
#include <array>
#include <bitset>
#include <utility>
#include <vector>

namespace Accel::Cel {

namespace {

/// RE2's and Go's bound on a counted repetition, nested repetitions multiplied.
constexpr int MaxRepeat = 1000;
/// Go's maxHeight: deeper group nesting is refused (and the parser's recursion stays bounded).
constexpr int MaxNesting = 1000;
/// Refused as "expression too large" above this many instructions: a search allocates per
/// instruction, and a hostile pattern should not take more than a few MiB.
constexpr qsizetype MaxInstructions = 1 << 18;
constexpr char32_t MaxRune = 0x10FFFF;
/// The rune before the text and after it.
constexpr char32_t NoRune = 0xFFFFFFFF;

using Range = std::pair<char32_t, char32_t>;
using Ranges = std::vector<Range>;

enum class SyntaxError
{
    None,
    InvalidCharClass,
    InvalidCharRange,
    InvalidEscape,
    InvalidNamedCapture,
    InvalidPerlOp,
    InvalidRepeatOp,
    InvalidRepeatSize,
    InvalidUtf8,
    MissingBracket,
    MissingParen,
    MissingRepeatArgument,
    TrailingBackslash,
    UnexpectedParen,
    NestingDepth,
    Large,
};

/// Go's ErrorCode texts (the disambiguation tells translators they are one family).
QString syntaxErrorText(SyntaxError e)
{
    switch (e) {
    case SyntaxError::None:
        break;
    case SyntaxError::InvalidCharClass:
        return Tr::tr("invalid character class", "regexp syntax error");
    case SyntaxError::InvalidCharRange:
        return Tr::tr("invalid character class range", "regexp syntax error");
    case SyntaxError::InvalidEscape:
        return Tr::tr("invalid escape sequence", "regexp syntax error");
    case SyntaxError::InvalidNamedCapture:
        return Tr::tr("invalid named capture", "regexp syntax error");
    case SyntaxError::InvalidPerlOp:
        return Tr::tr("invalid or unsupported Perl syntax", "regexp syntax error");
    case SyntaxError::InvalidRepeatOp:
        return Tr::tr("invalid nested repetition operator", "regexp syntax error");
    case SyntaxError::InvalidRepeatSize:
        return Tr::tr("invalid repeat count", "regexp syntax error");
    case SyntaxError::InvalidUtf8:
        return Tr::tr("invalid UTF-8", "regexp syntax error");
    case SyntaxError::MissingBracket:
        return Tr::tr("missing closing ]", "regexp syntax error");
    case SyntaxError::MissingParen:
        return Tr::tr("missing closing )", "regexp syntax error");
    case SyntaxError::MissingRepeatArgument:
        return Tr::tr("missing argument to repetition operator", "regexp syntax error");
    case SyntaxError::TrailingBackslash:
        return Tr::tr("trailing backslash at end of expression", "regexp syntax error");
    case SyntaxError::UnexpectedParen:
        return Tr::tr("unexpected )", "regexp syntax error");
    case SyntaxError::NestingDepth:
        return Tr::tr("expression nests too deeply", "regexp syntax error");
    case SyntaxError::Large:
        return Tr::tr("expression too large", "regexp syntax error");
    }
    return {};
}

// ---------------------------------------------------------------------------------------------
// Case folding

/// Unicode simple case folding.
inline char32_t foldRune(char32_t c)
{
    if (c < 0x80)
        return c >= u'A' && c <= u'Z' ? c + 0x20 : c;
    return QChar::toCaseFolded(c);
}

/// The code points that fold together (Go's SimpleFold orbits): {k, K, U+212A} and the like.
class FoldOrbits
{
public:
    FoldOrbits()
    {
        // Every cased code point lies below U+20000.
        QHash<char32_t, std::vector<char32_t>> groups;
        for (char32_t c = 0; c < 0x20000; ++c) {
            if (c >= 0xD800 && c <= 0xDFFF)
                continue;
            const char32_t f = foldRune(c);
            if (f != c)
                groups[f].push_back(c);
        }
        for (auto it = groups.begin(); it != groups.end(); ++it) {
            std::vector<char32_t> members = it.value();
            members.push_back(it.key());
            std::sort(members.begin(), members.end());
            members.erase(std::unique(members.begin(), members.end()), members.end());
            m_index.insert(it.key(), {quint32(m_members.size()), quint32(members.size())});
            m_members.insert(m_members.end(), members.begin(), members.end());
        }
    }

    /// The orbit of C, C included; one code point when C has no other case.
    std::pair<const char32_t *, quint32> orbit(const char32_t &c) const
    {
        const auto it = m_index.constFind(foldRune(c));
        if (it == m_index.cend())
            return {&c, 1};
        return {m_members.data() + it->first, it->second};
    }

private:
    QHash<char32_t, std::pair<quint32, quint32>> m_index;
    std::vector<char32_t> m_members;
};

const FoldOrbits &foldOrbits()
{
    static const FoldOrbits orbits;
    return orbits;
}

// ---------------------------------------------------------------------------------------------
// Character classes

/// A Unicode property: `\pL`, `\p{Greek}`, `\p{Any}`.
struct Property
{
    quint64 categories = 0; ///< bit QChar::Category
    int script = -1;        ///< QChar::Script, or -1
    bool any = false;
    bool negated = false;

    bool contains(char32_t c) const
    {
        if (any)
            return true;
        if (script >= 0)
            return QChar::script(c) == QChar::Script(script);
        return (categories >> unsigned(QChar::category(c))) & 1;
    }
};

bool inRanges(const Ranges &ranges, char32_t c)
{
    const auto it = std::upper_bound(ranges.begin(), ranges.end(), c,
                                     [](char32_t v, const Range &r) { return v < r.first; });
    return it != ranges.begin() && c <= std::prev(it)->second;
}

void cleanRanges(Ranges &ranges)
{
    std::sort(ranges.begin(), ranges.end());
    Ranges out;
    for (const Range &r : ranges) {
        if (!out.empty() && r.first <= out.back().second + 1)
            out.back().second = std::max(out.back().second, r.second);
        else
            out.push_back(r);
    }
    ranges = std::move(out);
}

/// A bracketed class, a Perl class (`\d`) or a Unicode class (`\pL`) outside brackets. Go folds
/// each item of a class under (?i), negated items after folding, and negates the whole class
/// last; here an item holds a code point when one of the code point's orbit does (a negated item:
/// when none does), which is the same set.
struct CharClass
{
    Ranges ranges;                 ///< positive items
    std::vector<Ranges> negGroups; ///< negated Perl and POSIX items (\W, [:^alpha:])
    std::vector<Property> properties;
    bool negated = false;
    bool fold = false;
    std::bitset<128> ascii; ///< the answer for ASCII, computed once by finish()

    bool itemsContain(const char32_t *orbit, quint32 size) const
    {
        for (quint32 k = 0; k < size; ++k) {
            if (inRanges(ranges, orbit[k]))
                return true;
        }
        for (const Property &p : properties) {
            bool hit = false;
            for (quint32 k = 0; k < size && !hit; ++k)
                hit = p.contains(orbit[k]);
            if (hit != p.negated)
                return true;
        }
        for (const Ranges &g : negGroups) {
            bool hit = false;
            for (quint32 k = 0; k < size && !hit; ++k)
                hit = inRanges(g, orbit[k]);
            if (!hit)
                return true;
        }
        return false;
    }

    bool containsSlow(char32_t c) const
    {
        if (!fold)
            return itemsContain(&c, 1) != negated;
        const auto [orbit, size] = foldOrbits().orbit(c);
        return itemsContain(orbit, size) != negated;
    }

    void finish()
    {
        cleanRanges(ranges);
        for (char32_t c = 0; c < 128; ++c)
            ascii[c] = containsSlow(c);
    }

    bool contains(char32_t c) const { return c < 128 ? ascii[c] : containsSlow(c); }
};

const Ranges &perlDigit()
{
    static const Ranges r{{u'0', u'9'}};
    return r;
}

struct NamedGroup
{
    const char *name;
    Ranges ranges;
};

/// Go's perlGroup: ASCII only.
const Ranges *perlGroup(char32_t letter)
{
    static const Ranges space{{u'\t', u'\n'}, {u'\f', u'\r'}, {u' ', u' '}};
    static const Ranges word{{u'0', u'9'}, {u'A', u'Z'}, {u'_', u'_'}, {u'a', u'z'}};
    switch (letter) {
    case u'd':
    case u'D':
        return &perlDigit();
    case u's':
    case u'S':
        return &space;
    case u'w':
    case u'W':
        return &word;
    default:
        return nullptr;
    }
}

/// Go's posixGroup: `[:alpha:]` and the others, ASCII only.
const Ranges *posixGroup(const QString &name)
{
    static const std::vector<NamedGroup> groups{
        {"alnum", {{u'0', u'9'}, {u'A', u'Z'}, {u'a', u'z'}}},
        {"alpha", {{u'A', u'Z'}, {u'a', u'z'}}},
        {"ascii", {{0, 0x7F}}},
        {"blank", {{u'\t', u'\t'}, {u' ', u' '}}},
        {"cntrl", {{0, 0x1F}, {0x7F, 0x7F}}},
        {"digit", {{u'0', u'9'}}},
        {"graph", {{u'!', u'~'}}},
        {"lower", {{u'a', u'z'}}},
        {"print", {{u' ', u'~'}}},
        {"punct", {{u'!', u'/'}, {u':', u'@'}, {u'[', u'`'}, {u'{', u'~'}}},
        {"space", {{u'\t', u'\r'}, {u' ', u' '}}},
        {"upper", {{u'A', u'Z'}}},
        {"word", {{u'0', u'9'}, {u'A', u'Z'}, {u'_', u'_'}, {u'a', u'z'}}},
        {"xdigit", {{u'0', u'9'}, {u'A', u'F'}, {u'a', u'f'}}},
    };
    for (const NamedGroup &g : groups) {
        if (name == QLatin1String(g.name))
            return &g.ranges;
    }
    return nullptr;
}

quint64 categoryBits(std::initializer_list<QChar::Category> categories)
{
    quint64 bits = 0;
    for (QChar::Category c : categories)
        bits |= quint64(1) << unsigned(c);
    return bits;
}

/// Go's unicode.Categories.
std::optional<quint64> categoryByName(const QString &name)
{
    using C = QChar::Category;
    struct Entry
    {
        const char *name;
        quint64 bits;
    };
    static const std::vector<Entry> entries{
        {"C", categoryBits(
                  {C::Other_Control, C::Other_Format, C::Other_PrivateUse, C::Other_Surrogate})},
        {"Cc", categoryBits({C::Other_Control})},
        {"Cf", categoryBits({C::Other_Format})},
        {"Co", categoryBits({C::Other_PrivateUse})},
        {"Cs", categoryBits({C::Other_Surrogate})},
        {"L", categoryBits({C::Letter_Uppercase, C::Letter_Lowercase, C::Letter_Titlecase,
                            C::Letter_Modifier, C::Letter_Other})},
        {"Ll", categoryBits({C::Letter_Lowercase})},
        {"Lm", categoryBits({C::Letter_Modifier})},
        {"Lo", categoryBits({C::Letter_Other})},
        {"Lt", categoryBits({C::Letter_Titlecase})},
        {"Lu", categoryBits({C::Letter_Uppercase})},
        {"M", categoryBits({C::Mark_NonSpacing, C::Mark_SpacingCombining, C::Mark_Enclosing})},
        {"Mc", categoryBits({C::Mark_SpacingCombining})},
        {"Me", categoryBits({C::Mark_Enclosing})},
        {"Mn", categoryBits({C::Mark_NonSpacing})},
        {"N", categoryBits({C::Number_DecimalDigit, C::Number_Letter, C::Number_Other})},
        {"Nd", categoryBits({C::Number_DecimalDigit})},
        {"Nl", categoryBits({C::Number_Letter})},
        {"No", categoryBits({C::Number_Other})},
        {"P", categoryBits({C::Punctuation_Connector, C::Punctuation_Dash, C::Punctuation_Open,
                            C::Punctuation_Close, C::Punctuation_InitialQuote,
                            C::Punctuation_FinalQuote, C::Punctuation_Other})},
        {"Pc", categoryBits({C::Punctuation_Connector})},
        {"Pd", categoryBits({C::Punctuation_Dash})},
        {"Pe", categoryBits({C::Punctuation_Close})},
        {"Pf", categoryBits({C::Punctuation_FinalQuote})},
        {"Pi", categoryBits({C::Punctuation_InitialQuote})},
        {"Po", categoryBits({C::Punctuation_Other})},
        {"Ps", categoryBits({C::Punctuation_Open})},
        {"S",
         categoryBits({C::Symbol_Math, C::Symbol_Currency, C::Symbol_Modifier, C::Symbol_Other})},
        {"Sc", categoryBits({C::Symbol_Currency})},
        {"Sk", categoryBits({C::Symbol_Modifier})},
        {"Sm", categoryBits({C::Symbol_Math})},
        {"So", categoryBits({C::Symbol_Other})},
        {"Z", categoryBits({C::Separator_Space, C::Separator_Line, C::Separator_Paragraph})},
        {"Zl", categoryBits({C::Separator_Line})},
        {"Zp", categoryBits({C::Separator_Paragraph})},
        {"Zs", categoryBits({C::Separator_Space})},
    };
    for (const Entry &e : entries) {
        if (name == QLatin1String(e.name))
            return e.bits;
    }
    return std::nullopt;
}

/// Go's unicode.Scripts for the scripts Qt knows. The table holds Qt's enumerator names; Go's
/// names put an underscore before each inner capital ("Old_Italic"), except "SignWriting".
std::optional<int> scriptByName(const QString &name)
{
    struct Entry
    {
        const char *name;
        QChar::Script script;
    };
#define ACCEL_RE2_SCRIPT(x)                                                                        \
    {                                                                                              \
#x, QChar::Script_##x                                                                      \
    }
    static const std::vector<Entry> entries{
        ACCEL_RE2_SCRIPT(Inherited),
        ACCEL_RE2_SCRIPT(Common),
        ACCEL_RE2_SCRIPT(Latin),
        ACCEL_RE2_SCRIPT(Greek),
        ACCEL_RE2_SCRIPT(Cyrillic),
        ACCEL_RE2_SCRIPT(Armenian),
        ACCEL_RE2_SCRIPT(Hebrew),
        ACCEL_RE2_SCRIPT(Arabic),
        ACCEL_RE2_SCRIPT(Syriac),
        ACCEL_RE2_SCRIPT(Thaana),
        ACCEL_RE2_SCRIPT(Devanagari),
        ACCEL_RE2_SCRIPT(Bengali),
        ACCEL_RE2_SCRIPT(Gurmukhi),
        ACCEL_RE2_SCRIPT(Gujarati),
        ACCEL_RE2_SCRIPT(Oriya),
        ACCEL_RE2_SCRIPT(Tamil),
        ACCEL_RE2_SCRIPT(Telugu),
        ACCEL_RE2_SCRIPT(Kannada),
        ACCEL_RE2_SCRIPT(Malayalam),
        ACCEL_RE2_SCRIPT(Sinhala),
        ACCEL_RE2_SCRIPT(Thai),
        ACCEL_RE2_SCRIPT(Lao),
        ACCEL_RE2_SCRIPT(Tibetan),
        ACCEL_RE2_SCRIPT(Myanmar),
        ACCEL_RE2_SCRIPT(Georgian),
        ACCEL_RE2_SCRIPT(Hangul),
        ACCEL_RE2_SCRIPT(Ethiopic),
        ACCEL_RE2_SCRIPT(Cherokee),
        ACCEL_RE2_SCRIPT(CanadianAboriginal),
        ACCEL_RE2_SCRIPT(Ogham),
        ACCEL_RE2_SCRIPT(Runic),
        ACCEL_RE2_SCRIPT(Khmer),
        ACCEL_RE2_SCRIPT(Mongolian),
        ACCEL_RE2_SCRIPT(Hiragana),
        ACCEL_RE2_SCRIPT(Katakana),
        ACCEL_RE2_SCRIPT(Bopomofo),
        ACCEL_RE2_SCRIPT(Han),
        ACCEL_RE2_SCRIPT(Yi),
        ACCEL_RE2_SCRIPT(OldItalic),
        ACCEL_RE2_SCRIPT(Gothic),
        ACCEL_RE2_SCRIPT(Deseret),
        ACCEL_RE2_SCRIPT(Tagalog),
        ACCEL_RE2_SCRIPT(Hanunoo),
        ACCEL_RE2_SCRIPT(Buhid),
        ACCEL_RE2_SCRIPT(Tagbanwa),
        ACCEL_RE2_SCRIPT(Coptic),
        ACCEL_RE2_SCRIPT(Limbu),
        ACCEL_RE2_SCRIPT(TaiLe),
        ACCEL_RE2_SCRIPT(LinearB),
        ACCEL_RE2_SCRIPT(Ugaritic),
        ACCEL_RE2_SCRIPT(Shavian),
        ACCEL_RE2_SCRIPT(Osmanya),
        ACCEL_RE2_SCRIPT(Cypriot),
        ACCEL_RE2_SCRIPT(Braille),
        ACCEL_RE2_SCRIPT(Buginese),
        ACCEL_RE2_SCRIPT(NewTaiLue),
        ACCEL_RE2_SCRIPT(Glagolitic),
        ACCEL_RE2_SCRIPT(Tifinagh),
        ACCEL_RE2_SCRIPT(SylotiNagri),
        ACCEL_RE2_SCRIPT(OldPersian),
        ACCEL_RE2_SCRIPT(Kharoshthi),
        ACCEL_RE2_SCRIPT(Balinese),
        ACCEL_RE2_SCRIPT(Cuneiform),
        ACCEL_RE2_SCRIPT(Phoenician),
        ACCEL_RE2_SCRIPT(PhagsPa),
        ACCEL_RE2_SCRIPT(Nko),
        ACCEL_RE2_SCRIPT(Sundanese),
        ACCEL_RE2_SCRIPT(Lepcha),
        ACCEL_RE2_SCRIPT(OlChiki),
        ACCEL_RE2_SCRIPT(Vai),
        ACCEL_RE2_SCRIPT(Saurashtra),
        ACCEL_RE2_SCRIPT(KayahLi),
        ACCEL_RE2_SCRIPT(Rejang),
        ACCEL_RE2_SCRIPT(Lycian),
        ACCEL_RE2_SCRIPT(Carian),
        ACCEL_RE2_SCRIPT(Lydian),
        ACCEL_RE2_SCRIPT(Cham),
        ACCEL_RE2_SCRIPT(TaiTham),
        ACCEL_RE2_SCRIPT(TaiViet),
        ACCEL_RE2_SCRIPT(Avestan),
        ACCEL_RE2_SCRIPT(EgyptianHieroglyphs),
        ACCEL_RE2_SCRIPT(Samaritan),
        ACCEL_RE2_SCRIPT(Lisu),
        ACCEL_RE2_SCRIPT(Bamum),
        ACCEL_RE2_SCRIPT(Javanese),
        ACCEL_RE2_SCRIPT(MeeteiMayek),
        ACCEL_RE2_SCRIPT(ImperialAramaic),
        ACCEL_RE2_SCRIPT(OldSouthArabian),
        ACCEL_RE2_SCRIPT(InscriptionalParthian),
        ACCEL_RE2_SCRIPT(InscriptionalPahlavi),
        ACCEL_RE2_SCRIPT(OldTurkic),
        ACCEL_RE2_SCRIPT(Kaithi),
        ACCEL_RE2_SCRIPT(Batak),
        ACCEL_RE2_SCRIPT(Brahmi),
        ACCEL_RE2_SCRIPT(Mandaic),
        ACCEL_RE2_SCRIPT(Chakma),
        ACCEL_RE2_SCRIPT(MeroiticCursive),
        ACCEL_RE2_SCRIPT(MeroiticHieroglyphs),
        ACCEL_RE2_SCRIPT(Miao),
        ACCEL_RE2_SCRIPT(Sharada),
        ACCEL_RE2_SCRIPT(SoraSompeng),
        ACCEL_RE2_SCRIPT(Takri),
        ACCEL_RE2_SCRIPT(CaucasianAlbanian),
        ACCEL_RE2_SCRIPT(BassaVah),
        ACCEL_RE2_SCRIPT(Duployan),
        ACCEL_RE2_SCRIPT(Elbasan),
        ACCEL_RE2_SCRIPT(Grantha),
        ACCEL_RE2_SCRIPT(PahawhHmong),
        ACCEL_RE2_SCRIPT(Khojki),
        ACCEL_RE2_SCRIPT(LinearA),
        ACCEL_RE2_SCRIPT(Mahajani),
        ACCEL_RE2_SCRIPT(Manichaean),
        ACCEL_RE2_SCRIPT(MendeKikakui),
        ACCEL_RE2_SCRIPT(Modi),
        ACCEL_RE2_SCRIPT(Mro),
        ACCEL_RE2_SCRIPT(OldNorthArabian),
        ACCEL_RE2_SCRIPT(Nabataean),
        ACCEL_RE2_SCRIPT(Palmyrene),
        ACCEL_RE2_SCRIPT(PauCinHau),
        ACCEL_RE2_SCRIPT(OldPermic),
        ACCEL_RE2_SCRIPT(PsalterPahlavi),
        ACCEL_RE2_SCRIPT(Siddham),
        ACCEL_RE2_SCRIPT(Khudawadi),
        ACCEL_RE2_SCRIPT(Tirhuta),
        ACCEL_RE2_SCRIPT(WarangCiti),
        ACCEL_RE2_SCRIPT(Ahom),
        ACCEL_RE2_SCRIPT(AnatolianHieroglyphs),
        ACCEL_RE2_SCRIPT(Hatran),
        ACCEL_RE2_SCRIPT(Multani),
        ACCEL_RE2_SCRIPT(OldHungarian),
        ACCEL_RE2_SCRIPT(SignWriting),
        ACCEL_RE2_SCRIPT(Adlam),
        ACCEL_RE2_SCRIPT(Bhaiksuki),
        ACCEL_RE2_SCRIPT(Marchen),
        ACCEL_RE2_SCRIPT(Newa),
        ACCEL_RE2_SCRIPT(Osage),
        ACCEL_RE2_SCRIPT(Tangut),
        ACCEL_RE2_SCRIPT(MasaramGondi),
        ACCEL_RE2_SCRIPT(Nushu),
        ACCEL_RE2_SCRIPT(Soyombo),
        ACCEL_RE2_SCRIPT(ZanabazarSquare),
        ACCEL_RE2_SCRIPT(Dogra),
        ACCEL_RE2_SCRIPT(GunjalaGondi),
        ACCEL_RE2_SCRIPT(HanifiRohingya),
        ACCEL_RE2_SCRIPT(Makasar),
        ACCEL_RE2_SCRIPT(Medefaidrin),
        ACCEL_RE2_SCRIPT(OldSogdian),
        ACCEL_RE2_SCRIPT(Sogdian),
        ACCEL_RE2_SCRIPT(Elymaic),
        ACCEL_RE2_SCRIPT(Nandinagari),
        ACCEL_RE2_SCRIPT(NyiakengPuachueHmong),
        ACCEL_RE2_SCRIPT(Wancho),
        ACCEL_RE2_SCRIPT(Chorasmian),
        ACCEL_RE2_SCRIPT(DivesAkuru),
        ACCEL_RE2_SCRIPT(KhitanSmallScript),
        ACCEL_RE2_SCRIPT(Yezidi),
    };
#undef ACCEL_RE2_SCRIPT
    for (const Entry &e : entries) {
        QString goName;
        for (const char *p = e.name; *p; ++p) {
            if (p != e.name && *p >= 'A' && *p <= 'Z' && qstrcmp(e.name, "SignWriting") != 0)
                goName += QLatin1Char('_');
            goName += QLatin1Char(*p);
        }
        if (goName == name)
            return int(e.script);
    }
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Syntax tree

enum class Kind : quint8
{
    Invalid,
    EmptyMatch,
    Literal,
    Class,
    AnyChar,
    AnyCharNotNL,
    Assert,
    Concat,
    Alternate,
    Repeat,
};

enum class Assertion : quint8
{
    None,
    BeginLine,
    EndLine,
    BeginText,
    EndText,
    WordBoundary,
    NoWordBoundary,
};

struct Ast
{
    Kind kind = Kind::Invalid;
    Assertion assertion = Assertion::None;
    bool fold = false;    ///< Literal under (?i)
    bool greedy = true;   ///< Repeat
    bool counted = false; ///< Repeat written `{n,m}`
    char32_t rune = 0;
    int classIndex = -1;
    int min = 0;
    int max = 0; ///< -1: no upper bound
    std::vector<int> subs;
};

struct Flags
{
    bool fold = false;
    bool multiLine = false;
    bool dotNL = false;
    bool nonGreedy = false;
};

bool isAlnum(char32_t c)
{
    return (c >= u'0' && c <= u'9') || (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z');
}

int unhex(char32_t c)
{
    if (c >= u'0' && c <= u'9')
        return int(c - u'0');
    if (c >= u'a' && c <= u'f')
        return int(c - u'a' + 10);
    if (c >= u'A' && c <= u'F')
        return int(c - u'A' + 10);
    return -1;
}

bool isOctal(char32_t c)
{
    return c >= u'0' && c <= u'7';
}

/// Go's parser, recursive descent instead of Go's operator stack; the same language, the same
/// first error.
class Parser
{
public:
    explicit Parser(const QString &pattern)
        : m_pattern(pattern)
    {}

    /// The root node; -1, with `error` and `errorExpr` set, when the pattern is refused.
    int parse()
    {
        if (!decode())
            return -1;
        const int root = parseAlternation();
        if (root < 0)
            return -1;
        if (m_pos < size()) // stopped at a ')' that closes nothing
            return fail(SyntaxError::UnexpectedParen, m_pattern);
        return root;
    }

    std::vector<Ast> nodes;
    std::vector<CharClass> classes;
    SyntaxError error = SyntaxError::None;
    QString errorExpr;

private:
    const QString &m_pattern;
    std::vector<char32_t> m_runes;
    std::vector<qsizetype> m_offsets; ///< UTF-16 offset of each rune, and the length
    qsizetype m_pos = 0;
    Flags m_flags;
    int m_depth = 0;

    qsizetype size() const { return qsizetype(m_runes.size()); }
    char32_t at(qsizetype k) const { return k < size() ? m_runes[size_t(k)] : NoRune; }

    QString excerpt(qsizetype from, qsizetype to) const
    {
        to = std::min(to, size());
        return m_pattern.mid(m_offsets[size_t(from)],
                             m_offsets[size_t(to)] - m_offsets[size_t(from)]);
    }

    int fail(SyntaxError e, const QString &expr)
    {
        if (error == SyntaxError::None) {
            error = e;
            errorExpr = expr;
        }
        return -1;
    }

    bool decode()
    {
        const qsizetype n = m_pattern.size();
        m_runes.reserve(size_t(n));
        m_offsets.reserve(size_t(n) + 1);
        for (qsizetype k = 0; k < n;) {
            const char16_t u = m_pattern[k].unicode();
            m_offsets.push_back(k);
            if (QChar::isHighSurrogate(u) && k + 1 < n &&
                QChar::isLowSurrogate(m_pattern[k + 1].unicode())) {
                m_runes.push_back(QChar::surrogateToUcs4(u, m_pattern[k + 1].unicode()));
                k += 2;
            } else if (QChar::isSurrogate(u)) {
                fail(SyntaxError::InvalidUtf8, m_pattern.mid(k));
                return false;
            } else {
                m_runes.push_back(u);
                ++k;
            }
        }
        m_offsets.push_back(n);
        return true;
    }

    int add(Ast a)
    {
        nodes.push_back(std::move(a));
        return int(nodes.size()) - 1;
    }

    int leaf(Kind kind, Assertion assertion = Assertion::None)
    {
        Ast a;
        a.kind = kind;
        a.assertion = assertion;
        return add(std::move(a));
    }

    int literal(char32_t c)
    {
        Ast a;
        a.kind = Kind::Literal;
        a.rune = c;
        a.fold = m_flags.fold && foldOrbits().orbit(c).second > 1;
        return add(std::move(a));
    }

    int classNode(CharClass cls)
    {
        cls.finish();
        classes.push_back(std::move(cls));
        Ast a;
        a.kind = Kind::Class;
        a.classIndex = int(classes.size()) - 1;
        return add(std::move(a));
    }

    int parseAlternation()
    {
        std::vector<int> branches;
        for (;;) {
            const int b = parseConcat();
            if (b < 0)
                return -1;
            branches.push_back(b);
            if (at(m_pos) != u'|')
                break;
            ++m_pos;
        }
        if (branches.size() == 1)
            return branches.front();
        Ast a;
        a.kind = Kind::Alternate;
        a.subs = std::move(branches);
        return add(std::move(a));
    }

    /// Go's parseRepeat: `{n}`, `{n,}` or `{n,m}` at m_pos; false (nothing consumed) when the
    /// brace is a literal. MIN -1 when a number is too large.
    bool parseRepeat(int &min, int &max)
    {
        qsizetype k = m_pos + 1;
        const auto number = [this, &k](int &n) {
            if (!(at(k) >= u'0' && at(k) <= u'9'))
                return false;
            if (at(k) == u'0' && at(k + 1) >= u'0' && at(k + 1) <= u'9')
                return false; // Go refuses leading zeros
            n = 0;
            for (; at(k) >= u'0' && at(k) <= u'9'; ++k) {
                if (n >= 100000000)
                    n = -1;
                else if (n >= 0)
                    n = n * 10 + int(at(k) - u'0');
            }
            return true;
        };
        if (!number(min))
            return false;
        if (at(k) != u',') {
            max = min;
        } else {
            ++k;
            if (at(k) == u'}') {
                max = -1;
            } else {
                if (!number(max))
                    return false;
                if (max < 0)
                    min = -1;
            }
        }
        if (at(k) != u'}')
            return false;
        m_pos = k + 1;
        return true;
    }

    /// Go's repeatIsValid: nested counted repetitions multiply, and may not pass N copies.
    bool repeatIsValid(int node, int n) const
    {
        const Ast &a = nodes[size_t(node)];
        if (a.kind == Kind::Repeat && a.counted) {
            int m = a.max;
            if (m == 0)
                return true;
            if (m < 0)
                m = a.min;
            if (m > n)
                return false;
            if (m > 0)
                n /= m;
        }
        for (int s : a.subs) {
            if (!repeatIsValid(s, n))
                return false;
        }
        return true;
    }

    int parseConcat()
    {
        std::vector<int> items;
        qsizetype lastRepeat = -1; // where the previous token began, when it was a repetition
        while (m_pos < size() && at(m_pos) != u'|' && at(m_pos) != u')') {
            const char32_t c = at(m_pos);
            const qsizetype start = m_pos;
            int min = 0;
            int max = 0;
            bool counted = false;
            bool repeat = true;
            if (c == u'*') {
                max = -1;
                ++m_pos;
            } else if (c == u'+') {
                min = 1;
                max = -1;
                ++m_pos;
            } else if (c == u'?') {
                max = 1;
                ++m_pos;
            } else if (c == u'{' && parseRepeat(min, max)) {
                counted = true;
                if (min < 0 || min > MaxRepeat || max > MaxRepeat || (max >= 0 && min > max))
                    return fail(SyntaxError::InvalidRepeatSize, excerpt(start, m_pos));
            } else {
                repeat = false;
            }
            if (repeat) {
                bool greedy = !m_flags.nonGreedy;
                if (at(m_pos) == u'?') {
                    ++m_pos;
                    greedy = !greedy;
                }
                // Perl refuses stacked repetitions (a** and the possessive a++).
                if (lastRepeat >= 0)
                    return fail(SyntaxError::InvalidRepeatOp, excerpt(lastRepeat, m_pos));
                if (items.empty())
                    return fail(SyntaxError::MissingRepeatArgument, excerpt(start, m_pos));
                Ast r;
                r.kind = Kind::Repeat;
                r.min = min;
                r.max = max;
                r.greedy = greedy;
                r.counted = counted;
                r.subs.push_back(items.back());
                items.back() = add(std::move(r));
                if (counted && (min >= 2 || max >= 2) && !repeatIsValid(items.back(), MaxRepeat))
                    return fail(SyntaxError::InvalidRepeatSize, excerpt(start, m_pos));
                lastRepeat = start;
                continue;
            }
            lastRepeat = -1;
            int node = -1;
            switch (c) {
            case u'(':
                node = parseGroup();
                if (node == -2) // flags only
                    continue;
                break;
            case u'[':
                node = parseClass();
                break;
            case u'^':
                ++m_pos;
                node = leaf(Kind::Assert,
                            m_flags.multiLine ? Assertion::BeginLine : Assertion::BeginText);
                break;
            case u'$':
                ++m_pos;
                node =
                    leaf(Kind::Assert, m_flags.multiLine ? Assertion::EndLine : Assertion::EndText);
                break;
            case u'.':
                ++m_pos;
                node = leaf(m_flags.dotNL ? Kind::AnyChar : Kind::AnyCharNotNL);
                break;
            case u'\\':
                if (!parseBackslash(items))
                    return -1;
                continue;
            default:
                ++m_pos;
                node = literal(c);
                break;
            }
            if (node < 0)
                return -1;
            items.push_back(node);
        }
        if (items.size() == 1)
            return items.front();
        Ast a;
        a.kind = items.empty() ? Kind::EmptyMatch : Kind::Concat;
        a.subs = std::move(items);
        return add(std::move(a));
    }

    /// `(` at m_pos: a group (its node), flags for the rest of the enclosing group (-2) or -1.
    int parseGroup()
    {
        const qsizetype start = m_pos;
        Flags inner = m_flags;
        if (at(start + 1) == u'?') {
            const bool startsWithP =
                size() - start > 4 && at(start + 2) == u'P' && at(start + 3) == u'<';
            const bool startsWithName = size() - start > 3 && at(start + 2) == u'<';
            if (startsWithP || startsWithName) {
                const qsizetype nameStart = start + (startsWithP ? 4 : 3);
                qsizetype end = start;
                while (end < size() && at(end) != u'>')
                    ++end;
                if (end >= size())
                    return fail(SyntaxError::InvalidNamedCapture, excerpt(start, size()));
                bool valid = end > nameStart;
                for (qsizetype k = nameStart; k < end; ++k)
                    valid = valid && (isAlnum(at(k)) || at(k) == u'_');
                if (!valid)
                    return fail(SyntaxError::InvalidNamedCapture, excerpt(start, end + 1));
                m_pos = end + 1;
            } else {
                qsizetype k = start + 2;
                bool negate = false;
                bool sawFlag = false;
                for (;;) {
                    if (k >= size())
                        return fail(SyntaxError::InvalidPerlOp, excerpt(start, k));
                    const char32_t c = at(k++);
                    if (c == u'i' || c == u'm' || c == u's' || c == u'U') {
                        bool &flag = c == u'i'   ? inner.fold
                                     : c == u'm' ? inner.multiLine
                                     : c == u's' ? inner.dotNL
                                                 : inner.nonGreedy;
                        flag = !negate;
                        sawFlag = true;
                    } else if (c == u'-' && !negate) {
                        negate = true;
                        sawFlag = false;
                    } else if ((c == u':' || c == u')') && (!negate || sawFlag)) {
                        m_pos = k;
                        if (c == u')') {
                            m_flags = inner;
                            return -2;
                        }
                        break;
                    } else {
                        return fail(SyntaxError::InvalidPerlOp, excerpt(start, k));
                    }
                }
            }
        } else {
            ++m_pos;
        }
        if (++m_depth > MaxNesting)
            return fail(SyntaxError::NestingDepth, m_pattern);
        const Flags outer = m_flags;
        m_flags = inner;
        const int sub = parseAlternation();
        if (sub < 0)
            return -1;
        if (at(m_pos) != u')')
            return fail(SyntaxError::MissingParen, m_pattern);
        ++m_pos;
        m_flags = outer;
        --m_depth;
        return sub;
    }

    /// Go's parseEscape at K (a backslash): the rune, K moved past the escape; NoRune on error.
    char32_t parseEscape(qsizetype &k)
    {
        const qsizetype start = k;
        ++k;
        if (k >= size()) {
            fail(SyntaxError::TrailingBackslash, QString());
            return NoRune;
        }
        const char32_t c = at(k++);
        const auto invalid = [this, start, &k]() {
            fail(SyntaxError::InvalidEscape, excerpt(start, k));
            return NoRune;
        };
        switch (c) {
        case u'1':
        case u'2':
        case u'3':
        case u'4':
        case u'5':
        case u'6':
        case u'7':
            // A single non-zero digit is a backreference, which RE2 does not support.
            if (!isOctal(at(k)))
                return invalid();
            [[fallthrough]];
        case u'0': {
            char32_t r = c - u'0';
            for (int i = 1; i < 3 && isOctal(at(k)); ++i)
                r = r * 8 + (at(k++) - u'0');
            return r;
        }
        case u'x': {
            if (k >= size())
                return invalid();
            const char32_t d = at(k++);
            if (d == u'{') {
                int digits = 0;
                char32_t r = 0;
                for (;;) {
                    if (k >= size())
                        return invalid();
                    const char32_t h = at(k++);
                    if (h == u'}')
                        break;
                    const int v = unhex(h);
                    if (v < 0)
                        return invalid();
                    r = r * 16 + char32_t(v);
                    if (r > MaxRune)
                        return invalid();
                    ++digits;
                }
                if (digits == 0)
                    return invalid();
                return r;
            }
            const int x = unhex(d);
            const int y = k < size() ? unhex(at(k++)) : -1;
            if (x < 0 || y < 0)
                return invalid();
            return char32_t(x * 16 + y);
        }
        case u'a':
            return 7;
        case u'f':
            return 12;
        case u'n':
            return 10;
        case u'r':
            return 13;
        case u't':
            return 9;
        case u'v':
            return 11;
        default:
            // Escaped punctuation is itself; \q, \Z, \k... are refused (PCRE accepts some).
            if (c < 0x80 && !isAlnum(c))
                return c;
            return invalid();
        }
    }

    /// Go's parseUnicodeClass at K (`\p` or `\P`): adds the property to CLS; false on error.
    bool parseUnicodeClass(qsizetype &k, CharClass &cls)
    {
        const qsizetype start = k;
        bool negated = at(k + 1) == u'P';
        qsizetype t = k + 2;
        QString name;
        QString seq;
        if (at(t) != u'{') {
            if (t < size())
                ++t;
            seq = excerpt(start, t);
            name = excerpt(start + 2, t);
        } else {
            qsizetype end = start;
            while (end < size() && at(end) != u'}')
                ++end;
            if (end >= size()) {
                fail(SyntaxError::InvalidCharRange, excerpt(start, size()));
                return false;
            }
            seq = excerpt(start, end + 1);
            name = excerpt(start + 3, end);
            t = end + 1;
        }
        if (name.startsWith(u'^')) {
            negated = !negated;
            name.remove(0, 1);
        }
        Property p;
        p.negated = negated;
        if (name == QLatin1String("Any")) {
            p.any = true;
        } else if (const auto bits = categoryByName(name)) {
            p.categories = *bits;
        } else if (const auto script = scriptByName(name)) {
            p.script = *script;
        } else {
            fail(SyntaxError::InvalidCharRange, seq);
            return false;
        }
        cls.properties.push_back(p);
        k = t;
        return true;
    }

    /// A Perl class escape (`\d`, `\W`...) at K into CLS; false (nothing consumed) if none.
    bool parsePerlClass(qsizetype &k, CharClass &cls)
    {
        if (at(k) != u'\\')
            return false;
        const char32_t letter = at(k + 1);
        const Ranges *group = perlGroup(letter);
        if (!group)
            return false;
        if (letter == u'D' || letter == u'S' || letter == u'W')
            cls.negGroups.push_back(*group);
        else
            cls.ranges.insert(cls.ranges.end(), group->begin(), group->end());
        k += 2;
        return true;
    }

    bool parseBackslash(std::vector<int> &items)
    {
        const qsizetype start = m_pos;
        switch (at(start + 1)) {
        case u'A':
            m_pos += 2;
            items.push_back(leaf(Kind::Assert, Assertion::BeginText));
            return true;
        case u'b':
            m_pos += 2;
            items.push_back(leaf(Kind::Assert, Assertion::WordBoundary));
            return true;
        case u'B':
            m_pos += 2;
            items.push_back(leaf(Kind::Assert, Assertion::NoWordBoundary));
            return true;
        case u'C': // any byte
            fail(SyntaxError::InvalidEscape, excerpt(start, start + 2));
            return false;
        case u'Q': { // literal text up to \E
            qsizetype k = start + 2;
            while (k < size() && !(at(k) == u'\\' && at(k + 1) == u'E'))
                items.push_back(literal(at(k++)));
            m_pos = k < size() ? k + 2 : k;
            return true;
        }
        case u'z':
            m_pos += 2;
            items.push_back(leaf(Kind::Assert, Assertion::EndText));
            return true;
        case u'p':
        case u'P': {
            CharClass cls;
            cls.fold = m_flags.fold;
            if (!parseUnicodeClass(m_pos, cls))
                return false;
            items.push_back(classNode(std::move(cls)));
            return true;
        }
        default:
            break;
        }
        CharClass cls;
        cls.fold = m_flags.fold;
        if (parsePerlClass(m_pos, cls)) {
            items.push_back(classNode(std::move(cls)));
            return true;
        }
        const char32_t c = parseEscape(m_pos);
        if (c == NoRune)
            return false;
        items.push_back(literal(c));
        return true;
    }

    /// Go's parseClassChar: a rune, escapes allowed; NoRune on error.
    char32_t parseClassChar(qsizetype &k, qsizetype classStart)
    {
        if (k >= size()) {
            fail(SyntaxError::MissingBracket, excerpt(classStart, size()));
            return NoRune;
        }
        if (at(k) == u'\\')
            return parseEscape(k);
        return at(k++);
    }

    int parseClass()
    {
        const qsizetype start = m_pos;
        qsizetype k = start + 1;
        CharClass cls;
        cls.fold = m_flags.fold;
        if (at(k) == u'^') {
            cls.negated = true;
            ++k;
        }
        bool first = true; // a ']' first in the class is a literal
        while (k >= size() || at(k) != u']' || first) {
            first = false;
            if (size() - k > 2 && at(k) == u'[' && at(k + 1) == u':') {
                qsizetype end = k + 2;
                while (end + 1 < size() && !(at(end) == u':' && at(end + 1) == u']'))
                    ++end;
                if (end + 1 < size()) {
                    QString name = excerpt(k + 2, end);
                    const QString whole = excerpt(k, end + 2);
                    bool negated = false;
                    if (name.startsWith(u'^')) {
                        negated = true;
                        name.remove(0, 1);
                    }
                    const Ranges *group = posixGroup(name);
                    if (!group)
                        return fail(SyntaxError::InvalidCharRange, whole);
                    if (negated)
                        cls.negGroups.push_back(*group);
                    else
                        cls.ranges.insert(cls.ranges.end(), group->begin(), group->end());
                    k = end + 2;
                    continue;
                }
            }
            if (at(k) == u'\\' && (at(k + 1) == u'p' || at(k + 1) == u'P')) {
                if (!parseUnicodeClass(k, cls))
                    return -1;
                continue;
            }
            if (parsePerlClass(k, cls))
                continue;
            const qsizetype rangeStart = k;
            const char32_t lo = parseClassChar(k, start);
            if (lo == NoRune)
                return -1;
            char32_t hi = lo;
            if (size() - k >= 2 && at(k) == u'-' && at(k + 1) != u']') {
                ++k;
                hi = parseClassChar(k, start);
                if (hi == NoRune)
                    return -1;
                if (hi < lo)
                    return fail(SyntaxError::InvalidCharRange, excerpt(rangeStart, k));
            }
            cls.ranges.push_back({lo, hi});
        }
        m_pos = k + 1;
        return classNode(std::move(cls));
    }
};

// ---------------------------------------------------------------------------------------------
// Program

enum class InstOp : quint8
{
    Fail,
    Match,
    Rune,
    RuneFold, ///< arg: the folded rune
    Class,    ///< arg: the class index
    AnyChar,
    AnyCharNotNL,
    Alt, ///< out first, then arg
    Nop,
    Assert,
};

struct Inst
{
    InstOp op = InstOp::Fail;
    Assertion assertion = Assertion::None;
    quint32 out = 0;
    quint32 arg = 0;
};

bool startsWithBeginText(const std::vector<Ast> &nodes, int n)
{
    const Ast &a = nodes[size_t(n)];
    switch (a.kind) {
    case Kind::Assert:
        return a.assertion == Assertion::BeginText;
    case Kind::Concat:
        return !a.subs.empty() && startsWithBeginText(nodes, a.subs.front());
    case Kind::Alternate:
        return std::all_of(a.subs.begin(), a.subs.end(),
                           [&nodes](int s) { return startsWithBeginText(nodes, s); });
    case Kind::Repeat:
        return a.min >= 1 && startsWithBeginText(nodes, a.subs.front());
    default:
        return false;
    }
}

} // namespace

struct Re2::Program
{
    QString pattern;
    std::vector<Inst> insts;
    std::vector<CharClass> classes;
    quint32 start = 0;
    bool anchoredStart = false; ///< every match begins at the start of the text
    /// The code points a match can begin with, when the start is no empty-width instruction:
    /// the search skips the others without running the automaton.
    bool firstSetKnown = false;
    std::bitset<128> firstAscii;
    bool firstNonAscii = false;
};

namespace {

/// A fragment under construction: its entry and its dangling exits (instruction << 1 | 1 for
/// `arg`, | 0 for `out`).
struct Frag
{
    quint32 start = 0;
    std::vector<quint32> holes;
    bool nullable = false;
};

class Compiler
{
public:
    Compiler(const std::vector<Ast> &nodes, std::vector<Inst> &insts)
        : m_nodes(nodes)
        , m_insts(insts)
    {}

    /// An estimate of the program size (saturating): checked before compiling.
    qint64 size(int n) const
    {
        const Ast &a = m_nodes[size_t(n)];
        constexpr qint64 Cap = qint64(MaxInstructions) * 4;
        switch (a.kind) {
        case Kind::Concat:
        case Kind::Alternate: {
            qint64 total = a.kind == Kind::Alternate ? qint64(a.subs.size()) - 1 : 0;
            for (int s : a.subs)
                total = std::min(Cap, total + size(s));
            return std::max<qint64>(total, 1);
        }
        case Kind::Repeat: {
            // At most MAX copies, an Alt per optional copy, two more for a star or plus.
            const qint64 sub = size(a.subs.front());
            if (a.max < 0)
                return std::min(Cap, std::max(a.min, 1) * sub + 2);
            return std::min(Cap, a.max * sub + (a.max - a.min) + 1);
        }
        default:
            return 1;
        }
    }

    Frag compile(int n)
    {
        const Ast &a = m_nodes[size_t(n)];
        switch (a.kind) {
        case Kind::Invalid:
        case Kind::EmptyMatch:
            return nop();
        case Kind::Literal:
            if (a.fold)
                return single(InstOp::RuneFold, foldRune(a.rune));
            return single(InstOp::Rune, a.rune);
        case Kind::Class:
            return single(InstOp::Class, quint32(a.classIndex));
        case Kind::AnyChar:
            return single(InstOp::AnyChar, 0);
        case Kind::AnyCharNotNL:
            return single(InstOp::AnyCharNotNL, 0);
        case Kind::Assert: {
            Frag f = single(InstOp::Assert, 0);
            m_insts[f.start].assertion = a.assertion;
            f.nullable = true;
            return f;
        }
        case Kind::Concat: {
            Frag f = compile(a.subs.front());
            for (size_t k = 1; k < a.subs.size(); ++k)
                f = concat(std::move(f), compile(a.subs[k]));
            return f;
        }
        case Kind::Alternate: {
            std::vector<Frag> branches;
            branches.reserve(a.subs.size());
            for (int s : a.subs)
                branches.push_back(compile(s));
            // Alt(b0, Alt(b1, ... Alt(bn-2, bn-1))): earlier branches take priority.
            Frag f;
            f.start = branches.back().start;
            f.nullable = branches.back().nullable;
            for (size_t k = branches.size() - 1; k-- > 0;) {
                const quint32 i = push(InstOp::Alt);
                m_insts[i].out = branches[k].start;
                m_insts[i].arg = f.start;
                f.start = i;
                f.nullable = f.nullable || branches[k].nullable;
            }
            for (Frag &b : branches)
                f.holes.insert(f.holes.end(), b.holes.begin(), b.holes.end());
            return f;
        }
        case Kind::Repeat:
            return repeat(a);
        }
        return nop();
    }

    void patch(const std::vector<quint32> &holes, quint32 target)
    {
        for (quint32 h : holes) {
            Inst &i = m_insts[h >> 1];
            if (h & 1)
                i.arg = target;
            else
                i.out = target;
        }
    }

    quint32 push(InstOp op)
    {
        Inst i;
        i.op = op;
        m_insts.push_back(i);
        return quint32(m_insts.size() - 1);
    }

private:
    const std::vector<Ast> &m_nodes;
    std::vector<Inst> &m_insts;

    Frag single(InstOp op, quint32 arg)
    {
        Frag f;
        f.start = push(op);
        m_insts[f.start].arg = arg;
        f.holes.push_back(f.start << 1);
        return f;
    }

    Frag nop()
    {
        Frag f = single(InstOp::Nop, 0);
        f.nullable = true;
        return f;
    }

    Frag concat(Frag a, Frag b)
    {
        patch(a.holes, b.start);
        b.start = a.start;
        b.nullable = a.nullable && b.nullable;
        return b;
    }

    /// An Alt whose preferred exit (greedy: into F) is F and whose other exit dangles.
    quint32 alt(quint32 into, bool greedy, std::vector<quint32> &holes)
    {
        const quint32 i = push(InstOp::Alt);
        if (greedy) {
            m_insts[i].out = into;
            holes.push_back(i << 1 | 1);
        } else {
            m_insts[i].arg = into;
            holes.push_back(i << 1);
        }
        return i;
    }

    Frag quest(Frag f, bool greedy)
    {
        Frag q;
        q.start = alt(f.start, greedy, q.holes);
        q.holes.insert(q.holes.end(), f.holes.begin(), f.holes.end());
        q.nullable = true;
        return q;
    }

    Frag plus(Frag f, bool greedy)
    {
        Frag p;
        const quint32 i = alt(f.start, greedy, p.holes);
        patch(f.holes, i);
        p.start = f.start;
        p.nullable = f.nullable;
        return p;
    }

    Frag star(Frag f, bool greedy)
    {
        // Go compiles x* over an x that can match empty as (x+)?, for Perl's priorities.
        if (f.nullable)
            return quest(plus(std::move(f), greedy), greedy);
        Frag s;
        s.start = alt(f.start, greedy, s.holes);
        patch(f.holes, s.start);
        s.nullable = true;
        return s;
    }

    /// Go's simplify of counted repetitions: x{n,} is n-1 copies of x then x+, x{n,m} is n
    /// copies then (x(x(x)?)?)? for the optional ones.
    Frag repeat(const Ast &a)
    {
        const int sub = a.subs.front();
        if (!a.counted || (a.min <= 1 && a.max < 0) || (a.min == 0 && a.max == 1)) {
            if (a.max == 1)
                return quest(compile(sub), a.greedy);
            if (a.min == 0)
                return star(compile(sub), a.greedy);
            return plus(compile(sub), a.greedy);
        }
        if (a.max == 0)
            return nop();
        if (a.min == 1 && a.max == 1)
            return compile(sub);
        std::optional<Frag> prefix;
        const int copies = a.max < 0 ? a.min - 1 : a.min;
        for (int k = 0; k < copies; ++k) {
            Frag c = compile(sub);
            prefix = prefix ? concat(std::move(*prefix), std::move(c)) : std::move(c);
        }
        std::optional<Frag> suffix;
        if (a.max < 0) {
            suffix = plus(compile(sub), a.greedy);
        } else if (a.max > a.min) {
            suffix = quest(compile(sub), a.greedy);
            for (int k = a.min + 1; k < a.max; ++k)
                suffix = quest(concat(compile(sub), std::move(*suffix)), a.greedy);
        }
        if (!prefix)
            return std::move(*suffix);
        if (!suffix)
            return std::move(*prefix);
        return concat(std::move(*prefix), std::move(*suffix));
    }
};

/// The first code points of a match (Program::firstSetKnown), from the closure of the start.
void computeFirstSet(Re2::Program &p)
{
    std::vector<quint32> stack{p.start};
    std::vector<bool> seen(p.insts.size(), false);
    const FoldOrbits &orbits = foldOrbits();
    while (!stack.empty()) {
        const quint32 pc = stack.back();
        stack.pop_back();
        if (seen[pc])
            continue;
        seen[pc] = true;
        const Inst &i = p.insts[pc];
        switch (i.op) {
        case InstOp::Fail:
            break;
        case InstOp::Match:
        case InstOp::Assert:
        case InstOp::AnyChar:
        case InstOp::AnyCharNotNL:
            return; // no skipping
        case InstOp::Nop:
            stack.push_back(i.out);
            break;
        case InstOp::Alt:
            stack.push_back(i.out);
            stack.push_back(i.arg);
            break;
        case InstOp::Rune:
            if (i.arg < 128)
                p.firstAscii[i.arg] = true;
            else
                p.firstNonAscii = true;
            break;
        case InstOp::RuneFold: {
            const char32_t r = i.arg;
            const auto [orbit, size] = orbits.orbit(r);
            for (quint32 k = 0; k < size; ++k) {
                if (orbit[k] < 128)
                    p.firstAscii[orbit[k]] = true;
                else
                    p.firstNonAscii = true;
            }
            break;
        }
        case InstOp::Class:
            p.firstAscii |= p.classes[i.arg].ascii;
            p.firstNonAscii = true;
            break;
        }
    }
    p.firstSetKnown = true;
}

// ---------------------------------------------------------------------------------------------
// Matching

inline bool isWordChar(char32_t c)
{
    return c < 128 && (isAlnum(c) || c == u'_');
}

/// The code point at POS and its width in UTF-16 units (0 at the end); a lone surrogate reads
/// as U+FFFD, as Go reads invalid UTF-8.
inline char32_t runeAt(QStringView text, qsizetype pos, int &width)
{
    if (pos >= text.size()) {
        width = 0;
        return NoRune;
    }
    const char16_t u = text[pos].unicode();
    if (!QChar::isSurrogate(u)) {
        width = 1;
        return u;
    }
    if (QChar::isHighSurrogate(u) && pos + 1 < text.size() &&
        QChar::isLowSurrogate(text[pos + 1].unicode())) {
        width = 2;
        return QChar::surrogateToUcs4(u, text[pos + 1].unicode());
    }
    width = 1;
    return 0xFFFD;
}

inline char32_t runeBefore(QStringView text, qsizetype pos)
{
    if (pos <= 0)
        return NoRune;
    const char16_t u = text[pos - 1].unicode();
    if (!QChar::isSurrogate(u))
        return u;
    if (QChar::isLowSurrogate(u) && pos >= 2 && QChar::isHighSurrogate(text[pos - 2].unicode()))
        return QChar::surrogateToUcs4(text[pos - 2].unicode(), u);
    return 0xFFFD;
}

/// A Pike VM over one program: the thread lists are allocated once and reused by successive
/// searches (findAll).
class Machine
{
public:
    enum class Outcome
    {
        Invalid,
        Found,
        NotFound,
        OutOfSteps,
    };

    Machine(const Re2::Program &program, Re2::Budget &budget)
        : m_p(program)
        , m_budget(budget)
        , m_lists{Queue(qsizetype(program.insts.size())), Queue(qsizetype(program.insts.size()))}
        , m_stack(2 * qsizetype(program.insts.size()) + 1) // an Alt pushes two, each at most once
    {}

    Outcome run(QStringView text, qsizetype from, bool wantSpan, Re2::Span &span)
    {
        Queue *run = &m_lists[0];
        Queue *next = &m_lists[1];
        run->clear();
        next->clear();
        bool matched = false;
        qsizetype pos = from;
        int width = 0;
        char32_t prev = runeBefore(text, pos);
        char32_t c = runeAt(text, pos, width);
        qint64 steps = 0;
        for (;;) {
            if (run->size == 0) {
                if (matched || (m_p.anchoredStart && pos != 0))
                    break;
                if (m_p.firstSetKnown) {
                    // Nothing is running: skip to a code point a match can begin with.
                    while (width > 0 && (c < 128 ? !m_p.firstAscii[c] : !m_p.firstNonAscii)) {
                        pos += width;
                        prev = c;
                        c = runeAt(text, pos, width);
                        ++steps;
                    }
                    if (width == 0)
                        break;
                }
            }
            if (!matched && (!m_p.anchoredStart || pos == 0))
                steps += add(*run, m_p.start, pos, prev, c);
            const qsizetype nextPos = pos + width;
            int nextWidth = 0;
            const char32_t c1 = width > 0 ? runeAt(text, nextPos, nextWidth) : NoRune;
            for (qsizetype k = 0; k < run->size; ++k) {
                const Thread &t = run->dense[size_t(k)];
                const Inst &i = m_p.insts[t.pc];
                bool advance = false;
                switch (i.op) {
                case InstOp::Match:
                    matched = true;
                    span = Re2::Span{t.start, pos};
                    if (!wantSpan) {
                        m_budget.usedSteps += steps + k;
                        return Outcome::Found;
                    }
                    // Leftmost-first: the threads after this one have lower priority.
                    k = run->size;
                    continue;
                case InstOp::Rune:
                    advance = c == i.arg;
                    break;
                case InstOp::RuneFold:
                    advance = width > 0 && foldRune(c) == i.arg;
                    break;
                case InstOp::Class:
                    advance = width > 0 && m_p.classes[i.arg].contains(c);
                    break;
                case InstOp::AnyChar:
                    advance = width > 0;
                    break;
                case InstOp::AnyCharNotNL:
                    advance = width > 0 && c != u'\n';
                    break;
                default:
                    continue;
                }
                ++steps;
                if (advance)
                    steps += add(*next, i.out, t.start, c, c1);
            }
            run->clear();
            if (width == 0)
                break;
            pos = nextPos;
            prev = c;
            c = c1;
            width = nextWidth;
            std::swap(run, next);
            if (steps > m_budget.limitSteps - m_budget.usedSteps) {
                m_budget.usedSteps += steps;
                return Outcome::OutOfSteps;
            }
        }
        m_budget.usedSteps += steps;
        return matched ? Outcome::Found : Outcome::NotFound;
    }

private:
    struct Thread
    {
        quint32 pc = 0;
        qsizetype start = 0;
    };

    /// A sparse set of program counters, in insertion (priority) order.
    struct Queue
    {
        explicit Queue(qsizetype n)
            : sparse(n)
            , dense(n)
        {
            std::fill(sparse.begin(), sparse.end(), 0);
        }

        bool contains(quint32 pc) const
        {
            const quint32 k = sparse[pc];
            return k < size && dense[k].pc == pc;
        }

        void insert(quint32 pc, qsizetype start)
        {
            sparse[pc] = quint32(size);
            dense[size] = Thread{pc, start};
            ++size;
        }

        void clear() { size = 0; }

        // Small programs (most) keep their lists on the stack.
        QVarLengthArray<quint32, 64> sparse;
        QVarLengthArray<Thread, 64> dense;
        qsizetype size = 0;
    };

    const Re2::Program &m_p;
    Re2::Budget &m_budget;
    std::array<Queue, 2> m_lists;
    QVarLengthArray<quint32, 2 * 64 + 1> m_stack;

    static bool holds(Assertion a, char32_t before, char32_t after)
    {
        switch (a) {
        case Assertion::None:
            return true;
        case Assertion::BeginLine:
            return before == NoRune || before == u'\n';
        case Assertion::EndLine:
            return after == NoRune || after == u'\n';
        case Assertion::BeginText:
            return before == NoRune;
        case Assertion::EndText:
            return after == NoRune;
        case Assertion::WordBoundary:
            return isWordChar(before) != isWordChar(after);
        case Assertion::NoWordBoundary:
            return isWordChar(before) == isWordChar(after);
        }
        return false;
    }

    /// Adds the thread at PC and everything it reaches without consuming text, in priority
    /// order, between the code points BEFORE and AFTER; returns the instructions visited.
    inline qint64 add(Queue &q, quint32 pc, qsizetype start, char32_t before, char32_t after)
    {
        switch (m_p.insts[pc].op) {
        case InstOp::Nop:
        case InstOp::Alt:
        case InstOp::Assert:
            return addClosure(q, pc, start, before, after);
        default: // a thread on its own, the common case
            if (q.contains(pc))
                return 0;
            q.insert(pc, start);
            return 1;
        }
    }

    qint64 addClosure(Queue &q, quint32 pc0, qsizetype start, char32_t before, char32_t after)
    {
        qint64 visited = 0;
        quint32 *stack = m_stack.data();
        qsizetype top = 0;
        stack[top++] = pc0;
        while (top > 0) {
            const quint32 pc = stack[--top];
            if (q.contains(pc))
                continue;
            q.insert(pc, start);
            ++visited;
            const Inst &i = m_p.insts[pc];
            switch (i.op) {
            case InstOp::Nop:
                stack[top++] = i.out;
                break;
            case InstOp::Alt:
                stack[top++] = i.arg;
                stack[top++] = i.out;
                break;
            case InstOp::Assert:
                if (holds(i.assertion, before, after))
                    stack[top++] = i.out;
                break;
            default:
                break;
            }
        }
        return visited;
    }
};

} // namespace

Re2::Re2(std::shared_ptr<const Program> program)
    : m_program(std::move(program))
{}

Result<Re2> Re2::compile(const QString &pattern)
{
    Parser parser(pattern);
    const int root = parser.parse();
    const auto refuse = [](SyntaxError e, const QString &expr) {
        return fail(Code::REGEX_SYNTAX,
                    //: Go's regexp error: %1 what is wrong, %2 the part of the pattern (verbatim)
                    Tr::tr("error parsing regexp: %1: `%2`").arg(syntaxErrorText(e), expr));
    };
    if (root < 0)
        return refuse(parser.error, parser.errorExpr);
    auto program = std::make_shared<Program>();
    program->pattern = pattern;
    Compiler compiler(parser.nodes, program->insts);
    if (compiler.size(root) > MaxInstructions)
        return refuse(SyntaxError::Large, pattern);
    program->insts.reserve(size_t(compiler.size(root)) + 1);
    const Frag f = compiler.compile(root);
    const quint32 match = compiler.push(InstOp::Match);
    compiler.patch(f.holes, match);
    program->start = f.start;
    program->classes = std::move(parser.classes);
    program->anchoredStart = startsWithBeginText(parser.nodes, root);
    computeFirstSet(*program);
    return Re2(std::move(program));
}

const QString &Re2::pattern() const
{
    return m_program->pattern;
}

qsizetype Re2::programSize() const
{
    return qsizetype(m_program->insts.size());
}

std::optional<bool> Re2::matches(QStringView text, Budget &budget) const
{
    Machine m(*m_program, budget);
    Span span;
    switch (m.run(text, 0, false, span)) {
    case Machine::Outcome::Found:
        return true;
    case Machine::Outcome::NotFound:
        return false;
    default:
        return std::nullopt;
    }
}

std::optional<Re2::Span> Re2::find(QStringView text, Budget &budget, qsizetype from) const
{
    Machine m(*m_program, budget);
    Span span;
    switch (m.run(text, from, true, span)) {
    case Machine::Outcome::Found:
        return span;
    case Machine::Outcome::NotFound:
        return Span{};
    default:
        return std::nullopt;
    }
}

std::optional<QList<Re2::Span>> Re2::findAll(QStringView text, qint64 limit, Budget &budget) const
{
    QList<Span> found;
    if (limit == 0)
        return found;
    Machine m(*m_program, budget);
    qsizetype prevMatchEnd = -1;
    for (qsizetype pos = 0; (limit < 0 || found.size() < limit) && pos <= text.size();) {
        Span span;
        const Machine::Outcome outcome = m.run(text, pos, true, span);
        if (outcome == Machine::Outcome::OutOfSteps)
            return std::nullopt;
        if (outcome != Machine::Outcome::Found)
            break;
        bool accept = true;
        if (span.end == pos) {
            // An empty match: never right after the previous match; the next search starts a
            // code point later.
            if (span.begin == prevMatchEnd)
                accept = false;
            int width = 0;
            runeAt(text, pos, width);
            pos += width > 0 ? width : 1;
        } else {
            pos = span.end;
        }
        prevMatchEnd = span.end;
        if (accept)
            found.append(span);
    }
    return found;
}

} // namespace Accel::Cel
