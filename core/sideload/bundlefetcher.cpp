// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "bundlefetcher.h"

#include "logging.h"
#include "sha256.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QLockFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSslConfiguration>
#include <QThread>
#include <QTimer>

namespace Accel::Sideload {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Accel::Sideload)
};

constexpr qint64 MaxIndexBytes = 16 << 20;
constexpr qint64 ReadChunkBytes = 1 << 20;

tl::unexpected<Error> cancelled()
{
    return fail(QStringLiteral("SIDELOAD_CANCELLED"), Tr::tr("the fetch was cancelled"));
}

bool isCancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load();
}

/// One HTTP GET on a local event loop in the calling thread, with TLS verification, a redirect
/// limit, an idle timeout and cancellation. The body is handed over chunk by chunk.
class Transfer
{
public:
    struct Outcome
    {
        int status = 0;
        QString reason;
        QNetworkReply::NetworkError error = QNetworkReply::NoError;
        QString errorString;
        bool cancelled = false;
        bool rejected = false; ///< onMeta or onData said stop
        QUrl finalUrl;
    };
    /// Returns false to stop the transfer (the reply is aborted).
    using MetaFunction = std::function<bool(int status, QNetworkReply &reply)>;
    using DataFunction = std::function<bool(const char *data, qint64 size)>;

    Transfer(const FetchOptions &options, QSslConfiguration ssl, const std::atomic<bool> *cancel)
        : m_options(options)
        , m_ssl(std::move(ssl))
        , m_cancel(cancel)
    {}

    Outcome get(const QUrl &url, const QList<std::pair<QByteArray, QByteArray>> &headers,
                const MetaFunction &onMeta, const DataFunction &onData)
    {
        Outcome outcome;
        QNetworkAccessManager nam;
        QNetworkRequest request(url);
        request.setSslConfiguration(m_ssl);
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                             QNetworkRequest::NoLessSafeRedirectPolicy);
        request.setMaximumRedirectsAllowed(m_options.maxRedirects);
        request.setTransferTimeout(m_options.idleTimeoutMs);
        request.setRawHeader("User-Agent", "accel-console/" ACCEL_VERSION);
        for (const auto &[name, value] : headers)
            request.setRawHeader(name, value);

        QNetworkReply *reply = nam.get(request);
        // Bounded: when the disk is slower than the network, Qt stops reading the socket
        // instead of queueing the whole bundle in memory.
        reply->setReadBufferSize(4 << 20);
        QEventLoop loop;
        bool metaSeen = false;
        const auto meta = [&] {
            if (metaSeen)
                return true;
            metaSeen = true;
            outcome.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            outcome.reason =
                reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
            // file:// mirrors have no status: reading them worked or it is an error.
            if (outcome.status == 0 && reply->error() == QNetworkReply::NoError)
                outcome.status = 200;
            if (!onMeta(outcome.status, *reply)) {
                outcome.rejected = true;
                // An error status finishes by itself (its body is an error page we drop);
                // aborting it too would report the error twice.
                if (outcome.status < 400)
                    reply->abort();
                return false;
            }
            return true;
        };
        QObject::connect(reply, &QNetworkReply::readyRead, &loop, [&] {
            if (outcome.rejected || !meta())
                return;
            while (reply->bytesAvailable() > 0) {
                const QByteArray chunk = reply->read(ReadChunkBytes);
                if (!onData(chunk.constData(), chunk.size())) {
                    outcome.rejected = true;
                    reply->abort();
                    return;
                }
            }
        });
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
            if (isCancelled(m_cancel) && !reply->isFinished()) {
                outcome.cancelled = true;
                reply->abort();
            }
        });
        poll.start(50);
        if (!reply->isFinished())
            loop.exec();
        poll.stop();

        outcome.error = reply->error();
        outcome.errorString = reply->errorString();
        outcome.finalUrl = reply->url();
        if (outcome.error == QNetworkReply::NoError && !outcome.rejected && meta()) {
            const QByteArray rest = reply->readAll();
            if (!rest.isEmpty() && !onData(rest.constData(), rest.size()))
                outcome.rejected = true;
        } else if (!metaSeen &&
                   reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).isValid()) {
            outcome.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            outcome.reason =
                reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
        }
        if (isCancelled(m_cancel))
            outcome.cancelled = true;
        delete reply;
        return outcome;
    }

    /// The error of a finished transfer that did not succeed, with the URL and a fix.
    Error describe(const Outcome &outcome, const QUrl &url) const
    {
        const QString where = url.toDisplayString();
        if (outcome.status >= 400) {
            return Error{
                QStringLiteral("SIDELOAD_HTTP"),
                Tr::tr("GET %1 answered %2 %3").arg(where).arg(outcome.status).arg(outcome.reason),
                outcome.status == 404 ? Tr::tr("The index lists a bundle the server does not have; "
                                               "check the mirror")
                                      : Tr::tr("Try again later, or check the server's logs")};
        }
        switch (outcome.error) {
        case QNetworkReply::SslHandshakeFailedError:
            return Error{QStringLiteral("SIDELOAD_TLS"),
                         Tr::tr("the TLS certificate of %1 was not accepted: %2")
                             .arg(where, outcome.errorString),
                         Tr::tr("For a mirror with a private CA, pass its CA certificate with "
                                "--ca-file (certificate verification is never switched off)")};
        case QNetworkReply::OperationCanceledError:
        case QNetworkReply::TimeoutError:
            return Error{
                QStringLiteral("SIDELOAD_TIMEOUT"),
                Tr::tr("%1 sent nothing for %2 s").arg(where).arg(m_options.idleTimeoutMs / 1000.0),
                Tr::tr("Check the network path to the server, then retry; the download "
                       "resumes where it stopped")};
        case QNetworkReply::TooManyRedirectsError:
            return Error{
                QStringLiteral("SIDELOAD_REDIRECTS"),
                Tr::tr("%1 redirected more than %2 times").arg(where).arg(m_options.maxRedirects),
                Tr::tr("The server's redirects loop; fix the mirror's configuration")};
        case QNetworkReply::InsecureRedirectError:
            return Error{QStringLiteral("SIDELOAD_REDIRECTS"),
                         Tr::tr("%1 redirected from HTTPS to plain HTTP").arg(where),
                         Tr::tr("Serve the bundle over HTTPS")};
        default:
            return Error{QStringLiteral("SIDELOAD_NETWORK"),
                         Tr::tr("cannot fetch %1: %2").arg(where, outcome.errorString),
                         Tr::tr("Check the URL and the network, then retry")};
        }
    }

private:
    const FetchOptions &m_options;
    QSslConfiguration m_ssl;
    const std::atomic<bool> *m_cancel;
};

Result<QSslConfiguration> sslConfiguration(const FetchOptions &options)
{
    QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
    if (!options.caFile.isEmpty()) {
        const QList<QSslCertificate> certificates =
            QSslCertificate::fromPath(options.caFile, QSsl::Pem);
        if (certificates.isEmpty()) {
            return fail(
                QStringLiteral("SIDELOAD_CA_FILE"),
                Tr::tr("no PEM certificate could be read from the CA file %1").arg(options.caFile),
                Tr::tr("Pass the mirror's CA certificate in PEM form"));
        }
        ssl.addCaCertificates(certificates);
    }
    return ssl;
}

bool isDroppedConnection(QNetworkReply::NetworkError error)
{
    switch (error) {
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::UnknownNetworkError:
    case QNetworkReply::ProtocolFailure:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::TemporaryNetworkFailureError:
        return true;
    default:
        return false;
    }
}

} // namespace

BundleFetcher::BundleFetcher(SideloadCache cache, FetchOptions options)
    : m_cache(std::move(cache))
    , m_options(std::move(options))
{}

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
    // A cached bundle needs no lock, no index and no network.
    if (m_cache.contains(bundle.sha256)) {
        m_cache.touch(bundle.sha256);
        report(FetchProgress::Phase::Done);
        return FetchedBundle{bundle, *m_cache.entry(bundle.sha256), true};
    }
    if (auto ok = m_cache.ensureLayout(); !ok)
        return tl::unexpected(ok.error());

    // One fetcher per bundle across processes: the others wait here, then reuse its entry.
    QLockFile lock(m_cache.lockPath(bundle.sha256));
    lock.setStaleLockTime(0); // a download may take long; a dead holder is detected by its PID
    QElapsedTimer waited;
    waited.start();
    bool reportedWait = false;
    while (!lock.tryLock(100)) {
        if (lock.error() == QLockFile::PermissionError || lock.error() == QLockFile::UnknownError) {
            return fail(
                QStringLiteral("SIDELOAD_CACHE"),
                Tr::tr("cannot create the lock file %1").arg(m_cache.lockPath(bundle.sha256)),
                Tr::tr("Check the permissions of %1").arg(m_cache.root()));
        }
        if (isCancelled(cancel))
            return cancelled();
        if (waited.elapsed() > m_options.lockTimeoutMs) {
            return fail(QStringLiteral("SIDELOAD_LOCKED"),
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
    return fetchLocked(bundle, cancel, progress);
}

Result<IndexEntry> BundleFetcher::lookUp(const BundleRef &bundle, const std::atomic<bool> *cancel,
                                         const ProgressFunction &progress)
{
    if (!m_index) {
        if (progress)
            progress(FetchProgress{FetchProgress::Phase::Index, bundle.displayName(), 0, -1});
        const auto ssl = sslConfiguration(m_options);
        if (!ssl)
            return tl::unexpected(ssl.error());
        Transfer transfer(m_options, *ssl, cancel);
        QByteArray body;
        bool tooLarge = false;
        const auto outcome = transfer.get(
            m_options.indexUrl, {}, [](int status, QNetworkReply &) { return status == 200; },
            [&](const char *data, qint64 size) {
                body.append(data, size);
                tooLarge = body.size() > MaxIndexBytes;
                return !tooLarge;
            });
        if (outcome.cancelled)
            return cancelled();
        if (tooLarge) {
            return fail(QStringLiteral("SIDELOAD_INDEX"),
                        Tr::tr("the sideload index at %1 is larger than %2 MiB")
                            .arg(m_options.indexUrl.toDisplayString())
                            .arg(MaxIndexBytes >> 20));
        }
        if (outcome.error != QNetworkReply::NoError || outcome.rejected)
            return tl::unexpected(transfer.describe(outcome, m_options.indexUrl));
        auto index = SideloadIndex::parse(body, m_options.indexUrl);
        if (!index)
            return tl::unexpected(index.error());
        m_index = *index;
    }
    return m_index->find(bundle);
}

Result<FetchedBundle> BundleFetcher::fetchLocked(const BundleRef &bundle,
                                                 const std::atomic<bool> *cancel,
                                                 const ProgressFunction &progress)
{
    const QString name = bundle.displayName();
    const auto report = [&](FetchProgress::Phase phase, qint64 bytes, qint64 total) {
        if (progress)
            progress(FetchProgress{phase, name, bytes, total});
    };
    const auto entry = lookUp(bundle, cancel, progress);
    if (!entry)
        return tl::unexpected(entry.error());
    const auto ssl = sslConfiguration(m_options);
    if (!ssl)
        return tl::unexpected(ssl.error());

    // Download into .partial/<sha256>, hashing as the bytes arrive, resuming what an earlier
    // attempt (or an earlier run) left there.
    const QString partPath = m_cache.partialPath(bundle.sha256);
    QFile part(partPath);
    if (!part.open(QIODevice::ReadWrite)) {
        return fail(QStringLiteral("SIDELOAD_CACHE"),
                    Tr::tr("cannot write %1: %2").arg(partPath, part.errorString()));
    }
    Sha256 hash;
    qint64 have = 0;
    if (part.size() > 0 && (entry->size < 0 || part.size() <= entry->size)) {
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

    Transfer transfer(m_options, *ssl, cancel);
    const auto download = [&]() -> Result<void> {
        for (int attempt = 0;; ++attempt) {
            QList<std::pair<QByteArray, QByteArray>> headers;
            if (have > 0)
                headers.append({"Range", "bytes=" + QByteArray::number(have) + '-'});
            bool startOver = false;
            bool tooLong = false;
            QString writeError;
            const auto outcome = transfer.get(
                entry->url, headers,
                [&](int status, QNetworkReply &reply) {
                    if (status == 200 && have > 0) {
                        restart(); // the server ignored the Range: take it from the start
                        return true;
                    }
                    if (status == 206) {
                        const QByteArray range = reply.rawHeader("Content-Range");
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
                    if (part.write(data, size) != size) {
                        writeError = part.errorString();
                        return false;
                    }
                    hash.add(data, size);
                    have += size;
                    if (entry->size >= 0 && have > entry->size) {
                        tooLong = true;
                        return false;
                    }
                    report(FetchProgress::Phase::Downloading, have, entry->size);
                    return true;
                });
            if (outcome.cancelled) {
                part.flush();
                return cancelled(); // the partial download stays, to resume next time
            }
            if (!writeError.isEmpty()) {
                part.close();
                QFile::remove(partPath);
                return fail(QStringLiteral("SIDELOAD_CACHE"),
                            Tr::tr("cannot write %1: %2").arg(partPath, writeError),
                            Tr::tr("Free some space in %1, or prune the cache "
                                   "(accelctl sideload prune)")
                                .arg(m_cache.root()));
            }
            if (tooLong)
                return {}; // reported as a size mismatch by the caller
            if (startOver && attempt < m_options.maxResumes) {
                restart();
                continue;
            }
            if (outcome.error == QNetworkReply::NoError && !outcome.rejected)
                return {};
            if (isDroppedConnection(outcome.error) && attempt < m_options.maxResumes) {
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
                QFile::remove(partPath);
            }
            return tl::unexpected(ok.error());
        }
        actual = hash.hexDigest();
    }
    part.close();

    if (entry->size >= 0 && have != entry->size) {
        QFile::remove(partPath);
        return fail(QStringLiteral("SIDELOAD_SIZE_MISMATCH"),
                    Tr::tr("%1 from %2 is %3 bytes, the index says %4")
                        .arg(name, entry->url.toDisplayString())
                        .arg(have)
                        .arg(entry->size),
                    Tr::tr("The mirror serves a different file than its index lists; nothing "
                           "was mounted"));
    }
    if (actual != bundle.sha256) {
        QFile::remove(partPath);
        return fail(QStringLiteral("SIDELOAD_HASH_MISMATCH"),
                    Tr::tr("%1 from %2 has sha256 %3, expected %4; it was deleted and not "
                           "mounted")
                        .arg(name, entry->url.toDisplayString(), actual, bundle.sha256),
                    Tr::tr("The bundle's libraries must match the engine build exactly; check "
                           "that the mirror (%1) serves the bundle the image names")
                        .arg(QLatin1String(SideloadIndex::MirrorVariable)));
    }

    // Extract beside the cache entries, then rename into place.
    const auto temp = m_cache.makeTempDir(bundle.sha256);
    if (!temp)
        return tl::unexpected(temp.error());
    report(FetchProgress::Phase::Extracting, 0, have);
    const auto stats =
        BundleExtractor::extract(partPath, *temp, m_options.limits, cancel, [&](qint64 read) {
            report(FetchProgress::Phase::Extracting, read, have);
        });
    if (!stats) {
        QDir(*temp).removeRecursively();
        if (stats.error().code != QLatin1String("SIDELOAD_CANCELLED"))
            QFile::remove(partPath); // verified bytes, but an archive we will never accept
        return tl::unexpected(stats.error());
    }
    auto installed = m_cache.install(*temp, bundle, have, stats->bytes);
    if (!installed)
        return tl::unexpected(installed.error());
    QFile::remove(partPath);
    report(FetchProgress::Phase::Done, have, have);
    return FetchedBundle{bundle, *installed, false};
}

} // namespace Accel::Sideload
