// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The YAML colouring of the Overrides panel's editor and the YAML views (issue 9, "paste YAML
// into an editor with syntax highlighting"): which role each part of a line gets.
#include "theme.h"
#include "yamlhighlighter.h"

#include <QPlainTextEdit>
#include <QTextDocument>
#include <QtTest>

using Accel::Ui::YamlHighlighter;
using Role = YamlHighlighter::Role;

Q_DECLARE_METATYPE(Role)

class TestYamlHighlighter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roles_data();
    void roles();
    void colours();
    void blockScalarLinesAreText();
    void followsThePalette();
};

void TestYamlHighlighter::roles_data()
{
    QTest::addColumn<QString>("line");
    /// A span of LINE (its text) and the role every character of it gets.
    QTest::addColumn<QString>("span");
    QTest::addColumn<Role>("role");
    QTest::addRow("key") << "  name: trainer"
                         << "name" << Role::Key;
    QTest::addRow("plain value") << "  name: trainer"
                                 << "trainer" << Role::Plain;
    QTest::addRow("key after dash") << "- name: NCCL_DEBUG"
                                    << "name" << Role::Key;
    QTest::addRow("dash") << "- name: NCCL_DEBUG"
                          << "-" << Role::Punctuation;
    QTest::addRow("nested dashes") << "- - x"
                                   << "- -" << Role::Punctuation;
    QTest::addRow("number") << "numNodes: 4"
                            << "4" << Role::Literal;
    QTest::addRow("negative float") << "x: -1.5e3"
                                    << "-1.5e3" << Role::Literal;
    QTest::addRow("boolean") << "enableMNNVL: true"
                             << "true" << Role::Literal;
    QTest::addRow("null") << "x: null"
                          << "null" << Role::Literal;
    QTest::addRow("item number") << "- 8"
                                 << "8" << Role::Literal;
    QTest::addRow("version is no number") << "image: pytorch:25.06"
                                          << "pytorch:25.06" << Role::Plain;
    QTest::addRow("single quoted") << "  pci: '0000:00:06.0'"
                                   << "'0000:00:06.0'" << Role::String;
    QTest::addRow("double quoted") << R"(msg: "a: b")"
                                   << R"("a: b")" << Role::String;
    QTest::addRow("quoted key") << "'c/d': 2"
                                << "'c/d'" << Role::Key;
    QTest::addRow("comment") << "x: 1 # why"
                             << "# why" << Role::Comment;
    QTest::addRow("hash in quotes") << "x: 'a # b'"
                                    << "'a # b'" << Role::String;
    QTest::addRow("hash in a word") << "x: a#b"
                                    << "a#b" << Role::Plain;
    QTest::addRow("document marker") << "---"
                                     << "---" << Role::Marker;
    QTest::addRow("anchor") << "base: &defaults"
                            << "&defaults" << Role::Marker;
    QTest::addRow("alias") << "use: *defaults"
                           << "*defaults" << Role::Marker;
    QTest::addRow("tag") << "x: !!str 5"
                         << "!!str" << Role::Marker;
    QTest::addRow("block scalar text") << "    line one: two"
                                       << "line one" << Role::Key;
}

void TestYamlHighlighter::roles()
{
    QFETCH(QString, line);
    QFETCH(QString, span);
    QFETCH(Role, role);
    QTextDocument document;
    const YamlHighlighter highlighter(&document, QPalette());
    const QList<Role> roles = highlighter.roles(line);
    QCOMPARE(roles.size(), line.size());
    const qsizetype start = line.lastIndexOf(span);
    QVERIFY(start >= 0);
    for (qsizetype i = start; i < start + span.size(); ++i) {
        if (span.at(i - start).isSpace())
            continue;
        QVERIFY2(roles.at(i) == role, qPrintable(QStringLiteral("column %1 of \"%2\": role %3")
                                                     .arg(i)
                                                     .arg(line)
                                                     .arg(int(roles.at(i)))));
    }
}

void TestYamlHighlighter::colours()
{
    // The document is coloured: a key and a comment get formats of their own.
    QTextDocument document(QStringLiteral("numNodes: 4 # nodes"));
    YamlHighlighter highlighter(&document, QPalette());
    highlighter.rehighlight();
    const QList<QTextLayout::FormatRange> formats = document.firstBlock().layout()->formats();
    QVERIFY(formats.size() >= 3);
    QSet<QRgb> colours;
    for (const QTextLayout::FormatRange &range : formats)
        colours.insert(range.format.foreground().color().rgb());
    QVERIFY(colours.size() >= 3);
}

void TestYamlHighlighter::blockScalarLinesAreText()
{
    // A `|` script's lines are text, not keys, until a line is indented no deeper than its key.
    QTextDocument document(QStringLiteral("command: |\n  echo a: b\n  # not a comment\nnext: 1"));
    YamlHighlighter highlighter(&document, QPalette());
    highlighter.rehighlight();
    const auto colourAt = [&](int block, int column) {
        for (const QTextLayout::FormatRange &range :
             document.findBlockByNumber(block).layout()->formats()) {
            if (column >= range.start && column < range.start + range.length)
                return range.format.foreground().color().rgb();
        }
        return QRgb(0);
    };
    // "echo a" and "# not" have the string colour, "next" the key colour of "command".
    QCOMPARE(colourAt(1, 2), colourAt(2, 2));
    QVERIFY(colourAt(1, 2) != colourAt(0, 0));
    QCOMPARE(colourAt(3, 0), colourAt(0, 0));
}

void TestYamlHighlighter::followsThePalette()
{
    // A switch between light and dark themes recolours the document (issue 18 section 3: one
    // palette-aware theme).
    QPlainTextEdit editor;
    editor.setPlainText(QStringLiteral("numNodes: 4"));
    QPalette light;
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    editor.setPalette(light);
    auto *highlighter = new YamlHighlighter(editor.document(), editor.palette());
    highlighter->follow(&editor);
    highlighter->rehighlight();
    const auto keyColour = [&editor] {
        return editor.document()
            ->firstBlock()
            .layout()
            ->formats()
            .first()
            .format.foreground()
            .color();
    };
    QCOMPARE(keyColour(), Accel::Ui::Theme::syntaxColour(Accel::Ui::Theme::Syntax::Key, light));
    QPalette dark;
    dark.setColor(QPalette::Base, QColor(0x14, 0x16, 0x18));
    dark.setColor(QPalette::Text, QColor(0xfc, 0xfc, 0xfc));
    editor.setPalette(dark);
    QCOMPARE(keyColour(), Accel::Ui::Theme::syntaxColour(Accel::Ui::Theme::Syntax::Key, dark));
    QVERIFY(keyColour() != Accel::Ui::Theme::syntaxColour(Accel::Ui::Theme::Syntax::Key, light));
}

QTEST_MAIN(TestYamlHighlighter)
#include "tst_yamlhighlighter.moc"
