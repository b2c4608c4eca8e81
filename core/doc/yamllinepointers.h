// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QStringList>

/// Which value each line of a YAML text writes, for a line diff that names the override behind
/// each changed line (issue 18, section 3: the parser the Overrides panel held, now in core/doc
/// and tested here).
namespace Accel::Doc {

/// For each line of YAML as Doc::toYaml writes it (kubectl style): the JSON pointer of the value
/// the line writes ("/spec/jobTemplate/spec"), or of the key or sequence item it starts; block
/// scalar continuation lines get their key's pointer; a `---` separator gets an empty pointer
/// and starts a new document. Approximate for exotic keys (explicit `? ` keys; double-quoted keys
/// are taken as written). One entry per line, so the result lines up with the input.
QStringList yamlLinePointers(const QStringList &lines);
/// The same for the text (split as Doc::LineDiff::splitLines splits it).
QStringList yamlLinePointers(const QByteArray &yaml);

} // namespace Accel::Doc
