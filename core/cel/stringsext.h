// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cel/value.h"

#include <QList>
#include <QString>

#include <optional>

/// The computations of CEL's ext.Strings library (cel-go ext/strings.go, the version 2 functions
/// Kubernetes enables, plus `reverse`): internal to the engine, which checks the argument types,
/// the arity and the cost before calling them (stdlibext.cpp). Indexes and lengths count code
/// points, never UTF-16 units. A function that can fail returns an error value without a position
/// (the caller sets it); the messages are cel-go's.
namespace Accel::Cel::Strings {

/// `s.charAt(i)`: the code point at I; "" when I is the length; "index out of range: I" when I
/// is negative or past the length.
Value charAt(const QString &s, qint64 index);

/// `s.indexOf(sub[, offset])`: the first match at or after OFFSET (default 0), or -1. An empty SUB
/// gives OFFSET. OFFSET must lie in [0, size) ("index out of range: N"), so any non-empty SUB
/// searched in "" is an error, as in cel-go.
Value indexOf(const QString &s, const QString &sub, std::optional<qint64> offset);

/// `s.lastIndexOf(sub[, offset])`: the last match starting at or before OFFSET (default size-1),
/// or -1. An empty SUB gives OFFSET (default: the size). OFFSET must lie in [0, size).
Value lastIndexOf(const QString &s, const QString &sub, std::optional<qint64> offset);

/// `s.replace(from, to[, limit])`: Go's strings.Replace. At most LIMIT replacements, all when
/// LIMIT is negative; an empty FROM matches before every code point and at the end.
QString replace(const QString &s, const QString &from, const QString &to, qint64 limit = -1);

/// `s.split(sep[, limit])`: Go's strings.SplitN. LIMIT 0 gives [], a negative LIMIT no limit; an
/// empty SEP splits into code points.
QList<Value> split(const QString &s, const QString &separator, qint64 limit = -1);

/// `s.substring(begin[, end])`: code points [BEGIN, END), END defaulting to the size. Errors:
/// "invalid substring range. start: B, end: E" and "index out of range: N".
Value substring(const QString &s, qint64 begin, std::optional<qint64> end);

/// `s.trim()`: Go's strings.TrimSpace (Unicode White_Space; zero-width characters stay).
QString trim(const QString &s);

/// `s.reverse()`: the code points in reverse order.
QString reverse(const QString &s);

/// `strings.quote(s)`: S in double quotes with \a \b \f \n \r \t \v \\ and \" escaped; other
/// characters, control characters included, are kept; a lone surrogate becomes U+FFFD.
QString quote(const QString &s);

/// `list.join([separator])`: the items, which must all be strings ("join: invalid input: X").
Value join(const QList<Value> &items, const QString &separator);

/// `s.format(args)`: printf-style substitution as the CEL strings extension specifies it
/// (cel-spec doc/extensions/strings.md, cel-go formatting_v2.go): %s, %d, %f, %e, %b, %x, %X, %o
/// and %%, with an optional precision `.N` (at most 100) for %f and %e, default 6.
Value format(const QString &format, const QList<Value> &args);

} // namespace Accel::Cel::Strings
