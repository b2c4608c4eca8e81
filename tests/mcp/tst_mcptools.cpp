// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The tools of `accelctl mcp serve` (issue 35) through a session, on the demo cluster and the
// fixtures: each answer's structuredContent validates against the tool's outputSchema (the
// project's JSON Schema validator, core/doc/jsonschema.h), failures are isError results with
// the engine's code, and no tool writes anything or hands out a kubeconfig's credentials.
#include "mcpresult.h"
#include "testsupport.h"

#include "doc/documentreader.h"
#include "doc/jsonschema.h"
#include "kube/clustersource.h"
#include "mcp/mcpserver.h"
#include "resourcelimits.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcessEnvironment>
#include <QScopeGuard>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>

#include <sys/stat.h>

using namespace Accel;
using Accel::Test::firstText;
using namespace Accel::Mcp;
using Accel::Test::fixture;

namespace {

QString readFixture(const QString &path)
{
    QFile file(fixture(path));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// The cluster a row names: "demo", or a snapshot fixture.
Kube::ClusterSource clusterFor(const QString &cluster)
{
    Kube::ClusterSourceArguments arguments;
    if (cluster == QLatin1String("demo"))
        arguments.demo = true;
    else
        arguments.snapshotFile = QDir::isAbsolutePath(cluster) ? cluster : fixture(cluster);
    arguments.environment = QProcessEnvironment();
    return *Kube::ClusterSource::parse(arguments);
}

std::shared_ptr<ServerOptions> optionsFor(const QString &cluster)
{
    auto options = std::make_shared<ServerOptions>();
    options->version = QStringLiteral("0-test");
    options->tools = accelTools();
    options->environment.host.rootDir = fixture(QStringLiteral("hosts/nvidia-1"));
    options->environment.host.dockerInfoFile =
        fixture(QStringLiteral("docker-info/nvidia-runtime.json"));
    options->environment.host.gpuModeOverride = std::nullopt;
    options->environment.cluster = clusterFor(cluster);
    return options;
}

/// One tools/call through a fresh session: the result object; with PROGRESS, the call asks
/// for progress and the notifications' messages are put there.
QJsonObject callTool(const std::shared_ptr<ServerOptions> &options, const QString &name,
                     const QJsonObject &arguments, QStringList *progress = nullptr)
{
    QList<QJsonObject> sent;
    Session session(options, [&sent](const QJsonObject &m) { sent << m; });
    session.receive(
        QByteArray(R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":)"
                   R"("2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}})"));
    QJsonObject params{{QStringLiteral("name"), name}, {QStringLiteral("arguments"), arguments}};
    if (progress)
        params.insert(QStringLiteral("_meta"),
                      QJsonObject{{QStringLiteral("progressToken"), QStringLiteral("p")}});
    const QJsonObject request{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                              {QStringLiteral("id"), 1},
                              {QStringLiteral("method"), QStringLiteral("tools/call")},
                              {QStringLiteral("params"), params}};
    session.receive(QJsonDocument(request).toJson(QJsonDocument::Compact));
    QJsonObject answer;
    const bool arrived = QTest::qWaitFor(
        [&] {
            for (const QJsonObject &m : std::as_const(sent))
                if (m.value(QLatin1String("id")) == QJsonValue(1))
                    answer = m;
            return !answer.isEmpty();
        },
        20000);
    Q_UNUSED(arrived)
    if (progress) {
        for (const QJsonObject &m : std::as_const(sent))
            if (m.value(QLatin1String("method")) == QLatin1String("notifications/progress"))
                *progress << m.value(QLatin1String("params"))
                                 .toObject()
                                 .value(QLatin1String("message"))
                                 .toString();
    }
    return answer.value(QLatin1String("result")).toObject();
}

/// A YAML mapping as a JSON object (test text, known good).
QJsonObject yamlObject(const QByteArray &text)
{
    const Result<QJsonValue> value = Doc::readDocument(text, QStringLiteral("test"));
    return value ? value->toObject() : QJsonObject();
}

/// A snapshot of NODES nodes with two GPUs each (gpu.example.com), a claim holding each node's
/// first GPU and a pod waiting on a two-GPU template: lists as long as the fleet, in a file.
QString writeFleet(const QTemporaryDir &dir, int nodes)
{
    const auto meta = [](const QString &name, const QString &ns = {}) {
        QJsonObject m{{QStringLiteral("name"), name}};
        if (!ns.isEmpty())
            m.insert(QStringLiteral("namespace"), ns);
        return m;
    };
    const auto object = [](const QString &apiVersion, const QString &kind,
                           const QJsonObject &metadata, const char *key, const QJsonObject &value) {
        return QJsonObject{{QStringLiteral("apiVersion"), apiVersion},
                           {QStringLiteral("kind"), kind},
                           {QStringLiteral("metadata"), metadata},
                           {QLatin1String(key), value}};
    };
    const QString v1 = QStringLiteral("resource.k8s.io/v1");
    const QString ml = QStringLiteral("ml");
    const QJsonObject requests =
        yamlObject("requests: [{name: gpus, exactly: {deviceClassName: gpu, count: 2}}]");
    QJsonArray items;
    items << object(
        v1, QStringLiteral("DeviceClass"), meta(QStringLiteral("gpu")), "spec",
        yamlObject("selectors: [{cel: {expression: 'device.driver == \"gpu.example.com\"'}}]"));
    items << object(
        v1, QStringLiteral("ResourceClaimTemplate"), meta(QStringLiteral("two"), ml), "spec",
        QJsonObject{{QStringLiteral("spec"), QJsonObject{{QStringLiteral("devices"), requests}}}});
    QJsonObject pod = object(
        QStringLiteral("v1"), QStringLiteral("Pod"), meta(QStringLiteral("waiting"), ml), "spec",
        yamlObject("containers: [{name: c, image: busybox}]\n"
                   "resourceClaims: [{name: gpus, resourceClaimTemplateName: two}]"));
    pod.insert(QStringLiteral("status"),
               QJsonObject{{QStringLiteral("phase"), QStringLiteral("Pending")}});
    items << pod;
    for (int n = 0; n < nodes; ++n) {
        const QString node = QStringLiteral("node-%1").arg(n, 3, 10, QLatin1Char('0'));
        items << QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                             {QStringLiteral("kind"), QStringLiteral("Node")},
                             {QStringLiteral("metadata"), meta(node)}};
        items << object(
            v1, QStringLiteral("ResourceSlice"), meta(node + QStringLiteral("-gpus")), "spec",
            yamlObject(QStringLiteral("driver: gpu.example.com\nnodeName: %1\n"
                                      "pool: {name: %1, generation: 1, resourceSliceCount: 1}\n"
                                      "devices: [{name: gpu-0}, {name: gpu-1}]")
                           .arg(node)
                           .toUtf8()));
        QJsonObject claim =
            object(v1, QStringLiteral("ResourceClaim"), meta(QStringLiteral("held-%1").arg(n), ml),
                   "spec", QJsonObject{{QStringLiteral("devices"), requests}});
        claim.insert(
            QStringLiteral("status"),
            yamlObject(QStringLiteral("allocation: {devices: {results: [{request: gpus, "
                                      "driver: gpu.example.com, pool: %1, device: gpu-0}]}}")
                           .arg(node)
                           .toUtf8()));
        items << claim;
    }
    const QString path = dir.filePath(QStringLiteral("fleet.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(QJsonDocument(QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                                         {QStringLiteral("kind"), QStringLiteral("List")},
                                         {QStringLiteral("items"), items}})
                   .toJson(QJsonDocument::Compact));
    return path;
}

/// How STRUCTURED breaks the outputSchema of the tool named TOOL ("" when it fits).
QString outputSchemaViolations(const QString &tool, const QJsonObject &structured)
{
    for (const Tool &t : accelTools()) {
        if (t.name != tool)
            continue;
        const Result<Doc::JsonSchema> schema = Doc::JsonSchema::fromJson(t.outputSchema, tool);
        if (!schema)
            return schema.error().message;
        return Doc::JsonSchema::describe(schema->validate(structured));
    }
    return QStringLiteral("no tool %1").arg(tool);
}

/// Whether a call's progress says the cluster was the one an earlier call read.
bool keptFromEarlierCall(const QStringList &progress)
{
    return std::any_of(progress.cbegin(), progress.cend(), [](const QString &message) {
        return message.contains(QLatin1String("as read by an earlier call"));
    });
}

} // namespace

class TestMcpTools : public QObject
{
    Q_OBJECT

    QTemporaryDir m_keptFiles;

private Q_SLOTS:
    void declarations();
    void answers_data();
    void answers();
    void failures_data();
    void failures();
    void keptIdentity();
    void keptCluster_data();
    void keptCluster();
    void longListsAtTheLimit_data();
    void longListsAtTheLimit();
};

void TestMcpTools::declarations()
{
    const QList<Tool> tools = accelTools();
    QCOMPARE(checkTools(tools), QStringList());
    QSet<QString> names;
    for (const Tool &tool : tools) {
        names.insert(tool.name);
        QVERIFY2(!tool.description.isEmpty(), qPrintable(tool.name));
        QVERIFY2(!tool.title.isEmpty(), qPrintable(tool.name));
    }
    // Read-only by construction: nothing that launches, stops, applies or writes is offered.
    const QSet<QString> expected{
        QStringLiteral("get_hardware"), QStringLiteral("get_launch_form"),
        QStringLiteral("plan_launch"), QStringLiteral("get_gpus"),
        QStringLiteral("get_gpu_summary"), QStringLiteral("get_pools"),
        QStringLiteral("get_claims"), QStringLiteral("explain_pod"), QStringLiteral("match_claim"),
        QStringLiteral("allocate_claim"), QStringLiteral("eval_cel"),
        QStringLiteral("get_cluster_info"), QStringLiteral("render_workflow"),
        // After apply (issue 36).
        QStringLiteral("get_certification_status"), QStringLiteral("get_certification_report"),
        QStringLiteral("list_failed_nodes"), QStringLiteral("get_workloadrun_report")};
    QCOMPARE(names, expected);
}

struct AnswerRow
{
    const char *tag;
    QString cluster;
    QString tool;
    QJsonObject arguments;
    QString summaryPart; ///< the text summary contains it
};

void TestMcpTools::answers_data()
{
    QTest::addColumn<QString>("cluster");
    QTest::addColumn<QString>("tool");
    QTest::addColumn<QJsonObject>("arguments");
    QTest::addColumn<QString>("summaryPart");
    const QString demo = QStringLiteral("demo");
    const QString claims = QStringLiteral("cluster/claims-cluster.yaml");
    const QString media = QStringLiteral("cluster/media-fleet.yaml");
    const QString runs = QStringLiteral("nvcre-runs/runs.yaml");
    const QList<AnswerRow> rows{
        {"hardware", demo, QStringLiteral("get_hardware"), {}, QStringLiteral("Profile nvidia")},
        {"launch form",
         demo,
         QStringLiteral("get_launch_form"),
         {{QStringLiteral("product"), QStringLiteral("norsk-gpu-transcode")}},
         QStringLiteral("norsk-gpu-transcode")},
        {"launch plan",
         demo,
         QStringLiteral("plan_launch"),
         {{QStringLiteral("product"), QStringLiteral("norsk-gpu-transcode")},
          {QStringLiteral("hardware"), QStringLiteral("nvidia")}},
         QStringLiteral("as project")},
        {"gpus", demo, QStringLiteral("get_gpus"), {}, QStringLiteral("demo cluster")},
        {"gpus filtered",
         demo,
         QStringLiteral("get_gpus"),
         {{QStringLiteral("filter"), QStringLiteral("H100")}},
         QStringLiteral("match \"h100\"")},
        {"gpu summary", demo, QStringLiteral("get_gpu_summary"), {}, QStringLiteral("GPUs on")},
        {"pools", claims, QStringLiteral("get_pools"), {}, QStringLiteral("pools")},
        {"claims, all namespaces",
         claims,
         QStringLiteral("get_claims"),
         {{QStringLiteral("allNamespaces"), true}},
         QStringLiteral("claims:")},
        {"explain pod",
         claims,
         QStringLiteral("explain_pod"),
         {{QStringLiteral("name"), QStringLiteral("waiting")},
          {QStringLiteral("namespace"), QStringLiteral("ml")}},
         QStringLiteral("pod ml/waiting")},
        {"claim match",
         media,
         QStringLiteral("match_claim"),
         {{QStringLiteral("claims"), readFixture(QStringLiteral("claims/decode-10bit.yaml"))}},
         QStringLiteral("decode-10bit")},
        {"cel compile",
         demo,
         QStringLiteral("eval_cel"),
         {{QStringLiteral("expression"), QStringLiteral("device.driver == \"gpu.nvidia.com\"")}},
         QStringLiteral("Compiles: bool")},
        {"cel evaluate with terms",
         demo,
         QStringLiteral("eval_cel"),
         {{QStringLiteral("expression"),
           QStringLiteral("device.driver == \"media.liken.sh\" && "
                          "device.attributes[\"media.liken.sh\"].decodeHEVCMain10")},
          {QStringLiteral("device"), readFixture(QStringLiteral("cel/media-device.yaml"))},
          {QStringLiteral("terms"), true}},
         QStringLiteral("On device")},
        {"cluster info", demo, QStringLiteral("get_cluster_info"), {}, QStringLiteral("Platform")},
        {"workflow offline",
         demo,
         QStringLiteral("render_workflow"),
         {{QStringLiteral("kind"), QStringLiteral("Workflow")},
          {QStringLiteral("document"),
           readFixture(QStringLiteral("nvcre/workflowrender/workflow.yaml"))},
          {QStringLiteral("platform"), QStringLiteral("aws")},
          {QStringLiteral("gpuArch"), QStringLiteral("h100")}},
         QStringLiteral("override(s) applied")},
        {"certification offline",
         demo,
         QStringLiteral("render_workflow"),
         {{QStringLiteral("kind"), QStringLiteral("Certification")},
          {QStringLiteral("document"),
           readFixture(QStringLiteral("nvcre/certification/onprem-gb300.yaml"))}},
         QStringLiteral("Workflow(s) rendered")},
        // After apply (issue 36; STATUS-NOTES section 3.5), from the constructed runs.
        {"certification status",
         runs,
         QStringLiteral("get_certification_status"),
         {{QStringLiteral("name"), QStringLiteral("gpu-cert-bad")},
          {QStringLiteral("namespace"), QStringLiteral("nvcre")}},
         QStringLiteral("gpu-cert-bad: FAILED, 2 categories, 2 failed nodes")},
        {"certification report",
         runs,
         QStringLiteral("get_certification_report"),
         {{QStringLiteral("name"), QStringLiteral("fleet-a")},
          {QStringLiteral("namespace"), QStringLiteral("nvcre")}},
         QStringLiteral("fleet-a: INCOMPLETE")},
        {"failed nodes",
         runs,
         QStringLiteral("list_failed_nodes"),
         {{QStringLiteral("name"), QStringLiteral("gpu-cert-bad")},
          {QStringLiteral("namespace"), QStringLiteral("nvcre")}},
         QStringLiteral("2 failed nodes")},
        {"workloadrun report",
         runs,
         QStringLiteral("get_workloadrun_report"),
         {{QStringLiteral("name"), QStringLiteral("llama-smoke")}},
         QStringLiteral("llama-smoke: RUNNING")},
    };
    for (const AnswerRow &row : rows)
        QTest::addRow("%s", row.tag) << row.cluster << row.tool << row.arguments << row.summaryPart;
}

void TestMcpTools::answers()
{
    QFETCH(QString, cluster);
    QFETCH(QString, tool);
    QFETCH(QJsonObject, arguments);
    QFETCH(QString, summaryPart);
    const auto options = optionsFor(cluster);
    const QJsonObject result = callTool(options, tool, arguments);
    QVERIFY2(result.value(QLatin1String("isError")) == QJsonValue(false),
             QJsonDocument(result).toJson().left(2000).constData());
    QVERIFY2(firstText(result).contains(summaryPart), qPrintable(firstText(result)));
    const QJsonObject structured = result.value(QLatin1String("structuredContent")).toObject();
    QVERIFY(!structured.isEmpty());
    const QString violations = outputSchemaViolations(tool, structured);
    QVERIFY2(violations.isEmpty(), qPrintable(violations));
}

struct FailureRow
{
    const char *tag;
    QString cluster;
    QString tool;
    QJsonObject arguments;
    QString code;
};

void TestMcpTools::failures_data()
{
    QTest::addColumn<QString>("cluster");
    QTest::addColumn<QString>("tool");
    QTest::addColumn<QJsonObject>("arguments");
    QTest::addColumn<QString>("code");
    const QString demo = QStringLiteral("demo");
    const QList<FailureRow> rows{
        {"unknown product",
         demo,
         QStringLiteral("get_launch_form"),
         {{QStringLiteral("product"), QStringLiteral("/nonexistent/product")}},
         QStringLiteral("PRODUCT_NOT_FOUND")},
        {"argument of the wrong type",
         demo,
         QStringLiteral("get_gpus"),
         {{QStringLiteral("filter"), 3}},
         QStringLiteral("MCP_TOOL_INPUT")},
        {"unknown argument",
         demo,
         QStringLiteral("get_claims"),
         {{QStringLiteral("namespaces"), QStringLiteral("ml")}},
         QStringLiteral("MCP_TOOL_INPUT")},
        {"no such pod",
         QStringLiteral("cluster/claims-cluster.yaml"),
         QStringLiteral("explain_pod"),
         {{QStringLiteral("name"), QStringLiteral("nope")}},
         QStringLiteral("POD_NOT_FOUND")},
        {"no claim in the text",
         demo,
         QStringLiteral("match_claim"),
         {{QStringLiteral("claims"), QStringLiteral("kind: ConfigMap\napiVersion: v1\n"
                                                    "metadata: {name: x}\n")}},
         QStringLiteral("CLAIM_INPUT")},
        {"CEL that does not compile",
         demo,
         QStringLiteral("eval_cel"),
         {{QStringLiteral("expression"), QStringLiteral("device.driver ==")}},
         QStringLiteral("CEL_SYNTAX")},
        {"missing snapshot",
         QStringLiteral("cluster/does-not-exist.yaml"),
         QStringLiteral("get_gpus"),
         {},
         QStringLiteral("SNAPSHOT_READ")},
        {"workflow without a platform",
         demo,
         QStringLiteral("render_workflow"),
         {{QStringLiteral("kind"), QStringLiteral("Workflow")},
          {QStringLiteral("document"),
           readFixture(QStringLiteral("nvcre/workflowrender/workflow.yaml"))}},
         QStringLiteral("NVCRE_PLATFORM_REQUIRED")},
        // STATUS-NOTES section 3.5: `certification "<n>" not found in namespace "<ns>"`.
        {"no such certification",
         QStringLiteral("nvcre-runs/runs.yaml"),
         QStringLiteral("get_certification_status"),
         {{QStringLiteral("name"), QStringLiteral("gpu-cert")}},
         QStringLiteral("NVCRE_RUN_NOT_FOUND")},
    };
    for (const FailureRow &row : rows)
        QTest::addRow("%s", row.tag) << row.cluster << row.tool << row.arguments << row.code;
}

void TestMcpTools::failures()
{
    QFETCH(QString, cluster);
    QFETCH(QString, tool);
    QFETCH(QJsonObject, arguments);
    QFETCH(QString, code);
    const QJsonObject result = callTool(optionsFor(cluster), tool, arguments);
    QCOMPARE(result.value(QLatin1String("isError")).toBool(), true);
    const QString text = firstText(result);
    QVERIFY2(text.startsWith(code + QStringLiteral(": ")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("\nhint: ")), qPrintable(text));
}

void TestMcpTools::longListsAtTheLimit_data()
{
    QTest::addColumn<QString>("tool");
    QTest::addColumn<QJsonObject>("arguments");
    QTest::addColumn<QString>("list"); // the long list's key (match_claim: claims[0]'s)
    QTest::newRow("get_claims") << QStringLiteral("get_claims")
                                << QJsonObject{{QStringLiteral("allNamespaces"), true}}
                                << QStringLiteral("claims");
    QTest::newRow("get_pools") << QStringLiteral("get_pools") << QJsonObject{}
                               << QStringLiteral("pools");
    QTest::newRow("explain_pod") << QStringLiteral("explain_pod")
                                 << QJsonObject{{QStringLiteral("name"), QStringLiteral("waiting")},
                                                {QStringLiteral("namespace"), QStringLiteral("ml")}}
                                 << QStringLiteral("nodes");
    QTest::newRow("match_claim")
        << QStringLiteral("match_claim")
        << QJsonObject{{QStringLiteral("claims"),
                        QStringLiteral("apiVersion: resource.k8s.io/v1\nkind: ResourceClaim\n"
                                       "metadata: {name: one, namespace: ml}\nspec:\n  devices:\n"
                                       "    requests:\n    - name: gpu\n"
                                       "      exactly: {deviceClassName: gpu}\n")}}
        << QStringLiteral("nodes");
}

void TestMcpTools::longListsAtTheLimit()
{
    // Issue 37: the tools with a fleet-long list make only what fits the mcp-output limit and
    // say how much they left out; what they list is the whole answer's beginning.
    QFETCH(QString, tool);
    QFETCH(QJsonObject, arguments);
    QFETCH(QString, list);
    QTemporaryDir dir;
    const QString cluster = writeFleet(dir, 40);
    QVERIFY(!cluster.isEmpty());
    const auto listOf = [&](const QJsonObject &structured) {
        return tool == QLatin1String("match_claim") ? structured.value(QLatin1String("claims"))
                                                          .toArray()
                                                          .at(0)
                                                          .toObject()
                                                          .value(list)
                                                          .toArray()
                                                    : structured.value(list).toArray();
    };
    const QJsonObject whole = callTool(optionsFor(cluster), tool, arguments);
    QCOMPARE(whole.value(QLatin1String("isError")), QJsonValue(false));
    const QJsonObject wholeStructured = whole.value(QLatin1String("structuredContent")).toObject();
    const QJsonArray all = listOf(wholeStructured);
    QVERIFY2(all.size() >= 40, qPrintable(QString::number(all.size())));
    QVERIFY(!wholeStructured.contains(QLatin1String("truncated")));

    // A limit that holds about a third of the list.
    const qint64 limit = QJsonDocument(whole).toJson(QJsonDocument::Compact).size() / 2;
    Limits::setValue(Limits::McpOutputBytes, limit);
    const auto restore = qScopeGuard([] { Limits::setValue(Limits::McpOutputBytes, 0); });
    const QJsonObject cut = callTool(optionsFor(cluster), tool, arguments);
    QCOMPARE(cut.value(QLatin1String("isError")), QJsonValue(false));
    QVERIFY(QJsonDocument(cut).toJson(QJsonDocument::Compact).size() <= limit);
    const QJsonObject structured = cut.value(QLatin1String("structuredContent")).toObject();
    const QJsonArray shown = listOf(structured);
    QVERIFY(!shown.isEmpty());
    QVERIFY(shown.size() < all.size());
    for (qsizetype i = 0; i < shown.size(); ++i)
        QCOMPARE(shown.at(i), all.at(i));
    qint64 omitted = 0;
    if (tool == QLatin1String("match_claim")) {
        omitted = structured.value(QLatin1String("claims"))
                      .toArray()
                      .at(0)
                      .toObject()
                      .value(QLatin1String("nodesOmitted"))
                      .toInteger();
        QVERIFY2(firstText(cut).contains(QLatin1String("nodesOmitted")),
                 qPrintable(firstText(cut)));
    } else {
        const QJsonObject truncated = structured.value(QLatin1String("truncated")).toObject();
        QCOMPARE(truncated.value(QLatin1String("array")).toString(), list);
        QCOMPARE(truncated.value(QLatin1String("kept")).toInteger(), shown.size());
        omitted = truncated.value(QLatin1String("omitted")).toInteger();
    }
    QCOMPARE(shown.size() + omitted, all.size());
    const QString violations = outputSchemaViolations(tool, structured);
    QVERIFY2(violations.isEmpty(), qPrintable(violations));
}

void TestMcpTools::keptCluster_data()
{
    // How the snapshot file changes between the calls; "" for not at all. Each row's file is
    // made here, all at once: a file changed in the last second is never kept, so the first
    // row waits until they are older than that (one wait, not one a row).
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("path");
    QVERIFY(m_keptFiles.isValid());
    const QList<std::pair<const char *, QString>> rows{
        {"unchanged", QString()},
        {"rewritten in place", QStringLiteral("rewrite")},
        {"rewritten, not YAML any more", QStringLiteral("break")},
        {"replaced by a rename", QStringLiteral("rename")},
        {"touched, the same bytes", QStringLiteral("touch")},
        {"deleted", QStringLiteral("delete")},
    };
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QString path = m_keptFiles.filePath(QStringLiteral("cluster-%1.yaml").arg(i));
        QVERIFY(QFile::copy(fixture(QStringLiteral("cluster/claims-cluster.yaml")), path));
        QTest::newRow(rows[i].first) << rows[i].second << path;
    }
}

void TestMcpTools::keptIdentity()
{
    // What may be kept (Mcp::KeptCluster::identityOf): the demo always; a regular file not
    // changed in the last second; never a live cluster, a missing file or a pipe.
    QCOMPARE(KeptCluster::identityOf(clusterFor(QStringLiteral("demo"))), QByteArray("demo"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fresh.yaml"));
    const QString fifo = dir.filePath(QStringLiteral("pipe.yaml"));
    QVERIFY(QFile::copy(fixture(QStringLiteral("cluster/claims-cluster.yaml")), path));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QCOMPARE(KeptCluster::identityOf(clusterFor(path)), QByteArray());
    QVERIFY(QTest::qWaitFor([&] { return !KeptCluster::identityOf(clusterFor(path)).isEmpty(); },
                            3000));
    QCOMPARE(KeptCluster::identityOf(clusterFor(fifo)), QByteArray()); // as old, not a file
    QCOMPARE(KeptCluster::identityOf(clusterFor(dir.filePath(QStringLiteral("missing.yaml")))),
             QByteArray());
}

void TestMcpTools::keptCluster()
{
    // Issue 37: a snapshot (and the demo) is read and prepared once for the calls after it, by
    // every session of the server, while the file is unchanged; any change is read again.
    QFETCH(QString, change);
    QFETCH(QString, path);
    QVERIFY(QTest::qWaitFor([&] { return !KeptCluster::identityOf(clusterFor(path)).isEmpty(); },
                            3000));
    const QDir dir = QFileInfo(path).dir();
    const auto options = optionsFor(path);
    const QJsonObject all{{QStringLiteral("allNamespaces"), true}};

    QStringList progress;
    const QJsonObject first = callTool(options, QStringLiteral("get_claims"), all, &progress);
    QCOMPARE(first.value(QLatin1String("isError")), QJsonValue(false));
    QVERIFY2(!keptFromEarlierCall(progress), qPrintable(progress.join(u'\n')));
    const QJsonObject claims = first.value(QLatin1String("structuredContent")).toObject();
    QVERIFY(!claims.value(QLatin1String("claims")).toArray().isEmpty());

    // Another session of the same server, another tool: the cluster as read before.
    progress.clear();
    const QJsonObject pools = callTool(options, QStringLiteral("get_pools"), {}, &progress);
    QCOMPARE(pools.value(QLatin1String("isError")), QJsonValue(false));
    QVERIFY2(keptFromEarlierCall(progress), qPrintable(progress.join(u'\n')));

    const QString other = fixture(QStringLiteral("cluster/pending-reasons.yaml"));
    const auto readAll = [](const QString &file) {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    if (change == QLatin1String("rewrite")) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QVERIFY(file.write(readAll(other)) > 0);
    } else if (change == QLatin1String("break")) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QVERIFY(file.write("items: [unclosed\n") > 0);
    } else if (change == QLatin1String("rename")) {
        const QString next = dir.filePath(QStringLiteral("next.yaml"));
        QVERIFY(QFile::copy(other, next));
        QVERIFY(::rename(QFile::encodeName(next).constData(),
                         QFile::encodeName(path).constData()) == 0);
    } else if (change == QLatin1String("touch")) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(QDateTime::currentDateTimeUtc().addSecs(60),
                                 QFileDevice::FileModificationTime));
    } else if (change == QLatin1String("delete")) {
        QVERIFY(QFile::remove(path));
    }

    progress.clear();
    const QJsonObject again = callTool(options, QStringLiteral("get_claims"), all, &progress);
    if (change == QLatin1String("delete") || change == QLatin1String("break")) {
        // Never the answer of a file that is gone: the read's own error.
        QCOMPARE(again.value(QLatin1String("isError")), QJsonValue(true));
        QVERIFY2(firstText(again).contains(path), qPrintable(firstText(again)));
        return;
    }
    QCOMPARE(again.value(QLatin1String("isError")), QJsonValue(false));
    QCOMPARE(keptFromEarlierCall(progress), change.isEmpty());
    // The answer a server started now on the file as it is gives.
    const QJsonObject fresh = callTool(optionsFor(path), QStringLiteral("get_claims"), all);
    QCOMPARE(again.value(QLatin1String("structuredContent")),
             fresh.value(QLatin1String("structuredContent")));
    if (change == QLatin1String("rewrite") || change == QLatin1String("rename"))
        QVERIFY(again.value(QLatin1String("structuredContent")) != QJsonValue(claims));
}

QTEST_GUILESS_MAIN(TestMcpTools)
#include "tst_mcptools.moc"
