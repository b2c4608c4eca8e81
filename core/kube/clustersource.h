// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "kube/kubeconfig.h"
#include "result.h"

#include <QFlags>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <optional>

namespace Accel::Kube {

/// The ways of naming a cluster a front end offers besides a kubeconfig context. Hints name only
/// these, so a command that takes no --demo never suggests it (issue 18, section 4).
enum class ClusterSeam
{
    SnapshotOption = 0x1, ///< `--snapshot FILE`
    DemoOption = 0x2,     ///< `--demo`
    /// The window's cluster picker (kubeconfig contexts, the demo cluster, snapshot files) and
    /// its connection settings (CA file, request timeout).
    Picker = 0x4,
};
Q_DECLARE_FLAGS(ClusterSeams, ClusterSeam)
Q_DECLARE_OPERATORS_FOR_FLAGS(ClusterSeams)

/// The cluster read settings as a front end was given them (flags, or fields of the window),
/// unchecked: ClusterSource::parse() turns them into a ClusterSource. A value left nullopt was
/// not given.
struct ClusterSourceArguments
{
    std::optional<QString> snapshotFile{};   ///< `--snapshot FILE`
    bool demo = false;                       ///< `--demo`
    QStringList kubeconfigFiles{};           ///< `--kubeconfig FILE`, repeatable
    std::optional<QString> context{};        ///< `--context NAME`
    std::optional<QString> requestTimeout{}; ///< `--request-timeout SECONDS`, as typed
    std::optional<QString> caFile{};         ///< `--ca-file FILE`
    /// What the front end offers, for hints.
    ClusterSeams offered{};
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
};

/// Where a cluster is read from, and how (issue 18, section 1): a snapshot file, the embedded
/// demo, or a kubeconfig context with the CA file and request timeout to reach it with. Both
/// front ends fill one from their flags (parse()) and hand it to Kube::ClusterLoadJob, the one
/// reader of a cluster; the window keeps one as its cluster settings and derives the picker's
/// choices from it (withContext() …), so a CA file or timeout holds for every choice.
///
/// A plain value type; reentrant. Holds no credentials (resolveContext() reads them).
struct ClusterSource
{
    enum class Kind
    {
        Invalid = 0,
        Live,     ///< a kubeconfig context
        Snapshot, ///< objects from a file
        Demo,     ///< the embedded demo fleet
    };

    /// kubectl's default `--request-timeout` is none; ours bounds a whole answer to 30 s.
    static constexpr int DefaultRequestTimeoutMs = 30000;
    static constexpr int MaxRequestTimeoutSeconds = 86400;

    /// `--snapshot FILE`; non-empty makes the source a snapshot (unless demo is set).
    QString snapshotFile{};
    /// `--demo`: the embedded demo fleet.
    bool demo = false;
    /// `--kubeconfig` files; empty: KUBECONFIG, then ~/.kube/config (Kubeconfig::load).
    QStringList kubeconfigFiles{};
    /// `--context`; empty: the kubeconfig's current-context.
    QString context{};
    /// `--ca-file`: a further trusted CA for the API server.
    QString caFile{};
    /// `--request-timeout` in milliseconds; 0: only the client's built-in one-hour limit.
    int requestTimeoutMs = DefaultRequestTimeoutMs;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    /// What the front end offers besides contexts, for hints (KUBECONFIG_MISSING's).
    ClusterSeams offered{};

    Kind kind() const;

    /// Checks and converts what a front end was given. USAGE errors, each naming the flags:
    /// --snapshot with --demo; --kubeconfig or --context with --snapshot or --demo (they read
    /// a live cluster); a --request-timeout that is not a number of seconds from 0 to 86400.
    static Result<ClusterSource> parse(const ClusterSourceArguments &arguments);
    /// `--request-timeout SECONDS` (fractions allowed) in milliseconds, or the USAGE error.
    static Result<int> requestTimeoutFrom(const QString &seconds);

    /// The same settings, reading another source (the window's picker).
    ClusterSource withContext(const QString &name) const;
    ClusterSource withSnapshotFile(const QString &path) const;
    ClusterSource withDemo() const;

    /// The kubeconfig the settings name, possibly empty (no file at all is not an error here:
    /// the window lists no contexts and shows the demo). Kubeconfig::load's errors.
    Result<Kubeconfig> loadKubeconfig() const;
    /// The context to read, ready for an ApiClient: the kubeconfig's context with the CA file's
    /// PEM and the request timeout added. KUBECONFIG_MISSING when there is no kubeconfig at
    /// all, its hint naming only what the front end offers; Kubeconfig's errors; the CA file's
    /// KUBE_CREDENTIALS or LIMIT_EXCEEDED naming the file.
    Result<ResolvedContext> resolveContext() const;
    /// What fixes "no kubeconfig" here: --kubeconfig and KUBECONFIG, then only the seams offered.
    QString missingKubeconfigHint() const;
};

} // namespace Accel::Kube
