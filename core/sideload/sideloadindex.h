// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "bundleref.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUrl>

#include <optional>

namespace Accel::Sideload {

/// One bundle the index offers.
struct IndexEntry
{
    QString name;
    QString version;
    QString sha256;
    qint64 size = -1; ///< bytes of the archive; -1 when the index does not say
    /// Bytes of the extracted tree (all regular files together); -1 when the index does not say.
    qint64 unpackedSize = -1;
    QUrl url; ///< absolute: relative URLs in the index resolve against the index URL
};

/// The sideload index (DESIGN.md, "Sideload index"): JSON at the index URL,
/// `{"bundles": [{"name", "version", "sha256", "size", "url", "unpackedSize"}]}`, looked up by
/// sha256. `size` and `unpackedSize` are optional non-negative integers: the download and the
/// extraction are held to them exactly.
class SideloadIndex
{
public:
    /// The published index; never contacted by tests.
    static constexpr QLatin1StringView DefaultUrl{"https://sideload.norsk.video/v1/index.json"};
    static constexpr const char *MirrorVariable = "NORSK_CTL_SIDELOAD_INDEX_URL";

    /// NORSK_CTL_SIDELOAD_INDEX_URL when set (a mirror), else DefaultUrl.
    static QUrl urlFromEnvironment();

    /// Errors (SIDELOAD_INDEX) name the index URL and the entry.
    static Result<SideloadIndex> parse(const QByteArray &json, const QUrl &indexUrl);

    /// The entry with this content hash. When there is none, SIDELOAD_NOT_IN_INDEX names the
    /// bundle and the index URL.
    Result<IndexEntry> find(const BundleRef &bundle) const;

    const QList<IndexEntry> &entries() const { return m_entries; }
    const QUrl &url() const { return m_url; }

private:
    QUrl m_url;
    QList<IndexEntry> m_entries;
};

} // namespace Accel::Sideload
