// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The one terminal-safe printer (core/printable.h, issue 32): every character a terminal obeys
// is written as a visible escape, text with nothing to escape comes back unchanged, the result
// is a fixed point, and the sinks (printText, printUtf8, the Qt message handler) write nothing
// raw. tests/fuzz/fuzz_printable checks the same promises on generated input.
#include "printable.h"

#include <QFile>
#include <QTemporaryFile>
#include <QtTest>

#include <cstdio>
#include <functional>

#include <unistd.h>

using namespace Accel;
using namespace Qt::StringLiterals;

namespace {

struct Row
{
    QString input;
    QString line;  ///< printable(input, Line)
    QString block; ///< printable(input, Block)
};

/// Whether TEXT holds a character the printer promises never to leave: C0 (but \n and \t in
/// Block shape), DEL, C1, a Bidi_Control character, U+2028/9 or an unpaired surrogate.
bool hasRaw(const QString &text, TextShape shape)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t u = text.at(i).unicode();
        if (u < 0x20 && !(shape == TextShape::Block && (u == u'\n' || u == u'\t')))
            return true;
        if ((u >= 0x7F && u < 0xA0) || u == 0x061C || u == 0x200E || u == 0x200F ||
            (u >= 0x2028 && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069))
            return true;
        if (QChar::isHighSurrogate(u)) {
            if (i + 1 == text.size() || !QChar::isLowSurrogate(text.at(i + 1).unicode()))
                return true;
            ++i;
        } else if (QChar::isLowSurrogate(u)) {
            return true;
        }
    }
    return false;
}

/// What STREAM received while WRITE ran: STREAM's descriptor points at a temporary file.
QByteArray captured(std::FILE *stream, const std::function<void()> &write)
{
    QTemporaryFile file;
    if (!file.open())
        qFatal("cannot make a temporary file");
    std::fflush(stream);
    const int fd = ::fileno(stream);
    const int saved = ::dup(fd);
    ::dup2(file.handle(), fd);
    write();
    std::fflush(stream);
    ::dup2(saved, fd);
    ::close(saved);
    file.seek(0);
    return file.readAll();
}

} // namespace

class TestPrintable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void escapes_data();
    void escapes();
    void unchangedShares();
    void utf8_data();
    void utf8();
    void roundTrip_data();
    void roundTrip();
    void sinks();
    void messageHandler();
};

void TestPrintable::escapes_data()
{
    QTest::addColumn<Row>("row");
    const auto add = [](const char *tag, const QString &input, const QString &line,
                        const QString &block) {
        QTest::addRow("%s", tag) << Row{input, line, block};
    };
    add("plain ASCII", u"node-a 0000:17:00.0"_s, u"node-a 0000:17:00.0"_s,
        u"node-a 0000:17:00.0"_s);
    add("empty", QString(), QString(), QString());
    add("non-ASCII letters", u"Größe ✓ 日本"_s, u"Größe ✓ 日本"_s, u"Größe ✓ 日本"_s);
    add("emoji (a surrogate pair)", u"gpu 🚀"_s, u"gpu 🚀"_s, u"gpu 🚀"_s);
    add("backslashes stay", uR"(\d+\.\e)"_s, uR"(\d+\.\e)"_s, uR"(\d+\.\e)"_s);
    add("ESC and a colour", u"\x1b[31mred"_s, uR"(\e[31mred)"_s, uR"(\e[31mred)"_s);
    add("OSC title ended by BEL", u"\x1b]0;pwned\x07"_s, uR"(\e]0;pwned\x07)"_s,
        uR"(\e]0;pwned\x07)"_s);
    add("OSC 8 hyperlink", u"\x1b]8;;http://evil/\x1b\\x\x1b]8;;\x1b\\"_s,
        uR"(\e]8;;http://evil/\e\x\e]8;;\e\)"_s, uR"(\e]8;;http://evil/\e\x\e]8;;\e\)"_s);
    add("CR overwrites the line", u"ok\rFAIL"_s, uR"(ok\rFAIL)"_s, uR"(ok\rFAIL)"_s);
    add("NUL", QString::fromUtf16(u"a\0b", 3), uR"(a\x00b)"_s, uR"(a\x00b)"_s);
    add("line break and tab", u"a\nb\tc"_s, uR"(a\nb\tc)"_s, u"a\nb\tc"_s);
    add("other C0", u"\x01\x08\x0b\x0c\x1f"_s, uR"(\x01\x08\x0b\x0c\x1f)"_s,
        uR"(\x01\x08\x0b\x0c\x1f)"_s);
    add("DEL", u"a\x7f"_s, uR"(a\x7f)"_s, uR"(a\x7f)"_s);
    add("C1 CSI and NEL", u"\u009b2J\u0085"_s, uR"(\x9b2J\x85)"_s, uR"(\x9b2J\x85)"_s);
    add("right-to-left override", u"evil\u202Etxt.exe"_s, uR"(evil\u{202e}txt.exe)"_s,
        uR"(evil\u{202e}txt.exe)"_s);
    add("isolates and marks", u"\u2066a\u2069\u200e\u200f\u061c"_s,
        uR"(\u{2066}a\u{2069}\u{200e}\u{200f}\u{061c})"_s,
        uR"(\u{2066}a\u{2069}\u{200e}\u{200f}\u{061c})"_s);
    add("line and paragraph separators", u"a\u2028b\u2029"_s, uR"(a\u{2028}b\u{2029})"_s,
        uR"(a\u{2028}b\u{2029})"_s);
    add("unpaired surrogates", QString(QChar(0xD800)) + u"x"_s + QChar(0xDC00),
        uR"(\u{d800}x\u{dc00})"_s, uR"(\u{d800}x\u{dc00})"_s);
}

void TestPrintable::escapes()
{
    QFETCH(Row, row);
    const QString line = printable(row.input, TextShape::Line);
    const QString block = printable(row.input, TextShape::Block);
    QCOMPARE(line, row.line);
    QCOMPARE(block, row.block);
    QCOMPARE(printable(row.input), line); // Line is the default
    QVERIFY(!hasRaw(line, TextShape::Line));
    QVERIFY(!hasRaw(block, TextShape::Block));
    QCOMPARE(isPrintable(row.input, TextShape::Line), line == row.input);
    QCOMPARE(isPrintable(row.input, TextShape::Block), block == row.input);
    // A fixed point: a message that escaped a name can be printed through printable() again.
    QCOMPARE(printable(line, TextShape::Line), line);
    QCOMPARE(printable(block, TextShape::Block), block);
    QCOMPARE(printable(line, TextShape::Block), line);
}

void TestPrintable::unchangedShares()
{
    // Tables of 16,000 rows pass every cell through printable(): clean text is not copied.
    const QString text = u"node-a"_s.repeated(4);
    QVERIFY(printable(text).isSharedWith(text));
}

void TestPrintable::utf8_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("expected");
    QTest::addRow("ASCII") << QByteArray("{\"a\": 1}\n") << QByteArray("{\"a\": 1}\n");
    QTest::addRow("UTF-8 letters") << QByteArray("Gr\xc3\xb6\xc3\x9f"
                                                 "e\n")
                                   << QByteArray("Gr\xc3\xb6\xc3\x9f"
                                                 "e\n");
    QTest::addRow("ESC") << QByteArray("a\x1b[2Jb") << QByteArray("a\\e[2Jb");
    QTest::addRow("CR") << QByteArray("a\r\n") << QByteArray("a\\r\n");
    QTest::addRow("C1 CSI as UTF-8") << QByteArray("a\xc2\x9b"
                                                   "2J")
                                     << QByteArray("a\\x9b2J");
    QTest::addRow("a lone 8-bit CSI byte") << QByteArray("a\x9b"
                                                         "2J")
                                           << QByteArray("a\xef\xbf\xbd"
                                                         "2J"); // U+FFFD
    QTest::addRow("RLO as UTF-8") << QByteArray("a\xe2\x80\xae"
                                                "b")
                                  << QByteArray("a\\u{202e}b");
    // Long text is scanned 64 bytes at a time, the rest byte by byte: what needs escaping is
    // found in either part, at a block's first and last byte, and tabs and new lines pass.
    const QByteArray lines = QByteArray("{\n\t\"k\": \"v\"\n}\n").repeated(10); // 140 bytes
    QCOMPARE(lines.size(), 140);
    QTest::addRow("long, clean, tabs and lines") << lines << lines;
    for (const int at : {0, 63, 64, 127, 128, 139}) {
        QByteArray withEsc = lines;
        withEsc[at] = '\x1b';
        QByteArray escaped = lines;
        escaped.replace(at, 1, "\\e");
        QTest::addRow("ESC at byte %d of 140", at) << withEsc << escaped;
        QByteArray withDel = lines;
        withDel[at] = '\x7f';
        QByteArray del = lines;
        del.replace(at, 1, "\\x7f");
        QTest::addRow("DEL at byte %d of 140", at) << withDel << del;
    }
    QTest::addRow("long, UTF-8 letters in a block")
        << QByteArray(70, 'a') + "Gr\xc3\xb6\xc3\x9f" + QByteArray(70, 'b')
        << QByteArray(70, 'a') + "Gr\xc3\xb6\xc3\x9f" + QByteArray(70, 'b');
    QTest::addRow("long, C1 CSI in a block")
        << QByteArray(20, 'a') + "\xc2\x9b" + QByteArray(120, 'b')
        << QByteArray(20, 'a') + "\\x9b" + QByteArray(120, 'b');
}

void TestPrintable::utf8()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, expected);
    QCOMPARE(printableUtf8(input, TextShape::Block), expected);
}

void TestPrintable::roundTrip_data()
{
    QTest::addColumn<QString>("input");
    QTest::addRow("every C0 control") << [] {
        QString s;
        for (char16_t u = 0; u < 0x20; ++u)
            s += QChar(u);
        return s;
    }();
    QTest::addRow("C1 and DEL") << [] {
        QString s;
        for (char16_t u = 0x7F; u < 0xA0; ++u)
            s += QChar(u);
        return s;
    }();
    QTest::addRow("bidi controls among text") << u"a\u202Eb\u2066c\u2069d\u200Fe"_s;
    QTest::addRow("printable text") << u"node-a: H100 (80 GiB) ✓"_s;
}

void TestPrintable::roundTrip()
{
    // Text without backslashes reads back exactly from either shape.
    QFETCH(QString, input);
    QCOMPARE(fromPrintable(printable(input, TextShape::Line)), input);
    QCOMPARE(fromPrintable(printable(input, TextShape::Block)), input);
}

void TestPrintable::sinks()
{
    const QString hostile = u"title\x1b]0;pwned\x07\r\u009b2J\u202E\n\tend\n"_s;
    const QByteArray text = captured(stdout, [&] { printText(stdout, hostile); });
    QCOMPARE(text, QByteArray("title\\e]0;pwned\\x07\\r\\x9b2J\\u{202e}\n\tend\n"));
    const QByteArray bytes =
        captured(stderr, [&] { printUtf8(stderr, QByteArray("{\"a\": \"\x1b]0;x\x07\"}\n")); });
    QCOMPARE(bytes, QByteArray("{\"a\": \"\\e]0;x\\x07\"}\n"));
    // Our own sequence, written as it is.
    QCOMPARE(captured(stderr, [] { printControl(stderr, "\r\033[K"); }), QByteArray("\r\033[K"));
}

void TestPrintable::messageHandler()
{
    // qWarning and the logging categories reach stderr escaped, each message on one line.
    const QtMessageHandler qtest = qInstallMessageHandler(nullptr);
    installPrintableMessageHandler();
    qSetMessagePattern(u"%{message}"_s);
    const QByteArray err =
        captured(stderr, [] { qWarning().noquote() << u"bad name \x1b[2J\nwarning: forged"_s; });
    qSetMessagePattern(QString());
    qInstallMessageHandler(qtest);
    QCOMPARE(err, QByteArray("bad name \\e[2J\\nwarning: forged\n"));
}

QTEST_GUILESS_MAIN(TestPrintable)
#include "tst_printable.moc"
