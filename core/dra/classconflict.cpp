// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "classconflict.h"
#include "dratr.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QSet>

namespace Accel::Dra {

namespace {
QString metadataName(const QJsonObject &object)
{
    return object.value(QLatin1String("metadata"))
        .toObject()
        .value(QLatin1String("name"))
        .toString();
}

/// A DeviceClass's spec with each CEL expression's white space collapsed.
QJsonObject normalizedSpec(const QJsonObject &deviceClass)
{
    QJsonObject spec = deviceClass.value(QLatin1String("spec")).toObject();
    QJsonArray selectors = spec.value(QLatin1String("selectors")).toArray();
    for (qsizetype i = 0; i < selectors.size(); ++i) {
        QJsonObject selector = selectors.at(i).toObject();
        QJsonObject cel = selector.value(QLatin1String("cel")).toObject();
        if (!cel.contains(QLatin1String("expression")))
            continue;
        cel.insert(QStringLiteral("expression"),
                   cel.value(QLatin1String("expression")).toString().simplified());
        selector.insert(QStringLiteral("cel"), cel);
        selectors.replace(i, selector);
    }
    // An absent list and an empty one mean the same.
    spec.insert(QStringLiteral("selectors"), selectors);
    return spec;
}
} // namespace

QString ClassConflict::warning(const QString &clusterLabel) const
{
    //: %1 a DeviceClass name, %2 names the cluster (a context, a file, "demo")
    return Tr::tr("%2 already has a DeviceClass %1 with other selectors: applying this YAML "
                  "replaces it, and a match against this cluster uses this one.")
        .arg(name, clusterLabel);
}

QStringList ClassConflict::warnings(const QList<ClassConflict> &conflicts,
                                    const QString &clusterLabel)
{
    QStringList out;
    for (const ClassConflict &conflict : conflicts)
        out << conflict.warning(clusterLabel);
    return out;
}

QList<ClassConflict> classConflicts(const QList<QJsonObject> &incoming,
                                    const QList<QJsonObject> &clusterClasses)
{
    QHash<QString, QJsonObject> existing;
    for (const QJsonObject &deviceClass : clusterClasses)
        existing.insert(metadataName(deviceClass), deviceClass);
    QList<ClassConflict> conflicts;
    for (const QJsonObject &object : incoming) {
        if (object.value(QLatin1String("kind")).toString() != QLatin1String("DeviceClass"))
            continue;
        const QString name = metadataName(object);
        const auto found = existing.constFind(name);
        if (found == existing.cend() || normalizedSpec(*found) == normalizedSpec(object))
            continue;
        conflicts << ClassConflict{name, object, *found};
    }
    return conflicts;
}

QStringList missingClasses(const QList<QJsonObject> &objects,
                           const QList<QJsonObject> &clusterClasses, const QString &clusterLabel)
{
    QSet<QString> known;
    for (const QList<QJsonObject> *list : {&objects, &clusterClasses}) {
        for (const QJsonObject &o : *list) {
            if (o.value(QLatin1String("kind")).toString() == QLatin1String("DeviceClass"))
                known.insert(o.value(QLatin1String("metadata"))
                                 .toObject()
                                 .value(QLatin1String("name"))
                                 .toString());
        }
    }
    QStringList warnings;
    QSet<QString> named;
    for (const QJsonObject &o : objects) {
        const QString kind = o.value(QLatin1String("kind")).toString();
        QJsonObject spec = o.value(QLatin1String("spec")).toObject();
        if (kind == QLatin1String("ResourceClaimTemplate"))
            spec = spec.value(QLatin1String("spec")).toObject();
        else if (kind != QLatin1String("ResourceClaim"))
            continue;
        const QJsonArray requests = spec.value(QLatin1String("devices"))
                                        .toObject()
                                        .value(QLatin1String("requests"))
                                        .toArray();
        for (const QJsonValue &r : requests) {
            QList<QJsonObject> ways{r.toObject().value(QLatin1String("exactly")).toObject()};
            for (const QJsonValue &sub :
                 r.toObject().value(QLatin1String("firstAvailable")).toArray())
                ways << sub.toObject();
            for (const QJsonObject &way : std::as_const(ways)) {
                const QString name = way.value(QLatin1String("deviceClassName")).toString();
                if (name.isEmpty() || known.contains(name) || named.contains(name))
                    continue;
                named.insert(name);
                //: %1 the cluster ("the cluster (demo)"), %2 a DeviceClass name
                warnings << Tr::tr("%1 has no DeviceClass %2: a claim naming it cannot allocate "
                                   "until it is created (a driver's classes come with its Helm "
                                   "chart)")
                                .arg(clusterLabel, name);
            }
        }
    }
    return warnings;
}

} // namespace Accel::Dra
