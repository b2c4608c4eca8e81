// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors

#include "runspanel.h"
#include "icons.h"

#include "doc/yamlwriter.h"
#include "errortext.h"
#include "nvcre/nvcrecodes.h"
#include "nvcre/runwatch.h"
#include "plaintext.h"
#include "theme.h"

#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonArray>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace Accel::Ui {

namespace {

enum RunColumn
{
    KindColumn,
    NamespaceColumn,
    NameColumn,
    ResultColumn,
    ProgressColumn,
    TargetColumn,
    DriftColumn,
    RunColumnCount
};

constexpr int NamespaceRole = Qt::UserRole + 1;
constexpr int NameRole = Qt::UserRole + 2;
/// A Certification and a WorkloadRun may share a namespace and a name.
constexpr int KindRole = Qt::UserRole + 3;

Theme::Tone resultTone(const QString &result)
{
    if (result == QLatin1String("PASSED"))
        return Theme::Tone::Ok;
    if (result == QLatin1String("FAILED"))
        return Theme::Tone::Error;
    if (result == QLatin1String("INCOMPLETE"))
        return Theme::Tone::Warning;
    return Theme::Tone::Info; // RUNNING
}

QString resultText(const QString &result)
{
    if (result == QLatin1String("PASSED"))
        //: A run's verdict chip (nvcrectl's PASSED)
        return RunsPanel::tr("Passed");
    if (result == QLatin1String("FAILED"))
        //: A run's verdict chip (nvcrectl's FAILED)
        return RunsPanel::tr("Failed");
    if (result == QLatin1String("INCOMPLETE"))
        //: A run's verdict chip (nvcrectl's INCOMPLETE: passed, but nodes were left out)
        return RunsPanel::tr("Incomplete");
    //: A run's verdict chip (nvcrectl's RUNNING)
    return RunsPanel::tr("Running");
}

QTableWidget *detailTable(const QStringList &headers, const QString &objectName, QWidget *parent)
{
    auto *table = new QTableWidget(0, int(headers.size()), parent);
    table->setObjectName(objectName);
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setWordWrap(true);
    table->setTextElideMode(Qt::ElideMiddle);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    return table;
}

// A cell of text from the cluster: one printable line, the whole text on hover.
QTableWidgetItem *cell(const QString &text, Qt::Alignment alignment = Qt::AlignLeft)
{
    auto *item = new QTableWidgetItem(plainText(text));
    item->setToolTip(plainToolTip(text)); // never read as rich text
    item->setTextAlignment(alignment | Qt::AlignVCenter);
    return item;
}

void appendRow(QTableWidget *table, const QList<QTableWidgetItem *> &items)
{
    const int row = table->rowCount();
    table->insertRow(row);
    for (int column = 0; column < items.size(); ++column)
        table->setItem(row, column, items[column]);
}

QString runKindText(Nvcre::RunKind kind)
{
    return kind == Nvcre::RunKind::Certification ? QStringLiteral("Certification")
                                                 : QStringLiteral("WorkloadRun");
}

} // namespace

RunsPanel::RunsPanel(QWidget *parent)
    : QWidget(parent)
    , m_builder(this)
{
    setObjectName(QStringLiteral("runsPanel"));

    m_source = PanelKit::valueLabel(this, QStringLiteral("runsSource"));
    m_status = PanelKit::statusLabel(this, QStringLiteral("runsStatus"));
    m_busy = PanelKit::busyBar(this);
    m_busy->hide();
    //: Reads the cluster's runs again
    m_refresh = new QPushButton(Icons::icon(Icons::Action::Reload), tr("Refresh"), this);
    m_refresh->setObjectName(QStringLiteral("runsRefresh"));
    m_refresh->setToolTip(tr("Read the runs again (F5)"));
    connect(m_refresh, &QPushButton::clicked, this, &RunsPanel::refresh);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("runsCancel"));
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        cancel();
        if (m_watch) // say so: nothing keeps the runs current until F5
            m_source->setText(tr("Runs on %1: not watched now; F5 reads and watches again.")
                                  .arg(plainText(m_label)));
    });
    auto *top = new QHBoxLayout;
    top->addWidget(m_source, 1);
    top->addWidget(m_status);
    top->addWidget(m_busy);
    top->addWidget(m_cancel);
    top->addWidget(m_refresh);

    m_runsModel = new QStandardItemModel(0, RunColumnCount, this);
    m_runsModel->setHorizontalHeaderLabels({
        //: Column of the runs table: Certification or WorkloadRun
        tr("Kind"),
        tr("Namespace"),
        tr("Name"),
        //: Column of the runs table: the verdict (Passed, Failed, Incomplete, Running)
        tr("Result"),
        //: Column of the runs table: categories passed of all
        tr("Progress"),
        //: Column of the runs table: the platform/architecture the controller detected
        tr("Target"),
        //: Column of the runs table: how many ways the run differs from its preview
        tr("Drift"),
    });
    m_runsView = new QTableView(this);
    m_runsView->setObjectName(QStringLiteral("runsView"));
    m_runsView->setModel(m_runsModel);
    m_runsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runsView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_runsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_runsView->setSortingEnabled(true);
    m_runsView->verticalHeader()->hide();
    m_runsView->horizontalHeader()->setStretchLastSection(true);
    connect(m_runsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &RunsPanel::showDetails);

    auto *details = new QWidget(this);
    m_header = PanelKit::valueLabel(details, QStringLiteral("runHeader"));
    m_verdict = new QLabel(details);
    m_verdict->setObjectName(QStringLiteral("runVerdict"));
    m_verdict->hide();
    auto *headerRow = new QHBoxLayout;
    headerRow->addWidget(m_verdict);
    headerRow->addWidget(m_header, 1);

    m_detailTabs = new QTabWidget(details);
    m_detailTabs->setObjectName(QStringLiteral("runDetailTabs"));
    m_reportText = new QPlainTextEdit(m_detailTabs);
    m_reportText->setObjectName(QStringLiteral("runReportText"));
    m_reportText->setReadOnly(true);
    m_reportText->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_reportText->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    //: Tab of a run's details: the whole report as text
    m_detailTabs->addTab(m_reportText, tr("Report"));
    m_failedNodes = detailTable({tr("Node"), tr("Reason"), tr("Message")},
                                QStringLiteral("runFailedNodes"), m_detailTabs);
    //: Tab of a run's details: the nodes that failed, with reasons
    m_detailTabs->addTab(m_failedNodes, tr("Failed nodes"));
    auto *measured = new QSplitter(Qt::Vertical, m_detailTabs);
    measured->setObjectName(QStringLiteral("runMeasured"));
    m_bandwidth = detailTable(
        {tr("Category"), tr("Size"), tr("AlgBW"), tr("BusBW"), tr("Samples"), tr("Final")},
        QStringLiteral("runBandwidth"), measured);
    m_goodput = detailTable({tr("Category"), tr("Domain"), tr("Nodes"), tr("Goodput"),
                             tr("TFLOPs/GPU"), tr("Step time")},
                            QStringLiteral("runGoodput"), measured);
    measured->addWidget(m_bandwidth);
    measured->addWidget(m_goodput);
    //: Tab of a run's details: measured bandwidth and training goodput
    m_detailTabs->addTab(measured, tr("Bandwidth and goodput"));
    m_events = detailTable({tr("Time"), tr("Type"), tr("Reason"), tr("Object"), tr("Message")},
                           QStringLiteral("runEvents"), m_detailTabs);
    //: Tab of a run's details: the Kubernetes events on the run and its Workflows
    m_detailTabs->addTab(m_events, tr("Events"));
    auto *driftPage = new QWidget(m_detailTabs);
    m_driftStatus = PanelKit::statusLabel(driftPage, QStringLiteral("runDriftStatus"));
    m_driftStatus->setWordWrap(true);
    m_drift =
        detailTable({tr("Category"), tr("Field"), tr("Recorded"), tr("Previewed now"), tr("Why")},
                    QStringLiteral("runDrift"), driftPage);
    //: Opens the chosen run's spec in the Overrides panel, rendered on the cluster shown
    m_openSpec = new QPushButton(tr("Open in Preview"), driftPage);
    m_openSpec->setObjectName(QStringLiteral("runOpenSpec"));
    m_openSpec->setEnabled(false);
    connect(m_openSpec, &QPushButton::clicked, this, &RunsPanel::openSpec);
    auto *driftButtons = new QHBoxLayout;
    driftButtons->addWidget(m_driftStatus, 1);
    driftButtons->addWidget(m_openSpec);
    auto *driftLayout = new QVBoxLayout(driftPage);
    driftLayout->setContentsMargins(0, 0, 0, 0);
    driftLayout->addLayout(driftButtons);
    driftLayout->addWidget(m_drift, 1);
    //: Tab of a run's details: where the controller did something other than the preview
    m_detailTabs->addTab(driftPage, tr("Drift"));

    //: Saves the chosen run's report as nvcrectl's JSON
    m_exportJson = new QPushButton(Icons::icon(Icons::Action::Save), tr("Export JSON…"), details);
    m_exportJson->setObjectName(QStringLiteral("runExportJson"));
    //: Saves the chosen run's report as JUnit XML for CI
    m_exportJUnit = new QPushButton(Icons::icon(Icons::Action::Save), tr("Export JUnit…"), details);
    m_exportJUnit->setObjectName(QStringLiteral("runExportJUnit"));
    m_copy = new QPushButton(Icons::icon(Icons::Action::Copy), tr("Copy Report"), details);
    m_copy->setObjectName(QStringLiteral("runCopy"));
    connect(m_exportJson, &QPushButton::clicked, this, [this] { exportTo(false); });
    connect(m_exportJUnit, &QPushButton::clicked, this, [this] { exportTo(true); });
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_reportText->toPlainText()); });
    for (QPushButton *b : {m_exportJson, m_exportJUnit, m_copy})
        b->setEnabled(false);
    auto *exportRow = new QHBoxLayout;
    exportRow->addStretch(1);
    exportRow->addWidget(m_copy);
    exportRow->addWidget(m_exportJson);
    exportRow->addWidget(m_exportJUnit);

    auto *detailsLayout = new QVBoxLayout(details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addLayout(headerRow);
    detailsLayout->addWidget(m_detailTabs, 1);
    detailsLayout->addLayout(exportRow);

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(QStringLiteral("runsSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_runsView);
    m_splitter->addWidget(details);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_splitter, 1);

    //: Before a cluster is chosen in the Hardware tab
    m_source->setText(tr("No cluster yet: choose one in the Hardware tab."));
}

RunsPanel::~RunsPanel()
{
    cancel();
}

void RunsPanel::setCluster(const Kube::ClusterSnapshot &snapshot,
                           const std::optional<Kube::ResolvedContext> &live, const QString &label)
{
    cancel();
    delete m_watch;
    m_watch = nullptr;
    m_snapshot = snapshot;
    m_live = live;
    m_hasCluster = true;
    if (m_live) {
        m_watch = new Nvcre::RunWatch(*m_live, QString(), this);
        connect(m_watch, &Nvcre::RunWatch::reading, this, [this](bool busy) {
            if (busy)
                setBusy(true, tr("Reading runs…"));
        });
        connect(m_watch, &Nvcre::RunWatch::updated, this,
                [this](const Nvcre::RunObjects &o) { build(o); });
        connect(m_watch, &Nvcre::RunWatch::failed, this, [this](const Error &error) {
            setBusy(false);
            PanelKit::showStatus(m_status, withHint(error, u" "), Theme::Tone::Error);
        });
    }
    m_label = label;
    m_source->setText(
        m_live ? tr("Runs on %1, kept current by watching the cluster.").arg(plainText(label))
               : tr("Runs in %1.").arg(plainText(label)));
    if (!m_live || isVisible())
        refresh();
}

void RunsPanel::setCatalogDir(const QString &dir)
{
    m_catalogDir = dir;
}

void RunsPanel::refresh()
{
    if (!m_hasCluster)
        return;
    if (!m_watch) {
        build(std::nullopt); // the worker takes the runs out of the snapshot
        return;
    }
    m_source->setText(
        tr("Runs on %1, kept current by watching the cluster.").arg(plainText(m_label)));
    m_watch->refresh(); // starts the watch when it is not running
}

void RunsPanel::cancel()
{
    if (m_watch)
        m_watch->stop();
    m_builder.cancel();
    setBusy(false);
}

bool RunsPanel::isBusy() const
{
    return (m_watch && m_watch->isReading()) || m_builder.isRunning();
}

void RunsPanel::build(const std::optional<Nvcre::RunObjects> &objects)
{
    setBusy(true, tr("Building reports…"));
    const Kube::ClusterSnapshot nodes = m_snapshot;
    const QString catalogDir = m_catalogDir;
    m_builder.start(
        [objects, nodes, catalogDir] {
            Built built;
            built.objects = objects ? *objects : Nvcre::RunObjects::fromSnapshot(nodes);
            built.reports = Nvcre::buildRunReports(built.objects, &nodes, catalogDir);
            // The text report too: a run with many failed nodes is no work for the UI thread.
            for (const Nvcre::RunReport &r : std::as_const(built.reports))
                built.texts << Nvcre::runReportsText({r});
            return built;
        },
        [this](const Built &built) { showReports(built); });
}

void RunsPanel::showReports(const Built &built)
{
    setBusy(false);
    QString keepNs;
    QString keepName;
    std::optional<Nvcre::RunKind> keepKind;
    if (const Nvcre::RunReport *current = currentReport()) {
        keepNs = current->ns;
        keepName = current->name;
        keepKind = current->kind;
    }
    m_reports = built.reports;
    m_texts = built.texts;
    m_objects = built.objects;

    m_runsView->setSortingEnabled(false);
    m_runsModel->removeRows(0, m_runsModel->rowCount());
    for (qsizetype i = 0; i < m_reports.size(); ++i) {
        const Nvcre::RunReport &r = m_reports[i];
        int passed = 0;
        for (const Nvcre::CategoryReport &c : r.categories)
            passed += c.status == QLatin1String("Succeeded") ? 1 : 0;
        QList<QStandardItem *> row;
        row << new QStandardItem(runKindText(r.kind)) << new QStandardItem(plainText(r.ns))
            << new QStandardItem(plainText(r.name));
        auto *verdict = new QStandardItem(resultText(r.result));
        const Theme::Tone tone = resultTone(r.result);
        verdict->setData(Theme::badgeBackground(tone), Qt::BackgroundRole);
        verdict->setData(QColor(Qt::white), Qt::ForegroundRole);
        verdict->setData(int(Qt::AlignCenter), Qt::TextAlignmentRole);
        verdict->setToolTip(r.result);
        row << verdict;
        //: Progress of a run: categories passed of all
        auto *progress =
            new QStandardItem(tr("%1 of %2 passed").arg(passed).arg(r.categories.size()));
        progress->setData(int(Qt::AlignRight | Qt::AlignVCenter), Qt::TextAlignmentRole);
        row << progress;
        const QString target = r.platform.isEmpty() && r.gpu.isEmpty()
                                   ? QString()
                                   : QStringLiteral("%1/%2").arg(r.platform, r.gpu);
        row << new QStandardItem(plainText(target));
        auto *drift = new QStandardItem(r.driftError.isEmpty() ? QString::number(r.drift.size())
                                                               : tr("not computed"));
        drift->setData(int(Qt::AlignRight | Qt::AlignVCenter), Qt::TextAlignmentRole);
        if (!r.drift.isEmpty())
            drift->setData(Theme::warningColour(palette()), Qt::ForegroundRole);
        row << drift;
        for (QStandardItem *item : std::as_const(row)) {
            item->setData(r.ns, NamespaceRole);
            item->setData(r.name, NameRole);
            item->setData(int(r.kind), KindRole);
        }
        m_runsModel->appendRow(row);
    }
    m_runsView->setSortingEnabled(true);
    m_runsView->resizeColumnsToContents();

    if (m_reports.isEmpty()) {
        PanelKit::showStatus(m_status,
                             built.objects.notes.isEmpty()
                                 ? tr("No Certification or WorkloadRun here.")
                                 : plainText(built.objects.notes.join(QStringLiteral(" "))),
                             Theme::Tone::Plain);
    } else {
        int failed = 0;
        for (const Nvcre::RunReport &r : std::as_const(m_reports))
            failed += r.result == QLatin1String("FAILED") ? 1 : 0;
        PanelKit::showStatus(m_status,
                             tr("%n run(s), %1 failed", nullptr, int(m_reports.size())).arg(failed),
                             failed ? Theme::Tone::Error : Theme::Tone::Plain);
    }
    if (!keepName.isEmpty() && selectRun(keepNs, keepName, keepKind)) {
        // the same run stays chosen across refreshes
    } else if (m_runsModel->rowCount() > 0) {
        m_runsView->selectRow(0);
    } else {
        showDetails();
    }
    Q_EMIT reportsChanged();
}

const Nvcre::RunReport *RunsPanel::currentReport() const
{
    const QModelIndex current = m_runsView->currentIndex();
    if (!current.isValid())
        return nullptr;
    const QString ns = current.data(NamespaceRole).toString();
    const QString name = current.data(NameRole).toString();
    const auto kind = Nvcre::RunKind(current.data(KindRole).toInt());
    for (const Nvcre::RunReport &r : m_reports) {
        if (r.ns == ns && r.name == name && r.kind == kind)
            return &r;
    }
    return nullptr;
}

bool RunsPanel::selectRun(const QString &ns, const QString &name,
                          std::optional<Nvcre::RunKind> kind)
{
    for (int row = 0; row < m_runsModel->rowCount(); ++row) {
        const QModelIndex index = m_runsModel->index(row, NameColumn);
        if (index.data(NamespaceRole).toString() == ns && index.data(NameRole).toString() == name &&
            (!kind || index.data(KindRole).toInt() == int(*kind))) {
            // A new current row shows its details through currentRowChanged; the same row
            // (after a refresh) is shown here, once.
            const bool sameRow = m_runsView->currentIndex().row() == row;
            m_runsView->setCurrentIndex(index); // selects the whole row (SelectRows)
            if (sameRow)
                showDetails();
            return true;
        }
    }
    return false;
}

void RunsPanel::showDetails()
{
    const Nvcre::RunReport *r = currentReport();
    for (QTableWidget *t : {m_failedNodes, m_bandwidth, m_goodput, m_events, m_drift})
        t->setRowCount(0);
    for (QPushButton *b : {m_exportJson, m_exportJUnit, m_copy, m_openSpec})
        b->setEnabled(r != nullptr);
    if (!r) {
        m_header->clear();
        m_verdict->hide();
        m_reportText->clear();
        m_driftStatus->clear();
        return;
    }
    const Theme::Tone tone = resultTone(r->result);
    m_verdict->setText(resultText(r->result));
    m_verdict->setStyleSheet(Theme::badgeStyle(tone));
    m_verdict->show();
    QString header = tr("%1 %2/%3").arg(runKindText(r->kind), plainText(r->ns), plainText(r->name));
    if (!r->platform.isEmpty() || !r->gpu.isEmpty())
        header += QStringLiteral(" · ") + tr("platform/arch %1/%2").arg(r->platform, r->gpu);
    header += QStringLiteral(" · ") + tr("%n node(s)", nullptr, r->totalNodes);
    if (!r->excludedNodes.isEmpty())
        header += QStringLiteral(" · ") +
                  tr("%n node(s) excluded: %1", nullptr, int(r->excludedNodes.size()))
                      .arg(plainText(r->exclusionReason));
    m_header->setText(header);
    m_reportText->setPlainText(m_texts.value(r - m_reports.constData()));

    for (const Nvcre::FailedNodeEntry &f : r->failedNodeEntries)
        appendRow(m_failedNodes, {cell(f.name), cell(f.reason), cell(f.message)});
    if (r->failedNodeEntries.isEmpty()) {
        for (const QString &name : r->failedNodes)
            appendRow(m_failedNodes, {cell(name), cell(QString()), cell(QString())});
    }
    for (const Nvcre::CategoryReport &c : r->categories) {
        const QString category = c.domain + QLatin1Char('/') + c.variant;
        for (const Nvcre::BandwidthRow &b : c.bandwidth) {
            appendRow(m_bandwidth,
                      {cell(category), cell(b.size, Qt::AlignRight), cell(b.algBW, Qt::AlignRight),
                       cell(b.busBW, Qt::AlignRight),
                       cell(QString::number(b.samples), Qt::AlignRight),
                       cell(b.provisional ? tr("provisional: %1").arg(b.provisionalReason)
                                          : tr("final"))});
        }
        for (const Nvcre::DomainReport &d : c.domains) {
            appendRow(m_goodput, {cell(category), cell(d.name),
                                  cell(QString::number(d.nodeCount), Qt::AlignRight),
                                  cell(d.goodput, Qt::AlignRight), cell(d.tflops, Qt::AlignRight),
                                  cell(d.stepTime, Qt::AlignRight)});
        }
    }
    for (const Nvcre::RunEvent &e : r->events) {
        QTableWidgetItem *type = cell(e.type);
        if (e.type == QLatin1String("Warning"))
            type->setForeground(Theme::warningColour(palette()));
        appendRow(m_events, {cell(e.time), type, cell(e.reason), cell(e.object), cell(e.message)});
    }
    for (const Nvcre::RunDrift &d : r->drift) {
        appendRow(m_drift, {cell(d.category), cell(d.field), cell(d.recorded), cell(d.previewed),
                            cell(d.reason)});
    }
    if (!r->driftError.isEmpty())
        PanelKit::showStatus(m_driftStatus,
                             tr("Drift not computed: %1").arg(plainText(r->driftError)),
                             Theme::Tone::Error);
    else if (r->drift.isEmpty())
        PanelKit::showStatus(m_driftStatus,
                             tr("What the controller detected and applied is what the preview "
                                "gives on these nodes now."),
                             Theme::Tone::Ok);
    else
        PanelKit::showStatus(m_driftStatus,
                             tr("%n difference(s) from the preview on these nodes now.", nullptr,
                                int(r->drift.size())),
                             Theme::Tone::Warning);
    for (QTableWidget *t : {m_failedNodes, m_bandwidth, m_goodput, m_events, m_drift})
        t->resizeRowsToContents();
    //: Tab title with a count
    m_detailTabs->setTabText(1, tr("Failed nodes (%1)").arg(m_failedNodes->rowCount()));
    m_detailTabs->setTabText(4, tr("Drift (%1)").arg(r->drift.size()));
}

void RunsPanel::setBusy(bool busy, const QString &what)
{
    m_busy->setVisible(busy);
    m_cancel->setVisible(busy);
    if (busy)
        PanelKit::showStatus(m_status, what, Theme::Tone::Plain);
}

Result<void> RunsPanel::exportCurrent(const QString &path, bool junit) const
{
    const Nvcre::RunReport *r = currentReport();
    if (!r)
        return tl::unexpected(Error::of(Code::NVCRE_RUN_NOT_FOUND, tr("No run is chosen.")));
    return Nvcre::writeReportFile(path, junit ? Nvcre::runReportsJUnit({*r})
                                              : Nvcre::runReportsJsonText({*r}));
}

void RunsPanel::exportTo(bool junit)
{
    const Nvcre::RunReport *r = currentReport();
    if (!r)
        return;
    const QString suggested =
        r->name + (junit ? QStringLiteral("-junit.xml") : QStringLiteral("-report.json"));
    const QString path = QFileDialog::getSaveFileName(
        this, junit ? tr("Export JUnit") : tr("Export JSON"), suggested,
        junit ? tr("JUnit XML (*.xml)") : tr("JSON (*.json)"));
    if (path.isEmpty())
        return;
    const Result<void> written = exportCurrent(path, junit);
    if (!written)
        PanelKit::showStatus(m_status, withHint(written.error(), u" "), Theme::Tone::Error);
    else
        PanelKit::showStatus(m_status, tr("Saved %1.").arg(path), Theme::Tone::Ok);
}

void RunsPanel::openSpec()
{
    const Nvcre::RunReport *r = currentReport();
    if (!r)
        return;
    const QJsonObject run = m_objects.find(runKindText(r->kind), r->ns, r->name);
    if (run.isEmpty())
        return;
    QJsonObject metadata;
    const QJsonObject was = run.value(QStringLiteral("metadata")).toObject();
    for (const char *key : {"name", "namespace", "labels"}) {
        const QString k = QString::fromLatin1(key);
        if (was.contains(k))
            metadata.insert(k, was.value(k));
    }
    const QJsonObject document{
        {QStringLiteral("apiVersion"), run.value(QStringLiteral("apiVersion"))},
        {QStringLiteral("kind"), run.value(QStringLiteral("kind"))},
        {QStringLiteral("metadata"), metadata},
        {QStringLiteral("spec"), run.value(QStringLiteral("spec"))}};
    Q_EMIT openInPreview(QString::fromUtf8(Doc::toYaml(document)));
}

void RunsPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_watch)
        m_watch->start(); // read now, then watch while shown
}

void RunsPanel::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    if (m_watch)
        m_watch->stop(); // no connections held for a tab nobody looks at
}

} // namespace Accel::Ui
