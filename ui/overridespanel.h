// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "doc/linediff.h"
#include "doc/patchsequence.h"
#include "error.h"
#include "kube/kubeconfig.h"
#include "kube/serversideapply.h"
#include "kube/snapshot.h"
#include "nvcre/detection.h"
#include "nvcre/overrides.h"
#include "nvcre/renderjob.h"
#include "panelkit.h"
#include "result.h"

#include <QJsonObject>
#include <QList>
#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;
class QTimer;

namespace Accel::Dra {
class Inventory;
}

namespace Accel::Ui {

class ApplyFlow;
class DetectionSummary;
class DiffModel;
class OverridesModel;
class YamlView;

/// The override preview (issue 9, "The Overrides panel"; DESIGN.md "Override preview before
/// apply"). A Workflow, Certification or WorkloadRun, pasted, edited or opened from a file, is
/// rendered as `accelctl workflow|certification|workloadrun render` renders it, for a target:
/// offline (platform and architecture pickers; for a Workflow, CRE's mock nodes for the pair),
/// a cluster snapshot file, or the cluster the Hardware tab shows (a live context, a snapshot or
/// the demo). The panel shows what detection found and why, every override of every rendered
/// Workflow with whether it matched and which criterion failed, and a side-by-side diff of the
/// base against the rendered Workflow, or of the object live in the cluster against it, each
/// changed line naming the override that set it. Selecting an override highlights the lines it
/// produced. Apply… (a live context only) runs ApplyFlow: a server dry run, a confirmation naming
/// context and namespace, then the server-side apply.
///
/// Rendering is Nvcre::RenderJob::render, the entry the render commands of accelctl drive too (so
/// `auto` resolves the architecture as `workflow render` does), run on a worker by a
/// PanelKit::LatestTask shortly after the last edit; a result an edit has outdated is dropped. Long
/// work (a render, a live read, a dry run or apply) shows a busy bar with Cancel.
class OverridesPanel : public QWidget
{
    Q_OBJECT

public:
    /// Columns of the diff table (DiffModel's).
    enum DiffColumn
    {
        OldLineColumn = 0,
        OldTextColumn,
        NewLineColumn,
        NewTextColumn,
        ProvenanceColumn,
        DiffColumnCount,
    };
    static_assert(int(DiffColumnCount) == 5, "as DiffModel::Column");

    /// Where detection runs.
    enum class Target
    {
        /// The platform and architecture pickers (mock nodes for a Workflow where CRE has them).
        Offline = 0,
        /// A cluster snapshot file (setSnapshotFile()).
        SnapshotFile,
        /// The cluster the Hardware tab shows (setCluster()); live when it has a context.
        Cluster,
    };

    /// The left side of the diff.
    enum class Compare
    {
        Base = 0,
        /// The object as it is in the cluster (status and server-maintained fields hidden).
        Live,
    };

    /// What the input was.
    using InputKind = Nvcre::RenderInputKind;

    /// One rendered Workflow (a Certification renders one per category), as the render job
    /// made it.
    using Document = Nvcre::RenderedWorkflow;

    explicit OverridesPanel(QWidget *parent = nullptr);
    ~OverridesPanel() override;

    /// Replaces the editor's text (a render follows shortly).
    void setYaml(const QString &yaml);
    QString yaml() const;
    /// Reads FILE off the UI thread into the editor.
    void openFile(const QString &path);

    /// Offline target: selects the platform and GPU architecture pickers (an empty architecture
    /// is "auto": from the target's nvidia.com/gpu.product selector); false for a value they do
    /// not offer.
    bool setTarget(const QString &platform, const QString &gpuArchitecture);
    /// Snapshot-file target: detection on the nodes of PATH (a kubectl List or multi-document
    /// YAML); empty: back to the offline pickers.
    void setSnapshotFile(const QString &path);
    QString snapshotFile() const { return m_snapshotPath; }
    /// The cluster the Hardware tab shows (connect ClusterPanel::clusterShown). LABEL names it.
    void setCluster(const Kube::ClusterSnapshot &snapshot, const Dra::Inventory &inventory,
                    const QString &label);
    /// The live context of that cluster (nullopt for the demo or a file): the Cluster target
    /// then compares with live objects and applies there.
    void setClusterContext(const std::optional<Kube::ResolvedContext> &context);
    void setTargetKind(Target target);
    Target targetKind() const;
    /// The catalog a Certification or WorkloadRun renders with (`accel-console --catalog DIR`, as
    /// `accelctl certification render --catalog DIR`); empty: the embedded one.
    void setCatalogDir(const QString &dir);
    QString catalogDir() const { return m_catalogDir; }

    InputKind inputKind() const { return m_inputKind; }
    /// The pause after an edit before rendering: long enough to skip keystrokes, short enough
    /// to feel immediate.
    static constexpr int RenderDelayMs = 150;
    /// Largest file openFile() reads (a Workflow or Certification is a few kilobytes).
    static constexpr qint64 MaxFileBytes = 16 * 1024 * 1024;

    /// Every rendered Workflow of the last render shown; empty after an error.
    const QList<Document> &documents() const { return m_documents; }
    /// The Workflow whose overrides and diff are shown.
    int currentDocument() const { return m_current; }
    void setCurrentDocument(int index);
    const Document *document() const;
    const std::optional<Nvcre::DetectionResult> &detection() const { return m_detection; }
    /// Every detection, defaults and override event of the render, as listed.
    const QList<Nvcre::NvcreEvent> &events() const { return m_eventList; }
    /// The error shown in place of a render (parse errors carry line and column), empty if none.
    QString errorText() const { return m_error; }
    /// Where the GPU architecture chosen contradicts the target (Nvcre::RenderResult::
    /// targetWarnings), one per line; empty when none.
    QString targetWarningText() const;
    /// The offline target spelled as everywhere else, `platform/arch` (`aws/h100`); an "auto"
    /// architecture is `platform/auto`.
    QString targetSpelling() const;
    /// Every rendered Workflow as YAML documents (what Copy, Save… and Apply… use).
    QByteArray renderedYaml() const;
    QByteArray baseYaml() const;

    void setCompare(Compare compare);
    Compare compare() const { return m_compare; }
    /// The live results read for "compare with live", one per document; empty until read.
    const QList<Kube::ApplyResult> &liveObjects() const { return m_live; }

    /// The diff rows shown (all of them, or only the changes with folds when "changed only").
    const QList<Doc::LineDiff::Row> &diffRows() const { return m_rows; }
    /// The override named for each shown diff row ("override[0] (jobTemplate)"), empty where
    /// none is known.
    const QStringList &provenance() const { return m_provenance; }
    /// Folds the unchanged lines and shows the spec's changes before the annotations the render
    /// adds (on by default; the choice is remembered).
    void setChangedOnly(bool changedOnly);
    bool changedOnly() const;
    /// Moves the diff's cursor to the first line of the next (previous) change after (before) it
    /// and brings it into view (F7, Shift+F7 as Qt Creator's diff); false when there is none.
    bool nextChange();
    bool previousChange();
    /// The diff row with the cursor, -1 for none.
    int currentDiffRow() const;
    /// The whole text of the override with the cursor, as its details pane shows it.
    QString overrideDetailsText() const;
    OverridesModel *overridesModel() const { return m_model; }
    /// The diff shown (rows, "Set by", highlighted lines).
    DiffModel *diffModel() const { return m_diffModel; }
    /// Selects override ROW of the table (-1: none) and highlights the diff rows it set.
    void selectOverride(int row);
    /// The diff rows the selected override produced.
    const QList<int> &highlightedRows() const { return m_highlighted; }

    /// Copies the rendered YAML to the clipboard.
    void copyYaml();
    /// The Apply… flow (its confirmation can be replaced for tests).
    ApplyFlow *applyFlow() const { return m_apply; }
    /// Runs Apply… on the rendered Workflows (a live context only).
    void applyToCluster();

    /// A render is pending or running, or a file is being read for one.
    bool isRendering() const;
    /// The documents shown are not for the current text and target.
    bool isStale() const { return m_stale; }
    /// Rendering, reading live objects or applying.
    bool isBusy() const;
    /// Stops whatever runs: a render's result is dropped, a live read or apply is cancelled.
    void cancel();

Q_SIGNALS:
    /// A render (or its error) for the current text and target is shown.
    void resultShown();
    /// The live objects for "compare with live" were read (or failed: see the status).
    void liveShown();
    /// Apply… ended; APPLIED as ApplyFlow::finished.
    void applyFinished(bool applied);
    void busyChanged(bool busy);

private:
    struct OpenedFile
    {
        QByteArray bytes;
        QString error; ///< why it cannot be opened; empty when it was read
    };

    // The areas of the panel, created in reading order (the focus order).
    QWidget *createInputs();      ///< open, target and its pickers, the editor, the error
    QWidget *createDetection();   ///< what detection found, its events
    QWidget *createOverrides();   ///< the Workflow picker and its overrides
    QWidget *createResult();      ///< the diff and the rendered YAML
    QHBoxLayout *createActions(); ///< status, progress, Cancel, Copy, Save…, Apply…
    void layOut(QWidget *inputs, QWidget *detection, QWidget *overrides, QWidget *result,
                QHBoxLayout *actions);
    void createApplyFlow();
    void createRenderer();
    void restoreSettings();

    void fileRead(const OpenedFile &opened);
    void showLive(const QList<Kube::ApplyResult> &results);
    void showLiveFailed(const QString &message);
    void scheduleRender();
    void startRender();
    void showRendered(const Nvcre::RenderResult &rendered, const std::optional<Error> &error);
    void showDocument();
    void rebuildDiff();
    void chooseFile();
    void chooseSnapshot();
    void saveYaml();
    void updateActions();
    void updateBusy();
    void readLive();
    void setStatus(const QString &text, Theme::Tone tone = Theme::Tone::Plain);
    void targetChosen(int index);
    bool goToChange(int step);
    void showOverrideDetails(int row);

    QPlainTextEdit *m_editor = nullptr;
    QLabel *m_errorLabel = nullptr;
    QLabel *m_targetWarning = nullptr;  ///< the architecture contradicts the target
    QLabel *m_targetSpelling = nullptr; ///< "= aws/h100" beside the pickers
    QComboBox *m_target = nullptr;
    QComboBox *m_platform = nullptr;
    QComboBox *m_gpuArch = nullptr;
    QWidget *m_offlineBox = nullptr;
    QString m_snapshotPath;
    DetectionSummary *m_detectionSummary = nullptr;
    QComboBox *m_documentCombo = nullptr;
    QTableView *m_table = nullptr;
    OverridesModel *m_model = nullptr;
    QTableView *m_diff = nullptr;
    DiffModel *m_diffModel = nullptr;
    QComboBox *m_compareCombo = nullptr;
    QCheckBox *m_changedOnly = nullptr;
    QLabel *m_annotations = nullptr;
    QTabWidget *m_resultTabs = nullptr;
    QPlainTextEdit *m_overrideDetails = nullptr;
    YamlView *m_yamlView = nullptr;
    QPushButton *m_copyButton = nullptr;
    QPushButton *m_saveButton = nullptr;
    QPushButton *m_applyButton = nullptr;
    QLabel *m_statusLabel = nullptr;
    QProgressBar *m_busyBar = nullptr;
    QPushButton *m_cancelButton = nullptr;

    QTimer *m_renderTimer = nullptr;
    /// The render (Nvcre::RenderJob::render, the render commands' entry) and the file read
    /// for one: only the newest result of each is shown.
    PanelKit::LatestTask<Result<Nvcre::RenderResult>> m_renderTask{this};
    PanelKit::LatestTask<OpenedFile> m_fileTask{this};
    QString m_catalogDir;
    QString m_openPath;
    bool m_renderPending = false;
    /// The documents shown are for an earlier text or target (a render was cancelled or is
    /// pending): Copy, Save… and Apply… wait for a fresh one.
    bool m_stale = false;
    /// The override selected in the table, kept across re-renders of the same Workflow.
    int m_selectedOverride = -1;
    bool m_busy = false;

    std::optional<Kube::ClusterSnapshot> m_cluster;
    QString m_clusterLabel;
    std::optional<Kube::ResolvedContext> m_clusterContext;
    ApplyFlow *m_apply = nullptr;

    InputKind m_inputKind = InputKind::None;
    QList<Document> m_documents;
    int m_current = 0;
    std::optional<Nvcre::DetectionResult> m_detection;
    QList<Nvcre::NvcreEvent> m_eventList;
    QString m_error;
    Compare m_compare = Compare::Base;
    QList<Kube::ApplyResult> m_live;
    /// For each live object read: its YAML lines (status and server fields hidden) and their
    /// pointers, made once per read rather than on every redraw of the diff.
    QList<std::pair<QStringList, QStringList>> m_liveLines;
    QList<Doc::LineDiff::Row> m_rows;
    QStringList m_provenance;
    QList<std::optional<Doc::PatchSequence::Origin>> m_origins;
    QList<int> m_highlighted;
};

} // namespace Accel::Ui
