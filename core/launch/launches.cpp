// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "launches.h"
#include "basecodes.h"
#include "excerpt.h"
#include "host/hostcodes.h"
#include "launchcodes.h"
#include "launchtr.h"
#include "regularexpression.h"
#include "statedir.h"

#include "launchplanner.h"
#include "sideload/sideloadcache.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSaveFile>

#include <algorithm>

namespace Accel::Launch {

namespace {
const QString RecordFile = QStringLiteral("launch.json");
const QString ProjectLabel = QStringLiteral("com.docker.compose.project");
const QString ServiceLabel = QStringLiteral("com.docker.compose.service");
/// `docker ps -a` of a host with thousands of containers is still far below this.
constexpr qint64 PsOutputLimit = 16 * 1024 * 1024;

QJsonArray toArray(const QStringList &list)
{
    QJsonArray array;
    for (const QString &s : list)
        array.append(s);
    return array;
}

QString timeText(const QDateTime &when)
{
    return when.isValid() ? when.toUTC().toString(Qt::ISODate) : QString();
}

QStringList recordImages(const ProductTemplate &product)
{
    QStringList images;
    const QJsonObject services = product.compose.value(QLatin1String("services")).toObject();
    for (auto it = services.begin(); it != services.end(); ++it) {
        const QString image = it.value().toObject().value(QLatin1String("image")).toString();
        if (!image.isEmpty() && !images.contains(image))
            images << image;
    }
    return images;
}

Result<void> needFiles(const LaunchRecord &record)
{
    for (const QString &file : record.composeFiles) {
        if (!QFileInfo::exists(file)) {
            return fail(
                Code::LAUNCH_FILES_MISSING,
                Tr::tr("%1 was launched with %2, which no longer exists").arg(record.project, file),
                Tr::tr("Launch it again (accelctl launch %1 --project %2) to write its "
                       "files, or stop it with docker itself")
                    .arg(record.product, record.project));
        }
    }
    return {};
}

ComposeInvocation invocationFor(const LaunchRecord &record, const Host::ComposeTool &compose,
                                const QStringList &arguments)
{
    ComposeInvocation invocation;
    invocation.program = compose.program;
    invocation.arguments = arguments;
    invocation.workingDirectory = record.workingDirectory;
    invocation.environment = compose.environment();
    invocation.failureContext.dockerHost =
        invocation.environment.value(QStringLiteral("DOCKER_HOST"));
    invocation.failureContext.images = record.images;
    invocation.failureContext.compose = compose;
    return invocation;
}
} // namespace

// ---- LaunchRecord -------------------------------------------------------------------------

QJsonObject LaunchRecord::toJson() const
{
    QJsonObject o{{QStringLiteral("project"), project},
                  {QStringLiteral("product"), product},
                  {QStringLiteral("version"), version},
                  {QStringLiteral("accelerator"), accelerator},
                  {QStringLiteral("launchedAt"), timeText(launchedAt)},
                  {QStringLiteral("composeFiles"), toArray(composeFiles)},
                  {QStringLiteral("workingDirectory"), workingDirectory},
                  {QStringLiteral("composeKind"), composeKind},
                  {QStringLiteral("images"), toArray(images)}};
    if (isStopped())
        o.insert(QStringLiteral("stoppedAt"), timeText(stoppedAt));
    return o;
}

Result<LaunchRecord> LaunchRecord::fromJson(const QJsonObject &o, const QString &source)
{
    const auto invalid = [&source](const QString &field) {
        return fail(Code::LAUNCH_RECORD_INVALID,
                    Tr::tr("%1: field %2 is missing or not of the right type").arg(source, field),
                    Tr::tr("Launch the project again to rewrite its record"));
    };
    LaunchRecord r;
    const auto text = [&o](const char *key) { return o.value(QLatin1String(key)).toString(); };
    r.project = text("project");
    if (r.project.isEmpty() || LaunchPlanner::projectName(r.project) != r.project)
        return invalid(QStringLiteral("project"));
    r.product = text("product");
    r.version = text("version");
    r.accelerator = text("accelerator");
    r.launchedAt = QDateTime::fromString(text("launchedAt"), Qt::ISODate);
    if (!r.launchedAt.isValid())
        return invalid(QStringLiteral("launchedAt"));
    if (o.contains(QLatin1String("stoppedAt"))) {
        r.stoppedAt = QDateTime::fromString(text("stoppedAt"), Qt::ISODate);
        if (!r.stoppedAt.isValid())
            return invalid(QStringLiteral("stoppedAt"));
    }
    const QJsonValue files = o.value(QLatin1String("composeFiles"));
    if (!files.isArray() || files.toArray().isEmpty())
        return invalid(QStringLiteral("composeFiles"));
    for (const QJsonValue &f : files.toArray()) {
        if (!f.isString() || f.toString().isEmpty())
            return invalid(QStringLiteral("composeFiles"));
        r.composeFiles << f.toString();
    }
    r.workingDirectory = text("workingDirectory");
    if (r.workingDirectory.isEmpty())
        r.workingDirectory = QFileInfo(r.composeFiles.first()).absolutePath();
    r.composeKind = text("composeKind");
    for (const QJsonValue &i : o.value(QLatin1String("images")).toArray())
        r.images << i.toString();
    return r;
}

LaunchRecord LaunchRecord::forPlan(const LaunchPlan &plan, const Host::ComposeTool &compose)
{
    LaunchRecord r;
    r.project = plan.project;
    r.product = plan.product.name;
    r.version = plan.product.version;
    r.accelerator = Host::profileName(plan.decision.reserve);
    r.launchedAt = QDateTime::currentDateTimeUtc();
    r.composeFiles = {plan.composePath(), plan.overlayPath()};
    r.workingDirectory = QFileInfo(plan.composePath()).absolutePath();
    r.composeKind = Host::composeKindName(compose.kind);
    r.images = recordImages(plan.product);
    return r;
}

// ---- ServiceStatus, LaunchEntry -----------------------------------------------------------

QJsonObject ServiceStatus::toJson() const
{
    QJsonObject o{{QStringLiteral("service"), service},
                  {QStringLiteral("container"), container},
                  {QStringLiteral("state"), state},
                  {QStringLiteral("status"), status}};
    if (exitCode)
        o.insert(QStringLiteral("exitCode"), *exitCode);
    return o;
}

QJsonObject LaunchEntry::toJson() const
{
    QJsonObject o = record.toJson();
    o.insert(QStringLiteral("status"), status);
    QJsonArray rows;
    for (const ServiceStatus &s : services)
        rows.append(s.toJson());
    o.insert(QStringLiteral("services"), rows);
    return o;
}

// ---- LaunchRegistry -----------------------------------------------------------------------

LaunchRegistry::LaunchRegistry(const QString &stateDir)
    : m_stateDir(Sideload::SideloadCache(stateDir).stateDir())
{}

QString LaunchRegistry::directoryFor(const QString &project) const
{
    return m_stateDir + QStringLiteral("/launches/") + project;
}

QString LaunchRegistry::recordPath(const QString &project) const
{
    return directoryFor(project) + QLatin1Char('/') + RecordFile;
}

namespace {

/// STATE/launches, checked (StateDir): never a link, never a folder others can write.
Result<StateDir> openLaunches(const QString &stateDir, StateDir::Create create)
{
    auto state = StateDir::open(stateDir, create);
    if (!state)
        return tl::unexpected(state.error());
    return state->openDir(QStringLiteral("launches"), create);
}

/// A state-directory failure while writing: STATE_DIR_UNSAFE stays itself, anything else is
/// LAUNCH_WRITE.
Error writeFailure(const Error &error)
{
    if (error.code == Code::STATE_DIR_UNSAFE)
        return error;
    return Error::of(Code::LAUNCH_WRITE, error.message,
                     Tr::tr("Check the permissions of the state directory, or pass --state-dir"));
}

} // namespace

Result<void> LaunchRegistry::save(const LaunchRecord &record) const
{
    if (!StateDir::isPlainName(record.project)) {
        return fail(Code::LAUNCH_WRITE,
                    Tr::tr("%1 is not a project name").arg(excerpt(record.project)),
                    Tr::tr("Give a project name of letters, digits, '-' and '_'."));
    }
    auto launches = openLaunches(m_stateDir, StateDir::Create::Yes);
    if (!launches)
        return tl::unexpected(writeFailure(launches.error()));
    auto dir = launches->openDir(record.project, StateDir::Create::Yes, 0755);
    if (!dir)
        return tl::unexpected(writeFailure(dir.error()));
    const QByteArray bytes = QJsonDocument(record.toJson()).toJson(QJsonDocument::Indented);
    if (auto written = dir->writeFile(RecordFile, bytes); !written)
        return tl::unexpected(writeFailure(written.error()));
    return {};
}

Result<LaunchRecord> LaunchRegistry::load(const QString &project) const
{
    const QString path = recordPath(project);
    const auto notFound = [&]() -> Result<LaunchRecord> {
        const auto records = all();
        if (!records)
            return tl::unexpected(records.error());
        QStringList known;
        for (const LaunchRecord &r : *records)
            known << r.project;
        return fail(Code::LAUNCH_NOT_FOUND,
                    Tr::tr("no launch of project %1 is recorded in %2")
                        .arg(excerpt(project), m_stateDir + QStringLiteral("/launches")),
                    known.isEmpty()
                        ? Tr::tr("Nothing has been launched with this state "
                                 "directory; accelctl launch PRODUCT starts one")
                        : Tr::tr("Recorded projects: %1").arg(known.join(QStringLiteral(", "))));
    };
    if (!StateDir::isPlainName(project))
        return notFound();
    auto launches = openLaunches(m_stateDir, StateDir::Create::No);
    if (!launches) {
        if (launches.error().code == Code::STATE_DIR_UNSAFE)
            return tl::unexpected(launches.error());
        return notFound();
    }
    const StateDir::Entry folder = launches->entry(project);
    if (folder.kind == StateDir::Kind::Missing)
        return notFound();
    auto dir = launches->openDir(project, StateDir::Create::No);
    if (!dir)
        return tl::unexpected(dir.error());
    const StateDir::Entry file = dir->entry(RecordFile);
    if (file.kind == StateDir::Kind::Missing)
        return notFound();
    if (file.isOurFile() && file.size > RecordSizeLimit) {
        return fail(Code::LAUNCH_RECORD_INVALID,
                    Tr::tr("%1 is %2 bytes, over the %3-byte limit for a launch record")
                        .arg(path)
                        .arg(file.size)
                        .arg(RecordSizeLimit),
                    Tr::tr("Launch the project again to rewrite its record"));
    }
    // Never through a link, never a FIFO, never someone else's file.
    const auto bytes = dir->readFile(RecordFile, RecordSizeLimit);
    if (!bytes)
        return tl::unexpected(bytes.error());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        return fail(Code::LAUNCH_RECORD_INVALID,
                    Tr::tr("%1 is not a launch record: %2").arg(path, error.errorString()),
                    Tr::tr("Launch the project again to rewrite its record"));
    }
    auto record = LaunchRecord::fromJson(doc.object(), path);
    if (record && record->project != project) {
        return fail(Code::LAUNCH_RECORD_INVALID,
                    Tr::tr("%1 records project %2, not %3").arg(path, record->project, project),
                    Tr::tr("Launch the project again to rewrite its record"));
    }
    return record;
}

Result<QList<LaunchRecord>> LaunchRegistry::all(QStringList *warnings) const
{
    QList<LaunchRecord> records;
    const auto launches = openLaunches(m_stateDir, StateDir::Create::No);
    if (!launches) {
        // Unsafe is an error, as for every other use of the state directory; missing is no
        // launches yet.
        if (launches.error().code == Code::STATE_DIR_UNSAFE)
            return tl::unexpected(launches.error());
        return records;
    }
    QList<StateDir::Entry> folders = launches->entries();
    std::sort(folders.begin(), folders.end(),
              [](const StateDir::Entry &a, const StateDir::Entry &b) { return a.name < b.name; });
    for (const StateDir::Entry &folder : std::as_const(folders)) {
        if (!folder.isOurDirectory()) {
            if (warnings)
                *warnings << launches->foreignEntry(folder.name, folder).message;
            continue;
        }
        const auto dir = launches->openDir(folder.name, StateDir::Create::No);
        if (!dir) {
            // One project's folder others can write: that project is refused (load() says so
            // for logs and stop), the rest are listed.
            if (warnings) {
                //: a launch's folder that cannot be used: %1 what is wrong, %2 the fix
                *warnings << Tr::tr("%1 (%2)").arg(dir.error().message, dir.error().hint);
            }
            continue;
        }
        if (dir->entry(RecordFile).kind == StateDir::Kind::Missing)
            continue; // a dry run's or a failed launch's files: nothing was started
        auto record = load(folder.name);
        if (record)
            records << *record;
        else if (warnings)
            *warnings << record.error().message;
    }
    std::stable_sort(
        records.begin(), records.end(),
        [](const LaunchRecord &a, const LaunchRecord &b) { return a.launchedAt > b.launchedAt; });
    return records;
}

Result<void> LaunchRegistry::markStopped(const QString &project, const QDateTime &when) const
{
    auto record = load(project);
    if (!record)
        return tl::unexpected(record.error());
    record->stoppedAt = when.toUTC();
    return save(*record);
}

// ---- LaunchStatus -------------------------------------------------------------------------

QStringList LaunchStatus::psArguments()
{
    return {
        QStringLiteral("ps"),
        QStringLiteral("-a"),
        QStringLiteral("--no-trunc"),
        QStringLiteral("--filter"),
        QStringLiteral("label=") + ProjectLabel,
        QStringLiteral("--format"),
        QStringLiteral("{{.Label \"%1\"}}\t{{.Label \"%2\"}}\t{{.Names}}\t{{.State}}\t{{.Status}}")
            .arg(ProjectLabel, ServiceLabel)};
}

QHash<QString, QList<ServiceStatus>> LaunchStatus::parsePs(const QByteArray &output)
{
    static const RegularExpression exited = RegularExpression::builtIn(R"(^Exited \((-?\d+)\))");
    QHash<QString, QList<ServiceStatus>> projects;
    for (const QByteArray &raw : output.split('\n')) {
        const QStringList cells = QString::fromUtf8(raw).trimmed().split(QLatin1Char('\t'));
        if (cells.size() < 5 || cells.at(0).isEmpty())
            continue;
        ServiceStatus s;
        s.service = cells.at(1);
        s.container = cells.at(2);
        s.state = cells.at(3).toLower();
        s.status = cells.at(4);
        if (const auto m = exited.match(s.status); m.hasMatch())
            s.exitCode = m.captured(1).toInt();
        if (s.state.isEmpty() || s.state == QLatin1String("<no value>")) {
            // Clients before State was a ps column: read it from the status words.
            s.state = s.status.startsWith(QLatin1String("Up")) ? QStringLiteral("running")
                      : s.exitCode                             ? QStringLiteral("exited")
                                   : s.status.section(QLatin1Char(' '), 0, 0).toLower();
        }
        projects[cells.at(0)] << s;
    }
    for (auto &services : projects) {
        std::stable_sort(
            services.begin(), services.end(), [](const ServiceStatus &a, const ServiceStatus &b) {
                return a.service != b.service ? a.service < b.service : a.container < b.container;
            });
    }
    return projects;
}

QString LaunchStatus::summarize(const QList<ServiceStatus> &services, bool stopped)
{
    if (services.isEmpty())
        return stopped ? QStringLiteral("stopped") : QStringLiteral("not found");
    int running = 0;
    std::optional<int> code;
    for (const ServiceStatus &s : services) {
        if (s.state == QLatin1String("running"))
            ++running;
        else if (s.exitCode && (!code || *code == 0))
            code = s.exitCode;
    }
    if (running == services.size())
        return QStringLiteral("running");
    if (running > 0)
        return QStringLiteral("partially running");
    if (code)
        return QStringLiteral("exited (%1)").arg(*code);
    return services.first().state;
}

Result<QHash<QString, QList<ServiceStatus>>> LaunchStatus::query(const QString &dockerProgram,
                                                                 int timeoutMs)
{
    QProcess docker;
    docker.setProgram(dockerProgram);
    docker.setArguments(psArguments());
    docker.setStandardInputFile(QProcess::nullDevice());
    docker.start();
    Host::DockerFailureContext context;
    context.dockerHost = qEnvironmentVariable("DOCKER_HOST");
    if (!docker.waitForStarted(timeoutMs))
        return tl::unexpected(ComposeRunner::classify(-1, docker.errorString(), context));
    QByteArray out;
    QElapsedTimer clock;
    clock.start();
    while (docker.state() != QProcess::NotRunning) {
        const qint64 left = timeoutMs - clock.elapsed();
        if (left <= 0 || out.size() > PsOutputLimit) {
            docker.kill();
            docker.waitForFinished(1000);
            return fail(Code::DOCKER_TIMEOUT,
                        out.size() > PsOutputLimit
                            ? Tr::tr("docker ps printed more than %1 bytes").arg(PsOutputLimit)
                            : Tr::tr("docker ps did not answer within %1 s").arg(timeoutMs / 1000),
                        Tr::tr("Check that the Docker daemon is responsive (docker info)"));
        }
        docker.waitForReadyRead(int(std::min<qint64>(left, 500)));
        out += docker.readAllStandardOutput();
    }
    out += docker.readAllStandardOutput();
    if (docker.exitStatus() != QProcess::NormalExit || docker.exitCode() != 0) {
        const QString err = QString::fromLocal8Bit(docker.readAllStandardError().left(65536));
        return tl::unexpected(ComposeRunner::classify(docker.exitCode(), err, context));
    }
    return parsePs(out);
}

// ---- LaunchControl ------------------------------------------------------------------------

Result<QList<LaunchEntry>> LaunchControl::list(const LaunchRegistry &registry,
                                               const QString &dockerProgram, QStringList *warnings)
{
    QList<LaunchEntry> entries;
    const auto all = registry.all(warnings);
    if (!all)
        return tl::unexpected(all.error());
    const QList<LaunchRecord> &records = *all;
    if (records.isEmpty())
        return entries;
    const auto live = LaunchStatus::query(dockerProgram);
    if (!live && warnings) {
        *warnings << Tr::tr("cannot read the launches' status: %1 (%2)")
                         .arg(live.error().message, live.error().code);
    }
    for (const LaunchRecord &record : records) {
        LaunchEntry entry;
        entry.record = record;
        if (live) {
            entry.services = live->value(record.project);
            entry.status = LaunchStatus::summarize(entry.services, record.isStopped());
        } else {
            entry.status = QStringLiteral("unknown");
        }
        entries << entry;
    }
    return entries;
}

Result<ComposeInvocation> LaunchControl::up(const LaunchPlan &plan, const QString &stateDir)
{
    if (auto written = LaunchPlanner::writeFiles(plan); !written)
        return tl::unexpected(written.error());
    const LaunchRecord record = LaunchRecord::forPlan(plan, plan.compose);
    if (auto saved = LaunchRegistry(stateDir).save(record); !saved)
        return tl::unexpected(saved.error());
    return invocationFor(record, plan.compose,
                         plan.compose.upArguments(record.project, record.composeFiles));
}

Result<ComposeInvocation> LaunchControl::stop(const LaunchRecord &record,
                                              const Host::ComposeTool &compose, bool removeVolumes)
{
    if (!compose.isAvailable())
        return tl::unexpected(compose.missingError());
    if (auto ok = needFiles(record); !ok)
        return tl::unexpected(ok.error());
    return invocationFor(record, compose,
                         compose.downArguments(record.project, record.composeFiles, removeVolumes));
}

Result<ComposeInvocation> LaunchControl::logs(const LaunchRecord &record,
                                              const Host::ComposeTool &compose, bool follow,
                                              int tail, const QString &service)
{
    if (!compose.isAvailable())
        return tl::unexpected(compose.missingError());
    if (auto ok = needFiles(record); !ok)
        return tl::unexpected(ok.error());
    ComposeInvocation invocation = invocationFor(
        record, compose,
        compose.logsArguments(record.project, record.composeFiles, follow, tail, service));
    invocation.causeFromStderrOnly = true; // stdout is the containers' own output
    return invocation;
}

} // namespace Accel::Launch
