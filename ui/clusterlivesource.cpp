// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "clusterlivesource.h"

#include "clusterpanel.h"
#include "kube/apiclient.h"
#include "kube/clusterreader.h"
#include "kube/kubeconfig.h"

namespace Accel::Ui {

ClusterLiveSource::ClusterLiveSource(ClusterPanel *panel, QStringList kubeconfigFiles,
                                     QProcessEnvironment environment, QObject *parent)
    : QObject(parent)
    , m_panel(panel)
    , m_kubeconfigFiles(std::move(kubeconfigFiles))
    , m_environment(std::move(environment))
{
    connect(panel, &ClusterPanel::liveContextRequested, this, &ClusterLiveSource::connectTo);
}

ClusterLiveSource::~ClusterLiveSource()
{
    delete m_reader;
}

void ClusterLiveSource::connectTo(const QString &context)
{
    delete m_reader;
    m_reader = nullptr;
    m_context = context;
    m_watchProblem.clear();
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

    m_reader = new Kube::ClusterReader(*resolved, this);
    if (!m_caFile.isEmpty()) {
        if (const Result<void> added = m_reader->client()->addCaFile(m_caFile); !added)
            return m_panel->setLiveError(added.error(), false);
    }
    Kube::ClusterReader *reader = m_reader;
    connect(reader, &Kube::ClusterReader::finished, this,
            [this, reader](const Kube::ClusterRead &read) {
                deliver(read);
                reader->startWatching(m_relistIntervalMs);
            });
    connect(reader, &Kube::ClusterReader::updated, this, &ClusterLiveSource::deliver);
    connect(reader, &Kube::ClusterReader::failed, this, [this](const Error &error) {
        if (m_panel)
            m_panel->setLiveError(error, error.code == QLatin1String("KUBE_FORBIDDEN") ||
                                             error.code == QLatin1String("KUBE_UNAUTHORIZED"));
    });
    connect(reader, &Kube::ClusterReader::watchProblem, this, [this, reader](const QString &why) {
        m_watchProblem = why;
        deliver(reader->current());
    });
    Kube::ClusterReadOptions options;
    options.pods = false; // the panel shows nodes and devices; pods are for snapshots
    reader->read(options);
}

void ClusterLiveSource::deliver(const Kube::ClusterRead &read)
{
    if (!m_panel)
        return;
    QStringList warnings = read.warnings;
    if (!m_watchProblem.isEmpty())
        warnings << m_watchProblem;
    m_panel->setLiveSnapshot(read.snapshot, m_context, read.resourceApiVersion, warnings);
}

} // namespace Accel::Ui
