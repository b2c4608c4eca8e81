// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The generated shell completion offers what accelctl defines: its command words (multi-word
// commands too), each command's options exactly as its --help lists them, the choices its
// synopsis spells out (-o table|json|yaml, --hardware nvidia|quadra|none), the sample products,
// kubeconfig contexts, files and folders. Runs the completion function in bash the way bash
// calls it (COMP_WORDS split at '=' as bash splits them) and, where zsh is installed, through
// zsh's bashcompinit as the zsh completion does.
#include "packagesupport.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

QString accelctl()
{
    return binDir() + QStringLiteral("/accelctl");
}

QString shellQuote(const QString &text)
{
    return QLatin1Char('\'') + QString(text).replace(u"'"_s, u"'\\''"_s) + QLatin1Char('\'');
}

QString quotedWords(const QStringList &words)
{
    QStringList quoted;
    for (const QString &word : words)
        quoted << shellQuote(word);
    return quoted.join(QLatin1Char(' '));
}

enum class Shell
{
    Invalid = 0,
    Bash,
    Zsh,
};

/// What the completion offers for WORDS (the last is the word being completed), run in DIR
/// with the build's accelctl first on PATH and ENV ("NAME=value") set. Sorted, unique.
QStringList complete(Shell shell, const QStringList &words, const QString &dir,
                     const QStringList &env = {})
{
    const int cword = int(words.size()) - 1;
    QString script;
    QString program;
    if (shell == Shell::Bash) {
        program = QStringLiteral("bash");
        script =
            u"source "_s + shellQuote(shareDir() + u"/bash-completion/completions/accelctl"_s) +
            u"\nCOMP_WORDS=("_s + quotedWords(words) + u")\nCOMP_CWORD="_s +
            QString::number(cword) + u"\nCOMP_LINE="_s + shellQuote(words.join(QLatin1Char(' '))) +
            u"\nCOMP_POINT=${#COMP_LINE}\n_accelctl\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n"_s;
    } else {
        // As _bash_complete calls it: compgen -F with zsh's words, CURRENT and PREFIX.
        program = QStringLiteral("zsh");
        script = u"autoload -U compinit && compinit -u -D\nsource "_s +
                 shellQuote(shareDir() + u"/zsh/vendor-completions/_accelctl"_s) +
                 u"\nCOMP_WORDS=("_s + quotedWords(words) + u")\nwords=(\"${COMP_WORDS[@]}\")\n"_s +
                 u"COMP_CWORD="_s + QString::number(cword) + u"\nCURRENT="_s +
                 QString::number(cword + 1) + u"\nPREFIX="_s + shellQuote(words.last()) +
                 u"\ncompgen -F _accelctl_bash -- \"$PREFIX\"\n"_s;
    }
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"PATH"_s, binDir() + u":"_s + environment.value(u"PATH"_s));
    environment.remove(u"KUBECONFIG"_s);
    environment.insert(u"HOME"_s, dir);
    for (const QString &pair : env)
        environment.insert(pair.section(QLatin1Char('='), 0, 0), pair.section(QLatin1Char('='), 1));
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(dir);
    process.start(program, shell == Shell::Bash
                               ? QStringList{u"--norc"_s, u"--noprofile"_s, u"-c"_s, script}
                               : QStringList{u"-f"_s, u"-c"_s, script});
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return {u"(timed out)"_s};
    }
    const QByteArray err = process.readAllStandardError();
    if (process.exitCode() != 0 || !err.isEmpty())
        return {u"(exit %1: %2)"_s.arg(process.exitCode()).arg(QString::fromUtf8(err))};
    QStringList offered = QString::fromUtf8(process.readAllStandardOutput())
                              .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // zsh's compgen offers everything and leaves matching the typed word to compadd.
    if (shell == Shell::Zsh && words.last() != u"="_s)
        offered =
            offered.filter(QRegularExpression(u"^"_s + QRegularExpression::escape(words.last())));
    offered.sort();
    offered.removeDuplicates();
    return offered;
}

QStringList sorted(QStringList list)
{
    list.sort();
    list.removeDuplicates();
    return list;
}

QString generalHelp()
{
    return QString::fromUtf8(runProgram(accelctl(), {u"--help"_s}).out);
}

QString commandHelp(const QString &command)
{
    return QString::fromUtf8(
        runProgram(accelctl(), command.split(QLatin1Char(' ')) << u"--help"_s).out);
}

/// Every option name a command's --help lists: "-o", "--output", ...
QStringList optionNames(const QString &help)
{
    static const QRegularExpression name(u"(?:^  |, )(--?[A-Za-z][\\w-]*)"_s);
    QStringList names;
    for (const QString &line : helpSection(help, u"Options"_s)) {
        if (!line.startsWith(u"  -"_s))
            continue;
        const QString head = line.left(line.indexOf(u"  "_s, 2));
        QRegularExpressionMatchIterator it = name.globalMatch(head);
        while (it.hasNext())
            names << it.next().captured(1);
    }
    return sorted(names);
}

/// The product names `accelctl get products` prints, the header skipped.
QStringList productNames()
{
    QStringList names;
    const QStringList lines =
        QString::fromUtf8(runProgram(accelctl(), {u"get"_s, u"products"_s}).out)
            .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (qsizetype i = 1; i < lines.size(); ++i)
        names << lines.at(i).section(QLatin1Char(' '), 0, 0);
    return sorted(names);
}

bool writeKubeconfig(const QString &path, const QStringList &contexts)
{
    QString text = u"apiVersion: v1\nkind: Config\nclusters:\n- name: c\n  cluster: {server: "
                   "'https://127.0.0.1:1'}\nusers:\n- name: u\n  user: {token: not-a-token}\n"
                   "contexts:\n"_s;
    for (const QString &context : contexts)
        text += u"- name: "_s + context + u"\n  context: {cluster: c, user: u}\n"_s;
    text += u"current-context: "_s + contexts.first() + u'\n';
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text.toUtf8()) > 0;
}

} // namespace

class TestCompletion : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void commandWords_data();
    void commandWords();
    void options_data();
    void options();
    void synopsisChoices_data();
    void synopsisChoices();
    void outputEqualsForms_data();
    void outputEqualsForms();
    void products_data();
    void products();
    void contexts_data();
    void contexts();
    void contextsAreNotRun_data();
    void contextsAreNotRun();
    void filesAndFolders_data();
    void filesAndFolders();
    void zsh_data();
    void zsh();
    void zshRegistersTheCompleter();

private:
    QTemporaryDir m_dir;
    QStringList m_commands;
};

void TestCompletion::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QFileInfo::exists(shareDir() + u"/bash-completion/completions/accelctl"_s));
    m_commands = helpCommands(generalHelp());
    QVERIFY(m_commands.size() > 10);
    // Files and folders for the value completion; kubeconfigs with known contexts.
    QVERIFY(QDir(m_dir.path()).mkpath(u"rootfs"_s));
    QFile snapshot(m_dir.filePath(u"snapshot.json"_s));
    QVERIFY(snapshot.open(QIODevice::WriteOnly));
    QVERIFY(writeKubeconfig(m_dir.filePath(u"kubeconfig"_s), {u"alpha"_s, u"beta"_s}));
    QVERIFY(writeKubeconfig(m_dir.filePath(u"other-kubeconfig"_s), {u"gamma"_s}));
}

void TestCompletion::commandWords_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QStringList>("expected");

    // The first word: every command's first word and the global options.
    QStringList first;
    for (const QString &command : std::as_const(m_commands))
        first << command.section(QLatin1Char(' '), 0, 0);
    QTest::addRow("accelctl <TAB>")
        << QStringList{u"accelctl"_s, QString()}
        << sorted(first + QStringList{u"-h"_s, u"--help"_s, u"-v"_s, u"--version"_s});
    QTest::addRow("accelctl la<TAB>") << QStringList{u"accelctl"_s, u"la"_s}
                                      << sorted(first.filter(QRegularExpression(u"^la"_s)));
    // The second word of every multi-word command, after its first.
    QMap<QString, QStringList> seconds;
    for (const QString &command : std::as_const(m_commands)) {
        if (command.contains(QLatin1Char(' ')))
            seconds[command.section(QLatin1Char(' '), 0, 0)]
                << command.section(QLatin1Char(' '), 1, 1);
    }
    QVERIFY(seconds.contains(u"get"_s));
    for (auto it = seconds.cbegin(); it != seconds.cend(); ++it)
        QTest::addRow("accelctl %s <TAB>", qPrintable(it.key()))
            << QStringList{u"accelctl"_s, it.key(), QString()} << sorted(it.value());
}

void TestCompletion::commandWords()
{
    QFETCH(QStringList, words);
    QFETCH(QStringList, expected);
    QCOMPARE(complete(Shell::Bash, words, m_dir.path()), expected);
}

void TestCompletion::options_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QStringList>("expected");
    for (const QString &command : std::as_const(m_commands)) {
        const QStringList names = optionNames(commandHelp(command));
        QVERIFY2(names.contains(u"--help"_s), qPrintable(command));
        QTest::addRow("accelctl %s -<TAB>", qPrintable(command))
            << (QStringList{u"accelctl"_s} + command.split(QLatin1Char(' ')) + QStringList{u"-"_s})
            << names;
    }
}

void TestCompletion::options()
{
    QFETCH(QStringList, words);
    QFETCH(QStringList, expected);
    QCOMPARE(complete(Shell::Bash, words, m_dir.path()), expected);
}

void TestCompletion::synopsisChoices_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QStringList>("expected");
    // "Usage: accelctl launch PRODUCT [--hardware nvidia|quadra|none] ... [-o yaml|json]": each
    // option the synopsis gives choices for completes to exactly those, by either of its names.
    static const QRegularExpression choice(
        u"(?:^|[\\s\\[(|])(--?[A-Za-z][\\w-]*) ([\\w.-]+(?:\\|[\\w.-]+)+)"_s);
    int rows = 0;
    for (const QString &command : std::as_const(m_commands)) {
        // The usage line, wrapped at 80 columns: up to the first empty line.
        const QString usage =
            commandHelp(command).section(QStringLiteral("\n\n"), 0, 0).simplified();
        QRegularExpressionMatchIterator it = choice.globalMatch(usage);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            QTest::addRow("accelctl %s %s <TAB>", qPrintable(command), qPrintable(m.captured(1)))
                << (QStringList{u"accelctl"_s} + command.split(QLatin1Char(' ')) +
                    QStringList{m.captured(1), QString()})
                << sorted(m.captured(2).split(QLatin1Char('|')));
            ++rows;
        }
    }
    QVERIFY(rows > 10);
    QTest::addRow("accelctl get products --output <TAB>")
        << QStringList{u"accelctl"_s, u"get"_s, u"products"_s, u"--output"_s, QString()}
        << QStringList{u"json"_s, u"table"_s, u"yaml"_s};
    QTest::addRow("accelctl patch --output j<TAB>")
        << QStringList{u"accelctl"_s, u"patch"_s, u"--output"_s, u"j"_s} << QStringList{u"json"_s};
}

void TestCompletion::synopsisChoices()
{
    QFETCH(QStringList, words);
    QFETCH(QStringList, expected);
    QCOMPARE(complete(Shell::Bash, words, m_dir.path()), expected);
}

void TestCompletion::outputEqualsForms_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QStringList>("expected");
    // bash splits "--output=" at '=' (COMP_WORDBREAKS); without that split it is one word.
    QTest::addRow("--output=<TAB>")
        << QStringList{u"accelctl"_s, u"get"_s, u"products"_s, u"--output"_s, u"="_s}
        << QStringList{u"json"_s, u"table"_s, u"yaml"_s};
    QTest::addRow("--output=y<TAB>")
        << QStringList{u"accelctl"_s, u"get"_s, u"products"_s, u"--output"_s, u"="_s, u"y"_s}
        << QStringList{u"yaml"_s};
    QTest::addRow("--output=y<TAB> as one word")
        << QStringList{u"accelctl"_s, u"get"_s, u"products"_s, u"--output=y"_s}
        << QStringList{u"--output=yaml"_s};
}

void TestCompletion::outputEqualsForms()
{
    QFETCH(QStringList, words);
    QFETCH(QStringList, expected);
    QCOMPARE(complete(Shell::Bash, words, m_dir.path()), expected);
}

void TestCompletion::products_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QStringList>("expected");
    const QStringList products = productNames();
    QVERIFY(products.size() >= 3);
    // The folders in the working directory are product folders too.
    const QStringList withFolders = sorted(products + QStringList{u"rootfs"_s});
    QTest::addRow("launch <TAB>") << QStringList{u"accelctl"_s, u"launch"_s, QString()}
                                  << withFolders;
    QTest::addRow("launch-form <TAB>")
        << QStringList{u"accelctl"_s, u"launch-form"_s, QString()} << withFolders;
    QTest::addRow("launch norsk-s<TAB>") << QStringList{u"accelctl"_s, u"launch"_s, u"norsk-s"_s}
                                         << products.filter(QRegularExpression(u"^norsk-s"_s));
    // An option's value is not the product: the product is still the first argument after it.
    QTest::addRow("launch --hardware nvidia <TAB>")
        << QStringList{u"accelctl"_s, u"launch"_s, u"--hardware"_s, u"nvidia"_s, QString()}
        << withFolders;
    QTest::addRow("launch --hardware=nvidia <TAB>")
        << QStringList{u"accelctl"_s, u"launch"_s, u"--hardware"_s, u"="_s, u"nvidia"_s, QString()}
        << withFolders;
    // launch takes one product: nothing after it.
    QTest::addRow("launch norsk-studio <TAB>")
        << QStringList{u"accelctl"_s, u"launch"_s, u"norsk-studio"_s, QString()} << QStringList{};
}

void TestCompletion::products()
{
    QFETCH(QStringList, words);
    QFETCH(QStringList, expected);
    QCOMPARE(complete(Shell::Bash, words, m_dir.path()), expected);
}

void TestCompletion::contexts_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QStringList>("env");
    QTest::addColumn<QStringList>("expected");
    const QString kubeconfig = m_dir.filePath(u"kubeconfig"_s);
    const QString other = m_dir.filePath(u"other-kubeconfig"_s);
    QTest::addRow("KUBECONFIG") << QStringList{u"accelctl"_s, u"get"_s, u"gpus"_s, u"--context"_s,
                                               QString()}
                                << QStringList{u"KUBECONFIG="_s + kubeconfig}
                                << QStringList{u"alpha"_s, u"beta"_s};
    QTest::addRow("KUBECONFIG, a prefix")
        << QStringList{u"accelctl"_s, u"apply"_s, u"--context"_s, u"b"_s}
        << QStringList{u"KUBECONFIG="_s + kubeconfig} << QStringList{u"beta"_s};
    QTest::addRow("--kubeconfig on the line wins")
        << QStringList{u"accelctl"_s, u"get"_s,       u"gpus"_s, u"--kubeconfig"_s,
                       other,         u"--context"_s, QString()}
        << QStringList{u"KUBECONFIG="_s + kubeconfig} << QStringList{u"gamma"_s};
    QTest::addRow("~/.kube/config")
        << QStringList{u"accelctl"_s, u"cluster"_s, u"info"_s, u"--context"_s, u"="_s}
        << QStringList{} << QStringList{};
    QTest::addRow("a kubeconfig that is not one")
        << QStringList{u"accelctl"_s, u"get"_s, u"gpus"_s, u"--context"_s, QString()}
        << QStringList{u"KUBECONFIG="_s + m_dir.filePath(u"snapshot.json"_s)} << QStringList{};
}

void TestCompletion::contexts()
{
    QFETCH(QStringList, words);
    QFETCH(QStringList, env);
    QFETCH(QStringList, expected);
    QCOMPARE(complete(Shell::Bash, words, m_dir.path(), env), expected);
}

void TestCompletion::contextsAreNotRun_data()
{
    QTest::addColumn<int>("shell");
    QTest::addRow("bash") << int(Shell::Bash);
    QTest::addRow("zsh") << int(Shell::Zsh);
}

void TestCompletion::contextsAreNotRun()
{
    // Context names are not ours (issue 32): offered as they are, escaped where they hold
    // control characters, and never expanded: compgen -W would run $(...) and `...` in them.
    QFETCH(int, shell);
    if (Shell(shell) == Shell::Zsh && QStandardPaths::findExecutable(u"zsh"_s).isEmpty())
        QSKIP("zsh is not installed (installer/dev.sh test installs it)");
    // Beside, not in, m_dir: the file completions list m_dir.
    QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    const QString ran = scratch.filePath(u"ran"_s);
    const QString kubeconfig = scratch.filePath(u"hostile-kubeconfig"_s);
    QFile file(kubeconfig);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write((u"apiVersion: v1\nkind: Config\nclusters: [{name: c, cluster: {server: "
                "'https://127.0.0.1:1'}}]\nusers: [{name: u, user: {token: t}}]\ncontexts:\n"
                "- {name: \"$(touch %1)\", context: {cluster: c, user: u}}\n"
                "- {name: \"`touch %1`\", context: {cluster: c, user: u}}\n"
                "- {name: \"${HOME}*\", context: {cluster: c, user: u}}\n"
                "- {name: \"ctx\\e]0;pwned\\a\", context: {cluster: c, user: u}}\n"_s)
                   .arg(ran)
                   .toUtf8());
    file.close();
    const QStringList offered =
        complete(Shell(shell), {u"accelctl"_s, u"get"_s, u"gpus"_s, u"--context"_s, QString()},
                 m_dir.path(), {u"KUBECONFIG="_s + kubeconfig});
    QVERIFY2(!QFileInfo::exists(ran), "a context name ran as a command");
    QCOMPARE(offered, sorted({u"$(touch %1)"_s.arg(ran), u"`touch %1`"_s.arg(ran), u"${HOME}*"_s,
                              uR"(ctx\e]0;pwned\x07)"_s}));
}

void TestCompletion::filesAndFolders_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QStringList>("expected");
    const QStringList all{u"kubeconfig"_s, u"other-kubeconfig"_s, u"rootfs"_s, u"snapshot.json"_s};
    QTest::addRow("--snapshot FILE")
        << QStringList{u"accelctl"_s, u"get"_s, u"gpus"_s, u"--snapshot"_s, QString()} << all;
    QTest::addRow("--snapshot s<TAB>")
        << QStringList{u"accelctl"_s, u"get"_s, u"gpus"_s, u"--snapshot"_s, u"s"_s}
        << QStringList{u"snapshot.json"_s};
    QTest::addRow("--host-root DIR")
        << QStringList{u"accelctl"_s, u"get"_s, u"hardware"_s, u"--host-root"_s, QString()}
        << QStringList{u"rootfs"_s};
    QTest::addRow("patch FILE") << QStringList{u"accelctl"_s, u"patch"_s, QString()} << all;
    QTest::addRow("a free-text value")
        << QStringList{u"accelctl"_s, u"launch"_s, u"x"_s, u"--project"_s, QString()}
        << QStringList{};
}

void TestCompletion::filesAndFolders()
{
    QFETCH(QStringList, words);
    QFETCH(QStringList, expected);
    QCOMPARE(complete(Shell::Bash, words, m_dir.path()), expected);
}

void TestCompletion::zsh_data()
{
    QTest::addColumn<QStringList>("words");
    QTest::addColumn<QStringList>("env");
    QTest::addColumn<QStringList>("expected");
    QTest::addRow("get <TAB>") << QStringList{u"accelctl"_s, u"get"_s, QString()} << QStringList{}
                               << complete(Shell::Bash, {u"accelctl"_s, u"get"_s, QString()},
                                           m_dir.path());
    QTest::addRow("get products -o <TAB>")
        << QStringList{u"accelctl"_s, u"get"_s, u"products"_s, u"-o"_s, QString()} << QStringList{}
        << QStringList{u"json"_s, u"table"_s, u"yaml"_s};
    QTest::addRow("--output=y<TAB>")
        << QStringList{u"accelctl"_s, u"get"_s, u"products"_s, u"--output=y"_s} << QStringList{}
        << QStringList{u"--output=yaml"_s};
    QTest::addRow("launch <TAB>") << QStringList{u"accelctl"_s, u"launch"_s, QString()}
                                  << QStringList{}
                                  << sorted(productNames() + QStringList{u"rootfs"_s});
    QTest::addRow("--context <TAB>")
        << QStringList{u"accelctl"_s, u"get"_s, u"gpus"_s, u"--context"_s, QString()}
        << QStringList{u"KUBECONFIG="_s + m_dir.filePath(u"kubeconfig"_s)}
        << QStringList{u"alpha"_s, u"beta"_s};
    QTest::addRow("get gpus --<TAB>")
        << QStringList{u"accelctl"_s, u"get"_s, u"gpus"_s, u"--"_s} << QStringList{}
        << optionNames(commandHelp(u"get gpus"_s)).filter(QRegularExpression(u"^--"_s));
}

void TestCompletion::zsh()
{
    QFETCH(QStringList, words);
    QFETCH(QStringList, env);
    QFETCH(QStringList, expected);
    if (QStandardPaths::findExecutable(u"zsh"_s).isEmpty())
        QSKIP("zsh is not installed (installer/dev.sh test installs it)");
    QCOMPARE(complete(Shell::Zsh, words, m_dir.path(), env), expected);
}

void TestCompletion::zshRegistersTheCompleter()
{
    if (QStandardPaths::findExecutable(u"zsh"_s).isEmpty())
        QSKIP("zsh is not installed (installer/dev.sh test installs it)");
    // compinit finds _accelctl by its #compdef line; loading it hands accelctl to bashcompinit.
    const QString dir = shareDir() + u"/zsh/vendor-completions"_s;
    const RunResult r = runProgram(
        u"zsh"_s, {u"-f"_s, u"-c"_s,
                   u"fpath=("_s + shellQuote(dir) +
                       u" $fpath); autoload -U compinit && compinit -u -D; print -r -- "
                       "\"${_comps[accelctl]}\"; autoload +X _accelctl; _accelctl; print -r -- "
                       "\"${_comps[accelctl]}\""_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(QString::fromUtf8(r.out), u"_accelctl\n_bash_complete -F _accelctl_bash\n"_s);
}

QTEST_GUILESS_MAIN(TestCompletion)
#include "tst_completion.moc"
