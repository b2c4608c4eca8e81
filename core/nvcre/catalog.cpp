// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "catalog.h"

#include "doc/documentreader.h"
#include "excerpt.h"
#include "nvcre/detection.h"
#include "nvcre/nvcrecodes.h"
#include "nvcre/nvcretr.h"
#include "nvcre/overrides.h"
#include "regularexpression.h"
#include "resourcelimits.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <mutex>

namespace Accel::Nvcre {

namespace {

Error catalogError(const QString &file, const QString &field, const QString &why)
{
    return fail(Code::NVCRE_CATALOG, Tr::tr("%1: %2: %3").arg(file, excerpt(field), why),
                Tr::tr("See README.md, \"Catalog format\"."))
        .value();
}

const RegularExpression &placeholderPattern()
{
    static const RegularExpression re =
        RegularExpression::builtIn("\\$\\((int:)?([A-Za-z][A-Za-z0-9]*)\\)");
    return re;
}

/// Every placeholder in VALUE must be known; the error names the JSON path.
Result<void> checkPlaceholders(const QJsonValue &value, const QString &path, const QString &file)
{
    const auto checkText = [&](const QString &text, const QString &where) -> Result<void> {
        for (const RegularExpression::Match &m : placeholderPattern().matchAll(text)) {
            if (!catalogPlaceholders().contains(m.captured(2)))
                return tl::unexpected(
                    catalogError(file, where,
                                 Tr::tr("unknown placeholder $(%1); known: %2")
                                     .arg(excerpt(m.captured(2)),
                                          catalogPlaceholders().join(QStringLiteral(", ")))));
        }
        return {};
    };
    if (value.isString())
        return checkText(value.toString(), path);
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (auto r = checkPlaceholders(array.at(i), path + QStringLiteral("[%1]").arg(i), file);
                !r)
                return r;
        }
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString child = path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key();
            if (auto r = checkText(it.key(), child); !r)
                return r;
            if (auto r = checkPlaceholders(it.value(), child, file); !r)
                return r;
        }
    }
    return {};
}

/// What one entry's includes have expanded to so far (issue 32): bounded by count as well as
/// by depth, so 5 levels of 10 includes cannot make a million overrides.
struct Expansion
{
    qint64 includes = 0;
    qint64 overrides = 0;
};

/// Reads a `_lib/` list, splicing nested includes (at most 8 deep, at most the catalog-includes
/// limit of include lines and the catalog-overrides limit of overrides per entry).
Result<QJsonArray> readOverrideList(const QJsonArray &items, const QString &libDir,
                                    const QString &file, const QString &field, int depth,
                                    Expansion &expansion)
{
    QJsonArray out;
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString where = field + QStringLiteral("[%1]").arg(i);
        if (!items.at(i).isObject())
            return tl::unexpected(catalogError(file, where, Tr::tr("expected a mapping")));
        const QJsonObject item = items.at(i).toObject();
        if (item.contains(QStringLiteral("include"))) {
            const QString rel = item.value(QStringLiteral("include")).toString();
            if (item.size() != 1 || rel.isEmpty())
                return tl::unexpected(catalogError(
                    file, where + QStringLiteral(".include"),
                    Tr::tr("expected only `include: PATH` (a list file below _lib/)")));
            if (depth > 8 || rel.contains(QStringLiteral("..")))
                return tl::unexpected(catalogError(file, where + QStringLiteral(".include"),
                                                   Tr::tr("include too deep or outside _lib/")));
            if (++expansion.includes > Limits::value(Limits::CatalogIncludes)) {
                //: %1 a catalog file, %2 the field
                return tl::unexpected(
                    Limits::exceeded(Limits::CatalogIncludes,
                                     Tr::tr("%1: %2").arg(file, where + QStringLiteral(".include")),
                                     Tr::tr("the entry's includes follow more than %1 include "
                                            "lines")
                                         .arg(Limits::value(Limits::CatalogIncludes))));
            }
            const QString path = libDir + QLatin1Char('/') + rel;
            if (!QFileInfo::exists(path))
                return tl::unexpected(
                    catalogError(file, where + QStringLiteral(".include"),
                                 Tr::tr("no such file _lib/%1").arg(excerpt(rel))));
            const Result<QJsonValue> doc = Doc::readDocumentFile(path);
            if (!doc)
                return tl::unexpected(doc.error());
            const QString libName = QStringLiteral("_lib/") + rel;
            if (!doc->isArray())
                return tl::unexpected(
                    catalogError(libName, QStringLiteral("(top)"), Tr::tr("expected a list")));
            const auto nested = readOverrideList(doc->toArray(), libDir, libName,
                                                 QStringLiteral("(top)"), depth + 1, expansion);
            if (!nested)
                return nested;
            for (const QJsonValue &v : *nested)
                out.append(v);
            continue;
        }
        // An OverrideSpec plus our `requires`.
        QJsonObject spec = item;
        const QJsonValue needs = spec.take(QStringLiteral("requires"));
        if (!needs.isUndefined()) {
            if (!needs.isArray())
                return tl::unexpected(catalogError(file, where + QStringLiteral(".requires"),
                                                   Tr::tr("expected a list")));
            for (const QJsonValue &r : needs.toArray()) {
                if (!catalogRequirements().contains(r.toString()))
                    return tl::unexpected(
                        catalogError(file, where + QStringLiteral(".requires"),
                                     Tr::tr("unknown requirement \"%1\"; known: %2")
                                         .arg(excerpt(r.toString()),
                                              catalogRequirements().join(QStringLiteral(", ")))));
            }
        }
        if (const auto parsed = OverrideSpec::fromJson(spec, i); !parsed)
            return tl::unexpected(catalogError(file, where, parsed.error().message));
        if (auto r = checkPlaceholders(item, where, file); !r)
            return tl::unexpected(r.error());
        if (++expansion.overrides > Limits::value(Limits::CatalogOverrides)) {
            //: %1 a catalog file, %2 the field
            return tl::unexpected(
                Limits::exceeded(Limits::CatalogOverrides, Tr::tr("%1: %2").arg(file, where),
                                 Tr::tr("the entry expands to more than %1 overrides")
                                     .arg(Limits::value(Limits::CatalogOverrides))));
        }
        out.append(item);
    }
    return out;
}

Result<CatalogEntry> readEntry(const QString &path, const QString &rel, const QString &libDir)
{
    const Result<QJsonValue> doc = Doc::readDocumentFile(path);
    if (!doc)
        return tl::unexpected(doc.error());
    if (!doc->isObject())
        return tl::unexpected(catalogError(rel, QStringLiteral("(top)"),
                                           Tr::tr("expected a mapping with metadata and spec")));
    const QJsonObject top = doc->toObject();
    for (auto it = top.begin(); it != top.end(); ++it) {
        if (it.key() != QLatin1String("metadata") && it.key() != QLatin1String("spec"))
            return tl::unexpected(catalogError(rel, it.key(), Tr::tr("unknown field")));
    }
    const QJsonValue metadataValue = top.value(QStringLiteral("metadata"));
    if (!metadataValue.isObject())
        return tl::unexpected(
            catalogError(rel, QStringLiteral("metadata"), Tr::tr("expected a mapping")));
    const QJsonObject metadata = metadataValue.toObject();
    CatalogEntry entry;
    entry.source = rel;
    const QStringList parts = rel.chopped(5).split(QLatin1Char('/'));
    entry.domain = metadata.value(QStringLiteral("domain")).toString();
    entry.variant = metadata.value(QStringLiteral("variant")).toString();
    if (entry.domain != parts.value(0))
        return tl::unexpected(
            catalogError(rel, QStringLiteral("metadata.domain"),
                         Tr::tr("expected \"%1\" (the folder)").arg(parts.value(0))));
    if (entry.variant != parts.value(1))
        return tl::unexpected(
            catalogError(rel, QStringLiteral("metadata.variant"),
                         Tr::tr("expected \"%1\" (the file name)").arg(parts.value(1))));
    entry.description = metadata.value(QStringLiteral("description")).toString();
    const QJsonValue minGpus = metadata.value(QStringLiteral("minGPUs"));
    if (!minGpus.isUndefined()) {
        const double d = minGpus.toDouble(-1);
        if (!minGpus.isDouble() || d < 1 || d != static_cast<double>(static_cast<int>(d)))
            return tl::unexpected(catalogError(rel, QStringLiteral("metadata.minGPUs"),
                                               Tr::tr("expected a whole number >= 1")));
        entry.minGpus = static_cast<int>(d);
    }
    const QJsonValue timeout = metadata.value(QStringLiteral("timeoutPerJob"));
    if (!timeout.isUndefined()) {
        if (!timeout.isString() || parseGoDuration(timeout.toString()) <= 0)
            return tl::unexpected(catalogError(
                rel, QStringLiteral("metadata.timeoutPerJob"),
                Tr::tr("expected a duration like 1h, 30m or 1h30m (^([0-9]+(h|m|s|ms))+$)")));
        entry.timeoutPerJob = timeout.toString();
    }
    const QJsonObject tp = metadata.value(QStringLiteral("tensorParallel")).toObject();
    for (auto it = tp.begin(); it != tp.end(); ++it) {
        if (!it.value().isDouble() || it.value().toInt() < 1)
            return tl::unexpected(
                catalogError(rel, QStringLiteral("metadata.tensorParallel.") + it.key(),
                             Tr::tr("expected a whole number >= 1")));
        entry.tensorParallel.insert(it.key(), it.value().toInt());
    }
    const QJsonValue specValue = top.value(QStringLiteral("spec"));
    if (!specValue.isObject())
        return tl::unexpected(catalogError(rel, QStringLiteral("spec"),
                                           Tr::tr("expected a mapping (a WorkflowSpec)")));
    entry.spec = specValue.toObject();
    if (!entry.spec.value(QStringLiteral("jobTemplate")).isObject())
        return tl::unexpected(
            catalogError(rel, QStringLiteral("spec.jobTemplate"), Tr::tr("expected a mapping")));
    const QJsonValue overrides = entry.spec.value(QStringLiteral("overrides"));
    if (!overrides.isUndefined() && !overrides.isNull()) {
        if (!overrides.isArray())
            return tl::unexpected(
                catalogError(rel, QStringLiteral("spec.overrides"), Tr::tr("expected a list")));
        Expansion expansion;
        const auto spliced = readOverrideList(overrides.toArray(), libDir, rel,
                                              QStringLiteral("spec.overrides"), 0, expansion);
        if (!spliced)
            return tl::unexpected(spliced.error());
        entry.spec.insert(QStringLiteral("overrides"), *spliced);
    }
    QJsonObject withoutOverrides = entry.spec;
    withoutOverrides.remove(QStringLiteral("overrides"));
    if (auto r = checkPlaceholders(withoutOverrides, QStringLiteral("spec"), rel); !r)
        return tl::unexpected(r.error());
    return entry;
}

QString placeholderValue(const QString &name, const CatalogParameters &p)
{
    if (name == QLatin1String("gpusPerNode"))
        return QString::number(p.gpusPerNode);
    if (name == QLatin1String("mlnxPerNode"))
        return QString::number(p.mlnxPerNode);
    if (name == QLatin1String("nodesPerJob"))
        return QString::number(p.nodesPerJob);
    if (name == QLatin1String("entryName"))
        return p.entryName;
    if (name == QLatin1String("ncclMnnvl"))
        return p.enableMnnvl ? QStringLiteral("1") : QStringLiteral("0");
    if (name == QLatin1String("ncclP2pLevel"))
        // Spec "Architecture-specific resources": SYS for eight GPUs, PHB for two or four.
        return p.gpusPerNode >= 8 ? QStringLiteral("SYS") : QStringLiteral("PHB");
    if (name == QLatin1String("sriovNetworks")) {
        QStringList nets;
        for (int i = 0; i < p.mlnxPerNode; ++i)
            nets << QStringLiteral("network-operator/sriov-net");
        return nets.join(QLatin1Char(','));
    }
    if (name == QLatin1String("nicResourceName"))
        return p.nicResourceName;
    if (name == QLatin1String("gkeInterfaces")) {
        QStringList networks = p.gkeNetworks;
        if (networks.size() != 8) {
            networks.clear();
            for (int i = 0; i < 8; ++i)
                networks << QStringLiteral("gpu-nic%1").arg(i);
        }
        QString out = QStringLiteral("[{\"interfaceName\":\"eth0\",\"network\":\"default\"}");
        for (int i = 0; i < networks.size(); ++i)
            out += QStringLiteral(",{\"interfaceName\":\"eth%1\",\"network\":\"%2\"}")
                       .arg(i + 1)
                       .arg(networks.at(i));
        return out + QLatin1Char(']');
    }
    const QMap<QString, QString> images = p.tcpxoImages.isEmpty()
                                              ? tcpxoReleaseImages(tcpxoMappedReleases().value(0))
                                              : p.tcpxoImages;
    if (name == QLatin1String("tcpxoImage"))
        return p.domain == QLatin1String("training") ? images.value(QStringLiteral("training"))
                                                     : images.value(QStringLiteral("nccl"));
    if (name == QLatin1String("tcpxoDaemonImage"))
        return images.value(QStringLiteral("tcpxoDaemon"));
    if (name == QLatin1String("tcpxoDaemonArgs"))
        return images.value(QStringLiteral("tcpxoDaemonArgs"));
    if (name == QLatin1String("timeoutPerJob"))
        return p.timeoutPerJob;
    if (name == QLatin1String("maxBytes"))
        return p.maxBytes;
    if (name == QLatin1String("numIterations"))
        return QString::number(p.numIterations);
    if (name == QLatin1String("numCycles"))
        return QString::number(p.numCycles);
    if (name == QLatin1String("tp"))
        return QString::number(p.tensorParallel);
    return {};
}

bool requirementHolds(const QString &requirement, const CatalogParameters &p)
{
    if (requirement == QLatin1String("nics"))
        return p.mlnxPerNode > 0;
    if (requirement == QLatin1String("nicResource"))
        return !p.nicResourceName.isEmpty() && p.mlnxPerNode > 0;
    if (requirement == QLatin1String("rdmaHostPath"))
        return p.rdmaHostPath;
    if (requirement == QLatin1String("mnnvl"))
        return p.enableMnnvl;
    if (requirement == QLatin1String("noMnnvl"))
        return !p.enableMnnvl;
    return false;
}

Result<QJsonValue> substitute(const QJsonValue &value, const CatalogParameters &p)
{
    if (value.isString()) {
        const QString text = value.toString();
        if (!text.contains(QLatin1String("$(")))
            return value;
        const RegularExpression::Match whole = placeholderPattern().matchEntirely(text);
        if (whole.hasMatch() && !whole.captured(1).isEmpty())
            return QJsonValue(placeholderValue(whole.captured(2), p).toLongLong());
        QString out;
        qsizetype last = 0;
        for (const RegularExpression::Match &m : placeholderPattern().matchAll(text)) {
            if (!catalogPlaceholders().contains(m.captured(2)))
                return fail(Code::NVCRE_CATALOG,
                            Tr::tr("unknown placeholder $(%1)").arg(excerpt(m.captured(2))));
            out += text.mid(last, m.begin() - last) + placeholderValue(m.captured(2), p);
            last = m.end();
        }
        out += text.mid(last);
        return QJsonValue(out);
    }
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue &item : value.toArray()) {
            const auto v = substitute(item, p);
            if (!v)
                return v;
            out.append(*v);
        }
        return QJsonValue(out);
    }
    if (value.isObject()) {
        QJsonObject out;
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const auto key = substitute(QJsonValue(it.key()), p);
            if (!key)
                return key;
            const auto v = substitute(it.value(), p);
            if (!v)
                return v;
            out.insert(key->toString(), *v);
        }
        return QJsonValue(out);
    }
    return value;
}

} // namespace

QStringList catalogRequirements()
{
    return {QStringLiteral("nics"), QStringLiteral("nicResource"), QStringLiteral("rdmaHostPath"),
            QStringLiteral("mnnvl"), QStringLiteral("noMnnvl")};
}

QStringList catalogPlaceholders()
{
    return {QStringLiteral("gpusPerNode"),
            QStringLiteral("mlnxPerNode"),
            QStringLiteral("nodesPerJob"),
            QStringLiteral("entryName"),
            QStringLiteral("ncclMnnvl"),
            QStringLiteral("ncclP2pLevel"),
            QStringLiteral("sriovNetworks"),
            QStringLiteral("nicResourceName"),
            QStringLiteral("gkeInterfaces"),
            QStringLiteral("tcpxoImage"),
            QStringLiteral("tcpxoDaemonImage"),
            QStringLiteral("tcpxoDaemonArgs"),
            QStringLiteral("timeoutPerJob"),
            QStringLiteral("maxBytes"),
            QStringLiteral("numIterations"),
            QStringLiteral("numCycles"),
            QStringLiteral("tp")};
}

Result<Catalog> Catalog::load(const QString &dir)
{
    const QDir root(dir);
    if (!root.exists())
        return fail(Code::NVCRE_CATALOG, Tr::tr("%1: no such catalog folder").arg(dir));
    Catalog catalog;
    catalog.m_dir = dir;
    const QString libDir = root.filePath(QStringLiteral("_lib"));
    const QStringList domains = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &domain : domains) {
        if (domain.startsWith(QLatin1Char('_')))
            continue;
        const QDir domainDir(root.filePath(domain));
        const QStringList files =
            domainDir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name);
        for (const QString &file : files) {
            const QString rel = domain + QLatin1Char('/') + file;
            auto entry = readEntry(domainDir.filePath(file), rel, libDir);
            if (!entry)
                return tl::unexpected(entry.error());
            catalog.m_entries.insert(entry->key(), *entry);
        }
    }
    if (catalog.m_entries.isEmpty())
        return fail(Code::NVCRE_CATALOG,
                    Tr::tr("%1: the catalog has no <domain>/<variant>.yaml entries").arg(dir));
    const QString defaultsPath = root.filePath(QStringLiteral("gpu-defaults.yaml"));
    auto table = QFileInfo::exists(defaultsPath) ? GpuDefaultsTable::fromFile(defaultsPath)
                                                 : GpuDefaultsTable::embedded();
    if (!table)
        return tl::unexpected(table.error());
    catalog.m_gpuDefaults = *table;
    const QString wrPath = root.filePath(QStringLiteral("_lib/workloadrun-overrides.yaml"));
    if (QFileInfo::exists(wrPath)) {
        const Result<QJsonValue> doc = Doc::readDocumentFile(wrPath);
        if (!doc)
            return tl::unexpected(doc.error());
        if (!doc->isArray())
            return fail(Code::NVCRE_CATALOG,
                        Tr::tr("_lib/workloadrun-overrides.yaml: (top): expected a list"));
        Expansion expansion;
        auto list = readOverrideList(doc->toArray(), libDir,
                                     QStringLiteral("_lib/workloadrun-overrides.yaml"),
                                     QStringLiteral("(top)"), 0, expansion);
        if (!list)
            return tl::unexpected(list.error());
        catalog.m_workloadRunOverrides = *list;
    }
    return catalog;
}

Result<Catalog> Catalog::embedded()
{
    static std::once_flag once;
    static Result<Catalog> cached = fail(Code::NVCRE_CATALOG, QStringLiteral("not loaded"));
    std::call_once(once, [] { cached = load(QStringLiteral(":/accel/nvcre/catalog")); });
    return cached;
}

QStringList Catalog::keys() const
{
    return m_entries.keys();
}

const CatalogEntry *Catalog::entry(const QString &domain, const QString &variant) const
{
    const auto it = m_entries.constFind(domain + QLatin1Char('/') + variant);
    return it == m_entries.constEnd() ? nullptr : &it.value();
}

Result<QJsonValue> instantiateCatalogValue(const QJsonValue &value,
                                           const CatalogParameters &parameters)
{
    QJsonValue input = value;
    if (value.isObject() && value.toObject().contains(QStringLiteral("overrides"))) {
        QJsonObject spec = value.toObject();
        QJsonArray kept;
        for (const QJsonValue &o : spec.value(QStringLiteral("overrides")).toArray()) {
            QJsonObject item = o.toObject();
            const QJsonArray needs = item.take(QStringLiteral("requires")).toArray();
            bool holds = true;
            for (const QJsonValue &r : needs)
                holds = holds && requirementHolds(r.toString(), parameters);
            if (holds)
                kept.append(item);
        }
        spec.insert(QStringLiteral("overrides"), kept);
        input = spec;
    }
    return substitute(input, parameters);
}

qint64 parseGoDuration(const QString &text)
{
    static const RegularExpression whole = RegularExpression::builtIn("([0-9]+(h|m|s|ms))+");
    static const RegularExpression part = RegularExpression::builtIn("([0-9]+)(ms|h|m|s)");
    if (!whole.matchesEntirely(text))
        return -1;
    qint64 total = 0;
    for (const RegularExpression::Match &m : part.matchAll(text)) {
        const qint64 n = m.captured(1).toLongLong();
        const QString unit = m.captured(2);
        total += unit == QLatin1String("h")   ? n * 3600000
                 : unit == QLatin1String("m") ? n * 60000
                 : unit == QLatin1String("s") ? n * 1000
                                              : n;
    }
    return total;
}

QString formatGoDuration(qint64 ms)
{
    if (ms == 0)
        return QStringLiteral("0s");
    if (ms < 1000)
        return QStringLiteral("%1ms").arg(ms);
    const qint64 hours = ms / 3600000;
    const qint64 minutes = (ms % 3600000) / 60000;
    const qint64 millis = ms % 60000;
    QString seconds = QString::number(millis / 1000);
    if (millis % 1000) {
        QString frac = QStringLiteral("%1").arg(millis % 1000, 3, 10, QLatin1Char('0'));
        while (frac.endsWith(QLatin1Char('0')))
            frac.chop(1);
        seconds += QLatin1Char('.') + frac;
    }
    seconds += QLatin1Char('s');
    if (hours > 0)
        return QStringLiteral("%1h%2m%3").arg(hours).arg(minutes).arg(seconds);
    if (minutes > 0)
        return QStringLiteral("%1m%2").arg(minutes).arg(seconds);
    return seconds;
}

} // namespace Accel::Nvcre
