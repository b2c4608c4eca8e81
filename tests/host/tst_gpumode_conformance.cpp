// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// GPU wiring mode from every docker info output in ../shared/conformance/docker-info: docker/cli's
// goldens (JSON and text) and the hand-made nvidia / CDI cases. Spec host-accelerators-and-
// launch.txt, "What the nvidia profile does".
#include "host/gpumode.h"
#include "testsupport.h"

#include <QtTest>

using namespace Accel::Host;
Q_DECLARE_METATYPE(Accel::Host::GpuMode)

class TestGpuModeConformance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dockerInfoFile_data();
    void dockerInfoFile();
};

void TestGpuModeConformance::dockerInfoFile_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<GpuMode>("expected");
    QTest::addColumn<QString>("reasonContains");

    const QString dir = Accel::Test::conformanceDir() + QStringLiteral("/docker-info");
    if (!QFileInfo::exists(dir)) {
        QTest::addRow("absent") << QString() << GpuMode::Invalid << QString();
        return;
    }
    // What each file must give; any file not named here is checked by its kind: text goldens are
    // not JSON, JSON goldens without a GPU fall back to legacy.
    const QHash<QString, std::pair<GpuMode, QString>> known{
        {QStringLiteral("docker-info-with-devices.json.golden"),
         {GpuMode::Cdi, QStringLiteral("nvidia.com/gpu=gpu0")}},
        {QStringLiteral("docker-info-errors.json.golden"),
         {GpuMode::Legacy, QStringLiteral("unreachable: a server error occurred")}},
        {QStringLiteral("handmade-docker-info-cdi-only.json"),
         {GpuMode::Cdi, QStringLiteral("nvidia.com/gpu=")}},
        {QStringLiteral("handmade-docker-info-nvidia-runtime.json"),
         {GpuMode::Legacy, QStringLiteral("nvidia runtime installed")}},
        {QStringLiteral("handmade-docker-info-nvidia-default-runtime.json"),
         {GpuMode::Legacy, QStringLiteral("nvidia runtime installed")}},
        {QStringLiteral("handmade-docker-info-docker27-nvidia-runtime-no-cdi.json"),
         {GpuMode::Legacy, QStringLiteral("nvidia runtime installed")}},
        {QStringLiteral("handmade-docker-info-no-gpu.json"),
         {GpuMode::Legacy, QStringLiteral("no nvidia runtime")}},
    };
    QDirIterator it(dir, {QStringLiteral("*.golden"), QStringLiteral("*.json")}, QDir::Files,
                    QDirIterator::Subdirectories);
    QStringList files;
    while (it.hasNext())
        files << it.next();
    files.sort();
    int named = 0;
    for (const QString &file : files) {
        const QString name = QFileInfo(file).fileName();
        GpuMode mode = GpuMode::Legacy;
        QString reason;
        if (known.contains(name)) {
            std::tie(mode, reason) = known.value(name);
            ++named;
        } else if (name.endsWith(QLatin1String(".json.golden"))) {
            reason = QStringLiteral("fallback");
        } else {
            reason = QStringLiteral("not JSON");
        }
        QTest::addRow("%s", qPrintable(name)) << file << mode << reason;
    }
    QVERIFY2(named == known.size(), "a named docker info file is missing from the folder");
    qInfo("docker info files: %lld", qlonglong(files.size()));
}

void TestGpuModeConformance::dockerInfoFile()
{
    ACCEL_REQUIRE_CONFORMANCE(QStringLiteral("docker-info"));
    QFETCH(QString, path);
    QFETCH(GpuMode, expected);
    QFETCH(QString, reasonContains);
    HostSources sources;
    sources.dockerInfoFile = path;
    const auto decision = GpuModeResolver::resolve(sources);
    QVERIFY(decision);
    QCOMPARE(decision->mode, expected);
    QVERIFY2(decision->reason.contains(reasonContains), qPrintable(decision->reason));
}

QTEST_GUILESS_MAIN(TestGpuModeConformance)
#include "tst_gpumode_conformance.moc"
