// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "cli.h"
#include "output.h"

#include "printable.h"
#include "sideload/bundlefetcher.h"
#include "sideload/bundlemanifest.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <unistd.h>

namespace Accel::Cli {

namespace {

QString humanBytes(qint64 bytes)
{
    return bytes < 0 ? QStringLiteral("-") : QLocale::c().formattedDataSize(bytes);
}

/// A one-line progress display on a terminal; nothing when stderr is redirected.
class ProgressLine
{
public:
    ProgressLine()
        : m_tty(::isatty(STDERR_FILENO) == 1)
    {}
    ~ProgressLine() { finish(); }

    void show(const Sideload::FetchProgress &p)
    {
        if (!m_tty)
            return;
        using Phase = Sideload::FetchProgress::Phase;
        QString text;
        switch (p.phase) {
        case Phase::Waiting:
            text = QStringLiteral("%1: waiting for another fetch of it").arg(p.bundle);
            break;
        case Phase::Index:
            text = QStringLiteral("%1: reading the index").arg(p.bundle);
            break;
        case Phase::Downloading:
        case Phase::Extracting: {
            const QString verb = p.phase == Phase::Downloading ? QStringLiteral("downloading")
                                                               : QStringLiteral("extracting");
            text = p.total > 0
                       ? QStringLiteral("%1: %2 %3 / %4 (%5%)")
                             .arg(p.bundle, verb, humanBytes(p.bytes), humanBytes(p.total))
                             .arg(p.bytes * 100 / p.total)
                       : QStringLiteral("%1: %2 %3").arg(p.bundle, verb, humanBytes(p.bytes));
            break;
        }
        case Phase::Done:
        case Phase::Invalid:
            finish();
            return;
        }
        printProgress(text);
        m_open = true;
    }
    void finish()
    {
        if (m_open)
            printProgress(QString());
        m_open = false;
    }

private:
    bool m_tty = false;
    bool m_open = false;
};

int runFetch(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption image(QStringLiteral("image"),
                                   QStringLiteral("Read the bundle manifest from the label "
                                                  "video.norsk.sideload of IMAGE (docker image "
                                                  "inspect)."),
                                   QStringLiteral("IMAGE"));
    const QCommandLineOption manifest(QStringLiteral("sideload-manifest"),
                                      QStringLiteral("Read the image's bundle manifest from FILE "
                                                     "instead of through docker."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption product(QStringLiteral("product"),
                                     QStringLiteral("Also fetch the bundles DIR/product.yaml "
                                                    "declares."),
                                     QStringLiteral("DIR"));
    const QCommandLineOption caFile = caFileOption();
    const QCommandLineOption insecure(
        QStringLiteral("allow-insecure-mirror"),
        QStringLiteral("Accept plain-HTTP index and bundle URLs (and redirects from HTTPS to "
                       "HTTP). The sha256 still protects each bundle; a warning says so."));
    const QCommandLineOption timeout(
        QStringLiteral("timeout"),
        QStringLiteral("Give up on a bundle whose fetch (index, download, resumes) has not "
                       "finished within SECONDS (default 3600; 0: no deadline, but a transfer "
                       "under 1 KiB/s for 60 s still ends)."),
        QStringLiteral("SECONDS"), QStringLiteral("3600"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Output format: table, json or yaml."),
                                    QStringLiteral("format"), QStringLiteral("table"));
    parser.addOptions(
        {image, manifest, product, stateDirOption(), caFile, insecure, timeout, output});
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    if (parser.isSet(image) && parser.isSet(manifest))
        return usageError(QStringLiteral("give --image or --sideload-manifest, not both"));
    if (!parser.isSet(image) && !parser.isSet(manifest) && !parser.isSet(product))
        return usageError(QStringLiteral("name the bundles: --image IMAGE, --sideload-manifest "
                                         "FILE and/or --product DIR"));
    const auto checked = checkedFormat(parser, output);
    if (!checked)
        return ExitUsage;
    const OutputFormat format = *checked;
    bool secondsOk = false;
    const double seconds = parser.value(timeout).toDouble(&secondsOk);
    if (!secondsOk || !(seconds >= 0 && seconds <= 7 * 86400)) // NaN fails both
        return usageError(QStringLiteral("--timeout needs a number of seconds from 0 to 604800, "
                                         "not \"%1\"")
                              .arg(parser.value(timeout)));

    QList<Sideload::BundleRef> bundles;
    if (parser.isSet(image) || parser.isSet(manifest)) {
        const auto refs = parser.isSet(image)
                              ? Sideload::BundleManifest::readImage(parser.value(image))
                              : Sideload::BundleManifest::readFile(parser.value(manifest));
        if (!refs)
            return reportError(refs.error());
        bundles << *refs;
    }
    if (parser.isSet(product)) {
        const auto refs = Sideload::BundleManifest::readProduct(parser.value(product));
        if (!refs)
            return reportError(refs.error());
        bundles << *refs;
    }
    if (auto unique = Sideload::BundleManifest::checkUniqueMountPaths(bundles); !unique)
        return reportError(unique.error());

    Sideload::FetchOptions options;
    options.caFile = parser.value(caFile);
    options.deadlineMs = int(seconds * 1000);
    options.allowInsecureMirror = parser.isSet(insecure);
    if (options.allowInsecureMirror) {
        printWarnings({QStringLiteral("--allow-insecure-mirror: plain-HTTP mirror URLs are "
                                      "accepted; each bundle is still checked against its "
                                      "sha256, but anyone on the network path sees and can "
                                      "delay what is fetched")});
    }
    Sideload::BundleFetcher fetcher(
        Sideload::SideloadCache(parser.value(QStringLiteral("state-dir"))), options);
    ProgressLine line;
    const auto fetched = fetcher.fetchAll(
        bundles, nullptr, [&line](const Sideload::FetchProgress &p) { line.show(p); });
    line.finish();
    if (!fetched)
        return reportError(fetched.error());

    if (format == OutputFormat::Table) {
        QList<QStringList> rows;
        for (const auto &f : *fetched) {
            rows << QStringList{printable(f.bundle.name),
                                f.bundle.version.isEmpty() ? QStringLiteral("-")
                                                           : printable(f.bundle.version),
                                f.fromCache ? QStringLiteral("cached") : QStringLiteral("fetched"),
                                f.bundle.mountPath, f.entry.path};
        }
        printOut(
            formatTable({QStringLiteral("NAME"), QStringLiteral("VERSION"),
                         QStringLiteral("STATUS"), QStringLiteral("MOUNT"), QStringLiteral("PATH")},
                        rows));
        return ExitOk;
    }
    QJsonArray list;
    for (const auto &f : *fetched) {
        list.append(QJsonObject{{QStringLiteral("name"), f.bundle.name},
                                {QStringLiteral("version"), f.bundle.version},
                                {QStringLiteral("sha256"), f.bundle.sha256},
                                {QStringLiteral("mountPath"), f.bundle.mountPath},
                                {QStringLiteral("path"), f.entry.path},
                                {QStringLiteral("fromCache"), f.fromCache}});
    }
    printData(list, format);
    return ExitOk;
}

int runList(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption output = outputOption();
    parser.addOptions({stateDirOption(), output});
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    const auto checked = checkedFormat(parser, output);
    if (!checked)
        return ExitUsage;
    const OutputFormat format = *checked;
    const Sideload::SideloadCache cache(parser.value(QStringLiteral("state-dir")));
    QStringList warnings;
    const auto listed = cache.entries(&warnings);
    if (!listed)
        return reportError(listed.error());
    printWarnings(warnings);
    const QList<Sideload::CacheEntry> &entries = *listed;
    if (format == OutputFormat::Table) {
        QList<QStringList> rows;
        for (const auto &e : entries) {
            rows << QStringList{
                e.name.isEmpty() ? QStringLiteral("?") : printable(e.name),
                e.version.isEmpty() ? QStringLiteral("-") : printable(e.version), e.sha256.left(12),
                humanBytes(e.treeBytes),
                e.lastUsed.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))};
        }
        printOut(formatTable({QStringLiteral("NAME"), QStringLiteral("VERSION"),
                              QStringLiteral("SHA256"), QStringLiteral("SIZE"),
                              QStringLiteral("LAST USED")},
                             rows));
        return ExitOk;
    }
    QJsonArray list;
    for (const auto &e : entries) {
        list.append(
            QJsonObject{{QStringLiteral("name"), e.name},
                        {QStringLiteral("version"), e.version},
                        {QStringLiteral("sha256"), e.sha256},
                        {QStringLiteral("path"), e.path},
                        {QStringLiteral("bytes"), e.treeBytes},
                        {QStringLiteral("archiveBytes"), e.archiveBytes},
                        {QStringLiteral("lastUsed"), e.lastUsed.toUTC().toString(Qt::ISODate)}});
    }
    printData(list, format);
    return ExitOk;
}

int runPrune(const Command &command, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption keep(QStringLiteral("keep"),
                                  QStringLiteral("Keep the N most recently used bundles "
                                                 "(default 3)."),
                                  QStringLiteral("N"), QStringLiteral("3"));
    parser.addOptions({stateDirOption(), keep});
    if (const int code = parseOrExit(parser, command, args); code >= 0)
        return code;
    bool ok = false;
    const int n = parser.value(keep).toInt(&ok);
    if (!ok || n < 0)
        return usageError(QStringLiteral("--keep takes a number, 0 or more"));
    const Sideload::SideloadCache cache(parser.value(QStringLiteral("state-dir")));
    QStringList warnings;
    const auto removed = cache.prune(n, &warnings);
    if (!removed)
        return reportError(removed.error());
    printWarnings(warnings);
    for (const auto &e : *removed) {
        printOut(QStringLiteral("removed %1 %2 (%3)\n")
                     .arg(printable(e.name), printable(e.version), humanBytes(e.treeBytes)));
    }
    return ExitOk;
}

} // namespace

QList<Command> sideloadCommands()
{
    Command fetch;
    fetch.words = {QStringLiteral("sideload"), QStringLiteral("fetch")};
    fetch.group = CommandGroup::Sideload;
    fetch.synopsis = QStringLiteral("[--image IMAGE | --sideload-manifest FILE] [--product DIR] "
                                    "[--state-dir DIR] [--ca-file FILE] [--allow-insecure-mirror] "
                                    "[--timeout SECONDS] [-o table|json|yaml]");
    fetch.description = QStringLiteral(
        "Fetch, verify (sha256) and cache the GPU library bundles an image and a product need. "
        "Index: NORSK_CTL_SIDELOAD_INDEX_URL, or the published one.");
    fetch.examples = {
        {QStringLiteral("Fetch the bundles a product's media image needs into the cache"),
         QStringLiteral("accelctl sideload fetch --product ./my-product"),
         QStringLiteral("a product folder, its media image and the bundle mirror")},
    };
    fetch.run = [fetch](const QStringList &args) { return runFetch(fetch, args); };

    Command list;
    list.words = {QStringLiteral("sideload"), QStringLiteral("list")};
    list.group = CommandGroup::Sideload;
    list.synopsis = QStringLiteral("[--state-dir DIR] [-o table|json|yaml]");
    list.description = QStringLiteral("List the cached bundles, their sizes and last use.");
    list.examples = {
        {QStringLiteral("The bundles in the cache"), QStringLiteral("accelctl sideload list")},
    };
    list.run = [list](const QStringList &args) { return runList(list, args); };

    Command prune;
    prune.words = {QStringLiteral("sideload"), QStringLiteral("prune")};
    prune.group = CommandGroup::Sideload;
    prune.synopsis = QStringLiteral("[--keep N] [--state-dir DIR]");
    prune.description = QStringLiteral("Delete all but the N most recently used bundles, and "
                                       "what dead fetches left (partial downloads, temporary "
                                       "trees, stale locks).");
    prune.examples = {
        {QStringLiteral("Keep the three most recently used bundles, remove the rest"),
         QStringLiteral("accelctl sideload prune --keep 3")},
    };
    prune.run = [prune](const QStringList &args) { return runPrune(prune, args); };
    return {fetch, list, prune};
}

} // namespace Accel::Cli
