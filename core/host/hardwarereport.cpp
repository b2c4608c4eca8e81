// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "hardwarereport.h"

#include <QJsonArray>

namespace Accel::Host {

QString profileName(Profile profile)
{
    switch (profile) {
    case Profile::None:
        return QStringLiteral("none");
    case Profile::Nvidia:
        return QStringLiteral("nvidia");
    case Profile::Quadra:
        return QStringLiteral("quadra");
    case Profile::Invalid:
        break;
    }
    return {};
}

Profile profileFromName(const QString &name)
{
    for (Profile p : {Profile::None, Profile::Nvidia, Profile::Quadra}) {
        if (profileName(p) == name)
            return p;
    }
    return Profile::Invalid;
}

QString gpuModeName(GpuMode mode)
{
    switch (mode) {
    case GpuMode::Legacy:
        return QStringLiteral("legacy");
    case GpuMode::Cdi:
        return QStringLiteral("cdi");
    case GpuMode::Invalid:
        break;
    }
    return {};
}

GpuMode gpuModeFromName(const QString &name)
{
    if (name == QLatin1String("legacy"))
        return GpuMode::Legacy;
    if (name == QLatin1String("cdi"))
        return GpuMode::Cdi;
    return GpuMode::Invalid;
}

Profile AccelInventory::profile() const
{
    if (hasNvidia)
        return Profile::Nvidia;
    if (!quadraCards.isEmpty())
        return Profile::Quadra;
    return Profile::None;
}

QList<Profile> AccelInventory::accelerators() const
{
    QList<Profile> list;
    if (hasNvidia)
        list << Profile::Nvidia;
    if (!quadraCards.isEmpty())
        list << Profile::Quadra;
    return list;
}

bool AccelInventory::has(Profile profile) const
{
    switch (profile) {
    case Profile::Nvidia:
        return hasNvidia;
    case Profile::Quadra:
        return !quadraCards.isEmpty();
    case Profile::None:
        return true;
    case Profile::Invalid:
        break;
    }
    return false;
}

static QJsonValue optionalString(const std::optional<QString> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonObject HardwareReport::toJson() const
{
    QJsonArray accelerators;
    for (Profile p : inventory.accelerators())
        accelerators.append(profileName(p));

    QJsonArray gpus;
    for (const NvidiaGpu &gpu : inventory.nvidiaGpus) {
        gpus.append(QJsonObject{
            {QStringLiteral("model"), gpu.model},
            {QStringLiteral("pciAddress"), gpu.pciAddress},
        });
    }
    QJsonArray cards;
    for (const QuadraCard &card : inventory.quadraCards) {
        cards.append(QJsonObject{
            {QStringLiteral("node"), card.node},
            {QStringLiteral("controller"), card.controller},
            {QStringLiteral("pciAddress"), optionalString(card.pciAddress)},
            {QStringLiteral("model"), optionalString(card.model)},
        });
    }
    return QJsonObject{
        {QStringLiteral("profile"), profileName(inventory.profile())},
        {QStringLiteral("accelerators"), accelerators},
        {QStringLiteral("nvidia"),
         QJsonObject{
             {QStringLiteral("devices"), QJsonArray::fromStringList(inventory.nvidiaDevices)},
             {QStringLiteral("gpus"), gpus},
         }},
        {QStringLiteral("quadra"), QJsonObject{{QStringLiteral("cards"), cards}}},
        {QStringLiteral("gpuMode"), gpuModeName(gpuMode)},
        {QStringLiteral("gpuModeReason"), gpuModeReason},
        {QStringLiteral("suggestedContainerUser"), suggestedContainerUser},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)},
        {QStringLiteral("compose"), compose.toJson()},
    };
}

} // namespace Accel::Host
