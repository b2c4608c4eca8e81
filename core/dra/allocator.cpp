// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "dra/allocator.h"
#include "dracodes.h"
#include "dratr.h"

#include "dra/deviceselector.h"
#include "dra/inventory.h"
#include "dra/inventorybuilder.h"
#include "excerpt.h"
#include "regularexpression.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QMutex>
#include <QUuid>

#include <algorithm>
#include <cmath>

namespace Accel::Dra {

namespace {

__extension__ typedef __int128 Int128;

/// A resource.Quantity kept exact in nano units (Kubernetes rounds below 1n up). `binary`
/// remembers a Ki/Mi/Gi spelling, so results print as their inputs did.
struct Amount
{
    Int128 nano = 0;
    bool binary = false;

    static std::optional<Amount> parse(QStringView text);
    QString toString() const;
    auto operator<=>(const Amount &o) const { return nano <=> o.nano; }
    bool operator==(const Amount &o) const { return nano == o.nano; }
};

/// Devices tried before the preview gives up on one node; the scheduler has a time limit of
/// its own (a search this long takes it seconds, too).
constexpr qint64 SearchStepBudget = 2'000'000;

QString str(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

QJsonObject obj(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toObject();
}

QJsonArray arr(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toArray();
}

QString qualify(const QString &name, const QString &driver)
{
    return name.contains(QLatin1Char('/')) ? name : driver + QLatin1Char('/') + name;
}

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

// Quantities, exact to 1n as Kubernetes keeps them.

std::optional<Amount> Amount::parse(QStringView text)
{
    text = text.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    qsizetype i = 0;
    bool negative = false;
    if (text[i] == QLatin1Char('+') || text[i] == QLatin1Char('-')) {
        negative = text[i] == QLatin1Char('-');
        ++i;
    }
    Int128 digits = 0;
    int fractionDigits = 0;
    int significant = 0;
    bool seenDigit = false;
    bool seenPoint = false;
    for (; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c.isDigit()) {
            seenDigit = true;
            if (significant < 30) {
                digits = digits * 10 + (c.unicode() - u'0');
                if (digits != 0)
                    ++significant;
                if (seenPoint)
                    ++fractionDigits;
            } else if (!seenPoint) {
                return std::nullopt; // far beyond any real quantity
            }
        } else if (c == QLatin1Char('.') && !seenPoint) {
            seenPoint = true;
        } else {
            break;
        }
    }
    if (!seenDigit)
        return std::nullopt;
    const QStringView suffix = text.mid(i);
    // value = digits * 10^-fractionDigits * multiplier; kept in nano units.
    Int128 binary = 1;
    int exponent = 0;
    static const char *const binarySuffixes[] = {"Ki", "Mi", "Gi", "Ti", "Pi", "Ei"};
    static const struct
    {
        const char *suffix;
        int exponent;
    } decimalSuffixes[] = {{"n", -9}, {"u", -6}, {"m", -3}, {"", 0},   {"k", 3},
                           {"M", 6},  {"G", 9},  {"T", 12}, {"P", 15}, {"E", 18}};
    bool known = false;
    for (int k = 0; k < 6 && !known; ++k) {
        if (suffix == QLatin1String(binarySuffixes[k])) {
            binary = Int128(1) << (10 * (k + 1));
            known = true;
        }
    }
    for (const auto &d : decimalSuffixes) {
        if (!known && suffix == QLatin1String(d.suffix)) {
            exponent = d.exponent;
            known = true;
        }
    }
    if (!known && suffix.size() >= 2 &&
        (suffix[0] == QLatin1Char('e') || suffix[0] == QLatin1Char('E'))) {
        bool ok = false;
        exponent = suffix.mid(1).toInt(&ok);
        if (!ok || exponent < -30 || exponent > 30)
            return std::nullopt;
        known = true;
    }
    if (!known)
        return std::nullopt;
    Int128 value = digits * binary;
    int scale = exponent - fractionDigits + 9; // to nano units
    if (scale > 0) {
        for (int k = 0; k < scale; ++k) {
            if (value > (Int128(1) << 120) / 10)
                return std::nullopt;
            value *= 10;
        }
    } else {
        bool roundUp = false;
        for (int k = 0; k < -scale; ++k) {
            roundUp = roundUp || value % 10 != 0;
            value /= 10;
        }
        if (roundUp)
            ++value; // below 1n rounds up, as resource.Quantity does
    }
    Amount a;
    a.nano = negative ? -value : value;
    a.binary = binary != 1;
    return a;
}

QString Amount::toString() const
{
    const Int128 nanoPerUnit = 1000000000;
    const bool negative = nano < 0;
    const Int128 v = negative ? -nano : nano;
    auto digits = [](Int128 x) {
        if (x == 0)
            return QStringLiteral("0");
        QString s;
        while (x > 0) {
            s.prepend(QChar(u'0' + int(x % 10)));
            x /= 10;
        }
        return s;
    };
    QString body;
    if (v % nanoPerUnit == 0) {
        const Int128 units = v / nanoPerUnit;
        static const char *const binarySuffixes[] = {"Ei", "Pi", "Ti", "Gi", "Mi", "Ki"};
        static const char *const decimalSuffixes[] = {"E", "P", "T", "G", "M", "k"};
        body = digits(units);
        if (units != 0) {
            bool done = false;
            for (int k = 0; k < 6 && binary && !done; ++k) {
                const Int128 m = Int128(1) << (10 * (6 - k));
                if (units % m == 0) {
                    body = digits(units / m) + QLatin1String(binarySuffixes[k]);
                    done = true;
                }
            }
            for (int k = 0; k < 6 && !binary && !done; ++k) {
                Int128 m = 1;
                for (int e = 0; e < 3 * (6 - k); ++e)
                    m *= 10;
                if (units % m == 0) {
                    body = digits(units / m) + QLatin1String(decimalSuffixes[k]);
                    done = true;
                }
            }
        }
    } else if (v % 1000000 == 0) {
        body = digits(v / 1000000) + QLatin1Char('m');
    } else if (v % 1000 == 0) {
        body = digits(v / 1000) + QLatin1Char('u');
    } else {
        body = digits(v) + QLatin1Char('n');
    }
    return negative ? QLatin1Char('-') + body : body;
}

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

struct SelectorRequirement
{
    QString key;
    QString op;
    QStringList values;
};

struct SelectorTerm
{
    QList<SelectorRequirement> expressions;
    QList<SelectorRequirement> fields;
};

/// A core/v1 NodeSelector: terms ORed, the requirements of a term ANDed; an empty term
/// matches nothing.
struct NodeSelector
{
    QList<SelectorTerm> terms;
    QJsonObject json;

    static Result<NodeSelector> read(const QJsonObject &json, const QString &where);
    bool matches(const QString &nodeName, const QJsonObject &labels) const;
};

struct Taint
{
    QString key;
    QString value;
    QString effect;
    QJsonObject json;

    QString toString() const { return taintText(key, value, effect); }
};

struct Toleration
{
    QString key;
    QString op; ///< Exists or Equal (the default)
    QString value;
    QString effect;

    bool tolerates(const Taint &taint) const
    {
        if (!effect.isEmpty() && effect != taint.effect)
            return false;
        if (op == QLatin1String("Exists"))
            return key.isEmpty() || key == taint.key;
        return key == taint.key && value == taint.value;
    }
};

struct CapacityModel
{
    QString name; ///< fully qualified
    Amount value;
    bool hasPolicy = false;
    std::optional<Amount> defaultValue;
    QList<Amount> validValues; ///< sorted
    std::optional<Amount> min;
    std::optional<Amount> max;
    std::optional<Amount> step;
};

struct CounterUse
{
    QString counterSet;
    QList<std::pair<QString, Amount>> counters;
};

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
/// invalid, never "0 of 0, ok").
std::optional<Amount> quantityOf(const QJsonValue &value, const QString &what, QString *problem)
{
    const QString text = quantityText(value);
    if (const std::optional<Amount> a = Amount::parse(text))
        return a;
    if (problem && problem->isEmpty()) {
        //: %1 names the field, e.g. "capacity memory of device gpu-0"; %2 its text
        *problem = text.isEmpty() ? Tr::tr("%1 has no quantity").arg(what)
                                  : Tr::tr("%1 is \"%2\", not a quantity").arg(what, text);
    }
    return std::nullopt;
}

struct DeviceModel
{
    QString key; ///< driver/pool/device
    int slice = -1;
    Device cel; ///< what selectors read (attributes and capacity fully qualified)
    QSet<QString> valuelessAttributes; ///< qualified names of attributes without a value
    QList<CapacityModel> capacity;
    QList<CounterUse> consumes;
    QList<Taint> taints; ///< the slice's and the DeviceTaintRules'
    QStringList bindingConditions;
    QStringList bindingFailureConditions;
    bool bindsToNode = false;
    // perDeviceNodeSelection
    QString nodeName;
    bool allNodes = false;
    std::optional<NodeSelector> nodeSelector;
    /// A capacity or counter of the device that is not a quantity: the pool is invalid.
    QString invalidQuantity;

    const CapacityModel *findCapacity(const QString &qualified) const
    {
        for (const CapacityModel &c : capacity)
            if (c.name == qualified)
                return &c;
        return nullptr;
    }
};

struct SliceModel
{
    QString name;
    QString driver;
    QString pool;
    qint64 generation = 0;
    qint64 resourceSliceCount = 0;
    QString nodeName;
    bool allNodes = false;
    bool perDeviceNodeSelection = false;
    std::optional<NodeSelector> nodeSelector;
    QList<std::pair<QString, QList<std::pair<QString, Amount>>>> sharedCounters;
    QList<int> devices;
    /// A shared counter that is not a quantity: the pool is invalid.
    QString invalidQuantity;
};

struct PoolGroup
{
    QString driver;
    QString name;
    QList<int> slices; ///< every generation, input order
};

struct ClassModel
{
    QString name;
    QList<std::shared_ptr<const DeviceSelector>> selectors;
    std::optional<Error> error; ///< a selector that did not compile
    QJsonArray config;
};

struct ClusterModel
{
    FeatureGates features;
    QList<SliceModel> slices;
    QList<DeviceModel> devices;
    QList<PoolGroup> pools;
    QHash<QString, QList<int>> poolsByNode; ///< pools with a nodeName slice for the node
    QList<int> poolsAnyNode;                ///< pools with slices that select nodes otherwise
    QHash<QString, ClassModel> classes;
    AllocatedState allocated;
    QHash<QString, QMap<QString, QString>> namespaceLabels;

    /// Claim selectors compiled once per expression: `claim match` allocates one claim on
    /// thousands of nodes. Guarded: allocate() runs on several threads at once.
    mutable QMutex selectorsLock;
    mutable QHash<QString, std::shared_ptr<const DeviceSelector>> selectorCache;
};

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

} // namespace Internal

namespace {

using namespace Internal;

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

/// Reads the device entries of a slice (v1 and v1beta2 spell them flat, v1beta1 in `basic`).
void readDevice(const QJsonObject &entry, const SliceModel &slice, int sliceIndex,
                DeviceModel &device)
{
    const QJsonObject basic = entry.contains(QLatin1String("basic")) ? obj(entry, "basic") : entry;
    const QString driver = slice.driver;
    device.slice = sliceIndex;
    device.cel.name = str(entry, "name");
    device.cel.driver = driver;
    device.cel.pool = slice.pool;
    device.cel.slice = slice.name;
    device.cel.nodeName = slice.nodeName;
    device.key = AllocatedState::deviceKey(driver, slice.pool, device.cel.name);
    device.cel.allowMultipleAllocations =
        basic.value(QLatin1String("allowMultipleAllocations")).toBool();

    const QJsonObject attributes = obj(basic, "attributes");
    for (auto it = attributes.begin(); it != attributes.end(); ++it) {
        const QString name = qualify(it.key(), driver);
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
        if (attr)
            device.cel.attributes.append({name, *attr});
        else
            device.valuelessAttributes.insert(name);
    }
    std::sort(device.cel.attributes.begin(), device.cel.attributes.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });

    const QJsonObject capacity = obj(basic, "capacity");
    for (auto it = capacity.begin(); it != capacity.end(); ++it) {
        const QJsonObject c = it.value().toObject();
        CapacityModel cap;
        cap.name = qualify(it.key(), driver);
        const QJsonValue json =
            c.contains(QLatin1String("value")) ? c.value(QLatin1String("value")) : it.value();
        const QString text = quantityText(json);
        //: %1 the capacity's name, %2 the device
        const QString what = Tr::tr("capacity %1 of device %2").arg(it.key(), device.cel.name);
        cap.value = quantityOf(json, what, &device.invalidQuantity).value_or(Amount{});
        device.cel.capacity.insert(cap.name, text);
        if (c.contains(QLatin1String("requestPolicy"))) {
            const QJsonObject policy = obj(c, "requestPolicy");
            cap.hasPolicy = true;
            //: %1 a field of a capacity's requestPolicy, %2 "capacity X of device Y"
            const auto policyField = [&what](const char *field) {
                return Tr::tr("%1 of %2").arg(QLatin1String(field), what);
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

    for (const QJsonValue &v : arr(basic, "consumesCounters")) {
        CounterUse use;
        use.counterSet = str(v.toObject(), "counterSet");
        const QJsonObject counters = obj(v.toObject(), "counters");
        for (auto it = counters.begin(); it != counters.end(); ++it) {
            //: %1 the counter, %2 its counter set, %3 the device
            const QString what = Tr::tr("counter %1 of counter set %2 consumed by device %3")
                                     .arg(it.key(), use.counterSet, device.cel.name);
            use.counters.append(
                {it.key(), quantityOf(it.value().toObject().value(QLatin1String("value")), what,
                                      &device.invalidQuantity)
                               .value_or(Amount{})});
        }
        device.consumes << use;
    }
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

Result<Allocator> Allocator::prepare(Inputs inputs)
{
    auto model = std::make_shared<ClusterModel>();
    model->features = inputs.features;
    model->allocated = std::move(inputs.allocated);
    model->namespaceLabels = std::move(inputs.namespaceLabels);

    QHash<QString, int> poolIndex;
    for (const QJsonObject &object : std::as_const(inputs.slices)) {
        const QJsonObject spec = obj(object, "spec");
        SliceModel slice;
        slice.name = str(obj(object, "metadata"), "name");
        slice.driver = str(spec, "driver");
        const QJsonObject pool = obj(spec, "pool");
        slice.pool = str(pool, "name");
        slice.generation = pool.value(QLatin1String("generation")).toInteger();
        slice.resourceSliceCount = pool.value(QLatin1String("resourceSliceCount")).toInteger();
        slice.nodeName = str(spec, "nodeName");
        slice.allNodes = spec.value(QLatin1String("allNodes")).toBool();
        slice.perDeviceNodeSelection = spec.value(QLatin1String("perDeviceNodeSelection")).toBool();
        const QString where = Tr::tr("ResourceSlice %1").arg(slice.name);
        if (spec.contains(QLatin1String("nodeSelector"))) {
            Result<NodeSelector> ns = NodeSelector::read(obj(spec, "nodeSelector"), where);
            if (!ns)
                return tl::unexpected(ns.error());
            slice.nodeSelector = *ns;
        }
        for (const QJsonValue &v : arr(spec, "sharedCounters")) {
            QList<std::pair<QString, Amount>> counters;
            const QJsonObject c = obj(v.toObject(), "counters");
            const QString set = str(v.toObject(), "name");
            for (auto it = c.begin(); it != c.end(); ++it) {
                //: %1 the counter, %2 its counter set, %3 the ResourceSlice
                const QString what = Tr::tr("counter %1 of counter set %2 in ResourceSlice %3")
                                         .arg(it.key(), set, slice.name);
                counters.append(
                    {it.key(), quantityOf(it.value().toObject().value(QLatin1String("value")), what,
                                          &slice.invalidQuantity)
                                   .value_or(Amount{})});
            }
            slice.sharedCounters.append({set, counters});
        }
        const int sliceIndex = int(model->slices.size());
        const QJsonArray devices = arr(spec, "devices");
        for (const QJsonValue &d : devices) {
            DeviceModel device;
            readDevice(d.toObject(), slice, sliceIndex, device);
            const QJsonObject basic = d.toObject().contains(QLatin1String("basic"))
                                          ? obj(d.toObject(), "basic")
                                          : d.toObject();
            if (basic.contains(QLatin1String("nodeSelector"))) {
                Result<NodeSelector> ns =
                    NodeSelector::read(obj(basic, "nodeSelector"),
                                       Tr::tr("%1, device %2").arg(where, device.cel.name));
                if (!ns)
                    return tl::unexpected(ns.error());
                device.nodeSelector = *ns;
            }
            slice.devices << int(model->devices.size());
            model->devices << std::move(device);
        }
        const QString poolKey = slice.driver + QLatin1Char('/') + slice.pool;
        auto it = poolIndex.find(poolKey);
        if (it == poolIndex.end()) {
            it = poolIndex.insert(poolKey, int(model->pools.size()));
            model->pools << PoolGroup{slice.driver, slice.pool, {}};
        }
        PoolGroup &group = model->pools[*it];
        group.slices << sliceIndex;
        if (!slice.nodeName.isEmpty()) {
            QList<int> &list = model->poolsByNode[slice.nodeName];
            if (list.isEmpty() || list.last() != *it)
                if (!list.contains(*it))
                    list << *it;
        } else if (!model->poolsAnyNode.contains(*it)) {
            model->poolsAnyNode << *it;
        }
        model->slices << std::move(slice);
    }

    // DeviceTaintRules (resource.k8s.io/v1alpha3 and v1beta2 spell them alike).
    if (model->features.deviceTaints && model->features.deviceTaintRules) {
        for (const QJsonObject &rule : std::as_const(inputs.taintRules)) {
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
            for (DeviceModel &device : model->devices) {
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
    }

    for (const QJsonObject &object : std::as_const(inputs.classes)) {
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
        if (!model->classes.contains(c.name))
            model->classes.insert(c.name, c);
    }

    Allocator allocator;
    allocator.m_model = std::move(model);
    return allocator;
}

const FeatureGates &Allocator::features() const
{
    return m_model->features;
}

// ---------------------------------------------------------------------------------------------
// One allocation: the pools on the node, the claims, and the search.

namespace {

struct NodePool
{
    int group = -1;
    QString driver;
    QString name;
    bool incomplete = false;
    qint64 slicesAtGeneration = 0;
    qint64 resourceSliceCount = 0;
    bool invalid = false;
    QString invalidReason;
    bool hasBindingConditions = false;
    QList<int> devices;    ///< available on the node, in search order
    QList<int> genDevices; ///< every device of the generation, on any node
    QHash<QString, QHash<QString, Amount>> counters;
    QHash<QString, QHash<QString, Amount>> consumed; ///< by devices other claims hold

    QString label() const { return driver + QLatin1Char('/') + name; }
};

struct ReqModel
{
    QString name; ///< the result's request: "req" or "req/sub"
    QString base;
    QString sub;
    bool isSub = false;
    const ClassModel *cls = nullptr;
    QList<std::shared_ptr<const DeviceSelector>> selectors; ///< the request's own
    bool all = false;
    qint64 count = 1;
    bool admin = false;
    QList<Toleration> tolerations;
    QJsonArray tolerationsJson;
    QList<std::pair<QString, Amount>> capacityRequests; ///< names as written
    // On the node:
    QList<int> allDevices;
    int numDevices = 0;
    mutable QHash<int, bool> selectable;
};

struct ConstraintModel
{
    QSet<QString> requests;
    QString attribute;
    bool distinct = false;

    bool appliesTo(const ReqModel &r) const
    {
        return requests.isEmpty() || requests.contains(r.base) ||
               (r.isSub && requests.contains(r.name));
    }
};

struct ClaimRun
{
    QString label; ///< "namespace/name", or the name alone, as the scheduler's errors print it
    QString ns;
    QString name;
    QList<QList<ReqModel>> requests; ///< one entry, or the subrequests in order
    QList<bool> hasSub;
    QList<qint64> minAfter; ///< per request: the fewest devices the requests after it need
    QList<ConstraintModel> constraints;
    QJsonArray config;
};

/// The claims read once, before any node (Run::parseClaims).
struct ParsedClaims
{
    QList<ClaimRun> claims;
    std::optional<Error> error; ///< the first input error, reported at its place
    int errorClaim = -1;
    /// The request whose reading failed; -2: the claim itself; INT_MAX: its constraints.
    int errorRequest = -1;
};

struct DevResult
{
    int device = -1;
    const ReqModel *req = nullptr;
    bool shared = false;
    QList<std::pair<QString, Amount>> consumed;
};

struct ConstraintState
{
    std::optional<Attribute> value;
    int count = 0;
    QList<Attribute> values;
};

struct DeviceUse
{
    int exclusive = 0; ///< non-admin, dedicated allocations
    QList<int> claims; ///< every allocation, by claim index
    int counterUses = 0;
};

bool sameValue(const Attribute &a, const Attribute &b)
{
    if (a.type != b.type)
        return false;
    switch (a.type) {
    case AttributeType::Bool:
        return a.boolValue == b.boolValue;
    case AttributeType::Int:
        return a.intValue == b.intValue;
    case AttributeType::String:
    case AttributeType::Version:
        return a.text == b.text;
    case AttributeType::Invalid:
        break;
    }
    return false;
}

class Run
{
public:
    Run(const ClusterModel &m, const QJsonObject &node)
        : m_m(m)
    {
        const QJsonObject meta = obj(node, "metadata");
        m_nodeName = str(meta, "name");
        m_labels = obj(meta, "labels");
    }

    QString nodeName() const { return m_nodeName; }
    const QList<NodePool> &pools() const { return m_pools; }
    NodeUsage usage() const
    {
        NodeUsage usage;
        const ReqModel none;
        for (const NodePool &pool : m_pools) {
            for (const int d : pool.devices) {
                const DeviceModel &device = m_m.devices[d];
                ++usage.devices;
                if (heldElsewhere(device))
                    ++usage.inUse;
                else if (!tolerated(device, none, nullptr))
                    ++usage.tainted;
            }
        }
        return usage;
    }

    void gatherPools();
    ParsedClaims parseClaims(const QList<QJsonObject> &claims) const;
    Result<void> finishClaims(const ParsedClaims &parsed);
    Result<bool> search();
    QList<QJsonObject> results() const;
    QStringList reasons() const;
    QStringList notes() const;
    qint64 steps() const { return m_steps; }

    bool deviceOnNode(const DeviceModel &d) const
    {
        const SliceModel &s = m_m.slices[d.slice];
        if (!s.perDeviceNodeSelection)
            return true;
        return d.nodeName == m_nodeName || d.allNodes ||
               (d.nodeSelector && d.nodeSelector->matches(m_nodeName, m_labels));
    }
    bool sliceTargets(const SliceModel &s) const
    {
        if (!s.nodeName.isEmpty())
            return s.nodeName == m_nodeName;
        if (s.allNodes)
            return true;
        if (s.nodeSelector)
            return s.nodeSelector->matches(m_nodeName, m_labels);
        if (s.perDeviceNodeSelection) {
            for (const int d : s.devices)
                if (deviceOnNode(m_m.devices[d]))
                    return true;
        }
        return false;
    }
    bool heldElsewhere(const DeviceModel &d) const
    {
        return m_m.allocated.holds(d.key) ||
               (!shared(d) && m_m.allocated.consumedCapacity().contains(d.key));
    }
    bool shared(const DeviceModel &d) const
    {
        return m_m.features.consumableCapacity && d.cel.allowMultipleAllocations;
    }
    bool tolerated(const DeviceModel &d, const ReqModel &r, const Taint **blocking) const
    {
        if (!m_m.features.deviceTaints)
            return true;
        for (const Taint &t : d.taints) {
            if (t.effect != QLatin1String("NoSchedule") && t.effect != QLatin1String("NoExecute"))
                continue;
            const bool ok = std::any_of(r.tolerations.cbegin(), r.tolerations.cend(),
                                        [&](const Toleration &tol) { return tol.tolerates(t); });
            if (!ok) {
                if (blocking)
                    *blocking = &t;
                return false;
            }
        }
        return true;
    }

    Result<bool> isSelectable(const ReqModel &r, int device) const;
    /// The capacity a shared device gives R; nullopt when it does not fit. *WHY says why.
    std::optional<QList<std::pair<QString, Amount>>> consumption(const ReqModel &r, int device,
                                                                 QString *why = nullptr) const;
    bool countersFit(int device, QString *why = nullptr) const;
    int poolOf(int device) const { return m_poolOfDevice.value(device, -1); }

private:
    Result<void> readRequest(ClaimRun &claim, const QJsonObject &request, const QString &where);
    Result<ReqModel> readAlternative(const ClaimRun &claim, const QJsonObject &body,
                                     const QString &base, const QString &sub) const;
    /// FROM: the search position of the request's previous device (combinations, not orders).
    Result<bool> allocateOne(int c, int r, int s, int d, bool inSub, int from = 0);
    /// Nullopt: not allocated; true: allocated (undo with deallocate()).
    Result<bool> allocateDevice(int c, const ReqModel &r, int device, bool must);
    void deallocate(int c);
    bool inUse(int c, const ReqModel &r, int device) const;
    QJsonObject resultOf(int c) const;
    QJsonObject nodeSelectorOf(int c) const;
    QString explainRequest(const ClaimRun &claim, const ReqModel &r) const;

    const ClusterModel &m_m;
    QString m_nodeName;
    QJsonObject m_labels;
    QList<NodePool> m_pools;
    /// Pools whose slices select nodes (nodeSelector, allNodes, per device) and leave this one
    /// out: explainRequest() names them when their devices would serve a request (issue 17,
    /// "node affinity from the slice").
    QList<int> m_unreachable;
    QHash<int, int> m_poolOfDevice;
    QList<ClaimRun> m_claims;
    QList<QList<DevResult>> m_results;
    QList<QList<ConstraintState>> m_constraintState;
    QList<QList<QList<ConstraintState>>>
        m_constraintSaved; ///< per claim: the states before each result
    QHash<int, DeviceUse> m_use;
    QHash<int, QHash<QString, Amount>> m_sharedConsumed;
    QHash<int, QHash<QString, QHash<QString, Amount>>> m_counterUse; ///< pool -> set -> counter
    QList<QList<int>> m_sub;
    bool m_invalidSeen = false;
    qint64 m_steps = 0;
    bool m_budgetHit = false;
};

void Run::gatherPools()
{
    QList<int> candidates = m_m.poolsByNode.value(m_nodeName);
    for (const int g : m_m.poolsAnyNode)
        if (!candidates.contains(g))
            candidates << g;
    const bool partitionable = m_m.features.partitionableDevices;
    for (const int g : std::as_const(candidates)) {
        const PoolGroup &group = m_m.pools[g];
        std::optional<qint64> generation;
        bool considered = false;
        for (const int s : group.slices) {
            const SliceModel &slice = m_m.slices[s];
            if (slice.perDeviceNodeSelection && !partitionable)
                continue;
            considered = true;
            if (sliceTargets(slice) && (!generation || slice.generation > *generation))
                generation = slice.generation;
        }
        if (!generation) {
            if (considered && m_m.poolsAnyNode.contains(g))
                m_unreachable << g;
            continue;
        }
        NodePool pool;
        pool.group = g;
        pool.driver = group.driver;
        pool.name = group.name;
        QList<int> genSlices;
        for (const int s : group.slices) {
            const SliceModel &slice = m_m.slices[s];
            if (slice.generation == *generation &&
                !(slice.perDeviceNodeSelection && !partitionable))
                genSlices << s;
        }
        pool.slicesAtGeneration = genSlices.size();
        pool.resourceSliceCount = m_m.slices[genSlices.first()].resourceSliceCount;
        pool.incomplete = pool.slicesAtGeneration != pool.resourceSliceCount;

        // Validity (README "invalid pool"): duplicate device names, duplicate counter sets,
        // devices consuming counter sets or counters their pool does not have.
        QSet<QString> names;
        for (const int s : std::as_const(genSlices)) {
            const SliceModel &slice = m_m.slices[s];
            if (!slice.invalidQuantity.isEmpty() && !pool.invalid) {
                pool.invalid = true;
                pool.invalidReason = slice.invalidQuantity;
            }
            for (const auto &set : slice.sharedCounters) {
                if (pool.counters.contains(set.first) && !pool.invalid) {
                    pool.invalid = true;
                    pool.invalidReason =
                        Tr::tr("counter set %1 is defined more than once").arg(set.first);
                }
                QHash<QString, Amount> &counters = pool.counters[set.first];
                for (const auto &c : set.second)
                    counters.insert(c.first, c.second);
            }
            for (const int d : slice.devices) {
                const DeviceModel &device = m_m.devices[d];
                if (names.contains(device.cel.name) && !pool.invalid) {
                    pool.invalid = true;
                    pool.invalidReason =
                        Tr::tr("device %1 is listed more than once").arg(device.cel.name);
                }
                if (!device.invalidQuantity.isEmpty() && !pool.invalid) {
                    pool.invalid = true;
                    pool.invalidReason = device.invalidQuantity;
                }
                names.insert(device.cel.name);
                pool.genDevices << d;
                pool.hasBindingConditions =
                    pool.hasBindingConditions || !device.bindingConditions.isEmpty();
            }
        }
        if (partitionable) {
            for (const int d : std::as_const(pool.genDevices)) {
                const DeviceModel &device = m_m.devices[d];
                for (const CounterUse &use : device.consumes) {
                    if (pool.invalid)
                        break;
                    const auto set = pool.counters.constFind(use.counterSet);
                    if (set == pool.counters.constEnd()) {
                        pool.invalid = true;
                        pool.invalidReason =
                            Tr::tr("device %1 consumes counter set %2, which the pool does not "
                                   "define")
                                .arg(device.cel.name, use.counterSet);
                        break;
                    }
                    for (const auto &c : use.counters) {
                        if (!set->contains(c.first) && !pool.invalid) {
                            pool.invalid = true;
                            pool.invalidReason =
                                Tr::tr("device %1 consumes counter %2 of counter set %3, which "
                                       "has no such counter")
                                    .arg(device.cel.name, c.first, use.counterSet);
                        }
                    }
                }
                if (heldElsewhere(device) ||
                    m_m.allocated.consumedCapacity().contains(device.key)) {
                    for (const CounterUse &use : device.consumes)
                        for (const auto &c : use.counters)
                            pool.consumed[use.counterSet][c.first].nano += c.second.nano;
                }
            }
        }

        // Devices on this node, slices in name order, devices as listed.
        std::stable_sort(genSlices.begin(), genSlices.end(),
                         [&](int a, int b) { return m_m.slices[a].name < m_m.slices[b].name; });
        for (const int s : std::as_const(genSlices)) {
            const SliceModel &slice = m_m.slices[s];
            if (!sliceTargets(slice))
                continue;
            for (const int d : slice.devices)
                if (deviceOnNode(m_m.devices[d]))
                    pool.devices << d;
        }
        m_pools << pool;
    }
    const bool bindingLast = m_m.features.bindingConditions;
    std::sort(m_pools.begin(), m_pools.end(), [&](const NodePool &a, const NodePool &b) {
        if (bindingLast && a.hasBindingConditions != b.hasBindingConditions)
            return !a.hasBindingConditions;
        if (a.name != b.name)
            return a.name < b.name;
        return a.driver < b.driver;
    });
    for (qsizetype p = 0; p < m_pools.size(); ++p)
        for (const int d : std::as_const(m_pools[p].devices))
            m_poolOfDevice.insert(d, int(p));
}

Result<ReqModel> Run::readAlternative(const ClaimRun &claim, const QJsonObject &body,
                                      const QString &base, const QString &sub) const
{
    const FeatureGates &gates = m_m.features;
    ReqModel r;
    r.base = base;
    r.sub = sub;
    r.isSub = !sub.isEmpty();
    r.name = r.isSub ? base + QLatin1Char('/') + sub : base;
    // Named only in errors: built when one is reported (a translation lookup per request
    // and node would cost `claim match` more than the search).
    const auto who = [&] {
        return r.isSub ? Tr::tr("claim %1, subrequest %2").arg(claim.label, sub)
                       : Tr::tr("claim %1, request %2").arg(claim.label, base);
    };
    const auto whoRequest = [&] {
        return Tr::tr("claim %1, request %2").arg(claim.label, r.isSub ? sub : base);
    };

    const QJsonArray selectors = arr(body, "selectors");
    for (qsizetype i = 0; i < selectors.size(); ++i) {
        const QJsonValue expression = selectors.at(i)
                                          .toObject()
                                          .value(QLatin1String("cel"))
                                          .toObject()
                                          .value(QLatin1String("expression"));
        if (expression.isString()) {
            const QMutexLocker lock(&m_m.selectorsLock);
            if (const auto it = m_m.selectorCache.constFind(expression.toString());
                it != m_m.selectorCache.constEnd()) {
                r.selectors << *it;
                continue;
            }
        }
        auto s = compileSelector(selectors.at(i), whoRequest(), int(i));
        if (!s)
            return tl::unexpected(s.error());
        r.selectors << *s;
        const QMutexLocker lock(&m_m.selectorsLock);
        if (m_m.selectorCache.size() < 1024)
            m_m.selectorCache.insert(expression.toString(), *s);
    }
    r.admin = body.value(QLatin1String("adminAccess")).toBool();
    if (r.admin && !gates.adminAccess)
        return fail(
            Code::CLAIM_INPUT,
            Tr::tr("%1: admin access is requested, but the feature is disabled").arg(whoRequest()),
            Tr::tr("Turn on DRAAdminAccess (--feature-gates DRAAdminAccess=true) or drop "
                   "adminAccess."));
    const QString className = str(body, "deviceClassName");
    if (className.isEmpty())
        return fail(
            Code::CLAIM_INPUT,
            Tr::tr("%1: missing device class name (unsupported request type?)").arg(whoRequest()));
    const auto cls = m_m.classes.constFind(className);
    if (cls == m_m.classes.constEnd()) {
        QStringList known = m_m.classes.keys();
        known.sort();
        return fail(Code::CLAIM_INPUT,
                    Tr::tr("%1: could not retrieve device class %2").arg(whoRequest(), className),
                    known.isEmpty()
                        ? Tr::tr("No DeviceClass is known: pass the class with --class FILE or "
                                 "read a cluster that has it.")
                        : Tr::tr("Known classes: %1.").arg(known.join(QStringLiteral(", "))));
    }
    if (cls->error)
        return tl::unexpected(*cls->error);
    r.cls = &*cls;

    const QJsonObject requests = obj(obj(body, "capacity"), "requests");
    if (!requests.isEmpty() && !gates.consumableCapacity)
        return fail(Code::CLAIM_INPUT,
                    Tr::tr("%1: has capacity requests, but the DRAConsumableCapacity feature is "
                           "disabled")
                        .arg(who()),
                    Tr::tr("Turn on DRAConsumableCapacity or drop capacity.requests."));
    for (auto it = requests.begin(); it != requests.end(); ++it) {
        const std::optional<Amount> a = Amount::parse(it.value().toString());
        if (!a)
            return fail(Code::CLAIM_INPUT,
                        Tr::tr("%1: capacity request %2: \"%3\" is not a quantity")
                            .arg(who(), excerpt(it.key()), excerpt(it.value().toString())));
        r.capacityRequests.append({it.key(), *a});
    }
    r.tolerationsJson = arr(body, "tolerations");
    for (const QJsonValue &v : std::as_const(r.tolerationsJson)) {
        Toleration t;
        t.key = str(v.toObject(), "key");
        t.op = str(v.toObject(), "operator");
        t.value = str(v.toObject(), "value");
        t.effect = str(v.toObject(), "effect");
        r.tolerations << t;
    }

    const QString mode = str(body, "allocationMode");
    if (mode.isEmpty() || mode == QLatin1String("ExactCount")) {
        const QJsonValue count = body.value(QLatin1String("count"));
        r.count = count.isUndefined() || count.isNull() ? 1 : count.toInteger(-1);
        if (r.count < 0)
            return fail(Code::CLAIM_INPUT,
                        Tr::tr("%1: count must be a positive number").arg(who()));
        r.numDevices = int(std::min<qint64>(r.count, std::numeric_limits<int>::max()));
    } else if (mode == QLatin1String("All")) {
        r.all = true;
    } else {
        return fail(Code::CLAIM_INPUT,
                    Tr::tr("%1: unsupported count mode %2").arg(whoRequest(), mode),
                    Tr::tr("allocationMode is ExactCount or All."));
    }
    return r;
}

ParsedClaims Run::parseClaims(const QList<QJsonObject> &claims) const
{
    // Everything about the claims that does not depend on the node, once per allocate() or
    // once for many nodes (Allocator::prepareClaims). The first input error is kept with its
    // place, so that finishClaims() reports it where the scheduler would: after the errors of
    // the requests before it.
    ParsedClaims parsed;
    const auto failAt = [&](ClaimRun claim, int request, Error error) {
        parsed.claims << std::move(claim);
        parsed.error = std::move(error);
        parsed.errorClaim = int(parsed.claims.size()) - 1;
        parsed.errorRequest = request;
        return parsed;
    };
    for (const QJsonObject &object : claims) {
        ClaimRun claim;
        const QJsonObject meta = obj(object, "metadata");
        claim.ns = str(meta, "namespace");
        claim.name = str(meta, "name");
        claim.label = claim.ns.isEmpty() ? claim.name : claim.ns + QLatin1Char('/') + claim.name;
        const QString kind = str(object, "kind");
        QJsonObject spec = obj(object, "spec");
        if (kind == QLatin1String("ResourceClaimTemplate"))
            spec = obj(spec, "spec");
        else if (kind != QLatin1String("ResourceClaim"))
            return failAt(
                claim, -2,
                Error::of(
                    Code::CLAIM_INPUT,
                    Tr::tr("%1 %2 is not a ResourceClaim or ResourceClaimTemplate")
                        .arg(kind.isEmpty() ? Tr::tr("an object without kind") : kind, claim.label),
                    Tr::tr("Give claims and templates of resource.k8s.io/v1.")));
        const QJsonObject devices = obj(spec, "devices");
        claim.config = arr(devices, "config");
        const QJsonArray requests = arr(devices, "requests");
        for (const QJsonValue &v : requests) {
            const QJsonObject request = v.toObject();
            const QString name = str(request, "name");
            QList<ReqModel> alternatives;
            const bool hasSub = !arr(request, "firstAvailable").isEmpty();
            const int here = int(claim.requests.size());
            if (hasSub && !m_m.features.prioritizedList)
                return failAt(claim, here,
                              Error::of(Code::CLAIM_INPUT,
                                        Tr::tr("claim %1, request %2: has subrequests, but the "
                                               "DRAPrioritizedList feature is disabled")
                                            .arg(claim.label, name),
                                        Tr::tr("Turn on DRAPrioritizedList or use exactly.")));
            std::optional<Error> error;
            if (hasSub) {
                for (const QJsonValue &sub : arr(request, "firstAvailable")) {
                    Result<ReqModel> r =
                        readAlternative(claim, sub.toObject(), name, str(sub.toObject(), "name"));
                    if (!r) {
                        error = r.error();
                        break;
                    }
                    alternatives << *r;
                }
            } else {
                const QJsonObject body = request.contains(QLatin1String("exactly"))
                                             ? obj(request, "exactly")
                                             : request; // v1beta1: the fields inline
                Result<ReqModel> r = readAlternative(claim, body, name, {});
                if (r)
                    alternatives << *r;
                else
                    error = r.error();
            }
            if (error)
                return failAt(claim, here, *error);
            claim.requests << alternatives;
            claim.hasSub << hasSub;
        }
        const QJsonArray constraints = arr(devices, "constraints");
        for (qsizetype i = 0; i < constraints.size(); ++i) {
            const QJsonObject c = constraints.at(i).toObject();
            ConstraintModel model;
            for (const QJsonValue &r : arr(c, "requests"))
                model.requests.insert(r.toString());
            if (c.contains(QLatin1String("matchAttribute"))) {
                model.attribute = str(c, "matchAttribute");
            } else if (c.contains(QLatin1String("distinctAttribute"))) {
                model.attribute = str(c, "distinctAttribute");
                model.distinct = true;
            } else {
                return failAt(claim, std::numeric_limits<int>::max(),
                              Error::of(Code::CLAIM_INPUT,
                                        Tr::tr("claim %1, constraint #%2: empty constraint "
                                               "(unsupported constraint type?)")
                                            .arg(claim.label)
                                            .arg(i),
                                        {}));
            }
            claim.constraints << model;
        }
        parsed.claims << claim;
    }
    return parsed;
}

Result<void> Run::finishClaims(const ParsedClaims &parsed)
{
    for (qsizetype c = 0; c < parsed.claims.size(); ++c) {
        const bool errorHere = parsed.error && parsed.errorClaim == c;
        if (errorHere && parsed.errorRequest == -2)
            return tl::unexpected(*parsed.error);
        ClaimRun claim = parsed.claims[c];
        qint64 minDevices = 0;
        QList<qint64> minimum;
        for (qsizetype q = 0; q < claim.requests.size(); ++q) {
            QList<ReqModel> &alternatives = claim.requests[q];
            // How many devices "All" is on this node (README "allocationMode All").
            for (ReqModel &r : alternatives) {
                if (!r.all)
                    continue;
                for (const NodePool &pool : std::as_const(m_pools)) {
                    if (pool.incomplete)
                        return fail(Code::ALLOCATION_FAILED,
                                    Tr::tr("claim %1, request %2: asks for all devices, but "
                                           "resource pool %3 is currently being updated")
                                        .arg(claim.label, r.name, pool.label()),
                                    Tr::tr("Wait until the driver has published every slice of "
                                           "the pool, then try again."));
                    if (pool.invalid)
                        return fail(
                            Code::ALLOCATION_FAILED,
                            Tr::tr("claim %1, request %2: asks for all devices, but "
                                   "resource pool %3 is currently invalid: %4")
                                .arg(claim.label, r.name, pool.label(), pool.invalidReason));
                    for (const int d : pool.devices) {
                        Result<bool> ok = isSelectable(r, d);
                        if (!ok)
                            return tl::unexpected(ok.error());
                        if (!*ok)
                            continue;
                        // Shared devices whose remaining capacity cannot serve the request
                        // are left out.
                        if (shared(m_m.devices[d]) && !m_m.allocated.holds(m_m.devices[d].key) &&
                            !consumption(r, d))
                            continue;
                        r.allDevices << d;
                    }
                }
                r.numDevices = int(r.allDevices.size());
            }
            qint64 least = std::numeric_limits<qint64>::max();
            for (const ReqModel &r : std::as_const(alternatives))
                least = std::min<qint64>(least, r.all ? r.numDevices : r.count);
            minDevices += alternatives.isEmpty() ? 0 : least;
            minimum << (alternatives.isEmpty() ? 0 : least);
        }
        if (errorHere && parsed.errorRequest == claim.requests.size())
            return tl::unexpected(*parsed.error);
        if (minDevices > AllocationResultsMaxSize)
            return fail(Code::CLAIM_INPUT,
                        Tr::tr("claim %1: number of requested devices %2 exceeds the claim limit "
                               "of %3")
                            .arg(claim.label)
                            .arg(minDevices)
                            .arg(AllocationResultsMaxSize),
                        Tr::tr("A claim holds at most %1 devices: split it into several claims.")
                            .arg(AllocationResultsMaxSize));
        if (errorHere)
            return tl::unexpected(*parsed.error);
        claim.minAfter = QList<qint64>(minimum.size(), 0);
        for (qsizetype i = minimum.size() - 2; i >= 0; --i)
            claim.minAfter[i] = claim.minAfter[i + 1] + minimum[i + 1];
        m_claims << claim;
    }
    return {};
}

Result<bool> Run::isSelectable(const ReqModel &r, int device) const
{
    if (const auto it = r.selectable.constFind(device); it != r.selectable.constEnd())
        return *it;
    const DeviceModel &d = m_m.devices[device];
    bool ok = true;
    for (const auto *list : {&r.cls->selectors, &r.selectors}) {
        for (qsizetype i = 0; i < list->size() && ok; ++i) {
            const Result<bool> m = list->at(i)->matches(d.cel);
            if (!m)
                return fail(Code::ALLOCATION_FAILED,
                            Tr::tr("%1 %2: selector #%3: CEL runtime error on device %4/%5/%6: %7")
                                .arg(list == &r.selectors ? Tr::tr("request") : Tr::tr("class"),
                                     list == &r.selectors ? r.name : r.cls->name)
                                .arg(i)
                                .arg(d.cel.driver, d.cel.pool, d.cel.name, m.error().message),
                            Tr::tr("A robust selector checks that an attribute exists before "
                                   "reading it (has(...)); the scheduler keeps the pod Pending."));
            ok = *m;
        }
    }
    for (const auto &req : r.capacityRequests)
        ok = ok && d.findCapacity(qualify(req.first, d.cel.driver)) != nullptr;
    r.selectable.insert(device, ok);
    return ok;
}

std::optional<QList<std::pair<QString, Amount>>> Run::consumption(const ReqModel &r, int device,
                                                                  QString *why) const
{
    const DeviceModel &d = m_m.devices[device];
    QHash<QString, Amount> before;
    const auto held = m_m.allocated.consumedCapacity().constFind(d.key);
    if (held != m_m.allocated.consumedCapacity().constEnd())
        for (auto it = held->cbegin(); it != held->cend(); ++it)
            before[qualify(it.key(), d.cel.driver)].nano +=
                Amount::parse(it.value()).value_or(Amount{}).nano;
    const QHash<QString, Amount> now = m_sharedConsumed.value(device);
    QList<std::pair<QString, Amount>> out;
    for (const CapacityModel &cap : d.capacity) {
        std::optional<Amount> requested;
        for (const auto &req : r.capacityRequests)
            if (qualify(req.first, d.cel.driver) == cap.name)
                requested = req.second;
        Amount v;
        if (requested) {
            v = *requested;
            if (cap.hasPolicy && cap.min) {
                if (v < *cap.min)
                    v.nano = cap.min->nano;
                if (cap.step && cap.step->nano > 0) {
                    const Int128 over = v.nano - cap.min->nano;
                    const Int128 steps = (over + cap.step->nano - 1) / cap.step->nano;
                    v.nano = cap.min->nano + steps * cap.step->nano;
                }
                if (cap.max && v > *cap.max) {
                    if (why)
                        *why = Tr::tr("%1: %2 is above the largest allowed, %3")
                                   .arg(cap.name, requested->toString(), cap.max->toString());
                    return std::nullopt;
                }
            } else if (cap.hasPolicy && !cap.validValues.isEmpty()) {
                const auto it = std::find_if(cap.validValues.cbegin(), cap.validValues.cend(),
                                             [&](const Amount &a) { return a >= v; });
                if (it == cap.validValues.cend()) {
                    if (why)
                        *why = Tr::tr("%1: no valid value holds %2")
                                   .arg(cap.name, requested->toString());
                    return std::nullopt;
                }
                v.nano = it->nano;
            }
            v.binary = requested->binary || cap.value.binary;
        } else if (cap.hasPolicy && cap.defaultValue) {
            v = *cap.defaultValue;
        } else {
            v = cap.value;
        }
        const Int128 left = cap.value.nano - before.value(cap.name).nano - now.value(cap.name).nano;
        if (v.nano > left) {
            if (why) {
                Amount l{left, cap.value.binary};
                *why = Tr::tr("capacity %1 exhausted (%2 left, %3 needed)")
                           .arg(cap.name, l.toString(), v.toString());
            }
            return std::nullopt;
        }
        out.append({cap.name, v});
    }
    return out;
}

bool Run::countersFit(int device, QString *why) const
{
    const DeviceModel &d = m_m.devices[device];
    const int p = poolOf(device);
    if (p < 0)
        return false;
    const NodePool &pool = m_pools[p];
    const QHash<QString, QHash<QString, Amount>> now = m_counterUse.value(p);
    for (const CounterUse &use : d.consumes) {
        for (const auto &c : use.counters) {
            const Int128 total = pool.counters.value(use.counterSet).value(c.first).nano;
            const Int128 used = pool.consumed.value(use.counterSet).value(c.first).nano +
                                now.value(use.counterSet).value(c.first).nano;
            if (used + c.second.nano > total) {
                if (why) {
                    Amount left{total - used, c.second.binary};
                    *why = Tr::tr("counters exhausted (%1/%2: %3 left, %4 needed)")
                               .arg(use.counterSet, c.first, left.toString(), c.second.toString());
                }
                return false;
            }
        }
    }
    return true;
}

bool Run::inUse(int c, const ReqModel &r, int device) const
{
    const DeviceModel &d = m_m.devices[device];
    const DeviceUse use = m_use.value(device);
    if (r.admin)
        return use.claims.contains(c);
    if (shared(d))
        return m_m.allocated.holds(d.key) || use.exclusive > 0;
    return heldElsewhere(d) || use.exclusive > 0 || use.claims.contains(c);
}

Result<bool> Run::allocateDevice(int c, const ReqModel &r, int device, bool must)
{
    const DeviceModel &d = m_m.devices[device];
    if (inUse(c, r, device))
        return false;
    if (!tolerated(d, r, nullptr))
        return false;
    if (!d.bindingConditions.isEmpty() && !m_m.features.bindingConditions)
        return false;
    if (!d.consumes.isEmpty() && !m_m.features.partitionableDevices)
        return false;
    const bool countsCounters = !d.consumes.isEmpty() && !r.admin &&
                                m_use.value(device).counterUses == 0 && !heldElsewhere(d) &&
                                !m_m.allocated.consumedCapacity().contains(d.key);
    if (!d.consumes.isEmpty() && m_use.value(device).counterUses == 0 && !countersFit(device))
        return false;
    DevResult result;
    result.device = device;
    result.req = &r;
    if (shared(d)) {
        const auto consumed = consumption(r, device);
        if (!consumed)
            return false;
        result.shared = true;
        result.consumed = *consumed;
    } else {
        for (const auto &req : r.capacityRequests) {
            const CapacityModel *cap = d.findCapacity(qualify(req.first, d.cel.driver));
            if (!cap || req.second > cap->value)
                return false;
        }
    }

    // Constraints (README "Constraints").
    ClaimRun &claim = m_claims[c];
    QList<ConstraintState> &states = m_constraintState[c];
    QList<ConstraintState> saved = states;
    for (qsizetype i = 0; i < claim.constraints.size(); ++i) {
        const ConstraintModel &constraint = claim.constraints[i];
        if (!constraint.appliesTo(r))
            continue;
        ConstraintState &state = states[i];
        const std::optional<Attribute> value = d.cel.attribute(constraint.attribute);
        bool ok = value.has_value();
        if (!ok && constraint.distinct && d.valuelessAttributes.contains(constraint.attribute)) {
            states = saved;
            return fail(Code::ALLOCATION_FAILED,
                        Tr::tr("claim %1, request %2: device %3: attribute %4: unsupported "
                               "attribute value")
                            .arg(claim.label, r.name, d.key, constraint.attribute));
        }
        if (ok && constraint.distinct) {
            ok = std::none_of(state.values.cbegin(), state.values.cend(),
                              [&](const Attribute &a) { return sameValue(a, *value); });
            if (ok)
                state.values << *value;
        } else if (ok) {
            if (state.count == 0)
                state.value = value;
            else
                ok = sameValue(*state.value, *value);
            if (ok)
                ++state.count;
        }
        if (!ok) {
            states = saved;
            if (must)
                return fail(Code::ALLOCATION_FAILED,
                            Tr::tr("claim %1, request %2: cannot add device %3 because a claim "
                                   "constraint would not be satisfied")
                                .arg(claim.label, r.name, d.key),
                            Tr::tr("allocationMode All takes every matching device: narrow the "
                                   "request's selectors so that the constraint holds for all."));
            return false;
        }
    }

    DeviceUse &use = m_use[device];
    if (!r.admin && !result.shared)
        ++use.exclusive;
    use.claims << c;
    if (countsCounters) {
        const int p = poolOf(device);
        for (const CounterUse &cu : d.consumes)
            for (const auto &counter : cu.counters)
                m_counterUse[p][cu.counterSet][counter.first].nano += counter.second.nano;
    }
    if (!d.consumes.isEmpty() && !r.admin)
        ++use.counterUses;
    for (const auto &cap : std::as_const(result.consumed))
        m_sharedConsumed[device][cap.first].nano += cap.second.nano;
    m_results[c] << result;
    m_constraintSaved[c] << saved;
    return true;
}

void Run::deallocate(int c)
{
    const DevResult result = m_results[c].takeLast();
    m_constraintState[c] = m_constraintSaved[c].takeLast();
    const int device = result.device;
    const DeviceModel &d = m_m.devices[device];
    DeviceUse &use = m_use[device];
    if (!result.req->admin && !result.shared)
        --use.exclusive;
    use.claims.removeOne(c);
    if (!d.consumes.isEmpty() && !result.req->admin) {
        if (--use.counterUses == 0 && !heldElsewhere(d) &&
            !m_m.allocated.consumedCapacity().contains(d.key)) {
            const int p = poolOf(device);
            for (const CounterUse &cu : d.consumes)
                for (const auto &counter : cu.counters)
                    m_counterUse[p][cu.counterSet][counter.first].nano -= counter.second.nano;
        }
    }
    for (const auto &cap : std::as_const(result.consumed))
        m_sharedConsumed[device][cap.first].nano -= cap.second.nano;
}

Result<bool> Run::search()
{
    m_results = QList<QList<DevResult>>(m_claims.size());
    m_constraintSaved = QList<QList<QList<ConstraintState>>>(m_claims.size());
    m_constraintState.clear();
    for (const ClaimRun &claim : std::as_const(m_claims))
        m_constraintState << QList<ConstraintState>(claim.constraints.size());
    m_sub.clear();
    for (const ClaimRun &claim : std::as_const(m_claims))
        m_sub << QList<int>(claim.requests.size(), 0);
    Result<bool> done = allocateOne(0, 0, 0, 0, false);
    if (!done)
        return done;
    if (!*done && m_invalidSeen && !m_budgetHit)
        return fail(Code::ALLOCATION_FAILED,
                    Tr::tr("invalid resource pools were encountered: %1").arg([&] {
                        QStringList out;
                        for (const NodePool &p : std::as_const(m_pools))
                            if (p.invalid)
                                out << Tr::tr("%1 (%2)").arg(p.label(), p.invalidReason);
                        return out.join(QStringLiteral("; "));
                    }()),
                    Tr::tr("The driver published a pool the scheduler cannot use; its devices "
                           "stay unallocatable until the driver republishes it."));
    return done;
}

Result<bool> Run::allocateOne(int c, int r, int s, int d, bool inSub, int from)
{
    if (c >= m_claims.size())
        return true;
    const ClaimRun &claim = m_claims[c];
    if (r >= claim.requests.size())
        return allocateOne(c + 1, 0, 0, 0, false);
    if (!inSub && claim.hasSub[r]) {
        for (qsizetype k = 0; k < claim.requests[r].size(); ++k) {
            m_sub[c][r] = int(k);
            Result<bool> ok = allocateOne(c, r, int(k), 0, true);
            if (!ok || *ok)
                return ok;
            if (m_budgetHit)
                return false;
        }
        return false;
    }
    const ReqModel &req = claim.requests[r][s];
    if (req.all && req.numDevices == 0)
        return false; // All needs at least one device (README "allocationMode All")
    if (d >= req.numDevices)
        return allocateOne(c, r + 1, 0, 0, false);
    // The claim's results must fit, counting what the later requests need at least.
    if (m_results[c].size() + req.numDevices - d + claim.minAfter[r] > AllocationResultsMaxSize)
        return false;
    if (req.all) {
        const int device = req.allDevices[d];
        Result<bool> ok = allocateDevice(c, req, device, true);
        if (!ok || !*ok)
            return ok;
        Result<bool> done = allocateOne(c, r, s, d + 1, inSub);
        if (!done || !*done)
            deallocate(c);
        return done;
    }
    int position = 0;
    for (const NodePool &pool : std::as_const(m_pools)) {
        if (pool.invalid) {
            m_invalidSeen = true;
            position += int(pool.devices.size());
            continue;
        }
        if (pool.incomplete || position + pool.devices.size() <= from) {
            position += int(pool.devices.size());
            continue;
        }
        for (const int device : pool.devices) {
            const int here = position++;
            if (here < from)
                continue;
            if (++m_steps > SearchStepBudget) {
                m_budgetHit = true;
                return false;
            }
            if (inUse(c, req, device))
                continue;
            Result<bool> selectable = isSelectable(req, device);
            if (!selectable)
                return selectable;
            if (!*selectable)
                continue;
            Result<bool> ok = allocateDevice(c, req, device, false);
            if (!ok)
                return ok;
            if (!*ok)
                continue;
            // A shared device may serve the request's next device too.
            Result<bool> done =
                allocateOne(c, r, s, d + 1, inSub, shared(m_m.devices[device]) ? here : here + 1);
            if (!done)
                return done;
            if (*done)
                return true;
            deallocate(c);
            if (m_budgetHit)
                return false;
        }
    }
    return false;
}

QJsonObject Run::nodeSelectorOf(int c) const
{
    QJsonArray fields;
    QJsonArray expressions;
    auto add = [](QJsonArray &into, const QJsonArray &from) {
        for (const QJsonValue &v : from)
            if (!into.contains(v))
                into << v;
    };
    for (const DevResult &result : m_results[c]) {
        const DeviceModel &d = m_m.devices[result.device];
        const SliceModel &slice = m_m.slices[d.slice];
        const QString nodeName = slice.perDeviceNodeSelection ? d.nodeName : slice.nodeName;
        const std::optional<NodeSelector> &selector =
            slice.perDeviceNodeSelection ? d.nodeSelector : slice.nodeSelector;
        if (!nodeName.isEmpty() || (d.bindsToNode && m_m.features.bindingConditions)) {
            return QJsonObject{
                {QStringLiteral("nodeSelectorTerms"),
                 QJsonArray{QJsonObject{
                     {QStringLiteral("matchFields"),
                      QJsonArray{QJsonObject{
                          {QStringLiteral("key"), QStringLiteral("metadata.name")},
                          {QStringLiteral("operator"), QStringLiteral("In")},
                          {QStringLiteral("values"),
                           QJsonArray{nodeName.isEmpty() ? m_nodeName : nodeName}}}}}}}}};
        }
        if (selector) {
            const QJsonArray terms = arr(selector->json, "nodeSelectorTerms");
            if (terms.size() == 1) {
                add(fields, arr(terms.first().toObject(), "matchFields"));
                add(expressions, arr(terms.first().toObject(), "matchExpressions"));
            }
        }
    }
    if (fields.isEmpty() && expressions.isEmpty())
        return {};
    QJsonObject term;
    if (!expressions.isEmpty())
        term.insert(QStringLiteral("matchExpressions"), expressions);
    if (!fields.isEmpty())
        term.insert(QStringLiteral("matchFields"), fields);
    return QJsonObject{{QStringLiteral("nodeSelectorTerms"), QJsonArray{term}}};
}

QJsonObject Run::resultOf(int c) const
{
    const ClaimRun &claim = m_claims[c];
    const FeatureGates &gates = m_m.features;
    QJsonArray results;
    int shareIndex = 0;
    for (const DevResult &result : m_results[c]) {
        const DeviceModel &d = m_m.devices[result.device];
        QJsonObject o{{QStringLiteral("request"), result.req->name},
                      {QStringLiteral("driver"), d.cel.driver},
                      {QStringLiteral("pool"), d.cel.pool},
                      {QStringLiteral("device"), d.cel.name}};
        if (result.req->admin)
            o.insert(QStringLiteral("adminAccess"), true);
        if (gates.deviceTaints && !result.req->tolerationsJson.isEmpty())
            o.insert(QStringLiteral("tolerations"), result.req->tolerationsJson);
        if (gates.bindingConditions && !d.bindingConditions.isEmpty()) {
            o.insert(QStringLiteral("bindingConditions"),
                     QJsonArray::fromStringList(d.bindingConditions));
            if (!d.bindingFailureConditions.isEmpty())
                o.insert(QStringLiteral("bindingFailureConditions"),
                         QJsonArray::fromStringList(d.bindingFailureConditions));
        }
        if (result.shared) {
            // A stable share ID per claim, request, device and use, so that previews diff.
            const QUuid ns(QStringLiteral("{6b1d0f3e-6a35-4f0e-9a43-6f2f3c0d8a11}"));
            o.insert(QStringLiteral("shareID"),
                     QUuid::createUuidV5(ns, QStringLiteral("%1|%2|%3|%4")
                                                 .arg(claim.label, result.req->name, d.key)
                                                 .arg(shareIndex++))
                         .toString(QUuid::WithoutBraces));
            QJsonObject consumed;
            for (const auto &cap : result.consumed) {
                // Results name the capacity as the slice does.
                const QString bare = cap.first.startsWith(d.cel.driver + QLatin1Char('/'))
                                         ? cap.first.mid(d.cel.driver.size() + 1)
                                         : cap.first;
                consumed.insert(bare, cap.second.toString());
            }
            if (!consumed.isEmpty())
                o.insert(QStringLiteral("consumedCapacity"), consumed);
        }
        results << o;
    }
    QJsonObject devices{{QStringLiteral("results"), results}};

    // Config: the class configs of the (sub)requests chosen, one entry per class config with
    // every request that used the class, then the claim's own (README "Config").
    QJsonArray config;
    QHash<QString, QList<int>> classEntries;
    QStringList chosen;
    for (qsizetype r = 0; r < claim.requests.size(); ++r) {
        const ReqModel &req = claim.requests[r][claim.hasSub[r] ? m_sub[c][r] : 0];
        chosen << req.name;
        if (req.cls->config.isEmpty())
            continue;
        auto it = classEntries.find(req.cls->name);
        if (it == classEntries.end()) {
            QList<int> indexes;
            for (const QJsonValue &v : req.cls->config) {
                QJsonObject entry{{QStringLiteral("source"), QStringLiteral("FromClass")},
                                  {QStringLiteral("requests"), QJsonArray{req.name}}};
                const QJsonObject given = v.toObject();
                for (auto f = given.begin(); f != given.end(); ++f)
                    entry.insert(f.key(), f.value());
                indexes << int(config.size());
                config << entry;
            }
            classEntries.insert(req.cls->name, indexes);
        } else {
            for (const int i : std::as_const(*it)) {
                QJsonObject entry = config[i].toObject();
                QJsonArray list = entry.value(QLatin1String("requests")).toArray();
                list << req.name;
                entry.insert(QStringLiteral("requests"), list);
                config[i] = entry;
            }
        }
    }
    for (const QJsonValue &v : claim.config) {
        const QJsonObject given = v.toObject();
        const QJsonArray requests = arr(given, "requests");
        bool applies = requests.isEmpty();
        for (const QJsonValue &r : requests) {
            const QString name = r.toString();
            applies = applies || std::any_of(chosen.cbegin(), chosen.cend(), [&](const QString &n) {
                          return n == name || n.section(QLatin1Char('/'), 0, 0) == name;
                      });
        }
        if (!applies)
            continue;
        QJsonObject entry{{QStringLiteral("source"), QStringLiteral("FromClaim")}};
        for (auto f = given.begin(); f != given.end(); ++f)
            entry.insert(f.key(), f.value());
        config << entry;
    }
    if (!config.isEmpty())
        devices.insert(QStringLiteral("config"), config);
    QJsonObject allocation{{QStringLiteral("devices"), devices}};
    const QJsonObject selector = nodeSelectorOf(c);
    if (!selector.isEmpty())
        allocation.insert(QStringLiteral("nodeSelector"), selector);
    return allocation;
}

QList<QJsonObject> Run::results() const
{
    QList<QJsonObject> out;
    for (qsizetype c = 0; c < m_claims.size(); ++c)
        out << resultOf(int(c));
    return out;
}

/// Why R cannot be served on this node, device by device (issue 15, section 3: "its reasons
/// name the cause per device").
QString Run::explainRequest(const ClaimRun &claim, const ReqModel &r) const
{
    QStringList causes;
    int usable = 0;
    int devices = 0;
    for (const NodePool &pool : m_pools) {
        if (pool.invalid) {
            causes << Tr::tr("pool %1 is invalid (%2)").arg(pool.label(), pool.invalidReason);
            continue;
        }
        if (pool.incomplete) {
            causes << Tr::tr("pool %1 is incomplete (%2 of %3 slices published)")
                          .arg(pool.label())
                          .arg(pool.slicesAtGeneration)
                          .arg(pool.resourceSliceCount);
            continue;
        }
        for (const int device : pool.devices) {
            ++devices;
            const DeviceModel &d = m_m.devices[device];
            const QString name = d.cel.driver + QLatin1Char('/') + d.cel.name;
            const Result<bool> selectable = isSelectable(r, device);
            if (!selectable) {
                causes << Tr::tr("%1: %2").arg(name, selectable.error().message);
                continue;
            }
            if (!*selectable) {
                QString term;
                for (const auto *list : {&r.cls->selectors, &r.selectors}) {
                    for (const auto &s : *list) {
                        for (const DeviceSelector::Term &t : s->explain(d.cel)) {
                            if (term.isEmpty() && t.value.isBool() && !t.value.b)
                                term = t.text;
                        }
                    }
                }
                if (term.isEmpty() && !r.capacityRequests.isEmpty())
                    causes << Tr::tr("%1: has no capacity %2")
                                  .arg(name, r.capacityRequests.first().first);
                else
                    causes << Tr::tr("%1: selector false (%2)")
                                  .arg(name, term.isEmpty() ? Tr::tr("a selector") : term);
                continue;
            }
            if (m_m.allocated.holds(d.key) ||
                (!shared(d) && m_m.allocated.consumedCapacity().contains(d.key)) ||
                (!r.admin && !shared(d) && m_use.value(device).exclusive > 0)) {
                const QStringList holders = m_m.allocated.holders(d.key);
                causes << Tr::tr("%1: in use by %2")
                              .arg(name, holders.isEmpty() ? Tr::tr("another claim")
                                                           : holders.join(QStringLiteral(", ")));
                continue;
            }
            const Taint *taint = nullptr;
            if (!tolerated(d, r, &taint)) {
                causes << Tr::tr("%1: tainted %2").arg(name, taint->toString());
                continue;
            }
            if (!d.bindingConditions.isEmpty() && !m_m.features.bindingConditions) {
                causes << Tr::tr("%1: has binding conditions and DRADeviceBindingConditions is "
                                 "off")
                              .arg(name);
                continue;
            }
            if (!d.consumes.isEmpty() && !m_m.features.partitionableDevices) {
                causes << Tr::tr("%1: consumes shared counters and DRAPartitionableDevices is "
                                 "off")
                              .arg(name);
                continue;
            }
            QString why;
            if (!d.consumes.isEmpty() && !countersFit(device, &why)) {
                causes << Tr::tr("%1: %2").arg(name, why);
                continue;
            }
            if (shared(d) && !consumption(r, device, &why)) {
                causes << Tr::tr("%1: %2").arg(name, why);
                continue;
            }
            ++usable;
        }
    }
    for (const int g : m_unreachable) {
        const PoolGroup &group = m_m.pools[g];
        // Only the slices the allocator would read (gatherPools): the pool's newest generation,
        // without per-device node selection while DRAPartitionableDevices is off.
        const bool partitionable = m_m.features.partitionableDevices;
        const auto read = [&](const SliceModel &slice) {
            return !(slice.perDeviceNodeSelection && !partitionable);
        };
        std::optional<qint64> newest;
        for (const int s : group.slices)
            if (read(m_m.slices[s]) && (!newest || m_m.slices[s].generation > *newest))
                newest = m_m.slices[s].generation;
        bool serves = false;
        for (qsizetype s = 0; s < group.slices.size() && !serves; ++s) {
            const SliceModel &slice = m_m.slices[group.slices[s]];
            if (!read(slice) || slice.generation != newest)
                continue;
            for (const int device : std::as_const(slice.devices)) {
                const Result<bool> selectable = isSelectable(r, device);
                if (selectable && *selectable) {
                    serves = true;
                    break;
                }
            }
        }
        if (serves)
            causes << Tr::tr("pool %1/%2 is not for this node (its ResourceSlices' node "
                             "selection leaves the node out)")
                          .arg(group.driver, group.name);
    }
    const qint64 needed = r.all ? std::max(1, r.numDevices) : r.count;
    QString head = r.all ? Tr::tr("claim %1, request %2: needs all matching devices, %3 of %4 "
                                  "devices on the node usable")
                               .arg(claim.label, r.name)
                               .arg(usable)
                               .arg(devices)
                         : Tr::tr("claim %1, request %2: needs %3, %4 of %5 devices on the node "
                                  "usable")
                               .arg(claim.label, r.name)
                               .arg(needed)
                               .arg(usable)
                               .arg(devices);
    if (devices == 0 && causes.isEmpty())
        head = Tr::tr("claim %1, request %2: no devices on this node").arg(claim.label, r.name);
    if (usable >= needed && causes.isEmpty())
        head += Tr::tr(" (not together with the other requests and claims: a constraint or "
                       "devices they share)");
    constexpr qsizetype shown = 8;
    if (causes.size() > shown) {
        const qsizetype more = causes.size() - shown;
        causes = causes.mid(0, shown);
        causes << Tr::tr("%n more", nullptr, int(more));
    }
    return causes.isEmpty() ? head
                            : head + QStringLiteral(": ") + causes.join(QStringLiteral("; "));
}

QStringList Run::reasons() const
{
    QStringList out;
    if (m_budgetHit)
        out << Tr::tr("the search stopped after %1 devices tried; the scheduler may still find "
                      "an allocation")
                   .arg(SearchStepBudget);
    for (const ClaimRun &claim : m_claims)
        for (const QList<ReqModel> &alternatives : claim.requests)
            for (const ReqModel &r : alternatives)
                out << explainRequest(claim, r);
    return out;
}

QStringList Run::notes() const
{
    QStringList out;
    for (qsizetype c = 0; c < m_claims.size(); ++c) {
        const ClaimRun &claim = m_claims[c];
        bool admin = false;
        for (const DevResult &r : m_results[c]) {
            admin = admin || r.req->admin;
            const DeviceModel &d = m_m.devices[r.device];
            if (m_m.features.bindingConditions && !d.bindingConditions.isEmpty())
                out << Tr::tr("claim %1: after allocation the pod waits until the driver reports "
                              "%2 on %3 (kube-scheduler gives up after its binding timeout, 10 "
                              "minutes by default, or on %4)")
                           .arg(claim.label, d.bindingConditions.join(QStringLiteral(", ")), d.key,
                                d.bindingFailureConditions.isEmpty()
                                    ? Tr::tr("a failure condition")
                                    : d.bindingFailureConditions.join(QStringLiteral(", ")));
        }
        if (admin && !m_m.namespaceLabels.isEmpty()) {
            const auto labels = m_m.namespaceLabels.constFind(claim.ns);
            if (labels == m_m.namespaceLabels.constEnd() ||
                labels->value(QLatin1String(AdminAccessNamespaceLabel)) != QLatin1String("true"))
                out << Tr::tr("claim %1 asks for admin access, but namespace %2 lacks the label "
                              "%3=\"true\": the API server refuses such claims there")
                           .arg(claim.label,
                                claim.ns.isEmpty() ? QStringLiteral("default") : claim.ns,
                                QLatin1String(AdminAccessNamespaceLabel));
        }
    }
    return out;
}

} // namespace

Result<AllocationOutcome> Allocator::allocate(const QJsonObject &node,
                                              const QList<QJsonObject> &claims) const
{
    return allocate(node, prepareClaims(claims));
}

Allocator::PreparedClaims Allocator::prepareClaims(const QList<QJsonObject> &claims) const
{
    PreparedClaims prepared;
    const Run run(*m_model, QJsonObject());
    prepared.m_parsed = std::make_shared<const ParsedClaims>(run.parseClaims(claims));
    return prepared;
}

Result<AllocationOutcome> Allocator::allocate(const QJsonObject &node,
                                              const PreparedClaims &claims) const
{
    Run run(*m_model, node);
    run.gatherPools();
    Result<void> read =
        run.finishClaims(*std::static_pointer_cast<const ParsedClaims>(claims.m_parsed));
    if (!read)
        return tl::unexpected(read.error());
    Result<bool> done = run.search();
    if (!done)
        return tl::unexpected(done.error());
    AllocationOutcome outcome;
    outcome.allocated = *done;
    outcome.steps = run.steps();
    outcome.usage = run.usage();
    if (*done) {
        outcome.allocations = run.results();
        outcome.notes = run.notes();
    } else {
        outcome.reasons = run.reasons();
    }
    return outcome;
}

bool nodeSelectorMatches(const QJsonObject &selector, const QJsonObject &node)
{
    const Result<NodeSelector> ns = NodeSelector::read(selector, QString());
    if (!ns)
        return false;
    const QJsonObject meta = obj(node, "metadata");
    return ns->matches(str(meta, "name"), obj(meta, "labels"));
}

QJsonObject PoolUsage::toJson() const
{
    QJsonArray counterList;
    for (const Counter &c : counters)
        counterList << QJsonObject{{QStringLiteral("counterSet"), c.counterSet},
                                   {QStringLiteral("counter"), c.counter},
                                   {QStringLiteral("total"), c.total},
                                   {QStringLiteral("used"), c.used},
                                   {QStringLiteral("left"), c.left}};
    QJsonArray sharedList;
    for (const SharedCapacity &c : shared)
        sharedList << QJsonObject{{QStringLiteral("device"), c.device},
                                  {QStringLiteral("capacity"), c.capacity},
                                  {QStringLiteral("total"), c.total},
                                  {QStringLiteral("used"), c.used},
                                  {QStringLiteral("left"), c.left}};
    QJsonObject o{{QStringLiteral("driver"), driver},
                  {QStringLiteral("pool"), name},
                  {QStringLiteral("nodes"), QJsonArray::fromStringList(nodes)},
                  {QStringLiteral("generation"), generation},
                  {QStringLiteral("slices"), slices},
                  {QStringLiteral("resourceSliceCount"), resourceSliceCount},
                  {QStringLiteral("incomplete"), incomplete},
                  {QStringLiteral("invalid"), invalid},
                  {QStringLiteral("devices"), devices},
                  {QStringLiteral("inUse"), inUse},
                  {QStringLiteral("tainted"), tainted},
                  {QStringLiteral("free"), free},
                  {QStringLiteral("counters"), counterList},
                  {QStringLiteral("sharedCapacity"), sharedList}};
    if (invalid)
        o.insert(QStringLiteral("invalidReason"), invalidReason);
    return o;
}

QList<PoolUsage> Allocator::poolUsage() const
{
    const ClusterModel &m = *m_model;
    QList<PoolUsage> out;
    for (const PoolGroup &group : m.pools) {
        PoolUsage pool;
        pool.driver = group.driver;
        pool.name = group.name;
        for (const int s : group.slices)
            pool.generation = std::max(pool.generation, m.slices[s].generation);
        QHash<QString, QHash<QString, Amount>> counters;
        QHash<QString, QHash<QString, Amount>> used;
        QSet<QString> names;
        for (const int s : group.slices) {
            const SliceModel &slice = m.slices[s];
            if (slice.generation != pool.generation)
                continue;
            ++pool.slices;
            pool.resourceSliceCount = slice.resourceSliceCount;
            const QString where = !slice.nodeName.isEmpty()      ? slice.nodeName
                                  : slice.allNodes               ? Tr::tr("(all nodes)")
                                  : slice.perDeviceNodeSelection ? Tr::tr("(per device)")
                                                                 : Tr::tr("(node selector)");
            if (!pool.nodes.contains(where))
                pool.nodes << where;
            if (!slice.invalidQuantity.isEmpty() && !pool.invalid) {
                pool.invalid = true;
                pool.invalidReason = slice.invalidQuantity;
            }
            for (const auto &set : slice.sharedCounters) {
                if (counters.contains(set.first) && !pool.invalid) {
                    pool.invalid = true;
                    pool.invalidReason =
                        Tr::tr("counter set %1 is defined more than once").arg(set.first);
                }
                for (const auto &c : set.second)
                    counters[set.first].insert(c.first, c.second);
            }
            for (const int d : slice.devices) {
                const DeviceModel &device = m.devices[d];
                ++pool.devices;
                if (names.contains(device.cel.name) && !pool.invalid) {
                    pool.invalid = true;
                    pool.invalidReason =
                        Tr::tr("device %1 is listed more than once").arg(device.cel.name);
                }
                if (!device.invalidQuantity.isEmpty() && !pool.invalid) {
                    pool.invalid = true;
                    pool.invalidReason = device.invalidQuantity;
                }
                names.insert(device.cel.name);
                const bool sharedDevice =
                    m.features.consumableCapacity && device.cel.allowMultipleAllocations;
                const auto consumed = m.allocated.consumedCapacity().constFind(device.key);
                const bool hasConsumption = consumed != m.allocated.consumedCapacity().constEnd();
                const bool held = m.allocated.holds(device.key) || hasConsumption;
                if (held) {
                    ++pool.inUse;
                    for (const CounterUse &use : device.consumes)
                        for (const auto &c : use.counters)
                            used[use.counterSet][c.first].nano += c.second.nano;
                } else {
                    bool tainted = false;
                    for (const Taint &t : device.taints)
                        tainted = tainted || t.effect == QLatin1String("NoSchedule") ||
                                  t.effect == QLatin1String("NoExecute");
                    if (tainted && m.features.deviceTaints)
                        ++pool.tainted;
                    else
                        ++pool.free;
                }
                if (sharedDevice) {
                    for (const CapacityModel &cap : device.capacity) {
                        Amount u;
                        u.binary = cap.value.binary;
                        if (hasConsumption)
                            for (auto it = consumed->cbegin(); it != consumed->cend(); ++it)
                                if (qualify(it.key(), device.cel.driver) == cap.name)
                                    u.nano += Amount::parse(it.value()).value_or(Amount{}).nano;
                        pool.shared << PoolUsage::SharedCapacity{
                            device.cel.name, cap.name, cap.value.toString(), u.toString(),
                            Amount{cap.value.nano - u.nano, cap.value.binary}.toString()};
                    }
                }
            }
        }
        pool.incomplete = pool.slices != pool.resourceSliceCount;
        QStringList sets = counters.keys();
        sets.sort();
        for (const QString &set : std::as_const(sets)) {
            QStringList names = counters[set].keys();
            names.sort();
            for (const QString &name : std::as_const(names)) {
                const Amount total = counters[set][name];
                Amount u = used.value(set).value(name);
                u.binary = total.binary;
                pool.counters << PoolUsage::Counter{
                    set, name, total.toString(), u.toString(),
                    Amount{total.nano - u.nano, total.binary}.toString()};
            }
        }
        out << pool;
    }
    std::sort(out.begin(), out.end(), [](const PoolUsage &a, const PoolUsage &b) {
        return a.driver != b.driver ? a.driver < b.driver : a.name < b.name;
    });
    return out;
}

NodeUsage Allocator::nodeUsage(const QJsonObject &node) const
{
    Run run(*m_model, node);
    run.gatherPools();
    return run.usage();
}

} // namespace Accel::Dra
