// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The scheduler-faithful allocator on a busy fleet (issue 15, "Tests and measures"): 2,000
// nodes x 8 GPUs (16,000 devices, gpu.example.com, one pool per node), half of them held by
// 8,000 existing claims and a tenth of them tainted NoSchedule. Figures:
//  - `claim match` of a one-GPU claim over every node (matchClaims with the allocator), target
//    under 200 ms;
//  - `claim allocate` on one node (Allocator::allocate), target under 5 ms;
//  - preparing the allocator from the snapshot (done once per cluster read), reported apart;
//  - the Claims panel's Pod claims mode: two claims of one pod together on every node
//    (Dra::allocateOnEveryNode, on the panel's worker thread, the allocator prepared included).
// Issue 37 at 65,000 nodes: claim match over the fleet < 1 s, through Dra::matchInCluster on a
// Dra::PreparedCluster as the window keeps one (its cluster side prepared on the first query,
// printed apart; each query then makes its allocator from it).
// Usage: bench_allocator [nodes] [runs]
#include "dra/allocation.h"
#include "dra/allocationpreview.h"
#include "dra/allocator.h"
#include "dra/clusterclaims.h"
#include "dra/inventory.h"
#include "kube/snapshot.h"

#include "fleet.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace Qt::StringLiterals;
using namespace Accel;

namespace {

QList<QJsonObject> fleet(int nodes)
{
    QList<QJsonObject> out;
    out << QJsonObject{
        {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
        {u"kind"_s, u"DeviceClass"_s},
        {u"metadata"_s, QJsonObject{{u"name"_s, u"gpu"_s}}},
        {u"spec"_s,
         QJsonObject{
             {u"selectors"_s,
              QJsonArray{QJsonObject{
                  {u"cel"_s,
                   QJsonObject{{u"expression"_s, u"device.driver == \"gpu.example.com\""_s}}}}}}}}};
    int tainted = 0;
    for (int n = 0; n < nodes; ++n) {
        const QString node = u"node-%1"_s.arg(n, 4, 10, QLatin1Char('0'));
        out << QJsonObject{{u"apiVersion"_s, u"v1"_s},
                           {u"kind"_s, u"Node"_s},
                           {u"metadata"_s, QJsonObject{{u"name"_s, node}}}};
        QJsonArray devices;
        QJsonArray held;
        for (int g = 0; g < 8; ++g) {
            QJsonObject d{
                {u"name"_s, u"gpu-%1"_s.arg(g)},
                {u"attributes"_s, QJsonObject{{u"model"_s, QJsonObject{{u"string"_s, u"h200"_s}}},
                                              {u"index"_s, QJsonObject{{u"int"_s, g}}}}},
                {u"capacity"_s, QJsonObject{{u"memory"_s, QJsonObject{{u"value"_s, u"141Gi"_s}}}}}};
            if (g % 2 == 0) // half held
                held << QJsonObject{{u"request"_s, u"gpu"_s},
                                    {u"driver"_s, u"gpu.example.com"_s},
                                    {u"pool"_s, node},
                                    {u"device"_s, u"gpu-%1"_s.arg(g)}};
            else if (++tainted % 4 == 0) // a tenth of all: every fourth free one... roughly
                d.insert(u"taints"_s, QJsonArray{QJsonObject{{u"key"_s, u"maintenance"_s},
                                                             {u"effect"_s, u"NoSchedule"_s}}});
            devices << d;
        }
        out << QJsonObject{
            {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
            {u"kind"_s, u"ResourceSlice"_s},
            {u"metadata"_s, QJsonObject{{u"name"_s, QString(node + u"-gpus"_s)}}},
            {u"spec"_s, QJsonObject{{u"driver"_s, u"gpu.example.com"_s},
                                    {u"nodeName"_s, node},
                                    {u"pool"_s, QJsonObject{{u"name"_s, node},
                                                            {u"generation"_s, 1},
                                                            {u"resourceSliceCount"_s, 1}}},
                                    {u"devices"_s, devices}}}};
        for (qsizetype h = 0; h < held.size(); ++h)
            out << QJsonObject{
                {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
                {u"kind"_s, u"ResourceClaim"_s},
                {u"metadata"_s, QJsonObject{{u"name"_s, u"%1-job-%2"_s.arg(node).arg(qint64(h))},
                                            {u"namespace"_s, u"ml"_s}}},
                {u"status"_s,
                 QJsonObject{{u"allocation"_s,
                              QJsonObject{{u"devices"_s,
                                           QJsonObject{{u"results"_s, QJsonArray{held[h]}}}}}}}}};
    }
    return out;
}

QJsonObject claim(int count)
{
    return QJsonObject{
        {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
        {u"kind"_s, u"ResourceClaim"_s},
        {u"metadata"_s, QJsonObject{{u"name"_s, u"inference"_s}, {u"namespace"_s, u"ml"_s}}},
        {u"spec"_s,
         QJsonObject{
             {u"devices"_s,
              QJsonObject{
                  {u"requests"_s,
                   QJsonArray{QJsonObject{
                       {u"name"_s, u"gpu"_s},
                       {u"exactly"_s,
                        QJsonObject{{u"deviceClassName"_s, u"gpu"_s},
                                    {u"count"_s, count},
                                    {u"selectors"_s,
                                     QJsonArray{QJsonObject{
                                         {u"cel"_s, QJsonObject{{u"expression"_s,
                                                                 u"device.attributes[\"gpu."
                                                                 "example.com\"].model == "
                                                                 "\"h200\""_s}}}}}}}}}}}}}}}};
}

struct Stats
{
    std::vector<double> ms;
    void add(double v) { ms.push_back(v); }
    double min() { return *std::min_element(ms.begin(), ms.end()); }
    double median()
    {
        std::sort(ms.begin(), ms.end());
        return ms[ms.size() / 2];
    }
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int nodes = args.size() > 1 ? args.at(1).toInt() : 2000;
    const int runs = args.size() > 2 ? std::max(1, args.at(2).toInt()) : 7;

    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromObjects(fleet(nodes), u"bench"_s);
    if (!snapshot)
        return 1;
    QElapsedTimer timer;
    timer.start();
    const Dra::Inventory inventory = Dra::Inventory::build(*snapshot);
    const double inventoryMs = double(timer.nsecsElapsed()) / 1e6;
    const Dra::FeatureGates gates = Dra::FeatureGates::forRelease({});

    Stats prepare;
    Result<Dra::Allocator> allocator = tl::unexpected(Error{});
    for (int run = 0; run < runs; ++run) {
        timer.restart();
        allocator = Dra::allocatorFor(*snapshot, snapshot->deviceClasses(), gates);
        prepare.add(double(timer.nsecsElapsed()) / 1e6);
    }
    if (!allocator) {
        std::fprintf(stderr, "%s\n", qPrintable(allocator.error().toString()));
        return 1;
    }
    std::printf("fleet: %d nodes x 8 GPUs, %lld devices, %lld claims holding devices "
                "(inventory %.0f ms)\n",
                nodes, qlonglong(inventory.devices().size()),
                qlonglong(snapshot->resourceClaims().size()), inventoryMs);
    std::printf("allocator prepare from the snapshot (allocatorFor, all of it): min %.1f ms, "
                "median %.1f ms\n",
                prepare.min(), prepare.median());

    // The window and `accelctl mcp serve` keep a Dra::PreparedCluster: its cluster side is
    // prepared on the first query, each query then makes its allocator from it.
    const Dra::PreparedCluster prepared(*snapshot);
    timer.restart();
    double cpu0 = Accel::Bench::threadCpuMs();
    if (!prepared.allocator(snapshot->deviceClasses(), gates))
        return 1;
    std::printf("prepare once per snapshot (Dra::PreparedCluster, the first query): %.1f ms wall, "
                "%.1f ms CPU\n",
                double(timer.nsecsElapsed()) / 1e6, Accel::Bench::threadCpuMs() - cpu0);
    Stats perQuery;
    for (int run = 0; run < runs; ++run) {
        timer.restart();
        allocator =
            prepared.allocator(snapshot->deviceClasses(), gates, Dra::claimKeys({claim(3)}));
        perQuery.add(double(timer.nsecsElapsed()) / 1e6);
    }
    std::printf("  then an allocator per query: min %.2f ms, median %.2f ms\n", perQuery.min(),
                perQuery.median());

    Dra::MatchContext context;
    context.allocator = &*allocator;
    for (const QJsonObject &n : snapshot->nodes())
        context.nodes.insert(n[u"metadata"_s][u"name"_s].toString(), n);
    Stats match;
    Stats matchCpu;
    int qualifying = 0;
    for (int run = 0; run < runs; ++run) {
        timer.restart();
        const double cpu = Accel::Bench::threadCpuMs();
        // The query as the CLI's and the window's entry runs it, on the prepared snapshot.
        const auto outcomes =
            Dra::matchInCluster(prepared, inventory, {claim(3)}, snapshot->deviceClasses());
        match.add(double(timer.nsecsElapsed()) / 1e6);
        matchCpu.add(Accel::Bench::threadCpuMs() - cpu);
        if (!outcomes)
            return 1;
        qualifying = 0;
        for (const Dra::NodeOutcome &n : outcomes->first().nodes)
            qualifying += n.qualifies;
    }
    std::printf("claim match (3 GPUs, every node): %d of %d nodes qualify; wall min %.1f ms, "
                "median %.1f ms; CPU min %.1f ms, median %.1f ms (issue 15 under 200 ms at "
                "2,000 nodes: %s; issue 37 under 1 s: %s)\n",
                qualifying, nodes, match.min(), match.median(), matchCpu.min(), matchCpu.median(),
                match.median() < 200 ? "met" : "MISSED", match.median() < 1000 ? "met" : "MISSED");
    Stats selectorsOnly;
    for (int run = 0; run < runs; ++run) {
        timer.restart();
        const auto outcomes = Dra::matchClaims({claim(3)}, snapshot->deviceClasses(), inventory);
        selectorsOnly.add(double(timer.nsecsElapsed()) / 1e6);
    }
    std::printf("  of which the selector pass alone (matchClaims without the allocator): min "
                "%.1f ms, median %.1f ms\n",
                selectorsOnly.min(), selectorsOnly.median());

    Stats one;
    bool allocated = false;
    const QJsonObject node = snapshot->nodes().at(nodes / 2);
    for (int run = 0; run < runs * 20; ++run) {
        timer.restart();
        const Result<Dra::AllocationOutcome> outcome = allocator->allocate(node, {claim(3)});
        one.add(double(timer.nsecsElapsed()) / 1e6);
        allocated = outcome && outcome->allocated;
    }
    std::printf("claim allocate (3 GPUs, one node): %s; min %.3f ms, median %.3f ms (target: "
                "under 5 ms)\n",
                allocated ? "allocated" : "not allocatable", one.min(), one.median());

    Dra::PodClaimsRequest pod;
    QJsonObject second = claim(1);
    second.insert(u"metadata"_s, QJsonObject{{u"name"_s, u"sidecar"_s}, {u"namespace"_s, u"ml"_s}});
    pod.claims = {claim(2), second};
    Stats everyNode;
    Stats everyNodeCpu;
    int fitting = 0;
    for (int run = 0; run < runs; ++run) {
        timer.restart();
        const double cpu = Accel::Bench::threadCpuMs();
        const Result<Dra::PodAllocationReport> report = Dra::allocateOnEveryNode(*snapshot, pod);
        everyNode.add(double(timer.nsecsElapsed()) / 1e6);
        everyNodeCpu.add(Accel::Bench::threadCpuMs() - cpu);
        if (!report)
            return 1;
        fitting = report->fitting;
    }
    std::printf("pod claims (2 claims, 3 GPUs, every node, prepare included): %d of %d nodes "
                "fit; wall min %.1f ms, median %.1f ms; CPU min %.1f ms, median %.1f ms\n",
                fitting, nodes, everyNode.min(), everyNode.median(), everyNodeCpu.min(),
                everyNodeCpu.median());
    Bench::printFootprint("in process", qint64(inventory.devices().size()));
    return 0;
}
