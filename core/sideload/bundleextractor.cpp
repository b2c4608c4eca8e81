// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// GPU sideload bundles (spec host-accelerators-and-launch.txt, "GPU sideload"): a tar stream,
// checked member by member before libarchive writes it.
#include "bundleextractor.h"
#include "sideloadcodes.h"
#include "sideloadtr.h"

#include "excerpt.h"
#include "logging.h"
#include "printable.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QStorageInfo>

#include <archive.h>
#include <archive_entry.h>
#include <lzma.h>

#include <sys/statvfs.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <limits>
#include <memory>
#include <mutex>

namespace Accel::Sideload {

namespace {
/// A name from the archive (a member, a link's target) as an error shows it: an excerpt (a tar
/// name can be as long as its pax header) with its control characters escaped (issue 32).
QString shownArchiveName(const QByteArray &name)
{
    return printable(excerpt(QFile::decodeName(name)));
}

constexpr size_t ReadBlockBytes = 1 << 20;
constexpr qint64 ProgressStepBytes = 1 << 20;
constexpr qint64 TarRecordBytes = 512;
/// How often the free space of the destination is checked while writing.
constexpr qint64 FreeSpaceStepBytes = 64 << 20;
/// Modes a bundle may give: no setuid, setgid, sticky bit, group or world write.
constexpr mode_t AllowedModeBits = 0755;

/// archive_write_disk swaps the process umask out and back on every header (umask(umask(0))).
/// Two of those interleaved can leave the umask at 0 for good, so our extractions take turns;
/// anything else in the process that calls umask() still races with libarchive.
std::mutex &umaskMutex()
{
    static std::mutex mutex;
    return mutex;
}

struct ReadArchiveDeleter
{
    void operator()(archive *a) const { archive_read_free(a); }
};
struct WriteArchiveDeleter
{
    void operator()(archive *a) const
    {
        const std::lock_guard lock(umaskMutex());
        archive_write_free(a);
    }
};
using ReadArchive = std::unique_ptr<archive, ReadArchiveDeleter>;
using WriteArchive = std::unique_ptr<archive, WriteArchiveDeleter>;

/// What the extraction has put at a path so far (paths relative to the destination).
enum class NodeKind
{
    Invalid = 0,
    Directory,
    File,
    Symlink,
};

struct Node
{
    NodeKind kind = NodeKind::Invalid;
    QByteArray symlinkTarget; ///< for Symlink
};

/// Why a name or target was refused; empty when it was not.
enum class NameProblem
{
    None = 0,
    Empty,
    Absolute,
    DotDot,
};

/// Lexically normalises a member name or hardlink target: drops empty and `.` components and
/// trailing slashes. Any `..` is refused, as libarchive's ARCHIVE_EXTRACT_SECURE_NODOTDOT does.
/// `out` is empty for the bundle's top directory (`./`).
NameProblem normaliseName(const QByteArray &raw, QByteArray *out)
{
    out->clear();
    if (raw.isEmpty())
        return NameProblem::Empty;
    if (raw.startsWith('/'))
        return NameProblem::Absolute;
    for (const QByteArray &part : raw.split('/')) {
        if (part.isEmpty() || part == ".")
            continue;
        if (part == "..")
            return NameProblem::DotDot;
        if (!out->isEmpty())
            out->append('/');
        out->append(part);
    }
    return NameProblem::None;
}

QByteArray parentOf(const QByteArray &path)
{
    const qsizetype slash = path.lastIndexOf('/');
    return slash < 0 ? QByteArray() : path.left(slash);
}

/// How a symlink target resolves from the directory `linkDir` (a normalised path that holds no
/// symlinks, as every member's parent does here).
enum class TargetProblem
{
    None = 0,
    Empty,
    Absolute,
    Escapes,
    ClimbsAfterName,
};

TargetProblem checkSymlinkTarget(const QByteArray &linkDir, const QByteArray &target)
{
    if (target.isEmpty())
        return TargetProblem::Empty;
    if (target.startsWith('/'))
        return TargetProblem::Absolute;
    qsizetype depth = linkDir.isEmpty() ? 0 : linkDir.count('/') + 1;
    bool descended = false;
    for (const QByteArray &part : target.split('/')) {
        if (part.isEmpty() || part == ".")
            continue;
        if (part != "..") {
            descended = true;
            continue;
        }
        // Climbing from the link's own directory is exact: that directory and its parents are
        // real. A `..` after a name climbs from wherever that name leads, which another symlink
        // may have moved (`d -> ..` then `x -> d/../..`).
        if (descended)
            return TargetProblem::ClimbsAfterName;
        if (depth == 0)
            return TargetProblem::Escapes;
        --depth;
    }
    return TargetProblem::None;
}

/// libarchive's "worked, or worked with a warning". ARCHIVE_RETRY (a damaged tar header) sorts
/// above ARCHIVE_WARN, so `r < ARCHIVE_WARN` would let it through.
bool succeeded(int r)
{
    return r == ARCHIVE_OK || r == ARCHIVE_WARN;
}

bool isStorageErrno(int error)
{
    switch (error) {
    case ENOSPC:
    case EDQUOT:
    case EIO:
    case EROFS:
    case EFBIG:
    case EMFILE:
    case ENFILE:
    case EACCES:
    case EPERM:
        return true;
    default:
        return false;
    }
}

QString libarchiveMessage(archive *a)
{
    const char *text = archive_error_string(a);
    return text ? QString::fromLocal8Bit(text) : Tr::tr("unknown libarchive error");
}

constexpr char XzMagic[] = "\xfd"
                           "7zXZ"; // followed by a NUL
constexpr char ZstdMagic[] = "\x28\xb5\x2f\xfd";

/// The window a zstd frame header at DATA declares, in bytes; -1 when it is not a frame header
/// (RFC 8878, 3.1.1.1: Frame_Header_Descriptor, Window_Descriptor, Frame_Content_Size).
qint64 zstdWindowBytes(const QByteArray &data)
{
    if (data.size() < 6 || !data.startsWith(QByteArray(ZstdMagic, 4)))
        return -1;
    const uchar descriptor = uchar(data.at(4));
    const bool singleSegment = descriptor & 0x20;
    if (!singleSegment) {
        const uchar window = uchar(data.at(5));
        const int log = 10 + (window >> 3);
        const qint64 base = qint64(1) << log;
        return base + (base / 8) * (window & 7);
    }
    // A single segment: the window is the content size, after the dictionary id.
    static constexpr int DictionaryIdBytes[] = {0, 1, 2, 4};
    static constexpr int ContentSizeBytes[] = {1, 2, 4, 8};
    const int offset = 5 + DictionaryIdBytes[descriptor & 3];
    const int size = ContentSizeBytes[descriptor >> 6];
    if (data.size() < offset + size)
        return -1;
    quint64 value = 0;
    for (int i = size - 1; i >= 0; --i)
        value = (value << 8) | uchar(data.at(offset + i));
    if (size == 2)
        value += 256;
    return value > quint64(std::numeric_limits<qint64>::max()) ? std::numeric_limits<qint64>::max()
                                                               : qint64(value);
}

/// An xz stream decoded with liblzma under a memory limit and handed to libarchive as a plain
/// tar stream. libarchive 3.6's own xz reader asks liblzma for no limit (and offers no option to
/// set one), so an xz stream that declares a 3 GiB dictionary would have it allocated, and
/// fail, if at all, as "cannot allocate memory" (issue 32).
class XzSource
{
public:
    enum class Failure
    {
        None = 0,
        MemoryLimit, ///< the stream needs more than the decompressor-memory limit
        Corrupt,     ///< not xz, damaged or truncated
        Read,        ///< the file cannot be read
    };

    explicit XzSource(const QString &path, quint64 memoryLimit)
        : m_file(path)
        , m_memoryLimit(memoryLimit)
    {}
    ~XzSource() { lzma_end(&m_stream); }
    XzSource(const XzSource &) = delete;
    XzSource &operator=(const XzSource &) = delete;

    bool open()
    {
        if (!m_file.open(QIODevice::ReadOnly))
            return false;
        return lzma_stream_decoder(&m_stream, m_memoryLimit, LZMA_CONCATENATED) == LZMA_OK;
    }

    static la_ssize_t read(archive *a, void *self, const void **buffer)
    {
        return static_cast<XzSource *>(self)->next(a, buffer);
    }

    Failure failure() const { return m_failure; }
    quint64 memoryNeeded() const { return m_memoryNeeded; }
    QString errorString() const { return m_errorString; }
    qint64 compressedBytes() const { return m_compressed; }

private:
    la_ssize_t next(archive *a, const void **buffer)
    {
        if (m_ended)
            return 0;
        m_out.resize(ReadBlockBytes);
        m_stream.next_out = reinterpret_cast<uint8_t *>(m_out.data());
        m_stream.avail_out = size_t(m_out.size());
        while (m_stream.avail_out == size_t(m_out.size())) {
            if (m_stream.avail_in == 0 && !m_inputEnded) {
                m_in.resize(ReadBlockBytes);
                const qint64 n = m_file.read(m_in.data(), m_in.size());
                if (n < 0) {
                    m_failure = Failure::Read;
                    m_errorString = m_file.errorString();
                    archive_set_error(a, EIO, "%s", qPrintable(m_errorString));
                    return ARCHIVE_FATAL;
                }
                m_inputEnded = n == 0;
                m_compressed += n;
                m_stream.next_in = reinterpret_cast<const uint8_t *>(m_in.constData());
                m_stream.avail_in = size_t(n);
            }
            const lzma_ret r = lzma_code(&m_stream, m_inputEnded ? LZMA_FINISH : LZMA_RUN);
            if (r == LZMA_STREAM_END) {
                m_ended = true;
                break;
            }
            if (r == LZMA_OK)
                continue;
            if (r == LZMA_MEMLIMIT_ERROR) {
                m_failure = Failure::MemoryLimit;
                m_memoryNeeded = lzma_memusage(&m_stream);
                archive_set_error(a, EINVAL, "xz: memory limit reached");
                return ARCHIVE_FATAL;
            }
            m_failure = Failure::Corrupt;
            m_errorString = r == LZMA_BUF_ERROR ? Tr::tr("the xz stream is truncated")
                            : r == LZMA_FORMAT_ERROR
                                ? Tr::tr("not an xz stream")
                                : Tr::tr("the xz stream is damaged (liblzma error %1)").arg(int(r));
            archive_set_error(a, EINVAL, "%s", qPrintable(m_errorString));
            return ARCHIVE_FATAL;
        }
        *buffer = m_out.constData();
        return la_ssize_t(size_t(m_out.size()) - m_stream.avail_out);
    }

    QFile m_file;
    quint64 m_memoryLimit = 0;
    lzma_stream m_stream = LZMA_STREAM_INIT;
    QByteArray m_in;
    QByteArray m_out;
    bool m_inputEnded = false;
    bool m_ended = false;
    qint64 m_compressed = 0;
    Failure m_failure = Failure::None;
    quint64 m_memoryNeeded = 0;
    QString m_errorString;
};

/// One extraction: all state is here, so concurrent extractions share nothing but umaskMutex().
class Extraction
{
public:
    Extraction(const QString &archivePath, const ExtractLimits &limits,
               const std::atomic<bool> *cancel, const std::function<void(qint64)> &progress)
        : m_archivePath(QDir::toNativeSeparators(archivePath))
        , m_archiveFile(archivePath)
        , m_limits(limits)
        , m_cancel(cancel)
        , m_progress(progress)
    {}

    Result<ExtractStats> run(const QString &destDir);

private:
    Result<void> openDestination(const QString &destDir);
    Result<void> openArchive();
    Result<void> extractMember(archive_entry *entry);
    Result<void> checkParents(const QByteArray &path);
    Result<void> checkMember(archive_entry *entry, const QByteArray &path, bool isDirectory);
    Result<void> writeHeader(archive_entry *entry);
    Result<void> copyData();
    Result<void> skipData();
    Result<void> finishMember();
    void record(const QByteArray &path, Node node);
    /// "its limit of N bytes uncompressed", or what set the limit (unpackedSize, the ratio).
    QString totalLimitText() const;
    Result<void> checkFreeSpace();
    Result<void> checkFreeInodes();
    tl::unexpected<Error> memoryLimit(qint64 needed, const QString &what) const;
    void reportProgress(bool force);
    bool isCancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

    tl::unexpected<Error> unsafe(const QString &message) const;
    tl::unexpected<Error> corrupt(const QString &message) const;
    tl::unexpected<Error> tooLarge(const QString &message) const;
    tl::unexpected<Error> cacheError(const QString &message) const;
    tl::unexpected<Error> cancelled() const;
    tl::unexpected<Error> readError() const;

    QString m_archivePath; ///< as messages show it
    QString m_archiveFile; ///< as the caller gave it
    ExtractLimits m_limits;
    const std::atomic<bool> *m_cancel = nullptr;
    const std::function<void(qint64)> &m_progress;

    QByteArray m_destPrefix; ///< canonical destination, encoded, with a trailing '/'
    ReadArchive m_reader;
    WriteArchive m_writer;
    QHash<QByteArray, Node> m_tree;
    ExtractStats m_stats;
    QString m_member;            ///< the current member's name as errors show it (shownArchiveName)
    qint64 m_declaredBytes = 0;  ///< the current regular file's size from its header
    qint64 m_reportedBytes = -1; ///< compressed bytes last passed to m_progress
    qint64 m_freeCheckedAt = 0;  ///< m_written when the free space was last checked
    qint64 m_written = 0;        ///< data bytes handed to libarchive so far
    QString m_destDir;
    std::unique_ptr<XzSource> m_xz; ///< set when the bundle is xz (decoded by us, bounded)
    bool m_zstd = false;
    qint64 m_freeInodesCheckedAt = 0; ///< m_stats.entries when free inodes were last checked
};

tl::unexpected<Error> Extraction::unsafe(const QString &message) const
{
    return fail(Code::SIDELOAD_ARCHIVE_UNSAFE, message,
                Tr::tr("The bundle was refused and must not be used; fetch it again from the "
                       "published index, and report it to its publisher if it is refused again"));
}

tl::unexpected<Error> Extraction::corrupt(const QString &message) const
{
    return fail(Code::SIDELOAD_ARCHIVE_CORRUPT, message,
                Tr::tr("A partial download or a damaged mirror does this; fetch the bundle again"));
}

tl::unexpected<Error> Extraction::tooLarge(const QString &message) const
{
    QString hint;
    if (m_limits.declaredTotalBytes >= 0) {
        hint = Tr::tr("The archive holds more than the index says it unpacks to: the mirror serves "
                      "a different bundle than its index describes, or the index is wrong");
    } else if (m_limits.ratioCapped) {
        hint = Tr::tr("Declare the bundle's \"unpackedSize\" in the index, or raise the ratio: "
                      "%1")
                   .arg(Limits::raiseHint(Limits::ExtractionRatio));
    } else {
        hint = Tr::tr("Declare the bundle's \"unpackedSize\" in the index; %1")
                   .arg(Limits::raiseHint(Limits::ExtractedBytes));
    }
    return fail(Code::SIDELOAD_ARCHIVE_TOO_LARGE, message, hint);
}

QString Extraction::totalLimitText() const
{
    if (m_limits.declaredTotalBytes >= 0) {
        //: %1 a number of bytes
        return Tr::tr("the unpackedSize of %1 bytes the index declares")
            .arg(m_limits.declaredTotalBytes);
    }
    if (m_limits.ratioCapped) {
        //: %1 a number of bytes, %2 the extraction-ratio limit ("200x")
        return Tr::tr("its limit of %1 bytes uncompressed (the %2 limit of %3 times the archive)")
            .arg(m_limits.maxTotalBytes)
            .arg(QLatin1String(Limits::ExtractionRatio.name))
            .arg(Limits::formatValue(Limits::ExtractionRatio,
                                     Limits::value(Limits::ExtractionRatio)));
    }
    //: %1 a number of bytes
    return Tr::tr("its limit of %1 bytes uncompressed").arg(m_limits.maxTotalBytes);
}

Result<void> Extraction::checkFreeSpace()
{
    if (m_limits.minFreeBytes <= 0 || m_written - m_freeCheckedAt < FreeSpaceStepBytes)
        return {};
    m_freeCheckedAt = m_written;
    const QStorageInfo storage(m_destDir);
    if (!storage.isValid() || storage.bytesAvailable() < 0 ||
        storage.bytesAvailable() >= m_limits.minFreeBytes)
        return {};
    //: %1 the bundle, %2 the member, %3 the directory, %4 a size in bytes
    return cacheError(Tr::tr("%1: stopped at member \"%2\": the file system of %3 has less than "
                             "%4 bytes free")
                          .arg(m_archivePath, m_member, m_destDir)
                          .arg(m_limits.minFreeBytes));
}

Result<void> Extraction::checkFreeInodes()
{
    // Every member but a hardlink takes an inode; a file system out of them fails every other
    // program on it too, so stop while some are left (checked every 1,024 members).
    if (m_limits.minFreeInodes <= 0 || m_stats.entries - m_freeInodesCheckedAt < 1024)
        return {};
    m_freeInodesCheckedAt = m_stats.entries;
    struct statvfs fs
    {
    };
    if (::statvfs(QFile::encodeName(m_destDir).constData(), &fs) != 0 || fs.f_files == 0)
        return {}; // unknown, or a file system without an inode count (btrfs, tmpfs -o nr_inodes=0)
    if (qint64(fs.f_favail) >= m_limits.minFreeInodes)
        return {};
    //: %1 the bundle, %2 the member, %3 the directory, %4 a count
    return cacheError(Tr::tr("%1: stopped at member \"%2\": the file system of %3 has fewer than "
                             "%4 free inodes")
                          .arg(m_archivePath, m_member, m_destDir)
                          .arg(m_limits.minFreeInodes));
}

tl::unexpected<Error> Extraction::cacheError(const QString &message) const
{
    return fail(Code::SIDELOAD_CACHE, message,
                Tr::tr("Check free space and permissions under the daemon's state directory"));
}

tl::unexpected<Error> Extraction::cancelled() const
{
    //: %1 is the bundle's file path
    return fail(Code::SIDELOAD_CANCELLED,
                Tr::tr("Extraction of %1 was cancelled").arg(m_archivePath));
}

tl::unexpected<Error> Extraction::memoryLimit(qint64 needed, const QString &what) const
{
    //: %1 "an xz stream" or "a zstd frame", %2 a size ("3 GiB")
    return tl::unexpected(Limits::exceeded(
        Limits::DecompressorMemoryBytes, m_archivePath,
        Tr::tr("%1 that needs %2 of memory to decompress")
            .arg(what, Limits::formatValue(Limits::DecompressorMemoryBytes, needed))));
}

tl::unexpected<Error> Extraction::readError() const
{
    if (m_xz && m_xz->failure() == XzSource::Failure::MemoryLimit)
        return memoryLimit(qint64(m_xz->memoryNeeded()), Tr::tr("it is an xz stream"));
    if (m_xz && m_xz->failure() == XzSource::Failure::Read) {
        //: %1 is the bundle's file path, %2 why
        return cacheError(Tr::tr("Cannot read %1: %2").arg(m_archivePath, m_xz->errorString()));
    }
    const QString why = libarchiveMessage(m_reader.get());
    if (m_zstd && why.contains(QLatin1String("too much memory"))) {
        // libzstd's own cap (a window over 128 MiB), whatever the limit says.
        return tl::unexpected(Limits::exceeded(
            Limits::DecompressorMemoryBytes, m_archivePath,
            Tr::tr("it is a zstd stream with a frame that needs more than the 128 MiB of memory "
                   "libzstd decompresses with")));
    }
    if (archive_errno(m_reader.get()) == ENOMEM) {
        Error error = Limits::outOfMemory();
        //: %1 is the bundle's file path, %2 libarchive's reason
        error.message = Tr::tr("%1: out of memory while decompressing: %2").arg(m_archivePath, why);
        error.hint = Limits::raiseHint(Limits::DecompressorMemoryBytes);
        return tl::unexpected(error);
    }
    if (m_member.isEmpty()) {
        //: %1 is the bundle's file path, %2 libarchive's reason
        return corrupt(
            Tr::tr("%1 is not a tar archive compressed with gzip, xz or zstd (or uncompressed): %2")
                .arg(m_archivePath, why));
    }
    //: %1 is the bundle's file path, %2 the last member read, %3 libarchive's reason
    return corrupt(Tr::tr("%1 is truncated or damaged at or after member \"%2\": %3")
                       .arg(m_archivePath, m_member, why));
}

Result<ExtractStats> Extraction::run(const QString &destDir)
{
    if (isCancelled())
        return cancelled();
    if (auto opened = openDestination(destDir); !opened)
        return tl::unexpected(opened.error());
    if (auto opened = openArchive(); !opened)
        return tl::unexpected(opened.error());

    qint64 endOfLastMember = 0;
    for (;;) {
        if (isCancelled())
            return cancelled();
        archive_entry *entry = nullptr;
        const int r = archive_read_next_header(m_reader.get(), &entry);
        if (r == ARCHIVE_EOF) {
            // tar ends with two zero records; libarchive also accepts an archive that simply
            // stops after a member, which is what a download cut at a record boundary looks like.
            if (archive_filter_bytes(m_reader.get(), 0) - endOfLastMember < TarRecordBytes) {
                if (m_member.isEmpty()) {
                    //: %1 is the bundle's file path
                    return corrupt(Tr::tr("%1 holds no tar data").arg(m_archivePath));
                }
                //: %1 is the bundle's file path, %2 the last member
                return corrupt(Tr::tr("%1 stops after member \"%2\" without the tar "
                                      "end-of-archive marker; it is truncated")
                                   .arg(m_archivePath, m_member));
            }
            break;
        }
        if (!succeeded(r))
            return readError();
        m_member = shownArchiveName(archive_entry_pathname(entry));
        if (++m_stats.entries > m_limits.maxEntries) {
            //: %1 is the bundle's file path, %2 the member, %3 the limit, %4 its name
            Error error = tooLarge(Tr::tr("%1: member \"%2\" is past the limit of %3 members (the "
                                          "%4 limit)")
                                       .arg(m_archivePath, m_member)
                                       .arg(m_limits.maxEntries)
                                       .arg(QLatin1String(Limits::ExtractedEntries.name)))
                              .value();
            error.hint = Limits::raiseHint(Limits::ExtractedEntries);
            return tl::unexpected(error);
        }
        if (auto inodes = checkFreeInodes(); !inodes)
            return tl::unexpected(inodes.error());
        if (auto extracted = extractMember(entry); !extracted)
            return tl::unexpected(extracted.error());
        endOfLastMember = archive_filter_bytes(m_reader.get(), 0);
        reportProgress(false);
    }

    int closed = 0;
    {
        const std::lock_guard lock(umaskMutex());
        closed = archive_write_close(m_writer.get());
    }
    if (!succeeded(closed)) {
        //: %1 is the bundle's file path, %2 libarchive's reason
        return cacheError(Tr::tr("%1: cannot set the permissions and times of extracted "
                                 "directories: %2")
                              .arg(m_archivePath, libarchiveMessage(m_writer.get())));
    }
    reportProgress(true);
    qCDebug(lcSideload) << "extracted" << m_archivePath << m_stats.entries << "members,"
                        << m_stats.bytes << "bytes";
    return m_stats;
}

Result<void> Extraction::openDestination(const QString &destDir)
{
    const QFileInfo info(destDir);
    const QString shown = QDir::toNativeSeparators(destDir);
    if (!info.isDir()) {
        //: %1 is the bundle's file path, %2 the destination directory
        return cacheError(
            Tr::tr("Cannot extract %1: %2 is not a directory").arg(m_archivePath, shown));
    }
    const QDir dir(destDir);
    if (!dir.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System)) {
        //: %1 is the bundle's file path, %2 the destination directory
        return cacheError(Tr::tr("Cannot extract %1: %2 is not empty").arg(m_archivePath, shown));
    }
    // libarchive writes relative names against the process's working directory, which a
    // reentrant function cannot change: every member is written to this absolute prefix plus its
    // checked name. Canonical, so ARCHIVE_EXTRACT_SECURE_SYMLINKS sees no symlink in the prefix.
    m_destPrefix = QFile::encodeName(info.canonicalFilePath());
    m_destDir = info.canonicalFilePath();
    if (!m_destPrefix.endsWith('/'))
        m_destPrefix.append('/');

    {
        const std::lock_guard lock(umaskMutex());
        m_writer.reset(archive_write_disk_new());
    }
    if (!m_writer)
        return cacheError(Tr::tr("Cannot extract %1: out of memory").arg(m_archivePath));
    // Not ARCHIVE_EXTRACT_SECURE_NOABSOLUTEPATHS: every name we hand libarchive is absolute (see
    // above); absolute names in the archive are refused before that. Never _OWNER, _XATTR, _ACL
    // or _FFLAGS: a bundle carries files, not identities or attributes.
    archive_write_disk_set_options(m_writer.get(), ARCHIVE_EXTRACT_SECURE_NODOTDOT |
                                                       ARCHIVE_EXTRACT_SECURE_SYMLINKS |
                                                       ARCHIVE_EXTRACT_TIME | ARCHIVE_EXTRACT_PERM);
    return {};
}

Result<void> Extraction::openArchive()
{
    const QFileInfo info(m_archiveFile);
    if (!info.isFile()) {
        //: %1 is the bundle's file path
        return cacheError(Tr::tr("Cannot read %1: no such file").arg(m_archivePath));
    }
    if (info.size() == 0) {
        //: %1 is the bundle's file path
        return corrupt(Tr::tr("%1 is empty").arg(m_archivePath));
    }
    m_reader.reset(archive_read_new());
    if (!m_reader)
        return cacheError(Tr::tr("Cannot read %1: out of memory").arg(m_archivePath));
    QByteArray head;
    {
        QFile peek(m_archiveFile);
        if (peek.open(QIODevice::ReadOnly))
            head = peek.read(64);
    }
    // Decompressor memory is bounded (the decompressor-memory limit): xz is decoded here with
    // liblzma's memory limit; a zstd frame's window is read from its header first (libzstd itself
    // refuses windows over 128 MiB).
    const qint64 memoryCap = Limits::value(Limits::DecompressorMemoryBytes);
    m_zstd = head.startsWith(QByteArray(ZstdMagic, 4));
    if (m_zstd) {
        const qint64 window = zstdWindowBytes(head);
        if (window > memoryCap)
            return memoryLimit(window, Tr::tr("it is a zstd stream with a frame"));
    }
    const bool xz = head.startsWith(QByteArray(XzMagic, 6));
    // The spec's compressions only: anything else is not a bundle, and reads as "not a tar".
    archive_read_support_filter_gzip(m_reader.get());
    archive_read_support_filter_zstd(m_reader.get());
    archive_read_support_filter_none(m_reader.get());
    archive_read_support_format_tar(m_reader.get()); // ustar, pax and GNU tar
    if (xz) {
        m_xz = std::make_unique<XzSource>(m_archiveFile, quint64(memoryCap));
        if (!m_xz->open()) {
            //: %1 is the bundle's file path
            return cacheError(Tr::tr("Cannot read %1").arg(m_archivePath));
        }
        if (archive_read_open(m_reader.get(), m_xz.get(), nullptr, &XzSource::read, nullptr) !=
            ARCHIVE_OK)
            return readError();
        return {};
    }
    const QByteArray encoded = QFile::encodeName(m_archiveFile);
    if (archive_read_open_filename(m_reader.get(), encoded.constData(), ReadBlockBytes) !=
        ARCHIVE_OK) {
        if (archive_errno(m_reader.get()) > 0 && isStorageErrno(archive_errno(m_reader.get()))) {
            //: %1 is the bundle's file path, %2 libarchive's reason
            return cacheError(
                Tr::tr("Cannot read %1: %2").arg(m_archivePath, libarchiveMessage(m_reader.get())));
        }
        return readError();
    }
    return {};
}

Result<void> Extraction::extractMember(archive_entry *entry)
{
    const char *rawName = archive_entry_pathname(entry);
    if (!rawName) {
        //: %1 is the bundle's file path
        return unsafe(Tr::tr("%1: a member has a name that cannot be read").arg(m_archivePath));
    }
    QByteArray path;
    switch (normaliseName(rawName, &path)) {
    case NameProblem::None:
        break;
    case NameProblem::Empty:
        //: %1 is the bundle's file path
        return unsafe(Tr::tr("%1: a member has an empty name").arg(m_archivePath));
    case NameProblem::Absolute:
        //: %1 is the bundle's file path, %2 the member
        return unsafe(
            Tr::tr("%1: member \"%2\" has an absolute path").arg(m_archivePath, m_member));
    case NameProblem::DotDot:
        //: %1 is the bundle's file path, %2 the member
        return unsafe(
            Tr::tr("%1: member \"%2\" has a \"..\" component").arg(m_archivePath, m_member));
    }

    const char *hardlink = archive_entry_hardlink(entry);
    const mode_t type = archive_entry_filetype(entry);
    const bool isDirectory = !hardlink && type == AE_IFDIR;
    if (path.isEmpty()) {
        // `./`, as `tar -C dir .` writes it: the destination itself, which the caller owns.
        if (!isDirectory) {
            //: %1 is the bundle's file path, %2 the member
            return unsafe(Tr::tr("%1: member \"%2\" names the bundle's top directory but is not "
                                 "a directory")
                              .arg(m_archivePath, m_member));
        }
        return skipData();
    }
    if (m_destPrefix.size() + path.size() >= PATH_MAX) {
        // libarchive would chdir() its way down to write it, which is process-wide.
        //: %1 is the bundle's file path, %2 the member
        return unsafe(Tr::tr("%1: member \"%2\" has a path too long to extract")
                          .arg(m_archivePath, m_member));
    }
    if (auto checked = checkMember(entry, path, isDirectory); !checked)
        return checked;

    // From here on libarchive sees only the checked name, under the destination.
    archive_entry_copy_pathname(entry, QByteArray(m_destPrefix + path).constData());
    m_declaredBytes = 0;
    // No setuid, setgid or sticky bit, and nothing others may write.
    const mode_t perm = archive_entry_perm(entry) & AllowedModeBits;
    if (hardlink) {
        QByteArray target;
        normaliseName(hardlink, &target); // checked in checkMember()
        archive_entry_copy_hardlink(entry, QByteArray(m_destPrefix + target).constData());
        archive_entry_set_size(entry, 0); // never write through a hardlink into its target
        archive_entry_set_perm(entry, perm);
        const Node targetNode = m_tree.value(target);
        if (auto written = writeHeader(entry); !written)
            return written;
        record(path, targetNode);
        return skipData();
    }
    if (isDirectory) {
        // At least rwx for the owner, so extraction can go on and the caller can clean up.
        archive_entry_set_perm(entry, (perm | 0700) & AllowedModeBits);
        archive_entry_set_size(entry, 0);
        if (auto written = writeHeader(entry); !written)
            return written;
        record(path, {NodeKind::Directory, {}});
        return skipData();
    }
    if (type == AE_IFLNK) {
        archive_entry_set_size(entry, 0);
        if (auto written = writeHeader(entry); !written)
            return written;
        record(path, {NodeKind::Symlink, QByteArray(archive_entry_symlink(entry))});
        return skipData();
    }

    // A regular file: refuse early on the size its header claims, then count what is written.
    archive_entry_set_perm(entry, perm);
    m_declaredBytes = archive_entry_size_is_set(entry) ? archive_entry_size(entry) : 0;
    if (m_declaredBytes < 0 || m_declaredBytes > m_limits.maxTotalBytes - m_stats.bytes) {
        //: %1 is the bundle's file path, %2 the member, %3 its size, %4 the limit
        return tooLarge(Tr::tr("%1: member \"%2\" (%3 bytes) would take the bundle past %4")
                            .arg(m_archivePath, m_member)
                            .arg(m_declaredBytes)
                            .arg(totalLimitText()));
    }
    if (auto written = writeHeader(entry); !written)
        return written;
    record(path, {NodeKind::File, {}});
    return copyData();
}

Result<void> Extraction::checkParents(const QByteArray &path)
{
    for (qsizetype slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', slash + 1)) {
        const QByteArray parent = path.left(slash);
        const auto it = m_tree.constFind(parent);
        if (it != m_tree.constEnd() && it->kind == NodeKind::Symlink) {
            //: %1 is the bundle's file path, %2 the member, %3 a symlink in the bundle
            return unsafe(Tr::tr("%1: member \"%2\" would be written through the symlink \"%3\"")
                              .arg(m_archivePath, m_member, shownArchiveName(parent)));
        }
    }
    return {};
}

Result<void> Extraction::checkMember(archive_entry *entry, const QByteArray &path, bool isDirectory)
{
    if (auto parents = checkParents(path); !parents)
        return parents;

    const char *hardlink = archive_entry_hardlink(entry);
    const mode_t type = archive_entry_filetype(entry);
    if (!hardlink) {
        const auto refuse = [this](const QString &text) {
            return unsafe(text.arg(m_archivePath, m_member));
        };
        switch (type) {
        case AE_IFREG:
        case AE_IFDIR:
        case AE_IFLNK:
            break;
        case AE_IFCHR:
            //: %1 is the bundle's file path, %2 the member
            return refuse(Tr::tr("%1: member \"%2\" is a character device"));
        case AE_IFBLK:
            //: %1 is the bundle's file path, %2 the member
            return refuse(Tr::tr("%1: member \"%2\" is a block device"));
        case AE_IFIFO:
            //: %1 is the bundle's file path, %2 the member
            return refuse(Tr::tr("%1: member \"%2\" is a FIFO"));
        case AE_IFSOCK:
            //: %1 is the bundle's file path, %2 the member
            return refuse(Tr::tr("%1: member \"%2\" is a socket"));
        default:
            //: %1 is the bundle's file path, %2 the member, %3 the tar type number in octal
            return unsafe(Tr::tr("%1: member \"%2\" has the unsupported file type 0%3")
                              .arg(m_archivePath, m_member)
                              .arg(uint(type), 0, 8));
        }
    }

    const Node existing = m_tree.value(path);
    if (existing.kind == NodeKind::Directory && !isDirectory) {
        //: %1 is the bundle's file path, %2 the member
        return unsafe(Tr::tr("%1: member \"%2\" would replace a directory the bundle already holds")
                          .arg(m_archivePath, m_member));
    }
    if (existing.kind == NodeKind::Symlink && isDirectory) {
        //: %1 is the bundle's file path, %2 the member
        return unsafe(Tr::tr("%1: member \"%2\" would replace a symlink with a directory")
                          .arg(m_archivePath, m_member));
    }

    if (hardlink) {
        const QString shownTarget = shownArchiveName(hardlink);
        QByteArray target;
        if (normaliseName(hardlink, &target) != NameProblem::None || target.isEmpty()) {
            //: %1 is the bundle's file path, %2 the member, %3 the hardlink's target
            return unsafe(Tr::tr("%1: member \"%2\" is a hardlink to \"%3\", outside the bundle")
                              .arg(m_archivePath, m_member, shownTarget));
        }
        if (target == path) {
            //: %1 is the bundle's file path, %2 the member
            return unsafe(
                Tr::tr("%1: member \"%2\" is a hardlink to itself").arg(m_archivePath, m_member));
        }
        if (auto parents = checkParents(target); !parents)
            return parents;
        const Node node = m_tree.value(target);
        switch (node.kind) {
        case NodeKind::File:
            return {};
        case NodeKind::Symlink:
            // link(2) on a symlink makes a second symlink, whose target now resolves from here.
            if (checkSymlinkTarget(parentOf(path), node.symlinkTarget) != TargetProblem::None) {
                //: %1 is the bundle's file path, %2 the member, %3 a symlink, %4 its target
                return unsafe(Tr::tr("%1: member \"%2\" is a hardlink to the symlink \"%3\", "
                                     "whose target \"%4\" leaves the bundle from the new place")
                                  .arg(m_archivePath, m_member, shownTarget,
                                       shownArchiveName(node.symlinkTarget)));
            }
            return {};
        case NodeKind::Directory:
            //: %1 is the bundle's file path, %2 the member, %3 the hardlink's target
            return unsafe(Tr::tr("%1: member \"%2\" is a hardlink to the directory \"%3\"")
                              .arg(m_archivePath, m_member, shownTarget));
        case NodeKind::Invalid:
            break;
        }
        //: %1 is the bundle's file path, %2 the member, %3 the hardlink's target
        return unsafe(Tr::tr("%1: member \"%2\" is a hardlink to \"%3\", which the bundle has not "
                             "extracted before it")
                          .arg(m_archivePath, m_member, shownTarget));
    }

    if (type == AE_IFLNK) {
        const QByteArray target = archive_entry_symlink(entry);
        const QString shownTarget = shownArchiveName(target);
        switch (checkSymlinkTarget(parentOf(path), target)) {
        case TargetProblem::None:
            break;
        case TargetProblem::Empty:
            //: %1 is the bundle's file path, %2 the member
            return unsafe(Tr::tr("%1: member \"%2\" is a symlink with an empty target")
                              .arg(m_archivePath, m_member));
        case TargetProblem::Absolute:
            //: %1 is the bundle's file path, %2 the member, %3 the symlink's target
            return unsafe(Tr::tr("%1: member \"%2\" is a symlink to the absolute path \"%3\"")
                              .arg(m_archivePath, m_member, shownTarget));
        case TargetProblem::Escapes:
            //: %1 is the bundle's file path, %2 the member, %3 the symlink's target
            return unsafe(Tr::tr("%1: member \"%2\" is a symlink to \"%3\", outside the bundle")
                              .arg(m_archivePath, m_member, shownTarget));
        case TargetProblem::ClimbsAfterName:
            //: %1 is the bundle's file path, %2 the member, %3 the symlink's target
            return unsafe(Tr::tr("%1: member \"%2\" is a symlink to \"%3\", which climbs with "
                                 "\"..\" after a name; another symlink could take it outside "
                                 "the bundle")
                              .arg(m_archivePath, m_member, shownTarget));
        }
    }
    return {};
}

Result<void> Extraction::writeHeader(archive_entry *entry)
{
    int r = 0;
    {
        const std::lock_guard lock(umaskMutex());
        r = archive_write_header(m_writer.get(), entry);
    }
    if (succeeded(r))
        return {};
    const QString why = libarchiveMessage(m_writer.get());
    const int error = archive_errno(m_writer.get());
    if (error > 0 && isStorageErrno(error)) {
        //: %1 is the bundle's file path, %2 the member, %3 libarchive's reason
        return cacheError(
            Tr::tr("%1: cannot write member \"%2\": %3").arg(m_archivePath, m_member, why));
    }
    // Our checks passed it but libarchive's secure-extraction checks did not.
    //: %1 is the bundle's file path, %2 the member, %3 libarchive's reason
    return unsafe(Tr::tr("%1: member \"%2\" was refused by libarchive's safety checks: %3")
                      .arg(m_archivePath, m_member, why));
}

Result<void> Extraction::copyData()
{
    const qint64 budget = m_limits.maxTotalBytes - m_stats.bytes;
    qint64 extent = 0; // highest offset written, so holes in sparse members count too
    for (;;) {
        if (isCancelled())
            return cancelled();
        const void *buffer = nullptr;
        size_t size = 0;
        la_int64_t offset = 0;
        const int r = archive_read_data_block(m_reader.get(), &buffer, &size, &offset);
        if (r == ARCHIVE_EOF)
            break;
        if (!succeeded(r))
            return readError();
        const qint64 end = offset + qint64(size);
        if (offset < 0 || end < offset) {
            //: %1 is the bundle's file path, %2 the member
            return corrupt(Tr::tr("%1: member \"%2\" has data at an impossible offset")
                               .arg(m_archivePath, m_member));
        }
        extent = std::max(extent, end);
        if (extent > budget) {
            //: %1 is the bundle's file path, %2 the member, %3 the limit
            return tooLarge(Tr::tr("%1: member \"%2\" takes the bundle past %3")
                                .arg(m_archivePath, m_member, totalLimitText()));
        }
        if (size > 0 &&
            !succeeded(int(archive_write_data_block(m_writer.get(), buffer, size, offset)))) {
            //: %1 is the bundle's file path, %2 the member, %3 libarchive's reason
            return cacheError(Tr::tr("%1: cannot write member \"%2\": %3")
                                  .arg(m_archivePath, m_member, libarchiveMessage(m_writer.get())));
        }
        m_written += qint64(size);
        if (auto room = checkFreeSpace(); !room)
            return room;
        reportProgress(false);
    }
    // libarchive extends the file to its declared size at the end, holes included.
    m_stats.bytes += std::max(extent, m_declaredBytes);
    return finishMember();
}

Result<void> Extraction::skipData()
{
    if (!succeeded(archive_read_data_skip(m_reader.get())))
        return readError();
    return finishMember();
}

Result<void> Extraction::finishMember()
{
    if (!succeeded(archive_write_finish_entry(m_writer.get()))) {
        //: %1 is the bundle's file path, %2 the member, %3 libarchive's reason
        return cacheError(Tr::tr("%1: cannot finish writing member \"%2\": %3")
                              .arg(m_archivePath, m_member, libarchiveMessage(m_writer.get())));
    }
    return {};
}

void Extraction::record(const QByteArray &path, Node node)
{
    // libarchive creates missing parents as directories (and replaces a file in the way).
    for (qsizetype slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', slash + 1))
        m_tree[path.left(slash)] = {NodeKind::Directory, {}};
    m_tree.insert(path, std::move(node));
}

void Extraction::reportProgress(bool force)
{
    if (!m_progress)
        return;
    const qint64 read = m_xz ? m_xz->compressedBytes() : archive_filter_bytes(m_reader.get(), -1);
    if (read == m_reportedBytes || (!force && read - m_reportedBytes < ProgressStepBytes))
        return;
    m_reportedBytes = read;
    m_progress(read);
}

} // namespace

Result<ExtractStats> BundleExtractor::extract(const QString &archivePath, const QString &destDir,
                                              const ExtractLimits &limits,
                                              const std::atomic<bool> *cancel,
                                              const std::function<void(qint64)> &progress)
{
    Extraction extraction(archivePath, limits, cancel, progress);
    return extraction.run(destDir);
}

} // namespace Accel::Sideload
