// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "launchform.h"

#include <QJsonArray>

namespace Accel::Launch {

FormOffer FormOffer::compute(const AcceleratorRequirement &declaration,
                             const Host::AccelInventory &host, const QString &productName)
{
    using Mode = AcceleratorRequirement::Mode;
    FormOffer offer;
    offer.declaration = declaration;
    const auto probe = [&host] { return host; };
    QList<Host::Profile> present{Host::Profile::None};
    present << host.accelerators();

    switch (declaration.mode) {
    case Mode::Fixed:
        // A hidden mandate would turn into a refused launch with no visible cause.
        offer.control = Control::Fixed;
        offer.choices = {declaration.value};
        offer.selected = declaration.value;
        break;
    case Mode::Default:
        if (host.accelerators().isEmpty()) {
            offer.control = Control::Hidden;
            offer.selected = Host::Profile::None;
            break;
        }
        offer.control = Control::Choice;
        offer.choices = present;
        offer.selected =
            present.contains(declaration.value) ? declaration.value : Host::Profile::None;
        break;
    case Mode::Required:
        offer.control = Control::Choice;
        offer.choices = present;
        offer.needsChoice = true;
        break;
    case Mode::Absent:
    case Mode::Invalid:
        offer.control = Control::Choice;
        offer.choices = present;
        offer.selected = Host::Profile::None;
        break;
    }
    // What a launch with the preselection would get: the form shows it before anyone clicks.
    // An explicit choice of the preselected value is what the form would send, except for a
    // fixed mandate and a hidden control, which send nothing.
    std::optional<Host::Profile> sent;
    if (offer.control == Control::Choice)
        sent = offer.selected;
    offer.refusal = MandateResolver::resolve(declaration, sent, probe, productName).refusal;
    if (offer.selected && !offer.refusal)
        offer.idle = idleAccelerator(declaration, *offer.selected, host);
    return offer;
}

QString FormOffer::controlName(Control control)
{
    switch (control) {
    case Control::Fixed:
        return QStringLiteral("fixed");
    case Control::Choice:
        return QStringLiteral("choice");
    case Control::Hidden:
        return QStringLiteral("hidden");
    case Control::Invalid:
        break;
    }
    return {};
}

QJsonObject FormOffer::toJson() const
{
    QJsonArray list;
    for (Host::Profile p : choices)
        list.append(Host::profileName(p));
    QJsonObject json{
        {QStringLiteral("declaration"), declaration.toString()},
        {QStringLiteral("control"), controlName(control)},
        {QStringLiteral("choices"), list},
        {QStringLiteral("selected"),
         selected ? QJsonValue(Host::profileName(*selected)) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("refusal"),
         refusal ? QJsonValue(refusal->codeName()) : QJsonValue(QJsonValue::Null)},
    };
    if (idle)
        json.insert(QStringLiteral("idleAccelerator"), idle->toJson());
    return json;
}

} // namespace Accel::Launch
