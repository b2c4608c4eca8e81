// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/allocation.h"
#include "dra/claimrender.h"
#include "dra/clusterclaims.h"
#include "dra/gpuclaim.h"
#include "dra/inventory.h"
#include "error.h"
#include "kube/kubeconfig.h"
#include "kube/serversideapply.h"
#include "kube/snapshot.h"
#include "models/capabilitymodel.h"
#include "models/qualificationmodel.h"
#include "result.h"

#include "panelkit.h"

#include <QJsonObject>
#include <QList>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTimer;
class QTreeView;

namespace Accel::Ui {

class ApplyFlow;
class PodClaimsView;
class YamlView;

/// The Claims panel (issue 7, section 4; spec dra-media-capability-claims.txt, steps 2 to 5):
/// tick the capabilities a workload needs, name the claim, and see the DeviceClasses and the
/// ResourceClaimTemplate that ask for them (copy, save), and which nodes of the cluster shown
/// could allocate it, with the reasons the others cannot.
///
/// The preview is advisory: the scheduler decides; the panel applies the same rules
/// (Dra::matchClaims) to the inventory it shows. Rendering is cheap and runs on every edit;
/// matching runs on a worker thread (QtConcurrent) 150 ms after the last edit, and a result
/// that an edit has outdated is dropped, never shown. Inventories are built off the UI thread.
///
/// Beside this single-claim form, the *Pod claims* mode (PodClaimsView, issue 15 section 4)
/// allocates several claims of one pod together on every node; the mode chosen is remembered
/// (QSettings, ClaimsPanel/mode).
///
/// The cluster comes in through setCluster(); until one does, the panel loads the embedded demo
/// fleet the first time it is shown. Apply… (enabled while a live context is shown, see
/// setApplyContext()) runs a server dry run of the rendered objects, shows the outcomes with the
/// context and namespace, and applies on confirmation (Kube::ServerSideApply, as `accelctl
/// apply`); the requests are asynchronous, the UI thread never waits on them.
class ClaimsPanel : public QWidget
{
    Q_OBJECT

public:
    /// Asks where to save (a dialog that confirms before replacing a file); returns the path or
    /// empty to cancel. Tests replace it.
    using SavePathChooser = std::function<QString(QWidget *parent, const QString &suggested)>;

    /// The two modes, each a tab of the panel.
    enum class Mode
    {
        Invalid = 0,
        SingleClaim, ///< the form: one claim, rendered and matched
        PodClaims,   ///< several claims of one pod, allocated together
    };

    explicit ClaimsPanel(QWidget *parent = nullptr);
    ~ClaimsPanel() override;

    Mode mode() const;
    /// Shows MODE and remembers it for the next run.
    void setMode(Mode mode);
    PodClaimsView *podClaimsView() const { return m_podView; }

    CapabilityModel *capabilityModel() const { return m_capabilities; }
    QualificationModel *qualificationModel() const { return m_qualification; }

    /// The rendering of the form as it is now; nullopt when the form is invalid (renderError()).
    const std::optional<Dra::ClaimRendering> &rendering() const { return m_rendering; }
    std::optional<Error> renderError() const { return m_renderError; }
    /// The YAML Copy and Save write: the rendering's documents; empty when invalid.
    QByteArray yaml() const;
    /// The last match result for the current form and cluster (nullopt while outdated, failed or
    /// not yet run); matchError() when matchClaims refused the input.
    const std::optional<Dra::ClaimOutcome> &outcome() const { return m_outcome; }
    std::optional<Error> matchError() const { return m_matchError; }
    /// The label of the cluster shown ("Demo cluster"); empty before one is loaded.
    QString clusterLabel() const { return m_clusterLabel; }
    bool hasCluster() const { return m_haveCluster; }
    /// Loading a cluster, a match outdated by an edit not yet shown, or Apply… running.
    bool isBusy() const;

    void setSavePathChooser(SavePathChooser chooser) { m_chooseSavePath = std::move(chooser); }

    /// The Apply… flow, shared with the Overrides panel (its confirmation can be replaced for
    /// tests).
    ApplyFlow *applyFlow() const { return m_apply; }
    /// The live context of the cluster shown, which Apply… applies to; nullopt (demo, file)
    /// disables Apply….
    void setApplyContext(const std::optional<Accel::Kube::ResolvedContext> &context);
    std::optional<QString> applyContextName() const;
    bool isApplying() const;
    /// The outcomes of the last dry run or apply.
    const QList<Kube::ApplyResult> &applyResults() const;
    /// The cluster shown, prepared for queries.
    const Dra::PreparedCluster &preparedCluster() const { return m_cluster; }

public Q_SLOTS:
    /// Shows `snapshot` (its inventory is built on a worker thread), labelled `label`.
    void setCluster(const Accel::Kube::ClusterSnapshot &snapshot, const QString &label);
    /// The same with the snapshot already prepared for queries (Claims in the cluster's, of the
    /// same snapshot) and its inventory already built (the Hardware tab's): neither is made
    /// again, the allocator's cluster side once for both (issue 37).
    void setCluster(const Accel::Dra::PreparedCluster &prepared,
                    const Accel::Dra::Inventory &inventory, const QString &label);
    /// Loads the embedded demo fleet, labelled "Demo cluster".
    void loadDemo();
    void setClaimName(const QString &name);
    /// Empty: render the render-node class; otherwise reuse that existing class.
    void setRenderClass(const QString &className);
    void setSelectorForm(bool selectorForm);
    void setRequiredCapabilities(const QStringList &capabilities);
    /// What the form claims (issue 33): empty for a GPU by media capability (liken), else a
    /// GPU driver of the fleet (gpu.nvidia.com ...) whose GPUs are claimed by what it publishes.
    void setClaimDriver(const QString &driver);
    QString claimDriver() const;
    /// The GPU criteria of the form in GPU mode (name, driver and count come from the form):
    /// product, memory at least, architecture, compute capability at least, MIG profile, two
    /// partitions on one GPU. Values the fleet does not have are added to the pickers.
    void setGpuCriteria(const Accel::Dra::GpuClaimRequest &criteria);
    /// Puts the YAML on the clipboard (Ctrl+Shift+C).
    void copyYaml();
    /// Asks for a path and saves the YAML there (Ctrl+S).
    void saveYaml();
    /// Writes the YAML to `path` atomically (QSaveFile); false, with the error shown, on failure.
    bool saveYamlTo(const QString &path);
    /// Server dry run of the rendered objects in the apply context, then (confirmed) the apply.
    void applyToCluster();

Q_SIGNALS:
    /// A cluster finished loading (ok) or failed to.
    void clusterLoaded(bool ok);
    /// The panel shows the final state for the current form and cluster: a match result, a
    /// match error, or an invalid form (nothing to match).
    void resultShown();
    void busyChanged(bool busy);
    /// Apply… ended: APPLIED when the objects were applied without rejection or conflict;
    /// false after a refusal, a failure or when the confirmation was declined.
    void applyFinished(bool applied);

protected:
    void showEvent(QShowEvent *event) override;

private:
    struct Loaded
    {
        Kube::ClusterSnapshot snapshot;
        Dra::Inventory inventory;
        /// The capability list's counts, made on the worker (a walk over every device).
        CapabilityModel::Counts counts{};
        QString label;
        std::optional<Error> error{};
        std::optional<Dra::PreparedCluster> prepared{}; ///< else prepared from the snapshot
    };
    struct Matched
    {
        Result<QList<Dra::ClaimOutcome>> result = QList<Dra::ClaimOutcome>{};
        /// The preview's rows, built on the worker too (thousands of nodes make many items).
        std::shared_ptr<QualificationModel::Tree> tree{};
    };

    QWidget *createFormSide();
    QWidget *createGpuForm(QWidget *parent);
    /// The claim kinds the fleet offers (media capabilities, each GPU driver present).
    void fillClaimKinds();
    /// The pickers of the GPU form from the GPUs of the driver chosen.
    void fillGpuChoices();
    /// The GPU mode's rendering of the form.
    Result<Dra::ClaimRendering> renderGpu(const QString &name) const;
    QWidget *createPreviewSide();
    QWidget *createQualificationSide();

    void startLoad(std::function<Loaded()> work);
    void onLoaded(Loaded loaded);
    void fillRenderClasses();
    void onFormChanged();
    void render();
    void scheduleMatch();
    void startMatch();
    void onMatched(Matched matched);
    void showOutcome(std::shared_ptr<QualificationModel::Tree> tree);
    void updateActions();
    void updateBusy();
    void setStatusText(const QString &text);
    QList<QJsonObject> classesForMatching() const;

    SavePathChooser m_chooseSavePath;
    ApplyFlow *m_apply = nullptr;
    QTabWidget *m_modeTabs = nullptr;
    PodClaimsView *m_podView = nullptr;
    QPushButton *m_cancelApplyButton = nullptr;

    // The cluster.
    bool m_haveCluster = false;
    bool m_loading = false;
    QString m_clusterLabel;
    Kube::ClusterSnapshot m_snapshot;
    /// m_snapshot prepared once for every match and Pod claims run (issue 37), on the workers.
    Dra::PreparedCluster m_cluster;
    Dra::Inventory m_inventory;
    PanelKit::LatestTask<Loaded> m_loadTask{this}; ///< a newer cluster drops an older load

    // The form's result.
    std::optional<Dra::ClaimRendering> m_rendering;
    std::optional<Error> m_renderError;
    std::optional<Dra::ClaimOutcome> m_outcome;
    std::optional<Error> m_matchError;
    bool m_matchPending = false;
    bool m_busy = false;
    PanelKit::LatestTask<Matched> m_matchTask{this}; ///< every edit drops the running match
    QTimer *m_matchTimer = nullptr;

    CapabilityModel *m_capabilities = nullptr;
    QualificationModel *m_qualification = nullptr;

    QLabel *m_clusterLabelView = nullptr;
    QLabel *m_title = nullptr;
    QComboBox *m_claimKind = nullptr;
    QWidget *m_mediaForm = nullptr;
    QWidget *m_gpuForm = nullptr;
    QWidget *m_renderClassWidget = nullptr;
    QComboBox *m_productCombo = nullptr;
    QComboBox *m_memoryCombo = nullptr;
    QComboBox *m_architectureCombo = nullptr;
    QComboBox *m_computeCombo = nullptr;
    QComboBox *m_profileCombo = nullptr;
    QCheckBox *m_sameGpuBox = nullptr;
    bool m_fillingGpuChoices = false;
    QProgressBar *m_busyBar = nullptr;
    QTreeView *m_capabilityView = nullptr;
    QLineEdit *m_nameEdit = nullptr;
    QLabel *m_nameError = nullptr;
    QComboBox *m_renderClassCombo = nullptr;
    QLabel *m_renderClassError = nullptr;
    QCheckBox *m_selectorFormBox = nullptr;
    QLabel *m_formError = nullptr;
    YamlView *m_yamlView = nullptr;
    QLabel *m_yamlStatus = nullptr;
    QPushButton *m_copyButton = nullptr;
    QPushButton *m_saveButton = nullptr;
    QPushButton *m_applyButton = nullptr;
    QListWidget *m_warnings = nullptr;
    QLabel *m_advisory = nullptr;
    QLabel *m_counts = nullptr;
    QLabel *m_matchMessage = nullptr;
    QTreeView *m_qualificationView = nullptr;
};

} // namespace Accel::Ui
