// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The state-directory walker (core/statedir.h) and the sideload cache on top of it (issue 32).
// The input is a script that builds a state directory, one line per entry, paths relative to it
// (components other than `..`, at most 8 deep, at most 64 lines):
//   d PATH           a directory          f PATH [TEXT]   a file
//   l PATH TARGET    a symlink: TARGET as given; `@` stands for a folder outside the state
//                    directory that holds files the walk must never touch
//   p PATH           a FIFO               m OCTAL PATH     chmod (the owner keeps rwx)
// Then every reader and remover runs over it: the cache's list, lookups, prune and the
// left-over sweep, and StateDir's listing, reads and removal of every top entry. Checked: the
// files outside are untouched, nothing blocks on a FIFO, nothing crashes.

#include "fuzzsupport.h"
#include "sideload/sideloadcache.h"
#include "statedir.h"

#include <fcntl.h>
#include <sys/stat.h>

using namespace Accel;

namespace {

const QByteArray OutsideText("never touch");

bool cleanRelative(const QByteArray &path)
{
    if (path.isEmpty() || path.startsWith('/'))
        return false;
    const QList<QByteArray> parts = path.split('/');
    if (parts.size() > 8)
        return false;
    for (const QByteArray &p : parts) {
        if (p.isEmpty() || p == ".." || p == "." || p.contains('\0'))
            return false;
    }
    return true;
}

/// Whether a folder on the way to REL (below STATE) is a symlink: the harness never builds
/// through one, so whatever lands outside was put there by the code under test.
bool throughLink(const QString &state, const QByteArray &rel)
{
    const QList<QByteArray> parts = rel.split('/');
    QByteArray path = QFile::encodeName(state);
    for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
        path += '/' + parts.at(i);
        struct stat st
        {
        };
        if (::lstat(path.constData(), &st) == 0 && !S_ISDIR(st.st_mode))
            return true;
    }
    return false;
}

void makeParents(const QString &path)
{
    QDir().mkpath(QFileInfo(path).path());
}

/// Gives every folder under ROOT its owner's rwx back, so it can be removed.
void unlock(const QString &root)
{
    ::chmod(QFile::encodeName(root).constData(), 0700);
    QDir dir(root);
    for (const QFileInfo &info :
         dir.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden | QDir::NoSymLinks))
        unlock(info.filePath());
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString sandbox = Fuzz::scratchPath("statedir");
    if (QFileInfo::exists(sandbox)) {
        unlock(sandbox);
        QDir(sandbox).removeRecursively();
    }
    const QString state = sandbox + QStringLiteral("/state");
    const QString outside = sandbox + QStringLiteral("/outside");
    QDir().mkpath(state);
    QDir().mkpath(outside + QStringLiteral("/lib"));
    ::chmod(QFile::encodeName(sandbox).constData(), 0700);
    for (const QString &file : {QStringLiteral("/victim"), QStringLiteral("/lib/libcuda.so")}) {
        QFile f(outside + file);
        if (!f.open(QIODevice::WriteOnly) || f.write(OutsideText) != OutsideText.size())
            return 0;
    }

    const QList<QByteArray> lines = Fuzz::bytesOf(data, size).split('\n');
    int made = 0;
    for (const QByteArray &line : lines) {
        if (++made > 64)
            break;
        const QList<QByteArray> words = line.split(' ');
        if (words.size() < 2 || words.at(0).size() != 1)
            continue;
        const char op = words.at(0).at(0);
        const QByteArray rel = op == 'm' ? words.value(2) : words.at(1);
        if (!cleanRelative(rel) || throughLink(state, rel))
            continue;
        const QString path = state + QLatin1Char('/') + QFile::decodeName(rel);
        makeParents(path);
        const QByteArray encoded = QFile::encodeName(path);
        switch (op) {
        case 'd':
            QDir().mkpath(path);
            break;
        case 'f': {
            QFile f(path);
            if (!QFileInfo(path).isSymLink() && f.open(QIODevice::WriteOnly))
                f.write(words.mid(2).join(' '));
            break;
        }
        case 'l': {
            QByteArray target = words.value(2);
            if (target.startsWith('@'))
                target = QFile::encodeName(outside) + target.mid(1);
            ::symlink(target.constData(), encoded.constData());
            break;
        }
        case 'p':
            ::mkfifo(encoded.constData(), 0600);
            break;
        case 'm': {
            bool ok = false;
            const uint mode = words.at(1).toUInt(&ok, 8);
            if (ok && !QFileInfo(path).isSymLink())
                ::chmod(encoded.constData(), mode_t((mode | 0700) & 07777));
            break;
        }
        default:
            break;
        }
    }

    // Every reader and remover, as fetch, list, launch and prune use them.
    const Sideload::SideloadCache cache(state);
    QStringList warnings;
    const QString sha(64, QLatin1Char('a'));
    (void)cache.contains(sha);
    (void)cache.entry(sha);
    (void)cache.checkEntryName(sha);
    (void)cache.entries(&warnings);
    (void)cache.removeLeftovers(Sideload::SideloadCache::Leftovers::OfDeadFetches, &warnings);
    (void)cache.prune(1, &warnings);
    (void)cache.prune(0, &warnings);
    if (auto dir = StateDir::open(state, StateDir::Create::No)) {
        for (const StateDir::Entry &e : dir->entries()) {
            (void)dir->readFile(e.name, 1 << 16);
            if (auto sub = dir->openDir(e.name, StateDir::Create::No))
                (void)sub->entries();
            (void)dir->remove(e.name);
        }
        (void)dir->writeFile(QStringLiteral("launch.json"), "{}");
    }

    // Nothing outside was touched.
    for (const QString &file : {QStringLiteral("/victim"), QStringLiteral("/lib/libcuda.so")}) {
        QFile f(outside + file);
        ACCEL_FUZZ_CHECK(f.open(QIODevice::ReadOnly));
        ACCEL_FUZZ_CHECK(f.readAll() == OutsideText);
    }
    struct stat st
    {
    };
    ACCEL_FUZZ_CHECK(
        ::lstat(QFile::encodeName(outside + QStringLiteral("/lib")).constData(), &st) == 0 &&
        S_ISDIR(st.st_mode));
    return 0;
}
