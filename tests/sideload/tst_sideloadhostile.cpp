// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Hostile mirrors, bundles and manifests (issue 19), one row per line of the table,
// against the loopback HTTPS server of tests/support: a drip-feed ends at the deadline, an
// endless body at the download limit, endless headers at the response-headers limit, a zstd bomb
// at the extraction cap, 0777 directories come out 0755, names with terminal escapes are printed
// escaped, bad mountPaths and plain-HTTP bundle URLs are refused, and what killed fetches leave
// is cleaned by the next fetch or by `accelctl sideload prune` (kill -9 of `accelctl sideload
// fetch`, ten times; nothing half-made is ever served).
#include "httpstestserver.h"
#include "resourcelimits.h"
#include "sideload/bundleextractor.h"
#include "sideload/bundlefetcher.h"
#include "sideload/bundlemanifest.h"
#include "testarchive.h"
#include "testca.h"
#include "testsupport.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QtTest>

#include <algorithm>

#include <sys/stat.h>

using namespace Accel;
using namespace Accel::Sideload;
using Route = Test::HttpsTestServer::Route;
using Test::TarMember;
Q_DECLARE_METATYPE(Route)

namespace {

QString sha256Of(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QByteArray randomBytes(qsizetype size, quint32 seed)
{
    QByteArray bytes(size, Qt::Uninitialized);
    QRandomGenerator rng(seed);
    rng.fillRange(reinterpret_cast<quint32 *>(bytes.data()), size / 4);
    return bytes;
}

/// A small valid bundle: a tar.gz with a library and a README.
QByteArray makeBundle(qsizetype payloadBytes = 64 * 1024)
{
    TarMember lib{"lib/libnvcodec.so", TarMember::Type::File, 0755, randomBytes(payloadBytes, 5)};
    TarMember readme{"README", TarMember::Type::File, 0644, "gpu-video\n"};
    return Test::compress(Test::buildTar({lib, readme}).bytes, Test::Compression::Gzip);
}

/// A tar.zst of one member of `zeroBytes` zeros, written as zstd RLE blocks: 4 GiB of zeros is
/// 131 KiB of archive, built in no time (the bomb), instead of compressing 4 GiB.
QByteArray zstdBomb(qint64 zeroBytes)
{
    // A ustar header by hand: libarchive's writer would zero-fill the member in memory.
    QByteArray header(512, '\0');
    const auto field = [&header](int offset, const QByteArray &value) {
        header.replace(offset, value.size(), value);
    };
    field(0, "zeros");
    field(100, "0000644");
    field(108, "0000000");
    field(116, "0000000");
    field(124, QByteArray::number(zeroBytes, 8).rightJustified(11, '0'));
    field(136, QByteArray::number(Test::FixedMtime, 8).rightJustified(11, '0'));
    field(148, "        ");
    field(156, "0");
    field(257, QByteArray("ustar\0"
                          "00",
                          8));
    uint sum = 0;
    for (const char c : std::as_const(header))
        sum += uchar(c);
    field(148, QByteArray::number(sum, 8).rightJustified(6, '0') + QByteArray("\0 ", 2));
    QByteArray out("\x28\xb5\x2f\xfd", 4); // zstd magic
    out += char(0x00);                     // no content size, no checksum, no dictionary
    out += char(0x38);                     // window 128 KiB
    const auto block = [&out](int type, quint32 size, bool last) {
        const quint32 h = (size << 3) | quint32(type << 1) | (last ? 1u : 0u);
        out += char(h & 0xff);
        out += char((h >> 8) & 0xff);
        out += char((h >> 16) & 0xff);
    };
    block(0, 512, false); // raw: the tar header
    out += header;
    qint64 zeros = zeroBytes + 1024; // the data, then the end-of-archive marker
    constexpr quint32 MaxBlock = 128 * 1024;
    while (zeros > 0) {
        const quint32 n = quint32(std::min<qint64>(zeros, MaxBlock));
        zeros -= n;
        block(1, n, zeros == 0); // RLE: one byte repeated n times
        out += char(0);
    }
    return out;
}

mode_t modeOf(const QString &path)
{
    struct stat st
    {
    };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_mode : 0;
}

/// Everything under the cache root but the entries themselves: what must not be left.
QStringList leftovers(const SideloadCache &cache)
{
    QStringList found;
    const QDir root(cache.root());
    for (const QString &name :
         root.entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot)) {
        if (name == QLatin1String(".partial")) {
            for (const QString &part : QDir(root.filePath(name)).entryList(QDir::Files))
                found << QStringLiteral(".partial/") + part;
            continue;
        }
        const QString sha = name.section(QLatin1Char('.'), 0, 0);
        if (cache.contains(sha) && (name == sha || name == sha + QStringLiteral(".json")))
            continue;
        found << name;
    }
    return found;
}

/// The id of a process that has exited (and been reaped).
qint64 deadProcessId()
{
    QProcess gone;
    gone.start(QStringLiteral("true"), {});
    if (!gone.waitForStarted())
        return 0;
    const qint64 pid = gone.processId();
    gone.waitForFinished();
    return pid;
}

/// Makes LOCKPATH a lock file as a process that died while holding it leaves it.
bool writeStaleLock(const QString &lockPath)
{
    const qint64 deadPid = deadProcessId();
    QLockFile lock(lockPath);
    if (!lock.tryLock(0))
        return false;
    QFile file(lockPath);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    QByteArray content = file.readAll();
    file.close();
    lock.unlock();
    const qsizetype nl = content.indexOf('\n');
    content = QByteArray::number(deadPid == 0 ? 999999 : deadPid) + content.mid(nl);
    return Test::writeFile(lockPath, content);
}

} // namespace

class TestSideloadHostile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void hostileMirror_data();
    void hostileMirror();
    void extractionCaps_data();
    void extractionCaps();
    void modesAreNormalised();
    void controlCharactersAreEscaped();
    void mountPaths_data();
    void mountPaths();
    void leftoversAreCleaned();
    void killedFetchesLeaveNothing();
    void pruneCommandRemovesLeftovers();
    void insecureMirrorNeedsOptIn_data();
    void insecureMirrorNeedsOptIn();

private:
    /// Serves BYTES at /bundles/b with ROUTE, and an index at /index.json listing it.
    void publish(const QByteArray &bytes, Route route, const QJsonObject &extra = {},
                 const QString &url = QStringLiteral("bundles/b"));
    FetchOptions options() const;
    BundleRef ref(const QByteArray &bytes) const;
    /// `accelctl sideload fetch` of BUNDLE from this mirror, with its manifest written into DIR
    /// (empty when the manifest could not be written).
    QStringList fetchArgs(const QTemporaryDir &dir, const QByteArray &bundle) const;
    /// The environment that points accelctl at this mirror's index.
    QProcessEnvironment mirrorEnvironment() const;

    Test::TestCa m_ca;
    Test::HttpsTestServer m_server;
    std::unique_ptr<QTemporaryDir> m_state;
    QByteArray m_bundle;
};

void TestSideloadHostile::initTestCase()
{
    QVERIFY2(m_ca.create(), qPrintable(m_ca.errorString()));
    QString error;
    QVERIFY2(m_server.start(m_ca.serverCertificate(), m_ca.serverKey(), &error), qPrintable(error));
    m_bundle = makeBundle();
    QVERIFY(!m_bundle.isEmpty());
}

QStringList TestSideloadHostile::fetchArgs(const QTemporaryDir &dir, const QByteArray &bundle) const
{
    const QString manifest = dir.filePath(QStringLiteral("manifest.json"));
    const QJsonObject entry{{QStringLiteral("name"), QStringLiteral("gpu-video")},
                            {QStringLiteral("sha256"), sha256Of(bundle)}};
    if (!Test::writeFile(
            manifest,
            QJsonDocument(QJsonObject{{QStringLiteral("bundles"), QJsonArray{entry}}}).toJson()))
        return {};
    return {QStringLiteral("sideload"),
            QStringLiteral("fetch"),
            QStringLiteral("--sideload-manifest"),
            manifest,
            QStringLiteral("--state-dir"),
            m_state->path(),
            QStringLiteral("--ca-file"),
            m_ca.caCertificatePath()};
}

QProcessEnvironment TestSideloadHostile::mirrorEnvironment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("NORSK_CTL_SIDELOAD_INDEX_URL"),
               m_server.url(QStringLiteral("/index.json")).toString());
    return env;
}

void TestSideloadHostile::init()
{
    m_state = std::make_unique<QTemporaryDir>();
    m_server.clearRoutes();
    m_server.clearRequests();
}

void TestSideloadHostile::cleanup()
{
    for (const Limits::Limit &limit : Limits::all())
        Limits::setValue(limit, 0);
    m_state.reset();
}

BundleRef TestSideloadHostile::ref(const QByteArray &bytes) const
{
    return BundleRef{QStringLiteral("gpu-video"), QStringLiteral("1.0.0"), sha256Of(bytes),
                     QStringLiteral("/opt/norsk"), QStringLiteral("test")};
}

void TestSideloadHostile::publish(const QByteArray &bytes, Route route, const QJsonObject &extra,
                                  const QString &url)
{
    if (route.body.isEmpty() && !route.endlessBody)
        route.body = bytes;
    m_server.setRoute(QStringLiteral("/bundles/b"), route);
    QJsonObject entry{{QStringLiteral("name"), QStringLiteral("gpu-video")},
                      {QStringLiteral("version"), QStringLiteral("1.0.0")},
                      {QStringLiteral("sha256"), sha256Of(bytes)},
                      {QStringLiteral("size"), qint64(bytes.size())},
                      {QStringLiteral("url"), url}};
    for (auto it = extra.begin(); it != extra.end(); ++it) {
        if (it.value().isNull())
            entry.remove(it.key());
        else
            entry.insert(it.key(), it.value());
    }
    Route index;
    index.body =
        QJsonDocument(QJsonObject{{QStringLiteral("bundles"), QJsonArray{entry}}}).toJson();
    m_server.setRoute(QStringLiteral("/index.json"), index);
}

FetchOptions TestSideloadHostile::options() const
{
    FetchOptions o;
    o.indexUrl = m_server.url(QStringLiteral("/index.json"));
    o.caFile = m_ca.caCertificatePath();
    o.idleTimeoutMs = 5000;
    return o;
}

// --- the mirror -----------------------------------------------------------------------------

void TestSideloadHostile::hostileMirror_data()
{
    QTest::addColumn<Route>("route");
    QTest::addColumn<QJsonObject>("indexExtra"); // fields set on (null: removed from) the entry
    QTest::addColumn<QString>("bundleUrl");
    QTest::addColumn<bool>("hostileIndex"); // the route serves the index, not the bundle
    QTest::addColumn<int>("deadlineMs");
    QTest::addColumn<qint64>("lowSpeed");
    QTest::addColumn<qint64>("downloadLimit");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("inMessage");
    QTest::addColumn<int>("maxMs");

    Route drip;
    drip.dripIntervalMs = 1000; // the 1 byte/s: bytes keep arriving, no idle timeout
    QTest::addRow("a mirror sending 1 byte per second ends at the deadline")
        << drip << QJsonObject() << QStringLiteral("bundles/b") << false << 2000 << qint64(0)
        << qint64(0) << QStringLiteral("SIDELOAD_TIMEOUT")
        << QStringList{QStringLiteral("deadline of 2 s"), QStringLiteral("/bundles/b")} << 5000;
    QTest::addRow("a mirror sending 1 byte per second ends at the low-speed limit")
        << drip << QJsonObject() << QStringLiteral("bundles/b") << false << 60000 << qint64(1024)
        << qint64(0) << QStringLiteral("SIDELOAD_TIMEOUT")
        << QStringList{QStringLiteral("slower than the 1024 bytes/s")} << 5000;

    Route endless;
    endless.endlessBody = true;
    QTest::addRow("an entry without size and an endless body")
        << endless << QJsonObject{{QStringLiteral("size"), QJsonValue::Null}}
        << QStringLiteral("bundles/b") << false << 60000 << qint64(0) << qint64(8 << 20)
        << QStringLiteral("LIMIT_EXCEEDED")
        << QStringList{QStringLiteral("download limit of 8 MiB"),
                       QStringLiteral("declares no size"), QStringLiteral("/bundles/b")}
        << 10000;
    QTest::addRow("an entry with a size and an endless body")
        << endless << QJsonObject() << QStringLiteral("bundles/b") << false << 60000 << qint64(0)
        << qint64(0) << QStringLiteral("SIDELOAD_SIZE_MISMATCH")
        << QStringList{QStringLiteral("the index says")} << 10000;

    Route headers;
    headers.endlessHeaders = true;
    QTest::addRow("endless response headers from the mirror")
        << headers << QJsonObject() << QStringLiteral("bundles/b") << false << 60000 << qint64(0)
        << qint64(0) << QStringLiteral("LIMIT_EXCEEDED")
        << QStringList{QStringLiteral("response headers of"), QStringLiteral("/bundles/b"),
                       QStringLiteral("1 MiB")}
        << 10000;
    QTest::addRow("endless response headers on the index")
        << headers << QJsonObject() << QStringLiteral("bundles/b") << true << 60000 << qint64(0)
        << qint64(0) << QStringLiteral("LIMIT_EXCEEDED")
        << QStringList{QStringLiteral("response headers of"), QStringLiteral("/index.json")}
        << 10000;
    Route endlessIndex;
    endlessIndex.endlessBody = true;
    QTest::addRow("an endless index")
        << endlessIndex << QJsonObject() << QStringLiteral("bundles/b") << true << 60000
        << qint64(0) << qint64(0) << QStringLiteral("LIMIT_EXCEEDED")
        << QStringList{QStringLiteral("sideload-index"), QStringLiteral("/index.json")} << 10000;

    QTest::addRow("an absolute http:// bundle URL in an HTTPS index")
        << Route() << QJsonObject() << QStringLiteral("http://127.0.0.1:9/bundles/b") << false
        << 60000 << qint64(0) << qint64(0) << QStringLiteral("SIDELOAD_INSECURE")
        << QStringList{QStringLiteral("http://127.0.0.1:9/bundles/b")} << 5000;
    Route downgrade;
    downgrade.redirectTo = QStringLiteral("http://127.0.0.1:9/bundles/b");
    QTest::addRow("a redirect from HTTPS to plain HTTP")
        << downgrade << QJsonObject() << QStringLiteral("bundles/b") << false << 60000 << qint64(0)
        << qint64(0) << QStringLiteral("SIDELOAD_REDIRECTS")
        << QStringList{QStringLiteral("plain HTTP")} << 5000;
    QTest::addRow("a negative size in the index")
        << Route() << QJsonObject{{QStringLiteral("size"), -5}} << QStringLiteral("bundles/b")
        << false << 60000 << qint64(0) << qint64(0) << QStringLiteral("SIDELOAD_INDEX")
        << QStringList{QStringLiteral("\"size\"")} << 5000;
    QTest::addRow("an unpackedSize that is not a number")
        << Route() << QJsonObject{{QStringLiteral("unpackedSize"), QStringLiteral("big")}}
        << QStringLiteral("bundles/b") << false << 60000 << qint64(0) << qint64(0)
        << QStringLiteral("SIDELOAD_INDEX") << QStringList{QStringLiteral("\"unpackedSize\"")}
        << 5000;
}

void TestSideloadHostile::hostileMirror()
{
    QFETCH(Route, route);
    QFETCH(QJsonObject, indexExtra);
    QFETCH(QString, bundleUrl);
    QFETCH(bool, hostileIndex);
    QFETCH(int, deadlineMs);
    QFETCH(qint64, lowSpeed);
    QFETCH(qint64, downloadLimit);
    QFETCH(QString, code);
    QFETCH(QStringList, inMessage);
    QFETCH(int, maxMs);

    Limits::setValue(Limits::DownloadBytes, downloadLimit);
    publish(m_bundle, hostileIndex ? Route() : route, indexExtra, bundleUrl);
    if (hostileIndex)
        m_server.setRoute(QStringLiteral("/index.json"), route);
    FetchOptions o = options();
    o.deadlineMs = deadlineMs;
    o.lowSpeedBytesPerSecond = lowSpeed;
    o.lowSpeedWindowMs = 1500;
    const SideloadCache cache(m_state->path());
    BundleFetcher fetcher(cache, o);
    QElapsedTimer timer;
    timer.start();
    const auto fetched = fetcher.fetch(ref(m_bundle));
    const qint64 elapsed = timer.elapsed();
    QVERIFY(!fetched);
    QVERIFY2(fetched.error().code == code, qPrintable(fetched.error().toString()));
    for (const QString &part : std::as_const(inMessage))
        QVERIFY2(fetched.error().message.contains(part), qPrintable(fetched.error().message));
    QVERIFY(!fetched.error().hint.isEmpty());
    QVERIFY2(elapsed < maxMs, qPrintable(QString::number(elapsed)));
    QVERIFY(!cache.contains(ref(m_bundle).sha256));
    // Nothing is kept but a partial download worth resuming (one within its declared size).
    QStringList left = leftovers(cache);
    left.removeAll(QStringLiteral(".partial/") + ref(m_bundle).sha256);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
    if (code == QLatin1String("LIMIT_EXCEEDED") || code == QLatin1String("SIDELOAD_SIZE_MISMATCH"))
        QVERIFY(!QFileInfo::exists(cache.partialPath(ref(m_bundle).sha256)));
}

// --- extraction -----------------------------------------------------------------------------

void TestSideloadHostile::extractionCaps_data()
{
    QTest::addColumn<QByteArray>("archive");
    QTest::addColumn<QJsonObject>("indexExtra");
    QTest::addColumn<QString>("code"); // empty: it is extracted
    QTest::addColumn<QStringList>("inMessage");

    const QByteArray bomb = zstdBomb(4LL << 30);
    QTest::addRow("a 131 KiB tar.zst expanding to 4 GiB")
        << bomb << QJsonObject() << QStringLiteral("SIDELOAD_ARCHIVE_TOO_LARGE")
        << QStringList{QStringLiteral("\"zeros\""), QStringLiteral("4294967296 bytes"),
                       QStringLiteral("extraction-ratio")};
    QTest::addRow("the same bomb with an honest unpackedSize is still capped by it")
        << bomb << QJsonObject{{QStringLiteral("unpackedSize"), 1 << 20}}
        << QStringLiteral("SIDELOAD_ARCHIVE_TOO_LARGE")
        << QStringList{QStringLiteral("unpackedSize of 1048576 bytes")};
    const QByteArray bundle = makeBundle(256 * 1024);
    QTest::addRow("a tree larger than its unpackedSize")
        << bundle << QJsonObject{{QStringLiteral("unpackedSize"), 100 * 1024}}
        << QStringLiteral("SIDELOAD_ARCHIVE_TOO_LARGE")
        << QStringList{QStringLiteral("unpackedSize of 102400 bytes")};
    QTest::addRow("a tree exactly its unpackedSize")
        << bundle << QJsonObject{{QStringLiteral("unpackedSize"), 256 * 1024 + 10}} << QString()
        << QStringList();
}

void TestSideloadHostile::extractionCaps()
{
    QFETCH(QByteArray, archive);
    QFETCH(QJsonObject, indexExtra);
    QFETCH(QString, code);
    QFETCH(QStringList, inMessage);

    if (QTest::currentDataTag() == QByteArray("a 131 KiB tar.zst expanding to 4 GiB"))
        QVERIFY2(archive.size() < 132 * 1024, qPrintable(QString::number(archive.size())));
    publish(archive, Route(), indexExtra);
    const SideloadCache cache(m_state->path());
    BundleFetcher fetcher(cache, options());
    QElapsedTimer timer;
    timer.start();
    const auto fetched = fetcher.fetch(ref(archive));
    if (code.isEmpty()) {
        QVERIFY2(fetched, qPrintable(fetched ? QString() : fetched.error().toString()));
        QCOMPARE(fetched->entry.treeBytes, qint64(256 * 1024 + 10));
        return;
    }
    QVERIFY(!fetched);
    QVERIFY2(fetched.error().code == code, qPrintable(fetched.error().toString()));
    for (const QString &part : std::as_const(inMessage))
        QVERIFY2(fetched.error().message.contains(part), qPrintable(fetched.error().message));
    QVERIFY(!fetched.error().hint.isEmpty());
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(leftovers(cache), QStringList());
}

void TestSideloadHostile::modesAreNormalised()
{
    using Type = TarMember::Type;
    const QByteArray archive =
        Test::compress(Test::buildTar({{"share/", Type::Directory, 0777},
                                       {"share/open/", Type::Directory, 0777},
                                       {"share/open/data", Type::File, 0666, "d"},
                                       {"bin/tool", Type::File, 04777, "t"},
                                       {"sticky/", Type::Directory, 01777}})
                           .bytes,
                       Test::Compression::Gzip);
    publish(archive, Route());
    BundleFetcher fetcher(SideloadCache(m_state->path()), options());
    const auto fetched = fetcher.fetch(ref(archive));
    QVERIFY2(fetched, qPrintable(fetched ? QString() : fetched.error().toString()));
    const QString root = fetched->entry.path;
    const struct
    {
        const char *path;
        mode_t mode;
    } expected[] = {
        {"share", S_IFDIR | 0755},           {"share/open", S_IFDIR | 0755},
        {"share/open/data", S_IFREG | 0644}, {"bin/tool", S_IFREG | 0755},
        {"sticky", S_IFDIR | 0755},
    };
    for (const auto &e : expected) {
        const mode_t mode = modeOf(root + QLatin1Char('/') + QLatin1String(e.path));
        QVERIFY2(mode == e.mode, qPrintable(QStringLiteral("%1: 0%2, expected 0%3")
                                                .arg(QLatin1String(e.path))
                                                .arg(mode, 0, 8)
                                                .arg(e.mode, 0, 8)));
    }
}

void TestSideloadHostile::controlCharactersAreEscaped()
{
    using Type = TarMember::Type;
    // A refused member whose name would retitle the terminal and clear the screen.
    const QByteArray evil = "../\x1b]0;pwned\x07\x1b[2Jname";
    const QByteArray archive = Test::compress(Test::buildTar({{evil, Type::File, 0644, "x"}}).bytes,
                                              Test::Compression::Gzip);
    publish(archive, Route());
    BundleFetcher fetcher(SideloadCache(m_state->path()), options());
    const auto fetched = fetcher.fetch(ref(archive));
    QVERIFY(!fetched);
    QCOMPARE(fetched.error().code, QStringLiteral("SIDELOAD_ARCHIVE_UNSAFE"));
    QVERIFY2(fetched.error().message.contains(QStringLiteral("../\\e]0;pwned\\x07\\e[2Jname")),
             qPrintable(fetched.error().message));
    QVERIFY(!fetched.error().message.contains(QChar(0x1b)));
    QVERIFY(!fetched.error().message.contains(QChar(0x07)));

    // A symlink target and a server's reason phrase are names from outside too.
    const QByteArray link =
        Test::compress(Test::buildTar({{"l", Type::Symlink, 0777, {}, "/etc/\x1b[31mred"}}).bytes,
                       Test::Compression::Gzip);
    publish(link, Route());
    BundleFetcher again(SideloadCache(m_state->path()), options());
    const auto refused = again.fetch(ref(link));
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(QStringLiteral("/etc/\\e[31mred")),
             qPrintable(refused.error().message));
    QVERIFY(!refused.error().message.contains(QChar(0x1b)));
}

// --- manifests ------------------------------------------------------------------------------

void TestSideloadHostile::mountPaths_data()
{
    QTest::addColumn<QStringList>("mountPaths");
    QTest::addColumn<QString>("inMessage"); // empty: accepted

    QTest::addRow("/opt/norsk") << QStringList{QStringLiteral("/opt/norsk")} << QString();
    QTest::addRow("two of their own")
        << QStringList{QStringLiteral("/opt/norsk"), QStringLiteral("/opt/inference")} << QString();
    QTest::addRow("/") << QStringList{QStringLiteral("/")} << QStringLiteral("whole file system");
    QTest::addRow("/dev") << QStringList{QStringLiteral("/dev")} << QStringLiteral("under /dev");
    QTest::addRow("/proc/self") << QStringList{QStringLiteral("/proc/self")}
                                << QStringLiteral("under /proc");
    QTest::addRow("/sys/fs") << QStringList{QStringLiteral("/sys/fs")}
                             << QStringLiteral("under /sys");
    QTest::addRow("relative") << QStringList{QStringLiteral("opt/norsk")}
                              << QStringLiteral("absolute");
    QTest::addRow("not normalised")
        << QStringList{QStringLiteral("/opt/../dev")} << QStringLiteral("not normalised");
    QTest::addRow("trailing slash")
        << QStringList{QStringLiteral("/opt/norsk/")} << QStringLiteral("not normalised");
    QTest::addRow("double slash") << QStringList{QStringLiteral("//opt/norsk")}
                                  << QStringLiteral("not normalised");
    QTest::addRow("a control character")
        << QStringList{QStringLiteral("/opt/\x1b[2Jx")} << QStringLiteral("control character");
    QTest::addRow("a second /opt/norsk")
        << QStringList{QStringLiteral("/opt/norsk"), QStringLiteral("/opt/norsk")}
        << QStringLiteral("both mounted");
    QTest::addRow("one inside another")
        << QStringList{QStringLiteral("/opt/norsk"), QStringLiteral("/opt/norsk/lib")}
        << QStringLiteral("both mounted");
}

void TestSideloadHostile::mountPaths()
{
    QFETCH(QStringList, mountPaths);
    QFETCH(QString, inMessage);
    QJsonArray bundles;
    for (int i = 0; i < mountPaths.size(); ++i) {
        bundles.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("b%1").arg(i)},
                                   {QStringLiteral("sha256"), QString(64, QLatin1Char('a' + i))},
                                   {QStringLiteral("mountPath"), mountPaths.at(i)}});
    }
    const auto refs = BundleManifest::parse(
        QJsonDocument(QJsonObject{{QStringLiteral("bundles"), bundles}}).toJson(),
        QStringLiteral("manifest.json"));
    if (inMessage.isEmpty()) {
        QVERIFY2(refs, qPrintable(refs ? QString() : refs.error().toString()));
        QCOMPARE(refs->size(), mountPaths.size());
        return;
    }
    QVERIFY(!refs);
    QCOMPARE(refs.error().code, QStringLiteral("SIDELOAD_MANIFEST"));
    QVERIFY2(refs.error().message.contains(inMessage), qPrintable(refs.error().message));
    QVERIFY(refs.error().message.contains(QStringLiteral("manifest.json")));
    QVERIFY(!refs.error().message.contains(QChar(0x1b)));
    QVERIFY(!refs.error().hint.isEmpty());
}

// --- left-overs -----------------------------------------------------------------------------

void TestSideloadHostile::leftoversAreCleaned()
{
    const SideloadCache cache(m_state->path());
    QVERIFY(cache.ensureLayout());
    const QString other = QString(64, QLatin1Char('b'));
    const QString young = QString(64, QLatin1Char('c'));
    const QString held = QString(64, QLatin1Char('d'));
    const qint64 deadPid = deadProcessId();
    QVERIFY(deadPid > 0);
    // A dead fetch's temporary tree, a prune's half-deleted one, a stale lock, an old and a
    // young partial download nobody fetches, and a live fetch's lock and partial.
    const QString deadTemp =
        cache.root() + QStringLiteral("/.tmp-%1-%2-0").arg(other.left(16)).arg(deadPid);
    QVERIFY(QDir().mkpath(deadTemp + QStringLiteral("/lib")));
    QVERIFY(QDir().mkpath(cache.root() + QStringLiteral("/.tmp-prune-") + other));
    QVERIFY(writeStaleLock(cache.lockPath(other)));
    QVERIFY(Test::writeFile(cache.partialPath(other), "old"));
    QFile old(cache.partialPath(other));
    QVERIFY(old.open(QIODevice::ReadWrite));
    QVERIFY(old.setFileTime(QDateTime::currentDateTimeUtc().addDays(-2),
                            QFileDevice::FileModificationTime));
    old.close();
    QVERIFY(Test::writeFile(cache.partialPath(young), "young"));
    QLockFile live(cache.lockPath(held));
    QVERIFY(live.tryLock(0));
    QVERIFY(Test::writeFile(cache.partialPath(held), "being fetched"));
    const QString liveTemp =
        cache.root() +
        QStringLiteral("/.tmp-%1-%2-0").arg(held.left(16)).arg(QCoreApplication::applicationPid());
    QVERIFY(QDir().mkpath(liveTemp));

    // The next fetch removes what dead fetches left, keeps a young partial to resume, and
    // never touches what a live fetch holds.
    publish(m_bundle, Route());
    BundleFetcher fetcher(cache, options());
    QVERIFY(fetcher.fetch(ref(m_bundle)));
    QStringList expected{QStringLiteral(".partial/") + young, QStringLiteral(".partial/") + held,
                         held + QStringLiteral(".lock"), QFileInfo(liveTemp).fileName()};
    QStringList left = leftovers(cache);
    std::sort(left.begin(), left.end());
    std::sort(expected.begin(), expected.end());
    QVERIFY2(left == expected, qPrintable(left.join(QLatin1Char(' '))));

    // prune also removes the young partial; the live fetch keeps its own.
    QVERIFY(cache.prune(5));
    expected.removeAll(QStringLiteral(".partial/") + young);
    left = leftovers(cache);
    std::sort(left.begin(), left.end());
    QCOMPARE(left, expected);
    live.unlock();
    QDir(liveTemp).removeRecursively();
    QVERIFY(cache.prune(0));
    QCOMPARE(leftovers(cache), QStringList());
    QVERIFY(cache.entries().value().isEmpty());
}

void TestSideloadHostile::killedFetchesLeaveNothing()
{
    const QString accelctl = Test::binDir() + QStringLiteral("/accelctl");
    // The build makes accelctl before this test (add_dependencies): a missing one is a failure.
    QVERIFY2(QFileInfo(accelctl).isExecutable(), qPrintable(accelctl));
    // Big enough, and slow enough, that a kill lands in the download or the extraction.
    const QByteArray bundle = makeBundle(2 << 20);
    Route slow;
    slow.acceptRanges = true;
    slow.dripIntervalMs = 20;
    slow.dripBytes = 64 * 1024;
    slow.body = bundle;
    publish(bundle, slow);
    QTemporaryDir dir;
    const QStringList args = fetchArgs(dir, bundle);
    QVERIFY(!args.isEmpty());
    const QProcessEnvironment env = mirrorEnvironment();
    QRandomGenerator rng(19);
    QStringList leftBehind;
    for (int i = 0; i < 10; ++i) {
        // Every other run may resume what the last one left; the others start over.
        slow.acceptRanges = i % 2 == 0;
        m_server.setRoute(QStringLiteral("/bundles/b"), slow);
        QProcess fetch;
        fetch.setProcessEnvironment(env);
        fetch.start(accelctl, args);
        QVERIFY(fetch.waitForStarted());
        QTest::qWait(30 + int(rng.bounded(500)));
        if (fetch.state() == QProcess::Running) {
            fetch.kill(); // SIGKILL, as kill -9
            QVERIFY(fetch.waitForFinished());
        }
        if (fetch.exitStatus() == QProcess::NormalExit)
            qInfo() << "run" << i << "ended before the kill:" << fetch.exitCode()
                    << fetch.readAllStandardError();
        // Each killed run may leave a tree, a lock or a partial; a later one may even finish.
        const SideloadCache cache(m_state->path());
        leftBehind << leftovers(cache);
        if (cache.contains(sha256Of(bundle))) {
            // What the cache serves is never a killed run's half: the whole tree or nothing.
            const QString entry = cache.entryPath(sha256Of(bundle));
            QCOMPARE(QFileInfo(entry + QStringLiteral("/lib/libnvcodec.so")).size(),
                     qint64(2 << 20));
            QVERIFY(QFileInfo::exists(entry + QStringLiteral("/README")));
            QDir(cache.entryPath(sha256Of(bundle))).removeRecursively();
            QFile::remove(cache.entryPath(sha256Of(bundle)) + QStringLiteral(".json"));
        }
    }
    leftBehind.removeDuplicates();
    qInfo() << "the killed fetches left" << leftBehind;
    QVERIFY2(!leftBehind.isEmpty(), "no kill landed while a fetch was running");
    QProcess fetch;
    fetch.setProcessEnvironment(env);
    fetch.start(accelctl, args);
    QVERIFY(fetch.waitForFinished(60000));
    QVERIFY2(fetch.exitCode() == 0, fetch.readAllStandardError().constData());
    const SideloadCache cache(m_state->path());
    QVERIFY(cache.contains(sha256Of(bundle)));
    QCOMPARE(leftovers(cache), QStringList());
}

// The row: an index entry without `size` and an endless body filled `.partial/` and left
// the file and the `.lock` behind, and `accelctl sideload prune --keep 0` kept them. Here the
// fetch is killed (kill -9) while it downloads, a dead fetch's `.tmp-*` tree lies beside it, and
// the command must remove all of it.
void TestSideloadHostile::pruneCommandRemovesLeftovers()
{
    const QString accelctl = Test::binDir() + QStringLiteral("/accelctl");
    // The build makes accelctl before this test (add_dependencies): a missing one is a failure.
    QVERIFY2(QFileInfo(accelctl).isExecutable(), qPrintable(accelctl));
    Route endless;
    endless.endlessBody = true;
    endless.dripIntervalMs = 20;
    endless.dripBytes = 16 * 1024;
    publish(m_bundle, endless, QJsonObject{{QStringLiteral("size"), QJsonValue::Null}});
    QTemporaryDir dir;
    const QStringList args = fetchArgs(dir, m_bundle);
    QVERIFY(!args.isEmpty());
    const SideloadCache cache(m_state->path());
    const QString partial = cache.partialPath(sha256Of(m_bundle));
    QProcess fetch;
    fetch.setProcessEnvironment(mirrorEnvironment());
    fetch.start(accelctl, args);
    QVERIFY(fetch.waitForStarted());
    QVERIFY2(QTest::qWaitFor([&] { return QFileInfo(partial).size() > 64 * 1024; }, 8000),
             "the endless download never reached .partial/");
    fetch.kill(); // SIGKILL, as kill -9
    QVERIFY(fetch.waitForFinished());
    const QString deadTemp =
        cache.root() +
        QStringLiteral("/.tmp-%1-%2-0").arg(sha256Of(m_bundle).left(16)).arg(deadProcessId());
    QVERIFY(QDir().mkpath(deadTemp + QStringLiteral("/lib")));
    QStringList left = leftovers(cache);
    QVERIFY2(left.contains(QStringLiteral(".partial/") + sha256Of(m_bundle)),
             qPrintable(left.join(QLatin1Char(' '))));
    QVERIFY2(left.contains(sha256Of(m_bundle) + QStringLiteral(".lock")),
             qPrintable(left.join(QLatin1Char(' '))));
    QVERIFY2(left.contains(QFileInfo(deadTemp).fileName()),
             qPrintable(left.join(QLatin1Char(' '))));

    QProcess prune;
    prune.start(accelctl,
                {QStringLiteral("sideload"), QStringLiteral("prune"), QStringLiteral("--keep"),
                 QStringLiteral("0"), QStringLiteral("--state-dir"), m_state->path()});
    QVERIFY(prune.waitForFinished(20000));
    QVERIFY2(prune.exitCode() == 0, prune.readAllStandardError().constData());
    left = leftovers(cache);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
    QVERIFY(cache.entries().value().isEmpty());
}

void TestSideloadHostile::insecureMirrorNeedsOptIn_data()
{
    QTest::addColumn<bool>("optIn");
    QTest::addColumn<QString>("code");
    QTest::addRow("refused without --allow-insecure-mirror")
        << false << QStringLiteral("SIDELOAD_INSECURE");
    // Nothing listens on port 9: the request is made, and fails to connect.
    QTest::addRow("tried, with a warning, with it") << true << QStringLiteral("SIDELOAD_NETWORK");
}

void TestSideloadHostile::insecureMirrorNeedsOptIn()
{
    QFETCH(bool, optIn);
    QFETCH(QString, code);
    const QString accelctl = Test::binDir() + QStringLiteral("/accelctl");
    // The build makes accelctl before this test (add_dependencies): a missing one is a failure.
    QVERIFY2(QFileInfo(accelctl).isExecutable(), qPrintable(accelctl));
    QTemporaryDir dir;
    const QString manifest = dir.filePath(QStringLiteral("manifest.json"));
    QVERIFY(Test::writeFile(manifest, "{\"bundles\": [{\"name\": \"gpu-video\", \"sha256\": \"" +
                                          QByteArray(64, 'e') + "\"}]}"));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("NORSK_CTL_SIDELOAD_INDEX_URL"),
               QStringLiteral("http://127.0.0.1:9/index.json"));
    QStringList args{QStringLiteral("sideload"),
                     QStringLiteral("fetch"),
                     QStringLiteral("--sideload-manifest"),
                     manifest,
                     QStringLiteral("--state-dir"),
                     m_state->path()};
    if (optIn)
        args << QStringLiteral("--allow-insecure-mirror");
    QProcess cli;
    cli.setProcessEnvironment(env);
    cli.start(accelctl, args);
    QVERIFY(cli.waitForFinished(30000));
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QCOMPARE(cli.exitCode(), 1);
    QVERIFY2(err.contains(code + QStringLiteral(": ")), qPrintable(err));
    QCOMPARE(err.contains(QStringLiteral("warning: --allow-insecure-mirror")), optIn);
    QVERIFY2(err.contains(QStringLiteral("http://127.0.0.1:9/index.json")), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestSideloadHostile)
#include "tst_sideloadhostile.moc"
