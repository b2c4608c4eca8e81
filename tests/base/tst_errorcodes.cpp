// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Error codes are the command line's contract (DESIGN.md: scripts and tests match on them), so
// each is declared once, in its module's <module>codes.h, with a default hint (issue 18, sections
// 3 and 4). This test holds the tree to that: no declared code is written as a string literal
// anywhere else in core/, app/ or ui/; every code has a unique name, a hint, and that hint is
// translated in the Norwegian catalog under the code's context.
#include "basecodes.h"
#include "cel/celcodes.h"
#include "doc/doccodes.h"
#include "dra/dracodes.h"
#include "host/hostcodes.h"
#include "kube/kubecodes.h"
#include "launch/launchcodes.h"
#include "mcp/mcpcodes.h"
#include "nvcre/nvcrecodes.h"
#include "sideload/sideloadcodes.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>
#include <QtTest>

#include <span>

using namespace Accel;

namespace {

struct Module
{
    const char *header; ///< relative to the source tree
    std::span<const ErrorCode *const> codes;
};

const QList<Module> &modules()
{
    static const QList<Module> all{
        {"core/basecodes.h", Code::BaseCodes},
        {"core/doc/doccodes.h", Code::DocCodes},
        {"core/host/hostcodes.h", Code::HostCodes},
        {"core/cel/celcodes.h", Code::CelCodes},
        {"core/sideload/sideloadcodes.h", Code::SideloadCodes},
        {"core/kube/kubecodes.h", Code::KubeCodes},
        {"core/launch/launchcodes.h", Code::LaunchCodes},
        {"core/dra/dracodes.h", Code::DraCodes},
        {"core/nvcre/nvcrecodes.h", Code::NvcreCodes},
        {"core/mcp/mcpcodes.h", Code::McpCodes},
    };
    return all;
}

/// Files that still spell their codes as literals because another branch is restructuring them
/// now; the sweep that moves them to Code:: constants removes them from this list.
const QStringList &pending()
{
    static const QStringList files{};
    return files;
}

/// The 1-based line of TEXT that OFFSET is on.
qsizetype lineOf(const QString &text, qsizetype offset)
{
    return QStringView(text).left(offset).count(QLatin1Char('\n')) + 1;
}

QString sourcePath(const QString &relative)
{
    return QStringLiteral(ACCEL_SOURCE_DIR "/") + relative;
}

QString readText(const QString &relative)
{
    QFile file(sourcePath(relative));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

} // namespace

class TestErrorCodes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void declared_data();
    void declared();
    void namesAreUnique();
    void headersListEveryConstant_data();
    void headersListEveryConstant();
    void noLiteralsOutsideCodesHeaders();
    void hintsTranslated();
};

void TestErrorCodes::declared_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("hint");
    for (const Module &module : modules()) {
        for (const ErrorCode *code : module.codes) {
            QTest::addRow("%s", code->rawName())
                << code->name() << QString::fromLatin1(code->context())
                << QString::fromUtf8(code->rawHint());
        }
    }
}

void TestErrorCodes::declared()
{
    QFETCH(QString, name);
    QFETCH(QString, context);
    QFETCH(QString, hint);
    static const QRegularExpression shape(QStringLiteral("^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$"));
    QVERIFY2(shape.match(name).hasMatch(), qPrintable(name));
    QVERIFY2(context.startsWith(QLatin1String("Accel")), qPrintable(context));
    QVERIFY2(!hint.trimmed().isEmpty(), "a code without a default hint");
    // A hint is a sentence that says what to do.
    QVERIFY2(hint.endsWith(QLatin1Char('.')), qPrintable(hint));
}

void TestErrorCodes::namesAreUnique()
{
    QHash<QString, QString> seen;
    for (const Module &module : modules()) {
        for (const ErrorCode *code : module.codes) {
            const QString header = QString::fromLatin1(module.header);
            QVERIFY2(!seen.contains(code->name()),
                     qPrintable(QStringLiteral("%1 is declared in %2 and %3")
                                    .arg(code->name(), seen.value(code->name()), header)));
            seen.insert(code->name(), header);
        }
    }
    QVERIFY(seen.size() > 100);
}

void TestErrorCodes::headersListEveryConstant_data()
{
    QTest::addColumn<QString>("header");
    QTest::addColumn<QStringList>("listed");
    for (const Module &module : modules()) {
        QStringList listed;
        for (const ErrorCode *code : module.codes)
            listed << code->name();
        QTest::addRow("%s", module.header) << QString::fromLatin1(module.header) << listed;
    }
}

void TestErrorCodes::headersListEveryConstant()
{
    // Each constant is named as its code and is in its header's list, which the command line
    // looks hints up in (an error passed through as text still gets its code's hint).
    QFETCH(QString, header);
    QFETCH(QStringList, listed);
    const QString text = readText(header);
    QVERIFY2(!text.isEmpty(), qPrintable(header));
    static const QRegularExpression declaration(
        QStringLiteral("inline constexpr ErrorCode (\\w+)\\{\\s*\"(\\w+)\""));
    QStringList declared;
    for (auto it = declaration.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        QCOMPARE(match.captured(1), match.captured(2));
        declared << match.captured(1);
    }
    QVERIFY(!declared.isEmpty());
    std::sort(declared.begin(), declared.end());
    std::sort(listed.begin(), listed.end());
    QCOMPARE(listed, declared);
}

void TestErrorCodes::noLiteralsOutsideCodesHeaders()
{
    QSet<QString> names;
    for (const Module &module : modules()) {
        for (const ErrorCode *code : module.codes)
            names.insert(code->name());
    }
    static const QRegularExpression literal(QStringLiteral("\"([A-Z][A-Z0-9_]*)\""));
    // A code of our own that is not declared at all: a literal as the code of fail(), Error::of()
    // or Error{} (fail(QString, ...) is only for codes that come from elsewhere, as text).
    static const QRegularExpression undeclared(
        QStringLiteral("\\b(?:fail\\(|Error::of\\(|Error\\{)\\s*(?:QStringLiteral|QLatin1String|u)?"
                       "\\(?\"([A-Z][A-Z0-9_]*)\""));
    QStringList offenders;
    QStringList stillPending;
    for (const char *top : {"core", "app", "ui"}) {
        QDirIterator it(sourcePath(QString::fromLatin1(top)),
                        {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString relative = path.mid(QStringLiteral(ACCEL_SOURCE_DIR "/").size());
            if (relative.endsWith(QLatin1String("codes.h")))
                continue;
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            const QString text = QString::fromUtf8(file.readAll());
            for (auto m = undeclared.globalMatch(text); m.hasNext();) {
                const QRegularExpressionMatch match = m.next();
                if (!names.contains(match.captured(1)))
                    offenders << QStringLiteral("%1:%2: \"%3\" is no declared code (declare it "
                                                "in the module's codes header)")
                                     .arg(relative)
                                     .arg(lineOf(text, match.capturedStart()))
                                     .arg(match.captured(1));
            }
            const QStringList lines = text.split(QLatin1Char('\n'));
            bool found = false;
            for (qsizetype i = 0; i < lines.size(); ++i) {
                if (lines.at(i).trimmed().startsWith(QLatin1String("//")))
                    continue;
                for (auto m = literal.globalMatch(lines.at(i)); m.hasNext();) {
                    const QString name = m.next().captured(1);
                    if (!names.contains(name))
                        continue;
                    found = true;
                    if (!pending().contains(relative))
                        offenders << QStringLiteral("%1:%2: \"%3\" (use Code::%3)")
                                         .arg(relative)
                                         .arg(i + 1)
                                         .arg(name);
                }
            }
            if (found && pending().contains(relative))
                stillPending << relative;
        }
    }
    for (const QString &file : pending()) {
        if (!stillPending.contains(file))
            qWarning("%s spells no code as a literal any more: drop it from pending()",
                     qPrintable(file));
    }
    QVERIFY2(offenders.isEmpty(),
             qPrintable(QStringLiteral("codes written as literals outside their codes header:\n") +
                        offenders.join(QLatin1Char('\n'))));
}

void TestErrorCodes::hintsTranslated()
{
    QFile file(QStringLiteral(ACCEL_SOURCE_DIR "/translations/accel-console_nb.ts"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QSet<QPair<QString, QString>> translated;
    QXmlStreamReader xml(&file);
    QString context;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const bool unfinished =
                xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            if (!unfinished &&
                !xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed().isEmpty())
                translated.insert({context, source});
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QStringList missing;
    for (const Module &module : modules()) {
        for (const ErrorCode *code : module.codes) {
            const QPair<QString, QString> key{QString::fromLatin1(code->context()),
                                              QString::fromUtf8(code->rawHint())};
            if (!translated.contains(key))
                missing << code->name() + QStringLiteral(" (") + key.first + QStringLiteral("): ") +
                               key.second;
        }
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("hints without a Norwegian translation:\n") +
                        missing.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestErrorCodes)
#include "tst_errorcodes.moc"
