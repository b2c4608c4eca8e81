// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors

// Drift from the preview (issue 36, "Drift from the preview"): a run rendered again on the nodes
// as they are, compared with what the controller recorded in its Workflows' status
// (../shared/conformance/cre/STATUS-NOTES.md section 1: orchestration.detectedPlatform,
// detectedGPUArchitecture, appliedOverrides[]; the WorkloadRun mirrors the first two).
//
// The nodes are tests/fixtures/nvcre/detection/mixed-architectures.snapshot.yaml (AWS, three
// H100 nodes win the vote). There the embedded catalog renders communication/nccl-all-reduce
// with override[4] matched (platform=aws, gpuArchitecture notIn gb200/gb300) and
// diagnostics/dcgm-level4 with none; the WorkloadRun also with override[4].

#include "doc/documentreader.h"
#include "kube/snapshot.h"
#include "nvcre/rundrift.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Accel;
using namespace Accel::Nvcre;

namespace {

QJsonObject readYaml(const QString &path);

struct Recorded
{
    QString domain; ///< empty: the WorkloadRun's Workflow
    QString variant;
    QString platform;
    QString architecture;
    QList<int> overrides;
    bool started = true;
    bool labelled = true; ///< else found through categoryStatuses[].workflowRef only
    QString group = QStringLiteral("nvcre.nvidia.com");
    /// >= 0: the Workflow the controller ran carries a spec with this many overrides.
    int specOverrides = -1;
};

QJsonObject workflow(const Recorded &r, int n)
{
    QJsonObject labels;
    if (r.labelled && !r.domain.isEmpty()) {
        labels.insert(QString(r.group + QStringLiteral("/category-domain")), r.domain);
        labels.insert(QString(r.group + QStringLiteral("/category-variant")), r.variant);
    }
    QJsonObject metadata{{QStringLiteral("name"), r.domain.isEmpty()
                                                      ? QStringLiteral("wr-torch")
                                                      : QStringLiteral("recorded-%1").arg(n)},
                         {QStringLiteral("namespace"), QStringLiteral("default")}};
    if (!labels.isEmpty())
        metadata.insert(QStringLiteral("labels"), labels);
    QJsonObject object{
        {QStringLiteral("apiVersion"), QString(r.group + QStringLiteral("/v1alpha1"))},
        {QStringLiteral("kind"), QStringLiteral("Workflow")},
        {QStringLiteral("metadata"), metadata}};
    if (r.specOverrides >= 0) {
        QJsonArray overrides;
        for (int i = 0; i < r.specOverrides; ++i)
            overrides.append(QJsonObject{{QStringLiteral("when"), QJsonObject()}});
        object.insert(QStringLiteral("spec"),
                      QJsonObject{{QStringLiteral("overrides"), overrides}});
    }
    if (r.started) {
        QJsonArray applied;
        for (int index : r.overrides)
            applied.append(QJsonObject{{QStringLiteral("index"), index},
                                       {QStringLiteral("when"), QStringLiteral("recorded")},
                                       {QStringLiteral("patches"), QStringLiteral("p")}});
        QJsonObject orchestration{{QStringLiteral("totalNodes"), 3},
                                  {QStringLiteral("detectedPlatform"), r.platform},
                                  {QStringLiteral("detectedGPUArchitecture"), r.architecture}};
        if (!applied.isEmpty())
            orchestration.insert(QStringLiteral("appliedOverrides"), applied);
        object.insert(QStringLiteral("status"),
                      QJsonObject{{QStringLiteral("orchestration"), orchestration}});
    }
    return object;
}

QJsonObject certification(const QList<Recorded> &recorded, const QString &group)
{
    QJsonObject cert = readYaml(Test::fixture(QStringLiteral("nvcre/certification/options.yaml")));
    cert.insert(QStringLiteral("apiVersion"), QString(group + QStringLiteral("/v1alpha1")));
    QJsonArray statuses;
    for (qsizetype i = 0; i < recorded.size(); ++i) {
        statuses.append(QJsonObject{
            {QStringLiteral("domain"), recorded[i].domain},
            {QStringLiteral("variant"), recorded[i].variant},
            {QStringLiteral("status"), QStringLiteral("Succeeded")},
            {QStringLiteral("workflowRef"),
             QJsonObject{{QStringLiteral("name"), QStringLiteral("recorded-%1").arg(i)}}}});
    }
    cert.insert(QStringLiteral("status"),
                QJsonObject{{QStringLiteral("categoryStatuses"), statuses}});
    return cert;
}

QJsonObject readYaml(const QString &path)
{
    Result<QJsonValue> value = Doc::readDocumentFile(path);
    if (!value)
        qWarning("%s", qPrintable(value.error().toString()));
    return value ? value->toObject() : QJsonObject();
}

struct Expected
{
    QString category;
    QString field;
    QString recorded;
    QString previewed;
    QStringList inReason;
};

} // namespace

class TestRunDrift : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void drift_data();
    void drift();
    void brokenSpecIsAnError();
    void json();
};

Q_DECLARE_METATYPE(QList<Recorded>)
Q_DECLARE_METATYPE(QList<Expected>)

void TestRunDrift::drift_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QList<Recorded>>("recorded");
    QTest::addColumn<QJsonObject>("runStatus");
    QTest::addColumn<QList<Expected>>("expected");

    const QString comm = QStringLiteral("communication");
    const QString allReduce = QStringLiteral("nccl-all-reduce");
    const QString diag = QStringLiteral("diagnostics");
    const QString dcgm = QStringLiteral("dcgm-level4");
    const QString aws = QStringLiteral("aws");
    const QString h100 = QStringLiteral("h100");

    QTest::newRow("as previewed: no drift")
        << QStringLiteral("Certification")
        << QList<Recorded>{{comm, allReduce, aws, h100, {4}}, {diag, dcgm, aws, h100, {}}}
        << QJsonObject() << QList<Expected>{};
    QTest::newRow("a category not started yet is not compared")
        << QStringLiteral("Certification")
        << QList<Recorded>{{comm, allReduce, aws, h100, {4}},
                           {diag, dcgm, QStringLiteral("gcp"), h100, {}, false}}
        << QJsonObject() << QList<Expected>{};
    QTest::newRow("the platform the controller detected differs")
        << QStringLiteral("Certification")
        << QList<Recorded>{{comm, allReduce, QStringLiteral("gcp"), h100, {4}},
                           {diag, dcgm, aws, h100, {}}}
        << QJsonObject()
        << QList<Expected>{{QStringLiteral("communication/nccl-all-reduce"),
                            QStringLiteral("detectedPlatform"),
                            QStringLiteral("gcp"),
                            aws,
                            {QStringLiteral("providerID"), QStringLiteral("\"gcp\"")}}};
    QTest::newRow("another architecture: the override follows it")
        << QStringLiteral("Certification")
        << QList<Recorded>{{comm, allReduce, aws, QStringLiteral("gb200"), {}},
                           {diag, dcgm, aws, h100, {}}}
        << QJsonObject()
        << QList<Expected>{{QStringLiteral("communication/nccl-all-reduce"),
                            QStringLiteral("detectedGPUArchitecture"),
                            QStringLiteral("gb200"),
                            h100,
                            {QStringLiteral("h100 3"), QStringLiteral("labels changed")}},
                           {QStringLiteral("communication/nccl-all-reduce"),
                            QStringLiteral("appliedOverrides"),
                            QStringLiteral("none"),
                            QStringLiteral("4"),
                            {QStringLiteral("override[4]"), QStringLiteral("matches now"),
                             QStringLiteral("architecture changed")}}};
    QTest::newRow("an applied override no longer matches")
        << QStringLiteral("Certification")
        << QList<Recorded>{{comm, allReduce, aws, h100, {2, 4}}, {diag, dcgm, aws, h100, {}}}
        << QJsonObject()
        << QList<Expected>{{QStringLiteral("communication/nccl-all-reduce"),
                            QStringLiteral("appliedOverrides"),
                            QStringLiteral("2, 4"),
                            QStringLiteral("4"),
                            {QStringLiteral("override[2]"), QStringLiteral("no longer matches")}}};
    QTest::newRow("an override applied that the render does not have")
        << QStringLiteral("Certification")
        << QList<Recorded>{{comm, allReduce, aws, h100, {4}}, {diag, dcgm, aws, h100, {7}}}
        << QJsonObject()
        << QList<Expected>{{QStringLiteral("diagnostics/dcgm-level4"),
                            QStringLiteral("appliedOverrides"),
                            QStringLiteral("7"),
                            QStringLiteral("none"),
                            {QStringLiteral("override[7] was applied")}}};
    Recorded olderCatalog{comm, allReduce, aws, h100, {0}};
    olderCatalog.specOverrides = 1;
    QTest::newRow("the Workflow ran came from another catalog")
        << QStringLiteral("Certification") << QList<Recorded>{olderCatalog} << QJsonObject()
        << QList<Expected>{{QStringLiteral("communication/nccl-all-reduce"),
                            QStringLiteral("appliedOverrides"),
                            QStringLiteral("0"),
                            QStringLiteral("4"),
                            {QStringLiteral("has 1: the catalog differs"),
                             QStringLiteral("override[0]"), QStringLiteral("override[4]")}}};
    Recorded unlabelled{comm, allReduce, QStringLiteral("oci"), h100, {4}};
    unlabelled.labelled = false;
    QTest::newRow("found through categoryStatuses alone")
        << QStringLiteral("Certification") << QList<Recorded>{unlabelled} << QJsonObject()
        << QList<Expected>{{QStringLiteral("communication/nccl-all-reduce"),
                            QStringLiteral("detectedPlatform"),
                            QStringLiteral("oci"),
                            aws,
                            {}}};
    Recorded old{comm, allReduce, aws, QStringLiteral("a100"), {4}};
    old.group = QStringLiteral("cre.nvidia.com");
    QTest::newRow("the older cre.nvidia.com group")
        << QStringLiteral("Certification") << QList<Recorded>{old} << QJsonObject()
        << QList<Expected>{{QStringLiteral("communication/nccl-all-reduce"),
                            QStringLiteral("detectedGPUArchitecture"),
                            QStringLiteral("a100"),
                            h100,
                            {}}};
    QTest::newRow("a WorkloadRun's Workflow as previewed")
        << QStringLiteral("WorkloadRun") << QList<Recorded>{{{}, {}, aws, h100, {4}}}
        << QJsonObject() << QList<Expected>{};
    QTest::newRow("a WorkloadRun's own status when its Workflow is gone")
        << QStringLiteral("WorkloadRun") << QList<Recorded>{}
        << QJsonObject{{QStringLiteral("detectedPlatform"), QStringLiteral("azure")},
                       {QStringLiteral("detectedGPUArchitecture"), h100}}
        << QList<Expected>{{QStringLiteral("wr-torch"),
                            QStringLiteral("detectedPlatform"),
                            QStringLiteral("azure"),
                            aws,
                            {}}};
}

void TestRunDrift::drift()
{
    QFETCH(QString, kind);
    QFETCH(QList<Recorded>, recorded);
    QFETCH(QJsonObject, runStatus);
    QFETCH(QList<Expected>, expected);

    Result<Kube::ClusterSnapshot> cluster = Kube::ClusterSnapshot::fromFile(
        Test::fixture(QStringLiteral("nvcre/detection/mixed-architectures.snapshot.yaml")));
    QVERIFY2(cluster, cluster ? "" : qPrintable(cluster.error().toString()));

    RunDriftInputs inputs;
    inputs.cluster = *cluster;
    if (kind == QLatin1String("Certification")) {
        const QString group =
            recorded.isEmpty() ? QStringLiteral("nvcre.nvidia.com") : recorded.first().group;
        inputs.run = certification(recorded, group);
    } else {
        inputs.run =
            readYaml(Test::fixture(QStringLiteral("nvcre/certification/workloadrun.yaml")));
        if (!runStatus.isEmpty())
            inputs.run.insert(QStringLiteral("status"), runStatus);
    }
    for (qsizetype i = 0; i < recorded.size(); ++i)
        inputs.workflows << workflow(recorded[i], int(i));

    Result<QList<RunDrift>> got = runDrift(inputs);
    QVERIFY2(got, got ? "" : qPrintable(got.error().toString()));
    QStringList seen;
    for (const RunDrift &d : *got)
        seen << QStringLiteral("%1 %2: %3 -> %4 (%5)")
                    .arg(d.category, d.field, d.recorded, d.previewed, d.reason);
    QVERIFY2(got->size() == expected.size(), qPrintable(seen.join(QLatin1Char('\n'))));
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const RunDrift &d = got->at(i);
        QCOMPARE(d.category, expected[i].category);
        QCOMPARE(d.field, expected[i].field);
        QCOMPARE(d.recorded, expected[i].recorded);
        QCOMPARE(d.previewed, expected[i].previewed);
        QVERIFY(!d.reason.isEmpty());
        for (const QString &part : expected[i].inReason)
            QVERIFY2(d.reason.contains(part), qPrintable(d.reason));
    }
}

// A run whose spec no longer renders (a category the catalog dropped) is the render's error, not
// a drift.
void TestRunDrift::brokenSpecIsAnError()
{
    Result<Kube::ClusterSnapshot> cluster = Kube::ClusterSnapshot::fromFile(
        Test::fixture(QStringLiteral("nvcre/detection/mixed-architectures.snapshot.yaml")));
    QVERIFY(cluster);
    RunDriftInputs inputs;
    inputs.cluster = *cluster;
    inputs.run = certification({}, QStringLiteral("nvcre.nvidia.com"));
    QJsonObject spec = inputs.run.value(QStringLiteral("spec")).toObject();
    spec.insert(QStringLiteral("categories"),
                QJsonArray{QJsonObject{{QStringLiteral("domain"), QStringLiteral("communication")},
                                       {QStringLiteral("variant"), QStringLiteral("gone")}}});
    inputs.run.insert(QStringLiteral("spec"), spec);
    Result<QList<RunDrift>> got = runDrift(inputs);
    QVERIFY(!got);
    QCOMPARE(got.error().code, QStringLiteral("NVCRE_CATEGORY_NOT_FOUND"));
}

void TestRunDrift::json()
{
    const RunDrift d{QStringLiteral("a/b"), QStringLiteral("detectedPlatform"),
                     QStringLiteral("gcp"), QStringLiteral("aws"), QStringLiteral("why")};
    const QJsonObject o = runDriftJson(d);
    QCOMPARE(o.keys(), (QStringList{QStringLiteral("category"), QStringLiteral("field"),
                                    QStringLiteral("previewed"), QStringLiteral("reason"),
                                    QStringLiteral("recorded")}));
    QCOMPARE(o.value(QStringLiteral("recorded")).toString(), QStringLiteral("gcp"));
    QCOMPARE(o.value(QStringLiteral("previewed")).toString(), QStringLiteral("aws"));
}

QTEST_GUILESS_MAIN(TestRunDrift)
#include "tst_rundrift.moc"
