// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "host/hardwarereport.h"
#include "product.h"
#include "result.h"

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
struct MandateDecision
{
    Host::Profile reserve = Host::Profile::None; ///< None: no reservation
    bool probed = false;                         ///< whether the host had to be probed to decide
    QString note; ///< why, in words ("default nvidia, host has no GPU: falling back")
    std::optional<Refusal> refusal;
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
