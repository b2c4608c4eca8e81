// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Mandate resolution: every row of the table in the Launch issue (spec
// host-accelerators-and-launch.txt, "Products can mandate an accelerator" and "When a launch is
// refused"), with the exact refusal code and whether the host was probed.
#include "launch/mandate.h"

#include <QtTest>

using namespace Accel;
using namespace Accel::Launch;
using Host::Profile;
using Mode = AcceleratorRequirement::Mode;
using Code = Refusal::Code;

Q_DECLARE_METATYPE(Accel::Launch::AcceleratorRequirement)
Q_DECLARE_METATYPE(std::optional<Accel::Host::Profile>)
Q_DECLARE_METATYPE(Accel::Host::Profile)
Q_DECLARE_METATYPE(Accel::Launch::Refusal::Code)

namespace {
Host::AccelInventory host(bool nvidia, bool quadra)
{
    Host::AccelInventory inv;
    inv.hasNvidia = nvidia;
    if (nvidia)
        inv.nvidiaDevices << QStringLiteral("/dev/nvidia0");
    if (quadra)
        inv.quadraCards << Host::QuadraCard{QStringLiteral("/dev/nvme1n1"), QStringLiteral("nvme1"),
                                            std::nullopt, std::nullopt};
    return inv;
}
} // namespace

class TestMandate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void table_data();
    void table();
    void refusalTexts();
};

void TestMandate::table_data()
{
    QTest::addColumn<AcceleratorRequirement>("declaration");
    QTest::addColumn<std::optional<Profile>>("asked");
    QTest::addColumn<bool>("hasNvidia");
    QTest::addColumn<bool>("hasQuadra");
    QTest::addColumn<Profile>("reserve");
    QTest::addColumn<Code>("refusal"); // Invalid: none
    QTest::addColumn<bool>("probed");

    const std::optional<Profile> nothing;
    const auto ask = [](Profile p) { return std::optional<Profile>(p); };
    const AcceleratorRequirement fixedNvidia{Mode::Fixed, Profile::Nvidia};
    const AcceleratorRequirement fixedQuadra{Mode::Fixed, Profile::Quadra};
    const AcceleratorRequirement fixedNone{Mode::Fixed, Profile::None};
    const AcceleratorRequirement defaultNvidia{Mode::Default, Profile::Nvidia};
    const AcceleratorRequirement defaultQuadra{Mode::Default, Profile::Quadra};
    const AcceleratorRequirement required{Mode::Required, Profile::Invalid};
    const AcceleratorRequirement absent{Mode::Absent, Profile::Invalid};

    // fixed X | nothing, or X | has X | reserve X
    QTest::addRow("fixed nvidia, nothing, has it")
        << fixedNvidia << nothing << true << false << Profile::Nvidia << Code::Invalid << true;
    QTest::addRow("fixed nvidia, nvidia, has it")
        << fixedNvidia << ask(Profile::Nvidia) << true << false << Profile::Nvidia << Code::Invalid
        << true;
    QTest::addRow("fixed quadra, nothing, has it")
        << fixedQuadra << nothing << false << true << Profile::Quadra << Code::Invalid << true;
    // fixed X | nothing, or X | lacks X | HARDWARE_UNAVAILABLE
    QTest::addRow("fixed nvidia, nothing, lacks it")
        << fixedNvidia << nothing << false << true << Profile::None << Code::HardwareUnavailable
        << true;
    QTest::addRow("fixed quadra, quadra, lacks it")
        << fixedQuadra << ask(Profile::Quadra) << true << false << Profile::None
        << Code::HardwareUnavailable << true;
    // fixed X | anything else (incl. none) | any | HARDWARE_PINNED
    QTest::addRow("fixed nvidia, quadra") << fixedNvidia << ask(Profile::Quadra) << true << true
                                          << Profile::None << Code::HardwarePinned << false;
    QTest::addRow("fixed nvidia, none") << fixedNvidia << ask(Profile::None) << true << true
                                        << Profile::None << Code::HardwarePinned << false;
    QTest::addRow("fixed quadra, nvidia") << fixedQuadra << ask(Profile::Nvidia) << true << true
                                          << Profile::None << Code::HardwarePinned << false;
    // fixed none | nothing, or none | any | no reservation
    QTest::addRow("fixed none, nothing")
        << fixedNone << nothing << true << true << Profile::None << Code::Invalid << false;
    QTest::addRow("fixed none, none") << fixedNone << ask(Profile::None) << true << true
                                      << Profile::None << Code::Invalid << false;
    // fixed none | nvidia or quadra | any | HARDWARE_PINNED
    QTest::addRow("fixed none, nvidia") << fixedNone << ask(Profile::Nvidia) << true << false
                                        << Profile::None << Code::HardwarePinned << false;
    QTest::addRow("fixed none, quadra") << fixedNone << ask(Profile::Quadra) << false << true
                                        << Profile::None << Code::HardwarePinned << false;
    // default X | nothing | has X | reserve X
    QTest::addRow("default nvidia, nothing, has it")
        << defaultNvidia << nothing << true << false << Profile::Nvidia << Code::Invalid << true;
    QTest::addRow("default quadra, nothing, has it")
        << defaultQuadra << nothing << true << true << Profile::Quadra << Code::Invalid << true;
    // default X | nothing | lacks X | no reservation (fallback)
    QTest::addRow("default nvidia, nothing, lacks it")
        << defaultNvidia << nothing << false << true << Profile::None << Code::Invalid << true;
    // default X | Y or X explicitly | has it | reserve it
    QTest::addRow("default nvidia, nvidia, has it")
        << defaultNvidia << ask(Profile::Nvidia) << true << false << Profile::Nvidia
        << Code::Invalid << true;
    QTest::addRow("default nvidia, quadra, has it")
        << defaultNvidia << ask(Profile::Quadra) << true << true << Profile::Quadra << Code::Invalid
        << true;
    // default X | Y or X explicitly | lacks it | HARDWARE_UNAVAILABLE
    QTest::addRow("default nvidia, nvidia, lacks it")
        << defaultNvidia << ask(Profile::Nvidia) << false << true << Profile::None
        << Code::HardwareUnavailable << true;
    QTest::addRow("default nvidia, quadra, lacks it")
        << defaultNvidia << ask(Profile::Quadra) << true << false << Profile::None
        << Code::HardwareUnavailable << true;
    // default X / required | none | any | no reservation
    QTest::addRow("default nvidia, none") << defaultNvidia << ask(Profile::None) << true << true
                                          << Profile::None << Code::Invalid << false;
    QTest::addRow("required, none") << required << ask(Profile::None) << true << true
                                    << Profile::None << Code::Invalid << false;
    // required | nothing | any | HARDWARE_REQUIRED
    QTest::addRow("required, nothing")
        << required << nothing << true << true << Profile::None << Code::HardwareRequired << false;
    // required | Y | has Y / lacks Y | reserve Y / HARDWARE_UNAVAILABLE
    QTest::addRow("required, nvidia, has it") << required << ask(Profile::Nvidia) << true << false
                                              << Profile::Nvidia << Code::Invalid << true;
    QTest::addRow("required, quadra, has it") << required << ask(Profile::Quadra) << false << true
                                              << Profile::Quadra << Code::Invalid << true;
    QTest::addRow("required, nvidia, lacks it")
        << required << ask(Profile::Nvidia) << false << true << Profile::None
        << Code::HardwareUnavailable << true;
    QTest::addRow("required, quadra, lacks it")
        << required << ask(Profile::Quadra) << true << false << Profile::None
        << Code::HardwareUnavailable << true;
    // absent | nothing | any | no reservation; the host is not probed
    QTest::addRow("absent, nothing")
        << absent << nothing << true << true << Profile::None << Code::Invalid << false;
    QTest::addRow("absent, none") << absent << ask(Profile::None) << true << true << Profile::None
                                  << Code::Invalid << false;
    // absent | nvidia | any | reserve nvidia without probing (the pre-mandate contract)
    QTest::addRow("absent, nvidia, has it") << absent << ask(Profile::Nvidia) << true << false
                                            << Profile::Nvidia << Code::Invalid << false;
    QTest::addRow("absent, nvidia, lacks it") << absent << ask(Profile::Nvidia) << false << false
                                              << Profile::Nvidia << Code::Invalid << false;
    // absent | quadra | no NETINT card | HARDWARE_NOT_FOUND
    QTest::addRow("absent, quadra, no card") << absent << ask(Profile::Quadra) << true << false
                                             << Profile::None << Code::HardwareNotFound << true;
    QTest::addRow("absent, quadra, has a card") << absent << ask(Profile::Quadra) << true << true
                                                << Profile::Quadra << Code::Invalid << true;
}

void TestMandate::table()
{
    QFETCH(AcceleratorRequirement, declaration);
    QFETCH(std::optional<Profile>, asked);
    QFETCH(bool, hasNvidia);
    QFETCH(bool, hasQuadra);
    QFETCH(Profile, reserve);
    QFETCH(Code, refusal);
    QFETCH(bool, probed);
    int probes = 0;
    const MandateDecision decision = MandateResolver::resolve(
        declaration, asked,
        [&] {
            ++probes;
            return host(hasNvidia, hasQuadra);
        },
        QStringLiteral("demo"));
    QCOMPARE(decision.reserve, reserve);
    QCOMPARE(decision.refusal ? decision.refusal->code : Code::Invalid, refusal);
    QCOMPARE(decision.probed, probed);
    QVERIFY(probes <= 1);
    QCOMPARE(probes == 1, probed);
    if (decision.refusal) {
        const Error error = decision.refusal->toError();
        QVERIFY(error.code.startsWith(QLatin1String("HARDWARE_")));
        QVERIFY(!error.hint.isEmpty());
    } else {
        QVERIFY(!decision.note.isEmpty());
    }
}

void TestMandate::refusalTexts()
{
    // The spec's cause and fix, for each code.
    const auto refusal = [](Code code) { return Refusal{code, QString()}; };
    QCOMPARE(refusal(Code::HardwarePinned).fix(),
             QStringLiteral("Drop the --hardware flag; the product decides"));
    QCOMPARE(refusal(Code::HardwareRequired).fix(),
             QStringLiteral("Pass --hardware <profile> (or none)"));
    QCOMPARE(refusal(Code::HardwareNotFound).cause(),
             QStringLiteral("quadra was selected but the probe found no NETINT NVMe controller"));
    QCOMPARE(refusal(Code::HardwareUnavailable).codeName(), QStringLiteral("HARDWARE_UNAVAILABLE"));
    const Error e = Refusal{Code::HardwarePinned, QStringLiteral("x fixes nvidia")}.toError();
    QCOMPARE(e.code, QStringLiteral("HARDWARE_PINNED"));
    QVERIFY(e.message.startsWith(QLatin1String("x fixes nvidia. The operator asked")));
}

QTEST_GUILESS_MAIN(TestMandate)
#include "tst_mandate.moc"
