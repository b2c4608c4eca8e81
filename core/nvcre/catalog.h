// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "nvcre/gpudefaults.h"
#include "result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

/// The certification catalog (issue 8, section 4): per `<domain>/<variant>` a base WorkflowSpec
/// with inline overrides in the OverrideSpec format, and metadata (minimum GPUs, default
/// timeout). Our own plain-YAML format, documented in README.md ("Catalog format"): no
/// templates; `$(name)` placeholders filled from a fixed parameter set, `requires:` on an
/// override for the choices a `when` cannot see (mlnxPerNode > 0, nicResourceName,
/// rdmaDeviceAccess), `- include: PATH` splicing a list from `_lib/`. The embedded catalog is
/// resources/nvcre/catalog; `--catalog DIR` loads another. Plain value types; reentrant.
namespace Accel::Nvcre {

/// The conditions `requires:` accepts: nics (mlnxPerNode > 0), nicResource (a NIC resource
/// name, set or detected), rdmaHostPath (rdmaDeviceAccess: hostPath), mnnvl, noMnnvl.
QStringList catalogRequirements();
/// The placeholder names: gpusPerNode, mlnxPerNode, nodesPerJob, entryName, ...
QStringList catalogPlaceholders();

struct CatalogEntry
{
    QString domain;
    QString variant;
    QString description;
    int minGpus = 1;
    /// Go duration text ("2h", "24h"); empty: the catalog-wide default (one hour).
    QString timeoutPerJob;
    /// Tensor parallelism per architecture ($(tp)); key "default" for the others.
    QMap<QString, int> tensorParallel;
    /// The base WorkflowSpec with includes spliced; placeholders and `requires` still in it.
    QJsonObject spec;
    /// Where it was read from (for errors).
    QString source;

    QString key() const { return domain + QLatin1Char('/') + variant; }
};

/// What fills an entry's placeholders and decides its `requires`.
struct CatalogParameters
{
    QString entryName; ///< the entry's variant (runtime names are $(entryName)-runtime)
    QString domain;
    QString gpuArchitecture;
    int gpusPerNode = 4;
    int mlnxPerNode = 0;
    int nodesPerJob = 1;
    bool enableMnnvl = false;
    QString nicResourceName;
    bool rdmaHostPath = false;
    QString timeoutPerJob = QStringLiteral("1h0m0s");
    QString maxBytes = QStringLiteral("16G");
    int numIterations = 100;
    int numCycles = 10;
    int tensorParallel = 1; ///< $(tp)
    /// The eight GKE networks in eth1..eth8 order; empty: gpu-nic0..gpu-nic7.
    QStringList gkeNetworks;
    /// tcpxoReleaseImages() of the rendered release; empty: the v1.0.15 row.
    QMap<QString, QString> tcpxoImages;
};

class Catalog
{
public:
    /// Reads DIR: `<domain>/<variant>.yaml` entries (a folder starting with `_` is not a
    /// domain), `_lib/` fragments, and `gpu-defaults.yaml` (else the embedded table). Errors
    /// (NVCRE_CATALOG) name the file and the field: `communication/x.yaml: metadata.minGPUs:
    /// expected a whole number >= 1`.
    static Result<Catalog> load(const QString &dir);
    /// The embedded catalog (":/accel/nvcre/catalog"), read once.
    static Result<Catalog> embedded();

    /// "domain/variant", sorted.
    QStringList keys() const;
    const CatalogEntry *entry(const QString &domain, const QString &variant) const;
    const GpuDefaultsTable &gpuDefaults() const { return m_gpuDefaults; }
    /// `_lib/workloadrun-overrides.yaml` (includes spliced); empty when the catalog has none.
    const QJsonArray &workloadRunOverrides() const { return m_workloadRunOverrides; }
    QString directory() const { return m_dir; }

private:
    QString m_dir;
    QMap<QString, CatalogEntry> m_entries;
    GpuDefaultsTable m_gpuDefaults;
    QJsonArray m_workloadRunOverrides;
};

/// VALUE (a WorkflowSpec or part of one) with its placeholders filled and every override whose
/// `requires` do not hold dropped (`requires` removed from the others). NVCRE_CATALOG for an
/// unknown placeholder.
Result<QJsonValue> instantiateCatalogValue(const QJsonValue &value,
                                           const CatalogParameters &parameters);

/// `^([0-9]+(h|m|s|ms))+$` in milliseconds; -1 when it does not match.
qint64 parseGoDuration(const QString &text);
/// Go's time.Duration.String(): 3600000 -> "1h0m0s", 1800000 -> "30m0s", 1500 -> "1.5s".
QString formatGoDuration(qint64 milliseconds);

} // namespace Accel::Nvcre
