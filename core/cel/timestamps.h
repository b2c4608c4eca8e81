// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cel/value.h"

#include <QString>

namespace Accel::Cel {

/// CEL's timestamps and durations (cel-spec langdef.md, "Timestamps and durations"; cel-go
/// common/types/timestamp.go, duration.go), as the engine's evaluator and standard library
/// (evaluator.cpp, stdlib.cpp) call them once they have checked the argument types. A timestamp
/// lies within the years 0001 to 9999 (UTC); a duration is Go's time.Duration, int64 nanoseconds
/// (about +-292 years), as in cel-go and so in Kubernetes. Errors are values without a position
/// (the caller sets it); an out-of-range result is an error whose message says "out of range".
namespace Time {

inline constexpr qint64 MinSeconds = -62135596800; ///< 0001-01-01T00:00:00Z
inline constexpr qint64 MaxSeconds = 253402300799; ///< 9999-12-31T23:59:59Z
inline constexpr qint64 NanosPerSecond = 1000000000;

bool inRange(const Timestamp &t);

/// `timestamp(s)`: RFC 3339 as Go's time.Parse(time.RFC3339, s) reads it,
/// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|+HH:MM|-HH:MM)`.
Value parseTimestamp(const QString &s);
/// `timestamp(i)`: I seconds since the Unix epoch.
Value timestampFromSeconds(qint64 seconds);
/// `duration(s)`: Go's time.ParseDuration, e.g. `1h30m`, `-1.5s`, `300ms`, `0`; units ns, us
/// (or µs), ms, s, m, h.
Value parseDuration(const QString &s);

/// Go's Time.Format(time.RFC3339Nano) in UTC: `2009-02-13T23:31:30.5Z`, no trailing zeros.
QString timestampText(const Timestamp &t);
/// cel-go's string(duration): the seconds as Go's strconv.FormatFloat(s, 'f', -1, 64), then `s`.
QString durationText(qint64 nanoseconds);

/// T + NANOSECONDS, range-checked.
Value add(const Timestamp &t, qint64 nanoseconds);
/// A - B as a duration; an error when it does not fit.
Value difference(const Timestamp &a, const Timestamp &b);
/// A + B (SUBTRACT: A - B) for durations; an error on overflow.
Value addDurations(qint64 a, qint64 b, bool subtract);

/// The accessors, `getFullYear()` ... `getMilliseconds()`.
enum class Field : quint8
{
    Invalid = 0,
    FullYear,
    Month,      ///< 0 to 11
    DayOfYear,  ///< 0 to 365
    DayOfMonth, ///< 0 to 30
    Date,       ///< 1 to 31
    DayOfWeek,  ///< 0 (Sunday) to 6
    Hours,
    Minutes,
    Seconds,
    Milliseconds,
};

/// FIELD of T in ZONE (nullptr: UTC): an IANA name such as `America/St_Johns` or an offset
/// `[+-]HH:MM` (cel-go also takes `HH:MM`); an unknown zone is an error.
Value timestampField(const Timestamp &t, Field field, const QString *zone);
/// getHours/getMinutes/getSeconds of a duration are its whole hours, minutes and seconds;
/// getMilliseconds the milliseconds of its last second (cel-go). Other fields are an error.
Value durationField(qint64 nanoseconds, Field field);

} // namespace Time

} // namespace Accel::Cel
