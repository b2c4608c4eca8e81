// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cel/draselector.h"

#include "dra/inventory.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace Accel::Cel {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Accel::Cel)
};
} // namespace

Value deviceValue(const Dra::Device &device)
{
    return Value::deviceView(Value::MapView::Device, &device);
}

CompileOptions deviceCompileOptions()
{
    CompileOptions options;
    options.variables = {QStringLiteral("device")};
    options.draDevice = true;
    options.maxLength = SelectorMaxLength;
    return options;
}

Result<DeviceSelector> DeviceSelector::compile(const QString &expression)
{
    CompileOptions options = deviceCompileOptions();
    options.requireBool = true;
    Result<Program> program = Program::compile(expression, options);
    if (!program)
        return tl::unexpected(program.error());
    DeviceSelector selector;
    selector.m_program = std::move(*program);
    return selector;
}

Value DeviceSelector::evaluate(const Dra::Device &device, qint64 *cost) const
{
    const Value activation = deviceValue(device);
    return m_program.evaluate(&activation, 1, SelectorMaxCost, cost);
}

Result<bool> DeviceSelector::matches(const Dra::Device &device) const
{
    const Value v = evaluate(device);
    if (v.isBool())
        return v.b;
    if (v.isError())
        return tl::unexpected(m_program.errorOf(v));
    return fail(QStringLiteral("CEL_TYPE"),
                Tr::tr("the selector evaluated to %1 (a %2), not a bool")
                    .arg(v.toDebugString(), v.typeName()),
                Tr::tr("A device selector must evaluate to true or false."));
}

QList<DeviceSelector::Term> DeviceSelector::explain(const Dra::Device &device) const
{
    QList<Term> out;
    const QStringList texts = m_program.terms();
    const QList<Value> values = m_program.evaluateTerms({deviceValue(device)}, SelectorMaxCost);
    for (qsizetype k = 0; k < texts.size() && k < values.size(); ++k)
        out.append(Term{texts[k], values[k]});
    return out;
}

Result<Dra::Device> deviceFromDocument(const QJsonValue &document, const QString &deviceName)
{
    const QString code = QStringLiteral("CEL_DEVICE");
    const QString hint = Tr::tr("Give one ResourceSlice device entry with a driver field "
                                "({driver, name, attributes, capacity}), or a ResourceSlice.");
    if (!document.isObject())
        return fail(code, Tr::tr("the device document is not an object"), hint);
    QJsonObject slice = document.toObject();
    if (slice.value(QLatin1String("kind")).toString() != QLatin1String("ResourceSlice")) {
        QJsonObject entry = slice;
        const QString driver = entry.value(QLatin1String("driver")).toString();
        if (driver.isEmpty())
            return fail(code, Tr::tr("the device names no driver"), hint);
        entry.remove(QLatin1String("driver"));
        if (!entry.contains(QLatin1String("name")))
            entry.insert(QStringLiteral("name"), QStringLiteral("device"));
        const QString where = QStringLiteral("cel-eval");
        slice =
            QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("resource.k8s.io/v1")},
                        {QStringLiteral("kind"), QStringLiteral("ResourceSlice")},
                        {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), where}}},
                        {QStringLiteral("spec"),
                         QJsonObject{{QStringLiteral("driver"), driver},
                                     {QStringLiteral("nodeName"), where},
                                     {QStringLiteral("pool"),
                                      QJsonObject{{QStringLiteral("name"), where},
                                                  {QStringLiteral("generation"), 1},
                                                  {QStringLiteral("resourceSliceCount"), 1}}},
                                     {QStringLiteral("devices"), QJsonArray{entry}}}}};
    }
    const Dra::Inventory inventory = Dra::Inventory::build({}, {slice});
    QStringList names;
    for (const Dra::Device &d : inventory.devices()) {
        names << d.name;
        if (!deviceName.isEmpty() && d.name == deviceName)
            return d;
    }
    if (deviceName.isEmpty() && inventory.devices().size() == 1)
        return inventory.devices().first();
    if (names.isEmpty())
        return fail(code, Tr::tr("the document has no devices"), hint);
    if (deviceName.isEmpty())
        return fail(code,
                    Tr::tr("the ResourceSlice has %1 devices (%2); name one")
                        .arg(names.size())
                        .arg(names.join(QLatin1String(", "))),
                    Tr::tr("Pass --device-name NAME."));
    return fail(code, Tr::tr("no device named %1 (the document has %2)")
                          .arg(deviceName, names.join(QLatin1String(", "))));
}

} // namespace Accel::Cel
