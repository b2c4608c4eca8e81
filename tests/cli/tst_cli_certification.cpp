// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl certification render` and `accelctl workloadrun render` end to end (issue 8,
// section 4): offline, --snapshot and --catalog sources, one Workflow per category, events on
// stderr, the flag rules (--gpu-arch with --dry-run and unknown values: exit 2) and errors
// (exit 1).
#include "clirunner.h"
#include "testsupport.h"

#include "doc/documentreader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel::Test;

namespace {

QString cert(const char *name)
{
    return fixture(QStringLiteral("nvcre/certification/") + QString::fromUtf8(name));
}

QString snapshot(const char *name)
{
    return fixture(QStringLiteral("nvcre/detection/") + QString::fromUtf8(name) +
                   QStringLiteral(".snapshot.yaml"));
}

QStringList render(const QString &what, QStringList extra)
{
    return QStringList{what, QStringLiteral("render")} + extra;
}

QJsonArray items(const CliResult &result)
{
    return QJsonDocument::fromJson(result.out).object().value(QStringLiteral("items")).toArray();
}

} // namespace

class TestCliCertification : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exitCodesAndMessages_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stderrHas");
        QTest::newRow("offline onprem gb300")
            << render(QStringLiteral("certification"), {cert("onprem-gb300.yaml")}) << 0
            << "Normal OverrideApplied: communication/nccl-all-reduce: Override[";
        QTest::newRow("unknown platform lists the valid ones")
            << render(QStringLiteral("certification"),
                      {cert("onprem-gb300.yaml"), QStringLiteral("--platform"),
                       QStringLiteral("bogus")})
            << 2
            << "invalid --platform \"bogus\": must be one of aws, gcp, azure, oci, onprem, "
               "togetherai, mistral, forge, nscale";
        QTest::newRow("unknown architecture lists the valid ones")
            << render(QStringLiteral("certification"),
                      {cert("onprem-gb300.yaml"), QStringLiteral("--gpu-arch"),
                       QStringLiteral("gb2OO")})
            << 2
            << "invalid --gpu-arch \"gb2OO\": must be one of a100, b200, b300, gb200, gb300, "
               "h100, h200, l40, l40s, rtxpro6000";
        QTest::newRow("--gpu-arch with --dry-run is a usage error")
            << render(QStringLiteral("certification"),
                      {cert("onprem-gb300.yaml"), QStringLiteral("--dry-run"),
                       QStringLiteral("--gpu-arch"), QStringLiteral("gb300")})
            << 2 << "--gpu-arch cannot be combined with --dry-run";
        QTest::newRow("label-less platform offline needs --gpu-arch")
            << render(QStringLiteral("certification"),
                      {cert("no-product.yaml"), QStringLiteral("--platform"),
                       QStringLiteral("nscale")})
            << 1 << "pass --gpu-arch";
        QTest::newRow("label-less platform with --gpu-arch")
            << render(QStringLiteral("certification"),
                      {cert("no-product.yaml"), QStringLiteral("--platform"),
                       QStringLiteral("nscale"), QStringLiteral("--gpu-arch"),
                       QStringLiteral("gb300")})
            << 0 << "";
        QTest::newRow("case-sensitive rdmaDeviceAccess")
            << render(QStringLiteral("certification"), {cert("bad-rdma.yaml")}) << 1
            << "certification bad: invalid rdmaDeviceAccess \"HostPath\"; valid values: "
               "[hostPath, devicePlugin]";
        QTest::newRow("GKE networks: 7 found, Warning")
            << render(QStringLiteral("certification"),
                      {cert("all-entries.yaml"), QStringLiteral("--snapshot"),
                       snapshot("gcp-networks-7")})
            << 0
            << "Warning GKENetworkDetection: GKE TCPXO network auto-detection found 7 networks";
        QTest::newRow("snapshot: prints the detected NIC resource")
            << render(QStringLiteral("certification"),
                      {cert("all-entries.yaml"), QStringLiteral("--snapshot"),
                       snapshot("nic-shared-plugin")})
            << 0
            << "Auto-detected NIC resource \"rdma/rdma_shared_device_a\" (allocatable at the "
               "requested count on every target node)";
        QTest::newRow("snapshot: prints the detected TCPXO plugin")
            << render(QStringLiteral("certification"),
                      {cert("all-entries.yaml"), QStringLiteral("--snapshot"),
                       snapshot("tcpxo-v1.0.17-1")})
            << 0
            << "Auto-detected TCPXO plugin v1.0.17 on every target node: NCCL image "
               "nvcr.io/nvidia/pytorch:26.01-py3, training image nvcr.io/nvidia/pytorch:25.08-py3";
        QTest::newRow("snapshot: NIC detection event per category")
            << render(
                   QStringLiteral("certification"),
                   {cert("all-entries.yaml"), QStringLiteral("--snapshot"), snapshot("nic-none")})
            << 0
            << "Normal NICResourceDetection: communication/nccl-all-gather: NIC resource "
               "auto-detection found no RDMA extended resource";
        QTest::newRow("workloadrun unknown platform")
            << render(QStringLiteral("workloadrun"),
                      {cert("workloadrun.yaml"), QStringLiteral("--platform"),
                       QStringLiteral("bogus")})
            << 2 << "invalid --platform \"bogus\"";
        QTest::newRow("workloadrun --gpu-arch with --dry-run")
            << render(QStringLiteral("workloadrun"),
                      {cert("workloadrun.yaml"), QStringLiteral("--dry-run"),
                       QStringLiteral("--gpu-arch"), QStringLiteral("h100")})
            << 2 << "--gpu-arch cannot be combined with --dry-run";
    }
    void exitCodesAndMessages()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, stderrHas);
        const CliResult result = runAccelctl(args);
        QVERIFY2(result.exitCode == exitCode, result.err.constData());
        QVERIFY2(QString::fromUtf8(result.err).contains(stderrHas), result.err.constData());
    }

    void snapshotArchitectureFallsBackToTheSelector()
    {
        // CRE: detection on real nodes that report no architecture (a driver publishing no
        // productName) falls back to the target's nvidia.com/gpu.product selector
        // (Nvcre::clusterDetection, shared with the Overrides panel).
        for (const QString &what :
             {QStringLiteral("certification"), QStringLiteral("workloadrun")}) {
            const QString file = what == QLatin1String("workloadrun") ? cert("workloadrun.yaml")
                                                                      : cert("onprem-gb300.yaml");
            const CliResult result =
                runAccelctl(render(what, {file, QStringLiteral("--snapshot"),
                                          snapshot("resourceslices-no-productname"),
                                          QStringLiteral("-o"), QStringLiteral("json")}));
            QVERIFY2(result.exitCode == 0, result.err.constData());
            // Every option the command reads is one it defines (no parser warning).
            QVERIFY2(!result.err.contains("option not defined"), result.err.constData());
            QJsonArray workflows = items(result);
            if (workflows.isEmpty()) // a WorkloadRun prints one Workflow, not a List
                workflows.append(QJsonDocument::fromJson(result.out).object());
            QVERIFY(!workflows.isEmpty());
            // onprem-gb300 selects NVIDIA-GB300, the run NVIDIA-H100-80GB-HBM3.
            const QString expected = what == QLatin1String("certification")
                                         ? QStringLiteral("gb300")
                                         : QStringLiteral("h100");
            for (const QJsonValue &w : std::as_const(workflows)) {
                QCOMPARE(w[QStringLiteral("metadata")][QStringLiteral("annotations")]
                          [QStringLiteral("nvcrectl.nvidia.com/detected-gpu-architecture")]
                              .toString(),
                         expected);
            }
        }
    }

    void oneWorkflowPerCategory()
    {
        const CliResult result = runAccelctl(
            render(QStringLiteral("certification"),
                   {cert("all-entries.yaml"), QStringLiteral("--gpu-arch"), QStringLiteral("h100"),
                    QStringLiteral("--platform"), QStringLiteral("gcp"), QStringLiteral("-o"),
                    QStringLiteral("json")}));
        QCOMPARE(result.exitCode, 0);
        const QJsonArray workflows = items(result);
        QCOMPARE(workflows.size(), 6);
        // Offline: nothing was detected, so nothing says it was, and the GCP H100 defaults
        // (spec "GCP H100 clusters") are rendered without a fallback Warning.
        QVERIFY(!result.err.contains("Auto-detected"));
        QVERIFY2(!result.err.contains("Warning"), result.err.constData());
        QStringList variants;
        for (const QJsonValue &w : workflows) {
            const QJsonObject labels =
                w[QStringLiteral("metadata")][QStringLiteral("labels")].toObject();
            QCOMPARE(labels.value(QStringLiteral("nvcre.nvidia.com/certification")).toString(),
                     QStringLiteral("all"));
            variants
                << labels.value(QStringLiteral("nvcre.nvidia.com/category-variant")).toString();
            QVERIFY(w[QStringLiteral("metadata")][QStringLiteral("name")].toString().size() <= 31);
        }
        QCOMPARE(variants,
                 QStringList({QStringLiteral("nccl-all-reduce"), QStringLiteral("nccl-all-gather"),
                              QStringLiteral("nccl-alltoall"), QStringLiteral("nccl-loopback"),
                              QStringLiteral("dcgm-level4"), QStringLiteral("nemotron5-8b")}));
        // Overriding the image: the per-category image on the NCCL category only.
        const auto trainerImage = [&](int i) {
            return workflows
                .at(i)[QStringLiteral("spec")][QStringLiteral("jobTemplate")][QStringLiteral(
                    "spec")][QStringLiteral("workload")][QStringLiteral("trainJob")]
                      [QStringLiteral("trainer")][QStringLiteral("image")]
                .toString();
        };
        QCOMPARE(trainerImage(0), QStringLiteral("nvcr.io/nvidia/pytorch:26.01-py3"));
        QCOMPARE(trainerImage(1),
                 QStringLiteral("nvcr.io/nvidia/pytorch:25.06-py3")); // v1.0.15 row
        QCOMPARE(trainerImage(4),
                 QStringLiteral("nvcr.io/nvidia/cloud-native/dcgm:4.5.2-1-ubuntu22.04"));
    }

    void snapshotDetection_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("has");
        QTest::addColumn<QString>("hasNot");
        QTest::newRow("metal3 trap: mistral pins HCAs")
            << QStringList{QStringLiteral("--snapshot"), snapshot("metal3-trap")} << "NCCL_IB_HCA"
            << "\"nvcrectl.nvidia.com/detected-platform\": \"onprem\"";
        QTest::newRow("--platform onprem: generic on-prem")
            << QStringList{QStringLiteral("--snapshot"), snapshot("metal3-trap"),
                           QStringLiteral("--platform"), QStringLiteral("onprem")}
            << "\"nvcrectl.nvidia.com/detected-platform\": \"onprem\""
            << "NCCL_IB_HCA";
        QTest::newRow("HGX: detected shared NIC resource x 8")
            << QStringList{QStringLiteral("--snapshot"), snapshot("nic-shared-plugin")}
            << "\"rdma/rdma_shared_device_a\": \"8\""
            << "NICResourceDetection";
        QTest::newRow("TCPXO v1.0.17-1: the v1.0.17 row")
            << QStringList{QStringLiteral("--snapshot"), snapshot("tcpxo-v1.0.17-1")}
            << "tcpgpudmarxd-dev:v1.0.23"
            << "tcpgpudmarxd-dev:v1.0.21";
    }
    void snapshotDetection()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, has);
        QFETCH(QString, hasNot);
        const CliResult result = runAccelctl(render(
            QStringLiteral("certification"),
            QStringList{cert("all-entries.yaml"), QStringLiteral("-o"), QStringLiteral("json")} +
                extra));
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QString all = QString::fromUtf8(result.out + result.err);
        QVERIFY2(all.contains(has), qPrintable(has));
        QVERIFY2(!all.contains(hasNot), qPrintable(hasNot));
    }

    void perCategoryNicDetection()
    {
        // Spec "On-prem clusters": with the default mlnxPerNode 8 a pooled rdma/ib: 1 is not
        // detected; a category asking for mlnxPerNode 1 gets its own detection.
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("cert.yaml")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "apiVersion: nvcre.nvidia.com/v1alpha1\nkind: Certification\n"
            "metadata: {name: c}\nspec:\n  categories:\n"
            "  - {domain: communication, variant: nccl-all-reduce}\n"
            "  - {domain: communication, variant: nccl-all-gather, options: {mlnxPerNode: 1}}\n");
        file.close();
        const CliResult result = runAccelctl(
            render(QStringLiteral("certification"),
                   {file.fileName(), QStringLiteral("--snapshot"), snapshot("nic-below-count"),
                    QStringLiteral("-o"), QStringLiteral("json")}));
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QJsonArray workflows = items(result);
        QCOMPARE(workflows.size(), 2);
        const QByteArray first = QJsonDocument(workflows.at(0).toObject()).toJson();
        const QByteArray second = QJsonDocument(workflows.at(1).toObject()).toJson();
        QVERIFY2(!first.contains("\"rdma/"), first.constData());
        QVERIFY2(second.contains("\"rdma/ib\": \"1\""), second.constData());
        QVERIFY(result.err.contains("NICResourceDetection: communication/nccl-all-reduce: NIC "
                                    "resource auto-detection found candidates"));
    }

    void catalogDirectory()
    {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(QStringLiteral("diagnostics")));
        QFile entry(dir.filePath(QStringLiteral("diagnostics/dcgm-level4.yaml")));
        QVERIFY(entry.open(QIODevice::WriteOnly));
        entry.write("metadata: {domain: diagnostics, variant: dcgm-level4, timeoutPerJob: 3h}\n"
                    "spec:\n  jobTemplate: {spec: {workload: {trainJob: {trainer: {image: x}}}}}\n"
                    "  orchestration: {execution: {timeoutPerJob: $(timeoutPerJob)}}\n");
        entry.close();
        const CliResult ok =
            runAccelctl(render(QStringLiteral("certification"),
                               {cert("no-product.yaml"), QStringLiteral("--gpu-arch"),
                                QStringLiteral("h100"), QStringLiteral("--catalog"), dir.path(),
                                QStringLiteral("-o"), QStringLiteral("json")}));
        QVERIFY2(ok.exitCode == 0, ok.err.constData());
        QCOMPARE(items(ok)
                     .at(0)[QStringLiteral("spec")][QStringLiteral("orchestration")]
                           [QStringLiteral("execution")][QStringLiteral("timeoutPerJob")]
                     .toString(),
                 QStringLiteral("3h0m0s"));
        // A category the catalog lacks; then a broken entry names its file and field.
        const CliResult missing = runAccelctl(
            render(QStringLiteral("certification"),
                   {cert("onprem-gb300.yaml"), QStringLiteral("--catalog"), dir.path()}));
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("communication/nccl-all-reduce is not in the catalog"));
        QVERIFY(entry.open(QIODevice::WriteOnly | QIODevice::Truncate));
        entry.write("metadata: {domain: diagnostics, variant: dcgm-level4, minGPUs: -1}\nspec: "
                    "{jobTemplate: {}}\n");
        entry.close();
        const CliResult broken =
            runAccelctl(render(QStringLiteral("certification"),
                               {cert("no-product.yaml"), QStringLiteral("--catalog"), dir.path()}));
        QCOMPARE(broken.exitCode, 1);
        QVERIFY2(broken.err.contains("diagnostics/dcgm-level4.yaml: metadata.minGPUs"),
                 broken.err.constData());
    }

    void workloadRun()
    {
        const CliResult offline = runAccelctl(
            render(QStringLiteral("workloadrun"),
                   {cert("workloadrun.yaml"), QStringLiteral("-o"), QStringLiteral("json")}));
        QVERIFY2(offline.exitCode == 0, offline.err.constData());
        const QJsonObject w = items(offline).at(0).toObject();
        const QJsonObject meta = w.value(QStringLiteral("metadata")).toObject();
        QCOMPARE(meta[QStringLiteral("labels")][QStringLiteral("nvcre.nvidia.com/workload-run")]
                     .toString(),
                 QStringLiteral("wr-torch"));
        QCOMPARE(meta[QStringLiteral("annotations")]
                     [QStringLiteral("nvcrectl.nvidia.com/detected-gpu-architecture")]
                         .toString(),
                 QStringLiteral("h100"));
        // detected-platform only when --platform is given (CRE's workloadrun render).
        QVERIFY(meta[QStringLiteral("annotations")]
                    [QStringLiteral("nvcrectl.nvidia.com/detected-platform")]
                        .isUndefined());
        QCOMPARE(w[QStringLiteral("spec")][QStringLiteral("orchestration")]
                  [QStringLiteral("execution")][QStringLiteral("timeoutPerJob")]
                      .toString(),
                 QStringLiteral("24h0m0s"));
        const CliResult gcp = runAccelctl(
            render(QStringLiteral("workloadrun"),
                   {cert("workloadrun.yaml"), QStringLiteral("--platform"), QStringLiteral("gcp"),
                    QStringLiteral("-o"), QStringLiteral("json")}));
        QVERIFY2(gcp.exitCode == 0, gcp.err.constData());
        const QJsonObject g = items(gcp).at(0).toObject();
        QCOMPARE(g[QStringLiteral("metadata")][QStringLiteral("annotations")]
                  [QStringLiteral("nvcrectl.nvidia.com/detected-platform")]
                      .toString(),
                 QStringLiteral("gcp"));
        // The run's image wins over the TCPXO row's; the sidecar is there.
        QCOMPARE(g[QStringLiteral("spec")][QStringLiteral("jobTemplate")][QStringLiteral("spec")]
                  [QStringLiteral("workload")][QStringLiteral("trainJob")]
                  [QStringLiteral("trainer")][QStringLiteral("image")]
                      .toString(),
                 QStringLiteral("nvcr.io/nvidia/pytorch:24.01-py3"));
        QVERIFY(gcp.out.contains("tcpxo-daemon"));
    }
};

QTEST_GUILESS_MAIN(TestCliCertification)
#include "tst_cli_certification.moc"
