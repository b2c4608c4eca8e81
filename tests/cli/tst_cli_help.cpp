// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Help that reads (issue 34): commands grouped in a stable order, text wrapped at 80 columns
// when stdout is not a terminal, every command's help with Examples and Exit codes, no spec
// step or issue numbers, and every example run as written.
#include "clirunner.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

class TestCliHelp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void groupsInOrder();
    void commandHelp_data();
    void commandHelp();
    void examplesRun_data();
    void examplesRun();

private:
    QJsonArray m_commands;
};

namespace {

/// What a user reads must not point into the project's notes.
const QRegularExpression &internalReference()
{
    static const QRegularExpression re(u"spec step|[Ii]ssue \\d|section \\d"_s);
    return re;
}

QStringList wordsOf(const QJsonValue &command)
{
    QStringList words;
    for (const QJsonValue &w : command[u"words"_s].toArray())
        words << w.toString();
    return words;
}

} // namespace

void TestCliHelp::initTestCase()
{
    const CliResult table = runAccelctl({u"__commands"_s});
    QCOMPARE(table.exitCode, 0);
    m_commands = QJsonDocument::fromJson(table.out).object().value(u"commands"_s).toArray();
    QVERIFY(m_commands.size() >= 25);
}

void TestCliHelp::groupsInOrder()
{
    const CliResult r = runAccelctl({u"--help"_s});
    QCOMPARE(r.exitCode, 0);
    QStringList groups;
    for (const QByteArray &line : r.out.split('\n')) {
        if (line.endsWith(" commands:"))
            groups << QString::fromUtf8(line.left(line.size() - 10));
        // Not a terminal: 80 columns.
        QVERIFY2(line.size() <= 80, line.constData());
    }
    QCOMPARE(groups, (QStringList{u"Host"_s, u"Launch"_s, u"Sideload"_s, u"Cluster"_s, u"Claims"_s,
                                  u"Certification"_s, u"Documents"_s, u"Assistants"_s}));
    QVERIFY2(!internalReference().match(QString::fromUtf8(r.out)).hasMatch(), r.out.constData());
    // The command table lists them in the same order: a group's commands together.
    QStringList seen;
    QString last;
    for (const QJsonValue &c : std::as_const(m_commands)) {
        const QString group = c[u"group"_s].toString();
        if (group != last) {
            QVERIFY2(!seen.contains(group), qPrintable(group + u" split"_s));
            seen << group;
            last = group;
        }
    }
    QCOMPARE(seen, groups);
}

void TestCliHelp::commandHelp_data()
{
    QTest::addColumn<QStringList>("words");
    for (const QJsonValue &c : std::as_const(m_commands)) {
        const QStringList words = wordsOf(c);
        QTest::newRow(qPrintable(words.join(u' '))) << words;
    }
}

void TestCliHelp::commandHelp()
{
    QFETCH(QStringList, words);
    const CliResult r = runAccelctl(words + QStringList{u"--help"_s});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains(u"\nExamples:\n  # "_s), r.out.constData());
    QVERIFY2(text.contains(u"\nExit codes:\n  0     "_s), r.out.constData());
    QVERIFY2(text.contains(u"\n  2     "_s), r.out.constData());
    const QRegularExpressionMatch internal = internalReference().match(text);
    QVERIFY2(!internal.hasMatch(), qPrintable(internal.captured()));
    // Wrapped at 80 columns, but for the example command lines, which are copied, not read.
    for (const QString &line : text.split(u'\n')) {
        if (line.startsWith(u"  accelctl "_s))
            continue;
        QVERIFY2(line.size() <= 80, qPrintable(line));
    }
}

void TestCliHelp::examplesRun_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QJsonArray>("examples");
    for (const QJsonValue &c : std::as_const(m_commands)) {
        const QStringList words = wordsOf(c);
        QTest::newRow(qPrintable(words.join(u' '))) << words << c[u"examples"_s].toArray();
    }
}

void TestCliHelp::examplesRun()
{
    // Each command's examples run in order in one empty directory, with accelctl on PATH and a
    // state directory of their own: as written in --help, through the shell.
    QFETCH(QStringList, words);
    QFETCH(QJsonArray, examples);
    QVERIFY(!examples.isEmpty());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"PATH"_s, binDir() + u':' + env.value(u"PATH"_s));
    env.insert(u"HOME"_s, dir.path());
    env.insert(u"XDG_STATE_HOME"_s, dir.filePath(u"state"_s));
    env.remove(u"KUBECONFIG"_s);
    env.remove(u"NORSK_CTL_GPU_MODE"_s);
    int ran = 0;
    for (const QJsonValue &e : std::as_const(examples)) {
        const QString line = e[u"line"_s].toString();
        QVERIFY2(line.startsWith(u"accelctl "_s), qPrintable(line));
        QVERIFY2(line.contains(u"accelctl "_s + words.join(u' ')) ||
                     line.contains(u"accelctl "_s + words.constFirst()),
                 qPrintable(line));
        const bool needs = !e[u"needs"_s].toString().isEmpty();
        QProcess sh;
        sh.setProcessEnvironment(env);
        sh.setWorkingDirectory(dir.path());
        // An example that needs what the suite has not (a live cluster, a launched project)
        // still parses: its options are the command's, as --help after them shows.
        sh.start(
            u"/bin/sh"_s,
            {u"-c"_s, needs ? line.section(u'>', 0, 0).trimmed() + u" --help >/dev/null"_s : line});
        QVERIFY(sh.waitForFinished(60000));
        const int expected = needs ? 0 : e[u"exitCode"_s].toInt();
        QVERIFY2(sh.exitCode() == expected,
                 qPrintable(line + u"\nexit "_s + QString::number(sh.exitCode()) + u"\nstderr: "_s +
                            QString::fromUtf8(sh.readAllStandardError())));
        ran += needs ? 0 : 1;
    }
    // Every command but those that need a cluster, docker, a file of the user's or (mcp serve)
    // a client on its stdin has one that runs here; tests/mcp drives mcp serve with the SDK.
    static const QStringList needOutside{u"logs"_s,
                                         u"stop"_s,
                                         u"sideload fetch"_s,
                                         u"explain pod"_s,
                                         u"certification render"_s,
                                         u"workloadrun render"_s,
                                         u"workflow render"_s,
                                         u"apply"_s,
                                         u"mcp serve"_s};
    if (!needOutside.contains(words.join(u' ')))
        QVERIFY2(ran > 0, qPrintable(words.join(u' ')));
}

QTEST_GUILESS_MAIN(TestCliHelp)
#include "tst_cli_help.moc"
