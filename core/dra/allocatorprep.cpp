// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The allocator's preparation, once per cluster read: the feature gates, what existing claims
// hold, and the cluster model (slices grouped by pool and indexed by node, devices with their
// capacity, counters and taints, DeviceTaintRules applied, classes with their selectors
// compiled).
#include "dra/allocator.h"
#include "dracodes.h"
#include "dratr.h"

#include "dra/allocatordetail.h"
#include "dra/deviceselector.h"
#include "dra/inventory.h"
#include "dra/inventorybuilder.h"
#include "excerpt.h"
#include "regularexpression.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace Accel::Dra {

using namespace Internal;

namespace {

struct GateInfo
{
    const char *name;
    bool FeatureGates::*member;
    int onFromMinor; ///< the 1.x release whose default is on; 0: off in every release known
};

constexpr GateInfo kGates[] = {
    {"DRAPrioritizedList", &FeatureGates::prioritizedList, 34},
    {"DRAPartitionableDevices", &FeatureGates::partitionableDevices, 36},
    {"DRADeviceTaints", &FeatureGates::deviceTaints, 36},
    {"DRADeviceTaintRules", &FeatureGates::deviceTaintRules, 0},
    {"DRAAdminAccess", &FeatureGates::adminAccess, 34},
    {"DRAConsumableCapacity", &FeatureGates::consumableCapacity, 36},
    {"DRADeviceBindingConditions", &FeatureGates::bindingConditions, 36},
    {"DRAListTypeAttributes", &FeatureGates::listTypeAttributes, 0},
};

constexpr int kNewestMinor = 37;

} // namespace

// ---------------------------------------------------------------------------------------------
// Feature gates (k8s NOTES section 7, "Feature-gate maturity").

FeatureGates FeatureGates::forRelease(const QString &version)
{
    static const RegularExpression re = RegularExpression::builtIn(R"(^v?(\d+)\.(\d+))");
    int minor = kNewestMinor;
    const RegularExpression::Match m = re.match(version.trimmed());
    if (m.hasMatch() && m.captured(1) == QLatin1String("1"))
        minor = m.captured(2).toInt();
    FeatureGates gates;
    for (const GateInfo &g : kGates)
        gates.*g.member = g.onFromMinor > 0 && minor >= g.onFromMinor;
    return gates;
}

QString FeatureGates::newestRelease()
{
    return QStringLiteral("1.%1").arg(kNewestMinor);
}

QStringList FeatureGates::names()
{
    QStringList out;
    for (const GateInfo &g : kGates)
        out << QLatin1String(g.name);
    return out;
}

bool FeatureGates::value(const QString &name) const
{
    for (const GateInfo &g : kGates)
        if (name == QLatin1String(g.name))
            return this->*g.member;
    return false;
}

void FeatureGates::setValue(const QString &name, bool on)
{
    for (const GateInfo &g : kGates)
        if (name == QLatin1String(g.name))
            this->*g.member = on;
}

Result<FeatureGates> FeatureGates::parse(const QString &spec, FeatureGates base)
{
    for (const QString &part : spec.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString item = part.trimmed();
        const qsizetype eq = item.indexOf(QLatin1Char('='));
        const QString name = item.left(eq).trimmed();
        const QString value = eq < 0 ? QString() : item.mid(eq + 1).trimmed().toLower();
        if (!names().contains(name))
            return fail(Code::FEATURE_GATES,
                        Tr::tr("--feature-gates: unknown gate \"%1\"").arg(excerpt(name)),
                        Tr::tr("Known gates: %1.").arg(names().join(QStringLiteral(", "))));
        if (value != QLatin1String("true") && value != QLatin1String("false"))
            return fail(Code::FEATURE_GATES,
                        Tr::tr("--feature-gates: %1 needs =true or =false, not \"%2\"")
                            .arg(excerpt(name), excerpt(item.mid(eq + 1))),
                        Tr::tr("Write the gates as kube-scheduler takes them: "
                               "DRAPrioritizedList=true,DRADeviceTaints=false."));
        base.setValue(name, value == QLatin1String("true"));
    }
    return base;
}

QJsonObject FeatureGates::toJson() const
{
    QJsonObject o;
    for (const GateInfo &g : kGates)
        o.insert(QLatin1String(g.name), this->*g.member);
    return o;
}

// ---------------------------------------------------------------------------------------------
// What existing claims hold.

QString AllocatedState::deviceKey(const QString &driver, const QString &pool, const QString &device)
{
    return driver + QLatin1Char('/') + pool + QLatin1Char('/') + device;
}

void AllocatedState::addDevice(const QString &driver, const QString &pool, const QString &device,
                               const QString &holder)
{
    const QString key = deviceKey(driver, pool, device);
    m_devices.insert(key);
    if (!holder.isEmpty() && !m_holders[key].contains(holder))
        m_holders[key] << holder;
}

void AllocatedState::addConsumedCapacity(const QString &driver, const QString &pool,
                                         const QString &device,
                                         const QMap<QString, QString> &consumed,
                                         const QString &holder)
{
    const QString key = deviceKey(driver, pool, device);
    QMap<QString, QString> &total = m_consumed[key];
    for (auto it = consumed.cbegin(); it != consumed.cend(); ++it) {
        const std::optional<Amount> add = Amount::parse(it.value());
        if (!add)
            continue;
        const std::optional<Amount> before =
            Amount::parse(total.value(it.key(), QStringLiteral("0")));
        total.insert(it.key(), Amount{before.value_or(Amount{}).nano + add->nano,
                                      add->binary || (before && before->binary)}
                                   .toString());
    }
    if (!holder.isEmpty() && !m_holders[key].contains(holder))
        m_holders[key] << holder;
}

void AllocatedState::addAllocation(const QJsonObject &allocation, const QString &holder)
{
    ++m_claims;
    for (const QJsonValue &v : arr(obj(allocation, "devices"), "results")) {
        const QJsonObject r = v.toObject();
        if (r.value(QLatin1String("adminAccess")).toBool())
            continue; // admin access holds nothing (issue 15, "Admin access")
        const QString driver = str(r, "driver");
        const QString pool = str(r, "pool");
        const QString device = str(r, "device");
        const QJsonObject consumed = obj(r, "consumedCapacity");
        if (r.contains(QLatin1String("shareID")) || !consumed.isEmpty()) {
            QMap<QString, QString> map;
            for (auto it = consumed.begin(); it != consumed.end(); ++it)
                map.insert(it.key(), it.value().toString());
            addConsumedCapacity(driver, pool, device, map, holder);
        } else {
            addDevice(driver, pool, device, holder);
        }
    }
}

AllocatedState AllocatedState::fromClaims(const QList<QJsonObject> &claims,
                                          const QSet<QString> &except)
{
    AllocatedState state;
    for (const QJsonObject &claim : claims) {
        const QJsonObject allocation = obj(obj(claim, "status"), "allocation");
        if (allocation.isEmpty())
            continue;
        const QJsonObject meta = obj(claim, "metadata");
        const QString holder = str(meta, "namespace") + QLatin1Char('/') + str(meta, "name");
        if (except.contains(holder))
            continue;
        state.addAllocation(allocation, holder);
    }
    return state;
}

// ---------------------------------------------------------------------------------------------
// The prepared cluster.

namespace Internal {

/// The text of a quantity as the API serialises it: a string, or (resource.Quantity accepts
/// them too) a JSON number.
QString quantityText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble()) {
        const double d = value.toDouble();
        return d == std::trunc(d) && std::fabs(d) < 9e15 ? QString::number(qint64(d))
                                                         : QString::number(d, 'g', 17);
    }
    return {};
}

/// A quantity of a slice, or nullopt with *problem set (the first one kept) to say which field
/// is not one (issue 32: a capacity or counter that is not a quantity makes its device or pool
/// invalid, never "0 of 0, ok"). WHAT() names the field; it is called only for a problem, so a
/// fleet's valid quantities cost no translated text (issue 37).
template<typename What>
std::optional<Amount> quantityOf(const QJsonValue &value, const What &what, QString *problem)
{
    const QString text = quantityText(value);
    if (const std::optional<Amount> a = Amount::parse(text))
        return a;
    if (problem && problem->isEmpty()) {
        //: %1 names the field, e.g. "capacity memory of device gpu-0"; %2 its text
        *problem = text.isEmpty() ? Tr::tr("%1 has no quantity").arg(what())
                                  : Tr::tr("%1 is \"%2\", not a quantity").arg(what(), text);
    }
    return std::nullopt;
}

Result<NodeSelector> NodeSelector::read(const QJsonObject &json, const QString &where)
{
    NodeSelector ns;
    ns.json = json;
    const QStringList ops = {QStringLiteral("In"),     QStringLiteral("NotIn"),
                             QStringLiteral("Exists"), QStringLiteral("DoesNotExist"),
                             QStringLiteral("Gt"),     QStringLiteral("Lt")};
    for (const QJsonValue &t : arr(json, "nodeSelectorTerms")) {
        SelectorTerm term;
        for (const char *kind : {"matchExpressions", "matchFields"}) {
            for (const QJsonValue &r : arr(t.toObject(), kind)) {
                SelectorRequirement req;
                req.key = str(r.toObject(), "key");
                req.op = str(r.toObject(), "operator");
                for (const QJsonValue &v : arr(r.toObject(), "values"))
                    req.values << v.toString();
                if (!ops.contains(req.op))
                    return fail(Code::ALLOCATION_INPUT,
                                Tr::tr("%1: node selector operator \"%2\" is not one of %3")
                                    .arg(where, excerpt(req.op), ops.join(QStringLiteral(", "))));
                (qstrcmp(kind, "matchFields") == 0 ? term.fields : term.expressions) << req;
            }
        }
        ns.terms << term;
    }
    return ns;
}

namespace {
bool requirementMatches(const SelectorRequirement &r, const std::optional<QString> &value)
{
    if (r.op == QLatin1String("In"))
        return value && r.values.contains(*value);
    if (r.op == QLatin1String("NotIn"))
        return !value || !r.values.contains(*value);
    if (r.op == QLatin1String("Exists"))
        return value.has_value();
    if (r.op == QLatin1String("DoesNotExist"))
        return !value;
    if (!value || r.values.size() != 1)
        return false;
    bool ok1 = false;
    bool ok2 = false;
    const qint64 have = value->toLongLong(&ok1);
    const qint64 want = r.values.first().toLongLong(&ok2);
    if (!ok1 || !ok2)
        return false;
    return r.op == QLatin1String("Gt") ? have > want : have < want;
}
} // namespace

bool NodeSelector::matches(const QString &nodeName, const QJsonObject &labels) const
{
    for (const SelectorTerm &term : terms) {
        if (term.expressions.isEmpty() && term.fields.isEmpty())
            continue;
        bool ok = true;
        for (const SelectorRequirement &r : term.expressions) {
            const QJsonValue v = labels.value(r.key);
            ok = ok && requirementMatches(r, v.isString() ? std::optional<QString>(v.toString())
                                                          : std::nullopt);
        }
        for (const SelectorRequirement &r : term.fields) {
            ok = ok && requirementMatches(r, r.key == QLatin1String("metadata.name")
                                                 ? std::optional<QString>(nodeName)
                                                 : std::nullopt);
        }
        if (ok)
            return true;
    }
    return false;
}

Result<std::shared_ptr<const DeviceSelector>> compileSelector(const QJsonValue &selector,
                                                              const QString &owner, int index)
{
    const QJsonValue expression = selector.toObject()
                                      .value(QLatin1String("cel"))
                                      .toObject()
                                      .value(QLatin1String("expression"));
    if (!expression.isString() || expression.toString().isEmpty())
        return fail(Code::CLAIM_INPUT, Tr::tr("%1, selector #%2: CEL expression empty (unsupported "
                                              "selector type?)")
                                           .arg(owner)
                                           .arg(index));
    Result<DeviceSelector> compiled = DeviceSelector::compile(expression.toString());
    if (!compiled)
        return fail(Code::CLAIM_INPUT,
                    Tr::tr("%1: selector #%2: CEL compile error: %3")
                        .arg(owner)
                        .arg(index)
                        .arg(compiled.error().message),
                    compiled.error().hint);
    return std::make_shared<const DeviceSelector>(std::move(*compiled));
}

} // namespace Internal

namespace {

/// A device's or a slice's DeviceTaint list.
QList<Taint> readTaints(const QJsonArray &list)
{
    QList<Taint> out;
    for (const QJsonValue &v : list) {
        Taint t;
        t.json = v.toObject();
        t.key = str(t.json, "key");
        t.value = str(t.json, "value");
        t.effect = str(t.json, "effect");
        out << t;
    }
    return out;
}

/// Amounts the same to the last detail: `binary` too, which Amount's == leaves out (it decides
/// how a result prints).
bool sameAmount(const Amount &a, const Amount &b)
{
    return a.nano == b.nano && a.binary == b.binary;
}

bool sameAmount(const std::optional<Amount> &a, const std::optional<Amount> &b)
{
    return a.has_value() == b.has_value() && (!a || sameAmount(*a, *b));
}

size_t amountHash(size_t seed, const Amount &a)
{
    return qHashMulti(seed, quint64(a.nano), quint64(a.nano >> 64), a.binary);
}

/// What readSlices shares among the devices it reads (issue 37: a fleet repeats a device's
/// attribute names and values, capacity and counters on every node, and the allocator's side of
/// 65,000 nodes held each anew, the largest part of the window's memory): one QString per
/// distinct name or text, one list or map per distinct attribute list, capacity and counter use.
/// Copies of implicitly shared Qt values, so what the allocator reads is unchanged.
struct DeviceSharing
{
    QHash<QString, QString> strings;
    QHash<QString, QHash<QString, QString>> qualifiedNames; ///< driver -> name as written
    QMultiHash<size_t, QList<std::pair<QString, Attribute>>> attributes;
    QMultiHash<size_t, QMap<QString, QString>> capacityTexts;
    QMultiHash<size_t, QList<CapacityModel>> capacity;
    QMultiHash<size_t, QList<CounterUse>> consumes;

    QString intern(const QString &text)
    {
        if (text.isEmpty())
            return text;
        const auto it = strings.constFind(text);
        if (it != strings.cend())
            return *it;
        strings.insert(text, text);
        return text;
    }

    /// NAME of a DRIVER slice's attribute or capacity, fully qualified (qualify()), shared.
    QString qualified(const QString &driver, const QString &name)
    {
        QHash<QString, QString> &names = qualifiedNames[driver];
        const auto it = names.constFind(name);
        if (it != names.cend())
            return *it;
        const QString full = intern(qualify(name, driver));
        names.insert(name, full);
        return full;
    }

    void share(QList<std::pair<QString, Attribute>> &list)
    {
        if (!list.isEmpty())
            shareEqual(attributes, attributesHash(list), list);
    }

    void share(QMap<QString, QString> &map)
    {
        if (!map.isEmpty())
            shareEqual(capacityTexts, capacityHash(map), map);
    }

    void share(QList<CapacityModel> &list)
    {
        if (list.isEmpty())
            return;
        size_t seed = 0;
        for (const CapacityModel &c : list)
            seed = amountHash(qHashMulti(seed, c.name, c.hasPolicy), c.value);
        shareEqual(capacity, seed, list, [](const auto &a, const auto &b) {
            return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                              [](const CapacityModel &x, const CapacityModel &y) {
                                  return x.name == y.name && sameAmount(x.value, y.value) &&
                                         x.hasPolicy == y.hasPolicy &&
                                         sameAmount(x.defaultValue, y.defaultValue) &&
                                         std::equal(x.validValues.begin(), x.validValues.end(),
                                                    y.validValues.begin(), y.validValues.end(),
                                                    [](const Amount &p, const Amount &q) {
                                                        return sameAmount(p, q);
                                                    }) &&
                                         sameAmount(x.min, y.min) && sameAmount(x.max, y.max) &&
                                         sameAmount(x.step, y.step);
                              });
        });
    }

    void share(QList<CounterUse> &list)
    {
        if (list.isEmpty())
            return;
        size_t seed = 0;
        for (const CounterUse &use : list) {
            seed = qHashMulti(seed, use.counterSet);
            for (const auto &[name, amount] : use.counters)
                seed = amountHash(qHashMulti(seed, name), amount);
        }
        shareEqual(consumes, seed, list, [](const auto &a, const auto &b) {
            return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                              [](const CounterUse &x, const CounterUse &y) {
                                  return x.counterSet == y.counterSet &&
                                         std::equal(x.counters.begin(), x.counters.end(),
                                                    y.counters.begin(), y.counters.end(),
                                                    [](const auto &p, const auto &q) {
                                                        return p.first == q.first &&
                                                               sameAmount(p.second, q.second);
                                                    });
                              });
        });
    }
};

/// Reads the device entries of a slice (v1 and v1beta2 spell them flat, v1beta1 in `basic`).
void readDevice(const QJsonObject &entry, const SliceModel &slice, int sliceIndex,
                DeviceModel &device, DeviceSharing &shared)
{
    const QJsonObject basic = entry.contains(QLatin1String("basic")) ? obj(entry, "basic") : entry;
    const QString driver = slice.driver;
    device.slice = sliceIndex;
    device.cel.name = shared.intern(str(entry, "name"));
    device.cel.driver = driver;
    device.cel.pool = slice.pool;
    device.cel.slice = slice.name;
    device.cel.nodeName = slice.nodeName;
    device.key = AllocatedState::deviceKey(driver, slice.pool, device.cel.name);
    device.cel.allowMultipleAllocations =
        basic.value(QLatin1String("allowMultipleAllocations")).toBool();

    const QJsonObject attributes = obj(basic, "attributes");
    device.cel.attributes.reserve(attributes.size());
    for (auto it = attributes.begin(); it != attributes.end(); ++it) {
        const QString name = shared.qualified(driver, it.key());
        const QJsonObject value = it.value().toObject();
        std::optional<Attribute> attr;
        if (value.size() == 1) {
            const QString form = value.begin().key();
            const QJsonValue v = value.begin().value();
            const QByteArray latin = form.toLatin1();
            if (v.isBool())
                attr = attributeFromBool(QLatin1StringView(latin), v.toBool());
            else if (v.isDouble())
                attr = attributeFromNumber(QLatin1StringView(latin), integerOf(v.toDouble()));
            else if (v.isString())
                attr = attributeFromString(QLatin1StringView(latin), v.toString());
        }
        if (attr) {
            attr->text = shared.intern(attr->text);
            device.cel.attributes.append({name, *attr});
        } else {
            device.valuelessAttributes.insert(name);
        }
    }
    std::sort(device.cel.attributes.begin(), device.cel.attributes.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    shared.share(device.cel.attributes);

    const QJsonObject capacity = obj(basic, "capacity");
    for (auto it = capacity.begin(); it != capacity.end(); ++it) {
        const QJsonObject c = it.value().toObject();
        CapacityModel cap;
        cap.name = shared.qualified(driver, it.key());
        const QJsonValue json =
            c.contains(QLatin1String("value")) ? c.value(QLatin1String("value")) : it.value();
        const QString text = shared.intern(quantityText(json));
        const QString key = it.key();
        const auto what = [&key, &device] {
            //: %1 the capacity's name, %2 the device
            return Tr::tr("capacity %1 of device %2").arg(key, device.cel.name);
        };
        cap.value = quantityOf(json, what, &device.invalidQuantity).value_or(Amount{});
        device.cel.capacity.insert(cap.name, text);
        if (c.contains(QLatin1String("requestPolicy"))) {
            const QJsonObject policy = obj(c, "requestPolicy");
            cap.hasPolicy = true;
            const auto policyField = [&what](const char *field) {
                return [field, &what] {
                    //: %1 a field of a capacity's requestPolicy, %2 "capacity X of device Y"
                    return Tr::tr("%1 of %2").arg(QLatin1String(field), what());
                };
            };
            if (policy.contains(QLatin1String("default")))
                cap.defaultValue =
                    quantityOf(policy.value(QLatin1String("default")),
                               policyField("requestPolicy.default"), &device.invalidQuantity);
            for (const QJsonValue &v : arr(policy, "validValues"))
                if (const auto a = quantityOf(v, policyField("requestPolicy.validValues"),
                                              &device.invalidQuantity))
                    cap.validValues << *a;
            std::sort(cap.validValues.begin(), cap.validValues.end());
            const QJsonObject range = obj(policy, "validRange");
            if (range.contains(QLatin1String("min")))
                cap.min = quantityOf(range.value(QLatin1String("min")),
                                     policyField("requestPolicy.validRange.min"),
                                     &device.invalidQuantity);
            if (range.contains(QLatin1String("max")))
                cap.max = quantityOf(range.value(QLatin1String("max")),
                                     policyField("requestPolicy.validRange.max"),
                                     &device.invalidQuantity);
            if (range.contains(QLatin1String("step")))
                cap.step = quantityOf(range.value(QLatin1String("step")),
                                      policyField("requestPolicy.validRange.step"),
                                      &device.invalidQuantity);
        }
        device.capacity << cap;
    }
    shared.share(device.cel.capacity);
    shared.share(device.capacity);

    for (const QJsonValue &v : arr(basic, "consumesCounters")) {
        CounterUse use;
        use.counterSet = shared.intern(str(v.toObject(), "counterSet"));
        const QJsonObject counters = obj(v.toObject(), "counters");
        for (auto it = counters.begin(); it != counters.end(); ++it) {
            const auto what = [&it, &use, &device] {
                //: %1 the counter, %2 its counter set, %3 the device
                return Tr::tr("counter %1 of counter set %2 consumed by device %3")
                    .arg(it.key(), use.counterSet, device.cel.name);
            };
            use.counters.append({shared.intern(it.key()),
                                 quantityOf(it.value().toObject().value(QLatin1String("value")),
                                            what, &device.invalidQuantity)
                                     .value_or(Amount{})});
        }
        device.consumes << use;
    }
    shared.share(device.consumes);
    device.taints = readTaints(arr(basic, "taints"));
    for (const QJsonValue &v : arr(basic, "bindingConditions"))
        device.bindingConditions << v.toString();
    for (const QJsonValue &v : arr(basic, "bindingFailureConditions"))
        device.bindingFailureConditions << v.toString();
    device.bindsToNode = basic.value(QLatin1String("bindsToNode")).toBool();
    device.nodeName = str(basic, "nodeName");
    device.allNodes = basic.value(QLatin1String("allNodes")).toBool();
}

} // namespace

namespace {

/// The cluster side of the model: the slices' devices grouped by pool and indexed by node.
/// Errors: ALLOCATION_INPUT for a node selector that cannot be read.
Result<void> readSlices(ClusterModel &model, const QList<QJsonObject> &sliceObjects)
{
    // Every device in place once: a fleet has hundreds of thousands, and a list that grows
    // copies each DeviceModel again (issue 37).
    qsizetype deviceCount = 0;
    for (const QJsonObject &object : sliceObjects)
        deviceCount += arr(obj(object, "spec"), "devices").size();
    model.devices.reserve(deviceCount);
    model.slices.reserve(sliceObjects.size());
    DeviceSharing shared;
    QHash<QString, int> &poolIndex = model.poolIndex;
    for (const QJsonObject &object : sliceObjects) {
        const QJsonObject spec = obj(object, "spec");
        SliceModel slice;
        slice.name = str(obj(object, "metadata"), "name");
        slice.driver = shared.intern(str(spec, "driver"));
        const QJsonObject pool = obj(spec, "pool");
        slice.pool = shared.intern(str(pool, "name"));
        slice.generation = pool.value(QLatin1String("generation")).toInteger();
        slice.resourceSliceCount = pool.value(QLatin1String("resourceSliceCount")).toInteger();
        slice.nodeName = shared.intern(str(spec, "nodeName"));
        slice.allNodes = spec.value(QLatin1String("allNodes")).toBool();
        slice.perDeviceNodeSelection = spec.value(QLatin1String("perDeviceNodeSelection")).toBool();
        const auto where = [&slice] { return Tr::tr("ResourceSlice %1").arg(slice.name); };
        if (spec.contains(QLatin1String("nodeSelector"))) {
            Result<NodeSelector> ns = NodeSelector::read(obj(spec, "nodeSelector"), where());
            if (!ns)
                return tl::unexpected(ns.error());
            slice.nodeSelector = *ns;
        }
        for (const QJsonValue &v : arr(spec, "sharedCounters")) {
            QList<std::pair<QString, Amount>> counters;
            const QJsonObject c = obj(v.toObject(), "counters");
            const QString set = str(v.toObject(), "name");
            for (auto it = c.begin(); it != c.end(); ++it) {
                const auto what = [&it, &set, &slice] {
                    //: %1 the counter, %2 its counter set, %3 the ResourceSlice
                    return Tr::tr("counter %1 of counter set %2 in ResourceSlice %3")
                        .arg(it.key(), set, slice.name);
                };
                counters.append(
                    {it.key(), quantityOf(it.value().toObject().value(QLatin1String("value")), what,
                                          &slice.invalidQuantity)
                                   .value_or(Amount{})});
            }
            slice.sharedCounters.append({set, counters});
        }
        const int sliceIndex = int(model.slices.size());
        const QJsonArray devices = arr(spec, "devices");
        slice.devices.reserve(devices.size());
        for (const QJsonValue &d : devices) {
            const int index = int(model.devices.size());
            DeviceModel &device = model.devices.emplaceBack();
            device.index = index;
            const QJsonObject entry = d.toObject();
            readDevice(entry, slice, sliceIndex, device, shared);
            const QJsonObject basic =
                entry.contains(QLatin1String("basic")) ? obj(entry, "basic") : entry;
            if (basic.contains(QLatin1String("nodeSelector"))) {
                Result<NodeSelector> ns =
                    NodeSelector::read(obj(basic, "nodeSelector"),
                                       Tr::tr("%1, device %2").arg(where(), device.cel.name));
                if (!ns)
                    return tl::unexpected(ns.error());
                device.nodeSelector = *ns;
            }
            slice.devices << index;
        }
        const QString poolKey = slice.driver + QLatin1Char('/') + slice.pool;
        auto it = poolIndex.find(poolKey);
        if (it == poolIndex.end()) {
            it = poolIndex.insert(poolKey, int(model.pools.size()));
            model.pools << PoolGroup{slice.driver, slice.pool, {}};
        }
        PoolGroup &group = model.pools[*it];
        group.slices << sliceIndex;
        if (!slice.nodeName.isEmpty()) {
            QList<int> &list = model.poolsByNode[slice.nodeName];
            if (list.isEmpty() || list.last() != *it)
                if (!list.contains(*it))
                    list << *it;
        } else if (!model.poolsAnyNode.contains(*it)) {
            model.poolsAnyNode << *it;
        }
        model.slices << std::move(slice);
    }

    return {};
}

/// DeviceTaintRules (DRADeviceTaints and DRADeviceTaintRules both on) onto the devices.
Result<void> applyTaintRules(ClusterModel &model, const QList<QJsonObject> &rules)
{
    // DeviceTaintRules (resource.k8s.io/v1alpha3 and v1beta2 spell them alike).
    for (const QJsonObject &rule : rules) {
        const QJsonObject spec = obj(rule, "spec");
        const QJsonObject selector = obj(spec, "deviceSelector");
        const QString ruleName = str(obj(rule, "metadata"), "name");
        QList<std::shared_ptr<const DeviceSelector>> selectors;
        const QJsonArray list = arr(selector, "selectors");
        for (qsizetype i = 0; i < list.size(); ++i) {
            auto s =
                compileSelector(list.at(i), Tr::tr("DeviceTaintRule %1").arg(ruleName), int(i));
            if (!s)
                return tl::unexpected(s.error());
            selectors << *s;
        }
        const QList<Taint> taint = readTaints(QJsonArray{obj(spec, "taint")});
        for (DeviceModel &device : model.devices) {
            if (selector.contains(QLatin1String("driver")) &&
                str(selector, "driver") != device.cel.driver)
                continue;
            if (selector.contains(QLatin1String("pool")) &&
                str(selector, "pool") != device.cel.pool)
                continue;
            if (selector.contains(QLatin1String("device")) &&
                str(selector, "device") != device.cel.name)
                continue;
            bool all = true;
            for (const auto &s : selectors) {
                const Result<bool> m = s->matches(device.cel);
                all = all && m && *m;
            }
            if (all)
                device.taints << taint;
        }
    }
    model.taintRulesApplied = true;
    return {};
}

/// model.held from model.allocated: a device's key looked up once.
void indexHeld(ClusterModel &model)
{
    model.held = QList<quint8>(model.devices.size(), 0);
    if (model.allocated.devices().isEmpty() && model.allocated.consumedCapacity().isEmpty())
        return;
    for (qsizetype d = 0; d < model.devices.size(); ++d) {
        const QString &key = model.devices[d].key;
        model.held[d] = quint8(
            (model.allocated.holds(key) ? ClusterModel::HeldExclusive : 0) |
            (model.allocated.consumedCapacity().contains(key) ? ClusterModel::HeldConsumed : 0));
    }
}

/// model.nodePools: the pools whose every slice names one node, read for that node once.
void keepNodePools(ClusterModel &model)
{
    const FeatureGates features = model.features;
    model.features = FeatureGates(); // such a pool reads the same under every gate
    model.nodePools = QList<std::shared_ptr<const NodePool>>(model.pools.size());
    for (qsizetype g = 0; g < model.pools.size(); ++g) {
        const QList<int> &slices = model.pools[g].slices;
        const QString &node = model.slices[slices.first()].nodeName;
        const bool simple =
            !node.isEmpty() && std::all_of(slices.cbegin(), slices.cend(), [&](int s) {
                const SliceModel &slice = model.slices[s];
                return slice.nodeName == node && !slice.perDeviceNodeSelection &&
                       slice.sharedCounters.isEmpty() &&
                       std::all_of(slice.devices.cbegin(), slice.devices.cend(),
                                   [&](int d) { return model.devices[d].consumes.isEmpty(); });
            });
        if (!simple)
            continue;
        Run run(model, QJsonObject{{QStringLiteral("metadata"),
                                    QJsonObject{{QStringLiteral("name"), node}}}});
        if (std::optional<NodePool> pool = run.poolOnNode(int(g)))
            model.nodePools[g] = std::make_shared<const NodePool>(std::move(*pool));
    }
    model.features = features;
}

void readClasses(ClusterModel &model, const QList<QJsonObject> &classes)
{
    for (const QJsonObject &object : classes) {
        ClassModel c;
        c.name = str(obj(object, "metadata"), "name");
        const QJsonObject spec = obj(object, "spec");
        c.config = arr(spec, "config");
        const QJsonArray list = arr(spec, "selectors");
        for (qsizetype i = 0; i < list.size() && !c.error; ++i) {
            auto s = compileSelector(list.at(i), Tr::tr("class %1").arg(c.name), int(i));
            if (s)
                c.selectors << *s;
            else
                c.error = s.error();
        }
        if (!model.classes.contains(c.name))
            model.classes.insert(c.name, c);
    }
}

/// The devices the claims in EXCEPT hold, their state recomputed without them (what
/// AllocatedState::fromClaims(claims, except) gives for them).
void leaveOut(ClusterModel &model, const QSet<QString> &except)
{
    // Read through a const reference: the lists are shared with the kept cluster side, and a
    // non-const access would copy them whole.
    const ClusterModel &m = model;
    QList<int> affected;
    for (const QString &holder : except) {
        const auto range = m.claimAllocations.equal_range(holder);
        for (auto it = range.first; it != range.second; ++it) {
            for (const QJsonValue &v : arr(obj(*it, "devices"), "results")) {
                const QJsonObject r = v.toObject();
                const int group =
                    m.poolIndex.value(str(r, "driver") + QLatin1Char('/') + str(r, "pool"), -1);
                if (group < 0)
                    continue;
                const QString name = str(r, "device");
                for (const int s : std::as_const(m.pools[group].slices))
                    for (const int d : std::as_const(m.slices[s].devices))
                        if (m.devices[d].cel.name == name && !affected.contains(d))
                            affected << d;
            }
        }
    }
    for (const int d : std::as_const(affected)) {
        const QString &key = m.devices[d].key;
        AllocatedState rest;
        for (const QString &holder : m.allocated.holders(key)) {
            if (except.contains(holder))
                continue;
            QList<QJsonObject> allocations = m.claimAllocations.values(holder);
            std::reverse(allocations.begin(), allocations.end()); // in input order
            for (const QJsonObject &allocation : std::as_const(allocations))
                rest.addAllocation(allocation, holder);
        }
        model.held[d] =
            quint8((rest.holds(key) ? ClusterModel::HeldExclusive : 0) |
                   (rest.consumedCapacity().contains(key) ? ClusterModel::HeldConsumed : 0));
        model.heldOverrides.insert(
            d, HeldOverride{rest.consumedCapacity().value(key), rest.holders(key)});
    }
}

} // namespace

Result<Allocator> Allocator::prepare(Inputs inputs)
{
    auto model = std::make_shared<ClusterModel>();
    model->features = inputs.features;
    model->allocated = std::move(inputs.allocated);
    model->namespaceLabels = std::move(inputs.namespaceLabels);
    if (Result<void> read = readSlices(*model, inputs.slices); !read)
        return tl::unexpected(read.error());
    if (model->features.deviceTaints && model->features.deviceTaintRules)
        if (Result<void> read = applyTaintRules(*model, inputs.taintRules); !read)
            return tl::unexpected(read.error());
    indexHeld(*model);
    keepNodePools(*model);
    readClasses(*model, inputs.classes);
    Allocator allocator;
    allocator.m_model = std::move(model);
    return allocator;
}

Result<AllocatorCluster> AllocatorCluster::prepare(Inputs inputs)
{
    auto model = std::make_shared<ClusterModel>();
    model->namespaceLabels = std::move(inputs.namespaceLabels);
    if (Result<void> read = readSlices(*model, inputs.slices); !read)
        return tl::unexpected(read.error());
    if (inputs.applyTaintRules)
        if (Result<void> read = applyTaintRules(*model, inputs.taintRules); !read)
            return tl::unexpected(read.error());
    // AllocatedState::fromClaims, keeping each claim's allocation for leaveOut().
    for (const QJsonObject &claim : std::as_const(inputs.claims)) {
        const QJsonObject allocation = obj(obj(claim, "status"), "allocation");
        if (allocation.isEmpty())
            continue;
        const QJsonObject meta = obj(claim, "metadata");
        const QString holder = str(meta, "namespace") + QLatin1Char('/') + str(meta, "name");
        model->allocated.addAllocation(allocation, holder);
        model->claimAllocations.insert(holder, allocation);
    }
    indexHeld(*model);
    keepNodePools(*model);
    AllocatorCluster cluster;
    cluster.m_model = std::move(model);
    return cluster;
}

bool AllocatorCluster::taintRulesApplied() const
{
    return m_model && m_model->taintRulesApplied;
}

Result<Allocator> Allocator::prepare(const AllocatorCluster &cluster, const FeatureGates &features,
                                     const QList<QJsonObject> &classes, const QSet<QString> &except)
{
    Q_ASSERT(cluster.m_model);
    Q_ASSERT(cluster.taintRulesApplied() == (features.deviceTaints && features.deviceTaintRules));
    const ClusterModel &from = *cluster.m_model;
    auto model = std::make_shared<ClusterModel>();
    model->features = features;
    // Qt's containers are shared: the copies cost a reference each.
    model->slices = from.slices;
    model->devices = from.devices;
    model->pools = from.pools;
    model->poolIndex = from.poolIndex;
    model->poolsByNode = from.poolsByNode;
    model->poolsAnyNode = from.poolsAnyNode;
    model->taintRulesApplied = from.taintRulesApplied;
    model->allocated = from.allocated;
    model->claimAllocations = from.claimAllocations;
    model->namespaceLabels = from.namespaceLabels;
    model->held = from.held;
    model->heldOverrides = from.heldOverrides;
    model->nodePools = from.nodePools;
    leaveOut(*model, except);
    readClasses(*model, classes);
    Allocator allocator;
    allocator.m_model = std::move(model);
    return allocator;
}

const FeatureGates &Allocator::features() const
{
    return m_model->features;
}

bool nodeSelectorMatches(const QJsonObject &selector, const QJsonObject &node)
{
    const Result<NodeSelector> ns = NodeSelector::read(selector, QString());
    if (!ns)
        return false;
    const QJsonObject meta = obj(node, "metadata");
    return ns->matches(str(meta, "name"), obj(meta, "labels"));
}

} // namespace Accel::Dra
