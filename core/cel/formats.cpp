// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The validations behind the Kubernetes Format library: apimachinery's util/validation and
// api/validate/content (IsDNS1123Label, IsDNS1123Subdomain, IsDNS1035Label, IsLabelKey,
// IsLabelValue, NameIsDNS*Label with prefix), and kube-openapi's strfmt (uuid, byte, date,
// datetime). The messages are apimachinery's, which users see in the API server's errors, so they
// are not translated.
#include "cel/formats.h"

#include "cel/urls.h"
#include "regularexpression.h"

#include <QHash>

namespace Accel::Cel::Formats {

namespace {

const char *const dns1123LabelFmt = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
const char *const dns1123SubdomainFmt =
    "[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*";
const char *const dns1035LabelFmt = "[a-z]([-a-z0-9]*[a-z0-9])?";
const char *const labelKeyFmt = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
const char *const labelValueFmt = "(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?";

bool fullMatch(const char *pattern, const QString &s)
{
    // A handful of fixed patterns: compiled once each.
    static thread_local QHash<const char *, RegularExpression> cache;
    auto it = cache.find(pattern);
    if (it == cache.end())
        it = cache.insert(pattern, RegularExpression::builtIn(pattern));
    return it->matchesEntirely(s);
}

/// Go's len(): UTF-8 bytes.
qsizetype byteLength(const QString &s)
{
    return s.toUtf8().size();
}

QString maxLenError(int length)
{
    return QStringLiteral("must be no more than %1 characters").arg(length);
}

QString regexError(const QString &message, const char *format, QStringList examples)
{
    if (examples.isEmpty())
        return message +
               QStringLiteral(" (regex used for validation is '%1')").arg(QLatin1String(format));
    QString out = message + QLatin1String(" (e.g. ");
    for (qsizetype i = 0; i < examples.size(); ++i) {
        if (i > 0)
            out += QLatin1String(" or ");
        out += QLatin1Char('\'') + examples[i] + QLatin1String("', ");
    }
    return out + QStringLiteral("regex used for validation is '%1')").arg(QLatin1String(format));
}

QStringList dns1123Label(const QString &s)
{
    QStringList errs;
    if (byteLength(s) > 63)
        errs << maxLenError(63);
    if (!fullMatch(dns1123LabelFmt, s)) {
        if (fullMatch(dns1123SubdomainFmt, s))
            errs << QStringLiteral("must not contain dots");
        else
            errs << regexError(QStringLiteral("a lowercase RFC 1123 label must consist of lower "
                                              "case alphanumeric characters or '-', and must "
                                              "start and end with an alphanumeric character"),
                               dns1123LabelFmt,
                               {QStringLiteral("my-name"), QStringLiteral("123-abc")});
    }
    return errs;
}

QStringList dns1123Subdomain(const QString &s)
{
    QStringList errs;
    if (byteLength(s) > 253)
        errs << maxLenError(253);
    if (!fullMatch(dns1123SubdomainFmt, s))
        errs << regexError(QStringLiteral("a lowercase RFC 1123 subdomain must consist of lower "
                                          "case alphanumeric characters, '-' or '.', and must "
                                          "start and end with an alphanumeric character"),
                           dns1123SubdomainFmt, {QStringLiteral("example.com")});
    return errs;
}

QStringList dns1035Label(const QString &s)
{
    QStringList errs;
    if (byteLength(s) > 63)
        errs << maxLenError(63);
    if (!fullMatch(dns1035LabelFmt, s))
        errs << regexError(QStringLiteral("a DNS-1035 label must consist of lower case "
                                          "alphanumeric characters or '-', start with an "
                                          "alphabetic character, and end with an alphanumeric "
                                          "character"),
                           dns1035LabelFmt, {QStringLiteral("my-name"), QStringLiteral("abc-123")});
    return errs;
}

/// content.IsLabelKey (IsQualifiedName).
QStringList qualifiedName(const QString &s)
{
    const QString message = QStringLiteral("must consist of alphanumeric characters, '-', '_' or "
                                           "'.', and must start and end with an alphanumeric "
                                           "character");
    const QStringList examples = {QStringLiteral("MyName"), QStringLiteral("my.name"),
                                  QStringLiteral("123-abc")};
    QStringList errs;
    const QStringList parts = s.split(QLatin1Char('/'));
    QString name;
    if (parts.size() == 1) {
        name = parts[0];
    } else if (parts.size() == 2) {
        name = parts[1];
        if (parts[0].isEmpty()) {
            errs << QStringLiteral("prefix part must be non-empty");
        } else {
            for (const QString &e : dns1123Subdomain(parts[0]))
                errs << QLatin1String("prefix part ") + e;
        }
    } else {
        return {QLatin1String("a valid label key ") + regexError(message, labelKeyFmt, examples) +
                QLatin1String(" with an optional DNS subdomain prefix and '/' (e.g. "
                              "'example.com/MyName')")};
    }
    if (name.isEmpty())
        errs << QStringLiteral("name part must be non-empty");
    else if (byteLength(name) > 63)
        errs << QLatin1String("name part ") + maxLenError(63);
    if (!fullMatch(labelKeyFmt, name))
        errs << QLatin1String("name part ") + regexError(message, labelKeyFmt, examples);
    return errs;
}

QStringList labelValue(const QString &s)
{
    QStringList errs;
    if (byteLength(s) > 63)
        errs << maxLenError(63);
    if (!fullMatch(labelValueFmt, s))
        errs << regexError(
            QStringLiteral("a valid label must be an empty string or consist of "
                           "alphanumeric characters, '-', '_' or '.', and must "
                           "start and end with an alphanumeric character"),
            labelValueFmt,
            {QStringLiteral("MyValue"), QStringLiteral("my_value"), QStringLiteral("12345")});
    return errs;
}

/// apimachinery's maskTrailingDash for names that get a suffix appended: a trailing '-' and the
/// character before it become "a" (as Kubernetes does it).
QString maskTrailingDash(const QString &s)
{
    if (s.size() > 1 && s.endsWith(QLatin1Char('-')))
        return s.first(s.size() - 2) + QLatin1Char('a');
    return s;
}

/// time.Parse("2006-01-02", s) succeeds.
bool isDate(const QString &s)
{
    static const RegularExpression re =
        RegularExpression::builtIn("([0-9]{4})-([0-9]{2})-([0-9]{2})");
    const RegularExpression::Match m = re.matchEntirely(s);
    if (!m.hasMatch())
        return false;
    const int year = m.captured(1).toInt();
    const int month = m.captured(2).toInt();
    const int day = m.captured(3).toInt();
    if (month < 1 || month > 12 || day < 1)
        return false;
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return day <= days[month - 1] + (month == 2 && leap ? 1 : 0);
}

/// strfmt.IsDateTime: a date, 't' (any case), and a time with a zone.
bool isDateTime(const QString &s)
{
    if (s.size() < 4)
        return false;
    const QStringList parts = s.toLower().split(QLatin1Char('t'));
    if (parts.size() < 2 || !isDate(parts[0]))
        return false;
    static const RegularExpression re = RegularExpression::builtIn(
        "([0-9]{2}):([0-9]{2}):([0-9]{2})(.[0-9]+)?(z|([+-][0-9]{2}:[0-9]{2}))");
    const RegularExpression::Match m = re.matchEntirely(parts[1]);
    return m.hasMatch() && m.captured(1) <= QLatin1String("23") &&
           m.captured(2) <= QLatin1String("59") && m.captured(3) <= QLatin1String("59");
}

/// base64.StdEncoding.DecodeString succeeds (padding required; CR and LF ignored).
bool isBase64(const QString &s)
{
    QString t = s;
    t.remove(QLatin1Char('\r')).remove(QLatin1Char('\n'));
    if (t.size() % 4 != 0)
        return false;
    qsizetype padding = 0;
    for (qsizetype i = 0; i < t.size(); ++i) {
        const QChar c = t[i];
        if (c == u'=') {
            ++padding;
            continue;
        }
        if (padding > 0)
            return false;
        if (!((c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') ||
              c == u'+' || c == u'/'))
            return false;
    }
    return padding <= 2;
}

} // namespace

const QStringList &names()
{
    static const QStringList all = {QStringLiteral("dns1123Label"),
                                    QStringLiteral("dns1123Subdomain"),
                                    QStringLiteral("dns1035Label"),
                                    QStringLiteral("qualifiedName"),
                                    QStringLiteral("dns1123LabelPrefix"),
                                    QStringLiteral("dns1123SubdomainPrefix"),
                                    QStringLiteral("dns1035LabelPrefix"),
                                    QStringLiteral("labelValue"),
                                    QStringLiteral("uri"),
                                    QStringLiteral("uuid"),
                                    QStringLiteral("byte"),
                                    QStringLiteral("date"),
                                    QStringLiteral("datetime")};
    return all;
}

bool isName(const QString &name)
{
    return names().contains(name);
}

QStringList validate(const QString &name, const QString &s)
{
    if (name == QLatin1String("dns1123Label"))
        return dns1123Label(s);
    if (name == QLatin1String("dns1123Subdomain"))
        return dns1123Subdomain(s);
    if (name == QLatin1String("dns1035Label"))
        return dns1035Label(s);
    if (name == QLatin1String("qualifiedName"))
        return qualifiedName(s);
    if (name == QLatin1String("dns1123LabelPrefix"))
        return dns1123Label(maskTrailingDash(s));
    if (name == QLatin1String("dns1123SubdomainPrefix"))
        return dns1123Subdomain(maskTrailingDash(s));
    if (name == QLatin1String("dns1035LabelPrefix"))
        return dns1035Label(maskTrailingDash(s));
    if (name == QLatin1String("labelValue"))
        return labelValue(s);
    if (name == QLatin1String("uri")) {
        QString error;
        if (!Url::parse(s, &error))
            return {error};
        return {};
    }
    if (name == QLatin1String("uuid")) {
        static const RegularExpression re = RegularExpression::builtIn(
            "(?i)[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}");
        return re.matchesEntirely(s)
                   ? QStringList()
                   : QStringList{QStringLiteral("does not match the UUID format")};
    }
    if (name == QLatin1String("byte"))
        return isBase64(s) ? QStringList() : QStringList{QStringLiteral("invalid base64")};
    if (name == QLatin1String("date"))
        return isDate(s) ? QStringList() : QStringList{QStringLiteral("invalid date")};
    if (name == QLatin1String("datetime"))
        return isDateTime(s) ? QStringList() : QStringList{QStringLiteral("invalid datetime")};
    return {};
}

} // namespace Accel::Cel::Formats
