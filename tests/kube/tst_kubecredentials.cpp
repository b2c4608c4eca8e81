// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Credentials that cannot inject (issue 32, tests/README.md "Security" "Credentials and API
// servers"): tokens, usernames and passwords are refused as HTTP header values when they hold a
// control character (a kubeconfig field, a tokenFile, an exec plugin's answer), before any request
// is made; a tokenFile must be a regular file under the credential-file limit (not /proc/self/
// environ, a FIFO, a directory or a huge file); insecure-skip-tls-verify beside a certificate
// authority is refused as kubectl refuses it; an exec plugin runs in a process group of its own
// that is killed whole on timeout and cancel (no child left running), within the request
// deadline. The server is the loopback HTTPS server of tests/support.
#include "httpstestserver.h"
#include "kube/apiclient.h"
#include "kube/credentials.h"
#include "kube/execcredential.h"
#include "kube/kubeconfig.h"
#include "resourcelimits.h"
#include "testca.h"
#include "testsupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <optional>

#include <csignal>

#include <sys/stat.h>
#include <unistd.h>

using namespace Accel;
using Route = Test::HttpsTestServer::Route;

namespace {

const QByteArray Secret = "s3cr3t-token-0f1e2d";

bool writeFile(const QString &path, const QByteArray &bytes, bool executable = false)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return false;
    file.close();
    if (executable)
        return file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
    return true;
}

/// A kubeconfig with one context "c" whose cluster is SERVER and whose user entry "u" is USER
/// (YAML lines, indented by four), CLUSTER (more cluster lines) too.
QByteArray kubeconfig(const QString &server, const QByteArray &user, const QByteArray &cluster = {})
{
    return "apiVersion: v1\nkind: Config\ncurrent-context: c\nclusters:\n- name: k\n  cluster:\n"
           "    server: " +
           server.toUtf8() + "\n" + cluster + "users:\n- name: u\n  user:\n" + user +
           "contexts:\n- name: c\n  context: {cluster: k, user: u}\n";
}

Result<Kube::ResolvedContext> resolve(const QString &path)
{
    const Result<Kube::Kubeconfig> config = Kube::Kubeconfig::load({path}, {});
    if (!config)
        return tl::unexpected(config.error());
    return config->context();
}

/// Whether process PID is gone (or a zombie nobody reaped yet: it runs no more).
bool processGone(qint64 pid)
{
    if (::kill(pid_t(pid), 0) != 0)
        return errno == ESRCH;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return close > 0 && text.mid(close + 2, 1) == "Z";
}

qint64 readPid(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    return file.readAll().trimmed().toLongLong();
}

} // namespace

class TestKubeCredentials : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void headerValues_data();
    void headerValues();
    void kubeconfigCredentialsRefused_data();
    void kubeconfigCredentialsRefused();
    void insecureWithCertificateAuthority_data();
    void insecureWithCertificateAuthority();
    void tokenFiles_data();
    void tokenFiles();
    void basicAuthentication();
    void execTokenWithControlCharacters();
    void execPluginGroupIsKilled_data();
    void execPluginGroupIsKilled();
    void execPluginBoundedByRequestTimeout();
    void silentPluginUnderCliRequestTimeout();

private:
    /// The kubeconfig written for this row, with the server's CA.
    QString writeKubeconfig(const QByteArray &user, const QByteArray &cluster = {});
    Result<QJsonObject> getVersion(Kube::ApiClient &client);

    Test::TestCa m_ca;
    Test::HttpsTestServer m_server;
    std::optional<QTemporaryDir> m_dir;
};

void TestKubeCredentials::initTestCase()
{
    QVERIFY2(m_ca.create(), qPrintable(m_ca.errorString()));
    QString error;
    QVERIFY2(m_server.start(m_ca.serverCertificate(), m_ca.serverKey(), &error), qPrintable(error));
}

void TestKubeCredentials::init()
{
    m_server.clearRoutes();
    m_server.clearRequests();
    Route version;
    version.body = R"({"gitVersion":"v1.36.0"})";
    version.headers.emplaceBack("Content-Type", "application/json");
    m_server.setRoute(QStringLiteral("/version"), version);
    m_dir.emplace();
    QVERIFY(m_dir->isValid());
}

void TestKubeCredentials::cleanup()
{
    Limits::setValue(Limits::CredentialFileBytes, 0);
    m_dir.reset();
}

QString TestKubeCredentials::writeKubeconfig(const QByteArray &user, const QByteArray &cluster)
{
    const QString path = m_dir->filePath(QStringLiteral("kubeconfig"));
    QFile::copy(m_ca.caCertificatePath(), m_dir->filePath(QStringLiteral("ca.crt")));
    const QByteArray clusterLines =
        cluster.isNull() ? QByteArray("    certificate-authority: ca.crt\n") : cluster;
    if (!writeFile(path,
                   kubeconfig(m_server.url(QStringLiteral("/")).toString(), user, clusterLines)))
        return {};
    return path;
}

Result<QJsonObject> TestKubeCredentials::getVersion(Kube::ApiClient &client)
{
    std::optional<Result<QJsonObject>> got;
    client.get(QStringLiteral("/version"), QStringLiteral("the server version"),
               [&got](const Result<QJsonObject> &r) { got = r; });
    if (!QTest::qWaitFor([&got] { return got.has_value(); }, 30000))
        return fail(QStringLiteral("TEST_TIMEOUT"), QStringLiteral("no answer"));
    return *got;
}

// The check itself: RFC 9110's field-value, as Go's net/http applies it.
void TestKubeCredentials::headerValues_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("at"); // -1: valid

    QTest::addRow("plain token") << QString::fromLatin1(Secret) << -1;
    QTest::addRow("JWT") << QStringLiteral("eyJhbGciOi.eyJzdWIi.c2ln-_") << -1;
    QTest::addRow("tab inside") << QStringLiteral("a\tb") << -1;
    QTest::addRow("UTF-8 (obs-text)") << QStringLiteral("pässwörd") << -1;
    QTest::addRow("CR LF injection") << QStringLiteral("tok\r\nX-Injected: 1") << 3;
    QTest::addRow("bare LF") << QStringLiteral("tok\n") << 3;
    QTest::addRow("NUL") << QStringLiteral("a") + QChar(0) + QStringLiteral("b") << 1;
    QTest::addRow("ESC") << QStringLiteral("\x1b[31m") << 0;
    QTest::addRow("DEL") << QStringLiteral("ab\x7f") << 2;
}

void TestKubeCredentials::headerValues()
{
    QFETCH(QString, value);
    QFETCH(int, at);
    QCOMPARE(Kube::invalidHeaderCharacter(value), qsizetype(at));
    const QByteArray header = Kube::authorizationHeader(value, {}, {});
    if (at >= 0) {
        QVERIFY(header.isEmpty());
        QVERIFY(!Kube::describeInvalidCharacter(value, at).contains(value));
    } else {
        QCOMPARE(header, "Bearer " + value.toUtf8());
    }
}

// Credentials in the kubeconfig are refused when the context is resolved, naming the file, the
// user entry and the field, never the value.
void TestKubeCredentials::kubeconfigCredentialsRefused_data()
{
    QTest::addColumn<QByteArray>("user");
    QTest::addColumn<QString>("field"); // empty: accepted
    QTest::addColumn<QString>("inMessage");

    QTest::addRow("token with CR LF")
        << QByteArray("    token: \"" + Secret + "\\r\\nX-Injected: yes\"\n")
        << QStringLiteral("`token`") << QStringLiteral("U+000D (a line break) at character 20");
    QTest::addRow("token with a NUL")
        << QByteArray("    token: \"abc\\0def\"\n") << QStringLiteral("`token`")
        << QStringLiteral("U+0000 (a NUL byte) at character 4");
    QTest::addRow("token with ESC")
        << QByteArray("    token: \"\\e]0;x\\a\"\n") << QStringLiteral("`token`")
        << QStringLiteral("U+001B (a control character)");
    QTest::addRow("username with LF")
        << QByteArray("    username: \"admin\\nX-Injected: yes\"\n    password: pw\n")
        << QStringLiteral("`username`") << QStringLiteral("U+000A");
    QTest::addRow("password with CR")
        << QByteArray("    username: admin\n    password: \"" + Secret + "\\r\"\n")
        << QStringLiteral("`password`") << QStringLiteral("U+000D");
    QTest::addRow("username with a colon")
        << QByteArray("    username: \"ad:min\"\n    password: pw\n")
        << QStringLiteral("`username`") << QStringLiteral("\":\"");
    QTest::addRow("token and basic authentication")
        << QByteArray("    token: " + Secret + "\n    username: admin\n    password: pw\n")
        << QStringLiteral("user \"u\"") << QStringLiteral("only one authentication method");
    QTest::addRow("a clean token")
        << QByteArray("    token: " + Secret + "\n") << QString() << QString();
    QTest::addRow("clean basic authentication")
        << QByteArray("    username: admin\n    password: \"p\\tw\"\n") << QString() << QString();
}

void TestKubeCredentials::kubeconfigCredentialsRefused()
{
    QFETCH(QByteArray, user);
    QFETCH(QString, field);
    QFETCH(QString, inMessage);
    const QString path = writeKubeconfig(user);
    QVERIFY(!path.isEmpty());
    const Result<Kube::ResolvedContext> context = resolve(path);
    if (field.isEmpty()) {
        QVERIFY2(context, qPrintable(context ? QString() : context.error().toString()));
        return;
    }
    QVERIFY2(!context, "a credential an HTTP header cannot carry was accepted");
    const Error &error = context.error();
    QCOMPARE(error.code, QStringLiteral("KUBECONFIG_USER"));
    for (const QString &part : {field, inMessage, path, QStringLiteral("\"u\"")})
        QVERIFY2(error.message.contains(part), qPrintable(error.message));
    QVERIFY(!error.hint.isEmpty());
    QVERIFY2(!error.message.contains(QString::fromLatin1(Secret)), qPrintable(error.message));
    QVERIFY(!error.message.contains(QLatin1Char('\n')) &&
            !error.message.contains(QLatin1Char('\r')));
}

void TestKubeCredentials::insecureWithCertificateAuthority_data()
{
    QTest::addColumn<QByteArray>("cluster");
    QTest::addColumn<QString>("field"); // empty: accepted with a warning

    const QByteArray pem = "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCg==";
    QTest::addRow("certificate-authority-data")
        << QByteArray("    insecure-skip-tls-verify: true\n    certificate-authority-data: " + pem +
                      "\n")
        << QStringLiteral("certificate-authority-data");
    QTest::addRow("certificate-authority")
        << QByteArray("    certificate-authority: ca.crt\n    insecure-skip-tls-verify: true\n")
        << QStringLiteral("certificate-authority");
    QTest::addRow("insecure alone")
        << QByteArray("    insecure-skip-tls-verify: true\n") << QString();
}

void TestKubeCredentials::insecureWithCertificateAuthority()
{
    QFETCH(QByteArray, cluster);
    QFETCH(QString, field);
    const QString path = writeKubeconfig("    token: " + Secret + "\n", cluster);
    const Result<Kube::ResolvedContext> context = resolve(path);
    if (field.isEmpty()) {
        QVERIFY2(context, qPrintable(context ? QString() : context.error().toString()));
        QVERIFY(context->insecureSkipTlsVerify);
        QCOMPARE(context->warnings.size(), 1);
        return;
    }
    QVERIFY2(!context, "insecure-skip-tls-verify beside a CA was accepted");
    QCOMPARE(context.error().code, QStringLiteral("KUBECONFIG_CLUSTER"));
    // kubectl's own words, then ours: the file, the cluster entry and the field.
    for (const QString &part :
         {QStringLiteral("specifying a root certificates file with the insecure flag is not "
                         "allowed"),
          path, QStringLiteral("cluster \"k\""), field})
        QVERIFY2(context.error().message.contains(part), qPrintable(context.error().message));
    QVERIFY(context.error().hint.contains(QStringLiteral("insecure-skip-tls-verify")));
}

// tokenFile: read on every request, as a secret. Nothing reaches the server when it is refused.
void TestKubeCredentials::tokenFiles_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("code"); // empty: the request carries the token
    QTest::addColumn<QString>("inMessage");

    QTest::addRow("a token with a trailing newline")
        << QStringLiteral("good") << QString() << QString();
    QTest::addRow("/proc/self/environ")
        << QStringLiteral("environ") << QStringLiteral("FILE_NOT_REGULAR")
        << QStringLiteral("/proc/self/environ");
    QTest::addRow("a FIFO with no writer")
        << QStringLiteral("fifo") << QStringLiteral("FILE_NOT_REGULAR") << QStringLiteral("FIFO");
    QTest::addRow("a directory") << QStringLiteral("dir") << QStringLiteral("KUBE_CREDENTIALS")
                                 << QStringLiteral("Is a directory");
    QTest::addRow("a huge (sparse) file")
        << QStringLiteral("huge") << QStringLiteral("LIMIT_EXCEEDED")
        << QStringLiteral("credential-file limit");
    QTest::addRow("a token with CR LF inside")
        << QStringLiteral("crlf") << QStringLiteral("KUBE_CREDENTIALS")
        << QStringLiteral("U+000D (a line break)");
    QTest::addRow("an empty file") << QStringLiteral("empty") << QStringLiteral("KUBE_CREDENTIALS")
                                   << QStringLiteral("holds no token");
}

void TestKubeCredentials::tokenFiles()
{
    QFETCH(QString, kind);
    QFETCH(QString, code);
    QFETCH(QString, inMessage);

    QString tokenFile = m_dir->filePath(QStringLiteral("token"));
    if (kind == QLatin1String("good")) {
        QVERIFY(writeFile(tokenFile, Secret + "\n"));
    } else if (kind == QLatin1String("environ")) {
        tokenFile = QStringLiteral("/proc/self/environ");
    } else if (kind == QLatin1String("fifo")) {
        QCOMPARE(::mkfifo(QFile::encodeName(tokenFile).constData(), 0600), 0);
    } else if (kind == QLatin1String("dir")) {
        QVERIFY(QDir().mkpath(tokenFile));
    } else if (kind == QLatin1String("huge")) {
        QFile file(tokenFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(qint64(2) << 30)); // sparse: no disk used
    } else if (kind == QLatin1String("crlf")) {
        QVERIFY(writeFile(tokenFile, Secret + "\r\nX-Injected: yes\n"));
    } else if (kind == QLatin1String("empty")) {
        QVERIFY(writeFile(tokenFile, "\n"));
    }
    const QString path = writeKubeconfig("    tokenFile: " + tokenFile.toUtf8() + "\n");
    const Result<Kube::ResolvedContext> context = resolve(path);
    QVERIFY2(context, qPrintable(context ? QString() : context.error().toString()));
    Kube::ApiClient client(*context);
    QElapsedTimer timer;
    timer.start();
    const Result<QJsonObject> answer = getVersion(client);
    QVERIFY2(timer.elapsed() < 5000, "a token file blocked the request");
    if (code.isEmpty()) {
        QVERIFY2(answer, qPrintable(answer ? QString() : answer.error().toString()));
        const QList<Test::HttpsTestServer::Request> requests = m_server.requests();
        QCOMPARE(requests.size(), 1);
        QCOMPARE(requests.first().header("authorization"), "Bearer " + Secret);
        return;
    }
    QVERIFY2(!answer, "a bad token file was used");
    QVERIFY2(answer.error().code == code, qPrintable(answer.error().toString()));
    QVERIFY2(answer.error().message.contains(inMessage), qPrintable(answer.error().message));
    QVERIFY(!answer.error().hint.isEmpty());
    QVERIFY2(!answer.error().message.contains(QString::fromLatin1(Secret)),
             qPrintable(answer.error().message));
    QCOMPARE(m_server.requests().size(), 0);
}

void TestKubeCredentials::basicAuthentication()
{
    const QString path = writeKubeconfig("    username: admin\n    password: \"" + Secret + "\"\n");
    const Result<Kube::ResolvedContext> context = resolve(path);
    QVERIFY2(context, qPrintable(context ? QString() : context.error().toString()));
    Kube::ApiClient client(*context);
    const Result<QJsonObject> answer = getVersion(client);
    QVERIFY2(answer, qPrintable(answer ? QString() : answer.error().toString()));
    QCOMPARE(m_server.requests().size(), 1);
    QCOMPARE(m_server.requests().first().header("authorization"),
             "Basic " + QByteArray("admin:" + Secret).toBase64());
}

// An exec plugin's token is checked before it is used: never a split header.
void TestKubeCredentials::execTokenWithControlCharacters()
{
    const QString plugin = m_dir->filePath(QStringLiteral("plugin.sh"));
    QVERIFY(writeFile(plugin,
                      "#!/bin/sh\necho '{\"apiVersion\":\"client.authentication.k8s.io/v1\","
                      "\"kind\":\"ExecCredential\",\"status\":{\"token\":\"" +
                          Secret + "\\r\\nX-Injected: yes\"}}'\n",
                      true));
    const QString path = writeKubeconfig(
        "    exec:\n      apiVersion: client.authentication.k8s.io/v1\n      command: " +
        plugin.toUtf8() + "\n");
    const Result<Kube::ResolvedContext> context = resolve(path);
    QVERIFY2(context, qPrintable(context ? QString() : context.error().toString()));
    Kube::ApiClient client(*context);
    const Result<QJsonObject> answer = getVersion(client);
    QVERIFY(!answer);
    QCOMPARE(answer.error().code, QStringLiteral("KUBECONFIG_EXEC"));
    QVERIFY2(answer.error().message.contains(QStringLiteral("U+000D")),
             qPrintable(answer.error().message));
    QVERIFY(!answer.error().message.contains(QString::fromLatin1(Secret)));
    QCOMPARE(m_server.requests().size(), 0);
}

// A plugin that starts a child and never answers: on timeout, on cancel and when the provider
// goes, the plugin and its child are killed together.
void TestKubeCredentials::execPluginGroupIsKilled_data()
{
    QTest::addColumn<QString>("how");
    QTest::addRow("timeout") << QStringLiteral("timeout");
    QTest::addRow("cancel") << QStringLiteral("cancel");
    QTest::addRow("provider destroyed") << QStringLiteral("destroy");
    QTest::addRow("ApiClient::cancelAll") << QStringLiteral("cancelAll");
}

void TestKubeCredentials::execPluginGroupIsKilled()
{
    QFETCH(QString, how);
    const QString plugin = m_dir->filePath(QStringLiteral("plugin.sh"));
    const QString pidFile = m_dir->filePath(QStringLiteral("child.pid"));
    // The child ignores SIGTERM and SIGHUP: only a SIGKILL to its group ends it.
    QVERIFY(writeFile(plugin,
                      "#!/bin/sh\n(trap '' TERM HUP; exec sleep 300) &\necho $! > '" +
                          pidFile.toUtf8() + "'\nsleep 300\n",
                      true));
    Kube::ExecConfig config;
    config.apiVersion = QStringLiteral("client.authentication.k8s.io/v1");
    config.command = plugin;

    qint64 leader = 0;
    std::optional<Result<Kube::ExecCredential>> got;
    if (how == QLatin1String("cancelAll")) {
        Kube::ResolvedContext context;
        context.contextName = QStringLiteral("c");
        context.server = m_server.url(QStringLiteral("/")).toString();
        context.certificateAuthorityFile = m_ca.caCertificatePath();
        context.exec = config;
        Kube::ApiClient client(context);
        bool called = false;
        client.get(QStringLiteral("/version"), QStringLiteral("v"),
                   [&called](const Result<QJsonObject> &) { called = true; });
        QVERIFY(QTest::qWaitFor([&] { return readPid(pidFile) > 0; }, 10000));
        leader = client.execProvider()->runningPid();
        QVERIFY(leader > 0);
        client.cancelAll();
        QVERIFY(QTest::qWaitFor([&] { return processGone(readPid(pidFile)); }, 5000));
        QVERIFY(QTest::qWaitFor([&] { return processGone(leader); }, 5000));
        QTest::qWait(100);
        QVERIFY2(!called, "a cancelled request called back");
        return;
    }
    auto provider = std::make_unique<Kube::ExecCredentialProvider>(config, QStringLiteral("c"));
    provider->setTimeoutMs(how == QLatin1String("timeout") ? 1000 : 60000);
    QElapsedTimer timer;
    timer.start();
    provider->request([&got](const Result<Kube::ExecCredential> &r) { got = r; });
    QVERIFY(QTest::qWaitFor([&] { return readPid(pidFile) > 0; }, 10000));
    const qint64 child = readPid(pidFile);
    leader = provider->runningPid();
    QVERIFY(leader > 0 && child > 0);
    QVERIFY2(!processGone(child), "the child did not start");
    if (how == QLatin1String("timeout")) {
        QVERIFY(QTest::qWaitFor([&] { return got.has_value(); }, 10000));
        QVERIFY(!*got);
        QCOMPARE(got->error().code, QStringLiteral("KUBECONFIG_EXEC"));
        QVERIFY2(got->error().message.contains(QStringLiteral("within 1 s")),
                 qPrintable(got->error().message));
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    } else if (how == QLatin1String("cancel")) {
        provider->cancel();
    } else {
        provider.reset();
    }
    QVERIFY2(QTest::qWaitFor([&] { return processGone(child); }, 5000),
             "the plugin's child is still running");
    QVERIFY(QTest::qWaitFor([&] { return processGone(leader); }, 5000));
    if (how != QLatin1String("timeout")) {
        QTest::qWait(100);
        QVERIFY2(!got.has_value(), "a cancelled request called back");
    }
}

// The plugin's run counts against --request-timeout: a silent plugin ends the request at the
// deadline, not after the plugin's own minute.
void TestKubeCredentials::execPluginBoundedByRequestTimeout()
{
    const QString plugin = m_dir->filePath(QStringLiteral("plugin.sh"));
    QVERIFY(writeFile(plugin, "#!/bin/sh\nexec sleep 300\n", true));
    const QString path = writeKubeconfig(
        "    exec:\n      apiVersion: client.authentication.k8s.io/v1\n      command: " +
        plugin.toUtf8() + "\n");
    const Result<Kube::ResolvedContext> context = resolve(path);
    QVERIFY(context);
    Kube::ApiClient client(*context);
    client.setTimeoutMs(1500);
    QElapsedTimer timer;
    timer.start();
    const Result<QJsonObject> answer = getVersion(client);
    const qint64 elapsed = timer.elapsed();
    QVERIFY(!answer);
    QVERIFY2(answer.error().code == QLatin1String("KUBECONFIG_EXEC") ||
                 answer.error().code == QLatin1String("KUBE_TIMEOUT"),
             qPrintable(answer.error().toString()));
    QVERIFY2(elapsed >= 1400 && elapsed < 4000, qPrintable(QString::number(elapsed)));
    QCOMPARE(m_server.requests().size(), 0);
}

// The issue's row: a silent exec plugin took 120 s under --request-timeout 5 (a minute per
// request, twice) and left its children running. Now the read ends at one deadline.
void TestKubeCredentials::silentPluginUnderCliRequestTimeout()
{
    const QString accelctl = Test::binDir() + QStringLiteral("/accelctl");
    QVERIFY2(QFileInfo(accelctl).isExecutable(), qPrintable(accelctl));
    const QString plugin = m_dir->filePath(QStringLiteral("plugin.sh"));
    const QString pidFile = m_dir->filePath(QStringLiteral("child.pid"));
    QVERIFY(writeFile(plugin,
                      "#!/bin/sh\n(trap '' TERM HUP; exec sleep 300) &\necho $! > '" +
                          pidFile.toUtf8() + "'\nexec sleep 300\n",
                      true));
    const QString path = writeKubeconfig(
        "    exec:\n      apiVersion: client.authentication.k8s.io/v1\n      command: " +
        plugin.toUtf8() + "\n");
    QProcess cli;
    QElapsedTimer timer;
    timer.start();
    cli.start(accelctl,
              {QStringLiteral("get"), QStringLiteral("gpus"), QStringLiteral("--kubeconfig"), path,
               QStringLiteral("--request-timeout"), QStringLiteral("2")});
    QVERIFY(cli.waitForFinished(30000));
    const qint64 elapsed = timer.elapsed();
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QCOMPARE(cli.exitCode(), 1);
    QVERIFY2(err.startsWith(QStringLiteral("KUBECONFIG_EXEC: ")) ||
                 err.startsWith(QStringLiteral("KUBE_TIMEOUT: ")),
             qPrintable(err));
    QVERIFY2(elapsed < 4500, qPrintable(QString::number(elapsed)));
    const qint64 child = readPid(pidFile);
    QVERIFY(child > 0);
    QVERIFY2(QTest::qWaitFor([&] { return processGone(child); }, 3000),
             "accelctl left the plugin's child running");
    QCOMPARE(m_server.requests().size(), 0);
}

QTEST_GUILESS_MAIN(TestKubeCredentials)
#include "tst_kubecredentials.moc"
