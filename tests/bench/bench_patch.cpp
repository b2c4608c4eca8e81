// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Patch and diff engine figures (Patch engine issue):
//  - a 1,000-operation JSON patch on a 5 MB document: target under 50 ms;
//  - the line diff of two 10,000-line YAML documents differing in 1% of lines: under 100 ms.
// Usage: bench_patch [iterations]
#include "doc/jsonpatch.h"
#include "doc/jsonwriter.h"
#include "doc/linediff.h"
#include "doc/yamlwriter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <functional>

namespace {

/// A node-list-like document: `items` of Kubernetes-ish objects, about `bytes` of JSON.
QJsonObject makeDocument(qsizetype bytes)
{
    QJsonArray items;
    qsizetype size = 0;
    for (int i = 0; size < bytes; ++i) {
        QJsonObject labels;
        for (int l = 0; l < 12; ++l)
            labels.insert(QStringLiteral("example.com/label-%1").arg(l),
                          QStringLiteral("value-%1-%2").arg(i).arg(l));
        QJsonArray env;
        for (int e = 0; e < 6; ++e)
            env.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("VAR_%1").arg(e)},
                                   {QStringLiteral("value"), QStringLiteral("x%1").arg(i * e)}});
        const QJsonObject item{
            {QStringLiteral("metadata"),
             QJsonObject{{QStringLiteral("name"), QStringLiteral("node-%1").arg(i)},
                         {QStringLiteral("labels"), labels}}},
            {QStringLiteral("spec"),
             QJsonObject{{QStringLiteral("env"), env}, {QStringLiteral("replicas"), i % 7}}},
        };
        items.append(item);
        size += Accel::Doc::toJson(item, Accel::Doc::JsonStyle::Compact).size();
    }
    return QJsonObject{{QStringLiteral("items"), items}};
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

double timeMs(const std::function<void()> &work)
{
    QElapsedTimer timer;
    timer.start();
    work();
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int iterations = argc > 1 ? std::max(1, std::atoi(argv[1])) : 15;

    const QJsonObject document = makeDocument(5 * 1024 * 1024);
    const qsizetype items = document.value(QLatin1String("items")).toArray().size();
    QRandomGenerator rng(7);
    QJsonArray patch;
    for (int i = 0; i < 1000; ++i) {
        const qsizetype item = rng.bounded(int(items));
        const QString base = QStringLiteral("/items/%1").arg(item);
        const auto op = [&patch](const char *name, const QString &path, const QJsonValue &value) {
            patch.append(QJsonObject{{QStringLiteral("op"), QString::fromLatin1(name)},
                                     {QStringLiteral("path"), path},
                                     {QStringLiteral("value"), value}});
        };
        switch (i % 4) {
        case 0:
            op("replace", base + QStringLiteral("/spec/replicas"), i);
            break;
        case 1:
            op("add", base + QStringLiteral("/spec/env/-"), QStringLiteral("extra"));
            break;
        case 2:
            op("add", base + QStringLiteral("/metadata/labels/bench"), true);
            break;
        default:
            op("test", base + QStringLiteral("/metadata/labels/example.com~1label-0"),
               QStringLiteral("value-%1-0").arg(item));
        }
    }
    QList<double> patchMs;
    for (int i = 0; i < iterations; ++i) {
        patchMs << timeMs([&] {
            const auto result = Accel::Doc::JsonPatch::apply(document, patch);
            if (!result)
                std::fprintf(stderr, "patch failed: %s\n", qPrintable(result.error().message));
        });
    }
    std::printf("json patch, 1000 ops on a %.1f MB document (%lld items): median %.2f ms "
                "(target < 50 ms)\n",
                double(Accel::Doc::toJson(document, Accel::Doc::JsonStyle::Compact).size()) / 1e6,
                qlonglong(items), median(patchMs));

    // Two 10,000-line YAML documents, 1% of lines changed.
    QStringList a;
    for (int i = 0; a.size() < 10000; ++i) {
        a << QStringLiteral("- metadata:") << QStringLiteral("    name: node-%1").arg(i)
          << QStringLiteral("    labels:") << QStringLiteral("      zone: z%1").arg(i % 3)
          << QStringLiteral("  spec:") << QStringLiteral("    replicas: %1").arg(i % 5);
    }
    a = a.mid(0, 10000);
    QStringList b = a;
    for (int i = 0; i < 100; ++i)
        b[rng.bounded(10000)] = QStringLiteral("    changed: %1").arg(i);
    QList<double> diffMs;
    qsizetype hunks = 0;
    for (int i = 0; i < iterations; ++i)
        diffMs << timeMs([&] { hunks = Accel::Doc::LineDiff::hunks(a, b).size(); });
    std::printf("line diff, 10000 lines, 1%% changed: median %.2f ms, %lld hunks "
                "(target < 100 ms)\n",
                median(diffMs), qlonglong(hunks));
    return 0;
}
