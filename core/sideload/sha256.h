// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QByteArray>
#include <QString>

#include <atomic>
#include <memory>

namespace Accel::Sideload {

/// Incremental SHA-256 through OpenSSL EVP, which uses the CPU's SHA extensions (QCryptographicHash
/// in Qt 6.4 does not; DESIGN.md measured 940 vs 117 MB/s). Not copyable; one per stream.
class Sha256
{
public:
    Sha256();
    ~Sha256();
    Sha256(const Sha256 &) = delete;
    Sha256 &operator=(const Sha256 &) = delete;

    void add(const char *data, qsizetype size);
    void add(const QByteArray &data) { add(data.constData(), data.size()); }
    /// Lower-case hex digest. Ends this hash; call reset() to start another.
    QString hexDigest();
    void reset();

    /// The digest of a whole file, read once in large blocks. FILE_READ when it cannot be read,
    /// SIDELOAD_CANCELLED when `cancel` is set meanwhile.
    static Result<QString> ofFile(const QString &path, const std::atomic<bool> *cancel = nullptr);
    /// True for 64 hex digits (either case).
    static bool isHexDigest(const QString &text);

private:
    struct Context;
    std::unique_ptr<Context> m_context;
};

} // namespace Accel::Sideload
