// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "basecodes.h"
#include "error.h"
#include "result.h"

#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QtGlobal>

/// Every resource limit on outside input, in one place (DESIGN.md "Limits"; README "Limits").
/// (Not named limits.h: core/ is on the include path, and that name would shadow <limits.h>.)
///
/// Each limit has a stable name (used in messages), a default that a real user never hits, a
/// unit, and, where raising it makes sense, an environment variable that raises it:
/// `ACCEL_MAX_SNAPSHOT_BYTES=4G accelctl get gpus --snapshot huge.json`. Sizes in those variables
/// are bytes with an optional binary suffix (`K`, `M`, `G`, `T`, also written `KiB`, `MiB`...);
/// counts take the same suffixes as multiples of 1024. The apps call applyEnvironment() once at
/// start-up; everything else reads value().
///
/// A limit that is hit is an error with the code LIMIT_EXCEEDED (exceeded()), whose message names
/// the input, the limit and its value, and whose hint names the variable that raises it. The diff
/// limit is the exception: past it the diff is coarser, not an error.
///
/// Thread safety: value() may be called from any thread; applyEnvironment() and setValue() are
/// meant for start-up and tests, before other threads read the limit.
namespace Accel::Limits {

enum class Id
{
    Invalid = 0,
    // File inputs, per kind (readInputFile, core/inputfile.h). Stdin (`-`) counts the same.
    SnapshotFileBytes,
    DocumentFileBytes,
    ConfigFileBytes,
    CredentialFileBytes,
    // Documents built from input.
    DocumentGrowthBytes,
    NestingDepth,
    AliasExpansionNodes,
    CatalogIncludes,
    CatalogOverrides,
    // Network.
    ResponseBodyBytes,
    ResponseHeaderBytes,
    ExecPluginOutputBytes,
    ListPages,
    ListBytes,
    SideloadIndexBytes,
    DownloadBytes,
    // Bundles.
    ExtractedBytes,
    ExtractedEntries,
    ExtractionRatio,
    DecompressorMemoryBytes,
    // Engines.
    RegexSteps,
    RegexMemoryBytes,
    RegexProgramSize,
    DiffWork,
    // The MCP server (accelctl mcp serve).
    McpRequestBytes,
    McpOutputBytes,
    // NVCRE's after-apply objects (issue 36).
    NodeResultsBytes,
    Count
};

enum class Unit
{
    Invalid = 0,
    Bytes,
    Count, ///< nodes, entries, levels
    Steps, ///< units of work of an engine
    Ratio, ///< a multiple of another size
};

struct Limit
{
    Id id = Id::Invalid;
    Unit unit = Unit::Invalid;
    qint64 defaultValue = 0;
    const char *name = nullptr;   ///< stable, lower-case, e.g. "snapshot-file"
    const char *envVar = nullptr; ///< raises it; nullptr where raising makes no sense
};

// clang-format off
/// `--snapshot FILE` and other cluster object files (a 10,000-node cluster with 8 GPUs per node
/// is about 70 MB as JSON and 90 MB as YAML; the default leaves a factor of ten).
inline constexpr Limit SnapshotFileBytes{Id::SnapshotFileBytes, Unit::Bytes, qint64(1) << 30,
    "snapshot-file", "ACCEL_MAX_SNAPSHOT_BYTES"};
/// Documents a command reads: `patch`, `diff`, `--patch-file`, `--claim`, `--device`,
/// `workflow render`, `apply -f`, certifications, catalogs.
inline constexpr Limit DocumentFileBytes{Id::DocumentFileBytes, Unit::Bytes, qint64(256) << 20,
    "document-file", "ACCEL_MAX_DOCUMENT_BYTES"};
/// Configuration: `--kubeconfig`, `--docker-info`, `--sideload-manifest`, a product's
/// `compose.yaml` and `product.yaml`, GPU defaults.
inline constexpr Limit ConfigFileBytes{Id::ConfigFileBytes, Unit::Bytes, qint64(64) << 20,
    "config-file", "ACCEL_MAX_CONFIG_BYTES"};
/// Small secrets and certificates: kubeconfig `client-key`, `client-certificate`, `tokenFile`,
/// `certificate-authority`, `--ca-file`.
inline constexpr Limit CredentialFileBytes{Id::CredentialFileBytes, Unit::Bytes, qint64(4) << 20,
    "credential-file", "ACCEL_MAX_CREDENTIAL_BYTES"};

/// What one JSON Patch, override or patch sequence may add to a document, counted as compact
/// JSON bytes of every value it adds, copies or replaces (so 40 `copy` ops that double the
/// document end here, long before memory does).
inline constexpr Limit DocumentGrowthBytes{Id::DocumentGrowthBytes, Unit::Bytes,
    qint64(64) << 20, "document-growth", "ACCEL_MAX_DOCUMENT_GROWTH_BYTES"};
/// Nesting of mappings and sequences in YAML and JSON input (Doc::MaxNestingDepth): below
/// yaml-cpp's own recursion guard, so not raisable.
inline constexpr Limit NestingDepth{Id::NestingDepth, Unit::Count, 256, "nesting-depth", nullptr};
/// Nodes that YAML aliases may expand to: the larger of this and 10 per input byte.
inline constexpr Limit AliasExpansionNodes{Id::AliasExpansionNodes, Unit::Count, 1'000'000,
    "alias-expansion", nullptr};
/// `- include:` lines one catalog entry follows, nested ones included (issue 32: 5 levels of 10
/// includes are 100,000 reads of the same small files); the depth is capped at 8 besides.
inline constexpr Limit CatalogIncludes{Id::CatalogIncludes, Unit::Count, 1'000,
    "catalog-includes", "ACCEL_MAX_CATALOG_INCLUDES"};
/// Overrides one catalog entry expands to once its includes are spliced in (5 levels of 10
/// includes of 10 overrides each would be a million).
inline constexpr Limit CatalogOverrides{Id::CatalogOverrides, Unit::Count, 10'000,
    "catalog-overrides", "ACCEL_MAX_CATALOG_OVERRIDES"};

/// One HTTP response body from the API server or a mirror that is held in memory (a LIST of a
/// 10,000-node cluster's ResourceSlices fits many times over).
inline constexpr Limit ResponseBodyBytes{Id::ResponseBodyBytes, Unit::Bytes, qint64(1) << 30,
    "response-body", "ACCEL_MAX_RESPONSE_BYTES"};
/// All headers of one HTTP response together.
inline constexpr Limit ResponseHeaderBytes{Id::ResponseHeaderBytes, Unit::Bytes,
    qint64(1) << 20, "response-headers", "ACCEL_MAX_RESPONSE_HEADER_BYTES"};
/// Stdout (and, separately, stderr) of a kubeconfig exec credential plugin.
inline constexpr Limit ExecPluginOutputBytes{Id::ExecPluginOutputBytes, Unit::Bytes,
    qint64(4) << 20, "exec-plugin-output", "ACCEL_MAX_EXEC_OUTPUT_BYTES"};
/// Pages of one paginated list from the API server (`limit`/`continue`, 500 items a page): a
/// server that hands out a new continue token for ever ends here (issue 32).
inline constexpr Limit ListPages{Id::ListPages, Unit::Count, 10'000, "list-pages",
    "ACCEL_MAX_LIST_PAGES"};
/// Response bodies of one list, every page together, and of one watch connection: what a list
/// holds in memory at once (the snapshot-file limit bounds the same objects as a file).
inline constexpr Limit ListBytes{Id::ListBytes, Unit::Bytes, qint64(1) << 30, "list-bytes",
    "ACCEL_MAX_LIST_BYTES"};
/// The sideload index document.
inline constexpr Limit SideloadIndexBytes{Id::SideloadIndexBytes, Unit::Bytes, qint64(16) << 20,
    "sideload-index", "ACCEL_MAX_SIDELOAD_INDEX_BYTES"};
/// A bundle download whose index entry declares no `size` (a declared size is enforced exactly).
inline constexpr Limit DownloadBytes{Id::DownloadBytes, Unit::Bytes, qint64(16) << 30,
    "download", "ACCEL_MAX_DOWNLOAD_BYTES"};

/// Bytes extracted from one bundle whose index entry declares no `unpackedSize` (a declared
/// size is enforced exactly); extraction also stops when the cache's file system runs low.
inline constexpr Limit ExtractedBytes{Id::ExtractedBytes, Unit::Bytes, qint64(64) << 30,
    "extracted-bytes", "ACCEL_MAX_EXTRACTED_BYTES"};
/// Archive members (files, directories, links) in one bundle, so inodes too: a GPU library
/// bundle holds hundreds of members, the CUDA toolkit a few thousand; 200,000 empty members
/// compress to half a megabyte (issue 32).
inline constexpr Limit ExtractedEntries{Id::ExtractedEntries, Unit::Count, 100'000,
    "extracted-entries", "ACCEL_MAX_EXTRACTED_ENTRIES"};
/// Extracted bytes per archive byte where no `unpackedSize` is declared (GPU libraries compress
/// 3-10 times; a zip bomb compresses thousands of times).
inline constexpr Limit ExtractionRatio{Id::ExtractionRatio, Unit::Ratio, 200,
    "extraction-ratio", "ACCEL_MAX_EXTRACTION_RATIO"};
/// Memory the decompressor of one bundle may use: an xz stream's dictionary (xz -9 needs 65 MiB)
/// or a zstd frame's window (libzstd refuses windows over 128 MiB whatever this says).
inline constexpr Limit DecompressorMemoryBytes{Id::DecompressorMemoryBytes, Unit::Bytes,
    qint64(256) << 20, "decompressor-memory", "ACCEL_MAX_DECOMPRESSOR_MEMORY_BYTES"};

/// The work of one CEL regular-expression call (`matches()`, `find()`, `findAll()`) on RE2
/// (core/regularexpression.h), as RE2's linear bound: program instructions times bytes of text
/// per search, taken before the search runs; the work is also charged to the cost budget.
inline constexpr Limit RegexSteps{Id::RegexSteps, Unit::Steps, 10'000'000, "regex-steps",
    "ACCEL_MAX_REGEX_STEPS"};
/// RE2's memory budget for one pattern (RE2::Options::set_max_mem, RE2's own default): its
/// compiled programs and the DFA caches its searches fill (a search whose cache fills falls
/// back to RE2's slower NFA, still linear). A pattern whose program does not fit is refused.
inline constexpr Limit RegexMemoryBytes{Id::RegexMemoryBytes, Unit::Bytes, qint64(8) << 20,
    "regex-memory", "ACCEL_MAX_REGEX_MEMORY_BYTES"};
/// Instructions of one compiled pattern (RE2::ProgramSize(), as Google's C++ CEL bounds it):
/// the factor a search's work grows by per byte of text. Counted repetitions expand
/// (`[a-z]{1000}` is about a thousand); past the limit the pattern is refused.
inline constexpr Limit RegexProgramSize{Id::RegexProgramSize, Unit::Count, 1 << 18,
    "regex-program", "ACCEL_MAX_REGEX_PROGRAM"};
/// Cells of the edit graph one line diff explores (Myers' search, about (N+M) x D); past it the
/// diff falls back to a coarser but correct result instead of failing.
inline constexpr Limit DiffWork{Id::DiffWork, Unit::Steps, 100'000'000, "diff-work",
    "ACCEL_MAX_DIFF_WORK"};
/// One JSON-RPC message to `accelctl mcp serve` (a stdio line or an HTTP body): tool arguments
/// carry a claim or a Workflow as YAML, which the document-file limit bounds again when read.
inline constexpr Limit McpRequestBytes{Id::McpRequestBytes, Unit::Bytes, qint64(16) << 20,
    "mcp-request", "ACCEL_MAX_MCP_REQUEST_BYTES"};
/// One tool result of `accelctl mcp serve`, as compact JSON: past it the longest list in the
/// result is cut and a `truncated` note says what was left out (an assistant reads every byte).
inline constexpr Limit McpOutputBytes{Id::McpOutputBytes, Unit::Bytes, qint64(4) << 20,
    "mcp-output", "ACCEL_MAX_MCP_OUTPUT_BYTES"};
/// One of NVCRE's node-result ConfigMaps (`failed-nodes.json.gz`, `succeeded-nodes.csv.gz`)
/// decompressed: a list of 10,000 failed nodes with messages is about 2 MB.
inline constexpr Limit NodeResultsBytes{Id::NodeResultsBytes, Unit::Bytes, qint64(64) << 20,
    "node-results", "ACCEL_MAX_NODE_RESULTS_BYTES"};
// clang-format on

/// Every limit, in Id order (for documentation and tests).
QList<Limit> all();

/// The limit as configured: the default, or what applyEnvironment() or setValue() set.
qint64 value(const Limit &limit);

/// Sets the limit for this process (tests; the apps use applyEnvironment()). `value` <= 0
/// restores the default.
void setValue(const Limit &limit, qint64 value);

/// Reads every limit's variable from `environment`. A variable that is not a positive size or
/// count is a LIMIT_INVALID error naming it; the limits read so far stay set.
Result<void> applyEnvironment(const QProcessEnvironment &environment);

/// "256 MiB" for bytes, "1,000,000" for counts, "200x" for ratios.
QString formatValue(const Limit &limit, qint64 value);

/// How to raise the limit, for an Error's hint: "set ACCEL_MAX_SNAPSHOT_BYTES to raise it (now
/// 1 GiB; README "Limits")"; where it cannot be raised, says so.
QString raiseHint(const Limit &limit);

/// The LIMIT_EXCEEDED error for `input` (a path, URL or description, e.g. "patch op 3"):
/// "`input`: more than the document-file limit of 256 MiB" plus raiseHint(). `detail`, when
/// given, replaces "more than" with a sentence of its own, e.g. "is 2 GiB, more than".
Error exceeded(const Limit &limit, const QString &input, const QString &detail = {});

/// The OUT_OF_MEMORY error `main()` reports when std::bad_alloc reaches it: an input too large
/// for this machine that no limit caught; the hint names the limits that would refuse it.
Error outOfMemory();

/// The guard for what main() cannot catch (std::bad_alloc in a worker thread, or thrown through a
/// noexcept function; and, with the programs' allocator hook, an allocation that fails anywhere,
/// see allocationFailed()): a std::terminate handler that, when the exception in flight is
/// std::bad_alloc, writes outOfMemory() to stderr (text prepared now, since nothing can be
/// allocated then) and exits with `exitCode`; any other termination goes to the previous
/// handler (abort). The text is "OUT_OF_MEMORY: message" and a "hint:" line, as the CLI prints
/// errors.
void installOutOfMemoryHandler(int exitCode);

/// For the programs' allocator hook (core/allocationfailure.cpp, linked into accelctl and
/// accel-console only): once installOutOfMemoryHandler() ran, an allocation that fails reports
/// OUT_OF_MEMORY as the terminate handler does and exits with its code; before, it returns and
/// the allocation fails as usual. Allocates nothing; any thread.
///
/// Why a hook (issue 32): most of Qt is built without exceptions, so where Qt's own code (its
/// HTTP thread, its JSON parser) cannot allocate it does not throw std::bad_alloc; it goes on
/// with a null pointer and the process dies of a segmentation fault, whatever main() catches.
void allocationFailed() noexcept;

/// Parses a size such as "512", "64M", "1.5GiB"; -1 when it is not one.
qint64 parseSize(const QString &text);

} // namespace Accel::Limits
