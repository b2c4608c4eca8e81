// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "nvcre/detection.h"
#include "nvcre/overrides.h"
#include "result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

/// `workflow render` (issue 8, section 3): a Workflow with its overrides resolved for a detected
/// platform and GPU architecture, as CRE's `nvcrectl workflow render` writes it (spec
/// platform-detection-and-overrides.txt, "Auto-detection" and "Override matching").
namespace Accel::Nvcre {

inline constexpr QLatin1StringView WorkflowApiVersion{"nvcre.nvidia.com/v1alpha1"};
inline constexpr QLatin1StringView DetectedPlatformAnnotation{
    "nvcrectl.nvidia.com/detected-platform"};
inline constexpr QLatin1StringView DetectedGpuArchitectureAnnotation{
    "nvcrectl.nvidia.com/detected-gpu-architecture"};
inline constexpr QLatin1StringView AppliedOverridesAnnotation{
    "nvcrectl.nvidia.com/applied-overrides"};

/// Reads a Workflow: one YAML or JSON document holding a mapping. A document of another kind
/// (a Certification, say) is NVCRE_WORKFLOW_KIND naming it; parse errors are YAML_PARSE with
/// line and column, an unreadable file FILE_READ.
Result<QJsonObject> readWorkflow(const QByteArray &bytes, const QString &sourceName);
Result<QJsonObject> readWorkflowFile(const QString &path);

/// Nodes for `--nodes-file`: a YAML or JSON sequence of Node objects (CRE's format), a v1 List,
/// or Node documents separated by `---`. Objects of another kind are skipped; a node with no
/// name is named mock-node-N (its position). Errors as Doc::readDocumentsFile, and
/// NVCRE_NODES_FILE for an entry that is not a mapping.
Result<QList<QJsonObject>> readNodesFile(const QString &path);

/// The Workflow's `spec.orchestration.target` (nodeSelector, matchExpressions, nodeNames,
/// includeUnschedulable) for node discovery.
TargetSelector workflowTarget(const QJsonObject &workflow);

struct WorkflowRender
{
    /// The input as it is rendered but with no override applied and no annotation: apiVersion
    /// nvcre.nvidia.com/v1alpha1, kind Workflow, `spec.overrides` removed. The left side of
    /// the base-versus-rendered diff.
    QJsonObject base;
    /// The resolved Workflow: overrides applied in order, `spec.overrides` removed, annotated
    /// with the detected platform and architecture and, when any override matched, the
    /// applied-overrides summaries.
    QJsonObject rendered;
    /// What the overrides were matched against.
    OverrideContext context;
    /// Per override: matched or not and why, what it changed, provenance (pointers start with
    /// "/spec", as in `base` and `rendered`), and the override events.
    OverrideOutcome overrides;
};

/// Renders WORKFLOW for PLATFORM and GPUARCHITECTURE (as detected on NODES, the target nodes,
/// which only the topology domain count reads). Errors are those of applyOverrides.
Result<WorkflowRender> renderWorkflow(const QJsonObject &workflow, const QString &platform,
                                      const QString &gpuArchitecture,
                                      const QList<QJsonObject> &nodes = {});

/// The embedded mock nodes (resources/nvcre/nodes): "platform-architecture" pairs, sorted.
QStringList mockNodePairs();
/// The mock nodes of a pair. NVCRE_MOCK_NODES when there are none: `no mock nodes for
/// aws-b200` and, on its own line, `available: aws-gb200, aws-gb300, ...` (CRE's text).
Result<QList<QJsonObject>> mockNodes(const QString &platform, const QString &gpuArchitecture);

} // namespace Accel::Nvcre
