// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "kube/snapshot.h"
#include "result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

/// NVCRE's after-apply objects (issue 36; ../shared/conformance/cre/STATUS-NOTES.md sections 0
/// and 1): what the controller wrote for Certifications and WorkloadRuns, in both API groups
/// (`nvcre.nvidia.com/v1alpha1` and the older `cre.nvidia.com/v1alpha1`, same kinds and status
/// field names).
namespace Accel::Nvcre {

/// One row of a `failed-nodes.json.gz` payload, or of a Job's status.failedNodes (STATUS-NOTES
/// section 2.2): reason HardwareFailureDetected, ThresholdViolation or WorkloadFailed.
struct FailedNodeEntry
{
    QString name;
    QString reason;
    QString message;
    bool operator==(const FailedNodeEntry &) const = default;
};

/// The objects of the runs, as read, sorted by kind. A plain value type; reentrant.
struct RunObjects
{
    QList<QJsonObject> certifications;
    QList<QJsonObject> workloadRuns;
    QList<QJsonObject> workflows;
    QList<QJsonObject> jobs;
    /// batch/v1 Jobs of the runs' workloads, read by name (a failed group's reason names the
    /// first failed one: STATUS-NOTES section 3.1).
    QList<QJsonObject> batchJobs;
    QList<QJsonObject> bandwidthMeasurements;
    QList<QJsonObject> goodputMeasurements;
    /// The node-result ConfigMaps (`failed-nodes-*`, `succeeded-nodes-*`).
    QList<QJsonObject> configMaps;
    /// events.k8s.io/v1 and core v1 Events regarding objects of the NVCRE groups.
    QList<QJsonObject> events;
    /// What could not be read and is not an error: a 403 on a list, a CRD the cluster does not
    /// serve ("the cluster serves no nvcre.nvidia.com API").
    QStringList notes;

    /// Sorts OBJECTS (any kinds; others are skipped) into the lists.
    static RunObjects fromObjects(const QList<QJsonObject> &objects);
    /// The snapshot's runObjects().
    static RunObjects fromSnapshot(const Kube::ClusterSnapshot &snapshot);
    /// Every object again, for a snapshot (Kube::ClusterSnapshot::setRunObjects).
    QList<QJsonObject> all() const;

    /// The object of KIND ("Workflow"; "batch/Job" for a batch Job) named NAME in NAMESPACE (any
    /// namespace when empty), or an empty object.
    QJsonObject find(const QString &kind, const QString &ns, const QString &name) const;
    /// The Jobs of a Workflow: label `<group>/workflow`, an owner reference, or the naming rule
    /// (`<workflow>-job`, `<workflow>-<group>-iter-<n>`).
    QList<QJsonObject> jobsOf(const QJsonObject &workflow) const;
    /// The measurement of KIND ("GoodputMeasurement") for JOB: `<job>-goodput` /
    /// `<job>-bandwidth`, or spec.jobRef.name. Empty when none.
    QJsonObject measurementOf(const QString &kind, const QJsonObject &job) const;
    /// The events regarding OBJECT (by kind, namespace and name), oldest first.
    QList<QJsonObject> eventsRegarding(const QJsonObject &object) const;
};

/// The rows of a `failed-nodes-*` ConfigMap: `binaryData["failed-nodes.json.gz"]` (base64 of
/// gzip of a JSON array of {name, reason, message}), or the same key under `data`. An absent key
/// is an empty list. Errors (NVCRE_NODE_RESULTS, naming the ConfigMap): bad base64, broken
/// gzip, not a JSON array; LIMIT_EXCEEDED past the node-results limit.
Result<QList<FailedNodeEntry>> failedNodesOf(const QJsonObject &configMap);
/// The names of a `succeeded-nodes-*` ConfigMap (`succeeded-nodes.csv.gz`, a gzipped comma
/// list). Errors as failedNodesOf().
Result<QStringList> succeededNodesOf(const QJsonObject &configMap);

/// The batch Job a Job's Failed message names as `first failed job: <n>` (STATUS-NOTES
/// section 3.1), or empty.
QString firstFailedJobName(const QString &message);

/// KIND of OBJECT's apiVersion group is NVCRE's: "nvcre.nvidia.com" or "cre.nvidia.com";
/// empty for anything else.
QString nvcreGroupOf(const QJsonObject &object);

} // namespace Accel::Nvcre
