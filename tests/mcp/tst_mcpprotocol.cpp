// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The MCP server's protocol core (issue 35): JSON-RPC 2.0 framing and its error codes (JSON-RPC
// 2.0 section 5.1; MCP 2025-11-25 "Base Protocol"), the lifecycle, tools/list and tools/call,
// cancellation, the per-call deadline, progress, the output cap, and the HTTP transport's
// Origin, Host and token checks. Tools here are fakes; tst_mcptools runs the real ones.
#include "mcp/httpguard.h"
#include "mcp/jsonrpc.h"
#include "mcp/mcpcodes.h"
#include "mcp/mcpserver.h"
#include "mcpresult.h"
#include "printable.h"
#include "resourcelimits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

using namespace Accel;
using Accel::Test::firstText;
using namespace Accel::Mcp;

namespace {

QJsonObject parseJson(const QByteArray &text)
{
    return QJsonDocument::fromJson(text).object();
}

/// A session over fake tools, with what it sent.
struct Harness
{
    std::shared_ptr<std::atomic_bool> release = std::make_shared<std::atomic_bool>(false);
    std::shared_ptr<std::atomic_int> slowRuns = std::make_shared<std::atomic_int>(0);
    QList<QJsonObject> sent;
    std::unique_ptr<Session> session;

    explicit Harness(int deadlineMs = 30000)
    {
        auto options = std::make_shared<ServerOptions>();
        options->version = QStringLiteral("0-test");
        options->callDeadlineMs = deadlineMs;
        Tool echo;
        echo.name = QStringLiteral("echo");
        echo.title = QStringLiteral("Echo");
        echo.inputSchema = parseJson(R"({"type": "object", "properties": {"text": {"type":
            "string"}}, "required": ["text"], "additionalProperties": false})");
        echo.outputSchema = parseJson(R"({"type": "object"})");
        echo.run = [](const ToolInput &input) -> Result<ToolAnswer> {
            if (input.arguments.value(QLatin1String("text")) == QLatin1String("fail"))
                return tl::unexpected(Error::of(Code::MCP_TOOL_INPUT, QStringLiteral("asked to")));
            return ToolAnswer{input.arguments, QStringLiteral("echoed")};
        };
        Tool slow;
        slow.name = QStringLiteral("slow");
        slow.inputSchema = parseJson(R"({"type": "object"})");
        slow.outputSchema = parseJson(R"({"type": "object"})");
        slow.run = [release = release, runs = slowRuns](const ToolInput &) -> Result<ToolAnswer> {
            ++*runs;
            while (!release->load())
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            return ToolAnswer{{}, QStringLiteral("done")};
        };
        Tool big;
        big.name = QStringLiteral("big");
        big.inputSchema = parseJson(R"({"type": "object"})");
        big.outputSchema = parseJson(R"({"type": "object"})");
        big.run = [](const ToolInput &) -> Result<ToolAnswer> {
            QJsonArray items;
            for (int i = 0; i < 2000; ++i)
                items.append(QStringLiteral("item %1 ").arg(i).repeated(4));
            return ToolAnswer{{{QStringLiteral("items"), items}}, QStringLiteral("many")};
        };
        options->tools = {echo, slow, big};
        session = std::make_unique<Session>(
            options, [this](const QJsonObject &message) { sent << message; });
    }
    ~Harness() { release->store(true); }

    QJsonObject send(const QByteArray &line)
    {
        const qsizetype before = sent.size();
        session->receive(line);
        return sent.size() > before ? sent.last() : QJsonObject{};
    }
    void initialize()
    {
        send(R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":)"
             R"("2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}})");
        send(R"({"jsonrpc":"2.0","method":"notifications/initialized"})");
    }
    /// The answer to request ID, waiting for it.
    QJsonObject answerTo(const QJsonValue &id, int timeoutMs = 5000)
    {
        QJsonObject found;
        const bool arrived = QTest::qWaitFor(
            [&] {
                for (const QJsonObject &m : std::as_const(sent))
                    if (m.value(QLatin1String("id")) == id && !m.contains(QLatin1String("method")))
                        found = m;
                return !found.isEmpty();
            },
            timeoutMs);
        Q_UNUSED(arrived)
        return found;
    }
};

int errorCodeOf(const QJsonObject &response)
{
    return response.value(QLatin1String("error")).toObject().value(QLatin1String("code")).toInt();
}

} // namespace

class TestMcpProtocol : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void framing_data();
    void framing();
    void oversizedMessage();
    void serializeEscapesTerminalControls();
    void lifecycle_data();
    void lifecycle();
    void toolsList();
    void toolCall_data();
    void toolCall();
    void cancelledCallIsNeverAnswered();
    void deadline();
    void progress();
    void outputCap();
    void fittingArrayMakesOnlyWhatFits();
    void outputCapKeepsMost_data();
    void outputCapKeepsMost();
    void cutByTool_data();
    void cutByTool();
    void nothingFits_data();
    void nothingFits();
    void origin_data();
    void origin();
    void endpoint_data();
    void endpoint();
    void bearer();
};

struct FramingRow
{
    const char *tag;
    QByteArray line;
    int code; ///< the JSON-RPC error code, 0 for a success
    QJsonValue id;
};

void TestMcpProtocol::framing_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("code");
    QTest::addColumn<QJsonValue>("id");
    const QList<FramingRow> rows{
        {"ping", R"({"jsonrpc":"2.0","id":1,"method":"ping"})", 0, 1},
        {"ping with a string id and CR", "{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"ping\"}\r",
         0, QStringLiteral("a")},
        {"not JSON", "{\"jsonrpc\": \"2.0\", \"id\": 1,", -32700, QJsonValue::Null},
        {"not an object", "[1]", -32600, QJsonValue::Null},
        {"a batch", R"([{"jsonrpc":"2.0","id":1,"method":"ping"}])", -32600, QJsonValue::Null},
        {"a string", R"("ping")", -32600, QJsonValue::Null},
        {"no jsonrpc", R"({"id":3,"method":"ping"})", -32600, 3},
        {"jsonrpc 1.0", R"({"jsonrpc":"1.0","id":3,"method":"ping"})", -32600, 3},
        {"null id", R"({"jsonrpc":"2.0","id":null,"method":"ping"})", -32600, QJsonValue::Null},
        {"fractional id", R"({"jsonrpc":"2.0","id":1.5,"method":"ping"})", -32600,
         QJsonValue::Null},
        {"object id", R"({"jsonrpc":"2.0","id":{},"method":"ping"})", -32600, QJsonValue::Null},
        {"method a number", R"({"jsonrpc":"2.0","id":4,"method":7})", -32600, 4},
        {"params an array", R"({"jsonrpc":"2.0","id":5,"method":"ping","params":[]})", -32600, 5},
        {"neither method nor result", R"({"jsonrpc":"2.0","id":6})", -32600, 6},
        {"unknown method", R"({"jsonrpc":"2.0","id":7,"method":"resources/list"})", -32601, 7},
        {"tools/call without a name",
         R"({"jsonrpc":"2.0","id":8,"method":"tools/call",)"
         R"("params":{}})",
         -32602, 8},
        {"unknown tool",
         R"({"jsonrpc":"2.0","id":9,"method":"tools/call",)"
         R"("params":{"name":"nope"}})",
         -32602, 9},
        {"arguments not an object",
         R"({"jsonrpc":"2.0","id":10,"method":"tools/call",)"
         R"("params":{"name":"echo","arguments":[1]}})",
         -32602, 10},
        {"a cursor never given",
         R"({"jsonrpc":"2.0","id":11,"method":"tools/list",)"
         R"("params":{"cursor":"x"}})",
         -32602, 11},
    };
    for (const FramingRow &row : rows)
        QTest::addRow("%s", row.tag) << row.line << row.code << row.id;
}

void TestMcpProtocol::framing()
{
    QFETCH(QByteArray, line);
    QFETCH(int, code);
    QFETCH(QJsonValue, id);
    Harness h;
    h.initialize();
    const QJsonObject answer = h.send(line);
    QCOMPARE(answer.value(QLatin1String("jsonrpc")).toString(), QStringLiteral("2.0"));
    QCOMPARE(answer.value(QLatin1String("id")), id);
    if (code == 0) {
        QVERIFY2(answer.contains(QLatin1String("result")),
                 QJsonDocument(answer).toJson().constData());
        QCOMPARE(answer.value(QLatin1String("result")).toObject(), QJsonObject{});
    } else {
        QCOMPARE(errorCodeOf(answer), code);
        QVERIFY(!answer.value(QLatin1String("error"))
                     .toObject()
                     .value(QLatin1String("message"))
                     .toString()
                     .isEmpty());
    }
}

void TestMcpProtocol::oversizedMessage()
{
    const RpcParse parsed = parseRpcMessage(QByteArray(2048, ' ') + "{}", 1024);
    QVERIFY(!parsed.message);
    QCOMPARE(errorCodeOf(parsed.errorResponse), -32600);
    QVERIFY(parsed.errorResponse.value(QLatin1String("error"))
                .toObject()
                .value(QLatin1String("message"))
                .toString()
                .contains(QLatin1String("mcp-request")));
    // A notification is never answered, a response to us ignored: nothing is sent.
    Harness h;
    h.initialize();
    const qsizetype before = h.sent.size();
    h.session->receive(QByteArray(R"({"jsonrpc":"2.0","method":"notifications/whatever"})"));
    h.session->receive(QByteArray(R"({"jsonrpc":"2.0","id":"x","result":{}})"));
    QCOMPARE(h.sent.size(), before);
}

void TestMcpProtocol::serializeEscapesTerminalControls()
{
    const QString hostile = QStringLiteral("gpu\u202e0\u0085\u2028\u007f-x");
    const QJsonObject message = rpcResult(1, {{QStringLiteral("name"), hostile}});
    const QByteArray line = rpcSerialize(message);
    QVERIFY2(line.contains(R"(gpu\u202e0\u0085\u2028\u007f-x)"), line.constData());
    QVERIFY(!line.contains('\n'));
    // The same value, and nothing left for the terminal-safe printer to change.
    QCOMPARE(QJsonDocument::fromJson(line).object(), message);
    QCOMPARE(printableUtf8(line), line);
    const QJsonObject plain = rpcResult(2, {{QStringLiteral("name"), QStringLiteral("gpu-0")}});
    QCOMPARE(rpcSerialize(plain), QJsonDocument(plain).toJson(QJsonDocument::Compact));
}

struct LifecycleRow
{
    const char *tag;
    QByteArray first;
    int code; ///< 0: a result
    QString version;
};

void TestMcpProtocol::lifecycle_data()
{
    QTest::addColumn<QByteArray>("first");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("version");
    const QList<LifecycleRow> rows{
        {"current revision",
         R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":)"
         R"("2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}})",
         0, QStringLiteral("2025-11-25")},
        {"older revision kept",
         R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":)"
         R"("2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}})",
         0, QStringLiteral("2025-06-18")},
        {"unknown revision gets ours",
         R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":)"
         R"("1999-01-01","capabilities":{},"clientInfo":{"name":"c","version":"1"}}})",
         0, QStringLiteral("2025-11-25")},
        {"no protocolVersion", R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{}})",
         -32602, QString()},
        {"tools/list before initialize", R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})",
         -32600, QString()},
    };
    for (const LifecycleRow &row : rows)
        QTest::addRow("%s", row.tag) << row.first << row.code << row.version;
}

void TestMcpProtocol::lifecycle()
{
    QFETCH(QByteArray, first);
    QFETCH(int, code);
    QFETCH(QString, version);
    Harness h;
    const QJsonObject answer = h.send(first);
    QCOMPARE(answer.value(QLatin1String("id")).toInt(), 1);
    if (code != 0) {
        QCOMPARE(errorCodeOf(answer), code);
        return;
    }
    const QJsonObject result = answer.value(QLatin1String("result")).toObject();
    QCOMPARE(result.value(QLatin1String("protocolVersion")).toString(), version);
    QCOMPARE(h.session->negotiatedVersion(), version);
    QVERIFY(
        result.value(QLatin1String("capabilities")).toObject().contains(QLatin1String("tools")));
    QCOMPARE(result.value(QLatin1String("serverInfo")).toObject().value(QLatin1String("name")),
             QStringLiteral("accelctl"));
    QVERIFY(!h.session->isInitialized());
    h.send(R"({"jsonrpc":"2.0","method":"notifications/initialized"})");
    QVERIFY(h.session->isInitialized());
    // A second initialize in the same session is refused.
    QCOMPARE(errorCodeOf(h.send(first)), -32600);
}

void TestMcpProtocol::toolsList()
{
    Harness h;
    h.initialize();
    const QJsonObject answer = h.send(R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})");
    const QJsonArray tools =
        answer.value(QLatin1String("result")).toObject().value(QLatin1String("tools")).toArray();
    QCOMPARE(tools.size(), 3);
    const QJsonObject echo = tools.at(0).toObject();
    QCOMPARE(echo.value(QLatin1String("name")).toString(), QStringLiteral("echo"));
    QCOMPARE(echo.value(QLatin1String("inputSchema")).toObject().value(QLatin1String("type")),
             QStringLiteral("object"));
    QVERIFY(echo.contains(QLatin1String("outputSchema")));
    const QJsonObject annotations = echo.value(QLatin1String("annotations")).toObject();
    QCOMPARE(annotations.value(QLatin1String("readOnlyHint")).toBool(), true);
    QCOMPARE(annotations.value(QLatin1String("destructiveHint")).toBool(true), false);
}

struct CallRow
{
    const char *tag;
    QByteArray arguments;
    bool isError;
    QString textStart; ///< the first text content starts with it
};

void TestMcpProtocol::toolCall_data()
{
    QTest::addColumn<QByteArray>("arguments");
    QTest::addColumn<bool>("isError");
    QTest::addColumn<QString>("textStart");
    const QList<CallRow> rows{
        {"answer", R"({"text":"hello"})", false, QStringLiteral("echoed")},
        {"the tool's error with code and hint", R"({"text":"fail"})", true,
         QStringLiteral("MCP_TOOL_INPUT: asked to\nhint: ")},
        {"arguments against the inputSchema", R"({"text":3})", true,
         QStringLiteral("MCP_TOOL_INPUT: echo: the arguments do not fit its inputSchema")},
        {"a required argument missing", R"({})", true,
         QStringLiteral("MCP_TOOL_INPUT: echo: the arguments do not fit")},
    };
    for (const CallRow &row : rows)
        QTest::addRow("%s", row.tag) << row.arguments << row.isError << row.textStart;
}

void TestMcpProtocol::toolCall()
{
    QFETCH(QByteArray, arguments);
    QFETCH(bool, isError);
    QFETCH(QString, textStart);
    Harness h;
    h.initialize();
    h.session->receive(R"({"jsonrpc":"2.0","id":"c","method":"tools/call","params":)"
                       R"({"name":"echo","arguments":)" +
                       arguments + "}}");
    const QJsonObject answer = h.answerTo(QStringLiteral("c"));
    const QJsonObject result = answer.value(QLatin1String("result")).toObject();
    QVERIFY2(!result.isEmpty(), QJsonDocument(answer).toJson().constData());
    QCOMPARE(result.value(QLatin1String("isError")).toBool(), isError);
    const QJsonArray content = result.value(QLatin1String("content")).toArray();
    QVERIFY(!content.isEmpty());
    QCOMPARE(content.at(0).toObject().value(QLatin1String("type")), QStringLiteral("text"));
    const QString text = content.at(0).toObject().value(QLatin1String("text")).toString();
    QVERIFY2(text.startsWith(textStart), qPrintable(text));
    if (!isError) {
        QCOMPARE(result.value(QLatin1String("structuredContent")).toObject(), parseJson(arguments));
        // The structured content again as JSON text, for clients that read only text.
        QCOMPARE(
            parseJson(content.at(1).toObject().value(QLatin1String("text")).toString().toUtf8()),
            parseJson(arguments));
    } else {
        QVERIFY(!result.contains(QLatin1String("structuredContent")));
    }
}

void TestMcpProtocol::cancelledCallIsNeverAnswered()
{
    Harness h;
    h.initialize();
    h.session->receive(
        QByteArray(R"({"jsonrpc":"2.0","id":41,"method":"tools/call","params":{"name":"slow"}})"));
    QVERIFY(QTest::qWaitFor([&] { return h.slowRuns->load() == 1; }, 5000));
    QCOMPARE(h.session->callsInFlight(), 1);
    h.session->receive(QByteArray(R"({"jsonrpc":"2.0","method":"notifications/cancelled",)"
                                  R"("params":{"requestId":41,"reason":"user"}})"));
    QCOMPARE(h.session->callsInFlight(), 0);
    h.release->store(true);
    // The id is free again, and the cancelled call never answers.
    const QJsonObject pong = h.send(R"({"jsonrpc":"2.0","id":42,"method":"ping"})");
    QCOMPARE(pong.value(QLatin1String("id")).toInt(), 42);
    QTest::qWait(100);
    for (const QJsonObject &m : std::as_const(h.sent))
        QVERIFY(m.value(QLatin1String("id")) != QJsonValue(41));
}

void TestMcpProtocol::deadline()
{
    Harness h(100);
    h.initialize();
    h.session->receive(
        QByteArray(R"({"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"slow"}})"));
    const QJsonObject answer = h.answerTo(7);
    const QJsonObject result = answer.value(QLatin1String("result")).toObject();
    QCOMPARE(result.value(QLatin1String("isError")).toBool(), true);
    const QString text = firstText(result);
    QVERIFY2(text.startsWith(Code::MCP_DEADLINE.name() + QLatin1Char(':')), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("--request-timeout")));
    QCOMPARE(h.session->callsInFlight(), 0);
}

void TestMcpProtocol::progress()
{
    Harness h;
    h.initialize();
    h.session->receive(QByteArray(R"({"jsonrpc":"2.0","id":8,"method":"tools/call","params":)"
                                  R"({"name":"echo","arguments":{"text":"x"},)"
                                  R"("_meta":{"progressToken":"p1"}}})"));
    QVERIFY(!h.answerTo(8).isEmpty());
    QList<double> values;
    for (const QJsonObject &m : std::as_const(h.sent)) {
        if (m.value(QLatin1String("method")) != QLatin1String("notifications/progress"))
            continue;
        const QJsonObject params = m.value(QLatin1String("params")).toObject();
        QCOMPARE(params.value(QLatin1String("progressToken")).toString(), QStringLiteral("p1"));
        values << params.value(QLatin1String("progress")).toDouble();
    }
    QVERIFY(!values.isEmpty());
    for (qsizetype i = 1; i < values.size(); ++i)
        QVERIFY(values[i] > values[i - 1]);
}

void TestMcpProtocol::outputCap()
{
    Harness h;
    h.initialize();
    Limits::setValue(Limits::McpOutputBytes, 20000);
    const auto restore = qScopeGuard([] { Limits::setValue(Limits::McpOutputBytes, 0); });
    h.session->receive(
        QByteArray(R"({"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"big"}})"));
    const QJsonObject result = h.answerTo(9).value(QLatin1String("result")).toObject();
    QCOMPARE(result.value(QLatin1String("isError")).toBool(true), false);
    QVERIFY(QJsonDocument(result).toJson(QJsonDocument::Compact).size() <= 20000);
    const QJsonObject structured = result.value(QLatin1String("structuredContent")).toObject();
    const QJsonObject truncated = structured.value(QLatin1String("truncated")).toObject();
    QCOMPARE(truncated.value(QLatin1String("array")).toString(), QStringLiteral("items"));
    const int kept = truncated.value(QLatin1String("kept")).toInt();
    QVERIFY(kept > 0);
    QCOMPARE(structured.value(QLatin1String("items")).toArray().size(), kept);
    QCOMPARE(kept + truncated.value(QLatin1String("omitted")).toInt(), 2000);
    // The most that fit: one more item adds itself and a comma to the structuredContent and
    // about as much to its copy as text (the counts in the note change by a digit or two).
    const qint64 size = QJsonDocument(result).toJson(QJsonDocument::Compact).size();
    const qint64 next = QJsonDocument(QJsonArray{QStringLiteral("item %1 ").arg(kept).repeated(4)})
                            .toJson(QJsonDocument::Compact)
                            .size() -
                        1;
    QVERIFY2(size + 2 * next - 4 > 20000,
             qPrintable(QStringLiteral("%1 + %2").arg(size).arg(next)));
    QVERIFY(firstText(result).contains(QLatin1String("mcp-output")));
}

struct OriginRow
{
    const char *tag;
    QByteArray host;
    QByteArray origin;
    const char *listen;
    bool allowed;
};

void TestMcpProtocol::fittingArrayMakesOnlyWhatFits()
{
    // "item-0000" is 11 bytes of JSON; with its comma 12, less one for the first.
    int made = 0;
    qsizetype omitted = -1;
    const QJsonArray kept = fittingArray(
        1000,
        [&made](qsizetype i) {
            ++made;
            return QJsonValue(QStringLiteral("item-%1").arg(i, 4, 10, QLatin1Char('0')));
        },
        2 + 12 * 10 - 1, &omitted);
    QCOMPARE(kept.size(), 10);
    QCOMPARE(QJsonDocument(kept).toJson(QJsonDocument::Compact).size(), 2 + 12 * 10 - 1);
    QCOMPARE(omitted, 990);
    QCOMPARE(made, 11); // the one that did not fit, and no more
    QCOMPARE(fittingArray(
                 0, [](qsizetype) { return QJsonValue(1); }, 100, &omitted)
                 .size(),
             0);
    QCOMPARE(omitted, 0);
}

void TestMcpProtocol::outputCapKeepsMost_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<qint64>("limit");
    for (const char *kind : {"plain", "quotes", "controls", "mixed"})
        for (const qint64 limit : {qint64(1500), qint64(9000), qint64(40000), qint64(150000)})
            QTest::addRow("%s, %lld bytes", kind, qlonglong(limit))
                << QString::fromLatin1(kind) << limit;
}

void TestMcpProtocol::outputCapKeepsMost()
{
    // The most entries that fit, whatever the entries' sizes and escapes: the result with the
    // entries kept fits, one more would not. A result with the first K of the list, said to be
    // cut from the whole, is what toolResult() answers when a tool cut the list at K and all
    // of it fits: that measures each K.
    QFETCH(QString, kind);
    QFETCH(qint64, limit);
    QJsonArray items;
    for (int i = 0; i < 3000; ++i) {
        QString text = QStringLiteral("entry %1 ").arg(i);
        if (kind == QLatin1String("quotes"))
            text += QStringLiteral("\"quoted\" \\ ").repeated(1 + i % 3);
        else if (kind == QLatin1String("controls"))
            text += QString(QChar(u'\x01')).repeated(1 + i % 5);
        else if (kind == QLatin1String("mixed"))
            text = text.repeated(i % 17 == 0 ? 40 : 1 + i % 4);
        items.append(QJsonObject{{QStringLiteral("name"), text}, {QStringLiteral("n"), i}});
    }
    const ToolAnswer whole{{{QStringLiteral("items"), items}}, QStringLiteral("many")};
    const QJsonObject result = toolResult(whole, limit);
    QCOMPARE(result.value(QLatin1String("isError")).toBool(true), false);
    const qint64 size = QJsonDocument(result).toJson(QJsonDocument::Compact).size();
    QVERIFY(size <= limit);
    const QJsonObject truncated = result.value(QLatin1String("structuredContent"))
                                      .toObject()
                                      .value(QLatin1String("truncated"))
                                      .toObject();
    const qsizetype kept = truncated.value(QLatin1String("kept")).toInteger();
    QVERIFY(kept > 0 && kept < items.size());
    // toolResult() for the list cut at K by a tool: what it keeps of the K, and the size.
    const auto cutAt = [&](qsizetype k) {
        const ToolAnswer cut{{{QStringLiteral("items"),
                               QJsonArray::fromVariantList(items.toVariantList().mid(0, k))}},
                             QStringLiteral("many"),
                             {QStringLiteral("items")},
                             items.size() - k};
        const QJsonObject r = toolResult(cut, limit);
        return std::pair{r.value(QLatin1String("structuredContent"))
                             .toObject()
                             .value(QLatin1String("truncated"))
                             .toObject()
                             .value(QLatin1String("kept"))
                             .toInteger(),
                         QJsonDocument(r).toJson(QJsonDocument::Compact).size()};
    };
    QCOMPARE(cutAt(kept), (std::pair<qint64, qsizetype>{kept, size}));
    QCOMPARE(cutAt(kept + 1).first, qint64(kept)); // one more does not fit
}

void TestMcpProtocol::cutByTool_data()
{
    QTest::addColumn<qint64>("limit");
    QTest::addColumn<bool>("allKept"); // the tool's cut alone, or cut further here
    QTest::newRow("what the tool kept fits") << qint64(1) << true;
    QTest::newRow("cut further to the limit") << qint64(3000) << false;
}

void TestMcpProtocol::cutByTool()
{
    QFETCH(qint64, limit);
    QFETCH(bool, allKept);
    // A list the tool cut itself is said to be cut, with the entries it left out counted.
    QJsonArray items;
    for (int i = 0; i < 100; ++i)
        items.append(QStringLiteral("entry %1").arg(i));
    const ToolAnswer answer{{{QStringLiteral("items"), items}, {QStringLiteral("other"), 1}},
                            QStringLiteral("many"),
                            {QStringLiteral("items")},
                            900};
    const qint64 maxBytes = limit == 1 ? (qint64(1) << 20) : limit;
    const QJsonObject result = toolResult(answer, maxBytes);
    QCOMPARE(result.value(QLatin1String("isError")).toBool(true), false);
    QVERIFY(QJsonDocument(result).toJson(QJsonDocument::Compact).size() <= maxBytes);
    const QJsonObject structured = result.value(QLatin1String("structuredContent")).toObject();
    const QJsonObject truncated = structured.value(QLatin1String("truncated")).toObject();
    QCOMPARE(truncated.value(QLatin1String("array")).toString(), QStringLiteral("items"));
    const qint64 kept = truncated.value(QLatin1String("kept")).toInteger();
    QCOMPARE(structured.value(QLatin1String("items")).toArray().size(), kept);
    QCOMPARE(kept + truncated.value(QLatin1String("omitted")).toInteger(), 1000);
    QCOMPARE(kept == 100, allKept);
    QVERIFY(kept > 0);
    QVERIFY(truncated.value(QLatin1String("note")).toString().contains(QLatin1String("of 1000")));
    QCOMPARE(structured.value(QLatin1String("other")).toInt(), 1);
}

void TestMcpProtocol::nothingFits_data()
{
    QTest::addColumn<bool>("cutByTool");
    QTest::addColumn<qint64>("limit");
    QTest::addColumn<qint64>("kept"); // -1: an error result
    // Nothing of the list kept is an answer only where the tool cut the list (it is said to
    // be cut); where not one entry fits otherwise, or the rest alone is too big, an error.
    QTest::newRow("tool's cut, room for none of it") << true << qint64(1200) << qint64(0);
    QTest::newRow("tool's cut, the rest too big") << true << qint64(200) << qint64(-1);
    QTest::newRow("not one entry fits") << false << qint64(300) << qint64(-1);
}

void TestMcpProtocol::nothingFits()
{
    QFETCH(bool, cutByTool);
    QFETCH(qint64, limit);
    QFETCH(qint64, kept);
    const ToolAnswer answer{
        {{QStringLiteral("items"), QJsonArray{QString(QStringLiteral("x").repeated(600)),
                                              QString(QStringLiteral("y").repeated(600))}}},
        QStringLiteral("two long entries"),
        cutByTool ? QStringList{QStringLiteral("items")} : QStringList{},
        cutByTool ? 5 : 0};
    const QJsonObject result = toolResult(answer, limit);
    QVERIFY(QJsonDocument(result).toJson(QJsonDocument::Compact).size() <= qMax(limit, 400));
    if (kept < 0) {
        QCOMPARE(result.value(QLatin1String("isError")).toBool(), true);
        QVERIFY2(firstText(result).startsWith(QLatin1String("LIMIT_EXCEEDED: ")),
                 qPrintable(firstText(result)));
        return;
    }
    QCOMPARE(result.value(QLatin1String("isError")).toBool(true), false);
    const QJsonObject structured = result.value(QLatin1String("structuredContent")).toObject();
    QCOMPARE(structured.value(QLatin1String("items")).toArray().size(), kept);
    const QJsonObject truncated = structured.value(QLatin1String("truncated")).toObject();
    QCOMPARE(truncated.value(QLatin1String("kept")).toInteger(), kept);
    QCOMPARE(truncated.value(QLatin1String("omitted")).toInteger(), 7 - kept);
}

void TestMcpProtocol::origin_data()
{
    QTest::addColumn<QByteArray>("host");
    QTest::addColumn<QByteArray>("origin");
    QTest::addColumn<QString>("listen");
    QTest::addColumn<bool>("allowed");
    const QList<OriginRow> rows{
        {"no origin, loopback host", "127.0.0.1:8765", "", "127.0.0.1", true},
        {"localhost page", "localhost:8765", "http://localhost:3000", "127.0.0.1", true},
        {"v6 loopback", "[::1]:8765", "http://[::1]:5173", "::1", true},
        {"DNS-rebound host", "evil.example:8765", "", "127.0.0.1", false},
        {"foreign origin", "127.0.0.1:8765", "https://evil.example", "127.0.0.1", false},
        {"null origin", "127.0.0.1:8765", "null", "127.0.0.1", false},
        {"file origin", "127.0.0.1:8765", "file://", "127.0.0.1", false},
        {"given address", "192.0.2.10:8765", "http://192.0.2.10:8765", "192.0.2.10", true},
        {"localhost on a given address", "localhost:8765", "", "192.0.2.10", false},
        {"no host", "", "", "127.0.0.1", false},
    };
    for (const OriginRow &row : rows)
        QTest::addRow("%s", row.tag)
            << row.host << row.origin << QString::fromLatin1(row.listen) << row.allowed;
}

void TestMcpProtocol::origin()
{
    QFETCH(QByteArray, host);
    QFETCH(QByteArray, origin);
    QFETCH(QString, listen);
    QFETCH(bool, allowed);
    const QString why = checkHttpOrigin(host, origin, QHostAddress(listen));
    QCOMPARE(why.isEmpty(), allowed);
}

struct EndpointRow
{
    const char *tag;
    QString text;
    QString address; ///< empty: MCP_HTTP_ADDRESS
    int port;
};

void TestMcpProtocol::endpoint_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("address");
    QTest::addColumn<int>("port");
    const QList<EndpointRow> rows{
        {"v4", QStringLiteral("127.0.0.1:8765"), QStringLiteral("127.0.0.1"), 8765},
        {"port only is loopback", QStringLiteral(":0"), QStringLiteral("127.0.0.1"), 0},
        {"localhost", QStringLiteral("localhost:9"), QStringLiteral("127.0.0.1"), 9},
        {"v6", QStringLiteral("[::1]:8080"), QStringLiteral("::1"), 8080},
        {"no port", QStringLiteral("127.0.0.1"), QString(), 0},
        {"port too big", QStringLiteral("127.0.0.1:70000"), QString(), 0},
        {"a name", QStringLiteral("example.com:80"), QString(), 0},
    };
    for (const EndpointRow &row : rows)
        QTest::addRow("%s", row.tag) << row.text << row.address << row.port;
}

void TestMcpProtocol::endpoint()
{
    QFETCH(QString, text);
    QFETCH(QString, address);
    QFETCH(int, port);
    const Result<HttpEndpoint> parsed = parseHttpEndpoint(text);
    if (address.isEmpty()) {
        QVERIFY(!parsed);
        QCOMPARE(parsed.error().code, Code::MCP_HTTP_ADDRESS.name());
        return;
    }
    QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().message));
    QCOMPARE(parsed->address, QHostAddress(address));
    QCOMPARE(int(parsed->port), port);
}

void TestMcpProtocol::bearer()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString good = dir.filePath(QStringLiteral("token"));
    const QString bad = dir.filePath(QStringLiteral("short"));
    {
        QFile f(good);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("0123456789abcdef-token\nignored\n");
        QFile s(bad);
        QVERIFY(s.open(QIODevice::WriteOnly));
        s.write("short\n");
    }
    const Result<QByteArray> token = readTokenFile(good);
    QVERIFY(token);
    QCOMPARE(*token, QByteArray("0123456789abcdef-token"));
    const Result<QByteArray> refused = readTokenFile(bad);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, Code::MCP_TOKEN_FILE.name());
    QVERIFY(bearerMatches("Bearer 0123456789abcdef-token", *token));
    QVERIFY(!bearerMatches("Bearer 0123456789abcdef-tokem", *token));
    QVERIFY(!bearerMatches("Bearer 0123456789abcdef", *token));
    QVERIFY(!bearerMatches("Basic 0123456789abcdef-token", *token));
    QVERIFY(!bearerMatches("", *token));
}

QTEST_GUILESS_MAIN(TestMcpProtocol)
#include "tst_mcpprotocol.moc"
