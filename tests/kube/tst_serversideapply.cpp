// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// Server-side apply against the loopback API server (issue 9, "Apply" and "Tests and evidence"):
// a dry run returns the would-be object and writes nothing; an apply writes it with
// application/apply-patch+yaml and fieldManager=accel-console; unchanged and create outcomes; a
// conflict is shown and not forced unless asked; 403 and 422 answers carry the server's message;
// discovery of namespaced and cluster-scoped kinds; unknown kinds; read-only mode (the Overrides
// panel's "compare with live": GET only, never a PATCH).
#include "fakeapiserver.h"
#include "kube/apiclient.h"
#include "kube/serversideapply.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QUrlQuery>
#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using Kube::ApplyOutcome;
using Kube::ApplyResult;
using namespace Qt::StringLiterals;

namespace {
const QByteArray Token = "apply-token-7";

QJsonObject deviceClass(const QString &name, const QString &expression)
{
    return QJsonObject{
        {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
        {u"kind"_s, u"DeviceClass"_s},
        {u"metadata"_s, QJsonObject{{u"name"_s, name}}},
        {u"spec"_s, QJsonObject{{u"selectors"_s,
                                 QJsonArray{QJsonObject{
                                     {u"cel"_s, QJsonObject{{u"expression"_s, expression}}}}}}}}};
}

QJsonObject claimTemplate(const QString &name, const QString &ns)
{
    QJsonObject meta{{u"name"_s, name}};
    if (!ns.isEmpty())
        meta.insert(u"namespace"_s, ns);
    return QJsonObject{
        {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
        {u"kind"_s, u"ResourceClaimTemplate"_s},
        {u"metadata"_s, meta},
        {u"spec"_s,
         QJsonObject{
             {u"spec"_s, QJsonObject{{u"devices"_s,
                                      QJsonObject{{u"requests"_s,
                                                   QJsonArray{QJsonObject{
                                                       {u"name"_s, u"gpu"_s},
                                                       {u"exactly"_s,
                                                        QJsonObject{{u"deviceClassName"_s,
                                                                     u"decode-10bit"_s}}}}}}}}}}}}};
}

const QString Old = u"device.attributes[\"media.liken.sh\"].decodeHEVCMain10 == true"_s;
const QString New = u"device.attributes[\"media.liken.sh\"].decodeAV1 == true"_s;
} // namespace

class TestServerSideApply : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void dryRunWritesNothing();
    void applyWrites();
    void unchanged();
    void create_data();
    void create();
    void conflictNotForced();
    void conflictForced();
    void rejected_data();
    void rejected();
    void discovery_data();
    void discovery();
    void unknownKind_data();
    void unknownKind();
    void unauthorizedFails();
    void discoveryErrorFails();
    void cancelStops();
    void outcomeNames();
    void readOnly_data();
    void readOnly();
    void readOnlyForbiddenGet();

private:
    QList<ApplyResult> run(const QList<QJsonObject> &objects, const Kube::ApplyOptions &options,
                           Error *failure = nullptr, const QByteArray &token = Token);
    QList<HttpsTestServer::Request> patches() const;

    FakeApiServer m_api;
};

void TestServerSideApply::initTestCase()
{
    QString error;
    QVERIFY2(m_api.start(&error), qPrintable(error));
    m_api.setToken(Token);
}

void TestServerSideApply::init()
{
    m_api.setDraVersions({u"v1"_s});
    m_api.clearApplyAnswers();
    m_api.setObjects({deviceClass(u"decode-10bit"_s, Old)});
    m_api.server().clearRequests();
}

QList<ApplyResult> TestServerSideApply::run(const QList<QJsonObject> &objects,
                                            const Kube::ApplyOptions &options, Error *failure,
                                            const QByteArray &token)
{
    Kube::ResolvedContext c;
    c.contextName = u"lab"_s;
    c.userName = u"ops"_s;
    c.server = m_api.server().url(u"/"_s).toString();
    c.certificateAuthorityFile = m_api.ca().caCertificatePath();
    c.token = QString::fromLatin1(token);
    Kube::ApiClient client(c);
    Kube::ServerSideApply apply(&client);
    QSignalSpy finished(&apply, &Kube::ServerSideApply::finished);
    QSignalSpy failed(&apply, &Kube::ServerSideApply::failed);
    QSignalSpy progress(&apply, &Kube::ServerSideApply::progress);
    apply.apply(objects, options);
    if (!QTest::qWaitFor([&] { return !finished.isEmpty() || !failed.isEmpty(); }, 20000)) {
        qWarning("apply did not finish");
        return {};
    }
    if (!failed.isEmpty()) {
        if (failure)
            *failure = failed.first().first().value<Error>();
        return {};
    }
    if (progress.size() != objects.size())
        qWarning("progress was emitted %d times for %d objects", int(progress.size()),
                 int(objects.size()));
    return finished.first().first().value<QList<ApplyResult>>();
}

QList<HttpsTestServer::Request> TestServerSideApply::patches() const
{
    QList<HttpsTestServer::Request> out;
    for (const HttpsTestServer::Request &r : const_cast<FakeApiServer &>(m_api).server().requests())
        if (r.method == "PATCH")
            out << r;
    return out;
}

void TestServerSideApply::dryRunWritesNothing()
{
    const QJsonObject before = m_api.storedObject(u"deviceclasses"_s, {}, u"decode-10bit"_s);
    QVERIFY(!before.isEmpty());
    Kube::ApplyOptions options; // dry run by default
    const QList<ApplyResult> results = run({deviceClass(u"decode-10bit"_s, New)}, options);
    QCOMPARE(results.size(), 1);
    const ApplyResult &r = results.first();
    QCOMPARE(r.outcome, ApplyOutcome::Change);
    QVERIFY(r.dryRun);
    QCOMPARE(r.kind, u"DeviceClass"_s);
    QCOMPARE(r.name, u"decode-10bit"_s);
    QVERIFY(r.namespaceName.isEmpty());
    // The would-be object carries the new selector; the live one the old.
    QCOMPARE(r.result[u"spec"][u"selectors"][0][u"cel"][u"expression"].toString(), New);
    QCOMPARE(r.live[u"spec"][u"selectors"][0][u"cel"][u"expression"].toString(), Old);
    // Nothing written.
    QCOMPARE(m_api.storedObject(u"deviceclasses"_s, {}, u"decode-10bit"_s), before);
    const auto sent = patches();
    QCOMPARE(sent.size(), 1);
    QVERIFY(
        sent.first().path.startsWith(u"/apis/resource.k8s.io/v1/deviceclasses/decode-10bit?"_s));
    const QUrlQuery query(sent.first().path.section(u'?', 1));
    QCOMPARE(query.queryItemValue(u"dryRun"_s), u"All"_s);
    QCOMPARE(query.queryItemValue(u"fieldManager"_s), u"accel-console"_s);
    QVERIFY(!query.hasQueryItem(u"force"_s));
}

void TestServerSideApply::applyWrites()
{
    Kube::ApplyOptions options;
    options.dryRun = false;
    const QList<ApplyResult> results = run({deviceClass(u"decode-10bit"_s, New)}, options);
    QCOMPARE(results.size(), 1);
    QCOMPARE(results.first().outcome, ApplyOutcome::Change);
    QVERIFY(!results.first().dryRun);
    const QJsonObject stored = m_api.storedObject(u"deviceclasses"_s, {}, u"decode-10bit"_s);
    QCOMPARE(stored[u"spec"][u"selectors"][0][u"cel"][u"expression"].toString(), New);
    const auto sent = patches();
    QCOMPARE(sent.size(), 1);
    const HttpsTestServer::Request &patch = sent.first();
    QCOMPARE(patch.header("content-type"), QByteArray("application/apply-patch+yaml"));
    QCOMPARE(patch.header("authorization"), QByteArray("Bearer " + Token));
    const QUrlQuery query(patch.path.section(u'?', 1));
    QCOMPARE(query.queryItemValue(u"fieldManager"_s), u"accel-console"_s);
    QVERIFY(!query.hasQueryItem(u"dryRun"_s));
    QVERIFY(!query.hasQueryItem(u"force"_s));
    // The body is the object as JSON (valid YAML).
    const QJsonObject body = QJsonDocument::fromJson(patch.body).object();
    QCOMPARE(body[u"kind"].toString(), u"DeviceClass"_s);
    QCOMPARE(body[u"spec"][u"selectors"][0][u"cel"][u"expression"].toString(), New);
    // The live object was read first.
    QCOMPARE(m_api.server().requestCount(u"/apis/resource.k8s.io/v1/deviceclasses/decode-10bit"_s),
             2);
}

void TestServerSideApply::unchanged()
{
    for (const bool dryRun : {true, false}) {
        Kube::ApplyOptions options;
        options.dryRun = dryRun;
        const QList<ApplyResult> results = run({deviceClass(u"decode-10bit"_s, Old)}, options);
        QCOMPARE(results.size(), 1);
        QCOMPARE(results.first().outcome, ApplyOutcome::Unchanged);
    }
}

void TestServerSideApply::create_data()
{
    QTest::addColumn<bool>("dryRun");
    QTest::newRow("dry run") << true;
    QTest::newRow("apply") << false;
}

void TestServerSideApply::create()
{
    QFETCH(bool, dryRun);
    Kube::ApplyOptions options;
    options.dryRun = dryRun;
    const QList<ApplyResult> results = run({deviceClass(u"decode-av1"_s, New)}, options);
    QCOMPARE(results.size(), 1);
    QCOMPARE(results.first().outcome, ApplyOutcome::Create);
    QVERIFY(results.first().live.isEmpty());
    QCOMPARE(results.first().result[u"metadata"][u"name"].toString(), u"decode-av1"_s);
    QCOMPARE(m_api.storedObject(u"deviceclasses"_s, {}, u"decode-av1"_s).isEmpty(), dryRun);
}

void TestServerSideApply::conflictNotForced()
{
    m_api.setApplyConflict(u"decode-10bit"_s, u"kubectl"_s, {u".spec.selectors"_s});
    const QJsonObject before = m_api.storedObject(u"deviceclasses"_s, {}, u"decode-10bit"_s);
    for (const bool dryRun : {true, false}) {
        Kube::ApplyOptions options;
        options.dryRun = dryRun;
        // The conflicting object does not stop the next one.
        const QList<ApplyResult> results =
            run({deviceClass(u"decode-10bit"_s, New), deviceClass(u"decode-av1"_s, New)}, options);
        QCOMPARE(results.size(), 2);
        const ApplyResult &r = results.first();
        QCOMPARE(r.outcome, ApplyOutcome::Conflict);
        QVERIFY2(r.message.contains(u"conflict with \"kubectl\""_s), qPrintable(r.message));
        QCOMPARE(r.conflicts, QStringList{u"conflict with \"kubectl\": .spec.selectors"_s});
        QCOMPARE(results.at(1).outcome, ApplyOutcome::Create);
    }
    QCOMPARE(m_api.storedObject(u"deviceclasses"_s, {}, u"decode-10bit"_s), before);
    for (const HttpsTestServer::Request &patch : patches())
        QVERIFY2(!patch.path.contains(u"force="_s), qPrintable(patch.path));
}

void TestServerSideApply::conflictForced()
{
    m_api.setApplyConflict(u"decode-10bit"_s, u"kubectl"_s, {u".spec.selectors"_s});
    Kube::ApplyOptions options;
    options.dryRun = false;
    options.forceConflicts = true;
    const QList<ApplyResult> results = run({deviceClass(u"decode-10bit"_s, New)}, options);
    QCOMPARE(results.size(), 1);
    QCOMPARE(results.first().outcome, ApplyOutcome::Change);
    const auto sent = patches();
    QCOMPARE(sent.size(), 1);
    QCOMPARE(QUrlQuery(sent.first().path.section(u'?', 1)).queryItemValue(u"force"_s), u"true"_s);
    QCOMPARE(m_api
                 .storedObject(u"deviceclasses"_s, {},
                               u"decode-10bit"_s)[u"spec"][u"selectors"][0][u"cel"][u"expression"]
                 .toString(),
             New);
}

void TestServerSideApply::rejected_data()
{
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("message");
    QTest::newRow("403") << 403 << u"Forbidden"_s
                         << u"deviceclasses.resource.k8s.io \"decode-10bit\" is forbidden: User "
                            "\"ops\" cannot patch resource \"deviceclasses\""_s;
    QTest::newRow("422") << 422 << u"Invalid"_s
                         << u"DeviceClass.resource.k8s.io \"decode-10bit\" is invalid: "
                            "spec.selectors[0].cel.expression: Invalid value: compilation "
                            "failed"_s;
    QTest::newRow("400") << 400 << u"BadRequest"_s << u"the request is malformed"_s;
}

void TestServerSideApply::rejected()
{
    QFETCH(int, code);
    QFETCH(QString, reason);
    QFETCH(QString, message);
    m_api.setApplyStatus(u"decode-10bit"_s, code, reason, message);
    const QJsonObject before = m_api.storedObject(u"deviceclasses"_s, {}, u"decode-10bit"_s);
    Kube::ApplyOptions options;
    options.dryRun = false;
    // A rejection does not stop the objects after it.
    const QList<ApplyResult> results =
        run({deviceClass(u"decode-10bit"_s, New), deviceClass(u"decode-av1"_s, New)}, options);
    QCOMPARE(results.size(), 2);
    QCOMPARE(results.first().outcome, ApplyOutcome::Rejected);
    QCOMPARE(results.first().message, message);
    QCOMPARE(results.at(1).outcome, ApplyOutcome::Create);
    QCOMPARE(m_api.storedObject(u"deviceclasses"_s, {}, u"decode-10bit"_s), before);
    QVERIFY(!m_api.storedObject(u"deviceclasses"_s, {}, u"decode-av1"_s).isEmpty());
}

void TestServerSideApply::discovery_data()
{
    QTest::addColumn<QJsonObject>("object");
    QTest::addColumn<QString>("defaultNamespace");
    QTest::addColumn<QString>("expectedPath");
    QTest::addColumn<QString>("expectedNamespace");
    QTest::newRow("namespaced, own namespace")
        << claimTemplate(u"media-pair"_s, u"media"_s) << u"other"_s
        << u"/apis/resource.k8s.io/v1/namespaces/media/resourceclaimtemplates/media-pair"_s
        << u"media"_s;
    QTest::newRow("namespaced, context's namespace")
        << claimTemplate(u"media-pair"_s, {}) << u"render"_s
        << u"/apis/resource.k8s.io/v1/namespaces/render/resourceclaimtemplates/media-pair"_s
        << u"render"_s;
    QTest::newRow("namespaced, default") << claimTemplate(u"media-pair"_s, {}) << QString()
                                         << u"/apis/resource.k8s.io/v1/namespaces/default/"
                                            "resourceclaimtemplates/media-pair"_s
                                         << u"default"_s;
    QTest::newRow("cluster-scoped")
        << deviceClass(u"decode-av1"_s, New) << u"media"_s
        << u"/apis/resource.k8s.io/v1/deviceclasses/decode-av1"_s << QString();
    QTest::newRow("core group") << QJsonObject{{u"apiVersion"_s, u"v1"_s},
                                               {u"kind"_s, u"ConfigMap"_s},
                                               {u"metadata"_s, QJsonObject{{u"name"_s, u"cfg"_s}}},
                                               {u"data"_s, QJsonObject{{u"a"_s, u"1"_s}}}}
                                << u"media"_s << u"/api/v1/namespaces/media/configmaps/cfg"_s
                                << u"media"_s;
}

void TestServerSideApply::discovery()
{
    QFETCH(QJsonObject, object);
    QFETCH(QString, defaultNamespace);
    QFETCH(QString, expectedPath);
    QFETCH(QString, expectedNamespace);
    Kube::ApplyOptions options;
    options.dryRun = false;
    options.defaultNamespace = defaultNamespace;
    const QList<ApplyResult> results = run({object}, options);
    QCOMPARE(results.size(), 1);
    QCOMPARE(results.first().outcome, ApplyOutcome::Create);
    QCOMPARE(results.first().namespaceName, expectedNamespace);
    const auto sent = patches();
    QCOMPARE(sent.size(), 1);
    QCOMPARE(sent.first().path.section(u'?', 0, 0), expectedPath);
    const QJsonObject body = QJsonDocument::fromJson(sent.first().body).object();
    QCOMPARE(body[u"metadata"][u"namespace"].toString(), expectedNamespace);
    const QString plural = expectedPath.section(u'/', -2, -2);
    QVERIFY(!m_api.storedObject(plural, expectedNamespace, object[u"metadata"][u"name"].toString())
                 .isEmpty());
}

void TestServerSideApply::unknownKind_data()
{
    QTest::addColumn<QString>("apiVersion");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected");
    QTest::newRow("kind not in a served group") << u"resource.k8s.io/v1"_s << u"DecodeClass"_s
                                                << u"no kind DecodeClass in resource.k8s.io/v1"_s;
    QTest::newRow("group not served")
        << u"argoproj.io/v1alpha1"_s << u"Workflow"_s << u"does not serve argoproj.io/v1alpha1"_s;
}

void TestServerSideApply::unknownKind()
{
    QFETCH(QString, apiVersion);
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    const QJsonObject object{{u"apiVersion"_s, apiVersion},
                             {u"kind"_s, kind},
                             {u"metadata"_s, QJsonObject{{u"name"_s, u"x"_s}}}};
    Kube::ApplyOptions options;
    options.dryRun = false;
    const QList<ApplyResult> results =
        run({object, object, deviceClass(u"decode-av1"_s, New)}, options);
    QCOMPARE(results.size(), 3);
    QCOMPARE(results.first().outcome, ApplyOutcome::Rejected);
    QVERIFY2(results.first().message.contains(expected), qPrintable(results.first().message));
    QCOMPARE(results.at(1).outcome, ApplyOutcome::Rejected);
    QCOMPARE(results.at(2).outcome, ApplyOutcome::Create);
    // Discovery is cached: the group version was asked for once.
    const QString gvPath =
        apiVersion.contains(u'/') ? u"/apis/"_s + apiVersion : u"/api/"_s + apiVersion;
    QCOMPARE(m_api.server().requestCount(gvPath), 1);

    // An object without a name is rejected locally.
    const QList<ApplyResult> nameless =
        run({QJsonObject{{u"apiVersion"_s, u"v1"_s}, {u"kind"_s, u"ConfigMap"_s}}}, options);
    QCOMPARE(nameless.size(), 1);
    QCOMPARE(nameless.first().outcome, ApplyOutcome::Rejected);
}

void TestServerSideApply::unauthorizedFails()
{
    Error failure;
    const QList<ApplyResult> results =
        run({deviceClass(u"decode-10bit"_s, New)}, Kube::ApplyOptions{}, &failure, "wrong-token");
    QVERIFY(results.isEmpty());
    QCOMPARE(failure.code, u"KUBE_UNAUTHORIZED"_s);
    QVERIFY(!failure.message.contains(u"wrong-token"_s));
    QVERIFY(patches().isEmpty());
}

void TestServerSideApply::discoveryErrorFails()
{
    // Discovery that fails other than with 404 stops everything: nothing can be resolved.
    m_api.setStatus(u"/apis/resource.k8s.io/v1"_s, 500, u"etcd is down"_s);
    Error failure;
    const QList<ApplyResult> results =
        run({deviceClass(u"decode-10bit"_s, New)}, Kube::ApplyOptions{}, &failure);
    QVERIFY(results.isEmpty());
    QCOMPARE(failure.code, u"KUBE_HTTP"_s);
    QVERIFY2(failure.message.contains(u"etcd is down"_s), qPrintable(failure.message));
    QVERIFY(patches().isEmpty());
}

void TestServerSideApply::cancelStops()
{
    Kube::ResolvedContext c;
    c.contextName = u"lab"_s;
    c.server = m_api.server().url(u"/"_s).toString();
    c.certificateAuthorityFile = m_api.ca().caCertificatePath();
    c.token = QString::fromLatin1(Token);
    Kube::ApiClient client(c);
    Kube::ServerSideApply apply(&client);
    QSignalSpy finished(&apply, &Kube::ServerSideApply::finished);
    QSignalSpy failed(&apply, &Kube::ServerSideApply::failed);
    Kube::ApplyOptions options;
    options.dryRun = false;
    apply.apply({deviceClass(u"decode-10bit"_s, New)}, options);
    apply.cancel();
    QTest::qWait(500);
    QVERIFY(finished.isEmpty());
    QVERIFY(failed.isEmpty());
    QVERIFY(m_api.server().requests().isEmpty());
    QCOMPARE(m_api
                 .storedObject(u"deviceclasses"_s, {},
                               u"decode-10bit"_s)[u"spec"][u"selectors"][0][u"cel"][u"expression"]
                 .toString(),
             Old);
}

void TestServerSideApply::outcomeNames()
{
    QCOMPARE(Kube::applyOutcomeName(ApplyOutcome::Create, true), u"would create"_s);
    QCOMPARE(Kube::applyOutcomeName(ApplyOutcome::Create, false), u"created"_s);
    QCOMPARE(Kube::applyOutcomeName(ApplyOutcome::Change, true), u"would change"_s);
    QCOMPARE(Kube::applyOutcomeName(ApplyOutcome::Unchanged, false), u"unchanged"_s);
    QCOMPARE(Kube::applyOutcomeName(ApplyOutcome::Exists, true), u"exists"_s);
    QCOMPARE(Kube::applyOutcomeName(ApplyOutcome::Exists, false), u"exists"_s);
    ApplyResult r;
    r.kind = u"DeviceClass"_s;
    r.outcome = ApplyOutcome::Conflict;
    r.conflicts = QStringList{u"x"_s};
    const QJsonObject json = r.toJson();
    QCOMPARE(json[u"outcome"].toString(), u"conflict"_s);
    QCOMPARE(json[u"conflicts"].toArray().size(), 1);
}

void TestServerSideApply::readOnly_data()
{
    QTest::addColumn<bool>("dryRun");
    // readOnly wins over dryRun=false: still no PATCH, and the result says dry run.
    QTest::newRow("dry run") << true;
    QTest::newRow("not dry run") << false;
}

void TestServerSideApply::readOnly()
{
    QFETCH(bool, dryRun);
    const QJsonObject before = m_api.storedObject(u"deviceclasses"_s, {}, u"decode-10bit"_s);
    QVERIFY(!before.isEmpty());
    Kube::ApplyOptions options;
    options.dryRun = dryRun;
    options.readOnly = true;
    // One existing object, one missing: Exists with the live object, then Create with none.
    const QList<ApplyResult> results =
        run({deviceClass(u"decode-10bit"_s, New), deviceClass(u"decode-av1"_s, New)}, options);
    QCOMPARE(results.size(), 2);

    const ApplyResult &existing = results.first();
    QCOMPARE(existing.outcome, ApplyOutcome::Exists);
    QVERIFY(existing.dryRun);
    QVERIFY(existing.result.isEmpty());
    QVERIFY(existing.message.isEmpty());
    // live is the object as served: the stored one with its apiVersion and kind.
    QJsonObject served = before;
    served.insert(u"apiVersion"_s, u"resource.k8s.io/v1"_s);
    served.insert(u"kind"_s, u"DeviceClass"_s);
    QCOMPARE(existing.live, served);
    QCOMPARE(existing.live[u"spec"][u"selectors"][0][u"cel"][u"expression"].toString(), Old);
    QCOMPARE(existing.toJson()[u"outcome"].toString(), u"exists"_s);
    QCOMPARE(existing.toJson()[u"dryRun"].toBool(), true);

    const ApplyResult &missing = results.at(1);
    QCOMPARE(missing.outcome, ApplyOutcome::Create);
    QVERIFY(missing.dryRun);
    QVERIFY(missing.live.isEmpty());
    QVERIFY(missing.result.isEmpty());

    // Nothing was sent but discovery and the two GETs; nothing written.
    QVERIFY(patches().isEmpty());
    for (const HttpsTestServer::Request &r : m_api.server().requests())
        QVERIFY2(r.method == "GET", r.method.constData());
    QCOMPARE(m_api.server().requestCount(u"/apis/resource.k8s.io/v1/deviceclasses/decode-10bit"_s),
             1);
    QCOMPARE(m_api.server().requestCount(u"/apis/resource.k8s.io/v1/deviceclasses/decode-av1"_s),
             1);
    QCOMPARE(m_api.storedObject(u"deviceclasses"_s, {}, u"decode-10bit"_s), before);
    QVERIFY(m_api.storedObject(u"deviceclasses"_s, {}, u"decode-av1"_s).isEmpty());
}

void TestServerSideApply::readOnlyForbiddenGet()
{
    const QString message = u"deviceclasses.resource.k8s.io \"decode-10bit\" is forbidden: User "
                            "\"ops\" cannot get resource \"deviceclasses\""_s;
    m_api.setStatus(u"/apis/resource.k8s.io/v1/deviceclasses/decode-10bit"_s, 403, message);
    Kube::ApplyOptions options;
    options.readOnly = true;
    // A 403 on the GET rejects that object only; the next one is still read.
    Error failure;
    const QList<ApplyResult> results =
        run({deviceClass(u"decode-10bit"_s, New), deviceClass(u"decode-av1"_s, New)}, options,
            &failure);
    QVERIFY2(failure.code.isEmpty(), qPrintable(failure.message));
    QCOMPARE(results.size(), 2);
    QCOMPARE(results.first().outcome, ApplyOutcome::Rejected);
    QCOMPARE(results.first().message, message);
    QVERIFY(results.first().live.isEmpty());
    QVERIFY(results.first().dryRun);
    QCOMPARE(results.at(1).outcome, ApplyOutcome::Create);
    QVERIFY(patches().isEmpty());
}

QTEST_GUILESS_MAIN(TestServerSideApply)
#include "tst_serversideapply.moc"
