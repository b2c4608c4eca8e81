// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Rendered DeviceClasses and ResourceClaimTemplates against third-party data read at run time
// (issue 7, section 2): the derived resource.k8s.io/v1 schema of Kubernetes 1.34
// (../shared/conformance/k8s), liken's classes and templates and its capability map
// (../shared/conformance/liken). The schema is not ours, so the product does not embed it: this
// is where the check runs.
#include "doc/documentreader.h"
#include "doc/jsonschema.h"
#include "dra/claimrender.h"
#include "testsupport.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QtTest>

using namespace Accel;
using namespace Accel::Dra;
using namespace Qt::StringLiterals;

namespace {
const QString kSchema = u"k8s/resource.k8s.io-v1-k8s1.34.DERIVED.schema.json"_s;

/// The object of KIND named NAME in a liken data file.
QJsonObject likenObject(const QString &file, const QString &kind, const QString &name)
{
    const auto objects = Doc::readObjectsFile(Test::conformanceDir() + u"/liken/"_s + file);
    if (!objects)
        return {};
    for (const QJsonObject &object : *objects) {
        if (object[u"kind"_s].toString() == kind &&
            object[u"metadata"_s][u"name"_s].toString() == name)
            return object;
    }
    return {};
}

QJsonObject renderedObject(const ClaimRendering &rendering, const QString &kind,
                           const QString &name)
{
    for (const QJsonObject &object : rendering.objects) {
        if (object[u"kind"_s].toString() == kind &&
            object[u"metadata"_s][u"name"_s].toString() == name)
            return object;
    }
    return {};
}
} // namespace

class TestClaimRenderConformance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void schema_data();
    void schema();
    void schemaCatchesMistakes();
    void likenClasses_data();
    void likenClasses();
    void likenTemplate();
    void likenCapabilityMap();
};

void TestClaimRenderConformance::schema_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("capabilities");
    QTest::addColumn<QString>("renderClass");
    QTest::addColumn<bool>("selectorForm");

    const QStringList tenBit{u"decodeHEVCMain10"_s, u"scale10bit"_s};
    QTest::addRow("decode-10bit") << u"decode-10bit"_s << tenBit << QString() << false;
    QTest::addRow("VP9 + scale8bit, selector form")
        << u"decode-vp9"_s << QStringList{u"decodeVP9"_s, u"scale8bit"_s} << QString() << true;
    QTest::addRow("display-render reuse")
        << u"decode-10bit"_s << tenBit << u"display-render"_s << false;
    QTest::addRow("every capability")
        << u"everything"_s << knownCapabilities() << QString() << false;
    QTest::addRow("every capability, selector form")
        << u"everything"_s << knownCapabilities() << u"display-render"_s << true;
    for (const QString &capability : knownCapabilities()) {
        QTest::addRow("%s alone", qPrintable(capability))
            << capability.toLower() << QStringList{capability} << QString() << false;
    }
}

void TestClaimRenderConformance::schema()
{
    ACCEL_REQUIRE_CONFORMANCE(kSchema);
    QFETCH(QString, name);
    QFETCH(QStringList, capabilities);
    QFETCH(QString, renderClass);
    QFETCH(bool, selectorForm);

    const auto schema = Doc::JsonSchema::fromFile(Test::conformanceDir() + u"/"_s + kSchema);
    QVERIFY2(schema, qPrintable(schema ? QString() : schema.error().toString()));
    ClaimRenderRequest request;
    request.name = name;
    request.capabilities = capabilities;
    request.existingRenderClass = renderClass;
    request.selectorForm = selectorForm;
    const Result<ClaimRendering> rendered = renderClaim(request);
    QVERIFY2(rendered, qPrintable(rendered ? QString() : rendered.error().toString()));
    for (const QJsonObject &object : rendered->objects) {
        const auto violations = schema->validate(object);
        QVERIFY2(violations.isEmpty(), qPrintable(object[u"kind"_s].toString() + u":\n"_s +
                                                  Doc::JsonSchema::describe(violations)));
    }
    // The YAML as printed validates too (what a user applies).
    const auto documents = Doc::readDocuments(rendered->toYaml(), u"rendered"_s);
    QVERIFY(documents);
    for (const QJsonValue &document : *documents)
        QVERIFY(schema->isValid(document));
}

void TestClaimRenderConformance::schemaCatchesMistakes()
{
    // The check above means something only if the schema refuses what a careless renderer
    // writes: the v1beta1 request form (deviceClassName beside name) and a bare matchAttribute.
    ACCEL_REQUIRE_CONFORMANCE(kSchema);
    const auto schema = Doc::JsonSchema::fromFile(Test::conformanceDir() + u"/"_s + kSchema);
    QVERIFY(schema);
    ClaimRenderRequest request;
    request.name = u"decode-10bit"_s;
    request.capabilities = {u"decodeHEVCMain10"_s};
    const Result<ClaimRendering> rendered = renderClaim(request);
    QVERIFY(rendered);
    const QJsonObject good = rendered->objects.last();
    QVERIFY(schema->isValid(good));

    const QJsonValue beta = Test::yaml(R"(
apiVersion: resource.k8s.io/v1
kind: ResourceClaimTemplate
metadata: {name: decode-10bit}
spec:
  spec:
    devices:
      requests:
      - {name: gpu, deviceClassName: gpu-render}
)");
    QVERIFY(!schema->isValid(beta));
    const QJsonValue bare = Test::yaml(R"(
apiVersion: resource.k8s.io/v1
kind: ResourceClaimTemplate
metadata: {name: decode-10bit}
spec:
  spec:
    devices:
      constraints:
      - {requests: [gpu, decodes], matchAttribute: pciBusID}
)");
    QVERIFY(!schema->isValid(bare));
}

void TestClaimRenderConformance::likenClasses_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("capabilities");
    QTest::addColumn<bool>("selectorForm");
    QTest::addColumn<QString>("likenClass"); // the class in liken's deviceclasses.yaml

    // The guide's classes (@097f84a) and the historical ones (@28ff018): same CEL text.
    QTest::addRow("decode-10bit") << u"decode-10bit"_s
                                  << QStringList{u"decodeHEVCMain10"_s, u"scale10bit"_s} << false
                                  << u"decode-10bit"_s;
    QTest::addRow("gpu-render") << u"decode-10bit"_s
                                << QStringList{u"decodeHEVCMain10"_s, u"scale10bit"_s} << false
                                << u"gpu-render"_s;
    QTest::addRow("media-gpu") << u"decode-vp9"_s << QStringList{u"decodeVP9"_s, u"scale8bit"_s}
                               << true << u"media-gpu"_s;
    QTest::addRow("media-decode-10bit")
        << u"media-decode-10bit"_s << QStringList{u"decodeHEVCMain10"_s, u"scale10bit"_s} << false
        << u"media-decode-10bit"_s;
    QTest::addRow("media-decode-av1")
        << u"media-decode-av1"_s << QStringList{u"decodeAV1Main"_s, u"decodeAV1Main10"_s} << false
        << u"media-decode-av1"_s;
    QTest::addRow("media-encode") << u"media-encode"_s
                                  << QStringList{u"encodeH264"_s, u"encodeHEVCMain"_s,
                                                 u"encodeHEVCMain10"_s}
                                  << false << u"media-encode"_s;
}

void TestClaimRenderConformance::likenClasses()
{
    ACCEL_REQUIRE_CONFORMANCE(u"liken/deviceclasses.yaml"_s);
    QFETCH(QString, name);
    QFETCH(QStringList, capabilities);
    QFETCH(bool, selectorForm);
    QFETCH(QString, likenClass);

    const QJsonObject expected = likenObject(u"deviceclasses.yaml"_s, u"DeviceClass"_s, likenClass);
    QVERIFY2(!expected.isEmpty(), qPrintable(likenClass));
    ClaimRenderRequest request;
    request.name = name;
    request.capabilities = capabilities;
    request.selectorForm = selectorForm;
    const Result<ClaimRendering> rendered = renderClaim(request);
    QVERIFY(rendered);
    QCOMPARE(renderedObject(*rendered, u"DeviceClass"_s, likenClass), expected);
}

void TestClaimRenderConformance::likenTemplate()
{
    ACCEL_REQUIRE_CONFORMANCE(u"liken/resourceclaimtemplates.yaml"_s);
    const QJsonObject expected = likenObject(u"resourceclaimtemplates.yaml"_s,
                                             u"ResourceClaimTemplate"_s, u"decode-10bit"_s);
    QVERIFY(!expected.isEmpty());
    ClaimRenderRequest request;
    request.name = u"decode-10bit"_s;
    request.capabilities = {u"decodeHEVCMain10"_s, u"scale10bit"_s};
    const Result<ClaimRendering> rendered = renderClaim(request);
    QVERIFY(rendered);
    QCOMPARE(rendered->objects.last(), expected);
}

void TestClaimRenderConformance::likenCapabilityMap()
{
    // Every bool attribute of liken's capability map is a known capability, and no other; its
    // string attributes are refused as capabilities (liken NOTES A2).
    ACCEL_REQUIRE_CONFORMANCE(u"liken/libva-capability-map.csv"_s);
    QFile file(Test::conformanceDir() + u"/liken/libva-capability-map.csv"_s);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QStringList bools;
    QStringList strings;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> cells = lines.at(i).split(',');
        if (cells.size() < 2)
            continue;
        const QString attribute = QString::fromUtf8(cells.at(0).trimmed());
        if (cells.at(1).trimmed() == "bool")
            bools << attribute;
        else
            strings << attribute;
    }
    QCOMPARE(bools, knownCapabilities());
    QVERIFY(!strings.isEmpty());
    for (const QString &attribute : strings) {
        const Result<QString> checked = checkCapability(attribute);
        QVERIFY2(!checked, qPrintable(attribute));
        QCOMPARE(checked.error().code, u"CLAIM_CAPABILITY"_s);
    }
}

QTEST_GUILESS_MAIN(TestClaimRenderConformance)
#include "tst_claimrender_conformance.moc"
