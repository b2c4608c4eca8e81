// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// JSON Schema draft-07 (draft-handrews-json-schema-01 and -validation-01): every supported
// keyword, valid and invalid, with the exact instance pointer of each violation.
#include "doc/jsonschema.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using Accel::Doc::JsonSchema;

namespace {

/// "keyword@pointer" per violation, in order, so a row's expectation reads at a glance.
QStringList summary(const QList<JsonSchema::Violation> &violations)
{
    QStringList out;
    for (const auto &v : violations)
        out << v.keyword + u'@' + v.pointer;
    return out;
}

struct KeywordRow
{
    const char *tag;
    const char *schema;   ///< YAML
    const char *instance; ///< YAML
    QStringList expected; ///< "keyword@pointer"; empty: valid
};

struct SchemaErrorRow
{
    const char *tag;
    const char *schema; ///< YAML
    const char *messagePart;
};

} // namespace

class TestJsonSchema : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keywords_data();
    void keywords();
    void schemaErrors_data();
    void schemaErrors();
    void depthGuard_data();
    void depthGuard();
    void deepInstance();
    void describe();
    void fromFile();
    void emptySchemaAcceptsAll();
};

void TestJsonSchema::keywords_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QByteArray>("instance");
    QTest::addColumn<QStringList>("expected");

    const KeywordRow rows[] = {
        // type
        {"type string: string", "{type: string}", "hi", {}},
        {"type string: number", "{type: string}", "42", {u"type@"_s}},
        {"type list: null", R"({type: [string, "null"]})", "null", {}},
        {"type list: boolean", R"({type: [string, "null"]})", "true", {u"type@"_s}},
        {"type integer: 3", "{type: integer}", "3", {}},
        {"type integer: 1.0", "{type: integer}", "1.0", {}},
        {"type integer: 1.5", "{type: integer}", "1.5", {u"type@"_s}},
        {"type integer: string 1", "{type: integer}", "'1'", {u"type@"_s}},
        {"type number: integer", "{type: number}", "3", {}},
        {"type number: boolean", "{type: number}", "true", {u"type@"_s}},
        {"type object: array", "{type: object}", "[]", {u"type@"_s}},
        {"type array: object", "{type: array}", "{}", {u"type@"_s}},
        {"type nested pointer",
         "{properties: {a: {type: boolean}}}",
         "{a: 'true'}",
         {u"type@/a"_s}},
        // enum, const
        {"enum: member", "{enum: [a, 1, null]}", "a", {}},
        {"enum: null member", "{enum: [a, 1, null]}", "null", {}},
        {"enum: 1.0 equals 1", "{enum: [a, 1, null]}", "1.0", {}},
        {"enum: not a member", "{enum: [a, 1, null]}", "b", {u"enum@"_s}},
        {"enum: true is not 1", "{enum: [a, 1, null]}", "true", {u"enum@"_s}},
        {"enum: object member", "{enum: [{a: 1}]}", "{a: 1.0}", {}},
        {"const: same tree", "{const: {a: [1, 2], b: x}}", "{b: x, a: [1.0, 2]}", {}},
        {"const: order of array matters",
         "{const: {a: [1, 2], b: x}}",
         "{b: x, a: [2, 1]}",
         {u"const@"_s}},
        {"const: false is not null", "{const: false}", "null", {u"const@"_s}},
        // properties, patternProperties, additionalProperties
        {"properties: valid", "{properties: {a: {type: string}}}", "{a: x, b: 1}", {}},
        {"properties: invalid", "{properties: {a: {type: string}}}", "{a: 1}", {u"type@/a"_s}},
        {"patternProperties: anchored",
         R"({patternProperties: {"^x-": {type: string}}})",
         "{x-a: 1, y-x-: 1}",
         {u"type@/x-a"_s}},
        {"patternProperties: search, not full match",
         "{patternProperties: {b: {type: string}}}",
         "{abc: 1}",
         {u"type@/abc"_s}},
        {"patternProperties and properties both apply",
         R"({properties: {x-a: {type: string}}, patternProperties: {"^x-": {minLength: 3}}})",
         "{x-a: ab}",
         {u"minLength@/x-a"_s}},
        {"additionalProperties false: extra member",
         "{properties: {a: {}}, additionalProperties: false}",
         "{a: 1, b: 2}",
         {u"additionalProperties@"_s}},
        {"additionalProperties false: pattern counts as known",
         R"({properties: {a: {}}, patternProperties: {"^x-": {}}, additionalProperties: false})",
         "{a: 1, x-b: 2}",
         {}},
        {"additionalProperties schema",
         "{properties: {a: {}}, additionalProperties: {type: integer}}",
         "{a: s, b: 1, c: s}",
         {u"type@/c"_s}},
        {"additionalProperties: pointer escaping",
         "{additionalProperties: {type: integer}}",
         R"({"a/b": x, "m~n": y})",
         {u"type@/a~1b"_s, u"type@/m~0n"_s}},
        // required, propertyNames, min/maxProperties, dependencies
        {"required: present", "{required: [a, b]}", "{a: 1, b: null}", {}},
        {"required: missing two",
         "{required: [a, b, c]}",
         "{b: 1}",
         {u"required@"_s, u"required@"_s}},
        {"required: nested object",
         "{properties: {spec: {required: [name]}}}",
         "{spec: {}}",
         {u"required@/spec"_s}},
        {"required: ignores non-objects", "{required: [a]}", "[]", {}},
        {"propertyNames: valid", R"({propertyNames: {pattern: "^[a-z]+$"}})", "{abc: 1}", {}},
        {"propertyNames: invalid name",
         "{propertyNames: {maxLength: 3}}",
         "{abcd: 1, ab: 2}",
         {u"maxLength@"_s}},
        {"minProperties: enough", "{minProperties: 1}", "{a: 1}", {}},
        {"minProperties: too few", "{minProperties: 1}", "{}", {u"minProperties@"_s}},
        {"maxProperties: too many",
         "{properties: {o: {maxProperties: 1}}}",
         "{o: {a: 1, b: 2}}",
         {u"maxProperties@/o"_s}},
        {"dependencies array: satisfied", "{dependencies: {a: [b]}}", "{a: 1, b: 2}", {}},
        {"dependencies array: trigger absent", "{dependencies: {a: [b]}}", "{b: 2}", {}},
        {"dependencies array: missing", "{dependencies: {a: [b]}}", "{a: 1}", {u"dependencies@"_s}},
        {"dependencies schema: missing",
         "{dependencies: {a: {required: [c]}}}",
         "{a: 1}",
         {u"required@"_s}},
        {"dependencies schema: nested",
         "{properties: {x: {dependencies: {a: {properties: {a: "
         "{type: string}}}}}}}",
         "{x: {a: 1}}",
         {u"type@/x/a"_s}},
        // items, additionalItems, min/maxItems, uniqueItems, contains
        {"items schema: valid", "{items: {type: integer}}", "[1, 2]", {}},
        {"items schema: second item",
         "{items: {type: integer}}",
         "[1, x, 3, y]",
         {u"type@/1"_s, u"type@/3"_s}},
        {"items false: empty", "{items: false}", "[]", {}},
        {"items false: one item", "{items: false}", "[1]", {u"items@"_s}},
        {"items list: valid", "{items: [{type: string}, {type: integer}]}", "[a, 1, whatever]", {}},
        {"items list: second",
         "{items: [{type: string}, {type: integer}]}",
         "[a, b]",
         {u"type@/1"_s}},
        {"additionalItems false",
         "{items: [{type: string}], additionalItems: false}",
         "[a, 1]",
         {u"additionalItems@"_s}},
        {"additionalItems schema",
         "{items: [{}], additionalItems: {type: integer}}",
         "[a, 1, b]",
         {u"type@/2"_s}},
        {"additionalItems ignored without items list", "{additionalItems: false}", "[1, 2]", {}},
        {"minItems: too few", "{minItems: 2}", "[1]", {u"minItems@"_s}},
        {"maxItems: too many",
         "{properties: {l: {maxItems: 1}}}",
         "{l: [1, 2]}",
         {u"maxItems@/l"_s}},
        {"uniqueItems: distinct", "{uniqueItems: true}", "[1, '1', true, {a: 1}, {a: 2}]", {}},
        {"uniqueItems: 1 and 1.0", "{uniqueItems: true}", "[1, 1.0]", {u"uniqueItems@"_s}},
        {"uniqueItems: equal objects",
         "{uniqueItems: true}",
         "[{a: 1, b: 2}, {b: 2, a: 1}]",
         {u"uniqueItems@"_s}},
        {"uniqueItems false: duplicates fine", "{uniqueItems: false}", "[1, 1]", {}},
        {"contains: match", "{contains: {type: integer}}", "[a, 1]", {}},
        {"contains: none", "{contains: {type: integer}}", "[a, b]", {u"contains@"_s}},
        {"contains: empty array", "{contains: {}}", "[]", {u"contains@"_s}},
        // strings
        {"minLength: code points",
         "{minLength: 2, maxLength: 2}",
         "\"\xF0\x9F\x98\x80\xC3\xA9\"",
         {}},
        {"minLength: too short",
         "{minLength: 3}",
         "\"\xF0\x9F\x98\x80\xF0\x9F\x98\x80\"",
         {u"minLength@"_s}},
        {"maxLength: too long", "{maxLength: 3}", "abcd", {u"maxLength@"_s}},
        {"pattern: anchored valid", R"({pattern: "^[a-z]+$"})", "abc", {}},
        {"pattern: anchored invalid", R"({pattern: "^[a-z]+$"})", "abC", {u"pattern@"_s}},
        {"pattern: $ is end of input", R"({pattern: "^[a-z]+$"})", R"("abc\n")", {u"pattern@"_s}},
        {"pattern: search semantics", "{pattern: b}", "abc", {}},
        {"pattern: \\u escape", R"({pattern: '^\u00e9$'})", "\"\xC3\xA9\"", {}},
        {"pattern: ECMA [^] matches a newline", R"({pattern: "^a[^]b$"})", R"("a\nb")", {}},
        {"pattern: ECMA [] matches nothing", R"({pattern: "a[]"})", "a", {u"pattern@"_s}},
        {"pattern: ignores non-strings", "{pattern: '^a$'}", "3", {}},
        {"format: annotation only", "{format: email}", "not an address", {}},
        {"format: date-time annotation only", "{format: date-time}", "yesterday", {}},
        // numbers
        {"minimum: equal", "{minimum: 2}", "2", {}},
        {"minimum: below", "{minimum: 2}", "1.5", {u"minimum@"_s}},
        {"maximum: above", "{maximum: 2.5}", "3", {u"maximum@"_s}},
        {"exclusiveMinimum: equal", "{exclusiveMinimum: 2}", "2", {u"exclusiveMinimum@"_s}},
        {"exclusiveMinimum: above", "{exclusiveMinimum: 2}", "2.01", {}},
        {"exclusiveMaximum: equal", "{exclusiveMaximum: 3}", "3", {u"exclusiveMaximum@"_s}},
        {"numeric keywords ignore strings", "{minimum: 5}", "'1'", {}},
        {"multipleOf: integer", "{multipleOf: 2}", "8", {}},
        {"multipleOf: integer remainder", "{multipleOf: 2}", "7", {u"multipleOf@"_s}},
        {"multipleOf: decimal 0.0075 / 0.0001", "{multipleOf: 0.0001}", "0.0075", {}},
        {"multipleOf: decimal 19.99 / 0.01", "{multipleOf: 0.01}", "19.99", {}},
        {"multipleOf: decimal remainder", "{multipleOf: 0.01}", "0.015", {u"multipleOf@"_s}},
        {"multipleOf: overflow is not a multiple",
         "{multipleOf: 0.123456789}",
         "1e308",
         {u"multipleOf@"_s}},
        // applicators
        {"allOf: all hold", "{allOf: [{type: integer}, {minimum: 3}]}", "4", {}},
        {"allOf: second fails", "{allOf: [{type: integer}, {minimum: 3}]}", "2", {u"minimum@"_s}},
        {"anyOf: one holds", "{anyOf: [{type: string}, {type: integer}]}", "1", {}},
        {"anyOf: only type mismatches",
         "{anyOf: [{type: string}, {type: integer}]}",
         "1.5",
         {u"anyOf@"_s}},
        {"anyOf: closest alternative reported",
         "{anyOf: [{type: string}, {type: object, required: [a]}]}",
         "{}",
         {u"anyOf@"_s, u"required@"_s}},
        {"anyOf: deepest alternative wins",
         "{anyOf: [{required: [x]}, {properties: {a: {properties: {b: {type: string}}}}}]}",
         "{a: {b: 1}}",
         {u"anyOf@"_s, u"type@/a/b"_s}},
        {"oneOf: exactly one", "{oneOf: [{type: integer}, {type: string}]}", "1", {}},
        {"oneOf: two match", "{oneOf: [{type: integer}, {minimum: 0}]}", "1", {u"oneOf@"_s}},
        {"oneOf: none match",
         "{oneOf: [{type: integer}, {minimum: 0}]}",
         "-1.5",
         {u"oneOf@"_s, u"minimum@"_s}},
        {"oneOf: at nested pointer",
         "{properties: {v: {items: {oneOf: [{type: string}, {type: object, required: [type]}]}}}}",
         "{v: [a, {source: x}]}",
         {u"oneOf@/v/1"_s, u"required@/v/1"_s}},
        {"not: holds", "{not: {type: string}}", "1", {}},
        {"not: fails", "{properties: {a: {not: {type: string}}}}", "{a: x}", {u"not@/a"_s}},
        {"if/then: then holds",
         "{if: {properties: {kind: {const: gpu}}}, then: {required: "
         "[count]}, else: {required: [name]}}",
         "{kind: gpu, count: 1}",
         {}},
        {"if/then: then fails",
         "{if: {properties: {kind: {const: gpu}}}, then: {required: "
         "[count]}, else: {required: [name]}}",
         "{kind: gpu}",
         {u"required@"_s}},
        {"if/else: else fails",
         "{if: {properties: {kind: {const: gpu}}}, then: {required: "
         "[count]}, else: {required: [name]}}",
         "{kind: cpu}",
         {u"required@"_s}},
        {"then without if is ignored", "{then: false}", "1", {}},
        // boolean schemas
        {"true schema", "true", "{a: [1]}", {}},
        {"false schema", "false", "null", {u"false@"_s}},
        {"false subschema", "{properties: {a: false}}", "{a: 1, b: 1}", {u"false@/a"_s}},
        // $ref
        {"$ref definitions",
         R"({definitions: {pos: {minimum: 0}}, properties: {a: {$ref: "#/definitions/pos"}}})",
         "{a: -1}",
         {u"minimum@/a"_s}},
        {"$ref # recursion",
         R"({type: object, properties: {child: {$ref: "#"}}})",
         "{child: {child: 3}}",
         {u"type@/child/child"_s}},
        {"$ref escapes ~1 ~0 %20",
         R"({definitions: {"a/b": {type: integer}, "c~d": {type: string}, "e f": {type: boolean}},
             properties: {x: {$ref: "#/definitions/a~1b"}, y: {$ref: "#/definitions/c~0d"},
                          z: {$ref: "#/definitions/e%20f"}}})",
         "{x: a, y: 1, z: 1}",
         {u"type@/x"_s, u"type@/y"_s, u"type@/z"_s}},
        {"$ref into items array",
         R"({items: [{type: string}], properties: {}, definitions: {},
             additionalItems: {$ref: "#/items/0"}})",
         "[a, b, 3]",
         {u"type@/2"_s}},
        {"$ref ignores siblings",
         R"({definitions: {s: {type: string}}, $ref: "#/definitions/s", maxLength: 1})",
         "abc",
         {}},
        {"$ref with the root $id",
         R"({$id: "https://example.test/s.json", definitions: {s: {type: string}},
             properties: {a: {$ref: "https://example.test/s.json#/definitions/s"}}})",
         "{a: 1}",
         {u"type@/a"_s}},
        {"$ref chain",
         R"({definitions: {a: {$ref: "#/definitions/b"}, b: {type: string}},
             items: {$ref: "#/definitions/a"}})",
         "[x, 2]",
         {u"type@/1"_s}},
        // annotations and unknown keywords
        {"annotations ignored",
         R"({$schema: "http://json-schema.org/draft-07/schema#",
             $id: "x", title: t, description: d, default: 1, examples: [1], deprecated: true,
             $comment: c, readOnly: true, x-vendor: 1, type: integer})",
         "1",
         {}},
        // order
        {"order: keywords then members by key",
         "{required: [z], properties: {a: {type: string}, b: {type: string}}, maxProperties: 1}",
         "{b: 1, a: 1}",
         {u"required@"_s, u"maxProperties@"_s, u"type@/a"_s, u"type@/b"_s}},
    };
    for (const KeywordRow &row : rows) {
        QTest::addRow("%s", row.tag)
            << QByteArray(row.schema) << QByteArray(row.instance) << row.expected;
    }
}

void TestJsonSchema::keywords()
{
    QFETCH(QByteArray, schema);
    QFETCH(QByteArray, instance);
    QFETCH(QStringList, expected);

    const auto loaded = JsonSchema::fromJson(Accel::Test::yaml(schema), u"row schema"_s);
    QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().toString()));
    const QJsonValue value = Accel::Test::yaml(instance);
    const QList<JsonSchema::Violation> violations = loaded->validate(value);
    QVERIFY2(summary(violations) == expected,
             qPrintable(u"got:\n"_s + JsonSchema::describe(violations) + u"\n["_s +
                        summary(violations).join(u", "_s) + u"]\nexpected: ["_s +
                        expected.join(u", "_s) + u']'));
    QCOMPARE(loaded->isValid(value), expected.isEmpty());
    for (const auto &v : violations)
        QVERIFY2(!v.message.isEmpty(), qPrintable(v.keyword));
}

void TestJsonSchema::schemaErrors_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QString>("messagePart");

    const SchemaErrorRow rows[] = {
        {"number as schema", "3", "not integer"},
        {"array as schema", "[{}]", "array"},
        {"string subschema", "{properties: {a: x}}", "#/properties/a"},
        {"unknown type", "{type: [string, float]}", "float"},
        {"type not a string", "{type: 3}", "\"type\""},
        {"required not an array", "{required: a}", "\"required\""},
        {"required with a number", "{required: [a, 1]}", "\"required\""},
        {"enum not an array", "{enum: a}", "\"enum\""},
        {"negative minLength", "{minLength: -1}", "\"minLength\""},
        {"fractional maxItems", "{maxItems: 1.5}", "\"maxItems\""},
        {"boolean exclusiveMinimum (draft-04)", "{minimum: 1, exclusiveMinimum: true}",
         "\"exclusiveMinimum\""},
        {"multipleOf zero", "{multipleOf: 0}", "\"multipleOf\""},
        {"empty anyOf", "{anyOf: []}", "\"anyOf\""},
        {"items a number", "{items: 3}", "\"items\""},
        {"unresolvable $ref", R"({properties: {a: {$ref: "#/definitions/nope"}}})",
         "#/definitions/nope"},
        {"$ref to another document", R"({$ref: "other.json#/definitions/x"})", "other.json"},
        {"plain-name fragment $ref", R"({$ref: "#foo"})", "#foo"},
        {"$ref not a string", "{$ref: 3}", "$ref"},
        {"$ref to itself", R"({$ref: "#"})", "loops"},
        {"$ref cycle",
         R"({definitions: {a: {$ref: "#/definitions/b"}, b: {$ref: "#/definitions/a"}},
            properties: {x: {$ref: "#/definitions/a"}}})",
         "loops"},
        {"invalid pattern", R"({pattern: "(a"})", "(a"},
        {"invalid patternProperties key", R"({patternProperties: {"[": {}}})", "["},
        {"bad dependencies", "{dependencies: {a: 3}}", "\"dependencies\""},
    };
    for (const SchemaErrorRow &row : rows) {
        QTest::addRow("%s", row.tag)
            << QByteArray(row.schema) << QString::fromUtf8(row.messagePart);
    }
}

void TestJsonSchema::schemaErrors()
{
    QFETCH(QByteArray, schema);
    QFETCH(QString, messagePart);

    const auto loaded = JsonSchema::fromJson(Accel::Test::yaml(schema), u"bad.json"_s);
    QVERIFY(!loaded);
    QCOMPARE(loaded.error().code, u"SCHEMA_INVALID"_s);
    QVERIFY2(loaded.error().message.startsWith(u"bad.json: "_s),
             qPrintable(loaded.error().message));
    QVERIFY2(loaded.error().message.contains(messagePart), qPrintable(loaded.error().message));
    QVERIFY(!loaded.error().hint.isEmpty());
}

void TestJsonSchema::depthGuard_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QByteArray>("instance");

    // Each recurses without consuming the instance; only the guard stops it.
    QTest::addRow("allOf self") << QByteArray(R"({allOf: [{$ref: "#"}]})") << QByteArray("1");
    QTest::addRow("not self") << QByteArray(R"({not: {$ref: "#"}})") << QByteArray("1");
    QTest::addRow("if self") << QByteArray(R"({if: {$ref: "#"}, then: true})") << QByteArray("1");
    QTest::addRow("anyOf self, then true")
        << QByteArray(R"({anyOf: [{$ref: "#"}, true]})") << QByteArray("{}");
    // Would be 2^256 evaluations without the stop at the first overflow.
    QTest::addRow("anyOf twice self")
        << QByteArray(R"({anyOf: [{$ref: "#"}, {$ref: "#"}]})") << QByteArray("[]");
    QTest::addRow("via propertyNames") << QByteArray(R"({propertyNames: {$ref: "#/definitions/n"},
                          definitions: {n: {allOf: [{$ref: "#/definitions/n"}]}}})")
                                       << QByteArray("{a: 1}");
}

void TestJsonSchema::depthGuard()
{
    QFETCH(QByteArray, schema);
    QFETCH(QByteArray, instance);

    const auto loaded = JsonSchema::fromJson(Accel::Test::yaml(schema), u"recursive"_s);
    QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().toString()));
    const QJsonValue value = Accel::Test::yaml(instance);
    const auto violations = loaded->validate(value);
    QVERIFY(summary(violations).contains(u"depth@"_s));
    QVERIFY(!loaded->isValid(value));
}

void TestJsonSchema::deepInstance()
{
    // 300 nested arrays: deeper than readDocument accepts, but a QJsonValue can be built so.
    QJsonValue value = QJsonArray{1};
    for (int i = 0; i < 300; ++i)
        value = QJsonArray{value};
    const auto loaded = JsonSchema::fromJson(
        Accel::Test::yaml(R"({type: [array, integer], items: {$ref: "#"}})"), u"nested"_s);
    QVERIFY(loaded);
    const auto violations = loaded->validate(value);
    QCOMPARE(violations.size(), 1);
    QCOMPARE(violations.first().keyword, u"depth"_s);
    // Stopped deep in the instance, not at the root.
    QVERIFY(violations.first().pointer.startsWith(u"/0/0/0/0"_s));
    QVERIFY(!loaded->isValid(value));

    // Shallow enough: evaluated normally.
    QJsonValue shallow = QJsonArray{u"x"_s};
    for (int i = 0; i < 50; ++i)
        shallow = QJsonArray{shallow};
    const auto shallowViolations = summary(loaded->validate(shallow));
    QCOMPARE(shallowViolations.size(), 1);
    QVERIFY(shallowViolations.first().startsWith(u"type@/0/0/"_s));
}

void TestJsonSchema::describe()
{
    const auto loaded = JsonSchema::fromJson(
        Accel::Test::yaml("{required: [a], properties: {b: {type: string}}}"), u"s"_s);
    QVERIFY(loaded);
    const QString text = JsonSchema::describe(loaded->validate(Accel::Test::yaml("{b: 1}")));
    const QStringList lines = text.split(u'\n');
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines.at(0).startsWith(u"(root): "_s) && lines.at(0).contains(u"\"a\""_s),
             qPrintable(text));
    QVERIFY2(lines.at(1).startsWith(u"/b: "_s) && lines.at(1).contains(u"string"_s),
             qPrintable(text));
    QCOMPARE(JsonSchema::describe({}), QString());
}

void TestJsonSchema::fromFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"schema.yaml"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("type: object\nrequired: [name]\n");
    file.close();

    const auto loaded = JsonSchema::fromFile(path);
    QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().toString()));
    QCOMPARE(loaded->source(), path);
    QVERIFY(loaded->isValid(Accel::Test::yaml("{name: x}")));
    QVERIFY(!loaded->isValid(Accel::Test::yaml("{}")));

    const auto missing = JsonSchema::fromFile(dir.filePath(u"nope.json"_s));
    QVERIFY(!missing);
    QCOMPARE(missing.error().code, u"FILE_READ"_s);
}

void TestJsonSchema::emptySchemaAcceptsAll()
{
    const JsonSchema empty;
    QVERIFY(empty.validate(Accel::Test::yaml("{a: 1}")).isEmpty());
    QVERIFY(empty.isValid(QJsonValue()));
    const auto fromEmptyObject = JsonSchema::fromJson(QJsonObject(), u"{}"_s);
    QVERIFY(fromEmptyObject);
    QVERIFY(fromEmptyObject->isValid(Accel::Test::yaml("[1, x, {}]")));
}

QTEST_GUILESS_MAIN(TestJsonSchema)
#include "tst_jsonschema.moc"
