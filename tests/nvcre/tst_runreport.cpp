// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// NVCRE's after-apply report (issue 36): report.Build's verdicts and derivations
// (../shared/conformance/cre/STATUS-NOTES.md sections 2.6 and 3.1), the JSON field names of
// nvcrectl's CertReport (section 3.1), the JUnit layout (section 3.4; checked by xmllint against
// tests/fixtures/nvcre-runs/junit.xsd), the text report (section 3.2) and the node-result
// ConfigMaps (section 1, Workflow). The runs are tests/fixtures/nvcre-runs/runs.yaml, made by
// make-runs.py from the rules and the examples of section 5.
#include "kube/snapshot.h"
#include "nvcre/nvcrecodes.h"
#include "nvcre/runobjects.h"
#include "nvcre/runreport.h"
#include "resourcelimits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "testsupport.h"

using namespace Accel;
using namespace Accel::Nvcre;
using namespace Qt::StringLiterals;

namespace {

struct VerdictRow
{
    RunKind kind;
    QString name;
    QString ns;
    QString result;
    QString platform;
    QString gpu;
    int totalNodes;
    QStringList failedNodes;
    QStringList categoryStatuses; ///< "domain/variant=Status"
    QStringList runtimes;         ///< per category
};

/// The clock the running categories are measured against.
QDateTime fixtureNow()
{
    return QDateTime::fromString(u"2026-10-12T11:17:41Z"_s, Qt::ISODate);
}

/// Every key nvcrectl's CertReport and its parts serialize (section 3.1), plus `drift`.
const QSet<QString> &reportKeys()
{
    static const QSet<QString> keys{
        // CertReport
        u"title"_s, u"name"_s, u"platform"_s, u"gpu"_s, u"totalNodes"_s, u"excludedNodes"_s,
        u"exclusionReason"_s, u"categories"_s, u"failedNodes"_s, u"result"_s, u"nodeResults"_s,
        u"drift"_s,
        // CategoryReport
        u"domain"_s, u"variant"_s, u"status"_s, u"failureReason"_s, u"statusDetail"_s, u"runtime"_s,
        u"testScale"_s, u"nodesPerJob"_s, u"jobs"_s, u"placement"_s, u"targetNodes"_s,
        u"exercisedNodes"_s, u"mnnvl"_s, u"failedGroups"_s, u"cliques"_s, u"domains"_s,
        u"bandwidth"_s, u"transport"_s, u"groupBandwidth"_s, u"diagnose"_s, u"iterations"_s,
        // failedGroups[], failureLog
        u"nodeCount"_s, u"nodes"_s, u"reason"_s, u"failureLog"_s, u"podName"_s, u"nodeName"_s,
        u"exitCode"_s, u"tail"_s,
        // domains[], bandwidth[], groupBandwidth[], iterations[], nodeResults[]
        u"goodput"_s, u"tflops"_s, u"stepTime"_s, u"size"_s, u"algBW"_s, u"busBW"_s, u"samples"_s,
        u"provisional"_s, u"provisionalReason"_s, u"group"_s, u"groupName"_s, u"belowMin"_s,
        u"failed"_s, u"number"_s, u"duration"_s, u"rack"_s,
        // drift[] (rundrift.h)
        u"category"_s, u"field"_s, u"recorded"_s, u"previewed"_s};
    return keys;
}

void collectKeys(const QJsonValue &value, QStringList &out, const QString &path)
{
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            out << path + u'.' + it.key();
            collectKeys(it.value(), out, path + u'.' + it.key());
        }
    } else if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            collectKeys(item, out, path + u"[]"_s);
    }
}

} // namespace

class TestRunReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void snapshotKeepsRuns();
    void verdicts_data();
    void verdicts();
    void bandwidthRow();
    void failedGroups();
    void excludedNodes();
    void iterations();
    void workloadRunGoodput();
    void notFound();
    void jsonFieldNames_data();
    void jsonFieldNames();
    void jsonOmitEmpty();
    void junitLayout_data();
    void junitLayout();
    void junitSchema();
    void textReport();
    void verdictMessage();
    void statusRows();
    void brokenGzipIsANote();
    void nodeResultsLimit();
    void succeededNodes();
    void drift();
    void jobsOfTheirWorkflow_data();
    void jobsOfTheirWorkflow();
    void noWorkflowOfAnotherNamespace();
    void belowMin_data();
    void belowMin();
    void cliques();
    void enrichedGroupReason_data();
    void enrichedGroupReason();
    void diagnose();
    void jsonKeyOrder();

private:
    RunReport build(RunKind kind, const QString &name, const QString &ns);
    RunObjects m_runs;
};

void TestRunReport::initTestCase()
{
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromFile(Test::fixture(u"nvcre-runs/runs.yaml"_s));
    QVERIFY2(snapshot, qPrintable(snapshot ? QString() : snapshot.error().message));
    m_runs = RunObjects::fromSnapshot(*snapshot);
}

RunReport TestRunReport::build(RunKind kind, const QString &name, const QString &ns)
{
    RunReportOptions options;
    options.now = fixtureNow();
    const Result<RunReport> report = buildRunReport(m_runs, kind, name, ns, options);
    if (!report)
        qWarning() << report.error().message;
    return report ? *report : RunReport{};
}

void TestRunReport::snapshotKeepsRuns()
{
    // The run kinds of both groups, their ConfigMaps and events are kept; an unrelated
    // ConfigMap is still ignored and counted (ClusterSnapshot's old behaviour).
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromFile(Test::fixture(u"nvcre-runs/runs.yaml"_s));
    QVERIFY(snapshot);
    QCOMPARE(snapshot->ignoredKinds().value(u"ConfigMap"_s), 1);
    QCOMPARE(m_runs.certifications.size(), 7);
    QCOMPARE(m_runs.workloadRuns.size(), 2);
    QCOMPARE(m_runs.configMaps.size(), 5);
    QCOMPARE(m_runs.batchJobs.size(), 1); // batch/v1, not one of NVCRE's Jobs
    QCOMPARE(m_runs.events.size(), 5);
    QVERIFY(m_runs.bandwidthMeasurements.size() >= 4);
    QCOMPARE(m_runs.goodputMeasurements.size(), 2);
    // Written back as a snapshot, read again: the same runs.
    const Result<Kube::ClusterSnapshot> again =
        Kube::ClusterSnapshot::fromBytes(QJsonDocument(snapshot->toJson()).toJson(), u"again"_s);
    QVERIFY(again);
    QCOMPARE(again->runObjects().size(), snapshot->runObjects().size());
}

void TestRunReport::verdicts_data()
{
    QTest::addColumn<VerdictRow>("row");
    // Section 2.6 and section 5 (a): Succeeded, no exclusions.
    QTest::addRow("passing certification") << VerdictRow{
        RunKind::Certification,
        u"gpu-cert"_s,
        u"nvcre"_s,
        u"PASSED"_s,
        u"onprem"_s,
        u"h100"_s,
        2,
        {},
        {u"communication/nccl-all-reduce=Succeeded"_s, u"training/nemotron5-8b=Succeeded"_s},
        {u"10m 0s"_s, u"1h 28m"_s}};
    // Section 5 (b): Failed checked first; failed nodes from the ConfigMap.
    QTest::addRow("failed with hardware and threshold failures") << VerdictRow{
        RunKind::Certification,
        u"gpu-cert-bad"_s,
        u"nvcre"_s,
        u"FAILED"_s,
        u"onprem"_s,
        u"h100"_s,
        4,
        {u"gpu-02"_s, u"gpu-03"_s},
        {u"communication/nccl-all-reduce=Failed"_s, u"diagnostics/dcgm-level4=Succeeded"_s},
        {u"5m 40s"_s, QString()}};
    // Section 5 (c): Succeeded with excluded nodes.
    QTest::addRow("incomplete with cordoned and low-capacity nodes")
        << VerdictRow{RunKind::Certification,
                      u"fleet-a"_s,
                      u"nvcre"_s,
                      u"INCOMPLETE"_s,
                      u"aws"_s,
                      u"gb200"_s,
                      6,
                      {},
                      {u"communication/nccl-all-gather=Succeeded"_s},
                      {u"42s"_s}};
    // Neither terminal condition: RUNNING; InProgress shows as Running, not started as Pending.
    QTest::addRow("running, several iterations") << VerdictRow{
        RunKind::Certification,
        u"soak"_s,
        u"nvcre"_s,
        u"RUNNING"_s,
        u"onprem"_s,
        u"h100"_s,
        2,
        {},
        {u"communication/nccl-all-reduce=Running"_s, u"training/nemotron5-8b=Pending"_s},
        {u"3h 16m"_s, QString()}};
    // The old API group (section 0).
    QTest::addRow("old cre.nvidia.com group")
        << VerdictRow{RunKind::Certification,
                      u"old-cert"_s,
                      u"legacy"_s,
                      u"PASSED"_s,
                      u"oci"_s,
                      u"a100"_s,
                      8,
                      {},
                      {u"communication/nccl-all-reduce=Succeeded"_s},
                      {u"2h 30m"_s}};
    // Section 5 (d): a running WorkloadRun; platform from its own status.
    QTest::addRow("running workloadrun with goodput")
        << VerdictRow{RunKind::WorkloadRun,
                      u"llama-smoke"_s,
                      u"default"_s,
                      u"RUNNING"_s,
                      u"gcp"_s,
                      u"h100"_s,
                      2,
                      {},
                      {u"workloadrun/llama-smoke=Running"_s},
                      {u"1h 17m"_s}};
    QTest::addRow("failed workloadrun") << VerdictRow{RunKind::WorkloadRun,
                                                      u"nccl-check"_s,
                                                      u"default"_s,
                                                      u"FAILED"_s,
                                                      u"onprem"_s,
                                                      u"h100"_s,
                                                      2,
                                                      {u"n1"_s, u"n2"_s},
                                                      {u"workloadrun/nccl-check=Failed"_s},
                                                      {u"9s"_s}};
}

void TestRunReport::verdicts()
{
    QFETCH(VerdictRow, row);
    const RunReport report = build(row.kind, row.name, row.ns);
    QCOMPARE(report.name, row.name);
    QCOMPARE(report.result, row.result);
    QCOMPARE(report.platform, row.platform);
    QCOMPARE(report.gpu, row.gpu);
    QCOMPARE(report.totalNodes, row.totalNodes);
    QCOMPARE(report.failedNodes, row.failedNodes);
    QStringList statuses, runtimes;
    for (const CategoryReport &c : report.categories) {
        statuses << c.domain + u'/' + c.variant + u'=' + c.status;
        runtimes << c.runtime;
    }
    QCOMPARE(statuses, row.categoryStatuses);
    QCOMPARE(runtimes, row.runtimes);
    QVERIFY(report.notes.isEmpty());
}

void TestRunReport::bandwidthRow()
{
    // Section 3.1 and section 5 (d): the largest size, 1024-based, values in GB/s, final.
    const RunReport report = build(RunKind::Certification, u"gpu-cert"_s, u"nvcre"_s);
    const CategoryReport &nccl = report.categories.at(0);
    QCOMPARE(nccl.bandwidth.size(), 1);
    QCOMPARE(nccl.bandwidth.at(0).size, u"16 GB"_s);
    QCOMPARE(nccl.bandwidth.at(0).algBW, u"260.20 GB/s"_s);
    QCOMPARE(nccl.bandwidth.at(0).busBW, u"487.87 GB/s"_s);
    QCOMPARE(nccl.bandwidth.at(0).samples, 10);
    QVERIFY(!nccl.bandwidth.at(0).provisional);
    QCOMPARE(nccl.transport, QStringList{u"IB"_s});
    QCOMPARE(nccl.mnnvl, u"Disabled"_s);
    QCOMPARE(nccl.testScale, u"full-scale"_s);
    // Goodput of the training category: `%.2f (%.0f%%)`, `%.1f`, `%.2fs`.
    const CategoryReport &training = report.categories.at(1);
    QCOMPARE(training.domains.size(), 1);
    QCOMPARE(training.domains.at(0).goodput, u"0.90 (90%)"_s);
    QCOMPARE(training.domains.at(0).tflops, u"539.8"_s);
    QCOMPARE(training.domains.at(0).stepTime, u"2.85s"_s);
    // Events regarding the run, oldest first.
    QCOMPARE(report.events.size(), 2);
    QCOMPARE(report.events.at(0).reason, u"WorkflowCreated"_s);
    QCOMPARE(report.events.at(1).reason, u"AllWorkflowsSucceeded"_s);
}

void TestRunReport::failedGroups()
{
    // Section 3.1: reasons by priority Failed -> HardwareFailed -> ValidationFailed, the captured
    // failure log; bandwidth ties at the largest size take the lowest busBW; group bandwidth
    // with more than one group.
    const RunReport report = build(RunKind::Certification, u"gpu-cert-bad"_s, u"nvcre"_s);
    const CategoryReport &c = report.categories.at(0);
    QCOMPARE(c.failureReason, u"2 groups failed across 1 iterations; hardware failures occurred "
                              "on one or more nodes"_s);
    QCOMPARE(c.testScale, u"intra-node"_s);
    QCOMPARE(c.failedGroups.size(), 2);
    QCOMPARE(c.failedGroups.at(0).name, u"group-1"_s);
    QCOMPARE(c.failedGroups.at(0).nodes, QStringList{u"gpu-02"_s});
    QVERIFY2(c.failedGroups.at(0).reason.endsWith(u"failed: NCCL error"_s),
             qPrintable(c.failedGroups.at(0).reason));
    QVERIFY(c.failedGroups.at(0).failureLog);
    QCOMPARE(c.failedGroups.at(0).failureLog->exitCode, std::optional<int>(137));
    QCOMPARE(c.failedGroups.at(1).name, u"group-2"_s);
    QCOMPARE(
        c.failedGroups.at(1).reason,
        uR"(Threshold "busBandwidthGBps" violated: measured 311.4200, expression: value >= 400)"_s);
    QCOMPARE(c.bandwidth.size(), 1);
    QCOMPARE(c.bandwidth.at(0).size, u"8 GB"_s);
    QCOMPARE(c.bandwidth.at(0).busBW, u"311.42 GB/s"_s);
    QCOMPARE(c.groupBandwidth.size(), 3);
    QCOMPARE(c.groupBandwidth.at(0).groupName, u"group-0 (gpu-01)"_s);
    // The failed-node rows with reasons (MCP list_failed_nodes).
    QCOMPARE(report.failedNodeEntries.size(), 2);
    QCOMPARE(report.failedNodeEntries.at(0).reason, u"HardwareFailureDetected"_s);
    QCOMPARE(report.failedNodeEntries.at(1).reason, u"ThresholdViolation"_s);
    // Events of the run and of its Jobs.
    QStringList reasons;
    for (const RunEvent &e : report.events)
        reasons << e.reason;
    QCOMPARE(reasons, (QStringList{u"HardwareFailureDetected"_s, u"WorkflowFailed"_s}));
}

void TestRunReport::excludedNodes()
{
    // Section 2.4 and 2.6: exclusions from the first Workflow with orchestration.
    const RunReport report = build(RunKind::Certification, u"fleet-a"_s, u"nvcre"_s);
    QCOMPARE(report.excludedNodes,
             (QStringList{u"ip-10-0-4-17"_s, u"ip-10-0-4-22"_s, u"ip-10-0-5-3"_s}));
    QVERIFY(report.exclusionReason.contains(u"unschedulable (cordoned): ip-10-0-4-17"_s));
    QVERIFY(report.exclusionReason.contains(u"insufficient GPU capacity"_s));
    QCOMPARE(report.events.size(), 1);
    QCOMPARE(report.events.at(0).reason, u"CordonedNodesExcluded"_s);
}

void TestRunReport::iterations()
{
    // Section 3.1: iterations when more than one; runtime the sum over iterations, a running
    // one measured to now; the requested test scale from the annotation; MNNVL from options.
    const RunReport report = build(RunKind::Certification, u"soak"_s, u"nvcre"_s);
    const CategoryReport &c = report.categories.at(0);
    QCOMPARE(c.iterations.size(), 3);
    QCOMPARE(c.iterations.at(0).status, u"Failed"_s);
    QCOMPARE(c.iterations.at(0).duration, u"30s"_s);
    QCOMPARE(c.iterations.at(1).status, u"Succeeded"_s);
    QCOMPARE(c.iterations.at(1).duration, u"10m 0s"_s);
    QCOMPARE(c.iterations.at(2).status, u"Running"_s);
    QCOMPARE(c.iterations.at(2).number, 3);
    QCOMPARE(c.testScale, u"intra-rack"_s);
    QCOMPARE(c.mnnvl, u"Enabled"_s);
    // A group that failed in an earlier iteration is a failed group.
    QCOMPARE(c.failedGroups.size(), 1);
}

void TestRunReport::workloadRunGoodput()
{
    // Section 5 (d): title, domains from the group's domains, nodeResults, failedNodes null.
    const RunReport report = build(RunKind::WorkloadRun, u"llama-smoke"_s, u"default"_s);
    QCOMPARE(report.title, u"WorkloadRun Report"_s);
    const CategoryReport &c = report.categories.at(0);
    QCOMPARE(c.domains.size(), 1);
    QCOMPARE(c.domains.at(0).name, u"rack-7"_s);
    QCOMPARE(c.domains.at(0).nodeCount, 2);
    QCOMPARE(c.domains.at(0).goodput, u"0.93 (93%)"_s);
    QCOMPARE(c.domains.at(0).tflops, u"512.6"_s);
    QCOMPARE(c.domains.at(0).stepTime, u"2.74s"_s);
    QCOMPARE(report.nodeResults.size(), 2);
    QCOMPARE(report.nodeResults.at(0).rack, u"rack-7"_s);
    QCOMPARE(report.nodeResults.at(0).status, u"Passed"_s);
    const QJsonObject json = runReportJson(report);
    QVERIFY(json.value(u"failedNodes"_s).isNull());
    QCOMPARE(json.value(u"title"_s).toString(), u"WorkloadRun Report"_s);
    QCOMPARE(workloadRunPhase(m_runs.find(u"WorkloadRun"_s, u"default"_s, u"llama-smoke"_s)),
             u"InProgress"_s);
    // The failed run: nodes Failed, group reason from the ConfigMap (no Job).
    const RunReport failed = build(RunKind::WorkloadRun, u"nccl-check"_s, u"default"_s);
    QCOMPARE(failed.nodeResults.at(1).status, u"Failed"_s);
    QVERIFY(failed.categories.at(0).failedGroups.at(0).reason.startsWith(u"Threshold"_s));
    QCOMPARE(workloadRunPhase(m_runs.find(u"WorkloadRun"_s, u"default"_s, u"nccl-check"_s)),
             u"Failed"_s);
}

void TestRunReport::notFound()
{
    // Section 3.5's message, with a code and a hint.
    const Result<RunReport> report =
        buildRunReport(m_runs, RunKind::Certification, u"nope"_s, u"nvcre"_s);
    QVERIFY(!report);
    QCOMPARE(report.error().code, Code::NVCRE_RUN_NOT_FOUND);
    QCOMPARE(report.error().message, u"certification \"nope\" not found in namespace \"nvcre\""_s);
    // The right name in the wrong namespace is not found either.
    QVERIFY(!buildRunReport(m_runs, RunKind::Certification, u"gpu-cert"_s, u"default"_s));
}

void TestRunReport::jsonFieldNames_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("ns");
    QTest::addRow("passing") << int(RunKind::Certification) << u"gpu-cert"_s << u"nvcre"_s;
    QTest::addRow("failed") << int(RunKind::Certification) << u"gpu-cert-bad"_s << u"nvcre"_s;
    QTest::addRow("incomplete") << int(RunKind::Certification) << u"fleet-a"_s << u"nvcre"_s;
    QTest::addRow("iterations") << int(RunKind::Certification) << u"soak"_s << u"nvcre"_s;
    QTest::addRow("workloadrun") << int(RunKind::WorkloadRun) << u"llama-smoke"_s << u"default"_s;
}

void TestRunReport::jsonFieldNames()
{
    // Section 3.1: every key is one of CertReport's; the always-present ones are there.
    QFETCH(int, kind);
    QFETCH(QString, name);
    QFETCH(QString, ns);
    const RunReport report = build(RunKind(kind), name, ns);
    const QJsonObject json = runReportJson(report);
    QStringList keys;
    collectKeys(json, keys, QString());
    for (const QString &key : std::as_const(keys))
        QVERIFY2(reportKeys().contains(key.section(u'.', -1)), qPrintable(key));
    for (const char *always :
         {"name", "platform", "gpu", "totalNodes", "categories", "failedNodes", "result"})
        QVERIFY2(json.contains(QLatin1String(always)), always);
    for (const QJsonValue &c : json.value(u"categories"_s).toArray())
        for (const char *always : {"domain", "variant", "status"})
            QVERIFY2(c.toObject().contains(QLatin1String(always)), always);
}

void TestRunReport::jsonOmitEmpty()
{
    // Section 3.1: a certification with no failed nodes says `[]`; the default title and empty
    // exclusions are left out; one report is an object, several an array.
    const RunReport report = build(RunKind::Certification, u"gpu-cert"_s, u"nvcre"_s);
    const QJsonObject json = runReportJson(report);
    QVERIFY(json.value(u"failedNodes"_s).isArray());
    QCOMPARE(json.value(u"failedNodes"_s).toArray().size(), 0);
    QVERIFY(!json.contains(u"title"_s));
    QVERIFY(!json.contains(u"excludedNodes"_s));
    QVERIFY(!json.contains(u"drift"_s));
    QVERIFY(!json.value(u"categories"_s).toArray().at(0).toObject().contains(u"failureReason"_s));
    QVERIFY(runReportsJson({report}).isObject());
    QCOMPARE(runReportsJson({report, report}).toArray().size(), 2);
    QVERIFY(runReportsJsonText({report}).startsWith("{\n  \""));
    // Drift, when there is any, under `drift`.
    RunReport drifted = report;
    drifted.drift << RunDrift{u"communication/nccl-all-reduce"_s, u"detectedPlatform"_s,
                              u"onprem"_s, u"aws"_s, u"node labels changed"_s};
    const QJsonArray drift = runReportJson(drifted).value(u"drift"_s).toArray();
    QCOMPARE(drift.size(), 1);
    QCOMPARE(drift.at(0).toObject().value(u"previewed"_s).toString(), u"aws"_s);
}

void TestRunReport::junitLayout_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("tests");
    QTest::addColumn<int>("failures");
    QTest::addColumn<int>("errors");
    QTest::addColumn<QString>("mustContain");
    // Section 3.4: Succeeded has no child; `time` from the runtime (10m 0s -> 600).
    QTest::addRow("passing")
        << u"gpu-cert"_s << 2 << 0 << 0
        << u"<testcase name=\"nccl-all-reduce\" classname=\"gpu-cert.communication\" time=\"600\"/>"_s;
    QTest::addRow("failed")
        << u"gpu-cert-bad"_s << 2 << 1 << 0
        << u"<failure message=\"2 groups failed across 1 iterations; hardware failures "
           "occurred on one or more nodes\">"_s;
    // INCOMPLETE: the extra `certification` case with an error.
    QTest::addRow("incomplete")
        << u"fleet-a"_s << 2 << 0 << 1
        << u"<error message=\"Certification did not complete: INCOMPLETE\">"_s;
    // RUNNING with category errors: no extra case.
    QTest::addRow("running") << u"soak"_s << 2 << 0 << 2
                             << u"<error message=\"Category did not complete: Pending\">"_s;
}

void TestRunReport::junitLayout()
{
    QFETCH(QString, name);
    QFETCH(int, tests);
    QFETCH(int, failures);
    QFETCH(int, errors);
    QFETCH(QString, mustContain);
    const RunReport report = build(RunKind::Certification, name, u"nvcre"_s);
    const QString xml = QString::fromUtf8(runReportsJUnit({report}));
    QVERIFY(xml.startsWith(u"<?xml version=\"1.0\" encoding=\"UTF-8\"?>"_s));
    QVERIFY2(xml.contains(
                 u"<testsuite name=\"%1\" tests=\"%2\" failures=\"%3\" errors=\"%4\""_s.arg(name)
                     .arg(tests)
                     .arg(failures)
                     .arg(errors)),
             qPrintable(xml));
    QVERIFY2(xml.contains(mustContain), qPrintable(xml));
}

void TestRunReport::junitSchema()
{
    // Every fixture run's JUnit, one file with all of them, against the schema the test carries.
    const QString xmllint = QStandardPaths::findExecutable(u"xmllint"_s);
    if (xmllint.isEmpty())
        QFAIL("xmllint is missing: installer/dev.sh installs libxml2-utils");
    QList<RunReport> reports;
    for (const QString &name : {u"gpu-cert"_s, u"gpu-cert-bad"_s, u"fleet-a"_s, u"soak"_s})
        reports << build(RunKind::Certification, name, u"nvcre"_s);
    reports << build(RunKind::WorkloadRun, u"llama-smoke"_s, u"default"_s);
    QTemporaryDir dir;
    QFile file(dir.filePath(u"junit.xml"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(runReportsJUnit(reports));
    file.close();
    QProcess lint;
    lint.start(xmllint, {u"--noout"_s, u"--schema"_s, Test::fixture(u"nvcre-runs/junit.xsd"_s),
                         file.fileName()});
    QVERIFY(lint.waitForFinished(30000));
    QVERIFY2(lint.exitCode() == 0, lint.readAllStandardError().constData());
    // And a broken document fails it, so the check checks.
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("<testsuites><testsuite name=\"x\"/></testsuites>");
    file.close();
    lint.start(xmllint, {u"--noout"_s, u"--schema"_s, Test::fixture(u"nvcre-runs/junit.xsd"_s),
                         file.fileName()});
    QVERIFY(lint.waitForFinished(30000));
    QVERIFY(lint.exitCode() != 0);
}

void TestRunReport::textReport()
{
    // Section 3.2's facts; the failure log's escape sequence is shown, never sent raw.
    const RunReport report = build(RunKind::Certification, u"gpu-cert-bad"_s, u"nvcre"_s);
    const QString text = runReportsText({report});
    QVERIFY(text.contains(u"Certification Report"_s));
    QVERIFY(text.contains(u"  Name:      gpu-cert-bad"_s));
    QVERIFY(text.contains(u"Failure Log (one captured pod):"_s));
    QVERIFY(text.contains(u"\\e[31mNCCL failure"_s));
    QVERIFY(!text.contains(QChar(0x1b)));
    QVERIFY(text.contains(u"Categories:   1/2 passed"_s));
    QVERIFY(text.contains(u"Failed Nodes: 2"_s));
    QVERIFY(text.contains(u"  - gpu-02 (HardwareFailureDetected)"_s));
    QVERIFY(text.contains(u"Result:       FAILED"_s));
    const QString wr =
        runReportsText({build(RunKind::WorkloadRun, u"llama-smoke"_s, u"default"_s)});
    QVERIFY(wr.contains(u"WorkloadRun Report"_s));
    QVERIFY(wr.contains(u"Avg Runtime Goodput:  0.93 (93%)"_s));
    const QString incomplete =
        runReportsText({build(RunKind::Certification, u"fleet-a"_s, u"nvcre"_s)});
    QVERIFY(incomplete.contains(u"  Excluded:  3 (ip-10-0-4-17, ip-10-0-4-22, ip-10-0-5-3)"_s));
}

void TestRunReport::verdictMessage()
{
    // Section 3.3: RUNNING and FAILED named, joined `; `; INCOMPLETE and PASSED are not.
    const QList<RunReport> reports{build(RunKind::Certification, u"gpu-cert"_s, u"nvcre"_s),
                                   build(RunKind::Certification, u"soak"_s, u"nvcre"_s),
                                   build(RunKind::Certification, u"fleet-a"_s, u"nvcre"_s),
                                   build(RunKind::Certification, u"gpu-cert-bad"_s, u"nvcre"_s)};
    QCOMPARE(runReportsVerdictMessage(reports),
             u"certification \"soak\" is still running; certification \"gpu-cert-bad\" failed"_s);
    QCOMPARE(runReportsVerdictMessage({reports.at(0), reports.at(2)}), QString());
    QCOMPARE(runReportsVerdictMessage({build(RunKind::WorkloadRun, u"nccl-check"_s, u"default"_s)}),
             u"workloadrun \"nccl-check\" failed"_s);
}

void TestRunReport::statusRows()
{
    RunReportOptions options;
    options.now = fixtureNow();
    const Result<QList<RunStatusRow>> rows =
        runStatusRows(m_runs, RunKind::Certification, u"nvcre"_s, QString(), options);
    QVERIFY(rows);
    QStringList seen;
    for (const RunStatusRow &row : *rows)
        seen << row.name + u' ' + row.result + u' ' + row.progress;
    QCOMPARE(seen,
             (QStringList{u"diag-cert FAILED 0/1 passed"_s, u"fleet-a INCOMPLETE 1/1 passed"_s,
                          u"gpu-cert PASSED 2/2 passed"_s, u"gpu-cert-bad FAILED 1/2 passed"_s,
                          u"rack-cert FAILED 0/1 passed"_s, u"soak RUNNING 0/2 passed"_s}));
    // `-o json`: the section 3.5 status object, with the progress.
    const QJsonObject json = rows->at(1).json;
    QCOMPARE(json.value(u"result"_s).toString(), u"INCOMPLETE"_s);
    QCOMPARE(json.value(u"progress"_s).toString(), u"1/1 passed"_s);
    QCOMPARE(json.value(u"excludedNodes"_s).toArray().size(), 3);
    const Result<QList<RunStatusRow>> all =
        runStatusRows(m_runs, RunKind::Certification, QString(), QString(), options);
    QVERIFY(all);
    QCOMPARE(all->size(), 7);
    const Result<QList<RunStatusRow>> missing =
        runStatusRows(m_runs, RunKind::Certification, u"nvcre"_s, u"nope"_s, options);
    QVERIFY(!missing);
    QCOMPARE(missing.error().code, Code::NVCRE_RUN_NOT_FOUND);
}

void TestRunReport::brokenGzipIsANote()
{
    // A damaged node-result ConfigMap: the report still builds, the note names the ConfigMap.
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromFile(Test::fixture(u"nvcre-runs/broken-gzip.yaml"_s));
    QVERIFY(snapshot);
    const RunObjects runs = RunObjects::fromSnapshot(*snapshot);
    const Result<RunReport> report =
        buildRunReport(runs, RunKind::Certification, u"broken"_s, u"nvcre"_s);
    QVERIFY(report);
    QCOMPARE(report->result, u"FAILED"_s);
    QCOMPARE(report->failedNodes, QStringList());
    QCOMPARE(report->notes.size(), 1);
    QVERIFY2(report->notes.at(0).contains(u"nvcre/failed-nodes-deadbeef"_s),
             qPrintable(report->notes.at(0)));
    QVERIFY(report->notes.at(0).contains(u"not valid gzip"_s));
    const Result<QList<FailedNodeEntry>> rows = failedNodesOf(runs.configMaps.at(0));
    QVERIFY(!rows);
    QCOMPARE(rows.error().code, Code::NVCRE_NODE_RESULTS);
}

void TestRunReport::nodeResultsLimit()
{
    // Decompression stops at the node-results limit: LIMIT_EXCEEDED, not a huge allocation.
    const QJsonObject cm = m_runs.find(u"ConfigMap"_s, u"nvcre"_s, u"failed-nodes-c41e09b7"_s);
    QVERIFY(!cm.isEmpty());
    QVERIFY(failedNodesOf(cm));
    Limits::setValue(Limits::NodeResultsBytes, 16);
    const auto restore = qScopeGuard([] { Limits::setValue(Limits::NodeResultsBytes, 0); });
    const Result<QList<FailedNodeEntry>> rows = failedNodesOf(cm);
    QVERIFY(!rows);
    QCOMPARE(rows.error().code, Code::LIMIT_EXCEEDED);
    QVERIFY(rows.error().message.contains(u"failed-nodes-c41e09b7"_s));
}

void TestRunReport::succeededNodes()
{
    const QJsonObject cm = m_runs.find(u"ConfigMap"_s, u"nvcre"_s, u"succeeded-nodes-3f9a1c2e"_s);
    const Result<QStringList> nodes = succeededNodesOf(cm);
    QVERIFY(nodes);
    QCOMPARE(*nodes, (QStringList{u"gpu-01"_s, u"gpu-02"_s}));
    // Not base64.
    QJsonObject bad = cm;
    bad.insert(u"binaryData"_s, QJsonObject{{u"succeeded-nodes.csv.gz"_s, u"@@@"_s}});
    const Result<QStringList> broken = succeededNodesOf(bad);
    QVERIFY(!broken);
    QCOMPARE(broken.error().code, Code::NVCRE_NODE_RESULTS);
}

void TestRunReport::drift()
{
    // Drift (rundrift.h) through the report's one spot: gpu-cert's training Workflow recorded
    // aws/gb200, the snapshot's nodes now are on-prem H100s; its nccl Workflow recorded
    // onprem/h100 and has no detection drift.
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromFile(Test::fixture(u"nvcre-runs/runs.yaml"_s));
    QVERIFY(snapshot);
    RunReport report = build(RunKind::Certification, u"gpu-cert"_s, u"nvcre"_s);
    addRunDrift(report, m_runs, *snapshot);
    QVERIFY2(report.driftError.isEmpty(), qPrintable(report.driftError));
    QStringList fields;
    for (const RunDrift &d : report.drift)
        fields << d.category + u' ' + d.field + u' ' + d.recorded + u"->"_s + d.previewed;
    QVERIFY2(fields.contains(u"training/nemotron5-8b detectedPlatform aws->onprem"_s),
             qPrintable(fields.join(u'\n')));
    QVERIFY2(fields.contains(u"training/nemotron5-8b detectedGPUArchitecture gb200->h100"_s),
             qPrintable(fields.join(u'\n')));
    for (const RunDrift &d : report.drift)
        QVERIFY2(d.category != u"communication/nccl-all-reduce"_s ||
                     d.field == u"appliedOverrides"_s,
                 qPrintable(d.field));
    QCOMPARE(runReportJson(report).value(u"drift"_s).toArray().size(), report.drift.size());
}

Q_DECLARE_METATYPE(VerdictRow)

// STATUS-NOTES section 0: a Job names its Workflow by label or owner; the naming rule
// (`<workflow>-job`, `<workflow>-<group>-iter-<n>`) only counts for a Job that names none, and
// only with a group of that Workflow: run `llama`'s report must not take `llama-smoke`'s Jobs.
void TestRunReport::jobsOfTheirWorkflow_data()
{
    QTest::addColumn<QString>("job");
    QTest::addColumn<QString>("label");
    QTest::addColumn<QStringList>("workflows"); // the Workflows that count it as theirs
    QTest::newRow("labelled for llama-smoke, named like llama's")
        << u"llama-smoke-group-0-iter-1"_s << u"llama-smoke"_s << QStringList{u"llama-smoke"_s};
    QTest::newRow("unlabelled, a group of llama")
        << u"llama-group-0-iter-1"_s << QString() << QStringList{u"llama"_s};
    QTest::newRow("unlabelled, llama-smoke's name")
        << u"llama-smoke-group-0-iter-2"_s << QString() << QStringList{u"llama-smoke"_s};
    QTest::newRow("unlabelled single job")
        << u"llama-job"_s << QString() << QStringList{u"llama"_s};
    QTest::newRow("labelled for another Workflow") << u"llama-job"_s << u"other"_s << QStringList{};
}

void TestRunReport::jobsOfTheirWorkflow()
{
    QFETCH(QString, job);
    QFETCH(QString, label);
    QFETCH(QStringList, workflows);
    const auto workflow = [](const QString &name) {
        return QJsonObject{
            {u"apiVersion"_s, u"nvcre.nvidia.com/v1alpha1"_s},
            {u"kind"_s, u"Workflow"_s},
            {u"metadata"_s, QJsonObject{{u"name"_s, name}, {u"namespace"_s, u"ml"_s}}},
            {u"status"_s,
             QJsonObject{{u"orchestration"_s,
                          QJsonObject{{u"groups"_s,
                                       QJsonArray{QJsonObject{{u"name"_s, u"group-0"_s}}}}}}}}};
    };
    QJsonObject metadata{{u"name"_s, job}, {u"namespace"_s, u"ml"_s}};
    if (!label.isEmpty())
        metadata.insert(u"labels"_s, QJsonObject{{u"nvcre.nvidia.com/workflow"_s, label}});
    const RunObjects objects =
        RunObjects::fromObjects({workflow(u"llama"_s), workflow(u"llama-smoke"_s),
                                 QJsonObject{{u"apiVersion"_s, u"nvcre.nvidia.com/v1alpha1"_s},
                                             {u"kind"_s, u"Job"_s},
                                             {u"metadata"_s, metadata}}});
    QStringList owners;
    for (const QJsonObject &wf : objects.workflows) {
        if (!objects.jobsOf(wf).isEmpty())
            owners << wf.value(u"metadata"_s).toObject().value(u"name"_s).toString();
    }
    QCOMPARE(owners, workflows);
}

// A run in one namespace never reports another namespace's Workflow of the same name.
void TestRunReport::noWorkflowOfAnotherNamespace()
{
    const auto meta = [](const QString &name, const QString &ns) {
        return QJsonObject{{u"name"_s, name}, {u"namespace"_s, ns}};
    };
    const RunObjects objects = RunObjects::fromObjects(
        {QJsonObject{{u"apiVersion"_s, u"nvcre.nvidia.com/v1alpha1"_s},
                     {u"kind"_s, u"WorkloadRun"_s},
                     {u"metadata"_s, meta(u"smoke"_s, u"team-a"_s)}},
         QJsonObject{
             {u"apiVersion"_s, u"nvcre.nvidia.com/v1alpha1"_s},
             {u"kind"_s, u"Workflow"_s},
             {u"metadata"_s, meta(u"smoke"_s, u"team-b"_s)},
             {u"status"_s,
              QJsonObject{{u"orchestration"_s, QJsonObject{{u"totalNodes"_s, 9},
                                                           {u"detectedPlatform"_s, u"gcp"_s}}}}}}});
    const Result<RunReport> report =
        buildRunReport(objects, RunKind::WorkloadRun, u"smoke"_s, u"team-a"_s);
    QVERIFY(report);
    QCOMPARE(report->totalNodes, 0);
    QVERIFY(report->platform != u"gcp"_s);
}

void TestRunReport::belowMin_data()
{
    // Section 3.1: `belowMin` when the busBandwidthGBps expression fails for the value but
    // passes for +Inf.
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("busBW");
    QTest::addColumn<bool>("below");
    QTest::newRow("under a minimum") << u"value >= 400"_s << u"311.42"_s << true;
    QTest::newRow("over a minimum") << u"value >= 400"_s << u"452.10"_s << false;
    QTest::newRow("on the minimum, a double literal")
        << u"value >= 400.0"_s << u"400.00"_s << false;
    QTest::newRow("over a maximum: fails for +Inf too")
        << u"value <= 450"_s << u"487.87"_s << false;
    QTest::newRow("a range, under it") << u"value >= 100 && value <= 900"_s << u"12.00"_s << false;
    QTest::newRow("does not compile") << u"value >= "_s << u"12.00"_s << false;
    QTest::newRow("no threshold") << QString() << u"12.00"_s << false;
}

void TestRunReport::belowMin()
{
    QFETCH(QString, expression);
    QFETCH(QString, busBW);
    QFETCH(bool, below);
    const auto meta = [](const QString &name) {
        return QJsonObject{{u"name"_s, name}, {u"namespace"_s, u"ml"_s}};
    };
    QJsonObject spec;
    if (!expression.isEmpty())
        spec = QJsonObject{
            {u"validation"_s,
             QJsonObject{
                 {u"performance"_s,
                  QJsonObject{{u"thresholds"_s,
                               QJsonObject{{u"thresholds"_s, QJsonObject{{u"busBandwidthGBps"_s,
                                                                          expression}}}}}}}}}};
    const auto group = [](const QString &name, const QString &node) {
        return QJsonObject{
            {u"name"_s, name},
            {u"nodes"_s, QJsonArray{node}},
            {u"phase"_s, u"Succeeded"_s},
            {u"jobRef"_s, QJsonObject{{u"name"_s, QString(u"wr-"_s + name + u"-iter-1"_s)}}}};
    };
    QList<QJsonObject> objects{
        {{u"apiVersion"_s, u"nvcre.nvidia.com/v1alpha1"_s},
         {u"kind"_s, u"WorkloadRun"_s},
         {u"metadata"_s, meta(u"wr"_s)}},
        {{u"apiVersion"_s, u"nvcre.nvidia.com/v1alpha1"_s},
         {u"kind"_s, u"Workflow"_s},
         {u"metadata"_s, meta(u"wr"_s)},
         {u"spec"_s, spec},
         {u"status"_s,
          QJsonObject{{u"orchestration"_s,
                       QJsonObject{{u"totalGroups"_s, 2},
                                   {u"groups"_s, QJsonArray{group(u"group-0"_s, u"a"_s),
                                                            group(u"group-1"_s, u"b"_s)}}}}}}}};
    for (const QString &g : {u"group-0"_s, u"group-1"_s}) {
        objects << QJsonObject{{u"apiVersion"_s, u"nvcre.nvidia.com/v1alpha1"_s},
                               {u"kind"_s, u"Job"_s},
                               {u"metadata"_s, meta(QString(u"wr-"_s + g + u"-iter-1"_s))}};
        objects << QJsonObject{
            {u"apiVersion"_s, u"nvcre.nvidia.com/v1alpha1"_s},
            {u"kind"_s, u"BandwidthMeasurement"_s},
            {u"metadata"_s, meta(QString(u"wr-"_s + g + u"-iter-1-bandwidth"_s))},
            {u"status"_s, QJsonObject{{u"results"_s, QJsonArray{QJsonObject{{u"sizeBytes"_s, 1024},
                                                                            {u"algBW"_s, u"1.00"_s},
                                                                            {u"busBW"_s, busBW},
                                                                            {u"samples"_s, 1}}}}}}};
    }
    const Result<RunReport> report =
        buildRunReport(RunObjects::fromObjects(objects), RunKind::WorkloadRun, u"wr"_s, u"ml"_s);
    QVERIFY(report);
    const QList<GroupBandwidthRow> rows = report->categories.at(0).groupBandwidth;
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(0).busBW, busBW + u" GB/s"_s);
    QCOMPARE(rows.at(0).belowMin, below);
    QCOMPARE(rows.at(1).belowMin, below);
    QCOMPARE(runReportJson(*report)
                 .value(u"categories"_s)[0][u"groupBandwidth"_s][0][u"belowMin"_s]
                 .toBool(),
             below);
}

void TestRunReport::cliques()
{
    // Section 3.1: cliques only with spec.orchestration.topology; passed = every node finished
    // and none failed; a failed group's clique is not. The text shows ✓ / ✗, the lowest group
    // bus bandwidth and LOW below the threshold (section 3.2).
    const RunReport report = build(RunKind::Certification, u"rack-cert"_s, u"nvcre"_s);
    const CategoryReport &c = report.categories.at(0);
    QCOMPARE(c.testScale, u"intra-rack"_s);
    QCOMPARE(c.cliques.size(), 2);
    QCOMPARE(c.cliques.at(0).name, u"clique-a"_s);
    QCOMPARE(c.cliques.at(0).total, 2);
    QCOMPARE(c.cliques.at(0).validated, 2);
    QVERIFY(c.cliques.at(0).passed);
    QCOMPARE(c.cliques.at(1).name, u"clique-b"_s);
    QCOMPARE(c.cliques.at(1).validated, 2);
    QVERIFY(!c.cliques.at(1).passed);
    QVERIFY(c.groupBandwidth.at(1).belowMin);
    QVERIFY(!c.groupBandwidth.at(0).belowMin);
    const QJsonObject clique =
        runReportJson(report).value(u"categories"_s)[0][u"cliques"_s][1].toObject();
    QCOMPARE(clique, (QJsonObject{{u"name"_s, u"clique-b"_s},
                                  {u"total"_s, 2},
                                  {u"validated"_s, 2},
                                  {u"passed"_s, false}}));
    const QString text = runReportsText({report});
    QVERIFY2(text.contains(u"✓  clique-a 2/2 nodes  min BusBW 466.10 GB/s"_s), qPrintable(text));
    QVERIFY(text.contains(u"✗  clique-b 2/2 nodes  min BusBW 280.25 GB/s  LOW"_s));
    QVERIFY(text.contains(u"  Transport: NVLink"_s));
    // No topology: no cliques.
    QVERIFY(build(RunKind::Certification, u"gpu-cert-bad"_s, u"nvcre"_s)
                .categories.at(0)
                .cliques.isEmpty());
}

void TestRunReport::enrichedGroupReason_data()
{
    // Section 3.1 failedGroups[].reason: a Job Failed message naming `first failed job: <n>`
    // becomes `<Reason> — <f> of <t> pods failed` from that batch Job; without it, as written.
    QTest::addColumn<bool>("withBatchJob");
    QTest::addColumn<QString>("reason");
    const QString wf = u"rack-cert-communication-nccl-all-reduce"_s;
    QTest::newRow("batch Job read") << true << u"BackoffLimitExceeded — 1 of 2 pods failed"_s;
    QTest::newRow("batch Job not read")
        << false
        << u"Workload TrainJob/%1-group-1-iter-1 failed: JobSet failed, first failed job: "
           "%1-group-1-iter-1-node-0."_s.arg(wf);
}

void TestRunReport::enrichedGroupReason()
{
    QFETCH(bool, withBatchJob);
    QFETCH(QString, reason);
    RunObjects runs = m_runs;
    QCOMPARE(runs.batchJobs.size(), 1); // the snapshot keeps batch/v1 Jobs with the runs
    if (!withBatchJob)
        runs.batchJobs.clear();
    RunReportOptions options;
    options.now = fixtureNow();
    const Result<RunReport> report =
        buildRunReport(runs, RunKind::Certification, u"rack-cert"_s, u"nvcre"_s, options);
    QVERIFY(report);
    QCOMPARE(report->categories.at(0).failedGroups.size(), 1);
    QCOMPARE(report->categories.at(0).failedGroups.at(0).reason, reason);
    QCOMPARE(firstFailedJobName(u"x failed, first failed job: a-b.c-0."_s), u"a-b.c-0"_s);
    QCOMPARE(firstFailedJobName(u"Workload TrainJob/x has failed"_s), QString());
}

void TestRunReport::diagnose()
{
    // Section 3.1 diagnose{}: from status.orchestration.diagnose, one test per group that ran
    // (history then current), the confirmed faulty nodes of section 2.2's confirmation rows.
    const RunReport report = build(RunKind::Certification, u"diag-cert"_s, u"nvcre"_s);
    const CategoryReport &c = report.categories.at(0);
    QVERIFY(c.diagnose);
    QVERIFY(c.cliques.isEmpty());
    QVERIFY(c.groupBandwidth.isEmpty()); // not for diagnose
    QCOMPARE(c.testScale, u"diagnose"_s);
    const DiagnoseReport &d = *c.diagnose;
    QCOMPARE(d.stage, u"complete"_s);
    QCOMPARE(d.rounds, 2);
    QCOMPARE(d.healthyCount, 3);
    QCOMPARE(d.suspectCount, 1);
    QCOMPARE(d.confirmedFaulty, QStringList{u"dg-4"_s});
    QCOMPARE(d.faultyByDomain.value(u"rack-b"_s), QStringList{u"dg-4"_s});
    QCOMPARE(d.infrastructureFaults.size(), 1);
    QCOMPARE(d.infrastructureFaults.at(0).stage, u"cross-boundary"_s);
    QCOMPARE(d.tests.size(), 4);
    QCOMPARE(d.tests.at(0).stage, QString()); // groups record no stage (section 1)
    QCOMPARE(d.tests.at(0).domain, u"rack-a"_s);
    QVERIFY(d.tests.at(0).passed);
    QVERIFY(!d.tests.at(1).passed);
    QCOMPARE(d.tests.at(3).stage, u"complete"_s);
    QCOMPARE(d.maxBW, u"471.30 GB/s"_s);
    QCOMPARE(d.maxBWNodes, (QStringList{u"dg-1"_s, u"dg-2"_s}));
    QCOMPARE(d.minBW, u"190.05 GB/s"_s);
    QCOMPARE(d.minBWDomain, u"rack-b"_s);
    const QJsonObject json =
        runReportJson(report).value(u"categories"_s)[0][u"diagnose"_s].toObject();
    QCOMPARE(json.value(u"confirmedFaulty"_s).toArray(), QJsonArray{u"dg-4"_s});
    QCOMPARE(json.value(u"tests"_s).toArray().size(), 4);
    QCOMPARE(json.value(u"minBWDomain"_s).toString(), u"rack-b"_s);
    const QString text = runReportsText({report});
    QVERIFY2(text.contains(u"  Faulty:    rack-b: dg-4"_s), qPrintable(text));
    QVERIFY(text.contains(u"  Infra:     rack-b: group-0 <-> group-1 (cross-boundary)"_s));
    QVERIFY(text.contains(u"  Min BW:    190.05 GB/s (rack-b: dg-3, dg-4)"_s));
    QVERIFY(!text.contains(u"Nodes/Job:"_s)); // scope lines omitted for diagnose
    QVERIFY(!text.contains(u"group-2"_s));    // still running: not a test yet
}

namespace {

/// Every object's keys in the order JSON text writes them.
struct KeyScanner
{
    const QByteArray &text;
    qsizetype at = 0;
    QList<QStringList> objects;

    void space()
    {
        while (at < text.size() && QByteArrayView(" \n\r\t").contains(text.at(at)))
            ++at;
    }
    QString string()
    {
        const qsizetype start = ++at; // after the quote
        while (at < text.size() && text.at(at) != '"')
            at += text.at(at) == '\\' ? 2 : 1;
        return QString::fromUtf8(text.mid(start, at++ - start));
    }
    void value()
    {
        space();
        if (at >= text.size())
            return;
        const char c = text.at(at);
        if (c == '{' || c == '[') {
            ++at;
            QStringList keys;
            for (space(); at < text.size() && text.at(at) != (c == '{' ? '}' : ']'); space()) {
                if (c == '{') {
                    keys << string();
                    space();
                    ++at; // ':'
                }
                value();
                space();
                if (at < text.size() && text.at(at) == ',')
                    ++at;
            }
            ++at;
            if (c == '{')
                objects << keys;
        } else if (c == '"') {
            string();
        } else {
            while (at < text.size() && !QByteArrayView(",]} \n").contains(text.at(at)))
                ++at;
        }
    }
};

/// Section 3.1's types, each as Go declares its fields (`drift` and its fields are ours).
const QList<QStringList> &goFieldOrders()
{
    static const QList<QStringList> orders = [] {
        QList<QStringList> out;
        for (const char *list :
             {"title name platform gpu totalNodes excludedNodes exclusionReason categories "
              "failedNodes result nodeResults drift",
              "domain variant status failureReason statusDetail runtime testScale nodesPerJob jobs "
              "placement targetNodes exercisedNodes mnnvl failedGroups cliques domains bandwidth "
              "transport groupBandwidth diagnose iterations",
              "name nodeCount nodes reason failureLog", "podName nodeName exitCode reason tail",
              "name total validated passed", "name nodeCount goodput tflops stepTime",
              "size algBW busBW samples provisional provisionalReason",
              "group groupName nodes busBW transport belowMin failed provisional provisionalReason",
              "stage rounds healthyCount suspectCount confirmedFaulty infrastructureFaults maxBW "
              "maxBWDomain maxBWNodes minBW minBWDomain minBWNodes tests",
              "domain groupA groupB stage",
              "stage name nodes domain busBW passed provisional provisionalReason",
              "number status duration", "name group rack status",
              "category field recorded previewed reason"})
            out << QString::fromLatin1(list).split(u' ');
        return out;
    }();
    return orders;
}

} // namespace

void TestRunReport::jsonKeyOrder()
{
    // Section 3.1: every object of every report is written in its Go type's field order (Go
    // keeps struct order where QJsonObject sorts), `[]` for no failed nodes.
    QList<RunReport> reports;
    for (const QJsonObject &cert : std::as_const(m_runs.certifications))
        reports << build(RunKind::Certification, cert.value(u"metadata"_s)[u"name"_s].toString(),
                         cert.value(u"metadata"_s)[u"namespace"_s].toString());
    for (const QJsonObject &run : std::as_const(m_runs.workloadRuns))
        reports << build(RunKind::WorkloadRun, run.value(u"metadata"_s)[u"name"_s].toString(),
                         run.value(u"metadata"_s)[u"namespace"_s].toString());
    const QByteArray text = runReportsJsonText(reports);
    KeyScanner scanner{text, 0, {}};
    scanner.value();
    QVERIFY(scanner.objects.size() > 50);
    QSet<QString> seenOrders;
    for (const QStringList &keys : std::as_const(scanner.objects)) {
        bool fits = false;
        for (const QStringList &order : goFieldOrders()) {
            qsizetype last = -1;
            bool inOrder = true;
            for (const QString &key : keys) {
                const qsizetype at = order.indexOf(key);
                inOrder = inOrder && at > last;
                last = at;
            }
            fits = fits || inOrder;
        }
        QVERIFY2(fits, qPrintable(u"keys out of nvcrectl's order: "_s + keys.join(u", "_s)));
        seenOrders.insert(keys.join(u' '));
    }
    // The kinds of object the fixtures make are all there, cliques and diagnose included.
    const QString all = QStringList(seenOrders.begin(), seenOrders.end()).join(u'\n');
    for (const QString &key : {u"cliques"_s, u"diagnose"_s, u"groupBandwidth"_s, u"failureLog"_s,
                               u"nodeResults"_s, u"iterations"_s})
        QVERIFY2(all.contains(key), qPrintable(key));
    const QString passed = QString::fromUtf8(
        runReportsJsonText({build(RunKind::Certification, u"gpu-cert"_s, u"nvcre"_s)}));
    QVERIFY(passed.contains(u"\n  \"failedNodes\": [],\n  \"result\": \"PASSED\"\n}\n"_s));
    QVERIFY(passed.startsWith(u"{\n  \"name\": \"gpu-cert\",\n  \"platform\""_s));
    // The same document as the unordered object.
    QCOMPARE(QJsonDocument::fromJson(passed.toUtf8()).object(),
             runReportJson(build(RunKind::Certification, u"gpu-cert"_s, u"nvcre"_s)));
}

QTEST_GUILESS_MAIN(TestRunReport)
#include "tst_runreport.moc"
