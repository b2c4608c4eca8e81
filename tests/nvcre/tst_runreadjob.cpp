// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The live read of NVCRE's runs (issue 36) against the loopback HTTPS API server: the served
// group's kinds are listed, the node-result ConfigMaps their status names are read by name, and
// a group the cluster does not serve (404), a list the user may not read (403) are notes, not
// errors; a 401 fails the read. Then the report builds from what was read.
#include "kube/clustersource.h"
#include "kube/kubecodes.h"
#include "nvcre/runreadjob.h"
#include "nvcre/runreport.h"

#include "fakeapiserver.h"
#include "kubetestcontext.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel;
using namespace Accel::Nvcre;
using namespace Qt::StringLiterals;

namespace {

Test::HttpsTestServer::Route json(const QJsonObject &body, int status = 200)
{
    Test::HttpsTestServer::Route route;
    route.status = status;
    route.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    route.headers.emplaceBack("Content-Type", "application/json");
    return route;
}

QJsonObject forbidden(const QString &what)
{
    return {{u"kind"_s, u"Status"_s},
            {u"apiVersion"_s, u"v1"_s},
            {u"status"_s, u"Failure"_s},
            {u"reason"_s, u"Forbidden"_s},
            {u"code"_s, 403},
            {u"message"_s, QString(what + u" is forbidden: User \"ci\" cannot list resource"_s)}};
}

/// The fixture's objects of KIND in NAMESPACE, as a list body (items without kind and
/// apiVersion, as the API server sends them).
QJsonObject listOf(const QList<QJsonObject> &objects, const QString &kind, const QString &ns)
{
    QJsonArray items;
    for (QJsonObject o : objects) {
        if (o.value(u"kind"_s).toString() != kind ||
            o.value(u"metadata"_s).toObject().value(u"namespace"_s).toString() != ns)
            continue;
        o.remove(u"kind"_s);
        o.remove(u"apiVersion"_s);
        items.append(o);
    }
    return {{u"kind"_s, QString(kind + u"List"_s)},
            {u"apiVersion"_s, u"nvcre.nvidia.com/v1alpha1"_s},
            {u"metadata"_s, QJsonObject{{u"resourceVersion"_s, u"7"_s}}},
            {u"items"_s, items}};
}

} // namespace

class TestRunReadJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void readsServedGroupWithNotes();
    void unauthorizedFails();

private:
    Kube::ResolvedContext context(const QString &kubeconfig);
    Test::FakeApiServer m_api;
    QTemporaryDir m_dir;
    QString m_kubeconfig;
    QList<QJsonObject> m_objects;
};

void TestRunReadJob::initTestCase()
{
    QString error;
    QVERIFY2(m_api.start(&error), qPrintable(error));
    m_api.setToken("runs-token");
    m_kubeconfig = m_api.writeKubeconfig(m_dir.path());
    QVERIFY(!m_kubeconfig.isEmpty());
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromFile(Test::fixture(u"nvcre-runs/runs.yaml"_s));
    QVERIFY(snapshot);
    m_objects = snapshot->runObjects();
    // The ConfigMaps are served one by one (GET /api/v1/namespaces/NS/configmaps/NAME).
    QList<QJsonObject> configMaps;
    for (const QJsonObject &o : std::as_const(m_objects))
        if (o.value(u"kind"_s).toString() == u"ConfigMap"_s)
            configMaps << o;
    m_api.setObjects(configMaps);

    // nvcre.nvidia.com/v1alpha1 serves certifications, workflows and jobs; jobs are forbidden.
    const QString base = u"/apis/nvcre.nvidia.com/v1alpha1"_s;
    QJsonArray resources;
    for (const char *plural : {"certifications", "workflows", "jobs"})
        resources.append(QJsonObject{{u"name"_s, QLatin1String(plural)}, {u"namespaced"_s, true}});
    m_api.server().setRoute(base, json({{u"kind"_s, u"APIResourceList"_s},
                                        {u"groupVersion"_s, u"nvcre.nvidia.com/v1alpha1"_s},
                                        {u"resources"_s, resources}}));
    m_api.server().setRoute(base + u"/namespaces/nvcre/certifications"_s,
                            json(listOf(m_objects, u"Certification"_s, u"nvcre"_s)));
    m_api.server().setRoute(base + u"/namespaces/nvcre/workflows"_s,
                            json(listOf(m_objects, u"Workflow"_s, u"nvcre"_s)));
    m_api.server().setRoute(base + u"/namespaces/nvcre/jobs"_s,
                            json(forbidden(u"jobs.nvcre.nvidia.com"_s), 403));
    // cre.nvidia.com is not served: the server's fallback answers 404. Events: 403.
    m_api.server().setRoute(u"/apis/events.k8s.io/v1/namespaces/nvcre/events"_s,
                            json(forbidden(u"events.events.k8s.io"_s), 403));
}

Kube::ResolvedContext TestRunReadJob::context(const QString &kubeconfig)
{
    return Test::resolvedContext(kubeconfig, m_dir.path());
}

void TestRunReadJob::readsServedGroupWithNotes()
{
    RunReadJob job(context(m_kubeconfig), u"nvcre"_s);
    const Result<RunObjects> runs = job.exec();
    QVERIFY2(runs, qPrintable(runs ? QString() : runs.error().message));
    QCOMPARE(runs->certifications.size(), 6);
    QCOMPARE(runs->workflows.size(), 8);
    QCOMPARE(runs->jobs.size(), 0);
    // The failed- and succeeded-node ConfigMaps the runs name, read by name.
    QStringList configMaps;
    for (const QJsonObject &cm : runs->configMaps)
        configMaps << cm.value(u"metadata"_s).toObject().value(u"name"_s).toString();
    configMaps.sort();
    QCOMPARE(configMaps, (QStringList{u"failed-nodes-5a5a5a5a"_s, u"failed-nodes-c41e09b7"_s,
                                      u"failed-nodes-d1a9d1a9"_s, u"succeeded-nodes-3f9a1c2e"_s}));
    // Notes: the old group (404), the forbidden jobs and events (403), the ConfigMap the
    // fixture does not have (404).
    const QString notes = runs->notes.join(u'\n');
    QVERIFY2(notes.contains(u"cre.nvidia.com"_s), qPrintable(notes));
    QVERIFY2(notes.contains(u"jobs.nvcre.nvidia.com"_s), qPrintable(notes));
    QVERIFY2(notes.contains(u"events"_s), qPrintable(notes));
    QVERIFY2(notes.contains(u"succeeded-nodes-0e5d77aa"_s), qPrintable(notes));
    // The report builds from the live read as from a file.
    const Result<RunReport> report =
        buildRunReport(*runs, RunKind::Certification, u"gpu-cert-bad"_s, u"nvcre"_s);
    QVERIFY(report);
    QCOMPARE(report->result, u"FAILED"_s);
    QCOMPARE(report->failedNodes, (QStringList{u"gpu-02"_s, u"gpu-03"_s}));
    QCOMPARE(report->notes, runs->notes);
}

void TestRunReadJob::unauthorizedFails()
{
    // A wrong token: 401 is an error, not a note.
    QFile in(m_kubeconfig);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray text = in.readAll();
    QVERIFY(text.contains("runs-token"));
    text.replace("runs-token", "wrong-token");
    const QString other = m_dir.filePath(u"wrong.kubeconfig"_s);
    QFile out(other);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text);
    out.close();
    RunReadJob job(context(other), u"nvcre"_s);
    const Result<RunObjects> runs = job.exec();
    QVERIFY(!runs);
    QCOMPARE(runs.error().code, Code::KUBE_UNAUTHORIZED);
}

QTEST_GUILESS_MAIN(TestRunReadJob)
#include "tst_runreadjob.moc"
