// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "mcp/mcpserver.h"
#include "mcp/mcpcodes.h"
#include "mcp/mcptr.h"

#include "doc/jsonschema.h"
#include "kube/clusterloadjob.h"
#include "logging.h"
#include "resourcelimits.h"
#include "workpool.h"

#include <QFile>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTimer>
#include <QtConcurrent>

#include <algorithm>

#include <sys/stat.h>
#include <time.h>

namespace Accel::Mcp {

namespace {

QJsonObject mcpTextContent(const QString &text)
{
    return {{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), text}};
}

qint64 mcpCompactSize(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact).size();
}

QJsonObject mcpErrorResult(const Error &error)
{
    QString text = error.code + QStringLiteral(": ") + error.message;
    if (!error.hint.isEmpty())
        text += QStringLiteral("\nhint: ") + error.hint;
    return {{QStringLiteral("content"), QJsonArray{mcpTextContent(text)}},
            {QStringLiteral("isError"), true}};
}

QJsonObject mcpAnswerResult(const QJsonObject &structured, const QString &summary)
{
    const QString json =
        QString::fromUtf8(QJsonDocument(structured).toJson(QJsonDocument::Compact));
    return {{QStringLiteral("content"), QJsonArray{mcpTextContent(summary), mcpTextContent(json)}},
            {QStringLiteral("structuredContent"), structured},
            {QStringLiteral("isError"), false}};
}

/// The longest array (as compact JSON) in OBJECT or one level below: {path, size}. Each is
/// measured an item at a time, and no further than past LIMIT: an array of a fleet (390,000
/// claims) is not serialised whole only to learn that it is too long. Among arrays past the limit
/// the one with the most items is the longest.
struct McpLongestArray
{
    QStringList path;
    qint64 bytes = -1;
    qsizetype items = 0;
};

/// An array item's size as compact JSON.
qint64 mcpItemBytes(const QJsonValue &item)
{
    return QJsonDocument(QJsonArray{item}).toJson(QJsonDocument::Compact).size() - 2;
}

qint64 mcpArrayBytesUpTo(const QJsonArray &array, qint64 limit)
{
    qint64 bytes = 1; // "[]", less the comma the first item does not have
    for (const QJsonValue &item : array) {
        bytes += mcpItemBytes(item) + 1;
        if (bytes > limit)
            break;
    }
    return std::max<qint64>(bytes, 2);
}

McpLongestArray mcpLongestArray(const QJsonObject &object, qint64 limit)
{
    McpLongestArray best;
    const auto consider = [&](const QStringList &path, const QJsonArray &array) {
        const qint64 bytes = mcpArrayBytesUpTo(array, limit);
        const bool longer =
            bytes > limit && best.bytes > limit ? array.size() > best.items : bytes > best.bytes;
        if (longer)
            best = {path, bytes, array.size()};
    };
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.value().isArray()) {
            consider({it.key()}, it.value().toArray());
        } else if (it.value().isObject()) {
            const QJsonObject inner = it.value().toObject();
            for (auto jt = inner.begin(); jt != inner.end(); ++jt) {
                if (jt.value().isArray())
                    consider({it.key(), jt.key()}, jt.value().toArray());
            }
        }
    }
    return best;
}

QJsonObject mcpWithArray(QJsonObject object, const QStringList &path, const QJsonArray &array)
{
    if (path.size() == 1) {
        object.insert(path[0], array);
        return object;
    }
    QJsonObject inner = object.value(path[0]).toObject();
    inner.insert(path[1], array);
    object.insert(path[0], inner);
    return object;
}

QJsonArray mcpArrayAt(const QJsonObject &object, const QStringList &path)
{
    if (path.size() == 1)
        return object.value(path[0]).toArray();
    return object.value(path[0]).toObject().value(path[1]).toArray();
}

} // namespace

QStringList supportedProtocolVersions()
{
    return {QLatin1String(ProtocolVersion), QStringLiteral("2025-06-18"),
            QStringLiteral("2025-03-26"), QStringLiteral("2024-11-05")};
}

QJsonArray fittingArray(qsizetype count, const std::function<QJsonValue(qsizetype)> &item,
                        qint64 limit, qsizetype *omitted)
{
    QJsonArray kept;
    qint64 bytes = 1; // "[]", less the comma the first item does not have
    for (qsizetype i = 0; i < count; ++i) {
        const QJsonValue value = item(i);
        bytes += mcpItemBytes(value) + 1;
        if (bytes > limit)
            break;
        kept.append(value);
    }
    if (omitted)
        *omitted = count - kept.size();
    return kept;
}

QJsonObject toolResult(const Result<ToolAnswer> &answer, qint64 maxBytes)
{
    if (!answer)
        return mcpErrorResult(answer.error());
    // The longest array decides first: a fleet's answer (390,000 claims at 65,000 nodes) is many
    // times the limit, and serialising it whole, twice, took longer than the query (issue 37).
    // A list the tool cut itself is the one cut here too, and is always said to be cut.
    const bool cutByTool = answer->cutOmitted > 0 && !answer->cutPath.isEmpty();
    const McpLongestArray longest = cutByTool ? McpLongestArray{answer->cutPath, 0, 0}
                                              : mcpLongestArray(answer->structured, maxBytes);
    if (!cutByTool && longest.bytes <= maxBytes) {
        QJsonObject result = mcpAnswerResult(answer->structured, answer->summary);
        if (mcpCompactSize(result) <= maxBytes)
            return result;
    }
    if (longest.bytes >= 0) {
        const QJsonArray full = mcpArrayAt(answer->structured, longest.path);
        const qsizetype total = full.size() + (cutByTool ? answer->cutOmitted : 0);
        const QString arrayName = longest.path.join(QLatin1Char('.'));
        // The result with the first K entries of the list, and its size.
        const auto candidate = [&](qsizetype k) {
            QJsonArray kept;
            for (qsizetype i = 0; i < k; ++i)
                kept.append(full.at(i));
            QJsonObject structured = mcpWithArray(answer->structured, longest.path, kept);
            const QString note =
                Tr::tr("Cut to fit the mcp-output limit of %1: %2 of %3 entries of %4 shown; "
                       "ask a narrower question (a filter, a namespace, a node) for the rest.")
                    .arg(Limits::formatValue(Limits::McpOutputBytes, maxBytes))
                    .arg(k)
                    .arg(total)
                    .arg(arrayName);
            structured.insert(QStringLiteral("truncated"),
                              QJsonObject{{QStringLiteral("array"), arrayName},
                                          {QStringLiteral("kept"), qint64(k)},
                                          {QStringLiteral("omitted"), qint64(total - k)},
                                          {QStringLiteral("note"), note}});
            QJsonObject result =
                mcpAnswerResult(structured, answer->summary + QLatin1Char('\n') + note);
            const qint64 size = mcpCompactSize(result);
            return std::pair{std::move(result), size};
        };
        // The entries' running sizes, no further than the limit: no more entries can fit than
        // fit it on their own (the structuredContent alone must). bytes[K]: the first K with
        // their commas; as an array, "[" + that + "]" less one comma.
        QList<qint64> bytes{0};
        for (qsizetype i = 0; i < full.size(); ++i) {
            const qint64 next = bytes.last() + mcpItemBytes(full.at(i)) + 1;
            if (next + 1 > maxBytes)
                break;
            bytes << next;
        }
        // The most entries that fit, found in few tries (each serialises a result of up to the
        // limit, twice): the size grows with the entries' bytes almost in proportion (they are in
        // the result twice, once as text), so each try is aimed at the limit along the line
        // through the most entries known to fit and the fewest known not to, with a bisection
        // after an aimed try that did not halve what is left. Nothing kept is an answer only
        // where the tool cut the list (it is said to be cut).
        auto [empty, emptySize] = candidate(0);
        const qsizetype lowest = cutByTool ? 0 : 1;
        qsizetype fits = -1;              // the most entries known to fit
        qint64 fitsSize = emptySize;      // and its size (with none kept, that of none)
        qsizetype tooMany = bytes.size(); // the fewest known not to (here: past the bound)
        qint64 tooManySize = -1;          // and its size, once a try measured it
        QJsonObject best;
        if (emptySize > maxBytes) {
            tooMany = 0; // the rest of the answer alone is too big
        } else if (cutByTool) {
            fits = 0;
            best = empty;
        }
        bool bisect = false;
        while (std::max(fits + 1, lowest) < tooMany) {
            const qsizetype first = std::max(fits + 1, lowest);
            const qsizetype anchor = std::max<qsizetype>(fits, 0);
            qsizetype k = (first + tooMany) / 2;
            if (!bisect) {
                const double slope =
                    tooManySize < 0
                        ? 2.0
                        : double(tooManySize - fitsSize) /
                              double(std::max<qint64>(bytes.at(tooMany) - bytes.at(anchor), 1));
                const qint64 room = qint64(double(maxBytes - fitsSize) / std::max(slope, 1.0));
                k = qsizetype(
                        std::upper_bound(bytes.cbegin(), bytes.cend(), bytes.at(anchor) + room) -
                        bytes.cbegin()) -
                    1;
                k = std::clamp(k, first, tooMany - 1);
            }
            const qsizetype before = tooMany - first;
            auto [result, size] = candidate(k);
            if (size <= maxBytes) {
                fits = k;
                fitsSize = size;
                best = std::move(result);
            } else {
                tooMany = k;
                tooManySize = size;
            }
            bisect = !bisect && (tooMany - std::max(fits + 1, lowest)) * 2 > before;
        }
        if (fits >= 0)
            return best;
    }
    return mcpErrorResult(Limits::exceeded(Limits::McpOutputBytes, Tr::tr("the tool result")));
}

QStringList checkTools(const QList<Tool> &tools)
{
    QStringList problems;
    QSet<QString> names;
    for (const Tool &tool : tools) {
        if (names.contains(tool.name))
            problems << Tr::tr("%1: the name is used twice").arg(tool.name);
        names.insert(tool.name);
        for (const QJsonObject *schema : {&tool.inputSchema, &tool.outputSchema}) {
            if (schema->value(QLatin1String("type")) != QLatin1String("object"))
                problems << Tr::tr("%1: a schema that is no object schema").arg(tool.name);
            const Result<Doc::JsonSchema> compiled = Doc::JsonSchema::fromJson(*schema, tool.name);
            if (!compiled)
                problems << tool.name + QStringLiteral(": ") + compiled.error().message;
        }
        if (!tool.run)
            problems << Tr::tr("%1: nothing runs it").arg(tool.name);
    }
    return problems;
}

struct Session::Call
{
    QJsonValue id;
    const Tool *tool = nullptr;
    QJsonObject arguments;
    QJsonValue progressToken; ///< undefined: the client asked for no progress
    int progressCount = 0;
    Kube::ClusterLoadJob *load = nullptr;
    QFutureWatcher<Result<ToolAnswer>> *watcher = nullptr;
    QTimer *deadline = nullptr;
    std::optional<Kube::ClusterRead> cluster;
    std::optional<Dra::PreparedCluster> prepared;
};

QByteArray KeptCluster::identityOf(const Kube::ClusterSource &source)
{
    switch (source.kind()) {
    case Kube::ClusterSource::Kind::Demo:
        return QByteArrayLiteral("demo");
    case Kube::ClusterSource::Kind::Snapshot: {
        // stat(), not lstat(): the file the reader opens. Any change to it (rewritten in
        // place, replaced by a rename, touched) changes one of these, unless it comes within
        // the same tick of the file system's clock as the change before: a file changed in the
        // last second is not kept (git's "racy" rule), nor is anything but a regular file (a
        // pipe's identity says nothing of what it will give).
        struct stat info
        {
        };
        if (::stat(QFile::encodeName(source.snapshotFile).constData(), &info) != 0 ||
            !S_ISREG(info.st_mode))
            return {};
        timespec now{};
        clock_gettime(CLOCK_REALTIME, &now);
        if (std::max(info.st_mtim.tv_sec, info.st_ctim.tv_sec) >= now.tv_sec - 1)
            return {};
        return QByteArray::number(qulonglong(info.st_dev)) + ':' +
               QByteArray::number(qulonglong(info.st_ino)) + ':' +
               QByteArray::number(qlonglong(info.st_size)) + ':' +
               QByteArray::number(qlonglong(info.st_mtim.tv_sec)) + '.' +
               QByteArray::number(qlonglong(info.st_mtim.tv_nsec)) + ':' +
               QByteArray::number(qlonglong(info.st_ctim.tv_sec)) + '.' +
               QByteArray::number(qlonglong(info.st_ctim.tv_nsec)) + ':' +
               QFile::encodeName(source.snapshotFile);
    }
    case Kube::ClusterSource::Kind::Live:
    case Kube::ClusterSource::Kind::Invalid:
        break;
    }
    return {};
}

std::optional<KeptCluster::Entry> KeptCluster::find(const QByteArray &identity) const
{
    if (identity.isEmpty() || identity != m_identity)
        return std::nullopt;
    return m_entry;
}

KeptCluster::Entry KeptCluster::keep(const QByteArray &identity, const Kube::ClusterSource &source,
                                     const Kube::ClusterRead &read)
{
    Entry entry{read, Dra::PreparedCluster(read.snapshot)};
    // Kept only when the file is still the one whose identity was taken before the read.
    if (!identity.isEmpty() && identityOf(source) == identity) {
        m_identity = identity;
        m_entry = entry;
    }
    return entry;
}

void KeptCluster::forget()
{
    m_identity.clear();
    m_entry.reset();
}

Session::Session(std::shared_ptr<const ServerOptions> options, Sender send, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_send(std::move(send))
{}

Session::~Session()
{
    cancelAll();
}

void Session::cancelAll()
{
    const QStringList keys = m_calls.keys();
    for (const QString &key : keys)
        dropCall(key);
}

void Session::receive(const QByteArray &bytes)
{
    const RpcParse parsed = parseRpcMessage(bytes, Limits::value(Limits::McpRequestBytes));
    if (!parsed.message) {
        m_send(parsed.errorResponse);
        return;
    }
    receive(*parsed.message);
}

void Session::receive(const RpcMessage &message)
{
    switch (message.kind) {
    case RpcMessage::Kind::Request:
        handleRequest(message);
        break;
    case RpcMessage::Kind::Notification:
        handleNotification(message);
        break;
    case RpcMessage::Kind::Response:
    case RpcMessage::Kind::Invalid:
        // This server sends no requests, so no answer is awaited: ignored.
        break;
    }
}

QJsonObject Session::initializeResult(const RpcMessage &message, bool *ok)
{
    *ok = false;
    const QJsonValue requested = message.params.value(QLatin1String("protocolVersion"));
    if (!requested.isString()) {
        m_send(rpcError(message.id, RpcErrorCode::InvalidParams,
                        Tr::tr("initialize needs params.protocolVersion (a string)")));
        return {};
    }
    // Lifecycle, "Version Negotiation": the client's version where we speak it, else ours.
    m_version = supportedProtocolVersions().contains(requested.toString())
                    ? requested.toString()
                    : QLatin1String(ProtocolVersion);
    m_initializeAnswered = true;
    *ok = true;
    return {{QStringLiteral("protocolVersion"), m_version},
            {QStringLiteral("capabilities"),
             QJsonObject{
                 {QStringLiteral("tools"), QJsonObject{{QStringLiteral("listChanged"), false}}}}},
            {QStringLiteral("serverInfo"),
             QJsonObject{{QStringLiteral("name"), m_options->name},
                         {QStringLiteral("title"), QStringLiteral("Accel Console")},
                         {QStringLiteral("version"), m_options->version}}},
            {QStringLiteral("instructions"),
             Tr::tr("Read-only answers about this host's accelerators and a Kubernetes cluster's "
                    "GPUs and DRA claims, from the same engine as accelctl and the Accel Console "
                    "window. Nothing here launches, stops, applies or writes anything.")}};
}

QJsonObject Session::toolsList() const
{
    QJsonArray tools;
    for (const Tool &tool : m_options->tools) {
        tools.append(
            QJsonObject{{QStringLiteral("name"), tool.name},
                        {QStringLiteral("title"), tool.title},
                        {QStringLiteral("description"), tool.description},
                        {QStringLiteral("inputSchema"), tool.inputSchema},
                        {QStringLiteral("outputSchema"), tool.outputSchema},
                        {QStringLiteral("annotations"),
                         QJsonObject{{QStringLiteral("title"), tool.title},
                                     {QStringLiteral("readOnlyHint"), true},
                                     {QStringLiteral("destructiveHint"), false},
                                     {QStringLiteral("idempotentHint"), true},
                                     // A tool that reads a live cluster talks to its API server.
                                     {QStringLiteral("openWorldHint"), bool(tool.clusterRead)}}}});
    }
    return {{QStringLiteral("tools"), tools}};
}

void Session::handleRequest(const RpcMessage &message)
{
    const QString &method = message.method;
    if (method == QLatin1String("ping")) {
        m_send(rpcResult(message.id, {}));
        return;
    }
    if (method == QLatin1String("initialize")) {
        if (m_initializeAnswered) {
            m_send(rpcError(message.id, RpcErrorCode::InvalidRequest,
                            Tr::tr("the session is initialized already")));
            return;
        }
        bool ok = false;
        const QJsonObject result = initializeResult(message, &ok);
        if (ok)
            m_send(rpcResult(message.id, result));
        return;
    }
    // Lifecycle, "Initialization": nothing but pings before the client initialized.
    if (!m_initializeAnswered) {
        m_send(rpcError(message.id, RpcErrorCode::InvalidRequest,
                        Tr::tr("%1 before initialize: initialize the session first").arg(method)));
        return;
    }
    if (method == QLatin1String("tools/list")) {
        const QJsonValue cursor = message.params.value(QLatin1String("cursor"));
        if (!cursor.isUndefined()) {
            // One page holds every tool, so no cursor was ever handed out.
            m_send(rpcError(message.id, RpcErrorCode::InvalidParams,
                            Tr::tr("unknown cursor: tools/list has one page")));
            return;
        }
        m_send(rpcResult(message.id, toolsList()));
        return;
    }
    if (method == QLatin1String("tools/call")) {
        startCall(message);
        return;
    }
    m_send(rpcError(message.id, RpcErrorCode::MethodNotFound,
                    Tr::tr("method not found: %1 (this server offers tools only)").arg(method)));
}

void Session::handleNotification(const RpcMessage &message)
{
    if (message.method == QLatin1String("notifications/initialized")) {
        m_initialized = true;
        return;
    }
    if (message.method == QLatin1String("notifications/cancelled")) {
        const QJsonValue id = message.params.value(QLatin1String("requestId"));
        if (!id.isString() && !id.isDouble())
            return;
        const QString key = rpcIdKey(id);
        if (m_calls.contains(key)) {
            qCInfo(lcMcp) << "call" << key << "cancelled by the client";
            // Cancellation: the request is dropped and never answered.
            dropCall(key);
        }
        return;
    }
    // Anything else (notifications/roots/list_changed ...) asks nothing of a tools server.
}

void Session::startCall(const RpcMessage &message)
{
    const QJsonValue name = message.params.value(QLatin1String("name"));
    if (!name.isString()) {
        m_send(rpcError(message.id, RpcErrorCode::InvalidParams,
                        Tr::tr("tools/call needs params.name (a string)")));
        return;
    }
    const Tool *tool = nullptr;
    for (const Tool &t : m_options->tools)
        if (t.name == name.toString())
            tool = &t;
    if (!tool) {
        m_send(rpcError(message.id, RpcErrorCode::InvalidParams,
                        Tr::tr("unknown tool: %1").arg(name.toString())));
        return;
    }
    const QJsonValue arguments = message.params.value(QLatin1String("arguments"));
    if (!arguments.isUndefined() && !arguments.isObject()) {
        m_send(rpcError(message.id, RpcErrorCode::InvalidParams,
                        Tr::tr("params.arguments must be an object")));
        return;
    }
    const QString key = rpcIdKey(message.id);
    if (m_calls.contains(key)) {
        m_send(rpcError(
            message.id, RpcErrorCode::InvalidRequest,
            Tr::tr("request id %1 is in use by a call still running")
                .arg(QString::fromUtf8(
                    QJsonDocument(QJsonArray{message.id}).toJson(QJsonDocument::Compact)))));
        return;
    }
    // Arguments that do not fit the inputSchema are a tool error the model can correct
    // (2025-11-25, "Tools", "Error Handling"), not a protocol error.
    const Result<Doc::JsonSchema> schema = Doc::JsonSchema::fromJson(tool->inputSchema, tool->name);
    if (schema) {
        const QList<Doc::JsonSchema::Violation> violations = schema->validate(arguments.toObject());
        if (!violations.isEmpty()) {
            m_send(rpcResult(
                message.id,
                toolResult(tl::unexpected(Error::of(
                               Code::MCP_TOOL_INPUT,
                               Tr::tr("%1: the arguments do not fit its inputSchema: %2")
                                   .arg(tool->name, Doc::JsonSchema::describe(violations)))),
                           Limits::value(Limits::McpOutputBytes))));
            return;
        }
    }

    auto call = std::make_shared<Call>();
    call->id = message.id;
    call->tool = tool;
    call->arguments = arguments.toObject();
    call->progressToken = message.params.value(QLatin1String("_meta"))
                              .toObject()
                              .value(QLatin1String("progressToken"));
    if (!call->progressToken.isString() && !call->progressToken.isDouble())
        call->progressToken = QJsonValue::Undefined;
    call->deadline = new QTimer(this);
    call->deadline->setSingleShot(true);
    connect(call->deadline, &QTimer::timeout, this, [this, key] {
        const auto it = m_calls.constFind(key);
        if (it == m_calls.constEnd())
            return;
        const int seconds = (m_options->callDeadlineMs + 999) / 1000;
        finishCall(key, tl::unexpected(Error::of(
                            Code::MCP_DEADLINE,
                            Tr::tr("%1 did not finish within %2 s (the --request-timeout rule)")
                                .arg((*it)->tool->name)
                                .arg(seconds))));
    });
    call->deadline->start(m_options->callDeadlineMs);
    m_calls.insert(key, call);

    const std::optional<Kube::ClusterReadOptions> what =
        tool->clusterRead ? tool->clusterRead(call->arguments) : std::nullopt;
    if (!what) {
        runTool(key);
        return;
    }
    if (!m_options->environment.cluster) {
        // Not reached from accelctl, which always names a cluster source.
        QTimer::singleShot(0, this, [this, key] {
            finishCall(key, tl::unexpected(
                                Error::of(Code::MCP_TOOL_INPUT, Tr::tr("no cluster was given"))));
        });
        return;
    }
    const QByteArray identity = KeptCluster::identityOf(*m_options->environment.cluster);
    if (const std::optional<KeptCluster::Entry> kept = m_options->kept->find(identity)) {
        progress(key, 0, 0,
                 Tr::tr("reading the cluster: as read by an earlier call (%1 is unchanged)")
                     .arg(kept->read.snapshot.source()));
        call->cluster = kept->read;
        call->prepared = kept->prepared;
        runTool(key);
        return;
    }
    // What is kept is not this source's now: dropped before reading it again (at 65,000 nodes
    // each read and its preparation are gigabytes; calls running on it keep their own).
    m_options->kept->forget();
    progress(key, 0, 0, Tr::tr("reading the cluster"));
    call->load = new Kube::ClusterLoadJob(*m_options->environment.cluster, *what, this);
    connect(call->load, &Kube::ClusterLoadJob::progress, this,
            [this, key](const QString &step, int index, int steps) {
                progress(key, index, steps, Tr::tr("reading the cluster: %1").arg(step));
            });
    connect(call->load, &Kube::ClusterLoadJob::finished, this,
            [this, key, identity](const Kube::ClusterRead &read) {
                const auto it = m_calls.constFind(key);
                if (it == m_calls.constEnd())
                    return;
                const KeptCluster::Entry entry =
                    m_options->kept->keep(identity, *m_options->environment.cluster, read);
                (*it)->cluster = entry.read;
                (*it)->prepared = entry.prepared;
                (*it)->load->deleteLater();
                (*it)->load = nullptr;
                runTool(key);
            });
    connect(call->load, &Kube::ClusterLoadJob::failed, this,
            [this, key](const Error &error) { finishCall(key, tl::unexpected(error)); });
    call->load->start();
}

void Session::runTool(const QString &key)
{
    const auto it = m_calls.constFind(key);
    if (it == m_calls.constEnd())
        return;
    const std::shared_ptr<Call> call = *it;
    progress(key, 0, 0, Tr::tr("running %1").arg(call->tool->name));
    ToolInput input;
    input.arguments = call->arguments;
    input.environment = &m_options->environment;
    input.cluster = std::move(call->cluster);
    input.prepared = std::move(call->prepared);
    call->cluster.reset();
    call->prepared.reset();
    call->watcher = new QFutureWatcher<Result<ToolAnswer>>(this);
    connect(call->watcher, &QFutureWatcherBase::finished, this, [this, key] {
        const auto found = m_calls.constFind(key);
        if (found == m_calls.constEnd())
            return;
        finishCall(key, (*found)->watcher->result());
    });
    // The options (and so the environment the input points at) live as long as the worker.
    call->watcher->setFuture(
        QtConcurrent::run(workPool(), [options = m_options, run = call->tool->run,
                                       input = std::move(input)]() { return run(input); }));
}

void Session::finishCall(const QString &key, const Result<ToolAnswer> &answer)
{
    const auto it = m_calls.constFind(key);
    if (it == m_calls.constEnd())
        return;
    const QJsonValue id = (*it)->id;
    dropCall(key);
    m_send(rpcResult(id, toolResult(answer, Limits::value(Limits::McpOutputBytes))));
}

void Session::progress(const QString &key, double done, double total, const QString &message)
{
    const auto it = m_calls.constFind(key);
    if (it == m_calls.constEnd() || (*it)->progressToken.isUndefined())
        return;
    // Progress increases with every notification ("Progress": it MUST increase), whatever
    // the step's own numbering.
    Q_UNUSED(done)
    QJsonObject params{{QStringLiteral("progressToken"), (*it)->progressToken},
                       {QStringLiteral("progress"), ++(*it)->progressCount},
                       {QStringLiteral("message"), message}};
    if (total > 0)
        params.insert(QStringLiteral("total"), (*it)->progressCount + std::max(0.0, total - done));
    m_send(rpcNotification(QStringLiteral("notifications/progress"), params));
}

void Session::dropCall(const QString &key)
{
    const std::shared_ptr<Call> call = m_calls.take(key);
    if (!call)
        return;
    if (call->load) {
        call->load->disconnect(this);
        call->load->cancel();
        call->load->deleteLater();
    }
    if (call->watcher) {
        // A tool's core entry cannot be interrupted: it ends on its worker, unheard.
        call->watcher->disconnect(this);
        call->watcher->deleteLater();
    }
    if (call->deadline) {
        call->deadline->stop();
        call->deadline->deleteLater();
    }
}

} // namespace Accel::Mcp
