// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "kube/kubeconfig.h"
#include "nvcre/runobjects.h"
#include "result.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

namespace Accel::Kube {
class ApiClient;
}

namespace Accel::Nvcre {

/// Reads NVCRE's after-apply objects from a live cluster once (issue 36): for each API group
/// the cluster serves (`nvcre.nvidia.com`, then the older `cre.nvidia.com`) the Certifications,
/// WorkloadRuns, Workflows, Jobs, BandwidthMeasurements and GoodputMeasurements of NAMESPACE
/// (every namespace when empty), then the node-result ConfigMaps their status names (each by
/// name), then the events.k8s.io/v1 Events regarding them.
///
/// A group the cluster does not serve (404), a list or ConfigMap the user may not read (403),
/// or a kind absent from the group is a note in RunObjects::notes, never an error; 401, TLS and
/// network errors (the client's KUBE_*) fail the read. Every list goes through Kube::ApiClient,
/// so pages, deadlines and the list limits hold.
///
/// Shaped as Kube::ClusterLoadJob: start() and signals for the window, exec() for the command
/// line. Lives on its thread; no signal after cancel() or destruction.
class RunReadJob : public QObject
{
    Q_OBJECT

public:
    explicit RunReadJob(Kube::ResolvedContext context, QString ns = {}, QObject *parent = nullptr);
    ~RunReadJob() override;

    Kube::ApiClient *client() const { return m_client; }

    /// A collection the last read listed, and the resourceVersion a watch of it starts from.
    struct ListedCollection
    {
        QString path;
        QString resource;
        QString resourceVersion;
    };
    /// After finished(): every collection listed (the run kinds served, the events).
    QList<ListedCollection> listed() const { return m_listed; }
    void start();
    Result<RunObjects> exec();
    void cancel();

Q_SIGNALS:
    void finished(const Accel::Nvcre::RunObjects &objects);
    void failed(const Accel::Error &error);

private:
    struct Step
    {
        QString path;
        QString resource;
        bool get = false; ///< GET one object (a ConfigMap) instead of a list
        /// A GET's kind and apiVersion, where the answer leaves them out.
        QString kind;
        QString apiVersion;
        std::function<void()> after; ///< runs once the step is done (adds steps)
    };
    void next();
    void addGroupSteps(const QString &group);
    QList<ListedCollection> m_listed;
    void addConfigMapSteps();
    QString nsPath(const QString &prefix, const QString &plural) const;

    Kube::ResolvedContext m_context;
    QString m_namespace;
    Kube::ApiClient *m_client = nullptr;
    QList<Step> m_steps;
    QList<QJsonObject> m_objects;
    QStringList m_notes;
    bool m_running = false;
};

} // namespace Accel::Nvcre

Q_DECLARE_METATYPE(Accel::Nvcre::RunObjects)
