// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// RegularExpression (core/regularexpression.h, issue 39): the one regular expression engine in
// core, on RE2. What CEL's matches(), find() and findAll() see (Go's syntax, messages and
// FindAll rules) is tests/cel/tst_cel_regex; here: the capture groups the engine's own patterns
// use, UTF-16 offsets around characters of every UTF-8 length, the two named limits that bound
// RE2 (regex-program, regex-memory; README "Limits") and the budget of a search.
#include "basecodes.h"
#include "regularexpression.h"
#include "resourcelimits.h"

#include <QScopeGuard>
#include <QTest>

#include <vector>

using namespace Accel;

namespace {

/// PATTERN matched in TEXT (from FROM): the texts of the groups, "-" for one that took no part;
/// empty when there is no match.
struct MatchRow
{
    const char *tag;
    const char *pattern;
    const char *text;
    qsizetype from;
    std::vector<const char *> groups;
};

const MatchRow matchRows[] = {
    {"no groups", "b+", "abbc", 0, {"bb"}},
    {"groups", "(\\d+)\\.(\\d+)", "v1.34.2", 0, {"1.34", "1", "34"}},
    {"group that took no part", "a(x)?b", "ab", 0, {"ab", "-"}},
    {"no match", "z", "abc", 0, {}},
    {"from skips earlier matches", "a", "a-a", 1, {"a"}},
    {"anchor does not hold after from", "^a", "a-a", 1, {}},
    {"named group, Go's form", "(?<major>\\d+)", "x12", 0, {"12", "12"}},
    {"named group, P form", "(?P<major>\\d+)", "x12", 0, {"12", "12"}},
    {"case-insensitive flag",
     "(?i)docker compose",
     "DOCKER COMPOSE version",
     0,
     {"DOCKER COMPOSE"}},
    {"two-byte characters", "(é+)x", "aééx", 0, {"ééx", "éé"}},
    {"three-byte characters", "日(本)", "a日本", 0, {"日本", "本"}},
    {"four-byte characters", "(\U0001F600)b", "a\U0001F600b", 0, {"\U0001F600b", "\U0001F600"}},
};

QStringList texts(const RegularExpression::Match &m)
{
    QStringList out;
    for (qsizetype k = 0; k < m.spans.size(); ++k)
        out << (m.spans[k].isValid() ? m.captured(int(k)) : QStringLiteral("-"));
    return out;
}

} // namespace

class TestRegularExpression : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void match_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("text");
        QTest::addColumn<qsizetype>("from");
        QTest::addColumn<QStringList>("groups");
        for (const MatchRow &r : matchRows) {
            QStringList groups;
            for (const char *g : r.groups)
                groups << QString::fromUtf8(g);
            QTest::addRow("%s", r.tag)
                << QString::fromUtf8(r.pattern) << QString::fromUtf8(r.text) << r.from << groups;
        }
    }

    void match()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, text);
        QFETCH(qsizetype, from);
        QFETCH(QStringList, groups);
        const Result<RegularExpression> re = RegularExpression::compile(pattern);
        QVERIFY2(re, qPrintable(re ? QString() : re.error().message));
        const RegularExpression::Match m = re->match(text, from);
        QCOMPARE(texts(m), groups);
        QCOMPARE(m.hasMatch(), !groups.isEmpty());
        if (m.hasMatch()) {
            // The spans are UTF-16 offsets into TEXT.
            QCOMPARE(text.mid(m.begin(), m.end() - m.begin()), groups.first());
            QCOMPARE(re->captureCount(), groups.size() - 1);
        }
        if (from == 0)
            QCOMPARE(re->containsMatchIn(text), m.hasMatch());
    }

    void entirely_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("matches");
        QTest::addRow("whole") << "[a-z]+"
                               << "abc" << true;
        QTest::addRow("part only") << "[a-z]+"
                                   << "abc1" << false;
        // Go's `$` is the end of the text: a final newline is not matched away (PCRE's `$`
        // would match before it).
        QTest::addRow("final newline") << "[a-z]+"
                                       << "abc\n"
                                       << false;
        QTest::addRow("alternation is anchored as a whole") << "a|ab"
                                                            << "ab" << true;
        QTest::addRow("empty pattern, empty text") << ""
                                                   << "" << true;
    }

    void entirely()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, text);
        QFETCH(bool, matches);
        const Result<RegularExpression> re = RegularExpression::compile(pattern);
        QVERIFY(re);
        QCOMPARE(re->matchesEntirely(text), matches);
        QCOMPARE(re->matchEntirely(text).hasMatch(), matches);
        if (matches)
            QCOMPARE(re->matchEntirely(text).captured(), text);
    }

    void matchAll()
    {
        // The catalog's placeholders: every match with its groups, in order.
        const RegularExpression re =
            RegularExpression::builtIn("\\$\\((int:)?([A-Za-z][A-Za-z0-9]*)\\)");
        const QString text = QStringLiteral("é$(a)-$(int:n2)日$(b)");
        const QList<RegularExpression::Match> all = re.matchAll(text);
        QCOMPARE(all.size(), 3);
        QCOMPARE(all[0].captured(2), QStringLiteral("a"));
        QVERIFY(!all[0].spans[1].isValid());
        QCOMPARE(all[1].captured(1), QStringLiteral("int:"));
        QCOMPARE(all[1].captured(2), QStringLiteral("n2"));
        QCOMPARE(all[2].captured(), QStringLiteral("$(b)"));
        for (const RegularExpression::Match &m : all)
            QCOMPARE(text.mid(m.begin(), m.end() - m.begin()), m.captured());
        // Go's rule for empty matches, with groups too.
        const RegularExpression star = RegularExpression::builtIn("(a*)");
        QStringList found;
        for (const RegularExpression::Match &m : star.matchAll(QStringLiteral("baaa")))
            found << m.captured(1);
        QCOMPARE(found, (QStringList{QString(), QStringLiteral("aaa")}));
    }

    void loneSurrogate()
    {
        // A lone surrogate is searched as U+FFFD and keeps the offsets of what follows right.
        const QString text = QString(QChar(0xD800)) + QStringLiteral("ab");
        const RegularExpression re = RegularExpression::builtIn("\\x{FFFD}(b?)a");
        const RegularExpression::Match m = re.match(text);
        QVERIFY(m.hasMatch());
        QCOMPARE(m.begin(), qsizetype(0));
        QCOMPARE(m.end(), qsizetype(2));
        const RegularExpression b = RegularExpression::builtIn("b");
        RegularExpression::Budget budget;
        QCOMPARE(b.find(text, budget)->begin, qsizetype(2));
    }

    void errors_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("message");
        QTest::addRow("syntax") << "a("
                                << "REGEX_SYNTAX"
                                << "error parsing regexp: missing closing ): `a(`";
        QTest::addRow("Go's named group checked as RE2 checks a P group")
            << "(?<a-b>x)"
            << "REGEX_SYNTAX"
            << "error parsing regexp: invalid named capture: "
               "`(?<a-b>`";
        QTest::addRow("one byte") << "a\\C"
                                  << "REGEX_SYNTAX"
                                  << "error parsing regexp: invalid escape sequence: `\\C`";
        QTest::addRow("groups nested deeper than Go allows")
            << QString(1001, QLatin1Char('(')) + QString(1001, QLatin1Char(')')) << "REGEX_SYNTAX"
            << QStringLiteral("error parsing regexp: expression nests too deeply: `%1%2`")
                   .arg(QString(1001, QLatin1Char('(')), QString(1001, QLatin1Char(')')));
    }

    void errors()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, code);
        QFETCH(QString, message);
        const Result<RegularExpression> re = RegularExpression::compile(pattern);
        QVERIFY(!re);
        QCOMPARE(re.error().code, code);
        QCOMPARE(re.error().message, message);
    }

    void nestingCountsGroupsOnly()
    {
        // Parentheses in a class or in \Q...\E are literals, not groups.
        const QString many(1001, QLatin1Char('('));
        QVERIFY(RegularExpression::compile(QLatin1Char('[') + many + QLatin1Char(']')));
        QVERIFY(RegularExpression::compile(QStringLiteral("[]") + many + QLatin1Char(']')));
        QVERIFY(RegularExpression::compile(QStringLiteral("[[:alpha:]") + many + QLatin1Char(']')));
        const Result<RegularExpression> quoted =
            RegularExpression::compile(QStringLiteral("\\Q") + many + QStringLiteral("\\E"));
        QVERIFY(quoted);
        QVERIFY(quoted->containsMatchIn(QString(QStringLiteral("x") + many)));
        // `(?<` in a class is no named group.
        const Result<RegularExpression> cls = RegularExpression::compile(QStringLiteral("[(?<]+"));
        QVERIFY(cls);
        QCOMPARE(cls->match(QStringLiteral("a(?<b")).captured(), QStringLiteral("(?<"));
    }

    void programLimit()
    {
        // regex-program: the instructions of one compiled pattern.
        const auto restore = qScopeGuard([] { Limits::setValue(Limits::RegexProgramSize, 0); });
        const QString pattern = QStringLiteral("[a-z]{100}");
        const Result<RegularExpression> fits = RegularExpression::compile(pattern);
        QVERIFY(fits);
        Limits::setValue(Limits::RegexProgramSize, fits->programSize() - 1);
        const Result<RegularExpression> refused = RegularExpression::compile(pattern);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, Code::LIMIT_EXCEEDED.name());
        QVERIFY2(refused.error().message.startsWith(
                     QLatin1String("error parsing regexp: expression too large: its program "
                                   "has ")),
                 qPrintable(refused.error().message));
        QVERIFY2(refused.error().message.contains(QLatin1String("regex-program limit")),
                 qPrintable(refused.error().message));
        QVERIFY(refused.error().hint.contains(QLatin1String("ACCEL_MAX_REGEX_PROGRAM")));
    }

    void memoryLimit()
    {
        // regex-memory: RE2's own budget (RE2::Options::max_mem); a program that does not fit
        // is refused by RE2 itself.
        const auto restore = qScopeGuard([] { Limits::setValue(Limits::RegexMemoryBytes, 0); });
        // 16 KiB: Debian 12's RE2 (2022-06-01) fits this 4,004-instruction program in 64 KiB and
        // refuses it from 32 KiB down.
        Limits::setValue(Limits::RegexMemoryBytes, 16 << 10);
        const Result<RegularExpression> refused =
            RegularExpression::compile(QStringLiteral("(?:ab){1000}(?:cd){1000}"));
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, Code::LIMIT_EXCEEDED.name());
        QCOMPARE(refused.error().message,
                 QStringLiteral("error parsing regexp: expression too large: more than the "
                                "regex-memory limit of 16 KiB"));
        QVERIFY(refused.error().hint.contains(QLatin1String("ACCEL_MAX_REGEX_MEMORY_BYTES")));
        QVERIFY(RegularExpression::compile(QStringLiteral("ab{10}")));
    }

    void budget()
    {
        // A search is charged RE2's bound, program size x (bytes + 1), before it runs.
        const RegularExpression re = RegularExpression::builtIn("b");
        const QString text = QStringLiteral("aaé"); // 4 bytes of UTF-8
        RegularExpression::Budget budget;
        QCOMPARE(re.matches(text, budget), std::optional<bool>(false));
        QCOMPARE(budget.usedSteps, re.programSize() * 5);
        RegularExpression::Budget tight;
        tight.limitSteps = re.programSize() * 5 - 1;
        QCOMPARE(re.matches(text, tight), std::optional<bool>());
        QVERIFY(tight.usedSteps > tight.limitSteps);
        // find() from an offset is charged for the bytes after it.
        RegularExpression::Budget fromTwo;
        QVERIFY(re.find(text, fromTwo, 2));
        QCOMPARE(fromTwo.usedSteps, re.programSize() * 3);
    }

    void copiesShareTheProgram()
    {
        // Copies share the program; the default is the empty pattern.
        const RegularExpression empty;
        QCOMPARE(empty.pattern(), QString());
        QVERIFY(empty.containsMatchIn(QStringLiteral("x")));
        const RegularExpression re = RegularExpression::builtIn("x+");
        const RegularExpression copy = re; // NOLINT(performance-unnecessary-copy-initialization)
        QCOMPARE(copy.pattern(), QStringLiteral("x+"));
        QCOMPARE(copy.programSize(), re.programSize());
    }
};

QTEST_GUILESS_MAIN(TestRegularExpression)
#include "tst_regularexpression.moc"
