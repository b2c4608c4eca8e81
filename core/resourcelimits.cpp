// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "resourcelimits.h"
#include "basecodes.h"
#include "basetr.h"
#include "regularexpression.h"

#include <QCoreApplication>
#include <QLocale>

#include <array>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <exception>
#include <new>

#include <unistd.h>

namespace Accel::Limits {

namespace {

// clang-format off
constexpr std::array<Limit, size_t(Id::Count) - 1> Table{
    SnapshotFileBytes,
    DocumentFileBytes,
    ConfigFileBytes,
    CredentialFileBytes,
    DocumentGrowthBytes,
    NestingDepth,
    AliasExpansionNodes,
    CatalogIncludes,
    CatalogOverrides,
    ResponseBodyBytes,
    ResponseHeaderBytes,
    ExecPluginOutputBytes,
    ListPages,
    ListBytes,
    SideloadIndexBytes,
    DownloadBytes,
    ExtractedBytes,
    ExtractedEntries,
    ExtractionRatio,
    DecompressorMemoryBytes,
    RegexSteps,
    RegexMemoryBytes,
    RegexProgramSize,
    DiffWork,
    McpRequestBytes,
    McpOutputBytes,
    NodeResultsBytes,
};
// clang-format on

// The table lists every Id once, in order: value() indexes the overrides by Id.
constexpr bool tableInOrder()
{
    for (size_t i = 0; i < Table.size(); ++i) {
        if (size_t(Table[i].id) != i + 1 || Table[i].defaultValue <= 0)
            return false;
    }
    return true;
}
static_assert(tableInOrder(), "Limits::Table must list every Id in order");

/// 0 means "the default".
std::array<std::atomic<qint64>, size_t(Id::Count)> &overrides()
{
    static std::array<std::atomic<qint64>, size_t(Id::Count)> values{};
    return values;
}

size_t indexOf(const Limit &limit)
{
    const auto index = size_t(limit.id);
    Q_ASSERT(index > 0 && index < size_t(Id::Count));
    return index;
}

QString formatBytes(qint64 bytes)
{
    static constexpr const char *Units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int unit = 0;
    double scaled = double(bytes);
    while (scaled >= 1024.0 && unit < 4) {
        scaled /= 1024.0;
        ++unit;
    }
    const bool whole = std::floor(scaled) == scaled;
    return QLocale::c().toString(scaled, 'f', whole ? 0 : 1) + QLatin1Char(' ') +
           QLatin1String(Units[unit]);
}

// Prepared by installOutOfMemoryHandler(); read by the terminate handler, which cannot allocate.
QByteArray g_outOfMemoryText;
int g_outOfMemoryExitCode = 1;
std::terminate_handler g_previousTerminate = nullptr;

std::atomic<bool> g_exitOnAllocationFailure{false};
std::atomic_flag g_outOfMemoryReported = ATOMIC_FLAG_INIT;

/// Writes the prepared text and exits, allocating nothing. Threads that run out together wait
/// for the first one's exit, so the message is written once.
[[noreturn]] void reportOutOfMemoryAndExit()
{
    if (g_outOfMemoryReported.test_and_set()) {
        for (;;)
            ::pause();
    }
    const char *text = g_outOfMemoryText.constData();
    qsizetype left = g_outOfMemoryText.size();
    while (left > 0) {
        const ssize_t n = ::write(STDERR_FILENO, text, size_t(left));
        if (n <= 0)
            break;
        text += n;
        left -= n;
    }
    std::_Exit(g_outOfMemoryExitCode);
}

[[noreturn]] void terminateOnOutOfMemory()
{
    if (const std::exception_ptr current = std::current_exception()) {
        try {
            std::rethrow_exception(current);
        } catch (const std::bad_alloc &) {
            reportOutOfMemoryAndExit();
        } catch (...) {
        }
    }
    if (g_previousTerminate)
        g_previousTerminate();
    std::abort();
}

} // namespace

QList<Limit> all()
{
    return QList<Limit>(Table.begin(), Table.end());
}

qint64 value(const Limit &limit)
{
    const qint64 set = overrides()[indexOf(limit)].load(std::memory_order_relaxed);
    return set > 0 ? set : limit.defaultValue;
}

void setValue(const Limit &limit, qint64 value)
{
    overrides()[indexOf(limit)].store(value > 0 ? value : 0, std::memory_order_relaxed);
}

Error outOfMemory()
{
    return Error::of(
        Code::OUT_OF_MEMORY, Tr::tr("out of memory: an input is too large for this machine"),
        Tr::tr("Check the sizes of the files given and of the cluster read; the limits "
               "that bound them are in README \"Limits\" (ACCEL_MAX_*), and lowering "
               "one turns this into an error that names the input."));
}

void installOutOfMemoryHandler(int exitCode)
{
    const Error error = outOfMemory();
    g_outOfMemoryText = (error.code + QStringLiteral(": ") + error.message +
                         QStringLiteral("\nhint: ") + error.hint + QLatin1Char('\n'))
                            .toLocal8Bit();
    g_outOfMemoryExitCode = exitCode;
    const std::terminate_handler previous = std::set_terminate(terminateOnOutOfMemory);
    if (previous != terminateOnOutOfMemory)
        g_previousTerminate = previous;
    g_exitOnAllocationFailure.store(true, std::memory_order_release);
}

void allocationFailed() noexcept
{
    if (g_exitOnAllocationFailure.load(std::memory_order_acquire))
        reportOutOfMemoryAndExit();
}

qint64 parseSize(const QString &text)
{
    static const RegularExpression pattern =
        RegularExpression::builtIn("^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([kKmMgGtT]?)(?:i?[bB])?\\s*$");
    const RegularExpression::Match match = pattern.match(text);
    if (!match.hasMatch())
        return -1;
    bool ok = false;
    const double number = match.captured(1).toDouble(&ok);
    if (!ok)
        return -1;
    int shift = 0;
    const QString suffix = match.captured(2).toLower();
    switch (suffix.isEmpty() ? '\0' : suffix.at(0).toLatin1()) {
    case 'k':
        shift = 10;
        break;
    case 'm':
        shift = 20;
        break;
    case 'g':
        shift = 30;
        break;
    case 't':
        shift = 40;
        break;
    default:
        break;
    }
    const double scaled = std::ldexp(number, shift);
    if (scaled < 1.0 || scaled > 9.0e18)
        return -1;
    return qint64(scaled);
}

Result<void> applyEnvironment(const QProcessEnvironment &environment)
{
    for (const Limit &limit : Table) {
        if (!limit.envVar)
            continue;
        const QString name = QLatin1String(limit.envVar);
        if (!environment.contains(name))
            continue;
        const QString text = environment.value(name);
        const qint64 parsed = parseSize(text);
        if (parsed <= 0) {
            return fail(
                Code::LIMIT_INVALID, Tr::tr("%1=\"%2\" is not a positive number").arg(name, text),
                Tr::tr("Give a number, optionally with K, M, G or T (binary multiples), "
                       "e.g. %1=%2; or unset it to keep the default %3.")
                    .arg(name, QStringLiteral("2G"), formatValue(limit, limit.defaultValue)));
        }
        setValue(limit, parsed);
    }
    return {};
}

QString formatValue(const Limit &limit, qint64 value)
{
    switch (limit.unit) {
    case Unit::Bytes:
        return formatBytes(value);
    case Unit::Ratio:
        //: a multiple, e.g. "200x" (extracted bytes per archive byte)
        return Tr::tr("%1x").arg(value);
    case Unit::Count:
    case Unit::Steps:
    case Unit::Invalid:
        break;
    }
    QLocale grouped = QLocale::c();
    grouped.setNumberOptions(QLocale::DefaultNumberOptions);
    return grouped.toString(value);
}

QString raiseHint(const Limit &limit)
{
    const QString now = formatValue(limit, value(limit));
    if (!limit.envVar) {
        return Tr::tr("The %1 limit (%2) is fixed; simplify the input.")
            .arg(QLatin1String(limit.name), now);
    }
    return Tr::tr("If the input is genuine, raise the limit: set %1 (now %2; README \"Limits\").")
        .arg(QLatin1String(limit.envVar), now);
}

Error exceeded(const Limit &limit, const QString &input, const QString &detail)
{
    const QString what = QLatin1String(limit.name);
    const QString now = formatValue(limit, value(limit));
    const QString message =
        detail.isEmpty()
            //: %1 the input (file, URL), %2 the limit's name, %3 its value
            ? Tr::tr("%1: more than the %2 limit of %3").arg(input, what, now)
            //: %1 the input, %2 what was found, %3 the limit's name, %4 its value
            : Tr::tr("%1: %2, more than the %3 limit of %4").arg(input, detail, what, now);
    return Error::of(Code::LIMIT_EXCEEDED, message, raiseHint(limit));
}

} // namespace Accel::Limits
