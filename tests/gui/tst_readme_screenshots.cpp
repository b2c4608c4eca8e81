// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The README's screenshots cannot go stale unnoticed (issue 38, "Tests"): every image the README
// shows is one row of installer/screenshots.sh, the script makes each with `accel-console
// --screenshot` here, and the committed PNG was made with that row's arguments (the PNG's
// "accel-console" text, which the console writes) at the same size, and it still looks like the
// window drawn now (at most 2% of its 16x16 blocks changed brightness by more than 10%).
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include <cstdlib>

namespace {

const QString kSource = QStringLiteral(ACCEL_SOURCE_DIR);

/// installer/screenshots.sh --list: name -> arguments.
QMap<QString, QString> table()
{
    QProcess script;
    script.start(QStringLiteral("bash"),
                 {kSource + QStringLiteral("/installer/screenshots.sh"), QStringLiteral("--list")});
    if (!script.waitForFinished(30000) || script.exitCode() != 0)
        qFatal("installer/screenshots.sh --list failed");
    QMap<QString, QString> out;
    for (const QString &line : QString::fromUtf8(script.readAllStandardOutput()).split(u'\n')) {
        const qsizetype tab = line.indexOf(u'\t');
        if (tab > 0)
            out.insert(line.left(tab), line.mid(tab + 1));
    }
    return out;
}

/// The share of 16x16 blocks whose mean brightness differs by more than 10% between A and B
/// (the same size): a moved panel, a column that changed width or a new row changes many; the
/// pixels of a glyph drawn a little differently, or a changed number, change a few.
double changedBlocks(const QImage &a, const QImage &b)
{
    constexpr int Block = 16;
    const QImage x = a.convertToFormat(QImage::Format_Grayscale8);
    const QImage y = b.convertToFormat(QImage::Format_Grayscale8);
    int blocks = 0;
    int changed = 0;
    for (int top = 0; top + Block <= x.height(); top += Block) {
        for (int left = 0; left + Block <= x.width(); left += Block) {
            int sum = 0;
            for (int r = top; r < top + Block; ++r) {
                const uchar *p = x.constScanLine(r);
                const uchar *q = y.constScanLine(r);
                for (int c = left; c < left + Block; ++c)
                    sum += int(p[c]) - int(q[c]);
            }
            ++blocks;
            if (std::abs(sum) > Block * Block * 255 / 10)
                ++changed;
        }
    }
    return blocks == 0 ? 1.0 : double(changed) / blocks;
}

} // namespace

class TestReadmeScreenshots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void readmeShowsTheTable();
    void made_data();
    void made();

private:
    QTemporaryDir m_out;
    QString m_scriptError;
};

void TestReadmeScreenshots::initTestCase()
{
    QVERIFY(m_out.isValid());
    // All of them in one run of the script, as a maintainer retakes them.
    QProcess script;
    script.setWorkingDirectory(kSource);
    script.start(QStringLiteral("bash"), {kSource + QStringLiteral("/installer/screenshots.sh"),
                                          Accel::Test::binDir(), m_out.path()});
    QVERIFY(script.waitForFinished(300000));
    m_scriptError = QString::fromUtf8(script.readAllStandardError());
    QVERIFY2(script.exitCode() == 0, qPrintable(m_scriptError));
}

void TestReadmeScreenshots::readmeShowsTheTable()
{
    QFile readme(kSource + QStringLiteral("/README.md"));
    QVERIFY(readme.open(QIODevice::ReadOnly));
    static const QRegularExpression image(
        QStringLiteral(R"(\]\(resources/screenshots/([^)]+)\.png\))"));
    QStringList shown;
    for (auto it = image.globalMatch(QString::fromUtf8(readme.readAll())); it.hasNext();)
        shown << it.next().captured(1);
    shown.sort();
    QStringList made = table().keys();
    QCOMPARE(shown, made);
    // And no committed screenshot the README does not show.
    QStringList committed = QDir(kSource + QStringLiteral("/resources/screenshots"))
                                .entryList({QStringLiteral("*.png")});
    for (QString &name : committed)
        name.chop(4);
    committed.sort();
    QCOMPARE(committed, made);
}

void TestReadmeScreenshots::made_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("arguments");
    const QMap<QString, QString> rows = table();
    for (auto it = rows.cbegin(); it != rows.cend(); ++it)
        QTest::newRow(qPrintable(it.key())) << it.key() << it.value();
}

void TestReadmeScreenshots::made()
{
    QFETCH(QString, name);
    QFETCH(QString, arguments);
    const QImage fresh(m_out.filePath(name + QStringLiteral(".png")));
    QVERIFY2(!fresh.isNull(), qPrintable(name + QStringLiteral(" not made: ") + m_scriptError));
    // 1366x768, times the scale factor the row sets.
    const int scale = arguments.startsWith(QStringLiteral("QT_SCALE_FACTOR=2 ")) ? 2 : 1;
    QCOMPARE(fresh.size(), QSize(1366, 768) * scale);
    QCOMPARE(fresh.text(QStringLiteral("accel-console")), arguments);
    // Not blank: a rendered window has text, lines and trees, so many distinct colours.
    QSet<QRgb> colours;
    for (int y = 0; y < fresh.height(); y += 4)
        for (int x = 0; x < fresh.width(); x += 4)
            colours.insert(fresh.pixel(x, y));
    QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));

    // The README's copy was made by the same row (retake it with installer/screenshots.sh when a
    // row changes) at the same size.
    const QImage committed(kSource + QStringLiteral("/resources/screenshots/") + name +
                           QStringLiteral(".png"));
    QVERIFY2(!committed.isNull(), qPrintable(name));
    QCOMPARE(committed.text(QStringLiteral("accel-console")), arguments);
    QCOMPARE(committed.size(), fresh.size());
    // And it still shows the window as it is drawn now: what changed since it was taken (a
    // layout, a column's width, a panel's contents) is at most a few blocks of it.
    const double changed = changedBlocks(committed, fresh);
    if (changed > 0.02)
        m_out.setAutoRemove(false); // the fresh image, to look at or to commit
    QVERIFY2(changed <= 0.02,
             qPrintable(QStringLiteral("%1: %2% of the image differs from the window drawn now "
                                       "(%3); retake it with installer/screenshots.sh build/bin "
                                       "resources/screenshots %1")
                            .arg(name)
                            .arg(changed * 100, 0, 'f', 1)
                            .arg(m_out.filePath(name + QStringLiteral(".png")))));
}

QTEST_MAIN(TestReadmeScreenshots)
#include "tst_readme_screenshots.moc"
