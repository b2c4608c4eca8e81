// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "runwatch.h"
#include "runreadjob.h"

#include "kube/apiclient.h"
#include "kube/kubecodes.h"
#include "kube/snapshot.h"

#include <QTimer>

namespace Accel::Nvcre {

RunWatch::RunWatch(Kube::ResolvedContext context, QString ns, QObject *parent)
    : QObject(parent)
    , m_context(std::move(context))
    , m_namespace(std::move(ns))
    , m_settle(new QTimer(this))
    , m_retry(new QTimer(this))
{
    m_settle->setSingleShot(true);
    connect(m_settle, &QTimer::timeout, this, [this] { read(false); });
    m_retry->setSingleShot(true);
    connect(m_retry, &QTimer::timeout, this, [this] { read(true); });
}

RunWatch::~RunWatch()
{
    const QSignalBlocker quiet(this); // no signal from the destructor
    stop();
}

void RunWatch::start()
{
    stop();
    m_running = true;
    read(true);
}

void RunWatch::refresh()
{
    if (!m_running)
        return start();
    read(m_watches.isEmpty());
}

void RunWatch::stop()
{
    m_running = false;
    m_settle->stop();
    m_retry->stop();
    m_pending = false;
    m_backoffMs = 0;
    stopWatches();
    if (m_read) {
        m_read->cancel();
        m_read->deleteLater();
        m_read = nullptr;
        Q_EMIT reading(false);
    }
}

void RunWatch::stopWatches()
{
    ++m_generation; // a watch waiting to be opened again belongs to the old set
    for (const QPointer<Kube::ApiWatch> &w : std::as_const(m_watches)) {
        if (w) {
            w->stop();
            w->deleteLater();
        }
    }
    m_watches.clear();
}

void RunWatch::read(bool rewatch)
{
    if (!m_running)
        return;
    m_settle->stop();
    if (m_read) {
        // One read at a time: the change is read once this one is done.
        m_pending = true;
        m_rewatch = m_rewatch || rewatch;
        return;
    }
    m_pending = false;
    m_rewatch = rewatch;
    m_lastRead.start();
    auto *job = new RunReadJob(m_context, m_namespace, this);
    m_read = job;
    Q_EMIT reading(true);
    connect(job, &RunReadJob::finished, this, [this, job](const RunObjects &objects) {
        const QList<RunReadJob::ListedCollection> listed = job->listed();
        job->deleteLater();
        m_read = nullptr;
        if (m_rewatch) {
            stopWatches();
            for (const RunReadJob::ListedCollection &c : listed)
                openWatch(c.path, c.resource, c.resourceVersion);
            if (m_watches.isEmpty())
                readLater(pollMs()); // nothing to watch yet: look again now and then
        }
        Q_EMIT reading(false);
        if (!m_running)
            return; // a slot stopped the watch
        Q_EMIT updated(objects);
        if (m_running && m_pending)
            changed();
    });
    connect(job, &RunReadJob::failed, this, [this, job](const Error &error) {
        job->deleteLater();
        m_read = nullptr;
        stopWatches();
        Q_EMIT reading(false);
        if (!m_running)
            return;
        m_backoffMs = m_backoffMs == 0 ? retryMs() : std::min(2 * m_backoffMs, maxBackoffMs());
        readLater(m_backoffMs);
        Q_EMIT failed(error);
    });
    job->start();
}

void RunWatch::openWatch(const QString &path, const QString &resource, const QString &version)
{
    if (!m_running || version.isEmpty())
        return;
    if (!m_client)
        m_client = new Kube::ApiClient(m_context, this); // the watches' own, beside the reads'
    Kube::ApiWatch *watch = m_client->watch(path, resource, version, this);
    m_watches << watch;
    // Events come for everything in the namespace: only those regarding the runs count.
    const bool events = path.endsWith(QLatin1String("/events"));
    connect(watch, &Kube::ApiWatch::event, this,
            [this, events](const QString &, const QJsonObject &object) {
                if (events && !Kube::ClusterSnapshot::isRunObject(
                                  object, Kube::ClusterSnapshot::ObjectKind::Event))
                    return;
                changed();
            });
    connect(watch, &Kube::ApiWatch::closed, this, [this, watch, path, resource] {
        // The server ends a watch after a while: open it again from where it stopped.
        // One the server closed at once is opened again after a pause, never in a tight loop.
        const QString from = watch->resourceVersion();
        const bool quick = watch->age() < reopenPauseMs();
        m_watches.removeAll(watch);
        watch->deleteLater();
        if (!quick)
            return openWatch(path, resource, from);
        const quint64 generation = m_generation;
        QTimer::singleShot(reopenPauseMs(), this, [this, generation, path, resource, from] {
            if (generation == m_generation)
                openWatch(path, resource, from);
        });
    });
    connect(watch, &Kube::ApiWatch::failed, this, [this, watch](const Error &error) {
        // Read everything again and watch from there: at once when the version is gone (410),
        // after a growing pause otherwise (a 403 on watch, a server that keeps failing).
        m_watches.removeAll(watch);
        watch->deleteLater();
        if (!m_running || m_retry->isActive())
            return;
        if (error.code == Code::KUBE_GONE) {
            readLater(0);
            return;
        }
        m_backoffMs = m_backoffMs == 0 ? retryMs() : std::min(2 * m_backoffMs, maxBackoffMs());
        readLater(m_backoffMs);
        Q_EMIT failed(error);
    });
    watch->start();
}

void RunWatch::readLater(int ms)
{
    m_retry->start(ms);
}

void RunWatch::changed()
{
    if (!m_running)
        return;
    m_backoffMs = 0; // the watches work
    if (m_read) {
        m_pending = true;
        return;
    }
    if (m_settle->isActive())
        return; // already due
    // After settleMs() of quiet, and no sooner than minIntervalMs() after the last read began.
    qint64 due = settleMs();
    if (m_lastRead.isValid())
        due = std::max<qint64>(due, m_minIntervalMs - m_lastRead.elapsed());
    m_settle->start(int(std::clamp<qint64>(due, 0, m_minIntervalMs)));
}

} // namespace Accel::Nvcre
