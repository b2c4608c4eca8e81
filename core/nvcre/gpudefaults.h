// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

/// The catalog's GPU defaults table (issue 8, section 4; spec platform-detection-and-overrides.txt,
/// "Architecture-specific resources", "On-prem clusters"): per GPU architecture the GPUs and NICs
/// a node runs with, and per platform the fields that differ there. The embedded table is
/// resources/nvcre/gpu-defaults.yaml; a `--catalog DIR` may bring its own gpu-defaults.yaml.
/// A plain value type; reentrant.
namespace Accel::Nvcre {

struct GpuShape
{
    int gpusPerNode = 4;
    int mlnxPerNode = 0;
    bool operator==(const GpuShape &) const = default;
};

/// What an architecture missing from the table falls back to (CRE's GPUDefaults()).
inline constexpr GpuShape FallbackGpuShape{4, 0};

class GpuDefaultsTable
{
public:
    /// Reads the YAML format of resources/nvcre/gpu-defaults.yaml: `defaults: {arch:
    /// {gpusPerNode, mlnxPerNode}}` and `platformOverrides: {platform: {arch: {...}}}`, where a
    /// field left out falls through and an explicit 0 overrides. Errors: YAML_PARSE, and
    /// NVCRE_GPU_DEFAULTS naming the entry (`defaults.h100.gpusPerNode: expected a whole number
    /// >= 0`); a platform override for an architecture without defaults is one too.
    static Result<GpuDefaultsTable> fromYaml(const QByteArray &bytes, const QString &sourceName);
    static Result<GpuDefaultsTable> fromFile(const QString &path);
    /// The embedded table (":/accel/nvcre/gpu-defaults.yaml").
    static Result<GpuDefaultsTable> embedded();

    /// The architectures with defaults, sorted.
    QStringList architectures() const;
    bool contains(const QString &architecture) const;
    /// The shape of ARCHITECTURE on PLATFORM; FallbackGpuShape when the table lacks it.
    GpuShape shape(const QString &architecture, const QString &platform = {}) const;

private:
    struct Override
    {
        int gpusPerNode = -1; ///< -1: falls through
        int mlnxPerNode = -1;
    };
    QHash<QString, GpuShape> m_defaults;
    QHash<QString, QHash<QString, Override>> m_platformOverrides;
};

/// Who the GPUArchitectureDefaults warning is about: the fields it tells the user to set differ.
enum class DefaultsSubject
{
    Invalid = 0,
    Certification,
    WorkloadRun,
};

/// The GPUArchitectureDefaults Warning (spec "On-prem clusters"; cre NOTES section 8) when
/// ARCHITECTURE is missing from TABLE, naming the fallback and the counts the run is sized at;
/// empty for "", "unknown" and architectures the table has.
QString gpuArchitectureDefaultsWarning(const GpuDefaultsTable &table, const QString &architecture,
                                       const GpuShape &sizedAt, DefaultsSubject subject);

} // namespace Accel::Nvcre
