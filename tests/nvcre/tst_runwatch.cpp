// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The live runs kept current with watches (issue 36: "from the live cluster (with watches)"),
// against the loopback HTTPS API server: the first read lists the served kinds and reads by
// name the batch Job a failed group names (STATUS-NOTES section 3.1), each listed collection is
// then watched from its list's resourceVersion, a change reads the runs again, and a quiet
// cluster is not read again.
#include "kube/clustersource.h"
#include "nvcre/runreadjob.h"
#include "nvcre/runreport.h"
#include "nvcre/runwatch.h"

#include "fakeapiserver.h"
#include "kubetestcontext.h"
#include "testsupport.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMutex>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUrlQuery>
#include <QtTest>

using namespace Accel;
using namespace Accel::Nvcre;
using namespace Qt::StringLiterals;

namespace {

using Route = Test::HttpsTestServer::Route;

Route json(const QJsonObject &body, int status = 200)
{
    Route route;
    route.status = status;
    route.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    route.headers.emplaceBack("Content-Type", "application/json");
    return route;
}

QString queryValue(const QString &target, const QString &key)
{
    return QUrlQuery(QUrl(u"https://x"_s + target)).queryItemValue(key);
}

/// What the server serves of one collection; changed by the test while the watch runs.
struct Collection
{
    QMutex mutex;
    QList<QJsonObject> items;
    int resourceVersion = 41;
    QList<QByteArray> pendingEvents; ///< the next watch streams these, then closes
    QStringList watchVersions;       ///< the resourceVersion each watch asked for
};

} // namespace

class TestRunWatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void readsThenWatches();
    void stopEndsTheWatches();

private:
    void serve(const QString &plural, const QString &listKind, std::shared_ptr<Collection> c);
    Kube::ResolvedContext context();
    Test::FakeApiServer m_api;
    QTemporaryDir m_dir;
    QString m_kubeconfig;
    QList<QJsonObject> m_objects;
    std::shared_ptr<Collection> m_certs = std::make_shared<Collection>();
};

void TestRunWatch::serve(const QString &plural, const QString &listKind,
                         std::shared_ptr<Collection> c)
{
    m_api.server().setHandler(
        u"/apis/nvcre.nvidia.com/v1alpha1/namespaces/nvcre/"_s + plural,
        [c, listKind](const Test::HttpsTestServer::Request &request, int) {
            QMutexLocker lock(&c->mutex);
            if (queryValue(request.path, u"watch"_s) == u"1"_s) {
                c->watchVersions << queryValue(request.path, u"resourceVersion"_s);
                Route route;
                route.headers.emplaceBack("Content-Type", "application/json");
                for (const QByteArray &event : std::as_const(c->pendingEvents))
                    route.body += event;
                c->pendingEvents.clear();
                if (route.body.isEmpty())
                    route.delayFirstByteMs = 300; // a quiet watch the server then closes
                return route;
            }
            QJsonArray items;
            for (QJsonObject o : std::as_const(c->items)) {
                o.remove(u"kind"_s);
                o.remove(u"apiVersion"_s);
                items.append(o);
            }
            return json({{u"kind"_s, listKind},
                         {u"apiVersion"_s, u"nvcre.nvidia.com/v1alpha1"_s},
                         {u"metadata"_s,
                          QJsonObject{{u"resourceVersion"_s, QString::number(c->resourceVersion)}}},
                         {u"items"_s, items}});
        });
}

void TestRunWatch::initTestCase()
{
    QString error;
    QVERIFY2(m_api.start(&error), qPrintable(error));
    m_api.setToken("watch-token");
    m_kubeconfig = m_api.writeKubeconfig(m_dir.path());
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromFile(Test::fixture(u"nvcre-runs/runs.yaml"_s));
    QVERIFY(snapshot);
    m_objects = snapshot->runObjects();
    // rack-cert: its Certification, Workflow and Jobs listed, the batch Job read by name.
    const auto named = [this](const QString &kind, const QString &prefix) {
        QList<QJsonObject> out;
        for (const QJsonObject &o : std::as_const(m_objects))
            if (o.value(u"kind"_s).toString() == kind &&
                o.value(u"apiVersion"_s).toString().startsWith(u"nvcre."_s) &&
                o.value(u"metadata"_s).toObject().value(u"name"_s).toString().startsWith(prefix))
                out << o;
        return out;
    };
    m_certs->items = named(u"Certification"_s, u"rack-cert"_s);
    QCOMPARE(m_certs->items.size(), 1);
    auto workflows = std::make_shared<Collection>();
    workflows->items = named(u"Workflow"_s, u"rack-cert-"_s);
    auto jobs = std::make_shared<Collection>();
    jobs->items = named(u"Job"_s, u"rack-cert-"_s);
    QCOMPARE(jobs->items.size(), 2);
    QJsonArray resources;
    for (const char *plural : {"certifications", "workflows", "jobs"})
        resources.append(QJsonObject{{u"name"_s, QLatin1String(plural)}, {u"namespaced"_s, true}});
    m_api.server().setRoute(u"/apis/nvcre.nvidia.com/v1alpha1"_s,
                            json({{u"kind"_s, u"APIResourceList"_s},
                                  {u"groupVersion"_s, u"nvcre.nvidia.com/v1alpha1"_s},
                                  {u"resources"_s, resources}}));
    serve(u"certifications"_s, u"CertificationList"_s, m_certs);
    serve(u"workflows"_s, u"WorkflowList"_s, workflows);
    serve(u"jobs"_s, u"JobList"_s, jobs);
    for (const QJsonObject &o : std::as_const(m_objects)) {
        if (o.value(u"apiVersion"_s).toString() == u"batch/v1"_s)
            m_api.server().setRoute(
                u"/apis/batch/v1/namespaces/nvcre/jobs/"_s +
                    o.value(u"metadata"_s).toObject().value(u"name"_s).toString(),
                json(o));
    }
}

Kube::ResolvedContext TestRunWatch::context()
{
    return Test::resolvedContext(m_kubeconfig, m_dir.path());
}

void TestRunWatch::readsThenWatches()
{
    RunWatch watch(context(), u"nvcre"_s);
    watch.setMinIntervalMs(1500);
    QSignalSpy updated(&watch, &RunWatch::updated);
    QSignalSpy failed(&watch, &RunWatch::failed);
    QElapsedTimer clock;
    clock.start();
    watch.start();
    QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 1, 15000);
    QCOMPARE(failed.count(), 0);
    const RunObjects first = updated.at(0).at(0).value<RunObjects>();
    QCOMPARE(first.certifications.size(), 1);
    // The batch Job the failed group names, read by name; the reason enriched from it.
    QCOMPARE(first.batchJobs.size(), 1);
    const Result<RunReport> report =
        buildRunReport(first, RunKind::Certification, u"rack-cert"_s, u"nvcre"_s);
    QVERIFY(report);
    QCOMPARE(report->categories.at(0).failedGroups.at(0).reason,
             u"BackoffLimitExceeded — 1 of 2 pods failed"_s);
    // Each listed run collection is watched from its list's resourceVersion.
    const auto watchedFrom = [this](const QString &version) {
        QMutexLocker lock(&m_certs->mutex);
        return !m_certs->watchVersions.isEmpty() &&
               m_certs->watchVersions.constFirst() == u"41"_s &&
               (version.isEmpty() || m_certs->watchVersions.contains(version));
    };
    QTRY_VERIFY_WITH_TIMEOUT(watchedFrom(QString()), 15000);
    // A change: one more Certification; the watch's event reads the runs again.
    {
        QMutexLocker lock(&m_certs->mutex);
        QJsonObject added = m_certs->items.constFirst();
        QJsonObject meta = added.value(u"metadata"_s).toObject();
        meta.insert(u"name"_s, u"rack-cert-2"_s);
        added.insert(u"metadata"_s, meta);
        m_certs->items << added;
        m_certs->resourceVersion = 42;
        meta.insert(u"resourceVersion"_s, u"42"_s);
        added.insert(u"metadata"_s, meta);
        m_certs->pendingEvents << QJsonDocument(
                                      QJsonObject{{u"type"_s, u"ADDED"_s}, {u"object"_s, added}})
                                          .toJson(QJsonDocument::Compact) +
                                      '\n';
    }
    QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 2, 15000);
    // Never two reads closer than the minimum interval.
    QVERIFY(clock.elapsed() >= watch.minIntervalMs());
    QCOMPARE(updated.at(1).at(0).value<RunObjects>().certifications.size(), 2);
    // The watch goes on from the event's resourceVersion.
    QTRY_VERIFY_WITH_TIMEOUT(watchedFrom(u"42"_s), 15000);
    // Quiet: the watches are opened again as the server closes them (after a pause, since this
    // server ends each within 300 ms), nothing is read again.
    const auto watches = [this] {
        QMutexLocker lock(&m_certs->mutex);
        return m_certs->watchVersions.size();
    };
    const qsizetype before = watches();
    const int quietMs = 3000;
    QTest::qWait(quietMs);
    QCOMPARE(updated.count(), 2);
    QCOMPARE(failed.count(), 0);
    QVERIFY(watches() > before);
    QVERIFY2(watches() - before <= quietMs / RunWatch::reopenPauseMs() + 1,
             qPrintable(u"%1 watches in %2 ms"_s.arg(watches() - before).arg(quietMs)));
}

void TestRunWatch::stopEndsTheWatches()
{
    RunWatch watch(context(), u"nvcre"_s);
    QSignalSpy updated(&watch, &RunWatch::updated);
    watch.start();
    QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 1, 15000);
    const auto watches = [this] {
        QMutexLocker lock(&m_certs->mutex);
        return m_certs->watchVersions.size();
    };
    const qsizetype opened = watches();
    QTRY_VERIFY_WITH_TIMEOUT(watches() > opened, 15000); // the watch reached the server
    watch.stop();
    QCOMPARE(watch.watchCount(), 0);
    QVERIFY(!watch.isReading());
    // Nothing reaches the server after stop(): no watch is opened again, nothing is read.
    const qsizetype before = watches();
    QTest::qWait(1500);
    QCOMPARE(watches(), before);
    QCOMPARE(updated.count(), 1);
}

QTEST_GUILESS_MAIN(TestRunWatch)
#include "tst_runwatch.moc"
