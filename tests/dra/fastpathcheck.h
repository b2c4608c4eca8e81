// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

// Shared by tst_inventory_fastpath and tst_inventory_fastpath_conformance: both readers of a
// snapshot file (Inventory::fromSnapshotFile and ClusterSnapshot::fromFile + Inventory::build)
// must give the same inventory, or the same error.
#include "dra/inventory.h"
#include "kube/snapshot.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

namespace Accel::Test {

/// Compares the readers on `path`; `expected` is the reader fromSnapshotFile must take.
inline void compareReaders(const QString &path, Dra::Inventory::SnapshotReader expected)
{
    const Result<Kube::ClusterSnapshot> snapshot = Kube::ClusterSnapshot::fromFile(path);
    Dra::Inventory::SnapshotReader used = Dra::Inventory::SnapshotReader::Invalid;
    const Result<Dra::Inventory> fast = Dra::Inventory::fromSnapshotFile(path, &used);
    QCOMPARE(used, expected);
    QCOMPARE(fast.has_value(), snapshot.has_value());
    if (!snapshot) {
        QCOMPARE(fast.error().code, snapshot.error().code);
        QCOMPARE(fast.error().message, snapshot.error().message);
        QCOMPARE(fast.error().hint, snapshot.error().hint);
        return;
    }
    const Dra::Inventory slow = Dra::Inventory::build(*snapshot);
    // Text, so that a failure shows where the two differ.
    QCOMPARE(QString::fromUtf8(QJsonDocument(fast->toJson()).toJson()),
             QString::fromUtf8(QJsonDocument(slow.toJson()).toJson()));
    QCOMPARE(fast->slices().size(), slow.slices().size());
    for (qsizetype i = 0; i < slow.slices().size(); ++i) {
        const Dra::Slice &a = fast->slices()[i];
        const Dra::Slice &b = slow.slices()[i];
        QCOMPARE(a.name, b.name);
        QCOMPARE(a.apiVersion, b.apiVersion);
        QCOMPARE(a.driver, b.driver);
        QCOMPARE(a.nodeName, b.nodeName);
        QCOMPARE(a.pool, b.pool);
        QCOMPARE(a.generation, b.generation);
        QCOMPARE(a.devices, b.devices);
        QCOMPARE(a.creationTimestamp, b.creationTimestamp);
        QCOMPARE(a.stale, b.stale);
    }
    QCOMPARE(fast->devices().size(), slow.devices().size());
    for (qsizetype i = 0; i < slow.devices().size(); ++i)
        QCOMPARE(fast->devices()[i].nodeName, slow.devices()[i].nodeName);
    // Then every field, the order of devices, GPUs and counter uses included (the indexes
    // that rows and the allocator hold).
    QVERIFY(*fast == slow);
}

/// `objects` as one JSON v1 List in `path`.
inline bool writeJsonList(const QString &path, const QList<QJsonObject> &objects)
{
    QJsonArray items;
    for (const QJsonObject &object : objects)
        items.append(object);
    QFile file(path);
    return file.open(QIODevice::WriteOnly) &&
           file.write(
               QJsonDocument(QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                                         {QStringLiteral("kind"), QStringLiteral("List")},
                                         {QStringLiteral("items"), items}})
                   .toJson()) > 0;
}

} // namespace Accel::Test
