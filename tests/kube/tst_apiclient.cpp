// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The Kubernetes API client and cluster reader against a real HTTPS server on loopback (issue 6,
// section 1 and "Tests and evidence"): bearer token, token file, client certificate, exec plugin,
// pagination, 410 on continue, 403 on resourceslices, v1 / v1beta2 / v1beta1 discovery, watch.
#include "dra/inventory.h"
#include "httpstestserver.h"
#include "kube/apiclient.h"
#include "kube/clusterreader.h"
#include "testca.h"
#include "testsupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUrlQuery>
#include <QtTest>

#include <optional>

using namespace Accel;
using namespace Accel::Test;
using Route = HttpsTestServer::Route;
using Request = HttpsTestServer::Request;

namespace {

const QString Secret = QStringLiteral("s3cr3t-TOKEN-value");

QByteArray json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

Route jsonRoute(const QJsonObject &object, int status = 200)
{
    Route route;
    route.status = status;
    route.body = json(object);
    route.headers.emplaceBack("Content-Type", "application/json");
    return route;
}

Route statusRoute(int code, const QString &reason, const QString &message)
{
    return jsonRoute(QJsonObject{{QStringLiteral("kind"), QStringLiteral("Status")},
                                 {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                                 {QStringLiteral("status"), QStringLiteral("Failure")},
                                 {QStringLiteral("reason"), reason},
                                 {QStringLiteral("message"), message},
                                 {QStringLiteral("code"), code}},
                     code);
}

QJsonObject node(const QString &name)
{
    return QJsonObject{{QStringLiteral("metadata"),
                        QJsonObject{{QStringLiteral("name"), name},
                                    {QStringLiteral("labels"),
                                     QJsonObject{{QStringLiteral("nvidia.com/gpu.present"),
                                                  QStringLiteral("true")}}}}}};
}

/// A liken.sh render-node slice and its media.liken.sh twin, in the form VERSION serves.
QJsonObject slice(const QString &name, const QString &nodeName, const QString &driver,
                  const QString &version)
{
    QJsonObject attributes{
        {QStringLiteral("resource.kubernetes.io/pciBusID"),
         QJsonObject{{QStringLiteral("string"), QStringLiteral("0000:03:00.0")}}}};
    if (driver == QLatin1String("media.liken.sh")) {
        attributes.insert(QStringLiteral("vaDriver"),
                          QJsonObject{{QStringLiteral("string"), QStringLiteral("iHD")}});
        attributes.insert(QStringLiteral("decodeHEVCMain10"),
                          QJsonObject{{QStringLiteral("bool"), true}});
    } else {
        attributes.insert(QStringLiteral("renderNode"),
                          QJsonObject{{QStringLiteral("bool"), true}});
    }
    QJsonObject device{{QStringLiteral("name"), QStringLiteral("gpu-0")}};
    if (version == QLatin1String("v1beta1"))
        device.insert(QStringLiteral("basic"),
                      QJsonObject{{QStringLiteral("attributes"), attributes}});
    else
        device.insert(QStringLiteral("attributes"), attributes);
    return QJsonObject{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}}},
                       {QStringLiteral("spec"),
                        QJsonObject{{QStringLiteral("driver"), driver},
                                    {QStringLiteral("nodeName"), nodeName},
                                    {QStringLiteral("pool"),
                                     QJsonObject{{QStringLiteral("name"), nodeName},
                                                 {QStringLiteral("generation"), 1},
                                                 {QStringLiteral("resourceSliceCount"), 1}}},
                                    {QStringLiteral("devices"), QJsonArray{device}}}}};
}

/// A list response as the API server sends it: items without kind and apiVersion.
QJsonObject listOf(const QString &kind, const QString &apiVersion, const QList<QJsonObject> &items,
                   const QString &continueToken = {},
                   const QString &resourceVersion = QStringLiteral("100"))
{
    QJsonArray array;
    for (const QJsonObject &item : items)
        array.append(item);
    QJsonObject meta{{QStringLiteral("resourceVersion"), resourceVersion}};
    if (!continueToken.isEmpty())
        meta.insert(QStringLiteral("continue"), continueToken);
    return QJsonObject{{QStringLiteral("kind"), kind},
                       {QStringLiteral("apiVersion"), apiVersion},
                       {QStringLiteral("metadata"), meta},
                       {QStringLiteral("items"), array}};
}

QJsonObject apiGroup(const QStringList &versions)
{
    QJsonArray list;
    for (const QString &v : versions)
        list.append(QJsonObject{
            {QStringLiteral("groupVersion"), QString(QStringLiteral("resource.k8s.io/") + v)},
            {QStringLiteral("version"), v}});
    return QJsonObject{{QStringLiteral("kind"), QStringLiteral("APIGroup")},
                       {QStringLiteral("name"), QStringLiteral("resource.k8s.io")},
                       {QStringLiteral("versions"), list}};
}

QString queryValue(const Request &request, const QString &key)
{
    const qsizetype q = request.path.indexOf(QLatin1Char('?'));
    if (q < 0)
        return {};
    return QUrlQuery(request.path.mid(q + 1)).queryItemValue(key, QUrl::FullyDecoded);
}

/// Runs a list and waits for it.
Result<Kube::ListResult> listSync(Kube::ApiClient &client, const QString &path,
                                  const QString &resource)
{
    std::optional<Result<Kube::ListResult>> got;
    client.list(path, resource, [&got](const Result<Kube::ListResult> &r) { got = r; });
    QElapsedTimer timer;
    timer.start();
    while (!got && timer.elapsed() < 20000)
        QTest::qWait(10);
    if (!got)
        return tl::unexpected(
            Error{QStringLiteral("TEST_TIMEOUT"), QStringLiteral("no answer"), QString()});
    return *got;
}

Result<QJsonObject> getSync(Kube::ApiClient &client, const QString &path)
{
    std::optional<Result<QJsonObject>> got;
    client.get(path, QStringLiteral("thing"), [&got](const Result<QJsonObject> &r) { got = r; });
    QElapsedTimer timer;
    timer.start();
    while (!got && timer.elapsed() < 20000)
        QTest::qWait(10);
    if (!got)
        return tl::unexpected(
            Error{QStringLiteral("TEST_TIMEOUT"), QStringLiteral("no answer"), QString()});
    return *got;
}

/// Reads the cluster and waits.
Result<Kube::ClusterRead> readSync(Kube::ClusterReader &reader,
                                   const Kube::ClusterReadOptions &options = {})
{
    std::optional<Result<Kube::ClusterRead>> got;
    QObject context;
    QObject::connect(&reader, &Kube::ClusterReader::finished, &context,
                     [&got](const Kube::ClusterRead &r) { got = r; });
    QObject::connect(&reader, &Kube::ClusterReader::failed, &context,
                     [&got](const Error &e) { got = tl::unexpected(e); });
    reader.read(options);
    QElapsedTimer timer;
    timer.start();
    while (!got && timer.elapsed() < 20000)
        QTest::qWait(10);
    if (!got)
        return tl::unexpected(
            Error{QStringLiteral("TEST_TIMEOUT"), QStringLiteral("no answer"), QString()});
    return *got;
}

bool writeFile(const QString &path, const QByteArray &bytes, bool executable = false)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return false;
    file.close();
    if (executable)
        file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
    return true;
}

/// A route that answers 401 unless the request carries `Authorization: Bearer TOKEN`.
HttpsTestServer::Handler requireToken(const QString &token, const Route &ok)
{
    return [token, ok](const Request &request, int) {
        if (request.header("authorization") != "Bearer " + token.toUtf8())
            return statusRoute(401, QStringLiteral("Unauthorized"), QStringLiteral("Unauthorized"));
        return ok;
    };
}

} // namespace

class TestApiClient : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();

    void bearerToken_data();
    void bearerToken();
    void tokenFileIsReadPerRequest();
    void clientCertificate();
    void wrongCaIsRefused();
    void execPluginRenewsAfter401();
    void pagination_data();
    void pagination();
    void expiredContinueRestartsTheList();
    void statusErrorsNameTheResource_data();
    void statusErrorsNameTheResource();
    void timeout();
    void badSettingsFailClosed_data();
    void badSettingsFailClosed();
    void repeatedContinueTokenStops();
    void discovery_data();
    void discovery();
    void forbiddenSlicesDegrade();
    void forbiddenEverythingFails();
    void watchKeepsTheReadCurrent();
    void watchGoneRelists();
    void watchFailureFallsBackToRelisting();

private:
    Kube::ResolvedContext context() const;
    void serveCluster(const QString &version);

    TestCa m_ca;
    HttpsTestServer m_server;
    QTemporaryDir m_dir;
};

void TestApiClient::initTestCase()
{
    TestCaOptions options;
    options.clientCertificate = true;
    QVERIFY2(m_ca.create(options), qPrintable(m_ca.errorString()));
    QString error;
    QVERIFY2(m_server.start(m_ca.serverCertificate(), m_ca.serverKey(), &error), qPrintable(error));
    QVERIFY(m_dir.isValid());
}

void TestApiClient::init()
{
    m_server.clearRoutes();
    m_server.clearRequests();
    m_server.setRequireClientCertificate(QSslCertificate());
}

void TestApiClient::cleanupTestCase()
{
    m_server.stop();
}

Kube::ResolvedContext TestApiClient::context() const
{
    Kube::ResolvedContext c;
    c.contextName = QStringLiteral("test-ctx");
    c.clusterName = QStringLiteral("test-cluster");
    c.userName = QStringLiteral("test-user");
    c.server = m_server.url(QStringLiteral("/")).toString();
    c.certificateAuthorityFile = m_ca.caCertificatePath();
    c.token = Secret;
    return c;
}

void TestApiClient::serveCluster(const QString &version)
{
    m_server.setRoute(QStringLiteral("/apis/resource.k8s.io"), jsonRoute(apiGroup({version})));
    m_server.setRoute(QStringLiteral("/api/v1/nodes"),
                      jsonRoute(listOf(QStringLiteral("NodeList"), QStringLiteral("v1"),
                                       {node(QStringLiteral("node-a"))})));
    m_server.setRoute(QStringLiteral("/apis/resource.k8s.io/") + version +
                          QStringLiteral("/resourceslices"),
                      jsonRoute(listOf(QStringLiteral("ResourceSliceList"),
                                       QStringLiteral("resource.k8s.io/") + version,
                                       {slice(QStringLiteral("a-liken"), QStringLiteral("node-a"),
                                              QStringLiteral("liken.sh"), version),
                                        slice(QStringLiteral("a-media"), QStringLiteral("node-a"),
                                              QStringLiteral("media.liken.sh"), version)})));
    m_server.setRoute(QStringLiteral("/apis/resource.k8s.io/") + version +
                          QStringLiteral("/deviceclasses"),
                      jsonRoute(listOf(QStringLiteral("DeviceClassList"),
                                       QStringLiteral("resource.k8s.io/") + version, {})));
    m_server.setRoute(QStringLiteral("/api/v1/pods"),
                      jsonRoute(listOf(QStringLiteral("PodList"), QStringLiteral("v1"), {})));
}

void TestApiClient::bearerToken_data()
{
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("code");
    QTest::newRow("right token") << Secret << QString();
    QTest::newRow("wrong token") << QStringLiteral("other") << QStringLiteral("KUBE_UNAUTHORIZED");
}

void TestApiClient::bearerToken()
{
    QFETCH(QString, token);
    QFETCH(QString, code);
    m_server.setHandler(
        QStringLiteral("/api/v1/nodes"),
        requireToken(Secret, jsonRoute(listOf(QStringLiteral("NodeList"), QStringLiteral("v1"),
                                              {node(QStringLiteral("n1"))}))));
    Kube::ResolvedContext c = context();
    c.token = token;
    Kube::ApiClient client(c);
    const Result<Kube::ListResult> list =
        listSync(client, QStringLiteral("/api/v1/nodes"), QStringLiteral("nodes"));
    if (code.isEmpty()) {
        QVERIFY2(list.has_value(), qPrintable(list ? QString() : list.error().message));
        QCOMPARE(list->items.size(), 1);
        // The server leaves kind and apiVersion out of list items; the client fills them in.
        QCOMPARE(list->items.first().value(QLatin1String("kind")).toString(),
                 QStringLiteral("Node"));
        QCOMPARE(list->items.first().value(QLatin1String("apiVersion")).toString(),
                 QStringLiteral("v1"));
    } else {
        QVERIFY(!list);
        QCOMPARE(list.error().code, code);
        QVERIFY(list.error().message.contains(QLatin1String("test-user")));
        QVERIFY(list.error().message.contains(QLatin1String("nodes")));
        QVERIFY(!list.error().message.contains(token));
        QVERIFY(!list.error().hint.contains(token));
    }
    const auto requests = m_server.requests();
    QVERIFY(!requests.isEmpty());
    QCOMPARE(requests.first().header("accept"), QByteArray("application/json"));
}

void TestApiClient::tokenFileIsReadPerRequest()
{
    const QString tokenFile = m_dir.filePath(QStringLiteral("token"));
    QVERIFY(writeFile(tokenFile, "first-token\n"));
    m_server.setRoute(QStringLiteral("/version"),
                      jsonRoute(QJsonObject{{QStringLiteral("major"), QStringLiteral("1")}}));
    Kube::ResolvedContext c = context();
    c.token.clear();
    c.tokenFile = tokenFile;
    Kube::ApiClient client(c);
    QVERIFY(getSync(client, QStringLiteral("/version")).has_value());
    QVERIFY(writeFile(tokenFile, "rotated-token\n"));
    QVERIFY(getSync(client, QStringLiteral("/version")).has_value());
    const auto requests = m_server.requests();
    QCOMPARE(requests.size(), 2);
    QCOMPARE(requests.at(0).header("authorization"), QByteArray("Bearer first-token"));
    QCOMPARE(requests.at(1).header("authorization"), QByteArray("Bearer rotated-token"));

    QVERIFY(QFile::remove(tokenFile));
    const Result<QJsonObject> missing = getSync(client, QStringLiteral("/version"));
    QVERIFY(!missing);
    QCOMPARE(missing.error().code, QStringLiteral("KUBE_CREDENTIALS"));
    QVERIFY(missing.error().message.contains(tokenFile));
}

void TestApiClient::clientCertificate()
{
    m_server.setRequireClientCertificate(m_ca.caCertificate());
    m_server.setRoute(QStringLiteral("/version"),
                      jsonRoute(QJsonObject{{QStringLiteral("major"), QStringLiteral("1")}}));
    Kube::ResolvedContext c = context();
    c.token.clear();
    {
        Kube::ApiClient client(c);
        const Result<QJsonObject> without = getSync(client, QStringLiteral("/version"));
        QVERIFY2(!without, "a server that requires a client certificate let us in without one");
    }
    c.clientCertificateFile = m_ca.clientCertificatePath();
    c.clientKeyFile = m_ca.clientKeyPath();
    {
        Kube::ApiClient client(c);
        const Result<QJsonObject> with = getSync(client, QStringLiteral("/version"));
        QVERIFY2(with.has_value(), qPrintable(with ? QString() : with.error().message));
        QVERIFY(!m_server.requests().last().clientCertificate.isNull());
    }
    // The same pair as -data fields.
    QFile cert(m_ca.clientCertificatePath());
    QFile key(m_ca.clientKeyPath());
    QVERIFY(cert.open(QIODevice::ReadOnly) && key.open(QIODevice::ReadOnly));
    c.clientCertificateFile.clear();
    c.clientKeyFile.clear();
    c.clientCertificateData = cert.readAll();
    c.clientKeyData = key.readAll();
    {
        Kube::ApiClient client(c);
        QVERIFY(getSync(client, QStringLiteral("/version")).has_value());
    }
    c.clientKeyData = "not a key";
    {
        Kube::ApiClient client(c);
        const Result<QJsonObject> bad = getSync(client, QStringLiteral("/version"));
        QVERIFY(!bad);
        QCOMPARE(bad.error().code, QStringLiteral("KUBE_CREDENTIALS"));
    }
}

void TestApiClient::wrongCaIsRefused()
{
    m_server.setRoute(QStringLiteral("/version"), jsonRoute(QJsonObject{}));
    Kube::ResolvedContext c = context();
    c.certificateAuthorityFile = m_ca.otherCaCertificatePath();
    Kube::ApiClient client(c);
    const Result<QJsonObject> got = getSync(client, QStringLiteral("/version"));
    QVERIFY(!got);
    QCOMPARE(got.error().code, QStringLiteral("KUBE_TLS"));
    QVERIFY(got.error().message.contains(QLatin1String("test-ctx")));
    QCOMPARE(m_server.requestCount(QStringLiteral("/version")), 0);

    // insecure-skip-tls-verify is honoured because the kubeconfig says so.
    c.insecureSkipTlsVerify = true;
    Kube::ApiClient insecure(c);
    QVERIFY(getSync(insecure, QStringLiteral("/version")).has_value());
}

void TestApiClient::execPluginRenewsAfter401()
{
    // The plugin prints token-1 on its first run and token-2 after; the server only accepts
    // token-2, so the client must run the plugin again after the 401 (issue 6: "re-run on 401").
    const QString counter = m_dir.filePath(QStringLiteral("exec-runs"));
    QFile::remove(counter);
    const QString script = m_dir.filePath(QStringLiteral("exec-plugin.sh"));
    QVERIFY(writeFile(script,
                      "#!/bin/sh\n"
                      "echo run >> \"$COUNTER\"\n"
                      "n=$(wc -l < \"$COUNTER\")\n"
                      "printf '{\"apiVersion\":\"client.authentication.k8s.io/v1\","
                      "\"kind\":\"ExecCredential\",\"status\":{\"token\":\"token-%s\"}}' $n\n",
                      true));
    m_server.setHandler(QStringLiteral("/version"),
                        requireToken(QStringLiteral("token-2"), jsonRoute(QJsonObject{})));
    Kube::ResolvedContext c = context();
    c.token.clear();
    c.exec.apiVersion = QStringLiteral("client.authentication.k8s.io/v1");
    c.exec.command = script;
    c.exec.env = {{QStringLiteral("COUNTER"), counter}};
    Kube::ApiClient client(c);
    const Result<QJsonObject> got = getSync(client, QStringLiteral("/version"));
    QVERIFY2(got.has_value(), qPrintable(got ? QString() : got.error().message));
    QCOMPARE(m_server.requestCount(QStringLiteral("/version")), 2);
    QFile runs(counter);
    QVERIFY(runs.open(QIODevice::ReadOnly));
    QCOMPARE(runs.readAll().count('\n'), 2);
    // The credential is cached now: no third run.
    QVERIFY(getSync(client, QStringLiteral("/version")).has_value());
    runs.seek(0);
    QCOMPARE(runs.readAll().count('\n'), 2);
}

void TestApiClient::pagination_data()
{
    QTest::addColumn<int>("items");
    QTest::addColumn<int>("pageSize");
    QTest::addColumn<int>("pages");
    QTest::newRow("one page") << 3 << 5 << 1;
    QTest::newRow("exact pages") << 4 << 2 << 2;
    QTest::newRow("last page short") << 5 << 2 << 3;
    QTest::newRow("empty") << 0 << 2 << 1;
}

void TestApiClient::pagination()
{
    QFETCH(int, items);
    QFETCH(int, pageSize);
    QFETCH(int, pages);
    // The continue token is the index of the next item, as an opaque-looking string.
    m_server.setHandler(QStringLiteral("/api/v1/nodes"), [items](const Request &request, int) {
        const int limit = queryValue(request, QStringLiteral("limit")).toInt();
        const QString token = queryValue(request, QStringLiteral("continue"));
        const int start = token.isEmpty() ? 0 : token.mid(4).toInt();
        QList<QJsonObject> page;
        for (int i = start; i < std::min(items, start + limit); ++i)
            page << node(QStringLiteral("node-%1").arg(i, 2, 10, QLatin1Char('0')));
        const QString next =
            start + limit < items ? QStringLiteral("tok=%1").arg(start + limit) : QString();
        return jsonRoute(listOf(QStringLiteral("NodeList"), QStringLiteral("v1"), page, next));
    });
    Kube::ApiClient client(context());
    client.setPageSize(pageSize);
    const Result<Kube::ListResult> list =
        listSync(client, QStringLiteral("/api/v1/nodes"), QStringLiteral("nodes"));
    QVERIFY2(list.has_value(), qPrintable(list ? QString() : list.error().message));
    QCOMPARE(list->items.size(), items);
    QCOMPARE(list->pages, pages);
    QCOMPARE(list->restarts, 0);
    for (int i = 0; i < items; ++i)
        QCOMPARE(list->items.at(i)
                     .value(QLatin1String("metadata"))
                     .toObject()
                     .value(QLatin1String("name"))
                     .toString(),
                 QStringLiteral("node-%1").arg(i, 2, 10, QLatin1Char('0')));
    const auto requests = m_server.requests();
    QCOMPARE(requests.size(), pages);
    QCOMPARE(queryValue(requests.first(), QStringLiteral("limit")), QString::number(pageSize));
    QVERIFY(queryValue(requests.first(), QStringLiteral("continue")).isEmpty());
    if (pages > 1)
        QCOMPARE(queryValue(requests.at(1), QStringLiteral("continue")),
                 QStringLiteral("tok=%1").arg(pageSize));
}

void TestApiClient::expiredContinueRestartsTheList()
{
    // Page 2 of the first attempt answers 410 Gone (the token expired); the client lists again
    // from the start and gets everything, once.
    m_server.setHandler(QStringLiteral("/api/v1/nodes"), [](const Request &request, int hit) {
        const QString token = queryValue(request, QStringLiteral("continue"));
        if (hit == 1)
            return statusRoute(410, QStringLiteral("Expired"),
                               QStringLiteral("The provided continue parameter is too old"));
        if (token.isEmpty())
            return jsonRoute(listOf(QStringLiteral("NodeList"), QStringLiteral("v1"),
                                    {node(QStringLiteral("a")), node(QStringLiteral("b"))},
                                    QStringLiteral("next")));
        return jsonRoute(
            listOf(QStringLiteral("NodeList"), QStringLiteral("v1"), {node(QStringLiteral("c"))}));
    });
    Kube::ApiClient client(context());
    client.setPageSize(2);
    const Result<Kube::ListResult> list =
        listSync(client, QStringLiteral("/api/v1/nodes"), QStringLiteral("nodes"));
    QVERIFY2(list.has_value(), qPrintable(list ? QString() : list.error().message));
    QCOMPARE(list->restarts, 1);
    QCOMPARE(list->items.size(), 3);
    QCOMPARE(m_server.requestCount(QStringLiteral("/api/v1/nodes")), 4);

    // A 410 on every continue gives up after three restarts, with the error.
    m_server.setHandler(QStringLiteral("/api/v1/nodes"), [](const Request &request, int) {
        if (!queryValue(request, QStringLiteral("continue")).isEmpty())
            return statusRoute(410, QStringLiteral("Expired"), QStringLiteral("too old"));
        return jsonRoute(listOf(QStringLiteral("NodeList"), QStringLiteral("v1"),
                                {node(QStringLiteral("a"))}, QStringLiteral("next")));
    });
    const Result<Kube::ListResult> never =
        listSync(client, QStringLiteral("/api/v1/nodes"), QStringLiteral("nodes"));
    QVERIFY(!never);
    QCOMPARE(never.error().code, QStringLiteral("KUBE_GONE"));
}

void TestApiClient::statusErrorsNameTheResource_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("code");
    QTest::newRow("401") << 401 << QStringLiteral("KUBE_UNAUTHORIZED");
    QTest::newRow("403") << 403 << QStringLiteral("KUBE_FORBIDDEN");
    QTest::newRow("404") << 404 << QStringLiteral("KUBE_NOT_FOUND");
    QTest::newRow("500") << 500 << QStringLiteral("KUBE_HTTP");
}

void TestApiClient::statusErrorsNameTheResource()
{
    QFETCH(int, status);
    QFETCH(QString, code);
    const QString message = QStringLiteral("resourceslices.resource.k8s.io is forbidden: User "
                                           "\"test-user\" cannot list resource");
    m_server.setRoute(QStringLiteral("/apis/resource.k8s.io/v1/resourceslices"),
                      statusRoute(status, QStringLiteral("Reason"), message));
    Kube::ApiClient client(context());
    const Result<Kube::ListResult> list =
        listSync(client, QStringLiteral("/apis/resource.k8s.io/v1/resourceslices"),
                 QStringLiteral("resourceslices.resource.k8s.io"));
    QVERIFY(!list);
    QCOMPARE(list.error().code, code);
    QVERIFY2(list.error().message.contains(QLatin1String("resourceslices.resource.k8s.io")),
             qPrintable(list.error().message));
    QVERIFY(!list.error().hint.isEmpty());
    QVERIFY(!list.error().message.contains(Secret));
    if (status == 403)
        QVERIFY(list.error().message.contains(message)); // the server's own explanation
}

void TestApiClient::timeout()
{
    Route slow = jsonRoute(QJsonObject{});
    slow.delayFirstByteMs = 3000;
    m_server.setRoute(QStringLiteral("/version"), slow);
    Kube::ApiClient client(context());
    client.setTimeoutMs(300);
    QElapsedTimer timer;
    timer.start();
    const Result<QJsonObject> got = getSync(client, QStringLiteral("/version"));
    QVERIFY(!got);
    QCOMPARE(got.error().code, QStringLiteral("KUBE_TIMEOUT"));
    QVERIFY(timer.elapsed() < 2900);

    // Unreachable: nothing listens on the port any more.
    Kube::ResolvedContext c = context();
    c.server = QStringLiteral("https://127.0.0.1:1");
    Kube::ApiClient nowhere(c);
    const Result<QJsonObject> refused = getSync(nowhere, QStringLiteral("/version"));
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, QStringLiteral("KUBE_UNREACHABLE"));
    QVERIFY(refused.error().message.contains(QLatin1String("https://127.0.0.1:1/version")));
}

void TestApiClient::badSettingsFailClosed_data()
{
    QTest::addColumn<QString>("proxyUrl");
    QTest::addColumn<QByteArray>("caData");
    QTest::addColumn<QString>("code");
    // A proxy the client cannot use must not turn into a direct connection, and a CA that is not
    // PEM must not fall back to the system's CAs (kubectl refuses both).
    QTest::newRow("ftp proxy") << QStringLiteral("ftp://proxy.example:21") << QByteArray()
                               << QStringLiteral("KUBE_PROXY");
    QTest::newRow("CA data not PEM")
        << QString() << QByteArray("MIIB-not-a-pem") << QStringLiteral("KUBE_CREDENTIALS");
}

void TestApiClient::badSettingsFailClosed()
{
    QFETCH(QString, proxyUrl);
    QFETCH(QByteArray, caData);
    QFETCH(QString, code);
    m_server.setRoute(QStringLiteral("/version"), jsonRoute(QJsonObject{}));
    Kube::ResolvedContext c = context();
    c.proxyUrl = proxyUrl;
    if (!caData.isEmpty()) {
        c.certificateAuthorityFile.clear();
        c.certificateAuthorityData = caData;
    }
    Kube::ApiClient client(c);
    const Result<QJsonObject> got = getSync(client, QStringLiteral("/version"));
    QVERIFY(!got);
    QCOMPARE(got.error().code, code);
    QCOMPARE(m_server.requestCount(QStringLiteral("/version")), 0);
}

void TestApiClient::repeatedContinueTokenStops()
{
    m_server.setHandler(QStringLiteral("/api/v1/nodes"), [](const Request &, int) {
        return jsonRoute(listOf(QStringLiteral("NodeList"), QStringLiteral("v1"),
                                {node(QStringLiteral("a"))}, QStringLiteral("same")));
    });
    Kube::ApiClient client(context());
    const Result<Kube::ListResult> list =
        listSync(client, QStringLiteral("/api/v1/nodes"), QStringLiteral("nodes"));
    QVERIFY(!list);
    QCOMPARE(list.error().code, QStringLiteral("KUBE_RESPONSE"));
    QCOMPARE(m_server.requestCount(QStringLiteral("/api/v1/nodes")), 2);
}

void TestApiClient::discovery_data()
{
    QTest::addColumn<QStringList>("served");
    QTest::addColumn<QString>("read");
    QTest::newRow("v1 preferred") << QStringList{QStringLiteral("v1"), QStringLiteral("v1beta2")}
                                  << QStringLiteral("v1");
    QTest::newRow("1.33: v1beta2")
        << QStringList{QStringLiteral("v1beta2"), QStringLiteral("v1beta1")}
        << QStringLiteral("v1beta2");
    QTest::newRow("1.32: v1beta1 (basic wrapper)")
        << QStringList{QStringLiteral("v1beta1")} << QStringLiteral("v1beta1");
    QTest::newRow("no DRA API") << QStringList() << QString();
}

void TestApiClient::discovery()
{
    QFETCH(QStringList, served);
    QFETCH(QString, read);
    if (!read.isEmpty())
        serveCluster(read);
    else
        serveCluster(QStringLiteral("v1"));
    if (served.isEmpty())
        m_server.setRoute(
            QStringLiteral("/apis/resource.k8s.io"),
            statusRoute(404, QStringLiteral("NotFound"), QStringLiteral("not found")));
    else
        m_server.setRoute(QStringLiteral("/apis/resource.k8s.io"), jsonRoute(apiGroup(served)));
    Kube::ClusterReader reader(context());
    const Result<Kube::ClusterRead> got = readSync(reader);
    QVERIFY2(got.has_value(), qPrintable(got ? QString() : got.error().message));
    QCOMPARE(got->snapshot.nodes().size(), 1);
    if (read.isEmpty()) {
        QVERIFY(got->resourceApiVersion.isEmpty());
        QCOMPARE(got->snapshot.resourceSlices().size(), 0);
        QVERIFY(got->warnings.join(QLatin1Char('\n')).contains(QLatin1String("resource.k8s.io")));
        return;
    }
    QCOMPARE(got->resourceApiVersion, QStringLiteral("resource.k8s.io/") + read);
    QCOMPARE(got->snapshot.resourceSlices().size(), 2);
    // Every version is normalised into the same model: one GPU joined across both drivers.
    const Dra::Inventory inventory = Dra::Inventory::build(got->snapshot);
    QCOMPARE(inventory.gpus().size(), 1);
    const Dra::Gpu &gpu = inventory.gpus().first();
    QCOMPARE(gpu.nodeName, QStringLiteral("node-a"));
    QCOMPARE(gpu.vaDriver.value_or(QString()), QStringLiteral("iHD"));
    QVERIFY(gpu.capabilities.contains(QLatin1String("decodeHEVCMain10")));
    QCOMPARE(inventory.apiVersionsRead(), QStringList{QStringLiteral("resource.k8s.io/") + read});
    QVERIFY(inventory.node(QStringLiteral("node-a"))->gpuPresentLabel.has_value());
}

void TestApiClient::forbiddenSlicesDegrade()
{
    serveCluster(QStringLiteral("v1"));
    m_server.setRoute(QStringLiteral("/apis/resource.k8s.io/v1/resourceslices"),
                      statusRoute(403, QStringLiteral("Forbidden"),
                                  QStringLiteral("resourceslices.resource.k8s.io is forbidden")));
    Kube::ClusterReader reader(context());
    const Result<Kube::ClusterRead> got = readSync(reader);
    QVERIFY2(got.has_value(), qPrintable(got ? QString() : got.error().message));
    QCOMPARE(got->forbidden, QStringList{QStringLiteral("resourceslices")});
    QCOMPARE(got->snapshot.nodes().size(), 1);
    QCOMPARE(got->snapshot.resourceSlices().size(), 0);
    const QString warnings = got->warnings.join(QLatin1Char('\n'));
    QVERIFY2(warnings.contains(QLatin1String("resourceslices")), qPrintable(warnings));
    QVERIFY(warnings.contains(QLatin1String("403")));
}

void TestApiClient::forbiddenEverythingFails()
{
    serveCluster(QStringLiteral("v1"));
    const Route forbidden =
        statusRoute(403, QStringLiteral("Forbidden"), QStringLiteral("forbidden"));
    m_server.setRoute(QStringLiteral("/apis/resource.k8s.io/v1/resourceslices"), forbidden);
    m_server.setRoute(QStringLiteral("/api/v1/nodes"), forbidden);
    Kube::ClusterReader reader(context());
    const Result<Kube::ClusterRead> got = readSync(reader);
    QVERIFY(!got);
    QCOMPARE(got.error().code, QStringLiteral("KUBE_FORBIDDEN"));

    // 401 is not degraded: the read fails.
    serveCluster(QStringLiteral("v1"));
    m_server.setRoute(QStringLiteral("/api/v1/nodes"),
                      statusRoute(401, QStringLiteral("Unauthorized"), QStringLiteral("no")));
    const Result<Kube::ClusterRead> unauthorized = readSync(reader);
    QVERIFY(!unauthorized);
    QCOMPARE(unauthorized.error().code, QStringLiteral("KUBE_UNAUTHORIZED"));
}

void TestApiClient::watchKeepsTheReadCurrent()
{
    serveCluster(QStringLiteral("v1"));
    // The watch stream: one new slice on node-b, then the server ends the watch; the reader
    // watches again from the last resourceVersion, where nothing more happens for a while.
    QJsonObject added = slice(QStringLiteral("b-liken"), QStringLiteral("node-b"),
                              QStringLiteral("liken.sh"), QStringLiteral("v1"));
    added.insert(QStringLiteral("kind"), QStringLiteral("ResourceSlice"));
    added.insert(QStringLiteral("apiVersion"), QStringLiteral("resource.k8s.io/v1"));
    QJsonObject meta = added.value(QLatin1String("metadata")).toObject();
    meta.insert(QStringLiteral("resourceVersion"), QStringLiteral("101"));
    added.insert(QStringLiteral("metadata"), meta);
    const QByteArray stream =
        json(QJsonObject{{QStringLiteral("type"), QStringLiteral("ADDED")},
                         {QStringLiteral("object"), added}}) +
        '\n' +
        json(QJsonObject{{QStringLiteral("type"), QStringLiteral("BOOKMARK")},
                         {QStringLiteral("object"),
                          QJsonObject{{QStringLiteral("kind"), QStringLiteral("ResourceSlice")},
                                      {QStringLiteral("metadata"),
                                       QJsonObject{{QStringLiteral("resourceVersion"),
                                                    QStringLiteral("105")}}}}}}) +
        '\n';
    m_server.setHandler(
        QStringLiteral("/apis/resource.k8s.io/v1/resourceslices"),
        [stream, this](const Request &request, int) {
            if (queryValue(request, QStringLiteral("watch")) != QLatin1String("1"))
                return jsonRoute(listOf(QStringLiteral("ResourceSliceList"),
                                        QStringLiteral("resource.k8s.io/v1"),
                                        {slice(QStringLiteral("a-liken"), QStringLiteral("node-a"),
                                               QStringLiteral("liken.sh"), QStringLiteral("v1"))}));
            Route route;
            if (queryValue(request, QStringLiteral("resourceVersion")) == QLatin1String("100"))
                route.body = stream;
            else
                route.delayFirstByteMs = 1500; // quiet, then closed
            return route;
        });
    Kube::ClusterReader reader(context());
    const Result<Kube::ClusterRead> got = readSync(reader, {false, false});
    QVERIFY2(got.has_value(), qPrintable(got ? QString() : got.error().message));
    QCOMPARE(got->snapshot.resourceSlices().size(), 1);
    QSignalSpy updated(&reader, &Kube::ClusterReader::updated);
    reader.startWatching();
    QVERIFY(reader.isWatching());
    QTRY_VERIFY_WITH_TIMEOUT(!updated.isEmpty(), 10000);
    const auto read = updated.last().first().value<Kube::ClusterRead>();
    QCOMPARE(read.snapshot.resourceSlices().size(), 2);
    // The second watch resumed from the bookmark's resourceVersion.
    QTRY_VERIFY_WITH_TIMEOUT(
        [this] {
            for (const Request &r : m_server.requests())
                if (queryValue(r, QStringLiteral("resourceVersion")) == QLatin1String("105"))
                    return true;
            return false;
        }(),
        10000);
    QVERIFY(!reader.isRelisting());
    reader.cancel();
}

void TestApiClient::watchGoneRelists()
{
    serveCluster(QStringLiteral("v1"));
    // The first watch reports 410 in the stream; the reader lists again (now two slices) and
    // watches from the new list's resourceVersion.
    const QByteArray gone =
        json(QJsonObject{{QStringLiteral("type"), QStringLiteral("ERROR")},
                         {QStringLiteral("object"),
                          QJsonObject{{QStringLiteral("kind"), QStringLiteral("Status")},
                                      {QStringLiteral("code"), 410},
                                      {QStringLiteral("reason"), QStringLiteral("Expired")},
                                      {QStringLiteral("message"), QStringLiteral("too old")}}}}) +
        '\n';
    m_server.setHandler(
        QStringLiteral("/apis/resource.k8s.io/v1/resourceslices"),
        [gone](const Request &request, int hit) {
            if (queryValue(request, QStringLiteral("watch")) == QLatin1String("1")) {
                Route route;
                if (queryValue(request, QStringLiteral("resourceVersion")) == QLatin1String("100"))
                    route.body = gone;
                else
                    route.delayFirstByteMs = 1500;
                return route;
            }
            QList<QJsonObject> items{slice(QStringLiteral("a-liken"), QStringLiteral("node-a"),
                                           QStringLiteral("liken.sh"), QStringLiteral("v1"))};
            if (hit > 0)
                items << slice(QStringLiteral("c-liken"), QStringLiteral("node-c"),
                               QStringLiteral("liken.sh"), QStringLiteral("v1"));
            return jsonRoute(listOf(QStringLiteral("ResourceSliceList"),
                                    QStringLiteral("resource.k8s.io/v1"), items, {},
                                    hit > 0 ? QStringLiteral("200") : QStringLiteral("100")));
        });
    Kube::ClusterReader reader(context());
    QVERIFY(readSync(reader, {false, false}).has_value());
    QSignalSpy updated(&reader, &Kube::ClusterReader::updated);
    reader.startWatching();
    QTRY_VERIFY_WITH_TIMEOUT(!updated.isEmpty(), 10000);
    QCOMPARE(updated.last().first().value<Kube::ClusterRead>().snapshot.resourceSlices().size(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(
        [this] {
            for (const Request &r : m_server.requests())
                if (queryValue(r, QStringLiteral("resourceVersion")) == QLatin1String("200"))
                    return true;
            return false;
        }(),
        10000);
    QVERIFY(!reader.isRelisting());
    reader.cancel();
}

void TestApiClient::watchFailureFallsBackToRelisting()
{
    serveCluster(QStringLiteral("v1"));
    m_server.setHandler(QStringLiteral("/api/v1/nodes"), [](const Request &request, int) {
        if (queryValue(request, QStringLiteral("watch")) == QLatin1String("1"))
            return statusRoute(405, QStringLiteral("MethodNotAllowed"),
                               QStringLiteral("watch is not supported here"));
        return jsonRoute(listOf(QStringLiteral("NodeList"), QStringLiteral("v1"),
                                {node(QStringLiteral("node-a"))}));
    });
    Kube::ClusterReader reader(context());
    QVERIFY(readSync(reader, {false, false}).has_value());
    QSignalSpy problem(&reader, &Kube::ClusterReader::watchProblem);
    QSignalSpy updated(&reader, &Kube::ClusterReader::updated);
    reader.startWatching(300);
    QTRY_VERIFY_WITH_TIMEOUT(!problem.isEmpty(), 10000);
    QVERIFY(reader.isRelisting());
    QVERIFY(problem.first().first().toString().contains(QLatin1String("405")));
    // Relisting brings updates.
    QTRY_VERIFY_WITH_TIMEOUT(!updated.isEmpty(), 10000);
    QCOMPARE(updated.last().first().value<Kube::ClusterRead>().snapshot.nodes().size(), 1);
    reader.cancel();
}

QTEST_GUILESS_MAIN(TestApiClient)
#include "tst_apiclient.moc"
