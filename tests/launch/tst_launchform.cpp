// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// What the launch form offers (spec host-accelerators-and-launch.txt, "The launch form reads the
// declaration against what the host carries"), for each kind of declaration on hosts with none,
// nvidia, quadra and both.
#include "launch/launchform.h"

#include <QJsonArray>
#include <QtTest>

using namespace Accel;
using namespace Accel::Launch;
using Host::Profile;
using Mode = AcceleratorRequirement::Mode;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Accel::Launch::AcceleratorRequirement)

namespace {
Host::AccelInventory host(const QString &kind)
{
    Host::AccelInventory inv;
    inv.hasNvidia = kind.contains(QLatin1String("nvidia"));
    if (kind.contains(QLatin1String("quadra")))
        inv.quadraCards << Host::QuadraCard{QStringLiteral("/dev/nvme0n1"), QStringLiteral("nvme0"),
                                            std::nullopt, std::nullopt};
    return inv;
}
} // namespace

class TestLaunchForm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void offer_data();
    void offer();
    void idleAccelerator_data();
    void idleAccelerator();
};

void TestLaunchForm::offer_data()
{
    QTest::addColumn<AcceleratorRequirement>("declaration");
    QTest::addColumn<QString>("host");
    // The JSON of `accelctl launch-form`: control, choices, selected (null), refusal (null).
    QTest::addColumn<QString>("control");
    QTest::addColumn<QStringList>("choices");
    QTest::addColumn<QString>("selected");
    QTest::addColumn<QString>("refusal");

    const AcceleratorRequirement fixedNvidia{Mode::Fixed, Profile::Nvidia};
    const AcceleratorRequirement fixedNone{Mode::Fixed, Profile::None};
    const AcceleratorRequirement defaultNvidia{Mode::Default, Profile::Nvidia};
    const AcceleratorRequirement required{Mode::Required, Profile::Invalid};
    const AcceleratorRequirement absent{Mode::Absent, Profile::Invalid};
    const QStringList nvidia{QStringLiteral("nvidia")};
    const QStringList noneOnly{QStringLiteral("none")};
    const QStringList noneNvidia{QStringLiteral("none"), QStringLiteral("nvidia")};
    const QStringList noneQuadra{QStringLiteral("none"), QStringLiteral("quadra")};
    const QStringList all{QStringLiteral("none"), QStringLiteral("nvidia"),
                          QStringLiteral("quadra")};
    const QString null;

    // A fixed mandate is shown, not offered, also when the host cannot meet it.
    QTest::addRow("fixed nvidia on none") << fixedNvidia << "none"
                                          << "fixed" << nvidia << "nvidia"
                                          << "HARDWARE_UNAVAILABLE";
    QTest::addRow("fixed nvidia on nvidia") << fixedNvidia << "nvidia"
                                            << "fixed" << nvidia << "nvidia" << null;
    QTest::addRow("fixed nvidia on quadra") << fixedNvidia << "quadra"
                                            << "fixed" << nvidia << "nvidia"
                                            << "HARDWARE_UNAVAILABLE";
    QTest::addRow("fixed nvidia on both") << fixedNvidia << "nvidia+quadra"
                                          << "fixed" << nvidia << "nvidia" << null;
    QTest::addRow("fixed none on both") << fixedNone << "nvidia+quadra"
                                        << "fixed" << noneOnly << "none" << null;
    // default: none plus what is present; its value preselected when present, else none.
    QTest::addRow("default nvidia on none (nothing to choose)")
        << defaultNvidia << "none"
        << "hidden" << QStringList() << "none" << null;
    QTest::addRow("default nvidia on nvidia") << defaultNvidia << "nvidia"
                                              << "choice" << noneNvidia << "nvidia" << null;
    QTest::addRow("default nvidia on quadra") << defaultNvidia << "quadra"
                                              << "choice" << noneQuadra << "none" << null;
    QTest::addRow("default nvidia on both") << defaultNvidia << "nvidia+quadra"
                                            << "choice" << all << "nvidia" << null;
    // required: preselects nothing; a launch now would be refused until the operator chooses.
    QTest::addRow("required on none") << required << "none"
                                      << "choice" << noneOnly << null << "HARDWARE_REQUIRED";
    QTest::addRow("required on nvidia") << required << "nvidia"
                                        << "choice" << noneNvidia << null << "HARDWARE_REQUIRED";
    QTest::addRow("required on quadra") << required << "quadra"
                                        << "choice" << noneQuadra << null << "HARDWARE_REQUIRED";
    QTest::addRow("required on both") << required << "nvidia+quadra"
                                      << "choice" << all << null << "HARDWARE_REQUIRED";
    // absent: none plus what is present, none preselected.
    QTest::addRow("absent on none") << absent << "none"
                                    << "choice" << noneOnly << "none" << null;
    QTest::addRow("absent on nvidia") << absent << "nvidia"
                                      << "choice" << noneNvidia << "none" << null;
    QTest::addRow("absent on quadra") << absent << "quadra"
                                      << "choice" << noneQuadra << "none" << null;
    QTest::addRow("absent on both") << absent << "nvidia+quadra"
                                    << "choice" << all << "none" << null;
}

void TestLaunchForm::offer()
{
    QFETCH(AcceleratorRequirement, declaration);
    QFETCH(QString, host);
    QFETCH(QString, control);
    QFETCH(QStringList, choices);
    QFETCH(QString, selected);
    QFETCH(QString, refusal);
    const FormOffer offer = FormOffer::compute(declaration, ::host(host), QStringLiteral("p"));
    const QJsonObject json = offer.toJson();
    QCOMPARE(json.value(QLatin1String("control")).toString(), control);
    QStringList got;
    for (const QJsonValue &v : json.value(QLatin1String("choices")).toArray())
        got << v.toString();
    QCOMPARE(got, choices);
    QCOMPARE(json.value(QLatin1String("selected")).isNull(), selected.isNull());
    QCOMPARE(json.value(QLatin1String("selected")).toString(), selected);
    QCOMPARE(json.value(QLatin1String("refusal")).isNull(), refusal.isNull());
    QCOMPARE(json.value(QLatin1String("refusal")).toString(), refusal);
    QCOMPARE(json.value(QLatin1String("declaration")).toString(), declaration.toString());
    // The form never offers an accelerator the host would refuse.
    for (Profile p : offer.choices) {
        if (offer.control == FormOffer::Control::Choice)
            QVERIFY(p == Profile::None || ::host(host).has(p));
    }
    QCOMPARE(offer.needsChoice, declaration.mode == Mode::Required);
}

void TestLaunchForm::idleAccelerator_data()
{
    // Issue 34: a default the host lacks falls back to none (the spec's rule, unchanged); when
    // another accelerator sits on the host, the plan and the form say which and how to use it.
    QTest::addColumn<AcceleratorRequirement>("declaration");
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("idle"); // the profile named, or empty: nothing said
    const AcceleratorRequirement defaultNvidia{Mode::Default, Profile::Nvidia};
    const AcceleratorRequirement defaultQuadra{Mode::Default, Profile::Quadra};
    QTest::addRow("default nvidia on quadra") << defaultNvidia << "quadra"
                                              << "quadra";
    QTest::addRow("default quadra on nvidia") << defaultQuadra << "nvidia"
                                              << "nvidia";
    QTest::addRow("default nvidia on nvidia") << defaultNvidia << "nvidia"
                                              << "";
    QTest::addRow("default nvidia on both") << defaultNvidia << "nvidia+quadra"
                                            << "";
    QTest::addRow("default nvidia on none") << defaultNvidia << "none"
                                            << "";
    QTest::addRow("fixed nvidia on quadra")
        << AcceleratorRequirement{Mode::Fixed, Profile::Nvidia} << "quadra"
        << "";
    QTest::addRow("required on quadra")
        << AcceleratorRequirement{Mode::Required, Profile::Invalid} << "quadra"
        << "";
    QTest::addRow("absent on quadra")
        << AcceleratorRequirement{Mode::Absent, Profile::Invalid} << "quadra"
        << "";
}

void TestLaunchForm::idleAccelerator()
{
    QFETCH(AcceleratorRequirement, declaration);
    QFETCH(QString, host);
    QFETCH(QString, idle);
    // The launch without --hardware (the plan's decision) and the form: one rule, in core.
    const Host::AccelInventory inventory = ::host(host);
    const MandateDecision decision = MandateResolver::resolve(
        declaration, std::nullopt, [&inventory] { return inventory; }, QStringLiteral("p"));
    const FormOffer offer = FormOffer::compute(declaration, inventory, QStringLiteral("p"));
    for (const std::optional<IdleAccelerator> &said : {decision.idle, offer.idle}) {
        QCOMPARE(said.has_value(), !idle.isEmpty());
        if (!said)
            continue;
        QCOMPARE(Host::profileName(said->profile), idle);
        QVERIFY2(said->advice.contains(u"pass --hardware "_s + idle + u" to use it"_s),
                 qPrintable(said->advice));
        QVERIFY2(said->formAdvice.contains(u"choose "_s + idle), qPrintable(said->formAdvice));
    }
    if (!idle.isEmpty()) {
        // The fallback itself stays: nothing is reserved.
        QCOMPARE(decision.reserve, Profile::None);
        QVERIFY(!decision.refusal);
        QCOMPARE(offer.toJson()[u"idleAccelerator"_s][u"profile"_s].toString(), idle);
    }
}

QTEST_GUILESS_MAIN(TestLaunchForm)
#include "tst_launchform.moc"
