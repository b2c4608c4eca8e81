// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace Accel::Kube {
class ClusterReader;
struct ClusterRead;
} // namespace Accel::Kube

namespace Accel::Ui {

class ClusterPanel;

/// Connects the Cluster panel's live seam to the Kubernetes client: when the panel asks for a
/// context it resolves it from the kubeconfig, reads it with a Kube::ClusterReader (lists run
/// asynchronously on this thread's event loop; the panel builds the inventory on a worker), then
/// watches nodes and resourceslices and hands every change to the panel. Choosing another
/// context, or reloading, drops the old reader and everything it had in flight.
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
    Kube::ClusterReader *reader() const { return m_reader; }

private:
    void connectTo(const QString &context);
    void deliver(const Kube::ClusterRead &read);

    QPointer<ClusterPanel> m_panel;
    QStringList m_kubeconfigFiles;
    QProcessEnvironment m_environment;
    QString m_caFile;
    QString m_context;
    QString m_watchProblem;
    int m_relistIntervalMs = 30000;
    Kube::ClusterReader *m_reader = nullptr;
};

} // namespace Accel::Ui
