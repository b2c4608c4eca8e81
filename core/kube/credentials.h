// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QByteArray>
#include <QString>
#include <QStringView>

/// Credentials that travel in HTTP headers (issue 32, tests/README.md "Security" "Credentials and
/// API servers"). A token, username or password is pasted into the `Authorization` header of every
/// request, so one with a line break would end that header and add headers of its author's
/// choosing; each is checked as an HTTP field value before any request is made, as Go's net/http
/// (kubectl's) refuses such a header. Errors name where the value came from (the kubeconfig, its
/// user entry and field, the token file, the exec plugin) and never the value.
///
/// Reentrant; no function here reads a file or the network.
namespace Accel::Kube {

/// The index of the first character of VALUE that an HTTP field value may not hold, or -1:
/// control characters other than horizontal tab, and DEL (RFC 9110 section 5.5). Characters
/// from U+0080 up are allowed (they travel as UTF-8, RFC 9110's obs-text), as Go's
/// httpguts.ValidHeaderFieldValue allows them.
qsizetype invalidHeaderCharacter(QStringView value);

/// What an error says of the character invalidHeaderCharacter() found: "U+000A (a line break) at
/// character 13". Never quotes the value around it.
QString describeInvalidCharacter(QStringView value, qsizetype at);

/// The `Authorization` header value: `Bearer TOKEN` when TOKEN is set, else
/// `Basic base64(USERNAME:PASSWORD)` when either of those is, else empty (no header). The
/// caller has checked each with invalidHeaderCharacter(); a value that still holds a control
/// character gives an empty result rather than a header that could split.
QByteArray authorizationHeader(const QString &token, const QString &username,
                               const QString &password);

/// The token a `tokenFile` holds: its bytes as UTF-8 with surrounding whitespace removed, as
/// client-go reads it. KUBE_CREDENTIALS when nothing is left or a control character is (a
/// tokenFile of /proc/self/environ holds NULs), naming FILE, the USER entry and the KUBECONFIG
/// that defined it.
Result<QString> tokenFromFile(const QByteArray &bytes, const QString &file, const QString &userName,
                              const QString &kubeconfig);

} // namespace Accel::Kube
