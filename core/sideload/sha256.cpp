// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "sha256.h"
#include "basecodes.h"
#include "sideloadcodes.h"
#include "sideloadtr.h"

#include <QCoreApplication>
#include <QFile>

#include <openssl/evp.h>

namespace Accel::Sideload {

struct Sha256::Context
{
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    ~Context() { EVP_MD_CTX_free(ctx); }
};

Sha256::Sha256()
    : m_context(std::make_unique<Context>())
{
    reset();
}

Sha256::~Sha256() = default;

void Sha256::reset()
{
    EVP_DigestInit_ex(m_context->ctx, EVP_sha256(), nullptr);
}

void Sha256::add(const char *data, qsizetype size)
{
    EVP_DigestUpdate(m_context->ctx, data, size_t(size));
}

QString Sha256::hexDigest()
{
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_DigestFinal_ex(m_context->ctx, digest, &length);
    return QString::fromLatin1(
        QByteArray(reinterpret_cast<const char *>(digest), int(length)).toHex());
}

Result<QString> Sha256::ofFile(const QString &path, const std::atomic<bool> *cancel)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(Code::FILE_READ, Tr::tr("cannot read %1: %2").arg(path, file.errorString()));
    }
    Sha256 hash;
    QByteArray buffer(4 << 20, Qt::Uninitialized);
    for (;;) {
        if (cancel && cancel->load())
            return fail(Code::SIDELOAD_CANCELLED, Tr::tr("cancelled"));
        const qint64 n = file.read(buffer.data(), buffer.size());
        if (n < 0) {
            return fail(Code::FILE_READ,
                        Tr::tr("cannot read %1: %2").arg(path, file.errorString()));
        }
        if (n == 0)
            break;
        hash.add(buffer.constData(), n);
    }
    return hash.hexDigest();
}

bool Sha256::isHexDigest(const QString &text)
{
    if (text.size() != 64)
        return false;
    for (QChar c : text) {
        if (!c.isDigit() && !(c >= QLatin1Char('a') && c <= QLatin1Char('f')) &&
            !(c >= QLatin1Char('A') && c <= QLatin1Char('F')))
            return false;
    }
    return true;
}

} // namespace Accel::Sideload
