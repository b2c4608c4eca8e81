// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Accel::Dra {

/// A DeviceClass about to be applied (rendered by the Claims panel or `claim render`, or read
/// from `claim match --class`/`--claim` files) whose name the cluster already uses for a class
/// with another spec: applying replaces the cluster's class, and a match that puts the new
/// classes first (effectiveClasses) already uses the new one. One rule for the Claims panel and
/// accelctl alike (issue 18, section 3).
struct ClassConflict
{
    QString name;
    QJsonObject incoming; ///< the class about to be applied
    QJsonObject existing; ///< the cluster's class of that name

    /// The warning both front ends show; `clusterLabel` names the cluster ("demo", a file, a
    /// context).
    QString warning(const QString &clusterLabel) const;
    /// Every conflict's warning, in order.
    static QStringList warnings(const QList<ClassConflict> &conflicts, const QString &clusterLabel);
};

/// The DeviceClasses among `incoming` (other kinds are skipped) that `clusterClasses` has under
/// the same name with a different spec. Specs compare with each CEL expression's white space
/// collapsed, so the same selectors written on one line or several are no conflict. Reentrant.
QList<ClassConflict> classConflicts(const QList<QJsonObject> &incoming,
                                    const QList<QJsonObject> &clusterClasses);

/// Warnings for the DeviceClasses the claims and templates among OBJECTS name (exactly and
/// firstAvailable requests) that neither OBJECTS nor CLUSTERCLASSES define: such a claim
/// cannot allocate until the class is there (a driver's class comes with its Helm chart).
QStringList missingClasses(const QList<QJsonObject> &objects,
                           const QList<QJsonObject> &clusterClasses, const QString &clusterLabel);

} // namespace Accel::Dra
