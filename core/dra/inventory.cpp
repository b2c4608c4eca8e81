// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "inventory.h"

#include "kube/snapshot.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace Accel::Dra {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Accel::Dra)
};

const QLatin1String kSpec("spec");
const QLatin1String kMetadata("metadata");
const QLatin1String kName("name");
const QLatin1String kAttributes("attributes");
const QLatin1String kCapacity("capacity");

/// Shares one QString per distinct name or value: 32,000 devices repeat the same few hundred
/// attribute names and values, so interning keeps the model a fraction of the document's size.
class Interner
{
public:
    QString operator()(const QString &text)
    {
        auto it = m_strings.constFind(text);
        if (it != m_strings.constEnd())
            return *it;
        m_strings.insert(text, text);
        return text;
    }

private:
    QHash<QString, QString> m_strings;
};

QString qualified(const QString &key, const QString &driver)
{
    return key.contains(QLatin1Char('/')) ? key : driver + QLatin1Char('/') + key;
}

std::optional<Attribute> parseAttribute(const QJsonObject &value, Interner &intern)
{
    // Lookups by Latin-1 name allocate nothing; this runs for every attribute of every device.
    if (value.size() != 1)
        return std::nullopt;
    Attribute attr;
    if (const QJsonValue v = value.value(QLatin1String("bool")); v.isBool()) {
        attr.type = AttributeType::Bool;
        attr.boolValue = v.toBool();
    } else if (const QJsonValue v = value.value(QLatin1String("string")); v.isString()) {
        attr.type = AttributeType::String;
        attr.text = intern(v.toString());
    } else if (const QJsonValue v = value.value(QLatin1String("int")); v.isDouble()) {
        attr.type = AttributeType::Int;
        attr.intValue = v.toInteger();
    } else if (const QJsonValue v = value.value(QLatin1String("version")); v.isString()) {
        attr.type = AttributeType::Version;
        attr.text = intern(v.toString());
    } else {
        return std::nullopt;
    }
    return attr;
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

Inventory Inventory::build(const Kube::ClusterSnapshot &snapshot)
{
    return build(snapshot.nodes(), snapshot.resourceSlices());
}

Inventory Inventory::build(const QList<QJsonObject> &nodeObjects,
                           const QList<QJsonObject> &sliceObjects)
{
    Inventory inv;
    Interner intern;

    // Nodes and the labels that matter (issue 6, section 3).
    auto nodeFor = [&inv, &intern](const QString &name) -> Node & {
        auto it = inv.m_nodeIndex.constFind(name);
        if (it != inv.m_nodeIndex.constEnd())
            return inv.m_nodes[*it];
        inv.m_nodeIndex.insert(name, int(inv.m_nodes.size()));
        Node node;
        node.name = intern(name);
        inv.m_nodes.append(node);
        return inv.m_nodes.last();
    };
    for (const QJsonObject &object : nodeObjects) {
        const QJsonObject meta = object.value(kMetadata).toObject();
        Node &node = nodeFor(meta.value(kName).toString());
        node.hasNodeObject = true;
        const QJsonObject labels = meta.value(QLatin1String("labels")).toObject();
        const QJsonValue present = labels.value(QLatin1String("nvidia.com/gpu.present"));
        if (present.isString())
            node.gpuPresentLabel = present.toString();
        const QJsonValue product = labels.value(QLatin1String("nvidia.com/gpu.product"));
        if (product.isString())
            node.gpuProductLabel = product.toString();
    }

    // Slices, and the highest generation of each pool (k8s NOTES: consumers use only those).
    inv.m_slices.reserve(sliceObjects.size());
    QHash<QString, int> poolIndex;
    for (const QJsonObject &object : sliceObjects) {
        const QJsonObject spec = object.value(kSpec).toObject();
        const QJsonObject meta = object.value(kMetadata).toObject();
        const QJsonObject pool = spec.value(QLatin1String("pool")).toObject();
        Slice slice;
        slice.name = meta.value(kName).toString();
        slice.apiVersion = intern(object.value(QLatin1String("apiVersion")).toString());
        slice.driver = intern(spec.value(QLatin1String("driver")).toString());
        slice.nodeName = intern(spec.value(QLatin1String("nodeName")).toString());
        slice.pool = intern(pool.value(kName).toString());
        slice.generation = pool.value(QLatin1String("generation")).toInteger();
        slice.devices = int(spec.value(QLatin1String("devices")).toArray().size());
        slice.creationTimestamp = meta.value(QLatin1String("creationTimestamp")).toString();
        if (!inv.m_apiVersions.contains(slice.apiVersion))
            inv.m_apiVersions.append(slice.apiVersion);

        const QString key = poolKey(slice.driver, slice.pool);
        auto it = poolIndex.constFind(key);
        if (it == poolIndex.constEnd()) {
            it = poolIndex.insert(key, int(inv.m_pools.size()));
            Pool p;
            p.driver = slice.driver;
            p.name = slice.pool;
            p.nodeName = slice.nodeName;
            p.generation = slice.generation;
            inv.m_pools.append(p);
        }
        Pool &p = inv.m_pools[*it];
        if (slice.generation > p.generation) {
            p.staleSlices += int(p.slices.size());
            p.slices.clear();
            p.generation = slice.generation;
        }
        if (slice.generation == p.generation) {
            p.slices.append(slice.name);
            p.resourceSliceCount = pool.value(QLatin1String("resourceSliceCount")).toInteger();
            if (!slice.nodeName.isEmpty())
                p.nodeName = slice.nodeName;
        } else {
            ++p.staleSlices;
        }
        inv.m_slices.append(slice);
    }
    std::sort(inv.m_apiVersions.begin(), inv.m_apiVersions.end());
    for (Pool &p : inv.m_pools) {
        p.incomplete = p.slices.size() < p.resourceSliceCount;
        if (p.incomplete) {
            inv.m_warnings << Tr::tr("pool %1 of driver %2 is incomplete: %3 of %4 slices at "
                                     "generation %5")
                                  .arg(p.name, p.driver, QString::number(p.slices.size()),
                                       QString::number(p.resourceSliceCount),
                                       QString::number(p.generation));
        }
    }

    // Devices, normalised across v1, v1beta2 and v1beta1 (which wraps them in `basic`), joined
    // per node and pciBusID through one hash.
    QHash<QString, int> gpuIndex;
    QHash<QString, QHash<QString, QString>> qualifiedNames;
    for (qsizetype s = 0; s < sliceObjects.size(); ++s) {
        Slice &slice = inv.m_slices[s];
        const Pool &pool = inv.m_pools[poolIndex.value(poolKey(slice.driver, slice.pool))];
        if (slice.generation != pool.generation) {
            slice.stale = true;
            continue;
        }
        const bool wrapped = slice.apiVersion == QLatin1String("resource.k8s.io/v1beta1");
        // Slice key -> fully qualified interned name, per driver (bare names depend on it).
        QHash<QString, QString> &names = qualifiedNames[slice.driver];
        const QJsonArray devices =
            sliceObjects[s].value(kSpec).toObject().value(QLatin1String("devices")).toArray();
        int unknownForms = 0;
        for (const QJsonValue &value : devices) {
            const QJsonObject object = value.toObject();
            const QJsonObject body =
                wrapped ? object.value(QLatin1String("basic")).toObject() : object;
            Device device;
            device.name = object.value(kName).toString();
            device.driver = slice.driver;
            device.pool = slice.pool;
            device.slice = slice.name;
            device.nodeName = slice.nodeName;
            device.poolIncomplete = pool.incomplete;
            device.allowMultipleAllocations =
                body.value(QLatin1String("allowMultipleAllocations")).toBool();
            const QJsonObject attrs = body.value(kAttributes).toObject();
            device.attributes.reserve(attrs.size());
            for (auto it = attrs.constBegin(); it != attrs.constEnd(); ++it) {
                std::optional<Attribute> attr = parseAttribute(it.value().toObject(), intern);
                if (!attr) {
                    ++unknownForms;
                    continue;
                }
                const QString key = it.key();
                auto name = names.constFind(key);
                if (name == names.constEnd())
                    name = names.insert(key, intern(qualified(key, slice.driver)));
                device.attributes.append({*name, std::move(*attr)});
            }
            // Qualifying bare names can reorder them; a later duplicate ("x" and "<driver>/x")
            // wins, as it does when the scheduler builds its CEL map.
            const auto byName = [](const auto &a, const auto &b) { return a.first < b.first; };
            if (!std::is_sorted(device.attributes.cbegin(), device.attributes.cend(), byName))
                std::stable_sort(device.attributes.begin(), device.attributes.end(), byName);
            for (qsizetype i = device.attributes.size() - 1; i > 0; --i)
                if (device.attributes[i - 1].first == device.attributes[i].first)
                    device.attributes.remove(i - 1);
            const QJsonObject cap = body.value(kCapacity).toObject();
            for (auto it = cap.constBegin(); it != cap.constEnd(); ++it) {
                const QJsonValue quantity = it.value().toObject().value(QLatin1String("value"));
                device.capacity.insert(intern(qualified(it.key(), slice.driver)),
                                       intern(quantity.isDouble()
                                                  ? QString::number(quantity.toInteger())
                                                  : quantity.toString()));
            }

            const int deviceIndex = int(inv.m_devices.size());
            const QString bus = device.pciBusId();
            int g = -1;
            if (!bus.isEmpty()) {
                const QString key = slice.nodeName + QChar(u'\n') + bus;
                g = gpuIndex.value(key, -1);
                if (g < 0) {
                    g = int(inv.m_gpus.size());
                    gpuIndex.insert(key, g);
                }
            } else {
                g = int(inv.m_gpus.size());
            }
            if (g == inv.m_gpus.size()) {
                Gpu gpu;
                gpu.nodeName = slice.nodeName;
                gpu.pciBusId = bus;
                gpu.standalone = bus.isEmpty();
                inv.m_gpus.append(gpu);
            }
            inv.m_gpus[g].devices.append(deviceIndex);
            inv.m_devices.append(std::move(device));
        }
        if (unknownForms > 0) {
            inv.m_warnings << Tr::tr("slice %1: %2 attributes in a form this version does not "
                                     "read were skipped")
                                  .arg(slice.name, QString::number(unknownForms));
        }
    }

    // What each GPU says, from its devices.
    for (Gpu &gpu : inv.m_gpus) {
        QString likenName;
        for (int d : std::as_const(gpu.devices)) {
            const Device &device = inv.m_devices[d];
            if (!gpu.drivers.contains(device.driver))
                gpu.drivers.append(device.driver);
            gpu.poolIncomplete = gpu.poolIncomplete || device.poolIncomplete;
            if (device.driver == LikenDriver) {
                if (gpu.renderNode.isEmpty() &&
                    device.boolAttribute(QStringLiteral("renderNode")).value_or(false)) {
                    gpu.renderNode = device.name;
                    likenName = device.stringAttribute(QStringLiteral("name")).value_or(likenName);
                }
            } else if (device.driver == NvidiaDriver) {
                if (gpu.product.isEmpty())
                    gpu.product =
                        device.stringAttribute(QStringLiteral("productName")).value_or(QString());
            } else if (device.driver == MediaDriver &&
                       gpu.capabilityState == CapabilityState::NotPublished) {
                gpu.vaDriver = device.stringAttribute(QStringLiteral("vaDriver"));
                // spec "When a GPU states false": only a missing vaDriver marks a failed query.
                gpu.capabilityState =
                    gpu.vaDriver ? CapabilityState::Known : CapabilityState::QueryFailed;
                const QString prefix = QString(MediaDriver) + QLatin1Char('/');
                for (const auto &[key, value] : device.attributes) {
                    if (!key.startsWith(prefix))
                        continue;
                    const QStringView bare = QStringView(key).mid(prefix.size());
                    if (!isCapabilityName(bare) || value.type != AttributeType::Bool)
                        continue;
                    ++gpu.capabilityAttributes;
                    if (value.boolValue && gpu.vaDriver)
                        gpu.capabilities.append(bare.toString());
                }
                if (likenName.isEmpty())
                    likenName = device.stringAttribute(QStringLiteral("name")).value_or(QString());
            }
        }
        if (gpu.product.isEmpty())
            gpu.product = likenName;
    }

    // Stable order: nodes by name, GPUs by node then PCI address, standalone devices last.
    std::sort(inv.m_gpus.begin(), inv.m_gpus.end(), [&inv](const Gpu &a, const Gpu &b) {
        if (a.nodeName != b.nodeName)
            return a.nodeName < b.nodeName;
        if (a.standalone != b.standalone)
            return b.standalone;
        if (a.pciBusId != b.pciBusId)
            return a.pciBusId < b.pciBusId;
        return inv.m_devices[a.devices.first()].name < inv.m_devices[b.devices.first()].name;
    });
    for (const Gpu &gpu : std::as_const(inv.m_gpus))
        nodeFor(gpu.nodeName);
    std::sort(inv.m_nodes.begin(), inv.m_nodes.end(),
              [](const Node &a, const Node &b) { return a.name < b.name; });
    inv.m_nodeIndex.clear();
    for (int i = 0; i < inv.m_nodes.size(); ++i)
        inv.m_nodeIndex.insert(inv.m_nodes[i].name, i);
    for (int g = 0; g < inv.m_gpus.size(); ++g) {
        Node &node = inv.m_nodes[inv.m_nodeIndex.value(inv.m_gpus[g].nodeName)];
        node.gpus.append(g);
        node.poolIncomplete = node.poolIncomplete || inv.m_gpus[g].poolIncomplete;
    }
    for (const Slice &slice : std::as_const(inv.m_slices)) {
        if (!slice.stale)
            inv.m_pools[poolIndex.value(poolKey(slice.driver, slice.pool))].devices +=
                slice.devices;
    }
    return inv;
}

const Node *Inventory::node(const QString &name) const
{
    const auto it = m_nodeIndex.constFind(name);
    return it == m_nodeIndex.constEnd() ? nullptr : &m_nodes[*it];
}

QJsonObject Inventory::gpuToJson(const Gpu &gpu, bool deviceDetail) const
{
    QJsonArray devices;
    for (int d : gpu.devices) {
        const Device &device = m_devices[d];
        devices.append(deviceDetail ? device.toJson()
                                    : QJsonObject{{QStringLiteral("driver"), device.driver},
                                                  {QStringLiteral("name"), device.name}});
    }
    QJsonObject out{
        {QStringLiteral("node"), gpu.nodeName},
        {QStringLiteral("pciBusID"), gpu.pciBusId},
        {QStringLiteral("renderNode"), gpu.renderNode},
        {QStringLiteral("product"), gpu.product},
        {QStringLiteral("capabilityState"), capabilityStateName(gpu.capabilityState)},
        {QStringLiteral("capabilities"), QJsonArray::fromStringList(gpu.capabilities)},
        {QStringLiteral("drivers"), QJsonArray::fromStringList(gpu.drivers)},
        {QStringLiteral("devices"), devices},
    };
    if (gpu.standalone)
        out.insert(QStringLiteral("standalone"), true);
    if (gpu.vaDriver)
        out.insert(QStringLiteral("vaDriver"), *gpu.vaDriver);
    if (gpu.capabilityState != CapabilityState::NotPublished)
        out.insert(QStringLiteral("capabilityAttributes"), gpu.capabilityAttributes);
    if (gpu.poolIncomplete)
        out.insert(QStringLiteral("poolIncomplete"), true);
    return out;
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
