// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "nvcre/detection.h"

#include <QGroupBox>
#include <QList>
#include <QStringList>

class QLabel;
class QTreeWidget;

namespace Accel::Ui {

/// What detection found for a render, as the Overrides panel shows it (issue 18, section 3: the
/// detection summary in its own widget): the platform and why, the GPU architecture and the
/// nodes' votes for it, the target and excluded nodes, the render's notes, and every detection,
/// defaults and override event in a list (warnings with a warning icon).
class DetectionSummary : public QGroupBox
{
    Q_OBJECT

public:
    /// Columns of the event list.
    enum EventColumn
    {
        TypeColumn = 0,
        ReasonColumn,
        MessageColumn,
    };

    explicit DetectionSummary(QWidget *parent = nullptr);

    /// Shows DETECTION, the render's NOTES and EVENTS. The target nodes and whether the
    /// ResourceSlice fallback was used are left out when SHOWNODES is false and detection found
    /// no target nodes (offline pickers: there are no nodes to speak of).
    void showDetection(const Nvcre::DetectionResult &detection,
                       const QList<Nvcre::NvcreEvent> &events, const QStringList &notes,
                       bool showNodes);
    /// No document to detect for: says how to get one.
    void showPrompt();
    /// Nothing (the render failed; its error is shown elsewhere).
    void clear();

    /// The summary's lines, as shown.
    QString text() const;
    QTreeWidget *eventList() const { return m_events; }
    /// The selected event's message, whole (the list elides it in the middle).
    QString eventDetailsText() const;

private:
    QLabel *m_label = nullptr;
    QTreeWidget *m_events = nullptr;
    QLabel *m_eventDetails = nullptr; ///< the selected event's whole message
};

} // namespace Accel::Ui
