// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The launch job (issue 18, section 1): the one entry `accelctl launch` and the Launch panel
// drive. Every step in order (plan, fetch, write files and record, compose up) through exec()
// as the command line runs it and start() as the window does, on fixture hosts with a fake
// docker; refusals, blockers and a bad mirror CA end it before anything runs; cancel stops
// compose.
#include "launch/launches.h"
#include "launch/launchjob.h"
#include "launch/product.h"
#include "sideload/sideloadcache.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel;
using namespace Accel::Launch;
using namespace Qt::StringLiterals;

namespace {

const QString BundleSha = u"3f"_s.repeated(32);
const QString OtherSha = u"4e"_s.repeated(32);

/// A `docker` that records compose's argv (not `version` or `ps`), runs `extra`, prints
/// `output` and exits with `exitCode`.
QString writeFakeDocker(const QTemporaryDir &dir, const QByteArray &output, int exitCode,
                        const QByteArray &extra = {})
{
    const QString path = dir.filePath(u"docker"_s);
    QFile script(path);
    if (!script.open(QIODevice::WriteOnly))
        return {};
    script.write(
        "#!/bin/sh\ncase \"$1\" in version) exit 0;; ps) ;; *) printf '%s\\n' \"$@\" >> '" +
        dir.filePath(u"argv"_s).toUtf8() + "';; esac\n" + extra + "printf '%s\\n' '" + output +
        "'\nexit " + QByteArray::number(exitCode) + "\n");
    script.close();
    script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/// Puts a bundle into the cache, as an earlier fetch would have.
bool cacheBundle(const QString &stateDir, const QString &sha)
{
    const Sideload::SideloadCache cache(stateDir);
    if (!cache.ensureLayout())
        return false;
    const auto tree = cache.makeTempDir(sha);
    if (!tree || !QDir(*tree).mkpath(u"lib"_s))
        return false;
    return cache
        .install(*tree, Sideload::BundleRef{u"gpu-video"_s, u"1.0"_s, sha, u"/opt/norsk"_s, {}}, 0,
                 0)
        .has_value();
}

/// What one run of a job showed, from its signals.
struct Seen
{
    QList<LaunchJob::Step> steps;
    int planned = 0;
    QList<Sideload::FetchedBundle> bundles;
    QString output;
    std::optional<bool> ok;
    Error error;
};

void watch(LaunchJob &job, Seen &seen)
{
    QObject::connect(&job, &LaunchJob::stepChanged,
                     [&seen](LaunchJob::Step s) { seen.steps << s; });
    QObject::connect(&job, &LaunchJob::planned, [&seen] { ++seen.planned; });
    QObject::connect(&job, &LaunchJob::bundleReady,
                     [&seen](const Sideload::FetchedBundle &b) { seen.bundles << b; });
    QObject::connect(&job, &LaunchJob::outputReceived,
                     [&seen](const QString &text) { seen.output += text; });
    QObject::connect(&job, &LaunchJob::finished, [&seen](bool ok, const Error &error) {
        seen.ok = ok;
        seen.error = error;
    });
}

/// Runs the job one way or the other; false when it did not end in time.
bool run(LaunchJob &job, bool blocking)
{
    if (blocking) {
        job.exec();
        return !job.isRunning();
    }
    QSignalSpy finished(&job, &LaunchJob::finished);
    job.start();
    return finished.wait(20000);
}

struct RunRow
{
    QString product;
    QString host;
    QString dockerInfo;
    bool cached = false; ///< the product's image bundle is in the cache already
    bool licence = true; ///< the samples' compose needs secrets/license.json
    bool dryRun = false;
    QString caFile{}; ///< the mirror's CA ("missing": a file that is not there)
    QString code{};   ///< empty: the launch succeeds
    LaunchJob::Step failedAt = LaunchJob::Step::Invalid;
    QList<LaunchJob::Step> steps{};
};

} // namespace

Q_DECLARE_METATYPE(RunRow)

class TestLaunchJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void runs_data();
    void runs();
    void givenPlanRunsAsShown();
    void composeFailureIsClassified();
    void cancelStopsCompose();

private:
    LaunchRequest request(const QString &host, const QString &dockerInfo,
                          const QString &stateDir) const;

    QTemporaryDir m_dir;
    QString m_manifest;
};

void TestLaunchJob::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_manifest = m_dir.filePath(u"manifest.json"_s);
    QVERIFY(writeFile(m_manifest, R"({"bundles":[{"name":"gpu-video","version":"1.0","sha256":")" +
                                      BundleSha.toLatin1() + R"("}]})"));
}

LaunchRequest TestLaunchJob::request(const QString &host, const QString &dockerInfo,
                                     const QString &stateDir) const
{
    LaunchRequest r;
    r.host.rootDir = Test::fixture(u"hosts/"_s + host);
    r.host.dockerInfoFile = Test::fixture(u"docker-info/"_s + dockerInfo);
    r.host.uid = 1000;
    r.host.gid = 1000;
    r.stateDir = stateDir;
    r.sideloadManifest = m_manifest;
    // The compose plugin, as a host with Docker's packages has it.
    Host::ComposeTool plugin;
    plugin.kind = Host::ComposeKind::Plugin;
    plugin.version = u"2.20.2"_s;
    r.compose = plugin;
    // No mirror is reachable: a fetch that reached the network would fail the test.
    r.fetch.indexUrl = QUrl(u"https://127.0.0.1:9/index.json"_s);
    return r;
}

void TestLaunchJob::runs_data()
{
    QTest::addColumn<RunRow>("row");
    QTest::addColumn<bool>("blocking");
    using S = LaunchJob::Step;
    const QList<RunRow> rows = {
        {u"norsk-ingest"_s,
         u"none"_s,
         u"no-gpu.json"_s,
         false,
         true,
         false,
         {},
         {},
         S::Invalid,
         {S::Planning, S::Writing, S::Running, S::Done}},
        {u"norsk-gpu-transcode"_s,
         u"nvidia-1"_s,
         u"cdi-only.json"_s,
         true,
         true,
         false,
         {},
         {},
         S::Invalid,
         {S::Planning, S::Fetching, S::Writing, S::Running, S::Done}},
        // Refused: the mandate's HARDWARE_* error, nothing planned, nothing written.
        {u"norsk-gpu-transcode"_s,
         u"none"_s,
         u"no-gpu.json"_s,
         false,
         true,
         false,
         {},
         u"HARDWARE_UNAVAILABLE"_s,
         S::Planning,
         {S::Planning, S::Done}},
        // A blocker (the licence file compose needs) ends it before anything runs …
        {u"norsk-ingest"_s,
         u"none"_s,
         u"no-gpu.json"_s,
         false,
         false,
         false,
         {},
         u"PRODUCT_FILE_MISSING"_s,
         S::Planning,
         {S::Planning, S::Done}},
        // … a dry run stops at the plan, blockers and all.
        {u"norsk-ingest"_s,
         u"none"_s,
         u"no-gpu.json"_s,
         false,
         false,
         true,
         {},
         {},
         S::Invalid,
         {S::Planning, S::Done}},
        // A mirror CA file that cannot be used, with a bundle to fetch: said before fetching.
        {u"norsk-gpu-transcode"_s,
         u"nvidia-1"_s,
         u"cdi-only.json"_s,
         false,
         true,
         false,
         u"missing"_s,
         u"SIDELOAD_CA_FILE"_s,
         S::Planning,
         {S::Planning, S::Done}},
        // … and no matter when every bundle is cached.
        {u"norsk-gpu-transcode"_s,
         u"nvidia-1"_s,
         u"cdi-only.json"_s,
         true,
         true,
         false,
         u"missing"_s,
         {},
         S::Invalid,
         {S::Planning, S::Fetching, S::Writing, S::Running, S::Done}},
    };
    for (const RunRow &row : rows) {
        const QString name = u"%1 on %2%3%4%5"_s.arg(
            row.product, row.host, row.cached ? u", bundle cached"_s : QString(),
            row.licence ? QString() : u", no licence file"_s,
            (row.dryRun ? u", dry run"_s : QString()) +
                (row.caFile.isEmpty() ? QString() : u", missing mirror CA"_s));
        QTest::addRow("%s, exec()", qPrintable(name)) << row << true;
        QTest::addRow("%s, start()", qPrintable(name)) << row << false;
    }
}

void TestLaunchJob::runs()
{
    QFETCH(RunRow, row);
    QFETCH(bool, blocking);
    QTemporaryDir dir;
    const QString state = dir.filePath(u"state"_s);
    LaunchRequest r = request(row.host, row.dockerInfo, state);
    r.dockerProgram = r.compose->program = writeFakeDocker(dir, "Container x Started", 0);
    if (row.licence)
        QVERIFY(writeFile(state + u"/launches/%1/secrets/license.json"_s.arg(row.product), "{}"));
    if (row.cached)
        QVERIFY(cacheBundle(state, BundleSha));
    const QString caFile = dir.filePath(u"no-such-ca.pem"_s);
    if (!row.caFile.isEmpty())
        r.fetch.caFile = caFile;
    const Result<ProductTemplate> product = ProductTemplate::sample(row.product);
    QVERIFY(product);

    LaunchJob job(*product, r);
    job.setDryRun(row.dryRun);
    Seen seen;
    watch(job, seen);
    QVERIFY(run(job, blocking));
    QCOMPARE(seen.steps, row.steps);
    QVERIFY(seen.ok.has_value());
    const QString argv = dir.filePath(u"argv"_s);
    if (!row.code.isEmpty()) {
        QCOMPARE(*seen.ok, false);
        QCOMPARE(seen.error.code, row.code);
        QCOMPARE(job.failedAt(), row.failedAt);
        QVERIFY(!seen.error.hint.isEmpty());
        if (row.code == u"SIDELOAD_CA_FILE"_s)
            QVERIFY2(seen.error.message.contains(caFile), qPrintable(seen.error.message));
        // Nothing ran: no compose, no record.
        QVERIFY(!QFileInfo::exists(argv));
        QVERIFY(!LaunchRegistry(state).load(row.product));
        QCOMPARE(seen.planned, 0);
        return;
    }
    QCOMPARE(*seen.ok, true);
    QCOMPARE(seen.planned, 1);
    QVERIFY(job.plan().has_value());
    if (row.dryRun) {
        QVERIFY(!job.plan()->blockers.isEmpty());
        QVERIFY(!QFileInfo::exists(argv));
        return;
    }
    QCOMPARE(seen.bundles.size(), row.cached ? 1 : 0);
    if (row.cached)
        QVERIFY(seen.bundles.first().fromCache);
    // Written and recorded before compose ran, then compose up with the plan's files.
    const Result<LaunchRecord> record = LaunchRegistry(state).load(job.plan()->project);
    QVERIFY2(record, record ? "" : qPrintable(record.error().toString()));
    QCOMPARE(record->composeFiles,
             (QStringList{job.plan()->composePath(), job.plan()->overlayPath()}));
    QFile overlay(job.plan()->overlayPath());
    QVERIFY(overlay.open(QIODevice::ReadOnly));
    QCOMPARE(overlay.readAll(), job.plan()->overlayYaml);
    QFile args(argv);
    QVERIFY(args.open(QIODevice::ReadOnly));
    QVERIFY(args.readAll().contains("up\n-d\n"));
    QVERIFY2(seen.output.contains(u"Container x Started"_s), qPrintable(seen.output));
    QVERIFY(QFileInfo::exists(job.plan()->logPath()));
}

void TestLaunchJob::givenPlanRunsAsShown()
{
    // The panel launches the plan its preview shows: the job does not plan again.
    QTemporaryDir dir;
    const QString state = dir.filePath(u"state"_s);
    LaunchRequest r = request(u"none"_s, u"no-gpu.json"_s, state);
    r.dockerProgram = r.compose->program = writeFakeDocker(dir, "ok", 0);
    r.project = u"Shown Project"_s;
    QVERIFY(writeFile(state + u"/launches/shown-project/secrets/license.json"_s, "{}"));
    const Result<ProductTemplate> product = ProductTemplate::sample(u"norsk-ingest"_s);
    QVERIFY(product);
    const Result<LaunchPlan> plan = LaunchPlanner::plan(*product, r);
    QVERIFY(plan);
    QVERIFY(plan->blockers.isEmpty());
    r.project = u"something-else"_s; // the request's project no longer counts: the plan's does
    LaunchJob job(*plan, r);
    Seen seen;
    watch(job, seen);
    QVERIFY(run(job, false));
    QCOMPARE(seen.ok, std::optional<bool>(true));
    QCOMPARE(job.plan()->project, u"shown-project"_s);
    QVERIFY(LaunchRegistry(state).load(u"shown-project"_s));
}

void TestLaunchJob::composeFailureIsClassified()
{
    QTemporaryDir dir;
    const QString state = dir.filePath(u"state"_s);
    LaunchRequest r = request(u"none"_s, u"no-gpu.json"_s, state);
    r.dockerProgram = r.compose->program = writeFakeDocker(
        dir, R"(could not select device driver "nvidia" with capabilities: [[gpu]])", 1);
    QVERIFY(writeFile(state + u"/launches/norsk-ingest/secrets/license.json"_s, "{}"));
    LaunchJob job(*ProductTemplate::sample(u"norsk-ingest"_s), r);
    const Result<void> ran = job.exec();
    QVERIFY(!ran);
    QCOMPARE(ran.error().code, u"GPU_MODE_MISMATCH"_s);
    QCOMPARE(job.failedAt(), LaunchJob::Step::Running);
    // Recorded all the same: a launch that started some containers can still be stopped.
    QVERIFY(LaunchRegistry(state).load(u"norsk-ingest"_s));
}

void TestLaunchJob::cancelStopsCompose()
{
    QTemporaryDir dir;
    const QString state = dir.filePath(u"state"_s);
    LaunchRequest r = request(u"none"_s, u"no-gpu.json"_s, state);
    r.dockerProgram = r.compose->program =
        writeFakeDocker(dir, "never", 0, "echo pulling\nexec sleep 30\n");
    QVERIFY(writeFile(state + u"/launches/norsk-ingest/secrets/license.json"_s, "{}"));
    LaunchJob job(*ProductTemplate::sample(u"norsk-ingest"_s), r);
    Seen seen;
    watch(job, seen);
    QSignalSpy finished(&job, &LaunchJob::finished);
    job.start();
    QTRY_VERIFY_WITH_TIMEOUT(seen.output.contains(u"pulling"_s), 15000);
    QCOMPARE(job.step(), LaunchJob::Step::Running);
    QElapsedTimer timer;
    timer.start();
    job.cancel();
    QVERIFY(finished.wait(10000));
    QVERIFY(timer.elapsed() < 10000);
    QCOMPARE(seen.ok, std::optional<bool>(false));
    QCOMPARE(seen.error.code, u"LAUNCH_CANCELLED"_s);
}

QTEST_GUILESS_MAIN(TestLaunchJob)
#include "tst_launchjob.moc"
