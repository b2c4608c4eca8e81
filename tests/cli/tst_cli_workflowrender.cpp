// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl workflow render` end to end (issue 8, section 3): the four node sources, the
// annotations and applied-overrides summary, override events on stderr, CRE's flag rules
// (--dry-run excludes --platform, --gpu-arch and --nodes-file: exit 2) and errors (exit 1).
#include "clirunner.h"
#include "testsupport.h"

#include "doc/documentreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel::Test;

namespace {

QString file(const char *name)
{
    return fixture(QStringLiteral("nvcre/workflowrender/") + QString::fromUtf8(name));
}

QStringList render(QStringList extra)
{
    return QStringList{QStringLiteral("workflow"), QStringLiteral("render")} + extra;
}

QJsonObject annotations(const QJsonObject &workflow)
{
    return workflow.value(QStringLiteral("metadata"))
        .toObject()
        .value(QStringLiteral("annotations"))
        .toObject();
}

QJsonObject trainer(const QJsonObject &workflow)
{
    return workflow.value(QStringLiteral("spec"))
        .toObject()
        .value(QStringLiteral("jobTemplate"))
        .toObject()
        .value(QStringLiteral("spec"))
        .toObject()
        .value(QStringLiteral("workload"))
        .toObject()
        .value(QStringLiteral("trainJob"))
        .toObject()
        .value(QStringLiteral("trainer"))
        .toObject();
}

} // namespace

class TestCliWorkflowRender : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mockNodesJson();
    void yamlIsTheDefault();
    void explain();
    void nodesFile();
    void snapshotHonoursTheTarget();
    void architectureFromTarget_data();
    void architectureFromTarget();
    void usageErrors_data();
    void usageErrors();
    void errors_data();
    void errors();
};

void TestCliWorkflowRender::mockNodesJson()
{
    const CliResult r =
        runAccelctl(render({file("workflow.yaml"), QStringLiteral("--platform"),
                            QStringLiteral("aws"), QStringLiteral("--gpu-arch"),
                            QStringLiteral("h100"), QStringLiteral("-o"), QStringLiteral("json")}));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject out = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(out.value(QStringLiteral("apiVersion")).toString(),
             QStringLiteral("nvcre.nvidia.com/v1alpha1"));
    QCOMPARE(out.value(QStringLiteral("kind")).toString(), QStringLiteral("Workflow"));
    const QJsonObject a = annotations(out);
    QCOMPARE(a.value(QStringLiteral("team")).toString(), QStringLiteral("infra"));
    QCOMPARE(a.value(QStringLiteral("nvcrectl.nvidia.com/detected-platform")).toString(),
             QStringLiteral("aws"));
    QCOMPARE(a.value(QStringLiteral("nvcrectl.nvidia.com/detected-gpu-architecture")).toString(),
             QStringLiteral("h100"));
    QCOMPARE(
        a.value(QStringLiteral("nvcrectl.nvidia.com/applied-overrides")).toString(),
        QStringLiteral("[{\"index\":0,\"when\":\"gpuArchitecture=h100\",\"patches\":"
                       "\"jobTemplate\"},{\"index\":1,\"when\":\"platform=in [aws,gcp]\","
                       "\"patches\":\"1 dependencies\"},{\"index\":3,\"when\":"
                       "\"\\u003calways\\u003e\",\"patches\":\"jobTemplate\",\"noOp\":true}]"));
    const QJsonObject spec = out.value(QStringLiteral("spec")).toObject();
    QVERIFY(!spec.contains(QStringLiteral("overrides")));
    QCOMPARE(trainer(out).value(QStringLiteral("numNodes")).toInt(), 4);
    QCOMPARE(trainer(out).value(QStringLiteral("env")).toArray().size(), 1);
    QCOMPARE(spec.value(QStringLiteral("dependencies")).toArray().size(), 1);

    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.contains(QStringLiteral("Normal OverrideApplied: Override[0] matched "
                                         "(gpuArchitecture=h100), patching jobTemplate\n")),
             qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("Warning OverrideNoOp: Override[3] matched (<always>) "
                                         "but produced no changes — check field paths\n")),
             qPrintable(err));
}

void TestCliWorkflowRender::yamlIsTheDefault()
{
    const QStringList args =
        render({file("workflow.yaml"), QStringLiteral("--platform"), QStringLiteral("aws"),
                QStringLiteral("--gpu-arch"), QStringLiteral("h100")});
    const CliResult yamlOut = runAccelctl(args);
    QCOMPARE(yamlOut.exitCode, 0);
    QVERIFY(yamlOut.out.startsWith("apiVersion: nvcre.nvidia.com/v1alpha1\n"));
    const CliResult jsonOut =
        runAccelctl(args + QStringList{QStringLiteral("-o"), QStringLiteral("json")});
    QCOMPARE(jsonOut.exitCode, 0);
    const auto fromYaml = Accel::Doc::readDocument(yamlOut.out, QStringLiteral("stdout"));
    QVERIFY(fromYaml);
    QCOMPARE(*fromYaml, QJsonValue(QJsonDocument::fromJson(jsonOut.out).object()));
}

void TestCliWorkflowRender::explain()
{
    // Every override, matched or not, and for a non-match the criterion that failed.
    const CliResult r = runAccelctl(render({file("workflow.yaml"), QStringLiteral("--platform"),
                                            QStringLiteral("aws"), QStringLiteral("--gpu-arch"),
                                            QStringLiteral("h100"), QStringLiteral("--explain")}));
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = QString::fromUtf8(r.err).split(QLatin1Char('\n'));
    const auto row = [&lines](const QString &start) {
        for (const QString &line : lines) {
            if (line.startsWith(start))
                return line.simplified();
        }
        return QString();
    };
    QCOMPARE(row(QStringLiteral("INDEX")), QStringLiteral("INDEX WHEN MATCHED PATCHES RESULT"));
    QCOMPARE(row(QStringLiteral("0 ")),
             QStringLiteral("0 gpuArchitecture=h100 yes jobTemplate 1 change(s)"));
    QCOMPARE(row(QStringLiteral("2 ")),
             QStringLiteral("2 platform=oci no jobTemplatePatch platform: detected \"aws\", "
                            "wants oci"));
    QCOMPARE(row(QStringLiteral("3 ")),
             QStringLiteral("3 <always> yes jobTemplate no-op: changed nothing"));
}

void TestCliWorkflowRender::nodesFile()
{
    const CliResult r = runAccelctl(
        render({file("workflow.yaml"), QStringLiteral("--nodes-file"), file("nodes-gcp-a100.yaml"),
                QStringLiteral("-o"), QStringLiteral("json")}));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject out = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(annotations(out).value(QStringLiteral("nvcrectl.nvidia.com/detected-platform")),
             QJsonValue(QStringLiteral("gcp")));
    QCOMPARE(
        annotations(out).value(QStringLiteral("nvcrectl.nvidia.com/detected-gpu-architecture")),
        QJsonValue(QStringLiteral("a100")));
    // The h100 override does not match; the aws/gcp one does.
    QCOMPARE(trainer(out).value(QStringLiteral("numNodes")).toInt(), 2);
    QCOMPARE(out.value(QStringLiteral("spec"))
                 .toObject()
                 .value(QStringLiteral("dependencies"))
                 .toArray()
                 .size(),
             1);
}

void TestCliWorkflowRender::snapshotHonoursTheTarget()
{
    // Only the Workflow's target pool (pool=train: two Azure GB200 nodes) is detected on.
    const CliResult r =
        runAccelctl(render({file("workflow.yaml"), QStringLiteral("--snapshot"),
                            file("snapshot.yaml"), QStringLiteral("-o"), QStringLiteral("json")}));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject out = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(annotations(out).value(QStringLiteral("nvcrectl.nvidia.com/detected-platform")),
             QJsonValue(QStringLiteral("azure")));
    QCOMPARE(
        annotations(out).value(QStringLiteral("nvcrectl.nvidia.com/detected-gpu-architecture")),
        QJsonValue(QStringLiteral("gb200")));
    // Only the no-op <always> override matches.
    QCOMPARE(annotations(out).value(QStringLiteral("nvcrectl.nvidia.com/applied-overrides")),
             QJsonValue(QStringLiteral("[{\"index\":3,\"when\":\"\\u003calways\\u003e\","
                                       "\"patches\":\"jobTemplate\",\"noOp\":true}]")));
    QVERIFY(!out.value(QStringLiteral("spec")).toObject().contains(QStringLiteral("dependencies")));
}

void TestCliWorkflowRender::architectureFromTarget_data()
{
    QTest::addColumn<QString>("platform");
    QTest::addColumn<int>("numNodes");
    // workflow-h100-target.yaml targets NVIDIA-H100-80GB-HBM3; override[0] (h100) sets 4 nodes.
    QTest::newRow("aws") << QStringLiteral("aws") << 4;
    QTest::newRow("gcp") << QStringLiteral("gcp") << 4;
}

void TestCliWorkflowRender::architectureFromTarget()
{
    // Without --gpu-arch the architecture comes from the target's product selector
    // (Nvcre::offlineGpuArchitecture): the same output as with --gpu-arch h100.
    QFETCH(QString, platform);
    QFETCH(int, numNodes);
    const QString wf = file("workflow-h100-target.yaml");
    const CliResult autoArch = runAccelctl(render({wf, QStringLiteral("--platform"), platform,
                                                   QStringLiteral("-o"), QStringLiteral("json")}));
    QVERIFY2(autoArch.exitCode == 0, autoArch.err.constData());
    const CliResult given = runAccelctl(
        render({wf, QStringLiteral("--platform"), platform, QStringLiteral("--gpu-arch"),
                QStringLiteral("h100"), QStringLiteral("-o"), QStringLiteral("json")}));
    QCOMPARE(given.exitCode, 0);
    QCOMPARE(autoArch.out, given.out);
    QCOMPARE(autoArch.err, given.err);
    const QJsonObject out = QJsonDocument::fromJson(autoArch.out).object();
    QCOMPARE(annotations(out)
                 .value(QStringLiteral("nvcrectl.nvidia.com/detected-gpu-architecture"))
                 .toString(),
             QStringLiteral("h100"));
    QCOMPARE(trainer(out).value(QStringLiteral("numNodes")).toInt(), numNodes);
}

void TestCliWorkflowRender::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString wf = file("workflow.yaml");
    const QString dryRunText = QStringLiteral("--dry-run discovers nodes from cluster; cannot "
                                              "combine with --nodes-file, --platform, or "
                                              "--gpu-arch");
    QTest::newRow("dry-run with platform")
        << QStringList{wf, QStringLiteral("--dry-run"), QStringLiteral("--platform"),
                       QStringLiteral("aws")}
        << dryRunText;
    QTest::newRow("dry-run with gpu-arch")
        << QStringList{wf, QStringLiteral("--dry-run"), QStringLiteral("--gpu-arch"),
                       QStringLiteral("h100")}
        << dryRunText;
    QTest::newRow("dry-run with nodes-file")
        << QStringList{wf, QStringLiteral("--dry-run"), QStringLiteral("--nodes-file"),
                       file("nodes-gcp-a100.yaml")}
        << dryRunText;
    QTest::newRow("nodes-file with platform")
        << QStringList{wf, QStringLiteral("--nodes-file"), file("nodes-gcp-a100.yaml"),
                       QStringLiteral("--platform"), QStringLiteral("gcp")}
        << QStringLiteral("--nodes-file and --platform/--gpu-arch are mutually exclusive");
    QTest::newRow("snapshot with dry-run")
        << QStringList{wf, QStringLiteral("--snapshot"), file("snapshot.yaml"),
                       QStringLiteral("--dry-run")}
        << QStringLiteral("--snapshot reads the nodes from a file");
    QTest::newRow("no node source")
        << QStringList{wf}
        << QStringLiteral("specify --nodes-file <path> or --platform + --gpu-arch");
    QTest::newRow("gpu-arch alone")
        << QStringList{wf, QStringLiteral("--gpu-arch"), QStringLiteral("h100")}
        << QStringLiteral("available: aws-gb200, aws-gb300, aws-h100, azure-gb200");
    QTest::newRow("no file") << QStringList{QStringLiteral("--platform"), QStringLiteral("aws")}
                             << QStringLiteral("workflow render takes one Workflow file");
    QTest::newRow("table output") << QStringList{wf,
                                                 QStringLiteral("--platform"),
                                                 QStringLiteral("aws"),
                                                 QStringLiteral("--gpu-arch"),
                                                 QStringLiteral("h100"),
                                                 QStringLiteral("-o"),
                                                 QStringLiteral("table")}
                                  << QStringLiteral("table");
    QTest::newRow("context without dry-run") << QStringList{wf,
                                                            QStringLiteral("--platform"),
                                                            QStringLiteral("aws"),
                                                            QStringLiteral("--gpu-arch"),
                                                            QStringLiteral("h100"),
                                                            QStringLiteral("--context"),
                                                            QStringLiteral("prod")}
                                             << QStringLiteral("they go with --dry-run");
}

void TestCliWorkflowRender::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliResult r = runAccelctl(render(args));
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

void TestCliWorkflowRender::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("messages");
    const QStringList mockAwsB200{QStringLiteral("--platform"), QStringLiteral("aws"),
                                  QStringLiteral("--gpu-arch"), QStringLiteral("b200")};
    QTest::newRow("no mock nodes for the pair")
        << (QStringList{file("workflow.yaml")} + mockAwsB200)
        // One line: the printer escapes a line break in a message (issue 32).
        << QStringList{QStringLiteral("NVCRE_MOCK_NODES: no mock nodes for aws-b200; "),
                       QStringLiteral("available: aws-gb200, aws-gb300, aws-h100, azure-gb200, "
                                      "azure-gb300, azure-h100, gcp-gb200, gcp-gb300, gcp-h100, "
                                      "mistral-gb300, oci-gb200, oci-gb300, oci-h100, "
                                      "onprem-b300, onprem-gb300")};
    // Issue 18, section 1: the offline architecture rule the Overrides panel follows too.
    QTest::newRow("platform alone, target names no product")
        << QStringList{file("workflow.yaml"), QStringLiteral("--platform"), QStringLiteral("aws")}
        << QStringList{QStringLiteral("NVCRE_GPU_ARCH_REQUIRED: cannot resolve the GPU "
                                      "architecture offline"),
                       QStringLiteral("hint: Pass --gpu-arch A"),
                       QStringLiteral("mock nodes exist for gb200, gb300, h100 on this platform")};
    QTest::newRow("failing override names index and operation")
        << QStringList{file("bad-override.yaml"), QStringLiteral("--platform"),
                       QStringLiteral("onprem"), QStringLiteral("--gpu-arch"),
                       QStringLiteral("gb300")}
        << QStringList{QStringLiteral("NVCRE_OVERRIDE_FAILED: override[0]: failed to apply "
                                      "jobTemplatePatch: op 0 (add "
                                      "/spec/workload/trainJob/trainer/env/-)")};
    QTest::newRow("not a workflow")
        << QStringList{file("certification.yaml"), QStringLiteral("--platform"),
                       QStringLiteral("aws"), QStringLiteral("--gpu-arch"), QStringLiteral("h100")}
        << QStringList{QStringLiteral("NVCRE_WORKFLOW_KIND"),
                       QStringLiteral("accelctl certification render")};
    QTest::newRow("missing workflow file")
        << QStringList{file("nope.yaml"), QStringLiteral("--platform"), QStringLiteral("aws"),
                       QStringLiteral("--gpu-arch"), QStringLiteral("h100")}
        << QStringList{QStringLiteral("FILE_READ")};
    QTest::newRow("dry-run reads a live cluster")
        << QStringList{file("workflow.yaml"), QStringLiteral("--dry-run"),
                       QStringLiteral("--kubeconfig"), file("no-such-kubeconfig")}
        << QStringList{QStringLiteral("no-such-kubeconfig")};
}

void TestCliWorkflowRender::errors()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, messages);
    const CliResult r = runAccelctl(render(args));
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    for (const QString &m : messages)
        QVERIFY2(QString::fromUtf8(r.err).contains(m), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliWorkflowRender)
#include "tst_cli_workflowrender.moc"
