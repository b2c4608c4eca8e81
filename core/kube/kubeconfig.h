// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QPair>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace Accel::Kube {

/// An exec credential plugin as a kubeconfig user names it (`users[].user.exec`).
struct ExecConfig
{
    /// `client.authentication.k8s.io/v1` or `client.authentication.k8s.io/v1beta1`.
    QString apiVersion;
    /// The program; a relative path with a slash is already resolved against the folder of the
    /// kubeconfig file that defined it, a bare name is looked up in PATH.
    QString command;
    QStringList args;
    /// Added to the console's environment, in order (`env: [{name, value}]`).
    QList<QPair<QString, QString>> env;
    QString installHint;
    /// `Never`, `IfAvailable` or `Always` (empty when not given). The console never has a terminal
    /// for the plugin, so `Always` fails when the plugin runs.
    QString interactiveMode;

    bool isValid() const { return !command.isEmpty(); }
};

/// One context with its cluster and user, ready for a client: paths resolved, `-data` fields
/// base64-decoded. Holds credentials: never log it, never put its fields into messages.
struct ResolvedContext
{
    QString contextName;
    QString clusterName;
    QString userName;
    /// The kubeconfig files that defined the cluster and the user entries (for errors).
    QString clusterSource;
    QString userSource;
    /// `namespace` of the context, "default" when not set.
    QString namespaceName;

    // Cluster
    QString server;
    /// `certificate-authority` (absolute path) and/or the PEM of `certificate-authority-data`.
    QString certificateAuthorityFile;
    QByteArray certificateAuthorityData;
    QString tlsServerName;
    QString proxyUrl;
    /// Honoured only because the kubeconfig says so; `warnings` then says it, for the UI to show.
    bool insecureSkipTlsVerify = false;
    QStringList warnings;

    // User (credentials)
    /// Checked as an HTTP header value (Kube::invalidHeaderCharacter) when the context was made.
    QString token;
    /// Absolute path; read on each request so rotated tokens are picked up.
    QString tokenFile;
    /// Basic authentication (`username`, `password`), checked as the token is.
    QString username;
    QString password;
    QString clientCertificateFile;
    QByteArray clientCertificateData;
    QString clientKeyFile;
    QByteArray clientKeyData;
    ExecConfig exec;

    // What the front end adds to the kubeconfig (Kube::ClusterSource::resolveContext): every
    // client made from this context honours them, the window's Apply and live reads included.
    /// Further trusted CAs (PEM), read from `--ca-file` or the window's CA file setting.
    QList<QByteArray> extraCaPem;
    /// `--request-timeout`: the deadline of one request (ApiClient::setTimeoutMs; 0: only the
    /// built-in one-hour limit).
    int requestTimeoutMs = 30000;
};

/// kubeconfig files read and merged the way kubectl does (`kubectl config view` semantics).
///
/// Where from: the `--kubeconfig` files when given (each must exist), else every file in
/// `KUBECONFIG` (`:`-separated; missing files are skipped, duplicates read once), else
/// `$HOME/.kube/config` (its absence is not an error: the result is empty and context() says
/// there is no kubeconfig). Merging: the first file to define a cluster, user or context of a
/// given name wins, and so does the first non-empty `current-context`. Relative paths
/// (certificate-authority, client-certificate, client-key, tokenFile, an exec command with a
/// slash) resolve against the folder of the file that defined the entry.
///
/// Errors: KUBECONFIG_MISSING (a `--kubeconfig` file does not exist), KUBECONFIG_READ (cannot be
/// read), KUBECONFIG_PARSE (not YAML, or not a kubeconfig; line and column where known). From
/// context(): KUBECONFIG_NO_CONTEXT, KUBECONFIG_CONTEXT (unknown context; lists the known ones),
/// KUBECONFIG_CLUSTER, KUBECONFIG_USER (a reference that does not resolve), KUBECONFIG_BASE64
/// (bad `-data`, naming the field and the context), KUBECONFIG_UNSUPPORTED_AUTH (legacy
/// `auth-provider`, or an exec apiVersion other than v1/v1beta1), KUBECONFIG_EXEC (exec without
/// a command). Credentials are refused before any request is made (issue 32): KUBECONFIG_USER
/// for a `token`, `username` or `password` that an HTTP header cannot carry (a control
/// character, a line break above all; a `:` in a username) or a token beside basic
/// authentication, naming the kubeconfig file, the user entry and the field; KUBECONFIG_CLUSTER
/// for `insecure-skip-tls-verify` together with a certificate authority, which kubectl refuses
/// too ("specifying a root certificates file with the insecure flag is not allowed"). No message
/// ever contains a token, key or certificate. A plain value type; reentrant.
class Kubeconfig
{
public:
    static Result<Kubeconfig> load(const QStringList &explicitFiles,
                                   const QProcessEnvironment &env);

    /// The files that were read, in merge order.
    const QStringList &files() const { return m_files; }
    QString currentContext() const { return m_currentContext; }
    /// Every context name, sorted.
    QStringList contextNames() const { return m_contexts.keys(); }
    bool isEmpty() const { return m_contexts.isEmpty() && m_clusters.isEmpty(); }

    /// The named context (empty: `current-context`) with its cluster and user.
    Result<ResolvedContext> context(const QString &name = {}) const;

private:
    struct Entry
    {
        QJsonObject body;
        QString dir;  // folder of the file that defined the entry
        QString file; // that file
    };
    Result<void> merge(const QString &path);

    QStringList m_files;
    QString m_currentContext;
    QMap<QString, Entry> m_clusters;
    QMap<QString, Entry> m_users;
    QMap<QString, Entry> m_contexts;
};

} // namespace Accel::Kube
