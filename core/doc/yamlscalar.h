// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <string_view>

/// Internal to core/doc: how a plain YAML scalar resolves under the YAML 1.2 core schema (YAML
/// 1.2.2, section 10.3.2). The reader types plain scalars with it and the writer asks it whether
/// a string may be written plain. Operates on UTF-8 bytes; allocates nothing.
namespace Accel::Doc::Detail {

enum class CoreType
{
    Invalid = 0,
    Null,
    Bool,
    Int,
    Float,
    String,
};

constexpr bool isDecDigit(char c)
{
    return c >= '0' && c <= '9';
}

constexpr bool isOctDigit(char c)
{
    return c >= '0' && c <= '7';
}

constexpr bool isHexDigit(char c)
{
    return isDecDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

template<class Pred>
constexpr bool allOf(std::string_view s, Pred pred)
{
    if (s.empty())
        return false;
    for (const char c : s) {
        if (!pred(c))
            return false;
    }
    return true;
}

/// `null | Null | NULL | ~ | (empty)`
constexpr bool isCoreNull(std::string_view s)
{
    return s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL";
}

/// `true | True | TRUE`; `false | False | FALSE` is isCoreFalse.
constexpr bool isCoreTrue(std::string_view s)
{
    return s == "true" || s == "True" || s == "TRUE";
}

constexpr bool isCoreFalse(std::string_view s)
{
    return s == "false" || s == "False" || s == "FALSE";
}

/// The base of a core-schema integer: 10 for `[-+]?[0-9]+`, 8 for `0o[0-7]+`, 16 for
/// `0x[0-9a-fA-F]+`, 0 when `s` is not one.
constexpr int coreIntBase(std::string_view s)
{
    if (s.size() > 2 && s[0] == '0' && s[1] == 'o' && allOf(s.substr(2), isOctDigit))
        return 8;
    if (s.size() > 2 && s[0] == '0' && s[1] == 'x' && allOf(s.substr(2), isHexDigit))
        return 16;
    if (!s.empty() && (s[0] == '-' || s[0] == '+'))
        s.remove_prefix(1);
    return allOf(s, isDecDigit) ? 10 : 0;
}

/// `[-+]?(\.inf|\.Inf|\.INF)`
constexpr bool isCoreInfinity(std::string_view s)
{
    if (!s.empty() && (s[0] == '-' || s[0] == '+'))
        s.remove_prefix(1);
    return s == ".inf" || s == ".Inf" || s == ".INF";
}

/// `\.nan|\.NaN|\.NAN`
constexpr bool isCoreNan(std::string_view s)
{
    return s == ".nan" || s == ".NaN" || s == ".NAN";
}

/// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` (also true for integers).
constexpr bool isCoreFloatNumber(std::string_view s)
{
    std::size_t i = 0;
    const std::size_t n = s.size();
    if (i < n && (s[i] == '-' || s[i] == '+'))
        ++i;
    std::size_t intDigits = 0;
    while (i < n && isDecDigit(s[i])) {
        ++i;
        ++intDigits;
    }
    std::size_t fracDigits = 0;
    if (i < n && s[i] == '.') {
        ++i;
        while (i < n && isDecDigit(s[i])) {
            ++i;
            ++fracDigits;
        }
    }
    if (intDigits == 0 && fracDigits == 0)
        return false;
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i < n && (s[i] == '-' || s[i] == '+'))
            ++i;
        std::size_t expDigits = 0;
        while (i < n && isDecDigit(s[i])) {
            ++i;
            ++expDigits;
        }
        if (expDigits == 0)
            return false;
    }
    return i == n;
}

/// The type a plain (untagged, unquoted) scalar resolves to.
constexpr CoreType coreType(std::string_view s)
{
    if (isCoreNull(s))
        return CoreType::Null;
    // Every non-string starts with one of these; most text leaves here.
    switch (s[0]) {
    case '0':
    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
    case '6':
    case '7':
    case '8':
    case '9':
    case '-':
    case '+':
    case '.':
    case 't':
    case 'T':
    case 'f':
    case 'F':
        break;
    default:
        return CoreType::String;
    }
    if (isCoreTrue(s) || isCoreFalse(s))
        return CoreType::Bool;
    if (coreIntBase(s) != 0)
        return CoreType::Int;
    if (isCoreFloatNumber(s) || isCoreInfinity(s) || isCoreNan(s))
        return CoreType::Float;
    return CoreType::String;
}

} // namespace Accel::Doc::Detail
