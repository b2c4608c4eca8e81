// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "kube/kubeconfig.h"
#include "nvcre/runobjects.h"
#include "nvcre/runreadjob.h"
#include "result.h"

#include <QElapsedTimer>
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
/// events), each from its list's resourceVersion. A change marks the runs stale; they are read
/// again settleMs() after it, and never sooner than minIntervalMs() after the last read began (a
/// run writing measurements every second costs one read per interval). A watch the server closes is
/// opened again from where it stopped (after reopenPauseMs() when it lived less than that); a watch
/// that fails makes a fresh read and fresh watches, at once for KUBE_GONE, otherwise after a pause
/// that doubles up to maxBackoffMs() (a user who may list but not watch gets a read that often, and
/// the error). A cluster with nothing to watch (no NVCRE API served yet) is read again every
/// pollMs().
///
/// Lives on its thread; no signal after stop() or destruction.
class RunWatch : public QObject
{
    Q_OBJECT

public:
    explicit RunWatch(Kube::ResolvedContext context, QString ns = {}, QObject *parent = nullptr);
    ~RunWatch() override;

    static int settleMs() { return 500; }
    static int retryMs() { return 5000; }
    static int maxBackoffMs() { return 120000; }
    static int pollMs() { return 60000; }
    /// The least time between the starts of two reads a change makes (default 10 s).
    int minIntervalMs() const { return m_minIntervalMs; }
    void setMinIntervalMs(int ms) { m_minIntervalMs = ms; }
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
    /// Reads (with fresh watches) after MS, once.
    void readLater(int ms);

    Kube::ResolvedContext m_context;
    QString m_namespace;
    QPointer<RunReadJob> m_read;
    Kube::ApiClient *m_client = nullptr;
    QList<QPointer<Kube::ApiWatch>> m_watches;
    QTimer *m_settle = nullptr;
    QTimer *m_retry = nullptr;
    QElapsedTimer m_lastRead; ///< since the last read began
    int m_minIntervalMs = 10000;
    int m_backoffMs = 0;      ///< the pause before the next read after a failure; 0: retryMs()
    quint64 m_generation = 0; ///< bumped when the watches are replaced
    bool m_running = false;
    bool m_rewatch = false; ///< the read in flight opens new watches when done
    bool m_pending = false; ///< a change came while a read was in flight
};

} // namespace Accel::Nvcre
