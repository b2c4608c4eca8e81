// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Product templates (DESIGN.md, "Product template"): the embedded samples, and validation errors
// that name the file and the field.
#include "launch/product.h"
#include "testsupport.h"

#include <QtTest>

using namespace Accel;
using namespace Accel::Launch;

class TestProduct : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void samples_data();
    void samples();
    void invalid_data();
    void invalid();
    void folderBundlesAndImage();
};

void TestProduct::samples_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("declaration");
    QTest::addColumn<QStringList>("services");
    QTest::addRow("fixed nvidia") << "norsk-gpu-transcode"
                                  << "fixed nvidia" << QStringList{QStringLiteral("norsk-media")};
    QTest::addRow("default nvidia")
        << "norsk-studio"
        << "default nvidia"
        << QStringList{QStringLiteral("norsk-media"), QStringLiteral("norsk-studio")};
    QTest::addRow("no declaration") << "norsk-ingest"
                                    << "absent" << QStringList{QStringLiteral("norsk-media")};
}

void TestProduct::samples()
{
    QFETCH(QString, name);
    QFETCH(QString, declaration);
    QFETCH(QStringList, services);
    QVERIFY(ProductTemplate::sampleNames().contains(name));
    const auto product = ProductTemplate::open(name);
    QVERIFY2(product, qPrintable(product ? QString() : product.error().toString()));
    QVERIFY(product->isSample);
    QCOMPARE(product->name, name);
    QCOMPARE(product->accelerator.toString(), declaration);
    QCOMPARE(product->serviceNames(), services);
    QCOMPARE(product->mediaService, QStringLiteral("norsk-media"));
    QVERIFY(!product->mediaImage.isEmpty());
    QVERIFY(product->composeBytes.startsWith("services:"));
}

void TestProduct::invalid_data()
{
    QTest::addColumn<QByteArray>("productYaml");
    QTest::addColumn<QString>("field");
    const QByteArray head("name: p\nmediaService: media\n");
    QTest::addRow("unknown mode")
        << head + "requirements: {accelerator: {mode: sometimes, value: nvidia}}"
        << "requirements.accelerator.mode";
    QTest::addRow("fixed without value") << head + "requirements: {accelerator: {mode: fixed}}"
                                         << "requirements.accelerator.value";
    QTest::addRow("default without value") << head + "requirements: {accelerator: {mode: default}}"
                                           << "requirements.accelerator.value";
    QTest::addRow("value not a profile")
        << head + "requirements: {accelerator: {mode: fixed, value: amd}}"
        << "requirements.accelerator.value";
    QTest::addRow("required with a value")
        << head + "requirements: {accelerator: {mode: required, value: nvidia}}"
        << "requirements.accelerator.value";
    QTest::addRow("media service missing")
        << QByteArray("name: p\nmediaService: encoder\n") << "mediaService";
    QTest::addRow("no name") << QByteArray("mediaService: media\n") << "name";
    QTest::addRow("bad bundle digest")
        << head + "bundles: [{name: x, sha256: abc, mountPath: /opt/x}]"
        << "bundles[0]";
}

void TestProduct::invalid()
{
    QFETCH(QByteArray, productYaml);
    QFETCH(QString, field);
    QTemporaryDir dir;
    QFile product(dir.filePath(QStringLiteral("product.yaml")));
    QVERIFY(product.open(QIODevice::WriteOnly));
    product.write(productYaml);
    product.close();
    QFile compose(dir.filePath(QStringLiteral("compose.yaml")));
    QVERIFY(compose.open(QIODevice::WriteOnly));
    compose.write("services:\n  media: {image: x}\n");
    compose.close();
    // A service named "media" exists unless the row says otherwise.
    const auto loaded = ProductTemplate::load(dir.path());
    QVERIFY(!loaded);
    QVERIFY2(loaded.error().code == QLatin1String("PRODUCT_INVALID") ||
                 loaded.error().code == QLatin1String("SIDELOAD_MANIFEST"),
             qPrintable(loaded.error().toString()));
    QVERIFY2(loaded.error().message.contains(dir.filePath(QStringLiteral("product.yaml"))),
             qPrintable(loaded.error().message));
    QVERIFY2(loaded.error().message.contains(field), qPrintable(loaded.error().message));
}

void TestProduct::folderBundlesAndImage()
{
    QTemporaryDir dir;
    QFile product(dir.filePath(QStringLiteral("product.yaml")));
    QVERIFY(product.open(QIODevice::WriteOnly));
    product.write("name: infer\nversion: 3\nmediaService: engine\nrequirements: {accelerator: "
                  "{mode: required}}\n"
                  "bundles:\n- {name: weights, sha256: " +
                  QByteArray(64, 'b') + ", mountPath: /models}\n");
    product.close();
    QFile compose(dir.filePath(QStringLiteral("compose.yaml")));
    QVERIFY(compose.open(QIODevice::WriteOnly));
    compose.write("services:\n  engine: {image: 'norskvideo/norsk:v1.12.0'}\n  ui: {image: ui}\n");
    compose.close();
    const auto loaded = ProductTemplate::open(dir.path());
    QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().toString()));
    QVERIFY(!loaded->isSample);
    QCOMPARE(loaded->accelerator.toString(), QStringLiteral("required"));
    QCOMPARE(loaded->bundles.size(), 1);
    QCOMPARE(loaded->bundles.first().mountPath, QStringLiteral("/models"));
    QCOMPARE(loaded->mediaImage, QStringLiteral("norskvideo/norsk:v1.12.0"));
    QCOMPARE(loaded->version, QStringLiteral("3"));

    const auto missing = ProductTemplate::open(QStringLiteral("no-such-product"));
    QVERIFY(!missing);
    QCOMPARE(missing.error().code, QStringLiteral("PRODUCT_NOT_FOUND"));
    QVERIFY(missing.error().hint.contains(QStringLiteral("norsk-studio")));
}

QTEST_GUILESS_MAIN(TestProduct)
#include "tst_product.moc"
