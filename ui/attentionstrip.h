// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/attention.h"

#include <QWidget>

class QLabel;
class QToolButton;

namespace Accel::Ui {

/// What needs attention, at a glance (issue 38): one button per count that is not zero
/// ("1 leaked claim", "5 pending pods" …), in the theme's status colours (red for what is
/// broken, amber for what waits), each emitting activated() so the window can show the rows it
/// counts; "Nothing needs attention" when all are zero. The counts come from
/// Dra::clusterAttention, the caller adds the blocked launches.
class AttentionStrip : public QWidget
{
    Q_OBJECT

public:
    enum class Item
    {
        LeakedClaims,
        UnhealthyDevices,
        PendingPods,
        IncompletePools,
        BlockedLaunches,
    };
    Q_ENUM(Item)
    static constexpr int ItemCount = 5;

    explicit AttentionStrip(QWidget *parent = nullptr);

    const Dra::Attention &attention() const { return m_attention; }
    void setAttention(const Dra::Attention &attention);
    /// How many ITEM counts in ATTENTION.
    static int count(const Dra::Attention &attention, Item item);
    /// The button of ITEM (hidden when its count is zero).
    QToolButton *button(Item item) const;
    /// The text of the visible buttons, " · " between them, or the all-clear text.
    QString text() const;

Q_SIGNALS:
    void activated(Accel::Ui::AttentionStrip::Item item);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateLook();

    Dra::Attention m_attention;
    QToolButton *m_buttons[ItemCount] = {};
    QLabel *m_clear = nullptr;
};

} // namespace Accel::Ui
