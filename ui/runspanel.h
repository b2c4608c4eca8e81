// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "kube/kubeconfig.h"
#include "kube/snapshot.h"
#include "nvcre/runreport.h"
#include "panelkit.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSplitter;
class QStandardItemModel;
class QTabWidget;
class QTableView;
class QTableWidget;
class QTimer;

namespace Accel::Nvcre {
class RunWatch;
}

namespace Accel::Ui {

/// The Runs view (issue 36, "In the window"): what NVCRE did after an apply. The runs of the
/// cluster the Hardware tab shows (Certifications and WorkloadRuns, both API groups) with their
/// verdict and progress; the chosen one's report (categories, failed nodes with reasons,
/// bandwidth and goodput, excluded nodes), its events, and its drift from the preview, with a
/// button that opens the run's spec in the Overrides panel. Exports as JSON or JUnit, the same
/// bytes as `accelctl certification report -o json|junit`.
///
/// A snapshot (a file, the demo) carries its runs; a live cluster's are read and then watched
/// with Nvcre::RunWatch while the view is shown (a change reads them again). Reports and drift
/// are built on a worker (Nvcre::buildRunReports); the newest result wins.
class RunsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit RunsPanel(QWidget *parent = nullptr);
    ~RunsPanel() override;

    /// The cluster shown: SNAPSHOT's runs and nodes, or with LIVE the runs read from that
    /// context (SNAPSHOT then gives the nodes drift renders on). LABEL names it.
    void setCluster(const Kube::ClusterSnapshot &snapshot,
                    const std::optional<Kube::ResolvedContext> &live, const QString &label);
    void setCatalogDir(const QString &dir);
    /// Reads the live runs again (a snapshot's are rebuilt).
    void refresh();
    /// Stops a read or a build in progress.
    void cancel();
    bool isBusy() const;

    /// The live cluster's watch, while one is shown (nullptr for a snapshot).
    const Nvcre::RunWatch *runWatch() const { return m_watch; }

    QTableView *runsView() const { return m_runsView; }
    const QList<Nvcre::RunReport> &reports() const { return m_reports; }
    /// The report shown in the details, or nullptr.
    const Nvcre::RunReport *currentReport() const;
    /// Chooses the run; KIND when a Certification and a WorkloadRun share the name.
    bool selectRun(const QString &ns, const QString &name,
                   std::optional<Nvcre::RunKind> kind = std::nullopt);
    QTabWidget *detailTabs() const { return m_detailTabs; }
    /// Writes the current report as JSON or JUnit to PATH (the export buttons' work, for tests).
    Result<void> exportCurrent(const QString &path, bool junit) const;

Q_SIGNALS:
    /// "Open in preview": the run (apiVersion, kind, metadata, spec) as YAML.
    void openInPreview(const QString &yaml);
    /// The reports were rebuilt (for the tab's title and tests).
    void reportsChanged();

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    struct Built
    {
        QList<Nvcre::RunReport> reports;
        QStringList texts; ///< runReportsText() of each report, made on the worker
        Nvcre::RunObjects objects;
    };

    /// Reports on a worker from OBJECTS, or from the snapshot's runs when nullopt.
    void build(const std::optional<Nvcre::RunObjects> &objects);
    void showReports(const Built &built);
    void showDetails();
    void setBusy(bool busy, const QString &what = {});
    void exportTo(bool junit);
    void openSpec();

    QLabel *m_source = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_busy = nullptr;
    QPushButton *m_refresh = nullptr;
    QPushButton *m_cancel = nullptr;
    QSplitter *m_splitter = nullptr;
    QTableView *m_runsView = nullptr;
    QStandardItemModel *m_runsModel = nullptr;
    QLabel *m_header = nullptr;
    QLabel *m_verdict = nullptr;
    QTabWidget *m_detailTabs = nullptr;
    QPlainTextEdit *m_reportText = nullptr;
    QTableWidget *m_failedNodes = nullptr;
    QTableWidget *m_bandwidth = nullptr;
    QTableWidget *m_goodput = nullptr;
    QTableWidget *m_events = nullptr;
    QTableWidget *m_drift = nullptr;
    QLabel *m_driftStatus = nullptr;
    QPushButton *m_openSpec = nullptr;
    QPushButton *m_exportJson = nullptr;
    QPushButton *m_exportJUnit = nullptr;
    QPushButton *m_copy = nullptr;

    Kube::ClusterSnapshot m_snapshot;
    std::optional<Kube::ResolvedContext> m_live;
    QString m_catalogDir;
    QString m_label;
    Nvcre::RunWatch *m_watch = nullptr;
    PanelKit::LatestTask<Built> m_builder;
    QList<Nvcre::RunReport> m_reports;
    QStringList m_texts;
    Nvcre::RunObjects m_objects;
    bool m_hasCluster = false;
};

} // namespace Accel::Ui
