// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The sideload index (core/sideload/sideloadindex): parse an index served from an HTTPS mirror,
// then look up the bundles it lists and one it does not.

#include "fuzzsupport.h"
#include "sideload/sideloadindex.h"

#include <QUrl>

using namespace Accel;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QUrl url(QStringLiteral("https://mirror.example/v1/index.json"));
    const Result<Sideload::SideloadIndex> index =
        Sideload::SideloadIndex::parse(Fuzz::bytesOf(data, size), url);
    if (!index)
        return 0;
    for (const Sideload::IndexEntry &entry : index->entries()) {
        Sideload::BundleRef ref;
        ref.name = entry.name;
        ref.version = entry.version;
        ref.sha256 = entry.sha256;
        (void)index->find(ref);
        ref.version.clear();
        (void)index->find(ref);
    }
    Sideload::BundleRef missing;
    missing.name = QStringLiteral("gpu-video");
    missing.sha256 = QString(64, QLatin1Char('0'));
    (void)index->find(missing);
    return 0;
}
