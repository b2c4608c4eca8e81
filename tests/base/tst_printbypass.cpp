// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Nothing reaches a terminal around the one printer (core/printable.h, issue 32): this test reads
// every source file of app/, core/ and ui/ and fails on a write to stdout or stderr that does not
// go through printText(), printUtf8() or printControl() (stdio, iostreams, QTextStream or QFile on
// a standard stream, POSIX writes to descriptors 1 and 2, bare qDebug/qInfo/qWarning/qCritical),
// unless the list below allows it with a reason. Qt's logging categories (qCWarning …) are
// allowed: both programs route Qt's messages through printable() (checked here too).
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

struct Allowed
{
    QString path;   ///< relative to the source tree
    QString needle; ///< a piece of the line
    QString reason;
};

/// The direct writes that stay, each with why it is safe.
const QList<Allowed> &allowed()
{
    static const QList<Allowed> list{
        {u"core/printable.cpp"_s, u"std::fwrite(bytes.constData()"_s,
         u"printText()/printUtf8() write what printable() returned"_s},
        {u"core/printable.cpp"_s, u"std::fwrite(utf8.data()"_s,
         u"printUtf8() writes UTF-8 it has just found to need no escaping"_s},
        {u"core/printable.h"_s, u"std::fwrite(sequence"_s,
         u"printControl() writes a literal of this program, never outside text"_s},
        {u"core/resourcelimits.cpp"_s, u"::write(STDERR_FILENO"_s,
         u"the out-of-memory handler writes its own fixed message without allocating"_s},
        {u"app/accelctl/cmd_sideload.cpp"_s, u"isatty(STDERR_FILENO)"_s,
         u"asks whether stderr is a terminal; writes nothing"_s},
        {u"app/accelctl/cli.cpp"_s, u"isatty(STDOUT_FILENO)"_s,
         u"helpWidth() asks whether stdout is a terminal; writes nothing"_s},
        {u"app/accelctl/cli.cpp"_s, u"ioctl(STDOUT_FILENO, TIOCGWINSZ"_s,
         u"helpWidth() asks the terminal's width; writes nothing"_s},
    };
    return list;
}

/// SOURCE with comments, string and character literals blanked (line breaks kept), so that
/// "on stderr" in a help text or a comment is not a write.
QString codeOnly(const QString &source)
{
    QString out = source;
    const qsizetype n = source.size();
    const auto blank = [&out](qsizetype from, qsizetype to) {
        for (qsizetype k = from; k < to; ++k)
            if (out[k] != u'\n')
                out[k] = u' ';
    };
    for (qsizetype i = 0; i < n;) {
        const QChar c = source.at(i);
        const QChar next = i + 1 < n ? source.at(i + 1) : QChar();
        if (c == u'/' && next == u'/') {
            const qsizetype end = source.indexOf(u'\n', i);
            const qsizetype stop = end < 0 ? n : end;
            blank(i, stop);
            i = stop;
        } else if (c == u'/' && next == u'*') {
            const qsizetype end = source.indexOf(u"*/"_s, i + 2);
            const qsizetype stop = end < 0 ? n : end + 2;
            blank(i, stop);
            i = stop;
        } else if (c == u'R' && next == u'"' &&
                   (i == 0 || !(source.at(i - 1).isLetterOrNumber() || source.at(i - 1) == u'_') ||
                    source.at(i - 1) == u'u' || source.at(i - 1) == u'8' ||
                    source.at(i - 1) == u'L' || source.at(i - 1) == u'U')) {
            const qsizetype open = source.indexOf(u'(', i + 2);
            if (open < 0) {
                ++i;
                continue;
            }
            const QString close = u")"_s + source.mid(i + 2, open - i - 2) + u'"';
            const qsizetype end = source.indexOf(close, open);
            const qsizetype stop = end < 0 ? n : end + close.size();
            blank(i + 2, stop - 1);
            i = stop;
        } else if (c == u'"' || (c == u'\'' && !(i > 0 && source.at(i - 1).isDigit()))) {
            qsizetype k = i + 1;
            while (k < n && source.at(k) != c && source.at(k) != u'\n')
                k += source.at(k) == u'\\' ? 2 : 1;
            blank(i + 1, std::min(k, n));
            i = k + 1;
        } else {
            ++i;
        }
    }
    return out;
}

/// The writes in CODE (as codeOnly() leaves it), one "line: what" per finding.
QList<std::pair<int, QString>> writesIn(const QString &code)
{
    // A standard stream or descriptor named anywhere but as the printer's first argument.
    static const QRegularExpression sink(
        uR"(\b(?:printText|printUtf8|printControl)\s*\(\s*(?:stdout|stderr)\b)"_s);
    static const QList<std::pair<QRegularExpression, QString>> patterns{
        {QRegularExpression(uR"(\b(?:stdout|stderr|STDOUT_FILENO|STDERR_FILENO)\b)"_s),
         u"a standard stream named outside printText/printUtf8/printControl"_s},
        {QRegularExpression(
             uR"(\b(?:fwrite|fputs|fputc|putc|fprintf|vfprintf|dprintf|printf|vprintf|puts|putchar|perror)\s*\()"_s),
         u"a stdio write"_s},
        {QRegularExpression(uR"(\bstd::(?:w?cout|w?cerr|w?clog)\b)"_s), u"an iostream write"_s},
        {QRegularExpression(uR"(\bwrite\s*\(\s*[12]\s*,)"_s), u"a write to descriptor 1 or 2"_s},
        {QRegularExpression(uR"(\bopen\s*\(\s*[12]\s*,)"_s), u"descriptor 1 or 2 opened"_s},
        {QRegularExpression(uR"(\bq(?:Debug|Info|Warning|Critical)\s*\()"_s),
         u"a bare Qt message (use the module's logging category)"_s},
    };
    QList<std::pair<int, QString>> found;
    const QStringList lines = code.split(u'\n');
    for (qsizetype l = 0; l < lines.size(); ++l) {
        QString line = lines.at(l);
        line.replace(sink, QString());
        for (const auto &[pattern, what] : patterns) {
            if (pattern.match(line).hasMatch())
                found.append({int(l + 1), what});
        }
    }
    return found;
}

} // namespace

class TestPrintBypass : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scanner_data();
    void scanner();
    void noBypass();
    void messageHandlerInstalled_data();
    void messageHandlerInstalled();
};

void TestPrintBypass::scanner_data()
{
    // The scanner itself, on code it must flag and code it must leave alone.
    QTest::addColumn<QString>("code");
    QTest::addColumn<bool>("flagged");
    QTest::addRow("fputs to stderr") << u"std::fputs(name.toUtf8().constData(), stderr);"_s << true;
    QTest::addRow("printf") << u"std::printf(\"%s\\n\", qPrintable(name));"_s << true;
    QTest::addRow("fwrite to stdout") << u"fwrite(b.data(), 1, b.size(), stdout);"_s << true;
    QTest::addRow("QTextStream on stdout") << u"QTextStream out(stdout); out << name;"_s << true;
    QTest::addRow("QFile on stderr")
        << u"QFile err; err.open(stderr, QIODevice::WriteOnly);"_s << true;
    QTest::addRow("QFile on descriptor 2") << u"f.open(2, QIODevice::WriteOnly);"_s << true;
    QTest::addRow("std::cerr") << u"std::cerr << name.toStdString();"_s << true;
    QTest::addRow("write(2)") << u"::write(2, p, n);"_s << true;
    QTest::addRow("bare qWarning") << u"qWarning() << name;"_s << true;
    QTest::addRow("bare qInfo") << u"qInfo(\"%s\", qPrintable(name));"_s << true;
    QTest::addRow("printText") << u"printText(stderr, text);"_s << false;
    QTest::addRow("Accel::printUtf8") << u"Accel::printUtf8(stdout, bytes);"_s << false;
    QTest::addRow("printControl") << u"printControl(stderr, \"\\r\\033[K\");"_s << false;
    QTest::addRow("printOut") << u"printOut(formatTable(header, rows));"_s << false;
    QTest::addRow("a logging category") << u"qCWarning(lcKube) << name;"_s << false;
    QTest::addRow("snprintf") << u"std::snprintf(buf, sizeof buf, \"%d\", n);"_s << false;
    QTest::addRow("a comment") << u"x = 1; // warnings go to stderr"_s << false;
    QTest::addRow("a block comment") << u"/* printf(\"x\") to stdout */ y = 2;"_s << false;
    QTest::addRow("a string") << u"help = u\"warnings and events on stderr\"_s;"_s << false;
    QTest::addRow("a raw string") << u"text = R\"(fputs(x, stderr))\";"_s << false;
    QTest::addRow("a member") << u"m_stdout.clear(); stderrBytes.size();"_s << false;
}

void TestPrintBypass::scanner()
{
    QFETCH(QString, code);
    QFETCH(bool, flagged);
    QCOMPARE(!writesIn(codeOnly(code)).isEmpty(), flagged);
}

void TestPrintBypass::noBypass()
{
    const QDir root(QStringLiteral(ACCEL_SOURCE_DIR));
    QStringList problems;
    QSet<qsizetype> used;
    int files = 0;
    for (const QString &top : {u"app"_s, u"core"_s, u"ui"_s}) {
        QDirIterator it(root.filePath(top), {u"*.cpp"_s, u"*.h"_s}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString relative = root.relativeFilePath(path);
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            const QString source = QString::fromUtf8(file.readAll());
            const QStringList original = source.split(u'\n');
            ++files;
            for (const auto &[line, what] : writesIn(codeOnly(source))) {
                const QString text = original.value(line - 1).trimmed();
                qsizetype match = -1;
                for (qsizetype a = 0; a < allowed().size(); ++a) {
                    if (allowed().at(a).path == relative && text.contains(allowed().at(a).needle))
                        match = a;
                }
                if (match >= 0)
                    used.insert(match);
                else
                    problems << u"%1:%2: %3: %4"_s.arg(relative).arg(line).arg(what, text);
            }
        }
    }
    QVERIFY2(files > 100,
             qPrintable(u"only %1 source files found under %2"_s.arg(files).arg(root.path())));
    QVERIFY2(problems.isEmpty(),
             qPrintable(u"writes that bypass core/printable.h (route them through printText, "
                        "printOut or printErr, or allow them in tst_printbypass with a "
                        "reason):\n"_s +
                        problems.join(u'\n')));
    // An allowance nothing needs any more goes.
    for (qsizetype a = 0; a < allowed().size(); ++a)
        QVERIFY2(used.contains(a), qPrintable(u"unused allowance: %1: %2"_s.arg(
                                       allowed().at(a).path, allowed().at(a).needle)));
}

void TestPrintBypass::messageHandlerInstalled_data()
{
    QTest::addColumn<QString>("main");
    QTest::addRow("accelctl") << u"app/accelctl/main.cpp"_s;
    QTest::addRow("accel-console") << u"app/console/main.cpp"_s;
}

void TestPrintBypass::messageHandlerInstalled()
{
    // The logging categories are allowed above because each program's main() routes Qt's
    // messages through printable().
    QFETCH(QString, main);
    QFile file(QDir(QStringLiteral(ACCEL_SOURCE_DIR)).filePath(main));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(main));
    const QString code = codeOnly(QString::fromUtf8(file.readAll()));
    QVERIFY2(code.contains(u"installPrintableMessageHandler()"_s), qPrintable(main));
}

QTEST_GUILESS_MAIN(TestPrintBypass)
#include "tst_printbypass.moc"
