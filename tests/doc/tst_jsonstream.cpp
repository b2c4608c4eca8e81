// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Doc::JsonStream writes what Doc::toJson(value, Indented) writes for the same value, collected
// or streamed in chunks of any size (issue 18, section 3: one GPU JSON writer, streamed).
#include "doc/jsonstream.h"
#include "doc/jsonwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Accel::Doc;
using namespace Qt::StringLiterals;

namespace {

/// Writes `value` through the stream's typed calls (sorted keys, as QJsonObject holds them);
/// `generic` objects go through value(QJsonValue) instead.
void write(JsonStream &out, const QJsonValue &value, bool generic)
{
    if (value.isObject() && !generic) {
        out.beginObject();
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            out.key(it.key());
            write(out, it.value(), it.key().startsWith(u"generic"_s));
        }
        out.endObject();
    } else if (value.isArray() && !generic) {
        out.beginArray();
        for (const QJsonValue &item : value.toArray())
            write(out, item, false);
        out.endArray();
    } else if (value.isString() && !generic) {
        out.value(value.toString());
    } else if (value.isBool() && !generic) {
        out.value(value.toBool());
    } else {
        out.value(value);
    }
}

} // namespace

class TestJsonStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsToJson_data();
    void sameAsToJson();
    void streamedInChunks_data();
    void streamedInChunks();
};

void TestJsonStream::sameAsToJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addRow("empty object") << QByteArray(R"({})");
    QTest::addRow("empty array and object") << QByteArray(R"({"a": [], "b": {}, "c": [[], {}]})");
    QTest::addRow("scalars") << QByteArray(R"({"t": true, "f": false, "n": 42, "s": "x"})");
    QTest::addRow("escaped strings") << QByteArray(
        R"({"q": "say \"hi\"", "b": "a\\b", "nl": "1\n2", "tab": "\t", "ctl": "\u0001"})");
    QTest::addRow("non-ASCII key and value") << QByteArray(R"({"nøkkel": "verdi ✓", "z": "日本"})");
    QTest::addRow("nested") << QByteArray(
        R"({"items": [{"devices": [{"driver": "d", "name": "n"}], "x": ["a", "b"]}]})");
    QTest::addRow("generic parts at depth") << QByteArray(
        R"({"items": [{"generic": {"attributes": {"k": {"int": 3}}, "list": [1, 2.5, null]},
                       "name": "gpu"}], "generic2": []})");
}

void TestJsonStream::sameAsToJson()
{
    QFETCH(QByteArray, json);
    const QJsonObject value = QJsonDocument::fromJson(json).object();
    QVERIFY(!value.isEmpty() || json == "{}");
    JsonStream out;
    write(out, value, false);
    QCOMPARE(out.take(), toJson(value, JsonStyle::Indented));
}

void TestJsonStream::streamedInChunks_data()
{
    QTest::addColumn<qsizetype>("chunkBytes");
    QTest::addRow("1 byte") << qsizetype(1);
    QTest::addRow("7 bytes") << qsizetype(7);
    QTest::addRow("4 KiB") << qsizetype(4096);
    QTest::addRow("larger than the text") << qsizetype(1 << 20);
}

void TestJsonStream::streamedInChunks()
{
    QFETCH(qsizetype, chunkBytes);
    QJsonArray items;
    for (int i = 0; i < 200; ++i)
        items.append(
            QJsonObject{{u"name"_s, u"gpu-%1"_s.arg(i)}, {u"n"_s, i}, {u"ok"_s, i % 2 == 0}});
    const QJsonObject value{{u"items"_s, items}, {u"kind"_s, u"List"_s}};
    QByteArray streamed;
    int chunks = 0;
    JsonStream out(
        [&](QByteArrayView chunk) {
            streamed += chunk;
            ++chunks;
        },
        chunkBytes);
    write(out, value, false);
    out.finish();
    QCOMPARE(streamed, toJson(value, JsonStyle::Indented));
    // Small chunks are handed over as the text grows, not all at the end.
    if (chunkBytes < 4096)
        QVERIFY(chunks > 100);
    else if (chunkBytes >= streamed.size())
        QCOMPARE(chunks, 1);
}

QTEST_GUILESS_MAIN(TestJsonStream)
#include "tst_jsonstream.moc"
