// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "errorcode.h"

#include <QtGlobal>

/// The error codes of core/ (shared by every module), each declared once with the hint
/// an error of that code carries when the place that raises it has nothing more specific to say
/// (ErrorCode, core/errorcode.h). The names are the command line's contract (DESIGN.md: scripts
/// match on them): never rename one. tests/base/tst_errorcodes checks that no other file spells
/// them as literals, that each has a hint and that the hints are translated.
namespace Accel::Code {

inline constexpr ErrorCode USAGE{
    "USAGE", "Accel",
    QT_TRANSLATE_NOOP("Accel", "Run the command with --help to see the options it takes.")};
inline constexpr ErrorCode FILE_READ{
    "FILE_READ", "Accel",
    QT_TRANSLATE_NOOP("Accel", "Check that the file exists and that you may read it.")};
inline constexpr ErrorCode FILE_NOT_REGULAR{
    "FILE_NOT_REGULAR", "Accel",
    QT_TRANSLATE_NOOP("Accel", "Give the path of a regular file, not a directory or device.")};
inline constexpr ErrorCode LIMIT_EXCEEDED{
    "LIMIT_EXCEEDED", "Accel",
    QT_TRANSLATE_NOOP("Accel", "Make the input smaller, or raise the limit named in the message.")};
inline constexpr ErrorCode LIMIT_INVALID{
    "LIMIT_INVALID", "Accel",
    QT_TRANSLATE_NOOP("Accel", "Set the limit's environment variable to a positive whole number.")};
inline constexpr ErrorCode OUT_OF_MEMORY{
    "OUT_OF_MEMORY", "Accel",
    QT_TRANSLATE_NOOP("Accel", "Free memory or make the input smaller, then try again.")};
/// A regular expression that does not compile (core/regularexpression.h; Go's message).
inline constexpr ErrorCode REGEX_SYNTAX{
    "REGEX_SYNTAX", "Accel",
    QT_TRANSLATE_NOOP("Accel", "Fix the regular expression (RE2 syntax).")};

inline constexpr ErrorCode STATE_DIR_UNSAFE{
    "STATE_DIR_UNSAFE", "Accel",
    QT_TRANSLATE_NOOP("Accel", "Remove what the message names, or choose a state directory only "
                               "you can write with --state-dir.")};

/// Every code above, for lookups by name (an error that crossed a boundary as text).
inline constexpr const ErrorCode *BaseCodes[] = {
    &USAGE,         &FILE_READ,     &FILE_NOT_REGULAR, &LIMIT_EXCEEDED,
    &LIMIT_INVALID, &OUT_OF_MEMORY, &REGEX_SYNTAX,     &STATE_DIR_UNSAFE};

} // namespace Accel::Code
