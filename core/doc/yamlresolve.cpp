// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "yamlresolve.h"

#include "yamlscalar.h"

#include <QStringDecoder>

#include <charconv>
#include <limits>

namespace Accel::Doc::Detail {

namespace {

double parseDecimalDouble(std::string_view text)
{
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc::result_out_of_range)
        return value;
    // from_chars leaves the value alone on overflow and underflow; tell them apart by the decimal
    // exponent of the first significant digit.
    const bool negative = !text.empty() && text.front() == '-';
    if (negative)
        text.remove_prefix(1);
    const std::size_t expAt = text.find_first_of("eE");
    const std::string_view mantissa = text.substr(0, expAt);
    long long exponent = 0;
    if (expAt != std::string_view::npos) {
        std::string_view e = text.substr(expAt + 1);
        if (!e.empty() && e.front() == '+')
            e.remove_prefix(1);
        if (std::from_chars(e.data(), e.data() + e.size(), exponent).ec != std::errc()) {
            exponent = e.front() == '-' ? std::numeric_limits<int>::min() // too many digits
                                        : std::numeric_limits<int>::max();
        }
    }
    const std::size_t point = mantissa.find('.');
    const std::string_view intPart = mantissa.substr(0, point);
    const std::size_t firstNonZero = intPart.find_first_not_of('0');
    long long magnitude = 0;
    if (firstNonZero != std::string_view::npos) {
        magnitude = static_cast<long long>(intPart.size() - firstNonZero) - 1;
    } else if (point != std::string_view::npos) {
        const std::string_view frac = mantissa.substr(point + 1);
        magnitude = -static_cast<long long>(frac.find_first_not_of('0')) - 1;
    }
    const double result = magnitude + exponent > 0 ? std::numeric_limits<double>::infinity() : 0.0;
    return negative ? -result : result;
}

/// A core-schema integer (coreIntBase(text) != 0): qint64 where it fits, else the nearest double.
QJsonValue parseCoreInt(std::string_view text, int base)
{
    std::string_view digits = text;
    if (base != 10)
        digits.remove_prefix(2);
    else if (digits.front() == '+')
        digits.remove_prefix(1);
    qint64 value = 0;
    const auto [end, ec] =
        std::from_chars(digits.data(), digits.data() + digits.size(), value, base);
    if (ec == std::errc())
        return QJsonValue(value);
    if (base == 10)
        return QJsonValue(parseDecimalDouble(text));
    double approx = 0;
    for (const char c : digits) {
        const int digit = isDecDigit(c) ? c - '0' : (c | 0x20) - 'a' + 10;
        approx = approx * base + digit;
    }
    return QJsonValue(approx);
}

/// A core-schema float (isCoreFloatNumber, isCoreInfinity or isCoreNan).
double parseCoreFloat(std::string_view text)
{
    if (isCoreNan(text))
        return std::numeric_limits<double>::quiet_NaN();
    if (isCoreInfinity(text)) {
        return text.front() == '-' ? -std::numeric_limits<double>::infinity()
                                   : std::numeric_limits<double>::infinity();
    }
    return parseDecimalDouble(text);
}

} // namespace

QString scalarText(std::string_view utf8)
{
    if (utf8.starts_with("\xEF\xBB\xBF")) {
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
        return decoder(QByteArrayView(utf8.data(), qsizetype(utf8.size())));
    }
    return QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
}

QJsonValue resolvePlainScalar(std::string_view text)
{
    switch (coreType(text)) {
    case CoreType::Null:
        return QJsonValue();
    case CoreType::Bool:
        return QJsonValue(isCoreTrue(text));
    case CoreType::Int:
        return parseCoreInt(text, coreIntBase(text));
    case CoreType::Float:
        return QJsonValue(parseCoreFloat(text));
    case CoreType::String:
    case CoreType::Invalid:
        break;
    }
    return QJsonValue(scalarText(text));
}

std::string_view yamlOrgType(std::string_view tag)
{
    constexpr std::string_view yamlOrg = "tag:yaml.org,2002:";
    return tag.starts_with(yamlOrg) ? tag.substr(yamlOrg.size()) : std::string_view();
}

std::optional<QJsonValue> resolveTaggedScalar(std::string_view tag, std::string_view text)
{
    const std::string_view type = yamlOrgType(tag);
    if (type == "null")
        return QJsonValue();
    if (type == "bool") {
        if (isCoreTrue(text) || isCoreFalse(text))
            return QJsonValue(isCoreTrue(text));
    } else if (type == "int") {
        if (const int base = coreIntBase(text))
            return parseCoreInt(text, base);
    } else if (type == "float") {
        if (const int base = coreIntBase(text))
            return QJsonValue(parseCoreInt(text, base).toDouble());
        if (isCoreFloatNumber(text) || isCoreInfinity(text) || isCoreNan(text))
            return QJsonValue(parseCoreFloat(text));
    } else {
        // Other tags (`!Ref`, `!`), `!!str`, and `!!binary`, `!!timestamp`... keep the text.
        return QJsonValue(scalarText(text));
    }
    return std::nullopt;
}

} // namespace Accel::Doc::Detail
