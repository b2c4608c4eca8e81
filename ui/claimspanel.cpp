// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "claimspanel.h"
#include "dra/dracodes.h"
#include "icons.h"

#include "panelkit.h"

#include "errortext.h"
#include "plaintext.h"

#include "applyflow.h"
#include "models/capabilitymodel.h"
#include "models/qualificationmodel.h"
#include "podclaimsview.h"
#include "yamlview.h"

#include "doc/yamlwriter.h"
#include "dra/allocationpreview.h"
#include "dra/classconflict.h"
#include "dra/deviceselector.h"
#include "dra/driverprofile.h"
#include "kube/clusterloadjob.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace Accel::Ui {

namespace {

constexpr int MatchDebounceMs = 150;

/// The first CEL selector in VALUE (any `cel: {expression}` below it) that does not compile as
/// the API server compiles it (type-checked, within the estimated-cost limit): shown at once,
/// with no cluster and no device needed (issue 16, section 2).
std::optional<Error> selectorError(const QJsonValue &value)
{
    if (value.isArray()) {
        for (const QJsonValue &v : value.toArray()) {
            if (std::optional<Error> e = selectorError(v))
                return e;
        }
        return std::nullopt;
    }
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject o = value.toObject();
    const QJsonValue expression =
        o.value(QLatin1String("cel")).toObject().value(QLatin1String("expression"));
    if (expression.isString()) {
        const Result<Dra::DeviceSelector> compiled =
            Dra::DeviceSelector::compile(expression.toString());
        if (!compiled)
            return compiled.error();
    }
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        if (it.key() == QLatin1String("cel"))
            continue;
        if (std::optional<Error> e = selectorError(it.value()))
            return e;
    }
    return std::nullopt;
}

const QString SettingsGroup = QStringLiteral("ClaimsPanel");
const QString LastSaveDirKey = QStringLiteral("lastSaveDir");
const QString ModeKey = QStringLiteral("mode");
const QString SingleClaimMode = QStringLiteral("single");
const QString PodClaimsMode = QStringLiteral("pod");

/// The spec's walk-through (steps 2 and 3): a 10-bit film from the decoder to a scaled frame.
const QString DefaultClaimName = QStringLiteral("decode-10bit");
QStringList defaultCapabilities()
{
    return {QStringLiteral("decodeHEVCMain10"), QStringLiteral("scale10bit")};
}

QLabel *sectionTitle(const QString &text, QWidget *parent)
{
    auto *label = plainLabel(new QLabel(text, parent));
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

QLabel *errorLabel(QWidget *parent, const char *objectName)
{
    auto *label = plainLabel(new QLabel(parent));
    label->setObjectName(QLatin1String(objectName));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    PanelKit::setTone(label, Theme::Tone::Error);
    label->hide();
    return label;
}

void setMuted(QLabel *label)
{
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, palette.color(QPalette::PlaceholderText));
    label->setPalette(palette);
}

QString metadataName(const QJsonObject &object)
{
    return object.value(QStringLiteral("metadata"))
        .toObject()
        .value(QStringLiteral("name"))
        .toString();
}

bool isKind(const QJsonObject &object, QLatin1StringView kind)
{
    return object.value(QStringLiteral("kind")).toString() == kind;
}

QString defaultSavePath(QWidget *parent, const QString &suggested)
{
    // The dialog asks before replacing an existing file; nothing here overwrites silently.
    return QFileDialog::getSaveFileName(
        parent, ClaimsPanel::tr("Save the claim"), suggested,
        ClaimsPanel::tr("YAML files (*.yaml *.yml);;All files (*)"));
}

} // namespace

ClaimsPanel::ClaimsPanel(QWidget *parent)
    : QWidget(parent)
    , m_chooseSavePath(defaultSavePath)
    , m_matchTimer(new QTimer(this))
    , m_capabilities(new CapabilityModel(this))
    , m_qualification(new QualificationModel(this))
{
    setObjectName(QStringLiteral("claimsPanel"));
    m_apply = new ApplyFlow(this);
    connect(m_apply, &ApplyFlow::statusChanged, this,
            [this](const QString &text, Theme::Tone tone) {
                setStatusText(text);
                PanelKit::setTone(m_yamlStatus, tone);
            });
    connect(m_apply, &ApplyFlow::runningChanged, this, [this](bool running) {
        if (!running)
            m_busyBar->setRange(0, 0);
        m_cancelApplyButton->setVisible(running);
        updateActions();
        updateBusy();
    });
    connect(m_apply, &ApplyFlow::progress, this, [this](int done, int total) {
        m_busyBar->setRange(0, total);
        m_busyBar->setValue(done);
    });
    connect(m_apply, &ApplyFlow::finished, this, &ClaimsPanel::applyFinished);

    //: Title of the Claims panel (spec "Claim a GPU by what it decodes")
    auto *title = new QLabel(tr("Claim a GPU by what it decodes"), this);
    m_title = title;
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    title->setFont(titleFont);
    m_clusterLabelView = plainLabel(new QLabel(this));
    m_clusterLabelView->setObjectName(QStringLiteral("claimsCluster"));
    setMuted(m_clusterLabelView);
    m_busyBar = new QProgressBar(this);
    m_busyBar->setObjectName(QStringLiteral("claimsBusy"));
    m_busyBar->setRange(0, 0);
    m_busyBar->setMaximumWidth(120);
    m_busyBar->setTextVisible(false);
    m_busyBar->hide();
    auto *header = new QHBoxLayout;
    header->addWidget(title);
    header->addStretch();
    header->addWidget(m_busyBar);
    header->addWidget(m_clusterLabelView);

    auto *top = new QSplitter(Qt::Horizontal, this);
    top->setChildrenCollapsible(false);
    top->addWidget(createFormSide());
    top->addWidget(createPreviewSide());
    top->setStretchFactor(0, 0);
    top->setStretchFactor(1, 1);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("claimsSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(top);
    splitter->addWidget(createQualificationSide());
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    // The two modes (issue 15 section 4): this form, and several claims of one pod.
    m_podView = new PodClaimsView(this);
    m_modeTabs = new QTabWidget(this);
    m_modeTabs->setObjectName(QStringLiteral("claimsModeTabs"));
    m_modeTabs->setDocumentMode(true);
    //: Tab of the Claims panel: one claim rendered from the capabilities ticked
    m_modeTabs->addTab(splitter, tr("S&ingle claim"));
    //: Tab of the Claims panel: several claims of one pod allocated together
    m_modeTabs->addTab(m_podView, tr("&Pod claims"));
    m_modeTabs->setTabToolTip(0, tr("Render a claim by media capability and see which nodes "
                                    "could allocate it"));
    m_modeTabs->setTabToolTip(1, tr("Allocate several claims of one pod together on every "
                                    "node, as kube-scheduler would"));
    {
        QSettings settings;
        settings.beginGroup(SettingsGroup);
        if (settings.value(ModeKey).toString() == PodClaimsMode)
            m_modeTabs->setCurrentWidget(m_podView);
    }
    connect(m_modeTabs, &QTabWidget::currentChanged, this, [this] {
        QSettings settings;
        settings.beginGroup(SettingsGroup);
        settings.setValue(ModeKey, mode() == Mode::PodClaims ? PodClaimsMode : SingleClaimMode);
    });

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(m_modeTabs, 1);

    m_matchTimer->setSingleShot(true);
    m_matchTimer->setInterval(MatchDebounceMs);
    connect(m_matchTimer, &QTimer::timeout, this, &ClaimsPanel::startMatch);
    connect(m_capabilities, &CapabilityModel::checkedChanged, this, &ClaimsPanel::onFormChanged);

    m_clusterLabelView->setText(tr("No cluster loaded yet"));
    // Rendering is cheap and nothing is matched before a cluster is loaded.
    m_capabilities->setCheckedCapabilities(defaultCapabilities());
    m_nameEdit->setText(DefaultClaimName);
}

ClaimsPanel::Mode ClaimsPanel::mode() const
{
    return m_modeTabs->currentWidget() == m_podView ? Mode::PodClaims : Mode::SingleClaim;
}

void ClaimsPanel::setMode(Mode mode)
{
    m_modeTabs->setCurrentWidget(mode == Mode::PodClaims ? m_podView : m_modeTabs->widget(0));
}

// The workers own copies of everything they read; the tasks drop their results.
ClaimsPanel::~ClaimsPanel() = default;

QWidget *ClaimsPanel::createFormSide()
{
    auto *side = new QWidget(this);

    //: Title of the Claims panel's capability checklist
    auto *capabilitiesTitle = sectionTitle(tr("Capabilities the workload needs"), side);
    m_capabilityView = new QTreeView(side);
    m_capabilityView->setObjectName(QStringLiteral("capabilityList"));
    usePlainText(m_capabilityView);
    m_capabilityView->setModel(m_capabilities);
    m_capabilityView->setRootIsDecorated(false);
    m_capabilityView->setUniformRowHeights(true);
    m_capabilityView->setAlternatingRowColors(true);
    m_capabilityView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_capabilityView->header()->setStretchLastSection(false);
    m_capabilityView->header()->setSectionResizeMode(CapabilityModel::NameColumn,
                                                     QHeaderView::Stretch);
    m_capabilityView->header()->setSectionResizeMode(CapabilityModel::GpuColumn,
                                                     QHeaderView::ResizeToContents);
    m_capabilityView->setToolTip(
        tr("Tick what the workload needs; the GPUs column counts the GPUs that state it"));
    // Wide enough for the longest known name, its check box, the GPUs column and a scroll bar.
    int longest = 0;
    for (const QString &name : Dra::knownCapabilities())
        longest = std::max(longest, m_capabilityView->fontMetrics().horizontalAdvance(name));
    m_capabilityView->setMinimumWidth(
        longest +
        m_capabilityView->fontMetrics().horizontalAdvance(
            m_capabilities->headerData(CapabilityModel::GpuColumn, Qt::Horizontal).toString()) +
        4 * m_capabilityView->style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    capabilitiesTitle->setBuddy(m_capabilityView);

    m_nameEdit = new QLineEdit(side);
    m_nameEdit->setObjectName(QStringLiteral("claimName"));
    m_nameEdit->setClearButtonEnabled(true);
    m_nameEdit->setToolTip(tr("The ResourceClaimTemplate's name and, in the class form, the "
                              "capability DeviceClass's (a Kubernetes DNS subdomain)"));
    //: Label of the claim name field
    auto *nameLabel = new QLabel(tr("Claim &name:"), side);
    nameLabel->setBuddy(m_nameEdit);
    m_nameError = errorLabel(side, "claimNameError");

    m_renderClassCombo = new QComboBox(side);
    m_renderClassCombo->setObjectName(QStringLiteral("renderClass"));
    m_renderClassCombo->setEditable(true);
    m_renderClassCombo->setInsertPolicy(QComboBox::NoInsert);
    //: Placeholder of the render class field; %1 is the class rendered when it is empty
    m_renderClassCombo->lineEdit()->setPlaceholderText(
        tr("empty: render %1").arg(QString(Dra::DefaultRenderClass)));
    m_renderClassCombo->setToolTip(
        tr("The class of the render node request. Empty: the panel renders %1. Or name an "
           "existing class that selects liken render nodes, such as display-render, to reuse it")
            .arg(QString(Dra::DefaultRenderClass)));
    //: Label of the render node class field
    auto *renderLabel = new QLabel(tr("&Render class:"), side);
    renderLabel->setBuddy(m_renderClassCombo);
    m_renderClassError = errorLabel(side, "renderClassError");

    //: %1 is the generic class name (media-gpu); spec step 4
    m_selectorFormBox =
        new QCheckBox(tr("&Selector form (%1)").arg(QString(Dra::DefaultGenericClass)), side);
    m_selectorFormBox->setObjectName(QStringLiteral("selectorForm"));
    m_selectorFormBox->setToolTip(
        tr("Put the capabilities in a request selector on the class %1, which selects every "
           "media.liken.sh device, instead of writing a class for this set")
            .arg(QString(Dra::DefaultGenericClass)));

    m_formError = plainLabel(new QLabel(side));
    m_formError->setObjectName(QStringLiteral("claimFormError"));
    m_formError->setWordWrap(true);
    m_formError->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_formError->hide();

    // What to claim (issue 33): a GPU by media capability, or by what a GPU driver of the fleet
    // publishes.
    m_claimKind = new QComboBox(side);
    m_claimKind->setObjectName(QStringLiteral("claimKind"));
    m_claimKind->setToolTip(tr("Claim a GPU by the media capabilities liken publishes, or by "
                               "what a GPU driver of the cluster publishes"));
    //: Label of the claim kind picker: media capabilities or a GPU driver
    auto *kindLabel = new QLabel(tr("&Claim by:"), side);
    kindLabel->setBuddy(m_claimKind);
    //: The claim kind: by what liken's media.liken.sh devices state
    m_claimKind->addItem(tr("Media capabilities (liken)"), QString());

    m_mediaForm = new QWidget(side);
    auto *mediaLayout = new QVBoxLayout(m_mediaForm);
    mediaLayout->setContentsMargins(0, 0, 0, 0);
    mediaLayout->addWidget(capabilitiesTitle);
    mediaLayout->addWidget(m_capabilityView, 1);
    m_gpuForm = createGpuForm(side);
    m_gpuForm->hide();

    m_renderClassWidget = new QWidget(side);
    auto *renderLayout = new QVBoxLayout(m_renderClassWidget);
    renderLayout->setContentsMargins(0, 0, 0, 0);
    renderLayout->addWidget(renderLabel);
    renderLayout->addWidget(m_renderClassCombo);
    renderLayout->addWidget(m_renderClassError);
    renderLayout->addWidget(m_selectorFormBox);

    auto *kindRow = new QHBoxLayout;
    kindRow->addWidget(kindLabel);
    kindRow->addWidget(m_claimKind, 1);
    auto *layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(kindRow);
    layout->addWidget(m_mediaForm, 1);
    layout->addWidget(m_gpuForm, 1);
    layout->addWidget(nameLabel);
    layout->addWidget(m_nameEdit);
    layout->addWidget(m_nameError);
    layout->addWidget(m_renderClassWidget);
    layout->addWidget(m_formError);

    connect(m_claimKind, &QComboBox::currentIndexChanged, this, [this] {
        const bool gpu = !claimDriver().isEmpty();
        m_mediaForm->setVisible(!gpu);
        m_renderClassWidget->setVisible(!gpu);
        m_gpuForm->setVisible(gpu);
        m_title->setText(gpu ? tr("Claim a GPU by what its driver publishes")
                             : tr("Claim a GPU by what it decodes"));
        if (gpu)
            fillGpuChoices();
        onFormChanged();
    });

    connect(m_nameEdit, &QLineEdit::textChanged, this, &ClaimsPanel::onFormChanged);
    connect(m_renderClassCombo, &QComboBox::currentTextChanged, this, &ClaimsPanel::onFormChanged);
    connect(m_selectorFormBox, &QCheckBox::toggled, this, &ClaimsPanel::onFormChanged);
    return side;
}

QWidget *ClaimsPanel::createGpuForm(QWidget *parent)
{
    // The criteria a GPU claim can name, each picker offering what the fleet's GPUs of the
    // driver chosen publish (issue 33, "Claims for what the fleet has").
    auto *form = new QWidget(parent);
    form->setObjectName(QStringLiteral("gpuClaimForm"));
    const auto combo = [form](const char *objectName, const QString &tip) {
        auto *c = new QComboBox(form);
        c->setObjectName(QLatin1String(objectName));
        c->setToolTip(tip);
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(12);
        return c;
    };
    m_productCombo = combo("gpuProduct", tr("Exactly this product (its driver's product name)"));
    m_memoryCombo = combo("gpuMemory", tr("At least this much memory"));
    m_architectureCombo = combo("gpuArchitecture", tr("Exactly this architecture"));
    m_computeCombo = combo("gpuComputeCapability", tr("At least this CUDA compute capability"));
    m_profileCombo = combo("gpuProfile", tr("A whole GPU, or a partition (MIG device) of a "
                                            "profile"));
    //: Check box of the GPU claim form: two MIG devices of one physical GPU
    m_sameGpuBox = new QCheckBox(tr("Two &partitions of one GPU (matchAttribute)"), form);
    m_sameGpuBox->setObjectName(QStringLiteral("gpuSameGpu"));
    m_sameGpuBox->setToolTip(tr("Two requests whose partitions must sit on one physical GPU, "
                                "constrained as the driver's quickstart does"));
    auto *layout = new QFormLayout(form);
    layout->setContentsMargins(0, 0, 0, 0);
    //: GPU claim form fields
    layout->addRow(tr("Pro&duct:"), m_productCombo);
    layout->addRow(tr("&Memory at least:"), m_memoryCombo);
    layout->addRow(tr("&Architecture:"), m_architectureCombo);
    layout->addRow(tr("Com&pute capability at least:"), m_computeCombo);
    layout->addRow(tr("MI&G:"), m_profileCombo);
    layout->addRow(m_sameGpuBox);
    for (QComboBox *c :
         {m_productCombo, m_memoryCombo, m_architectureCombo, m_computeCombo, m_profileCombo}) {
        connect(c, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_fillingGpuChoices)
                onFormChanged();
        });
    }
    connect(m_sameGpuBox, &QCheckBox::toggled, this, &ClaimsPanel::onFormChanged);
    return form;
}

void ClaimsPanel::fillClaimKinds()
{
    // Media capabilities when the fleet has liken's media devices (or nothing else), then each
    // GPU driver present, most GPUs first.
    const QString current = claimDriver();
    const Dra::GpuClaimChoices choices = Dra::gpuClaimChoices(m_inventory, QString());
    bool media = false;
    for (const Dra::Gpu &gpu : m_inventory.gpus())
        media = media || gpu.capabilityState != Dra::CapabilityState::NotPublished;
    const QSignalBlocker blocker(m_claimKind);
    m_claimKind->clear();
    if (media || choices.drivers.isEmpty())
        m_claimKind->addItem(tr("Media capabilities (liken)"), QString());
    for (const QString &driver : choices.drivers) {
        const Dra::DriverProfile *profile = Dra::driverProfile(driver);
        //: A claim kind: %1 a vendor (NVIDIA), %2 its DRA driver (gpu.nvidia.com)
        m_claimKind->addItem(
            tr("%1 GPU (%2)")
                .arg(profile && profile->vendor ? QString::fromLatin1(profile->vendor) : driver,
                     driver),
            driver);
    }
    const int keep = m_claimKind->findData(current);
    m_claimKind->setCurrentIndex(keep >= 0 ? keep : 0);
    const bool gpu = !claimDriver().isEmpty();
    m_mediaForm->setVisible(!gpu);
    m_renderClassWidget->setVisible(!gpu);
    m_gpuForm->setVisible(gpu);
    m_title->setText(gpu ? tr("Claim a GPU by what its driver publishes")
                         : tr("Claim a GPU by what it decodes"));
    if (gpu)
        fillGpuChoices();
}

void ClaimsPanel::fillGpuChoices()
{
    const Dra::GpuClaimChoices choices = Dra::gpuClaimChoices(m_inventory, claimDriver());
    m_fillingGpuChoices = true;
    const auto fill = [](QComboBox *combo, const QString &any, const QStringList &values,
                         const std::function<QString(const QString &)> &text) {
        const QString keep = combo->currentData().toString();
        combo->clear();
        combo->addItem(any, QString());
        for (const QString &v : values)
            combo->addItem(text(v), v);
        const int i = combo->findData(keep);
        combo->setCurrentIndex(i >= 0 ? i : 0);
        combo->setEnabled(!values.isEmpty());
    };
    const auto same = [](const QString &v) { return v; };
    //: GPU claim pickers: no criterion
    fill(m_productCombo, tr("Any"), choices.products, same);
    fill(m_memoryCombo, tr("Any"), choices.memories, [](const QString &v) {
        //: A memory size in a picker: %1 in binary units, %2 as the driver publishes it
        return tr("%1 (%2)").arg(Dra::formatBytes(v), v);
    });
    fill(m_architectureCombo, tr("Any"), choices.architectures, same);
    fill(m_computeCombo, tr("Any"), choices.computeCapabilities, same);
    {
        const QString keep = m_profileCombo->currentData().toString();
        m_profileCombo->clear();
        //: GPU claim: a whole GPU rather than a partition
        m_profileCombo->addItem(tr("Whole GPU"), QString());
        //: GPU claim: a partition (MIG device) of any profile
        m_profileCombo->addItem(tr("Any partition"), QStringLiteral("*"));
        for (const QString &p : choices.profiles)
            m_profileCombo->addItem(p, p);
        const int i = m_profileCombo->findData(keep);
        m_profileCombo->setCurrentIndex(i >= 0 ? i : 0);
    }
    m_fillingGpuChoices = false;
}

QString ClaimsPanel::claimDriver() const
{
    return m_claimKind ? m_claimKind->currentData().toString() : QString();
}

void ClaimsPanel::setClaimDriver(const QString &driver)
{
    int i = m_claimKind->findData(driver);
    if (i < 0 && !driver.isEmpty()) {
        m_claimKind->addItem(driver, driver);
        i = m_claimKind->count() - 1;
    }
    m_claimKind->setCurrentIndex(std::max(i, 0));
}

void ClaimsPanel::setGpuCriteria(const Dra::GpuClaimRequest &criteria)
{
    m_fillingGpuChoices = true;
    const auto pick = [](QComboBox *combo, const QString &value) {
        int i = combo->findData(value);
        if (i < 0) {
            combo->addItem(value, value);
            i = combo->count() - 1;
        }
        combo->setCurrentIndex(i);
    };
    pick(m_productCombo, criteria.product);
    pick(m_memoryCombo, criteria.minMemory);
    pick(m_architectureCombo, criteria.architecture);
    pick(m_computeCombo, criteria.minComputeCapability);
    pick(m_profileCombo, !criteria.profile.isEmpty() ? criteria.profile
                         : criteria.partition        ? QStringLiteral("*")
                                                     : QString());
    m_fillingGpuChoices = false;
    const QSignalBlocker blocker(m_sameGpuBox);
    m_sameGpuBox->setChecked(criteria.sameGpu);
    onFormChanged();
}

Result<Dra::ClaimRendering> ClaimsPanel::renderGpu(const QString &name) const
{
    Dra::GpuClaimRequest request;
    request.name = name;
    request.driver = claimDriver();
    request.product = m_productCombo->currentData().toString();
    request.minMemory = m_memoryCombo->currentData().toString();
    request.architecture = m_architectureCombo->currentData().toString();
    request.minComputeCapability = m_computeCombo->currentData().toString();
    const QString profile = m_profileCombo->currentData().toString();
    request.partition = !profile.isEmpty();
    request.profile = profile == QLatin1String("*") ? QString() : profile;
    request.sameGpu = m_sameGpuBox->isChecked();
    return Dra::renderGpuClaim(request);
}

QWidget *ClaimsPanel::createPreviewSide()
{
    auto *side = new QWidget(this);
    //: Title of the rendered DeviceClasses and ResourceClaimTemplate
    auto *yamlTitle = sectionTitle(tr("Classes and claim template"), side);
    m_yamlStatus = plainLabel(new QLabel(side));
    m_yamlStatus->setObjectName(QStringLiteral("claimYamlStatus"));
    m_yamlStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_copyButton = new QPushButton(Icons::icon(Icons::Action::Copy), tr("Copy"), side);
    m_copyButton->setObjectName(QStringLiteral("copyClaimButton"));
    m_copyButton->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyButton->setToolTip(tr("Copy the YAML to the clipboard (Ctrl+Shift+C)"));
    connect(m_copyButton, &QPushButton::clicked, this, &ClaimsPanel::copyYaml);
    m_saveButton = new QPushButton(Icons::icon(Icons::Action::Save), tr("Save…"), side);
    m_saveButton->setObjectName(QStringLiteral("saveClaimButton"));
    m_saveButton->setShortcut(QKeySequence::Save);
    m_saveButton->setToolTip(tr("Save the YAML to a file (Ctrl+S)"));
    connect(m_saveButton, &QPushButton::clicked, this, &ClaimsPanel::saveYaml);
    //: Applies the classes and the template to the cluster (server dry run first)
    m_applyButton = new QPushButton(Icons::icon(Icons::Action::Apply), tr("Apply…"), side);
    m_applyButton->setObjectName(QStringLiteral("applyClaimButton"));
    m_applyButton->setEnabled(false);
    connect(m_applyButton, &QPushButton::clicked, this, &ClaimsPanel::applyToCluster);
    m_cancelApplyButton = new QPushButton(tr("Cancel"), side);
    m_cancelApplyButton->setObjectName(QStringLiteral("cancelApplyButton"));
    m_cancelApplyButton->setToolTip(tr("Stop the dry run or apply under way"));
    m_cancelApplyButton->hide();
    connect(m_cancelApplyButton, &QPushButton::clicked, m_apply, &ApplyFlow::cancel);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(yamlTitle);
    buttons->addWidget(m_yamlStatus, 1);
    buttons->addWidget(m_copyButton);
    buttons->addWidget(m_saveButton);
    buttons->addWidget(m_cancelApplyButton);
    buttons->addWidget(m_applyButton);

    m_yamlView = new YamlView(side);
    m_yamlView->setObjectName(QStringLiteral("claimYaml"));
    m_yamlView->setPlaceholderText(tr("Tick the capabilities the workload needs."));

    m_warnings = new QListWidget(side);
    m_warnings->setObjectName(QStringLiteral("claimWarnings"));
    usePlainText(m_warnings);
    m_warnings->setWordWrap(true);
    m_warnings->setMaximumHeight(80);
    m_warnings->hide();

    auto *layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_yamlView, 1);
    layout->addWidget(m_warnings);
    return side;
}

QWidget *ClaimsPanel::createQualificationSide()
{
    auto *side = new QWidget(this);
    //: Title of the allocation preview
    auto *title = sectionTitle(tr("GPUs that qualify"), side);
    m_counts = plainLabel(new QLabel(side));
    m_counts->setObjectName(QStringLiteral("claimCounts"));
    auto *header = new QHBoxLayout;
    header->addWidget(title);
    header->addWidget(m_counts, 1);

    //: Shown above the allocation preview: it is advisory (issue 7, section 3)
    m_advisory = new QLabel(
        tr("The scheduler decides; this preview applies the same rules to the inventory shown."),
        side);
    m_advisory->setObjectName(QStringLiteral("claimAdvisory"));
    m_advisory->setWordWrap(true);
    QFont italic = m_advisory->font();
    italic.setItalic(true);
    m_advisory->setFont(italic);
    setMuted(m_advisory);

    m_matchMessage = plainLabel(new QLabel(side));
    m_matchMessage->setObjectName(QStringLiteral("claimMatchMessage"));
    m_matchMessage->setWordWrap(true);
    m_matchMessage->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_matchMessage->hide();

    m_qualificationView = new QTreeView(side);
    m_qualificationView->setObjectName(QStringLiteral("qualificationTree"));
    usePlainText(m_qualificationView);
    m_qualificationView->setModel(m_qualification);
    m_qualificationView->setUniformRowHeights(true);
    m_qualificationView->setAlternatingRowColors(true);
    m_qualificationView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_qualificationView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_qualificationView->header()->setStretchLastSection(true);

    auto *layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_advisory);
    layout->addWidget(m_matchMessage);
    layout->addWidget(m_qualificationView, 1);
    return side;
}

void ClaimsPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_haveCluster && !m_loading)
        loadDemo();
}

// --- The cluster ------------------------------------------------------------------------------

void ClaimsPanel::loadDemo()
{
    //: The label of the embedded demo fleet in the Claims panel
    const QString label = tr("Demo cluster");
    m_clusterLabelView->setText(tr("Loading the demo cluster…"));
    startLoad([label] {
        Loaded loaded;
        loaded.label = label;
        // The one cluster reader (the Hardware tab's and accelctl's); the demo needs no loop.
        Kube::ClusterLoadJob job(Kube::ClusterSource().withDemo());
        Result<Kube::ClusterRead> read = job.exec();
        if (!read) {
            loaded.error = read.error();
            return loaded;
        }
        loaded.snapshot = std::move(read->snapshot);
        loaded.inventory = Dra::Inventory::build(loaded.snapshot);
        loaded.counts = CapabilityModel::count(loaded.inventory);
        return loaded;
    });
}

void ClaimsPanel::setCluster(const Kube::ClusterSnapshot &snapshot, const QString &label)
{
    //: %1 names the cluster (a context, a file, "Demo cluster")
    m_clusterLabelView->setText(plainText(tr("Reading %1…").arg(label)));
    startLoad([snapshot, label] {
        Loaded loaded;
        loaded.label = label;
        loaded.snapshot = snapshot;
        loaded.inventory = Dra::Inventory::build(snapshot);
        loaded.counts = CapabilityModel::count(loaded.inventory);
        return loaded;
    });
}

void ClaimsPanel::setCluster(const Dra::PreparedCluster &prepared, const Dra::Inventory &inventory,
                             const QString &label)
{
    m_clusterLabelView->setText(plainText(tr("Reading %1…").arg(label)));
    startLoad([prepared, inventory, label] {
        Loaded loaded;
        loaded.label = label;
        loaded.snapshot = prepared.snapshot();
        loaded.inventory = inventory;
        loaded.counts = CapabilityModel::count(inventory);
        loaded.prepared = prepared;
        return loaded;
    });
}

void ClaimsPanel::startLoad(std::function<Loaded()> work)
{
    m_loading = true;
    m_loadTask.start(std::move(work), [this](Loaded loaded) { onLoaded(std::move(loaded)); });
    updateBusy();
}

void ClaimsPanel::onLoaded(Loaded loaded)
{
    m_loading = false;
    if (loaded.error) {
        //: %1 names the cluster, %2 why it could not be read
        m_clusterLabelView->setText(plainText(tr("Cannot load %1").arg(loaded.label)));
        m_clusterLabelView->setToolTip(plainToolTip(withHint(*loaded.error)));
        m_matchMessage->setText(
            plainText(tr("Cannot load %1: %2").arg(loaded.label, withHint(*loaded.error))));
        PanelKit::setTone(m_matchMessage, Theme::Tone::Error);
        m_matchMessage->show();
        updateBusy();
        Q_EMIT clusterLoaded(false);
        Q_EMIT resultShown();
        return;
    }
    m_haveCluster = true;
    m_clusterLabel = loaded.label;
    m_snapshot = std::move(loaded.snapshot);
    m_inventory = std::move(loaded.inventory);
    m_cluster = loaded.prepared ? *loaded.prepared : Dra::PreparedCluster(m_snapshot);
    m_clusterLabelView->setToolTip(plainToolTip(m_snapshot.source()));
    //: %1 names the cluster, %2 and %3 counts
    m_clusterLabelView->setText(plainText(tr("%1 · %2 nodes · %3 GPUs")
                                              .arg(m_clusterLabel)
                                              .arg(m_inventory.nodes().size())
                                              .arg(m_inventory.gpuCount())));
    m_capabilities->setCounts(loaded.counts);
    m_podView->setCluster(m_cluster, m_clusterLabel);
    fillRenderClasses();
    fillClaimKinds();
    Q_EMIT clusterLoaded(true);
    // A new cluster changes the match, and possibly the warnings (classes it already has).
    render();
}

void ClaimsPanel::fillRenderClasses()
{
    const QString current = m_renderClassCombo->currentText();
    QStringList names;
    for (const QJsonObject &deviceClass : m_snapshot.deviceClasses())
        names << plainText(metadataName(deviceClass));
    names.removeAll(QString());
    names.sort();
    const QSignalBlocker blocker(m_renderClassCombo);
    m_renderClassCombo->clear();
    m_renderClassCombo->addItem(QString());
    m_renderClassCombo->addItems(names);
    m_renderClassCombo->setCurrentText(current);
}

// --- The form ---------------------------------------------------------------------------------

void ClaimsPanel::setClaimName(const QString &name)
{
    m_nameEdit->setText(name);
}

void ClaimsPanel::setRenderClass(const QString &className)
{
    m_renderClassCombo->setCurrentText(className);
}

void ClaimsPanel::setSelectorForm(bool selectorForm)
{
    m_selectorFormBox->setChecked(selectorForm);
}

void ClaimsPanel::setRequiredCapabilities(const QStringList &capabilities)
{
    m_capabilities->setCheckedCapabilities(capabilities);
}

void ClaimsPanel::onFormChanged()
{
    render();
}

void ClaimsPanel::render()
{
    // Rendering is a few small JSON objects: cheap enough for every keystroke on this thread.
    m_matchTask.cancel(); // whatever match is running is for an older form
    m_matchTimer->stop();
    m_outcome.reset();
    m_matchError.reset();
    m_rendering.reset();
    m_renderError.reset();

    const QString name = m_nameEdit->text().trimmed();
    const QString renderClass = m_renderClassCombo->currentText().trimmed();
    const QStringList capabilities = m_capabilities->checkedCapabilities();

    // The name checks first, each shown under its own field (Kubernetes names, issue 7 section 2).
    const Result<void> nameOk = Dra::checkDnsSubdomain(name, QStringLiteral("metadata.name"));
    m_nameError->setVisible(!nameOk);
    m_nameError->setText(nameOk ? QString() : nameOk.error().message);
    m_nameEdit->setStyleSheet(
        nameOk ? QString()
               : QStringLiteral("border: 1px solid %1;").arg(Theme::errorColour(palette()).name()));
    Result<void> classOk{};
    if (!renderClass.isEmpty())
        classOk = Dra::checkDnsSubdomain(renderClass, QStringLiteral("deviceClassName"));
    m_renderClassError->setVisible(!classOk);
    m_renderClassError->setText(classOk ? QString() : classOk.error().message);

    m_formError->hide();
    if (!nameOk) {
        m_renderError = nameOk.error();
    } else if (!classOk) {
        m_renderError = classOk.error();
    } else if (!claimDriver().isEmpty()) {
        // A GPU by what its driver publishes: the template alone, over the driver's classes.
        Result<Dra::ClaimRendering> rendered = renderGpu(name);
        if (rendered) {
            m_rendering = std::move(*rendered);
        } else {
            m_renderError = rendered.error();
            m_formError->setText(withHint(rendered.error()));
            PanelKit::setTone(m_formError, Theme::Tone::Error);
            m_formError->show();
        }
    } else if (capabilities.isEmpty()) {
        m_renderError = Error::of(Code::CLAIM_CAPABILITY, tr("No capability is ticked."),
                                  tr("Tick the capabilities the workload needs."));
    } else {
        Dra::ClaimRenderRequest request;
        request.name = name;
        request.capabilities = capabilities;
        request.existingRenderClass = renderClass;
        request.selectorForm = m_selectorFormBox->isChecked();
        Result<Dra::ClaimRendering> rendered = Dra::renderClaim(request);
        std::optional<Error> badSelector;
        for (const QJsonObject &object : rendered ? rendered->objects : QList<QJsonObject>()) {
            if (!badSelector)
                badSelector = selectorError(object);
        }
        if (badSelector) {
            //: %1 an error code (CEL_COMPILE), %2 the error with its line:column ("1:5: …")
            m_formError->setText(plainText(tr("A selector does not compile: %1: %2")
                                               .arg(badSelector->code, withHint(*badSelector))));
            PanelKit::setTone(m_formError, Theme::Tone::Error);
            m_formError->show();
        }
        if (rendered) {
            m_rendering = std::move(*rendered);
        } else {
            m_renderError = rendered.error();
            m_formError->setText(plainText(withHint(rendered.error())));
            PanelKit::setTone(m_formError, Theme::Tone::Error);
            m_formError->show();
        }
    }

    m_warnings->clear();
    if (m_rendering) {
        m_yamlView->setYaml(m_rendering->toYaml());
        QStringList warnings = m_rendering->warnings;
        // Applying the classes replaces a class of the same name that selects something else
        // (the rule `accelctl claim render|match` applies too).
        warnings << Dra::ClassConflict::warnings(
            Dra::classConflicts(m_rendering->objects, m_snapshot.deviceClasses()), m_clusterLabel);
        // A GPU claim names the driver's class: say when the cluster lacks it.
        if (m_haveCluster)
            warnings << Dra::missingClasses(m_rendering->objects, m_snapshot.deviceClasses(),
                                            m_clusterLabel);
        m_warnings->addItems(warnings);
        for (int i = 0; i < m_warnings->count(); ++i)
            m_warnings->item(i)->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
        m_warnings->setVisible(!warnings.isEmpty());
        //: %n DeviceClass and template objects rendered
        m_yamlStatus->setText(tr("%n object(s)", nullptr, int(m_rendering->objects.size())));
        m_yamlStatus->setStyleSheet(QString());
    } else {
        m_yamlView->clear();
        m_warnings->hide();
        m_yamlStatus->clear();
    }
    updateActions();
    // The Pod claims mode can add the claim this form renders, with its classes.
    QJsonObject formClaim;
    QList<QJsonObject> formClasses;
    if (m_rendering) {
        for (const QJsonObject &object : std::as_const(m_rendering->objects)) {
            if (isKind(object, QLatin1StringView("ResourceClaimTemplate")))
                formClaim = object;
            else if (isKind(object, QLatin1StringView("DeviceClass")))
                formClasses << object;
        }
    }
    m_podView->setFormClaim(formClaim, formClasses);

    if (!m_rendering) {
        m_qualification->clearOutcome();
        m_counts->clear();
        m_matchMessage->hide();
        updateBusy();
        if (m_haveCluster)
            Q_EMIT resultShown();
        return;
    }
    scheduleMatch();
}

QByteArray ClaimsPanel::yaml() const
{
    return m_rendering ? m_rendering->toYaml() : QByteArray();
}

void ClaimsPanel::updateActions()
{
    const bool have = m_rendering.has_value();
    m_copyButton->setEnabled(have);
    m_saveButton->setEnabled(have);
    const std::optional<Kube::ResolvedContext> &context = m_apply->context();
    m_applyButton->setEnabled(have && context && !m_apply->isRunning());
    if (!context)
        m_applyButton->setToolTip(tr("Apply needs a live cluster: choose a kubeconfig context in "
                                     "the Hardware tab (or Save or Copy and use kubectl apply)"));
    else
        //: %1 a kubeconfig context, %2 a namespace
        m_applyButton->setToolTip(
            plainToolTip(tr("Server dry run, then apply to context \"%1\" (namespace \"%2\")")
                             .arg(context->contextName, context->namespaceName)));
}

// --- Matching ---------------------------------------------------------------------------------

QList<QJsonObject> ClaimsPanel::classesForMatching() const
{
    // The rendered classes as applying them would leave the cluster: they replace classes of the
    // same name, and every other class of the cluster stays (a reused render class lives there).
    QList<QJsonObject> rendered;
    for (const QJsonObject &object : m_rendering->objects) {
        if (isKind(object, QLatin1StringView("DeviceClass")))
            rendered << object;
    }
    return Dra::effectiveClasses({rendered, m_snapshot.deviceClasses()});
}

void ClaimsPanel::scheduleMatch()
{
    if (!m_haveCluster || !m_rendering) {
        updateBusy();
        return;
    }
    m_matchPending = true;
    m_counts->setText(tr("Matching…"));
    m_counts->setStyleSheet(QString());
    m_matchTimer->start();
    updateBusy();
}

void ClaimsPanel::startMatch()
{
    if (!m_haveCluster || !m_rendering)
        return;
    QList<QJsonObject> claims;
    for (const QJsonObject &object : std::as_const(m_rendering->objects)) {
        if (isKind(object, QLatin1StringView("ResourceClaimTemplate")))
            claims << object;
    }
    const QList<QJsonObject> classes = classesForMatching();
    // The inventory is implicitly shared: the copy costs nothing and the worker owns it.
    m_matchTask.start(
        [claims, classes, inventory = m_inventory, cluster = m_cluster] {
            Matched matched;
            // The same entry as `accelctl claim match`: the scheduler's allocator decides per
            // node (devices other claims hold, taints, counters and capacity count).
            matched.result = Dra::matchInCluster(cluster, inventory, claims, classes);
            if (matched.result && !matched.result->isEmpty())
                matched.tree = QualificationModel::buildTree(matched.result->first(), inventory);
            return matched;
        },
        [this](Matched matched) { onMatched(std::move(matched)); });
}

void ClaimsPanel::onMatched(Matched matched)
{
    m_matchPending = false;
    if (!matched.result) {
        m_matchError = matched.result.error();
    } else if (matched.result->isEmpty()) {
        m_matchError = Error::of(Code::CLAIM_INPUT, tr("The match returned no claim."), {});
    } else {
        m_outcome = matched.result->first();
    }
    showOutcome(std::move(matched.tree));
    updateBusy();
    Q_EMIT resultShown();
}

void ClaimsPanel::showOutcome(std::shared_ptr<QualificationModel::Tree> tree)
{
    if (m_matchError) {
        m_qualification->clearOutcome();
        m_counts->clear();
        //: %1 why the preview could not match (an unknown class …)
        m_matchMessage->setText(
            plainText(tr("The preview cannot match this claim: %1").arg(withHint(*m_matchError))));
        PanelKit::setTone(m_matchMessage, Theme::Tone::Error);
        m_matchMessage->show();
        return;
    }
    if (!m_outcome)
        return;
    m_qualification->setTree(std::move(tree));
    // Every node open while the rows fit a glance; a fleet's nodes stay closed, so that their
    // rows are made only when opened (issue 37: 65,000 nodes).
    constexpr int OpenNodesUpTo = 200;
    if (m_qualification->nodeCount() <= OpenNodesUpTo)
        m_qualificationView->expandToDepth(0);
    for (int c = 0; c < QualificationModel::DetailsColumn; ++c)
        m_qualificationView->resizeColumnToContents(c);

    int failedQueries = 0;
    for (const Dra::Gpu &gpu : m_inventory.gpus()) {
        if (gpu.capabilityState == Dra::CapabilityState::QueryFailed)
            ++failedQueries;
    }
    //: %1 nodes that qualify of %2 nodes in the cluster
    QString counts = tr("%1 of %2 nodes qualify")
                         .arg(m_qualification->qualifyingNodes())
                         .arg(m_qualification->nodeCount());
    if (failedQueries > 0) {
        //: Appended to the node counts: GPUs whose capability query failed
        counts += QStringLiteral(" · ") +
                  tr("%n GPU(s) with a failed capability query (capabilities unknown)", nullptr,
                     failedQueries);
    }
    m_counts->setText(counts);
    PanelKit::setTone(m_counts, m_outcome->anyQualifies ? Theme::Tone::Ok : Theme::Tone::Error);

    if (!m_outcome->advice.isEmpty()) {
        m_matchMessage->setText(plainText(m_outcome->advice.join(QLatin1Char('\n'))));
        PanelKit::setTone(m_matchMessage, Theme::Tone::Error);
        m_matchMessage->show();
    } else {
        m_matchMessage->hide();
    }
}

bool ClaimsPanel::isBusy() const
{
    return m_loading || m_matchPending || m_apply->isRunning();
}

void ClaimsPanel::updateBusy()
{
    if (!m_rendering || !m_haveCluster)
        m_matchPending = false;
    const bool busy = isBusy();
    m_busyBar->setVisible(busy);
    if (busy == m_busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

// --- Copy and save ----------------------------------------------------------------------------

void ClaimsPanel::setStatusText(const QString &text)
{
    m_yamlStatus->setText(plainText(text));
    m_yamlStatus->setStyleSheet(QString());
}

void ClaimsPanel::copyYaml()
{
    if (!m_rendering)
        return;
    QApplication::clipboard()->setText(QString::fromUtf8(m_rendering->toYaml()));
    setStatusText(tr("Copied to the clipboard"));
}

void ClaimsPanel::saveYaml()
{
    if (!m_rendering)
        return;
    const QString name = metadataName(m_rendering->objects.constLast());
    QSettings settings;
    settings.beginGroup(SettingsGroup);
    QString dir = settings.value(LastSaveDirKey).toString();
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        dir = QDir::homePath();
    const QByteArray yamlAtStart = m_rendering->toYaml();
    const QString path =
        m_chooseSavePath(this, dir + QLatin1Char('/') + name + QStringLiteral(".yaml"));
    if (path.isEmpty())
        return;
    settings.setValue(LastSaveDirKey, QFileInfo(path).absolutePath());
    // The form may have changed while the dialog was open: save what the operator saw.
    if (m_rendering && m_rendering->toYaml() == yamlAtStart)
        saveYamlTo(path);
    else
        setStatusText(tr("Not saved: the claim changed while the dialog was open"));
}

bool ClaimsPanel::saveYamlTo(const QString &path)
{
    if (!m_rendering)
        return false;
    const QByteArray bytes = m_rendering->toYaml();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        //: %1 a file path, %2 why it cannot be written
        m_yamlStatus->setText(
            tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        PanelKit::setTone(m_yamlStatus, Theme::Tone::Error);
        return false;
    }
    //: %1 is a file path
    setStatusText(tr("Saved to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

// --- Apply ------------------------------------------------------------------------------------

void ClaimsPanel::setApplyContext(const std::optional<Kube::ResolvedContext> &context)
{
    m_apply->setContext(context);
    updateActions();
}

std::optional<QString> ClaimsPanel::applyContextName() const
{
    if (!m_apply->context())
        return std::nullopt;
    return m_apply->context()->contextName;
}

bool ClaimsPanel::isApplying() const
{
    return m_apply->isRunning();
}

const QList<Kube::ApplyResult> &ClaimsPanel::applyResults() const
{
    return m_apply->results();
}

void ClaimsPanel::applyToCluster()
{
    if (!m_rendering || !m_apply->context() || m_apply->isRunning())
        return;
    m_apply->start(m_rendering->objects);
}

} // namespace Accel::Ui
