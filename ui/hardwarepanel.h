// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "host/hardwarereport.h"
#include "result.h"

#include "panelkit.h"

#include <QWidget>

#include <functional>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTreeView;

namespace Accel::Ui {

class HardwareModel;

/// The Hardware panel: what this host carries (profile, accelerators with their devices and
/// models, GPU wiring mode and why, suggested container user, warnings).
///
/// The probe is injected (app/ builds it from the seams) and always runs on a worker thread
/// through QtConcurrent; the panel shows a busy bar meanwhile and can drop a slow probe
/// (docker info may hang for its whole timeout) with Cancel.
class HardwarePanel : public QWidget
{
    Q_OBJECT

public:
    using ProbeFunction = std::function<Result<Host::HardwareReport>()>;

    explicit HardwarePanel(ProbeFunction probe, QWidget *parent = nullptr);
    ~HardwarePanel() override;

    HardwareModel *model() const { return m_model; }
    /// The last successful report (empty before the first one).
    const Host::HardwareReport &report() const { return m_report; }
    /// The last probe's error, if it failed.
    const std::optional<Error> &lastError() const { return m_error; }
    bool isBusy() const;
    /// A probe succeeded and found no accelerator (NVIDIA GPU, Quadra card) on this host.
    bool foundNoAccelerator() const;
    /// This host in one line (the profile and accelerators found), for the window's collapsed
    /// host half.
    QString summaryText() const;

public Q_SLOTS:
    /// Re-probes in the background. Does nothing while a probe is running.
    void refresh();
    /// Stops waiting for the running probe; its result, when it comes, is dropped.
    void cancel();

Q_SIGNALS:
    void busyChanged(bool busy);
    /// After every probe that was not cancelled; `ok` is false when it failed.
    void probeFinished(bool ok);

private:
    void onProbeDone(const Result<Host::HardwareReport> &result);
    void showReport();
    void setBusy(bool busy);

    ProbeFunction m_probe;
    HardwareModel *m_model = nullptr;
    PanelKit::LatestTask<Result<Host::HardwareReport>> m_probeTask{this};
    Host::HardwareReport m_report;
    std::optional<Error> m_error;

    QLabel *m_profile = nullptr;
    QLabel *m_accelerators = nullptr;
    QLabel *m_gpuMode = nullptr;
    QLabel *m_containerUser = nullptr;
    QLabel *m_status = nullptr;
    QTreeView *m_tree = nullptr;
    QListWidget *m_warnings = nullptr;
    QLabel *m_warningsTitle = nullptr;
    QProgressBar *m_busyBar = nullptr;
    QPushButton *m_refreshButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    bool m_probed = false; ///< a probe succeeded
};

} // namespace Accel::Ui
