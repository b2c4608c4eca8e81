// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "attentionstrip.h"

#include "panelkit.h"
#include "theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMetaEnum>
#include <QToolButton>

namespace Accel::Ui {

namespace {

constexpr AttentionStrip::Item kItems[] = {
    AttentionStrip::Item::LeakedClaims,    AttentionStrip::Item::UnhealthyDevices,
    AttentionStrip::Item::PendingPods,     AttentionStrip::Item::IncompletePools,
    AttentionStrip::Item::BlockedLaunches,
};

/// Broken things in red, waiting things in amber.
Theme::Tone toneOf(AttentionStrip::Item item)
{
    switch (item) {
    case AttentionStrip::Item::LeakedClaims:
    case AttentionStrip::Item::UnhealthyDevices:
        return Theme::Tone::Error;
    case AttentionStrip::Item::PendingPods:
    case AttentionStrip::Item::IncompletePools:
    case AttentionStrip::Item::BlockedLaunches:
        break;
    }
    return Theme::Tone::Warning;
}

QString textOf(AttentionStrip::Item item, int n)
{
    // One and many spelt out: the strip is read at a glance, "claim(s)" is not.
    const bool one = n == 1;
    QString text;
    switch (item) {
    case AttentionStrip::Item::LeakedClaims:
        //: Status strip: a claim allocated but reserved for no pod
        text = one ? AttentionStrip::tr("%1 leaked claim")
                   //: Status strip: claims allocated but reserved for no pod
                   : AttentionStrip::tr("%1 leaked claims");
        break;
    case AttentionStrip::Item::UnhealthyDevices:
        text = one ? AttentionStrip::tr("%1 unhealthy device")
                   : AttentionStrip::tr("%1 unhealthy devices");
        break;
    case AttentionStrip::Item::PendingPods:
        //: Status strip: pods with claims that wait to be scheduled
        text = one ? AttentionStrip::tr("%1 pending pod") : AttentionStrip::tr("%1 pending pods");
        break;
    case AttentionStrip::Item::IncompletePools:
        //: Status strip: pools that publish fewer slices than announced, or that are invalid
        text = one ? AttentionStrip::tr("%1 incomplete or invalid pool")
                   : AttentionStrip::tr("%1 incomplete or invalid pools");
        break;
    case AttentionStrip::Item::BlockedLaunches:
        //: Status strip: the Launch panel's launch would be refused or cannot go ahead
        text = one ? AttentionStrip::tr("%1 blocked launch")
                   : AttentionStrip::tr("%1 blocked launches");
        break;
    }
    return text.arg(n);
}

QString toolTipOf(AttentionStrip::Item item)
{
    switch (item) {
    case AttentionStrip::Item::LeakedClaims:
        return AttentionStrip::tr("Claims that hold devices for no pod: show them in Claims in "
                                  "the cluster");
    case AttentionStrip::Item::UnhealthyDevices:
        return AttentionStrip::tr("Devices their driver or a claim reports unhealthy: select "
                                  "them in the inventory (click again for the next)");
    case AttentionStrip::Item::PendingPods:
        return AttentionStrip::tr("Pods whose claims wait: show them in Claims in the cluster, "
                                  "the first explained");
    case AttentionStrip::Item::IncompletePools:
        return AttentionStrip::tr("Pools that publish fewer slices than they announce, or that "
                                  "the scheduler cannot use: show them in Claims in the cluster");
    case AttentionStrip::Item::BlockedLaunches:
        return AttentionStrip::tr("The launch the Launch panel prepares would not go ahead: "
                                  "show it");
    }
    return QString();
}

} // namespace

AttentionStrip::AttentionStrip(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("attentionStrip"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_clear = new QLabel(this);
    m_clear->setObjectName(QStringLiteral("attentionClear"));
    //: Status strip when no count needs action
    m_clear->setText(tr("Nothing needs attention"));
    layout->addWidget(m_clear);
    for (const Item item : kItems) {
        auto *button = new QToolButton(this);
        button->setObjectName(
            QStringLiteral("attention") +
            QString::fromLatin1(QMetaEnum::fromType<Item>().valueToKey(int(item))));
        button->setAutoRaise(true);
        button->setCursor(Qt::PointingHandCursor);
        button->setToolTip(toolTipOf(item));
        button->hide();
        connect(button, &QToolButton::clicked, this, [this, item] { Q_EMIT activated(item); });
        layout->addWidget(button);
        m_buttons[int(item)] = button;
    }
    updateLook();
}

int AttentionStrip::count(const Dra::Attention &attention, Item item)
{
    switch (item) {
    case Item::LeakedClaims:
        return int(attention.leakedClaims.size());
    case Item::UnhealthyDevices:
        return int(attention.unhealthyDevices.size());
    case Item::PendingPods:
        return int(attention.pendingPods.size());
    case Item::IncompletePools:
        return int(attention.incompletePools.size() + attention.invalidPools.size());
    case Item::BlockedLaunches:
        return attention.blockedLaunches;
    }
    return 0;
}

QToolButton *AttentionStrip::button(Item item) const
{
    return m_buttons[int(item)];
}

void AttentionStrip::setAttention(const Dra::Attention &attention)
{
    m_attention = attention;
    bool any = false;
    for (const Item item : kItems) {
        const int n = count(attention, item);
        QToolButton *b = button(item);
        b->setText(textOf(item, n));
        b->setVisible(n > 0);
        any = any || n > 0;
    }
    m_clear->setVisible(!any);
}

QString AttentionStrip::text() const
{
    QStringList parts;
    for (const Item item : kItems)
        if (count(m_attention, item) > 0)
            parts << button(item)->text();
    return parts.isEmpty() ? m_clear->text() : parts.join(QStringLiteral(" · "));
}

void AttentionStrip::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        updateLook();
}

void AttentionStrip::updateLook()
{
    // The tones from the strip's own palette: dark red on a light theme, pale red on a dark one.
    for (const Item item : kItems) {
        QToolButton *b = button(item);
        QPalette p = palette();
        const QColor colour = Theme::colour(toneOf(item), palette());
        p.setColor(QPalette::ButtonText, colour);
        p.setColor(QPalette::WindowText, colour);
        b->setPalette(p);
    }
    PanelKit::setTone(m_clear, Theme::Tone::Ok);
}

} // namespace Accel::Ui
