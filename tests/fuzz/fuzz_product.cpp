// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The product template reader (core/launch/product) and the image bundle manifest
// (core/sideload/bundlemanifest). The input is product.yaml, a line `#--- compose.yaml`, then
// compose.yaml (tests/fuzz/seeds.sh joins the sample products so), written as the two files of
// a scratch product folder for ProductTemplate::load; the whole input is also read as a bundle
// manifest.

#include "fuzzsupport.h"
#include "launch/product.h"
#include "sideload/bundlemanifest.h"

using namespace Accel;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = Fuzz::bytesOf(data, size);
    static const QString dir = Fuzz::scratchPath("product");
    static const bool made = QDir().mkpath(dir);
    ACCEL_FUZZ_CHECK(made);
    const auto [product, compose] =
        Fuzz::splitAt(input, QByteArrayLiteral("\n#--- compose.yaml\n"));
    Fuzz::writeFile(dir + QStringLiteral("/product.yaml"),
                    reinterpret_cast<const uint8_t *>(product.constData()), size_t(product.size()));
    Fuzz::writeFile(dir + QStringLiteral("/compose.yaml"),
                    reinterpret_cast<const uint8_t *>(compose.constData()), size_t(compose.size()));
    const Result<Launch::ProductTemplate> loaded = Launch::ProductTemplate::load(dir);
    if (loaded)
        (void)loaded->serviceNames();

    const Result<QList<Sideload::BundleRef>> bundles =
        Sideload::BundleManifest::parse(input, QStringLiteral("fuzz manifest"));
    if (bundles) {
        for (const Sideload::BundleRef &bundle : *bundles) {
            (void)bundle.displayName();
            (void)Sideload::BundleManifest::checkMountPath(bundle.mountPath, bundle.source);
        }
        (void)Sideload::BundleManifest::checkUniqueMountPaths(*bundles);
    }
    return 0;
}
