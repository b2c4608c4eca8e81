// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "kube/kubeconfig.h"
#include "nvcre/runobjects.h"
#include "nvcre/runreadjob.h"
#include "result.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

class QTimer;

namespace Accel::Kube {
class ApiClient;
class ApiWatch;
} // namespace Accel::Kube

namespace Accel::Nvcre {

/// The runs of a live cluster kept current (issue 36: "from the live cluster (with watches)"):
/// one RunReadJob, then a watch of every collection that read listed (the run kinds served, the
/// events), each from its list's resourceVersion. A change marks the runs stale; after
/// settleMs() of quiet (and at most maxDelayMs() after the first change) the runs are read again
/// and updated() carries them. A watch the server closes is opened again from where it stopped;
/// one that fails (KUBE_GONE, a dropped connection) makes a fresh read and fresh watches after
/// retryMs(). Nothing is polled while the cluster is quiet.
///
/// Lives on its thread; no signal after stop() or destruction.
class RunWatch : public QObject
{
    Q_OBJECT

public:
    explicit RunWatch(Kube::ResolvedContext context, QString ns = {}, QObject *parent = nullptr);
    ~RunWatch() override;

    static int settleMs() { return 500; }
    static int maxDelayMs() { return 3000; }
    static int retryMs() { return 5000; }
    /// A watch the server closed sooner than this after opening it is opened again only after
    /// this pause (a server that ends every watch at once gets no tight loop).
    static int reopenPauseMs() { return 1000; }

    /// Reads the runs and watches them until stop().
    void start();
    /// Reads the runs again now (F5), keeping the watches.
    void refresh();
    void stop();
    bool isReading() const { return m_read != nullptr; }
    /// How many watches are open.
    int watchCount() const { return int(m_watches.size()); }

Q_SIGNALS:
    /// A read began (true) or ended (false).
    void reading(bool busy);
    void updated(const Accel::Nvcre::RunObjects &objects);
    /// A read failed; the watch tries again after retryMs().
    void failed(const Accel::Error &error);

private:
    void read(bool rewatch);
    void watchAll();
    void openWatch(const QString &path, const QString &resource, const QString &version);
    void changed();
    void stopWatches();

    Kube::ResolvedContext m_context;
    QString m_namespace;
    QPointer<RunReadJob> m_read;
    Kube::ApiClient *m_client = nullptr;
    QList<QPointer<Kube::ApiWatch>> m_watches;
    QTimer *m_settle = nullptr;
    QTimer *m_retry = nullptr;
    qint64 m_firstChange = -1; ///< ms since epoch of the first change not yet read
    quint64 m_generation = 0;  ///< bumped when the watches are replaced
    bool m_running = false;
    bool m_rewatch = false; ///< the read in flight opens new watches when done
    bool m_pending = false; ///< a change came while a read was in flight
};

} // namespace Accel::Nvcre
