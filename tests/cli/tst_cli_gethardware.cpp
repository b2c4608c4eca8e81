// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl get hardware` end to end: JSON contract, formats, seams and exit codes
// (DESIGN.md "External contracts"; spec host-accelerators-and-launch.txt "What the host carries").
#include "clirunner.h"
#include "doc/documentreader.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <unistd.h>

using namespace Accel::Test;

class TestCliGetHardware : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void json_data();
    void json();
    void yamlEqualsJson();
    void table();
    void gpuModeEnvironment_data();
    void gpuModeEnvironment();
    void usage_data();
    void usage();
    void helpAndVersion();
    void realHost();

private:
    static QStringList seams(const QString &host, const QString &docker = QStringLiteral("no-gpu"))
    {
        return {QStringLiteral("--host-root"), fixture(QStringLiteral("hosts/") + host),
                QStringLiteral("--docker-info"),
                fixture(QStringLiteral("docker-info/") + docker + QStringLiteral(".json"))};
    }
};

void TestCliGetHardware::json_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("docker");
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QStringList>("accelerators");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("cards");
    QTest::addColumn<QString>("gpuMode");
    QTest::addColumn<QString>("user");
    QTest::addColumn<int>("warnings");

    const QString uid = QString::number(::getuid());
    const QString gid = QString::number(::getgid());
    const QStringList none;
    const QStringList nvidia{QStringLiteral("nvidia")};
    const QStringList quadra{QStringLiteral("quadra")};
    QTest::addRow("none") << "none"
                          << "no-gpu"
                          << "none" << none << 0 << 0 << "legacy" << uid + QLatin1Char(':') + gid
                          << 0;
    QTest::addRow("nvidia-1 cdi") << "nvidia-1"
                                  << "cdi-only"
                                  << "nvidia" << nvidia << 1 << 0 << "cdi"
                                  << uid + QLatin1Char(':') + gid << 0;
    QTest::addRow("nvidia-8 legacy")
        << "nvidia-8"
        << "nvidia-runtime"
        << "nvidia" << nvidia << 8 << 0 << "legacy" << uid + QLatin1Char(':') + gid << 0;
    QTest::addRow("quadra-1") << "quadra-1"
                              << "no-gpu"
                              << "quadra" << quadra << 0 << 1 << "legacy"
                              << uid + QStringLiteral(":6") << 0;
    QTest::addRow("quadra-3") << "quadra-3"
                              << "no-gpu"
                              << "quadra" << quadra << 0 << 3 << "legacy"
                              << uid + QStringLiteral(":6") << 0;
    QTest::addRow("nvidia-quadra")
        << "nvidia-quadra"
        << "nvidia-runtime"
        << "nvidia" << QStringList{QStringLiteral("nvidia"), QStringLiteral("quadra")} << 1 << 1
        << "legacy" << uid + QLatin1Char(':') + gid << 0;
    QTest::addRow("samsung-quadra")
        << "samsung-quadra"
        << "no-gpu"
        << "quadra" << quadra << 0 << 1 << "legacy" << uid + QStringLiteral(":6") << 0;
    QTest::addRow("quadra-no-n1") << "quadra-no-n1"
                                  << "no-gpu"
                                  << "none" << none << 0 << 0 << "legacy"
                                  << uid + QLatin1Char(':') + gid << 1;
    QTest::addRow("quadra-uppercase")
        << "quadra-uppercase"
        << "no-gpu"
        << "quadra" << quadra << 0 << 1 << "legacy" << uid + QStringLiteral(":6") << 0;
    QTest::addRow("quadra-unreadable-vendor")
        << "quadra-unreadable-vendor"
        << "no-gpu"
        << "quadra" << quadra << 0 << 1 << "legacy" << uid + QStringLiteral(":6") << 1;
    QTest::addRow("quadra-no-disk-group")
        << "quadra-no-disk-group"
        << "no-gpu"
        << "quadra" << quadra << 0 << 1 << "legacy" << uid + QLatin1Char(':') + gid << 1;
}

void TestCliGetHardware::json()
{
    QFETCH(QString, host);
    QFETCH(QString, docker);
    QFETCH(QString, profile);
    QFETCH(QStringList, accelerators);
    QFETCH(int, gpus);
    QFETCH(int, cards);
    QFETCH(QString, gpuMode);
    QFETCH(QString, user);
    QFETCH(int, warnings);

    const CliResult r = runAccelctl(QStringList{QStringLiteral("get"), QStringLiteral("hardware")}
                                    << seams(host, docker)
                                    << QStringList{QStringLiteral("-o"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);

    // Every key of the contract is there, always.
    for (const char *key : {"profile", "accelerators", "nvidia", "quadra", "gpuMode",
                            "gpuModeReason", "suggestedContainerUser", "warnings"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QCOMPARE(o.value(QLatin1String("profile")).toString(), profile);
    QStringList got;
    for (const QJsonValue &v : o.value(QLatin1String("accelerators")).toArray())
        got << v.toString();
    QCOMPARE(got, accelerators);
    const QJsonObject nv = o.value(QLatin1String("nvidia")).toObject();
    QCOMPARE(nv.value(QLatin1String("gpus")).toArray().size(), gpus);
    QCOMPARE(nv.value(QLatin1String("devices")).toArray().size(), gpus);
    const QJsonArray quadra =
        o.value(QLatin1String("quadra")).toObject().value(QLatin1String("cards")).toArray();
    QCOMPARE(quadra.size(), cards);
    for (const QJsonValue &card : quadra) {
        for (const char *key : {"node", "controller", "pciAddress", "model"})
            QVERIFY2(card.toObject().contains(QLatin1String(key)), key);
    }
    QCOMPARE(o.value(QLatin1String("gpuMode")).toString(), gpuMode);
    QVERIFY(!o.value(QLatin1String("gpuModeReason")).toString().isEmpty());
    QCOMPARE(o.value(QLatin1String("suggestedContainerUser")).toString(), user);
    QCOMPARE(o.value(QLatin1String("warnings")).toArray().size(), warnings);
    // Warnings also go to stderr, one line each; stdout stays pure JSON.
    QCOMPARE(int(r.err.count("warning: ")), warnings);
}

void TestCliGetHardware::yamlEqualsJson()
{
    const QStringList base = QStringList{QStringLiteral("get"), QStringLiteral("hardware")}
                             << seams(QStringLiteral("nvidia-quadra"));
    const CliResult json =
        runAccelctl(base + QStringList{QStringLiteral("-o"), QStringLiteral("json")});
    const CliResult yaml =
        runAccelctl(base + QStringList{QStringLiteral("-o"), QStringLiteral("yaml")});
    QCOMPARE(yaml.exitCode, 0);
    const auto tree = Accel::Doc::readDocument(yaml.out, QStringLiteral("stdout"));
    QVERIFY2(tree, qPrintable(tree ? QString() : tree.error().message));
    QCOMPARE(*tree, QJsonValue(QJsonDocument::fromJson(json.out).object()));
    QVERIFY(yaml.out.startsWith("accelerators:\n- nvidia\n- quadra\n"));
}

void TestCliGetHardware::table()
{
    const CliResult r =
        runAccelctl(QStringList{QStringLiteral("get"), QStringLiteral("hardware")}
                    << seams(QStringLiteral("nvidia-quadra"), QStringLiteral("cdi-only")));
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains(QStringLiteral("PROFILE")) && out.contains(QStringLiteral("nvidia")),
             r.out.constData());
    QVERIFY(out.contains(QStringLiteral("ACCELERATORS")));
    QVERIFY(out.contains(QStringLiteral("nvidia, quadra")));
    QVERIFY(out.contains(QStringLiteral("cdi (")));
    QVERIFY(out.contains(QStringLiteral("NVIDIA RTX 6000 Ada Generation")));
    QVERIFY(out.contains(QStringLiteral("/dev/nvme1n1")));
    QVERIFY(out.contains(QStringLiteral("0000:3b:00.0")));
}

void TestCliGetHardware::gpuModeEnvironment_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("gpuMode");
    QTest::addRow("cdi forced over the nvidia runtime") << "cdi" << 0 << "cdi";
    QTest::addRow("legacy forced") << "legacy" << 0 << "legacy";
    QTest::addRow("bad value") << "nvidia" << 1 << QString();
}

void TestCliGetHardware::gpuModeEnvironment()
{
    QFETCH(QString, value);
    QFETCH(int, exitCode);
    QFETCH(QString, gpuMode);
    QProcessEnvironment env;
    env.insert(QStringLiteral("NORSK_CTL_GPU_MODE"), value);
    const CliResult r =
        runAccelctl(QStringList{QStringLiteral("get"), QStringLiteral("hardware"),
                                QStringLiteral("-o"), QStringLiteral("json")}
                        << seams(QStringLiteral("nvidia-1"), QStringLiteral("nvidia-runtime")),
                    env);
    QCOMPARE(r.exitCode, exitCode);
    if (exitCode == 0) {
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QLatin1String("gpuMode")).toString(), gpuMode);
        QVERIFY(o.value(QLatin1String("gpuModeReason")).toString().contains(value));
    } else {
        QVERIFY2(r.err.startsWith("GPU_MODE_INVALID: "), r.err.constData());
        QVERIFY(r.err.contains("legacy"));
        // With -o json the error is a document on stdout too (issue 34, one error contract).
        QCOMPARE(QJsonDocument::fromJson(r.out)
                     .object()[QLatin1String("error")][QLatin1String("code")]
                     .toString(),
                 QStringLiteral("GPU_MODE_INVALID"));
    }
}

void TestCliGetHardware::usage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addRow("no command") << QStringList();
    QTest::addRow("unknown command") << QStringList{QStringLiteral("frobnicate")};
    QTest::addRow("unknown format")
        << QStringList{QStringLiteral("get"), QStringLiteral("hardware"), QStringLiteral("-o"),
                       QStringLiteral("xml")};
    QTest::addRow("unknown option")
        << QStringList{QStringLiteral("get"), QStringLiteral("hardware"), QStringLiteral("--nope")};
    QTest::addRow("stray argument")
        << QStringList{QStringLiteral("get"), QStringLiteral("hardware"), QStringLiteral("extra")};
}

void TestCliGetHardware::usage()
{
    QFETCH(QStringList, args);
    const CliResult r = runAccelctl(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(!r.err.isEmpty());
}

void TestCliGetHardware::helpAndVersion()
{
    const CliResult help = runAccelctl({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    for (const char *needle :
         {"get hardware", "--host-root", "--docker-info", "NORSK_CTL_GPU_MODE", "Exit codes"})
        QVERIFY2(help.out.contains(needle), needle);
    const CliResult commandHelp =
        runAccelctl({QStringLiteral("get"), QStringLiteral("hardware"), QStringLiteral("--help")});
    QCOMPARE(commandHelp.exitCode, 0);
    QVERIFY(commandHelp.out.startsWith("Usage: accelctl get hardware"));
    QVERIFY(commandHelp.out.contains("--host-root <DIR>"));
    const CliResult version = runAccelctl({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.startsWith("accelctl " ACCEL_VERSION));
}

void TestCliGetHardware::realHost()
{
    // This machine, for real: whatever it has, the answer is well-formed and consistent with
    // /dev/nvidia0. Docker may be absent; that must be a stated fallback, not an error.
    const CliResult r = runAccelctl({QStringLiteral("get"), QStringLiteral("hardware"),
                                     QStringLiteral("-o"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const bool nvidia = QFileInfo::exists(QStringLiteral("/dev/nvidia0"));
    QCOMPARE(o.value(QLatin1String("accelerators")).toArray().contains(QStringLiteral("nvidia")),
             nvidia);
    QVERIFY(!o.value(QLatin1String("gpuModeReason")).toString().isEmpty());
}

QTEST_GUILESS_MAIN(TestCliGetHardware)
#include "tst_cli_gethardware.moc"
