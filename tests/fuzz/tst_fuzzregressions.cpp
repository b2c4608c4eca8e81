// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// Every input a fuzzer crashed on (issue 19), replayed through the same harness that found it:
// tests/fixtures/fuzz-regressions/TARGET/NAME runs through tests/fuzz/TARGET.cpp, compiled here
// with its entry point renamed, in the ordinary build (and under ASan + UBSan in
// `installer/dev.sh sanitize`). A row passes when the harness returns: no crash, no broken check.
// NAME says what the input did before the fix; the README of that folder says which fix.

#include "doc/documentreader.h"

#include <QDir>
#include <QFile>
#include <QtTest>

#include <cstdint>

#include "testsupport.h"

using Harness = int (*)(const uint8_t *, size_t);

#define ACCEL_FUZZ_HARNESS(name) extern "C" int accelFuzz_##name(const uint8_t *, size_t);
ACCEL_FUZZ_HARNESS(fuzz_yaml)
ACCEL_FUZZ_HARNESS(fuzz_snapshotjson)
ACCEL_FUZZ_HARNESS(fuzz_patch)
ACCEL_FUZZ_HARNESS(fuzz_cel)
ACCEL_FUZZ_HARNESS(fuzz_kubeconfig)
ACCEL_FUZZ_HARNESS(fuzz_credentials)
ACCEL_FUZZ_HARNESS(fuzz_product)
ACCEL_FUZZ_HARNESS(fuzz_sideloadindex)
ACCEL_FUZZ_HARNESS(fuzz_tar)
ACCEL_FUZZ_HARNESS(fuzz_linediff)
ACCEL_FUZZ_HARNESS(fuzz_statedir)
ACCEL_FUZZ_HARNESS(fuzz_printable)
#undef ACCEL_FUZZ_HARNESS

namespace {

const QHash<QString, Harness> &harnesses()
{
    static const QHash<QString, Harness> all{
        {QStringLiteral("fuzz_yaml"), accelFuzz_fuzz_yaml},
        {QStringLiteral("fuzz_snapshotjson"), accelFuzz_fuzz_snapshotjson},
        {QStringLiteral("fuzz_patch"), accelFuzz_fuzz_patch},
        {QStringLiteral("fuzz_cel"), accelFuzz_fuzz_cel},
        {QStringLiteral("fuzz_kubeconfig"), accelFuzz_fuzz_kubeconfig},
        {QStringLiteral("fuzz_credentials"), accelFuzz_fuzz_credentials},
        {QStringLiteral("fuzz_product"), accelFuzz_fuzz_product},
        {QStringLiteral("fuzz_sideloadindex"), accelFuzz_fuzz_sideloadindex},
        {QStringLiteral("fuzz_tar"), accelFuzz_fuzz_tar},
        {QStringLiteral("fuzz_linediff"), accelFuzz_fuzz_linediff},
        {QStringLiteral("fuzz_statedir"), accelFuzz_fuzz_statedir},
        {QStringLiteral("fuzz_printable"), accelFuzz_fuzz_printable},
    };
    return all;
}

} // namespace

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void replay_data();
    void replay();
    void yamlErrors_data();
    void yamlErrors();
};

void TestFuzzRegressions::replay_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("path");
    const QDir root(Accel::Test::fixture(QStringLiteral("fuzz-regressions")));
    for (const QString &target : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QDir dir(root.filePath(target));
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
            QTest::addRow("%s/%s", qPrintable(target), qPrintable(name))
                << target << dir.filePath(name);
    }
}

void TestFuzzRegressions::replay()
{
    QFETCH(QString, target);
    QFETCH(QString, path);
    const Harness harness = harnesses().value(target);
    QVERIFY2(harness, qPrintable(QStringLiteral("no fuzz target named %1").arg(target)));
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
    const QByteArray input = file.readAll();
    QCOMPARE(harness(reinterpret_cast<const uint8_t *>(input.constData()), size_t(input.size())),
             0);
}

// What the reader says about the inputs that hung it: an error with the exact code and position.
void TestFuzzRegressions::yamlErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("messageStart");
    // yaml-cpp 0.7 restarted a document forever, growing, on a token it cannot place
    // (jbeder/yaml-cpp#1040): found by fuzz_kubeconfig and fuzz_patch.
    QTest::addRow("lone comma") << QByteArray(",") << QStringLiteral("in.yaml:1:1: ");
    QTest::addRow("commas after a blank")
        << QByteArray(" ,,,,=.") << QStringLiteral("in.yaml:1:2: ");
    QTest::addRow("comma, NUL bytes")
        << QByteArray(",\0\0\0$", 5) << QStringLiteral("in.yaml:1:1: ");
    QTest::addRow("comma after a document")
        << QByteArray("a: 1\n---\n,\n") << QStringLiteral("in.yaml:3:1: ");
}

void TestFuzzRegressions::yamlErrors()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, messageStart);
    const Accel::Result<QList<QJsonValue>> documents =
        Accel::Doc::readDocuments(input, QStringLiteral("in.yaml"));
    QVERIFY(!documents);
    QCOMPARE(documents.error().code, QStringLiteral("YAML_PARSE"));
    QVERIFY2(documents.error().message.startsWith(messageStart),
             qPrintable(documents.error().message));
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
