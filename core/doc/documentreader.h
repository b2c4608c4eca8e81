// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "resourcelimits.h"
#include "result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

/// Reading YAML and JSON into the value tree (QJsonValue).
///
/// YAML goes through yaml-cpp's event API straight into QJsonValue (a YAML::Node tree costs about
/// 40 times the file in memory; DESIGN.md). Scalars follow the YAML 1.2 core schema: quoted
/// scalars are always strings ("0x1d82", "true", "1.20"); plain `true`/`false` (any of the three
/// spellings), `null`, `~` and the empty scalar, integers (decimal, 0o octal, 0x hex) and floats
/// are typed (.inf, .nan and overflowing numbers are errors, see below); anything else is a
/// string. Explicit `!!str`, `!!int`, ... tags are honoured (`!!str 42` is "42"; other tags such as
/// `!Ref` leave the text a string). Mapping keys are always strings: the scalar's text (`null: x`
/// has the key "null"); a collection as a key is an error. Anchors and aliases resolve (aliases
/// that expand past max(10^6, 10 per input byte) nodes are refused), `<<` merge keys merge
/// (explicit keys win, then earlier merged mappings), a duplicate key is an error, in JSON as in
/// YAML (issue 32: RFC 8259 leaves it to the reader, and a reader that keeps the last value sees a
/// different document from one that keeps the first). Numbers that are not finite (`.inf`, `.nan`,
/// `1e400`) are errors naming the key, never null. Input whose first non-blank character is `{` or
/// `[` takes the QJsonDocument fast path; input QJsonDocument refuses (or where it dropped a
/// repeated key) is read as flow YAML, so its errors too carry line, column and key. YAML of 1 MiB
/// or more (Detail::FastYamlMinBytes) is read by libyaml's event parser instead, into the same tree
/// under the same rules and limits, several times faster (doc/yamlfastreader.h); input it refuses
/// is read again by yaml-cpp, so every error is the yaml-cpp reader's.
///
/// Errors: YAML_PARSE for any input problem (JSON included), FILE_READ when a file cannot be read
/// (the message names the path and the OS reason), DOC_NOT_OBJECT from readObjects. The *File
/// variants read through readInputFile (core/inputfile.h) under `limit`, so they add
/// FILE_NOT_REGULAR (a FIFO, a device) and LIMIT_EXCEEDED; `-` is a file named "-" there. Except
/// for FILE_READ the message starts with `source:line:column:` (1-based), so an operator can jump
/// to it; the *File variants use the path as the source.
///
/// All functions are reentrant and may run on any thread.
namespace Accel::Doc {

/// Deepest nesting of mappings and sequences accepted (aliases counted as expanded); deeper input
/// is a YAML_PARSE error, never a stack overflow. Below yaml-cpp 0.7's own recursion guard, which
/// stops at about 498 levels, so JSON and YAML input share one limit.
inline constexpr int MaxNestingDepth = int(Limits::NestingDepth.defaultValue);

/// Whether JSON text BYTES, which QJsonDocument parsed into VALUE, repeats a key in an object
/// (QJsonDocument keeps the last one silently). For readers that parse JSON themselves (API
/// responses): when true, readDocument() on the same bytes gives the error with line, column
/// and key.
bool jsonHasDuplicateKeys(const QByteArray &bytes, const QJsonValue &value);

/// One document. Empty input gives null. Empty documents are ignored; a second non-empty document
/// is an error naming the line of the second one.
Result<QJsonValue> readDocument(const QByteArray &bytes, const QString &sourceName);
Result<QJsonValue> readDocumentFile(const QString &path,
                                    const Limits::Limit &limit = Limits::DocumentFileBytes);

/// Every document of a (possibly multi-document, `---`-separated) stream, in order. Empty
/// documents (a bare `---`, comments only) are skipped, as kubectl does.
Result<QList<QJsonValue>> readDocuments(const QByteArray &bytes, const QString &sourceName);
Result<QList<QJsonValue>> readDocumentsFile(const QString &path,
                                            const Limits::Limit &limit = Limits::DocumentFileBytes);

/// Kubernetes objects: every document, with `List` objects (kind `List` or `*List` with an
/// `items` array) flattened to their items. A document or List item that is not a mapping is a
/// DOC_NOT_OBJECT error naming the document's position and its 1-based index.
Result<QList<QJsonObject>> readObjects(const QByteArray &bytes, const QString &sourceName);
Result<QList<QJsonObject>> readObjectsFile(const QString &path,
                                           const Limits::Limit &limit = Limits::DocumentFileBytes);

} // namespace Accel::Doc
