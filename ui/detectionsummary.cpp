// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "detectionsummary.h"

#include "panelkit.h"
#include "plaintext.h"

#include <QLabel>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Accel::Ui {

DetectionSummary::DetectionSummary(QWidget *parent)
    : QGroupBox(tr("Detection"), parent)
{
    setObjectName(QStringLiteral("detectionSummary"));
    m_label = PanelKit::valueLabel(this, QStringLiteral("detectionLabel"));
    m_events = new QTreeWidget(this);
    m_events->setObjectName(QStringLiteral("eventList"));
    usePlainText(m_events);
    m_events->setRootIsDecorated(false);
    m_events->setHeaderLabels({tr("Type"), tr("Reason"), tr("Message")});
    m_events->setMinimumHeight(QFontMetrics(m_events->font()).height() * 4);
    // A long message keeps its start and end; the whole of it is the tooltip and the line below.
    m_events->setTextElideMode(Qt::ElideMiddle);
    m_eventDetails = PanelKit::valueLabel(this, QStringLiteral("eventDetails"));
    m_eventDetails->setWordWrap(true);
    m_eventDetails->hide();
    connect(m_events, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *current) {
        m_eventDetails->setText(current ? plainText(current->text(MessageColumn)) : QString());
        m_eventDetails->setVisible(current != nullptr);
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_label);
    layout->addWidget(m_events, 1);
    layout->addWidget(m_eventDetails);
}

void DetectionSummary::showDetection(const Nvcre::DetectionResult &detection,
                                     const QList<Nvcre::NvcreEvent> &events,
                                     const QStringList &notes, bool showNodes)
{
    QStringList votes;
    for (auto it = detection.archVotes.cbegin(); it != detection.archVotes.cend(); ++it)
        votes << QStringLiteral("%1: %2").arg(it.key()).arg(it.value());
    QStringList text;
    text << tr("Platform: %1 (%2)").arg(detection.platform, detection.platformReason);
    text << tr("GPU architecture: %1 (votes: %2)")
                .arg(detection.gpuArchitecture,
                     votes.isEmpty() ? tr("none") : votes.join(QStringLiteral(", ")));
    if (showNodes || !detection.targetNodes.isEmpty()) {
        //: %1 a count, %2 yes or no
        text << tr("Target nodes: %1; ResourceSlice fallback used: %2")
                    .arg(detection.targetNodes.size())
                    .arg(detection.resourceSliceFallbackUsed ? tr("yes") : tr("no"));
    }
    text << tr("Excluded nodes: %1")
                .arg(detection.excludedNodes.isEmpty()
                         ? tr("none")
                         : detection.excludedNodes.join(QStringLiteral(", ")));
    text += notes;
    m_label->setText(plainText(text.join(QLatin1Char('\n'))));
    m_events->clear();
    for (const Nvcre::NvcreEvent &event : events) {
        auto *item = new QTreeWidgetItem(m_events, {event.type, event.reason, event.message});
        item->setIcon(TypeColumn, style()->standardIcon(event.type == QLatin1String("Warning")
                                                            ? QStyle::SP_MessageBoxWarning
                                                            : QStyle::SP_MessageBoxInformation));
        item->setToolTip(MessageColumn, event.message);
    }
    m_events->resizeColumnToContents(TypeColumn);
    m_events->resizeColumnToContents(ReasonColumn);
}

void DetectionSummary::showPrompt()
{
    m_events->clear();
    m_label->setText(tr("Paste or open a Workflow, Certification or WorkloadRun to preview its "
                        "overrides."));
}

void DetectionSummary::clear()
{
    m_events->clear();
    m_label->clear();
}

QString DetectionSummary::eventDetailsText() const
{
    return m_eventDetails->text();
}

QString DetectionSummary::text() const
{
    return m_label->text();
}

} // namespace Accel::Ui
