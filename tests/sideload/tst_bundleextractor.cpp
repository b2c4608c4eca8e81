// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Bundle extraction (spec host-accelerators-and-launch.txt, "GPU sideload", and the sideload
// issue): gzip/xz/zstd tar streams, with every unsafe member refused and named. All archives are
// built here with libarchive's write API (testarchive.h); none is committed.
#include "sideload/bundleextractor.h"
#include "testarchive.h"
#include "testsupport.h"

#include <QDirIterator>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <memory>
#include <thread>
#include <vector>

using namespace Accel::Sideload;
using Accel::Test::archiveSuffix;
using Accel::Test::Compression;
using Accel::Test::TarFormat;
using Accel::Test::TarMember;
using Accel::Test::writeArchive;
using Type = TarMember::Type;

namespace {

TarMember file(const QByteArray &path, const QByteArray &data = "x", int mode = 0644)
{
    return {path, Type::File, mode, data, {}, -1};
}

TarMember dir(const QByteArray &path, int mode = 0755)
{
    return {path, Type::Directory, mode, {}, {}, -1};
}

TarMember softlink(const QByteArray &path, const QByteArray &target)
{
    return {path, Type::Symlink, 0777, {}, target, -1};
}

TarMember hardlink(const QByteArray &path, const QByteArray &target)
{
    return {path, Type::Hardlink, 0644, {}, target, -1};
}

TarMember special(const QByteArray &path, Type type)
{
    return {path, type, 0666, {}, {}, -1};
}

QByteArray randomBytes(qsizetype size, quint32 seed)
{
    QByteArray bytes(size, Qt::Uninitialized);
    QRandomGenerator generator(seed);
    generator.fillRange(reinterpret_cast<quint32 *>(bytes.data()), size / 4);
    return bytes;
}

/// lstat(2), which QFileInfo does not give whole (inode, link count, raw mode bits).
struct PathStat
{
    bool exists = false;
    mode_t mode = 0;
    ino_t inode = 0;
    nlink_t links = 0;
    time_t mtime = 0;
};

PathStat lstatPath(const QString &path)
{
    struct stat st
    {
    };
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return {};
    return {true, st.st_mode, st.st_ino, st.st_nlink, st.st_mtime};
}

QByteArray readLink(const QString &path)
{
    QByteArray target(4096, '\0');
    const ssize_t size =
        ::readlink(QFile::encodeName(path).constData(), target.data(), size_t(target.size()));
    return size < 0 ? QByteArray() : target.left(size);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// One row's scratch directory: the archive and an empty `dest` side by side, so anything a
/// member manages to write outside `dest` shows up next to them.
class Scratch
{
public:
    explicit Scratch(const QString &root)
        : m_dir(root + QStringLiteral("/row-XXXXXX"))
    {
        QDir(m_dir.path()).mkdir(QStringLiteral("dest"));
    }
    bool isValid() const { return m_dir.isValid(); }
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString dest() const { return m_dir.filePath(QStringLiteral("dest")); }
    QString destPath(const QByteArray &relative) const
    {
        return dest() + QLatin1Char('/') + QFile::decodeName(relative);
    }
    /// Names next to the archive and dest: there should be none.
    QStringList strays(const QString &archive) const
    {
        QStringList names =
            QDir(m_dir.path())
                .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
        names.removeAll(QFileInfo(archive).fileName());
        names.removeAll(QStringLiteral("dest"));
        return names;
    }
    qint64 destBytes() const
    {
        qint64 total = 0;
        QDirIterator it(dest(), QDir::Files | QDir::Hidden | QDir::NoSymLinks,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            it.next();
            total += it.fileInfo().size();
        }
        return total;
    }

private:
    QTemporaryDir m_dir;
};

mode_t currentUmask()
{
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return mask;
}

} // namespace

struct HappyRow
{
    Compression compression;
    TarFormat format;
};
Q_DECLARE_METATYPE(HappyRow)

struct RefusalRow
{
    QList<TarMember> members{};
    QString code{};
    QString named{};             ///< the message must name this member
    QByteArray absentFromDest{}; ///< must not exist under dest afterwards (empty: no check)
    QString absentAbsolute{};    ///< must not exist anywhere afterwards (empty: no check)
    ExtractLimits limits{};
    Compression compression = Compression::None;
};
Q_DECLARE_METATYPE(RefusalRow)

struct CorruptRow
{
    QByteArray bytes; ///< the archive file, exactly
    Compression compression = Compression::None;
    QString named; ///< the message must name this too (the archive itself always)
};
Q_DECLARE_METATYPE(CorruptRow)

struct BombRow
{
    int members;
    qint64 bytesEach;
    Compression compression;
};
Q_DECLARE_METATYPE(BombRow)

class TestBundleExtractor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void extracts_data();
    void extracts();
    void refusesUnsafe_data();
    void refusesUnsafe();
    void refusesCorrupt_data();
    void refusesCorrupt();
    void capsBombs_data();
    void capsBombs();
    void cancelledBeforeStart();
    void cancelledDuringExtraction();
    void reportsProgress();
    void destinationMustBeAnEmptyDirectory();
    void missingArchive();
    void concurrentExtractions();
    void cleanupTestCase();

private:
    static QList<TarMember> bundleMembers(TarFormat format);
    QTemporaryDir m_root;
    mode_t m_umask = 0;
};

void TestBundleExtractor::initTestCase()
{
    QVERIFY(m_root.isValid());
    m_umask = currentUmask();
}

void TestBundleExtractor::cleanupTestCase()
{
    // libarchive swaps the umask out and back on every member; it must end where it began.
    QCOMPARE(currentUmask(), m_umask);
}

QList<TarMember> TestBundleExtractor::bundleMembers(TarFormat format)
{
    QList<TarMember> members{
        dir("./"),
        dir("bin/"),
        file("bin/tool", "#!/bin/sh\necho tool\n", 04755),
        file("bin/group-tool", "g", 02750),
        dir("lib/"),
        file("lib/libaccel.so.1.2", randomBytes(100 * 1024, 7)),
        softlink("lib/libaccel.so.1", "libaccel.so.1.2"),
        softlink("lib/libaccel.so", "./libaccel.so.1"),
        softlink("lib64", "lib"),
        hardlink("lib/libaccel-copy.so.1.2", "lib/libaccel.so.1.2"),
        file("share/doc/accel/deep/nested/README", "readme\n", 0600),
        softlink("share/doc/accel/libaccel.so", "../../../lib/libaccel.so"),
        dir("share/tmp/", 01777),
        file("./etc/config.yaml", "gpu: true\n", 0444),
        dir("readonly/", 0555),
        file("readonly/file", "ro"),
        file("empty", ""),
        // A later member of the same name replaces the earlier one, as tar does.
        file("twice", "first"),
        file("twice", "second"),
    };
    if (format != TarFormat::Ustar) // ustar has no room for a 120-byte name component
        members.append(file("long/" + QByteArray(120, 'n') + "/file", "long"));
    return members;
}

void TestBundleExtractor::extracts_data()
{
    QTest::addColumn<HappyRow>("row");
    QTest::addRow("tar (pax)") << HappyRow{Compression::None, TarFormat::Pax};
    QTest::addRow("tar.gz (pax)") << HappyRow{Compression::Gzip, TarFormat::Pax};
    QTest::addRow("tar.xz (pax)") << HappyRow{Compression::Xz, TarFormat::Pax};
    QTest::addRow("tar.zst (pax)") << HappyRow{Compression::Zstd, TarFormat::Pax};
    QTest::addRow("tar (gnu)") << HappyRow{Compression::None, TarFormat::Gnu};
    QTest::addRow("tar.zst (gnu)") << HappyRow{Compression::Zstd, TarFormat::Gnu};
    QTest::addRow("tar.gz (ustar)") << HappyRow{Compression::Gzip, TarFormat::Ustar};
}

void TestBundleExtractor::extracts()
{
    QFETCH(HappyRow, row);
    Scratch scratch(m_root.path());
    QVERIFY(scratch.isValid());
    const QString archive = scratch.path(QStringLiteral("bundle") + archiveSuffix(row.compression));
    const QList<TarMember> members = bundleMembers(row.format);
    const QString written = writeArchive(archive, members, row.compression, row.format);
    QVERIFY2(written.isEmpty(), qPrintable(written));

    const auto stats = BundleExtractor::extract(archive, scratch.dest());
    QVERIFY2(stats, qPrintable(stats ? QString() : stats.error().toString()));
    QCOMPARE(stats->entries, qint64(members.size()));
    qint64 dataBytes = 0;
    for (const TarMember &m : members)
        dataBytes += m.type == Type::File ? m.data.size() : 0;
    QCOMPARE(stats->bytes, dataBytes);
    QCOMPARE(scratch.strays(archive), QStringList());

    const auto at = [&](const char *relative) { return scratch.destPath(relative); };
    // Contents, nested directories made on the way.
    QCOMPARE(readAll(at("bin/tool")), QByteArray("#!/bin/sh\necho tool\n"));
    QCOMPARE(readAll(at("lib/libaccel.so.1.2")), randomBytes(100 * 1024, 7));
    QCOMPARE(readAll(at("share/doc/accel/deep/nested/README")), QByteArray("readme\n"));
    QCOMPARE(readAll(at("etc/config.yaml")), QByteArray("gpu: true\n"));
    QCOMPARE(readAll(at("twice")), QByteArray("second"));
    QVERIFY(lstatPath(at("empty")).exists);
    QCOMPARE(readAll(at("empty")), QByteArray());
    if (row.format != TarFormat::Ustar) {
        QCOMPARE(readAll(scratch.destPath("long/" + QByteArray(120, 'n') + "/file")),
                 QByteArray("long"));
    }

    // Modes kept, less setuid, setgid, sticky and group/world write (issue 19: a bundle's 0777
    // directory is no world-writable directory in the cache); directories writable by their
    // owner.
    const struct
    {
        const char *path;
        mode_t mode;
    } modes[] = {
        {"bin", S_IFDIR | 0755},
        {"bin/tool", S_IFREG | 0755},
        {"bin/group-tool", S_IFREG | 0750},
        {"lib/libaccel.so.1.2", S_IFREG | 0644},
        {"share/doc/accel/deep/nested/README", S_IFREG | 0600},
        {"share/tmp", S_IFDIR | 0755},
        {"etc/config.yaml", S_IFREG | 0444},
        {"readonly", S_IFDIR | 0755},
    };
    for (const auto &expected : modes) {
        const PathStat st = lstatPath(at(expected.path));
        QVERIFY2(st.exists, expected.path);
        QVERIFY2(st.mode == expected.mode, qPrintable(QStringLiteral("%1: mode 0%2, expected 0%3")
                                                          .arg(QLatin1String(expected.path))
                                                          .arg(st.mode, 0, 8)
                                                          .arg(expected.mode, 0, 8)));
    }
    QCOMPARE(lstatPath(at("lib/libaccel.so.1.2")).mtime, time_t(Accel::Test::FixedMtime));

    // Symlinks kept as written, and they resolve inside the bundle.
    QVERIFY(S_ISLNK(lstatPath(at("lib/libaccel.so")).mode));
    QCOMPARE(readLink(at("lib/libaccel.so.1")), QByteArray("libaccel.so.1.2"));
    QCOMPARE(readLink(at("lib/libaccel.so")), QByteArray("./libaccel.so.1"));
    QCOMPARE(readLink(at("lib64")), QByteArray("lib"));
    QCOMPARE(readAll(at("share/doc/accel/libaccel.so")), randomBytes(100 * 1024, 7));
    QCOMPARE(readAll(at("lib64/libaccel.so")), randomBytes(100 * 1024, 7));

    // The hardlink shares the inode of its target.
    const PathStat original = lstatPath(at("lib/libaccel.so.1.2"));
    const PathStat copy = lstatPath(at("lib/libaccel-copy.so.1.2"));
    QVERIFY(copy.exists);
    QCOMPARE(copy.inode, original.inode);
    QCOMPARE(original.links, nlink_t(2));
}

void TestBundleExtractor::refusesUnsafe_data()
{
    QTest::addColumn<RefusalRow>("row");
    const QString unsafe = QStringLiteral("SIDELOAD_ARCHIVE_UNSAFE");
    const QString tooLarge = QStringLiteral("SIDELOAD_ARCHIVE_TOO_LARGE");
    const auto s = [](const char *text) { return QString::fromUtf8(text); };
    const auto row = [](const char *tag, const RefusalRow &r) { QTest::addRow("%s", tag) << r; };
    // An absolute member aimed at a real place next to the test's scratch rows.
    const QString absolute = m_root.path() + QStringLiteral("/absolute-escape");

    row("absolute path", {.members = {file(QFile::encodeName(absolute))},
                          .code = unsafe,
                          .named = absolute,
                          .absentAbsolute = absolute});
    row("../x", {.members = {file("../x")}, .code = unsafe, .named = s("../x")});
    row("a/../../x",
        {.members = {dir("a/"), file("a/../../x")}, .code = unsafe, .named = s("a/../../x")});
    row(".. that stays inside is refused too",
        {.members = {file("a/../x")}, .code = unsafe, .named = s("a/../x"), .absentFromDest = "x"});
    row("symlink to /etc/passwd", {.members = {softlink("passwd", "/etc/passwd")},
                                   .code = unsafe,
                                   .named = s("passwd"),
                                   .absentFromDest = "passwd"});
    row("symlink ../../x from a subdirectory", {.members = {dir("a/"), softlink("a/l", "../../x")},
                                                .code = unsafe,
                                                .named = s("a/l"),
                                                .absentFromDest = "a/l"});
    row("symlink .. at the top", {.members = {softlink("up", "..")},
                                  .code = unsafe,
                                  .named = s("up"),
                                  .absentFromDest = "up"});
    row("dir symlink d -> .. then d/x", {.members = {softlink("d", ".."), file("d/x")},
                                         .code = unsafe,
                                         .named = s("d"),
                                         .absentFromDest = "d"});
    row("file through an inside symlink sub/d -> ..",
        {.members = {dir("sub/"), softlink("sub/d", ".."), file("sub/d/x")},
         .code = unsafe,
         .named = s("sub/d/x"),
         .absentFromDest = "x"});
    // p/q/d -> .. is p, inside; p/q/x -> d/../.. reads as p but resolves through d to outside.
    row("symlink chain through a symlinked directory",
        {.members = {dir("p/q/"), softlink("p/q/d", ".."), softlink("p/q/x", "d/../..")},
         .code = unsafe,
         .named = s("p/q/x"),
         .absentFromDest = "p/q/x"});
    row("symlink replacing a directory",
        {.members = {dir("lib/"), file("lib/a"), dir("share/"), softlink("lib", "share")},
         .code = unsafe,
         .named = s("lib")});
    row("empty symlink target",
        {.members = {softlink("l", "")}, .code = unsafe, .named = s("l"), .absentFromDest = "l"});
    row("hardlink to ../outside", {.members = {hardlink("h", "../outside")},
                                   .code = unsafe,
                                   .named = s("h"),
                                   .absentFromDest = "h"});
    row("hardlink to /etc/passwd", {.members = {hardlink("h", "/etc/passwd")},
                                    .code = unsafe,
                                    .named = s("h"),
                                    .absentFromDest = "h"});
    row("hardlink to a later member", {.members = {hardlink("h", "later"), file("later")},
                                       .code = unsafe,
                                       .named = s("h"),
                                       .absentFromDest = "h"});
    row("hardlink to a missing member", {.members = {file("a"), hardlink("h", "missing")},
                                         .code = unsafe,
                                         .named = s("h"),
                                         .absentFromDest = "h"});
    row("hardlink to a symlink that escapes from the link's place",
        {.members = {dir("a/"), softlink("a/s", "../x"), hardlink("h", "a/s")},
         .code = unsafe,
         .named = s("h"),
         .absentFromDest = "h"});
    row("hardlink to a directory", {.members = {dir("d/"), hardlink("h", "d")},
                                    .code = unsafe,
                                    .named = s("h"),
                                    .absentFromDest = "h"});
    row("hardlink to itself",
        {.members = {file("h"), hardlink("h", "h")}, .code = unsafe, .named = s("h")});
    row("character device", {.members = {special("null", Type::CharDevice)},
                             .code = unsafe,
                             .named = s("null"),
                             .absentFromDest = "null"});
    row("block device", {.members = {special("loop0", Type::BlockDevice)},
                         .code = unsafe,
                         .named = s("loop0"),
                         .absentFromDest = "loop0"});
    row("fifo", {.members = {special("pipe", Type::Fifo)},
                 .code = unsafe,
                 .named = s("pipe"),
                 .absentFromDest = "pipe"});
    row("socket", {.members = {special("sock", Type::Socket)},
                   .code = unsafe,
                   .named = s("sock"),
                   .absentFromDest = "sock"});
    row("device inside a tar.zst", {.members = {file("ok"), special("bin/null", Type::CharDevice)},
                                    .code = unsafe,
                                    .named = s("bin/null"),
                                    .absentFromDest = "bin/null",
                                    .compression = Compression::Zstd});
    row("total size cap",
        {.members = {file("a", QByteArray(600, 'a')), file("b", QByteArray(600, 'b'))},
         .code = tooLarge,
         .named = s("b"),
         .absentFromDest = "b",
         .limits = {.maxTotalBytes = 1000},
         .compression = Compression::Gzip});
    // Issue 32: a name as long as a pax header allows is quoted as an excerpt with a marker.
    const QByteArray longName = "../" + QByteArray(100'000, 'k');
    const QString longShown =
        QStringLiteral("../") + QString(197, QLatin1Char('k')) + s("… [+99,803 characters]");
    row("a 100,000-character member name is quoted as an excerpt",
        {.members = {file(longName)}, .code = unsafe, .named = longShown});
    const QByteArray longTarget = "/" + QByteArray(100'000, 't');
    row("a 100,000-character link target is quoted as an excerpt",
        {.members = {softlink("l", longTarget)},
         .code = unsafe,
         .named =
             QStringLiteral("/") + QString(199, QLatin1Char('t')) + s("… [+99,801 characters]"),
         .absentFromDest = "l"});
    row("entry count cap", {.members = {file("a"), file("b"), file("c"), file("d"), file("e")},
                            .code = tooLarge,
                            .named = s("d"),
                            .absentFromDest = "d",
                            .limits = {.maxEntries = 3}});
}

void TestBundleExtractor::refusesUnsafe()
{
    QFETCH(RefusalRow, row);
    Scratch scratch(m_root.path());
    QVERIFY(scratch.isValid());
    const QString archive = scratch.path(QStringLiteral("bundle") + archiveSuffix(row.compression));
    const QString written = writeArchive(archive, row.members, row.compression);
    if (!written.isEmpty()) {
        const bool socketRow =
            std::any_of(row.members.cbegin(), row.members.cend(),
                        [](const TarMember &m) { return m.type == Type::Socket; });
        if (socketRow) {
            QSKIP(qPrintable(QStringLiteral("libarchive cannot write a socket into a tar archive "
                                            "(tar has no socket type): ") +
                             written));
        }
        QFAIL(qPrintable(written));
    }

    const auto result = BundleExtractor::extract(archive, scratch.dest(), row.limits);
    QVERIFY2(!result, "the archive was extracted");
    QCOMPARE(result.error().code, row.code);
    QVERIFY2(result.error().message.contains(QLatin1Char('"') + row.named + QLatin1Char('"')),
             qPrintable(result.error().message));
    QVERIFY2(result.error().message.contains(archive), qPrintable(result.error().message));
    QVERIFY(!result.error().hint.isEmpty());
    QCOMPARE(scratch.strays(archive), QStringList());
    if (!row.absentFromDest.isEmpty()) {
        QVERIFY2(!lstatPath(scratch.destPath(row.absentFromDest)).exists,
                 row.absentFromDest.constData());
    }
    if (!row.absentAbsolute.isEmpty())
        QVERIFY2(!lstatPath(row.absentAbsolute).exists, qPrintable(row.absentAbsolute));
}

void TestBundleExtractor::refusesCorrupt_data()
{
    QTest::addColumn<CorruptRow>("row");
    using Accel::Test::buildTar;
    using Accel::Test::compress;
    const auto s = [](const char *text) { return QString::fromUtf8(text); };

    // Random data so that compressed halves still cut through the member's data.
    const QList<TarMember> one{file("lib/big.so", randomBytes(256 * 1024, 1))};
    const QByteArray tar = buildTar(one).bytes;
    for (Compression c :
         {Compression::None, Compression::Gzip, Compression::Xz, Compression::Zstd}) {
        const QByteArray whole = compress(tar, c);
        QTest::addRow("%s cut in half", qPrintable(archiveSuffix(c).mid(1)))
            << CorruptRow{whole.left(whole.size() / 2), c, s("lib/big.so")};
    }

    // Cut exactly where a member ends: libarchive alone would call this a complete archive.
    const auto two = buildTar({file("a", "alpha"), file("b", randomBytes(4096, 2))});
    QTest::addRow("tar cut after a member")
        << CorruptRow{two.bytes.left(two.memberOffsets.at(1)), Compression::None, s("a")};
    QTest::addRow("tar.zst of a tar cut after a member") << CorruptRow{
        compress(two.bytes.left(two.endOfMembers), Compression::Zstd), Compression::Zstd, s("b")};

    QByteArray damaged = two.bytes;
    damaged[two.memberOffsets.at(1) + 3] = 'X'; // the second header's name; its checksum fails
    QTest::addRow("damaged header") << CorruptRow{damaged, Compression::None, s("a")};

    TarMember shortData = file("short", "only this");
    shortData.declaredSize = 1 << 20;
    QTest::addRow("header claims more data than follows")
        << CorruptRow{buildTar({shortData, file("next")}).bytes, Compression::None, s("short")};
    TarMember longData = file("long", QByteArray(700, 'L'));
    longData.declaredSize = 10;
    QTest::addRow("header claims less data than follows")
        << CorruptRow{buildTar({longData, file("next")}).bytes, Compression::None, s("long")};

    QTest::addRow("not an archive") << CorruptRow{
        QByteArray("#!/bin/sh\necho this is no tar\n").repeated(100), Compression::None, {}};
    QTest::addRow("gzip of text") << CorruptRow{
        compress(QByteArray("plain text\n").repeated(1000), Compression::Gzip),
        Compression::Gzip,
        {}};
    QTest::addRow("zstd garbage") << CorruptRow{
        QByteArray("\x28\xb5\x2f\xfd") + randomBytes(4096, 3), Compression::Zstd, {}};
    QTest::addRow("empty file") << CorruptRow{QByteArray(), Compression::None, {}};
    QString bzipError;
    const QByteArray bzipped = compress(tar, Compression::Bzip2, &bzipError);
    if (bzipError.isEmpty()) {
        QTest::addRow("bzip2 is not a bundle compression")
            << CorruptRow{bzipped, Compression::Bzip2, {}};
    }
}

void TestBundleExtractor::refusesCorrupt()
{
    QFETCH(CorruptRow, row);
    Scratch scratch(m_root.path());
    QVERIFY(scratch.isValid());
    const QString archive = scratch.path(QStringLiteral("bundle") + archiveSuffix(row.compression));
    QVERIFY(Accel::Test::writeFile(archive, row.bytes));

    const auto result = BundleExtractor::extract(archive, scratch.dest());
    QVERIFY2(!result, "the archive was extracted");
    QCOMPARE(result.error().code, QStringLiteral("SIDELOAD_ARCHIVE_CORRUPT"));
    QVERIFY2(result.error().message.contains(archive), qPrintable(result.error().message));
    if (!row.named.isEmpty()) {
        QVERIFY2(result.error().message.contains(QLatin1Char('"') + row.named + QLatin1Char('"')),
                 qPrintable(result.error().message));
    }
    QCOMPARE(scratch.strays(archive), QStringList());
}

void TestBundleExtractor::capsBombs_data()
{
    QTest::addColumn<BombRow>("row");
    QTest::addRow("one 200 MiB member of zeros") << BombRow{1, 200LL << 20, Compression::Zstd};
    QTest::addRow("25 members of 8 MiB of zeros") << BombRow{25, 8LL << 20, Compression::Zstd};
    QTest::addRow("gzip, 200 MiB of zeros") << BombRow{1, 200LL << 20, Compression::Gzip};
}

void TestBundleExtractor::capsBombs()
{
    QFETCH(BombRow, row);
    Scratch scratch(m_root.path());
    QVERIFY(scratch.isValid());
    const QString archive = scratch.path(QStringLiteral("bomb") + archiveSuffix(row.compression));
    const QString written =
        Accel::Test::writeZerosArchive(archive, row.members, row.bytesEach, row.compression);
    QVERIFY2(written.isEmpty(), qPrintable(written));
    QVERIFY2(QFileInfo(archive).size() < 1 << 20, "the bomb should compress to under 1 MiB");

    const qint64 cap = 64LL << 20;
    const auto result = BundleExtractor::extract(archive, scratch.dest(), {cap, 1'000'000});
    QVERIFY(!result);
    QCOMPARE(result.error().code, QStringLiteral("SIDELOAD_ARCHIVE_TOO_LARGE"));
    const qint64 firstOver = cap / row.bytesEach; // file-N is the first one past the cap
    QVERIFY2(result.error().message.contains(QStringLiteral("\"file-%1\"").arg(firstOver)),
             qPrintable(result.error().message));
    QVERIFY(scratch.destBytes() <= cap);
}

void TestBundleExtractor::cancelledBeforeStart()
{
    Scratch scratch(m_root.path());
    const QString archive = scratch.path(QStringLiteral("bundle.tar.zst"));
    QVERIFY(writeArchive(archive, bundleMembers(TarFormat::Pax), Compression::Zstd).isEmpty());
    const std::atomic<bool> cancel{true};
    const auto result = BundleExtractor::extract(archive, scratch.dest(), {}, &cancel);
    QVERIFY(!result);
    QCOMPARE(result.error().code, QStringLiteral("SIDELOAD_CANCELLED"));
    QVERIFY(result.error().message.contains(archive));
    QVERIFY(QDir(scratch.dest()).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden));
}

void TestBundleExtractor::cancelledDuringExtraction()
{
    Scratch scratch(m_root.path());
    const QString archive = scratch.path(QStringLiteral("bundle.tar"));
    QList<TarMember> members;
    for (int i = 0; i < 8; ++i)
        members.append(file("part-" + QByteArray::number(i), randomBytes(1 << 20, quint32(i))));
    QVERIFY(writeArchive(archive, members).isEmpty());
    std::atomic<bool> cancel{false};
    int calls = 0;
    const auto result = BundleExtractor::extract(archive, scratch.dest(), {}, &cancel, [&](qint64) {
        ++calls;
        cancel = true;
    });
    QVERIFY(!result);
    QCOMPARE(result.error().code, QStringLiteral("SIDELOAD_CANCELLED"));
    QCOMPARE(calls, 1);
    QVERIFY(scratch.destBytes() < 8 << 20);
}

void TestBundleExtractor::reportsProgress()
{
    Scratch scratch(m_root.path());
    const QString archive = scratch.path(QStringLiteral("bundle.tar.zst"));
    QList<TarMember> members;
    for (int i = 0; i < 6; ++i)
        members.append(file("part-" + QByteArray::number(i), randomBytes(1 << 20, quint32(i))));
    QVERIFY(writeArchive(archive, members, Compression::Zstd).isEmpty());
    QList<qint64> reports;
    const auto result = BundleExtractor::extract(archive, scratch.dest(), {}, nullptr,
                                                 [&](qint64 read) { reports.append(read); });
    QVERIFY2(result, qPrintable(result ? QString() : result.error().toString()));
    QVERIFY2(reports.size() >= 3, qPrintable(QString::number(reports.size())));
    QVERIFY(std::is_sorted(reports.cbegin(), reports.cend()));
    const qint64 size = QFileInfo(archive).size();
    QVERIFY(reports.last() <= size);
    QVERIFY(reports.last() > size - (1 << 20));
    QCOMPARE(result->bytes, qint64(6 << 20));
}

void TestBundleExtractor::destinationMustBeAnEmptyDirectory()
{
    Scratch scratch(m_root.path());
    const QString archive = scratch.path(QStringLiteral("bundle.tar"));
    QVERIFY(writeArchive(archive, {file("a")}).isEmpty());
    QVERIFY(Accel::Test::writeFile(scratch.destPath("already-here"), "x"));
    auto result = BundleExtractor::extract(archive, scratch.dest());
    QVERIFY(!result);
    QCOMPARE(result.error().code, QStringLiteral("SIDELOAD_CACHE"));
    QVERIFY(!lstatPath(scratch.destPath("a")).exists);

    result = BundleExtractor::extract(archive, scratch.path(QStringLiteral("no-such-dir")));
    QVERIFY(!result);
    QCOMPARE(result.error().code, QStringLiteral("SIDELOAD_CACHE"));
}

void TestBundleExtractor::missingArchive()
{
    Scratch scratch(m_root.path());
    const QString archive = scratch.path(QStringLiteral("missing.tar.zst"));
    const auto result = BundleExtractor::extract(archive, scratch.dest());
    QVERIFY(!result);
    QCOMPARE(result.error().code, QStringLiteral("SIDELOAD_CACHE"));
    QVERIFY(result.error().message.contains(archive));
}

void TestBundleExtractor::concurrentExtractions()
{
    constexpr int Count = 4;
    std::vector<std::unique_ptr<Scratch>> scratches;
    QStringList archives;
    for (int i = 0; i < Count; ++i) {
        scratches.push_back(std::make_unique<Scratch>(m_root.path()));
        archives.append(scratches.back()->path(QStringLiteral("bundle.tar.zst")));
        QVERIFY(writeArchive(archives.last(), bundleMembers(TarFormat::Pax), Compression::Zstd)
                    .isEmpty());
    }
    std::vector<Accel::Result<ExtractStats>> results(Count);
    std::vector<std::thread> threads;
    for (int i = 0; i < Count; ++i) {
        threads.emplace_back([&, i] {
            for (int round = 0; round < 5; ++round) {
                const QString dest = scratches[size_t(i)]->dest() + QString::number(round);
                QDir().mkpath(dest);
                results[size_t(i)] = BundleExtractor::extract(archives.at(i), dest);
                if (!results[size_t(i)])
                    return;
            }
        });
    }
    for (std::thread &thread : threads)
        thread.join();
    for (const auto &result : results)
        QVERIFY2(result, qPrintable(result ? QString() : result.error().toString()));
    QCOMPARE(currentUmask(), m_umask);
}

QTEST_GUILESS_MAIN(TestBundleExtractor)
#include "tst_bundleextractor.moc"
