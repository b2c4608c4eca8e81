// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl cel eval`: one CEL expression against one DRA device (issue 7, section 4).
#include "cli.h"
#include "output.h"

#include "cel/program.h"
#include "doc/documentreader.h"
#include "dra/devicecel.h"
#include "dra/inventory.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <limits>

namespace Accel::Cli {

namespace {

int runCelEval(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption device(
        QStringLiteral("device"),
        QStringLiteral("Evaluate against the device in FILE (YAML or JSON): one ResourceSlice "
                       "device entry {name, attributes, capacity, allowMultipleAllocations} "
                       "with a driver field, a ResourceSlice, a List of them (get "
                       "resourceslices -o yaml) or a cluster snapshot (see --device-name, "
                       "--driver, --node). Without it, the expression is only compiled and "
                       "checked."),
        QStringLiteral("FILE"));
    const QCommandLineOption deviceName(
        QStringLiteral("device-name"),
        QStringLiteral("With slices in --device FILE: the device N (needed when there is more "
                       "than one)."),
        QStringLiteral("N"));
    const QCommandLineOption driver(
        QStringLiteral("driver"),
        QStringLiteral("With slices in --device FILE: only devices of driver D (where a name is "
                       "on several drivers)."),
        QStringLiteral("D"));
    const QCommandLineOption node(
        QStringLiteral("node"),
        QStringLiteral("With slices in --device FILE: only devices of node N (where a name is on "
                       "several nodes)."),
        QStringLiteral("N"));
    const QCommandLineOption terms(
        QStringLiteral("terms"),
        QStringLiteral("Also evaluate each top-level && term on its own (which part is false)."));
    const QCommandLineOption output = outputOption();
    parser.addOptions({device, deviceName, driver, node, terms, output});
    parser.addPositionalArgument(QStringLiteral("EXPR"), QStringLiteral("The CEL expression."));
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    const auto format = checkedFormat(parser, output);
    if (!format)
        return ExitUsage;
    if (parser.positionalArguments().size() != 1)
        return usageError(QStringLiteral("cel eval takes exactly one expression, got %1")
                              .arg(parser.positionalArguments().size()));
    for (const QCommandLineOption *pick : {&deviceName, &driver, &node}) {
        if (parser.isSet(*pick) && !parser.isSet(device))
            return usageError(QStringLiteral("cel eval: --%1 needs --device FILE")
                                  .arg(pick->names().constFirst()));
    }
    const QString expression = parser.positionalArguments().first();

    std::optional<Dra::Device> dev;
    if (parser.isSet(device)) {
        const Result<QList<QJsonValue>> docs = Doc::readDocumentsFile(parser.value(device));
        if (!docs)
            return reportError(docs.error());
        Dra::DevicePick pick;
        pick.name = parser.value(deviceName);
        pick.driver = parser.value(driver);
        pick.node = parser.value(node);
        Result<Dra::Device> d = Dra::deviceFromDocuments(*docs, pick);
        if (!d)
            return reportError(d.error());
        dev = std::move(*d);
    }

    // Compiled as the API server compiles a selector: `device` declared, type-checked, the
    // estimated cost within the limit. Without a device nothing is evaluated.
    const Result<Cel::Program> compiled =
        Cel::Program::compile(expression, Dra::deviceCompileOptions());
    if (!compiled) {
        // With -o json|yaml the error document (reportError) names the expression too.
        return reportError(compiled.error(), {{QStringLiteral("expression"), expression}});
    }
    const Cel::Program program = *compiled;
    const qint64 estimated = qint64(std::min<quint64>(program.estimatedCost().max,
                                                      quint64(std::numeric_limits<qint64>::max())));
    if (!dev) {
        if (*format != OutputFormat::Table) {
            printData(QJsonObject{{QStringLiteral("expression"), expression},
                                  {QStringLiteral("compiles"), true},
                                  {QStringLiteral("type"), program.resultType()},
                                  {QStringLiteral("estimatedCost"), estimated}},
                      *format);
        } else {
            printOut(QStringLiteral("compiles: %1, estimated cost %2 (pass --device FILE to "
                                    "evaluate it)\n")
                         .arg(program.resultType())
                         .arg(estimated));
        }
        return ExitOk;
    }
    const QList<Cel::Value> activation{Dra::deviceValue(*dev)};
    qint64 cost = 0;
    const Cel::Value value = program.evaluate(activation, Dra::SelectorMaxCost, &cost);

    QJsonArray termsJson;
    QList<QStringList> termRows;
    if (parser.isSet(terms)) {
        const QStringList texts = program.terms();
        const QList<Cel::Value> values = program.evaluateTerms(activation, Dra::SelectorMaxCost);
        for (qsizetype k = 0; k < texts.size() && k < values.size(); ++k) {
            const Cel::Value &v = values[k];
            const QString shown = v.isError() ? program.errorOf(v).toString() : v.toDebugString();
            termRows << QStringList{shown, texts[k]};
            QJsonObject t{{QStringLiteral("term"), texts[k]}};
            if (v.isError())
                t.insert(QStringLiteral("error"), program.errorOf(v).message);
            else
                t.insert(QStringLiteral("value"), Cel::toJson(v));
            termsJson.append(t);
        }
    }

    if (*format != OutputFormat::Table) {
        QJsonObject out{{QStringLiteral("expression"), expression},
                        {QStringLiteral("estimatedCost"), estimated},
                        {QStringLiteral("cost"), cost}};
        if (dev)
            out.insert(QStringLiteral("device"), dev->name);
        if (value.isError()) {
            const Error e = program.errorOf(value);
            out.insert(QStringLiteral("error"),
                       QJsonObject{{QStringLiteral("code"), e.code},
                                   {QStringLiteral("message"), e.message}});
        } else {
            out.insert(QStringLiteral("value"), Cel::toJson(value));
            out.insert(QStringLiteral("type"), value.typeName());
        }
        if (parser.isSet(terms))
            out.insert(QStringLiteral("terms"), termsJson);
        printData(out, *format);
    } else {
        if (!value.isError())
            printOut(printable(value.toDebugString()) + QLatin1Char('\n'));
        if (parser.isSet(terms))
            printOut(formatTable({QStringLiteral("RESULT"), QStringLiteral("TERM")}, termRows));
    }
    if (value.isError()) {
        // -o json|yaml: the result document above holds the error already.
        return *format == OutputFormat::Table ? reportError(program.errorOf(value))
                                              : reportErrorOnStderr(program.errorOf(value));
    }
    return ExitOk;
}

} // namespace

QList<Command> celCommands()
{
    Command eval;
    eval.words = {QStringLiteral("cel"), QStringLiteral("eval")};
    eval.group = CommandGroup::Cluster;
    eval.synopsis = QStringLiteral("[--device FILE [--device-name N] [--driver D] [--node N]] "
                                   "[--terms] [-o table|json|yaml] [--] EXPR");
    eval.description = QStringLiteral(
        "Compile a CEL expression (a DRA device selector) as the API server does (type-checked, "
        "estimated cost within 1,000,000) and evaluate it against one device; print the value, "
        "or without --device that it compiles and its estimated cost. An error prints its code "
        "and position (CEL_COMPILE: 1:1: undeclared reference to 'x' ...) and exits 1. An "
        "expression that starts with '-' follows '--'.");
    eval.examples = {
        {QStringLiteral("Check a device selector as the API server would: types, cost"),
         QStringLiteral("accelctl cel eval 'device.driver == \"gpu.nvidia.com\"'")},
        {QStringLiteral("Whether gpu-0 of the demo node h100-1 is an H100"),
         QStringLiteral("accelctl cluster snapshot --demo > cluster.json && accelctl cel eval "
                        "--device cluster.json --node h100-1 --device-name gpu-0 "
                        "'device.attributes[\"gpu.nvidia.com\"].productName.startsWith(\"NVIDIA "
                        "H100\")'")},
    };
    eval.run = [eval](const QStringList &args) { return runCelEval(eval, args); };
    return {eval};
}

} // namespace Accel::Cli
