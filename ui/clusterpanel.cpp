// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "clusterpanel.h"
#include "icons.h"

#include "panelkit.h"
#include "shortcuts.h"

#include "clusterclaimsview.h"

#include "errortext.h"
#include "plaintext.h"

#include "clustertreeexpansion.h"
#include "fleetstrip.h"
#include "fleettreeview.h"
#include "kube/apiclient.h"
#include "kube/clusterloadjob.h"
#include "kube/kubeconfig.h"
#include "models/clusterfiltermodel.h"
#include "models/clustertreemodel.h"

#include "dra/fleetview.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QTreeView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>
#include <utility>

#include <cmath>

namespace Accel::Ui {

namespace {

/// What of a live read, beyond the inventory, other panels act on: the pods certification
/// detection reads (name, phase, images) and the lists the read was refused. A change to them
/// must reach the Overrides panel even when the tree stays the same.
const QString SettingsGroup = QStringLiteral("ClusterPanel");
const QString CaFileKey = QStringLiteral("caFile");
const QString RequestTimeoutKey = QStringLiteral("requestTimeoutMs");

/// The status badge's tone; none while loading or connecting.
std::optional<Theme::Tone> badgeTone(ClusterPanel::Status status)
{
    switch (status) {
    case ClusterPanel::Status::Connected:
        return Theme::Tone::Ok;
    case ClusterPanel::Status::Demo:
        return Theme::Tone::Warning;
    case ClusterPanel::Status::Snapshot:
        return Theme::Tone::Info;
    case ClusterPanel::Status::Forbidden:
    case ClusterPanel::Status::Error:
        return Theme::Tone::Error;
    case ClusterPanel::Status::Loading:
    case ClusterPanel::Status::Connecting:
    case ClusterPanel::Status::Invalid:
        break;
    }
    return std::nullopt;
}

/// Fixed columns of the tree that the header's context menu shows or hides, by a settings key.
/// Columns the fleet has no value for are not shown at all (issue 33: columns fitted to the
/// fleet). What matters at 1366x768 (issue 18 section 4) is the node, the product, what the
/// vendor's driver says (memory, architecture, compute capability, driver, MIG), who holds a
/// GPU, its taints, its health and its capabilities; the render node and VA driver start hidden
/// (the details pane lists them for the GPU selected), and so do the columns `get gpus` shows
/// only with -o wide.
struct OptionalColumn
{
    int column = 0;
    const char *key = nullptr;
    bool hiddenByDefault = false;
};
constexpr OptionalColumn kOptionalColumns[] = {
    {ClusterTreeModel::CountColumn, "count", false},
    {ClusterTreeModel::ProductColumn, "product", false},
    {ClusterTreeModel::MemoryColumn, "memory", false},
    {ClusterTreeModel::ArchitectureColumn, "architecture", false},
    {ClusterTreeModel::ComputeCapabilityColumn, "computeCapability", false},
    {ClusterTreeModel::DriverVersionColumn, "driverVersion", false},
    {ClusterTreeModel::PartitionsColumn, "partitions", false},
    {ClusterTreeModel::RenderNodeColumn, "renderNode", true},
    {ClusterTreeModel::VaDriverColumn, "vaDriver", true},
    {ClusterTreeModel::CapabilitiesColumn, "capabilities", false},
    {ClusterTreeModel::HeldByColumn, "heldBy", false},
    {ClusterTreeModel::TaintsColumn, "taints", false},
    {ClusterTreeModel::HealthColumn, "health", false},
    {ClusterTreeModel::UuidColumn, "uuid", true},
    {ClusterTreeModel::IndexColumn, "index", true},
    {ClusterTreeModel::CudaColumn, "cuda", true},
    {ClusterTreeModel::FamilyColumn, "family", true},
    {ClusterTreeModel::ComputeColumn, "compute", true},
    {ClusterTreeModel::NumaColumn, "numa", true},
    {ClusterTreeModel::CountersColumn, "counters", true},
    {ClusterTreeModel::DriversColumn, "drivers", true},
    {ClusterTreeModel::PoolColumn, "pool", true},
    {ClusterTreeModel::AttributesColumn, "attributes", true},
};
const QString kHiddenColumnsKey = QStringLiteral("ClusterPanel/hiddenColumns");
/// The column keys there were when the choice was saved: a column added since then starts as
/// its default says, not shown because an older list did not name it.
const QString kColumnKeysKey = QStringLiteral("ClusterPanel/columnKeys");

QStringList hiddenColumnKeys()
{
    const QSettings settings;
    QStringList keys;
    const bool saved = settings.contains(kHiddenColumnsKey);
    if (saved)
        keys = settings.value(kHiddenColumnsKey).toStringList();
    const QStringList known = settings.value(kColumnKeysKey).toStringList();
    for (const OptionalColumn &c : kOptionalColumns) {
        const QString key = QLatin1String(c.key);
        if (c.hiddenByDefault && (!saved || !known.contains(key)) && !keys.contains(key))
            keys << key;
    }
    return keys;
}

void saveHiddenColumnKeys(const QStringList &hidden)
{
    QStringList all;
    for (const OptionalColumn &c : kOptionalColumns)
        all << QLatin1String(c.key);
    QSettings settings;
    settings.setValue(kHiddenColumnsKey, hidden);
    settings.setValue(kColumnKeysKey, all);
}

/// Whether COLUMN starts hidden on a fleet that mixes media capabilities with NVIDIA GPUs: the
/// capability columns and every NVIDIA detail do not fit a laptop's width together, so the
/// details that `accelctl get gpus` and the details pane show anyway (architecture, compute
/// capability, driver) wait in the header's menu until the operator chooses columns.
bool hiddenOnMixedFleet(int column)
{
    return column == ClusterTreeModel::ArchitectureColumn ||
           column == ClusterTreeModel::ComputeCapabilityColumn ||
           column == ClusterTreeModel::DriverVersionColumn;
}

void applyColumnVisibility(QTreeView *tree, const ClusterTreeModel *model)
{
    const QStringList hidden = hiddenColumnKeys();
    const bool mixed = model->columnCount() > ClusterTreeModel::FirstCapabilityColumn;
    const bool chosen = QSettings().contains(kHiddenColumnsKey);
    for (const OptionalColumn &c : kOptionalColumns)
        tree->setColumnHidden(c.column, hidden.contains(QLatin1String(c.key)) ||
                                            !model->columnPresent(c.column) ||
                                            (mixed && !chosen && hiddenOnMixedFleet(c.column)));
}

/// The fleet at a glance (issue 33): per product, as `accelctl get gpus --summary` prints it.
QString summaryHtml(const Dra::FleetSummary &summary)
{
    if (summary.products.isEmpty())
        return QString();
    bool partitions = false;
    for (const Dra::ProductSummary &p : summary.products)
        partitions = partitions || p.partitions > 0;
    // QString, not auto: a QStringBuilder of the temporaries here would outlive them.
    const auto cell = [](const QString &text, bool header = false) -> QString {
        // plainText() first: a product name from the cluster is outside text (issue 32).
        return (header ? QStringLiteral("<th align=left>") : QStringLiteral("<td>")) +
               plainText(text).toHtmlEscaped() +
               (header ? QStringLiteral("</th>") : QStringLiteral("</td>"));
    };
    QString html = QStringLiteral("<table cellspacing=0 cellpadding=1><tr>");
    //: Headers of the fleet summary above the cluster tree
    for (const QString &h :
         {ClusterPanel::tr("Product"), ClusterPanel::tr("Nodes"), ClusterPanel::tr("GPUs"),
          ClusterPanel::tr("Free"), ClusterPanel::tr("In use"), ClusterPanel::tr("Tainted"),
          ClusterPanel::tr("Unhealthy")})
        html += cell(h + QStringLiteral("\u2003"), true);
    if (partitions)
        html += cell(ClusterPanel::tr("MIG free"), true);
    html += QStringLiteral("</tr>");
    constexpr int MaxRows = 4;
    for (qsizetype i = 0; i < summary.products.size() && i < MaxRows; ++i) {
        const Dra::ProductSummary &p = summary.products[i];
        html += QStringLiteral("<tr>") + cell(p.product) + cell(QString::number(p.nodes)) +
                cell(QString::number(p.gpus)) + cell(QString::number(p.free)) +
                cell(QString::number(p.inUse)) + cell(QString::number(p.tainted)) +
                cell(QString::number(p.unhealthy));
        if (partitions)
            html += cell(p.partitions > 0
                             ? QStringLiteral("%1/%2").arg(p.partitionsFree).arg(p.partitions)
                             : QStringLiteral("-"));
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    if (summary.products.size() > MaxRows)
        //: Below the fleet summary when it lists only the first products
        html += ClusterPanel::tr("… and %n more product(s)", nullptr,
                                 int(summary.products.size() - MaxRows))
                    .toHtmlEscaped();
    return html;
}

} // namespace

ClusterPanel::ClusterPanel(ClusterPanelServices services, QWidget *parent)
    : QWidget(parent)
    , m_services(std::move(services))
    , m_model(new ClusterTreeModel(this))
    , m_filter(new ClusterFilterModel(this))
{
    setObjectName(QStringLiteral("clusterPanel"));
    m_filter->setSourceModel(m_model);
    // The window's cluster source: its picker and connection settings are the seams hints name.
    m_services.offered |= Kube::ClusterSeam::Picker;
    // The connection settings last chosen, unless the command line gave its own for this run.
    {
        QSettings settings;
        settings.beginGroup(SettingsGroup);
        if (m_services.caFile.isEmpty())
            m_services.caFile = settings.value(CaFileKey).toString();
        bool ok = false;
        const int timeoutMs = settings.value(RequestTimeoutKey).toInt(&ok);
        if (m_services.requestTimeoutMs == Kube::ClusterSource::DefaultRequestTimeoutMs && ok &&
            timeoutMs >= 0 && timeoutMs <= Kube::ClusterSource::MaxRequestTimeoutSeconds * 1000)
            m_services.requestTimeoutMs = timeoutMs;
    }

    auto *title = new QLabel(tr("Cluster"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    title->setFont(titleFont);

    m_combo = new QComboBox(this);
    m_combo->setObjectName(QStringLiteral("clusterContext"));
    // Long context names must not widen the window: the Hardware tab holds two panels.
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_combo->setMinimumContentsLength(10);
    m_combo->setToolTip(tr("A kubeconfig context, the demo cluster, or a snapshot file"));
    auto *contextLabel = new QLabel(tr("&Context:"), this);
    contextLabel->setBuddy(m_combo);

    m_busyBar = PanelKit::busyBar(this, 120); // lists do not say how long they are until they end
    m_busyBar->setObjectName(QStringLiteral("clusterBusy"));
    // A snapshot file says how far its read is (issue 37: a 65,000-node file takes seconds).
    m_loadTask.setProgress([this](int value, int minimum, int maximum) {
        m_busyBar->setRange(minimum, maximum);
        m_busyBar->setValue(value);
    });
    m_loadTask.setStage([this](const Loaded &stage) { onLoadStage(stage); });

    m_reloadButton = new QPushButton(Icons::icon(Icons::Action::Reload), tr("Re&load"), this);
    m_reloadButton->setObjectName(QStringLiteral("clusterReload"));
    // Ctrl+R is Refresh on GNOME and macOS, which the window binds to the host probe.
    m_reloadButton->setToolTip(tr("Read the cluster again (Ctrl+Shift+R)"));
    // F5 belongs to the host probe (MainWindow's Refresh action).
    Shortcuts::bind(Shortcuts::Id::ReloadCluster, this, [this] { reload(); });
    connect(m_reloadButton, &QPushButton::clicked, this, &ClusterPanel::reload);

    auto *header = new QHBoxLayout;
    header->addWidget(title);
    header->addStretch();
    header->addWidget(contextLabel);
    header->addWidget(m_combo);
    header->addWidget(m_reloadButton);

    m_statusLabel = plainLabel(new QLabel(this));
    m_statusLabel->setObjectName(QStringLiteral("clusterStatus"));
    m_statusLabel->setWordWrap(true);
    m_statusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_filterEdit = new QLineEdit(this);
    m_filterEdit->setObjectName(QStringLiteral("clusterFilter"));
    m_filterEdit->setPlaceholderText(
        tr("Filter by node, PCI bus ID, product, render node, VA driver or capability (Ctrl+F)"));
    m_filterEdit->setClearButtonEnabled(true);
    // Ctrl+F: this filter, or the Claims in the cluster one when that tab is in front.
    Shortcuts::markFilter(m_filterEdit);
    Shortcuts::bindFilterFocus(this);
    m_counts = plainLabel(new QLabel(this));
    m_counts->setObjectName(QStringLiteral("clusterCounts"));
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filterEdit, 1);
    filterRow->addWidget(m_counts);

    m_tree = new FleetTreeView(this);
    m_tree->setObjectName(QStringLiteral("clusterTree"));
    usePlainText(m_tree);
    m_tree->setModel(m_filter);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->header()->setStretchLastSection(false);
    // Right-click the header to choose the columns; the choice is remembered.
    m_tree->header()->setContextMenuPolicy(Qt::CustomContextMenu);
    m_tree->header()->setToolTip(tr("Right-click to choose the columns"));
    connect(m_tree->header(), &QWidget::customContextMenuRequested, this,
            [this](const QPoint &pos) {
                QMenu menu(this);
                for (const OptionalColumn &c : kOptionalColumns) {
                    if (!m_model->columnPresent(c.column))
                        continue; // nothing in this fleet to show
                    QAction *action =
                        menu.addAction(m_model->headerData(c.column, Qt::Horizontal).toString());
                    action->setCheckable(true);
                    action->setChecked(!m_tree->isColumnHidden(c.column));
                    action->setData(QString::fromLatin1(c.key));
                }
                const QAction *chosen = menu.exec(m_tree->header()->mapToGlobal(pos));
                if (!chosen)
                    return;
                QStringList hidden = hiddenColumnKeys();
                const QString key = chosen->data().toString();
                if (chosen->isChecked())
                    hidden.removeAll(key);
                else if (!hidden.contains(key))
                    hidden << key;
                saveHiddenColumnKeys(hidden);
                applyColumnVisibility(m_tree, m_model);
            });
    applyColumnVisibility(m_tree, m_model);

    m_details = new QTreeWidget(this);
    m_details->setObjectName(QStringLiteral("clusterDetails"));
    usePlainText(m_details);
    m_details->setColumnCount(2);
    //: Header of the details pane: an attribute or field, and its value
    m_details->setHeaderLabels({tr("Field"), tr("Value")});
    m_details->setAlternatingRowColors(true);
    m_details->setUniformRowHeights(true);

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(QStringLiteral("clusterSplitter"));
    m_splitter->addWidget(m_tree);
    m_splitter->addWidget(m_details);
    // The tree first: at 1366x768 it should show a node's GPUs without scrolling.
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 1);

    m_warningsTitle = new QLabel(tr("Cluster warnings"), this);
    m_warnings = new QListWidget(this);
    m_warnings->setObjectName(QStringLiteral("clusterWarnings"));
    usePlainText(m_warnings);
    m_warnings->setWordWrap(true);
    m_warnings->setMaximumHeight(80);
    m_warningsTitle->hide();
    m_warnings->hide();

    // Inventory and Claims in the cluster (issue 17) side by side as tabs.
    auto *inventoryTab = new QWidget(this);
    auto *inventoryLayout = new QVBoxLayout(inventoryTab);
    inventoryLayout->setContentsMargins(0, 0, 0, 0);
    // The fleet in one line (issue 38), each state a click away from its rows.
    m_fleetStrip = new FleetStrip(this);
    connect(m_fleetStrip, &FleetStrip::activated, this, &ClusterPanel::showNextGpu);
    inventoryLayout->addWidget(m_fleetStrip);
    // The fleet at a glance, as `accelctl get gpus --summary` prints it (issue 33).
    m_fleetSummary = new QLabel(this);
    m_fleetSummary->setObjectName(QStringLiteral("clusterFleetSummary"));
    m_fleetSummary->setTextFormat(Qt::RichText);
    m_fleetSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    inventoryLayout->addWidget(m_fleetSummary);
    inventoryLayout->addLayout(filterRow);
    inventoryLayout->addWidget(m_splitter, 1);
    m_claimsView = new ClusterClaimsView(this);
    m_claimsView->setObjectName(QStringLiteral("clusterClaimsView"));
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("clusterTabs"));
    //: Tab of the cluster half: nodes and GPUs
    m_tabs->addTab(inventoryTab, tr("&Inventory"));
    //: Tab of the cluster half: pools, ResourceClaims and pods with claims
    m_tabs->addTab(m_claimsView, tr("C&laims in the cluster"));

    auto *layout = new QVBoxLayout(this);
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_statusLabel, 1);
    statusRow->addWidget(m_busyBar);
    layout->addLayout(header);
    layout->addLayout(statusRow);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_warningsTitle);
    layout->addWidget(m_warnings);

    // The filter matches on a worker (issue 37): the line edit never waits for it, and the rows
    // and counts follow when the newest text's result is shown. Nodes open as
    // ClusterTreeExpansion says (matching GPUs in view, unless thousands would be laid out).
    connect(m_filterEdit, &QLineEdit::textChanged, m_filter, &ClusterFilterModel::setFilterText);
    m_expansion = new ClusterTreeExpansion(m_tree, m_filter);
    connect(m_filter, &ClusterFilterModel::filterApplied, this, [this] {
        restoreCurrent();
        updateCounts();
        if (std::exchange(m_fitAfterFilter, false))
            fitColumns();
    });
    m_fitTimer = new QTimer(this);
    m_fitTimer->setSingleShot(true);
    m_fitTimer->setInterval(100);
    connect(m_fitTimer, &QTimer::timeout, this, &ClusterPanel::fitColumns);
    m_tree->viewport()->installEventFilter(this);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { showDetails(current); });
    Shortcuts::bind(Shortcuts::Id::OpenDetails, m_tree, [this] {
        showDetails(m_tree->currentIndex());
        m_details->setFocus(Qt::ShortcutFocusReason);
    });
    connect(m_combo, &QComboBox::activated, this, &ClusterPanel::onComboActivated);

    loadKubeconfig();
    fillCombo();
    updateCounts();
}

// A running worker owns nothing of ours; m_loadTask drops its result.
ClusterPanel::~ClusterPanel() = default;

QString ClusterPanel::statusText() const
{
    return m_statusLabel->text();
}

QString ClusterPanel::liveContext() const
{
    return m_source == Source::Live ? m_sourceValue : QString();
}

Kube::ClusterSource ClusterPanel::source() const
{
    switch (m_source) {
    case Source::Demo:
        return m_services.withDemo();
    case Source::File:
        return m_services.withSnapshotFile(m_sourceValue);
    case Source::Live:
        return m_services.withContext(m_sourceValue);
    case Source::Invalid:
        break;
    }
    return m_services;
}

bool ClusterPanel::isLoading() const
{
    return m_loadPending;
}

void ClusterPanel::loadKubeconfig()
{
    const Result<Kube::Kubeconfig> config = m_services.loadKubeconfig();
    m_contexts.clear();
    m_currentContext.clear();
    m_kubeconfigError.clear();
    if (!config) {
        //: %1 says why the kubeconfig could not be read
        m_kubeconfigError = tr("The kubeconfig cannot be read: %1").arg(withHint(config.error()));
        return;
    }
    m_contexts = config->contextNames();
    m_currentContext = config->currentContext();
}

void ClusterPanel::fillCombo()
{
    const QSignalBlocker blocker(m_combo);
    m_combo->clear();
    for (const QString &context : std::as_const(m_contexts)) {
        //: A kubeconfig context that is the kubeconfig's current-context
        const QString text =
            context == m_currentContext ? tr("%1 (current)").arg(context) : context;
        m_combo->addItem(plainText(text), context);
        m_combo->setItemData(m_combo->count() - 1, int(ContextItem), Qt::UserRole + 1);
    }
    if (!m_contexts.isEmpty())
        m_combo->insertSeparator(m_combo->count());
    //: Context picker entry: sample data shipped with the console
    m_combo->addItem(tr("Demo cluster"), QString());
    m_combo->setItemData(m_combo->count() - 1, int(DemoItem), Qt::UserRole + 1);
    m_combo->addItem(tr("Open snapshot file…"), QString());
    m_combo->setItemData(m_combo->count() - 1, int(OpenFileItem), Qt::UserRole + 1);
    // In the picker rather than beside it: the Hardware tab holds two panels side by side.
    m_combo->insertSeparator(m_combo->count());
    //: Context picker entry: opens the CA file and request timeout settings
    m_combo->addItem(tr("Connection settings…"), QString());
    m_combo->setItemData(m_combo->count() - 1, int(ConnectionItem), Qt::UserRole + 1);
    m_combo->setItemData(m_combo->count() - 1,
                         tr("The CA file and request timeout kubeconfig contexts are read with"),
                         Qt::ToolTipRole);
}

void ClusterPanel::showSourceInCombo()
{
    const int kind = m_source == Source::Live   ? ContextItem
                     : m_source == Source::File ? FileItem
                                                : DemoItem;
    selectComboItem(kind, m_source == Source::Demo ? QString() : m_sourceValue);
}

void ClusterPanel::selectComboItem(int kind, const QString &value)
{
    const QSignalBlocker blocker(m_combo);
    for (int i = 0; i < m_combo->count(); ++i) {
        if (m_combo->itemData(i, Qt::UserRole + 1).toInt() == kind &&
            m_combo->itemData(i).toString() == value) {
            m_combo->setCurrentIndex(i);
            return;
        }
    }
    if (kind != FileItem)
        return;
    // A file not yet in the list goes just above "Open snapshot file…".
    int at = 0;
    while (at < m_combo->count() && m_combo->itemData(at, Qt::UserRole + 1).toInt() != OpenFileItem)
        ++at;
    //: Context picker entry for a snapshot file; %1 is its file name
    m_combo->insertItem(at, plainText(tr("Snapshot: %1").arg(QFileInfo(value).fileName())), value);
    m_combo->setItemData(at, int(FileItem), Qt::UserRole + 1);
    m_combo->setItemData(at, plainToolTip(value), Qt::ToolTipRole);
    m_combo->setCurrentIndex(at);
}

void ClusterPanel::onComboActivated(int index)
{
    const QString value = m_combo->itemData(index).toString();
    switch (m_combo->itemData(index, Qt::UserRole + 1).toInt()) {
    case ContextItem:
        chooseContext(value);
        return;
    case DemoItem:
        showDemo();
        return;
    case FileItem:
        openSnapshotFile(value);
        return;
    case OpenFileItem: {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open a cluster snapshot"), QString(),
            tr("Cluster snapshots (*.json *.yaml *.yml);;All files (*)"));
        if (!path.isEmpty()) {
            openSnapshotFile(path);
            return;
        }
        // Cancelled: the picker shows what the panel shows.
        showSourceInCombo();
        return;
    }
    case ConnectionItem:
        // A setting, not a source: the picker goes back to what the panel shows.
        showSourceInCombo();
        editConnectionSettings();
        return;
    default:
        return;
    }
}

void ClusterPanel::start()
{
    switch (m_services.kind()) {
    case Kube::ClusterSource::Kind::Snapshot:
        openSnapshotFile(m_services.snapshotFile);
        return;
    case Kube::ClusterSource::Kind::Demo:
        showDemo();
        return;
    case Kube::ClusterSource::Kind::Live:
    case Kube::ClusterSource::Kind::Invalid:
        break;
    }
    // A context named with --context is read even when the kubeconfig lacks it: the error
    // then names the contexts there are.
    if (!m_services.context.isEmpty())
        chooseContext(m_services.context);
    else if (m_contexts.isEmpty())
        showDemo();
    else
        chooseContext(m_contexts.contains(m_currentContext) ? m_currentContext
                                                            : m_contexts.first());
}

void ClusterPanel::reload()
{
    switch (m_source) {
    case Source::Demo:
        showDemo();
        return;
    case Source::File:
        openSnapshotFile(m_sourceValue);
        return;
    case Source::Live:
        chooseContext(m_sourceValue);
        return;
    case Source::Invalid:
        start();
        return;
    }
}

bool ClusterPanel::switchSource(Source source, const QString &value)
{
    // Whatever is still on its way for the previous source is dropped.
    m_loadTask.cancel();
    m_loadPending = false;
    m_queuedLive.reset();
    bool changed = false;
    if (source != m_source || value != m_sourceValue) {
        if (m_source == Source::Live && source != Source::Live)
            Q_EMIT liveStopped();
        m_source = source;
        m_sourceValue = value;
        m_fingerprint = 0;
        m_extraWarnings.clear();
        m_model->setInventory({});
        m_details->clear();
        updateCounts();
        updateWarnings();
        changed = true;
    }
    setLiveBusy(false);
    return changed;
}

void ClusterPanel::showDemo()
{
    switchSource(Source::Demo, QString());
    selectComboItem(DemoItem, QString());
    setStatus(Status::Loading, tr("Loading the demo cluster…"));
    startLoad([source = m_services.withDemo()] {
        Loaded loaded;
        // The one cluster reader (the CLI's too); a demo or a file needs no event loop.
        Kube::ClusterLoadJob job(source);
        const Result<Kube::ClusterRead> read = job.exec();
        if (read) {
            loaded.prepared = ClusterTreeModel::prepare(Dra::Inventory::build(read->snapshot));
            loaded.snapshot = read->snapshot;
        } else {
            loaded.error = read.error();
        }
        return loaded;
    });
}

void ClusterPanel::openSnapshotFile(const QString &path)
{
    m_keepTreeUntilWhole = !switchSource(Source::File, path) && m_model->rowCount() > 0;
    selectComboItem(FileItem, path);
    //: %1 is a file path
    setStatus(Status::Loading, tr("Reading %1…").arg(QFileInfo(path).fileName()), path);
    // Issue 37: the inventory comes first, by the CLI's streaming reader (no QJsonObject per
    // device), its first rows while the rest is read; the objects the other tabs read (claims,
    // pods, classes, the slices as JSON) follow. A 16,000-node file showed nothing for 12 s.
    startStagedLoad([source = m_services.withSnapshotFile(path)](QPromise<Loaded> &promise) {
        Dra::Inventory::ReadControl control;
        control.canceled = [&promise] { return promise.isCanceled(); };
        control.progress = [&promise](qint64 read, qint64 total) {
            promise.setProgressRange(0, 100);
            promise.setProgressValue(total > 0 ? int(std::min<qint64>(read * 100 / total, 100))
                                               : 0);
        };
        control.firstRows = [&promise](Dra::Inventory first) {
            Loaded stage;
            stage.stage = Loaded::Stage::FirstRows;
            stage.prepared = ClusterTreeModel::prepare(std::move(first));
            promise.addResult(std::move(stage));
        };
        Kube::ClusterSnapshot snapshot;
        control.generalSnapshot = &snapshot;
        Dra::Inventory::SnapshotReader reader = Dra::Inventory::SnapshotReader::Invalid;
        Result<Dra::Inventory> inventory =
            Dra::Inventory::fromSnapshotFile(source.snapshotFile, &reader, control);
        if (promise.isCanceled())
            return;
        Loaded loaded;
        if (!inventory) {
            loaded.error = inventory.error();
            promise.addResult(std::move(loaded));
            return;
        }
        loaded.prepared = ClusterTreeModel::prepare(*std::move(inventory));
        if (reader != Dra::Inventory::SnapshotReader::General) {
            Loaded stage;
            stage.stage = Loaded::Stage::Inventory;
            stage.prepared = loaded.prepared; // implicitly shared
            promise.addResult(std::move(stage));
            // The CLI's reader for the rest (a JSON List item by item, equal objects and arrays
            // shared: a 65,000-node fleet took 6.99 GB as QJsonDocument's objects), with the
            // same progress and cancellation.
            Kube::ClusterSnapshot::ReadControl rest;
            rest.canceled = control.canceled;
            rest.progress = control.progress;
            Result<Kube::ClusterSnapshot> read =
                Kube::ClusterSnapshot::fromFile(source.snapshotFile, rest);
            if (promise.isCanceled())
                return;
            if (!read) {
                loaded.error = read.error();
                promise.addResult(std::move(loaded));
                return;
            }
            snapshot = *std::move(read);
            loaded.treeShown = true;
        }
        loaded.snapshot = std::move(snapshot);
        if (loaded.snapshot.ignoredCount() > 0) {
            //: %n objects of kinds the console does not read (Services …) in a snapshot file
            loaded.warnings << ClusterPanel::tr("%n object(s) of other kinds were skipped.",
                                                nullptr, loaded.snapshot.ignoredCount());
        }
        promise.addResult(std::move(loaded));
    });
}

void ClusterPanel::setConnectionSettings(const QString &caFile, int requestTimeoutMs)
{
    const bool changed =
        caFile != m_services.caFile || requestTimeoutMs != m_services.requestTimeoutMs;
    m_services.caFile = caFile;
    m_services.requestTimeoutMs = requestTimeoutMs;
    QSettings settings;
    settings.beginGroup(SettingsGroup);
    settings.setValue(CaFileKey, caFile);
    settings.setValue(RequestTimeoutKey, requestTimeoutMs);
    // A live context is read again with the new settings (a CA file that now verifies …).
    if (changed && m_source == Source::Live)
        chooseContext(m_sourceValue);
}

void ClusterPanel::editConnectionSettings()
{
    auto *dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("clusterConnectionDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    //: Title of the dialog with the CA file and request timeout for kubeconfig contexts
    dialog->setWindowTitle(tr("Cluster connection"));
    auto *intro = new QLabel(tr("How kubeconfig contexts are read. The command line's --ca-file "
                                "and --request-timeout set these for one run."),
                             dialog);
    intro->setWordWrap(true);

    auto *caEdit = new QLineEdit(m_services.caFile, dialog);
    caEdit->setObjectName(QStringLiteral("clusterCaFile"));
    //: Placeholder of the CA file field: no further CA is trusted
    caEdit->setPlaceholderText(tr("None: the kubeconfig's CA only"));
    caEdit->setClearButtonEnabled(true);
    caEdit->setToolTip(tr("A PEM file of further CA certificates to trust, for an API server "
                          "with a private CA the kubeconfig does not name"));
    auto *browse = new QPushButton(tr("&Browse…"), dialog);
    connect(browse, &QPushButton::clicked, dialog, [this, caEdit] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Choose a CA file"), QFileInfo(caEdit->text()).absolutePath(),
            tr("PEM certificates (*.pem *.crt *.cer);;All files (*)"));
        if (!path.isEmpty())
            caEdit->setText(path);
    });
    auto *caRow = new QHBoxLayout;
    caRow->addWidget(caEdit, 1);
    caRow->addWidget(browse);

    auto *timeout = new QDoubleSpinBox(dialog);
    timeout->setObjectName(QStringLiteral("clusterRequestTimeout"));
    timeout->setRange(0, Kube::ClusterSource::MaxRequestTimeoutSeconds);
    timeout->setDecimals(1);
    //: Unit after the request timeout value
    timeout->setSuffix(tr(" s"));
    //: Shown in the request timeout field at 0
    timeout->setSpecialValueText(tr("No limit (1 hour)"));
    timeout->setValue(m_services.requestTimeoutMs / 1000.0);
    timeout->setToolTip(tr("Give up on an API request whose whole answer has not arrived "
                           "within this time"));

    auto *form = new QFormLayout;
    //: Label of the CA file field
    form->addRow(tr("&CA file:"), caRow);
    form->addRow(tr("&Request timeout:"), timeout);
    auto *error = plainLabel(new QLabel(dialog));
    error->setObjectName(QStringLiteral("clusterConnectionError"));
    error->setWordWrap(true);
    PanelKit::setTone(error, Theme::Tone::Error);
    error->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(error);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, dialog, [this, dialog, caEdit, timeout, error] {
        const QString path = caEdit->text().trimmed();
        // A CA file that cannot be used is said here, naming the file, not at the next read.
        if (!path.isEmpty()) {
            if (const Result<QByteArray> pem = Kube::ApiClient::readCaFile(path); !pem) {
                error->setText(plainText(pem.error().message));
                error->show();
                return;
            }
        }
        setConnectionSettings(path, int(std::lround(timeout->value() * 1000)));
        dialog->accept();
    });
    dialog->open();
}

void ClusterPanel::chooseContext(const QString &context)
{
    if (switchSource(Source::Live, context))
        setStatus(Status::Connecting, tr("Connecting to %1…").arg(context));
    selectComboItem(ContextItem, context);
    setLiveLoading(context);
    Q_EMIT liveContextRequested(context);
}

void ClusterPanel::setLiveLoading(const QString &context)
{
    if (m_source != Source::Live || context != m_sourceValue)
        return;
    setLiveBusy(true);
    // Refreshing a context already shown keeps its status (and data) until the new read ends.
    if (m_status != Status::Connected) {
        //: %1 is a kubeconfig context
        setStatus(Status::Connecting, tr("Connecting to %1…").arg(context));
    }
}

void ClusterPanel::setLiveSnapshot(const Kube::ClusterSnapshot &snapshot, const QString &context,
                                   const QString &servedVersion, const QStringList &warnings)
{
    if (m_source != Source::Live || context != m_sourceValue)
        return;
    if (m_loadPending) {
        // One build at a time: keep only the newest read and build it when this one is shown.
        m_queuedLive = QueuedLive{snapshot, servedVersion, warnings};
        return;
    }
    m_liveServedVersion = servedVersion;
    // The data shown now (shared, not copied): the worker finds what changed, so a watch's
    // update touches only those rows on the UI thread instead of resetting 18,000 of them.
    startLoad([snapshot, warnings, shown = m_model->prepared(), base = m_model->generation()] {
        Loaded loaded;
        loaded.prepared = ClusterTreeModel::prepare(Dra::Inventory::build(snapshot));
        loaded.changes = ClusterTreeModel::compare(shown, loaded.prepared);
        loaded.base = base;
        loaded.snapshot = snapshot;
        loaded.warnings = warnings;
        // A watch hands over the same fleet again and again: equal data must not reset the view.
        // Compared field by field, only when no row changed: hashing the inventory's JSON took
        // nine tenths of this work (issue 17 section 3: 0.5 s a read on 2,000 nodes).
        loaded.sameInventory = loaded.changes.sameShape && loaded.changes.isEmpty() &&
                               loaded.prepared.inventory == shown.inventory;
        loaded.fingerprint = qHashMulti(0, warnings, snapshot.digestBesideDevices()) | 1;
        return loaded;
    });
}

void ClusterPanel::setLiveError(const Error &error, bool forbidden)
{
    if (m_source != Source::Live)
        return;
    m_loadTask.cancel(); // a snapshot still being built for this context is older than the error
    m_loadPending = false;
    m_queuedLive.reset();
    setLiveBusy(false);
    const QString context = m_sourceValue;
    if (forbidden) {
        //: %1 is a kubeconfig context, %2 what was refused
        setStatus(Status::Forbidden, tr("Forbidden on %1: %2").arg(context, withHint(error)),
                  error.code);
        return;
    }
    const QString hint = error.hint.isEmpty()
                             ? tr("Check the context in your kubeconfig and the network, then "
                                  "reload (Ctrl+Shift+R).")
                             : error.hint;
    //: %1 is a kubeconfig context, %2 what went wrong, %3 what to do about it
    setStatus(Status::Error,
              tr("Cannot read the cluster of %1: %2\n%3").arg(context, error.message, hint),
              error.code);
}

void ClusterPanel::startLoad(std::function<Loaded()> work)
{
    m_loadPending = true;
    m_busyBar->setRange(0, 0); // until a staged load says how far it is
    m_loadTask.start(std::move(work), [this](Loaded loaded) { onLoaded(std::move(loaded)); });
    updateBusy();
}

void ClusterPanel::startStagedLoad(std::function<void(QPromise<Loaded> &)> work)
{
    m_loadPending = true;
    m_firstRowsShown = false;
    m_busyBar->setRange(0, 0);
    m_loadTask.start(std::move(work), [this](Loaded loaded) { onLoaded(std::move(loaded)); });
    updateBusy();
}

void ClusterPanel::onLoadStage(const Loaded &stage)
{
    if (stage.stage == Loaded::Stage::Final || m_source != Source::File)
        return; // onLoaded() takes the last one
    const QString name = QFileInfo(m_sourceValue).fileName();
    const bool first = stage.stage == Loaded::Stage::FirstRows;
    if (first && m_keepTreeUntilWhole)
        return; // a reload: the file read before stays until the whole inventory replaces it
    const int nodes = int(stage.prepared.inventory.nodes().size());
    // After the first rows the whole inventory keeps the row the user chose, and what is open.
    Loaded shown = stage;
    shown.warnings = m_extraWarnings;
    applyInventory(std::move(shown), !first && (m_firstRowsShown || m_keepTreeUntilWhole));
    m_firstRowsShown = first;
    if (first) {
        //: %1 is a snapshot file's name; shown while the rest of a large file is read
        setStatus(Status::Loading,
                  tr("Reading %1… the first %n node(s) are shown.", nullptr, nodes).arg(name),
                  m_sourceValue);
    } else {
        //: %1 is a snapshot file's name; the inventory is shown, the other tabs are not ready
        setStatus(Status::Loading,
                  tr("Reading %1… every node is shown; the claims, pods and classes for the "
                     "other tabs follow.")
                      .arg(name),
                  m_sourceValue);
    }
}

void ClusterPanel::onLoaded(Loaded result)
{
    m_loadPending = false;
    updateBusy();
    if (result.error) {
        const Error error = *result.error;
        if (m_source == Source::File) {
            //: %1 is why the snapshot file could not be read
            setStatus(Status::Error, tr("Cannot open the snapshot: %1").arg(withHint(error)),
                      error.code);
        } else {
            setStatus(Status::Error, tr("Cannot load the demo cluster: %1").arg(withHint(error)),
                      error.code);
        }
        Q_EMIT loadFinished(false);
        return;
    }
    const bool sameData = isSameLiveData(result);
    const Kube::ClusterSnapshot shown = result.snapshot;
    const Dra::Inventory inventory = result.prepared.inventory; // implicitly shared, no copy
    m_busyBar->setRange(0, 0);
    if (result.treeShown) { // an earlier stage put this inventory in the tree
        m_extraWarnings = result.warnings;
        updateWarnings();
    } else {
        applyInventory(std::move(result), m_source == Source::Live);
    }
    if (!sameData) {
        m_claimsView->setCluster(shown);
        Q_EMIT clusterShown(shown, inventory,
                            m_source == Source::Demo   ? tr("Demo cluster")
                            : m_source == Source::File ? QFileInfo(m_sourceValue).fileName()
                                                       : m_sourceValue);
    }
    switch (m_source) {
    case Source::Demo:
        setStatus(Status::Demo,
                  !m_kubeconfigError.isEmpty()
                      ? tr("Demo cluster: the kubeconfig cannot be read (see the warnings), so "
                           "this is sample data shipped with the console, not a real cluster.")
                  : m_contexts.isEmpty()
                      ? tr("Demo cluster: no kubeconfig was found, so this is sample data "
                           "shipped with the console, not a real cluster.")
                      : tr("Demo cluster: sample data shipped with the console, not a real "
                           "cluster."));
        break;
    case Source::File:
        //: %1 is the snapshot's file name
        setStatus(
            Status::Snapshot,
            tr("Snapshot %1 (read from a file, not live)").arg(QFileInfo(m_sourceValue).fileName()),
            m_sourceValue);
        break;
    case Source::Live:
        setLiveBusy(false);
        //: %1 is a kubeconfig context, %2 the API version read (resource.k8s.io/v1)
        setStatus(Status::Connected,
                  m_liveServedVersion.isEmpty()
                      ? tr("Connected to %1").arg(m_sourceValue)
                      : tr("Connected to %1 (reads %2)").arg(m_sourceValue, m_liveServedVersion));
        break;
    case Source::Invalid:
        break;
    }
    Q_EMIT loadFinished(true);
    if (m_queuedLive && m_source == Source::Live) {
        const QueuedLive next = *std::exchange(m_queuedLive, std::nullopt);
        setLiveSnapshot(next.snapshot, m_sourceValue, next.servedVersion, next.warnings);
    }
}

bool ClusterPanel::isSameLiveData(const Loaded &loaded) const
{
    return m_source == Source::Live && loaded.sameInventory &&
           loaded.base == m_model->generation() && loaded.fingerprint != 0 &&
           loaded.fingerprint == m_fingerprint;
}

void ClusterPanel::applyInventory(Loaded loaded, bool keepState)
{
    m_extraWarnings = loaded.warnings;
    if (keepState && isSameLiveData(loaded) && m_model->rowCount() > 0) {
        updateWarnings();
        return;
    }
    m_fingerprint = loaded.fingerprint;
    if (keepState && loaded.changes.sameShape && loaded.base == m_model->generation() &&
        m_model->rowCount() > 0) {
        // A watch's update of the same nodes and GPUs: the changed rows only. Expansion,
        // selection, scrolling and column widths stay as they are.
        const QModelIndex current = m_tree->currentIndex();
        const int gpu = current.data(ClusterTreeModel::GpuIndexRole).toInt();
        const bool detailsChanged =
            current.isValid() && (gpu < 0 || std::binary_search(loaded.changes.gpus.cbegin(),
                                                                loaded.changes.gpus.cend(), gpu));
        m_model->applyChanges(std::move(loaded.prepared), loaded.changes);
        if (detailsChanged)
            showDetails(m_tree->currentIndex());
        updateCounts();
        updateWarnings();
        return;
    }

    // What the user opened and closed stays by row key (ClusterTreeExpansion) on a reload of the
    // same source, and so does the current row once the filter's result shows it.
    m_restoreKey = QString();
    m_restoreScroll = 0;
    if (keepState) {
        m_restoreKey = m_tree->currentIndex().data(ClusterTreeModel::RowKeyRole).toString();
        m_restoreScroll = m_tree->verticalScrollBar()->value();
    } else {
        m_expansion->forget();
    }

    // Resets the filter's rows: not filtering, they show (and nodes open) at once; else when
    // the worker has matched the text against the new data.
    m_model->setPrepared(std::move(loaded.prepared));
    applyColumnVisibility(m_tree, m_model);
    fitColumns();
    // Again once the filter's rows are in and the nodes opened: the GPU rows under them are
    // measured then (their PCI bus IDs sit one indentation deeper than the node names).
    m_fitAfterFilter = true;

    if (!m_filter->isPending())
        restoreCurrent();
    updateCounts();
    updateWarnings();
}

void ClusterPanel::fitColumns()
{
    m_fittedWidth = m_tree->viewport()->width();
    // Wide text (VA driver strings, taints, "unknown (query failed)") must not push the
    // capability columns out of sight when the columns do not all fit; the tooltips and the
    // details pane carry the full text. Columns the user sized keep their width (ColumnWidths).
    int total = 0;
    for (int c = 0; c < m_model->columnCount(); ++c) {
        m_tree->resizeColumnToContents(c);
        if (!m_tree->isColumnHidden(c))
            total += m_tree->columnWidth(c);
    }
    if (total <= m_fittedWidth)
        return;
    // The columns after the essential ones are capped; the essential ones are narrowed, the
    // widest first, only as far as they must be to fit.
    for (int c = ClusterTreeModel::HealthColumn + 1; c < ClusterTreeModel::ColumnCount; ++c) {
        const int cap = 170;
        if (m_tree->columnWidth(c) > cap)
            m_tree->setColumnWidth(c, cap);
    }
    fitEssentialColumns();
}

bool ClusterPanel::eventFilter(QObject *watched, QEvent *event)
{
    // A view that was laid out narrower (a hidden tab, the window before it was shown) fits its
    // columns again at its real width, once the resizing settles.
    if (watched == m_tree->viewport() && event->type() == QEvent::Resize &&
        m_tree->viewport()->width() != m_fittedWidth && m_model->rowCount() > 0)
        m_fitTimer->start();
    return QWidget::eventFilter(watched, event);
}

// What an operator needs without scrolling, from the name to the health (issue 38, "Layouts
// that fit"): when those columns are wider than the view, the widest are narrowed to one level,
// never below their header's width, until they fit (water-filling). The product and the node
// or GPU name stay whole (the name up to a third of the view): they say which row it is. A cut
// cell's text is in its tooltip and the details pane.
void ClusterPanel::fitEssentialColumns()
{
    const int available = m_tree->viewport()->width();
    QList<int> columns;
    int fixed = 0;
    if (m_tree->columnWidth(ClusterTreeModel::NameColumn) > available / 3)
        m_tree->setColumnWidth(ClusterTreeModel::NameColumn, std::max(48, available / 3));
    for (int c = ClusterTreeModel::NameColumn; c <= ClusterTreeModel::HealthColumn; ++c) {
        if (m_tree->isColumnHidden(c))
            continue;
        if (c == ClusterTreeModel::ProductColumn || c == ClusterTreeModel::NameColumn)
            fixed += m_tree->columnWidth(c);
        else
            columns << c;
    }
    const auto floorOf = [this](int c) {
        return std::max(48, m_tree->header()->sectionSizeHint(c));
    };
    const auto widthAt = [&](int level) {
        int sum = fixed;
        for (int c : std::as_const(columns))
            sum += std::min(m_tree->columnWidth(c), std::max(level, floorOf(c)));
        return sum;
    };
    int high = 0;
    for (int c : std::as_const(columns))
        high = std::max(high, m_tree->columnWidth(c));
    if (widthAt(high) <= available)
        return;
    int low = 0; // the highest level that fits, found by bisection
    while (low < high) {
        const int mid = (low + high + 1) / 2;
        if (widthAt(mid) <= available)
            low = mid;
        else
            high = mid - 1;
    }
    for (int c : std::as_const(columns)) {
        const int width = std::min(m_tree->columnWidth(c), std::max(low, floorOf(c)));
        m_tree->setColumnWidth(c, width);
    }
}

void ClusterPanel::restoreCurrent()
{
    if (!m_restoreKey)
        return;
    const QString key = *std::exchange(m_restoreKey, std::nullopt);
    const QModelIndex selected = m_filter->indexForKey(key);
    if (selected.isValid()) {
        m_tree->selectionModel()->setCurrentIndex(selected, QItemSelectionModel::ClearAndSelect |
                                                                QItemSelectionModel::Rows);
        if (m_restoreScroll > 0) {
            m_tree->doItemsLayout(); // the scroll range of the rows now open (its layout waits)
            m_tree->verticalScrollBar()->setValue(m_restoreScroll);
        }
    } else {
        showDetails({});
    }
}

void ClusterPanel::setStatus(Status status, const QString &text, const QString &tooltip)
{
    m_statusLabel->setText(plainText(text));
    m_statusLabel->setToolTip(plainToolTip(tooltip));
    const std::optional<Theme::Tone> tone = badgeTone(status);
    m_statusLabel->setStyleSheet(tone ? Theme::badgeStyle(*tone) : QString());
    if (status != m_status) {
        m_status = status;
        Q_EMIT statusChanged(status);
    }
}

void ClusterPanel::setLiveBusy(bool busy)
{
    m_liveBusy = busy;
    updateBusy();
}

void ClusterPanel::updateBusy()
{
    const bool loading = isLoading();
    m_busyBar->setVisible(loading || m_liveBusy);
    if (loading != m_wasBusy) {
        m_wasBusy = loading;
        Q_EMIT loadingChanged(loading);
    }
}

void ClusterPanel::updateCounts()
{
    // The same counts as the tree's node rows, the summary and `accelctl get gpus`: GPUs, and
    // the devices that are not GPUs apart.
    const int gpus = m_model->inventory().gpuCount();
    const int standalone = m_model->inventory().otherDeviceCount();
    const QString summary = summaryHtml(m_model->summary());
    m_fleetSummary->setText(summary);
    m_fleetSummary->setVisible(!summary.isEmpty());
    if (m_fleetStrip->counts() != m_model->fleetCounts()) {
        m_fleetStrip->setCounts(m_model->fleetCounts());
        m_fleetShown = -1;
    }
    const int nodes = int(m_model->inventory().nodes().size());
    QString text;
    if (!m_filter->isFiltering()) {
        //: Counts under the cluster filter; %n nodes
        text = tr("%n node(s)", nullptr, nodes) + QStringLiteral(", ") +
               tr("%n GPU(s)", nullptr, gpus);
        if (standalone > 0)
            text += QStringLiteral(", ") + tr("%n other device(s)", nullptr, standalone);
    } else {
        //: Counts while filtering: %1 shown of %n nodes
        text = tr("%1 of %n node(s)", nullptr, nodes).arg(m_filter->visibleNodeCount()) +
               QStringLiteral(", ") +
               tr("%1 of %n GPU(s)", nullptr, gpus).arg(m_filter->visibleGpuCount());
        if (standalone > 0)
            text += QStringLiteral(", ") + tr("%1 of %n other device(s)", nullptr, standalone)
                                               .arg(m_filter->visibleStandaloneCount());
    }
    m_counts->setText(text);
}

void ClusterPanel::updateWarnings()
{
    QStringList all = m_extraWarnings;
    if (!m_kubeconfigError.isEmpty())
        all.prepend(m_kubeconfigError);
    all << m_model->inventory().warnings();
    m_warnings->clear();
    m_warnings->addItems(all);
    for (int i = 0; i < m_warnings->count(); ++i)
        m_warnings->item(i)->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
    m_warningsTitle->setVisible(!all.isEmpty());
    m_warnings->setVisible(!all.isEmpty());
}

void ClusterPanel::showDetails(const QModelIndex &proxyIndex)
{
    m_details->clear();
    const QModelIndex index = m_filter->mapToSource(proxyIndex);
    const Dra::Node *node = m_model->node(index);
    if (!node) {
        if (m_model->rowCount() > 0) {
            auto *hint = new QTreeWidgetItem(m_details);
            hint->setText(0, tr("Select a node or GPU to see its devices and attributes."));
            hint->setFirstColumnSpanned(true);
            hint->setDisabled(true);
        }
        return;
    }
    const QIcon warningIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const auto add = [this](QTreeWidgetItem *parent, const QString &field, const QString &value) {
        auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_details);
        item->setText(0, field);
        item->setText(1, value);
        item->setToolTip(1, value);
        return item;
    };
    const auto warn = [&](const QString &text) {
        QTreeWidgetItem *item = add(nullptr, tr("Warning"), text);
        item->setIcon(0, warningIcon);
    };
    const Dra::Gpu *gpu = m_model->gpu(index);
    const Dra::Inventory &fleet = m_model->inventory();
    if (const Dra::Device *part = m_model->partition(index)) {
        // A partition of the GPU above it: what it is, whether it can be had, its own values.
        add(nullptr, tr("Partition"), part->name);
        add(nullptr, tr("What"), Dra::deviceKindLabel(*part));
        add(nullptr, tr("State"), Dra::deviceStateText(part->state));
        add(nullptr, tr("GPU"),
            gpu->standalone ? Dra::gpuCell(fleet, *gpu, Dra::Column::Device) : gpu->pciBusId);
        for (const Dra::Column c : {Dra::Column::Profile, Dra::Column::Memory, Dra::Column::Compute,
                                    Dra::Column::HeldBy, Dra::Column::Taints}) {
            const QString value = Dra::deviceCell(fleet, *part, c);
            if (!value.isEmpty())
                add(nullptr, Dra::columnTitle(c), value);
        }
        for (const Dra::CounterConsumption &use : fleet.counterUses(*part)) {
            QStringList counters;
            for (const auto &[name, quantity] : use.counters)
                counters << name + QLatin1Char('=') + quantity;
            //: A partition's shared counter consumption: %1 the counter set
            add(nullptr, tr("Consumes from %1").arg(use.counterSet),
                counters.join(QStringLiteral(", ")));
        }
        QTreeWidgetItem *attributes =
            add(nullptr, tr("Attributes"), QString::number(part->attributes.size()));
        for (const auto &[key, value] : part->attributes)
            add(attributes, key, value.toString());
        m_details->expandAll();
        m_details->resizeColumnToContents(0);
        return;
    }
    if (!gpu) {
        add(nullptr, tr("Node"), node->name);
        add(nullptr, tr("Node object"),
            node->hasNodeObject ? tr("read") : tr("not read (only slices name this node)"));
        add(nullptr, QStringLiteral("nvidia.com/gpu.present"),
            node->gpuPresentLabel.value_or(tr("(no label)")));
        add(nullptr, QStringLiteral("nvidia.com/gpu.product"),
            node->gpuProductLabel.value_or(tr("(no label)")));
        add(nullptr, tr("GPUs"), QString::number(node->gpus.size()));
        if (!node->others.isEmpty()) {
            QStringList others;
            for (const int o : node->others)
                others << Dra::gpuCell(fleet, fleet.gpus().at(o), Dra::Column::Device) +
                              QStringLiteral(" (") +
                              Dra::entryKindLabel(fleet, fleet.gpus().at(o)) + QLatin1Char(')');
            //: Details of a node: devices that are not GPUs (IMEX channels, NICs)
            add(nullptr, tr("Other devices"), others.join(QStringLiteral(", ")));
        }
        if (node->poolIncomplete)
            warn(tr("A ResourceSlice pool on this node is incomplete: devices may be missing."));
        return;
    }

    const Dra::Inventory &inventory = m_model->inventory();
    add(nullptr, tr("Node"), gpu->nodeName);
    if (!gpu->isGpu())
        //: Details of a device that is not a GPU: what it is (IMEX channel, NIC ...)
        add(nullptr, tr("What"), Dra::entryKindLabel(inventory, *gpu));
    if (!gpu->standalone)
        add(nullptr, tr("PCI bus ID"), gpu->pciBusId);
    add(nullptr, tr("Product"), gpu->product);
    // What the drivers' own attributes say, as `accelctl get gpus -o wide` shows it.
    for (const Dra::Column c :
         {Dra::Column::Device, Dra::Column::Memory, Dra::Column::Architecture,
          Dra::Column::ComputeCapability, Dra::Column::DriverVersion, Dra::Column::CudaVersion,
          Dra::Column::Uuid, Dra::Column::Index, Dra::Column::Family, Dra::Column::Compute,
          Dra::Column::Numa, Dra::Column::Health, Dra::Column::Partitions, Dra::Column::Counters,
          Dra::Column::Attributes}) {
        const QString value = Dra::gpuCell(inventory, *gpu, c);
        if (!value.isEmpty())
            add(nullptr, Dra::columnTitle(c), value);
    }
    if (gpu->partitions > 0) {
        for (const Dra::CounterSet *set : inventory.counterSets(*gpu)) {
            //: Details of a partitionable GPU: one of its shared counter sets
            QTreeWidgetItem *item = add(nullptr, tr("Counter set"), set->name);
            for (const Dra::CounterSet::Counter &c : set->counters)
                //: A shared counter: %1 what is left, %2 its total, %3 what is used
                add(item, c.name, tr("%1 left of %2 (%3 used)").arg(c.left, c.total, c.used));
        }
    }
    if (gpu->capabilityState != Dra::CapabilityState::NotPublished || !gpu->renderNode.isEmpty()) {
        add(nullptr, tr("Render node"), gpu->renderNode);
        add(nullptr, tr("VA driver"), gpu->vaDriver.value_or(QString()));
        add(nullptr, tr("Capabilities"),
            gpu->capabilityState == Dra::CapabilityState::Known
                ? QString(gpu->capabilitySummary() + QStringLiteral(": ") +
                          gpu->capabilities.join(QStringLiteral(", ")))
                : gpu->capabilitySummary());
    }
    add(nullptr, tr("Drivers"), gpu->drivers.join(QStringLiteral(", ")));
    //: Details of a GPU: the ResourceClaims whose allocation holds one of its devices
    add(nullptr, tr("Held by"),
        gpu->heldBy.isEmpty() ? tr("(no claim)") : gpu->heldBy.join(QStringLiteral(", ")));
    if (!gpu->taints.isEmpty())
        add(nullptr, tr("Taints"), gpu->taints.join(QStringLiteral(", ")));
    if (gpu->capabilityState == Dra::CapabilityState::QueryFailed)
        warn(tr("The capability query failed (no vaDriver): capabilities unknown, not absent."));
    if (gpu->poolIncomplete)
        warn(tr("A pool of this GPU is incomplete: fewer slices than its resourceSliceCount."));

    for (int d : gpu->devices) {
        const Dra::Device &device = inventory.devices().at(d);
        //: A device in the details pane: %1 its driver, %2 its name
        QTreeWidgetItem *top =
            add(nullptr, tr("Device"), tr("%1 / %2").arg(device.driver, device.name));
        QFont bold = top->font(0);
        bold.setBold(true);
        top->setFont(0, bold);
        top->setFont(1, bold);
        add(top, tr("Driver"), device.driver);
        add(top, tr("Pool"),
            device.poolIncomplete ? tr("%1 (incomplete)").arg(device.pool) : device.pool);
        add(top, tr("Slice"), device.slice);
        add(top, tr("Node"), device.nodeName);
        if (device.allowMultipleAllocations)
            add(top, tr("Shared"), tr("allowMultipleAllocations: true"));
        if (!device.heldBy.isEmpty())
            add(top, tr("Held by"), device.heldBy.join(QStringLiteral(", ")));
        if (!device.taints.isEmpty())
            add(top, tr("Taints"), device.taints.join(QStringLiteral(", ")));
        QTreeWidgetItem *attributes =
            add(top, tr("Attributes"), QString::number(device.attributes.size()));
        for (const auto &[key, value] : device.attributes)
            add(attributes, key, value.toString());
        if (!device.capacity.isEmpty()) {
            QTreeWidgetItem *capacity =
                add(top, tr("Capacity"), QString::number(device.capacity.size()));
            for (auto it = device.capacity.cbegin(); it != device.capacity.cend(); ++it)
                add(capacity, it.key(), it.value());
        }
        if (device.poolIncomplete) {
            QTreeWidgetItem *item = add(top, tr("Warning"), tr("pool incomplete"));
            item->setIcon(0, warningIcon);
        }
    }
    m_details->expandAll();
    m_details->resizeColumnToContents(0);
}

void ClusterPanel::showNextGpu(Dra::FleetState state)
{
    // One pass over the tree (thousands of GPUs at fleet scale), in tree order.
    QList<QModelIndex> rows;
    for (int n = 0; n < m_model->rowCount(); ++n) {
        const QModelIndex node = m_model->index(n, 0);
        for (int g = 0; g < m_model->rowCount(node); ++g) {
            const QModelIndex row = m_model->index(g, 0, node);
            const Dra::Gpu *gpu = m_model->gpu(row);
            if (gpu && gpu->isGpu() && Dra::gpuHasState(*gpu, state))
                rows << row;
        }
    }
    if (rows.isEmpty())
        return;
    m_tabs->setCurrentIndex(0);
    if (m_fleetShownState != state) // another state starts at its first row
        m_fleetShown = -1;
    m_fleetShownState = state;
    m_fleetShown = int((m_fleetShown + 1) % rows.size());
    const QModelIndex source = rows.at(m_fleetShown);
    if (!m_filter->mapFromSource(source).isValid())
        m_filterEdit->clear(); // clearing needs no worker: the row shows at once
    const QModelIndex shown = m_filter->mapFromSource(source);
    if (!shown.isValid())
        return;
    m_tree->expand(shown.parent());
    m_tree->setCurrentIndex(shown);
    m_tree->scrollTo(shown);
    m_tree->setFocus(Qt::OtherFocusReason);
}

} // namespace Accel::Ui
