// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "hardwarepanel.h"

#include "models/hardwaremodel.h"

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
#include <QtConcurrent/QtConcurrentRun>

namespace Accel::Ui {

namespace {
QLabel *valueLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    return label;
}
} // namespace

HardwarePanel::HardwarePanel(ProbeFunction probe, QWidget *parent)
    : QWidget(parent)
    , m_probe(std::move(probe))
    , m_model(new HardwareModel(this))
    , m_watcher(new QFutureWatcher<Result<Host::HardwareReport>>(this))
{
    setObjectName(QStringLiteral("hardwarePanel"));

    auto *title = new QLabel(tr("This host"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    title->setFont(titleFont);

    m_busyBar = new QProgressBar(this);
    m_busyBar->setRange(0, 0); // the probe cannot tell how far along it is
    m_busyBar->setMaximumWidth(160);
    m_busyBar->setTextVisible(false);
    m_busyBar->hide();
    m_refreshButton =
        new QPushButton(style()->standardIcon(QStyle::SP_BrowserReload), tr("&Refresh"), this);
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

    m_profile = valueLabel(this);
    m_profile->setObjectName(QStringLiteral("profileValue"));
    m_accelerators = valueLabel(this);
    m_accelerators->setObjectName(QStringLiteral("acceleratorsValue"));
    m_gpuMode = valueLabel(this);
    m_gpuMode->setObjectName(QStringLiteral("gpuModeValue"));
    m_containerUser = valueLabel(this);
    m_containerUser->setObjectName(QStringLiteral("containerUserValue"));
    auto *form = new QFormLayout;
    //: The accelerator profile that wins on this host (nvidia beats quadra)
    form->addRow(tr("Profile:"), m_profile);
    form->addRow(tr("Accelerators:"), m_accelerators);
    form->addRow(tr("GPU wiring:"), m_gpuMode);
    form->addRow(tr("Suggested container user:"), m_containerUser);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->hide();

    m_tree = new QTreeView(this);
    m_tree->setObjectName(QStringLiteral("hardwareTree"));
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

    connect(m_watcher, &QFutureWatcherBase::finished, this, &HardwarePanel::onProbeDone);
}

HardwarePanel::~HardwarePanel()
{
    // The worker owns nothing of ours; let it finish without anyone listening.
    m_watcher->disconnect(this);
}

bool HardwarePanel::isBusy() const
{
    return m_watcher->isRunning();
}

void HardwarePanel::refresh()
{
    if (isBusy() || !m_probe)
        return;
    setBusy(true);
    m_watcher->setFuture(QtConcurrent::run(m_probe));
}

void HardwarePanel::cancel()
{
    if (!isBusy())
        return;
    // QtConcurrent::run cannot interrupt a blocking probe; forget it instead. A fresh watcher
    // keeps the abandoned future's late result from reaching the panel.
    m_watcher->disconnect(this);
    m_watcher->deleteLater();
    m_watcher = new QFutureWatcher<Result<Host::HardwareReport>>(this);
    connect(m_watcher, &QFutureWatcherBase::finished, this, &HardwarePanel::onProbeDone);
    setBusy(false);
    m_status->setText(tr("Probe cancelled; the previous result is still shown."));
    m_status->show();
}

void HardwarePanel::setBusy(bool busy)
{
    m_busyBar->setVisible(busy);
    m_cancelButton->setVisible(busy);
    m_refreshButton->setEnabled(!busy);
    if (busy) {
        m_status->setText(tr("Probing this host…"));
        m_status->setStyleSheet(QString());
        m_status->show();
    }
    Q_EMIT busyChanged(busy);
}

void HardwarePanel::onProbeDone()
{
    const Result<Host::HardwareReport> result = m_watcher->result();
    setBusy(false);
    if (result) {
        m_report = *result;
        m_error.reset();
        m_status->hide();
        showReport();
    } else {
        m_error = result.error();
        m_status->setText(tr("The probe failed: %1").arg(result.error().message) +
                          (result.error().hint.isEmpty()
                               ? QString()
                               : QStringLiteral("\n") + result.error().hint));
        m_status->setStyleSheet(QStringLiteral("color: white; background: #b3261e; "
                                               "padding: 6px; border-radius: 4px;"));
        m_status->show();
    }
    Q_EMIT probeFinished(bool(result));
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
        tr("%1 — %2").arg(Host::gpuModeName(m_report.gpuMode), m_report.gpuModeReason));
    m_containerUser->setText(m_report.suggestedContainerUser);
    m_model->setInventory(inv);

    m_warnings->clear();
    m_warnings->addItems(m_report.warnings);
    for (int i = 0; i < m_warnings->count(); ++i)
        m_warnings->item(i)->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
    m_warningsTitle->setVisible(!m_report.warnings.isEmpty());
    m_warnings->setVisible(!m_report.warnings.isEmpty());
}

} // namespace Accel::Ui
