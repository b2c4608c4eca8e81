// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "dra/devicecel.h"
#include "dracodes.h"
#include "dratr.h"

#include "cel/hostobject.h"
#include "dra/inventory.h"
#include "excerpt.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace Accel::Dra {

namespace {

using Cel::MemberPath;
using Cel::Value;

const Device &deviceOf(const Value &self)
{
    return *static_cast<const Device *>(self.hostData);
}

/// Compares a fully qualified name with DOMAIN + "/" + NAME without building the latter.
int compareQualified(QStringView fq, QStringView domain, QStringView name)
{
    const qsizetype n = std::min(fq.size(), domain.size());
    if (const int c = fq.first(n).compare(domain.first(n)))
        return c;
    if (fq.size() <= domain.size())
        return -1;
    const QChar sep = fq[domain.size()];
    if (sep != u'/')
        return sep < u'/' ? -1 : 1;
    return fq.sliced(domain.size() + 1).compare(name);
}

/// Whether the fully qualified name FQ lies in DOMAIN.
bool inDomain(QStringView fq, QStringView domain)
{
    return fq.size() > domain.size() && fq[domain.size()] == u'/' && fq.startsWith(domain);
}

QString domainOf(QStringView fq)
{
    const qsizetype slash = fq.indexOf(u'/');
    return slash < 0 ? QString() : fq.first(slash).toString();
}

/// The CEL value of one device attribute (version -> Semver).
Value attributeValue(const Attribute &a)
{
    switch (a.type) {
    case AttributeType::Bool:
        return Value::boolean(a.boolValue);
    case AttributeType::Int:
        return Value::integer(a.intValue);
    case AttributeType::String:
        return Value::string(a.text);
    case AttributeType::Version:
        if (const std::optional<Cel::Semver> v = Cel::Semver::parse(a.text))
            return Value::semver(*v);
        return Value::error(QStringLiteral("invalid semver: %1").arg(a.text));
    case AttributeType::Invalid:
        break;
    }
    return Value::error(QStringLiteral("invalid attribute"));
}

/// DEVICE's attribute DOMAIN/NAME, without building the qualified name; -1 when absent.
qsizetype attributeIndex(const Device &device, QStringView domain, QStringView name)
{
    const auto &attrs = device.attributes;
    const auto it = std::lower_bound(attrs.cbegin(), attrs.cend(), 0, [&](const auto &entry, int) {
        return compareQualified(entry.first, domain, name) < 0;
    });
    if (it == attrs.cend() || compareQualified(it->first, domain, name) != 0)
        return -1;
    return it - attrs.cbegin();
}

/// The capacity DOMAIN/NAME of DEVICE; cend() when absent.
QMap<QString, QString>::const_iterator capacityEntry(const Device &device, QStringView domain,
                                                     QStringView name)
{
    for (auto it = device.capacity.cbegin(); it != device.capacity.cend(); ++it) {
        if (compareQualified(it.key(), domain, name) == 0)
            return it;
    }
    return device.capacity.cend();
}

Value quantityValue(const QString &text)
{
    if (const std::optional<Cel::Quantity> q = Cel::Quantity::parse(text))
        return Value::quantity(*q);
    return Value::error(QStringLiteral("invalid quantity: %1").arg(text));
}

/// `device.attributes[domain]` and `device.capacity[domain]`: bare name -> value (Quantity for
/// capacity). The value's key is the domain.
class DomainObject final : public Cel::HostObject
{
public:
    explicit DomainObject(bool capacity)
        : m_capacity(capacity)
    {}

    QString typeName(const Value &) const override { return QStringLiteral("map"); }

    std::optional<Value> lookupMember(const Value &self, const Value &key) const override
    {
        if (key.kind != Value::Kind::String)
            return std::nullopt;
        const Device &d = deviceOf(self);
        if (m_capacity) {
            const auto it = capacityEntry(d, self.s, key.s);
            if (it == d.capacity.cend())
                return std::nullopt;
            return quantityValue(it.value());
        }
        const qsizetype k = attributeIndex(d, self.s, key.s);
        if (k < 0)
            return std::nullopt;
        return attributeValue(d.attributes[k].second);
    }

    bool hasMember(const Value &self, const Value &key) const override
    {
        if (key.kind != Value::Kind::String)
            return false;
        const Device &d = deviceOf(self);
        if (m_capacity)
            return capacityEntry(d, self.s, key.s) != d.capacity.cend();
        return attributeIndex(d, self.s, key.s) >= 0;
    }

    QList<std::pair<Value, Value>> members(const Value &self) const override
    {
        const Device &d = deviceOf(self);
        const QString &domain = self.s;
        QList<std::pair<Value, Value>> out;
        if (m_capacity) {
            for (auto it = d.capacity.cbegin(); it != d.capacity.cend(); ++it) {
                if (inDomain(it.key(), domain))
                    out.append({Value::string(it.key().sliced(domain.size() + 1)),
                                quantityValue(it.value())});
            }
            return out;
        }
        for (const auto &entry : d.attributes) {
            if (inDomain(entry.first, domain))
                out.append({Value::string(entry.first.sliced(domain.size() + 1)),
                            attributeValue(entry.second)});
        }
        return out;
    }

private:
    bool m_capacity = false;
};

const DomainObject attributeDomain(false);
const DomainObject capacityDomain(true);

/// `device.attributes` and `device.capacity`: domain -> DomainObject. An unknown domain is an
/// empty map (k8s NOTES, "CEL environment for selectors"), though `in` and has() say it is
/// absent.
class DomainsObject final : public Cel::HostObject
{
public:
    explicit DomainsObject(bool capacity)
        : m_capacity(capacity)
    {}

    QString typeName(const Value &) const override { return QStringLiteral("map"); }

    std::optional<Value> lookupMember(const Value &self, const Value &key) const override
    {
        if (key.kind != Value::Kind::String)
            return std::nullopt;
        return domain(self, key.s);
    }

    bool hasMember(const Value &self, const Value &key) const override
    {
        if (key.kind != Value::Kind::String)
            return false;
        const Device &d = deviceOf(self);
        if (m_capacity) {
            for (auto it = d.capacity.cbegin(); it != d.capacity.cend(); ++it) {
                if (inDomain(it.key(), key.s))
                    return true;
            }
            return false;
        }
        return std::any_of(d.attributes.cbegin(), d.attributes.cend(),
                           [&key](const auto &entry) { return inDomain(entry.first, key.s); });
    }

    QList<std::pair<Value, Value>> members(const Value &self) const override
    {
        const Device &d = deviceOf(self);
        QStringList domains;
        if (m_capacity) {
            for (auto it = d.capacity.cbegin(); it != d.capacity.cend(); ++it)
                domains << domainOf(it.key());
        } else {
            for (const auto &entry : d.attributes)
                domains << domainOf(entry.first);
        }
        domains.removeDuplicates();
        QList<std::pair<Value, Value>> out;
        for (const QString &name : std::as_const(domains))
            out.append({Value::string(name), domain(self, name)});
        return out;
    }

    Value domain(const Value &self, const QString &name) const
    {
        return Value::hostObject(m_capacity ? &capacityDomain : &attributeDomain, self.hostData,
                                 name);
    }

private:
    bool m_capacity = false;
};

const DomainsObject attributeDomains(false);
const DomainsObject capacityDomains(true);

/// What a member path below `device` names (MemberPath::tag).
enum class PathTag
{
    Invalid = 0, ///< nothing read in one call (a longer path, e.g. `device.driver.x`)
    Driver,
    AllowMultipleAllocations,
    Attributes,      ///< device.attributes
    Capacity,        ///< device.capacity
    AttributeDomain, ///< device.attributes[d]
    CapacityDomain,  ///< device.capacity[d]
    Attribute,       ///< device.attributes[d][n]; MemberPath::key is "d/n"
    CapacityValue,   ///< device.capacity[d][n]
};

PathTag tagOf(const MemberPath &path)
{
    return PathTag(path.tag);
}

/// `device`: a kubernetes.DRADevice with the fields driver, attributes, capacity and
/// allowMultipleAllocations.
class DeviceObject final : public Cel::HostObject
{
public:
    QString typeName(const Value &) const override
    {
        return QStringLiteral("kubernetes.DRADevice");
    }

    std::optional<Value> lookupMember(const Value &self, const Value &key) const override
    {
        if (key.kind != Value::Kind::String)
            return std::nullopt;
        const Device &d = deviceOf(self);
        if (key.s == QLatin1String("driver"))
            return Value::string(d.driver);
        if (key.s == QLatin1String("attributes"))
            return Value::hostObject(&attributeDomains, &d);
        if (key.s == QLatin1String("capacity"))
            return Value::hostObject(&capacityDomains, &d);
        if (key.s == QLatin1String("allowMultipleAllocations"))
            return Value::boolean(d.allowMultipleAllocations);
        return std::nullopt;
    }

    QList<std::pair<Value, Value>> members(const Value &self) const override
    {
        QList<std::pair<Value, Value>> out;
        for (const char *field : fields) {
            const Value key = Value::string(QString::fromLatin1(field));
            out.append({key, *lookupMember(self, key)});
        }
        return out;
    }

    qsizetype memberCount(const Value &) const override { return std::size(fields); }

    QString preparePath(MemberPath &path, int *badKey) const override
    {
        const QStringList &keys = path.keys;
        const QString &field = keys.first();
        if (std::none_of(std::begin(fields), std::end(fields),
                         [&field](const char *f) { return field == QLatin1String(f); })) {
            // `device` is an object (kubernetes.DRADevice), not a map: other fields do not
            // compile, as in the API server.
            *badKey = 0;
            return Tr::tr("undefined field '%1'").arg(excerpt(field));
        }
        const bool capacity = field == QLatin1String("capacity");
        PathTag tag = PathTag::Invalid;
        path.type.clear();
        if (keys.size() == 1) {
            if (field == QLatin1String("driver")) {
                tag = PathTag::Driver;
                path.type = QStringLiteral("string");
            } else if (field == QLatin1String("allowMultipleAllocations")) {
                tag = PathTag::AllowMultipleAllocations;
                path.type = QStringLiteral("bool");
            } else {
                tag = capacity ? PathTag::Capacity : PathTag::Attributes;
                path.type = QStringLiteral("map");
            }
        } else if (keys.size() == 2 && (capacity || field == QLatin1String("attributes"))) {
            tag = capacity ? PathTag::CapacityDomain : PathTag::AttributeDomain;
            path.type = QStringLiteral("map");
        } else if (keys.size() == 3 && (capacity || field == QLatin1String("attributes"))) {
            tag = capacity ? PathTag::CapacityValue : PathTag::Attribute;
            path.key = keys[1] + QLatin1Char('/') + keys[2];
            if (capacity)
                path.type = QStringLiteral("kubernetes.Quantity");
        }
        path.tag = int(tag);
        return {};
    }

    std::optional<Value> lookupPath(const Value &self, const MemberPath &path,
                                    int *missing) const override
    {
        const Device &d = deviceOf(self);
        switch (tagOf(path)) {
        case PathTag::Driver:
            return Value::string(d.driver);
        case PathTag::AllowMultipleAllocations:
            return Value::boolean(d.allowMultipleAllocations);
        case PathTag::Attributes:
            return Value::hostObject(&attributeDomains, &d);
        case PathTag::Capacity:
            return Value::hostObject(&capacityDomains, &d);
        case PathTag::AttributeDomain:
            return Value::hostObject(&attributeDomain, &d, path.keys[1]);
        case PathTag::CapacityDomain:
            return Value::hostObject(&capacityDomain, &d, path.keys[1]);
        case PathTag::Attribute: {
            const int k = findAttribute(d, path);
            if (k < 0) {
                *missing = 2;
                return std::nullopt;
            }
            return attributeValue(d.attributes[k].second);
        }
        case PathTag::CapacityValue: {
            const auto it = capacityEntry(d, path.keys[1], path.keys[2]);
            if (it == d.capacity.cend()) {
                *missing = 2;
                return std::nullopt;
            }
            return quantityValue(it.value());
        }
        case PathTag::Invalid:
            break;
        }
        return HostObject::lookupPath(self, path, missing);
    }

    std::optional<bool> hasPath(const Value &self, const MemberPath &path) const override
    {
        const Device &d = deviceOf(self);
        switch (tagOf(path)) {
        case PathTag::Driver:
        case PathTag::AllowMultipleAllocations:
        case PathTag::Attributes:
        case PathTag::Capacity:
            return true;
        case PathTag::AttributeDomain:
        case PathTag::CapacityDomain:
            return (tagOf(path) == PathTag::CapacityDomain ? capacityDomains : attributeDomains)
                .hasMember(self, Value::string(path.keys[1]));
        case PathTag::Attribute:
            return findAttribute(d, path) >= 0;
        case PathTag::CapacityValue:
            return capacityEntry(d, path.keys[1], path.keys[2]) != d.capacity.cend();
        case PathTag::Invalid:
            break;
        }
        return HostObject::hasPath(self, path);
    }

    std::optional<bool> pathEquals(const Value &self, const MemberPath &path,
                                   const Value &constant) const override
    {
        using K = Value::Kind;
        const Device &d = deviceOf(self);
        switch (tagOf(path)) {
        case PathTag::Driver:
            return constant.kind == K::String && d.driver == constant.s;
        case PathTag::AllowMultipleAllocations:
            return constant.kind == K::Bool && d.allowMultipleAllocations == constant.b;
        case PathTag::Attribute: {
            const int k = findAttribute(d, path);
            if (k < 0)
                return std::nullopt;
            const Attribute &a = d.attributes[k].second;
            if (a.type == AttributeType::String)
                return constant.kind == K::String && a.text == constant.s;
            if (a.type == AttributeType::Bool)
                return constant.kind == K::Bool && a.boolValue == constant.b;
            const Value v = attributeValue(a);
            if (v.isError())
                return std::nullopt;
            return Cel::valueEquals(v, constant);
        }
        default:
            break;
        }
        return HostObject::pathEquals(self, path, constant);
    }

private:
    static constexpr const char *fields[] = {"driver", "attributes", "capacity",
                                             "allowMultipleAllocations"};

    /// The index of PATH's attribute in DEVICE, or -1. Devices of one driver list the same
    /// attributes in the same order, so the hint usually finds it with one comparison.
    /// A hint of -2 - K remembers an absent attribute that would sit at index K: a selector that
    /// names an attribute the devices lack costs two comparisons per device, not a search.
    static int findAttribute(const Device &device, const MemberPath &path)
    {
        const auto &attrs = device.attributes;
        const int hint = path.hint.load(std::memory_order_relaxed);
        if (hint >= 0 && hint < attrs.size() && attrs[hint].first == path.key)
            return hint;
        if (hint <= -2) {
            const qsizetype at = -2 - hint;
            if (at <= attrs.size() && (at == attrs.size() || path.key < attrs[at].first) &&
                (at == 0 || attrs[at - 1].first < path.key))
                return -1;
        }
        const auto it = std::lower_bound(
            attrs.cbegin(), attrs.cend(), path.key,
            [](const auto &entry, const QString &key) { return entry.first < key; });
        const int at = int(it - attrs.cbegin());
        if (it == attrs.cend() || it->first != path.key) {
            path.hint.store(-2 - at, std::memory_order_relaxed);
            return -1;
        }
        path.hint.store(at, std::memory_order_relaxed);
        return at;
    }
};

const DeviceObject deviceObject;

} // namespace

Cel::Type deviceType()
{
    // dynamic-resource-allocation/cel/compile.go: the sizes the cost estimate uses
    // (resource.k8s.io: DeviceAttributeMaxValueLength 64, DeviceMaxDomainLength 63,
    // DeviceMaxIDLength 32, DriverNameMaxLength 63, ResourceSliceMaxAttributesAndCapacities-
    // PerDevice 32); an attribute is `dyn` (bool, int, string or version).
    using T = Cel::Type;
    using K = T::Kind;
    constexpr quint64 perDevice = 32;
    const T domain = T::of(K::String, 63);
    const T id = T::of(K::String, 32);
    const T attributes = T::map(domain, T::map(id, T::of(K::Dyn, 64), perDevice), perDevice);
    const T capacity = T::map(domain, T::map(id, T::of(K::Quantity), perDevice), perDevice);
    T device = T::object(QStringLiteral("kubernetes.DRADevice"));
    device.field(QStringLiteral("driver"), T::of(K::String, 63))
        .field(QStringLiteral("attributes"), attributes)
        .field(QStringLiteral("capacity"), capacity)
        .field(QStringLiteral("allowMultipleAllocations"), T::of(K::Bool));
    return device;
}

Cel::CompileOptions deviceCompileOptions()
{
    Cel::CompileOptions options;
    options.variables = {QStringLiteral("device")};
    options.hostObjects.insert(QStringLiteral("device"), &deviceObject);
    options.variableTypes.insert(QStringLiteral("device"), deviceType());
    options.maxLength = SelectorMaxLength;
    options.maxEstimatedCost = SelectorMaxCost;
    return options;
}

Value deviceValue(const Device &device)
{
    return Value::hostObject(&deviceObject, &device);
}

Result<Device> deviceFromDocument(const QJsonValue &document, const QString &deviceName)
{
    DevicePick pick;
    pick.name = deviceName;
    return deviceFromDocuments({document}, pick);
}

Result<Device> deviceFromDocuments(const QList<QJsonValue> &documents, const DevicePick &pick)
{
    const QString hint = Tr::tr("Give one ResourceSlice device entry with a driver field "
                                "({driver, name, attributes, capacity}), a ResourceSlice, a List "
                                "of them or a cluster snapshot.");
    // Lists (what `kubectl get resourceslices -o yaml` and `accelctl cluster snapshot` write)
    // are read as their items; objects of other kinds (Nodes, pods) are passed over.
    QList<QJsonObject> objects;
    for (const QJsonValue &document : documents) {
        if (!document.isObject())
            return fail(Code::CEL_DEVICE, Tr::tr("the device document is not an object"), hint);
        const QJsonObject object = document.toObject();
        const QString kind = object.value(QLatin1String("kind")).toString();
        if (kind.endsWith(QLatin1String("List")) &&
            object.value(QLatin1String("items")).isArray()) {
            for (const QJsonValue &item : object.value(QLatin1String("items")).toArray())
                if (item.isObject())
                    objects << item.toObject();
        } else {
            objects << object;
        }
    }
    QList<QJsonObject> slices;
    for (const QJsonObject &object : std::as_const(objects)) {
        if (object.value(QLatin1String("kind")).toString() == QLatin1String("ResourceSlice"))
            slices << object;
    }
    if (slices.isEmpty()) {
        if (objects.size() != 1 || objects.first().contains(QLatin1String("kind")))
            return fail(Code::CEL_DEVICE, Tr::tr("the document has no ResourceSlice"), hint);
        // One device entry as a slice lists it, plus the slice's driver.
        QJsonObject entry = objects.first();
        const QString driver = entry.value(QLatin1String("driver")).toString();
        if (driver.isEmpty())
            return fail(Code::CEL_DEVICE, Tr::tr("the device names no driver"), hint);
        entry.remove(QLatin1String("driver"));
        if (!entry.contains(QLatin1String("name")))
            entry.insert(QStringLiteral("name"), QStringLiteral("device"));
        const QString where = QStringLiteral("cel-eval");
        slices << QJsonObject{
            {QStringLiteral("apiVersion"), QStringLiteral("resource.k8s.io/v1")},
            {QStringLiteral("kind"), QStringLiteral("ResourceSlice")},
            {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), where}}},
            {QStringLiteral("spec"),
             QJsonObject{
                 {QStringLiteral("driver"), driver},
                 {QStringLiteral("nodeName"), where},
                 {QStringLiteral("pool"), QJsonObject{{QStringLiteral("name"), where},
                                                      {QStringLiteral("generation"), 1},
                                                      {QStringLiteral("resourceSliceCount"), 1}}},
                 {QStringLiteral("devices"), QJsonArray{entry}}}}};
    }
    // Read through the inventory, so bare attribute names land in the driver's domain exactly
    // as for a cluster (and only the current generation of a pool counts).
    const Inventory inventory = Inventory::build({}, slices);
    const QList<Device> &devices = inventory.devices();
    if (devices.isEmpty())
        return fail(Code::CEL_DEVICE, Tr::tr("the document has no devices"), hint);
    QList<int> matching;
    for (qsizetype i = 0; i < devices.size(); ++i) {
        const Device &d = devices[i];
        if ((pick.name.isEmpty() || d.name == pick.name) &&
            (pick.driver.isEmpty() || d.driver == pick.driver) &&
            (pick.node.isEmpty() || d.nodeName == pick.node))
            matching << int(i);
    }
    if (matching.size() == 1)
        return devices[matching.first()];
    // Say how to pick: the candidates, with their driver and node where the names repeat.
    const bool oneSlice = slices.size() == 1;
    QList<int> listed = matching;
    if (matching.isEmpty())
        for (qsizetype i = 0; i < devices.size(); ++i)
            listed << int(i);
    QStringList names;
    for (const int i : std::as_const(listed)) {
        if (names.size() == 12) {
            names << Tr::tr("... %n more", nullptr, int(listed.size() - 12));
            break;
        }
        const Device &d = devices[i];
        names << (oneSlice ? d.name
                           //: A device to pick: %1 its name, %2 its driver, %3 its node
                           : Tr::tr("%1 (driver %2, node %3)")
                                 .arg(d.name, d.driver,
                                      d.nodeName.isEmpty() ? QStringLiteral("-") : d.nodeName));
    }
    const QString pickHint = Tr::tr("Pass --device-name NAME, with --driver D or --node N when "
                                    "a name is on several drivers or nodes.");
    if (matching.isEmpty()) {
        QStringList asked;
        if (!pick.name.isEmpty())
            asked << QStringLiteral("--device-name ") + pick.name;
        if (!pick.driver.isEmpty())
            asked << QStringLiteral("--driver ") + pick.driver;
        if (!pick.node.isEmpty())
            asked << QStringLiteral("--node ") + pick.node;
        if (asked.size() == 1 && !pick.name.isEmpty() && oneSlice)
            return fail(Code::CEL_DEVICE,
                        Tr::tr("no device named %1 (the document has %2)")
                            .arg(excerpt(pick.name), excerpt(names.join(QLatin1String(", ")))));
        return fail(Code::CEL_DEVICE,
                    Tr::tr("no device matches %1 (the document has %2)")
                        .arg(excerpt(asked.join(QLatin1Char(' '))),
                             excerpt(names.join(QLatin1String(", ")))),
                    pickHint);
    }
    if (oneSlice && pick.name.isEmpty() && pick.driver.isEmpty() && pick.node.isEmpty())
        return fail(Code::CEL_DEVICE,
                    Tr::tr("the ResourceSlice has %1 devices (%2); name one")
                        .arg(matching.size())
                        .arg(excerpt(names.join(QLatin1String(", ")))),
                    Tr::tr("Pass --device-name NAME."));
    return fail(Code::CEL_DEVICE,
                Tr::tr("%1 devices match (%2); pick one")
                    .arg(matching.size())
                    .arg(excerpt(names.join(QLatin1String(", ")))),
                pickHint);
}

} // namespace Accel::Dra
