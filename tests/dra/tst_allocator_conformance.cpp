// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Kubernetes' own allocator test table, as data (issue 15, "Tests and measures"): every case in
// ../shared/conformance/k8s-allocator/cases runs through Dra::Allocator with exactly the
// features the case lists, and is compared the way the README says the Go runner compares.
#include "allocatorcase.h"
#include "doc/documentreader.h"
#include "dra/allocator.h"
#include "testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QtTest>

using namespace Accel;
using namespace Accel::Dra;
using namespace Qt::StringLiterals;

namespace {

const QString kCases = u"k8s-allocator/cases"_s;

struct CaseOutcome
{
    bool passed = false;
    QString detail;
};

CaseOutcome runCase(const QJsonObject &c)
{
    Allocator::Inputs inputs;
    inputs.features = Test::allocatorCaseGates(c[u"features"_s].toArray());
    inputs.classes = Test::jsonObjects(c[u"classes"_s]);
    inputs.slices = Test::jsonObjects(c[u"slices"_s]);
    for (const QJsonValue &v : c[u"allocated"_s].toArray()) {
        const QJsonObject a = v.toObject();
        if (a.contains("consumedCapacity"_L1)) {
            QMap<QString, QString> consumed;
            const QJsonObject cc = a[u"consumedCapacity"_s].toObject();
            for (auto it = cc.begin(); it != cc.end(); ++it)
                consumed.insert(it.key(), it.value().toString());
            inputs.allocated.addConsumedCapacity(a[u"driver"_s].toString(), a[u"pool"_s].toString(),
                                                 a[u"device"_s].toString(), consumed);
        } else {
            inputs.allocated.addDevice(a[u"driver"_s].toString(), a[u"pool"_s].toString(),
                                       a[u"device"_s].toString());
        }
    }
    const QJsonObject node{{u"metadata"_s, QJsonObject{{u"name"_s, c[u"node"_s][u"name"_s]},
                                                       {u"labels"_s, c[u"node"_s][u"labels"_s]}}}};
    const QJsonObject expect = c[u"expect"_s].toObject();

    Result<Allocator> allocator = Allocator::prepare(inputs);
    Result<AllocationOutcome> outcome =
        allocator ? allocator->allocate(node, Test::jsonObjects(c[u"claims"_s]))
                  : Result<AllocationOutcome>(tl::unexpected(allocator.error()));
    if (expect.contains("error"_L1)) {
        const QString want = expect[u"error"_s].toString();
        if (outcome)
            return {false, u"expected the error \"%1\", got allocated=%2"_s.arg(want).arg(
                               outcome->allocated)};
        if (!outcome.error().message.contains(want))
            return {false, u"expected an error containing \"%1\", got %2"_s.arg(
                               want, outcome.error().toString())};
        return {true, {}};
    }
    if (!outcome)
        return {false, u"unexpected error %1"_s.arg(outcome.error().toString())};
    if (expect[u"unschedulable"_s].toBool()) {
        if (outcome->allocated && !outcome->allocations.isEmpty())
            return {false, u"expected unschedulable, got an allocation"_s};
        return {true, {}};
    }
    if (!outcome->allocated)
        return {false, u"not allocated: %1"_s.arg(outcome->reasons.join(u"\n    "_s))};
    QJsonArray actual;
    for (const QJsonObject &a : outcome->allocations)
        actual << a;
    QString why;
    const bool ok = Test::allocatorResultsMatch(
        actual, expect[u"results"_s], Test::allocatorCaseIsExact(c[u"name"_s].toString()), &why);
    return {ok, why};
}

} // namespace

class TestAllocatorConformance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cases_data();
    void cases();
    void total();

private:
    int m_passed = 0;
    int m_run = 0;
};

void TestAllocatorConformance::cases_data()
{
    ACCEL_REQUIRE_CONFORMANCE(kCases);
    QTest::addColumn<QString>("path");
    const QDir dir(Test::conformanceDir() + u'/' + kCases);
    for (const QString &file : dir.entryList({u"*.yaml"_s}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(file.chopped(5))) << dir.filePath(file);
}

void TestAllocatorConformance::cases()
{
    QFETCH(QString, path);
    const Result<QJsonValue> doc = Doc::readDocumentFile(path);
    QVERIFY2(doc, qPrintable(doc ? QString() : doc.error().toString()));
    ++m_run;
    const CaseOutcome outcome = runCase(doc->toObject());
    if (outcome.passed)
        ++m_passed;
    QVERIFY2(outcome.passed, qPrintable(outcome.detail));
}

void TestAllocatorConformance::total()
{
    ACCEL_REQUIRE_CONFORMANCE(kCases);
    qInfo("k8s-allocator conformance: %d of %d cases pass", m_passed, m_run);
    QCOMPARE(m_passed, m_run);
}

QTEST_GUILESS_MAIN(TestAllocatorConformance)
#include "tst_allocator_conformance.moc"
