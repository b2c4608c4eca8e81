// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <optional>

class QThread;

#include "kube/clusterreader.h"

namespace Accel::Ui {

class ClusterPanel;

/// Connects the Cluster panel's live seam to the Kubernetes client: when the panel asks for a
/// context it resolves it from the kubeconfig, reads it with a Kube::ClusterReader that lives on
/// a network thread of its own (pages and watch events are parsed there, never on the UI
/// thread; the panel builds the inventory on a worker), then watches nodes and resourceslices
/// and hands every change to the panel. Choosing another context, reloading, or leaving the live
/// source (demo, file) drops the reader and everything it had in flight.
class ClusterLiveSource : public QObject
{
    Q_OBJECT

public:
    ClusterLiveSource(ClusterPanel *panel, QStringList kubeconfigFiles,
                      QProcessEnvironment environment, QObject *parent = nullptr);
    ~ClusterLiveSource() override;

    /// A further trusted CA for API servers (`--ca-file`).
    void setCaFile(const QString &path) { m_caFile = path; }
    /// How often to relist when watching is not possible (default 30 s).
    void setRelistIntervalMs(int ms) { m_relistIntervalMs = ms; }
    /// Whether a reader is connected and (as it last said) watching.
    bool isConnected() const { return m_reader != nullptr; }
    bool isWatching() const { return m_reader && m_watching; }

private:
    void connectTo(const QString &context);
    void stop();
    void deliver(const Kube::ClusterRead &read);

    QPointer<ClusterPanel> m_panel;
    QStringList m_kubeconfigFiles;
    QProcessEnvironment m_environment;
    QString m_caFile;
    QString m_context;
    QString m_watchProblem;
    int m_relistIntervalMs = 30000;
    QThread *m_thread = nullptr;
    Kube::ClusterReader *m_reader = nullptr; ///< lives on m_thread
    std::optional<Kube::ClusterRead> m_lastRead;
    bool m_watching = false;
};

} // namespace Accel::Ui
