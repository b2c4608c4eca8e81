// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// suggestedContainerUser (spec host-accelerators-and-launch.txt, "What the quadra profile does").
#include "host/containeruser.h"
#include "testsupport.h"

#include <QtTest>

using namespace Accel::Host;
Q_DECLARE_METATYPE(Accel::Host::Profile)

class TestContainerUser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void suggest_data();
    void suggest();
    void malformedGroupFile();
};

void TestContainerUser::suggest_data()
{
    QTest::addColumn<Profile>("profile");
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<bool>("warns");
    // uid 1000, gid 1000; the fixtures' disk group is gid 6. Falling back to the process gid on
    // a quadra host is said, naming the file (issue 18, section 4).
    QTest::addRow("quadra gets the disk gid")
        << Profile::Quadra << QStringLiteral("quadra-1") << QStringLiteral("1000:6") << false;
    QTest::addRow("quadra without a disk group keeps the process gid")
        << Profile::Quadra << QStringLiteral("quadra-no-disk-group") << QStringLiteral("1000:1000")
        << true;
    QTest::addRow("nvidia keeps uid:gid") << Profile::Nvidia << QStringLiteral("nvidia-quadra")
                                          << QStringLiteral("1000:1000") << false;
    QTest::addRow("none keeps uid:gid")
        << Profile::None << QStringLiteral("none") << QStringLiteral("1000:1000") << false;
    QTest::addRow("missing /etc/group") << Profile::Quadra << QStringLiteral("does-not-exist")
                                        << QStringLiteral("1000:1000") << true;
}

void TestContainerUser::suggest()
{
    QFETCH(Profile, profile);
    QFETCH(QString, fixture);
    QFETCH(QString, expected);
    QFETCH(bool, warns);
    QStringList warnings;
    QCOMPARE(ContainerUser::suggest(profile, 1000, 1000,
                                    Accel::Test::fixture(QStringLiteral("hosts/") + fixture),
                                    &warnings),
             expected);
    QCOMPARE(warnings.size(), warns ? 1 : 0);
    if (warns)
        QVERIFY2(warnings.first().contains(QStringLiteral("etc/group has no disk group")),
                 qPrintable(warnings.first()));
}

void TestContainerUser::malformedGroupFile()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("etc")));
    QFile group(root.filePath(QStringLiteral("etc/group")));
    QVERIFY(group.open(QIODevice::WriteOnly));
    group.write("root:x:0:\ndisk:x:six:\n");
    group.close();
    QStringList warnings;
    QCOMPARE(ContainerUser::suggest(Profile::Quadra, 5, 7, root.path(), &warnings),
             QStringLiteral("5:7"));
    QCOMPARE(warnings.size(), 1);
    QVERIFY(warnings.first().contains(QStringLiteral("six")));
}

QTEST_GUILESS_MAIN(TestContainerUser)
#include "tst_containeruser.moc"
