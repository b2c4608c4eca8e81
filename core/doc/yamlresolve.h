// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QJsonValue>
#include <QString>

#include <optional>
#include <string_view>

/// Internal to core/doc: what a YAML scalar's text becomes in the value tree, shared by the
/// yaml-cpp reader (documentreader.cpp) and the libyaml fast path (yamlfastreader.cpp) so the two
/// cannot type a scalar differently. The rules are those documentreader.h states; yamlscalar.h
/// classifies the text. Reentrant.
namespace Accel::Doc::Detail {

/// The UTF-8 text as a QString, a leading U+FEFF kept (QString::fromUtf8 would drop it, and in
/// a scalar it is content).
QString scalarText(std::string_view utf8);

/// A plain, untagged scalar under the YAML 1.2 core schema: null, bool, int (qint64 where it
/// fits, else the nearest double), float, or the text.
QJsonValue resolvePlainScalar(std::string_view text);

/// A scalar with a tag (a quoted or block scalar without one counts as tagged `!`). The
/// yaml.org types null, bool, int and float convert the text; any other tag keeps the text a
/// string. nullopt when the text is not a valid value of the yaml.org type (`!!int x`), which
/// is an error for the caller to report.
std::optional<QJsonValue> resolveTaggedScalar(std::string_view tag, std::string_view text);

/// The yaml.org type of a tag (`int` for `tag:yaml.org,2002:int`), or empty.
std::string_view yamlOrgType(std::string_view tag);

} // namespace Accel::Doc::Detail
