// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "clustersource.h"
#include "basecodes.h"
#include "kubecodes.h"
#include "kubetr.h"

#include "kube/apiclient.h"

#include <QCoreApplication>

#include <cmath>

namespace Accel::Kube {

ClusterSource::Kind ClusterSource::kind() const
{
    if (demo)
        return Kind::Demo;
    return snapshotFile.isEmpty() ? Kind::Live : Kind::Snapshot;
}

Result<int> ClusterSource::requestTimeoutFrom(const QString &seconds)
{
    bool ok = false;
    const double value = seconds.trimmed().toDouble(&ok);
    // NaN fails both comparisons.
    if (!ok || !(value >= 0 && value <= MaxRequestTimeoutSeconds))
        return fail(Code::USAGE,
                    Tr::tr("--request-timeout needs a number of seconds from 0 to %1, not \"%2\"")
                        .arg(MaxRequestTimeoutSeconds)
                        .arg(seconds),
                    Tr::tr("Give the seconds one API request may take, e.g. 30 (0: no limit "
                           "but the built-in hour)."));
    return int(std::lround(value * 1000));
}

Result<ClusterSource> ClusterSource::parse(const ClusterSourceArguments &arguments)
{
    ClusterSource source;
    source.environment = arguments.environment;
    source.offered = arguments.offered;
    if (arguments.snapshotFile && arguments.snapshotFile->isEmpty())
        return fail(Code::USAGE, Tr::tr("--snapshot needs a FILE"),
                    Tr::tr("Name the snapshot file, e.g. --snapshot cluster.yaml."));
    if (arguments.snapshotFile && arguments.demo)
        return fail(Code::USAGE, Tr::tr("--snapshot and --demo exclude each other"),
                    Tr::tr("Give one of them: a snapshot file, or the embedded demo cluster."));
    const bool offline = arguments.snapshotFile || arguments.demo;
    if (offline && (!arguments.kubeconfigFiles.isEmpty() || arguments.context))
        return fail(Code::USAGE,
                    Tr::tr("--kubeconfig and --context read a live cluster; leave them out "
                           "with --snapshot or --demo"),
                    Tr::tr("Read either a live context or a file, not both."));
    if (arguments.context && arguments.context->isEmpty())
        return fail(Code::USAGE, Tr::tr("--context needs a NAME"),
                    Tr::tr("Name a context of the kubeconfig (kubectl config get-contexts)."));
    if (arguments.caFile && arguments.caFile->isEmpty())
        return fail(Code::USAGE, Tr::tr("--ca-file needs a FILE"),
                    Tr::tr("Name a PEM file of CA certificates."));
    if (arguments.requestTimeout) {
        const Result<int> timeout = requestTimeoutFrom(*arguments.requestTimeout);
        if (!timeout)
            return tl::unexpected(timeout.error());
        source.requestTimeoutMs = *timeout;
    }
    source.snapshotFile = arguments.snapshotFile.value_or(QString());
    source.demo = arguments.demo;
    source.kubeconfigFiles = arguments.kubeconfigFiles;
    source.context = arguments.context.value_or(QString());
    source.caFile = arguments.caFile.value_or(QString());
    return source;
}

ClusterSource ClusterSource::withContext(const QString &name) const
{
    ClusterSource next = *this;
    next.demo = false;
    next.snapshotFile.clear();
    next.context = name;
    return next;
}

ClusterSource ClusterSource::withSnapshotFile(const QString &path) const
{
    ClusterSource next = *this;
    next.demo = false;
    next.snapshotFile = path;
    return next;
}

ClusterSource ClusterSource::withDemo() const
{
    ClusterSource next = *this;
    next.demo = true;
    next.snapshotFile.clear();
    return next;
}

Result<Kubeconfig> ClusterSource::loadKubeconfig() const
{
    return Kubeconfig::load(kubeconfigFiles, environment);
}

QString ClusterSource::missingKubeconfigHint() const
{
    if (offered.testFlag(ClusterSeam::Picker))
        return Tr::tr("Pass --kubeconfig FILE or set KUBECONFIG and reload (Ctrl+Shift+R), or "
                      "choose the demo cluster or a snapshot file in the Context picker.");
    const bool snapshot = offered.testFlag(ClusterSeam::SnapshotOption);
    const bool demo = offered.testFlag(ClusterSeam::DemoOption);
    if (snapshot && demo)
        return Tr::tr("Pass --kubeconfig FILE, set KUBECONFIG, or read a file with --snapshot "
                      "FILE (--demo shows the embedded demo cluster).");
    if (snapshot)
        return Tr::tr("Pass --kubeconfig FILE, set KUBECONFIG, or read a file with --snapshot "
                      "FILE.");
    if (demo)
        return Tr::tr("Pass --kubeconfig FILE, set KUBECONFIG, or show the embedded demo "
                      "cluster with --demo.");
    return Tr::tr("Pass --kubeconfig FILE or set KUBECONFIG.");
}

Result<ResolvedContext> ClusterSource::resolveContext() const
{
    const Result<Kubeconfig> config = loadKubeconfig();
    if (!config)
        return tl::unexpected(config.error());
    if (config->isEmpty() && config->files().isEmpty())
        return fail(Code::KUBECONFIG_MISSING,
                    Tr::tr("no kubeconfig: KUBECONFIG is not set and ~/.kube/config does not "
                           "exist"),
                    missingKubeconfigHint());
    Result<ResolvedContext> resolved = config->context(context);
    if (!resolved)
        return resolved;
    if (!caFile.isEmpty()) {
        Result<QByteArray> pem = ApiClient::readCaFile(caFile);
        if (!pem) {
            Error error = pem.error();
            if (offered.testFlag(ClusterSeam::Picker) && error.code == Code::KUBE_CREDENTIALS)
                error.hint = Tr::tr("Choose another CA file with the Context picker's "
                                    "Connection settings…, or check --ca-file.");
            return tl::unexpected(error);
        }
        resolved->extraCaPem << *pem;
    }
    resolved->requestTimeoutMs = requestTimeoutMs;
    return resolved;
}

} // namespace Accel::Kube
