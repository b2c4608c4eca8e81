// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The layers the build must keep (issue 18, section 2; DESIGN.md "Module layers in core":
// doc, host < cel, sideload, kube < launch, dra < nvcre): every source file of core/ includes
// only its own module and the modules of lower tiers, never Qt Gui or Widgets, never ui/ or
// app/; ui/ never includes app/. Read at test time from the source tree, so a wrong include
// fails here even where the linker would not notice. And the build says the same: the layers of
// core/CMakeLists.txt are these tiers, and a module includes only the modules it links
// (accel_core_module's DEPENDS), so the libraries link only downward (issue 18, "Done when").
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

namespace {

const QString sourceDir = QStringLiteral(ACCEL_SOURCE_DIR);

/// The tier of each core module; a module may include only lower tiers (and itself).
const QHash<QString, int> &tiers()
{
    static const QHash<QString, int> t{
        {QStringLiteral("doc"), 0},  {QStringLiteral("host"), 0},
        {QStringLiteral("cel"), 1},  {QStringLiteral("sideload"), 1},
        {QStringLiteral("kube"), 1}, {QStringLiteral("launch"), 2},
        {QStringLiteral("dra"), 2},  {QStringLiteral("nvcre"), 3},
        {QStringLiteral("mcp"), 4},
    };
    return t;
}

/// Headers of Qt Gui and Qt Widgets that core/ must not use.
bool isGuiHeader(const QString &include)
{
    static const QStringList prefixes{QStringLiteral("QtGui"), QStringLiteral("QtWidgets")};
    static const QStringList classes{
        QStringLiteral("QWidget"),         QStringLiteral("QApplication"),
        QStringLiteral("QGuiApplication"), QStringLiteral("QColor"),
        QStringLiteral("QIcon"),           QStringLiteral("QPixmap"),
        QStringLiteral("QImage"),          QStringLiteral("QFont"),
        QStringLiteral("QPainter"),        QStringLiteral("QPalette"),
        QStringLiteral("QAction"),         QStringLiteral("QBrush"),
    };
    for (const QString &p : prefixes)
        if (include.startsWith(p + QLatin1Char('/')) || include == p)
            return true;
    return classes.contains(include);
}

struct Include
{
    QString file; ///< relative to the source tree
    int line = 0;
    QString target;
};

QList<Include> includesUnder(const QString &dir)
{
    QList<Include> out;
    static const QRegularExpression include(
        QStringLiteral("^\\s*#\\s*include\\s*[\"<]([^\">]+)[\">]"));
    QDirIterator it(sourceDir + QLatin1Char('/') + dir,
                    {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        int line = 0;
        while (!file.atEnd()) {
            ++line;
            const QRegularExpressionMatch m = include.match(QString::fromUtf8(file.readLine()));
            if (m.hasMatch())
                out << Include{QDir(sourceDir).relativeFilePath(path), line, m.captured(1)};
        }
    }
    return out;
}

} // namespace

class TestLayering : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyModuleHasATier()
    {
        const QStringList modules =
            QDir(sourceDir + QStringLiteral("/core")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY2(modules.size() >= 8, qPrintable(sourceDir));
        for (const QString &m : modules)
            QVERIFY2(tiers().contains(m),
                     qPrintable(QStringLiteral("core/%1 has no tier in tst_layering: place it "
                                               "in the layers first")
                                    .arg(m)));
    }

    void coreIncludesOnlyDownward()
    {
        QStringList wrong;
        const QList<Include> includes = includesUnder(QStringLiteral("core"));
        QVERIFY(includes.size() > 200);
        for (const Include &inc : includes) {
            const QString own = inc.file.section(QLatin1Char('/'), 1, 1); // core/<module>/...
            const bool inModule = inc.file.count(QLatin1Char('/')) >= 2;
            const QString target = inc.target;
            if (isGuiHeader(target)) {
                wrong << QStringLiteral("%1:%2: #include <%3> (Qt Gui/Widgets in core)")
                             .arg(inc.file)
                             .arg(inc.line)
                             .arg(target);
                continue;
            }
            if (target.startsWith(QLatin1String("ui/")) ||
                target.startsWith(QLatin1String("app/"))) {
                wrong << QStringLiteral("%1:%2: #include \"%3\"")
                             .arg(inc.file)
                             .arg(inc.line)
                             .arg(target);
                continue;
            }
            const QString module = target.section(QLatin1Char('/'), 0, 0);
            if (!target.contains(QLatin1Char('/')) || !tiers().contains(module))
                continue; // the module's own headers, the core headers, libraries
            if (!inModule) {
                // core/*.h (result.h, error.h, ...) are below every module.
                wrong << QStringLiteral("%1:%2: #include \"%3\" (core's base headers include no "
                                        "module)")
                             .arg(inc.file)
                             .arg(inc.line)
                             .arg(target);
                continue;
            }
            if (module != own && tiers().value(module) >= tiers().value(own))
                wrong << QStringLiteral("%1:%2: #include \"%3\" (%4 is tier %5, %6 tier %7)")
                             .arg(inc.file)
                             .arg(inc.line)
                             .arg(target, module)
                             .arg(tiers().value(module))
                             .arg(own)
                             .arg(tiers().value(own));
        }
        QVERIFY2(wrong.isEmpty(),
                 qPrintable(QStringLiteral("upward includes:\n") + wrong.join(QLatin1Char('\n'))));
    }

    void buildAgreesWithTheTiers()
    {
        QFile file(sourceDir + QStringLiteral("/core/CMakeLists.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString cmake = QString::fromUtf8(file.readAll());

        // set(accel_core_layers base=0 doc=1 ...): base under every module, then the tiers.
        static const QRegularExpression layersRe(
            QStringLiteral("set\\(accel_core_layers ([^)]*)\\)"));
        const QRegularExpressionMatch layers = layersRe.match(cmake);
        QVERIFY(layers.hasMatch());
        QHash<QString, int> built;
        for (const QString &entry : layers.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts))
            built.insert(entry.section(QLatin1Char('='), 0, 0),
                         entry.section(QLatin1Char('='), 1).toInt());
        QCOMPARE(built.value(QStringLiteral("base"), -1), 0);
        built.remove(QStringLiteral("base"));
        QCOMPARE(built.size(), tiers().size());
        for (auto it = tiers().begin(); it != tiers().end(); ++it)
            QVERIFY2(built.value(it.key(), -1) == it.value() + 1,
                     qPrintable(QStringLiteral("core/%1: tier %2 here, layer %3 in the build")
                                    .arg(it.key())
                                    .arg(it.value())
                                    .arg(built.value(it.key(), -1))));

        // accel_core_module(NAME DEPENDS a b ...): what each module links.
        static const QRegularExpression moduleRe(
            QStringLiteral("accel_core_module\\((\\w+)(?: DEPENDS ([\\w ]+))?\\n"));
        QHash<QString, QStringList> depends;
        for (auto it = moduleRe.globalMatch(cmake); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            depends.insert(m.captured(1),
                           m.captured(2).split(QLatin1Char(' '), Qt::SkipEmptyParts));
        }
        QStringList wrong;
        for (auto it = tiers().begin(); it != tiers().end(); ++it) {
            if (!depends.contains(it.key())) {
                wrong << QStringLiteral("core/%1 is no accel_core_module").arg(it.key());
                continue;
            }
            for (const QString &dep : depends.value(it.key()))
                if (dep != QLatin1String("base") && tiers().value(dep, 99) >= it.value())
                    wrong << QStringLiteral("core/%1 links %2, not below it").arg(it.key(), dep);
        }
        for (const Include &inc : includesUnder(QStringLiteral("core"))) {
            if (inc.file.count(QLatin1Char('/')) < 2)
                continue;
            const QString own = inc.file.section(QLatin1Char('/'), 1, 1);
            const QString module = inc.target.section(QLatin1Char('/'), 0, 0);
            if (!inc.target.contains(QLatin1Char('/')) || !tiers().contains(module) ||
                module == own)
                continue;
            if (!depends.value(own).contains(module))
                wrong << QStringLiteral("%1:%2: #include \"%3\" but core/%4 does not link "
                                        "accelcore_%5 (DEPENDS in core/CMakeLists.txt)")
                             .arg(inc.file)
                             .arg(inc.line)
                             .arg(inc.target, own, module);
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    void uiNeverIncludesApp()
    {
        QStringList wrong;
        for (const Include &inc : includesUnder(QStringLiteral("ui")))
            if (inc.target.startsWith(QLatin1String("app/")) ||
                inc.target.startsWith(QLatin1String("accelctl/")))
                wrong << QStringLiteral("%1:%2: #include \"%3\"")
                             .arg(inc.file)
                             .arg(inc.line)
                             .arg(inc.target);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    void oneRegexEngine_data()
    {
        QTest::addColumn<QString>("dir");
        for (const char *dir : {"core", "ui", "app", "installer/docgen"})
            QTest::addRow("%s", dir) << QString::fromLatin1(dir);
    }

    void oneRegexEngine()
    {
        // RE2 (Accel::RegularExpression, core/regularexpression.h) is the one regex engine of
        // what we ship and generate (issue 39): PCRE's QRegularExpression, with backtracking
        // and another syntax, only in tests.
        QFETCH(QString, dir);
        QStringList wrong;
        for (const Include &inc : includesUnder(dir))
            if (inc.target.startsWith(QLatin1String("QRegularExpression")) ||
                inc.target == QLatin1String("regex") || inc.target == QLatin1String("regex.h"))
                wrong << QStringLiteral("%1:%2: #include <%3>")
                             .arg(inc.file)
                             .arg(inc.line)
                             .arg(inc.target);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    void workOnTheEnginesPool_data()
    {
        QTest::addColumn<QString>("dir");
        for (const char *dir : {"core", "ui", "app"})
            QTest::addRow("%s", dir) << QString::fromLatin1(dir);
    }

    void workOnTheEnginesPool()
    {
        // Every task of what we ship runs on Accel::workPool() (core/workpool.h), never on Qt's
        // global pool, where the raster engine's parts of a painting would queue behind it and
        // the UI thread wait for them (issue 37: the UI stall < 16 ms). So each QtConcurrent
        // call names workPool() first, and nothing starts work on globalInstance().
        QFETCH(QString, dir);
        // QtConcurrent::NAME, with explicit template arguments or not, then its first argument.
        static const QRegularExpression call(QStringLiteral(
            "QtConcurrent::(\\w+)\\s*(?:<[^;{}()]*>)?\\s*\\(\\s*([^,()]*(\\(\\))?)"));
        // A comment: // at a line's start or after a blank (not a URL's), or /* ... */.
        static const QRegularExpression comment(
            QStringLiteral("(?:(?:^|(?<=\\s))//[^\n]*|/\\*.*?\\*/)"),
            QRegularExpression::MultilineOption | QRegularExpression::DotMatchesEverythingOption);
        QStringList wrong;
        QDirIterator it(sourceDir + QLatin1Char('/') + dir,
                        {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                        QDirIterator::Subdirectories);
        int calls = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            const QString text = QString::fromUtf8(file.readAll()).remove(comment);
            const QString name = QDir(sourceDir).relativeFilePath(path);
            for (auto m = call.globalMatch(text); m.hasNext();) {
                const QRegularExpressionMatch one = m.next();
                ++calls;
                if (one.captured(2) != QLatin1String("workPool()") &&
                    one.captured(2) != QLatin1String("Accel::workPool()"))
                    wrong << QStringLiteral("%1: QtConcurrent::%2(%3 ...) runs on Qt's pool")
                                 .arg(name, one.captured(1), one.captured(2));
            }
            // Qt's pool named outright, a continuation launched there, or calls this test
            // cannot see.
            for (const char *global : {"QThreadPool::globalInstance()", "QtConcurrent::Launch",
                                       "using namespace QtConcurrent"}) {
                if (text.contains(QLatin1String(global)))
                    wrong << QStringLiteral("%1: %2").arg(name, QLatin1String(global));
            }
        }
        if (dir == QLatin1String("core"))
            QVERIFY2(calls > 0, "no QtConcurrent call found in core: is the pattern still right?");
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestLayering)
#include "tst_layering.moc"
