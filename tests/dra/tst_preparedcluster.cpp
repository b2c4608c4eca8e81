// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// A snapshot prepared once for many queries (Dra::PreparedCluster, issue 37 "Queries at
// scale"): a sequence of queries on one PreparedCluster (get claims, get pools, explain pod,
// claim match, claim allocate, the Pod claims mode; claims already allocated in the cluster
// among them, whose devices the kept preparation must count as free for that query only)
// answers exactly what the snapshot entries, which prepare afresh, answer; and a snapshot with
// a claim added, prepared anew, answers what its fresh entries answer and not what the old
// one did.
#include "dra/allocationpreview.h"
#include "dra/clusterclaims.h"
#include "kube/snapshot.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace Accel;
using namespace Accel::Dra;
using namespace Qt::StringLiterals;

namespace {

Kube::ClusterSnapshot load(const QString &fixture)
{
    Result<Kube::ClusterSnapshot> s = Kube::ClusterSnapshot::fromFile(Test::fixture(fixture));
    if (!s)
        qFatal("%s", qPrintable(s.error().toString()));
    return std::move(*s);
}

QString errorText(const Error &e)
{
    return u"error %1: %2"_s.arg(e.code, e.message);
}

QString text(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
}

/// The claim objects QUERY names after its verb: "ns/name" of a claim of the snapshot (as it
/// is, allocation included: re-allocating it) or "new:N" for a new claim ml/new of N devices
/// of class gpu.example.com.
QList<QJsonObject> claimsOf(const Kube::ClusterSnapshot &snapshot, const QStringList &names)
{
    QList<QJsonObject> out;
    for (const QString &name : names) {
        if (name.startsWith(u"new:"_s)) {
            const QJsonObject request{
                {u"name"_s, u"gpus"_s},
                {u"exactly"_s, QJsonObject{{u"deviceClassName"_s, u"gpu.example.com"_s},
                                           {u"count"_s, name.mid(4).toInt()}}}};
            out << QJsonObject{
                {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
                {u"kind"_s, u"ResourceClaim"_s},
                {u"metadata"_s, QJsonObject{{u"name"_s, u"new"_s}, {u"namespace"_s, u"ml"_s}}},
                {u"spec"_s,
                 QJsonObject{{u"devices"_s, QJsonObject{{u"requests"_s, QJsonArray{request}}}}}}};
            continue;
        }
        for (const QJsonObject &c : snapshot.resourceClaims()) {
            const QJsonObject meta = c[u"metadata"_s].toObject();
            if (meta[u"namespace"_s].toString() + u'/' + meta[u"name"_s].toString() == name)
                out << c;
        }
    }
    return out;
}

/// One query's answer as text: "claims [NS]", "pools [GATES]", "explain NS/POD",
/// "match CLAIM...", "allocate NODE CLAIM...", "every CLAIM...". CLUSTER null: the snapshot
/// entries, which prepare afresh.
QString answer(const Kube::ClusterSnapshot &snapshot, const PreparedCluster *cluster,
               const QString &query)
{
    const QStringList words = query.split(u' ', Qt::SkipEmptyParts);
    const QString verb = words.value(0);
    const QString arg = words.value(1);
    if (verb == u"claims"_s)
        return text(
            (cluster ? clusterClaims(*cluster, arg) : clusterClaims(snapshot, arg)).toJson());
    if (verb == u"pools"_s) {
        QStringList warnings;
        const Result<QList<PoolUsage>> pools = cluster ? clusterPools(*cluster, arg, &warnings)
                                                       : clusterPools(snapshot, arg, &warnings);
        if (!pools)
            return errorText(pools.error());
        QJsonArray list;
        for (const PoolUsage &p : *pools)
            list << p.toJson();
        return text(
            QJsonObject{{u"pools"_s, list}, {u"warnings"_s, QJsonArray::fromStringList(warnings)}});
    }
    if (verb == u"explain"_s) {
        const QString ns = arg.section(u'/', 0, 0);
        const QString pod = arg.section(u'/', 1);
        const Result<PodExplanation> e =
            cluster ? explainPod(*cluster, ns, pod) : explainPod(snapshot, ns, pod);
        return e ? text(e->toJson()) : errorText(e.error());
    }
    if (verb == u"match"_s) {
        ClaimFiles files;
        files.claims = claimsOf(snapshot, words.mid(1));
        const ClaimFileMatch match = cluster ? matchClaimFiles(files, *cluster, u"the cluster"_s)
                                             : matchClaimFiles(files, snapshot, u"the cluster"_s);
        if (!match.outcomes)
            return errorText(match.outcomes.error());
        QJsonArray list;
        for (const ClaimOutcome &o : *match.outcomes)
            list << o.toJson();
        return text(QJsonObject{{u"outcomes"_s, list},
                                {u"warnings"_s, QJsonArray::fromStringList(match.warnings)}});
    }
    if (verb == u"allocate"_s) {
        AllocateRequest request;
        request.node = arg;
        request.claims = claimsOf(snapshot, words.mid(2));
        const Result<AllocateReport> r =
            cluster ? allocateOnNode(*cluster, request) : allocateOnNode(snapshot, request);
        if (!r)
            return errorText(r.error());
        QJsonObject o = r->toJson();
        o.insert(u"reasons"_s, QJsonArray::fromStringList(r->outcome.reasons));
        o.insert(u"inUse"_s, r->outcome.usage.inUse);
        o.insert(u"warnings"_s, QJsonArray::fromStringList(r->warnings));
        return text(o);
    }
    if (verb == u"every"_s) {
        PodClaimsRequest request;
        request.claims = claimsOf(snapshot, words.mid(1));
        const Result<PodAllocationReport> r = cluster ? allocateOnEveryNode(*cluster, request)
                                                      : allocateOnEveryNode(snapshot, request);
        if (!r)
            return errorText(r.error());
        QJsonArray nodes;
        for (qsizetype i = 0; i < r->nodes.size(); ++i) {
            QJsonObject o = r->nodeReport(i).toJson();
            o.insert(u"inUse"_s, r->nodes[i].outcome.usage.inUse);
            o.insert(u"tainted"_s, r->nodes[i].outcome.usage.tainted);
            if (r->nodes[i].error)
                o.insert(u"error"_s, errorText(*r->nodes[i].error));
            nodes << o;
        }
        return text(QJsonObject{{u"fitting"_s, r->fitting}, {u"nodes"_s, nodes}});
    }
    qFatal("unknown query %s", qPrintable(query));
    return {};
}

/// SNAPSHOT with a ResourceClaim ml/added that holds DEVICE ("driver/pool/device").
Kube::ClusterSnapshot withClaim(const Kube::ClusterSnapshot &snapshot, const QString &device)
{
    QList<QJsonObject> objects = snapshot.nodes() + snapshot.resourceSlices() +
                                 snapshot.deviceClasses() + snapshot.resourceClaims() +
                                 snapshot.resourceClaimTemplates() + snapshot.pods();
    const QStringList parts = device.split(u'/');
    objects << QJsonObject{
        {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
        {u"kind"_s, u"ResourceClaim"_s},
        {u"metadata"_s, QJsonObject{{u"name"_s, u"added"_s}, {u"namespace"_s, u"ml"_s}}},
        {u"status"_s,
         QJsonObject{
             {u"allocation"_s,
              QJsonObject{{u"devices"_s,
                           QJsonObject{{u"results"_s, QJsonArray{QJsonObject{
                                                          {u"request"_s, u"gpus"_s},
                                                          {u"driver"_s, parts.value(0)},
                                                          {u"pool"_s, parts.value(1)},
                                                          {u"device"_s, parts.value(2)}}}}}}}}}}};
    Result<Kube::ClusterSnapshot> out = Kube::ClusterSnapshot::fromObjects(objects, u"added"_s);
    if (!out)
        qFatal("%s", qPrintable(out.error().toString()));
    return std::move(*out);
}

} // namespace

class TestPreparedCluster : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAnswers_data();
    void sameAnswers();
    void afterAClaimIsAdded_data();
    void afterAClaimIsAdded();
};

void TestPreparedCluster::sameAnswers_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QStringList>("queries"); ///< in order, on one PreparedCluster
    QTest::addRow("claims-cluster: every query, twice")
        << u"cluster/claims-cluster.yaml"_s
        << QStringList{u"claims"_s,
                       u"claims ml"_s,
                       u"claims nowhere"_s,
                       u"pools"_s,
                       u"explain ml/waiting"_s,
                       u"explain ml/small"_s,
                       u"match new:2"_s,
                       u"match ml/train-0-gpus"_s,
                       u"allocate node-a ml/train-0-gpus"_s,
                       u"every new:1"_s,
                       u"pools"_s,
                       u"explain ml/waiting"_s,
                       u"claims"_s,
                       u"pools DRADeviceTaints=false"_s,
                       u"explain ml/train-0"_s};
    QTest::addRow("claims-cluster: the errors")
        << u"cluster/claims-cluster.yaml"_s
        << QStringList{u"explain ml/nope"_s, u"explain other/waiting"_s, u"explain ml/plain"_s,
                       u"pools DRANoSuchGate=true"_s, u"allocate node-z new:1"_s};
    QTest::addRow("pending-reasons: a shared device's capacity, re-allocated")
        << u"cluster/pending-reasons.yaml"_s
        << QStringList{u"pools"_s,
                       u"explain ml/half"_s,
                       u"match ml/half-gpu"_s,
                       u"every ml/half-gpu"_s,
                       u"explain ml/half-twin"_s,
                       u"explain ml/linked"_s,
                       u"explain ml/big"_s,
                       u"pools DRAConsumableCapacity=false"_s,
                       u"claims"_s};
    QTest::addRow("mixed vendors") << u"cluster/mixed-vendors.yaml"_s
                                   << QStringList{u"pools"_s, u"claims"_s, u"match media/encode"_s,
                                                  u"claims media"_s, u"pools"_s};
}

void TestPreparedCluster::sameAnswers()
{
    QFETCH(QString, fixture);
    QFETCH(QStringList, queries);
    const Kube::ClusterSnapshot snapshot = load(fixture);
    const PreparedCluster cluster(snapshot);
    for (const QString &query : std::as_const(queries)) {
        const QString fresh = answer(snapshot, nullptr, query);
        const QString kept = answer(snapshot, &cluster, query);
        QVERIFY2(!fresh.isEmpty(), qPrintable(query));
        if (kept != fresh)
            QFAIL(qPrintable(u"%1: the kept preparation answers\n%2\nthe fresh one\n%3"_s.arg(
                query, kept, fresh)));
    }
}

void TestPreparedCluster::afterAClaimIsAdded_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("device"); ///< the new claim holds it
    QTest::addColumn<QStringList>("queries");
    QTest::addColumn<QStringList>("changed"); ///< queries whose answer the claim changes
    QTest::addRow("a free GPU of node-b")
        << u"cluster/claims-cluster.yaml"_s << u"gpu.example.com/node-b/gpu-0"_s
        << QStringList{u"pools"_s, u"claims"_s, u"explain ml/waiting"_s, u"every new:1"_s,
                       u"match ml/added"_s}
        << QStringList{u"pools"_s, u"claims"_s, u"every new:1"_s};
    QTest::addRow("the shared GPU of node-f")
        << u"cluster/pending-reasons.yaml"_s << u"gpu.example.com/node-f/gpu-0"_s
        << QStringList{u"pools"_s, u"explain ml/half"_s, u"every new:1"_s, u"match ml/added"_s}
        << QStringList{u"every new:1"_s};
}

void TestPreparedCluster::afterAClaimIsAdded()
{
    QFETCH(QString, fixture);
    QFETCH(QString, device);
    QFETCH(QStringList, queries);
    QFETCH(QStringList, changed);
    const Kube::ClusterSnapshot before = load(fixture);
    const PreparedCluster old(before);
    QStringList oldAnswers;
    for (const QString &query : std::as_const(queries))
        oldAnswers << answer(before, &old, query);
    const Kube::ClusterSnapshot after = withClaim(before, device);
    const PreparedCluster cluster(after);
    for (qsizetype i = 0; i < queries.size(); ++i) {
        const QString &query = queries[i];
        const QString kept = answer(after, &cluster, query);
        const QString fresh = answer(after, nullptr, query);
        if (kept != fresh)
            QFAIL(qPrintable(u"%1: the kept preparation answers\n%2\nthe fresh one\n%3"_s.arg(
                query, kept, fresh)));
        if (changed.contains(query))
            QVERIFY2(kept != oldAnswers[i], qPrintable(query + u": the claim changed nothing"_s));
    }
}

QTEST_GUILESS_MAIN(TestPreparedCluster)
#include "tst_preparedcluster.moc"
