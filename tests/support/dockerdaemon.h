// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QScopeGuard>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace Accel::Test {

/// A private Docker daemon for integration tests (label `docker`, issue 14): Debian's dockerd
/// with its data root, exec root and socket in a short temporary folder under /tmp, the vfs
/// storage driver, no iptables and no bridge (so containers must use `network_mode: none`), and
/// one image, accel-test/busybox:1, imported from busybox-static (no registry is reachable).
///
/// It needs root and Debian's docker.io and busybox-static. Where it cannot start, start()
/// returns false and skipReason() says why (with the last lines of dockerd's log when the daemon
/// itself failed); ACCEL_REQUIRE_DOCKER then skips the test, or fails it where mustRun() (CI=true
/// as root: CI must run these tests, never skip them).
///
/// The destructor removes every container of the daemon, stops it (SIGTERM, then SIGKILL after
/// a bounded wait, then whatever containerd and shim processes of this folder are left),
/// unmounts what dockerd left mounted below the folder and removes the folder. dockerd is also
/// sent SIGTERM should the test process die first (PR_SET_PDEATHSIG).
///
/// Not thread-safe: use it from the thread that created it.
class DockerDaemon
{
public:
    /// What a docker command printed.
    struct Output
    {
        bool finished = false; ///< false: it could not start or ran past its time and was killed
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
        bool ok() const { return finished && exitCode == 0; }
    };

    DockerDaemon();
    ~DockerDaemon();
    DockerDaemon(const DockerDaemon &) = delete;
    DockerDaemon &operator=(const DockerDaemon &) = delete;

    /// Starts dockerd, waits until `docker info` answers (at most timeoutMs), imports the image
    /// and runs one container of it as a smoke test. False (and skipReason()) when any step fails.
    bool start(int timeoutMs = 60000);
    bool isRunning() const;
    /// Why start() failed; empty after a successful start.
    QString skipReason() const { return m_skipReason; }

    /// "unix:///tmp/accel-dk-XXXXXX/docker.sock".
    QString dockerHost() const;
    QString socketPath() const;
    /// The temporary folder holding the daemon's state (mode 0700 unless a test changes it).
    QString directory() const;
    /// DOCKER_HOST, PATH (Debian's own programs first: TestPath) and DOCKER_CONFIG (an empty
    /// folder of the daemon's, so no context or credential of this machine's user applies):
    /// the variables to add to the environment of a process that should use this daemon.
    QProcessEnvironment environment() const;
    /// The system environment with environment() laid over it.
    QProcessEnvironment fullEnvironment() const;

    /// Runs Debian's docker client against this daemon with ARGS, bounded by timeoutMs.
    Output run(const QStringList &args, int timeoutMs = 60000) const;
    /// `docker rm -f` of every container whose com.docker.compose.project label is `project`.
    void removeProjectContainers(const QString &project) const;
    /// Removes the project's containers now and again when the returned guard goes out of
    /// scope, so a test that fails half-way leaves nothing running and a rerun starts clean.
    [[nodiscard]] auto projectCleanup(const QString &project) const
    {
        removeProjectContainers(project);
        return qScopeGuard([this, project] { removeProjectContainers(project); });
    }
    /// `docker rm -f` of every container of this daemon.
    void removeAllContainers() const;
    /// The last `lines` lines of dockerd's own log.
    QString logTail(int lines = 15) const;

    /// The image start() imports: busybox with sh, echo, df, cat, sleep and ls.
    static QString imageName() { return QStringLiteral("accel-test/busybox:1"); }
    /// PATH for every process the tests start, so `docker` is Debian's docker.io 20.10 and
    /// compose is Debian's docker-compose 1.29, whatever else this machine has in /usr/local.
    static QString testPath() { return QStringLiteral("/usr/sbin:/usr/bin:/sbin:/bin"); }
    /// NAME's path in testPath(), or empty.
    static QString findProgram(const QString &name);
    /// True where a failure to start must fail the test instead of skipping it: CI=true, as root.
    static bool mustRun();

private:
    bool fail(const QString &reason);
    bool importImage();
    void stopDaemon();
    void killLeftoverProcesses();
    void unmountAll();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QProcess> m_daemon;
    QString m_docker;
    QString m_skipReason;
};

} // namespace Accel::Test

/// Skips the current test function with the daemon's skip reason when it did not start, or
/// fails it where DockerDaemon::mustRun() (CI=true as root, where these tests must run).
#define ACCEL_REQUIRE_DOCKER(daemon)                                                               \
    do {                                                                                           \
        if (!(daemon).isRunning()) {                                                               \
            if (Accel::Test::DockerDaemon::mustRun())                                              \
                QFAIL(                                                                             \
                    qPrintable(QStringLiteral("CI=true as root, so the docker tests must run: ") + \
                               (daemon).skipReason()));                                            \
            QSKIP(qPrintable((daemon).skipReason()));                                              \
        }                                                                                          \
    } while (false)

/// Skips (or, where DockerDaemon::mustRun(), fails) with REASON: for other prerequisites of the
/// docker tests, such as docker-compose.
#define ACCEL_DOCKER_PREREQUISITE(condition, reason)                                               \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            if (Accel::Test::DockerDaemon::mustRun())                                              \
                QFAIL(                                                                             \
                    qPrintable(QStringLiteral("CI=true as root, so the docker tests must run: ") + \
                               (reason)));                                                         \
            QSKIP(qPrintable(reason));                                                             \
        }                                                                                          \
    } while (false)
