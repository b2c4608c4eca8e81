// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl patch` (like kubectl patch --local) and `accelctl diff` (like diff -u, with diff's
// exit codes: 0 equal, 1 different, 2 trouble).
#include "clirunner.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel::Test;

class TestCliPatchDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void patch_data();
    void patch();
    void patchErrors_data();
    void patchErrors();
    void diffExitCodes_data();
    void diffExitCodes();
    void structuralJson();

private:
    QString write(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write(content);
        return path;
    }
    QTemporaryDir m_dir;
    QString m_base;
};

void TestCliPatchDiff::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_base = write(QStringLiteral("base.yaml"),
                   "spec:\n  env:\n  - name: A\n    value: '1'\n  image: x:1\n");
}

void TestCliPatchDiff::patch_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("patch");
    QTest::addColumn<QByteArray>("expectedYaml");
    QTest::addRow("json append")
        << "json"
        << R"([{"op":"add","path":"/spec/env/-","value":{"name":"B"}}])"
        << QByteArray("spec:\n  env:\n  - name: A\n    value: '1'\n  - name: B\n  image: x:1\n");
    QTest::addRow("merge deletes with null")
        << "merge"
        << "spec: {image: null}" << QByteArray("spec:\n  env:\n  - name: A\n    value: '1'\n");
    QTest::addRow("strategic replaces arrays")
        << "strategic"
        << "spec: {env: [{name: C}]}" << QByteArray("spec:\n  env:\n  - name: C\n  image: x:1\n");
}

void TestCliPatchDiff::patch()
{
    QFETCH(QString, type);
    QFETCH(QString, patch);
    QFETCH(QByteArray, expectedYaml);
    const CliResult r = runAccelctl({QStringLiteral("patch"), m_base, QStringLiteral("--type"),
                                     type, QStringLiteral("--patch"), patch});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(r.out, expectedYaml);

    // The same through a patch file and JSON output.
    const QString file = write(QStringLiteral("patch-%1").arg(type), patch.toUtf8());
    const CliResult json = runAccelctl({QStringLiteral("patch"), m_base, QStringLiteral("--type"),
                                        type, QStringLiteral("--patch-file"), file,
                                        QStringLiteral("-o"), QStringLiteral("json")});
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(QJsonValue(QJsonDocument::fromJson(json.out).object()), yaml(expectedYaml));
}

void TestCliPatchDiff::patchErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("stderrStart");
    QTest::addRow("failing op") << QStringList{QStringLiteral("--type"), QStringLiteral("json"),
                                               QStringLiteral("--patch"),
                                               QStringLiteral("[{op: remove, path: /nope}]")}
                                << 1
                                << QByteArray(
                                       "JSON_PATCH: op 0 (remove /nope): /nope does not exist");
    QTest::addRow("bad patch YAML")
        << QStringList{QStringLiteral("--type"), QStringLiteral("merge"), QStringLiteral("--patch"),
                       QStringLiteral("a: [")}
        << 1 << QByteArray("YAML_PARSE: --patch:");
    QTest::addRow("no patch") << QStringList{QStringLiteral("--type"), QStringLiteral("json")} << 2
                              << QByteArray("accelctl: ");
    QTest::addRow("bad type") << QStringList{QStringLiteral("--type"), QStringLiteral("xml"),
                                             QStringLiteral("--patch"), QStringLiteral("{}")}
                              << 2 << QByteArray("accelctl: ");
}

void TestCliPatchDiff::patchErrors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, stderrStart);
    const CliResult r = runAccelctl(QStringList{QStringLiteral("patch"), m_base} + args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.startsWith(stderrStart), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestCliPatchDiff::diffExitCodes_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QByteArray>("b");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("out");
    const QByteArray same("spec:\n  env:\n  - name: A\n    value: '1'\n  image: x:1\n");
    QTest::addRow("equal") << QStringList() << same << 0 << QByteArray();
    QTest::addRow("different") << QStringList{QStringLiteral("-U"), QStringLiteral("0")}
                               << QByteArray(
                                      "spec:\n  env:\n  - name: A\n    value: '1'\n  image: x:2\n")
                               << 1 << QByteArray("@@ -5 +5 @@\n-  image: x:1\n+  image: x:2\n");
    QTest::addRow("structural, equal though formatted differently")
        << QStringList{QStringLiteral("--structural")}
        << QByteArray("{spec: {image: 'x:1', env: [{value: '1', name: A}]}}") << 0 << QByteArray();
    QTest::addRow("structural, changed")
        << QStringList{QStringLiteral("--structural")}
        << QByteArray("{spec: {image: 'x:1', env: [{value: '2', name: A}]}}") << 1
        << QByteArray("~ /spec/env/0/value: \"1\" -> \"2\"\n");
    QTest::addRow("structural, unparseable")
        << QStringList{QStringLiteral("--structural")} << QByteArray("a: [") << 2 << QByteArray();
}

void TestCliPatchDiff::diffExitCodes()
{
    QFETCH(QStringList, extra);
    QFETCH(QByteArray, b);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, out);
    const QString name =
        QStringLiteral("b-%1.yaml").arg(QString::fromUtf8(QTest::currentDataTag()));
    const QString other = write(QString(name).replace(QLatin1Char(' '), QLatin1Char('_')), b);
    const CliResult r = runAccelctl(QStringList{QStringLiteral("diff"), m_base, other} + extra);
    QCOMPARE(r.exitCode, exitCode);
    if (out.startsWith("@@")) {
        const QByteArray header = "--- " + m_base.toUtf8() + "\n+++ " + other.toUtf8() + "\n";
        QVERIFY(r.out.startsWith(header));
        QVERIFY2(r.out.endsWith(out), r.out.constData());
    } else {
        QCOMPARE(r.out, out);
    }
    if (exitCode == 2)
        QVERIFY(r.err.startsWith("YAML_PARSE: "));
}

void TestCliPatchDiff::structuralJson()
{
    const QString other = write(QStringLiteral("other.yaml"), "spec: {image: 'x:1'}\n");
    const CliResult r =
        runAccelctl({QStringLiteral("diff"), m_base, other, QStringLiteral("--structural"),
                     QStringLiteral("-o"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 1);
    const QJsonArray changes = QJsonDocument::fromJson(r.out).array();
    QCOMPARE(changes.size(), 1);
    QCOMPARE(changes.first().toObject().value(QLatin1String("op")).toString(),
             QStringLiteral("remove"));
    QCOMPARE(changes.first().toObject().value(QLatin1String("path")).toString(),
             QStringLiteral("/spec/env"));
    const CliResult missing =
        runAccelctl({QStringLiteral("diff"), m_base, QStringLiteral("/nonexistent")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.startsWith("FILE_READ: "));
}

QTEST_GUILESS_MAIN(TestCliPatchDiff)
#include "tst_cli_patchdiff.moc"
