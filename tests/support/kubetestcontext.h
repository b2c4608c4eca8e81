// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "kube/clustersource.h"

#include <QDebug>
#include <QProcessEnvironment>

namespace Accel::Test {

/// The context of KUBECONFIG (FakeApiServer::writeKubeconfig's) as accelctl resolves it, with
/// HOME for the only environment and a 15 s request deadline; an empty context (and a warning)
/// when it cannot be resolved. For the tests of live reads against the loopback API server.
inline Kube::ResolvedContext resolvedContext(const QString &kubeconfig, const QString &home)
{
    Kube::ClusterSource source;
    source.kubeconfigFiles = {kubeconfig};
    source.environment = QProcessEnvironment();
    source.environment.insert(QStringLiteral("HOME"), home);
    source.requestTimeoutMs = 15000;
    const Result<Kube::ResolvedContext> resolved = source.resolveContext();
    if (!resolved)
        qWarning() << resolved.error().message;
    return resolved ? *resolved : Kube::ResolvedContext{};
}

} // namespace Accel::Test
