// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "host/composetool.h"
#include "host/hardwarereport.h"
#include "host/hostsources.h"
#include "launch/launches.h"
#include "launch/launchform.h"
#include "launch/launchplanner.h"
#include "launch/product.h"
#include "result.h"
#include "sideload/bundlefetcher.h"

#include "panelkit.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTimer;
class QTreeView;

namespace Accel::Launch {
class ComposeRunner;
class LaunchJob;
} // namespace Accel::Launch

namespace Accel::Ui {

class LaunchesModel;
class LogsDialog;
class YamlView;

/// Everything outside the process the Launch panel reaches (STYLE.md, rule 5): app/ builds it
/// from the command line's seams, tests point it at fixtures and a fake docker.
struct LaunchPanelServices
{
    Host::HostSources hostSources{};
    /// Bundle cache and launch files; empty: SideloadCache::defaultStateDir().
    QString stateDir{};
    /// The media image's bundle manifest from a file instead of `docker image inspect`.
    QString sideloadManifest{};
    /// Runs `docker compose up` and `docker image inspect`.
    QString dockerProgram = QStringLiteral("docker");
    /// The compose to use; nullopt: detected with each host probe (Host::ComposeTool::detect).
    std::optional<Host::ComposeTool> compose{};
    /// How bundles are fetched; `caFile` is the mirror's CA (`--ca-file`): empty, the panel's
    /// *Mirror CA* field starts with the file last chosen there.
    Sideload::FetchOptions fetchOptions{};
};

/// The Launch panel: pick a product, see what it declares and what this host offers for it
/// (spec: "The launch form reads the declaration against what the host carries"), preview the
/// Compose overlay, and launch it with docker compose.
///
/// The accelerator control comes only from FormOffer::compute: a fixed mandate is a label (with
/// the refusal it would get here), a default or required declaration a choice of none plus what
/// the host carries, a default on a bare host nothing at all. Every refusal and failure is shown
/// in one banner as code, what happened and the fix.
///
/// Below the preview, *Output* streams docker compose and *Launched* lists every recorded launch
/// with its live status (refreshed every few seconds while shown), with Logs (a follow view)
/// and Stop (after a confirmation naming the project) through Launch::LaunchControl, the same
/// entry `accelctl launches|logs|stop` use.
///
/// Nothing here blocks the UI thread: the host probe (with the compose detection), the plan
/// (which may run `docker image inspect`), the bundle fetch and the status refresh run through
/// QtConcurrent, docker compose through the asynchronous ComposeRunner. A plan outdated by a
/// later edit is dropped, never shown.
class LaunchPanel : public QWidget
{
    Q_OBJECT

public:
    explicit LaunchPanel(LaunchPanelServices services, QWidget *parent = nullptr);
    ~LaunchPanel() override;

    /// The last probe of this host (nullopt before the first one finishes).
    const std::optional<Host::AccelInventory> &inventory() const { return m_inventory; }
    const std::optional<Launch::ProductTemplate> &product() const { return m_product; }
    /// What the form offers for the product on this host (nullopt until both are known).
    const std::optional<Launch::FormOffer> &offer() const { return m_offer; }
    /// The last completed plan (nullopt when it failed); isPlanCurrent() says whether it still
    /// matches the form.
    const std::optional<Launch::LaunchPlan> &plan() const { return m_plan; }
    bool isPlanCurrent() const { return !m_planStale; }
    /// What the banner shows: a load error, a refusal, a failed plan or a failed launch, else
    /// the first of the plan's blockers.
    std::optional<Error> shownError() const;
    bool isLaunching() const { return m_phase != Phase::Idle; }
    /// The Docker Compose found with the last probe (nullopt before the first one finishes).
    const std::optional<Host::ComposeTool> &compose() const { return m_compose; }
    LaunchesModel *launchesModel() const { return m_launchesModel; }
    /// How often the Launched list refreshes while it is shown.
    static constexpr int LaunchesRefreshMs = 5000;

public Q_SLOTS:
    /// Probes the host again and replans. Also runs the first time the panel is shown.
    void refresh();
    /// Loads a product folder and selects it; false (and the error in the banner) when it is not
    /// a valid product.
    bool openProductFolder(const QString &directory);
    /// Fetches the plan's bundles, writes the launch files and runs docker compose up.
    void launch();
    /// Stops the running fetch or docker compose.
    void cancelLaunch();
    /// Reads the launch records and their status again, off the UI thread.
    void refreshLaunches();
    /// Opens the follow view of a launched project's logs; nullptr (and the reason in the
    /// Launched list's status line) when it cannot be followed.
    LogsDialog *showLogs(const QString &project);
    /// Asks to confirm (naming the project), then stops it.
    void requestStop(const QString &project);
    /// Stops a launched project without asking: compose down with its own files.
    void stopProject(const QString &project, bool removeVolumes);

Q_SIGNALS:
    /// After each background plan that matches the form as it now is, whether it worked or not.
    void planReady();
    /// A launch started with launch() has ended; on failure shownError() says why.
    void launchFinished(bool ok);
    /// Probing, planning or launching started (true) or everything settled (false).
    void busyChanged(bool busy);
    /// The Launched list has been read again.
    void launchesRefreshed();
    /// A stop started with stopProject() has ended.
    void stopFinished(const QString &project, bool ok);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    enum class Phase
    {
        Invalid = 0,
        Idle,
        Fetching,
        Running,
    };
    enum class ItemKind
    {
        Invalid = 0,
        Sample,
        Folder,
        OpenFolder,
    };

    /// What the worker's probe gives: the accelerators and the compose this host has.
    struct ProbeResult
    {
        Host::AccelInventory inventory;
        Host::ComposeTool compose;
        /// Host::checkHostSources(): a --host-root or --docker-info that names nothing.
        Result<void> sources;
    };
    /// What the worker's status refresh gives.
    struct LaunchesResult
    {
        QList<Launch::LaunchEntry> entries;
        QStringList warnings;
    };

    QWidget *createFormSide();
    QWidget *createPreviewSide();
    QWidget *createLaunchedView(QWidget *parent);
    void onLaunchesRead(const LaunchesResult &result);
    void onStopFinished(bool ok, const Error &error);
    void updateLaunchedButtons();
    QString selectedProject() const;
    void updateLaunchesTimer();
    void populateProducts();
    int addFolderItem(const QString &directory, const QString &name);
    void onProductActivated(int index);
    void selectProductAt(int index);
    void setProduct(Launch::ProductTemplate product);
    void browseForProduct();

    void onProbeDone(ProbeResult probed);
    void updateOffer(bool keepChoice);
    std::optional<Host::Profile> chosenHardware() const;
    bool canPlan() const;
    void schedulePlan();
    void startPlan();
    void onPlanDone(Result<Launch::LaunchPlan> result);
    void showPlan();

    /// The form as LaunchJob's params: what the plan and the launch are asked with.
    Launch::LaunchRequest launchRequest() const;
    void onFetchProgress(const Sideload::FetchProgress &progress);
    void chooseMirrorCaFile();
    void setMirrorCaFile(const QString &path);
    void finishLaunch(bool ok, const Error &error);
    void appendOutput(const QString &text);
    void setPhase(Phase phase);

    void updateBanner();
    void updateLaunchEnabled();
    /// Shows the offer's idle accelerator (core/launch/mandate.h) while none is chosen.
    void updateIdleAdvice();
    void updateBusy();
    void copyOverlay();
    void saveOverlay();

    LaunchPanelServices m_services;
    std::optional<Host::AccelInventory> m_inventory;
    std::optional<Launch::ProductTemplate> m_product;
    std::optional<Launch::FormOffer> m_offer;
    std::optional<Launch::LaunchPlan> m_plan;
    std::optional<Error> m_productError;
    std::optional<Error> m_planError;
    std::optional<Error> m_launchError;
    bool m_shownOnce = false;
    bool m_planStale = true;
    bool m_busy = false;
    quint64 m_planGeneration = 0;    ///< bumped by every edit that changes the plan
    quint64 m_runningGeneration = 0; ///< the edit the running plan was started for
    int m_productIndex = -1;         ///< the combo's product item, to return to from "Open…"

    std::optional<Host::ComposeTool> m_compose;
    // One of each at a time: refresh() and startPlan() wait for the running one.
    PanelKit::LatestTask<ProbeResult> m_probeTask{this};
    PanelKit::LatestTask<Result<Launch::LaunchPlan>> m_planTask{this};
    QTimer *m_planTimer = nullptr;

    Phase m_phase = Phase::Idle;
    Launch::LaunchJob *m_job = nullptr; ///< the running (or last) launch

    LaunchesModel *m_launchesModel = nullptr;
    PanelKit::LatestTask<LaunchesResult> m_launchesTask{this};
    QTimer *m_launchesTimer = nullptr;
    Launch::ComposeRunner *m_stopRunner = nullptr;
    QString m_stoppingProject;
    bool m_refreshAgain = false; ///< a refresh was asked for while one ran: read once more
    QTabWidget *m_bottomTabs = nullptr;
    QTreeView *m_launchesView = nullptr;
    QLabel *m_launchesStatus = nullptr;
    QPushButton *m_logsButton = nullptr;
    QPushButton *m_stopButton = nullptr;
    QPushButton *m_refreshLaunchesButton = nullptr;

    QLabel *m_hostSummary = nullptr;
    QPushButton *m_refreshButton = nullptr;
    QComboBox *m_productCombo = nullptr;
    QLabel *m_productSource = nullptr;
    QLabel *m_declaration = nullptr;
    QGridLayout *m_settingsForm = nullptr;
    QWidget *m_acceleratorBox = nullptr;
    QComboBox *m_acceleratorCombo = nullptr;
    QLabel *m_acceleratorFixed = nullptr;
    QLabel *m_acceleratorPending = nullptr;
    QLabel *m_acceleratorIdle = nullptr; ///< "this host has a NETINT Quadra; choose quadra ..."
    QLineEdit *m_projectEdit = nullptr;
    QLineEdit *m_shmEdit = nullptr;
    QLineEdit *m_mirrorCaEdit = nullptr;
    QLabel *m_reserves = nullptr;
    QLabel *m_gpuWiring = nullptr;
    QLabel *m_containerUser = nullptr;
    QLabel *m_bundles = nullptr;
    QGridLayout *m_planForm = nullptr;
    QLabel *m_banner = nullptr;
    QWidget *m_previewBox = nullptr;
    QLabel *m_planStatus = nullptr;
    YamlView *m_overlayView = nullptr;
    QPushButton *m_copyButton = nullptr;
    QPushButton *m_saveButton = nullptr;
    QLabel *m_warningsTitle = nullptr;
    QListWidget *m_warnings = nullptr;
    QPushButton *m_launchButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_launchStatus = nullptr;
    QPlainTextEdit *m_output = nullptr;
};

} // namespace Accel::Ui
