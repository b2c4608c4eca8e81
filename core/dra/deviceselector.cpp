// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "dra/deviceselector.h"
#include "dracodes.h"
#include "dratr.h"

#include "dra/inventory.h"

#include <QCoreApplication>

namespace Accel::Dra {

Result<DeviceSelector> DeviceSelector::compile(const QString &expression)
{
    Cel::CompileOptions options = deviceCompileOptions();
    options.requireBool = true;
    Result<Cel::Program> program = Cel::Program::compile(expression, options);
    if (!program)
        return tl::unexpected(program.error());
    DeviceSelector selector;
    selector.m_program = std::move(*program);
    return selector;
}

Cel::Value DeviceSelector::evaluate(const Device &device, qint64 *cost) const
{
    const Cel::Value activation = deviceValue(device);
    return m_program.evaluate(&activation, 1, SelectorMaxCost, cost);
}

Result<bool> DeviceSelector::matches(const Device &device) const
{
    const Cel::Value v = evaluate(device);
    if (v.isBool())
        return v.b;
    if (v.isError())
        return tl::unexpected(m_program.errorOf(v));
    return fail(Code::CEL_TYPE,
                Tr::tr("the selector evaluated to %1 (a %2), not a bool")
                    .arg(v.toDebugString(), v.typeName()),
                Tr::tr("A device selector must evaluate to true or false."));
}

QList<DeviceSelector::Term> DeviceSelector::explain(const Device &device) const
{
    QList<Term> out;
    const QStringList texts = m_program.terms();
    const QList<Cel::Value> values =
        m_program.evaluateTerms({deviceValue(device)}, SelectorMaxCost);
    for (qsizetype k = 0; k < texts.size() && k < values.size(); ++k)
        out.append(Term{texts[k], values[k]});
    return out;
}

} // namespace Accel::Dra
