// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "httpstestserver.h"
#include "testca.h"

#include <QJsonObject>
#include <QList>
#include <QMutex>
#include <QString>
#include <QStringList>

#include <memory>

namespace Accel::Test {

/// A Kubernetes API server on loopback for tests, built on HttpsTestServer and TestCa: it serves
/// nodes, resourceslices, deviceclasses and pods as the real one does (lists without kind and
/// apiVersion on items, a resourceVersion, discovery of resource.k8s.io) and watches that stream
/// queued events. It requires `Authorization: Bearer TOKEN` when a token is set.
class FakeApiServer
{
public:
    FakeApiServer();
    ~FakeApiServer();

    /// Makes the CA and starts listening; false with a reason in *error.
    bool start(QString *error);
    HttpsTestServer &server() { return m_server; }
    TestCa &ca() { return m_ca; }

    /// The objects to serve (kind Node, ResourceSlice, DeviceClass, Pod); resource.k8s.io objects
    /// are served under every version in setDraVersions().
    void setObjects(const QList<QJsonObject> &objects);
    /// Reads a `v1 List` or multi-document YAML fixture into setObjects(); false when it cannot.
    bool setObjectsFromFile(const QString &path);
    /// The resource.k8s.io versions discovery reports (default {"v1"}); empty: no DRA API (404).
    void setDraVersions(const QStringList &versions);
    /// Requests without this bearer token get 401.
    void setToken(const QByteArray &token);
    /// What /version reports as gitVersion ("v1.36.2"); empty (the default): /version is 404.
    void setServerVersion(const QString &gitVersion);
    /// Answers PATH (no query) with a metav1.Status of CODE from now on.
    void setStatus(const QString &path, int code, const QString &message);
    /// The next watch of PLURAL ("nodes", "resourceslices") streams this event, then closes.
    void queueWatchEvent(const QString &plural, const QString &type, const QJsonObject &object);

    // Server-side apply (issue 9). Objects are kept per resource and served one by one at
    // /api/v1[/namespaces/NS]/PLURAL/NAME and /apis/GROUP/VERSION[/namespaces/NS]/PLURAL/NAME:
    // GET (404 when absent) and PATCH with application/apply-patch+yaml (fieldManager required,
    // dryRun=All writes nothing, force=true overrides a conflict set below). The applied object
    // is merged over the stored one (mappings merged, everything else replaced), as an apply of
    // every field would. Discovery: /api/v1 and /apis/GROUP/VERSION list the resources known.

    /// Makes a further resource known to discovery and to the object routes (nodes, pods,
    /// namespaces, configmaps and resource.k8s.io's slices, classes, claims and claim templates
    /// are known from the start).
    void addApiResource(const QString &groupVersion, const QString &plural, const QString &kind,
                        bool namespaced);
    /// The object stored as PLURAL NAME (in NAMESPACE for namespaced ones), without kind and
    /// apiVersion; empty when there is none.
    QJsonObject storedObject(const QString &plural, const QString &namespaceName,
                             const QString &name) const;
    /// An apply of an object named NAME answers 409 Conflict naming MANAGER and FIELDS unless it
    /// forces.
    void setApplyConflict(const QString &name, const QString &manager, const QStringList &fields);
    /// An apply of an object named NAME answers a metav1.Status of CODE, REASON and MESSAGE.
    void setApplyStatus(const QString &name, int code, const QString &reason,
                        const QString &message);
    /// Forgets the conflicts and statuses set for applies.
    void clearApplyAnswers();

    /// Writes a kubeconfig for this server into DIR (CA by relative path, the token) and returns
    /// its path; context and cluster are named "lab".
    QString writeKubeconfig(const QString &dir) const;

private:
    void install();
    void installObjects(const QStringList &draVersions);

    TestCa m_ca;
    HttpsTestServer m_server;
    struct Shared;
    std::shared_ptr<Shared> m_shared;
};

} // namespace Accel::Test
