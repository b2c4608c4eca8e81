// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Product templates (DESIGN.md, "Product template"): the embedded samples, and validation errors
// that name the file and the field. product.yaml is checked against
// resources/schemas/product.schema.json: an unknown key is an error naming its path and the
// nearest known key (the schema's $comment: a misspelt requirements must never read as "declares
// no accelerator"), other schema violations name where, as requirements.accelerator.mode or
// bundles[0].sha256.
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
    void schemaInvalid_data();
    void schemaInvalid();
    void schemaValid_data();
    void schemaValid();
};

namespace {
/// Loads DIR/product.yaml with a compose.yaml whose one service is `media`.
Result<ProductTemplate> loadProduct(const QTemporaryDir &dir, const QByteArray &productYaml)
{
    QFile product(dir.filePath(QStringLiteral("product.yaml")));
    if (!product.open(QIODevice::WriteOnly) || product.write(productYaml) != productYaml.size())
        return fail(QStringLiteral("TEST"), product.errorString());
    product.close();
    QFile compose(dir.filePath(QStringLiteral("compose.yaml")));
    if (!compose.open(QIODevice::WriteOnly) ||
        compose.write("services:\n  media: {image: x}\n") < 0)
        return fail(QStringLiteral("TEST"), compose.errorString());
    compose.close();
    return ProductTemplate::load(dir.path());
}
} // namespace

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

void TestProduct::schemaInvalid_data()
{
    QTest::addColumn<QByteArray>("productYaml");
    QTest::addColumn<QStringList>("messageHas");
    QTest::addColumn<QStringList>("messageHasNot");
    const QByteArray head("name: p\nmediaService: media\n");
    const QByteArray digest(64, 'b');
    const QString noSuggestion = QStringLiteral("did you mean");
    // Unknown keys, with the nearest known key where one is close.
    QTest::addRow("misspelt requirements")
        << head + "requirments: {accelerator: {mode: fixed, value: nvidia}}"
        << QStringList{QStringLiteral("requirments: unknown key"),
                       QStringLiteral("did you mean requirements?")}
        << QStringList();
    QTest::addRow("requirements in another case")
        << head + "Requirements: {accelerator: {mode: fixed, value: nvidia}}"
        << QStringList{QStringLiteral("Requirements: unknown key"),
                       QStringLiteral("did you mean requirements?")}
        << QStringList();
    QTest::addRow("misspelt mediaService")
        << QByteArray("name: p\nmediaServise: media\n")
        << QStringList{QStringLiteral("mediaServise"), QStringLiteral("did you mean mediaService?")}
        << QStringList();
    QTest::addRow("unknown key under requirements.accelerator")
        << head + "requirements: {accelerator: {mod: fixed, value: nvidia}}"
        << QStringList{QStringLiteral("requirements.accelerator.mod: unknown key"),
                       QStringLiteral("did you mean mode?")}
        << QStringList();
    QTest::addRow("unknown key under images")
        << head + "images: {medai: norsk/media:1}"
        << QStringList{QStringLiteral("images.medai"), QStringLiteral("did you mean media?")}
        << QStringList();
    // Nothing close: the keys allowed there.
    QTest::addRow("unknown key in a bundle")
        << head + "bundles: [{name: x, sha256: " + digest + ", mountPath: /x, mount: /y}]"
        << QStringList{QStringLiteral("bundles[0].mount: unknown key"),
                       QStringLiteral("known keys here: mountPath, name, sha256, version")}
        << QStringList{noSuggestion};
    QTest::addRow("unknown key in the second bundle")
        << head + "bundles:\n- {name: x, sha256: " + digest +
               ", mountPath: /x}\n- {name: y, sha256: " + digest +
               ", mountPath: /y, readOnly: true}\n"
        << QStringList{QStringLiteral("bundles[1].readOnly: unknown key")}
        << QStringList{noSuggestion};
    QTest::addRow("unknown top-level key, nothing close")
        << head + "colour: blue"
        << QStringList{QStringLiteral("colour: unknown key"),
                       QStringLiteral("bundles, images, mediaService, name, requirements, version")}
        << QStringList{noSuggestion};
    // Other schema rules: where, named as the other product errors name fields.
    QTest::addRow("mode not in the enum")
        << head + "requirements: {accelerator: {mode: sometimes, value: nvidia}}"
        << QStringList{QStringLiteral("product.yaml: requirements.accelerator.mode: "),
                       QStringLiteral("\"sometimes\"")}
        << QStringList();
    QTest::addRow("value not in the enum")
        << head + "requirements: {accelerator: {mode: fixed, value: amd}}"
        << QStringList{QStringLiteral("product.yaml: requirements.accelerator.value: "),
                       QStringLiteral("\"amd\"")}
        << QStringList();
    QTest::addRow("name not a string")
        << QByteArray("name: [a, b]\nmediaService: media\n")
        << QStringList{QStringLiteral("product.yaml: name: ")} << QStringList();
    QTest::addRow("version a mapping")
        << head + "version: {major: 1}" << QStringList{QStringLiteral("product.yaml: version: ")}
        << QStringList();
    QTest::addRow("bundles a mapping")
        << head + "bundles: {name: x}" << QStringList{QStringLiteral("product.yaml: bundles: ")}
        << QStringList();
    QTest::addRow("bundle without sha256")
        << head + "bundles: [{name: x, mountPath: /x}]"
        << QStringList{QStringLiteral("product.yaml: bundles[0]: "), QStringLiteral("sha256")}
        << QStringList();
    QTest::addRow("bundle digest not hex")
        << head + "bundles: [{name: x, sha256: " + QByteArray(64, 'z') + ", mountPath: /x}]"
        << QStringList{QStringLiteral("product.yaml: bundles[0].sha256: ")} << QStringList();
    QTest::addRow("document a list")
        << QByteArray("- name: p\n") << QStringList{QStringLiteral("must be a mapping")}
        << QStringList();
}

void TestProduct::schemaInvalid()
{
    QFETCH(QByteArray, productYaml);
    QFETCH(QStringList, messageHas);
    QFETCH(QStringList, messageHasNot);
    QTemporaryDir dir;
    const auto loaded = loadProduct(dir, productYaml);
    QVERIFY(!loaded);
    QCOMPARE(loaded.error().code, QStringLiteral("PRODUCT_INVALID"));
    const QString &message = loaded.error().message;
    QVERIFY2(message.contains(dir.filePath(QStringLiteral("product.yaml"))), qPrintable(message));
    for (const QString &needle : messageHas)
        QVERIFY2(message.contains(needle), qPrintable(message));
    for (const QString &needle : messageHasNot)
        QVERIFY2(!message.contains(needle), qPrintable(message));
    QVERIFY(!loaded.error().hint.isEmpty());
}

void TestProduct::schemaValid_data()
{
    QTest::addColumn<QByteArray>("productYaml");
    QTest::addColumn<QString>("declaration");
    QTest::addColumn<QString>("version");
    QTest::addColumn<int>("bundles");
    const QByteArray head("name: p\nmediaService: media\n");
    QTest::addRow("name only") << QByteArray("name: p\n") << "absent" << QString() << 0;
    QTest::addRow("empty requirements") << head + "requirements:\n"
                                        << "absent" << QString() << 0;
    QTest::addRow("empty accelerator") << head + "requirements: {accelerator: null}"
                                       << "absent" << QString() << 0;
    QTest::addRow("empty bundles") << head + "bundles:\n"
                                   << "absent" << QString() << 0;
    QTest::addRow("empty images") << head + "images:\n"
                                  << "absent" << QString() << 0;
    QTest::addRow("numeric version") << head + "version: 2"
                                     << "absent"
                                     << "2" << 0;
    QTest::addRow("every key")
        << head +
               "version: 1.2.0\nrequirements: {accelerator: {mode: default, value: quadra}}\n"
               "bundles:\n- {name: w, version: 3, sha256: " +
               QByteArray(64, 'A') + ", mountPath: /w}\nimages: {media: norsk/media:1}\n"
        << "default quadra"
        << "1.2.0" << 1;
}

void TestProduct::schemaValid()
{
    QFETCH(QByteArray, productYaml);
    QFETCH(QString, declaration);
    QFETCH(QString, version);
    QFETCH(int, bundles);
    QTemporaryDir dir;
    const auto loaded = loadProduct(dir, productYaml);
    QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().toString()));
    QCOMPARE(loaded->name, QStringLiteral("p"));
    QCOMPARE(loaded->accelerator.toString(), declaration);
    QCOMPARE(loaded->version, version);
    QCOMPARE(loaded->bundles.size(), bundles);
}

QTEST_GUILESS_MAIN(TestProduct)
#include "tst_product.moc"
