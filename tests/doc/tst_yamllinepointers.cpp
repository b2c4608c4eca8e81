// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Doc::yamlLinePointers (issue 18, section 3): the JSON pointer each line of kubectl-style YAML
// writes, which the Overrides panel looks up in the override engine's provenance. Checked on
// hand-written YAML and on Doc::toYaml's own output, where every key line must point at a value
// that exists in the document.
#include "doc/jsonpointer.h"
#include "doc/linediff.h"
#include "doc/yamllinepointers.h"
#include "doc/yamlwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Accel;

class TestYamlLinePointers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pointers_data();
    void pointers();
    void writerOutput_data();
    void writerOutput();
};

void TestYamlLinePointers::pointers_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("nested mapping")
        << QByteArray("a:\n  b: 1\n  c:\n    d: x\ne: 2\n")
        << QStringList{QStringLiteral("/a"), QStringLiteral("/a/b"), QStringLiteral("/a/c"),
                       QStringLiteral("/a/c/d"), QStringLiteral("/e")};
    QTest::newRow("sequence of mappings")
        << QByteArray("list:\n- name: x\n  value: y\n- name: z\n")
        << QStringList{QStringLiteral("/list"), QStringLiteral("/list/0/name"),
                       QStringLiteral("/list/0/value"), QStringLiteral("/list/1/name")};
    QTest::newRow("indented sequence and plain items")
        << QByteArray("a:\n  list:\n  - one\n  - two\n  b: 1\n")
        << QStringList{QStringLiteral("/a"), QStringLiteral("/a/list"), QStringLiteral("/a/list/0"),
                       QStringLiteral("/a/list/1"), QStringLiteral("/a/b")};
    QTest::newRow("block scalar continuation lines")
        << QByteArray("a:\n  text: |-\n    one\n\n    two\n  b: 1\n")
        << QStringList{QStringLiteral("/a"),      QStringLiteral("/a/text"),
                       QStringLiteral("/a/text"), QStringLiteral("/a/text"),
                       QStringLiteral("/a/text"), QStringLiteral("/a/b")};
    QTest::newRow("block scalar as a sequence item")
        << QByteArray("args:\n- |\n  line one\n  line two\n- x\n")
        << QStringList{QStringLiteral("/args"), QStringLiteral("/args/0"),
                       QStringLiteral("/args/0"), QStringLiteral("/args/0"),
                       QStringLiteral("/args/1")};
    QTest::newRow("single-quoted key with slash and quote")
        << QByteArray("'c/d': 2\n'it''s': 3\n")
        << QStringList{QStringLiteral("/c~1d"), QStringLiteral("/it's")};
    QTest::newRow("tilde escaped")
        << QByteArray("'a~b': 1\n") << QStringList{QStringLiteral("/a~0b")};
    QTest::newRow("nested sequences")
        << QByteArray("m:\n- - a\n  - b\n- c\n")
        << QStringList{QStringLiteral("/m"), QStringLiteral("/m/0/0"), QStringLiteral("/m/0/1"),
                       QStringLiteral("/m/1")};
    QTest::newRow("document separator restarts")
        << QByteArray("a: 1\n---\nb: 2\n")
        << QStringList{QStringLiteral("/a"), QString(), QStringLiteral("/b")};
    QTest::newRow("annotation key with slash")
        << QByteArray("metadata:\n  annotations:\n    nvcrectl.nvidia.com/detected-platform: aws\n")
        << QStringList{QStringLiteral("/metadata"), QStringLiteral("/metadata/annotations"),
                       QStringLiteral("/metadata/annotations/nvcrectl.nvidia.com~1detected-"
                                      "platform")};
    QTest::newRow("empty") << QByteArray() << QStringList{};
}

void TestYamlLinePointers::pointers()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QStringList, expected);
    QCOMPARE(Doc::yamlLinePointers(yaml), expected);
    // The split form gives the same answer, one entry per line.
    const QStringList lines = Doc::LineDiff::splitLines(QString::fromUtf8(yaml));
    QCOMPARE(Doc::yamlLinePointers(lines), expected);
    QCOMPARE(Doc::yamlLinePointers(lines).size(), lines.size());
}

void TestYamlLinePointers::writerOutput_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("workflow-like")
        << QByteArray(R"({"apiVersion":"nvcre.nvidia.com/v1alpha1","kind":"Workflow",
            "metadata":{"name":"w","annotations":{"a.b/c":"x"}},
            "spec":{"jobTemplate":{"spec":{"numNodes":4,"env":[{"name":"A","value":"1"},
            {"name":"B","value":"two\nlines\n"}],"args":["x","y"]}}}})");
    QTest::newRow("odd keys") << QByteArray(R"({"a/b":{"~x":1},"it's":[[1,2],{"k":null}]})");
}

void TestYamlLinePointers::writerOutput()
{
    // Every line Doc::toYaml writes that starts a key or an item names a pointer that resolves
    // in the document it wrote.
    QFETCH(QByteArray, json);
    QJsonParseError error;
    const QJsonObject object = QJsonDocument::fromJson(json, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QByteArray yaml = Doc::toYaml(object);
    const QStringList lines = Doc::LineDiff::splitLines(QString::fromUtf8(yaml));
    const QStringList pointers = Doc::yamlLinePointers(yaml);
    QCOMPARE(pointers.size(), lines.size());
    for (qsizetype i = 0; i < pointers.size(); ++i) {
        const auto pointer = Doc::JsonPointer::parse(pointers.at(i));
        QVERIFY2(pointer, qPrintable(lines.at(i)));
        QVERIFY2(pointer->resolve(object).has_value(),
                 qPrintable(pointers.at(i) + QStringLiteral(" <- ") + lines.at(i)));
    }
}

QTEST_GUILESS_MAIN(TestYamlLinePointers)
#include "tst_yamllinepointers.moc"
