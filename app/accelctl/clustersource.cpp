// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "clustersource.h"

#include "kube/apiclient.h"
#include "kube/kubeconfig.h"

#include <QEventLoop>
#include <QProcessEnvironment>

#include <optional>

namespace Accel::Cli {

Result<Kube::ResolvedContext> liveContext(const QCommandLineParser &parser,
                                          const ClusterOptions &options)
{
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const Result<Kube::Kubeconfig> config =
        Kube::Kubeconfig::load(parser.values(options.kubeconfig), env);
    if (!config)
        return tl::unexpected(config.error());
    if (config->isEmpty() && config->files().isEmpty())
        return fail(QStringLiteral("KUBECONFIG_MISSING"),
                    QStringLiteral("no kubeconfig: KUBECONFIG is not set and ~/.kube/config does "
                                   "not exist"),
                    QStringLiteral("Pass --kubeconfig FILE, set KUBECONFIG, or read a file with "
                                   "--snapshot FILE (--demo shows the embedded demo cluster)."));
    return config->context(parser.value(options.context));
}

Result<void> configureClient(Kube::ApiClient &client, const QCommandLineParser &parser,
                             const ClusterOptions &options)
{
    bool secondsOk = false;
    const double seconds = parser.value(options.requestTimeout).toDouble(&secondsOk);
    if (!secondsOk || !(seconds >= 0 && seconds <= 86400)) // NaN fails both
        return fail(QStringLiteral("USAGE"),
                    QStringLiteral("--request-timeout needs a number of seconds from 0 to 86400, "
                                   "not \"%1\"")
                        .arg(parser.value(options.requestTimeout)));

    client.setTimeoutMs(int(seconds * 1000));
    if (parser.isSet(options.caFile))
        return client.addCaFile(parser.value(options.caFile));
    return {};
}

Result<Kube::ClusterRead> readLive(const QCommandLineParser &parser, const ClusterOptions &options,
                                   const Kube::ClusterReadOptions &what)
{
    const Result<Kube::ResolvedContext> context = liveContext(parser, options);
    if (!context)
        return tl::unexpected(context.error());
    Kube::ClusterReader reader(*context);
    if (const Result<void> configured = configureClient(*reader.client(), parser, options);
        !configured)
        return tl::unexpected(configured.error());
    QEventLoop loop;
    std::optional<Result<Kube::ClusterRead>> result;
    QObject::connect(&reader, &Kube::ClusterReader::finished, &loop,
                     [&](const Kube::ClusterRead &read) {
                         result = read;
                         loop.quit();
                     });
    QObject::connect(&reader, &Kube::ClusterReader::failed, &loop, [&](const Error &error) {
        result = tl::unexpected(error);
        loop.quit();
    });
    reader.read(what);
    if (!result)
        loop.exec();
    return *result;
}

int loadCluster(const QCommandLineParser &parser, const ClusterOptions &options,
                const QString &commandName, Kube::ClusterRead &out,
                const Kube::ClusterReadOptions &what)
{
    // Not every command offers --demo (certification render does not); isSet() on an option
    // the parser does not know prints a warning, so ask which options were given instead.
    const bool demo = parser.optionNames().contains(options.demo.names().constFirst());
    if (parser.isSet(options.snapshot) && demo)
        return usageError(
            QStringLiteral("%1: --snapshot and --demo exclude each other").arg(commandName));
    const bool offline = parser.isSet(options.snapshot) || demo;
    if (offline && (parser.isSet(options.kubeconfig) || parser.isSet(options.context)))
        return usageError(QStringLiteral("%1: --kubeconfig and --context read a live cluster; "
                                         "leave them out with --snapshot or --demo")
                              .arg(commandName));
    if (!offline) {
        Result<Kube::ClusterRead> read = readLive(parser, options, what);
        if (!read)
            return read.error().code == QLatin1String("USAGE") ? usageError(read.error().message)
                                                               : reportError(read.error());
        printWarnings(read->warnings);
        if (!read->resourceApiVersion.isEmpty())
            printErr(QStringLiteral("note: read %1 ResourceSlices from %2\n")
                         .arg(read->resourceApiVersion, read->snapshot.source()));
        out = std::move(*read);
        return -1;
    }
    const Result<Kube::ClusterSnapshot> snapshot =
        demo ? Kube::ClusterSnapshot::demo()
             : Kube::ClusterSnapshot::fromFile(parser.value(options.snapshot));
    if (!snapshot)
        return reportError(snapshot.error());
    out = Kube::ClusterRead{};
    out.snapshot = *snapshot;
    if (out.snapshot.isDemo())
        printErr(QStringLiteral("note: showing the embedded demo cluster, not a real one\n"));
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
