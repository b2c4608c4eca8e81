// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "naming.h"

#include <QByteArray>

namespace Accel::Nvcre {

namespace {

quint32 fnv1a32(const QByteArray &bytes)
{
    quint32 hash = 0x811c9dc5u;
    for (const char c : bytes) {
        hash ^= static_cast<quint8>(c);
        hash *= 0x01000193u;
    }
    return hash;
}

} // namespace

QString truncateName(const QString &name, int maxLength)
{
    if (name.size() <= maxLength || maxLength < 7)
        return name;
    QString prefix = name.left(maxLength - 6);
    while (prefix.endsWith(QLatin1Char('-')))
        prefix.chop(1);
    // Go's fmt.Sprintf("%05x", h)[:5]: the leading five of at least five hex digits.
    const QString hash =
        QStringLiteral("%1").arg(fnv1a32(name.toUtf8()), 5, 16, QLatin1Char('0')).left(5);
    return prefix + QLatin1Char('-') + hash;
}

QString workflowName(const QString &certification, const QString &domain, const QString &variant)
{
    return truncateName(certification + QLatin1Char('-') + domain + QLatin1Char('-') + variant);
}

} // namespace Accel::Nvcre
