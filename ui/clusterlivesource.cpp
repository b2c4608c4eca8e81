// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "clusterlivesource.h"

#include "clusterpanel.h"
#include "kube/apiclient.h"
#include "kube/clusterreader.h"
#include "kube/kubeconfig.h"

#include <QThread>

namespace Accel::Ui {

ClusterLiveSource::ClusterLiveSource(ClusterPanel *panel, QStringList kubeconfigFiles,
                                     QProcessEnvironment environment, QObject *parent)
    : QObject(parent)
    , m_panel(panel)
    , m_kubeconfigFiles(std::move(kubeconfigFiles))
    , m_environment(std::move(environment))
    , m_thread(new QThread(this))
{
    m_thread->setObjectName(QStringLiteral("accel-kube"));
    m_thread->start();
    connect(panel, &ClusterPanel::liveContextRequested, this, &ClusterLiveSource::connectTo);
    connect(panel, &ClusterPanel::liveStopped, this, &ClusterLiveSource::stop);
}

ClusterLiveSource::~ClusterLiveSource()
{
    stop();
    m_thread->quit();
    m_thread->wait();
}

void ClusterLiveSource::stop()
{
    if (!m_reader)
        return;
    // The reader lives on the network thread: it is deleted there, after it has cancelled
    // what it had in flight; nothing it still sends reaches the panel (the connections go with
    // this disconnect).
    m_reader->disconnect(this);
    m_reader->deleteLater();
    m_reader = nullptr;
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
    // The kubeconfig is read again on each connect, so edits (a new token, a new context) apply
    // without restarting the console. It is a few kilobytes: reading it here does not block.
    const Result<Kube::Kubeconfig> config =
        Kube::Kubeconfig::load(m_kubeconfigFiles, m_environment);
    if (!config)
        return m_panel->setLiveError(config.error(), false);
    const Result<Kube::ResolvedContext> resolved = config->context(context);
    if (!resolved)
        return m_panel->setLiveError(resolved.error(), false);

    // Lists, pages and watch events are parsed on the network thread, never on the UI thread;
    // the panel then builds the inventory on a worker of its own.
    auto *reader = new Kube::ClusterReader(*resolved);
    if (!m_caFile.isEmpty()) {
        if (const Result<void> added = reader->client()->addCaFile(m_caFile); !added) {
            delete reader;
            return m_panel->setLiveError(added.error(), false);
        }
    }
    reader->moveToThread(m_thread);
    m_reader = reader;
    const int relistMs = m_relistIntervalMs;
    connect(reader, &Kube::ClusterReader::finished, this,
            [this, reader, relistMs](const Kube::ClusterRead &read) {
                deliver(read);
                QMetaObject::invokeMethod(reader,
                                          [reader, relistMs] { reader->startWatching(relistMs); });
            });
    connect(reader, &Kube::ClusterReader::updated, this, &ClusterLiveSource::deliver);
    connect(reader, &Kube::ClusterReader::failed, this, [this](const Error &error) {
        if (m_panel)
            m_panel->setLiveError(error, error.code == QLatin1String("KUBE_FORBIDDEN") ||
                                             error.code == QLatin1String("KUBE_UNAUTHORIZED"));
    });
    connect(reader, &Kube::ClusterReader::watchProblem, this, [this](const QString &why) {
        m_watchProblem = why;
        if (m_lastRead)
            deliver(*m_lastRead);
    });
    connect(reader, &Kube::ClusterReader::watchingChanged, this,
            [this](bool watching) { m_watching = watching; });
    Kube::ClusterReadOptions options;
    // kube-system's pods, for the Overrides panel's detection (TCPXO installer pods on GCP
    // H100, spec "GCP H100 clusters"), as `certification render --dry-run` reads them.
    options.podsNamespace = QStringLiteral("kube-system");
    QMetaObject::invokeMethod(reader, [reader, options] { reader->read(options); });
}

void ClusterLiveSource::deliver(const Kube::ClusterRead &read)
{
    m_lastRead = read;
    if (!m_panel)
        return;
    QStringList warnings = read.warnings;
    // Pods only feed certification detection, which says itself when it could not list them;
    // the Hardware tab does not warn about them.
    if (const QString pods = read.forbiddenErrors.value(QStringLiteral("pods")); !pods.isEmpty())
        warnings.removeAll(pods);
    if (!m_watchProblem.isEmpty())
        warnings << m_watchProblem;
    m_panel->setLiveSnapshot(read.snapshot, m_context, read.resourceApiVersion, warnings);
}

} // namespace Accel::Ui
