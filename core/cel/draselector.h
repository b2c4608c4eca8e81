// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cel/program.h"
#include "result.h"

#include <QJsonValue>
#include <QList>
#include <QString>

namespace Accel::Dra {
struct Device;
}

namespace Accel::Cel {

/// Kubernetes' limits for DRA CEL selectors (k8s NOTES, "CEL environment for selectors":
/// dynamic-resource-allocation cel/compile.go): CELSelectorExpressionMaxLength = 10 * 1024
/// characters, CELSelectorExpressionMaxCost = 1,000,000 cost units per evaluation, which the
/// scheduler enforces at run time. Our cost unit is one evaluation step (Program::evaluate),
/// close to cel-go's runtime cost of one unit per operation and call.
inline constexpr qsizetype SelectorMaxLength = 10 * 1024;
inline constexpr qint64 SelectorMaxCost = DefaultCostLimit;

/// A DRA device selector: a CEL expression over the variable `device` (driver, attributes,
/// capacity, allowMultipleAllocations), compiled once and evaluated against many devices.
///
/// `device.attributes[domain][name]`: attribute names are fully qualified in Dra::Device, so a
/// bare name in a slice is found under the device's driver domain; an unknown domain is an
/// empty map; an unknown name is the runtime error `no such key: name`. Versions are Semver
/// values, capacities Quantity values. Lookups read straight from the device's sorted attribute
/// list; nothing is copied per evaluation.
class DeviceSelector
{
public:
    /// CEL_TOO_LONG, CEL_SYNTAX or CEL_COMPILE on failure; CEL_COMPILE also when the result
    /// is known not to be a bool ("must evaluate to bool").
    static Result<DeviceSelector> compile(const QString &expression);

    /// The value of the expression for DEVICE (any type; an error value on failure).
    Value evaluate(const Dra::Device &device, qint64 *cost = nullptr) const;
    /// Whether DEVICE matches: the bool result, or the error as the scheduler reports it:
    /// CEL_RUNTIME ("1:34: no such key: decodeAV2"), CEL_COST, or CEL_TYPE when the result is
    /// not a bool.
    Result<bool> matches(const Dra::Device &device) const;

    struct Term
    {
        QString text; ///< the term's source, trimmed
        Value value;  ///< its result on the device (bool, or an error value)
    };
    /// The top-level `&&` terms evaluated one by one, to say which part was false.
    QList<Term> explain(const Dra::Device &device) const;

    const Program &program() const { return m_program; }
    Error errorOf(const Value &error) const { return m_program.errorOf(error); }

private:
    Program m_program;
};

/// The device of a document, for `accelctl cel eval --device FILE`: either one ResourceSlice
/// device entry as in resource.k8s.io/v1 (`{name, attributes, capacity,
/// allowMultipleAllocations}`) plus a `driver` field, or a whole ResourceSlice, whose device
/// DEVICENAME is taken (the only one when DEVICENAME is empty). Read through Dra::Inventory,
/// so bare attribute names land in the driver's domain exactly as for a cluster.
/// Error CEL_DEVICE when the document is neither, names no driver, or lacks the device.
Result<Dra::Device> deviceFromDocument(const QJsonValue &document, const QString &deviceName = {});

/// The DRA environment: the variable `device`, its direct lookups and the 10 KiB limit. Any
/// result type is allowed (DeviceSelector::compile also requires bool).
CompileOptions deviceCompileOptions();

/// `device` bound to DEVICE, as the activation of a selector program (valid while DEVICE lives).
Value deviceValue(const Dra::Device &device);

} // namespace Accel::Cel
