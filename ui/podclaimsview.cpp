// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "podclaimsview.h"
#include "icons.h"

#include "errortext.h"
#include "plaintext.h"
#include "shortcuts.h"
#include "theme.h"
#include "yamlview.h"

#include "doc/yamlwriter.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStyle>
#include <QTimer>
#include <QTreeView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace Accel::Ui {

namespace {

/// Changes in a burst (several Remove presses) make one allocation.
constexpr int RunDebounceMs = 150;
/// Progress reports per allocation: enough for a smooth bar, few enough to cost nothing.
constexpr int ProgressSteps = 100;

// The Claims panel's settings group: the mode and the save folder live there too.
const QString SettingsGroup = QStringLiteral("ClaimsPanel");
const QString LastClaimDirKey = QStringLiteral("lastClaimDir");
const QString LastSaveDirKey = QStringLiteral("lastSaveDir");

enum ClaimListColumn
{
    OrderColumn,
    ClaimColumn,
    KindColumn,
    RequestsColumn,
    SourceColumn,
    ClaimListColumnCount
};

QString metaField(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String("metadata")).toObject().value(QLatin1String(key)).toString();
}

bool isTemplate(const QJsonObject &claim)
{
    return claim.value(QLatin1String("kind")).toString() == QLatin1String("ResourceClaimTemplate");
}

/// "gpu: 2 × gpu, media: all of media-gpu, any: first of big | small".
QString requestsText(const QJsonObject &claim)
{
    QJsonObject spec = claim.value(QLatin1String("spec")).toObject();
    if (isTemplate(claim))
        spec = spec.value(QLatin1String("spec")).toObject();
    QStringList parts;
    const QJsonArray requests =
        spec.value(QLatin1String("devices")).toObject().value(QLatin1String("requests")).toArray();
    for (const QJsonValue &v : requests) {
        const QJsonObject request = v.toObject();
        const QString name = request.value(QLatin1String("name")).toString();
        const QJsonArray first = request.value(QLatin1String("firstAvailable")).toArray();
        if (!first.isEmpty()) {
            QStringList subrequests;
            for (const QJsonValue &s : first)
                subrequests << s.toObject().value(QLatin1String("name")).toString();
            //: A request with firstAvailable subrequests: %1 its name, %2 the subrequests
            parts << PodClaimsView::tr("%1: first of %2")
                         .arg(name, subrequests.join(QStringLiteral(" | ")));
            continue;
        }
        // resource.k8s.io/v1 puts the class under `exactly`; v1beta1 inline.
        QJsonObject exactly = request.value(QLatin1String("exactly")).toObject();
        if (exactly.isEmpty())
            exactly = request;
        const QString className = exactly.value(QLatin1String("deviceClassName")).toString();
        if (exactly.value(QLatin1String("allocationMode")).toString() == QLatin1String("All"))
            //: A request for every matching device: %1 its name, %2 its DeviceClass
            parts << PodClaimsView::tr("%1: all of %2").arg(name, className);
        else
            //: A request for COUNT devices: %1 its name, %2 the count, %3 its DeviceClass
            parts << PodClaimsView::tr("%1: %2 × %3")
                         .arg(name)
                         .arg(exactly.value(QLatin1String("count")).toInteger(1))
                         .arg(className);
    }
    return parts.join(QStringLiteral(", "));
}

QStringList defaultOpenPaths(QWidget *parent, const QString &dir)
{
    return QFileDialog::getOpenFileNames(
        parent, PodClaimsView::tr("Add the pod's claims"), dir,
        PodClaimsView::tr("Kubernetes objects (*.yaml *.yml *.json);;All files (*)"));
}

QString defaultSavePath(QWidget *parent, const QString &suggested)
{
    // The dialog asks before replacing an existing file; nothing here overwrites silently.
    return QFileDialog::getSaveFileName(
        parent, PodClaimsView::tr("Save the allocation"), suggested,
        PodClaimsView::tr("YAML files (*.yaml *.yml);;All files (*)"));
}

QLabel *sectionTitle(const QString &text, QWidget *parent)
{
    auto *label = plainLabel(new QLabel(text, parent));
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

void setMuted(QLabel *label)
{
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, palette.color(QPalette::PlaceholderText));
    label->setPalette(palette);
}

void setTextColour(QLabel *label, const QColor &colour)
{
    label->setStyleSheet(colour.isValid() ? QStringLiteral("color: %1;").arg(colour.name())
                                          : QString());
}

/// Top-level rows by node name and whether they fit, the rest shown under them.
class NodeFilter : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setText(const QString &text)
    {
        m_text = text.trimmed();
        invalidateFilter();
    }
    void setFitsOnly(bool fitsOnly)
    {
        m_fitsOnly = fitsOnly;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        if (parent.isValid())
            return true;
        const QModelIndex index = sourceModel()->index(row, 0);
        if (m_fitsOnly && !index.data(PodFitModel::FitsRole).toBool())
            return false;
        return m_text.isEmpty() || index.data(PodFitModel::NodeNameRole)
                                       .toString()
                                       .contains(m_text, Qt::CaseInsensitive);
    }

private:
    QString m_text;
    bool m_fitsOnly = false;
};

} // namespace

PodClaimsView::PodClaimsView(QWidget *parent)
    : QWidget(parent)
    , m_chooseOpenPaths(defaultOpenPaths)
    , m_chooseSavePath(defaultSavePath)
    , m_runTimer(new QTimer(this))
    , m_model(new PodFitModel(this))
{
    setObjectName(QStringLiteral("podClaimsView"));
    auto *filter = new NodeFilter(this);
    filter->setSourceModel(m_model);
    m_filter = filter;

    auto *bottom = new QSplitter(Qt::Horizontal, this);
    bottom->setObjectName(QStringLiteral("podNodesSplitter"));
    bottom->setChildrenCollapsible(false);
    bottom->addWidget(createNodesSide());
    bottom->addWidget(createAllocationSide());
    bottom->setStretchFactor(0, 3);
    bottom->setStretchFactor(1, 2);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("podSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(createClaimsSide());
    splitter->addWidget(bottom);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    m_runTimer->setSingleShot(true);
    m_runTimer->setInterval(RunDebounceMs);
    connect(m_runTimer, &QTimer::timeout, this, &PodClaimsView::startRun);
    m_runTask.setProgress([this](int value, int minimum, int maximum) {
        m_progress->setRange(minimum, maximum);
        m_progress->setValue(value);
    });

    updateClaimList();
    updateActions();
}

PodClaimsView::~PodClaimsView()
{
    // The workers own copies of what they read; stop the allocation and let them finish alone
    // (the tasks drop their results).
    if (m_cancel)
        *m_cancel = true;
}

QWidget *PodClaimsView::createClaimsSide()
{
    auto *side = new QWidget(this);
    //: Title of the Pod claims list
    auto *title = sectionTitle(tr("Claims of the pod, in the pod's order"), side);
    m_claimList = new QTreeWidget(side);
    m_claimList->setObjectName(QStringLiteral("podClaimList"));
    usePlainText(m_claimList);
    m_claimList->setColumnCount(ClaimListColumnCount);
    m_claimList->setHeaderLabels({
        //: Column of the Pod claims list: the claim's place in the pod
        tr("#"),
        //: Column of the Pod claims list: namespace/name
        tr("Claim"),
        //: Column of the Pod claims list: ResourceClaim or ResourceClaimTemplate
        tr("Kind"),
        //: Column of the Pod claims list: its requests
        tr("Requests"),
        //: Column of the Pod claims list: the file it came from
        tr("From"),
    });
    m_claimList->setRootIsDecorated(false);
    m_claimList->setUniformRowHeights(true);
    m_claimList->setAlternatingRowColors(true);
    m_claimList->setSelectionMode(QAbstractItemView::SingleSelection);
    m_claimList->header()->setStretchLastSection(true);
    m_claimList->setToolTip(tr("The allocator takes the claims in this order, as the scheduler "
                               "takes a pod's claims"));
    title->setBuddy(m_claimList);

    m_addFilesButton = new QPushButton(Icons::icon(Icons::Action::Open), tr("Add files…"), side);
    m_addFilesButton->setObjectName(QStringLiteral("addClaimFilesButton"));
    m_addFilesButton->setShortcut(QKeySequence::Open);
    m_addFilesButton->setToolTip(
        tr("Add the ResourceClaims and ResourceClaimTemplates of YAML or JSON files (several "
           "documents or a List; DeviceClasses in them count too), as accelctl claim allocate "
           "--claim reads them (Ctrl+O)"));
    connect(m_addFilesButton, &QPushButton::clicked, this, &PodClaimsView::openFiles);
    //: Adds the ResourceClaimTemplate the single-claim form renders to the pod's claims
    m_addFormButton = new QPushButton(tr("Add from the form"), side);
    m_addFormButton->setObjectName(QStringLiteral("addFormClaimButton"));
    connect(m_addFormButton, &QPushButton::clicked, this, &PodClaimsView::addFormClaim);
    //: Moves the selected claim earlier in the pod's order
    m_upButton = new QPushButton(style()->standardIcon(QStyle::SP_ArrowUp), tr("Up"), side);
    m_upButton->setObjectName(QStringLiteral("podClaimUpButton"));
    m_upButton->setToolTip(tr("Earlier in the pod's order (Ctrl+Up)"));
    //: Moves the selected claim later in the pod's order
    m_downButton = new QPushButton(style()->standardIcon(QStyle::SP_ArrowDown), tr("Down"), side);
    m_downButton->setObjectName(QStringLiteral("podClaimDownButton"));
    m_downButton->setToolTip(tr("Later in the pod's order (Ctrl+Down)"));
    m_removeButton = new QPushButton(tr("Remove"), side);
    m_removeButton->setObjectName(QStringLiteral("removePodClaimButton"));
    m_removeButton->setToolTip(tr("Remove the selected claim (Delete)"));
    connect(m_removeButton, &QPushButton::clicked, this, &PodClaimsView::removeSelectedClaim);
    //: Removes every claim from the pod's list
    m_clearButton = new QPushButton(tr("Clear"), side);
    m_clearButton->setObjectName(QStringLiteral("clearPodClaimsButton"));
    connect(m_clearButton, &QPushButton::clicked, this, &PodClaimsView::clearClaims);
    const auto move = [this](int by) {
        const int row = m_claimList->indexOfTopLevelItem(m_claimList->currentItem());
        if (row >= 0)
            moveClaim(row, row + by);
    };
    connect(m_upButton, &QPushButton::clicked, this, [move] { move(-1); });
    connect(m_downButton, &QPushButton::clicked, this, [move] { move(1); });
    // Keys that act on the list only while it has the focus.
    auto *removeKey = new QShortcut(QKeySequence::Delete, m_claimList);
    removeKey->setContext(Qt::WidgetShortcut);
    connect(removeKey, &QShortcut::activated, this, &PodClaimsView::removeSelectedClaim);
    auto *upKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Up), m_claimList);
    upKey->setContext(Qt::WidgetShortcut);
    connect(upKey, &QShortcut::activated, this, [move] { move(-1); });
    auto *downKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Down), m_claimList);
    downKey->setContext(Qt::WidgetShortcut);
    connect(downKey, &QShortcut::activated, this, [move] { move(1); });
    connect(m_claimList, &QTreeWidget::currentItemChanged, this, &PodClaimsView::updateActions);

    m_message = plainLabel(new QLabel(side));
    m_message->setObjectName(QStringLiteral("podClaimsMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_addFilesButton);
    buttons->addWidget(m_addFormButton);
    buttons->addWidget(m_upButton);
    buttons->addWidget(m_downButton);
    buttons->addWidget(m_removeButton);
    buttons->addWidget(m_clearButton);
    buttons->addStretch();
    auto *listColumn = new QVBoxLayout;
    listColumn->addWidget(title);
    listColumn->addWidget(m_claimList, 1);
    auto *row = new QHBoxLayout;
    row->addLayout(listColumn, 1);
    row->addLayout(buttons);

    auto *layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row, 1);
    layout->addWidget(m_message);
    return side;
}

QWidget *PodClaimsView::createNodesSide()
{
    auto *side = new QWidget(this);
    //: Title of the Pod claims node list
    auto *title = sectionTitle(tr("Nodes"), side);
    m_counts = plainLabel(new QLabel(side));
    m_counts->setObjectName(QStringLiteral("podCounts"));
    m_counts->setToolTip(tr("As kube-scheduler's allocator would place the claims together on "
                            "each node now; the scheduler decides"));
    m_progress = new QProgressBar(side);
    m_progress->setObjectName(QStringLiteral("podProgress"));
    m_progress->setRange(0, 0);
    m_progress->setMaximumWidth(140);
    m_progress->hide();
    m_cancelButton = new QPushButton(tr("Cancel"), side);
    m_cancelButton->setObjectName(QStringLiteral("podCancelButton"));
    m_cancelButton->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancelButton->setToolTip(tr("Stop allocating on every node (Esc)"));
    m_cancelButton->hide();
    connect(m_cancelButton, &QPushButton::clicked, this, &PodClaimsView::cancel);
    auto *header = new QHBoxLayout;
    header->addWidget(title);
    header->addWidget(m_counts, 1);
    header->addWidget(m_progress);
    header->addWidget(m_cancelButton);

    m_nodeFilter = new QLineEdit(side);
    m_nodeFilter->setObjectName(QStringLiteral("podNodeFilter"));
    m_nodeFilter->setClearButtonEnabled(true);
    //: Placeholder of the Pod claims node filter
    m_nodeFilter->setPlaceholderText(tr("Filter nodes by name"));
    Shortcuts::markFilter(m_nodeFilter);
    Shortcuts::bindFilterFocus(this); // Ctrl+F
    m_fitsOnly = new QCheckBox(tr("&Only nodes that fit"), side);
    m_fitsOnly->setObjectName(QStringLiteral("podFitsOnly"));
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_nodeFilter, 1);
    filterRow->addWidget(m_fitsOnly);
    auto *filter = static_cast<NodeFilter *>(m_filter);
    connect(m_nodeFilter, &QLineEdit::textChanged, this,
            [filter](const QString &text) { filter->setText(text); });
    connect(m_fitsOnly, &QCheckBox::toggled, this, [filter](bool on) { filter->setFitsOnly(on); });

    m_nodeView = new QTreeView(side);
    m_nodeView->setObjectName(QStringLiteral("podNodeTree"));
    usePlainText(m_nodeView);
    m_nodeView->setModel(m_filter);
    m_nodeView->setUniformRowHeights(true);
    m_nodeView->setAlternatingRowColors(true);
    m_nodeView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_nodeView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_nodeView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_nodeView->header()->setStretchLastSection(true);
    m_nodeView->header()->setSectionResizeMode(PodFitModel::NodeColumn,
                                               QHeaderView::ResizeToContents);
    m_nodeView->header()->setSectionResizeMode(PodFitModel::FitsColumn,
                                               QHeaderView::ResizeToContents);
    m_nodeView->header()->setSectionResizeMode(PodFitModel::UsageColumn,
                                               QHeaderView::ResizeToContents);
    connect(m_nodeView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                const QString node = current.data(PodFitModel::NodeNameRole).toString();
                if (node == m_selectedNode)
                    return;
                m_selectedNode = node;
                showSelected();
            });

    auto *layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addLayout(filterRow);
    layout->addWidget(m_nodeView, 1);
    return side;
}

QWidget *PodClaimsView::createAllocationSide()
{
    auto *side = new QWidget(this);
    //: Title of the allocation of the selected node, before one is selected
    m_allocationTitle = sectionTitle(tr("Allocation"), side);
    m_allocationTitle->setObjectName(QStringLiteral("podAllocationTitle"));
    m_allocationStatus = plainLabel(new QLabel(side));
    m_allocationStatus->setObjectName(QStringLiteral("podAllocationStatus"));
    m_allocationStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_copyButton = new QPushButton(Icons::icon(Icons::Action::Copy), tr("Copy"), side);
    m_copyButton->setObjectName(QStringLiteral("copyAllocationButton"));
    m_copyButton->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyButton->setToolTip(tr("Copy the allocation to the clipboard (Ctrl+Shift+C)"));
    connect(m_copyButton, &QPushButton::clicked, this, &PodClaimsView::copyAllocation);
    m_saveButton = new QPushButton(Icons::icon(Icons::Action::Save), tr("Save…"), side);
    m_saveButton->setObjectName(QStringLiteral("saveAllocationButton"));
    m_saveButton->setShortcut(QKeySequence::Save);
    m_saveButton->setToolTip(tr("Save the allocation to a file (Ctrl+S)"));
    connect(m_saveButton, &QPushButton::clicked, this, &PodClaimsView::saveAllocation);
    auto *header = new QHBoxLayout;
    header->addWidget(m_allocationTitle);
    header->addWidget(m_allocationStatus, 1);
    header->addWidget(m_copyButton);
    header->addWidget(m_saveButton);

    m_yamlView = new YamlView(side);
    m_yamlView->setObjectName(QStringLiteral("podAllocationYaml"));
    m_yamlView->setPlaceholderText(tr("Select a node that fits to see the allocation each claim "
                                      "would get."));

    auto *layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_yamlView, 1);
    return side;
}

void PodClaimsView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        scheduleRun();
}

// --- The claims -------------------------------------------------------------------------------

void PodClaimsView::setCluster(const Kube::ClusterSnapshot &snapshot, const QString &label)
{
    setCluster(Dra::PreparedCluster(snapshot), label);
}

void PodClaimsView::setCluster(const Dra::PreparedCluster &cluster, const QString &label)
{
    m_cluster = cluster;
    m_clusterLabel = label;
    m_haveCluster = true;
    claimsChanged();
}

void PodClaimsView::setFormClaim(const QJsonObject &claim, const QList<QJsonObject> &classes)
{
    m_formClaim = claim;
    m_formClasses = classes;
    updateActions();
}

void PodClaimsView::openFiles()
{
    QSettings settings;
    settings.beginGroup(SettingsGroup);
    QString dir = settings.value(LastClaimDirKey).toString();
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        dir = QDir::homePath();
    const QStringList paths = m_chooseOpenPaths(this, dir);
    if (paths.isEmpty())
        return;
    settings.setValue(LastClaimDirKey, QFileInfo(paths.first()).absolutePath());
    addClaimFiles(paths);
}

void PodClaimsView::addClaimFiles(const QStringList &paths)
{
    if (paths.isEmpty())
        return;
    // One read at a time, so files land in the order they were added.
    if (m_reading) {
        connect(
            this, &PodClaimsView::filesRead, this, [this, paths] { addClaimFiles(paths); },
            Qt::SingleShotConnection);
        return;
    }
    m_reading = true;
    m_readTask.start(
        [paths] {
            Read read;
            for (const QString &path : paths) {
                // What `claim allocate --claim PATH` reads, one file at a time so that one broken
                // file does not keep the others out.
                read.files.append(Read::File{path, Dra::readClaimFiles({path}, {})});
            }
            return read;
        },
        [this](const Read &read) { onRead(read); });
    updateBusy();
}

void PodClaimsView::onRead(const Read &read)
{
    m_reading = false;
    m_readErrors.clear();
    QStringList errors;
    QStringList warnings;
    bool added = false;
    for (const Read::File &file : read.files) {
        if (!file.files) {
            m_readErrors << file.files.error();
            //: %1 a file, %2 why it could not be read (with what to do)
            errors << tr("Cannot add %1: %2")
                          .arg(QDir::toNativeSeparators(file.path),
                               withHint(file.files.error(), u" "));
            continue;
        }
        for (const QJsonObject &claim : file.files->claims) {
            m_entries.append(Entry{claim, file.files->claimFileClasses, file.path});
            added = true;
        }
        warnings << file.files->warnings;
    }
    if (!errors.isEmpty())
        showMessage((errors + warnings).join(QLatin1Char('\n')), true);
    else if (!warnings.isEmpty())
        showMessage(warnings.join(QLatin1Char('\n')), false);
    else
        m_message->hide();
    if (added)
        claimsChanged();
    else
        updateBusy();
    Q_EMIT filesRead();
}

void PodClaimsView::addFormClaim()
{
    if (m_formClaim.isEmpty())
        return;
    //: Where a claim in the Pod claims list came from: the single-claim form
    m_entries.append(Entry{m_formClaim, m_formClasses, tr("the form")});
    m_message->hide();
    claimsChanged();
}

void PodClaimsView::removeClaim(int index)
{
    if (index < 0 || index >= m_entries.size())
        return;
    m_entries.removeAt(index);
    claimsChanged();
    if (!m_entries.isEmpty())
        m_claimList->setCurrentItem(
            m_claimList->topLevelItem(std::min(index, int(m_entries.size()) - 1)));
}

void PodClaimsView::removeSelectedClaim()
{
    removeClaim(m_claimList->indexOfTopLevelItem(m_claimList->currentItem()));
}

void PodClaimsView::moveClaim(int from, int to)
{
    if (from < 0 || from >= m_entries.size() || to < 0 || to >= m_entries.size() || from == to)
        return;
    m_entries.move(from, to);
    claimsChanged();
    m_claimList->setCurrentItem(m_claimList->topLevelItem(to));
}

void PodClaimsView::clearClaims()
{
    if (m_entries.isEmpty())
        return;
    m_entries.clear();
    m_message->hide();
    claimsChanged();
}

void PodClaimsView::updateClaimList()
{
    const int current = m_claimList->indexOfTopLevelItem(m_claimList->currentItem());
    m_claimList->clear();
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const Entry &entry = m_entries.at(i);
        const QString ns = metaField(entry.claim, "namespace");
        const QString name = metaField(entry.claim, "name");
        auto *item = new QTreeWidgetItem(m_claimList);
        item->setText(OrderColumn, QString::number(i + 1));
        item->setText(ClaimColumn, ns.isEmpty() ? name : ns + QLatin1Char('/') + name);
        item->setText(KindColumn, entry.claim.value(QLatin1String("kind")).toString());
        item->setText(RequestsColumn, requestsText(entry.claim));
        item->setToolTip(RequestsColumn, item->text(RequestsColumn));
        const QFileInfo file(entry.source);
        item->setText(SourceColumn, file.isAbsolute() ? file.fileName() : entry.source);
        item->setToolTip(SourceColumn, QDir::toNativeSeparators(entry.source));
    }
    for (int c = 0; c < SourceColumn; ++c)
        m_claimList->resizeColumnToContents(c);
    if (current >= 0 && current < m_claimList->topLevelItemCount())
        m_claimList->setCurrentItem(m_claimList->topLevelItem(current));
}

void PodClaimsView::updateActions()
{
    const int row = m_claimList->indexOfTopLevelItem(m_claimList->currentItem());
    const int count = int(m_entries.size());
    m_upButton->setEnabled(row > 0);
    m_downButton->setEnabled(row >= 0 && row + 1 < count);
    m_removeButton->setEnabled(row >= 0);
    m_clearButton->setEnabled(count > 0);
    m_addFormButton->setEnabled(!m_formClaim.isEmpty());
    m_addFormButton->setToolTip(plainToolTip(
        m_formClaim.isEmpty()
            ? tr("The single-claim form renders no claim now: fix it there first")
            //: %1 the ResourceClaimTemplate's name
            : tr("Add the ResourceClaimTemplate %1 the single-claim form renders, with its "
                 "DeviceClasses")
                  .arg(metaField(m_formClaim, "name"))));
    const bool haveYaml = !m_allocationYaml.isEmpty();
    m_copyButton->setEnabled(haveYaml);
    m_saveButton->setEnabled(haveYaml);
}

void PodClaimsView::showMessage(const QString &text, bool error)
{
    m_message->setText(plainText(text));
    setTextColour(m_message,
                  error ? Theme::errorColour(palette()) : Theme::warningColour(palette()));
    m_message->show();
}

// --- Allocating -------------------------------------------------------------------------------

void PodClaimsView::claimsChanged()
{
    updateClaimList();
    updateActions();
    // Whatever ran is for an older list or cluster: drop it, and stop it early.
    m_runTask.cancel();
    if (m_cancel)
        *m_cancel = true;
    m_report.reset();
    m_allocationError.reset();
    showSelected();
    m_dirty = true;
    if (isVisible()) {
        scheduleRun();
    } else {
        // Allocated when shown (showEvent): no work for a mode nobody looks at.
        m_runTimer->stop();
        m_runPending = false;
        updateBusy();
    }
}

void PodClaimsView::scheduleRun()
{
    m_dirty = false;
    if (!m_haveCluster || m_entries.isEmpty()) {
        m_runTimer->stop();
        m_runPending = false;
        m_model->clear();
        m_selectedNode.clear();
        showSelected();
        setTextColour(m_counts, QColor());
        setMuted(m_counts);
        m_counts->setText(!m_haveCluster
                              ? tr("No cluster loaded yet")
                              : tr("Add the pod's claims: Add files… (Ctrl+O) or Add from the "
                                   "form."));
        updateBusy();
        if (m_haveCluster)
            Q_EMIT resultShown();
        return;
    }
    m_runPending = true;
    m_counts->setText(tr("Allocating…"));
    setTextColour(m_counts, QColor());
    m_runTimer->start();
    updateBusy();
}

void PodClaimsView::startRun()
{
    if (!m_haveCluster || m_entries.isEmpty())
        return;
    Dra::PodClaimsRequest request;
    for (const Entry &entry : std::as_const(m_entries)) {
        request.claims << entry.claim;
        // In the pod's order, then the cluster's: the first class of a name wins, as with
        // `claim allocate --claim A --claim B` (files in order, then the cluster).
        request.classes << entry.classes;
    }
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancel;
    m_progress->setRange(0, 0); // preparing the allocator: no count yet
    m_runTask.start(
        [request, cancel, cluster = m_cluster](QPromise<Run> &promise) {
            Run run;
            qsizetype step = 1;
            run.result = Dra::allocateOnEveryNode(
                cluster, request, cancel.get(), [&](qsizetype done, qsizetype total) {
                    if (done == 1) {
                        step = std::max<qsizetype>(1, total / ProgressSteps);
                        promise.setProgressRange(0, int(total));
                    }
                    if (done % step == 0 || done == total)
                        promise.setProgressValue(int(done));
                });
            if (run.result)
                run.rows = PodFitModel::buildRows(*run.result);
            promise.addResult(std::move(run));
        },
        [this](Run run) { onRun(std::move(run)); });
    updateBusy();
}

void PodClaimsView::onRun(Run run)
{
    m_runPending = false;
    m_cancel.reset();
    if (!run.result) {
        m_report.reset();
        m_allocationError = run.result.error();
        m_model->clear();
        m_counts->clear();
        //: %1 why the pod's claims could not be allocated (bad input …)
        showMessage(
            tr("The claims cannot be allocated: %1").arg(withHint(*m_allocationError, u" ")), true);
    } else {
        m_report = std::make_shared<const Dra::PodAllocationReport>(std::move(*run.result));
        m_allocationError.reset();
        m_model->setRows(std::move(run.rows));
        const int fitting = m_report->fitting;
        //: %1 nodes that can hold all claims, %2 nodes, %n claims
        m_counts->setText(tr("%1 of %2 nodes can hold the %n claim(s) together", nullptr,
                             int(m_report->claims.size()))
                              .arg(fitting)
                              .arg(m_report->nodes.size()));
        setTextColour(m_counts,
                      fitting > 0 ? Theme::okColour(palette()) : Theme::errorColour(palette()));
        QStringList lines;
        bool error = false;
        if (fitting == 0) {
            error = true;
            const auto failed =
                std::find_if(m_report->nodes.cbegin(), m_report->nodes.cend(),
                             [](const Dra::NodeAllocation &n) { return n.error.has_value(); });
            if (failed != m_report->nodes.cend())
                //: %1 a node, %2 the allocator's error there
                lines << tr("The scheduler's allocator fails on %1: %2")
                             .arg(failed->node, withHint(*failed->error, u" "));
            lines << tr("No node can hold these claims together now: a pod with them stays "
                        "Pending. Remove or change a claim, or free, untaint or add devices.");
        }
        lines << m_report->warnings;
        if (!lines.isEmpty())
            showMessage(lines.join(QLatin1Char('\n')), error);
        else if (m_readErrors.isEmpty())
            m_message->hide();
        // Keep the node shown; else the first that fits, so an allocation shows at once.
        QString select = m_selectedNode;
        if (m_model->nodeRow(select) < 0) {
            select.clear();
            for (const Dra::NodeAllocation &n : m_report->nodes) {
                if (n.fits()) {
                    select = n.node;
                    break;
                }
            }
            if (select.isEmpty() && !m_report->nodes.isEmpty())
                select = m_report->nodes.first().node;
        }
        m_selectedNode.clear();
        selectNode(select);
    }
    if (!m_report)
        showSelected();
    updateBusy();
    Q_EMIT resultShown();
}

void PodClaimsView::cancel()
{
    if (!m_runPending)
        return;
    m_runTimer->stop();
    if (m_cancel)
        *m_cancel = true;
    m_runTask.cancel(); // what is running now is dropped
    m_runPending = false;
    m_model->clear();
    m_report.reset();
    m_selectedNode.clear();
    showSelected();
    setTextColour(m_counts, QColor());
    m_counts->setText(tr("Cancelled: change the claims or the cluster to allocate again"));
    updateBusy();
    Q_EMIT resultShown();
}

bool PodClaimsView::isBusy() const
{
    return m_reading || m_runPending;
}

void PodClaimsView::updateBusy()
{
    const bool running = m_runPending;
    m_progress->setVisible(running);
    m_cancelButton->setVisible(running);
    // The rows of an outdated allocation stay in view, greyed, until the new one is shown.
    m_nodeView->setEnabled(!running);
    const bool busy = isBusy();
    m_addFilesButton->setEnabled(!m_reading);
    if (busy == m_busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

// --- The selected node ------------------------------------------------------------------------

void PodClaimsView::selectNode(const QString &node)
{
    const int row = m_model->nodeRow(node);
    if (row < 0) {
        m_selectedNode.clear();
        showSelected();
        return;
    }
    const QModelIndex index = m_filter->mapFromSource(m_model->index(row, 0));
    if (index.isValid()) {
        m_nodeView->setCurrentIndex(index);
        m_nodeView->scrollTo(index);
    }
    if (m_selectedNode != node) {
        m_selectedNode = node;
        showSelected();
    }
}

void PodClaimsView::showSelected()
{
    m_allocationYaml.clear();
    m_allocationStatus->clear();
    const int row = m_model->nodeRow(m_selectedNode);
    const Dra::NodeAllocation *node = nullptr;
    qsizetype index = -1;
    if (m_report && row >= 0) {
        index = m_model->index(row, 0).data(PodFitModel::NodeIndexRole).toInt();
        node = &m_report->nodes.at(index);
    }
    if (!node) {
        m_allocationTitle->setText(tr("Allocation"));
        m_allocationTitle->setToolTip(QString());
        m_yamlView->clear();
    } else {
        //: %1 a node: the allocation of the pod's claims there
        m_allocationTitle->setText(plainText(tr("Allocation on %1").arg(node->node)));
        m_allocationTitle->setToolTip(plainToolTip(
            tr("Each claim's status.allocation as kube-scheduler would write it: what accelctl "
               "claim allocate --node %1 -o yaml prints")
                .arg(node->node)));
        if (node->fits()) {
            m_allocationYaml = Doc::toYaml(m_report->nodeReport(index).toJson());
            m_yamlView->setYaml(m_allocationYaml);
        } else {
            m_yamlView->clear();
            //: %1 a node
            m_allocationStatus->setText(plainText(tr("The claims do not fit on %1: the reasons "
                                                     "are in the node list.")
                                                      .arg(node->node)));
            m_nodeView->expand(m_nodeView->currentIndex().siblingAtColumn(0));
        }
    }
    updateActions();
}

void PodClaimsView::copyAllocation()
{
    if (m_allocationYaml.isEmpty())
        return;
    QApplication::clipboard()->setText(QString::fromUtf8(m_allocationYaml));
    setTextColour(m_allocationStatus, QColor());
    m_allocationStatus->setText(tr("Copied to the clipboard"));
}

void PodClaimsView::saveAllocation()
{
    if (m_allocationYaml.isEmpty())
        return;
    QSettings settings;
    settings.beginGroup(SettingsGroup);
    QString dir = settings.value(LastSaveDirKey).toString();
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        dir = QDir::homePath();
    const QByteArray yamlAtStart = m_allocationYaml;
    const QString node = m_selectedNode;
    const QString path =
        m_chooseSavePath(this, dir + QLatin1Char('/') + node + QStringLiteral("-allocation.yaml"));
    if (path.isEmpty())
        return;
    settings.setValue(LastSaveDirKey, QFileInfo(path).absolutePath());
    // The claims may have changed while the dialog was open: save what the operator saw.
    if (m_allocationYaml == yamlAtStart && m_selectedNode == node) {
        saveAllocationTo(path);
    } else {
        setTextColour(m_allocationStatus, QColor());
        m_allocationStatus->setText(tr("Not saved: the allocation changed while the dialog was "
                                       "open"));
    }
}

bool PodClaimsView::saveAllocationTo(const QString &path)
{
    if (m_allocationYaml.isEmpty())
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(m_allocationYaml) != m_allocationYaml.size() || !file.commit()) {
        setTextColour(m_allocationStatus, Theme::errorColour(palette()));
        //: %1 a file path, %2 why it cannot be written
        m_allocationStatus->setText(
            tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    setTextColour(m_allocationStatus, QColor());
    //: %1 is a file path
    m_allocationStatus->setText(tr("Saved to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

} // namespace Accel::Ui
