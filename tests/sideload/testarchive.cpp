// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "testarchive.h"

#include <QFile>

#include <archive.h>
#include <archive_entry.h>

#include <algorithm>
#include <memory>

namespace Accel::Test {

namespace {

struct WriteArchiveDeleter
{
    void operator()(archive *a) const { archive_write_free(a); }
};
using WriteArchive = std::unique_ptr<archive, WriteArchiveDeleter>;
struct EntryDeleter
{
    void operator()(archive_entry *e) const { archive_entry_free(e); }
};
using Entry = std::unique_ptr<archive_entry, EntryDeleter>;

QString errorOf(archive *a)
{
    const char *text = archive_error_string(a);
    return text ? QString::fromLocal8Bit(text) : QStringLiteral("unknown libarchive error");
}

la_ssize_t appendToByteArray(archive *, void *clientData, const void *buffer, size_t length)
{
    static_cast<QByteArray *>(clientData)
        ->append(static_cast<const char *>(buffer), qsizetype(length));
    return la_ssize_t(length);
}

/// Opens a writer that appends to `out`.
bool openMemory(archive *a, QByteArray *out)
{
    return archive_write_open2(a, out, nullptr, appendToByteArray, nullptr, nullptr) == ARCHIVE_OK;
}

bool setFormat(archive *a, TarFormat format)
{
    switch (format) {
    case TarFormat::Pax:
        return archive_write_set_format_pax_restricted(a) == ARCHIVE_OK;
    case TarFormat::Gnu:
        return archive_write_set_format_gnutar(a) == ARCHIVE_OK;
    case TarFormat::Ustar:
        return archive_write_set_format_ustar(a) == ARCHIVE_OK;
    case TarFormat::Invalid:
        break;
    }
    return false;
}

bool addFilter(archive *a, Compression compression)
{
    switch (compression) {
    case Compression::None:
        return true;
    case Compression::Gzip:
        return archive_write_add_filter_gzip(a) == ARCHIVE_OK;
    case Compression::Xz:
        return archive_write_add_filter_xz(a) == ARCHIVE_OK;
    case Compression::Zstd:
        return archive_write_add_filter_zstd(a) == ARCHIVE_OK;
    case Compression::Bzip2:
        return archive_write_add_filter_bzip2(a) == ARCHIVE_OK;
    case Compression::Invalid:
        break;
    }
    return false;
}

void describe(archive_entry *entry, const TarMember &member)
{
    archive_entry_copy_pathname(entry, member.path.constData());
    archive_entry_set_perm(entry, mode_t(member.mode));
    archive_entry_set_mtime(entry, FixedMtime, 0);
    archive_entry_set_uname(entry, "root");
    archive_entry_set_gname(entry, "root");
    switch (member.type) {
    case TarMember::Type::File:
        archive_entry_set_filetype(entry, AE_IFREG);
        archive_entry_set_size(entry,
                               member.declaredSize >= 0 ? member.declaredSize : member.data.size());
        break;
    case TarMember::Type::Directory:
        archive_entry_set_filetype(entry, AE_IFDIR);
        break;
    case TarMember::Type::Symlink:
        archive_entry_set_filetype(entry, AE_IFLNK);
        archive_entry_copy_symlink(entry, member.link.constData());
        break;
    case TarMember::Type::Hardlink:
        archive_entry_set_filetype(entry, AE_IFREG);
        archive_entry_copy_hardlink(entry, member.link.constData());
        archive_entry_set_size(entry, 0);
        break;
    case TarMember::Type::CharDevice:
        archive_entry_set_filetype(entry, AE_IFCHR);
        archive_entry_set_rdevmajor(entry, 1);
        archive_entry_set_rdevminor(entry, 3); // /dev/null
        break;
    case TarMember::Type::BlockDevice:
        archive_entry_set_filetype(entry, AE_IFBLK);
        archive_entry_set_rdevmajor(entry, 7);
        archive_entry_set_rdevminor(entry, 0); // /dev/loop0
        break;
    case TarMember::Type::Fifo:
        archive_entry_set_filetype(entry, AE_IFIFO);
        break;
    case TarMember::Type::Socket:
        archive_entry_set_filetype(entry, AE_IFSOCK);
        break;
    case TarMember::Type::Invalid:
        break;
    }
}

} // namespace

TarBytes buildTar(const QList<TarMember> &members, TarFormat format)
{
    TarBytes tar;
    WriteArchive a(archive_write_new());
    if (!setFormat(a.get(), format) || !openMemory(a.get(), &tar.bytes)) {
        tar.error = errorOf(a.get());
        return tar;
    }
    // Bytes to splice in or cut out once libarchive is done: {offset, bytes to insert, bytes
    // to remove}, for members whose header lies about their size.
    struct Splice
    {
        qint64 offset;
        QByteArray insert;
        qint64 remove;
    };
    QList<Splice> splices;
    for (const TarMember &member : members) {
        tar.memberOffsets.append(archive_filter_bytes(a.get(), 0));
        Entry entry(archive_entry_new());
        describe(entry.get(), member);
        if (archive_write_header(a.get(), entry.get()) != ARCHIVE_OK) {
            tar.error = errorOf(a.get());
            return tar;
        }
        if (member.type != TarMember::Type::File)
            continue;
        const qint64 declared = member.declaredSize >= 0 ? member.declaredSize : member.data.size();
        const QByteArray written = member.data.left(declared);
        if (!written.isEmpty() &&
            archive_write_data(a.get(), written.constData(), size_t(written.size())) < 0) {
            tar.error = errorOf(a.get());
            return tar;
        }
        const qint64 after = archive_filter_bytes(a.get(), 0);
        if (declared < member.data.size())
            splices.append({after, member.data.mid(declared), 0});
        else if (declared > member.data.size())
            splices.append({after, {}, declared - member.data.size()}); // libarchive's zero fill
        // Pads the member to its 512-byte record now, so the next offset is the next header's.
        if (archive_write_finish_entry(a.get()) != ARCHIVE_OK) {
            tar.error = errorOf(a.get());
            return tar;
        }
    }
    tar.endOfMembers = archive_filter_bytes(a.get(), 0);
    if (archive_write_close(a.get()) != ARCHIVE_OK) {
        tar.error = errorOf(a.get());
        return tar;
    }
    for (auto it = splices.crbegin(); it != splices.crend(); ++it) {
        tar.bytes.remove(it->offset, it->remove);
        tar.bytes.insert(it->offset, it->insert);
    }
    return tar;
}

QByteArray compress(const QByteArray &data, Compression compression, QString *error)
{
    if (compression == Compression::None)
        return data;
    QByteArray out;
    WriteArchive a(archive_write_new());
    Entry entry(archive_entry_new());
    archive_entry_set_pathname(entry.get(), "data");
    archive_entry_set_filetype(entry.get(), AE_IFREG);
    archive_entry_set_size(entry.get(), data.size());
    // The raw format writes one member's bytes with no framing: just the compressed stream.
    const bool ok =
        addFilter(a.get(), compression) && archive_write_set_format_raw(a.get()) == ARCHIVE_OK &&
        archive_write_set_bytes_in_last_block(a.get(), 1) == ARCHIVE_OK &&
        openMemory(a.get(), &out) && archive_write_header(a.get(), entry.get()) == ARCHIVE_OK &&
        (data.isEmpty() || archive_write_data(a.get(), data.constData(), size_t(data.size())) ==
                               la_ssize_t(data.size())) &&
        archive_write_close(a.get()) == ARCHIVE_OK;
    if (!ok) {
        if (error)
            *error = errorOf(a.get());
        return {};
    }
    return out;
}

QString archiveSuffix(Compression compression)
{
    switch (compression) {
    case Compression::None:
        return QStringLiteral(".tar");
    case Compression::Gzip:
        return QStringLiteral(".tar.gz");
    case Compression::Xz:
        return QStringLiteral(".tar.xz");
    case Compression::Zstd:
        return QStringLiteral(".tar.zst");
    case Compression::Bzip2:
        return QStringLiteral(".tar.bz2");
    case Compression::Invalid:
        break;
    }
    return QStringLiteral(".bin");
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size() && file.flush();
}

QString writeArchive(const QString &path, const QList<TarMember> &members, Compression compression,
                     TarFormat format)
{
    const TarBytes tar = buildTar(members, format);
    if (!tar.error.isEmpty())
        return tar.error;
    QString error;
    const QByteArray bytes = compress(tar.bytes, compression, &error);
    if (!error.isEmpty())
        return error;
    if (!writeFile(path, bytes))
        return QStringLiteral("cannot write ") + path;
    return {};
}

QString writeZerosArchive(const QString &path, int count, qint64 bytesEach, Compression compression)
{
    WriteArchive a(archive_write_new());
    const QByteArray encoded = QFile::encodeName(path);
    if (!addFilter(a.get(), compression) || !setFormat(a.get(), TarFormat::Pax) ||
        archive_write_open_filename(a.get(), encoded.constData()) != ARCHIVE_OK)
        return errorOf(a.get());
    const QByteArray zeros(1 << 20, '\0');
    for (int i = 0; i < count; ++i) {
        TarMember member;
        member.path = "file-" + QByteArray::number(i);
        member.declaredSize = bytesEach;
        Entry entry(archive_entry_new());
        describe(entry.get(), member);
        if (archive_write_header(a.get(), entry.get()) != ARCHIVE_OK)
            return errorOf(a.get());
        for (qint64 left = bytesEach; left > 0;) {
            const qint64 chunk = std::min<qint64>(left, zeros.size());
            if (archive_write_data(a.get(), zeros.constData(), size_t(chunk)) != chunk)
                return errorOf(a.get());
            left -= chunk;
        }
    }
    if (archive_write_close(a.get()) != ARCHIVE_OK)
        return errorOf(a.get());
    return {};
}

} // namespace Accel::Test
