// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Third-party suites: json-patch-tests (RFC 6902) and RFC 7386 appendix A, read at test time from
// ../shared/conformance (conformance/README.md). Every enabled record must pass.
#include "doc/jsonpatch.h"
#include "doc/mergepatch.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

class TestPatchConformance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonPatch_data();
    void jsonPatch();
    void mergePatch_data();
    void mergePatch();

private:
    static QJsonArray load(const QString &relative)
    {
        QFile file(Accel::Test::conformanceDir() + QLatin1Char('/') + relative);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return QJsonDocument::fromJson(file.readAll()).array();
    }
};

void TestPatchConformance::jsonPatch_data()
{
    QTest::addColumn<QJsonObject>("record");
    const QJsonArray records = load(QStringLiteral("json-patch/tests.json"));
    int enabled = 0, disabled = 0, commentOnly = 0;
    for (qsizetype i = 0; i < records.size(); ++i) {
        const QJsonObject record = records.at(i).toObject();
        if (!record.contains(QLatin1String("doc"))) {
            ++commentOnly;
            continue;
        }
        if (record.value(QLatin1String("disabled")).toBool()) {
            ++disabled;
            continue;
        }
        ++enabled;
        QTest::addRow("%lld %s", qlonglong(i),
                      qPrintable(record.value(QLatin1String("comment")).toString().left(60)))
            << record;
    }
    if (records.isEmpty())
        QTest::addRow("absent") << QJsonObject();
    qInfo("json-patch tests.json: %lld records, %d enabled, %d disabled (skipped), %d comment-only",
          qlonglong(records.size()), enabled, disabled, commentOnly);
}

void TestPatchConformance::jsonPatch()
{
    ACCEL_REQUIRE_CONFORMANCE(QStringLiteral("json-patch/tests.json"));
    QFETCH(QJsonObject, record);
    const QJsonValue doc = record.value(QLatin1String("doc"));
    const auto result = Accel::Doc::JsonPatch::apply(doc, record.value(QLatin1String("patch")));
    if (record.contains(QLatin1String("error"))) {
        QVERIFY2(!result, qPrintable(record.value(QLatin1String("error")).toString()));
        QCOMPARE(result.error().code, QStringLiteral("JSON_PATCH"));
        QVERIFY(result.error().message.startsWith(QLatin1String("op ")));
        return;
    }
    QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
    if (record.contains(QLatin1String("expected")))
        QCOMPARE(*result, record.value(QLatin1String("expected")));
}

void TestPatchConformance::mergePatch_data()
{
    QTest::addColumn<QJsonObject>("record");
    const QJsonArray records = load(QStringLiteral("json-merge-patch/rfc7386-appendix-a.json"));
    for (qsizetype i = 0; i < records.size(); ++i)
        QTest::addRow("appendix A case %lld", qlonglong(i + 1)) << records.at(i).toObject();
    if (records.isEmpty())
        QTest::addRow("absent") << QJsonObject();
    qInfo("RFC 7386 appendix A: %lld cases", qlonglong(records.size()));
}

void TestPatchConformance::mergePatch()
{
    ACCEL_REQUIRE_CONFORMANCE(QStringLiteral("json-merge-patch/rfc7386-appendix-a.json"));
    QFETCH(QJsonObject, record);
    const auto result = Accel::Doc::MergePatch::apply(record.value(QLatin1String("target")),
                                                      record.value(QLatin1String("patch")));
    QVERIFY(result);
    QCOMPARE(*result, record.value(QLatin1String("result")));
}

QTEST_GUILESS_MAIN(TestPatchConformance)
#include "tst_patch_conformance.moc"
