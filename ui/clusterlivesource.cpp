// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "clusterlivesource.h"
#include "kube/kubecodes.h"

#include "clusterpanel.h"
#include "kube/clusterloadjob.h"
#include "workpool.h"

#include <QThread>

namespace Accel::Ui {

ClusterLiveSource::ClusterLiveSource(ClusterPanel *panel, QObject *parent)
    : QObject(parent)
    , m_panel(panel)
    , m_thread(new QThread(this))
{
    m_thread->setObjectName(QStringLiteral("accel-kube"));
    // It builds each update's snapshot: the UI thread goes first (core/workpool.h).
    connect(m_thread, &QThread::started, m_thread, &lowerThisThreadsPriority, Qt::DirectConnection);
    m_thread->start();
    connect(panel, &ClusterPanel::liveContextRequested, this, &ClusterLiveSource::connectTo);
    connect(panel, &ClusterPanel::liveStopped, this, &ClusterLiveSource::stop);
}

ClusterLiveSource::~ClusterLiveSource()
{
    stop();
    // The job's client is deleted on the network thread as it finishes.
    m_thread->quit();
    m_thread->wait();
}

bool ClusterLiveSource::isWatching() const
{
    return m_job && m_job->isWatching();
}

void ClusterLiveSource::stop()
{
    // Nothing the job still sends reaches the panel; its client goes on the network thread.
    delete std::exchange(m_job, nullptr);
}

void ClusterLiveSource::connectTo(const QString &context)
{
    stop();
    m_context = context;
    m_watchProblem.clear();
    m_lastRead.reset();
    if (!m_panel)
        return;
    m_panel->setLiveLoading(context);
    Kube::ClusterReadOptions options;
    // The pods of every namespace: the Claims in the cluster tab joins them with their claims
    // and explains the Pending ones (issue 17), as `accelctl get claims -A` reads them; the
    // Overrides panel's detection keeps kube-system's (TCPXO installer pods on GCP H100, spec
    // "GCP H100 clusters").
    options.podsNamespace.clear();
    auto *job = new Kube::ClusterLoadJob(m_panel->source().withContext(context), options, this);
    job->setNetworkThread(m_thread);
    job->setWatching(true, m_relistIntervalMs);
    m_job = job;
    connect(job, &Kube::ClusterLoadJob::finished, this, &ClusterLiveSource::deliver);
    connect(job, &Kube::ClusterLoadJob::updated, this, &ClusterLiveSource::deliver);
    connect(job, &Kube::ClusterLoadJob::failed, this, [this](const Error &error) {
        if (m_panel)
            m_panel->setLiveError(error, error.code == Code::KUBE_FORBIDDEN ||
                                             error.code == Code::KUBE_UNAUTHORIZED);
    });
    connect(job, &Kube::ClusterLoadJob::watchProblem, this, [this](const QString &why) {
        m_watchProblem = why;
        if (m_lastRead)
            deliver(*m_lastRead);
    });
    job->start();
}

void ClusterLiveSource::deliver(const Kube::ClusterRead &read)
{
    m_lastRead = read;
    if (!m_panel)
        return;
    QStringList warnings = read.warnings;
    // Pods feed certification detection and the Claims in the cluster tab, which each say
    // themselves when they could not list them; the Hardware tab does not warn about them.
    if (const QString pods = read.forbiddenErrors.value(QStringLiteral("pods")); !pods.isEmpty())
        warnings.removeAll(pods);
    if (!m_watchProblem.isEmpty())
        warnings << m_watchProblem;
    m_panel->setLiveSnapshot(read.snapshot, m_context, read.resourceApiVersion, warnings);
}

} // namespace Accel::Ui
