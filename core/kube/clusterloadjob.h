// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "kube/clusterreader.h"
#include "kube/clustersource.h"
#include "result.h"

#include <QObject>
#include <QPointer>

class QThread;
template<typename T>
class QFutureWatcher;

namespace Accel::Kube {

/// Reads the cluster a ClusterSource names: the one entry both front ends drive for every
/// cluster-reading use case (issue 18, section 1), shaped as KCoreAddons' KJob: start() and
/// signals for the window, exec() for the command line.
///
/// - A snapshot file or the demo: ClusterSnapshot::fromFile / demo(), on a worker thread
///   (start()) or the calling thread (exec(); no event loop needed, so a worker may call it).
/// - A live context: ClusterSource::resolveContext() (the kubeconfig, the CA file, the request
///   timeout), then a ClusterReader (discovery, the lists, 403s as warnings). With
///   setWatching(true) the job then keeps the cluster current: updated() on every change,
///   watchProblem() when watching falls back to relisting.
///
/// Errors (failed(), or exec()'s): SNAPSHOT_READ, SNAPSHOT_PARSE, FILE_NOT_REGULAR and
/// LIMIT_EXCEEDED for a file; KUBECONFIG_* (KUBECONFIG_MISSING's hint names only what the
/// source's front end offers), KUBE_CREDENTIALS for the CA file, and the API client's KUBE_*.
///
/// Lives on the thread that created it and signals there; start() never emits from inside
/// itself. cancel() (or destruction) stops everything; no signal follows it.
class ClusterLoadJob : public QObject
{
    Q_OBJECT

public:
    explicit ClusterLoadJob(ClusterSource source, ClusterReadOptions what = {},
                            QObject *parent = nullptr);
    ~ClusterLoadJob() override;

    const ClusterSource &source() const { return m_source; }

    /// Before start(): run a live read's client on `thread` (the window's network thread, so
    /// pages and watch events are parsed off the UI thread). Default: the job's thread.
    void setNetworkThread(QThread *thread) { m_networkThread = thread; }
    /// Before start(): keep a live cluster current after the first read (relisting every
    /// `relistIntervalMs` when watching is not possible).
    void setWatching(bool watch, int relistIntervalMs = 30000);

    /// Starts reading; finished() or failed() follows.
    void start();
    /// Reads and waits (a local event loop for a live context): the command line's entry.
    Result<ClusterRead> exec();
    /// Stops reading and watching; no signal follows.
    void cancel();

    bool isRunning() const { return m_running; }
    bool isWatching() const { return m_watching; }

    /// What a file or the demo gives (no live read): the blocking half of start()/exec().
    static Result<ClusterRead> readOffline(const ClusterSource &source);

Q_SIGNALS:
    /// A live read's steps ("discovery", "nodes", "resourceslices" …), as ClusterReader says.
    void progress(const QString &step, int index, int steps);
    void finished(const Accel::Kube::ClusterRead &read);
    void failed(const Accel::Error &error);
    /// A watched live cluster changed (coalesced), or a periodic relist ended.
    void updated(const Accel::Kube::ClusterRead &read);
    void watchProblem(const QString &message);
    void watchingChanged(bool watching);

private:
    void startLive();
    void failLater(const Error &error);
    void dropReader();

    ClusterSource m_source;
    ClusterReadOptions m_what;
    QThread *m_networkThread = nullptr;
    bool m_watch = false;
    int m_relistIntervalMs = 30000;
    bool m_running = false;
    bool m_watching = false;
    quint64 m_generation = 0; ///< bumped by cancel(): queued signals of older runs are dropped
    ClusterReader *m_reader = nullptr; ///< lives on m_networkThread when set
    QFutureWatcher<Result<ClusterRead>> *m_offline = nullptr;
};

} // namespace Accel::Kube
