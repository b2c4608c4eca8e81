// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The CEL engine's place in the module layers (DESIGN.md, "Module layers in core": doc, host <
// cel, sideload, kube < launch, dra < nvcre; issue 16, section 4): every source file under
// core/cel, read at test time, includes only core/cel itself, the modules below it and the
// core headers (result.h, error.h, logging.h). In particular nothing from core/dra: the device
// binding lives there and reaches the engine through Cel::HostObject.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTest>

namespace {

const QString sourceDir = QStringLiteral(ACCEL_SOURCE_DIR);

/// The module directories of core/ (doc, host, cel, ...), found on disk so that a new module
/// is covered without editing this test.
QStringList coreModules()
{
    return QDir(sourceDir + QStringLiteral("/core")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
}

} // namespace

class TestCelLayering : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sources_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(sourceDir + QStringLiteral("/core/cel"));
        const QStringList files = dir.entryList({QStringLiteral("*.h"), QStringLiteral("*.cpp")},
                                                QDir::Files, QDir::Name);
        for (const QString &f : files)
            QTest::newRow(qPrintable(QStringLiteral("core/cel/") + f)) << dir.filePath(f);
    }

    void sources()
    {
        QFETCH(QString, path);
        // The layers below cel, and cel itself.
        const QStringList allowed{QStringLiteral("cel"), QStringLiteral("doc"),
                                  QStringLiteral("host")};
        const QStringList modules = coreModules();
        QVERIFY2(modules.contains(QLatin1String("dra")), qPrintable(sourceDir));
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
        static const QRegularExpression include(
            QStringLiteral("^\\s*#\\s*include\\s*[\"<]([^\">]+)[\">]"));
        int lineNumber = 0;
        QStringList wrong;
        while (!file.atEnd()) {
            const QString line = QString::fromUtf8(file.readLine());
            ++lineNumber;
            const QRegularExpressionMatch m = include.match(line);
            if (!m.hasMatch())
                continue;
            QString target = QDir::cleanPath(m.captured(1));
            while (target.startsWith(QLatin1String("../")))
                target = target.sliced(3);
            if (target.startsWith(QLatin1String("core/")))
                target = target.sliced(5);
            const QString module = target.section(QLatin1Char('/'), 0, 0);
            if (target.contains(QLatin1Char('/')) && modules.contains(module) &&
                !allowed.contains(module))
                wrong << QStringLiteral("%1:%2: #include \"%3\"")
                             .arg(QFileInfo(path).fileName())
                             .arg(lineNumber)
                             .arg(m.captured(1));
        }
        QVERIFY2(wrong.isEmpty(),
                 qPrintable(QStringLiteral("core/cel includes a module above it (read host "
                                           "objects through Cel::HostObject instead):\n") +
                            wrong.join(QLatin1Char('\n'))));
    }

    void sourcesFound()
    {
        // Guard against a wrong ACCEL_SOURCE_DIR making sources() pass on no files.
        const QDir dir(sourceDir + QStringLiteral("/core/cel"));
        QVERIFY2(dir.exists(QStringLiteral("program.cpp")), qPrintable(dir.path()));
        QVERIFY(dir.exists(QStringLiteral("hostobject.h")));
    }
};

QTEST_GUILESS_MAIN(TestCelLayering)
#include "tst_cel_layering.moc"
