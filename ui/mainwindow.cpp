// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "mainwindow.h"
#include "icons.h"

#include "clusterclaimsview.h"
#include "clusterlivesource.h"
#include "columnwidths.h"

#include "launchpanel.h"
#include "plaintext.h"
#include "shortcuts.h"

#include "dra/allocator.h"
#include "dra/inventory.h"
#include "kube/clustersource.h"
#include "models/clusterfiltermodel.h"
#include "models/clustertreemodel.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QHBoxLayout>
#include <QHash>
#include <QIcon>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

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
    // The host half collapsed (issue 38): one line above the cluster, which takes the width.
    m_hostSummary = new QWidget(m_tabs);
    m_hostSummary->setObjectName(QStringLiteral("hostHalfSummary"));
    m_hostSummaryLabel = plainLabel(new QLabel(m_hostSummary));
    m_hostSummaryLabel->setObjectName(QStringLiteral("hostSummaryLabel"));
    auto *expand = new QToolButton(m_hostSummary);
    expand->setObjectName(QStringLiteral("hostExpandButton"));
    expand->setArrowType(Qt::RightArrow);
    expand->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    expand->setAutoRaise(true);
    //: Button of the collapsed host half: show this host beside the cluster again
    expand->setText(tr("Show this host"));
    connect(expand, &QToolButton::clicked, this, [this] { setHostCollapsed(false); });
    auto *summaryLayout = new QHBoxLayout(m_hostSummary);
    summaryLayout->setContentsMargins(0, 0, 0, 0);
    summaryLayout->addWidget(expand);
    summaryLayout->addWidget(m_hostSummaryLabel, 1);
    m_hostSummary->hide();
    auto *hardwareTab = new QWidget(m_tabs);
    hardwareTab->setObjectName(QStringLiteral("hardwareTab"));
    auto *hardwareLayout = new QVBoxLayout(hardwareTab);
    hardwareLayout->setContentsMargins(0, 0, 0, 0);
    hardwareLayout->addWidget(m_hostSummary);
    hardwareLayout->addWidget(m_hardwareSplitter, 1);
    //: Tab title of the panel that shows this host's accelerators
    m_tabs->addTab(hardwareTab, tr("Hardware"));
    m_launch = new LaunchPanel(std::move(services.launch), m_tabs);
    //: Tab title of the panel that launches a product with docker compose
    m_tabs->addTab(m_launch, tr("Launch"));
    m_claims = new ClaimsPanel(m_tabs);
    //: Tab title of the panel that renders DRA claims by media capability
    m_tabs->addTab(m_claims, tr("Claims"));
    m_overrides = new OverridesPanel(m_tabs);
    //: Tab title of the panel that previews a Workflow's overrides
    m_tabs->addTab(m_overrides, tr("Overrides"));
    // After apply (issue 36): the runs, their verdicts, reports and drift, beside the preview.
    m_runs = new RunsPanel(m_tabs);
    //: Tab title of the panel that shows NVCRE's runs after an apply, with their verdicts
    m_tabs->addTab(m_runs, tr("Runs"));
    setCentralWidget(m_tabs);
    connect(m_runs, &RunsPanel::openInPreview, this, [this](const QString &yaml) {
        m_overrides->setYaml(yaml);
        m_overrides->setTargetKind(OverridesPanel::Target::Cluster);
        showPanel(QStringLiteral("overrides"));
    });
    // The Claims panel matches against whatever cluster the Hardware tab shows, on the
    // preparation Claims in the cluster made of it (one allocator preparation for both).
    connect(m_cluster, &ClusterPanel::clusterShown, m_claims,
            [this](const Kube::ClusterSnapshot &, const Dra::Inventory &inventory,
                   const QString &label) {
                m_claims->setCluster(m_cluster->claimsView()->preparedCluster(), inventory, label);
            });
    // The Overrides panel can detect on the same cluster (issue 9, "Choose the target").
    connect(m_cluster, &ClusterPanel::clusterShown, m_overrides, &OverridesPanel::setCluster);
    // Apply… applies to the live context shown, none for the demo or a file (issue 9).
    connect(m_cluster, &ClusterPanel::clusterShown, this,
            [this](const Kube::ClusterSnapshot &snapshot, const Dra::Inventory &,
                   const QString &label) {
                std::optional<Kube::ResolvedContext> target;
                if (!m_cluster->liveContext().isEmpty()) {
                    // A few kilobytes, read again so a renewed token applies (as the reader does);
                    // with the CA file and request timeout the cluster was read with.
                    if (Result<Kube::ResolvedContext> resolved =
                            m_cluster->source().resolveContext())
                        target = std::move(*resolved);
                }
                m_claims->setApplyContext(target);
                m_overrides->setClusterContext(target);
                m_runs->setCluster(snapshot, target, label);
            });

    connect(m_hardware, &HardwarePanel::busyChanged, this, [this](bool busy) {
        if (busy)
            statusBar()->showMessage(tr("Probing this host…"));
        else
            statusBar()->clearMessage();
    });
    connect(m_hardware, &HardwarePanel::probeFinished, this, [this](bool ok) {
        statusBar()->showMessage(ok ? tr("Host probed.") : tr("The host probe failed."), 5000);
        m_hostSummaryLabel->setText(plainText(m_hardware->summaryText()));
        // No accelerator here: the cluster gets the width, unless the user chose otherwise.
        const QVariant chosen = QSettings().value(QStringLiteral("MainWindow/hostCollapsed"));
        if (ok && !chosen.isValid())
            setHostCollapsed(m_hardware->foundNoAccelerator(), false);
    });
    connect(m_launch, &LaunchPanel::launchFinished, this, [this](bool ok) {
        statusBar()->showMessage(ok ? tr("Launched.") : tr("The launch failed."), 5000);
    });

    // What needs attention (issue 38): counted on a worker by the engine, shown in the status
    // bar and the tab titles, each count a click away from its rows.
    m_attention = new AttentionStrip(this);
    statusBar()->addPermanentWidget(m_attention);
    for (int i = 0; i < m_tabs->count(); ++i)
        m_tabTitles << m_tabs->tabText(i);
    for (int i = 0; i < m_cluster->tabs()->count(); ++i)
        m_clusterTabTitles << m_cluster->tabs()->tabText(i);
    connect(m_cluster, &ClusterPanel::clusterShown, this,
            [this](const Kube::ClusterSnapshot &, const Dra::Inventory &inventory) {
                // On the preparation Claims in the cluster made of the same snapshot: its
                // claims' rows and pools are built once for both.
                m_attentionTask.start(
                    [cluster = m_cluster->claimsView()->preparedCluster(), inventory] {
                        return Dra::clusterAttention(cluster, inventory);
                    },
                    [this](Dra::Attention a) { updateAttention(std::move(a)); });
            });
    const auto launchBlocked = [this] {
        Dra::Attention a = m_attention->attention();
        a.blockedLaunches = m_launch->shownError() ? 1 : 0;
        updateAttention(std::move(a));
    };
    connect(m_launch, &LaunchPanel::planReady, this, launchBlocked);
    connect(m_launch, &LaunchPanel::launchFinished, this, launchBlocked);
    connect(m_attention, &AttentionStrip::activated, this, &MainWindow::showAttention);
    updateAttention({});

    createActions();
    restoreWindowState();
    m_hardware->refresh();
    m_cluster->start();
}

QStringList MainWindow::panelNames()
{
    return {QStringLiteral("hardware"), QStringLiteral("launch"), QStringLiteral("claims"),
            QStringLiteral("overrides"), QStringLiteral("runs")};
}

QString MainWindow::currentPanel() const
{
    return panelNames().value(m_tabs->currentIndex());
}

void MainWindow::refreshCurrentPanel()
{
    if (m_tabs->currentWidget() == m_launch)
        m_launch->refresh();
    else if (m_tabs->currentWidget() == m_runs)
        m_runs->refresh();
    else
        m_hardware->refresh();
}

bool MainWindow::isHostCollapsed() const
{
    return m_hostCollapsed;
}

void MainWindow::setHostCollapsed(bool collapsed, bool remember)
{
    if (remember)
        QSettings().setValue(QStringLiteral("MainWindow/hostCollapsed"), collapsed);
    if (collapsed == isHostCollapsed())
        return;
    if (collapsed) // the sizes to come back to
        m_hardwareSplitterState = m_hardwareSplitter->saveState();
    m_hostCollapsed = collapsed;
    m_hostSummaryLabel->setText(plainText(m_hardware->summaryText()));
    m_hardware->setVisible(!collapsed);
    m_hostSummary->setVisible(collapsed);
    if (m_hostAction)
        m_hostAction->setChecked(!collapsed);
    if (!collapsed && !m_hardwareSplitterState.isEmpty())
        m_hardwareSplitter->restoreState(m_hardwareSplitterState);
}

QString MainWindow::settingsPath(const QObject *object) const
{
    QStringList path;
    for (const QObject *o = object; o && o != this; o = o->parent()) {
        if (!o->objectName().isEmpty())
            path.prepend(o->objectName());
    }
    return path.join(QLatin1Char('.'));
}

QList<std::pair<QSplitter *, QString>> MainWindow::rememberedSplitters() const
{
    QList<std::pair<QSplitter *, QString>> out;
    const QList<QSplitter *> splitters = findChildren<QSplitter *>();
    for (QSplitter *splitter : splitters) {
        if (splitter == m_hardwareSplitter || splitter->objectName().isEmpty())
            continue;
        out.append({splitter, QStringLiteral("splitters/") + settingsPath(splitter)});
    }
    return out;
}

void MainWindow::rememberColumnWidths()
{
    const QList<QAbstractItemView *> views = findChildren<QAbstractItemView *>();
    for (QAbstractItemView *view : views) {
        if (!view->objectName().isEmpty())
            ColumnWidths::remember(view,
                                   QStringLiteral("MainWindow/columns/") + settingsPath(view));
    }
}

void MainWindow::updateAttention(Dra::Attention attention)
{
    if (!m_attention->attention().unhealthyDevices.isEmpty() &&
        attention.unhealthyDevices != m_attention->attention().unhealthyDevices)
        m_unhealthyShown = -1;
    if (m_tabTitles.isEmpty()) // not constructed yet
        return;
    m_attention->setAttention(attention);
    const auto title = [](const QString &base, int n) {
        //: A tab title with how many of its rows need attention: %1 title, %2 count
        return n > 0 ? tr("%1 (%2)").arg(base).arg(n) : base;
    };
    using Item = AttentionStrip::Item;
    const int claims = AttentionStrip::count(attention, Item::LeakedClaims) +
                       AttentionStrip::count(attention, Item::PendingPods) +
                       AttentionStrip::count(attention, Item::IncompletePools);
    const int devices = AttentionStrip::count(attention, Item::UnhealthyDevices);
    const int hardware = int(panelNames().indexOf(QStringLiteral("hardware")));
    const int launch = int(panelNames().indexOf(QStringLiteral("launch")));
    m_tabs->setTabText(hardware, title(m_tabTitles.value(hardware), attention.clusterCount()));
    m_tabs->setTabText(launch, title(m_tabTitles.value(launch), attention.blockedLaunches));
    m_cluster->tabs()->setTabText(0, title(m_clusterTabTitles.value(0), devices));
    m_cluster->tabs()->setTabText(1, title(m_clusterTabTitles.value(1), claims));
}

void MainWindow::showAttention(AttentionStrip::Item item)
{
    using Item = AttentionStrip::Item;
    using Only = ClusterClaimsView::Only;
    switch (item) {
    case Item::BlockedLaunches:
        showPanel(QStringLiteral("launch"));
        return;
    case Item::LeakedClaims:
    case Item::PendingPods:
    case Item::IncompletePools:
        showPanel(QStringLiteral("cluster-claims"));
        m_cluster->claimsView()->showOnly(item == Item::LeakedClaims  ? Only::LeakedClaims
                                          : item == Item::PendingPods ? Only::PendingPods
                                                                      : Only::IncompletePools);
        return;
    case Item::UnhealthyDevices:
        break;
    }
    // The inventory's rows of the unhealthy devices, one per click: the GPU that holds the next
    // one, with the filter cleared so it is there to select.
    const QStringList keys = m_attention->attention().unhealthyDevices;
    if (keys.isEmpty())
        return;
    showPanel(QStringLiteral("hardware"));
    m_cluster->tabs()->setCurrentIndex(0);
    m_cluster->filterModel()->setFilterText(QString());
    ClusterTreeModel *model = m_cluster->model();
    const Dra::Inventory &inventory = model->inventory();
    // One pass over the tree (a fleet has thousands of GPUs): each GPU row with the first
    // unhealthy key among its devices, then in key order.
    QHash<QString, int> order;
    for (int i = 0; i < keys.size(); ++i)
        order.insert(keys.at(i), i);
    QList<std::pair<int, QModelIndex>> found;
    for (int n = 0; n < model->rowCount(); ++n) {
        const QModelIndex node = model->index(n, 0);
        for (int g = 0; g < model->rowCount(node); ++g) {
            const QModelIndex row = model->index(g, 0, node);
            const Dra::Gpu *gpu = model->gpu(row);
            if (!gpu)
                continue;
            int first = -1;
            for (const int d : gpu->devices) {
                const Dra::Device &device = inventory.devices().at(d);
                const int at = order.value(
                    Dra::AllocatedState::deviceKey(device.driver, device.pool, device.name), -1);
                if (at >= 0 && (first < 0 || at < first))
                    first = at;
            }
            if (first >= 0)
                found.append({first, row});
        }
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    QList<QModelIndex> rows;
    for (const auto &[at, row] : std::as_const(found))
        rows << row;
    if (rows.isEmpty())
        return;
    m_unhealthyShown = int((m_unhealthyShown + 1) % rows.size());
    const QModelIndex shown = m_cluster->filterModel()->mapFromSource(rows.at(m_unhealthyShown));
    m_cluster->view()->expand(shown.parent());
    m_cluster->view()->setCurrentIndex(shown);
    m_cluster->view()->scrollTo(shown);
    m_cluster->view()->setFocus(Qt::OtherFocusReason);
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

    // The keys come from the one table Help > Keyboard Shortcuts lists (ui/shortcuts.h).
    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *refresh = viewMenu->addAction(tr("&Refresh"), this, &MainWindow::refreshCurrentPanel);
    refresh->setIcon(Icons::icon(Icons::Action::Reload));
    refresh->setObjectName(QStringLiteral("refreshAction"));
    Shortcuts::apply(refresh, Shortcuts::Id::Reload);
    viewMenu->addSeparator();
    const struct
    {
        const char *panel;
        Shortcuts::Id id;
        QString text;
    } panels[] = {
        {"hardware", Shortcuts::Id::ShowHardware, tr("&Hardware")},
        {"launch", Shortcuts::Id::ShowLaunch, tr("&Launch")},
        {"claims", Shortcuts::Id::ShowClaims, tr("&Claims")},
        {"overrides", Shortcuts::Id::ShowOverrides, tr("&Overrides")},
        {"runs", Shortcuts::Id::ShowRuns, tr("R&uns")},
    };
    for (const auto &p : panels) {
        const QString name = QString::fromLatin1(p.panel);
        QAction *action = viewMenu->addAction(p.text, this, [this, name] { showPanel(name); });
        Shortcuts::apply(action, p.id);
    }
    viewMenu->addSeparator();
    //: View menu: this host beside the cluster, or shrunk to one line above it
    m_hostAction = viewMenu->addAction(tr("&This Host Beside the Cluster"));
    m_hostAction->setObjectName(QStringLiteral("hostVisibleAction"));
    m_hostAction->setCheckable(true);
    m_hostAction->setChecked(!m_hostCollapsed);
    connect(m_hostAction, &QAction::triggered, this,
            [this](bool shown) { setHostCollapsed(!shown); });

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *keys = helpMenu->addAction(tr("&Keyboard Shortcuts"), this, [this] {
        QDialog *dialog = Shortcuts::createDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    keys->setObjectName(QStringLiteral("shortcutsAction"));
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
    m_hardwareSplitterState = m_hardwareSplitter->saveState();
    // Every other splitter as the user left it (issue 38: sizes remembered per view).
    for (const auto &[splitter, key] : rememberedSplitters()) {
        const QByteArray state = settings.value(key).toByteArray();
        if (!state.isEmpty())
            splitter->restoreState(state);
    }
    // And every named list's column widths, as the user dragged them (issue 38).
    rememberColumnWidths();
    if (settings.value(QStringLiteral("hostCollapsed"), false).toBool())
        setHostCollapsed(true, false);
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
    // Collapsed, the splitter holds the cluster alone: keep the sizes the host half had.
    settings.setValue(QStringLiteral("hardwareSplitter"), isHostCollapsed()
                                                              ? m_hardwareSplitterState
                                                              : m_hardwareSplitter->saveState());
    for (const auto &[splitter, key] : rememberedSplitters()) {
        // A splitter on a tab never opened has no sizes yet: nothing to remember.
        const QList<int> sizes = splitter->sizes();
        if (std::any_of(sizes.cbegin(), sizes.cend(), [](int size) { return size > 0; }))
            settings.setValue(key, splitter->saveState());
    }
    settings.setValue(QStringLiteral("currentTab"), m_tabs->currentIndex());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveWindowState();
    event->accept();
}

} // namespace Accel::Ui
