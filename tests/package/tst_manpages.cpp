// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The man pages the build generates say what --help says: every accelctl command with its
// synopsis, description, options and arguments, and the help's Options, Test seams,
// Environment, Files and Exit codes sections; accel-console's options, from an accel-console
// --help that works without a display. The comparison reads the roff with its own small
// reader, word for word, so a generator that drops, adds or rewords anything fails here.
#include "packagesupport.h"
#include "testsupport.h"

#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QtTest>

using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

QString manFile(const QString &program)
{
    return shareDir() + QStringLiteral("/man/man1/") + program + QStringLiteral(".1");
}

QStringList readLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
}

/// The arguments of a macro line, double quotes honoured.
QStringList macroArguments(const QString &rest)
{
    QStringList args;
    QString current;
    bool quoted = false;
    bool any = false;
    for (const QChar c : rest) {
        if (c == QLatin1Char('"')) {
            quoted = !quoted;
            any = true;
        } else if (c == QLatin1Char(' ') && !quoted) {
            if (any || !current.isEmpty())
                args << current;
            current.clear();
            any = false;
        } else {
            current += c;
        }
    }
    if (any || !current.isEmpty())
        args << current;
    return args;
}

QString unescape(QString text)
{
    static const QRegularExpression font(QStringLiteral("\\\\f[BIRP]"));
    text.remove(font);
    text.replace(QStringLiteral("\\-"), QStringLiteral("-"));
    text.replace(QStringLiteral("\\ "), QStringLiteral(" "));
    text.replace(QStringLiteral("\\&"), QString());
    text.replace(QStringLiteral("\\(dq"), QStringLiteral("\""));
    text.replace(QStringLiteral("\\e"), QStringLiteral("\\"));
    return text;
}

/// The text a reader sees in LINES of man(7) roff, as words.
QString plainText(const QStringList &lines)
{
    QStringList out;
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String(".\\\"")))
            continue;
        if (!line.startsWith(QLatin1Char('.'))) {
            out << unescape(line);
            continue;
        }
        const QString macro = line.section(QLatin1Char(' '), 0, 0);
        const QString rest = line.section(QLatin1Char(' '), 1);
        if (macro == QLatin1String(".B") || macro == QLatin1String(".I"))
            out << unescape(macroArguments(rest).join(QLatin1Char(' ')));
        else if (macro == QLatin1String(".BR") || macro == QLatin1String(".IR") ||
                 macro == QLatin1String(".RB") || macro == QLatin1String(".RI"))
            out << unescape(macroArguments(rest).join(QString()));
        // .TP, .PP, .SH, .SS, .br, .nh, .ad, .TH: no running text
    }
    return words(out.join(QLatin1Char(' ')));
}

/// The lines of section NAME (".SH NAME"), up to the next .SH.
QStringList manSection(const QStringList &page, const QString &name)
{
    const qsizetype start = page.indexOf(QStringLiteral(".SH ") + name);
    if (start < 0)
        return {};
    QStringList lines;
    for (qsizetype i = start + 1; i < page.size() && !page.at(i).startsWith(QLatin1String(".SH "));
         ++i)
        lines << page.at(i);
    return lines;
}

/// The subsections of SECTION by title, and the lines before the first under "".
QList<std::pair<QString, QStringList>> subsections(const QStringList &section)
{
    QList<std::pair<QString, QStringList>> result{{QString(), {}}};
    for (const QString &line : section) {
        if (line.startsWith(QLatin1String(".SS ")))
            result.append({unescape(macroArguments(line.mid(4)).join(QLatin1Char(' '))), {}});
        else
            result.last().second << line;
    }
    return result;
}

QStringList subsection(const QStringList &section, const QString &title)
{
    for (const auto &[name, lines] : subsections(section)) {
        if (name == title)
            return lines;
    }
    return {QStringLiteral("(no subsection \"%1\")").arg(title)};
}

/// "expected ... / actual ..." around the first word where A and B part.
QString difference(const QString &expected, const QString &actual)
{
    qsizetype i = 0;
    while (i < expected.size() && i < actual.size() && expected.at(i) == actual.at(i))
        ++i;
    const qsizetype from = qMax<qsizetype>(0, i - 60);
    return QStringLiteral("they part at character %1:\n  --help: ...%2\n  man:    ...%3")
        .arg(i)
        .arg(expected.mid(from, 140), actual.mid(from, 140));
}

/// A help text's entry lines as a reader sees them: value names without their angle brackets.
QString helpEntries(const QStringList &lines)
{
    static const QRegularExpression valueName(QStringLiteral("<([^<>\\s]+)>"));
    QStringList out;
    for (QString line : lines) {
        if (line.startsWith(QLatin1String("  -")))
            line.replace(valueName, QStringLiteral("\\1"));
        out << line;
    }
    return words(out.join(QLatin1Char(' ')));
}

QString accelctl()
{
    return binDir() + QStringLiteral("/accelctl");
}

QString generalHelp()
{
    return QString::fromUtf8(runProgram(accelctl(), {QStringLiteral("--help")}).out);
}

/// Where a program runs without a display.
QProcessEnvironment noDisplay()
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("DISPLAY"), QString());
    env.insert(QStringLiteral("WAYLAND_DISPLAY"), QString());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QString());
    return env;
}

} // namespace

class TestManPages : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sections_data();
    void sections();
    void accelctlCommand_data();
    void accelctlCommand();
    void accelctlListsEveryCommandOnce();
    void accelctlHelpSection_data();
    void accelctlHelpSection();
    void accelctlNameAndDescription();
    void consoleHelpWithoutDisplay();
    void consoleOptions();
    void renders_data();
    void renders();
    void compressedCopy_data();
    void compressedCopy();
};

void TestManPages::sections_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("section");
    for (const char *program : {"accelctl", "accel-console"}) {
        for (const char *section : {"NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "EXIT STATUS",
                                    "ENVIRONMENT", "FILES", "SEE ALSO"})
            QTest::addRow("%s %s", program, section)
                << QString::fromLatin1(program) << QString::fromLatin1(section);
    }
    QTest::addRow("accelctl COMMANDS") << u"accelctl"_s << u"COMMANDS"_s;
}

void TestManPages::sections()
{
    QFETCH(QString, program);
    QFETCH(QString, section);
    const QStringList page = readLines(manFile(program));
    QVERIFY2(!page.isEmpty(), qPrintable(manFile(program) + u" is missing or empty"_s));
    QVERIFY2(!plainText(manSection(page, section)).isEmpty(),
             qPrintable(u"no text in section "_s + section));
}

void TestManPages::accelctlCommand_data()
{
    QTest::addColumn<QString>("command");
    const QStringList commands = helpCommands(generalHelp());
    QVERIFY(commands.size() > 10);
    for (const QString &command : commands)
        QTest::addRow("%s", qPrintable(command)) << command;
}

void TestManPages::accelctlCommand()
{
    QFETCH(QString, command);
    const RunResult help =
        runProgram(accelctl(), command.split(QLatin1Char(' ')) << QStringLiteral("--help"));
    QCOMPARE(help.exitCode, 0);

    // What --help says, minus the headings and the --help option that every command has (the
    // man page lists it once, under OPTIONS).
    QStringList lines = QString::fromUtf8(help.out).split(QLatin1Char('\n'));
    QVERIFY(lines.first().startsWith(u"Usage: accelctl "_s + command));
    lines.first().remove(0, 7);
    QStringList kept;
    bool inHelpEntry = false;
    for (const QString &line : std::as_const(lines)) {
        if (line.startsWith(QLatin1String("  -h, --help"))) {
            inHelpEntry = true;
            continue;
        }
        if (inHelpEntry && line.startsWith(QLatin1String("   ")))
            continue;
        inHelpEntry = false;
        if (line != QLatin1String("Options:") && line != QLatin1String("Arguments:"))
            kept << line;
    }
    const QString expected = helpEntries(kept);

    const QStringList page = readLines(manFile(QStringLiteral("accelctl")));
    const QString actual = plainText(subsection(manSection(page, u"COMMANDS"_s), command));
    QVERIFY2(actual == expected, qPrintable(difference(expected, actual)));
}

void TestManPages::accelctlListsEveryCommandOnce()
{
    const QStringList page = readLines(manFile(QStringLiteral("accelctl")));
    QStringList titles;
    for (const auto &[title, lines] : subsections(manSection(page, u"COMMANDS"_s))) {
        if (!title.isEmpty())
            titles << title;
    }
    QCOMPARE(titles, helpCommands(generalHelp()));
}

void TestManPages::accelctlHelpSection_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("sub");
    QTest::addRow("Options") << u"Options"_s << u"OPTIONS"_s << QString();
    QTest::addRow("Test seams") << u"Test seams (see each command's --help)"_s << u"OPTIONS"_s
                                << u"Test seams (see each command's --help)"_s;
    QTest::addRow("Environment") << u"Environment"_s << u"ENVIRONMENT"_s << QString();
    QTest::addRow("Files") << u"Files"_s << u"FILES"_s << QString();
    QTest::addRow("Exit codes") << u"Exit codes"_s << u"EXIT STATUS"_s << QString();
}

void TestManPages::accelctlHelpSection()
{
    QFETCH(QString, title);
    QFETCH(QString, section);
    QFETCH(QString, sub);
    const QStringList help = helpSection(generalHelp(), title);
    QVERIFY2(!help.isEmpty(), qPrintable(u"accelctl --help has no section "_s + title));
    const QString expected = words(help.join(QLatin1Char(' ')));
    const QStringList page = readLines(manFile(QStringLiteral("accelctl")));
    const QString actual = plainText(subsection(manSection(page, section), sub));
    QVERIFY2(actual == expected, qPrintable(difference(expected, actual)));
}

void TestManPages::accelctlNameAndDescription()
{
    const QString help = generalHelp();
    const QStringList lines = help.split(QLatin1Char('\n'));
    // "Usage: ...", "", the description up to "", "Commands:".
    QVERIFY(lines.size() > 4);
    const QString usage = lines.first().mid(7);
    QStringList description;
    for (qsizetype i = 2; i < lines.size() && !lines.at(i).isEmpty(); ++i)
        description << lines.at(i);
    const QString paragraph = words(description.join(QLatin1Char(' ')));

    const QStringList page = readLines(manFile(QStringLiteral("accelctl")));
    QCOMPARE(plainText(manSection(page, u"DESCRIPTION"_s)), paragraph);
    const qsizetype stop = paragraph.indexOf(QStringLiteral(". "));
    QString sentence = stop < 0 ? paragraph : paragraph.left(stop + 1);
    sentence.chop(1);
    QCOMPARE(plainText(manSection(page, u"NAME"_s)), u"accelctl - "_s + sentence);
    QVERIFY2(plainText(manSection(page, u"SYNOPSIS"_s)).startsWith(usage),
             qPrintable(plainText(manSection(page, u"SYNOPSIS"_s))));

    const QString version =
        QString::fromUtf8(runProgram(accelctl(), {QStringLiteral("--version")}).out).trimmed();
    const QString th = page.value(page.indexOf(QRegularExpression(QStringLiteral("\\.TH .*"))));
    QVERIFY2(unescape(th).contains(u'"' + version + u'"'), qPrintable(th));
}

void TestManPages::consoleHelpWithoutDisplay()
{
    const QString console = binDir() + QStringLiteral("/accel-console");
    const RunResult help = runProgram(console, {QStringLiteral("--help")}, noDisplay());
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.startsWith("Usage: "), help.err.constData());
    const RunResult version = runProgram(console, {QStringLiteral("--version")}, noDisplay());
    QCOMPARE(version.exitCode, 0);
    QCOMPARE(version.out.trimmed(), QByteArray("accel-console " ACCEL_VERSION));
}

void TestManPages::consoleOptions()
{
    const QString console = binDir() + QStringLiteral("/accel-console");
    const QString help =
        QString::fromUtf8(runProgram(console, {QStringLiteral("--help")}, noDisplay()).out);
    const QStringList page = readLines(manFile(QStringLiteral("accel-console")));

    QStringList options = helpSection(help, QStringLiteral("Options"));
    QVERIFY(options.size() > 10);
    QStringList arguments = helpSection(help, QStringLiteral("Arguments"));
    const QString expected = helpEntries(options + arguments);
    const QString actual = plainText(manSection(page, u"OPTIONS"_s));
    QVERIFY2(actual == expected, qPrintable(difference(expected, actual)));

    // The help's description starts the man page's DESCRIPTION.
    const QStringList lines = help.split(QLatin1Char('\n'));
    const QString description = words(lines.value(1));
    QVERIFY(!description.isEmpty());
    QVERIFY2(plainText(manSection(page, u"DESCRIPTION"_s)).startsWith(description),
             qPrintable(plainText(manSection(page, u"DESCRIPTION"_s))));
}

void TestManPages::renders_data()
{
    QTest::addColumn<QString>("program");
    QTest::addRow("accelctl") << u"accelctl"_s;
    QTest::addRow("accel-console") << u"accel-console"_s;
}

void TestManPages::renders()
{
    QFETCH(QString, program);
    // groff's own warnings (what lintian reports as groff-message): lines it cannot break,
    // unknown macros or escapes.
    const QString groff = QStandardPaths::findExecutable(QStringLiteral("groff"));
    if (groff.isEmpty())
        QSKIP("groff is not installed (Debian: groff-base, which man-db and installer/dev.sh test "
              "bring)");
    const RunResult r =
        runProgram(groff, {QStringLiteral("-man"), QStringLiteral("-ww"), QStringLiteral("-z"),
                           QStringLiteral("-Tutf8"), manFile(program)});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
}

void TestManPages::compressedCopy_data()
{
    renders_data();
}

void TestManPages::compressedCopy()
{
    QFETCH(QString, program);
    // What is installed is the page the other tests read, compressed without a timestamp.
    QFile page(manFile(program));
    QVERIFY(page.open(QIODevice::ReadOnly));
    const RunResult gz =
        runProgram(QStringLiteral("gzip"), {QStringLiteral("-dc"), manFile(program) + u".gz"_s});
    QCOMPARE(gz.exitCode, 0);
    QCOMPARE(gz.out, page.readAll());
}

QTEST_GUILESS_MAIN(TestManPages)
#include "tst_manpages.moc"
