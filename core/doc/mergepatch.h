// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QJsonValue>

namespace Accel::Doc {

/// JSON Merge Patch, exactly as RFC 7386 section 2 defines it: an object patch merges member by
/// member (null removes the member, a nested object recurses, anything else replaces); any other
/// patch replaces the target whole. Arrays are always replaced.
class MergePatch
{
public:
    /// Fails (JSON_DEPTH) only when the patch nests deeper than Doc::MaxNestingDepth.
    static Result<QJsonValue> apply(const QJsonValue &target, const QJsonValue &patch);

    /// A merge patch that turns `from` into `to`: apply(from, create(from, to)) == to, provided
    /// `to` has no null object members (a merge patch cannot set a member to null).
    static QJsonValue create(const QJsonValue &from, const QJsonValue &to);
};

} // namespace Accel::Doc
