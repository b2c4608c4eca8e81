// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "hardwarepanel.h"
#include "icons.h"

#include "models/hardwaremodel.h"
#include "plaintext.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QTreeView>
#include <QVBoxLayout>

namespace Accel::Ui {

HardwarePanel::HardwarePanel(ProbeFunction probe, QWidget *parent)
    : QWidget(parent)
    , m_probe(std::move(probe))
    , m_model(new HardwareModel(this))
{
    setObjectName(QStringLiteral("hardwarePanel"));

    QLabel *title = PanelKit::titleLabel(tr("This host"), this);
    m_busyBar = PanelKit::busyBar(this); // the probe cannot tell how far along it is
    m_refreshButton = new QPushButton(Icons::icon(Icons::Action::Reload), tr("&Refresh"), this);
    m_refreshButton->setToolTip(tr("Probe this host again (F5)"));
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setToolTip(tr("Stop waiting for the running probe"));
    m_cancelButton->hide();
    connect(m_refreshButton, &QPushButton::clicked, this, &HardwarePanel::refresh);
    connect(m_cancelButton, &QPushButton::clicked, this, &HardwarePanel::cancel);

    auto *header = new QHBoxLayout;
    header->addWidget(title);
    header->addStretch();
    header->addWidget(m_busyBar);
    header->addWidget(m_cancelButton);
    header->addWidget(m_refreshButton);

    m_profile = PanelKit::valueLabel(this, QStringLiteral("profileValue"));
    m_accelerators = PanelKit::valueLabel(this, QStringLiteral("acceleratorsValue"));
    m_gpuMode = PanelKit::valueLabel(this, QStringLiteral("gpuModeValue"));
    m_containerUser = PanelKit::valueLabel(this, QStringLiteral("containerUserValue"));
    auto *form = new QFormLayout;
    //: The accelerator profile that wins on this host (nvidia beats quadra)
    form->addRow(tr("Profile:"), m_profile);
    form->addRow(tr("Accelerators:"), m_accelerators);
    form->addRow(tr("GPU wiring:"), m_gpuMode);
    form->addRow(tr("Suggested container user:"), m_containerUser);

    m_status = PanelKit::statusLabel(this, QStringLiteral("statusLabel"));

    m_tree = new QTreeView(this);
    m_tree->setObjectName(QStringLiteral("hardwareTree"));
    usePlainText(m_tree);
    m_tree->setModel(m_model);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(true);
    connect(m_model, &QAbstractItemModel::modelReset, m_tree, [this] {
        m_tree->expandAll();
        for (int c = 0; c < HardwareModel::ColumnCount - 1; ++c)
            m_tree->resizeColumnToContents(c);
    });

    m_warningsTitle = new QLabel(tr("Warnings"), this);
    m_warnings = new QListWidget(this);
    m_warnings->setObjectName(QStringLiteral("warningsList"));
    usePlainText(m_warnings);
    m_warnings->setWordWrap(true);
    m_warnings->setMaximumHeight(120);
    m_warningsTitle->hide();
    m_warnings->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_warningsTitle);
    layout->addWidget(m_warnings);
}

// The worker owns nothing of ours; m_probeTask drops its result when the panel goes.
HardwarePanel::~HardwarePanel() = default;

bool HardwarePanel::isBusy() const
{
    return m_probeTask.isRunning();
}

void HardwarePanel::refresh()
{
    if (isBusy() || !m_probe)
        return;
    setBusy(true);
    m_probeTask.start(m_probe,
                      [this](const Result<Host::HardwareReport> &result) { onProbeDone(result); });
}

void HardwarePanel::cancel()
{
    if (!isBusy())
        return;
    // A blocking probe cannot be interrupted; its late result is dropped instead.
    m_probeTask.cancel();
    setBusy(false);
    PanelKit::showStatus(m_status, tr("Probe cancelled; the previous result is still shown."));
}

void HardwarePanel::setBusy(bool busy)
{
    m_busyBar->setVisible(busy);
    m_cancelButton->setVisible(busy);
    m_refreshButton->setEnabled(!busy);
    if (busy)
        PanelKit::showStatus(m_status, tr("Probing this host…"));
    Q_EMIT busyChanged(busy);
}

void HardwarePanel::onProbeDone(const Result<Host::HardwareReport> &result)
{
    setBusy(false);
    if (result) {
        m_report = *result;
        m_error.reset();
        m_probed = true;
        m_status->hide();
        showReport();
    } else {
        m_error = result.error();
        PanelKit::showBanner(m_status,
                             tr("The probe failed: %1").arg(result.error().message) +
                                 (result.error().hint.isEmpty()
                                      ? QString()
                                      : QStringLiteral("\n") + result.error().hint),
                             Theme::Tone::Error);
    }
    Q_EMIT probeFinished(bool(result));
}

bool HardwarePanel::foundNoAccelerator() const
{
    return m_probed && m_report.inventory.accelerators().isEmpty();
}

QString HardwarePanel::summaryText() const
{
    if (!m_probed)
        return isBusy() ? tr("This host: probing…") : tr("This host: not probed");
    //: The collapsed host half; %1 the profile, %2 the accelerators found
    return tr("This host: %1 · accelerators: %2").arg(m_profile->text(), m_accelerators->text());
}

void HardwarePanel::showReport()
{
    const Host::AccelInventory &inv = m_report.inventory;
    const auto displayName = [](Host::Profile p) {
        switch (p) {
        case Host::Profile::Nvidia:
            return tr("NVIDIA GPU (nvidia)");
        case Host::Profile::Quadra:
            return tr("NETINT Quadra (quadra)");
        case Host::Profile::None:
            return tr("none (software pipeline)");
        case Host::Profile::Invalid:
            break;
        }
        return QString();
    };
    m_profile->setText(displayName(inv.profile()));
    QStringList accelerators;
    for (Host::Profile p : inv.accelerators())
        accelerators << displayName(p);
    m_accelerators->setText(accelerators.isEmpty() ? tr("none found")
                                                   : accelerators.join(QStringLiteral(", ")));
    //: %1 is legacy or cdi, %2 the reason the console chose it
    m_gpuMode->setText(
        plainText(tr("%1 — %2").arg(Host::gpuModeName(m_report.gpuMode), m_report.gpuModeReason)));
    m_containerUser->setText(plainText(m_report.suggestedContainerUser));
    m_model->setInventory(inv);

    m_warnings->clear();
    m_warnings->addItems(m_report.warnings);
    for (int i = 0; i < m_warnings->count(); ++i)
        m_warnings->item(i)->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
    m_warningsTitle->setVisible(!m_report.warnings.isEmpty());
    m_warnings->setVisible(!m_report.warnings.isEmpty());
}

} // namespace Accel::Ui
