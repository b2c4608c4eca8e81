// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// CEL selector figures (issue 7, "Tests and evidence"): the decode-10bit selector of the spec
// (dra-media-capability-claims.txt, step 2) compiled once and evaluated N times on one core
// against a media.liken.sh device with the 25 attributes liken publishes. Targets (issue 16): at
// least 6 million evaluations per second, and 2 million for the selector that fails with
// `no such key` (an error should not cost 8x a result). Also: a device whose last term is false
// and a device where the first term is false (short circuit). Regular expressions: an ordinary
// pattern, and issue 19's `(a+)+$` a hundred times per evaluation.
// Usage: bench_cel [evaluations] [only the cases whose label contains TEXT]
#include "dra/deviceselector.h"
#include "dra/inventory.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace Accel;

namespace {

/// CPU time of this thread: on a shared machine the wall clock also counts other processes.
double threadSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

Dra::Device mediaDevice(bool scale10bit)
{
    Dra::Device d;
    d.name = QStringLiteral("pci-0000-00-02-0");
    d.driver = QStringLiteral("media.liken.sh");
    d.allowMultipleAllocations = true;
    const auto add = [&d](const char *name, Dra::Attribute a) {
        const QString key = QString::fromLatin1(name).contains(QLatin1Char('/'))
                                ? QString::fromLatin1(name)
                                : QStringLiteral("media.liken.sh/") + QString::fromLatin1(name);
        d.attributes.append({key, a});
    };
    const auto b = [](bool v) {
        Dra::Attribute a;
        a.type = Dra::AttributeType::Bool;
        a.boolValue = v;
        return a;
    };
    const auto s = [](const char *v) {
        Dra::Attribute a;
        a.type = Dra::AttributeType::String;
        a.text = QString::fromLatin1(v);
        return a;
    };
    add("address", s("0000:00:02.0"));
    add("decodeAV1Main", b(true));
    add("decodeAV1Main10", b(true));
    add("decodeH264", b(true));
    add("decodeHEVCMain", b(true));
    add("decodeHEVCMain10", b(true));
    add("decodeMPEG2", b(true));
    add("decodeVC1", b(false));
    add("decodeVP8", b(true));
    add("decodeVP9", b(true));
    add("decodeVP9Profile2", b(true));
    add("driver", s("i915"));
    add("encodeH264", b(true));
    add("encodeH264LowPower", b(false));
    add("encodeHEVCMain", b(true));
    add("encodeHEVCMain10", b(true));
    add("encodeHEVCMain10LowPower", b(false));
    add("encodeHEVCMainLowPower", b(false));
    add("name", s("Meteor Lake-P [Intel Arc Graphics]"));
    add("product", s("7d55"));
    add("resource.kubernetes.io/pciBusID", s("0000:00:02.0"));
    add("scale10bit", b(scale10bit));
    add("scale8bit", b(true));
    add("vaDriver", s("Intel iHD driver for Intel(R) Gen Graphics - 26.1.2 ()"));
    add("vendor", s("8086"));
    std::sort(d.attributes.begin(), d.attributes.end(),
              [](const auto &x, const auto &y) { return x.first < y.first; });
    return d;
}

const char *const decode10bit = "device.driver == \"media.liken.sh\" &&\n"
                                "device.attributes[\"media.liken.sh\"].decodeHEVCMain10 &&\n"
                                "device.attributes[\"media.liken.sh\"].scale10bit\n";

QByteArray filter;

void run(const char *label, const char *expression, const Dra::Device &device, qint64 n)
{
    if (!filter.isEmpty() && !QByteArray(label).contains(filter))
        return;
    const auto selector = Dra::DeviceSelector::compile(QString::fromLatin1(expression));
    if (!selector) {
        std::printf("%s: compile error %s\n", label, qPrintable(selector.error().toString()));
        return;
    }
    qint64 trues = 0;
    qint64 errors = 0;
    QElapsedTimer timer;
    timer.start();
    const double cpuStart = threadSeconds();
    for (qint64 k = 0; k < n; ++k) {
        const Result<bool> r = selector->matches(device);
        if (!r)
            ++errors;
        else if (*r)
            ++trues;
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    const double cpu = threadSeconds() - cpuStart;
    const Cel::Value sample = selector->evaluate(device);
    std::printf("%-34s %10lld evaluations in %.3f s = %6.2f million/s (%.0f ns each; "
                "CPU time %.3f s = %.2f million/s); result %s; true %lld, errors %lld\n",
                label, static_cast<long long>(n), seconds, double(n) / seconds / 1e6,
                seconds * 1e9 / double(n), cpu, double(n) / cpu / 1e6,
                qPrintable(sample.toDebugString()), static_cast<long long>(trues),
                static_cast<long long>(errors));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const qint64 n = argc > 1 ? QByteArray(argv[1]).toLongLong() : 5000000;
    filter = argc > 2 ? QByteArray(argv[2]) : QByteArray();
    const Dra::Device qualifies = mediaDevice(true);
    const Dra::Device noScale = mediaDevice(false);
    Dra::Device otherDriver = mediaDevice(true);
    otherDriver.driver = QStringLiteral("liken.sh");
    std::printf("decode-10bit selector, one core, device with %lld attributes\n",
                static_cast<long long>(qualifies.attributes.size()));
    run("decode-10bit, qualifies", decode10bit, qualifies, n);
    run("decode-10bit, last term false", decode10bit, noScale, n);
    run("decode-10bit, first term false", decode10bit, otherDriver, n);
    run("missing attribute (no such key)",
        "device.attributes[\"media.liken.sh\"].decodeAV2 && "
        "device.attributes[\"media.liken.sh\"].scale10bit",
        qualifies, n / 5);
    run("has() on a missing attribute", "has(device.attributes[\"media.liken.sh\"].decodeAV2)",
        qualifies, n);
    // Regular expressions (issue 19): an ordinary pattern on an attribute, and the issue's
    // pattern that is exponential for a backtracking engine on a 41-character string, a hundred
    // times per evaluation (exists() runs them all; RE2 semantics, linear time: false).
    run("regex matches on an attribute",
        "device.attributes[\"media.liken.sh\"].vaDriver.matches(\"iHD driver.*[0-9]+\\\\.\")",
        qualifies, n / 5);
    QByteArray hundred;
    for (int k = 1; k <= 100; ++k)
        hundred += (k > 1 ? ", " : "") + QByteArray::number(k);
    const QByteArray catastrophic =
        "[" + hundred + "].exists(i, \"" + QByteArray(40, 'a') + "!\".matches(\"(a+)+$\"))";
    run("regex (a+)+$ x100 (issue 19)", catastrophic.constData(), qualifies, n / 1000);
    return 0;
}
