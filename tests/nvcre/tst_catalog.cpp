// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The catalog (issue 8, section 4; README.md "Catalog format"): the six embedded entries load
// with their metadata, placeholders and `requires` resolve, and a broken catalog's errors name
// the file and the field.
#include "nvcre/catalog.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#include "resourcelimits.h"
#include <QtTest>

using namespace Accel::Nvcre;
namespace Limits = Accel::Limits;

namespace {

void writeFile(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

const QByteArray MinimalEntry = "metadata: {domain: communication, variant: x, minGPUs: 2}\n"
                                "spec:\n  jobTemplate: {spec: {n: \"$(gpusPerNode)\"}}\n";

} // namespace

class TestCatalog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void embeddedEntries()
    {
        const auto catalog = Catalog::embedded();
        QVERIFY2(catalog.has_value(), qPrintable(catalog ? QString() : catalog.error().message));
        QCOMPARE(catalog->keys(), QStringList({QStringLiteral("communication/nccl-all-gather"),
                                               QStringLiteral("communication/nccl-all-reduce"),
                                               QStringLiteral("communication/nccl-alltoall"),
                                               QStringLiteral("communication/nccl-loopback"),
                                               QStringLiteral("diagnostics/dcgm-level4"),
                                               QStringLiteral("training/nemotron5-8b")}));
        QVERIFY(!catalog->workloadRunOverrides().isEmpty());
    }

    void metadata_data()
    {
        QTest::addColumn<QString>("domain");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("minGpus");
        QTest::addColumn<QString>("timeout");
        QTest::newRow("all-reduce") << "communication"
                                    << "nccl-all-reduce" << 2 << "";
        QTest::newRow("loopback") << "communication"
                                  << "nccl-loopback" << 1 << "";
        QTest::newRow("dcgm: 2h, a field run took 1h31m") << "diagnostics"
                                                          << "dcgm-level4" << 1 << "2h";
        QTest::newRow("training: 24h backstop") << "training"
                                                << "nemotron5-8b" << 4 << "24h";
    }
    void metadata()
    {
        QFETCH(QString, domain);
        QFETCH(QString, variant);
        QFETCH(int, minGpus);
        QFETCH(QString, timeout);
        const auto catalog = Catalog::embedded();
        QVERIFY(catalog.has_value());
        const CatalogEntry *entry = catalog->entry(domain, variant);
        QVERIFY(entry);
        QCOMPARE(entry->minGpus, minGpus);
        QCOMPARE(entry->timeoutPerJob, timeout);
        QVERIFY(entry->spec.value(QStringLiteral("overrides")).toArray().size() > 0);
        // includes are spliced: no `include` key survives
        for (const QJsonValue &o : entry->spec.value(QStringLiteral("overrides")).toArray())
            QVERIFY(!o.toObject().contains(QStringLiteral("include")));
    }

    void placeholdersAndRequires()
    {
        const QJsonObject spec{
            {QStringLiteral("n"), QStringLiteral("$(int:gpusPerNode)")},
            {QStringLiteral("s"), QStringLiteral("$(gpusPerNode)")},
            {QStringLiteral("text"), QStringLiteral("$(entryName)-runtime")},
            {QStringLiteral("$(nicResourceName)"), QStringLiteral("$(mlnxPerNode)")},
            {QStringLiteral("nets"), QStringLiteral("$(sriovNetworks)")},
            {QStringLiteral("overrides"),
             QJsonArray{
                 QJsonObject{{QStringLiteral("when"), QJsonObject{}},
                             {QStringLiteral("requires"), QJsonArray{QStringLiteral("nics")}}},
                 QJsonObject{
                     {QStringLiteral("when"), QJsonObject{}},
                     {QStringLiteral("requires"), QJsonArray{QStringLiteral("rdmaHostPath")}}}}}};
        CatalogParameters p;
        p.entryName = QStringLiteral("e");
        p.gpusPerNode = 8;
        p.mlnxPerNode = 2;
        p.nicResourceName = QStringLiteral("rdma/ib");
        const auto out = instantiateCatalogValue(spec, p);
        QVERIFY(out.has_value());
        const QJsonObject o = out->toObject();
        QCOMPARE(o.value(QStringLiteral("n")), QJsonValue(8));
        QCOMPARE(o.value(QStringLiteral("s")), QJsonValue(QStringLiteral("8")));
        QCOMPARE(o.value(QStringLiteral("text")).toString(), QStringLiteral("e-runtime"));
        QCOMPARE(o.value(QStringLiteral("rdma/ib")).toString(), QStringLiteral("2"));
        QCOMPARE(o.value(QStringLiteral("nets")).toString(),
                 QStringLiteral("network-operator/sriov-net,network-operator/sriov-net"));
        // nics holds (mlnxPerNode 2), rdmaHostPath does not: one override kept, requires gone.
        const QJsonArray kept = o.value(QStringLiteral("overrides")).toArray();
        QCOMPARE(kept.size(), 1);
        QVERIFY(!kept.at(0).toObject().contains(QStringLiteral("requires")));
    }

    void durations_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("go");
        QTest::newRow("1h") << "1h" << qint64(3600000) << "1h0m0s";
        QTest::newRow("24h") << "24h" << qint64(86400000) << "24h0m0s";
        QTest::newRow("30m") << "30m" << qint64(1800000) << "30m0s";
        QTest::newRow("1h30m") << "1h30m" << qint64(5400000) << "1h30m0s";
        QTest::newRow("90s") << "90s" << qint64(90000) << "1m30s";
        QTest::newRow("1500ms") << "1500ms" << qint64(1500) << "1.5s";
        QTest::newRow("bad") << "1 hour" << qint64(-1) << "";
    }
    void durations()
    {
        QFETCH(QString, text);
        QFETCH(qint64, ms);
        QFETCH(QString, go);
        QCOMPARE(parseGoDuration(text), ms);
        if (ms > 0)
            QCOMPARE(formatGoDuration(ms), go);
    }

    void loadErrorsNameFileAndField_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("minGPUs")
            << "communication/x.yaml"
            << QByteArray("metadata: {domain: communication, variant: x, minGPUs: 0}\n"
                          "spec: {jobTemplate: {}}\n")
            << "communication/x.yaml: metadata.minGPUs: expected a whole number >= 1";
        QTest::newRow("variant must match the file")
            << "communication/x.yaml"
            << QByteArray(
                   "metadata: {domain: communication, variant: y}\nspec: {jobTemplate: {}}\n")
            << "communication/x.yaml: metadata.variant: expected \"x\" (the file name)";
        QTest::newRow("timeout")
            << "communication/x.yaml"
            << QByteArray("metadata: {domain: communication, variant: x, timeoutPerJob: 1 hour}\n"
                          "spec: {jobTemplate: {}}\n")
            << "communication/x.yaml: metadata.timeoutPerJob: expected a duration like 1h, 30m "
               "or 1h30m (^([0-9]+(h|m|s|ms))+$)";
        QTest::newRow("unknown placeholder")
            << "communication/x.yaml"
            << QByteArray("metadata: {domain: communication, variant: x}\n"
                          "spec: {jobTemplate: {spec: {a: \"$(gpus)\"}}}\n")
            << "communication/x.yaml: spec.jobTemplate.spec.a: unknown placeholder $(gpus); "
               "known: ";
        QTest::newRow("unknown requirement")
            << "communication/x.yaml"
            << QByteArray("metadata: {domain: communication, variant: x}\n"
                          "spec: {jobTemplate: {}, overrides: [{when: {}, requires: [nic]}]}\n")
            << "communication/x.yaml: spec.overrides[0].requires: unknown requirement \"nic\"";
        QTest::newRow("bad override")
            << "communication/x.yaml"
            << QByteArray("metadata: {domain: communication, variant: x}\n"
                          "spec: {jobTemplate: {}, overrides: [{when: {platform: aws}}]}\n")
            << "communication/x.yaml: spec.overrides[0]: override[0]: when.platform: expected a "
               "mapping";
        QTest::newRow("missing include")
            << "communication/x.yaml"
            << QByteArray("metadata: {domain: communication, variant: x}\n"
                          "spec: {jobTemplate: {}, overrides: [{include: overrides/none.yaml}]}\n")
            << "communication/x.yaml: spec.overrides[0].include: no such file "
               "_lib/overrides/none.yaml";
    }
    void loadErrorsNameFileAndField()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        QTemporaryDir dir;
        writeFile(dir.filePath(file), text);
        const auto catalog = Catalog::load(dir.path());
        QVERIFY(!catalog.has_value());
        QCOMPARE(catalog.error().code, QStringLiteral("NVCRE_CATALOG"));
        QVERIFY2(catalog.error().message.startsWith(message), qPrintable(catalog.error().message));
    }

    // Issue 32 (core/excerpt.h): a catalog is not trusted (docs/SECURITY.md); an error quoting
    // a 960 KB name from it quotes an excerpt with a marker, not the whole name.
    void loadErrorsQuoteAnExcerpt_data()
    {
        const QByteArray huge(960 * 1000, 'k');
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown requirement")
            << QByteArray("metadata: {domain: communication, variant: x}\n"
                          "spec: {jobTemplate: {}, overrides: [{when: {}, requires: [" +
                          huge + "]}]}\n")
            << "communication/x.yaml: spec.overrides[0].requires: unknown requirement \"kkk";
        QTest::newRow("unknown placeholder")
            << QByteArray("metadata: {domain: communication, variant: x}\n"
                          "spec: {jobTemplate: {spec: {a: \"$(" +
                          huge + ")\"}}}\n")
            << "communication/x.yaml: spec.jobTemplate.spec.a: unknown placeholder $(kkk";
        QTest::newRow("missing include")
            << QByteArray("metadata: {domain: communication, variant: x}\n"
                          "spec: {jobTemplate: {}, overrides: [{include: " +
                          huge + "}]}\n")
            << "communication/x.yaml: spec.overrides[0].include: no such file _lib/kkk";
        QTest::newRow("unknown field")
            << QByteArray("metadata: {domain: communication, variant: x}\n"
                          "spec: {jobTemplate: {}}\n? " +
                          huge + "\n: 1\n")
            << "communication/x.yaml: kkk";
    }
    void loadErrorsQuoteAnExcerpt()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("communication/x.yaml")), text);
        const auto catalog = Catalog::load(dir.path());
        QVERIFY(!catalog.has_value());
        QCOMPARE(catalog.error().code, QStringLiteral("NVCRE_CATALOG"));
        const QString shown = catalog.error().message;
        QVERIFY2(shown.startsWith(message), qPrintable(shown.left(300)));
        QVERIFY2(shown.size() < 2000, qPrintable(shown.left(300)));
        QVERIFY2(shown.contains(QStringLiteral("… [+959,800 characters]")),
                 qPrintable(shown.left(600)));
    }

    // Issue 32: includes were bounded by depth only; 5 levels of 10 includes made a million
    // overrides (929 MB, then std::bad_alloc reported as a YAML error at the wrong line). Now
    // the count of include lines and of overrides is bounded too, and the error names the
    // include that went past, in its own file.
    void includeExpansionIsBounded_data()
    {
        QTest::addColumn<int>("fanOut");
        QTest::addColumn<int>("levels");
        QTest::addColumn<qint64>("includeLimit");  ///< 0: the default
        QTest::addColumn<qint64>("overrideLimit"); ///< 0: the default
        QTest::addColumn<QString>("limit");        ///< empty: loads
        QTest::addColumn<QString>("where");
        QTest::addRow("5 levels of 10: the catalog-includes limit")
            << 10 << 5 << qint64(0) << qint64(0) << "catalog-includes"
            << "_lib/l4.yaml: (top)[";
        QTest::addRow("3 levels of 10 with 10 overrides each: fine")
            << 10 << 3 << qint64(0) << qint64(0) << QString() << QString();
        QTest::addRow("the same, past a lowered catalog-overrides limit")
            << 10 << 3 << qint64(0) << qint64(500) << "catalog-overrides"
            << "_lib/l3.yaml: (top)[";
        QTest::addRow("the same, past a lowered catalog-includes limit")
            << 10 << 3 << qint64(50) << qint64(0) << "catalog-includes"
            << "_lib/l2.yaml: (top)[";
    }
    void includeExpansionIsBounded()
    {
        QFETCH(int, fanOut);
        QFETCH(int, levels);
        QFETCH(qint64, includeLimit);
        QFETCH(qint64, overrideLimit);
        QFETCH(QString, limit);
        QFETCH(QString, where);
        Limits::setValue(Limits::CatalogIncludes, includeLimit);
        Limits::setValue(Limits::CatalogOverrides, overrideLimit);
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("communication/x.yaml")),
                  "metadata: {domain: communication, variant: x}\n"
                  "spec:\n  jobTemplate: {spec: {}}\n  overrides:\n  - include: l1.yaml\n");
        for (int level = 1; level <= levels; ++level) {
            QByteArray list;
            for (int i = 0; i < fanOut; ++i) {
                if (level < levels)
                    list += "- include: l" + QByteArray::number(level + 1) + ".yaml\n";
                else
                    list += "- when: {platform: {equals: aws}}\n  jobTemplate: {spec: {n: " +
                            QByteArray::number(i) + "}}\n";
            }
            writeFile(dir.filePath(QStringLiteral("_lib/l%1.yaml").arg(level)), list);
        }
        const auto catalog = Catalog::load(dir.path());
        Limits::setValue(Limits::CatalogIncludes, 0);
        Limits::setValue(Limits::CatalogOverrides, 0);
        if (limit.isEmpty()) {
            QVERIFY2(catalog, catalog ? "" : qPrintable(catalog.error().toString()));
            const auto entry = catalog->entry(QStringLiteral("communication"), QStringLiteral("x"));
            QVERIFY(entry);
            QCOMPARE(entry->spec.value(QStringLiteral("overrides")).toArray().size(),
                     qsizetype(1000));
            return;
        }
        QVERIFY(!catalog);
        QCOMPARE(catalog.error().code, QStringLiteral("LIMIT_EXCEEDED"));
        QVERIFY2(catalog.error().message.contains(limit), qPrintable(catalog.error().message));
        QVERIFY2(catalog.error().message.startsWith(where), qPrintable(catalog.error().message));
        QVERIFY2(catalog.error().hint.contains(QStringLiteral("ACCEL_MAX_CATALOG_")),
                 qPrintable(catalog.error().hint));
    }

    void loadsADirectory()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("communication/x.yaml")), MinimalEntry);
        const auto catalog = Catalog::load(dir.path());
        QVERIFY2(catalog.has_value(), qPrintable(catalog ? QString() : catalog.error().message));
        QCOMPARE(catalog->keys(), QStringList{QStringLiteral("communication/x")});
        QCOMPARE(catalog->entry(QStringLiteral("communication"), QStringLiteral("x"))->minGpus, 2);
        // No gpu-defaults.yaml in DIR: the embedded table.
        QVERIFY(catalog->gpuDefaults().contains(QStringLiteral("h100")));
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
