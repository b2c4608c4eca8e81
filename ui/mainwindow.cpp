// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "mainwindow.h"

#include "clusterlivesource.h"

#include "launchpanel.h"

#include "kube/clustersource.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QIcon>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>

namespace Accel::Ui {

MainWindow::MainWindow(MainWindowServices services, QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Accel Console"));
    setWindowIcon(QIcon(QStringLiteral(":/accel/icons/accel-console.svg")));

    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    // The Hardware tab: this host on the left, the cluster on the right (issue 6, section 5).
    m_hardwareSplitter = new QSplitter(Qt::Horizontal, m_tabs);
    m_hardwareSplitter->setObjectName(QStringLiteral("hardwareSplitter"));
    m_hardwareSplitter->setChildrenCollapsible(false);
    m_hardware = new HardwarePanel(std::move(services.hostProbe), m_hardwareSplitter);
    m_cluster = new ClusterPanel(std::move(services.cluster), m_hardwareSplitter);
    // Live contexts: the cluster reader answers the panel's seam (lists, then a watch).
    m_clusterLive = new ClusterLiveSource(m_cluster, this);
    m_hardwareSplitter->addWidget(m_hardware);
    m_hardwareSplitter->addWidget(m_cluster);
    m_hardwareSplitter->setStretchFactor(0, 2);
    m_hardwareSplitter->setStretchFactor(1, 3);
    //: Tab title of the panel that shows this host's accelerators
    m_tabs->addTab(m_hardwareSplitter, tr("Hardware"));
    m_launch = new LaunchPanel(std::move(services.launch), m_tabs);
    //: Tab title of the panel that launches a product with docker compose
    m_tabs->addTab(m_launch, tr("Launch"));
    m_claims = new ClaimsPanel(m_tabs);
    //: Tab title of the panel that renders DRA claims by media capability
    m_tabs->addTab(m_claims, tr("Claims"));
    m_overrides = new OverridesPanel(m_tabs);
    //: Tab title of the panel that previews a Workflow's overrides
    m_tabs->addTab(m_overrides, tr("Overrides"));
    setCentralWidget(m_tabs);
    // The Claims panel matches against whatever cluster the Hardware tab shows.
    connect(m_cluster, &ClusterPanel::clusterShown, m_claims,
            qOverload<const Kube::ClusterSnapshot &, const Dra::Inventory &, const QString &>(
                &ClaimsPanel::setCluster));
    // The Overrides panel can detect on the same cluster (issue 9, "Choose the target").
    connect(m_cluster, &ClusterPanel::clusterShown, m_overrides, &OverridesPanel::setCluster);
    // Apply… applies to the live context shown, none for the demo or a file (issue 9).
    connect(m_cluster, &ClusterPanel::clusterShown, this, [this] {
        std::optional<Kube::ResolvedContext> target;
        if (!m_cluster->liveContext().isEmpty()) {
            // A few kilobytes, read again so a renewed token applies (as the reader does); with
            // the CA file and request timeout the cluster was read with.
            if (Result<Kube::ResolvedContext> resolved = m_cluster->source().resolveContext())
                target = std::move(*resolved);
        }
        m_claims->setApplyContext(target);
        m_overrides->setClusterContext(target);
    });

    connect(m_hardware, &HardwarePanel::busyChanged, this, [this](bool busy) {
        if (busy)
            statusBar()->showMessage(tr("Probing this host…"));
        else
            statusBar()->clearMessage();
    });
    connect(m_hardware, &HardwarePanel::probeFinished, this, [this](bool ok) {
        statusBar()->showMessage(ok ? tr("Host probed.") : tr("The host probe failed."), 5000);
    });
    connect(m_launch, &LaunchPanel::launchFinished, this, [this](bool ok) {
        statusBar()->showMessage(ok ? tr("Launched.") : tr("The launch failed."), 5000);
    });

    createActions();
    restoreWindowState();
    m_hardware->refresh();
    m_cluster->start();
}

QStringList MainWindow::panelNames()
{
    return {QStringLiteral("hardware"), QStringLiteral("launch"), QStringLiteral("claims"),
            QStringLiteral("overrides")};
}

QString MainWindow::currentPanel() const
{
    return panelNames().value(m_tabs->currentIndex());
}

void MainWindow::refreshCurrentPanel()
{
    if (m_tabs->currentWidget() == m_launch)
        m_launch->refresh();
    else
        m_hardware->refresh();
}

bool MainWindow::showPanel(const QString &name)
{
    // The cluster half's Claims tab (issue 17), for --panel and screenshots.
    if (name == QLatin1String("cluster-claims")) {
        m_tabs->setCurrentIndex(int(panelNames().indexOf(QStringLiteral("hardware"))));
        m_cluster->tabs()->setCurrentIndex(1);
        return true;
    }
    const qsizetype index = panelNames().indexOf(name);
    if (index < 0)
        return false;
    m_tabs->setCurrentIndex(int(index));
    return true;
}

void MainWindow::createActions()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *quit = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *refresh = viewMenu->addAction(tr("&Refresh"), this, &MainWindow::refreshCurrentPanel);
    refresh->setShortcut(QKeySequence::Refresh);
    refresh->setObjectName(QStringLiteral("refreshAction"));
    QAction *hardware = viewMenu->addAction(tr("&Hardware"), this,
                                            [this] { showPanel(QStringLiteral("hardware")); });
    hardware->setShortcut(QKeySequence(Qt::ALT | Qt::Key_1));
    QAction *launch =
        viewMenu->addAction(tr("&Launch"), this, [this] { showPanel(QStringLiteral("launch")); });
    launch->setShortcut(QKeySequence(Qt::ALT | Qt::Key_2));
    QAction *claims =
        viewMenu->addAction(tr("&Claims"), this, [this] { showPanel(QStringLiteral("claims")); });
    claims->setShortcut(QKeySequence(Qt::ALT | Qt::Key_3));
    QAction *overrides = viewMenu->addAction(tr("&Overrides"), this,
                                             [this] { showPanel(QStringLiteral("overrides")); });
    overrides->setShortcut(QKeySequence(Qt::ALT | Qt::Key_4));

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *about = helpMenu->addAction(tr("&About Accel Console"), this, [this] {
        QMessageBox::about(
            this, tr("About Accel Console"),
            tr("<h3>Accel Console %1</h3><p>An operator console for media and AI workloads on "
               "GPUs and transcoder cards: this host's accelerators next to the cluster's, "
               "launches that only go where the hardware is, and a preview of what will be "
               "applied.</p>")
                .arg(QApplication::applicationVersion()));
    });
    about->setMenuRole(QAction::AboutRole);
}

void MainWindow::restoreWindowState()
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("MainWindow"));
    const QByteArray geometry = settings.value(QStringLiteral("geometry")).toByteArray();
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(960, 640);
    restoreState(settings.value(QStringLiteral("state")).toByteArray());
    if (!m_hardwareSplitter->restoreState(
            settings.value(QStringLiteral("hardwareSplitter")).toByteArray())) {
        // Two fifths for this host: at 1366x768 its tree shows the Model column whole, and the
        // cluster half the columns that matter (issue 18 section 4). Sizes are relative here.
        m_hardwareSplitter->setSizes({400, 600});
    }
    const int tab = settings.value(QStringLiteral("currentTab"), 0).toInt();
    if (tab >= 0 && tab < m_tabs->count())
        m_tabs->setCurrentIndex(tab);
}

void MainWindow::saveWindowState() const
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("MainWindow"));
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("state"), saveState());
    settings.setValue(QStringLiteral("hardwareSplitter"), m_hardwareSplitter->saveState());
    settings.setValue(QStringLiteral("currentTab"), m_tabs->currentIndex());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveWindowState();
    event->accept();
}

} // namespace Accel::Ui
