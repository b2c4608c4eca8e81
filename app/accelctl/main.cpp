// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cli.h"
#include "kube/kubeconfig.h"
#include "output.h"
#include "resourcelimits.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcessEnvironment>

#include <new>

#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace Accel::Cli;

namespace {

/// `accelctl __complete contexts [--kubeconfig FILE]...`: the kubeconfig's context names, one a
/// line, for the shell completion (installer/docgen). Reads the files only, as every command
/// does (never an exec plugin or the API server), prints names only (never user data) and is
/// silent on errors: a completion must not print into the user's command line. Each name is
/// escaped to one line (printable()): a line break in a name would add a word, an escape
/// sequence would reach the terminal the shell completes in (issue 32).
int completeContexts(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption kubeconfig(QStringLiteral("kubeconfig"), QString(),
                                        QStringLiteral("FILE"));
    parser.addOption(kubeconfig);
    if (!parser.parse(args))
        return ExitUsage;
    const Accel::Result<Accel::Kube::Kubeconfig> config = Accel::Kube::Kubeconfig::load(
        parser.values(kubeconfig), QProcessEnvironment::systemEnvironment());
    if (!config)
        return ExitError;
    for (const QString &name : config->contextNames())
        printOut(Accel::printable(name) + QLatin1Char('\n'));
    return ExitOk;
}

/// Entries for tools, not people: not listed in --help.
int hiddenCommand(const QStringList &args)
{
    const QString word = args.at(1);
    if (word == QLatin1String("__commands") && args.size() == 2) {
        printOut(commandTableJson());
        return ExitOk;
    }
    if (word == QLatin1String("__complete") && args.size() >= 3 &&
        args.at(2) == QLatin1String("contexts")) {
        QStringList rest{args.at(0)};
        rest << args.mid(3);
        return completeContexts(rest);
    }
    return usageError(QStringLiteral("unknown command \"%1\"").arg(word));
}

/// Everything main() does once the allocator is tuned; main() turns out-of-memory into an error.
int run(int argc, char *argv[])
{
#ifdef __GLIBC__
    // accelctl is short-lived and may read snapshots of tens of megabytes: keep freed memory in
    // the heap for reuse instead of returning it to the kernel and faulting fresh zeroed pages
    // in again (a parse tree freed, then an output buffer grown). Measured with
    // tests/bench/bench_inventory: get gpus on the 32,000-device snapshot spends 7% less CPU,
    // for 13 MB more peak memory.
    mallopt(M_MMAP_THRESHOLD, 256 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 512 * 1024 * 1024);
    mallopt(M_TOP_PAD, 64 * 1024 * 1024);
#endif
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("accelctl"));
    QCoreApplication::setOrganizationName(QStringLiteral("accel-console"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ACCEL_VERSION));

    const QStringList args = QCoreApplication::arguments();
    // kubectl runs its plugins by their file name: as kubectl-accel, usage says "kubectl accel".
    if (QFileInfo(args.value(0)).fileName() == QLatin1String("kubectl-accel"))
        setProgramName(QStringLiteral("kubectl accel"));
    if (args.size() < 2) {
        printErr(generalHelpText());
        return ExitUsage;
    }
    const QString first = args.at(1);
    if (first == QLatin1String("-h") || first == QLatin1String("--help") ||
        first == QLatin1String("help")) {
        printOut(generalHelpText());
        return ExitOk;
    }
    if (first == QLatin1String("-v") || first == QLatin1String("--version") ||
        first == QLatin1String("version")) {
        printOut(QStringLiteral("accelctl ") + QCoreApplication::applicationVersion() +
                 QLatin1Char('\n'));
        return ExitOk;
    }

    if (first.startsWith(QLatin1String("__")))
        return hiddenCommand(args);

    if (const Accel::Result<void> limits =
            Accel::Limits::applyEnvironment(QProcessEnvironment::systemEnvironment());
        !limits) {
        reportError(limits.error());
        return ExitUsage;
    }

    // With -o json|yaml every error is a document on stdout too, usage errors included.
    setErrorDocumentFormat(outputArgument(args));
    const ResolvedCommand resolved = resolveCommand(args);
    if (!resolved.command)
        return resolved.exitCode;
    setCurrentCommand(resolved.command);
    return resolved.command->run(resolved.rest);
}

} // namespace

int main(int argc, char *argv[])
{
    // An input that no limit caught can still exhaust memory (a machine smaller than the limits
    // assume): that is an error with a code, never an abort. The handler covers std::bad_alloc
    // that does not reach this frame (worker threads, noexcept functions).
    Accel::Limits::installOutOfMemoryHandler(ExitError);
    // Qt's messages and the engine's logging reach stderr escaped, as everything else does.
    Accel::installPrintableMessageHandler();
    try {
        return run(argc, argv);
    } catch (const std::bad_alloc &) {
        return reportError(Accel::Limits::outOfMemory());
    }
}
