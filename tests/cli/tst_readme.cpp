// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The README's commands run as written. Every fenced block whose info string is "sh try" holds
// commands a reader can paste into a source checkout with build/bin on the path: each runs here,
// from the source root, against the demo cluster, the built-in products and tests/fixtures, and
// must exit 0 with output on stdout, or exit with the code a trailing "# exit N" names and say
// why on stderr. A renamed flag or command, a moved fixture or a changed exit code fails its row.
// Commands that need Docker, a GPU, a cluster or the network go in plain ```sh blocks, which are
// not run. The guide itself is checked too: under 450 lines, no issue or spec-step numbers, and
// every file it links to exists.
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

/// One command of a "sh try" block.
struct ReadmeCommand
{
    int line = 0;            ///< where the command starts in the README (1-based)
    QStringList environment; ///< NAME=value words before the program
    QStringList arguments;   ///< the words after `accelctl`
    int exitCode = 0;        ///< 0, or what a trailing "# exit N" says
    QString error;           ///< why the line is not a command this test can run
};

QString sourceRoot()
{
    return QDir::cleanPath(fixturesDir() + u"/../.."_s);
}

QString readmePath()
{
    return sourceRoot() + u"/README.md"_s;
}

/// Splits LINE into words as sh would for a plain command: '...' and "..." quoting, backslash
/// escapes, and a comment from an unquoted '#' at the start of a word (returned in COMMENT).
/// What would make it more than a plain command (a pipe, a redirection, a substitution, a
/// second command) is an error: the test runs programs, not a shell.
QStringList splitWords(const QString &line, QString *comment, QString *error)
{
    QStringList words;
    QString word;
    bool inWord = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == u'\'') {
            const qsizetype end = line.indexOf(u'\'', i + 1);
            if (end < 0) {
                *error = u"unterminated ' quote"_s;
                return {};
            }
            word += line.mid(i + 1, end - i - 1);
            inWord = true;
            i = end;
        } else if (c == u'"') {
            qsizetype j = i + 1;
            for (; j < line.size() && line.at(j) != u'"'; ++j) {
                if (line.at(j) == u'$' || line.at(j) == u'`') {
                    *error = u"a substitution inside double quotes"_s;
                    return {};
                }
                if (line.at(j) == u'\\' && j + 1 < line.size() &&
                    QStringView(u"\"\\$`").contains(line.at(j + 1)))
                    ++j;
                word += line.at(j);
            }
            if (j >= line.size()) {
                *error = u"unterminated \" quote"_s;
                return {};
            }
            inWord = true;
            i = j;
        } else if (c == u'\\' && i + 1 < line.size()) {
            word += line.at(++i);
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
        } else if (c == u'#' && !inWord) {
            *comment = line.mid(i + 1).trimmed();
            break;
        } else if (QStringView(u"|&;<>()$`*?[").contains(c)) {
            *error = u"'%1' needs a shell; a runnable block holds plain commands"_s.arg(c);
            return {};
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        words << word;
    return words;
}

/// The commands of MARKDOWN's "sh try" blocks. Lines ending in a backslash continue; blank
/// lines and comment lines are skipped.
QList<ReadmeCommand> runnableCommands(const QString &markdown)
{
    static const QRegularExpression opening(u"^```sh\\s+try\\s*$"_s);
    static const QRegularExpression exitComment(u"^exit (\\d+)\\b"_s);
    static const QRegularExpression assignment(u"^[A-Za-z_][A-Za-z0-9_]*="_s);
    QList<ReadmeCommand> commands;
    const QStringList lines = markdown.split(u'\n');
    bool inBlock = false;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &raw = lines.at(i);
        if (!inBlock) {
            inBlock = opening.match(raw).hasMatch();
            continue;
        }
        if (raw.startsWith(u"```"_s)) {
            inBlock = false;
            continue;
        }
        const int start = int(i) + 1;
        QString text = raw;
        while (text.endsWith(u'\\') && i + 1 < lines.size())
            text = text.chopped(1) + u' ' + lines.at(++i);
        if (text.trimmed().isEmpty() || text.trimmed().startsWith(u'#'))
            continue;

        ReadmeCommand command;
        command.line = start;
        QString comment;
        QStringList words = splitWords(text, &comment, &command.error);
        while (!words.isEmpty() && assignment.match(words.first()).hasMatch())
            command.environment << words.takeFirst();
        if (command.error.isEmpty() && (words.isEmpty() || words.first() != u"accelctl"_s))
            command.error = u"not an accelctl command: %1"_s.arg(text.trimmed());
        if (!words.isEmpty())
            command.arguments = words.mid(1);
        const QRegularExpressionMatch code = exitComment.match(comment);
        if (code.hasMatch())
            command.exitCode = code.captured(1).toInt();
        commands << command;
    }
    if (inBlock)
        commands << ReadmeCommand{int(lines.size()), {}, {}, 0, u"a sh try block never ends"_s};
    return commands;
}

QString readReadme(QString *error)
{
    QFile file(readmePath());
    if (!file.open(QIODevice::ReadOnly)) {
        *error = readmePath() + u": "_s + file.errorString();
        return {};
    }
    return QString::fromUtf8(file.readAll());
}

} // namespace

Q_DECLARE_METATYPE(ReadmeCommand)

class TestReadme : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void extraction_data();
    void extraction();
    void commands_data();
    void commands();
    void everyJobHasCommands();
    void guide();

private:
    QTemporaryDir m_home;
};

void TestReadme::initTestCase()
{
    QVERIFY(m_home.isValid());
    QVERIFY2(QFileInfo::exists(readmePath()), qPrintable(readmePath()));
}

void TestReadme::extraction_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("environment");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("error");

    QTest::newRow("plain sh block is not run")
        << u"```sh\naccelctl launch x\n```\n```sh try\naccelctl get products\n```\n"_s
        << QStringList{u"get"_s, u"products"_s} << QStringList{} << 0 << QString();
    QTest::newRow("quotes and a continued line")
        << u"```sh try\n# a comment\n\naccelctl cel eval \\\n  'a[\"b\"] == \"c d\"' \"x\\\"y\"\n```"_s
        << QStringList{u"cel"_s, u"eval"_s, u"a[\"b\"] == \"c d\""_s, u"x\"y"_s} << QStringList{}
        << 0 << QString();
    QTest::newRow("documented exit code")
        << u"```sh try\naccelctl launch p --hardware quadra   # exit 3\n```"_s
        << QStringList{u"launch"_s, u"p"_s, u"--hardware"_s, u"quadra"_s} << QStringList{} << 3
        << QString();
    QTest::newRow("environment before the program")
        << u"```sh try\nNORSK_CTL_GPU_MODE=cdi accelctl get hardware\n```"_s
        << QStringList{u"get"_s, u"hardware"_s} << QStringList{u"NORSK_CTL_GPU_MODE=cdi"_s} << 0
        << QString();
    QTest::newRow("a pipe needs a shell")
        << u"```sh try\naccelctl get gpus --demo | head\n```"_s << QStringList{} << QStringList{}
        << 0 << u"'|' needs a shell; a runnable block holds plain commands"_s;
    QTest::newRow("another program")
        << u"```sh try\ndocker ps\n```"_s << QStringList{u"ps"_s} << QStringList{} << 0
        << u"not an accelctl command: docker ps"_s;
}

void TestReadme::extraction()
{
    QFETCH(QString, markdown);
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, environment);
    QFETCH(int, exitCode);
    QFETCH(QString, error);
    const QList<ReadmeCommand> commands = runnableCommands(markdown);
    QCOMPARE(commands.size(), 1);
    QCOMPARE(commands.first().error, error);
    if (error.isEmpty()) {
        QCOMPARE(commands.first().arguments, arguments);
        QCOMPARE(commands.first().environment, environment);
        QCOMPARE(commands.first().exitCode, exitCode);
    }
}

void TestReadme::commands_data()
{
    QTest::addColumn<ReadmeCommand>("command");
    QString error;
    const QString readme = readReadme(&error);
    if (!error.isEmpty()) {
        QTest::newRow("README.md") << ReadmeCommand{0, {}, {}, 0, error};
        return;
    }
    const QList<ReadmeCommand> commands = runnableCommands(readme);
    if (commands.isEmpty())
        QTest::newRow("README.md") << ReadmeCommand{0, {}, {}, 0, u"no ```sh try blocks"_s};
    for (const ReadmeCommand &command : commands) {
        QString tag = command.arguments.join(u' ');
        if (tag.size() > 70)
            tag = tag.left(67) + u"..."_s;
        QTest::addRow("README.md:%d %s", command.line, qPrintable(tag)) << command;
    }
}

void TestReadme::commands()
{
    QFETCH(ReadmeCommand, command);
    QVERIFY2(command.error.isEmpty(), qPrintable(command.error));

    // A home and state directory of its own: nothing of the user's is read or written, and
    // `launches` starts empty.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"NORSK_CTL_GPU_MODE"_s);
    env.remove(u"KUBECONFIG"_s);
    env.insert(u"HOME"_s, m_home.path());
    env.insert(u"XDG_STATE_HOME"_s, m_home.filePath(u"state"_s));
    for (const QString &assignment : command.environment) {
        const qsizetype eq = assignment.indexOf(u'=');
        env.insert(assignment.left(eq), assignment.mid(eq + 1));
    }
    QProcess process;
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(sourceRoot());
    process.start(binDir() + u"/accelctl"_s, command.arguments);
    QVERIFY2(process.waitForFinished(120000), "did not finish in 120 s");
    const QByteArray out = process.readAllStandardOutput();
    const QByteArray err = process.readAllStandardError();
    const QByteArray both = "stdout:\n" + out + "\nstderr:\n" + err;
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QVERIFY2(process.exitCode() == command.exitCode,
             qPrintable(
                 u"exit %1, the README says %2\n"_s.arg(process.exitCode()).arg(command.exitCode) +
                 QString::fromUtf8(both)));
    if (command.exitCode == 0)
        QVERIFY2(!out.trimmed().isEmpty(), both.constData());
    else
        QVERIFY2(!err.trimmed().isEmpty(), both.constData());
}

void TestReadme::everyJobHasCommands()
{
    // Each of the three jobs, and only runnable commands, in its section: a section whose
    // block lost its marker would otherwise go unchecked.
    QString error;
    const QString readme = readReadme(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QStringList jobs = {u"## Job 1:"_s, u"## Job 2:"_s, u"## Job 3:"_s};
    for (qsizetype j = 0; j < jobs.size(); ++j) {
        const qsizetype start = readme.indexOf(jobs.at(j));
        QVERIFY2(start >= 0, qPrintable(jobs.at(j)));
        const qsizetype end = readme.indexOf(u"\n## "_s, start + 1);
        const QList<ReadmeCommand> commands = runnableCommands(readme.mid(start, end - start));
        QVERIFY2(commands.size() >= 5,
                 qPrintable(u"%1 has %2 runnable commands"_s.arg(jobs.at(j)).arg(commands.size())));
    }
}

void TestReadme::guide()
{
    QString error;
    const QString readme = readReadme(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const qsizetype lines = readme.count(u'\n');
    QVERIFY2(lines < 450, qPrintable(u"README.md has %1 lines; the guide stays under 450 and the "
                                     "reference goes to the man pages"_s.arg(lines)));

    static const QRegularExpression numbered(u"\\b(issue|spec step|step) \\d+"_s,
                                             QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = numbered.match(readme);
    QVERIFY2(!m.hasMatch(), qPrintable(u"README.md speaks of \""_s + m.captured(0) + u'"'));

    // Every relative link and image: the screenshots and tests/README.md.
    static const QRegularExpression link(u"\\]\\(([^)#:]+)\\)"_s);
    int links = 0;
    for (auto it = link.globalMatch(readme); it.hasNext();) {
        const QString target = it.next().captured(1);
        QVERIFY2(QFileInfo::exists(sourceRoot() + u'/' + target), qPrintable(target));
        ++links;
    }
    QVERIFY(links >= 8);
}

QTEST_GUILESS_MAIN(TestReadme)
#include "tst_readme.moc"
