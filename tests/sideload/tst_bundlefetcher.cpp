// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Bundle fetching against a real HTTPS server on loopback with a test CA (spec
// host-accelerators-and-launch.txt, "GPU sideload"). Every failure asserts the exact error code
// and that the cache holds no entry, no temporary tree and, where the spec says so, no partial
// download.
#include "httpstestserver.h"
#include "sideload/bundlefetcher.h"
#include "sideload/sha256.h"
#include "testarchive.h"
#include "testca.h"
#include "testsupport.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtConcurrent/QtConcurrentRun>
#include <QtTest>

using namespace Accel;
using namespace Accel::Sideload;
using Route = Test::HttpsTestServer::Route;

class TestBundleFetcher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void fetchesVerifiesAndExtracts();
    void reusesTheCacheWithoutNetwork();
    void mirrorVariableChoosesTheIndex();
    void failures_data();
    void failures();
    void resumesADroppedDownload();
    void wrongCertificateIsRefused();
    void unknownCaIsRefusedUntilGiven();
    void concurrentFetchesDownloadOnce();
    void cancelMidway();
    void partialDownloadSurvivesCancelAndResumes();

private:
    struct FailureRow;
    QList<FailureRow> failureRows();
    /// A tar.gz with a few files, made with the real tar; returns its bytes.
    QByteArray makeBundle(const QString &name, const QByteArray &payload);
    /// Serves BYTES at /bundles/NAME and an index at /index.json listing it under DIGEST.
    void publish(const QString &name, const QByteArray &bytes, const QString &digest = {},
                 Route route = {}, qint64 size = -2);
    BundleRef ref(const QString &name, const QByteArray &bytes) const;
    FetchOptions options() const;
    void verifyNothingLeft(const QString &sha256, bool partialAllowed = false) const;

    Test::TestCa m_ca;
    Test::HttpsTestServer m_server;
    std::unique_ptr<QTemporaryDir> m_state;
    QByteArray m_bundle; ///< a valid bundle shared by most cases
};

void TestBundleFetcher::initTestCase()
{
    QVERIFY2(m_ca.create(), qPrintable(m_ca.errorString()));
    QString error;
    QVERIFY2(m_server.start(m_ca.serverCertificate(), m_ca.serverKey(), &error), qPrintable(error));
    // Incompressible, so the archive is as large as its payload (600 KiB): big enough to stall,
    // drop and resume in the middle.
    QByteArray payload(600 * 1024, Qt::Uninitialized);
    QRandomGenerator rng(99);
    rng.fillRange(reinterpret_cast<quint32 *>(payload.data()), payload.size() / 4);
    m_bundle = makeBundle(QStringLiteral("gpu-video"), payload + "libnvenc");
    QVERIFY(!m_bundle.isEmpty());
}

void TestBundleFetcher::init()
{
    m_state = std::make_unique<QTemporaryDir>();
    m_server.clearRoutes();
    m_server.clearRequests();
}

void TestBundleFetcher::cleanup()
{
    m_state.reset();
}

QByteArray TestBundleFetcher::makeBundle(const QString &name, const QByteArray &payload)
{
    QTemporaryDir dir;
    QDir(dir.path()).mkpath(QStringLiteral("tree/lib"));
    QFile lib(dir.filePath(QStringLiteral("tree/lib/libnvcodec.so")));
    lib.open(QIODevice::WriteOnly);
    lib.write(payload);
    lib.close();
    QFile readme(dir.filePath(QStringLiteral("tree/README")));
    readme.open(QIODevice::WriteOnly);
    readme.write(name.toUtf8() + '\n');
    readme.close();
    QProcess tar;
    tar.start(QStringLiteral("tar"),
              {QStringLiteral("-C"), dir.filePath(QStringLiteral("tree")), QStringLiteral("-czf"),
               dir.filePath(QStringLiteral("b.tgz")), QStringLiteral(".")});
    if (!tar.waitForFinished() || tar.exitCode() != 0)
        return {};
    QFile out(dir.filePath(QStringLiteral("b.tgz")));
    out.open(QIODevice::ReadOnly);
    return out.readAll();
}

BundleRef TestBundleFetcher::ref(const QString &name, const QByteArray &bytes) const
{
    return BundleRef{
        name, QStringLiteral("1.0.0"),
        QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()),
        QStringLiteral("/opt/norsk"), QStringLiteral("test")};
}

void TestBundleFetcher::publish(const QString &name, const QByteArray &bytes, const QString &digest,
                                Route route, qint64 size)
{
    route.body = bytes;
    m_server.setRoute(QStringLiteral("/bundles/") + name, route);
    QJsonObject entry;
    entry.insert(QStringLiteral("name"), name);
    entry.insert(QStringLiteral("version"), QStringLiteral("1.0.0"));
    entry.insert(QStringLiteral("sha256"), digest.isEmpty() ? ref(name, bytes).sha256 : digest);
    entry.insert(QStringLiteral("size"), size == -2 ? qint64(bytes.size()) : size);
    // Relative: it resolves against the index URL.
    entry.insert(QStringLiteral("url"), QString(QStringLiteral("bundles/") + name));
    const QJsonObject index{{QStringLiteral("bundles"), QJsonArray{entry}}};
    Route indexRoute;
    indexRoute.body = QJsonDocument(index).toJson();
    m_server.setRoute(QStringLiteral("/index.json"), indexRoute);
}

FetchOptions TestBundleFetcher::options() const
{
    FetchOptions o;
    o.indexUrl = m_server.url(QStringLiteral("/index.json"));
    o.caFile = m_ca.caCertificatePath();
    o.idleTimeoutMs = 5000;
    return o;
}

void TestBundleFetcher::verifyNothingLeft(const QString &sha256, bool partialAllowed) const
{
    const SideloadCache cache(m_state->path());
    QVERIFY(!cache.contains(sha256));
    QVERIFY(!QFileInfo::exists(cache.entryPath(sha256)));
    const QStringList temps =
        QDir(cache.root()).entryList({QStringLiteral(".tmp-*")}, QDir::Dirs | QDir::Hidden);
    QVERIFY2(temps.isEmpty(), qPrintable(temps.join(QLatin1Char(' '))));
    if (!partialAllowed)
        QVERIFY(!QFileInfo::exists(cache.partialPath(sha256)));
}

void TestBundleFetcher::fetchesVerifiesAndExtracts()
{
    publish(QStringLiteral("gpu-video"), m_bundle);
    BundleFetcher fetcher(SideloadCache(m_state->path()), options());
    QList<FetchProgress::Phase> phases;
    const auto fetched = fetcher.fetch(ref(QStringLiteral("gpu-video"), m_bundle), nullptr,
                                       [&](const FetchProgress &p) { phases << p.phase; });
    QVERIFY2(fetched, qPrintable(fetched ? QString() : fetched.error().toString()));
    QVERIFY(!fetched->fromCache);
    QFile lib(fetched->entry.path + QStringLiteral("/lib/libnvcodec.so"));
    QVERIFY(lib.open(QIODevice::ReadOnly));
    QVERIFY(lib.readAll().endsWith("libnvenc"));
    QCOMPARE(fetched->entry.name, QStringLiteral("gpu-video"));
    QCOMPARE(fetched->entry.archiveBytes, m_bundle.size());
    QVERIFY(phases.contains(FetchProgress::Phase::Downloading));
    QVERIFY(phases.contains(FetchProgress::Phase::Extracting));
    QCOMPARE(phases.last(), FetchProgress::Phase::Done);
    QCOMPARE(m_server.requestCount(QStringLiteral("/bundles/gpu-video")), 1);
    QVERIFY(!QFileInfo::exists(SideloadCache(m_state->path()).partialPath(fetched->bundle.sha256)));
}

void TestBundleFetcher::reusesTheCacheWithoutNetwork()
{
    publish(QStringLiteral("gpu-video"), m_bundle);
    {
        BundleFetcher fetcher(SideloadCache(m_state->path()), options());
        QVERIFY(fetcher.fetch(ref(QStringLiteral("gpu-video"), m_bundle)));
    }
    m_server.clearRoutes(); // the network has nothing now
    m_server.clearRequests();
    FetchOptions offline = options();
    offline.indexUrl = QUrl(QStringLiteral("https://127.0.0.1:1/never.json"));
    BundleFetcher again(SideloadCache(m_state->path()), offline);
    const auto fetched = again.fetch(ref(QStringLiteral("gpu-video"), m_bundle));
    QVERIFY(fetched);
    QVERIFY(fetched->fromCache);
    QCOMPARE(m_server.requests().size(), 0);
}

void TestBundleFetcher::mirrorVariableChoosesTheIndex()
{
    publish(QStringLiteral("gpu-video"), m_bundle);
    qputenv(SideloadIndex::MirrorVariable, m_server.url(QStringLiteral("/index.json")).toEncoded());
    FetchOptions fromEnvironment; // default-constructed: reads the variable
    qunsetenv(SideloadIndex::MirrorVariable);
    QCOMPARE(fromEnvironment.indexUrl, m_server.url(QStringLiteral("/index.json")));
    QCOMPARE(FetchOptions().indexUrl, QUrl(QString(SideloadIndex::DefaultUrl)));
    fromEnvironment.caFile = m_ca.caCertificatePath();
    BundleFetcher fetcher(SideloadCache(m_state->path()), fromEnvironment);
    QVERIFY(fetcher.fetch(ref(QStringLiteral("gpu-video"), m_bundle)));
    QCOMPARE(m_server.requestCount(QStringLiteral("/index.json")), 1);
}

struct TestBundleFetcher::FailureRow
{
    const char *tag;
    const char *code;
    QString contains;
    std::function<FetchOptions()> setUp;
    bool partialAllowed = false;
    bool truncated = false;
    bool evil = false;
};

void TestBundleFetcher::failures_data()
{
    QTest::addColumn<int>("row");
    const QList<FailureRow> rows = failureRows();
    for (int i = 0; i < rows.size(); ++i)
        QTest::addRow("%s", rows.at(i).tag) << i;
}

QList<TestBundleFetcher::FailureRow> TestBundleFetcher::failureRows()
{
    const QString name = QStringLiteral("gpu-video");
    const BundleRef wanted = ref(name, m_bundle);
    return {
        {"hash mismatch", "SIDELOAD_HASH_MISMATCH", wanted.sha256,
         [this, name, wanted] {
             QByteArray other = m_bundle;
             other[other.size() / 2] = char(other.at(other.size() / 2) ^ 1);
             publish(name, other, wanted.sha256);
             return options();
         }},
        {"size mismatch", "SIDELOAD_SIZE_MISMATCH", QStringLiteral("the index says"),
         [this, name, wanted] {
             publish(name, m_bundle + "trailing", wanted.sha256, {}, m_bundle.size());
             return options();
         }},
        {"not in the index", "SIDELOAD_NOT_IN_INDEX", QStringLiteral("/index.json"),
         [this, name, wanted] {
             publish(QStringLiteral("other"), m_bundle + "x");
             return options();
         }},
        {"404", "SIDELOAD_HTTP", QStringLiteral("404"),
         [this, name, wanted] {
             publish(name, m_bundle);
             m_server.removeRoute(QStringLiteral("/bundles/gpu-video"));
             return options();
         }},
        {"500", "SIDELOAD_HTTP", QStringLiteral("500"),
         [this, name, wanted] {
             Route broken;
             broken.status = 500;
             publish(name, m_bundle, {}, broken);
             return options();
         }},
        {"index is not JSON", "SIDELOAD_INDEX", QStringLiteral("/index.json"),
         [this, name, wanted] {
             Route garbage;
             garbage.body = "<html>not an index</html>";
             m_server.setRoute(QStringLiteral("/index.json"), garbage);
             return options();
         }},
        {"redirect loop", "SIDELOAD_REDIRECTS", QStringLiteral("redirected more than"),
         [this, name, wanted] {
             Route loop;
             loop.redirectTo = QStringLiteral("/bundles/gpu-video");
             publish(name, m_bundle, {}, loop);
             return options();
         }},
        {"slow server hits the idle timeout", "SIDELOAD_TIMEOUT", QStringLiteral("sent nothing"),
         [this, name, wanted] {
             Route slow;
             slow.stallAfterBytes = 1000;
             slow.stallMs = 4000;
             publish(name, m_bundle, {}, slow);
             FetchOptions o = options();
             o.idleTimeoutMs = 400;
             return o;
         },
         true},
        {"truncated archive", "SIDELOAD_ARCHIVE_CORRUPT", QString(),
         [this, name, wanted] {
             const QByteArray half = m_bundle.left(m_bundle.size() / 2);
             publish(name, half, ref(name, half).sha256);
             return options();
         },
         false, true},
        {"unsafe archive", "SIDELOAD_ARCHIVE_UNSAFE", QStringLiteral("../escape"),
         [this, name] {
             // Verified bytes (the index has their digest) holding a member that climbs out.
             Test::TarMember bad;
             bad.path = "../escape";
             bad.data = "pwned";
             const QByteArray evil =
                 Test::compress(Test::buildTar({bad}).bytes, Test::Compression::Gzip);
             publish(name, evil, ref(name, evil).sha256);
             return options();
         },
         false, false, true},
        {"unreadable CA file", "SIDELOAD_CA_FILE", QStringLiteral("/nonexistent/ca.pem"),
         [this, name, wanted] {
             publish(name, m_bundle);
             FetchOptions o = options();
             o.caFile = QStringLiteral("/nonexistent/ca.pem");
             return o;
         }},
    };
}

void TestBundleFetcher::failures()
{
    QFETCH(int, row);
    const FailureRow failure = failureRows().at(row);
    const QString name = QStringLiteral("gpu-video");
    const FetchOptions o = failure.setUp();
    BundleRef bundle =
        failure.truncated ? ref(name, m_bundle.left(m_bundle.size() / 2)) : ref(name, m_bundle);
    if (failure.evil) {
        Test::TarMember bad;
        bad.path = "../escape";
        bad.data = "pwned";
        bundle = ref(name, Test::compress(Test::buildTar({bad}).bytes, Test::Compression::Gzip));
    }
    BundleFetcher fetcher(SideloadCache(m_state->path()), o);
    const auto fetched = fetcher.fetch(bundle);
    QVERIFY(!fetched);
    QVERIFY2(fetched.error().code == QLatin1String(failure.code),
             qPrintable(fetched.error().toString()));
    QVERIFY2(fetched.error().message.contains(failure.contains),
             qPrintable(fetched.error().message));
    QVERIFY(!fetched.error().message.isEmpty());
    verifyNothingLeft(bundle.sha256, failure.partialAllowed);
    QVERIFY(
        !QFileInfo::exists(SideloadCache(m_state->path()).root() + QStringLiteral("/../escape")));
}
void TestBundleFetcher::resumesADroppedDownload()
{
    Route flaky;
    flaky.acceptRanges = true;
    flaky.dropAfterBytes = m_bundle.size() / 2;
    flaky.dropTimes = 1;
    publish(QStringLiteral("gpu-video"), m_bundle, {}, flaky);
    BundleFetcher fetcher(SideloadCache(m_state->path()), options());
    const auto fetched = fetcher.fetch(ref(QStringLiteral("gpu-video"), m_bundle));
    QVERIFY2(fetched, qPrintable(fetched ? QString() : fetched.error().toString()));
    const auto requests = m_server.requests();
    QList<QByteArray> ranges;
    for (const auto &r : requests) {
        if (r.path == QLatin1String("/bundles/gpu-video"))
            ranges << r.header("range");
    }
    QCOMPARE(ranges.size(), 2);
    QVERIFY(ranges.first().isNull());
    // The second request asks for the rest only: the first half was kept and hashed once.
    QVERIFY2(ranges.last().startsWith("bytes=") && ranges.last() != "bytes=0-",
             ranges.last().constData());
}

void TestBundleFetcher::wrongCertificateIsRefused()
{
    Test::HttpsTestServer impostor;
    QVERIFY(impostor.start(m_ca.otherServerCertificate(), m_ca.otherServerKey()));
    Route index;
    index.body = "{\"bundles\": []}";
    impostor.setRoute(QStringLiteral("/index.json"), index);
    FetchOptions o = options();
    o.indexUrl = impostor.url(QStringLiteral("/index.json"));
    BundleFetcher fetcher(SideloadCache(m_state->path()), o);
    const auto fetched = fetcher.fetch(ref(QStringLiteral("gpu-video"), m_bundle));
    QVERIFY(!fetched);
    QCOMPARE(fetched.error().code, QStringLiteral("SIDELOAD_TLS"));
    QVERIFY(fetched.error().hint.contains(QStringLiteral("--ca-file")));
    QCOMPARE(impostor.requests().size(), 0); // nothing was sent to it
}

void TestBundleFetcher::unknownCaIsRefusedUntilGiven()
{
    publish(QStringLiteral("gpu-video"), m_bundle);
    FetchOptions o = options();
    o.caFile.clear(); // the test CA is in no system store
    BundleFetcher refused(SideloadCache(m_state->path()), o);
    const auto fetched = refused.fetch(ref(QStringLiteral("gpu-video"), m_bundle));
    QVERIFY(!fetched);
    QCOMPARE(fetched.error().code, QStringLiteral("SIDELOAD_TLS"));
    BundleFetcher trusted(SideloadCache(m_state->path()), options());
    QVERIFY(trusted.fetch(ref(QStringLiteral("gpu-video"), m_bundle)));
}

void TestBundleFetcher::concurrentFetchesDownloadOnce()
{
    Route slow;
    slow.delayFirstByteMs = 300;
    publish(QStringLiteral("gpu-video"), m_bundle, {}, slow);
    const BundleRef bundle = ref(QStringLiteral("gpu-video"), m_bundle);
    const QString state = m_state->path();
    const FetchOptions o = options();
    const auto one = [state, o, bundle] {
        BundleFetcher fetcher{SideloadCache(state), o};
        return fetcher.fetch(bundle);
    };
    QFuture<Result<FetchedBundle>> a = QtConcurrent::run(one);
    QFuture<Result<FetchedBundle>> b = QtConcurrent::run(one);
    const auto ra = a.result();
    const auto rb = b.result();
    QVERIFY2(ra && rb, qPrintable((ra ? QString() : ra.error().toString()) +
                                  (rb ? QString() : rb.error().toString())));
    QCOMPARE(m_server.requestCount(QStringLiteral("/bundles/gpu-video")), 1);
    QCOMPARE(int(ra->fromCache) + int(rb->fromCache), 1);
    QCOMPARE(ra->entry.path, rb->entry.path);

    // A second process (the CLI) takes the same lock file too: see tst_cli_sideload.
}

void TestBundleFetcher::cancelMidway()
{
    Route slow;
    slow.stallAfterBytes = m_bundle.size() / 3;
    slow.stallMs = 3000;
    publish(QStringLiteral("gpu-video"), m_bundle, {}, slow);
    std::atomic<bool> cancel{false};
    BundleFetcher fetcher(SideloadCache(m_state->path()), options());
    const auto fetched = fetcher.fetch(ref(QStringLiteral("gpu-video"), m_bundle), &cancel,
                                       [&cancel](const FetchProgress &p) {
                                           if (p.phase == FetchProgress::Phase::Downloading)
                                               cancel = true;
                                       });
    QVERIFY(!fetched);
    QCOMPARE(fetched.error().code, QStringLiteral("SIDELOAD_CANCELLED"));
    verifyNothingLeft(ref(QStringLiteral("gpu-video"), m_bundle).sha256, true);
}

void TestBundleFetcher::partialDownloadSurvivesCancelAndResumes()
{
    Route resumable;
    resumable.acceptRanges = true;
    publish(QStringLiteral("gpu-video"), m_bundle, {}, resumable);
    const BundleRef bundle = ref(QStringLiteral("gpu-video"), m_bundle);
    // What an interrupted earlier run leaves behind: the first 100 KiB.
    const SideloadCache cache(m_state->path());
    QVERIFY(cache.ensureLayout());
    QFile part(cache.partialPath(bundle.sha256));
    QVERIFY(part.open(QIODevice::WriteOnly));
    part.write(m_bundle.left(100 * 1024));
    part.close();
    BundleFetcher fetcher(cache, options());
    QVERIFY(fetcher.fetch(bundle));
    QCOMPARE(m_server.requests().last().header("range"), QByteArray("bytes=102400-"));
}

QTEST_GUILESS_MAIN(TestBundleFetcher)
#include "tst_bundlefetcher.moc"
