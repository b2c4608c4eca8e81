// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "fakeapiserver.h"

#include "testsupport.h"

#include <algorithm>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QUrlQuery>

namespace Accel::Test {

struct FakeApiServer::Shared
{
    QMutex mutex;
    QByteArray token;
    QStringList draVersions{QStringLiteral("v1")};
    QString serverVersion;
    QMap<QString, QList<QJsonObject>> objects; // plural -> items
    QMap<QString, QList<QByteArray>> watchEvents;
    int resourceVersion = 100;

    struct ApiResource
    {
        QString groupVersion, plural, kind;
        bool namespaced = false;
    };
    QList<ApiResource> extraResources;
    struct ApplyAnswer
    {
        int code = 0;
        QString reason, message, manager;
        QStringList fields;
    };
    QMap<QString, ApplyAnswer> applyAnswers; // object name -> answer
    int uid = 0;
};

namespace {
using Route = HttpsTestServer::Route;

Route jsonRoute(const QJsonObject &object, int status = 200)
{
    Route route;
    route.status = status;
    route.body = QJsonDocument(object).toJson(QJsonDocument::Compact);
    route.headers.emplaceBack("Content-Type", "application/json");
    return route;
}

Route statusRoute(int code, const QString &message)
{
    return jsonRoute(QJsonObject{{QStringLiteral("kind"), QStringLiteral("Status")},
                                 {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                                 {QStringLiteral("status"), QStringLiteral("Failure")},
                                 {QStringLiteral("message"), message},
                                 {QStringLiteral("code"), code}},
                     code);
}

Route statusRoute(int code, const QString &reason, const QString &message,
                  const QJsonObject &details = {})
{
    Route route = statusRoute(code, message);
    QJsonObject status = QJsonDocument::fromJson(route.body).object();
    status.insert(QStringLiteral("reason"), reason);
    if (!details.isEmpty())
        status.insert(QStringLiteral("details"), details);
    route.body = QJsonDocument(status).toJson(QJsonDocument::Compact);
    return route;
}

/// RFC 7386-like merge without deletion: mappings merge, everything else is replaced.
QJsonObject mergeOver(QJsonObject base, const QJsonObject &patch)
{
    for (auto it = patch.begin(); it != patch.end(); ++it) {
        const QJsonValue old = base.value(it.key());
        if (old.isObject() && it.value().isObject())
            base.insert(it.key(), mergeOver(old.toObject(), it.value().toObject()));
        else
            base.insert(it.key(), it.value());
    }
    return base;
}

QString pluralOf(const QString &kind)
{
    if (kind == QLatin1String("Node"))
        return QStringLiteral("nodes");
    if (kind == QLatin1String("ResourceSlice"))
        return QStringLiteral("resourceslices");
    if (kind == QLatin1String("DeviceClass"))
        return QStringLiteral("deviceclasses");
    if (kind == QLatin1String("Pod"))
        return QStringLiteral("pods");
    if (kind == QLatin1String("ResourceClaimTemplate"))
        return QStringLiteral("resourceclaimtemplates");
    if (kind == QLatin1String("ResourceClaim"))
        return QStringLiteral("resourceclaims");
    if (kind == QLatin1String("ConfigMap"))
        return QStringLiteral("configmaps");
    if (kind == QLatin1String("DeviceTaintRule"))
        return QStringLiteral("devicetaintrules");
    if (kind == QLatin1String("Namespace"))
        return QStringLiteral("namespaces");
    if (kind == QLatin1String("Namespace"))
        return QStringLiteral("namespaces");
    return {};
}

QString queryValue(const QString &path, const QString &key)
{
    const qsizetype q = path.indexOf(QLatin1Char('?'));
    return q < 0 ? QString() : QUrlQuery(path.mid(q + 1)).queryItemValue(key);
}
} // namespace

FakeApiServer::FakeApiServer()
    : m_shared(std::make_shared<Shared>())
{}

FakeApiServer::~FakeApiServer()
{
    m_server.stop();
}

bool FakeApiServer::start(QString *error)
{
    if (!m_ca.create()) {
        if (error)
            *error = m_ca.errorString();
        return false;
    }
    if (!m_server.start(m_ca.serverCertificate(), m_ca.serverKey(), error))
        return false;
    install();
    return true;
}

void FakeApiServer::setObjects(const QList<QJsonObject> &objects)
{
    QMutexLocker lock(&m_shared->mutex);
    m_shared->objects.clear();
    for (QJsonObject object : objects) {
        const QString plural = pluralOf(object.value(QLatin1String("kind")).toString());
        if (plural.isEmpty())
            continue;
        object.remove(QStringLiteral("kind")); // list items come without kind and apiVersion
        object.remove(QStringLiteral("apiVersion"));
        m_shared->objects[plural].append(object);
    }
}

bool FakeApiServer::setObjectsFromFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QJsonValue tree = yaml(file.readAll());
    QList<QJsonObject> objects;
    for (const QJsonValue &item : tree[QLatin1String("items")].toArray())
        objects << item.toObject();
    setObjects(objects);
    return !objects.isEmpty();
}

void FakeApiServer::setDraVersions(const QStringList &versions)
{
    {
        QMutexLocker lock(&m_shared->mutex);
        m_shared->draVersions = versions;
    }
    install();
}

void FakeApiServer::setToken(const QByteArray &token)
{
    QMutexLocker lock(&m_shared->mutex);
    m_shared->token = token;
}

void FakeApiServer::setStatus(const QString &path, int code, const QString &message)
{
    m_server.setRoute(path, statusRoute(code, message));
}

void FakeApiServer::setServerVersion(const QString &gitVersion)
{
    {
        QMutexLocker lock(&m_shared->mutex);
        m_shared->serverVersion = gitVersion;
    }
    install();
}

void FakeApiServer::queueWatchEvent(const QString &plural, const QString &type,
                                    const QJsonObject &object)
{
    QMutexLocker lock(&m_shared->mutex);
    QJsonObject withVersion = object;
    QJsonObject meta = withVersion.value(QLatin1String("metadata")).toObject();
    meta.insert(QStringLiteral("resourceVersion"), QString::number(++m_shared->resourceVersion));
    withVersion.insert(QStringLiteral("metadata"), meta);
    m_shared->watchEvents[plural].append(
        QJsonDocument(
            QJsonObject{{QStringLiteral("type"), type}, {QStringLiteral("object"), withVersion}})
            .toJson(QJsonDocument::Compact) +
        '\n');
}

void FakeApiServer::addApiResource(const QString &groupVersion, const QString &plural,
                                   const QString &kind, bool namespaced)
{
    {
        QMutexLocker lock(&m_shared->mutex);
        m_shared->extraResources.append({groupVersion, plural, kind, namespaced});
    }
    install();
}

QJsonObject FakeApiServer::storedObject(const QString &plural, const QString &namespaceName,
                                        const QString &name) const
{
    QMutexLocker lock(&m_shared->mutex);
    for (const QJsonObject &object : m_shared->objects.value(plural)) {
        const QJsonObject meta = object.value(QLatin1String("metadata")).toObject();
        if (meta.value(QLatin1String("name")).toString() == name &&
            meta.value(QLatin1String("namespace")).toString() == namespaceName)
            return object;
    }
    return {};
}

void FakeApiServer::setApplyConflict(const QString &name, const QString &manager,
                                     const QStringList &fields)
{
    QMutexLocker lock(&m_shared->mutex);
    Shared::ApplyAnswer answer;
    answer.code = 409;
    answer.manager = manager;
    answer.fields = fields;
    m_shared->applyAnswers.insert(name, answer);
}

void FakeApiServer::setApplyStatus(const QString &name, int code, const QString &reason,
                                   const QString &message)
{
    QMutexLocker lock(&m_shared->mutex);
    Shared::ApplyAnswer answer;
    answer.code = code;
    answer.reason = reason;
    answer.message = message;
    m_shared->applyAnswers.insert(name, answer);
}

void FakeApiServer::clearApplyAnswers()
{
    QMutexLocker lock(&m_shared->mutex);
    m_shared->applyAnswers.clear();
}

void FakeApiServer::installObjects(const QStringList &draVersions)
{
    const std::shared_ptr<Shared> shared = m_shared;
    QList<Shared::ApiResource> resources{
        {QStringLiteral("v1"), QStringLiteral("nodes"), QStringLiteral("Node"), false},
        {QStringLiteral("v1"), QStringLiteral("pods"), QStringLiteral("Pod"), true},
        {QStringLiteral("v1"), QStringLiteral("namespaces"), QStringLiteral("Namespace"), false},
        {QStringLiteral("v1"), QStringLiteral("configmaps"), QStringLiteral("ConfigMap"), true}};
    for (const QString &v : draVersions) {
        const QString gv = QStringLiteral("resource.k8s.io/") + v;
        resources << Shared::ApiResource{gv, QStringLiteral("resourceslices"),
                                         QStringLiteral("ResourceSlice"), false}
                  << Shared::ApiResource{gv, QStringLiteral("deviceclasses"),
                                         QStringLiteral("DeviceClass"), false}
                  << Shared::ApiResource{gv, QStringLiteral("resourceclaims"),
                                         QStringLiteral("ResourceClaim"), true}
                  << Shared::ApiResource{gv, QStringLiteral("resourceclaimtemplates"),
                                         QStringLiteral("ResourceClaimTemplate"), true};
    }
    {
        QMutexLocker lock(&shared->mutex);
        resources << shared->extraResources;
    }
    QMap<QString, QJsonArray> discovery; // group version -> APIResource list
    for (const Shared::ApiResource &r : std::as_const(resources))
        discovery[r.groupVersion].append(QJsonObject{
            {QStringLiteral("name"), r.plural},
            {QStringLiteral("singularName"), r.kind.toLower()},
            {QStringLiteral("namespaced"), r.namespaced},
            {QStringLiteral("kind"), r.kind},
            {QStringLiteral("verbs"),
             QJsonArray{QStringLiteral("get"), QStringLiteral("list"), QStringLiteral("patch")}}});
    for (auto it = discovery.cbegin(); it != discovery.cend(); ++it) {
        const QString gv = it.key();
        QJsonArray list = it.value();
        // A subresource shares the kind; discovery users must skip it.
        if (gv == QLatin1String("v1"))
            list.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("pods/status")},
                                    {QStringLiteral("namespaced"), true},
                                    {QStringLiteral("kind"), QStringLiteral("Pod")}});
        const QJsonObject body{{QStringLiteral("kind"), QStringLiteral("APIResourceList")},
                               {QStringLiteral("groupVersion"), gv},
                               {QStringLiteral("resources"), list}};
        const QString path = gv.contains(QLatin1Char('/')) ? QStringLiteral("/apis/") + gv
                                                           : QStringLiteral("/api/") + gv;
        m_server.setHandler(path, [body, shared](const HttpsTestServer::Request &request, int) {
            {
                QMutexLocker lock(&shared->mutex);
                if (!shared->token.isEmpty() &&
                    request.header("authorization") != "Bearer " + shared->token)
                    return statusRoute(401, QStringLiteral("Unauthorized"));
            }
            return jsonRoute(body);
        });
    }

    m_server.setFallbackHandler([shared, resources](const HttpsTestServer::Request &request, int) {
        {
            QMutexLocker lock(&shared->mutex);
            if (!shared->token.isEmpty() &&
                request.header("authorization") != "Bearer " + shared->token)
                return statusRoute(401, QStringLiteral("Unauthorized"));
        }
        // /api/v1[/namespaces/NS]/PLURAL/NAME or /apis/G/V[/namespaces/NS]/PLURAL/NAME
        const QString path = request.path.left(request.path.indexOf(QLatin1Char('?')));
        QStringList parts = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
        QString gv;
        if (parts.size() >= 2 && parts.first() == QLatin1String("api")) {
            gv = parts.at(1);
            parts = parts.mid(2);
        } else if (parts.size() >= 3 && parts.first() == QLatin1String("apis")) {
            gv = parts.at(1) + QLatin1Char('/') + parts.at(2);
            parts = parts.mid(3);
        } else {
            return statusRoute(404, QStringLiteral("NotFound"), QStringLiteral("not found"));
        }
        QString ns;
        if (parts.size() == 4 && parts.first() == QLatin1String("namespaces")) {
            ns = QUrl::fromPercentEncoding(parts.at(1).toUtf8());
            parts = parts.mid(2);
        }
        if (parts.size() != 2)
            return statusRoute(404, QStringLiteral("NotFound"), QStringLiteral("not found"));
        const QString plural = parts.at(0);
        const QString name = QUrl::fromPercentEncoding(parts.at(1).toUtf8());
        const auto resource =
            std::find_if(resources.cbegin(), resources.cend(),
                         [&](const auto &r) { return r.groupVersion == gv && r.plural == plural; });
        if (resource == resources.cend() || resource->namespaced != !ns.isEmpty())
            return statusRoute(404, QStringLiteral("NotFound"),
                               QStringLiteral("the server could not find the requested resource"));
        const QString notFound = QStringLiteral("%1 \"%2\" not found").arg(plural, name);

        QMutexLocker lock(&shared->mutex);
        QList<QJsonObject> &items = shared->objects[plural];
        qsizetype index = -1;
        for (qsizetype i = 0; i < items.size(); ++i) {
            const QJsonObject meta = items.at(i).value(QLatin1String("metadata")).toObject();
            if (meta.value(QLatin1String("name")).toString() == name &&
                meta.value(QLatin1String("namespace")).toString() == ns)
                index = i;
        }
        const auto withType = [&](QJsonObject object) {
            object.insert(QStringLiteral("apiVersion"), gv);
            object.insert(QStringLiteral("kind"), resource->kind);
            return object;
        };
        if (request.method == "GET") {
            if (index < 0)
                return statusRoute(404, QStringLiteral("NotFound"), notFound);
            return jsonRoute(withType(items.at(index)));
        }
        if (request.method != "PATCH")
            return statusRoute(405, QStringLiteral("MethodNotAllowed"),
                               QStringLiteral("method not allowed"));
        if (request.header("content-type") != "application/apply-patch+yaml")
            return statusRoute(415, QStringLiteral("UnsupportedMediaType"),
                               QStringLiteral("the body of the request was in an unknown format"));
        const QUrlQuery query(request.path.mid(request.path.indexOf(QLatin1Char('?')) + 1));
        const QString manager = query.queryItemValue(QStringLiteral("fieldManager"));
        if (manager.isEmpty())
            return statusRoute(400, QStringLiteral("BadRequest"),
                               QStringLiteral("PatchOptions.meta.k8s.io \"\" is invalid: "
                                              "fieldManager: Required value: is required for "
                                              "apply patch"));
        const bool dryRun = query.queryItemValue(QStringLiteral("dryRun")) == QLatin1String("All");
        const bool force = query.queryItemValue(QStringLiteral("force")) == QLatin1String("true");
        const auto answer = shared->applyAnswers.constFind(name);
        if (answer != shared->applyAnswers.cend()) {
            if (answer->code == 409 && !force) {
                QJsonArray causes;
                for (const QString &field : answer->fields)
                    causes.append(QJsonObject{
                        {QStringLiteral("type"), QStringLiteral("FieldManagerConflict")},
                        {QStringLiteral("message"),
                         QStringLiteral("conflict with \"%1\": %2").arg(answer->manager, field)},
                        {QStringLiteral("field"), field}});
                return statusRoute(
                    409, QStringLiteral("Conflict"),
                    QStringLiteral("Apply failed with %1 conflict(s): conflict with \"%2\"")
                        .arg(answer->fields.size())
                        .arg(answer->manager),
                    QJsonObject{{QStringLiteral("name"), name},
                                {QStringLiteral("kind"), plural},
                                {QStringLiteral("causes"), causes}});
            }
            if (answer->code != 409)
                return statusRoute(answer->code, answer->reason, answer->message);
        }
        const QJsonObject patch = QJsonDocument::fromJson(request.body).object();
        if (patch.isEmpty())
            return statusRoute(400, QStringLiteral("BadRequest"),
                               QStringLiteral("the apply patch is not an object"));
        QJsonObject stored = index >= 0 ? items.at(index) : QJsonObject{};
        QJsonObject merged = mergeOver(stored, patch);
        merged.remove(QStringLiteral("apiVersion"));
        merged.remove(QStringLiteral("kind"));
        QJsonObject meta = merged.value(QLatin1String("metadata")).toObject();
        const QJsonObject oldMeta = stored.value(QLatin1String("metadata")).toObject();
        for (const char *field : {"uid", "resourceVersion", "creationTimestamp", "managedFields"})
            meta.insert(QLatin1String(field), oldMeta.value(QLatin1String(field)));
        merged.insert(QStringLiteral("metadata"), meta);
        if (index < 0 || merged != stored) {
            if (index < 0) {
                meta.insert(QStringLiteral("uid"),
                            QStringLiteral("uid-%1").arg(dryRun ? 0 : ++shared->uid));
                meta.insert(QStringLiteral("creationTimestamp"),
                            QStringLiteral("2026-11-29T12:00:00Z"));
            }
            meta.insert(
                QStringLiteral("resourceVersion"),
                QString::number(dryRun ? shared->resourceVersion + 1 : ++shared->resourceVersion));
            meta.insert(
                QStringLiteral("managedFields"),
                QJsonArray{QJsonObject{{QStringLiteral("manager"), manager},
                                       {QStringLiteral("operation"), QStringLiteral("Apply")}}});
            merged.insert(QStringLiteral("metadata"), meta);
        }
        if (!dryRun) {
            if (index < 0)
                items.append(merged);
            else
                items[index] = merged;
        }
        return jsonRoute(withType(merged), index < 0 ? 201 : 200);
    });
}

void FakeApiServer::install()
{
    const std::shared_ptr<Shared> shared = m_shared;
    const auto authorized = [shared](const HttpsTestServer::Request &request) {
        QMutexLocker lock(&shared->mutex);
        return shared->token.isEmpty() ||
               request.header("authorization") == "Bearer " + shared->token;
    };
    QStringList versions;
    {
        QMutexLocker lock(&shared->mutex);
        versions = shared->draVersions;
    }
    m_server.clearRoutes();
    m_server.setHandler(
        QStringLiteral("/apis/resource.k8s.io"),
        [versions, authorized](const HttpsTestServer::Request &request, int) {
            if (!authorized(request))
                return statusRoute(401, QStringLiteral("Unauthorized"));
            if (versions.isEmpty())
                return statusRoute(404, QStringLiteral("not found"));
            QJsonArray list;
            for (const QString &v : versions)
                list.append(QJsonObject{{QStringLiteral("groupVersion"),
                                         QString(QStringLiteral("resource.k8s.io/") + v)},
                                        {QStringLiteral("version"), v}});
            return jsonRoute(QJsonObject{{QStringLiteral("kind"), QStringLiteral("APIGroup")},
                                         {QStringLiteral("versions"), list}});
        });
    m_server.setHandler(
        QStringLiteral("/version"), [shared](const HttpsTestServer::Request &, int) {
            QMutexLocker lock(&shared->mutex);
            if (shared->serverVersion.isEmpty())
                return statusRoute(404, QStringLiteral("not found"));
            return jsonRoute(QJsonObject{{QStringLiteral("major"), QStringLiteral("1")},
                                         {QStringLiteral("gitVersion"), shared->serverVersion}});
        });
    struct Collection
    {
        QString path, plural, listKind, apiVersion;
        QString namespaceName{}; ///< only this namespace's objects; empty: all
    };
    QList<Collection> collections{{QStringLiteral("/api/v1/nodes"), QStringLiteral("nodes"),
                                   QStringLiteral("NodeList"), QStringLiteral("v1")},
                                  {QStringLiteral("/api/v1/pods"), QStringLiteral("pods"),
                                   QStringLiteral("PodList"), QStringLiteral("v1")},
                                  {QStringLiteral("/api/v1/namespaces/kube-system/pods"),
                                   QStringLiteral("pods"), QStringLiteral("PodList"),
                                   QStringLiteral("v1"), QStringLiteral("kube-system")}};
    for (const QString &v : std::as_const(versions)) {
        const QString group = QStringLiteral("resource.k8s.io/") + v;
        collections
            << Collection{QStringLiteral("/apis/") + group + QStringLiteral("/resourceslices"),
                          QStringLiteral("resourceslices"), QStringLiteral("ResourceSliceList"),
                          group}
            << Collection{QStringLiteral("/apis/") + group + QStringLiteral("/deviceclasses"),
                          QStringLiteral("deviceclasses"), QStringLiteral("DeviceClassList"), group}
            << Collection{QStringLiteral("/apis/") + group + QStringLiteral("/resourceclaims"),
                          QStringLiteral("resourceclaims"), QStringLiteral("ResourceClaimList"),
                          group}
            << Collection{QStringLiteral("/apis/") + group +
                              QStringLiteral("/resourceclaimtemplates"),
                          QStringLiteral("resourceclaimtemplates"),
                          QStringLiteral("ResourceClaimTemplateList"), group};
        if (v == QLatin1String("v1alpha3") || v == QLatin1String("v1beta2"))
            collections << Collection{
                QStringLiteral("/apis/") + group + QStringLiteral("/devicetaintrules"),
                QStringLiteral("devicetaintrules"), QStringLiteral("DeviceTaintRuleList"), group};
    }
    collections << Collection{QStringLiteral("/api/v1/namespaces"), QStringLiteral("namespaces"),
                              QStringLiteral("NamespaceList"), QStringLiteral("v1")};
    for (const Collection &c : std::as_const(collections)) {
        m_server.setHandler(c.path, [c, shared, authorized](const HttpsTestServer::Request &request,
                                                            int) {
            if (!authorized(request))
                return statusRoute(401, QStringLiteral("Unauthorized"));
            QMutexLocker lock(&shared->mutex);
            if (queryValue(request.path, QStringLiteral("watch")) == QLatin1String("1")) {
                Route route;
                const QList<QByteArray> events = shared->watchEvents.take(c.plural);
                for (const QByteArray &event : events)
                    route.body += event;
                if (events.isEmpty())
                    route.delayFirstByteMs = 500; // a quiet watch the server then closes
                return route;
            }
            QJsonArray items;
            for (const QJsonObject &object : shared->objects.value(c.plural)) {
                if (c.namespaceName.isEmpty() || object.value(QStringLiteral("metadata"))
                                                         .toObject()
                                                         .value(QStringLiteral("namespace"))
                                                         .toString() == c.namespaceName)
                    items.append(object);
            }
            return jsonRoute(QJsonObject{{QStringLiteral("kind"), c.listKind},
                                         {QStringLiteral("apiVersion"), c.apiVersion},
                                         {QStringLiteral("metadata"),
                                          QJsonObject{{QStringLiteral("resourceVersion"),
                                                       QString::number(shared->resourceVersion)}}},
                                         {QStringLiteral("items"), items}});
        });
    }
    installObjects(versions);
}

QString FakeApiServer::writeKubeconfig(const QString &dir) const
{
    QFile::remove(dir + QStringLiteral("/ca.crt"));
    QFile::copy(m_ca.caCertificatePath(), dir + QStringLiteral("/ca.crt"));
    QByteArray token;
    {
        QMutexLocker lock(&m_shared->mutex);
        token = m_shared->token;
    }
    QByteArray config = "apiVersion: v1\nkind: Config\ncurrent-context: lab\n"
                        "clusters:\n- name: lab\n  cluster:\n    server: " +
                        m_server.url(QStringLiteral("/")).toString().toUtf8() +
                        "\n    certificate-authority: ca.crt\n"
                        "users:\n- name: ops\n";
    config += token.isEmpty() ? QByteArray("  user: {}\n") : "  user:\n    token: " + token + '\n';
    config += "contexts:\n- name: lab\n  context:\n    cluster: lab\n    user: ops\n";
    const QString path = dir + QStringLiteral("/kubeconfig");
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(config) != config.size())
        return {};
    return path;
}

} // namespace Accel::Test
