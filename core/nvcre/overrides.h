// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "doc/patchsequence.h"
#include "doc/structuraldiff.h"
#include "nvcre/detection.h"
#include "result.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// The override engine of a WorkflowSpec (issue 8, section 2; spec
/// platform-detection-and-overrides.txt, "Override matching").
///
/// `spec.overrides` is a list of OverrideSpec: a `when` and any of `jobTemplate` (strategic
/// merge, arrays replaced: Doc::StrategicMerge), `jobTemplatePatch` (RFC 6902: Doc::JsonPatch),
/// `dependencies` (each merged into the base dependency of the same apiVersion, kind and
/// metadata.name, else appended) and `orchestration` (its target, topology, placement, execution
/// and iterations replace the base's). Matching overrides apply in list order, each part in that
/// order, so a jobTemplatePatch that appends to an array must come after the jobTemplate that
/// sets it (the spec's warning).
///
/// Everything is tracked for the override preview (issue 9): per override whether it matched
/// and, if not, which criteria failed; what it changed (JSON pointers into the Workflow, which
/// start with "/spec"); whether it changed nothing (a no-op, a Warning event: its field paths
/// are probably wrong); and for every pointer the override and operation that set it last.
///
/// Plain value types; all functions are reentrant.
namespace Accel::Nvcre {

/// What an override's `when` is matched against (CRE's OverrideContext). It is also the CEL
/// activation of `when.expression`: the variables `platform`, `gpuArchitecture`,
/// `workloadKind`, `topologyMode` (strings) and `domainCount` (int).
struct OverrideContext
{
    QString platform;
    QString gpuArchitecture;
    /// "TrainJob" when spec.jobTemplate.spec.workload.trainJob is set, else empty.
    QString workloadKind;
    /// "topology" when spec.orchestration.topology is set, else "simple".
    QString topologyMode = QStringLiteral("simple");
    /// In topology mode: how many distinct values of the topology key the nodes carry.
    qint64 domainCount = 0;
    /// What `when.config` is compared with (subset match). CRE never fills it, so a `when` with
    /// a `config` never matches there; Undefined here does the same.
    QJsonValue config = QJsonValue(QJsonValue::Undefined);

    /// The context of WORKFLOWSPEC, as detected on NODES (the target nodes; only their labels
    /// are read, for the domain count).
    static OverrideContext build(const QJsonObject &workflowSpec, const QString &platform,
                                 const QString &gpuArchitecture,
                                 const QList<QJsonObject> &nodes = {});
};

/// `{equals, in, notIn}`: every criterion given must hold.
struct StringMatch
{
    QString equals;
    QStringList in;
    QStringList notIn;

    bool matches(const QString &value) const;
    /// CRE's summary: the equals value, `in [a,b]`, `notIn [a,b]` or `<any>`.
    QString summary() const;
};

/// `{equals, greaterThan, lessThan}` (topology.domainCount).
struct IntMatch
{
    std::optional<qint64> equals;
    std::optional<qint64> greaterThan;
    std::optional<qint64> lessThan;

    bool matches(qint64 value) const;
    /// "=4", ">2", "<8", joined by commas.
    QString summary() const;
};

struct WhenSpec
{
    std::optional<StringMatch> platform;
    std::optional<StringMatch> gpuArchitecture;
    QString workloadKind;
    QString topologyMode;
    std::optional<IntMatch> domainCount;
    /// Undefined when absent.
    QJsonValue config = QJsonValue(QJsonValue::Undefined);
    /// CEL over the OverrideContext; must evaluate to a bool.
    QString expression;

    /// The `when` in words, exactly as CRE writes it in the applied-overrides summaries:
    /// gpuArchitecture, platform, workloadKind, topology.mode, topology.domainCount,
    /// `config=<custom>`, `expression=` (over 40 characters: the first 37 and "..."), joined by
    /// ", "; `<always>` when empty.
    QString summary() const;
};

struct OverrideSpec
{
    WhenSpec when;
    /// Undefined when absent (null counts as absent).
    QJsonValue jobTemplate = QJsonValue(QJsonValue::Undefined);
    /// Undefined when absent; else an array of operations.
    QJsonValue jobTemplatePatch = QJsonValue(QJsonValue::Undefined);
    QJsonArray dependencies;
    /// Undefined when absent; else an object.
    QJsonValue orchestration = QJsonValue(QJsonValue::Undefined);
    /// Keys the engine does not know (misspelt criteria match as if absent: worth a warning).
    QStringList unknownKeys;

    /// What it patches, as CRE writes it: "jobTemplate", "jobTemplatePatch",
    /// "N dependencies", "orchestration" joined by ", ", or "none".
    QString patchesSummary() const;

    /// Reads one entry of `spec.overrides`. Errors (NVCRE_OVERRIDE_INVALID) name the override
    /// index and the field: `override[2]: when.platform.in: expected a list of strings`.
    static Result<OverrideSpec> fromJson(const QJsonValue &value, qsizetype index);
};

/// Reads `spec.overrides` (absent or null: none).
Result<QList<OverrideSpec>> parseOverrides(const QJsonValue &overrides);

/// What happened to one override.
struct OverrideRecord
{
    qsizetype index = -1;
    QString when;    ///< WhenSpec::summary()
    QString patches; ///< OverrideSpec::patchesSummary()
    bool matched = false;
    /// For a non-match, the criteria that failed, in CRE's evaluation order: "platform",
    /// "gpuArchitecture", "workloadKind", "topology.mode", "topology.domainCount", "config",
    /// "expression" (the expression is evaluated only when every other criterion holds).
    QStringList failedCriteria;
    /// One sentence per failed criterion: `platform: detected "gcp", wants aws`.
    QStringList mismatches;
    /// Matched but the spec came out unchanged: a Warning (check the field paths).
    bool noOp = false;
    /// What it changed, net, as pointers into the Workflow ("/spec/jobTemplate/...").
    QList<Doc::StructuralDiff::Change> changes;
    /// The operations it applied, in order: "jobTemplate", "jobTemplatePatch add /spec/env/-",
    /// "dependency v1/ConfigMap/aws-config (merged)", "orchestration.execution".
    QStringList operations;
    /// Unknown keys and the like; never fatal.
    QStringList warnings;

    /// {"index":0,"when":"...","patches":"..."} with "noOp":true when it is one (CRE's
    /// AppliedOverride).
    QJsonObject toSummaryJson() const;
    /// Everything above, for `-o json` and the GUI.
    QJsonObject toJson() const;
};

struct OverrideOutcome
{
    /// The spec after every matching override. `overrides` is left as it was.
    QJsonObject spec;
    /// One record per override, in list order, matched or not.
    QList<OverrideRecord> records;
    /// Workflow pointer ("/spec/...") -> the override that set, changed or removed it last.
    /// Origin::step is "override[i]", stepIndex i, operation as in OverrideRecord::operations.
    QHash<QString, Doc::PatchSequence::Origin> provenance;
    /// OverrideApplied (Normal), OverrideNoOp (Warning), NoOverridesMatched (Normal) and
    /// OverrideUnknownField (Warning), with CRE's texts, in order.
    QList<NvcreEvent> events;

    /// The origin of the value at POINTER: its own entry or its nearest recorded ancestor's.
    std::optional<Doc::PatchSequence::Origin> originOf(const QString &pointer) const;
    /// The matched records.
    QList<OverrideRecord> applied() const;
    /// The `nvcrectl.nvidia.com/applied-overrides` annotation: the matched records' summaries
    /// as compact JSON, byte for byte what CRE's json.Marshal writes (keys index, when, patches,
    /// noOp in that order; <, > and & escaped as \u003c, \u003e, \u0026). Empty when none.
    QString appliedOverridesJson() const;
};

/// Applies the overrides of WORKFLOWSPEC (its `overrides` list) in order. Errors name the
/// override index and the operation: NVCRE_OVERRIDE_INVALID for a malformed override,
/// NVCRE_OVERRIDE_WHEN when its expression fails (`override[1]: evaluating when: ...`),
/// NVCRE_OVERRIDE_FAILED when a part fails (`override[3]: failed to apply jobTemplatePatch:
/// op 0 (add /spec/x/-): ...`, `failed to merge jobTemplate`, `failed to merge dependency`,
/// `failed to apply orchestration`).
Result<OverrideOutcome> applyOverrides(const QJsonObject &workflowSpec,
                                       const OverrideContext &context);

/// Go's json.Marshal of a string (HTML-safe escaping), for summaries that must match CRE.
QString goJsonString(const QString &text);

} // namespace Accel::Nvcre
