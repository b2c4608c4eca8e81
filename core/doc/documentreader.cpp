// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "documentreader.h"
#include "doccodes.h"
#include "doctr.h"
#include "excerpt.h"

#include "inputfile.h"

#include "logging.h"
#include "yamlfastreader.h"
#include "yamlresolve.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <istream>
#include <new>
#include <optional>
#include <streambuf>
#include <string_view>
#include <tuple>
#include <vector>

using namespace Qt::StringLiterals;

namespace Accel::Doc {

namespace {

using Detail::LocatedDocument;

// Aliases share their value (QJsonValue is implicitly shared), but everything downstream walks
// the expanded tree: refuse "billion laughs" input whose aliases expand past this many nodes, or
// ten nodes per input byte where that is more.
constexpr qint64 MinAliasExpansionLimit = Limits::AliasExpansionNodes.defaultValue;

/// Thrown by the event handler to stop yaml-cpp; caught in parseYamlCpp, never escapes this file.
struct ParseFailure
{
    YAML::Mark mark;
    QString message;
};

/// Reads the QByteArray in place: yaml-cpp wants a std::istream, and a copy of a 17 MB fleet
/// snapshot is a cost worth avoiding.
class ByteArrayStreamBuf final : public std::streambuf
{
public:
    explicit ByteArrayStreamBuf(const QByteArray &bytes)
    {
        // std::streambuf's get area is non-const, but nothing here writes to it: the default
        // pbackfail() refuses to put back a different character.
        char *begin = const_cast<char *>(bytes.constData());
        setg(begin, begin, begin + bytes.size());
    }
};

QString locationPrefix(const QString &source, int line, int column)
{
    return source + u':' + QString::number(line) + u':' + QString::number(column) + u": "_s;
}

QString toQString(const std::string &text)
{
    return Detail::scalarText(text);
}

/// Builds the value tree from yaml-cpp's events: a stack of open containers, anchors kept by id.
class TreeBuilder final : public YAML::EventHandler
{
public:
    explicit TreeBuilder(const QByteArray &bytes)
        : m_bytes(bytes)
        , m_aliasLimit(std::max(MinAliasExpansionLimit, qint64(bytes.size()) * 10))
        , m_bomSize(bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0)
    {}

    QList<LocatedDocument> documents;

    void OnDocumentStart(const YAML::Mark &mark) override
    {
        // Same start as the last one: yaml-cpp 0.7 would restart forever on a token it cannot
        // place, such as a lone `,` (jbeder/yaml-cpp#1040; found by fuzzing, issue 19).
        if (!documents.isEmpty() &&
            (mark.pos == m_documentMark.pos || !isExplicitDocumentStart(mark))) {
            throw ParseFailure{mark, Tr::tr("unexpected text at the start of a line (check the "
                                            "indentation); a new document needs a \"---\" line")};
        }
        m_anchors.clear();
        m_stack.clear();
        m_root = QJsonValue();
        m_documentMark = mark;
    }

    void OnDocumentEnd() override
    {
        documents.append({m_root, m_documentMark.line + 1, m_documentMark.column + 1});
    }

    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override
    {
        if (isKeyPosition()) {
            const QString text = nullKeyText(mark);
            if (anchor != YAML::NullAnchor)
                m_anchors.insert(anchor, {QJsonValue(), text, 0, true, true});
            setKey(text, mark, false);
            return;
        }
        complete(QJsonValue(), anchor, 0, u""_s);
    }

    void OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor) override
    {
        const auto it = m_anchors.constFind(anchor);
        if (it == m_anchors.cend() || !it->isComplete) {
            throw ParseFailure{mark, Tr::tr("alias refers to a node that contains it")};
        }
        const Anchored anchored = *it;
        if (isKeyPosition()) {
            if (!anchored.isScalar)
                throw ParseFailure{mark, Tr::tr("mapping keys must be scalars")};
            setKey(anchored.text, mark, false);
            return;
        }
        if (int(m_stack.size()) + anchored.height > MaxNestingDepth)
            throw ParseFailure{mark, nestingMessage()};
        m_aliasNodes += anchored.nodes;
        if (m_aliasNodes > m_aliasLimit) {
            throw ParseFailure{mark,
                               Tr::tr("aliases expand to more than %1 nodes").arg(m_aliasLimit)};
        }
        if (anchored.isScalar)
            requireFinite(mark, anchored.value, anchored.text);
        // Count the expansion, so that an anchor holding aliases weighs what it expands to.
        m_nodes += anchored.nodes - 1;
        complete(anchored.value, YAML::NullAnchor, anchored.height,
                 anchored.isScalar ? anchored.text : QString());
    }

    void OnScalar(const YAML::Mark &mark, const std::string &tag, YAML::anchor_t anchor,
                  const std::string &value) override
    {
        if (isKeyPosition()) {
            const QString text = toQString(value);
            if (anchor != YAML::NullAnchor)
                m_anchors.insert(anchor, {resolve(mark, tag, value), text, 0, true, true});
            setKey(text, mark, tag == "?" && value == "<<");
            return;
        }
        QJsonValue resolved = resolve(mark, tag, value);
        requireFinite(mark, resolved, toQString(value));
        complete(std::move(resolved), anchor, 0,
                 anchor != YAML::NullAnchor ? toQString(value) : QString());
    }

    void OnSequenceStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value) override
    {
        open(mark, anchor, false);
    }

    void OnSequenceEnd() override
    {
        Frame frame = std::move(m_stack.back());
        m_stack.pop_back();
        complete(QJsonValue(std::move(frame.array)), frame.anchor, frame.height, QString(),
                 frame.nodesAtStart);
    }

    void OnMapStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value) override
    {
        open(mark, anchor, true);
    }

    void OnMapEnd() override
    {
        Frame frame = std::move(m_stack.back());
        m_stack.pop_back();
        // Merge keys (https://yaml.org/type/merge.html): explicit keys win, and among the merged
        // mappings the earlier one wins.
        for (const QJsonObject &source : std::as_const(frame.merges)) {
            for (auto it = source.begin(); it != source.end(); ++it) {
                if (!frame.object.contains(it.key()))
                    frame.object.insert(it.key(), it.value());
            }
        }
        complete(QJsonValue(std::move(frame.object)), frame.anchor, frame.height, QString(),
                 frame.nodesAtStart);
    }

private:
    struct Frame
    {
        bool isMap = false;
        QJsonArray array;
        QJsonObject object;
        QList<QJsonObject> merges;
        QString key;
        YAML::Mark keyMark;
        bool hasKey = false;
        bool keyIsMerge = false;
        YAML::anchor_t anchor = YAML::NullAnchor;
        qint64 nodesAtStart = 0;
        int height = 1; ///< container levels in this subtree, itself included
    };

    struct Anchored
    {
        QJsonValue value;
        QString text; ///< the scalar's text, for an alias used as a key
        qint64 nodes = 0;
        bool isScalar = false;
        bool isComplete = false;
        int height = 0;
    };

    bool isKeyPosition() const
    {
        return !m_stack.empty() && m_stack.back().isMap && !m_stack.back().hasKey;
    }

    /// Where a value about to complete sits, for messages: `key "capacity"`, `item 3 of key
    /// "values"`, or empty at the top of a document.
    QString placeOfNextValue() const
    {
        if (m_stack.empty())
            return {};
        const Frame &frame = m_stack.back();
        if (frame.isMap)
            return Tr::tr("key \"%1\"").arg(frame.key);
        const qsizetype item = frame.array.size() + 1;
        if (m_stack.size() >= 2 && m_stack[m_stack.size() - 2].isMap)
            //: %1 a 1-based position in a list, %2 the key that holds the list
            return Tr::tr("item %1 of key \"%2\"").arg(item).arg(m_stack[m_stack.size() - 2].key);
        //: %1 a 1-based position in a list
        return Tr::tr("item %1 of a list").arg(item);
    }

    /// Infinity and NaN (`.inf`, `.nan`, `1e400`) are YAML floats but no JSON number, and
    /// nothing downstream (Kubernetes included) has them: an error, never a null (issue 32).
    void requireFinite(const YAML::Mark &mark, const QJsonValue &value, const QString &text) const
    {
        if (!value.isDouble() || std::isfinite(value.toDouble()))
            return;
        const QString place = placeOfNextValue();
        //: %1 the number as written (1e400, .inf), %2 e.g. key "capacity"
        throw ParseFailure{mark, place.isEmpty()
                                     ? Tr::tr("the number %1 is not finite; JSON and Kubernetes "
                                              "have no infinity or NaN")
                                           .arg(text)
                                     : Tr::tr("%2: the number %1 is not finite; JSON and "
                                              "Kubernetes have no infinity or NaN")
                                           .arg(text, place)};
    }

    QString nestingMessage() const
    {
        return Tr::tr("nesting deeper than %1 levels").arg(MaxNestingDepth);
    }

    void open(const YAML::Mark &mark, YAML::anchor_t anchor, bool isMap)
    {
        if (isKeyPosition())
            throw ParseFailure{mark, Tr::tr("mapping keys must be scalars")};
        if (int(m_stack.size()) >= MaxNestingDepth)
            throw ParseFailure{mark, nestingMessage()};
        if (anchor != YAML::NullAnchor)
            m_anchors.insert(anchor, {}); // known but incomplete: an alias to it is recursive
        Frame frame;
        frame.isMap = isMap;
        frame.anchor = anchor;
        frame.nodesAtStart = m_nodes;
        m_stack.push_back(std::move(frame));
    }

    void setKey(const QString &text, const YAML::Mark &mark, bool isMerge)
    {
        Frame &frame = m_stack.back();
        // Merge keys are not duplicates of each other; the merged keys are added at OnMapEnd.
        if (!isMerge && frame.object.contains(text)) {
            throw ParseFailure{mark, Tr::tr("duplicate key \"%1\"").arg(excerpt(text))};
        }
        frame.key = text;
        frame.keyMark = mark;
        frame.hasKey = true;
        frame.keyIsMerge = isMerge;
    }

    /// A finished node: goes into its parent (or becomes the document) and, when anchored, is
    /// remembered for aliases.
    void complete(QJsonValue value, YAML::anchor_t anchor, int height, const QString &scalarText,
                  qint64 nodesAtStart = -1)
    {
        ++m_nodes;
        if (anchor != YAML::NullAnchor) {
            const qint64 nodes = nodesAtStart < 0 ? 1 : m_nodes - nodesAtStart;
            m_anchors.insert(anchor, {value, scalarText, nodes, height == 0, true, height});
        }
        if (m_stack.empty()) {
            m_root = std::move(value);
            return;
        }
        Frame &parent = m_stack.back();
        parent.height = std::max(parent.height, height + 1);
        if (!parent.isMap) {
            parent.array.append(std::move(value));
            return;
        }
        parent.hasKey = false;
        if (parent.keyIsMerge) {
            addMerge(parent, value);
            return;
        }
        parent.object.insert(parent.key, std::move(value));
    }

    static void addMerge(Frame &frame, const QJsonValue &value)
    {
        if (value.isObject()) {
            frame.merges.append(value.toObject());
            return;
        }
        const QString message = Tr::tr("the merge key << needs a mapping or a list of mappings");
        if (!value.isArray())
            throw ParseFailure{frame.keyMark, message};
        const QJsonArray sources = value.toArray();
        for (const QJsonValue &source : sources) {
            if (!source.isObject())
                throw ParseFailure{frame.keyMark, message};
            frame.merges.append(source.toObject());
        }
    }

    /// The byte offset of a mark in the input, or -1. yaml-cpp does not count a UTF-8 byte order
    /// mark.
    qsizetype offsetOf(const YAML::Mark &mark) const
    {
        const qsizetype pos = qsizetype(mark.pos) + m_bomSize;
        return mark.pos < 0 || pos > m_bytes.size() ? -1 : pos;
    }

    /// yaml-cpp 0.7 starts a new document at any text after a finished block collection
    /// (`- a\nb: c` reads as two documents). YAML allows a document without `---` only first or
    /// after a `...` line; anything else is a misplaced line, usually an indentation mistake.
    bool isExplicitDocumentStart(const YAML::Mark &mark) const
    {
        const qsizetype pos = offsetOf(mark);
        if (pos < 0)
            return true;
        const std::string_view all(m_bytes.constData(), std::size_t(m_bytes.size()));
        const std::string_view here = all.substr(std::size_t(pos));
        if (here.starts_with("---") || here.starts_with("%"))
            return true;
        // Walk back over blank and comment lines to the line before: it must be `...`.
        std::size_t lineEnd = std::size_t(pos);
        while (lineEnd > 0) {
            const std::size_t previousBreak = all.rfind('\n', lineEnd - 1);
            const std::size_t lineStart =
                previousBreak == std::string_view::npos ? 0 : previousBreak + 1;
            const std::string_view line = all.substr(lineStart, lineEnd - lineStart);
            const std::size_t first = line.find_first_not_of(" \t\r\n");
            if (first != std::string_view::npos && line[first] != '#') {
                return line.starts_with("...") &&
                       (line.size() == 3 ||
                        std::string_view(" \t\r\n#").find(line[3]) != std::string_view::npos);
            }
            if (lineStart == 0)
                break;
            lineEnd = lineStart - 1;
        }
        return true;
    }

    /// yaml-cpp reports a null key without its text; take it from the input (`null: x` has the
    /// key "null", as kubectl reads it), skipping an anchor or tag before it.
    QString nullKeyText(const YAML::Mark &mark) const
    {
        const qsizetype pos = offsetOf(mark);
        if (pos < 0)
            return {};
        std::string_view rest(m_bytes.constData() + pos, std::size_t(m_bytes.size() - pos));
        while (!rest.empty() && (rest.front() == '&' || rest.front() == '!')) {
            const std::size_t blank = rest.find_first_of(" \t\r\n");
            if (blank == std::string_view::npos)
                return {};
            rest.remove_prefix(blank);
            while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t'))
                rest.remove_prefix(1);
        }
        for (const std::string_view candidate : {"null", "Null", "NULL", "~"}) {
            if (rest.substr(0, candidate.size()) != candidate)
                continue;
            const std::string_view after = rest.substr(candidate.size());
            if (after.empty() ||
                std::string_view(" \t\r\n:,]}").find(after.front()) != std::string_view::npos)
                return QString::fromLatin1(candidate.data(), qsizetype(candidate.size()));
        }
        return {};
    }

    /// The value of a scalar, typed by its tag: "?" is a plain scalar (core schema), "!" a quoted
    /// one; the yaml.org tags are honoured and any other tag leaves the text a string, as kubectl
    /// does.
    static QJsonValue resolve(const YAML::Mark &mark, const std::string &tag,
                              const std::string &value)
    {
        if (tag == "?")
            return Detail::resolvePlainScalar(value);
        if (std::optional<QJsonValue> typed = Detail::resolveTaggedScalar(tag, value))
            return *std::move(typed);
        const std::string_view type = Detail::yamlOrgType(tag);
        throw ParseFailure{mark,
                           Tr::tr("\"%1\" is not a valid !!%2")
                               .arg(excerpt(toQString(value)),
                                    QString::fromLatin1(type.data(), qsizetype(type.size())))};
    }

    const QByteArray &m_bytes;
    const qint64 m_aliasLimit;
    const qsizetype m_bomSize;
    std::vector<Frame> m_stack;
    QHash<YAML::anchor_t, Anchored> m_anchors;
    QJsonValue m_root;
    YAML::Mark m_documentMark;
    qint64 m_nodes = 0;
    qint64 m_aliasNodes = 0;
};

/// Where a flow collection (JSON, or flow YAML) at `start` first nests deeper than
/// MaxNestingDepth, or -1. In flow context every bracket outside quotes and comments is an
/// indicator, so counting them is exact enough; the scan ends where the collection closes. This
/// turns `[[[[...` into a clear error before QJsonDocument or yaml-cpp recurse.
qsizetype flowDepthExceeded(const QByteArray &bytes, qsizetype start)
{
    int depth = 0;
    const qsizetype size = bytes.size();
    const char *const data = bytes.constData();
    for (qsizetype i = start; i < size; ++i) {
        switch (data[i]) {
        case '"':
            for (++i; i < size && data[i] != '"'; ++i) {
                if (data[i] == '\\')
                    ++i;
            }
            break;
        case '\'':
            for (++i; i < size; ++i) {
                if (data[i] == '\'' && !(i + 1 < size && data[i + 1] == '\''))
                    break;
                if (data[i] == '\'')
                    ++i; // '' is a quote inside single quotes
            }
            break;
        case '#':
            if (i > 0 && (data[i - 1] == ' ' || data[i - 1] == '\t' || data[i - 1] == '\n')) {
                while (i < size && data[i] != '\n')
                    ++i;
            }
            break;
        case '[':
        case '{':
            if (++depth > MaxNestingDepth)
                return i;
            break;
        case ']':
        case '}':
            if (--depth <= 0)
                return -1;
            break;
        default:
            break;
        }
    }
    return -1;
}

/// 1-based line and column of a byte offset.
std::pair<int, int> positionOf(const QByteArray &bytes, qsizetype offset)
{
    const QByteArray before = bytes.left(offset);
    return {int(before.count('\n')) + 1, int(offset - before.lastIndexOf('\n'))};
}

qsizetype firstNonBlank(const QByteArray &bytes)
{
    qsizetype first = 0;
    while (first < bytes.size() && (bytes.at(first) == ' ' || bytes.at(first) == '\t' ||
                                    bytes.at(first) == '\r' || bytes.at(first) == '\n'))
        ++first;
    return first;
}

/// The JSON fast path: an object or array that QJsonDocument accepts. Anything else (flow YAML,
/// broken JSON, a repeated key, which QJsonDocument would keep silently) returns nullopt and goes
/// through yaml-cpp, whose errors carry line and column (and the key).
std::optional<LocatedDocument> tryJson(const QByteArray &bytes, qsizetype first)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return std::nullopt;
    const QJsonValue value = doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
    if (jsonHasDuplicateKeys(bytes, value))
        return std::nullopt;
    const auto [line, column] = positionOf(bytes, first);
    return LocatedDocument{value, line, column};
}

QString sourceOrDefault(const QString &sourceName)
{
    return sourceName.isEmpty() ? u"<input>"_s : sourceName;
}

QString yamlHint()
{
    return Tr::tr("Fix the YAML at the line and column shown.");
}

/// Every document of a YAML stream, empty ones included, read by yaml-cpp.
Result<QList<LocatedDocument>> parseYamlCpp(const QByteArray &bytes, const QString &source)
{
    TreeBuilder builder(bytes);
    YAML::Mark mark = YAML::Mark::null_mark();
    QString message;
    try {
        ByteArrayStreamBuf buffer(bytes);
        std::istream in(&buffer);
        YAML::Parser parser(in);
        while (parser.HandleNextDocument(builder)) {
        }
        return builder.documents;
    } catch (const ParseFailure &failure) {
        mark = failure.mark;
        message = failure.message;
    } catch (const YAML::DeepRecursion &e) {
        mark = e.mark;
        message = Tr::tr("nesting deeper than yaml-cpp allows");
    } catch (const YAML::Exception &e) {
        mark = e.mark;
        message = toQString(e.msg);
    } catch (const std::bad_alloc &) {
        throw; // out of memory is OUT_OF_MEMORY (main() and the terminate handler), not YAML
    } catch (const std::exception &e) {
        message = QString::fromLocal8Bit(e.what());
    }
    int line = mark.line + 1;
    int column = mark.column + 1;
    if (mark.is_null())
        std::tie(line, column) = positionOf(bytes, bytes.size());
    qCDebug(lcDoc) << "YAML error in" << source << line << column << message;
    return fail(Code::YAML_PARSE, locationPrefix(source, line, column) + message, yamlHint());
}

/// The libyaml fast path, or nullopt when it refuses the input (the caller then reads it with
/// yaml-cpp, whose message and position the error carries). Out of memory is not a refusal: it
/// propagates, to end as OUT_OF_MEMORY (issue 32), never as a YAML error at some line.
std::optional<QList<LocatedDocument>> tryFastYaml(const QByteArray &bytes, const QString &source)
{
    try {
        auto documents = Detail::readYamlFast(bytes);
        if (documents)
            return *std::move(documents);
        qCDebug(lcDoc) << "libyaml refused" << source << documents.error().line
                       << documents.error().column << documents.error().reason
                       << "- reading it with yaml-cpp";
    } catch (const std::bad_alloc &) {
        throw; // reading it again would only run out too: OUT_OF_MEMORY
    } catch (const std::exception &e) {
        qCDebug(lcDoc) << "libyaml reader failed on" << source << e.what();
    }
    return std::nullopt;
}

} // namespace

bool jsonHasDuplicateKeys(const QByteArray &bytes, const QJsonValue &value)
{
    // Every member of a JSON object is written with exactly one ':' outside strings; the tree
    // holds one member per distinct key. Counting both is a pass over bytes already in cache
    // and over the tree, far cheaper than remembering every object's keys.
    qsizetype colons = 0;
    const char *p = bytes.constData();
    const char *const end = p + bytes.size();
    while (p < end) {
        const char c = *p++;
        if (c == ':') {
            ++colons;
        } else if (c == '"') {
            while (p < end) {
                const char d = *p++;
                if (d == '\\')
                    ++p;
                else if (d == '"')
                    break;
            }
        }
    }
    qsizetype members = 0;
    std::vector<QJsonValue> pending{value};
    while (!pending.empty()) {
        const QJsonValue v = std::move(pending.back());
        pending.pop_back();
        if (v.isObject()) {
            const QJsonObject object = v.toObject();
            members += object.size();
            for (auto it = object.begin(); it != object.end(); ++it) {
                if (it->isObject() || it->isArray())
                    pending.push_back(it.value());
            }
        } else if (v.isArray()) {
            for (const QJsonValue &item : v.toArray()) {
                if (item.isObject() || item.isArray())
                    pending.push_back(item);
            }
        }
    }
    return members != colons;
}

namespace Detail {

Result<QList<LocatedDocument>> readStream(const QByteArray &bytes, const QString &source,
                                          YamlReader reader)
{
    const qsizetype first = firstNonBlank(bytes);
    if (first < bytes.size() && (bytes.at(first) == '{' || bytes.at(first) == '[')) {
        if (const qsizetype deep = flowDepthExceeded(bytes, first); deep >= 0) {
            const auto [line, column] = positionOf(bytes, deep);
            return fail(Code::YAML_PARSE,
                        locationPrefix(source, line, column) +
                            Tr::tr("nesting deeper than %1 levels").arg(MaxNestingDepth),
                        yamlHint());
        }
        if (auto json = tryJson(bytes, first))
            return QList<LocatedDocument>{std::move(*json)};
    }
    const bool fast = reader == YamlReader::LibYaml ||
                      (reader == YamlReader::Automatic && bytes.size() >= FastYamlMinBytes);
    if (fast) {
        if (auto documents = tryFastYaml(bytes, source))
            return *std::move(documents);
    }
    return parseYamlCpp(bytes, source);
}

} // namespace Detail

namespace {

Result<QList<LocatedDocument>> parseStream(const QByteArray &bytes, const QString &source)
{
    return Detail::readStream(bytes, source, Detail::YamlReader::Automatic);
}

QList<QJsonValue> nonEmpty(const QList<LocatedDocument> &documents)
{
    QList<QJsonValue> values;
    values.reserve(documents.size());
    for (const LocatedDocument &document : documents) {
        if (!document.value.isNull())
            values.append(document.value);
    }
    return values;
}

bool isListKind(const QJsonObject &object)
{
    const QString kind = object.value(u"kind"_s).toString();
    return kind.endsWith(u"List"_s) && object.value(u"items"_s).isArray();
}

QString typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Array:
        return Tr::tr("a list");
    case QJsonValue::String:
        return Tr::tr("a string");
    case QJsonValue::Double:
        return Tr::tr("a number");
    case QJsonValue::Bool:
        return Tr::tr("a boolean");
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return Tr::tr("null");
    case QJsonValue::Object:
        break;
    }
    return Tr::tr("a mapping");
}

} // namespace

Result<QJsonValue> readDocument(const QByteArray &bytes, const QString &sourceName)
{
    const QString source = sourceOrDefault(sourceName);
    const auto documents = parseStream(bytes, source);
    if (!documents)
        return tl::unexpected(documents.error());
    const LocatedDocument *found = nullptr;
    for (const LocatedDocument &document : *documents) {
        if (document.value.isNull())
            continue;
        if (found) {
            return fail(Code::YAML_PARSE,
                        locationPrefix(source, document.line, document.column) +
                            Tr::tr("a second document starts here; one was expected"),
                        Tr::tr("Keep one document in the file, or remove the \"---\" line."));
        }
        found = &document;
    }
    return found ? found->value : QJsonValue();
}

Result<QJsonValue> readDocumentFile(const QString &path, const Limits::Limit &limit)
{
    const auto bytes = readInputFile(path, limit);
    if (!bytes)
        return tl::unexpected(bytes.error());
    return readDocument(*bytes, path);
}

Result<QList<QJsonValue>> readDocuments(const QByteArray &bytes, const QString &sourceName)
{
    const auto documents = parseStream(bytes, sourceOrDefault(sourceName));
    if (!documents)
        return tl::unexpected(documents.error());
    return nonEmpty(*documents);
}

Result<QList<QJsonValue>> readDocumentsFile(const QString &path, const Limits::Limit &limit)
{
    const auto bytes = readInputFile(path, limit);
    if (!bytes)
        return tl::unexpected(bytes.error());
    return readDocuments(*bytes, path);
}

Result<QList<QJsonObject>> readObjects(const QByteArray &bytes, const QString &sourceName)
{
    const QString source = sourceOrDefault(sourceName);
    const auto documents = parseStream(bytes, source);
    if (!documents)
        return tl::unexpected(documents.error());
    QList<QJsonObject> objects;
    int index = 0;
    for (const LocatedDocument &document : *documents) {
        if (document.value.isNull())
            continue;
        ++index;
        const QString where = locationPrefix(source, document.line, document.column);
        const QString hint = Tr::tr("Each document must be a Kubernetes object (a mapping).");
        if (!document.value.isObject()) {
            return fail(Code::DOC_NOT_OBJECT,
                        where + Tr::tr("document %1 is %2, not a mapping")
                                    .arg(QString::number(index), typeName(document.value)),
                        hint);
        }
        const QJsonObject object = document.value.toObject();
        if (!isListKind(object)) {
            objects.append(object);
            continue;
        }
        const QJsonArray items = object.value(u"items"_s).toArray();
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (!items.at(i).isObject()) {
                return fail(Code::DOC_NOT_OBJECT,
                            where + Tr::tr("document %1, item %2 of the %3 is %4, not a mapping")
                                        .arg(QString::number(index), QString::number(i + 1),
                                             object.value(u"kind"_s).toString(),
                                             typeName(items.at(i))),
                            hint);
            }
            objects.append(items.at(i).toObject());
        }
    }
    return objects;
}

Result<QList<QJsonObject>> readObjectsFile(const QString &path, const Limits::Limit &limit)
{
    const auto bytes = readInputFile(path, limit);
    if (!bytes)
        return tl::unexpected(bytes.error());
    return readObjects(*bytes, path);
}

} // namespace Accel::Doc
