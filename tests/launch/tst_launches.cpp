// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Launches after `launch` (launches.h): the record in STATE/launches/PROJECT/launch.json and its
// JSON contract; the registry that lists records newest first and never fails the list for one
// broken record (DESIGN.md, "Limits": every file is read under a named limit and ends in an
// error, never an abort); live status from compose's labels in real `docker ps` output
// (tests/fixtures/docker-output/ps-projects.txt); stop and logs with the files the project was
// launched with, by the compose this host has (DESIGN.md, "Real engines").
#include "launch/launches.h"
#include "testsupport.h"

#include <QtTest>

#include <sys/stat.h>

using namespace Accel;
using namespace Accel::Launch;

Q_DECLARE_METATYPE(Accel::Host::ComposeKind)

class TestLaunches : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recordRoundTrip();
    void recordInvalid_data();
    void recordInvalid();
    void registryOrderAndStop();
    void registrySkipsBroken_data();
    void registrySkipsBroken();
    void loadUnknown_data();
    void loadUnknown();
    void registryRefusesUnsafeFolders_data();
    void registryRefusesUnsafeFolders();
    void psArguments();
    void parsePs_data();
    void parsePs();
    void summarize_data();
    void summarize();
    void control_data();
    void control();
    void controlRefused_data();
    void controlRefused();
};

namespace {
QDateTime utc(const char *iso)
{
    return QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODate).toUTC();
}

LaunchRecord record(const QString &project, const QDateTime &launchedAt,
                    const QStringList &files = {QStringLiteral("/p/compose.yaml"),
                                                QStringLiteral("/s/overlay.yaml")})
{
    LaunchRecord r;
    r.project = project;
    r.product = QStringLiteral("norsk-studio");
    r.version = QStringLiteral("1.2.0");
    r.accelerator = QStringLiteral("nvidia");
    r.launchedAt = launchedAt;
    r.composeFiles = files;
    r.workingDirectory = QFileInfo(files.first()).absolutePath();
    r.composeKind = QStringLiteral("standalone-v1");
    r.images = {QStringLiteral("norskvideo/norsk:v1.12.0"), QStringLiteral("norsk/studio:1")};
    return r;
}

void compareRecords(const LaunchRecord &actual, const LaunchRecord &expected)
{
    QCOMPARE(actual.project, expected.project);
    QCOMPARE(actual.product, expected.product);
    QCOMPARE(actual.version, expected.version);
    QCOMPARE(actual.accelerator, expected.accelerator);
    QCOMPARE(actual.launchedAt, expected.launchedAt);
    QCOMPARE(actual.stoppedAt, expected.stoppedAt);
    QCOMPARE(actual.composeFiles, expected.composeFiles);
    QCOMPARE(actual.workingDirectory, expected.workingDirectory);
    QCOMPARE(actual.composeKind, expected.composeKind);
    QCOMPARE(actual.images, expected.images);
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return false;
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readFixture(const char *name)
{
    QFile file(Accel::Test::fixture(QStringLiteral("docker-output/") + QString::fromLatin1(name)));
    if (!file.open(QIODevice::ReadOnly)) {
        QTest::qFail(qPrintable(QStringLiteral("cannot read ") + file.fileName()), __FILE__,
                     __LINE__);
        return {};
    }
    return file.readAll();
}

/// "service container state [exitCode]" per container, for one-line comparisons.
QStringList describe(const QList<ServiceStatus> &services)
{
    QStringList rows;
    for (const ServiceStatus &s : services) {
        rows << QStringLiteral("%1 %2 %3%4")
                    .arg(s.service, s.container, s.state,
                         s.exitCode ? QStringLiteral(" %1").arg(*s.exitCode) : QString());
    }
    return rows;
}
} // namespace

// ---- LaunchRecord -------------------------------------------------------------------------

void TestLaunches::recordRoundTrip()
{
    LaunchRecord r = record(QStringLiteral("studio-a"), utc("2026-03-01T10:00:00Z"));
    const QJsonObject running = r.toJson();
    // The keys are `accelctl launches -o json`'s contract; stoppedAt only once stopped.
    QCOMPARE(running.keys(),
             (QStringList{QStringLiteral("accelerator"), QStringLiteral("composeFiles"),
                          QStringLiteral("composeKind"), QStringLiteral("images"),
                          QStringLiteral("launchedAt"), QStringLiteral("product"),
                          QStringLiteral("project"), QStringLiteral("version"),
                          QStringLiteral("workingDirectory")}));
    QCOMPARE(running.value(QLatin1String("launchedAt")).toString(),
             QStringLiteral("2026-03-01T10:00:00Z"));
    auto back = LaunchRecord::fromJson(running, QStringLiteral("test"));
    QVERIFY2(back, qPrintable(back ? QString() : back.error().toString()));
    compareRecords(*back, r);
    QVERIFY(!back->isStopped());

    r.stoppedAt = utc("2026-03-01T12:30:05Z");
    const QJsonObject stopped = r.toJson();
    QCOMPARE(stopped.value(QLatin1String("stoppedAt")).toString(),
             QStringLiteral("2026-03-01T12:30:05Z"));
    back = LaunchRecord::fromJson(stopped, QStringLiteral("test"));
    QVERIFY(back);
    compareRecords(*back, r);
    QVERIFY(back->isStopped());
    QCOMPARE(back->toJson(), stopped);
}

struct InvalidRow
{
    const char *tag;
    QJsonObject set;          ///< keys replaced in a valid record's JSON
    QStringList remove;       ///< keys removed from it
    QString field;            ///< the field the error names; empty: the record is valid
    QString workingDirectory; ///< valid rows: the working directory read back
};
Q_DECLARE_METATYPE(InvalidRow)

void TestLaunches::recordInvalid_data()
{
    QTest::addColumn<InvalidRow>("row");
    const QString project = QStringLiteral("project");
    const QString launchedAt = QStringLiteral("launchedAt");
    const QString files = QStringLiteral("composeFiles");
    const QList<InvalidRow> rows{
        {"no project", {}, {project}, project, {}},
        {"empty project", {{project, QString()}}, {}, project, {}},
        // Not a name compose accepts: LaunchPlanner::projectName would change it.
        {"project with spaces", {{project, QStringLiteral("My Studio")}}, {}, project, {}},
        {"project in upper case", {{project, QStringLiteral("Studio")}}, {}, project, {}},
        {"project a path", {{project, QStringLiteral("../etc")}}, {}, project, {}},
        {"project a number", {{project, 7}}, {}, project, {}},
        {"no launch time", {}, {launchedAt}, launchedAt, {}},
        {"launch time not a time", {{launchedAt, QStringLiteral("yesterday")}}, {}, launchedAt, {}},
        {"stop time not a time",
         {{QStringLiteral("stoppedAt"), QStringLiteral("soon")}},
         {},
         QStringLiteral("stoppedAt"),
         {}},
        {"no compose files", {}, {files}, files, {}},
        {"compose files empty", {{files, QJsonArray()}}, {}, files, {}},
        {"compose files a string", {{files, QStringLiteral("/p/compose.yaml")}}, {}, files, {}},
        {"compose file not a string",
         {{files, QJsonArray{QStringLiteral("/p/compose.yaml"), 3}}},
         {},
         files,
         {}},
        {"compose file empty", {{files, QJsonArray{QString()}}}, {}, files, {}},
        // Optional fields: the working directory defaults to the first file's folder.
        {"no working directory",
         {},
         {QStringLiteral("workingDirectory")},
         {},
         QStringLiteral("/p")},
        {"no images, version, kind",
         {},
         {QStringLiteral("images"), QStringLiteral("version"), QStringLiteral("composeKind")},
         {},
         QStringLiteral("/p")},
    };
    for (const InvalidRow &row : rows)
        QTest::addRow("%s", row.tag) << row;
}

void TestLaunches::recordInvalid()
{
    QFETCH(InvalidRow, row);
    QJsonObject json = record(QStringLiteral("studio-a"), utc("2026-03-01T10:00:00Z")).toJson();
    for (auto it = row.set.begin(); it != row.set.end(); ++it)
        json.insert(it.key(), it.value());
    for (const QString &key : row.remove)
        json.remove(key);
    const QString source = QStringLiteral("/state/launches/studio-a/launch.json");
    const auto parsed = LaunchRecord::fromJson(json, source);
    if (row.field.isEmpty()) {
        QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().toString()));
        QCOMPARE(parsed->workingDirectory, row.workingDirectory);
        return;
    }
    QVERIFY(!parsed);
    QCOMPARE(parsed.error().code, QStringLiteral("LAUNCH_RECORD_INVALID"));
    QVERIFY2(parsed.error().message.contains(source), qPrintable(parsed.error().message));
    QVERIFY2(parsed.error().message.contains(QStringLiteral("field ") + row.field),
             qPrintable(parsed.error().message));
}

// ---- LaunchRegistry -----------------------------------------------------------------------

void TestLaunches::registryOrderAndStop()
{
    QTemporaryDir state;
    const LaunchRegistry registry(state.path());
    QCOMPARE(registry.stateDir(), state.path());
    QVERIFY(registry.all());
    QVERIFY(registry.all()->isEmpty());
    // Written in neither name nor time order.
    const LaunchRecord middle = record(QStringLiteral("b-middle"), utc("2026-03-02T09:00:00Z"));
    const LaunchRecord oldest = record(QStringLiteral("c-oldest"), utc("2026-03-01T09:00:00Z"));
    const LaunchRecord newest = record(QStringLiteral("a-newest"), utc("2026-03-03T09:00:00Z"));
    for (const LaunchRecord &r : {middle, oldest, newest}) {
        const auto saved = registry.save(r);
        QVERIFY2(saved, qPrintable(saved ? QString() : saved.error().toString()));
        QVERIFY(QFileInfo::exists(state.filePath(QStringLiteral("launches/") + r.project +
                                                 QStringLiteral("/launch.json"))));
    }
    QCOMPARE(registry.recordPath(QStringLiteral("a-newest")),
             state.path() + QStringLiteral("/launches/a-newest/launch.json"));
    // A dry run's work directory has no record: not a launch, and no warning.
    QVERIFY(QDir().mkpath(registry.directoryFor(QStringLiteral("dry-run"))));

    QStringList warnings;
    auto all = registry.all(&warnings);
    QVERIFY2(all, qPrintable(all ? QString() : all.error().toString()));
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    QStringList order;
    for (const LaunchRecord &r : *all)
        order << r.project;
    QCOMPARE(order, (QStringList{QStringLiteral("a-newest"), QStringLiteral("b-middle"),
                                 QStringLiteral("c-oldest")}));
    compareRecords(all->at(1), middle);

    const auto loaded = registry.load(QStringLiteral("c-oldest"));
    QVERIFY(loaded);
    compareRecords(*loaded, oldest);

    // Stopping keeps the record (its files, to read logs of what ran), marked stopped.
    const QDateTime when = utc("2026-03-04T08:00:00Z");
    const auto stopped = registry.markStopped(QStringLiteral("b-middle"), when);
    QVERIFY2(stopped, qPrintable(stopped ? QString() : stopped.error().toString()));
    const auto reloaded = registry.load(QStringLiteral("b-middle"));
    QVERIFY(reloaded);
    QVERIFY(reloaded->isStopped());
    QCOMPARE(reloaded->stoppedAt, when);
    LaunchRecord expected = middle;
    expected.stoppedAt = when;
    compareRecords(*reloaded, expected);
    all = registry.all(&warnings);
    QVERIFY(all);
    QCOMPARE(all->size(), 3);
    QVERIFY(all->at(1).isStopped());

    const auto unknown = registry.markStopped(QStringLiteral("nope"));
    QVERIFY(!unknown);
    QCOMPARE(unknown.error().code, QStringLiteral("LAUNCH_NOT_FOUND"));
}

void TestLaunches::registrySkipsBroken_data()
{
    QTest::addColumn<QString>("project");
    QTest::addColumn<QByteArray>("content"); // empty: a file one byte over the limit
    QTest::addColumn<QString>("why");        // in the warning and in load's error
    QTest::addRow("garbage") << "garbage" << QByteArray("{not json\x01")
                             << "is not a launch record";
    QTest::addRow("not an object") << "array" << QByteArray("[1, 2]") << "is not a launch record";
    QTest::addRow("blank file") << "blank" << QByteArray(" ") << "is not a launch record";
    QTest::addRow("over the size limit") << "huge" << QByteArray()
                                         << QStringLiteral("is %1 bytes, over the %2-byte limit")
                                                .arg(LaunchRegistry::RecordSizeLimit + 1)
                                                .arg(LaunchRegistry::RecordSizeLimit);
    QTest::addRow("field missing")
        << "nofiles"
        << QByteArray(R"({"project": "nofiles", "launchedAt": "2026-03-01T10:00:00Z"})")
        << "field composeFiles";
    // A record copied into another project's folder: not that project's.
    QTest::addRow("another project's record")
        << "copied"
        << QByteArray(R"({"project": "studio-a", "launchedAt": "2026-03-01T10:00:00Z",)"
                      R"( "composeFiles": ["/p/compose.yaml"]})")
        << "records project studio-a, not copied";
}

void TestLaunches::registrySkipsBroken()
{
    QFETCH(QString, project);
    QFETCH(QByteArray, content);
    QFETCH(QString, why);
    QTemporaryDir state;
    const LaunchRegistry registry(state.path());
    QVERIFY(registry.save(record(QStringLiteral("studio-a"), utc("2026-03-01T10:00:00Z"))));
    QVERIFY(registry.save(record(QStringLiteral("studio-z"), utc("2026-03-02T10:00:00Z"))));
    const QString path = registry.recordPath(project);
    if (content.isEmpty()) {
        // Sparse: a huge record costs no disk.
        QVERIFY(writeFile(path, QByteArray("{")));
        QFile file(path);
        QVERIFY(file.resize(LaunchRegistry::RecordSizeLimit + 1));
    } else {
        QVERIFY(writeFile(path, content));
    }

    QStringList warnings;
    const auto all = registry.all(&warnings);
    QVERIFY(all);
    QCOMPARE(all->size(), 2);
    QCOMPARE(all->at(0).project, QStringLiteral("studio-z"));
    QCOMPARE(all->at(1).project, QStringLiteral("studio-a"));
    QCOMPARE(warnings.size(), 1);
    QVERIFY2(warnings.first().contains(path), qPrintable(warnings.first()));
    QVERIFY2(warnings.first().contains(why), qPrintable(warnings.first()));
    // Without a list for warnings the broken one is still skipped, not fatal.
    QVERIFY(registry.all());
    QCOMPARE(registry.all()->size(), 2);

    const auto loaded = registry.load(project);
    QVERIFY(!loaded);
    QCOMPARE(loaded.error().code, QStringLiteral("LAUNCH_RECORD_INVALID"));
    QVERIFY2(loaded.error().message.contains(path), qPrintable(loaded.error().message));
}

void TestLaunches::loadUnknown_data()
{
    QTest::addColumn<QStringList>("recorded");
    QTest::addColumn<QString>("hintContains");
    QTest::addRow("nothing launched") << QStringList() << "accelctl launch PRODUCT";
    QTest::addRow("two launched") << QStringList{QStringLiteral("ingest"), QStringLiteral("studio")}
                                  << "Recorded projects: ingest, studio";
    QTest::addRow("one launched") << QStringList{QStringLiteral("studio")}
                                  << "Recorded projects: studio";
}

void TestLaunches::loadUnknown()
{
    QFETCH(QStringList, recorded);
    QFETCH(QString, hintContains);
    QTemporaryDir state;
    const LaunchRegistry registry(state.path());
    // Same launch time: the list keeps name order.
    for (const QString &project : recorded)
        QVERIFY(registry.save(record(project, utc("2026-03-01T10:00:00Z"))));
    const auto loaded = registry.load(QStringLiteral("studoi"));
    QVERIFY(!loaded);
    QCOMPARE(loaded.error().code, QStringLiteral("LAUNCH_NOT_FOUND"));
    QVERIFY2(loaded.error().message.contains(QLatin1String("studoi")),
             qPrintable(loaded.error().message));
    QVERIFY2(loaded.error().message.contains(state.path() + QStringLiteral("/launches")),
             qPrintable(loaded.error().message));
    QVERIFY2(loaded.error().hint.contains(hintContains), qPrintable(loaded.error().hint));
}

// issue 32 (docs/SECURITY.md "State directory"): a state directory or launches/ folder others
// can write fails the list, load and list-with-status alike (STATE_DIR_UNSAFE, naming it with the
// fix), so no caller can mistake it for "nothing launched"; one project's folder others can write
// fails that project only and is a warning in the list.
void TestLaunches::registryRefusesUnsafeFolders_data()
{
    QTest::addColumn<QString>("folder"); ///< "" for the state directory itself
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("listFails");
    QTest::addColumn<bool>("loadFails");
    QTest::addRow("state directory 0777") << "" << 0777 << true << true;
    QTest::addRow("state directory 0770") << "" << 0770 << true << true;
    QTest::addRow("launches 0757") << "launches" << 0757 << true << true;
    QTest::addRow("project folder 0777") << "launches/studio" << 0777 << false << true;
    QTest::addRow("state directory sticky 01777") << "" << 01777 << false << false;
    QTest::addRow("launches 0700") << "launches" << 0700 << false << false;
}

void TestLaunches::registryRefusesUnsafeFolders()
{
    QFETCH(QString, folder);
    QFETCH(int, mode);
    QFETCH(bool, listFails);
    QFETCH(bool, loadFails);
    QTemporaryDir state;
    const LaunchRegistry registry(state.path());
    QVERIFY(registry.save(record(QStringLiteral("ingest"), utc("2026-03-01T10:00:00Z"))));
    QVERIFY(registry.save(record(QStringLiteral("studio"), utc("2026-03-02T10:00:00Z"))));
    const QString path = folder.isEmpty() ? state.path() : state.filePath(folder);
    QCOMPARE(::chmod(QFile::encodeName(path).constData(), mode_t(mode)), 0);

    QStringList warnings;
    const auto all = registry.all(&warnings);
    // A docker that cannot be asked: the list is still read (status unknown).
    QStringList listWarnings;
    const auto listed =
        LaunchControl::list(registry, QStringLiteral("/nonexistent/docker"), &listWarnings);
    if (listFails) {
        for (const Error &error :
             {all ? Error() : all.error(), listed ? Error() : listed.error()}) {
            QCOMPARE(error.code, QStringLiteral("STATE_DIR_UNSAFE"));
            QVERIFY2(error.message.startsWith(path), qPrintable(error.message));
            QVERIFY2(error.hint.contains(QStringLiteral("chmod go-w ") + path),
                     qPrintable(error.hint));
        }
    } else {
        QVERIFY2(all, qPrintable(all ? QString() : all.error().toString()));
        QVERIFY2(listed, qPrintable(listed ? QString() : listed.error().toString()));
        QStringList projects;
        for (const LaunchRecord &r : *all)
            projects << r.project;
        QCOMPARE(projects, loadFails
                               ? QStringList{QStringLiteral("ingest")}
                               : (QStringList{QStringLiteral("studio"), QStringLiteral("ingest")}));
        QCOMPARE(listed->size(), projects.size());
        if (loadFails) {
            QCOMPARE(warnings.size(), 1);
            QVERIFY2(warnings.first().startsWith(path), qPrintable(warnings.first()));
            QVERIFY2(warnings.first().contains(QStringLiteral("chmod go-w ") + path),
                     qPrintable(warnings.first()));
        } else {
            QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
        }
    }
    const auto loaded = registry.load(QStringLiteral("studio"));
    QCOMPARE(bool(loaded), !loadFails);
    if (loadFails) {
        QCOMPARE(loaded.error().code, QStringLiteral("STATE_DIR_UNSAFE"));
        QVERIFY2(loaded.error().message.startsWith(path), qPrintable(loaded.error().message));
    }
    // An unknown project is not "not found" in a folder that cannot be trusted.
    if (listFails) {
        const auto unknown = registry.load(QStringLiteral("nope"));
        QVERIFY(!unknown);
        QCOMPARE(unknown.error().code, QStringLiteral("STATE_DIR_UNSAFE"));
    }
}

// ---- LaunchStatus -------------------------------------------------------------------------

void TestLaunches::psArguments()
{
    // The command that captured ps-projects.txt (see its README): one docker ps for every
    // project, by the label both compose v1 and v2 put on their containers.
    QCOMPARE(
        LaunchStatus::psArguments(),
        (QStringList{QStringLiteral("ps"), QStringLiteral("-a"), QStringLiteral("--no-trunc"),
                     QStringLiteral("--filter"), QStringLiteral("label=com.docker.compose.project"),
                     QStringLiteral("--format"),
                     QStringLiteral("{{.Label \"com.docker.compose.project\"}}\t"
                                    "{{.Label \"com.docker.compose.service\"}}\t{{.Names}}\t"
                                    "{{.State}}\t{{.Status}}")}));
}

void TestLaunches::parsePs_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<QStringList>("projects"); // sorted
    QTest::addColumn<QString>("project");
    QTest::addColumn<QStringList>("services"); // describe() of project's, sorted by service
    QTest::addColumn<QString>("summary");
    const QByteArray real = readFixture("ps-projects.txt");
    const QStringList fourProjects{QStringLiteral("p1"), QStringLiteral("p2"), QStringLiteral("p3"),
                                   QStringLiteral("p4")};
    QTest::addRow("real: exited and running")
        << real << fourProjects << "p1"
        << QStringList{QStringLiteral("s1 accelcap-p1-exited exited 3"),
                       QStringLiteral("s2 accelcap-p1-running running")}
        << "partially running";
    QTest::addRow("real: running")
        << real << fourProjects << "p2"
        << QStringList{QStringLiteral("media accelcap-p2-running running")} << "running";
    QTest::addRow("real: exited 0")
        << real << fourProjects << "p3"
        << QStringList{QStringLiteral("job accelcap-p3-exited0 exited 0")} << "exited (0)";
    QTest::addRow("real: created")
        << real << fourProjects << "p4"
        << QStringList{QStringLiteral("web accelcap-p4-created created")} << "created";
    QTest::addRow("real: unknown project")
        << real << fourProjects << "p9" << QStringList() << "not found";
    // Clients before State was a ps column print "<no value>": the state comes from the status.
    QTest::addRow("no State column")
        << QByteArray("old\tmedia\told-media-1\t<no value>\tUp 2 hours\n"
                      "old\tui\told-ui-1\t<no value>\tExited (137) 5 minutes ago\n")
        << QStringList{QStringLiteral("old")} << "old"
        << QStringList{QStringLiteral("media old-media-1 running"),
                       QStringLiteral("ui old-ui-1 exited 137")}
        << "partially running";
    // Lines that are not five cells, or have no project, are not containers.
    QTest::addRow("junk lines") << QByteArray("\n\nWARNING: something\nx\ty\n"
                                              "good\ts\tgood-s-1\trunning\tUp 1 second\r\n")
                                << QStringList{QStringLiteral("good")} << "good"
                                << QStringList{QStringLiteral("s good-s-1 running")} << "running";
    QTest::addRow("empty") << QByteArray() << QStringList() << "p1" << QStringList() << "not found";
}

void TestLaunches::parsePs()
{
    QFETCH(QByteArray, output);
    QFETCH(QStringList, projects);
    QFETCH(QString, project);
    QFETCH(QStringList, services);
    QFETCH(QString, summary);
    const auto parsed = LaunchStatus::parsePs(output);
    QStringList keys = parsed.keys();
    keys.sort();
    QCOMPARE(keys, projects);
    const QList<ServiceStatus> rows = parsed.value(project);
    QCOMPARE(describe(rows), services);
    QCOMPARE(LaunchStatus::summarize(rows, false), summary);
    for (const ServiceStatus &s : rows) {
        QVERIFY(!s.status.isEmpty());
        QCOMPARE(s.toJson().contains(QLatin1String("exitCode")), s.exitCode.has_value());
    }
}

void TestLaunches::summarize_data()
{
    QTest::addColumn<QStringList>("states"); // "running", "exited 3", "created"
    QTest::addColumn<bool>("stopped");
    QTest::addColumn<QString>("summary");
    const QString running = QStringLiteral("running");
    QTest::addRow("all running") << QStringList{running, running} << false << "running";
    QTest::addRow("one running") << QStringList{running} << false << "running";
    QTest::addRow("running and exited")
        << QStringList{QStringLiteral("exited 1"), running} << false << "partially running";
    QTest::addRow("running and created")
        << QStringList{running, QStringLiteral("created")} << false << "partially running";
    QTest::addRow("all exited, first nonzero")
        << QStringList{QStringLiteral("exited 0"), QStringLiteral("exited 137"),
                       QStringLiteral("exited 2")}
        << false << "exited (137)";
    QTest::addRow("all exited, nonzero first")
        << QStringList{QStringLiteral("exited 3"), QStringLiteral("exited 0")} << false
        << "exited (3)";
    QTest::addRow("all exited 0") << QStringList{QStringLiteral("exited 0"),
                                                 QStringLiteral("exited 0")}
                                  << false << "exited (0)";
    QTest::addRow("created") << QStringList{QStringLiteral("created")} << false << "created";
    // Containers win over the record: they are what docker has now.
    QTest::addRow("stopped record, containers left")
        << QStringList{QStringLiteral("exited 3")} << true << "exited (3)";
    QTest::addRow("none, stopped") << QStringList() << true << "stopped";
    QTest::addRow("none") << QStringList() << false << "not found";
}

void TestLaunches::summarize()
{
    QFETCH(QStringList, states);
    QFETCH(bool, stopped);
    QFETCH(QString, summary);
    QList<ServiceStatus> services;
    for (const QString &state : states) {
        ServiceStatus s;
        s.service = QStringLiteral("svc%1").arg(services.size());
        s.state = state.section(QLatin1Char(' '), 0, 0);
        if (state.contains(QLatin1Char(' ')))
            s.exitCode = state.section(QLatin1Char(' '), 1).toInt();
        services << s;
    }
    QCOMPARE(LaunchStatus::summarize(services, stopped), summary);
}

// ---- LaunchControl ------------------------------------------------------------------------

enum class Action
{
    Invalid = 0,
    Stop,
    StopVolumes,
    Logs,
    LogsFollow,
};
Q_DECLARE_METATYPE(Action)

void TestLaunches::control_data()
{
    QTest::addColumn<Host::ComposeKind>("kind");
    QTest::addColumn<Action>("action");
    QTest::addColumn<QStringList>("command"); // after the project and files
    const struct
    {
        const char *name;
        Host::ComposeKind kind;
    } kinds[] = {{"plugin", Host::ComposeKind::Plugin},
                 {"standalone-v1", Host::ComposeKind::StandaloneV1}};
    for (const auto &k : kinds) {
        QTest::addRow("%s stop", k.name)
            << k.kind << Action::Stop << QStringList{QStringLiteral("down")};
        QTest::addRow("%s stop --volumes", k.name)
            << k.kind << Action::StopVolumes
            << QStringList{QStringLiteral("down"), QStringLiteral("--volumes")};
        QTest::addRow("%s logs", k.name)
            << k.kind << Action::Logs
            << QStringList{QStringLiteral("logs"), QStringLiteral("--no-color")};
        QTest::addRow("%s logs --follow --tail 50 norsk-media", k.name)
            << k.kind << Action::LogsFollow
            << QStringList{QStringLiteral("logs"),     QStringLiteral("--no-color"),
                           QStringLiteral("--follow"), QStringLiteral("--tail"),
                           QStringLiteral("50"),       QStringLiteral("norsk-media")};
    }
}

void TestLaunches::control()
{
    QFETCH(Host::ComposeKind, kind);
    QFETCH(Action, action);
    QFETCH(QStringList, command);
    QTemporaryDir dir;
    const QString composeFile = dir.filePath(QStringLiteral("product/compose.yaml"));
    const QString overlay = dir.filePath(QStringLiteral("state/overlay.yaml"));
    QVERIFY(writeFile(composeFile, "services: {}\n"));
    QVERIFY(writeFile(overlay, "services: {}\n"));
    const LaunchRecord r =
        record(QStringLiteral("studio-a"), utc("2026-03-01T10:00:00Z"), {composeFile, overlay});

    Host::ComposeTool compose;
    compose.kind = kind;
    compose.program = kind == Host::ComposeKind::Plugin ? QStringLiteral("/usr/bin/docker")
                                                        : QStringLiteral("/usr/bin/docker-compose");
    compose.version =
        kind == Host::ComposeKind::Plugin ? QStringLiteral("2.20.2") : QStringLiteral("1.29.2");
    Result<ComposeInvocation> invocation = fail(QStringLiteral("NONE"), QString());
    switch (action) {
    case Action::Stop:
        invocation = LaunchControl::stop(r, compose, false);
        break;
    case Action::StopVolumes:
        invocation = LaunchControl::stop(r, compose, true);
        break;
    case Action::Logs:
        invocation = LaunchControl::logs(r, compose, false, -1, QString());
        break;
    case Action::LogsFollow:
        invocation = LaunchControl::logs(r, compose, true, 50, QStringLiteral("norsk-media"));
        break;
    case Action::Invalid:
        QFAIL("no action");
    }
    QVERIFY2(invocation, qPrintable(invocation ? QString() : invocation.error().toString()));
    QStringList expected;
    if (kind == Host::ComposeKind::Plugin)
        expected << QStringLiteral("compose");
    expected << QStringLiteral("-p") << QStringLiteral("studio-a") << QStringLiteral("-f")
             << composeFile << QStringLiteral("-f") << overlay;
    QCOMPARE(invocation->program, compose.program);
    QCOMPARE(invocation->arguments, expected + command);
    QCOMPARE(invocation->workingDirectory, QFileInfo(composeFile).absolutePath());
    // What a failure is read with: the record's images, this compose.
    QCOMPARE(invocation->failureContext.images, r.images);
    QCOMPARE(invocation->failureContext.compose.kind, kind);
    QCOMPARE(invocation->failureContext.dockerHost, qEnvironmentVariable("DOCKER_HOST"));
}

struct RefusedRow
{
    const char *tag;
    Host::ComposeKind kind;
    bool dockerMissing;
    bool overlayGone; ///< the overlay file deleted after the launch
    QString code;
    QString messageContains; ///< "OVERLAY": the overlay's path
};
Q_DECLARE_METATYPE(RefusedRow)

void TestLaunches::controlRefused_data()
{
    QTest::addColumn<RefusedRow>("row");
    const QList<RefusedRow> rows{
        {"overlay gone", Host::ComposeKind::Plugin, false, true,
         QStringLiteral("LAUNCH_FILES_MISSING"), QStringLiteral("OVERLAY")},
        {"overlay gone, compose 1.29", Host::ComposeKind::StandaloneV1, false, true,
         QStringLiteral("LAUNCH_FILES_MISSING"), QStringLiteral("OVERLAY")},
        // No compose on this host: its own error comes first, whatever the files.
        {"no compose", Host::ComposeKind::Missing, false, true,
         QStringLiteral("DOCKER_COMPOSE_MISSING"), QStringLiteral("no Docker Compose")},
        {"no docker", Host::ComposeKind::Missing, true, false, QStringLiteral("DOCKER_NOT_FOUND"),
         QStringLiteral("docker could not be run")},
    };
    for (const RefusedRow &row : rows)
        QTest::addRow("%s", row.tag) << row;
}

void TestLaunches::controlRefused()
{
    QFETCH(RefusedRow, row);
    QTemporaryDir dir;
    const QString composeFile = dir.filePath(QStringLiteral("compose.yaml"));
    const QString overlay = dir.filePath(QStringLiteral("launches/studio-a/overlay.yaml"));
    QVERIFY(writeFile(composeFile, "services: {}\n"));
    QVERIFY(writeFile(overlay, "services: {}\n"));
    if (row.overlayGone)
        QVERIFY(QFile::remove(overlay));
    const LaunchRecord r =
        record(QStringLiteral("studio-a"), utc("2026-03-01T10:00:00Z"), {composeFile, overlay});
    Host::ComposeTool compose;
    compose.kind = row.kind;
    compose.dockerMissing = row.dockerMissing;
    if (row.kind != Host::ComposeKind::Missing)
        compose.program = QStringLiteral("/usr/bin/docker");
    const QString needle =
        row.messageContains == QLatin1String("OVERLAY") ? overlay : row.messageContains;
    const QList<Result<ComposeInvocation>> results{
        LaunchControl::stop(r, compose, false), LaunchControl::stop(r, compose, true),
        LaunchControl::logs(r, compose, true, 10, QString())};
    for (const auto &result : results) {
        QVERIFY(!result);
        QCOMPARE(result.error().code, row.code);
        QVERIFY2(result.error().message.contains(needle), qPrintable(result.error().message));
        QVERIFY(!result.error().hint.isEmpty());
    }
    if (row.code == QLatin1String("LAUNCH_FILES_MISSING")) {
        QVERIFY2(results.first().error().hint.contains(
                     QLatin1String("accelctl launch norsk-studio --project studio-a")),
                 qPrintable(results.first().error().hint));
    }
}

QTEST_GUILESS_MAIN(TestLaunches)
#include "tst_launches.moc"
