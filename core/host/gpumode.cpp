// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "gpumode.h"
#include "hostcodes.h"
#include "hosttr.h"

#include "inputfile.h"
#include "logging.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

namespace Accel::Host {

namespace {
constexpr QLatin1StringView CdiGpuPrefix{"nvidia.com/gpu="};
} // namespace

Result<GpuMode> GpuModeResolver::parseOverride(const QString &value)
{
    const GpuMode mode = gpuModeFromName(value);
    if (mode == GpuMode::Invalid) {
        return fail(
            Code::GPU_MODE_INVALID,
            Tr::tr("NORSK_CTL_GPU_MODE is \"%1\", which is neither legacy nor cdi").arg(value),
            Tr::tr("Set NORSK_CTL_GPU_MODE=legacy or NORSK_CTL_GPU_MODE=cdi, or unset it "
                   "to detect the wiring from docker info"));
    }
    return mode;
}

GpuModeDecision GpuModeResolver::fromDockerInfo(const DockerInfoOutput &info)
{
    const auto legacy = [](const QString &why) {
        //: %1 says why docker info could not decide the GPU wiring
        return GpuModeDecision{GpuMode::Legacy, Tr::tr("%1; legacy is the fallback").arg(why)};
    };
    if (!info.available)
        return legacy(info.unavailable);

    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(info.json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return legacy(Tr::tr("docker info output is not JSON (%1 at offset %2)")
                          .arg(parseError.errorString())
                          .arg(parseError.offset));
    }
    if (!doc.isObject())
        return legacy(Tr::tr("docker info output is not a JSON object"));
    const QJsonObject root = doc.object();
    const QJsonObject runtimes = root.value(QLatin1String("Runtimes")).toObject();
    const QJsonArray serverErrors = root.value(QLatin1String("ServerErrors")).toArray();
    if (runtimes.isEmpty() && (!serverErrors.isEmpty() ||
                               root.value(QLatin1String("ServerVersion")).toString().isEmpty())) {
        // The client ran but could not reach the engine: it prints its own half of the info
        // with the engine's half empty, and says why in ServerErrors (older clients) or on
        // stderr (Docker 28).
        QString why = serverErrors.isEmpty() ? info.diagnostics : serverErrors.first().toString();
        if (why.isEmpty())
            why = Tr::tr("docker info has no engine data");
        return legacy(Tr::tr("docker engine unreachable: %1").arg(why));
    }
    if (runtimes.contains(QLatin1String("nvidia")))
        return {GpuMode::Legacy, Tr::tr("docker has the nvidia runtime installed")};

    const QJsonArray devices = root.value(QLatin1String("DiscoveredDevices")).toArray();
    for (const QJsonValue &device : devices) {
        const QString id = device.toObject().value(QLatin1String("ID")).toString();
        if (id.startsWith(CdiGpuPrefix)) {
            return {GpuMode::Cdi,
                    Tr::tr("no nvidia runtime, but docker advertises the CDI device %1").arg(id)};
        }
    }
    if (runtimes.isEmpty())
        return legacy(Tr::tr("docker info lists no runtimes"));
    return legacy(Tr::tr("docker has no nvidia runtime and advertises no nvidia.com/gpu CDI "
                         "device"));
}

DockerInfoOutput GpuModeResolver::readDockerInfo(const HostSources &sources)
{
    DockerInfoOutput out;
    if (!sources.dockerInfoFile.isEmpty()) {
        Result<QByteArray> bytes = readInputFile(sources.dockerInfoFile, Limits::ConfigFileBytes);
        if (!bytes) {
            out.unavailable = bytes.error().message;
            return out;
        }
        out.json = std::move(*bytes);
        out.available = true;
        return out;
    }

    QProcess docker;
    docker.setProgram(sources.dockerProgram);
    docker.setArguments(
        {QStringLiteral("info"), QStringLiteral("--format"), QStringLiteral("{{json .}}")});
    docker.setStandardInputFile(QProcess::nullDevice());
    docker.start();
    if (!docker.waitForStarted(sources.dockerTimeoutMs)) {
        out.unavailable = docker.error() == QProcess::FailedToStart
                              ? Tr::tr("docker was not found (%1)").arg(docker.errorString())
                              : Tr::tr("docker did not start: %1").arg(docker.errorString());
        return out;
    }
    if (!docker.waitForFinished(sources.dockerTimeoutMs)) {
        docker.kill();
        docker.waitForFinished(1000);
        out.unavailable =
            Tr::tr("docker info did not answer within %1 ms").arg(sources.dockerTimeoutMs);
        return out;
    }
    const QByteArray stdOut = docker.readAllStandardOutput();
    const QString stdErr = QString::fromLocal8Bit(docker.readAllStandardError()).trimmed();
    out.diagnostics = stdErr.section(QLatin1Char('\n'), 0, 0);
    // docker info exits 1 when the engine is unreachable but still prints JSON with
    // ServerErrors; keep what it printed so the reason can quote the engine's error.
    if (!stdOut.trimmed().isEmpty()) {
        out.json = stdOut;
        out.available = true;
        return out;
    }
    out.unavailable =
        Tr::tr("docker info failed (exit %1): %2").arg(docker.exitCode()).arg(out.diagnostics);
    qCDebug(lcHost) << "docker info unavailable:" << out.unavailable;
    return out;
}

Result<GpuModeDecision> GpuModeResolver::resolve(const HostSources &sources)
{
    if (sources.gpuModeOverride && !sources.gpuModeOverride->isEmpty()) {
        const Result<GpuMode> forced = parseOverride(*sources.gpuModeOverride);
        if (!forced)
            return tl::unexpected(forced.error());
        return GpuModeDecision{
            *forced, Tr::tr("forced by NORSK_CTL_GPU_MODE=%1").arg(*sources.gpuModeOverride)};
    }
    const DockerInfoOutput info = readDockerInfo(sources);
    GpuModeDecision decision = fromDockerInfo(info);
    if (info.available) {
        decision.serverVersion = QJsonDocument::fromJson(info.json)
                                     .object()
                                     .value(QLatin1String("ServerVersion"))
                                     .toString();
    }
    return decision;
}

} // namespace Accel::Host
