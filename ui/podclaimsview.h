// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/allocationpreview.h"
#include "dra/clusterclaims.h"
#include "error.h"
#include "kube/snapshot.h"
#include "models/podfitmodel.h"

#include "panelkit.h"

#include <QJsonObject>
#include <QList>
#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QTimer;
class QTreeView;
class QTreeWidget;

namespace Accel::Ui {

class YamlView;

/// The Claims panel's *Pod claims* mode (issue 15 section 4): several claims of one pod
/// allocated together. The operator loads ResourceClaims and ResourceClaimTemplates from files
/// (what `accelctl claim allocate --claim F...` reads: several documents or a List, DeviceClasses
/// in the files counting as classes) or adds the claim the single-claim form renders; the list
/// keeps the pod's order, which the allocator honours. Every node of the cluster then says
/// whether all the claims fit together there as kube-scheduler would allocate them
/// (Dra::allocateOnEveryNode: for each node the answer `claim allocate --node` gives), with the
/// reasons per request and device when not and the devices in use; the node selected shows the
/// allocation report (the status.allocation of each claim, as `claim allocate -o yaml` prints
/// it) with Copy and Save.
///
/// Files are read and nodes allocated on worker threads (QtConcurrent); allocation shows
/// progress, can be cancelled, and a result that a later change has outdated is dropped.
class PodClaimsView : public QWidget
{
    Q_OBJECT

public:
    /// Asks which files to open; empty cancels. Tests replace it.
    using OpenPathsChooser = std::function<QStringList(QWidget *parent, const QString &dir)>;
    /// Asks where to save; empty cancels. Tests replace it.
    using SavePathChooser = std::function<QString(QWidget *parent, const QString &suggested)>;

    /// One claim of the pod.
    struct Entry
    {
        QJsonObject claim;          ///< a ResourceClaim or ResourceClaimTemplate
        QList<QJsonObject> classes; ///< DeviceClasses that came with it (its file, the form)
        QString source;             ///< the file it came from, or "the form"
    };

    explicit PodClaimsView(QWidget *parent = nullptr);
    ~PodClaimsView() override;

    const QList<Entry> &entries() const { return m_entries; }
    /// The last allocation shown (nullptr while outdated, failed, or with no claims).
    const Dra::PodAllocationReport *report() const { return m_report.get(); }
    /// Why the last allocation could not run (bad input, unreadable slices).
    std::optional<Error> allocationError() const { return m_allocationError; }
    /// The errors of the last files read, one per file that could not be read.
    const QList<Error> &readErrors() const { return m_readErrors; }
    PodFitModel *model() const { return m_model; }
    /// Reading files, an allocation outdated by a change, or one running.
    bool isBusy() const;
    /// The node whose allocation is shown; empty when none.
    QString selectedNode() const { return m_selectedNode; }
    /// What Copy and Save write: `accelctl claim allocate --node N -o yaml` for the selected
    /// node when the claims fit there; empty otherwise.
    QByteArray allocationYaml() const { return m_allocationYaml; }

    void setOpenPathsChooser(OpenPathsChooser chooser) { m_chooseOpenPaths = std::move(chooser); }
    void setSavePathChooser(SavePathChooser chooser) { m_chooseSavePath = std::move(chooser); }

public Q_SLOTS:
    /// The cluster to allocate on (the Claims panel's).
    void setCluster(const Accel::Kube::ClusterSnapshot &snapshot, const QString &label);
    /// The same, prepared once for every run (the Claims panel shares its own, issue 37).
    void setCluster(const Accel::Dra::PreparedCluster &cluster, const QString &label);
    /// The claim the single-claim form renders and its DeviceClasses; an empty CLAIM when the
    /// form renders none. Add the form's claim adds it.
    void setFormClaim(const QJsonObject &claim, const QList<QJsonObject> &classes);
    /// Asks for files (Ctrl+O) and adds their claims.
    void openFiles();
    /// Reads PATHS on a worker and appends their claims in order. A file that cannot be read
    /// (or holds no claim) is reported naming it; the others are added, nothing is lost.
    void addClaimFiles(const QStringList &paths);
    void addFormClaim();
    void removeClaim(int index);
    void removeSelectedClaim();
    void moveClaim(int from, int to);
    void clearClaims();
    /// Shows NODE's allocation (selects its row).
    void selectNode(const QString &node);
    void copyAllocation();
    void saveAllocation();
    bool saveAllocationTo(const QString &path);
    /// Stops the allocation running; the list shows nothing until the next change.
    void cancel();

Q_SIGNALS:
    /// The view shows the final state for its claims and cluster: nodes, an error, or no
    /// claims.
    void resultShown();
    /// Files finished reading (claims added, errors shown).
    void filesRead();
    void busyChanged(bool busy);

protected:
    void showEvent(QShowEvent *event) override;

private:
    struct Read
    {
        struct File
        {
            QString path;
            Result<Dra::ClaimFiles> files = Dra::ClaimFiles{};
        };
        QList<File> files;
    };
    struct Run
    {
        Result<Dra::PodAllocationReport> result = Dra::PodAllocationReport{};
        std::shared_ptr<const PodFitModel::Rows> rows;
    };

    QWidget *createClaimsSide();
    QWidget *createNodesSide();
    QWidget *createAllocationSide();

    void onRead(const Read &read);
    void claimsChanged();
    void scheduleRun();
    void startRun();
    void onRun(Run run);
    void showSelected();
    void updateClaimList();
    void updateActions();
    void updateBusy();
    void showMessage(const QString &text, bool error);

    OpenPathsChooser m_chooseOpenPaths;
    SavePathChooser m_chooseSavePath;

    Dra::PreparedCluster m_cluster;
    QString m_clusterLabel;
    bool m_haveCluster = false;
    QList<Entry> m_entries;
    QJsonObject m_formClaim;
    QList<QJsonObject> m_formClasses;

    PanelKit::LatestTask<Read> m_readTask{this};
    bool m_reading = false;
    QList<Error> m_readErrors;

    PanelKit::LatestTask<Run> m_runTask{this}; ///< every change drops the running allocation
    QTimer *m_runTimer = nullptr;
    bool m_runPending = false; ///< a change not yet shown (debounce or running)
    bool m_dirty = true;       ///< a change while hidden: run when shown
    bool m_busy = false;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<const Dra::PodAllocationReport> m_report;
    std::optional<Error> m_allocationError;
    QString m_selectedNode;
    QByteArray m_allocationYaml;

    PodFitModel *m_model = nullptr;
    QSortFilterProxyModel *m_filter = nullptr;

    QTreeWidget *m_claimList = nullptr;
    QPushButton *m_addFilesButton = nullptr;
    QPushButton *m_addFormButton = nullptr;
    QPushButton *m_upButton = nullptr;
    QPushButton *m_downButton = nullptr;
    QPushButton *m_removeButton = nullptr;
    QPushButton *m_clearButton = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_counts = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QLineEdit *m_nodeFilter = nullptr;
    QCheckBox *m_fitsOnly = nullptr;
    QTreeView *m_nodeView = nullptr;
    QLabel *m_allocationTitle = nullptr;
    QLabel *m_allocationStatus = nullptr;
    QPushButton *m_copyButton = nullptr;
    QPushButton *m_saveButton = nullptr;
    YamlView *m_yamlView = nullptr;
};

} // namespace Accel::Ui
