// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// One error contract (issue 34): with -o json or -o yaml every command prints
// {"error": {"code", "message", "hint"}} on stdout as well as "CODE: message" on stderr, usage
// errors (code USAGE) included.
#include "clirunner.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

class TestCliErrorDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void errors_data();
    void errors();
    void everyCommandWithJson();
};

namespace {

/// The "error" object of a JSON document on stdout, or of the YAML one (its three keys read
/// line by line: the YAML writer prints `  code: X`).
QJsonObject errorOf(const QByteArray &out, const QString &format)
{
    if (format == u"json"_s)
        return QJsonDocument::fromJson(out).object().value(u"error"_s).toObject();
    QJsonObject error;
    bool in = false;
    for (const QByteArray &line : out.split('\n')) {
        if (line == "error:") {
            in = true;
        } else if (in && line.startsWith("  ")) {
            const QByteArray t = line.trimmed();
            const qsizetype colon = t.indexOf(": ");
            if (colon > 0)
                error.insert(QString::fromUtf8(t.left(colon)), QString::fromUtf8(t.mid(colon + 2)));
        } else {
            in = false;
        }
    }
    return error;
}

} // namespace

void TestCliErrorDocument::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("format");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("code");
    const QString claims = fixture(u"cluster/claims-cluster.yaml"_s);
    const QString missing = u"/nonexistent/snapshot.yaml"_s;
    // The two the issue found with an empty stdout, in both formats.
    for (const QString &format : {u"json"_s, u"yaml"_s}) {
        QTest::addRow("explain pod, POD_NOT_FOUND, %s", qPrintable(format))
            << QStringList{u"explain"_s, u"pod"_s, u"nope"_s, u"--snapshot"_s, claims} << format
            << 1 << u"POD_NOT_FOUND"_s;
        QTest::addRow("get gpus, missing snapshot, %s", qPrintable(format))
            << QStringList{u"get"_s, u"gpus"_s, u"--snapshot"_s, missing} << format << 1
            << u"SNAPSHOT_READ"_s;
        QTest::addRow("get gpus, usage, %s", qPrintable(format))
            << QStringList{u"get"_s, u"gpus"_s, u"--nope"_s} << format << 2 << u"USAGE"_s;
        QTest::addRow("unknown command, %s", qPrintable(format))
            << QStringList{u"get"_s, u"gpux"_s} << format << 2 << u"USAGE"_s;
    }
    QTest::newRow("cel eval, compile error")
        << QStringList{u"cel"_s, u"eval"_s, u"device.driver =="_s} << u"json"_s << 1
        << u"CEL_SYNTAX"_s;
    QTest::newRow("claim allocate, missing claim")
        << QStringList{u"claim"_s,  u"allocate"_s, u"--claim"_s, missing,
                       u"--node"_s, u"n"_s,        u"--demo"_s}
        << u"json"_s << 1 << u"FILE_READ"_s;
}

void TestCliErrorDocument::errors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, format);
    QFETCH(int, exitCode);
    QFETCH(QString, code);
    const CliResult r = runAccelctl(args + QStringList{u"-o"_s, format});
    QVERIFY2(r.exitCode == exitCode, r.err.constData());
    const QJsonObject error = errorOf(r.out, format);
    QVERIFY2(!error.isEmpty(), r.out.constData());
    if (code != u"USAGE"_s) {
        QCOMPARE(error.value(u"code"_s).toString(), code);
        // The same error on stderr, "CODE: message".
        QVERIFY2(r.err.startsWith(QByteArray(code.toUtf8() + ": ")), r.err.constData());
    } else {
        QCOMPARE(error.value(u"code"_s).toString(), u"USAGE"_s);
        QVERIFY2(r.err.startsWith("accelctl: "), r.err.constData());
    }
    QVERIFY2(!error.value(u"message"_s).toString().isEmpty(), r.out.constData());
    QVERIFY2(!error.value(u"hint"_s).toString().isEmpty(), r.out.constData());
}

void TestCliErrorDocument::everyCommandWithJson()
{
    // Every command whose --help offers -o json: an option it does not know is a usage error,
    // and stdout says so as a document.
    const CliResult table = runAccelctl({u"__commands"_s});
    QCOMPARE(table.exitCode, 0);
    const QJsonArray commands =
        QJsonDocument::fromJson(table.out).object().value(u"commands"_s).toArray();
    QVERIFY(commands.size() >= 25);
    int checked = 0;
    for (const QJsonValue &c : commands) {
        QStringList words;
        for (const QJsonValue &w : c[u"words"_s].toArray())
            words << w.toString();
        const CliResult help = runAccelctl(words + QStringList{u"--help"_s});
        QVERIFY(help.exitCode == 0);
        QByteArray outputLine;
        for (const QByteArray &line : help.out.split('\n'))
            if (line.contains("--output"))
                outputLine = line;
        if (!outputLine.contains("json"))
            continue;
        const CliResult r =
            runAccelctl(words + QStringList{u"--no-such-option"_s, u"-o"_s, u"json"_s});
        const QString name = words.join(u' ');
        QVERIFY2(r.exitCode == 2, qPrintable(name));
        const QJsonObject error = errorOf(r.out, u"json"_s);
        QVERIFY2(error.value(u"code"_s).toString() == u"USAGE"_s,
                 qPrintable(name + u": "_s + QString::fromUtf8(r.out)));
        QVERIFY2(error.value(u"message"_s).toString().contains(u"no-such-option"_s),
                 qPrintable(name));
        QVERIFY2(error.value(u"hint"_s).toString().contains(name + u" --help"_s),
                 qPrintable(name + u": "_s + error.value(u"hint"_s).toString()));
        ++checked;
    }
    QVERIFY2(checked >= 20, qPrintable(QString::number(checked)));
}

QTEST_GUILESS_MAIN(TestCliErrorDocument)
#include "tst_cli_errordocument.moc"
