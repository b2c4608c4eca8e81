// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// What a new user trips over (issue 18, section 4), each as seen: group words alone list their
// commands, --help offers only the formats a command prints, --ca-file says what it is for,
// seams that name nothing are errors or warnings naming the path, and the demo is "demo".
#include "clirunner.h"
#include "testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

class TestCliNewUser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void groups_data();
    void groups();
    void outputFormatsInHelp_data();
    void outputFormatsInHelp();
    void everyCommandTakesTheFormatsItsHelpSays();
    void caFileHelp();
    void seamsThatNameNothing_data();
    void seamsThatNameNothing();
    void quadraWithoutDiskGroupWarns();
    void demoSource();
};

void TestCliNewUser::groups_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("needle");
    QTest::newRow("get") << QStringList{u"get"_s} << 2 << QByteArray("accelctl get hardware");
    QTest::newRow("get --help") << QStringList{u"get"_s, u"--help"_s} << 0
                                << QByteArray("accelctl get claims");
    QTest::newRow("sideload") << QStringList{u"sideload"_s} << 2
                              << QByteArray("accelctl sideload fetch");
    QTest::newRow("claim -h") << QStringList{u"claim"_s, u"-h"_s} << 0
                              << QByteArray("accelctl claim allocate");
}

void TestCliNewUser::groups()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, needle);
    const CliResult r = runAccelctl(args);
    QCOMPARE(r.exitCode, exitCode);
    const QByteArray text = exitCode == 0 ? r.out : r.err;
    QVERIFY2(text.contains(needle), text.constData());
    QVERIFY2(!r.err.contains("unknown command"), r.err.constData());
}

void TestCliNewUser::outputFormatsInHelp_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QByteArray>("says");
    QTest::addColumn<QByteArray>("never");
    QTest::newRow("claim match") << QStringList{u"claim"_s, u"match"_s}
                                 << QByteArray("table or json") << QByteArray("yaml");
    QTest::newRow("apply") << QStringList{u"apply"_s} << QByteArray("table or json")
                           << QByteArray("or yaml");
    QTest::newRow("workflow render") << QStringList{u"workflow"_s, u"render"_s}
                                     << QByteArray("yaml or json") << QByteArray("table");
    QTest::newRow("certification render") << QStringList{u"certification"_s, u"render"_s}
                                          << QByteArray("yaml or json") << QByteArray("table");
}

void TestCliNewUser::outputFormatsInHelp()
{
    QFETCH(QStringList, command);
    QFETCH(QByteArray, says);
    QFETCH(QByteArray, never);
    const CliResult r = runAccelctl(command + QStringList{u"--help"_s});
    QCOMPARE(r.exitCode, 0);
    QByteArray line;
    for (const QByteArray &l : r.out.split('\n'))
        if (l.contains("--output"))
            line = l;
    QVERIFY2(line.contains(says), line.constData());
    QVERIFY2(!line.contains(never), line.constData());
}

namespace {
const QStringList kFormats{u"table"_s, u"json"_s, u"yaml"_s, u"text"_s};

/// The formats named in TEXT, sorted.
QStringList formatsIn(const QString &text)
{
    QStringList out;
    static const QRegularExpression word(u"[a-z]+"_s);
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured();
        if (kFormats.contains(w) && !out.contains(w))
            out << w;
    }
    out.sort();
    return out;
}

/// The description of --output in a command's --help, its wrapped lines joined.
QString outputHelp(const QByteArray &help)
{
    QString out;
    bool in = false;
    for (const QString &line : QString::fromUtf8(help).split(u'\n')) {
        const QString t = line.trimmed();
        if (!in && t.contains(u"--output"_s)) {
            in = true;
            out = t.mid(t.indexOf(u'>') + 1);
        } else if (in && !t.isEmpty() && !t.startsWith(u'-')) {
            out += u' ' + t;
        } else if (in) {
            break;
        }
    }
    return out;
}
} // namespace

void TestCliNewUser::everyCommandTakesTheFormatsItsHelpSays()
{
    // Every command `accelctl --help` lists: the formats its --help offers for -o are exactly
    // those its refusal of an unknown one names (issue 18, section 4).
    const CliResult top = runAccelctl({u"--help"_s});
    QCOMPARE(top.exitCode, 0);
    QList<QStringList> commands;
    bool inCommands = false;
    static const QRegularExpression entry(u"^  ([a-z-]+(?: [a-z]+)?)  "_s);
    for (const QString &line : QString::fromUtf8(top.out).split(u'\n')) {
        // Listed by group: "Host commands:", "Launch commands:", ... (issue 34).
        if (line.endsWith(u" commands:"_s))
            inCommands = true;
        else if (inCommands && !line.startsWith(u' '))
            inCommands = false;
        else if (const QRegularExpressionMatch m = entry.match(line); inCommands && m.hasMatch())
            commands << m.captured(1).split(u' ');
    }
    QVERIFY2(commands.size() >= 25, top.out.constData());
    // What a command needs before it reads -o.
    const QHash<QString, QStringList> needs{
        {u"patch"_s, {u"x.yaml"_s, u"--type"_s, u"merge"_s, u"--patch"_s, u"{}"_s}},
        {u"diff"_s, {u"a.yaml"_s, u"b.yaml"_s}},
        {u"launch"_s, {u"norsk-studio"_s}},
        {u"launch-form"_s, {u"norsk-studio"_s}},
        {u"sideload fetch"_s, {u"--product"_s, u"x"_s}},
        {u"explain pod"_s, {u"x"_s}},
    };
    int checked = 0;
    for (const QStringList &command : std::as_const(commands)) {
        const QString name = command.join(u' ');
        const CliResult help = runAccelctl(command + QStringList{u"--help"_s});
        QVERIFY2(help.exitCode == 0, qPrintable(name));
        const QString offered = outputHelp(help.out);
        const CliResult refused =
            runAccelctl(command + needs.value(name) + QStringList{u"-o"_s, u"bogus"_s});
        QVERIFY2(refused.exitCode == 2,
                 qPrintable(name + u": "_s + QString::fromUtf8(refused.err)));
        const QString said = QString::fromUtf8(refused.err).section(u'\n', 0, 0);
        if (offered.isEmpty()) { // no -o at all
            QVERIFY2(said.contains(u"Unknown option 'o'"_s), qPrintable(name + u": "_s + said));
            continue;
        }
        QVERIFY2(said.contains(u"bogus"_s) || said.contains(u"-o must be"_s),
                 qPrintable(name + u": "_s + said));
        QVERIFY2(!formatsIn(offered).isEmpty(), qPrintable(name + u": "_s + offered));
        QVERIFY2(formatsIn(offered) == formatsIn(said),
                 qPrintable(name + u": help says \""_s + offered + u"\", refusal says \""_s + said +
                            u'"'));
        ++checked;
    }
    QVERIFY(checked >= 20);
}

void TestCliNewUser::caFileHelp()
{
    // A cluster command's --help, and the top-level list of seams: --ca-file is for the API
    // server too, not only "for a sideload mirror".
    const CliResult r = runAccelctl({u"get"_s, u"gpus"_s, u"--help"_s});
    QCOMPARE(r.exitCode, 0);
    const QByteArray help = r.out.simplified();
    QVERIFY2(help.contains("for an API server with a private CA"), help.constData());
    QVERIFY(!help.contains("sideload mirror"));
    const CliResult top = runAccelctl({u"--help"_s});
    QCOMPARE(top.exitCode, 0);
    // The entry and its wrapped continuation lines (80 columns when not a terminal).
    QByteArray seam;
    bool inSeam = false;
    for (const QByteArray &line : top.out.split('\n')) {
        if (line.trimmed().startsWith("--ca-file"))
            inSeam = true;
        else if (inSeam && !line.startsWith("      "))
            inSeam = false;
        if (inSeam)
            seam += ' ' + line.simplified();
    }
    seam = seam.simplified();
    QVERIFY2(seam.contains("an API server or a sideload mirror"), seam.constData());
}

void TestCliNewUser::seamsThatNameNothing_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("code");
    // Every command that probes the host: get hardware, and the launch's plan and form.
    const QList<std::pair<const char *, QStringList>> commands{
        {"get hardware", {u"get"_s, u"hardware"_s}},
        {"launch --dry-run", {u"launch"_s, u"norsk-studio"_s, u"--dry-run"_s}},
        {"launch-form", {u"launch-form"_s, u"norsk-studio"_s}},
    };
    for (const auto &[name, command] : commands) {
        QTest::addRow("%s: host root", name)
            << command << QStringList{u"--host-root"_s, u"/nonexistent/root"_s}
            << u"HOST_ROOT_MISSING: --host-root /nonexistent/root"_s;
        QTest::addRow("%s: docker info", name)
            << command << QStringList{u"--docker-info"_s, u"/nonexistent/info.json"_s}
            << u"DOCKER_INFO_MISSING: --docker-info /nonexistent/info.json"_s;
    }
}

void TestCliNewUser::seamsThatNameNothing()
{
    QFETCH(QStringList, command);
    QFETCH(QStringList, args);
    QFETCH(QString, code);
    QTemporaryDir state; // where a launch would write, were it planned
    QStringList given = command + args;
    if (command.first() == u"launch"_s)
        given << u"--state-dir"_s << state.path();
    const CliResult r = runAccelctl(given);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(QString::fromUtf8(r.err).startsWith(code), r.err.constData());
    QVERIFY2(r.err.contains("hint: "), r.err.constData());
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QVERIFY(QDir(state.path()).isEmpty());
}

void TestCliNewUser::quadraWithoutDiskGroupWarns()
{
    const CliResult r = runAccelctl({u"get"_s, u"hardware"_s, u"--host-root"_s,
                                     fixture(u"hosts/quadra-no-disk-group"_s), u"--docker-info"_s,
                                     fixture(u"docker-info/cdi-only.json"_s), u"-o"_s, u"json"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("has no disk group"), r.err.constData());
    QVERIFY2(r.err.contains("quadra-no-disk-group/etc/group"), r.err.constData());
}

void TestCliNewUser::demoSource()
{
    const CliResult r =
        runAccelctl({u"claim"_s, u"match"_s, u"--claim"_s, fixture(u"claims/decode-10bit.yaml"_s),
                     u"--demo"_s, u"-o"_s, u"json"_s});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out).object()[u"source"_s].toString(), u"demo"_s);
    QVERIFY(!r.out.contains(":/accel"));
}

QTEST_GUILESS_MAIN(TestCliNewUser)
#include "tst_cli_newuser.moc"
