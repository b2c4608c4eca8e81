// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl certification status|report` and `accelctl workloadrun status|report` end to end
// (issue 36): exit codes and messages as nvcrectl's (../shared/conformance/cre/STATUS-NOTES.md
// section 3.3: RUNNING and FAILED exit non-zero naming each run, INCOMPLETE and PASSED exit
// 0), the formats, `--results-file` and `--junit-file` written whole and never through a
// symbolic link, and the error document with -o json. From tests/fixtures/nvcre-runs/runs.yaml.
#include "clirunner.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

QStringList withRuns(QStringList args)
{
    return args << u"--snapshot"_s << fixture(u"nvcre-runs/runs.yaml"_s);
}

} // namespace

class TestCliRuns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stdoutHas");
        QTest::addColumn<QString>("stderrHas");
        QTest::newRow("passed exits 0")
            << withRuns({u"certification"_s, u"report"_s, u"gpu-cert"_s, u"-n"_s, u"nvcre"_s}) << 0
            << u"Result:       PASSED"_s << QString();
        QTest::newRow("incomplete exits 0")
            << withRuns({u"certification"_s, u"report"_s, u"fleet-a"_s, u"-n"_s, u"nvcre"_s}) << 0
            << u"Result:       INCOMPLETE"_s << QString();
        QTest::newRow("failed exits 1 naming it")
            << withRuns({u"certification"_s, u"report"_s, u"gpu-cert-bad"_s, u"-n"_s, u"nvcre"_s})
            << 1 << u"Result:       FAILED"_s << u"certification \"gpu-cert-bad\" failed"_s;
        QTest::newRow("several: joined with ; and an array")
            << withRuns({u"certification"_s, u"report"_s, u"soak"_s, u"gpu-cert-bad"_s,
                         u"gpu-cert"_s, u"-n"_s, u"nvcre"_s, u"-o"_s, u"json"_s})
            << 1 << u"[\n  {"_s
            << u"certification \"soak\" is still running; certification \"gpu-cert-bad\" failed"_s;
        QTest::newRow("namespace found when -n is not given")
            << withRuns({u"certification"_s, u"report"_s, u"old-cert"_s, u"-o"_s, u"yaml"_s}) << 0
            << u"result: PASSED"_s << QString();
        QTest::newRow("junit on stdout")
            << withRuns({u"certification"_s, u"report"_s, u"fleet-a"_s, u"-n"_s, u"nvcre"_s,
                         u"-o"_s, u"junit"_s})
            << 0 << u"Certification did not complete: INCOMPLETE"_s << QString();
        QTest::newRow("not found: code and hint")
            << withRuns({u"certification"_s, u"report"_s, u"nope"_s, u"-n"_s, u"nvcre"_s}) << 1
            << QString()
            << u"NVCRE_RUN_NOT_FOUND: certification \"nope\" not found in namespace \"nvcre\""_s;
        QTest::newRow("unknown format is a usage error")
            << withRuns({u"certification"_s, u"report"_s, u"gpu-cert"_s, u"-o"_s, u"table"_s}) << 2
            << QString() << u"unknown output format \"table\""_s;
        QTest::newRow("status table, all namespaces")
            << withRuns({u"certification"_s, u"status"_s, u"-A"_s}) << 0
            << u"gpu-cert-bad   FAILED"_s << QString();
        QTest::newRow("status -A with -n is a usage error")
            << withRuns({u"certification"_s, u"status"_s, u"-A"_s, u"-n"_s, u"x"_s}) << 2
            << QString() << u"-A or -n NS, not both"_s;
        QTest::newRow("workloadrun status one word")
            << withRuns({u"workloadrun"_s, u"status"_s, u"llama-smoke"_s}) << 0 << u"InProgress\n"_s
            << QString();
        QTest::newRow("workloadrun status json with failed nodes")
            << withRuns({u"workloadrun"_s, u"status"_s, u"nccl-check"_s, u"-o"_s, u"json"_s}) << 0
            << u"\"failedNodes\": [\n    \"n1\""_s << QString();
        // Section 3.3's field order: {name, namespace, status, failedNodes?}.
        QTest::newRow("workloadrun status json in nvcrectl's order")
            << withRuns({u"workloadrun"_s, u"status"_s, u"nccl-check"_s, u"-o"_s, u"json"_s}) << 0
            << u"{\n  \"name\": \"nccl-check\",\n  \"namespace\": \"default\",\n  \"status\": \"Failed\""_s
            << QString();
        // One run: the section 3.5 status object (get_certification_status's), with progress.
        QTest::newRow("certification status NAME -o json")
            << withRuns({u"certification"_s, u"status"_s, u"fleet-a"_s, u"-n"_s, u"nvcre"_s,
                         u"-o"_s, u"json"_s})
            << 0
            << u"{\n  \"name\": \"fleet-a\",\n  \"namespace\": \"nvcre\",\n  \"result\": \"INCOMPLETE\",\n  \"totalNodes\": 6"_s
            << QString();
        QTest::newRow("certification status -A -o json lists them")
            << withRuns({u"certification"_s, u"status"_s, u"-A"_s, u"-o"_s, u"json"_s}) << 0
            << u"\"progress\": \"0/1 passed\""_s << QString();
        QTest::newRow("workloadrun report running exits 1")
            << withRuns({u"workloadrun"_s, u"report"_s, u"llama-smoke"_s}) << 1
            << u"WorkloadRun Report"_s << u"workloadrun \"llama-smoke\" is still running"_s;
    }

    void exitCodes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, stdoutHas);
        QFETCH(QString, stderrHas);
        const CliResult r = runAccelctl(args);
        QVERIFY2(r.exitCode == exitCode, r.err.constData());
        QVERIFY2(QString::fromUtf8(r.out).contains(stdoutHas), r.out.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(stderrHas), r.err.constData());
        // Nothing from the cluster reaches the terminal raw.
        QVERIFY(!r.out.contains('\x1b'));
    }

    void errorDocument()
    {
        // DESIGN.md: with -o json an error is also {"error": {code, message, hint}} on stdout.
        const CliResult r =
            runAccelctl(withRuns({u"certification"_s, u"report"_s, u"nope"_s, u"-o"_s, u"json"_s}));
        QCOMPARE(r.exitCode, 1);
        const QJsonObject error =
            QJsonDocument::fromJson(r.out).object().value(u"error"_s).toObject();
        QCOMPARE(error.value(u"code"_s).toString(), u"NVCRE_RUN_NOT_FOUND"_s);
        QVERIFY(!error.value(u"hint"_s).toString().isEmpty());
    }

    void resultsFiles()
    {
        // Section 3.3: JSON to the results file (`Results written to P`), JUnit to its file;
        // the verdict's exit code still holds.
        QTemporaryDir dir;
        const QString results = dir.filePath(u"results.json"_s);
        const QString junit = dir.filePath(u"junit.xml"_s);
        const CliResult r = runAccelctl(
            withRuns({u"certification"_s, u"report"_s, u"gpu-cert-bad"_s, u"-n"_s, u"nvcre"_s,
                      u"--results-file"_s, results, u"--junit-file"_s, junit}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QByteArray("Results written to " + results.toUtf8())));
        QFile json(results);
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(json.readAll()).object();
        QCOMPARE(report.value(u"result"_s).toString(), u"FAILED"_s);
        QCOMPARE(report.value(u"failedNodes"_s).toArray().size(), 2);
        QFile xml(junit);
        QVERIFY(xml.open(QIODevice::ReadOnly));
        QVERIFY(xml.readAll().contains("<testsuite name=\"gpu-cert-bad\" tests=\"2\""));
    }

    void refusesSymlinkAndKeepsTarget()
    {
        // A results path that is a symbolic link is refused, and what it points at is kept.
        QTemporaryDir dir;
        const QString target = dir.filePath(u"precious.txt"_s);
        QFile keep(target);
        QVERIFY(keep.open(QIODevice::WriteOnly));
        keep.write("keep me");
        keep.close();
        const QString link = dir.filePath(u"results.json"_s);
        QVERIFY(QFile::link(target, link));
        const CliResult r = runAccelctl(withRuns({u"certification"_s, u"report"_s, u"gpu-cert"_s,
                                                  u"-n"_s, u"nvcre"_s, u"--results-file"_s, link}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("NVCRE_REPORT_WRITE"), r.err.constData());
        QVERIFY(keep.open(QIODevice::ReadOnly));
        QCOMPARE(keep.readAll(), QByteArray("keep me"));
        // A folder that cannot be written: the command fails, no half-written file is left.
        const QString missing = dir.filePath(u"no/such/dir/junit.xml"_s);
        const CliResult r2 =
            runAccelctl(withRuns({u"certification"_s, u"report"_s, u"gpu-cert"_s, u"-n"_s,
                                  u"nvcre"_s, u"--junit-file"_s, missing}));
        QCOMPARE(r2.exitCode, 1);
        QVERIFY(!QFile::exists(missing));
    }

    void clusterSnapshotKeepsRuns()
    {
        // `cluster snapshot` of a file with runs writes them again.
        const CliResult r = runAccelctl(withRuns({u"cluster"_s, u"snapshot"_s}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("\"kind\": \"Certification\""));
        QVERIFY(r.err.contains("NVCRE run objects"));
    }
};

QTEST_GUILESS_MAIN(TestCliRuns)
#include "tst_cli_runs.moc"
