// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QList>

/// Writing the value tree as YAML the way kubectl prints it: block style, two-space indent,
/// sequences under a key not indented (`key:\n- a`), a mapping in a sequence starting on the dash
/// line (`- name: x`), keys sorted by code point, `{}` and `[]` for empty containers.
///
/// Strings (keys too) are plain unless a plain scalar could read back as something else: then
/// single-quoted. That covers whatever resolves to null, bool or number under the YAML 1.2 core
/// schema or YAML 1.1 (`yes`, `n`, `on`, `0x1d82`, `1_000`, `1:20`, `.5`, `1.2.3`, dates), the
/// empty string, `<<`, a leading indicator or blank, a trailing blank, `: `, ` #`, a trailing `:`
/// and tabs. Text with control characters (C0 but line break and tab, DEL, C1), U+2028/9, U+FEFF
/// or a Unicode Bidi_Control character is double-quoted with escapes (`\e`, `\x9B`, `\u202E`), so
/// YAML output carries nothing a terminal obeys. Multi-line values use a literal block (`|-`, `|`
/// or `|+` by the trailing line breaks) unless a line ends in a blank, the first line starts with
/// one, or there is a tab; then they are double-quoted, as multi-line keys always are. Keys over
/// 1000 bytes use the explicit `? ` form.
///
/// Numbers: integers as integers; QJsonValue keeps integral doubles as integers (Qt 6.4), so 1.0
/// prints as `1`. Other doubles print in the shortest form that reads back exactly, integral
/// ones beyond 2^53 in exponent form (`1e+20`); `.inf`, `-.inf`, `.nan`.
///
/// Reading the output with Doc::readDocument gives back an equal tree. Reentrant.
namespace Accel::Doc {

/// One document, ending in a newline.
QByteArray toYaml(const QJsonValue &value);
/// Several documents separated by `---` lines.
QByteArray toYamlDocuments(const QList<QJsonValue> &documents);

/// A YAML comment line, `# TEXT\n`, that stays one comment line whatever TEXT holds (issue 32: a
/// product name with a newline must not add keys to a generated file): line breaks (\n, \r,
/// U+0085, U+2028, U+2029), other control characters and the bidirectional controls are written
/// as escapes (`\n`, `\x07`, `\u{2028}`), and the text is cut at 200 characters with a marker
/// (Accel::excerpt). Generated files put outside strings in comments only through this.
QByteArray yamlComment(const QString &text);

} // namespace Accel::Doc
