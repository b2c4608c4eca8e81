// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "attentionstrip.h"
#include "claimspanel.h"
#include "clusterpanel.h"
#include "hardwarepanel.h"
#include "launchpanel.h"
#include "overridespanel.h"
#include "panelkit.h"
#include "runspanel.h"

#include <QMainWindow>

class QAction;
class QLabel;
class QSplitter;
class QTabWidget;

namespace Accel::Ui {

class ClusterLiveSource;

/// What app/ hands the window: every service it uses, built from the command line's seams.
struct MainWindowServices
{
    HardwarePanel::ProbeFunction hostProbe;
    LaunchPanelServices launch{};
    ClusterPanelServices cluster{};
};

/// The console's main window: one tab per panel, menus with the keyboard shortcuts, and its
/// geometry remembered between runs (QSettings, group "MainWindow").
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(MainWindowServices services, QWidget *parent = nullptr);

    HardwarePanel *hardwarePanel() const { return m_hardware; }
    /// The cluster half of the Hardware tab; a live Kubernetes client connects to its seam.
    ClusterPanel *clusterPanel() const { return m_cluster; }
    LaunchPanel *launchPanel() const { return m_launch; }
    ClaimsPanel *claimsPanel() const { return m_claims; }
    OverridesPanel *overridesPanel() const { return m_overrides; }
    RunsPanel *runsPanel() const { return m_runs; }
    /// What needs attention (issue 38), in the status bar; its counts also in the tab titles.
    AttentionStrip *attentionStrip() const { return m_attention; }

    /// Panel names accepted by showPanel() and `--panel`.
    static QStringList panelNames();
    /// Brings the named panel to the front; false for an unknown name.
    bool showPanel(const QString &name);
    /// The name of the panel in front.
    QString currentPanel() const;

    /// Whether the Hardware tab shows this host as a one-line summary (issue 38): by default
    /// when a probe found no accelerator here, else as the user last chose (remembered).
    bool isHostCollapsed() const;
    /// Collapses or expands the host half; REMEMBER stores it as the user's choice.
    void setHostCollapsed(bool collapsed, bool remember = true);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void restoreWindowState();
    void saveWindowState() const;
    void refreshCurrentPanel();
    /// The window's splitters other than hardwareSplitter, each with its settings key (its
    /// ancestors' object names, so the same name in two panels is two keys).
    /// OBJECT's name and its named parents' below the window ("hardware.clusterTree"): its
    /// settings key.
    QString settingsPath(const QObject *object) const;
    QList<std::pair<QSplitter *, QString>> rememberedSplitters() const;
    /// Every named tree and table keeps the column widths the user chose (ColumnWidths).
    void rememberColumnWidths();
    /// The attention counts in the tab titles ("Hardware (8)").
    void updateAttention(Dra::Attention attention);
    /// Shows the rows a count of the attention strip counts.
    void showAttention(AttentionStrip::Item item);

    QTabWidget *m_tabs = nullptr;
    HardwarePanel *m_hardware = nullptr;
    ClusterPanel *m_cluster = nullptr;
    ClusterLiveSource *m_clusterLive = nullptr;
    QSplitter *m_hardwareSplitter = nullptr; ///< this host | the cluster
    QWidget *m_hostSummary = nullptr;        ///< the host half collapsed: one line
    QLabel *m_hostSummaryLabel = nullptr;
    QByteArray m_hardwareSplitterState; ///< its sizes with the host half shown
    bool m_hostCollapsed = false;
    QAction *m_hostAction = nullptr; ///< View > This Host Beside the Cluster
    LaunchPanel *m_launch = nullptr;
    ClaimsPanel *m_claims = nullptr;
    OverridesPanel *m_overrides = nullptr;
    RunsPanel *m_runs = nullptr;
    AttentionStrip *m_attention = nullptr;
    PanelKit::LatestTask<Dra::Attention> m_attentionTask{this};
    /// The tab titles without counts: main tabs, then the cluster half's.
    QStringList m_tabTitles;
    QStringList m_clusterTabTitles;
    int m_unhealthyShown = -1; ///< the last unhealthy device a click selected
};

} // namespace Accel::Ui
