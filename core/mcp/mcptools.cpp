// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The tools of `accelctl mcp serve` (issue 35). Each drives the core entry its accelctl command
// drives, with the arguments the command's flags would give, and answers the document the
// command prints with -o json: no engine logic here, only arguments in and JSON out.
#include "mcp/mcpcodes.h"
#include "mcp/mcptool.h"
#include "mcp/mcptr.h"

#include "cel/program.h"
#include "doc/documentreader.h"
#include "dra/allocation.h"
#include "dra/allocationpreview.h"
#include "dra/clusterclaims.h"
#include "dra/devicecel.h"
#include "dra/fleetview.h"
#include "dra/gpujson.h"
#include "dra/inventory.h"
#include "excerpt.h"
#include "host/accelprobe.h"
#include "host/hostprobe.h"
#include "kube/snapshot.h"
#include "launch/launchform.h"
#include "launch/launchplanner.h"
#include "launch/product.h"
#include "nvcre/detection.h"
#include "nvcre/renderjob.h"
#include "nvcre/runreadjob.h"
#include "nvcre/runreport.h"
#include "resourcelimits.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Accel::Mcp {

namespace {

/// A schema written as JSON text below (they are data, kept readable).
QJsonObject mcpSchema(const char *json)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    Q_ASSERT_X(error.error == QJsonParseError::NoError, "mcpSchema", json);
    return document.object();
}

QString mcpString(const QJsonObject &arguments, const char *key)
{
    return arguments.value(QLatin1String(key)).toString();
}

/// NAMES joined for a summary, the first 20 of a fleet's and how many more.
QString mcpNames(const QStringList &names)
{
    return excerptList(names, 20);
}

/// The warnings of a read and an engine, one list.
QJsonArray mcpWarnings(const QStringList &warnings)
{
    return QJsonArray::fromStringList(warnings);
}

QJsonObject mcpErrorJson(const Error &error)
{
    return {{QStringLiteral("code"), error.code},
            {QStringLiteral("message"), error.message},
            {QStringLiteral("hint"), error.hint}};
}

/// Reads the cluster with the options of the command the tool stands for.
std::function<std::optional<Kube::ClusterReadOptions>(const QJsonObject &)>
mcpReads(Kube::ClusterReadOptions what)
{
    return [what](const QJsonObject &) { return std::optional<Kube::ClusterReadOptions>(what); };
}

Kube::ClusterReadOptions mcpNoPodsNoClasses()
{
    Kube::ClusterReadOptions what;
    what.deviceClasses = false;
    what.pods = false;
    return what;
}

Kube::ClusterReadOptions mcpNoPods()
{
    Kube::ClusterReadOptions what;
    what.pods = false;
    return what;
}

/// What detection reads: the nodes, slices and kube-system's TCPXO installer pods (as
/// `cluster info` and the render commands).
Kube::ClusterReadOptions mcpDetectionRead()
{
    Kube::ClusterReadOptions what;
    what.deviceClasses = false;
    what.pods = true;
    what.podsNamespace = QStringLiteral("kube-system");
    return what;
}

const char *const McpNoArguments = R"({"type": "object", "properties": {},
    "additionalProperties": false})";

const char *const McpErrorSchema = R"({"type": "object", "required": ["code", "message"],
    "properties": {"code": {"type": "string"}, "message": {"type": "string"},
    "hint": {"type": "string"}}})";

// --- host ------------------------------------------------------------------------------------

Tool mcpHardwareTool()
{
    Tool tool;
    tool.name = QStringLiteral("get_hardware");
    tool.title = QStringLiteral("This host's accelerators");
    tool.description = QStringLiteral(
        "This host's accelerators (nvidia, quadra), the GPU wiring mode (legacy or cdi) and "
        "why, the suggested container user and which Docker Compose is installed; as "
        "`accelctl get hardware -o json`.");
    tool.inputSchema = mcpSchema(McpNoArguments);
    tool.outputSchema = mcpSchema(R"({"type": "object",
        "required": ["profile", "gpuMode", "gpuModeReason", "warnings"],
        "properties": {"profile": {"type": "string"}, "gpuMode": {"type": "string"},
            "gpuModeReason": {"type": "string"}, "warnings": {"type": "array",
            "items": {"type": "string"}}}})");
    tool.run = [](const ToolInput &input) -> Result<ToolAnswer> {
        const Result<Host::HardwareReport> report = Host::probeHost(input.environment->host);
        if (!report)
            return tl::unexpected(report.error());
        QJsonObject json = report->toJson();
        json.insert(QStringLiteral("warnings"), mcpWarnings(report->warnings));
        QStringList accelerators;
        for (Host::Profile p : report->inventory.accelerators())
            accelerators << Host::profileName(p);
        return ToolAnswer{json,
                          Tr::tr("Profile %1; accelerators: %2; GPU wiring %3 (%4).")
                              .arg(Host::profileName(report->inventory.profile()),
                                   accelerators.isEmpty() ? Tr::tr("none")
                                                          : accelerators.join(QStringLiteral(", ")),
                                   Host::gpuModeName(report->gpuMode), report->gpuModeReason)};
    };
    return tool;
}

Tool mcpLaunchFormTool()
{
    Tool tool;
    tool.name = QStringLiteral("get_launch_form");
    tool.title = QStringLiteral("Launch form choices for a product");
    tool.description = QStringLiteral(
        "The accelerator choices the Launch form offers for a product on this host: its "
        "declaration (fixed, default or required), the choices, the one selected and any "
        "refusal; as `accelctl launch-form PRODUCT -o json`. Nothing is launched.");
    tool.inputSchema = mcpSchema(R"({"type": "object", "required": ["product"],
        "properties": {"product": {"type": "string", "minLength": 1,
            "description": "A sample product's name (norsk-gpu-transcode, norsk-studio, norsk-ingest) or a product folder on this host."}},
        "additionalProperties": false})");
    tool.outputSchema = mcpSchema(R"({"type": "object",
        "required": ["product", "choices", "warnings"],
        "properties": {"product": {"type": "string"}, "choices": {"type": "array"},
            "warnings": {"type": "array", "items": {"type": "string"}}}})");
    tool.run = [](const ToolInput &input) -> Result<ToolAnswer> {
        const auto product = Launch::ProductTemplate::open(mcpString(input.arguments, "product"));
        if (!product)
            return tl::unexpected(product.error());
        const Host::HostSources &sources = input.environment->host;
        if (const Result<void> checked = Host::checkHostSources(sources); !checked)
            return tl::unexpected(checked.error());
        const Host::AccelInventory inventory = Host::AccelProbe(sources.rootDir).probe();
        const Launch::FormOffer offer =
            Launch::FormOffer::compute(product->accelerator, inventory, product->name);
        QJsonObject json = offer.toJson();
        json.insert(QStringLiteral("product"), product->name);
        json.insert(QStringLiteral("warnings"), mcpWarnings(inventory.warnings));
        QStringList choices;
        for (Host::Profile p : offer.choices)
            choices << Host::profileName(p);
        return ToolAnswer{
            json, Tr::tr("%1: choices %2; selected %3%4.")
                      .arg(product->name,
                           choices.isEmpty() ? Tr::tr("none") : choices.join(QStringLiteral(", ")),
                           offer.selected ? Host::profileName(*offer.selected) : Tr::tr("none"),
                           offer.refusal ? Tr::tr("; refused: %1").arg(offer.refusal->codeName())
                                         : QString())};
    };
    return tool;
}

Tool mcpLaunchPlanTool()
{
    Tool tool;
    tool.name = QStringLiteral("plan_launch");
    tool.title = QStringLiteral("Launch plan (dry run)");
    tool.description = QStringLiteral(
        "What launching a product on this host would do, without doing it: the decision and "
        "why, the GPU wiring, the Compose overlay, and what would stop the launch (blockers); "
        "as `accelctl launch PRODUCT --dry-run -o json`. Nothing is fetched, written or "
        "started. A refusal (HARDWARE_*) is an error result.");
    tool.inputSchema = mcpSchema(R"({"type": "object", "required": ["product"],
        "properties": {
            "product": {"type": "string", "minLength": 1,
                "description": "A sample product's name or a product folder on this host."},
            "hardware": {"type": "string", "enum": ["nvidia", "quadra", "none"],
                "description": "The accelerator the operator picks (--hardware)."},
            "project": {"type": "string", "description": "The docker compose project name."},
            "shmSize": {"type": "string", "description": "The media service's /dev/shm size, e.g. 2gb."}},
        "additionalProperties": false})");
    tool.outputSchema = mcpSchema(R"({"type": "object",
        "required": ["product", "project", "decision", "overlay", "blockers", "warnings"],
        "properties": {"product": {"type": "string"}, "project": {"type": "string"},
            "decision": {"type": "object", "required": ["reserve", "note"],
                "properties": {"reserve": {"type": "string"}, "note": {"type": "string"}}},
            "gpuMode": {"type": "object", "properties": {"mode": {"type": "string"},
                "reason": {"type": "string"}}},
            "containerUser": {"type": "string"},
            "overlay": {"type": "object"},
            "blockers": {"type": "array", "items": )"
                                  R"({"type": "object", "required": ["code", "message"]}},
            "warnings": {"type": "array", "items": {"type": "string"}}}})");
    tool.run = [](const ToolInput &input) -> Result<ToolAnswer> {
        const auto product = Launch::ProductTemplate::open(mcpString(input.arguments, "product"));
        if (!product)
            return tl::unexpected(product.error());
        Launch::LaunchRequest request;
        if (input.arguments.contains(QLatin1String("hardware")))
            request.hardware = Host::profileFromName(mcpString(input.arguments, "hardware"));
        request.project = mcpString(input.arguments, "project");
        if (input.arguments.contains(QLatin1String("shmSize"))) {
            const QString shm = mcpString(input.arguments, "shmSize").trimmed();
            if (const auto why = Launch::LaunchPlanner::checkShmSize(shm))
                return tl::unexpected(
                    Error::of(Code::MCP_TOOL_INPUT, QStringLiteral("shmSize: ") + *why));
            request.shmSize = shm;
        }
        request.host = input.environment->host;
        // The plan LaunchJob makes first, and where a dry run stops (`launch --dry-run`).
        const Result<Launch::LaunchPlan> plan = Launch::LaunchPlanner::plan(*product, request);
        if (!plan)
            return tl::unexpected(plan.error());
        QJsonArray blockers;
        for (const Error &blocker : plan->blockers)
            blockers.append(mcpErrorJson(blocker));
        QJsonObject json{
            {QStringLiteral("product"), product->name},
            {QStringLiteral("project"), plan->project},
            {QStringLiteral("decision"),
             QJsonObject{{QStringLiteral("reserve"), Host::profileName(plan->decision.reserve)},
                         {QStringLiteral("note"), plan->decision.note}}},
            {QStringLiteral("containerUser"), plan->containerUser},
            {QStringLiteral("overlay"), plan->overlay.document},
            {QStringLiteral("blockers"), blockers},
            {QStringLiteral("warnings"), mcpWarnings(plan->warnings)}};
        if (plan->gpuMode)
            json.insert(
                QStringLiteral("gpuMode"),
                QJsonObject{{QStringLiteral("mode"), Host::gpuModeName(plan->gpuMode->mode)},
                            {QStringLiteral("reason"), plan->gpuMode->reason}});
        QString summary =
            Tr::tr("%1 as project %2: %3.").arg(product->name, plan->project, plan->decision.note);
        if (!plan->blockers.isEmpty())
            summary += QLatin1Char(' ') + Tr::tr("A launch would stop here: %1: %2")
                                              .arg(plan->blockers.constFirst().code,
                                                   plan->blockers.constFirst().message);
        return ToolAnswer{json, summary};
    };
    return tool;
}

// --- cluster inventory -----------------------------------------------------------------------

/// Whether a GPU entry of the GpuList matches NEEDLE (lower case): its node, product, PCI bus
/// ID, render node, VA driver or a capability contains it, as the window's filter box reads.
bool mcpGpuMatches(const QJsonObject &gpu, const QString &needle)
{
    QStringList texts{gpu.value(QLatin1String("node")).toString(),
                      gpu.value(QLatin1String("product")).toString(),
                      gpu.value(QLatin1String("pciBusID")).toString(),
                      gpu.value(QLatin1String("renderNode")).toString(),
                      gpu.value(QLatin1String("vaDriver")).toString(),
                      gpu.value(QLatin1String("kind")).toString()};
    for (const QJsonValue &c : gpu.value(QLatin1String("capabilities")).toArray())
        texts << c.toString();
    for (const QString &text : std::as_const(texts))
        if (text.toLower().contains(needle))
            return true;
    return false;
}

Tool mcpGpusTool()
{
    Tool tool;
    tool.name = QStringLiteral("get_gpus");
    tool.title = QStringLiteral("GPUs of the cluster");
    tool.description = QStringLiteral(
        "The cluster's GPUs from its DRA ResourceSlices: per GPU its node, product, PCI bus ID, "
        "capabilities, state (free, in use, tainted, unhealthy), who holds it, MIG partitions, "
        "counters and the driver's fields (memory, architecture ...); as `accelctl get gpus -o "
        "json`. `filter` keeps GPUs whose node, product, PCI bus ID, render node, VA driver or "
        "a capability contains it (case-insensitive), as the window's filter box.");
    tool.inputSchema = mcpSchema(R"({"type": "object",
        "properties": {"filter": {"type": "string",
            "description": "Keep only GPUs whose node, product, PCI bus ID, render node, VA driver or a capability contains this text."}},
        "additionalProperties": false})");
    tool.outputSchema = mcpSchema(R"({"type": "object",
        "required": ["kind", "items", "otherDevices", "source", "demo", "warnings"],
        "properties": {"kind": {"const": "GpuList"}, "source": {"type": "string"},
            "demo": {"type": "boolean"}, "nodes": {"type": "array", "items": {"type": "object"}},
            "items": {"type": "array", "items": {"type": "object", "required": ["node", "devices"],
                "properties": {"node": {"type": "string"}, "product": {"type": "string"},
                    "devices": {"type": "array"}}}},
            "otherDevices": {"type": "array", "items": {"type": "object"}},
            "warnings": {"type": "array", "items": {"type": "string"}}}})");
    tool.clusterRead = mcpReads(mcpNoPodsNoClasses());
    tool.run = [](const ToolInput &input) -> Result<ToolAnswer> {
        const Kube::ClusterSnapshot &snapshot = input.cluster->snapshot;
        const Dra::Inventory &inventory = input.prepared->inventory();
        QJsonObject json = QJsonDocument::fromJson(
                               Dra::gpuListJson(inventory, snapshot.source(), snapshot.isDemo()))
                               .object();
        const QString needle = mcpString(input.arguments, "filter").trimmed().toLower();
        const qsizetype all = json.value(QLatin1String("items")).toArray().size();
        if (!needle.isEmpty()) {
            for (const char *key : {"items", "otherDevices"}) {
                QJsonArray kept;
                for (const QJsonValue &gpu : json.value(QLatin1String(key)).toArray())
                    if (mcpGpuMatches(gpu.toObject(), needle))
                        kept.append(gpu);
                json.insert(QLatin1String(key), kept);
            }
        }
        const qsizetype shown = json.value(QLatin1String("items")).toArray().size();
        QString summary = needle.isEmpty() ? Tr::tr("%1 GPUs on %2 nodes (%3).")
                                                 .arg(all)
                                                 .arg(inventory.nodes().size())
                                                 .arg(snapshot.source())
                                           : Tr::tr("%1 of %2 GPUs match \"%3\" (%4).")
                                                 .arg(shown)
                                                 .arg(all)
                                                 .arg(needle, snapshot.source());
        if (snapshot.isDemo())
            summary += QLatin1Char(' ') + Tr::tr("This is the embedded demo cluster.");
        return ToolAnswer{json, summary};
    };
    return tool;
}

Tool mcpGpuSummaryTool()
{
    Tool tool;
    tool.name = QStringLiteral("get_gpu_summary");
    tool.title = QStringLiteral("Fleet summary");
    tool.description = QStringLiteral(
        "The fleet at a glance: per GPU product, nodes, GPUs, free, in use, tainted, unhealthy "
        "and MIG partitions free, with a total; as `accelctl get gpus --summary -o json`.");
    tool.inputSchema = mcpSchema(McpNoArguments);
    tool.outputSchema = mcpSchema(R"({"type": "object",
        "required": ["kind", "products", "source", "demo", "warnings"],
        "properties": {"kind": {"const": "GpuSummary"}, "source": {"type": "string"},
            "demo": {"type": "boolean"},
            "products": {"type": "array", "items": {"type": "object"}},
            "warnings": {"type": "array", "items": {"type": "string"}}}})");
    tool.clusterRead = mcpReads(mcpNoPodsNoClasses());
    tool.run = [](const ToolInput &input) -> Result<ToolAnswer> {
        const Kube::ClusterSnapshot &snapshot = input.cluster->snapshot;
        const Dra::Inventory &inventory = input.prepared->inventory();
        const Dra::FleetSummary summary = Dra::summarizeFleet(inventory);
        QJsonObject json = summary.toJson();
        json.insert(QStringLiteral("kind"), QStringLiteral("GpuSummary"));
        json.insert(QStringLiteral("source"), snapshot.source());
        json.insert(QStringLiteral("demo"), snapshot.isDemo());
        json.insert(QStringLiteral("warnings"), mcpWarnings(inventory.warnings()));
        QStringList parts;
        for (const Dra::ProductSummary &p : summary.products)
            parts << Tr::tr("%1: %2 GPUs on %3 nodes, %4 free, %5 in use")
                         .arg(p.product)
                         .arg(p.gpus)
                         .arg(p.nodes)
                         .arg(p.free)
                         .arg(p.inUse);
        return ToolAnswer{json, parts.isEmpty()
                                    ? Tr::tr("No GPUs found.")
                                    : QString(parts.join(QStringLiteral("; ")) + QLatin1Char('.'))};
    };
    return tool;
}

Tool mcpPoolsTool()
{
    Tool tool;
    tool.name = QStringLiteral("get_pools");
    tool.title = QStringLiteral("DRA pools");
    tool.description = QStringLiteral(
        "The cluster's DRA pools: driver, nodes, devices, in use, tainted, free, shared counters "
        "and capacity left, and whether each pool is complete and valid; as `accelctl get "
        "pools -o json`.");
    tool.inputSchema = mcpSchema(R"({"type": "object",
        "properties": {"featureGates": {"type": "string",
            "description": "kube-scheduler feature gates, GATE=true|false,...; the defaults follow the cluster's release."}},
        "additionalProperties": false})");
    tool.outputSchema = mcpSchema(R"({"type": "object", "required": ["source", "pools", "warnings"],
        "properties": {"source": {"type": "string"},
            "pools": {"type": "array", "items": {"type": "object"}},
            "warnings": {"type": "array", "items": {"type": "string"}}}})");
    tool.clusterRead = mcpReads(mcpNoPods());
    tool.run = [](const ToolInput &input) -> Result<ToolAnswer> {
        const Kube::ClusterSnapshot &snapshot = input.cluster->snapshot;
        QStringList warnings;
        const Result<QList<Dra::PoolUsage>> pools = Dra::clusterPools(
            *input.prepared, mcpString(input.arguments, "featureGates"), &warnings);
        if (!pools)
            return tl::unexpected(pools.error());
        int free = 0;
        for (const Dra::PoolUsage &p : *pools)
            free += p.free;
        qsizetype omitted = 0;
        const QJsonArray list = fittingArray(
            pools->size(), [&](qsizetype i) { return pools->at(i).toJson(); },
            Limits::value(Limits::McpOutputBytes), &omitted);
        return ToolAnswer{{{QStringLiteral("source"), snapshot.source()},
                           {QStringLiteral("pools"), list},
                           {QStringLiteral("warnings"), mcpWarnings(warnings)}},
                          Tr::tr("%1 pools, %2 devices free (%3).")
                              .arg(pools->size())
                              .arg(free)
                              .arg(snapshot.source()),
                          {QStringLiteral("pools")},
                          omitted};
    };
    return tool;
}

Tool mcpClaimsTool()
{
    Tool tool;
    tool.name = QStringLiteral("get_claims");
    tool.title = QStringLiteral("ResourceClaims");
    tool.description = QStringLiteral(
        "The cluster's ResourceClaims: state (pending, allocated, reserved), who they are "
        "reserved for, the devices they hold, leaks (allocated for no pod) and unhealthy "
        "devices; as `accelctl get claims -o json` (-n NS, or -A with allNamespaces).");
    tool.inputSchema = mcpSchema(R"({"type": "object",
        "properties": {"namespace": {"type": "string", "description": "Claims of this namespace (default: default)."},
            "allNamespaces": {"type": "boolean", "description": "Claims of every namespace."}},
        "additionalProperties": false})");
    tool.outputSchema = mcpSchema(R"({"type": "object", "required": ["source", "claims"],
        "properties": {"source": {"type": "string"},
            "claims": {"type": "array", "items": {"type": "object"}}}})");
    tool.clusterRead = mcpReads(Kube::ClusterReadOptions{});
    tool.run = [](const ToolInput &input) -> Result<ToolAnswer> {
        if (input.arguments.value(QLatin1String("allNamespaces")).toBool() &&
            input.arguments.contains(QLatin1String("namespace")))
            return tl::unexpected(Error::of(Code::MCP_TOOL_INPUT,
                                            Tr::tr("give namespace or allNamespaces, not both")));
        const Kube::ClusterSnapshot &snapshot = input.cluster->snapshot;
        const QString ns = input.arguments.value(QLatin1String("allNamespaces")).toBool()
                               ? QString()
                               : (input.arguments.contains(QLatin1String("namespace"))
                                      ? mcpString(input.arguments, "namespace")
                                      : QStringLiteral("default"));
        const Dra::ClusterClaimsReport report = Dra::clusterClaims(*input.prepared, ns);
        // The report without its rows, then as many rows as can fit (the counts stay whole).
        Dra::ClusterClaimsReport head = report;
        head.claims.clear();
        QJsonObject json = head.toJson();
        QJsonObject counts = json.value(QLatin1String("counts")).toObject();
        counts.insert(QStringLiteral("claims"), qint64(report.claims.size()));
        json.insert(QStringLiteral("counts"), counts);
        qsizetype omitted = 0;
        json.insert(QStringLiteral("claims"),
                    fittingArray(
                        report.claims.size(),
                        [&](qsizetype i) { return report.claims.at(i).toJson(); },
                        Limits::value(Limits::McpOutputBytes), &omitted));
        json.insert(QStringLiteral("source"), snapshot.source());
        return ToolAnswer{json,
                          Tr::tr("%1 claims: %2 pending, %3 reserved, %4 allocated for no pod "
                                 "(leak), %5 unhealthy devices.")
                              .arg(report.claims.size())
                              .arg(report.pending)
                              .arg(report.reserved)
                              .arg(report.leaks)
                              .arg(report.unhealthy),
                          {QStringLiteral("claims")},
                          omitted};
    };
    return tool;
}

Tool mcpExplainPodTool()
{
    Tool tool;
    tool.name = QStringLiteral("explain_pod");
    tool.title = QStringLiteral("Why a pod is pending");
    tool.description = QStringLiteral(
        "Why a pod with DRA claims is (or is not) scheduled: its claims, which are allocated, "
        "per node whether its claims fit and the first reason not, where they fit now; as "
        "`accelctl explain pod NAME -n NS -o json`.");
    tool.inputSchema = mcpSchema(R"({"type": "object", "required": ["name"],
        "properties": {"name": {"type": "string", "minLength": 1, "description": "The pod."},
            "namespace": {"type": "string", "description": "The pod's namespace (default: default)."},
            "featureGates": {"type": "string", "description": "kube-scheduler feature gates, GATE=true|false,..."}},
        "additionalProperties": false})");
    tool.outputSchema = mcpSchema(R"({"type": "object", "required": ["name", "namespace", "nodes"],
        "properties": {"name": {"type": "string"}, "namespace": {"type": "string"},
            "nodes": {"type": "array", "items": {"type": "object"}},
            "fitsNow": {"type": "array", "items": {"type": "string"}},
            "fitsNowOmitted": {"type": "integer", "minimum": 1}}})");
    tool.clusterRead = mcpReads(Kube::ClusterReadOptions{});
    tool.run = [](const ToolInput &input) -> Result<ToolAnswer> {
        const Result<Dra::PodExplanation> explained = Dra::explainPod(
            *input.prepared,
            input.arguments.contains(QLatin1String("namespace"))
                ? mcpString(input.arguments, "namespace")
                : QStringLiteral("default"),
            mcpString(input.arguments, "name"), mcpString(input.arguments, "featureGates"));
        if (!explained)
            return tl::unexpected(explained.error());
        QString summary =
            Tr::tr("pod %1/%2: %3.")
                .arg(explained->ns, explained->name,
                     explained->phase.isEmpty() ? QStringLiteral("-") : explained->phase);
        if (!explained->scheduled.isEmpty())
            summary += QLatin1Char(' ') + Tr::tr("Scheduled: %1.").arg(explained->scheduled);
        summary += QLatin1Char(' ') +
                   (explained->fitsNow.isEmpty()
                        ? Tr::tr("Its claims fit on no node now.")
                        : Tr::tr("Its claims fit now on: %1.").arg(mcpNames(explained->fitsNow)));
        // The explanation without its nodes, then as many nodes as can fit; the nodes it fits
        // on now (up to the fleet) within a quarter of the limit, the rest counted.
        Dra::PodExplanation head = *explained;
        head.nodes.clear();
        QJsonObject json = head.toJson();
        qsizetype fitsOmitted = 0;
        json.insert(QStringLiteral("fitsNow"),
                    fittingArray(
                        explained->fitsNow.size(),
                        [&](qsizetype i) { return QJsonValue(explained->fitsNow.at(i)); },
                        Limits::value(Limits::McpOutputBytes) / 4, &fitsOmitted));
        if (fitsOmitted > 0)
            json.insert(QStringLiteral("fitsNowOmitted"), qint64(fitsOmitted));
        qsizetype omitted = 0;
        json.insert(QStringLiteral("nodes"),
                    fittingArray(
                        explained->nodes.size(),
                        [&](qsizetype i) { return explained->nodes.at(i).toJson(); },
                        Limits::value(Limits::McpOutputBytes), &omitted));
        return ToolAnswer{json, summary, {QStringLiteral("nodes")}, omitted};
    };
    return tool;
}

// --- claims ----------------------------------------------------------------------------------

const char *const McpClaimsDescription =
    "ResourceClaims and ResourceClaimTemplates as YAML or JSON (several documents or a List); "
    "DeviceClasses in it are used beside the cluster's (on a name clash this text wins).";

Tool mcpClaimMatchTool()
{
    Tool tool;
    tool.name = QStringLiteral("match_claim");
    tool.title = QStringLiteral("Which nodes can take a claim");
    tool.description = QStringLiteral(
        "For each claim given as YAML, every node of the cluster: whether it qualifies, the "
        "devices the scheduler's allocator would choose, or the reason it does not (advisory: "
        "what kube-scheduler would do now); as `accelctl claim match --claim FILE -o json`. On a "
        "fleet too big for one answer each claim lists its first nodes by name and counts the "
        "rest in nodesOmitted.");
    tool.inputSchema = mcpSchema(QByteArray(QByteArray(R"({"type": "object", "required": ["claims"],
        "properties": {"claims": {"type": "string", "minLength": 1, "description": ")") +
                                            McpClaimsDescription + R"("},
            "featureGates": {"type": "string", "description": "kube-scheduler feature gates, GATE=true|false,..."}},
        "additionalProperties": false})")
                                     .constData());
    tool.outputSchema = mcpSchema(R"({"type": "object",
        "required": ["advisory", "source", "claims", "warnings"],
        "properties": {"advisory": {"type": "string"}, "source": {"type": "string"},
            "claims": {"type": "array", "items": {"type": "object",
                "required": ["claim", "anyQualifies", "nodes"],
                "properties": {"claim": {"type": "string"}, "anyQualifies": {"type": "boolean"},
                    "nodes": {"type": "array", "items": {"type": "object"}},
                    "nodesOmitted": {"type": "integer", "minimum": 1}}}},
            "warnings": {"type": "array", "items": {"type": "string"}}}})");
    tool.clusterRead = mcpReads(mcpNoPods());
    tool.run = [](const ToolInput &input) -> Result<ToolAnswer> {
        const Result<Dra::ClaimFiles> files = Dra::readClaimText(
            mcpString(input.arguments, "claims").toUtf8(), QStringLiteral("arguments.claims"));
        if (!files)
            return tl::unexpected(files.error());
        const Kube::ClusterSnapshot &snapshot = input.cluster->snapshot;
        // The engine `claim match` runs: the text's classes first, then the cluster's.
        Dra::ClaimFileMatch match = Dra::matchClaimFiles(
            *files, *input.prepared, QStringLiteral("the cluster (%1)").arg(snapshot.source()),
            mcpString(input.arguments, "featureGates"));
        const QStringList &warnings = match.warnings;
        const Result<QList<Dra::ClaimOutcome>> &outcomes = match.outcomes;
        if (!outcomes)
            return tl::unexpected(outcomes.error());
        // A fleet's nodes do not all fit the output limit (65,000 node outcomes are about 7 MB):
        // each claim lists the first nodes that fit its share of a third of it (the answer is
        // in the result twice, once as text) and says how many more there are in nodesOmitted.
        const qint64 share =
            Limits::value(Limits::McpOutputBytes) / 3 / std::max<qsizetype>(outcomes->size(), 1);
        QJsonArray list;
        QStringList lines;
        qsizetype omittedNodes = 0;
        for (const Dra::ClaimOutcome &outcome : *outcomes) {
            Dra::ClaimOutcome head = outcome;
            head.nodes.clear();
            QJsonObject json = head.toJson();
            qsizetype omitted = 0;
            json.insert(QStringLiteral("nodes"),
                        fittingArray(
                            outcome.nodes.size(),
                            [&](qsizetype i) { return outcome.nodes.at(i).toJson(); }, share,
                            &omitted));
            if (omitted > 0)
                json.insert(QStringLiteral("nodesOmitted"), qint64(omitted));
            omittedNodes += omitted;
            list.append(json);
            QStringList qualifying;
            for (const Dra::NodeOutcome &node : outcome.nodes)
                if (node.qualifies)
                    qualifying << node.node;
            lines << (qualifying.isEmpty()
                          ? Tr::tr("%1 %2: no node qualifies; a pod using it would stay Pending.")
                                .arg(outcome.kind, outcome.claim)
                          : Tr::tr("%1 %2: %3 of %4 nodes qualify (%5).")
                                .arg(outcome.kind, outcome.claim)
                                .arg(qualifying.size())
                                .arg(outcome.nodes.size())
                                .arg(mcpNames(qualifying)));
        }
        if (omittedNodes > 0)
            lines << Tr::tr("%1 node outcomes are past the mcp-output limit and not listed "
                            "(nodesOmitted); `accelctl claim match -o json` gives them all.")
                         .arg(omittedNodes);
        return ToolAnswer{{{QStringLiteral("advisory"), Dra::advisoryNote()},
                           {QStringLiteral("source"), snapshot.source()},
                           {QStringLiteral("claims"), list},
                           {QStringLiteral("warnings"), mcpWarnings(warnings)}},
                          lines.join(QLatin1Char('\n'))};
    };
    return tool;
}

Tool mcpClaimAllocateTool()
{
    Tool tool;
    tool.name = QStringLiteral("allocate_claim");
    tool.title = QStringLiteral("The scheduler's allocation on one node");
    tool.description = QStringLiteral(
        "The allocation kube-scheduler would write (status.allocation) for claims given as YAML "
        "on one node, or the reasons it cannot; as `accelctl claim allocate --claim FILE --node "
        "N -o json`. Nothing is written to the cluster.");
    tool.inputSchema =
        mcpSchema(QByteArray(QByteArray(R"({"type": "object", "required": ["claims", "node"],
        "properties": {"claims": {"type": "string", "minLength": 1, "description": ")") +
                             McpClaimsDescription + R"("},
            "node": {"type": "string", "minLength": 1, "description": "The node to allocate on."},
            "featureGates": {"type": "string", "description": "kube-scheduler feature gates, GATE=true|false,..."}},
        "additionalProperties": false})")
                      .constData());
    tool.outputSchema = mcpSchema(R"({"type": "object",
        "required": ["node", "allocated", "claims", "reasons", "warnings"],
        "properties": {"node": {"type": "string"}, "allocated": {"type": "boolean"},
            "claims": {"type": "array", "items": {"type": "object"}},
            "reasons": {"type": "array"},
            "warnings": {"type": "array", "items": {"type": "string"}}}})");
    tool.clusterRead = mcpReads(mcpNoPods());
    tool.run = [](const ToolInput &input) -> Result<ToolAnswer> {
        const Result<Dra::ClaimFiles> files = Dra::readClaimText(
            mcpString(input.arguments, "claims").toUtf8(), QStringLiteral("arguments.claims"));
        if (!files)
            return tl::unexpected(files.error());
        Dra::AllocateRequest request;
        request.claims = files->claims;
        request.classes = files->claimFileClasses;
        request.node = mcpString(input.arguments, "node");
        request.featureGates = mcpString(input.arguments, "featureGates");
        const Result<Dra::AllocateReport> report = Dra::allocateOnNode(*input.prepared, request);
        if (!report)
            return tl::unexpected(report.error());
        QJsonObject json = report->toJson();
        json.insert(QStringLiteral("warnings"), mcpWarnings(files->warnings + report->warnings));
        const QStringList reasons = json.value(QLatin1String("reasons")).toVariant().toStringList();
        return ToolAnswer{
            json,
            json.value(QLatin1String("allocated")).toBool()
                ? Tr::tr("node %1: the claims are allocated.").arg(request.node)
                : Tr::tr("node %1: not allocated: %2").arg(request.node, reasons.join(u"; "))};
    };
    return tool;
}

// --- CEL -------------------------------------------------------------------------------------

Tool mcpCelTool()
{
    Tool tool;
    tool.name = QStringLiteral("eval_cel");
    tool.title = QStringLiteral("Compile or evaluate a CEL device selector");
    tool.description = QStringLiteral(
        "Compiles a CEL expression as the API server compiles a DRA device selector (`device` "
        "declared, type-checked, the cost estimated) and, with a device given as YAML, "
        "evaluates it, optionally each top-level && term on its own; as `accelctl cel eval "
        "EXPR [--device FILE] -o json`. A compile or evaluation error is an error result.");
    tool.inputSchema = mcpSchema(R"({"type": "object", "required": ["expression"],
        "properties": {"expression": {"type": "string", "minLength": 1},
            "device": {"type": "string", "description": "The device as YAML or JSON: a ResourceSlice device entry with a driver field, a ResourceSlice, a List of them or a cluster snapshot."},
            "deviceName": {"type": "string", "description": "With slices in device: the device's name."},
            "driver": {"type": "string", "description": "With slices in device: only devices of this driver."},
            "node": {"type": "string", "description": "With slices in device: only devices of this node."},
            "terms": {"type": "boolean", "description": "Also evaluate each top-level && term on its own."}},
        "additionalProperties": false})");
    tool.outputSchema = mcpSchema(R"({"type": "object", "required": ["expression", "estimatedCost"],
        "properties": {"expression": {"type": "string"}, "compiles": {"type": "boolean"},
            "type": {"type": "string"}, "estimatedCost": {"type": "integer"},
            "cost": {"type": "integer"}, "device": {"type": "string"},
            "terms": {"type": "array", "items": {"type": "object", "required": ["term"]}}}})");
    tool.run = [](const ToolInput &input) -> Result<ToolAnswer> {
        const QJsonObject &args = input.arguments;
        const QString expression = mcpString(args, "expression");
        std::optional<Dra::Device> device;
        if (args.contains(QLatin1String("device"))) {
            const Result<QList<QJsonValue>> docs = Doc::readDocuments(
                mcpString(args, "device").toUtf8(), QStringLiteral("arguments.device"));
            if (!docs)
                return tl::unexpected(docs.error());
            Dra::DevicePick pick;
            pick.name = mcpString(args, "deviceName");
            pick.driver = mcpString(args, "driver");
            pick.node = mcpString(args, "node");
            Result<Dra::Device> d = Dra::deviceFromDocuments(*docs, pick);
            if (!d)
                return tl::unexpected(d.error());
            device = std::move(*d);
        } else {
            for (const char *key : {"deviceName", "driver", "node", "terms"})
                if (args.contains(QLatin1String(key)))
                    return tl::unexpected(Error::of(
                        Code::MCP_TOOL_INPUT, Tr::tr("%1 needs a device").arg(QLatin1String(key))));
        }
        const Result<Cel::Program> compiled =
            Cel::Program::compile(expression, Dra::deviceCompileOptions());
        if (!compiled)
            return tl::unexpected(compiled.error());
        const Cel::Program &program = *compiled;
        const qint64 estimated = qint64(std::min<quint64>(
            program.estimatedCost().max, quint64(std::numeric_limits<qint64>::max())));
        if (!device)
            return ToolAnswer{{{QStringLiteral("expression"), expression},
                               {QStringLiteral("compiles"), true},
                               {QStringLiteral("type"), program.resultType()},
                               {QStringLiteral("estimatedCost"), estimated}},
                              Tr::tr("Compiles: %1, estimated cost %2.")
                                  .arg(program.resultType())
                                  .arg(estimated)};
        const QList<Cel::Value> activation{Dra::deviceValue(*device)};
        qint64 cost = 0;
        const Cel::Value value = program.evaluate(activation, Dra::SelectorMaxCost, &cost);
        if (value.isError())
            return tl::unexpected(program.errorOf(value));
        QJsonObject json{{QStringLiteral("expression"), expression},
                         {QStringLiteral("estimatedCost"), estimated},
                         {QStringLiteral("cost"), cost},
                         {QStringLiteral("device"), device->name},
                         {QStringLiteral("value"), Cel::toJson(value)},
                         {QStringLiteral("type"), value.typeName()}};
        if (args.value(QLatin1String("terms")).toBool()) {
            QJsonArray terms;
            const QStringList texts = program.terms();
            const QList<Cel::Value> values =
                program.evaluateTerms(activation, Dra::SelectorMaxCost);
            for (qsizetype k = 0; k < texts.size() && k < values.size(); ++k) {
                QJsonObject t{{QStringLiteral("term"), texts[k]}};
                if (values[k].isError())
                    t.insert(QStringLiteral("error"), program.errorOf(values[k]).message);
                else
                    t.insert(QStringLiteral("value"), Cel::toJson(values[k]));
                terms.append(t);
            }
            json.insert(QStringLiteral("terms"), terms);
        }
        return ToolAnswer{json, Tr::tr("On device %1: %2 (cost %3).")
                                    .arg(device->name, value.toDebugString())
                                    .arg(cost)};
    };
    return tool;
}

// --- certification ---------------------------------------------------------------------------

QJsonArray mcpEvents(const QList<Nvcre::NvcreEvent> &events)
{
    QJsonArray list;
    for (const Nvcre::NvcreEvent &event : events)
        list.append(QJsonObject{{QStringLiteral("type"), event.type},
                                {QStringLiteral("reason"), event.reason},
                                {QStringLiteral("message"), event.message}});
    return list;
}

Tool mcpClusterInfoTool()
{
    Tool tool;
    tool.name = QStringLiteral("get_cluster_info");
    tool.title = QStringLiteral("Platform and GPU detection");
    tool.description = QStringLiteral(
        "What certification rendering detects on the cluster: platform and why, GPU "
        "architecture and the votes, target and excluded nodes, the NIC resource and GCP TCPXO "
        "networking; as `accelctl cluster info -o json`.");
    tool.inputSchema = mcpSchema(R"({"type": "object",
        "properties": {"platform": {"type": "string", "description": "Use this platform instead of detecting it."},
            "gpuArch": {"type": "string", "description": "Use this GPU architecture instead of the nodes' majority vote."},
            "selector": {"type": "object", "additionalProperties": {"type": "string"},
                "description": "Target only nodes with these labels (spec.target.nodeSelector)."},
            "nodes": {"type": "array", "items": {"type": "string"}, "description": "Target only these nodes."},
            "includeCordoned": {"type": "boolean"},
            "mlnxPerNode": {"type": "integer", "minimum": 0},
            "nicResourceName": {"type": "string"}},
        "additionalProperties": false})");
    tool.outputSchema = mcpSchema(R"({"type": "object",
        "required": ["platform", "source", "warnings", "events"],
        "properties": {"platform": {"type": "string"}, "source": {"type": "string"},
            "events": {"type": "array", "items": {"type": "object"}},
            "warnings": {"type": "array", "items": {"type": "string"}}}})");
    tool.clusterRead = mcpReads(mcpDetectionRead());
    tool.run = [](const ToolInput &input) -> Result<ToolAnswer> {
        const QJsonObject &args = input.arguments;
        Nvcre::DetectionInput detection;
        detection.platformOverride = mcpString(args, "platform");
        detection.gpuArchOverride = mcpString(args, "gpuArch");
        const QJsonObject selector = args.value(QLatin1String("selector")).toObject();
        for (auto it = selector.begin(); it != selector.end(); ++it)
            detection.target.nodeSelector.insert(it.key(), it.value().toString());
        detection.target.nodeNames = args.value(QLatin1String("nodes")).toVariant().toStringList();
        detection.target.includeCordoned = args.value(QLatin1String("includeCordoned")).toBool();
        if (args.contains(QLatin1String("mlnxPerNode")))
            detection.mlnxPerNodeOption = args.value(QLatin1String("mlnxPerNode")).toInt();
        detection.nicResourceNameOption = mcpString(args, "nicResourceName");
        Nvcre::setCluster(detection, input.cluster->snapshot);
        const Result<Nvcre::DetectionResult> result = Nvcre::detect(detection);
        if (!result)
            return tl::unexpected(result.error());
        QJsonObject json = result->toJson();
        json.insert(QStringLiteral("source"), input.cluster->snapshot.source());
        json.insert(QStringLiteral("events"), mcpEvents(result->events));
        json.insert(QStringLiteral("warnings"), mcpWarnings(input.cluster->warnings));
        return ToolAnswer{
            json, Tr::tr("Platform %1 (%2), GPU architecture %3, %4 target nodes.")
                      .arg(result->platform, result->platformReason, result->gpuArchitecture)
                      .arg(result->targetNodes.size())};
    };
    return tool;
}

Tool mcpRenderTool()
{
    Tool tool;
    tool.name = QStringLiteral("render_workflow");
    tool.title = QStringLiteral("Render a Workflow, Certification or WorkloadRun");
    tool.description = QStringLiteral(
        "Renders a Workflow, Certification or WorkloadRun given as YAML with its platform and "
        "GPU overrides resolved: the detection, the events, and per rendered Workflow every "
        "override (matched or not and why, what it changed); as `accelctl workflow render`, "
        "`certification render` and `workloadrun render`. Offline with platform and gpuArch, or "
        "detected on the server's cluster with useCluster. Nothing is applied.");
    tool.inputSchema = mcpSchema(R"({"type": "object", "required": ["kind", "document"],
        "properties": {"kind": {"type": "string", "enum": ["Workflow", "Certification", "WorkloadRun"]},
            "document": {"type": "string", "minLength": 1, "description": "The document as YAML or JSON."},
            "platform": {"type": "string", "description": "aws, gcp, azure, oci, onprem, togetherai, mistral, forge or nscale."},
            "gpuArch": {"type": "string", "description": "a100, b200, b300, gb200, gb300, h100, h200, l40, l40s or rtxpro6000."},
            "useCluster": {"type": "boolean", "description": "Detect on the nodes of the cluster the server was started with."}},
        "additionalProperties": false})");
    tool.outputSchema = mcpSchema(R"({"type": "object",
        "required": ["kind", "events", "warnings", "detectionNotes", "workflows"],
        "properties": {"kind": {"type": "string"}, "detection": {"type": "object"},
            "events": {"type": "array", "items": {"type": "object"}},
            "warnings": {"type": "array", "items": {"type": "string"}},
            "detectionNotes": {"type": "array", "items": {"type": "string"}},
            "workflows": {"type": "array", "items": {"type": "object",
                "required": ["label", "rendered", "overrides"],
                "properties": {"label": {"type": "string"}, "rendered": {"type": "object"},
                    "overrides": {"type": "array", "items": {"type": "object"}}}}}}})");
    tool.clusterRead = [](const QJsonObject &arguments) {
        return arguments.value(QLatin1String("useCluster")).toBool()
                   ? std::optional<Kube::ClusterReadOptions>(mcpDetectionRead())
                   : std::nullopt;
    };
    tool.run = [](const ToolInput &input) -> Result<ToolAnswer> {
        const QJsonObject &args = input.arguments;
        const QString kind = mcpString(args, "kind");
        Nvcre::RenderParams params;
        params.kind = kind == QLatin1String("Certification") ? Nvcre::RenderInputKind::Certification
                      : kind == QLatin1String("WorkloadRun") ? Nvcre::RenderInputKind::WorkloadRun
                                                             : Nvcre::RenderInputKind::Workflow;
        params.bytes = mcpString(args, "document").toUtf8();
        params.sourceName = QStringLiteral("arguments.document");
        params.platform = mcpString(args, "platform");
        params.gpuArchitecture = mcpString(args, "gpuArch");
        params.withDiffLines = false;
        if (input.cluster) {
            params.nodes = Nvcre::RenderNodeSource::Cluster;
            params.cluster = input.cluster->snapshot;
        } else {
            params.nodes = Nvcre::RenderNodeSource::Offline;
        }
        const Result<Nvcre::RenderResult> render = Nvcre::RenderJob(params).exec();
        if (!render)
            return tl::unexpected(render.error());
        QJsonArray workflows;
        int applied = 0;
        for (const Nvcre::RenderedWorkflow &document : render->documents) {
            QJsonArray overrides;
            for (const Nvcre::OverrideRecord &record : document.overrides.records) {
                overrides.append(record.toJson());
                applied += record.matched ? 1 : 0;
            }
            workflows.append(QJsonObject{{QStringLiteral("label"), document.label},
                                         {QStringLiteral("rendered"), document.rendered},
                                         {QStringLiteral("overrides"), overrides}});
        }
        QJsonObject json{{QStringLiteral("kind"), kind},
                         {QStringLiteral("events"), mcpEvents(render->events)},
                         {QStringLiteral("warnings"), mcpWarnings(render->warnings)},
                         {QStringLiteral("detectionNotes"), mcpWarnings(render->detectionNotes)},
                         {QStringLiteral("workflows"), workflows}};
        QString summary = Tr::tr("%1 Workflow(s) rendered, %2 override(s) applied.")
                              .arg(workflows.size())
                              .arg(applied);
        if (render->detection) {
            json.insert(QStringLiteral("detection"), render->detection->toJson());
            summary += QLatin1Char(' ') +
                       Tr::tr("Platform %1, GPU architecture %2.")
                           .arg(render->detection->platform, render->detection->gpuArchitecture);
        }
        return ToolAnswer{json, summary};
    };
    return tool;
}

// --- NVCRE runs (issue 36) --------------------------------------------------------------------

/// The runs of the server's cluster: a snapshot file's, or read live (one namespace).
Result<Nvcre::RunObjects> mcpRuns(const ToolInput &input, const QString &ns)
{
    if (input.environment && input.environment->cluster &&
        input.environment->cluster->kind() == Kube::ClusterSource::Kind::Live) {
        const Result<Kube::ResolvedContext> context = input.environment->cluster->resolveContext();
        if (!context)
            return tl::unexpected(context.error());
        Nvcre::RunReadJob job(*context, ns);
        return job.exec();
    }
    return Nvcre::RunObjects::fromSnapshot(input.cluster->snapshot);
}

/// What the run tools read first: the nodes only (drift's input), or a snapshot file whole.
Kube::ClusterReadOptions mcpRunsRead()
{
    Kube::ClusterReadOptions what;
    what.deviceClasses = false;
    what.pods = false;
    what.allocationState = false;
    return what;
}

const char *const McpRunInput = R"({"type": "object", "required": ["name"],
    "properties": {"name": {"type": "string", "description": "The run's name."},
        "namespace": {"type": "string", "description": "Its namespace (default: default)."}},
    "additionalProperties": false})";

/// The report of the run the arguments name, with drift against the nodes read.
Result<Nvcre::RunReport> mcpRunReport(const ToolInput &input, Nvcre::RunKind kind)
{
    const QString name = mcpString(input.arguments, "name");
    const QString ns = input.arguments.contains(QLatin1String("namespace"))
                           ? mcpString(input.arguments, "namespace")
                           : QStringLiteral("default");
    const Result<Nvcre::RunObjects> runs = mcpRuns(input, ns);
    if (!runs)
        return tl::unexpected(runs.error());
    Result<Nvcre::RunReport> report = Nvcre::buildRunReport(*runs, kind, name, ns);
    if (report && input.cluster)
        Nvcre::addRunDrift(*report, *runs, input.cluster->snapshot);
    return report;
}

Tool mcpRunTool(const QString &name, const QString &title, const QString &description,
                const char *outputSchema,
                std::function<ToolAnswer(const Nvcre::RunReport &)> answer,
                Nvcre::RunKind kind = Nvcre::RunKind::Certification)
{
    Tool tool;
    tool.name = name;
    tool.title = title;
    tool.description = description;
    tool.inputSchema = mcpSchema(McpRunInput);
    tool.outputSchema = mcpSchema(outputSchema);
    tool.clusterRead = mcpReads(mcpRunsRead());
    tool.run = [answer, kind](const ToolInput &input) -> Result<ToolAnswer> {
        const Result<Nvcre::RunReport> report = mcpRunReport(input, kind);
        if (!report)
            return tl::unexpected(report.error());
        return answer(*report);
    };
    return tool;
}

QList<Tool> mcpRunTools()
{
    const auto summary = [](const Nvcre::RunReport &r) {
        return Tr::tr("%1 %2: %3, %4 categories, %5 failed nodes.")
            .arg(r.kind == Nvcre::RunKind::Certification ? QStringLiteral("Certification")
                                                         : QStringLiteral("WorkloadRun"),
                 r.name, r.result)
            .arg(r.categories.size())
            .arg(r.failedNodes.size());
    };
    const char *const reportSchema = R"({"type": "object", "required": ["report"],
        "properties": {"report": {"type": "object",
            "required": ["name", "platform", "gpu", "totalNodes", "categories", "result"]}}})";
    return {
        mcpRunTool(
            QStringLiteral("get_certification_status"), QStringLiteral("A Certification's verdict"),
            QStringLiteral("A Certification's verdict (PASSED, FAILED, INCOMPLETE, RUNNING), its "
                           "conditions, the status of every category, excluded and failed nodes; "
                           "as nvcrectl's MCP tool and `accelctl certification status`."),
            R"({"type": "object", "required": ["name", "namespace", "result"],
                "properties": {"name": {"type": "string"}, "namespace": {"type": "string"},
                    "result": {"type": "string", "enum": ["PASSED", "FAILED", "INCOMPLETE", "RUNNING"]},
                    "totalNodes": {"type": "integer"},
                    "excludedNodes": {"type": "array", "items": {"type": "string"}},
                    "exclusionReason": {"type": "string"},
                    "conditions": {"type": "array", "items": {"type": "object"}},
                    "categories": {"type": "array", "items": {"type": "object"}},
                    "failedNodes": {"type": "array", "items": {"type": "string"}}}})",
            [summary](const Nvcre::RunReport &r) {
                return ToolAnswer{Nvcre::runStatusJson(r), summary(r)};
            }),
        mcpRunTool(
            QStringLiteral("get_certification_report"), QStringLiteral("A Certification's report"),
            QStringLiteral("A Certification's whole report as nvcrectl's `--results-file` JSON "
                           "(categories with runtime, scale, failed groups, bandwidth, goodput; "
                           "failed and excluded nodes) plus drift from the preview; as `accelctl "
                           "certification report -o json`."),
            reportSchema,
            [summary](const Nvcre::RunReport &r) {
                return ToolAnswer{QJsonObject{{QStringLiteral("report"), Nvcre::runReportJson(r)}},
                                  summary(r)};
            }),
        mcpRunTool(
            QStringLiteral("list_failed_nodes"), QStringLiteral("A Certification's failed nodes"),
            QStringLiteral("The nodes a Certification failed, one row per node and reason "
                           "(WorkloadFailed, ThresholdViolation, HardwareFailureDetected) with "
                           "the controller's message."),
            R"({"type": "object", "required": ["name", "namespace", "failedNodes"],
                "properties": {"name": {"type": "string"}, "namespace": {"type": "string"},
                    "failedNodes": {"type": "array", "items": {"type": "object",
                        "required": ["name", "reason"],
                        "properties": {"name": {"type": "string"}, "reason": {"type": "string"},
                            "message": {"type": "string"}}}}}})",
            [](const Nvcre::RunReport &r) {
                return ToolAnswer{Nvcre::runFailedNodesJson(r),
                                  Tr::tr("%1 failed nodes.").arg(r.failedNodes.size())};
            }),
        mcpRunTool(
            QStringLiteral("get_workloadrun_report"), QStringLiteral("A WorkloadRun's report"),
            QStringLiteral("A WorkloadRun's report as nvcrectl's JSON (result, runtime, goodput "
                           "and TFLOPs, bandwidth, per-node results) plus drift from the "
                           "preview; as `accelctl workloadrun report -o json`."),
            reportSchema,
            [summary](const Nvcre::RunReport &r) {
                return ToolAnswer{QJsonObject{{QStringLiteral("report"), Nvcre::runReportJson(r)}},
                                  summary(r)};
            },
            Nvcre::RunKind::WorkloadRun),
    };
}

} // namespace

QList<Tool> accelTools()
{
    return QList<Tool>{mcpHardwareTool(),      mcpLaunchFormTool(), mcpLaunchPlanTool(),
                       mcpGpusTool(),          mcpGpuSummaryTool(), mcpPoolsTool(),
                       mcpClaimsTool(),        mcpExplainPodTool(), mcpClaimMatchTool(),
                       mcpClaimAllocateTool(), mcpCelTool(),        mcpClusterInfoTool(),
                       mcpRenderTool()} +
           mcpRunTools();
}

} // namespace Accel::Mcp
