// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Inventory::fromSnapshotFile: JSON snapshots read with simdjson's DOM straight into the
// inventory builder (DESIGN.md: simdjson is the sanctioned dependency for hot ingest paths).
// Field extraction only; the rules live in Internal::InventoryBuilder. Every conversion below
// mirrors what the QJsonObject reader gets from QJsonValue (toString() of a non-string is empty,
// toObject() of a non-object is empty), so both readers produce the same inventory;
// tst_inventory_fastpath holds them to it. A document that repeats a key, or holds a number
// that is not finite (simdjson refuses 1e400), goes to the general reader, which refuses it.
#include "dra/inventory.h"
#include "dra/inventorybuilder.h"

#include "doc/documentreader.h"
#include "doc/yamlfastreader.h"
#include "hugepages.h"
#include "kube/snapshot.h"
#include "kube/snapshotstream.h"
#include "logging.h"

#include <QFile>
#include <QSet>

#include <simdjson.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace Accel::Dra {

namespace {

namespace dom = simdjson::dom;
using Internal::InventoryBuilder;
using Kube::Internal::JsonListItemStream;
using Kube::Internal::needsGeneralReader;

/// The item parser's first capacity; it grows to the largest item.
constexpr std::size_t ItemParserStartBytes = std::size_t(64) << 10;

/// The value of `key`, the last one when the object repeats it (as QJsonDocument keeps it).
std::optional<dom::element> field(const std::optional<dom::object> &object, std::string_view key)
{
    std::optional<dom::element> found;
    if (!object)
        return found;
    for (const dom::key_value_pair &entry : *object) {
        if (entry.key == key)
            found = entry.value;
    }
    return found;
}

std::optional<dom::object> objectOf(const std::optional<dom::element> &value)
{
    dom::object object;
    if (value && value->get_object().get(object) == simdjson::SUCCESS)
        return object;
    return std::nullopt;
}

std::optional<std::string_view> textOf(const std::optional<dom::element> &value)
{
    std::string_view text;
    if (value && value->get_string().get(text) == simdjson::SUCCESS)
        return text;
    return std::nullopt;
}

QString stringOf(const std::optional<dom::element> &value)
{
    const std::optional<std::string_view> text = textOf(value);
    return text ? QString::fromUtf8(text->data(), qsizetype(text->size())) : QString();
}

QString internedOf(const std::optional<dom::element> &value, InventoryBuilder &builder)
{
    const std::optional<std::string_view> text = textOf(value);
    return text ? builder.intern(QByteArrayView(text->data(), qsizetype(text->size()))) : QString();
}

bool isNumber(const dom::element &value)
{
    const dom::element_type type = value.type();
    return type == dom::element_type::INT64 || type == dom::element_type::UINT64 ||
           type == dom::element_type::DOUBLE;
}

/// QJsonValue::toInteger() of a number as QJsonDocument stores it (integers beyond qint64
/// become doubles there).
qint64 integerOf(const dom::element &value)
{
    switch (value.type()) {
    case dom::element_type::INT64:
        return value.get_int64().value_unsafe();
    case dom::element_type::UINT64:
        return Internal::integerOf(double(value.get_uint64().value_unsafe()));
    case dom::element_type::DOUBLE:
        return Internal::integerOf(value.get_double().value_unsafe());
    default:
        break;
    }
    return 0;
}

qint64 integerOf(const std::optional<dom::element> &value)
{
    return value ? integerOf(*value) : 0;
}

/// An object's entries as QJsonObject iterates them: sorted by key, one per key (the last).
/// UTF-8 byte order is QString's order for every key two readers could disagree on.
using Entries = std::vector<std::pair<std::string_view, dom::element>>;
void sortedEntries(const std::optional<dom::object> &object, Entries &out)
{
    out.clear();
    if (!object)
        return;
    bool ordered = true; // strictly ascending: sorted and no duplicates
    for (const dom::key_value_pair &entry : *object) {
        ordered = ordered && (out.empty() || out.back().first < entry.key);
        out.emplace_back(entry.key, entry.value);
    }
    if (ordered)
        return;
    const auto byKey = [](const auto &a, const auto &b) { return a.first < b.first; };
    std::stable_sort(out.begin(), out.end(), byKey);
    Entries unique;
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (i + 1 < out.size() && out[i + 1].first == out[i].first)
            continue; // a later duplicate wins
        unique.push_back(out[i]);
    }
    out.swap(unique);
}

/// The fields of a device the inventory reads, in one pass over its object (v1beta1 wraps all
/// but the name in `basic`); the last of duplicate keys wins.
struct DeviceFields
{
    std::optional<dom::element> name;
    std::optional<dom::element> allowMultipleAllocations;
    std::optional<dom::element> attributes;
    std::optional<dom::element> capacity;
    std::optional<dom::element> taints;
    std::optional<dom::element> consumesCounters;
};

DeviceFields deviceFields(const std::optional<dom::object> &object, bool wrapped)
{
    DeviceFields fields;
    fields.name = field(object, "name");
    const std::optional<dom::object> body = wrapped ? objectOf(field(object, "basic")) : object;
    if (!body)
        return fields;
    for (const dom::key_value_pair &entry : *body) {
        if (entry.key == "attributes")
            fields.attributes = entry.value;
        else if (entry.key == "capacity")
            fields.capacity = entry.value;
        else if (entry.key == "allowMultipleAllocations")
            fields.allowMultipleAllocations = entry.value;
        else if (entry.key == "taints")
            fields.taints = entry.value;
        else if (entry.key == "consumesCounters")
            fields.consumesCounters = entry.value;
    }
    return fields;
}

/// The last text converted at one position of a device's attributes. Devices of a slice
/// repeat their names and most values in the same order, so comparing with the previous
/// device's text skips most hash lookups.
struct Slot
{
    std::string_view text;
    QString value;
};

/// A converter that remembers its last result per position.
template<class Convert>
auto remembered(std::vector<Slot> &slots, std::size_t position, const Convert &convert)
{
    return [&slots, position, &convert](std::string_view text) -> QString {
        if (position < slots.size() && slots[position].text == text)
            return slots[position].value;
        if (slots.size() <= position)
            slots.resize(position + 1);
        slots[position] = {text, convert(text)};
        return slots[position].value;
    };
}

/// `{"<form>": value}`; nullopt for any other shape (counted as an unknown form). `intern`
/// turns string values into (shared) QStrings.
template<class Intern>
std::optional<Attribute> attributeOf(const dom::element &json, const Intern &intern)
{
    const std::optional<dom::object> object = objectOf(json);
    if (!object)
        return std::nullopt;
    std::optional<std::pair<std::string_view, dom::element>> only;
    for (const dom::key_value_pair &entry : *object) {
        if (only && only->first != entry.key)
            return std::nullopt; // two different keys: not one form
        only = {entry.key, entry.value};
    }
    if (!only)
        return std::nullopt;
    const QLatin1StringView form(only->first.data(), qsizetype(only->first.size()));
    const dom::element &value = only->second;
    bool flag = false;
    std::string_view text;
    if (value.get_bool().get(flag) == simdjson::SUCCESS)
        return Internal::attributeFromBool(form, flag);
    if (isNumber(value))
        return Internal::attributeFromNumber(form, integerOf(value));
    if (value.get_string().get(text) == simdjson::SUCCESS) {
        if (form != QLatin1StringView("string") && form != QLatin1StringView("version"))
            return std::nullopt;
        return Internal::attributeFromString(form, intern(text));
    }
    return std::nullopt;
}

/// {"name": {"value": quantity}} as the QJsonObject reader reads it (counterAmounts()).
CounterAmounts counterAmountsOf(const std::optional<dom::element> &counters)
{
    Entries entries;
    sortedEntries(objectOf(counters), entries);
    CounterAmounts out;
    out.reserve(qsizetype(entries.size()));
    for (const auto &[key, json] : entries) {
        const std::optional<dom::element> quantity = field(objectOf(json), "value");
        out.append({QString::fromUtf8(key.data(), qsizetype(key.size())),
                    quantity && isNumber(*quantity) ? QString::number(integerOf(*quantity))
                                                    : stringOf(quantity)});
    }
    return out;
}

struct Objects
{
    std::vector<dom::element> nodes;
    std::vector<dom::element> slices;
    std::vector<dom::element> claims; ///< ResourceClaims: who holds which device
};

/// The Nodes and ResourceSlices of the document, or nullopt for anything ClusterSnapshot
/// refuses (so that its error is the one reported).
std::optional<Objects> collect(const dom::element &root)
{
    const std::optional<dom::object> top = objectOf(root);
    if (!top)
        return std::nullopt;
    std::vector<dom::element> items;
    dom::array list;
    const std::optional<std::string_view> topKind = textOf(field(top, "kind"));
    const std::optional<dom::element> topItems = field(top, "items");
    if (topKind && topKind->size() >= 4 && topKind->substr(topKind->size() - 4) == "List" &&
        topItems && topItems->get_array().get(list) == simdjson::SUCCESS) {
        for (const dom::element item : list)
            items.push_back(item);
    } else {
        items.push_back(root);
    }
    Objects objects;
    for (const dom::element &item : items) {
        const std::optional<dom::object> object = objectOf(item);
        if (!object)
            return std::nullopt; // DOC_NOT_OBJECT
        const QString kind = stringOf(field(object, "kind"));
        const QString apiVersion = stringOf(field(object, "apiVersion"));
        if (kind.isEmpty() || apiVersion.isEmpty())
            return std::nullopt; // SNAPSHOT_OBJECT
        switch (Kube::ClusterSnapshot::objectKind(apiVersion, kind)) {
        case Kube::ClusterSnapshot::ObjectKind::Node:
            objects.nodes.push_back(item);
            break;
        case Kube::ClusterSnapshot::ObjectKind::ResourceSlice:
            objects.slices.push_back(item);
            break;
        case Kube::ClusterSnapshot::ObjectKind::ResourceClaim:
            objects.claims.push_back(item);
            break;
        default:
            break;
        }
    }
    return objects;
}

/// A Node's name and the labels that matter.
Internal::NodeRecord nodeRecordOf(const dom::element &object)
{
    const std::optional<dom::object> meta = objectOf(field(objectOf(object), "metadata"));
    const std::optional<dom::object> labels = objectOf(field(meta, "labels"));
    Internal::NodeRecord node;
    node.name = stringOf(field(meta, "name"));
    if (const auto present = textOf(field(labels, "nvidia.com/gpu.present")))
        node.gpuPresentLabel = QString::fromUtf8(present->data(), qsizetype(present->size()));
    if (const auto product = textOf(field(labels, "nvidia.com/gpu.product")))
        node.gpuProductLabel = QString::fromUtf8(product->data(), qsizetype(product->size()));
    return node;
}

void addNodeElement(InventoryBuilder &builder, const dom::element &object)
{
    builder.addNode(nodeRecordOf(object));
}

/// A ResourceSlice's header (everything but its devices); its spec.devices when an array.
std::optional<dom::array> addSliceElement(InventoryBuilder &builder, const dom::element &element)
{
    const std::optional<dom::object> object = objectOf(element);
    const std::optional<dom::object> spec = objectOf(field(object, "spec"));
    const std::optional<dom::object> meta = objectOf(field(object, "metadata"));
    const std::optional<dom::object> pool = objectOf(field(spec, "pool"));
    const std::optional<dom::element> devices = field(spec, "devices");
    std::optional<dom::array> deviceList;
    dom::array list;
    if (devices && devices->get_array().get(list) == simdjson::SUCCESS)
        deviceList = list;
    Internal::SliceRecord slice;
    slice.name = stringOf(field(meta, "name"));
    slice.apiVersion = internedOf(field(object, "apiVersion"), builder);
    slice.driver = internedOf(field(spec, "driver"), builder);
    slice.nodeName = internedOf(field(spec, "nodeName"), builder);
    slice.pool = internedOf(field(pool, "name"), builder);
    slice.generation = integerOf(field(pool, "generation"));
    slice.resourceSliceCount = integerOf(field(pool, "resourceSliceCount"));
    slice.devices = deviceList ? int(deviceList->size()) : 0;
    slice.creationTimestamp = stringOf(field(meta, "creationTimestamp"));
    dom::array sets;
    if (const std::optional<dom::element> shared = field(spec, "sharedCounters");
        shared && shared->get_array().get(sets) == simdjson::SUCCESS) {
        for (const dom::element set : sets) {
            const std::optional<dom::object> object = objectOf(set);
            slice.sharedCounters.append(
                {stringOf(field(object, "name")), counterAmountsOf(field(object, "counters"))});
        }
    }
    builder.addSlice(std::move(slice));
    return deviceList;
}

/// The devices of slice `s` (added to the builder) as records, each handed to `sink`.
template<class Sink>
void readSliceDevices(InventoryBuilder &builder, qsizetype s, const dom::array &list, Sink &&sink)
{
    const bool wrapped = InventoryBuilder::wrapsDevices(builder.slice(s).apiVersion);
    const QString driver = builder.slice(s).driver;
    Entries entries;
    std::vector<Slot> keys;
    std::vector<Slot> values;
    const auto qualifiedName = [&builder, &driver](std::string_view key) {
        return builder.qualifiedName(driver, QByteArrayView(key.data(), qsizetype(key.size())));
    };
    const auto intern = [&builder](std::string_view text) {
        return builder.intern(QByteArrayView(text.data(), qsizetype(text.size())));
    };
    // Values repeat within a slice (the slots catch those) but many are unique (uuids):
    // hashing every one of them to share the rest cost more than it saved.
    const auto text = [](std::string_view utf8) {
        return QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
    };
    for (const dom::element value : list) {
        const std::optional<dom::object> object = objectOf(value);
        const DeviceFields fields = deviceFields(object, wrapped);
        Internal::DeviceRecord device;
        device.namesQualified = true;
        if (const auto name = textOf(fields.name))
            device.name = intern(*name);
        bool multiple = false;
        if (fields.allowMultipleAllocations &&
            fields.allowMultipleAllocations->get_bool().get(multiple) == simdjson::SUCCESS)
            device.allowMultipleAllocations = multiple;
        sortedEntries(objectOf(fields.attributes), entries);
        device.attributes.reserve(qsizetype(entries.size()));
        for (std::size_t i = 0; i < entries.size(); ++i) {
            std::optional<Attribute> attr =
                attributeOf(entries[i].second, remembered(values, i, text));
            if (!attr) {
                ++device.unknownForms;
                continue;
            }
            device.attributes.append(
                {remembered(keys, i, qualifiedName)(entries[i].first), std::move(*attr)});
        }
        sortedEntries(objectOf(fields.capacity), entries);
        for (const auto &[key, json] : entries) {
            const std::optional<dom::element> quantity = field(objectOf(json), "value");
            device.capacity.append({qualifiedName(key), quantity && isNumber(*quantity)
                                                            ? QString::number(integerOf(*quantity))
                                                            : stringOf(quantity)});
        }
        dom::array consumes;
        if (fields.consumesCounters &&
            fields.consumesCounters->get_array().get(consumes) == simdjson::SUCCESS) {
            for (const dom::element c : consumes) {
                const std::optional<dom::object> use = objectOf(c);
                device.consumes.append(CounterConsumption{
                    stringOf(field(use, "counterSet")), counterAmountsOf(field(use, "counters"))});
            }
        }
        dom::array taints;
        if (fields.taints && fields.taints->get_array().get(taints) == simdjson::SUCCESS) {
            for (const dom::element t : taints) {
                const std::optional<dom::object> taint = objectOf(t);
                device.taints << Internal::taintText(stringOf(field(taint, "key")),
                                                     stringOf(field(taint, "value")),
                                                     stringOf(field(taint, "effect")));
            }
        }
        sink(std::move(device));
    }
}

/// Who holds which device, from a ResourceClaim's status.allocation.
void addClaimElement(InventoryBuilder &builder, const dom::element &element)
{
    const std::optional<dom::object> claim = objectOf(element);
    const std::optional<dom::object> meta = objectOf(field(claim, "metadata"));
    const QString holder =
        stringOf(field(meta, "namespace")) + QLatin1Char('/') + stringOf(field(meta, "name"));
    const std::optional<dom::object> allocation =
        objectOf(field(objectOf(field(claim, "status")), "allocation"));
    const std::optional<dom::element> results =
        field(objectOf(field(allocation, "devices")), "results");
    dom::array list;
    if (!results || results->get_array().get(list) != simdjson::SUCCESS)
        return;
    for (const dom::element r : list) {
        const std::optional<dom::object> result = objectOf(r);
        builder.addHolder(stringOf(field(result, "driver")), stringOf(field(result, "pool")),
                          stringOf(field(result, "device")), holder);
    }
}

Inventory buildFrom(const Objects &objects)
{
    InventoryBuilder builder;
    for (const dom::element &object : objects.nodes)
        addNodeElement(builder, object);
    std::vector<std::optional<dom::array>> deviceLists;
    deviceLists.reserve(objects.slices.size());
    for (const dom::element &element : objects.slices)
        deviceLists.push_back(addSliceElement(builder, element));
    builder.settlePools();
    for (std::size_t s = 0; s < objects.slices.size(); ++s) {
        if (!builder.isCurrent(qsizetype(s)))
            continue;
        if (deviceLists[s]) {
            readSliceDevices(builder, qsizetype(s), *deviceLists[s],
                             [&builder, s](Internal::DeviceRecord &&device) {
                                 builder.addDevice(qsizetype(s), std::move(device));
                             });
        }
        builder.endSlice(qsizetype(s));
    }
    for (const dom::element &element : objects.claims)
        addClaimElement(builder, element);
    return builder.finish();
}

/// The first rows of a streamed List (Inventory::ReadControl::firstRows): the first slices read
/// so far, with the Nodes they name, in a builder of their own. Their records are copies of the
/// streaming reader's (implicitly shared, so nearly free); only the prefix is built twice.
class FirstRows
{
public:
    explicit FirstRows(const Inventory::ReadControl &control)
        : m_control(control)
    {}

    bool wanted() const { return m_control.firstRows && !m_done; }
    void addNode(const Internal::NodeRecord &node)
    {
        if (wanted())
            m_nodes.append(node);
    }
    /// Before each slice: when `firstSlices` were read and there are more, the inventory of
    /// those goes out.
    void beforeSlice(const InventoryBuilder &builder,
                     const std::vector<QList<Internal::DeviceRecord>> &pending)
    {
        if (!wanted() || qsizetype(pending.size()) < std::max<qsizetype>(m_control.firstSlices, 1))
            return;
        m_done = true;
        InventoryBuilder first;
        QSet<QString> named;
        for (std::size_t s = 0; s < pending.size(); ++s)
            named.insert(builder.slice(qsizetype(s)).nodeName);
        for (const Internal::NodeRecord &node : std::as_const(m_nodes)) {
            if (named.contains(node.name))
                first.addNode(Internal::NodeRecord(node));
        }
        m_nodes.clear();
        for (std::size_t s = 0; s < pending.size(); ++s)
            first.addSlice(Internal::SliceRecord(builder.slice(qsizetype(s))));
        first.settlePools();
        for (std::size_t s = 0; s < pending.size(); ++s) {
            if (!first.isCurrent(qsizetype(s)))
                continue;
            for (const Internal::DeviceRecord &device : pending[s])
                first.addDevice(qsizetype(s), Internal::DeviceRecord(device));
            first.endSlice(qsizetype(s));
        }
        m_control.firstRows(first.finish());
    }

private:
    const Inventory::ReadControl &m_control;
    QList<Internal::NodeRecord> m_nodes;
    bool m_done = false;
};

bool isCanceled(const Inventory::ReadControl &control)
{
    return control.canceled && control.canceled();
}

/// The objects of a streamed snapshot, one at a time, into the builder: nullopt from finish()
/// (and false from add()) for anything the whole-document reader should judge (and report).
/// Devices go into the inventory as they are read, before the pools are settled.
class StreamedInventory
{
public:
    /// MAX_DEPTH: the nesting an object may have (simdjson refuses deeper ones).
    StreamedInventory(const Inventory::ReadControl &control, int maxDepth)
        : m_control(control)
        , m_firstRows(control)
    {
        m_ok = m_parser.allocate(ItemParserStartBytes, std::size_t(maxDepth)) == simdjson::SUCCESS;
    }

    bool isValid() const { return m_ok; }

    /// One object's JSON text (simdjson validates it). CHECKED: text that can repeat no key and
    /// holds only finite numbers (the YAML reader's, which refuses anything else as the
    /// whole-document reader does), so needsGeneralReader() is skipped.
    bool add(std::string_view text, bool checked = false)
    {
        dom::element item;
        if (m_parser.parse(reinterpret_cast<const std::uint8_t *>(text.data()), text.size(), true)
                .get(item) != simdjson::SUCCESS)
            return false;
        if (!checked && needsGeneralReader(item))
            return false;
        const std::optional<dom::object> object = objectOf(item);
        const QString kind = stringOf(field(object, "kind"));
        const QString apiVersion = stringOf(field(object, "apiVersion"));
        if (kind.isEmpty() || apiVersion.isEmpty())
            return false; // SNAPSHOT_OBJECT
        switch (Kube::ClusterSnapshot::objectKind(apiVersion, kind)) {
        case Kube::ClusterSnapshot::ObjectKind::Node: {
            Internal::NodeRecord node = nodeRecordOf(item);
            m_firstRows.addNode(node);
            m_builder.addNode(std::move(node));
            break;
        }
        case Kube::ClusterSnapshot::ObjectKind::ResourceSlice: {
            m_firstRows.beforeSlice(m_builder, m_firstPending);
            const qsizetype s = m_slices++;
            const std::optional<dom::array> devices = addSliceElement(m_builder, item);
            // The first rows' own builder reads the first slices' records again; nothing else
            // holds a record: each device goes into the inventory as it is read, and the
            // pools, once settled, drop those of stale slices.
            QList<Internal::DeviceRecord> *first = nullptr;
            if (m_firstRows.wanted())
                first = &m_firstPending.emplace_back();
            if (devices) {
                readSliceDevices(m_builder, s, *devices,
                                 [this, first, s](Internal::DeviceRecord &&d) {
                                     if (first)
                                         first->append(d);
                                     m_builder.addDevice(s, std::move(d));
                                 });
            }
            if (!m_firstRows.wanted())
                m_firstPending = {};
            m_sliceBytes += qint64(text.size());
            break;
        }
        case Kube::ClusterSnapshot::ObjectKind::ResourceClaim:
            addClaimElement(m_builder, item);
            break;
        default:
            break;
        }
        return true;
    }

    /// READ bytes of TOTAL are read (the file's, or where its reader is): once some slices
    /// are in, the lists of slices, pools, devices and GPUs are reserved for as many as the
    /// rest of the file would hold at the same density, so that a fleet's million devices are
    /// not copied into a larger block as the lists grow. Too high costs address space, not
    /// memory: reserved pages are never touched. (YAML's text is longer than the JSON text
    /// counted here, so there the estimate is high.)
    void expect(qint64 read, qint64 total)
    {
        if (m_reserved || m_sliceBytes < ReserveAfterBytes || read <= 0 || read >= total)
            return;
        m_reserved = true;
        // An object takes at least MinObjectBytes of JSON: a bound for odd files.
        const double rest = double(total - read);
        const auto more = [this, rest](qsizetype now) {
            const double perByte = double(now) / double(m_sliceBytes);
            return now + qsizetype(std::min(rest * perByte * 1.05, rest / MinObjectBytes));
        };
        m_builder.reserve(more(m_builder.sliceCount()), more(m_builder.deviceCount()));
    }

    /// After the last object; nullopt when the read was canceled.
    std::optional<Inventory> finish()
    {
        m_firstPending = {};
        if (isCanceled(m_control))
            return std::nullopt;
        m_builder.settlePools();
        for (qsizetype s = 0; s < m_slices; ++s) {
            if (m_builder.isCurrent(s))
                m_builder.endSlice(s);
        }
        return m_builder.finish();
    }

private:
    const Inventory::ReadControl &m_control;
    InventoryBuilder m_builder;
    FirstRows m_firstRows;
    dom::parser m_parser;
    static constexpr qint64 ReserveAfterBytes = qint64(4) << 20;
    static constexpr double MinObjectBytes = 12; // {"name":""}
    qsizetype m_slices = 0;
    qint64 m_sliceBytes = 0; ///< the JSON text of the slices read
    bool m_reserved = false;
    /// The records of the first slices while the first rows want them.
    std::vector<QList<Internal::DeviceRecord>> m_firstPending;
    bool m_ok = false;
};

/// Reports progress every few MB of the file.
class Progress
{
public:
    Progress(const Inventory::ReadControl &control, qint64 total)
        : m_control(control)
        , m_total(total)
    {}
    void at(qint64 read)
    {
        if (m_control.progress && read - m_reported >= StepBytes) {
            m_reported = read;
            m_control.progress(read, m_total);
        }
    }
    void done(qint64 read)
    {
        if (m_control.progress)
            m_control.progress(read, m_total);
    }

private:
    static constexpr qint64 StepBytes = qint64(8) << 20;
    const Inventory::ReadControl &m_control;
    const qint64 m_total;
    qint64 m_reported = 0;
};

/// A List read with JsonListItemStream: nullopt for anything the whole-document reader should
/// judge (and report), and when the read was canceled.
std::optional<Inventory> inventoryFromListStream(QFile &file, const Inventory::ReadControl &control)
{
    JsonListItemStream stream(file);
    // The same nesting limit as the whole document: an item sits two levels deep in it.
    StreamedInventory inventory(control, Doc::MaxNestingDepth - 2);
    if (!inventory.isValid())
        return std::nullopt;
    const qint64 total = file.size(); // a stat() each time asked
    Progress progress(control, total);
    std::string_view text;
    for (;;) {
        const JsonListItemStream::Step step = stream.next(text);
        if (step == JsonListItemStream::Step::Unusual)
            return std::nullopt;
        if (step == JsonListItemStream::Step::End)
            break;
        if (isCanceled(control))
            return std::nullopt;
        progress.at(stream.bytesRead());
        inventory.expect(stream.bytesRead(), total);
        if (!inventory.add(text))
            return std::nullopt;
    }
    // The rest of the top-level object must be what the whole-document reader takes for a List.
    dom::parser restParser;
    dom::element rest;
    if (restParser.allocate(stream.rest().size(), std::size_t(Doc::MaxNestingDepth)) !=
            simdjson::SUCCESS ||
        restParser.parse(stream.rest()).get(rest) != simdjson::SUCCESS || needsGeneralReader(rest))
        return std::nullopt;
    const std::optional<std::string_view> kind = textOf(field(objectOf(rest), "kind"));
    if (!kind || kind->size() < 4 || kind->substr(kind->size() - 4) != "List")
        return std::nullopt;
    progress.done(stream.bytesRead());
    return inventory.finish();
}

/// A YAML snapshot read object by object (Doc::Detail::streamYamlObjects: libyaml's events, one
/// List item at a time, as JSON text for simdjson): nullopt for anything the whole-document
/// reader should judge (and report), and when the read was canceled.
std::optional<Inventory> inventoryFromYamlStream(QFile &file, const Inventory::ReadControl &control)
{
    // The reader holds objects to Doc::MaxNestingDepth counted from the document.
    StreamedInventory inventory(control, Doc::MaxNestingDepth);
    if (!inventory.isValid())
        return std::nullopt;
    const qint64 total = file.size(); // a stat() each time asked
    Progress progress(control, total);
    bool refused = false;
    Doc::Detail::FastYamlRefusal why;
    const Doc::Detail::YamlStreamEnd end = Doc::Detail::streamYamlObjects(
        file,
        [&](std::string_view text) {
            if (isCanceled(control))
                return false;
            progress.at(file.pos());
            inventory.expect(file.pos(), total);
            refused = !inventory.add(text, true);
            return !refused;
        },
        &why);
    if (end != Doc::Detail::YamlStreamEnd::Done || refused) {
        if (end == Doc::Detail::YamlStreamEnd::Refused)
            qCDebug(lcDra) << "streamed YAML refused at" << why.line << why.column << why.reason
                           << "- reading the whole document";
        return std::nullopt;
    }
    progress.done(file.pos());
    return inventory.finish();
}

/// Where the first byte that is not white space is (BYTES' size when none is).
qsizetype firstNonBlank(QByteArrayView bytes)
{
    qsizetype first = 0;
    while (first < bytes.size() && (bytes[first] == ' ' || bytes[first] == '\t' ||
                                    bytes[first] == '\r' || bytes[first] == '\n'))
        ++first;
    return first;
}

/// Advises the parser's buffers for huge pages before it first touches them (hugepages.h).
/// The tape, string buffer and structural index are simdjson's @private members, public in
/// C++ and stable across its 3.x releases; their sizes are what dom::document::allocate and
/// the implementation's set_capacity allocate for `capacity` (at least; advice needs no more).
void adviseParserBuffers(dom::parser &parser, std::size_t capacity)
{
    adviseHugePages(parser.doc.tape.get(), (capacity + 3) * sizeof(std::uint64_t));
    adviseHugePages(parser.doc.string_buf.get(), 5 * capacity / 3);
    if (parser.implementation)
        adviseHugePages(parser.implementation->structural_indexes.get(),
                        capacity * sizeof(std::uint32_t));
}

} // namespace

Result<Inventory> Inventory::fromSnapshotFile(const QString &path, SnapshotReader *reader)
{
    return fromSnapshotFile(path, reader, ReadControl());
}

Result<Inventory> Inventory::fromSnapshotFile(const QString &path, SnapshotReader *reader,
                                              const ReadControl &control)
{
    if (reader)
        *reader = SnapshotReader::General;
    const auto canceled = [reader, &control]() -> std::optional<Result<Inventory>> {
        if (!isCanceled(control))
            return std::nullopt;
        if (reader)
            *reader = SnapshotReader::Invalid;
        return Result<Inventory>(Inventory());
    };
    // Anything the fast reader does not take goes the general way, whose errors name the file,
    // the line and the column and say what to do.
    const auto general = [&path, &control, &canceled](HugeBuffer *text) -> Result<Inventory> {
        Result<Kube::ClusterSnapshot> snapshot =
            text ? Kube::ClusterSnapshot::fromBytes(
                       QByteArray::fromRawData(text->data(), qsizetype(text->size())), path)
                 : Kube::ClusterSnapshot::fromFile(path);
        if (text)
            text->reset(); // the objects own their data: free the file
        if (!snapshot)
            return tl::unexpected(snapshot.error());
        if (auto stop = canceled())
            return *std::move(stop);
        Inventory inventory = build(*snapshot);
        if (control.generalSnapshot)
            *control.generalSnapshot = *std::move(snapshot);
        return inventory;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return general(nullptr);
    const qint64 size = file.size();
    if (size <= 0)
        return general(nullptr); // empty or special files: read them the usual way
    {
        // A List item by item (issue 37): memory for the inventory, not for the document.
        std::optional<Inventory> streamed = inventoryFromListStream(file, control);
        if (auto stop = canceled())
            return *std::move(stop);
        if (streamed && file.pos() == size && file.size() == size) {
            if (reader)
                *reader = SnapshotReader::FastJsonStream;
            return *std::move(streamed);
        }
        if (!file.seek(0))
            return general(nullptr);
        // YAML object by object (issue 37), unless it starts as JSON (flow YAML, or JSON the
        // JSON readers refuse: the whole-document readers judge it).
        const QByteArray head = file.peek(qint64(64) << 10);
        const qsizetype first = firstNonBlank(head);
        if (first < head.size() && head[first] != '{' && head[first] != '[') {
            streamed = inventoryFromYamlStream(file, control);
            if (auto stop = canceled())
                return *std::move(stop);
            if (streamed && file.atEnd() && file.size() == size) {
                if (reader)
                    *reader = SnapshotReader::FastYamlStream;
                return *std::move(streamed);
            }
            if (!file.seek(0))
                return general(nullptr);
        }
    }
    HugeBuffer text(std::size_t(size), simdjson::SIMDJSON_PADDING);
    if (text.isNull() || file.read(text.data(), size) != size || !file.atEnd())
        return general(nullptr); // no memory, or a changing file: read it the usual way
    file.close();
    const QByteArray bytes = QByteArray::fromRawData(text.data(), qsizetype(size));

    const qsizetype first = firstNonBlank(bytes);
    if (first == size || bytes[first] != '{') {
        // YAML, or a top-level JSON array (which the general reader refuses)
        return general(&text);
    }

    dom::parser parser;
    dom::element root;
    // The same nesting limit as the general reader: 256 levels parse, 257 do not.
    // The document is allocated here rather than lazily in parse() so that its buffers can be
    // advised before they are touched.
    if (parser.allocate(std::size_t(size), std::size_t(Doc::MaxNestingDepth)) !=
            simdjson::SUCCESS ||
        parser.doc.allocate(std::size_t(size)) != simdjson::SUCCESS)
        return general(&text);
    adviseParserBuffers(parser, std::size_t(size));
    // The buffer carries simdjson's padding: no copy.
    if (parser.parse(reinterpret_cast<const std::uint8_t *>(text.data()), std::size_t(size), false)
            .get(root) != simdjson::SUCCESS)
        return general(&text);
    if (needsGeneralReader(root))
        return general(&text); // whose error names the line and the key
    const std::optional<Objects> objects = collect(root);
    if (!objects)
        return general(&text);
    text.reset(); // the document holds copies of the strings
    if (auto stop = canceled())
        return *std::move(stop);
    if (reader)
        *reader = SnapshotReader::FastJson;
    return buildFrom(*objects);
}

} // namespace Accel::Dra
