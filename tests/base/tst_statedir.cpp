// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The state directory as ssh and apt treat theirs (issue 32, core/statedir.h): a folder another
// user can write is refused unless it is sticky and ours, a folder above it that others can
// write is refused unless sticky, one that belongs to another user is refused; every name inside
// is opened without following a link (a link, a FIFO, someone else's file is refused by name, a
// FIFO never blocks), a file written there replaces a link of its name and never writes through
// it, and removal walks by descriptor, unlinking links inside a tree and never following them.
#include "basecodes.h"
#include "statedir.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Accel;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
}

bool setMode(const QString &path, mode_t mode)
{
    return ::chmod(QFile::encodeName(path).constData(), mode) == 0;
}

} // namespace

class TestStateDir : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void openChecksTheFolders_data();
    void openChecksTheFolders();
    void missingFoldersAreMadePrivate();
    void anotherUsersFolderIsRefused();
    void filesAreNeverOpenedThroughLinks_data();
    void filesAreNeverOpenedThroughLinks();
    void foldersAreNeverOpenedThroughLinks();
    void writeReplacesALinkNeverItsTarget();
    void removalNeverFollowsLinks();
    void removeLeavesWhatWeDidNotMake();
    void namesAreOneComponent();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_outside; ///< a folder outside the state directory, with a file the tests guard
};

void TestStateDir::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_outside = m_dir->filePath(QStringLiteral("outside"));
    QVERIFY(QDir().mkpath(m_outside + QStringLiteral("/deep")));
    QVERIFY(writeFile(m_outside + QStringLiteral("/victim"), "keep me"));
    QVERIFY(writeFile(m_outside + QStringLiteral("/deep/victim"), "keep me too"));
}

void TestStateDir::openChecksTheFolders_data()
{
    QTest::addColumn<mode_t>("parentMode");
    QTest::addColumn<mode_t>("stateMode");
    QTest::addColumn<QString>("code");  ///< empty: accepted
    QTest::addColumn<QString>("names"); ///< in the message: "state" or "parent"
    QTest::addRow("private") << mode_t(0700) << mode_t(0700) << QString() << QString();
    QTest::addRow("readable by others") << mode_t(0755) << mode_t(0755) << QString() << QString();
    QTest::addRow("state world-writable") << mode_t(0755) << mode_t(0777) << "STATE_DIR_UNSAFE"
                                          << "state";
    QTest::addRow("state group-writable") << mode_t(0755) << mode_t(0770) << "STATE_DIR_UNSAFE"
                                          << "state";
    QTest::addRow("state world-writable and sticky, ours")
        << mode_t(0755) << mode_t(01777) << QString() << QString();
    QTest::addRow("parent world-writable") << mode_t(0777) << mode_t(0700) << "STATE_DIR_UNSAFE"
                                           << "parent";
    QTest::addRow("parent world-writable and sticky, as /tmp")
        << mode_t(01777) << mode_t(0700) << QString() << QString();
}

void TestStateDir::openChecksTheFolders()
{
    QFETCH(mode_t, parentMode);
    QFETCH(mode_t, stateMode);
    QFETCH(QString, code);
    QFETCH(QString, names);
    const QString parent = m_dir->filePath(QStringLiteral("parent"));
    const QString state = parent + QStringLiteral("/state");
    QVERIFY(QDir().mkpath(state));
    QVERIFY(setMode(parent, parentMode));
    QVERIFY(setMode(state, stateMode));
    const auto dir = StateDir::open(state, StateDir::Create::No);
    if (code.isEmpty()) {
        QVERIFY2(dir, dir ? "" : qPrintable(dir.error().toString()));
        QCOMPARE(dir->path(), QFileInfo(state).canonicalFilePath());
        // The check holds for what it opens inside too.
        QVERIFY(dir->openDir(QStringLiteral("sideload"), StateDir::Create::Yes));
        return;
    }
    QVERIFY(!dir);
    QCOMPARE(dir.error().code, code);
    const QString named = names == QLatin1String("state") ? state : parent;
    QVERIFY2(dir.error().message.startsWith(QFileInfo(named).canonicalFilePath()),
             qPrintable(dir.error().message));
    QVERIFY2(dir.error().hint.contains(QStringLiteral("chmod")), qPrintable(dir.error().hint));
    QVERIFY2(dir.error().hint.contains(QStringLiteral("--state-dir")),
             qPrintable(dir.error().hint));

    // A folder inside a good state directory is held to the same rule.
    QVERIFY(setMode(parent, 0755));
    QVERIFY(setMode(state, 0700));
    const auto good = StateDir::open(state, StateDir::Create::No);
    QVERIFY(good);
    QVERIFY(QDir().mkpath(state + QStringLiteral("/sideload")));
    QVERIFY(setMode(state + QStringLiteral("/sideload"), 0777));
    const auto inner = good->openDir(QStringLiteral("sideload"), StateDir::Create::No);
    QVERIFY(!inner);
    QCOMPARE(inner.error().code, QStringLiteral("STATE_DIR_UNSAFE"));
}

void TestStateDir::missingFoldersAreMadePrivate()
{
    const QString state = m_dir->filePath(QStringLiteral("a/b/state"));
    const mode_t old = ::umask(0); // even a umask that leaves all open makes nothing open
    const auto dir = StateDir::open(state, StateDir::Create::Yes);
    ::umask(old);
    QVERIFY2(dir, dir ? "" : qPrintable(dir.error().toString()));
    for (const QString &folder : {m_dir->filePath(QStringLiteral("a")), state}) {
        struct stat st
        {
        };
        QCOMPARE(::stat(QFile::encodeName(folder).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0700));
    }
}

void TestStateDir::anotherUsersFolderIsRefused()
{
    if (::geteuid() != 0)
        QSKIP("giving a folder to another user (nobody, uid 65534) needs root");
    const QString state = m_dir->filePath(QStringLiteral("theirs"));
    QVERIFY(QDir().mkpath(state));
    QCOMPARE(::chown(QFile::encodeName(state).constData(), 65534, 65534), 0);
    const auto dir = StateDir::open(state, StateDir::Create::No);
    QVERIFY(!dir);
    QCOMPARE(dir.error().code, QStringLiteral("STATE_DIR_UNSAFE"));
    QVERIFY2(dir.error().message.contains(QStringLiteral("uid 65534")),
             qPrintable(dir.error().message));
    // Above the state directory, a folder of another user is refused too (root's own are fine).
    const QString below = state + QStringLiteral("/mine");
    QVERIFY(QDir().mkpath(below));
    const auto under = StateDir::open(below, StateDir::Create::No);
    QVERIFY(!under);
    QCOMPARE(under.error().code, QStringLiteral("STATE_DIR_UNSAFE"));
    QVERIFY2(under.error().message.contains(QStringLiteral("above the state directory")),
             qPrintable(under.error().message));
    // A file inside ours that belongs to another user is not ours to read.
    const auto ours = StateDir::open(m_dir->filePath(QStringLiteral("ours")));
    QVERIFY(ours);
    QVERIFY(writeFile(ours->filePath(QStringLiteral("f")), "x"));
    QCOMPARE(
        ::chown(QFile::encodeName(ours->filePath(QStringLiteral("f"))).constData(), 65534, 65534),
        0);
    const auto read = ours->readFile(QStringLiteral("f"), 100);
    QVERIFY(!read);
    QCOMPARE(read.error().code, QStringLiteral("STATE_DIR_UNSAFE"));
}

void TestStateDir::filesAreNeverOpenedThroughLinks_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addRow("link to a file outside") << "link";
    QTest::addRow("dangling link") << "dangling";
    QTest::addRow("FIFO") << "fifo";
    QTest::addRow("directory") << "directory";
}

void TestStateDir::filesAreNeverOpenedThroughLinks()
{
    QFETCH(QString, kind);
    const auto dir = StateDir::open(m_dir->filePath(QStringLiteral("state")));
    QVERIFY(dir);
    const QString name = QStringLiteral("entry");
    const QString path = dir->filePath(name);
    if (kind == QLatin1String("link"))
        QVERIFY(QFile::link(m_outside + QStringLiteral("/victim"), path));
    else if (kind == QLatin1String("dangling"))
        QVERIFY(QFile::link(m_outside + QStringLiteral("/nothing"), path));
    else if (kind == QLatin1String("fifo"))
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    else
        QVERIFY(QDir().mkdir(path));
    for (const int flags : {O_RDONLY, O_RDWR, O_RDWR | O_CREAT, O_WRONLY | O_CREAT | O_TRUNC}) {
        const auto fd = dir->openFile(name, flags); // a FIFO must not block here
        QVERIFY2(!fd, qPrintable(kind));
        QCOMPARE(fd.error().code, QStringLiteral("STATE_DIR_UNSAFE"));
        QVERIFY2(fd.error().message.startsWith(path), qPrintable(fd.error().message));
    }
    const auto read = dir->readFile(name, 1000);
    QVERIFY(!read);
    QCOMPARE(read.error().code, QStringLiteral("STATE_DIR_UNSAFE"));
    QCOMPARE(readFile(m_outside + QStringLiteral("/victim")), QByteArray("keep me"));
    QVERIFY(!QFileInfo::exists(m_outside + QStringLiteral("/nothing")));
}

void TestStateDir::foldersAreNeverOpenedThroughLinks()
{
    const auto dir = StateDir::open(m_dir->filePath(QStringLiteral("state")));
    QVERIFY(dir);
    QVERIFY(QFile::link(m_outside, dir->filePath(QStringLiteral("sideload"))));
    for (const StateDir::Create create : {StateDir::Create::No, StateDir::Create::Yes}) {
        const auto inner = dir->openDir(QStringLiteral("sideload"), create);
        QVERIFY(!inner);
        QCOMPARE(inner.error().code, QStringLiteral("STATE_DIR_UNSAFE"));
        QVERIFY2(inner.error().message.contains(QStringLiteral("symbolic link")),
                 qPrintable(inner.error().message));
    }
    const StateDir::Entry e = dir->entry(QStringLiteral("sideload"));
    QCOMPARE(e.kind, StateDir::Kind::Symlink);
    QVERIFY(!e.isOurDirectory());
}

void TestStateDir::writeReplacesALinkNeverItsTarget()
{
    const auto dir = StateDir::open(m_dir->filePath(QStringLiteral("state")));
    QVERIFY(dir);
    QVERIFY(
        QFile::link(m_outside + QStringLiteral("/victim"), dir->filePath(QStringLiteral("meta"))));
    QVERIFY(dir->writeFile(QStringLiteral("meta"), "ours"));
    QCOMPARE(readFile(m_outside + QStringLiteral("/victim")), QByteArray("keep me"));
    QCOMPARE(dir->entry(QStringLiteral("meta")).kind, StateDir::Kind::File);
    QCOMPARE(dir->readFile(QStringLiteral("meta"), 100).value(), QByteArray("ours"));
    // No temporary file is left beside it.
    QCOMPARE(QDir(dir->path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("meta")});
}

void TestStateDir::removalNeverFollowsLinks()
{
    const auto dir = StateDir::open(m_dir->filePath(QStringLiteral("state")));
    QVERIFY(dir);
    // A tree of ours with links inside to a folder and a file outside, and a link loop.
    const QString tree = dir->filePath(QStringLiteral("tree"));
    QVERIFY(QDir().mkpath(tree + QStringLiteral("/a/b")));
    QVERIFY(writeFile(tree + QStringLiteral("/a/file"), "x"));
    QVERIFY(QFile::link(m_outside, tree + QStringLiteral("/a/to-outside")));
    QVERIFY(QFile::link(m_outside + QStringLiteral("/victim"), tree + QStringLiteral("/a/b/v")));
    QVERIFY(QFile::link(QStringLiteral(".."), tree + QStringLiteral("/a/b/up")));
    QVERIFY(dir->removeTree(QStringLiteral("tree")));
    QVERIFY(!QFileInfo::exists(tree));
    QCOMPARE(readFile(m_outside + QStringLiteral("/victim")), QByteArray("keep me"));
    QCOMPARE(readFile(m_outside + QStringLiteral("/deep/victim")), QByteArray("keep me too"));
}

void TestStateDir::removeLeavesWhatWeDidNotMake()
{
    const auto dir = StateDir::open(m_dir->filePath(QStringLiteral("state")));
    QVERIFY(dir);
    QVERIFY(QFile::link(m_outside, dir->filePath(QStringLiteral("dirlink"))));
    QVERIFY(QFile::link(m_outside + QStringLiteral("/victim"),
                        dir->filePath(QStringLiteral("filelink"))));
    QCOMPARE(::mkfifo(QFile::encodeName(dir->filePath(QStringLiteral("fifo"))).constData(), 0600),
             0);
    for (const QString &name :
         {QStringLiteral("dirlink"), QStringLiteral("filelink"), QStringLiteral("fifo")}) {
        const auto removed = dir->remove(name);
        QVERIFY2(!removed, qPrintable(name));
        QCOMPARE(removed.error().code, QStringLiteral("STATE_DIR_UNSAFE"));
        QVERIFY(QFileInfo(dir->filePath(name)).isSymLink() || name == QLatin1String("fifo"));
        const auto tree = dir->removeTree(name);
        QVERIFY2(!tree, qPrintable(name));
    }
    QCOMPARE(readFile(m_outside + QStringLiteral("/victim")), QByteArray("keep me"));
    QVERIFY(QFileInfo::exists(m_outside + QStringLiteral("/deep/victim")));
    // entries() lists them as what they are.
    int links = 0;
    for (const StateDir::Entry &e : dir->entries())
        links += e.kind == StateDir::Kind::Symlink ? 1 : 0;
    QCOMPARE(links, 2);
}

void TestStateDir::namesAreOneComponent()
{
    const auto dir = StateDir::open(m_dir->filePath(QStringLiteral("state")));
    QVERIFY(dir);
    for (const QString &name : {QString(), QStringLiteral("."), QStringLiteral(".."),
                                QStringLiteral("../outside/victim"), QStringLiteral("a/b")}) {
        QVERIFY(!StateDir::isPlainName(name));
        QVERIFY(!dir->openFile(name, O_RDONLY));
        QVERIFY(!dir->openDir(name, StateDir::Create::Yes));
        QVERIFY(!dir->writeFile(name, "x"));
    }
    QCOMPARE(readFile(m_outside + QStringLiteral("/victim")), QByteArray("keep me"));
}

QTEST_GUILESS_MAIN(TestStateDir)
#include "tst_statedir.moc"
