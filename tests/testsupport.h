// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QString>

/// Paths the tests read, from the environment CTest sets (tests/CMakeLists.txt), falling back to
/// the values baked in at configure time so a test binary also runs by hand.
namespace Accel::Test {

/// tests/fixtures in the source tree.
QString fixturesDir();
/// A path below tests/fixtures.
QString fixture(const QString &relativePath);
/// ../shared/conformance (or $ACCEL_CONFORMANCE_DIR). May not exist in a user's fresh clone.
QString conformanceDir();
/// build/bin, where accelctl and accel-console are.
QString binDir();

/// The tree of a YAML (or JSON) text; fails the running test and returns Undefined when it does
/// not parse, so data rows can be written as readable YAML.
QJsonValue yaml(const QByteArray &text);

} // namespace Accel::Test

/// Skips the current test function with a reason when the third-party conformance data is absent
/// (conformance/README.md: a fresh clone has no ../shared; CI has it and must pass).
#define ACCEL_REQUIRE_CONFORMANCE(sub)                                                             \
    do {                                                                                           \
        if (!QFileInfo::exists(Accel::Test::conformanceDir() + QStringLiteral("/") + sub))         \
            QSKIP(qPrintable(QStringLiteral("conformance data not found at ") +                    \
                             Accel::Test::conformanceDir() + QStringLiteral("/") + sub +           \
                             QStringLiteral(" (set ACCEL_CONFORMANCE_DIR)")));                     \
    } while (false)
