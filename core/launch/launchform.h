// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "host/hardwarereport.h"
#include "mandate.h"
#include "product.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace Accel::Launch {

/// What the launch form offers for a product on this host (spec: "The launch form reads the
/// declaration against what the host carries"). One function; the window and
/// `accelctl launch-form` both use it.
struct FormOffer
{
    enum class Control
    {
        Invalid = 0,
        Fixed,  ///< shown, not offered (also when the host cannot meet it: see refusal)
        Choice, ///< none plus the accelerators present
        Hidden, ///< a default on a host with no accelerator at all: nothing to choose
    };
    AcceleratorRequirement declaration;
    Control control = Control::Invalid;
    QList<Host::Profile> choices;
    std::optional<Host::Profile> selected; ///< nullopt: nothing preselected (required)
    std::optional<Refusal> refusal;        ///< what launching now would get
    /// Launch stays disabled until the operator chooses (required).
    bool needsChoice = false;
    /// A `default` accelerator the host lacks, preselected as none, while the host has another:
    /// the form says so (mandate.h, idleAccelerator).
    std::optional<IdleAccelerator> idle;

    static FormOffer compute(const AcceleratorRequirement &declaration,
                             const Host::AccelInventory &host, const QString &productName = {});

    /// `declaration`, `control` (fixed|choice|hidden), `choices[]`, `selected`, `refusal`, and
    /// `idleAccelerator` {profile, advice} when set.
    QJsonObject toJson() const;
    static QString controlName(Control control);
};

} // namespace Accel::Launch
