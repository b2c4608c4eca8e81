// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "fleet.h"

#include "doc/yamlwriter.h"
#include "kube/snapshot.h"

#include <QJsonDocument>
#include <QList>

#include <cstdio>
#include <cstdlib>

namespace Accel::Bench {

namespace {

QByteArray attr(const char *name, const QByteArray &type, const QByteArray &value)
{
    return QByteArray("\"") + name + "\":{\"" + type + "\":" + value + '}';
}

QByteArray str(const QByteArray &s)
{
    return '"' + s + '"';
}

QByteArray sliceJson(const QByteArray &node, const char *driver, const QList<QByteArray> &devices)
{
    return QByteArray("{\"apiVersion\":\"resource.k8s.io/v1\",\"kind\":\"ResourceSlice\","
                      "\"metadata\":{\"name\":\"") +
           node + '-' + driver +
           "\",\"creationTimestamp\":\"2026-11-01T10:00:00Z\"},\"spec\":{"
           "\"driver\":\"" +
           driver + "\",\"nodeName\":\"" + node + "\",\"pool\":{\"name\":\"" + node +
           "\",\"generation\":1,\"resourceSliceCount\":1},\"devices\":[" + devices.join(',') +
           "]}}";
}

} // namespace

QByteArray fleetJson(int nodes, int gpusPerNode)
{
    static const char *const caps[] = {"decodeAV1Main",
                                       "decodeAV1Main10",
                                       "decodeH264",
                                       "decodeHEVCMain",
                                       "decodeHEVCMain10",
                                       "decodeMPEG2",
                                       "decodeVC1",
                                       "decodeVP8",
                                       "decodeVP9",
                                       "decodeVP9Profile2",
                                       "encodeH264",
                                       "encodeH264LowPower",
                                       "encodeHEVCMain",
                                       "encodeHEVCMain10",
                                       "encodeHEVCMain10LowPower",
                                       "encodeHEVCMainLowPower",
                                       "scale10bit",
                                       "scale8bit"};
    QByteArray out = "{\"apiVersion\":\"v1\",\"kind\":\"List\",\"items\":[";
    for (int n = 0; n < nodes; ++n) {
        const QByteArray node = "node-" + QByteArray::number(n);
        const bool intel = n % 2 == 0;
        out += "{\"apiVersion\":\"v1\",\"kind\":\"Node\",\"metadata\":{\"name\":\"" + node +
               "\",\"labels\":{\"kubernetes.io/hostname\":\"" + node + "\"" +
               (intel ? QByteArray() : QByteArray(",\"nvidia.com/gpu.present\":\"true\"")) + "}}},";
        QList<QByteArray> liken, other;
        for (int g = 0; g < gpusPerNode; ++g) {
            const QByteArray bus =
                QByteArray("0000:") + QByteArray::number(0x10 + g * 0x10, 16) + ":00.0";
            const QByteArray devName =
                "pci-0000-" + QByteArray::number(0x10 + g * 0x10, 16) + "-00-0";
            liken << "{\"name\":\"" + devName +
                         "\",\"allowMultipleAllocations\":true,"
                         "\"attributes\":{" +
                         QList<QByteArray>{
                             attr("address", "string", str(bus)),
                             attr("bus", "string", str("pci")),
                             attr("class", "string", str("display")),
                             attr("driver", "string", str(intel ? "i915" : "nvidia")),
                             attr("name", "string", str(intel ? "DG2 [Arc A770]" : "GH100 [H100]")),
                             attr("product", "string", str(intel ? "56a0" : "2330")),
                             attr("renderNode", "bool", "true"),
                             attr("resource.kubernetes.io/pciBusID", "string", str(bus)),
                             attr("subsystem", "string", str("drm")),
                             attr("vendor", "string", str(intel ? "8086" : "10de")),
                         }
                             .join(',') +
                         "}}";
            if (intel) {
                QList<QByteArray> a{attr("address", "string", str(bus)),
                                    attr("driver", "string", str("i915")),
                                    attr("name", "string", str("DG2 [Arc A770]")),
                                    attr("product", "string", str("56a0")),
                                    attr("resource.kubernetes.io/pciBusID", "string", str(bus)),
                                    attr("vendor", "string", str("8086"))};
                for (const char *c : caps)
                    a << attr(c, "bool", QByteArray(c).contains("LowPower") ? "false" : "true");
                if (g != 7)
                    a << attr("vaDriver", "string",
                              str("Intel iHD driver for Intel(R) Gen Graphics - 24.1.0 ()"));
                other << "{\"name\":\"" + devName +
                             "\",\"allowMultipleAllocations\":true,\"attributes\":{" + a.join(',') +
                             "}}";
            } else {
                other << "{\"name\":\"gpu-" + QByteArray::number(g) + "\",\"attributes\":{" +
                             QList<QByteArray>{
                                 attr("type", "string", str("gpu")),
                                 attr("uuid", "string",
                                      str("GPU-" +
                                          QByteArray::number(n * 8 + g).rightJustified(12, '0'))),
                                 attr("productName", "string", str("NVIDIA H100 80GB HBM3")),
                                 attr("architecture", "string", str("Hopper")),
                                 attr("cudaComputeCapability", "version", str("9.0.0")),
                                 attr("driverVersion", "version", str("580.95.5")),
                                 attr("resource.kubernetes.io/pciBusID", "string", str(bus)),
                             }
                                 .join(',') +
                             "},\"capacity\":{\"memory\":{\"value\":\"81559Mi\"}}}";
            }
        }
        out += sliceJson(node, "liken.sh", liken) + ',';
        out += sliceJson(node, intel ? "media.liken.sh" : "gpu.nvidia.com", other);
        if (n + 1 < nodes)
            out += ',';
    }
    out += "]}\n";
    return out;
}

QByteArray fleetYaml(int nodes, int gpusPerNode)
{
    return Doc::toYaml(QJsonDocument::fromJson(fleetJson(nodes, gpusPerNode)).object());
}

Dra::Inventory fleetInventory(int nodes, int gpusPerNode)
{
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromBytes(fleetJson(nodes, gpusPerNode), QStringLiteral("fleet"));
    if (!snapshot) {
        std::fprintf(stderr, "the generated fleet does not read: %s\n",
                     qPrintable(snapshot.error().message));
        std::exit(1);
    }
    return Dra::Inventory::build(*snapshot);
}

} // namespace Accel::Bench
