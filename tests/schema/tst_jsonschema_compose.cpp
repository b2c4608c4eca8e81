// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The validator against the real compose-spec schema (compose-spec/compose-spec,
// schema/compose-spec.json), read from the conformance folder at run time: the overlays we
// generate, and the third-party compose files under conformance/norsk.
#include "doc/documentreader.h"
#include "doc/jsonschema.h"
#include "testsupport.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using Accel::Doc::JsonSchema;

namespace {

QStringList summary(const QList<JsonSchema::Violation> &violations)
{
    QStringList out;
    for (const auto &v : violations)
        out << v.keyword + u'@' + v.pointer;
    return out;
}

struct OverlayRow
{
    const char *tag;
    const char *yaml;
    QStringList expected; ///< "keyword@pointer"; empty: valid
};

const QString ComposeSpec = u"compose/compose-spec.json"_s;
const QString NorskDir = u"norsk"_s;

} // namespace

class TestJsonSchemaCompose : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void overlays_data();
    void overlays();
    void norskComposeFiles_data();
    void norskComposeFiles();
    void cleanupTestCase();

private:
    JsonSchema m_schema;
    int m_composeFiles = 0;
    QStringList m_invalid;
};

void TestJsonSchemaCompose::initTestCase()
{
    ACCEL_REQUIRE_CONFORMANCE(ComposeSpec);
    const auto loaded =
        JsonSchema::fromFile(QDir(Accel::Test::conformanceDir()).filePath(ComposeSpec));
    QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().toString()));
    m_schema = *loaded;
}

void TestJsonSchemaCompose::overlays_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QStringList>("expected");

    const QString reservation = u"/services/norsk-media/deploy/resources/reservations/devices/0"_s;
    const OverlayRow rows[] = {
        {"nvidia deploy reservation",
         "services: {norsk-media: {deploy: {resources: {reservations: {devices: [{driver: nvidia, "
         "count: all, capabilities: [gpu, video, compute, utility]}]}}}}}",
         {}},
        {"CDI device", R"(services: {norsk-media: {devices: ["nvidia.com/gpu=all"]}})", {}},
        {"quadra device, shm bind, user",
         R"(services: {m: {devices: ["/dev/nvme1n1:/dev/nvme1n1"],
             volumes: [{type: bind, source: /dev/shm, target: /dev/shm}], user: "1000:6"}})",
         {}},
        {"sideload cache bind, shm_size",
         "services: {m: {volumes: [{type: bind, source: /var/cache/x, target: /opt/norsk, "
         "read_only: true}], shm_size: 2gb}}",
         {}},
        {"device long syntax",
         "services: {m: {devices: [{source: /dev/dri, target: /dev/dri}]}}",
         {}},
        {"x- extension keys", "x-accel: {generated: true}\nservices: {m: {x-note: 1}}", {}},
        // The spec lets booleans and counts be strings, so ${VAR} interpolation validates.
        {"privileged as a string is allowed", R"(services: {m: {privileged: "yes please"}})", {}},
        {"count as any string is allowed",
         "services: {norsk-media: {deploy: {resources: {reservations: {devices: [{count: many, "
         "capabilities: [gpu]}]}}}}}",
         {}},
        {"unknown service key",
         "services: {m: {frobnicate: 1}}",
         {u"additionalProperties@/services/m"_s}},
        {"unknown top-level key", "frobnicate: 1\nservices: {}", {u"additionalProperties@"_s}},
        {"privileged wrong type",
         "services: {m: {privileged: [yes]}}",
         {u"type@/services/m/privileged"_s}},
        {"user as a number", "services: {m: {user: 1000}}", {u"type@/services/m/user"_s}},
        {"reservation count fractional",
         "services: {norsk-media: {deploy: {resources: {reservations: {devices: [{count: 1.5, "
         "capabilities: [gpu]}]}}}}}",
         {u"type@"_s + reservation + u"/count"_s}},
        {"reservation count a list",
         "services: {norsk-media: {deploy: {resources: {reservations: {devices: [{count: [1], "
         "capabilities: [gpu]}]}}}}}",
         {u"type@"_s + reservation + u"/count"_s}},
        {"reservation without capabilities",
         "services: {norsk-media: {deploy: {resources: {reservations: {devices: [{driver: "
         "nvidia}]}}}}}",
         {u"required@"_s + reservation}},
        {"reservation unknown key",
         "services: {norsk-media: {deploy: {resources: {reservations: {devices: [{capabilities: "
         "[gpu], gpus: 1}]}}}}}",
         {u"additionalProperties@"_s + reservation}},
        {"volume without type",
         "services: {m: {volumes: [{source: /dev/shm, target: /dev/shm}]}}",
         {u"oneOf@/services/m/volumes/0"_s, u"required@/services/m/volumes/0"_s}},
        {"volume type not in enum",
         "services: {m: {volumes: [{type: hostpath, source: /a, target: /b}]}}",
         {u"oneOf@/services/m/volumes/0"_s, u"enum@/services/m/volumes/0/type"_s}},
        {"device a number", "services: {m: {devices: [3]}}", {u"oneOf@/services/m/devices/0"_s}},
    };
    for (const OverlayRow &row : rows)
        QTest::addRow("%s", row.tag) << QByteArray(row.yaml) << row.expected;
}

void TestJsonSchemaCompose::overlays()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QStringList, expected);

    const auto violations = m_schema.validate(Accel::Test::yaml(yaml));
    QVERIFY2(summary(violations) == expected,
             qPrintable(u"got:\n"_s + JsonSchema::describe(violations) + u"\n["_s +
                        summary(violations).join(u", "_s) + u"]\nexpected: ["_s +
                        expected.join(u", "_s) + u']'));
}

void TestJsonSchemaCompose::norskComposeFiles_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("mustValidate");

    const QDir root(QDir(Accel::Test::conformanceDir()).filePath(NorskDir));
    QStringList files;
    QDirIterator it(root.path(), {u"*.yaml"_s, u"*.yml"_s}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    for (const QString &file : std::as_const(files)) {
        const QString relative = root.relativeFilePath(file);
        // The norsk-studio-docker server definitions are what our overlays extend.
        const bool mustValidate = relative.startsWith(u"norsk-studio-docker/yaml/servers/"_s);
        QTest::addRow("%s", qPrintable(relative)) << file << mustValidate;
    }
}

void TestJsonSchemaCompose::norskComposeFiles()
{
    QFETCH(QString, path);
    QFETCH(bool, mustValidate);

    const auto document = Accel::Doc::readDocumentFile(path);
    if (!document) {
        QVERIFY2(!mustValidate, qPrintable(document.error().toString()));
        qInfo("not read as YAML, skipped: %s", qPrintable(document.error().toString()));
        return;
    }
    // Studio save files, OpenAPI types, k8s manifests and the benchmark's services fragment
    // live in the same tree; only documents with a services mapping are compose files.
    if (!document->isObject() || !document->toObject().value(u"services"_s).isObject()) {
        QVERIFY(!mustValidate);
        qInfo("not a compose file (no services mapping), skipped");
        return;
    }
    ++m_composeFiles;
    const auto violations = m_schema.validate(*document);
    if (violations.isEmpty())
        return;
    m_invalid << QFileInfo(path).fileName();
    QVERIFY2(!mustValidate, qPrintable(JsonSchema::describe(violations)));
    qInfo("does not validate against compose-spec.json:\n%s",
          qPrintable(JsonSchema::describe(violations)));
}

void TestJsonSchemaCompose::cleanupTestCase()
{
    if (m_composeFiles > 0) {
        qInfo("%d of %d norsk compose files validate; invalid: %s",
              int(m_composeFiles - m_invalid.size()), m_composeFiles,
              m_invalid.isEmpty() ? "none" : qPrintable(m_invalid.join(u", "_s)));
    }
}

QTEST_GUILESS_MAIN(TestJsonSchemaCompose)
#include "tst_jsonschema_compose.moc"
