// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "clusterclaimsview.h"
#include "icons.h"

#include "errortext.h"
#include "plaintext.h"
#include "shortcuts.h"
#include "theme.h"
#include "workpool.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTreeView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <utility>

namespace Accel::Ui {

namespace {

/// Set on a table once its columns have been fitted to its first rows.
constexpr char ColumnsFittedProperty[] = "accelColumnsFitted";
/// The rows a column's fit reads: those on screen and the nearest others, up to this many
/// (Qt reads 1,000: 47 ms of the UI thread for the three tables at 16,000 nodes, issue 37).
constexpr int ColumnFitRows = 200;

/// The pool bar: devices in use, tainted and free as three segments with a count.
class PoolBarDelegate : public PlainTextDelegate
{
public:
    using PlainTextDelegate::PlainTextDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        const int total = index.data(ClusterClaimsView::TotalRole).toInt();
        if (total <= 0) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        const int inUse = index.data(ClusterClaimsView::InUseRole).toInt();
        const int tainted = index.data(ClusterClaimsView::TaintedRole).toInt();
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QString text = opt.text;
        opt.text.clear();
        QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

        const QRect bar = option.rect.adjusted(2, 3, -2, -3);
        painter->save();
        painter->setPen(Qt::NoPen);
        painter->setBrush(option.palette.color(QPalette::AlternateBase));
        painter->drawRect(bar);
        const auto width = [&](int n) { return int(qint64(bar.width()) * n / total); };
        QRect used = bar;
        used.setWidth(width(inUse));
        painter->setBrush(option.palette.color(QPalette::Highlight));
        painter->drawRect(used);
        QRect bad = bar;
        bad.setLeft(used.right() + 1);
        bad.setWidth(width(tainted));
        painter->setBrush(Theme::warningColour(option.palette));
        painter->drawRect(bad);
        painter->setPen(option.palette.color(QPalette::Text));
        painter->drawText(bar.adjusted(4, 0, -4, 0), Qt::AlignVCenter | Qt::AlignRight, text);
        painter->restore();
    }
};

TableCell cell(QString text, QString toolTip = {})
{
    return TableCell{std::move(text), std::move(toolTip), Theme::Tone::Plain, false, {}};
}

/// The filter text over every column, and optionally a row role that must be true (top-level
/// rows: "only the leaked claims").
class RowFilter : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setRequiredRole(int role)
    {
        if (role == m_role)
            return;
        m_role = role;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override
    {
        // A child row (a claim's device) goes with its row: recursive filtering would otherwise
        // bring back every parent through its children.
        if (m_role != 0) {
            const QModelIndex top =
                sourceParent.isValid() ? sourceParent : sourceModel()->index(sourceRow, 0);
            if (!top.data(m_role).toBool())
                return false;
        }
        return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
    }

private:
    int m_role = 0;
};

QSortFilterProxyModel *filterFor(RowTableModel *model, QObject *parent)
{
    auto *filter = new RowFilter(parent);
    filter->setSourceModel(model);
    filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    filter->setFilterKeyColumn(-1);
    filter->setRecursiveFilteringEnabled(true);
    filter->setSortRole(RowTableModel::SortRole);
    filter->setSortCaseSensitivity(Qt::CaseInsensitive);
    return filter;
}

QTreeView *viewFor(QSortFilterProxyModel *model, const QString &name, QWidget *parent)
{
    auto *view = new QTreeView(parent);
    view->setObjectName(name);
    usePlainText(view);
    view->setModel(model);
    view->setUniformRowHeights(true);
    view->setAlternatingRowColors(true);
    view->setRootIsDecorated(false);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    // Rows come in the engine's order (pending pods first) until a header is clicked.
    view->header()->setSortIndicator(-1, Qt::AscendingOrder);
    view->setSortingEnabled(true);
    view->header()->setResizeContentsPrecision(ColumnFitRows);
    return view;
}

} // namespace

ClusterClaimsView::ClusterClaimsView(QWidget *parent)
    : QWidget(parent)
{
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("claimsFilter"));
    //: Placeholder of the filter over pools, claims and pods
    m_filter->setPlaceholderText(tr("Filter pools, claims and pods (node, namespace, device…)"));
    m_filter->setClearButtonEnabled(true);
    m_counts = plainLabel(new QLabel(this));
    m_counts->setObjectName(QStringLiteral("claimsCounts"));
    m_warnings = plainLabel(new QLabel(this));
    m_warnings->setObjectName(QStringLiteral("claimsWarnings"));
    m_warnings->setWordWrap(true);
    m_warnings->hide();

    m_pools = new RowTableModel(
        {tr("Pool"), tr("Node"), tr("In use / tainted / free"), tr("Left"), tr("State")}, this);
    m_claims =
        new RowTableModel({tr("Claim"), tr("State"), tr("Reserved for"), tr("Devices")}, this);
    m_pods = new RowTableModel({tr("Pod"), tr("Phase"), tr("Claims")}, this);
    updateLook();
    m_poolsFilter = filterFor(m_pools, this);
    m_claimsFilter = filterFor(m_claims, this);
    m_podsFilter = filterFor(m_pods, this);
    m_poolsView = viewFor(m_poolsFilter, QStringLiteral("poolsView"), this);
    m_poolsView->setItemDelegateForColumn(PoolUsageColumn, new PoolBarDelegate(m_poolsView));
    m_claimsView = viewFor(m_claimsFilter, QStringLiteral("claimsView"), this);
    m_claimsView->setRootIsDecorated(true);
    m_podsView = viewFor(m_podsFilter, QStringLiteral("podsView"), this);

    //: Button: explain why the selected pod waits, node by node
    m_explainButton = new QPushButton(Icons::icon(Icons::Action::Explain), tr("&Explain"), this);
    m_explainButton->setObjectName(QStringLiteral("explainButton"));
    m_explainButton->setToolTip(
        tr("Why the selected pod waits: its claims on every node (Ctrl+E)"));
    m_explainButton->setEnabled(false);
    Shortcuts::bind(Shortcuts::Id::ExplainPod, this, [this] {
        showList(m_podsView);
        explainSelected();
    });
    connect(m_explainButton, &QPushButton::clicked, this, &ClusterClaimsView::explainSelected);

    m_explanation = new QTreeWidget(this);
    m_explanation->setObjectName(QStringLiteral("podExplanation"));
    usePlainText(m_explanation);
    m_explanation->setColumnCount(3);
    m_explanation->setHeaderLabels({tr("Node"), tr("Fits"), tr("First reason")});
    m_explanation->setRootIsDecorated(false);
    m_explanation->setAlternatingRowColors(true);
    m_explanation->setUniformRowHeights(true);

    // Pods, claims and pools each on a tab of their own, so that each list has the height of
    // the view (issue 38: at least eight whole rows at 1366x768); the pods' tab keeps the chosen
    // pod's explanation below them.
    auto *podsList = new QWidget(this);
    auto *podsLayout = new QVBoxLayout(podsList);
    podsLayout->setContentsMargins(0, 0, 0, 0);
    auto *podsHeader = new QHBoxLayout;
    podsHeader->addWidget(new QLabel(tr("Pods with claims"), podsList), 1);
    podsHeader->addWidget(m_explainButton);
    podsLayout->addLayout(podsHeader);
    podsLayout->addWidget(m_podsView, 1);
    m_podsTab = new QSplitter(Qt::Vertical, this);
    m_podsTab->setObjectName(QStringLiteral("claimsSplitter"));
    m_podsTab->setChildrenCollapsible(false);
    m_podsTab->addWidget(podsList);
    m_podsTab->addWidget(m_explanation);
    m_podsTab->setStretchFactor(0, 1);
    m_podsTab->setStretchFactor(1, 1);

    m_lists = new QTabWidget(this);
    m_lists->setObjectName(QStringLiteral("claimsListTabs"));
    m_lists->setDocumentMode(true);
    m_lists->addTab(m_podsTab, QString());
    m_lists->addTab(m_claimsView, QString());
    m_lists->addTab(m_poolsView, QString());
    for (QSortFilterProxyModel *f : {m_podsFilter, m_claimsFilter, m_poolsFilter}) {
        connect(f, &QAbstractItemModel::modelReset, this, &ClusterClaimsView::updateTabTitles);
        connect(f, &QAbstractItemModel::layoutChanged, this, &ClusterClaimsView::updateTabTitles);
        connect(f, &QAbstractItemModel::rowsInserted, this, &ClusterClaimsView::updateTabTitles);
        connect(f, &QAbstractItemModel::rowsRemoved, this, &ClusterClaimsView::updateTabTitles);
    }
    updateTabTitles();

    auto *top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addWidget(m_counts);
    // "Showing only the leaked claims [Show all]": what a count of the attention strip chose.
    m_onlyBar = new QWidget(this);
    m_onlyBar->setObjectName(QStringLiteral("claimsOnlyBar"));
    m_onlyLabel = plainLabel(new QLabel(m_onlyBar));
    m_onlyLabel->setObjectName(QStringLiteral("claimsOnlyLabel"));
    //: Button: stop narrowing the lists to what needs attention
    auto *showAll = new QPushButton(tr("Show all"), m_onlyBar);
    showAll->setObjectName(QStringLiteral("claimsShowAll"));
    connect(showAll, &QPushButton::clicked, this, [this] { showOnly(Only::All); });
    auto *onlyLayout = new QHBoxLayout(m_onlyBar);
    onlyLayout->setContentsMargins(0, 0, 0, 0);
    onlyLayout->addWidget(m_onlyLabel, 1);
    onlyLayout->addWidget(showAll);
    m_onlyBar->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_onlyBar);
    layout->addWidget(m_warnings);
    layout->addWidget(m_lists, 1);

    connect(m_filter, &QLineEdit::textChanged, this, &ClusterClaimsView::setFilterText);
    Shortcuts::markFilter(m_filter); // the Cluster panel's Ctrl+F finds it
    // Enter on a pod: its explanation, node by node.
    Shortcuts::bind(Shortcuts::Id::OpenDetails, m_podsView, [this] {
        showList(m_podsView);
        explainSelected();
        m_explanation->setFocus(Qt::ShortcutFocusReason);
    });
    connect(m_podsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                m_explainButton->setEnabled(current.isValid());
                if (current.isValid())
                    explainSelected();
            });
}

// The workers hold copies of the snapshot; the tasks drop their results when the view goes.
ClusterClaimsView::~ClusterClaimsView() = default;

bool ClusterClaimsView::isBusy() const
{
    return m_computeTask.isRunning() || m_explainTask.isRunning();
}

QString ClusterClaimsView::countsText() const
{
    return m_counts->text();
}

QString ClusterClaimsView::explanationText() const
{
    QStringList lines;
    for (int i = 0; i < m_explanation->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *row = m_explanation->topLevelItem(i);
        lines << QStringList{row->text(0), row->text(1), row->text(2)}.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n'));
}

void ClusterClaimsView::setCluster(const Kube::ClusterSnapshot &snapshot)
{
    releaseOnWorkPool(std::exchange(m_cluster, Dra::PreparedCluster(snapshot)));
    // An explanation of the old cluster is stale; it stays on screen until the pod is explained
    // again on the new one (onComputed), so a watch's refresh does not blank it.
    m_explainTask.cancel();
    //: While the claims of a newly loaded cluster are being joined
    m_counts->setText(tr("Reading claims…"));
    m_computeTask.start(
        [cluster = m_cluster] {
            Computed c;
            c.claims = Dra::clusterClaims(cluster);
            c.pools = Dra::clusterPools(cluster, {}, &c.poolWarnings);
            c.pods = Dra::podsWithClaims(cluster.snapshot());
            makeRows(c);
            return c;
        },
        [this](Computed c) { onComputed(std::move(c)); });
    Q_EMIT busyChanged(true);
}

void ClusterClaimsView::setFilterText(const QString &text)
{
    if (m_filter->text() != text)
        m_filter->setText(text);
    for (QSortFilterProxyModel *f : {m_poolsFilter, m_claimsFilter, m_podsFilter})
        f->setFilterFixedString(text);
}

/// The tables' rows as plain values, made on the worker that computed `c` (tens of ms for a
/// fleet's 2,000 pools, 12,000 claims and 20,000 pods): the UI thread only swaps them in, and
/// makes colours and icons when it paints (RowTableModel).
void ClusterClaimsView::makeRows(Computed &c)
{
    if (c.pools) {
        c.poolRows.reserve(c.pools->size());
        for (const Dra::PoolUsage &p : *c.pools) {
            QStringList left;
            for (const Dra::PoolUsage::Counter &counter : p.counters)
                //: A shared counter left in a pool: %1 set/counter, %2 left, %3 total
                left << ClusterClaimsView::tr("%1: %2 of %3")
                            .arg(counter.counterSet + QLatin1Char('/') + counter.counter,
                                 counter.left, counter.total);
            for (const Dra::PoolUsage::SharedCapacity &cap : p.shared)
                left << ClusterClaimsView::tr("%1: %2 of %3")
                            .arg(cap.device + QLatin1Char(' ') +
                                     cap.capacity.section(QLatin1Char('/'), -1),
                                 cap.left, cap.total);
            TableCell usage =
                //: A pool bar's text: %1 devices in use, %2 tainted, %3 free
                cell(ClusterClaimsView::tr("%1 / %2 / %3").arg(p.inUse).arg(p.tainted).arg(p.free),
                     ClusterClaimsView::tr("%1 of %2 devices in use by claims, %3 tainted, %4 free")
                         .arg(p.inUse)
                         .arg(p.devices)
                         .arg(p.tainted)
                         .arg(p.free));
            usage.sortKey = p.inUse; // the bar's first figure, numerically
            TableCell state =
                cell(p.invalid      ? ClusterClaimsView::tr("invalid: %1").arg(p.invalidReason)
                     : p.incomplete ? ClusterClaimsView::tr("incomplete (%1 of %2 slices)")
                                          .arg(p.slices)
                                          .arg(p.resourceSliceCount)
                                    : ClusterClaimsView::tr("ok"));
            if (p.invalid || p.incomplete) {
                state.tone = Theme::Tone::Error;
                state.warningIcon = true;
            }
            TableRow row;
            row.cells = {
                cell(p.driver + QLatin1Char('/') + p.name),
                cell(p.nodes.join(QStringLiteral(", "))), std::move(usage),
                cell(left.isEmpty() ? QStringLiteral("-") : left.join(QStringLiteral("; "))),
                std::move(state)};
            row.roles = {{InUseRole, p.inUse},
                         {TaintedRole, p.tainted},
                         {TotalRole, p.devices},
                         {IncompleteRole, p.invalid || p.incomplete}};
            c.poolRows.append(std::move(row));
        }
    }

    c.claimRows.reserve(c.claims.claims.size());
    for (const Dra::ClaimView &claim : std::as_const(c.claims.claims)) {
        QStringList devices;
        bool unhealthy = false;
        for (const Dra::ClaimDeviceView &d : claim.devices) {
            devices << (d.node.isEmpty() ? d.device : d.node + QLatin1Char('/') + d.device);
            unhealthy = unhealthy || d.unhealthy;
        }
        QString stateText = Dra::claimStateName(claim.state);
        if (claim.leak())
            //: A claim allocated but reserved for no pod
            stateText = ClusterClaimsView::tr("allocated for no pod (leak)");
        TableCell name = cell(claim.ns + QLatin1Char('/') + claim.name);
        TableCell state = cell(stateText, claim.warnings.join(QLatin1Char('\n')));
        if (claim.leak() || unhealthy) {
            name.warningIcon = true;
            state.tone = Theme::Tone::Error;
        }
        TableRow row;
        row.cells = {std::move(name), std::move(state),
                     cell(claim.reservedFor.join(QStringLiteral(", "))),
                     cell(devices.join(QStringLiteral(", ")))};
        row.roles = {{LeakRole, claim.leak()}, {UnhealthyRole, unhealthy}};
        row.children.reserve(claim.devices.size());
        for (const Dra::ClaimDeviceView &d : claim.devices) {
            QStringList what{d.driver + QLatin1Char('/') + d.pool + QLatin1Char('/') + d.device};
            if (!d.pciBusId.isEmpty())
                what << d.pciBusId;
            TableCell health = cell(d.unhealthy ? ClusterClaimsView::tr("unhealthy") : QString(),
                                    d.conditions.join(QLatin1Char('\n')));
            if (d.unhealthy)
                health.tone = Theme::Tone::Error;
            TableRow device;
            device.cells = {cell(d.request), std::move(health), cell(d.node),
                            cell(what.join(u"  "))};
            row.children.append(std::move(device));
        }
        c.claimRows.append(std::move(row));
    }

    c.podRows.reserve(c.pods.size());
    for (const Dra::PodWithClaims &pod : std::as_const(c.pods)) {
        const QString key = pod.ns + QLatin1Char('/') + pod.name;
        TableCell phase = cell(pod.phase);
        if (pod.pending())
            phase.tone = Theme::Tone::Warning;
        TableRow row;
        row.cells = {cell(key), std::move(phase), cell(pod.claims.join(QStringLiteral(", ")))};
        row.roles = {{PodKeyRole, key}, {PendingRole, pod.pending()}};
        c.podRows.append(std::move(row));
    }
}

void ClusterClaimsView::onComputed(Computed c)
{
    // One reset per table over rows made on the worker: nothing per row on the UI thread
    // (issue 17 section 3). The filters follow the reset; the old rows are freed on a worker.
    // The pod the operator chose stays chosen across the reset (a live watch refreshes often).
    const QModelIndex chosen = m_podsView->currentIndex();
    const QString chosenPod =
        chosen.isValid() ? chosen.siblingAtColumn(0).data(PodKeyRole).toString() : QString();
    m_pools->setRows(std::move(c.poolRows));
    m_claims->setRows(std::move(c.claimRows));
    m_pods->setRows(std::move(c.podRows));
    if (!chosenPod.isEmpty()) {
        for (int row = 0; row < m_pods->rowCount(); ++row) {
            if (m_pods->index(row, 0).data(PodKeyRole).toString() == chosenPod) {
                // Explained again, on the new cluster.
                m_podsView->setCurrentIndex(m_podsFilter->mapFromSource(m_pods->index(row, 0)));
                break;
            }
        }
    }
    // Columns fit their contents once, on a table's first rows: a live watch refills the tables
    // four times a second, and refitting each time undid the widths an operator set and cost
    // the UI thread a text layout of up to a thousand rows per column (bench_clusterwatch).
    for (QTreeView *v : {m_poolsView, m_claimsView, m_podsView}) {
        if (v->property(ColumnsFittedProperty).toBool() || v->model()->rowCount() == 0)
            continue;
        v->setProperty(ColumnsFittedProperty, true);
        for (int col = 0; col < v->model()->columnCount() - 1; ++col)
            v->resizeColumnToContents(col);
        if (v == m_poolsView)
            v->setColumnWidth(PoolUsageColumn, std::max(v->columnWidth(PoolUsageColumn), 160));
    }

    const Dra::ClusterClaimsReport &r = c.claims;
    //: %1 claims, %2 pending, %3 reserved, %4 leaks, %5 unhealthy devices
    m_counts->setText(tr("%1 claims: %2 pending, %3 reserved, %4 leaked, %5 unhealthy devices")
                          .arg(r.claims.size())
                          .arg(r.pending)
                          .arg(r.reserved)
                          .arg(r.leaks)
                          .arg(r.unhealthy));
    QStringList warnings = r.warnings + c.poolWarnings;
    if (!c.pools)
        warnings << withHint(c.pools.error(), u" ");
    if (r.leaks > 0)
        warnings << tr("%n claim(s) hold devices for no pod: delete them to free the devices.",
                       nullptr, r.leaks);
    if (r.unhealthy > 0)
        warnings << tr("%n allocated device(s) report a condition that is not healthy.", nullptr,
                       r.unhealthy);
    m_warnings->setText(plainText(warnings.join(QLatin1Char('\n'))));
    PanelKit::setTone(m_warnings, Theme::Tone::Error);
    m_warnings->setVisible(!warnings.isEmpty());
    Q_EMIT updated();
    // The first Pending pod is what an operator opens this view for: explain it at once.
    if (!m_podsView->currentIndex().isValid() && m_pods->rowCount() > 0 &&
        m_pods->index(0, 1).data().toString() == QLatin1String("Pending"))
        m_podsView->setCurrentIndex(m_podsFilter->mapFromSource(m_pods->index(0, 0)));
    if (!m_podsView->currentIndex().isValid())
        m_explanation->clear(); // the pod it explained is gone
    Q_EMIT busyChanged(isBusy());
}

void ClusterClaimsView::updateLook()
{
    if (!m_pools) // a change event while constructing
        return;
    for (RowTableModel *model : {m_pools, m_claims, m_pods})
        model->setLook(palette(), style()->standardIcon(QStyle::SP_MessageBoxWarning));
}

void ClusterClaimsView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        updateLook();
}

void ClusterClaimsView::showOnly(Only only)
{
    m_only = only;
    const int poolRole = only == Only::IncompletePools ? int(IncompleteRole) : 0;
    const int claimRole = only == Only::LeakedClaims ? int(LeakRole) : 0;
    const int podRole = only == Only::PendingPods ? int(PendingRole) : 0;
    static_cast<RowFilter *>(m_poolsFilter)->setRequiredRole(poolRole);
    static_cast<RowFilter *>(m_claimsFilter)->setRequiredRole(claimRole);
    static_cast<RowFilter *>(m_podsFilter)->setRequiredRole(podRole);
    QString text;
    QTreeView *view = nullptr;
    switch (only) {
    case Only::All:
        break;
    case Only::LeakedClaims:
        //: Above the lists after a click on the attention strip's count
        text = tr("Showing only the leaked claims: allocated, reserved for no pod.");
        view = m_claimsView;
        break;
    case Only::PendingPods:
        text = tr("Showing only the pending pods; the first is explained below.");
        view = m_podsView;
        break;
    case Only::IncompletePools:
        text = tr("Showing only the incomplete or invalid pools.");
        view = m_poolsView;
        break;
    }
    m_onlyLabel->setText(text);
    m_onlyBar->setVisible(only != Only::All);
    if (view)
        showList(view);
    if (view && view->model()->rowCount() > 0) {
        const QModelIndex first = view->model()->index(0, 0);
        view->setCurrentIndex(first); // a pod: explained (currentRowChanged)
        view->scrollTo(first);
        view->setFocus(Qt::OtherFocusReason);
    }
}

void ClusterClaimsView::showList(QTreeView *view)
{
    m_lists->setCurrentWidget(view == m_podsView ? static_cast<QWidget *>(m_podsTab) : view);
}

void ClusterClaimsView::updateTabTitles()
{
    //: Tabs of the Claims in the cluster view, with the rows each shows
    m_lists->setTabText(m_lists->indexOf(m_podsTab), tr("Pods (%1)").arg(m_podsFilter->rowCount()));
    m_lists->setTabText(m_lists->indexOf(m_claimsView),
                        tr("Claims (%1)").arg(m_claimsFilter->rowCount()));
    m_lists->setTabText(m_lists->indexOf(m_poolsView),
                        tr("Pools (%1)").arg(m_poolsFilter->rowCount()));
}

void ClusterClaimsView::explainSelected()
{
    const QModelIndex current = m_podsView->currentIndex();
    if (!current.isValid())
        return;
    const QString key = current.siblingAtColumn(0).data(PodKeyRole).toString();
    explainPod(key.section(QLatin1Char('/'), 0, 0), key.section(QLatin1Char('/'), 1));
}

void ClusterClaimsView::explainPod(const QString &ns, const QString &name)
{
    showList(m_podsView);
    m_explanation->clear();
    auto *waiting = new QTreeWidgetItem(m_explanation);
    //: While the pod's claims are tried on every node
    waiting->setText(0, tr("Explaining %1/%2…").arg(ns, name));
    waiting->setFirstColumnSpanned(true);
    m_explainTask.start(
        [cluster = m_cluster, ns, name] { return Dra::explainPod(cluster, ns, name); },
        [this](const Result<Dra::PodExplanation> &explanation) { onExplained(explanation); });
    Q_EMIT busyChanged(true);
}

void ClusterClaimsView::onExplained(const Result<Dra::PodExplanation> &explanation)
{
    m_explanation->clear();
    if (!explanation) {
        auto *row = new QTreeWidgetItem(m_explanation);
        row->setText(0, withHint(explanation.error(), u" "));
        row->setFirstColumnSpanned(true);
        row->setForeground(0, Theme::errorColour(palette()));
    } else {
        showExplanation(*explanation);
    }
    Q_EMIT explained();
    Q_EMIT busyChanged(isBusy());
}

void ClusterClaimsView::showExplanation(const Dra::PodExplanation &explanation)
{
    const QColor error = Theme::errorColour(palette());
    const QColor ok = Theme::okColour(palette());
    for (const Dra::PodExplanation::NodeVerdict &n : explanation.nodes) {
        auto *row = new QTreeWidgetItem(m_explanation);
        row->setText(0, n.node);
        //: Whether a pod's claims fit on a node
        row->setText(1, n.fits ? tr("✓ fits") : tr("✗ no"));
        row->setForeground(1, n.fits ? ok : error);
        row->setText(2, n.reason);
        row->setToolTip(2, n.reason);
    }
    for (const QString &note : explanation.notes) {
        auto *row = new QTreeWidgetItem(m_explanation);
        row->setText(0, note);
        row->setFirstColumnSpanned(true);
    }
    m_explanation->resizeColumnToContents(0);
    m_explanation->resizeColumnToContents(1);
}

} // namespace Accel::Ui
