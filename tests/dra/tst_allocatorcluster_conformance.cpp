// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The allocator's cluster side kept across queries (Dra::AllocatorCluster, issue 37): on every
// case of Kubernetes' allocator test table (../shared/conformance/k8s-allocator/cases), with
// the case's held devices as claims, an Allocator made from one kept AllocatorCluster gives
// exactly what Allocator::prepare() gives afresh (the allocations, the reasons, the notes, the
// node's counts, or the error), for a sequence of queries on it: all claims counted, one
// claim left out (being re-allocated: its devices count as free), and all counted again.
#include "allocatorcase.h"
#include "doc/documentreader.h"
#include "dra/allocator.h"
#include "testsupport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace Accel;
using namespace Accel::Dra;
using namespace Qt::StringLiterals;

namespace {

const QString kCases = u"k8s-allocator/cases"_s;

/// The case's held devices as ResourceClaims test/held-N, one device each (consumed capacity
/// as a shared allocation, as the conformance runner adds it).
QList<QJsonObject> heldClaims(const QJsonArray &allocated)
{
    QList<QJsonObject> out;
    for (qsizetype i = 0; i < allocated.size(); ++i) {
        const QJsonObject a = allocated.at(i).toObject();
        QJsonObject result{{u"request"_s, u"r"_s},
                           {u"driver"_s, a[u"driver"_s]},
                           {u"pool"_s, a[u"pool"_s]},
                           {u"device"_s, a[u"device"_s]}};
        if (a.contains("consumedCapacity"_L1)) {
            result.insert(u"shareID"_s, u"share-%1"_s.arg(i));
            result.insert(u"consumedCapacity"_s, a[u"consumedCapacity"_s]);
        }
        out << QJsonObject{
            {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
            {u"kind"_s, u"ResourceClaim"_s},
            {u"metadata"_s,
             QJsonObject{{u"name"_s, u"held-%1"_s.arg(i)}, {u"namespace"_s, u"test"_s}}},
            {u"status"_s,
             QJsonObject{
                 {u"allocation"_s,
                  QJsonObject{{u"devices"_s, QJsonObject{{u"results"_s, QJsonArray{result}}}}}}}}};
    }
    return out;
}

QString answer(const Result<Allocator> &allocator, const QJsonObject &node,
               const QList<QJsonObject> &claims)
{
    if (!allocator)
        return u"prepare: "_s + allocator.error().toString();
    const Result<AllocationOutcome> o = allocator->allocate(node, claims);
    if (!o)
        return u"allocate: "_s + o.error().toString();
    QJsonArray allocations;
    for (const QJsonObject &a : o->allocations)
        allocations << a;
    return QString::fromUtf8(
        QJsonDocument(QJsonObject{{u"allocated"_s, o->allocated},
                                  {u"allocations"_s, allocations},
                                  {u"reasons"_s, QJsonArray::fromStringList(o->reasons)},
                                  {u"notes"_s, QJsonArray::fromStringList(o->notes)},
                                  {u"devices"_s, o->usage.devices},
                                  {u"inUse"_s, o->usage.inUse},
                                  {u"tainted"_s, o->usage.tainted}})
            .toJson());
}

} // namespace

class TestAllocatorClusterConformance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cases_data();
    void cases();
};

void TestAllocatorClusterConformance::cases_data()
{
    ACCEL_REQUIRE_CONFORMANCE(kCases);
    QTest::addColumn<QString>("path");
    const QDir dir(Test::conformanceDir() + u'/' + kCases);
    for (const QString &file : dir.entryList({u"*.yaml"_s}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(file.chopped(5))) << dir.filePath(file);
}

void TestAllocatorClusterConformance::cases()
{
    QFETCH(QString, path);
    const Result<QJsonValue> doc = Doc::readDocumentFile(path);
    QVERIFY2(doc, qPrintable(doc ? QString() : doc.error().toString()));
    const QJsonObject c = doc->toObject();
    const FeatureGates features = Test::allocatorCaseGates(c[u"features"_s].toArray());
    const QList<QJsonObject> classes = Test::jsonObjects(c[u"classes"_s]);
    const QList<QJsonObject> slices = Test::jsonObjects(c[u"slices"_s]);
    const QList<QJsonObject> held = heldClaims(c[u"allocated"_s].toArray());
    const QList<QJsonObject> claims = Test::jsonObjects(c[u"claims"_s]);
    const QJsonObject node{{u"metadata"_s, QJsonObject{{u"name"_s, c[u"node"_s][u"name"_s]},
                                                       {u"labels"_s, c[u"node"_s][u"labels"_s]}}}};

    AllocatorCluster::Inputs inputs;
    inputs.slices = slices;
    inputs.claims = held;
    inputs.applyTaintRules = features.deviceTaints && features.deviceTaintRules;
    const Result<AllocatorCluster> cluster = AllocatorCluster::prepare(inputs);

    // All held; the first held claim left out; all held again, on the one kept cluster side.
    QList<QSet<QString>> queries{{}};
    if (!held.isEmpty())
        queries << QSet<QString>{u"test/held-0"_s};
    queries << QSet<QString>{};
    for (const QSet<QString> &except : std::as_const(queries)) {
        Allocator::Inputs fresh;
        fresh.features = features;
        fresh.classes = classes;
        fresh.slices = slices;
        fresh.allocated = AllocatedState::fromClaims(held, except);
        const QString want = answer(Allocator::prepare(fresh), node, claims);
        const QString got =
            cluster ? answer(Allocator::prepare(*cluster, features, classes, except), node, claims)
                    : u"prepare: "_s + cluster.error().toString();
        if (got != want)
            QFAIL(qPrintable(u"leaving out {%1}: the kept cluster side gives\n%2\nafresh\n%3"_s.arg(
                QStringList(except.cbegin(), except.cend()).join(u", "), got, want)));
    }
}

QTEST_GUILESS_MAIN(TestAllocatorClusterConformance)
#include "tst_allocatorcluster_conformance.moc"
