// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "dra/allocator.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

/// One case of Kubernetes' allocator test table as data (../shared/conformance/k8s-allocator,
/// README "File schema"), and the comparison the Go runner makes (README "How the Go runner
/// compares results"). Shared by the engine's conformance test and the CLI's.
namespace Accel::Test {

/// The 14 cases the Go runner compares with exact equality (README, item 3).
bool allocatorCaseIsExact(const QString &name);

/// Whether ACTUAL (the allocations, one per claim) is what EXPECTED (expect.results) says, as
/// the Go runner compares them; *WHY says what differs.
bool allocatorResultsMatch(const QJsonValue &actual, const QJsonValue &expected, bool exact,
                           QString *why);

/// The case's `features` (the Go Features field names, README "File schema") as the allocator's
/// feature gates; an unknown name is a warning.
Dra::FeatureGates allocatorCaseGates(const QJsonArray &features);

/// The objects of a JSON array (a case's slices, classes, claims).
QList<QJsonObject> jsonObjects(const QJsonValue &list);

} // namespace Accel::Test
