// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Hostile API servers and exec plugins (issue 19): a drip-feed ends at --request-timeout (a
// get, a list, accelctl's whole request, and a watch's head or event), an endless body at the
// response-body limit, a plugin that never stops printing at the
// exec-plugin-output limit, and a plugin's stderr is shown only redacted. Every row names its
// input from the issue's table; the servers are the loopback HTTPS server of tests/support.
#include "fakeapiserver.h"
#include "httpstestserver.h"
#include "kube/apiclient.h"
#include "kube/execcredential.h"
#include "resourcelimits.h"
#include "testca.h"
#include "testsupport.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <optional>

#include <zlib.h>

using namespace Accel;
using Route = Test::HttpsTestServer::Route;
Q_DECLARE_METATYPE(Route)

namespace {

const QString Secret = QStringLiteral("s3cr3t-TOKEN-value-4f9a");

/// DATA as a gzip stream (RFC 1952), as an API server compresses its answers.
QByteArray gzip(const QByteArray &data)
{
    z_stream z{};
    if (deflateInit2(&z, Z_BEST_SPEED, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return {};
    QByteArray out(int(deflateBound(&z, uLong(data.size()))), Qt::Uninitialized);
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    z.avail_in = uInt(data.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    const int result = deflate(&z, Z_FINISH);
    out.resize(qsizetype(z.total_out));
    deflateEnd(&z);
    return result == Z_STREAM_END ? out : QByteArray();
}

/// BODY in chunked transfer coding, in pieces of PIECE bytes.
QByteArray chunked(const QByteArray &body, qsizetype piece)
{
    QByteArray out;
    for (qsizetype at = 0; at < body.size(); at += piece) {
        const QByteArray part = body.mid(at, piece);
        out += QByteArray::number(part.size(), 16) + "\r\n" + part + "\r\n";
    }
    return out + "0\r\n\r\n";
}

bool writeScript(const QString &path, const QByteArray &body)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write("#!/bin/sh\n" + body);
    file.close();
    return file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
}

Result<Kube::ExecCredential> requestSync(Kube::ExecCredentialProvider &provider)
{
    std::optional<Result<Kube::ExecCredential>> got;
    provider.request([&got](const Result<Kube::ExecCredential> &r) { got = r; });
    if (!QTest::qWaitFor([&got] { return got.has_value(); }, 20000))
        return fail(QStringLiteral("TEST_TIMEOUT"), QStringLiteral("no callback"));
    return *got;
}

} // namespace

class TestKubeHostile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void hostileApiServer_data();
    void hostileApiServer();
    void hostileExecPlugin_data();
    void hostileExecPlugin();
    void redactedStderr_data();
    void redactedStderr();
    void watchDripEndsAtTheDeadline_data();
    void watchDripEndsAtTheDeadline();
    void cliRequestTimeoutBoundsTheWholeRequest_data();
    void cliRequestTimeoutBoundsTheWholeRequest();
    // Issue 32: whole operations bounded, strict answers.
    void endlessList_data();
    void endlessList();
    void watchSetupIncludesTheCredential();
    void watchConnectionBytesBounded();
    void strictAnswers_data();
    void strictAnswers();
    void strictWatchEvents();
    void endlessHeaders_data();
    void endlessHeaders();
    void encodedAnswers_data();
    void encodedAnswers();

private:
    Kube::ResolvedContext context() const;

    Test::TestCa m_ca;
    Test::HttpsTestServer m_server;
};

void TestKubeHostile::initTestCase()
{
    QVERIFY2(m_ca.create(), qPrintable(m_ca.errorString()));
    QString error;
    QVERIFY2(m_server.start(m_ca.serverCertificate(), m_ca.serverKey(), &error), qPrintable(error));
}

void TestKubeHostile::init()
{
    m_server.clearRoutes();
}

void TestKubeHostile::cleanup()
{
    Limits::setValue(Limits::ResponseBodyBytes, 0);
    Limits::setValue(Limits::ResponseHeaderBytes, 0);
    Limits::setValue(Limits::ExecPluginOutputBytes, 0);
    Limits::setValue(Limits::ListPages, 0);
    Limits::setValue(Limits::ListBytes, 0);
}

Kube::ResolvedContext TestKubeHostile::context() const
{
    Kube::ResolvedContext c;
    c.contextName = QStringLiteral("hostile-ctx");
    c.clusterName = QStringLiteral("hostile");
    c.userName = QStringLiteral("user");
    c.server = m_server.url(QStringLiteral("/")).toString();
    c.certificateAuthorityFile = m_ca.caCertificatePath();
    c.token = Secret;
    return c;
}

// --- API server --------------------------------------------------------------------------

void TestKubeHostile::hostileApiServer_data()
{
    QTest::addColumn<Route>("route");
    QTest::addColumn<int>("requestTimeoutMs");
    QTest::addColumn<qint64>("bodyLimit"); // 0: the default
    QTest::addColumn<bool>("viaSend");     // ApiClient::send (apply) instead of get
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("inMessage");
    QTest::addColumn<int>("maxMs");

    Route drip;
    drip.body = QByteArray(1000, ' ') + "{}";
    drip.headers.emplaceBack("Content-Type", "application/json");
    drip.dripIntervalMs = 200; // 5 bytes/s: never idle, never done
    // The issue's row: 1 byte/s with --request-timeout 5 ran past 30 s. Here 2 s, to be fast.
    QTest::addRow("1 byte per second, --request-timeout 2")
        << drip << 2000 << qint64(0) << false << QStringLiteral("KUBE_TIMEOUT")
        << QStringList{QStringLiteral("within 2 s"), QStringLiteral("/version")} << 4500;
    QTest::addRow("1 byte per second through send (apply)")
        << drip << 2000 << qint64(0) << true << QStringLiteral("KUBE_TIMEOUT")
        << QStringList{QStringLiteral("within 2 s")} << 4500;

    Route endless;
    endless.body = "{\"items\":[                                                            ";
    endless.headers.emplaceBack("Content-Type", "application/json");
    endless.endlessBody = true;
    QTest::addRow("endless body") << endless << 30000 << qint64(8 << 20) << false
                                  << QStringLiteral("LIMIT_EXCEEDED")
                                  << QStringList{QStringLiteral("response-body"),
                                                 QStringLiteral("8 MiB"),
                                                 QStringLiteral("/version")}
                                  << 10000;
    QTest::addRow("endless body through send (apply)")
        << endless << 30000 << qint64(8 << 20) << true << QStringLiteral("LIMIT_EXCEEDED")
        << QStringList{QStringLiteral("response-body")} << 10000;
    Route endlessError = endless;
    endlessError.status = 500;
    QTest::addRow("endless error body")
        << endlessError << 30000 << qint64(8 << 20) << false << QStringLiteral("LIMIT_EXCEEDED")
        << QStringList{QStringLiteral("response-body")} << 10000;
}

void TestKubeHostile::hostileApiServer()
{
    QFETCH(Route, route);
    QFETCH(int, requestTimeoutMs);
    QFETCH(qint64, bodyLimit);
    QFETCH(bool, viaSend);
    QFETCH(QString, code);
    QFETCH(QStringList, inMessage);
    QFETCH(int, maxMs);

    Limits::setValue(Limits::ResponseBodyBytes, bodyLimit);
    m_server.setRoute(QStringLiteral("/version"), route);
    Kube::ApiClient client(context());
    client.setTimeoutMs(requestTimeoutMs);
    std::optional<Error> error;
    bool answered = false;
    QElapsedTimer timer;
    timer.start();
    if (viaSend) {
        client.send("PATCH", QStringLiteral("/version"), "{}", "application/apply-patch+yaml",
                    QStringLiteral("thing"), [&](const Result<Kube::ApiResponse> &r) {
                        answered = true;
                        if (!r)
                            error = r.error();
                        else if (r->status >= 300)
                            error = r->error;
                    });
    } else {
        client.get(QStringLiteral("/version"), QStringLiteral("thing"),
                   [&](const Result<QJsonObject> &r) {
                       answered = true;
                       if (!r)
                           error = r.error();
                   });
    }
    QVERIFY(QTest::qWaitFor([&] { return answered; }, 30000));
    const qint64 elapsed = timer.elapsed();
    QVERIFY2(error, "a hostile server's answer was accepted");
    QVERIFY2(error->code == code, qPrintable(error->toString()));
    for (const QString &part : std::as_const(inMessage))
        QVERIFY2(error->message.contains(part), qPrintable(error->message));
    QVERIFY(!error->hint.isEmpty());
    QVERIFY(!error->message.contains(Secret));
    QVERIFY2(elapsed < maxMs, qPrintable(QString::number(elapsed)));
    if (code == QLatin1String("KUBE_TIMEOUT"))
        QVERIFY2(elapsed >= requestTimeoutMs - 100, qPrintable(QString::number(elapsed)));
}

// --- exec plugins ------------------------------------------------------------------------

void TestKubeHostile::hostileExecPlugin_data()
{
    QTest::addColumn<QByteArray>("script");
    QTest::addColumn<qint64>("outputLimit"); // 0: the default (4 MiB)
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("inMessage");
    QTest::addColumn<QStringList>("notInMessage");

    const QByteArray credential = "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\","
                                  "\"kind\":\"ExecCredential\",\"status\":{\"token\":\"" +
                                  Secret.toLatin1() + "\"}}'\n";
    QTest::addRow("a plugin that never stops printing (yes)")
        << QByteArray("exec yes\n") << qint64(0) << QStringLiteral("LIMIT_EXCEEDED")
        << QStringList{QStringLiteral("exec-plugin-output"), QStringLiteral("4 MiB"),
                       QStringLiteral("stdout")}
        << QStringList{};
    QTest::addRow("a plugin that never stops printing to stderr")
        << QByteArray("yes 'still going' >&2\n") << qint64(1 << 20)
        << QStringLiteral("LIMIT_EXCEEDED")
        << QStringList{QStringLiteral("exec-plugin-output"), QStringLiteral("stderr")}
        << QStringList{QStringLiteral("still going")};
    QTest::addRow("a plugin that writes its token to stderr")
        << credential + "echo \"debug: got token " + Secret.toLatin1() +
               "\" >&2\necho 'error: the session expired' >&2\nexit 1\n"
        << qint64(0) << QStringLiteral("KUBECONFIG_EXEC")
        << QStringList{QStringLiteral("exit code 1"), QStringLiteral("error: the session expired"),
                       QStringLiteral("not shown")}
        << QStringList{Secret, QStringLiteral("debug: got token")};
    QTest::addRow("a plugin that prints a bearer header to stderr")
        << QByteArray("echo 'Authorization: Bearer abc.def.ghi' >&2\n"
                      "echo 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' >&2\nexit 2\n")
        << qint64(0) << QStringLiteral("KUBECONFIG_EXEC")
        << QStringList{QStringLiteral("2 lines that may hold a credential")}
        << QStringList{QStringLiteral("abc.def"), QStringLiteral("AAAAAAAAAAAAAAAA")};
    QTest::addRow("a plugin with terminal escapes and many stderr lines")
        << QByteArray("printf 'bad \\033]0;pwned\\007 title\\n' >&2\n"
                      "for i in 1 2 3 4 5 6 7 8 9 10; do echo \"line $i\" >&2; done\nexit 4\n")
        << qint64(0) << QStringLiteral("KUBECONFIG_EXEC")
        << QStringList{QStringLiteral("bad \\e]0;pwned\\x07 title"), QStringLiteral("line 2"),
                       QStringLiteral("(8 more lines)")}
        << QStringList{QStringLiteral("\x1b"), QStringLiteral("line 3"), QStringLiteral("line 10")};
}

void TestKubeHostile::hostileExecPlugin()
{
    QFETCH(QByteArray, script);
    QFETCH(qint64, outputLimit);
    QFETCH(QString, code);
    QFETCH(QStringList, inMessage);
    QFETCH(QStringList, notInMessage);

    Limits::setValue(Limits::ExecPluginOutputBytes, outputLimit);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString plugin = dir.filePath(QStringLiteral("plugin.sh"));
    QVERIFY(writeScript(plugin, script));
    Kube::ExecConfig config;
    config.apiVersion = QStringLiteral("client.authentication.k8s.io/v1");
    config.command = plugin;
    Kube::ExecCredentialProvider provider(config, QStringLiteral("ctx"));
    QElapsedTimer timer;
    timer.start();
    const auto credential = requestSync(provider);
    QVERIFY(!credential);
    QVERIFY2(credential.error().code == code, qPrintable(credential.error().toString()));
    for (const QString &part : std::as_const(inMessage))
        QVERIFY2(credential.error().message.contains(part), qPrintable(credential.error().message));
    for (const QString &part : std::as_const(notInMessage))
        QVERIFY2(!credential.error().message.contains(part),
                 qPrintable(credential.error().message));
    QVERIFY(!credential.error().message.contains(Secret));
    QVERIFY(!credential.error().hint.isEmpty());
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
}

void TestKubeHostile::redactedStderr_data()
{
    QTest::addColumn<QByteArray>("stderrBytes");
    QTest::addColumn<QStringList>("secrets");
    QTest::addColumn<QString>("expected");

    QTest::addRow("plain") << QByteArray("error: expired\n") << QStringList()
                           << QStringLiteral("error: expired");
    QTest::addRow("the returned token") << QByteArray("got tok-1234 ok\nerror: expired\n")
                                        << QStringList{QStringLiteral("tok-1234")}
                                        << QStringLiteral("error: expired (1 line that may hold a "
                                                          "credential not shown)");
    QTest::addRow("a JWT") << QByteArray("eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln\n")
                           << QStringList()
                           << QStringLiteral("(1 line that may hold a credential not shown)");
    QTest::addRow("three lines at most") << QByteArray("a\nb\nc\nd\ne\n") << QStringList()
                                         << QStringLiteral("a | b | c (2 more lines)");
    QTest::addRow("long line cut") << QByteArray("word ").repeated(60) << QStringList()
                                   << QString(QStringLiteral("word ").repeated(40) + QChar(0x2026));
    QTest::addRow("control characters")
        << QByteArray("\x1b[31mred\x1b[0m \xc2\x9b") << QStringList()
        << QStringLiteral("\\e[31mred\\e[0m \\x9b");
}

void TestKubeHostile::redactedStderr()
{
    QFETCH(QByteArray, stderrBytes);
    QFETCH(QStringList, secrets);
    QFETCH(QString, expected);
    QCOMPARE(Kube::ExecCredentialProvider::redactedStderr(stderrBytes, secrets), expected);
}

void TestKubeHostile::watchDripEndsAtTheDeadline_data()
{
    QTest::addColumn<Route>("route");
    QTest::addColumn<bool>("fails"); // false: the watch stays open past the deadline
    QTest::addColumn<int>("events");

    const QByteArray event =
        R"({"type":"ADDED","object":{"metadata":{"name":"n1","resourceVersion":"7"}}})";
    Route drip;
    drip.headers.emplaceBack("Content-Type", "application/json");
    drip.body = event; // never a newline: one event that never ends
    drip.endlessBody = true;
    drip.dripIntervalMs = 1000; // the issue's 1 byte per second
    QTest::addRow("an event dripped at 1 byte/s") << drip << true << 0;
    Route noHead;
    noHead.delayFirstByteMs = 20000;
    noHead.body = event + '\n';
    QTest::addRow("no answer head") << noHead << true << 0;
    // A healthy watch is quiet between events for longer than any deadline.
    Route quiet;
    quiet.headers.emplaceBack("Content-Type", "application/json");
    quiet.body = event + '\n' + event + '\n';
    quiet.stallAfterBytes = event.size() + 1;
    quiet.stallMs = 3500;
    QTest::addRow("quiet between whole events") << quiet << false << 2;
}

void TestKubeHostile::watchDripEndsAtTheDeadline()
{
    QFETCH(Route, route);
    QFETCH(bool, fails);
    QFETCH(int, events);
    m_server.setRoute(QStringLiteral("/api/v1/nodes"), route);
    Kube::ApiClient client(context());
    client.setTimeoutMs(2000);
    QObject owner;
    Kube::ApiWatch *watch =
        client.watch(QStringLiteral("/api/v1/nodes"), QStringLiteral("nodes"), QString(), &owner);
    int got = 0;
    bool closed = false;
    std::optional<Error> error;
    connect(watch, &Kube::ApiWatch::event, this, [&got] { ++got; });
    connect(watch, &Kube::ApiWatch::closed, this, [&closed] { closed = true; });
    connect(watch, &Kube::ApiWatch::failed, this, [&error](const Error &e) { error = e; });
    QElapsedTimer timer;
    timer.start();
    watch->start();
    QVERIFY(QTest::qWaitFor([&] { return closed || error.has_value(); }, 10000));
    const qint64 elapsed = timer.elapsed();
    QCOMPARE(got, events);
    if (!fails) {
        QVERIFY2(closed, error ? qPrintable(error->toString()) : "");
        QVERIFY2(elapsed >= 3000, qPrintable(QString::number(elapsed)));
        return;
    }
    QVERIFY(error);
    QVERIFY2(error->code == QLatin1String("KUBE_TIMEOUT"), qPrintable(error->toString()));
    QVERIFY2(error->message.contains(QStringLiteral("within 2 s")), qPrintable(error->message));
    QVERIFY2(error->message.contains(QStringLiteral("/api/v1/nodes")), qPrintable(error->message));
    QVERIFY(!error->hint.isEmpty());
    QVERIFY2(elapsed >= 1900 && elapsed < 4500, qPrintable(QString::number(elapsed)));
}

void TestKubeHostile::cliRequestTimeoutBoundsTheWholeRequest_data()
{
    QTest::addColumn<QString>("dripPath"); // empty: every path drips
    QTest::addColumn<int>("seconds");
    // The issue's row as given: 1 byte per second with --request-timeout 5.
    QTest::addRow("every answer, --request-timeout 5") << QString() << 5;
    // The reader's lists are bounded as a whole too, page by page (as kubectl's).
    QTest::addRow("the nodes list, --request-timeout 2") << QStringLiteral("/api/v1/nodes") << 2;
    QTest::addRow("the resourceslices list, --request-timeout 2")
        << QStringLiteral("/apis/resource.k8s.io/v1/resourceslices") << 2;
}

void TestKubeHostile::cliRequestTimeoutBoundsTheWholeRequest()
{
    QFETCH(QString, dripPath);
    QFETCH(int, seconds);
    const QString accelctl = Test::binDir() + QStringLiteral("/accelctl");
    // The build makes accelctl before this test (add_dependencies): a missing one is a failure.
    QVERIFY2(QFileInfo(accelctl).isExecutable(), qPrintable(accelctl));
    Route drip;
    drip.body = QByteArray(1000, ' ') + "{}";
    drip.headers.emplaceBack("Content-Type", "application/json");
    drip.dripIntervalMs = 1000;
    Test::FakeApiServer api;
    QString error;
    QVERIFY2(api.start(&error), qPrintable(error));
    api.setToken(Secret.toUtf8());
    if (dripPath.isEmpty())
        api.server().setFallbackHandler(
            [drip](const Test::HttpsTestServer::Request &, int) { return drip; });
    QTemporaryDir dir;
    const QString kubeconfig = api.writeKubeconfig(dir.path());
    if (dripPath.isEmpty()) {
        for (const QString &path :
             {QStringLiteral("/version"), QStringLiteral("/api"), QStringLiteral("/apis"),
              QStringLiteral("/apis/resource.k8s.io"), QStringLiteral("/api/v1/nodes"),
              QStringLiteral("/apis/resource.k8s.io/v1/resourceslices")})
            api.server().setRoute(path, drip);
    } else {
        api.server().setRoute(dripPath, drip);
    }
    QProcess cli;
    QElapsedTimer timer;
    timer.start();
    cli.start(accelctl,
              {QStringLiteral("get"), QStringLiteral("gpus"), QStringLiteral("--kubeconfig"),
               kubeconfig, QStringLiteral("--request-timeout"), QString::number(seconds)});
    QVERIFY(cli.waitForFinished(30000));
    const qint64 elapsed = timer.elapsed();
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QCOMPARE(cli.exitCode(), 1);
    QVERIFY2(err.startsWith(QStringLiteral("KUBE_TIMEOUT: ")), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("within %1 s").arg(seconds)), qPrintable(err));
    if (!dripPath.isEmpty())
        QVERIFY2(err.contains(dripPath), qPrintable(err));
    QVERIFY(!err.contains(Secret));
    QVERIFY2(elapsed >= seconds * 1000 - 100 && elapsed < seconds * 1000 + 4000,
             qPrintable(QString::number(elapsed)));
}

// --- issue 32: whole operations --------------------------------------------------------

// A server that hands out a new continue token for ever: the list ends at the page limit, the
// byte limit or the list's own deadline, whichever comes first, never at the memory's end.
void TestKubeHostile::endlessList_data()
{
    QTest::addColumn<int>("pageDelayMs");
    QTest::addColumn<int>("padBytes");  // per page
    QTest::addColumn<qint64>("pages");  // list-pages, 0: the default
    QTest::addColumn<qint64>("bytes");  // list-bytes, 0: the default
    QTest::addColumn<int>("timeoutMs"); // --request-timeout
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("inMessage");
    QTest::addColumn<int>("minMs");
    QTest::addColumn<int>("maxMs");

    QTest::addRow("fast pages: the list-pages limit")
        << 0 << 0 << qint64(40) << qint64(0) << 30000 << QStringLiteral("LIMIT_EXCEEDED")
        << QStringList{QStringLiteral("list-pages limit of 40"), QStringLiteral("/api/v1/nodes"),
                       QStringLiteral("ACCEL_MAX_LIST_PAGES")}
        << 0 << 15000;
    QTest::addRow("big pages: the list-bytes limit")
        << 0 << 256 * 1024 << qint64(0) << qint64(2 << 20) << 30000
        << QStringLiteral("LIMIT_EXCEEDED")
        << QStringList{QStringLiteral("list-bytes limit of 2 MiB"),
                       QStringLiteral("ACCEL_MAX_LIST_BYTES")}
        << 0 << 15000;
    // Each page well within --request-timeout 0.8 s; the whole list within ten of them.
    QTest::addRow("slow pages: the list's deadline")
        << 100 << 0 << qint64(0) << qint64(0) << 800 << QStringLiteral("KUBE_TIMEOUT")
        << QStringList{QStringLiteral("did not finish within 8 s"), QStringLiteral("/api/v1/nodes"),
                       QStringLiteral("pages read")}
        << 7900 << 12000;
}

void TestKubeHostile::endlessList()
{
    QFETCH(int, pageDelayMs);
    QFETCH(int, padBytes);
    QFETCH(qint64, pages);
    QFETCH(qint64, bytes);
    QFETCH(int, timeoutMs);
    QFETCH(QString, code);
    QFETCH(QStringList, inMessage);
    QFETCH(int, minMs);
    QFETCH(int, maxMs);

    Limits::setValue(Limits::ListPages, pages);
    Limits::setValue(Limits::ListBytes, bytes);
    const QByteArray pad(padBytes, 'x');
    m_server.setHandler(QStringLiteral("/api/v1/nodes"),
                        [pageDelayMs, pad](const Test::HttpsTestServer::Request &, int hit) {
                            Route page;
                            page.delayFirstByteMs = pageDelayMs;
                            page.headers.emplaceBack("Content-Type", "application/json");
                            const QByteArray n = QByteArray::number(hit);
                            page.body = R"({"kind":"NodeList","apiVersion":"v1","metadata":)"
                                        R"({"resourceVersion":"1","continue":"token-)" +
                                        n + R"("},"items":[{"metadata":{"name":"node-)" + n +
                                        R"(","annotations":{"pad":")" + pad + R"("}}}]})";
                            return page;
                        });
    Kube::ApiClient client(context());
    client.setTimeoutMs(timeoutMs);
    std::optional<Result<Kube::ListResult>> got;
    QElapsedTimer timer;
    timer.start();
    client.list(QStringLiteral("/api/v1/nodes"), QStringLiteral("nodes"),
                [&got](const Result<Kube::ListResult> &r) { got = r; });
    QVERIFY(QTest::qWaitFor([&] { return got.has_value(); }, 60000));
    const qint64 elapsed = timer.elapsed();
    QVERIFY2(!*got, "an endless list ended as a success");
    const Error &error = got->error();
    QVERIFY2(error.code == code, qPrintable(error.toString()));
    for (const QString &part : std::as_const(inMessage))
        QVERIFY2(error.message.contains(part) || error.hint.contains(part),
                 qPrintable(error.toString()));
    QVERIFY2(elapsed >= minMs && elapsed < maxMs, qPrintable(QString::number(elapsed)));
    QVERIFY(m_server.requestCount(QStringLiteral("/api/v1/nodes")) > 3);
}

// The watch's setup is bounded as one request: an exec plugin that never answers ends it at
// the deadline, and the plugin goes with it.
void TestKubeHostile::watchSetupIncludesTheCredential()
{
    QTemporaryDir dir;
    const QString plugin = dir.filePath(QStringLiteral("plugin.sh"));
    QVERIFY(writeScript(plugin, "exec sleep 300\n"));
    Kube::ResolvedContext c = context();
    c.token.clear();
    c.exec.apiVersion = QStringLiteral("client.authentication.k8s.io/v1");
    c.exec.command = plugin;
    Kube::ApiClient client(c);
    client.setTimeoutMs(1000);
    // A path no other test asks for: a slow page of an earlier test may still reach the server
    // after this test began, so a shared path's count would not be this test's alone.
    const QString path = QStringLiteral("/apis/resource.k8s.io/v1/resourceclaims");
    m_server.clearRequests();
    QObject owner;
    Kube::ApiWatch *watch = client.watch(path, QStringLiteral("resourceclaims"), QString(), &owner);
    std::optional<Error> error;
    connect(watch, &Kube::ApiWatch::failed, this, [&error](const Error &e) { error = e; });
    QElapsedTimer timer;
    timer.start();
    watch->start();
    QVERIFY(QTest::qWaitFor([&] { return error.has_value(); }, 10000));
    const qint64 elapsed = timer.elapsed();
    QVERIFY2(error->code == QLatin1String("KUBE_TIMEOUT") ||
                 error->code == QLatin1String("KUBECONFIG_EXEC"),
             qPrintable(error->toString()));
    QVERIFY2(elapsed >= 900 && elapsed < 3000, qPrintable(QString::number(elapsed)));
    QCOMPARE(m_server.requestCount(path), 0);
}

// A watch that streams without end (valid events, never the close) is bounded by list-bytes.
void TestKubeHostile::watchConnectionBytesBounded()
{
    Limits::setValue(Limits::ListBytes, 1 << 20);
    Route endless;
    endless.headers.emplaceBack("Content-Type", "application/json");
    endless.body =
        R"({"type":"MODIFIED","object":{"metadata":{"name":"n1","resourceVersion":"7"}}})"
        "\n";
    endless.endlessBody = true;
    m_server.setRoute(QStringLiteral("/api/v1/nodes"), endless);
    Kube::ApiClient client(context());
    QObject owner;
    Kube::ApiWatch *watch =
        client.watch(QStringLiteral("/api/v1/nodes"), QStringLiteral("nodes"), QString(), &owner);
    int events = 0;
    std::optional<Error> error;
    connect(watch, &Kube::ApiWatch::event, this, [&events] { ++events; });
    connect(watch, &Kube::ApiWatch::failed, this, [&error](const Error &e) { error = e; });
    watch->start();
    QVERIFY(QTest::qWaitFor([&] { return error.has_value(); }, 20000));
    QVERIFY2(error->code == QLatin1String("LIMIT_EXCEEDED"), qPrintable(error->toString()));
    QVERIFY2(error->message.contains(QStringLiteral("watch of nodes")) &&
                 error->message.contains(QStringLiteral("list-bytes")),
             qPrintable(error->message));
    QVERIFY(events > 1000);
}

// Answers are read strictly: a repeated key or a number that is not finite is an error naming
// the URL, the line and the key, never a silently different object.
void TestKubeHostile::strictAnswers_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QStringList>("inMessage");

    QTest::addRow("duplicate key")
        << QByteArray("{\"gitVersion\": \"v1.36.0\",\n \"gitVersion\": \"v9.9.9\"}")
        << QStringList{QStringLiteral("duplicate key \"gitVersion\""),
                       QStringLiteral("/version:2:")};
    QTest::addRow("nested duplicate key") << QByteArray("{\"a\": {\"b\": 1, \"c\": 2, \"b\": 3}}")
                                          << QStringList{QStringLiteral("duplicate key \"b\"")};
    QTest::addRow("1e400") << QByteArray("{\"major\": 1e400}")
                           << QStringList{QStringLiteral("key \"major\""),
                                          QStringLiteral("not finite")};
}

void TestKubeHostile::strictAnswers()
{
    QFETCH(QByteArray, body);
    QFETCH(QStringList, inMessage);
    Route route;
    route.headers.emplaceBack("Content-Type", "application/json");
    route.body = body;
    m_server.setRoute(QStringLiteral("/version"), route);
    Kube::ApiClient client(context());
    std::optional<Result<QJsonObject>> got;
    client.get(QStringLiteral("/version"), QStringLiteral("the server version"),
               [&got](const Result<QJsonObject> &r) { got = r; });
    QVERIFY(QTest::qWaitFor([&] { return got.has_value(); }, 10000));
    QVERIFY2(!*got, "a repeated key or an infinite number was accepted");
    QCOMPARE(got->error().code, QStringLiteral("KUBE_RESPONSE"));
    for (const QString &part : std::as_const(inMessage))
        QVERIFY2(got->error().message.contains(part), qPrintable(got->error().message));
}

void TestKubeHostile::strictWatchEvents()
{
    Route route;
    route.headers.emplaceBack("Content-Type", "application/json");
    route.body = R"({"type":"ADDED","object":{"metadata":{"name":"n1","name":"n2"}}})"
                 "\n";
    route.stallAfterBytes = route.body.size();
    route.stallMs = 5000;
    m_server.setRoute(QStringLiteral("/api/v1/nodes"), route);
    Kube::ApiClient client(context());
    QObject owner;
    Kube::ApiWatch *watch =
        client.watch(QStringLiteral("/api/v1/nodes"), QStringLiteral("nodes"), QString(), &owner);
    int events = 0;
    std::optional<Error> error;
    connect(watch, &Kube::ApiWatch::event, this, [&events] { ++events; });
    connect(watch, &Kube::ApiWatch::failed, this, [&error](const Error &e) { error = e; });
    watch->start();
    QVERIFY(QTest::qWaitFor([&] { return error.has_value(); }, 4000));
    QCOMPARE(events, 0);
    QVERIFY2(error->code == QLatin1String("KUBE_RESPONSE"), qPrintable(error->toString()));
    QVERIFY2(error->message.contains(QStringLiteral("duplicate key \"name\"")),
             qPrintable(error->message));
}

// A server that never ends its headers fails at the response-headers limit, at once, not at
// the request's deadline (Qt 6.4's QNetworkAccessManager read such a head without limit).
void TestKubeHostile::endlessHeaders_data()
{
    QTest::addColumn<bool>("watch");
    QTest::addRow("a get") << false;
    QTest::addRow("a watch") << true;
}

void TestKubeHostile::endlessHeaders()
{
    QFETCH(bool, watch);
    Route endless;
    endless.endlessHeaders = true;
    m_server.setRoute(watch ? QStringLiteral("/api/v1/nodes") : QStringLiteral("/version"),
                      endless);
    Kube::ApiClient client(context());
    client.setTimeoutMs(30000);
    std::optional<Error> error;
    QElapsedTimer timer;
    timer.start();
    QObject owner;
    if (watch) {
        Kube::ApiWatch *w = client.watch(QStringLiteral("/api/v1/nodes"), QStringLiteral("nodes"),
                                         QString(), &owner);
        connect(w, &Kube::ApiWatch::failed, this, [&error](const Error &e) { error = e; });
        w->start();
    } else {
        client.get(QStringLiteral("/version"), QStringLiteral("the server version"),
                   [&error](const Result<QJsonObject> &r) { error = r ? Error{} : r.error(); });
    }
    QVERIFY(QTest::qWaitFor([&] { return error.has_value(); }, 20000));
    const qint64 elapsed = timer.elapsed();
    QVERIFY2(error->code == QLatin1String("LIMIT_EXCEEDED"), qPrintable(error->toString()));
    QVERIFY2(error->message.contains(QStringLiteral("response-headers limit of 1 MiB")) &&
                 error->message.contains(QStringLiteral("answer head")),
             qPrintable(error->message));
    QVERIFY2(error->hint.contains(QStringLiteral("ACCEL_MAX_RESPONSE_HEADER_BYTES")),
             qPrintable(error->hint));
    QVERIFY2(elapsed < 10000, qPrintable(QString::number(elapsed)));
}

// Compressed and chunked answers: decoded as they arrive; a damaged or truncated gzip body is a
// decompression error naming the URL, never "cannot reach the API server"; a gzip bomb ends at
// the response-body limit, counted on what it inflates to.
void TestKubeHostile::encodedAnswers_data()
{
    QTest::addColumn<Route>("route");
    QTest::addColumn<qint64>("bodyLimit"); // 0: the default
    QTest::addColumn<QString>("code");     // empty: read as JSON
    QTest::addColumn<QStringList>("inMessage");

    const QByteArray json =
        R"({"gitVersion":"v1.36.0","pad":")" + QByteArray(100000, 'z') + R"("})";
    const auto route = [](const QByteArray &body, const QByteArray &encoding, bool chunkedBody) {
        Route r;
        r.headers.emplaceBack("Content-Type", "application/json");
        if (!encoding.isEmpty())
            r.headers.emplaceBack("Content-Encoding", encoding);
        if (chunkedBody) {
            r.headers.emplaceBack("Transfer-Encoding", "chunked");
            r.headers.emplaceBack("Content-Length", "0"); // ignored beside chunked
            r.body = chunked(body, 7000);
        } else {
            r.body = body;
        }
        return r;
    };
    QTest::addRow("gzip") << route(gzip(json), "gzip", false) << qint64(0) << QString()
                          << QStringList();
    QTest::addRow("chunked") << route(json, {}, true) << qint64(0) << QString() << QStringList();
    QTest::addRow("gzip, chunked")
        << route(gzip(json), "gzip", true) << qint64(0) << QString() << QStringList();
    QTest::addRow("broken gzip") << route("this is not gzip at all", "gzip", false) << qint64(0)
                                 << QStringLiteral("KUBE_RESPONSE")
                                 << QStringList{QStringLiteral("gzip-compressed answer"),
                                                QStringLiteral("/version"),
                                                QStringLiteral("cannot be decompressed")};
    const QByteArray whole = gzip(json);
    QTest::addRow("truncated gzip")
        << route(whole.left(whole.size() / 2), "gzip", false) << qint64(0)
        << QStringLiteral("KUBE_RESPONSE")
        << QStringList{QStringLiteral("/version"), QStringLiteral("ended before its end")};
    QTest::addRow("gzip bomb") << route(gzip(QByteArray(64 << 20, '0')), "gzip", false)
                               << qint64(8 << 20) << QStringLiteral("LIMIT_EXCEEDED")
                               << QStringList{QStringLiteral("response-body limit of 8 MiB"),
                                              QStringLiteral("/version")};
    QTest::addRow("an encoding that was not offered")
        << route(json, "br", false) << qint64(0) << QStringLiteral("KUBE_RESPONSE")
        << QStringList{QStringLiteral("\"br\", which was not offered")};
}

void TestKubeHostile::encodedAnswers()
{
    QFETCH(Route, route);
    QFETCH(qint64, bodyLimit);
    QFETCH(QString, code);
    QFETCH(QStringList, inMessage);
    Limits::setValue(Limits::ResponseBodyBytes, bodyLimit);
    m_server.setRoute(QStringLiteral("/version"), route);
    Kube::ApiClient client(context());
    std::optional<Result<QJsonObject>> got;
    client.get(QStringLiteral("/version"), QStringLiteral("the server version"),
               [&got](const Result<QJsonObject> &r) { got = r; });
    QVERIFY(QTest::qWaitFor([&] { return got.has_value(); }, 20000));
    const QList<Test::HttpsTestServer::Request> requests = m_server.requests();
    QVERIFY(!requests.isEmpty());
    QVERIFY(requests.last().header("accept-encoding").contains("gzip"));
    if (code.isEmpty()) {
        QVERIFY2(*got, qPrintable(got->error().toString()));
        QCOMPARE((*got)->value(QStringLiteral("gitVersion")).toString(), QStringLiteral("v1.36.0"));
        QCOMPARE((*got)->value(QStringLiteral("pad")).toString().size(), 100000);
        return;
    }
    QVERIFY2(!*got, "a damaged answer was accepted");
    QVERIFY2(got->error().code == code, qPrintable(got->error().toString()));
    for (const QString &part : std::as_const(inMessage))
        QVERIFY2(got->error().message.contains(part), qPrintable(got->error().message));
    QVERIFY2(!got->error().message.contains(QStringLiteral("cannot reach")),
             qPrintable(got->error().message));
}

QTEST_GUILESS_MAIN(TestKubeHostile)
#include "tst_kubehostile.moc"
