// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Label conformance for Nvcre detection against the reference's own data, read at run time from
// ../shared/conformance: every cre parse-product and detect-platform case, GPU Feature
// Discovery's sanitising cases (the ResourceSlice fallback writes labels the way GFD does), and
// the cre reconcile and UAT nodes through detect() (NIC and GKE network detection, platform and
// architecture).
#include "doc/documentreader.h"
#include "nvcre/detection.h"
#include "testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QtTest>

#include <algorithm>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

const QString kParseProduct = u"cre/pkg/gpu/testdata/parse-product"_s;
const QString kDetectPlatform = u"cre/pkg/controller/testdata/detect-platform"_s;
const QString kGfd = u"gfd/gfd-product-label-cases.json"_s;
const QString kReconcile = u"cre/cmd/integration/testdata/reconcile"_s;

QStringList caseDirs(const QString &relative)
{
    return QDir(conformanceDir() + u'/' + relative)
        .entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

QJsonObject readObject(const QString &path)
{
    const Result<QJsonValue> doc = Doc::readDocumentFile(path);
    if (!doc) {
        QTest::qFail(qPrintable(doc.error().toString()), __FILE__, __LINE__);
        return {};
    }
    return doc->toObject();
}

QJsonObject withGpuPresent(QJsonObject node)
{
    QJsonObject metadata = node[u"metadata"_s].toObject();
    QJsonObject labels = metadata[u"labels"_s].toObject();
    labels.insert(u"nvidia.com/gpu.present"_s, u"true"_s);
    metadata.insert(u"labels"_s, labels);
    node.insert(u"metadata"_s, metadata);
    return node;
}

} // namespace

class TestNvcreConformance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parseProduct_data();
    void parseProduct();
    void detectPlatform_data();
    void detectPlatform();
    void caseCounts();
    void gfdSanitise_data();
    void gfdSanitise();
    void reconcileNodes_data();
    void reconcileNodes();
    void uatNodes_data();
    void uatNodes();
};

void TestNvcreConformance::parseProduct_data()
{
    QTest::addColumn<QString>("dir");
    const QStringList dirs = caseDirs(kParseProduct);
    if (dirs.isEmpty())
        QTest::newRow("conformance data missing") << QString(); // skipped by the test
    for (const QString &dir : dirs)
        QTest::addRow("%s", qPrintable(dir)) << dir;
}

void TestNvcreConformance::parseProduct()
{
    QFETCH(QString, dir);
    ACCEL_REQUIRE_CONFORMANCE(kParseProduct);
    QVERIFY(!dir.isEmpty());
    const QJsonObject expected =
        readObject(conformanceDir() + u'/' + kParseProduct + u'/' + dir + u"/expected.json"_s);
    QCOMPARE(Nvcre::architectureOfProduct(expected[u"input"_s].toString()),
             expected[u"want"_s].toString());
}

void TestNvcreConformance::detectPlatform_data()
{
    QTest::addColumn<QString>("dir");
    const QStringList dirs = caseDirs(kDetectPlatform);
    if (dirs.isEmpty())
        QTest::newRow("conformance data missing") << QString(); // skipped by the test
    for (const QString &dir : dirs)
        QTest::addRow("%s", qPrintable(dir)) << dir;
}

void TestNvcreConformance::detectPlatform()
{
    QFETCH(QString, dir);
    ACCEL_REQUIRE_CONFORMANCE(kDetectPlatform);
    QVERIFY(!dir.isEmpty());
    const QString base = conformanceDir() + u'/' + kDetectPlatform + u'/' + dir;
    const QJsonObject input = readObject(base + u"/input.yaml"_s);
    const QString want = readObject(base + u"/expected.json"_s)[u"platform"_s].toString();
    QList<QJsonObject> nodes;
    for (const QJsonValue &node : input[u"nodes"_s].toArray())
        nodes << node.toObject();

    // cre detectPlatform: the first node (by name), onprem for none.
    std::sort(nodes.begin(), nodes.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return a[u"metadata"_s][u"name"_s].toString() < b[u"metadata"_s][u"name"_s].toString();
    });
    QCOMPARE(nodes.isEmpty() ? u"onprem"_s : Nvcre::platformOfNode(nodes.first()), want);

    // The same through detect(), the path every command takes (GPU nodes only there).
    Nvcre::DetectionInput detection;
    for (const QJsonObject &node : std::as_const(nodes))
        detection.nodes << withGpuPresent(node);
    const Result<Nvcre::DetectionResult> result = Nvcre::detect(detection);
    QVERIFY(result);
    QCOMPARE(result->platform, want);
}

void TestNvcreConformance::caseCounts()
{
    // Guards the data-driven tests above against an emptied folder passing silently.
    ACCEL_REQUIRE_CONFORMANCE(kParseProduct);
    QVERIFY(caseDirs(kParseProduct).size() >= 9);
    QVERIFY(caseDirs(kDetectPlatform).size() >= 11);
}

void TestNvcreConformance::gfdSanitise_data()
{
    QTest::addColumn<QStringList>("parts");
    QTest::addColumn<QString>("expected");
    const QString path = conformanceDir() + u'/' + kGfd;
    if (!QFileInfo::exists(path)) {
        QTest::newRow("missing") << QStringList() << QString();
        return;
    }
    const QJsonObject cases = readObject(path);
    int i = 0;
    for (const QJsonValue &value : cases[u"sanitise_cases_upstream"_s].toArray()) {
        const QJsonObject c = value.toObject();
        QTest::addRow("sanitise %d", ++i)
            << QStringList{c[u"input"_s].toString()} << c[u"expected"_s].toString();
    }
    // Product labels are the sanitised parts joined with "-" (MIG: parent, "MIG", profile);
    // the time-slicing "-SHARED" suffix is GFD's own and not the fallback's business.
    for (const QJsonValue &value : cases[u"product_label_cases_upstream"_s].toArray()) {
        const QJsonObject c = value.toObject();
        const QString product = c[u"expected_product"_s].toString();
        if (product.endsWith(u"-SHARED"_s))
            continue;
        QStringList parts;
        for (const QJsonValue &part : c[u"parts"_s].toArray())
            parts << part.toString();
        QTest::addRow("%s", qPrintable(c[u"test"_s].toString())) << parts << product;
    }
}

void TestNvcreConformance::gfdSanitise()
{
    QFETCH(QStringList, parts);
    QFETCH(QString, expected);
    ACCEL_REQUIRE_CONFORMANCE(kGfd);
    QStringList sanitised;
    for (const QString &part : parts) {
        if (const QString s = Nvcre::sanitizeProductName(part); !s.isEmpty())
            sanitised << s;
    }
    QCOMPARE(sanitised.join(u'-'), expected);
}

void TestNvcreConformance::reconcileNodes_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<QString>("nic");
    QTest::addColumn<int>("mlnx");
    QTest::addColumn<QStringList>("reasons"); // every event reason detect() emits, in order
    // The Certifications there set categories[0].options.mlnxPerNode: 1.
    QTest::addRow("onprem-gb300-nccl-autodetect")
        << u"certification-onprem-gb300-nccl-autodetect"_s << u"onprem"_s << u"gb300"_s
        << u"rdma/ib"_s << 1 << QStringList();
    QTest::addRow("onprem-gb300-nccl-ambiguous")
        << u"certification-onprem-gb300-nccl-ambiguous"_s << u"onprem"_s << u"gb300"_s << QString()
        << 1 << QStringList{u"NICResourceDetection"_s};
    // rdma/rdmashared is advertised at 0, so only the shared device qualifies.
    QTest::addRow("onprem-b300-nccl-autodetect")
        << u"certification-onprem-b300-nccl-autodetect"_s << u"onprem"_s << u"b300"_s
        << u"rdma/rdma_shared_device_a"_s << 1 << QStringList();
    // No GKE networks and no installer pods: both fall back with their Warnings.
    QTest::addRow("gcp-h100-nccl")
        << u"certification-gcp-h100-nccl"_s << u"gcp"_s << u"h100"_s << QString() << -1
        << QStringList{u"GKENetworkDetection"_s, u"TCPXOPluginDetection"_s};
    // metal3:// is mistral (the spec's trap), so on-prem NIC detection does not run.
    QTest::addRow("mistral-gb300-nccl") << u"certification-mistral-gb300-nccl"_s << u"mistral"_s
                                        << u"gb300"_s << QString() << -1 << QStringList();
    QTest::addRow("gcp-rtxpro6000-nccl") << u"certification-gcp-rtxpro6000-nccl"_s << u"gcp"_s
                                         << u"rtxpro6000"_s << QString() << -1 << QStringList();
    QTest::addRow("oci-gb200-hostpath") << u"certification-oci-gb200-hostpath"_s << u"oci"_s
                                        << u"gb200"_s << QString() << -1 << QStringList();
    QTest::addRow("forge-l40-nccl") << u"certification-forge-l40-nccl"_s << u"forge"_s << u"l40"_s
                                    << QString() << -1 << QStringList();
    QTest::addRow("oci-l40s-nccl") << u"certification-oci-l40s-nccl"_s << u"oci"_s << u"l40s"_s
                                   << QString() << -1 << QStringList();
    QTest::addRow("aws-h100-nccl") << u"certification-aws-h100-nccl"_s << u"aws"_s << u"h100"_s
                                   << QString() << -1 << QStringList();
}

void TestNvcreConformance::reconcileNodes()
{
    QFETCH(QString, dir);
    QFETCH(QString, platform);
    QFETCH(QString, arch);
    QFETCH(QString, nic);
    QFETCH(int, mlnx);
    QFETCH(QStringList, reasons);
    const QString base = kReconcile + u'/' + dir;
    ACCEL_REQUIRE_CONFORMANCE(base + u"/input_client_objects.yaml"_s);
    const Result<QList<QJsonObject>> objects =
        Doc::readObjectsFile(conformanceDir() + u'/' + base + u"/input_client_objects.yaml"_s);
    QVERIFY2(objects, qPrintable(objects ? QString() : objects.error().toString()));

    Nvcre::DetectionInput input;
    for (const QJsonObject &object : *objects) {
        const QString kind = object[u"kind"_s].toString();
        if (kind == u"Node"_s) {
            input.nodes << object;
        } else if (kind == u"Certification"_s) {
            const QJsonObject spec = object[u"spec"_s].toObject();
            const QJsonObject selector = spec[u"target"_s][u"nodeSelector"_s].toObject();
            for (auto it = selector.begin(); it != selector.end(); ++it)
                input.target.nodeSelector.insert(it.key(), it.value().toString());
            const QJsonObject options =
                spec[u"categories"_s].toArray().first()[u"options"_s].toObject();
            input.mlnxPerNodeOption = options[u"mlnxPerNode"_s].toInt(-1);
        }
    }
    QVERIFY(!input.nodes.isEmpty());
    const Result<Nvcre::DetectionResult> result = Nvcre::detect(input);
    QVERIFY(result);
    QCOMPARE(result->platform, platform);
    QCOMPARE(result->gpuArchitecture, arch);
    QCOMPARE(result->targetNodes.size(), input.nodes.size());
    QCOMPARE(result->nicResourceName, nic);
    QCOMPARE(result->mlnxPerNode, mlnx);
    QStringList actual;
    for (const Nvcre::NvcreEvent &event : result->events)
        actual << event.reason;
    QCOMPARE(actual, reasons);

    // Where the reference's input_config.yaml lists the Certification's events, each listed
    // (type, reason) is among ours, and an empty list means no NICResourceDetection.
    const QString config = conformanceDir() + u'/' + base + u"/input_config.yaml"_s;
    if (!QFileInfo::exists(config))
        return;
    for (const QJsonValue &entry : readObject(config)[u"events"_s].toArray()) {
        const QJsonArray expect = entry[u"expect"_s].toArray();
        if (expect.isEmpty())
            QVERIFY(!actual.contains(u"NICResourceDetection"_s));
        for (const QJsonValue &event : expect) {
            const bool found = std::any_of(result->events.begin(), result->events.end(),
                                           [&](const Nvcre::NvcreEvent &e) {
                                               return e.type == event[u"type"_s].toString() &&
                                                      e.reason == event[u"reason"_s].toString();
                                           });
            QVERIFY2(found, qPrintable(event[u"reason"_s].toString()));
        }
    }
}

void TestNvcreConformance::uatNodes_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<QStringList>("networks");
    QStringList gpuNics;
    for (int i = 0; i < 8; ++i)
        gpuNics << u"gpu-nic%1"_s.arg(i);
    QTest::addRow("gcp h100") << u"cre/test/uat/testdata/gcp/h100/nodes.yaml"_s << u"gcp"_s
                              << u"h100"_s << gpuNics;
    QTest::addRow("aws gb300") << u"cre/test/uat/testdata/aws/gb300/nodes.yaml"_s << u"aws"_s
                               << u"gb300"_s << QStringList();
}

void TestNvcreConformance::uatNodes()
{
    QFETCH(QString, file);
    QFETCH(QString, platform);
    QFETCH(QString, arch);
    QFETCH(QStringList, networks);
    ACCEL_REQUIRE_CONFORMANCE(file);
    const Result<QList<QJsonObject>> objects = Doc::readObjectsFile(conformanceDir() + u'/' + file);
    QVERIFY(objects);
    Nvcre::DetectionInput input;
    input.nodes = *objects;
    const Result<Nvcre::DetectionResult> result = Nvcre::detect(input);
    QVERIFY(result);
    QCOMPARE(result->platform, platform);
    QCOMPARE(result->gpuArchitecture, arch);
    QCOMPARE(result->targetNodes.size(), objects->size());
    QCOMPARE(result->tcpxoNetworks, networks);
    for (const Nvcre::NvcreEvent &event : result->events)
        QVERIFY2(event.reason != u"GKENetworkDetection"_s, qPrintable(event.message));
}

QTEST_GUILESS_MAIN(TestNvcreConformance)
#include "tst_nvcre_conformance.moc"
