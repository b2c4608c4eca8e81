// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace Accel::Cel {

/// The Kubernetes Format library (apiserver/pkg/cel/library/format.go): named string formats,
/// the values of the CEL type `kubernetes.NamedFormat`. Internal to the engine.
namespace Formats {

/// The names `format.named()` knows and `format.NAME()` calls: dns1123Label, dns1123Subdomain,
/// dns1035Label, qualifiedName, dns1123LabelPrefix, dns1123SubdomainPrefix, dns1035LabelPrefix,
/// labelValue, uri, uuid, byte, date, datetime.
const QStringList &names();
bool isName(const QString &name);

/// `format.NAME().validate(s)`: the validation errors with apimachinery's messages (e.g. "must be
/// no more than 63 characters"); empty when S is valid.
QStringList validate(const QString &name, const QString &s);

} // namespace Formats

} // namespace Accel::Cel
