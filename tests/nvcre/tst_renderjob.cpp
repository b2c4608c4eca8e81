// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Nvcre::RenderJob (issue 18, section 1): the one render entry of `accelctl workflow|
// certification|workloadrun render` and the Overrides panel. The offline architecture rule
// (offlineGpuArchitecture: the flag, else the target's nvidia.com/gpu.product selector, else
// NVCRE_GPU_ARCH_REQUIRED for a Workflow; README "workflow render" and "certification render"),
// and that the job renders what the engine functions render, through exec() and start().
#include "nvcre/catalog.h"
#include "nvcre/certificationrender.h"
#include "nvcre/renderjob.h"
#include "nvcre/workflowrender.h"
#include "testsupport.h"

#include <QSignalSpy>
#include <QTest>

using namespace Accel;

namespace {

QString fixtureFile(const char *name)
{
    return Test::fixture(QStringLiteral("nvcre/") + QString::fromUtf8(name));
}

/// A Workflow with one override per architecture, targeting PRODUCT (none when empty).
QByteArray workflowFor(const QString &product)
{
    QByteArray yaml = "apiVersion: nvcre.nvidia.com/v1alpha1\nkind: Workflow\n"
                      "metadata:\n  name: arch-test\n"
                      "spec:\n  jobTemplate:\n    spec:\n      numNodes: 1\n"
                      "  orchestration:\n    target:\n      nodeSelector:\n        pool: train\n";
    if (!product.isEmpty())
        yaml += "        nvidia.com/gpu.product: " + product.toUtf8() + "\n";
    yaml += "  overrides:\n"
            "  - when:\n      gpuArchitecture: {equals: h100}\n"
            "    jobTemplate:\n      spec:\n        numNodes: 4\n"
            "  - when:\n      gpuArchitecture: {equals: gb200}\n"
            "    jobTemplate:\n      spec:\n        numNodes: 18\n";
    return yaml;
}

Nvcre::TargetSelector selectorFor(const QString &product)
{
    Nvcre::TargetSelector target;
    if (!product.isEmpty())
        target.nodeSelector.insert(QStringLiteral("nvidia.com/gpu.product"), product);
    return target;
}

QString annotation(const QJsonObject &object, const QString &key)
{
    return object.value(QStringLiteral("metadata"))
        .toObject()
        .value(QStringLiteral("annotations"))
        .toObject()
        .value(key)
        .toString();
}

} // namespace

class TestRenderJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void architectureRule_data();
    void architectureRule();
    void offlineWorkflow_data();
    void offlineWorkflow();
    void pairWithoutMockNodes();
    void nodeSources_data();
    void nodeSources();
    void certification();
    void errors_data();
    void errors();
    void startSignals();
    void cancelDropsResult();
    void emptyInput();
};

void TestRenderJob::architectureRule_data()
{
    QTest::addColumn<Nvcre::RenderInputKind>("kind");
    QTest::addColumn<QString>("product");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("gpuArch");
    QTest::addColumn<QString>("expected"); // an architecture, or "!CODE"
    const auto wf = Nvcre::RenderInputKind::Workflow;
    const auto cert = Nvcre::RenderInputKind::Certification;
    const QString h100 = QStringLiteral("NVIDIA-H100-80GB-HBM3");
    const QString gb200 = QStringLiteral("NVIDIA-GB200");
    QTest::newRow("workflow: given") << wf << QString() << "aws"
                                     << "gb300"
                                     << "gb300";
    QTest::newRow("workflow: given beats selector") << wf << gb200 << "aws"
                                                    << "h100"
                                                    << "h100";
    QTest::newRow("workflow: auto from selector") << wf << h100 << "aws" << QString() << "h100";
    QTest::newRow("workflow: auto, no selector")
        << wf << QString() << "aws" << QString() << "!NVCRE_GPU_ARCH_REQUIRED";
    QTest::newRow("workflow: auto, label-less platform")
        << wf << QString() << "nscale" << QString() << "!NVCRE_GPU_ARCH_REQUIRED";
    QTest::newRow("certification: auto from selector")
        << cert << gb200 << "nscale" << QString() << "gb200";
    QTest::newRow("certification: auto, no selector") // spec "Offline render": unknown
        << cert << QString() << "aws" << QString() << "unknown";
    QTest::newRow("certification: auto, label-less platform")
        << cert << QString() << "nscale" << QString() << "!NVCRE_GPU_ARCH_REQUIRED";
}

void TestRenderJob::architectureRule()
{
    QFETCH(Nvcre::RenderInputKind, kind);
    QFETCH(QString, product);
    QFETCH(QString, platform);
    QFETCH(QString, gpuArch);
    QFETCH(QString, expected);
    const Result<QString> arch =
        Nvcre::offlineGpuArchitecture(kind, selectorFor(product), platform, gpuArch);
    if (expected.startsWith(QLatin1Char('!'))) {
        QVERIFY(!arch);
        QCOMPARE(arch.error().code, expected.mid(1));
        QVERIFY2(arch.error().hint.contains(QStringLiteral("--gpu-arch")) ||
                     arch.error().message.contains(QStringLiteral("--gpu-arch")),
                 qPrintable(arch.error().message + QLatin1Char('\n') + arch.error().hint));
        return;
    }
    QVERIFY2(arch, arch ? "" : qPrintable(arch.error().message));
    QCOMPARE(*arch, expected);
}

void TestRenderJob::offlineWorkflow_data()
{
    QTest::addColumn<QString>("product");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("gpuArch");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<int>("numNodes");
    QTest::newRow("given h100") << QString() << "aws"
                                << "h100"
                                << "h100" << 4;
    QTest::newRow("auto h100 from selector") << "NVIDIA-H100-80GB-HBM3"
                                             << "aws" << QString() << "h100" << 4;
    QTest::newRow("auto gb200 from selector") << "NVIDIA-GB200"
                                              << "oci" << QString() << "gb200" << 18;
}

void TestRenderJob::offlineWorkflow()
{
    // The job renders on CRE's mock nodes of the resolved pair, as the engine does by hand.
    QFETCH(QString, product);
    QFETCH(QString, platform);
    QFETCH(QString, gpuArch);
    QFETCH(QString, arch);
    QFETCH(int, numNodes);
    Nvcre::RenderParams params;
    params.bytes = workflowFor(product);
    params.sourceName = QStringLiteral("test");
    params.platform = platform;
    params.gpuArchitecture = gpuArch;
    Nvcre::RenderJob job(params);
    const Result<Nvcre::RenderResult> result = job.exec();
    QVERIFY2(result, result ? "" : qPrintable(result.error().message));
    QCOMPARE(result->kind, Nvcre::RenderInputKind::Workflow);
    QCOMPARE(result->detection->gpuArchitecture, arch);
    QCOMPARE(result->documents.size(), 1);
    const Nvcre::RenderedWorkflow &doc = result->documents.constFirst();
    QCOMPARE(
        annotation(doc.rendered, QStringLiteral("nvcrectl.nvidia.com/detected-gpu-architecture")),
        arch);
    QCOMPARE(doc.rendered.value(QStringLiteral("spec"))
                 .toObject()
                 .value(QStringLiteral("jobTemplate"))
                 .toObject()
                 .value(QStringLiteral("spec"))
                 .toObject()
                 .value(QStringLiteral("numNodes"))
                 .toInt(),
             numNodes);

    // Byte for byte what renderWorkflow gives on the pair's mock nodes.
    const auto workflow = Nvcre::readWorkflow(params.bytes, params.sourceName);
    QVERIFY(workflow);
    const auto nodes = Nvcre::mockNodes(platform, arch);
    QVERIFY(nodes);
    Nvcre::DetectionInput input;
    input.target.includeCordoned = true;
    input.requireGpuPresent = false;
    input.nodes = *nodes;
    const auto detected = Nvcre::detect(input);
    QVERIFY(detected);
    const auto expected =
        Nvcre::renderWorkflow(*workflow, detected->platform, detected->gpuArchitecture,
                              Nvcre::nodesNamed(input.nodes, detected->targetNodes));
    QVERIFY(expected);
    QCOMPARE(doc.rendered, expected->rendered);
    QCOMPARE(doc.base, expected->base);
    // The diff lines line up with the YAML.
    QCOMPARE(doc.renderedLines.size(), doc.renderedPointers.size());
    QVERIFY(!doc.renderedLines.isEmpty());
}

void TestRenderJob::pairWithoutMockNodes()
{
    Nvcre::RenderParams params;
    params.bytes = workflowFor(QString());
    params.platform = QStringLiteral("aws");
    params.gpuArchitecture = QStringLiteral("b200");
    // The CLI's contract (CRE): the pair must have mock nodes.
    const auto refused = Nvcre::RenderJob::render(params);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, QStringLiteral("NVCRE_MOCK_NODES"));
    // The panel's pickers offer every pair: resolved from the pair alone.
    params.resolvePairWithoutMockNodes = true;
    const auto resolved = Nvcre::RenderJob::render(params);
    QVERIFY2(resolved, resolved ? "" : qPrintable(resolved.error().message));
    QCOMPARE(resolved->detection->platform, QStringLiteral("aws"));
    QCOMPARE(resolved->detection->gpuArchitecture, QStringLiteral("b200"));
}

void TestRenderJob::nodeSources_data()
{
    QTest::addColumn<int>("source");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<int>("targetNodes");
    // snapshot.yaml: two Azure GB200 nodes in pool train (the Workflow's target), one AWS H100.
    QTest::newRow("snapshot file") << int(Nvcre::RenderNodeSource::Cluster) << "azure"
                                   << "gb200" << 2;
    // nodes-gcp-a100.yaml: the file's nodes as they are.
    QTest::newRow("nodes file") << int(Nvcre::RenderNodeSource::NodesFile) << "gcp"
                                << "a100" << -1;
}

void TestRenderJob::nodeSources()
{
    QFETCH(int, source);
    QFETCH(QString, platform);
    QFETCH(QString, arch);
    QFETCH(int, targetNodes);
    Nvcre::RenderParams params;
    params.inputFile = fixtureFile("workflowrender/workflow.yaml");
    params.kind = Nvcre::RenderInputKind::Workflow;
    params.nodes = Nvcre::RenderNodeSource(source);
    params.snapshotFile = fixtureFile("workflowrender/snapshot.yaml");
    params.nodesFile = fixtureFile("workflowrender/nodes-gcp-a100.yaml");
    const auto result = Nvcre::RenderJob::render(params);
    QVERIFY2(result, result ? "" : qPrintable(result.error().message));
    QCOMPARE(result->detection->platform, platform);
    QCOMPARE(result->detection->gpuArchitecture, arch);
    if (targetNodes >= 0)
        QCOMPARE(result->detection->targetNodes.size(), targetNodes);
    // The snapshot is cached: a second render reads the same.
    const auto again = Nvcre::RenderJob::render(params);
    QVERIFY(again);
    QCOMPARE(again->documents.constFirst().rendered, result->documents.constFirst().rendered);
}

void TestRenderJob::certification()
{
    // The job's certification render is renderCertification's, offline with the selector's
    // architecture (onprem-gb300.yaml targets NVIDIA-GB300).
    Nvcre::RenderParams params;
    params.inputFile = fixtureFile("certification/onprem-gb300.yaml");
    const auto result = Nvcre::RenderJob::render(params);
    QVERIFY2(result, result ? "" : qPrintable(result.error().message));
    QCOMPARE(result->kind, Nvcre::RenderInputKind::Certification);
    QCOMPARE(result->detection->platform, QStringLiteral("onprem"));
    QCOMPARE(result->detection->gpuArchitecture, QStringLiteral("gb300"));
    const auto cert = Nvcre::readCertificationFile(params.inputFile);
    QVERIFY(cert);
    const auto catalog = Nvcre::Catalog::embedded();
    QVERIFY(catalog);
    const auto detection = Nvcre::offlineDetection(cert->target, QString(), QString());
    QVERIFY(detection);
    const auto expected = Nvcre::renderCertification(*cert, *catalog, *detection);
    QVERIFY(expected);
    QCOMPARE(result->documents.size(), expected->categories.size());
    for (qsizetype i = 0; i < result->documents.size(); ++i) {
        QCOMPARE(result->documents.at(i).rendered, expected->categories.at(i).workflow);
        QCOMPARE(result->documents.at(i).label, expected->categories.at(i).domain +
                                                    QLatin1Char('/') +
                                                    expected->categories.at(i).variant);
    }
    QCOMPARE(result->events.size(), expected->events.size());
}

void TestRenderJob::errors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("kind"); // -1: the document's own
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("catalogDir");
    QTest::addColumn<QString>("code");
    QTest::newRow("workflow asked, certification given")
        << "workflowrender/certification.yaml" << int(Nvcre::RenderInputKind::Workflow) << "aws"
        << QString() << "NVCRE_WORKFLOW_KIND";
    QTest::newRow("workflow auto architecture without a selector")
        << "workflowrender/workflow.yaml" << -1 << "aws" << QString() << "NVCRE_GPU_ARCH_REQUIRED";
    QTest::newRow("workflow offline without a platform")
        << "workflowrender/workflow.yaml" << -1 << QString() << QString()
        << "NVCRE_PLATFORM_REQUIRED";
    QTest::newRow("missing file") << "workflowrender/nope.yaml" << -1 << "aws" << QString()
                                  << "FILE_READ";
    QTest::newRow("catalog folder missing") << "certification/onprem-gb300.yaml" << -1 << QString()
                                            << fixtureFile("no-such-catalog") << "";
}

void TestRenderJob::errors()
{
    QFETCH(QString, file);
    QFETCH(int, kind);
    QFETCH(QString, platform);
    QFETCH(QString, catalogDir);
    QFETCH(QString, code);
    Nvcre::RenderParams params;
    params.inputFile = fixtureFile(file.toUtf8().constData());
    if (kind >= 0)
        params.kind = Nvcre::RenderInputKind(kind);
    params.platform = platform;
    params.catalogDir = catalogDir;
    const auto result = Nvcre::RenderJob::render(params);
    QVERIFY(!result);
    if (!code.isEmpty())
        QCOMPARE(result.error().code, code);
    QVERIFY2(!result.error().hint.isEmpty() || !result.error().message.isEmpty(),
             "an error says what happened");
}

void TestRenderJob::startSignals()
{
    Nvcre::RenderParams params;
    params.bytes = workflowFor(QStringLiteral("NVIDIA-H100-80GB-HBM3"));
    params.platform = QStringLiteral("aws");
    const auto expected = Nvcre::RenderJob::render(params);
    QVERIFY(expected);

    Nvcre::RenderJob job(params);
    QSignalSpy finished(&job, &Nvcre::RenderJob::finished);
    QSignalSpy failed(&job, &Nvcre::RenderJob::failed);
    job.start();
    QVERIFY(job.isRunning());
    QCOMPARE(finished.size(), 0); // never from inside start()
    QVERIFY(finished.wait(10000));
    QCOMPARE(failed.size(), 0);
    QVERIFY(!job.isRunning());
    const auto shown = finished.constFirst().constFirst().value<Nvcre::RenderResult>();
    QCOMPARE(shown.documents.constFirst().rendered, expected->documents.constFirst().rendered);

    params.bytes = workflowFor(QString()); // auto, no selector: the CLI's error
    Nvcre::RenderJob refused(params);
    QSignalSpy refusedSpy(&refused, &Nvcre::RenderJob::failed);
    refused.start();
    QVERIFY(refusedSpy.wait(10000));
    QCOMPARE(refusedSpy.constFirst().constFirst().value<Error>().code,
             QStringLiteral("NVCRE_GPU_ARCH_REQUIRED"));
}

void TestRenderJob::cancelDropsResult()
{
    Nvcre::RenderParams params;
    params.bytes = workflowFor(QStringLiteral("NVIDIA-H100-80GB-HBM3"));
    params.platform = QStringLiteral("aws");
    Nvcre::RenderJob job(params);
    QSignalSpy finished(&job, &Nvcre::RenderJob::finished);
    QSignalSpy failed(&job, &Nvcre::RenderJob::failed);
    job.start();
    job.cancel();
    QVERIFY(!job.isRunning());
    QTest::qWait(300);
    QCOMPARE(finished.size(), 0);
    QCOMPARE(failed.size(), 0);
}

void TestRenderJob::emptyInput()
{
    Nvcre::RenderParams params;
    params.bytes = "  \n";
    const auto result = Nvcre::RenderJob::render(params);
    QVERIFY(result);
    QCOMPARE(result->kind, Nvcre::RenderInputKind::None);
    QVERIFY(result->documents.isEmpty());
    QVERIFY(!result->detection);
}

QTEST_GUILESS_MAIN(TestRenderJob)
#include "tst_renderjob.moc"
