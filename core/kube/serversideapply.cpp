// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "serversideapply.h"
#include "kubecodes.h"
#include "kubetr.h"

#include "doc/yamlwriter.h"

#include "doc/linediff.h"

#include "logging.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUrl>
#include <QUrlQuery>

namespace Accel::Kube {

namespace {
const QByteArray ApplyPatchType = QByteArrayLiteral("application/apply-patch+yaml");

QString groupVersionPath(const QString &apiVersion)
{
    return apiVersion.contains(QLatin1Char('/')) ? QStringLiteral("/apis/") + apiVersion
                                                 : QStringLiteral("/api/") + apiVersion;
}

QString encoded(const QString &segment)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(segment));
}

QString outcomeKey(ApplyOutcome o)
{
    switch (o) {
    case ApplyOutcome::Create:
        return QStringLiteral("create");
    case ApplyOutcome::Change:
        return QStringLiteral("change");
    case ApplyOutcome::Unchanged:
        return QStringLiteral("unchanged");
    case ApplyOutcome::Rejected:
        return QStringLiteral("rejected");
    case ApplyOutcome::Conflict:
        return QStringLiteral("conflict");
    case ApplyOutcome::Exists:
        return QStringLiteral("exists");
    case ApplyOutcome::Invalid:
        break;
    }
    return QStringLiteral("invalid");
}

/// The server's message of a metav1.Status answer, else the client's error text.
QString serverMessage(const ApiResponse &response)
{
    const QString message = response.json.value(QLatin1String("message")).toString();
    return message.isEmpty() ? response.error.message : message;
}

/// The fields and managers a 409 names: details.causes[].message (or .field), else the message.
QStringList conflictsOf(const ApiResponse &response)
{
    QStringList conflicts;
    const QJsonArray causes = response.json.value(QLatin1String("details"))
                                  .toObject()
                                  .value(QLatin1String("causes"))
                                  .toArray();
    for (const QJsonValue &cause : causes) {
        const QJsonObject c = cause.toObject();
        QString text = c.value(QLatin1String("message")).toString();
        if (text.isEmpty())
            text = c.value(QLatin1String("field")).toString();
        if (!text.isEmpty())
            conflicts << text;
    }
    if (conflicts.isEmpty())
        conflicts << serverMessage(response);
    return conflicts;
}
} // namespace

QString applyOutcomeName(ApplyOutcome o, bool dryRun)
{
    switch (o) {
    case ApplyOutcome::Create:
        return dryRun ? Tr::tr("would create") : Tr::tr("created");
    case ApplyOutcome::Change:
        return dryRun ? Tr::tr("would change") : Tr::tr("changed");
    case ApplyOutcome::Unchanged:
        return Tr::tr("unchanged");
    case ApplyOutcome::Rejected:
        return Tr::tr("rejected");
    case ApplyOutcome::Conflict:
        return Tr::tr("conflict");
    case ApplyOutcome::Exists:
        return Tr::tr("exists");
    case ApplyOutcome::Invalid:
        break;
    }
    return Tr::tr("not applied");
}

QJsonObject ApplyResult::toJson() const
{
    QJsonObject out{{QStringLiteral("apiVersion"), apiVersion},
                    {QStringLiteral("kind"), kind},
                    {QStringLiteral("name"), name},
                    {QStringLiteral("outcome"), outcomeKey(outcome)},
                    {QStringLiteral("dryRun"), dryRun}};
    if (!namespaceName.isEmpty())
        out.insert(QStringLiteral("namespace"), namespaceName);
    if (!message.isEmpty())
        out.insert(QStringLiteral("message"), message);
    if (!conflicts.isEmpty())
        out.insert(QStringLiteral("conflicts"), QJsonArray::fromStringList(conflicts));
    if (!live.isEmpty())
        out.insert(QStringLiteral("live"), live);
    if (!result.isEmpty())
        out.insert(QStringLiteral("result"), result);
    return out;
}

QString ApplyResult::objectName() const
{
    const QString group = apiVersion.contains(QLatin1Char('/'))
                              ? apiVersion.section(QLatin1Char('/'), 0, 0)
                              : QString();
    QString label = kind.isEmpty() ? QStringLiteral("object") : kind.toLower();
    if (!group.isEmpty())
        label += QLatin1Char('.') + group;
    return label + QLatin1Char('/') + (name.isEmpty() ? QStringLiteral("(no name)") : name);
}

QString ApplyResult::diff() const
{
    const auto lines = [](const QJsonObject &object) {
        if (object.isEmpty())
            return QStringList(); // no object yet: no lines, not "{}"
        return Doc::LineDiff::splitLines(
            QString::fromUtf8(Doc::toYaml(withoutServerFields(object))));
    };
    const QString label = objectName();
    return Doc::LineDiff::unified(lines(live), lines(result), QStringLiteral("live/") + label,
                                  QStringLiteral("dry-run/") + label);
}

QJsonObject withoutServerFields(const QJsonObject &object)
{
    QJsonObject out = object;
    QJsonObject meta = out.value(QLatin1String("metadata")).toObject();
    for (const char *field :
         {"resourceVersion", "managedFields", "generation", "uid", "creationTimestamp"})
        meta.remove(QLatin1String(field));
    if (out.contains(QLatin1String("metadata")))
        out.insert(QStringLiteral("metadata"), meta);
    return out;
}

struct ServerSideApply::Run
{
    quint64 generation = 0;
    QList<QJsonObject> objects;
    ApplyOptions options;
    qsizetype index = 0;
    QList<ApplyResult> results;
    ApplyResult current; ///< the object being applied: identity filled in
};

ServerSideApply::ServerSideApply(ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    qRegisterMetaType<Accel::Kube::ApplyResult>();
    qRegisterMetaType<QList<Accel::Kube::ApplyResult>>();
}

ServerSideApply::~ServerSideApply() = default;

void ServerSideApply::cancel()
{
    ++m_generation;
}

bool ServerSideApply::stale(const std::shared_ptr<Run> &run) const
{
    return run->generation != m_generation || !m_client;
}

void ServerSideApply::apply(const QList<QJsonObject> &objects, const ApplyOptions &options)
{
    auto run = std::make_shared<Run>();
    run->generation = ++m_generation;
    run->objects = objects;
    run->options = options;
    if (run->options.defaultNamespace.isEmpty())
        run->options.defaultNamespace = QStringLiteral("default");
    if (!m_client) {
        Q_EMIT failed(Error::of(Code::KUBE_UNREACHABLE,
                                Tr::tr("there is no connection to a cluster to apply to"),
                                QString()));
        return;
    }
    // Start from the event loop, so callers can connect after apply() as well as before.
    QMetaObject::invokeMethod(
        this,
        [this, run] {
            if (!stale(run))
                next(run);
        },
        Qt::QueuedConnection);
}

void ServerSideApply::next(std::shared_ptr<Run> run)
{
    if (run->index >= run->objects.size()) {
        Q_EMIT finished(run->results);
        return;
    }
    const QJsonObject &object = run->objects.at(run->index);
    const QJsonObject meta = object.value(QLatin1String("metadata")).toObject();
    ApplyResult &r = run->current;
    r = ApplyResult{};
    r.dryRun = run->options.dryRun || run->options.readOnly;
    r.apiVersion = object.value(QLatin1String("apiVersion")).toString();
    r.kind = object.value(QLatin1String("kind")).toString();
    r.name = meta.value(QLatin1String("name")).toString();
    r.namespaceName = meta.value(QLatin1String("namespace")).toString();
    if (r.apiVersion.isEmpty() || r.kind.isEmpty() || r.name.isEmpty()) {
        r.outcome = ApplyOutcome::Rejected;
        r.message = Tr::tr("object %1 of the input has no apiVersion, kind or metadata.name")
                        .arg(run->index + 1);
        return done(run, r);
    }
    const auto cached = m_discovery.constFind(r.apiVersion);
    if (cached == m_discovery.cend())
        return discover(run, r.apiVersion);
    const auto resource = cached->constFind(r.kind);
    if (resource == cached->cend()) {
        r.outcome = ApplyOutcome::Rejected;
        r.message = cached->isEmpty()
                        ? Tr::tr("the API server does not serve %1").arg(r.apiVersion)
                        : Tr::tr("the API server has no kind %1 in %2").arg(r.kind, r.apiVersion);
        return done(run, r);
    }
    applyOne(run, *resource);
}

void ServerSideApply::discover(std::shared_ptr<Run> run, const QString &apiVersion)
{
    m_client->send(
        QByteArrayLiteral("GET"), groupVersionPath(apiVersion), {}, {},
        QString(QStringLiteral("API discovery of ") + apiVersion),
        [this, run, apiVersion](const Result<ApiResponse> &answer) {
            if (stale(run))
                return;
            if (!answer)
                return Q_EMIT failed(answer.error());
            ResourceMap kinds;
            if (answer->status == 404) {
                // Not served: every object of this group version is rejected (as kubectl's
                // "no matches for kind").
            } else if (answer->status >= 300) {
                return Q_EMIT failed(answer->error);
            } else {
                const QJsonArray resources =
                    answer->json.value(QLatin1String("resources")).toArray();
                for (const QJsonValue &value : resources) {
                    const QJsonObject res = value.toObject();
                    const QString plural = res.value(QLatin1String("name")).toString();
                    const QString kind = res.value(QLatin1String("kind")).toString();
                    if (plural.isEmpty() || kind.isEmpty() || plural.contains(QLatin1Char('/')))
                        continue; // subresources (pods/status) share the kind
                    kinds.insert(kind,
                                 Resource{plural, res.value(QLatin1String("namespaced")).toBool()});
                }
            }
            m_discovery.insert(apiVersion, kinds);
            next(run);
        });
}

void ServerSideApply::applyOne(std::shared_ptr<Run> run, const Resource &resource)
{
    ApplyResult &r = run->current;
    QJsonObject object = run->objects.at(run->index);
    QJsonObject meta = object.value(QLatin1String("metadata")).toObject();
    QString path = groupVersionPath(r.apiVersion);
    if (resource.namespaced) {
        if (r.namespaceName.isEmpty())
            r.namespaceName = run->options.defaultNamespace;
        meta.insert(QStringLiteral("namespace"), r.namespaceName);
        path += QStringLiteral("/namespaces/") + encoded(r.namespaceName);
    } else {
        r.namespaceName.clear();
        meta.remove(QStringLiteral("namespace"));
    }
    object.insert(QStringLiteral("metadata"), meta);
    path += QLatin1Char('/') + resource.plural + QLatin1Char('/') + encoded(r.name);
    const QString group = r.apiVersion.contains(QLatin1Char('/'))
                              ? r.apiVersion.section(QLatin1Char('/'), 0, 0)
                              : QString();
    const QString what =
        group.isEmpty() ? resource.plural : resource.plural + QLatin1Char('.') + group;

    m_client->send(
        QByteArrayLiteral("GET"), path, {}, {}, what,
        [this, run, path, what, object](const Result<ApiResponse> &live) {
            if (stale(run))
                return;
            ApplyResult &r = run->current;
            if (!live)
                return Q_EMIT failed(live.error());
            if (live->status == 401)
                return Q_EMIT failed(live->error);
            if (live->status == 200) {
                r.live = live->json;
            } else if (live->status != 404) {
                r.outcome = ApplyOutcome::Rejected;
                r.message = serverMessage(*live);
                return done(run, r);
            }
            if (run->options.readOnly) {
                // Compare with live: no PATCH at all.
                r.outcome = r.live.isEmpty() ? ApplyOutcome::Create : ApplyOutcome::Exists;
                qCDebug(lcKube) << "read" << r.kind << r.name << outcomeKey(r.outcome);
                return done(run, r);
            }
            QUrlQuery query;
            query.addQueryItem(QStringLiteral("fieldManager"), run->options.fieldManager);
            if (run->options.dryRun)
                query.addQueryItem(QStringLiteral("dryRun"), QStringLiteral("All"));
            if (run->options.forceConflicts)
                query.addQueryItem(QStringLiteral("force"), QStringLiteral("true"));
            // JSON is YAML: the apply patch is the object itself.
            m_client->send(
                QByteArrayLiteral("PATCH"),
                path + QLatin1Char('?') + query.toString(QUrl::FullyEncoded),
                QJsonDocument(object).toJson(QJsonDocument::Compact), ApplyPatchType, what,
                [this, run](const Result<ApiResponse> &answer) {
                    if (stale(run))
                        return;
                    ApplyResult &r = run->current;
                    if (!answer)
                        return Q_EMIT failed(answer.error());
                    if (answer->status == 401)
                        return Q_EMIT failed(answer->error);
                    if (answer->status == 409) {
                        r.outcome = ApplyOutcome::Conflict;
                        r.message = serverMessage(*answer);
                        r.conflicts = conflictsOf(*answer);
                    } else if (answer->status >= 300) {
                        r.outcome = ApplyOutcome::Rejected;
                        r.message = serverMessage(*answer);
                    } else {
                        r.result = answer->json;
                        if (r.live.isEmpty())
                            r.outcome = ApplyOutcome::Create;
                        else if (withoutServerFields(r.result) == withoutServerFields(r.live))
                            r.outcome = ApplyOutcome::Unchanged;
                        else
                            r.outcome = ApplyOutcome::Change;
                    }
                    qCDebug(lcKube) << "apply" << r.kind << r.name << outcomeKey(r.outcome);
                    done(run, r);
                });
        });
}

void ServerSideApply::done(std::shared_ptr<Run> run, ApplyResult result)
{
    run->results.append(std::move(result));
    ++run->index;
    Q_EMIT progress(int(run->index), int(run->objects.size()));
    if (stale(run))
        return; // a slot cancelled
    next(run);
}

} // namespace Accel::Kube
