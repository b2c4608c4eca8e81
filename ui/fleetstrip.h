// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/fleetview.h"

#include <QWidget>

class QLabel;
class QToolButton;

namespace Accel::Ui {

/// The fleet in one line, above the inventory (issue 38, "the fleet summary strip sits above the
/// inventory"): nodes, GPUs by vendor, then the GPUs free, in use, tainted and unhealthy and the
/// partitions free, from Dra::fleetCounts (the counts `accelctl get gpus --summary` totals).
/// Each state count is a button emitting activated() so the panel can select the rows it counts;
/// tainted, unhealthy and partitions show only when not zero.
class FleetStrip : public QWidget
{
    Q_OBJECT

public:
    explicit FleetStrip(QWidget *parent = nullptr);

    const Dra::FleetCounts &counts() const { return m_counts; }
    void setCounts(const Dra::FleetCounts &counts);
    /// The button of STATE (hidden when it counts nothing that needs showing).
    QToolButton *button(Dra::FleetState state) const;
    /// What the strip reads, its parts joined with " · " (empty without nodes).
    QString text() const;

Q_SIGNALS:
    void activated(Accel::Dra::FleetState state);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateLook();

    Dra::FleetCounts m_counts;
    QLabel *m_fleet = nullptr;
    QToolButton *m_buttons[5] = {};
    QLabel *m_others = nullptr;
};

} // namespace Accel::Ui
