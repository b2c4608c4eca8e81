// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "yamlfastreader.h"

#include "documentreader.h"
#include "logging.h"
#include "resourcelimits.h"
#include "workpool.h"
#include "yamlresolve.h"
#include "yamlscalar.h"

#include <QHash>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThreadPool>
#include <QVariant>
#include <QtConcurrent/QtConcurrentRun>

#include <yaml.h>

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

using namespace Qt::StringLiterals;

namespace Accel::Doc::Detail {

namespace {

// The refusal reasons are for the debug log and the tests only: a refused input is read again
// by yaml-cpp, whose (translated) error is the one a user sees.

/// Builds the value tree from libyaml's events. Mirrors the yaml-cpp reader's TreeBuilder in
/// documentreader.cpp rule for rule (nesting, alias expansion counts, anchors, keys, merges), so
/// that both accept and refuse the same input; any difference is a bug that
/// tst_yamlfastreader is there to catch.
class FastTreeBuilder final
{
public:
    explicit FastTreeBuilder(qsizetype inputSize)
        : m_aliasLimit(std::max(Limits::AliasExpansionNodes.defaultValue, qint64(inputSize) * 10))
    {
        m_stack.reserve(64);
    }

    QList<LocatedDocument> documents;
    QString refusal;        ///< set when an event handler returns false
    bool needsTree = false; ///< never: this builder reads whatever libyaml accepts

    /// Handles one event; false (and `refusal`) to stop.
    bool handle(const yaml_event_t &event)
    {
        switch (event.type) {
        case YAML_DOCUMENT_START_EVENT:
            startDocument(event);
            return true;
        case YAML_DOCUMENT_END_EVENT:
            documents.append(m_document);
            return true;
        case YAML_SCALAR_EVENT:
            return scalar(event);
        case YAML_ALIAS_EVENT:
            return alias(anchorName(event.data.alias.anchor));
        case YAML_SEQUENCE_START_EVENT:
            return open(anchorName(event.data.sequence_start.anchor), false);
        case YAML_MAPPING_START_EVENT:
            return open(anchorName(event.data.mapping_start.anchor), true);
        case YAML_SEQUENCE_END_EVENT:
        case YAML_MAPPING_END_EVENT:
            return close();
        case YAML_NO_EVENT:
        case YAML_STREAM_START_EVENT:
        case YAML_STREAM_END_EVENT:
            break;
        }
        return true;
    }

private:
    struct Frame
    {
        bool isMap = false;
        QJsonArray array;
        QJsonObject object;
        QList<QJsonObject> merges;
        QString key;
        bool hasKey = false;
        bool keyIsMerge = false;
        QByteArray anchor;
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

    static QByteArray anchorName(const yaml_char_t *anchor)
    {
        return anchor ? QByteArray(reinterpret_cast<const char *>(anchor)) : QByteArray();
    }

    bool refuse(QString reason)
    {
        refusal = std::move(reason);
        return false;
    }

    bool isKeyPosition() const
    {
        return !m_stack.empty() && m_stack.back().isMap && !m_stack.back().hasKey;
    }

    void startDocument(const yaml_event_t &event)
    {
        m_anchors.clear();
        m_stack.clear();
        // yaml-cpp places a document at its `---` (after any directives), else at its first
        // token; libyaml's event starts at the directives, and its end is the end of `---`.
        const bool implicit = event.data.document_start.implicit;
        const yaml_mark_t &mark = implicit ? event.start_mark : event.end_mark;
        m_document = {QJsonValue(), int(mark.line) + 1, int(mark.column) + 1 - (implicit ? 0 : 3)};
    }

    bool scalar(const yaml_event_t &event)
    {
        const auto &data = event.data.scalar;
        const std::string_view text(reinterpret_cast<const char *>(data.value), data.length);
        const std::string_view tag =
            data.tag ? std::string_view(reinterpret_cast<const char *>(data.tag))
                     : std::string_view();
        const bool plain = !data.tag && data.style == YAML_PLAIN_SCALAR_STYLE;
        // yaml-cpp 0.7 turns the escapes \N and \_ into the lone bytes 0x85 and 0xA0 (which
        // read as U+FFFD); leave a double-quoted scalar that may hold them to yaml-cpp.
        if (data.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE &&
            (text.find("\xC2\x85") != std::string_view::npos ||
             text.find("\xC2\xA0") != std::string_view::npos))
            return refuse(u"U+0085 or U+00A0 in a double-quoted scalar"_s);
        // yaml-cpp reports an untagged plain null as a null node, whose text it does not keep.
        const bool plainNull = plain && isCoreNull(text);
        const QByteArray anchor = anchorName(data.anchor);
        if (isKeyPosition()) {
            QString keyText = scalarText(text);
            if (!anchor.isNull()) {
                QJsonValue value;
                if (!plainNull && !resolve(plain, tag, text, value))
                    return false;
                m_anchors.insert(anchor, {value, keyText, 0, true, true, 0});
            }
            Frame &frame = m_stack.back();
            frame.keyIsMerge = plain && text == "<<";
            frame.key = std::move(keyText);
            frame.hasKey = true;
            return true;
        }
        if (plainNull)
            return complete(QJsonValue(), anchor, 0, u""_s);
        QJsonValue value;
        if (!resolve(plain, tag, text, value))
            return false;
        return complete(std::move(value), anchor, 0,
                        anchor.isNull() ? QString() : scalarText(text));
    }

    bool resolve(bool plain, std::string_view tag, std::string_view text, QJsonValue &value)
    {
        if (plain) {
            value = resolvePlainScalar(text);
        } else {
            std::optional<QJsonValue> typed = resolveTaggedScalar(tag.empty() ? "!" : tag, text);
            if (!typed)
                return refuse(u"invalid value for its tag"_s);
            value = *std::move(typed);
        }
        // The yaml-cpp reader reports it, naming the key (issue 32).
        if (value.isDouble() && !std::isfinite(value.toDouble()))
            return refuse(u"a number that is not finite"_s);
        return true;
    }

    bool alias(const QByteArray &anchor)
    {
        const auto it = m_anchors.constFind(anchor);
        if (it == m_anchors.cend())
            return refuse(u"undefined alias"_s);
        if (!it->isComplete)
            return refuse(u"recursive alias"_s);
        const Anchored anchored = *it;
        if (isKeyPosition()) {
            if (!anchored.isScalar)
                return refuse(u"collection as a key"_s);
            Frame &frame = m_stack.back();
            frame.key = anchored.text;
            frame.hasKey = true;
            frame.keyIsMerge = false;
            return true;
        }
        if (int(m_stack.size()) + anchored.height > MaxNestingDepth)
            return refuse(u"nesting limit"_s);
        m_aliasNodes += anchored.nodes;
        if (m_aliasNodes > m_aliasLimit)
            return refuse(u"alias expansion limit"_s);
        m_nodes += anchored.nodes - 1;
        return complete(anchored.value, QByteArray(), anchored.height,
                        anchored.isScalar ? anchored.text : QString());
    }

    bool open(const QByteArray &anchor, bool isMap)
    {
        if (isKeyPosition())
            return refuse(u"collection as a key"_s);
        if (int(m_stack.size()) >= MaxNestingDepth)
            return refuse(u"nesting limit"_s);
        if (!anchor.isNull())
            m_anchors.insert(anchor, {}); // known but incomplete: an alias to it is recursive
        Frame &frame = m_stack.emplace_back();
        frame.isMap = isMap;
        frame.anchor = anchor;
        frame.nodesAtStart = m_nodes;
        return true;
    }

    bool close()
    {
        Frame frame = std::move(m_stack.back());
        m_stack.pop_back();
        if (!frame.isMap) {
            return complete(QJsonValue(std::move(frame.array)), frame.anchor, frame.height,
                            QString(), frame.nodesAtStart);
        }
        // Explicit keys win, then the earlier merged mapping (as in documentreader.cpp).
        for (const QJsonObject &source : std::as_const(frame.merges)) {
            for (auto it = source.begin(); it != source.end(); ++it) {
                if (!frame.object.contains(it.key()))
                    frame.object.insert(it.key(), it.value());
            }
        }
        return complete(QJsonValue(std::move(frame.object)), frame.anchor, frame.height, QString(),
                        frame.nodesAtStart);
    }

    bool complete(QJsonValue value, const QByteArray &anchor, int height, const QString &scalarText,
                  qint64 nodesAtStart = -1)
    {
        ++m_nodes;
        if (!anchor.isNull()) {
            const qint64 nodes = nodesAtStart < 0 ? 1 : m_nodes - nodesAtStart;
            m_anchors.insert(anchor, {value, scalarText, nodes, height == 0, true, height});
        }
        if (m_stack.empty()) {
            m_document.value = std::move(value);
            return true;
        }
        Frame &parent = m_stack.back();
        parent.height = std::max(parent.height, height + 1);
        if (!parent.isMap) {
            parent.array.append(std::move(value));
            return true;
        }
        parent.hasKey = false;
        if (parent.keyIsMerge)
            return addMerge(parent, value);
        // yaml-cpp's reader refuses a duplicate when it reads the key; counting here, after the
        // value, refuses the same inputs with one lookup instead of two.
        const qsizetype before = parent.object.size();
        parent.object.insert(parent.key, std::move(value));
        if (parent.object.size() == before)
            return refuse(u"duplicate key"_s);
        return true;
    }

    bool addMerge(Frame &frame, const QJsonValue &value)
    {
        if (value.isObject()) {
            frame.merges.append(value.toObject());
            return true;
        }
        if (!value.isArray())
            return refuse(u"merge of a non-mapping"_s);
        const QJsonArray sources = value.toArray();
        for (const QJsonValue &source : sources) {
            if (!source.isObject())
                return refuse(u"merge of a non-mapping"_s);
            frame.merges.append(source.toObject());
        }
        return true;
    }

    const qint64 m_aliasLimit;
    std::vector<Frame> m_stack;
    QHash<QByteArray, Anchored> m_anchors;
    LocatedDocument m_document;
    qint64 m_nodes = 0;
    qint64 m_aliasNodes = 0;
};

/// Owns a libyaml parser reading `bytes` in place.
class Parser final
{
public:
    explicit Parser(const QByteArray &bytes)
    {
        m_ok = yaml_parser_initialize(&m_parser) != 0;
        if (m_ok) {
            yaml_parser_set_input_string(&m_parser,
                                         reinterpret_cast<const unsigned char *>(bytes.constData()),
                                         std::size_t(bytes.size()));
        }
    }
    /// Reads `input` as libyaml asks for more (a few KiB at a time).
    explicit Parser(QIODevice &input)
    {
        m_ok = yaml_parser_initialize(&m_parser) != 0;
        if (m_ok)
            yaml_parser_set_input(&m_parser, &Parser::readDevice, &input);
    }
    ~Parser()
    {
        if (m_ok)
            yaml_parser_delete(&m_parser);
    }
    Parser(const Parser &) = delete;
    Parser &operator=(const Parser &) = delete;

    bool isValid() const { return m_ok; }
    yaml_parser_t *get() { return &m_parser; }

private:
    static int readDevice(void *data, unsigned char *buffer, std::size_t size,
                          std::size_t *sizeRead)
    {
        const qint64 got =
            static_cast<QIODevice *>(data)->read(reinterpret_cast<char *>(buffer), qint64(size));
        *sizeRead = got > 0 ? std::size_t(got) : 0;
        return got >= 0 ? 1 : 0;
    }

    yaml_parser_t m_parser{};
    bool m_ok = false;
};

/// Frees an event however the loop leaves.
class Event final
{
public:
    Event() = default;
    ~Event() { yaml_event_delete(&m_event); }
    Event(const Event &) = delete;
    Event &operator=(const Event &) = delete;

    yaml_event_t *get() { return &m_event; }

private:
    yaml_event_t m_event{};
};

/// The fast path's fast path: writes the events as compact JSON, one array of the stream's
/// documents, and has QJsonDocument (whose parser fills Qt's containers directly) build the
/// tree. Building it value by value through QJsonObject::insert (FastTreeBuilder: a temporary
/// container per key and per value) costs more than libyaml's own parse; this costs about half
/// as much, and most of that on the thread pool. Same rules as FastTreeBuilder; what JSON cannot
/// say (aliases, `<<` merges, NaN and infinities, integral doubles that QJsonDocument would store
/// as integers) stops it with needsTree, and the input goes to FastTreeBuilder instead.
class JsonEmitter final
{
public:
    explicit JsonEmitter(qsizetype inputSize)
        : m_spillEnabled(inputSize >= FastYamlMinBytes)
    {
        m_out.reserve(inputSize + inputSize / 8 + 64);
        m_out.append('[');
        m_stack.reserve(64);
    }
    /// Objects mode (streamYamlObjects): every Kubernetes object goes to `sink` as it
    /// completes, a List document's items one by one; nothing else is kept.
    explicit JsonEmitter(const YamlObjectSink &sink)
        : m_spillEnabled(false)
        , m_sink(&sink)
    {
        m_stack.reserve(64);
    }
    /// Chunk mode (a List's items cut out of the file, parsed alone): the input must be one
    /// document without `---` or directives whose root is a block sequence at `column`, whose
    /// items (mappings) go to `sink`. Nesting counts as in the List, one level deeper.
    JsonEmitter(const YamlObjectSink &sink, int column)
        : m_spillEnabled(false)
        , m_sink(&sink)
        , m_chunkColumn(column)
        , m_depthOffset(1)
    {
        m_stack.reserve(64);
    }
    ~JsonEmitter()
    {
        // A refused input leaves chunks in the pool; they own their text, but wait for them so
        // that no work outlives the call.
        for (Spill &spill : m_spills) {
            for (QFuture<ParsedChunk> &chunk : spill.chunks)
                chunk.waitForFinished();
        }
    }
    JsonEmitter(const JsonEmitter &) = delete;
    JsonEmitter &operator=(const JsonEmitter &) = delete;

    QString refusal;
    bool needsTree = false;
    bool stopped = false; ///< objects mode: the sink asked to stop

    bool handle(const yaml_event_t &event)
    {
        if (m_chunkColumn >= 0 && !chunkShape(event))
            return false;
        switch (event.type) {
        case YAML_DOCUMENT_START_EVENT:
            startDocument(event);
            return true;
        case YAML_DOCUMENT_END_EVENT:
            return m_sink ? endObjectsDocument() : true;
        case YAML_SCALAR_EVENT:
            return scalar(event);
        case YAML_ALIAS_EVENT:
            return stop(u"alias"_s);
        case YAML_SEQUENCE_START_EVENT:
            return open(false);
        case YAML_MAPPING_START_EVENT:
            return open(true);
        case YAML_SEQUENCE_END_EVENT:
            return close(']');
        case YAML_MAPPING_END_EVENT:
            return close('}');
        case YAML_STREAM_END_EVENT:
            if (!m_sink)
                m_out.append(']');
            return true;
        case YAML_NO_EVENT:
        case YAML_STREAM_START_EVENT:
            break;
        }
        return true;
    }

    /// After the stream: the documents, or nullopt if QJsonDocument refuses the text.
    std::optional<QList<LocatedDocument>> documents()
    {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(m_out, &error);
        m_out = QByteArray();
        if (error.error != QJsonParseError::NoError || !document.isArray())
            return std::nullopt;
        const QJsonArray values = document.array();
        if (values.size() != m_documents.size())
            return std::nullopt;
        for (qsizetype i = 0; i < values.size(); ++i)
            m_documents[i].value = values.at(i);
        for (Spill &spill : m_spills) {
            QJsonArray items;
            for (QFuture<ParsedChunk> &chunk : spill.chunks) {
                const ParsedChunk parsed = chunk.result();
                if (!parsed.ok)
                    return std::nullopt;
                for (const QJsonValue &item : parsed.items)
                    items.append(item); // shares the item's containers
            }
            if (items.size() != spill.count)
                return std::nullopt;
            QJsonValue &root = m_documents[spill.document].value;
            if (spill.isDocument) {
                root = std::move(items);
            } else {
                QJsonObject object = root.toObject();
                object.insert(spill.key, std::move(items));
                root = std::move(object);
            }
        }
        return std::move(m_documents);
    }

private:
    struct Frame
    {
        bool isMap = false;
        bool expectKey = false;
        int spill = -1;          ///< a sequence whose items go to m_spills[spill]
        bool items = false;      ///< objects mode: the root mapping's `items` sequence
        qsizetype count = 0;     ///< items (or pairs) written
        qsizetype keysStart = 0; ///< this mapping's keys in m_keys, while it has few
        std::unique_ptr<std::unordered_set<std::string>> manyKeys; ///< once it has many
    };

    /// A key written to m_out: its escaped text, which is equal exactly when the keys are.
    struct KeyRef
    {
        qsizetype offset = 0;
        qsizetype size = 0;
    };

    /// One chunk of a spilled sequence's items, parsed on the thread pool.
    struct ParsedChunk
    {
        QJsonArray items;
        bool ok = false;
    };

    /// A large sequence near the top of a document (a List's `items`, a sequence document):
    /// its items are cut out of m_out as they complete and parsed in chunks on the thread pool
    /// while libyaml reads on, then put back in place of the `[]` left in m_out.
    struct Spill
    {
        int document = 0;
        bool isDocument = false; ///< the sequence is the document, else root[key]
        QString key;
        qsizetype count = 0;
        QList<QFuture<ParsedChunk>> chunks;
    };

    static ParsedChunk parseChunk(const QByteArray &text)
    {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(text, &error);
        if (error.error != QJsonParseError::NoError || !document.isArray())
            return {};
        return {document.array(), true};
    }

    void flushChunk(Spill &spill)
    {
        if (m_chunk.isEmpty())
            return;
        m_chunk.append(']');
        spill.chunks.append(
            QtConcurrent::run(workPool(), &JsonEmitter::parseChunk, std::move(m_chunk)));
        m_chunk = QByteArray();
    }

    bool refuse(QString reason)
    {
        refusal = std::move(reason);
        return false;
    }

    bool stop(QString reason)
    {
        needsTree = true;
        return refuse(std::move(reason));
    }

    bool isKeyPosition() const { return !m_stack.empty() && m_stack.back().expectKey; }

    /// Chunk mode: whether the event fits a chunk of a List's items.
    bool chunkShape(const yaml_event_t &event)
    {
        switch (event.type) {
        case YAML_DOCUMENT_START_EVENT: {
            const auto &start = event.data.document_start;
            if (++m_documentCount > 1 || !start.implicit || start.version_directive ||
                start.tag_directives.start != start.tag_directives.end)
                return refuse(u"a chunk of items that is not one bare document"_s);
            return true;
        }
        case YAML_DOCUMENT_END_EVENT:
            // A `...` line ends the document: what follows it is another document, not more of
            // the List, so the cut is not provably the whole document's.
            if (!event.data.document_end.implicit)
                return refuse(u"a chunk of items that ends its document"_s);
            return true;
        case YAML_SEQUENCE_START_EVENT:
            if (m_stack.empty() && (event.data.sequence_start.style != YAML_BLOCK_SEQUENCE_STYLE ||
                                    int(event.start_mark.column) != m_chunkColumn))
                return refuse(u"a chunk of items that is not a block sequence"_s);
            return true;
        case YAML_MAPPING_START_EVENT:
        case YAML_SCALAR_EVENT:
        case YAML_ALIAS_EVENT:
            if (m_stack.empty())
                return refuse(u"a chunk of items that is not a sequence"_s);
            return true;
        default:
            return true;
        }
    }

    void startDocument(const yaml_event_t &event)
    {
        m_stack.clear();
        m_keys.clear();
        if (m_sink) {
            m_out.clear();
            m_sawItems = false;
            return;
        }
        if (!m_documents.isEmpty())
            m_out.append(',');
        const bool implicit = event.data.document_start.implicit;
        const yaml_mark_t &mark = implicit ? event.start_mark : event.end_mark;
        m_documents.append(
            {QJsonValue(), int(mark.line) + 1, int(mark.column) + 1 - (implicit ? 0 : 3)});
    }

    /// The separator before a value (not a key) in the current container.
    void beforeValue()
    {
        if (m_stack.empty() || m_stack.back().isMap)
            return;
        if (m_stack.back().spill >= 0 || m_stack.back().items)
            m_itemStart = m_out.size();
        else if (m_stack.back().count > 0)
            m_out.append(',');
    }

    bool afterValue()
    {
        if (m_stack.empty())
            return true;
        Frame &frame = m_stack.back();
        ++frame.count;
        frame.expectKey = frame.isMap;
        if (frame.items) {
            const std::string_view item(m_out.constData() + m_itemStart,
                                        std::size_t(m_out.size() - m_itemStart));
            if (!item.starts_with('{'))
                return refuse(u"a List item that is not a mapping"_s);
            if (!(*m_sink)(item)) {
                stopped = true;
                return refuse(u"stopped"_s);
            }
            m_out.truncate(m_itemStart);
            return true;
        }
        if (frame.spill < 0)
            return true;
        m_chunk.append(m_chunk.isEmpty() ? '[' : ',');
        m_chunk.append(m_out.constData() + m_itemStart, m_out.size() - m_itemStart);
        m_out.truncate(m_itemStart);
        Spill &spill = m_spills[std::size_t(frame.spill)];
        ++spill.count;
        if (m_chunk.size() >= ChunkBytes)
            flushChunk(spill);
        return true;
    }

    /// Objects mode, at the end of a document: a List's items went out already (its other keys
    /// must make it one); any other mapping goes out whole; an empty document is skipped.
    bool endObjectsDocument()
    {
        const std::string_view text(m_out.constData(), std::size_t(m_out.size()));
        if (m_chunkColumn >= 0)
            return m_sawItems || refuse(u"a chunk without items"_s);
        if (m_sawItems) {
            // The root without its items: small. The same test as readObjects' isListKind.
            const QJsonObject rest = QJsonDocument::fromJson(m_out).object();
            const QString kind = rest.value(u"kind"_s).toString();
            if (!kind.endsWith(u"List"_s) || !rest.value(u"items"_s).isArray())
                return refuse(u"items in a mapping that is not a List"_s);
            return true;
        }
        if (text == "null")
            return true;
        if (!text.starts_with('{'))
            return refuse(u"a document that is not a mapping"_s);
        if (!(*m_sink)(text)) {
            stopped = true;
            return refuse(u"stopped"_s);
        }
        return true;
    }

    bool open(bool isMap)
    {
        if (isKeyPosition())
            return refuse(u"collection as a key"_s);
        if (int(m_stack.size()) + m_depthOffset >= MaxNestingDepth)
            return refuse(u"nesting limit"_s);
        beforeValue();
        m_out.append(isMap ? '{' : '[');
        int spill = -1;
        const bool items = m_sink && !isMap &&
                           (m_chunkColumn >= 0 ? m_stack.empty()
                                               : m_stack.size() == 1 && m_stack.front().isMap &&
                                                     m_rootKey == "items");
        m_sawItems = m_sawItems || items;
        // The document, or a value of its root mapping; one at a time, since the spilled
        // items are cut from the end of m_out.
        if (m_spillEnabled && !isMap &&
            (m_stack.empty() || (m_stack.size() == 1 && m_stack.front().isMap))) {
            spill = int(m_spills.size());
            m_spills.push_back({int(m_documents.size()) - 1,
                                m_stack.empty(),
                                m_stack.empty() ? QString() : scalarText(m_rootKey),
                                0,
                                {}});
        }
        m_stack.push_back({isMap, isMap, spill, items, 0, qsizetype(m_keys.size()), nullptr});
        return true;
    }

    bool close(char bracket)
    {
        m_keys.resize(std::size_t(m_stack.back().keysStart));
        if (m_stack.back().spill >= 0)
            flushChunk(m_spills[std::size_t(m_stack.back().spill)]);
        m_stack.pop_back();
        m_out.append(bracket);
        return afterValue();
    }

    bool scalar(const yaml_event_t &event)
    {
        const auto &data = event.data.scalar;
        const std::string_view text(reinterpret_cast<const char *>(data.value), data.length);
        const std::string_view tag =
            data.tag ? std::string_view(reinterpret_cast<const char *>(data.tag))
                     : std::string_view();
        const bool plain = !data.tag && data.style == YAML_PLAIN_SCALAR_STYLE;
        if (data.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE &&
            (text.find("\xC2\x85") != std::string_view::npos ||
             text.find("\xC2\xA0") != std::string_view::npos))
            return refuse(u"U+0085 or U+00A0 in a double-quoted scalar"_s);
        const bool plainNull = plain && isCoreNull(text);
        if (isKeyPosition()) {
            // An anchored key is typed (FastTreeBuilder keeps its value for aliases), so a bad
            // `!!int` refuses there too.
            if (data.anchor && !plainNull && !plain && isTypedTag(tag) &&
                !resolveTaggedScalar(tag, text))
                return refuse(u"invalid value for its tag"_s);
            if (plain && text == "<<")
                return stop(u"merge key"_s);
            return key(text);
        }
        beforeValue();
        if (plainNull) {
            m_out.append("null");
        } else if (plain) {
            if (coreType(text) == CoreType::String)
                appendString(text);
            else if (!appendValue(resolvePlainScalar(text)))
                return false;
        } else if (isTypedTag(tag)) {
            const std::optional<QJsonValue> value = resolveTaggedScalar(tag, text);
            if (!value)
                return refuse(u"invalid value for its tag"_s);
            if (!appendValue(*value))
                return false;
        } else {
            appendString(text); // quoted, block, `!!str`, `!Ref`...: the text
        }
        return afterValue();
    }

    /// The yaml.org types that convert their text (resolveTaggedScalar); other tags keep it.
    static bool isTypedTag(std::string_view tag)
    {
        const std::string_view type = yamlOrgType(tag);
        return type == "null" || type == "bool" || type == "int" || type == "float";
    }

    bool key(std::string_view text)
    {
        Frame &frame = m_stack.back();
        if (m_stack.size() == 1 && (m_spillEnabled || m_sink))
            m_rootKey.assign(text);
        if (frame.count > 0)
            m_out.append(',');
        const qsizetype start = m_out.size();
        appendString(text);
        const KeyRef added{start, m_out.size() - start};
        const auto textOf = [this](const KeyRef &ref) {
            return std::string_view(m_out.constData() + ref.offset, std::size_t(ref.size));
        };
        if (frame.manyKeys) {
            if (!frame.manyKeys->emplace(textOf(added)).second)
                return refuse(u"duplicate key"_s);
        } else {
            for (std::size_t i = std::size_t(frame.keysStart); i < m_keys.size(); ++i) {
                if (m_keys[i].size == added.size && textOf(m_keys[i]) == textOf(added))
                    return refuse(u"duplicate key"_s);
            }
            m_keys.push_back(added);
            // A scan per key is quadratic in a mapping's size: past a few dozen keys, a set.
            if (m_keys.size() - std::size_t(frame.keysStart) > MaxScannedKeys) {
                frame.manyKeys = std::make_unique<std::unordered_set<std::string>>();
                for (std::size_t i = std::size_t(frame.keysStart); i < m_keys.size(); ++i)
                    frame.manyKeys->emplace(textOf(m_keys[i]));
                m_keys.resize(std::size_t(frame.keysStart));
            }
        }
        m_out.append(':');
        frame.expectKey = false;
        return true;
    }

    /// A typed scalar: null, bool or number.
    bool appendValue(const QJsonValue &value)
    {
        switch (value.type()) {
        case QJsonValue::Null:
            m_out.append("null");
            return true;
        case QJsonValue::Bool:
            m_out.append(value.toBool() ? "true" : "false");
            return true;
        case QJsonValue::Double:
            break;
        case QJsonValue::String:
        case QJsonValue::Array:
        case QJsonValue::Object:
        case QJsonValue::Undefined:
            return stop(u"unexpected scalar type"_s);
        }
        if (value.toVariant().typeId() == QMetaType::LongLong) {
            m_out.append(QByteArray::number(value.toInteger()));
            return true;
        }
        const double d = value.toDouble();
        // QJsonDocument stores an integral double that fits qint64 as an integer, where
        // QJsonValue(double) keeps it a double past 2^53: let the tree builder keep it exact.
        if (!std::isfinite(d) || (d == std::trunc(d) && std::fabs(d) < 1e19))
            return stop(u"a number JSON text cannot carry exactly"_s);
        m_out.append(QByteArray::number(d, 'g', std::numeric_limits<double>::max_digits10));
        return true;
    }

    /// `text` as a JSON string. Control characters are escaped, and U+FEFF too (a reader may
    /// take it for a byte order mark); everything else is copied, valid UTF-8 as libyaml
    /// delivers it.
    void appendString(std::string_view text)
    {
        m_out.append('"');
        const char *const begin = text.data();
        const char *const end = begin + text.size();
        const char *run = begin;
        for (const char *p = begin; p != end; ++p) {
            const auto c = static_cast<unsigned char>(*p);
            if (c >= 0x20 && c != '"' && c != '\\' && c != 0xEF)
                continue;
            if (c == 0xEF && !(end - p >= 3 && p[1] == '\xBB' && p[2] == '\xBF'))
                continue;
            m_out.append(run, p - run);
            switch (c) {
            case '"':
                m_out.append("\\\"");
                break;
            case '\\':
                m_out.append("\\\\");
                break;
            case '\n':
                m_out.append("\\n");
                break;
            case '\t':
                m_out.append("\\t");
                break;
            case 0xEF:
                m_out.append("\\ufeff");
                p += 2;
                break;
            default: {
                static constexpr char hex[] = "0123456789abcdef";
                const char escape[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
                m_out.append(escape, sizeof escape);
                break;
            }
            }
            run = p + 1;
        }
        m_out.append(run, end - run);
        m_out.append('"');
    }

    static constexpr std::size_t MaxScannedKeys = 32;
    static constexpr qsizetype ChunkBytes = qsizetype(256) << 10;

    QByteArray m_out;
    std::vector<Frame> m_stack;
    std::vector<KeyRef> m_keys; ///< the keys of every open mapping, innermost last
    QList<LocatedDocument> m_documents;
    const bool m_spillEnabled;
    std::vector<Spill> m_spills;
    QByteArray m_chunk;                     ///< the spilled items not yet handed to the pool
    qsizetype m_itemStart = 0;              ///< where the current spilled item starts in m_out
    std::string m_rootKey;                  ///< the last key of the document's root mapping
    const YamlObjectSink *m_sink = nullptr; ///< objects mode
    bool m_sawItems = false;      ///< objects mode: this document's items went to the sink
    const int m_chunkColumn = -1; ///< chunk mode: the items' column
    const int m_depthOffset = 0;  ///< levels above the input's root (chunk mode: the List)
    int m_documentCount = 0;
};

enum class Outcome
{
    Invalid = 0,
    Done,
    Refused,   ///< libyaml or the rules refuse the input
    NeedsTree, ///< the JSON emitter cannot express the input; the tree builder can
};

/// Feeds every event of `input` (bytes, or a QIODevice) to `handler` (JsonEmitter or
/// FastTreeBuilder).
template<class Input, class Handler>
Outcome runParser(Input &input, Handler &handler, FastYamlRefusal *refusal)
{
    Parser parser(input);
    if (!parser.isValid()) {
        *refusal = {u"libyaml could not start"_s, 1, 1};
        return Outcome::Refused;
    }
    for (;;) {
        Event event;
        if (!yaml_parser_parse(parser.get(), event.get())) {
            const yaml_parser_t &p = *parser.get();
            const QString problem = p.problem ? QString::fromUtf8(p.problem) : u"error"_s;
            *refusal = {p.context ? QString::fromUtf8(p.context) + u' ' + problem : problem,
                        int(p.problem_mark.line) + 1, int(p.problem_mark.column) + 1};
            return Outcome::Refused;
        }
        const yaml_event_t &e = *event.get();
        if (!handler.handle(e)) {
            *refusal = {handler.refusal, int(e.start_mark.line) + 1, int(e.start_mark.column) + 1};
            return handler.needsTree ? Outcome::NeedsTree : Outcome::Refused;
        }
        if (e.type == YAML_STREAM_END_EVENT)
            return Outcome::Done;
    }
}

/// One chunk of a List's items parsed on the thread pool: their JSON texts, back to back.
struct ChunkItems
{
    QByteArray json;
    std::vector<qsizetype> ends; ///< where each item's text ends in json
    bool ok = false;
    FastYamlRefusal refusal;
};

ChunkItems parseItemsChunk(const QByteArray &text, int column)
{
    ChunkItems out;
    out.json.reserve(text.size());
    const YamlObjectSink sink = [&out](std::string_view item) {
        out.json.append(item.data(), qsizetype(item.size()));
        out.ends.push_back(out.json.size());
        return true;
    };
    JsonEmitter emitter(sink, column);
    out.ok = runParser(text, emitter, &out.refusal) == Outcome::Done;
    return out;
}

bool isBlankOrComment(std::string_view line)
{
    const std::size_t first = line.find_first_not_of(" \r");
    return first == std::string_view::npos || line[first] == '#';
}

/// `items:` at column 0 with nothing after it but spaces.
bool isItemsKeyLine(std::string_view line)
{
    return line.starts_with("items:") && line.find_first_not_of(" \r", 6) == std::string_view::npos;
}

/// COLUMN spaces, `-`, then a space or the end of the line: an entry of the items sequence.
bool isItemLine(std::string_view line, int column)
{
    const auto c = std::size_t(column);
    if (line.size() < c + 1 || line.find_first_not_of(' ') != c || line[c] != '-')
        return false;
    return line.size() == c + 1 || line[c + 1] == ' ' ||
           (line[c + 1] == '\r' && line.size() == c + 2);
}

/// A line that can only be the root mapping's next key: it starts at column 0 with a letter,
/// a digit, `_` or a quote. Any other line (an indicator, a tab, `---`, a directive) stays in
/// the chunk, whose parse then decides.
bool isTrailerLine(std::string_view line)
{
    if (line.empty())
        return false;
    const char c = line.front();
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '"' || c == '\'';
}

/// The root mapping of HEADER_AND_TRAILER (a List with its items cut out) if it is one bare
/// document whose `items` is empty.
std::optional<QJsonObject> listWithoutItems(const QByteArray &text)
{
    const auto documents = readYamlFast(text, FastYamlBuilder::Automatic);
    if (!documents || documents->size() != 1 || !documents->front().value.isObject())
        return std::nullopt;
    const QJsonObject root = documents->front().value.toObject();
    const auto items = root.constFind(u"items"_s);
    if (items == root.constEnd() || !items->isNull())
        return std::nullopt;
    return root;
}

/// streamYamlObjects for a file shaped as kubectl writes a List (issue 37): `items:` at column
/// 0 of the root mapping, then entries `- ` at one column. The entries are cut into chunks at
/// lines that start an entry and parsed on the thread pool, each alone, while this thread hands
/// the previous chunks' items to the sink in order. Why a chunk parsed alone reads as it does in
/// the document: each chunk starts at a line break with an entry at the items' column, so
/// libyaml's scanner is there in the same state in both (no flow collection or quoted scalar
/// open, since a chunk that ends inside one does not parse; block scalars and plain scalars end
/// at a line less indented than their parent, the entries' column at most); a chunk must be one
/// bare document whose root is a block sequence at that column, so nothing in it reaches the
/// root mapping; aliases are refused (an anchor may live in another chunk), and nesting counts
/// the two levels above. The header and the trailer (from the first line that can only be a
/// key of the root mapping) are parsed together as the List without its items, which must be
/// one document with `items` empty and a `*List` kind: so a repeated key, a directive or a
/// second document are seen there. nullopt when the file is not of that shape (nothing read
/// then is used; the caller starts over); else how it ended.
std::optional<YamlStreamEnd> streamListChunks(QIODevice &input, const YamlObjectSink &sink,
                                              FastYamlRefusal *refusal, qsizetype chunkBytes)
{
    constexpr qsizetype HeaderBytes = qsizetype(1) << 20;
    constexpr qsizetype ReadBytes = qsizetype(4) << 20;
    constexpr int MaxItemsColumn = 32;
    QByteArray buf = input.read(HeaderBytes);
    const auto lineAt = [&buf](qsizetype start, qsizetype *next) {
        qsizetype end = buf.indexOf('\n', start);
        *next = end < 0 ? -1 : end + 1;
        if (end < 0)
            end = buf.size();
        return std::string_view(buf.constData() + start, std::size_t(end - start));
    };
    // The header: up to and with the `items:` line; then the column of the first entry.
    qsizetype pos = 0;
    qsizetype headerEnd = -1;
    int column = -1;
    while (pos >= 0 && pos < buf.size()) {
        qsizetype next = 0;
        const std::string_view line = lineAt(pos, &next);
        if (next < 0)
            break; // a line longer than the header's bytes, or the end
        if (headerEnd < 0) {
            if (line.starts_with('%'))
                return std::nullopt; // directives: tags could read differently in a chunk
            if (isItemsKeyLine(line))
                headerEnd = next;
        } else if (!isBlankOrComment(line)) {
            column = int(line.find_first_not_of(' '));
            if (column > MaxItemsColumn || !isItemLine(line, column))
                return std::nullopt;
            break;
        }
        pos = next;
    }
    if (column < 0)
        return std::nullopt;
    const QByteArray header = buf.left(headerEnd);
    if (!listWithoutItems(header))
        return std::nullopt;

    std::deque<QFuture<ChunkItems>> inFlight;
    const qsizetype maxInFlight = std::max(2, workPool()->maxThreadCount() * 2);
    YamlStreamEnd end = YamlStreamEnd::Done;
    const auto drain = [&inFlight] {
        for (QFuture<ChunkItems> &chunk : inFlight)
            chunk.waitForFinished();
        inFlight.clear();
    };
    // The oldest chunk's items to the sink; false when it did not parse or the sink stopped.
    const auto consumeOldest = [&]() {
        const ChunkItems chunk = inFlight.front().result();
        inFlight.pop_front();
        if (!chunk.ok) {
            if (refusal)
                *refusal = chunk.refusal;
            end = YamlStreamEnd::Refused;
            return false;
        }
        qsizetype start = 0;
        for (const qsizetype itemEnd : chunk.ends) {
            if (!sink(std::string_view(chunk.json.constData() + start,
                                       std::size_t(itemEnd - start)))) {
                end = YamlStreamEnd::Stopped;
                return false;
            }
            start = itemEnd;
        }
        return true;
    };
    const auto submit = [&](qsizetype from, qsizetype to) {
        if (to > from) {
            inFlight.push_back(
                QtConcurrent::run(workPool(), &parseItemsChunk, buf.mid(from, to - from), column));
        }
        while (qsizetype(inFlight.size()) > maxInFlight) {
            if (!consumeOldest())
                return false;
        }
        return true;
    };

    // The entries, cut at entry lines every ChunkBytes, up to the trailer.
    qsizetype chunkStart = headerEnd;
    QByteArray trailer;
    bool atTrailer = false;
    for (;;) {
        qsizetype next = 0;
        const std::string_view line = lineAt(pos, &next);
        if (next < 0 && !input.atEnd()) {
            // More of the file; what the current chunk has read so far moves to the front.
            buf.remove(0, chunkStart);
            pos -= chunkStart;
            chunkStart = 0;
            const QByteArray more = input.read(ReadBytes);
            if (more.isEmpty() && !input.atEnd()) {
                drain();
                if (refusal)
                    *refusal = {u"read error"_s, 0, 0};
                return YamlStreamEnd::Refused;
            }
            buf.append(more);
            continue;
        }
        if (pos > headerEnd && isTrailerLine(line)) {
            atTrailer = true;
            break;
        }
        if (isItemLine(line, column) && pos - chunkStart >= chunkBytes) {
            if (!submit(chunkStart, pos)) {
                drain();
                return end;
            }
            chunkStart = pos;
        }
        if (next < 0)
            break; // the last line, without a line break
        pos = next;
        if (pos == buf.size() && input.atEnd())
            break;
    }
    const qsizetype itemsEnd = atTrailer ? pos : buf.size();
    if (atTrailer)
        trailer = buf.mid(pos) + input.readAll();
    if (!submit(chunkStart, itemsEnd)) {
        drain();
        return end;
    }
    buf = QByteArray();
    while (!inFlight.empty()) {
        if (!consumeOldest()) {
            drain();
            return end;
        }
    }
    const std::optional<QJsonObject> rest = listWithoutItems(header + trailer);
    if (!rest || !rest->value(u"kind"_s).toString().endsWith(u"List"_s)) {
        if (refusal)
            *refusal = {u"the List without its items is not a List"_s, 0, 0};
        return YamlStreamEnd::Refused;
    }
    return YamlStreamEnd::Done;
}

} // namespace

tl::expected<QList<LocatedDocument>, FastYamlRefusal> readYamlFast(const QByteArray &bytes,
                                                                   FastYamlBuilder use)
{
    FastYamlRefusal refusal;
    if (use != FastYamlBuilder::Tree) {
        JsonEmitter emitter(bytes.size());
        switch (runParser(bytes, emitter, &refusal)) {
        case Outcome::Done:
            if (std::optional<QList<LocatedDocument>> documents = emitter.documents())
                return *std::move(documents);
            break; // QJsonDocument refused the text: a bug here; the tree builder is the fallback
        case Outcome::Refused:
            return tl::unexpected(std::move(refusal));
        case Outcome::Invalid:
        case Outcome::NeedsTree:
            qCDebug(lcDoc) << "libyaml: building the tree value by value from" << refusal.line
                           << refusal.column << "on:" << refusal.reason;
            break;
        }
    }
    FastTreeBuilder builder(bytes.size());
    if (runParser(bytes, builder, &refusal) != Outcome::Done)
        return tl::unexpected(std::move(refusal));
    return std::move(builder.documents);
}

YamlStreamEnd streamYamlObjects(QIODevice &input, const YamlObjectSink &sink,
                                FastYamlRefusal *refusal, const YamlStreamOptions &options)
{
    if (options.chunked)
        *options.chunked = false;
    if (options.split == YamlStreamSplit::Automatic && !input.isSequential()) {
        const qint64 start = input.pos();
        if (std::optional<YamlStreamEnd> end =
                streamListChunks(input, sink, refusal, options.chunkBytes)) {
            if (options.chunked)
                *options.chunked = true;
            return *end;
        }
        if (!input.seek(start)) {
            if (refusal)
                *refusal = {u"cannot read the input again"_s, 0, 0};
            return YamlStreamEnd::Refused;
        }
    }
    FastYamlRefusal why;
    JsonEmitter emitter(sink);
    const Outcome outcome = runParser(input, emitter, &why);
    if (refusal)
        *refusal = why;
    if (outcome == Outcome::Done)
        return YamlStreamEnd::Done;
    return emitter.stopped ? YamlStreamEnd::Stopped : YamlStreamEnd::Refused;
}

} // namespace Accel::Doc::Detail
