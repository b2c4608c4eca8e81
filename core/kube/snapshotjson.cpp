// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// ClusterSnapshot::fromFile for a JSON List (issue 37): the items one by one from the file
// (Internal::JsonListItemStream, the inventory's streaming reader's), each parsed by simdjson and
// built into QJsonObjects whose equal parts are one shared container. A fleet repeats most of
// what a device says (attribute values, capacities, whole devices and device lists of the same
// model on every node); QJsonDocument made each of them a container of its own, about 5 KB a
// device and 6.99 GB for a 65,000-node fleet. In Qt 6 an object or array inside another is a
// reference-counted container, so equal ones can be one: every reader of the snapshot sees the
// same values, and writing to one detaches it as usual.
//
// Equal means equal in structure, not by a hash: a container is identified by its signature,
// its members' keys and scalar values with the identities of the containers it holds, so that
// two containers share only when their contents are the same. Anything this reader would read
// differently from QJsonDocument goes the other way: an item holding a number that is not a
// 64-bit integer, or a \u escape, is parsed by QJsonDocument itself (no sharing for it), and a
// document QJsonDocument would refuse or read otherwise (a repeated key, an item that is no
// object, something other than a List) is read again by the general reader, whose errors name
// the line and the column.
#include "snapshot.h"
#include "snapshotstream.h"

#include "doc/documentreader.h"
#include "inputfile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace Accel::Kube {

namespace {

namespace sj = simdjson::dom;

/// The item parser's first capacity; it grows to the largest item.
constexpr std::size_t ItemParserBytes = std::size_t(64) << 10;

bool isAscii(std::string_view text)
{
    for (const char c : text) {
        if (static_cast<unsigned char>(c) >= 0x80)
            return false;
    }
    return true;
}

/// A string as QJsonDocument keeps it.
QJsonValue stringValue(std::string_view text)
{
    if (isAscii(text))
        return QJsonValue(QLatin1StringView(text.data(), qsizetype(text.size())));
    return QJsonValue(QString::fromUtf8(text.data(), qsizetype(text.size())));
}

/// Builds the QJsonObject of a List item from simdjson's DOM, sharing every object or array
/// equal to one built before. A container is looked up by its signature before it is built:
/// its kind, its members (sorted by key, as QJsonObject keeps them) with their scalar values and
/// the identities of the containers they hold. Containers first seen wait in a table of recent
/// ones; one seen again moves to the table of shared ones, which lives as long as the builder.
/// The recent table is emptied when full, so that the many containers seen once (a device's
/// attributes with its uuid) do not fill memory.
class SharingBuilder
{
public:
    enum class Outcome
    {
        Built,
        ParseWithQt, ///< a number QJsonDocument may read otherwise: parse the item with it
        General,     ///< a repeated key: the general reader's error
    };

    explicit SharingBuilder(bool share)
        : m_share(share)
        , m_levels(std::size_t(Doc::MaxNestingDepth) + 4)
    {}

    /// The item's object, or nullopt with outcome() saying why not.
    std::optional<QJsonObject> item(const sj::element &root)
    {
        m_outcome = Outcome::Built;
        // Places are told apart by the item's kind too: a Pod's spec is not a claim's.
        std::string_view kind;
        sj::object object;
        if (root.get_object().get(object) != simdjson::SUCCESS ||
            object["kind"].get_string().get(kind) != simdjson::SUCCESS)
            kind = {};
        const Node node = visit(root, 0, false, placeOf(0, kind));
        if (m_outcome != Outcome::Built)
            return std::nullopt;
        return node.value.toObject();
    }
    Outcome outcome() const { return m_outcome; }

    /// Containers built, and containers found built already (shared instead).
    qsizetype built() const { return m_built; }
    qsizetype reused() const { return m_reused; }
    qsizetype placesOff() const
    {
        return std::count_if(m_places.cbegin(), m_places.cend(),
                             [](const auto &place) { return place.second.off; });
    }

private:
    struct Node
    {
        QJsonValue value;
        quint64 id = 0; ///< a container's identity; 0 for scalars and unshared containers
    };
    /// How sharing has gone at one place of the items (a path of member names from the item's
    /// kind): a place whose containers are nearly all new (a claim's metadata, with its uid)
    /// stops being looked up after ProbeLookups, and so do the containers that hold one of
    /// its containers (their signatures would name it by an identity it no longer has). At
    /// 65,000 nodes, 390,000 claims: the signatures and tables of containers never seen again
    /// were two fifths of reading them.
    struct Place
    {
        quint32 lookups = 0;
        quint32 found = 0;
        bool off = false;
    };
    static constexpr quint32 ProbeLookups = 4096;
    /// Found fewer times than this after ProbeLookups: the place is off.
    static constexpr quint32 FoundAtLeast = ProbeLookups / 64;
    struct Entry
    {
        QJsonValue value;
        quint64 id = 0;
    };
    struct TextHash
    {
        using is_transparent = void;
        std::size_t operator()(std::string_view text) const noexcept
        {
            return std::hash<std::string_view>{}(text);
        }
    };
    using Table = std::unordered_map<std::string, Entry, TextHash, std::equal_to<>>;
    /// Scratch per nesting level, kept between items.
    struct Level
    {
        std::vector<std::pair<std::string_view, sj::element>> members;
        std::vector<Node> children;
        std::string signature;
    };

    static constexpr std::size_t RecentEntries = std::size_t(1) << 16;

    static bool isContainer(const sj::element &value)
    {
        const sj::element_type type = value.type();
        return type == sj::element_type::OBJECT || type == sj::element_type::ARRAY;
    }

    template<class T>
    static void appendRaw(std::string &out, T value)
    {
        char bytes[sizeof(T)];
        std::memcpy(bytes, &value, sizeof(T));
        out.append(bytes, sizeof(T));
    }

    static void appendText(std::string &out, std::string_view text)
    {
        appendRaw(out, quint32(text.size()));
        out.append(text);
    }

    /// A member's value in its parent's signature; false where the item must go another way.
    bool appendValue(std::string &signature, const sj::element &value, const Node &child)
    {
        switch (value.type()) {
        case sj::element_type::OBJECT:
        case sj::element_type::ARRAY:
            signature += 'c';
            appendRaw(signature, child.id);
            return true;
        case sj::element_type::STRING: {
            signature += 's';
            appendText(signature, value.get_string().value_unsafe());
            return true;
        }
        case sj::element_type::INT64:
            signature += 'i';
            appendRaw(signature, value.get_int64().value_unsafe());
            return true;
        case sj::element_type::BOOL:
            signature += value.get_bool().value_unsafe() ? 't' : 'f';
            return true;
        case sj::element_type::NULL_VALUE:
            signature += 'n';
            return true;
        case sj::element_type::UINT64:
        case sj::element_type::DOUBLE:
            break;
        }
        // QJsonDocument keeps some of these as integers and some as doubles, by their text
        // ("1.0" is an integer there), which the DOM no longer has.
        m_outcome = Outcome::ParseWithQt;
        return false;
    }

    static QJsonValue scalarValue(const sj::element &value)
    {
        switch (value.type()) {
        case sj::element_type::STRING:
            return stringValue(value.get_string().value_unsafe());
        case sj::element_type::INT64:
            return QJsonValue(qint64(value.get_int64().value_unsafe()));
        case sj::element_type::BOOL:
            return QJsonValue(value.get_bool().value_unsafe());
        default:
            break;
        }
        return QJsonValue(QJsonValue::Null);
    }

    /// The container again without the room it grew into while it was built (a sixth of a
    /// device's attributes): Qt copies a shared container at its size when one of its holders
    /// writes to it, here by writing its first member again.
    static QJsonValue compacted(QJsonObject object)
    {
        if (object.isEmpty())
            return object;
        QJsonObject copy = object;
        const auto first = copy.constBegin();
        copy.insert(first.key(), first.value());
        return copy;
    }
    static QJsonValue compacted(QJsonArray array)
    {
        if (array.isEmpty())
            return array;
        QJsonArray copy = array;
        copy.replace(0, QJsonValue(copy.at(0)));
        return copy;
    }

    static quint64 placeOf(quint64 parent, std::string_view name)
    {
        return parent * 1099511628211ULL ^ std::hash<std::string_view>{}(name);
    }

    /// A member whose type the signature cannot hold: false where the item must go another way.
    bool checkValue(const sj::element &value)
    {
        const sj::element_type type = value.type();
        if (type != sj::element_type::UINT64 && type != sj::element_type::DOUBLE)
            return true;
        m_outcome = Outcome::ParseWithQt; // as appendValue()
        return false;
    }

    Node visit(const sj::element &value, std::size_t depth, bool share, quint64 place)
    {
        if (!isContainer(value))
            return {scalarValue(value), 0};
        Level &level = m_levels[depth];
        level.members.clear();
        const bool isObject = value.type() == sj::element_type::OBJECT;
        if (isObject) {
            bool sorted = true;
            sj::object object;
            if (value.get_object().get(object) != simdjson::SUCCESS) {
                m_outcome = Outcome::General;
                return {};
            }
            for (const sj::key_value_pair &entry : object) {
                sorted =
                    sorted && (level.members.empty() || level.members.back().first < entry.key);
                level.members.emplace_back(entry.key, entry.value);
            }
            if (!sorted) {
                std::sort(level.members.begin(), level.members.end(),
                          [](const auto &a, const auto &b) { return a.first < b.first; });
                for (std::size_t i = 1; i < level.members.size(); ++i) {
                    if (level.members[i].first == level.members[i - 1].first) {
                        m_outcome = Outcome::General; // QJsonDocument keeps the last silently
                        return {};
                    }
                }
            }
        } else {
            sj::array array;
            if (value.get_array().get(array) != simdjson::SUCCESS) {
                m_outcome = Outcome::General;
                return {};
            }
            for (const sj::element item : array)
                level.members.emplace_back(std::string_view(), item);
        }
        // The members' containers first (deeper levels use their own scratch).
        level.children.assign(level.members.size(), Node());
        const quint64 elements = isObject ? 0 : placeOf(place, "[]");
        for (std::size_t i = 0; i < level.members.size(); ++i) {
            if (isContainer(level.members[i].second)) {
                level.children[i] =
                    visit(level.members[i].second, depth + 1, m_share,
                          isObject ? placeOf(place, level.members[i].first) : elements);
                if (m_outcome != Outcome::Built)
                    return {};
                share = share && level.children[i].id != 0;
            }
        }
        Place *here = nullptr;
        if (share) {
            here = &m_places[place];
            share = !here->off;
        }
        // The signature, which also finds the numbers QJsonDocument must read.
        std::string &signature = level.signature;
        signature.clear();
        if (share) {
            signature += isObject ? 'o' : 'a';
            appendRaw(signature, quint32(level.members.size()));
            for (std::size_t i = 0; i < level.members.size(); ++i) {
                if (isObject)
                    appendText(signature, level.members[i].first);
                if (!appendValue(signature, level.members[i].second, level.children[i]))
                    return {};
            }
        } else {
            for (const auto &[key, member] : level.members) {
                if (!checkValue(member))
                    return {};
            }
        }
        if (share) {
            ++here->lookups;
            if (const auto found = m_shared.find(std::string_view(signature));
                found != m_shared.end()) {
                ++m_reused;
                ++here->found;
                return {found->second.value, found->second.id};
            }
            if (const auto found = m_recent.find(std::string_view(signature));
                found != m_recent.end()) {
                ++m_reused;
                ++here->found;
                const Entry entry = found->second;
                m_shared.emplace(signature, entry);
                m_recent.erase(found);
                return {entry.value, entry.id};
            }
            // New again: this one is still kept, the place's next ones are not looked up.
            if (here->lookups >= ProbeLookups && here->found < FoundAtLeast)
                here->off = true;
        }
        Node node;
        if (isObject) {
            QJsonObject object;
            for (std::size_t i = 0; i < level.members.size(); ++i) {
                const std::string_view key = level.members[i].first;
                const QJsonValue member = isContainer(level.members[i].second)
                                              ? level.children[i].value
                                              : scalarValue(level.members[i].second);
                if (isAscii(key))
                    object.insert(QLatin1StringView(key.data(), qsizetype(key.size())), member);
                else
                    object.insert(QString::fromUtf8(key.data(), qsizetype(key.size())), member);
            }
            node.value = compacted(std::move(object));
        } else {
            QJsonArray array;
            for (std::size_t i = 0; i < level.members.size(); ++i) {
                array.append(isContainer(level.members[i].second)
                                 ? level.children[i].value
                                 : scalarValue(level.members[i].second));
            }
            node.value = compacted(std::move(array));
        }
        ++m_built;
        if (share) {
            node.id = ++m_lastId;
            if (m_recent.size() >= RecentEntries)
                m_recent.clear();
            m_recent.emplace(signature, Entry{node.value, node.id});
        }
        return node;
    }

    bool m_share;
    std::vector<Level> m_levels;
    std::unordered_map<quint64, Place> m_places;
    Table m_shared;
    Table m_recent;
    quint64 m_lastId = 0;
    qsizetype m_built = 0;
    qsizetype m_reused = 0;
    Outcome m_outcome = Outcome::Built;
};

/// The List's items as objects, or nullopt for the general reader (also when canceled: the
/// caller looks).
std::optional<QList<QJsonObject>> readListItems(QFile &file, qint64 size,
                                                const ClusterSnapshot::ReadControl &control,
                                                ClusterSnapshot::ReadReport &report)
{
    Internal::JsonListItemStream stream(file);
    sj::parser parser;
    // The same nesting limit as the whole document: an item sits two levels deep in it.
    if (parser.allocate(ItemParserBytes, std::size_t(Doc::MaxNestingDepth - 2)) !=
        simdjson::SUCCESS)
        return std::nullopt;
    SharingBuilder builder(control.shareValues);
    constexpr qint64 ProgressStepBytes = qint64(8) << 20;
    qint64 reported = 0;
    QList<QJsonObject> objects;
    std::string_view text;
    for (;;) {
        const Internal::JsonListItemStream::Step step = stream.next(text);
        if (step == Internal::JsonListItemStream::Step::Unusual)
            return std::nullopt;
        if (step == Internal::JsonListItemStream::Step::End)
            break;
        if (control.canceled && control.canceled()) {
            report.reader = ClusterSnapshot::FileReader::Canceled;
            return std::nullopt;
        }
        if (control.progress && stream.bytesRead() - reported >= ProgressStepBytes) {
            reported = stream.bytesRead();
            control.progress(reported, size);
        }
        sj::element item;
        if (parser.parse(reinterpret_cast<const std::uint8_t *>(text.data()), text.size(), true)
                .get(item) != simdjson::SUCCESS)
            return std::nullopt;
        // An escape is read by QJsonDocument, which decodes it as the general reader does.
        const bool escapes = text.find("\\u") != std::string_view::npos;
        std::optional<QJsonObject> object = escapes ? std::nullopt : builder.item(item);
        if (!object && (escapes || builder.outcome() == SharingBuilder::Outcome::ParseWithQt)) {
            const QByteArray raw = QByteArray::fromRawData(text.data(), qsizetype(text.size()));
            QJsonParseError error;
            const QJsonDocument document = QJsonDocument::fromJson(raw, &error);
            if (error.error != QJsonParseError::NoError || !document.isObject() ||
                Doc::jsonHasDuplicateKeys(raw, document.object()))
                return std::nullopt;
            object = document.object();
            ++report.itemsParsedByQt;
        }
        if (!object)
            return std::nullopt;
        objects.append(*std::move(object));
    }
    // The rest of the top-level object must be what the whole-document reader takes for a List.
    sj::parser restParser;
    sj::element rest;
    if (restParser.allocate(stream.rest().size(), std::size_t(Doc::MaxNestingDepth)) !=
            simdjson::SUCCESS ||
        restParser.parse(stream.rest()).get(rest) != simdjson::SUCCESS ||
        Internal::needsGeneralReader(rest))
        return std::nullopt;
    sj::object top;
    std::string_view kind;
    if (rest.get_object().get(top) != simdjson::SUCCESS ||
        top["kind"].get_string().get(kind) != simdjson::SUCCESS || kind.size() < 4 ||
        kind.substr(kind.size() - 4) != "List")
        return std::nullopt;
    if (file.pos() != size || file.size() != size)
        return std::nullopt; // a file that changed while it was read: the general reader bounds it
    if (control.progress)
        control.progress(stream.bytesRead(), size);
    report.containers = builder.built();
    report.sharedContainers = builder.reused();
    report.placesNotShared = builder.placesOff();
    return objects;
}

} // namespace

Result<ClusterSnapshot> ClusterSnapshot::fromFile(const QString &path, const ReadControl &control,
                                                  ReadReport *report)
{
    ReadReport local;
    ReadReport &out = report ? *report : local;
    out = ReadReport();
    // Errors (a FIFO, too large, unreadable) are the general reader's to report.
    const Result<qint64> size = checkInputFile(path, Limits::SnapshotFileBytes);
    if (size && *size > 0) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            std::optional<QList<QJsonObject>> objects = readListItems(file, *size, control, out);
            if (out.reader == FileReader::Canceled)
                return ClusterSnapshot();
            if (objects) {
                out.reader = FileReader::JsonStream;
                return fromObjects(*objects, path);
            }
        }
    }
    out = ReadReport();
    if (control.canceled && control.canceled()) {
        out.reader = FileReader::Canceled;
        return ClusterSnapshot();
    }
    return generalFromFile(path);
}

} // namespace Accel::Kube
