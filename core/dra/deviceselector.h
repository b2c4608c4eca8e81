// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cel/program.h"
#include "dra/devicecel.h"
#include "result.h"

#include <QList>
#include <QString>

namespace Accel::Dra {

struct Device;

/// A DRA device selector: a CEL expression over the variable `device` (deviceCompileOptions()),
/// compiled once and evaluated against many devices, from any thread.
class DeviceSelector
{
public:
    /// CEL_TOO_LONG, CEL_SYNTAX or CEL_COMPILE on failure; CEL_COMPILE also when the result
    /// is known not to be a bool ("must evaluate to bool").
    static Result<DeviceSelector> compile(const QString &expression);

    /// The value of the expression for DEVICE (any type; an error value on failure), within
    /// SelectorMaxCost; *COST gets the steps it took.
    Cel::Value evaluate(const Device &device, qint64 *cost = nullptr) const;
    /// Whether DEVICE matches: the bool result, or the error as the scheduler reports it:
    /// CEL_RUNTIME ("1:34: no such key: decodeAV2"), CEL_COST, or CEL_TYPE when the result is
    /// not a bool.
    Result<bool> matches(const Device &device) const;

    struct Term
    {
        QString text;     ///< the term's source, trimmed
        Cel::Value value; ///< its result on the device (bool, or an error value)
    };
    /// The top-level `&&` terms evaluated one by one, to say which part was false.
    QList<Term> explain(const Device &device) const;

    const Cel::Program &program() const { return m_program; }
    Error errorOf(const Cel::Value &error) const { return m_program.errorOf(error); }

private:
    Cel::Program m_program;
};

} // namespace Accel::Dra
