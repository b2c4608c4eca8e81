// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "inventory.h"
#include "dratr.h"
#include "inventorybuilder.h"

#include "doc/jsonstream.h"
#include "dra/gpujson.h"

#include "cel/value.h"

#include "hugepages.h"
#include "kube/snapshot.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace Accel::Dra {

namespace {
const QLatin1String kSpec("spec");
const QLatin1String kMetadata("metadata");
const QLatin1String kName("name");
const QLatin1String kAttributes("attributes");
const QLatin1String kCapacity("capacity");

QString qualified(const QString &key, const QString &driver)
{
    return key.contains(QLatin1Char('/')) ? key : driver + QLatin1Char('/') + key;
}

bool isCapabilityName(QStringView bare)
{
    return bare.startsWith(u"decode") || bare.startsWith(u"encode") || bare.startsWith(u"scale");
}

QString poolKey(const QString &driver, const QString &pool)
{
    return driver + QChar(u'\n') + pool;
}
} // namespace

QJsonObject Attribute::toJson() const
{
    switch (type) {
    case AttributeType::Bool:
        return {{QStringLiteral("bool"), boolValue}};
    case AttributeType::Int:
        return {{QStringLiteral("int"), intValue}};
    case AttributeType::String:
        return {{QStringLiteral("string"), text}};
    case AttributeType::Version:
        return {{QStringLiteral("version"), text}};
    case AttributeType::Invalid:
        break;
    }
    return {};
}

QString Attribute::toString() const
{
    switch (type) {
    case AttributeType::Bool:
        return boolValue ? QStringLiteral("true") : QStringLiteral("false");
    case AttributeType::Int:
        return QString::number(intValue);
    case AttributeType::String:
    case AttributeType::Version:
        return text;
    case AttributeType::Invalid:
        break;
    }
    return {};
}

std::optional<Attribute> Device::attribute(const QString &attributeName) const
{
    const QString key = qualified(attributeName, driver);
    const auto it =
        std::lower_bound(attributes.cbegin(), attributes.cend(), key,
                         [](const auto &entry, const QString &k) { return entry.first < k; });
    if (it == attributes.cend() || it->first != key)
        return std::nullopt;
    return it->second;
}

std::optional<QString> Device::stringAttribute(const QString &attributeName) const
{
    const std::optional<Attribute> attr = attribute(attributeName);
    if (!attr || (attr->type != AttributeType::String && attr->type != AttributeType::Version))
        return std::nullopt;
    return attr->text;
}

std::optional<bool> Device::boolAttribute(const QString &attributeName) const
{
    const std::optional<Attribute> attr = attribute(attributeName);
    if (!attr || attr->type != AttributeType::Bool)
        return std::nullopt;
    return attr->boolValue;
}

QString Device::pciBusId() const
{
    return stringAttribute(QString(PciBusIdAttribute)).value_or(QString());
}

QJsonObject Device::toJson() const
{
    QJsonObject attrs;
    for (const auto &[key, value] : attributes)
        attrs.insert(key, value.toJson());
    QJsonObject cap;
    for (auto it = capacity.constBegin(); it != capacity.constEnd(); ++it)
        cap.insert(it.key(), it.value());
    QJsonObject out{
        {QStringLiteral("name"), name},        {QStringLiteral("driver"), driver},
        {QStringLiteral("pool"), pool},        {QStringLiteral("slice"), slice},
        {QStringLiteral("attributes"), attrs},
    };
    if (!cap.isEmpty())
        out.insert(QStringLiteral("capacity"), cap);
    if (allowMultipleAllocations)
        out.insert(QStringLiteral("allowMultipleAllocations"), true);
    if (poolIncomplete)
        out.insert(QStringLiteral("poolIncomplete"), true);
    if (!taints.isEmpty())
        out.insert(QStringLiteral("taints"), QJsonArray::fromStringList(taints));
    if (!heldBy.isEmpty())
        out.insert(QStringLiteral("heldBy"), QJsonArray::fromStringList(heldBy));
    return out;
}

QString capabilityStateName(CapabilityState state)
{
    switch (state) {
    case CapabilityState::NotPublished:
        return QStringLiteral("notPublished");
    case CapabilityState::Known:
        return QStringLiteral("known");
    case CapabilityState::QueryFailed:
        return QStringLiteral("queryFailed");
    case CapabilityState::Invalid:
        break;
    }
    return QStringLiteral("invalid");
}

bool Gpu::hasBlockingTaint() const
{
    for (const QString &taint : taints) {
        if (taint.endsWith(u":NoSchedule") || taint.endsWith(u":NoExecute"))
            return true;
    }
    return false;
}

QString Gpu::capabilitySummary() const
{
    switch (capabilityState) {
    case CapabilityState::Known:
        return QString::number(capabilities.size());
    case CapabilityState::QueryFailed:
        //: A GPU whose media capability query failed: its capabilities are unknown.
        return Tr::tr("unknown (query failed)");
    case CapabilityState::NotPublished:
    case CapabilityState::Invalid:
        break;
    }
    return QStringLiteral("-");
}

// ---------------------------------------------------------------------------------------------
// The rules, once (Internal::InventoryBuilder); readers only extract fields.

namespace Internal {

namespace {
/// The attributes the GPU summary reads, fully qualified once instead of per device.
const QString kPciBusId = QString(PciBusIdAttribute);
const QString kLikenRenderNode = QString(LikenDriver) + QStringLiteral("/renderNode");
const QString kLikenName = QString(LikenDriver) + QStringLiteral("/name");
const QString kNvidiaProductName = QString(NvidiaDriver) + QStringLiteral("/productName");
const QString kMediaVaDriver = QString(MediaDriver) + QStringLiteral("/vaDriver");
const QString kMediaName = QString(MediaDriver) + QStringLiteral("/name");
const QString kMediaPrefix = QString(MediaDriver) + QLatin1Char('/');

const Attribute *findAttribute(const Device &device, const QString &qualifiedKey)
{
    const auto it =
        std::lower_bound(device.attributes.cbegin(), device.attributes.cend(), qualifiedKey,
                         [](const auto &entry, const QString &k) { return entry.first < k; });
    if (it == device.attributes.cend() || it->first != qualifiedKey)
        return nullptr;
    return &it->second;
}

std::optional<QString> findString(const Device &device, const QString &qualifiedKey)
{
    const Attribute *attr = findAttribute(device, qualifiedKey);
    if (!attr || (attr->type != AttributeType::String && attr->type != AttributeType::Version))
        return std::nullopt;
    return attr->text;
}

bool findTrue(const Device &device, const QString &qualifiedKey)
{
    const Attribute *attr = findAttribute(device, qualifiedKey);
    return attr && attr->type == AttributeType::Bool && attr->boolValue;
}

} // namespace

size_t attributesHash(const QList<std::pair<QString, Attribute>> &attributes)
{
    size_t seed = 0;
    for (const auto &[name, value] : attributes)
        seed = qHashMulti(seed, name, int(value.type), value.boolValue, value.intValue, value.text);
    return seed;
}

size_t capacityHash(const QMap<QString, QString> &capacity)
{
    size_t seed = 0;
    for (auto it = capacity.cbegin(); it != capacity.cend(); ++it)
        seed = qHashMulti(seed, it.key(), it.value());
    return seed;
}

std::optional<Attribute> attributeFromBool(QLatin1StringView form, bool value)
{
    if (form != QLatin1StringView("bool"))
        return std::nullopt;
    Attribute attr;
    attr.type = AttributeType::Bool;
    attr.boolValue = value;
    return attr;
}

std::optional<Attribute> attributeFromNumber(QLatin1StringView form, qint64 integer)
{
    if (form != QLatin1StringView("int"))
        return std::nullopt;
    Attribute attr;
    attr.type = AttributeType::Int;
    attr.intValue = integer;
    return attr;
}

std::optional<Attribute> attributeFromString(QLatin1StringView form, QString text)
{
    Attribute attr;
    if (form == QLatin1StringView("string"))
        attr.type = AttributeType::String;
    else if (form == QLatin1StringView("version"))
        attr.type = AttributeType::Version;
    else
        return std::nullopt;
    attr.text = std::move(text);
    return attr;
}

qint64 integerOf(double value)
{
    // QJsonValue::toInteger(): whole numbers representable in qint64, else the default (0).
    if (std::isfinite(value) && std::trunc(value) == value && value >= -9223372036854775808.0 &&
        value < 9223372036854775808.0)
        return qint64(value);
    return 0;
}

InventoryBuilder::InventoryBuilder() = default;

QString InventoryBuilder::intern(const QString &text)
{
    auto it = m_strings.constFind(text);
    if (it != m_strings.constEnd())
        return *it;
    m_strings.insert(text, text);
    return text;
}

QString InventoryBuilder::intern(QByteArrayView utf8)
{
    // A raw-data key hashes the bytes in place: no allocation when the text was seen before.
    const QByteArray key = QByteArray::fromRawData(utf8.data(), utf8.size());
    auto it = m_utf8Strings.constFind(key);
    if (it != m_utf8Strings.constEnd())
        return *it;
    const QString text = intern(QString::fromUtf8(utf8));
    m_utf8Strings.insert(QByteArray(utf8.data(), utf8.size()), text);
    return text;
}

bool InventoryBuilder::wrapsDevices(const QString &apiVersion)
{
    return apiVersion == QLatin1String("resource.k8s.io/v1beta1");
}

Node &InventoryBuilder::nodeFor(const QString &name)
{
    auto it = m_inv.m_nodeIndex.constFind(name);
    if (it != m_inv.m_nodeIndex.constEnd())
        return m_inv.m_nodes[*it];
    m_inv.m_nodeIndex.insert(name, int(m_inv.m_nodes.size()));
    Node node;
    node.name = intern(name);
    m_inv.m_nodes.append(std::move(node));
    return m_inv.m_nodes.last();
}

void InventoryBuilder::addNode(NodeRecord &&record)
{
    // The node labels that matter (issue 6, section 3).
    Node &node = nodeFor(record.name);
    node.hasNodeObject = true;
    if (record.gpuPresentLabel)
        node.gpuPresentLabel = std::move(record.gpuPresentLabel);
    if (record.gpuProductLabel)
        node.gpuProductLabel = std::move(record.gpuProductLabel);
}

void InventoryBuilder::addSlice(SliceRecord &&record)
{
    // The highest generation of each pool counts (k8s NOTES: consumers use only those).
    Slice slice;
    slice.name = record.name;
    slice.apiVersion = intern(record.apiVersion);
    slice.driver = intern(record.driver);
    slice.nodeName = intern(record.nodeName);
    slice.pool = intern(record.pool);
    slice.generation = record.generation;
    slice.devices = record.devices;
    slice.creationTimestamp = record.creationTimestamp;
    if (!m_inv.m_apiVersions.contains(slice.apiVersion))
        m_inv.m_apiVersions.append(slice.apiVersion);

    const QString key = poolKey(slice.driver, slice.pool);
    auto it = m_poolIndex.constFind(key);
    if (it == m_poolIndex.constEnd()) {
        it = m_poolIndex.insert(key, int(m_inv.m_pools.size()));
        Pool p;
        p.driver = slice.driver;
        p.name = slice.pool;
        p.nodeName = slice.nodeName;
        p.generation = slice.generation;
        m_inv.m_pools.append(std::move(p));
    }
    Pool &p = m_inv.m_pools[*it];
    if (slice.generation > p.generation) {
        p.staleSlices += int(p.slices.size());
        p.slices.clear();
        p.generation = slice.generation;
    }
    if (slice.generation == p.generation) {
        p.slices.append(slice.name);
        p.resourceSliceCount = record.resourceSliceCount;
        if (!slice.nodeName.isEmpty())
            p.nodeName = slice.nodeName;
    } else {
        ++p.staleSlices;
    }
    m_slicePool.append(*it);
    m_unknownForms.append(0);
    m_sliceDevices.append({0, 0});
    m_inv.m_slices.append(std::move(slice));
    m_records.append(std::move(record));
}

void InventoryBuilder::settlePools()
{
    Q_ASSERT(!m_settled);
    m_settled = true;
    std::sort(m_inv.m_apiVersions.begin(), m_inv.m_apiVersions.end());
    for (Pool &p : m_inv.m_pools) {
        p.incomplete = p.slices.size() < p.resourceSliceCount;
        if (p.incomplete) {
            m_inv.m_warnings << Tr::tr("pool %1 of driver %2 is incomplete: %3 of %4 slices at "
                                       "generation %5")
                                    .arg(p.name, p.driver, QString::number(p.slices.size()),
                                         QString::number(p.resourceSliceCount),
                                         QString::number(p.generation));
        }
    }
    qsizetype devices = 0;
    for (qsizetype s = 0; s < m_inv.m_slices.size(); ++s) {
        Slice &slice = m_inv.m_slices[s];
        slice.stale = slice.generation != m_inv.m_pools[m_slicePool[s]].generation;
        if (!slice.stale)
            devices += slice.devices;
    }
    if (m_inv.m_devices.isEmpty()) {
        m_inv.m_devices.reserve(devices);
        // At most one GPU per device; memory reserved and never touched costs no RSS.
        m_inv.m_gpus.reserve(devices);
    } else {
        settleEarlyDevices();
    }
    // The counter sets of the pools' current slices (resource.k8s.io/v1 spec.sharedCounters;
    // from Kubernetes 1.35 in slices of their own, before 1.35 beside the devices).
    for (qsizetype s = 0; s < m_inv.m_slices.size(); ++s) {
        if (m_inv.m_slices[s].stale)
            continue;
        for (auto &[setName, counters] : m_records[s].sharedCounters) {
            const Slice &slice = m_inv.m_slices[s];
            const QString key = slice.driver + QChar(u'\n') + slice.pool + QChar(u'\n') + setName;
            if (m_counterSetIndex.contains(key))
                continue; // a set declared twice: the allocator calls the pool invalid
            CounterSet set;
            set.driver = slice.driver;
            set.pool = slice.pool;
            set.name = intern(setName);
            std::sort(counters.begin(), counters.end());
            for (const auto &[counter, quantity] : std::as_const(counters))
                set.counters.append({intern(counter), quantity, QString(), QString()});
            m_counterSetIndex.insert(key, int(m_inv.m_counterSets.size()));
            m_inv.m_counterSets.append(std::move(set));
        }
    }
}

const DriverProfile *InventoryBuilder::profileOf(const QString &driver)
{
    // Drivers are interned: one lookup per distinct driver, then by its data.
    const auto it = m_profiles.constFind(driver.constData());
    if (it != m_profiles.constEnd())
        return *it;
    const DriverProfile *profile = driverProfile(driver);
    m_profiles.insert(driver.constData(), profile);
    return profile;
}

bool InventoryBuilder::isCurrent(qsizetype index) const
{
    return !m_inv.m_slices[index].stale;
}

const QString &InventoryBuilder::qualifiedName(const QString &driver, const QString &key)
{
    // Slice key -> fully qualified interned name, per driver (bare names depend on it).
    QHash<QString, QString> &names = m_qualifiedNames[driver];
    auto name = names.constFind(key);
    if (name == names.constEnd())
        name = names.insert(key, intern(qualified(key, driver)));
    return *name;
}

QString InventoryBuilder::qualifiedName(const QString &driver, QByteArrayView utf8Key)
{
    // One driver's names at a time, so the per-attribute cost is one lookup of the bytes.
    if (!m_utf8Names || m_utf8NamesDriver != driver) {
        m_utf8Names = &m_qualifiedUtf8Names[driver];
        m_utf8NamesDriver = driver;
    }
    QHash<QByteArray, QString> &names = *m_utf8Names;
    const QByteArray key = QByteArray::fromRawData(utf8Key.data(), utf8Key.size());
    auto name = names.constFind(key);
    if (name == names.constEnd())
        name = names.insert(QByteArray(utf8Key.data(), utf8Key.size()),
                            qualifiedName(driver, QString::fromUtf8(utf8Key)));
    return *name;
}

void InventoryBuilder::addDevice(qsizetype sliceIndex, DeviceRecord &&record)
{
    // Devices, normalised across v1, v1beta2 and v1beta1, joined per node and pciBusID through
    // one hash.
    const Slice &slice = m_inv.m_slices[sliceIndex];
    const Pool &pool = m_inv.m_pools[m_slicePool[sliceIndex]];
    m_unknownForms[sliceIndex] += record.unknownForms;
    Device device;
    device.name = std::move(record.name);
    device.driver = slice.driver;
    device.pool = slice.pool;
    device.slice = slice.name;
    device.nodeName = slice.nodeName;
    // Before the pools settle, settleEarlyDevices() says it.
    device.poolIncomplete = m_settled && pool.incomplete;
    device.allowMultipleAllocations = record.allowMultipleAllocations;
    device.taints = std::move(record.taints);
    shareAttributes(slice.driver, record);
    device.attributes = std::move(record.attributes);
    for (auto &[key, quantity] : record.capacity) {
        device.capacity.insert(record.namesQualified ? key : qualifiedName(slice.driver, key),
                               intern(quantity));
    }
    shareCapacity(device);
    device.kind = classifyDevice(device, profileOf(slice.driver));
    if (!record.consumes.isEmpty()) {
        for (CounterConsumption &use : record.consumes) {
            use.counterSet = intern(use.counterSet);
            std::sort(use.counters.begin(), use.counters.end());
            for (auto &[counter, quantity] : use.counters)
                counter = intern(counter);
        }
        device.counters = qint32(m_inv.m_counterUses.size());
        m_inv.m_counterUses.append(std::move(record.consumes));
    }

    const int deviceIndex = int(m_inv.m_devices.size());
    const QString bus = findString(device, kPciBusId).value_or(QString());
    int g = -1;
    // One physical GPU: the devices of one PCI address, else (a partitionable device without
    // one) the devices that consume the same counter set of the pool.
    // The node is interned (addSlice): its data names it. The key shares the bus's text.
    GpuKey key{slice.nodeName.constData(), false, bus};
    if (bus.isEmpty() && device.counters >= 0 && !m_inv.m_counterUses[device.counters].isEmpty())
        key = {slice.nodeName.constData(), true,
               slice.driver + QChar(u'\n') + slice.pool + QChar(u'\n') +
                   m_inv.m_counterUses[device.counters].first().counterSet};
    if (!key.text.isEmpty()) {
        auto it = m_gpuIndex.constFind(key);
        if (it == m_gpuIndex.cend())
            it = m_gpuIndex.insert(std::move(key), int(m_inv.m_gpus.size()));
        g = *it;
    } else {
        g = int(m_inv.m_gpus.size());
    }
    if (g == m_inv.m_gpus.size()) {
        Gpu gpu;
        gpu.nodeName = slice.nodeName;
        gpu.pciBusId = bus;
        gpu.standalone = bus.isEmpty();
        gpu.devices.reserve(4); // a render node, a capability device, a vendor device
        m_inv.m_gpus.append(std::move(gpu));
    }
    m_inv.m_gpus[g].devices.append(deviceIndex);
    m_inv.m_devices.append(std::move(device));
    if (m_settled)
        return; // only settleEarlyDevices() reads the ranges
    auto &[first, end] = m_sliceDevices[sliceIndex];
    Q_ASSERT(first == end || end == deviceIndex); // a slice's devices one after the other
    if (first == end)
        first = deviceIndex;
    end = deviceIndex + 1;
}

void InventoryBuilder::reserve(qsizetype slices, qsizetype devices)
{
    // A pool per slice at most (one each, as most drivers publish them).
    m_inv.m_slices.reserve(slices);
    m_inv.m_pools.reserve(slices);
    m_records.reserve(slices);
    m_slicePool.reserve(slices);
    m_unknownForms.reserve(slices);
    m_sliceDevices.reserve(slices);
    m_inv.m_devices.reserve(devices);
    m_inv.m_gpus.reserve(devices);
    // Hundreds of MB filled in order: 2 MiB pages fault 512 times less (hugepages.h).
    adviseHugePages(m_inv.m_devices.constData(),
                    std::size_t(m_inv.m_devices.capacity()) * sizeof(Device));
    adviseHugePages(m_inv.m_gpus.constData(), std::size_t(m_inv.m_gpus.capacity()) * sizeof(Gpu));
}

void InventoryBuilder::settleEarlyDevices()
{
    Inventory &inv = m_inv;
    QList<bool> kept(inv.m_devices.size(), true);
    bool anyStale = false;
    for (qsizetype s = 0; s < inv.m_slices.size(); ++s) {
        const auto [first, end] = m_sliceDevices[s];
        const bool stale = inv.m_slices[s].stale;
        const bool incomplete = inv.m_pools[m_slicePool[s]].incomplete;
        anyStale = anyStale || (stale && first < end);
        for (int d = first; d < end; ++d) {
            kept[d] = !stale;
            inv.m_devices[d].poolIncomplete = incomplete;
        }
    }
    if (!anyStale)
        return;
    // Rare (a pool caught between generations): the kept devices move down, and every index
    // that names a device or a counter use follows them, in the order a reader that added
    // only current slices' devices would have made.
    QList<int> newIndex(inv.m_devices.size(), -1);
    QList<QList<CounterConsumption>> uses;
    int next = 0;
    for (int d = 0; d < inv.m_devices.size(); ++d) {
        if (!kept[d])
            continue;
        Device &device = inv.m_devices[d];
        if (device.counters >= 0) {
            const qint32 use = qint32(uses.size());
            uses.append(std::move(inv.m_counterUses[device.counters]));
            device.counters = use;
        }
        newIndex[d] = next;
        if (next != d)
            inv.m_devices[next] = std::move(device);
        ++next;
    }
    inv.m_devices.resize(next);
    inv.m_counterUses = std::move(uses);
    QList<Gpu> gpus;
    gpus.reserve(inv.m_gpus.size());
    for (Gpu &gpu : inv.m_gpus) {
        QList<int> devices;
        for (const int d : std::as_const(gpu.devices))
            if (newIndex[d] >= 0)
                devices.append(newIndex[d]);
        if (devices.isEmpty())
            continue;
        gpu.devices = std::move(devices);
        gpus.append(std::move(gpu));
    }
    // In the order of their first devices, as they would have been made.
    std::stable_sort(gpus.begin(), gpus.end(), [](const Gpu &a, const Gpu &b) {
        return a.devices.first() < b.devices.first();
    });
    inv.m_gpus = std::move(gpus);
    // Device indexes, now moved; no device comes after the pools settle in this reader.
    m_gpuIndex.clear();
    m_capacityOwners.clear();
    m_sliceDevices.clear();
}

void InventoryBuilder::shareAttributes(const QString &driver, DeviceRecord &record)
{
    if (record.attributesShared)
        return;
    record.attributesShared = true;
    QList<std::pair<QString, Attribute>> &attributes = record.attributes;
    if (!record.namesQualified) {
        for (auto &attribute : attributes)
            attribute.first = qualifiedName(driver, attribute.first);
    }
    // Qualifying bare names can reorder them; a later duplicate ("x" and "<driver>/x") wins, as
    // it does when the scheduler builds its CEL map.
    // A stable insertion sort: the input is sorted by the names as written, so only the few
    // names that qualifying moves are out of place.
    const auto byName = [](const auto &a, const auto &b) { return a.first < b.first; };
    for (auto it = attributes.begin(); it != attributes.end(); ++it) {
        if (it == attributes.begin() || !byName(*it, *(it - 1)))
            continue;
        std::rotate(std::upper_bound(attributes.begin(), it, *it, byName), it, it + 1);
    }
    for (qsizetype i = attributes.size() - 1; i > 0; --i)
        if (attributes.at(i - 1).first == attributes.at(i).first)
            attributes.remove(i - 1);
    if (attributes.isEmpty())
        return;
    // A fleet repeats a device's attributes on every node (the same GPU model in the same PCI
    // slot): an equal list already read is shared, implicitly, instead of held again (issue 37:
    // 1.2 million devices).
    shareEqual(m_sharedAttributes, attributesHash(attributes), attributes, {},
               [](QList<std::pair<QString, Attribute>> &kept) { kept.squeeze(); });
}

void InventoryBuilder::shareCapacity(Device &device)
{
    // The same capacity on every GPU of a model: one map, shared.
    if (!device.capacity.isEmpty()) {
        const size_t hash = capacityHash(device.capacity);
        bool shared = false;
        for (auto it = m_capacityOwners.constFind(hash);
             it != m_capacityOwners.cend() && it.key() == hash; ++it) {
            const Device &owner = m_inv.m_devices[*it];
            if (owner.capacity == device.capacity) {
                device.capacity = owner.capacity;
                shared = true;
                break;
            }
        }
        if (!shared)
            m_capacityOwners.insert(hash, int(m_inv.m_devices.size()));
    }
}

void InventoryBuilder::endSlice(qsizetype sliceIndex)
{
    if (const int unknownForms = m_unknownForms[sliceIndex]; unknownForms > 0) {
        m_inv.m_warnings << Tr::tr("slice %1: %2 attributes in a form this version does not "
                                   "read were skipped")
                                .arg(m_inv.m_slices[sliceIndex].name,
                                     QString::number(unknownForms));
    }
}

QString taintText(const QString &key, const QString &value, const QString &effect)
{
    if (value.isEmpty())
        return key + QLatin1Char(':') + effect;
    return key + QLatin1Char('=') + value + QLatin1Char(':') + effect;
}

void InventoryBuilder::addHolder(const QString &driver, const QString &pool, const QString &device,
                                 const QString &holder)
{
    QStringList &list = m_holders[driver + QLatin1Char('/') + pool + QLatin1Char('/') + device];
    if (!list.contains(holder))
        list << holder;
}

void InventoryBuilder::settleCounters()
{
    // What the devices in use consume of their counter sets, what is left, and for each device
    // whether it is in use, free, or free but past what is left (issue 33, partitions). The
    // allocator's own accounting decides allocations; this is what the inventory shows.
    Inventory &inv = m_inv;
    struct Amounts
    {
        QList<std::optional<Cel::Quantity>> total;
        QList<std::optional<Cel::Quantity>> used;
    };
    QList<Amounts> amounts(inv.m_counterSets.size());
    for (qsizetype i = 0; i < inv.m_counterSets.size(); ++i) {
        for (const CounterSet::Counter &c : std::as_const(inv.m_counterSets[i].counters)) {
            amounts[i].total << Cel::Quantity::parse(c.total);
            amounts[i].used << Cel::Quantity::parse(u"0");
        }
    }
    const auto setOf = [this](const Device &device, const QString &set) {
        return m_counterSetIndex.value(
            device.driver + QChar(u'\n') + device.pool + QChar(u'\n') + set, -1);
    };
    const auto counterOf = [&inv](int set, const QString &name) -> qsizetype {
        const QList<CounterSet::Counter> &counters = inv.m_counterSets[set].counters;
        for (qsizetype c = 0; c < counters.size(); ++c)
            if (counters[c].name == name)
                return c;
        return -1;
    };
    for (const Device &device : std::as_const(inv.m_devices)) {
        if (device.counters < 0 || device.heldBy.isEmpty())
            continue;
        for (const CounterConsumption &use : inv.m_counterUses[device.counters]) {
            const int set = setOf(device, use.counterSet);
            if (set < 0)
                continue;
            for (const auto &[name, quantity] : use.counters) {
                const qsizetype c = counterOf(set, name);
                const std::optional<Cel::Quantity> q = Cel::Quantity::parse(quantity);
                if (c < 0 || !q || !amounts[set].used[c])
                    continue;
                amounts[set].used[c] = amounts[set].used[c]->add(*q);
            }
        }
    }
    for (qsizetype i = 0; i < inv.m_counterSets.size(); ++i) {
        QList<CounterSet::Counter> &counters = inv.m_counterSets[i].counters;
        for (qsizetype c = 0; c < counters.size(); ++c) {
            const std::optional<Cel::Quantity> &total = amounts[i].total[c];
            const std::optional<Cel::Quantity> &used = amounts[i].used[c];
            counters[c].used = used ? used->toString() : QString();
            const std::optional<Cel::Quantity> left =
                total && used ? total->sub(*used) : std::nullopt;
            counters[c].left = left ? left->toString() : QString();
            if (used && used->sign() == 0)
                counters[c].left = counters[c].total; // nothing in use: as published
        }
    }
    for (Device &device : inv.m_devices) {
        if (!device.heldBy.isEmpty()) {
            device.state = DeviceState::InUse;
            continue;
        }
        device.state = DeviceState::Free;
        if (device.counters < 0)
            continue;
        for (const CounterConsumption &use : inv.m_counterUses[device.counters]) {
            const int set = setOf(device, use.counterSet);
            if (set < 0)
                continue;
            for (const auto &[name, quantity] : use.counters) {
                const qsizetype c = counterOf(set, name);
                const std::optional<Cel::Quantity> q = Cel::Quantity::parse(quantity);
                if (c < 0 || !q || !amounts[set].total[c] || !amounts[set].used[c])
                    continue;
                const std::optional<Cel::Quantity> left =
                    amounts[set].total[c]->sub(*amounts[set].used[c]);
                if (left && left->compare(*q) < 0)
                    device.state = DeviceState::NoFit;
            }
        }
    }
}

Inventory InventoryBuilder::finish()
{
    Inventory &inv = m_inv;
    if (!m_holders.isEmpty()) {
        for (Device &d : inv.m_devices) {
            const auto it = m_holders.constFind(d.driver + QLatin1Char('/') + d.pool +
                                                QLatin1Char('/') + d.name);
            if (it != m_holders.constEnd())
                d.heldBy = *it;
        }
    }
    settleCounters();
    for (Gpu &gpu : inv.m_gpus) {
        for (const int d : std::as_const(gpu.devices)) {
            for (const QString &h : std::as_const(inv.m_devices[d].heldBy))
                if (!gpu.heldBy.contains(h))
                    gpu.heldBy << h;
            for (const QString &t : std::as_const(inv.m_devices[d].taints))
                if (!gpu.taints.contains(t))
                    gpu.taints << t;
        }
        gpu.heldBy.sort();
        gpu.taints.sort();
    }
    // What each GPU says, from its devices.
    // Qualified name -> bare name, shared across GPUs. Keyed by the interned name's data: every
    // attribute name went through qualifiedName(), so equal names share it.
    QHash<const QChar *, QString> bareCapabilities;
    QHash<QStringList, QStringList> sharedLists;
    for (Gpu &gpu : inv.m_gpus) {
        QString likenName;
        gpu.drivers.reserve(gpu.devices.size());
        // A device of an unknown driver that shares its counter set with a device that
        // consumes more of it is a partition of that device's GPU (KEP 4815's shape).
        if (gpu.standalone && gpu.devices.size() > 1)
            markPartitions(gpu);
        bool anyGpu = false;
        bool whole = false;
        bool healthKnown = false;
        int identity = -1; ///< the device the Product column reads, by identityRank()
        int identityRankSeen = 99;
        gpu.health = Health::Unknown;
        for (int d : std::as_const(gpu.devices)) {
            const Device &device = inv.m_devices[d];
            if (!gpu.drivers.contains(device.driver))
                gpu.drivers.append(device.driver);
            gpu.poolIncomplete = gpu.poolIncomplete || device.poolIncomplete;
            anyGpu = anyGpu || device.kind != DeviceKind::Other;
            whole = whole || device.kind == DeviceKind::Gpu;
            if (device.kind == DeviceKind::Partition) {
                ++gpu.partitions;
                gpu.partitionsInUse += device.state == DeviceState::InUse;
                gpu.partitionsFree += device.state == DeviceState::Free;
            }
            switch (deviceHealth(device)) {
            case Health::Unhealthy:
                gpu.health = Health::Unhealthy;
                break;
            case Health::Healthy:
                healthKnown = true;
                break;
            case Health::Unknown:
            case Health::Invalid:
                break;
            }
            const DriverProfile *profile = profileOf(device.driver);
            const int rank = !profile ? 1 : profile->vendorNeutral ? 2 : 0;
            if (rank < identityRankSeen && device.kind != DeviceKind::Partition) {
                identity = d;
                identityRankSeen = rank;
            }
            if (device.driver == LikenDriver) {
                if (gpu.renderNode.isEmpty() && findTrue(device, kLikenRenderNode)) {
                    gpu.renderNode = device.name;
                    likenName = findString(device, kLikenName).value_or(likenName);
                }
            } else if (device.driver == MediaDriver &&
                       gpu.capabilityState == CapabilityState::NotPublished) {
                gpu.vaDriver = findString(device, kMediaVaDriver);
                // spec "When a GPU states false": only a missing vaDriver marks a failed query.
                gpu.capabilityState =
                    gpu.vaDriver ? CapabilityState::Known : CapabilityState::QueryFailed;
                if (gpu.vaDriver)
                    gpu.capabilities.reserve(device.attributes.size());
                for (const auto &[key, value] : device.attributes) {
                    if (!key.startsWith(kMediaPrefix))
                        continue;
                    const QStringView bare = QStringView(key).mid(kMediaPrefix.size());
                    if (!isCapabilityName(bare) || value.type != AttributeType::Bool)
                        continue;
                    ++gpu.capabilityAttributes;
                    if (value.boolValue && gpu.vaDriver) {
                        auto it = bareCapabilities.constFind(key.constData());
                        if (it == bareCapabilities.constEnd())
                            it = bareCapabilities.insert(key.constData(), bare.toString());
                        gpu.capabilities.append(*it);
                    }
                }
                if (likenName.isEmpty())
                    likenName = findString(device, kMediaName).value_or(QString());
            }
        }
        if (gpu.health == Health::Unknown && healthKnown)
            gpu.health = Health::Healthy;
        gpu.kind = anyGpu ? DeviceKind::Gpu : DeviceKind::Other;
        gpu.partitioned = gpu.partitions > 0 && (gpu.partitionsInUse > 0 || !whole);
        if (gpu.kind == DeviceKind::Gpu)
            ++inv.m_gpuCount;
        // The product as the GPU's most specific driver names it: a vendor's driver before an
        // unknown one, before liken's render node name.
        if (identity < 0 && !gpu.devices.isEmpty())
            identity = gpu.devices.first();
        if (identity >= 0) {
            const Device &device = inv.m_devices[identity];
            if (device.driver == LikenDriver || device.driver == MediaDriver)
                gpu.product = likenName;
            else
                gpu.product = rawField(device, Column::Product).value_or(QString());
        }
        if (gpu.product.isEmpty())
            gpu.product = likenName;
        // The same lists on most GPUs of a fleet: one copy, shared.
        for (QStringList *list : {&gpu.capabilities, &gpu.drivers}) {
            if (list->isEmpty())
                continue;
            const auto it = sharedLists.constFind(*list);
            if (it != sharedLists.constEnd())
                *list = *it;
            else
                sharedLists.insert(*list, *list);
        }
    }

    sortGpus();
    for (const Gpu &gpu : std::as_const(inv.m_gpus))
        nodeFor(gpu.nodeName);
    std::sort(inv.m_nodes.begin(), inv.m_nodes.end(),
              [](const Node &a, const Node &b) { return a.name < b.name; });
    inv.m_nodeIndex.clear();
    for (int i = 0; i < inv.m_nodes.size(); ++i)
        inv.m_nodeIndex.insert(inv.m_nodes[i].name, i);
    for (int g = 0; g < inv.m_gpus.size(); ++g) {
        Node &node = inv.m_nodes[inv.m_nodeIndex.value(inv.m_gpus[g].nodeName)];
        (inv.m_gpus[g].isGpu() ? node.gpus : node.others).append(g);
        node.poolIncomplete = node.poolIncomplete || inv.m_gpus[g].poolIncomplete;
    }
    for (qsizetype s = 0; s < inv.m_slices.size(); ++s) {
        if (!inv.m_slices[s].stale)
            inv.m_pools[m_slicePool[s]].devices += inv.m_slices[s].devices;
    }
    return std::move(m_inv);
}

void InventoryBuilder::sortGpus()
{
    // Stable order: nodes by name; per node the GPUs by PCI address, standalone ones after
    // them, then the other devices. A node's name is one interned string (addSlice), so its
    // data names it: the names are sorted once, and the GPUs by their node's rank, then by the
    // rest within a node (a few each). Half a million GPUs sorted as values compared names
    // twenty times each and moved every GPU as often (issue 37).
    QList<Gpu> &gpus = m_inv.m_gpus;
    QHash<const QChar *, int> nodeOf;
    QList<QString> names;
    QList<std::pair<int, int>> keys; // (the node's rank, the GPU)
    keys.reserve(gpus.size());
    const QChar *lastNode = nullptr;
    int last = -1;
    for (int g = 0; g < gpus.size(); ++g) {
        const QChar *node = gpus[g].nodeName.constData();
        if (node != lastNode) {
            lastNode = node;
            auto it = nodeOf.constFind(node);
            if (it == nodeOf.cend()) {
                it = nodeOf.insert(node, int(names.size()));
                names.append(gpus[g].nodeName);
            }
            last = *it;
        }
        keys.append({last, g});
    }
    QList<int> byName(names.size());
    std::iota(byName.begin(), byName.end(), 0);
    std::sort(byName.begin(), byName.end(), [&names](int a, int b) { return names[a] < names[b]; });
    QList<int> rank(names.size());
    for (int r = 0; r < byName.size(); ++r)
        rank[byName[r]] = r;
    for (auto &[node, g] : keys)
        node = rank[node];
    const auto before = [this, &gpus](const std::pair<int, int> &x, const std::pair<int, int> &y) {
        if (x.first != y.first)
            return x.first < y.first;
        const Gpu &a = gpus[x.second];
        const Gpu &b = gpus[y.second];
        if (a.isGpu() != b.isGpu())
            return a.isGpu();
        if (a.standalone != b.standalone)
            return b.standalone;
        if (const int byBus = QString::compare(a.pciBusId, b.pciBusId))
            return byBus < 0;
        if (const int byName = QString::compare(m_inv.m_devices[a.devices.first()].name,
                                                m_inv.m_devices[b.devices.first()].name))
            return byName < 0;
        return x.second < y.second; // else as read
    };
    // Slices as kubectl lists them (by name, which starts with the node's) come in this order.
    if (std::is_sorted(keys.cbegin(), keys.cend(), before))
        return;
    std::sort(keys.begin(), keys.end(), before);
    // Position p takes the GPU at keys[p].second: each cycle of that permutation in place.
    for (int p = 0; p < keys.size(); ++p) {
        if (keys[p].second < 0 || keys[p].second == p)
            continue;
        Gpu held = std::move(gpus[p]);
        int at = p;
        for (;;) {
            const int from = std::exchange(keys[at].second, -1);
            if (from == p) {
                gpus[at] = std::move(held);
                break;
            }
            gpus[at] = std::move(gpus[from]);
            at = from;
        }
    }
}

void InventoryBuilder::markPartitions(Gpu &gpu)
{
    // Devices of drivers the table does not know, grouped by one counter set: the one that
    // consumes the most of it is the whole GPU, the others that consume less are partitions.
    Inventory &inv = m_inv;
    int whole = -1;
    double wholeAmount = -1;
    const auto amountOf = [&inv](const Device &device) {
        double sum = 0;
        if (device.counters < 0)
            return sum;
        for (const CounterConsumption &use : inv.m_counterUses[device.counters])
            for (const auto &[name, quantity] : use.counters)
                if (const auto q = Cel::Quantity::parse(quantity))
                    sum += q->asApproximateFloat();
        return sum;
    };
    for (const int d : std::as_const(gpu.devices)) {
        const Device &device = inv.m_devices[d];
        if (profileOf(device.driver) || device.kind != DeviceKind::Gpu)
            continue;
        const double amount = amountOf(device);
        if (amount > wholeAmount) {
            whole = d;
            wholeAmount = amount;
        }
    }
    if (whole < 0)
        return;
    for (const int d : std::as_const(gpu.devices)) {
        Device &device = inv.m_devices[d];
        if (d != whole && !profileOf(device.driver) && device.kind == DeviceKind::Gpu &&
            amountOf(device) < wholeAmount)
            device.kind = DeviceKind::Partition;
    }
}

} // namespace Internal

// ---------------------------------------------------------------------------------------------
// The QJsonObject reader.

namespace {

const QLatin1String kCounters("counters");

/// {"name": {"value": quantity}}, as sharedCounters and consumesCounters write counters.
CounterAmounts counterAmounts(const QJsonObject &counters)
{
    CounterAmounts out;
    out.reserve(counters.size());
    for (auto it = counters.constBegin(); it != counters.constEnd(); ++it) {
        const QJsonValue value = it.value().toObject().value(QLatin1String("value"));
        out.append(
            {it.key(), value.isDouble() ? QString::number(value.toInteger()) : value.toString()});
    }
    return out;
}

void readAttribute(const QString &key, const QJsonValue &json, Internal::InventoryBuilder &builder,
                   Internal::DeviceRecord &device)
{
    // Lookups by Latin-1 name allocate nothing; this runs for every attribute of every device.
    std::optional<Attribute> attr;
    const QJsonObject value = json.toObject();
    if (value.size() == 1) {
        if (const QJsonValue v = value.value(QLatin1String("bool")); v.isBool())
            attr = Internal::attributeFromBool(QLatin1StringView("bool"), v.toBool());
        else if (const QJsonValue v = value.value(QLatin1String("string")); v.isString())
            attr = Internal::attributeFromString(QLatin1StringView("string"),
                                                 builder.intern(v.toString()));
        else if (const QJsonValue v = value.value(QLatin1String("int")); v.isDouble())
            attr = Internal::attributeFromNumber(QLatin1StringView("int"), v.toInteger());
        else if (const QJsonValue v = value.value(QLatin1String("version")); v.isString())
            attr = Internal::attributeFromString(QLatin1StringView("version"),
                                                 builder.intern(v.toString()));
    }
    if (!attr) {
        ++device.unknownForms;
        return;
    }
    device.attributes.append({key, std::move(*attr)});
}

} // namespace

Inventory Inventory::build(const Kube::ClusterSnapshot &snapshot)
{
    return build(snapshot.nodes(), snapshot.resourceSlices(), snapshot.resourceClaims());
}

Inventory Inventory::build(const QList<QJsonObject> &nodeObjects,
                           const QList<QJsonObject> &sliceObjects,
                           const QList<QJsonObject> &claimObjects)
{
    Internal::InventoryBuilder builder;
    for (const QJsonObject &object : nodeObjects) {
        const QJsonObject meta = object.value(kMetadata).toObject();
        const QJsonObject labels = meta.value(QLatin1String("labels")).toObject();
        Internal::NodeRecord node;
        node.name = meta.value(kName).toString();
        const QJsonValue present = labels.value(QLatin1String("nvidia.com/gpu.present"));
        if (present.isString())
            node.gpuPresentLabel = present.toString();
        const QJsonValue product = labels.value(QLatin1String("nvidia.com/gpu.product"));
        if (product.isString())
            node.gpuProductLabel = product.toString();
        builder.addNode(std::move(node));
    }

    for (const QJsonObject &object : sliceObjects) {
        const QJsonObject spec = object.value(kSpec).toObject();
        const QJsonObject meta = object.value(kMetadata).toObject();
        const QJsonObject pool = spec.value(QLatin1String("pool")).toObject();
        Internal::SliceRecord slice;
        slice.name = meta.value(kName).toString();
        slice.apiVersion = object.value(QLatin1String("apiVersion")).toString();
        slice.driver = spec.value(QLatin1String("driver")).toString();
        slice.nodeName = spec.value(QLatin1String("nodeName")).toString();
        slice.pool = pool.value(kName).toString();
        slice.generation = pool.value(QLatin1String("generation")).toInteger();
        slice.resourceSliceCount = pool.value(QLatin1String("resourceSliceCount")).toInteger();
        slice.devices = int(spec.value(QLatin1String("devices")).toArray().size());
        slice.creationTimestamp = meta.value(QLatin1String("creationTimestamp")).toString();
        for (const QJsonValue &set : spec.value(QLatin1String("sharedCounters")).toArray()) {
            const QJsonObject object = set.toObject();
            slice.sharedCounters.append({object.value(kName).toString(),
                                         counterAmounts(object.value(kCounters).toObject())});
        }
        builder.addSlice(std::move(slice));
    }
    builder.settlePools();

    for (qsizetype s = 0; s < sliceObjects.size(); ++s) {
        if (!builder.isCurrent(s))
            continue;
        const bool wrapped = Internal::InventoryBuilder::wrapsDevices(builder.slice(s).apiVersion);
        const QJsonArray devices =
            sliceObjects[s].value(kSpec).toObject().value(QLatin1String("devices")).toArray();
        for (const QJsonValue &value : devices) {
            const QJsonObject object = value.toObject();
            const QJsonObject body =
                wrapped ? object.value(QLatin1String("basic")).toObject() : object;
            Internal::DeviceRecord device;
            device.name = object.value(kName).toString();
            device.allowMultipleAllocations =
                body.value(QLatin1String("allowMultipleAllocations")).toBool();
            const QJsonObject attrs = body.value(kAttributes).toObject();
            device.attributes.reserve(attrs.size());
            for (auto it = attrs.constBegin(); it != attrs.constEnd(); ++it)
                readAttribute(it.key(), it.value(), builder, device);
            const QJsonObject cap = body.value(kCapacity).toObject();
            for (auto it = cap.constBegin(); it != cap.constEnd(); ++it) {
                const QJsonValue quantity = it.value().toObject().value(QLatin1String("value"));
                device.capacity.append({it.key(), quantity.isDouble()
                                                      ? QString::number(quantity.toInteger())
                                                      : quantity.toString()});
            }
            for (const QJsonValue &c : body.value(QLatin1String("consumesCounters")).toArray()) {
                const QJsonObject object = c.toObject();
                device.consumes.append(
                    CounterConsumption{object.value(QLatin1String("counterSet")).toString(),
                                       counterAmounts(object.value(kCounters).toObject())});
            }
            for (const QJsonValue &t : body.value(QLatin1String("taints")).toArray()) {
                const QJsonObject taint = t.toObject();
                device.taints << Internal::taintText(
                    taint.value(QLatin1String("key")).toString(),
                    taint.value(QLatin1String("value")).toString(),
                    taint.value(QLatin1String("effect")).toString());
            }
            builder.addDevice(s, std::move(device));
        }
        builder.endSlice(s);
    }
    // Who holds each device (issue 15 section 4).
    for (const QJsonObject &claim : claimObjects) {
        const QJsonObject meta = claim.value(kMetadata).toObject();
        const QString holder = meta.value(QLatin1String("namespace")).toString() +
                               QLatin1Char('/') + meta.value(kName).toString();
        const QJsonArray results = claim.value(QLatin1String("status"))
                                       .toObject()
                                       .value(QLatin1String("allocation"))
                                       .toObject()
                                       .value(QLatin1String("devices"))
                                       .toObject()
                                       .value(QLatin1String("results"))
                                       .toArray();
        for (const QJsonValue &v : results) {
            const QJsonObject r = v.toObject();
            builder.addHolder(r.value(QLatin1String("driver")).toString(),
                              r.value(QLatin1String("pool")).toString(),
                              r.value(QLatin1String("device")).toString(), holder);
        }
    }
    return builder.finish();
}

QList<CounterConsumption> Inventory::counterUses(const Device &device) const
{
    if (device.counters < 0 || device.counters >= m_counterUses.size())
        return {};
    return m_counterUses[device.counters];
}

QList<const CounterSet *> Inventory::counterSets(const Gpu &gpu) const
{
    QList<const CounterSet *> sets;
    for (const int d : gpu.devices) {
        const Device &device = m_devices[d];
        if (device.counters < 0)
            continue;
        for (const CounterConsumption &use : m_counterUses[device.counters]) {
            for (const CounterSet &set : m_counterSets) {
                if (set.name == use.counterSet && set.pool == device.pool &&
                    set.driver == device.driver && !sets.contains(&set))
                    sets << &set;
            }
        }
    }
    return sets;
}

const Node *Inventory::node(const QString &name) const
{
    const auto it = m_nodeIndex.constFind(name);
    return it == m_nodeIndex.constEnd() ? nullptr : &m_nodes[*it];
}

QJsonObject Inventory::gpuToJson(const Gpu &gpu, bool deviceDetail) const
{
    // The shape has one writer (dra/gpujson.h); this reads its text back for callers that want
    // a value to inspect or nest.
    Doc::JsonStream out(1024);
    writeGpuJson(out, *this, gpu, deviceDetail);
    return QJsonDocument::fromJson(out.take()).object();
}

QJsonObject Inventory::toJson() const
{
    QJsonArray nodes;
    for (const Node &node : m_nodes) {
        QJsonObject labels;
        if (node.gpuPresentLabel)
            labels.insert(QStringLiteral("nvidia.com/gpu.present"), *node.gpuPresentLabel);
        if (node.gpuProductLabel)
            labels.insert(QStringLiteral("nvidia.com/gpu.product"), *node.gpuProductLabel);
        QJsonArray gpus;
        for (int g : node.gpus)
            gpus.append(gpuToJson(m_gpus[g]));
        QJsonObject out{
            {QStringLiteral("name"), node.name},
            {QStringLiteral("labels"), labels},
            {QStringLiteral("gpus"), gpus},
        };
        // Devices that are not GPUs (IMEX channels, NICs), apart from them (issue 33).
        if (!node.others.isEmpty()) {
            QJsonArray others;
            for (int o : node.others)
                others.append(gpuToJson(m_gpus[o]));
            out.insert(QStringLiteral("otherDevices"), others);
        }
        if (!node.hasNodeObject)
            out.insert(QStringLiteral("nodeObject"), false);
        if (node.poolIncomplete)
            out.insert(QStringLiteral("poolIncomplete"), true);
        nodes.append(out);
    }
    QJsonArray pools;
    for (const Pool &p : m_pools) {
        pools.append(QJsonObject{
            {QStringLiteral("driver"), p.driver},
            {QStringLiteral("name"), p.name},
            {QStringLiteral("node"), p.nodeName},
            {QStringLiteral("generation"), p.generation},
            {QStringLiteral("resourceSliceCount"), p.resourceSliceCount},
            {QStringLiteral("slices"), QJsonArray::fromStringList(p.slices)},
            {QStringLiteral("staleSlices"), p.staleSlices},
            {QStringLiteral("devices"), p.devices},
            {QStringLiteral("incomplete"), p.incomplete},
        });
    }
    return QJsonObject{
        {QStringLiteral("apiVersions"), QJsonArray::fromStringList(m_apiVersions)},
        {QStringLiteral("nodeCount"), int(m_nodes.size())},
        {QStringLiteral("gpuCount"), int(m_gpus.size())},
        {QStringLiteral("deviceCount"), int(m_devices.size())},
        {QStringLiteral("nodes"), nodes},
        {QStringLiteral("pools"), pools},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(m_warnings)},
    };
}

} // namespace Accel::Dra
