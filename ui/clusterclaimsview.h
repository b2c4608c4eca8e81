// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/clusterclaims.h"
#include "kube/snapshot.h"
#include "result.h"

#include "models/rowtablemodel.h"
#include "panelkit.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QSplitter;
class QTabWidget;
class QTreeView;
class QTreeWidget;

namespace Accel::Ui {

/// *Claims in the cluster* (issue 17, section 2): the pools with bars of devices in use,
/// tainted and free, every ResourceClaim with its state, devices and health (leaks and
/// unhealthy devices flagged), and the pods with claims; selecting a pod (or Explain, Ctrl+E)
/// shows for every node whether its claims fit and the first reason they do not. One filter
/// narrows all three lists; a click on a column header sorts by it. Everything is computed on a
/// worker thread (Dra::clusterClaims, Dra::clusterPools, Dra::explainPod: the same entries as
/// `accelctl get claims`, `get pools` and `explain pod`), down to the tables' rows as plain
/// values (RowTableModel); a result an update has outdated is dropped.
class ClusterClaimsView : public QWidget
{
    Q_OBJECT

public:
    enum PoolColumn
    {
        PoolNameColumn,
        PoolNodeColumn,
        PoolUsageColumn, ///< painted as a bar: in use, tainted, free
        PoolLeftColumn,  ///< counters and shared capacity left
        PoolStateColumn,
        PoolColumnCount
    };
    enum ClaimColumn
    {
        ClaimNameColumn,
        ClaimStateColumn,
        ClaimReservedColumn,
        ClaimDevicesColumn,
        ClaimColumnCount
    };
    enum Role
    {
        /// pool rows: devices in use, tainted, total (ints)
        InUseRole = RowTableModel::FirstRowRole,
        TaintedRole,
        TotalRole,
        LeakRole,       ///< claim rows: bool
        PodKeyRole,     ///< pod rows: "namespace/name"
        UnhealthyRole,  ///< claim rows: bool
        IncompleteRole, ///< pool rows: bool, incomplete or invalid
        PendingRole,    ///< pod rows: bool, phase Pending
    };
    /// Which rows the lists show besides the filter text (issue 38: a count of the window's
    /// attention strip, a click away from the rows it counts).
    enum class Only
    {
        All,
        LeakedClaims,    ///< claims: leaks only
        PendingPods,     ///< pods: Pending only
        IncompletePools, ///< pools: incomplete or invalid only
    };

    explicit ClusterClaimsView(QWidget *parent = nullptr);
    /// The shown snapshot, prepared for queries: the Claims panel queries the same one.
    const Dra::PreparedCluster &preparedCluster() const { return m_cluster; }
    ~ClusterClaimsView() override;

    RowTableModel *poolsModel() const { return m_pools; }
    RowTableModel *claimsModel() const { return m_claims; }
    RowTableModel *podsModel() const { return m_pods; }
    QSortFilterProxyModel *claimsFilter() const { return m_claimsFilter; }
    /// The counts line ("5 claims: 0 pending, 4 reserved, 1 leak · 1 unhealthy device").
    QString countsText() const;
    /// The explanation shown, as text (one line per node), empty when none.
    QString explanationText() const;
    bool isBusy() const;
    Only shownOnly() const { return m_only; }

public Q_SLOTS:
    void setCluster(const Accel::Kube::ClusterSnapshot &snapshot);
    void setFilterText(const QString &text);
    /// Explains pod NAMESPACE/NAME (as selecting it does).
    void explainPod(const QString &ns, const QString &name);
    /// Explains the pod selected in the pods list.
    void explainSelected();
    /// Narrows one list to the rows ONLY names (the others show all), selects the first of them
    /// (a pod: explained) and says so above the lists, with a button that shows all again.
    void showOnly(Accel::Ui::ClusterClaimsView::Only only);

Q_SIGNALS:
    void updated();
    void explained();
    void busyChanged(bool busy);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Computed
    {
        Dra::ClusterClaimsReport claims;
        Result<QList<Dra::PoolUsage>> pools;
        QList<Dra::PodWithClaims> pods;
        QStringList poolWarnings;
        QList<TableRow> poolRows;
        QList<TableRow> claimRows;
        QList<TableRow> podRows;
    };
    static void makeRows(Computed &c);
    void onComputed(Computed c);
    /// Gives the tables the widget's palette and warning icon.
    void updateLook();
    /// Brings the tab holding VIEW (the pods', claims' or pools' list) to the front.
    void showList(QTreeView *view);
    void updateTabTitles();
    void onExplained(const Result<Dra::PodExplanation> &explanation);
    void showExplanation(const Dra::PodExplanation &explanation);

    /// The cluster prepared once for every query of it (issue 37), on the workers.
    Dra::PreparedCluster m_cluster;
    QLineEdit *m_filter = nullptr;
    QLabel *m_counts = nullptr;
    QLabel *m_warnings = nullptr;
    RowTableModel *m_pools = nullptr;
    RowTableModel *m_claims = nullptr;
    RowTableModel *m_pods = nullptr;
    QSortFilterProxyModel *m_poolsFilter = nullptr;
    QSortFilterProxyModel *m_claimsFilter = nullptr;
    QSortFilterProxyModel *m_podsFilter = nullptr;
    QTreeView *m_poolsView = nullptr;
    QTreeView *m_claimsView = nullptr;
    QTreeView *m_podsView = nullptr;
    QPushButton *m_explainButton = nullptr;
    Only m_only = Only::All;
    QWidget *m_onlyBar = nullptr; ///< "Showing only …" with Show all
    QLabel *m_onlyLabel = nullptr;
    QTreeWidget *m_explanation = nullptr;
    QTabWidget *m_lists = nullptr;  ///< pods, claims, pools: one list per tab
    QSplitter *m_podsTab = nullptr; ///< the pods over the chosen pod's explanation
    PanelKit::LatestTask<Computed> m_computeTask{this};
    PanelKit::LatestTask<Result<Dra::PodExplanation>> m_explainTask{this};
};

} // namespace Accel::Ui
