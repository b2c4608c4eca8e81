// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "nvcre/rundrift.h"
#include "nvcre/runobjects.h"
#include "result.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

/// The after-apply report of a Certification or WorkloadRun (issue 36), as nvcrectl's
/// `report.Build` makes it (../shared/conformance/cre/STATUS-NOTES.md sections 2.6 and 3.1),
/// and its faces: JSON and YAML (nvcrectl's `CertReport` field names and omitempty rules), the
/// text report (section 3.2) and JUnit (section 3.4). One engine; the CLI, the MCP tools and the
/// window print what buildRunReport() computes. Value types; every function is reentrant.
namespace Accel::Nvcre {

enum class RunKind
{
    Certification,
    WorkloadRun,
};

struct FailureLog
{
    QString podName;
    QString nodeName;
    std::optional<int> exitCode;
    QString reason;
    QString tail;
};

struct FailedGroupReport
{
    QString name;
    int nodeCount = 0;
    QStringList nodes;
    QString reason;
    std::optional<FailureLog> failureLog;
};

struct DomainReport
{
    QString name;
    int nodeCount = 0;
    QString goodput;  ///< "0.93 (93%)"
    QString tflops;   ///< "512.6"
    QString stepTime; ///< "2.74s"
};

struct BandwidthRow
{
    QString size;  ///< "16 GB" (1024-based)
    QString algBW; ///< "260.20 GB/s"
    QString busBW;
    int samples = 0;
    bool provisional = false;
    QString provisionalReason;
};

struct GroupBandwidthRow
{
    QString group;
    QString groupName; ///< "group-0 (a, b)"
    QStringList nodes;
    QString busBW;
    QStringList transport;
    bool belowMin = false;
    bool failed = false;
    bool provisional = false;
    QString provisionalReason;
};

/// A clique (a domain of spec.orchestration.topology's key, such as an NVLink domain) and how
/// much of it the run has exercised (section 3.1 `cliques[]`).
struct CliqueReport
{
    QString name;
    int total = 0;       ///< nodes of the clique the Workflow partitioned
    int validated = 0;   ///< of those, the nodes in groups that finished
    bool passed = false; ///< every node validated, none failed, no failed group touching it
    bool failed = false; ///< a failed node or group touches it (the text's ✗; not in JSON)
    /// For the text: the lowest group bus bandwidth measured in the clique, whether that is
    /// below the busBandwidthGBps threshold, and why it is provisional.
    QString minBusBW;
    bool low = false;
    QString provisionalReason;
    QStringList transport;
};

/// One test of a diagnose Workflow: a group's run in one stage (section 3.1 `diagnose.tests`).
struct DiagnoseTest
{
    QString stage;
    QString name;
    QStringList nodes;
    QString domain;
    QString busBW;
    bool passed = false;
    bool provisional = false;
    QString provisionalReason;
};

/// An infrastructure fault diagnose found between two groups (Workflow status.orchestration.
/// diagnose.infrastructureFaults[]).
struct InfrastructureFault
{
    QString domain;
    QString groupA;
    QString groupB;
    QString stage;
};

/// The diagnose block of a category (section 3.1 `diagnose{...}`), from the Workflow's
/// status.orchestration.diagnose, its groups and their measurements.
struct DiagnoseReport
{
    QString stage;
    int rounds = 0;
    int healthyCount = 0;
    int suspectCount = 0;
    /// Confirmed faulty nodes (the diagnose confirmation's failed-node rows), sorted.
    QStringList confirmedFaulty;
    QList<InfrastructureFault> infrastructureFaults;
    QString maxBW;
    QString maxBWDomain;
    QStringList maxBWNodes;
    QString minBW;
    QString minBWDomain;
    QStringList minBWNodes;
    QList<DiagnoseTest> tests;
    /// For the text's "Faulty by domain": each confirmed node's screening domain.
    QMap<QString, QStringList> faultyByDomain;
};

struct IterationReport
{
    int number = 0;
    QString status; ///< Succeeded, Failed, Running
    QString duration;
};

struct CategoryReport
{
    QString domain;
    QString variant;
    QString status; ///< Pending, Running, Succeeded, Failed
    QString failureReason;
    QString statusDetail;
    QString runtime;
    QString testScale;
    int nodesPerJob = 0;
    int jobs = 0;
    QString placement;
    int targetNodes = 0;
    int exercisedNodes = 0;
    QString mnnvl;
    QList<FailedGroupReport> failedGroups;
    QList<CliqueReport> cliques;
    QList<DomainReport> domains;
    QList<BandwidthRow> bandwidth;
    QStringList transport;
    QList<GroupBandwidthRow> groupBandwidth;
    std::optional<DiagnoseReport> diagnose;
    QList<IterationReport> iterations;
};

struct NodeResultRow
{
    QString name;
    QString group;
    QString rack;
    QString status; ///< Passed, Failed
};

/// A condition of the run (MCP get_certification_status's `conditions`).
struct RunCondition
{
    QString type;
    QString status;
    QString reason;
    QString message;
};

/// An event regarding the run or one of its Workflows, Jobs (STATUS-NOTES section 4).
struct RunEvent
{
    QString time;   ///< eventTime, lastTimestamp or creationTimestamp as written
    QString type;   ///< Normal, Warning
    QString reason; ///< = action
    QString object; ///< "Workflow/gpu-cert-communication-nccl-all-reduce"
    QString message;
};

struct RunReport
{
    RunKind kind = RunKind::Certification;
    QString name;
    QString ns;
    /// "WorkloadRun Report" for WorkloadRuns; empty (not serialized) for Certifications.
    QString title;
    QString platform;
    QString gpu;
    int totalNodes = 0;
    QStringList excludedNodes;
    QString exclusionReason;
    QList<CategoryReport> categories;
    /// Sorted unique names; serialized `[]` when none for Certifications, `null` for
    /// WorkloadRuns (STATUS-NOTES section 3.1).
    QStringList failedNodes;
    /// The same with reasons, one row per distinct (node, reason, message): MCP
    /// list_failed_nodes, the window.
    QList<FailedNodeEntry> failedNodeEntries;
    QString result; ///< PASSED, FAILED, INCOMPLETE, RUNNING
    QList<NodeResultRow> nodeResults;
    /// Drift from the preview (rundrift.h); JSON key `drift`, omitted when empty.
    QList<RunDrift> drift;
    /// Why drift could not be computed (the spec no longer renders), shown beside it.
    QString driftError;
    QList<RunCondition> conditions;
    QList<RunEvent> events;
    /// Things the report could not read (a damaged ConfigMap, a 403): shown beside it.
    QStringList notes;
};

struct RunReportOptions
{
    /// The clock for running categories' runtime; invalid: the current time.
    QDateTime now{};
};

/// The run of KIND named NAME in NAMESPACE (any namespace when empty) from OBJECTS, built as
/// report.Build does. NVCRE_RUN_NOT_FOUND when there is none:
/// `certification "<n>" not found in namespace "<ns>"`. A node-result ConfigMap that cannot be
/// decoded is a note on the report, not an error.
Result<RunReport> buildRunReport(const RunObjects &objects, RunKind kind, const QString &name,
                                 const QString &ns, const RunReportOptions &options = {});

/// The inputs of Nvcre::runDrift() for REPORT's run in OBJECTS, with CLUSTER as the nodes now.
RunDriftInputs runDriftInputs(const RunObjects &objects, const RunReport &report,
                              const Kube::ClusterSnapshot &cluster, const QString &catalogDir);
/// Whether addRunDrift() computes drift in this build (rundrift.cpp linked): front ends read
/// the nodes now only when it does.
bool runDriftAvailable();
/// Fills REPORT.drift (or driftError) by rendering the run again on CLUSTER (rundrift.h).
void addRunDrift(RunReport &report, const RunObjects &objects, const Kube::ClusterSnapshot &cluster,
                 const QString &catalogDir = {});

/// Every run in OBJECTS, Certifications then WorkloadRuns, each sorted by namespace and name,
/// built as buildRunReport() does and, when NODESNOW is given, with drift on those nodes
/// (addRunDrift()): the Runs view's one entry. A run whose report cannot be built is left out
/// and named in the first report's notes (none: an empty list).
QList<RunReport> buildRunReports(const RunObjects &objects, const Kube::ClusterSnapshot *nodesNow,
                                 const QString &catalogDir = {},
                                 const RunReportOptions &options = {});
/// `--results-file`, `--junit-file` and the window's exports: BYTES to PATH whole or not at
/// all (a temporary file renamed over it, mode 0644); a symbolic link or a path that is not a
/// regular file is refused. Errors: NVCRE_REPORT_WRITE naming the path.
Result<void> writeReportFile(const QString &path, const QByteArray &bytes);
/// nvcrectl's CertReport as JSON (section 3.1 keys and omitempty rules; `drift` when any).
QJsonObject runReportJson(const RunReport &report);
/// One report: its object; several: an array (section 3.1).
QJsonValue runReportsJson(const QList<RunReport> &reports);
/// `--results-file` and `-o json`: 2-space indented, trailing newline.
QByteArray runReportsJsonText(const QList<RunReport> &reports);
/// Any of this file's JSON objects as `-o json` prints it: 2-space indented, nvcrectl's field
/// order (Go's, where QJsonObject would sort the keys), trailing newline.
QByteArray runJsonText(const QJsonValue &value);
/// The section 3.2 box report; every value from the cluster escaped to one printable line.
QString runReportsText(const QList<RunReport> &reports);
/// The section 3.4 JUnit XML.
QByteArray runReportsJUnit(const QList<RunReport> &reports);

/// The exit message of `certification report` (section 3.3): `certification "<n>" is still
/// running` / `... failed` (`workloadrun "<n>" ...`), joined `; `; empty when every report
/// passed or is INCOMPLETE.
QString runReportsVerdictMessage(const QList<RunReport> &reports);

/// One row of `certification status`: the run, its verdict and progress per category.
struct RunStatusRow
{
    RunKind kind = RunKind::Certification;
    QString ns;
    QString name;
    QString result;   ///< the report's
    QString progress; ///< "1/2 passed"
    /// Per category "communication/nccl-all-reduce=Succeeded".
    QStringList categories;
    QString age; ///< creationTimestamp as written
    /// `-o json|yaml`: the section 3.5 status object (runStatusJson) with `progress`.
    QJsonObject json;
};

/// Every Certification in OBJECTS (NAMESPACE only when not empty; NAME only when not empty),
/// sorted by namespace and name. NVCRE_RUN_NOT_FOUND when NAME is given and absent.
Result<QList<RunStatusRow>> runStatusRows(const RunObjects &objects, RunKind kind,
                                          const QString &ns, const QString &name,
                                          const RunReportOptions &options = {});

/// `workloadrun status`: the one word (Pending, InProgress, Succeeded, Failed) of the run's
/// true exclusive condition (Pending when none).
QString workloadRunPhase(const QJsonObject &workloadRun);

/// The MCP get_certification_status object (section 3.5).
QJsonObject runStatusJson(const RunReport &report);
/// `workloadrun status -o json` (section 3.3): {name, namespace, status, failedNodes?}, the
/// failed nodes by name only.
QJsonObject workloadRunStatusJson(const RunReport &report, const QString &phase);
/// The MCP list_failed_nodes object (section 3.5).
QJsonObject runFailedNodesJson(const RunReport &report);

} // namespace Accel::Nvcre
