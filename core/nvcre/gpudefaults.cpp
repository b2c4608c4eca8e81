// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "gpudefaults.h"

#include "doc/documentreader.h"
#include "inputfile.h"
#include "nvcre/nvcrecodes.h"
#include "nvcre/nvcretr.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace Accel::Nvcre {

namespace {

tl::unexpected<Error> invalid(const QString &source, const QString &field, const QString &why)
{
    return fail(Code::NVCRE_GPU_DEFAULTS, Tr::tr("%1: %2: %3").arg(source, field, why),
                Tr::tr("Each entry is {gpusPerNode: N, mlnxPerNode: N} with whole numbers >= 0."));
}

/// A count field: -1 when absent, else a whole number >= 0.
Result<int> count(const QJsonObject &entry, const QString &key, const QString &source,
                  const QString &field)
{
    const QJsonValue value = entry.value(key);
    if (value.isUndefined() || value.isNull())
        return -1;
    const double d = value.toDouble(-1);
    if (!value.isDouble() || d < 0 || d > 1024 || d != static_cast<double>(static_cast<int>(d)))
        return invalid(source, field + QLatin1Char('.') + key,
                       Tr::tr("expected a whole number >= 0"));
    return static_cast<int>(d);
}

} // namespace

Result<GpuDefaultsTable> GpuDefaultsTable::fromYaml(const QByteArray &bytes,
                                                    const QString &sourceName)
{
    const Result<QJsonValue> doc = Doc::readDocument(bytes, sourceName);
    if (!doc)
        return tl::unexpected(doc.error());
    if (!doc->isObject())
        return invalid(sourceName, QStringLiteral("(top)"),
                       Tr::tr("expected a mapping with defaults and platformOverrides"));
    GpuDefaultsTable table;
    const QJsonObject defaults = doc->toObject().value(QStringLiteral("defaults")).toObject();
    for (auto it = defaults.begin(); it != defaults.end(); ++it) {
        const QString field = QStringLiteral("defaults.") + it.key();
        if (!it.value().isObject())
            return invalid(sourceName, field, Tr::tr("expected a mapping"));
        const QJsonObject entry = it.value().toObject();
        const auto gpus = count(entry, QStringLiteral("gpusPerNode"), sourceName, field);
        if (!gpus)
            return tl::unexpected(gpus.error());
        const auto nics = count(entry, QStringLiteral("mlnxPerNode"), sourceName, field);
        if (!nics)
            return tl::unexpected(nics.error());
        // A field left out of a default takes the fallback's value.
        table.m_defaults.insert(it.key(),
                                GpuShape{*gpus >= 0 ? *gpus : FallbackGpuShape.gpusPerNode,
                                         *nics >= 0 ? *nics : FallbackGpuShape.mlnxPerNode});
    }
    const QJsonObject platforms =
        doc->toObject().value(QStringLiteral("platformOverrides")).toObject();
    for (auto p = platforms.begin(); p != platforms.end(); ++p) {
        const QJsonObject archs = p.value().toObject();
        for (auto a = archs.begin(); a != archs.end(); ++a) {
            const QString field = QStringLiteral("platformOverrides.%1.%2").arg(p.key(), a.key());
            if (!a.value().isObject())
                return invalid(sourceName, field, Tr::tr("expected a mapping"));
            if (!table.m_defaults.contains(a.key()))
                return invalid(sourceName, field,
                               Tr::tr("architecture %1 has no entry under defaults").arg(a.key()));
            const auto gpus =
                count(a.value().toObject(), QStringLiteral("gpusPerNode"), sourceName, field);
            if (!gpus)
                return tl::unexpected(gpus.error());
            const auto nics =
                count(a.value().toObject(), QStringLiteral("mlnxPerNode"), sourceName, field);
            if (!nics)
                return tl::unexpected(nics.error());
            table.m_platformOverrides[p.key()].insert(a.key(), Override{*gpus, *nics});
        }
    }
    return table;
}

Result<GpuDefaultsTable> GpuDefaultsTable::fromFile(const QString &path)
{
    const Result<QByteArray> bytes = readInputFile(path, Limits::ConfigFileBytes);
    if (!bytes)
        return tl::unexpected(bytes.error());
    return fromYaml(*bytes, path);
}

Result<GpuDefaultsTable> GpuDefaultsTable::embedded()
{
    return fromFile(QStringLiteral(":/accel/nvcre/gpu-defaults.yaml"));
}

QStringList GpuDefaultsTable::architectures() const
{
    QStringList out = m_defaults.keys();
    out.sort();
    return out;
}

bool GpuDefaultsTable::contains(const QString &architecture) const
{
    return m_defaults.contains(architecture);
}

GpuShape GpuDefaultsTable::shape(const QString &architecture, const QString &platform) const
{
    const auto it = m_defaults.constFind(architecture);
    if (it == m_defaults.constEnd())
        return FallbackGpuShape;
    GpuShape shape = it.value();
    const Override o = m_platformOverrides.value(platform).value(architecture);
    if (o.gpusPerNode >= 0)
        shape.gpusPerNode = o.gpusPerNode;
    if (o.mlnxPerNode >= 0)
        shape.mlnxPerNode = o.mlnxPerNode;
    return shape;
}

QString gpuArchitectureDefaultsWarning(const GpuDefaultsTable &table, const QString &architecture,
                                       const GpuShape &sizedAt, DefaultsSubject subject)
{
    if (architecture.isEmpty() || architecture == QLatin1String("unknown") ||
        table.contains(architecture))
        return {};
    const QString hint = subject == DefaultsSubject::WorkloadRun
                             ? QStringLiteral("spec.gpusPerNode and spec.mlnxPerNode")
                             : QStringLiteral("spec.gpusPerNode and spec.mlnxPerNode (or "
                                              "spec.categories[].options)");
    return Tr::tr("GPU architecture \"%1\" has no entry in the catalog's GPU defaults, which fall "
                  "back to gpusPerNode=%2 mlnxPerNode=%3 for it; this run is sized at "
                  "gpusPerNode=%4 mlnxPerNode=%5. If the nodes differ, set %6, and file an issue "
                  "so the architecture can be added to the catalog.")
        .arg(architecture)
        .arg(FallbackGpuShape.gpusPerNode)
        .arg(FallbackGpuShape.mlnxPerNode)
        .arg(sizedAt.gpusPerNode)
        .arg(sizedAt.mlnxPerNode)
        .arg(hint);
}

} // namespace Accel::Nvcre
