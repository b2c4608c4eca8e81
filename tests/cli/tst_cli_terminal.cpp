// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Nothing from outside reaches the terminal raw (issue 32): accelctl fed a cluster, a kubeconfig,
// CEL, YAML and container output full of escape sequences (OSC title and hyperlinks, CSI, BEL,
// CR, NUL, an 8-bit CSI, a right-to-left override) and line breaks prints every table, error,
// warning, log line and completion word with them escaped and on the lines it means, and its
// JSON and YAML carry them as escapes that read back to the same values.
#include "clirunner.h"
#include "doc/documentreader.h"
#include "doc/jsonwriter.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

const QString kFixture = u"cluster/hostile-terminal.yaml"_s;
/// The hostile node name, as it is in the cluster and as a terminal must be shown it.
const QString kNode = u"node-\x1b]0;pwned\x07<b>bold</b>"_s;
const QByteArray kNodeShown = R"(node-\e]0;pwned\x07<b>bold</b>)";

/// The first byte sequence of BYTES a terminal would obey or that reorders text, described, or
/// an empty string: C0 controls but line break (and tab where TABS), DEL, the C1 controls and
/// the Bidi_Control characters and U+2028/9 as UTF-8.
QString rawControl(const QByteArray &bytes, bool tabs = false)
{
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const auto b = uchar(bytes.at(i));
        const auto at = [&](qsizetype k) { return k < bytes.size() ? uchar(bytes.at(k)) : 0; };
        const bool raw = (b < 0x20 && b != '\n' && !(tabs && b == '\t')) || b == 0x7F ||
                         (b == 0xC2 && at(i + 1) >= 0x80 && at(i + 1) <= 0x9F) ||
                         (b == 0xD8 && at(i + 1) == 0x9C) ||
                         (b == 0xE2 && at(i + 1) == 0x80 &&
                          (at(i + 2) == 0x8E || at(i + 2) == 0x8F ||
                           (at(i + 2) >= 0xA8 && at(i + 2) <= 0xAE))) ||
                         (b == 0xE2 && at(i + 1) == 0x81 && at(i + 2) >= 0xA6 && at(i + 2) <= 0xA9);
        if (raw)
            return u"byte 0x%1 at %2 in: %3"_s.arg(b, 2, 16, QLatin1Char('0'))
                .arg(i)
                .arg(QString::fromUtf8(bytes.mid(std::max<qsizetype>(0, i - 40), 80)
                                           .toPercentEncoding(" \n:/<>\"=[]{},.-_")));
    }
    return {};
}

/// Whether a line of BYTES starts with PREFIX: a value's line break made a line of its own.
bool lineStartsWith(const QByteArray &bytes, const QByteArray &prefix)
{
    for (const QByteArray &line : bytes.split('\n'))
        if (line.startsWith(prefix))
            return true;
    return false;
}

/// Every string anywhere in VALUE.
QStringList stringsIn(const QJsonValue &value)
{
    QStringList out;
    if (value.isString()) {
        out << value.toString();
    } else if (value.isArray()) {
        for (const QJsonValue &v : value.toArray())
            out << stringsIn(v);
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            out << it.key() << stringsIn(it.value());
    }
    return out;
}

struct Run
{
    QStringList args;
    int exitCode = 0;
    QList<QByteArray> shown;  ///< escaped forms the output must hold (stdout and stderr)
    QList<QByteArray> forged; ///< line starts no output may have
};

} // namespace

class TestCliTerminal : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void tables_data();
    void tables();
    void documents_data();
    void documents();
    void contexts();
    void completion();
    void cel_data();
    void cel();
    void yamlErrors_data();
    void yamlErrors();
    void composeLogs();

private:
    QString writeFile(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
    QString m_json; ///< the fixture as JSON: the snapshot fast path
};

QString TestCliTerminal::writeFile(const QString &name, const QByteArray &bytes)
{
    QFile file(m_dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(file.fileName()));
    return file.fileName();
}

void TestCliTerminal::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const Result<QJsonValue> cluster = Doc::readDocumentFile(fixture(kFixture));
    QVERIFY2(cluster, qPrintable(cluster ? QString() : cluster.error().toString()));
    QVERIFY(stringsIn(*cluster).contains(kNode));
    m_json = writeFile(u"hostile.json"_s, Doc::toJson(*cluster));
}

void TestCliTerminal::tables_data()
{
    QTest::addColumn<Run>("run");
    const QStringList yaml{u"--snapshot"_s, fixture(kFixture)};
    QTest::addRow("get gpus") << Run{
        QStringList{u"get"_s, u"gpus"_s} + yaml,
        0,
        {kNodeShown, R"(Arc\r<a href="https://evil.example/">A380</a>\x9b2J)",
         R"(iHD\x00\e]8;;https://evil.example/\e\click\e]8;;\e\)", R"(\u{202e})"},
        {"FAKE-ROW"}};
    QTest::addRow("get gpus, JSON snapshot")
        << Run{{u"get"_s, u"gpus"_s, u"--snapshot"_s, m_json}, 0, {kNodeShown}, {"FAKE-ROW"}};
    QTest::addRow("get resourceslices")
        << Run{QStringList{u"get"_s, u"resourceslices"_s} + yaml,
               0,
               {R"(slice-\e[2J\e[H<img src="file:///etc/passwd">)",
                R"(pool\nFAKE-ROW forged by a pool name)", kNodeShown},
               {"FAKE-ROW"}};
    QTest::addRow("get resourceslices, JSON snapshot")
        << Run{{u"get"_s, u"resourceslices"_s, u"--snapshot"_s, m_json},
               0,
               {R"(pool\nFAKE-ROW forged by a pool name)"},
               {"FAKE-ROW"}};
    QTest::addRow("get claims") << Run{QStringList{u"get"_s, u"claims"_s, u"-n"_s, u"ml"_s} + yaml,
                                       0,
                                       {R"(claim-\e]8;;https://evil.example/\e\x\e]8;;\e\)",
                                        R"(pod\rOVERWRITTEN)",
                                        R"(ECC\x07\nwarning: FORGED <b>line</b>)"},
                                       {"warning: FORGED", "OVERWRITTEN"}};
    QTest::addRow("get pools") << Run{QStringList{u"get"_s, u"pools"_s} + yaml,
                                      0,
                                      {R"(gpu-pool\e[5m)", R"(media\u{202e}txt.exe)"},
                                      {"FAKE-ROW"}};
    QTest::addRow("explain pod") << Run{
        QStringList{u"explain"_s, u"pod"_s, u"waiting"_s, u"-n"_s, u"ml"_s} + yaml,
        0,
        {R"(0/1 nodes\r\e[2K\nFORGED: all good\x07)", kNodeShown},
        {"FORGED"}};
    QTest::addRow("cluster info") << Run{
        QStringList{u"cluster"_s, u"info"_s} + yaml, 0, {kNodeShown, R"(h100\e]0;x\x07)"}, {}};
}

void TestCliTerminal::tables()
{
    QFETCH(Run, run);
    const CliResult r = runAccelctl(run.args);
    QVERIFY2(r.exitCode == run.exitCode, r.err.constData());
    for (const QByteArray &stream : {r.out, r.err}) {
        const QString raw = rawControl(stream);
        QVERIFY2(raw.isEmpty(), qPrintable(raw));
        for (const QByteArray &forged : run.forged)
            QVERIFY2(!lineStartsWith(stream, forged), stream.constData());
    }
    for (const QByteArray &shown : run.shown)
        QVERIFY2(r.out.contains(shown) || r.err.contains(shown),
                 qPrintable(QString::fromUtf8(shown + "\nnot in:\n" + r.out + r.err)));
}

void TestCliTerminal::documents_data()
{
    QTest::addColumn<QStringList>("args");
    const QStringList yaml{u"--snapshot"_s, fixture(kFixture)};
    for (const QString &format : {u"json"_s, u"yaml"_s}) {
        for (const QStringList &command :
             {QStringList{u"get"_s, u"gpus"_s}, QStringList{u"get"_s, u"resourceslices"_s},
              QStringList{u"get"_s, u"claims"_s, u"-A"_s}, QStringList{u"get"_s, u"pools"_s},
              QStringList{u"cluster"_s, u"snapshot"_s}}) {
            QTest::addRow("%s -o %s", qPrintable(command.join(u' ')), qPrintable(format))
                << command + yaml + QStringList{u"-o"_s, format};
        }
    }
    QTest::addRow("get gpus -o json, JSON snapshot")
        << QStringList{u"get"_s, u"gpus"_s, u"--snapshot"_s, m_json, u"-o"_s, u"json"_s};
}

void TestCliTerminal::documents()
{
    // The writers escape control characters inside their strings; the values read back whole.
    QFETCH(QStringList, args);
    const CliResult r = runAccelctl(args);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString raw = rawControl(r.out);
    QVERIFY2(raw.isEmpty(), qPrintable(raw));
    QVERIFY2(rawControl(r.err).isEmpty(), r.err.constData());
    const Result<QJsonValue> read = Doc::readDocument(r.out, u"stdout"_s);
    QVERIFY2(read, qPrintable(read ? QString() : read.error().toString()));
    const QStringList strings = stringsIn(*read);
    const bool hasNode = std::any_of(strings.cbegin(), strings.cend(),
                                     [](const QString &s) { return s.contains(kNode); });
    QVERIFY2(hasNode, r.out.left(2000).constData());
}

void TestCliTerminal::contexts()
{
    // kubeconfig context names quoted in an error: the error and its hint stay two lines.
    const QString kubeconfig =
        writeFile(u"kubeconfig.yaml"_s,
                  "apiVersion: v1\nkind: Config\n"
                  "clusters: [{name: c, cluster: {server: \"https://127.0.0.1:1\"}}]\n"
                  "users: [{name: u, user: {token: t}}]\n"
                  "contexts:\n"
                  "- {name: \"ctx\\e]0;pwned\\a\", context: {cluster: c, user: u}}\n"
                  "- {name: \"evil\\nhint: run rm -rf ~\", context: {cluster: c, user: u}}\n"
                  "- {name: \"rtl\\u202Egpj.exe\", context: {cluster: c, user: u}}\n");
    const CliResult r = runAccelctl(
        {u"get"_s, u"gpus"_s, u"--kubeconfig"_s, kubeconfig, u"--context"_s, u"missing\x1b[2J"_s});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QVERIFY2(rawControl(r.err).isEmpty(), qPrintable(rawControl(r.err)));
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    QVERIFY2(lines.size() == 2 && lines.at(0).startsWith("KUBECONFIG_") &&
                 lines.at(1).startsWith("hint: "),
             r.err.constData());
    for (const QByteArray &shown :
         {QByteArray(R"(missing\e[2J)"), QByteArray(R"(ctx\e]0;pwned\x07)"),
          QByteArray(R"(evil\nhint: run rm -rf ~)"), QByteArray(R"(rtl\u{202e}gpj.exe)")})
        QVERIFY2(r.err.contains(shown), r.err.constData());
}

void TestCliTerminal::completion()
{
    // The words the shell completion runs compgen on: one a line, each escaped.
    const QString kubeconfig = writeFile(
        u"complete.yaml"_s, "apiVersion: v1\nkind: Config\n"
                            "clusters: [{name: c, cluster: {server: \"https://127.0.0.1:1\"}}]\n"
                            "users: [{name: u, user: {token: t}}]\n"
                            "contexts:\n"
                            "- {name: plain, context: {cluster: c, user: u}}\n"
                            "- {name: \"ctx\\e]0;pwned\\a\", context: {cluster: c, user: u}}\n"
                            "- {name: \"two\\nwords\", context: {cluster: c, user: u}}\n");
    const CliResult r =
        runAccelctl({u"__complete"_s, u"contexts"_s, u"--kubeconfig"_s, kubeconfig});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(rawControl(r.out).isEmpty(), qPrintable(rawControl(r.out)));
    // Sorted, as the kubeconfig's contexts always are.
    QCOMPARE(r.out, QByteArray(R"(ctx\e]0;pwned\x07)"
                               "\nplain\n"
                               R"(two\nwords)"
                               "\n"));
}

void TestCliTerminal::cel_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("shown");
    // CEL's own escapes make the control characters; the value is printed.
    QTest::addRow("a string value") << uR"("\u001b]0;pwned\u0007\r\n<b>x</b>")"_s << 0
                                    << QByteArray(R"(\e]0;pwned\x07\r\n<b>x</b>)");
    QTest::addRow("a list value") << uR"(["\u009b2J", "\u202e"])"_s << 0 << QByteArray(R"(\x9b2J)");
    // The expression itself, quoted by a parse error.
    QTest::addRow("a parse error") << u"1 + \x1b]0;pwned\x07"_s << 1 << QByteArray(R"(\e)");
    // A runtime error that quotes the value.
    QTest::addRow("a runtime error")
        << uR"(int("\u001b[2J\nFORGED"))"_s << 1 << QByteArray(R"(\e[2J)");
}

void TestCliTerminal::cel()
{
    QFETCH(QString, expression);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, shown);
    const QString device = writeFile(u"device.yaml"_s, "name: gpu-0\ndriver: gpu.example.com\n"
                                                       "attributes: {model: {string: h200}}\n");
    const CliResult r = runAccelctl({u"cel"_s, u"eval"_s, expression, u"--device"_s, device});
    QVERIFY2(r.exitCode == exitCode, r.err.constData());
    QVERIFY2(rawControl(r.out).isEmpty(), qPrintable(rawControl(r.out)));
    QVERIFY2(rawControl(r.err).isEmpty(), qPrintable(rawControl(r.err)));
    QVERIFY2(r.out.contains(shown) || r.err.contains(shown), QByteArray(r.out + r.err).constData());
    QVERIFY2(!lineStartsWith(r.out + '\n' + r.err, "FORGED"),
             QByteArray(r.out + r.err).constData());
    if (exitCode != 0) {
        const QList<QByteArray> lines = r.err.trimmed().split('\n');
        QVERIFY2(lines.size() == 2 && lines.at(1).startsWith("hint: "), r.err.constData());
    }
}

void TestCliTerminal::yamlErrors_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QByteArray>("shown");
    const QByteArray duplicate = "apiVersion: v1\nkind: List\nitems: []\n"
                                 "\"\\e]0;pwned\\a\\nFORGED\": 1\n\"\\e]0;pwned\\a\\nFORGED\": 2\n";
    QTest::addRow("a duplicate key in a snapshot")
        << duplicate << QStringList{u"get"_s, u"gpus"_s, u"--snapshot"_s}
        << QByteArray(R"(\e]0;pwned\x07\nFORGED)");
    QTest::addRow("a duplicate key in a --device file")
        << duplicate << QStringList{u"cel"_s, u"eval"_s, u"true"_s, u"--device"_s}
        << QByteArray(R"(\e]0;pwned\x07\nFORGED)");
    QTest::addRow("an invalid tagged scalar")
        << QByteArray("a: !!int \"12\\e[2J\\nFORGED\"\n")
        << QStringList{u"get"_s, u"gpus"_s, u"--snapshot"_s} << QByteArray(R"(12\e[2J\nFORGED)");
}

void TestCliTerminal::yamlErrors()
{
    // A parse error quotes what it could not read; the file name is the user's own and may hold
    // an escape sequence too.
    QFETCH(QByteArray, content);
    QFETCH(QStringList, command);
    QFETCH(QByteArray, shown);
    const QString file = writeFile(u"bad\x1b[31m.yaml"_s, content);
    const CliResult r = runAccelctl(command + QStringList{file});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(rawControl(r.err).isEmpty(), qPrintable(rawControl(r.err)));
    QVERIFY2(r.err.contains(shown), r.err.constData());
    QVERIFY2(r.err.contains(R"(bad\e[31m.yaml)"), r.err.constData());
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    QVERIFY2(lines.size() == 2 && lines.at(1).startsWith("hint: "), r.err.constData());
}

void TestCliTerminal::composeLogs()
{
    // `accelctl logs` passes the containers' output on with its escape sequences shown.
    QTemporaryDir state;
    const QString project = u"hostile-logs"_s;
    const QString secrets = state.filePath(u"launches/%1/secrets"_s.arg(project));
    QVERIFY(QDir().mkpath(secrets));
    QFile licence(secrets + u"/license.json"_s);
    QVERIFY(licence.open(QIODevice::WriteOnly));
    licence.write("{}");
    licence.close();
    const QString bin = m_dir.filePath(u"bin"_s);
    QVERIFY(QDir().mkpath(bin));
    QFile docker(bin + u"/docker"_s);
    QVERIFY(docker.open(QIODevice::WriteOnly));
    docker.write("#!/bin/sh\n"
                 "if [ \"$1\" = compose ] && [ \"$2\" = version ]; then "
                 "echo 'Docker Compose version v2.20.2'; exit 0; fi\n"
                 "case \" $* \" in *\" logs \"*) "
                 "printf 'media \\033]0;pwned\\007 line\\r\\n\\033[2Jcleared\\t\\302\\233x\\n';; "
                 "esac\nexit 0\n");
    docker.close();
    docker.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QProcessEnvironment env;
    env.insert(u"PATH"_s, bin + u':' + qEnvironmentVariable("PATH"));
    env.insert(u"DOCKER_HOST"_s, u"unix:///nonexistent/fake.sock"_s);
    const CliResult launched = runAccelctl(
        {u"launch"_s, u"norsk-ingest"_s, u"--hardware"_s, u"none"_s, u"--project"_s, project,
         u"--state-dir"_s, state.path(), u"--host-root"_s, fixture(u"hosts/none"_s),
         u"--docker-info"_s, fixture(u"docker-info/no-gpu.json"_s)},
        env);
    QVERIFY2(launched.exitCode == 0, launched.err.constData());
    const CliResult logs = runAccelctl({u"logs"_s, project, u"--state-dir"_s, state.path()}, env);
    QVERIFY2(logs.exitCode == 0, logs.err.constData());
    QVERIFY2(rawControl(logs.out, true).isEmpty(), qPrintable(rawControl(logs.out, true)));
    QCOMPARE(logs.out, QByteArray(R"(media \e]0;pwned\x07 line\r)"
                                  "\n"
                                  R"(\e[2Jcleared)"
                                  "\t"
                                  R"(\x9bx)"
                                  "\n"));
}

QTEST_GUILESS_MAIN(TestCliTerminal)
#include "tst_cli_terminal.moc"
