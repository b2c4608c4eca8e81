// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "clustersource.h"
#include "basecodes.h"

#include "kube/clusterloadjob.h"

#include <QProcessEnvironment>

namespace Accel::Cli {

Result<Kube::ClusterSource> clusterSource(const QCommandLineParser &parser,
                                          const ClusterOptions &options)
{
    // Not every command offers --snapshot or --demo (apply takes neither); isSet() on an option
    // the parser does not know prints a warning, so ask which options were given instead.
    const QStringList given = parser.optionNames();
    const auto has = [&given](const QCommandLineOption &option) {
        return given.contains(option.names().constFirst());
    };
    Kube::ClusterSourceArguments arguments;
    if (has(options.snapshot))
        arguments.snapshotFile = parser.value(options.snapshot);
    arguments.demo = has(options.demo);
    arguments.kubeconfigFiles = parser.values(options.kubeconfig);
    if (has(options.context))
        arguments.context = parser.value(options.context);
    // The option's default ("30") is the value when it is not given.
    arguments.requestTimeout = parser.value(options.requestTimeout);
    if (has(options.caFile))
        arguments.caFile = parser.value(options.caFile);
    arguments.offered = options.offered;
    arguments.environment = QProcessEnvironment::systemEnvironment();
    return Kube::ClusterSource::parse(arguments);
}

int reportClusterError(const Error &error, const QString &commandName)
{
    if (error.code == Code::USAGE)
        return usageError(commandName.isEmpty()
                              ? error.message
                              : commandName + QStringLiteral(": ") + error.message);
    return reportError(error);
}

int loadCluster(const QCommandLineParser &parser, const ClusterOptions &options,
                const QString &commandName, Kube::ClusterRead &out,
                const Kube::ClusterReadOptions &what)
{
    const Result<Kube::ClusterSource> source = clusterSource(parser, options);
    if (!source)
        return reportClusterError(source.error(), commandName);
    Kube::ClusterLoadJob job(*source, what);
    Result<Kube::ClusterRead> read = job.exec();
    if (!read)
        return reportClusterError(read.error(), commandName);
    if (source->kind() == Kube::ClusterSource::Kind::Live) {
        printWarnings(read->warnings);
        if (!read->resourceApiVersion.isEmpty())
            printErr(
                QStringLiteral("note: read %1 ResourceSlices from %2\n")
                    .arg(printable(read->resourceApiVersion), printable(read->snapshot.source())));
    } else if (read->snapshot.isDemo()) {
        printErr(QStringLiteral("note: showing the embedded demo cluster, not a real one\n"));
    }
    out = std::move(*read);
    return -1;
}

int loadSnapshot(const QCommandLineParser &parser, const ClusterOptions &options,
                 const QString &commandName, Kube::ClusterSnapshot &out,
                 const Kube::ClusterReadOptions &what)
{
    Kube::ClusterRead read;
    const int code = loadCluster(parser, options, commandName, read, what);
    if (code < 0)
        out = std::move(read.snapshot);
    return code;
}

} // namespace Accel::Cli
