// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Nvcre::detect over our own snapshot fixtures (tests/fixtures/nvcre/detection, modelled on the cre
// reconcile and UAT objects): node discovery, the ResourceSlice fallback, platform, the
// architecture vote, NIC, GKE network and TCPXO plugin detection, each case asserting the exact
// result fields and event texts (platform-detection-and-overrides.txt; cre NOTES sections 3, 4,
// 6 and 8). Plus the override validation errors and the pure helpers.
#include "doc/documentreader.h"
#include "kube/snapshot.h"
#include "nvcre/detection.h"
#include "testsupport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

QString compact(const QJsonValue &value)
{
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact));
}

QStringList strings(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &item : value.toArray())
        out << item.toString();
    return out;
}

Nvcre::DetectionInput inputFrom(const Kube::ClusterSnapshot &snapshot, const QJsonObject &spec)
{
    Nvcre::DetectionInput input;
    input.nodes = snapshot.nodes();
    input.resourceSlices = snapshot.resourceSlices();
    input.pods = snapshot.pods();
    const QJsonObject target = spec[u"target"_s].toObject();
    const QJsonObject selector = target[u"nodeSelector"_s].toObject();
    for (auto it = selector.begin(); it != selector.end(); ++it)
        input.target.nodeSelector.insert(it.key(), it.value().toString());
    for (const QJsonValue &expression : target[u"matchExpressions"_s].toArray())
        input.target.matchExpressions << expression.toObject();
    input.target.nodeNames = strings(target[u"nodeNames"_s]);
    input.target.includeCordoned = target[u"includeCordoned"_s].toBool();
    input.resourceSlicesForbidden = spec[u"resourceSlicesForbidden"_s].toBool();
    input.platformOverride = spec[u"platform"_s].toString();
    input.gpuArchOverride = spec[u"gpuArch"_s].toString();
    input.mlnxPerNodeOption = spec[u"mlnxPerNode"_s].toInt(-1);
    input.nicResourceNameOption = spec[u"nicResourceName"_s].toString();
    return input;
}

Nvcre::DetectionInput nodesOnly(const QByteArray &yamlNodes)
{
    Nvcre::DetectionInput input;
    for (const QJsonValue &node : yaml(yamlNodes).toArray())
        input.nodes << node.toObject();
    return input;
}

} // namespace

class TestDetection : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtures_data();
    void fixtures();
    void invalidOverrides_data();
    void invalidOverrides();
    void unsupportedOperator();
    void architectureOfProduct_data();
    void architectureOfProduct();
    void platformOfNode_data();
    void platformOfNode();
    void sanitizeProductName_data();
    void sanitizeProductName();
    void tcpxoTable();
    void fallbackLabelsInMemoryOnly();
    void nicResourceNameOption();
    void offlineNodesNeedNoGpuPresentLabel();
    void quantityOverflow_data();
    void quantityOverflow();
    void manyMissingInstallers();
    void podListFailed();
    void noNodesWithOverrides();
    void unquotedLabels();
};

void TestDetection::fixtures_data()
{
    QTest::addColumn<QString>("expectFile");
    const QDir dir(fixture(u"nvcre/detection"_s));
    const QStringList files = dir.entryList({u"*.expect.yaml"_s}, QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= 30, qPrintable(u"only %1 detection fixtures"_s.arg(files.size())));
    for (const QString &file : files)
        QTest::addRow("%s", qPrintable(file.chopped(int(qstrlen(".expect.yaml")))))
            << dir.filePath(file);
}

void TestDetection::fixtures()
{
    QFETCH(QString, expectFile);
    const Result<QJsonValue> doc = Doc::readDocumentFile(expectFile);
    QVERIFY2(doc, qPrintable(doc ? QString() : doc.error().toString()));
    const QJsonObject expect = doc->toObject();
    const QJsonObject expected = expect[u"expected"_s].toObject();
    QVERIFY2(expected.contains(u"events"_s), "every case asserts its events");

    const QString snapshotFile =
        QFileInfo(expectFile).dir().filePath(expect[u"snapshot"_s].toString());
    const Result<Kube::ClusterSnapshot> snapshot = Kube::ClusterSnapshot::fromFile(snapshotFile);
    QVERIFY2(snapshot, qPrintable(snapshot ? QString() : snapshot.error().toString()));

    const Result<Nvcre::DetectionResult> result =
        Nvcre::detect(inputFrom(*snapshot, expect[u"input"_s].toObject()));
    QVERIFY2(result, qPrintable(result ? QString() : result.error().toString()));
    const QJsonObject actual = result->toJson();
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        QVERIFY2(actual.contains(it.key()), qPrintable(u"no field "_s + it.key()));
        QVERIFY2(actual.value(it.key()) == it.value(),
                 qPrintable(u"%1:\n  actual:   %2\n  expected: %3"_s.arg(
                     it.key(), compact(actual.value(it.key())), compact(it.value()))));
    }
}

void TestDetection::invalidOverrides_data()
{
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("gpuArch");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("message");
    // cre pkg/certification/testdata/render-platform-flag: the errors list the valid values.
    QTest::addRow("unknown platform")
        << u"bogus"_s << QString() << u"NVCRE_PLATFORM"_s
        << u"invalid --platform \"bogus\": must be one of aws, gcp, azure, oci, onprem, "
           "togetherai, mistral, forge, nscale"_s;
    QTest::addRow("unknown gpu arch")
        << QString() << u"gb2OO"_s << u"NVCRE_GPU_ARCH"_s
        << u"invalid --gpu-arch \"gb2OO\": must be one of a100, b200, b300, gb200, gb300, h100, "
           "h200, l40, l40s, rtxpro6000"_s;
    QTest::addRow("prefix-only gpu arch")
        << QString() << u"NVIDIA-"_s << u"NVCRE_GPU_ARCH"_s
        << u"invalid --gpu-arch \"NVIDIA-\": must be one of a100, b200, b300, gb200, gb300, h100, "
           "h200, l40, l40s, rtxpro6000"_s;
    QTest::addRow("case matters") << u"AWS"_s << QString() << u"NVCRE_PLATFORM"_s
                                  << u"invalid --platform \"AWS\": must be one of aws, gcp, "
                                     "azure, oci, onprem, togetherai, mistral, forge, nscale"_s;
}

void TestDetection::invalidOverrides()
{
    QFETCH(QString, platform);
    QFETCH(QString, gpuArch);
    QFETCH(QString, code);
    QFETCH(QString, message);
    Nvcre::DetectionInput input;
    input.platformOverride = platform;
    input.gpuArchOverride = gpuArch;
    const Result<Nvcre::DetectionResult> result = Nvcre::detect(input);
    QVERIFY(!result);
    QCOMPARE(result.error().code, code);
    QCOMPARE(result.error().message, message);
}

void TestDetection::unsupportedOperator()
{
    Nvcre::DetectionInput input = nodesOnly(R"(
- metadata: {name: n1, labels: {nvidia.com/gpu.present: "true", zone: z1}}
)");
    input.target.matchExpressions << QJsonObject{
        {u"key"_s, u"zone"_s}, {u"operator"_s, u"Gt"_s}, {u"values"_s, QJsonArray{u"1"_s}}};
    const Result<Nvcre::DetectionResult> result = Nvcre::detect(input);
    QVERIFY(!result);
    QCOMPARE(result.error().code, u"NVCRE_TARGET"_s);
    QCOMPARE(result.error().message,
             u"target.matchExpressions: unsupported operator \"Gt\" for key \"zone\""_s);
}

void TestDetection::architectureOfProduct_data()
{
    QTest::addColumn<QString>("product");
    QTest::addColumn<QString>("arch");
    // cre NOTES section 4 examples beyond the saved parse-product cases.
    QTest::addRow("b300") << u"NVIDIA-B300-SXM6-AC"_s << u"b300"_s;
    QTest::addRow("rtx pro 6000") << u"NVIDIA-RTX-PRO-6000-Blackwell-Server-Edition"_s
                                  << u"rtxpro6000"_s;
    QTest::addRow("rtx pro 6000 lower case")
        << u"NVIDIA-RTX-Pro-6000-Blackwell-Server-Edition"_s << u"rtxpro6000"_s;
    QTest::addRow("NVML name with spaces") << u"NVIDIA GB300"_s << u"gb300"_s;
    QTest::addRow("shared suffix") << u"NVIDIA-GB300-SHARED"_s << u"gb300"_s;
    QTest::addRow("h200") << u"NVIDIA-H200"_s << u"h200"_s;
    QTest::addRow("not in the defaults table") << u"NVIDIA-L4"_s << u"l4"_s;
    QTest::addRow("no NVIDIA prefix") << u"Tesla-T4"_s << u"tesla"_s;
    QTest::addRow("MIG product") << u"NVIDIA-A100-SXM4-40GB-MIG-1g.5gb"_s << u"a100"_s;
}

void TestDetection::architectureOfProduct()
{
    QFETCH(QString, product);
    QFETCH(QString, arch);
    QCOMPARE(Nvcre::architectureOfProduct(product), arch);
}

void TestDetection::platformOfNode_data()
{
    QTest::addColumn<QByteArray>("node");
    QTest::addColumn<QString>("platform");
    // cre NOTES section 3 beyond the saved detect-platform cases.
    QTest::addRow("nscale") << QByteArray("{spec: {providerID: 'nscale://eu/x'}}") << u"nscale"_s;
    QTest::addRow("openstack is onprem")
        << QByteArray("{spec: {providerID: 'openstack:///abc'}}") << u"onprem"_s;
    QTest::addRow("kubevirt with the together.ai label")
        << QByteArray("{metadata: {labels: {node-role.together.ai/worker: ''}}, "
                      "spec: {providerID: 'kubevirt://ns/vm'}}")
        << u"togetherai"_s;
    QTest::addRow("kubevirt without it")
        << QByteArray("{spec: {providerID: 'kubevirt://ns/vm'}}") << u"onprem"_s;
    QTest::addRow("unknown prefix")
        << QByteArray("{spec: {providerID: 'vsphere://4211'}}") << u"onprem"_s;
    QTest::addRow("no spec at all") << QByteArray("{metadata: {name: x}}") << u"onprem"_s;
    QTest::addRow("forge hostname beats nothing")
        << QByteArray("{metadata: {labels: {kubernetes.io/hostname: my-forge-7}}}") << u"forge"_s;
    // The labels are read in one pass over them (issue 37): the ones the rules name are found
    // among others, whatever their order, and an empty or unquoted value still counts.
    QTest::addRow("NKE site-name among other labels")
        << QByteArray("{metadata: {labels: {a.example.com/x: y, kubernetes.io/hostname: gpu-1, "
                      "nke.nvidia.com/site-name: '', zz.example.com/z: w}}}")
        << u"forge"_s;
    QTest::addRow("unquoted number hostname")
        << QByteArray("{metadata: {labels: {kubernetes.io/hostname: 8, nvidia.com/gpu.present: "
                      "true}}}")
        << u"onprem"_s;
    QTest::addRow("together.ai label after the product label")
        << QByteArray("{metadata: {labels: {nvidia.com/gpu.product: NVIDIA-H100, "
                      "node-role.together.ai/worker: 'true'}}, spec: {providerID: 'kubevirt://a'}}")
        << u"togetherai"_s;
}

void TestDetection::platformOfNode()
{
    QFETCH(QByteArray, node);
    QFETCH(QString, platform);
    QCOMPARE(Nvcre::platformOfNode(yaml(node).toObject()), platform);
}

void TestDetection::sanitizeProductName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("label");
    // Spec "ResourceSlice fallback": NVIDIA GB300 -> NVIDIA-GB300.
    QTest::addRow("gb300") << u"NVIDIA GB300"_s << u"NVIDIA-GB300"_s;
    QTest::addRow("h100") << u"NVIDIA H100 80GB HBM3"_s << u"NVIDIA-H100-80GB-HBM3"_s;
    QTest::addRow("rtx pro") << u"NVIDIA RTX PRO 6000 Blackwell Server Edition"_s
                             << u"NVIDIA-RTX-PRO-6000-Blackwell-Server-Edition"_s;
    QTest::addRow("tabs are dropped, not split") << u"NVIDIA\tA10"_s << u"NVIDIAA10"_s;
    QTest::addRow("non-ASCII dropped") << u"NVIDIA A100 \u00e9dition"_s << u"NVIDIA-A100-dition"_s;
    QTest::addRow("empty") << QString() << QString();
}

void TestDetection::sanitizeProductName()
{
    QFETCH(QString, name);
    QFETCH(QString, label);
    QCOMPARE(Nvcre::sanitizeProductName(name), label);
}

void TestDetection::tcpxoTable()
{
    // Spec "GCP H100 clusters", the plugin release table.
    QCOMPARE(Nvcre::tcpxoMappedReleases(), (QStringList{u"v1.0.15"_s, u"v1.0.16"_s, u"v1.0.17"_s}));
    const QMap<QString, QString> v15 = Nvcre::tcpxoReleaseImages(u"v1.0.15"_s);
    QCOMPARE(v15.value(u"nccl"_s), u"nvcr.io/nvidia/pytorch:25.06-py3"_s);
    QCOMPARE(v15.value(u"training"_s), u"nvcr.io/nvidia/pytorch:25.06-py3"_s);
    QCOMPARE(v15.value(u"tcpxoDaemon"_s),
             u"us-docker.pkg.dev/gce-ai-infra/gpudirect-tcpxo/tcpgpudmarxd-dev:v1.0.21"_s);
    QCOMPARE(v15.value(u"tcpxoDaemonArgs"_s), u"--num_hops=2"_s);
    const QMap<QString, QString> v16 = Nvcre::tcpxoReleaseImages(u"v1.0.16"_s);
    QCOMPARE(v16.value(u"nccl"_s), u"nvcr.io/nvidia/pytorch:25.06-py3"_s);
    QCOMPARE(v16.value(u"tcpxoDaemon"_s),
             u"us-docker.pkg.dev/gce-ai-infra/gpudirect-tcpxo/tcpgpudmarxd-dev:v1.0.22"_s);
    const QMap<QString, QString> v17 = Nvcre::tcpxoReleaseImages(u"v1.0.17"_s);
    QCOMPARE(v17.value(u"nccl"_s), u"nvcr.io/nvidia/pytorch:26.01-py3"_s);
    QCOMPARE(v17.value(u"training"_s), u"nvcr.io/nvidia/pytorch:25.08-py3"_s);
    QCOMPARE(v17.value(u"tcpxoDaemon"_s),
             u"us-docker.pkg.dev/gce-ai-infra/gpudirect-tcpxo/tcpgpudmarxd-dev:v1.0.23"_s);
    QVERIFY(Nvcre::tcpxoReleaseImages(u"v1.0.17-1"_s).isEmpty());
    QVERIFY(Nvcre::tcpxoReleaseImages(u"v1.0.14"_s).isEmpty());
}

void TestDetection::fallbackLabelsInMemoryOnly()
{
    // Spec: the product is written onto the node's in-memory copy, never back.
    Nvcre::DetectionInput input = nodesOnly(R"(
- metadata: {name: n1, labels: {nvidia.com/gpu.present: "true"}}
)");
    input.resourceSlices << yaml(R"(
spec:
  driver: gpu.nvidia.com
  nodeName: n1
  devices:
  - {name: gpu-0, attributes: {gpu.nvidia.com/productName: {string: "NVIDIA B200"}}}
)")
                                .toObject();
    const QJsonObject before = input.nodes.first();
    const Result<Nvcre::DetectionResult> result = Nvcre::detect(input);
    QVERIFY(result);
    QCOMPARE(result->gpuArchitecture, u"b200"_s);
    QVERIFY(result->resourceSliceFallbackUsed);
    QCOMPARE(input.nodes.first(), before);
}

void TestDetection::nicResourceNameOption()
{
    // Spec "On-prem clusters": a set nicResourceName overrides detection, and the count still
    // comes from mlnxPerNode.
    Nvcre::DetectionInput input = nodesOnly(R"(
- metadata: {name: n1, labels: {nvidia.com/gpu.present: "true", nvidia.com/gpu.product: NVIDIA-GB200}}
  status: {allocatable: {rdma/ib: "8", rdma/roce: "8"}}
)");
    input.nicResourceNameOption = u"rdma/roce"_s;
    input.mlnxPerNodeOption = 2;
    const Result<Nvcre::DetectionResult> result = Nvcre::detect(input);
    QVERIFY(result);
    QCOMPARE(result->nicResourceName, u"rdma/roce"_s);
    QCOMPARE(result->mlnxPerNode, 2);
    QVERIFY(result->events.isEmpty());
}

void TestDetection::offlineNodesNeedNoGpuPresentLabel()
{
    // cre NOTES (CLI `workflow render`): resolveNodes hands the --nodes-file / mock nodes straight
    // to DetectPlatform and DetectGPUArchitecture; only cluster discovery keeps
    // nvidia.com/gpu.present=true nodes.
    Nvcre::DetectionInput input = nodesOnly(R"(
- metadata: {name: n1, labels: {nvidia.com/gpu.product: NVIDIA-GB200}}
  spec: {providerID: "aws:///us-east-1a/i-1"}
)");
    input.requireGpuPresent = false;
    Result<Nvcre::DetectionResult> result = Nvcre::detect(input);
    QVERIFY(result);
    QCOMPARE(result->targetNodes, QStringList{u"n1"_s});
    QCOMPARE(result->platform, u"aws"_s);
    QCOMPARE(result->gpuArchitecture, u"gb200"_s);

    input.requireGpuPresent = true;
    result = Nvcre::detect(input);
    if (result) {
        QVERIFY(result->targetNodes.isEmpty());
        QVERIFY(result->gpuArchitecture != u"gb200"_s);
    }
}

void TestDetection::quantityOverflow_data()
{
    QTest::addColumn<QString>("quantity");
    QTest::addColumn<bool>("counts");
    // Review finding: 16Ei and 10E overflow 64 bits (signed overflow was undefined; 17Ei wrapped
    // to 2^60 and qualified). They are no whole quantity; 9E still fits.
    QTest::newRow("16Ei") << u"16Ei"_s << false;
    QTest::newRow("17Ei") << u"17Ei"_s << false;
    QTest::newRow("10E") << u"10E"_s << false;
    QTest::newRow("too many digits") << u"99999999999999999999"_s << false;
    QTest::newRow("9E") << u"9E"_s << true;
    QTest::newRow("7Ei") << u"7Ei"_s << true;
}

void TestDetection::quantityOverflow()
{
    QFETCH(QString, quantity);
    QFETCH(bool, counts);
    Nvcre::DetectionInput input = nodesOnly(
        u"[{metadata: {name: n1, labels: {nvidia.com/gpu.present: 'true', nvidia.com/gpu.product: "
        "NVIDIA-GB200}}, status: {allocatable: {rdma/ib: '%1', rdma/roce: '8'}}}]"_s.arg(quantity)
            .toUtf8());
    input.mlnxPerNodeOption = 2;
    const Result<Nvcre::DetectionResult> result = Nvcre::detect(input);
    QVERIFY(result);
    // Only rdma/roce qualifies unless rdma/ib's quantity counts too (then neither is chosen).
    QCOMPARE(result->nicResourceName == u"rdma/roce"_s, !counts);
}

void TestDetection::manyMissingInstallers()
{
    // The missing-installer reason lists at most five nodes, then "and N more".
    Nvcre::DetectionInput input;
    for (int i = 1; i <= 8; ++i)
        input.nodes << yaml(u"{metadata: {name: g%1, labels: {nvidia.com/gpu.present: 'true', "
                            "nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3}}, "
                            "spec: {providerID: 'gce://p/z/g%1'}}"_s.arg(i)
                                .toUtf8())
                           .toObject();
    const Result<Nvcre::DetectionResult> result = Nvcre::detect(input);
    QVERIFY(result);
    QCOMPARE(result->tcpxoPluginVersion, u"v1.0.15"_s);
    QCOMPARE(result->events.size(), 2);
    QCOMPARE(result->events.at(1).reason, u"TCPXOPluginDetection"_s);
    QVERIFY2(result->events.at(1).message.startsWith(
                 u"TCPXO plugin version detection found no running nccl-tcpxo-installer pod "
                 "(image nccl-plugin-gpudirecttcpx-dev) on 8 of 8 target nodes: g1, g2, g3, g4, "
                 "g5 and 3 more; rendering the images for v1.0.15"_s),
             qPrintable(result->events.at(1).message));
}

void TestDetection::podListFailed()
{
    // Spec "Plugin version detection": a failed pod List renders the v1.0.15 row with a Warning.
    Nvcre::DetectionInput input = nodesOnly(R"(
- metadata: {name: g1, labels: {nvidia.com/gpu.present: "true", nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3}}
  spec: {providerID: "gce://p/z/g1"}
)");
    input.podListError = u"pods is forbidden"_s;
    const Result<Nvcre::DetectionResult> result = Nvcre::detect(input);
    QVERIFY(result);
    QCOMPARE(result->tcpxoPluginVersion, u"v1.0.15"_s);
    QCOMPARE(result->events.last().type, u"Warning"_s);
    QCOMPARE(result->events.last().reason, u"TCPXOPluginDetection"_s);
    QCOMPARE(result->events.last().message,
             u"TCPXO plugin version detection could not list kube-system pods: pods is forbidden; "
             "rendering the images for v1.0.15, the minimum supported release and the one AICR "
             "pins (NCCL image nvcr.io/nvidia/pytorch:25.06-py3, training image "
             "nvcr.io/nvidia/pytorch:25.06-py3, tcpxo-daemon "
             "us-docker.pkg.dev/gce-ai-infra/gpudirect-tcpxo/tcpgpudmarxd-dev:v1.0.21). If the "
             "plugin is v1.0.17 or later, set categories[].options.image to a CUDA 13 image on the "
             "GCP H100 NCCL and training categories."_s);
}

void TestDetection::noNodesWithOverrides()
{
    // Offline, with --platform and --gpu-arch and no nodes: NIC detection has nothing to inspect
    // and stays silent (the count still resolves); TCPXO says it had no nodes.
    Nvcre::DetectionInput input;
    input.platformOverride = u"onprem"_s;
    input.gpuArchOverride = u"gb300"_s;
    Result<Nvcre::DetectionResult> result = Nvcre::detect(input);
    QVERIFY(result);
    QCOMPARE(result->platform, u"onprem"_s);
    QCOMPARE(result->platformReason, u"--platform onprem"_s);
    QCOMPARE(result->gpuArchitecture, u"gb300"_s);
    QCOMPARE(result->mlnxPerNode, 8);
    QCOMPARE(result->nicResourceName, QString());
    QVERIFY(result->events.isEmpty());

    input.platformOverride = u"gcp"_s;
    input.gpuArchOverride = u"h100"_s;
    result = Nvcre::detect(input);
    QVERIFY(result);
    QCOMPARE(result->tcpxoPluginVersion, u"v1.0.15"_s);
    QCOMPARE(result->tcpxoNetworks.first(), u"gpu-nic0"_s);
    QCOMPARE(result->events.size(), 2);
    QCOMPARE(result->events.at(0).reason, u"GKENetworkDetection"_s);
    QVERIFY(result->events.at(1).message.startsWith(
        u"TCPXO plugin version detection had no target nodes to read; rendering the images for "
        "v1.0.15"_s));
}

void TestDetection::unquotedLabels()
{
    Nvcre::DetectionInput input = nodesOnly(R"(
- metadata: {name: n1, labels: {nvidia.com/gpu.present: true, nvidia.com/gpu.product: NVIDIA-L40S, rack: 7}}
)");
    input.target.nodeSelector.insert(u"rack"_s, u"7"_s);
    const Result<Nvcre::DetectionResult> result = Nvcre::detect(input);
    QVERIFY(result);
    QCOMPARE(result->targetNodes, QStringList{u"n1"_s});
    QCOMPARE(result->gpuArchitecture, u"l40s"_s);
}

QTEST_GUILESS_MAIN(TestDetection)
#include "tst_detection.moc"
