// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors

// The Runs view (issue 36, "In the window"): the runs of the cluster shown with their verdict
// chips and progress; the chosen one's report, failed nodes with reasons, bandwidth and
// goodput, events and drift from the preview; "Open in Preview" hands the run's spec to the
// Overrides panel; the exports are the CLI's bytes. The runs are
// tests/fixtures/nvcre-runs/runs.yaml (made from ../shared/conformance/cre/STATUS-NOTES.md's
// rules; its verdicts are the ones tst_runreport checks against the rules).

#include "doc/documentreader.h"
#include "host/hostprobe.h"
#include "kube/snapshot.h"
#include "mainwindow.h"
#include "nvcre/runreport.h"
#include "runspanel.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QPlainTextEdit>
#include <QProcessEnvironment>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Accel;
using namespace Qt::StringLiterals;

namespace {

constexpr int TimeoutMs = 20000;

Kube::ClusterSnapshot snapshotOf(const QStringList &fixtures,
                                 const std::function<void(QList<QJsonObject> &)> &edit = {})
{
    QList<QJsonObject> objects;
    for (const QString &f : fixtures) {
        Result<QList<QJsonObject>> read = Doc::readObjectsFile(Test::fixture(f));
        if (!read)
            qFatal("%s", qPrintable(read.error().toString()));
        objects << *read;
    }
    if (edit)
        edit(objects);
    Result<Kube::ClusterSnapshot> snapshot = Kube::ClusterSnapshot::fromObjects(objects, u"runs"_s);
    if (!snapshot)
        qFatal("%s", qPrintable(snapshot.error().toString()));
    return *snapshot;
}

bool waitForReports(Ui::RunsPanel &panel, QSignalSpy &spy)
{
    return QTest::qWaitFor([&] { return !spy.isEmpty() && !panel.isBusy(); }, TimeoutMs);
}

QStringList column(const QTableWidget *table, int column)
{
    QStringList out;
    for (int row = 0; row < table->rowCount(); ++row)
        out << table->item(row, column)->text();
    return out;
}

} // namespace

class TestRunsPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void verdicts_data();
    void verdicts();
    void failedRunShowsNodesAndReasons();
    void measurementsAndEvents();
    void driftFromThePreview();
    void openInPreviewFromTheWindow();
    void exportsAreTheCliBytes_data();
    void exportsAreTheCliBytes();
    void emptyClusterSaysSo();
    void theDemoShowsRuns();
};

void TestRunsPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"accel-console-tests"_s);
    QCoreApplication::setApplicationName(u"tst_runspanel"_s);
}

void TestRunsPanel::verdicts_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("chip");
    QTest::addColumn<QString>("progress");
    QTest::addColumn<QString>("target");
    // STATUS-NOTES section 2.6: FAILED first, PASSED, INCOMPLETE with excluded nodes, RUNNING.
    QTest::newRow("passed") << u"gpu-cert"_s << u"Passed"_s << u"2 of 2 passed"_s
                            << u"onprem/h100"_s;
    QTest::newRow("failed") << u"gpu-cert-bad"_s << u"Failed"_s << u"1 of 2 passed"_s
                            << u"onprem/h100"_s;
    QTest::newRow("incomplete") << u"fleet-a"_s << u"Incomplete"_s << u"1 of 1 passed"_s
                                << u"aws/gb200"_s;
    QTest::newRow("running") << u"soak"_s << u"Running"_s << u"0 of 2 passed"_s << u"onprem/h100"_s;
    QTest::newRow("old group") << u"old-cert"_s << u"Passed"_s << u"1 of 1 passed"_s
                               << u"oci/a100"_s;
    QTest::newRow("workloadrun running")
        << u"llama-smoke"_s << u"Running"_s << u"0 of 1 passed"_s << u"gcp/h100"_s;
    QTest::newRow("workloadrun failed")
        << u"nccl-check"_s << u"Failed"_s << u"0 of 1 passed"_s << u"onprem/h100"_s;
}

void TestRunsPanel::verdicts()
{
    QFETCH(QString, name);
    QFETCH(QString, chip);
    QFETCH(QString, progress);
    QFETCH(QString, target);
    Ui::RunsPanel panel;
    QSignalSpy changed(&panel, &Ui::RunsPanel::reportsChanged);
    panel.setCluster(snapshotOf({u"nvcre-runs/runs.yaml"_s}), std::nullopt, u"runs.yaml"_s);
    QVERIFY(waitForReports(panel, changed));
    QCOMPARE(panel.reports().size(), 9);
    QAbstractItemModel *model = panel.runsView()->model();
    QCOMPARE(model->rowCount(), 9);
    int found = -1;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 2).data().toString() == name)
            found = row;
    }
    QVERIFY2(found >= 0, qPrintable(name));
    QCOMPARE(model->index(found, 3).data().toString(), chip);
    // A chip: a filled badge, not plain text.
    QVERIFY(model->index(found, 3).data(Qt::BackgroundRole).value<QColor>().isValid());
    QCOMPARE(model->index(found, 4).data().toString(), progress);
    QCOMPARE(model->index(found, 5).data().toString(), target);
}

// STATUS-NOTES section 5 (b): gpu-02 HardwareFailureDetected, gpu-03 ThresholdViolation.
void TestRunsPanel::failedRunShowsNodesAndReasons()
{
    Ui::RunsPanel panel;
    QSignalSpy changed(&panel, &Ui::RunsPanel::reportsChanged);
    panel.setCluster(snapshotOf({u"nvcre-runs/runs.yaml"_s}), std::nullopt, u"runs.yaml"_s);
    QVERIFY(waitForReports(panel, changed));
    QVERIFY(panel.selectRun(u"nvcre"_s, u"gpu-cert-bad"_s));
    QCOMPARE(panel.currentReport()->result, u"FAILED"_s);
    auto *failed = panel.findChild<QTableWidget *>(u"runFailedNodes"_s);
    QVERIFY(failed);
    const QStringList nodes = column(failed, 0);
    QVERIFY2(nodes.contains(u"gpu-02"_s) && nodes.contains(u"gpu-03"_s),
             qPrintable(nodes.join(u", "_s)));
    const QStringList reasons = column(failed, 1);
    QVERIFY(reasons.contains(u"HardwareFailureDetected"_s));
    QVERIFY(reasons.contains(u"ThresholdViolation"_s));
    QVERIFY(panel.detailTabs()->tabText(1).contains(QString::number(failed->rowCount())));
    auto *text = panel.findChild<QPlainTextEdit *>(u"runReportText"_s);
    QVERIFY(text);
    QVERIFY(text->toPlainText().contains(u"gpu-cert-bad"_s));
    QVERIFY(text->toPlainText().contains(u"FAILED"_s));
}

// Section 5 (d): the WorkloadRun's goodput by domain; and the events regarding a run.
void TestRunsPanel::measurementsAndEvents()
{
    Ui::RunsPanel panel;
    QSignalSpy changed(&panel, &Ui::RunsPanel::reportsChanged);
    panel.setCluster(snapshotOf({u"nvcre-runs/runs.yaml"_s}), std::nullopt, u"runs.yaml"_s);
    QVERIFY(waitForReports(panel, changed));
    QVERIFY(panel.selectRun(u"default"_s, u"llama-smoke"_s));
    auto *goodput = panel.findChild<QTableWidget *>(u"runGoodput"_s);
    QVERIFY(goodput);
    QVERIFY(goodput->rowCount() >= 1);
    QCOMPARE(goodput->item(0, 3)->text(), panel.currentReport()->categories[0].domains[0].goodput);

    // Every event the report holds is a row, Warning ones in the warning tone.
    auto *events = panel.findChild<QTableWidget *>(u"runEvents"_s);
    QVERIFY(events);
    bool anyEvents = false;
    for (const Nvcre::RunReport &r : panel.reports()) {
        QVERIFY(panel.selectRun(r.ns, r.name));
        QCOMPARE(events->rowCount(), int(r.events.size()));
        anyEvents = anyEvents || !r.events.isEmpty();
    }
    QVERIFY2(anyEvents, "the fixture's runs carry events");

    auto *bandwidth = panel.findChild<QTableWidget *>(u"runBandwidth"_s);
    QVERIFY(bandwidth);
    bool anyBandwidth = false;
    for (const Nvcre::RunReport &r : panel.reports()) {
        QVERIFY(panel.selectRun(r.ns, r.name));
        int rows = 0;
        for (const Nvcre::CategoryReport &c : r.categories)
            rows += int(c.bandwidth.size());
        QCOMPARE(bandwidth->rowCount(), rows);
        anyBandwidth = anyBandwidth || rows > 0;
    }
    QVERIFY2(anyBandwidth, "the fixture's runs carry bandwidth");
}

// The nodes now (tests/fixtures/nvcre/detection/mixed-architectures.snapshot.yaml: AWS H100)
// beside runs whose controller recorded onprem: drift on the platform, with the reason, and the
// count in the runs table.
void TestRunsPanel::driftFromThePreview()
{
    Ui::RunsPanel panel;
    QSignalSpy changed(&panel, &Ui::RunsPanel::reportsChanged);
    panel.setCluster(snapshotOf({u"nvcre-runs/runs.yaml"_s,
                                 u"nvcre/detection/mixed-architectures.snapshot.yaml"_s}),
                     std::nullopt, u"runs and nodes"_s);
    QVERIFY(waitForReports(panel, changed));
    QVERIFY(panel.selectRun(u"nvcre"_s, u"gpu-cert"_s));
    const Nvcre::RunReport *report = panel.currentReport();
    QVERIFY(report);
    QVERIFY2(report->driftError.isEmpty(), qPrintable(report->driftError));
    QVERIFY(!report->drift.isEmpty());
    auto *drift = panel.findChild<QTableWidget *>(u"runDrift"_s);
    QVERIFY(drift);
    QCOMPARE(drift->rowCount(), int(report->drift.size()));
    QVERIFY(column(drift, 1).contains(u"detectedPlatform"_s));
    const int platformRow = int(column(drift, 1).indexOf(u"detectedPlatform"_s));
    QCOMPARE(drift->item(platformRow, 2)->text(), u"onprem"_s);
    QCOMPARE(drift->item(platformRow, 3)->text(), u"aws"_s);
    QVERIFY(!drift->item(platformRow, 4)->text().isEmpty());
    QVERIFY(panel.detailTabs()->tabText(4).contains(QString::number(report->drift.size())));

    // The runs table's Drift column counts them.
    QAbstractItemModel *model = panel.runsView()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 2).data().toString() == u"gpu-cert"_s)
            QCOMPARE(model->index(row, 6).data().toString(), QString::number(report->drift.size()));
    }

    // Open in Preview: the run's spec, not its status.
    QSignalSpy open(&panel, &Ui::RunsPanel::openInPreview);
    auto *button = panel.findChild<QPushButton *>(u"runOpenSpec"_s);
    QVERIFY(button && button->isEnabled());
    button->click();
    QCOMPARE(open.size(), 1);
    const QString yaml = open.first().first().toString();
    QVERIFY(yaml.contains(u"kind: Certification"_s));
    QVERIFY(yaml.contains(u"name: gpu-cert"_s));
    QVERIFY(yaml.contains(u"categories:"_s));
    QVERIFY(!yaml.contains(u"categoryStatuses"_s));
}

// The window: the Runs tab follows the cluster shown and "Open in Preview" lands in the
// Overrides panel's editor.
void TestRunsPanel::openInPreviewFromTheWindow()
{
    QTemporaryDir home;
    Host::HostSources sources;
    sources.rootDir = Test::fixture(u"hosts/nvidia-quadra"_s);
    sources.dockerInfoFile = Test::fixture(u"docker-info/cdi-only.json"_s);
    Ui::MainWindowServices services;
    services.hostProbe = [sources] { return Host::probeHost(sources); };
    services.cluster.snapshotFile = Test::fixture(u"nvcre-runs/runs.yaml"_s);
    QProcessEnvironment environment;
    environment.insert(u"HOME"_s, home.path());
    services.cluster.environment = environment;
    Ui::MainWindow window(std::move(services));
    Ui::RunsPanel *runs = window.runsPanel();
    QVERIFY(runs);
    QVERIFY(window.showPanel(u"runs"_s));
    QCOMPARE(window.currentPanel(), u"runs"_s);
    QVERIFY(
        QTest::qWaitFor([&] { return runs->reports().size() == 9 && !runs->isBusy(); }, TimeoutMs));
    QVERIFY(runs->selectRun(u"nvcre"_s, u"gpu-cert"_s));
    runs->findChild<QPushButton *>(u"runOpenSpec"_s)->click();
    QCOMPARE(window.currentPanel(), u"overrides"_s);
    QVERIFY(window.overridesPanel()->yaml().contains(u"name: gpu-cert"_s));
}

void TestRunsPanel::exportsAreTheCliBytes_data()
{
    QTest::addColumn<bool>("junit");
    QTest::newRow("json") << false;
    QTest::newRow("junit") << true;
}

void TestRunsPanel::exportsAreTheCliBytes()
{
    QFETCH(bool, junit);
    Ui::RunsPanel panel;
    QSignalSpy changed(&panel, &Ui::RunsPanel::reportsChanged);
    panel.setCluster(snapshotOf({u"nvcre-runs/runs.yaml"_s}), std::nullopt, u"runs.yaml"_s);
    QVERIFY(waitForReports(panel, changed));
    QVERIFY(panel.selectRun(u"nvcre"_s, u"gpu-cert-bad"_s));
    QTemporaryDir dir;
    const QString path = dir.filePath(u"out"_s);
    const Result<void> written = panel.exportCurrent(path, junit);
    QVERIFY2(written, written ? "" : qPrintable(written.error().toString()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray expected = junit ? Nvcre::runReportsJUnit({*panel.currentReport()})
                                      : Nvcre::runReportsJsonText({*panel.currentReport()});
    QCOMPARE(file.readAll(), expected);

    // A folder that is not there: an error naming the path, nothing written.
    const QString bad = dir.filePath(u"missing/out"_s);
    const Result<void> refused = panel.exportCurrent(bad, junit);
    QVERIFY(!refused);
    QVERIFY(refused.error().message.contains(bad));
    QVERIFY(!QFile::exists(bad));
}

void TestRunsPanel::emptyClusterSaysSo()
{
    Ui::RunsPanel panel;
    QSignalSpy changed(&panel, &Ui::RunsPanel::reportsChanged);
    panel.setCluster(snapshotOf({u"nvcre/detection/mixed-architectures.snapshot.yaml"_s}),
                     std::nullopt, u"nodes only"_s);
    QVERIFY(waitForReports(panel, changed));
    QCOMPARE(panel.runsView()->model()->rowCount(), 0);
    QVERIFY(!panel.findChild<QPushButton *>(u"runExportJson"_s)->isEnabled());
    QVERIFY(panel.findChild<QLabel *>(u"runsStatus"_s)->text().contains(u"No Certification"_s));
}

// The demo cluster a new user sees first carries three runs (resources/demo/demo-cluster.yaml):
// one passed as previewed, one failed on gb200-1's Xid with drift (the catalog renders
// override[12] now, the controller applied [10] only), one still training.
void TestRunsPanel::theDemoShowsRuns()
{
    Result<Kube::ClusterSnapshot> demo = Kube::ClusterSnapshot::demo();
    QVERIFY(demo);
    Ui::RunsPanel panel;
    QSignalSpy changed(&panel, &Ui::RunsPanel::reportsChanged);
    panel.setCluster(*demo, std::nullopt, u"the demo"_s);
    QVERIFY(waitForReports(panel, changed));
    QStringList seen;
    for (const Nvcre::RunReport &r : panel.reports())
        seen << u"%1/%2 %3 drift %4%5"_s.arg(r.ns, r.name, r.result)
                    .arg(r.drift.size())
                    .arg(r.driftError);
    QCOMPARE(seen,
             (QStringList{u"nvcre/gb200-cert FAILED drift 1"_s, u"nvcre/h100-cert PASSED drift 0"_s,
                          u"default/llama-smoke RUNNING drift 0"_s}));
    QVERIFY(panel.selectRun(u"nvcre"_s, u"gb200-cert"_s));
    const Nvcre::RunDrift &d = panel.currentReport()->drift.first();
    QCOMPARE(d.field, u"appliedOverrides"_s);
    QCOMPARE(d.recorded, u"10"_s);
    QCOMPARE(d.previewed, u"10, 12"_s);
    QCOMPARE(column(panel.findChild<QTableWidget *>(u"runFailedNodes"_s), 0),
             QStringList{u"gb200-1"_s});
}

QTEST_MAIN(TestRunsPanel)
#include "tst_runspanel.moc"
