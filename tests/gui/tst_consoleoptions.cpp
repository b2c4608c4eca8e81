// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The console takes the cluster seams accelctl's cluster commands take (issue 18, section 1):
// --context, --demo, --request-timeout, --ca-file (and the mirror's --allow-insecure-mirror),
// documented in --help (the man page's source), checked by the same parser in core: flags that
// exclude each other and a bad timeout are usage errors (exit 2) before any window opens. And
// every test seam of DESIGN.md ("Test seams") that applies to the window, --catalog included.
#include "testsupport.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runConsole(const QStringList &args, const QTemporaryDir &home)
{
    QProcess console;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"QT_QPA_PLATFORM"_s);
    env.remove(u"DISPLAY"_s);
    env.remove(u"KUBECONFIG"_s);
    env.insert(u"HOME"_s, home.path());
    env.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
    console.setProcessEnvironment(env);
    console.start(Accel::Test::binDir() + u"/accel-console"_s, args);
    Run run;
    if (!console.waitForFinished(60000)) {
        console.kill();
        console.waitForFinished();
        return run;
    }
    run.exitCode = console.exitStatus() == QProcess::NormalExit ? console.exitCode() : -2;
    run.out = console.readAllStandardOutput();
    run.err = console.readAllStandardError();
    return run;
}

} // namespace

class TestConsoleOptions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void helpDocumentsThem();
    void usageErrors_data();
    void usageErrors();
    void demoScreenshot();
    void catalogScreenshot();
};

void TestConsoleOptions::helpDocumentsThem()
{
    QTemporaryDir home;
    const Run run = runConsole({u"--help"_s}, home);
    QCOMPARE(run.exitCode, 0);
    for (const char *option :
         {"--ca-file <FILE>", "--context <NAME>", "--demo", "--request-timeout <SECONDS>",
          "--allow-insecure-mirror", "--snapshot <FILE>", "--kubeconfig <FILE>",
          // DESIGN.md's test seams
          "--host-root <DIR>", "--docker-info <FILE>", "--state-dir <DIR>", "--catalog <DIR>",
          "--sideload-manifest <FILE>"})
        QVERIFY2(run.out.contains(option), option);
    // --ca-file says what it is for, both uses.
    const QByteArray help = run.out.simplified();
    QVERIFY2(help.contains("API servers and the sideload mirror"), help.constData());
}

void TestConsoleOptions::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("says");
    QTest::addRow("--snapshot with --demo")
        << QStringList{u"--snapshot"_s, Accel::Test::fixture(u"cluster/media-fleet.yaml"_s),
                       u"--demo"_s}
        << QByteArray("accel-console: --snapshot and --demo exclude each other");
    QTest::addRow("--context with --demo")
        << QStringList{u"--demo"_s, u"--context"_s, u"lab"_s}
        << QByteArray("accel-console: --kubeconfig and --context read a live cluster");
    QTest::addRow("--request-timeout not seconds")
        << QStringList{u"--request-timeout"_s, u"later"_s}
        << QByteArray("accel-console: --request-timeout needs a number of seconds from 0 to "
                      "86400, not \"later\"");
    QTest::addRow("--catalog not a folder")
        << QStringList{u"--catalog"_s, Accel::Test::fixture(u"nvcre/no-such-catalog"_s)}
        << QByteArray("accel-console: --catalog needs a folder holding a catalog");
    QTest::addRow("--catalog a file")
        << QStringList{u"--catalog"_s,
                       Accel::Test::fixture(u"nvcre/certification/onprem-gb300.yaml"_s)}
        << QByteArray("accel-console: --catalog needs a folder holding a catalog");
}

void TestConsoleOptions::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, says);
    QTemporaryDir home;
    const QString png = home.filePath(u"shot.png"_s);
    const Run run = runConsole(QStringList{u"--screenshot"_s, png} + args, home);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(says), run.err.constData());
    QVERIFY(!QFileInfo::exists(png));
}

void TestConsoleOptions::demoScreenshot()
{
    // The new flags together, as a user would give them: the window renders and exits 0.
    QTemporaryDir home;
    const QString png = home.filePath(u"shot.png"_s);
    const Run run =
        runConsole({u"--screenshot"_s, png, u"--demo"_s, u"--request-timeout"_s, u"5"_s,
                    u"--host-root"_s, Accel::Test::fixture(u"hosts/nvidia-quadra"_s),
                    u"--docker-info"_s, Accel::Test::fixture(u"docker-info/cdi-only.json"_s)},
                   home);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(QFileInfo::exists(png));
}

void TestConsoleOptions::catalogScreenshot()
{
    // --catalog with the Overrides panel rendering a Certification: accepted, rendered, exit 0.
    QTemporaryDir home;
    const QString png = home.filePath(u"shot.png"_s);
    const Run run =
        runConsole({u"--screenshot"_s, png, u"--catalog"_s,
                    QStringLiteral(ACCEL_SOURCE_DIR) + u"/resources/nvcre/catalog"_s, u"--open"_s,
                    Accel::Test::fixture(u"nvcre/certification/onprem-gb300.yaml"_s), u"--target"_s,
                    u"onprem/"_s},
                   home);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(QFileInfo::exists(png));
}

QTEST_GUILESS_MAIN(TestConsoleOptions)
#include "tst_consoleoptions.moc"
