// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// GPU wiring mode (spec host-accelerators-and-launch.txt, "What the nvidia profile does"):
// NORSK_CTL_GPU_MODE forces it; otherwise docker info decides, and legacy is the fallback.
#include "host/gpumode.h"
#include "testsupport.h"

#include <QtTest>

using namespace Accel::Host;
Q_DECLARE_METATYPE(Accel::Host::GpuMode)

class TestGpuMode : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void override_data();
    void override();
    void dockerInfo_data();
    void dockerInfo();
    void dockerClient_data();
    void dockerClient();
    void overrideBeatsDockerInfo();
};

void TestGpuMode::override_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<GpuMode>("expected"); // Invalid: must be GPU_MODE_INVALID
    QTest::addRow("legacy") << QStringLiteral("legacy") << GpuMode::Legacy;
    QTest::addRow("cdi") << QStringLiteral("cdi") << GpuMode::Cdi;
    QTest::addRow("upper case is not accepted") << QStringLiteral("CDI") << GpuMode::Invalid;
    QTest::addRow("typo") << QStringLiteral("legcy") << GpuMode::Invalid;
    QTest::addRow("blank padded") << QStringLiteral(" cdi") << GpuMode::Invalid;
    QTest::addRow("auto is not a mode") << QStringLiteral("auto") << GpuMode::Invalid;
}

void TestGpuMode::override()
{
    QFETCH(QString, value);
    QFETCH(GpuMode, expected);
    HostSources sources;
    sources.gpuModeOverride = value;
    sources.dockerInfoFile = QStringLiteral("/nonexistent");
    const auto decision = GpuModeResolver::resolve(sources);
    if (expected == GpuMode::Invalid) {
        QVERIFY(!decision);
        QCOMPARE(decision.error().code, QStringLiteral("GPU_MODE_INVALID"));
        QVERIFY(decision.error().message.contains(value));
        QVERIFY(decision.error().hint.contains(QStringLiteral("legacy")));
    } else {
        QVERIFY(decision);
        QCOMPARE(decision->mode, expected);
        QVERIFY(decision->reason.contains(QStringLiteral("NORSK_CTL_GPU_MODE")));
    }
}

void TestGpuMode::dockerInfo_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<GpuMode>("expected");
    QTest::addColumn<QString>("reasonContains");
    QTest::addRow("nvidia runtime")
        << QByteArray(
               R"({"Runtimes":{"runc":{"path":"runc"},"nvidia":{"path":"nvidia-container-runtime"}}})")
        << GpuMode::Legacy << QStringLiteral("nvidia runtime");
    QTest::addRow("runtime wins over a CDI device")
        << QByteArray(
               R"({"Runtimes":{"nvidia":{}},"DiscoveredDevices":[{"Source":"cdi","ID":"nvidia.com/gpu=0"}]})")
        << GpuMode::Legacy << QStringLiteral("nvidia runtime");
    QTest::addRow("CDI device only")
        << QByteArray(
               R"({"Runtimes":{"runc":{}},"DiscoveredDevices":[{"Source":"cdi","ID":"nvidia.com/gpu=all"}]})")
        << GpuMode::Cdi << QStringLiteral("nvidia.com/gpu=all");
    QTest::addRow("other CDI vendor is not a GPU")
        << QByteArray(
               R"({"Runtimes":{"runc":{}},"DiscoveredDevices":[{"Source":"cdi","ID":"vendor.com/device=x"}]})")
        << GpuMode::Legacy << QStringLiteral("fallback");
    QTest::addRow("nvidia.com/gpu without = is not a CDI name")
        << QByteArray(R"({"Runtimes":{"runc":{}},"DiscoveredDevices":[{"ID":"nvidia.com/gpu"}]})")
        << GpuMode::Legacy << QStringLiteral("fallback");
    QTest::addRow("neither") << QByteArray(R"({"ServerVersion":"28.3.3","Runtimes":{"runc":{}}})")
                             << GpuMode::Legacy << QStringLiteral("no nvidia runtime");
    // Docker 28's client prints its half of the info with the engine's half empty and exits 0.
    QTest::addRow("engine unreachable, docker 28")
        << QByteArray(R"({"ID":"","ServerVersion":"","Runtimes":null})") << GpuMode::Legacy
        << QStringLiteral("unreachable: Cannot connect to the Docker daemon");
    QTest::addRow("engine unreachable")
        << QByteArray(R"({"ServerErrors":["Cannot connect to the Docker daemon"]})")
        << GpuMode::Legacy << QStringLiteral("unreachable");
    QTest::addRow("not JSON") << QByteArray("Client:\n Version: 28.2.2\n") << GpuMode::Legacy
                              << QStringLiteral("not JSON");
    QTest::addRow("JSON but not an object")
        << QByteArray("[1,2]") << GpuMode::Legacy << QStringLiteral("not a JSON object");
}

void TestGpuMode::dockerInfo()
{
    QFETCH(QByteArray, json);
    QFETCH(GpuMode, expected);
    QFETCH(QString, reasonContains);
    const GpuModeDecision decision = GpuModeResolver::fromDockerInfo(
        {true, json, {}, QStringLiteral("Cannot connect to the Docker daemon at unix:///x.sock")});
    QCOMPARE(decision.mode, expected);
    QVERIFY2(decision.reason.contains(reasonContains), qPrintable(decision.reason));
}

void TestGpuMode::dockerClient_data()
{
    // A real process stands in for docker: the probe must cope with a client that is missing,
    // fails, hangs or prints garbage, and say which.
    QTest::addColumn<QString>("script");
    QTest::addColumn<GpuMode>("expected");
    QTest::addColumn<QString>("reasonContains");
    QTest::addRow("missing") << QString() << GpuMode::Legacy << QStringLiteral("not found");
    QTest::addRow("fails") << QStringLiteral(
                                  "echo 'permission denied while trying to connect' >&2; exit 1")
                           << GpuMode::Legacy << QStringLiteral("permission denied");
    QTest::addRow("hangs") << QStringLiteral("exec sleep 30") << GpuMode::Legacy
                           << QStringLiteral("did not answer");
    QTest::addRow("cdi") << QStringLiteral(
                                "echo "
                                "'{\"ServerVersion\":\"28.3.3\",\"Runtimes\":{},"
                                "\"DiscoveredDevices\":[{\"ID\":\"nvidia.com/gpu=0\"}]}'")
                         << GpuMode::Cdi << QStringLiteral("nvidia.com/gpu=0");
    QTest::addRow("unreachable, JSON on stdout and the reason on stderr")
        << QStringLiteral("echo '{\"ID\":\"\",\"ServerVersion\":\"\"}'; "
                          "echo 'Cannot connect to the Docker daemon' >&2")
        << GpuMode::Legacy << QStringLiteral("unreachable: Cannot connect to the Docker daemon");
    QTest::addRow("unreachable, exit 1 with JSON")
        << QStringLiteral("echo '{\"ServerErrors\":[\"Cannot connect\"]}'; exit 1")
        << GpuMode::Legacy << QStringLiteral("Cannot connect");
}

void TestGpuMode::dockerClient()
{
    QFETCH(QString, script);
    QFETCH(GpuMode, expected);
    QFETCH(QString, reasonContains);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    HostSources sources;
    sources.dockerTimeoutMs = 1500;
    sources.dockerProgram = dir.filePath(QStringLiteral("docker"));
    if (!script.isEmpty()) {
        QFile fake(sources.dockerProgram);
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("#!/bin/sh\n" + script.toUtf8() + "\n");
        fake.close();
        fake.setPermissions(QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    }
    const auto decision = GpuModeResolver::resolve(sources);
    QVERIFY(decision);
    QCOMPARE(decision->mode, expected);
    QVERIFY2(decision->reason.contains(reasonContains), qPrintable(decision->reason));
}

void TestGpuMode::overrideBeatsDockerInfo()
{
    HostSources sources;
    sources.dockerInfoFile =
        Accel::Test::fixture(QStringLiteral("docker-info/nvidia-runtime.json"));
    sources.gpuModeOverride = QStringLiteral("cdi");
    QCOMPARE(GpuModeResolver::resolve(sources)->mode, GpuMode::Cdi);
    sources.gpuModeOverride = QString(); // set but empty counts as unset
    QCOMPARE(GpuModeResolver::resolve(sources)->mode, GpuMode::Legacy);
    sources.gpuModeOverride.reset();
    QCOMPARE(GpuModeResolver::resolve(sources)->mode, GpuMode::Legacy);
}

QTEST_GUILESS_MAIN(TestGpuMode)
#include "tst_gpumode.moc"
