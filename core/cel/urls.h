// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "cel/value.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace Accel::Cel {

/// A URL as Go's net/url.URL holds one, the value of the Kubernetes CEL type `kubernetes.URL`
/// (apiserver/pkg/cel/library/urls.go). The parts are UTF-8 bytes, as Go keeps them.
struct Url
{
    QByteArray scheme;   ///< lower case
    QByteArray opaque;   ///< `mailto:x`: what follows the scheme when no `/` does
    QByteArray userinfo; ///< as written, without the `@`
    bool hasUserinfo = false;
    QByteArray host;    ///< unescaped, with the port and IPv6 brackets
    QByteArray path;    ///< unescaped
    QByteArray rawPath; ///< the path as written when it is not the default escaping of `path`
    QByteArray rawQuery;
    QByteArray fragment; ///< unescaped
    bool forceQuery = false;

    /// Go's url.ParseRequestURI, then url.Parse for the parts (as the Kubernetes library does):
    /// an absolute URI or an absolute path; no fragment split for the check. On failure nullopt
    /// and *ERROR is Go's message, e.g. `parse "../x": invalid URI for request`.
    static std::optional<Url> parse(const QString &text, QString *error = nullptr);

    /// Go's URL.Hostname(): the host without the port and without IPv6 brackets.
    QString hostname() const;
    /// Go's URL.Port(): the port, or empty.
    QString port() const;
    /// Go's URL.EscapedPath().
    QString escapedPath() const;
    /// Go's URL.Query(): each key with its values in order, keys and values unescaped; pairs
    /// that do not unescape or hold a `;` are left out, as Go does.
    QList<std::pair<QString, QStringList>> query() const;
    /// Go's URL.String().
    QString toString() const;

    bool operator==(const Url &other) const = default;
};

struct UrlData final : Object
{
    Url url;
};

/// The Kubernetes URLs library as CEL sees it (internal to the engine; stdlibext.cpp checks the
/// argument types). Errors are values without a position.
namespace Urls {

/// `url(s)`: the URL, or the library's error "URL parse error during conversion from string: …".
Value url(const QString &s);
/// `isURL(s)`: whether url(s) would succeed.
bool isUrl(const QString &s);
/// `u.getQuery()`: map(string, list(string)).
Value query(const Url &url);

} // namespace Urls

} // namespace Accel::Cel
