// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "claimspanel.h"
#include "clusterpanel.h"
#include "hardwarepanel.h"
#include "launchpanel.h"
#include "overridespanel.h"

#include <QMainWindow>

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

    /// Panel names accepted by showPanel() and `--panel`.
    static QStringList panelNames();
    /// Brings the named panel to the front; false for an unknown name.
    bool showPanel(const QString &name);
    /// The name of the panel in front.
    QString currentPanel() const;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void restoreWindowState();
    void saveWindowState() const;
    void refreshCurrentPanel();

    QTabWidget *m_tabs = nullptr;
    HardwarePanel *m_hardware = nullptr;
    ClusterPanel *m_cluster = nullptr;
    ClusterLiveSource *m_clusterLive = nullptr;
    QSplitter *m_hardwareSplitter = nullptr; ///< this host | the cluster
    LaunchPanel *m_launch = nullptr;
    ClaimsPanel *m_claims = nullptr;
    OverridesPanel *m_overrides = nullptr;
};

} // namespace Accel::Ui
