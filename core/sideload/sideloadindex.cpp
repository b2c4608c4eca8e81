// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "sideloadindex.h"
#include "sideloadcodes.h"
#include "sideloadtr.h"

#include "excerpt.h"
#include "printable.h"
#include "sha256.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Accel::Sideload {

QUrl SideloadIndex::urlFromEnvironment()
{
    const QString mirror = qEnvironmentVariable(MirrorVariable);
    return QUrl(mirror.isEmpty() ? QString(DefaultUrl) : mirror);
}

Result<SideloadIndex> SideloadIndex::parse(const QByteArray &json, const QUrl &indexUrl)
{
    const QString where = indexUrl.toDisplayString();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject() ||
        !doc.object().value(QLatin1String("bundles")).isArray()) {
        return fail(Code::SIDELOAD_INDEX,
                    Tr::tr("the sideload index at %1 is not valid: %2")
                        .arg(where, error.error != QJsonParseError::NoError
                                        ? error.errorString()
                                        : Tr::tr("expected {\"bundles\": [...]}")),
                    Tr::tr("Check %1 (it can be overridden with %2)")
                        .arg(QLatin1String(MirrorVariable), where));
    }
    SideloadIndex index;
    index.m_url = indexUrl;
    const QJsonArray bundles = doc.object().value(QLatin1String("bundles")).toArray();
    for (qsizetype i = 0; i < bundles.size(); ++i) {
        const QJsonObject o = bundles.at(i).toObject();
        IndexEntry entry;
        entry.name = o.value(QLatin1String("name")).toString();
        entry.version = o.value(QLatin1String("version")).toVariant().toString();
        entry.sha256 = o.value(QLatin1String("sha256")).toString().toLower();
        const auto sizeField = [&](const char *key, qint64 *out) {
            const QJsonValue v = o.value(QLatin1String(key));
            if (v.isUndefined() || v.isNull())
                return true;
            const double d = v.toDouble(-1);
            if (!v.isDouble() || d < 0 || d > 9.0e15 || d != double(qint64(d)))
                return false;
            *out = qint64(d);
            return true;
        };
        for (const char *key : {"size", "unpackedSize"}) {
            if (!sizeField(key, key[0] == 's' ? &entry.size : &entry.unpackedSize)) {
                return fail(Code::SIDELOAD_INDEX,
                            Tr::tr("the sideload index at %1: bundles[%2] (%3): \"%4\" must be a "
                                   "whole number of bytes, 0 or more")
                                .arg(where)
                                .arg(i)
                                .arg(printable(excerpt(entry.name)), QLatin1String(key)),
                            Tr::tr("Fix the index at %1").arg(where));
            }
        }
        const QUrl relative(o.value(QLatin1String("url")).toString());
        if (!Sha256::isHexDigest(entry.sha256) || relative.isEmpty() || !relative.isValid()) {
            return fail(Code::SIDELOAD_INDEX,
                        Tr::tr("the sideload index at %1: bundles[%2] (%3) needs a 64-digit "
                               "\"sha256\" and a \"url\"")
                            .arg(where)
                            .arg(i)
                            .arg(printable(excerpt(entry.name))));
        }
        entry.url = indexUrl.resolved(relative);
        index.m_entries << entry;
    }
    return index;
}

Result<IndexEntry> SideloadIndex::find(const BundleRef &bundle) const
{
    for (const IndexEntry &entry : m_entries) {
        if (entry.sha256 == bundle.sha256)
            return entry;
    }
    QStringList sameName;
    for (const IndexEntry &entry : m_entries) {
        if (entry.name == bundle.name)
            sameName << (entry.version.isEmpty() ? entry.sha256.left(12) : entry.version);
    }
    return fail(Code::SIDELOAD_NOT_IN_INDEX,
                Tr::tr("bundle %1 is not listed in the sideload index at %2%3")
                    .arg(bundle.displayName(), m_url.toDisplayString(),
                         sameName.isEmpty()
                             ? QString()
                             : Tr::tr(" (it lists other builds of %1: %2)")
                                   .arg(printable(excerpt(bundle.name)),
                                        printable(excerpt(sameName.join(QStringLiteral(", ")))))),
                Tr::tr("Publish the bundle to the index, or point %1 at a mirror that has it")
                    .arg(QLatin1String(MirrorVariable)));
}

} // namespace Accel::Sideload
