// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// certification render (issue 8, section 4): one row per behaviour of the spec's sections
// "Architecture-specific resources", "Host RDMA device access", "When a node has no RDMA
// devices", "On-prem clusters", "GCP H100 clusters" and "Overriding the image"
// (platform-detection-and-overrides.txt), each asserting the exact field that must appear or be
// absent in the Workflow the embedded catalog renders.
#include "nvcre/catalog.h"
#include "nvcre/certificationrender.h"
#include "nvcre/naming.h"
#include "testsupport.h"

#include "doc/documentreader.h"
#include "doc/jsonwriter.h"
#include "doc/structuraldiff.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Accel::Nvcre;

namespace {

/// CRE's inputs (tst_certification_conformance reads the same): Certifications of the
/// render-platform-flag cases and the WorkloadRuns of the build-workflow-spec cases.
const QString PlatformFlagDir =
    QStringLiteral("cre/pkg/certification/testdata/render-platform-flag");
const QString WorkloadRunDir = QStringLiteral("cre/pkg/workloadrun/testdata/build-workflow-spec");

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Issue 9 (the Overrides panel's base-versus-rendered diff): BASE is WORKFLOW with no override
/// applied and no annotation. Returns an empty string when every property holds, else what broke.
/// The pointers of OverrideOutcome::provenance are Workflow pointers ("/spec/..."), so a
/// difference at P inside the specs is looked up as "/spec" + P.
QString checkBase(const QJsonObject &base, const QJsonObject &workflow,
                  const OverrideOutcome &outcome)
{
    const QJsonObject baseMeta = base.value(QStringLiteral("metadata")).toObject();
    const QJsonObject meta = workflow.value(QStringLiteral("metadata")).toObject();
    if (baseMeta.contains(QStringLiteral("annotations")))
        return QStringLiteral("base has metadata.annotations");
    if (!meta.contains(QStringLiteral("annotations")))
        return QStringLiteral("the rendered Workflow lost its annotations");
    for (const char *key : {"name", "namespace", "labels"}) {
        if (baseMeta.value(QLatin1String(key)) != meta.value(QLatin1String(key)))
            return QStringLiteral("metadata.%1 differs").arg(QLatin1String(key));
    }
    QJsonObject metaWithoutAnnotations = meta;
    metaWithoutAnnotations.remove(QStringLiteral("annotations"));
    if (baseMeta != metaWithoutAnnotations)
        return QStringLiteral("base metadata is not the rendered metadata minus annotations");
    for (const char *key : {"apiVersion", "kind"}) {
        if (base.value(QLatin1String(key)) != workflow.value(QLatin1String(key)))
            return QStringLiteral("%1 differs").arg(QLatin1String(key));
    }
    const QJsonObject baseSpec = base.value(QStringLiteral("spec")).toObject();
    const QJsonObject spec = workflow.value(QStringLiteral("spec")).toObject();
    if (baseSpec.isEmpty())
        return QStringLiteral("base has no spec");
    if (baseSpec.contains(QStringLiteral("overrides")))
        return QStringLiteral("base has spec.overrides");
    for (auto it = outcome.provenance.cbegin(); it != outcome.provenance.cend(); ++it) {
        if (!it.key().startsWith(QLatin1String("/spec/")) && it.key() != QLatin1String("/spec"))
            return QStringLiteral("provenance pointer %1 is not a Workflow pointer").arg(it.key());
    }
    if (outcome.applied().isEmpty()) {
        if (baseSpec != spec)
            return QStringLiteral("no override matched, yet base.spec != workflow.spec:\n") +
                   Accel::Doc::StructuralDiff::toText(
                       Accel::Doc::StructuralDiff::compute(baseSpec, spec));
        return {};
    }
    for (const auto &change : Accel::Doc::StructuralDiff::compute(baseSpec, spec)) {
        const QString pointer = QStringLiteral("/spec") + change.pointer;
        const auto origin = outcome.originOf(pointer);
        if (!origin)
            return QStringLiteral("%1 differs from base but no override is its origin")
                .arg(pointer);
        const qsizetype index = origin->stepIndex;
        if (index < 0 || index >= outcome.records.size() || !outcome.records.at(index).matched)
            return QStringLiteral("%1: origin %2 is not a matched override")
                .arg(pointer, origin->step);
    }
    return {};
}

void addBaseRows(const QString &source, const QByteArray &bytes, const QStringList &platforms,
                 const QStringList &archs)
{
    for (const QString &platform : platforms) {
        for (const QString &arch : archs)
            QTest::addRow("%s %s/%s", qPrintable(source), qPrintable(platform),
                          qPrintable(arch.isEmpty() ? QStringLiteral("-") : arch))
                << bytes << platform << arch;
    }
}

/// The TrainingRuntime's node pod spec.
const QString NodePod = QStringLiteral(
    "/spec/dependencies/0/spec/template/spec/replicatedJobs/0/template/spec/template/spec");
const QString NodeContainer = NodePod + QStringLiteral("/containers/0");
const QString LauncherPod = QStringLiteral(
    "/spec/dependencies/0/spec/template/spec/replicatedJobs/1/template/spec/template/spec");
const QString Trainer = QStringLiteral("/spec/jobTemplate/spec/workload/trainJob/trainer");
const QString NodeAnnotations = QStringLiteral(
    "/spec/dependencies/0/spec/template/spec/replicatedJobs/0/template/spec/template/metadata/"
    "annotations");

QJsonValue at(const QJsonValue &root, const QString &pointer)
{
    QJsonValue v = root;
    const QStringList tokens = pointer.split(QLatin1Char('/')).mid(1);
    for (QString token : tokens) {
        token.replace(QStringLiteral("~1"), QStringLiteral("/"))
            .replace(QStringLiteral("~0"), QStringLiteral("~"));
        if (v.isArray()) {
            bool ok = false;
            const int i = token.toInt(&ok);
            if (!ok || i >= v.toArray().size())
                return QJsonValue(QJsonValue::Undefined);
            v = v.toArray().at(i);
        } else if (v.isObject()) {
            if (!v.toObject().contains(token))
                return QJsonValue(QJsonValue::Undefined);
            v = v.toObject().value(token);
        } else {
            return QJsonValue(QJsonValue::Undefined);
        }
    }
    return v;
}

QString envValue(const QJsonObject &workflow, const QString &name)
{
    for (const QJsonValue &e : at(workflow, Trainer + QStringLiteral("/env")).toArray()) {
        if (e.toObject().value(QStringLiteral("name")).toString() == name)
            return e.toObject().value(QStringLiteral("value")).toString();
    }
    return QStringLiteral("<unset>");
}

Certification certification(const QByteArray &yaml)
{
    const QByteArray text = "apiVersion: nvcre.nvidia.com/v1alpha1\nkind: Certification\n"
                            "metadata: {name: cert}\n" +
                            yaml;
    auto cert = readCertification(text, QStringLiteral("test.yaml"));
    if (!cert)
        qFatal("bad row certification: %s", qPrintable(cert.error().message));
    return *cert;
}

} // namespace

class TestCertificationRender : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// Check kinds: "equals" POINTER VALUE (JSON text); "absent" POINTER; "env" NAME VALUE
    /// ("<unset>" for absent); "nowhere" TEXT (no key or string anywhere contains it);
    /// "event" REASON TEXT-IN-MESSAGE.
    void behaviour_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("arch");
        QTest::addColumn<QByteArray>("spec");
        QTest::addColumn<QString>("check");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("value");

        const QByteArray allReduce =
            "spec:\n  categories: [{domain: communication, variant: nccl-all-reduce}]\n";
        const QByteArray training =
            "spec:\n  categories: [{domain: training, variant: nemotron5-8b}]\n";

        // Architecture-specific resources.
        QTest::newRow("oci gb200 requests no NIC") << "oci"
                                                   << "gb200" << allReduce << "nowhere"
                                                   << "nvidia.com/mlnxnics"
                                                   << "";
        QTest::newRow("oci gb200 has no sriov annotation")
            << "oci"
            << "gb200" << allReduce << "absent"
            << NodeAnnotations + QStringLiteral("/k8s.v1.cni.cncf.io~1networks") << "";
        QTest::newRow("oci gb200 sized at 4 GPUs")
            << "oci"
            << "gb200" << allReduce << "equals"
            << NodeContainer + QStringLiteral("/resources/limits/nvidia.com~1gpu") << "\"4\"";
        QTest::newRow("oci gb300 requests 4 NICs")
            << "oci"
            << "gb300" << allReduce << "equals"
            << NodeContainer + QStringLiteral("/resources/limits/nvidia.com~1mlnxnics") << "\"4\"";
        QTest::newRow("oci gb300 sriov annotation, one per NIC")
            << "oci"
            << "gb300" << allReduce << "equals"
            << NodeAnnotations + QStringLiteral("/k8s.v1.cni.cncf.io~1networks")
            << "\"network-operator/sriov-net,network-operator/sriov-net,network-operator/"
               "sriov-net,network-operator/sriov-net\"";
        QTest::newRow("azure h100 requests 8 NICs")
            << "azure"
            << "h100" << allReduce << "equals"
            << NodeContainer + QStringLiteral("/resources/requests/nvidia.com~1mlnxnics")
            << "\"8\"";
        QTest::newRow("azure mlnxPerNode 0 omits the resource")
            << "azure"
            << "h100"
            << QByteArray("spec:\n  mlnxPerNode: 0\n  categories: [{domain: communication, "
                          "variant: nccl-all-reduce}]\n")
            << "nowhere"
            << "nvidia.com/mlnxnics"
            << "";
        QTest::newRow("togetherai mlnxPerNode 0 omits the annotation")
            << "togetherai"
            << "h100"
            << QByteArray("spec:\n  mlnxPerNode: 0\n  categories: [{domain: communication, "
                          "variant: nccl-all-reduce}]\n")
            << "nowhere"
            << "k8s.v1.cni.cncf.io/networks"
            << "";
        QTest::newRow("forge l40 requests 4 NICs")
            << "forge"
            << "l40" << allReduce << "equals"
            << NodeContainer + QStringLiteral("/resources/limits/nvidia.com~1mlnxnics") << "\"4\"";
        QTest::newRow("nscale mlnxPerNode 0 omits the rdma claim")
            << "nscale"
            << "gb300"
            << QByteArray("spec:\n  mlnxPerNode: 0\n  categories: [{domain: communication, "
                          "variant: nccl-all-reduce}]\n")
            << "nowhere"
            << "rdma.nscale.com"
            << "";
        QTest::newRow("nscale mlnxPerNode 0 keeps the GPU claim")
            << "nscale"
            << "gb300"
            << QByteArray("spec:\n  mlnxPerNode: 0\n  categories: [{domain: communication, "
                          "variant: nccl-all-reduce}]\n")
            << "equals" << NodeContainer + QStringLiteral("/resources/claims")
            << "[{\"name\":\"gpu\"}]";
        QTest::newRow("nscale default claims rdma too")
            << "nscale"
            << "gb300" << allReduce << "equals"
            << NodeContainer + QStringLiteral("/resources/claims")
            << "[{\"name\":\"gpu\"},{\"name\":\"rdma\"}]";
        QTest::newRow("rtxpro6000 defaults to 8 GPUs")
            << "gcp"
            << "rtxpro6000" << allReduce << "equals" << Trainer + QStringLiteral("/numProcPerNode")
            << "8";
        QTest::newRow("rtxpro6000 requests no NIC") << "aws"
                                                    << "rtxpro6000" << allReduce << "nowhere"
                                                    << "mlnxnics"
                                                    << "";
        QTest::newRow("rtxpro6000 8 GPUs: P2P SYS") << "gcp"
                                                    << "rtxpro6000" << allReduce << "env"
                                                    << "NCCL_P2P_LEVEL"
                                                    << "SYS";
        QTest::newRow("rtxpro6000 4 GPUs: P2P PHB")
            << "gcp"
            << "rtxpro6000"
            << QByteArray("spec:\n  gpusPerNode: 4\n  categories: [{domain: communication, "
                          "variant: nccl-all-reduce}]\n")
            << "env"
            << "NCCL_P2P_LEVEL"
            << "PHB";
        QTest::newRow("rtxpro6000 2 GPUs: P2P PHB")
            << "aws"
            << "rtxpro6000"
            << QByteArray("spec:\n  gpusPerNode: 2\n  categories: [{domain: communication, "
                          "variant: nccl-all-reduce}]\n")
            << "env"
            << "NCCL_P2P_LEVEL"
            << "PHB";
        QTest::newRow("gcp rtxpro6000 NCCL_NET_PLUGIN=none") << "gcp"
                                                             << "rtxpro6000" << allReduce << "env"
                                                             << "NCCL_NET_PLUGIN"
                                                             << "none";
        QTest::newRow("gcp rtxpro6000 NCCL_IB_DISABLE=1") << "gcp"
                                                          << "rtxpro6000" << allReduce << "env"
                                                          << "NCCL_IB_DISABLE"
                                                          << "1";
        QTest::newRow("aws rtxpro6000 leaves NCCL_NET_PLUGIN unset")
            << "aws"
            << "rtxpro6000" << allReduce << "env"
            << "NCCL_NET_PLUGIN"
            << "<unset>";

        // Host RDMA device access.
        const QByteArray hostPath = "spec:\n  rdmaDeviceAccess: hostPath\n  categories: "
                                    "[{domain: communication, variant: nccl-all-reduce}]\n";
        QTest::newRow("hostPath: privileged")
            << "oci"
            << "gb200" << hostPath << "equals"
            << NodeContainer + QStringLiteral("/securityContext/privileged") << "true";
        QTest::newRow("hostPath: mount /dev/infiniband")
            << "oci"
            << "gb200" << hostPath << "equals" << NodeContainer + QStringLiteral("/volumeMounts/2")
            << "{\"name\":\"rdma-devices\",\"mountPath\":\"/dev/infiniband\"}";
        QTest::newRow("hostPath: volume type Directory")
            << "aws"
            << "h100" << hostPath << "equals" << NodePod + QStringLiteral("/volumes/1")
            << "{\"name\":\"rdma-devices\",\"hostPath\":{\"path\":\"/dev/infiniband\",\"type\":"
               "\"Directory\"}}";
        QTest::newRow("hostPath per category (training)")
            << "onprem"
            << "gb300"
            << QByteArray("spec:\n  categories: [{domain: training, variant: nemotron5-8b, "
                          "options: {rdmaDeviceAccess: hostPath}}]\n")
            << "equals" << NodeContainer + QStringLiteral("/securityContext/privileged") << "true";
        QTest::newRow("devicePlugin: no privileged")
            << "oci"
            << "gb200"
            << QByteArray("spec:\n  rdmaDeviceAccess: devicePlugin\n  categories: [{domain: "
                          "communication, variant: nccl-all-reduce}]\n")
            << "absent" << NodeContainer + QStringLiteral("/securityContext/privileged") << "";
        QTest::newRow("devicePlugin: no /dev/infiniband")
            << "oci"
            << "gb200"
            << QByteArray("spec:\n  rdmaDeviceAccess: devicePlugin\n  categories: [{domain: "
                          "communication, variant: nccl-all-reduce}]\n")
            << "nowhere"
            << "/dev/infiniband"
            << "";

        // When a node has no RDMA devices: timeoutPerJob.
        QTest::newRow("communication: 1h") << "aws"
                                           << "h100" << allReduce << "equals"
                                           << "/spec/orchestration/execution/timeoutPerJob"
                                           << "\"1h0m0s\"";
        QTest::newRow("loopback: 1h")
            << "aws"
            << "h100"
            << QByteArray(
                   "spec:\n  categories: [{domain: communication, variant: nccl-loopback}]\n")
            << "equals"
            << "/spec/orchestration/execution/timeoutPerJob"
            << "\"1h0m0s\"";
        QTest::newRow("training: 24h") << "aws"
                                       << "h100" << training << "equals"
                                       << "/spec/orchestration/execution/timeoutPerJob"
                                       << "\"24h0m0s\"";
        QTest::newRow("dcgm: 2h")
            << "aws"
            << "h100"
            << QByteArray("spec:\n  categories: [{domain: diagnostics, variant: dcgm-level4}]\n")
            << "equals"
            << "/spec/orchestration/execution/timeoutPerJob"
            << "\"2h0m0s\"";
        QTest::newRow("spec-level timeout tightens training")
            << "aws"
            << "h100"
            << QByteArray("spec:\n  timeoutPerJob: 30m\n  categories: [{domain: training, "
                          "variant: nemotron5-8b}]\n")
            << "equals"
            << "/spec/orchestration/execution/timeoutPerJob"
            << "\"30m0s\"";
        QTest::newRow("per-category timeout beats spec-level")
            << "aws"
            << "h100"
            << QByteArray("spec:\n  timeoutPerJob: 30m\n  categories: [{domain: training, "
                          "variant: nemotron5-8b, options: {timeoutPerJob: 10m}}]\n")
            << "equals"
            << "/spec/orchestration/execution/timeoutPerJob"
            << "\"10m0s\"";

        // On-prem clusters.
        const QByteArray nic = "spec:\n  nicResourceName: rdma/ib\n  mlnxPerNode: 1\n  "
                               "categories: [{domain: communication, variant: nccl-all-reduce}]\n";
        QTest::newRow("nvl72: node tolerations")
            << "onprem"
            << "gb300" << allReduce << "equals" << NodePod + QStringLiteral("/tolerations")
            << "[{\"key\":\"kubernetes.io/arch\",\"operator\":\"Equal\",\"value\":\"arm64\","
               "\"effect\":\"NoSchedule\"},{\"key\":\"nvidia.com/gpu\",\"operator\":\"Equal\","
               "\"value\":\"present\",\"effect\":\"NoSchedule\"}]";
        QTest::newRow("nvl72: launcher tolerations")
            << "onprem"
            << "gb200" << allReduce << "equals"
            << LauncherPod + QStringLiteral("/tolerations/0/key") << "\"kubernetes.io/arch\"";
        QTest::newRow("nvl72: IB env without HCA pinning") << "onprem"
                                                           << "gb300" << allReduce << "env"
                                                           << "NCCL_IB_HCA"
                                                           << "<unset>";
        QTest::newRow("nvl72: IB enabled") << "onprem"
                                           << "gb300" << allReduce << "env"
                                           << "NCCL_IB_DISABLE"
                                           << "0";
        QTest::newRow("nvl72 offline: no NIC without nicResourceName")
            << "onprem"
            << "gb300" << allReduce << "nowhere"
            << "rdma/"
            << "";
        QTest::newRow("nvl72: nicResourceName rdma/ib x mlnxPerNode")
            << "onprem"
            << "gb300" << nic << "equals"
            << NodeContainer + QStringLiteral("/resources/limits/rdma~1ib") << "\"1\"";
        QTest::newRow("hgx: gpu toleration Exists")
            << "onprem"
            << "b300" << allReduce << "equals" << NodePod + QStringLiteral("/tolerations")
            << "[{\"key\":\"nvidia.com/gpu\",\"operator\":\"Exists\",\"effect\":\"NoSchedule\"}]";
        QTest::newRow("hgx: launcher toleration Exists")
            << "onprem"
            << "b200" << allReduce << "equals"
            << LauncherPod + QStringLiteral("/tolerations/0/operator") << "\"Exists\"";
        QTest::newRow("hgx: no NCCL environment") << "onprem"
                                                  << "b300" << allReduce << "env"
                                                  << "NCCL_IB_DISABLE"
                                                  << "<unset>";
        QTest::newRow("hgx: nicResourceName count from mlnxPerNode")
            << "onprem"
            << "b300"
            << QByteArray("spec:\n  nicResourceName: rdma/rdma_shared_device_a\n  categories: "
                          "[{domain: communication, variant: nccl-all-reduce}]\n")
            << "equals"
            << NodeContainer + QStringLiteral("/resources/requests/rdma~1rdma_shared_device_a")
            << "\"8\"";
        QTest::newRow("dcgm needs no on-prem override")
            << "onprem"
            << "gb300"
            << QByteArray("spec:\n  categories: [{domain: diagnostics, variant: dcgm-level4}]\n")
            << "equals" << NodePod + QStringLiteral("/tolerations")
            << "[{\"operator\":\"Exists\"}]";
        QTest::newRow("metal3 trap: mistral pins HCAs") << "mistral"
                                                        << "gb300" << allReduce << "env"
                                                        << "NCCL_IB_HCA"
                                                        << "mlx5_0,mlx5_1,mlx5_2,mlx5_3";
        QTest::newRow("metal3 trap: mistral requests rdma/ib")
            << "mistral"
            << "gb300" << allReduce << "equals"
            << NodeContainer + QStringLiteral("/resources/limits/rdma~1ib") << "\"8\"";
        QTest::newRow("--platform onprem: no HCA pinning") << "onprem"
                                                           << "gb300" << allReduce << "env"
                                                           << "UCX_NET_DEVICES"
                                                           << "<unset>";
        QTest::newRow("mistral b300: neither block")
            << "mistral"
            << "b300" << allReduce << "absent" << NodePod + QStringLiteral("/tolerations") << "";

        // GCP H100 clusters (offline: default networks, v1.0.15 row).
        QTest::newRow("tcpxo sidecar")
            << "gcp"
            << "h100" << allReduce << "equals"
            << NodePod + QStringLiteral("/initContainers/0/image")
            << "\"us-docker.pkg.dev/gce-ai-infra/gpudirect-tcpxo/tcpgpudmarxd-dev:v1.0.21\"";
        QTest::newRow("tcpxo network annotation")
            << "gcp"
            << "h100" << allReduce << "equals"
            << NodeAnnotations + QStringLiteral("/networking.gke.io~1interfaces")
            << "\"[{\\\"interfaceName\\\":\\\"eth0\\\",\\\"network\\\":\\\"default\\\"},"
               "{\\\"interfaceName\\\":\\\"eth1\\\",\\\"network\\\":\\\"gpu-nic0\\\"},"
               "{\\\"interfaceName\\\":\\\"eth2\\\",\\\"network\\\":\\\"gpu-nic1\\\"},"
               "{\\\"interfaceName\\\":\\\"eth3\\\",\\\"network\\\":\\\"gpu-nic2\\\"},"
               "{\\\"interfaceName\\\":\\\"eth4\\\",\\\"network\\\":\\\"gpu-nic3\\\"},"
               "{\\\"interfaceName\\\":\\\"eth5\\\",\\\"network\\\":\\\"gpu-nic4\\\"},"
               "{\\\"interfaceName\\\":\\\"eth6\\\",\\\"network\\\":\\\"gpu-nic5\\\"},"
               "{\\\"interfaceName\\\":\\\"eth7\\\",\\\"network\\\":\\\"gpu-nic6\\\"},"
               "{\\\"interfaceName\\\":\\\"eth8\\\",\\\"network\\\":\\\"gpu-nic7\\\"}]\"";
        QTest::newRow("tcpxo env NCCL_PROTO") << "gcp"
                                              << "h100" << allReduce << "env"
                                              << "NCCL_PROTO"
                                              << "Simple,LL128";
        QTest::newRow("tcpxo env leaves NCCL_ALGO unset") << "gcp"
                                                          << "h100" << allReduce << "env"
                                                          << "NCCL_ALGO"
                                                          << "<unset>";
        QTest::newRow("tcpxo NCCL image v1.0.15 row")
            << "gcp"
            << "h100" << allReduce << "equals" << Trainer + QStringLiteral("/image")
            << "\"nvcr.io/nvidia/pytorch:25.06-py3\"";
        QTest::newRow("tcpxo plugin mount")
            << "gcp"
            << "h100" << allReduce << "equals"
            << NodeContainer + QStringLiteral("/volumeMounts/2/mountPath")
            << "\"/usr/local/nvidia\"";

        // Overriding the image.
        QTest::newRow("per-category image beats spec-level")
            << "gcp"
            << "h100"
            << QByteArray("spec:\n  image: spec/image:1\n  categories: [{domain: communication, "
                          "variant: nccl-all-reduce, options: {image: "
                          "nvcr.io/nvidia/pytorch:26.01-py3}}]\n")
            << "equals" << Trainer + QStringLiteral("/image")
            << "\"nvcr.io/nvidia/pytorch:26.01-py3\"";
        QTest::newRow("image replaces the node container")
            << "gcp"
            << "h100"
            << QByteArray("spec:\n  categories: [{domain: communication, variant: "
                          "nccl-all-reduce, options: {image: my/image:2}}]\n")
            << "equals" << NodeContainer + QStringLiteral("/image") << "\"my/image:2\"";
        QTest::newRow("image leaves the tcpxo-daemon sidecar")
            << "gcp"
            << "h100"
            << QByteArray("spec:\n  categories: [{domain: communication, variant: "
                          "nccl-all-reduce, options: {image: my/image:2}}]\n")
            << "equals" << NodePod + QStringLiteral("/initContainers/0/image")
            << "\"us-docker.pkg.dev/gce-ai-infra/gpudirect-tcpxo/tcpgpudmarxd-dev:v1.0.21\"";
        QTest::newRow("spec-level image also replaces DCGM's (the spec's trap)")
            << "gcp"
            << "h100"
            << QByteArray("spec:\n  image: nvcr.io/nvidia/pytorch:26.01-py3\n  categories: "
                          "[{domain: diagnostics, variant: dcgm-level4}]\n")
            << "equals" << Trainer + QStringLiteral("/image")
            << "\"nvcr.io/nvidia/pytorch:26.01-py3\"";
        QTest::newRow("no image option: dcgm keeps its DCGM image")
            << "gcp"
            << "h100"
            << QByteArray("spec:\n  categories: [{domain: diagnostics, variant: dcgm-level4}]\n")
            << "equals" << Trainer + QStringLiteral("/image")
            << "\"nvcr.io/nvidia/cloud-native/dcgm:4.5.2-1-ubuntu22.04\"";
    }

    void behaviour()
    {
        QFETCH(QString, platform);
        QFETCH(QString, arch);
        QFETCH(QByteArray, spec);
        QFETCH(QString, check);
        QFETCH(QString, where);
        QFETCH(QString, value);
        const auto catalog = Catalog::embedded();
        QVERIFY(catalog.has_value());
        const Certification cert = certification(spec);
        const auto detection = offlineDetection(cert.target, platform, arch);
        QVERIFY(detection.has_value());
        const auto render = renderCertification(cert, *catalog, *detection);
        QVERIFY2(render.has_value(), qPrintable(render ? QString() : render.error().message));
        QCOMPARE(render->categories.size(), 1);
        const QJsonObject workflow = render->categories.constFirst().workflow;
        const QString text =
            QString::fromUtf8(Accel::Doc::toJson(workflow, Accel::Doc::JsonStyle::Compact));
        if (check == QLatin1String("equals")) {
            const QJsonValue expected = Accel::Test::yaml(value.toUtf8());
            const QJsonValue got = at(workflow, where);
            QVERIFY2(got == expected,
                     qPrintable(QStringLiteral("%1 is %2")
                                    .arg(where, QString::fromUtf8(Accel::Doc::toJson(
                                                    got, Accel::Doc::JsonStyle::Compact)))));
        } else if (check == QLatin1String("absent")) {
            QVERIFY2(at(workflow, where).isUndefined(), qPrintable(where));
        } else if (check == QLatin1String("env")) {
            QCOMPARE(envValue(workflow, where), value);
        } else if (check == QLatin1String("nowhere")) {
            QVERIFY2(!text.contains(where), qPrintable(where));
        } else {
            QFAIL("unknown check");
        }
    }

    /// Issue 9: CategoryRender::base, over CRE's certification inputs and our fixtures, on every
    /// platform and architecture (so that overrides match in some rows and not in others).
    void certificationBase_data()
    {
        QTest::addColumn<QByteArray>("certification");
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("arch");
        const QStringList archs = validGpuArchitectures();
        const QStringList platforms = validPlatforms();
        // CRE's render-platform-flag cases that render (expected error empty), with their flags.
        const QDir cre(Accel::Test::conformanceDir() + QLatin1Char('/') + PlatformFlagDir);
        for (const QString &name : cre.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QString dir = cre.filePath(name);
            const auto expected =
                Accel::Doc::readDocumentFile(dir + QStringLiteral("/expected.json"));
            if (!expected ||
                !expected->toObject().value(QStringLiteral("error")).toString().isEmpty())
                continue;
            QByteArray cert = readBytes(dir + QStringLiteral("/input_certification.yaml"));
            if (cert.isEmpty())
                cert = "apiVersion: nvcre.nvidia.com/v1alpha1\nkind: Certification\n"
                       "metadata: {name: test-cert}\nspec:\n  categories: [{domain: "
                       "communication, variant: nccl-all-reduce}]\n";
            const auto input = Accel::Doc::readDocumentFile(dir + QStringLiteral("/input.yaml"));
            const QJsonObject flags = input ? input->toObject() : QJsonObject();
            addBaseRows(QStringLiteral("cre/") + name, cert,
                        {flags.value(QStringLiteral("platform")).toString()},
                        {flags.value(QStringLiteral("gpuArch")).toString()});
            addBaseRows(QStringLiteral("cre/") + name, cert, platforms, archs);
        }
        for (const char *file : {"all-entries.yaml", "onprem-gb300.yaml", "no-product.yaml"})
            addBaseRows(QLatin1String(file),
                        readBytes(Accel::Test::fixture(QStringLiteral("nvcre/certification/") +
                                                       QLatin1String(file))),
                        platforms, archs);
    }

    void certificationBase()
    {
        QFETCH(QByteArray, certification);
        QFETCH(QString, platform);
        QFETCH(QString, arch);
        const auto catalog = Catalog::embedded();
        QVERIFY(catalog.has_value());
        const auto cert = readCertification(certification, QStringLiteral("row.yaml"));
        QVERIFY2(cert.has_value(), qPrintable(cert ? QString() : cert.error().message));
        const auto detection = offlineDetection(cert->target, platform, arch);
        QVERIFY2(detection.has_value(),
                 qPrintable(detection ? QString() : detection.error().message));
        const auto render = renderCertification(*cert, *catalog, *detection);
        QVERIFY2(render.has_value(), qPrintable(render ? QString() : render.error().message));
        QVERIFY(!render->categories.isEmpty());
        for (const CategoryRender &category : render->categories) {
            const QString problem = checkBase(category.base, category.workflow, category.overrides);
            QVERIFY2(problem.isEmpty(),
                     qPrintable(category.domain + QLatin1Char('/') + category.variant +
                                QStringLiteral(": ") + problem));
        }
    }

    /// Issue 9: WorkloadRunRender::base, over CRE's build-workflow-spec runs and our fixture.
    void workloadRunBase_data()
    {
        QTest::addColumn<QByteArray>("run");
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("arch");
        const QStringList archs = validGpuArchitectures();
        const QStringList platforms = validPlatforms();
        const QDir cre(Accel::Test::conformanceDir() + QLatin1Char('/') + WorkloadRunDir);
        for (const QString &name : cre.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const auto input =
                Accel::Doc::readDocumentFile(cre.filePath(name) + QStringLiteral("/input.yaml"));
            if (!input)
                continue;
            QJsonObject run = input->toObject().value(QStringLiteral("run")).toObject();
            run.insert(QStringLiteral("apiVersion"), QStringLiteral("nvcre.nvidia.com/v1alpha1"));
            run.insert(QStringLiteral("kind"), QStringLiteral("WorkloadRun"));
            addBaseRows(QStringLiteral("cre/") + name, QJsonDocument(run).toJson(), platforms,
                        archs);
        }
        addBaseRows(
            QStringLiteral("workloadrun.yaml"),
            readBytes(Accel::Test::fixture(QStringLiteral("nvcre/certification/workloadrun.yaml"))),
            platforms, archs);
    }

    void workloadRunBase()
    {
        QFETCH(QByteArray, run);
        QFETCH(QString, platform);
        QFETCH(QString, arch);
        const auto catalog = Catalog::embedded();
        QVERIFY(catalog.has_value());
        const auto workloadRun = readWorkloadRun(run, QStringLiteral("row.yaml"));
        QVERIFY2(workloadRun.has_value(),
                 qPrintable(workloadRun ? QString() : workloadRun.error().message));
        const TargetSelector target =
            TargetSelector::fromJson(workloadRun->spec.value(QStringLiteral("target")).toObject());
        const auto detection = offlineDetection(target, platform, arch);
        QVERIFY2(detection.has_value(),
                 qPrintable(detection ? QString() : detection.error().message));
        for (const bool platformGiven : {true, false}) {
            const auto render =
                renderWorkloadRun(*workloadRun, *catalog, *detection, platformGiven);
            QVERIFY2(render.has_value(), qPrintable(render ? QString() : render.error().message));
            const QString problem = checkBase(render->base, render->workflow, render->overrides);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }

    /// The rows above cover both branches: renders where overrides matched and changed the spec
    /// (base differs) and renders where none matched (base equals). Also: the base keeps the
    /// option transforms (the per-category image), so the image is not an override difference.
    /// The options' transforms (image, workloadMetadata labels) reach the base as they reach
    /// the rendered Workflow: with no override matching, base and rendered specs are equal, and
    /// the base has the option's image (one no catalog entry uses) and label.
    void baseCarriesTheOptions()
    {
        const auto catalog = Catalog::embedded();
        QVERIFY(catalog.has_value());
        const auto cert = readCertification(
            readBytes(Accel::Test::fixture(QStringLiteral("nvcre/certification/options.yaml"))),
            QStringLiteral("options.yaml"));
        QVERIFY(cert.has_value());
        int unmatched = 0;
        for (const QString &platform : validPlatforms()) {
            const auto render = renderCertification(
                *cert, *catalog, *offlineDetection(cert->target, platform, QString()));
            QVERIFY(render.has_value());
            for (const CategoryRender &c : render->categories) {
                QCOMPARE(at(c.base, QStringLiteral("/spec/jobTemplate/metadata/labels/team")),
                         QJsonValue(QStringLiteral("media")));
                QCOMPARE(at(c.workflow, QStringLiteral("/spec/jobTemplate/metadata/labels/team")),
                         QJsonValue(QStringLiteral("media")));
                if (!at(c.workflow, Trainer + QStringLiteral("/image")).isUndefined())
                    QCOMPARE(
                        at(c.base, Trainer + QStringLiteral("/image")),
                        QJsonValue(QStringLiteral("registry.example.com/team/pytorch:custom-1")));
                if (c.overrides.applied().isEmpty()) {
                    ++unmatched;
                    QCOMPARE(c.base.value(QStringLiteral("spec")),
                             c.workflow.value(QStringLiteral("spec")));
                }
            }
        }
        QVERIFY2(unmatched > 0, "every render matched an override");
    }

    void baseCoversBothCases()
    {
        const auto catalog = Catalog::embedded();
        QVERIFY(catalog.has_value());
        const auto cert = readCertification(
            readBytes(Accel::Test::fixture(QStringLiteral("nvcre/certification/all-entries.yaml"))),
            QStringLiteral("all-entries.yaml"));
        QVERIFY(cert.has_value());
        int differing = 0;
        int equal = 0;
        for (const QString &platform : validPlatforms()) {
            for (const QString &arch : validGpuArchitectures()) {
                const auto render = renderCertification(
                    *cert, *catalog, *offlineDetection(cert->target, platform, arch));
                QVERIFY(render.has_value());
                for (const CategoryRender &c : render->categories) {
                    const QJsonValue baseSpec = c.base.value(QStringLiteral("spec"));
                    const QJsonValue spec = c.workflow.value(QStringLiteral("spec"));
                    if (c.overrides.applied().isEmpty())
                        ++equal;
                    else if (baseSpec != spec)
                        ++differing;
                    if (c.variant == QLatin1String("nccl-all-reduce"))
                        QCOMPARE(at(c.base, Trainer + QStringLiteral("/image")).toString(),
                                 QStringLiteral("nvcr.io/nvidia/pytorch:26.01-py3"));
                }
            }
        }
        QVERIFY2(differing > 0, "no render had an override that changed the spec");
        QVERIFY2(equal > 0, "every render matched an override");

        // The same for the WorkloadRun fixture (the catalog's WorkloadRun overrides).
        const auto run = readWorkloadRun(
            readBytes(Accel::Test::fixture(QStringLiteral("nvcre/certification/workloadrun.yaml"))),
            QStringLiteral("workloadrun.yaml"));
        QVERIFY(run.has_value());
        int runDiffering = 0;
        int runEqual = 0;
        for (const QString &platform : validPlatforms()) {
            for (const QString &arch : validGpuArchitectures()) {
                const auto render =
                    renderWorkloadRun(*run, *catalog, *offlineDetection({}, platform, arch), true);
                QVERIFY(render.has_value());
                if (render->overrides.applied().isEmpty())
                    ++runEqual;
                else if (render->base.value(QStringLiteral("spec")) !=
                         render->workflow.value(QStringLiteral("spec")))
                    ++runDiffering;
            }
        }
        QVERIFY2(runDiffering > 0, "no WorkloadRun render had an override that changed the spec");
        QVERIFY2(runEqual > 0, "every WorkloadRun render matched an override");
    }

    void labelsAndNames()
    {
        const auto catalog = Catalog::embedded();
        QVERIFY(catalog.has_value());
        const Certification cert = certification(
            "spec:\n  categories:\n  - {domain: communication, variant: nccl-all-reduce}\n"
            "  - {domain: training, variant: nemotron5-8b}\n");
        const auto render = renderCertification(
            cert, *catalog, *offlineDetection(cert.target, {}, QStringLiteral("h100")));
        QVERIFY(render.has_value());
        QCOMPARE(render->categories.size(), 2);
        const QJsonObject meta =
            render->categories.at(0).workflow.value(QStringLiteral("metadata")).toObject();
        // "cert-communication-nccl-all-reduce" is 34 characters: truncated with a hash.
        QCOMPARE(meta.value(QStringLiteral("name")).toString().size(), 31);
        QVERIFY(meta.value(QStringLiteral("name"))
                    .toString()
                    .startsWith(QStringLiteral("cert-communication-nccl-a-")));
        QCOMPARE(meta.value(QStringLiteral("name")).toString(),
                 workflowName(QStringLiteral("cert"), QStringLiteral("communication"),
                              QStringLiteral("nccl-all-reduce")));
        const QJsonObject labels = meta.value(QStringLiteral("labels")).toObject();
        QCOMPARE(labels.value(QStringLiteral("nvcre.nvidia.com/certification")).toString(),
                 QStringLiteral("cert"));
        QCOMPARE(labels.value(QStringLiteral("nvcre.nvidia.com/category-domain")).toString(),
                 QStringLiteral("communication"));
        QCOMPARE(labels.value(QStringLiteral("nvcre.nvidia.com/category-variant")).toString(),
                 QStringLiteral("nccl-all-reduce"));
        QCOMPARE(labels.value(QStringLiteral("app.kubernetes.io/managed-by")).toString(),
                 QStringLiteral("nvcre"));
        // offline default platform: onprem
        QCOMPARE(render->platform, QStringLiteral("onprem"));
        QVERIFY(!render->categories.at(0)
                     .workflow.value(QStringLiteral("spec"))
                     .toObject()
                     .contains(QStringLiteral("overrides")));
    }

    void rdmaDeviceAccessIsCaseSensitive_data()
    {
        QTest::addColumn<QByteArray>("spec");
        QTest::addColumn<QString>("message");
        QTest::newRow("spec") << QByteArray("spec:\n  rdmaDeviceAccess: HostPath\n  categories: "
                                            "[{domain: communication, variant: nccl-all-reduce}]\n")
                              << "certification cert: invalid rdmaDeviceAccess \"HostPath\"; valid "
                                 "values: [hostPath, devicePlugin]";
        QTest::newRow("category")
            << QByteArray("spec:\n  categories: [{domain: communication, variant: "
                          "nccl-all-reduce, options: {rdmaDeviceAccess: hostpath}}]\n")
            << "certification cert: category communication/nccl-all-reduce: invalid "
               "rdmaDeviceAccess \"hostpath\"; valid values: [hostPath, devicePlugin]";
    }
    void rdmaDeviceAccessIsCaseSensitive()
    {
        QFETCH(QByteArray, spec);
        QFETCH(QString, message);
        const auto cert = readCertification(
            "apiVersion: nvcre.nvidia.com/v1alpha1\nkind: Certification\nmetadata: {name: cert}\n" +
                spec,
            QStringLiteral("t.yaml"));
        QVERIFY(!cert.has_value());
        QCOMPARE(cert.error().message, message);
    }

    void devicePluginRendersExactlyWhatUnsetDoes()
    {
        const auto catalog = Catalog::embedded();
        QVERIFY(catalog.has_value());
        const Certification unset = certification(
            "spec:\n  categories: [{domain: communication, variant: nccl-all-reduce}]\n");
        const Certification plugin = certification(
            "spec:\n  rdmaDeviceAccess: devicePlugin\n  categories: [{domain: communication, "
            "variant: nccl-all-reduce}]\n");
        for (const QString &platform :
             {QStringLiteral("oci"), QStringLiteral("azure"), QStringLiteral("onprem")}) {
            const auto d = offlineDetection(unset.target, platform, QStringLiteral("gb300"));
            const auto a = renderCertification(unset, *catalog, *d);
            const auto b = renderCertification(plugin, *catalog, *d);
            QVERIFY(a && b);
            QCOMPARE(a->categories.at(0).workflow, b->categories.at(0).workflow);
        }
    }

    void gpuArchitectureDefaultsWarning()
    {
        // Spec "On-prem clusters": an architecture missing from the table (a10g, from a node's
        // product label) falls back to 4 GPUs and no NICs, with a Warning naming the sizes.
        const auto catalog = Catalog::embedded();
        QVERIFY(catalog.has_value());
        const Certification cert = certification(
            "spec:\n  categories: [{domain: communication, variant: nccl-all-reduce}]\n");
        RenderDetection detection;
        detection.offline = false;
        detection.detection.platform = QStringLiteral("aws");
        detection.detection.gpuArchitecture = QStringLiteral("a10g");
        const auto render = renderCertification(cert, *catalog, detection);
        QVERIFY(render.has_value());
        QCOMPARE(render->events.constFirst().type, QStringLiteral("Warning"));
        QCOMPARE(render->events.constFirst().reason, QStringLiteral("GPUArchitectureDefaults"));
        QCOMPARE(render->events.constFirst().message,
                 QStringLiteral("GPU architecture \"a10g\" has no entry in the catalog's GPU "
                                "defaults, which fall back to gpusPerNode=4 mlnxPerNode=0 for it; "
                                "this run is sized at gpusPerNode=4 mlnxPerNode=0. If the nodes "
                                "differ, set spec.gpusPerNode and spec.mlnxPerNode (or "
                                "spec.categories[].options), and file an issue so the architecture "
                                "can be added to the catalog."));
        QCOMPARE(render->categories.at(0).shape, (GpuShape{4, 0}));
        // A known architecture: silent.
        detection.detection.gpuArchitecture = QStringLiteral("h100");
        const auto known = renderCertification(cert, *catalog, detection);
        for (const NvcreEvent &e : known->events)
            QVERIFY(e.reason != QLatin1String("GPUArchitectureDefaults"));
    }

    void offlineLabelLessPlatformNeedsGpuArch()
    {
        TargetSelector none;
        const auto d = offlineDetection(none, QStringLiteral("nscale"), {});
        QVERIFY(!d.has_value());
        QCOMPARE(d.error().code, QStringLiteral("NVCRE_GPU_ARCH_REQUIRED"));
        QVERIFY(d.error().message.contains(QStringLiteral("pass --gpu-arch")));
        // The target's product label resolves it (cre render-platform-flag/nscale).
        TargetSelector gb300;
        gb300.nodeSelector.insert(QStringLiteral("nvidia.com/gpu.product"),
                                  QStringLiteral("NVIDIA-GB300"));
        const auto ok = offlineDetection(gb300, QStringLiteral("nscale"), {});
        QVERIFY(ok.has_value());
        QCOMPARE(ok->detection.gpuArchitecture, QStringLiteral("gb300"));
    }

    void categoryNotFound()
    {
        const auto catalog = Catalog::embedded();
        const Certification cert =
            certification("spec:\n  categories: [{domain: communication, variant: nccl-bogus}]\n");
        const auto render = renderCertification(
            cert, *catalog, *offlineDetection(cert.target, {}, QStringLiteral("h100")));
        QVERIFY(!render.has_value());
        QCOMPARE(render.error().code, QStringLiteral("NVCRE_CATEGORY_NOT_FOUND"));
        QVERIFY(render.error().message.contains(QStringLiteral("communication/nccl-all-reduce")));
    }

    void everyEntryRendersOnEveryMockPair()
    {
        const auto catalog = Catalog::embedded();
        QVERIFY(catalog.has_value());
        QByteArray cats = "spec:\n  categories:\n";
        for (const QString &key : catalog->keys()) {
            const QStringList p = key.split(QLatin1Char('/'));
            cats += "  - {domain: " + p[0].toUtf8() + ", variant: " + p[1].toUtf8() + "}\n";
        }
        const Certification cert = certification(cats);
        for (const QString &platform : validPlatforms()) {
            for (const QString &arch : validGpuArchitectures()) {
                const auto d = offlineDetection(cert.target, platform, arch);
                QVERIFY(d.has_value());
                const auto render = renderCertification(cert, *catalog, *d);
                QVERIFY2(render.has_value(),
                         qPrintable(platform + QLatin1Char('/') + arch + QStringLiteral(": ") +
                                    (render ? QString() : render.error().message)));
                QCOMPARE(render->categories.size(), 6);
                for (const NvcreEvent &e : render->events)
                    QVERIFY2(e.reason != QLatin1String("OverrideNoOp"), qPrintable(e.message));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestCertificationRender)
#include "tst_certificationrender.moc"
