// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Self-test of the loopback HTTPS server and test CA that the download and API client tests use.
#include "httpstestserver.h"
#include "testca.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QHostInfo>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Accel::Test;
using Route = HttpsTestServer::Route;
using HeaderList = HttpsTestServer::HeaderList;

namespace {

constexpr int FetchTimeoutMs = 20000;

struct Fetched
{
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QString errorString;
    int status = 0;
    QByteArray body; ///< empty when hashed
    qint64 size = 0; ///< body bytes received
    QByteArray sha256;
    QUrl finalUrl;
    QList<QSslError> sslErrors;
    QList<QNetworkReply::RawHeaderPair> headers;
    bool timedOut = false;

    QByteArray header(const QByteArray &name) const
    {
        for (const auto &[key, value] : headers) {
            if (key.compare(name, Qt::CaseInsensitive) == 0)
                return value;
        }
        return {};
    }
};

struct FetchOptions
{
    QByteArray method = "GET";
    QByteArray body;
    HeaderList headers;
    int transferTimeoutMs = 0;
    bool hashOnly = false; ///< hash the body as it arrives instead of keeping it
};

/// Sends one request with a fresh manager (no connection or session reuse between calls) and
/// waits for it to finish.
Fetched fetch(const QUrl &url, const QSslConfiguration &ssl, const FetchOptions &options)
{
    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy); // never leave loopback, whatever the environment says
    QNetworkRequest request(url);
    request.setSslConfiguration(ssl);
    for (const auto &[name, value] : options.headers)
        request.setRawHeader(name, value);
    if (options.transferTimeoutMs > 0)
        request.setTransferTimeout(options.transferTimeoutMs);
    Fetched result;
    const std::unique_ptr<QNetworkReply> reply(
        options.body.isNull() ? nam.sendCustomRequest(request, options.method)
                              : nam.sendCustomRequest(request, options.method, options.body));
    if (options.hashOnly)
        reply->setReadBufferSize(4 * 1024 * 1024); // keep the client's memory bounded too
    QCryptographicHash hash(QCryptographicHash::Sha256);
    QObject::connect(reply.get(), &QNetworkReply::readyRead, reply.get(), [&] {
        const QByteArray data = reply->readAll();
        result.size += data.size();
        if (options.hashOnly)
            hash.addData(data);
        else
            result.body += data;
    });
    QObject::connect(reply.get(), &QNetworkReply::sslErrors, reply.get(),
                     [&](const QList<QSslError> &errors) { result.sslErrors = errors; });
    QSignalSpy finished(reply.get(), &QNetworkReply::finished);
    result.timedOut = !reply->isFinished() && !finished.wait(FetchTimeoutMs);
    const QByteArray rest = reply->isOpen() ? reply->readAll() : QByteArray();
    result.size += rest.size();
    if (options.hashOnly)
        hash.addData(rest);
    else
        result.body += rest;
    result.sha256 = hash.result().toHex();
    result.error = reply->error();
    result.errorString = reply->errorString();
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.finalUrl = reply->url();
    result.headers = reply->rawHeaderPairs();
    reply->disconnect();
    return result;
}

Fetched fetch(const QUrl &url, const QSslConfiguration &ssl)
{
    return fetch(url, ssl, FetchOptions());
}

QByteArray describe(const Fetched &f)
{
    return "status " + QByteArray::number(f.status) + ", error " + QByteArray::number(f.error) +
           " (" + f.errorString.toUtf8() + "), " + QByteArray::number(f.size) + " bytes" +
           (f.timedOut ? ", timed out" : "");
}

QByteArray pattern(qsizetype size)
{
    QByteArray data(size, Qt::Uninitialized);
    for (qsizetype i = 0; i < size; ++i)
        data[i] = char('a' + (i * 7 + i / 251) % 26);
    return data;
}

} // namespace

struct GetRow
{
    const char *tag;
    Route route;
    QString requestPath;
    HeaderList requestHeaders;
    int status;
    QNetworkReply::NetworkError error;
    QByteArray body;
    HeaderList responseHeaders; ///< each must be present with this value
    QString finalPath;          ///< path of the last URL after redirects; empty: requestPath
    bool viaLocalhost = false;
};
Q_DECLARE_METATYPE(GetRow)

class TestHttpsTestServer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void get_data();
    void get();
    void requestLog_data();
    void requestLog();
    void dropThenSucceed_data();
    void dropThenSucceed();
    void stallTimesOut_data();
    void stallTimesOut();
    void wrongCertificateRefused_data();
    void wrongCertificateRefused();
    void mutualTls_data();
    void mutualTls();
    void largeFileStreams_data();
    void largeFileStreams();
    void stopAndRestart();

private:
    TestCa m_ca;
    HttpsTestServer m_server;
    QTemporaryDir m_files;
};

static const QString HelloPath = QStringLiteral("/hello");
static const QByteArray Hello = "hello, world\n";

void TestHttpsTestServer::initTestCase()
{
    TestCaOptions options;
    options.clientCertificate = true;
    QVERIFY2(m_ca.create(options), qPrintable(m_ca.errorString()));
    QVERIFY(m_ca.serverCertificate().subjectAlternativeNames().contains(
        QSsl::IpAddressEntry, QStringLiteral("127.0.0.1")));
    QString error;
    QVERIFY2(m_server.start(m_ca.serverCertificate(), m_ca.serverKey(), &error), qPrintable(error));
    QVERIFY(m_server.port() != 0);
    QVERIFY(m_files.isValid());
}

void TestHttpsTestServer::init()
{
    m_server.clearRoutes();
    m_server.clearRequests();
}

void TestHttpsTestServer::get_data()
{
    QTest::addColumn<GetRow>("row");
    const Route hello{.body = Hello};
    const Route digits{.body = "0123456789", .acceptRanges = true};
    const QList<GetRow> rows{
        {"200 body", hello, HelloPath, {}, 200, QNetworkReply::NoError, Hello, {}, {}},
        {"query is not part of the route",
         hello,
         HelloPath + QStringLiteral("?x=1&y=2"),
         {},
         200,
         QNetworkReply::NoError,
         Hello,
         {},
         {}},
        {"localhost name matches the certificate",
         hello,
         HelloPath,
         {},
         200,
         QNetworkReply::NoError,
         Hello,
         {},
         {},
         true},
        {"unknown path is 404",
         hello,
         QStringLiteral("/nope"),
         {},
         404,
         QNetworkReply::ContentNotFoundError,
         "not found\n",
         {},
         {}},
        {"route status and headers",
         Route{.status = 503,
               .headers = {{"Retry-After", "7"}, {"Content-Type", "text/plain"}},
               .body = "busy\n"},
         HelloPath,
         {},
         503,
         QNetworkReply::ServiceUnavailableError,
         "busy\n",
         {{"Retry-After", "7"}, {"Content-Length", "5"}, {"Connection", "close"}},
         {}},
        {"range tail is 206",
         digits,
         HelloPath,
         {{"Range", "bytes=4-"}},
         206,
         QNetworkReply::NoError,
         "456789",
         {{"Content-Range", "bytes 4-9/10"}, {"Content-Length", "6"}, {"Accept-Ranges", "bytes"}},
         {}},
        {"closed range",
         digits,
         HelloPath,
         {{"Range", "bytes=2-4"}},
         206,
         QNetworkReply::NoError,
         "234",
         {{"Content-Range", "bytes 2-4/10"}},
         {}},
        {"suffix range",
         digits,
         HelloPath,
         {{"Range", "bytes=-3"}},
         206,
         QNetworkReply::NoError,
         "789",
         {{"Content-Range", "bytes 7-9/10"}},
         {}},
        {"range past the end is 416",
         digits,
         HelloPath,
         {{"Range", "bytes=10-"}},
         416,
         QNetworkReply::UnknownContentError,
         {},
         {{"Content-Range", "bytes */10"}},
         {}},
        {"range ignored without acceptRanges",
         Route{.body = "0123456789"},
         HelloPath,
         {{"Range", "bytes=4-"}},
         200,
         QNetworkReply::NoError,
         "0123456789",
         {},
         {}},
        {"relative redirect is followed",
         Route{.redirectTo = HelloPath},
         QStringLiteral("/old"),
         {},
         200,
         QNetworkReply::NoError,
         Hello,
         {},
         HelloPath},
        {"absolute redirect is followed",
         Route{.status = 307, .redirectTo = m_server.url(HelloPath).toString()},
         QStringLiteral("/old"),
         {},
         200,
         QNetworkReply::NoError,
         Hello,
         {},
         HelloPath},
        {"delayed first byte",
         Route{.body = Hello, .delayFirstByteMs = 150},
         HelloPath,
         {},
         200,
         QNetworkReply::NoError,
         Hello,
         {},
         {}},
        {"missing body file is 500",
         Route{.bodyFile = m_files.filePath(QStringLiteral("absent"))},
         HelloPath,
         {},
         500,
         QNetworkReply::InternalServerError,
         {},
         {},
         {}},
    };
    for (const GetRow &row : rows)
        QTest::addRow("%s", row.tag) << row;
}

void TestHttpsTestServer::get()
{
    QFETCH(GetRow, row);
    const bool redirect = !row.route.redirectTo.isEmpty();
    m_server.setRoute(redirect ? QStringLiteral("/old") : HelloPath, row.route);
    if (redirect)
        m_server.setRoute(HelloPath, Route{.body = Hello});
    // A debootstrapped root has no /etc/hosts; every installed Debian has one.
    if (row.viaLocalhost && QHostInfo::fromName(QStringLiteral("localhost")).addresses().isEmpty())
        QSKIP("the name localhost does not resolve here (no /etc/hosts)");
    const QUrl url =
        row.viaLocalhost ? m_server.localhostUrl(row.requestPath) : m_server.url(row.requestPath);
    QCOMPARE(url.port(), int(m_server.port()));

    FetchOptions options;
    options.headers = row.requestHeaders;
    const Fetched f = fetch(url, m_ca.clientConfiguration(), options);
    QVERIFY2(!f.timedOut, describe(f).constData());
    QCOMPARE(f.status, row.status);
    QCOMPARE(f.error, row.error);
    if (!row.body.isNull() || row.status < 400)
        QCOMPARE(f.body, row.body);
    for (const auto &[name, value] : row.responseHeaders)
        QCOMPARE(f.header(name), value);
    const QString finalPath = row.finalPath.isEmpty() ? row.requestPath : row.finalPath;
    QCOMPARE(f.finalUrl.path(), QUrl(finalPath).path());
    QCOMPARE(m_server.requestCount(row.requestPath), 1);
    QCOMPARE(m_server.requests().size(), redirect ? 2 : 1);
}

struct LogRow
{
    const char *tag;
    QByteArray method;
    QByteArray body; ///< null: no body
    QString path;
};
Q_DECLARE_METATYPE(LogRow)

void TestHttpsTestServer::requestLog_data()
{
    QTest::addColumn<LogRow>("row");
    const QByteArray json = R"({"spec":{"replicas":2}})";
    const QList<LogRow> rows{
        {"GET with query", "GET", {}, QStringLiteral("/api/v1/pods?labelSelector=a%3Db")},
        {"POST with body", "POST", json, QStringLiteral("/api/v1/namespaces/x/pods")},
        {"PATCH with body", "PATCH", json, QStringLiteral("/apis/apps/v1/deployments/d")},
        {"PUT with empty body", "PUT", "", QStringLiteral("/put")},
        {"DELETE", "DELETE", {}, QStringLiteral("/api/v1/pods/p")},
    };
    for (const LogRow &row : rows)
        QTest::addRow("%s", row.tag) << row;
}

void TestHttpsTestServer::requestLog()
{
    QFETCH(LogRow, row);
    const QString routePath = row.path.left(row.path.indexOf(QLatin1Char('?')));
    m_server.setRoute(routePath, Route{.status = 201, .body = "{}"});
    FetchOptions options;
    options.method = row.method;
    options.body = row.body;
    options.headers = {{"Content-Type", "application/merge-patch+json"},
                       {"Authorization", "Bearer test-token"}};
    const Fetched f = fetch(m_server.url(row.path), m_ca.clientConfiguration(), options);
    QVERIFY2(f.error == QNetworkReply::NoError, describe(f).constData());
    QCOMPARE(f.status, 201);

    const QList<HttpsTestServer::Request> log = m_server.requests();
    QCOMPARE(log.size(), 1);
    const HttpsTestServer::Request &request = log.first();
    QCOMPARE(request.method, row.method);
    QCOMPARE(request.path, row.path);
    QCOMPARE(request.body, row.body.isNull() ? QByteArray() : row.body);
    QCOMPARE(request.header("content-type"), QByteArray("application/merge-patch+json"));
    QCOMPARE(request.header("authorization"), QByteArray("Bearer test-token"));
    QCOMPARE(request.header("host"), "127.0.0.1:" + QByteArray::number(m_server.port()));
    QVERIFY(request.header("Host").isNull()); // names are lower-case
    QVERIFY(request.clientCertificate.isNull());
    QCOMPARE(m_server.requestCount(routePath), 1);
    QCOMPARE(m_server.requestCount(row.path), 1);
}

void TestHttpsTestServer::dropThenSucceed_data()
{
    QTest::addColumn<qint64>("dropAfterBytes");
    QTest::addRow("after the head") << qint64(0);
    QTest::addRow("after 1000 bytes") << qint64(1000);
    QTest::addRow("after 300 KiB") << qint64(300 * 1024);
}

void TestHttpsTestServer::dropThenSucceed()
{
    QFETCH(qint64, dropAfterBytes);
    const QByteArray body = pattern(512 * 1024);
    m_server.setRoute(HelloPath,
                      Route{.body = body, .dropAfterBytes = dropAfterBytes, .dropTimes = 1});

    const Fetched first = fetch(m_server.url(HelloPath), m_ca.clientConfiguration());
    QVERIFY2(!first.timedOut, describe(first).constData());
    QVERIFY2(first.error == QNetworkReply::RemoteHostClosedError, describe(first).constData());
    QVERIFY2(first.size == dropAfterBytes, describe(first).constData()); // all of it, no more
    QCOMPARE(first.body, body.left(first.size));
    QCOMPARE(m_server.requestCount(HelloPath), 1); // the client did not retry on its own

    const Fetched second = fetch(m_server.url(HelloPath), m_ca.clientConfiguration());
    QVERIFY2(second.error == QNetworkReply::NoError, describe(second).constData());
    QCOMPARE(second.body, body);
    QCOMPARE(m_server.requestCount(HelloPath), 2);
}

void TestHttpsTestServer::stallTimesOut_data()
{
    QTest::addColumn<qint64>("stallAfterBytes");
    QTest::addRow("before any body") << qint64(0);
    QTest::addRow("after 1000 bytes") << qint64(1000);
}

void TestHttpsTestServer::stallTimesOut()
{
    QFETCH(qint64, stallAfterBytes);
    const QByteArray body = pattern(100 * 1024);
    m_server.setRoute(
        HelloPath,
        Route{.body = body, .stallAfterBytes = stallAfterBytes, .stallMs = 5000, .stallTimes = 1});
    FetchOptions options;
    options.transferTimeoutMs = 300;

    QElapsedTimer timer;
    timer.start();
    const Fetched first = fetch(m_server.url(HelloPath), m_ca.clientConfiguration(), options);
    QVERIFY2(first.error == QNetworkReply::OperationCanceledError ||
                 first.error == QNetworkReply::TimeoutError,
             describe(first).constData());
    QVERIFY2(timer.elapsed() < 3000,
             QByteArray(QByteArray::number(timer.elapsed()) + " ms").constData());
    QVERIFY2(first.size == stallAfterBytes, describe(first).constData());

    const Fetched second = fetch(m_server.url(HelloPath), m_ca.clientConfiguration(), options);
    QVERIFY2(second.error == QNetworkReply::NoError, describe(second).constData());
    QCOMPARE(second.body, body);
}

void TestHttpsTestServer::wrongCertificateRefused_data()
{
    QTest::addColumn<bool>("otherCaServer");
    QTest::addColumn<bool>("trustTestCa");
    QTest::addRow("server signed by another CA") << true << true;
    QTest::addRow("test CA not trusted") << false << false;
}

void TestHttpsTestServer::wrongCertificateRefused()
{
    QFETCH(bool, otherCaServer);
    QFETCH(bool, trustTestCa);
    HttpsTestServer server;
    QString error;
    QVERIFY2(server.start(otherCaServer ? m_ca.otherServerCertificate() : m_ca.serverCertificate(),
                          otherCaServer ? m_ca.otherServerKey() : m_ca.serverKey(), &error),
             qPrintable(error));
    server.setRoute(HelloPath, Route{.body = Hello});
    QSslConfiguration ssl = m_ca.clientConfiguration();
    if (!trustTestCa)
        ssl.setCaCertificates({m_ca.otherCaCertificate()});

    const Fetched f = fetch(server.url(HelloPath), ssl);
    QVERIFY2(f.error == QNetworkReply::SslHandshakeFailedError, describe(f).constData());
    QVERIFY(!f.sslErrors.isEmpty());
    QVERIFY(f.body.isEmpty());
    QCOMPARE(server.requests().size(), 0);
}

void TestHttpsTestServer::mutualTls_data()
{
    QTest::addColumn<bool>("presentCertificate");
    QTest::addRow("client certificate accepted") << true;
    QTest::addRow("no client certificate refused") << false;
}

void TestHttpsTestServer::mutualTls()
{
    QFETCH(bool, presentCertificate);
    HttpsTestServer server;
    server.setRequireClientCertificate(m_ca.caCertificate());
    QString error;
    QVERIFY2(server.start(m_ca.serverCertificate(), m_ca.serverKey(), &error), qPrintable(error));
    server.setRoute(HelloPath, Route{.body = Hello});
    QSslConfiguration ssl = m_ca.clientConfiguration();
    if (presentCertificate) {
        ssl.setLocalCertificate(m_ca.clientCertificate());
        ssl.setPrivateKey(m_ca.clientKey());
    }

    const Fetched f = fetch(server.url(HelloPath), ssl);
    QVERIFY2(!f.timedOut, describe(f).constData());
    if (presentCertificate) {
        QVERIFY2(f.error == QNetworkReply::NoError, describe(f).constData());
        QCOMPARE(f.body, Hello);
        QCOMPARE(server.requests().size(), 1);
        QCOMPARE(server.requests().first().clientCertificate, m_ca.clientCertificate());
    } else {
        // Under TLS 1.3 the refusal arrives after the client thinks the handshake is done, so
        // the exact error varies; what matters is that no request got through.
        QVERIFY2(f.error != QNetworkReply::NoError, describe(f).constData());
        QCOMPARE(server.requests().size(), 0);
    }
}

void TestHttpsTestServer::largeFileStreams_data()
{
    QTest::addColumn<qint64>("rangeStart"); // -1: no Range header
    QTest::addRow("whole 64 MiB file") << qint64(-1);
    QTest::addRow("tail from 48 MiB") << qint64(48) * 1024 * 1024;
}

void TestHttpsTestServer::largeFileStreams()
{
    QFETCH(qint64, rangeStart);
    constexpr qint64 FileBytes = 64 * 1024 * 1024;
    constexpr qint64 BlockBytes = 1024 * 1024;
    const QString path = m_files.filePath(QStringLiteral("large.bin"));
    QCryptographicHash expected(QCryptographicHash::Sha256);
    {
        QFile file(path);
        const bool exists = file.size() == FileBytes;
        QVERIFY(file.open(exists ? QIODevice::ReadOnly : QIODevice::WriteOnly));
        QByteArray block(BlockBytes, Qt::Uninitialized);
        QRandomGenerator random(42);
        for (qint64 offset = 0; offset < FileBytes; offset += BlockBytes) {
            if (exists) {
                block = file.read(BlockBytes);
            } else {
                random.fillRange(reinterpret_cast<quint32 *>(block.data()),
                                 block.size() / qsizetype(sizeof(quint32)));
                QCOMPARE(file.write(block), BlockBytes);
            }
            if (offset >= qMax<qint64>(rangeStart, 0))
                expected.addData(block);
        }
    }
    m_server.setRoute(HelloPath, Route{.bodyFile = path, .acceptRanges = true});

    FetchOptions options;
    options.hashOnly = true;
    if (rangeStart >= 0)
        options.headers = {{"Range", "bytes=" + QByteArray::number(rangeStart) + '-'}};
    const Fetched f = fetch(m_server.url(HelloPath), m_ca.clientConfiguration(), options);
    QVERIFY2(f.error == QNetworkReply::NoError, describe(f).constData());
    QCOMPARE(f.status, rangeStart >= 0 ? 206 : 200);
    QCOMPARE(f.size, FileBytes - qMax<qint64>(rangeStart, 0));
    QCOMPARE(f.sha256, expected.result().toHex());
    // Backpressure: the server never held more than a few chunks in its socket buffers.
    QVERIFY2(m_server.peakBufferedBytes() < 1024 * 1024,
             QByteArray::number(m_server.peakBufferedBytes()).constData());
}

void TestHttpsTestServer::stopAndRestart()
{
    HttpsTestServer server;
    QVERIFY(!server.isRunning());
    QCOMPARE(server.port(), quint16(0));
    QString error;
    QVERIFY2(server.start(m_ca.serverCertificate(), m_ca.serverKey(), &error), qPrintable(error));
    QVERIFY(!server.start(m_ca.serverCertificate(), m_ca.serverKey(), &error));
    QVERIFY(error.contains(QStringLiteral("already running")));
    server.setRoute(HelloPath, Route{.body = Hello, .stallAfterBytes = 2, .stallMs = 60000});

    // A stop with a connection stuck mid-response still returns promptly.
    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy);
    QNetworkRequest request(server.url(HelloPath));
    request.setSslConfiguration(m_ca.clientConfiguration());
    std::unique_ptr<QNetworkReply> reply(nam.get(request));
    QTRY_COMPARE_WITH_TIMEOUT(server.requestCount(HelloPath), 1, 5000);
    QElapsedTimer timer;
    timer.start();
    server.stop();
    QVERIFY(timer.elapsed() < 2000);
    QVERIFY(!server.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 5000);
    QVERIFY(reply->error() != QNetworkReply::NoError);

    QVERIFY2(server.start(m_ca.serverCertificate(), m_ca.serverKey(), &error), qPrintable(error));
    server.setRoute(HelloPath, Route{.body = Hello});
    const Fetched f = fetch(server.url(HelloPath), m_ca.clientConfiguration());
    QVERIFY2(f.error == QNetworkReply::NoError, describe(f).constData());
    QCOMPARE(f.body, Hello);
    QCOMPARE(server.requestCount(HelloPath), 2); // the log survives a restart
}

QTEST_GUILESS_MAIN(TestHttpsTestServer)
#include "tst_httpstestserver.moc"
