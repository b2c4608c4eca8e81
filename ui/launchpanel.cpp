// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "launchpanel.h"
#include "icons.h"
#include "launch/launchcodes.h"

#include "panelkit.h"

#include "errortext.h"
#include "host/accelprobe.h"
#include "host/hostprobe.h"
#include "launch/composerunner.h"
#include "launch/launchjob.h"
#include "logsdialog.h"
#include "models/launchesmodel.h"
#include "plaintext.h"
#include "sideload/sideloadcache.h"
#include "yamlview.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTime>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace Accel::Ui {

namespace {

constexpr int KindRole = Qt::UserRole + 1;
constexpr int PlanDebounceMs = 150;
constexpr int ProgressScale = 1000;

const QString SettingsGroup = QStringLiteral("LaunchPanel");
const QString LastFolderKey = QStringLiteral("lastFolder");
const QString LastProductKey = QStringLiteral("lastProduct");
const QString LastSaveDirKey = QStringLiteral("lastSaveDir");
const QString MirrorCaKey = QStringLiteral("mirrorCaFile");

QString profileDisplayName(Host::Profile profile)
{
    switch (profile) {
    case Host::Profile::Nvidia:
        //: An accelerator choice; "nvidia" is the profile name and stays untranslated
        return LaunchPanel::tr("NVIDIA GPU (nvidia)");
    case Host::Profile::Quadra:
        //: An accelerator choice; "quadra" is the profile name and stays untranslated
        return LaunchPanel::tr("NETINT Quadra (quadra)");
    case Host::Profile::None:
        //: An accelerator choice: no accelerator, the software pipeline
        return LaunchPanel::tr("none (software pipeline)");
    case Host::Profile::Invalid:
        break;
    }
    return {};
}

QString acceleratorNoun(Host::Profile profile)
{
    switch (profile) {
    case Host::Profile::Nvidia:
        return LaunchPanel::tr("an NVIDIA GPU");
    case Host::Profile::Quadra:
        return LaunchPanel::tr("a NETINT Quadra card");
    case Host::Profile::None:
    case Host::Profile::Invalid:
        break;
    }
    return {};
}

/// The declaration as written plus what it means (spec: "Products can mandate an accelerator").
QString declarationText(const Launch::AcceleratorRequirement &requirement)
{
    using Mode = Launch::AcceleratorRequirement::Mode;
    const QString declared = requirement.toString();
    const QString noun = acceleratorNoun(requirement.value);
    switch (requirement.mode) {
    case Mode::Fixed:
        if (noun.isEmpty()) {
            //: %1 is the declaration as written, e.g. "fixed none"
            return LaunchPanel::tr("%1: this product runs in software and forbids an accelerator")
                .arg(declared);
        }
        //: %1 is the declaration as written ("fixed nvidia"), %2 e.g. "an NVIDIA GPU"
        return LaunchPanel::tr("%1: this product needs %2").arg(declared, noun);
    case Mode::Default:
        if (noun.isEmpty()) {
            return LaunchPanel::tr("%1: this product prefers the software pipeline").arg(declared);
        }
        //: %1 is the declaration as written ("default nvidia"), %2 e.g. "an NVIDIA GPU"
        return LaunchPanel::tr("%1: this product prefers %2 and can run without one")
            .arg(declared, noun);
    case Mode::Required:
        return LaunchPanel::tr("%1: you choose the accelerator for each launch").arg(declared);
    case Mode::Absent:
    case Mode::Invalid:
        break;
    }
    //: %1 is "absent": the product declares nothing
    return LaunchPanel::tr("%1: nothing is reserved unless you choose an accelerator")
        .arg(declared);
}

QLabel *valueLabel(QWidget *parent, const char *objectName)
{
    auto *label = plainLabel(new QLabel(parent));
    label->setObjectName(QLatin1String(objectName));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QLabel *sectionTitle(const QString &text, QWidget *parent)
{
    auto *label = plainLabel(new QLabel(text, parent));
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

// Rows that come and go live in a QGridLayout: on Qt 6.4.2, hiding a QFormLayout row that holds
// a word-wrapped label overruns a buffer in QFormLayout::heightForWidth (valgrind: invalid write)
// and later crashes.

/// Appends "label  field" to a two-column grid.
void addGridRow(QGridLayout *grid, const QString &text, QWidget *field, Qt::Alignment alignment)
{
    const int row = grid->count() / 2;
    auto *label = new QLabel(text, field->parentWidget());
    label->setBuddy(field);
    grid->addWidget(label, row, 0, Qt::AlignLeft | alignment);
    grid->addWidget(field, row, 1);
}

void setRowShown(QGridLayout *grid, QWidget *field, bool shown)
{
    int row = 0;
    int column = 0;
    int rowSpan = 0;
    int columnSpan = 0;
    grid->getItemPosition(grid->indexOf(field), &row, &column, &rowSpan, &columnSpan);
    if (QLayoutItem *label = grid->itemAtPosition(row, 0); label && label->widget())
        label->widget()->setVisible(shown);
    field->setVisible(shown);
}

void setMuted(QLabel *label)
{
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, palette.color(QPalette::PlaceholderText));
    label->setPalette(palette);
}

} // namespace

LaunchPanel::LaunchPanel(LaunchPanelServices services, QWidget *parent)
    : QWidget(parent)
    , m_services(std::move(services))
    , m_planTimer(new QTimer(this))
    , m_launchesModel(new LaunchesModel(this))
    , m_launchesTimer(new QTimer(this))
    , m_stopRunner(new Launch::ComposeRunner(this))
{
    setObjectName(QStringLiteral("launchPanel"));

    //: Title of the Launch panel
    auto *title = new QLabel(tr("Launch a product"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    title->setFont(titleFont);
    m_hostSummary = valueLabel(this, "hostSummary");
    m_hostSummary->setWordWrap(false);
    setMuted(m_hostSummary);
    m_refreshButton = new QPushButton(Icons::icon(Icons::Action::Reload), tr("&Refresh"), this);
    m_refreshButton->setObjectName(QStringLiteral("launchRefreshButton"));
    m_refreshButton->setToolTip(tr("Probe this host again and replan"));
    connect(m_refreshButton, &QPushButton::clicked, this, &LaunchPanel::refresh);

    auto *header = new QHBoxLayout;
    header->addWidget(title);
    header->addStretch();
    header->addWidget(m_hostSummary);
    header->addWidget(m_refreshButton);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(createFormSide());
    splitter->addWidget(createPreviewSide());
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({420, 680});

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(splitter, 1);

    m_planTimer->setSingleShot(true);
    m_planTimer->setInterval(PlanDebounceMs);
    connect(m_planTimer, &QTimer::timeout, this, &LaunchPanel::startPlan);
    connect(m_stopRunner, &Launch::ComposeRunner::outputReceived, this, &LaunchPanel::appendOutput);
    connect(m_stopRunner, &Launch::ComposeRunner::finished, this, &LaunchPanel::onStopFinished);
    m_launchesTimer->setInterval(LaunchesRefreshMs);
    connect(m_launchesTimer, &QTimer::timeout, this, &LaunchPanel::refreshLaunches);

    m_hostSummary->setText(tr("Host not probed yet"));
    populateProducts();
    updateBanner();
    updateLaunchEnabled();
}

LaunchPanel::~LaunchPanel()
{
    m_stopRunner->disconnect(this);
    // A running launch stops with the panel: its fetch is cancelled and waited for (the job's
    // destructor), compose is left to finish what it started. Probe and plan touch nothing of
    // ours.
    if (m_job) {
        m_job->disconnect(this);
        delete m_job;
    }
}

QWidget *LaunchPanel::createFormSide()
{
    auto *side = new QWidget(this);
    side->setMinimumWidth(340);
    side->setMaximumWidth(520);

    auto *productBox = new QGroupBox(tr("Product"), side);
    m_productCombo = new QComboBox(productBox);
    m_productCombo->setObjectName(QStringLiteral("productCombo"));
    //: Shown in the product picker when no product is selected
    m_productCombo->setPlaceholderText(tr("Choose a product…"));
    m_productCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    connect(m_productCombo, &QComboBox::currentIndexChanged, this,
            &LaunchPanel::onProductActivated);
    m_productSource = valueLabel(productBox, "productSource");
    setMuted(m_productSource);
    m_declaration = valueLabel(productBox, "declarationLabel");
    auto *productForm = new QFormLayout(productBox);
    productForm->addRow(tr("Product:"), m_productCombo);
    productForm->addRow(QString(), m_productSource);
    //: Label of the product's accelerator declaration ("fixed nvidia: …")
    productForm->addRow(tr("Declares:"), m_declaration);

    auto *settingsBox = new QGroupBox(tr("Launch settings"), side);
    m_acceleratorBox = new QWidget(settingsBox);
    m_acceleratorCombo = new QComboBox(m_acceleratorBox);
    m_acceleratorCombo->setObjectName(QStringLiteral("acceleratorCombo"));
    //: Placeholder of the accelerator choice when the operator must choose
    m_acceleratorCombo->setPlaceholderText(tr("Choose…"));
    m_acceleratorCombo->setToolTip(
        tr("None, or an accelerator this host carries: the form never offers one it lacks"));
    connect(m_acceleratorCombo, &QComboBox::currentIndexChanged, this, [this] {
        schedulePlan();
        updateLaunchEnabled();
        updateIdleAdvice();
    });
    m_acceleratorFixed = valueLabel(m_acceleratorBox, "acceleratorFixed");
    m_acceleratorFixed->setTextFormat(Qt::RichText);
    m_acceleratorPending = valueLabel(m_acceleratorBox, "acceleratorPending");
    setMuted(m_acceleratorPending);
    auto *acceleratorLayout = new QVBoxLayout(m_acceleratorBox);
    acceleratorLayout->setContentsMargins(0, 0, 0, 0);
    acceleratorLayout->addWidget(m_acceleratorCombo);
    acceleratorLayout->addWidget(m_acceleratorFixed);
    acceleratorLayout->addWidget(m_acceleratorPending);
    m_acceleratorIdle = valueLabel(m_acceleratorBox, "acceleratorIdle");
    acceleratorLayout->addWidget(m_acceleratorIdle);
    m_acceleratorIdle->hide();
    m_acceleratorCombo->hide();
    m_acceleratorFixed->hide();

    m_projectEdit = new QLineEdit(settingsBox);
    m_projectEdit->setObjectName(QStringLiteral("projectEdit"));
    m_projectEdit->setToolTip(tr("The docker compose project name: lower case letters, digits, "
                                 "'-' and '_'; anything else is replaced"));
    m_projectEdit->setClearButtonEnabled(true);
    connect(m_projectEdit, &QLineEdit::textChanged, this, &LaunchPanel::schedulePlan);
    m_shmEdit = new QLineEdit(settingsBox);
    m_shmEdit->setObjectName(QStringLiteral("shmSizeEdit"));
    //: Placeholder of the shared memory size field; keep "2gb" as is (docker syntax)
    m_shmEdit->setPlaceholderText(tr("e.g. 2gb"));
    m_shmEdit->setToolTip(tr("Size of the media service's private /dev/shm (optional). On the "
                             "quadra profile the host's /dev/shm is shared instead"));
    m_shmEdit->setClearButtonEnabled(true);
    connect(m_shmEdit, &QLineEdit::textChanged, this, &LaunchPanel::schedulePlan);
    // The sideload mirror's CA (--ca-file; DESIGN.md "a setting in the GUI"): remembered.
    auto *mirrorCaBox = new QWidget(settingsBox);
    m_mirrorCaEdit = new QLineEdit(mirrorCaBox);
    m_mirrorCaEdit->setObjectName(QStringLiteral("mirrorCaEdit"));
    //: Placeholder of the mirror CA field: only the system's CAs are trusted
    m_mirrorCaEdit->setPlaceholderText(tr("System CAs only"));
    m_mirrorCaEdit->setToolTip(tr("A PEM file of further CA certificates to trust when "
                                  "fetching bundles from a sideload mirror with a private CA"));
    m_mirrorCaEdit->setClearButtonEnabled(true);
    auto *mirrorCaBrowse = new QPushButton(tr("B&rowse…"), mirrorCaBox);
    mirrorCaBrowse->setObjectName(QStringLiteral("mirrorCaBrowse"));
    connect(mirrorCaBrowse, &QPushButton::clicked, this, &LaunchPanel::chooseMirrorCaFile);
    auto *mirrorCaLayout = new QHBoxLayout(mirrorCaBox);
    mirrorCaLayout->setContentsMargins(0, 0, 0, 0);
    mirrorCaLayout->addWidget(m_mirrorCaEdit, 1);
    mirrorCaLayout->addWidget(mirrorCaBrowse);
    {
        QSettings settings;
        settings.beginGroup(SettingsGroup);
        const QString caFile = m_services.fetchOptions.caFile.isEmpty()
                                   ? settings.value(MirrorCaKey).toString()
                                   : m_services.fetchOptions.caFile;
        m_mirrorCaEdit->setText(caFile);
    }
    // Remembered when the operator edits it (never from the command line's --ca-file alone).
    connect(m_mirrorCaEdit, &QLineEdit::textEdited, this,
            [this](const QString &text) { setMirrorCaFile(text); });
    connect(m_mirrorCaEdit, &QLineEdit::textChanged, this, &LaunchPanel::schedulePlan);

    m_settingsForm = new QGridLayout(settingsBox);
    m_settingsForm->setColumnStretch(1, 1);
    addGridRow(m_settingsForm, tr("Accelerator:"), m_acceleratorBox, Qt::AlignVCenter);
    //: The docker compose project name
    addGridRow(m_settingsForm, tr("Project:"), m_projectEdit, Qt::AlignVCenter);
    //: Size of /dev/shm in the media container
    addGridRow(m_settingsForm, tr("Shared memory:"), m_shmEdit, Qt::AlignVCenter);
    //: The sideload mirror's CA certificate file
    addGridRow(m_settingsForm, tr("Mirror CA:"), mirrorCaBox, Qt::AlignVCenter);

    auto *planBox = new QGroupBox(tr("This launch"), side);
    m_reserves = valueLabel(planBox, "reservesValue");
    m_gpuWiring = valueLabel(planBox, "gpuWiringValue");
    m_containerUser = valueLabel(planBox, "containerUserValue");
    m_bundles = valueLabel(planBox, "bundlesValue");
    m_planForm = new QGridLayout(planBox);
    m_planForm->setColumnStretch(1, 1);
    //: What the launch reserves: an accelerator or nothing
    addGridRow(m_planForm, tr("Reserves:"), m_reserves, Qt::AlignTop);
    addGridRow(m_planForm, tr("GPU wiring:"), m_gpuWiring, Qt::AlignTop);
    addGridRow(m_planForm, tr("Container user:"), m_containerUser, Qt::AlignTop);
    //: Sideload bundles the launch mounts
    addGridRow(m_planForm, tr("Bundles:"), m_bundles, Qt::AlignTop);

    m_launchButton =
        new QPushButton(style()->standardIcon(QStyle::SP_MediaPlay), tr("&Launch"), side);
    m_launchButton->setObjectName(QStringLiteral("launchButton"));
    m_launchButton->setDefault(true);
    m_launchButton->setMinimumWidth(140);
    // The one action of the panel stands out; disabled it greys like any other button.
    m_launchButton->setStyleSheet(
        Theme::primaryButtonStyle(m_launchButton->objectName(), m_launchButton->palette()));
    connect(m_launchButton, &QPushButton::clicked, this, &LaunchPanel::launch);
    m_cancelButton = new QPushButton(tr("Cancel"), side);
    m_cancelButton->setObjectName(QStringLiteral("cancelLaunchButton"));
    m_cancelButton->setToolTip(tr("Stop the bundle fetch or docker compose"));
    m_cancelButton->hide();
    connect(m_cancelButton, &QPushButton::clicked, this, &LaunchPanel::cancelLaunch);
    m_progress = new QProgressBar(side);
    m_progress->setObjectName(QStringLiteral("fetchProgress"));
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_launchStatus = valueLabel(side, "launchStatus");
    m_launchStatus->hide();

    auto *launchRow = new QHBoxLayout;
    launchRow->addWidget(m_progress, 1);
    launchRow->addWidget(m_cancelButton);
    launchRow->addStretch();
    launchRow->addWidget(m_launchButton);

    auto *layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(productBox);
    layout->addWidget(settingsBox);
    layout->addWidget(planBox);
    layout->addStretch();
    layout->addWidget(m_launchStatus);
    layout->addLayout(launchRow);
    return side;
}

QWidget *LaunchPanel::createPreviewSide()
{
    auto *side = new QWidget(this);

    m_banner = new QLabel(side);
    m_banner->setObjectName(QStringLiteral("refusalBanner"));
    m_banner->setWordWrap(true);
    m_banner->setTextFormat(Qt::RichText);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->hide();

    m_previewBox = new QWidget(side);
    //: Title of the generated Compose overlay preview
    auto *overlayTitle = sectionTitle(tr("Compose overlay"), m_previewBox);
    m_planStatus = valueLabel(m_previewBox, "planStatus");
    m_planStatus->setWordWrap(false);
    setMuted(m_planStatus);
    m_copyButton = new QPushButton(Icons::icon(Icons::Action::Copy), tr("&Copy"), m_previewBox);
    m_copyButton->setObjectName(QStringLiteral("copyOverlayButton"));
    m_copyButton->setToolTip(tr("Copy the overlay to the clipboard"));
    connect(m_copyButton, &QPushButton::clicked, this, &LaunchPanel::copyOverlay);
    m_saveButton = new QPushButton(Icons::icon(Icons::Action::Save), tr("&Save…"), m_previewBox);
    m_saveButton->setObjectName(QStringLiteral("saveOverlayButton"));
    m_saveButton->setToolTip(tr("Save the overlay to a file"));
    connect(m_saveButton, &QPushButton::clicked, this, &LaunchPanel::saveOverlay);
    auto *overlayHeader = new QHBoxLayout;
    overlayHeader->addWidget(overlayTitle);
    overlayHeader->addWidget(m_planStatus);
    overlayHeader->addStretch();
    overlayHeader->addWidget(m_copyButton);
    overlayHeader->addWidget(m_saveButton);

    m_overlayView = new YamlView(m_previewBox);
    m_overlayView->setObjectName(QStringLiteral("overlayView"));
    m_overlayView->setPlaceholderText(tr("The overlay appears here once the host is probed."));

    m_warningsTitle = sectionTitle(tr("Warnings"), m_previewBox);
    m_warnings = new QListWidget(m_previewBox);
    m_warnings->setObjectName(QStringLiteral("planWarnings"));
    usePlainText(m_warnings);
    m_warnings->setWordWrap(true);
    m_warnings->setMaximumHeight(90);
    m_warningsTitle->hide();
    m_warnings->hide();

    auto *previewLayout = new QVBoxLayout(m_previewBox);
    previewLayout->setContentsMargins(0, 0, 0, 0);
    previewLayout->addLayout(overlayHeader);
    previewLayout->addWidget(m_overlayView, 1);
    previewLayout->addWidget(m_warningsTitle);
    previewLayout->addWidget(m_warnings);

    m_bottomTabs = new QTabWidget(side);
    m_bottomTabs->setObjectName(QStringLiteral("launchBottomTabs"));
    m_bottomTabs->setDocumentMode(true);
    auto *outputBox = new QWidget(m_bottomTabs);
    m_output = new QPlainTextEdit(outputBox);
    m_output->setObjectName(QStringLiteral("launchOutput"));
    m_output->setReadOnly(true);
    m_output->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_output->setMaximumBlockCount(10000);
    m_output->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_output->setPlaceholderText(tr("docker compose output appears here when you launch."));
    auto *outputLayout = new QVBoxLayout(outputBox);
    outputLayout->setContentsMargins(0, 0, 0, 0);
    outputLayout->addWidget(m_output, 1);
    //: Tab that streams docker compose's output
    m_bottomTabs->addTab(outputBox, tr("&Output"));
    //: Tab listing the projects launched from this console or accelctl
    m_bottomTabs->addTab(createLaunchedView(m_bottomTabs), tr("La&unched"));
    connect(m_bottomTabs, &QTabWidget::currentChanged, this, [this] {
        updateLaunchesTimer();
        if (m_bottomTabs->currentIndex() == 1)
            refreshLaunches();
    });

    // The banner takes the preview's place when planning fails; the output keeps its size.
    auto *planPane = new QWidget(side);
    auto *planLayout = new QVBoxLayout(planPane);
    planLayout->setContentsMargins(0, 0, 0, 0);
    planLayout->addWidget(m_banner);
    planLayout->addWidget(m_previewBox, 1);
    planLayout->addStretch();

    auto *splitter = new QSplitter(Qt::Vertical, side);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(planPane);
    splitter->addWidget(m_bottomTabs);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter, 1);
    return side;
}

// --- Products ---------------------------------------------------------------------------------

void LaunchPanel::populateProducts()
{
    const QSignalBlocker blocker(m_productCombo);
    for (const QString &name : Launch::ProductTemplate::sampleNames()) {
        m_productCombo->addItem(plainText(name), name);
        const int index = m_productCombo->count() - 1;
        m_productCombo->setItemData(index, int(ItemKind::Sample), KindRole);
        m_productCombo->setItemData(index, tr("A sample product shipped with Accel Console"),
                                    Qt::ToolTipRole);
    }
    m_productCombo->insertSeparator(m_productCombo->count());
    //: Last entry of the product picker; opens a folder dialog
    m_productCombo->addItem(style()->standardIcon(QStyle::SP_DirOpenIcon),
                            tr("Open product folder…"));
    m_productCombo->setItemData(m_productCombo->count() - 1, int(ItemKind::OpenFolder), KindRole);

    QSettings settings;
    settings.beginGroup(SettingsGroup);
    const QString lastFolder = settings.value(LastFolderKey).toString();
    if (!lastFolder.isEmpty() && QFileInfo(lastFolder).isDir())
        addFolderItem(lastFolder, QFileInfo(lastFolder).fileName());
    const QString lastProduct = settings.value(LastProductKey).toString();

    int initial = m_productCombo->count() > 2 ? 0 : -1;
    for (int i = 0; i < m_productCombo->count(); ++i) {
        const auto kind = ItemKind(m_productCombo->itemData(i, KindRole).toInt());
        if ((kind == ItemKind::Sample || kind == ItemKind::Folder) &&
            m_productCombo->itemData(i).toString() == lastProduct) {
            initial = i;
            break;
        }
    }
    m_productCombo->setCurrentIndex(initial);
    if (initial >= 0)
        selectProductAt(initial);
}

int LaunchPanel::addFolderItem(const QString &directory, const QString &name)
{
    const QSignalBlocker blocker(m_productCombo);
    for (int i = 0; i < m_productCombo->count(); ++i) {
        if (ItemKind(m_productCombo->itemData(i, KindRole).toInt()) == ItemKind::Folder &&
            m_productCombo->itemData(i).toString() == directory) {
            m_productCombo->setItemText(i, plainText(name));
            return i;
        }
    }
    const int index = m_productCombo->count() - 2; // before the separator and "Open…"
    m_productCombo->insertItem(index, style()->standardIcon(QStyle::SP_DirIcon), plainText(name),
                               directory);
    m_productCombo->setItemData(index, int(ItemKind::Folder), KindRole);
    m_productCombo->setItemData(index, plainToolTip(QDir::toNativeSeparators(directory)),
                                Qt::ToolTipRole);
    return index;
}

void LaunchPanel::onProductActivated(int index)
{
    if (index < 0)
        return;
    if (ItemKind(m_productCombo->itemData(index, KindRole).toInt()) == ItemKind::OpenFolder) {
        // Keep showing the product in use until a folder is actually chosen.
        const QSignalBlocker blocker(m_productCombo);
        m_productCombo->setCurrentIndex(m_productIndex);
        QMetaObject::invokeMethod(this, &LaunchPanel::browseForProduct, Qt::QueuedConnection);
        return;
    }
    selectProductAt(index);
}

void LaunchPanel::selectProductAt(int index)
{
    const QString key = m_productCombo->itemData(index).toString();
    const auto kind = ItemKind(m_productCombo->itemData(index, KindRole).toInt());
    const Result<Launch::ProductTemplate> loaded = kind == ItemKind::Folder
                                                       ? Launch::ProductTemplate::load(key)
                                                       : Launch::ProductTemplate::sample(key);
    m_productIndex = index;
    QSettings settings;
    settings.beginGroup(SettingsGroup);
    settings.setValue(LastProductKey, key);
    if (!loaded) {
        m_productError = loaded.error();
        m_product.reset();
        updateOffer(false);
        schedulePlan();
        updateBanner();
        return;
    }
    if (kind == ItemKind::Folder)
        m_productCombo->setItemText(index, loaded->name); // restored items start as folder names
    setProduct(*loaded);
}

bool LaunchPanel::openProductFolder(const QString &directory)
{
    const QString absolute = QFileInfo(directory).absoluteFilePath();
    QSettings settings;
    settings.beginGroup(SettingsGroup);
    // Remembered even when the folder is not a valid product: the next dialog starts where the
    // operator was, to fix it or pick its neighbour.
    settings.setValue(LastFolderKey, absolute);

    const Result<Launch::ProductTemplate> loaded = Launch::ProductTemplate::load(absolute);
    if (!loaded) {
        m_productError = loaded.error();
        m_product.reset();
        {
            const QSignalBlocker blocker(m_productCombo);
            m_productCombo->setCurrentIndex(-1);
        }
        m_productIndex = -1;
        updateOffer(false);
        schedulePlan();
        updateBanner();
        return false;
    }
    const int index = addFolderItem(absolute, loaded->name);
    {
        const QSignalBlocker blocker(m_productCombo);
        m_productCombo->setCurrentIndex(index);
    }
    m_productIndex = index;
    settings.setValue(LastProductKey, absolute);
    setProduct(*loaded);
    return true;
}

void LaunchPanel::browseForProduct()
{
    QSettings settings;
    settings.beginGroup(SettingsGroup);
    QString start = settings.value(LastFolderKey).toString();
    if (start.isEmpty() || !QFileInfo(start).isDir())
        start = QDir::homePath();
    const QString directory = QFileDialog::getExistingDirectory(
        this, tr("Open a product folder (compose.yaml and product.yaml)"), start);
    if (!directory.isEmpty())
        openProductFolder(directory);
}

void LaunchPanel::setProduct(Launch::ProductTemplate product)
{
    m_productError.reset();
    m_launchError.reset();
    m_product = std::move(product);
    if (m_product->isSample) {
        //: %1 is the product's version
        m_productSource->setText(plainText(
            tr("Version %1 · sample shipped with Accel Console").arg(m_product->version)));
    } else {
        //: %1 is the product's version, %2 the folder it was loaded from
        m_productSource->setText(plainText(
            tr("Version %1 · %2")
                .arg(m_product->version, QDir::toNativeSeparators(m_product->directory))));
    }
    m_declaration->setText(declarationText(m_product->accelerator));
    const QString project = Launch::LaunchPlanner::projectName(m_product->name);
    {
        const QSignalBlocker blocker(m_projectEdit);
        m_projectEdit->setText(project);
    }
    m_projectEdit->setPlaceholderText(project);
    updateOffer(false);
    schedulePlan();
    updateBanner();
}

// --- Host and offer ---------------------------------------------------------------------------

void LaunchPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // A switch between light and dark themes: the primary button's colours follow.
    if (event->type() == QEvent::PaletteChange && m_launchButton)
        m_launchButton->setStyleSheet(
            Theme::primaryButtonStyle(m_launchButton->objectName(), palette()));
}

void LaunchPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_shownOnce) {
        m_shownOnce = true;
        refresh();
        refreshLaunches();
    }
    updateLaunchesTimer();
}

void LaunchPanel::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    updateLaunchesTimer();
}

void LaunchPanel::refresh()
{
    if (m_probeTask.isRunning() || isLaunching())
        return;
    m_shownOnce = true;
    m_hostSummary->setText(tr("Probing this host…"));
    const Host::HostSources sources = m_services.hostSources;
    const QString docker = m_services.dockerProgram;
    const std::optional<Host::ComposeTool> given = m_services.compose;
    m_probeTask.start(
        [sources, docker, given] {
            // A seam that names nothing probes nothing: say so rather than "no accelerator".
            Result<void> checked = Host::checkHostSources(sources);
            Host::AccelInventory inventory =
                checked ? Host::AccelProbe(sources.rootDir).probe() : Host::AccelInventory{};
            return ProbeResult{std::move(inventory),
                               given ? *given : Host::ComposeTool::detect(docker),
                               std::move(checked)};
        },
        [this](ProbeResult probed) { onProbeDone(std::move(probed)); });
    updateBusy();
}

void LaunchPanel::onProbeDone(ProbeResult probed)
{
    m_inventory = std::move(probed.inventory);
    m_compose = std::move(probed.compose);
    QStringList accelerators;
    for (Host::Profile p : m_inventory->accelerators())
        accelerators << profileDisplayName(p);
    const QString compose =
        m_compose->isAvailable()
            //: %1 is the compose program, %2 its version, %3 plugin, standalone-v1, …
            ? tr("Compose: %1 %2 (%3)")
                  .arg(m_compose->displayName(), m_compose->version,
                       Host::composeKindName(m_compose->kind))
            : tr("Compose: not found");
    QString host;
    if (!probed.sources)
        //: %1 is an error code and message, e.g. "HOST_ROOT_MISSING: --host-root /x is not a
        //: directory"
        host = tr("This host: not probed (%1)")
                   .arg(probed.sources.error().code + QStringLiteral(": ") +
                        probed.sources.error().message);
    else if (accelerators.isEmpty())
        host = tr("This host: no accelerator");
    else
        //: %1 lists accelerators, e.g. "NVIDIA GPU (nvidia)"
        host = tr("This host: %1").arg(accelerators.join(QStringLiteral(", ")));
    m_hostSummary->setText(plainText(host + QStringLiteral(" · ") + compose));
    QStringList tips = m_inventory->warnings;
    if (!probed.sources)
        tips.prepend(withHint(probed.sources.error()));
    if (!m_compose->isAvailable())
        tips << withHint(m_compose->missingError());
    m_hostSummary->setToolTip(plainToolTip(tips.join(QLatin1Char('\n'))));
    updateLaunchedButtons();
    updateOffer(true);
    schedulePlan();
    updateBusy();
}

void LaunchPanel::updateOffer(bool keepChoice)
{
    // A plain value rather than an optional: g++ 12 misreads the optional as uninitialised.
    const Host::Profile previous =
        keepChoice ? chosenHardware().value_or(Host::Profile::Invalid) : Host::Profile::Invalid;
    const QSignalBlocker blocker(m_acceleratorCombo);
    m_acceleratorCombo->clear();
    m_acceleratorCombo->hide();
    m_acceleratorFixed->hide();
    m_acceleratorPending->hide();
    m_acceleratorIdle->hide();
    setRowShown(m_settingsForm, m_acceleratorBox, true);

    if (!m_product || !m_inventory) {
        m_offer.reset();
        m_acceleratorPending->setText(m_product ? tr("Waiting for the host probe…")
                                                : tr("No product selected"));
        m_acceleratorPending->show();
        updateLaunchEnabled();
        return;
    }

    m_offer = Launch::FormOffer::compute(m_product->accelerator, *m_inventory, m_product->name);
    switch (m_offer->control) {
    case Launch::FormOffer::Control::Fixed: {
        const Host::Profile fixed = m_offer->selected.value_or(Host::Profile::None);
        // Rich text: what it quotes is escaped (issue 32), though these are our own names.
        //: %1 is the accelerator, e.g. "NVIDIA GPU (nvidia)"
        QString text =
            tr("<b>%1</b>, set by the product").arg(profileDisplayName(fixed).toHtmlEscaped());
        if (m_offer->refusal) {
            //: %1 is a refusal code such as HARDWARE_UNAVAILABLE
            text += QStringLiteral("<br/><span style=\"color:%1\">")
                        .arg(Theme::errorColour(palette()).name()) +
                    tr("This host cannot meet it: %1")
                        .arg(m_offer->refusal->codeName().toHtmlEscaped()) +
                    QStringLiteral("</span>");
        }
        m_acceleratorFixed->setText(text);
        m_acceleratorFixed->show();
        break;
    }
    case Launch::FormOffer::Control::Choice: {
        for (Host::Profile p : m_offer->choices)
            m_acceleratorCombo->addItem(profileDisplayName(p), Host::profileName(p));
        std::optional<Host::Profile> selected = m_offer->selected;
        if (previous != Host::Profile::Invalid && m_offer->choices.contains(previous))
            selected = previous;
        m_acceleratorCombo->setCurrentIndex(
            selected ? m_acceleratorCombo->findData(Host::profileName(*selected)) : -1);
        m_acceleratorCombo->show();
        break;
    }
    case Launch::FormOffer::Control::Hidden:
    case Launch::FormOffer::Control::Invalid:
        // A default on a host with no accelerator: there is nothing to choose between.
        setRowShown(m_settingsForm, m_acceleratorBox, false);
        break;
    }
    updateLaunchEnabled();
    updateIdleAdvice();
}

void LaunchPanel::updateIdleAdvice()
{
    // The product's default is missing and another accelerator sits idle: say so while none is
    // chosen (the launch itself falls back to none, as the spec says).
    const bool show = m_offer && m_offer->idle && chosenHardware() == Host::Profile::None;
    m_acceleratorIdle->setText(show ? m_offer->idle->formAdvice : QString());
    m_acceleratorIdle->setVisible(show);
}

std::optional<Host::Profile> LaunchPanel::chosenHardware() const
{
    // A fixed mandate and a hidden control send nothing: the product (or the host) decides.
    if (!m_offer || m_offer->control != Launch::FormOffer::Control::Choice ||
        m_acceleratorCombo->currentIndex() < 0)
        return std::nullopt;
    return Host::profileFromName(m_acceleratorCombo->currentData().toString());
}

// --- Planning ---------------------------------------------------------------------------------

bool LaunchPanel::canPlan() const
{
    return m_product.has_value() && m_inventory.has_value();
}

void LaunchPanel::schedulePlan()
{
    ++m_planGeneration;
    m_planStale = true;
    m_launchError.reset();
    if (!canPlan()) {
        m_planTimer->stop();
        m_plan.reset();
        m_planError.reset();
        showPlan();
    } else {
        // Edits come in bursts (typing a project name): plan once they pause.
        m_planTimer->start();
        m_planStatus->setText(tr("Planning…"));
        m_overlayView->setEnabled(false);
    }
    updateBanner();
    updateLaunchEnabled();
    updateBusy();
}

Launch::LaunchRequest LaunchPanel::launchRequest() const
{
    Launch::LaunchRequest request;
    request.hardware = chosenHardware();
    request.project = m_projectEdit->text().trimmed();
    if (const QString shm = m_shmEdit->text().trimmed(); !shm.isEmpty())
        request.shmSize = shm;
    request.host = m_services.hostSources;
    request.stateDir = m_services.stateDir;
    request.sideloadManifest = m_services.sideloadManifest;
    request.dockerProgram = m_services.dockerProgram;
    request.compose = m_compose;
    request.fetch = m_services.fetchOptions;
    request.fetch.caFile = m_mirrorCaEdit->text().trimmed();
    return request;
}

void LaunchPanel::startPlan()
{
    if (!canPlan() || m_planTask.isRunning())
        return; // onPlanDone starts the newest plan when the running one ends
    const Launch::LaunchRequest request = launchRequest();
    m_runningGeneration = m_planGeneration;
    m_planTask.start(
        [product = *m_product, request] { return Launch::LaunchPlanner::plan(product, request); },
        [this](Result<Launch::LaunchPlan> result) { onPlanDone(std::move(result)); });
}

void LaunchPanel::onPlanDone(Result<Launch::LaunchPlan> result)
{
    if (m_runningGeneration != m_planGeneration) {
        // The form changed while this plan ran: drop it, and plan again unless the debounce
        // timer is about to.
        if (!m_planTimer->isActive())
            startPlan();
        return;
    }
    m_planStale = false;
    if (result) {
        m_plan = std::move(*result);
        m_planError.reset();
    } else {
        m_plan.reset();
        m_planError = result.error();
    }
    showPlan();
    updateBanner();
    updateLaunchEnabled();
    updateBusy();
    Q_EMIT planReady();
}

void LaunchPanel::showPlan()
{
    m_overlayView->setEnabled(true);
    m_planStatus->clear();
    m_warnings->clear();
    if (!m_plan) {
        m_overlayView->clear();
        for (QWidget *w : {m_reserves, m_gpuWiring, m_containerUser, m_bundles})
            setRowShown(m_planForm, w, false);
        m_reserves->clear();
        setRowShown(m_planForm, m_reserves, true);
        if (m_offer && m_offer->needsChoice && !chosenHardware())
            m_reserves->setText(tr("Nothing yet: choose an accelerator"));
        else if (m_planError)
            m_reserves->setText(tr("Nothing: the launch would be refused"));
        else
            m_reserves->setText(tr("Not planned yet"));
        m_warningsTitle->hide();
        m_warnings->hide();
        return;
    }
    const Launch::LaunchPlan &plan = *m_plan;
    m_overlayView->setYaml(plan.overlayYaml);
    //: %1 is the accelerator, %2 why it was chosen
    m_reserves->setText(plainText(tr("%1 — %2").arg(plan.decision.reserve == Host::Profile::None
                                                        ? tr("no accelerator")
                                                        : profileDisplayName(plan.decision.reserve),
                                                    plan.decision.note)));
    setRowShown(m_planForm, m_reserves, true);
    if (plan.gpuMode) {
        //: %1 is legacy or cdi, %2 the reason
        m_gpuWiring->setText(plainText(
            tr("%1 — %2").arg(Host::gpuModeName(plan.gpuMode->mode), plan.gpuMode->reason)));
    }
    setRowShown(m_planForm, m_gpuWiring, plan.gpuMode.has_value());
    m_containerUser->setText(plainText(plan.containerUser));
    setRowShown(m_planForm, m_containerUser, !plan.containerUser.isEmpty());
    QStringList bundles;
    for (const Launch::PlannedBundle &b : plan.bundles) {
        //: %1 is a bundle ("gpu-video 1.4.2 (sha256 1a2b…)"), %2 "cached" or "to fetch"
        bundles << tr("%1 — %2").arg(b.bundle.displayName(),
                                     b.cached ? tr("cached") : tr("to fetch"));
    }
    m_bundles->setText(plainText(bundles.join(QLatin1Char('\n'))));
    setRowShown(m_planForm, m_bundles, !bundles.isEmpty());

    m_warnings->addItems(plan.warnings);
    for (int i = 0; i < m_warnings->count(); ++i)
        m_warnings->item(i)->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
    m_warningsTitle->setVisible(!plan.warnings.isEmpty());
    m_warnings->setVisible(!plan.warnings.isEmpty());
}

// --- Banner and state -------------------------------------------------------------------------

std::optional<Error> LaunchPanel::shownError() const
{
    std::optional<Error> error = m_productError  ? m_productError
                                 : m_launchError ? m_launchError
                                                 : m_planError;
    if (!error && m_plan && !m_planStale && !m_plan->blockers.isEmpty())
        error = m_plan->blockers.first();
    if (error && error->code == Code::HARDWARE_REQUIRED) {
        // The core's fix names the CLI flag; here the choice is the control above.
        error->hint = tr("Choose an accelerator in the form: none, or one this host carries");
    }
    return error;
}

void LaunchPanel::updateBanner()
{
    const std::optional<Error> error = shownError();
    // A failed plan or product replaces the preview; a failed launch keeps it for reference.
    const bool planFailed = m_productError || (!m_plan && m_planError);
    m_previewBox->setVisible(!planFailed);
    if (!error) {
        m_banner->hide();
        m_banner->clear();
        return;
    }
    // A choice not made yet, or something to set up before the launch (the preview still
    // stands), is a step to take, not a failure.
    const bool blocker = !m_productError && !m_launchError && !m_planError;
    const bool pending = blocker || (error->code == Code::HARDWARE_REQUIRED && m_offer &&
                                     m_offer->needsChoice && !chosenHardware());
    const Theme::Tone tone = pending ? Theme::Tone::Warning : Theme::Tone::Error;
    const QString accent = Theme::colour(tone, palette()).name();
    QString html = QStringLiteral("<span style=\"color:%1; font-weight:bold;\">%2</span>"
                                  "&nbsp;&nbsp;%3")
                       .arg(accent, plainText(error->code).toHtmlEscaped(),
                            plainText(error->message).toHtmlEscaped());
    if (!error->hint.isEmpty()) {
        //: Precedes what fixes a refused or failed launch
        html += QStringLiteral("<br/><b>") + tr("Fix:") + QStringLiteral("</b> ") +
                plainText(error->hint).toHtmlEscaped();
    }
    PanelKit::showBanner(m_banner, html, tone);
}

void LaunchPanel::updateLaunchEnabled()
{
    QString why;
    if (isLaunching())
        why = tr("A launch is running");
    else if (m_stopRunner->isRunning())
        why = tr("A project is being stopped");
    else if (!m_product)
        why = tr("Choose a product first");
    else if (!m_inventory)
        why = tr("Waiting for the host probe");
    else if (m_offer && m_offer->needsChoice && !chosenHardware())
        why = tr("This product needs an accelerator choice first");
    else if (m_planStale)
        why = tr("Planning…");
    else if (!m_plan)
        why = tr("This launch would be refused: see the message above");
    else if (!m_plan->blockers.isEmpty())
        why = tr("This launch cannot start yet: see the message above");
    m_launchButton->setEnabled(why.isEmpty());
    m_launchButton->setToolTip(why.isEmpty() ? tr("Fetch the bundles, write the overlay and run "
                                                  "docker compose up")
                                             : why);
    const bool havePlan = m_plan.has_value() && !m_planStale;
    m_copyButton->setEnabled(havePlan);
    m_saveButton->setEnabled(havePlan);
}

void LaunchPanel::updateBusy()
{
    const bool busy = m_probeTask.isRunning() || (m_planStale && canPlan()) || isLaunching();
    if (busy == m_busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

void LaunchPanel::copyOverlay()
{
    if (!m_plan)
        return;
    QApplication::clipboard()->setText(QString::fromUtf8(m_plan->overlayYaml));
    m_planStatus->setText(tr("Copied to the clipboard"));
}

void LaunchPanel::saveOverlay()
{
    if (!m_plan)
        return;
    const QByteArray yaml = m_plan->overlayYaml; // the plan may change while the dialog is open
    QSettings settings;
    settings.beginGroup(SettingsGroup);
    QString dir = settings.value(LastSaveDirKey).toString();
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        dir = QDir::homePath();
    // The dialog asks before replacing an existing file; nothing here overwrites silently.
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the Compose overlay"),
        dir + QLatin1Char('/') + m_plan->project + QStringLiteral("-overlay.yaml"),
        tr("YAML files (*.yaml *.yml);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(LastSaveDirKey, QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(yaml) != yaml.size() || !file.commit()) {
        QMessageBox box(
            QMessageBox::Warning, tr("Save the Compose overlay"),
            plainText(
                tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString())),
            QMessageBox::Ok, this);
        makePlain(box);
        box.exec();
        return;
    }
    //: %1 is a file path
    m_planStatus->setText(tr("Saved to %1").arg(QDir::toNativeSeparators(path)));
}

void LaunchPanel::chooseMirrorCaFile()
{
    const QString current = m_mirrorCaEdit->text().trimmed();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Choose the mirror's CA file"),
        current.isEmpty() ? QDir::homePath() : QFileInfo(current).absolutePath(),
        tr("PEM certificates (*.pem *.crt *.cer);;All files (*)"));
    if (path.isEmpty())
        return;
    m_mirrorCaEdit->setText(path);
    setMirrorCaFile(path);
}

void LaunchPanel::setMirrorCaFile(const QString &path)
{
    QSettings settings;
    settings.beginGroup(SettingsGroup);
    settings.setValue(MirrorCaKey, path.trimmed());
}

// --- Launch -----------------------------------------------------------------------------------

void LaunchPanel::launch()
{
    updateLaunchEnabled();
    if (!m_launchButton->isEnabled() || !m_plan)
        return;
    m_launchError.reset();
    updateBanner();
    m_output->clear();
    //: %1 is the product, %2 the docker compose project
    appendOutput(tr("Launching %1 as project %2\n").arg(m_plan->product.name, m_plan->project));
    m_launchStatus->setStyleSheet(QString());
    m_launchStatus->show();

    // The one launch entry (accelctl launch drives it too), with the plan the preview shows:
    // fetch the bundles, write the files and the record, compose up.
    if (m_job) {
        // The last launch's job, done: it may still be delivering its finished() signal.
        m_job->disconnect(this);
        m_job->deleteLater();
    }
    m_job = new Launch::LaunchJob(*m_plan, launchRequest(), this);
    connect(m_job, &Launch::LaunchJob::stepChanged, this, [this](Launch::LaunchJob::Step step) {
        if (step == Launch::LaunchJob::Step::Running) {
            setPhase(Phase::Running);
            m_launchStatus->setText(tr("Running docker compose up…"));
            m_progress->setRange(0, 0);
        }
    });
    connect(m_job, &Launch::LaunchJob::fetchProgress, this, &LaunchPanel::onFetchProgress);
    connect(m_job, &Launch::LaunchJob::bundleReady, this, [this](const Sideload::FetchedBundle &b) {
        //: %1 is a bundle, %2 "from the cache" or "fetched"
        appendOutput(
            tr("Bundle %1: %2\n")
                .arg(b.bundle.displayName(), b.fromCache ? tr("from the cache") : tr("fetched")));
    });
    connect(m_job, &Launch::LaunchJob::outputReceived, this, &LaunchPanel::appendOutput);
    connect(m_job, &Launch::LaunchJob::finished, this, [this](bool ok, const Error &error) {
        if (!ok && m_job && m_job->failedAt() != Launch::LaunchJob::Step::Running)
            appendOutput(error.toString() + QLatin1Char('\n'));
        finishLaunch(ok, error);
    });
    if (m_plan->bundles.isEmpty()) {
        setPhase(Phase::Running);
    } else {
        setPhase(Phase::Fetching);
        m_launchStatus->setText(tr("Fetching bundles…"));
        m_progress->setRange(0, 0);
    }
    m_job->start();
}

void LaunchPanel::onFetchProgress(const Sideload::FetchProgress &progress)
{
    if (m_phase != Phase::Fetching)
        return;
    const QLocale locale;
    using Phase = Sideload::FetchProgress::Phase;
    QString text;
    switch (progress.phase) {
    case Phase::Waiting:
        //: %1 is a bundle
        text = tr("%1: waiting for another fetch of it").arg(progress.bundle);
        m_progress->setRange(0, 0);
        break;
    case Phase::Index:
        text = tr("%1: reading the sideload index").arg(progress.bundle);
        m_progress->setRange(0, 0);
        break;
    case Phase::Downloading:
        if (progress.total > 0) {
            //: %1 is a bundle, %2 and %3 sizes ("12.3 MB of 120 MB")
            text = tr("%1: downloading, %2 of %3")
                       .arg(progress.bundle, locale.formattedDataSize(progress.bytes),
                            locale.formattedDataSize(progress.total));
            m_progress->setRange(0, ProgressScale);
            m_progress->setValue(int(progress.bytes * ProgressScale / progress.total));
        } else {
            text = tr("%1: downloading, %2")
                       .arg(progress.bundle, locale.formattedDataSize(progress.bytes));
            m_progress->setRange(0, 0);
        }
        break;
    case Phase::Extracting:
        text = tr("%1: extracting").arg(progress.bundle);
        m_progress->setRange(0, 0);
        break;
    case Phase::Done:
        text = tr("%1: ready").arg(progress.bundle);
        m_progress->setRange(0, ProgressScale);
        m_progress->setValue(ProgressScale);
        break;
    case Phase::Invalid:
        return;
    }
    m_launchStatus->setText(plainText(text));
}

void LaunchPanel::cancelLaunch()
{
    switch (m_phase) {
    case Phase::Fetching:
        m_launchStatus->setText(tr("Cancelling the fetch…"));
        break;
    case Phase::Running:
        m_launchStatus->setText(tr("Stopping docker compose…"));
        break;
    case Phase::Idle:
    case Phase::Invalid:
        return;
    }
    m_cancelButton->setEnabled(false);
    if (m_job)
        m_job->cancel();
}

void LaunchPanel::finishLaunch(bool ok, const Error &error)
{
    if (!isLaunching())
        return;
    setPhase(Phase::Idle);
    if (ok) {
        m_launchError.reset();
        const Launch::LaunchPlan &plan = *m_job->plan();
        //: %1 is the docker compose project, %2 the log file
        m_launchStatus->setText(
            plainText(tr("Launched as project %1. Log: %2")
                          .arg(plan.project, QDir::toNativeSeparators(plan.logPath()))));
        PanelKit::setTone(m_launchStatus, Theme::Tone::Ok);
    } else {
        m_launchError = error;
        //: %1 is an error code such as GPU_MODE_MISMATCH
        m_launchStatus->setText(plainText(tr("The launch failed (%1).").arg(error.code)));
        PanelKit::setTone(m_launchStatus, Theme::Tone::Error);
    }
    updateBanner();
    updateLaunchEnabled();
    updateBusy();
    refreshLaunches();
    Q_EMIT launchFinished(ok);
}

void LaunchPanel::appendOutput(const QString &text)
{
    QScrollBar *bar = m_output->verticalScrollBar();
    const bool atEnd = bar->value() == bar->maximum();
    QTextCursor cursor(m_output->document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(plainText(text));
    if (atEnd)
        bar->setValue(bar->maximum());
}

void LaunchPanel::setPhase(Phase phase)
{
    m_phase = phase;
    const bool idle = phase == Phase::Idle;
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_productCombo, m_acceleratorCombo, m_projectEdit,
                                          m_shmEdit, m_mirrorCaEdit, m_refreshButton})
        w->setEnabled(idle);
    m_progress->setVisible(!idle);
    m_cancelButton->setVisible(!idle);
    m_cancelButton->setEnabled(!idle);
    updateLaunchEnabled();
    updateLaunchedButtons();
    updateBusy();
}

// --- Launched ---------------------------------------------------------------------------------

QWidget *LaunchPanel::createLaunchedView(QWidget *parent)
{
    auto *box = new QWidget(parent);
    m_launchesView = new QTreeView(box);
    m_launchesView->setObjectName(QStringLiteral("launchesView"));
    usePlainText(m_launchesView);
    m_launchesView->setModel(m_launchesModel);
    m_launchesView->setRootIsDecorated(false);
    m_launchesView->setUniformRowHeights(true);
    m_launchesView->setAllColumnsShowFocus(true);
    m_launchesView->setSelectionMode(QAbstractItemView::SingleSelection);
    // Every column as wide as what it holds; the spare width goes to the last one.
    m_launchesView->header()->setStretchLastSection(true);
    for (int column = 0; column < LaunchesModel::ColumnCount - 1; ++column)
        m_launchesView->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    connect(m_launchesView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &LaunchPanel::updateLaunchedButtons);
    connect(m_launchesView, &QTreeView::activated, this, [this](const QModelIndex &index) {
        showLogs(index.data(LaunchesModel::ProjectRole).toString());
    });
    connect(m_launchesModel, &QAbstractItemModel::modelReset, this,
            &LaunchPanel::updateLaunchedButtons);

    m_launchesStatus = valueLabel(box, "launchesStatus");
    setMuted(m_launchesStatus);
    m_refreshLaunchesButton =
        new QPushButton(Icons::icon(Icons::Action::Reload), tr("Re&fresh"), box);
    m_refreshLaunchesButton->setObjectName(QStringLiteral("refreshLaunchesButton"));
    m_refreshLaunchesButton->setToolTip(tr("Read the launches' status from docker again"));
    connect(m_refreshLaunchesButton, &QPushButton::clicked, this, &LaunchPanel::refreshLaunches);
    m_logsButton = new QPushButton(tr("Lo&gs…"), box);
    m_logsButton->setObjectName(QStringLiteral("logsButton"));
    m_logsButton->setToolTip(tr("Follow the selected project's container output"));
    connect(m_logsButton, &QPushButton::clicked, this, [this] { showLogs(selectedProject()); });
    m_stopButton = new QPushButton(style()->standardIcon(QStyle::SP_MediaStop), tr("S&top…"), box);
    m_stopButton->setObjectName(QStringLiteral("stopProjectButton"));
    m_stopButton->setToolTip(tr("Take the selected project down (docker compose down)"));
    connect(m_stopButton, &QPushButton::clicked, this, [this] { requestStop(selectedProject()); });

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_launchesStatus, 1);
    buttons->addWidget(m_refreshLaunchesButton);
    buttons->addWidget(m_logsButton);
    buttons->addWidget(m_stopButton);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_launchesView, 1);
    layout->addLayout(buttons);
    updateLaunchedButtons();
    return box;
}

QString LaunchPanel::selectedProject() const
{
    const QModelIndexList rows = m_launchesView->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(LaunchesModel::ProjectRole).toString();
}

void LaunchPanel::updateLaunchedButtons()
{
    const QString project = selectedProject();
    const int row = m_launchesModel->rowOf(project);
    const Launch::LaunchEntry *entry = m_launchesModel->entryAt(row);
    const bool composeReady = m_compose && m_compose->isAvailable();
    // One compose at a time: never down while an up of this panel runs, nor the reverse.
    const bool busy = m_stopRunner->isRunning() || isLaunching();
    m_logsButton->setEnabled(entry && composeReady);
    m_stopButton->setEnabled(entry && composeReady && !busy &&
                             entry->status != QLatin1String("stopped"));
    if (!composeReady && m_compose) {
        m_logsButton->setToolTip(plainToolTip(withHint(m_compose->missingError())));
        m_stopButton->setToolTip(plainToolTip(withHint(m_compose->missingError())));
    }
}

void LaunchPanel::updateLaunchesTimer()
{
    // Refreshed only while someone can see it: the panel shown and the Launched tab current.
    const bool shown = isVisible() && m_bottomTabs->currentIndex() == 1;
    if (shown && !m_launchesTimer->isActive())
        m_launchesTimer->start();
    else if (!shown)
        m_launchesTimer->stop();
}

void LaunchPanel::refreshLaunches()
{
    if (m_launchesTask.isRunning()) {
        // One docker ps at a time; the one running may have read the records before a launch
        // or stop that has since changed them, so read once more when it ends.
        m_refreshAgain = true;
        return;
    }
    m_refreshAgain = false;
    const QString stateDir = m_services.stateDir;
    const QString docker = m_services.dockerProgram;
    m_launchesTask.start(
        [stateDir, docker] {
            LaunchesResult result;
            auto listed = Launch::LaunchControl::list(Launch::LaunchRegistry(stateDir), docker,
                                                      &result.warnings);
            if (listed)
                result.entries = std::move(*listed);
            else // STATE_DIR_UNSAFE: no list, the reason and its fix where the count would be
                result.warnings << listed.error().message + QLatin1Char('\n') + listed.error().hint;
            return result;
        },
        [this](const LaunchesResult &result) { onLaunchesRead(result); });
}

void LaunchPanel::onLaunchesRead(const LaunchesResult &result)
{
    const QString selected = selectedProject();
    m_launchesModel->setEntries(result.entries);
    if (const int row = m_launchesModel->rowOf(selected); row >= 0 && selectedProject().isEmpty())
        m_launchesView->setCurrentIndex(m_launchesModel->index(row, 0));
    if (!m_stopRunner->isRunning()) {
        m_launchesStatus->setText(
            plainText(result.warnings.isEmpty()
                          //: %1 is how many launches are recorded, %2 a time of day
                          ? tr("Launches: %1, read at %2")
                                .arg(QLocale().toString(int(result.entries.size())),
                                     QLocale().toString(QTime::currentTime(), QLocale::ShortFormat))
                          : result.warnings.join(QLatin1Char('\n'))));
    }
    m_launchesStatus->setToolTip(plainToolTip(result.warnings.join(QLatin1Char('\n'))));
    updateLaunchedButtons();
    if (m_refreshAgain) {
        refreshLaunches(); // this result may predate a change: emit for the newest read
        return;
    }
    Q_EMIT launchesRefreshed();
}

LogsDialog *LaunchPanel::showLogs(const QString &project)
{
    const Launch::LaunchEntry *entry = m_launchesModel->entryAt(m_launchesModel->rowOf(project));
    if (!entry || !m_compose)
        return nullptr;
    const auto invocation =
        Launch::LaunchControl::logs(entry->record, *m_compose, true, 500, QString());
    if (!invocation) {
        m_launchesStatus->setText(plainText(invocation.error().code + QStringLiteral(": ") +
                                            withHint(invocation.error(), u" ")));
        return nullptr;
    }
    auto *dialog = new LogsDialog(project, *invocation, this);
    dialog->show();
    return dialog;
}

void LaunchPanel::requestStop(const QString &project)
{
    const Launch::LaunchEntry *entry = m_launchesModel->entryAt(m_launchesModel->rowOf(project));
    if (!entry || !m_compose || m_stopRunner->isRunning())
        return;
    QMessageBox box(QMessageBox::Question, plainText(tr("Stop %1").arg(project)),
                    //: %1 is a docker compose project, %2 its product
                    plainText(tr("Stop project %1 (%2)?").arg(project, entry->record.product)),
                    QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("stopConfirmation"));
    box.setInformativeText(tr("Its containers are stopped and removed with docker compose down, "
                              "using the files it was launched with. The record stays, marked "
                              "stopped; Launch starts it again."));
    auto *volumes = new QCheckBox(tr("Also remove its named &volumes"), &box);
    box.setCheckBox(volumes);
    makePlain(box);
    QPushButton *stop = box.addButton(tr("&Stop"), QMessageBox::DestructiveRole);
    stop->setObjectName(QStringLiteral("confirmStopButton"));
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != stop)
        return;
    stopProject(project, volumes->isChecked());
}

void LaunchPanel::stopProject(const QString &project, bool removeVolumes)
{
    if (m_stopRunner->isRunning() || isLaunching() || !m_compose)
        return;
    auto record = Launch::LaunchRegistry(m_services.stateDir).load(project);
    Result<Launch::ComposeInvocation> invocation =
        record ? Launch::LaunchControl::stop(*record, *m_compose, removeVolumes)
               : Result<Launch::ComposeInvocation>(tl::unexpected(record.error()));
    if (!invocation) {
        m_launchesStatus->setText(plainText(invocation.error().code + QStringLiteral(": ") +
                                            withHint(invocation.error(), u" ")));
        Q_EMIT stopFinished(project, false);
        return;
    }
    m_stoppingProject = project;
    //: %1 is a docker compose project
    m_launchesStatus->setText(plainText(tr("Stopping %1…").arg(project)));
    appendOutput(tr("Stopping %1\n").arg(project));
    m_stopRunner->start(*invocation);
    updateLaunchedButtons();
    updateLaunchEnabled();
}

void LaunchPanel::onStopFinished(bool ok, const Error &error)
{
    const QString project = m_stoppingProject;
    m_stoppingProject.clear();
    if (ok) {
        if (auto marked = Launch::LaunchRegistry(m_services.stateDir).markStopped(project);
            !marked) {
            ok = false;
            m_launchesStatus->setText(plainText(marked.error().code + QStringLiteral(": ") +
                                                withHint(marked.error(), u" ")));
        } else {
            //: %1 is a docker compose project
            m_launchesStatus->setText(plainText(tr("Stopped %1.").arg(project)));
        }
    } else {
        m_launchesStatus->setText(
            plainText(error.code + QStringLiteral(": ") + withHint(error, u" ")));
    }
    refreshLaunches();
    updateLaunchedButtons();
    updateLaunchEnabled();
    Q_EMIT stopFinished(project, ok);
}

} // namespace Accel::Ui
