// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QString>

/// Names of the Workflows a certification render creates (issue 8, section 4: "names truncated
/// with a short hash as the reference does"; cre NOTES section 1, "Workflow names").
namespace Accel::Nvcre {

/// The longest Workflow name CRE creates.
inline constexpr int MaxWorkflowNameLength = 31;

/// NAME unchanged when it has at most MAXLENGTH characters; otherwise its first MAXLENGTH - 6
/// characters with trailing '-' removed, '-', and the first five hex digits of the 32-bit
/// FNV-1a hash of the whole name's UTF-8 bytes (CRE's naming.Truncate), so long names stay
/// distinct and stable.
QString truncateName(const QString &name, int maxLength = MaxWorkflowNameLength);

/// `<certification>-<domain>-<variant>`, truncated: the name of one category's Workflow.
QString workflowName(const QString &certification, const QString &domain, const QString &variant);

} // namespace Accel::Nvcre
