// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The cluster source (issue 18, section 1): what a front end was given, parsed once into a value
// with the checks both front ends share (the flags that exclude each other, the request
// timeout's range), the context it resolves with the CA file and timeout added, and
// KUBECONFIG_MISSING's hint naming only what the front end offers (section 4).
#include "kube/clustersource.h"
#include "testsupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel;
using namespace Accel::Kube;
using namespace Qt::StringLiterals;

namespace {

/// A self-signed CA certificate (PEM), made for these tests (openssl req -x509, EC P-256).
const QByteArray CaPem = R"(-----BEGIN CERTIFICATE-----
MIIBiDCCAS2gAwIBAgIUXdjU1rn/lYPO/A2Z9OGAL5xIVuIwCgYIKoZIzj0EAwIw
GDEWMBQGA1UEAwwNYWNjZWwtdGVzdC1jYTAgFw0yNjEyMDQxNDUzMDBaGA8yMTI2
MTExMDE0NTMwMFowGDEWMBQGA1UEAwwNYWNjZWwtdGVzdC1jYTBZMBMGByqGSM49
AgEGCCqGSM49AwEHA0IABKhXPwmZGwMFdTeZzAaisjKak/7402SjtxoOERX455fc
xy6cNOSWnXiy+SW4yq6t2WvA6Piz+Zl5+93+k4JxIy+jUzBRMB0GA1UdDgQWBBSt
WuPbQojAVnPSnsLA/v+luw0mgjAfBgNVHSMEGDAWgBStWuPbQojAVnPSnsLA/v+l
uw0mgjAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0kAMEYCIQCqQUZHAeVC
PXTs/VSBlPQ4nlI2iZ/6EvI3KlDpgpDP4AIhAIbaV+NsJ6WewmCDx7ESAGM78xLm
8vRH+4LIJTP9IWYc
-----END CERTIFICATE-----
)";

const QByteArray KubeconfigText = R"(apiVersion: v1
kind: Config
current-context: lab
clusters:
- name: lab
  cluster:
    server: https://127.0.0.1:6443
users:
- name: ops
  user: {token: abc}
contexts:
- name: lab
  context: {cluster: lab, user: ops}
- name: prod
  context: {cluster: lab, user: ops, namespace: media}
)";

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/// An environment with no kubeconfig anywhere: HOME is an empty folder, KUBECONFIG unset.
QProcessEnvironment emptyHome(const QTemporaryDir &home)
{
    QProcessEnvironment env;
    env.insert(u"HOME"_s, home.path());
    return env;
}

struct ParseRow
{
    ClusterSourceArguments arguments;
    ClusterSource::Kind kind = ClusterSource::Kind::Invalid; ///< Invalid: a USAGE error
    QString messageHas{};
    int timeoutMs = ClusterSource::DefaultRequestTimeoutMs;
};

} // namespace

Q_DECLARE_METATYPE(ParseRow)

class TestClusterSource : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data();
    void parse();
    void choicesKeepTheSettings();
    void missingKubeconfigHint_data();
    void missingKubeconfigHint();
    void resolveContext_data();
    void resolveContext();
    void badKubeconfigNamesTheFile();
};

void TestClusterSource::parse_data()
{
    QTest::addColumn<ParseRow>("row");
    const auto args = [](auto fill) {
        ClusterSourceArguments a;
        fill(a);
        return a;
    };
    QTest::addRow("nothing given: live, current-context, 30 s")
        << ParseRow{args([](auto &) {}), ClusterSource::Kind::Live};
    QTest::addRow("--snapshot FILE") << ParseRow{
        args([](auto &a) { a.snapshotFile = u"c.yaml"_s; }), ClusterSource::Kind::Snapshot};
    QTest::addRow("--demo") << ParseRow{args([](auto &a) { a.demo = true; }),
                                        ClusterSource::Kind::Demo};
    QTest::addRow("--context prod --request-timeout 2.5")
        << ParseRow{args([](auto &a) {
                        a.context = u"prod"_s;
                        a.requestTimeout = u"2.5"_s;
                    }),
                    ClusterSource::Kind::Live,
                    {},
                    2500};
    QTest::addRow("--request-timeout 0: the built-in hour only") << ParseRow{
        args([](auto &a) { a.requestTimeout = u"0"_s; }), ClusterSource::Kind::Live, {}, 0};
    QTest::addRow("--request-timeout 86400 (the most)")
        << ParseRow{args([](auto &a) { a.requestTimeout = u"86400"_s; }),
                    ClusterSource::Kind::Live,
                    {},
                    86400000};
    // The USAGE errors accelctl gave before, now the one rule for both front ends.
    QTest::addRow("--snapshot with --demo")
        << ParseRow{args([](auto &a) {
                        a.snapshotFile = u"c.yaml"_s;
                        a.demo = true;
                    }),
                    ClusterSource::Kind::Invalid, u"--snapshot and --demo exclude each other"_s};
    QTest::addRow("--context with --snapshot")
        << ParseRow{args([](auto &a) {
                        a.snapshotFile = u"c.yaml"_s;
                        a.context = u"lab"_s;
                    }),
                    ClusterSource::Kind::Invalid, u"--kubeconfig and --context read a live"_s};
    QTest::addRow("--kubeconfig with --demo")
        << ParseRow{args([](auto &a) {
                        a.demo = true;
                        a.kubeconfigFiles = {u"k.yaml"_s};
                    }),
                    ClusterSource::Kind::Invalid, u"leave them out with --snapshot or --demo"_s};
    for (const QString &bad : {u"abc"_s, u"-1"_s, u"86401"_s, u"nan"_s, u""_s}) {
        QTest::addRow("--request-timeout \"%s\"", qPrintable(bad)) << ParseRow{
            args([bad](auto &a) { a.requestTimeout = bad; }), ClusterSource::Kind::Invalid,
            u"--request-timeout needs a number of seconds from 0 to 86400, not \"%1\""_s.arg(bad)};
    }
    QTest::addRow("--snapshot with an empty name")
        << ParseRow{args([](auto &a) { a.snapshotFile = QString(); }), ClusterSource::Kind::Invalid,
                    u"--snapshot needs a FILE"_s};
    QTest::addRow("--ca-file with an empty name")
        << ParseRow{args([](auto &a) { a.caFile = QString(); }), ClusterSource::Kind::Invalid,
                    u"--ca-file needs a FILE"_s};
}

void TestClusterSource::parse()
{
    QFETCH(ParseRow, row);
    const Result<ClusterSource> source = ClusterSource::parse(row.arguments);
    if (row.kind == ClusterSource::Kind::Invalid) {
        QVERIFY(!source);
        QCOMPARE(source.error().code, u"USAGE"_s);
        QVERIFY2(source.error().message.contains(row.messageHas),
                 qPrintable(source.error().message));
        QVERIFY(!source.error().hint.isEmpty());
        return;
    }
    QVERIFY2(source, source ? "" : qPrintable(source.error().toString()));
    QCOMPARE(source->kind(), row.kind);
    QCOMPARE(source->requestTimeoutMs, row.timeoutMs);
    QCOMPARE(source->context, row.arguments.context.value_or(QString()));
}

void TestClusterSource::choicesKeepTheSettings()
{
    // The window's picker: every choice reads with the same kubeconfig files, CA file and
    // timeout.
    ClusterSourceArguments arguments;
    arguments.kubeconfigFiles = {u"/k/config"_s};
    arguments.caFile = u"/k/ca.pem"_s;
    arguments.requestTimeout = u"7"_s;
    arguments.offered = ClusterSeam::Picker;
    const Result<ClusterSource> base = ClusterSource::parse(arguments);
    QVERIFY(base);
    const ClusterSource file = base->withSnapshotFile(u"/s.yaml"_s);
    QCOMPARE(file.kind(), ClusterSource::Kind::Snapshot);
    const ClusterSource demo = file.withDemo();
    QCOMPARE(demo.kind(), ClusterSource::Kind::Demo);
    const ClusterSource live = demo.withContext(u"prod"_s);
    QCOMPARE(live.kind(), ClusterSource::Kind::Live);
    QCOMPARE(live.context, u"prod"_s);
    for (const ClusterSource &s : {file, demo, live}) {
        QCOMPARE(s.kubeconfigFiles, QStringList{u"/k/config"_s});
        QCOMPARE(s.caFile, u"/k/ca.pem"_s);
        QCOMPARE(s.requestTimeoutMs, 7000);
        QVERIFY(s.offered.testFlag(ClusterSeam::Picker));
    }
}

void TestClusterSource::missingKubeconfigHint_data()
{
    // Issue 18, section 4: the hint names only what the command (or the window) accepts.
    QTest::addColumn<int>("offered");
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QStringList>("never");
    QTest::addRow("get gpus, claim match …: --snapshot and --demo")
        << int(ClusterSeam::SnapshotOption | ClusterSeam::DemoOption)
        << QStringList{u"--kubeconfig"_s, u"KUBECONFIG"_s, u"--snapshot"_s, u"--demo"_s}
        << QStringList{u"picker"_s};
    QTest::addRow("certification and workflow render: --snapshot only")
        << int(ClusterSeam::SnapshotOption)
        << QStringList{u"--kubeconfig"_s, u"KUBECONFIG"_s, u"--snapshot"_s}
        << QStringList{u"--demo"_s, u"picker"_s};
    QTest::addRow("apply: a live context only")
        << 0 << QStringList{u"--kubeconfig"_s, u"KUBECONFIG"_s}
        << QStringList{u"--snapshot"_s, u"--demo"_s, u"picker"_s};
    QTest::addRow("the window: its Context picker")
        << int(ClusterSeam::Picker)
        << QStringList{u"--kubeconfig"_s, u"KUBECONFIG"_s, u"Context picker"_s, u"demo cluster"_s}
        << QStringList{u"--snapshot"_s, u"--demo"_s};
}

void TestClusterSource::missingKubeconfigHint()
{
    QFETCH(int, offered);
    QFETCH(QStringList, names);
    QFETCH(QStringList, never);
    QTemporaryDir home;
    ClusterSource source;
    source.environment = emptyHome(home);
    source.offered = ClusterSeams::fromInt(offered);
    const Result<ResolvedContext> context = source.resolveContext();
    QVERIFY(!context);
    QCOMPARE(context.error().code, u"KUBECONFIG_MISSING"_s);
    QCOMPARE(context.error().hint, source.missingKubeconfigHint());
    for (const QString &name : names)
        QVERIFY2(context.error().hint.contains(name), qPrintable(context.error().hint));
    for (const QString &name : never)
        QVERIFY2(!context.error().hint.contains(name), qPrintable(context.error().hint));
}

void TestClusterSource::resolveContext_data()
{
    QTest::addColumn<QByteArray>("caContents"); ///< empty: no --ca-file; "-": a missing file
    QTest::addColumn<QString>("code");          ///< empty: resolves
    QTest::addColumn<int>("offered");
    QTest::addColumn<QString>("hintHas");
    QTest::addRow("no CA file") << QByteArray() << QString() << 0 << QString();
    QTest::addRow("a PEM CA file") << CaPem << QString() << 0 << QString();
    QTest::addRow("a missing CA file (accelctl)")
        << QByteArray("-") << u"KUBE_CREDENTIALS"_s << 0 << u"--ca-file"_s;
    QTest::addRow("a missing CA file (the window)")
        << QByteArray("-") << u"KUBE_CREDENTIALS"_s << int(ClusterSeam::Picker)
        << u"Connection settings"_s;
    QTest::addRow("a CA file with no certificate")
        << QByteArray("not a certificate\n") << u"KUBE_CREDENTIALS"_s << 0 << u"PEM"_s;
}

void TestClusterSource::resolveContext()
{
    QFETCH(QByteArray, caContents);
    QFETCH(QString, code);
    QFETCH(int, offered);
    QFETCH(QString, hintHas);
    QTemporaryDir dir;
    const QString kubeconfig = dir.filePath(u"config"_s);
    QVERIFY(writeFile(kubeconfig, KubeconfigText));
    ClusterSource source;
    source.kubeconfigFiles = {kubeconfig};
    source.context = u"prod"_s;
    source.requestTimeoutMs = 4500;
    source.environment = emptyHome(dir);
    source.offered = ClusterSeams::fromInt(offered);
    const QString caFile = dir.filePath(u"ca.pem"_s);
    if (!caContents.isEmpty()) {
        source.caFile = caFile;
        if (caContents != "-")
            QVERIFY(writeFile(caFile, caContents));
    }
    const Result<ResolvedContext> context = source.resolveContext();
    if (!code.isEmpty()) {
        QVERIFY(!context);
        QCOMPARE(context.error().code, code);
        // The error names the file and says what to do.
        QVERIFY2(context.error().message.contains(caFile), qPrintable(context.error().message));
        QVERIFY2(context.error().hint.contains(hintHas), qPrintable(context.error().hint));
        return;
    }
    QVERIFY2(context, context ? "" : qPrintable(context.error().toString()));
    QCOMPARE(context->contextName, u"prod"_s);
    QCOMPARE(context->namespaceName, u"media"_s);
    QCOMPARE(context->requestTimeoutMs, 4500);
    QCOMPARE(context->extraCaPem,
             caContents.isEmpty() ? QList<QByteArray>{} : QList<QByteArray>{CaPem});
}

void TestClusterSource::badKubeconfigNamesTheFile()
{
    QTemporaryDir dir;
    const QString broken = dir.filePath(u"broken.yaml"_s);
    QVERIFY(writeFile(broken, "clusters: [unclosed\n"));
    const QString missing = dir.filePath(u"missing.yaml"_s);
    for (const auto &[file, code] :
         {std::pair{broken, u"KUBECONFIG_PARSE"_s}, std::pair{missing, u"KUBECONFIG_MISSING"_s}}) {
        ClusterSource source;
        source.kubeconfigFiles = {file};
        source.environment = emptyHome(dir);
        const Result<ResolvedContext> context = source.resolveContext();
        QVERIFY(!context);
        QCOMPARE(context.error().code, code);
        QVERIFY2(context.error().message.contains(file), qPrintable(context.error().message));
        QVERIFY(!context.error().hint.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestClusterSource)
#include "tst_clustersource.moc"
