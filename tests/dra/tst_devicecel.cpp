// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The DRA environment of the CEL engine (k8s NOTES, "CEL environment for selectors"): the
// variable `device` read through the device's host object (dra/devicecel.h), device selectors
// (dra/deviceselector.h) on devices built here, with the 10 KiB and cost limits; and the same
// program against a value that is no device (the step-by-step form).
#include "cel/program.h"
#include "dra/devicecel.h"
#include "dra/deviceselector.h"
#include "dra/inventory.h"
#include "testsupport.h"

#include <QJsonObject>
#include <QTest>
#include <QtConcurrent>

#include <algorithm>

using namespace Accel;
using namespace Accel::Cel;
using namespace Accel::Dra;

namespace {

/// "true", "false" or "!CODE".
QString matchText(const Result<bool> &r)
{
    if (!r)
        return QLatin1Char('!') + r.error().code;
    return *r ? QStringLiteral("true") : QStringLiteral("false");
}

Dra::Attribute boolAttr(bool v)
{
    Dra::Attribute a;
    a.type = Dra::AttributeType::Bool;
    a.boolValue = v;
    return a;
}

Dra::Attribute stringAttr(const char *v)
{
    Dra::Attribute a;
    a.type = Dra::AttributeType::String;
    a.text = QString::fromUtf8(v);
    return a;
}

Dra::Attribute intAttr(qint64 v)
{
    Dra::Attribute a;
    a.type = Dra::AttributeType::Int;
    a.intValue = v;
    return a;
}

Dra::Attribute versionAttr(const char *v)
{
    Dra::Attribute a;
    a.type = Dra::AttributeType::Version;
    a.text = QString::fromUtf8(v);
    return a;
}

/// A media.liken.sh device as the spec's step 1 shows it (a subset), plus a version and
/// a capacity, attribute names fully qualified and sorted as Dra::Inventory keeps them.
Dra::Device mediaDevice()
{
    Dra::Device d;
    d.name = QStringLiteral("pci-0000-00-02-0");
    d.driver = QStringLiteral("media.liken.sh");
    d.allowMultipleAllocations = true;
    const auto add = [&d](const char *name, const Dra::Attribute &a) {
        d.attributes.append({QString::fromUtf8(name), a});
    };
    add("media.liken.sh/decodeHEVCMain10", boolAttr(true));
    add("media.liken.sh/scale10bit", boolAttr(true));
    add("media.liken.sh/scale8bit", boolAttr(true));
    add("media.liken.sh/decodeVC1", boolAttr(false));
    add("media.liken.sh/vaDriver", stringAttr("Intel iHD driver - 26.1.2 ()"));
    add("media.liken.sh/vendor", stringAttr("8086"));
    add("media.liken.sh/driverVersion", versionAttr("26.1.2"));
    add("media.liken.sh/engines", intAttr(2));
    add("resource.kubernetes.io/pciBusID", stringAttr("0000:00:02.0"));
    std::sort(d.attributes.begin(), d.attributes.end(),
              [](const auto &x, const auto &y) { return x.first < y.first; });
    d.capacity.insert(QStringLiteral("media.liken.sh/memory"), QStringLiteral("16Gi"));
    d.capacity.insert(QStringLiteral("media.liken.sh/sessions"), QStringLiteral("8"));
    return d;
}

} // namespace

class TestDeviceCel : public QObject
{
    Q_OBJECT

private:
    static void row(const char *name, const char *expr, const char *expected)
    {
        QTest::newRow(name) << QString::fromUtf8(expr) << QString::fromUtf8(expected);
    }

private Q_SLOTS:
    void dra_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
        // The spec's decode-10bit class selector (dra-media-capability-claims.txt, step 2).
        row("decode-10bit",
            "device.driver == \"media.liken.sh\" &&\n"
            "device.attributes[\"media.liken.sh\"].decodeHEVCMain10 &&\n"
            "device.attributes[\"media.liken.sh\"].scale10bit\n",
            "true");
        row("driver", "device.driver", "\"media.liken.sh\"");
        row("index form", "device.attributes[\"media.liken.sh\"][\"decodeVC1\"]", "false");
        row("string attribute", "device.attributes['media.liken.sh'].vendor == '8086'", "true");
        row("int attribute", "device.attributes['media.liken.sh'].engines + 1", "3");
        row("third-party domain", "device.attributes['resource.kubernetes.io'].pciBusID",
            "\"0000:00:02.0\"");
        row("version is a Semver",
            "device.attributes['media.liken.sh'].driverVersion.isGreaterThan(semver('26.0.0'))",
            "true");
        row("version major", "device.attributes['media.liken.sh'].driverVersion.major()", "26");
        row("capacity is a Quantity",
            "device.capacity['media.liken.sh'].memory.compareTo(quantity('16Gi')) >= 0", "true");
        row("capacity asInteger", "device.capacity['media.liken.sh'].sessions.asInteger()", "8");
        row("allowMultipleAllocations", "device.allowMultipleAllocations", "true");
        // k8s NOTES: an unknown domain is an empty map; an unknown name is `no such key`.
        row("unknown domain is empty", "size(device.attributes['x.example.com'])", "0");
        row("unknown domain not in", "'x.example.com' in device.attributes", "false");
        row("known domain in", "'media.liken.sh' in device.attributes", "true");
        row("name in domain", "'scale10bit' in device.attributes['media.liken.sh']", "true");
        row("unknown name", "device.attributes[\"media.liken.sh\"].decodeAV2",
            "!CEL_RUNTIME: 1:36: no such key: decodeAV2");
        row("unknown name index", "device.attributes[\"media.liken.sh\"][\"decodeAV2\"]",
            "!CEL_RUNTIME: 1:36: no such key: decodeAV2");
        row("unknown name in unknown domain", "device.attributes['x.com'].a",
            "!CEL_RUNTIME: 1:27: no such key: a");
        row("has on missing", "has(device.attributes[\"media.liken.sh\"].decodeAV2)", "false");
        row("has on present", "has(device.attributes[\"media.liken.sh\"].scale8bit)", "true");
        row("has capacity", "has(device.capacity['media.liken.sh'].memory)", "true");
        row("runtime error not absorbed by true",
            "device.attributes[\"media.liken.sh\"].decodeAV2 && true",
            "!CEL_RUNTIME: 1:36: no such key: decodeAV2");
        row("runtime error absorbed by false",
            "device.attributes[\"media.liken.sh\"].decodeAV2 && device.driver == 'liken.sh'",
            "false");
        row("dynamic domain", "device.attributes[device.driver].scale10bit", "true");
        row("iterate domains", "device.attributes.exists(d, d == 'resource.kubernetes.io')",
            "true");
        row("iterate names",
            "device.attributes['media.liken.sh'].filter(n, n.startsWith('scale')).size()", "2");
        row("domain map equality", "device.attributes['x.com'] == {}", "true");
        // Kubernetes' attribute map returns an empty map for any unknown domain (dynamic-resource-
        // allocation cel/compile.go, mapper.Find), by field as by index.
        row("unknown domain by field is empty", "size(device.attributes.example)", "0");
        row("has on unknown domain", "has(device.attributes.example)", "false");
        row("known capacity domain in", "'media.liken.sh' in device.capacity", "true");
        // kubernetes.DRADevice is an object type: no `[]` and no size(), as the API server
        // checks it.
        row("dynamic key on device", "device['dri' + 'ver']",
            "!CEL_COMPILE: 1:7: found no matching overload for '_[_]' applied to "
            "'(kubernetes.DRADevice, string)'");
        row("has through a dynamic domain", "has(device.attributes[device.driver].scale10bit)",
            "true");
        row("type of device", "type(device)", "kubernetes.DRADevice");
        // A type value is a fixed-size scalar to cel-go's current estimator (checker/cost.go,
        // isScalar lists TypeKind; issue 39), so comparing types is cheap and allowed.
        row("type of attributes", "type(device.attributes) == map", "true");
        row("size of device", "size(device)",
            "!CEL_COMPILE: 1:1: found no matching overload for 'size' applied to "
            "'(kubernetes.DRADevice)'");
        row("driver !=", "device.driver != 'x'", "true");
        row("int attribute == literal", "device.attributes['media.liken.sh'].engines == 2", "true");
        row("int attribute == double literal", "device.attributes['media.liken.sh'].engines == 2.0",
            "true");
        row("string attribute != literal", "device.attributes['media.liken.sh'].vendor != '8086'",
            "false");
        row("string attribute == int literal", "device.attributes['media.liken.sh'].vendor == 8086",
            "false");
        row("version attribute == literal",
            "device.attributes['media.liken.sh'].driverVersion == '26.1.2'", "false");
        row("missing attribute == literal", "device.attributes['media.liken.sh'].decodeAV2 == true",
            "!CEL_RUNTIME: 1:36: no such key: decodeAV2");
        row("capacity == literal", "device.capacity['media.liken.sh'].memory == 1",
            "!CEL_COMPILE: 1:42: found no matching overload for '_==_' applied to "
            "'(kubernetes.Quantity, int)'");
        row("missing capacity", "device.capacity['media.liken.sh'].engines",
            "!CEL_RUNTIME: 1:34: no such key: engines");
        row("field of a string attribute", "device.attributes['media.liken.sh'].vendor.x",
            "!CEL_RUNTIME: 1:43: type 'string' does not support field selection");
        row("allowMultipleAllocations == literal", "device.allowMultipleAllocations == true",
            "true");
        row("unknown device field", "device.nodeName",
            "!CEL_COMPILE: 1:7: undefined field 'nodeName'");
        row("has on unknown device field", "has(device.nodeName)",
            "!CEL_COMPILE: 1:11: undefined field 'nodeName'");
        row("index of unknown device field", "device['nodeName']",
            "!CEL_COMPILE: 1:7: undefined field 'nodeName'");
        row("has on device field", "has(device.driver)", "true");
        row("device shadowed", "[1].all(device, device == 1)", "true");
        row("undeclared", "devices.driver",
            "!CEL_COMPILE: 1:1: undeclared reference to 'devices' (in container '')");
    }

    void dra()
    {
        QFETCH(QString, expr);
        QFETCH(QString, expected);
        const Dra::Device device = mediaDevice();
        // The DRA environment without the bool requirement, so non-bool results show.
        const auto selector = Program::compile(expr, deviceCompileOptions());
        QString got;
        if (!selector) {
            got = QLatin1Char('!') + selector.error().code + QLatin1String(": ") +
                  selector.error().message;
        } else {
            const Value v = selector->evaluate({deviceValue(device)});
            if (v.isError()) {
                const Error e = selector->errorOf(v);
                got = QLatin1Char('!') + e.code + QLatin1String(": ") + e.message;
            } else {
                got = v.toDebugString();
            }
        }
        if (expected.startsWith(QLatin1Char('!')))
            QVERIFY2(got.startsWith(expected), qPrintable(got + QLatin1String(" vs ") + expected));
        else
            QCOMPARE(got, expected);
    }

    void draMatches()
    {
        const Dra::Device device = mediaDevice();
        const auto yes = DeviceSelector::compile(
            QStringLiteral("device.attributes['media.liken.sh'].scale10bit"));
        QVERIFY(yes);
        QCOMPARE(matchText(yes->matches(device)), QStringLiteral("true"));
        const auto missing = DeviceSelector::compile(
            QStringLiteral("device.attributes['media.liken.sh'].decodeAV2"));
        QVERIFY(missing);
        const Result<bool> r = missing->matches(device);
        QVERIFY(!r);
        QCOMPARE(r.error().code, QStringLiteral("CEL_RUNTIME"));
        QCOMPARE(r.error().message, QStringLiteral("1:36: no such key: decodeAV2"));
        // Known not to be a bool: refused at compile time, as the API server does.
        const auto notBool = DeviceSelector::compile(QStringLiteral("device.driver"));
        QVERIFY(!notBool);
        QCOMPARE(notBool.error().code, QStringLiteral("CEL_COMPILE"));
        QVERIFY(notBool.error().message.contains(QLatin1String("must evaluate to bool")));
        QVERIFY(!DeviceSelector::compile(QStringLiteral("[true]")));
        // The host object declares the types it knows: a domain is a map.
        const auto domain = DeviceSelector::compile(QStringLiteral("device.attributes['x.com']"));
        QVERIFY(!domain);
        QVERIFY2(domain.error().message.contains(QLatin1String("must evaluate to bool, not map")),
                 qPrintable(domain.error().message));
        // Only known at run time: CEL_TYPE.
        const auto runtimeNotBool =
            DeviceSelector::compile(QStringLiteral("device.attributes['media.liken.sh'].vendor"));
        QVERIFY(runtimeNotBool);
        QCOMPARE(runtimeNotBool->matches(device).error().code, QStringLiteral("CEL_TYPE"));
        // The same compiled selector against another device.
        Dra::Device other = device;
        other.attributes.removeIf(
            [](const auto &a) { return a.first == QLatin1String("media.liken.sh/scale10bit"); });
        QVERIFY(!yes->matches(other));
        other.attributes.append({QStringLiteral("media.liken.sh/zzz"), boolAttr(true)});
        QCOMPARE(matchText(yes->matches(device)), QStringLiteral("true"));
    }

    void draExplain()
    {
        Dra::Device device = mediaDevice();
        for (auto &a : device.attributes) {
            if (a.first == QLatin1String("media.liken.sh/scale10bit"))
                a.second.boolValue = false;
        }
        const auto selector = DeviceSelector::compile(
            QStringLiteral("device.driver == \"media.liken.sh\" &&\n"
                           "  device.attributes[\"media.liken.sh\"].decodeHEVCMain10 &&\n"
                           "  device.attributes[\"media.liken.sh\"].scale10bit &&\n"
                           "  device.attributes[\"media.liken.sh\"].decodeAV2"));
        QVERIFY(selector);
        const QList<DeviceSelector::Term> terms = selector->explain(device);
        QCOMPARE(terms.size(), 4);
        QCOMPARE(terms[0].text, QStringLiteral("device.driver == \"media.liken.sh\""));
        QCOMPARE(terms[0].value.toDebugString(), QStringLiteral("true"));
        QCOMPARE(terms[1].value.toDebugString(), QStringLiteral("true"));
        QCOMPARE(terms[2].text, QStringLiteral("device.attributes[\"media.liken.sh\"].scale10bit"));
        QCOMPARE(terms[2].value.toDebugString(), QStringLiteral("false"));
        QVERIFY(terms[3].value.isError());
        QCOMPARE(selector->errorOf(terms[3].value).message,
                 QStringLiteral("4:38: no such key: decodeAV2"));
        // The whole selector is false: the false term absorbs the error.
        QCOMPARE(matchText(selector->matches(device)), QStringLiteral("false"));
        // A selector without && is one term.
        const auto single = DeviceSelector::compile(QStringLiteral("device.driver == 'x'"));
        QCOMPARE(single->program().terms(), QStringList{QStringLiteral("device.driver == 'x'")});
    }

    void draFromInventory()
    {
        // Bare names in a slice belong to the driver's domain (k8s NOTES, "Name splitting").
        const QJsonObject slice = Test::yaml(R"(
apiVersion: resource.k8s.io/v1
kind: ResourceSlice
metadata: {name: node-1-media.liken.sh}
spec:
  driver: media.liken.sh
  nodeName: node-1
  pool: {name: node-1, generation: 1, resourceSliceCount: 1}
  devices:
  - name: pci-0000-00-02-0
    attributes:
      decodeHEVCMain10: {bool: true}
      scale10bit: {bool: false}
      resource.kubernetes.io/pciBusID: {string: "0000:00:02.0"}
)")
                                      .toObject();
        const Dra::Inventory inventory = Dra::Inventory::build({}, {slice});
        QCOMPARE(inventory.devices().size(), 1);
        const auto selector = DeviceSelector::compile(QStringLiteral(
            "device.attributes['media.liken.sh'].decodeHEVCMain10 && "
            "!device.attributes['media.liken.sh'].scale10bit && "
            "device.attributes['resource.kubernetes.io'].pciBusID == '0000:00:02.0'"));
        QVERIFY(selector);
        QCOMPARE(matchText(selector->matches(inventory.devices().first())), QStringLiteral("true"));
    }

    void threads()
    {
        // One compiled selector used from several threads at once, on devices whose attribute
        // lists differ (the lookup hint is shared and goes stale all the time).
        const Dra::Device a = mediaDevice();
        Dra::Device b = mediaDevice();
        b.attributes.prepend({QStringLiteral("a.example.com/x"), boolAttr(true)});
        b.attributes.prepend({QStringLiteral("a.example.com/w"), boolAttr(true)});
        for (auto &attr : b.attributes) {
            if (attr.first == QLatin1String("media.liken.sh/scale10bit"))
                attr.second.boolValue = false;
        }
        const auto selector = DeviceSelector::compile(
            QStringLiteral("device.attributes['media.liken.sh'].decodeHEVCMain10 && "
                           "device.attributes['media.liken.sh'].scale10bit"));
        QVERIFY(selector);
        const QList<int> workers{0, 1, 2, 3};
        const QList<int> wrong = QtConcurrent::blockingMapped(workers, [&](int w) {
            int bad = 0;
            for (int k = 0; k < 20000; ++k) {
                const bool useA = (k + w) % 2 == 0;
                const Result<bool> r = selector->matches(useA ? a : b);
                if (!r || *r != useA)
                    ++bad;
            }
            return bad;
        });
        QCOMPARE(wrong, (QList<int>{0, 0, 0, 0}));
    }

    void missingDeviceVariable()
    {
        // Review finding: the DRA fast paths read the device variable without checking that the
        // activation has it (Op::Var does); an empty activation is an error, not a stray read.
        // The host object's paths (Op::HostPath, HostHas, HostEq) check it the same way.
        const CompileOptions options = deviceCompileOptions();
        for (const char *text :
             {"device.driver == 'x'", "device.driver", "device.allowMultipleAllocations",
              "device.attributes['d'].name == 'x'", "has(device.attributes['d'].name)"}) {
            const auto program = Program::compile(QString::fromUtf8(text), options);
            QVERIFY2(program, text);
            const Value v = program->evaluate(QList<Value>{});
            QVERIFY2(v.isError(), text);
            QVERIFY2(program->errorOf(v).message.contains(QLatin1String("no value for variable")),
                     qPrintable(program->errorOf(v).message));
        }
    }

    void lengthLimit()
    {
        // CELSelectorExpressionMaxLength = 10 * 1024 (k8s NOTES).
        QString expr = QStringLiteral("true");
        while (expr.size() < SelectorMaxLength - 8)
            expr += QStringLiteral(" && true");
        QVERIFY(expr.size() <= SelectorMaxLength);
        QVERIFY(DeviceSelector::compile(expr));
        expr += QStringLiteral(" && true");
        QVERIFY(expr.size() > SelectorMaxLength);
        const auto refused = DeviceSelector::compile(expr);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, QStringLiteral("CEL_TOO_LONG"));
    }

    void costBudget()
    {
        // CELSelectorExpressionMaxCost = 1,000,000 per evaluation (k8s NOTES); a nested
        // comprehension of 1000 x 1000 steps exceeds it.
        const Dra::Device device = mediaDevice();
        const QString big = QStringLiteral("[%1].all(x, [%1].all(y, x + y >= 0))")
                                .arg(QStringLiteral("0,").repeated(999) + QStringLiteral("0"));
        QVERIFY(big.size() < SelectorMaxLength);
        // The API server refuses it at once: its estimated cost is over the limit.
        const auto refused = DeviceSelector::compile(big);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, QStringLiteral("CEL_COST_ESTIMATE"));
        QVERIFY2(refused.error().message.contains(QLatin1String("1000000")),
                 qPrintable(refused.error().message));
        // Without the estimate (a selector stored before the limit), the run stops at the limit.
        CompileOptions options = deviceCompileOptions();
        options.maxEstimatedCost = 0;
        const Value activation = deviceValue(device);
        for (const QString &expr : QStringList{big, big + QStringLiteral(" && false")}) {
            const auto program = Program::compile(expr, options);
            QVERIFY(program);
            // A false term does not absorb a cost error.
            const Value v = program->evaluate(&activation, 1, SelectorMaxCost);
            QVERIFY(v.isError());
            const Error e = program->errorOf(v);
            QCOMPARE(e.code, QStringLiteral("CEL_COST"));
            QVERIFY2(e.message.contains(QLatin1String("actual cost limit exceeded")),
                     qPrintable(e.message));
        }
        // A small one stays within budget and reports its cost.
        const auto small = DeviceSelector::compile(QStringLiteral("[1, 2, 3].all(x, x > 0)"));
        qint64 cost = 0;
        QCOMPARE(small->evaluate(device, &cost).toDebugString(), QStringLiteral("true"));
        QVERIFY(cost > 0 && cost < 100);
    }

    void notADevice_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
        row("driver", "device.driver == 'x'", "true");
        row("driver value", "device.driver", "\"x\"");
        row("attribute", "device.attributes['d'].a", "1");
        row("has", "has(device.attributes['d'].a)", "true");
        row("missing", "device.attributes['d'].b", "!CEL_RUNTIME: 1:23: no such key: b");
        row("unknown domain of a literal map", "device.attributes['e']",
            "!CEL_RUNTIME: 1:18: no such key: e");
    }

    void notADevice()
    {
        // A program compiled for `device` also runs on a literal map (the step-by-step form):
        // the host object's one-call paths apply only to values of that host object.
        QFETCH(QString, expr);
        QFETCH(QString, expected);
        const auto program = Program::compile(expr, deviceCompileOptions());
        QVERIFY2(program, qPrintable(program ? QString() : program.error().message));
        const Value literal = Value::map(
            {{Value::string(QStringLiteral("driver")), Value::string(QStringLiteral("x"))},
             {Value::string(QStringLiteral("attributes")),
              Value::map(
                  {{Value::string(QStringLiteral("d")),
                    Value::map({{Value::string(QStringLiteral("a")), Value::integer(1)}})}})}});
        const Value v = program->evaluate({literal});
        const QString got = v.isError() ? QLatin1Char('!') + program->errorOf(v).code +
                                              QLatin1String(": ") + program->errorOf(v).message
                                        : v.toDebugString();
        QCOMPARE(got, expected);
    }

    void deviceFromDocumentErrors()
    {
        QCOMPARE(deviceFromDocument(QJsonValue(1)).error().code, QStringLiteral("CEL_DEVICE"));
        const auto noDriver = deviceFromDocument(QJsonObject{{QStringLiteral("name"), 1}});
        QVERIFY(!noDriver);
        QCOMPARE(noDriver.error().message, QStringLiteral("the device names no driver"));
        const auto one = deviceFromDocument(Test::yaml(R"(
driver: media.liken.sh
attributes: {scale10bit: {bool: true}}
)"));
        QVERIFY(one);
        QCOMPARE(one->name, QStringLiteral("device"));
        QCOMPARE(one->attributes.first().first, QStringLiteral("media.liken.sh/scale10bit"));
    }
};

QTEST_GUILESS_MAIN(TestDeviceCel)
#include "tst_devicecel.moc"
