// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `workflow render` against CRE's golden cases (issue 8, section 3): every case in
// cre/pkg/render/testdata/render must produce its expected.json, compared as JSON trees
// (conformance/README.md, cre section). The nodes come from the case's input_nodes.yaml
// (--nodes-file) or, without one, from our embedded mock nodes for its platform and gpuArch, and
// go through the same detection and render the CLI uses.
#include "doc/documentreader.h"
#include "doc/structuraldiff.h"
#include "nvcre/detection.h"
#include "nvcre/workflowrender.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonObject>
#include <QtTest>

#include "testsupport.h"

using namespace Accel;

namespace {

const QString CasesDir = QStringLiteral("cre/pkg/render/testdata/render");

QString casesPath()
{
    return Test::conformanceDir() + QLatin1Char('/') + CasesDir;
}

} // namespace

class TestWorkflowRenderConformance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void render_data();
    void render();
    void cleanupTestCase();

private:
    int m_passed = 0;
    int m_run = 0;
};

void TestWorkflowRenderConformance::initTestCase()
{
    ACCEL_REQUIRE_CONFORMANCE(CasesDir);
}

void TestWorkflowRenderConformance::render_data()
{
    QTest::addColumn<QString>("dir");
    const QStringList cases =
        QDir(casesPath()).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QVERIFY2(!cases.isEmpty(), qPrintable(casesPath()));
    for (const QString &name : cases)
        QTest::newRow(qPrintable(name)) << casesPath() + QLatin1Char('/') + name;
}

void TestWorkflowRenderConformance::render()
{
    QFETCH(QString, dir);
    ++m_run;
    const auto config = Doc::readDocumentFile(dir + QStringLiteral("/input_config.yaml"));
    QVERIFY2(config, qPrintable(config ? QString() : config.error().toString()));
    const QString platform = config->toObject().value(QStringLiteral("platform")).toString();
    const QString gpuArch = config->toObject().value(QStringLiteral("gpuArch")).toString();

    const auto workflow = Nvcre::readWorkflowFile(dir + QStringLiteral("/input_workflow.yaml"));
    QVERIFY2(workflow, qPrintable(workflow ? QString() : workflow.error().toString()));

    Nvcre::DetectionInput input;
    const QString nodesFile = dir + QStringLiteral("/input_nodes.yaml");
    if (QFileInfo::exists(nodesFile)) {
        const auto nodes = Nvcre::readNodesFile(nodesFile);
        QVERIFY2(nodes, qPrintable(nodes ? QString() : nodes.error().toString()));
        input.nodes = *nodes;
    } else {
        const auto nodes = Nvcre::mockNodes(platform, gpuArch);
        QVERIFY2(nodes, qPrintable(nodes ? QString() : nodes.error().toString()));
        input.nodes = *nodes;
    }
    const auto detected = Nvcre::detect(input);
    QVERIFY2(detected, qPrintable(detected ? QString() : detected.error().toString()));

    const auto rendered = Nvcre::renderWorkflow(*workflow, detected->platform,
                                                detected->gpuArchitecture, input.nodes);
    QVERIFY2(rendered, qPrintable(rendered ? QString() : rendered.error().toString()));

    const auto expected = Doc::readDocumentFile(dir + QStringLiteral("/expected.json"));
    QVERIFY(expected);
    const auto diff = Doc::StructuralDiff::compute(*expected, rendered->rendered);
    QVERIFY2(diff.isEmpty(),
             qPrintable(QStringLiteral("expected -> ours:\n") + Doc::StructuralDiff::toText(diff)));
    ++m_passed;
}

void TestWorkflowRenderConformance::cleanupTestCase()
{
    if (m_run > 0)
        qInfo("cre workflow render: %d of %d cases produce their expected.json", m_passed, m_run);
}

QTEST_GUILESS_MAIN(TestWorkflowRenderConformance)
#include "tst_workflowrender_conformance.moc"
