// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// Bundle extraction (core/sideload/bundleextractor): the input is the archive (tar, plain or
// gzip/xz/zstd). BundleExtractor reads a file, so the archive goes to a scratch file on tmpfs and
// is extracted into a fresh scratch folder, with small caps so each run stays fast. Whatever it
// does, nothing may land outside that folder.

#include "fuzzsupport.h"
#include "sideload/bundleextractor.h"

#include <QFileInfo>

using namespace Accel;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QString archive = Fuzz::scratchPath("bundle.tar");
    static const QString root = Fuzz::scratchPath("extract");
    Fuzz::writeFile(archive, data, size);
    QDir(root).removeRecursively();
    const QString dest = root + QStringLiteral("/dest");
    ACCEL_FUZZ_CHECK(QDir().mkpath(dest));

    Sideload::ExtractLimits limits;
    limits.maxTotalBytes = 4 << 20;
    limits.maxEntries = 512;
    limits.minFreeBytes = 0;
    (void)Sideload::BundleExtractor::extract(archive, dest, limits);

    // Only `dest` may have been written to.
    const QStringList top =
        QDir(root).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    ACCEL_FUZZ_CHECK(top == QStringList{QStringLiteral("dest")});
    QDir(root).removeRecursively();
    return 0;
}
