// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "error.h"

#include <QJsonObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <optional>

namespace Accel::Host {

/// Which Docker Compose a host has (DESIGN.md, "Real engines": the v2 plugin, a standalone v2
/// binary, or Debian 12's standalone 1.29, found in that order).
enum class ComposeKind
{
    Invalid = 0,
    Plugin,       ///< `docker compose` (docker-compose-plugin, Docker's packages)
    StandaloneV2, ///< a `docker-compose` binary of Compose v2
    StandaloneV1, ///< Debian 12's python `docker-compose` 1.29
    Missing,
};

/// "plugin", "standalone-v2", "standalone-v1", "missing": the `kind` of `get hardware`'s
/// `compose` key.
QString composeKindName(ComposeKind kind);

/// What `docker compose version` and `docker-compose version` printed: the input of
/// ComposeTool::fromProbes, kept apart from running them so each host's answer is a test row.
struct ComposeProbe
{
    bool started = false; ///< the program could be run at all
    int exitCode = -1;
    QString output; ///< stdout and stderr together
};

/// The compose program this host has, and how to call it. Every compose command the console
/// runs (up, logs, down) is built here, so each kind gets the argument order it accepts: the
/// plugin is `docker compose -p P -f A -f B CMD`, a standalone binary `docker-compose -p P -f A
/// -f B CMD`. Both v1 and v2 take the global flags before the subcommand; v1 has no `--pull`,
/// no `--wait` and no `--format`, so nothing here uses them.
struct ComposeTool
{
    ComposeKind kind = ComposeKind::Missing;
    /// The program to run: the docker client for the plugin, the docker-compose binary (its
    /// path when found on PATH) for a standalone one. Empty when missing.
    QString program;
    QString version; ///< "2.20.2", "1.29.2": without a leading v
    /// What the probes said when nothing was found, for the DOCKER_COMPOSE_MISSING message.
    QString missingReason;
    /// DOCKER_HOST for a standalone v1 that does not read docker contexts: set from the current
    /// docker context's endpoint when the user chose one, so v1 talks to the same engine as
    /// the docker client. Empty: inherit the environment as it is.
    QString contextHost;
    /// True when `docker` itself could not be run (DOCKER_NOT_FOUND comes before compose).
    bool dockerMissing = false;

    bool isAvailable() const
    {
        return kind != ComposeKind::Missing && kind != ComposeKind::Invalid;
    }
    /// Compose v1 cannot pass CDI device names (`devices: [nvidia.com/gpu=all]`) to docker;
    /// those need Compose v2 (and Docker Engine 25).
    bool supportsCdiDevices() const
    {
        return kind == ComposeKind::Plugin || kind == ComposeKind::StandaloneV2;
    }
    /// "docker compose" or "/usr/bin/docker-compose", as the operator would type it.
    QString displayName() const;

    /// The arguments after `program` for one compose command on a project and its files.
    QStringList arguments(const QString &project, const QStringList &files,
                          const QStringList &command) const;
    QStringList upArguments(const QString &project, const QStringList &files) const;
    QStringList downArguments(const QString &project, const QStringList &files,
                              bool removeVolumes) const;
    /// `logs --no-color [--follow] [--tail N] [SERVICE]`; tail < 0: all lines.
    QStringList logsArguments(const QString &project, const QStringList &files, bool follow,
                              int tail, const QString &service) const;
    /// The environment to run `program` in: the system's, plus contextHost where set.
    QProcessEnvironment environment() const;

    /// `{program, version, kind}`: the `compose` key of `get hardware -o json`.
    QJsonObject toJson() const;
    /// DOCKER_NOT_FOUND or DOCKER_COMPOSE_MISSING, with the fix for this host (Debian 12:
    /// `apt-get install docker-compose`, or the compose plugin from Docker's packages).
    Error missingError() const;

    /// Decides from the two probes, in the order DESIGN.md gives: the plugin, then a standalone
    /// binary (v2 or v1 by its version line). `standaloneProgram` is what the second probe ran.
    static ComposeTool fromProbes(const QString &dockerProgram, const ComposeProbe &plugin,
                                  const QString &standaloneProgram, const ComposeProbe &standalone);
    /// Runs `docker compose version` and, when that is not a compose, `docker-compose version`
    /// (each bounded by timeoutMs). Blocking: the GUI calls it from a worker thread.
    static ComposeTool detect(const QString &dockerProgram = QStringLiteral("docker"),
                              const QString &standaloneProgram = QStringLiteral("docker-compose"),
                              int timeoutMs = 10000);
    /// The version in a compose version line ("Docker Compose version v2.20.2",
    /// "docker-compose version 1.29.2, build unknown"), without the v; nullopt when the output
    /// is not one.
    static std::optional<QString> parseVersion(const QString &output);
};

/// What a failed docker or compose run means, from its real output: each cause its own code
/// with the cause line docker printed (never its `--help` text) and a fix for the host as found.
struct DockerFailureContext
{
    QString dockerHost;    ///< DOCKER_HOST as set, empty when unset
    QStringList images;    ///< the images the run needed, to name the missing one
    ComposeTool compose{}; ///< the compose that ran
};

/// What `docker version` says of the engine.
struct DaemonCheck
{
    /// DOCKER_NOT_FOUND, DOCKER_DAEMON_DOWN or DOCKER_PERMISSION_DENIED with docker's cause;
    /// nullopt when it answers or fails in a way only the command itself can judge.
    std::optional<Error> error;
    QString serverVersion; ///< "20.10.24+dfsg1", when it answered
};
/// Asks the engine (`docker version`, bounded by timeoutMs). Blocking.
DaemonCheck checkDaemon(const QString &dockerProgram, int timeoutMs = 10000);

/// DOCKER_DAEMON_DOWN, DOCKER_PERMISSION_DENIED, DOCKER_COMPOSE_MISSING, IMAGE_NOT_FOUND,
/// GPU_MODE_MISMATCH; nullopt when the output says none of them.
std::optional<Error> classifyDockerFailure(const QString &output,
                                           const DockerFailureContext &context);
/// The line of `output` that says why it failed: the last line that reads as an error, a
/// Python traceback's final exception line, never usage or help text.
QString dockerCauseLine(const QString &output);

} // namespace Accel::Host
