// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Echoed input in errors is cut with a marker (issue 32, core/excerpt.h): short text is quoted
// whole, long text keeps its head and says how much was left out, a surrogate pair is never split.
#include "excerpt.h"

#include <QtTest>

using namespace Accel;

class TestExcerpt : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void excerpt_data();
    void excerpt();
    void bytes();
    void list_data();
    void list();
};

void TestExcerpt::excerpt_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qsizetype>("max");
    QTest::addColumn<QString>("expected");
    QTest::addRow("short") << "abc" << qsizetype(10) << "abc";
    QTest::addRow("exactly the limit") << "abcde" << qsizetype(5) << "abcde";
    QTest::addRow("one over") << "abcdef" << qsizetype(5) << "abcde… [+1 characters]";
    QTest::addRow("960 KB") << QString(960'000, QLatin1Char('k')) << qsizetype(3)
                            << "kkk… [+959,997 characters]";
    QTest::addRow("surrogate pair at the cut")
        << (QStringLiteral("ab") + QString::fromUcs4(U"\U0001F600") + QStringLiteral("cd"))
        << qsizetype(3) << "ab… [+4 characters]";
}

void TestExcerpt::excerpt()
{
    QFETCH(QString, text);
    QFETCH(qsizetype, max);
    QFETCH(QString, expected);
    QCOMPARE(Accel::excerpt(text, max), expected);
}

void TestExcerpt::bytes()
{
    const QByteArray big(960'000, 'k');
    const QString cut = Accel::excerpt(big);
    QVERIFY(cut.size() < ExcerptChars + 40);
    QVERIFY2(cut.endsWith(QStringLiteral("… [+959,800 bytes]")), qPrintable(cut));
    QCOMPARE(Accel::excerpt(QByteArray("short")), QStringLiteral("short"));
}

void TestExcerpt::list_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<int>("limit");
    QTest::addColumn<QString>("listed");
    const QStringList three{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
    QTest::newRow("none") << QStringList() << 2 << QString();
    QTest::newRow("within the limit") << three << 3 << QStringLiteral("a, b, c");
    QTest::newRow("past it") << three << 2 << QStringLiteral("a, b and 1 more");
    QStringList fleet;
    for (int i = 0; i < 65000; ++i)
        fleet << QStringLiteral("node-%1").arg(i);
    QTest::newRow("a fleet") << fleet << 2 << QStringLiteral("node-0, node-1 and 64998 more");
}

void TestExcerpt::list()
{
    // Names in a message: never more than LIMIT of them, and how many more (issue 37).
    QFETCH(QStringList, names);
    QFETCH(int, limit);
    QFETCH(QString, listed);
    QCOMPARE(Accel::excerptList(names, limit), listed);
}

QTEST_GUILESS_MAIN(TestExcerpt)
#include "tst_excerpt.moc"
