// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QByteArray>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <functional>
#include <string_view>

class QIODevice;

/// Internal to core/doc: the libyaml fast path for bulk YAML (issue 19, "Speed"), beside the
/// yaml-cpp reader that documentreader.h describes, and the hook the tests and benchmarks use to
/// run either one.
///
/// yaml-cpp stays the reader for ordinary documents (DESIGN.md). Input of FastYamlMinBytes or
/// more (a snapshot, a large compose file) is read by libyaml's event parser (Debian
/// `libyaml-dev`; about four times yaml-cpp's speed in CPU time) into the same tree, under the
/// same rules and limits: the scalar typing is shared (yamlresolve.h), and nesting, alias
/// expansion, duplicate keys, merge keys and anchors follow the yaml-cpp reader step for step.
/// When the fast path refuses the input for any reason (a syntax error, a limit, a duplicate
/// key, input libyaml does not accept), the input is read again with yaml-cpp, so every error a
/// caller sees, its message and its line and column, is the yaml-cpp reader's; so is the tree
/// of the few inputs where yaml-cpp 0.7 is lenient or wrong and libyaml is not (an unclosed
/// quote at the end of the input, a bare document after `...`, the escapes `\N` and `\_`).
/// tests/doc/tst_yamlfastreader.cpp holds the readers to the same trees, document positions and
/// errors on every YAML file the project has and damaged copies of them.
namespace Accel::Doc::Detail {

/// A document and where it starts (1-based line and column of its `---`, or of its first token
/// when it has none).
struct LocatedDocument
{
    QJsonValue value;
    int line = 0;
    int column = 0;
};

/// Inputs of at least this many bytes take the libyaml fast path. Below it yaml-cpp reads
/// everything: a 1 MiB file takes it under a third of a second, and small hand-written
/// documents are where the two parsers' corner cases would show.
inline constexpr qsizetype FastYamlMinBytes = qsizetype(1) << 20;

/// Which reader readStream uses for YAML (JSON that QJsonDocument accepts takes the JSON fast
/// path before either).
enum class YamlReader
{
    Invalid = 0,
    Automatic, ///< libyaml from FastYamlMinBytes on, else yaml-cpp: what the public API uses
    YamlCpp,   ///< yaml-cpp only
    LibYaml,   ///< libyaml at any size; yaml-cpp for the error when it refuses
};

/// Every document of the stream, empty ones included, or a YAML_PARSE error whose message
/// starts with `source:line:column: `. Defined in documentreader.cpp, which builds the public
/// functions on it.
Result<QList<LocatedDocument>> readStream(const QByteArray &bytes, const QString &source,
                                          YamlReader reader);

/// Why the fast path refused an input, for the debug log and the tests; never shown to a user
/// (the yaml-cpp reader's error is).
struct FastYamlRefusal
{
    QString reason;
    int line = 0; ///< 1-based
    int column = 0;
};

/// How the libyaml reader builds the tree.
enum class FastYamlBuilder
{
    Invalid = 0,
    /// The events as JSON text, parsed by QJsonDocument (large sequences in chunks on the
    /// global thread pool, from FastYamlMinBytes on); inputs JSON cannot carry (aliases, `<<`,
    /// NaN...) go to Tree.
    Automatic,
    Tree, ///< value by value through QJsonObject and QJsonArray (the tests compare the two)
};

/// The libyaml reader alone: every document, or why it refused. Reentrant; Automatic may run
/// parts of the work on Accel::workPool() and waits for them.
tl::expected<QList<LocatedDocument>, FastYamlRefusal>
readYamlFast(const QByteArray &bytes, FastYamlBuilder builder = FastYamlBuilder::Automatic);

/// streamYamlObjects' consumer: one Kubernetes object as compact JSON text (valid until it
/// returns), in file order; false stops the read.
using YamlObjectSink = std::function<bool(std::string_view json)>;

enum class YamlStreamEnd
{
    Invalid = 0,
    Done,    ///< every object went to the sink
    Stopped, ///< the sink returned false
    Refused, ///< input this reader does not take, or invalid: the whole-document reader judges it
};

/// The Kubernetes objects of a YAML stream read from INPUT a few KiB at a time (issue 37: a
/// 65,000-node List as one tree took 6.8 GB): the items of each `List` document (kind `*List`
/// with an `items` sequence) one at a time, and every other document that is a mapping, each as
/// the JSON text whose parse is the object Doc::readObjects gives (the same rules, limits and
/// text as readYamlFast's JSON emitter), never the whole document. Empty documents are skipped.
/// Refused (why in REFUSAL, for the debug log) for whatever readYamlFast would refuse or hand
/// to its tree builder (aliases, `<<` merges, a duplicate key, nesting deeper than
/// MaxNestingDepth, numbers JSON cannot carry, a syntax error), for a document or List item that
/// is not a mapping, and for `items` in a mapping that is no List: the caller then reads the
/// whole document with Doc::readObjects, whose result or error (line and column) counts; objects
/// already sent are to be dropped. Memory: the largest object's text and libyaml's buffers.
/// With Automatic, a seekable INPUT shaped as kubectl writes a List (`items:` at column 0, its
/// entries at one column) is cut into chunks of entries at entry lines and parsed on the global
/// thread pool, the sink still called on this thread in file order; anything else, from the
/// start, the one-thread way (Sequential).
enum class YamlStreamSplit
{
    Invalid = 0,
    Automatic,
    Sequential,
};

struct YamlStreamOptions
{
    YamlStreamSplit split = YamlStreamSplit::Automatic;
    /// Automatic: the text of a chunk of entries, at least (the tests make it small).
    qsizetype chunkBytes = qsizetype(2) << 20;
    /// When set: whether the entries were read in chunks.
    bool *chunked = nullptr;
};

YamlStreamEnd streamYamlObjects(QIODevice &input, const YamlObjectSink &sink,
                                FastYamlRefusal *refusal = nullptr,
                                const YamlStreamOptions &options = {});

} // namespace Accel::Doc::Detail
