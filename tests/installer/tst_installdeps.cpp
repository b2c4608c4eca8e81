// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// Every program and library the build, the console and the tests use comes from a Debian package
// that installer/dev.sh names (issue 31). A machine that already had a package from earlier work
// hides a missing entry (pkg-config did, until a fresh Debian 12 root showed it); this test does
// not depend on what happens to be installed beyond the lists:
//  - it reads dev.sh's package lists and closes them over Pre-Depends and Depends as dpkg records
//    them, plus what a minimal Debian 12 has (Essential or Priority: required, and apt);
//  - for every find_package, pkg_check_modules and find_program call in the CMake files, and the
//    compiler, generator and launcher, it takes the file the configure step found (CMakeCache.txt)
//    and asks dpkg which package owns it;
//  - for every program the tests and the installer scripts run (found by name in their sources),
//    it asks dpkg which package owns it on Debian's own PATH;
// and fails naming the call or program, the file, its package and the list to add it to.
#include "testsupport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLibraryInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString sourceDir()
{
    return QDir::cleanPath(Accel::Test::fixturesDir() + u"/../.."_s);
}

QString buildDir()
{
    return QDir::cleanPath(Accel::Test::binDir() + u"/.."_s);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

/// installer/dev.sh's `NAME_packages=( ... )` arrays, comments and line breaks allowed.
QHash<QString, QStringList> packageLists()
{
    const QString script = QString::fromUtf8(readAll(sourceDir() + u"/installer/dev.sh"_s));
    QHash<QString, QStringList> lists;
    static const QRegularExpression array(uR"(^([a-z]+)_packages=\(([^)]*)\))"_s,
                                          QRegularExpression::MultilineOption);
    for (auto it = array.globalMatch(script); it.hasNext();) {
        const auto match = it.next();
        QStringList names;
        for (QString line : match.captured(2).split(u'\n')) {
            line = line.section(u'#', 0, 0);
            for (const QString &word : line.split(u' ', Qt::SkipEmptyParts))
                names << word.trimmed();
        }
        lists.insert(match.captured(1), names);
    }
    return lists;
}

struct Installed
{
    QStringList depends; ///< first installed alternative of each Pre-Depends and Depends entry
    bool base = false;   ///< Essential: yes, Priority: required or apt: on every minimal root
};

/// What dpkg has installed, with dependencies resolved to installed package names (virtual
/// packages to their installed providers).
class Dpkg
{
public:
    bool load(QString *error)
    {
        QProcess query;
        query.start(u"dpkg-query"_s,
                    {u"-W"_s, u"-f=${Package}\\t${db:Status-Abbrev}\\t${Essential}\\t${Priority}\\t"
                              "${Provides}\\t${Pre-Depends}, ${Depends}\\n"_s});
        if (!query.waitForFinished(60000) || query.exitCode() != 0) {
            *error = u"dpkg-query failed: "_s + QString::fromUtf8(query.readAllStandardError());
            return false;
        }
        struct Row
        {
            QString name, provides, depends;
            bool base;
        };
        QList<Row> rows;
        for (const QByteArray &raw : query.readAllStandardOutput().split('\n')) {
            const QStringList f = QString::fromUtf8(raw).split(u'\t');
            if (f.size() < 6 || !f[1].startsWith(u"ii"))
                continue;
            rows.append(
                {f[0], f[4], f[5], f[2] == u"yes" || f[3] == u"required" || f[0] == u"apt"});
            m_installed.insert(f[0], {});
        }
        for (const Row &row : rows) {
            for (const QString &p : row.provides.split(u',', Qt::SkipEmptyParts))
                m_providers[bare(p)].append(row.name);
        }
        for (const Row &row : rows) {
            Installed &entry = m_installed[row.name];
            entry.base = row.base;
            for (const QString &clause : row.depends.split(u',', Qt::SkipEmptyParts)) {
                const QString chosen = resolve(clause);
                if (!chosen.isEmpty())
                    entry.depends.append(chosen);
            }
        }
        return true;
    }

    bool isInstalled(const QString &name) const { return m_installed.contains(name); }

    /// NAMES and everything they depend on, as dpkg would install them.
    QSet<QString> closure(const QStringList &names) const
    {
        QSet<QString> seen;
        QStringList todo = names;
        while (!todo.isEmpty()) {
            const QString name = todo.takeLast();
            if (seen.contains(name))
                continue;
            seen.insert(name);
            todo += m_installed.value(name).depends;
        }
        return seen;
    }

    QStringList basePackages() const
    {
        QStringList names;
        for (auto it = m_installed.cbegin(); it != m_installed.cend(); ++it) {
            if (it->base)
                names << it.key();
        }
        return names;
    }

    /// The package that owns PATH ("pkgconf:amd64: /usr/bin/pkg-config" gives "pkgconf"), trying
    /// the path as given, its /usr-merged twin and where its links lead.
    QString owner(const QString &path) const
    {
        QStringList candidates{path};
        if (path.startsWith(u"/usr/"))
            candidates << path.mid(4);
        else
            candidates << u"/usr"_s + path;
        const QString real = QFileInfo(path).canonicalFilePath();
        if (!real.isEmpty() && real != path) {
            candidates << real;
            candidates << (real.startsWith(u"/usr/") ? real.mid(4) : u"/usr"_s + real);
        }
        for (const QString &candidate : std::as_const(candidates)) {
            QProcess search;
            search.start(u"dpkg-query"_s, {u"-S"_s, candidate});
            if (!search.waitForFinished(60000) || search.exitCode() != 0)
                continue;
            // "diversion by ..." lines and directories shared by several packages are no answer.
            const QStringList lines =
                QString::fromUtf8(search.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
            for (const QString &line : lines) {
                const QString owners = line.section(u": "_s, 0, 0);
                if (!line.startsWith(u"diversion") && !owners.contains(u", "_s))
                    return bare(owners);
            }
        }
        return {};
    }

private:
    /// "libfoo:amd64 (>= 1.2)" -> "libfoo".
    static QString bare(const QString &entry)
    {
        QString name = entry.trimmed().section(u' ', 0, 0);
        return name.section(u':', 0, 0);
    }

    /// The first alternative of "a (>= 1) | b" that is installed, itself or through a provider.
    QString resolve(const QString &clause) const
    {
        for (const QString &alternative : clause.split(u'|', Qt::SkipEmptyParts)) {
            const QString name = bare(alternative);
            if (name.isEmpty())
                continue;
            if (m_installed.contains(name))
                return name;
            for (const QString &provider : m_providers.value(name)) {
                if (m_installed.contains(provider))
                    return provider;
            }
        }
        return {};
    }

    QHash<QString, Installed> m_installed;
    QHash<QString, QStringList> m_providers;
};

/// CMakeCache.txt as KEY -> value.
QHash<QString, QString> cmakeCache()
{
    QHash<QString, QString> entries;
    const QString text = QString::fromUtf8(readAll(buildDir() + u"/CMakeCache.txt"_s));
    static const QRegularExpression entry(uR"(^([A-Za-z0-9_.+-]+):[A-Z]+=(.*)$)"_s,
                                          QRegularExpression::MultilineOption);
    for (auto it = entry.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        entries.insert(match.captured(1), match.captured(2));
    }
    return entries;
}

/// Every file below DIR (recursively) whose name matches one of FILTERS, build trees left out.
QStringList sourceFiles(const QString &dir, const QStringList &filters)
{
    QStringList files;
    QDirIterator it(dir, filters, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.contains(u"/build"_s) || path.contains(u"/.git/"_s))
            continue;
        files << path;
    }
    files.sort();
    return files;
}

struct FindCall
{
    QString call;  ///< "find_package(PkgConfig)"
    QString where; ///< "core/CMakeLists.txt"
    QString kind;  ///< find_package, pkg_check_modules, find_program
    QString name;  ///< PkgConfig
};

QList<FindCall> findCalls()
{
    QList<FindCall> calls;
    static const QRegularExpression call(
        uR"(^\s*(find_package|pkg_check_modules|find_program)\(\s*([A-Za-z0-9_.+-]+))"_s,
        QRegularExpression::MultilineOption);
    const QString src = sourceDir();
    for (const QString &file : sourceFiles(src, {u"CMakeLists.txt"_s, u"*.cmake"_s})) {
        const QString text = QString::fromUtf8(readAll(file));
        for (auto it = call.globalMatch(text); it.hasNext();) {
            const auto match = it.next();
            calls.append({match.captured(1) + u'(' + match.captured(2) + u')',
                          QDir(src).relativeFilePath(file), match.captured(1), match.captured(2)});
        }
    }
    return calls;
}

/// Files in the configure's cache that say where a find_* call found its dependency. A config
/// package's NAME_DIR stands for its config file; a module's variables (LibArchive_LIBRARY,
/// OPENSSL_CRYPTO_LIBRARY) and pkg-config's pkgcfg_lib_PREFIX_* are files themselves.
QStringList foundFiles(const FindCall &call, const QHash<QString, QString> &cache)
{
    QStringList files;
    auto addFile = [&files](const QString &path) {
        if (QFileInfo(path).isAbsolute() && QFileInfo::exists(path) && !files.contains(path))
            files << path;
    };
    auto addConfigDir = [&](const QString &key) {
        const QString dir = cache.value(key);
        const QString package = key.left(key.size() - 4); // "_DIR"
        const QStringList names{QString(package + u"Config.cmake"_s),
                                QString(package.toLower() + u"-config.cmake"_s),
                                QString(package + u"-config.cmake"_s)};
        for (const QString &name : names) {
            if (QFileInfo::exists(dir + u'/' + name)) {
                addFile(dir + u'/' + name);
                return;
            }
        }
    };
    if (call.kind == u"find_program") {
        addFile(cache.value(call.name));
    } else if (call.kind == u"pkg_check_modules") {
        for (auto it = cache.cbegin(); it != cache.cend(); ++it) {
            if (it.key().startsWith(u"pkgcfg_lib_"_s + call.name + u'_'))
                addFile(it.value());
        }
    } else {
        // Config mode: NAME_DIR and, for Qt's components, NAMEComponent_DIR.
        for (auto it = cache.cbegin(); it != cache.cend(); ++it) {
            if (it.key().endsWith(u"_DIR") && it.key().startsWith(call.name) &&
                !it.key().contains(u"_DIR_"))
                addConfigDir(it.key());
        }
        // Module mode (FindLibArchive, FindOpenSSL, FindPkgConfig): the files it set.
        const QStringList prefixes{QString(call.name + u'_'), QString(call.name.toUpper() + u'_'),
                                   u"PKG_CONFIG_"_s};
        for (const QString &prefix : prefixes) {
            if (prefix == u"PKG_CONFIG_" && call.name != u"PkgConfig")
                continue;
            for (auto it = cache.cbegin(); it != cache.cend(); ++it) {
                if (it.key().startsWith(prefix) && !it.key().endsWith(u"_DIR") &&
                    QFileInfo(it.value()).isFile())
                    addFile(it.value());
            }
        }
    }
    return files;
}

/// A program on Debian's own PATH (not /usr/local: a machine's own installs prove nothing), or
/// where Qt keeps its tools (lupdate is in /usr/lib/qt6/bin, which tests look in first).
QString debianProgram(const QString &name)
{
    if (name.startsWith(u'/'))
        return QFileInfo(name).isExecutable() ? name : QString();
    return QStandardPaths::findExecutable(
        name, {u"/usr/sbin"_s, u"/usr/bin"_s, u"/sbin"_s, u"/bin"_s,
               QLibraryInfo::path(QLibraryInfo::BinariesPath),
               QLibraryInfo::path(QLibraryInfo::LibraryExecutablesPath)});
}

/// Programs the scripts use only when they are there, each with what happens without it.
bool optionalProgram(const QString &program, const QString &where)
{
    // dev.sh installs as root, or through sudo when it is there, and otherwise says to run it as
    // root: a fresh machine's root has no sudo and needs none.
    if (program == u"sudo" && where == u"installer/dev.sh")
        return true;
    // kubectl: any kubectl runs plugins alike. dev.sh installs Debian's kubernetes-client only
    // where none is on PATH (another package's /usr/bin/kubectl would make dpkg refuse it), and
    // tst_cli_kubectlplugin skips, saying so, without one.
    return program == u"kubectl" &&
           (where == u"installer/dev.sh" || where == u"tests/cli/tst_cli_kubectlplugin.cpp");
}

struct ProgramUse
{
    QString program; ///< "openssl" or "/usr/bin/docker-compose"
    QString where;   ///< "tests/support/testca.cpp"
    QString lists;   ///< which dev.sh lists must provide it: "test", "bench", "fuzz"
};

/// The programs the tests and installer scripts run, by the ways they name them: findExecutable
/// and findProgram calls, literal /usr/bin paths, and the scripts' `command -v` and
/// `for tool in ...; do` checks.
QList<ProgramUse> programUses()
{
    QList<ProgramUse> uses;
    const QString src = sourceDir();
    static const QRegularExpression cpp(
        uR"((?:findExecutable|findProgram)\(\s*(?:QStringLiteral\(|u)\"([A-Za-z0-9_.+-]+)\")"
        uR"(|\"(/usr/s?bin/[A-Za-z0-9_.+-]+)[\" ])"_s);
    static const QRegularExpression commandV(uR"(command -v\s+\"?([A-Za-z0-9_.+-]+)\"?)"_s);
    static const QRegularExpression toolLoop(uR"(for tool in ((?:[^;]|\\\n)*?);\s*do)"_s);
    auto listsFor = [](const QString &relative) {
        if (relative.startsWith(u"tests/bench/"))
            return u"bench"_s;
        if (relative.startsWith(u"tests/fuzz/"))
            return u"fuzz"_s;
        return u"test"_s;
    };
    auto add = [&uses](const ProgramUse &use) {
        for (const ProgramUse &known : std::as_const(uses)) {
            if (known.program == use.program && known.lists == use.lists)
                return;
        }
        uses.append(use);
    };
    for (const QString &file : sourceFiles(src + u"/tests"_s, {u"*.cpp"_s, u"*.h"_s})) {
        const QString relative = QDir(src).relativeFilePath(file);
        const QString text = QString::fromUtf8(readAll(file));
        for (auto it = cpp.globalMatch(text); it.hasNext();) {
            const auto match = it.next();
            const QString program =
                match.captured(1).isEmpty() ? match.captured(2) : match.captured(1);
            add({program, relative, listsFor(relative)});
        }
    }
    QStringList scripts = sourceFiles(src + u"/tests"_s, {u"*.sh"_s});
    scripts += sourceFiles(src + u"/installer"_s, {u"*.sh"_s});
    for (const QString &file : std::as_const(scripts)) {
        const QString relative = QDir(src).relativeFilePath(file);
        const QString text = QString::fromUtf8(readAll(file));
        for (auto it = commandV.globalMatch(text); it.hasNext();) {
            const QString program = it.next().captured(1);
            if (program != u"tool")
                add({program, relative, listsFor(relative)});
        }
        for (auto it = toolLoop.globalMatch(text); it.hasNext();) {
            QString words = it.next().captured(1);
            words.replace(u"\\\n"_s, u" "_s);
            for (const QString &program : words.split(u' ', Qt::SkipEmptyParts))
                add({program, relative, listsFor(relative)});
        }
    }
    return uses;
}

} // namespace

class TestInstallDeps : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void listsAreInstalled();
    void buildDependency_data();
    void buildDependency();
    void programRun_data();
    void programRun();
    void parsesWhatItChecks();

private:
    /// The packages of dev.sh's lists named in KINDS, closed over dependencies, with what a
    /// minimal Debian 12 has.
    QSet<QString> provided(const QStringList &kinds) const
    {
        QStringList names = m_dpkg.basePackages();
        for (const QString &kind : kinds)
            names += m_lists.value(kind);
        return m_dpkg.closure(names);
    }
    QString listsNaming(const QString &package) const
    {
        QStringList kinds;
        for (auto it = m_lists.cbegin(); it != m_lists.cend(); ++it) {
            if (m_dpkg.closure(it.value()).contains(package))
                kinds << it.key() + u"_packages"_s;
        }
        kinds.sort();
        return kinds.isEmpty() ? u"no list"_s : kinds.join(u", "_s);
    }

    Dpkg m_dpkg;
    QHash<QString, QStringList> m_lists;
    QHash<QString, QString> m_cache;
};

void TestInstallDeps::initTestCase()
{
    if (QStandardPaths::findExecutable(u"dpkg-query"_s).isEmpty())
        QSKIP("not a Debian system (no dpkg-query): the package lists are Debian's");
    QString error;
    QVERIFY2(m_dpkg.load(&error), qPrintable(error));
    m_lists = packageLists();
    m_cache = cmakeCache();
    QVERIFY2(!m_cache.isEmpty(), qPrintable(u"no CMakeCache.txt in "_s + buildDir()));
}

// What `installer/dev.sh test` installs is installed here: the suite ran through it, or by hand
// after it. A list entry dpkg does not know is a typo that apt-get would refuse on a fresh root.
void TestInstallDeps::listsAreInstalled()
{
    for (const QString &kind : {u"build"_s, u"test"_s, u"package"_s}) {
        QVERIFY2(!m_lists.value(kind).isEmpty(),
                 qPrintable(u"installer/dev.sh has no "_s + kind + u"_packages list"_s));
        for (const QString &name : m_lists.value(kind)) {
            QVERIFY2(m_dpkg.isInstalled(name),
                     qPrintable(u"%1 (installer/dev.sh %2_packages) is not installed: run "
                                "installer/dev.sh test, or fix the name"_s.arg(name, kind)));
        }
    }
}

void TestInstallDeps::buildDependency_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QStringList>("files");
    const QHash<QString, QString> cache = cmakeCache();
    for (const FindCall &call : findCalls())
        QTest::addRow("%s in %s", qPrintable(call.call), qPrintable(call.where))
            << call.call << foundFiles(call, cache);
    // What runs every compile and link: the compiler, the generator and the compiler launcher.
    auto tool = [&cache](const QString &key) {
        QString value = cache.value(key);
        if (!value.isEmpty() && !value.startsWith(u'/'))
            value = debianProgram(value);
        return value.isEmpty() ? QStringList{} : QStringList{value};
    };
    QTest::addRow("the C++ compiler") << u"CMAKE_CXX_COMPILER"_s << tool(u"CMAKE_CXX_COMPILER"_s);
    QTest::addRow("the build tool") << u"CMAKE_MAKE_PROGRAM"_s << tool(u"CMAKE_MAKE_PROGRAM"_s);
    if (cache.contains(u"CMAKE_CXX_COMPILER_LAUNCHER"_s))
        QTest::addRow("the compiler launcher")
            << u"CMAKE_CXX_COMPILER_LAUNCHER"_s << tool(u"CMAKE_CXX_COMPILER_LAUNCHER"_s);
    QTest::addRow("cmake") << u"CMAKE_COMMAND"_s << tool(u"CMAKE_COMMAND"_s);
}

void TestInstallDeps::buildDependency()
{
    QFETCH(QString, what);
    QFETCH(QStringList, files);
    QVERIFY2(!files.isEmpty(),
             qPrintable(what + u": nothing in CMakeCache.txt says what it found; teach "
                               "tests/installer/tst_installdeps.cpp (foundFiles) where this kind "
                               "of call records its result"_s));
    const QSet<QString> build = provided({u"build"_s});
    for (const QString &file : std::as_const(files)) {
        const QString package = m_dpkg.owner(file);
        QVERIFY2(!package.isEmpty(),
                 qPrintable(u"%1 found %2, which no Debian package owns: a fresh machine gets "
                            "it from nowhere"_s.arg(what, file)));
        QVERIFY2(build.contains(package),
                 qPrintable(u"%1 found %2, from the Debian package %3, which installer/dev.sh's "
                            "build_packages do not provide (it is in: %4): add %3 to "
                            "build_packages"_s.arg(what, file, package, listsNaming(package))));
    }
}

void TestInstallDeps::programRun_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QStringList>("kinds");
    for (const ProgramUse &use : programUses()) {
        if (optionalProgram(use.program, use.where))
            continue;
        // The tests run with what `installer/dev.sh test` installs (node_packages through
        // ensure_node, where node and npm do not already run); a bench with the build and
        // bench lists; a fuzzer with the build and fuzz lists (installer/dev.sh bench, fuzz).
        const QStringList kinds = use.lists == u"test"
                                      ? QStringList{u"build"_s, u"test"_s, u"package"_s, u"node"_s}
                                      : QStringList{u"build"_s, use.lists};
        QTest::addRow("%s (%s)", qPrintable(use.program), qPrintable(use.where))
            << use.program << use.where << kinds;
    }
}

void TestInstallDeps::programRun()
{
    QFETCH(QString, program);
    QFETCH(QString, where);
    QFETCH(QStringList, kinds);
    const QString path = debianProgram(program);
    QStringList listNames;
    for (const QString &kind : std::as_const(kinds))
        listNames << kind + u"_packages"_s;
    QVERIFY2(!path.isEmpty(),
             qPrintable(u"%1 runs %2, which is not on /usr/sbin:/usr/bin:/sbin:/bin or in Qt's "
                        "tool folders: add the Debian package that has it to installer/dev.sh "
                        "(%3), or run installer/dev.sh test if a list names it already"_s.arg(
                            where, program, listNames.join(u" or "_s))));
    const QString package = m_dpkg.owner(path);
    QVERIFY2(!package.isEmpty(), qPrintable(u"%1 runs %2 (%3), which no Debian package owns"_s.arg(
                                     where, program, path)));
    QVERIFY2(provided(kinds).contains(package),
             qPrintable(u"%1 runs %2 (%3, from the Debian package %4), which installer/dev.sh's "
                        "%5 do not provide (it is in: %6): add %4 there"_s.arg(
                            where, program, path, package, listNames.join(u" and "_s),
                            listsNaming(package))));
}

// The scans find what they must: a test that found nothing would pass for the wrong reason.
void TestInstallDeps::parsesWhatItChecks()
{
    QVERIFY(m_lists.value(u"build"_s).contains(u"pkgconf"_s));
    QStringList calls;
    for (const FindCall &call : findCalls())
        calls << call.call;
    for (const QString &expected :
         {u"find_package(Qt6)"_s, u"find_package(PkgConfig)"_s, u"pkg_check_modules(LIBYAML)"_s})
        QVERIFY2(calls.contains(expected), qPrintable(calls.join(u", "_s)));
    QStringList programs;
    for (const ProgramUse &use : programUses())
        programs << use.program;
    for (const QString &expected :
         {u"openssl"_s, u"dockerd"_s, u"lintian"_s, u"busybox"_s, u"/usr/bin/docker-compose"_s})
        QVERIFY2(programs.contains(expected), qPrintable(programs.join(u", "_s)));
    // The closure follows Depends: g++ brings the C++ compiler's own package.
    QVERIFY(m_dpkg.closure({u"g++"_s}).contains(u"g++-12"_s) || !m_dpkg.isInstalled(u"g++-12"_s));
    // The owner lookup reads through Debian's /usr merge and links.
    QCOMPARE(m_dpkg.owner(u"/bin/sh"_s), u"dash"_s);
}

QTEST_GUILESS_MAIN(TestInstallDeps)
#include "tst_installdeps.moc"
