// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "clirunner.h"

#include "testsupport.h"

#include <QProcess>

namespace Accel::Test {

CliResult runAccelctl(const QStringList &args, const QProcessEnvironment &env, int timeoutMs)
{
    QProcessEnvironment full = QProcessEnvironment::systemEnvironment();
    full.remove(QStringLiteral("NORSK_CTL_GPU_MODE"));
    for (const QString &key : env.keys())
        full.insert(key, env.value(key));
    QProcess process;
    process.setProcessEnvironment(full);
    process.start(binDir() + QStringLiteral("/accelctl"), args);
    CliResult result;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

} // namespace Accel::Test
