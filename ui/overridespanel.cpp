// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "overridespanel.h"
#include "icons.h"

#include "applyflow.h"
#include "detectionsummary.h"
#include "errortext.h"
#include "models/diffmodel.h"
#include "models/overridesmodel.h"
#include "panelkit.h"
#include "plaintext.h"
#include "shortcuts.h"
#include "theme.h"
#include "yamlhighlighter.h"
#include "yamlview.h"

#include "doc/documentreader.h"
#include "doc/jsonpointer.h"
#include "doc/yamllinepointers.h"
#include "doc/yamlwriter.h"
#include "kube/snapshot.h"
#include "nvcre/catalog.h"
#include "nvcre/certificationrender.h"
#include "nvcre/nvcrecodes.h"
#include "nvcre/renderjob.h"
#include "nvcre/workflowrender.h"
#include "regularexpression.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QMutex>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTextBlock>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace Accel::Ui {

namespace {

/// Annotation values longer than this are cut in the list (the tooltip has them whole).
constexpr qsizetype AnnotationValueChars = 48;

// Remembered between runs.
constexpr QLatin1StringView SettingsGroup{"overrides"};
constexpr QLatin1StringView PlatformKey{"platform"};
constexpr QLatin1StringView GpuArchKey{"gpuArchitecture"};
constexpr QLatin1StringView ChangedOnlyKey{"changedOnly"};
constexpr QLatin1StringView LastDirKey{"lastDirectory"};

QString lastDirectory()
{
    QSettings settings;
    settings.beginGroup(SettingsGroup);
    const QString dir = settings.value(LastDirKey).toString();
    return !dir.isEmpty() && QFileInfo(dir).isDir() ? dir : QDir::homePath();
}

void rememberDirectoryOf(const QString &path)
{
    QSettings settings;
    settings.beginGroup(SettingsGroup);
    settings.setValue(LastDirKey, QFileInfo(path).absolutePath());
}

QString originText(const Doc::PatchSequence::Origin &origin)
{
    if (origin.operation.isEmpty())
        return origin.step;
    return QString(origin.step + QStringLiteral(" (") + origin.operation + QLatin1Char(')'));
}

/// FIRST and SECOND in a splitter named NAME, sharing its space evenly.
QSplitter *evenSplit(Qt::Orientation orientation, const QString &name, QWidget *first,
                     QWidget *second, QWidget *parent)
{
    auto *splitter = new QSplitter(orientation, parent);
    splitter->setObjectName(name);
    splitter->addWidget(first);
    splitter->addWidget(second);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    return splitter;
}

using DiffRow = Doc::LineDiff::Row;

bool isChange(const DiffRow &row)
{
    return row.kind == DiffRow::Changed || row.kind == DiffRow::Removed ||
           row.kind == DiffRow::Added;
}

/// A line the render adds as a detection annotation (CRE's nvcrectl.nvidia.com ones), or the
/// `annotations:` key it adds for them.
bool isRenderAnnotation(const QString &pointer)
{
    return pointer == QLatin1String("/metadata/annotations") ||
           pointer.startsWith(QLatin1String("/metadata/annotations/nvcrectl.nvidia.com~1"));
}

/// The rows of FULL (a whole side-by-side diff) for one group of changes: every unchanged row
/// and the changes whose INGROUP flag is GROUP (the other group's changes are left out), with
/// CONTEXT unchanged rows around each change and a Folded row for each run of the rest. Empty
/// when the group has no change.
QList<DiffRow> foldedGroup(const QList<DiffRow> &full, const QList<bool> &inGroup, bool group,
                           int context)
{
    QList<qsizetype> rows;
    for (qsizetype i = 0; i < full.size(); ++i) {
        if (!isChange(full.at(i)) || inGroup.at(i) == group)
            rows << i;
    }
    QList<bool> shown(rows.size(), false);
    bool any = false;
    for (qsizetype k = 0; k < rows.size(); ++k) {
        if (!isChange(full.at(rows.at(k))))
            continue;
        any = true;
        for (qsizetype j = qMax<qsizetype>(0, k - context);
             j <= qMin<qsizetype>(rows.size() - 1, k + context); ++j)
            shown[j] = true;
    }
    QList<DiffRow> out;
    if (!any)
        return out;
    qsizetype hidden = 0;
    const auto flush = [&] {
        if (hidden == 0)
            return;
        DiffRow fold;
        fold.kind = DiffRow::Folded;
        fold.folded = hidden;
        out << fold;
        hidden = 0;
    };
    for (qsizetype k = 0; k < rows.size(); ++k) {
        if (!shown.at(k)) {
            ++hidden;
            continue;
        }
        flush();
        out << full.at(rows.at(k));
    }
    flush();
    return out;
}

} // namespace

// --- Construction -----------------------------------------------------------------------------

OverridesPanel::OverridesPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("overridesPanel"));
    // Created in reading order, which is also the focus order.
    QWidget *inputs = createInputs();
    QWidget *detection = createDetection();
    QWidget *overrides = createOverrides();
    QWidget *result = createResult();
    QHBoxLayout *actions = createActions();
    layOut(inputs, detection, overrides, result, actions);
    createApplyFlow();
    restoreSettings();
    createRenderer();
    // F7 / Shift+F7 while the panel is shown (ui/shortcuts.h).
    Shortcuts::bind(Shortcuts::Id::NextChange, this, [this] { nextChange(); });
    Shortcuts::bind(Shortcuts::Id::PreviousChange, this, [this] { previousChange(); });
    updateActions();
    scheduleRender();
}

QWidget *OverridesPanel::createInputs()
{
    // The document and the target.
    auto *openButton = new QPushButton(Icons::icon(Icons::Action::Open), tr("Open…"), this);
    openButton->setObjectName(QStringLiteral("openButton"));
    openButton->setToolTip(tr("Open a Workflow, Certification or WorkloadRun (YAML or JSON)"));
    openButton->setShortcut(QKeySequence::Open);
    connect(openButton, &QPushButton::clicked, this, &OverridesPanel::chooseFile);
    m_target = new QComboBox(this);
    m_target->setObjectName(QStringLiteral("targetCombo"));
    m_target->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_target->setMinimumContentsLength(16);
    m_target->setToolTip(tr("Where platform and GPU architecture are detected"));
    //: Target of the override preview: no cluster, the pickers decide
    m_target->addItem(tr("Offline"), int(Target::Offline));
    //: Target of the override preview: a cluster snapshot file
    m_target->addItem(tr("Snapshot file…"), int(Target::SnapshotFile));
    //: Target of the override preview: the cluster the Hardware tab shows
    m_target->addItem(tr("Hardware tab's cluster"), int(Target::Cluster));
    connect(m_target, &QComboBox::activated, this, &OverridesPanel::targetChosen);
    m_platform = new QComboBox(this);
    m_platform->setObjectName(QStringLiteral("platformCombo"));
    m_platform->addItems(Nvcre::validPlatforms());
    m_gpuArch = new QComboBox(this);
    m_gpuArch->setObjectName(QStringLiteral("gpuArchCombo"));
    //: GPU architecture picker: take it from the target's nvidia.com/gpu.product selector
    m_gpuArch->addItem(tr("auto"), QString());
    for (const QString &arch : Nvcre::validGpuArchitectures())
        m_gpuArch->addItem(arch, arch);
    m_gpuArch->setToolTip(
        tr("auto: from the target's nvidia.com/gpu.product selector; platforms whose nodes carry "
           "no product label need an architecture"));
    m_platform->setCurrentText(QStringLiteral("aws"));
    m_gpuArch->setCurrentText(QStringLiteral("h100"));
    m_offlineBox = new QWidget(this);
    auto *offlineLayout = new QHBoxLayout(m_offlineBox);
    offlineLayout->setContentsMargins(0, 0, 0, 0);
    //: Label of the platform picker of the override preview
    offlineLayout->addWidget(new QLabel(tr("Platform:"), m_offlineBox));
    offlineLayout->addWidget(m_platform);
    //: Label of the GPU architecture picker of the override preview
    offlineLayout->addWidget(new QLabel(tr("GPU architecture:"), m_offlineBox));
    offlineLayout->addWidget(m_gpuArch);
    // The pair in the one spelling the README and `--target` use (issue 38).
    m_targetSpelling = new QLabel(this);
    m_targetSpelling->setObjectName(QStringLiteral("targetSpelling"));
    m_targetSpelling->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_targetSpelling->setToolTip(
        tr("The target as accelctl's --target and accel-console's --target take it"));
    offlineLayout->addStretch(1);
    const auto spell = [this] {
        //: The offline target in one word, e.g. "= aws/h100"
        m_targetSpelling->setText(tr("= %1").arg(targetSpelling()));
    };
    connect(m_platform, &QComboBox::currentTextChanged, this, spell);
    connect(m_gpuArch, &QComboBox::currentTextChanged, this, spell);
    spell();
    auto *targetRow = new QHBoxLayout;
    targetRow->addWidget(openButton);
    targetRow->addStretch(1);
    //: Label of the target picker of the override preview
    targetRow->addWidget(new QLabel(tr("Target:"), this));
    targetRow->addWidget(m_target);
    targetRow->addWidget(m_targetSpelling);

    m_editor = new QPlainTextEdit(this);
    m_editor->setObjectName(QStringLiteral("workflowEditor"));
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_editor->setTabChangesFocus(false);
    m_editor->setPlaceholderText(
        tr("Paste a Workflow, Certification or WorkloadRun here, or open one (Ctrl+O)."));
    (new YamlHighlighter(m_editor->document(), m_editor->palette()))->follow(m_editor);
    m_errorLabel = PanelKit::statusLabel(this, QStringLiteral("errorLabel"));
    m_targetWarning = PanelKit::statusLabel(this, QStringLiteral("targetWarning"));
    auto *inputBox = new QWidget(this);
    auto *inputLayout = new QVBoxLayout(inputBox);
    inputLayout->setContentsMargins(0, 0, 0, 0);
    inputLayout->addLayout(targetRow);
    inputLayout->addWidget(m_offlineBox);
    inputLayout->addWidget(m_targetWarning);
    inputLayout->addWidget(m_editor, 1);
    inputLayout->addWidget(m_errorLabel);
    return inputBox;
}

QWidget *OverridesPanel::createDetection()
{
    m_detectionSummary = new DetectionSummary(this);
    return m_detectionSummary;
}

QWidget *OverridesPanel::createOverrides()
{
    // The overrides of the Workflow picked.
    m_documentCombo = new QComboBox(this);
    m_documentCombo->setObjectName(QStringLiteral("documentCombo"));
    m_documentCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_documentCombo->setMinimumContentsLength(16);
    m_documentCombo->setToolTip(tr("The rendered Workflow whose overrides and diff are shown"));
    connect(m_documentCombo, &QComboBox::currentIndexChanged, this,
            [this](int index) { setCurrentDocument(index); });
    m_model = new OverridesModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("overridesTable"));
    usePlainText(m_table);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    // Long patches and warnings keep both ends (the field and the value); the whole text is the
    // cell's tooltip and the details pane's below.
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setToolTip(tr("Select an override to highlight the lines it set"));
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { selectOverride(current.row()); });
    m_overrideDetails = new QPlainTextEdit(this);
    m_overrideDetails->setObjectName(QStringLiteral("overrideDetails"));
    m_overrideDetails->setReadOnly(true);
    m_overrideDetails->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_overrideDetails->hide(); // shown while an override is selected
    //: Placeholder of the pane under the overrides table
    m_overrideDetails->setPlaceholderText(
        tr("The selected override, whole: its condition, why it matched or not, what it set"));
    Shortcuts::bind(Shortcuts::Id::OpenDetails, m_table, [this] {
        showOverrideDetails(m_table->currentIndex().row());
        m_overrideDetails->setFocus(Qt::ShortcutFocusReason);
    });
    auto *tableSplit = new QSplitter(Qt::Vertical, this);
    tableSplit->setObjectName(QStringLiteral("overridesTableSplitter"));
    tableSplit->addWidget(m_table);
    tableSplit->addWidget(m_overrideDetails);
    tableSplit->setStretchFactor(0, 3);
    tableSplit->setStretchFactor(1, 1);
    auto *overridesBox = new QWidget(this);
    auto *overridesLayout = new QVBoxLayout(overridesBox);
    overridesLayout->setContentsMargins(0, 0, 0, 0);
    auto *documentRow = new QHBoxLayout;
    //: Label of the picker of rendered Workflows (one per certification category)
    documentRow->addWidget(new QLabel(tr("Workflow:"), this));
    documentRow->addWidget(m_documentCombo, 1);
    overridesLayout->addLayout(documentRow);
    overridesLayout->addWidget(tableSplit, 1);
    return overridesBox;
}

QWidget *OverridesPanel::createResult()
{
    // The diff and the rendered YAML.
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_diffModel = new DiffModel(this);
    m_diffModel->setFont(fixed);
    m_diff = new QTableView(this);
    m_diff->setObjectName(QStringLiteral("diffTable"));
    usePlainText(m_diff);
    m_diff->setModel(m_diffModel);
    m_diff->verticalHeader()->hide();
    m_diff->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_diff->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_diff->setShowGrid(false);
    m_diff->setFont(fixed);
    m_diff->setWordWrap(false);
    m_diff->horizontalHeader()->setSectionResizeMode(OldTextColumn, QHeaderView::Stretch);
    m_diff->horizontalHeader()->setSectionResizeMode(NewTextColumn, QHeaderView::Stretch);
    m_diff->verticalHeader()->setDefaultSectionSize(QFontMetrics(fixed).height() + 4);
    m_compareCombo = new QComboBox(this);
    m_compareCombo->setObjectName(QStringLiteral("compareCombo"));
    //: Left side of the override diff: the Workflow before overrides
    m_compareCombo->addItem(tr("Base (no overrides)"), int(Compare::Base));
    //: Left side of the override diff: the object as it is in the cluster
    m_compareCombo->addItem(tr("Live in the cluster"), int(Compare::Live));
    m_compareCombo->setToolTip(tr("What the rendered Workflow is compared with; live needs a "
                                  "live context as the target"));
    connect(m_compareCombo, &QComboBox::activated, this,
            [this](int index) { setCompare(Compare(m_compareCombo->itemData(index).toInt())); });
    m_changedOnly = new QCheckBox(tr("Changed only"), this);
    m_changedOnly->setObjectName(QStringLiteral("changedOnlyCheck"));
    m_changedOnly->setToolTip(tr("Fold the unchanged lines between changes"));
    connect(m_changedOnly, &QCheckBox::toggled, this, &OverridesPanel::rebuildDiff);
    const auto stepButton = [this](Shortcuts::Id id, Qt::ArrowType arrow, const QString &name,
                                   const QString &tip, auto go) {
        auto *button = new QToolButton(this);
        button->setObjectName(name);
        button->setArrowType(arrow);
        button->setAutoRaise(true);
        button->setToolTip(
            tip.arg(Shortcuts::entry(id).keys.constFirst().toString(QKeySequence::NativeText)));
        connect(button, &QToolButton::clicked, this, go);
        return button;
    };
    //: Tooltip of the diff's next-change button; %1 its key (F7)
    QToolButton *next =
        stepButton(Shortcuts::Id::NextChange, Qt::DownArrow, QStringLiteral("nextChangeButton"),
                   tr("Next change (%1)"), [this] { nextChange(); });
    //: Tooltip of the diff's previous-change button; %1 its key (Shift+F7)
    QToolButton *previous = stepButton(Shortcuts::Id::PreviousChange, Qt::UpArrow,
                                       QStringLiteral("previousChangeButton"),
                                       tr("Previous change (%1)"), [this] { previousChange(); });
    m_annotations = PanelKit::valueLabel(this, QStringLiteral("annotationsLabel"));
    auto *diffBox = new QWidget(this);
    auto *diffLayout = new QVBoxLayout(diffBox);
    diffLayout->setContentsMargins(0, 0, 0, 0);
    auto *diffRow = new QHBoxLayout;
    //: Label of the picker of what the rendered Workflow is compared with
    diffRow->addWidget(new QLabel(tr("Compare with:"), this));
    diffRow->addWidget(m_compareCombo);
    diffRow->addWidget(m_changedOnly);
    diffRow->addWidget(previous);
    diffRow->addWidget(next);
    diffRow->addStretch(1);
    diffLayout->addLayout(diffRow);
    diffLayout->addWidget(m_diff, 1);
    diffLayout->addWidget(m_annotations);

    m_yamlView = new YamlView(this);
    m_yamlView->setObjectName(QStringLiteral("renderedYaml"));
    auto *yamlBox = new QWidget(this);
    auto *yamlLayout = new QVBoxLayout(yamlBox);
    yamlLayout->setContentsMargins(0, 0, 0, 0);
    yamlLayout->addWidget(m_yamlView, 1);

    auto *result = new QTabWidget(this);
    m_resultTabs = result;
    result->setObjectName(QStringLiteral("resultTabs"));
    //: Tab of the override preview: base versus rendered Workflow
    result->addTab(diffBox, tr("Diff"));
    //: Tab of the override preview: the rendered Workflows as YAML
    result->addTab(yamlBox, tr("Rendered YAML"));
    return result;
}

QHBoxLayout *OverridesPanel::createActions()
{
    // Status, progress and what to do with the result.
    m_copyButton = new QPushButton(Icons::icon(Icons::Action::Copy), tr("Copy"), this);
    m_copyButton->setObjectName(QStringLiteral("copyButton"));
    m_copyButton->setToolTip(tr("Copy the rendered YAML to the clipboard (Ctrl+Shift+C)"));
    m_copyButton->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyButton, &QPushButton::clicked, this, &OverridesPanel::copyYaml);
    m_saveButton = new QPushButton(Icons::icon(Icons::Action::Save), tr("Save…"), this);
    m_saveButton->setObjectName(QStringLiteral("saveButton"));
    m_saveButton->setToolTip(tr("Save the rendered YAML to a file (Ctrl+S)"));
    m_saveButton->setShortcut(QKeySequence::Save);
    connect(m_saveButton, &QPushButton::clicked, this, &OverridesPanel::saveYaml);
    m_applyButton = new QPushButton(Icons::icon(Icons::Action::Apply), tr("Apply…"), this);
    m_applyButton->setObjectName(QStringLiteral("applyButton"));
    connect(m_applyButton, &QPushButton::clicked, this, &OverridesPanel::applyToCluster);

    // Always shown (an empty one holds the buttons to the right).
    m_statusLabel = PanelKit::valueLabel(this, QStringLiteral("statusLabel"));
    m_busyBar = PanelKit::busyBar(this);
    m_busyBar->setObjectName(QStringLiteral("busyBar"));
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    m_cancelButton->setToolTip(tr("Stop the render, live read or apply under way (Esc)"));
    m_cancelButton->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancelButton->hide();
    connect(m_cancelButton, &QPushButton::clicked, this, &OverridesPanel::cancel);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_statusLabel, 1);
    buttons->addWidget(m_busyBar);
    buttons->addWidget(m_cancelButton);
    buttons->addWidget(m_copyButton);
    buttons->addWidget(m_saveButton);
    buttons->addWidget(m_applyButton);
    return buttons;
}

void OverridesPanel::layOut(QWidget *inputs, QWidget *detection, QWidget *overrides,
                            QWidget *result, QHBoxLayout *actions)
{
    // Input left, detection over overrides right; the result below; the actions at the bottom.
    QSplitter *rightTop = evenSplit(Qt::Vertical, QStringLiteral("overridesRightSplitter"),
                                    detection, overrides, this);
    QSplitter *top =
        evenSplit(Qt::Horizontal, QStringLiteral("overridesTopSplitter"), inputs, rightTop, this);
    QSplitter *main =
        evenSplit(Qt::Vertical, QStringLiteral("overridesMainSplitter"), top, result, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(main, 1);
    layout->addLayout(actions);
}

void OverridesPanel::createApplyFlow()
{
    m_apply = new ApplyFlow(this);
    connect(m_apply, &ApplyFlow::statusChanged, this, &OverridesPanel::setStatus);
    connect(m_apply, &ApplyFlow::runningChanged, this, [this] {
        updateActions();
        updateBusy();
    });
    connect(m_apply, &ApplyFlow::progress, this, [this](int done, int total) {
        m_busyBar->setRange(0, total);
        m_busyBar->setValue(done);
    });
    connect(m_apply, &ApplyFlow::finished, this, &OverridesPanel::applyFinished);
    connect(m_apply, &ApplyFlow::liveRead, this, &OverridesPanel::showLive);
    connect(m_apply, &ApplyFlow::liveReadFailed, this, &OverridesPanel::showLiveFailed);
}

void OverridesPanel::createRenderer()
{
    // An edit or a new target renders shortly after; a file is read off the UI thread first.
    m_renderTimer = new QTimer(this);
    m_renderTimer->setSingleShot(true);
    m_renderTimer->setInterval(RenderDelayMs);
    m_renderTimer->setTimerType(Qt::PreciseTimer);
    connect(m_renderTimer, &QTimer::timeout, this, &OverridesPanel::startRender);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &OverridesPanel::scheduleRender);
    connect(m_platform, &QComboBox::currentTextChanged, this, &OverridesPanel::scheduleRender);
    connect(m_gpuArch, &QComboBox::currentTextChanged, this, &OverridesPanel::scheduleRender);
}

void OverridesPanel::restoreSettings()
{
    {
        QSettings settings;
        settings.beginGroup(SettingsGroup);
        if (const int p = m_platform->findText(settings.value(PlatformKey).toString()); p >= 0)
            m_platform->setCurrentIndex(p);
        if (settings.contains(GpuArchKey)) {
            if (const int a = m_gpuArch->findData(settings.value(GpuArchKey).toString()); a >= 0)
                m_gpuArch->setCurrentIndex(a);
        }
        // The change first (issue 38): on unless the user turned it off.
        m_changedOnly->setChecked(settings.value(ChangedOnlyKey, true).toBool());
    }
    const auto remember = [](QLatin1StringView key, const QVariant &value) {
        QSettings settings;
        settings.beginGroup(SettingsGroup);
        settings.setValue(key, value);
    };
    connect(m_platform, &QComboBox::currentTextChanged, this,
            [remember](const QString &platform) { remember(PlatformKey, platform); });
    connect(m_gpuArch, &QComboBox::currentIndexChanged, this,
            [this, remember] { remember(GpuArchKey, m_gpuArch->currentData().toString()); });
    connect(m_changedOnly, &QCheckBox::toggled, this,
            [remember](bool changedOnly) { remember(ChangedOnlyKey, changedOnly); });
}

void OverridesPanel::fileRead(const OpenedFile &opened)
{
    // Only the newest openFile() gets here (m_fileTask drops the others and cancelled reads).
    if (!opened.error.isEmpty()) {
        m_renderPending = false;
        m_error = opened.error;
        PanelKit::showStatus(m_errorLabel, m_error, Theme::Tone::Error);
        updateActions();
        updateBusy();
        Q_EMIT resultShown();
        return;
    }
    setYaml(QString::fromUtf8(opened.bytes));
}

// A render or file read still running finishes on its worker, unseen (LatestTask drops it).
OverridesPanel::~OverridesPanel() = default;

// --- Input and target -------------------------------------------------------------------------

void OverridesPanel::setYaml(const QString &yaml)
{
    m_editor->setPlainText(yaml);
}

QString OverridesPanel::yaml() const
{
    return m_editor->toPlainText();
}

QString OverridesPanel::targetWarningText() const
{
    return m_targetWarning->text();
}

QString OverridesPanel::targetSpelling() const
{
    const QString arch = m_gpuArch->currentData().toString();
    return Nvcre::targetSpelling(m_platform->currentText(),
                                 arch.isEmpty() ? QStringLiteral("auto") : arch);
}

bool OverridesPanel::setTarget(const QString &platform, const QString &gpuArchitecture)
{
    const int p = m_platform->findText(platform);
    const int a = gpuArchitecture.isEmpty() ? 0 : m_gpuArch->findData(gpuArchitecture);
    if (p < 0 || a < 0)
        return false;
    m_platform->setCurrentIndex(p);
    m_gpuArch->setCurrentIndex(a);
    setTargetKind(Target::Offline);
    return true;
}

void OverridesPanel::openFile(const QString &path)
{
    m_renderTask.cancel();
    m_renderTimer->stop(); // a render of the text being replaced would only be dropped
    m_renderPending = true;
    m_stale = true;
    m_openPath = path;
    updateActions();
    const QString tooLarge =
        //: %1 a file, %2 its size, %3 the largest size the panel opens
        tr("%1 is %2; the Overrides panel opens files up to %3. Render it with accelctl "
           "workflow|certification|workloadrun render instead.");
    const QString unreadable = tr("Cannot read %1: %2. Check that the file exists and that you "
                                  "may read it.");
    m_fileTask.start(
        [path, tooLarge, unreadable] {
            OpenedFile out;
            const QString shown = QDir::toNativeSeparators(path);
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                out.error = unreadable.arg(shown, file.errorString());
                return out;
            }
            if (file.size() > MaxFileBytes) {
                const QLocale locale;
                out.error = tooLarge.arg(shown, locale.formattedDataSize(file.size()),
                                         locale.formattedDataSize(MaxFileBytes));
                return out;
            }
            out.bytes = file.readAll();
            if (out.bytes.isNull())
                out.bytes = QByteArray(""); // an empty file is empty input, not a read error
            return out;
        },
        [this](const OpenedFile &opened) { fileRead(opened); });
    updateBusy();
}

void OverridesPanel::setSnapshotFile(const QString &path)
{
    m_snapshotPath = path;
    m_target->setItemText(int(Target::SnapshotFile),
                          path.isEmpty()
                              ? tr("Snapshot file…")
                              : plainText(tr("Snapshot: %1").arg(QFileInfo(path).fileName())));
    m_target->setItemData(int(Target::SnapshotFile), plainToolTip(QDir::toNativeSeparators(path)),
                          Qt::ToolTipRole);
    setTargetKind(path.isEmpty() ? Target::Offline : Target::SnapshotFile);
}

void OverridesPanel::setCluster(const Kube::ClusterSnapshot &snapshot, const Dra::Inventory &,
                                const QString &label)
{
    m_cluster = snapshot;
    m_clusterLabel = label;
    //: Target of the override preview; %1 names the cluster the Hardware tab shows
    m_target->setItemText(int(Target::Cluster), tr("Cluster: %1").arg(label));
    if (targetKind() == Target::Cluster)
        scheduleRender();
}

void OverridesPanel::setClusterContext(const std::optional<Kube::ResolvedContext> &context)
{
    m_clusterContext = context;
    m_apply->setContext(targetKind() == Target::Cluster ? context : std::nullopt);
    if (!context || targetKind() != Target::Cluster) {
        m_live.clear();
        m_liveLines.clear();
        if (m_compare == Compare::Live)
            setCompare(Compare::Base);
    } else if (m_compare == Compare::Live) {
        readLive();
    }
    updateActions();
}

void OverridesPanel::setTargetKind(Target target)
{
    m_target->setCurrentIndex(int(target));
    m_offlineBox->setVisible(target == Target::Offline);
    m_targetSpelling->setVisible(target == Target::Offline);
    m_apply->setContext(target == Target::Cluster ? m_clusterContext : std::nullopt);
    if (target != Target::Cluster && m_compare == Compare::Live)
        setCompare(Compare::Base);
    updateActions();
    scheduleRender();
}

void OverridesPanel::setCatalogDir(const QString &dir)
{
    if (dir == m_catalogDir)
        return;
    m_catalogDir = dir;
    scheduleRender();
}

OverridesPanel::Target OverridesPanel::targetKind() const
{
    return Target(m_target->currentData().toInt());
}

void OverridesPanel::targetChosen(int index)
{
    const Target target = Target(m_target->itemData(index).toInt());
    if (target == Target::SnapshotFile) {
        chooseSnapshot();
        return;
    }
    setTargetKind(target);
}

void OverridesPanel::chooseSnapshot()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open cluster snapshot"), lastDirectory(),
                                     tr("YAML or JSON (*.yaml *.yml *.json);;All files (*)"));
    if (!path.isEmpty()) {
        rememberDirectoryOf(path);
        setSnapshotFile(path);
    } else
        setTargetKind(m_snapshotPath.isEmpty() ? Target::Offline : Target::SnapshotFile);
}

void OverridesPanel::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Workflow, Certification or WorkloadRun"), lastDirectory(),
        tr("YAML or JSON (*.yaml *.yml *.json);;All files (*)"));
    if (!path.isEmpty()) {
        rememberDirectoryOf(path);
        openFile(path);
    }
}

// --- Rendering --------------------------------------------------------------------------------

void OverridesPanel::scheduleRender()
{
    m_renderTask.cancel(); // an edit outdates the render under way
    m_renderPending = true;
    m_stale = true;
    m_renderTimer->start();
    updateActions();
    updateBusy();
}

void OverridesPanel::startRender()
{
    // The render as `accelctl workflow|certification|workloadrun render` runs it: one job,
    // the same params (issue 18, section 1).
    Nvcre::RenderParams params;
    params.bytes = m_editor->toPlainText().toUtf8();
    //: Names the editor's text in parse errors ("editor:3:7: ...")
    params.sourceName = tr("editor");
    params.catalogDir = m_catalogDir;
    switch (targetKind()) {
    case Target::Offline:
        params.nodes = Nvcre::RenderNodeSource::Offline;
        params.platform = m_platform->currentText();
        params.gpuArchitecture = m_gpuArch->currentData().toString(); // empty: auto
        // The pickers offer every pair; one without mock nodes resolves from the pair.
        params.resolvePairWithoutMockNodes = true;
        break;
    case Target::SnapshotFile:
        params.nodes = Nvcre::RenderNodeSource::Cluster;
        params.snapshotFile = m_snapshotPath;
        break;
    case Target::Cluster:
        params.nodes = Nvcre::RenderNodeSource::Cluster;
        params.cluster = m_cluster;
        break;
    }
    m_renderPending = false;
    m_renderTask.start([params = std::move(params)] { return Nvcre::RenderJob::render(params); },
                       [this](const Result<Nvcre::RenderResult> &result) {
                           if (result)
                               showRendered(*result, std::nullopt);
                           else
                               showRendered({}, result.error());
                           updateBusy();
                       });
    updateBusy();
}

void OverridesPanel::showRendered(const Nvcre::RenderResult &rendered,
                                  const std::optional<Error> &error)
{
    m_error = error ? withHint(*error) : QString();
    PanelKit::showStatus(m_errorLabel, m_error, Theme::Tone::Error);
    // The offline pickers ask for an architecture where the platform's nodes carry no label.
    const bool archRequired = error && error->code == Code::NVCRE_GPU_ARCH_REQUIRED;
    m_gpuArch->setStyleSheet(archRequired ? QStringLiteral("QComboBox { border: 2px solid %1; }")
                                                .arg(Theme::errorColour(palette()).name())
                                          : QString());
    // A parse error names the line and column ("editor:3:7: ..."): mark that line in the editor.
    QList<QTextEdit::ExtraSelection> marks;
    static const RegularExpression location = RegularExpression::builtIn(R"(:(\d+):(\d+): )");
    if (const RegularExpression::Match match = location.match(m_error); match.hasMatch()) {
        const QTextBlock block =
            m_editor->document()->findBlockByNumber(match.captured(1).toInt() - 1);
        if (block.isValid()) {
            QTextEdit::ExtraSelection mark;
            mark.format.setBackground(
                Theme::bannerBackground(Theme::Tone::Error, m_editor->palette()));
            mark.format.setProperty(QTextFormat::FullWidthSelection, true);
            mark.cursor = QTextCursor(block);
            marks << mark;
            QTextEdit::ExtraSelection column;
            column.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
            column.format.setUnderlineColor(Theme::errorColour(m_editor->palette()));
            column.cursor = QTextCursor(block);
            column.cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor,
                                       qMax(0, match.captured(2).toInt() - 1));
            column.cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
            marks << column;
        }
    }
    m_editor->setExtraSelections(marks);

    // The architecture chosen against the target's product selector or the nodes' vote.
    PanelKit::showStatus(m_targetWarning, rendered.targetWarnings.join(QLatin1Char('\n')),
                         Theme::Tone::Warning);
    m_stale = false;
    m_inputKind = rendered.kind;
    m_detection = rendered.detection;
    m_eventList = rendered.events;
    m_documents = rendered.documents;
    m_live.clear();
    m_liveLines.clear();

    // Detection summary and events.
    if (m_detection) {
        m_detectionSummary->showDetection(*m_detection, m_eventList, rendered.detectionNotes,
                                          targetKind() != Target::Offline);
    } else if (!error) {
        m_detectionSummary->showPrompt();
    } else {
        m_detectionSummary->clear();
    }

    // The Workflow picker: one per category of a Certification.
    const QString previous = m_documentCombo->currentData().toString();
    {
        const QSignalBlocker blocker(m_documentCombo);
        m_documentCombo->clear();
        for (const Document &document : std::as_const(m_documents)) {
            const int matched = int(document.overrides.applied().size());
            //: %1 a Workflow, %2 matched overrides, %3 all overrides
            m_documentCombo->addItem(plainText(tr("%1 (%2 of %3 overrides matched)")
                                                   .arg(document.label)
                                                   .arg(matched)
                                                   .arg(document.overrides.records.size())),
                                     document.label);
        }
        const int keep = m_documentCombo->findData(previous);
        if (keep < 0)
            m_selectedOverride = -1; // not the Workflow whose override was selected
        m_current = keep >= 0 ? keep : 0;
        m_documentCombo->setCurrentIndex(m_current);
    }
    m_documentCombo->setEnabled(m_documents.size() > 1);
    m_yamlView->setYaml(renderedYaml());
    showDocument();
    updateActions();
    if (m_compare == Compare::Live)
        readLive();
    Q_EMIT resultShown();
}

void OverridesPanel::setCurrentDocument(int index)
{
    if (index < 0 || index >= m_documents.size())
        return;
    if (index != m_current)
        m_selectedOverride = -1; // another Workflow's overrides
    m_current = index;
    if (m_documentCombo->currentIndex() != index) {
        const QSignalBlocker blocker(m_documentCombo);
        m_documentCombo->setCurrentIndex(index);
    }
    showDocument();
}

const OverridesPanel::Document *OverridesPanel::document() const
{
    if (m_current < 0 || m_current >= m_documents.size())
        return nullptr;
    return &m_documents.at(m_current);
}

void OverridesPanel::showDocument()
{
    const Document *d = document();
    m_model->setRecords(d ? d->overrides.records : QList<Nvcre::OverrideRecord>{});
    showOverrideDetails(-1); // rebuildDiff() shows the selected override's again
    m_table->resizeColumnsToContents();
    // A long `when` (an expression) would push "Matched" out of sight; its tooltip has it all.
    const int whenWidth = m_table->fontMetrics().horizontalAdvance(QLatin1Char('m')) * 28;
    if (m_table->columnWidth(OverridesModel::WhenColumn) > whenWidth)
        m_table->setColumnWidth(OverridesModel::WhenColumn, whenWidth);
    m_highlighted.clear();
    // The annotations the render added (CRE's nvcrectl.nvidia.com ones).
    QStringList annotations;
    if (d) {
        const QJsonObject set = d->rendered.value(QStringLiteral("metadata"))
                                    .toObject()
                                    .value(QStringLiteral("annotations"))
                                    .toObject();
        QStringList whole;
        for (auto it = set.constBegin(); it != set.constEnd(); ++it) {
            QString value = it.value().toString();
            whole << it.key() + QStringLiteral(": ") + value;
            if (value.size() > AnnotationValueChars)
                value = value.left(AnnotationValueChars) + QStringLiteral("…");
            annotations << it.key() + QStringLiteral(": ") + value;
        }
        m_annotations->setToolTip(plainToolTip(whole.join(QLatin1Char('\n'))));
    }
    m_annotations->setText(
        annotations.isEmpty()
            ? QString()
            : plainText(tr("Annotations: %1").arg(annotations.join(QStringLiteral("; ")))));
    m_annotations->setVisible(!annotations.isEmpty());
    rebuildDiff();
}

QByteArray OverridesPanel::renderedYaml() const
{
    QByteArray out;
    for (const Document &document : m_documents) {
        if (!out.isEmpty())
            out += "---\n";
        out += document.renderedYaml;
    }
    return out;
}

QByteArray OverridesPanel::baseYaml() const
{
    const Document *d = document();
    return d ? d->baseYaml : QByteArray();
}

// --- Diff -------------------------------------------------------------------------------------

void OverridesPanel::setCompare(Compare compare)
{
    const bool liveAllowed = targetKind() == Target::Cluster && m_clusterContext.has_value();
    if (compare == Compare::Live && !liveAllowed)
        compare = Compare::Base;
    m_compare = compare;
    m_compareCombo->setCurrentIndex(m_compareCombo->findData(int(compare)));
    m_diffModel->setLeftTitle(compare == Compare::Live ? tr("Live") : tr("Base"));
    if (compare == Compare::Live)
        readLive();
    else
        m_live.clear();
    m_liveLines.clear();
    rebuildDiff();
}

void OverridesPanel::showLive(const QList<Kube::ApplyResult> &results)
{
    m_live = results;
    m_liveLines.clear();
    for (const Kube::ApplyResult &r : results) {
        QStringList lines;
        if (!r.live.isEmpty()) {
            // What an operator compares: no status, no fields the server maintains.
            QJsonObject live = Kube::withoutServerFields(r.live);
            live.remove(QStringLiteral("status"));
            lines = Doc::LineDiff::splitLines(QString::fromUtf8(Doc::toYaml(live)));
        }
        const QStringList pointers = Doc::yamlLinePointers(lines);
        m_liveLines.append({lines, pointers});
    }
    int present = 0;
    QStringList refused;
    for (const Kube::ApplyResult &r : results) {
        present += r.outcome == Kube::ApplyOutcome::Exists ? 1 : 0;
        if (r.outcome == Kube::ApplyOutcome::Rejected)
            refused << r.objectName() + QStringLiteral(": ") + r.message;
    }
    const QString context = m_clusterContext ? m_clusterContext->contextName : QString();
    if (!refused.isEmpty()) {
        //: %1 a kubeconfig context, %2 one line per object with the server's message
        setStatus(tr("Cannot read from %1: %2").arg(context, refused.join(QStringLiteral("; "))),
                  Theme::Tone::Error);
    } else {
        //: %1 objects found, %2 objects rendered, %3 a kubeconfig context
        setStatus(
            tr("%1 of %2 Workflow(s) exist in %3").arg(present).arg(results.size()).arg(context));
    }
    rebuildDiff();
    updateBusy();
    Q_EMIT liveShown();
}

void OverridesPanel::showLiveFailed(const QString &message)
{
    m_live.clear();
    m_liveLines.clear();
    setStatus(tr("Cannot read the live objects: %1").arg(message), Theme::Tone::Error);
    rebuildDiff();
    updateBusy();
    Q_EMIT liveShown();
}

void OverridesPanel::readLive()
{
    m_live.clear();
    m_liveLines.clear();
    QList<QJsonObject> objects;
    for (const Document &document : std::as_const(m_documents))
        objects << document.rendered;
    if (objects.isEmpty() || !m_apply->context())
        return;
    //: %1 a kubeconfig context
    setStatus(tr("Reading the live Workflows from %1…").arg(m_apply->context()->contextName));
    m_apply->readLive(objects);
    updateBusy();
}

void OverridesPanel::rebuildDiff()
{
    const Document *d = document();
    static const QStringList none;
    const QStringList *oldLinesOf = d ? &d->baseLines : &none;
    const QStringList *leftPointersOf = d ? &d->basePointers : &none;
    if (d && m_compare == Compare::Live) {
        oldLinesOf = &none;
        leftPointersOf = &none;
        if (m_current < m_liveLines.size()) {
            oldLinesOf = &m_liveLines.at(m_current).first;
            leftPointersOf = &m_liveLines.at(m_current).second;
        }
    }
    const QStringList &oldLines = *oldLinesOf;
    const QStringList &leftPointers = *leftPointersOf;
    const QStringList &newLines = d ? d->renderedLines : none;
    if (d && m_changedOnly->isChecked()) {
        // The spec's changes first, then the annotations the render adds (issue 38: they come
        // first in the document and pushed the real change below the fold), each group with
        // three lines of context and under a heading when both have changes.
        const QList<DiffRow> full = Doc::LineDiff::sideBySide(oldLines, newLines, -1);
        QList<bool> annotation;
        annotation.reserve(full.size());
        for (const DiffRow &row : full) {
            const QString pointer = row.newLine > 0 ? d->renderedPointers.value(row.newLine - 1)
                                                    : leftPointers.value(row.oldLine - 1);
            annotation << (isChange(row) && isRenderAnnotation(pointer));
        }
        m_rows = foldedGroup(full, annotation, false, 3);
        const QList<DiffRow> annotations = foldedGroup(full, annotation, true, 3);
        if (!m_rows.isEmpty() && !annotations.isEmpty()) {
            DiffRow heading;
            heading.kind = DiffRow::Folded; // no lines folded: DiffModel shows the text
            //: Heading in the override diff above the annotations the render adds
            heading.newText = tr("Annotations the render adds (detection)");
            m_rows << heading;
        }
        m_rows += annotations;
    } else {
        m_rows = Doc::LineDiff::sideBySide(oldLines, newLines, m_changedOnly->isChecked() ? 3 : -1);
    }
    m_provenance.clear();
    m_origins.clear();
    m_highlighted.clear();
    for (int r = 0; r < m_rows.size(); ++r) {
        const Doc::LineDiff::Row &row = m_rows.at(r);
        std::optional<Doc::PatchSequence::Origin> origin;
        const bool changedRow =
            row.kind != Doc::LineDiff::Row::Same && row.kind != Doc::LineDiff::Row::Folded;
        // Against the live object a line an override produced may equal the live one: it still
        // belongs to the override (for highlighting), though it is no change to name.
        const bool lookUp = d && (changedRow || (m_compare == Compare::Live && row.newLine > 0 &&
                                                 row.kind == Doc::LineDiff::Row::Same));
        if (lookUp) {
            // The new line's pointer (or, for a removed line, the left line's) looked up in the
            // engine's provenance, by the key path the line writes.
            QString pointer;
            if (row.newLine > 0)
                pointer = d->renderedPointers.value(row.newLine - 1);
            else if (row.oldLine > 0)
                pointer = leftPointers.value(row.oldLine - 1);
            if (!pointer.isEmpty())
                origin = d->overrides.originOf(pointer);
        }
        m_origins << origin;
        QString originLabel = origin && changedRow ? originText(*origin) : QString();
        if (!origin && d && row.newLine > 0 && row.kind != Doc::LineDiff::Row::Same &&
            row.kind != Doc::LineDiff::Row::Folded &&
            d->renderedPointers.value(row.newLine - 1)
                .startsWith(QLatin1String("/metadata/annotations/nvcrectl.nvidia.com~1"))) {
            //: "Set by" of a diff line: an annotation the render adds (detected platform ...)
            originLabel = tr("render (annotation)");
        }
        m_provenance << originLabel;
    }
    m_diffModel->setRows(m_rows, m_provenance);
    m_diff->resizeColumnToContents(OldLineColumn);
    m_diff->resizeColumnToContents(NewLineColumn);
    m_diff->resizeColumnToContents(ProvenanceColumn);
    m_diff->setColumnWidth(ProvenanceColumn, qMin(m_diff->columnWidth(ProvenanceColumn), 280));
    if (m_selectedOverride >= 0)
        selectOverride(m_selectedOverride);
}

void OverridesPanel::selectOverride(int row)
{
    const Document *d = document();
    m_highlighted.clear();
    showOverrideDetails(row);
    if (!d || row < 0 || row >= d->overrides.records.size()) {
        m_selectedOverride = -1;
        m_diffModel->setHighlighted({});
        m_diff->clearSelection();
        const QSignalBlocker blocker(m_table->selectionModel());
        m_table->selectionModel()->clear();
        return;
    }
    m_selectedOverride = row;
    if (m_table->selectionModel()->currentIndex().row() != row) {
        const QSignalBlocker blocker(m_table->selectionModel()); // no second call from the view
        m_table->selectRow(row);
    }
    const qsizetype index = d->overrides.records.at(row).index;
    for (int r = 0; r < m_origins.size(); ++r) {
        if (m_origins.at(r) && m_origins.at(r)->stepIndex == index)
            m_highlighted << r;
    }
    m_diffModel->setHighlighted(m_highlighted);
    m_diff->clearSelection();
    if (!m_highlighted.isEmpty()) {
        // Select the lines (the selection colour marks them) and bring the first into view.
        QItemSelection selection;
        for (const int r : std::as_const(m_highlighted))
            selection.select(m_diffModel->index(r, 0),
                             m_diffModel->index(r, DiffModel::ColumnCount - 1));
        m_diff->selectionModel()->select(selection,
                                         QItemSelectionModel::Select | QItemSelectionModel::Rows);
        m_diff->scrollTo(m_diffModel->index(m_highlighted.constFirst(), NewTextColumn),
                         QAbstractItemView::PositionAtCenter);
    }
}

void OverridesPanel::setChangedOnly(bool changedOnly)
{
    m_changedOnly->setChecked(changedOnly);
}

bool OverridesPanel::changedOnly() const
{
    return m_changedOnly->isChecked();
}

int OverridesPanel::currentDiffRow() const
{
    const QModelIndex current = m_diff->currentIndex();
    return current.isValid() ? current.row() : -1;
}

bool OverridesPanel::nextChange()
{
    return goToChange(1);
}

bool OverridesPanel::previousChange()
{
    return goToChange(-1);
}

bool OverridesPanel::goToChange(int step)
{
    const int count = int(m_rows.size());
    int row = currentDiffRow();
    if (row < 0)
        row = step > 0 ? -1 : count;
    // The first line of each run of changed lines.
    for (row += step; row >= 0 && row < count; row += step) {
        if (!isChange(m_rows.at(row)) || (row > 0 && isChange(m_rows.at(row - 1))))
            continue;
        m_resultTabs->setCurrentIndex(0); // the Diff tab
        const QModelIndex index = m_diffModel->index(row, NewTextColumn);
        m_diff->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                             QItemSelectionModel::Rows);
        m_diff->scrollTo(index, QAbstractItemView::PositionAtCenter);
        return true;
    }
    return false;
}

QString OverridesPanel::overrideDetailsText() const
{
    return m_overrideDetails->toPlainText();
}

void OverridesPanel::showOverrideDetails(int row)
{
    const QString text = m_model->detailsText(row);
    m_overrideDetails->setPlainText(text);
    m_overrideDetails->setVisible(!text.isEmpty());
}

// --- Copy, save, apply ------------------------------------------------------------------------

void OverridesPanel::setStatus(const QString &text, Theme::Tone tone)
{
    m_statusLabel->setText(plainText(text));
    PanelKit::setTone(m_statusLabel, tone);
}

void OverridesPanel::copyYaml()
{
    const QByteArray yaml = renderedYaml();
    if (yaml.isEmpty() || m_stale)
        return;
    QApplication::clipboard()->setText(QString::fromUtf8(yaml));
    setStatus(tr("Copied to the clipboard"));
}

void OverridesPanel::saveYaml()
{
    const QByteArray yaml = renderedYaml();
    if (yaml.isEmpty() || m_stale)
        return;
    const Document *d = document();
    const QString name = d ? d->rendered.value(QStringLiteral("metadata"))
                                 .toObject()
                                 .value(QStringLiteral("name"))
                                 .toString()
                           : QString();
    // QFileDialog asks before replacing an existing file.
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save rendered Workflow"),
        QDir(lastDirectory())
            .filePath((name.isEmpty() ? QStringLiteral("workflow") : name) +
                      QStringLiteral(".yaml")),
        tr("YAML (*.yaml *.yml)"));
    if (path.isEmpty())
        return;
    rememberDirectoryOf(path);
    // QSaveFile: an existing file is replaced only once the whole text is written.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(yaml) != yaml.size() || !file.commit()) {
        QMessageBox box(QMessageBox::Warning, tr("Save rendered Workflow"),
                        plainText(tr("Cannot write %1: %2").arg(path, file.errorString())),
                        QMessageBox::Ok, this);
        makePlain(box);
        box.exec();
        return;
    }
    setStatus(tr("Saved to %1").arg(QDir::toNativeSeparators(path)));
}

void OverridesPanel::applyToCluster()
{
    // Only what the panel shows for the current text and target is applied.
    if (m_documents.isEmpty() || !m_error.isEmpty() || isRendering() || m_stale)
        return;
    QList<QJsonObject> objects;
    for (const Document &document : std::as_const(m_documents))
        objects << document.rendered;
    m_apply->start(objects);
}

void OverridesPanel::updateActions()
{
    const bool have = !m_documents.isEmpty() && !m_stale;
    m_copyButton->setEnabled(have);
    m_saveButton->setEnabled(have);
    const bool live = targetKind() == Target::Cluster && m_clusterContext.has_value();
    m_applyButton->setEnabled(have && live && !m_apply->isRunning());
    // The target stays put while objects are applied to it.
    m_target->setEnabled(!m_apply->isRunning());
    if (!live) {
        m_applyButton->setToolTip(
            tr("Apply needs a live cluster: choose a kubeconfig context in the Hardware tab and "
               "the Hardware tab's cluster as the target (or Save or Copy and use kubectl "
               "apply)"));
    } else {
        //: %1 a kubeconfig context, %2 a namespace
        m_applyButton->setToolTip(
            plainToolTip(tr("Server dry run, then apply to context \"%1\" (namespace \"%2\")")
                             .arg(m_clusterContext->contextName, m_clusterContext->namespaceName)));
    }
    const int liveItem = m_compareCombo->findData(int(Compare::Live));
    if (auto *model = qobject_cast<QStandardItemModel *>(m_compareCombo->model()))
        model->item(liveItem)->setEnabled(live);
}

bool OverridesPanel::isRendering() const
{
    return m_renderPending || m_renderTask.isRunning() || m_fileTask.isRunning();
}

bool OverridesPanel::isBusy() const
{
    return isRendering() || m_apply->isRunning() || m_apply->isReading();
}

void OverridesPanel::updateBusy()
{
    const bool busy = isBusy();
    // A quick re-render after an edit shows no bar; reading, applying and slow renders do.
    const bool show = m_renderTask.isRunning() || m_apply->isRunning() || m_apply->isReading() ||
                      m_fileTask.isRunning();
    if (!m_apply->isRunning())
        m_busyBar->setRange(0, 0);
    m_busyBar->setVisible(show);
    m_cancelButton->setVisible(show);
    if (busy == m_busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

void OverridesPanel::cancel()
{
    if (m_renderTask.isRunning() || m_renderPending || m_fileTask.isRunning()) {
        m_renderTask.cancel(); // the worker's result is dropped
        m_fileTask.cancel();   // and so is the file being read
        m_renderTimer->stop();
        m_renderPending = false;
        setStatus(tr("Render cancelled: what is shown is for the earlier text or target; edit or "
                     "choose a target to render again"));
    }
    const bool reading = m_apply->isReading();
    if (reading || m_apply->isRunning())
        m_apply->cancel();
    if (reading)
        setStatus(tr("Live read cancelled: choose \"Live in the cluster\" again to read"));
    updateBusy();
}

} // namespace Accel::Ui
