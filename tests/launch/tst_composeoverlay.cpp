// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Compose overlays against golden files (spec host-accelerators-and-launch.txt, "What the nvidia
// profile does", "What the quadra profile does"), planned through LaunchPlanner from fixture
// hosts, so the mandate, the probe, the GPU mode and the container user all take part.
// Set ACCEL_UPDATE_GOLDENS=1 to rewrite the goldens after a deliberate change (and review them).
#include "doc/jsonschema.h"
#include "launch/launchplanner.h"
#include "testsupport.h"

#include <QProcess>
#include <QtTest>

using namespace Accel;
using namespace Accel::Launch;
using Host::Profile;

class TestComposeOverlay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void golden_data();
    void golden();
    void productFilesAreNeverModified();
    void dockerComposeAcceptsBasePlusOverlay_data() { golden_data(); }
    void dockerComposeAcceptsBasePlusOverlay();
    void headerNamesTheComposeThatRuns_data();
    void headerNamesTheComposeThatRuns();

private:
    /// The compose the goldens are planned with: the plugin, so that they do not depend on
    /// which compose the machine running the test has.
    static Host::ComposeTool pluginCompose();
    Result<LaunchPlan> planFor(const QString &product, const QString &host,
                               const QString &dockerInfo, const QString &hardware,
                               const QString &shmSize,
                               const Host::ComposeTool &compose = pluginCompose()) const;
    QTemporaryDir m_dir;
    QString m_manifest;
};

Host::ComposeTool TestComposeOverlay::pluginCompose()
{
    Host::ComposeTool compose;
    compose.kind = Host::ComposeKind::Plugin;
    compose.program = QStringLiteral("docker");
    compose.version = QStringLiteral("2.20.2");
    return compose;
}

Result<LaunchPlan> TestComposeOverlay::planFor(const QString &product, const QString &host,
                                               const QString &dockerInfo, const QString &hardware,
                                               const QString &shmSize,
                                               const Host::ComposeTool &compose) const
{
    const auto loaded = ProductTemplate::sample(product);
    if (!loaded)
        return tl::unexpected(loaded.error());
    LaunchRequest request;
    if (!hardware.isEmpty())
        request.hardware = Host::profileFromName(hardware);
    if (!shmSize.isEmpty())
        request.shmSize = shmSize;
    request.host.rootDir = Test::fixture(QStringLiteral("hosts/") + host);
    request.host.dockerInfoFile =
        Test::fixture(QStringLiteral("docker-info/%1.json").arg(dockerInfo));
    request.host.uid = 1000;
    request.host.gid = 1000;
    request.stateDir = QStringLiteral("/var/lib/accel-test");
    request.sideloadManifest = m_manifest;
    request.compose = compose;
    return LaunchPlanner::plan(*loaded, request);
}

void TestComposeOverlay::headerNamesTheComposeThatRuns_data()
{
    // Issue 34: the header said `docker compose -f ...` on a host whose compose is Debian's
    // standalone docker-compose 1.29. It names the program and arguments `up` runs.
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("header");
    QTest::newRow("plugin") << int(Host::ComposeKind::Plugin) << "/usr/bin/docker"
                            << "# Layered over the product's compose.yaml: docker compose -p "
                               "norsk-ingest -f compose.yaml -f overlay.yaml up -d\n";
    QTest::newRow("Debian's docker-compose 1.29")
        << int(Host::ComposeKind::StandaloneV1) << "/usr/bin/docker-compose"
        << "# Layered over the product's compose.yaml: docker-compose -p norsk-ingest -f "
           "compose.yaml -f overlay.yaml up -d\n";
    QTest::newRow("standalone v2")
        << int(Host::ComposeKind::StandaloneV2) << "/usr/local/bin/docker-compose"
        << "# Layered over the product's compose.yaml: docker-compose "
           "-p norsk-ingest -f compose.yaml -f overlay.yaml up -d\n";
}

void TestComposeOverlay::headerNamesTheComposeThatRuns()
{
    QFETCH(int, kind);
    QFETCH(QString, program);
    QFETCH(QString, header);
    Host::ComposeTool compose;
    compose.kind = Host::ComposeKind(kind);
    compose.program = program;
    compose.version = QStringLiteral("1.29.2");
    const auto plan = planFor(QStringLiteral("norsk-ingest"), QStringLiteral("nvidia-quadra"),
                              QStringLiteral("no-gpu"), {}, {}, compose);
    QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));
    const QString yaml = QString::fromUtf8(plan->overlayYaml);
    QVERIFY2(yaml.contains(header), qPrintable(yaml));
}

void TestComposeOverlay::initTestCase()
{
    m_manifest = m_dir.filePath(QStringLiteral("manifest.json"));
    QFile file(m_manifest);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"bundles": [{"name": "gpu-video", "version": "1.12.0", "sha256": ")" +
               QByteArray(64, 'a') + R"("}]})");
}

void TestComposeOverlay::golden_data()
{
    QTest::addColumn<QString>("product");
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("dockerInfo");
    QTest::addColumn<QString>("hardware"); // empty: not given
    QTest::addColumn<QString>("shmSize");
    QTest::addColumn<QString>("golden");
    QTest::addColumn<QStringList>("warnings"); // substrings, one per expected warning

    QTest::addRow("nvidia legacy") << "norsk-gpu-transcode"
                                   << "nvidia-8"
                                   << "nvidia-runtime"
                                   << ""
                                   << ""
                                   << "nvidia-legacy" << QStringList();
    QTest::addRow("nvidia cdi") << "norsk-gpu-transcode"
                                << "nvidia-1"
                                << "cdi-only"
                                << ""
                                << ""
                                << "nvidia-cdi" << QStringList();
    QTest::addRow("default nvidia with shm") << "norsk-studio"
                                             << "nvidia-1"
                                             << "nvidia-runtime"
                                             << ""
                                             << "1gb"
                                             << "nvidia-legacy-shm" << QStringList();
    QTest::addRow("default nvidia falls back") << "norsk-studio"
                                               << "none"
                                               << "no-gpu"
                                               << ""
                                               << "512mb"
                                               << "none-shm" << QStringList();
    QTest::addRow("quadra, one card") << "norsk-ingest"
                                      << "quadra-1"
                                      << "no-gpu"
                                      << "quadra"
                                      << ""
                                      << "quadra-1" << QStringList();
    QTest::addRow("quadra, three cards, shm ignored")
        << "norsk-studio"
        << "quadra-3"
        << "no-gpu"
        << "quadra"
        << "2gb"
        << "quadra-3" << QStringList{QStringLiteral("--shm-size 2gb is ignored")};
    // A quadra choice on a host whose winner is nvidia still gets the disk group.
    QTest::addRow("quadra on an nvidia-winner host") << "norsk-studio"
                                                     << "nvidia-quadra"
                                                     << "nvidia-runtime"
                                                     << "quadra"
                                                     << ""
                                                     << "quadra-nvidia-host" << QStringList();
    QTest::addRow("quadra without a disk group") << "norsk-ingest"
                                                 << "quadra-no-disk-group"
                                                 << "no-gpu"
                                                 << "quadra"
                                                 << ""
                                                 << "quadra-no-disk-group" << QStringList();
    QTest::addRow("nothing reserved") << "norsk-ingest"
                                      << "nvidia-quadra"
                                      << "no-gpu"
                                      << ""
                                      << ""
                                      << "none" << QStringList();
}

void TestComposeOverlay::golden()
{
    QFETCH(QString, product);
    QFETCH(QString, host);
    QFETCH(QString, dockerInfo);
    QFETCH(QString, hardware);
    QFETCH(QString, shmSize);
    QFETCH(QString, golden);
    QFETCH(QStringList, warnings);

    const auto plan = planFor(product, host, dockerInfo, hardware, shmSize);
    QVERIFY2(plan, qPrintable(plan ? QString() : plan.error().toString()));

    const QString path = Test::fixture(QStringLiteral("launch/%1.yaml").arg(golden));
    if (qEnvironmentVariableIsSet("ACCEL_UPDATE_GOLDENS")) {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(plan->overlayYaml);
    }
    QFile expected(path);
    QVERIFY2(expected.open(QIODevice::ReadOnly), qPrintable(path));
    QCOMPARE(QString::fromUtf8(plan->overlayYaml), QString::fromUtf8(expected.readAll()));
    // The overlay reads back as the tree it was written from.
    QCOMPARE(Test::yaml(plan->overlayYaml), QJsonValue(plan->overlay.document));
    // Every overlay is valid Compose (the compose-spec schema, read from the conformance data).
    const QString schemaPath =
        Test::conformanceDir() + QStringLiteral("/compose/compose-spec.json");
    if (QFileInfo::exists(schemaPath)) {
        const auto schema = Doc::JsonSchema::fromFile(schemaPath);
        QVERIFY(schema);
        const auto violations = schema->validate(plan->overlay.document);
        QVERIFY2(violations.isEmpty(), qPrintable(Doc::JsonSchema::describe(violations)));
        // The product's own compose file merged with it, too.
        QVERIFY(schema->isValid(Test::yaml(ProductTemplate::sample(product)->composeBytes)));
    } else {
        qInfo("compose-spec.json not found at %s: schema check skipped", qPrintable(schemaPath));
    }
    QCOMPARE(plan->overlay.warnings.size(), warnings.size());
    for (qsizetype i = 0; i < warnings.size(); ++i)
        QVERIFY(plan->overlay.warnings.at(i).contains(warnings.at(i)));
}

void TestComposeOverlay::productFilesAreNeverModified()
{
    QTemporaryDir productDir;
    QFile product(productDir.filePath(QStringLiteral("product.yaml")));
    QVERIFY(product.open(QIODevice::WriteOnly));
    product.write("name: mine\nmediaService: media\n");
    product.close();
    QFile compose(productDir.filePath(QStringLiteral("compose.yaml")));
    QVERIFY(compose.open(QIODevice::WriteOnly));
    const QByteArray original("services:\n  media: {image: x, shm_size: 64m}\n");
    compose.write(original);
    compose.close();
    const QDateTime before = QFileInfo(compose.fileName()).lastModified();

    QTemporaryDir state;
    LaunchRequest request;
    request.hardware = Profile::None;
    request.stateDir = state.path();
    request.shmSize = QStringLiteral("1gb");
    const auto plan = LaunchPlanner::plan(*ProductTemplate::load(productDir.path()), request);
    QVERIFY(plan);
    QVERIFY(LaunchPlanner::writeFiles(*plan));
    QCOMPARE(plan->composePath(), productDir.filePath(QStringLiteral("compose.yaml")));
    QVERIFY(plan->overlayPath().startsWith(state.path() + QStringLiteral("/launches/mine/")));
    QFile again(compose.fileName());
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), original);
    QCOMPARE(QFileInfo(compose.fileName()).lastModified(), before);
    QVERIFY(QFileInfo::exists(plan->overlayPath()));
}

void TestComposeOverlay::dockerComposeAcceptsBasePlusOverlay()
{
    QProcess version;
    version.start(QStringLiteral("docker"), {QStringLiteral("compose"), QStringLiteral("version")});
    if (!version.waitForFinished(10000) || version.exitStatus() != QProcess::NormalExit ||
        version.exitCode() != 0)
        QSKIP("docker compose is not installed here; the schema check above still runs");
    QFETCH(QString, product);
    QFETCH(QString, host);
    QFETCH(QString, dockerInfo);
    QFETCH(QString, hardware);
    QFETCH(QString, shmSize);
    const auto plan = planFor(product, host, dockerInfo, hardware, shmSize);
    QVERIFY(plan);
    QTemporaryDir dir;
    QFile compose(dir.filePath(QStringLiteral("compose.yaml")));
    QVERIFY(compose.open(QIODevice::WriteOnly));
    compose.write(plan->product.composeBytes);
    compose.close();
    QFile overlay(dir.filePath(QStringLiteral("overlay.yaml")));
    QVERIFY(overlay.open(QIODevice::WriteOnly));
    overlay.write(plan->overlayYaml);
    overlay.close();
    QDir(dir.path()).mkpath(QStringLiteral("secrets"));
    QFile license(dir.filePath(QStringLiteral("secrets/license.json")));
    QVERIFY(license.open(QIODevice::WriteOnly));
    license.close();
    QProcess config;
    config.setWorkingDirectory(dir.path());
    config.start(QStringLiteral("docker"),
                 {QStringLiteral("compose"), QStringLiteral("-f"), compose.fileName(),
                  QStringLiteral("-f"), overlay.fileName(), QStringLiteral("config"),
                  QStringLiteral("-q")});
    QVERIFY(config.waitForFinished(30000));
    QVERIFY2(config.exitCode() == 0, config.readAllStandardError().constData());
}

QTEST_GUILESS_MAIN(TestComposeOverlay)
#include "tst_composeoverlay.moc"
