// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Kube::Kubeconfig (kubectl's file selection, merging and path rules) and the exec credential
// plugin runner. Fixtures: tests/fixtures/kubeconfig; exec plugins are shell scripts written here.
#include "kube/execcredential.h"
#include "kube/kubeconfig.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include <optional>

using namespace Accel;
using namespace Accel::Test;

namespace {
const QString Secret = QStringLiteral("SECRET-TOKEN-0123456789");

QProcessEnvironment envWith(const QString &kubeconfig, const QString &home = QString())
{
    QProcessEnvironment env;
    if (!kubeconfig.isNull())
        env.insert(QStringLiteral("KUBECONFIG"), kubeconfig);
    if (!home.isNull())
        env.insert(QStringLiteral("HOME"), home);
    return env;
}

QString kc(const QString &name)
{
    return fixture(QStringLiteral("kubeconfig/") + name);
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

int lineCount(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    return int(file.readAll().count('\n'));
}

/// Waits for the provider's callback.
Result<Kube::ExecCredential> requestSync(Kube::ExecCredentialProvider &provider)
{
    std::optional<Result<Kube::ExecCredential>> got;
    provider.request([&got](const Result<Kube::ExecCredential> &r) { got = r; });
    if (!QTest::qWaitFor([&got] { return got.has_value(); }, 10000))
        return fail(QStringLiteral("TEST_TIMEOUT"), QStringLiteral("no callback"));
    return *got;
}
} // namespace

class TestKubeconfig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void selection_data();
    void selection();
    void relativePaths();
    void errors_data();
    void errors();
    void insecureIsAWarning();
    void certificateAuthorityData();
    void secretsNeverInMessages();
    void execPlugin_data();
    void execPlugin();
    void execCaching();
    void execCannotStart_data();
    void execCannotStart();
};

// Which files are read and how they merge: the first file to set a name or the current-context
// wins, missing files in KUBECONFIG are skipped.
void TestKubeconfig::selection_data()
{
    QTest::addColumn<QStringList>("explicitFiles");
    QTest::addColumn<QString>("kubeconfigVar");
    QTest::addColumn<QString>("home");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("server");
    QTest::addColumn<QString>("token");
    QTest::addColumn<QString>("namespaceName");
    QTest::addColumn<int>("contextCount");

    const QString a = kc(QStringLiteral("a.yaml"));
    const QString b = kc(QStringLiteral("b.yaml"));
    const QString missing = kc(QStringLiteral("missing.yaml"));
    const QChar sep = QDir::listSeparator();

    QTest::addRow("KUBECONFIG a:b, current from a")
        << QStringList() << (a + sep + b) << QString() << QString()
        << QStringLiteral("https://a-only.example:6443") << QStringLiteral("token-from-a")
        << QStringLiteral("team-a") << 3;
    QTest::addRow("KUBECONFIG b:a, current from b")
        << QStringList() << (b + sep + a) << QString() << QString()
        << QStringLiteral("https://b-only.example:6443") << QStringLiteral("token-from-b")
        << QStringLiteral("default") << 3;
    QTest::addRow("a:b, shared names from a")
        << QStringList() << (a + sep + b) << QString() << QStringLiteral("shared-ctx")
        << QStringLiteral("https://a.example:6443") << QStringLiteral("token-from-a")
        << QStringLiteral("default") << 3;
    QTest::addRow("b:a, shared names from b")
        << QStringList() << (b + sep + a) << QString() << QStringLiteral("shared-ctx")
        << QStringLiteral("https://b.example:6443") << QStringLiteral("token-from-b")
        << QStringLiteral("from-b") << 3;
    QTest::addRow("missing file in KUBECONFIG skipped")
        << QStringList() << (missing + sep + sep + b) << QString() << QStringLiteral("ctx-b")
        << QStringLiteral("https://b-only.example:6443") << QStringLiteral("token-from-b")
        << QStringLiteral("default") << 2;
    QTest::addRow("empty file in KUBECONFIG")
        << QStringList() << (kc(QStringLiteral("empty.yaml")) + sep + a) << QString()
        << QStringLiteral("ctx-a") << QStringLiteral("https://a-only.example:6443")
        << QStringLiteral("token-from-a") << QStringLiteral("team-a") << 2;
    QTest::addRow("--kubeconfig beats KUBECONFIG")
        << QStringList{b} << a << QString() << QString()
        << QStringLiteral("https://b-only.example:6443") << QStringLiteral("token-from-b")
        << QStringLiteral("default") << 2;
    QTest::addRow("explicit --context")
        << QStringList{a} << QString() << QString() << QStringLiteral("shared-ctx")
        << QStringLiteral("https://a.example:6443") << QStringLiteral("token-from-a")
        << QStringLiteral("default") << 2;
}

void TestKubeconfig::selection()
{
    QFETCH(QStringList, explicitFiles);
    QFETCH(QString, kubeconfigVar);
    QFETCH(QString, home);
    QFETCH(QString, context);
    QFETCH(QString, server);
    QFETCH(QString, token);
    QFETCH(QString, namespaceName);
    QFETCH(int, contextCount);

    const auto config = Kube::Kubeconfig::load(explicitFiles, envWith(kubeconfigVar, home));
    QVERIFY2(config, qPrintable(config ? QString() : config.error().toString()));
    QCOMPARE(config->contextNames().size(), contextCount);
    const auto resolved = config->context(context);
    QVERIFY2(resolved, qPrintable(resolved ? QString() : resolved.error().toString()));
    QCOMPARE(resolved->server, server);
    QCOMPARE(resolved->token, token);
    QCOMPARE(resolved->namespaceName, namespaceName);
    QVERIFY(resolved->warnings.isEmpty());
}

void TestKubeconfig::relativePaths()
{
    const QString file = kc(QStringLiteral("sub/relative.yaml"));
    const QString dir = QFileInfo(file).absolutePath();
    const auto config = Kube::Kubeconfig::load({file}, QProcessEnvironment());
    QVERIFY2(config, qPrintable(config ? QString() : config.error().toString()));

    const auto files = config->context();
    QVERIFY2(files, qPrintable(files ? QString() : files.error().toString()));
    QCOMPARE(files->contextName, QStringLiteral("files"));
    QCOMPARE(files->certificateAuthorityFile, dir + QStringLiteral("/certs/ca.pem"));
    QCOMPARE(files->clientCertificateFile, dir + QStringLiteral("/certs/client.pem"));
    QCOMPARE(files->clientKeyFile, dir + QStringLiteral("/certs/client.key"));
    QCOMPARE(files->tokenFile, QFileInfo(dir).absolutePath() + QStringLiteral("/token"));
    QCOMPARE(files->tlsServerName, QStringLiteral("api.internal"));
    QCOMPARE(files->proxyUrl, QStringLiteral("http://proxy.example:3128"));
    QVERIFY(!files->exec.isValid());

    const auto plugin = config->context(QStringLiteral("plugin"));
    QVERIFY2(plugin, qPrintable(plugin ? QString() : plugin.error().toString()));
    QCOMPARE(plugin->exec.apiVersion, QStringLiteral("client.authentication.k8s.io/v1"));
    QCOMPARE(plugin->exec.command, dir + QStringLiteral("/bin/get-token"));
    QCOMPARE(plugin->exec.args, (QStringList{QStringLiteral("--cluster"), QStringLiteral("c")}));
    QCOMPARE(plugin->exec.env.size(), 1);
    QCOMPARE(plugin->exec.env.first().first, QStringLiteral("AWS_PROFILE"));
    QCOMPARE(plugin->exec.env.first().second, QStringLiteral("dev"));
    QCOMPARE(plugin->exec.installHint, QStringLiteral("Install get-token from the team wiki."));
    QCOMPARE(plugin->exec.interactiveMode, QStringLiteral("Never"));

    // A bare command name is looked up in PATH, not resolved against the folder.
    const auto pathPlugin = config->context(QStringLiteral("path-plugin"));
    QVERIFY2(pathPlugin, qPrintable(pathPlugin ? QString() : pathPlugin.error().toString()));
    QCOMPARE(pathPlugin->exec.command, QStringLiteral("aws"));
    QCOMPARE(pathPlugin->exec.apiVersion, QStringLiteral("client.authentication.k8s.io/v1beta1"));
}

void TestKubeconfig::errors_data()
{
    QTest::addColumn<QStringList>("explicitFiles");
    QTest::addColumn<QString>("kubeconfigVar");
    QTest::addColumn<QString>("home");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("inMessage");

    const QString errors = kc(QStringLiteral("errors.yaml"));
    const QString missing = kc(QStringLiteral("missing.yaml"));
    auto row = [&](const char *tag, const QString &context, const char *code,
                   const QStringList &inMessage) {
        QTest::addRow("%s", tag) << QStringList{errors} << QString() << QString() << context
                                 << QString::fromLatin1(code) << inMessage;
    };

    QTest::addRow("missing --kubeconfig")
        << QStringList{missing} << QString() << QString() << QString()
        << QStringLiteral("KUBECONFIG_MISSING") << QStringList{QStringLiteral("missing.yaml")};
    QTest::addRow("KUBECONFIG all missing: no kubeconfig")
        << QStringList() << missing << QString() << QString()
        << QStringLiteral("KUBECONFIG_NO_CONTEXT") << QStringList{QStringLiteral("no kubeconfig")};
    QTest::addRow("HOME without .kube/config")
        << QStringList() << QString() << kc(QStringLiteral("sub")) << QString()
        << QStringLiteral("KUBECONFIG_NO_CONTEXT") << QStringList{QStringLiteral("no kubeconfig")};
    QTest::addRow("no current-context, no --context")
        << QStringList{kc(QStringLiteral("no-current.yaml"))} << QString() << QString() << QString()
        << QStringLiteral("KUBECONFIG_NO_CONTEXT")
        << QStringList{QStringLiteral("no-current.yaml"), QStringLiteral("--context")};
    QTest::addRow("not YAML in KUBECONFIG")
        << QStringList() << kc(QStringLiteral("bad-yaml.yaml")) << QString() << QString()
        << QStringLiteral("KUBECONFIG_PARSE") << QStringList{QStringLiteral("bad-yaml.yaml:")};
    QTest::addRow("clusters not a list")
        << QStringList{kc(QStringLiteral("not-kubeconfig.yaml"))} << QString() << QString()
        << QString() << QStringLiteral("KUBECONFIG_PARSE")
        << QStringList{QStringLiteral("`clusters` is not a list")};
    row("unknown context", QStringLiteral("nope"), "KUBECONFIG_CONTEXT",
        {QStringLiteral("\"nope\""), QStringLiteral("auth-provider, bad-ca, bad-key")});
    row("bad certificate-authority-data", QStringLiteral("bad-ca"), "KUBECONFIG_BASE64",
        {QStringLiteral("certificate-authority-data"), QStringLiteral("\"bad-ca\"")});
    row("bad client-key-data", QStringLiteral("bad-key"), "KUBECONFIG_BASE64",
        {QStringLiteral("client-key-data"), QStringLiteral("\"bad-key\"")});
    row("auth-provider", QStringLiteral("auth-provider"), "KUBECONFIG_UNSUPPORTED_AUTH",
        {QStringLiteral("\"auth-provider\""), QStringLiteral("auth-provider")});
    row("exec v1alpha1", QStringLiteral("old-exec"), "KUBECONFIG_UNSUPPORTED_AUTH",
        {QStringLiteral("v1alpha1"), QStringLiteral("\"old-exec\"")});
    row("exec without command", QStringLiteral("no-command"), "KUBECONFIG_EXEC",
        {QStringLiteral("\"no-command\"")});
    row("missing cluster", QStringLiteral("missing-cluster"), "KUBECONFIG_CLUSTER",
        {QStringLiteral("\"nowhere\"")});
    row("missing user", QStringLiteral("missing-user"), "KUBECONFIG_USER",
        {QStringLiteral("\"nobody\"")});
    row("cluster without server", QStringLiteral("no-server"), "KUBECONFIG_CLUSTER",
        {QStringLiteral("no server")});
}

void TestKubeconfig::errors()
{
    QFETCH(QStringList, explicitFiles);
    QFETCH(QString, kubeconfigVar);
    QFETCH(QString, home);
    QFETCH(QString, context);
    QFETCH(QString, code);
    QFETCH(QStringList, inMessage);

    Error error;
    const auto config = Kube::Kubeconfig::load(explicitFiles, envWith(kubeconfigVar, home));
    if (!config) {
        error = config.error();
    } else {
        const auto resolved = config->context(context);
        QVERIFY(!resolved);
        error = resolved.error();
    }
    QCOMPARE(error.code, code);
    for (const QString &part : std::as_const(inMessage))
        QVERIFY2(error.message.contains(part), qPrintable(error.message));
    QVERIFY(!error.hint.isEmpty());
}

void TestKubeconfig::insecureIsAWarning()
{
    const auto config = Kube::Kubeconfig::load({kc(QStringLiteral("errors.yaml"))}, {});
    QVERIFY(config);
    const auto resolved = config->context(QStringLiteral("insecure"));
    QVERIFY(resolved);
    QVERIFY(resolved->insecureSkipTlsVerify);
    QCOMPARE(resolved->warnings.size(), 1);
    QVERIFY(resolved->warnings.first().contains(QStringLiteral("insecure-skip-tls-verify")));
    QVERIFY(resolved->warnings.first().contains(QStringLiteral("https://insecure.example:6443")));

    const auto ok = config->context(QStringLiteral("ok"));
    QVERIFY(ok);
    QVERIFY(!ok->insecureSkipTlsVerify);
    QVERIFY(ok->warnings.isEmpty());
}

void TestKubeconfig::certificateAuthorityData()
{
    const auto config = Kube::Kubeconfig::load({kc(QStringLiteral("errors.yaml"))}, {});
    QVERIFY(config);
    const auto ok = config->context(QStringLiteral("ok"));
    QVERIFY2(ok, qPrintable(ok ? QString() : ok.error().toString()));
    QVERIFY(ok->certificateAuthorityData.startsWith("-----BEGIN CERTIFICATE-----\n"));
    QCOMPARE(ok->token, Secret);
}

// Every context of errors.yaml carries the same token; no error or warning may contain it.
void TestKubeconfig::secretsNeverInMessages()
{
    const auto config = Kube::Kubeconfig::load({kc(QStringLiteral("errors.yaml"))}, {});
    QVERIFY(config);
    int failures = 0;
    for (const QString &name : config->contextNames()) {
        const auto resolved = config->context(name);
        QStringList texts;
        if (resolved) {
            texts = resolved->warnings;
        } else {
            ++failures;
            texts = {resolved.error().message, resolved.error().hint};
        }
        for (const QString &text : std::as_const(texts))
            QVERIFY2(!text.contains(QStringLiteral("SECRET-TOKEN")), qPrintable(name));
    }
    QCOMPARE(failures, 8);
}

// --- exec plugins -------------------------------------------------------------------------

void TestKubeconfig::execPlugin_data()
{
    QTest::addColumn<QString>("apiVersion");
    QTest::addColumn<QByteArray>("script");
    QTest::addColumn<QString>("token");
    QTest::addColumn<QByteArray>("clientCertificate");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("inError");

    const QString v1 = QStringLiteral("client.authentication.k8s.io/v1");
    const QString v1beta1 = QStringLiteral("client.authentication.k8s.io/v1beta1");
    const QByteArray echoInfo = "printf '%s' \"$KUBERNETES_EXEC_INFO\" > \"$INFO_FILE\"\n"
                                "[ \"$1\" = --flag ] || exit 9\n"
                                "[ \"$MY_VAR\" = my-value ] || exit 8\n";

    QTest::addRow("v1 token") << v1
                              << echoInfo +
                                     "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\","
                                     "\"kind\":\"ExecCredential\",\"status\":{\"token\":\"" +
                                     Secret.toLatin1() + "\"}}'\n"
                              << Secret << QByteArray() << QString() << QStringList();
    QTest::addRow("v1beta1 token with expiry")
        << v1beta1
        << echoInfo +
               "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1beta1\","
               "\"kind\":\"ExecCredential\",\"status\":{\"token\":\"" +
               Secret.toLatin1() + "\",\"expirationTimestamp\":\"2030-01-01T00:00:00Z\"}}'\n"
        << Secret << QByteArray() << QString() << QStringList();
    QTest::addRow("v1 client certificate")
        << v1
        << echoInfo +
               "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\","
               "\"kind\":\"ExecCredential\",\"status\":{\"clientCertificateData\":"
               "\"-----BEGIN CERTIFICATE-----\",\"clientKeyData\":\"" +
               Secret.toLatin1() + "\"}}'\n"
        << QString() << QByteArray("-----BEGIN CERTIFICATE-----") << QString() << QStringList();
    QTest::addRow("wrong apiVersion in output")
        << v1
        << echoInfo +
               "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1beta1\","
               "\"kind\":\"ExecCredential\",\"status\":{\"token\":\"" +
               Secret.toLatin1() + "\"}}'\n"
        << QString() << QByteArray() << QStringLiteral("KUBECONFIG_EXEC")
        << QStringList{QStringLiteral("did not print an ExecCredential")};
    QTest::addRow("no credential in output")
        << v1
        << echoInfo + "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\","
                      "\"kind\":\"ExecCredential\",\"status\":{}}'\n"
        << QString() << QByteArray() << QStringLiteral("KUBECONFIG_EXEC")
        << QStringList{QStringLiteral("neither a token")};
    QTest::addRow("plugin fails")
        << v1
        << echoInfo + "echo 'error: SSO session expired' >&2\necho 'second line' >&2\nexit 3\n"
        << QString() << QByteArray() << QStringLiteral("KUBECONFIG_EXEC")
        << QStringList{QStringLiteral("exit code 3"), QStringLiteral("error: SSO session expired")};
    QTest::addRow("bad expirationTimestamp")
        << v1
        << echoInfo +
               "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\","
               "\"kind\":\"ExecCredential\",\"status\":{\"token\":\"" +
               Secret.toLatin1() + "\",\"expirationTimestamp\":\"tomorrow\"}}'\n"
        << QString() << QByteArray() << QStringLiteral("KUBECONFIG_EXEC")
        << QStringList{QStringLiteral("RFC 3339")};
}

void TestKubeconfig::execPlugin()
{
    QFETCH(QString, apiVersion);
    QFETCH(QByteArray, script);
    QFETCH(QString, token);
    QFETCH(QByteArray, clientCertificate);
    QFETCH(QString, code);
    QFETCH(QStringList, inError);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString plugin = dir.filePath(QStringLiteral("plugin.sh"));
    QVERIFY(writeFile(plugin, "#!/bin/sh\n" + script, true));
    const QString infoFile = dir.filePath(QStringLiteral("info.json"));

    Kube::ExecConfig config;
    config.apiVersion = apiVersion;
    config.command = plugin;
    config.args = {QStringLiteral("--flag")};
    config.env = {{QStringLiteral("MY_VAR"), QStringLiteral("my-value")},
                  {QStringLiteral("INFO_FILE"), infoFile}};
    config.installHint = QStringLiteral("Install plugin.sh.");
    Kube::ExecCredentialProvider provider(config, QStringLiteral("ctx"));
    const auto credential = requestSync(provider);

    QJsonObject info = QJsonDocument::fromJson([&] {
                           QFile f(infoFile);
                           return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
                       }())
                           .object();
    QCOMPARE(info.value(QStringLiteral("apiVersion")).toString(), apiVersion);
    QCOMPARE(info.value(QStringLiteral("kind")).toString(), QStringLiteral("ExecCredential"));
    QCOMPARE(info.value(QStringLiteral("spec")).toObject().value(QStringLiteral("interactive")),
             QJsonValue(false));

    if (code.isEmpty()) {
        QVERIFY2(credential, qPrintable(credential ? QString() : credential.error().toString()));
        QCOMPARE(credential->token, token);
        QCOMPARE(credential->clientCertificateData, clientCertificate);
        QVERIFY(provider.hasValidCredential());
        return;
    }
    QVERIFY(!credential);
    QCOMPARE(credential.error().code, code);
    QCOMPARE(credential.error().hint, QStringLiteral("Install plugin.sh."));
    for (const QString &part : std::as_const(inError))
        QVERIFY2(credential.error().message.contains(part), qPrintable(credential.error().message));
    QVERIFY(!credential.error().message.contains(Secret));
    // A few lines of stderr at most, on one line of the message (issue 19).
    QVERIFY(!credential.error().message.contains(QLatin1Char('\n')));
    QVERIFY(!provider.hasValidCredential());
}

void TestKubeconfig::execCaching()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString plugin = dir.filePath(QStringLiteral("plugin.sh"));
    const QString counter = dir.filePath(QStringLiteral("count"));
    QVERIFY(writeFile(plugin,
                      "#!/bin/sh\necho run >> \"$COUNT_FILE\"\n"
                      "echo '{\"apiVersion\":\"client.authentication.k8s.io/v1\","
                      "\"kind\":\"ExecCredential\",\"status\":{\"token\":\"t\","
                      "\"expirationTimestamp\":\"2030-01-01T00:00:00Z\"}}'\n",
                      true));

    Kube::ExecConfig config;
    config.apiVersion = QStringLiteral("client.authentication.k8s.io/v1");
    config.command = plugin;
    config.env = {{QStringLiteral("COUNT_FILE"), counter}};
    Kube::ExecCredentialProvider provider(config, QStringLiteral("ctx"));
    QDateTime now = QDateTime(QDate(2029, 12, 31), QTime(23, 0), Qt::UTC);
    provider.setClock([&now] { return now; });

    // Two requests while the plugin runs share one run.
    int answered = 0;
    provider.request([&answered](const Result<Kube::ExecCredential> &r) { answered += r ? 1 : 0; });
    provider.request([&answered](const Result<Kube::ExecCredential> &r) { answered += r ? 1 : 0; });
    QTRY_COMPARE(answered, 2);
    QCOMPARE(lineCount(counter), 1);

    auto credential = requestSync(provider); // cached: answered at once
    QVERIFY(credential);
    QCOMPARE(credential->expirationTimestamp, QDateTime(QDate(2030, 1, 1), QTime(0, 0), Qt::UTC));
    QCOMPARE(lineCount(counter), 1);

    now = QDateTime(QDate(2030, 1, 1), QTime(0, 0, 1), Qt::UTC); // expired
    QVERIFY(!provider.hasValidCredential());
    credential = requestSync(provider);
    QVERIFY(credential);
    QCOMPARE(lineCount(counter), 2);

    now = QDateTime(QDate(2029, 12, 31), QTime(23, 0), Qt::UTC);
    QVERIFY(provider.hasValidCredential());
    provider.invalidate(); // a 401
    credential = requestSync(provider);
    QVERIFY(credential);
    QCOMPARE(lineCount(counter), 3);
    QVERIFY(requestSync(provider));
    QCOMPARE(lineCount(counter), 3);
}

void TestKubeconfig::execCannotStart_data()
{
    QTest::addColumn<QString>("interactiveMode");
    QTest::addColumn<QString>("inError");
    QTest::addRow("not installed") << QString() << QStringLiteral("could not be started");
    QTest::addRow("interactiveMode Always")
        << QStringLiteral("Always") << QStringLiteral("interactive terminal");
}

void TestKubeconfig::execCannotStart()
{
    QFETCH(QString, interactiveMode);
    QFETCH(QString, inError);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Kube::ExecConfig config;
    config.apiVersion = QStringLiteral("client.authentication.k8s.io/v1");
    config.command = dir.filePath(QStringLiteral("no-such-plugin"));
    config.installHint = QStringLiteral("Install no-such-plugin.");
    config.interactiveMode = interactiveMode;
    Kube::ExecCredentialProvider provider(config, QStringLiteral("eks-prod"));
    const auto credential = requestSync(provider);
    QVERIFY(!credential);
    QCOMPARE(credential.error().code, QStringLiteral("KUBECONFIG_EXEC"));
    QVERIFY2(credential.error().message.contains(inError), qPrintable(credential.error().message));
    QVERIFY(credential.error().message.contains(QStringLiteral("\"eks-prod\"")));
    QCOMPARE(credential.error().hint, QStringLiteral("Install no-such-plugin."));
}

QTEST_GUILESS_MAIN(TestKubeconfig)
#include "tst_kubeconfig.moc"
