// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// report.Build and its faces (issue 36). Every rule cites
// ../shared/conformance/cre/STATUS-NOTES.md by section.
#include "runreport.h"
#include "nvcrecodes.h"
#include "nvcretr.h"

#include "cel/program.h"
#include "cel/value.h"
#include "doc/jsonwriter.h"
#include "excerpt.h"
#include "printable.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSet>
#include <QXmlStreamWriter>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace Accel::Nvcre {

namespace {

using Json = QJsonObject;

QString str(const Json &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

Json obj(const Json &o, const char *key)
{
    return o.value(QLatin1String(key)).toObject();
}

QJsonArray arr(const Json &o, const char *key)
{
    return o.value(QLatin1String(key)).toArray();
}

int integer(const Json &o, const char *key)
{
    return o.value(QLatin1String(key)).toInt();
}

QString nameOf(const Json &object)
{
    return str(obj(object, "metadata"), "name");
}

QString namespaceOf(const Json &object)
{
    return str(obj(object, "metadata"), "namespace");
}

/// The condition of TYPE in OBJECT's status.conditions, or empty.
Json condition(const Json &object, const QString &type)
{
    for (const QJsonValue &c : arr(obj(object, "status"), "conditions"))
        if (str(c.toObject(), "type") == type)
            return c.toObject();
    return {};
}

bool isTrue(const Json &object, const QString &type)
{
    return str(condition(object, type), "status") == QLatin1String("True");
}

QStringList strings(const QJsonArray &array)
{
    QStringList out;
    for (const QJsonValue &v : array)
        out << v.toString();
    return out;
}

QDateTime timeOf(const QString &text)
{
    return QDateTime::fromString(text, Qt::ISODate);
}

/// Section 3.1: `Ns`, `Mm Ss`, `Hh Mm`.
QString formatRuntime(qint64 seconds)
{
    if (seconds < 0)
        seconds = 0;
    if (seconds < 60)
        return QStringLiteral("%1s").arg(seconds);
    if (seconds < 3600)
        return QStringLiteral("%1m %2s").arg(seconds / 60).arg(seconds % 60);
    return QStringLiteral("%1h %2m").arg(seconds / 3600).arg((seconds % 3600) / 60);
}

/// Section 3.4: the runtime as a Go duration after removing spaces ("10m 0s" -> 600).
double runtimeSeconds(const QString &runtime)
{
    const QString compact = QString(runtime).remove(QLatin1Char(' '));
    double total = 0;
    QString digits;
    for (qsizetype i = 0; i < compact.size(); ++i) {
        const QChar c = compact.at(i);
        if (c.isDigit() || c == QLatin1Char('.')) {
            digits += c;
            continue;
        }
        const double v = digits.toDouble();
        digits.clear();
        if (c == QLatin1Char('h'))
            total += v * 3600;
        else if (c == QLatin1Char('m') && i + 1 < compact.size() &&
                 compact.at(i + 1) == QLatin1Char('s'))
            total += v / 1000, ++i;
        else if (c == QLatin1Char('m'))
            total += v * 60;
        else if (c == QLatin1Char('s'))
            total += v;
    }
    return total;
}

/// Section 3.1: 1024-based integer `N GB|MB|KB|B`.
QString formatSize(qint64 bytes)
{
    static const char *units[] = {"B", "KB", "MB", "GB", "TB"};
    int unit = 0;
    qint64 value = bytes;
    while (unit < 4 && value >= 1024 && value % 1024 == 0) {
        value /= 1024;
        ++unit;
    }
    if (value >= 1024 && unit < 4) {
        // Not a whole multiple: the integer part, as nvcrectl's integer division gives.
        while (unit < 4 && value >= 1024) {
            value /= 1024;
            ++unit;
        }
    }
    return QStringLiteral("%1 %2").arg(value).arg(QLatin1String(units[unit]));
}

QString statusOfCategory(const QString &status)
{
    // Section 3.1: InProgress shown as Running; nothing yet is Pending.
    if (status == QLatin1String("InProgress"))
        return QStringLiteral("Running");
    if (status.isEmpty())
        return QStringLiteral("Pending");
    return status;
}

/// One iteration's groups: earliest start to latest completion (NOW when one runs).
struct IterationSpan
{
    int number = 0;
    QJsonArray groups;
};

qint64 iterationSeconds(const QJsonArray &groups, const QDateTime &now)
{
    QDateTime start;
    QDateTime end;
    bool open = false;
    for (const QJsonValue &g : groups) {
        const Json group = g.toObject();
        const QDateTime s = timeOf(str(group, "startTime"));
        const QDateTime c = timeOf(str(group, "completionTime"));
        if (s.isValid() && (!start.isValid() || s < start))
            start = s;
        if (c.isValid()) {
            if (!end.isValid() || c > end)
                end = c;
        } else if (s.isValid()) {
            open = true;
        }
    }
    if (!start.isValid())
        return -1;
    if (open)
        end = now;
    if (!end.isValid())
        return -1;
    return start.secsTo(end);
}

QString iterationStatus(const QJsonArray &groups)
{
    bool running = false;
    for (const QJsonValue &g : groups) {
        const QString phase = str(g.toObject(), "phase");
        if (phase == QLatin1String("Failed"))
            return QStringLiteral("Failed");
        if (phase != QLatin1String("Succeeded"))
            running = true;
    }
    return running ? QStringLiteral("Running") : QStringLiteral("Succeeded");
}

QString gbps(const QString &value)
{
    return value.isEmpty() ? QString() : value + QStringLiteral(" GB/s");
}

/// The measurement's final state (section 3.1): final when Complete=True with JobSucceeded;
/// otherwise provisional with the Complete reason or NotComplete.
std::pair<bool, QString> provisionalOf(const Json &measurement)
{
    const Json complete = condition(measurement, QStringLiteral("Complete"));
    if (str(complete, "status") == QLatin1String("True")) {
        if (str(complete, "reason") == QLatin1String("JobSucceeded"))
            return {false, {}};
        return {true, str(complete, "reason")};
    }
    return {true, QStringLiteral("NotComplete")};
}

/// A result's sizeBytes, clamped to 0..2^62 before the conversion (a number from the cluster
/// out of qint64's range would be undefined behaviour).
qint64 sizeBytesOf(const Json &row)
{
    const double size = row.value(QLatin1String("sizeBytes")).toDouble();
    return std::isfinite(size) ? qint64(std::clamp(size, 0.0, 4611686018427387904.0)) : 0;
}

/// The result of a BandwidthMeasurement with the largest sizeBytes, or empty.
Json largestResult(const Json &measurement)
{
    Json best;
    qint64 bestSize = -1;
    for (const QJsonValue &r : arr(obj(measurement, "status"), "results")) {
        const Json row = r.toObject();
        const qint64 size = sizeBytesOf(row);
        if (size > bestSize) {
            best = row;
            bestSize = size;
        }
    }
    return best;
}

double number(const QString &text)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    return ok ? v : 0;
}

/// Section 3.1 `belowMin`: the Workflow's busBandwidthGBps threshold
/// (spec.validation.performance.thresholds.thresholds, a CEL expression over `value`) fails
/// for the measured value but passes for +Inf. No threshold, or one that does not compile: never
/// below.
class BusThreshold
{
public:
    explicit BusThreshold(const Json &workflow)
    {
        const QString expression =
            obj(obj(obj(obj(obj(workflow, "spec"), "validation"), "performance"), "thresholds"),
                "thresholds")
                .value(QLatin1String("busBandwidthGBps"))
                .toString();
        if (expression.isEmpty())
            return;
        Cel::CompileOptions options;
        options.variables = {QStringLiteral("value")};
        options.maxLength = 4096; // a threshold is one comparison; a longer one is not ours
        if (Result<Cel::Program> compiled = Cel::Program::compile(expression, options))
            m_program = std::move(*compiled);
    }

    bool belowMin(double value) const
    {
        if (!m_program)
            return false;
        const auto holds = [this](double v) {
            const Cel::Value r = m_program->evaluate({Cel::Value::real(v)}, 10000);
            return r.isBool() && r.b;
        };
        return !holds(value) && holds(std::numeric_limits<double>::infinity());
    }

private:
    std::optional<Cel::Program> m_program;
};

/// The nodes of GROUP by clique: one domain takes every node; several are given their
/// domainNodeCounts in the order the domains are listed (the partitioner lists a group's nodes
/// domain by domain), what is left over going to the last.
QList<std::pair<QString, QString>> nodesByDomain(const Json &group)
{
    const QStringList domains = strings(arr(group, "domains"));
    const QStringList nodes = strings(arr(group, "nodes"));
    QList<std::pair<QString, QString>> out;
    if (domains.isEmpty())
        return out;
    const Json counts = obj(group, "domainNodeCounts");
    qsizetype next = 0;
    for (qsizetype d = 0; d < domains.size(); ++d) {
        const bool last = d == domains.size() - 1;
        qsizetype take = domains.size() == 1 || last
                             ? nodes.size() - next
                             : qsizetype(counts.value(domains.at(d)).toInt());
        take = std::clamp<qsizetype>(take, 0, nodes.size() - next);
        for (qsizetype i = 0; i < take; ++i)
            out.append({nodes.at(next + i), domains.at(d)});
        next += take;
    }
    return out;
}

struct Builder
{
    const RunObjects &objects;
    QDateTime now;
    RunReport report;
    QList<FailedNodeEntry> entries; // in ConfigMap order, all categories

    QJsonObject workflowOf(const Json &ref, const QString &runNs, const QString &fallbackName)
    {
        const QString name = ref.isEmpty() ? fallbackName : str(ref, "name");
        QString ns = str(ref, "namespace");
        if (ns.isEmpty())
            ns = runNs;
        // Another namespace's Workflow of the same name is not this run's: only a run read
        // without a namespace looks in any.
        return objects.find(QStringLiteral("Workflow"), ns, name);
    }

    /// The ConfigMap REF names, in the Workflow's namespace first.
    Json configMap(const Json &ref, const QStringList &namespaces)
    {
        const QString name = str(ref, "name");
        if (name.isEmpty())
            return {};
        for (const QString &ns : namespaces) {
            const Json found = objects.find(QStringLiteral("ConfigMap"), ns, name);
            if (!found.isEmpty())
                return found;
        }
        return {};
    }

    QList<FailedNodeEntry> failedNodesFrom(const Json &ref, const QStringList &namespaces)
    {
        const Json cm = configMap(ref, namespaces);
        if (cm.isEmpty())
            return {};
        Result<QList<FailedNodeEntry>> rows = failedNodesOf(cm);
        if (!rows) {
            if (!report.notes.contains(rows.error().message))
                report.notes << rows.error().message;
            return {};
        }
        return *rows;
    }

    Json jobForGroup(const Json &group, const QList<Json> &jobs, const QString &workflowName,
                     int iteration)
    {
        const QString jobName = str(obj(group, "jobRef"), "name").isEmpty()
                                    ? str(group, "jobName")
                                    : str(obj(group, "jobRef"), "name");
        const QString groupName = str(group, "name");
        for (const Json &job : jobs) {
            if (!jobName.isEmpty() && nameOf(job) == jobName)
                return job;
        }
        // STATUS-NOTES section 0: `<workflow>-<group>-iter-<n>`, `<workflow>-job`.
        const QString byRule =
            workflowName + QLatin1Char('-') + groupName + QStringLiteral("-iter-%1").arg(iteration);
        for (const Json &job : jobs)
            if (nameOf(job) == byRule)
                return job;
        if (jobs.size() == 1 && nameOf(jobs.constFirst()) == workflowName + QStringLiteral("-job"))
            return jobs.constFirst();
        for (const Json &job : jobs) {
            const Json labels = obj(obj(job, "metadata"), "labels");
            if (labels.value(QLatin1String("nvcre.nvidia.com/group")).toString() == groupName ||
                labels.value(QLatin1String("cre.nvidia.com/group")).toString() == groupName) {
                if (nameOf(job).endsWith(QStringLiteral("-iter-%1").arg(iteration)) ||
                    !nameOf(job).contains(QLatin1String("-iter-")))
                    return job;
            }
        }
        return {};
    }

    /// Section 3.1: a Job Failed message that names `first failed job: <n>` is enriched from
    /// that batch Job as `<Reason> — <f> of <t> pods failed` (t: spec.completions, else
    /// parallelism, else the pods counted in its status). The message as it is when the batch
    /// Job was not read.
    QString enrichedFailure(const Json &job, const QString &message) const
    {
        const QString name = firstFailedJobName(message);
        if (name.isEmpty())
            return message;
        const Json batch = objects.find(QStringLiteral("batch/Job"), namespaceOf(job), name);
        const Json failed = condition(batch, QStringLiteral("Failed"));
        if (batch.isEmpty() || str(failed, "status") != QLatin1String("True"))
            return message;
        const Json status = obj(batch, "status");
        const Json spec = obj(batch, "spec");
        const int failedPods = integer(status, "failed");
        int total = integer(spec, "completions");
        if (total <= 0)
            total = integer(spec, "parallelism");
        if (total <= 0)
            total = failedPods + integer(status, "succeeded") + integer(status, "active");
        // status.failed counts retried pods too: never more failed than there are pods.
        return QStringLiteral("%1 — %2 of %3 pods failed")
            .arg(str(failed, "reason"))
            .arg(total > 0 ? std::min(failedPods, total) : failedPods)
            .arg(total);
    }

    /// Section 3.1 failedGroups[].reason: Job Failed (enriched from the batch Job it names)
    /// -> HardwareFailed -> ValidationFailed; fallback the first ConfigMap entry of a group
    /// node, ThresholdViolation preferred.
    QString groupReason(const Json &job, const QStringList &nodes,
                        const QList<FailedNodeEntry> &rows)
    {
        for (const char *type : {"Failed", "HardwareFailed", "ValidationFailed"}) {
            const Json c = condition(job, QLatin1String(type));
            if (str(c, "status") == QLatin1String("True") && !str(c, "message").isEmpty())
                return qstrcmp(type, "Failed") == 0 ? enrichedFailure(job, str(c, "message"))
                                                    : str(c, "message");
        }
        const QSet<QString> inGroup(nodes.cbegin(), nodes.cend());
        for (const FailedNodeEntry &row : rows)
            if (inGroup.contains(row.name) && row.reason == QLatin1String("ThresholdViolation"))
                return row.message;
        for (const FailedNodeEntry &row : rows)
            if (inGroup.contains(row.name))
                return row.message;
        return {};
    }

    /// The category of a Workflow (STATUS-NOTES sections 1 and 3.1). SPEC: the run's spec and
    /// the category's options, for mnnvl.
    void fillCategory(CategoryReport &cat, const Json &workflow, const QList<FailedNodeEntry> &rows,
                      bool firstWithOrchestration)
    {
        const Json status = obj(workflow, "status");
        const Json orch = obj(status, "orchestration");
        const QString wfName = nameOf(workflow);
        if (isTrue(workflow, QStringLiteral("Failed")))
            cat.failureReason = str(condition(workflow, QStringLiteral("Failed")), "message");
        const Json inProgress = condition(workflow, QStringLiteral("InProgress"));
        if (str(inProgress, "status") == QLatin1String("True") &&
            str(inProgress, "reason") == QLatin1String("JobSchedulingBlocked"))
            cat.statusDetail = str(inProgress, "message");
        if (firstWithOrchestration && !orch.isEmpty()) {
            report.platform = str(orch, "detectedPlatform");
            report.gpu = str(orch, "detectedGPUArchitecture");
            report.totalNodes = integer(orch, "totalNodes");
            if (report.kind == RunKind::Certification) {
                report.excludedNodes = strings(arr(orch, "excludedNodes"));
                report.exclusionReason = str(orch, "exclusionReason");
            }
        }
        if (orch.isEmpty())
            return;
        const bool diagnose = !obj(orch, "diagnose").isEmpty();
        cat.nodesPerJob = integer(orch, "nodesPerJob");
        cat.jobs = integer(orch, "totalGroups");
        const QString placement = str(orch, "placement");
        const bool unpinned = placement == QLatin1String("Unpinned");

        // Iterations: the completed non-final ones, then the current groups.
        QList<IterationSpan> spans;
        for (const QJsonValue &h : arr(orch, "iterationHistory"))
            spans << IterationSpan{integer(h.toObject(), "iteration"), arr(h.toObject(), "groups")};
        int current = integer(orch, "currentIteration");
        if (current <= 0)
            current = int(spans.size()) + 1;
        spans << IterationSpan{current, arr(orch, "groups")};
        qint64 total = 0;
        bool anyTime = false;
        for (const IterationSpan &span : spans) {
            const qint64 secs = iterationSeconds(span.groups, now);
            if (secs >= 0) {
                total += secs;
                anyTime = true;
            }
        }
        if (anyTime)
            cat.runtime = formatRuntime(total);
        if (spans.size() > 1) {
            for (const IterationSpan &span : spans) {
                const qint64 secs = iterationSeconds(span.groups, now);
                cat.iterations << IterationReport{span.number, iterationStatus(span.groups),
                                                  secs >= 0 ? formatRuntime(secs) : QString()};
            }
        }

        // Section 3.1 testScale.
        const QString requested = str(obj(obj(workflow, "metadata"), "annotations"),
                                      "nvcre.nvidia.com/requested-test-scale");
        const Json spec = obj(workflow, "spec");
        const Json topology = obj(obj(spec, "orchestration"), "topology");
        if (unpinned)
            cat.testScale.clear();
        else if (!requested.isEmpty())
            cat.testScale = requested;
        else if (topology.value(QLatin1String("strictDomain")).toBool())
            cat.testScale = QStringLiteral("intra-rack");
        else if (diagnose || !obj(obj(spec, "orchestration"), "diagnose").isEmpty())
            cat.testScale = QStringLiteral("diagnose");
        else if (cat.nodesPerJob == 1)
            cat.testScale = QStringLiteral("intra-node");
        else
            cat.testScale = QStringLiteral("full-scale");

        QSet<QString> exercised;
        const QList<Json> jobs = objects.jobsOf(workflow);
        // Failed groups across iterations, the latest failure of each group name.
        std::map<QString, std::pair<Json, int>> failed;
        for (const IterationSpan &span : spans) {
            for (const QJsonValue &g : span.groups) {
                const Json group = g.toObject();
                for (const QString &node : strings(arr(group, "nodes")))
                    exercised.insert(node);
                if (str(group, "phase") == QLatin1String("Failed"))
                    failed[str(group, "name")] = {group, span.number};
            }
        }
        if (unpinned) {
            cat.placement = placement;
            cat.targetNodes = report.totalNodes > 0 && firstWithOrchestration
                                  ? report.totalNodes
                                  : integer(orch, "totalNodes");
            cat.exercisedNodes = int(exercised.size());
        }
        for (const auto &[name, pair] : failed) {
            const Json &group = pair.first;
            FailedGroupReport fg;
            fg.name = name;
            fg.nodes = strings(arr(group, "nodes"));
            fg.nodeCount = int(fg.nodes.size());
            const Json job = jobForGroup(group, jobs, wfName, pair.second);
            fg.reason = groupReason(job, fg.nodes, rows);
            const Json log = obj(obj(job, "status"), "failureLog");
            if (!log.isEmpty()) {
                FailureLog fl;
                fl.podName = str(log, "podName");
                fl.nodeName = str(log, "nodeName");
                if (log.contains(QLatin1String("exitCode")))
                    fl.exitCode = integer(log, "exitCode");
                fl.reason = str(log, "reason");
                fl.tail = str(log, "tail");
                fg.failureLog = fl;
            }
            cat.failedGroups << fg;
        }

        // Bandwidth (section 3.1): per measurement the largest size; the row is the largest
        // size across measurements, the lowest busBW among ties.
        std::optional<std::pair<Json, Json>> best; // result, measurement
        QStringList transport;
        for (const Json &job : jobs) {
            const Json m = objects.measurementOf(QStringLiteral("BandwidthMeasurement"), job);
            if (m.isEmpty())
                continue;
            for (const QString &t : strings(arr(obj(m, "status"), "transport")))
                if (!transport.contains(t))
                    transport << t;
            const Json row = largestResult(m);
            if (row.isEmpty())
                continue;
            if (!best) {
                best = std::pair{row, m};
                continue;
            }
            const double size = row.value(QLatin1String("sizeBytes")).toDouble();
            const double bestSize = best->first.value(QLatin1String("sizeBytes")).toDouble();
            if (size > bestSize ||
                (size == bestSize && number(str(row, "busBW")) < number(str(best->first, "busBW"))))
                best = std::pair{row, m};
        }
        if (best) {
            BandwidthRow row;
            row.size = formatSize(sizeBytesOf(best->first));
            row.algBW = gbps(str(best->first, "algBW"));
            row.busBW = gbps(str(best->first, "busBW"));
            row.samples = integer(best->first, "samples");
            const auto [provisional, why] = provisionalOf(best->second);
            row.provisional = provisional;
            row.provisionalReason = why;
            cat.bandwidth << row;
        }
        cat.transport = transport;

        // Group bandwidth: only with more than one group, not for diagnose.
        const QJsonArray groups = arr(orch, "groups");
        const BusThreshold threshold(workflow);
        if (cat.jobs > 1 && !diagnose) {
            for (const QJsonValue &g : groups) {
                const Json group = g.toObject();
                const Json job = jobForGroup(group, jobs, wfName, current);
                const Json m = objects.measurementOf(QStringLiteral("BandwidthMeasurement"), job);
                const Json row = largestResult(m);
                if (row.isEmpty())
                    continue;
                GroupBandwidthRow gb;
                gb.group = str(group, "name");
                gb.nodes = strings(arr(group, "nodes"));
                const QStringList domains = strings(arr(group, "domains"));
                if (!domains.isEmpty())
                    gb.groupName = QStringLiteral("%1 (%2 nodes)")
                                       .arg(domains.constFirst())
                                       .arg(gb.nodes.size());
                else if (gb.nodes.size() <= 4)
                    gb.groupName = QStringLiteral("%1 (%2)").arg(
                        gb.group, gb.nodes.join(QStringLiteral(", ")));
                else
                    gb.groupName =
                        QStringLiteral("%1 (%2 nodes)").arg(gb.group).arg(gb.nodes.size());
                gb.busBW = gbps(str(row, "busBW"));
                gb.transport = strings(arr(obj(m, "status"), "transport"));
                gb.failed = str(group, "phase") == QLatin1String("Failed");
                gb.belowMin = threshold.belowMin(number(str(row, "busBW")));
                const auto [provisional, why] = provisionalOf(m);
                gb.provisional = provisional;
                gb.provisionalReason = why;
                cat.groupBandwidth << gb;
            }
        }

        if (!topology.isEmpty())
            fillCliques(cat, spans, groups, jobs, wfName, current, rows, threshold);
        if (diagnose)
            fillDiagnose(cat, orch, spans, jobs, wfName, rows, threshold);

        // Domains: GoodputMeasurements grouped by the Job's group domains (joined ", "),
        // positive values averaged (section 3.1; no Complete check).
        struct Sum
        {
            int nodes = 0;
            double goodput = 0, tflops = 0, step = 0;
            int nGoodput = 0, nTflops = 0, nStep = 0;
        };
        QMap<QString, Sum> sums;
        QStringList order;
        for (const QJsonValue &g : groups) {
            const Json group = g.toObject();
            const Json job = jobForGroup(group, jobs, wfName, current);
            const Json m = objects.measurementOf(QStringLiteral("GoodputMeasurement"), job);
            if (m.isEmpty())
                continue;
            const QString domain = strings(arr(group, "domains")).join(QStringLiteral(", "));
            if (!sums.contains(domain))
                order << domain;
            Sum &sum = sums[domain];
            sum.nodes += int(arr(group, "nodes").size());
            const Json ms = obj(m, "status");
            const double goodput = number(str(ms, "result"));
            const double tflops = number(str(ms, "avgTFLOPSPerGPU"));
            const double step = number(str(ms, "avgStepTimeSec"));
            if (goodput > 0)
                sum.goodput += goodput, ++sum.nGoodput;
            if (tflops > 0)
                sum.tflops += tflops, ++sum.nTflops;
            if (step > 0)
                sum.step += step, ++sum.nStep;
        }
        for (const QString &domain : std::as_const(order)) {
            const Sum &sum = sums[domain];
            DomainReport d;
            d.name = domain;
            d.nodeCount = sum.nodes;
            if (sum.nGoodput > 0) {
                const double g = sum.goodput / sum.nGoodput;
                d.goodput = QString::asprintf("%.2f (%.0f%%)", g, g * 100);
            }
            if (sum.nTflops > 0)
                d.tflops = QString::asprintf("%.1f", sum.tflops / sum.nTflops);
            if (sum.nStep > 0)
                d.stepTime = QString::asprintf("%.2fs", sum.step / sum.nStep);
            cat.domains << d;
        }
    }

    /// Section 3.1 cliques (only when spec.orchestration.topology is set): per domain, the
    /// nodes the Workflow partitioned into it and those in finished groups; passed when every
    /// node finished, none failed and no failed group touched it. For the text, the lowest group
    /// bus bandwidth measured in the clique now.
    void fillCliques(CategoryReport &cat, const QList<IterationSpan> &spans,
                     const QJsonArray &groups, const QList<Json> &jobs, const QString &wfName,
                     int current, const QList<FailedNodeEntry> &rows, const BusThreshold &threshold)
    {
        struct Acc
        {
            QSet<QString> nodes, finished;
            bool failedGroup = false;
            double minBW = -1;
            bool low = false;
            QString provisionalReason;
            QStringList transport;
        };
        std::map<QString, Acc> cliques;
        for (const IterationSpan &span : spans) {
            for (const QJsonValue &g : span.groups) {
                const Json group = g.toObject();
                const QString phase = str(group, "phase");
                const bool finished =
                    phase == QLatin1String("Succeeded") || phase == QLatin1String("Failed");
                for (const auto &[node, domain] : nodesByDomain(group)) {
                    Acc &acc = cliques[domain];
                    acc.nodes.insert(node);
                    if (finished)
                        acc.finished.insert(node);
                    acc.failedGroup = acc.failedGroup || phase == QLatin1String("Failed");
                }
            }
        }
        for (const QJsonValue &g : groups) {
            const Json group = g.toObject();
            const Json m = objects.measurementOf(QStringLiteral("BandwidthMeasurement"),
                                                 jobForGroup(group, jobs, wfName, current));
            const Json row = largestResult(m);
            if (row.isEmpty())
                continue;
            const double bw = number(str(row, "busBW"));
            for (const QString &domain : strings(arr(group, "domains"))) {
                Acc &acc = cliques[domain];
                if (acc.minBW < 0 || bw < acc.minBW) {
                    acc.minBW = bw;
                    acc.low = threshold.belowMin(bw);
                    const auto [provisional, why] = provisionalOf(m);
                    acc.provisionalReason = provisional ? why : QString();
                }
                for (const QString &t : strings(arr(obj(m, "status"), "transport")))
                    if (!acc.transport.contains(t))
                        acc.transport << t;
            }
        }
        QSet<QString> failedNodes;
        for (const FailedNodeEntry &row : rows)
            failedNodes.insert(row.name);
        for (const auto &[name, acc] : cliques) {
            CliqueReport c;
            c.name = name;
            c.total = int(acc.nodes.size());
            c.validated = int(acc.finished.size());
            c.failed = acc.failedGroup || acc.nodes.intersects(failedNodes);
            c.passed = !c.failed; // section 3.1: no failed node, no failed group touching it
            if (acc.minBW >= 0)
                c.minBusBW = QString::asprintf("%.2f GB/s", acc.minBW);
            c.low = acc.low;
            c.provisionalReason = acc.provisionalReason;
            c.transport = acc.transport;
            cat.cliques << c;
        }
    }

    /// Section 3.1 diagnose: the Workflow's status.orchestration.diagnose with one test per
    /// group that ran (its stage, nodes, domain and bus bandwidth) and the confirmed faulty
    /// nodes (section 2.2: the confirmation's WorkloadFailed rows).
    void fillDiagnose(CategoryReport &cat, const Json &orch, const QList<IterationSpan> &spans,
                      const QList<Json> &jobs, const QString &wfName,
                      const QList<FailedNodeEntry> &rows, const BusThreshold &threshold)
    {
        const Json diag = obj(orch, "diagnose");
        DiagnoseReport d;
        d.stage = str(diag, "stage");
        d.rounds = integer(diag, "round");
        d.healthyCount = int(arr(diag, "healthyNodes").size());
        QSet<QString> suspects;
        for (const char *key : {"suspectNodes", "noNVLSuspectNodes"})
            for (const QString &n : strings(arr(diag, key)))
                suspects.insert(n);
        d.suspectCount = int(suspects.size());
        QSet<QString> faulty;
        for (const FailedNodeEntry &row : rows)
            if (row.reason == QLatin1String("WorkloadFailed") &&
                (row.message.startsWith(QLatin1String("Diagnosis complete")) ||
                 row.message.startsWith(QLatin1String("No healthy reference node"))))
                faulty.insert(row.name);
        d.confirmedFaulty = QStringList(faulty.begin(), faulty.end());
        d.confirmedFaulty.sort();
        const Json screening = obj(diag, "screeningResults");
        for (const QString &node : std::as_const(d.confirmedFaulty)) {
            QString domain;
            for (auto it = screening.constBegin(); it != screening.constEnd(); ++it)
                if (strings(arr(it.value().toObject(), "nodes")).contains(node))
                    domain = it.key();
            d.faultyByDomain[domain] << node;
        }
        for (const QJsonValue &f : arr(diag, "infrastructureFaults")) {
            const Json o = f.toObject();
            d.infrastructureFaults << InfrastructureFault{str(o, "domain"), str(o, "groupA"),
                                                          str(o, "groupB"), str(o, "stage")};
        }
        double maxBW = -1, minBW = -1;
        for (qsizetype s = 0; s < spans.size(); ++s) {
            const bool currentSpan = s == spans.size() - 1;
            for (const QJsonValue &g : spans.at(s).groups) {
                const Json group = g.toObject();
                // A test is a group that finished; one still running has no verdict yet.
                const QString phase = str(group, "phase");
                if (phase != QLatin1String("Succeeded") && phase != QLatin1String("Failed"))
                    continue;
                DiagnoseTest t;
                // Groups record no stage (section 1): the current ones are the Workflow's
                // stage's, earlier rounds' are left without one.
                if (currentSpan)
                    t.stage = d.stage;
                t.name = str(group, "name");
                t.nodes = strings(arr(group, "nodes"));
                t.domain = strings(arr(group, "domains")).join(QStringLiteral(", "));
                const Json m =
                    objects.measurementOf(QStringLiteral("BandwidthMeasurement"),
                                          jobForGroup(group, jobs, wfName, spans.at(s).number));
                const Json row = largestResult(m);
                const double bw = number(str(row, "busBW"));
                if (!row.isEmpty()) {
                    t.busBW = gbps(str(row, "busBW"));
                    const auto [provisional, why] = provisionalOf(m);
                    t.provisional = provisional;
                    t.provisionalReason = why;
                    if (maxBW < 0 || bw > maxBW) {
                        maxBW = bw;
                        d.maxBW = t.busBW, d.maxBWDomain = t.domain, d.maxBWNodes = t.nodes;
                    }
                    if (minBW < 0 || bw < minBW) {
                        minBW = bw;
                        d.minBW = t.busBW, d.minBWDomain = t.domain, d.minBWNodes = t.nodes;
                    }
                }
                t.passed = phase == QLatin1String("Succeeded") &&
                           (row.isEmpty() || !threshold.belowMin(bw));
                d.tests << t;
            }
        }
        cat.diagnose = d;
    }

    void addEvents(const Json &object)
    {
        for (const Json &event : objects.eventsRegarding(object)) {
            RunEvent e;
            e.time = str(event, "eventTime");
            if (e.time.isEmpty())
                e.time = str(event, "lastTimestamp");
            if (e.time.isEmpty())
                e.time = str(obj(event, "metadata"), "creationTimestamp");
            e.type = str(event, "type");
            e.reason = str(event, "reason");
            e.object = str(object, "kind") + QLatin1Char('/') + nameOf(object);
            e.message = str(event, "note");
            if (e.message.isEmpty())
                e.message = str(event, "message");
            report.events << e;
        }
    }

    void finishFailedNodes()
    {
        QSet<QString> names;
        QSet<QString> seen; // (name, reason, message), so the distinct rows cost one pass
        QList<FailedNodeEntry> distinct;
        for (const FailedNodeEntry &e : std::as_const(entries)) {
            names.insert(e.name);
            const QString key = e.name + QChar(0) + e.reason + QChar(0) + e.message;
            if (!seen.contains(key)) {
                seen.insert(key);
                distinct << e;
            }
        }
        report.failedNodes = QStringList(names.begin(), names.end());
        report.failedNodes.sort();
        std::stable_sort(distinct.begin(), distinct.end(),
                         [](const FailedNodeEntry &a, const FailedNodeEntry &b) {
                             return a.name != b.name ? a.name < b.name : a.reason < b.reason;
                         });
        report.failedNodeEntries = distinct;
        std::stable_sort(report.events.begin(), report.events.end(),
                         [](const RunEvent &a, const RunEvent &b) { return a.time < b.time; });
    }

    void conditionsOf(const Json &run)
    {
        for (const QJsonValue &c : arr(obj(run, "status"), "conditions")) {
            const Json o = c.toObject();
            report.conditions << RunCondition{str(o, "type"), str(o, "status"), str(o, "reason"),
                                              str(o, "message")};
        }
    }

    /// MNNVL from spec options only (section 3.1): category options win over the spec.
    static QString mnnvlOf(const Json &spec, const Json &options)
    {
        QJsonValue v = options.value(QLatin1String("enableMNNVL"));
        if (v.isUndefined() || v.isNull())
            v = spec.value(QLatin1String("enableMNNVL"));
        if (!v.isBool())
            return {};
        return v.toBool() ? QStringLiteral("Enabled") : QStringLiteral("Disabled");
    }

    void buildCertification(const Json &cert)
    {
        const QString ns = namespaceOf(cert);
        const Json spec = obj(cert, "spec");
        const QJsonArray specCategories = arr(spec, "categories");
        QJsonArray statuses = arr(obj(cert, "status"), "categoryStatuses");
        if (statuses.isEmpty())
            statuses = specCategories; // not started: every category Pending
        bool headerSet = false;
        for (qsizetype i = 0; i < statuses.size(); ++i) {
            const Json cs = statuses.at(i).toObject();
            CategoryReport cat;
            cat.domain = str(cs, "domain");
            cat.variant = str(cs, "variant");
            cat.status = statusOfCategory(str(cs, "status"));
            Json options;
            for (const QJsonValue &c : specCategories) {
                if (str(c.toObject(), "domain") == cat.domain &&
                    str(c.toObject(), "variant") == cat.variant)
                    options = obj(c.toObject(), "options");
            }
            cat.mnnvl = mnnvlOf(spec, options);
            const Json ref = obj(cs, "workflowRef");
            const Json workflow = ref.isEmpty() ? Json() : workflowOf(ref, ns, QString());
            QStringList cmNamespaces{str(ref, "namespace"), ns};
            if (!workflow.isEmpty())
                cmNamespaces.prepend(namespaceOf(workflow));
            Json failedRef = obj(cs, "failedNodesRef");
            if (failedRef.isEmpty() && !workflow.isEmpty())
                failedRef = obj(obj(workflow, "status"), "failedNodesRef");
            const QList<FailedNodeEntry> rows = failedNodesFrom(failedRef, cmNamespaces);
            entries += rows;
            if (!workflow.isEmpty()) {
                const bool first =
                    !headerSet && !obj(obj(workflow, "status"), "orchestration").isEmpty();
                fillCategory(cat, workflow, rows, first);
                headerSet = headerSet || first;
                addEvents(workflow);
                for (const Json &job : objects.jobsOf(workflow))
                    addEvents(job);
            }
            report.categories << cat;
        }
        // Section 2.6: Failed checked first; PASSED only with no exclusions.
        if (isTrue(cert, QStringLiteral("Failed")))
            report.result = QStringLiteral("FAILED");
        else if (isTrue(cert, QStringLiteral("Succeeded")))
            report.result = report.excludedNodes.isEmpty() ? QStringLiteral("PASSED")
                                                           : QStringLiteral("INCOMPLETE");
        else
            report.result = QStringLiteral("RUNNING");
        conditionsOf(cert);
        addEvents(cert);
        finishFailedNodes();
    }

    void buildWorkloadRun(const Json &run)
    {
        const QString ns = namespaceOf(run);
        const Json status = obj(run, "status");
        report.title = QStringLiteral("WorkloadRun Report");
        const Json workflow = workflowOf(obj(status, "workflowRef"), ns, nameOf(run));
        CategoryReport cat;
        cat.domain = QStringLiteral("workloadrun");
        cat.variant = nameOf(run);
        // The run's exclusive condition, as a category status.
        if (isTrue(run, QStringLiteral("Failed")))
            cat.status = QStringLiteral("Failed");
        else if (isTrue(run, QStringLiteral("Succeeded")))
            cat.status = QStringLiteral("Succeeded");
        else if (isTrue(run, QStringLiteral("InProgress")))
            cat.status = QStringLiteral("Running");
        else
            cat.status = QStringLiteral("Pending");
        report.platform = str(status, "detectedPlatform");
        report.gpu = str(status, "detectedGPUArchitecture");
        Json failedRef = obj(status, "failedNodesRef");
        if (failedRef.isEmpty() && !workflow.isEmpty())
            failedRef = obj(obj(workflow, "status"), "failedNodesRef");
        const QList<FailedNodeEntry> rows = failedNodesFrom(failedRef, {namespaceOf(workflow), ns});
        entries += rows;
        if (!workflow.isEmpty()) {
            const QString platform = report.platform, gpu = report.gpu;
            fillCategory(cat, workflow, rows, true);
            if (!platform.isEmpty())
                report.platform = platform;
            if (!gpu.isEmpty())
                report.gpu = gpu;
            if (cat.failureReason.isEmpty() && isTrue(run, QStringLiteral("Failed")))
                cat.failureReason = str(condition(run, QStringLiteral("Failed")), "message");
            addEvents(workflow);
            for (const Json &job : objects.jobsOf(workflow))
                addEvents(job);
        } else if (isTrue(run, QStringLiteral("Failed"))) {
            cat.failureReason = str(condition(run, QStringLiteral("Failed")), "message");
        }
        report.categories << cat;
        // Section 2.6: FAILED, PASSED or RUNNING; never INCOMPLETE.
        report.result = cat.status == QLatin1String("Failed")      ? QStringLiteral("FAILED")
                        : cat.status == QLatin1String("Succeeded") ? QStringLiteral("PASSED")
                                                                   : QStringLiteral("RUNNING");
        conditionsOf(run);
        addEvents(run);
        finishFailedNodes();
        // nodeResults: every node of the current groups, rack = the group's first domain.
        const QSet<QString> failedNames(report.failedNodes.begin(), report.failedNodes.end());
        for (const QJsonValue &g : arr(obj(obj(workflow, "status"), "orchestration"), "groups")) {
            const Json group = g.toObject();
            const QStringList domains = strings(arr(group, "domains"));
            const bool groupFailed = str(group, "phase") == QLatin1String("Failed");
            for (const QString &node : strings(arr(group, "nodes")))
                report.nodeResults << NodeResultRow{
                    node, str(group, "name"), domains.isEmpty() ? QString() : domains.constFirst(),
                    failedNames.contains(node) || groupFailed ? QStringLiteral("Failed")
                                                              : QStringLiteral("Passed")};
        }
    }
};

QString kindWord(RunKind kind)
{
    return kind == RunKind::Certification ? QStringLiteral("certification")
                                          : QStringLiteral("workloadrun");
}

QString kindName(RunKind kind)
{
    return kind == RunKind::Certification ? QStringLiteral("Certification")
                                          : QStringLiteral("WorkloadRun");
}

void put(Json &o, const char *key, const QString &value)
{
    if (!value.isEmpty())
        o.insert(QLatin1String(key), value);
}

void put(Json &o, const char *key, int value)
{
    if (value != 0)
        o.insert(QLatin1String(key), value);
}

void put(Json &o, const char *key, bool value)
{
    if (value)
        o.insert(QLatin1String(key), true);
}

void put(Json &o, const char *key, const QStringList &value)
{
    if (!value.isEmpty())
        o.insert(QLatin1String(key), QJsonArray::fromStringList(value));
}

template<typename T, typename F>
void putList(Json &o, const char *key, const QList<T> &list, F toJson)
{
    if (list.isEmpty())
        return;
    QJsonArray a;
    for (const T &item : list)
        a.append(toJson(item));
    o.insert(QLatin1String(key), a);
}

/// nvcrectl's field order (section 3.1: CertReport and the types it holds, as Go declares
/// them; `drift` is ours and comes last). An object is written in the order of the first list
/// naming all its keys, so a list must come before another that covers the same keys in a
/// different order.
const Doc::KeyOrders &reportKeyOrders()
{
    static const Doc::KeyOrders orders = [] {
        const auto keys = [](const char *list) {
            return QString::fromLatin1(list).split(QLatin1Char(' '));
        };
        return Doc::KeyOrders{
            keys("title name platform gpu totalNodes excludedNodes exclusionReason categories "
                 "failedNodes result nodeResults drift"),
            keys("domain variant status failureReason statusDetail runtime testScale nodesPerJob "
                 "jobs placement targetNodes exercisedNodes mnnvl failedGroups cliques domains "
                 "bandwidth transport groupBandwidth diagnose iterations"),
            keys("name nodeCount nodes reason failureLog"),
            keys("podName nodeName exitCode reason tail"),
            keys("name total validated passed"),
            keys("name nodeCount goodput tflops stepTime"),
            keys("size algBW busBW samples provisional provisionalReason"),
            keys("group groupName nodes busBW transport belowMin failed provisional "
                 "provisionalReason"),
            keys("stage rounds healthyCount suspectCount confirmedFaulty infrastructureFaults "
                 "maxBW maxBWDomain maxBWNodes minBW minBWDomain minBWNodes tests"),
            keys("domain groupA groupB stage"),
            keys("stage name nodes domain busBW passed provisional provisionalReason"),
            keys("number status duration"),
            keys("name group rack status"),
            keys("category field recorded previewed reason"),
            // Section 3.5 and 3.3 status objects.
            keys("name namespace result totalNodes excludedNodes exclusionReason conditions "
                 "categories failedNodes progress"),
            keys("type status reason message"),
            keys("name namespace status failedNodes"),
            keys("name reason message"),
        };
    }();
    return orders;
}

QByteArray orderedJson(const QJsonValue &value)
{
    return Doc::toJson(value, Doc::JsonStyle::Indented, reportKeyOrders());
}

Json diagnoseJson(const DiagnoseReport &d)
{
    Json o{{QStringLiteral("stage"), d.stage}};
    put(o, "rounds", d.rounds);
    o.insert(QStringLiteral("healthyCount"), d.healthyCount);
    o.insert(QStringLiteral("suspectCount"), d.suspectCount);
    put(o, "confirmedFaulty", d.confirmedFaulty);
    putList(o, "infrastructureFaults", d.infrastructureFaults, [](const InfrastructureFault &f) {
        Json j;
        put(j, "domain", f.domain);
        put(j, "groupA", f.groupA);
        put(j, "groupB", f.groupB);
        put(j, "stage", f.stage);
        return j;
    });
    put(o, "maxBW", d.maxBW);
    put(o, "maxBWDomain", d.maxBWDomain);
    put(o, "maxBWNodes", d.maxBWNodes);
    put(o, "minBW", d.minBW);
    put(o, "minBWDomain", d.minBWDomain);
    put(o, "minBWNodes", d.minBWNodes);
    putList(o, "tests", d.tests, [](const DiagnoseTest &t) {
        Json j{{QStringLiteral("stage"), t.stage},
               {QStringLiteral("name"), t.name},
               {QStringLiteral("nodes"), QJsonArray::fromStringList(t.nodes)}};
        put(j, "domain", t.domain);
        put(j, "busBW", t.busBW);
        j.insert(QStringLiteral("passed"), t.passed);
        put(j, "provisional", t.provisional);
        put(j, "provisionalReason", t.provisionalReason);
        return j;
    });
    return o;
}

Json categoryJson(const CategoryReport &c)
{
    Json o{{QStringLiteral("domain"), c.domain},
           {QStringLiteral("variant"), c.variant},
           {QStringLiteral("status"), c.status}};
    put(o, "failureReason", c.failureReason);
    put(o, "statusDetail", c.statusDetail);
    put(o, "runtime", c.runtime);
    put(o, "testScale", c.testScale);
    put(o, "nodesPerJob", c.nodesPerJob);
    put(o, "jobs", c.jobs);
    put(o, "placement", c.placement);
    put(o, "targetNodes", c.targetNodes);
    put(o, "exercisedNodes", c.exercisedNodes);
    put(o, "mnnvl", c.mnnvl);
    putList(o, "failedGroups", c.failedGroups, [](const FailedGroupReport &g) {
        Json j{{QStringLiteral("name"), g.name},
               {QStringLiteral("nodeCount"), g.nodeCount},
               {QStringLiteral("nodes"), QJsonArray::fromStringList(g.nodes)},
               {QStringLiteral("reason"), g.reason}};
        if (g.failureLog) {
            Json log;
            put(log, "podName", g.failureLog->podName);
            put(log, "nodeName", g.failureLog->nodeName);
            if (g.failureLog->exitCode)
                log.insert(QStringLiteral("exitCode"), *g.failureLog->exitCode);
            put(log, "reason", g.failureLog->reason);
            put(log, "tail", g.failureLog->tail);
            j.insert(QStringLiteral("failureLog"), log);
        }
        return j;
    });
    putList(o, "cliques", c.cliques, [](const CliqueReport &q) {
        return Json{{QStringLiteral("name"), q.name},
                    {QStringLiteral("total"), q.total},
                    {QStringLiteral("validated"), q.validated},
                    {QStringLiteral("passed"), q.passed}};
    });
    putList(o, "domains", c.domains, [](const DomainReport &d) {
        Json j{{QStringLiteral("name"), d.name}, {QStringLiteral("nodeCount"), d.nodeCount}};
        put(j, "goodput", d.goodput);
        put(j, "tflops", d.tflops);
        put(j, "stepTime", d.stepTime);
        return j;
    });
    putList(o, "bandwidth", c.bandwidth, [](const BandwidthRow &b) {
        Json j{{QStringLiteral("size"), b.size},
               {QStringLiteral("algBW"), b.algBW},
               {QStringLiteral("busBW"), b.busBW},
               {QStringLiteral("samples"), b.samples}};
        put(j, "provisional", b.provisional);
        put(j, "provisionalReason", b.provisionalReason);
        return j;
    });
    put(o, "transport", c.transport);
    putList(o, "groupBandwidth", c.groupBandwidth, [](const GroupBandwidthRow &g) {
        Json j{{QStringLiteral("group"), g.group},
               {QStringLiteral("groupName"), g.groupName},
               {QStringLiteral("nodes"), QJsonArray::fromStringList(g.nodes)},
               {QStringLiteral("busBW"), g.busBW}};
        put(j, "transport", g.transport);
        put(j, "belowMin", g.belowMin);
        put(j, "failed", g.failed);
        put(j, "provisional", g.provisional);
        put(j, "provisionalReason", g.provisionalReason);
        return j;
    });
    if (c.diagnose)
        o.insert(QStringLiteral("diagnose"), diagnoseJson(*c.diagnose));
    putList(o, "iterations", c.iterations, [](const IterationReport &i) {
        Json j{{QStringLiteral("number"), i.number}, {QStringLiteral("status"), i.status}};
        put(j, "duration", i.duration);
        return j;
    });
    return o;
}

// ---- text (section 3.2) ----

constexpr int BoxWidth = 66;

QString line(const QString &text)
{
    return printable(text);
}

/// A card's content line: "│ TEXT … │", wrapped at the box width.
void cardLine(QStringList &out, const QString &text)
{
    const int inner = BoxWidth - 4;
    QString rest = line(text);
    do {
        QString part = rest.left(inner);
        rest = rest.mid(inner);
        out << QStringLiteral("│ ") + part.leftJustified(inner) + QStringLiteral(" │");
        if (!rest.isEmpty())
            rest = QStringLiteral("           ") + rest;
    } while (!rest.isEmpty());
}

QString rule(const QString &left, const QString &fill, const QString &right)
{
    return left + fill.repeated(BoxWidth - 2) + right;
}

void textDiagnose(QStringList &out, const DiagnoseReport &d)
{
    const auto at = [](const QString &domain, const QStringList &nodes) {
        return domain.isEmpty() ? nodes.join(QStringLiteral(", "))
                                : domain + QStringLiteral(": ") + nodes.join(QStringLiteral(", "));
    };
    cardLine(out, QStringLiteral("Diagnosis:"));
    cardLine(out, QStringLiteral("  Stage:     ") + d.stage);
    cardLine(out, QStringLiteral("  Rounds:    %1").arg(d.rounds));
    cardLine(out, QStringLiteral("  Healthy:   %1").arg(d.healthyCount));
    cardLine(out, QStringLiteral("  Suspect:   %1").arg(d.suspectCount));
    if (d.confirmedFaulty.isEmpty())
        cardLine(out, QStringLiteral("  Faulty:    none"));
    for (auto it = d.faultyByDomain.cbegin(); it != d.faultyByDomain.cend(); ++it)
        cardLine(out, QStringLiteral("  Faulty:    ") + at(it.key(), it.value()));
    for (const InfrastructureFault &f : d.infrastructureFaults)
        cardLine(out, QStringLiteral("  Infra:     %1: %2 <-> %3 (%4)")
                          .arg(f.domain, f.groupA, f.groupB, f.stage));
    if (!d.maxBW.isEmpty())
        cardLine(
            out,
            QStringLiteral("  Max BW:    %1 (%2)").arg(d.maxBW, at(d.maxBWDomain, d.maxBWNodes)));
    if (!d.minBW.isEmpty())
        cardLine(
            out,
            QStringLiteral("  Min BW:    %1 (%2)").arg(d.minBW, at(d.minBWDomain, d.minBWNodes)));
    if (d.tests.isEmpty())
        return;
    cardLine(out, QStringLiteral("  Test Results:"));
    QString stage;
    for (const DiagnoseTest &t : d.tests) {
        if (t.stage != stage || &t == &d.tests.constFirst()) {
            stage = t.stage;
            cardLine(out, QStringLiteral("    %1:").arg(
                              stage.isEmpty() ? QStringLiteral("earlier rounds") : stage));
        }
        cardLine(out, QStringLiteral("      %1 %2 (%3)%4%5")
                          .arg(t.passed ? QStringLiteral("✓") : QStringLiteral("✗"), t.name,
                               at(t.domain, t.nodes),
                               t.busBW.isEmpty() ? QString() : QStringLiteral("  ") + t.busBW,
                               t.provisional
                                   ? QStringLiteral(" (provisional: %1)").arg(t.provisionalReason)
                                   : QString()));
    }
}

void textCategory(QStringList &out, const CategoryReport &c)
{
    out << rule(QStringLiteral("┌"), QStringLiteral("─"), QStringLiteral("┐"));
    cardLine(out, c.domain + QLatin1Char('/') + c.variant);
    out << rule(QStringLiteral("├"), QStringLiteral("─"), QStringLiteral("┤"));
    cardLine(out, QStringLiteral("Status:    ") + c.status);
    if (!c.failureReason.isEmpty()) {
        QString reason = line(c.failureReason);
        if (reason.size() > BoxWidth - 15)
            reason = reason.left(BoxWidth - 18) + QStringLiteral("...");
        cardLine(out, QStringLiteral("Reason:    ") + reason);
    }
    if (!c.statusDetail.isEmpty())
        cardLine(out, QStringLiteral("Blocked:   ") + c.statusDetail);
    if (!c.runtime.isEmpty())
        cardLine(out, QStringLiteral("Runtime:   ") + c.runtime +
                          (c.iterations.size() > 1
                               ? QStringLiteral(" (across %1 iterations)").arg(c.iterations.size())
                               : QString()));
    if (!c.iterations.isEmpty()) {
        cardLine(out, QStringLiteral("Iterations:"));
        for (qsizetype i = 0; i < c.iterations.size(); ++i) {
            const IterationReport &it = c.iterations.at(i);
            const bool last = i == c.iterations.size() - 1;
            QString mark;
            QString word = it.status;
            if (it.status == QLatin1String("Succeeded"))
                mark = QStringLiteral("✓");
            else if (it.status == QLatin1String("Failed") && !last)
                mark = QStringLiteral("↻"), word = QStringLiteral("Restarted");
            else if (it.status == QLatin1String("Failed"))
                mark = QStringLiteral("✗");
            else
                mark = QStringLiteral("⋯");
            cardLine(
                out,
                QStringLiteral("  %1 #%2 %3 %4").arg(mark).arg(it.number).arg(word, it.duration));
        }
    }
    if (!c.testScale.isEmpty())
        cardLine(out, QStringLiteral("Scale:     ") + c.testScale);
    // Section 3.2: the scope lines are omitted for diagnose.
    if (c.nodesPerJob > 0 && !c.diagnose)
        cardLine(out, QStringLiteral("Nodes/Job: %1").arg(c.nodesPerJob));
    if (c.jobs > 0 && !c.diagnose)
        cardLine(out, QStringLiteral("Jobs:      %1").arg(c.jobs));
    if (!c.placement.isEmpty() && !c.diagnose)
        cardLine(out, QStringLiteral("Placement: %1 (%2 of %3 target nodes exercised)")
                          .arg(c.placement)
                          .arg(c.exercisedNodes)
                          .arg(c.targetNodes));
    if (!c.mnnvl.isEmpty())
        cardLine(out, QStringLiteral("MNNVL:     ") + c.mnnvl);
    if (!c.failedGroups.isEmpty()) {
        cardLine(out, QStringLiteral("Failed Groups:"));
        for (const FailedGroupReport &g : c.failedGroups) {
            cardLine(out, QStringLiteral("  ✗  %1 (%2 nodes)").arg(g.name).arg(g.nodeCount));
            if (!g.reason.isEmpty())
                cardLine(out, QStringLiteral("     ") + g.reason);
            for (const QString &n : g.nodes)
                cardLine(out, QStringLiteral("     - ") + n);
            if (g.failureLog) {
                cardLine(out, QStringLiteral("     Failure Log (one captured pod):"));
                cardLine(out, QStringLiteral("       Pod:  ") + g.failureLog->podName);
                cardLine(out, QStringLiteral("       Node: ") + g.failureLog->nodeName);
                if (g.failureLog->exitCode)
                    cardLine(out,
                             QStringLiteral("       Exit: %1%2")
                                 .arg(*g.failureLog->exitCode)
                                 .arg(g.failureLog->reason.isEmpty()
                                          ? QString()
                                          : QStringLiteral(" (%1)").arg(g.failureLog->reason)));
                // Tail: at most 20 lines or 4 KiB, each escaped (section 3.2).
                // The end of the log is where the error is: its last 4 KiB, from a whole line.
                QString last = g.failureLog->tail.right(4096);
                if (last.size() < g.failureLog->tail.size() && last.contains(QLatin1Char('\n')))
                    last = last.mid(last.indexOf(QLatin1Char('\n')) + 1);
                QStringList tail = last.split(QLatin1Char('\n'));
                while (!tail.isEmpty() && tail.constLast().isEmpty())
                    tail.removeLast();
                if (tail.size() > 20)
                    tail = tail.mid(tail.size() - 20);
                cardLine(out, QStringLiteral("       Tail:"));
                for (const QString &t : std::as_const(tail))
                    cardLine(out, QStringLiteral("         ") + t);
            }
        }
    }
    if (!c.cliques.isEmpty()) {
        cardLine(out, QStringLiteral("Cliques:"));
        QStringList transport;
        for (const CliqueReport &q : c.cliques) {
            // ✗ failed, ✓ passed with every node validated, ? not all validated yet.
            const QString mark = q.failed                 ? QStringLiteral("✗")
                                 : q.validated == q.total ? QStringLiteral("✓")
                                                          : QStringLiteral("?");
            QString text = QStringLiteral("  %1  %2 %3/%4 nodes")
                               .arg(mark, q.name)
                               .arg(q.validated)
                               .arg(q.total);
            if (!q.minBusBW.isEmpty())
                text += QStringLiteral("  min BusBW ") + q.minBusBW;
            if (q.low)
                text += QStringLiteral("  LOW");
            if (!q.provisionalReason.isEmpty())
                text += QStringLiteral(" (provisional: %1)").arg(q.provisionalReason);
            cardLine(out, text);
            for (const QString &t : q.transport)
                if (!transport.contains(t))
                    transport << t;
        }
        if (!transport.isEmpty())
            cardLine(out, QStringLiteral("  Transport: ") + transport.join(QStringLiteral(", ")));
    }
    if (c.diagnose)
        textDiagnose(out, *c.diagnose);
    for (const DomainReport &d : c.domains) {
        if (!d.name.isEmpty())
            cardLine(out, QStringLiteral("%1 (%2 nodes)").arg(d.name).arg(d.nodeCount));
        if (!d.goodput.isEmpty())
            cardLine(out, QStringLiteral("Avg Runtime Goodput:  ") + d.goodput);
        if (!d.tflops.isEmpty())
            cardLine(out, QStringLiteral("Avg TFLOPs/GPU:  ") + d.tflops);
        if (!d.stepTime.isEmpty())
            cardLine(out, QStringLiteral("Avg Step Time:  ") + d.stepTime);
    }
    if (!c.groupBandwidth.isEmpty()) {
        cardLine(out, QStringLiteral("Bandwidth by group:"));
        for (const GroupBandwidthRow &g : c.groupBandwidth)
            cardLine(out,
                     QStringLiteral("  %1%2  %3%4%5")
                         .arg(g.failed ? QStringLiteral("✗ ") : QStringLiteral("✓ "), g.groupName,
                              g.busBW, g.belowMin ? QStringLiteral("  LOW") : QString(),
                              g.provisional
                                  ? QStringLiteral(" (provisional: %1)").arg(g.provisionalReason)
                                  : QString()));
    }
    if (!c.transport.isEmpty())
        cardLine(out, QStringLiteral("Transport: ") + c.transport.join(QStringLiteral(", ")));
    if (!c.bandwidth.isEmpty()) {
        cardLine(out, QStringLiteral("Bandwidth:"));
        cardLine(out,
                 QStringLiteral("  %1%2%3%4")
                     .arg(QStringLiteral("Size").leftJustified(10),
                          QStringLiteral("AlgBW").leftJustified(12),
                          QStringLiteral("BusBW").leftJustified(12), QStringLiteral("Samples")));
        for (const BandwidthRow &b : c.bandwidth) {
            cardLine(out, QStringLiteral("  %1%2%3%4")
                              .arg(line(b.size).leftJustified(10), line(b.algBW).leftJustified(12),
                                   line(b.busBW).leftJustified(12))
                              .arg(b.samples));
            if (b.provisional)
                cardLine(out, QStringLiteral("  (provisional: %1)").arg(b.provisionalReason));
        }
    }
    out << rule(QStringLiteral("└"), QStringLiteral("─"), QStringLiteral("┘"));
}

void textReport(QStringList &out, const RunReport &r, bool several)
{
    if (several) {
        const QString head = QStringLiteral("━━ %1 ").arg(line(r.name));
        out << head + QStringLiteral("━").repeated(qMax(2, BoxWidth - int(head.size())));
    } else {
        out << QStringLiteral("  Name:      ") + line(r.name);
    }
    if (!r.ns.isEmpty())
        out << QStringLiteral("  Namespace: ") + line(r.ns);
    out << QStringLiteral("  Platform:  ") + line(r.platform);
    out << QStringLiteral("  GPU:       ") + line(r.gpu);
    out << QStringLiteral("  Nodes:     %1").arg(r.totalNodes);
    if (!r.excludedNodes.isEmpty()) {
        out << QStringLiteral("  Excluded:  %1 (%2)")
                   .arg(r.excludedNodes.size())
                   .arg(line(r.excludedNodes.join(QStringLiteral(", "))));
        if (!r.exclusionReason.isEmpty())
            out << QStringLiteral("             ") + line(r.exclusionReason);
    }
    for (const CategoryReport &c : r.categories)
        textCategory(out, c);
    if (!r.drift.isEmpty() || !r.driftError.isEmpty()) {
        out << rule(QStringLiteral("┌"), QStringLiteral("─"), QStringLiteral("┐"));
        cardLine(out, QStringLiteral("Drift from the preview"));
        out << rule(QStringLiteral("├"), QStringLiteral("─"), QStringLiteral("┤"));
        if (!r.driftError.isEmpty())
            cardLine(out, QStringLiteral("Not computed: ") + r.driftError);
        for (const RunDrift &d : r.drift) {
            cardLine(out, QStringLiteral("%1 %2: recorded %3, preview now %4")
                              .arg(d.category, d.field, d.recorded, d.previewed));
            if (!d.reason.isEmpty())
                cardLine(out, QStringLiteral("  ") + d.reason);
        }
        out << rule(QStringLiteral("└"), QStringLiteral("─"), QStringLiteral("┘"));
    }
    if (!r.events.isEmpty()) {
        // Section 4: the run's, its Workflows' and Jobs' events, oldest first.
        out << rule(QStringLiteral("┌"), QStringLiteral("─"), QStringLiteral("┐"));
        cardLine(out, QStringLiteral("Events"));
        out << rule(QStringLiteral("├"), QStringLiteral("─"), QStringLiteral("┤"));
        for (const RunEvent &e : r.events)
            cardLine(out, QStringLiteral("%1 %2 %3 %4: %5")
                              .arg(e.time.left(19), e.type, e.reason, e.object, e.message));
        out << rule(QStringLiteral("└"), QStringLiteral("─"), QStringLiteral("┘"));
    }
    out << rule(QStringLiteral("┌"), QStringLiteral("─"), QStringLiteral("┐"));
    int passed = 0;
    for (const CategoryReport &c : r.categories)
        passed += c.status == QLatin1String("Succeeded") ? 1 : 0;
    cardLine(out,
             QStringLiteral("Categories:   %1/%2 passed").arg(passed).arg(r.categories.size()));
    if (r.failedNodeEntries.isEmpty() && r.failedNodes.isEmpty()) {
        cardLine(out, QStringLiteral("Failed Nodes: none"));
    } else {
        cardLine(out, QStringLiteral("Failed Nodes: %1").arg(r.failedNodes.size()));
        QHash<QString, QStringList> reasonsOf; // one pass, not nodes x rows
        for (const FailedNodeEntry &e : r.failedNodeEntries) {
            QStringList &reasons = reasonsOf[e.name];
            if (!reasons.contains(e.reason))
                reasons << e.reason;
        }
        for (const QString &n : r.failedNodes) {
            const QStringList reasons = reasonsOf.value(n);
            cardLine(out, QStringLiteral("  - %1%2")
                              .arg(n, reasons.isEmpty() ? QString()
                                                        : QStringLiteral(" (%1)").arg(
                                                              reasons.join(QStringLiteral(", ")))));
        }
    }
    cardLine(out, QStringLiteral("Result:       ") + r.result);
    out << rule(QStringLiteral("└"), QStringLiteral("─"), QStringLiteral("┘"));
    for (const QString &note : r.notes)
        out << QStringLiteral("note: ") + line(note);
}

/// Seconds as JUnit's `time`: "600", "0.5" (never an exponent, which xs:decimal refuses).
QString junitTime(double seconds)
{
    if (seconds == std::floor(seconds))
        return QString::number(qint64(seconds));
    QString text = QString::number(seconds, 'f', 3);
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    return text;
}

QString xmlMessage(const QString &text)
{
    // XML 1.0 cannot carry most control characters: escape them as printable() does.
    return printable(text, TextShape::Block);
}

} // namespace

Result<RunReport> buildRunReport(const RunObjects &objects, RunKind kind, const QString &name,
                                 const QString &ns, const RunReportOptions &options)
{
    const Json run = objects.find(kindName(kind), ns, name);
    if (run.isEmpty()) {
        return fail(
            Code::NVCRE_RUN_NOT_FOUND,
            Tr::tr("%1 \"%2\" not found in namespace \"%3\"")
                .arg(kindWord(kind), excerpt(name), ns.isEmpty() ? Tr::tr("(any)") : excerpt(ns)));
    }
    Builder builder{
        objects, options.now.isValid() ? options.now : QDateTime::currentDateTimeUtc(), {}, {}};
    builder.report.kind = kind;
    builder.report.name = name;
    builder.report.ns = namespaceOf(run);
    builder.report.notes = objects.notes;
    if (kind == RunKind::Certification)
        builder.buildCertification(run);
    else
        builder.buildWorkloadRun(run);
    return builder.report;
}

RunDriftInputs runDriftInputs(const RunObjects &objects, const RunReport &report,
                              const Kube::ClusterSnapshot &cluster, const QString &catalogDir)
{
    RunDriftInputs in;
    in.run = objects.find(kindName(report.kind), report.ns, report.name);
    in.cluster = cluster;
    in.catalogDir = catalogDir;
    const Json status = obj(in.run, "status");
    if (report.kind == RunKind::Certification) {
        for (const QJsonValue &cs : arr(status, "categoryStatuses")) {
            const Json ref = obj(cs.toObject(), "workflowRef");
            const Json wf =
                objects.find(QStringLiteral("Workflow"),
                             str(ref, "namespace").isEmpty() ? report.ns : str(ref, "namespace"),
                             str(ref, "name"));
            if (!wf.isEmpty())
                in.workflows << wf;
        }
    } else {
        const Json ref = obj(status, "workflowRef");
        const Json wf = objects.find(QStringLiteral("Workflow"), report.ns,
                                     ref.isEmpty() ? report.name : str(ref, "name"));
        if (!wf.isEmpty())
            in.workflows << wf;
    }
    return in;
}

bool runDriftAvailable()
{
    return true;
}

void addRunDrift(RunReport &report, const RunObjects &objects, const Kube::ClusterSnapshot &cluster,
                 const QString &catalogDir)
{
    // THE ONE SPOT where drift is computed (issue 36): Nvcre::runDrift() (rundrift.cpp, the
    // lead's) renders the run again on CLUSTER and compares with the Workflows' status.
    const Result<QList<RunDrift>> drift =
        runDrift(runDriftInputs(objects, report, cluster, catalogDir));
    if (drift)
        report.drift = *drift;
    else
        report.driftError = drift.error().message;
}

QList<RunReport> buildRunReports(const RunObjects &objects, const Kube::ClusterSnapshot *nodesNow,
                                 const QString &catalogDir, const RunReportOptions &options)
{
    struct Key
    {
        RunKind kind;
        QString ns;
        QString name;
    };
    QList<Key> keys;
    for (const auto &[kind, list] : {std::pair{RunKind::Certification, &objects.certifications},
                                     std::pair{RunKind::WorkloadRun, &objects.workloadRuns}}) {
        QList<Key> ofKind;
        for (const QJsonObject &run : *list) {
            const QJsonObject metadata = run.value(QStringLiteral("metadata")).toObject();
            ofKind.append({kind, metadata.value(QStringLiteral("namespace")).toString(),
                           metadata.value(QStringLiteral("name")).toString()});
        }
        std::sort(ofKind.begin(), ofKind.end(), [](const Key &a, const Key &b) {
            return std::tie(a.ns, a.name) < std::tie(b.ns, b.name);
        });
        keys << ofKind;
    }
    QList<RunReport> reports;
    QStringList skipped;
    const bool nodes = nodesNow && !nodesNow->nodes().isEmpty();
    for (const Key &key : std::as_const(keys)) {
        Result<RunReport> report = buildRunReport(objects, key.kind, key.name, key.ns, options);
        if (!report) {
            skipped << report.error().message;
            continue;
        }
        if (nodes)
            addRunDrift(*report, objects, *nodesNow, catalogDir);
        reports << *report;
    }
    if (!reports.isEmpty())
        reports.first().notes << skipped;
    return reports;
}

Result<void> writeReportFile(const QString &path, const QByteArray &bytes)
{
    const QFileInfo info(path);
    if (info.isSymLink())
        return tl::unexpected(
            Error::of(Code::NVCRE_REPORT_WRITE,
                      Tr::tr("refusing to write %1: it is a symbolic link").arg(excerpt(path))));
    if (info.exists() && !info.isFile())
        return tl::unexpected(
            Error::of(Code::NVCRE_REPORT_WRITE,
                      Tr::tr("refusing to write %1: it is not a regular file").arg(excerpt(path))));
    // The mode is set on the open temporary file (fchmod) before the rename: a chmod of PATH
    // afterwards would follow a link put there in between.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                             QFileDevice::ReadGroup | QFileDevice::ReadOther) ||
        file.write(bytes) != bytes.size() || !file.commit())
        return tl::unexpected(
            Error::of(Code::NVCRE_REPORT_WRITE,
                      Tr::tr("cannot write %1: %2").arg(excerpt(path), file.errorString())));
    return {};
}

QJsonObject runReportJson(const RunReport &r)
{
    Json o;
    put(o, "title", r.title);
    o.insert(QStringLiteral("name"), r.name);
    o.insert(QStringLiteral("platform"), r.platform);
    o.insert(QStringLiteral("gpu"), r.gpu);
    o.insert(QStringLiteral("totalNodes"), r.totalNodes);
    put(o, "excludedNodes", r.excludedNodes);
    put(o, "exclusionReason", r.exclusionReason);
    QJsonArray categories;
    for (const CategoryReport &c : r.categories)
        categories.append(categoryJson(c));
    o.insert(QStringLiteral("categories"), categories);
    // Section 3.1: `[]` when none for Certifications, `null` for WorkloadRuns.
    if (r.failedNodes.isEmpty() && r.kind == RunKind::WorkloadRun)
        o.insert(QStringLiteral("failedNodes"), QJsonValue::Null);
    else
        o.insert(QStringLiteral("failedNodes"), QJsonArray::fromStringList(r.failedNodes));
    o.insert(QStringLiteral("result"), r.result);
    putList(o, "nodeResults", r.nodeResults, [](const NodeResultRow &n) {
        Json j{{QStringLiteral("name"), n.name},
               {QStringLiteral("group"), n.group},
               {QStringLiteral("status"), n.status}};
        put(j, "rack", n.rack);
        return j;
    });
    putList(o, "drift", r.drift, [](const RunDrift &d) { return runDriftJson(d); });
    return o;
}

QJsonValue runReportsJson(const QList<RunReport> &reports)
{
    if (reports.size() == 1)
        return runReportJson(reports.constFirst());
    QJsonArray a;
    for (const RunReport &r : reports)
        a.append(runReportJson(r));
    return a;
}

QByteArray runReportsJsonText(const QList<RunReport> &reports)
{
    return orderedJson(runReportsJson(reports));
}

QByteArray runJsonText(const QJsonValue &value)
{
    return orderedJson(value);
}

QString runReportsText(const QList<RunReport> &reports)
{
    QStringList out;
    for (const RunReport &r : reports) {
        out << QString();
        out << QStringLiteral("╔") + QStringLiteral("═").repeated(BoxWidth - 2) +
                   QStringLiteral("╗");
        const QString title =
            r.kind == RunKind::WorkloadRun ? r.title : QStringLiteral("Certification Report");
        const int pad = (BoxWidth - 2 - int(title.size())) / 2;
        out << QStringLiteral("║") +
                   QString(QString(pad, QLatin1Char(' ')) + title).leftJustified(BoxWidth - 2) +
                   QStringLiteral("║");
        out << QStringLiteral("╚") + QStringLiteral("═").repeated(BoxWidth - 2) +
                   QStringLiteral("╝");
        textReport(out, r, reports.size() > 1);
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QByteArray runReportsJUnit(const QList<RunReport> &reports)
{
    QByteArray xml;
    QXmlStreamWriter w(&xml);
    w.setAutoFormatting(true);
    w.setAutoFormattingIndent(2);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("testsuites"));
    for (const RunReport &r : reports) {
        struct Case
        {
            QString name, classname;
            double time = 0;
            QString kind; // "", "failure", "error"
            QString message, text;
        };
        QList<Case> cases;
        QHash<QString, int> seen;
        bool categoryError = false;
        for (const CategoryReport &c : r.categories) {
            Case k;
            const QString key = c.domain + QLatin1Char('/') + c.variant;
            const int n = ++seen[key];
            k.name = n > 1 ? QStringLiteral("%1 [%2]").arg(c.variant).arg(n) : c.variant;
            k.classname = r.name + QLatin1Char('.') + c.domain;
            k.time = runtimeSeconds(c.runtime);
            if (c.status == QLatin1String("Failed")) {
                k.kind = QStringLiteral("failure");
                k.message =
                    c.failureReason.isEmpty() ? QStringLiteral("Category failed") : c.failureReason;
                k.text = QString::fromUtf8(orderedJson(categoryJson(c)));
            } else if (c.status != QLatin1String("Succeeded")) {
                k.kind = QStringLiteral("error");
                k.message = QStringLiteral("Category did not complete: ") + c.status;
                k.text = QString::fromUtf8(orderedJson(categoryJson(c)));
                categoryError = true;
            }
            cases << k;
        }
        // Section 3.4: the extra case when there are no categories, INCOMPLETE, or RUNNING
        // with no category error.
        if (r.categories.isEmpty() || r.result == QLatin1String("INCOMPLETE") ||
            (r.result == QLatin1String("RUNNING") && !categoryError)) {
            Case k;
            k.name = QStringLiteral("certification");
            k.classname = r.name;
            k.kind = QStringLiteral("error");
            k.message = QStringLiteral("Certification did not complete: ") + r.result;
            k.text = QString::fromUtf8(orderedJson(runReportJson(r)));
            cases << k;
        }
        int failures = 0, errors = 0;
        double total = 0;
        for (const Case &k : cases) {
            failures += k.kind == QLatin1String("failure") ? 1 : 0;
            errors += k.kind == QLatin1String("error") ? 1 : 0;
            total += k.time;
        }
        w.writeStartElement(QStringLiteral("testsuite"));
        w.writeAttribute(QStringLiteral("name"), xmlMessage(r.name));
        w.writeAttribute(QStringLiteral("tests"), QString::number(cases.size()));
        w.writeAttribute(QStringLiteral("failures"), QString::number(failures));
        w.writeAttribute(QStringLiteral("errors"), QString::number(errors));
        w.writeAttribute(QStringLiteral("time"), junitTime(total));
        for (const Case &k : std::as_const(cases)) {
            w.writeStartElement(QStringLiteral("testcase"));
            w.writeAttribute(QStringLiteral("name"), xmlMessage(k.name));
            w.writeAttribute(QStringLiteral("classname"), xmlMessage(k.classname));
            w.writeAttribute(QStringLiteral("time"), junitTime(k.time));
            if (!k.kind.isEmpty()) {
                w.writeStartElement(k.kind);
                w.writeAttribute(QStringLiteral("message"), xmlMessage(k.message));
                w.writeCharacters(xmlMessage(k.text));
                w.writeEndElement();
            }
            w.writeEndElement();
        }
        w.writeEndElement();
    }
    w.writeEndElement();
    w.writeEndDocument();
    return xml;
}

QString runReportsVerdictMessage(const QList<RunReport> &reports)
{
    QStringList parts;
    for (const RunReport &r : reports) {
        if (r.result == QLatin1String("RUNNING"))
            parts << QStringLiteral("%1 \"%2\" is still running").arg(kindWord(r.kind), r.name);
        else if (r.result == QLatin1String("FAILED"))
            parts << QStringLiteral("%1 \"%2\" failed").arg(kindWord(r.kind), r.name);
    }
    return parts.join(QStringLiteral("; "));
}

Result<QList<RunStatusRow>> runStatusRows(const RunObjects &objects, RunKind kind,
                                          const QString &ns, const QString &name,
                                          const RunReportOptions &options)
{
    const QList<Json> &runs =
        kind == RunKind::Certification ? objects.certifications : objects.workloadRuns;
    QList<Json> chosen;
    for (const Json &run : runs) {
        if (!ns.isEmpty() && namespaceOf(run) != ns)
            continue;
        if (!name.isEmpty() && nameOf(run) != name)
            continue;
        chosen << run;
    }
    if (!name.isEmpty() && chosen.isEmpty()) {
        return fail(
            Code::NVCRE_RUN_NOT_FOUND,
            Tr::tr("%1 \"%2\" not found in namespace \"%3\"")
                .arg(kindWord(kind), excerpt(name), ns.isEmpty() ? Tr::tr("(any)") : excerpt(ns)));
    }
    std::sort(chosen.begin(), chosen.end(), [](const Json &a, const Json &b) {
        return std::pair(namespaceOf(a), nameOf(a)) < std::pair(namespaceOf(b), nameOf(b));
    });
    QList<RunStatusRow> rows;
    for (const Json &run : std::as_const(chosen)) {
        const Result<RunReport> report =
            buildRunReport(objects, kind, nameOf(run), namespaceOf(run), options);
        if (!report)
            return tl::unexpected(report.error());
        RunStatusRow row;
        row.kind = kind;
        row.ns = namespaceOf(run);
        row.name = nameOf(run);
        row.result = report->result;
        int passed = 0;
        for (const CategoryReport &c : report->categories) {
            passed += c.status == QLatin1String("Succeeded") ? 1 : 0;
            row.categories << c.domain + QLatin1Char('/') + c.variant + QLatin1Char('=') + c.status;
        }
        row.progress = QStringLiteral("%1/%2 passed").arg(passed).arg(report->categories.size());
        row.age = str(obj(run, "metadata"), "creationTimestamp");
        row.json = runStatusJson(*report);
        row.json.insert(QStringLiteral("progress"), row.progress);
        rows << row;
    }
    return rows;
}

QString workloadRunPhase(const QJsonObject &workloadRun)
{
    for (const char *type : {"Failed", "Succeeded", "InProgress"})
        if (isTrue(workloadRun, QLatin1String(type)))
            return QLatin1String(type);
    return QStringLiteral("Pending");
}

QJsonObject runStatusJson(const RunReport &r)
{
    Json o{{QStringLiteral("name"), r.name},
           {QStringLiteral("namespace"), r.ns},
           {QStringLiteral("result"), r.result}};
    put(o, "totalNodes", r.totalNodes);
    put(o, "excludedNodes", r.excludedNodes);
    put(o, "exclusionReason", r.exclusionReason);
    putList(o, "conditions", r.conditions, [](const RunCondition &c) {
        Json j{{QStringLiteral("type"), c.type}, {QStringLiteral("status"), c.status}};
        put(j, "reason", c.reason);
        put(j, "message", c.message);
        return j;
    });
    putList(o, "categories", r.categories, [](const CategoryReport &c) {
        return Json{{QStringLiteral("domain"), c.domain},
                    {QStringLiteral("variant"), c.variant},
                    {QStringLiteral("status"), c.status}};
    });
    put(o, "failedNodes", r.failedNodes);
    return o;
}

QJsonObject workloadRunStatusJson(const RunReport &r, const QString &phase)
{
    Json o{{QStringLiteral("name"), r.name},
           {QStringLiteral("namespace"), r.ns},
           {QStringLiteral("status"), phase}};
    put(o, "failedNodes", r.failedNodes);
    return o;
}

QJsonObject runFailedNodesJson(const RunReport &r)
{
    QJsonArray rows;
    for (const FailedNodeEntry &e : r.failedNodeEntries) {
        Json j{{QStringLiteral("name"), e.name}, {QStringLiteral("reason"), e.reason}};
        put(j, "message", e.message);
        rows.append(j);
    }
    return Json{{QStringLiteral("name"), r.name},
                {QStringLiteral("namespace"), r.ns},
                {QStringLiteral("failedNodes"), rows}};
}

} // namespace Accel::Nvcre
