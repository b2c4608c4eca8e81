// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "fakeapiserver.h"

#include "testsupport.h"

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
    QMap<QString, QList<QJsonObject>> objects; // plural -> items
    QMap<QString, QList<QByteArray>> watchEvents;
    int resourceVersion = 100;
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
    struct Collection
    {
        QString path, plural, listKind, apiVersion;
    };
    QList<Collection> collections{{QStringLiteral("/api/v1/nodes"), QStringLiteral("nodes"),
                                   QStringLiteral("NodeList"), QStringLiteral("v1")},
                                  {QStringLiteral("/api/v1/pods"), QStringLiteral("pods"),
                                   QStringLiteral("PodList"), QStringLiteral("v1")}};
    for (const QString &v : std::as_const(versions)) {
        const QString group = QStringLiteral("resource.k8s.io/") + v;
        collections << Collection{QStringLiteral("/apis/") + group +
                                      QStringLiteral("/resourceslices"),
                                  QStringLiteral("resourceslices"),
                                  QStringLiteral("ResourceSliceList"), group}
                    << Collection{QStringLiteral("/apis/") + group +
                                      QStringLiteral("/deviceclasses"),
                                  QStringLiteral("deviceclasses"),
                                  QStringLiteral("DeviceClassList"), group};
    }
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
            for (const QJsonObject &object : shared->objects.value(c.plural))
                items.append(object);
            return jsonRoute(QJsonObject{{QStringLiteral("kind"), c.listKind},
                                         {QStringLiteral("apiVersion"), c.apiVersion},
                                         {QStringLiteral("metadata"),
                                          QJsonObject{{QStringLiteral("resourceVersion"),
                                                       QString::number(shared->resourceVersion)}}},
                                         {QStringLiteral("items"), items}});
        });
    }
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
