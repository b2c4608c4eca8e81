// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The jobTemplate strategic merge (spec platform-detection-and-overrides.txt, "Override
// matching": maps merge, arrays are replaced entirely) with the Kubernetes $patch directives.
#include "doc/documentreader.h"
#include "doc/strategicmerge.h"

#include <QJsonObject>
#include <QtTest>

#include "testsupport.h"

using Accel::Doc::StrategicMerge;

using Accel::Test::yaml;

class TestStrategicMerge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void merge_data();
    void merge();
    void errors_data();
    void errors();
};

void TestStrategicMerge::merge_data()
{
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<QByteArray>("patch");
    QTest::addColumn<QByteArray>("expected");
    QTest::addRow("maps merge recursively")
        << QByteArray("spec: {a: 1, b: {c: 2}}") << QByteArray("spec: {b: {d: 3}}")
        << QByteArray("spec: {a: 1, b: {c: 2, d: 3}}");
    // The spec's warning: the base env vars are wiped unless the override repeats them.
    QTest::addRow("arrays are replaced, not merged by name")
        << QByteArray("trainer: {env: [{name: NCCL_DEBUG, value: INFO}, {name: A, value: '1'}]}")
        << QByteArray("trainer: {env: [{name: MY_VAR, value: value}]}")
        << QByteArray("trainer: {env: [{name: MY_VAR, value: value}]}");
    QTest::addRow("null deletes a key")
        << QByteArray("a: 1\nb: 2") << QByteArray("a: null") << QByteArray("b: 2");
    QTest::addRow("null for a missing key is harmless")
        << QByteArray("a: 1") << QByteArray("z: null") << QByteArray("a: 1");
    QTest::addRow("$patch replace")
        << QByteArray("resources: {limits: {cpu: 1, memory: 1Gi}, requests: {cpu: 1}}")
        << QByteArray("resources: {limits: {$patch: replace, nvidia.com/gpu: 8}}")
        << QByteArray("resources: {limits: {nvidia.com/gpu: 8}, requests: {cpu: 1}}");
    QTest::addRow("$patch delete")
        << QByteArray("spec: {affinity: {nodeAffinity: {}}, x: 1}")
        << QByteArray("spec: {affinity: {$patch: delete}}") << QByteArray("spec: {x: 1}");
    QTest::addRow("$patch delete at the top")
        << QByteArray("a: 1") << QByteArray("$patch: delete") << QByteArray("{}");
    QTest::addRow("$patch merge is the default")
        << QByteArray("a: {b: 1}") << QByteArray("a: {$patch: merge, c: 2}")
        << QByteArray("a: {b: 1, c: 2}");
    QTest::addRow("new subtree loses its nulls and directives")
        << QByteArray("{}") << QByteArray("a: {b: null, c: {$patch: replace, d: 1}}")
        << QByteArray("a: {c: {d: 1}}");
    QTest::addRow("scalar replaces map")
        << QByteArray("a: {b: 1}") << QByteArray("a: 3") << QByteArray("a: 3");
    QTest::addRow("map replaces scalar")
        << QByteArray("a: 3") << QByteArray("a: {b: 1}") << QByteArray("a: {b: 1}");
    QTest::addRow("unicode keys") << QByteArray("ø: {å: 1}") << QByteArray("ø: {æ: 2}")
                                  << QByteArray("ø: {å: 1, æ: 2}");
}

void TestStrategicMerge::merge()
{
    QFETCH(QByteArray, target);
    QFETCH(QByteArray, patch);
    QFETCH(QByteArray, expected);
    const auto result = StrategicMerge::apply(yaml(target), yaml(patch));
    QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
    QCOMPARE(*result, yaml(expected));
}

void TestStrategicMerge::errors_data()
{
    QTest::addColumn<QJsonValue>("patch");
    QTest::addColumn<QString>("code");
    QTest::addRow("unknown directive")
        << yaml("spec: {a: {$patch: frobnicate}}") << QStringLiteral("STRATEGIC_MERGE");
    QJsonValue deep = 1;
    for (int i = 0; i < 600; ++i)
        deep = QJsonObject{{QStringLiteral("a"), deep}};
    QTest::addRow("deeper than the limit") << deep << QStringLiteral("JSON_DEPTH");
}

void TestStrategicMerge::errors()
{
    QFETCH(QJsonValue, patch);
    QFETCH(QString, code);
    const auto result = StrategicMerge::apply(QJsonObject(), patch);
    QVERIFY(!result);
    QCOMPARE(result.error().code, code);
    if (code == QLatin1String("STRATEGIC_MERGE"))
        QVERIFY(result.error().message.contains(QStringLiteral("/spec/a")));
}

QTEST_GUILESS_MAIN(TestStrategicMerge)
#include "tst_strategicmerge.moc"
