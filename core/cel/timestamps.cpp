// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cel/timestamps.h"
#include "celtr.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QTimeZone>

#include <charconv>
#include <limits>

namespace Accel::Cel::Time {

namespace {

constexpr qint64 SecondsPerDay = 86400;

Value timestampRangeError()
{
    return Value::error(Tr::tr("timestamp out of range"));
}

Value durationRangeError()
{
    return Value::error(Tr::tr("duration out of range"));
}

qint64 floorDiv(qint64 a, qint64 b)
{
    const qint64 q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

// Days since 1970-01-01 from a proleptic Gregorian date and back (H. Hinnant's algorithms,
// "chrono-Compatible Low-Level Date Algorithms").
qint64 daysFromCivil(qint64 y, int m, int d)
{
    y -= m <= 2 ? 1 : 0;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const qint64 yoe = y - era * 400;
    const qint64 doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const qint64 doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

struct Civil
{
    qint64 year = 0;
    int month = 0; ///< 1 to 12
    int day = 0;   ///< 1 to 31
};

Civil civilFromDays(qint64 z)
{
    z += 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const qint64 doe = z - era * 146097;
    const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const qint64 mp = (5 * doy + 2) / 153;
    Civil c;
    c.day = int(doy - (153 * mp + 2) / 5 + 1);
    c.month = int(mp < 10 ? mp + 3 : mp - 9);
    c.year = yoe + era * 400 + (c.month <= 2 ? 1 : 0);
    return c;
}

bool isLeap(qint64 y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

int daysInMonth(qint64 y, int m)
{
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && isLeap(y) ? 29 : days[m - 1];
}

QString quotedText(const QString &s)
{
    return QLatin1Char('"') + s + QLatin1Char('"');
}

/// Go's strconv.Atoi for the parts of a `HH:MM` zone offset.
bool parseInt(QStringView s, qint64 &out)
{
    if (s.isEmpty() || s.size() > 18)
        return false;
    qsizetype k = 0;
    bool negative = false;
    if (s[0] == u'+' || s[0] == u'-') {
        negative = s[0] == u'-';
        k = 1;
    }
    if (k == s.size())
        return false;
    qint64 v = 0;
    for (; k < s.size(); ++k) {
        if (s[k] < u'0' || s[k] > u'9')
            return false;
        v = v * 10 + (s[k].unicode() - u'0');
    }
    out = negative ? -v : v;
    return true;
}

} // namespace

bool inRange(const Timestamp &t)
{
    return t.seconds >= MinSeconds && t.seconds <= MaxSeconds && t.nanos >= 0 &&
           t.nanos < NanosPerSecond;
}

Value parseTimestamp(const QString &s)
{
    const auto invalid = [&s]() {
        return Value::error(
            Tr::tr("cannot parse %1 as a timestamp: RFC 3339 is YYYY-MM-DDTHH:MM:SSZ, with "
                   "optional fractional seconds and a Z or +HH:MM offset")
                .arg(quotedText(s)));
    };
    const qsizetype size = s.size();
    const auto number = [&s, size](qsizetype at, int digits, int &out) {
        if (at + digits > size)
            return false;
        out = 0;
        for (int k = 0; k < digits; ++k) {
            const QChar ch = s[at + k];
            if (ch < u'0' || ch > u'9')
                return false;
            out = out * 10 + (ch.unicode() - u'0');
        }
        return true;
    };
    const auto at = [&s, size](qsizetype k) { return k < size ? s[k] : QChar(); };
    int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
    if (!number(0, 4, year) || at(4) != u'-' || !number(5, 2, month) || at(7) != u'-' ||
        !number(8, 2, day) || at(10) != u'T' || !number(11, 2, hour) || at(13) != u':' ||
        !number(14, 2, minute) || at(16) != u':' || !number(17, 2, second))
        return invalid();
    qsizetype k = 19;
    qint64 nanos = 0;
    if (at(k) == u'.') {
        ++k;
        int digits = 0;
        while (k < size && s[k] >= u'0' && s[k] <= u'9') {
            // Go keeps the first nine digits and drops the rest.
            if (digits < 9)
                nanos = nanos * 10 + (s[k].unicode() - u'0');
            ++digits;
            ++k;
        }
        if (digits == 0)
            return invalid();
        for (int d = digits; d < 9; ++d)
            nanos *= 10;
    }
    qint64 offset = 0;
    if (at(k) == u'Z') {
        ++k;
    } else if (at(k) == u'+' || at(k) == u'-') {
        int hh = 0, mm = 0;
        if (!number(k + 1, 2, hh) || at(k + 3) != u':' || !number(k + 4, 2, mm) || hh > 23 ||
            mm > 59)
            return invalid();
        offset = (qint64(hh) * 60 + mm) * 60 * (at(k) == u'-' ? -1 : 1);
        k += 6;
    } else {
        return invalid();
    }
    if (k != size || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) ||
        hour > 23 || minute > 59 || second > 59)
        return invalid();
    Timestamp t;
    t.seconds = daysFromCivil(year, month, day) * SecondsPerDay + hour * 3600 + minute * 60 +
                second - offset;
    t.nanos = qint32(nanos);
    if (!inRange(t))
        return timestampRangeError();
    return Value::timestamp(t);
}

Value timestampFromSeconds(qint64 seconds)
{
    const Timestamp t{seconds, 0};
    if (!inRange(t))
        return timestampRangeError();
    return Value::timestamp(t);
}

Value parseDuration(const QString &text)
{
    const auto invalid = [&text]() {
        return Value::error(Tr::tr("time: invalid duration %1").arg(quotedText(text)));
    };
    constexpr quint64 limit = quint64(1) << 63;
    QStringView s(text);
    bool negative = false;
    if (!s.isEmpty() && (s[0] == u'-' || s[0] == u'+')) {
        negative = s[0] == u'-';
        s = s.sliced(1);
    }
    if (s == u"0")
        return Value::duration(0);
    if (s.isEmpty())
        return invalid();
    const auto isDigit = [](QChar ch) { return ch >= u'0' && ch <= u'9'; };
    quint64 total = 0;
    while (!s.isEmpty()) {
        if (!(s[0] == u'.' || isDigit(s[0])))
            return invalid();
        // The integer part.
        quint64 v = 0;
        qsizetype k = 0;
        for (; k < s.size() && isDigit(s[k]); ++k) {
            if (v > (limit - 1) / 10)
                return invalid();
            v = v * 10 + (s[k].unicode() - u'0');
            if (v > limit)
                return invalid();
        }
        const bool pre = k > 0;
        s = s.sliced(k);
        // The fraction: digits past what fits are consumed and ignored, as in Go.
        quint64 f = 0;
        double scale = 1;
        bool post = false;
        if (!s.isEmpty() && s[0] == u'.') {
            s = s.sliced(1);
            bool overflow = false;
            for (k = 0; k < s.size() && isDigit(s[k]); ++k) {
                if (overflow)
                    continue;
                if (f > (limit - 1) / 10) {
                    overflow = true;
                    continue;
                }
                const quint64 y = f * 10 + (s[k].unicode() - u'0');
                if (y > limit) {
                    overflow = true;
                    continue;
                }
                f = y;
                scale *= 10;
            }
            post = k > 0;
            s = s.sliced(k);
        }
        if (!pre && !post)
            return invalid();
        // The unit.
        for (k = 0; k < s.size() && s[k] != u'.' && !isDigit(s[k]); ++k) {
        }
        if (k == 0)
            return Value::error(Tr::tr("time: missing unit in duration %1").arg(quotedText(text)));
        const QStringView unitText = s.first(k);
        s = s.sliced(k);
        quint64 unit = 0;
        if (unitText == u"ns")
            unit = 1;
        else if (unitText == u"us" || unitText == u"\u00b5s" || unitText == u"\u03bcs")
            unit = 1000;
        else if (unitText == u"ms")
            unit = 1000000;
        else if (unitText == u"s")
            unit = 1000000000;
        else if (unitText == u"m")
            unit = 60ull * 1000000000;
        else if (unitText == u"h")
            unit = 3600ull * 1000000000;
        else
            return Value::error(Tr::tr("time: unknown unit %1 in duration %2")
                                    .arg(quotedText(unitText.toString()), quotedText(text)));
        if (v > limit / unit)
            return invalid();
        v *= unit;
        if (f > 0) {
            // Go adds the fraction in floating point.
            v += quint64(double(f) * (double(unit) / scale));
            if (v > limit)
                return invalid();
        }
        total += v;
        if (total > limit)
            return invalid();
    }
    if (negative)
        return Value::duration(total == limit ? std::numeric_limits<qint64>::min()
                                              : -qint64(total));
    if (total > limit - 1)
        return invalid();
    return Value::duration(qint64(total));
}

QString timestampText(const Timestamp &t)
{
    const qint64 days = floorDiv(t.seconds, SecondsPerDay);
    const qint64 sod = t.seconds - days * SecondsPerDay;
    const Civil c = civilFromDays(days);
    QString out = QStringLiteral("%1-%2-%3T%4:%5:%6")
                      .arg(c.year, 4, 10, QLatin1Char('0'))
                      .arg(c.month, 2, 10, QLatin1Char('0'))
                      .arg(c.day, 2, 10, QLatin1Char('0'))
                      .arg(sod / 3600, 2, 10, QLatin1Char('0'))
                      .arg(sod / 60 % 60, 2, 10, QLatin1Char('0'))
                      .arg(sod % 60, 2, 10, QLatin1Char('0'));
    if (t.nanos > 0) {
        QString fraction = QStringLiteral("%1").arg(t.nanos, 9, 10, QLatin1Char('0'));
        while (fraction.endsWith(QLatin1Char('0')))
            fraction.chop(1);
        out += QLatin1Char('.') + fraction;
    }
    return out + QLatin1Char('Z');
}

QString durationText(qint64 nanoseconds)
{
    // Go's Duration.Seconds(): whole seconds plus the fraction, each converted on its own.
    const double seconds =
        double(nanoseconds / NanosPerSecond) + double(nanoseconds % NanosPerSecond) / 1e9;
    char buf[64];
    const auto res = std::to_chars(buf, buf + sizeof buf, seconds, std::chars_format::fixed);
    return QString::fromLatin1(buf, res.ptr - buf) + QLatin1Char('s');
}

Value add(const Timestamp &t, qint64 nanoseconds)
{
    qint64 seconds = 0;
    if (__builtin_add_overflow(t.seconds, nanoseconds / NanosPerSecond, &seconds))
        return timestampRangeError();
    qint64 nanos = t.nanos + nanoseconds % NanosPerSecond;
    if (nanos < 0) {
        nanos += NanosPerSecond;
        --seconds;
    } else if (nanos >= NanosPerSecond) {
        nanos -= NanosPerSecond;
        ++seconds;
    }
    const Timestamp r{seconds, qint32(nanos)};
    if (!inRange(r))
        return timestampRangeError();
    return Value::timestamp(r);
}

Value difference(const Timestamp &a, const Timestamp &b)
{
    // Both lie within the years 1 to 9999, so the seconds cannot overflow; the nanoseconds can.
    const qint64 seconds = a.seconds - b.seconds;
    const qint64 nanos = qint64(a.nanos) - b.nanos;
    qint64 r = 0;
    if (__builtin_mul_overflow(seconds, NanosPerSecond, &r) || __builtin_add_overflow(r, nanos, &r))
        return durationRangeError();
    return Value::duration(r);
}

Value addDurations(qint64 a, qint64 b, bool subtract)
{
    qint64 r = 0;
    if (subtract ? __builtin_sub_overflow(a, b, &r) : __builtin_add_overflow(a, b, &r))
        return durationRangeError();
    return Value::duration(r);
}

Value timestampField(const Timestamp &t, Field field, const QString *zone)
{
    qint64 offset = 0;
    if (zone && !zone->isEmpty()) {
        const qsizetype colon = zone->indexOf(QLatin1Char(':'));
        if (colon >= 0) {
            // cel-go reads `[+-]HH:MM` with strconv.Atoi on each side of the colon.
            qint64 hours = 0, minutes = 0;
            if (!parseInt(QStringView(*zone).first(colon), hours) ||
                !parseInt(QStringView(*zone).sliced(colon + 1), minutes))
                return Value::error(Tr::tr("invalid time zone offset %1").arg(quotedText(*zone)));
            offset = zone->startsWith(QLatin1Char('-')) ? (hours * 60 - minutes) * 60
                                                        : (hours * 60 + minutes) * 60;
        } else {
            const QTimeZone tz(zone->toUtf8());
            if (!tz.isValid())
                return Value::error(Tr::tr("unknown time zone %1").arg(*zone));
            offset = tz.offsetFromUtc(QDateTime::fromSecsSinceEpoch(t.seconds, Qt::UTC));
        }
    }
    const qint64 local = t.seconds + offset;
    const qint64 days = floorDiv(local, SecondsPerDay);
    const qint64 sod = local - days * SecondsPerDay;
    const Civil c = civilFromDays(days);
    switch (field) {
    case Field::FullYear:
        return Value::integer(c.year);
    case Field::Month:
        return Value::integer(c.month - 1);
    case Field::DayOfYear:
        return Value::integer(days - daysFromCivil(c.year, 1, 1));
    case Field::DayOfMonth:
        return Value::integer(c.day - 1);
    case Field::Date:
        return Value::integer(c.day);
    case Field::DayOfWeek: // 1970-01-01 was a Thursday
        return Value::integer((days % 7 + 11) % 7);
    case Field::Hours:
        return Value::integer(sod / 3600);
    case Field::Minutes:
        return Value::integer(sod / 60 % 60);
    case Field::Seconds:
        return Value::integer(sod % 60);
    case Field::Milliseconds:
        return Value::integer(t.nanos / 1000000);
    case Field::Invalid:
        break;
    }
    return Value::error(Tr::tr("unsupported timestamp field"));
}

Value durationField(qint64 nanoseconds, Field field)
{
    switch (field) {
    case Field::Hours:
        return Value::integer(nanoseconds / (3600 * NanosPerSecond));
    case Field::Minutes:
        return Value::integer(nanoseconds / (60 * NanosPerSecond));
    case Field::Seconds:
        return Value::integer(nanoseconds / NanosPerSecond);
    case Field::Milliseconds:
        return Value::integer(nanoseconds / 1000000 % 1000);
    default:
        break;
    }
    return Value::error(Tr::tr("unsupported duration field"));
}

} // namespace Accel::Cel::Time
