// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "composerunner.h"
#include "host/composetool.h"
#include "result.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Accel::Launch {

struct LaunchPlan;

/// What `accelctl launch` and the Launch panel record for each launch, as
/// STATE/launches/PROJECT/launch.json: enough to list it, read its logs and stop it with the
/// same files it was launched with, long after the process that launched it has gone.
struct LaunchRecord
{
    QString project;
    QString product;
    QString version;
    QString accelerator;      ///< nvidia, quadra or none: what the launch reserved
    QDateTime launchedAt;     ///< UTC
    QDateTime stoppedAt;      ///< invalid while not stopped through `stop`
    QStringList composeFiles; ///< -f files, in order: the product's compose.yaml, the overlay
    QString workingDirectory; ///< where compose ran (the first file's folder)
    QString composeKind;      ///< composeKindName() of the compose that launched it
    QStringList images;       ///< the services' images, to name a missing one

    bool isStopped() const { return stoppedAt.isValid(); }
    QJsonObject toJson() const;
    /// PRODUCT_INVALID-like LAUNCH_RECORD_INVALID naming `source` and the field.
    static Result<LaunchRecord> fromJson(const QJsonObject &object, const QString &source);
    /// The record of a plan about to be launched now.
    static LaunchRecord forPlan(const LaunchPlan &plan, const Host::ComposeTool &compose);
};

/// One service's container as docker reports it (`docker ps -a`, compose's own labels).
struct ServiceStatus
{
    QString service;
    QString container;
    QString state;  ///< running, exited, created, restarting, paused, dead
    QString status; ///< docker's words: "Up 3 minutes", "Exited (137) 2 seconds ago"
    std::optional<int> exitCode;
    QJsonObject toJson() const;
};

/// A recorded launch with its live status.
struct LaunchEntry
{
    LaunchRecord record;
    QList<ServiceStatus> services;
    /// running, exited (CODE), partially running, not found, stopped, or unknown when docker
    /// could not be asked.
    QString status;
    /// `accelctl launches -o json`: the record, `status`, and `services` (one row per service).
    QJsonObject toJson() const;
};

/// The launch records under a state directory. Records are written atomically and read under
/// a size limit; a broken one is skipped with a warning naming its file, never fatal to the list.
/// A state directory others can write is fatal to everything (STATE_DIR_UNSAFE, issue 32).
class LaunchRegistry
{
public:
    /// Empty: SideloadCache::defaultStateDir().
    explicit LaunchRegistry(const QString &stateDir = {});

    QString stateDir() const { return m_stateDir; }
    QString directoryFor(const QString &project) const;
    QString recordPath(const QString &project) const;

    Result<void> save(const LaunchRecord &record) const;
    /// LAUNCH_NOT_FOUND (with the projects there are) or LAUNCH_RECORD_INVALID.
    Result<LaunchRecord> load(const QString &project) const;
    /// Every readable record, by launch time, newest first; none when nothing was launched.
    /// STATE_DIR_UNSAFE when the state directory or its launches/ folder is one others can
    /// write (what `launch`, `logs` and `stop` refuse too); a foreign entry inside is a warning.
    Result<QList<LaunchRecord>> all(QStringList *warnings = nullptr) const;
    /// Keeps the record, marked stopped at `when`.
    Result<void> markStopped(const QString &project,
                             const QDateTime &when = QDateTime::currentDateTimeUtc()) const;

    /// The most a launch.json may hold (it is a few hundred bytes when we write it).
    static constexpr qint64 RecordSizeLimit = 1024 * 1024;

private:
    QString m_stateDir;
};

/// Live status of compose projects from the labels compose puts on its containers (both v1 and
/// v2 set com.docker.compose.project and .service), read with one `docker ps -a` for all.
namespace LaunchStatus {
/// `ps -a --filter label=com.docker.compose.project --format ...`: tab-separated project,
/// service, name, state, status.
QStringList psArguments();
/// Services per project from psArguments()' output.
QHash<QString, QList<ServiceStatus>> parsePs(const QByteArray &output);
/// The one-word status of a project's services (see LaunchEntry::status).
QString summarize(const QList<ServiceStatus> &services, bool stopped);
/// Runs docker ps, bounded in time and output; errors classified as a launch's are
/// (DOCKER_DAEMON_DOWN, DOCKER_PERMISSION_DENIED, DOCKER_NOT_FOUND). Blocking.
Result<QHash<QString, QList<ServiceStatus>>> query(const QString &dockerProgram,
                                                   int timeoutMs = 15000);
} // namespace LaunchStatus

/// A launch's life after `launch`, one entry per use case for `accelctl` and the Launch panel
/// alike: list with status, logs, stop.
class LaunchControl
{
public:
    /// Every record with its live status. When docker cannot be asked, the records are still
    /// listed (status unknown) and the reason is a warning. The registry's error
    /// (STATE_DIR_UNSAFE) when its records cannot be read safely.
    static Result<QList<LaunchEntry>> list(const LaunchRegistry &registry,
                                           const QString &dockerProgram, QStringList *warnings);

    /// Writes the plan's files (LaunchPlanner::writeFiles) and its record, then gives `compose
    /// … up -d` with the plan's compose. Recorded before `up` runs, so a launch that started
    /// only some containers can still be stopped. A few hundred bytes to write: the panel calls
    /// it on the UI thread.
    static Result<ComposeInvocation> up(const LaunchPlan &plan, const QString &stateDir);
    /// `compose … down [--volumes]` with the files the project was launched with.
    static Result<ComposeInvocation> stop(const LaunchRecord &record,
                                          const Host::ComposeTool &compose, bool removeVolumes);
    /// `compose … logs --no-color [--follow] [--tail N] [SERVICE]`.
    static Result<ComposeInvocation> logs(const LaunchRecord &record,
                                          const Host::ComposeTool &compose, bool follow, int tail,
                                          const QString &service);
};

} // namespace Accel::Launch
