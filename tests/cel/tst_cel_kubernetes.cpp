// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The Kubernetes Lists, Sets and Regex CEL libraries (issue 16, section 1;
// apiserver/pkg/cel/library/lists.go, sets.go, regex.go): isSorted, sum, min, max, indexOf and
// lastIndexOf of lists, sets.contains, sets.equivalent and sets.intersects, find and findAll,
// with their errors and the cost charged per element.
#include "cel/program.h"
#include "celrows.h"

#include <QTest>

using namespace Accel;
using namespace Accel::Cel;

class TestCelKubernetes : public QObject, private Test::CelRows
{
    Q_OBJECT

private Q_SLOTS:
    void lists_data()
    {
        columns();
        row("isSorted", "[1, 2, 2, 3].isSorted()", "true");
        row("isSorted false", "[1, 3, 2].isSorted()", "false");
        row("isSorted empty", "[].isSorted()", "true");
        row("isSorted strings", "['a', 'b', 'c'].isSorted()", "true");
        row("isSorted mixed numbers", "[1, 2u, 2.5].isSorted()", "true");
        row("isSorted incomparable", "[1, 'a'].isSorted()",
            "!CEL_RUNTIME: 1:10: no matching overload for 'isSorted' applied to (int, string)");
        row("sum ints", "[1, 2, 3].sum()", "6");
        row("sum doubles", "[1.5, 2.5].sum()", "4.0");
        row("sum uints", "[1u, 2u].sum()", "3u");
        row("sum durations", "[duration('1s'), duration('2m')].sum()", "duration(\"121s\")");
        row("sum empty", "[].sum()", "0");
        row("sum overflow", "[9223372036854775807, 1].sum()",
            "!CEL_RUNTIME: 1:26: integer overflow");
        row("sum of strings", "['a'].sum()",
            "!CEL_RUNTIME: 1:7: no matching overload for 'sum' applied to (list)");
        row("min", "[3, 1, 2].min()", "1");
        row("max", "[3, 1, 2].max()", "3");
        row("max strings", "['b', 'c', 'a'].max()", "\"c\"");
        row("min keeps its type", "[2, 1.5, 3u].min()", "1.5");
        row("min empty", "[].min()", "!CEL_RUNTIME: 1:4: min called on empty list");
        row("max empty", "[].max()", "!CEL_RUNTIME: 1:4: max called on empty list");
        row("indexOf", "[1, 2, 3, 2].indexOf(2)", "1");
        row("lastIndexOf", "[1, 2, 3, 2].lastIndexOf(2)", "3");
        row("indexOf absent", "[1, 2].indexOf(5)", "-1");
        row("indexOf heterogeneous equality", "[1, 2].indexOf(2.0)", "1");
        row("indexOf a list", "[[1], [2]].indexOf([2])", "1");
        row("string indexOf still works", "'abcb'.lastIndexOf('b')", "3");
    }
    void lists() { check(); }

    void sets_data()
    {
        columns();
        row("contains", "sets.contains([1, 2, 3], [3, 1])", "true");
        row("contains empty", "sets.contains([1], [])", "true");
        row("contains not", "sets.contains([1, 2], [2, 4])", "false");
        row("contains across numbers", "sets.contains([1, 2], [2.0, 1u])", "true");
        row("equivalent", "sets.equivalent([1, 2, 2], [2, 1])", "true");
        row("equivalent not", "sets.equivalent([1, 2], [1])", "false");
        row("intersects", "sets.intersects([1, 2], [3, 2])", "true");
        row("intersects not", "sets.intersects([1, 2], [3])", "false");
        row("intersects empty", "sets.intersects([], [])", "false");
        row("lists only", "sets.contains([1], 1)",
            "!CEL_RUNTIME: 1:6: no matching overload for 'sets.contains' applied to (list, int)");
    }
    void sets() { check(); }

    void regex_data()
    {
        columns();
        row("find", "'abc 123'.find('[0-9]+')", "\"123\"");
        row("find none", "'abc'.find('[0-9]+')", "\"\"");
        row("findAll", "'123 abc 456'.findAll('[0-9]+')", "[\"123\", \"456\"]");
        row("findAll limited", "'1 2 3'.findAll('[0-9]', 2)", "[\"1\", \"2\"]");
        row("findAll zero", "'1 2 3'.findAll('[0-9]', 0)", "[]");
        row("findAll negative is all", "'1 2 3'.findAll('[0-9]', -1)", "[\"1\", \"2\", \"3\"]");
        row("findAll none", "'abc'.findAll('[0-9]')", "[]");
        row("dynamic pattern", "'x1'.find('[0-9]' + '+')", "\"1\"");
        // Go's regexp messages (RE2 syntax; cel-go reports the regexp package's error).
        row("invalid constant pattern", "'a'.find('(')",
            "!CEL_COMPILE: 1:10: invalid regular expression '(': error parsing regexp: missing "
            "closing ): `(`");
        row("re2 refuses backreferences", "'aa'.findAll('(a)\\\\1')",
            "!CEL_COMPILE: 1:14: invalid regular expression '(a)\\1': error parsing regexp: "
            "invalid escape sequence: `\\1`");
    }
    void regex() { check(); }

    void cost()
    {
        // One step per element on top of the call: a long list costs more than a short one.
        qint64 shortCost = 0;
        qint64 longCost = 0;
        QCOMPARE(Test::celRun(QStringLiteral("[1, 2].sum()"), {}, {}, DefaultCostLimit, &shortCost),
                 QStringLiteral("3"));
        QCOMPARE(Test::celRun(QStringLiteral("[1, 2, 3, 4, 5, 6].sum()"), {}, {}, DefaultCostLimit,
                              &longCost),
                 QStringLiteral("21"));
        QCOMPARE(longCost - shortCost, 8); // four more literals and four more elements
        QCOMPARE(Test::celRun(QStringLiteral("sets.intersects([1, 2, 3], [4, 5, 6])"), {}, {}, 10),
                 QStringLiteral("!CEL_COST: 1:6: operation cancelled: actual cost limit exceeded"));
    }
};

QTEST_GUILESS_MAIN(TestCelKubernetes)
#include "tst_cel_kubernetes.moc"
