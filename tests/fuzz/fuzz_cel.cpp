// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The CEL parser, checker and evaluator (core/cel) as DRA selectors use them (core/dra/
// devicecel): the input is the expression. It is compiled the way the API server compiles a
// selector (typed, cost-estimated) and, once more, unchecked and with no estimate limit, so
// expressions the checker refuses still reach the evaluator; both run against one fixed
// media.liken.sh device under the selector cost limit.

#include "cel/parser.h"
#include "cel/program.h"
#include "doc/documentreader.h"
#include "dra/devicecel.h"
#include "dra/inventory.h"
#include "fuzzsupport.h"

using namespace Accel;

namespace {

// tests/fixtures/cel/media-device.yaml, abridged: every attribute type and a capacity.
const char DeviceYaml[] = R"(driver: media.liken.sh
name: pci-0000-00-02-0
allowMultipleAllocations: true
attributes:
  address: {string: "0000:00:02.0"}
  decodeAV1Main: {bool: true}
  decodeVC1: {bool: false}
  driver: {string: i915}
  name: {string: "Meteor Lake-P [Intel Arc Graphics]"}
  resource.kubernetes.io/pciBusID: {string: "0000:00:02.0"}
  vendor: {string: "8086"}
  driverVersion: {version: "26.1.2"}
  count: {int: 3}
capacity:
  memory: {value: 16Gi}
)";

const Dra::Device &device()
{
    static const Dra::Device d = [] {
        const Result<QJsonValue> doc =
            Doc::readDocument(QByteArray(DeviceYaml), QStringLiteral("device.yaml"));
        ACCEL_FUZZ_CHECK(doc.has_value());
        Result<Dra::Device> parsed = Dra::deviceFromDocument(*doc);
        ACCEL_FUZZ_CHECK(parsed.has_value());
        return std::move(*parsed);
    }();
    return d;
}

void run(const Cel::Program &program)
{
    const QList<Cel::Value> activation{Dra::deviceValue(device())};
    qint64 cost = 0;
    const Cel::Value value = program.evaluate(activation, Dra::SelectorMaxCost, &cost);
    if (value.isError())
        (void)program.errorOf(value).toString();
    else
        (void)Cel::toJson(value);
    (void)value.toDebugString();
    (void)program.terms();
    (void)program.evaluateTerms(activation, Dra::SelectorMaxCost);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::quietQt();
    (void)device();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString expression = QString::fromUtf8(Fuzz::bytesOf(data, size));
    const Cel::ParseResult parsed = Cel::parse(expression);
    if (parsed.ok())
        (void)parsed.expr->toDebugString();
    else
        (void)Cel::positionText(expression, parsed.error.pos);

    const Result<Cel::Program> strict =
        Cel::Program::compile(expression, Dra::deviceCompileOptions());
    if (strict) {
        (void)strict->resultType();
        (void)strict->estimatedCost();
        run(*strict);
    }
    Cel::CompileOptions lenient = Dra::deviceCompileOptions();
    lenient.checkTypes = false;
    lenient.maxEstimatedCost = 0;
    const Result<Cel::Program> unchecked = Cel::Program::compile(expression, lenient);
    if (unchecked)
        run(*unchecked);
    return 0;
}
