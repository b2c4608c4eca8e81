// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "kube/snapshot.h"
#include "result.h"

#include <QJsonObject>
#include <QList>
#include <QString>

/// Drift from the preview (issue 36): a run (Certification or WorkloadRun) rendered again now,
/// from its own spec, the catalog and the cluster's nodes as they are, compared with what the
/// controller recorded in its Workflows' status.orchestration (detectedPlatform,
/// detectedGPUArchitecture, appliedOverrides; ../shared/conformance/cre/STATUS-NOTES.md
/// section 1, Workflow). Where they differ the preview the operator saw is no longer what the
/// cluster runs, and the reason says why.
namespace Accel::Nvcre {

struct RunDrift
{
    /// "communication/nccl-all-reduce" for a Certification's category; the run's name for a
    /// WorkloadRun.
    QString category;
    /// "detectedPlatform", "detectedGPUArchitecture" or "appliedOverrides": the status field of
    /// the Workflow that differs.
    QString field;
    /// What the controller recorded ("aws"; for appliedOverrides the matched indices "0, 2").
    QString recorded;
    /// What rendering now gives.
    QString previewed;
    /// Why, in a sentence: which node labels decide it now, which override's `when` no longer
    /// matches, that the catalog renders the category differently.
    QString reason;

    bool operator==(const RunDrift &) const = default;
};

/// What drift is computed from.
struct RunDriftInputs
{
    /// The run as read (apiVersion, kind, metadata, spec; status ignored).
    QJsonObject run;
    /// Its Workflows (a Certification's per category, matched by the category labels or
    /// status.categoryStatuses[].workflowRef; a WorkloadRun's of the same name), with status.
    QList<QJsonObject> workflows;
    /// The nodes detection runs on now: the live cluster or the snapshot the run came from.
    Kube::ClusterSnapshot cluster;
    /// The catalog folder (`--catalog DIR`); empty: the embedded one.
    QString catalogDir;
};

/// Renders INPUTS.run again (RenderJob::render with RenderNodeSource::Cluster) and compares,
/// per Workflow that has a status.orchestration, the recorded platform, architecture and
/// applied override indices with the render's. Workflows without orchestration status (not
/// started) are skipped. Errors: the render's own (a run whose spec no longer renders is an
/// error, not a drift: the caller shows it beside the report).
Result<QList<RunDrift>> runDrift(const RunDriftInputs &inputs);

/// A drift as the report's JSON (`drift[]` items: category, field, recorded, previewed,
/// reason).
QJsonObject runDriftJson(const RunDrift &drift);

} // namespace Accel::Nvcre
