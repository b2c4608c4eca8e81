// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Override preview latency (issue 9: "re-rendering after an edit is immediate for files of
// normal size"): the Overrides panel on the offscreen platform, an edit to FILE, and the time
// until the new result is on screen (worker render, YAML, line pointers, diff, table), less the
// panel's fixed debounce. Median and worst of RUNS edits.
// Usage: bench_overrides FILE [PLATFORM/ARCH] [runs]
#include "overridespanel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // the panel's remembered pickers stay out of ~
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: bench_overrides FILE [PLATFORM/ARCH] [runs]\n");
        return 2;
    }
    QFile file(args.at(1));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(args.at(1)));
        return 1;
    }
    const QString text = QString::fromUtf8(file.readAll());
    const QString target = args.value(2, QStringLiteral("aws/h100"));
    const int runs = args.value(3, QStringLiteral("50")).toInt();
    if (runs < 1) {
        std::fprintf(stderr, "runs must be a number of at least 1\n");
        return 2;
    }

    Accel::Ui::OverridesPanel panel;
    panel.resize(1100, 720);
    panel.show();
    if (!panel.setTarget(target.section(QLatin1Char('/'), 0, 0),
                         target.section(QLatin1Char('/'), 1))) {
        std::fprintf(stderr, "unknown target %s\n", qPrintable(target));
        return 2;
    }
    int shown = 0;
    QObject::connect(&panel, &Accel::Ui::OverridesPanel::resultShown, [&shown] { ++shown; });
    QList<double> ms;
    for (int i = 0; i <= runs; ++i) {
        shown = 0;
        QElapsedTimer timer;
        timer.start();
        panel.setYaml(text + QStringLiteral("\n# edit %1\n").arg(i));
        while (shown == 0 || panel.isRendering())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents); // sleeps, no spin
        const double elapsed = double(timer.nsecsElapsed()) / 1e6;
        if (!panel.errorText().isEmpty()) {
            std::fprintf(stderr, "render failed: %s\n", qPrintable(panel.errorText()));
            return 1;
        }
        if (i > 0) // the first warms the catalog and the fonts
            ms << elapsed;
    }
    std::sort(ms.begin(), ms.end());
    const double debounce = Accel::Ui::OverridesPanel::RenderDelayMs;
    std::printf("%s on %s: %lld Workflow(s), %lld diff rows shown\n", qPrintable(args.at(1)),
                qPrintable(target), qlonglong(panel.documents().size()),
                qlonglong(panel.diffRows().size()));
    std::printf("edit to result on screen: median %.1f ms, worst %.1f ms (including the %.0f ms "
                "debounce); after the debounce: median %.1f ms, worst %.1f ms\n",
                ms.at(ms.size() / 2), ms.constLast(), debounce, ms.at(ms.size() / 2) - debounce,
                ms.constLast() - debounce);
    return 0;
}
