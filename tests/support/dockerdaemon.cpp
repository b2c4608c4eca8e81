// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "dockerdaemon.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QThread>
#include <QtDebug>

#include <algorithm>

#include <csignal>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <unistd.h>

namespace Accel::Test {

namespace {

/// sun_path holds 108 bytes, the terminating NUL included.
constexpr qsizetype MaxSocketPath = 107;
constexpr int DaemonStopMs = 20000;
constexpr int KillWaitMs = 5000;
constexpr int PollMs = 250;
constexpr qint64 StaleFolderAgeS = 120;

/// True only for a folder named like the ones start() makes: the guard before anything here
/// signals processes or unmounts by path, so an empty or foreign path can never reach them.
bool isDaemonFolder(const QString &path)
{
    static const QRegularExpression pattern(QStringLiteral("^/tmp/accel-dk-[A-Za-z0-9]{6}$"));
    return pattern.match(path).hasMatch();
}

/// A mount point as /proc/self/mounts writes it, with its octal escapes (\040 …) undone.
QByteArray unescapeMountPath(const QByteArray &field)
{
    QByteArray path;
    path.reserve(field.size());
    for (qsizetype i = 0; i < field.size(); ++i) {
        if (field.at(i) == '\\' && i + 3 < field.size()) {
            bool ok = false;
            const int code = field.mid(i + 1, 3).toInt(&ok, 8);
            if (ok) {
                path.append(char(code));
                i += 3;
                continue;
            }
        }
        path.append(field.at(i));
    }
    return path;
}

/// The mount points at or below `root`, deepest first.
QList<QByteArray> mountsBelow(const QString &root)
{
    if (!isDaemonFolder(root))
        return {};
    QFile mounts(QStringLiteral("/proc/self/mounts"));
    if (!mounts.open(QIODevice::ReadOnly))
        return {};
    const QByteArray prefix = root.toLocal8Bit();
    const QByteArray below = prefix + QByteArrayLiteral("/");
    QList<QByteArray> found;
    for (const QByteArray &line : mounts.readAll().split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        if (fields.size() < 2)
            continue;
        const QByteArray path = unescapeMountPath(fields.at(1));
        if (path == prefix || path.startsWith(below))
            found.append(path);
    }
    std::sort(found.begin(), found.end(),
              [](const QByteArray &a, const QByteArray &b) { return a.size() > b.size(); });
    return found;
}

/// Processes (other than this one) whose command line names `root`: the containerd and shims
/// that dockerd started for this folder.
QList<pid_t> processesNaming(const QString &root)
{
    if (!isDaemonFolder(root))
        return {};
    const QByteArray needle = root.toLocal8Bit();
    QList<pid_t> pids;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &entry : entries) {
        bool ok = false;
        const pid_t pid = pid_t(entry.toInt(&ok));
        if (!ok || pid == getpid())
            continue;
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(entry));
        if (!cmdline.open(QIODevice::ReadOnly))
            continue;
        if (cmdline.readAll().contains(needle))
            pids.append(pid);
    }
    return pids;
}

/// Folders of earlier runs that died before their destructor ran (a crash, CTest's timeout:
/// dockerd then stops on PR_SET_PDEATHSIG but the folder stays). Only those no process names
/// and that have not changed for a while, so a test just starting in its new folder keeps it.
void removeStaleFolders()
{
    const QFileInfoList folders =
        QDir(QStringLiteral("/tmp"))
            .entryInfoList({QStringLiteral("accel-dk-*")}, QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QFileInfo &folder : folders) {
        if (folder.isSymLink() ||
            folder.lastModified().secsTo(QDateTime::currentDateTime()) < StaleFolderAgeS)
            continue;
        const QString path = folder.absoluteFilePath();
        if (!isDaemonFolder(path) || !processesNaming(path).isEmpty())
            continue;
        for (const QByteArray &mount : mountsBelow(path))
            ::umount2(mount.constData(), MNT_DETACH);
        if (mountsBelow(path).isEmpty())
            QDir(path).removeRecursively();
    }
}

} // namespace

DockerDaemon::DockerDaemon() = default;

DockerDaemon::~DockerDaemon()
{
    if (isRunning())
        removeAllContainers();
    stopDaemon();
    if (m_dir && !m_dir->remove())
        qWarning("DockerDaemon: could not remove %s", qPrintable(m_dir->path()));
}

QString DockerDaemon::findProgram(const QString &name)
{
    return QStandardPaths::findExecutable(name, testPath().split(QLatin1Char(':')));
}

bool DockerDaemon::mustRun()
{
    return qEnvironmentVariable("CI").compare(QLatin1String("true"), Qt::CaseInsensitive) == 0 &&
           geteuid() == 0;
}

bool DockerDaemon::fail(const QString &reason)
{
    m_skipReason = reason;
    stopDaemon();
    return false;
}

bool DockerDaemon::start(int timeoutMs)
{
    if (m_daemon)
        return isRunning();
    m_skipReason.clear();
    if (geteuid() != 0) {
        return fail(QStringLiteral("starting a private dockerd needs root (running as uid %1); "
                                   "CI runs these tests as root")
                        .arg(geteuid()));
    }
    removeStaleFolders();
    const QString dockerd = findProgram(QStringLiteral("dockerd"));
    m_docker = findProgram(QStringLiteral("docker"));
    const QString busybox = findProgram(QStringLiteral("busybox"));
    const QString tar = findProgram(QStringLiteral("tar"));
    QStringList missing;
    if (dockerd.isEmpty())
        missing << QStringLiteral("dockerd (apt-get install docker.io)");
    if (m_docker.isEmpty())
        missing << QStringLiteral("docker (apt-get install docker.io)");
    if (busybox.isEmpty())
        missing << QStringLiteral("busybox (apt-get install busybox-static)");
    if (tar.isEmpty())
        missing << QStringLiteral("tar");
    if (!missing.isEmpty()) {
        return fail(QStringLiteral("not found in %1: %2")
                        .arg(testPath(), missing.join(QStringLiteral(", "))));
    }

    // Short and under /tmp: the socket path must fit in sun_path.
    m_dir = std::make_unique<QTemporaryDir>(QStringLiteral("/tmp/accel-dk-XXXXXX"));
    if (!m_dir->isValid() || !isDaemonFolder(m_dir->path())) {
        const QString why = m_dir->errorString();
        m_dir.reset();
        return fail(QStringLiteral("cannot create a folder under /tmp: %1").arg(why));
    }
    if (socketPath().toLocal8Bit().size() > MaxSocketPath)
        return fail(QStringLiteral("socket path too long for a unix socket: %1").arg(socketPath()));
    const QDir dir(m_dir->path());
    for (const char *sub : {"data", "exec", "config"}) {
        if (!dir.mkpath(QLatin1String(sub)))
            return fail(QStringLiteral("cannot create %1").arg(dir.filePath(QLatin1String(sub))));
    }

    m_daemon = std::make_unique<QProcess>();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PATH"), testPath()); // containerd and runc are found on PATH
    m_daemon->setProcessEnvironment(env);
    m_daemon->setProcessChannelMode(QProcess::MergedChannels);
    m_daemon->setStandardOutputFile(dir.filePath(QStringLiteral("dockerd.log")));
    m_daemon->setWorkingDirectory(m_dir->path());
    // Should the test process die (a crash, CTest's timeout), dockerd still shuts down.
    m_daemon->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
    m_daemon->start(dockerd, {QStringLiteral("--data-root"), dir.filePath(QStringLiteral("data")),
                              QStringLiteral("--exec-root"), dir.filePath(QStringLiteral("exec")),
                              QStringLiteral("-H"), dockerHost(), QStringLiteral("--pidfile"),
                              dir.filePath(QStringLiteral("docker.pid")),
                              QStringLiteral("--storage-driver"), QStringLiteral("vfs"),
                              QStringLiteral("--iptables=false"), QStringLiteral("--bridge=none")});
    if (!m_daemon->waitForStarted(10000))
        return fail(QStringLiteral("cannot run %1: %2").arg(dockerd, m_daemon->errorString()));

    const QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        if (m_daemon->state() == QProcess::NotRunning) {
            return fail(QStringLiteral("dockerd exited (code %1) before answering; its log "
                                       "ends:\n%2")
                            .arg(m_daemon->exitCode())
                            .arg(logTail()));
        }
        const Output info = run({QStringLiteral("info"), QStringLiteral("--format"),
                                 QStringLiteral("{{.ServerVersion}}")},
                                5000);
        if (info.ok())
            break;
        if (deadline.hasExpired()) {
            return fail(QStringLiteral("dockerd did not answer `docker info` within %1 s (last: "
                                       "%2); its log ends:\n%3")
                            .arg(timeoutMs / 1000)
                            .arg(QString::fromLocal8Bit(info.err).trimmed(), logTail()));
        }
        m_daemon->waitForFinished(PollMs); // a pause that notices dockerd exiting
    }
    if (!importImage())
        return false;

    // One container end to end: the image runs and the runtime works on this host.
    const Output smoke = run({QStringLiteral("run"), QStringLiteral("--rm"),
                              QStringLiteral("--network"), QStringLiteral("none"), imageName(),
                              QStringLiteral("echo"), QStringLiteral("accel-docker-ok")});
    if (!smoke.ok() || !smoke.out.contains("accel-docker-ok")) {
        return fail(QStringLiteral("a container of %1 does not run: %2; dockerd's log ends:\n%3")
                        .arg(imageName(), QString::fromLocal8Bit(smoke.err + smoke.out).trimmed(),
                             logTail()));
    }
    return true;
}

bool DockerDaemon::importImage()
{
    const QDir dir(m_dir->path());
    const QString rootfs = dir.filePath(QStringLiteral("rootfs"));
    const QDir root(rootfs);
    for (const char *sub : {"bin", "dev", "proc", "sys", "tmp", "etc"}) {
        if (!root.mkpath(QLatin1String(sub)))
            return fail(QStringLiteral("cannot create %1").arg(root.filePath(QLatin1String(sub))));
    }
    const QString busybox = root.filePath(QStringLiteral("bin/busybox"));
    if (!QFile::copy(QFileInfo(findProgram(QStringLiteral("busybox"))).canonicalFilePath(),
                     busybox))
        return fail(QStringLiteral("cannot copy busybox to %1").arg(busybox));
    QFile::setPermissions(busybox, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                       QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther |
                                       QFile::ExeOther);
    for (const char *applet : {"sh", "echo", "df", "cat", "sleep", "ls"}) {
        if (!QFile::link(QStringLiteral("busybox"),
                         root.filePath(QStringLiteral("bin/") + QLatin1String(applet))))
            return fail(
                QStringLiteral("cannot link bin/%1 in %2").arg(QLatin1String(applet), rootfs));
    }

    const QString tarball = dir.filePath(QStringLiteral("image.tar"));
    QProcess tar;
    tar.start(findProgram(QStringLiteral("tar")),
              {QStringLiteral("-C"), rootfs, QStringLiteral("-cf"), tarball, QStringLiteral(".")});
    if (!tar.waitForFinished(30000) || tar.exitStatus() != QProcess::NormalExit ||
        tar.exitCode() != 0) {
        tar.kill();
        return fail(QStringLiteral("tar of the image's root failed: %1")
                        .arg(QString::fromLocal8Bit(tar.readAllStandardError()).trimmed()));
    }
    const Output imported = run({QStringLiteral("import"), tarball, imageName()});
    if (!imported.ok()) {
        return fail(QStringLiteral("docker import of %1 failed: %2")
                        .arg(imageName(), QString::fromLocal8Bit(imported.err).trimmed()));
    }
    return true;
}

bool DockerDaemon::isRunning() const
{
    return m_daemon && m_daemon->state() == QProcess::Running && m_skipReason.isEmpty();
}

QString DockerDaemon::directory() const
{
    return m_dir ? m_dir->path() : QString();
}

QString DockerDaemon::socketPath() const
{
    return m_dir ? m_dir->filePath(QStringLiteral("docker.sock")) : QString();
}

QString DockerDaemon::dockerHost() const
{
    return QStringLiteral("unix://") + socketPath();
}

QProcessEnvironment DockerDaemon::environment() const
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("DOCKER_HOST"), dockerHost());
    env.insert(QStringLiteral("PATH"), testPath());
    if (m_dir)
        env.insert(QStringLiteral("DOCKER_CONFIG"), m_dir->filePath(QStringLiteral("config")));
    return env;
}

QProcessEnvironment DockerDaemon::fullEnvironment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DOCKER_CONTEXT", "DOCKER_TLS_VERIFY", "DOCKER_CERT_PATH"})
        env.remove(QLatin1String(name));
    const QProcessEnvironment ours = environment();
    for (const QString &key : ours.keys())
        env.insert(key, ours.value(key));
    return env;
}

DockerDaemon::Output DockerDaemon::run(const QStringList &args, int timeoutMs) const
{
    Output result;
    if (m_docker.isEmpty())
        return result;
    QProcess docker;
    docker.setProcessEnvironment(fullEnvironment());
    docker.start(m_docker, args);
    if (!docker.waitForStarted(10000))
        return result;
    if (!docker.waitForFinished(timeoutMs)) {
        docker.kill();
        docker.waitForFinished(KillWaitMs);
        result.err = "docker " + args.join(QLatin1Char(' ')).toLocal8Bit() + ": timed out";
        return result;
    }
    result.finished = docker.exitStatus() == QProcess::NormalExit;
    result.exitCode = docker.exitCode();
    result.out = docker.readAllStandardOutput();
    result.err = docker.readAllStandardError();
    return result;
}

void DockerDaemon::removeProjectContainers(const QString &project) const
{
    if (!isRunning())
        return;
    const Output ids = run({QStringLiteral("ps"), QStringLiteral("-aq"), QStringLiteral("--filter"),
                            QStringLiteral("label=com.docker.compose.project=") + project});
    const QStringList list =
        QString::fromLocal8Bit(ids.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (!list.isEmpty())
        run(QStringList{QStringLiteral("rm"), QStringLiteral("-f"), QStringLiteral("-v")} + list);
}

void DockerDaemon::removeAllContainers() const
{
    if (!isRunning())
        return;
    const Output ids = run({QStringLiteral("ps"), QStringLiteral("-aq")});
    const QStringList list =
        QString::fromLocal8Bit(ids.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (!list.isEmpty())
        run(QStringList{QStringLiteral("rm"), QStringLiteral("-f"), QStringLiteral("-v")} + list);
}

QString DockerDaemon::logTail(int lines) const
{
    if (!m_dir)
        return {};
    QFile log(m_dir->filePath(QStringLiteral("dockerd.log")));
    if (!log.open(QIODevice::ReadOnly))
        return QStringLiteral("(no dockerd log)");
    const QStringList all =
        QString::fromLocal8Bit(log.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (all.isEmpty())
        return QStringLiteral("(dockerd's log is empty)");
    return all.mid(std::max<qsizetype>(0, all.size() - lines)).join(QLatin1Char('\n'));
}

void DockerDaemon::stopDaemon()
{
    if (m_daemon && m_daemon->state() != QProcess::NotRunning) {
        m_daemon->terminate();
        if (!m_daemon->waitForFinished(DaemonStopMs)) {
            qWarning("DockerDaemon: dockerd did not stop in %d ms, killing it", DaemonStopMs);
            m_daemon->kill();
            m_daemon->waitForFinished(KillWaitMs);
        }
    }
    if (m_dir) {
        killLeftoverProcesses();
        unmountAll();
    }
}

void DockerDaemon::killLeftoverProcesses()
{
    QList<pid_t> pids = processesNaming(m_dir->path());
    for (pid_t pid : pids)
        ::kill(pid, SIGTERM);
    const QDeadlineTimer deadline(KillWaitMs);
    while (!pids.isEmpty() && !deadline.hasExpired()) {
        QThread::msleep(100);
        pids = processesNaming(m_dir->path());
    }
    for (pid_t pid : pids) {
        qWarning("DockerDaemon: killing leftover process %d", int(pid));
        ::kill(pid, SIGKILL);
    }
}

void DockerDaemon::unmountAll()
{
    // dockerd bind-mounts its data root and leaves netns and shm mounts where it is killed.
    for (int pass = 0; pass < 5; ++pass) {
        const QList<QByteArray> mounts = mountsBelow(m_dir->path());
        if (mounts.isEmpty())
            return;
        for (const QByteArray &path : mounts) {
            if (::umount2(path.constData(), MNT_DETACH) != 0)
                qWarning("DockerDaemon: cannot unmount %s", path.constData());
        }
    }
}

} // namespace Accel::Test
