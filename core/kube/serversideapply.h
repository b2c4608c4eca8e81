// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "error.h"
#include "kube/apiclient.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <memory>

/// Server-side apply of rendered objects (issue 9, "Apply"), shared by `accelctl apply`, the
/// Overrides panel and the Claims panel.
namespace Accel::Kube {

enum class ApplyOutcome
{
    Invalid = 0,
    Create,
    Change,
    Unchanged,
    Rejected,
    Conflict,
    Exists, ///< readOnly: the object exists (live is it); nothing was sent
};

/// "would create" / "created", "would change" / "changed", "unchanged", "rejected", "conflict",
/// "exists"; DRYRUN decides the tense.
QString applyOutcomeName(ApplyOutcome o, bool dryRun = true);

struct ApplyOptions
{
    bool dryRun = true;          ///< dryRun=All
    bool forceConflicts = false; ///< force=true
    QString fieldManager = QStringLiteral("accel-console");
    /// For namespaced objects without metadata.namespace (the context's namespace); "default"
    /// when empty.
    QString defaultNamespace;
    /// GET the live objects only, no PATCH (the panel's "compare with live").
    bool readOnly = false;
};

struct ApplyResult
{
    QString apiVersion, kind, name, namespaceName;
    ApplyOutcome outcome = ApplyOutcome::Invalid;
    bool dryRun = true;
    QJsonObject live;   ///< the object before (empty when it did not exist)
    QJsonObject result; ///< what the server returned (the would-be object on dry run)
    QString message;    ///< the server's Status message for Rejected/Conflict (403, 422, 409 ...)
    QStringList conflicts; ///< field managers / fields in conflict (409)
    /// apiVersion, kind, name, namespace, outcome (the ApplyOutcome's name in lower case:
    /// "create", "change", "unchanged", "rejected", "conflict", "exists"), dryRun, message,
    /// conflicts,
    /// live and result.
    QJsonObject toJson() const;
    /// kubectl's name of the object: `deviceclass.resource.k8s.io/decode-10bit`, `configmap/cfg`
    /// ("object" without a kind, "(no name)" without a name). The CLI and the panels print it.
    QString objectName() const;
    /// A unified diff of `live` against `result` as YAML, the server-maintained fields hidden
    /// (withoutServerFields); a live object that does not exist contributes no lines.
    QString diff() const;
};

/// OBJECT without the fields the server maintains on every write (metadata.resourceVersion,
/// managedFields, generation, uid, creationTimestamp): what an operator compares.
QJsonObject withoutServerFields(const QJsonObject &object);

/// Applies objects one by one (PATCH application/apply-patch+yaml, fieldManager, dryRun, force),
/// resolving kind -> resource path by API discovery (/api/v1, /apis/GROUP/VERSION) and GETting
/// the live object first so the outcome (create / change / unchanged) and a diff can be shown.
/// Async; callbacks on this thread.
///
/// Outcomes: Create when there was no live object; Unchanged when the returned object equals the
/// live one apart from withoutServerFields(); Change otherwise. A 409 is a Conflict naming the
/// managers and fields (never forced unless forceConflicts); any other answer of the server
/// (400, 403, 404, 422 ..., an unknown kind, an object without apiVersion, kind or name) is
/// Rejected with the server's message, and the next object is applied all the same. failed()
/// only when the server cannot be talked to: no answer (unreachable, TLS, timeout), 401, or a
/// discovery request that fails other than with 404.
///
/// With ApplyOptions::readOnly nothing is sent but discovery and the GET: Create when the GET
/// answered 404 (live empty), Exists when it answered 200 (live is the object), Rejected for any
/// other answer; every result has dryRun set.
///
/// Discovery results are cached per ServerSideApply (one per client). After cancel() no signal
/// is emitted; a PATCH already sent may still land on the server.
class ServerSideApply : public QObject
{
    Q_OBJECT

public:
    explicit ServerSideApply(ApiClient *client, QObject *parent = nullptr);
    ~ServerSideApply() override;

    void apply(const QList<QJsonObject> &objects, const ApplyOptions &options);
    void cancel();

Q_SIGNALS:
    void progress(int done, int total);
    void finished(const QList<Accel::Kube::ApplyResult> &results);
    /// Only for errors that stop everything (401, unreachable, discovery).
    void failed(const Accel::Error &error);

private:
    struct Resource
    {
        QString plural;
        bool namespaced = false;
    };
    /// Kind -> resource of one group version; empty when the group version is not served.
    using ResourceMap = QHash<QString, Resource>;
    struct Run;

    void next(std::shared_ptr<Run> run);
    void discover(std::shared_ptr<Run> run, const QString &apiVersion);
    void applyOne(std::shared_ptr<Run> run, const Resource &resource);
    void done(std::shared_ptr<Run> run, ApplyResult result);
    bool stale(const std::shared_ptr<Run> &run) const;

    QPointer<ApiClient> m_client;
    QHash<QString, ResourceMap> m_discovery; ///< apiVersion -> kinds served
    quint64 m_generation = 0;
};

} // namespace Accel::Kube

Q_DECLARE_METATYPE(Accel::Kube::ApplyResult)
