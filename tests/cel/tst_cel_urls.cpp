// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The Kubernetes URLs and Format libraries (apiserver/pkg/cel/library/urls.go, format.go; issue
// 16, section 1): the examples of their documentation and Go's net/url and apimachinery
// validation rules, type-checked as the API server compiles them.
#include "celrows.h"

using namespace Accel;
using namespace Accel::Cel;

class TestCelUrls : public QObject, Test::CelRows
{
    Q_OBJECT

    static void checked()
    {
        QFETCH(QString, expr);
        QFETCH(QString, expected);
        QCOMPARE(Test::celRun(expr, CompileOptions{}), expected);
    }

private Q_SLOTS:
    void urls_data()
    {
        columns();
        row("scheme", "url('https://user:pass@example.com:80/path?query=val#fragment').getScheme()",
            "\"https\"");
        row("no scheme", "url('/absolute-path').getScheme()", "\"\"");
        row("scheme lower case", "url('HTTPS://example.com/').getScheme()", "\"https\"");
        row("host with port", "url('https://example.com:80/').getHost()", "\"example.com:80\"");
        row("host", "url('https://example.com/').getHost()", "\"example.com\"");
        row("IPv6 host", "url('https://[::1]:80/').getHost()", "\"[::1]:80\"");
        row("IPv6 host without port", "url('https://[::1]/').getHost()", "\"[::1]\"");
        row("no host", "url('/path').getHost()", "\"\"");
        row("hostname", "url('https://example.com:80/').getHostname()", "\"example.com\"");
        row("IPv4 hostname", "url('https://127.0.0.1:80/').getHostname()", "\"127.0.0.1\"");
        row("IPv6 hostname", "url('https://[::1]:80/').getHostname()", "\"::1\"");
        row("no hostname", "url('/path').getHostname()", "\"\"");
        row("port", "url('https://example.com:80/').getPort()", "\"80\"");
        row("no port", "url('https://example.com/').getPort()", "\"\"");
        row("escaped path", "url('https://example.com/path').getEscapedPath()", "\"/path\"");
        row("path with spaces", "url('https://example.com/path with spaces/').getEscapedPath()",
            "\"/path%20with%20spaces/\"");
        row("path kept as escaped", "url('https://example.com/a%2Fb').getEscapedPath()",
            "\"/a%2Fb\"");
        row("no path", "url('https://example.com').getEscapedPath()", "\"\"");
        row("query", "url('https://example.com/path?k1=a&k2=b&k2=c').getQuery()",
            "{\"k1\": [\"a\"], \"k2\": [\"b\", \"c\"]}");
        row("query with spaces",
            "url('https://example.com/path?key with spaces=value with spaces').getQuery()",
            "{\"key with spaces\": [\"value with spaces\"]}");
        row("query escapes", "url('https://x/?a=%41+b').getQuery()", "{\"a\": [\"A b\"]}");
        row("empty query", "url('https://example.com/path?').getQuery()", "{}");
        row("no query", "url('https://example.com/path').getQuery()", "{}");
        row("fragment not in the query", "url('https://x/?a=1#b=2').getQuery()",
            "{\"a\": [\"1\"]}");
        row("bad port", "url('https://a:b:c/')",
            "!CEL_RUNTIME: 1:1: URL parse error during conversion from string: parse "
            "\"https://a:b:c/\": invalid port \":c\" after host");
        row("relative", "url('../relative-path')",
            "!CEL_RUNTIME: 1:1: URL parse error during conversion from string: parse "
            "\"../relative-path\": invalid URI for request");
        row("bad escape", "url('https://x/%zz')",
            "!CEL_RUNTIME: 1:1: URL parse error during conversion from string: parse "
            "\"https://x/%zz\": invalid URL escape \"%zz\"");
        row("empty", "url('')",
            "!CEL_RUNTIME: 1:1: URL parse error during conversion from string: parse \"\": empty "
            "url");
        row("isURL", "isURL('https://user:pass@example.com:80/path?query=val#fragment')", "true");
        row("isURL absolute path", "isURL('/absolute-path')", "true");
        row("isURL bad port", "isURL('https://a:b:c/')", "false");
        row("isURL relative", "isURL('../relative-path')", "false");
        row("isURL control character", "isURL('https://x/\\n')", "false");
        row("equality", "url('https://x/a') == url('https://x/a')", "true");
        row("inequality", "url('https://x/a') == url('https://x/b')", "false");
        row("string of a URL", "string(url('https://x/a'))",
            "!CEL_COMPILE: 1:1: found no matching overload for 'string' applied to "
            "'(kubernetes.URL)'");
        row("wrong argument", "url(1)",
            "!CEL_COMPILE: 1:1: found no matching overload for 'url' applied to '(int)'");
    }
    void urls() { checked(); }

    void formats_data()
    {
        columns();
        row("label", "format.dns1123Label().validate('my-label-name')", "optional.none()");
        row("label with dots", "format.dns1123Label().validate('a.b')",
            "optional.of([\"must not contain dots\"])");
        row("label upper case", "format.dns1123Label().validate('A')",
            "optional.of([\"a lowercase RFC 1123 label must consist of lower case alphanumeric "
            "characters or '-', and must start and end with an alphanumeric character (e.g. "
            "'my-name',  or '123-abc', regex used for validation is "
            "'[a-z0-9]([-a-z0-9]*[a-z0-9])?')\"])");
        row("label too long",
            "format.dns1123Label().validate('"
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')",
            "optional.of([\"must be no more than 63 characters\"])");
        row("subdomain", "format.dns1123Subdomain().validate('apiextensions.k8s.io')",
            "optional.none()");
        row("subdomain error", "format.dns1123Subdomain().validate('-x')",
            "optional.of([\"a lowercase RFC 1123 subdomain must consist of lower case "
            "alphanumeric characters, '-' or '.', and must start and end with an alphanumeric "
            "character (e.g. 'example.com', regex used for validation is "
            "'[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')\"])");
        row("1035 label", "format.dns1035Label().validate('my-label-name')", "optional.none()");
        row("1035 label starting with a digit", "format.dns1035Label().validate('1abc')",
            "optional.of([\"a DNS-1035 label must consist of lower case alphanumeric characters "
            "or '-', start with an alphabetic character, and end with an alphanumeric character "
            "(e.g. 'my-name',  or 'abc-123', regex used for validation is "
            "'[a-z]([-a-z0-9]*[a-z0-9])?')\"])");
        row("qualified name", "format.qualifiedName().validate('apiextensions.k8s.io/v1beta1')",
            "optional.none()");
        row("qualified name, empty prefix", "format.qualifiedName().validate('/x')",
            "optional.of([\"prefix part must be non-empty\"])");
        row("label prefix", "format.dns1123LabelPrefix().validate('my-label-prefix-')",
            "optional.none()");
        row("subdomain prefix", "format.dns1123SubdomainPrefix().validate('mysubdomain.prefix.-')",
            "optional.none()");
        row("1035 prefix", "format.dns1035LabelPrefix().validate('my-label-prefix-')",
            "optional.none()");
        row("label value", "format.labelValue().validate('')", "optional.none()");
        row("label value error", "format.labelValue().validate('-a')",
            "optional.of([\"a valid label must be an empty string or consist of alphanumeric "
            "characters, '-', '_' or '.', and must start and end with an alphanumeric character "
            "(e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is "
            "'(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')\"])");
        row("uri", "format.uri().validate('http://example.com')", "optional.none()");
        row("uri error", "format.uri().validate('../x')",
            "optional.of([\"parse \\\"../x\\\": invalid URI for request\"])");
        row("uuid", "format.uuid().validate('123e4567-e89b-12d3-a456-426614174000')",
            "optional.none()");
        row("uuid error", "format.uuid().validate('123e4567')",
            "optional.of([\"does not match the UUID format\"])");
        row("byte", "format.byte().validate('aGVsbG8=')", "optional.none()");
        row("byte error", "format.byte().validate('aGVsbG8')", "optional.of([\"invalid base64\"])");
        row("date", "format.date().validate('2021-01-01')", "optional.none()");
        row("date error", "format.date().validate('2021-02-30')",
            "optional.of([\"invalid date\"])");
        row("datetime", "format.datetime().validate('2021-01-01T00:00:00Z')", "optional.none()");
        row("datetime error", "format.datetime().validate('2021-01-01 00:00:00')",
            "optional.of([\"invalid datetime\"])");
        row("named", "format.named('dns1123Label').hasValue()", "true");
        row("named unknown", "format.named('nope')", "optional.none()");
        row("named validate",
            "format.named('dns1123Subdomain').value().validate('apiextensions.k8s.io')",
            "optional.none()");
        row("messageExpression form", "format.dns1123Label().validate('a.b').value().join('\\n')",
            "\"must not contain dots\"");
        row("a constant", "format.uuid() == format.named('uuid').value()", "true");
        row("unknown format", "format.nope()",
            "!CEL_COMPILE: 1:8: undeclared reference to 'nope' (in container '')");
    }
    void formats() { checked(); }
};

QTEST_GUILESS_MAIN(TestCelUrls)
#include "tst_cel_urls.moc"
