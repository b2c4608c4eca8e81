// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// What the planner checks before `up` so a launch fails before anything runs
// (launchplanner.h, LaunchPlan::blockers): --shm-size as compose reads a size (a number with an
// optional b, k, m or g unit, kb/mb/gb too, above zero), and the files the product's compose file
// needs on disk (secrets.*.file, configs.*.file, services.*.env_file, including compose v2's
// {path, required: false}), each PRODUCT_FILE_MISSING naming the path and the compose key. And
// the host facts a caller already has (LaunchRequest::compose, ::daemon) are used, not asked
// again: no process runs for them. And the host's own files: a --host-root or --docker-info
// that names nothing is an error naming it, not a plan for a host with no accelerator (issue
// 18, section 4). And the compose files a product's compose file pulls in (`include:`, short and
// long form, `services.*.extends.file`) must be inside the product folder and there: outside
// (`..`, absolute, a link leading out, remote, a variable) is PRODUCT_FILE_OUTSIDE, missing is
// PRODUCT_FILE_MISSING, each a blocker of the plan (issue 32).
#include "host/hostcodes.h"
#include "launch/launchplanner.h"
#include "launch/product.h"
#include "testsupport.h"

#include <QtTest>

using namespace Accel;
using namespace Accel::Launch;

class TestLaunchPlannerFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shmSize_data();
    void shmSize();
    void missingFiles_data();
    void missingFiles();
    void composeReferences_data();
    void composeReferences();
    void composeReferencesBlockThePlan();
    void hostFactsGiven_data();
    void hostFactsGiven();
    void hostSeamsThatNameNothing_data();
    void hostSeamsThatNameNothing();
};

void TestLaunchPlannerFiles::shmSize_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("valid");
    QTest::addRow("64m") << "64m" << true;
    QTest::addRow("2gb") << "2gb" << true;
    QTest::addRow("1g") << "1g" << true;
    QTest::addRow("1024 bytes") << "1024" << true;
    QTest::addRow("upper case unit") << "512M" << true;
    QTest::addRow("8kb") << "8kb" << true;
    QTest::addRow("1b") << "1b" << true;
    QTest::addRow("lots") << "lots" << false;
    QTest::addRow("-1") << "-1" << false;
    QTest::addRow("1.5.g") << "1.5.g" << false;
    QTest::addRow("0") << "0" << false;
    QTest::addRow("0m") << "0m" << false;
    QTest::addRow("empty") << "" << false;
    QTest::addRow("unit only") << "g" << false;
    QTest::addRow("too big to count") << "99999999999999999999999g" << false;
}

void TestLaunchPlannerFiles::shmSize()
{
    QFETCH(QString, value);
    QFETCH(bool, valid);
    const std::optional<QString> why = LaunchPlanner::checkShmSize(value);
    QVERIFY2(why.has_value() != valid, qPrintable(why.value_or(QStringLiteral("valid"))));
    if (why) // the message quotes what was given
        QVERIFY2(why->contains(QLatin1Char('"') + value + QLatin1Char('"')), qPrintable(*why));
}

struct FilesRow
{
    const char *tag;
    QByteArray compose;
    QStringList present;  ///< files created, relative to the compose folder
    QStringList expected; ///< "KEY PATH" per missing file, PATH relative to the compose folder
};
Q_DECLARE_METATYPE(FilesRow)

void TestLaunchPlannerFiles::missingFiles_data()
{
    QTest::addColumn<FilesRow>("row");
    const QByteArray media("services:\n  media:\n    image: m\n");
    const QList<FilesRow> rows{
        {"nothing needed", media, {}, {}},
        {"secret missing",
         media + "secrets:\n  token: {file: ./token.txt}\n",
         {},
         {QStringLiteral("secrets.token.file token.txt")}},
        {"secret there",
         media + "secrets:\n  token: {file: ./token.txt}\n",
         {QStringLiteral("token.txt")},
         {}},
        // External and environment secrets are not files.
        {"secret external", media + "secrets:\n  token: {external: true}\n", {}, {}},
        {"config missing in a folder",
         media + "configs:\n  app: {file: conf/app.ini}\n",
         {},
         {QStringLiteral("configs.app.file conf/app.ini")}},
        {"config above the compose folder",
         media + "configs:\n  shared: {file: ../shared.ini}\n",
         {},
         {QStringLiteral("configs.shared.file ../shared.ini")}},
        {"env_file string missing",
         "services:\n  media: {image: m, env_file: media.env}\n",
         {},
         {QStringLiteral("services.media.env_file media.env")}},
        {"env_file list, one missing",
         "services:\n  media: {image: m, env_file: [a.env, b.env]}\n",
         {QStringLiteral("a.env")},
         {QStringLiteral("services.media.env_file b.env")}},
        // Compose v2: {path, required: false} may be absent.
        {"env_file not required",
         "services:\n  media: {image: m, env_file: [{path: opt.env, required: false}]}\n",
         {},
         {}},
        {"env_file required",
         "services:\n  media: {image: m, env_file: [{path: req.env, required: true}]}\n",
         {},
         {QStringLiteral("services.media.env_file req.env")}},
        {"env_file required by default",
         "services:\n  media: {image: m, env_file: [{path: req.env}]}\n",
         {},
         {QStringLiteral("services.media.env_file req.env")}},
        {"env_file mixed",
         "services:\n  media: {image: m, env_file: [base.env, {path: local.env, required: "
         "false}, {path: site.env}]}\n",
         {QStringLiteral("base.env")},
         {QStringLiteral("services.media.env_file site.env")}},
        // Every missing file is reported, secrets, then configs, then services.
        {"several",
         "services:\n  ui: {image: u, env_file: ui.env}\n  media: {image: m, env_file: m.env}\n"
         "configs:\n  app: {file: app.ini}\nsecrets:\n  key: {file: key.pem}\n",
         {},
         {QStringLiteral("secrets.key.file key.pem"), QStringLiteral("configs.app.file app.ini"),
          QStringLiteral("services.media.env_file m.env"),
          QStringLiteral("services.ui.env_file ui.env")}},
    };
    for (const FilesRow &row : rows)
        QTest::addRow("%s", row.tag) << row;
}

void TestLaunchPlannerFiles::missingFiles()
{
    QFETCH(FilesRow, row);
    QTemporaryDir dir;
    const QString composeDir = dir.filePath(QStringLiteral("product"));
    QVERIFY(QDir().mkpath(composeDir));
    for (const QString &file : row.present) {
        QFile f(composeDir + QLatin1Char('/') + file);
        QVERIFY(QDir().mkpath(QFileInfo(f).absolutePath()));
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    ProductTemplate product;
    product.name = QStringLiteral("demo");
    product.compose = Accel::Test::yaml(row.compose).toObject();
    QVERIFY(product.compose.contains(QLatin1String("services")));

    const QList<Error> missing = LaunchPlanner::missingFiles(product, composeDir);
    QCOMPARE(missing.size(), row.expected.size());
    for (qsizetype i = 0; i < missing.size(); ++i) {
        const Error &e = missing.at(i);
        const QString key = row.expected.at(i).section(QLatin1Char(' '), 0, 0);
        const QString path = QDir::cleanPath(composeDir + QLatin1Char('/') +
                                             row.expected.at(i).section(QLatin1Char(' '), 1));
        QCOMPARE(e.code, QStringLiteral("PRODUCT_FILE_MISSING"));
        QVERIFY2(e.message.contains(QStringLiteral("demo needs %1 (%2)").arg(path, key)),
                 qPrintable(e.message));
        QVERIFY2(e.hint.contains(path), qPrintable(e.hint));
    }
}

struct ReferenceRow
{
    const char *tag;
    QByteArray compose;     ///< %OUT% is replaced by a folder beside the product folder
    QByteArrayList present; ///< files made in the product folder
    QByteArrayList outside; ///< files made in the folder beside it
    QByteArrayList links;   ///< "NAME TARGET": symlinks made in the product folder (%OUT% expanded)
    QStringList expected;   ///< "CODE KEY" per problem, in order
};
Q_DECLARE_METATYPE(ReferenceRow)

void TestLaunchPlannerFiles::composeReferences_data()
{
    QTest::addColumn<ReferenceRow>("row");
    const QByteArray media("services:\n  media:\n    image: m\n");
    const QString outsideCode = QStringLiteral("PRODUCT_FILE_OUTSIDE");
    const QString missingCode = QStringLiteral("PRODUCT_FILE_MISSING");
    const QList<ReferenceRow> rows{
        {"no include, no extends", media, {}, {}, {}, {}},
        {"include inside, present",
         media + "include: [common.yaml]\n",
         {"common.yaml"},
         {},
         {},
         {}},
        {"include inside a subfolder",
         media + "include: [lib/common.yaml]\n",
         {"lib/common.yaml"},
         {},
         {},
         {}},
        {"include missing",
         media + "include: [common.yaml]\n",
         {},
         {},
         {},
         {missingCode + QStringLiteral(" include[0]")}},
        {"include with ..",
         media + "include: [../x/compose.yaml]\n",
         {},
         {"compose.yaml"},
         {},
         {outsideCode + QStringLiteral(" include[0]")}},
        {"include absolute",
         media + "include: [/etc/passwd]\n",
         {},
         {},
         {},
         {outsideCode + QStringLiteral(" include[0]")}},
        {"include that climbs back in",
         media + "include: [../product/common.yaml]\n",
         {"common.yaml"},
         {},
         {},
         {}},
        {"include long form, path list",
         media + "include:\n- path: [a.yaml, ../x/b.yaml]\n",
         {"a.yaml"},
         {"b.yaml"},
         {},
         {outsideCode + QStringLiteral(" include[0].path[1]")}},
        {"include long form, env_file outside",
         media + "include:\n- path: a.yaml\n  env_file: ../x/site.env\n",
         {"a.yaml"},
         {"site.env"},
         {},
         {outsideCode + QStringLiteral(" include[0].env_file")}},
        {"include remote",
         media + "include: [oci://registry.example/compose:1]\n",
         {},
         {},
         {},
         {outsideCode + QStringLiteral(" include[0]")}},
        {"include with a variable",
         media + "include:\n  - ${HOME}/compose.yaml\n",
         {},
         {},
         {},
         {outsideCode + QStringLiteral(" include[0]")}},
        {"include through a link leading out",
         media + "include: [lib.yaml]\n",
         {},
         {"real.yaml"},
         {"lib.yaml %OUT%/real.yaml"},
         {outsideCode + QStringLiteral(" include[0]")}},
        {"extends in the same file",
         "services:\n  base: {image: b}\n  media: {extends: base}\n",
         {},
         {},
         {},
         {}},
        {"extends file inside",
         "services:\n  media:\n    extends: {file: base.yaml, service: b}\n",
         {"base.yaml"},
         {},
         {},
         {}},
        {"extends file missing",
         "services:\n  media:\n    extends: {file: base.yaml, service: b}\n",
         {},
         {},
         {},
         {missingCode + QStringLiteral(" services.media.extends.file")}},
        {"extends file outside",
         "services:\n  media:\n    extends: {file: ../x/base.yaml, service: b}\n",
         {},
         {"base.yaml"},
         {},
         {outsideCode + QStringLiteral(" services.media.extends.file")}},
        {"extends file absolute",
         "services:\n  media:\n    extends: {file: /etc/hostname, service: b}\n",
         {},
         {},
         {},
         {outsideCode + QStringLiteral(" services.media.extends.file")}},
        {"both",
         "include: [/etc/passwd]\nservices:\n  media: {image: m}\n"
         "  ui:\n    extends: {file: gone.yaml, service: b}\n",
         {},
         {},
         {},
         {outsideCode + QStringLiteral(" include[0]"),
          missingCode + QStringLiteral(" services.ui.extends.file")}},
    };
    for (const ReferenceRow &row : rows)
        QTest::addRow("%s", row.tag) << row;
}

void TestLaunchPlannerFiles::composeReferences()
{
    QFETCH(ReferenceRow, row);
    QTemporaryDir dir;
    const QString productDir = dir.filePath(QStringLiteral("product"));
    const QString outsideDir = dir.filePath(QStringLiteral("x"));
    QVERIFY(QDir().mkpath(productDir));
    QVERIFY(QDir().mkpath(outsideDir));
    const auto make = [](const QString &path) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write("services: {}\n") > 0;
    };
    for (const QByteArray &file : row.present)
        QVERIFY(make(productDir + QLatin1Char('/') + QString::fromUtf8(file)));
    for (const QByteArray &file : row.outside)
        QVERIFY(make(outsideDir + QLatin1Char('/') + QString::fromUtf8(file)));
    for (const QByteArray &linkBytes : row.links) {
        const QString link = QString::fromUtf8(linkBytes);
        QString target = link.section(QLatin1Char(' '), 1);
        target.replace(QStringLiteral("%OUT%"), outsideDir);
        QVERIFY(QFile::link(target,
                            productDir + QLatin1Char('/') + link.section(QLatin1Char(' '), 0, 0)));
    }
    ProductTemplate product;
    product.name = QStringLiteral("demo");
    product.directory = productDir;
    product.compose = Accel::Test::yaml(row.compose).toObject();
    QVERIFY(product.compose.contains(QLatin1String("services")));

    const QList<Error> found = LaunchPlanner::composeReferences(product, productDir, productDir);
    // The key is named in every message, with the product.
    QCOMPARE(found.size(), row.expected.size());
    for (qsizetype i = 0; i < found.size(); ++i) {
        const Error &e = found.at(i);
        const QString code = row.expected.at(i).section(QLatin1Char(' '), 0, 0);
        const QString key = row.expected.at(i).section(QLatin1Char(' '), 1);
        QCOMPARE(e.code, code);
        QVERIFY2(e.message.contains(key), qPrintable(e.message));
        QVERIFY2(e.message.startsWith(QStringLiteral("demo")), qPrintable(e.message));
        QVERIFY(!e.hint.isEmpty());
    }
}

void TestLaunchPlannerFiles::composeReferencesBlockThePlan()
{
    QTemporaryDir dir;
    const QString productDir = dir.filePath(QStringLiteral("product"));
    QVERIFY(QDir().mkpath(productDir));
    QFile compose(productDir + QStringLiteral("/compose.yaml"));
    QVERIFY(compose.open(QIODevice::WriteOnly));
    compose.write("include: [../../../etc/passwd]\nservices:\n  media:\n    image: m\n"
                  "    extends: {file: missing.yaml, service: b}\n");
    compose.close();
    QFile productYaml(productDir + QStringLiteral("/product.yaml"));
    QVERIFY(productYaml.open(QIODevice::WriteOnly));
    productYaml.write("name: demo\n");
    productYaml.close();
    const auto product = ProductTemplate::load(productDir);
    QVERIFY2(product, product ? "" : qPrintable(product.error().toString()));
    LaunchRequest request;
    request.hardware = Host::Profile::None;
    request.host.rootDir = Test::fixturesDir() + QStringLiteral("/hosts/none");
    request.stateDir = dir.filePath(QStringLiteral("state"));
    Host::ComposeTool plugin;
    plugin.kind = Host::ComposeKind::Plugin;
    plugin.program = QStringLiteral("/bin/true");
    plugin.version = QStringLiteral("2.29.1");
    request.compose = plugin;
    Host::DaemonCheck daemon;
    daemon.serverVersion = QStringLiteral("27.1.0");
    request.daemon = daemon;
    const Result<LaunchPlan> plan = LaunchPlanner::plan(*product, request);
    QVERIFY2(plan, plan ? "" : qPrintable(plan.error().toString()));
    QStringList codes;
    for (const Error &blocker : plan->blockers)
        codes << blocker.code;
    QVERIFY2(codes.contains(QStringLiteral("PRODUCT_FILE_OUTSIDE")),
             qPrintable(codes.join(QLatin1Char(' '))));
    QVERIFY2(codes.contains(QStringLiteral("PRODUCT_FILE_MISSING")),
             qPrintable(codes.join(QLatin1Char(' '))));
}

void TestLaunchPlannerFiles::hostFactsGiven_data()
{
    QTest::addColumn<bool>("giveDaemon");
    QTest::addColumn<bool>("daemonDown");
    QTest::addColumn<QString>("expectedRuns"); ///< what the fake docker was asked, one per line
    QTest::addColumn<bool>("expectDaemonDown");
    QTest::addRow("compose and engine given: nothing runs") << true << false << "" << false;
    QTest::addRow("engine given as down: its error blocks, nothing runs")
        << true << true << "" << true;
    QTest::addRow("engine not given: plan asks it once")
        << false << false << "version --format {{.Server.Version}}\n"
        << false;
}

void TestLaunchPlannerFiles::hostFactsGiven()
{
    QFETCH(bool, giveDaemon);
    QFETCH(bool, daemonDown);
    QFETCH(QString, expectedRuns);
    QFETCH(bool, expectDaemonDown);
    QTemporaryDir dir;
    // A docker that records what it is asked and answers `version` as an engine would.
    const QString log = dir.filePath(QStringLiteral("runs.log"));
    const QString docker = dir.filePath(QStringLiteral("docker"));
    QFile script(docker);
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("#!/bin/sh\necho \"$*\" >> '" + log.toUtf8() + "'\necho 27.1.0\n");
    script.close();
    QVERIFY(script.setPermissions(script.permissions() | QFileDevice::ExeOwner));
    const QString manifest = dir.filePath(QStringLiteral("m.json"));
    QFile m(manifest);
    QVERIFY(m.open(QIODevice::WriteOnly));
    m.write(R"({"bundles":[{"name":"gpu-video","sha256":")" + QByteArray(64, 'd') + R"("}]})");
    m.close();

    const auto product = ProductTemplate::sample(QStringLiteral("norsk-studio"));
    QVERIFY(product);
    LaunchRequest request;
    request.hardware = Host::Profile::Quadra;
    request.host.rootDir = Test::fixturesDir() + QStringLiteral("/hosts/quadra-3");
    request.stateDir = dir.filePath(QStringLiteral("state"));
    request.sideloadManifest = manifest;
    request.dockerProgram = docker;
    Host::ComposeTool plugin;
    plugin.kind = Host::ComposeKind::Plugin;
    plugin.program = docker;
    plugin.version = QStringLiteral("2.29.1");
    request.compose = plugin;
    if (giveDaemon) {
        Host::DaemonCheck daemon;
        if (daemonDown)
            daemon.error = Error::of(Code::DOCKER_DAEMON_DOWN,
                                     QStringLiteral("Cannot connect to the Docker daemon"));
        else
            daemon.serverVersion = QStringLiteral("27.1.0");
        request.daemon = daemon;
    }
    const Result<LaunchPlan> plan = LaunchPlanner::plan(*product, request);
    QVERIFY2(plan, plan ? "" : qPrintable(plan.error().message));
    QFile runs(log);
    const QString asked =
        runs.open(QIODevice::ReadOnly) ? QString::fromUtf8(runs.readAll()) : QString();
    QCOMPARE(asked, expectedRuns);
    bool down = false;
    for (const Error &blocker : plan->blockers)
        down = down || blocker.code == Code::DOCKER_DAEMON_DOWN;
    QCOMPARE(down, expectDaemonDown);
}

void TestLaunchPlannerFiles::hostSeamsThatNameNothing_data()
{
    QTest::addColumn<QString>("rootDir");
    QTest::addColumn<QString>("dockerInfo");
    QTest::addColumn<QString>("code"); ///< empty: the plan is made
    QTest::addColumn<QString>("says");
    const QString host = Test::fixture(QStringLiteral("hosts/none"));
    const QString info = Test::fixture(QStringLiteral("docker-info/cdi-only.json"));
    QTest::addRow("both there") << host << info << QString() << QString();
    QTest::addRow("root missing") << QStringLiteral("/nonexistent/root") << info
                                  << QStringLiteral("HOST_ROOT_MISSING")
                                  << QStringLiteral(
                                         "--host-root /nonexistent/root is not a directory");
    QTest::addRow("root a file") << info << info << QStringLiteral("HOST_ROOT_MISSING")
                                 << QStringLiteral("--host-root %1 is not a directory").arg(info);
    QTest::addRow("docker info missing")
        << host << QStringLiteral("/nonexistent/info.json") << QStringLiteral("DOCKER_INFO_MISSING")
        << QStringLiteral("--docker-info /nonexistent/info.json does not exist");
}

void TestLaunchPlannerFiles::hostSeamsThatNameNothing()
{
    QFETCH(QString, rootDir);
    QFETCH(QString, dockerInfo);
    QFETCH(QString, code);
    QFETCH(QString, says);
    // A product that runs anywhere: only the host's files can stop its plan.
    ProductTemplate product;
    product.name = QStringLiteral("anywhere");
    product.compose = Accel::Test::yaml("services:\n  media:\n    image: m\n").toObject();
    QTemporaryDir state;
    LaunchRequest request;
    request.host.rootDir = rootDir;
    request.host.dockerInfoFile = dockerInfo;
    request.stateDir = state.path();
    request.compose = Host::ComposeTool{};
    const Result<LaunchPlan> plan = LaunchPlanner::plan(product, request);
    if (code.isEmpty()) {
        QVERIFY2(plan, plan ? "" : qPrintable(plan.error().toString()));
        return;
    }
    QVERIFY(!plan);
    QCOMPARE(plan.error().code, code);
    QCOMPARE(plan.error().message, says);
    QVERIFY(!plan.error().hint.isEmpty());
}

QTEST_GUILESS_MAIN(TestLaunchPlannerFiles)
#include "tst_launchplanner_files.moc"
