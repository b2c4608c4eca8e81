// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/fleetview.h"
#include "dra/inventory.h"
#include "error.h"
#include "kube/clustersource.h"
#include "kube/snapshot.h"
#include "models/clustertreemodel.h"
#include "result.h"

#include "panelkit.h"

#include <QProcessEnvironment>
#include <QPromise>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QModelIndex;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTimer;
class QTreeView;
class QTreeWidget;

namespace Accel::Ui {

class ClusterClaimsView;
class ClusterFilterModel;
class ClusterTreeExpansion;
class FleetStrip;

/// Where the Cluster panel reads from (STYLE.md, rule 5): the cluster source app/ parsed from
/// the command line (Kube::ClusterSource::parse), with its first choice (a snapshot file, the
/// demo, a context, else the kubeconfig's current context) and the settings every live choice
/// uses (kubeconfig files, CA file, request timeout).
using ClusterPanelServices = Kube::ClusterSource;

/// The cluster half of the Hardware panel (issue 6, section 5): a context picker, the live
/// status, a tree of nodes and GPUs with capability columns, a filter box, counts, and the
/// details of the selected GPU's devices.
///
/// Sources: a kubeconfig context (live), the embedded demo fleet, or a snapshot file. Files and
/// the demo are read, and every inventory is built, on a worker thread (QtConcurrent); a result
/// that arrives after the user chose another source is dropped. With no kubeconfig context the
/// panel shows the demo fleet, labelled as demo data.
///
/// Live clusters come through a seam, so the Kubernetes client stays outside the panel: choosing
/// a context emits liveContextRequested(); the client answers with setLiveLoading(),
/// setLiveSnapshot() (as often as it likes: a watch may call it on every change; selection and
/// expanded nodes are kept, and identical data is not even reset) and setLiveError(). With no
/// client connected the status says the connection is being made; nothing is made up.
class ClusterPanel : public QWidget
{
    Q_OBJECT

public:
    enum class Status
    {
        Invalid = 0,
        Loading,    ///< reading the demo or a file
        Connecting, ///< a context was chosen; waiting for the live client
        Connected,
        Forbidden,
        Demo,
        Snapshot,
        Error,
    };
    Q_ENUM(Status)

    explicit ClusterPanel(ClusterPanelServices services = {}, QWidget *parent = nullptr);
    ~ClusterPanel() override;

    ClusterTreeModel *model() const { return m_model; }
    ClusterFilterModel *filterModel() const { return m_filter; }
    QTreeView *view() const { return m_tree; }
    /// The *Claims in the cluster* tab (issue 17).
    ClusterClaimsView *claimsView() const { return m_claimsView; }
    QTabWidget *tabs() const { return m_tabs; }
    /// The fleet at a glance above the tree (issue 33).
    QLabel *fleetSummary() const { return m_fleetSummary; }
    /// The fleet in one line above it (issue 38).
    FleetStrip *fleetStrip() const { return m_fleetStrip; }
    /// Selects the next GPU row counted in STATE (the filter cleared when it hides them), one
    /// further each call, as the fleet strip's buttons do.
    void showNextGpu(Dra::FleetState state);

    Status status() const { return m_status; }
    QString statusText() const;
    /// Contexts of the kubeconfig (sorted); empty without one.
    QStringList contexts() const { return m_contexts; }
    /// The chosen live context, empty when showing the demo or a file.
    QString liveContext() const;
    /// The source shown (or being read), with the settings every choice shares: the live
    /// client reads `source().withContext(…)`, Apply resolves the context through it.
    Kube::ClusterSource source() const;
    /// The CA file and request timeout live contexts are read with (--ca-file,
    /// --request-timeout, else what was last chosen in the connection settings).
    QString caFile() const { return m_services.caFile; }
    int requestTimeoutMs() const { return m_services.requestTimeoutMs; }
    /// True from the start of a file, demo or live-snapshot load until its result is shown.
    bool isLoading() const;

public Q_SLOTS:
    /// Shows the first source: the `--snapshot` file, else the kubeconfig's current context
    /// (or its first), else the demo fleet. MainWindow calls it once its connections are made.
    void start();
    /// Reads the current source again (Ctrl+R).
    void reload();
    void showDemo();
    void openSnapshotFile(const QString &path);
    /// Chooses a kubeconfig context and emits liveContextRequested().
    void chooseContext(const QString &context);
    /// Sets the CA file and request timeout for live contexts, remembers them (QSettings,
    /// group "ClusterPanel") and reads a live context again with them.
    void setConnectionSettings(const QString &caFile, int requestTimeoutMs);
    /// Opens the connection settings dialog (CA file, request timeout).
    void editConnectionSettings();

    /// The live client started (re)reading `context`.
    void setLiveLoading(const QString &context);
    /// A complete read of `context`; `servedVersion` is the resource.k8s.io version read
    /// (resource.k8s.io/v1 …), `warnings` what the operator should know (a missing grant …).
    void setLiveSnapshot(const Accel::Kube::ClusterSnapshot &snapshot, const QString &context,
                         const QString &servedVersion, const QStringList &warnings);
    /// Reading the chosen context failed; `forbidden` for a 401/403.
    void setLiveError(const Accel::Error &error, bool forbidden);

Q_SIGNALS:
    /// The user (or start()) chose a kubeconfig context: the live client should read it.
    void liveContextRequested(const QString &context);
    /// The panel left the live source (demo or a file): the live client should stop reading.
    void liveStopped();
    void loadingChanged(bool loading);
    /// After each worker load that was not superseded; `ok` false when it failed.
    void loadFinished(bool ok);
    void statusChanged(Accel::Ui::ClusterPanel::Status status);
    /// A new cluster is shown (not sent again when a watch hands over the same data); `label`
    /// names it for other panels ("Demo cluster", a file name, a context).
    /// The inventory is the one the tree shows, so other panels need not build it again.
    void clusterShown(const Accel::Kube::ClusterSnapshot &snapshot,
                      const Accel::Dra::Inventory &inventory, const QString &label);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    enum class Source
    {
        Invalid = 0,
        Demo,
        File,
        Live,
    };
    struct Loaded
    {
        /// A snapshot file's load comes in stages (issue 37): the first rows, the whole
        /// inventory, then the objects beside the devices for the other tabs (Final).
        enum class Stage
        {
            Final = 0,
            FirstRows,
            Inventory,
        };
        Stage stage = Stage::Final;
        /// Final only: the tree already shows `prepared` (an Inventory stage came first).
        bool treeShown = false;
        ClusterTreeModel::Prepared prepared;
        QStringList warnings;
        /// Live loads only: the warnings and what other panels read of the pods (nonzero).
        size_t fingerprint = 0;
        /// Live loads only: the inventory equals the one shown at generation `base`.
        bool sameInventory = false;
        Kube::ClusterSnapshot snapshot{}; ///< what the inventory was built from
        std::optional<Error> error{};
        /// Live loads: what changed from the data shown at generation `base` (worker-made).
        ClusterTreeModel::Changes changes{};
        quint64 base = 0;
    };
    enum ComboKind
    {
        ContextItem = 1,
        DemoItem,
        FileItem,
        OpenFileItem,
        ConnectionItem,
    };

    void loadKubeconfig();
    void fillCombo();
    void selectComboItem(int kind, const QString &value);
    /// Selects the picker's entry for the source shown (after a dialog was cancelled …).
    void showSourceInCombo();
    void onComboActivated(int index);
    bool switchSource(Source source, const QString &value);
    void startLoad(std::function<Loaded()> work);
    /// Work that sees cancellation, reports progress and may hand over stages first.
    void startStagedLoad(std::function<void(QPromise<Loaded> &)> work);
    /// A stage of a staged load: the tree shows what was read so far.
    void onLoadStage(const Loaded &stage);
    void onLoaded(Loaded result);
    void applyInventory(Loaded loaded, bool keepState);
    /// A live load that brings nothing new: the same inventory, warnings and pods as shown.
    bool isSameLiveData(const Loaded &loaded) const;
    void setStatus(Status status, const QString &text, const QString &tooltip = {});
    void setLiveBusy(bool busy);
    void updateBusy();
    void updateCounts();
    /// After a filter result is shown: the row that was current before a reload, if it shows.
    void restoreCurrent();
    /// Fits the tree's columns to their contents and to the view's width (issue 38).
    void fitColumns();
    void fitEssentialColumns();
    void updateWarnings();
    void showDetails(const QModelIndex &proxyIndex);

    ClusterPanelServices m_services; ///< the settings; the choice is m_source/m_sourceValue
    QStringList m_contexts;
    QString m_currentContext;
    QString m_kubeconfigError;

    Source m_source = Source::Invalid;
    QString m_sourceValue; ///< the context or the file
    QString m_liveServedVersion;
    bool m_liveBusy = false;
    bool m_loadPending = false; ///< a worker load not yet applied
    /// A staged load (a snapshot file): its first rows are shown; or the tree shows the file
    /// from before a reload, which stays until the whole inventory is read.
    bool m_firstRowsShown = false;
    bool m_keepTreeUntilWhole = false;
    /// The newest live read that arrived while another was being built: built next, so a busy
    /// watch never piles up builds on the thread pool.
    struct QueuedLive
    {
        Kube::ClusterSnapshot snapshot;
        QString servedVersion;
        QStringList warnings;
    };
    std::optional<QueuedLive> m_queuedLive;
    bool m_wasBusy = false;
    size_t m_fingerprint = 0;
    Status m_status = Status::Invalid;
    QStringList m_extraWarnings;

    ClusterTreeModel *m_model = nullptr;
    ClusterFilterModel *m_filter = nullptr;
    /// One load at a time: another source, a newer read or an error drops the running one.
    PanelKit::LatestTask<Loaded> m_loadTask{this};

    QComboBox *m_combo = nullptr;
    QPushButton *m_reloadButton = nullptr;
    QProgressBar *m_busyBar = nullptr;
    QLabel *m_statusLabel = nullptr;
    QLineEdit *m_filterEdit = nullptr;
    QLabel *m_counts = nullptr;
    QLabel *m_fleetSummary = nullptr;
    FleetStrip *m_fleetStrip = nullptr;
    int m_fleetShown = -1; ///< the row showNextGpu() selected last, in its list
    std::optional<Dra::FleetState> m_fleetShownState; ///< the state it selected it for
    QTreeView *m_tree = nullptr;
    QTimer *m_fitTimer = nullptr;
    int m_fittedWidth = -1;        ///< the viewport width the columns were last fitted to
    bool m_fitAfterFilter = false; ///< new data: fit again when its filtered rows are shown
    ClusterTreeExpansion *m_expansion = nullptr;
    /// The current row's key and the scroll position from before a reload, until the filter's
    /// result for the new data shows (restoreCurrent()).
    std::optional<QString> m_restoreKey;
    int m_restoreScroll = 0;
    QTreeWidget *m_details = nullptr;
    QLabel *m_warningsTitle = nullptr;
    QListWidget *m_warnings = nullptr;
    QSplitter *m_splitter = nullptr;
    QTabWidget *m_tabs = nullptr;
    ClusterClaimsView *m_claimsView = nullptr;
};

} // namespace Accel::Ui
