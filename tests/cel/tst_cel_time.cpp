// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// Timestamps and durations (issue 16, section 1; cel-spec langdef.md "Timestamps and durations",
// cel-go common/types/timestamp.go and duration.go): RFC 3339 and Go duration parsing,
// conversions, the accessors with UTC, IANA and offset time zones, comparisons, arithmetic, the
// range of years 0001 to 9999 and of Go's time.Duration, and the type names.
#include "cel/program.h"
#include "cel/timestamps.h"
#include "celrows.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QTest>

using namespace Accel;
using namespace Accel::Cel;

class TestCelTime : public QObject, private Test::CelRows
{
    Q_OBJECT

private Q_SLOTS:
    void timestamps_data()
    {
        columns();
        row("utc", "string(timestamp('2009-02-13T23:31:30Z'))", "\"2009-02-13T23:31:30Z\"");
        row("debug text", "timestamp('2009-02-13T23:31:30Z')",
            "timestamp(\"2009-02-13T23:31:30Z\")");
        row("offset moves to utc", "string(timestamp('2009-02-13T23:31:30+01:30'))",
            "\"2009-02-13T22:01:30Z\"");
        row("negative offset", "string(timestamp('2009-02-13T23:31:30-05:00'))",
            "\"2009-02-14T04:31:30Z\"");
        row("fraction without trailing zeros", "string(timestamp('2009-02-13T23:31:30.120Z'))",
            "\"2009-02-13T23:31:30.12Z\"");
        row("nanoseconds", "string(timestamp('9999-12-31T23:59:59.999999999Z'))",
            "\"9999-12-31T23:59:59.999999999Z\"");
        row("digits past nine are dropped", "string(timestamp('2009-02-13T23:31:30.1234567891Z'))",
            "\"2009-02-13T23:31:30.123456789Z\"");
        row("leap day", "string(timestamp('2024-02-29T00:00:00Z'))", "\"2024-02-29T00:00:00Z\"");
        row("first second", "int(timestamp('0001-01-01T00:00:00Z'))", "-62135596800");
        row("to int", "int(timestamp('2009-02-13T23:31:30Z'))", "1234567890");
        row("to int rounds down", "int(timestamp('1969-12-31T23:59:59.5Z'))", "-1");
        row("from int", "string(timestamp(1234567890))", "\"2009-02-13T23:31:30Z\"");
        row("from timestamp", "timestamp(timestamp(0)) == timestamp(0)", "true");
        row("epoch", "string(timestamp(0))", "\"1970-01-01T00:00:00Z\"");
        row("type", "type(timestamp(0))", "google.protobuf.Timestamp");
        row("type name", "type(timestamp(0)) == google.protobuf.Timestamp", "true");
        row("before the epoch", "string(timestamp(-1))", "\"1969-12-31T23:59:59Z\"");
        row("year 0", "timestamp('0000-12-31T23:59:59Z')",
            "!CEL_RUNTIME: 1:1: timestamp out of range");
        row("before year 1 through an offset", "timestamp('0001-01-01T00:00:00+01:00')",
            "!CEL_RUNTIME: 1:1: timestamp out of range");
        row("from int under", "timestamp(-62135596801)",
            "!CEL_RUNTIME: 1:1: timestamp out of range");
        row("from int over", "timestamp(253402300800)",
            "!CEL_RUNTIME: 1:1: timestamp out of range");
        row("five-digit year", "timestamp('10000-01-01T00:00:00Z')",
            "!CEL_RUNTIME: 1:1: cannot parse \"10000-01-01T00:00:00Z\" as a timestamp: RFC 3339 "
            "is YYYY-MM-DDTHH:MM:SSZ, with optional fractional seconds and a Z or +HH:MM offset");
        row("no zone", "timestamp('2009-02-13T23:31:30').getHours()",
            "!CEL_RUNTIME: 1:1: cannot parse \"2009-02-13T23:31:30\" as a timestamp: RFC 3339 is "
            "YYYY-MM-DDTHH:MM:SSZ, with optional fractional seconds and a Z or +HH:MM offset");
        row("february 30", "timestamp('2009-02-30T00:00:00Z')",
            "!CEL_RUNTIME: 1:1: cannot parse \"2009-02-30T00:00:00Z\" as a timestamp: RFC 3339 "
            "is YYYY-MM-DDTHH:MM:SSZ, with optional fractional seconds and a Z or +HH:MM offset");
        row("not leap", "timestamp('2023-02-29T00:00:00Z') == timestamp(0)",
            "!CEL_RUNTIME: 1:1: cannot parse \"2023-02-29T00:00:00Z\" as a timestamp: RFC 3339 "
            "is YYYY-MM-DDTHH:MM:SSZ, with optional fractional seconds and a Z or +HH:MM offset");
        row("hour 24", "string(timestamp('2009-02-13T24:00:00Z')).size() > 0",
            "!CEL_RUNTIME: 1:8: cannot parse \"2009-02-13T24:00:00Z\" as a timestamp: RFC 3339 "
            "is YYYY-MM-DDTHH:MM:SSZ, with optional fractional seconds and a Z or +HH:MM offset");
        row("no overload", "timestamp(1.5)",
            "!CEL_RUNTIME: 1:1: no matching overload for 'timestamp' applied to (double)");
    }
    void timestamps() { check(); }

    void durations_data()
    {
        columns();
        row("seconds", "string(duration('1000000s'))", "\"1000000s\"");
        row("debug text", "duration('90m')", "duration(\"5400s\")");
        row("compound", "string(duration('1h45m47s'))", "\"6347s\"");
        row("fraction", "string(duration('1.5s'))", "\"1.5s\"");
        row("milliseconds", "string(duration('300ms'))", "\"0.3s\"");
        row("micro and nano",
            "string(duration('1us')) + string(duration('1\u00b5s')) + "
            "string(duration('1ns'))",
            "\"0.000001s0.000001s0.000000001s\"");
        row("negative", "string(duration('-1.5h'))", "\"-5400s\"");
        row("plus sign", "string(duration('+2m'))", "\"120s\"");
        row("zero", "string(duration('0'))", "\"0s\"");
        row("fraction only", "string(duration('.5s'))", "\"0.5s\"");
        row("type", "type(duration('1s'))", "google.protobuf.Duration");
        row("type name", "type(duration('1s')) == google.protobuf.Duration", "true");
        row("from duration", "duration(duration('1s')) == duration('1000ms')", "true");
        row("negation", "-duration('1s') == duration('-1s')", "true");
        row("largest", "string(duration('2562047h47m16.854775807s'))", "\"9223372036.854776s\"");
        row("over the largest", "duration('2562047h47m16.854775808s')",
            "!CEL_RUNTIME: 1:1: time: invalid duration \"2562047h47m16.854775808s\"");
        row("smallest", "duration('-2562047h47m16.854775808s') < duration('0')", "true");
        row("ten thousand years", "duration('320000000000s')",
            "!CEL_RUNTIME: 1:1: time: invalid duration \"320000000000s\"");
        row("missing unit", "duration('10')",
            "!CEL_RUNTIME: 1:1: time: missing unit in duration \"10\"");
        row("unknown unit", "duration('1d')",
            "!CEL_RUNTIME: 1:1: time: unknown unit \"d\" in duration \"1d\"");
        row("empty", "duration('')", "!CEL_RUNTIME: 1:1: time: invalid duration \"\"");
        row("sign only", "duration('-')", "!CEL_RUNTIME: 1:1: time: invalid duration \"-\"");
        row("dot only", "duration('.s')", "!CEL_RUNTIME: 1:1: time: invalid duration \".s\"");
        row("no overload", "duration(1.5)",
            "!CEL_RUNTIME: 1:1: no matching overload for 'duration' applied to (double)");
        // cel-go's int64_to_duration and duration_to_int64: nanoseconds.
        row("from int nanoseconds", "duration(1500000000)", "duration(\"1.5s\")");
        row("to int nanoseconds", "int(duration('1.5s'))", "1500000000");
        row("int round trip", "duration(int(duration('-2h'))) == duration('-2h')", "true");
        row("timestamp to int seconds", "int(timestamp('2009-02-13T23:31:30Z'))", "1234567890");
    }
    void durations() { check(); }

    void accessors_data()
    {
        columns();
        // 1234567890: Friday 2009-02-13 23:31:30 UTC.
        const char *const t = "timestamp('2009-02-13T23:31:30.123456789Z')";
        const auto at = [t](const char *name, const char *call, const char *expected) {
            row(name, qPrintable(QString::fromUtf8(t) + QLatin1Char('.') + QString::fromUtf8(call)),
                expected);
        };
        at("full year", "getFullYear()", "2009");
        at("month from 0", "getMonth()", "1");
        at("day of year from 0", "getDayOfYear()", "43");
        at("day of month from 0", "getDayOfMonth()", "12");
        at("date from 1", "getDate()", "13");
        at("day of week, sunday 0", "getDayOfWeek()", "5");
        at("hours", "getHours()", "23");
        at("minutes", "getMinutes()", "31");
        at("seconds", "getSeconds()", "30");
        at("milliseconds", "getMilliseconds()", "123");
        at("utc by name", "getHours('UTC')", "23");
        at("iana", "getDate('Australia/Sydney')", "14");
        at("iana link", "getDayOfYear('US/Central')", "43");
        at("iana half hour", "getMinutes('Asia/Kathmandu')", "16");
        at("offset", "getDayOfMonth('+11:00')", "13");
        at("offset without sign", "getHours('02:00')", "1");
        at("negative offset", "getFullYear('-09:30')", "2009");
        at("minus zero", "getSeconds('-00:00')", "30");
        at("unknown zone", "getHours('Mars/Olympus')",
           "!CEL_RUNTIME: 1:45: unknown time zone Mars/Olympus");
        at("bad offset", "getHours('+x:00')",
           "!CEL_RUNTIME: 1:45: invalid time zone offset \"+x:00\"");
        row("negative offset crosses midnight",
            "timestamp('2009-02-13T02:00:00Z').getDayOfMonth('-02:30')", "11");
        row("st johns", "timestamp('2009-02-13T02:00:00Z').getDayOfMonth('America/St_Johns')",
            "11");
        row("leap year day of year", "timestamp('2024-12-31T12:00:00Z').getDayOfYear()", "365");
        row("year 1 is a monday", "timestamp('0001-01-01T00:00:00Z').getDayOfWeek()", "1");
        row("before the epoch", "timestamp('1969-12-31T23:59:59Z').getHours()", "23");
        row("duration hours", "duration('10000s').getHours()", "2");
        row("duration minutes", "duration('3730s').getMinutes()", "62");
        row("duration seconds", "duration('3730s').getSeconds()", "3730");
        row("duration milliseconds", "duration('123.321456789s').getMilliseconds()", "321");
        row("negative duration", "duration('-90m').getHours()", "-1");
        row("duration has no date", "duration('1s').getFullYear()",
            "!CEL_RUNTIME: 1:16: no matching overload for 'getFullYear' applied to "
            "(google.protobuf.Duration)");
        row("duration takes no zone", "duration('1s').getHours('UTC')",
            "!CEL_RUNTIME: 1:16: no matching overload for 'getHours' applied to "
            "(google.protobuf.Duration, string)");
        row("wrong arity", "timestamp(0).getHours('UTC', 1)",
            "!CEL_COMPILE: 1:14: found no matching overload for 'getHours' with 2 argument(s) as "
            "a method");
    }
    void accessors() { check(); }

    void arithmetic_data()
    {
        columns();
        row("timestamp + duration",
            "timestamp('2009-02-13T23:00:00Z') + duration('240s') == "
            "timestamp('2009-02-13T23:04:00Z')",
            "true");
        row("duration + timestamp", "string(duration('1.5s') + timestamp(0))",
            "\"1970-01-01T00:00:01.5Z\"");
        row("timestamp - duration", "string(timestamp(0) - duration('1ns'))",
            "\"1969-12-31T23:59:59.999999999Z\"");
        row("nanoseconds carry", "string(timestamp('2000-01-01T00:00:00.9Z') + duration('0.2s'))",
            "\"2000-01-01T00:00:01.1Z\"");
        row("timestamp - timestamp",
            "timestamp('2009-02-13T23:31:00Z') - timestamp('2009-02-13T23:29:00.5Z')",
            "duration(\"119.5s\")");
        row("duration + duration", "duration('600s') + duration('50s')", "duration(\"650s\")");
        row("duration - duration", "duration('900s') - duration('42s')", "duration(\"858s\")");
        row("over year 9999", "timestamp('9999-12-31T23:59:59.999999999Z') + duration('1ns')",
            "!CEL_RUNTIME: 1:45: timestamp out of range");
        row("under year 1", "timestamp('0001-01-01T00:00:00Z') - duration('1ns')",
            "!CEL_RUNTIME: 1:35: timestamp out of range");
        row("difference too long for a duration",
            "timestamp('9999-12-31T23:59:59Z') - timestamp('0001-01-01T00:00:00Z')",
            "!CEL_RUNTIME: 1:35: duration out of range");
        row("duration overflow", "duration('2562047h') + duration('2562047h')",
            "!CEL_RUNTIME: 1:22: duration out of range");
        row("timestamp + timestamp", "timestamp(0) + timestamp(0)",
            "!CEL_RUNTIME: 1:14: no matching overload for '_+_' applied to "
            "(google.protobuf.Timestamp, google.protobuf.Timestamp)");
        row("duration - timestamp", "duration('1s') - timestamp(0)",
            "!CEL_RUNTIME: 1:16: no matching overload for '_-_' applied to "
            "(google.protobuf.Duration, google.protobuf.Timestamp)");
        row("duration * int", "duration('1s') * 2",
            "!CEL_RUNTIME: 1:16: no matching overload for '_*_' applied to "
            "(google.protobuf.Duration, int)");
    }
    void arithmetic() { check(); }

    void comparisons_data()
    {
        columns();
        row("timestamp <", "timestamp(0) < timestamp(1)", "true");
        row("timestamp nanoseconds", "timestamp(0) < timestamp(0) + duration('1ns')", "true");
        row("timestamp >=", "timestamp(1) >= timestamp(1)", "true");
        row("duration <=", "duration('200s') <= duration('200s')", "true");
        row("duration >", "duration('-1s') > duration('-2s')", "true");
        row("timestamp ==", "timestamp('2009-02-13T23:31:30+00:00') == timestamp(1234567890)",
            "true");
        row("duration !=", "duration('1h') != duration('3600s')", "false");
        row("different types are unequal", "dyn(duration('0s')) == dyn(timestamp(0))", "false");
        row("timestamp in list", "timestamp(5) in [timestamp(4), timestamp(5)]", "true");
        row("mixed comparison", "timestamp(0) < duration('1s')",
            "!CEL_RUNTIME: 1:14: no matching overload for '_<_' applied to "
            "(google.protobuf.Timestamp, google.protobuf.Duration)");
    }
    void comparisons() { check(); }

    void format_data()
    {
        columns();
        row("%s of a timestamp", "'%s'.format([timestamp('2023-02-03T23:31:20+00:00')])",
            "\"2023-02-03T23:31:20Z\"");
        row("%s of a duration", "'%s'.format([duration('2h')])", "\"7200s\"");
        row("%d of a duration", "'%d'.format([duration('30m2s')])",
            "!CEL_RUNTIME: 1:6: error during formatting: decimal clause can only be used on "
            "integers, was given google.protobuf.Duration");
    }
    void format() { check(); }

    void json()
    {
        const Result<Program> p =
            Program::compile(QStringLiteral("[timestamp(1), duration('1m')]"));
        QVERIFY(p);
        QCOMPARE(
            toJson(p->evaluate(QList<Value>{})),
            QJsonValue(QJsonArray{QStringLiteral("1970-01-01T00:00:01Z"), QStringLiteral("60s")}));
    }

    void selectorStaticType()
    {
        CompileOptions options;
        options.requireBool = true;
        const Result<Program> p = Program::compile(QStringLiteral("timestamp(0)"), options);
        QVERIFY(!p);
        QCOMPARE(p.error().code, QStringLiteral("CEL_COMPILE"));
        QVERIFY2(p.error().message.endsWith(
                     QLatin1String("must evaluate to bool, not google.protobuf.Timestamp")),
                 qPrintable(p.error().message));
        QVERIFY(Program::compile(QStringLiteral("timestamp(0).getHours() == 0"), options));
    }

    void bindings()
    {
        // A variable holding a timestamp, as the host would bind one.
        CompileOptions options;
        options.variables << QStringLiteral("t") << QStringLiteral("d");
        QCOMPARE(Test::celRun(QStringLiteral("t + d"), options,
                              {Value::timestamp(Timestamp{1234567890, 5}), Value::duration(-5)}),
                 QStringLiteral("timestamp(\"2009-02-13T23:31:30Z\")"));
        QVERIFY(!Time::inRange(Timestamp{Time::MaxSeconds + 1, 0}));
        QVERIFY(Time::inRange(Timestamp{Time::MaxSeconds, 999999999}));
        QVERIFY(!Time::inRange(Timestamp{0, 1000000000}));
    }
};

QTEST_GUILESS_MAIN(TestCelTime)
#include "tst_cel_time.moc"
