// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "allocatorcase.h"

#include "cel/value.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace Accel::Test {

namespace {

const QString kFixedShareId = QStringLiteral("aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa");

QString compact(const QJsonValue &v)
{
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return v.toVariant().toString();
}

/// Quantities compare as quantities (README "Quantities"): every consumedCapacity value is
/// rewritten as a plain decimal of the same value.
QJsonValue canonicalQuantity(const QJsonValue &v)
{
    const std::optional<Cel::Quantity> q = Cel::Quantity::parse(v.toString());
    if (!q)
        return v;
    Cel::Quantity zero = *Cel::Quantity::parse(u"0");
    const std::optional<Cel::Quantity> sum = zero.add(*q); // computed: printed as a decimal
    return sum ? QJsonValue(sum->toString()) : v;
}

QJsonObject normaliseResult(QJsonObject r)
{
    if (r.contains(QLatin1String("shareID")) && !r.value(QLatin1String("shareID")).isNull())
        r.insert(QStringLiteral("shareID"), kFixedShareId);
    if (r.contains(QLatin1String("consumedCapacity"))) {
        QJsonObject c = r.value(QLatin1String("consumedCapacity")).toObject();
        for (auto it = c.begin(); it != c.end(); ++it)
            it.value() = canonicalQuantity(it.value());
        r.insert(QStringLiteral("consumedCapacity"), c);
    }
    return r;
}

QJsonArray sortedArray(QJsonArray a, const std::function<QJsonValue(const QJsonValue &)> &map)
{
    QList<QJsonValue> list;
    for (const QJsonValue &v : a)
        list << map(v);
    std::sort(list.begin(), list.end(),
              [](const QJsonValue &x, const QJsonValue &y) { return compact(x) < compact(y); });
    QJsonArray out;
    for (const QJsonValue &v : list)
        out << v;
    return out;
}

/// A NodeSelector with terms, requirements and values in a canonical order.
QJsonValue normaliseSelector(const QJsonValue &selector)
{
    if (!selector.isObject())
        return selector;
    auto requirement = [](const QJsonValue &r) {
        QJsonObject o = r.toObject();
        o.insert(QStringLiteral("values"), sortedArray(o.value(QLatin1String("values")).toArray(),
                                                       [](const QJsonValue &v) { return v; }));
        return QJsonValue(o);
    };
    auto term = [&](const QJsonValue &t) {
        QJsonObject o = t.toObject();
        for (const char *k : {"matchExpressions", "matchFields"})
            if (o.contains(QLatin1String(k)))
                o.insert(QLatin1String(k),
                         sortedArray(o.value(QLatin1String(k)).toArray(), requirement));
        return QJsonValue(o);
    };
    QJsonObject o = selector.toObject();
    o.insert(QStringLiteral("nodeSelectorTerms"),
             sortedArray(o.value(QLatin1String("nodeSelectorTerms")).toArray(), term));
    return o;
}

QJsonObject normaliseAllocation(QJsonObject a, bool exact)
{
    QJsonObject devices = a.value(QLatin1String("devices")).toObject();
    QJsonArray results;
    for (const QJsonValue &r : devices.value(QLatin1String("results")).toArray())
        results << normaliseResult(r.toObject());
    if (!exact)
        results = sortedArray(results, [](const QJsonValue &v) { return v; });
    devices.insert(QStringLiteral("results"), results);
    a.insert(QStringLiteral("devices"), devices);
    if (a.contains(QLatin1String("nodeSelector")) && !exact)
        a.insert(QStringLiteral("nodeSelector"),
                 normaliseSelector(a.value(QLatin1String("nodeSelector"))));
    return a;
}

} // namespace

bool allocatorCaseIsExact(const QString &name)
{
    static const QStringList exact = {
        QStringLiteral("with-class-device-config"),
        QStringLiteral("with-class-device-config-with-multiple-request-and-configs"),
        QStringLiteral("claim-with-device-config"),
        QStringLiteral("prioritized-list-device-config"),
        QStringLiteral("prioritized-list-class-config"),
        QStringLiteral("device-binding-conditions"),
        QStringLiteral("binding-conditions-multiple-devices"),
        QStringLiteral("binding-conditions-with-and-without"),
        QStringLiteral("partitionable-devices-with-binding-conditions"),
        QStringLiteral("partitionable-devices-with-binding-conditions-multiple"),
        QStringLiteral("partitionable-devices-with-binding-conditions-some-devices-no-conditions"),
        QStringLiteral("partitionable-devices-with-binding-conditions-multi-slices"),
        QStringLiteral("partitionable-devices-with-binding-conditions-and-taints-tolerated"),
        QStringLiteral("lexicographical-sorting-slices-with-binding-conditions"),
    };
    return exact.contains(name);
}

bool allocatorResultsMatch(const QJsonValue &actual, const QJsonValue &expected, bool exact,
                           QString *why)
{
    const QJsonArray a = actual.toArray();
    const QJsonArray e = expected.toArray();
    if (a.size() != e.size()) {
        *why = QStringLiteral("%1 allocations, expected %2").arg(a.size()).arg(e.size());
        return false;
    }
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QJsonObject got = normaliseAllocation(a.at(i).toObject(), exact);
        const QJsonObject want = normaliseAllocation(e.at(i).toObject(), exact);
        if (!exact &&
            got.value(QLatin1String("devices")).toObject().contains(QLatin1String("config"))) {
            *why = QStringLiteral("claim %1: devices.config must be absent").arg(i);
            return false;
        }
        if (got != want) {
            *why = QStringLiteral("claim %1:\n  got      %2\n  expected %3")
                       .arg(i)
                       .arg(compact(got), compact(want));
            return false;
        }
    }
    return true;
}

Dra::FeatureGates allocatorCaseGates(const QJsonArray &features)
{
    Dra::FeatureGates g;
    for (const QJsonValue &v : features) {
        const QString f = v.toString();
        if (f == QLatin1String("PrioritizedList"))
            g.prioritizedList = true;
        else if (f == QLatin1String("PartitionableDevices"))
            g.partitionableDevices = true;
        else if (f == QLatin1String("DeviceTaints"))
            g.deviceTaints = true;
        else if (f == QLatin1String("AdminAccess"))
            g.adminAccess = true;
        else if (f == QLatin1String("ConsumableCapacity"))
            g.consumableCapacity = true;
        else if (f == QLatin1String("DeviceBindingAndStatus"))
            g.bindingConditions = true;
        else if (f == QLatin1String("ListTypeAttributes"))
            g.listTypeAttributes = true;
        else
            qWarning("unknown feature %s", qPrintable(f));
    }
    return g;
}

QList<QJsonObject> jsonObjects(const QJsonValue &list)
{
    QList<QJsonObject> out;
    for (const QJsonValue &v : list.toArray())
        out << v.toObject();
    return out;
}

} // namespace Accel::Test
