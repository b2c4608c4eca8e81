// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QJsonValue>
#include <QList>
#include <QString>

#include <memory>

namespace Accel::Doc {

struct CompiledSchema;

/// A JSON Schema draft-07 validator over the value tree (QJsonValue), for checking what we
/// generate (Docker Compose overlays against compose-spec.json, Kubernetes objects against a
/// derived schema) before anyone runs it.
///
/// Supported: boolean schemas; `$ref` to the same document ("#", "#/definitions/x", any JSON
/// pointer with ~0/~1 and %-escapes; a ref that starts with the root `$id` is local too); type,
/// enum, const; properties, patternProperties, additionalProperties, required, propertyNames,
/// minProperties, maxProperties, dependencies (array and schema forms); items (schema and array
/// forms), additionalItems, minItems, maxItems, uniqueItems, contains; minLength, maxLength (in
/// code points), pattern; minimum, maximum, exclusiveMinimum, exclusiveMaximum (numbers, as in
/// draft-07), multipleOf; allOf, anyOf, oneOf, not, if/then/else. `format` is an annotation only
/// and never fails. As draft-07 says (section 8.3 of the core spec), a `$ref` makes its sibling
/// keywords ignored. Unknown keywords are ignored. `$id` sets the base URI of its subschema
/// (section 8.2) and names it, so a `$ref` may name a subschema by its `$id` (or a plain-name
/// fragment `#foo`); refs to other documents are refused at load time: nothing is fetched.
///
/// Patterns are ECMA 262 regexes matched anywhere in the string (a search, not a full match);
/// they run on RE2 (core/regularexpression.h, linear time) after rewrites of what RE2 spells
/// differently or reads otherwise: `\uXXXX` becomes `\x{XXXX}`, `\cX` the control character,
/// `\s`, `\S` and `.` take ECMA's white space and line terminators, `[]` matches nothing and
/// `[^]` anything; `$` (end of input) and ASCII `\d \w \b` already agree. What RE2 does not
/// have (lookaround, backreferences) makes the schema invalid, as in Kubernetes, whose OpenAPI
/// validation runs `pattern` on Go's regexp.
///
/// The official JSON-Schema-Test-Suite's draft-07 files run in tests/schema/tst_jsonschema_suite
/// (what is out of scope is listed there with the reason).
///
/// Numbers compare as doubles; "integer" accepts any number without a fraction (1.0 too);
/// enum/const compare numbers by value (1 == 1.0), never a number with a boolean.
///
/// A JsonSchema is an immutable, implicitly shared compiled form: cheap to copy; validate() is
/// const and may run on several threads at once.
class JsonSchema
{
public:
    /// One reason an instance does not validate.
    struct Violation
    {
        /// RFC 6901 pointer into the instance; "" is the instance itself.
        QString pointer;
        /// The keyword that failed ("type", "required", "oneOf" ...; "false" for the false
        /// schema, "depth" when evaluation nested deeper than MaxEvaluationDepth).
        QString keyword;
        /// What is wrong, for an operator (translated).
        QString message;

        bool operator==(const Violation &other) const = default;
    };

    /// Evaluation deeper than this many nested subschemas (each $ref, applicator and child
    /// counts one) stops with a "depth" violation instead of exhausting the stack.
    static constexpr int MaxEvaluationDepth = 256;

    /// An empty schema: accepts everything.
    JsonSchema();

    /// Compiles a draft-07 schema. Every subschema reachable from the root (through applicators
    /// and $ref) is compiled now, so validate() never meets a bad schema. Errors, all with code
    /// SCHEMA_INVALID and a message naming `source` and the schema pointer: a schema that is not
    /// an object or boolean, a keyword of the wrong shape (`required: 3`), an unresolvable or
    /// non-local $ref, a $ref cycle that never reaches a keyword, an invalid regex.
    static Result<JsonSchema> fromJson(const QJsonValue &schema, const QString &source);
    /// Reads the file with Doc::readDocumentFile (JSON or YAML), then fromJson with the path as
    /// the source. Read errors keep their codes (FILE_READ, YAML_PARSE).
    static Result<JsonSchema> fromFile(const QString &path);

    /// Every violation; empty when the instance is valid. The order is deterministic: keywords
    /// in a fixed order, object members in key order, array items by index. A failed anyOf or
    /// oneOf gives one violation at the instance naming the keyword, followed by the violations
    /// of the closest alternative (the one that failed deepest in the instance, ignoring
    /// alternatives whose type does not match at all). An Undefined instance is treated as null.
    QList<Violation> validate(const QJsonValue &instance) const;
    /// validate().isEmpty(), but stops at the first failure.
    bool isValid(const QJsonValue &instance) const;

    /// Where the schema came from (the `source` given to fromJson, or the path).
    QString source() const;

    /// One "pointer: message" line per violation, "(root)" standing for the empty pointer.
    static QString describe(const QList<Violation> &violations);

private:
    explicit JsonSchema(std::shared_ptr<const CompiledSchema> compiled);

    std::shared_ptr<const CompiledSchema> m_compiled;
};

} // namespace Accel::Doc
