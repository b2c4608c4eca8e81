// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The override engine (issue 8, section 2; spec platform-detection-and-overrides.txt,
// "Override matching"), with CRE's summaries and event texts (cre NOTES, sections 1 and 8).
#include "doc/jsonpointer.h"
#include "nvcre/overrides.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

#include "testsupport.h"

using namespace Accel::Nvcre;
using Accel::Test::yaml;
using Kind = Accel::Doc::StructuralDiff::Change::Kind;

namespace {

const QByteArray BaseSpec = R"(
jobTemplate:
  spec:
    workload:
      trainJob:
        trainer:
          image: nvcr.io/nvidia/pytorch:25.01-py3
          numNodes: 4
          env:
          - name: NCCL_DEBUG
            value: INFO
          - name: NCCL_IB_DISABLE
            value: "0"
orchestration:
  execution:
    timeoutPerJob: 1h0m0s
dependencies:
- apiVersion: trainer.kubeflow.org/v1alpha1
  kind: TrainingRuntime
  metadata:
    name: runtime
  spec:
    containers:
    - name: node
      image: base
    - name: sidecar
      image: side
)";

/// BaseSpec with OVERRIDES (a YAML list) as spec.overrides.
QJsonObject specWith(const QByteArray &overrides)
{
    QJsonObject spec = yaml(BaseSpec).toObject();
    spec.insert(QStringLiteral("overrides"), yaml(overrides));
    return spec;
}

OverrideContext context(const QString &platform = QStringLiteral("aws"),
                        const QString &arch = QStringLiteral("h100"))
{
    OverrideContext c;
    c.platform = platform;
    c.gpuArchitecture = arch;
    c.workloadKind = QStringLiteral("TrainJob");
    return c;
}

QJsonValue at(const QJsonObject &spec, const QString &pointer)
{
    return Accel::Doc::JsonPointer::parse(pointer)->resolve(spec).value_or(QJsonValue());
}

QStringList envNames(const QJsonObject &spec)
{
    QStringList names;
    for (const QJsonValue &e :
         at(spec, QStringLiteral("/jobTemplate/spec/workload/trainJob/trainer/env")).toArray())
        names << e.toObject().value(QStringLiteral("name")).toString();
    return names;
}

} // namespace

class TestOverrides : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matching_data();
    void matching();
    void expressionErrors_data();
    void expressionErrors();
    void contextFromSpec();
    void jobTemplateReplacesArrays();
    void jobTemplatePatchAppends();
    void patchBeforeJobTemplateIsWiped();
    void dependencies_data();
    void dependencies();
    void orchestration();
    void noOpIsAWarning();
    void emptyOrchestrationIsANoOp();
    void failuresNameIndexAndOperation_data();
    void failuresNameIndexAndOperation();
    void provenance();
    void appliedOverridesJson();
    void events();
    void unknownFieldsWarn();
};

void TestOverrides::matching_data()
{
    QTest::addColumn<QByteArray>("when");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<bool>("matched");
    QTest::addColumn<QStringList>("failed");
    QTest::addColumn<QString>("summary");

    const QString aws = QStringLiteral("aws");
    const QString gcp = QStringLiteral("gcp");
    const QString h100 = QStringLiteral("h100");
    const QString gb300 = QStringLiteral("gb300");
    // "Empty `when: {}` matches everything" (CRE WhenSpec).
    QTest::newRow("empty") << QByteArray("{}") << aws << h100 << true << QStringList()
                           << QStringLiteral("<always>");
    QTest::newRow("equals match") << QByteArray("{platform: {equals: aws}}") << aws << h100 << true
                                  << QStringList() << QStringLiteral("platform=aws");
    QTest::newRow("equals mismatch")
        << QByteArray("{platform: {equals: aws}}") << gcp << h100 << false
        << QStringList{QStringLiteral("platform")} << QStringLiteral("platform=aws");
    QTest::newRow("in match") << QByteArray("{gpuArchitecture: {in: [gb200, gb300]}}") << aws
                              << gb300 << true << QStringList()
                              << QStringLiteral("gpuArchitecture=in [gb200,gb300]");
    QTest::newRow("in mismatch") << QByteArray("{gpuArchitecture: {in: [gb200, gb300]}}") << aws
                                 << h100 << false << QStringList{QStringLiteral("gpuArchitecture")}
                                 << QStringLiteral("gpuArchitecture=in [gb200,gb300]");
    QTest::newRow("notIn match") << QByteArray("{platform: {notIn: [oci, azure]}}") << aws << h100
                                 << true << QStringList()
                                 << QStringLiteral("platform=notIn [oci,azure]");
    QTest::newRow("notIn mismatch")
        << QByteArray("{platform: {notIn: [aws]}}") << aws << h100 << false
        << QStringList{QStringLiteral("platform")} << QStringLiteral("platform=notIn [aws]");
    // Every criterion given must hold; the summary shows the equals value only.
    QTest::newRow("equals and notIn both checked")
        << QByteArray("{platform: {equals: aws, notIn: [aws]}}") << aws << h100 << false
        << QStringList{QStringLiteral("platform")} << QStringLiteral("platform=aws");
    QTest::newRow("empty string match is any")
        << QByteArray("{platform: {}}") << gcp << h100 << true << QStringList()
        << QStringLiteral("platform=<any>");
    QTest::newRow("both fail, both named")
        << QByteArray("{platform: {equals: onprem}, gpuArchitecture: {in: [gb200, gb300]}}") << aws
        << h100 << false
        << QStringList{QStringLiteral("platform"), QStringLiteral("gpuArchitecture")}
        << QStringLiteral("gpuArchitecture=in [gb200,gb300], platform=onprem");
    QTest::newRow("workloadKind") << QByteArray("{workloadKind: TrainJob}") << aws << h100 << true
                                  << QStringList() << QStringLiteral("workloadKind=TrainJob");
    QTest::newRow("workloadKind mismatch")
        << QByteArray("{workloadKind: MPIJob}") << aws << h100 << false
        << QStringList{QStringLiteral("workloadKind")} << QStringLiteral("workloadKind=MPIJob");
    QTest::newRow("topology mode")
        << QByteArray("{topology: {mode: topology}}") << aws << h100 << false
        << QStringList{QStringLiteral("topology.mode")} << QStringLiteral("topology.mode=topology");
    QTest::newRow("domainCount") << QByteArray("{topology: {domainCount: {greaterThan: 2, "
                                               "lessThan: 8}}}")
                                 << aws << h100 << false
                                 << QStringList{QStringLiteral("topology.domainCount")}
                                 << QStringLiteral("topology.domainCount=>2,<8");
    QTest::newRow("config never matches without one")
        << QByteArray("{config: {a: 1}}") << aws << h100 << false
        << QStringList{QStringLiteral("config")} << QStringLiteral("config=<custom>");
    QTest::newRow("expression true")
        << QByteArray("{expression: 'platform == \"aws\" && gpuArchitecture.startsWith(\"h\")'}")
        << aws << h100 << true << QStringList()
        << QStringLiteral("expression=platform == \"aws\" && gpuArchitecture....");
    QTest::newRow("expression false") << QByteArray("{expression: 'domainCount > 0'}") << aws
                                      << h100 << false << QStringList{QStringLiteral("expression")}
                                      << QStringLiteral("expression=domainCount > 0");
    QTest::newRow("expression over workloadKind and topologyMode")
        << QByteArray("{expression: 'workloadKind == \"TrainJob\" && topologyMode == "
                      "\"simple\"'}")
        << aws << h100 << true << QStringList()
        << QStringLiteral("expression=workloadKind == \"TrainJob\" && topolog...");
    QTest::newRow("expression not evaluated once another criterion failed")
        << QByteArray("{platform: {equals: gcp}, expression: 'nosuchvar'}") << aws << h100 << false
        << QStringList{QStringLiteral("platform")}
        << QStringLiteral("platform=gcp, expression=nosuchvar");
}

void TestOverrides::matching()
{
    QFETCH(QByteArray, when);
    QFETCH(QString, platform);
    QFETCH(QString, arch);
    QFETCH(bool, matched);
    QFETCH(QStringList, failed);
    QFETCH(QString, summary);

    const QByteArray overrides = "- when: " + when +
                                 "\n  jobTemplate: {spec: {workload: {trainJob: {trainer: "
                                 "{numNodes: 8}}}}}\n";
    const auto outcome = applyOverrides(specWith(overrides), context(platform, arch));
    QVERIFY2(outcome, qPrintable(outcome ? QString() : outcome.error().toString()));
    QCOMPARE(outcome->records.size(), 1);
    const OverrideRecord &r = outcome->records.first();
    QCOMPARE(r.index, 0);
    QCOMPARE(r.matched, matched);
    QCOMPARE(r.failedCriteria, failed);
    QCOMPARE(r.mismatches.size(), failed.size());
    QCOMPARE(r.when, summary);
    QCOMPARE(
        at(outcome->spec, QStringLiteral("/jobTemplate/spec/workload/trainJob/trainer/numNodes"))
            .toInt(),
        matched ? 8 : 4);
    QCOMPARE(outcome->applied().size(), matched ? 1 : 0);
}

void TestOverrides::expressionErrors_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QString>("contains");
    // CRE: "CEL expression must return bool, got ..." (variables are untyped: a run-time check).
    QTest::newRow("not a bool") << QStringLiteral("domainCount + 1")
                                << QStringLiteral("CEL expression must return bool, got int");
    QTest::newRow("syntax") << QStringLiteral("platform ==") << QStringLiteral("compile CEL");
    QTest::newRow("unknown variable")
        << QStringLiteral("nodes == 1") << QStringLiteral("CEL expression");
    // Review finding: the expression is bounded like a DRA selector (10 KiB, cost budget).
    QTest::newRow("over the length limit")
        << (QStringLiteral("platform == 'x'") + QStringLiteral(" || platform == 'x'").repeated(600))
        << QStringLiteral("the limit is 10240");
    QTest::newRow("over the cost budget")
        << QStringLiteral("[0,1,2,3,4,5,6,7,8,9].all(a, [0,1,2,3,4,5,6,7,8,9].all(b, "
                          "[0,1,2,3,4,5,6,7,8,9].all(c, [0,1,2,3,4,5,6,7,8,9].all(d, "
                          "[0,1,2,3,4,5,6,7,8,9].all(e, [0,1,2,3,4,5,6,7,8,9].all(f, "
                          "[0,1,2,3,4,5,6,7,8,9].all(g, g >= 0)))))))")
        << QStringLiteral("eval CEL expression");
}

void TestOverrides::expressionErrors()
{
    QFETCH(QString, expression);
    QFETCH(QString, contains);
    QJsonObject spec = yaml(BaseSpec).toObject();
    // The first override is fine; the error names the second's index (CRE: "override[%d]:
    // evaluating when: ...").
    spec.insert(QStringLiteral("overrides"),
                QJsonArray{QJsonObject{{QStringLiteral("when"), QJsonObject{}}},
                           QJsonObject{{QStringLiteral("when"),
                                        QJsonObject{{QStringLiteral("expression"), expression}}}}});
    const auto outcome = applyOverrides(spec, context());
    QVERIFY(!outcome);
    QCOMPARE(outcome.error().code, QStringLiteral("NVCRE_OVERRIDE_WHEN"));
    QVERIFY2(outcome.error().message.startsWith(QStringLiteral("override[1]: evaluating when: ")),
             qPrintable(outcome.error().message));
    QVERIFY2(outcome.error().message.contains(contains), qPrintable(outcome.error().message));
}

void TestOverrides::contextFromSpec()
{
    QJsonObject spec = yaml(BaseSpec).toObject();
    OverrideContext c =
        OverrideContext::build(spec, QStringLiteral("oci"), QStringLiteral("gb200"));
    QCOMPARE(c.workloadKind, QStringLiteral("TrainJob"));
    QCOMPARE(c.topologyMode, QStringLiteral("simple"));
    QCOMPARE(c.domainCount, qint64(0));

    spec.insert(QStringLiteral("orchestration"),
                yaml("{topology: {topologyKey: nvidia.com/gpu.clique}}"));
    spec.insert(QStringLiteral("jobTemplate"), yaml("{spec: {workload: {}}}"));
    const QList<QJsonObject> nodes{
        yaml("{metadata: {name: a, labels: {nvidia.com/gpu.clique: c1}}}").toObject(),
        yaml("{metadata: {name: b, labels: {nvidia.com/gpu.clique: c2}}}").toObject(),
        yaml("{metadata: {name: c, labels: {nvidia.com/gpu.clique: c1}}}").toObject(),
        yaml("{metadata: {name: d}}").toObject()};
    c = OverrideContext::build(spec, QStringLiteral("oci"), QStringLiteral("gb200"), nodes);
    QCOMPARE(c.workloadKind, QString());
    QCOMPARE(c.topologyMode, QStringLiteral("topology"));
    QCOMPARE(c.domainCount, qint64(2));
    QCOMPARE(c.platform, QStringLiteral("oci"));
    QCOMPARE(c.gpuArchitecture, QStringLiteral("gb200"));
}

void TestOverrides::jobTemplateReplacesArrays()
{
    // Spec: "Arrays in jobTemplate overrides are replaced entirely, not merged by name."
    const auto outcome = applyOverrides(specWith(R"(
- when: {}
  jobTemplate:
    spec: {workload: {trainJob: {trainer: {env: [{name: MY_VAR, value: value}]}}}}
)"),
                                        context());
    QVERIFY(outcome);
    QCOMPARE(envNames(outcome->spec), QStringList{QStringLiteral("MY_VAR")});
    // Maps merge: the image is kept.
    QCOMPARE(at(outcome->spec, QStringLiteral("/jobTemplate/spec/workload/trainJob/trainer/image"))
                 .toString(),
             QStringLiteral("nvcr.io/nvidia/pytorch:25.01-py3"));
    QCOMPARE(outcome->records.first().operations, QStringList{QStringLiteral("jobTemplate")});
    QCOMPARE(outcome->records.first().patches, QStringLiteral("jobTemplate"));
}

void TestOverrides::jobTemplatePatchAppends()
{
    // Spec: "Use op: add with path ending in /- to append to an array"; within one override
    // jobTemplate applies first, then jobTemplatePatch (CRE applyOverrides).
    const auto outcome = applyOverrides(specWith(R"(
- when: {platform: {equals: aws}}
  jobTemplatePatch:
  - op: add
    path: /spec/workload/trainJob/trainer/env/-
    value: {name: EXTRA_VAR, value: extra}
- when: {}
  jobTemplate:
    spec: {workload: {trainJob: {trainer: {env: [{name: MY_VAR, value: value}]}}}}
  jobTemplatePatch:
  - op: add
    path: /spec/workload/trainJob/trainer/env/-
    value: {name: AFTER, value: "1"}
)"),
                                        context());
    QVERIFY(outcome);
    QCOMPARE(envNames(outcome->spec),
             (QStringList{QStringLiteral("MY_VAR"), QStringLiteral("AFTER")}));
    QCOMPARE(
        outcome->records.at(0).operations,
        QStringList{QStringLiteral("jobTemplatePatch add /spec/workload/trainJob/trainer/env/-")});
    QCOMPARE(outcome->records.at(1).patches, QStringLiteral("jobTemplate, jobTemplatePatch"));
}

void TestOverrides::patchBeforeJobTemplateIsWiped()
{
    // Spec warning: "A jobTemplatePatch that appends to an array must come after any
    // jobTemplate override that sets that array, or the appended values will be wiped."
    const auto outcome = applyOverrides(specWith(R"(
- when: {}
  jobTemplatePatch:
  - {op: add, path: /spec/workload/trainJob/trainer/env/-, value: {name: EXTRA_VAR, value: x}}
- when: {}
  jobTemplate:
    spec: {workload: {trainJob: {trainer: {env: [{name: MY_VAR, value: value}]}}}}
)"),
                                        context());
    QVERIFY(outcome);
    QCOMPARE(envNames(outcome->spec), QStringList{QStringLiteral("MY_VAR")});
    // The env entries' provenance is the later jobTemplate (recorded where the value changed).
    const auto origin = outcome->originOf(
        QStringLiteral("/spec/jobTemplate/spec/workload/trainJob/trainer/env/0/name"));
    QVERIFY(origin);
    QCOMPARE(origin->step, QStringLiteral("override[1]"));
}

void TestOverrides::dependencies_data()
{
    QTest::addColumn<QByteArray>("overrides");
    QTest::addColumn<QByteArray>("expected");
    QTest::addColumn<QString>("operation");

    QTest::newRow("same apiVersion/kind/name merges, named lists by name")
        << QByteArray(R"(
- when: {}
  dependencies:
  - apiVersion: trainer.kubeflow.org/v1alpha1
    kind: TrainingRuntime
    metadata: {name: runtime}
    spec:
      containers:
      - {name: node, image: patched, securityContext: {privileged: true}}
      - {name: extra, image: new}
)") << QByteArray(R"(
- apiVersion: trainer.kubeflow.org/v1alpha1
  kind: TrainingRuntime
  metadata: {name: runtime}
  spec:
    containers:
    - {name: node, image: patched, securityContext: {privileged: true}}
    - {name: sidecar, image: side}
    - {name: extra, image: new}
)")
        << QStringLiteral("dependency trainer.kubeflow.org/v1alpha1/TrainingRuntime/runtime "
                          "(merged)");
    QTest::newRow("null deletes")
        << QByteArray(R"(
- when: {}
  dependencies:
  - apiVersion: trainer.kubeflow.org/v1alpha1
    kind: TrainingRuntime
    metadata: {name: runtime, labels: {a: b}}
    spec: null
)") << QByteArray(R"(
- apiVersion: trainer.kubeflow.org/v1alpha1
  kind: TrainingRuntime
  metadata: {name: runtime, labels: {a: b}}
)")
        << QStringLiteral("dependency trainer.kubeflow.org/v1alpha1/TrainingRuntime/runtime "
                          "(merged)");
    QTest::newRow("lists of unnamed items replace")
        << QByteArray(R"(
- when: {}
  dependencies:
  - apiVersion: trainer.kubeflow.org/v1alpha1
    kind: TrainingRuntime
    metadata: {name: runtime}
    spec: {containers: [a, b]}
)") << QByteArray(R"(
- apiVersion: trainer.kubeflow.org/v1alpha1
  kind: TrainingRuntime
  metadata: {name: runtime}
  spec: {containers: [a, b]}
)")
        << QStringLiteral("dependency trainer.kubeflow.org/v1alpha1/TrainingRuntime/runtime "
                          "(merged)");
    QTest::newRow("another name appends") << QByteArray(R"(
- when: {}
  dependencies:
  - {apiVersion: v1, kind: ConfigMap, metadata: {name: aws-config}, data: {region: us-east-1}}
)") << QByteArray(R"(
- apiVersion: trainer.kubeflow.org/v1alpha1
  kind: TrainingRuntime
  metadata: {name: runtime}
  spec:
    containers:
    - {name: node, image: base}
    - {name: sidecar, image: side}
- {apiVersion: v1, kind: ConfigMap, metadata: {name: aws-config}, data: {region: us-east-1}}
)") << QStringLiteral("dependency v1/ConfigMap/aws-config (appended)");
}

void TestOverrides::dependencies()
{
    QFETCH(QByteArray, overrides);
    QFETCH(QByteArray, expected);
    QFETCH(QString, operation);
    const auto outcome = applyOverrides(specWith(overrides), context());
    QVERIFY2(outcome, qPrintable(outcome ? QString() : outcome.error().toString()));
    QCOMPARE(outcome->spec.value(QStringLiteral("dependencies")), yaml(expected));
    QCOMPARE(outcome->records.first().operations, QStringList{operation});
    QCOMPARE(outcome->records.first().patches, QStringLiteral("1 dependencies"));
    QVERIFY(!outcome->records.first().noOp);
}

void TestOverrides::orchestration()
{
    const auto outcome = applyOverrides(specWith(R"(
- when: {}
  orchestration:
    execution: {maxConcurrent: 2}
    topology: {topologyKey: nvidia.com/gpu.clique}
)"),
                                        context());
    QVERIFY(outcome);
    // Each given field replaces the base's whole (CRE mergeOrchestration).
    QCOMPARE(outcome->spec.value(QStringLiteral("orchestration")),
             yaml("{execution: {maxConcurrent: 2}, topology: {topologyKey: "
                  "nvidia.com/gpu.clique}}"));
    QCOMPARE(outcome->records.first().operations,
             (QStringList{QStringLiteral("orchestration.topology"),
                          QStringLiteral("orchestration.execution")}));
    const auto origin =
        outcome->originOf(QStringLiteral("/spec/orchestration/execution/maxConcurrent"));
    QVERIFY(origin);
    QCOMPARE(origin->operation, QStringLiteral("orchestration.execution"));
}

void TestOverrides::noOpIsAWarning()
{
    const auto outcome = applyOverrides(specWith(R"(
- when: {gpuArchitecture: {equals: h100}}
  jobTemplate: {spec: {workload: {trainJob: {trainer: {numNodes: 4}}}}}
- when: {}
  jobTemplatePatch:
  - {op: test, path: /spec/workload/trainJob/trainer/numNodes, value: 4}
)"),
                                        context());
    QVERIFY(outcome);
    QCOMPARE(outcome->records.size(), 2);
    for (const OverrideRecord &r : outcome->records) {
        QVERIFY(r.matched);
        QVERIFY(r.noOp);
        QVERIFY(r.changes.isEmpty());
    }
    QCOMPARE(outcome->events.size(), 2);
    QCOMPARE(outcome->events.at(0),
             (NvcreEvent{QStringLiteral("Warning"), QStringLiteral("OverrideNoOp"),
                         QStringLiteral("Override[0] matched (gpuArchitecture=h100) but produced "
                                        "no changes — check field paths")}));
    QCOMPARE(outcome->appliedOverridesJson(),
             QStringLiteral("[{\"index\":0,\"when\":\"gpuArchitecture=h100\",\"patches\":"
                            "\"jobTemplate\",\"noOp\":true},{\"index\":1,\"when\":"
                            "\"\\u003calways\\u003e\",\"patches\":\"jobTemplatePatch\","
                            "\"noOp\":true}]"));
}

void TestOverrides::failuresNameIndexAndOperation_data()
{
    QTest::addColumn<QByteArray>("overrides");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("prefix");

    QTest::newRow("jobTemplatePatch op")
        << QByteArray(R"(
- when: {}
  jobTemplate: {spec: {workload: {trainJob: {trainer: {numNodes: 8}}}}}
- when: {}
  jobTemplatePatch:
  - {op: add, path: /spec/workload/trainJob/trainer/env/-, value: {name: A}}
  - {op: add, path: /spec/workload/missing/env/-, value: {name: B}}
)") << QStringLiteral("NVCRE_OVERRIDE_FAILED")
        << QStringLiteral("override[1]: failed to apply jobTemplatePatch: op 1 (add "
                          "/spec/workload/missing/env/-): ");
    QTest::newRow("jobTemplatePatch test fails")
        << QByteArray(R"(
- when: {}
  jobTemplatePatch:
  - {op: test, path: /spec/workload/trainJob/trainer/numNodes, value: 2}
)") << QStringLiteral("NVCRE_OVERRIDE_FAILED")
        << QStringLiteral("override[0]: failed to apply jobTemplatePatch: op 0 (test "
                          "/spec/workload/trainJob/trainer/numNodes): ");
    QTest::newRow("jobTemplate directive")
        << QByteArray(R"(
- when: {}
  jobTemplate: {spec: {$patch: explode}}
)") << QStringLiteral("NVCRE_OVERRIDE_FAILED")
        << QStringLiteral("override[0]: failed to merge jobTemplate: ");
    QTest::newRow("dependency not an object")
        << QByteArray("- when: {}\n  dependencies: [3]\n")
        << QStringLiteral("NVCRE_OVERRIDE_FAILED")
        << QStringLiteral("override[0]: failed to merge dependency: ");
    QTest::newRow("when.platform not a mapping")
        << QByteArray("- when: {}\n- when: {platform: aws}\n")
        << QStringLiteral("NVCRE_OVERRIDE_INVALID")
        << QStringLiteral("override[1]: when.platform: expected a mapping");
    QTest::newRow("in not a list")
        << QByteArray("- when: {gpuArchitecture: {in: gb200}}\n")
        << QStringLiteral("NVCRE_OVERRIDE_INVALID")
        << QStringLiteral("override[0]: when.gpuArchitecture.in: expected a list of strings");
    QTest::newRow("jobTemplatePatch not a list")
        << QByteArray("- when: {}\n  jobTemplatePatch: {op: add}\n")
        << QStringLiteral("NVCRE_OVERRIDE_INVALID")
        << QStringLiteral("override[0]: jobTemplatePatch: expected a list");
}

void TestOverrides::failuresNameIndexAndOperation()
{
    QFETCH(QByteArray, overrides);
    QFETCH(QString, code);
    QFETCH(QString, prefix);
    const auto outcome = applyOverrides(specWith(overrides), context());
    QVERIFY(!outcome);
    QCOMPARE(outcome.error().code, code);
    QVERIFY2(outcome.error().message.startsWith(prefix), qPrintable(outcome.error().message));
}

void TestOverrides::provenance()
{
    const auto outcome = applyOverrides(specWith(R"(
- when: {platform: {equals: aws}}
  jobTemplate:
    spec: {workload: {trainJob: {trainer: {numNodes: 8, image: first}}}}
- when: {platform: {equals: gcp}}
  jobTemplate:
    spec: {workload: {trainJob: {trainer: {image: never}}}}
- when: {gpuArchitecture: {in: [h100]}}
  jobTemplatePatch:
  - {op: replace, path: /spec/workload/trainJob/trainer/image, value: second}
  - {op: add, path: /spec/workload/trainJob/trainer/env/-, value: {name: X, value: "1"}}
)"),
                                        context());
    QVERIFY(outcome);
    const QString trainer = QStringLiteral("/spec/jobTemplate/spec/workload/trainJob/trainer");
    auto origin = outcome->originOf(trainer + QStringLiteral("/numNodes"));
    QVERIFY(origin);
    QCOMPARE(origin->step, QStringLiteral("override[0]"));
    QCOMPARE(origin->stepIndex, 0);
    QCOMPARE(origin->operation, QStringLiteral("jobTemplate"));
    QCOMPARE(origin->change, Kind::Changed);

    origin = outcome->originOf(trainer + QStringLiteral("/image"));
    QVERIFY(origin);
    QCOMPARE(origin->step, QStringLiteral("override[2]"));
    QCOMPARE(origin->stepIndex, 2);
    QCOMPARE(origin->operation,
             QStringLiteral("jobTemplatePatch replace /spec/workload/trainJob/trainer/image"));

    origin = outcome->originOf(trainer + QStringLiteral("/env/2/name"));
    QVERIFY(origin);
    QCOMPARE(origin->operation,
             QStringLiteral("jobTemplatePatch add /spec/workload/trainJob/trainer/env/-"));
    QCOMPARE(origin->change, Kind::Added);

    QVERIFY(!outcome->originOf(trainer + QStringLiteral("/env/0")));

    // What each override changed, as Workflow pointers.
    QStringList changed;
    for (const auto &c : outcome->records.at(2).changes)
        changed << c.pointer;
    QCOMPARE(changed,
             (QStringList{trainer + QStringLiteral("/env/2"), trainer + QStringLiteral("/image")}));
    QVERIFY(!outcome->records.at(1).matched);
    QCOMPARE(outcome->records.at(1).mismatches,
             QStringList{QStringLiteral("platform: detected \"aws\", wants gcp")});
}

void TestOverrides::appliedOverridesJson()
{
    // NOTES section 2's example, exactly.
    const auto outcome = applyOverrides(specWith(R"(
- when: {platform: {equals: onprem}, gpuArchitecture: {in: [gb200, gb300]}}
  jobTemplate: {spec: {workload: {trainJob: {trainer: {numNodes: 18}}}}}
- when: {platform: {equals: aws}}
  dependencies:
  - {apiVersion: v1, kind: ConfigMap, metadata: {name: c}}
)"),
                                        context(QStringLiteral("onprem"), QStringLiteral("gb300")));
    QVERIFY(outcome);
    QCOMPARE(outcome->appliedOverridesJson(),
             QStringLiteral("[{\"index\":0,\"when\":\"gpuArchitecture=in [gb200,gb300], "
                            "platform=onprem\",\"patches\":\"jobTemplate\"}]"));
    QCOMPARE(goJsonString(QStringLiteral("a<b>&\"\\\n")),
             QStringLiteral("\"a\\u003cb\\u003e\\u0026\\\"\\\\\\n\""));

    const auto none = applyOverrides(specWith("- when: {platform: {equals: gcp}}\n"), context());
    QVERIFY(none);
    QCOMPARE(none->appliedOverridesJson(), QString());
}

void TestOverrides::events()
{
    const auto outcome = applyOverrides(specWith(R"(
- when: {gpuArchitecture: {equals: h100}}
  jobTemplate: {spec: {workload: {trainJob: {trainer: {numNodes: 8}}}}}
  dependencies:
  - {apiVersion: v1, kind: ConfigMap, metadata: {name: c}}
)"),
                                        context());
    QVERIFY(outcome);
    QCOMPARE(outcome->events,
             (QList<NvcreEvent>{{QStringLiteral("Normal"), QStringLiteral("OverrideApplied"),
                                 QStringLiteral("Override[0] matched (gpuArchitecture=h100), "
                                                "patching jobTemplate, 1 dependencies")}}));

    const auto none = applyOverrides(
        specWith("- when: {platform: {equals: gcp}}\n- when: {platform: {equals: oci}}\n"),
        context());
    QVERIFY(none);
    QCOMPARE(none->events,
             (QList<NvcreEvent>{{QStringLiteral("Normal"), QStringLiteral("NoOverridesMatched"),
                                 QStringLiteral("0 of 2 overrides matched (platform=aws, "
                                                "gpuArchitecture=h100)")}}));

    // No overrides at all: nothing to report.
    const auto empty = applyOverrides(yaml(BaseSpec).toObject(), context());
    QVERIFY(empty);
    QVERIFY(empty->events.isEmpty());
    QVERIFY(empty->records.isEmpty());
    QCOMPARE(empty->spec, yaml(BaseSpec).toObject());
}

void TestOverrides::emptyOrchestrationIsANoOp()
{
    // Review finding: `orchestration: {}` (or only fields cre does not merge, such as placement;
    // cre NOTES (4): target/topology/execution/iterations) must not add an empty orchestration
    // object, and stays a no-op with its warning.
    QJsonObject spec = specWith(R"(
- when: {}
  orchestration: {}
- when: {}
  orchestration: {placement: {spread: true}}
)");
    spec.remove(QStringLiteral("orchestration"));
    const auto outcome = applyOverrides(spec, context());
    QVERIFY(outcome);
    QVERIFY(!outcome->spec.contains(QStringLiteral("orchestration")));
    QCOMPARE(outcome->records.size(), 2);
    for (const OverrideRecord &r : outcome->records) {
        QVERIFY(r.matched);
        QVERIFY(r.noOp);
    }
    QCOMPARE(outcome->records.at(1).warnings,
             QStringList{QStringLiteral("unknown field orchestration.placement is ignored")});
    qsizetype noOps = 0;
    for (const NvcreEvent &e : outcome->events)
        noOps += e.reason == QStringLiteral("OverrideNoOp") ? 1 : 0;
    QCOMPARE(noOps, 2);
}

void TestOverrides::unknownFieldsWarn()
{
    // A misspelt criterion is ignored (CRE decodes leniently), so the override matches
    // everything: worth a warning.
    const auto outcome = applyOverrides(specWith(R"(
- when: {plattform: {equals: gcp}}
  jobTemplate: {spec: {workload: {trainJob: {trainer: {numNodes: 8}}}}}
)"),
                                        context());
    QVERIFY(outcome);
    QVERIFY(outcome->records.first().matched);
    QCOMPARE(outcome->records.first().warnings,
             QStringList{QStringLiteral("unknown field when.plattform is ignored")});
    QCOMPARE(outcome->events.first().reason, QStringLiteral("OverrideUnknownField"));
    QCOMPARE(outcome->events.first().type, QStringLiteral("Warning"));
}

QTEST_GUILESS_MAIN(TestOverrides)
#include "tst_overrides.moc"
