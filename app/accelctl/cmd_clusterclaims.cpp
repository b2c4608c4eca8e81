// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The cluster's claims (issue 17): `accelctl get pools`, `get claims`, `explain pod`. Each
// drives one core entry (core/dra/clusterclaims.h), as the window does.
#include "cli.h"
#include "clustersource.h"
#include "output.h"

#include "dra/clusterclaims.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace Accel::Cli {

namespace {

QString orDash(const QString &s)
{
    return s.isEmpty() ? QStringLiteral("-") : s;
}

QCommandLineOption featureGatesOption()
{
    return {QStringLiteral("feature-gates"),
            QStringLiteral("kube-scheduler feature gates, GATE=true|false,... (as for claim "
                           "allocate); the defaults follow the cluster's release."),
            QStringLiteral("GATES")};
}

int runGetPools(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    ClusterOptions cluster;
    const QCommandLineOption gates = featureGatesOption();
    parser.addOptions(cluster.sources());
    parser.addOptions({cluster.output, gates});
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (const int code = requireNoArguments(parser, command); code >= 0)
        return code;
    const auto format = checkedFormat(parser, cluster.output);
    if (!format)
        return ExitUsage;
    Kube::ClusterSnapshot snapshot;
    Kube::ClusterReadOptions what;
    what.pods = false;
    if (const int code = loadSnapshot(parser, cluster, QStringLiteral("get pools"), snapshot, what);
        code >= 0)
        return code;
    QStringList warnings;
    const Result<QList<Dra::PoolUsage>> pools =
        Dra::clusterPools(snapshot, parser.value(gates), &warnings);
    if (!pools)
        return reportError(pools.error());
    printWarnings(warnings);
    if (*format != OutputFormat::Table) {
        QJsonArray list;
        for (const Dra::PoolUsage &p : *pools)
            list << p.toJson();
        printData(QJsonObject{{QStringLiteral("source"), snapshot.source()},
                              {QStringLiteral("pools"), list}},
                  *format);
        return ExitOk;
    }
    if (pools->isEmpty()) {
        printErr(QStringLiteral("No pools found\n"));
        return ExitOk;
    }
    QList<QStringList> rows;
    for (const Dra::PoolUsage &p : *pools) {
        QStringList left;
        for (const Dra::PoolUsage::Counter &c : p.counters)
            left << QStringLiteral("%1/%2 %3 of %4").arg(c.counterSet, c.counter, c.left, c.total);
        for (const Dra::PoolUsage::SharedCapacity &c : p.shared)
            left << QStringLiteral("%1 %2 %3 of %4")
                        .arg(c.device, c.capacity.section(QLatin1Char('/'), -1), c.left, c.total);
        QString state = p.invalid      ? QStringLiteral("invalid: ") + p.invalidReason
                        : p.incomplete ? QStringLiteral("incomplete (%1 of %2 slices)")
                                             .arg(p.slices)
                                             .arg(p.resourceSliceCount)
                                       : QStringLiteral("ok");
        rows << QStringList{p.driver,
                            p.name,
                            p.nodes.join(u','),
                            QString::number(p.devices),
                            QString::number(p.inUse),
                            QString::number(p.tainted),
                            QString::number(p.free),
                            orDash(left.join(QStringLiteral("; "))),
                            state};
    }
    printOut(
        formatTable({QStringLiteral("DRIVER"), QStringLiteral("POOL"), QStringLiteral("NODE"),
                     QStringLiteral("DEVICES"), QStringLiteral("IN USE"), QStringLiteral("TAINTED"),
                     QStringLiteral("FREE"), QStringLiteral("LEFT"), QStringLiteral("STATE")},
                    rows));
    return ExitOk;
}

int runGetClaims(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    ClusterOptions cluster;
    const QCommandLineOption all{{QStringLiteral("A"), QStringLiteral("all-namespaces")},
                                 QStringLiteral("Claims of every namespace.")};
    const QCommandLineOption ns{{QStringLiteral("n"), QStringLiteral("namespace")},
                                QStringLiteral("Claims of namespace NS (default: default)."),
                                QStringLiteral("NS")};
    parser.addOptions(cluster.sources());
    parser.addOptions({cluster.output, all, ns});
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (const int code = requireNoArguments(parser, command); code >= 0)
        return code;
    const auto format = checkedFormat(parser, cluster.output);
    if (!format)
        return ExitUsage;
    if (parser.isSet(all) && parser.isSet(ns))
        return usageError(QStringLiteral("get claims takes -A or -n NS, not both"));
    Kube::ClusterSnapshot snapshot;
    if (const int code = loadSnapshot(parser, cluster, QStringLiteral("get claims"), snapshot);
        code >= 0)
        return code;
    const QString namespaceName =
        parser.isSet(all) ? QString()
                          : (parser.isSet(ns) ? parser.value(ns) : QStringLiteral("default"));
    const Dra::ClusterClaimsReport report = Dra::clusterClaims(snapshot, namespaceName);
    printWarnings(report.warnings);
    if (*format != OutputFormat::Table) {
        QJsonObject json = report.toJson();
        json.insert(QStringLiteral("source"), snapshot.source());
        printData(json, *format);
        return ExitOk;
    }
    if (report.claims.isEmpty()) {
        printErr(namespaceName.isEmpty() ? QStringLiteral("No claims found\n")
                                         : QStringLiteral("No claims found in namespace %1\n")
                                               .arg(printable(namespaceName)));
        return ExitOk;
    }
    QList<QStringList> rows;
    for (const Dra::ClaimView &c : report.claims) {
        QStringList devices;
        for (const Dra::ClaimDeviceView &d : c.devices)
            devices << QStringLiteral("%1/%2%3%4")
                           .arg(orDash(d.node), d.device,
                                d.pciBusId.isEmpty() ? QString()
                                                     : QStringLiteral(" (%1)").arg(d.pciBusId),
                                d.unhealthy ? QStringLiteral(" UNHEALTHY") : QString());
        QString state = Dra::claimStateName(c.state);
        if (c.leak())
            state += QStringLiteral(" (LEAK)");
        rows << QStringList{c.ns, c.name, state, orDash(c.reservedFor.join(u',')),
                            orDash(devices.join(QStringLiteral(", ")))};
    }
    QString text =
        formatTable({QStringLiteral("NAMESPACE"), QStringLiteral("NAME"), QStringLiteral("STATE"),
                     QStringLiteral("RESERVED FOR"), QStringLiteral("DEVICES")},
                    rows);
    text += QStringLiteral("\n%1 claims: %2 pending, %3 reserved, %4 allocated for no pod (leak), "
                           "%5 unhealthy devices\n")
                .arg(report.claims.size())
                .arg(report.pending)
                .arg(report.reserved)
                .arg(report.leaks)
                .arg(report.unhealthy);
    for (const Dra::ClaimView &c : report.claims)
        for (const QString &w : c.warnings)
            text += QStringLiteral("warning: %1/%2: %3\n")
                        .arg(printable(c.ns), printable(c.name), printable(w));
    printOut(text);
    return ExitOk;
}

int runExplainPod(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    ClusterOptions cluster;
    const QCommandLineOption ns{{QStringLiteral("n"), QStringLiteral("namespace")},
                                QStringLiteral("The pod's namespace (default: default)."),
                                QStringLiteral("NS")};
    const QCommandLineOption gates = featureGatesOption();
    parser.addOptions(cluster.sources());
    parser.addOptions({cluster.output, ns, gates});
    parser.addPositionalArgument(QStringLiteral("NAME"), QStringLiteral("The pod."));
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (parser.positionalArguments().size() != 1)
        return usageError(QStringLiteral("explain pod needs the pod's NAME"));
    const auto format = checkedFormat(parser, cluster.output);
    if (!format)
        return ExitUsage;
    Kube::ClusterSnapshot snapshot;
    if (const int code = loadSnapshot(parser, cluster, QStringLiteral("explain pod"), snapshot);
        code >= 0)
        return code;
    const Result<Dra::PodExplanation> explained =
        Dra::explainPod(snapshot, parser.isSet(ns) ? parser.value(ns) : QStringLiteral("default"),
                        parser.positionalArguments().first(), parser.value(gates));
    if (!explained)
        return reportError(explained.error());
    if (*format != OutputFormat::Table) {
        printData(explained->toJson(), *format);
        return ExitOk;
    }
    QString text = QStringLiteral("pod %1/%2: %3\n")
                       .arg(printable(explained->ns), printable(explained->name),
                            printable(orDash(explained->phase)));
    if (!explained->scheduled.isEmpty())
        text += QStringLiteral("PodScheduled: %1\n").arg(printable(explained->scheduled));
    for (const QString &c : explained->claims)
        text += QStringLiteral("claim %1\n").arg(printable(c));
    text +=
        QStringLiteral("fits now: %1\n\n")
            .arg(explained->fitsNow.isEmpty()
                     ? QStringLiteral("no node")
                     : printable(explained->fitsNow.mid(0, 10).join(QStringLiteral(", "))) +
                           (explained->fitsNow.size() > 10
                                ? QStringLiteral(" and %1 more").arg(explained->fitsNow.size() - 10)
                                : QString()));
    QList<QStringList> rows;
    for (const Dra::PodExplanation::NodeVerdict &n : explained->nodes)
        rows << QStringList{n.node, n.fits ? QStringLiteral("yes") : QStringLiteral("no"),
                            orDash(n.reason)};
    text += formatTable({QStringLiteral("NODE"), QStringLiteral("FITS"), QStringLiteral("REASON")},
                        rows);
    for (const QString &note : explained->notes)
        text += QStringLiteral("note: %1\n").arg(printable(note));
    printOut(text);
    return ExitOk;
}

} // namespace

QList<Command> clusterClaimsCommands()
{
    Command pools;
    pools.words = {QStringLiteral("get"), QStringLiteral("pools")};
    pools.group = CommandGroup::Cluster;
    pools.aliases = {QStringLiteral("pool")};
    pools.synopsis = QStringLiteral("[--kubeconfig FILE] [--context C | --snapshot FILE | --demo] "
                                    "[--feature-gates G=B,...] [-o table|json|yaml]");
    pools.description = QStringLiteral(
        "Per driver and pool: devices total, in use by claims, tainted and free; shared counters "
        "and shared devices' capacity left; incomplete or invalid pools flagged.");
    pools.examples = {
        {QStringLiteral("Devices, use and counters per pool of the demo cluster"),
         QStringLiteral("accelctl get pools --demo")},
    };
    pools.run = [pools](const QStringList &a) { return runGetPools(pools, a); };

    Command claims;
    claims.words = {QStringLiteral("get"), QStringLiteral("claims")};
    claims.group = CommandGroup::Claims;
    claims.aliases = {QStringLiteral("claim"), QStringLiteral("resourceclaim"),
                      QStringLiteral("resourceclaims")};
    claims.synopsis = QStringLiteral("[-A | -n NS] [--kubeconfig FILE] [--context C | --snapshot "
                                     "FILE | --demo] [-o table|json|yaml]");
    claims.description = QStringLiteral(
        "Every ResourceClaim with its state (pending, reserved by which pods, or allocated for no "
        "pod: a leak), the devices it got with node and PCI bus ID, and device health from "
        "status.devices conditions.");
    claims.examples = {
        {QStringLiteral("The claims of every namespace of the demo cluster"),
         QStringLiteral("accelctl get claim -A --demo")},
        {QStringLiteral("Those of one namespace of the current cluster"),
         QStringLiteral("accelctl get claims -n ml"), QStringLiteral("a live cluster")},
    };
    claims.run = [claims](const QStringList &a) { return runGetClaims(claims, a); };

    Command explain;
    explain.words = {QStringLiteral("explain"), QStringLiteral("pod")};
    explain.group = CommandGroup::Claims;
    explain.aliases = {QStringLiteral("pods")};
    explain.synopsis = QStringLiteral("NAME [-n NS] [--kubeconfig FILE] [--context C | --snapshot "
                                      "FILE | --demo] [--feature-gates G=B,...] "
                                      "[-o table|json|yaml]");
    explain.description = QStringLiteral(
        "Why a pod with ResourceClaims waits: for every node, whether its claims fit now (the "
        "scheduler's allocator, with what other claims hold) and the first reason they do not.");
    explain.examples = {
        {QStringLiteral("Why a pod waits: every node, and whether its claims fit there"),
         QStringLiteral("accelctl explain pod train-0 -n ml"),
         QStringLiteral("a live cluster with the pod")},
    };
    explain.run = [explain](const QStringList &a) { return runExplainPod(explain, a); };
    return {pools, claims, explain};
}

} // namespace Accel::Cli
