// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "runwatch.h"
#include "runreadjob.h"

#include "kube/apiclient.h"
#include "kube/snapshot.h"

#include <QDateTime>
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
    m_retry->setInterval(retryMs());
    connect(m_retry, &QTimer::timeout, this, [this] { read(true); });
}

RunWatch::~RunWatch()
{
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
    m_firstChange = -1;
    m_pending = false;
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
    m_firstChange = -1;
    m_pending = false;
    m_rewatch = rewatch;
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
        }
        Q_EMIT reading(false);
        Q_EMIT updated(objects);
        if (m_pending)
            changed();
    });
    connect(job, &RunReadJob::failed, this, [this, job](const Error &error) {
        job->deleteLater();
        m_read = nullptr;
        stopWatches();
        Q_EMIT reading(false);
        Q_EMIT failed(error);
        if (m_running)
            m_retry->start();
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
    connect(watch, &Kube::ApiWatch::failed, this, [this, watch](const Error &) {
        // KUBE_GONE or a dropped connection: read everything again and watch from there.
        m_watches.removeAll(watch);
        watch->deleteLater();
        if (m_running && !m_retry->isActive())
            m_retry->start();
    });
    watch->start();
}

void RunWatch::changed()
{
    if (!m_running)
        return;
    if (m_read) {
        m_pending = true;
        return;
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (m_firstChange < 0)
        m_firstChange = now;
    // Read after settleMs() of quiet, but no later than maxDelayMs() after the first change.
    const qint64 due = std::min(now + settleMs(), m_firstChange + maxDelayMs());
    m_settle->start(int(std::max<qint64>(0, due - now)));
}

} // namespace Accel::Nvcre
