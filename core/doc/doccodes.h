// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "errorcode.h"

#include <QtGlobal>

/// The error codes of core/doc/ (module doc), each declared once with the hint
/// an error of that code carries when the place that raises it has nothing more specific to say
/// (ErrorCode, core/errorcode.h). The names are the command line's contract (DESIGN.md: scripts
/// match on them): never rename one. tests/base/tst_errorcodes checks that no other file spells
/// them as literals, that each has a hint and that the hints are translated.
namespace Accel::Code {

inline constexpr ErrorCode YAML_PARSE{
    "YAML_PARSE", "Accel::Doc",
    QT_TRANSLATE_NOOP("Accel::Doc", "Fix the YAML at the line and column shown.")};
inline constexpr ErrorCode DOC_NOT_OBJECT{
    "DOC_NOT_OBJECT", "Accel::Doc",
    QT_TRANSLATE_NOOP("Accel::Doc",
                      "Each document must be a mapping (key: value) at the top level.")};
inline constexpr ErrorCode JSON_DEPTH{
    "JSON_DEPTH", "Accel::Doc",
    QT_TRANSLATE_NOOP("Accel::Doc",
                      "Flatten the document: it nests deeper than the engine accepts.")};
inline constexpr ErrorCode JSON_PATCH{
    "JSON_PATCH", "Accel::Doc",
    QT_TRANSLATE_NOOP("Accel::Doc",
                      "Fix the JSON Patch operation named in the message (RFC 6902).")};
inline constexpr ErrorCode JSON_POINTER{
    "JSON_POINTER", "Accel::Doc",
    QT_TRANSLATE_NOOP("Accel::Doc",
                      "Fix the JSON Pointer: it starts with / and escapes ~ and / as ~0 and ~1.")};
inline constexpr ErrorCode LINE_DIFF_APPLY{
    "LINE_DIFF_APPLY", "Accel::Doc",
    QT_TRANSLATE_NOOP("Accel::Doc",
                      "The text changed since the diff was made: make the diff again.")};
inline constexpr ErrorCode PATCH_TYPE{
    "PATCH_TYPE", "Accel::Doc",
    QT_TRANSLATE_NOOP("Accel::Doc",
                      "Use a patch type the command lists: json, merge or strategic.")};
inline constexpr ErrorCode SCHEMA_INVALID{
    "SCHEMA_INVALID", "Accel::Doc",
    QT_TRANSLATE_NOOP("Accel::Doc",
                      "Fix the field named in the message so the document matches its schema.")};
inline constexpr ErrorCode STRATEGIC_MERGE{
    "STRATEGIC_MERGE", "Accel::Doc",
    QT_TRANSLATE_NOOP("Accel::Doc", "Fix the strategic merge patch at the path shown.")};

/// Every code above, for lookups by name (an error that crossed a boundary as text).
inline constexpr const ErrorCode *DocCodes[] = {&YAML_PARSE, &DOC_NOT_OBJECT, &JSON_DEPTH,
                                                &JSON_PATCH, &JSON_POINTER,   &LINE_DIFF_APPLY,
                                                &PATCH_TYPE, &SCHEMA_INVALID, &STRATEGIC_MERGE};

} // namespace Accel::Code
