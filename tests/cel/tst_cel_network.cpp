// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The Kubernetes IP and CIDR CEL libraries (issue 16, section 1; apiserver/pkg/cel/library/ip.go
// and cidr.go over Go's net/netip): parsing with Go's rules and messages, IPv4-mapped IPv6
// addresses and zones refused as Kubernetes refuses them, canonical text (RFC 5952), the address
// predicates, containment, equality, the types net.IP and net.CIDR, and the cost charged as the
// Kubernetes cost estimator charges it (library/cost.go).
#include "cel/network.h"
#include "cel/program.h"
#include "celrows.h"

#include <QJsonValue>
#include <QTest>

using namespace Accel;
using namespace Accel::Cel;

class TestCelNetwork : public QObject, private Test::CelRows
{
    Q_OBJECT

private Q_SLOTS:
    void ipParse_data()
    {
        columns();
        row("ipv4", "string(ip('192.168.0.1'))", "\"192.168.0.1\"");
        row("ipv6", "string(ip('2001:db8::68'))", "\"2001:db8::68\"");
        row("debug text", "ip('10.0.0.1')", "ip(\"10.0.0.1\")");
        row("ipv6 upper case", "string(ip('2001:DB8::68'))", "\"2001:db8::68\"");
        row("ipv6 leading zeros", "string(ip('2001:0db8:0000:0000:0000:0000:0000:0001'))",
            "\"2001:db8::1\"");
        row("ipv6 first of two equal runs", "string(ip('2001:db8:0:0:1:0:0:1'))",
            "\"2001:db8::1:0:0:1\"");
        row("ipv6 longest run", "string(ip('2001:0:0:1:0:0:0:1'))", "\"2001:0:0:1::1\"");
        row("ipv6 one zero field stays", "string(ip('1:0:2:3:4:5:6:7'))", "\"1:0:2:3:4:5:6:7\"");
        row("ipv6 all zeros", "string(ip('0:0:0:0:0:0:0:0'))", "\"::\"");
        row("ipv6 trailing ::", "string(ip('1::'))", "\"1::\"");
        row("ipv6 embedded ipv4", "string(ip('::1.2.3.4'))", "\"::102:304\"");
        row("ipv6 embedded ipv4 in the last fields", "string(ip('1:2:3:4:5:6:1.2.3.4'))",
            "\"1:2:3:4:5:6:102:304\"");
        row("isIP", "isIP('192.168.0.1') && isIP('::1') && !isIP('1.2.3') && !isIP('')", "true");
        row("isIP refuses zones and mapped addresses",
            "!isIP('fe80::1%en0') && !isIP('::ffff:1.2.3.4') && !isIP('::ffff:c0a8:1')", "true");
        row("a CIDR is no IP", "isIP('10.0.0.0/8')", "false");
        // Kubernetes' messages, Go's netip reasons (ip_test.go, cidr_test.go).
        row("too long", "ip('192.168.0.1.0')",
            "!CEL_RUNTIME: 1:1: IP Address \"192.168.0.1.0\" parse error during conversion from "
            "string: ParseAddr(\"192.168.0.1.0\"): IPv4 address too long");
        row("field over 255", "ip('127.0.0.256')",
            "!CEL_RUNTIME: 1:1: IP Address \"127.0.0.256\" parse error during conversion from "
            "string: ParseAddr(\"127.0.0.256\"): IPv4 field has value >255");
        row("leading zero", "ip('01.2.3.4')",
            "!CEL_RUNTIME: 1:1: IP Address \"01.2.3.4\" parse error during conversion from "
            "string: ParseAddr(\"01.2.3.4\"): IPv4 field has octet with leading zero");
        row("too short", "ip('1.2.3')",
            "!CEL_RUNTIME: 1:1: IP Address \"1.2.3\" parse error during conversion from string: "
            "ParseAddr(\"1.2.3\"): IPv4 address too short");
        row("empty field", "ip('1..2.3')",
            "!CEL_RUNTIME: 1:1: IP Address \"1..2.3\" parse error during conversion from string: "
            "ParseAddr(\"1..2.3\"): IPv4 field must have at least one digit (at \".2.3\")");
        row("ipv4 zone", "ip('1.2.3.4%eth0')",
            "!CEL_RUNTIME: 1:1: IP Address \"1.2.3.4%eth0\" parse error during conversion from "
            "string: ParseAddr(\"1.2.3.4%eth0\"): unexpected character (at \"%eth0\")");
        row("empty", "ip('')",
            "!CEL_RUNTIME: 1:1: IP Address \"\" parse error during conversion from string: "
            "ParseAddr(\"\"): unable to parse IP");
        row("zone only", "ip('%eth0')",
            "!CEL_RUNTIME: 1:1: IP Address \"%eth0\" parse error during conversion from string: "
            "ParseAddr(\"%eth0\"): missing IPv6 address");
        row("three colons", "ip(':::1')",
            "!CEL_RUNTIME: 1:1: IP Address \":::1\" parse error during conversion from string: "
            "ParseAddr(\":::1\"): each colon-separated field must have at least one digit (at "
            "\":1\")");
        row("two ::", "ip('2001:db8::1::1')",
            "!CEL_RUNTIME: 1:1: IP Address \"2001:db8::1::1\" parse error during conversion from "
            "string: ParseAddr(\"2001:db8::1::1\"): multiple :: in address (at \":1\")");
        row("five hex digits", "ip('12345::')",
            "!CEL_RUNTIME: 1:1: IP Address \"12345::\" parse error during conversion from "
            "string: ParseAddr(\"12345::\"): each group must have 4 or less digits (at "
            "\"12345::\")");
        row("nine fields", "ip('1:2:3:4:5:6:7:8:9')",
            "!CEL_RUNTIME: 1:1: IP Address \"1:2:3:4:5:6:7:8:9\" parse error during conversion "
            "from string: ParseAddr(\"1:2:3:4:5:6:7:8:9\"): trailing garbage after address (at "
            "\"9\")");
        row("too few fields", "ip('1:2:3')",
            "!CEL_RUNTIME: 1:1: IP Address \"1:2:3\" parse error during conversion from string: "
            "ParseAddr(\"1:2:3\"): address string too short");
        row(":: for no field", "ip('1::2:3:4:5:6:7:8')",
            "!CEL_RUNTIME: 1:1: IP Address \"1::2:3:4:5:6:7:8\" parse error during conversion "
            "from string: ParseAddr(\"1::2:3:4:5:6:7:8\"): the :: must expand to at least one "
            "field of zeros");
        row("misplaced ipv4", "ip('1:2:3:1.2.3.4')",
            "!CEL_RUNTIME: 1:1: IP Address \"1:2:3:1.2.3.4\" parse error during conversion from "
            "string: ParseAddr(\"1:2:3:1.2.3.4\"): embedded IPv4 address must replace the final "
            "2 fields of the address (at \"1.2.3.4\")");
        row("trailing colon", "ip('1:2:3:4:5:6:7:')",
            "!CEL_RUNTIME: 1:1: IP Address \"1:2:3:4:5:6:7:\" parse error during conversion from "
            "string: ParseAddr(\"1:2:3:4:5:6:7:\"): colon must be followed by more characters "
            "(at \":\")");
        row("empty zone", "ip('fe80::1%')",
            "!CEL_RUNTIME: 1:1: IP Address \"fe80::1%\" parse error during conversion from "
            "string: ParseAddr(\"fe80::1%\"): zone must be a non-empty string");
        row("zone refused", "ip('fe80::1%en0')",
            "!CEL_RUNTIME: 1:1: IP address \"fe80::1%en0\" with zone value is not allowed");
        row("mapped dotted refused", "ip('::ffff:192.168.0.1')",
            "!CEL_RUNTIME: 1:1: IPv4-mapped IPv6 address \"::ffff:192.168.0.1\" is not allowed");
        // network_ext.textproto's ipv4_equals_ipv6 wants this one to equal 192.168.0.1;
        // Kubernetes refuses it like the dotted form, which is the same address.
        row("mapped hex refused", "ip('::ffff:c0a8:1')",
            "!CEL_RUNTIME: 1:1: IPv4-mapped IPv6 address \"::ffff:c0a8:1\" is not allowed");
        row("not mapped", "string(ip('::fffe:c0a8:1'))", "\"::fffe:c0a8:1\"");
        row("quotes in the message", "ip('\"')",
            "!CEL_RUNTIME: 1:1: IP Address \"\\\"\" parse error during conversion from string: "
            "ParseAddr(\"\\\"\"): unable to parse IP");
    }
    void ipParse() { check(); }

    void isCanonical_data()
    {
        columns();
        // ip.go's examples.
        row("ipv4", "ip.isCanonical('127.0.0.1')", "true");
        row("ipv6", "ip.isCanonical('2001:db8::abcd')", "true");
        row("upper case", "ip.isCanonical('2001:DB8::ABCD')", "false");
        row("zeros not compressed", "ip.isCanonical('2001:db8::0:0:0:abcd')", "false");
        row("second run compressed", "ip.isCanonical('2001:db8:0:0:1::1')", "false");
        row("first run compressed", "ip.isCanonical('2001:db8::1:0:0:1')", "true");
        row("unspecified", "ip.isCanonical('::')", "true");
        row("invalid", "ip.isCanonical('127.0.0.1.0')",
            "!CEL_RUNTIME: 1:4: IP Address \"127.0.0.1.0\" parse error during conversion from "
            "string: ParseAddr(\"127.0.0.1.0\"): IPv4 address too long");
    }
    void isCanonical() { check(); }

    void predicates_data()
    {
        QTest::addColumn<QString>("address");
        QTest::addColumn<int>("family");
        QTest::addColumn<QString>("flags"); ///< unspecified loopback llMulticast llUnicast global
        struct Row
        {
            const char *address;
            int family;
            const char *flags;
        };
        const Row rows[] = {
            {"0.0.0.0", 4, "U...."},
            {"127.0.0.1", 4, ".L..."},
            {"127.255.255.254", 4, ".L..."},
            {"10.0.0.1", 4, "....G"},
            {"192.168.0.1", 4, "....G"},
            {"169.254.169.254", 4, "...l."},
            {"224.0.0.1", 4, "..m.."},
            {"224.0.1.1", 4, "....."},
            {"239.255.255.255", 4, "....."},
            {"255.255.255.255", 4, "....."},
            {"255.255.255.254", 4, "....G"},
            {"::", 6, "U...."},
            {"::1", 6, ".L..."},
            {"::2", 6, "....G"},
            {"fe80::1", 6, "...l."},
            {"febf::1", 6, "...l."},
            {"fec0::1", 6, "....G"},
            {"ff02::1", 6, "..m.."},
            {"ff12::1", 6, "..m.."},
            {"ff05::1", 6, "....."},
            {"ff00::1", 6, "....."},
            {"2001:db8::abcd", 6, "....G"},
            {"fd00::1", 6, "....G"},
        };
        for (const Row &r : rows)
            QTest::addRow("%s", r.address)
                << QString::fromLatin1(r.address) << r.family << QString::fromLatin1(r.flags);
    }

    void predicates()
    {
        QFETCH(QString, address);
        QFETCH(int, family);
        QFETCH(QString, flags);
        const QString ip = QStringLiteral("ip('%1')").arg(address);
        QCOMPARE(Test::celRun(ip + QStringLiteral(".family()")), QString::number(family));
        const char *const methods[] = {"isUnspecified", "isLoopback", "isLinkLocalMulticast",
                                       "isLinkLocalUnicast", "isGlobalUnicast"};
        QString got;
        for (int k = 0; k < 5; ++k) {
            const QString v = Test::celRun(ip + QLatin1Char('.') + QLatin1String(methods[k]) +
                                           QStringLiteral("()"));
            QVERIFY2(v == QLatin1String("true") || v == QLatin1String("false"), qPrintable(v));
            got += v == QLatin1String("true") ? QChar(u"ULmlG"[k]) : QLatin1Char('.');
        }
        QCOMPARE(got, flags);
    }

    void cidr_data()
    {
        columns();
        row("ipv4", "string(cidr('192.168.0.0/24'))", "\"192.168.0.0/24\"");
        row("ipv6 canonical text", "string(cidr('2001:DB8:0::/32'))", "\"2001:db8::/32\"");
        row("debug text", "cidr('10.0.0.0/8')", "cidr(\"10.0.0.0/8\")");
        row("host bits kept", "string(cidr('192.168.0.1/24'))", "\"192.168.0.1/24\"");
        row("masked", "string(cidr('192.168.0.1/24').masked())", "\"192.168.0.0/24\"");
        row("masked ipv6", "cidr('2001:db8:1::/32').masked() == cidr('2001:db8::/32')", "true");
        row("masked /0", "string(cidr('10.1.2.3/0').masked())", "\"0.0.0.0/0\"");
        row("masked /128", "string(cidr('::1/128').masked())", "\"::1/128\"");
        row("masked odd bits", "string(cidr('10.255.255.255/9').masked())", "\"10.128.0.0/9\"");
        row("prefixLength", "cidr('192.168.0.0/16').prefixLength()", "16");
        row("prefixLength ipv6", "cidr('::1/128').prefixLength()", "128");
        row("ip", "cidr('192.168.0.1/24').ip() == ip('192.168.0.1')", "true");
        row("ip family", "cidr('::1/128').ip().family()", "6");
        row("equal", "cidr('127.0.0.1/24') == cidr('127.0.0.1/24')", "true");
        row("canonical equals masked", "cidr('192.168.0.0/24') == cidr('192.168.0.0/24').masked()",
            "true");
        row("host bits make it unequal",
            "cidr('192.168.0.1/24') == cidr('192.168.0.1/24').masked()", "false");
        row("other prefix length", "cidr('10.0.0.0/8') == cidr('10.0.0.0/9')", "false");
        row("isCIDR", "isCIDR('10.0.0.0/8') && isCIDR('::1/128') && !isCIDR('10.0.0.0/33')",
            "true");
        row("isCIDR refuses an address", "isCIDR('10.0.0.0')", "false");
        row("isCIDR refuses mapped and zones",
            "!isCIDR('::ffff:1.2.3.4/120') && !isCIDR('fe80::1%en0/64')", "true");
        row("no bits", "cidr('192.168.0.0/')",
            "!CEL_RUNTIME: 1:1: network address parse error during conversion from string: "
            "network address parse error during conversion from string: "
            "netip.ParsePrefix(\"192.168.0.0/\"): bad bits after slash: \"\"");
        row("no bits ipv6", "cidr('2001:db8::/')",
            "!CEL_RUNTIME: 1:1: network address parse error during conversion from string: "
            "network address parse error during conversion from string: "
            "netip.ParsePrefix(\"2001:db8::/\"): bad bits after slash: \"\"");
        row("leading zero bits", "cidr('10.0.0.0/08')",
            "!CEL_RUNTIME: 1:1: network address parse error during conversion from string: "
            "network address parse error during conversion from string: "
            "netip.ParsePrefix(\"10.0.0.0/08\"): bad bits after slash: \"08\"");
        row("signed bits", "isCIDR('10.0.0.0/+8') || isCIDR('10.0.0.0/-0')", "false");
        row("bits out of range", "cidr('192.168.0.0/33')",
            "!CEL_RUNTIME: 1:1: network address parse error during conversion from string: "
            "network address parse error during conversion from string: "
            "netip.ParsePrefix(\"192.168.0.0/33\"): prefix length out of range");
        row("huge bits", "cidr('::/99999999999999999999')",
            "!CEL_RUNTIME: 1:1: network address parse error during conversion from string: "
            "network address parse error during conversion from string: "
            "netip.ParsePrefix(\"::/99999999999999999999\"): bad bits after slash: "
            "\"99999999999999999999\"");
        row("no slash", "cidr('10.0.0.0')",
            "!CEL_RUNTIME: 1:1: network address parse error during conversion from string: "
            "network address parse error during conversion from string: "
            "netip.ParsePrefix(\"10.0.0.0\"): no '/'");
        row("bad address", "cidr('10.0.0/8')",
            "!CEL_RUNTIME: 1:1: network address parse error during conversion from string: "
            "network address parse error during conversion from string: "
            "netip.ParsePrefix(\"10.0.0/8\"): ParseAddr(\"10.0.0\"): IPv4 address too short");
        row("zone", "cidr('fe80::1%en0/64')",
            "!CEL_RUNTIME: 1:1: network address parse error during conversion from string: "
            "network address parse error during conversion from string: "
            "netip.ParsePrefix(\"fe80::1%en0/64\"): IPv6 zones cannot be present in a prefix");
        row("mapped", "cidr('::ffff:192.168.0.1/120')",
            "!CEL_RUNTIME: 1:1: network address parse error during conversion from string: "
            "IPv4-mapped IPv6 address \"::ffff:192.168.0.1/120\" is not allowed");
    }
    void cidr() { check(); }

    void contains_data()
    {
        columns();
        row("ip", "cidr('192.168.0.0/24').containsIP(ip('192.168.0.1'))", "true");
        row("ip outside", "cidr('192.168.0.0/24').containsIP(ip('192.168.1.1'))", "false");
        row("ip string", "cidr('192.168.0.0/24').containsIP('192.168.0.255')", "true");
        row("host bits of the network ignored",
            "cidr('192.168.0.1/24').containsIP('192.168.0.200')", "true");
        row("everything", "cidr('0.0.0.0/0').containsIP('255.255.255.255')", "true");
        row("other family", "cidr('::/0').containsIP('1.2.3.4')", "false");
        row("other family ipv4", "cidr('0.0.0.0/0').containsIP('::1')", "false");
        row("ipv6", "cidr('2001:db8::/32').containsIP(ip('2001:db8::1'))", "true");
        row("ipv6 outside", "cidr('2001:db8::/32').containsIP('2001:dc8::1')", "false");
        row("cidr", "cidr('192.168.0.0/24').containsCIDR(cidr('192.168.0.0/25'))", "true");
        row("cidr itself", "cidr('10.0.0.0/8').containsCIDR('10.0.0.0/8')", "true");
        row("shorter cidr", "cidr('192.168.0.0/24').containsCIDR('192.168.0.0/23')", "false");
        // kubernetes#130450: the other network's address is masked before it is compared.
        row("subnet at another address", "cidr('10.0.0.0/8').containsCIDR('10.1.0.0/16')", "true");
        row("host in the network", "cidr('192.168.0.0/24').containsCIDR(cidr('192.168.0.1/32'))",
            "true");
        row("subnet of an unmasked network",
            "cidr('192.168.0.1/16').containsCIDR(cidr('192.168.10.0/24'))", "true");
        row("sibling", "cidr('192.168.1.0/24').containsCIDR('192.168.2.0/24')", "false");
        row("cidr other family", "cidr('::/0').containsCIDR('10.0.0.0/8')", "false");
        row("ipv6 cidr", "cidr('2001:db8::/32').containsCIDR(cidr('2001:db8::/33'))", "true");
        row("bad ip string", "cidr('10.0.0.0/8').containsIP('10.0.0')",
            "!CEL_RUNTIME: 1:20: IP Address \"10.0.0\" parse error during conversion from string: "
            "ParseAddr(\"10.0.0\"): IPv4 address too short");
        row("bad cidr string", "cidr('10.0.0.0/8').containsCIDR('10.0.0.0')",
            "!CEL_RUNTIME: 1:20: network address parse error during conversion from string: "
            "network address parse error during conversion from string: "
            "netip.ParsePrefix(\"10.0.0.0\"): no '/'");
        row("containsIP of a cidr", "cidr('10.0.0.0/8').containsIP(cidr('10.0.0.0/8'))",
            "!CEL_RUNTIME: 1:20: no matching overload for 'containsIP' applied to (net.CIDR, "
            "net.CIDR)");
        row("containsCIDR of an ip", "cidr('10.0.0.0/8').containsCIDR(ip('10.0.0.1'))",
            "!CEL_RUNTIME: 1:20: no matching overload for 'containsCIDR' applied to (net.CIDR, "
            "net.IP)");
        row("containsIP of an int", "cidr('10.0.0.0/8').containsIP(1)",
            "!CEL_RUNTIME: 1:20: no matching overload for 'containsIP' applied to (net.CIDR, int)");
    }
    void contains() { check(); }

    void types_data()
    {
        columns();
        row("type of ip", "type(ip('192.168.0.1')) == net.IP", "true");
        row("type of cidr", "type(cidr('192.168.0.0/24')) == net.CIDR", "true");
        row("types differ", "net.IP == net.CIDR", "false");
        row("type name", "type(ip('::1'))", "net.IP");
        row("ip equality", "ip('2001:db8::1') == ip('2001:DB8::1')", "true");
        row("ip inequality", "ip('::') == ip('::ffff')", "false");
        row("families differ", "ip('0.0.0.0') == ip('::')", "false");
        row("an ip is no string", "ip('1.2.3.4') == '1.2.3.4'", "false");
        row("an ip is no cidr", "cidr('1.2.3.4/32').ip() == cidr('1.2.3.4/32')", "false");
        row("in a list", "ip('10.0.0.1') in [ip('10.0.0.2'), ip('10.0.0.1')]", "true");
        row("dyn", "dyn(ip('10.0.0.1')).family()", "4");
        row("isIP of a cidr", "isIP(cidr('192.168.0.0/24'))",
            "!CEL_RUNTIME: 1:1: no matching overload for 'isIP' applied to (net.CIDR)");
        row("ip of a cidr as a function", "ip(cidr('10.0.0.0/8'))",
            "!CEL_RUNTIME: 1:1: no matching overload for 'ip' applied to (net.CIDR)");
        row("ip of a string as a method", "'10.0.0.1'.ip()",
            "!CEL_RUNTIME: 1:12: no matching overload for 'ip' applied to (string)");
        row("ip of an ip", "ip('10.0.0.1').ip()",
            "!CEL_RUNTIME: 1:16: no matching overload for 'ip' applied to (net.IP)");
        row("family of a cidr", "cidr('10.0.0.0/8').family()",
            "!CEL_RUNTIME: 1:20: no matching overload for 'family' applied to (net.CIDR)");
        row("masked of an ip", "ip('10.0.0.1').masked()",
            "!CEL_RUNTIME: 1:16: no matching overload for 'masked' applied to (net.IP)");
        row("ordering is undefined", "ip('10.0.0.1') < ip('10.0.0.2')",
            "!CEL_RUNTIME: 1:16: no matching overload for '_<_' applied to (net.IP, net.IP)");
        row("arity", "ip('1.2.3.4', 1)",
            "!CEL_COMPILE: 1:1: found no matching overload for 'ip' with 2 argument(s)");
        row("isCanonical is no method", "'1.2.3.4'.isCanonical()",
            "!CEL_COMPILE: 1:11: undeclared reference to 'isCanonical' (in container '')");
        row("string of ip", "string(ip('10.0.0.1')) + '!'", "\"10.0.0.1!\"");
        row("format refuses an ip", "'%s'.format([ip('10.0.0.1')])",
            "!CEL_RUNTIME: 1:6: error during formatting: string clause can only be used on "
            "strings, bools, bytes, ints, doubles, maps, lists, types, durations, and timestamps, "
            "was given net.IP");
    }
    void types() { check(); }

    void shadowing()
    {
        // `net.IP` is the type unless `net` is a variable, as in cel-go's qualified name lookup.
        CompileOptions options;
        options.variables = {QStringLiteral("net")};
        const Value net = Value::map({{Value::string(QStringLiteral("IP")), Value::integer(7)}});
        QCOMPARE(Test::celRun(QStringLiteral("net.IP"), options, {net}), QStringLiteral("7"));
        QCOMPARE(Test::celRun(QStringLiteral("net.IP")), QStringLiteral("net.IP"));
        QCOMPARE(
            Test::celRun(QStringLiteral("net.Other")),
            QStringLiteral("!CEL_COMPILE: 1:1: undeclared reference to 'net' (in container '')"));
        // A variable `ip` does not hide ip.isCanonical (a namespaced function wins).
        options.variables = {QStringLiteral("ip")};
        QCOMPARE(
            Test::celRun(QStringLiteral("ip.isCanonical('::1')"), options, {Value::integer(1)}),
            QStringLiteral("true"));
    }

    void requireBool()
    {
        CompileOptions options;
        options.requireBool = true;
        QVERIFY(Program::compile(QStringLiteral("isIP('1.2.3.4')"), options));
        QVERIFY(
            Program::compile(QStringLiteral("cidr('10.0.0.0/8').containsIP('10.0.0.1')"), options));
        const auto notBool =
            Program::compile(QStringLiteral("cidr('10.0.0.0/8').masked()"), options);
        QVERIFY(!notBool);
        QVERIFY2(
            notBool.error().message.contains(QLatin1String("must evaluate to bool, not net.CIDR")),
            qPrintable(notBool.error().message));
        QVERIFY(!Program::compile(QStringLiteral("ip('::1').family()"), options));
    }

    void json()
    {
        const auto ip = Program::compile(QStringLiteral("[ip('2001:DB8::1'), cidr('10.0.0.1/8')]"));
        QVERIFY(ip);
        QCOMPARE(toJson(ip->evaluate(QList<Value>{})).toVariant().toStringList(),
                 (QStringList{QStringLiteral("2001:db8::1"), QStringLiteral("10.0.0.1/8")}));
    }

    void cost_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<qint64>("cost");
        // One step per node, plus the Kubernetes call costs (library/cost.go) in tenths of a step
        // rounded down: parsing size/10, ip.isCanonical 2*size/10, containsIP 2*bytes/10 and
        // containsCIDR 3*bytes/10 + 1 (4 or 16 bytes), plus size/10 for a string argument.
        const QString a100(100, QLatin1Char('a'));
        const QString d40(40, QLatin1Char('1'));
        QTest::newRow("isIP short") << QStringLiteral("isIP('1.2.3.4')") << qint64(2);
        QTest::newRow("isIP 100") << QStringLiteral("isIP('%1')").arg(a100) << qint64(12);
        QTest::newRow("isCIDR 100") << QStringLiteral("isCIDR('%1')").arg(a100) << qint64(12);
        QTest::newRow("ip 100, an error") << QStringLiteral("ip('%1')").arg(a100) << qint64(12);
        QTest::newRow("ip.isCanonical 40")
            << QStringLiteral("ip.isCanonical('%1')").arg(d40) << qint64(10);
        QTest::newRow("family") << QStringLiteral("ip('1.2.3.4').family()") << qint64(3);
        QTest::newRow("cidr.ip") << QStringLiteral("cidr('1.2.3.4/32').ip()") << qint64(4);
        QTest::newRow("containsIP v4 string")
            << QStringLiteral("cidr('10.0.0.0/8').containsIP('10.0.0.1')") << qint64(5);
        QTest::newRow("containsIP v6 ip")
            << QStringLiteral("cidr('2001:db8::/32').containsIP(ip('2001:db8::1'))") << qint64(10);
        QTest::newRow("containsCIDR v6 string")
            << QStringLiteral("cidr('2001:db8::/32').containsCIDR('2001:db8::/48')") << qint64(11);
    }

    void cost()
    {
        QFETCH(QString, expr);
        QFETCH(qint64, cost);
        const auto program = Program::compile(expr);
        QVERIFY2(program, qPrintable(program ? QString() : program.error().message));
        qint64 got = 0;
        program->evaluate(QList<Value>{}, DefaultCostLimit, &got);
        QCOMPARE(got, cost);
    }

    void parseDirect()
    {
        // The value types without the engine.
        QString error;
        QString zone;
        const auto ip = IpAddress::parse(u"fe80::1%eth0", &error, &zone);
        QVERIFY(ip);
        QCOMPARE(zone, QStringLiteral("eth0"));
        QCOMPARE(ip->toString(), QStringLiteral("fe80::1"));
        QVERIFY(ip->isLinkLocalUnicast());
        const auto mapped = IpAddress::parse(u"::ffff:1.2.3.4");
        QVERIFY(mapped && mapped->is4In6());
        QCOMPARE(mapped->toString(), QStringLiteral("::ffff:1.2.3.4"));
        QVERIFY(mapped->isLoopback() == false && mapped->isGlobalUnicast());
        const auto net = Cidr::parse(u"10.0.0.0/8");
        QVERIFY(net);
        QVERIFY(net->contains(*IpAddress::parse(u"10.255.255.255")));
        QVERIFY(!net->contains(*IpAddress::parse(u"11.0.0.0")));
        QVERIFY(!Cidr::parse(u"10.0.0.0/33", &error));
        QCOMPARE(error, QStringLiteral("netip.ParsePrefix(\"10.0.0.0/33\"): prefix length out of "
                                       "range"));
    }
};

QTEST_GUILESS_MAIN(TestCelNetwork)
#include "tst_cel_network.moc"
