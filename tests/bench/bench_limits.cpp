// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Hostile-input figures (issue 19, part A), each bounded by a named limit (core/resourcelimits.h):
//  - the line diff of two files that differ everywhere, 50,000 and 200,000 lines (29.5 s and
//    8 minutes before the diff-work limit): linear-ish, well under a second each;
//  - a JSON patch of 40 `copy` ops that double the document: LIMIT_EXCEEDED (document-growth)
//    in under a second, at a few MB of memory.
// Usage: bench_limits [iterations]
#include "doc/jsonpatch.h"
#include "doc/linediff.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>
#include <functional>

namespace {

QStringList numbered(const char *prefix, int count)
{
    QStringList lines;
    lines.reserve(count);
    for (int i = 0; i < count; ++i)
        lines << QLatin1String(prefix) + QString::number(i);
    return lines;
}

/// The best of `iterations` runs, in milliseconds.
double bestMs(int iterations, const std::function<void()> &run)
{
    double best = 1e300;
    for (int i = 0; i < iterations; ++i) {
        QElapsedTimer timer;
        timer.start();
        run();
        best = std::min(best, double(timer.nsecsElapsed()) / 1e6);
    }
    return best;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int iterations = argc > 1 ? std::max(1, atoi(argv[1])) : 3;

    for (const int lines : {50000, 200000}) {
        const QStringList a = numbered("old line ", lines);
        const QStringList b = numbered("new line ", lines);
        bool coarse = false;
        qsizetype hunks = 0;
        const double ms = bestMs(
            iterations, [&] { hunks = Accel::Doc::LineDiff::hunks(a, b, 3, &coarse).size(); });
        std::printf("diff, %d lines differing everywhere: %.1f ms (%lld hunk%s, %s)\n", lines, ms,
                    static_cast<long long>(hunks), hunks == 1 ? "" : "s",
                    coarse ? "coarse" : "minimal");
    }

    QJsonArray copies;
    for (int i = 0; i < 40; ++i) {
        copies.append(QJsonObject{{QStringLiteral("op"), QStringLiteral("copy")},
                                  {QStringLiteral("from"), QString()},
                                  {QStringLiteral("path"), QStringLiteral("/d%1").arg(i)}});
    }
    const QJsonObject document{
        {QStringLiteral("spec"), QJsonObject{{QStringLiteral("image"), QStringLiteral("x:1")}}}};
    QString outcome;
    const double ms = bestMs(iterations, [&] {
        const auto result = Accel::Doc::JsonPatch::apply(document, copies);
        outcome = result ? QStringLiteral("applied (!)") : result.error().code;
    });
    std::printf("JSON patch, 40 doubling copies: %.1f ms (%s)\n", ms, qPrintable(outcome));
    return 0;
}
