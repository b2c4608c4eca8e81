// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The accelerator probe against fixture host trees (spec host-accelerators-and-launch.txt,
// "What the host carries" and "Each profile has one probe").
#include "host/accelprobe.h"
#include "testsupport.h"

#include <QtTest>

using namespace Accel::Host;
Q_DECLARE_METATYPE(Accel::Host::Profile)

class TestAccelProbe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void probe_data();
    void probe();
    void quadraCardDetails();
    void nvidiaGpuDetails();
    void missingRootIsNone();
};

struct ProbeRow
{
    const char *fixture;
    Profile profile;
    QStringList accelerators;
    QStringList nvidiaDevices;
    int nvidiaGpus;
    QStringList quadraNodes;
    QStringList warningsContain; ///< each must appear in some warning
};
Q_DECLARE_METATYPE(ProbeRow)

void TestAccelProbe::probe_data()
{
    QTest::addColumn<ProbeRow>("row");
    const QStringList nv8{QStringLiteral("/dev/nvidia0"), QStringLiteral("/dev/nvidia1"),
                          QStringLiteral("/dev/nvidia2"), QStringLiteral("/dev/nvidia3"),
                          QStringLiteral("/dev/nvidia4"), QStringLiteral("/dev/nvidia5"),
                          QStringLiteral("/dev/nvidia6"), QStringLiteral("/dev/nvidia7")};
    const QStringList nvidia{QStringLiteral("nvidia")};
    const QStringList quadra{QStringLiteral("quadra")};
    const QList<ProbeRow> rows{
        {"none", Profile::None, {}, {}, 0, {}, {}},
        {"samsung-only", Profile::None, {}, {}, 0, {}, {}},
        {"nvidia-1", Profile::Nvidia, nvidia, {QStringLiteral("/dev/nvidia0")}, 1, {}, {}},
        {"nvidia-8", Profile::Nvidia, nvidia, nv8, 8, {}, {}},
        {"quadra-1", Profile::Quadra, quadra, {}, 0, {QStringLiteral("/dev/nvme0n1")}, {}},
        // The kernel numbers controllers afresh each boot; gaps are normal and 10 sorts after 4.
        {"quadra-3",
         Profile::Quadra,
         quadra,
         {},
         0,
         {QStringLiteral("/dev/nvme1n1"), QStringLiteral("/dev/nvme4n1"),
          QStringLiteral("/dev/nvme10n1")},
         {}},
        // nvidia beats quadra for the profile; both are listed as accelerators.
        {"nvidia-quadra",
         Profile::Nvidia,
         {QStringLiteral("nvidia"), QStringLiteral("quadra")},
         {QStringLiteral("/dev/nvidia0")},
         1,
         {QStringLiteral("/dev/nvme1n1")},
         {}},
        // Other vendors are ignored without a word.
        {"samsung-quadra", Profile::Quadra, quadra, {}, 0, {QStringLiteral("/dev/nvme1n1")}, {}},
        // A NETINT controller without its n1 node is a warning, not a card.
        {"quadra-no-n1",
         Profile::None,
         {},
         {},
         0,
         {},
         {QStringLiteral("nvme2"), QStringLiteral("/dev/nvme2n1")}},
        {"quadra-uppercase", Profile::Quadra, quadra, {}, 0, {QStringLiteral("/dev/nvme0n1")}, {}},
        // An unreadable vendor file is a warning, and the readable card next to it still counts.
        {"quadra-unreadable-vendor",
         Profile::Quadra,
         quadra,
         {},
         0,
         {QStringLiteral("/dev/nvme1n1")},
         {QStringLiteral("/sys/class/nvme/nvme0/device/vendor")}},
    };
    for (const ProbeRow &row : rows)
        QTest::addRow("%s", row.fixture) << row;
}

void TestAccelProbe::probe()
{
    QFETCH(ProbeRow, row);
    const QString root =
        Accel::Test::fixture(QStringLiteral("hosts/") + QString::fromLatin1(row.fixture));
    QVERIFY2(QFileInfo::exists(root), qPrintable(root));
    const AccelInventory inv = AccelProbe(root).probe();

    QCOMPARE(inv.profile(), row.profile);
    QStringList accelerators;
    for (Profile p : inv.accelerators())
        accelerators << profileName(p);
    QCOMPARE(accelerators, row.accelerators);
    QCOMPARE(inv.nvidiaDevices, row.nvidiaDevices);
    QCOMPARE(inv.nvidiaGpus.size(), row.nvidiaGpus);
    QStringList nodes;
    for (const QuadraCard &card : inv.quadraCards)
        nodes << card.node;
    QCOMPARE(nodes, row.quadraNodes);
    if (row.warningsContain.isEmpty())
        QVERIFY2(inv.warnings.isEmpty(), qPrintable(inv.warnings.join(QLatin1Char('\n'))));
    for (const QString &needle : row.warningsContain) {
        QVERIFY2(!inv.warnings.filter(needle).isEmpty(),
                 qPrintable(needle + QStringLiteral(" not in: ") +
                            inv.warnings.join(QLatin1Char('\n'))));
    }
}

void TestAccelProbe::quadraCardDetails()
{
    const AccelInventory inv =
        AccelProbe(Accel::Test::fixture(QStringLiteral("hosts/quadra-3"))).probe();
    QCOMPARE(inv.quadraCards.size(), 3);
    const QuadraCard &last = inv.quadraCards.at(2);
    QCOMPARE(last.controller, QStringLiteral("nvme10"));
    QCOMPARE(last.node, QStringLiteral("/dev/nvme10n1"));
    QCOMPARE(last.pciAddress, std::optional<QString>(QStringLiteral("0000:c1:00.0")));
    // sysfs pads the model with blanks; the probe trims them.
    QCOMPARE(last.model, std::optional<QString>(QStringLiteral("QuadraT1U")));
}

void TestAccelProbe::nvidiaGpuDetails()
{
    const AccelInventory inv =
        AccelProbe(Accel::Test::fixture(QStringLiteral("hosts/nvidia-8"))).probe();
    QCOMPARE(inv.nvidiaGpus.size(), 8);
    QCOMPARE(inv.nvidiaGpus.first().model, QStringLiteral("NVIDIA H100 80GB HBM3"));
    QCOMPARE(inv.nvidiaGpus.first().pciAddress, QStringLiteral("0000:18:00.0"));
    QCOMPARE(inv.nvidiaGpus.at(7).pciAddress, QStringLiteral("0000:88:00.0"));
    QCOMPARE(inv.nvidiaGpus.at(7).deviceMinor, std::optional<int>(7));
}

void TestAccelProbe::missingRootIsNone()
{
    const AccelInventory inv = AccelProbe(QStringLiteral("/nonexistent/host/root")).probe();
    QCOMPARE(inv.profile(), Profile::None);
    QVERIFY(inv.accelerators().isEmpty());
}

QTEST_GUILESS_MAIN(TestAccelProbe)
#include "tst_accelprobe.moc"
