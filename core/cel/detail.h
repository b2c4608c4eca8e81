// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cel/value.h"

#include <QStringView>

#include "dra/inventory.h"

#include <optional>

/// Internals shared by the CEL sources; not part of the engine's interface.
namespace Accel::Cel {

/// -1, 0 or 1 across int, uint and double; 2 when unordered (NaN).
int compareNumbers(const Value &a, const Value &b);

/// DEVICE's attribute DOMAIN/NAME as a CEL value (version -> Semver) without building the
/// qualified name; nullopt when absent.
std::optional<Value> lookupAttribute(const Dra::Device &device, QStringView domain,
                                     QStringView name);
/// The CEL value of one device attribute (version -> Semver).
Value attributeValue(const Dra::Attribute &attribute);

/// DEVICE's capacity DOMAIN/NAME as a Quantity; nullopt when absent.
std::optional<Value> lookupCapacity(const Dra::Device &device, QStringView domain,
                                    QStringView name);

} // namespace Accel::Cel
