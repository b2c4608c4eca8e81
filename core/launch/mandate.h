// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "host/hardwarereport.h"
#include "product.h"
#include "result.h"

#include <QJsonObject>
#include <QString>

#include <functional>
#include <optional>

namespace Accel::Launch {

/// A refused launch (spec: "When a launch is refused"): a stable code, what happened, and the
/// spec's cause and fix.
struct Refusal
{
    enum class Code
    {
        Invalid = 0,
        HardwareNotFound,    ///< HARDWARE_NOT_FOUND
        HardwareUnavailable, ///< HARDWARE_UNAVAILABLE
        HardwarePinned,      ///< HARDWARE_PINNED
        HardwareRequired,    ///< HARDWARE_REQUIRED
    };
    Code code = Code::Invalid;
    QString detail; ///< this launch's particulars: "norsk-transcode fixes nvidia; quadra was asked"

    QString codeName() const;
    /// The spec's cause and fix, word for word.
    QString cause() const;
    QString fix() const;
    /// As an Error: code, "detail. cause", fix as the hint.
    Error toError() const;
};

/// What a launch reserves.
/// An accelerator this host has that a launch leaves idle: a `default` declaration whose
/// accelerator the host lacks falls back to no reservation (spec host-accelerators-and-launch,
/// "Products can mandate an accelerator"), while another accelerator sits on the host. The
/// fallback stays; the operator is told what they could use instead.
struct IdleAccelerator
{
    Host::Profile profile = Host::Profile::None; ///< the one to pass, e.g. quadra
    /// For the command line: "this host has a NETINT Quadra; pass --hardware quadra to use it".
    QString advice;
    /// For the launch form: "this host has a NETINT Quadra; choose it under Accelerator".
    QString formAdvice;

    /// `{profile, advice}`: the `idleAccelerator` key of launch-form -o json.
    QJsonObject toJson() const;
};

/// The idle accelerator of launching with REQUIREMENT and RESERVED (what the decision
/// reserves) on HOST: nullopt unless a `default` declaration fell back to none while the host
/// has another accelerator. The one engine rule the CLI and the window both show.
std::optional<IdleAccelerator> idleAccelerator(const AcceleratorRequirement &requirement,
                                               Host::Profile reserved,
                                               const Host::AccelInventory &host);

struct MandateDecision
{
    Host::Profile reserve = Host::Profile::None; ///< None: no reservation
    bool probed = false;                         ///< whether the host had to be probed to decide
    QString note; ///< why, in words ("default nvidia, host has no GPU: falling back")
    std::optional<Refusal> refusal;
    /// Set when the decision fell back to none while the host has another accelerator.
    std::optional<IdleAccelerator> idle;
};

/// Resolves a product's declaration against the operator's choice and the host (spec:
/// "Products can mandate an accelerator"; the table in the Launch issue, row for row).
///
/// `asked` is `--hardware` (nullopt when not given). `probe` is called at most once, and only
/// when the decision needs the host: an absent declaration with nothing or nvidia asked does
/// not probe (the pre-mandate contract). Whenever quadra is the outcome, the probe must have
/// found cards, else HARDWARE_NOT_FOUND.
class MandateResolver
{
public:
    using ProbeFunction = std::function<Host::AccelInventory()>;

    static MandateDecision resolve(const AcceleratorRequirement &requirement,
                                   std::optional<Host::Profile> asked, const ProbeFunction &probe,
                                   const QString &productName = {});
};

} // namespace Accel::Launch
