// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// `accelctl cel eval` end to end (issue 7, section 4): values, errors with their position and
// exit 1, the two device file forms, --terms, JSON output and usage errors (exit 2).
#include "clirunner.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Accel::Test;

namespace {

const char *const decode10bit = "device.driver == \"media.liken.sh\" &&\n"
                                "device.attributes[\"media.liken.sh\"].decodeHEVCMain10 &&\n"
                                "device.attributes[\"media.liken.sh\"].scale10bit";

QString device()
{
    return fixture(QStringLiteral("cel/media-device.yaml"));
}

QString slice()
{
    return fixture(QStringLiteral("cel/two-gpus.slice.json"));
}

} // namespace

class TestCliCel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void values_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("out");
        const auto row = [](const char *name, const char *expr, QStringList extra,
                            const char *out) {
            QTest::newRow(name) << (QStringList{QStringLiteral("cel"), QStringLiteral("eval"),
                                                QString::fromUtf8(expr)} +
                                    extra)
                                << QString::fromUtf8(out);
        };
        const QStringList dev{QStringLiteral("--device"), device()};
        row("decode-10bit selector", decode10bit, dev, "true\n");
        row("has on a missing attribute", "has(device.attributes[\"media.liken.sh\"].decodeAV2)",
            dev, "false\n");
        row("string attribute", "device.attributes['media.liken.sh'].driver", dev, "\"i915\"\n");
        row("version attribute",
            "device.attributes['media.liken.sh'].driverVersion.isGreaterThan(semver('26.1.0'))",
            dev, "true\n");
        row("capacity", "device.capacity['media.liken.sh'].memory.asInteger()", dev,
            "17179869184\n");
        row("third-party domain", "device.attributes['resource.kubernetes.io'].pciBusID", dev,
            "\"0000:00:02.0\"\n");
        row("slice, named device", "device.attributes['media.liken.sh'].scale10bit",
            {QStringLiteral("--device"), slice(), QStringLiteral("--device-name"),
             QStringLiteral("pci-0000-03-00-0")},
            "false\n");
        // Without a device the expression is only compiled (issue 16, section 2).
        row("no device", "[1, 2, 3].map(x, x * 2)", {},
            "compiles: list(int), estimated cost 63 (pass --device FILE to evaluate it)\n");
        row("no device, selector", decode10bit, {},
            "compiles: bool, estimated cost 12 (pass --device FILE to evaluate it)\n");
        row("url", "url('https://example.com:8080/a%20b?x=1&x=2').getQuery()", dev,
            "{\"x\": [\"1\", \"2\"]}\n");
        row("format", "format.dns1123Subdomain().validate(device.driver)", dev,
            "optional.none()\n");
        row("format error", "format.dns1123Label().validate(device.driver).value()", dev,
            "[\"must not contain dots\"]\n");
    }

    void values()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, out);
        const CliResult r = runAccelctl(args);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QString::fromUtf8(r.out), out);
        QVERIFY(r.err.isEmpty());
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("err");
        const QStringList dev{QStringLiteral("--device"), device()};
        const auto eval = [](const char *expr) {
            return QStringList{QStringLiteral("cel"), QStringLiteral("eval"),
                               QString::fromUtf8(expr)};
        };
        QTest::newRow("no such key")
            << eval("device.attributes[\"media.liken.sh\"].decodeAV2") + dev << 1
            << QStringLiteral("CEL_RUNTIME: 1:36: no such key: decodeAV2");
        // Type errors are compile errors, with or without a device (issue 16, section 2).
        QTest::newRow("no matching overload")
            << eval("1 + 1u") << 1
            << QStringLiteral("CEL_COMPILE: 1:3: found no matching overload for '_+_' applied to "
                              "'(int, uint)'");
        QTest::newRow("wrong argument type")
            << eval("device.driver.startsWith(1)") + dev << 1
            << QStringLiteral("CEL_COMPILE: 1:15: found no matching overload for 'startsWith' "
                              "applied to 'string.(int)'");
        QTest::newRow("wrong argument type, no device")
            << eval("true &&\n  device.attributes['a'].b.matches(1)") << 1
            << QStringLiteral("CEL_COMPILE: 2:28: found no matching overload for 'matches' "
                              "applied to 'dyn.(int)'");
        QTest::newRow("estimated cost")
            << eval("device.attributes.all(a, device.attributes.all(b, device.attributes.all(c, "
                    "device.attributes.all(d, true))))")
            << 1
            << QStringLiteral("CEL_COST_ESTIMATE: the estimated cost 3348675 exceeds the limit "
                              "of 1000000");
        QTest::newRow("syntax") << eval("device.driver ==") + dev << 1
                                << QStringLiteral("CEL_SYNTAX: 1:17: unexpected end");
        QTest::newRow("undeclared")
            << eval("devices.driver") << 1
            << QStringLiteral("CEL_COMPILE: 1:1: undeclared reference to 'devices' (in container "
                              "'')");
        QTest::newRow("too long")
            << eval(QByteArray("true").append(QByteArray(" && true").repeated(1300)).constData()) +
                   dev
            << 1 << QStringLiteral("CEL_TOO_LONG");
        QTest::newRow("slice with two devices")
            << eval("true") + QStringList{QStringLiteral("--device"), slice()} << 1
            << QStringLiteral("CEL_DEVICE: the ResourceSlice has 2 devices");
        QTest::newRow("missing file") << eval("true") + QStringList{QStringLiteral("--device"),
                                                                    QStringLiteral("/nonexistent")}
                                      << 1 << QStringLiteral("FILE_READ");
        QTest::newRow("no expression") << QStringList{QStringLiteral("cel"), QStringLiteral("eval")}
                                       << 2 << QStringLiteral("exactly one expression");
        QTest::newRow("device-name without device")
            << eval("true") + QStringList{QStringLiteral("--device-name"), QStringLiteral("x")} << 2
            << QStringLiteral("--device-name needs --device");
        QTest::newRow("bad format")
            << eval("true") + QStringList{QStringLiteral("-o"), QStringLiteral("xml")} << 2
            << QStringLiteral("");
    }

    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, err);
        const CliResult r = runAccelctl(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(r.err).contains(err), r.err.constData());
    }

    void json()
    {
        const CliResult r =
            runAccelctl({QStringLiteral("cel"), QStringLiteral("eval"),
                         QString::fromUtf8(decode10bit), QStringLiteral("--device"), device(),
                         QStringLiteral("--terms"), QStringLiteral("-o"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QLatin1String("value")), QJsonValue(true));
        QCOMPARE(o.value(QLatin1String("type")).toString(), QStringLiteral("bool"));
        QCOMPARE(o.value(QLatin1String("device")).toString(), QStringLiteral("pci-0000-00-02-0"));
        QVERIFY(o.value(QLatin1String("cost")).toInteger() > 0);
        // cel-go's estimate: 4 for the driver comparison (select 2, string equality 2), 4 for
        // each attribute (select 2, index 1, select 1); && adds nothing.
        QCOMPARE(o.value(QLatin1String("estimatedCost")).toInteger(), 12);
        const QJsonArray terms = o.value(QLatin1String("terms")).toArray();
        QCOMPARE(terms.size(), 3);
        QCOMPARE(terms[0].toObject().value(QLatin1String("term")).toString(),
                 QStringLiteral("device.driver == \"media.liken.sh\""));

        // An error in JSON form: exit 1, the error in the object and on stderr.
        const CliResult e = runAccelctl(
            {QStringLiteral("cel"), QStringLiteral("eval"),
             QStringLiteral("device.attributes['media.liken.sh'].decodeAV2"),
             QStringLiteral("--device"), device(), QStringLiteral("-o"), QStringLiteral("json")});
        QCOMPARE(e.exitCode, 1);
        const QJsonObject error =
            QJsonDocument::fromJson(e.out).object().value(QLatin1String("error")).toObject();
        QCOMPARE(error.value(QLatin1String("code")).toString(), QStringLiteral("CEL_RUNTIME"));
        QCOMPARE(error.value(QLatin1String("message")).toString(),
                 QStringLiteral("1:36: no such key: decodeAV2"));
    }

    void dashDash_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        const QStringList dev{QStringLiteral("--device"), device()};
        const QStringList json{QStringLiteral("-o"), QStringLiteral("json")};
        const auto eval = [](QStringList before, const char *expr) {
            return QStringList{QStringLiteral("cel"), QStringLiteral("eval")} + before +
                   QStringList{QStringLiteral("--"), QString::fromUtf8(expr)};
        };
        QTest::newRow("negative literal")
            << eval(json + dev, "-1 < 0") << QStringLiteral("value") << QJsonValue(true);
        QTest::newRow("negated attribute")
            << eval(json + dev, "-device.capacity['media.liken.sh'].memory.asInteger() < 0")
            << QStringLiteral("value") << QJsonValue(true);
        QTest::newRow("cost fields")
            << eval(json + dev, "-1 < 0") << QStringLiteral("estimatedCost") << QJsonValue(1);
        QTest::newRow("compile only")
            << eval(json, "-1 < 0") << QStringLiteral("compiles") << QJsonValue(true);
        QTest::newRow("compile only, estimate") << eval(json, "device.driver == 'x'")
                                                << QStringLiteral("estimatedCost") << QJsonValue(3);
        // A pattern exponential for a backtracking engine, a hundred times (issue 19): RE2
        // semantics, linear time, false.
        QByteArray hundred;
        for (int k = 1; k <= 100; ++k)
            hundred += (k > 1 ? ", " : "") + QByteArray::number(k);
        const QByteArray catastrophic =
            "[" + hundred + "].all(i, '" + QByteArray(40, 'a') + "!'.matches('(a+)+$'))";
        QTest::newRow("catastrophic regex") << eval(json + dev, catastrophic.constData())
                                            << QStringLiteral("value") << QJsonValue(false);
    }

    void dashDash()
    {
        // An expression that starts with '-' follows "--" (the conformance runner's form).
        QFETCH(QStringList, args);
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        const CliResult r = runAccelctl(args);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(field), value);
        QVERIFY(o.contains(QLatin1String("estimatedCost")));
    }

    void terms()
    {
        const CliResult r =
            runAccelctl({QStringLiteral("cel"), QStringLiteral("eval"),
                         QStringLiteral("device.attributes['media.liken.sh'].scale10bit && "
                                        "device.attributes['media.liken.sh'].decodeVC1"),
                         QStringLiteral("--device"), device(), QStringLiteral("--terms")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
        QCOMPARE(lines.value(0), QStringLiteral("false"));
        QVERIFY(lines.value(1).startsWith(QLatin1String("RESULT")));
        QVERIFY(lines.value(2).startsWith(QLatin1String("true")));
        QVERIFY(lines.value(3).startsWith(QLatin1String("false")));
        QVERIFY(lines.value(3).endsWith(QLatin1String("decodeVC1")));
    }
};

QTEST_GUILESS_MAIN(TestCliCel)
#include "tst_cli_cel.moc"
