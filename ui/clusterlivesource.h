// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "kube/clusterreader.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

class QThread;

namespace Accel::Kube {
class ClusterLoadJob;
}

namespace Accel::Ui {

class ClusterPanel;

/// Connects the Cluster panel's live seam to the cluster reader: when the panel asks for a
/// context it starts a Kube::ClusterLoadJob (the entry `accelctl` reads clusters through too)
/// on the panel's source, with the panel's CA file and request timeout, whose client lives on a
/// network thread of its own (pages and watch events are parsed there, never on the UI thread;
/// the panel builds the inventory on a worker), then watches and hands every change to the
/// panel. Choosing another context, reloading, or leaving the live source (demo, file) drops
/// the job and everything it had in flight.
class ClusterLiveSource : public QObject
{
    Q_OBJECT

public:
    explicit ClusterLiveSource(ClusterPanel *panel, QObject *parent = nullptr);
    ~ClusterLiveSource() override;

    /// How often to relist when watching is not possible (default 30 s).
    void setRelistIntervalMs(int ms) { m_relistIntervalMs = ms; }
    /// Whether a job is connected and (as it last said) watching.
    bool isConnected() const { return m_job != nullptr; }
    bool isWatching() const;

private:
    void connectTo(const QString &context);
    void stop();
    void deliver(const Kube::ClusterRead &read);

    QPointer<ClusterPanel> m_panel;
    QString m_context;
    QString m_watchProblem;
    int m_relistIntervalMs = 30000;
    QThread *m_thread = nullptr;
    Kube::ClusterLoadJob *m_job = nullptr;
    std::optional<Kube::ClusterRead> m_lastRead;
};

} // namespace Accel::Ui
