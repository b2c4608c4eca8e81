// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The catalog's GPU defaults table (issue 8, section 4; spec platform-detection-and-overrides.txt,
// "Architecture-specific resources" and "On-prem clusters") and the GPUArchitectureDefaults
// warning (cre NOTES section 8). `creTableAgrees` reads CRE's own gpu-defaults.yaml with our
// loader and checks every entry it has against ours (label conformance).
#include "nvcre/detection.h"
#include "nvcre/gpudefaults.h"

#include <QtTest>

#include "testsupport.h"

using namespace Accel::Nvcre;

Q_DECLARE_METATYPE(Accel::Nvcre::GpuShape)

class TestGpuDefaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void shapes_data();
    void shapes();
    void architecturesMatchDetection();
    void platformOverrideFallsThrough();
    void invalidTables_data();
    void invalidTables();
    void warning();
    void creTableAgrees();

private:
    GpuDefaultsTable m_table;
};

void TestGpuDefaults::initTestCase()
{
    const auto table = GpuDefaultsTable::embedded();
    QVERIFY2(table, qPrintable(table ? QString() : table.error().toString()));
    m_table = *table;
}

void TestGpuDefaults::shapes_data()
{
    QTest::addColumn<QString>("arch");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<GpuShape>("expected");
    const auto row = [](const char *name, const char *arch, const char *platform, int gpus,
                        int nics) {
        QTest::newRow(name) << QString::fromLatin1(arch) << QString::fromLatin1(platform)
                            << GpuShape{gpus, nics};
    };
    row("h100", "h100", "aws", 8, 8);
    row("a100", "a100", "gcp", 8, 8);
    row("l40", "l40", "forge", 8, 4);
    row("l40s", "l40s", "aws", 8, 8);
    row("b200", "b200", "onprem", 8, 8);
    row("b300", "b300", "onprem", 8, 8);
    row("h200", "h200", "azure", 8, 8);
    row("gb200", "gb200", "aws", 4, 8);
    row("gb300", "gb300", "onprem", 4, 8);
    // Spec: "RTX PRO 6000 defaults to eight GPUs per node, including on GCP."
    row("rtxpro6000 on gcp", "rtxpro6000", "gcp", 8, 0);
    // Spec: "OCI GB200 is the one OCI architecture that requests no NIC by default."
    row("oci gb200 requests no NIC", "gb200", "oci", 4, 0);
    row("oci gb300", "gb300", "oci", 4, 4);
    row("oci l40s", "l40s", "oci", 4, 2);
    row("oci h100 keeps the default", "h100", "oci", 8, 8);
    // Spec: "An architecture missing from the catalog's GPU defaults table ... falls back to four
    // GPUs and no NICs".
    row("unknown architecture", "v100", "aws", 4, 0);
    row("no platform", "gb200", "", 4, 8);
}

void TestGpuDefaults::shapes()
{
    QFETCH(QString, arch);
    QFETCH(QString, platform);
    QFETCH(GpuShape, expected);
    const GpuShape shape = m_table.shape(arch, platform);
    QCOMPARE(shape.gpusPerNode, expected.gpusPerNode);
    QCOMPARE(shape.mlnxPerNode, expected.mlnxPerNode);
}

void TestGpuDefaults::architecturesMatchDetection()
{
    // --gpu-arch accepts exactly the table's keys.
    QCOMPARE(m_table.architectures(), validGpuArchitectures());
}

void TestGpuDefaults::platformOverrideFallsThrough()
{
    // A field left out of a platform override falls through; an explicit 0 overrides.
    const auto table = GpuDefaultsTable::fromYaml(R"(
defaults:
  h100: {gpusPerNode: 8, mlnxPerNode: 8}
platformOverrides:
  site: {h100: {mlnxPerNode: 0}}
  other: {h100: {gpusPerNode: 2}}
)",
                                                  QStringLiteral("t.yaml"));
    QVERIFY(table);
    QCOMPARE(table->shape(QStringLiteral("h100"), QStringLiteral("site")), (GpuShape{8, 0}));
    QCOMPARE(table->shape(QStringLiteral("h100"), QStringLiteral("other")), (GpuShape{2, 8}));
    QCOMPARE(table->shape(QStringLiteral("h100"), QStringLiteral("aws")), (GpuShape{8, 8}));
}

void TestGpuDefaults::invalidTables_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("contains");
    QTest::newRow("negative") << QByteArray("defaults: {h100: {gpusPerNode: -1}}")
                              << QStringLiteral("NVCRE_GPU_DEFAULTS")
                              << QStringLiteral("t.yaml: defaults.h100.gpusPerNode: expected a "
                                                "whole number >= 0");
    QTest::newRow("string") << QByteArray("defaults: {h100: {mlnxPerNode: '8'}}")
                            << QStringLiteral("NVCRE_GPU_DEFAULTS")
                            << QStringLiteral("defaults.h100.mlnxPerNode");
    QTest::newRow("override without default")
        << QByteArray("defaults: {h100: {gpusPerNode: 8}}\nplatformOverrides: {oci: {b200: "
                      "{gpusPerNode: 4}}}")
        << QStringLiteral("NVCRE_GPU_DEFAULTS")
        << QStringLiteral("platformOverrides.oci.b200: architecture b200 has no entry");
    QTest::newRow("not yaml") << QByteArray("defaults: [") << QStringLiteral("YAML_PARSE")
                              << QStringLiteral("t.yaml:");
}

void TestGpuDefaults::invalidTables()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, code);
    QFETCH(QString, contains);
    const auto table = GpuDefaultsTable::fromYaml(yaml, QStringLiteral("t.yaml"));
    QVERIFY(!table);
    QCOMPARE(table.error().code, code);
    QVERIFY2(table.error().message.contains(contains), qPrintable(table.error().message));
}

void TestGpuDefaults::warning()
{
    QCOMPARE(gpuArchitectureDefaultsWarning(m_table, QStringLiteral("v100"), GpuShape{4, 0},
                                            DefaultsSubject::Certification),
             QStringLiteral("GPU architecture \"v100\" has no entry in the catalog's GPU "
                            "defaults, which fall back to gpusPerNode=4 mlnxPerNode=0 for it; "
                            "this run is sized at gpusPerNode=4 mlnxPerNode=0. If the nodes "
                            "differ, set spec.gpusPerNode and spec.mlnxPerNode (or "
                            "spec.categories[].options), and file an issue so the architecture "
                            "can be added to the catalog."));
    QCOMPARE(gpuArchitectureDefaultsWarning(m_table, QStringLiteral("v100"), GpuShape{8, 2},
                                            DefaultsSubject::WorkloadRun),
             QStringLiteral("GPU architecture \"v100\" has no entry in the catalog's GPU "
                            "defaults, which fall back to gpusPerNode=4 mlnxPerNode=0 for it; "
                            "this run is sized at gpusPerNode=8 mlnxPerNode=2. If the nodes "
                            "differ, set spec.gpusPerNode and spec.mlnxPerNode, and file an issue "
                            "so the architecture can be added to the catalog."));
    // Silent for "", "unknown" and known architectures.
    for (const char *arch : {"", "unknown", "h100", "rtxpro6000"})
        QCOMPARE(gpuArchitectureDefaultsWarning(m_table, QString::fromLatin1(arch), GpuShape{4, 0},
                                                DefaultsSubject::Certification),
                 QString());
}

void TestGpuDefaults::creTableAgrees()
{
    const QString path = QStringLiteral("cre/pkg/catalog/entries/_lib/gpu-defaults.yaml");
    ACCEL_REQUIRE_CONFORMANCE(path);
    const auto cre =
        GpuDefaultsTable::fromFile(Accel::Test::conformanceDir() + QLatin1Char('/') + path);
    QVERIFY2(cre, qPrintable(cre ? QString() : cre.error().toString()));
    // Ours adds b300 (CRE's CHANGELOG, #464); everything CRE's copy has must agree.
    int compared = 0;
    for (const QString &arch : cre->architectures()) {
        QVERIFY2(m_table.contains(arch), qPrintable(arch));
        for (const QString &platform : validPlatforms()) {
            QCOMPARE(m_table.shape(arch, platform), cre->shape(arch, platform));
            ++compared;
        }
    }
    QVERIFY(compared > 0);
    qInfo("cre gpu-defaults: %d architecture/platform pairs agree", compared);
}

QTEST_GUILESS_MAIN(TestGpuDefaults)
#include "tst_gpudefaults.moc"
