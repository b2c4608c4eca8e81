// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QJsonValue>

namespace Accel::Doc {

/// The strategic merge that an override's `jobTemplate` uses (spec
/// platform-detection-and-overrides.txt, "Override matching"):
///
/// - maps merge recursively, key by key;
/// - `null` as a value deletes that key;
/// - arrays are REPLACED WHOLE, never merged by name or key. This differs from Kubernetes'
///   strategic merge for lists with a patchMergeKey: the spec says "Replaces entire arrays", and
///   warns: "Arrays in jobTemplate overrides are replaced entirely, not merged by name. If the
///   base spec has env vars, they will be wiped unless you include them in the override." A
///   jobTemplatePatch (RFC 6902) that appends to such an array must therefore come after the
///   jobTemplate that sets it, or the appended values are wiped;
/// - the Kubernetes directives on maps: `$patch: replace` replaces the target map with the patch
///   map (less the directive), `$patch: delete` removes the map from its parent (at the top level
///   it leaves `{}`), `$patch: merge` is the default. Any other `$patch` value is an error
///   (STRATEGIC_MERGE) naming its pointer;
/// - scalars and type changes replace.
///
/// Directive keys never reach the result. Patches nesting deeper than Doc::MaxNestingDepth are
/// refused (JSON_DEPTH).
class StrategicMerge
{
public:
    static Result<QJsonValue> apply(const QJsonValue &target, const QJsonValue &patch);
};

} // namespace Accel::Doc
