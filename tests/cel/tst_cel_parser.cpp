// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The CEL lexer and parser (issue 7, section 1; grammar and literals as the CEL language
// definition gives them): precedence and associativity, literals, and syntax errors with their
// line:column.
#include "cel/parser.h"
#include "cel/program.h"

#include <QTest>

using namespace Accel::Cel;

class TestCelParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void precedence_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("tree");
        const auto row = [](const char *name, const char *expr, const char *tree) {
            QTest::newRow(name) << QString::fromUtf8(expr) << QString::fromUtf8(tree);
        };
        row("mul before add", "1 + 2 * 3", "_+_(1, _*_(2, 3))");
        row("left assoc sub", "1 - 2 - 3", "_-_(_-_(1, 2), 3)");
        row("div mod same level", "8 / 4 % 3", "_%_(_/_(8, 4), 3)");
        row("parens", "(1 + 2) * 3", "_*_(_+_(1, 2), 3)");
        row("relation below add", "a + 1 < b", "_<_(_+_(a, 1), b)");
        row("relations left assoc", "a < b == true", "_==_(_<_(a, b), true)");
        row("in is a relation", "x in [1, 2] && y", "_&&_(@in(x, [1, 2]), y)");
        row("and before or", "a || b && c", "_||_(a, _&&_(b, c))");
        row("and chain is flat", "a && b && c", "_&&_(a, b, c)");
        row("or chain is flat", "a || b || c && d", "_||_(a, b, _&&_(c, d))");
        row("parenthesised and merges", "(a && b) && c", "_&&_(a, b, c)");
        row("ternary lowest", "a || b ? 1 : 2", "_?_:_(_||_(a, b), 1, 2)");
        row("ternary right assoc", "a ? 1 : b ? 2 : 3", "_?_:_(a, 1, _?_:_(b, 2, 3))");
        row("not binds tight", "!a && b", "_&&_(!_(a), b)");
        row("double not", "!!a", "!_(!_(a))");
        row("neg of ident", "-x * 2", "_*_(-_(x), 2)");
        row("negative literal", "-1 + 2", "_+_(-1, 2)");
        row("double neg literal", "--1", "-_(-1)");
        row("member before unary", "-a.b", "-_(a.b)");
        row("select chain", "a.b.c", "a.b.c");
        row("index", "a[0][1]", "_[_](_[_](a, 0), 1)");
        row("receiver call", "s.startsWith('x')", "s.startsWith(\"x\")");
        row("global call", "size(x) == 2", "_==_(size(x), 2)");
        row("dra selector",
            "device.driver == \"media.liken.sh\" &&\n"
            "device.attributes[\"media.liken.sh\"].decodeHEVCMain10",
            "_&&_(_==_(device.driver, \"media.liken.sh\"), "
            "_[_](device.attributes, \"media.liken.sh\").decodeHEVCMain10)");
        row("macro call", "[1].all(x, x > 0)", "[1].all(x, _>_(x, 0))");
        row("list trailing comma", "[1, 2,]", "[1, 2]");
        row("map literal", "{'a': 1, 2: [3]}", "{\"a\": 1, 2: [3]}");
        row("empty map", "{}", "{}");
        row("leading dot ident", ".x", ".x");
        row("quoted field", "m.`a-b`", "m.a-b");
        row("comment", "1 // one\n+ 2", "_+_(1, 2)");
        row("optional select", "a.?b.c", "_?._(a, \"b\").c");
        row("optional index", "a[?0]", "_[?_](a, 0)");
        row("optional list entries", "[?a, b, ?c]", "[?a, b, ?c]");
        row("optional map entries", "{?'a': x, 'b': y}", "{?\"a\": x, \"b\": y}");
        row("conditional is no optional", "[a ? 1 : 2]", "[_?_:_(a, 1, 2)]");
    }

    void precedence()
    {
        QFETCH(QString, expr);
        QFETCH(QString, tree);
        const ParseResult r = parse(expr);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QCOMPARE(r.expr->toDebugString(), tree);
    }

    void literals_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("value");
        const auto row = [](const char *name, const char *expr, const char *value) {
            QTest::newRow(name) << QString::fromUtf8(expr) << QString::fromUtf8(value);
        };
        row("int", "42", "42");
        row("hex int", "0x1F", "31");
        row("uint", "42u", "42u");
        row("hex uint", "0xFFu", "255u");
        row("uint max", "18446744073709551615u", "18446744073709551615u");
        row("int min", "-9223372036854775808", "-9223372036854775808");
        row("double", "1.5", "1.5");
        row("double exp", "1e3", "1000.0");
        row("double leading dot", ".5", "0.5");
        row("double neg exp", "2.5E-1", "0.25");
        row("string double quotes", "\"a\"", "\"a\"");
        row("string single quotes", "'a'", "\"a\"");
        row("escapes", "'\\t\\x41\\101\\u00e9'",
            "\"\t"
            "AA\u00e9\"");
        row("raw string", "r'a\\nb'", "\"a\\\\nb\"");
        row("triple quoted", "'''a\nb'''", "\"a\\nb\"");
        row("triple double", "\"\"\"x\"y\"\"\"", "\"x\\\"y\"");
        row("raw triple", "R\"\"\"\\d\"\"\"", "\"\\\\d\"");
        row("bytes", "b'abc'", "b\"abc\"");
        row("bytes escape", "b'\\xff\\000'", "b\"\\xff\\x00\"");
        row("bytes utf8", "b'\u00ff'", "b\"\\xc3\\xbf\"");
        row("raw bytes", "rb'\\x'", "b\"\\x5cx\"");
        row("true", "true", "true");
        row("false", "false", "false");
        row("null", "null", "null");
    }

    void literals()
    {
        QFETCH(QString, expr);
        QFETCH(QString, value);
        const ParseResult r = parse(expr);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QCOMPARE(r.expr->kind, Expr::Kind::Literal);
        QCOMPARE(r.expr->literal.toDebugString(), value);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("position");
        QTest::addColumn<QString>("message");
        const auto row = [](const char *name, const char *expr, const char *pos,
                            const char *message) {
            QTest::newRow(name) << QString::fromUtf8(expr) << QString::fromLatin1(pos)
                                << QString::fromUtf8(message);
        };
        row("dangling operator", "1 +", "1:4", "unexpected end of expression");
        row("unclosed paren", "(1 + 2", "1:7", "expected ')'");
        row("single equals", "a = b", "1:3", "unexpected character '='");
        row("single ampersand", "a & b", "1:3", "unexpected character '&'");
        row("unterminated string", "'abc", "1:1", "unterminated string literal");
        row("newline in string", "'a\nb'", "1:3", "newline in string literal");
        row("bad escape", "'\\q'", "1:2", "invalid escape sequence");
        row("int overflow", "9223372036854775808", "1:1", "invalid int literal");
        row("uint overflow", "18446744073709551616u", "1:1", "invalid uint literal");
        row("reserved word", "while", "1:1", "reserved identifier: while");
        row("second line", "a &&\n  b ||", "2:7", "unexpected end of expression");
        row("message construction", "Foo{a: 1}", "1:4", "message construction is not supported");
        row("optional select without a field", "a.?", "1:4", "expected a field name");
        row("optional index without an index", "a[?]", "1:4", "unexpected token ']'");
        row("trailing garbage", "1 2", "1:3", "unexpected token '2'");
        row("field after dot", "a.b.", "1:5", "expected a field name");
        row("dot digit lexes as a number", "a.1", "1:2", "unexpected token '.1'");
    }

    void errors()
    {
        QFETCH(QString, expr);
        QFETCH(QString, position);
        QFETCH(QString, message);
        const ParseResult r = parse(expr);
        QVERIFY(!r.ok());
        QCOMPARE(positionText(expr, r.error.pos), position);
        QVERIFY2(r.error.message.contains(message), qPrintable(r.error.message));
        // The compiled form reports the same, prefixed with the position.
        const auto program = Program::compile(expr);
        QVERIFY(!program);
        QCOMPARE(program.error().code, QStringLiteral("CEL_SYNTAX"));
        QVERIFY2(program.error().message.startsWith(position + QLatin1String(": ")),
                 qPrintable(program.error().message));
    }

    void sourceRanges()
    {
        const QString expr = QStringLiteral("a.b == 1 && (c || d) && f(x)[0]");
        const ParseResult r = parse(expr);
        QVERIFY(r.ok());
        // _&&_(A, B, C)
        const Expr &outer = *r.expr;
        QCOMPARE(outer.args.size(), size_t(3));
        const auto text = [&expr](const Expr &e) { return expr.sliced(e.begin, e.end - e.begin); };
        QCOMPARE(text(*outer.args[0]), QStringLiteral("a.b == 1"));
        QCOMPARE(text(*outer.args[1]), QStringLiteral("(c || d)"));
        QCOMPARE(text(*outer.args[2]), QStringLiteral("f(x)[0]"));
        QCOMPARE(text(outer), expr);
    }

    void nestingLimit()
    {
        const QString deep =
            QString(300, QLatin1Char('(')) + QLatin1Char('1') + QString(300, QLatin1Char(')'));
        const ParseResult r = parse(deep);
        QVERIFY(!r.ok());
        QVERIFY(r.error.message.contains(QLatin1String("nested too deeply")));
        const QString fine =
            QString(100, QLatin1Char('(')) + QLatin1Char('1') + QString(100, QLatin1Char(')'));
        QVERIFY(parse(fine).ok());
        // Long chains: && stays flat at any length; other operators, unary prefixes and
        // member chains are refused past 1000 levels instead of recursing without bound.
        QString chain = QStringLiteral("a");
        for (int k = 0; k < 5000; ++k)
            chain += QStringLiteral(" && a");
        const ParseResult flat = parse(chain);
        QVERIFY(flat.ok());
        QCOMPARE(flat.expr->args.size(), size_t(5001));
        QCOMPARE(flat.expr->depth, 2);
        const auto refused = [](const QString &text) {
            const ParseResult r = parse(text);
            return !r.ok() && r.error.message.contains(QLatin1String("nested too deeply"));
        };
        QVERIFY(refused(QStringLiteral("1") + QStringLiteral(" + 1").repeated(2000)));
        QVERIFY(refused(QString(2000, QLatin1Char('!')) + QLatin1Char('a')));
        QVERIFY(refused(QStringLiteral("a") + QStringLiteral(".b").repeated(2000)));
        QVERIFY(refused(QStringLiteral("a") + QStringLiteral("[0]").repeated(2000)));
        QVERIFY(parse(QStringLiteral("1") + QStringLiteral(" + 1").repeated(900)).ok());
    }

    void nestedUnaryGroups_data()
    {
        QTest::addColumn<int>("groups");
        QTest::addColumn<int>("bangs");
        QTest::addColumn<qsizetype>("maxLength");
        // Runs of `!` inside nested groups: each run stays under the per-run limit, the tree
        // height adds up (review finding: stack overflow in compile, eval and destructors).
        // 10 KiB: Kubernetes' CELSelectorExpressionMaxLength (Dra::SelectorMaxLength).
        QTest::newRow("10x1000 under the selector length limit") << 10 << 1000 << qsizetype(10240);
        QTest::newRow("20x1000 without a limit") << 20 << 1000 << qsizetype(0);
        QTest::newRow("20x200 without a limit") << 20 << 200 << qsizetype(0);
        QTest::newRow("240x999 without a limit") << 240 << 999 << qsizetype(0);
    }

    void nestedUnaryGroups()
    {
        QFETCH(int, groups);
        QFETCH(int, bangs);
        QFETCH(qsizetype, maxLength);
        const QString text =
            QString(QString(bangs, QLatin1Char('!')) + QLatin1Char('(')).repeated(groups) +
            QStringLiteral("true") + QString(groups, QLatin1Char(')'));
        QVERIFY(maxLength == 0 || text.toUtf8().size() <= maxLength);
        CompileOptions options;
        options.maxLength = maxLength;
        const auto program = Program::compile(text, options);
        QVERIFY(!program);
        QCOMPARE(program.error().code, QStringLiteral("CEL_SYNTAX"));
        QVERIFY2(program.error().message.contains(QLatin1String("nested too deeply")),
                 qPrintable(program.error().message));
        // A ternary whose else branch is deep is measured too.
        const QString deepElse =
            QStringLiteral("true ? true : ") +
            QString(QString(200, QLatin1Char('!')) + QLatin1Char('(')).repeated(10) +
            QStringLiteral("true") + QString(10, QLatin1Char(')'));
        QVERIFY(!parse(deepElse).ok());
        // Moderate nesting still parses.
        QVERIFY(parse(QString(QString(50, QLatin1Char('!')) + QLatin1Char('(')).repeated(10) +
                      QStringLiteral("true") + QString(10, QLatin1Char(')')))
                    .ok());
    }
};

QTEST_GUILESS_MAIN(TestCelParser)
#include "tst_cel_parser.moc"
