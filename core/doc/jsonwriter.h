// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QJsonValue>

namespace Accel::Doc {

enum class JsonStyle
{
    Invalid = 0,
    Indented, ///< two-space indent and a trailing newline, for people
    Compact,  ///< one line, no trailing newline, for annotations and wire formats
};

/// Any value, scalars included (QJsonDocument only takes objects and arrays).
QByteArray toJson(const QJsonValue &value, JsonStyle style = JsonStyle::Indented);

} // namespace Accel::Doc
