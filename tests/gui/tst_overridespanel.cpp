// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The Overrides panel (issue 9, "The Overrides panel"): the table follows the engine's tracking,
// the diff is core's line diff of base (or live) versus rendered, changed lines name their
// override, a selected override highlights its lines, Workflow, Certification and WorkloadRun
// inputs render as the CLI renders them, parse errors carry line and column, Copy puts the YAML
// on the clipboard, and Apply… runs against a loopback API server: a dry run first, nothing
// written unless confirmed, conflicts shown and not forced unless chosen, 403 and 422 shown with
// the server's message (issue 9, "Apply").
#include "../cli/clirunner.h"
#include "applyflow.h"
#include "detectionsummary.h"
#include "fakeapiserver.h"
#include "models/diffmodel.h"
#include "models/overridesmodel.h"
#include "overridespanel.h"
#include "testsupport.h"
#include "theme.h"

#include "doc/linediff.h"
#include "doc/yamllinepointers.h"
#include "doc/yamlwriter.h"
#include "dra/inventory.h"
#include "nvcre/catalog.h"
#include "nvcre/certificationrender.h"
#include "nvcre/workflowrender.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

using namespace Accel;

Q_DECLARE_METATYPE(Accel::Ui::OverridesPanel::InputKind)

namespace {

constexpr int TimeoutMs = 20000;

QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QString workflowFixture()
{
    return readText(Test::fixture(QStringLiteral("nvcre/workflowrender/workflow.yaml")));
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

/// One rendered Workflow as the engine made it.
struct Expected
{
    QJsonObject base;
    QJsonObject rendered;
    Nvcre::OverrideOutcome overrides;
};

/// What `accelctl certification render` or `workloadrun render --platform P --gpu-arch A`
/// renders offline.
Result<QList<Expected>> engineCertification(const QString &yaml, const QString &platform,
                                            const QString &arch)
{
    const auto catalog = Nvcre::Catalog::embedded();
    if (!catalog)
        return tl::unexpected(catalog.error());
    QList<Expected> out;
    if (yaml.contains(QStringLiteral("kind: Workflow"))) {
        const auto render = engineRender(yaml, platform, arch);
        if (!render)
            return tl::unexpected(render.error());
        out << Expected{render->base, render->rendered, render->overrides};
        return out;
    }
    if (yaml.contains(QStringLiteral("kind: WorkloadRun"))) {
        const auto run = Nvcre::readWorkloadRun(yaml.toUtf8(), QStringLiteral("test"));
        if (!run)
            return tl::unexpected(run.error());
        const auto detection = Nvcre::offlineDetection(
            Nvcre::TargetSelector::fromJson(run->spec[QStringLiteral("target")].toObject()),
            platform, arch);
        if (!detection)
            return tl::unexpected(detection.error());
        const auto render = Nvcre::renderWorkloadRun(*run, *catalog, *detection, true);
        if (!render)
            return tl::unexpected(render.error());
        out << Expected{render->base, render->workflow, render->overrides};
        return out;
    }
    const auto cert = Nvcre::readCertification(yaml.toUtf8(), QStringLiteral("test"));
    if (!cert)
        return tl::unexpected(cert.error());
    const auto detection = Nvcre::offlineDetection(cert->target, platform, arch);
    if (!detection)
        return tl::unexpected(detection.error());
    const auto render = Nvcre::renderCertification(*cert, *catalog, *detection);
    if (!render)
        return tl::unexpected(render.error());
    for (const Nvcre::CategoryRender &category : render->categories)
        out << Expected{category.base, category.workflow, category.overrides};
    return out;
}

/// The panel's diff of its current Workflow is core's side-by-side diff of LEFT and RIGHT, and
/// each changed row names the override the engine's provenance records for the line's pointer.
void checkDiff(const Ui::OverridesPanel &panel, const QByteArray &left, const QByteArray &right,
               const Nvcre::OverrideOutcome &overrides)
{
    const QList<Doc::LineDiff::Row> rows =
        Doc::LineDiff::sideBySide(Doc::LineDiff::splitLines(QString::fromUtf8(left)),
                                  Doc::LineDiff::splitLines(QString::fromUtf8(right)), -1);
    QCOMPARE(panel.diffRows().size(), rows.size());
    QCOMPARE(panel.provenance().size(), rows.size());
    const QStringList pointers = Doc::yamlLinePointers(right);
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const Doc::LineDiff::Row &row = rows.at(i);
        QCOMPARE(panel.diffRows().at(i).kind, row.kind);
        QCOMPARE(panel.diffRows().at(i).oldText, row.oldText);
        QCOMPARE(panel.diffRows().at(i).newText, row.newText);
        if (row.kind == Doc::LineDiff::Row::Same) {
            QVERIFY(panel.provenance().at(i).isEmpty());
        } else if (row.newLine > 0) {
            const QString pointer = pointers.at(row.newLine - 1);
            const auto origin = overrides.originOf(pointer);
            if (origin) {
                QCOMPARE(panel.provenance().at(i).section(QLatin1Char(' '), 0, 0), origin->step);
            } else if (pointer.startsWith(
                           QStringLiteral("/metadata/annotations/nvcrectl.nvidia.com~1"))) {
                // The annotations the render adds name the render, not an override.
                QCOMPARE(panel.provenance().at(i), QStringLiteral("render (annotation)"));
            } else {
                QVERIFY2(panel.provenance().at(i).isEmpty(), qPrintable(pointer));
            }
        }
    }
}

/// The changed rows of ROWS as "kind|old line|old text|new line|new text", sorted.
QStringList changesOf(const QList<Doc::LineDiff::Row> &rows)
{
    QStringList out;
    for (const Doc::LineDiff::Row &row : rows) {
        if (row.kind == Doc::LineDiff::Row::Changed || row.kind == Doc::LineDiff::Row::Added ||
            row.kind == Doc::LineDiff::Row::Removed)
            out << QStringLiteral("%1|%2|%3|%4|%5")
                       .arg(int(row.kind))
                       .arg(row.oldLine)
                       .arg(row.oldText)
                       .arg(row.newLine)
                       .arg(row.newText);
    }
    out.sort();
    return out;
}

bool waitForResult(Ui::OverridesPanel &panel)
{
    QSignalSpy shown(&panel, &Ui::OverridesPanel::resultShown);
    // Wait until a result for the current text is shown and nothing newer is pending.
    return QTest::qWaitFor([&] { return !shown.isEmpty() && !panel.isRendering(); }, TimeoutMs);
}

/// A panel whose target is a live context on API (the Hardware tab's cluster, snapshot.yaml),
/// rendering workflow.yaml; Workflows are a resource the API server knows.
struct LivePanel
{
    Test::FakeApiServer api;
    Ui::OverridesPanel panel;
    Kube::ResolvedContext context;
    QString name;

    bool start()
    {
        QString error;
        if (!api.start(&error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        api.setToken("gui-token");
        api.addApiResource(QStringLiteral("nvcre.nvidia.com/v1alpha1"), QStringLiteral("workflows"),
                           QStringLiteral("Workflow"), true);
        context.contextName = QStringLiteral("lab");
        context.userName = QStringLiteral("ops");
        context.namespaceName = QStringLiteral("certs");
        context.server = api.server().url(QStringLiteral("/")).toString();
        context.certificateAuthorityFile = api.ca().caCertificatePath();
        context.token = QStringLiteral("gui-token");
        const auto snapshot = Kube::ClusterSnapshot::fromFile(
            Test::fixture(QStringLiteral("nvcre/workflowrender/snapshot.yaml")));
        if (!snapshot)
            return false;
        panel.setCluster(*snapshot, Dra::Inventory(), QStringLiteral("lab"));
        panel.setClusterContext(context);
        panel.setTargetKind(Ui::OverridesPanel::Target::Cluster);
        panel.setYaml(workflowFixture());
        if (!waitForResult(panel) || !panel.errorText().isEmpty() || panel.documents().size() != 1)
            return false;
        name = panel.documents()
                   .constFirst()
                   .rendered[QStringLiteral("metadata")][QStringLiteral("name")]
                   .toString();
        return true;
    }

    /// PATCHes that were no dry run.
    int writes()
    {
        int n = 0;
        for (const Test::HttpsTestServer::Request &r : api.server().requests())
            if (r.method == "PATCH" && !r.path.contains(QStringLiteral("dryRun=All")))
                ++n;
        return n;
    }
};

} // namespace

class TestOverridesPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void autoArchitectureAsTheCli_data();
    void autoArchitectureAsTheCli();
    void catalogAsTheCli();
    void remembersPickersAndFolding();
    void overridesMatchEngine_data();
    void overridesMatchEngine();
    void snapshotTarget();
    void snapshotFileChangesAreSeen();
    void parseErrorShowsLineAndColumn();
    void copyPutsYamlOnClipboard();
    void certificationInput_data();
    void certificationInput();
    void labelLessPlatformAsksForArchitecture();
    void selectingAnOverrideHighlightsItsLines();
    void cancelDropsTheRender();
    void newestFileAndRenderOnly();
    void clusterTargetDetectsOnNodesAndPods();
    void openFileErrors_data();
    void openFileErrors();
    void defaultConfirmationOffersWhatTheDryRunAllows();
    void clusterChangeDuringConfirmationAppliesNothing();
    void liveReadRefusedShowsServerMessage();
    void applyNeedsALiveContext();
    void applyDryRunThenApply_data();
    void applyDryRunThenApply();
    void conflictIsShownNotForced_data();
    void conflictIsShownNotForced();
    void rejectionShowsServerMessage_data();
    void rejectionShowsServerMessage();
    void compareWithLive();
    void changedOnlyByDefault();
    void changesFirst();
    void cutTextWholeOnHover();
};

void TestOverridesPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("accel-console-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_overridespanel"));
}

void TestOverridesPanel::init()
{
    QSettings().remove(QStringLiteral("overrides"));
    // The whole diff, line for line with core's, unless a test asks for the changes only (the
    // default since issue 38: changedOnlyByDefault).
    QSettings().setValue(QStringLiteral("overrides/changedOnly"), false);
}

void TestOverridesPanel::remembersPickersAndFolding()
{
    {
        Ui::OverridesPanel panel;
        QVERIFY(panel.setTarget(QStringLiteral("oci"), QStringLiteral("gb200")));
        panel.setChangedOnly(true);
    }
    Ui::OverridesPanel again;
    QCOMPARE(again.findChild<QComboBox *>(QStringLiteral("platformCombo"))->currentText(),
             QStringLiteral("oci"));
    QCOMPARE(again.findChild<QComboBox *>(QStringLiteral("gpuArchCombo"))->currentText(),
             QStringLiteral("gb200"));
    QVERIFY(again.findChild<QCheckBox *>(QStringLiteral("changedOnlyCheck"))->isChecked());
    // "auto" is remembered as auto.
    QVERIFY(again.setTarget(QStringLiteral("nscale"), QString()));
    Ui::OverridesPanel third;
    QCOMPARE(third.findChild<QComboBox *>(QStringLiteral("gpuArchCombo"))->currentIndex(), 0);
}

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
    QVERIFY(panel.document());
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
    {
        panel.setChangedOnly(false);
        const QList<Doc::LineDiff::Row> rows = Doc::LineDiff::sideBySide(oldLines, newLines, -1);
        QCOMPARE(panel.diffRows().size(), rows.size());
        for (qsizetype i = 0; i < rows.size(); ++i) {
            QCOMPARE(panel.diffRows().at(i).kind, rows.at(i).kind);
            QCOMPARE(panel.diffRows().at(i).oldText, rows.at(i).oldText);
            QCOMPARE(panel.diffRows().at(i).newText, rows.at(i).newText);
        }
        QCOMPARE(panel.provenance().size(), rows.size());
        // Changed only: the same changes (grouped: changesFirst), fewer rows.
        panel.setChangedOnly(true);
        QCOMPARE(changesOf(panel.diffRows()), changesOf(rows));
        QCOMPARE(panel.provenance().size(), panel.diffRows().size());
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

void TestOverridesPanel::snapshotFileChangesAreSeen()
{
    // The snapshot file is parsed once and reused across edits, but a file that changed is
    // read again.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cluster.yaml"));
    QVERIFY(QFile::copy(Test::fixture(QStringLiteral("nvcre/workflowrender/snapshot.yaml")), path));
    Ui::OverridesPanel panel;
    panel.setSnapshotFile(path);
    panel.setYaml(workflowFixture());
    QVERIFY(waitForResult(panel));
    QCOMPARE(panel.detection()->platform, QStringLiteral("azure"));
    // Another cluster in the same file: GCP H100 nodes labelled for the Workflow's pool.
    QString gcp =
        readText(Test::fixture(QStringLiteral("nvcre/detection/tcpxo-v1.0.17-1.snapshot.yaml")));
    QVERIFY(!gcp.isEmpty());
    QFile::remove(path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(gcp.toUtf8());
    file.close();
    panel.setYaml(workflowFixture().replace(QStringLiteral("pool: train"), QString()));
    QVERIFY(waitForResult(panel));
    QVERIFY2(panel.errorText().isEmpty(), qPrintable(panel.errorText()));
    QCOMPARE(panel.detection()->platform, QStringLiteral("gcp"));
}

void TestOverridesPanel::parseErrorShowsLineAndColumn()
{
    Ui::OverridesPanel panel;
    panel.setYaml(QStringLiteral("apiVersion: v1\nkind: Workflow\nspec: [unclosed\n"));
    QVERIFY(waitForResult(panel));
    QVERIFY(!panel.document());
    QVERIFY(panel.documents().isEmpty());
    const QRegularExpression lineColumn(QStringLiteral(":\\d+:\\d+: "));
    QVERIFY2(lineColumn.match(panel.errorText()).hasMatch(), qPrintable(panel.errorText()));
    // The failing line is marked in the editor.
    const auto *editor = panel.findChild<QPlainTextEdit *>(QStringLiteral("workflowEditor"));
    QVERIFY(editor);
    // The line, and the column onwards underlined.
    QCOMPARE(editor->extraSelections().size(), 2);
    const auto *label = panel.findChild<QLabel *>(QStringLiteral("errorLabel"));
    QVERIFY(label);
    QCOMPARE(label->text(), panel.errorText());
    // Error text, line and underline in the theme's tones, not colours of the panel's own.
    QCOMPARE(label->styleSheet(), Ui::Theme::textStyle(Ui::Theme::Tone::Error, label->palette()));
    const auto marks = editor->extraSelections();
    QCOMPARE(marks.at(0).format.background().color(),
             Ui::Theme::bannerBackground(Ui::Theme::Tone::Error, editor->palette()));
    QCOMPARE(marks.at(1).format.underlineColor(), Ui::Theme::errorColour(editor->palette()));
}

void TestOverridesPanel::newestFileAndRenderOnly()
{
    // Two opens in a row: only the second file reaches the editor, and one render shows.
    QTemporaryDir dir;
    const QString first = dir.filePath(QStringLiteral("first.yaml"));
    const QString second = dir.filePath(QStringLiteral("second.yaml"));
    QString edited = workflowFixture();
    edited.replace(QStringLiteral("numProcPerNode: 8"), QStringLiteral("numProcPerNode: 4"));
    for (const auto &[path, text] : {std::pair{first, workflowFixture()}, {second, edited}}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write(text.toUtf8()) > 0);
    }
    Ui::OverridesPanel panel;
    QVERIFY(panel.setTarget(QStringLiteral("aws"), QStringLiteral("h100")));
    QVERIFY(waitForResult(panel));
    QSignalSpy shown(&panel, &Ui::OverridesPanel::resultShown);
    panel.openFile(first);
    panel.openFile(second);
    QVERIFY(panel.isBusy());
    QVERIFY(QTest::qWaitFor([&] { return !shown.isEmpty() && !panel.isRendering(); }, TimeoutMs));
    QTest::qWait(400); // nothing older arrives late
    QCOMPARE(panel.yaml(), edited);
    QCOMPARE(shown.size(), 1);
    QVERIFY(!panel.isStale());

    // A panel destroyed while it renders drops the result: nothing reaches the deleted panel.
    auto *gone = new Ui::OverridesPanel;
    QSignalSpy goneShown(gone, &Ui::OverridesPanel::resultShown);
    gone->setYaml(workflowFixture());
    const auto *bar = gone->findChild<QProgressBar *>(QStringLiteral("busyBar"));
    QVERIFY(bar);
    // The bar shows once the render runs on its worker (a quick one may finish first).
    QVERIFY(
        QTest::qWaitFor([&] { return bar->isVisibleTo(gone) || !goneShown.isEmpty(); }, TimeoutMs));
    delete gone;
    QTest::qWait(400);
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

void TestOverridesPanel::certificationInput_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<int>("workflows");
    QTest::addColumn<Ui::OverridesPanel::InputKind>("kind");
    using Kind = Ui::OverridesPanel::InputKind;
    // CRE's own input (cre/pkg/certification/testdata/render-platform-flag/nscale): the
    // architecture comes from the target's product selector ("auto").
    QTest::addRow("cre nscale auto")
        << Test::conformanceDir() +
               QStringLiteral("/cre/pkg/certification/testdata/render-platform-flag/nscale/"
                              "input_certification.yaml")
        << QStringLiteral("nscale") << QString() << 1 << Kind::Certification;
    // Ours: the spec's on-prem GB300 example, two categories; every catalog entry; a run.
    QTest::addRow("onprem gb300") << Test::fixture(
                                         QStringLiteral("nvcre/certification/onprem-gb300.yaml"))
                                  << QStringLiteral("onprem") << QStringLiteral("gb300") << 2
                                  << Kind::Certification;
    QTest::addRow("all entries aws h100")
        << Test::fixture(QStringLiteral("nvcre/certification/all-entries.yaml"))
        << QStringLiteral("aws") << QStringLiteral("h100") << -1 << Kind::Certification;
    // CRE's own Workflow input (cre/pkg/render/testdata/render), on the mock nodes.
    QTest::addRow("cre workflow aws h100")
        << Test::conformanceDir() +
               QStringLiteral("/cre/pkg/render/testdata/render/embedded-aws-h100/"
                              "input_workflow.yaml")
        << QStringLiteral("aws") << QStringLiteral("h100") << 1 << Kind::Workflow;
    QTest::addRow("workloadrun gcp h100")
        << Test::fixture(QStringLiteral("nvcre/certification/workloadrun.yaml"))
        << QStringLiteral("gcp") << QStringLiteral("h100") << 1 << Kind::WorkloadRun;
}

void TestOverridesPanel::certificationInput()
{
    QFETCH(QString, file);
    QFETCH(QString, platform);
    QFETCH(QString, arch);
    QFETCH(int, workflows);
    QFETCH(Ui::OverridesPanel::InputKind, kind);
    if (file.startsWith(Test::conformanceDir()) && !QFile::exists(file))
        QSKIP("the cre conformance data is not here");
    const QString yaml = readText(file);
    QVERIFY(!yaml.isEmpty());
    const auto expected = engineCertification(yaml, platform, arch);
    QVERIFY2(expected, expected ? "" : qPrintable(expected.error().message));
    if (workflows >= 0)
        QCOMPARE(expected->size(), workflows);

    Ui::OverridesPanel panel;
    panel.openFile(file);
    QVERIFY(panel.setTarget(platform, arch));
    QVERIFY(waitForResult(panel));
    QVERIFY2(panel.errorText().isEmpty(), qPrintable(panel.errorText()));
    QCOMPARE(panel.inputKind(), kind);
    QCOMPARE(panel.documents().size(), expected->size());
    auto *picker = panel.findChild<QComboBox *>(QStringLiteral("documentCombo"));
    QVERIFY(picker);
    QCOMPARE(picker->count(), int(expected->size()));
    int matchedSomewhere = 0;
    for (int d = 0; d < expected->size(); ++d) {
        const Expected &e = expected->at(d);
        panel.setCurrentDocument(d);
        QCOMPARE(panel.currentDocument(), d);
        QCOMPARE(panel.document()->rendered, e.rendered);
        QCOMPARE(panel.document()->base, e.base);
        // The table: every override of this Workflow, as the engine tracked it.
        const Ui::OverridesModel *model = panel.overridesModel();
        QCOMPARE(model->rowCount(), int(e.overrides.records.size()));
        for (int row = 0; row < model->rowCount(); ++row) {
            const Nvcre::OverrideRecord &record = e.overrides.records.at(row);
            QCOMPARE(model->index(row, Ui::OverridesModel::MatchedColumn)
                         .data(Ui::OverridesModel::MatchedRole)
                         .toBool(),
                     record.matched);
            QCOMPARE(model->index(row, Ui::OverridesModel::WhenColumn).data().toString(),
                     record.when);
            matchedSomewhere += record.matched ? 1 : 0;
        }
        checkDiff(panel, Doc::toYaml(e.base), Doc::toYaml(e.rendered), e.overrides);
    }
    // Copy and Save write every rendered Workflow.
    QCOMPARE(panel.renderedYaml().count("kind: Workflow"), qsizetype(expected->size()));
    if (workflows < 0) {
        // Every catalog entry on AWS H100: some catalog override matches, and its lines say so.
        QVERIFY(matchedSomewhere > 0);
        bool named = false;
        for (int d = 0; d < expected->size() && !named; ++d) {
            panel.setCurrentDocument(d);
            for (const QString &origin : panel.provenance())
                named = named || origin.startsWith(QStringLiteral("override["));
        }
        QVERIFY(named);
    }
}

void TestOverridesPanel::labelLessPlatformAsksForArchitecture()
{
    // Issue 9: "offline on a label-less platform asks for the architecture" (spec "Platform
    // flag": nscale nodes carry no product label, so --gpu-arch is needed).
    Ui::OverridesPanel panel;
    QVERIFY(panel.setTarget(QStringLiteral("nscale"), QString()));
    panel.openFile(Test::fixture(QStringLiteral("nvcre/certification/no-product.yaml")));
    QVERIFY(waitForResult(panel));
    QVERIFY(panel.documents().isEmpty());
    QVERIFY2(panel.errorText().contains(QStringLiteral("gpu-arch")), qPrintable(panel.errorText()));
    auto *arch = panel.findChild<QComboBox *>(QStringLiteral("gpuArchCombo"));
    QVERIFY(arch);
    QVERIFY(!arch->styleSheet().isEmpty()); // the picker is marked
    // In the theme's red for the picker's palette, as every panel's errors (issue 18, section 3).
    QVERIFY2(arch->styleSheet().contains(Ui::Theme::errorColour(panel.palette()).name()),
             qPrintable(arch->styleSheet()));
    QVERIFY(panel.setTarget(QStringLiteral("nscale"), QStringLiteral("gb300")));
    QVERIFY(waitForResult(panel));
    QVERIFY2(panel.errorText().isEmpty(), qPrintable(panel.errorText()));
    QCOMPARE(panel.documents().size(), 1);
    QVERIFY(arch->styleSheet().isEmpty());
}

void TestOverridesPanel::autoArchitectureAsTheCli_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("errorCode"); // empty: renders
    // Issue 18, section 1: "auto" is Nvcre::offlineGpuArchitecture, as `accelctl workflow
    // render --platform P` without --gpu-arch: the target's gpu.product, else the CLI's error.
    QTest::newRow("target names H100") << "workflow-h100-target.yaml"
                                       << "aws" << QString();
    QTest::newRow("target names H100 on gcp") << "workflow-h100-target.yaml"
                                              << "gcp" << QString();
    QTest::newRow("target names no product") << "workflow.yaml"
                                             << "aws" << QStringLiteral("NVCRE_GPU_ARCH_REQUIRED");
}

void TestOverridesPanel::autoArchitectureAsTheCli()
{
    QFETCH(QString, file);
    QFETCH(QString, platform);
    QFETCH(QString, errorCode);
    const QString path = Test::fixture(QStringLiteral("nvcre/workflowrender/") + file);
    Ui::OverridesPanel panel;
    QVERIFY(panel.setTarget(platform, QString())); // auto
    panel.setYaml(readText(path));
    QVERIFY(waitForResult(panel));
    const Test::CliResult cli = Test::runAccelctl(
        {QStringLiteral("workflow"), QStringLiteral("render"), path, QStringLiteral("--platform"),
         platform, QStringLiteral("-o"), QStringLiteral("json")});
    auto *arch = panel.findChild<QComboBox *>(QStringLiteral("gpuArchCombo"));
    if (errorCode.isEmpty()) {
        QVERIFY2(panel.errorText().isEmpty(), qPrintable(panel.errorText()));
        QVERIFY2(cli.exitCode == 0, cli.err.constData());
        QCOMPARE(panel.documents().size(), 1);
        QCOMPARE(panel.documents().constFirst().rendered,
                 QJsonDocument::fromJson(cli.out).object());
        QCOMPARE(panel.detection()->gpuArchitecture, QStringLiteral("h100"));
        QVERIFY(arch->styleSheet().isEmpty());
        return;
    }
    // Both refuse with the same error and say what to do: the CLI's "CODE: message" and "hint:"
    // lines are the panel's text.
    QCOMPARE(cli.exitCode, 1);
    const QStringList lines = QString::fromUtf8(cli.err).split(QLatin1Char('\n'));
    QVERIFY2(lines.size() >= 2 && lines.at(0).startsWith(errorCode + QStringLiteral(": ")) &&
                 lines.at(1).startsWith(QStringLiteral("hint: ")),
             cli.err.constData());
    QVERIFY2(panel.errorText().contains(lines.at(0).mid(errorCode.size() + 2)),
             qPrintable(panel.errorText()));
    QVERIFY2(panel.errorText().contains(lines.at(1).mid(6)), qPrintable(panel.errorText()));
    QVERIFY(panel.documents().isEmpty());
    QVERIFY(!arch->styleSheet().isEmpty()); // the picker to change is marked
}

void TestOverridesPanel::catalogAsTheCli()
{
    // --catalog DIR: the panel renders a Certification with the catalog it is given, as
    // `accelctl certification render --catalog DIR` does; a folder that is no catalog fails the
    // same way in both.
    const QString cert = Test::fixture(QStringLiteral("nvcre/certification/onprem-gb300.yaml"));
    const QString embedded = QStringLiteral(ACCEL_SOURCE_DIR "/resources/nvcre/catalog");
    const QString missing = Test::fixture(QStringLiteral("nvcre/no-such-catalog"));
    for (const QString &dir : {embedded, missing}) {
        Ui::OverridesPanel panel;
        panel.setCatalogDir(dir);
        QCOMPARE(panel.catalogDir(), dir);
        QVERIFY(panel.setTarget(QStringLiteral("onprem"), QString()));
        panel.setYaml(readText(cert));
        QVERIFY(waitForResult(panel));
        const Test::CliResult cli = Test::runAccelctl(
            {QStringLiteral("certification"), QStringLiteral("render"), cert,
             QStringLiteral("--platform"), QStringLiteral("onprem"), QStringLiteral("--catalog"),
             dir, QStringLiteral("-o"), QStringLiteral("json")});
        if (dir == missing) {
            QCOMPARE(cli.exitCode, 1);
            // The CLI's "CODE: message" is the panel's message.
            const QString first = QString::fromUtf8(cli.err).section(QLatin1Char('\n'), 0, 0);
            const QString message = first.section(QStringLiteral(": "), 1);
            QVERIFY2(
                !message.isEmpty() && panel.errorText().contains(message),
                qPrintable(panel.errorText() + QLatin1Char('\n') + QString::fromUtf8(cli.err)));
            continue;
        }
        QVERIFY2(cli.exitCode == 0, cli.err.constData());
        QVERIFY2(panel.errorText().isEmpty(), qPrintable(panel.errorText()));
        const QJsonArray items =
            QJsonDocument::fromJson(cli.out).object().value(QStringLiteral("items")).toArray();
        QCOMPARE(panel.documents().size(), items.size());
        for (qsizetype i = 0; i < items.size(); ++i)
            QCOMPARE(panel.documents().at(i).rendered, items.at(i).toObject());
    }
}

void TestOverridesPanel::selectingAnOverrideHighlightsItsLines()
{
    Ui::OverridesPanel panel;
    QVERIFY(panel.setTarget(QStringLiteral("aws"), QStringLiteral("h100")));
    panel.setYaml(workflowFixture());
    QVERIFY(waitForResult(panel));
    QVERIFY(panel.document());
    const Nvcre::OverrideOutcome &overrides = panel.document()->overrides;
    for (int row = 0; row < overrides.records.size(); ++row) {
        panel.selectOverride(row);
        const QString step = QStringLiteral("override[%1]").arg(overrides.records.at(row).index);
        // Exactly the rows whose provenance names this override.
        QList<int> expected;
        for (int i = 0; i < panel.provenance().size(); ++i)
            if (panel.provenance().at(i).section(QLatin1Char(' '), 0, 0) == step)
                expected << i;
        QCOMPARE(panel.highlightedRows(), expected);
        // aws h100: override[0] and [1] matched and changed lines; [2] did not match; [3] is a
        // no-op.
        QCOMPARE(!expected.isEmpty(), row <= 1);
        if (row == 0) {
            // override[0] (gpuArchitecture h100) sets numNodes: 4: that line is among them.
            bool numNodes = false;
            for (const int i : std::as_const(expected))
                numNodes = numNodes || panel.diffRows().at(i).newText.trimmed() ==
                                           QStringLiteral("numNodes: 4");
            QVERIFY(numNodes);
        }
    }
    // The selection survives a re-render of the same Workflow.
    panel.selectOverride(0);
    const QList<int> selected = panel.highlightedRows();
    panel.setYaml(workflowFixture() + QStringLiteral("\n# a comment\n"));
    QVERIFY(waitForResult(panel));
    QCOMPARE(panel.highlightedRows(), selected);
    panel.selectOverride(-1);
    QVERIFY(panel.highlightedRows().isEmpty());
    // Selecting the row in the table does the same.
    auto *table = panel.findChild<QTableView *>(QStringLiteral("overridesTable"));
    QVERIFY(table);
    table->selectRow(0);
    QVERIFY(!panel.highlightedRows().isEmpty());
    for (const int i : panel.highlightedRows())
        QVERIFY(panel.provenance().at(i).startsWith(QStringLiteral("override[0]")));
}

void TestOverridesPanel::cancelDropsTheRender()
{
    Ui::OverridesPanel panel;
    QVERIFY(panel.setTarget(QStringLiteral("aws"), QStringLiteral("h100")));
    panel.setYaml(workflowFixture());
    QVERIFY(waitForResult(panel));
    QCOMPARE(panel.documents().size(), 1);
    const QByteArray before = panel.renderedYaml();
    auto *copy = panel.findChild<QPushButton *>(QStringLiteral("copyButton"));
    auto *save = panel.findChild<QPushButton *>(QStringLiteral("saveButton"));
    QVERIFY(copy->isEnabled() && save->isEnabled());

    // An edit, then Cancel before its render shows.
    QSignalSpy shown(&panel, &Ui::OverridesPanel::resultShown);
    QString edited = workflowFixture();
    edited.replace(QStringLiteral("numProcPerNode: 8"), QStringLiteral("numProcPerNode: 4"));
    panel.setYaml(edited);
    QVERIFY(panel.isBusy());
    QVERIFY(panel.isStale());
    panel.cancel();
    QVERIFY(!panel.isRendering());
    QVERIFY(!panel.isBusy());
    QTest::qWait(600); // longer than the debounce and a render
    QCOMPARE(shown.size(), 0);
    // What is shown is the earlier render, marked stale: nothing copies, saves or applies it.
    QCOMPARE(panel.renderedYaml(), before);
    QVERIFY(panel.isStale());
    QVERIFY(!copy->isEnabled());
    QVERIFY(!save->isEnabled());
    QVERIFY(!panel.findChild<QPushButton *>(QStringLiteral("applyButton"))->isEnabled());
    QApplication::clipboard()->clear();
    panel.copyYaml();
    QVERIFY(QApplication::clipboard()->text().isEmpty());
    auto *status = panel.findChild<QLabel *>(QStringLiteral("statusLabel"));
    QVERIFY(status->text().contains(QStringLiteral("cancelled")));
    QVERIFY(!panel.findChild<QPushButton *>(QStringLiteral("cancelButton"))->isVisible());
    // An edit renders again.
    panel.setYaml(edited + QStringLiteral("\n"));
    QVERIFY(waitForResult(panel));
    QVERIFY(!panel.isStale());
    QVERIFY(panel.renderedYaml().contains("numProcPerNode: 4"));
    QVERIFY(copy->isEnabled());
}

void TestOverridesPanel::clusterTargetDetectsOnNodesAndPods()
{
    // The Hardware tab's cluster (here a GCP H100 snapshot with kube-system's TCPXO installer
    // pods): detection runs on its nodes and pods as `certification render --snapshot` does
    // (spec "GCP H100 clusters"), and the panel shows what it found.
    const QString file =
        Test::fixture(QStringLiteral("nvcre/detection/tcpxo-v1.0.17-1.snapshot.yaml"));
    const auto snapshot = Kube::ClusterSnapshot::fromFile(file);
    QVERIFY(snapshot);
    QVERIFY(!snapshot->pods().isEmpty());
    Ui::OverridesPanel panel;
    panel.setCluster(*snapshot, Dra::Inventory(), QStringLiteral("gke"));
    panel.setTargetKind(Ui::OverridesPanel::Target::Cluster);
    panel.openFile(Test::fixture(QStringLiteral("nvcre/certification/all-entries.yaml")));
    QVERIFY(waitForResult(panel));
    QVERIFY2(panel.errorText().isEmpty(), qPrintable(panel.errorText()));
    QVERIFY(panel.detection());
    QCOMPARE(panel.detection()->platform, QStringLiteral("gcp"));
    QCOMPARE(panel.detection()->tcpxoPluginVersion, QStringLiteral("v1.0.17"));
    const QString shown = panel.findChild<QLabel *>(QStringLiteral("detectionLabel"))->text();
    QVERIFY2(shown.contains(QStringLiteral("Auto-detected TCPXO plugin v1.0.17")),
             qPrintable(shown));
    // A live read that was refused kube-system's pods: detection says why it found no
    // installer (spec "GCP H100 clusters"), as `certification render --dry-run` does.
    {
        Kube::ClusterSnapshot refused = *snapshot;
        refused.setRefusedLists({{QStringLiteral("pods"), QStringLiteral("pods is forbidden")}});
        Ui::OverridesPanel other;
        other.setCluster(refused, Dra::Inventory(), QStringLiteral("gke"));
        other.setTargetKind(Ui::OverridesPanel::Target::Cluster);
        other.openFile(Test::fixture(QStringLiteral("nvcre/certification/all-entries.yaml")));
        QVERIFY(waitForResult(other));
        bool said = false;
        for (const Nvcre::NvcreEvent &event : other.events())
            said = said || event.message.contains(QStringLiteral(
                               "could not list kube-system pods: pods is forbidden"));
        QVERIFY(said);
    }
    // The same Workflows as the CLI's --snapshot render.
    const auto cert = Nvcre::readCertificationFile(
        Test::fixture(QStringLiteral("nvcre/certification/all-entries.yaml")));
    QVERIFY(cert);
    Nvcre::DetectionInput input;
    input.nodes = snapshot->nodes();
    input.resourceSlices = snapshot->resourceSlices();
    input.pods = snapshot->pods();
    input.target = cert->target;
    const auto detection = Nvcre::clusterDetection(input);
    QVERIFY(detection);
    const auto render = Nvcre::renderCertification(*cert, *Nvcre::Catalog::embedded(), *detection);
    QVERIFY(render);
    QCOMPARE(panel.documents().size(), render->categories.size());
    for (qsizetype i = 0; i < render->categories.size(); ++i)
        QCOMPARE(panel.documents().at(i).rendered, render->categories.at(i).workflow);
}

void TestOverridesPanel::openFileErrors_data()
{
    QTest::addColumn<bool>("tooLarge");
    QTest::newRow("missing") << false;
    QTest::newRow("too large") << true;
}

void TestOverridesPanel::openFileErrors()
{
    QFETCH(bool, tooLarge);
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("missing.yaml"));
    if (tooLarge) {
        path = dir.filePath(QStringLiteral("huge.yaml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(Ui::OverridesPanel::MaxFileBytes + 1));
    }
    Ui::OverridesPanel panel;
    panel.setYaml(workflowFixture());
    QVERIFY(waitForResult(panel));
    panel.openFile(path);
    QVERIFY(waitForResult(panel));
    QVERIFY2(panel.errorText().contains(QDir::toNativeSeparators(path)),
             qPrintable(panel.errorText()));
    QVERIFY2(panel.errorText().contains(tooLarge ? QStringLiteral("accelctl")
                                                 : QStringLiteral("Check that the file exists")),
             qPrintable(panel.errorText()));
    // The error stays: no render of the old text comes after it and hides it.
    QTest::qWait(400);
    QVERIFY(panel.errorText().contains(QDir::toNativeSeparators(path)));
    QVERIFY(panel.findChild<QLabel *>(QStringLiteral("errorLabel"))->isVisibleTo(&panel));
    // Nothing was put into the editor.
    QCOMPARE(panel.yaml(), workflowFixture());
}

void TestOverridesPanel::applyNeedsALiveContext()
{
    Ui::OverridesPanel panel;
    QVERIFY(panel.setTarget(QStringLiteral("aws"), QStringLiteral("h100")));
    panel.setYaml(workflowFixture());
    QVERIFY(waitForResult(panel));
    auto *apply = panel.findChild<QPushButton *>(QStringLiteral("applyButton"));
    QVERIFY(apply);
    QVERIFY(!apply->isEnabled());
    QVERIFY(apply->toolTip().contains(QStringLiteral("live cluster")));
    Kube::ResolvedContext context;
    context.contextName = QStringLiteral("lab");
    context.namespaceName = QStringLiteral("certs");
    context.server = QStringLiteral("https://127.0.0.1:1");
    panel.setClusterContext(context);
    QVERIFY(!apply->isEnabled()); // the target is offline, not the cluster
    const auto snapshot = Kube::ClusterSnapshot::fromFile(
        Test::fixture(QStringLiteral("nvcre/workflowrender/snapshot.yaml")));
    QVERIFY(snapshot);
    panel.setCluster(*snapshot, Dra::Inventory(), QStringLiteral("lab"));
    panel.setTargetKind(Ui::OverridesPanel::Target::Cluster);
    QVERIFY(waitForResult(panel));
    QVERIFY(apply->isEnabled());
    QVERIFY(apply->toolTip().contains(QStringLiteral("\"lab\"")));
    QVERIFY(apply->toolTip().contains(QStringLiteral("\"certs\"")));
    panel.setClusterContext(std::nullopt);
    QVERIFY(!apply->isEnabled());
}

void TestOverridesPanel::applyDryRunThenApply_data()
{
    QTest::addColumn<bool>("confirm");
    QTest::newRow("confirmed") << true;
    QTest::newRow("declined") << false;
}

void TestOverridesPanel::applyDryRunThenApply()
{
    QFETCH(bool, confirm);
    LivePanel live;
    QVERIFY(live.start());
    QString summary;
    QList<Kube::ApplyResult> previewed;
    live.panel.applyFlow()->setConfirmer([&](QWidget *, const QString &text,
                                             const QList<Kube::ApplyResult> &dryRun, bool canApply,
                                             bool canForce) {
        summary = text;
        previewed = dryRun;
        if (!canApply || canForce)
            return Ui::ApplyFlow::Decision::Cancel;
        return confirm ? Ui::ApplyFlow::Decision::Apply : Ui::ApplyFlow::Decision::Cancel;
    });
    QSignalSpy finished(&live.panel, &Ui::OverridesPanel::applyFinished);
    live.panel.findChild<QPushButton *>(QStringLiteral("applyButton"))->click();
    QVERIFY(finished.wait(TimeoutMs));
    QCOMPARE(finished.first().first().toBool(), confirm);
    // Applied in the theme's green; declined is no error, so plain (issue 18, section 3).
    const auto *status = live.panel.findChild<QLabel *>(QStringLiteral("statusLabel"));
    QCOMPARE(status->styleSheet(),
             Ui::Theme::textStyle(confirm ? Ui::Theme::Tone::Ok : Ui::Theme::Tone::Plain,
                                  status->palette()));
    // The confirmation names the context and the namespace, and the dry run's outcome.
    QVERIFY2(summary.contains(QStringLiteral("\"lab\"")) &&
                 summary.contains(QStringLiteral("\"certs\"")),
             qPrintable(summary));
    QCOMPARE(previewed.size(), 1);
    QVERIFY(previewed.first().dryRun);
    QCOMPARE(previewed.first().outcome, Kube::ApplyOutcome::Create);
    // The dry run returned the would-be object; nothing is written unless confirmed.
    QCOMPARE(previewed.first().result[QStringLiteral("spec")],
             live.panel.document()->rendered[QStringLiteral("spec")]);
    const QJsonObject stored =
        live.api.storedObject(QStringLiteral("workflows"), QStringLiteral("certs"), live.name);
    QCOMPARE(stored.isEmpty(), !confirm);
    QCOMPARE(live.writes(), confirm ? 1 : 0);
    if (confirm)
        QCOMPARE(stored[QStringLiteral("spec")],
                 live.panel.document()->rendered[QStringLiteral("spec")]);
    // Field manager accel-console, apply-patch content type.
    bool sawApply = false;
    for (const Test::HttpsTestServer::Request &r : live.api.server().requests()) {
        if (r.method != "PATCH")
            continue;
        sawApply = true;
        QVERIFY2(r.path.contains(QStringLiteral("fieldManager=accel-console")), qPrintable(r.path));
        QVERIFY(!r.path.contains(QStringLiteral("force=true")));
    }
    QVERIFY(sawApply);
    QVERIFY(!live.panel.applyFlow()->isRunning());
}

void TestOverridesPanel::conflictIsShownNotForced_data()
{
    QTest::addColumn<bool>("force");
    QTest::newRow("left alone") << false;
    QTest::newRow("forced") << true;
}

void TestOverridesPanel::conflictIsShownNotForced()
{
    QFETCH(bool, force);
    LivePanel live;
    QVERIFY(live.start());
    live.api.setApplyConflict(live.name, QStringLiteral("kubectl-edit"),
                              {QStringLiteral(".spec.jobTemplate")});
    QList<std::pair<bool, bool>> asked; // canApply, canForce per confirmation
    QStringList summaries;
    live.panel.applyFlow()->setConfirmer([&](QWidget *, const QString &text,
                                             const QList<Kube::ApplyResult> &, bool canApply,
                                             bool canForce) {
        asked << std::pair{canApply, canForce};
        summaries << text;
        if (canForce)
            return force ? Ui::ApplyFlow::Decision::Force : Ui::ApplyFlow::Decision::Cancel;
        return canApply ? Ui::ApplyFlow::Decision::Apply : Ui::ApplyFlow::Decision::Cancel;
    });
    QSignalSpy finished(&live.panel, &Ui::OverridesPanel::applyFinished);
    live.panel.applyToCluster();
    QVERIFY(finished.wait(TimeoutMs));
    // First the conflict, shown with the manager: nothing to apply, forcing offered.
    QVERIFY(!asked.isEmpty());
    QCOMPARE(asked.first(), std::pair(false, true));
    // The confirmation shows the conflict with the other field manager's name.
    QVERIFY2(summaries.first().contains(QStringLiteral("conflict")) &&
                 summaries.first().contains(QStringLiteral("kubectl-edit")),
             qPrintable(summaries.first()));
    const QJsonObject stored =
        live.api.storedObject(QStringLiteral("workflows"), QStringLiteral("certs"), live.name);
    int forced = 0;
    for (const Test::HttpsTestServer::Request &r : live.api.server().requests())
        if (r.method == "PATCH" && r.path.contains(QStringLiteral("force=true")))
            ++forced;
    if (!force) {
        QCOMPARE(asked.size(), 1);
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY(stored.isEmpty());
        QCOMPARE(forced, 0);
        QCOMPARE(live.writes(), 0);
    } else {
        // A forced dry run, a second confirmation, then the forced apply.
        QCOMPARE(asked.size(), 2);
        QCOMPARE(asked.at(1), std::pair(true, false));
        QVERIFY(summaries.at(1).contains(QStringLiteral("forcing")));
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY(!stored.isEmpty());
        QCOMPARE(forced, 2); // the dry run and the apply
        QCOMPARE(live.writes(), 1);
    }
}

void TestOverridesPanel::rejectionShowsServerMessage_data()
{
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("message");
    QTest::newRow("403") << 403 << QStringLiteral("Forbidden")
                         << QStringLiteral("workflows.nvcre.nvidia.com is forbidden: User "
                                           "\"ops\" cannot patch resource \"workflows\"");
    QTest::newRow("422") << 422 << QStringLiteral("Invalid")
                         << QStringLiteral("Workflow.nvcre.nvidia.com is invalid: "
                                           "spec.jobTemplate: Required value");
}

void TestOverridesPanel::rejectionShowsServerMessage()
{
    QFETCH(int, code);
    QFETCH(QString, reason);
    QFETCH(QString, message);
    LivePanel live;
    QVERIFY(live.start());
    live.api.setApplyStatus(live.name, code, reason, message);
    QString summary;
    bool offered = true;
    live.panel.applyFlow()->setConfirmer([&](QWidget *, const QString &text,
                                             const QList<Kube::ApplyResult> &, bool canApply,
                                             bool canForce) {
        summary = text;
        offered = canApply || canForce;
        return Ui::ApplyFlow::Decision::Apply; // ignored: nothing may be applied
    });
    QSignalSpy finished(&live.panel, &Ui::OverridesPanel::applyFinished);
    live.panel.applyToCluster();
    QVERIFY(finished.wait(TimeoutMs));
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY(!offered);
    QVERIFY2(summary.contains(message), qPrintable(summary));
    QCOMPARE(live.panel.applyFlow()->results().constFirst().outcome, Kube::ApplyOutcome::Rejected);
    QVERIFY(live.api.storedObject(QStringLiteral("workflows"), QStringLiteral("certs"), live.name)
                .isEmpty());
    QCOMPARE(live.writes(), 0);
    auto *status = live.panel.findChild<QLabel *>(QStringLiteral("statusLabel"));
    QVERIFY2(status->text().contains(QStringLiteral("Not applied")), qPrintable(status->text()));
    QCOMPARE(status->styleSheet(), Ui::Theme::textStyle(Ui::Theme::Tone::Error, status->palette()));
}

void TestOverridesPanel::compareWithLive()
{
    LivePanel live;
    QVERIFY(live.start());
    // Not in the cluster yet: the left side is empty and every rendered line is added.
    QSignalSpy liveShown(&live.panel, &Ui::OverridesPanel::liveShown);
    live.panel.setCompare(Ui::OverridesPanel::Compare::Live);
    QCOMPARE(live.panel.compare(), Ui::OverridesPanel::Compare::Live);
    QVERIFY(liveShown.wait(TimeoutMs));
    QCOMPARE(live.panel.liveObjects().size(), 1);
    QCOMPARE(live.panel.liveObjects().constFirst().outcome, Kube::ApplyOutcome::Create);
    for (const Doc::LineDiff::Row &row : live.panel.diffRows())
        QCOMPARE(row.kind, Doc::LineDiff::Row::Added);
    QCOMPARE(live.writes(), 0); // reading writes nothing

    // Applied, then read again: the live object (server fields and status hidden) against the
    // rendered one.
    live.panel.applyFlow()->setConfirmer(
        [](QWidget *, const QString &, const QList<Kube::ApplyResult> &, bool canApply, bool) {
            return canApply ? Ui::ApplyFlow::Decision::Apply : Ui::ApplyFlow::Decision::Cancel;
        });
    QSignalSpy finished(&live.panel, &Ui::OverridesPanel::applyFinished);
    live.panel.applyToCluster();
    QVERIFY(finished.wait(TimeoutMs));
    QVERIFY(finished.first().first().toBool());
    liveShown.clear();
    live.panel.setCompare(Ui::OverridesPanel::Compare::Live);
    QVERIFY(liveShown.wait(TimeoutMs));
    QCOMPARE(live.panel.liveObjects().constFirst().outcome, Kube::ApplyOutcome::Exists);
    QJsonObject object = Kube::withoutServerFields(live.panel.liveObjects().constFirst().live);
    object.remove(QStringLiteral("status"));
    checkDiff(live.panel, Doc::toYaml(object), live.panel.document()->renderedYaml,
              live.panel.document()->overrides);
    const QAbstractItemModel *diff =
        live.panel.findChild<QTableView *>(QStringLiteral("diffTable"))->model();
    QCOMPARE(diff->headerData(Ui::OverridesPanel::OldTextColumn, Qt::Horizontal).toString(),
             QStringLiteral("Live"));

    // An edit the cluster does not have yet: against live it is a change; against the base it
    // is none (the base has the edit too).
    QString edited = workflowFixture();
    edited.replace(QStringLiteral("numProcPerNode: 8"), QStringLiteral("numProcPerNode: 4"));
    liveShown.clear();
    live.panel.setYaml(edited);
    QVERIFY(waitForResult(live.panel));
    QVERIFY(liveShown.wait(TimeoutMs)); // a render in live mode reads live again
    int changed = 0;
    for (const Doc::LineDiff::Row &row : live.panel.diffRows()) {
        if (row.kind == Doc::LineDiff::Row::Changed &&
            row.oldText.trimmed() == QStringLiteral("numProcPerNode: 8") &&
            row.newText.trimmed() == QStringLiteral("numProcPerNode: 4"))
            ++changed;
    }
    QCOMPARE(changed, 1);
    // Back to the base.
    live.panel.setCompare(Ui::OverridesPanel::Compare::Base);
    checkDiff(live.panel, live.panel.document()->baseYaml, live.panel.document()->renderedYaml,
              live.panel.document()->overrides);
    for (const Doc::LineDiff::Row &row : live.panel.diffRows())
        QVERIFY(row.newText.trimmed() != QStringLiteral("numProcPerNode: 4") ||
                row.kind == Doc::LineDiff::Row::Same);
}

void TestOverridesPanel::defaultConfirmationOffersWhatTheDryRunAllows()
{
    // The real dialog: Apply and Cancel for a clean dry run, the would-be object as a diff, and
    // no Force button; Cancel writes nothing.
    LivePanel live;
    QVERIFY(live.start());
    QStringList buttons;
    QString details;
    QString title;
    bool seen = false;
    QTimer poll;
    poll.setInterval(20);
    connect(&poll, &QTimer::timeout, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || seen)
            return;
        seen = true;
        title = box->objectName();
        for (QAbstractButton *button : box->buttons())
            buttons << button->text();
        details = box->detailedText();
        box->button(QMessageBox::Cancel)->click();
    });
    poll.start();
    QSignalSpy finished(&live.panel, &Ui::OverridesPanel::applyFinished);
    live.panel.applyToCluster();
    QVERIFY(finished.wait(TimeoutMs));
    poll.stop();
    QVERIFY(seen);
    QCOMPARE(title, QStringLiteral("applyConfirmation"));
    QVERIFY2(buttons.contains(QStringLiteral("Apply")), qPrintable(buttons.join(u',')));
    QVERIFY2(!buttons.contains(QStringLiteral("Force conflicts…")), qPrintable(buttons.join(u',')));
    QVERIFY2(details.contains(QStringLiteral("dry-run/workflow.nvcre.nvidia.com/") + live.name),
             qPrintable(details));
    QVERIFY2(!details.contains(QStringLiteral("-{}")), qPrintable(details));
    QCOMPARE(finished.first().first().toBool(), false);
    QCOMPARE(live.writes(), 0);
}

void TestOverridesPanel::clusterChangeDuringConfirmationAppliesNothing()
{
    // The Hardware tab switches cluster while the confirmation is open: the flow ends and the
    // answer given to the stale dialog applies nothing.
    LivePanel live;
    QVERIFY(live.start());
    live.panel.applyFlow()->setConfirmer(
        [&](QWidget *, const QString &, const QList<Kube::ApplyResult> &, bool, bool) {
            Kube::ResolvedContext other = live.context;
            other.contextName = QStringLiteral("prod");
            live.panel.setClusterContext(other);
            QCoreApplication::processEvents(); // what a dialog's event loop would run
            return Ui::ApplyFlow::Decision::Apply;
        });
    QSignalSpy finished(&live.panel, &Ui::OverridesPanel::applyFinished);
    live.panel.applyToCluster();
    QVERIFY(finished.wait(TimeoutMs));
    QCOMPARE(finished.first().first().toBool(), false);
    QTest::qWait(200);
    QCOMPARE(live.writes(), 0);
    QVERIFY(!live.panel.applyFlow()->isRunning());
    auto *status = live.panel.findChild<QLabel *>(QStringLiteral("statusLabel"));
    QVERIFY2(status->text().contains(QStringLiteral("cluster changed")),
             qPrintable(status->text()));
}

void TestOverridesPanel::liveReadRefusedShowsServerMessage()
{
    LivePanel live;
    QVERIFY(live.start());
    const QString message = QStringLiteral("workflows.nvcre.nvidia.com \"%1\" is forbidden: User "
                                           "\"ops\" cannot get resource \"workflows\"")
                                .arg(live.name);
    live.api.setStatus(
        QStringLiteral("/apis/nvcre.nvidia.com/v1alpha1/namespaces/certs/workflows/") + live.name,
        403, message);
    QSignalSpy liveShown(&live.panel, &Ui::OverridesPanel::liveShown);
    live.panel.setCompare(Ui::OverridesPanel::Compare::Live);
    QVERIFY(liveShown.wait(TimeoutMs));
    QCOMPARE(live.panel.liveObjects().constFirst().outcome, Kube::ApplyOutcome::Rejected);
    auto *status = live.panel.findChild<QLabel *>(QStringLiteral("statusLabel"));
    QVERIFY2(status->text().contains(QStringLiteral("forbidden")), qPrintable(status->text()));
    QCOMPARE(status->styleSheet(), Ui::Theme::textStyle(Ui::Theme::Tone::Error, status->palette()));
    QVERIFY2(status->text().contains(QStringLiteral("lab")), qPrintable(status->text()));
}

void TestOverridesPanel::changedOnlyByDefault()
{
    // Issue 38: the change first. With no saved choice the diff folds the unchanged lines; the
    // user's choice is remembered.
    QSettings().remove(QStringLiteral("overrides"));
    {
        Ui::OverridesPanel panel;
        QVERIFY(panel.changedOnly());
        QVERIFY(panel.findChild<QCheckBox *>(QStringLiteral("changedOnlyCheck"))->isChecked());
        panel.setChangedOnly(false);
    }
    Ui::OverridesPanel again;
    QVERIFY(!again.changedOnly());
    again.setChangedOnly(true);
    Ui::OverridesPanel third;
    QVERIFY(third.changedOnly());
}

void TestOverridesPanel::changesFirst()
{
    // The fixture's detection annotations come first in the document; changed only, the spec's
    // changes (numNodes 2 -> 4) come first and the annotations after them, under a heading.
    QSettings().remove(QStringLiteral("overrides"));
    Ui::OverridesPanel panel;
    QVERIFY(panel.setTarget(QStringLiteral("aws"), QStringLiteral("h100")));
    panel.setYaml(workflowFixture());
    QVERIFY(waitForResult(panel));
    QVERIFY2(panel.errorText().isEmpty(), qPrintable(panel.errorText()));
    QVERIFY(panel.changedOnly());
    const QList<Doc::LineDiff::Row> &rows = panel.diffRows();
    const QStringList &pointers = panel.document()->renderedPointers;
    qsizetype lastSpec = -1;
    qsizetype firstAnnotation = -1;
    qsizetype heading = -1;
    qsizetype numNodes = -1;
    qsizetype firstChange = -1;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const Doc::LineDiff::Row &row = rows.at(i);
        if (row.kind == Doc::LineDiff::Row::Folded && row.folded == 0)
            heading = i;
        if (row.kind != Doc::LineDiff::Row::Changed && row.kind != Doc::LineDiff::Row::Added)
            continue;
        const QString pointer = pointers.value(row.newLine - 1);
        if (firstChange < 0)
            firstChange = i;
        if (pointer.startsWith(QStringLiteral("/metadata/annotations"))) {
            if (firstAnnotation < 0)
                firstAnnotation = i;
        } else {
            lastSpec = i;
        }
        if (row.newText.trimmed() == QStringLiteral("numNodes: 4"))
            numNodes = i;
    }
    QVERIFY(numNodes >= 0);
    QVERIFY(firstAnnotation >= 0);
    QVERIFY2(lastSpec < firstAnnotation,
             qPrintable(QStringLiteral("%1 %2").arg(lastSpec).arg(firstAnnotation)));
    QVERIFY(heading > lastSpec && heading < firstAnnotation);
    QVERIFY(!panel.diffModel()
                 ->index(int(heading), Ui::DiffModel::NewTextColumn)
                 .data()
                 .toString()
                 .isEmpty());
    // The first change shown is the spec's, where the annotations were.
    QVERIFY(firstChange >= 0 && firstChange <= numNodes);
    QVERIFY(!pointers.value(rows.at(firstChange).newLine - 1)
                 .startsWith(QStringLiteral("/metadata/annotations")));
}

void TestOverridesPanel::cutTextWholeOnHover()
{
    // Issue 38: the overrides' patch and warning cells and the events' messages are elided in
    // the middle; their tooltips and the details below carry the whole text.
    Ui::OverridesPanel panel;
    panel.resize(900, 700);
    panel.show();
    QVERIFY(panel.setTarget(QStringLiteral("aws"), QStringLiteral("h100")));
    panel.setYaml(workflowFixture());
    QVERIFY(waitForResult(panel));
    auto *table = panel.findChild<QTableView *>(QStringLiteral("overridesTable"));
    QVERIFY(table);
    QCOMPARE(table->textElideMode(), Qt::ElideMiddle);
    const Ui::OverridesModel *model = panel.overridesModel();
    QVERIFY(model->rowCount() > 0);
    int patched = 0;
    int warned = 0;
    for (int r = 0; r < model->rowCount(); ++r) {
        for (const int c :
             {int(Ui::OverridesModel::PatchedColumn), int(Ui::OverridesModel::WarningColumn)}) {
            const QModelIndex cell = model->index(r, c);
            const QString shown = cell.data().toString();
            if (shown.isEmpty())
                continue;
            const QStringList lines = cell.data(Qt::ToolTipRole).toString().split(u'\n');
            // Every part the cell shows is a whole line of its tooltip.
            const QString separator = c == Ui::OverridesModel::PatchedColumn ? QStringLiteral(", ")
                                                                             : QStringLiteral("; ");
            for (const QString &part : shown.split(separator))
                QVERIFY2(lines.contains(part), qPrintable(part));
            (c == Ui::OverridesModel::PatchedColumn ? patched : warned) += 1;
        }
        // Selecting the row shows it whole below the table.
        table->setCurrentIndex(model->index(r, 0));
        QCOMPARE(panel.overrideDetailsText(), model->detailsText(r));
        for (int c = 0; c < Ui::OverridesModel::ColumnCount; ++c)
            for (const QString &line :
                 model->index(r, c).data(Qt::ToolTipRole).toString().split(u'\n'))
                QVERIFY2(panel.overrideDetailsText().contains(line), qPrintable(line));
    }
    QVERIFY(patched > 0);
    QVERIFY(warned > 0); // the no-op override

    auto *summary = panel.findChild<Ui::DetectionSummary *>();
    QVERIFY(summary);
    QTreeWidget *events = summary->eventList();
    QCOMPARE(events->textElideMode(), Qt::ElideMiddle);
    QVERIFY(events->topLevelItemCount() > 0);
    for (int i = 0; i < events->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = events->topLevelItem(i);
        const int message = Ui::DetectionSummary::MessageColumn;
        QCOMPARE(item->toolTip(message), item->text(message));
        events->setCurrentItem(item);
        QCOMPARE(summary->eventDetailsText(), item->text(message));
    }
}

QTEST_MAIN(TestOverridesPanel)
#include "tst_overridespanel.moc"
