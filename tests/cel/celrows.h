// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cel/program.h"

#include <QList>
#include <QString>
#include <QTest>

namespace Accel::Test {

/// Options without the type checker (the conformance suite's disable_check): the library rows
/// check the evaluator, errors included, at run time.
inline Cel::CompileOptions unchecked()
{
    Cel::CompileOptions options;
    options.checkTypes = false;
    return options;
}

/// The value's debug text, or "!CODE: message" for a compile or runtime error: what the
/// data-driven CEL library tests compare.
inline QString celRun(const QString &expr, const Cel::CompileOptions &options = unchecked(),
                      const QList<Cel::Value> &values = {},
                      qint64 costLimit = Cel::DefaultCostLimit, qint64 *cost = nullptr)
{
    const Result<Cel::Program> program = Cel::Program::compile(expr, options);
    if (!program)
        return QLatin1Char('!') + program.error().code + QLatin1String(": ") +
               program.error().message;
    const Cel::Value v = program->evaluate(values, costLimit, cost);
    if (v.isError()) {
        const Error e = program->errorOf(v);
        return QLatin1Char('!') + e.code + QLatin1String(": ") + e.message;
    }
    return v.toDebugString();
}

/// The (expr, expected) rows the CEL library tests are made of: a test class derives from it
/// and calls columns() and row() in its _data slots and check() in the test slots.
struct CelRows
{
    static void columns()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
    }

    static void row(const char *name, const char *expr, const char *expected)
    {
        QTest::newRow(name) << QString::fromUtf8(expr) << QString::fromUtf8(expected);
    }

    static void check()
    {
        QFETCH(QString, expr);
        QFETCH(QString, expected);
        QCOMPARE(celRun(expr), expected);
    }
};

} // namespace Accel::Test
