// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cli.h"
#include "output.h"

#include "kube/apiclient.h"
#include "kube/clusterreader.h"
#include "kube/clustersource.h"
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
    /// Which of --snapshot and --demo the command takes (for hints); a command that takes
    /// fewer than sources() sets it.
    Kube::ClusterSeams offered = Kube::ClusterSeam::SnapshotOption | Kube::ClusterSeam::DemoOption;

    /// The source options every cluster-reading command takes.
    QList<QCommandLineOption> sources() const
    {
        return {snapshot, demo, kubeconfig, context, requestTimeout, caFile};
    }
};

/// The cluster the command line names (--snapshot, --demo, --kubeconfig, --context,
/// --request-timeout, --ca-file), checked once by Kube::ClusterSource::parse: a USAGE error for
/// flags that exclude each other or a bad timeout. `options.offered` says which seams the
/// command takes, so KUBECONFIG_MISSING's hint names only those.
Result<Kube::ClusterSource> clusterSource(const QCommandLineParser &parser,
                                          const ClusterOptions &options);

/// The cluster the command line names, with what a live read says besides the objects (the
/// resource.k8s.io version, forbidden lists), read by Kube::ClusterLoadJob, the same entry the
/// window reads through. Returns -1 when `out` holds it, else the exit code (2 for a USAGE
/// error, prefixed with `commandName`).
int loadCluster(const QCommandLineParser &parser, const ClusterOptions &options,
                const QString &commandName, Kube::ClusterRead &out,
                const Kube::ClusterReadOptions &what = {});
/// The same, the objects only.
int loadSnapshot(const QCommandLineParser &parser, const ClusterOptions &options,
                 const QString &commandName, Kube::ClusterSnapshot &out,
                 const Kube::ClusterReadOptions &what = {});
/// Reports an error of clusterSource() or the cluster read: USAGE as a usage error (exit 2)
/// prefixed with `commandName`, anything else with its code and hint (exit 1).
int reportClusterError(const Error &error, const QString &commandName);

} // namespace Accel::Cli
