// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "jsonschema.h"
#include "doccodes.h"
#include "doctr.h"
#include "excerpt.h"

#include "documentreader.h"
#include "jsonpointer.h"
#include "jsonwriter.h"
#include "regularexpression.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QUrl>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <deque>
#include <limits>
#include <optional>
#include <vector>

namespace Accel::Doc {

namespace {

constexpr int NoSchema = -1;

enum TypeBit : quint8
{
    NullBit = 0x01,
    BooleanBit = 0x02,
    ObjectBit = 0x04,
    ArrayBit = 0x08,
    NumberBit = 0x10,
    IntegerBit = 0x20,
    StringBit = 0x40,
};

struct TypeName
{
    TypeBit bit;
    const char *name;
};

// In the order error messages list them.
constexpr TypeName TypeNames[] = {
    {NullBit, "null"},     {BooleanBit, "boolean"}, {ObjectBit, "object"}, {ArrayBit, "array"},
    {NumberBit, "number"}, {IntegerBit, "integer"}, {StringBit, "string"},
};

} // namespace

/// The compiled form: one node per schema location reachable from the root, node 0 the root.
struct CompiledSchema
{
    struct Pattern
    {
        QString ecma; ///< as written in the schema, for messages
        RegularExpression regex;
    };

    struct Node
    {
        bool alwaysFalse = false; ///< the `false` schema
        int ref = NoSchema;       ///< $ref: every sibling keyword is ignored

        bool hasType = false;
        quint8 types = 0;
        std::optional<QJsonArray> enumValues;
        std::optional<QJsonValue> constValue;

        QHash<QString, int> properties;
        QList<std::pair<int, int>> patternProperties; ///< pattern index, node
        int additionalProperties = NoSchema;
        QStringList required;
        int propertyNames = NoSchema;
        qint64 minProperties = -1;
        qint64 maxProperties = -1;
        QList<std::pair<QString, QStringList>> dependencyLists;
        QList<std::pair<QString, int>> dependencySchemas;

        int items = NoSchema;
        bool itemsIsList = false;
        QList<int> itemList;
        int additionalItems = NoSchema;
        qint64 minItems = -1;
        qint64 maxItems = -1;
        bool uniqueItems = false;
        int contains = NoSchema;

        qint64 minLength = -1;
        qint64 maxLength = -1;
        int pattern = -1;

        std::optional<double> minimum;
        std::optional<double> maximum;
        std::optional<double> exclusiveMinimum;
        std::optional<double> exclusiveMaximum;
        std::optional<double> multipleOf;

        QList<int> allOf;
        QList<int> anyOf;
        QList<int> oneOf;
        int notSchema = NoSchema;
        int ifSchema = NoSchema;
        int thenSchema = NoSchema;
        int elseSchema = NoSchema;
    };

    QString source;
    std::vector<Node> nodes;
    std::vector<Pattern> patterns;
};

namespace {

using Node = CompiledSchema::Node;
using Violation = JsonSchema::Violation;

QString display(const QJsonValue &value)
{
    constexpr qsizetype MaxChars = 60;
    return excerpt(QString::fromUtf8(toJson(value, JsonStyle::Compact)), MaxChars);
}

QString displayNumber(double value)
{
    return display(QJsonValue(value));
}

QString typeList(quint8 types)
{
    QStringList names;
    for (const TypeName &t : TypeNames) {
        if (types & t.bit)
            names << QString::fromLatin1(t.name);
    }
    return names.isEmpty() ? Tr::tr("nothing") : names.join(Tr::tr(" or "));
}

bool isIntegral(double value)
{
    return std::isfinite(value) && std::trunc(value) == value;
}

quint8 typeBits(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return BooleanBit;
    case QJsonValue::Double:
        return isIntegral(value.toDouble()) ? NumberBit | IntegerBit : NumberBit;
    case QJsonValue::String:
        return StringBit;
    case QJsonValue::Array:
        return ArrayBit;
    case QJsonValue::Object:
        return ObjectBit;
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    return NullBit;
}

/// The instance's type for messages: "integer" for whole numbers, else the JSON type.
QString typeName(const QJsonValue &value)
{
    const quint8 bits = typeBits(value);
    return typeList(bits & IntegerBit ? quint8(IntegerBit) : bits);
}

/// JSON equality as JSON Schema means it: numbers by value (1 == 1.0, integers beyond 2^53
/// exactly), objects regardless of member order, never a number equal to a boolean.
bool jsonEqual(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isDouble() && b.isDouble())
        return a.toDouble() == b.toDouble() && a.toInteger(0) == b.toInteger(0);
    const bool aNull = a.isNull() || a.isUndefined();
    const bool bNull = b.isNull() || b.isUndefined();
    if (aNull || bNull)
        return aNull == bNull;
    if (a.type() != b.type())
        return false;
    if (a.isArray()) {
        const QJsonArray x = a.toArray();
        const QJsonArray y = b.toArray();
        if (x.size() != y.size())
            return false;
        for (qsizetype i = 0; i < x.size(); ++i) {
            if (!jsonEqual(x.at(i), y.at(i)))
                return false;
        }
        return true;
    }
    if (a.isObject()) {
        const QJsonObject x = a.toObject();
        const QJsonObject y = b.toObject();
        if (x.size() != y.size())
            return false;
        for (auto it = x.constBegin(); it != x.constEnd(); ++it) {
            const auto other = y.constFind(it.key());
            if (other == y.constEnd() || !jsonEqual(it.value(), other.value()))
                return false;
        }
        return true;
    }
    return a == b;
}

qsizetype codePoints(const QString &text)
{
    qsizetype count = text.size();
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i).isHighSurrogate() && text.at(i + 1).isLowSurrogate()) {
            --count;
            ++i;
        }
    }
    return count;
}

bool isMultipleOf(double value, double divisor)
{
    if (!std::isfinite(value))
        return false;
    constexpr double ExactLimit = 9007199254740992.0; // 2^53
    if (isIntegral(value) && isIntegral(divisor) && std::abs(value) < ExactLimit &&
        std::abs(divisor) < ExactLimit)
        return std::fmod(value, divisor) == 0;
    // Decimal divisors (0.01) are not exact in binary: accept a quotient that is whole to within
    // rounding error, as the JSON Schema test suite expects (0.0075 is a multiple of 0.0001).
    const double quotient = value / divisor;
    if (!std::isfinite(quotient))
        return false;
    return std::abs(quotient - std::round(quotient)) <= 1e-12 * std::max(1.0, std::abs(quotient));
}

/// ECMA 262 regex syntax to RE2's, for the constructs that differ in meaning or that RE2 spells
/// differently. What RE2 does not have (lookaround, backreferences) is left for RE2 to refuse.
QString ecmaToRe2(const QString &ecma)
{
    // ECMA's \s: white space and line terminators (ECMA-262, "WhiteSpace", "LineTerminator").
    static const QLatin1String spaces(
        "\\t\\n\\v\\f\\r \\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}"
        "\\x{205f}\\x{3000}\\x{feff}");
    // ECMA's `.`: anything but a line terminator.
    static const QLatin1String notLineTerminator("[^\\n\\r\\x{2028}\\x{2029}]");
    QString out;
    out.reserve(ecma.size() + 8);
    bool inClass = false;
    const auto isHex = [](QChar c) {
        return (c >= QLatin1Char('0') && c <= QLatin1Char('9')) ||
               (c >= QLatin1Char('a') && c <= QLatin1Char('f')) ||
               (c >= QLatin1Char('A') && c <= QLatin1Char('F'));
    };
    for (qsizetype i = 0; i < ecma.size(); ++i) {
        const QChar c = ecma.at(i);
        if (c == QLatin1Char('\\') && i + 1 < ecma.size()) {
            const QChar next = ecma.at(i + 1);
            if (next == QLatin1Char('u') && i + 5 < ecma.size() && isHex(ecma.at(i + 2)) &&
                isHex(ecma.at(i + 3)) && isHex(ecma.at(i + 4)) && isHex(ecma.at(i + 5))) {
                out += QLatin1String("\\x{") + ecma.mid(i + 2, 4) + QLatin1Char('}');
                i += 5;
                continue;
            }
            if (next == QLatin1Char('c') && i + 2 < ecma.size() && ecma.at(i + 2).toLatin1() != 0 &&
                std::isalpha(ecma.at(i + 2).toLatin1())) {
                // \cJ: the control character (the letter's code modulo 32).
                out += QStringLiteral("\\x{%1}").arg(ecma.at(i + 2).unicode() % 32, 0, 16);
                i += 2;
                continue;
            }
            if (next == QLatin1Char('s')) {
                out += inClass ? QString(spaces) : QLatin1Char('[') + spaces + QLatin1Char(']');
                ++i;
                continue;
            }
            if (next == QLatin1Char('S') && !inClass) {
                out += QLatin1String("[^") + spaces + QLatin1Char(']');
                ++i;
                continue;
            }
            out += c;
            out += next;
            ++i;
            continue;
        }
        if (inClass) {
            if (c == QLatin1Char(']'))
                inClass = false;
            out += c;
            continue;
        }
        if (c == QLatin1Char('[')) {
            // ECMA's [] matches nothing and [^] anything; RE2 reads a leading ] as a literal.
            if (ecma.mid(i, 2) == QLatin1String("[]")) {
                out += QLatin1String("[^\\x00-\\x{10FFFF}]");
                ++i;
                continue;
            }
            if (ecma.mid(i, 3) == QLatin1String("[^]")) {
                out += QLatin1String("[\\x00-\\x{10FFFF}]");
                i += 2;
                continue;
            }
            inClass = true;
            out += c;
            continue;
        }
        if (c == QLatin1Char('.')) {
            out += notLineTerminator;
            continue;
        }
        out += c;
    }
    return out;
}

QString schemaLocation(const QStringList &tokens)
{
    return QLatin1Char('#') + JsonPointer(tokens).toString();
}

/// Builds the node graph breadth-first from a worklist, so neither deep schemas nor $ref chains
/// recurse on the stack.
class Compiler
{
public:
    Compiler(const QJsonValue &root, const QString &source)
        : m_root(root)
        , m_source(source)
    {
        if (root.isObject())
            m_rootId = root.toObject().value(QLatin1String("$id")).toString();
        // The base URI, without its (empty) fragment.
        const qsizetype hash = m_rootId.indexOf(QLatin1Char('#'));
        if (hash >= 0)
            m_rootId.truncate(hash);
    }

    Result<std::shared_ptr<CompiledSchema>> run()
    {
        m_out = std::make_shared<CompiledSchema>();
        m_out->source = m_source;
        scanIds();
        nodeFor({});
        while (!m_queue.empty()) {
            const int id = m_queue.front();
            m_queue.pop_front();
            auto filled = fill(id);
            if (!filled)
                return tl::unexpected(filled.error());
        }
        if (auto cycles = checkRefCycles(); !cycles)
            return tl::unexpected(cycles.error());
        return m_out;
    }

private:
    tl::unexpected<Error> invalid(const QStringList &at, const QString &what) const
    {
        return fail(Code::SCHEMA_INVALID,
                    Tr::tr("%1: schema at %2: %3").arg(m_source, schemaLocation(at), what),
                    Tr::tr("Fix the schema; it must be JSON Schema draft-07 with local $refs"));
    }

    int nodeFor(const QStringList &tokens)
    {
        const QString key = JsonPointer(tokens).toString();
        const auto it = m_ids.constFind(key);
        if (it != m_ids.constEnd())
            return it.value();
        const int id = int(m_out->nodes.size());
        m_out->nodes.emplace_back();
        m_locations.push_back(tokens);
        m_ids.insert(key, id);
        m_queue.push_back(id);
        return id;
    }

    /// Draft-07 core section 8: the base URI of every subschema (its `$id` resolved against
    /// its parent's; a `$ref` makes its sibling `$id` ignored, section 8.3) and the subschemas
    /// an `$id` names, so that a `$ref` to one of them stays within this document. Nothing is
    /// ever fetched. Walks the applicators only: `enum`, `const` and unknown keywords hold
    /// data, not schemas.
    void scanIds()
    {
        struct Item
        {
            QStringList at;
            QJsonValue value;
            QUrl base;
        };
        std::vector<Item> work;
        work.push_back({{}, m_root, QUrl()});
        while (!work.empty()) {
            Item item = std::move(work.back());
            work.pop_back();
            if (!item.value.isObject())
                continue;
            const QJsonObject o = item.value.toObject();
            QUrl base = item.base;
            const QJsonValue id = o.value(QLatin1String("$id"));
            if (id.isString() && !o.contains(QLatin1String("$ref"))) {
                const QString text = id.toString();
                const qsizetype hash = text.indexOf(QLatin1Char('#'));
                const QString fragment = hash < 0 ? QString() : text.mid(hash + 1);
                QUrl document = base;
                if (hash != 0)
                    document = base.resolved(QUrl(hash < 0 ? text : text.left(hash)));
                if (!fragment.isEmpty()) {
                    // A plain name (`#foo`): a location-independent identifier.
                    m_idTargets.insert(document.toString() + QLatin1Char('#') + fragment, item.at);
                } else {
                    base = document;
                    m_idTargets.insert(base.toString(), item.at);
                }
            }
            m_bases.insert(JsonPointer(item.at).toString(), base.toString());
            const auto push = [&](const QStringList &path, const QJsonValue &child) {
                if (child.isObject())
                    work.push_back({item.at + path, child, base});
            };
            for (const char *keyword : {"additionalItems", "additionalProperties", "contains",
                                        "propertyNames", "if", "then", "else", "not", "items"})
                push({QLatin1String(keyword)}, o.value(QLatin1String(keyword)));
            for (const char *keyword : {"items", "allOf", "anyOf", "oneOf"}) {
                const QJsonArray list = o.value(QLatin1String(keyword)).toArray();
                for (qsizetype i = 0; i < list.size(); ++i)
                    push({QLatin1String(keyword), QString::number(i)}, list.at(i));
            }
            for (const char *keyword :
                 {"properties", "patternProperties", "definitions", "dependencies"}) {
                const QJsonObject map = o.value(QLatin1String(keyword)).toObject();
                for (auto it = map.constBegin(); it != map.constEnd(); ++it)
                    push({QLatin1String(keyword), it.key()}, it.value());
            }
        }
    }

    /// The base URI at AT: that of AT or of its nearest ancestor that is a schema.
    QUrl baseAt(QStringList at) const
    {
        for (;; at.removeLast()) {
            const auto it = m_bases.constFind(JsonPointer(at).toString());
            if (it != m_bases.constEnd())
                return QUrl(it.value());
            if (at.isEmpty())
                return QUrl();
        }
    }

    Result<QStringList> resolveRef(const QStringList &at, const QString &ref) const
    {
        QString fragment;
        const qsizetype hash = ref.indexOf(QLatin1Char('#'));
        const QString base = hash < 0 ? ref : ref.left(hash);
        // The document the ref names: this one, or a subschema an $id names.
        const QUrl current = baseAt(at);
        const QString document =
            base.isEmpty() ? current.toString() : current.resolved(QUrl(base)).toString();
        QStringList target;
        if (const auto it = m_idTargets.constFind(document); it != m_idTargets.constEnd())
            target = it.value();
        else if (!document.isEmpty() && base != m_rootId)
            return invalid(at, Tr::tr("$ref \"%1\" names another document; only references "
                                      "within this schema (#/...) are supported")
                                   .arg(excerpt(ref)));
        if (hash >= 0)
            fragment = QUrl::fromPercentEncoding(ref.mid(hash + 1).toUtf8());
        if (!fragment.isEmpty() && !fragment.startsWith(QLatin1Char('/'))) {
            const auto named = m_idTargets.constFind(document + QLatin1Char('#') + fragment);
            if (named == m_idTargets.constEnd())
                return invalid(at, Tr::tr("$ref \"%1\" points at nothing").arg(ref));
            return named.value();
        }
        const auto pointer = JsonPointer::parse(fragment);
        if (!pointer)
            return invalid(at,
                           Tr::tr("$ref \"%1\" is not a JSON pointer fragment").arg(excerpt(ref)));
        target += pointer->tokens();
        if (!JsonPointer(target).resolve(m_root))
            return invalid(at, Tr::tr("$ref \"%1\" points at nothing").arg(excerpt(ref)));
        return target;
    }

    Result<void> fill(int id)
    {
        const QStringList at = m_locations.at(size_t(id));
        const QJsonValue value = *JsonPointer(at).resolve(m_root);
        Node node;
        if (value.isBool()) {
            node.alwaysFalse = !value.toBool();
            m_out->nodes[size_t(id)] = std::move(node);
            return {};
        }
        if (!value.isObject())
            return invalid(
                at, Tr::tr("a schema must be an object or a boolean, not %1").arg(typeName(value)));
        const QJsonObject schema = value.toObject();

        if (const auto ref = schema.constFind(QLatin1String("$ref")); ref != schema.constEnd()) {
            if (!ref.value().isString())
                return invalid(at, Tr::tr("$ref must be a string"));
            const auto target = resolveRef(at, ref.value().toString());
            if (!target)
                return tl::unexpected(target.error());
            node.ref = nodeFor(*target);
            m_out->nodes[size_t(id)] = std::move(node);
            return {};
        }

        const auto member = [&](const char *keyword) {
            return schema.value(QLatin1String(keyword));
        };
        const auto has = [&](const char *keyword) {
            return schema.contains(QLatin1String(keyword));
        };
        const auto sub = [&](const char *keyword) {
            return nodeFor(at + QStringList{QString::fromLatin1(keyword)});
        };
        const auto shape = [&](const char *keyword, const QString &expected) {
            return invalid(at, Tr::tr("\"%1\" must be %2").arg(QLatin1String(keyword), expected));
        };
        const auto isSchema = [](const QJsonValue &v) { return v.isObject() || v.isBool(); };
        const auto count = [&](const char *keyword, qint64 &target) -> Result<void> {
            if (!has(keyword))
                return {};
            const QJsonValue v = member(keyword);
            if (!v.isDouble() || !isIntegral(v.toDouble()) || v.toDouble() < 0)
                return shape(keyword, Tr::tr("a non-negative integer"));
            target = v.toInteger(std::numeric_limits<qint64>::max());
            return {};
        };
        const auto number = [&](const char *keyword,
                                std::optional<double> &target) -> Result<void> {
            if (!has(keyword))
                return {};
            const QJsonValue v = member(keyword);
            if (!v.isDouble())
                return shape(keyword, Tr::tr("a number"));
            target = v.toDouble();
            return {};
        };
        const auto schemaList = [&](const char *keyword, QList<int> &target) -> Result<void> {
            if (!has(keyword))
                return {};
            const QJsonValue v = member(keyword);
            if (!v.isArray() || v.toArray().isEmpty())
                return shape(keyword, Tr::tr("a non-empty array of schemas"));
            const QJsonArray list = v.toArray();
            // Each member's own shape is checked when its node is filled, naming its location.
            for (qsizetype i = 0; i < list.size(); ++i) {
                target << nodeFor(at +
                                  QStringList{QString::fromLatin1(keyword), QString::number(i)});
            }
            return {};
        };
        const auto single = [&](const char *keyword, int &target) -> Result<void> {
            if (!has(keyword))
                return {};
            target = sub(keyword);
            return {};
        };
        const auto stringList = [&](const QJsonValue &v, QStringList &target) {
            if (!v.isArray())
                return false;
            for (const QJsonValue &item : v.toArray()) {
                if (!item.isString())
                    return false;
                target << item.toString();
            }
            return true;
        };

        // type
        if (has("type")) {
            node.hasType = true;
            QStringList names;
            const QJsonValue v = member("type");
            if (v.isString())
                names << v.toString();
            else if (!stringList(v, names))
                return shape("type", Tr::tr("a type name or an array of type names"));
            for (const QString &name : std::as_const(names)) {
                bool known = false;
                for (const TypeName &t : TypeNames) {
                    if (name == QLatin1String(t.name)) {
                        node.types |= t.bit;
                        known = true;
                    }
                }
                if (!known)
                    return invalid(at, Tr::tr("unknown type \"%1\"").arg(excerpt(name)));
            }
        }
        if (has("enum")) {
            if (!member("enum").isArray())
                return shape("enum", Tr::tr("an array"));
            node.enumValues = member("enum").toArray();
        }
        if (has("const"))
            node.constValue = member("const");

        // objects
        if (has("properties")) {
            if (!member("properties").isObject())
                return shape("properties", Tr::tr("an object of schemas"));
            const QJsonObject properties = member("properties").toObject();
            for (auto it = properties.constBegin(); it != properties.constEnd(); ++it) {
                node.properties.insert(
                    it.key(), nodeFor(at + QStringList{QStringLiteral("properties"), it.key()}));
            }
        }
        if (has("patternProperties")) {
            if (!member("patternProperties").isObject())
                return shape("patternProperties", Tr::tr("an object of schemas"));
            const QJsonObject patterns = member("patternProperties").toObject();
            for (auto it = patterns.constBegin(); it != patterns.constEnd(); ++it) {
                const auto pattern = patternFor(at, it.key());
                if (!pattern)
                    return tl::unexpected(pattern.error());
                node.patternProperties.append(
                    {*pattern,
                     nodeFor(at + QStringList{QStringLiteral("patternProperties"), it.key()})});
            }
        }
        if (auto r = single("additionalProperties", node.additionalProperties); !r)
            return r;
        if (has("required") && !stringList(member("required"), node.required))
            return shape("required", Tr::tr("an array of strings"));
        if (auto r = single("propertyNames", node.propertyNames); !r)
            return r;
        if (auto r = count("minProperties", node.minProperties); !r)
            return r;
        if (auto r = count("maxProperties", node.maxProperties); !r)
            return r;
        if (has("dependencies")) {
            if (!member("dependencies").isObject())
                return shape("dependencies", Tr::tr("an object"));
            const QJsonObject dependencies = member("dependencies").toObject();
            for (auto it = dependencies.constBegin(); it != dependencies.constEnd(); ++it) {
                if (it.value().isArray()) {
                    QStringList names;
                    if (!stringList(it.value(), names))
                        return shape("dependencies", Tr::tr("an object of schemas or arrays "
                                                            "of property names"));
                    node.dependencyLists.append({it.key(), names});
                } else if (isSchema(it.value())) {
                    node.dependencySchemas.append(
                        {it.key(),
                         nodeFor(at + QStringList{QStringLiteral("dependencies"), it.key()})});
                } else {
                    return shape("dependencies",
                                 Tr::tr("an object of schemas or arrays of property names"));
                }
            }
        }

        // arrays
        if (has("items")) {
            const QJsonValue items = member("items");
            if (items.isArray()) {
                node.itemsIsList = true;
                const QJsonArray list = items.toArray();
                for (qsizetype i = 0; i < list.size(); ++i) {
                    node.itemList << nodeFor(
                        at + QStringList{QStringLiteral("items"), QString::number(i)});
                }
            } else if (isSchema(items)) {
                node.items = sub("items");
            } else {
                return shape("items", Tr::tr("a schema or an array of schemas"));
            }
        }
        // Draft-07 validation section 6.4.2: additionalItems only matters after an items array.
        if (node.itemsIsList) {
            if (auto r = single("additionalItems", node.additionalItems); !r)
                return r;
        }
        if (auto r = count("minItems", node.minItems); !r)
            return r;
        if (auto r = count("maxItems", node.maxItems); !r)
            return r;
        if (has("uniqueItems")) {
            if (!member("uniqueItems").isBool())
                return shape("uniqueItems", Tr::tr("a boolean"));
            node.uniqueItems = member("uniqueItems").toBool();
        }
        if (auto r = single("contains", node.contains); !r)
            return r;

        // strings
        if (auto r = count("minLength", node.minLength); !r)
            return r;
        if (auto r = count("maxLength", node.maxLength); !r)
            return r;
        if (has("pattern")) {
            if (!member("pattern").isString())
                return shape("pattern", Tr::tr("a string"));
            const auto pattern = patternFor(at, member("pattern").toString());
            if (!pattern)
                return tl::unexpected(pattern.error());
            node.pattern = *pattern;
        }

        // numbers
        const std::pair<const char *, std::optional<double> *> numbers[] = {
            {"minimum", &node.minimum},
            {"maximum", &node.maximum},
            {"exclusiveMinimum", &node.exclusiveMinimum},
            {"exclusiveMaximum", &node.exclusiveMaximum},
            {"multipleOf", &node.multipleOf},
        };
        for (const auto &[keyword, target] : numbers) {
            if (auto r = number(keyword, *target); !r)
                return r;
        }
        if (node.multipleOf && !(*node.multipleOf > 0))
            return shape("multipleOf", Tr::tr("a number greater than 0"));

        // applicators
        if (auto r = schemaList("allOf", node.allOf); !r)
            return r;
        if (auto r = schemaList("anyOf", node.anyOf); !r)
            return r;
        if (auto r = schemaList("oneOf", node.oneOf); !r)
            return r;
        if (auto r = single("not", node.notSchema); !r)
            return r;
        if (auto r = single("if", node.ifSchema); !r)
            return r;
        if (auto r = single("then", node.thenSchema); !r)
            return r;
        if (auto r = single("else", node.elseSchema); !r)
            return r;

        m_out->nodes[size_t(id)] = std::move(node);
        return {};
    }

    Result<int> patternFor(const QStringList &at, const QString &ecma)
    {
        const auto it = m_patternIds.constFind(ecma);
        if (it != m_patternIds.constEnd())
            return it.value();
        // Compiles now, so validate() only ever matches (and threads share a ready pattern).
        Result<RegularExpression> regex = RegularExpression::compile(ecmaToRe2(ecma));
        if (!regex) {
            return invalid(at, Tr::tr("pattern \"%1\" is not a valid regular expression: %2")
                                   .arg(excerpt(ecma), regex.error().message));
        }
        const int id = int(m_out->patterns.size());
        m_out->patterns.push_back({ecma, std::move(*regex)});
        m_patternIds.insert(ecma, id);
        return id;
    }

    /// A chain of $refs that only ever reaches more $refs would never evaluate a keyword.
    Result<void> checkRefCycles() const
    {
        const auto &nodes = m_out->nodes;
        for (size_t start = 0; start < nodes.size(); ++start) {
            int current = nodes[start].ref;
            size_t steps = 0;
            while (current != NoSchema && steps <= nodes.size()) {
                current = nodes[size_t(current)].ref;
                ++steps;
            }
            if (current != NoSchema)
                return invalid(m_locations.at(start),
                               Tr::tr("$ref loops back to itself without reaching a schema"));
        }
        return {};
    }

    const QJsonValue m_root;
    const QString m_source;
    QString m_rootId;
    QHash<QString, QStringList> m_idTargets; ///< `$id` URIs (and `uri#name`) -> their schemas
    QHash<QString, QString> m_bases;         ///< schema pointer -> its base URI
    std::shared_ptr<CompiledSchema> m_out;
    std::vector<QStringList> m_locations;
    QHash<QString, int> m_ids;
    QHash<QString, int> m_patternIds;
    std::deque<int> m_queue;
};

QString childPointer(const QString &pointer, const QString &key)
{
    return pointer + QLatin1Char('/') + JsonPointer::escape(key);
}

QString childPointer(const QString &pointer, qsizetype index)
{
    return pointer + QLatin1Char('/') + QString::number(index);
}

int pointerDepth(const QString &pointer)
{
    return int(pointer.count(QLatin1Char('/')));
}

/// Walks the node graph over an instance. With `out` null it only answers valid or not and stops
/// at the first failure; with `out` it collects every violation.
class Evaluator
{
public:
    explicit Evaluator(const CompiledSchema &schema)
        : m_schema(schema)
    {}

    bool depthExceeded() const { return m_depthExceeded; }
    const QString &depthPointer() const { return m_depthPointer; }

    bool eval(int id, const QJsonValue &value, const QString &pointer, int depth,
              QList<Violation> *out)
    {
        // Once the limit is hit nothing more is evaluated: a schema that recurses without
        // consuming the instance could otherwise branch (anyOf of self-references) exponentially.
        if (m_depthExceeded)
            return false;
        if (depth > JsonSchema::MaxEvaluationDepth) {
            m_depthExceeded = true;
            m_depthPointer = pointer;
            if (out)
                out->append({pointer, QStringLiteral("depth"), depthMessage()});
            return false;
        }
        const Node &node = m_schema.nodes[size_t(id)];
        if (node.alwaysFalse) {
            if (out)
                out->append({pointer, QStringLiteral("false"),
                             Tr::tr("no value is allowed here (the schema is false)")});
            return false;
        }
        if (node.ref != NoSchema)
            return eval(node.ref, value, pointer, depth + 1, out);

        Frame f{pointer, out};
        if (!checkGeneric(node, value, f))
            return false;
        switch (value.type()) {
        case QJsonValue::Double:
            if (!checkNumber(node, value.toDouble(), f))
                return false;
            break;
        case QJsonValue::String:
            if (!checkString(node, value.toString(), f))
                return false;
            break;
        case QJsonValue::Array:
            if (!checkArray(node, value.toArray(), f, depth))
                return false;
            break;
        case QJsonValue::Object:
            if (!checkObject(node, value.toObject(), f, depth))
                return false;
            break;
        default:
            break;
        }
        if (!checkApplicators(node, value, f, depth))
            return false;
        return f.valid;
    }

    static QString depthMessage()
    {
        return Tr::tr("schema evaluation nested deeper than %1 levels (a recursive schema?)")
            .arg(JsonSchema::MaxEvaluationDepth);
    }

private:
    struct Frame
    {
        const QString &pointer;
        QList<Violation> *out;
        bool valid = true;

        /// Records a failure; true when evaluation should go on to collect more.
        template<class Message>
        bool fail(const char *keyword, Message &&message)
        {
            valid = false;
            if (!out)
                return false;
            out->append({pointer, QString::fromLatin1(keyword), message()});
            return true;
        }
        /// A subschema failed (its violations are already in `out`).
        bool failed()
        {
            valid = false;
            return out != nullptr;
        }
    };

    bool checkGeneric(const Node &node, const QJsonValue &value, Frame &f)
    {
        if (node.hasType && !(node.types & typeBits(value))) {
            if (!f.fail("type", [&] {
                    return Tr::tr("expected %1, found %2 %3")
                        .arg(typeList(node.types), typeName(value), display(value));
                }))
                return false;
        }
        if (node.enumValues) {
            bool found = false;
            for (const QJsonValue &candidate : *node.enumValues) {
                if (jsonEqual(candidate, value)) {
                    found = true;
                    break;
                }
            }
            if (!found && !f.fail("enum", [&] {
                    QStringList allowed;
                    for (const QJsonValue &candidate : *node.enumValues)
                        allowed << display(candidate);
                    return Tr::tr("%1 is not one of %2")
                        .arg(display(value), allowed.join(QLatin1String(", ")));
                }))
                return false;
        }
        if (node.constValue && !jsonEqual(*node.constValue, value)) {
            if (!f.fail("const", [&] {
                    return Tr::tr("%1 must be %2").arg(display(value), display(*node.constValue));
                }))
                return false;
        }
        return true;
    }

    bool checkNumber(const Node &node, double value, Frame &f)
    {
        const auto bound = [&](const std::optional<double> &limit, bool ok, const char *keyword,
                               const QString &text) {
            if (!limit || ok)
                return true;
            return f.fail(keyword,
                          [&] { return text.arg(displayNumber(value), displayNumber(*limit)); });
        };
        if (!bound(node.minimum, !node.minimum || value >= *node.minimum, "minimum",
                   Tr::tr("%1 is less than the minimum %2")))
            return false;
        if (!bound(node.maximum, !node.maximum || value <= *node.maximum, "maximum",
                   Tr::tr("%1 is greater than the maximum %2")))
            return false;
        if (!bound(node.exclusiveMinimum, !node.exclusiveMinimum || value > *node.exclusiveMinimum,
                   "exclusiveMinimum", Tr::tr("%1 must be greater than %2")))
            return false;
        if (!bound(node.exclusiveMaximum, !node.exclusiveMaximum || value < *node.exclusiveMaximum,
                   "exclusiveMaximum", Tr::tr("%1 must be less than %2")))
            return false;
        if (!bound(node.multipleOf, !node.multipleOf || isMultipleOf(value, *node.multipleOf),
                   "multipleOf", Tr::tr("%1 is not a multiple of %2")))
            return false;
        return true;
    }

    bool checkString(const Node &node, const QString &value, Frame &f)
    {
        if (node.minLength >= 0 || node.maxLength >= 0) {
            const qsizetype length = codePoints(value);
            if (node.minLength >= 0 && length < node.minLength && !f.fail("minLength", [&] {
                    return Tr::tr("is %n character(s) long, at least %1 required", nullptr,
                                  int(length))
                        .arg(node.minLength);
                }))
                return false;
            if (node.maxLength >= 0 && length > node.maxLength && !f.fail("maxLength", [&] {
                    return Tr::tr("is %n character(s) long, at most %1 allowed", nullptr,
                                  int(length))
                        .arg(node.maxLength);
                }))
                return false;
        }
        if (node.pattern >= 0) {
            const CompiledSchema::Pattern &p = m_schema.patterns[size_t(node.pattern)];
            if (!p.regex.containsMatchIn(value) && !f.fail("pattern", [&] {
                    return Tr::tr("%1 does not match the pattern %2")
                        .arg(display(QJsonValue(value)), p.ecma);
                }))
                return false;
        }
        return true;
    }

    bool checkArray(const Node &node, const QJsonArray &array, Frame &f, int depth)
    {
        const qsizetype size = array.size();
        if (node.minItems >= 0 && size < node.minItems && !f.fail("minItems", [&] {
                return Tr::tr("has %n item(s), at least %1 required", nullptr, int(size))
                    .arg(node.minItems);
            }))
            return false;
        if (node.maxItems >= 0 && size > node.maxItems && !f.fail("maxItems", [&] {
                return Tr::tr("has %n item(s), at most %1 allowed", nullptr, int(size))
                    .arg(node.maxItems);
            }))
            return false;
        if (node.uniqueItems) {
            for (qsizetype j = 1; j < size; ++j) {
                for (qsizetype i = 0; i < j; ++i) {
                    if (!jsonEqual(array.at(i), array.at(j)))
                        continue;
                    if (!f.fail("uniqueItems", [&] {
                            return Tr::tr("items %1 and %2 are equal (%3); items must be unique")
                                .arg(i)
                                .arg(j)
                                .arg(display(array.at(j)));
                        }))
                        return false;
                    break;
                }
            }
        }
        if (node.itemsIsList) {
            const qsizetype listed = node.itemList.size();
            for (qsizetype i = 0; i < std::min(size, listed); ++i) {
                if (!eval(node.itemList.at(i), array.at(i), childPointer(f.pointer, i), depth + 1,
                          f.out) &&
                    !f.failed())
                    return false;
            }
            if (size > listed && node.additionalItems != NoSchema) {
                if (isFalse(node.additionalItems)) {
                    if (!f.fail("additionalItems", [&] {
                            return Tr::tr("has %n item(s), at most %1 allowed", nullptr, int(size))
                                .arg(listed);
                        }))
                        return false;
                } else {
                    for (qsizetype i = listed; i < size; ++i) {
                        if (!eval(node.additionalItems, array.at(i), childPointer(f.pointer, i),
                                  depth + 1, f.out) &&
                            !f.failed())
                            return false;
                    }
                }
            }
        } else if (node.items != NoSchema && size > 0) {
            if (isFalse(node.items)) {
                if (!f.fail("items", [&] { return Tr::tr("must be an empty array"); }))
                    return false;
            } else {
                for (qsizetype i = 0; i < size; ++i) {
                    if (!eval(node.items, array.at(i), childPointer(f.pointer, i), depth + 1,
                              f.out) &&
                        !f.failed())
                        return false;
                }
            }
        }
        if (node.contains != NoSchema) {
            bool found = false;
            for (qsizetype i = 0; i < size && !found; ++i)
                found = eval(node.contains, array.at(i), childPointer(f.pointer, i), depth + 1,
                             nullptr);
            if (!found && !f.fail("contains", [&] {
                    return Tr::tr("no item matches the \"contains\" schema");
                }))
                return false;
        }
        return true;
    }

    bool checkObject(const Node &node, const QJsonObject &object, Frame &f, int depth)
    {
        for (const QString &name : node.required) {
            if (!object.contains(name) && !f.fail("required", [&] {
                    return Tr::tr("required property \"%1\" is missing").arg(excerpt(name));
                }))
                return false;
        }
        const qsizetype size = object.size();
        if (node.minProperties >= 0 && size < node.minProperties && !f.fail("minProperties", [&] {
                return Tr::tr("has %n property(s), at least %1 required", nullptr, int(size))
                    .arg(node.minProperties);
            }))
            return false;
        if (node.maxProperties >= 0 && size > node.maxProperties && !f.fail("maxProperties", [&] {
                return Tr::tr("has %n property(s), at most %1 allowed", nullptr, int(size))
                    .arg(node.maxProperties);
            }))
            return false;
        for (const auto &dependency : node.dependencyLists) {
            // Not a structured binding: clang before 16 cannot capture one in a lambda (the
            // fuzz build, issue 19).
            const QString &name = dependency.first;
            if (!object.contains(name))
                continue;
            for (const QString &other : dependency.second) {
                if (!object.contains(other) && !f.fail("dependencies", [&] {
                        return Tr::tr("property \"%1\" requires property \"%2\"")
                            .arg(excerpt(name), excerpt(other));
                    }))
                    return false;
            }
        }
        for (const auto &[name, schema] : node.dependencySchemas) {
            if (object.contains(name) && !eval(schema, object, f.pointer, depth + 1, f.out) &&
                !f.failed())
                return false;
        }
        if (node.propertyNames != NoSchema) {
            for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
                QList<Violation> nameViolations;
                if (eval(node.propertyNames, QJsonValue(it.key()), f.pointer, depth + 1,
                         f.out ? &nameViolations : nullptr))
                    continue;
                if (!f.failed())
                    return false;
                for (const Violation &v : std::as_const(nameViolations)) {
                    f.out->append(
                        {f.pointer, v.keyword,
                         Tr::tr("property name \"%1\": %2").arg(excerpt(it.key()), v.message)});
                }
            }
        }
        const bool checksMembers = !node.properties.isEmpty() ||
                                   !node.patternProperties.isEmpty() ||
                                   node.additionalProperties != NoSchema;
        if (!checksMembers)
            return true;
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            const QString &name = it.key();
            bool matched = false;
            const auto property = node.properties.constFind(name);
            if (property != node.properties.constEnd()) {
                matched = true;
                if (!eval(property.value(), it.value(), childPointer(f.pointer, name), depth + 1,
                          f.out) &&
                    !f.failed())
                    return false;
            }
            for (const auto &[pattern, schema] : node.patternProperties) {
                if (!m_schema.patterns[size_t(pattern)].regex.containsMatchIn(name))
                    continue;
                matched = true;
                if (!eval(schema, it.value(), childPointer(f.pointer, name), depth + 1, f.out) &&
                    !f.failed())
                    return false;
            }
            if (matched || node.additionalProperties == NoSchema)
                continue;
            if (isFalse(node.additionalProperties)) {
                // Reported at the object that has the member: the member itself is fine, its
                // presence here is not.
                if (!f.fail("additionalProperties", [&] {
                        return Tr::tr("property \"%1\" is not allowed").arg(excerpt(name));
                    }))
                    return false;
            } else if (!eval(node.additionalProperties, it.value(), childPointer(f.pointer, name),
                             depth + 1, f.out) &&
                       !f.failed()) {
                return false;
            }
        }
        return true;
    }

    bool checkApplicators(const Node &node, const QJsonValue &value, Frame &f, int depth)
    {
        for (int schema : node.allOf) {
            if (!eval(schema, value, f.pointer, depth + 1, f.out) && !f.failed())
                return false;
        }
        if (!node.anyOf.isEmpty()) {
            bool any = false;
            for (int schema : node.anyOf) {
                if (eval(schema, value, f.pointer, depth + 1, nullptr)) {
                    any = true;
                    break;
                }
            }
            if (!any && !failAlternatives("anyOf", node.anyOf, value, f, depth))
                return false;
        }
        if (!node.oneOf.isEmpty()) {
            QList<qsizetype> matching;
            for (qsizetype i = 0; i < node.oneOf.size() && matching.size() < 2; ++i) {
                if (eval(node.oneOf.at(i), value, f.pointer, depth + 1, nullptr))
                    matching << i;
            }
            if (matching.isEmpty()) {
                if (!failAlternatives("oneOf", node.oneOf, value, f, depth))
                    return false;
            } else if (matching.size() > 1 && !f.fail("oneOf", [&] {
                           return Tr::tr("matches alternatives %1 and %2, but oneOf allows "
                                         "exactly one")
                               .arg(matching.at(0))
                               .arg(matching.at(1));
                       })) {
                return false;
            }
        }
        if (node.notSchema != NoSchema &&
            eval(node.notSchema, value, f.pointer, depth + 1, nullptr)) {
            if (!f.fail("not", [&] { return Tr::tr("must not match the schema under \"not\""); }))
                return false;
        }
        if (node.ifSchema != NoSchema) {
            const int branch = eval(node.ifSchema, value, f.pointer, depth + 1, nullptr)
                                   ? node.thenSchema
                                   : node.elseSchema;
            if (branch != NoSchema && !eval(branch, value, f.pointer, depth + 1, f.out) &&
                !f.failed())
                return false;
        }
        return true;
    }

    /// anyOf/oneOf with no matching alternative: one violation naming the keyword, then the
    /// violations of the closest alternative.
    bool failAlternatives(const char *keyword, const QList<int> &alternatives,
                          const QJsonValue &value, Frame &f, int depth)
    {
        if (!f.out)
            return f.fail(keyword, [] { return QString(); });
        struct Score
        {
            int depthHit = 0;     // a depth violation must never be hidden
            int matchesType = 0;  // alternatives whose type fits at all come first
            int deepest = 0;      // failed deepest in the instance: got furthest
            qsizetype fewest = 0; // negated count
            auto operator<=>(const Score &) const = default;
        };
        qsizetype best = -1;
        Score bestScore;
        QList<Violation> bestViolations;
        for (qsizetype i = 0; i < alternatives.size(); ++i) {
            QList<Violation> violations;
            eval(alternatives.at(i), value, f.pointer, depth + 1, &violations);
            Score score;
            score.matchesType = 1;
            for (const Violation &v : std::as_const(violations)) {
                if (v.keyword == QLatin1String("depth"))
                    score.depthHit = 1;
                if (v.pointer == f.pointer &&
                    (v.keyword == QLatin1String("type") || v.keyword == QLatin1String("false")))
                    score.matchesType = 0;
                score.deepest = std::max(score.deepest, pointerDepth(v.pointer));
            }
            score.fewest = -violations.size();
            if (best < 0 || bestScore < score) {
                best = i;
                bestScore = score;
                bestViolations = violations;
            }
        }
        const bool showClosest = bestScore.matchesType || bestScore.depthHit;
        f.fail(keyword, [&] {
            if (!showClosest) {
                return Tr::tr("matches none of the %n alternative(s) (%1)", nullptr,
                              int(alternatives.size()))
                    .arg(display(value));
            }
            return Tr::tr("matches none of the %n alternative(s); the closest, number %1, fails "
                          "as follows",
                          nullptr, int(alternatives.size()))
                .arg(best);
        });
        if (showClosest)
            f.out->append(bestViolations);
        return true;
    }

    bool isFalse(int id) const
    {
        const Node &node = m_schema.nodes[size_t(id)];
        return node.alwaysFalse;
    }

    const CompiledSchema &m_schema;
    bool m_depthExceeded = false;
    QString m_depthPointer;
};

} // namespace

JsonSchema::JsonSchema() = default;

JsonSchema::JsonSchema(std::shared_ptr<const CompiledSchema> compiled)
    : m_compiled(std::move(compiled))
{}

Result<JsonSchema> JsonSchema::fromJson(const QJsonValue &schema, const QString &source)
{
    if (!schema.isObject() && !schema.isBool()) {
        return fail(Code::SCHEMA_INVALID,
                    Tr::tr("%1: a schema must be an object or a boolean, not %2")
                        .arg(source, typeName(schema)),
                    Tr::tr("Load a JSON Schema draft-07 document"));
    }
    auto compiled = Compiler(schema, source).run();
    if (!compiled)
        return tl::unexpected(compiled.error());
    return JsonSchema(std::move(*compiled));
}

Result<JsonSchema> JsonSchema::fromFile(const QString &path)
{
    const auto document = readDocumentFile(path);
    if (!document)
        return tl::unexpected(document.error());
    return fromJson(*document, path);
}

QList<JsonSchema::Violation> JsonSchema::validate(const QJsonValue &instance) const
{
    QList<Violation> out;
    if (!m_compiled)
        return out;
    Evaluator evaluator(*m_compiled);
    const QJsonValue value = instance.isUndefined() ? QJsonValue() : instance;
    evaluator.eval(0, value, QString(), 0, &out);
    // A depth overflow inside `not`, `if` or a passing anyOf branch leaves no violation of its
    // own; it must still make the instance invalid.
    if (evaluator.depthExceeded()) {
        const bool reported = std::any_of(out.cbegin(), out.cend(), [](const Violation &v) {
            return v.keyword == QLatin1String("depth");
        });
        if (!reported) {
            out.append(
                {evaluator.depthPointer(), QStringLiteral("depth"), Evaluator::depthMessage()});
        }
    }
    return out;
}

bool JsonSchema::isValid(const QJsonValue &instance) const
{
    if (!m_compiled)
        return true;
    Evaluator evaluator(*m_compiled);
    const QJsonValue value = instance.isUndefined() ? QJsonValue() : instance;
    return evaluator.eval(0, value, QString(), 0, nullptr) && !evaluator.depthExceeded();
}

QString JsonSchema::source() const
{
    return m_compiled ? m_compiled->source : QString();
}

QString JsonSchema::describe(const QList<Violation> &violations)
{
    QStringList lines;
    lines.reserve(violations.size());
    for (const Violation &v : violations) {
        //: Stands for the empty JSON pointer (the whole document) in validation messages.
        const QString where = v.pointer.isEmpty() ? Tr::tr("(root)") : v.pointer;
        lines << where + QLatin1String(": ") + v.message;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace Accel::Doc
