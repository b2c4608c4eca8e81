// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cli.h"
#include "output.h"

#include "kube/apiclient.h"
#include "kube/clusterreader.h"
#include "kube/snapshot.h"
#include "result.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

/// Where cluster-reading commands (get resourceslices, get gpus, cluster snapshot, claim match)
/// take the cluster from: --snapshot FILE, --demo, or a live context (--kubeconfig, --context).
namespace Accel::Cli {

struct ClusterOptions
{
    QCommandLineOption snapshot{QStringLiteral("snapshot"),
                                QStringLiteral("Read cluster objects from FILE (a v1 List, "
                                               "multi-document YAML or JSON) instead of the API "
                                               "server."),
                                QStringLiteral("FILE")};
    QCommandLineOption demo{QStringLiteral("demo"),
                            QStringLiteral("Read the embedded demo cluster (a mixed fleet).")};
    QCommandLineOption kubeconfig{
        QStringLiteral("kubeconfig"),
        QStringLiteral("Read the kubeconfig FILE (repeatable; merged as kubectl merges "
                       "KUBECONFIG) instead of KUBECONFIG or ~/.kube/config."),
        QStringLiteral("FILE")};
    QCommandLineOption context{QStringLiteral("context"),
                               QStringLiteral("Use kubeconfig context NAME instead of "
                                              "current-context."),
                               QStringLiteral("NAME")};
    QCommandLineOption requestTimeout{
        QStringLiteral("request-timeout"),
        QStringLiteral("Give up on an API request whose whole answer has not arrived within "
                       "SECONDS (default 30; 0: only the built-in one-hour limit), as kubectl "
                       "does."),
        QStringLiteral("SECONDS"), QStringLiteral("30")};
    QCommandLineOption caFile = caFileOption(
        QStringLiteral("an API server with a private CA the kubeconfig does not name"));
    QCommandLineOption output = outputOption();

    /// The source options every cluster-reading command takes.
    QList<QCommandLineOption> sources() const
    {
        return {snapshot, demo, kubeconfig, context, requestTimeout, caFile};
    }
};

/// The kubeconfig context the command line names (--kubeconfig, --context).
Result<Kube::ResolvedContext> liveContext(const QCommandLineParser &parser,
                                          const ClusterOptions &options);
/// Applies --request-timeout (a USAGE error when not a number of seconds) and --ca-file.
Result<void> configureClient(Kube::ApiClient &client, const QCommandLineParser &parser,
                             const ClusterOptions &options);

/// Reads the context's objects from the API server, waiting in a local event loop.
Result<Kube::ClusterRead> readLive(const QCommandLineParser &parser, const ClusterOptions &options,
                                   const Kube::ClusterReadOptions &what);

/// The cluster the command line names, with what a live read says besides the objects (the
/// resource.k8s.io version, forbidden lists): --snapshot FILE, --demo, or a live context
/// (--kubeconfig, --context). Returns -1 when `out` holds it, else the exit code.
int loadCluster(const QCommandLineParser &parser, const ClusterOptions &options,
                const QString &commandName, Kube::ClusterRead &out,
                const Kube::ClusterReadOptions &what = {});
/// The same, the objects only.
int loadSnapshot(const QCommandLineParser &parser, const ClusterOptions &options,
                 const QString &commandName, Kube::ClusterSnapshot &out,
                 const Kube::ClusterReadOptions &what = {});

} // namespace Accel::Cli
