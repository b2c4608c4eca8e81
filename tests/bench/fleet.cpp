// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "fleet.h"

#include "doc/yamlwriter.h"
#include "kube/snapshot.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QList>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>

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

/// Node N's items (its Node and ResourceSlices), comma-separated JSON objects.
QByteArray fleetNodeItems(int n, int gpusPerNode)
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
    QByteArray out;
    const QByteArray node = "node-" + QByteArray::number(n);
    const bool intel = n % 2 == 0;
    out += "{\"apiVersion\":\"v1\",\"kind\":\"Node\",\"metadata\":{\"name\":\"" + node +
           "\",\"labels\":{\"kubernetes.io/hostname\":\"" + node + "\"" +
           (intel ? QByteArray() : QByteArray(",\"nvidia.com/gpu.present\":\"true\"")) + "}}},";
    QList<QByteArray> liken, other;
    for (int g = 0; g < gpusPerNode; ++g) {
        const QByteArray bus =
            QByteArray("0000:") + QByteArray::number(0x10 + g * 0x10, 16) + ":00.0";
        const QByteArray devName = "pci-0000-" + QByteArray::number(0x10 + g * 0x10, 16) + "-00-0";
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
        } else if (n % 4 == 3 && g >= gpusPerNode / 2) {
            // MIG mode on without partitionable devices (NVIDIA's driver, deviceinfo.go
            // MigDeviceInfo): two concrete 3g.40gb MIG devices and no whole GPU.
            const QByteArray parent =
                "GPU-" + QByteArray::number(n * 8 + g).rightJustified(12, '0');
            for (int start : {0, 4}) {
                other << "{\"name\":\"gpu-" + QByteArray::number(g) + "-mig-3g40gb-9-" +
                             QByteArray::number(start) + "\",\"attributes\":{" +
                             QList<QByteArray>{
                                 attr("type", "string", str("mig")),
                                 attr("uuid", "string",
                                      str("MIG-" + QByteArray::number((n * 8 + g) * 2 + start / 4)
                                                       .rightJustified(12, '0'))),
                                 attr("parentUUID", "string", str(parent)),
                                 attr("profile", "string", str("3g.40gb")),
                                 attr("productName", "string", str("NVIDIA H100 80GB HBM3")),
                                 attr("architecture", "string", str("Hopper")),
                                 attr("cudaComputeCapability", "version", str("9.0.0")),
                                 attr("driverVersion", "version", str("580.95.5")),
                                 attr("resource.kubernetes.io/pciBusID", "string", str(bus)),
                             }
                                 .join(',') +
                             "},\"capacity\":{\"memory\":{\"value\":\"40192Mi\"},"
                             "\"multiprocessors\":{\"value\":\"60\"}}}";
            }
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
    if (!intel) {
        // NVIDIA nodes also publish compute-domain.nvidia.com's IMEX daemon and channel.
        out += ',' + sliceJson(node, "compute-domain.nvidia.com",
                               {"{\"name\":\"daemon-0\",\"attributes\":{\"id\":{\"int\":0},"
                                "\"type\":{\"string\":\"daemon\"}}}",
                                "{\"name\":\"channel-0\",\"attributes\":{\"id\":{\"int\":0},"
                                "\"type\":{\"string\":\"channel\"}}}"});
    }
    return out;
}

} // namespace

QByteArray fleetJson(int nodes, int gpusPerNode)
{
    QByteArray out = "{\"apiVersion\":\"v1\",\"kind\":\"List\",\"items\":[";
    for (int n = 0; n < nodes; ++n) {
        out += fleetNodeItems(n, gpusPerNode);
        if (n + 1 < nodes)
            out += ',';
    }
    out += "]}\n";
    return out;
}

QByteArray fleetYaml(int nodes, int gpusPerNode)
{
    // Item by item, so that 65,000 nodes never stand as one QJsonDocument: each item as
    // Doc::toYaml writes a map, placed as a block sequence entry of `items` (the layout
    // Doc::toYaml gives the whole List; bench_inventory checks that at a small size).
    QByteArray out = "apiVersion: v1\nitems:\n";
    for (int n = 0; n < nodes; ++n) {
        const QJsonArray items =
            QJsonDocument::fromJson('[' + fleetNodeItems(n, gpusPerNode) + ']').array();
        for (const QJsonValue &item : items) {
            const QByteArray yaml = Doc::toYaml(item);
            qsizetype start = 0;
            while (start < yaml.size()) {
                qsizetype end = yaml.indexOf('\n', start);
                end = end < 0 ? yaml.size() : end + 1;
                out += start == 0 ? "- " : "  ";
                out += QByteArrayView(yaml).sliced(start, end - start);
                start = end;
            }
        }
    }
    out += "kind: List\n";
    return out;
}

QByteArray fleetYamlWhole(int nodes, int gpusPerNode)
{
    return Doc::toYaml(QJsonDocument::fromJson(fleetJson(nodes, gpusPerNode)).object());
}

qint64 fleetDevices(int nodes, int gpusPerNode)
{
    qint64 devices = 0;
    for (int n = 0; n < nodes; ++n) {
        devices += 2 * gpusPerNode; // liken.sh, and media.liken.sh or gpu.nvidia.com
        if (n % 2 == 1)
            devices += 2; // compute-domain.nvidia.com
        if (n % 4 == 3)
            devices += gpusPerNode - gpusPerNode / 2; // two MIG devices for a whole GPU
    }
    return devices;
}

double processCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double peakRssMb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return double(line.mid(6).trimmed().split(' ').first().toLongLong()) / 1024.0;
    return -1;
}

void printFootprint(const char *what, qint64 devices)
{
    const double mb = peakRssMb();
    std::printf("%s: CPU time %.0f ms (every thread), peak RSS %.0f MB, %.0f bytes per device "
                "(%lld devices)\n",
                what, processCpuMs(), mb, mb * 1024 * 1024 / double(std::max<qint64>(devices, 1)),
                qlonglong(devices));
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
