// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "runobjects.h"
#include "nvcrecodes.h"
#include "nvcretr.h"

#include "excerpt.h"
#include "resourcelimits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>

#include <zlib.h>

namespace Accel::Nvcre {

namespace {

QJsonObject metaOf(const QJsonObject &object)
{
    return object.value(QLatin1String("metadata")).toObject();
}

QString nameOf(const QJsonObject &object)
{
    return metaOf(object).value(QLatin1String("name")).toString();
}

QString namespaceOf(const QJsonObject &object)
{
    return metaOf(object).value(QLatin1String("namespace")).toString();
}

QString configMapName(const QJsonObject &configMap)
{
    const QString ns = namespaceOf(configMap);
    const QString name = excerpt(nameOf(configMap));
    return ns.isEmpty() ? name : excerpt(ns) + QLatin1Char('/') + name;
}

/// The bytes of KEY in CONFIGMAP: binaryData is base64 (as the API server sends it), data as
/// is. Absent: an empty, non-error result.
Result<QByteArray> payloadOf(const QJsonObject &configMap, const QString &key)
{
    const QJsonObject binary = configMap.value(QLatin1String("binaryData")).toObject();
    if (binary.contains(key)) {
        const QByteArray text = binary.value(key).toString().toLatin1();
        auto decoded =
            QByteArray::fromBase64Encoding(text, QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded) {
            return fail(Code::NVCRE_NODE_RESULTS,
                        Tr::tr("ConfigMap %1: binaryData[\"%2\"] is not base64")
                            .arg(configMapName(configMap), key));
        }
        return *decoded;
    }
    const QJsonObject data = configMap.value(QLatin1String("data")).toObject();
    if (data.contains(key))
        return data.value(key).toString().toUtf8();
    return QByteArray();
}

/// GZIP inflated under the node-results limit.
Result<QByteArray> gunzip(const QByteArray &gzip, const QJsonObject &configMap, const QString &key)
{
    if (gzip.isEmpty())
        return QByteArray();
    const qint64 limit = Limits::value(Limits::NodeResultsBytes);
    z_stream stream{};
    if (inflateInit2(&stream, 16 + MAX_WBITS) != Z_OK)
        return fail(Code::NVCRE_NODE_RESULTS, Tr::tr("ConfigMap %1: cannot start decompressing %2")
                                                  .arg(configMapName(configMap), key));
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(gzip.constData()));
    stream.avail_in = uInt(gzip.size());
    QByteArray out;
    char buffer[16384];
    int status = Z_OK;
    while (status != Z_STREAM_END) {
        stream.next_out = reinterpret_cast<Bytef *>(buffer);
        stream.avail_out = sizeof buffer;
        status = inflate(&stream, Z_NO_FLUSH);
        if (status != Z_OK && status != Z_STREAM_END) {
            inflateEnd(&stream);
            return fail(
                Code::NVCRE_NODE_RESULTS,
                Tr::tr("ConfigMap %1: %2 is not valid gzip (%3)")
                    .arg(configMapName(configMap), key,
                         status == Z_BUF_ERROR ? Tr::tr("truncated") : Tr::tr("damaged data")));
        }
        out.append(buffer, qsizetype(sizeof buffer - stream.avail_out));
        if (out.size() > limit) {
            inflateEnd(&stream);
            return tl::unexpected(
                Limits::exceeded(Limits::NodeResultsBytes,
                                 Tr::tr("ConfigMap %1, %2").arg(configMapName(configMap), key)));
        }
        if (status == Z_OK && stream.avail_in == 0 && stream.avail_out != 0) {
            inflateEnd(&stream);
            return fail(Code::NVCRE_NODE_RESULTS,
                        Tr::tr("ConfigMap %1: %2 is not valid gzip (%3)")
                            .arg(configMapName(configMap), key, Tr::tr("truncated")));
        }
    }
    inflateEnd(&stream);
    return out;
}

QString groupOfApiVersion(const QString &apiVersion)
{
    const qsizetype slash = apiVersion.indexOf(QLatin1Char('/'));
    return slash < 0 ? QString() : apiVersion.left(slash);
}

} // namespace

QString firstFailedJobName(const QString &message)
{
    static const QLatin1String marker("first failed job: ");
    const qsizetype at = message.indexOf(marker);
    if (at < 0)
        return {};
    // A DNS-1123 name: letters, digits, '-' and '.'; a '.' ending the sentence is not its.
    qsizetype end = at + marker.size();
    while (end < message.size() &&
           (message.at(end).isLetterOrNumber() || message.at(end) == QLatin1Char('-') ||
            message.at(end) == QLatin1Char('.')))
        ++end;
    QString name = message.mid(at + marker.size(), end - at - marker.size());
    while (name.endsWith(QLatin1Char('.')))
        name.chop(1);
    return name;
}

QString nvcreGroupOf(const QJsonObject &object)
{
    const QString group = groupOfApiVersion(object.value(QLatin1String("apiVersion")).toString());
    if (group == QLatin1String("nvcre.nvidia.com") || group == QLatin1String("cre.nvidia.com"))
        return group;
    return {};
}

RunObjects RunObjects::fromObjects(const QList<QJsonObject> &objects)
{
    RunObjects out;
    for (const QJsonObject &object : objects) {
        const QString kind = object.value(QLatin1String("kind")).toString();
        const QString apiVersion = object.value(QLatin1String("apiVersion")).toString();
        const auto objectKind = Kube::ClusterSnapshot::objectKind(apiVersion, kind);
        if (!Kube::ClusterSnapshot::isRunObject(object, objectKind))
            continue;
        if (kind == QLatin1String("Certification"))
            out.certifications << object;
        else if (kind == QLatin1String("WorkloadRun"))
            out.workloadRuns << object;
        else if (kind == QLatin1String("Workflow"))
            out.workflows << object;
        else if (kind == QLatin1String("Job") && nvcreGroupOf(object).isEmpty())
            out.batchJobs << object;
        else if (kind == QLatin1String("Job"))
            out.jobs << object;
        else if (kind == QLatin1String("BandwidthMeasurement"))
            out.bandwidthMeasurements << object;
        else if (kind == QLatin1String("GoodputMeasurement"))
            out.goodputMeasurements << object;
        else if (kind == QLatin1String("ConfigMap"))
            out.configMaps << object;
        else if (kind == QLatin1String("Event"))
            out.events << object;
    }
    return out;
}

RunObjects RunObjects::fromSnapshot(const Kube::ClusterSnapshot &snapshot)
{
    return fromObjects(snapshot.runObjects());
}

QList<QJsonObject> RunObjects::all() const
{
    QList<QJsonObject> out;
    for (const QList<QJsonObject> *list :
         {&certifications, &workloadRuns, &workflows, &jobs, &batchJobs, &bandwidthMeasurements,
          &goodputMeasurements, &configMaps, &events})
        out += *list;
    return out;
}

QJsonObject RunObjects::find(const QString &kind, const QString &ns, const QString &name) const
{
    const QList<QJsonObject> *list = nullptr;
    if (kind == QLatin1String("Certification"))
        list = &certifications;
    else if (kind == QLatin1String("WorkloadRun"))
        list = &workloadRuns;
    else if (kind == QLatin1String("Workflow"))
        list = &workflows;
    else if (kind == QLatin1String("Job"))
        list = &jobs;
    else if (kind == QLatin1String("batch/Job"))
        list = &batchJobs;
    else if (kind == QLatin1String("BandwidthMeasurement"))
        list = &bandwidthMeasurements;
    else if (kind == QLatin1String("GoodputMeasurement"))
        list = &goodputMeasurements;
    else if (kind == QLatin1String("ConfigMap"))
        list = &configMaps;
    if (!list)
        return {};
    for (const QJsonObject &object : *list)
        if (nameOf(object) == name && (ns.isEmpty() || namespaceOf(object) == ns))
            return object;
    return {};
}

QList<QJsonObject> RunObjects::jobsOf(const QJsonObject &workflow) const
{
    const QString name = nameOf(workflow);
    const QString ns = namespaceOf(workflow);
    // The groups the Workflow's status names, now and in earlier iterations (STATUS-NOTES
    // section 1); `group-<n>` when it names none yet.
    QSet<QString> groupNames;
    const QJsonObject orchestration = workflow.value(QLatin1String("status"))
                                          .toObject()
                                          .value(QLatin1String("orchestration"))
                                          .toObject();
    const auto addGroups = [&groupNames](const QJsonArray &groups) {
        for (const QJsonValue &g : groups)
            groupNames.insert(g.toObject().value(QLatin1String("name")).toString());
    };
    addGroups(orchestration.value(QLatin1String("groups")).toArray());
    for (const QJsonValue &h : orchestration.value(QLatin1String("iterationHistory")).toArray())
        addGroups(h.toObject().value(QLatin1String("groups")).toArray());
    if (groupNames.isEmpty()) {
        const qint64 total = orchestration.value(QLatin1String("totalGroups")).toInteger(1);
        for (qint64 g = 0; g < std::clamp<qint64>(total, 1, 4096); ++g)
            groupNames.insert(QStringLiteral("group-%1").arg(g));
    }
    QList<QJsonObject> out;
    for (const QJsonObject &job : jobs) {
        if (namespaceOf(job) != ns && !ns.isEmpty())
            continue;
        const QJsonObject labels = metaOf(job).value(QLatin1String("labels")).toObject();
        const QString labelled =
            labels.contains(QLatin1String("nvcre.nvidia.com/workflow"))
                ? labels.value(QLatin1String("nvcre.nvidia.com/workflow")).toString()
                : labels.value(QLatin1String("cre.nvidia.com/workflow")).toString();
        bool named = !labelled.isEmpty();
        bool mine = labelled == name;
        for (const QJsonValue &owner :
             metaOf(job).value(QLatin1String("ownerReferences")).toArray()) {
            const QJsonObject o = owner.toObject();
            if (o.value(QLatin1String("kind")).toString() == QLatin1String("Workflow")) {
                named = true;
                mine = mine || o.value(QLatin1String("name")).toString() == name;
            }
        }
        if (!named) {
            // STATUS-NOTES section 0: `<workflow>-job`, `<workflow>-<group>-iter-<n>`; only for
            // a Job that names no Workflow, and only with a group of this one (`llama-smoke-
            // group-0-iter-1` is not a Job of `llama`).
            const QString jobName = nameOf(job);
            mine = jobName == name + QStringLiteral("-job");
            if (!mine && jobName.startsWith(name + QLatin1Char('-'))) {
                const QString rest = jobName.mid(name.size() + 1);
                const qsizetype iter = rest.lastIndexOf(QLatin1String("-iter-"));
                bool number = false;
                if (iter > 0)
                    rest.mid(iter + 6).toInt(&number);
                mine = number && groupNames.contains(rest.left(iter));
            }
        }
        if (mine)
            out << job;
    }
    return out;
}

QJsonObject RunObjects::measurementOf(const QString &kind, const QJsonObject &job) const
{
    const QList<QJsonObject> &list =
        kind == QLatin1String("GoodputMeasurement") ? goodputMeasurements : bandwidthMeasurements;
    const QString suffix = kind == QLatin1String("GoodputMeasurement")
                               ? QStringLiteral("-goodput")
                               : QStringLiteral("-bandwidth");
    const QString jobName = nameOf(job);
    const QString ns = namespaceOf(job);
    for (const QJsonObject &m : list) {
        if (namespaceOf(m) != ns)
            continue;
        const QString ref = m.value(QLatin1String("spec"))
                                .toObject()
                                .value(QLatin1String("jobRef"))
                                .toObject()
                                .value(QLatin1String("name"))
                                .toString();
        if (nameOf(m) == jobName + suffix || ref == jobName)
            return m;
    }
    return {};
}

QList<QJsonObject> RunObjects::eventsRegarding(const QJsonObject &object) const
{
    const QString kind = object.value(QLatin1String("kind")).toString();
    const QString name = nameOf(object);
    const QString ns = namespaceOf(object);
    QList<std::pair<QString, QJsonObject>> found;
    for (const QJsonObject &event : events) {
        QJsonObject about = event.value(QLatin1String("regarding")).toObject();
        if (about.isEmpty())
            about = event.value(QLatin1String("involvedObject")).toObject();
        if (about.value(QLatin1String("kind")).toString() != kind ||
            about.value(QLatin1String("name")).toString() != name)
            continue;
        const QString aboutNs = about.value(QLatin1String("namespace")).toString();
        if (!aboutNs.isEmpty() && !ns.isEmpty() && aboutNs != ns)
            continue;
        QString when = event.value(QLatin1String("eventTime")).toString();
        if (when.isEmpty())
            when = event.value(QLatin1String("lastTimestamp")).toString();
        if (when.isEmpty())
            when = metaOf(event).value(QLatin1String("creationTimestamp")).toString();
        found.append({when, event});
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    QList<QJsonObject> out;
    for (const auto &pair : found)
        out << pair.second;
    return out;
}

Result<QList<FailedNodeEntry>> failedNodesOf(const QJsonObject &configMap)
{
    const QString key = QStringLiteral("failed-nodes.json.gz");
    const Result<QByteArray> payload = payloadOf(configMap, key);
    if (!payload)
        return tl::unexpected(payload.error());
    const Result<QByteArray> json = gunzip(*payload, configMap, key);
    if (!json)
        return tl::unexpected(json.error());
    QList<FailedNodeEntry> out;
    if (json->isEmpty())
        return out;
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(*json, &error);
    if (error.error != QJsonParseError::NoError || !document.isArray()) {
        return fail(Code::NVCRE_NODE_RESULTS,
                    Tr::tr("ConfigMap %1: %2 is not a JSON array of failed nodes")
                        .arg(configMapName(configMap), key));
    }
    for (const QJsonValue &value : document.array()) {
        const QJsonObject row = value.toObject();
        FailedNodeEntry entry{row.value(QLatin1String("name")).toString(),
                              row.value(QLatin1String("reason")).toString(),
                              row.value(QLatin1String("message")).toString()};
        if (!entry.name.isEmpty())
            out << entry;
    }
    return out;
}

Result<QStringList> succeededNodesOf(const QJsonObject &configMap)
{
    const QString key = QStringLiteral("succeeded-nodes.csv.gz");
    const Result<QByteArray> payload = payloadOf(configMap, key);
    if (!payload)
        return tl::unexpected(payload.error());
    const Result<QByteArray> csv = gunzip(*payload, configMap, key);
    if (!csv)
        return tl::unexpected(csv.error());
    QStringList out;
    for (const QString &name : QString::fromUtf8(*csv).split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!name.trimmed().isEmpty())
            out << name.trimmed();
    return out;
}

} // namespace Accel::Nvcre
