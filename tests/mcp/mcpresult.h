// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace Accel::Test {

/// The first text content of an MCP tool result (the summary, or "CODE: message" of an error).
inline QString firstText(const QJsonObject &result)
{
    return result.value(QLatin1String("content"))
        .toArray()
        .at(0)
        .toObject()
        .value(QLatin1String("text"))
        .toString();
}

} // namespace Accel::Test
