// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Allocation preview figure (issue 7, "Tests and evidence"): the spec's decode-10bit template
// (step 3) matched against the fleet bench_inventory generates: 2,000 nodes x 8 GPUs, liken.sh
// render nodes everywhere, media.liken.sh on the even nodes, gpu.nvidia.com on the odd ones
// (32,000 devices). The NVIDIA half fails, so its explanations (false terms per device) are in
// the figure too. Target: under 200 ms per claim.
// Usage: bench_allocation [nodes] [runs]
#include "dra/allocation.h"
#include "dra/claimrender.h"
#include "dra/inventory.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>

#include <algorithm>
#include <cstdio>
#include <vector>

#include <time.h>

using namespace Qt::StringLiterals;

namespace {

QJsonObject attr(const char *type, const QJsonValue &value)
{
    return QJsonObject{{QString::fromLatin1(type), value}};
}

QJsonObject slice(const QString &node, const QString &driver, const QJsonArray &devices)
{
    return QJsonObject{
        {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
        {u"kind"_s, u"ResourceSlice"_s},
        {u"metadata"_s, QJsonObject{{u"name"_s, QString(node + u'-' + driver)}}},
        {u"spec"_s, QJsonObject{{u"driver"_s, driver},
                                {u"nodeName"_s, node},
                                {u"pool"_s, QJsonObject{{u"name"_s, node},
                                                        {u"generation"_s, 1},
                                                        {u"resourceSliceCount"_s, 1}}},
                                {u"devices"_s, devices}}}};
}

/// The same fleet as bench_inventory's makeFleet, as objects.
Accel::Dra::Inventory makeFleet(int nodes, int gpusPerNode)
{
    QList<QJsonObject> nodeObjects, slices;
    for (int n = 0; n < nodes; ++n) {
        const QString node = u"node-"_s + QString::number(n);
        const bool intel = n % 2 == 0;
        nodeObjects << QJsonObject{{u"apiVersion"_s, u"v1"_s},
                                   {u"kind"_s, u"Node"_s},
                                   {u"metadata"_s, QJsonObject{{u"name"_s, node}}}};
        QJsonArray liken, other;
        for (int g = 0; g < gpusPerNode; ++g) {
            const QString hex = QString::number(0x10 + g * 0x10, 16);
            const QString bus = u"0000:"_s + hex + u":00.0"_s;
            const QString name = u"pci-0000-"_s + hex + u"-00-0"_s;
            liken.append(QJsonObject{
                {u"name"_s, name},
                {u"allowMultipleAllocations"_s, true},
                {u"attributes"_s,
                 QJsonObject{
                     {u"address"_s, attr("string", bus)},
                     {u"bus"_s, attr("string", u"pci"_s)},
                     {u"class"_s, attr("string", u"display"_s)},
                     {u"driver"_s, attr("string", intel ? u"i915"_s : u"nvidia"_s)},
                     {u"name"_s, attr("string", intel ? u"DG2 [Arc A770]"_s : u"GH100 [H100]"_s)},
                     {u"product"_s, attr("string", intel ? u"56a0"_s : u"2330"_s)},
                     {u"renderNode"_s, attr("bool", true)},
                     {u"resource.kubernetes.io/pciBusID"_s, attr("string", bus)},
                     {u"subsystem"_s, attr("string", u"drm"_s)},
                     {u"vendor"_s, attr("string", intel ? u"8086"_s : u"10de"_s)},
                 }}});
            if (intel) {
                QJsonObject a{{u"address"_s, attr("string", bus)},
                              {u"driver"_s, attr("string", u"i915"_s)},
                              {u"name"_s, attr("string", u"DG2 [Arc A770]"_s)},
                              {u"product"_s, attr("string", u"56a0"_s)},
                              {u"resource.kubernetes.io/pciBusID"_s, attr("string", bus)},
                              {u"vendor"_s, attr("string", u"8086"_s)}};
                for (const QString &cap : Accel::Dra::knownCapabilities())
                    a.insert(cap, attr("bool", !cap.contains(u"LowPower"_s)));
                if (g != 7)
                    a.insert(u"vaDriver"_s,
                             attr("string",
                                  u"Intel iHD driver for Intel(R) Gen Graphics - 24.1.0 ()"_s));
                other.append(QJsonObject{{u"name"_s, name},
                                         {u"allowMultipleAllocations"_s, true},
                                         {u"attributes"_s, a}});
            } else {
                other.append(QJsonObject{
                    {u"name"_s, QString(u"gpu-"_s + QString::number(g))},
                    {u"attributes"_s,
                     QJsonObject{
                         {u"type"_s, attr("string", u"gpu"_s)},
                         {u"uuid"_s,
                          attr("string", QString(u"GPU-"_s + QString::number(n * 8 + g)))},
                         {u"productName"_s, attr("string", u"NVIDIA H100 80GB HBM3"_s)},
                         {u"architecture"_s, attr("string", u"Hopper"_s)},
                         {u"cudaComputeCapability"_s, attr("version", u"9.0.0"_s)},
                         {u"driverVersion"_s, attr("version", u"580.95.5"_s)},
                         {u"resource.kubernetes.io/pciBusID"_s, attr("string", bus)},
                     }},
                    {u"capacity"_s,
                     QJsonObject{{u"memory"_s, QJsonObject{{u"value"_s, u"81559Mi"_s}}}}}});
            }
        }
        slices << slice(node, u"liken.sh"_s, liken);
        slices << slice(node, intel ? u"media.liken.sh"_s : u"gpu.nvidia.com"_s, other);
    }
    return Accel::Dra::Inventory::build(nodeObjects, slices);
}

/// This thread's CPU time: on a shared machine the wall time also counts other processes.
double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int nodes = args.size() > 1 ? args.at(1).toInt() : 2000;
    const int runs = args.size() > 2 ? std::max(1, args.at(2).toInt()) : 7;

    QElapsedTimer timer;
    timer.start();
    const Accel::Dra::Inventory inventory = makeFleet(nodes, 8);
    std::printf("fleet: %d nodes x 8 GPUs, %lld devices (built in %.0f ms)\n", nodes,
                qlonglong(inventory.devices().size()), double(timer.nsecsElapsed()) / 1e6);

    // The spec's step 2 and 3 objects, as `accelctl claim render` writes them.
    Accel::Dra::ClaimRenderRequest request;
    request.name = u"decode-10bit"_s;
    request.capabilities = {u"decodeHEVCMain10"_s, u"scale10bit"_s};
    const Accel::Result<Accel::Dra::ClaimRendering> rendered = Accel::Dra::renderClaim(request);
    if (!rendered) {
        std::fprintf(stderr, "%s\n", qPrintable(rendered.error().toString()));
        return 1;
    }
    QList<QJsonObject> claims, classes;
    for (const QJsonObject &o : rendered->objects)
        (o.value(u"kind"_s).toString() == u"DeviceClass"_s ? classes : claims) << o;

    std::vector<double> ms, cpuMs;
    int qualifying = 0;
    for (int run = 0; run < runs; ++run) {
        const double cpuBefore = threadCpuMs();
        timer.restart();
        const auto outcomes = Accel::Dra::matchClaims(claims, classes, inventory);
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
        cpuMs.push_back(threadCpuMs() - cpuBefore);
        if (!outcomes) {
            std::fprintf(stderr, "%s\n", qPrintable(outcomes.error().toString()));
            return 1;
        }
        qualifying = 0;
        for (const Accel::Dra::NodeOutcome &n : outcomes->first().nodes)
            qualifying += n.qualifies;
    }
    std::sort(ms.begin(), ms.end());
    std::sort(cpuMs.begin(), cpuMs.end());
    std::printf("matchClaims(decode-10bit): %d of %d nodes qualify; %d runs: wall min %.1f ms, "
                "median %.1f ms, max %.1f ms; CPU min %.1f ms, median %.1f ms (target: under "
                "200 ms)\n",
                qualifying, nodes, runs, ms.front(), ms[ms.size() / 2], ms.back(), cpuMs.front(),
                cpuMs[cpuMs.size() / 2]);
    return 0;
}
