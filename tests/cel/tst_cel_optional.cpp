// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// Optional values and two-variable comprehensions (issue 16, section 1), with cel-go's
// semantics (OptionalTypes; ext.TwoVarComprehensions): `.?field`, `[?index]`, optional.of,
// optional.ofNonZeroValue, optional.none, hasValue, value, or, orValue, optMap, optFlatMap,
// optional list and map entries; all, exists and existsOne with an index or key and a value,
// transformList, transformMap and transformMapEntry; and cel.bind with them.
#include "cel/program.h"
#include "celrows.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QTest>

using namespace Accel;
using namespace Accel::Cel;

class TestCelOptional : public QObject, private Test::CelRows
{
    Q_OBJECT

private Q_SLOTS:
    void optionals_data()
    {
        columns();
        row("of", "optional.of(1)", "optional.of(1)");
        row("none", "optional.none()", "optional.none()");
        row("type", "type(optional.none())", "optional_type");
        row("hasValue", "optional.of(0).hasValue() && !optional.none().hasValue()", "true");
        row("none equals none", "optional.none() == optional.none()", "true");
        row("value", "optional.of('a').value()", "\"a\"");
        row("value of none", "optional.none().value()",
            "!CEL_RUNTIME: 1:17: optional.none() dereference");
        row("ofNonZeroValue keeps", "optional.ofNonZeroValue(1)", "optional.of(1)");
        row("ofNonZeroValue zeros",
            "[0, 0u, 0.0, '', b'', false, null, [], {}, duration('0s'), timestamp(0)]"
            ".all(z, !optional.ofNonZeroValue(z).hasValue())",
            "true");
        row("ofNonZeroValue of a non-empty list", "optional.ofNonZeroValue([0]).hasValue()",
            "true");
        row("or takes the first", "optional.of(1).or(optional.of(2))", "optional.of(1)");
        row("or takes the second", "optional.none().or(optional.of(2))", "optional.of(2)");
        row("or is lazy", "optional.of(1).or(optional.of(1 / 0))", "optional.of(1)");
        row("or wants an optional", "optional.none().or(2)",
            "!CEL_RUNTIME: 1:17: no matching overload for 'or' applied to (optional_type, int)");
        row("orValue", "optional.none().orValue(7)", "7");
        row("orValue of a value", "optional.of(3).orValue(1 / 0)", "3");
        row("receiver must be optional", "(1).orValue(2)",
            "!CEL_RUNTIME: 1:5: no matching overload for 'orValue' applied to (int)");
        row("equality", "optional.of(1) == optional.of(1.0) && optional.none() == optional.none()",
            "true");
        row("inequality", "optional.of(1) != optional.none()", "true");
    }
    void optionals() { check(); }

    void selection_data()
    {
        columns();
        row("present field", "{'a': 1}.?a", "optional.of(1)");
        row("absent field", "{'a': 1}.?b", "optional.none()");
        row("chain looks into the optional", "{'a': {'b': 2}}.?a.b", "optional.of(2)");
        row("chain of an absent field", "{'a': {'b': 2}}.?x.b", "optional.none()");
        row("chain past an absent inner field", "{'a': {'b': 2}}.?a.c", "optional.none()");
        row("orValue after a chain", "{'a': {}}.?a.?b.orValue('default')", "\"default\"");
        row("present index", "[1, 2][?1]", "optional.of(2)");
        row("index out of range", "[1, 2][?2]", "optional.none()");
        row("negative index", "[1, 2][?-1]", "optional.none()");
        row("map key", "{1: 'x'}[?1]", "optional.of(\"x\")");
        row("absent map key", "{1: 'x'}[?2]", "optional.none()");
        row("index on an optional", "optional.of([5])[0]", "optional.of(5)");
        row("index on none", "optional.none()[0]", "optional.none()");
        row("field of a non-map", "(1).?a",
            "!CEL_RUNTIME: 1:4: type 'int' does not support field selection");
        row("string index", "[1][?'a']",
            "!CEL_RUNTIME: 1:4: no matching overload for '_[?_]' applied to (list, string)");
        row("error operand", "{'a': 1 / 0}.?a", "!CEL_RUNTIME: 1:9: divide by zero");
        // has() through an optional (issue 39): false when empty, else the test on the value.
        row("has on an empty optional selection", "has({}.?x.y)", "false");
        row("has on a present optional", "has(optional.of({'c': 1}).c)", "true");
        row("has on a present optional without the field", "has(optional.of({'c': 1}).d)", "false");
        row("optional_type names the type", "type(optional.none()) == optional_type", "true");
    }
    void selection() { check(); }

    void entries_data()
    {
        columns();
        row("list keeps present", "[?optional.of(1), 2]", "[1, 2]");
        row("list drops none", "[1, ?optional.none(), 3]", "[1, 3]");
        row("list entry from a selection", "[?{'a': 1}.?a, ?{'a': 1}.?b]", "[1]");
        row("list entry must be optional", "[?1]",
            "!CEL_RUNTIME: 1:3: cannot initialize an optional entry from a non-optional value "
            "of type int");
        row("map keeps present", "{?'a': optional.of(1), 'b': 2}", "{\"a\": 1, \"b\": 2}");
        row("map drops none", "{?'a': optional.none(), 'b': 2}", "{\"b\": 2}");
        row("map entry must be optional", "{?'a': 1}",
            "!CEL_RUNTIME: 1:8: cannot initialize an optional entry from a non-optional value "
            "of type int");
    }
    void entries() { check(); }

    void optMap_data()
    {
        columns();
        row("optMap", "optional.of(2).optMap(x, x * 10)", "optional.of(20)");
        row("optMap of none", "optional.none().optMap(x, x * 10)", "optional.none()");
        row("optMap of none is lazy", "optional.none().optMap(x, 1 / 0)", "optional.none()");
        row("optFlatMap", "optional.of({'a': 1}).optFlatMap(m, m.?a)", "optional.of(1)");
        row("optFlatMap to none", "optional.of({'a': 1}).optFlatMap(m, m.?b)", "optional.none()");
        row("optFlatMap wants an optional", "optional.of(1).optFlatMap(x, x)",
            "!CEL_RUNTIME: 1:16: no matching overload for 'optFlatMap' applied to (int)");
        row("optMap error", "optional.of(0).optMap(x, 1 / x)",
            "!CEL_RUNTIME: 1:28: divide by zero");
    }
    void optMap() { check(); }

    void twoVariables_data()
    {
        columns();
        row("all over a list", "[1, 2, 3].all(i, v, v == i + 1)", "true");
        row("all false", "[1, 2, 3].all(i, v, i < 2)", "false");
        row("exists over a map", "{'a': 1, 'b': 2}.exists(k, v, k == 'b' && v == 2)", "true");
        row("existsOne", "[5, 5, 6].existsOne(i, v, v == 5 && i > 0)", "true");
        row("existsOne of two", "[5, 5].existsOne(i, v, v == 5)", "false");
        row("existsOne with one variable", "[1, 2].existsOne(x, x == 2)", "true");
        row("all absorbs errors", "[0, 1].all(i, v, 1 / v > 5)", "false");
        row("transformList", "[10, 20].transformList(i, v, i * v)", "[0, 20]");
        row("transformList filter", "[1, 2, 3, 4].transformList(i, v, v % 2 == 0, i)", "[1, 3]");
        row("transformList over a map", "{'a': 1}.transformList(k, v, k + string(v))", "[\"a1\"]");
        row("transformMap", "{'a': 1, 'b': 2}.transformMap(k, v, v * 2)", "{\"a\": 2, \"b\": 4}");
        row("transformMap filter", "{'a': 1, 'b': 2}.transformMap(k, v, v > 1, k)",
            "{\"b\": \"b\"}");
        row("transformMap over a list", "['x', 'y'].transformMap(i, v, v + v)",
            "{0: \"xx\", 1: \"yy\"}");
        row("transformMapEntry swaps", "{'a': 'b'}.transformMapEntry(k, v, {v: k})",
            "{\"b\": \"a\"}");
        row("transformMapEntry filter", "[1, 2, 3].transformMapEntry(i, v, v != 2, {v: i})",
            "{1: 0, 3: 2}");
        row("transformMapEntry duplicate key", "[1, 2].transformMapEntry(i, v, {'k': v})",
            "!CEL_RUNTIME: 1:8: insert failed: key \"k\" already exists");
        row("transformMapEntry wants a map", "[1].transformMapEntry(i, v, v)",
            "!CEL_RUNTIME: 1:5: no matching overload for 'transformMapEntry' applied to (int)");
        row("same name twice", "[1].all(x, x, true)",
            "!CEL_COMPILE: 1:12: duplicate variable name: x");
        row("nested", "[[1], [2, 3]].transformList(i, l, l.transformList(j, v, i + j + v))",
            "[[1], [3, 5]]");
        row("with cel.bind", "cel.bind(m, {'a': 1}, m.transformMap(k, v, v + size(m)))",
            "{\"a\": 2}");
        row("over a non-container", "(1).all(i, v, true)",
            "!CEL_RUNTIME: 1:5: no matching overload for 'all' applied to (int)");
    }
    void twoVariables() { check(); }

    void hostAndJson()
    {
        CompileOptions options;
        options.variables << QStringLiteral("m");
        QCOMPARE(
            Test::celRun(QStringLiteral("m.?a.orValue(0) + m.?b.orValue(0)"), options,
                         {Value::map({{Value::string(QStringLiteral("a")), Value::integer(4)}})}),
            QStringLiteral("4"));
        const Result<Program> p =
            Program::compile(QStringLiteral("[optional.of(1), optional.none()]"));
        QVERIFY(p);
        const QJsonValue json = toJson(p->evaluate(QList<Value>{}));
        QCOMPARE(json.toArray().size(), 2);
        QCOMPARE(json.toArray().at(0).toInt(), 1);
        QVERIFY(json.toArray().at(1).isNull());
    }
};

QTEST_GUILESS_MAIN(TestCelOptional)
#include "tst_cel_optional.moc"
