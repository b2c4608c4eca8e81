// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// CEL's regular expressions (issue 19, hostile input; issue 39, on RE2): RE2
// (core/regularexpression.h) with Go regexp's syntax and semantics, behind matches(), find() and
// findAll(). Rows: matches and non-matches, leftmost-first (not leftmost-longest) matches, lazy
// quantifiers, case folding, multi-line mode, code points (not UTF-16 units), Go's FindAll rules
// for empty matches, the syntax RE2 refuses with Go's messages (where RE2's wording differs from
// Go's, the row checks the code and that the message names the pattern), and the patterns that
// are exponential for a backtracking engine, which must answer (false) within the cost budget.
// Timing is in tests/bench/bench_cel.cpp, not here.
#include "basecodes.h"
#include "cel/celcodes.h"
#include "cel/program.h"
#include "celrows.h"
#include "regularexpression.h"
#include "resourcelimits.h"

#include <QScopeGuard>
#include <QTest>

#include <vector>

using namespace Accel;
using namespace Accel::Cel;

namespace {

/// One search: PATTERN in TEXT finds MATCH (nullptr: no match).
struct SearchRow
{
    const char *tag;
    const char *pattern;
    const char *text;
    const char *match;
};

const SearchRow searchRows[] = {
    // Literals, classes, anchors.
    {"literal", "iHD", "Intel iHD driver", "iHD"},
    {"literal absent", "xyz", "Intel iHD driver", nullptr},
    {"unanchored", "b", "abc", "b"},
    {"begin anchor", "^b", "abc", nullptr},
    {"end anchor", "c$", "abc", "c"},
    {"dot", "a.c", "xabcx", "abc"},
    {"dot and newline", "a.c", "a\nc", nullptr},
    {"dot with s flag", "(?s)a.c", "a\nc", "a\nc"},
    {"empty pattern", "", "abc", ""},
    {"empty text", "a*", "", ""},
    {"class range", "[a-c]+", "xxbcaz", "bca"},
    {"negated class", "[^a-c]+", "abcxyzabc", "xyz"},
    {"negated class holds newline", "[^a]", "\n", "\n"},
    {"bracket first in class", "[]a]+", "x]a]", "]a]"},
    {"dash last in class", "[a-]+", "x-a-", "-a-"},
    {"escapes in class", "[\\]\\-\\\\]+", "a]-\\b", "]-\\"},
    {"perl digit", "\\d+", "abc 123", "123"},
    {"perl digit is ASCII", "\\d+", "\u0663\u0664 42", "42"},
    {"perl word", "\\w+", "  foo_1 bar", "foo_1"},
    {"perl word is ASCII", "\\w+", "h\u00e9llo", "h"},
    {"perl space", "a\\sb", "a\tb", "a\tb"},
    {"perl negated", "\\D+", "12ab34", "ab"},
    {"perl class in brackets", "[\\d\\s]+", "ab1 2cd", "1 2"},
    {"negated perl class in brackets", "[^\\D]+", "ab12cd", "12"},
    {"posix alpha", "[[:alpha:]]+", "123abc456", "abc"},
    {"posix negated", "[[:^digit:]]+", "12ab34", "ab"},
    {"posix xdigit", "[[:xdigit:]]+", "xyzBEEF12g", "BEEF12"},
    {"posix outside brackets is a class", "[:alpha:]+", "xalpha", "alpha"},
    {"word boundary", "\\bfoo\\b", "a foo b", "foo"},
    {"word boundary absent", "\\bfoo\\b", "afoob", nullptr},
    {"not word boundary", "\\Bfoo", "afoo", "foo"},
    {"begin text", "\\Aab", "ab", "ab"},
    {"end text", "ab\\z", "xab", "ab"},
    // Go's $ without (?m) is \z: no match before a final newline (PCRE's $ matches there).
    {"dollar is end of text", "a$", "a\n", nullptr},
    {"multi-line begin", "(?m)^b", "a\nb", "b"},
    {"multi-line end", "(?m)a$", "a\nb", "a"},
    {"multi-line off by default", "^b", "a\nb", nullptr},
    {"flags end with the group", "(?:(?m)^b)|^c", "a\nc", nullptr},
    // Escapes.
    {"octal escape", "\\12", "\n", "\n"},
    {"octal three digits", "\\101", "xA", "A"},
    {"nul escape", "a\\0", "a", nullptr},
    {"hex escape", "\\x41", "xA", "A"},
    {"hex braces", "\\x{1F600}", "a\U0001F600", "\U0001F600"},
    {"escaped punctuation", "a\\+\\.", "a+.", "a+."},
    {"escaped underscore", "\\_", "a_", "_"},
    {"quoted literal", "\\Qa.*\\E+", "a.**", "a.**"},
    {"quoted to the end", "\\Q(a", "x(a", "(a"},
    {"literal brace", "a{,2}", "a{,2}", "a{,2}"},
    {"brace after literal", "a}+", "a}}", "a}}"},
    // Repetition.
    {"star greedy", "a*", "aaa", "aaa"},
    {"plus", "a+", "baaa", "aaa"},
    {"question", "ab?c", "ac", "ac"},
    {"counted exact", "a{2}", "aaa", "aa"},
    {"counted at least", "a{2,}", "aaaa", "aaaa"},
    {"counted range", "a{2,3}", "aaaa", "aaa"},
    {"counted zero", "ba{0}c", "bc", "bc"},
    {"counted thousand", "a{1000}", "aaa", nullptr},
    {"nested counted within limit", "(a{2}){500}", "aaaa", nullptr},
    {"star of possibly empty", "(|a)*", "aa", ""},
    {"plus of possibly empty", "(|a)+", "aa", ""},
    {"star of star", "(a*)*", "aa", "aa"},
    {"empty-width repeated", "^*a", "a", "a"},
    // Lazy quantifiers and (?U).
    {"lazy star", "a*?", "aaa", ""},
    {"lazy plus", "a+?", "aaa", "a"},
    {"lazy question", "ab??", "ab", "a"},
    {"lazy counted", "a{2,3}?", "aaaa", "aa"},
    {"greedy tag", "<.+>", "<a><b>", "<a><b>"},
    {"lazy tag", "<.+?>", "<a><b>", "<a>"},
    {"lazy then anchor", "^a+?$", "aa", "aa"},
    {"ungreedy flag", "(?U)a+", "aaa", "a"},
    {"ungreedy flag inverts lazy", "(?U)a+?", "aaa", "aaa"},
    // Leftmost-first: the first alternative that matches wins, not the longest.
    {"leftmost-first a|ab", "a|ab", "ab", "a"},
    {"leftmost-first ab|a", "ab|a", "ab", "ab"},
    {"leftmost wins over longer later", "b+|a", "xab", "a"},
    {"alternation in group", "(a|ab)(c|bcd)", "abcd", "abcd"},
    {"alternation priority with star", "(a|ab)*c", "abac", "abac"},
    {"empty alternative first", "(|a)b", "ab", "ab"},
    {"empty alternative", "a|", "b", ""},
    // Groups.
    {"capture group", "(ab)+", "xababy", "abab"},
    {"non-capturing group", "(?:ab)+", "abab", "abab"},
    {"named group P", "(?P<x>a)b", "ab", "ab"},
    {"named group", "(?<x>a)b", "ab", "ab"},
    // Case folding: Unicode's simple folding, classes and Perl classes included.
    {"fold literal", "(?i)hello", "HeLLo", "HeLLo"},
    {"fold scoped", "(?i:a)b", "Ab", "Ab"},
    {"fold scoped ends", "(?i:a)b", "AB", nullptr},
    {"fold off again", "(?i)a(?-i)b", "AB", nullptr},
    {"fold class", "(?i)[a-c]+", "xABCd", "ABC"},
    {"fold negated class", "(?i)[^k]", "K", nullptr},
    {"fold kelvin sign", "(?i)k", "\u212a", "\u212a"},
    {"fold long s", "(?i)S", "\u017f", "\u017f"},
    {"fold greek", "(?i)\u03c3+", "\u03a3\u03c2\u03c3", "\u03a3\u03c2\u03c3"},
    {"fold perl word", "(?i)\\w", "\u212a", "\u212a"},
    {"fold unicode class", "(?i)\\p{Lu}", "a", "a"},
    {"no fold by default", "k", "K", nullptr},
    // Code points, not UTF-16 units.
    {"dot is one code point", "^.$", "\u00e9", "\u00e9"},
    {"decomposed is two", "^.$", "e\u0301", nullptr},
    {"two han characters", "^..$", "\u65e5\u672c", "\u65e5\u672c"},
    {"dot over a surrogate pair", "^.$", "\U0001F600", "\U0001F600"},
    {"class over a surrogate pair", "[\U0001F600-\U0001F64F]", "a\U0001F601b", "\U0001F601"},
    {"negated class over a pair", "^[^a]$", "\U0001F600", "\U0001F600"},
    {"unicode letter", "\\pL+", "12\u00e9t\u00e9!", "\u00e9t\u00e9"},
    {"unicode letter braces", "\\p{L}+", "--\u65e5\u672c--", "\u65e5\u672c"},
    {"unicode upper", "\\p{Lu}+", "abCDe", "CD"},
    {"unicode lower", "\\p{Ll}+", "ABcdE", "cd"},
    {"unicode number", "\\p{N}+", "x\u0663\u0664y", "\u0663\u0664"},
    {"unicode negated", "\\PL+", "ab12cd", "12"},
    {"unicode caret negated", "\\p{^L}+", "ab12cd", "12"},
    {"unicode script", "\\p{Greek}+", "abc \u03b1\u03b2\u03b3", "\u03b1\u03b2\u03b3"},
    {"unicode script han", "\\p{Han}+", "\u65e5\u672c\u8a9eabc", "\u65e5\u672c\u8a9e"},
    {"unicode script with underscore", "\\p{Canadian_Aboriginal}", "x\u1401", "\u1401"},
    {"unicode in class", "[\\p{Greek}\\d]+", "x\u03b11\u03b2", "\u03b11\u03b2"},
    {"unicode any", "\\p{Any}", "\n", "\n"},
    // Exponential for backtracking, linear here.
    {"nested plus", "(a+)+$", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!", nullptr},
    {"alternation overlap", "(a|aa)+$", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab", nullptr},
    {"nested star", "(x*)*y", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxz", nullptr},
    {"nested plus matching", "(a+)+b", "aaaaab", "aaaaab"},
};

/// One findAll: PATTERN in TEXT, at most LIMIT matches (all when negative), gives MATCHES.
struct FindAllRow
{
    const char *tag;
    const char *pattern;
    const char *text;
    qint64 limit;
    std::vector<const char *> matches;
};

const FindAllRow findAllRows[] = {
    {"digits", "[0-9]+", "123 abc 456", -1, {"123", "456"}},
    {"limited", "[0-9]", "1 2 3", 2, {"1", "2"}},
    {"zero", "[0-9]", "1 2 3", 0, {}},
    {"none", "[0-9]", "abc", -1, {}},
    {"adjacent", "ab", "ababab", -1, {"ab", "ab", "ab"}},
    // Go: an empty match right after a match is skipped, the search moves one code point.
    {"empty and star", "a*", "baaa", -1, {"", "aaa"}},
    {"empty everywhere", "x*", "abc", -1, {"", "", "", ""}},
    {"empty pattern", "", "ab", -1, {"", "", ""}},
    {"empty between matches", "a*", "abaa", -1, {"a", "aa"}},
    {"code points", ".", "a\U0001F600b", -1, {"a", "\U0001F600", "b"}},
    {"empty over a pair", "", "\U0001F600", -1, {"", ""}},
    {"begin anchor once", "^a", "aaa", -1, {"a"}},
    {"multi-line anchors", "(?m)^\\w+", "one\ntwo\nthree", -1, {"one", "two", "three"}},
    {"word boundaries", "\\b\\w", "ab cd", -1, {"a", "c"}},
    {"leftmost-first", "a|ab", "abab", -1, {"a", "a"}},
    {"lazy", "a+?", "aaa", -1, {"a", "a", "a"}},
    // Go's regexp/find_test.go table (the overall matches of FindAllStringSubmatchIndex).
    {"go empty", "", "", -1, {""}},
    {"go anchored literal", "^abcdefg", "abcdefg", -1, {"abcdefg"}},
    {"go plus", "a+", "baaab", -1, {"aaa"}},
    {"go dots", "abcd..", "abcdef", -1, {"abcdef"}},
    {"go no match", "x", "y", -1, {}},
    {"go caret", "^", "abcde", -1, {""}},
    {"go dollar", "$", "abcde", -1, {""}},
    {"go anchored quote", "^bcd'", "abcdef", -1, {}},
    {"go anchored whole", "^abcd$", "abcde", -1, {}},
    {"go star", "a*", "baaab", -1, {"", "aaa", ""}},
    {"go class escapes", "[a\\-\\]z]+", "az]-bcz", -1, {"az]-", "z"}},
    {"go not newline", "[^\\n]+", "abcd\n", -1, {"abcd"}},
    {"go han class", "[日本語]+", "日本語日本語", -1, {"日本語日本語"}},
    {"go han plus", "日本語+", "日本語語語語", -1, {"日本語語語語"}},
    {"go dot pair", "(.)(.)", "日a", -1, {"日a"}},
    {"go alternation star", "((a|b|c)*(d))", "abcd", -1, {"abcd"}},
    {"go c escapes", "\\a\\f\\n\\r\\t\\v", "\a\f\n\r\t\v", -1, {"\a\f\n\r\t\v"}},
    {"go c escapes in class", "[\\a\\f\\n\\r\\t\\v]+", "\a\f\n\r\t\v", -1, {"\a\f\n\r\t\v"}},
    {"go empty alternative", "a*(|(b))c*", "aacc", -1, {"aacc"}},
    {"go star star", "(.*).*", "ab", -1, {"ab"}},
    {"go dot in class", "[.]", ".", -1, {"."}},
    {"go slash dollar", "/$", "/abc/", -1, {"/"}},
    {"go slash dollar absent", "/$", "/abc", -1, {}},
    {"go each dot", ".", "abc", -1, {"a", "b", "c"}},
    {"go pairs", ".(.)", "abcd", -1, {"ab", "cd"}},
    {"go ab star", "ab*", "abbaab", -1, {"abb", "a", "ab"}},
    {"go end", "ab$", "cab", -1, {"ab"}},
    {"go end absent", "axxb$", "axxcb", -1, {}},
    {"go data", "da(.)a$", "daXY data", -1, {"data"}},
    {"go zx", "zx+", "zzx", -1, {"zx"}},
    {"go pairs at end", "(aa)*$", "a", -1, {""}},
    {"go empty text alternation", "(?:.|(?:.a))", "", -1, {}},
    {"go nested alternation", "(?:A(?:A|a))", "Aa", -1, {"Aa"}},
    {"go nested alternation 2", "(?:A|(?:A|a))", "a", -1, {"a"}},
    {"go repeat zero", "(a){0}", "", -1, {""}},
    {"go caret dot", "(?-s)(?:(?:^).)", "\n", -1, {}},
    {"go caret dot s", "(?s)(?:(?:^).)", "\n", -1, {"\n"}},
    {"go caret dot default", "(?:(?:^).)", "\n", -1, {}},
    {"go boundary x", "\\b", "x", -1, {"", ""}},
    {"go boundary xx", "\\b", "xx", -1, {"", ""}},
    {"go boundary x y", "\\b", "x y", -1, {"", "", "", ""}},
    {"go boundary xx yy", "\\b", "xx yy", -1, {"", "", "", ""}},
    {"go not boundary x", "\\B", "x", -1, {}},
    {"go not boundary xx", "\\B", "xx", -1, {""}},
    {"go not boundary x y", "\\B", "x y", -1, {}},
    {"go not boundary xx yy", "\\B", "xx yy", -1, {"", ""}},
    {"go star of empty alternative", "(|a)*", "aa", -1, {"", "", ""}},
    {"go nothing S s", "[^\\S\\s]", "abcd", -1, {}},
    {"go nothing S space", "[^\\S[:space:]]", "abcd", -1, {}},
    {"go nothing D d", "[^\\D\\d]", "abcd", -1, {}},
    {"go nothing D digit", "[^\\D[:digit:]]", "abcd", -1, {}},
    {"go fold W x", "(?i)\\W", "x", -1, {}},
    {"go fold W k", "(?i)\\W", "k", -1, {}},
    {"go fold W s", "(?i)\\W", "s", -1, {}},
    {"go escaped punctuation",
     "\\!\\\"\\#\\$\\%\\&\\'\\(\\)\\*\\+\\,\\-\\.\\/"
     "\\:\\;\\<\\=\\>\\?\\@\\[\\\\\\]\\^\\_\\{\\|\\}\\~",
     "!\"#$%&'()*+,-./:;<=>?@[\\]^_{|}~",
     -1,
     {"!\"#$%&'()*+,-./:;<=>?@[\\]^_{|}~"}},
    {"go escaped punctuation in class",
     "[\\!\\\"\\#\\$\\%\\&\\'\\(\\)\\*\\+\\,\\-\\.\\/"
     "\\:\\;\\<\\=\\>\\?\\@\\[\\\\\\]\\^\\_\\{\\|\\}\\~]+",
     "!\"#$%&'()*+,-./:;<=>?@[\\]^_{|}~",
     -1,
     {"!\"#$%&'()*+,-./:;<=>?@[\\]^_{|}~"}},
    {"go backquote", "\\`", "`", -1, {"`"}},
    {"go backquote class", "[\\`]+", "`", -1, {"`"}},
    {"go replacement char", "\\x{fffd}", "\xef\xbf\xbd", -1, {"\xef\xbf\xbd"}},
};

/// A pattern RE2 refuses, with Go's message; GO_WORDING false where RE2 words it differently
/// (then the code is checked, and that the CEL error names the pattern).
struct ErrorRow
{
    const char *tag;
    const char *pattern;
    const char *message;
    bool goWording = true;
};

const ErrorRow errorRows[] = {
    {"missing paren", "(", "missing closing ): `(`"},
    {"missing paren nested", "(a(b)", "missing closing ): `(a(b)`"},
    {"unexpected paren", "a)", "unexpected ): `a)`"},
    {"missing bracket", "[a", "missing closing ]: `[a`"},
    {"missing bracket after ]", "[]", "missing closing ]: `[]`"},
    {"backreference", "(a)\\1", "invalid escape sequence: `\\1`"},
    {"named backreference", "(?P<n>a)\\k<n>", "invalid escape sequence: `\\k`"},
    {"lookahead", "a(?=b)", "invalid or unsupported Perl syntax: `(?=`"},
    {"negative lookahead", "a(?!b)", "invalid or unsupported Perl syntax: `(?!`"},
    // RE2: "invalid or unsupported Perl syntax: `(?<`".
    {"lookbehind", "(?<=a)b", "invalid named capture: `(?<=a)b`", false},
    {"negative lookbehind", "(?<!a)b", "invalid named capture: `(?<!a)b`", false},
    {"atomic group", "(?>a)", "invalid or unsupported Perl syntax: `(?>`"},
    {"unknown flag", "(?x)a", "invalid or unsupported Perl syntax: `(?x`"},
    {"negation without flag", "(?-)a", "invalid or unsupported Perl syntax: `(?-)`"},
    {"possessive star", "a*+", "invalid nested repetition operator: `*+`"},
    {"possessive plus", "a++", "invalid nested repetition operator: `++`"},
    {"possessive counted", "a{2}+", "invalid nested repetition operator: `{2}+`"},
    {"double star", "a**", "invalid nested repetition operator: `**`"},
    {"lazy then plus", "a*?+", "invalid nested repetition operator: `*?+`"},
    {"star first", "*a", "missing argument to repetition operator: `*`"},
    {"star after bar", "a|*", "missing argument to repetition operator: `*`"},
    {"star after paren", "(*)", "missing argument to repetition operator: `*`"},
    {"repeat too large", "a{1001}", "invalid repeat count: `{1001}`"},
    {"repeat reversed", "a{3,2}", "invalid repeat count: `{3,2}`"},
    {"nested repeat too large", "(a{2}){501}", "invalid repeat count: `{501}`"},
    {"end of text Z", "a\\Z", "invalid escape sequence: `\\Z`"},
    {"any byte", "\\C", "invalid escape sequence: `\\C`"},
    {"unknown letter escape", "\\q", "invalid escape sequence: `\\q`"},
    {"digit eight", "\\8", "invalid escape sequence: `\\8`"},
    {"backspace in class", "[\\b]", "invalid escape sequence: `\\b`"},
    {"bad hex", "\\xZZ", "invalid escape sequence: `\\xZZ`"},
    {"hex past max", "\\x{110000}", "invalid escape sequence: `\\x{110000`"},
    {"trailing backslash", "a\\", "trailing backslash at end of expression: ``"},
    {"reversed range", "[z-a]", "invalid character class range: `z-a`"},
    {"unknown property", "\\p{Foo}", "invalid character class range: `\\p{Foo}`"},
    {"unknown property letter", "\\pX", "invalid character class range: `\\pX`"},
    {"unterminated property", "\\p{L", "invalid character class range: `\\p{L`"},
    {"unknown posix class", "[[:foo:]]", "invalid character class range: `[:foo:]`"},
    {"empty capture name", "(?P<>a)", "invalid named capture: `(?P<>`"},
    {"bad capture name", "(?P<a-b>x)", "invalid named capture: `(?P<a-b>`"},
};

QString joined(const QList<RegularExpression::Span> &spans, const QString &text)
{
    QStringList parts;
    for (const RegularExpression::Span &s : spans)
        parts << text.mid(s.begin, s.end - s.begin);
    return parts.join(QLatin1Char('|'));
}

/// TEXT.FUNCTION(RE[, more]) through the CEL engine, the text and pattern passed as variables
/// (a pattern that is no constant) or, with CONSTANT, the pattern as a raw string literal.
QString celCall(const char *function, const QString &text, const QString &pattern, bool constant,
                const QString &more = {})
{
    CompileOptions options;
    options.variables = {QStringLiteral("s"), QStringLiteral("re")};
    const QString patternText =
        constant ? QStringLiteral("r'%1'").arg(pattern) : QStringLiteral("re");
    const QString expr =
        QStringLiteral("s.%1(%2%3)").arg(QLatin1String(function), patternText, more);
    return Test::celRun(expr, options, {Value::string(text), Value::string(pattern)});
}

QString longA(int n, const char *tail)
{
    return QString(n, QLatin1Char('a')) + QLatin1String(tail);
}

} // namespace

class TestCelRegex : public QObject, private Test::CelRows
{
    Q_OBJECT

private Q_SLOTS:
    void search_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("match"); // null: no match
        for (const SearchRow &r : searchRows)
            QTest::addRow("%s", r.tag) << QString::fromUtf8(r.pattern) << QString::fromUtf8(r.text)
                                       << (r.match ? QString::fromUtf8(r.match) : QString());
    }

    void search()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, text);
        QFETCH(QString, match);
        const Result<RegularExpression> re = RegularExpression::compile(pattern);
        QVERIFY2(re, qPrintable(re ? QString() : re.error().message));
        RegularExpression::Budget budget;
        const std::optional<bool> matched = re->matches(text, budget);
        QVERIFY(matched);
        QCOMPARE(*matched, !match.isNull());
        const std::optional<RegularExpression::Span> span = re->find(text, budget);
        QVERIFY(span);
        if (match.isNull()) {
            QCOMPARE(span->begin, qsizetype(-1));
        } else {
            QVERIFY(span->begin >= 0);
            QCOMPARE(text.mid(span->begin, span->end - span->begin), match);
        }
        // The same through CEL, the pattern a variable and a constant.
        const QString matches = match.isNull() ? QStringLiteral("false") : QStringLiteral("true");
        const QString found = Value::string(match).toDebugString();
        QCOMPARE(celCall("matches", text, pattern, false), matches);
        QCOMPARE(celCall("find", text, pattern, false), found);
        if (!pattern.contains(QLatin1Char('\'')) && !pattern.contains(QLatin1Char('\n'))) {
            QCOMPARE(celCall("matches", text, pattern, true), matches);
            QCOMPARE(celCall("find", text, pattern, true), found);
        }
    }

    void findAll_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("limit");
        QTest::addColumn<QStringList>("matches");
        for (const FindAllRow &r : findAllRows) {
            QStringList matches;
            for (const char *m : r.matches)
                matches << QString::fromUtf8(m);
            QTest::addRow("%s", r.tag)
                << QString::fromUtf8(r.pattern) << QString::fromUtf8(r.text) << r.limit << matches;
        }
    }

    void findAll()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, text);
        QFETCH(qint64, limit);
        QFETCH(QStringList, matches);
        const Result<RegularExpression> re = RegularExpression::compile(pattern);
        QVERIFY(re);
        RegularExpression::Budget budget;
        const std::optional<QList<RegularExpression::Span>> spans =
            re->findAll(text, limit, budget);
        QVERIFY(spans);
        QCOMPARE(joined(*spans, text), matches.join(QLatin1Char('|')));
        QCOMPARE(spans->size(), matches.size());
        QList<Value> values;
        for (const QString &m : matches)
            values << Value::string(m);
        const QString list = Value::list(values).toDebugString();
        QCOMPARE(celCall("findAll", text, pattern, false, QStringLiteral(", %1").arg(limit)), list);
        if (limit < 0)
            QCOMPARE(celCall("findAll", text, pattern, false), list);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("message");
        QTest::addColumn<bool>("goWording");
        for (const ErrorRow &r : errorRows)
            QTest::addRow("%s", r.tag)
                << QString::fromUtf8(r.pattern) << QString::fromUtf8(r.message) << r.goWording;
    }

    void errors()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, message);
        QFETCH(bool, goWording);
        const Result<RegularExpression> re = RegularExpression::compile(pattern);
        QVERIFY(!re);
        QCOMPARE(re.error().code, Accel::Code::REGEX_SYNTAX.name());
        if (goWording)
            QCOMPARE(re.error().message, QStringLiteral("error parsing regexp: ") + message);
        else
            QVERIFY2(re.error().message.startsWith(QLatin1String("error parsing regexp: ")),
                     qPrintable(re.error().message));
        // A constant pattern fails the compile at the pattern's position; a computed one fails
        // the evaluation. Both name the pattern.
        const QString cel = QStringLiteral("invalid regular expression '%1': error parsing "
                                           "regexp: %2")
                                .arg(pattern, goWording ? message : QString());
        const auto check = [&](const QString &got, const QString &prefix) {
            if (goWording)
                QCOMPARE(got, prefix + cel);
            else
                QVERIFY2(got.startsWith(prefix + cel), qPrintable(got));
        };
        if (!pattern.contains(QLatin1Char('\'')))
            check(celCall("matches", QStringLiteral("x"), pattern, true),
                  QStringLiteral("!CEL_COMPILE: 1:11: "));
        check(celCall("find", QStringLiteral("x"), pattern, false),
              QStringLiteral("!CEL_RUNTIME: 1:3: "));
    }

    void expressions_data()
    {
        columns();
        row("global matches", "matches('abc', '^a.c$')", "true");
        row("method matches", "'Intel iHD driver'.matches('iHD')", "true");
        row("find", "'abc 123'.find('[0-9]+')", "\"123\"");
        row("find unicode", "'caf\u00e9 \u65e5\u672c'.find('\\\\p{Han}+')", "\"\u65e5\u672c\"");
        row("findAll limit", "'a1b2c3'.findAll('[a-z]\\\\d', 2)", "[\"a1\", \"b2\"]");
        row("size of a match", "size('\U0001F600x'.find('^.'))", "1");
        row("matches in a comprehension", "['a1', 'b', 'c3'].filter(x, x.matches('\\\\d$'))",
            "[\"a1\", \"c3\"]");
        row("error in a computed pattern", "'a'.matches('[' + 'a')",
            "!CEL_RUNTIME: 1:5: invalid regular expression '[a': error parsing regexp: missing "
            "closing ]: `[a`");
    }
    void expressions() { check(); }

    void catastrophic()
    {
        // The case: a hundred evaluations of a pattern that is exponential for a
        // backtracking engine answer false, well within the default cost budget.
        QStringList items;
        for (int k = 1; k <= 100; ++k)
            items << QString::number(k);
        const QString expr = QStringLiteral("[%1].all(i, '%2'.matches('(a+)+$'))")
                                 .arg(items.join(QLatin1String(", ")), longA(40, "!"));
        qint64 cost = 0;
        QCOMPARE(Test::celRun(expr, Test::unchecked(), {}, DefaultCostLimit, &cost),
                 QStringLiteral("false"));
        QVERIFY2(cost < 10000, qPrintable(QString::number(cost)));
        // find and findAll too.
        QCOMPARE(Test::celRun(QStringLiteral("'%1'.find('(a|aa)+$')").arg(longA(100, "b"))),
                 QStringLiteral("\"\""));
        QCOMPARE(
            Test::celRun(
                QStringLiteral("'%1'.findAll('(x+x+)+y')").arg(QString(100, QLatin1Char('x')))),
            QStringLiteral("[]"));
    }

    void cost()
    {
        // Kubernetes' cost: ceil((1 + size) * 0.1) * ceil(pattern size * 0.25) on top of the
        // call. A text of 19 code points costs 2 per quarter of the pattern: 'a+b' 2 * 1,
        // 'a+bcd' 2 * 2.
        qint64 cost = 0;
        QCOMPARE(Test::celRun(QStringLiteral("'%1'.matches('a+bcd')").arg(longA(19, "")),
                              Test::unchecked(), {}, DefaultCostLimit, &cost),
                 QStringLiteral("false"));
        qint64 shorter = 0;
        QCOMPARE(Test::celRun(QStringLiteral("'%1'.matches('a+b')").arg(longA(19, "")),
                              Test::unchecked(), {}, DefaultCostLimit, &shorter),
                 QStringLiteral("false"));
        QCOMPARE(cost - shorter, qint64(2));
        qint64 longer = 0;
        QCOMPARE(Test::celRun(QStringLiteral("'%1'.matches('a+b')").arg(longA(29, "")),
                              Test::unchecked(), {}, DefaultCostLimit, &longer),
                 QStringLiteral("false"));
        // 29 code points: ceil((1 + 29) * 0.1) = 3 times 1.
        QCOMPARE(longer - shorter, qint64(1));

        // A pattern whose automaton keeps a thousand threads alive per code point pays for the
        // steps: past the budget, the search stops with the cost error.
        const QString heavy =
            QStringLiteral("'%1'.matches('(?:a?){1000}a{1000}b')").arg(longA(1000, ""));
        QVERIFY(Test::celRun(heavy, Test::unchecked(), {}, DefaultCostLimit, &cost) ==
                QLatin1String("false"));
        QVERIFY2(cost > 10000, qPrintable(QString::number(cost)));
        const Result<Program> program = Program::compile(heavy, Test::unchecked());
        QVERIFY(program);
        const Value v = program->evaluate(QList<Value>{}, 10000);
        QVERIFY(Program::isCostError(v));
        QCOMPARE(program->errorOf(v).code, QStringLiteral("CEL_COST"));
    }

    void stepsLimit()
    {
        // The regex-steps limit (README "Limits") stops one call's search, with a runtime error
        // that names the limit and the variable that raises it; the cost budget is not spent.
        Limits::setValue(Limits::RegexSteps, 10000);
        const auto restore = qScopeGuard([] { Limits::setValue(Limits::RegexSteps, 0); });
        const QString got = Test::celRun(
            QStringLiteral("'%1'.matches('(?:a?){1000}a{1000}b')").arg(longA(100, "")));
        QVERIFY2(got.startsWith(QLatin1String("!CEL_RUNTIME: 1:104: regular expression "
                                              "'(?:a?){1000}a{1000}b': more than the regex-steps "
                                              "limit of 10,000")),
                 qPrintable(got));
        QVERIFY2(got.contains(QLatin1String("ACCEL_MAX_REGEX_STEPS")), qPrintable(got));
        // Ordinary searches stay far below it.
        QCOMPARE(Test::celRun(QStringLiteral("'%1'.matches('a+$')").arg(longA(1000, ""))),
                 QStringLiteral("true"));
    }

    void budget()
    {
        const Result<RegularExpression> re =
            RegularExpression::compile(QStringLiteral("(a|b|ab)*c"));
        QVERIFY(re);
        const QString text = QString(10000, QLatin1Char('a')) + QLatin1Char('c');
        RegularExpression::Budget unlimited;
        QCOMPARE(re->find(text, unlimited)->end, text.size());
        QVERIFY(unlimited.usedSteps > text.size());
        // Linear: ten times the text, about ten times the steps.
        RegularExpression::Budget longer;
        const QString tenfold = QString(100000, QLatin1Char('a')) + QLatin1Char('c');
        QVERIFY(re->matches(tenfold, longer).value_or(false));
        QVERIFY2(
            longer.usedSteps < 12 * unlimited.usedSteps,
            qPrintable(QStringLiteral("%1 vs %2").arg(longer.usedSteps).arg(unlimited.usedSteps)));
        RegularExpression::Budget small;
        small.limitSteps = 1000;
        QVERIFY(!re->find(text, small));
        QVERIFY(small.usedSteps > 1000);
    }

    void programSize()
    {
        // Counted repetitions expand; beyond the instruction limit the pattern is refused.
        const Result<RegularExpression> thousand =
            RegularExpression::compile(QStringLiteral("[a-z]{1000}"));
        QVERIFY(thousand);
        QVERIFY(thousand->programSize() >= 1000);
        QString huge;
        for (int k = 0; k < 300; ++k)
            huge += QStringLiteral("(?:ab){1000}");
        const Result<RegularExpression> tooLarge = RegularExpression::compile(huge);
        QVERIFY(!tooLarge);
        QVERIFY2(tooLarge.error().message.startsWith(
                     QLatin1String("error parsing regexp: expression too large")),
                 qPrintable(tooLarge.error().message));
        // A thousand nested groups compile (and match); one more is refused, as Go refuses it.
        const Result<RegularExpression> thousandDeep =
            RegularExpression::compile(QString(1000, QLatin1Char('(')) + QStringLiteral("a+") +
                                       QString(1000, QLatin1Char(')')) + QStringLiteral("{2}"));
        QVERIFY(thousandDeep);
        RegularExpression::Budget budget;
        QCOMPARE(thousandDeep->find(QStringLiteral("baaa"), budget)->end, qsizetype(4));
        QString deep = QString(1001, QLatin1Char('(')) + QString(1001, QLatin1Char(')'));
        const Result<RegularExpression> nested = RegularExpression::compile(deep);
        QVERIFY(!nested);
        QVERIFY(nested.error().message.contains(QLatin1String("expression nests too deeply")));
    }
};

QTEST_GUILESS_MAIN(TestCelRegex)
#include "tst_cel_regex.moc"
