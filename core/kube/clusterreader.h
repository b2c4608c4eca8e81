// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "kube/kubeconfig.h"
#include "kube/snapshot.h"
#include "result.h"

#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

class QTimer;

namespace Accel::Kube {

class ApiClient;
class ApiWatch;

struct ClusterReadOptions
{
    bool deviceClasses = true;
    bool pods = true;
    /// What the allocator needs besides slices and classes (issue 15, section 2):
    /// ResourceClaims of every namespace, DeviceTaintRules, Namespaces and the server version.
    /// A 403 on any of them is a warning saying what the preview cannot see, never fatal.
    bool allocationState = true;
    /// Pods of this namespace only (certification detection reads kube-system's TCPXO
    /// installer pods); empty: every namespace.
    QString podsNamespace{};
};

/// What the console read from a live cluster.
struct ClusterRead
{
    ClusterSnapshot snapshot;
    /// The resource.k8s.io version the slices were read in ("resource.k8s.io/v1", v1beta2 or
    /// v1beta1); empty when the cluster serves no DRA API.
    QString resourceApiVersion;
    /// Things to show beside the data: forbidden lists, a missing DRA API, an insecure context.
    QStringList warnings;
    /// Plural resource names the user may not list ("resourceslices").
    QStringList forbidden;
    /// The server's error for each of them, by plural name; for "pods" any error (listing them
    /// is optional: certification detection falls back and says why).
    QMap<QString, QString> forbiddenErrors;
};

/// Reads the objects the console shows from one context, and keeps them current.
///
/// read(): discovery of `resource.k8s.io` (v1 preferred, then v1beta2, then v1beta1, which
/// Kubernetes 1.32-1.33 serve; the inventory normalises them), then paginated lists of nodes,
/// resourceslices, deviceclasses and pods. A 403 on one list is not fatal: a missing
/// resourceslices grant means "no slices" with a warning, as the spec's ResourceSlice fallback
/// degrades (platform-detection-and-overrides.txt, "ResourceSlice fallback"); only when neither
/// nodes nor resourceslices may be listed does the read fail. 401, TLS and network errors fail it.
///
/// startWatching(): watches nodes and resourceslices from the lists' resourceVersions and emits
/// updated() (coalesced) as they change. A watch the server closes is resumed; a 410 lists that
/// resource again; any other watch failure falls back to relisting everything periodically, and
/// says so once through watchProblem().
class ClusterReader : public QObject
{
    Q_OBJECT

public:
    explicit ClusterReader(ResolvedContext context, QObject *parent = nullptr);
    ~ClusterReader() override;

    ApiClient *client() const { return m_client; }

    void read(const ClusterReadOptions &options = {});
    /// Stops reading and watching; no signal follows.
    void cancel();
    void startWatching(int relistIntervalMs = 30000);
    bool isWatching() const { return m_watching; }
    /// True after a watch failed and periodic relisting took over.
    bool isRelisting() const { return m_relisting; }
    /// The objects as of the last read or watch event.
    ClusterRead current() const;

Q_SIGNALS:
    /// Before each step: "discovery", "nodes", "resourceslices", "deviceclasses",
    /// "resourceclaims", "devicetaintrules", "namespaces", "pods".
    void progress(const QString &step, int index, int steps);
    void finished(const Accel::Kube::ClusterRead &read);
    void failed(const Accel::Error &error);
    void updated(const Accel::Kube::ClusterRead &read);
    void watchProblem(const QString &message);
    /// Watching started, or stopped (cancel, a new read).
    void watchingChanged(bool watching);

private:
    struct Step
    {
        QString name;     ///< "nodes"
        QString path;     ///< "/api/v1/nodes"
        QString resource; ///< "nodes" or "resourceslices.resource.k8s.io"
    };
    void discovered(const Result<QJsonObject> &group);
    void nextStep();
    void fail(const Error &error);
    QMap<QString, QJsonObject> &store(const QString &step);
    void watchStep(const Step &step, const QString &resourceVersion);
    void relistStep(const Step &step);
    void fallBackToRelisting(const QString &why);
    void scheduleUpdate();

    ResolvedContext m_context;
    ApiClient *m_client = nullptr;
    ClusterReadOptions m_options;
    QList<Step> m_steps;
    int m_stepIndex = 0;
    bool m_reading = false;
    bool m_watching = false;
    bool m_relisting = false;
    bool m_relistRound = false; ///< the current read() is a periodic relist
    int m_relistIntervalMs = 30000;
    QString m_resourceApiVersion;
    QStringList m_warnings;
    QStringList m_forbidden;
    QStringList m_unserved; ///< optional lists the server answered 404: not watched
    QMap<QString, QString> m_forbiddenErrors;
    QMap<QString, QString> m_resourceVersions; ///< step -> list resourceVersion
    QMap<QString, QJsonObject> m_nodes, m_slices, m_classes, m_pods;
    QMap<QString, QJsonObject> m_claims, m_templates, m_taintRules, m_namespaces;
    QString m_serverVersion;
    QStringList m_servedVersions;
    QMap<QString, QPointer<ApiWatch>> m_watches;
    QMap<QString, int> m_goneInARow; ///< step -> 410s without an event in between
    QTimer *m_updateTimer = nullptr;
    QTimer *m_relistTimer = nullptr;
};

} // namespace Accel::Kube

Q_DECLARE_METATYPE(Accel::Kube::ClusterRead)
