// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "clusterloadjob.h"

#include "kube/apiclient.h"
#include "workpool.h"

#include <QEventLoop>
#include <QFutureWatcher>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <optional>

namespace Accel::Kube {

ClusterLoadJob::ClusterLoadJob(ClusterSource source, ClusterReadOptions what, QObject *parent)
    : QObject(parent)
    , m_source(std::move(source))
    , m_what(std::move(what))
{}

ClusterLoadJob::~ClusterLoadJob()
{
    cancel();
}

void ClusterLoadJob::setWatching(bool watch, int relistIntervalMs)
{
    m_watch = watch;
    m_relistIntervalMs = relistIntervalMs;
}

Result<ClusterRead> ClusterLoadJob::readOffline(const ClusterSource &source)
{
    const Result<ClusterSnapshot> snapshot = source.kind() == ClusterSource::Kind::Demo
                                                 ? ClusterSnapshot::demo()
                                                 : ClusterSnapshot::fromFile(source.snapshotFile);
    if (!snapshot)
        return tl::unexpected(snapshot.error());
    ClusterRead read;
    read.snapshot = *snapshot;
    return read;
}

void ClusterLoadJob::failLater(const Error &error)
{
    // start() never signals from inside itself: the caller may still be connecting.
    const quint64 generation = m_generation;
    QMetaObject::invokeMethod(
        this,
        [this, generation, error] {
            if (generation != m_generation)
                return;
            m_running = false;
            Q_EMIT failed(error);
        },
        Qt::QueuedConnection);
}

void ClusterLoadJob::start()
{
    cancel();
    m_running = true;
    if (m_source.kind() == ClusterSource::Kind::Live)
        return startLive();
    m_offline = new QFutureWatcher<Result<ClusterRead>>(this);
    connect(m_offline, &QFutureWatcherBase::finished, this, [this, watcher = m_offline] {
        if (watcher != m_offline)
            return;
        const Result<ClusterRead> read = watcher->result();
        m_offline = nullptr;
        watcher->deleteLater();
        m_running = false;
        if (read)
            Q_EMIT finished(*read);
        else
            Q_EMIT failed(read.error());
    });
    m_offline->setFuture(QtConcurrent::run(workPool(), &ClusterLoadJob::readOffline, m_source));
}

void ClusterLoadJob::startLive()
{
    // The kubeconfig is read again on each start, so edits (a new token, a new context) apply
    // without restarting anything. It is a few kilobytes: reading it here does not block.
    const Result<ResolvedContext> context = m_source.resolveContext();
    if (!context)
        return failLater(context.error());

    auto *reader = new ClusterReader(*context);
    if (m_networkThread)
        reader->moveToThread(m_networkThread);
    m_reader = reader;
    connect(reader, &ClusterReader::progress, this, &ClusterLoadJob::progress);
    connect(reader, &ClusterReader::finished, this, [this, reader](const ClusterRead &read) {
        if (reader != m_reader)
            return;
        m_running = false;
        Q_EMIT finished(read);
        if (m_watch && m_reader == reader) {
            const int relistMs = m_relistIntervalMs;
            QMetaObject::invokeMethod(reader,
                                      [reader, relistMs] { reader->startWatching(relistMs); });
        }
    });
    connect(reader, &ClusterReader::failed, this, [this, reader](const Error &error) {
        if (reader != m_reader)
            return;
        m_running = false;
        Q_EMIT failed(error);
    });
    connect(reader, &ClusterReader::updated, this, [this, reader](const ClusterRead &read) {
        if (reader == m_reader)
            Q_EMIT updated(read);
    });
    connect(reader, &ClusterReader::watchProblem, this, [this, reader](const QString &why) {
        if (reader == m_reader)
            Q_EMIT watchProblem(why);
    });
    connect(reader, &ClusterReader::watchingChanged, this, [this, reader](bool watching) {
        if (reader != m_reader || watching == m_watching)
            return;
        m_watching = watching;
        Q_EMIT watchingChanged(watching);
    });
    const ClusterReadOptions what = m_what;
    QMetaObject::invokeMethod(reader, [reader, what] { reader->read(what); });
}

void ClusterLoadJob::dropReader()
{
    ClusterReader *reader = std::exchange(m_reader, nullptr);
    if (!reader)
        return;
    // The reader may live on the network thread: it is deleted there, after it has cancelled
    // what it had in flight (its destructor does); nothing it still sends reaches this job.
    reader->disconnect(this);
    reader->deleteLater();
}

void ClusterLoadJob::cancel()
{
    ++m_generation;
    m_running = false;
    dropReader();
    if (m_offline) {
        // A file read cannot be interrupted; it ends on its worker and nobody listens.
        m_offline->disconnect(this);
        m_offline->deleteLater();
        m_offline = nullptr;
    }
    m_watching = false;
}

Result<ClusterRead> ClusterLoadJob::exec()
{
    cancel();
    if (m_source.kind() != ClusterSource::Kind::Live)
        return readOffline(m_source);
    const Result<ResolvedContext> context = m_source.resolveContext();
    if (!context)
        return tl::unexpected(context.error());
    ClusterReader reader(*context);
    connect(&reader, &ClusterReader::progress, this, &ClusterLoadJob::progress);
    QEventLoop loop;
    std::optional<Result<ClusterRead>> result;
    connect(&reader, &ClusterReader::finished, &loop, [&](const ClusterRead &read) {
        result = read;
        loop.quit();
    });
    connect(&reader, &ClusterReader::failed, &loop, [&](const Error &error) {
        result = tl::unexpected(error);
        loop.quit();
    });
    m_running = true;
    reader.read(m_what);
    if (!result)
        loop.exec();
    m_running = false;
    return *result;
}

} // namespace Accel::Kube
