// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// accel_oomprobe KUBECONFIG: reads the kubeconfig's cluster and keeps watching it, as the
// window's live cluster does (Kube::ClusterReader: list, then watch), with the programs' out of
// memory handling (Limits::installOutOfMemoryHandler and the allocator hook in
// core/allocationfailure.cpp). accelctl has no command that watches, so tst_outofmemory runs
// this under an address-space cap to hold the watch path to OUT_OF_MEMORY, exit 1 (issue 32).
// Prints errors as accelctl does ("CODE: message", "hint: ..."); exit 1 on an error, 3 when
// the watch fails and the reader falls back to relisting.

#include "kube/clusterreader.h"
#include "kube/kubeconfig.h"
#include "resourcelimits.h"

#include <QCoreApplication>
#include <QProcessEnvironment>

#include <cstdio>

using namespace Accel;

namespace {
int report(const Error &error)
{
    std::fprintf(stderr, "%s: %s\nhint: %s\n", qPrintable(error.code), qPrintable(error.message),
                 qPrintable(error.hint));
    return 1;
}
} // namespace

int main(int argc, char *argv[])
{
    Limits::installOutOfMemoryHandler(1);
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: accel_oomprobe KUBECONFIG\n");
        return 2;
    }
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (Result<void> limits = Limits::applyEnvironment(env); !limits)
        return report(limits.error());
    const Result<Kube::Kubeconfig> config =
        Kube::Kubeconfig::load({QString::fromLocal8Bit(argv[1])}, env);
    if (!config)
        return report(config.error());
    const Result<Kube::ResolvedContext> context = config->context();
    if (!context)
        return report(context.error());
    Kube::ClusterReader reader(*context);
    QObject::connect(&reader, &Kube::ClusterReader::finished, &reader,
                     [&reader] { reader.startWatching(); });
    QObject::connect(&reader, &Kube::ClusterReader::failed, &app,
                     [](const Error &error) { QCoreApplication::exit(report(error)); });
    QObject::connect(&reader, &Kube::ClusterReader::watchProblem, &app, [](const QString &why) {
        std::fprintf(stderr, "WATCH_PROBLEM: %s\n", qPrintable(why));
        QCoreApplication::exit(3);
    });
    Kube::ClusterReadOptions what;
    what.pods = false;
    reader.read(what);
    return app.exec();
}
