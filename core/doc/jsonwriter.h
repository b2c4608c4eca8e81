// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QList>
#include <QStringList>

namespace Accel::Doc {

enum class JsonStyle
{
    Invalid = 0,
    Indented, ///< two-space indent and a trailing newline, for people
    Compact,  ///< one line, no trailing newline, for annotations and wire formats
};

/// Any value, scalars included (QJsonDocument only takes objects and arrays).
QByteArray toJson(const QJsonValue &value, JsonStyle style = JsonStyle::Indented);

/// The field order of the kinds of object a document holds, each list as a Go struct declares
/// its fields (encoding/json writes them in that order, where QJsonObject sorts them).
using KeyOrders = QList<QStringList>;

/// VALUE with each object's keys in the order of the first of ORDERS that names all of them
/// (an object no list covers keeps QJsonObject's sorted order), empty arrays and objects as
/// `[]` and `{}`, as Go's json.MarshalIndent writes them. The same escaping as toJson().
QByteArray toJson(const QJsonValue &value, JsonStyle style, const KeyOrders &orders);

} // namespace Accel::Doc
