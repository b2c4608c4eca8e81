// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "fleetstrip.h"

#include "panelkit.h"
#include "plaintext.h"
#include "theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace Accel::Ui {

namespace {

using Dra::FleetState;

constexpr FleetState kStates[] = {FleetState::Free, FleetState::InUse, FleetState::Tainted,
                                  FleetState::Unhealthy, FleetState::Partitioned};

QString textOf(FleetState state, const Dra::FleetCounts &c)
{
    // "Free 12", not "12 free GPU(s)": no plural forms to read at a glance.
    switch (state) {
    case FleetState::Free:
        //: Fleet strip above the inventory: GPUs no claim holds, untainted and healthy
        return FleetStrip::tr("Free %1").arg(c.free);
    case FleetState::InUse:
        //: Fleet strip: GPUs a claim holds (or one of their partitions)
        return FleetStrip::tr("In use %1").arg(c.inUse);
    case FleetState::Tainted:
        return FleetStrip::tr("Tainted %1").arg(c.tainted);
    case FleetState::Unhealthy:
        return FleetStrip::tr("Unhealthy %1").arg(c.unhealthy);
    case FleetState::Partitioned:
        //: Fleet strip: %1 partitions (MIG devices) free of %2
        return FleetStrip::tr("Partitions free %1/%2").arg(c.partitionsFree).arg(c.partitions);
    }
    return QString();
}

int countOf(FleetState state, const Dra::FleetCounts &c)
{
    switch (state) {
    case FleetState::Free:
        return c.free;
    case FleetState::InUse:
        return c.inUse;
    case FleetState::Tainted:
        return c.tainted;
    case FleetState::Unhealthy:
        return c.unhealthy;
    case FleetState::Partitioned:
        return c.partitions;
    }
    return 0;
}

QString toolTipOf(FleetState state)
{
    switch (state) {
    case FleetState::Free:
        return FleetStrip::tr("GPUs no claim holds, without a blocking taint, not unhealthy: "
                              "select the next in the inventory");
    case FleetState::InUse:
        return FleetStrip::tr("GPUs a claim holds, whole or a partition: select the next in the "
                              "inventory");
    case FleetState::Tainted:
        return FleetStrip::tr("GPUs with a NoSchedule or NoExecute taint: select the next in the "
                              "inventory");
    case FleetState::Unhealthy:
        return FleetStrip::tr("GPUs their driver reports unhealthy: select the next in the "
                              "inventory");
    case FleetState::Partitioned:
        return FleetStrip::tr("Partitions (MIG devices) free of all published: select the next "
                              "partitioned GPU in the inventory");
    }
    return QString();
}

Theme::Tone toneOf(FleetState state)
{
    switch (state) {
    case FleetState::Free:
        return Theme::Tone::Ok;
    case FleetState::Tainted:
        return Theme::Tone::Warning;
    case FleetState::Unhealthy:
        return Theme::Tone::Error;
    case FleetState::InUse:
    case FleetState::Partitioned:
        break;
    }
    return Theme::Tone::Plain;
}

} // namespace

FleetStrip::FleetStrip(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("fleetStrip"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_fleet = new QLabel(this);
    m_fleet->setObjectName(QStringLiteral("fleetStripFleet"));
    m_fleet->setTextFormat(Qt::PlainText);
    // A narrow panel cuts the line rather than growing for it; the tooltip has all of it.
    m_fleet->setMinimumWidth(fontMetrics().averageCharWidth() * 12);
    layout->addWidget(m_fleet);
    static const char *const names[] = {"fleetFree", "fleetInUse", "fleetTainted", "fleetUnhealthy",
                                        "fleetPartitions"};
    for (const FleetState state : kStates) {
        auto *b = new QToolButton(this);
        b->setObjectName(QLatin1String(names[int(state)]));
        b->setAutoRaise(true);
        b->setCursor(Qt::PointingHandCursor);
        b->setToolTip(toolTipOf(state));
        connect(b, &QToolButton::clicked, this, [this, state] { Q_EMIT activated(state); });
        layout->addWidget(b);
        m_buttons[int(state)] = b;
    }
    m_others = new QLabel(this);
    m_others->setObjectName(QStringLiteral("fleetStripOthers"));
    m_others->setTextFormat(Qt::PlainText);
    layout->addWidget(m_others);
    layout->addStretch(1);
    setCounts({});
    updateLook();
}

QToolButton *FleetStrip::button(Dra::FleetState state) const
{
    return m_buttons[int(state)];
}

void FleetStrip::setCounts(const Dra::FleetCounts &counts)
{
    m_counts = counts;
    QStringList vendors;
    for (const auto &[vendor, n] : counts.gpusByVendor)
        // plainText(): a vendor can be an unknown driver's name, outside text (issue 32).
        vendors << QStringLiteral("%1 %2").arg(plainText(vendor)).arg(n);
    //: Fleet strip: %1 nodes, %2 GPUs
    QString fleet = tr("Nodes %1 · GPUs %2").arg(counts.nodes).arg(counts.gpus);
    if (!vendors.isEmpty())
        fleet += QStringLiteral(" (") + vendors.join(QStringLiteral(", ")) + QLatin1Char(')');
    m_fleet->setText(fleet);
    for (const FleetState state : kStates) {
        QToolButton *b = button(state);
        const int n = countOf(state, counts);
        b->setText(textOf(state, counts));
        // Free and in use always (0 is news too); the rest only when there is something.
        const bool always = state == FleetState::Free || state == FleetState::InUse;
        b->setVisible(counts.gpus > 0 && (always || n > 0));
        b->setEnabled(n > 0);
    }
    //: Fleet strip: devices that are not GPUs (IMEX channels, NICs ...)
    m_others->setText(tr("Other devices %1").arg(counts.otherDevices));
    m_others->setVisible(counts.otherDevices > 0);
    setVisible(counts.nodes > 0);
    setToolTip(text());
}

QString FleetStrip::text() const
{
    if (m_counts.nodes == 0)
        return QString();
    QStringList parts{m_fleet->text()};
    for (const FleetState state : kStates)
        if (!button(state)->isHidden())
            parts << button(state)->text();
    if (!m_others->isHidden())
        parts << m_others->text();
    return parts.join(QStringLiteral(" · "));
}

void FleetStrip::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        updateLook();
}

void FleetStrip::updateLook()
{
    for (const FleetState state : kStates) {
        const Theme::Tone tone = toneOf(state);
        QToolButton *b = button(state);
        if (tone == Theme::Tone::Plain) {
            b->setPalette(palette());
            continue;
        }
        QPalette p = palette();
        const QColor colour = Theme::colour(tone, palette());
        p.setColor(QPalette::ButtonText, colour);
        p.setColor(QPalette::WindowText, colour);
        b->setPalette(p);
    }
}

} // namespace Accel::Ui
