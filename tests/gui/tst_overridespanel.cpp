// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The Overrides panel (issue 9, "Overrides panel"): the table follows the engine's tracking, the
// diff is core's line diff of base versus rendered, changed lines name their override, parse
// errors carry line and column, Copy puts the YAML on the clipboard.
#include "models/overridesmodel.h"
#include "overridespanel.h"
#include "testsupport.h"

#include "doc/linediff.h"
#include "doc/yamlwriter.h"
#include "nvcre/workflowrender.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QtTest>

using namespace Accel;

namespace {

QString workflowFixture()
{
    QFile file(Test::fixture(QStringLiteral("nvcre/workflowrender/workflow.yaml")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

/// What `accelctl workflow render --platform P --gpu-arch A` renders (mock nodes).
Result<Nvcre::WorkflowRender> engineRender(const QString &yaml, const QString &platform,
                                           const QString &arch)
{
    const Result<QJsonObject> workflow = Nvcre::readWorkflow(yaml.toUtf8(), QStringLiteral("test"));
    if (!workflow)
        return tl::unexpected(workflow.error());
    const auto nodes = Nvcre::mockNodes(platform, arch);
    if (!nodes)
        return tl::unexpected(nodes.error());
    Nvcre::DetectionInput input;
    input.target.includeCordoned = true;
    input.requireGpuPresent = false;
    input.nodes = *nodes;
    const auto detected = Nvcre::detect(input);
    if (!detected)
        return tl::unexpected(detected.error());
    return Nvcre::renderWorkflow(*workflow, detected->platform, detected->gpuArchitecture, *nodes);
}

bool waitForResult(Ui::OverridesPanel &panel)
{
    QSignalSpy shown(&panel, &Ui::OverridesPanel::resultShown);
    // Wait until a result for the current text is shown and nothing newer is pending.
    return QTest::qWaitFor([&] { return !shown.isEmpty() && !panel.isRendering(); }, 20000);
}

} // namespace

class TestOverridesPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void overridesMatchEngine_data();
    void overridesMatchEngine();
    void yamlLinePointers();
    void snapshotTarget();
    void parseErrorShowsLineAndColumn();
    void copyPutsYamlOnClipboard();
};

void TestOverridesPanel::overridesMatchEngine_data()
{
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<QList<bool>>("matched");
    // workflow.yaml: [0] gpuArchitecture h100, [1] platform in [aws, gcp], [2] platform oci,
    // [3] always (a no-op).
    QTest::addRow("aws h100") << QStringLiteral("aws") << QStringLiteral("h100")
                              << QList<bool>{true, true, false, true};
    QTest::addRow("oci gb200") << QStringLiteral("oci") << QStringLiteral("gb200")
                               << QList<bool>{false, false, true, true};
}

void TestOverridesPanel::overridesMatchEngine()
{
    QFETCH(QString, platform);
    QFETCH(QString, arch);
    QFETCH(QList<bool>, matched);
    if (!Nvcre::mockNodePairs().contains(platform + QLatin1Char('-') + arch))
        QSKIP("no mock nodes for this pair");

    const QString yaml = workflowFixture();
    QVERIFY(!yaml.isEmpty());
    const Result<Nvcre::WorkflowRender> expected = engineRender(yaml, platform, arch);
    QVERIFY2(expected, expected ? "" : qPrintable(expected.error().message));

    Ui::OverridesPanel panel;
    QVERIFY(panel.setTarget(platform, arch));
    panel.setYaml(yaml);
    QVERIFY(waitForResult(panel));
    QVERIFY2(panel.errorText().isEmpty(), qPrintable(panel.errorText()));
    QVERIFY(panel.render().has_value());
    QVERIFY(panel.detection().has_value());
    QCOMPARE(panel.detection()->platform, platform);

    // The table: one row per override, as the engine tracked them.
    const Ui::OverridesModel *model = panel.overridesModel();
    const auto &records = expected->overrides.records;
    QCOMPARE(model->rowCount(), int(records.size()));
    QCOMPARE(model->rowCount(), int(matched.size()));
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, Ui::OverridesModel::MatchedColumn);
        QCOMPARE(index.data(Ui::OverridesModel::MatchedRole).toBool(), matched.at(row));
        QCOMPARE(records.at(row).matched, matched.at(row));
        QCOMPARE(model->index(row, Ui::OverridesModel::WhenColumn).data().toString(),
                 records.at(row).when);
        if (!matched.at(row)) {
            // The failed criterion, in the engine's sentence.
            QVERIFY(!records.at(row).mismatches.isEmpty());
            for (const QString &sentence : records.at(row).mismatches)
                QVERIFY2(index.data().toString().contains(sentence), qPrintable(sentence));
        }
    }
    // The no-op override says so.
    QVERIFY(records.constLast().noOp);
    QVERIFY(!model->index(3, Ui::OverridesModel::WarningColumn).data().toString().isEmpty());

    // The diff: core's side-by-side rows of base versus rendered.
    const QStringList oldLines =
        Doc::LineDiff::splitLines(QString::fromUtf8(Doc::toYaml(expected->base)));
    const QStringList newLines =
        Doc::LineDiff::splitLines(QString::fromUtf8(Doc::toYaml(expected->rendered)));
    for (const bool changedOnly : {false, true}) {
        panel.setChangedOnly(changedOnly);
        const QList<Doc::LineDiff::Row> rows =
            Doc::LineDiff::sideBySide(oldLines, newLines, changedOnly ? 3 : -1);
        QCOMPARE(panel.diffRows().size(), rows.size());
        for (qsizetype i = 0; i < rows.size(); ++i) {
            QCOMPARE(panel.diffRows().at(i).kind, rows.at(i).kind);
            QCOMPARE(panel.diffRows().at(i).oldText, rows.at(i).oldText);
            QCOMPARE(panel.diffRows().at(i).newText, rows.at(i).newText);
        }
        QCOMPARE(panel.provenance().size(), rows.size());
    }
    panel.setChangedOnly(false);

    // Provenance: the line that sets numNodes: 4 (aws h100) names override[0]; the OCI env
    // entry added by the jobTemplatePatch names override[2].
    const QString changedLine = platform == QLatin1String("aws")
                                    ? QStringLiteral("numNodes: 4")
                                    : QStringLiteral("name: NCCL_IB_GID_INDEX");
    const QString setter = platform == QLatin1String("aws") ? QStringLiteral("override[0]")
                                                            : QStringLiteral("override[2]");
    bool found = false;
    for (qsizetype i = 0; i < panel.diffRows().size(); ++i) {
        const Doc::LineDiff::Row &row = panel.diffRows().at(i);
        if (row.kind != Doc::LineDiff::Row::Same && row.newText.trimmed().endsWith(changedLine)) {
            QVERIFY2(panel.provenance().at(i).startsWith(setter),
                     qPrintable(panel.provenance().at(i)));
            found = true;
        }
    }
    QVERIFY2(found, qPrintable(changedLine));
}

void TestOverridesPanel::yamlLinePointers()
{
    const QByteArray yaml = "a:\n  b: 1\n  list:\n  - name: x\n    value: y\n  - name: z\n"
                            "  - plain\n  text: |-\n    one\n    two\n'c/d': 2\n";
    const QStringList expected{
        QStringLiteral("/a"),
        QStringLiteral("/a/b"),
        QStringLiteral("/a/list"),
        QStringLiteral("/a/list/0/name"),
        QStringLiteral("/a/list/0/value"),
        QStringLiteral("/a/list/1/name"),
        QStringLiteral("/a/list/2"),
        QStringLiteral("/a/text"),
        QStringLiteral("/a/text"),
        QStringLiteral("/a/text"),
        QStringLiteral("/c~1d"),
    };
    QCOMPARE(Ui::yamlLinePointers(yaml), expected);
}

void TestOverridesPanel::snapshotTarget()
{
    // snapshot.yaml: two Azure GB200 nodes in the Workflow's target pool (pool: train) and an
    // AWS H100 node outside it; only the target counts (workflow render --snapshot).
    Ui::OverridesPanel panel;
    panel.setSnapshotFile(Test::fixture(QStringLiteral("nvcre/workflowrender/snapshot.yaml")));
    panel.setYaml(workflowFixture());
    QVERIFY(waitForResult(panel));
    QVERIFY2(panel.errorText().isEmpty(), qPrintable(panel.errorText()));
    QVERIFY(panel.detection().has_value());
    QCOMPARE(panel.detection()->platform, QStringLiteral("azure"));
    QCOMPARE(panel.detection()->gpuArchitecture, QStringLiteral("gb200"));
    QCOMPARE(panel.detection()->targetNodes,
             (QStringList{QStringLiteral("b-train-0"), QStringLiteral("b-train-1")}));
    // No override names azure or gb200: only the unconditional one matches.
    const Ui::OverridesModel *model = panel.overridesModel();
    QCOMPARE(model->rowCount(), 4);
    for (int row = 0; row < 4; ++row)
        QCOMPARE(model->index(row, Ui::OverridesModel::MatchedColumn)
                     .data(Ui::OverridesModel::MatchedRole)
                     .toBool(),
                 row == 3);
}

void TestOverridesPanel::parseErrorShowsLineAndColumn()
{
    Ui::OverridesPanel panel;
    panel.setYaml(QStringLiteral("apiVersion: v1\nkind: Workflow\nspec: [unclosed\n"));
    QVERIFY(waitForResult(panel));
    QVERIFY(!panel.render().has_value());
    const QRegularExpression lineColumn(QStringLiteral(":\\d+:\\d+: "));
    QVERIFY2(lineColumn.match(panel.errorText()).hasMatch(), qPrintable(panel.errorText()));
    // The failing line is marked in the editor.
    const auto *editor = panel.findChild<QPlainTextEdit *>(QStringLiteral("workflowEditor"));
    QVERIFY(editor);
    QCOMPARE(editor->extraSelections().size(), 1);
    const auto *label = panel.findChild<QLabel *>(QStringLiteral("errorLabel"));
    QVERIFY(label);
    QCOMPARE(label->text(), panel.errorText());
}

void TestOverridesPanel::copyPutsYamlOnClipboard()
{
    Ui::OverridesPanel panel;
    QVERIFY(panel.setTarget(QStringLiteral("aws"), QStringLiteral("h100")));
    panel.setYaml(workflowFixture());
    QVERIFY(waitForResult(panel));
    QVERIFY(!panel.renderedYaml().isEmpty());
    QApplication::clipboard()->clear();
    panel.copyYaml();
    QCOMPARE(QApplication::clipboard()->text(), QString::fromUtf8(panel.renderedYaml()));
    QVERIFY(panel.renderedYaml().contains("kind: Workflow"));
}

QTEST_MAIN(TestOverridesPanel)
#include "tst_overridespanel.moc"
