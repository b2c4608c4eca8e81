// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// What the sideload code trusts, and what it does not (issue 32; tests/README.md "Security"):
//  - the cache is a state directory (core/statedir.h): a `.partial` download that is a link is
//    never written through, a cached entry that is a link to a directory is never served, prune
//    never follows a link (at the top of the cache, in `.partial/`, inside an entry it removes),
//    a cache another user can write is refused, and so is one that belongs to another user (run
//    as `nobody` through setpriv when the test is root);
//  - URLs: https only, for the index, the bundles and every redirect; http only with
//    --allow-insecure-mirror; file:, ftp:, data:, gopher: and the rest never, by one rule;
//  - expansion: a small archive of 200,000 members ends at the extracted-entries limit, an xz
//    stream that declares a 3 GiB dictionary and a zstd frame that declares a 1 GiB window end
//    at the decompressor-memory limit (LIMIT_EXCEEDED naming it), never in "check free space".
#include "basecodes.h"
#include "httpstestserver.h"
#include "resourcelimits.h"
#include "sideload/bundleextractor.h"
#include "sideload/bundlefetcher.h"
#include "sideload/httpfetch.h"
#include "testarchive.h"
#include "testca.h"
#include "testsupport.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

#include <lzma.h>

#include <sys/stat.h>
#include <unistd.h>

using namespace Accel;
using namespace Accel::Sideload;
using Route = Test::HttpsTestServer::Route;
using Test::TarMember;

namespace {

QString sha256Of(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

QByteArray makeBundle()
{
    const TarMember lib{"lib/libnvcodec.so", TarMember::Type::File, 0755, QByteArray(4096, 'L')};
    const TarMember readme{"README", TarMember::Type::File, 0644, "gpu-video\n"};
    return Test::compress(Test::buildTar({lib, readme}).bytes, Test::Compression::Gzip);
}

/// XZ (one stream, one block) with its LZMA2 dictionary-size byte set to PROPS (39: 3 GiB) and
/// the block header's CRC32 made right again: the stream is valid, its declaration hostile.
QByteArray withXzDictionary(QByteArray xz, uchar props)
{
    if (xz.size() < 32)
        return {};
    const int headerSize = (uchar(xz.at(12)) + 1) * 4;
    const uchar flags = uchar(xz.at(13));
    int pos = 14;
    const auto skipVarint = [&] {
        while (pos < xz.size() && (uchar(xz.at(pos++)) & 0x80)) {
        }
    };
    if (flags & 0x40)
        skipVarint(); // compressed size
    if (flags & 0x80)
        skipVarint(); // uncompressed size
    if (uchar(xz.at(pos)) != 0x21 || uchar(xz.at(pos + 1)) != 1)
        return {}; // not LZMA2 with one property byte
    xz[pos + 2] = char(props);
    const uint32_t crc = lzma_crc32(reinterpret_cast<const uint8_t *>(xz.constData()) + 12,
                                    size_t(headerSize - 4), 0);
    for (int i = 0; i < 4; ++i)
        xz[12 + headerSize - 4 + i] = char((crc >> (8 * i)) & 0xff);
    return xz;
}

/// A zstd frame declaring a window of 2^LOG bytes, holding TAR as one raw block.
QByteArray zstdWithWindow(const QByteArray &tar, int log)
{
    QByteArray out("\x28\xb5\x2f\xfd", 4);
    out += char(0x00);            // no content size, no checksum, no dictionary
    out += char((log - 10) << 3); // Window_Descriptor: exponent, mantissa 0
    const quint32 h = (quint32(tar.size()) << 3) | 1u; // raw block, last
    out += char(h & 0xff);
    out += char((h >> 8) & 0xff);
    out += char((h >> 16) & 0xff);
    return out + tar;
}

struct CliResult
{
    int exitCode = -1;
    QString err;
    QString out;
};

CliResult runAccelctl(const QStringList &args, const QStringList &wrapper = {},
                      const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    const QString accelctl = Test::binDir() + QStringLiteral("/accelctl");
    QProcess cli;
    cli.setProcessEnvironment(env);
    if (wrapper.isEmpty())
        cli.start(accelctl, args);
    else
        cli.start(wrapper.first(), wrapper.mid(1) + QStringList{accelctl} + args);
    CliResult result;
    if (!cli.waitForFinished(60000))
        return result;
    result.exitCode = cli.exitCode();
    result.err = QString::fromUtf8(cli.readAllStandardError());
    result.out = QString::fromUtf8(cli.readAllStandardOutput());
    return result;
}

} // namespace

class TestSideloadTrust : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    // The state directory.
    void partialThatIsALinkIsNeverWritten();
    void cachedLinkToADirectoryIsNeverServed();
    void pruneNeverFollowsLinks();
    void cacheOthersCanWriteIsRefused_data();
    void cacheOthersCanWriteIsRefused();
    void secondUser();

    // URLs.
    void schemeRule_data();
    void schemeRule();
    void indexUrlSchemes_data();
    void indexUrlSchemes();
    void bundleUrlSchemes_data();
    void bundleUrlSchemes();
    void redirectSchemes_data();
    void redirectSchemes();

    // Expansion.
    void manyMembersEndAtTheEntriesLimit();
    void decompressorMemory_data();
    void decompressorMemory();

private:
    void publish(const QByteArray &bytes, const QString &url = QStringLiteral("bundles/b"),
                 const Route &route = Route());
    FetchOptions options() const;
    BundleRef ref(const QByteArray &bytes) const;
    QStringList fetchArgs(const QString &manifestDir, const QString &stateDir) const;
    QProcessEnvironment mirrorEnvironment() const;

    Test::TestCa m_ca;
    Test::HttpsTestServer m_server;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_state;
    QString m_outside;
    QByteArray m_bundle;
};

void TestSideloadTrust::initTestCase()
{
    QVERIFY2(m_ca.create(), qPrintable(m_ca.errorString()));
    QString error;
    QVERIFY2(m_server.start(m_ca.serverCertificate(), m_ca.serverKey(), &error), qPrintable(error));
    m_bundle = makeBundle();
    QVERIFY(!m_bundle.isEmpty());
    // The build makes accelctl before this test (add_dependencies): a missing one is a failure.
    QVERIFY(QFileInfo(Test::binDir() + QStringLiteral("/accelctl")).isExecutable());
}

void TestSideloadTrust::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_state = m_dir->filePath(QStringLiteral("state"));
    m_outside = m_dir->filePath(QStringLiteral("outside"));
    QVERIFY(QDir().mkpath(m_outside + QStringLiteral("/libs")));
    QVERIFY(Test::writeFile(m_outside + QStringLiteral("/victim"), "keep me"));
    QVERIFY(Test::writeFile(m_outside + QStringLiteral("/libs/libcuda.so"), "keep me too"));
    m_server.clearRoutes();
    m_server.clearRequests();
}

void TestSideloadTrust::cleanup()
{
    for (const Limits::Limit &limit : Limits::all())
        Limits::setValue(limit, 0);
    m_dir.reset();
}

void TestSideloadTrust::publish(const QByteArray &bytes, const QString &url, const Route &route)
{
    Route bundle = route;
    if (bundle.body.isEmpty() && bundle.redirectTo.isEmpty())
        bundle.body = bytes;
    m_server.setRoute(QStringLiteral("/bundles/b"), bundle);
    const QJsonObject entry{{QStringLiteral("name"), QStringLiteral("gpu-video")},
                            {QStringLiteral("version"), QStringLiteral("1.0.0")},
                            {QStringLiteral("sha256"), sha256Of(bytes)},
                            {QStringLiteral("size"), qint64(bytes.size())},
                            {QStringLiteral("url"), url}};
    Route index;
    index.body =
        QJsonDocument(QJsonObject{{QStringLiteral("bundles"), QJsonArray{entry}}}).toJson();
    m_server.setRoute(QStringLiteral("/index.json"), index);
}

FetchOptions TestSideloadTrust::options() const
{
    FetchOptions o;
    o.indexUrl = m_server.url(QStringLiteral("/index.json"));
    o.caFile = m_ca.caCertificatePath();
    o.idleTimeoutMs = 5000;
    return o;
}

BundleRef TestSideloadTrust::ref(const QByteArray &bytes) const
{
    return BundleRef{QStringLiteral("gpu-video"), QStringLiteral("1.0.0"), sha256Of(bytes),
                     QStringLiteral("/opt/norsk"), QStringLiteral("test")};
}

QStringList TestSideloadTrust::fetchArgs(const QString &manifestDir, const QString &stateDir) const
{
    const QString manifest = manifestDir + QStringLiteral("/manifest.json");
    const QJsonObject entry{{QStringLiteral("name"), QStringLiteral("gpu-video")},
                            {QStringLiteral("sha256"), sha256Of(m_bundle)}};
    if (!Test::writeFile(
            manifest,
            QJsonDocument(QJsonObject{{QStringLiteral("bundles"), QJsonArray{entry}}}).toJson()))
        return {};
    return {QStringLiteral("sideload"),
            QStringLiteral("fetch"),
            QStringLiteral("--sideload-manifest"),
            manifest,
            QStringLiteral("--state-dir"),
            stateDir,
            QStringLiteral("--ca-file"),
            m_ca.caCertificatePath()};
}

QProcessEnvironment TestSideloadTrust::mirrorEnvironment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("NORSK_CTL_SIDELOAD_INDEX_URL"),
               m_server.url(QStringLiteral("/index.json")).toString());
    return env;
}

// --- the state directory --------------------------------------------------------------------

// The first case: `.partial/<sha>` a link to a file outside made the next fetch write
// the download into that file.
void TestSideloadTrust::partialThatIsALinkIsNeverWritten()
{
    publish(m_bundle);
    const SideloadCache cache(m_state);
    QVERIFY(cache.ensureLayout());
    const QString partial = cache.partialPath(sha256Of(m_bundle));
    QVERIFY(QFile::link(m_outside + QStringLiteral("/victim"), partial));
    BundleFetcher fetcher(cache, options());
    const auto fetched = fetcher.fetch(ref(m_bundle));
    QVERIFY(!fetched);
    QCOMPARE(fetched.error().code, QStringLiteral("STATE_DIR_UNSAFE"));
    QVERIFY2(fetched.error().message.startsWith(QFileInfo(partial).absolutePath()),
             qPrintable(fetched.error().message));
    QVERIFY2(fetched.error().message.contains(QStringLiteral("symbolic link")),
             qPrintable(fetched.error().message));
    QVERIFY2(fetched.error().hint.contains(QStringLiteral("rm ")),
             qPrintable(fetched.error().hint));
    QCOMPARE(readAll(m_outside + QStringLiteral("/victim")), QByteArray("keep me"));
    QVERIFY(QFileInfo(partial).isSymLink()); // left for the operator to look at
    QVERIFY(!cache.contains(sha256Of(m_bundle)));
}

// The second case: an entry that is a link to a directory was served (and would have
// been bind-mounted into a container).
void TestSideloadTrust::cachedLinkToADirectoryIsNeverServed()
{
    publish(m_bundle);
    const SideloadCache cache(m_state);
    QVERIFY(cache.ensureLayout());
    const QString entry = cache.entryPath(sha256Of(m_bundle));
    QVERIFY(QFile::link(m_outside, entry));
    QVERIFY(!cache.contains(sha256Of(m_bundle)));
    QVERIFY(!cache.entry(sha256Of(m_bundle)));
    QStringList warnings;
    const auto listed = cache.entries(&warnings);
    QVERIFY(listed);
    QVERIFY(listed->isEmpty());
    QCOMPARE(warnings.size(), 1);
    QVERIFY2(warnings.first().startsWith(entry), qPrintable(warnings.first()));

    BundleFetcher fetcher(cache, options());
    const auto fetched = fetcher.fetch(ref(m_bundle));
    QVERIFY(!fetched);
    QCOMPARE(fetched.error().code, QStringLiteral("STATE_DIR_UNSAFE"));
    QVERIFY2(fetched.error().message.contains(sha256Of(m_bundle)),
             qPrintable(fetched.error().message));
    QVERIFY(m_server.requests().isEmpty()); // refused before anything was fetched
    QVERIFY(QFileInfo(entry).isSymLink());
    QCOMPARE(readAll(m_outside + QStringLiteral("/libs/libcuda.so")), QByteArray("keep me too"));
}

// The third case: `sideload prune` deleted the files inside a linked directory.
void TestSideloadTrust::pruneNeverFollowsLinks()
{
    publish(m_bundle);
    const SideloadCache cache(m_state);
    BundleFetcher fetcher(cache, options());
    const auto fetched = fetcher.fetch(ref(m_bundle));
    QVERIFY2(fetched, fetched ? "" : qPrintable(fetched.error().toString()));
    const QString entry = fetched->entry.path;
    // A link inside the entry prune removes, to a directory and to a file outside.
    QVERIFY(QFile::link(m_outside + QStringLiteral("/libs"), entry + QStringLiteral("/lib/extra")));
    QVERIFY(QFile::link(m_outside + QStringLiteral("/victim"), entry + QStringLiteral("/victim")));
    // Links where prune looks: an "entry", a temporary tree, a partial download, a lock.
    const QString otherSha(64, QLatin1Char('a'));
    const QString root = cache.root();
    QVERIFY(QFile::link(m_outside + QStringLiteral("/libs"), root + QLatin1Char('/') + otherSha));
    QVERIFY(
        QFile::link(m_outside + QStringLiteral("/libs"), root + QStringLiteral("/.tmp-prune-x")));
    QVERIFY(QFile::link(m_outside + QStringLiteral("/victim"),
                        root + QStringLiteral("/.partial/") + QString(64, QLatin1Char('b'))));
    QVERIFY(QFile::link(m_outside + QStringLiteral("/victim"), root + QLatin1Char('/') +
                                                                   QString(64, QLatin1Char('c')) +
                                                                   QStringLiteral(".lock")));

    const CliResult prune =
        runAccelctl({QStringLiteral("sideload"), QStringLiteral("prune"), QStringLiteral("--keep"),
                     QStringLiteral("0"), QStringLiteral("--state-dir"), m_state});
    QVERIFY2(prune.exitCode == 0, qPrintable(prune.err));
    QVERIFY2(prune.out.contains(QStringLiteral("removed gpu-video")), qPrintable(prune.out));
    QVERIFY(!QFileInfo::exists(entry));
    QCOMPARE(readAll(m_outside + QStringLiteral("/victim")), QByteArray("keep me"));
    QCOMPARE(readAll(m_outside + QStringLiteral("/libs/libcuda.so")), QByteArray("keep me too"));
    // What prune did not make it leaves, and says so, naming each.
    QVERIFY(QFileInfo(root + QLatin1Char('/') + otherSha).isSymLink());
    QVERIFY(QFileInfo(root + QStringLiteral("/.tmp-prune-x")).isSymLink());
    for (const QString &name : {otherSha, QStringLiteral(".tmp-prune-x")}) {
        QVERIFY2(prune.err.contains(QStringLiteral("warning: ")) && prune.err.contains(name),
                 qPrintable(prune.err));
    }
}

void TestSideloadTrust::cacheOthersCanWriteIsRefused_data()
{
    QTest::addColumn<QString>("folder"); ///< "state" or "sideload"
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("refused");
    QTest::addRow("world-writable state directory") << "state" << 0777 << true;
    QTest::addRow("group-writable state directory") << "state" << 0775 << true;
    QTest::addRow("world-writable cache") << "sideload" << 0777 << true;
    QTest::addRow("world-writable and sticky, ours") << "state" << 01777 << false;
    QTest::addRow("private") << "state" << 0700 << false;
}

void TestSideloadTrust::cacheOthersCanWriteIsRefused()
{
    QFETCH(QString, folder);
    QFETCH(int, mode);
    QFETCH(bool, refused);
    QVERIFY(QDir().mkpath(m_state + QStringLiteral("/sideload/.partial")));
    const QString path =
        folder == QLatin1String("state") ? m_state : m_state + QStringLiteral("/sideload");
    QCOMPARE(::chmod(QFile::encodeName(path).constData(), mode_t(mode)), 0);
    publish(m_bundle);
    QTemporaryDir manifests;
    const QList<QStringList> commands{
        fetchArgs(manifests.path(), m_state),
        {QStringLiteral("sideload"), QStringLiteral("list"), QStringLiteral("--state-dir"),
         m_state},
        {QStringLiteral("sideload"), QStringLiteral("prune"), QStringLiteral("--state-dir"),
         m_state},
    };
    for (const QStringList &args : commands) {
        const CliResult r = runAccelctl(args, {}, mirrorEnvironment());
        if (!refused) {
            QVERIFY2(r.exitCode == 0, qPrintable(args.join(QLatin1Char(' ')) + r.err));
            continue;
        }
        QVERIFY2(r.exitCode == 1, qPrintable(args.join(QLatin1Char(' ')) + r.err));
        QVERIFY2(r.err.contains(QStringLiteral("STATE_DIR_UNSAFE: ") + path), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("other users")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("chmod go-w ") + path), qPrintable(r.err));
    }
    // Nothing was fetched into a cache others can write.
    QCOMPARE(QFileInfo::exists(m_state + QStringLiteral("/sideload/") + sha256Of(m_bundle)),
             !refused);
}

// A second user: `nobody`, through setpriv, as root can make it.
void TestSideloadTrust::secondUser()
{
    if (::geteuid() != 0)
        QSKIP("needs root to run accelctl as a second user (nobody) with setpriv");
    if (QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty())
        QSKIP("setpriv (util-linux) is not installed");
    // A folder nobody can reach; the accelctl binary must be reachable too.
    QCOMPARE(::chmod(QFile::encodeName(m_dir->path()).constData(), 0755), 0);
    const QStringList asNobody{QStringLiteral("setpriv"), QStringLiteral("--reuid=65534"),
                               QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups"),
                               QStringLiteral("--")};
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_dir->path());
    const auto giveToNobody = [](const QString &path) {
        return ::chown(QFile::encodeName(path).constData(), 65534, 65534) == 0;
    };
    const auto list = [](const QString &state) {
        return QStringList{QStringLiteral("sideload"), QStringLiteral("list"),
                           QStringLiteral("--state-dir"), state};
    };
    const CliResult probe = runAccelctl({QStringLiteral("--version")}, asNobody, env);
    if (probe.exitCode != 0)
        QSKIP(qPrintable(QStringLiteral("nobody cannot run %1/accelctl here (a folder above it "
                                        "is private): %2")
                             .arg(Test::binDir(), probe.err)));

    // 1. root, with a state directory that belongs to nobody: nobody could plant links there.
    const QString theirs = m_dir->filePath(QStringLiteral("theirs"));
    QVERIFY(QDir().mkpath(theirs + QStringLiteral("/sideload")));
    QVERIFY(giveToNobody(theirs) && giveToNobody(theirs + QStringLiteral("/sideload")));
    CliResult r = runAccelctl(list(theirs));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith(QStringLiteral("STATE_DIR_UNSAFE: ") + theirs), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("belongs to uid 65534")), qPrintable(r.err));

    // 2. nobody, with its own state directory in a folder root made world-writable (not
    //    sticky): anyone could swap it.
    const QString open = m_dir->filePath(QStringLiteral("open"));
    QVERIFY(QDir().mkpath(open + QStringLiteral("/state")));
    QCOMPARE(::chmod(QFile::encodeName(open).constData(), 0777), 0);
    QVERIFY(giveToNobody(open + QStringLiteral("/state")));
    r = runAccelctl(list(open + QStringLiteral("/state")), asNobody, env);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith(QStringLiteral("STATE_DIR_UNSAFE: ") + open), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("above the state directory")), qPrintable(r.err));

    // 3. nobody, with its own state directory under a sticky folder, as /tmp: fine.
    const QString sticky = m_dir->filePath(QStringLiteral("sticky"));
    QVERIFY(QDir().mkpath(sticky + QStringLiteral("/state")));
    QCOMPARE(::chmod(QFile::encodeName(sticky).constData(), 01777), 0);
    QVERIFY(giveToNobody(sticky + QStringLiteral("/state")));
    r = runAccelctl(list(sticky + QStringLiteral("/state")), asNobody, env);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));

    // 4. root, fetching into the cache nobody planted a link in: refused, nothing written.
    const QString shared = m_dir->filePath(QStringLiteral("shared"));
    QVERIFY(QDir().mkpath(shared + QStringLiteral("/sideload/.partial")));
    QCOMPARE(::chmod(QFile::encodeName(shared + QStringLiteral("/sideload/.partial")).constData(),
                     01777),
             0);
    QVERIFY(QFile::link(m_outside + QStringLiteral("/victim"),
                        shared + QStringLiteral("/sideload/.partial/") + sha256Of(m_bundle)));
    QVERIFY(giveToNobody(shared + QStringLiteral("/sideload/.partial")));
    publish(m_bundle);
    QTemporaryDir manifests;
    r = runAccelctl(fetchArgs(manifests.path(), shared), {}, mirrorEnvironment());
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith(QStringLiteral("STATE_DIR_UNSAFE: ")), qPrintable(r.err));
    QCOMPARE(readAll(m_outside + QStringLiteral("/victim")), QByteArray("keep me"));
}

// --- URLs -----------------------------------------------------------------------------------

void TestSideloadTrust::schemeRule_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("allowInsecure");
    QTest::addColumn<int>("failure");
    using F = HttpFetch::Failure;
    QTest::addRow("https") << "https://mirror.example/i.json" << false << int(F::None);
    QTest::addRow("HTTPS in capitals") << "HTTPS://mirror.example/i.json" << false << int(F::None);
    QTest::addRow("http without opt-in")
        << "http://mirror.example/i.json" << false << int(F::Insecure);
    QTest::addRow("http with opt-in") << "http://mirror.example/i.json" << true << int(F::None);
    for (const bool optIn : {false, true}) {
        const char *suffix = optIn ? ", even with opt-in" : "";
        QTest::addRow("file%s", suffix) << "file:///dev/zero" << optIn << int(F::UnsupportedScheme);
        QTest::addRow("ftp%s", suffix)
            << "ftp://mirror.example/b.tar" << optIn << int(F::UnsupportedScheme);
        QTest::addRow("data%s", suffix)
            << "data:application/json,{}" << optIn << int(F::UnsupportedScheme);
        QTest::addRow("gopher%s", suffix)
            << "gopher://mirror.example/1" << optIn << int(F::UnsupportedScheme);
        QTest::addRow("https without a host%s", suffix)
            << "https:///etc/passwd" << optIn << int(F::UnsupportedScheme);
        QTest::addRow("relative%s", suffix) << "bundles/b" << optIn << int(F::UnsupportedScheme);
    }
}

void TestSideloadTrust::schemeRule()
{
    QFETCH(QString, url);
    QFETCH(bool, allowInsecure);
    QFETCH(int, failure);
    QCOMPARE(int(HttpFetch::schemeFailure(QUrl(url), allowInsecure)), failure);
}

void TestSideloadTrust::indexUrlSchemes_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("optIn");
    QTest::addColumn<QString>("code");
    QTest::addRow("file") << "file:///etc/hostname" << false << "SIDELOAD_INSECURE";
    QTest::addRow("file, with --allow-insecure-mirror")
        << "file:///etc/hostname" << true << "SIDELOAD_INSECURE";
    QTest::addRow("ftp") << "ftp://127.0.0.1:9/index.json" << false << "SIDELOAD_INSECURE";
    QTest::addRow("data") << "data:application/json,%7B%22bundles%22%3A%5B%5D%7D" << true
                          << "SIDELOAD_INSECURE";
    QTest::addRow("gopher") << "gopher://127.0.0.1:9/1" << false << "SIDELOAD_INSECURE";
    QTest::addRow("http without opt-in")
        << "http://127.0.0.1:9/index.json" << false << "SIDELOAD_INSECURE";
}

void TestSideloadTrust::indexUrlSchemes()
{
    QFETCH(QString, url);
    QFETCH(bool, optIn);
    QFETCH(QString, code);
    FetchOptions o = options();
    o.indexUrl = QUrl(url);
    o.allowInsecureMirror = optIn;
    BundleFetcher fetcher(SideloadCache(m_state), o);
    const auto fetched = fetcher.fetch(ref(m_bundle));
    QVERIFY(!fetched);
    QCOMPARE(fetched.error().code, code);
    QVERIFY2(fetched.error().message.contains(QUrl(url).scheme()),
             qPrintable(fetched.error().message));
    QVERIFY(!QFileInfo::exists(SideloadCache(m_state).partialPath(sha256Of(m_bundle))));
}

void TestSideloadTrust::bundleUrlSchemes_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("optIn");
    QTest::addColumn<QString>("code");
    // The case: a local file's hash was printed, /dev/zero streamed to the disk.
    QTest::addRow("file:///dev/zero") << "file:///dev/zero" << false << "SIDELOAD_INSECURE";
    QTest::addRow("file, with --allow-insecure-mirror")
        << "file:///etc/hostname" << true << "SIDELOAD_INSECURE";
    QTest::addRow("ftp") << "ftp://127.0.0.1:9/b.tar.gz" << true << "SIDELOAD_INSECURE";
    QTest::addRow("data") << "data:application/octet-stream;base64,AAAA" << false
                          << "SIDELOAD_INSECURE";
    QTest::addRow("gopher") << "gopher://127.0.0.1:9/9b" << false << "SIDELOAD_INSECURE";
    QTest::addRow("http without opt-in")
        << "http://127.0.0.1:9/b.tar.gz" << false << "SIDELOAD_INSECURE";
}

void TestSideloadTrust::bundleUrlSchemes()
{
    QFETCH(QString, url);
    QFETCH(bool, optIn);
    QFETCH(QString, code);
    publish(m_bundle, url);
    FetchOptions o = options();
    o.allowInsecureMirror = optIn;
    BundleFetcher fetcher(SideloadCache(m_state), o);
    const auto fetched = fetcher.fetch(ref(m_bundle));
    QVERIFY(!fetched);
    QCOMPARE(fetched.error().code, code);
    QVERIFY2(fetched.error().message.contains(QUrl(url).scheme()),
             qPrintable(fetched.error().message));
    // Nothing was downloaded or kept.
    QVERIFY(!QFileInfo::exists(SideloadCache(m_state).partialPath(sha256Of(m_bundle))));
}

void TestSideloadTrust::redirectSchemes_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("optIn");
    QTest::addColumn<QString>("code");
    QTest::addRow("to file") << "file:///etc/hostname" << false << "SIDELOAD_REDIRECTS";
    QTest::addRow("to file, with --allow-insecure-mirror")
        << "file:///dev/zero" << true << "SIDELOAD_REDIRECTS";
    QTest::addRow("to ftp") << "ftp://127.0.0.1:9/b" << true << "SIDELOAD_REDIRECTS";
    QTest::addRow("to data") << "data:,hello" << false << "SIDELOAD_REDIRECTS";
    QTest::addRow("to gopher") << "gopher://127.0.0.1:9/9b" << false << "SIDELOAD_REDIRECTS";
    QTest::addRow("to http without opt-in")
        << "http://127.0.0.1:9/b" << false << "SIDELOAD_REDIRECTS";
    // With the opt-in plain http is followed (nothing listens on port 9).
    QTest::addRow("to http with opt-in") << "http://127.0.0.1:9/b" << true << "SIDELOAD_NETWORK";
}

void TestSideloadTrust::redirectSchemes()
{
    QFETCH(QString, target);
    QFETCH(bool, optIn);
    QFETCH(QString, code);
    Route redirect;
    redirect.redirectTo = target;
    publish(m_bundle, QStringLiteral("bundles/b"), redirect);
    FetchOptions o = options();
    o.allowInsecureMirror = optIn;
    BundleFetcher fetcher(SideloadCache(m_state), o);
    const auto fetched = fetcher.fetch(ref(m_bundle));
    QVERIFY(!fetched);
    QCOMPARE(fetched.error().code, code);
    QVERIFY2(fetched.error().message.contains(QUrl(target).scheme()),
             qPrintable(fetched.error().message));
    QCOMPARE(SideloadCache(m_state).entries().value().size(), qsizetype(0));
}

// --- expansion ------------------------------------------------------------------------------

// 200,000 members in a small archive (the was 573 KB): refused at the default
// extracted-entries limit, naming it. The members are `./`, which write nothing, so the test
// measures the count and not the disk.
void TestSideloadTrust::manyMembersEndAtTheEntriesLimit()
{
    QList<TarMember> members;
    members.reserve(200'000);
    for (int i = 0; i < 200'000; ++i)
        members << TarMember{"./", TarMember::Type::Directory, 0755, {}};
    const Test::TarBytes tar = Test::buildTar(members, Test::TarFormat::Ustar);
    QVERIFY2(tar.error.isEmpty(), qPrintable(tar.error));
    const QByteArray archive = Test::compress(tar.bytes, Test::Compression::Zstd);
    QVERIFY(archive.size() < 4 << 20);
    const QString path = m_dir->filePath(QStringLiteral("many.tar.zst"));
    QVERIFY(Test::writeFile(path, archive));
    const QString dest = m_dir->filePath(QStringLiteral("dest"));
    QVERIFY(QDir().mkpath(dest));
    const auto stats = BundleExtractor::extract(path, dest);
    QVERIFY(!stats);
    QCOMPARE(stats.error().code, QStringLiteral("SIDELOAD_ARCHIVE_TOO_LARGE"));
    QVERIFY2(stats.error().message.contains(QStringLiteral("extracted-entries")),
             qPrintable(stats.error().message));
    QVERIFY2(stats.error().message.contains(QStringLiteral("100000")),
             qPrintable(stats.error().message));
    QVERIFY2(stats.error().hint.contains(QStringLiteral("ACCEL_MAX_EXTRACTED_ENTRIES")),
             qPrintable(stats.error().hint));
}

void TestSideloadTrust::decompressorMemory_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<qint64>("limit"); ///< 0: the default
    QTest::addColumn<QString>("code"); ///< empty: extracts
    QTest::addColumn<QString>("inMessage");
    QTest::addRow("xz declaring a 3 GiB dictionary") << "xz-3g" << qint64(0) << "LIMIT_EXCEEDED"
                                                     << "xz stream that needs 3.0 GiB";
    QTest::addRow("an ordinary xz under the default limit")
        << "xz" << qint64(0) << QString() << QString();
    QTest::addRow("an ordinary xz under a 1 MiB limit")
        << "xz" << qint64(1 << 20) << "LIMIT_EXCEEDED"
        << "xz stream";
    QTest::addRow("zstd declaring a 1 GiB window") << "zstd-1g" << qint64(0) << "LIMIT_EXCEEDED"
                                                   << "zstd stream with a frame that needs 1 GiB";
    QTest::addRow("zstd declaring a 64 MiB window under the default limit")
        << "zstd-64m" << qint64(0) << QString() << QString();
    QTest::addRow("zstd declaring a 64 MiB window under a 16 MiB limit")
        << "zstd-64m" << qint64(16 << 20) << "LIMIT_EXCEEDED"
        << "64 MiB";
}

void TestSideloadTrust::decompressorMemory()
{
    QFETCH(QString, kind);
    QFETCH(qint64, limit);
    QFETCH(QString, code);
    QFETCH(QString, inMessage);
    Limits::setValue(Limits::DecompressorMemoryBytes, limit);
    const QByteArray tar = Test::buildTar({TarMember{"lib/libnvcodec.so", TarMember::Type::File,
                                                     0644, QByteArray(64 * 1024, 'x')}})
                               .bytes;
    QByteArray archive;
    if (kind.startsWith(QLatin1String("xz"))) {
        archive = Test::compress(tar, Test::Compression::Xz);
        if (kind == QLatin1String("xz-3g"))
            archive = withXzDictionary(archive, 39);
    } else {
        archive = zstdWithWindow(tar, kind == QLatin1String("zstd-1g") ? 30 : 26);
    }
    QVERIFY(!archive.isEmpty());
    const QString path = m_dir->filePath(QStringLiteral("bundle"));
    QVERIFY(Test::writeFile(path, archive));
    const QString dest = m_dir->filePath(QStringLiteral("dest"));
    QVERIFY(QDir().mkpath(dest));
    const auto stats = BundleExtractor::extract(path, dest);
    if (code.isEmpty()) {
        QVERIFY2(stats, stats ? "" : qPrintable(stats.error().toString()));
        QCOMPARE(readAll(dest + QStringLiteral("/lib/libnvcodec.so")), QByteArray(64 * 1024, 'x'));
        return;
    }
    QVERIFY(!stats);
    QCOMPARE(stats.error().code, code);
    QVERIFY2(stats.error().message.contains(QStringLiteral("decompressor-memory")),
             qPrintable(stats.error().message));
    QVERIFY2(stats.error().message.contains(inMessage), qPrintable(stats.error().message));
    QVERIFY2(stats.error().hint.contains(QStringLiteral("ACCEL_MAX_DECOMPRESSOR_MEMORY_BYTES")),
             qPrintable(stats.error().hint));
    QVERIFY2(!stats.error().hint.contains(QStringLiteral("free space")),
             qPrintable(stats.error().hint));
}

QTEST_GUILESS_MAIN(TestSideloadTrust)
#include "tst_sideloadtrust.moc"
