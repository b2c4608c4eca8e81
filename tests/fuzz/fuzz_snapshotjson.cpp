// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// Cluster snapshots: the simdjson fast path of Dra::Inventory::fromSnapshotFile (core/dra/
// inventoryjson) and, for what it hands over, ClusterSnapshot::fromBytes and Inventory::build.
// The fast path only reads files, so every input goes through a scratch file on tmpfs.

#include "dra/inventory.h"
#include "fuzzsupport.h"
#include "kube/snapshot.h"

#include <QJsonObject>

using namespace Accel;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QString path = Fuzz::scratchPath("snapshot.json");
    Fuzz::writeFile(path, data, size);
    Dra::Inventory::SnapshotReader reader = Dra::Inventory::SnapshotReader::Invalid;
    const Result<Dra::Inventory> inventory = Dra::Inventory::fromSnapshotFile(path, &reader);
    if (inventory) {
        (void)inventory->toJson();
        for (const Dra::Gpu &gpu : inventory->gpus())
            (void)inventory->gpuToJson(gpu);
    }
    // The fast path and the general reader must agree on what they both take.
    if (inventory && (reader == Dra::Inventory::SnapshotReader::FastJson ||
                      reader == Dra::Inventory::SnapshotReader::FastJsonStream)) {
        const Result<Kube::ClusterSnapshot> snapshot =
            Kube::ClusterSnapshot::fromBytes(Fuzz::bytesOf(data, size), path);
        ACCEL_FUZZ_CHECK(snapshot.has_value());
    }
    return 0;
}
