// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/clusterclaims.h"
#include "host/hostsources.h"
#include "kube/clusterreader.h"
#include "kube/clustersource.h"
#include "result.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace Accel::Mcp {

/// What `accelctl mcp serve` was started with, for every call: the host seams (--host-root,
/// --docker-info) and the cluster (--snapshot, --demo, --kubeconfig, --context,
/// --request-timeout), parsed once by the command line.
struct ToolEnvironment
{
    Host::HostSources host;
    std::optional<Kube::ClusterSource> cluster;
};

/// One call's input, on the worker thread that runs the tool.
struct ToolInput
{
    QJsonObject arguments; ///< valid against the tool's inputSchema
    const ToolEnvironment *environment = nullptr;
    /// The cluster, read first where the tool asked for it (Tool::clusterRead).
    std::optional<Kube::ClusterRead> cluster;
    /// What the queries build of that cluster (inventory, claims, pools, the allocator's side),
    /// set with `cluster`: for a snapshot or the demo it is kept from call to call while the
    /// source is unchanged (Mcp::KeptCluster), so a fleet is read and prepared once, not per call.
    std::optional<Dra::PreparedCluster> prepared;
};

/// A tool's answer: `structuredContent` (valid against its outputSchema) and a one-paragraph
/// summary for the text content.
struct ToolAnswer
{
    QJsonObject structured;
    QString summary;
    /// Where the tool already cut a list that could never fit the mcp-output limit whole (a
    /// fleet's 390,000 claims are not made into JSON only to be cut): the list's path in
    /// `structured` (as toolResult() names arrays: a key, or a key and one below it) and how
    /// many entries it left out. toolResult() says so in `truncated` as it says its own cuts.
    QStringList cutPath{};
    qsizetype cutOmitted = 0;
};

/// The first entries of a list of COUNT, each made by ITEM(i) only when needed, that fit in
/// LIMIT bytes of compact JSON (no more can fit a result capped at LIMIT); *OMITTED gets how
/// many are left out.
QJsonArray fittingArray(qsizetype count, const std::function<QJsonValue(qsizetype)> &item,
                        qint64 limit, qsizetype *omitted);

/// One read-only tool: the same core entry a command of accelctl drives (README "MCP server"),
/// described for an assistant. `run` is called on a worker thread and must be reentrant.
struct Tool
{
    QString name;  ///< "get_gpus"
    QString title; ///< "GPUs of the cluster"
    QString description;
    QJsonObject inputSchema;
    QJsonObject outputSchema;
    /// The cluster to read before `run`, given the call's arguments; nullopt: none.
    std::function<std::optional<Kube::ClusterReadOptions>(const QJsonObject &arguments)>
        clusterRead;
    std::function<Result<ToolAnswer>(const ToolInput &input)> run;
};

/// Every tool `accelctl mcp serve` offers (core/mcp/mcptools.cpp), in the order tools/list
/// gives them. None launches, stops, applies or writes anything.
QList<Tool> accelTools();

} // namespace Accel::Mcp
