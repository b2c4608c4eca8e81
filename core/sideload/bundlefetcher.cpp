// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "bundlefetcher.h"
#include "sideloadcodes.h"
#include "sideloadtr.h"

#include "excerpt.h"
#include "httpfetch.h"
#include "logging.h"
#include "printable.h"
#include "resourcelimits.h"
#include "sha256.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QSslConfiguration>
#include <QStorageInfo>

#include <unistd.h>

namespace Accel::Sideload {

namespace {

tl::unexpected<Error> cancelled()
{
    return fail(Code::SIDELOAD_CANCELLED, Tr::tr("the fetch was cancelled"));
}

bool isCancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load();
}

/// One GET through HttpFetch with the fetch's options, deadline and cancel flag; errors
/// described with the URL and a fix.
class Transfer
{
public:
    using Outcome = HttpFetch::Outcome;
    using Failure = HttpFetch::Failure;

    Transfer(const FetchOptions &options, QSslConfiguration ssl, const QDeadlineTimer &deadline,
             const std::atomic<bool> *cancel)
        : m_options(options)
    {
        m_fetch.ssl = std::move(ssl);
        m_fetch.idleTimeoutMs = options.idleTimeoutMs;
        m_fetch.deadline = deadline;
        m_fetch.lowSpeedBytesPerSecond = options.lowSpeedBytesPerSecond;
        m_fetch.lowSpeedWindowMs = options.lowSpeedWindowMs;
        m_fetch.maxRedirects = options.maxRedirects;
        m_fetch.allowInsecure = options.allowInsecureMirror;
        m_fetch.maxHeaderBytes = Limits::value(Limits::ResponseHeaderBytes);
        m_fetch.cancel = cancel;
    }

    Outcome get(const QUrl &url, const HttpFetch::Headers &headers,
                const HttpFetch::HeadFunction &onHead, const HttpFetch::DataFunction &onData)
    {
        if (url.scheme() == QLatin1String("http") && m_options.allowInsecureMirror)
            qCWarning(lcSideload) << "fetching" << url.toDisplayString()
                                  << "over plain HTTP (--allow-insecure-mirror)";
        return HttpFetch::get(url, headers, m_fetch, onHead, onData);
    }

    /// The error of a finished transfer that did not succeed, with the URL and a fix.
    Error describe(const Outcome &outcome, const QUrl &url) const
    {
        const QString where = printable(excerpt(url.toDisplayString()));
        const QString last = printable(excerpt(outcome.finalUrl.toDisplayString()));
        switch (outcome.failure) {
        case Failure::None:
        case Failure::Rejected:
            break;
        case Failure::Cancelled:
            return Error::of(Code::SIDELOAD_CANCELLED, Tr::tr("the fetch was cancelled"), {});
        case Failure::Tls:
            return Error::of(Code::SIDELOAD_TLS,
                             Tr::tr("the TLS certificate of %1 was not accepted: %2")
                                 .arg(last, outcome.errorString),
                             Tr::tr("For a mirror with a private CA, pass its CA certificate with "
                                    "--ca-file (certificate verification is never switched off)"));
        case Failure::IdleTimeout:
            return Error::of(
                Code::SIDELOAD_TIMEOUT,
                Tr::tr("%1 sent nothing for %2 s").arg(last).arg(m_options.idleTimeoutMs / 1000.0),
                Tr::tr("Check the network path to the server, then retry; the download "
                       "resumes where it stopped"));
        case Failure::Deadline:
            return Error::of(
                Code::SIDELOAD_TIMEOUT,
                Tr::tr("%1 did not finish within the deadline of %2 s")
                    .arg(last)
                    .arg(m_options.deadlineMs / 1000.0),
                Tr::tr("Retry on a faster link (the download resumes where it stopped), "
                       "or allow more time with --timeout SECONDS"));
        case Failure::LowSpeed:
            return Error::of(
                Code::SIDELOAD_TIMEOUT,
                Tr::tr("%1 sent only %2 bytes in %3 s, slower than the %4 bytes/s a "
                       "download must keep up")
                    .arg(last)
                    .arg(outcome.windowBytes)
                    .arg(m_options.lowSpeedWindowMs / 1000.0)
                    .arg(m_options.lowSpeedBytesPerSecond),
                Tr::tr("Check the network path to the mirror, then retry; the download "
                       "resumes where it stopped"));
        case Failure::TooManyRedirects:
            return Error::of(
                Code::SIDELOAD_REDIRECTS,
                Tr::tr("%1 redirected more than %2 times").arg(where).arg(m_options.maxRedirects),
                Tr::tr("The server's redirects loop; fix the mirror's configuration"));
        case Failure::InsecureRedirect:
            return Error::of(
                Code::SIDELOAD_REDIRECTS,
                Tr::tr("%1 redirected from HTTPS to plain HTTP (%2)").arg(where, last),
                Tr::tr("Serve the bundle over HTTPS, or accept plain HTTP with "
                       "--allow-insecure-mirror (the sha256 still protects the bundle)"));
        case Failure::Insecure:
            return Error::of(
                Code::SIDELOAD_INSECURE,
                Tr::tr("%1 is a plain-HTTP URL; mirrors are fetched over HTTPS only").arg(last),
                Tr::tr("Serve the mirror over HTTPS, or pass --allow-insecure-mirror "
                       "to accept plain HTTP (the sha256 still protects the bundle, but "
                       "anyone on the path sees what is fetched)"));
        case Failure::UnsupportedScheme:
            return unsupportedScheme(outcome.finalUrl);
        case Failure::UnsupportedRedirect:
            return Error::of(
                Code::SIDELOAD_REDIRECTS,
                Tr::tr("%1 redirected to %2, which is not an https URL; only https (and, with "
                       "--allow-insecure-mirror, http) is fetched")
                    .arg(where, last),
                Tr::tr("Fix the mirror's redirect to point at an https URL"));
        case Failure::HeadersTooLarge:
            //: %1 is a URL
            return Limits::exceeded(Limits::ResponseHeaderBytes,
                                    Tr::tr("the response headers of %1").arg(last));
        case Failure::Dropped:
        case Failure::Network:
        case Failure::Protocol:
            return Error::of(Code::SIDELOAD_NETWORK,
                             Tr::tr("cannot fetch %1: %2").arg(last, outcome.errorString),
                             Tr::tr("Check the URL and the network, then retry"));
        }
        if (outcome.status > 0) {
            return Error::of(Code::SIDELOAD_HTTP,
                             Tr::tr("GET %1 answered %2 %3")
                                 .arg(where)
                                 .arg(outcome.status)
                                 .arg(printable(excerpt(outcome.reason))),
                             outcome.status == 404
                                 ? Tr::tr("The index lists a bundle the server does not have; "
                                          "check the mirror")
                                 : Tr::tr("Try again later, or check the server's logs"));
        }
        return Error::of(Code::SIDELOAD_NETWORK, Tr::tr("cannot fetch %1").arg(where),
                         Tr::tr("Check the URL and the network, then retry"));
    }

    /// The one refusal of a URL whose scheme is neither https nor (allowed) http.
    static Error unsupportedScheme(const QUrl &url)
    {
        //: %1 a URL, %2 its scheme
        return Error::of(
            Code::SIDELOAD_INSECURE,
            Tr::tr("%1: the scheme \"%2\" is not fetched; bundles and indexes come "
                   "over https only")
                .arg(printable(excerpt(url.toDisplayString())), printable(excerpt(url.scheme()))),
            Tr::tr("Publish the index and its bundles at https URLs (plain http only "
                   "with --allow-insecure-mirror; file:, ftp: and other schemes "
                   "never)"));
    }

private:
    const FetchOptions &m_options;
    HttpFetch::Options m_fetch;
};

Result<QSslConfiguration> sslConfiguration(const FetchOptions &options)
{
    QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
    if (!options.caFile.isEmpty()) {
        const QList<QSslCertificate> certificates =
            QSslCertificate::fromPath(options.caFile, QSsl::Pem);
        if (certificates.isEmpty()) {
            return fail(
                Code::SIDELOAD_CA_FILE,
                Tr::tr("no PEM certificate could be read from the CA file %1").arg(options.caFile),
                Tr::tr("Pass the mirror's CA certificate in PEM form"));
        }
        ssl.addCaCertificates(certificates);
    }
    return ssl;
}

bool isDroppedConnection(HttpFetch::Failure failure)
{
    return failure == HttpFetch::Failure::Dropped;
}

} // namespace

BundleFetcher::BundleFetcher(SideloadCache cache, FetchOptions options)
    : m_cache(std::move(cache))
    , m_options(std::move(options))
{}

Result<void> BundleFetcher::checkCaFile(const QString &path)
{
    FetchOptions options;
    options.caFile = path;
    if (const auto ssl = sslConfiguration(options); !ssl)
        return tl::unexpected(ssl.error());
    return {};
}

Result<QList<FetchedBundle>> BundleFetcher::fetchAll(const QList<BundleRef> &bundles,
                                                     const std::atomic<bool> *cancel,
                                                     const ProgressFunction &progress)
{
    QList<FetchedBundle> fetched;
    for (const BundleRef &bundle : bundles) {
        auto one = fetch(bundle, cancel, progress);
        if (!one)
            return tl::unexpected(one.error());
        fetched << *one;
    }
    return fetched;
}

Result<FetchedBundle> BundleFetcher::fetch(const BundleRef &bundle, const std::atomic<bool> *cancel,
                                           const ProgressFunction &progress)
{
    const auto report = [&](FetchProgress::Phase phase, qint64 bytes = 0, qint64 total = -1) {
        if (progress)
            progress(FetchProgress{phase, bundle.displayName(), bytes, total});
    };
    // Nothing in the cache is served, locked or written through unless this program made it.
    if (auto ours = m_cache.checkEntryName(bundle.sha256); !ours)
        return tl::unexpected(ours.error());
    // A cached bundle needs no lock, no index and no network.
    if (m_cache.contains(bundle.sha256)) {
        m_cache.touch(bundle.sha256);
        report(FetchProgress::Phase::Done);
        return FetchedBundle{bundle, *m_cache.entry(bundle.sha256), true};
    }
    if (auto ok = m_cache.ensureLayout(); !ok)
        return tl::unexpected(ok.error());
    // What killed fetches left: their temporary trees, locks and (old) partial downloads.
    m_cache.removeLeftovers(SideloadCache::Leftovers::OfDeadFetches);

    // One fetcher per bundle across processes: the others wait here, then reuse its entry.
    QLockFile lock(m_cache.lockPath(bundle.sha256));
    lock.setStaleLockTime(0); // a download may take long; a dead holder is detected by its PID
    QElapsedTimer waited;
    waited.start();
    bool reportedWait = false;
    while (!lock.tryLock(100)) {
        if (lock.error() == QLockFile::PermissionError || lock.error() == QLockFile::UnknownError) {
            return fail(
                Code::SIDELOAD_CACHE,
                Tr::tr("cannot create the lock file %1").arg(m_cache.lockPath(bundle.sha256)),
                Tr::tr("Check the permissions of %1").arg(m_cache.root()));
        }
        if (isCancelled(cancel))
            return cancelled();
        if (waited.elapsed() > m_options.lockTimeoutMs) {
            return fail(Code::SIDELOAD_LOCKED,
                        Tr::tr("another process has been fetching %1 for over %2 minutes")
                            .arg(bundle.displayName())
                            .arg(m_options.lockTimeoutMs / 60000),
                        Tr::tr("Wait for it, or remove %1 if no fetch is running")
                            .arg(m_cache.lockPath(bundle.sha256)));
        }
        if (!reportedWait) {
            report(FetchProgress::Phase::Waiting);
            reportedWait = true;
        }
    }
    if (m_cache.contains(bundle.sha256)) {
        m_cache.touch(bundle.sha256);
        report(FetchProgress::Phase::Done);
        return FetchedBundle{bundle, *m_cache.entry(bundle.sha256), true};
    }
    // The deadline counts from here: waiting for another process's fetch is not ours.
    const QDeadlineTimer deadline(m_options.deadlineMs > 0 ? qint64(m_options.deadlineMs)
                                                           : qint64(QDeadlineTimer::Forever));
    return fetchLocked(bundle, deadline, cancel, progress);
}

Result<IndexEntry> BundleFetcher::lookUp(const BundleRef &bundle, const QDeadlineTimer &deadline,
                                         const std::atomic<bool> *cancel,
                                         const ProgressFunction &progress)
{
    if (!m_index) {
        if (progress)
            progress(FetchProgress{FetchProgress::Phase::Index, bundle.displayName(), 0, -1});
        const auto ssl = sslConfiguration(m_options);
        if (!ssl)
            return tl::unexpected(ssl.error());
        Transfer transfer(m_options, *ssl, deadline, cancel);
        QByteArray body;
        bool tooLarge = false;
        const qint64 maxIndexBytes = Limits::value(Limits::SideloadIndexBytes);
        const auto outcome = transfer.get(
            m_options.indexUrl, {},
            [](int status, const HttpFetch::Headers &) { return status == 200; },
            [&](const char *data, qint64 size) {
                body.append(data, size);
                tooLarge = body.size() > maxIndexBytes;
                return !tooLarge;
            });
        if (outcome.failure == HttpFetch::Failure::Cancelled)
            return cancelled();
        if (tooLarge) {
            //: %1 is the index URL
            return tl::unexpected(Limits::exceeded(
                Limits::SideloadIndexBytes,
                Tr::tr("the sideload index at %1").arg(m_options.indexUrl.toDisplayString())));
        }
        if (!outcome.ok())
            return tl::unexpected(transfer.describe(outcome, m_options.indexUrl));
        auto index = SideloadIndex::parse(body, m_options.indexUrl);
        if (!index)
            return tl::unexpected(index.error());
        m_index = *index;
    }
    auto entry = m_index->find(bundle);
    if (entry && HttpFetch::schemeFailure(entry->url, m_options.allowInsecureMirror) ==
                     HttpFetch::Failure::UnsupportedScheme)
        return tl::unexpected(Transfer::unsupportedScheme(entry->url));
    if (entry && entry->url.scheme() == QLatin1String("http") && !m_options.allowInsecureMirror) {
        return fail(Code::SIDELOAD_INSECURE,
                    Tr::tr("the sideload index at %1 lists %2 at the plain-HTTP URL %3; bundles "
                           "are fetched over HTTPS only")
                        .arg(m_options.indexUrl.toDisplayString(), bundle.displayName(),
                             printable(excerpt(entry->url.toDisplayString()))),
                    Tr::tr("Publish the bundle over HTTPS, or pass --allow-insecure-mirror to "
                           "accept plain HTTP (the sha256 still protects the bundle)"));
    }
    return entry;
}

Result<FetchedBundle> BundleFetcher::fetchLocked(const BundleRef &bundle,
                                                 const QDeadlineTimer &deadline,
                                                 const std::atomic<bool> *cancel,
                                                 const ProgressFunction &progress)
{
    const QString name = bundle.displayName();
    const auto report = [&](FetchProgress::Phase phase, qint64 bytes, qint64 total) {
        if (progress)
            progress(FetchProgress{phase, name, bytes, total});
    };
    const auto entry = lookUp(bundle, deadline, cancel, progress);
    if (!entry)
        return tl::unexpected(entry.error());
    const auto ssl = sslConfiguration(m_options);
    if (!ssl)
        return tl::unexpected(ssl.error());

    // Without a declared size, a download may grow to the download limit only; with one, the
    // file system must have room for it before a byte is fetched.
    const qint64 maxDownload =
        entry->size >= 0 ? entry->size : Limits::value(Limits::DownloadBytes);
    const QStorageInfo storage(m_cache.root());
    if (entry->size > 0 && storage.isValid() && storage.bytesAvailable() >= 0 &&
        storage.bytesAvailable() < entry->size) {
        return fail(Code::SIDELOAD_CACHE,
                    Tr::tr("%1 needs %2 bytes, but the file system of %3 has %4 free")
                        .arg(name)
                        .arg(entry->size)
                        .arg(m_cache.root())
                        .arg(storage.bytesAvailable()),
                    Tr::tr("Free some space, or prune the cache (accelctl sideload prune)"));
    }

    // Download into .partial/<sha256>, hashing as the bytes arrive, resuming what an earlier
    // attempt (or an earlier run) left there.
    const QString partPath = m_cache.partialPath(bundle.sha256);
    const auto partFd = m_cache.openPartial(bundle.sha256); // never through a link
    if (!partFd)
        return tl::unexpected(partFd.error());
    QFile part;
    if (!part.open(*partFd, QIODevice::ReadWrite, QFileDevice::AutoCloseHandle)) {
        ::close(*partFd);
        return fail(Code::SIDELOAD_CACHE,
                    Tr::tr("cannot write %1: %2").arg(partPath, part.errorString()));
    }
    Sha256 hash;
    qint64 have = 0;
    if (part.size() > 0 && part.size() <= maxDownload) {
        QByteArray buffer(4 << 20, Qt::Uninitialized);
        for (qint64 n; (n = part.read(buffer.data(), buffer.size())) > 0;) {
            hash.add(buffer.constData(), n);
            have += n;
        }
    } else {
        part.resize(0);
    }
    part.seek(have);
    const auto restart = [&] {
        part.resize(0);
        part.seek(0);
        hash.reset();
        have = 0;
    };

    Transfer transfer(m_options, *ssl, deadline, cancel);
    bool tooLong = false;
    const auto download = [&]() -> Result<void> {
        for (int attempt = 0;; ++attempt) {
            HttpFetch::Headers headers;
            if (have > 0)
                headers.append({"Range", "bytes=" + QByteArray::number(have) + '-'});
            bool startOver = false;
            QString writeError;
            const auto outcome = transfer.get(
                entry->url, headers,
                [&](int status, const HttpFetch::Headers &reply) {
                    if (status == 200 && have > 0) {
                        restart(); // the server ignored the Range: take it from the start
                        return true;
                    }
                    if (status == 206) {
                        const QByteArray range = HttpFetch::header(reply, "content-range");
                        const QByteArray start = range.mid(6).split('-').value(0); // bytes N-M/T
                        if (!range.startsWith("bytes ") || start.toLongLong() != have) {
                            startOver = true;
                            return false;
                        }
                        return true;
                    }
                    if (status == 416) { // nothing past our bytes: they cannot be right
                        startOver = true;
                        return false;
                    }
                    return status == 200;
                },
                [&](const char *data, qint64 size) {
                    if (have + size > maxDownload) {
                        tooLong = true;
                        return false;
                    }
                    if (part.write(data, size) != size) {
                        writeError = part.errorString();
                        return false;
                    }
                    hash.add(data, size);
                    have += size;
                    report(FetchProgress::Phase::Downloading, have, entry->size);
                    return true;
                });
            if (outcome.failure == HttpFetch::Failure::Cancelled) {
                part.flush();
                return cancelled(); // the partial download stays, to resume next time
            }
            if (!writeError.isEmpty()) {
                part.close();
                m_cache.removePartial(bundle.sha256);
                return fail(Code::SIDELOAD_CACHE,
                            Tr::tr("cannot write %1: %2").arg(partPath, writeError),
                            Tr::tr("Free some space in %1, or prune the cache "
                                   "(accelctl sideload prune)")
                                .arg(m_cache.root()));
            }
            if (tooLong)
                return {}; // reported by the caller: a size mismatch or the download limit
            if (startOver && attempt < m_options.maxResumes) {
                restart();
                continue;
            }
            if (outcome.ok())
                return {};
            if (isDroppedConnection(outcome.failure) && attempt < m_options.maxResumes &&
                !deadline.hasExpired()) {
                qCInfo(lcSideload)
                    << "download of" << name << "dropped at" << have << "bytes; resuming";
                continue;
            }
            part.flush();
            return tl::unexpected(transfer.describe(outcome, entry->url));
        }
    };

    // A partial file of the full size is an earlier download that was never extracted: it was
    // hashed on the way in, so check it before fetching anything.
    QString actual;
    if (entry->size >= 0 && have == entry->size) {
        actual = hash.hexDigest();
        if (actual != bundle.sha256) {
            restart();
            actual.clear();
        }
    }
    if (actual.isEmpty()) {
        if (auto ok = download(); !ok) {
            // Keep a partial download to resume; an empty one is worth nothing.
            if (have == 0) {
                part.close();
                m_cache.removePartial(bundle.sha256);
            }
            return tl::unexpected(ok.error());
        }
        actual = hash.hexDigest();
    }
    part.close();

    if (tooLong && entry->size < 0) {
        m_cache.removePartial(bundle.sha256);
        //: %1 is the bundle, %2 its URL
        Error error =
            Limits::exceeded(Limits::DownloadBytes,
                             Tr::tr("%1 from %2 (the index declares no size)")
                                 .arg(name, printable(excerpt(entry->url.toDisplayString()))));
        error.hint = Tr::tr("Nothing was kept. Declare the bundle's \"size\" in the index; %1")
                         .arg(error.hint);
        return tl::unexpected(error);
    }
    if (entry->size >= 0 && (tooLong || have != entry->size)) {
        m_cache.removePartial(bundle.sha256);
        return fail(
            Code::SIDELOAD_SIZE_MISMATCH,
            Tr::tr("%1 from %2 is %3 bytes, the index says %4")
                .arg(name, printable(excerpt(entry->url.toDisplayString())))
                .arg(tooLong ? Tr::tr("more than %1").arg(entry->size) : QString::number(have))
                .arg(entry->size),
            Tr::tr("The mirror serves a different file than its index lists; nothing "
                   "was mounted"));
    }
    if (actual != bundle.sha256) {
        m_cache.removePartial(bundle.sha256);
        return fail(
            Code::SIDELOAD_HASH_MISMATCH,
            Tr::tr("%1 from %2 has sha256 %3, expected %4; it was deleted and not "
                   "mounted")
                .arg(name, printable(excerpt(entry->url.toDisplayString())), actual, bundle.sha256),
            Tr::tr("The bundle's libraries must match the engine build exactly; check "
                   "that the mirror (%1) serves the bundle the image names")
                .arg(QLatin1String(SideloadIndex::MirrorVariable)));
    }

    // Extract beside the cache entries, then rename into place. The tree may grow to the size
    // the index declares, else to the extracted-bytes limit, a ratio of the archive and what
    // the file system has free.
    const auto temp = m_cache.makeTempDir(bundle.sha256);
    if (!temp)
        return tl::unexpected(temp.error());
    ExtractLimits limits = m_options.limits;
    if (entry->unpackedSize >= 0) {
        limits.maxTotalBytes = std::min(limits.maxTotalBytes, entry->unpackedSize);
        limits.declaredTotalBytes = entry->unpackedSize;
    } else {
        const qint64 ratio = Limits::value(Limits::ExtractionRatio);
        if (have > 0 && have < limits.maxTotalBytes / ratio)
            limits.maxTotalBytes = std::max<qint64>(have * ratio, 1 << 20);
        limits.ratioCapped = limits.maxTotalBytes < m_options.limits.maxTotalBytes;
    }
    report(FetchProgress::Phase::Extracting, 0, have);
    const auto stats = BundleExtractor::extract(partPath, *temp, limits, cancel, [&](qint64 read) {
        report(FetchProgress::Phase::Extracting, read, have);
    });
    if (!stats) {
        m_cache.removeTempDir(*temp);
        if (stats.error().code != Code::SIDELOAD_CANCELLED)
            m_cache.removePartial(
                bundle.sha256); // verified bytes, but an archive we will never accept
        return tl::unexpected(stats.error());
    }
    auto installed = m_cache.install(*temp, bundle, have, stats->bytes);
    if (!installed)
        return tl::unexpected(installed.error());
    m_cache.removePartial(bundle.sha256);
    report(FetchProgress::Phase::Done, have, have);
    return FetchedBundle{bundle, *installed, false};
}

} // namespace Accel::Sideload
