// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// CEL evaluation (issue 7, section 1): operators, error absorption by && and || (CEL language
// definition, "Logical operators"), heterogeneous equality, overflow and division by zero,
// macros, strings and the ext.Strings library, conversions, the Kubernetes Semver and Quantity
// libraries, and the cost budget. The DRA environment is tested with the binding, in
// tests/dra/tst_devicecel.cpp; host objects in tst_cel_hostobject.cpp; IP and CIDR in
// tst_cel_network.cpp; timestamps and durations in tst_cel_time.cpp; optional values and
// two-variable comprehensions in tst_cel_optional.cpp; the Kubernetes Lists, Sets and Regex
// libraries in tst_cel_kubernetes.cpp.
#include "cel/program.h"

#include <QElapsedTimer>
#include <QTest>

using namespace Accel;
using namespace Accel::Cel;

namespace {

/// The value's debug text, or "!CODE: message" for a compile or runtime error. The evaluator's
/// rows run without the type checker (the conformance suite's disable_check), so that their
/// errors show at run time; tst_cel_checker has the checker's.
QString run(const QString &expr, const QStringList &names = {}, const QList<Value> &values = {})
{
    CompileOptions options;
    options.variables = names;
    options.checkTypes = false;
    const Result<Program> program = Program::compile(expr, options);
    if (!program)
        return QLatin1Char('!') + program.error().code + QLatin1String(": ") +
               program.error().message;
    const Value v = program->evaluate(values);
    if (v.isError()) {
        const Error e = program->errorOf(v);
        return QLatin1Char('!') + e.code + QLatin1String(": ") + e.message;
    }
    return v.toDebugString();
}

} // namespace

class TestCelEval : public QObject
{
    Q_OBJECT

private:
    static void row(const char *name, const char *expr, const char *expected)
    {
        QTest::newRow(name) << QString::fromUtf8(expr) << QString::fromUtf8(expected);
    }

    static void check()
    {
        QFETCH(QString, expr);
        QFETCH(QString, expected);
        const QString got = run(expr);
        if (expected.startsWith(QLatin1Char('!')))
            QVERIFY2(got.startsWith(expected), qPrintable(got + QLatin1String(" vs ") + expected));
        else
            QCOMPARE(got, expected);
    }

private Q_SLOTS:
    void operators_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
        row("add", "1 + 2 * 3", "7");
        row("sub", "10 - 4 - 3", "3");
        row("div truncates", "-7 / 2", "-3");
        row("mod sign of dividend", "-7 % 3", "-1");
        row("uint arithmetic", "7u / 2u + 1u", "4u");
        row("double arithmetic", "1.5 * 2.0", "3.0");
        row("double div by zero is inf", "1.0 / 0.0 == double('inf')", "true");
        row("string concat", "'ab' + 'cd'", "\"abcd\"");
        row("bytes concat", "b'a' + b'b'", "b\"ab\"");
        row("list concat", "[1] + [2, 3]", "[1, 2, 3]");
        row("negation", "-(3)", "-3");
        row("not", "!false", "true");
        row("ternary", "1 < 2 ? 'yes' : 'no'", "\"yes\"");
        row("ternary only evaluates its branch", "true ? 1 : 1 / 0", "1");
        row("ternary non-bool condition", "1 ? 2 : 3", "!CEL_RUNTIME: 1:3: no matching overload");
        row("compare strings", "'abc' < 'abd'", "true");
        row("compare bools", "false < true", "true");
        row("compare bytes", "b'a' < b'b'", "true");
        row("cross-type compare", "1 < 1.5 && 2u > 1 && 1.0 <= 1u", "true");
        row("nan compares false", "double('NaN') < 1.0 || double('NaN') >= 1.0", "false");
        row("in list", "2 in [1, 2, 3]", "true");
        row("in list heterogeneous", "2.0 in [1, 2u]", "true");
        row("in map", "'a' in {'a': 1}", "true");
        row("not in map", "'b' in {'a': 1}", "false");
        row("list index", "[1, 2, 3][1]", "2");
        row("list index uint", "[1, 2, 3][2u]", "3");
        row("map index", "{'a': {'b': 5}}['a'].b", "5");
        row("map int key found by double", "{1: 'x'}[1.0]", "\"x\"");
    }
    void operators() { check(); }

    void errors_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
        row("no implicit conversion", "1 + 1u",
            "!CEL_RUNTIME: 1:3: no matching overload for '_+_' applied to (int, uint)");
        row("int overflow add", "9223372036854775807 + 1", "!CEL_RUNTIME: 1:21: integer overflow");
        row("int overflow mul", "4611686018427387904 * 2", "!CEL_RUNTIME: 1:21: integer overflow");
        row("int overflow neg", "-(-9223372036854775808)", "!CEL_RUNTIME: 1:1: integer overflow");
        row("int min div -1", "-9223372036854775808 / -1", "!CEL_RUNTIME: 1:22: integer overflow");
        row("uint underflow", "1u - 2u", "!CEL_RUNTIME: 1:4: integer overflow");
        row("divide by zero", "1 / 0", "!CEL_RUNTIME: 1:3: divide by zero");
        row("modulus by zero", "1 % 0", "!CEL_RUNTIME: 1:3: modulus by zero");
        row("uint divide by zero", "1u / 0u", "!CEL_RUNTIME: 1:4: divide by zero");
        row("double modulus", "1.0 % 2.0", "!CEL_RUNTIME: 1:5: no matching overload");
        row("no such key", "{'a': 1}.b", "!CEL_RUNTIME: 1:9: no such key: b");
        row("no such key index", "{'a': 1}['zz']", "!CEL_RUNTIME: 1:9: no such key: zz");
        row("index out of range", "[1, 2][2]", "!CEL_RUNTIME: 1:7: index out of range: 2");
        row("negative index", "[1][-1]", "!CEL_RUNTIME: 1:4: index out of range: -1");
        row("and non-bool", "1 && true", "!CEL_RUNTIME: 1:3: no matching overload");
        row("not non-bool", "!1", "!CEL_RUNTIME: 1:1: no matching overload");
        row("string minus", "'a' - 'b'", "!CEL_RUNTIME: 1:5: no matching overload");
        row("unknown variable", "x + 1", "!CEL_COMPILE: 1:1: undeclared reference to 'x'");
        row("unknown function", "frob(1)", "!CEL_COMPILE: 1:1: undeclared reference to 'frob'");
        row("wrong arity", "size(1, 2)",
            "!CEL_COMPILE: 1:1: found no matching overload for 'size'");
        row("has needs a select", "has(x)", "!CEL_COMPILE: 1:1: invalid argument to has() macro");
        row("bad regex", "'a'.matches('(')", "!CEL_COMPILE: 1:13: invalid regular expression");
        row("repeated map key", "{1: 1, 1u: 2}", "!CEL_RUNTIME: 1:8: Failed with repeated key");
        row("double map key", "{1.5: 1}", "!CEL_RUNTIME: 1:2: unsupported key type: double");
        row("multi-line position", "true &&\n  {'a': 1}.zz", "!CEL_RUNTIME: 2:11: no such key: zz");
    }
    void errors() { check(); }

    void logic_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
        // CEL spec "Logical operators": errors are absorbed when the other side decides.
        row("and false absorbs error right", "1 / 0 == 1 && false", "false");
        row("and false absorbs error left", "false && 1 / 0 == 1", "false");
        row("and true keeps error", "true && 1 / 0 == 1", "!CEL_RUNTIME: 1:11: divide by zero");
        row("or true absorbs error", "{}.a || true", "true");
        row("or true absorbs error left", "true || {}.a", "true");
        row("or false keeps error", "{}.a || false", "!CEL_RUNTIME: 1:3: no such key: a");
        row("and chain any false", "true && {}.a && false && true", "false");
        row("or chain any true", "false || [][0] || true", "true");
        row("non-bool absorbed", "'x' || true", "true");
        row("and of bools", "true && true", "true");
        row("or of bools", "false || false", "false");
    }
    void logic() { check(); }

    void equality_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
        row("int uint", "1 == 1u", "true");
        row("int double", "1 == 1.0", "true");
        row("uint double", "1u == 1.0", "true");
        row("all three", "1 == 1u && 1u == 1.0 && 1.0 == 1", "true");
        row("fractional unequal", "1 == 1.5", "false");
        row("negative int vs uint", "-1 != 18446744073709551615u", "true");
        row("different types unequal", "1 == '1'", "false");
        row("null", "null == null", "true");
        row("null vs int", "null == 0", "false");
        row("lists", "[1, 2u, 3.0] == [1.0, 2, 3u]", "true");
        row("lists length", "[1] == [1, 2]", "false");
        row("maps", "{'a': 1, 'b': 2} == {'b': 2u, 'a': 1.0}", "true");
        row("maps differ", "{'a': 1} == {'a': 2}", "false");
        row("nan", "double('NaN') == double('NaN')", "false");
        row("bytes", "b'abc' == bytes('abc')", "true");
        row("types", "type(1) == int && type('a') == string && type(type(1)) == type", "true");
    }
    void equality() { check(); }

    void macros_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
        row("all true", "[1, 2, 3].all(x, x > 0)", "true");
        row("all false", "[1, 2, 3].all(x, x > 1)", "false");
        row("all false absorbs error", "[0, 1].all(x, 1 / x > 5)", "false");
        row("all error", "[0, 1].all(x, 1 / x >= 1)", "!CEL_RUNTIME: 1:17: divide by zero");
        row("exists", "[1, 2, 3].exists(x, x == 2)", "true");
        row("exists true absorbs error", "[0, 1].exists(x, 1 / x == 1)", "true");
        row("exists none", "[].exists(x, x == 2)", "false");
        row("exists_one", "[1, 2, 3].exists_one(x, x > 2)", "true");
        row("exists_one two", "[1, 2, 3].exists_one(x, x > 1)", "false");
        row("map", "[1, 2].map(x, x * 10)", "[10, 20]");
        row("map with filter", "[1, 2, 3, 4].map(x, x % 2 == 0, x * x)", "[4, 16]");
        row("filter", "[1, 2, 3, 4].filter(x, x > 2)", "[3, 4]");
        row("map keys", "{'a': 1, 'b': 2}.all(k, k in ['a', 'b'])", "true");
        row("map keys filter", "{'a': 1, 'b': 2}.filter(k, k == 'b')", "[\"b\"]");
        row("nested", "[[1, 2], [3]].map(l, l.map(x, x + 1))", "[[2, 3], [4]]");
        row("shadowing", "[1].map(x, [2].map(x, x * 3))", "[[6]]");
        row("has on map", "has({'a': 1}.a)", "true");
        row("has absent", "has({'a': 1}.b)", "false");
        row("has nested", "has({'a': {'b': 1}}.a.b)", "true");
        row("has on non-map", "has((1).a)", "!CEL_RUNTIME");
        row("non-bool predicate", "[1].all(x, x)", "!CEL_RUNTIME: 1:5: no matching overload");
        row("cel.bind", "cel.bind(x, 2 + 3, x * x)", "25");
        row("cel.bind nested", "cel.bind(a, 1, cel.bind(b, a + 1, [a, b]))", "[1, 2]");
        row("cel.bind error lazy", "cel.bind(x, 1 / 0, true)", "true");
    }
    void macros() { check(); }

    void strings_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
        row("size string code points", "size('añ😀')", "3");
        row("size receiver", "'abc'.size()", "3");
        row("size bytes", "size(b'\\xff\\x00')", "2");
        row("size list", "[1, 2].size()", "2");
        row("size map", "size({'a': 1})", "1");
        row("contains", "'hello'.contains('ell')", "true");
        row("startsWith", "'hello'.startsWith('he')", "true");
        row("endsWith", "'hello'.endsWith('lo')", "true");
        row("matches unanchored", "'Intel iHD driver'.matches('iHD')", "true");
        row("matches anchored", "'abc'.matches('^b')", "false");
        row("matches global", "matches('abc', 'a.c')", "true");
        row("matches dynamic pattern", "'abc'.matches('a' + 'b')", "true");
        row("lowerAscii", "'ÄBc'.lowerAscii()", "\"Äbc\"");
        row("upperAscii", "'äbC'.upperAscii()", "\"äBC\"");
        row("wrong receiver", "1.contains('a')", "!CEL_RUNTIME: 1:3: no matching overload");
        // RE2 has no backreferences, lookaround, atomic groups or possessive quantifiers
        // (PCRE2 does): refused at compile time, and at run time for a computed pattern.
        row("matches backreference", "'aa'.matches('(a)\\\\1')",
            "!CEL_COMPILE: 1:14: invalid regular expression '(a)\\1': error parsing regexp: "
            "invalid escape sequence: `\\1`");
        row("matches lookahead", "'ab'.matches('a(?=b)')", "!CEL_COMPILE: 1:14: invalid regular");
        row("matches negative lookahead", "'ab'.matches('a(?!c)')", "!CEL_COMPILE: 1:14: invalid");
        row("matches lookbehind", "'ab'.matches('(?<=a)b')", "!CEL_COMPILE: 1:14: invalid");
        row("matches negative lookbehind", "'ab'.matches('(?<!a)b')",
            "!CEL_COMPILE: 1:14: invalid");
        row("matches atomic group", "'ab'.matches('(?>a)b')", "!CEL_COMPILE: 1:14: invalid");
        row("matches possessive star", "'aa'.matches('a*+')", "!CEL_COMPILE: 1:14: invalid");
        row("matches possessive plus", "'aa'.matches('a++')", "!CEL_COMPILE: 1:14: invalid");
        row("matches possessive question", "'aa'.matches('a?+')", "!CEL_COMPILE: 1:14: invalid");
        row("matches possessive counted", "'aa'.matches('a{2}+')", "!CEL_COMPILE: 1:14: invalid");
        row("matches computed lookahead", "'ab'.matches('a(?' + '=b)')",
            "!CEL_RUNTIME: 1:6: invalid regular expression 'a(?=b)': error parsing regexp: "
            "invalid or unsupported Perl syntax: `(?=`");
        row("matches lazy quantifier", "'aa'.matches('^a+?$')", "true");
        row("matches escaped plus", "'a++'.matches('a\\\\++')", "true");
        row("matches plus in class", "'++'.matches('^[+]+$')", "true");
        row("matches named group", "'ab'.matches('(?P<x>a)b')", "true");
        row("matches literal brace", "'a}+'.matches('a}+')", "true");
        row("matches octal escape", "'\\n'.matches('\\\\12')", "true");
    }
    void strings() { check(); }

    // ext.Strings as Kubernetes enables it (cel-go ext/strings.go, version 2, and reverse):
    // indexes count code points; out-of-range indexes are errors with cel-go's messages.
    void stringsExt_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
        row("charAt", "'tacocat'.charAt(3)", "\"o\"");
        row("charAt at the end", "'tacocat'.charAt(7)", "\"\"");
        row("charAt code points", "'a😀b'.charAt(1) + 'a😀b'.charAt(2)", "\"😀b\"");
        row("charAt negative", "'abc'.charAt(-1)", "!CEL_RUNTIME: 1:7: index out of range: -1");
        row("charAt past the end", "'abc'.charAt(4)", "!CEL_RUNTIME: 1:7: index out of range: 4");
        row("charAt wrong argument", "'abc'.charAt('1')",
            "!CEL_RUNTIME: 1:7: no matching overload for 'charAt' applied to (string, string)");
        row("charAt wrong receiver", "42.charAt(1)",
            "!CEL_RUNTIME: 1:4: no matching overload for 'charAt' applied to (int, int)");
        row("indexOf empty", "'hello mellow'.indexOf('')", "0");
        row("indexOf", "'hello mellow'.indexOf('ello')", "1");
        row("indexOf no match", "'hello mellow'.indexOf('jello')", "-1");
        row("indexOf empty from offset", "'hello mellow'.indexOf('', 2)", "2");
        row("indexOf empty past the end", "'abc'.indexOf('', 30)", "30");
        row("indexOf from offset", "'hello mellow'.indexOf('ello', 2)", "7");
        row("indexOf code points", "'ta©o😀αT'.indexOf('😀α')", "4");
        row("indexOf code points from offset", "'😀😀a😀a'.indexOf('a', 3)", "4");
        row("indexOf offset past the end", "'hello mellow'.indexOf('ello', 20)",
            "!CEL_RUNTIME: 1:16: index out of range: 20");
        row("indexOf negative offset", "'hello'.indexOf('l', -1)",
            "!CEL_RUNTIME: 1:9: index out of range: -1");
        row("indexOf in empty string", "''.indexOf('a')",
            "!CEL_RUNTIME: 1:4: index out of range: 0");
        row("indexOf three arguments", "'42'.indexOf('4', 0, 1)",
            "!CEL_COMPILE: 1:6: found no matching overload for 'indexOf' with 3 argument(s)");
        row("lastIndexOf empty", "'hello mellow'.lastIndexOf('')", "12");
        row("lastIndexOf", "'hello mellow'.lastIndexOf('ello')", "7");
        row("lastIndexOf no match", "'hello mellow'.lastIndexOf('jello')", "-1");
        row("lastIndexOf from offset", "'hello mellow'.lastIndexOf('ello', 6)", "1");
        row("lastIndexOf overlapping", "'bananananana'.lastIndexOf('nana', 7)", "6");
        row("lastIndexOf code points", "'😀a😀a'.lastIndexOf('😀')", "2");
        row("lastIndexOf empty from offset", "'abc'.lastIndexOf('', 1)", "1");
        row("lastIndexOf negative offset", "'hello mellow'.lastIndexOf('ello', -1)",
            "!CEL_RUNTIME: 1:16: index out of range: -1");
        row("lastIndexOf offset past the end", "'hello'.lastIndexOf('l', 5)",
            "!CEL_RUNTIME: 1:9: index out of range: 5");
        // cel-go starts at size - 1, so this is an error there too (cel-spec's string_ext
        // conformance file expects -1).
        row("lastIndexOf in empty string", "''.lastIndexOf('@@')",
            "!CEL_RUNTIME: 1:4: index out of range: -1");
        row("replace", "'hello hello'.replace('he', 'we')", "\"wello wello\"");
        row("replace all", "'hello hello'.replace('he', 'we', -1)", "\"wello wello\"");
        row("replace once", "'hello hello'.replace('he', 'we', 1)", "\"wello hello\"");
        row("replace none", "'hello hello'.replace('he', 'we', 0)", "\"hello hello\"");
        row("replace empty", "'hello hello'.replace('', '_')", "\"_h_e_l_l_o_ _h_e_l_l_o_\"");
        row("replace empty code points", "'h😀'.replace('', '_')", "\"_h_😀_\"");
        row("replace empty twice", "'abc'.replace('', '_', 2)", "\"_a_bc\"");
        row("replace empty in empty string", "''.replace('', '_')", "\"_\"");
        row("replace with nothing", "'hello hello'.replace('h', '')", "\"ello ello\"");
        row("replace non-overlapping", "'aaa'.replace('aa', 'b')", "\"ba\"");
        row("replace wrong argument", "'42'.replace('2', 1)",
            "!CEL_RUNTIME: 1:6: no matching overload for 'replace' applied to (string, string, "
            "int)");
        row("split", "'hello hello hello'.split(' ')", "[\"hello\", \"hello\", \"hello\"]");
        row("split limit 0", "'hello hello hello'.split(' ', 0)", "[]");
        row("split limit 1", "'hello hello hello'.split(' ', 1)", "[\"hello hello hello\"]");
        row("split limit 2", "'hello hello hello'.split(' ', 2)", "[\"hello\", \"hello hello\"]");
        row("split negative limit", "'o©o©o'.split('©', -1)", "[\"o\", \"o\", \"o\"]");
        row("split empty separator", "'a😀b'.split('')", "[\"a\", \"😀\", \"b\"]");
        row("split empty separator, limit", "'a😀b'.split('', 2)", "[\"a\", \"😀b\"]");
        row("split empty string", "''.split(',')", "[\"\"]");
        row("split empty string, empty separator", "''.split('')", "[]");
        row("split edges", "',a,'.split(',')", "[\"\", \"a\", \"\"]");
        row("substring", "'tacocat'.substring(4)", "\"cat\"");
        row("substring range", "'tacocat'.substring(0, 4)", "\"taco\"");
        row("substring at the end", "'tacocat'.substring(7)", "\"\"");
        row("substring code points", "'ta©o😀αT'.substring(2, 6)", "\"©o😀α\"");
        row("substring negative", "'tacocat'.substring(-1)",
            "!CEL_RUNTIME: 1:11: index out of range: -1");
        row("substring past the end", "'tacocat'.substring(8)",
            "!CEL_RUNTIME: 1:11: index out of range: 8");
        row("substring end past the end", "'tacocat'.substring(1, 50)",
            "!CEL_RUNTIME: 1:11: index out of range: 50");
        row("substring reversed range", "'tacocat'.substring(2, 1)",
            "!CEL_RUNTIME: 1:11: invalid substring range. start: 2, end: 1");
        row("trim", "'  \\ttrim\\n    '.trim()", "\"trim\"");
        row("trim unicode spaces", "'\\u0085\\u00a0\\u1680\\u2003x\\u2028\\u202f\\u3000'.trim()",
            "\"x\"");
        row("trim keeps zero-width characters", "'\\u200bx\\u180e\\ufeff'.trim().size()", "4");
        // U+FEFF is a character, not a byte order mark to drop.
        row("U+FEFF literal", "'\\ufeff'.size()", "1");
        row("U+FEFF from bytes", "string(b'\\xef\\xbb\\xbfx').size()", "2");
        row("U+FEFF charAt", "'😀\\ufeff'.charAt(1).size()", "1");
        row("U+FEFF reverse", "'😀\\ufeff'.reverse() == '\\ufeff😀'", "true");
        row("reverse", "'gums'.reverse()", "\"smug\"");
        row("reverse code points", "'a😀b'.reverse()", "\"b😀a\"");
        row("reverse empty", "''.reverse()", "\"\"");
        row("join", "['hello', 'mellow'].join()", "\"hellomellow\"");
        row("join separator", "['hello', 'mellow'].join(' ')", "\"hello mellow\"");
        row("join empty", "[].join()", "\"\"");
        row("join empty, separator", "[].join('/')", "\"\"");
        row("join not strings", "['a', 1].join()", "!CEL_RUNTIME: 1:10: join: invalid input: 1");
        row("join wrong receiver", "'ab'.join()",
            "!CEL_RUNTIME: 1:6: no matching overload for 'join' applied to (string)");
        row("quote",
            R"(strings.quote('single-quote with "double quote"') == '"single-quote with \\"double quote\\""')",
            "true");
        row("quote escapes",
            R"(strings.quote("two escape sequences \a\n") == '"two escape sequences \\a\\n"')",
            "true");
        row("quote all escapes", R"(strings.quote("\b\f\r\t\v\\") == '"\\b\\f\\r\\t\\v\\\\"')",
            "true");
        row("quote keeps other control characters", R"(strings.quote('\x01😀') == '"\x01😀"')",
            "true");
        row("quote empty", "strings.quote('').size()", "2");
        row("quote two arguments", "strings.quote('a', 'b')",
            "!CEL_COMPILE: 1:9: found no matching overload for 'strings.quote' with 2 "
            "argument(s)");
        row("quote wrong argument", "strings.quote(1)",
            "!CEL_RUNTIME: 1:9: no matching overload for 'strings.quote' applied to (int)");
    }
    void stringsExt() { check(); }

    // format() as cel-spec's strings extension specifies it (cel-go formatting_v2.go).
    void stringsFormat_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
        row("no clause", "'no substitution'.format([])", "\"no substitution\"");
        row("percent", "'%% and %%'.format([])", "\"% and %\"");
        row("string", "'str is %s.'.format(['filler'])", "\"str is filler.\"");
        row("several", "'%d %s %d'.format([1, 'a', 2u])", "\"1 a 2\"");
        row("string of a double", "'%s'.format([64.2])", "\"64.2\"");
        row("string of a large double", "'%s'.format([1e21])", "\"1000000000000000000000\"");
        row("string of a sum", "'%s'.format([0.1 + 0.2])", "\"0.30000000000000004\"");
        row("string of non-finite", "'%s %s'.format([double('NaN'), -double('Infinity')])",
            "\"NaN -Infinity\"");
        row("string of null, bool, bytes, type",
            "'%s %s %s %s'.format([null, true, b'xyz', type(1)])", "\"null true xyz int\"");
        row("string of a list", "'%s'.format([[6, 4.2, 'a', [true]]])", "\"[6, 4.2, a, [true]]\"");
        row("string of a map, sorted", "'%s'.format([{'b': 1, 'a': [2], 3: 'c'}])",
            "\"{3: c, a: [2], b: 1}\"");
        row("string of a semver", "'%s'.format([semver('1.2.3')])",
            "!CEL_RUNTIME: 1:6: error during formatting: string clause can only be used on "
            "strings, bools, bytes, ints, doubles, maps, lists, types, durations, and "
            "timestamps, was given kubernetes.Semver");
        row("decimal of a double", "'%d %d'.format([2.5, double('Infinity')])", "\"2.5 Infinity\"");
        row("decimal of a string", "'%d'.format(['1'])",
            "!CEL_RUNTIME: 1:6: error during formatting: decimal clause can only be used on "
            "integers, was given string");
        row("fixed", "'%.3f'.format([1.2345])", "\"1.234\"");
        row("fixed default precision", "'%f'.format([2])", "\"2.000000\"");
        row("fixed rounds half to even", "'%.0f %.0f'.format([1.5, 2.5])", "\"2 2\"");
        row("fixed negative", "'%.5f'.format([-1.2])", "\"-1.20000\"");
        row("fixed of a string", "'%f'.format(['NaN'])",
            "!CEL_RUNTIME: 1:6: error during formatting: fixed-point clause can only be used on "
            "doubles, was given string");
        row("scientific", "'%.6e'.format([1052.032911275])", "\"1.052033e+03\"");
        row("scientific default precision", "'%e'.format([3u])", "\"3.000000e+00\"");
        row("scientific NaN", "'%e'.format([double('NaN')])", "\"NaN\"");
        row("binary", "'%b %b %b'.format([5, uint(64), true])", "\"101 1000000 1\"");
        row("binary negative", "'%b'.format([-5])", "\"-101\"");
        row("binary of a string", "'%b'.format(['abc'])",
            "!CEL_RUNTIME: 1:6: error during formatting: only integers and bools can be "
            "formatted as binary, was given string");
        row("octal", "'%o %o'.format([11, uint(65535)])", "\"13 177777\"");
        row("octal of null", "'%o'.format([null])",
            "!CEL_RUNTIME: 1:6: error during formatting: octal clause can only be used on "
            "integers, was given null_type");
        row("hex", "'%x %X %x'.format([30, 30, -255])", "\"1e 1E -ff\"");
        row("hex of a string", "'%x'.format(['Hello world!'])", "\"48656c6c6f20776f726c6421\"");
        row("hex of bytes, upper case", "'%X'.format([b'\\xff\\x00'])", "\"FF00\"");
        row("hex of a double", "'%x'.format([0.5])",
            "!CEL_RUNTIME: 1:6: error during formatting: only integers, byte buffers, and "
            "strings can be formatted as hex, was given double");
        row("unknown clause", "'%a'.format([1])",
            "!CEL_RUNTIME: 1:6: could not parse formatting clause: unrecognized formatting "
            "clause \"a\"");
        row("upper-case scientific", "'%E'.format([0.5])",
            "!CEL_RUNTIME: 1:6: could not parse formatting clause: unrecognized formatting "
            "clause \"E\"");
        row("too few arguments", "'%d %d %d'.format([0, 1])",
            "!CEL_RUNTIME: 1:12: index 2 out of range");
        row("clause at the end", "'abc%'.format([1])",
            "!CEL_RUNTIME: 1:8: unexpected end of string");
        row("clause at the end, no argument", "'abc%'.format([])",
            "!CEL_RUNTIME: 1:8: index 0 out of range");
        row("unterminated precision", "'%.3'.format([1.0])",
            "!CEL_RUNTIME: 1:7: could not parse formatting clause: error while parsing "
            "precision: could not find end of precision specifier");
        row("empty precision", "'%.f'.format([1.0])",
            "!CEL_RUNTIME: 1:7: could not parse formatting clause: error while parsing "
            "precision: error while converting precision to integer: strconv.Atoi: parsing "
            "\"\": invalid syntax");
        row("precision over 100", "'%.101f'.format([1.0])",
            "!CEL_RUNTIME: 1:10: could not parse formatting clause: error while parsing "
            "precision: precision 101 exceeds maximum allowed precision 100");
        row("precision 100", "size('%.100f'.format([1.0]))", "102");
        row("arguments not a list", "'%s'.format('a')",
            "!CEL_RUNTIME: 1:6: no matching overload for 'format' applied to (string, string)");
    }
    void stringsFormat() { check(); }

    void stringsNamespace()
    {
        // `strings.quote` is a function even where a variable is called `strings` (cel-go's
        // checker resolves the qualified function name first); `strings.x` still selects.
        const QStringList names{QStringLiteral("strings")};
        const QList<Value> values{
            Value::map({{Value::string(QStringLiteral("x")), Value::string(QStringLiteral("y"))}})};
        QCOMPARE(run(QStringLiteral("strings.quote('a')"), names, values),
                 QStringLiteral("\"\\\"a\\\"\""));
        QCOMPARE(run(QStringLiteral("strings.x"), names, values), QStringLiteral("\"y\""));
        QCOMPARE(run(QStringLiteral("strings.x.reverse()"), names, values),
                 QStringLiteral("\"y\""));
    }

    void stringsCost_data()
    {
        // The Kubernetes CEL cost estimator's runtime costs (apiserver/pkg/cel/library/cost.go)
        // in this engine's units: one step per node visited, plus a tenth of a step per UTF-16
        // unit of the receiver traversed. X is 1000 characters long.
        QTest::addColumn<QString>("expr");
        QTest::addColumn<qint64>("cost");
        QTest::newRow("charAt: nominal") << QStringLiteral("x.charAt(1)") << qint64(3);
        QTest::newRow("reverse: nominal") << QStringLiteral("x.reverse()") << qint64(2);
        QTest::newRow("quote: nominal") << QStringLiteral("strings.quote(x)") << qint64(2);
        QTest::newRow("format: nominal") << QStringLiteral("'%s'.format([x])") << qint64(4);
        QTest::newRow("trim: one traversal") << QStringLiteral("x.trim()") << qint64(2 + 100);
        QTest::newRow("substring: one traversal")
            << QStringLiteral("x.substring(1)") << qint64(3 + 100);
        QTest::newRow("indexOf: one traversal")
            << QStringLiteral("x.indexOf('b')") << qint64(3 + 100);
        QTest::newRow("lastIndexOf: one traversal")
            << QStringLiteral("x.lastIndexOf('b', 5)") << qint64(4 + 100);
        QTest::newRow("replace: two traversals")
            << QStringLiteral("x.replace('a', 'b')") << qint64(4 + 200);
        QTest::newRow("split: two traversals") << QStringLiteral("x.split('a')") << qint64(3 + 200);
        QTest::newRow("join: twice the result")
            << QStringLiteral("[x, x].join('-')") << qint64(5 + 400);
    }

    void stringsCost()
    {
        QFETCH(QString, expr);
        QFETCH(qint64, cost);
        CompileOptions options;
        options.variables = {QStringLiteral("x")};
        const auto program = Program::compile(expr, options);
        QVERIFY2(program, qPrintable(program ? QString() : program.error().message));
        qint64 got = 0;
        const Value v =
            program->evaluate({Value::string(QString(1000, QLatin1Char('a')))}, 1000000, &got);
        QVERIFY2(!v.isError(), qPrintable(v.toDebugString()));
        QCOMPARE(got, cost);
    }

    void stringsCostLimit()
    {
        // Each replace multiplies the length by 11 and is charged on its input, so the chain
        // stops at the budget before the string it would build (cel-go's
        // TestStringCostLimitEnforced).
        QString expr = QStringLiteral("'A'");
        for (int k = 0; k < 8; ++k)
            expr += QStringLiteral(".replace('', 'AAAAAAAAAA')");
        const auto program = Program::compile(expr);
        QVERIFY(program);
        const Value v = program->evaluate(QList<Value>{}, 10000);
        QVERIFY2(Program::isCostError(v), qPrintable(v.toDebugString().left(100)));
        QCOMPARE(program->errorOf(v).code, QStringLiteral("CEL_COST"));
    }

    void catastrophicPattern()
    {
        // A pattern that makes a backtracking engine take exponential time: RE2, which CEL
        // specifies, answers in linear time, here false (issue 19; PCRE2 stopped at its match
        // limit with an error).
        const QString expr =
            QStringLiteral("'%1b'.matches('(a|aa)+$')").arg(QString(60, QLatin1Char('a')));
        QCOMPARE(run(expr), QStringLiteral("false"));
    }

    void conversions_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
        row("int of string", "int('-42')", "-42");
        row("int of double truncates", "int(-2.7)", "-2");
        row("int of uint", "int(5u)", "5");
        row("int of big uint", "int(18446744073709551615u)", "!CEL_RUNTIME: 1:1: range error");
        row("int of big double", "int(1e19)", "!CEL_RUNTIME: 1:1: range error");
        row("int of bad string", "int('x')", "!CEL_RUNTIME: 1:1: cannot convert 'x' to int");
        // Go's strconv refuses surrounding white space (QString's parsing skips it).
        row("int of leading space", "int(' 12')", "!CEL_RUNTIME: 1:1: cannot convert ' 12' to int");
        row("int of trailing space", "int('12 ')", "!CEL_RUNTIME: 1:1: cannot convert");
        row("uint of leading space", "uint(' 7')", "!CEL_RUNTIME: 1:1: cannot convert");
        row("uint of trailing newline", "uint('7\\n')", "!CEL_RUNTIME: 1:1: cannot convert");
        row("double of leading space", "double(' 2.5')", "!CEL_RUNTIME: 1:1: cannot convert");
        row("double of trailing tab", "double('2.5\\t')", "!CEL_RUNTIME: 1:1: cannot convert");
        row("uint of int", "uint(5)", "5u");
        row("uint of negative", "uint(-1)", "!CEL_RUNTIME: 1:1: range error");
        row("uint of string", "uint('7')", "7u");
        row("double of int", "double(3)", "3.0");
        row("double of string", "double('2.5')", "2.5");
        row("string of int", "string(-3)", "\"-3\"");
        row("string of uint", "string(3u)", "\"3\"");
        row("string of double", "string(2.5)", "\"2.5\"");
        row("string of big double", "string(1e21)", "\"1e+21\"");
        row("string of bool", "string(true)", "\"true\"");
        row("string of bytes", "string(b'abc')", "\"abc\"");
        row("string of bad utf8", "string(b'\\xff')", "!CEL_RUNTIME: 1:1: invalid UTF-8");
        row("bool of string", "bool('true') && !bool('f')", "true");
        row("bool of bad string", "bool('yes')", "!CEL_RUNTIME: 1:1: cannot convert 'yes' to bool");
        row("bytes of string", "bytes('é')", "b\"\\xc3\\xa9\"");
        row("type of list", "type([1])", "list");
        row("type of map", "type({})", "map");
        row("type of null", "type(null)", "null_type");
        row("dyn", "dyn(1) + 2", "3");
    }
    void conversions() { check(); }

    void semver_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
        row("parse", "semver('1.2.3').major() == 1", "true");
        row("minor patch", "semver('1.2.3').minor() + semver('1.2.3').patch()", "5");
        row("isSemver", "isSemver('1.2.3-rc.1+b5')", "true");
        row("isSemver rejects v", "isSemver('v1.2.3')", "false");
        row("isSemver rejects leading zero", "isSemver('01.2.3')", "false");
        row("isSemver rejects two parts", "isSemver('1.2')", "false");
        row("relaxed", "semver('v1.2', true).minor()", "2");
        row("compareTo", "semver('1.2.3').compareTo(semver('1.10.0'))", "-1");
        row("greater", "semver('2.0.0').isGreaterThan(semver('1.9.9'))", "true");
        row("less", "semver('1.0.0-alpha').isLessThan(semver('1.0.0'))", "true");
        row("prerelease order", "semver('1.0.0-alpha.1').isLessThan(semver('1.0.0-alpha.beta'))",
            "true");
        row("numeric prerelease", "semver('1.0.0-2').isLessThan(semver('1.0.0-10'))", "true");
        row("equal ignores nothing else", "semver('1.0.0') == semver('1.0.0')", "true");
        row("invalid", "semver('1.x')", "!CEL_RUNTIME: 1:1: could not parse semver: 1.x");
        row("wrong compare", "semver('1.0.0').compareTo(1)",
            "!CEL_RUNTIME: 1:17: no matching overload");
    }
    void semver() { check(); }

    void quantity_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
        row("binary", "quantity('1Ki').asInteger()", "1024");
        row("binary Gi", "quantity('16Gi').asInteger()", "17179869184");
        row("decimal k", "quantity('2k').asInteger()", "2000");
        row("decimal M", "quantity('1.5M').asInteger()", "1500000");
        row("milli", "quantity('1500m').asInteger()", "!CEL_RUNTIME: 1:19: cannot convert");
        row("milli float", "quantity('1500m').asApproximateFloat()", "1.5");
        row("fractional binary", "quantity('0.5Ki').asInteger()", "512");
        row("exponent", "quantity('12e3').asInteger()", "12000");
        row("exponent upper", "quantity('1E2').asInteger()", "100");
        row("exa", "quantity('1E').asInteger()", "1000000000000000000");
        row("nano", "quantity('5n').asApproximateFloat()", "5e-09");
        row("compare across suffixes", "quantity('1Ki').compareTo(quantity('1024'))", "0");
        row("greater", "quantity('16Gi').isGreaterThan(quantity('15G'))", "true");
        row("less", "quantity('100m').isLessThan(quantity('1'))", "true");
        row("sign", "quantity('-3').sign()", "-1");
        row("add", "quantity('1Ki').add(quantity('1')).asInteger()", "1025");
        row("add int", "quantity('1k').add(5).asInteger()", "1005");
        row("sub", "quantity('1').sub(quantity('500m')).asApproximateFloat()", "0.5");
        row("isQuantity", "isQuantity('1.5Gi') && !isQuantity('1.5GiB') && !isQuantity('')",
            "true");
        row("invalid", "quantity('abc')", "!CEL_RUNTIME: 1:1: quantities must match");
        row("int64 overflow", "quantity('10E').asInteger()", "!CEL_RUNTIME: 1:17: cannot convert");
        row("rounds up below nano", "quantity('0.1n').compareTo(quantity('1n'))", "0");
    }
    void quantity() { check(); }

    void variables()
    {
        QCOMPARE(run(QStringLiteral("x * 2 + y.size()"), {QStringLiteral("x"), QStringLiteral("y")},
                     {Value::integer(21), Value::string(QStringLiteral("ab"))}),
                 QStringLiteral("44"));
        // Compiled once, evaluated many times.
        CompileOptions options;
        options.variables = {QStringLiteral("n")};
        const auto program = Program::compile(QStringLiteral("n % 2 == 0"), options);
        QVERIFY(program);
        int even = 0;
        for (int k = 0; k < 10; ++k)
            even += program->evaluate({Value::integer(k)}).b ? 1 : 0;
        QCOMPARE(even, 5);
    }

    void costBudgetParameter()
    {
        // The budget is a parameter of Program::evaluate (the DRA selector limits are tested
        // in tests/dra/tst_devicecel.cpp).
        const auto program = Program::compile(QStringLiteral("[1, 2, 3].map(x, x * 2)"));
        QVERIFY(Program::isCostError(program->evaluate(QList<Value>{}, 5)));
        QCOMPARE(program->evaluate(QList<Value>{}, 100).toDebugString(),
                 QStringLiteral("[2, 4, 6]"));
        qint64 cost = 0;
        QCOMPARE(program->evaluate(QList<Value>{}, DefaultCostLimit, &cost).toDebugString(),
                 QStringLiteral("[2, 4, 6]"));
        QVERIFY(cost > 0 && cost < 100);
    }

    void equalityCost_data()
    {
        QTest::addColumn<QString>("body");
        // Review finding: comparing nested lists and maps walked 10^8 leaves for a few hundred
        // steps. Each item and entry compared now costs a step.
        QTest::newRow("list ==") << QStringLiteral("h == h");
        QTest::newRow("list !=") << QStringLiteral("h != [h][0]");
        QTest::newRow("in list") << QStringLiteral("h in [1, 2, h]");
        QTest::newRow("map ==") << QStringLiteral("{'k': h} == {'k': h}");
    }

    void equalityCost()
    {
        QFETCH(QString, body);
        // a: 10 leaves, b: 100, ... h: 10^8 leaves, built with cel.bind and map in ~400 steps.
        QString expr = QStringLiteral("cel.bind(a, [0,1,2,3,4,5,6,7,8,9], ");
        const QString names = QStringLiteral("abcdefgh");
        for (qsizetype k = 1; k < names.size(); ++k)
            expr += QStringLiteral("cel.bind(%1, [0,1,2,3,4,5,6,7,8,9].map(i, %2), ")
                        .arg(names[k])
                        .arg(names[k - 1]);
        expr += body + QString(names.size(), QLatin1Char(')'));
        const auto program = Program::compile(expr);
        QVERIFY2(program, qPrintable(program ? QString() : program.error().message));
        QElapsedTimer timer;
        timer.start();
        const Value v = program->evaluate(QList<Value>{}, DefaultCostLimit);
        QVERIFY2(Program::isCostError(v), qPrintable(v.toDebugString()));
        QCOMPARE(program->errorOf(v).code, QStringLiteral("CEL_COST"));
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        // Small structures still compare (and cost little).
        QCOMPARE(run(QStringLiteral("cel.bind(a, [[1, 2], {'x': [3]}], a == [[1, 2], {'x': [3]}] "
                                    "&& [1, 2] in a && !([2] in a))")),
                 QStringLiteral("true"));
    }
};

QTEST_GUILESS_MAIN(TestCelEval)
#include "tst_cel_eval.moc"
