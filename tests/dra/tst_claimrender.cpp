// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// DeviceClass and ResourceClaimTemplate rendering (issue 7, section 2): goldens for decode-10bit,
// the VP9 + scale8bit selector form and display-render reuse; the spec's own objects (spec
// dra-media-capability-claims.txt, steps 2 to 4) compared tree for tree; name and capability
// checks with their error codes.
// Set ACCEL_UPDATE_GOLDENS=1 to rewrite the goldens after a deliberate change (and review them).
#include "doc/documentreader.h"
#include "dra/claimrender.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QtTest>

using namespace Accel;
using namespace Accel::Dra;
using namespace Qt::StringLiterals;

namespace {

/// The spec's step 2 and 3 objects, verbatim (its key order and indentation).
const QByteArray kSpecDecodeClass = R"(
apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata:
  name: decode-10bit
spec:
  selectors:
    - cel:
        expression: |
          device.driver == "media.liken.sh" &&
          device.attributes["media.liken.sh"].decodeHEVCMain10 &&
          device.attributes["media.liken.sh"].scale10bit
)";

const QByteArray kSpecRenderClass = R"(
apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata:
  name: gpu-render
spec:
  selectors:
    - cel:
        expression: |
          device.driver == "liken.sh" &&
          has(device.attributes["liken.sh"].renderNode)
)";

const QByteArray kSpecTemplate = R"(
apiVersion: resource.k8s.io/v1
kind: ResourceClaimTemplate
metadata:
  name: decode-10bit
spec:
  spec:
    devices:
      requests:
        - name: gpu
          exactly:
            deviceClassName: gpu-render
        - name: decodes
          exactly:
            deviceClassName: decode-10bit
      constraints:
        - requests: [gpu, decodes]
          matchAttribute: resource.kubernetes.io/pciBusID
)";

const QByteArray kSpecPod = R"(
spec:
  resourceClaims:
    - name: gpu
      resourceClaimTemplateName: decode-10bit
  containers:
    - name: worker
      resources:
        claims:
          - name: gpu
)";

/// Step 4's request.
const QByteArray kSpecSelectorRequest = R"(
name: decodes
exactly:
  deviceClassName: media-gpu
  selectors:
    - cel:
        expression: |
          device.attributes["media.liken.sh"].decodeVP9 &&
          device.attributes["media.liken.sh"].scale8bit
)";

ClaimRenderRequest decode10bit()
{
    ClaimRenderRequest request;
    request.name = u"decode-10bit"_s;
    request.capabilities = {u"decodeHEVCMain10"_s, u"scale10bit"_s};
    return request;
}

} // namespace

class TestClaimRender : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void golden_data();
    void golden();
    void specObjects();
    void selectorFormRequest();
    void names_data();
    void names();
    void capabilities_data();
    void capabilities();
    void knownSet();
    void expression();
};

void TestClaimRender::golden_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("capabilities");
    QTest::addColumn<QString>("renderClass"); // empty: render gpu-render
    QTest::addColumn<bool>("selectorForm");
    QTest::addColumn<QString>("golden");
    QTest::addColumn<QStringList>("kinds");

    const QStringList withRender{u"DeviceClass"_s, u"DeviceClass"_s, u"ResourceClaimTemplate"_s};
    QTest::addRow("decode-10bit") << u"decode-10bit"_s
                                  << QStringList{u"decodeHEVCMain10"_s, u"scale10bit"_s}
                                  << QString() << false << u"decode-10bit"_s << withRender;
    QTest::addRow("VP9 + scale8bit, selector form")
        << u"decode-vp9"_s << QStringList{u"decodeVP9"_s, u"scale8bit"_s} << QString() << true
        << u"vp9-scale8bit-selector"_s << withRender;
    QTest::addRow("display-render reuse")
        << u"decode-10bit"_s << QStringList{u"decodeHEVCMain10"_s, u"scale10bit"_s}
        << u"display-render"_s << false << u"display-render-reuse"_s
        << QStringList{u"DeviceClass"_s, u"ResourceClaimTemplate"_s};
}

void TestClaimRender::golden()
{
    QFETCH(QString, name);
    QFETCH(QStringList, capabilities);
    QFETCH(QString, renderClass);
    QFETCH(bool, selectorForm);
    QFETCH(QString, golden);
    QFETCH(QStringList, kinds);

    ClaimRenderRequest request;
    request.name = name;
    request.capabilities = capabilities;
    request.existingRenderClass = renderClass;
    request.selectorForm = selectorForm;
    const Result<ClaimRendering> rendered = renderClaim(request);
    QVERIFY2(rendered, qPrintable(rendered ? QString() : rendered.error().toString()));
    QVERIFY(rendered->warnings.isEmpty());

    const QByteArray yaml = rendered->toYaml();
    const QString path = Test::fixture(u"claims/%1.yaml"_s.arg(golden));
    if (qEnvironmentVariableIsSet("ACCEL_UPDATE_GOLDENS")) {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(yaml);
    }
    QFile expected(path);
    QVERIFY2(expected.open(QIODevice::ReadOnly), qPrintable(path));
    QCOMPARE(QString::fromUtf8(yaml), QString::fromUtf8(expected.readAll()));

    // The YAML reads back as the objects, in order; the pod snippet is a comment and is skipped.
    const auto documents = Doc::readDocuments(yaml, u"rendered"_s);
    QVERIFY2(documents, qPrintable(documents ? QString() : documents.error().toString()));
    QCOMPARE(documents->size(), rendered->objects.size());
    QStringList gotKinds;
    for (qsizetype i = 0; i < documents->size(); ++i) {
        QCOMPARE(documents->at(i), QJsonValue(rendered->objects.at(i)));
        gotKinds << rendered->objects.at(i).value(u"kind"_s).toString();
    }
    QCOMPARE(gotKinds, kinds);
    // Reusing a class means not rendering it.
    if (!renderClass.isEmpty()) {
        for (const QJsonObject &object : rendered->objects)
            QVERIFY(object[u"metadata"_s][u"name"_s].toString() != renderClass);
    }

    // JSON: a v1 List of the same objects, plus the pod snippet.
    const QJsonObject json = rendered->toJson();
    QCOMPARE(json[u"kind"_s].toString(), u"List"_s);
    QCOMPARE(json[u"apiVersion"_s].toString(), u"v1"_s);
    QCOMPARE(json[u"items"_s].toArray().size(), rendered->objects.size());
    QCOMPARE(json[u"podSnippet"_s].toObject(), rendered->podSnippet);
    QCOMPARE(rendered->podSnippet[u"spec"_s][u"resourceClaims"_s][0][u"resourceClaimTemplateName"_s]
                 .toString(),
             name);
}

void TestClaimRender::specObjects()
{
    // Steps 2 and 3 of the spec, object for object, and the pod snippet.
    const Result<ClaimRendering> rendered = renderClaim(decode10bit());
    QVERIFY(rendered);
    QCOMPARE(rendered->objects.size(), 3);
    QCOMPARE(QJsonValue(rendered->objects.at(0)), Test::yaml(kSpecDecodeClass));
    QCOMPARE(QJsonValue(rendered->objects.at(1)), Test::yaml(kSpecRenderClass));
    QCOMPARE(QJsonValue(rendered->objects.at(2)), Test::yaml(kSpecTemplate));
    QCOMPARE(QJsonValue(rendered->podSnippet), Test::yaml(kSpecPod));
    QCOMPARE(rendered->capabilities, (QStringList{u"decodeHEVCMain10"_s, u"scale10bit"_s}));
}

void TestClaimRender::selectorFormRequest()
{
    // Step 4: the selector narrows the generic class, which checks the driver only.
    ClaimRenderRequest request;
    request.name = u"decode-vp9"_s;
    request.capabilities = {u"decodeVP9"_s, u"scale8bit"_s};
    request.selectorForm = true;
    const Result<ClaimRendering> rendered = renderClaim(request);
    QVERIFY(rendered);
    const QJsonArray requests =
        rendered->objects.last()[u"spec"_s][u"spec"_s][u"devices"_s][u"requests"_s].toArray();
    QCOMPARE(requests.size(), 2);
    QCOMPARE(requests.at(1), Test::yaml(kSpecSelectorRequest));
    const QJsonObject generic = rendered->objects.first();
    QCOMPARE(generic[u"metadata"_s][u"name"_s].toString(), u"media-gpu"_s);
    QCOMPARE(generic[u"spec"_s][u"selectors"_s][0][u"cel"_s][u"expression"_s].toString(),
             u"device.driver == \"media.liken.sh\""_s);
}

void TestClaimRender::names_data()
{
    QTest::addColumn<QString>("field"); // which request member the row sets
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("selectorForm");
    QTest::addColumn<QString>("code"); // empty: renders
    QTest::addColumn<QString>("inMessage");

    // Object names: DNS subdomains (k8s NOTES, metadata.name); request, pod claim and container
    // names: DNS labels.
    QTest::addRow("name ok") << u"name"_s << u"decode-10bit"_s << false << QString() << QString();
    QTest::addRow("name with dots ok")
        << u"name"_s << u"media.decode-10bit"_s << false << QString() << QString();
    QTest::addRow("name 253 ok") << u"name"_s << QString(253, u'a') << false << QString()
                                 << QString();
    QTest::addRow("name 254") << u"name"_s << QString(254, u'a') << false << u"CLAIM_NAME"_s
                              << u"ResourceClaimTemplate name"_s;
    QTest::addRow("name upper case")
        << u"name"_s << u"Decode-10bit"_s << false << u"CLAIM_NAME"_s << u"\"Decode-10bit\""_s;
    QTest::addRow("name underscore")
        << u"name"_s << u"decode_10bit"_s << false << u"CLAIM_NAME"_s << u"DNS subdomain"_s;
    QTest::addRow("name leading dash")
        << u"name"_s << u"-decode"_s << false << u"CLAIM_NAME"_s << u"DNS subdomain"_s;
    QTest::addRow("name trailing dot")
        << u"name"_s << u"decode."_s << false << u"CLAIM_NAME"_s << u"DNS subdomain"_s;
    QTest::addRow("name empty") << u"name"_s << QString() << false << u"CLAIM_NAME"_s
                                << u"ResourceClaimTemplate name"_s;
    QTest::addRow("name is the render class")
        << u"name"_s << u"gpu-render"_s << false << u"CLAIM_NAME"_s << u"both named"_s;
    QTest::addRow("name gpu-render, selector form ok")
        << u"name"_s << u"gpu-render"_s << true << QString() << QString();
    QTest::addRow("render class ok")
        << u"renderClass"_s << u"display-render"_s << false << QString() << QString();
    QTest::addRow("render class bad") << u"renderClass"_s << u"Display Render"_s << false
                                      << u"CLAIM_NAME"_s << u"existing render-node class"_s;
    QTest::addRow("render class is the capability class")
        << u"renderClass"_s << u"decode-10bit"_s << false << u"CLAIM_NAME"_s << u"both named"_s;
    QTest::addRow("render class is the generic class")
        << u"renderClass"_s << u"media-gpu"_s << true << u"CLAIM_NAME"_s << u"both named"_s;
    QTest::addRow("generic class bad") << u"genericClass"_s << u"Media-GPU"_s << true
                                       << u"CLAIM_NAME"_s << u"generic DeviceClass"_s;
    QTest::addRow("request ok") << u"gpuRequest"_s << u"render"_s << false << QString()
                                << QString();
    QTest::addRow("request with a dot")
        << u"gpuRequest"_s << u"gpu.main"_s << false << u"CLAIM_NAME"_s << u"DNS label"_s;
    QTest::addRow("request 64") << u"decodesRequest"_s << QString(64, u'd') << false
                                << u"CLAIM_NAME"_s << u"request name"_s;
    QTest::addRow("request 63 ok")
        << u"decodesRequest"_s << QString(63, u'd') << false << QString() << QString();
    QTest::addRow("requests share a name")
        << u"decodesRequest"_s << u"gpu"_s << false << u"CLAIM_NAME"_s << u"unique"_s;
    QTest::addRow("pod claim bad")
        << u"podClaim"_s << u"GPU"_s << false << u"CLAIM_NAME"_s << u"pod resource claim name"_s;
    QTest::addRow("container bad")
        << u"container"_s << u"worker_1"_s << false << u"CLAIM_NAME"_s << u"container name"_s;
}

void TestClaimRender::names()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(bool, selectorForm);
    QFETCH(QString, code);
    QFETCH(QString, inMessage);

    ClaimRenderRequest request = decode10bit();
    request.selectorForm = selectorForm;
    if (field == u"name"_s)
        request.name = value;
    else if (field == u"renderClass"_s)
        request.existingRenderClass = value;
    else if (field == u"genericClass"_s)
        request.genericClassName = value;
    else if (field == u"gpuRequest"_s)
        request.gpuRequest = value;
    else if (field == u"decodesRequest"_s)
        request.decodesRequest = value;
    else if (field == u"podClaim"_s)
        request.podClaimName = value;
    else if (field == u"container"_s)
        request.containerName = value;
    else
        QFAIL("unknown field in test row");

    const Result<ClaimRendering> rendered = renderClaim(request);
    if (code.isEmpty()) {
        QVERIFY2(rendered, qPrintable(rendered ? QString() : rendered.error().toString()));
        const QJsonObject templ = rendered->objects.last();
        QCOMPARE(templ[u"metadata"_s][u"name"_s].toString(), request.name);
        const QJsonArray requests =
            templ[u"spec"_s][u"spec"_s][u"devices"_s][u"requests"_s].toArray();
        QCOMPARE(requests.at(0)[u"name"_s].toString(), request.gpuRequest);
        QCOMPARE(requests.at(1)[u"name"_s].toString(), request.decodesRequest);
        // The constraint names the same requests.
        QCOMPARE(templ[u"spec"_s][u"spec"_s][u"devices"_s][u"constraints"_s][0][u"requests"_s],
                 QJsonValue(QJsonArray{request.gpuRequest, request.decodesRequest}));
        return;
    }
    QVERIFY(!rendered);
    QCOMPARE(rendered.error().code, code);
    QVERIFY2(rendered.error().message.contains(inMessage), qPrintable(rendered.error().message));
    QVERIFY(!rendered.error().hint.isEmpty() || code == u"CLAIM_NAME"_s);
}

void TestClaimRender::capabilities_data()
{
    QTest::addColumn<QStringList>("given");
    QTest::addColumn<QString>("code"); // empty: renders
    QTest::addColumn<QStringList>("rendered");
    QTest::addColumn<QStringList>("warnings"); // substrings, one per warning

    QTest::addRow("known") << QStringList{u"decodeAV1Main10"_s} << QString()
                           << QStringList{u"decodeAV1Main10"_s} << QStringList();
    QTest::addRow("order kept") << QStringList{u"scale10bit"_s, u"decodeHEVCMain10"_s} << QString()
                                << QStringList{u"scale10bit"_s, u"decodeHEVCMain10"_s}
                                << QStringList();
    QTest::addRow("qualified in the media domain")
        << QStringList{u"media.liken.sh/decodeVP9"_s} << QString() << QStringList{u"decodeVP9"_s}
        << QStringList();
    QTest::addRow("duplicate") << QStringList{u"decodeVP9"_s, u"scale8bit"_s,
                                              u"media.liken.sh/decodeVP9"_s}
                               << QString() << QStringList{u"decodeVP9"_s, u"scale8bit"_s}
                               << QStringList{u"decodeVP9 is named twice"_s};
    QTest::addRow("unknown but well formed: allowed, warned")
        << QStringList{u"decodeAV2"_s, u"scale10bit"_s} << QString()
        << QStringList{u"decodeAV2"_s, u"scale10bit"_s}
        << QStringList{u"decodeAV2 is not a capability"_s};
    QTest::addRow("none") << QStringList() << u"CLAIM_CAPABILITY"_s << QStringList()
                          << QStringList();
    QTest::addRow("another domain") << QStringList{u"liken.sh/renderNode"_s}
                                    << u"CLAIM_CAPABILITY"_s << QStringList() << QStringList();
    QTest::addRow("leading digit")
        << QStringList{u"10bit"_s} << u"CLAIM_CAPABILITY"_s << QStringList() << QStringList();
    QTest::addRow("dash") << QStringList{u"decode-VP9"_s} << u"CLAIM_CAPABILITY"_s << QStringList()
                          << QStringList();
    QTest::addRow("CEL injection") << QStringList{u"decodeVP9 || true"_s} << u"CLAIM_CAPABILITY"_s
                                   << QStringList() << QStringList();
    QTest::addRow("33 characters") << QStringList{QString(33, u'a')} << u"CLAIM_CAPABILITY"_s
                                   << QStringList() << QStringList();
    QTest::addRow("32 characters")
        << QStringList{QString(32, u'a')} << QString() << QStringList{QString(32, u'a')}
        << QStringList{u"is not a capability"_s};
    QTest::addRow("CEL reserved word")
        << QStringList{u"in"_s} << u"CLAIM_CAPABILITY"_s << QStringList() << QStringList();
    QTest::addRow("string attribute")
        << QStringList{u"vaDriver"_s} << u"CLAIM_CAPABILITY"_s << QStringList() << QStringList();
    QTest::addRow("empty name") << QStringList{QString()} << u"CLAIM_CAPABILITY"_s << QStringList()
                                << QStringList();
}

void TestClaimRender::capabilities()
{
    QFETCH(QStringList, given);
    QFETCH(QString, code);
    QFETCH(QStringList, rendered);
    QFETCH(QStringList, warnings);

    ClaimRenderRequest request = decode10bit();
    request.capabilities = given;
    const Result<ClaimRendering> result = renderClaim(request);
    if (!code.isEmpty()) {
        QVERIFY(!result);
        QCOMPARE(result.error().code, code);
        QVERIFY(!result.error().hint.isEmpty());
        return;
    }
    QVERIFY2(result, qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(result->capabilities, rendered);
    QCOMPARE(result->expression, capabilityExpression(rendered, true));
    QCOMPARE(
        result->objects.first()[u"spec"_s][u"selectors"_s][0][u"cel"_s][u"expression"_s].toString(),
        result->expression);
    QCOMPARE(result->warnings.size(), warnings.size());
    for (qsizetype i = 0; i < warnings.size(); ++i)
        QVERIFY2(result->warnings.at(i).contains(warnings.at(i)),
                 qPrintable(result->warnings.at(i)));
}

void TestClaimRender::knownSet()
{
    // liken NOTES A2: 18 bool capabilities, always present.
    const QStringList &known = knownCapabilities();
    QCOMPARE(known.size(), 18);
    QCOMPARE(QSet<QString>(known.begin(), known.end()).size(), 18);
    for (const QString &name : known)
        QVERIFY2(checkCapability(name), qPrintable(name));
    QVERIFY(known.contains(u"decodeHEVCMain10"_s));
    QVERIFY(known.contains(u"encodeHEVCMain10LowPower"_s));
    QVERIFY(!known.contains(u"vaDriver"_s));
}

void TestClaimRender::expression()
{
    QCOMPARE(capabilityExpression({u"decodeVP9"_s}, true),
             u"device.driver == \"media.liken.sh\" &&\n"
             "device.attributes[\"media.liken.sh\"].decodeVP9\n"_s);
    QCOMPARE(capabilityExpression({u"decodeVP9"_s, u"scale8bit"_s}, false),
             u"device.attributes[\"media.liken.sh\"].decodeVP9 &&\n"
             "device.attributes[\"media.liken.sh\"].scale8bit\n"_s);
}

QTEST_GUILESS_MAIN(TestClaimRender)
#include "tst_claimrender.moc"
