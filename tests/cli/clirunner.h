// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QStringList>

namespace Accel::Test {

struct CliResult
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs build/bin/accelctl with ARGS (and extra environment) and waits up to `timeoutMs`
/// (exitCode -1 when it ran longer and was killed). NORSK_CTL_GPU_MODE is removed from the
/// environment unless `env` sets it.
CliResult runAccelctl(const QStringList &args, const QProcessEnvironment &env = {},
                      int timeoutMs = 60000);

} // namespace Accel::Test
