// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Doc::toJson with key orders (issue 36: nvcrectl's report keys in Go's field order, where
// QJsonObject sorts them): the first order naming all of an object's keys wins, an object no
// order covers stays sorted, empty containers are `[]` and `{}` as json.MarshalIndent writes
// them, and terminal controls are escaped as in the unordered writer (issue 32).
#include "doc/jsonwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Accel;
using namespace Qt::StringLiterals;

class TestJsonWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ordered_data()
    {
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<bool>("compact");
        QTest::addColumn<QByteArray>("expected");
        const QJsonObject report{
            {u"result"_s, u"PASSED"_s},
            {u"name"_s, u"c"_s},
            {u"failedNodes"_s, QJsonArray()},
            {u"categories"_s, QJsonArray{QJsonObject{{u"variant"_s, u"v"_s},
                                                     {u"domain"_s, u"d"_s},
                                                     {u"zeta"_s, 1},
                                                     {u"alpha"_s, QJsonObject()}}}}};
        QTest::newRow("struct order, nested, empty containers")
            << QJsonValue(report) << false
            << QByteArray(
                   "{\n  \"name\": \"c\",\n  \"categories\": [\n    {\n      \"alpha\": {},\n"
                   "      \"domain\": \"d\",\n      \"variant\": \"v\",\n      \"zeta\": 1\n"
                   "    }\n  ],\n  \"failedNodes\": [],\n  \"result\": \"PASSED\"\n}\n");
        QTest::newRow("compact") << QJsonValue(
                                        QJsonObject{{u"variant"_s, u"v"_s}, {u"domain"_s, u"d"_s}})
                                 << true << QByteArray("{\"domain\":\"d\",\"variant\":\"v\"}");
        QTest::newRow("a subset takes the first order that covers it")
            << QJsonValue(QJsonObject{{u"status"_s, u"S"_s}, {u"domain"_s, u"d"_s}}) << true
            << QByteArray("{\"domain\":\"d\",\"status\":\"S\"}");
        QTest::newRow("terminal controls escaped")
            << QJsonValue(QJsonObject{
                   {u"name"_s, QString(u"a"_s + QChar(0x1b) + u"[31m"_s + QChar(0x9b))}})
            << true << QByteArray("{\"name\":\"a\\u001b[31m\\u009b\"}");
        QTest::newRow("scalars and numbers")
            << QJsonValue(QJsonArray{1, 2.5, true, QJsonValue::Null}) << true
            << QByteArray("[1,2.5,true,null]");
    }

    void ordered()
    {
        QFETCH(QJsonValue, value);
        QFETCH(bool, compact);
        QFETCH(QByteArray, expected);
        const Doc::KeyOrders orders{
            {u"name"_s, u"categories"_s, u"failedNodes"_s, u"result"_s},
            {u"domain"_s, u"status"_s},
            {u"domain"_s, u"variant"_s, u"status"_s},
        };
        const QByteArray out = Doc::toJson(
            value, compact ? Doc::JsonStyle::Compact : Doc::JsonStyle::Indented, orders);
        QCOMPARE(out, expected);
        // The same document as QJsonDocument reads it.
        const QJsonDocument again = QJsonDocument::fromJson(out);
        if (value.isObject())
            QCOMPARE(again.object(), value.toObject());
    }
};

QTEST_GUILESS_MAIN(TestJsonWriter)
#include "tst_jsonwriter.moc"
