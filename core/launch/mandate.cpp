// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "mandate.h"
#include "launchcodes.h"
#include "launchtr.h"

#include <QCoreApplication>

namespace Accel::Launch {

QString Refusal::codeName() const
{
    switch (code) {
    case Code::HardwareNotFound:
        return Accel::Code::HARDWARE_NOT_FOUND.name();
    case Code::HardwareUnavailable:
        return Accel::Code::HARDWARE_UNAVAILABLE.name();
    case Code::HardwarePinned:
        return Accel::Code::HARDWARE_PINNED.name();
    case Code::HardwareRequired:
        return Accel::Code::HARDWARE_REQUIRED.name();
    case Code::Invalid:
        break;
    }
    return {};
}

QString Refusal::cause() const
{
    switch (code) {
    case Code::HardwareNotFound:
        return Tr::tr("quadra was selected but the probe found no NETINT NVMe controller");
    case Code::HardwareUnavailable:
        return Tr::tr("The product requires (or the operator asked for) an accelerator the host "
                      "lacks");
    case Code::HardwarePinned:
        return Tr::tr("The operator asked for a different accelerator than the product's fixed "
                      "one");
    case Code::HardwareRequired:
        return Tr::tr("The product leaves the choice to the operator and none was made");
    case Code::Invalid:
        break;
    }
    return {};
}

QString Refusal::fix() const
{
    switch (code) {
    case Code::HardwareNotFound:
        return Tr::tr("Check ls /sys/class/nvme and each controller's device/vendor; the card "
                      "should show 0x1d82. A missing driver leaves the card unseen");
    case Code::HardwareUnavailable:
        return Tr::tr("Launch on a host that has it, or, for a default declaration, pick none");
    case Code::HardwarePinned:
        return Tr::tr("Drop the --hardware flag; the product decides");
    case Code::HardwareRequired:
        return Tr::tr("Pass --hardware <profile> (or none)");
    case Code::Invalid:
        break;
    }
    return {};
}

Error Refusal::toError() const
{
    return Error{codeName(), detail.isEmpty() ? cause() : detail + QStringLiteral(". ") + cause(),
                 fix()};
}

QJsonObject IdleAccelerator::toJson() const
{
    return QJsonObject{{QStringLiteral("profile"), Host::profileName(profile)},
                       {QStringLiteral("advice"), advice}};
}

std::optional<IdleAccelerator> idleAccelerator(const AcceleratorRequirement &requirement,
                                               Host::Profile reserved,
                                               const Host::AccelInventory &host)
{
    if (requirement.mode != AcceleratorRequirement::Mode::Default ||
        requirement.value == Host::Profile::None || reserved != Host::Profile::None ||
        host.has(requirement.value))
        return std::nullopt;
    for (const Host::Profile other : host.accelerators()) {
        if (other == requirement.value || other == Host::Profile::None)
            continue;
        IdleAccelerator idle;
        idle.profile = other;
        const QString name = Host::profileName(other);
        if (other == Host::Profile::Quadra) {
            idle.advice =
                Tr::tr("this host has a NETINT Quadra; pass --hardware %1 to use it").arg(name);
            idle.formAdvice =
                Tr::tr("this host has a NETINT Quadra; choose %1 under Accelerator to use it")
                    .arg(name);
        } else {
            idle.advice =
                Tr::tr("this host has an NVIDIA GPU; pass --hardware %1 to use it").arg(name);
            idle.formAdvice =
                Tr::tr("this host has an NVIDIA GPU; choose %1 under Accelerator to use it")
                    .arg(name);
        }
        return idle;
    }
    return std::nullopt;
}

MandateDecision MandateResolver::resolve(const AcceleratorRequirement &requirement,
                                         std::optional<Host::Profile> asked,
                                         const ProbeFunction &probe, const QString &productName)
{
    using Mode = AcceleratorRequirement::Mode;
    using Host::Profile;
    MandateDecision decision;
    std::optional<Host::AccelInventory> inventory;
    const auto host = [&]() -> const Host::AccelInventory & {
        if (!inventory) {
            inventory = probe ? probe() : Host::AccelInventory();
            decision.probed = true;
        }
        return *inventory;
    };
    const QString product = productName.isEmpty() ? Tr::tr("the product") : productName;
    const auto refuse = [&](Refusal::Code code, const QString &detail) {
        decision.reserve = Profile::None;
        decision.refusal = Refusal{code, detail};
        return decision;
    };
    // Reserving quadra means mapping the cards the probe found: none is HARDWARE_NOT_FOUND.
    const auto reserve = [&](Profile profile, const QString &why) {
        if (profile == Profile::Quadra && host().quadraCards.isEmpty()) {
            return refuse(
                Refusal::Code::HardwareNotFound,
                Tr::tr("%1: quadra was chosen and this host has no NETINT card").arg(product));
        }
        decision.reserve = profile;
        decision.note = why;
        return decision;
    };
    const auto none = [&](const QString &why) {
        decision.reserve = Profile::None;
        decision.note = why;
        return decision;
    };
    const QString askedName = asked ? Host::profileName(*asked) : QString();

    switch (requirement.mode) {
    case Mode::Fixed: {
        const Profile x = requirement.value;
        if (asked && *asked != x) {
            return refuse(Refusal::Code::HardwarePinned,
                          Tr::tr("%1 fixes the accelerator to %2; %3 was asked for")
                              .arg(product, Host::profileName(x), askedName));
        }
        if (x == Profile::None)
            return none(Tr::tr("%1 forbids an accelerator (fixed none)").arg(product));
        if (!host().has(x)) {
            return refuse(
                Refusal::Code::HardwareUnavailable,
                Tr::tr("%1 needs %2 and this host has none").arg(product, Host::profileName(x)));
        }
        return reserve(x, Tr::tr("%1 fixes %2").arg(product, Host::profileName(x)));
    }
    case Mode::Default: {
        const Profile x = requirement.value;
        if (!asked) {
            if (x == Profile::None)
                return none(Tr::tr("%1 prefers no accelerator").arg(product));
            if (host().has(x))
                return reserve(x, Tr::tr("%1 prefers %2 and this host has it")
                                      .arg(product, Host::profileName(x)));
            none(Tr::tr("%1 prefers %2, which this host lacks: falling back to no "
                        "reservation")
                     .arg(product, Host::profileName(x)));
            decision.idle = idleAccelerator(requirement, Profile::None, host());
            return decision;
        }
        if (*asked == Profile::None)
            return none(Tr::tr("none was asked for"));
        if (!host().has(*asked)) {
            return refuse(Refusal::Code::HardwareUnavailable,
                          Tr::tr("%1 was asked for and this host has none").arg(askedName));
        }
        return reserve(*asked, Tr::tr("%1 was asked for").arg(askedName));
    }
    case Mode::Required:
        if (!asked) {
            return refuse(Refusal::Code::HardwareRequired,
                          Tr::tr("%1 needs the operator to choose an accelerator").arg(product));
        }
        if (*asked == Profile::None)
            return none(Tr::tr("none was chosen"));
        if (!host().has(*asked)) {
            return refuse(Refusal::Code::HardwareUnavailable,
                          Tr::tr("%1 was chosen and this host has none").arg(askedName));
        }
        return reserve(*asked, Tr::tr("%1 was chosen").arg(askedName));
    case Mode::Absent:
    case Mode::Invalid:
        if (!asked || *asked == Profile::None)
            return none(Tr::tr("%1 declares no accelerator and none was asked for").arg(product));
        if (*asked == Profile::Nvidia) {
            // The pre-mandate contract: reserve without probing.
            decision.reserve = Profile::Nvidia;
            decision.note = Tr::tr("nvidia was asked for (not probed: no declaration)");
            return decision;
        }
        return reserve(*asked, Tr::tr("%1 was asked for").arg(askedName));
    }
    return decision;
}

} // namespace Accel::Launch
