// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Named patch sequences with provenance, and the two warnings of spec
// platform-detection-and-overrides.txt, "Override matching".
#include "doc/documentreader.h"
#include "doc/jsonpointer.h"
#include "doc/patchsequence.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

#include "testsupport.h"

using Accel::Doc::PatchSequence;
using Kind = Accel::Doc::StructuralDiff::Change::Kind;

using Accel::Test::yaml;

namespace {

const QByteArray Base = R"(
spec:
  workload:
    trainJob:
      trainer:
        image: nvcr.io/nvidia/pytorch:25.01-py3
        env:
        - name: NCCL_DEBUG
          value: INFO
)";

PatchSequence::Step jobTemplate(const QString &name, const QByteArray &patch)
{
    return {name, PatchSequence::Type::StrategicMerge, yaml(patch)};
}
PatchSequence::Step jobTemplatePatch(const QString &name, const QByteArray &patch)
{
    return {name, PatchSequence::Type::JsonPatch, yaml(patch)};
}

const QByteArray SetEnv = R"(
spec: {workload: {trainJob: {trainer: {env: [{name: MY_VAR, value: "value"}]}}}})";
const QByteArray AppendEnv = R"(
- op: add
  path: /spec/workload/trainJob/trainer/env/-
  value: {name: EXTRA_VAR, value: "extra"}
)";

QStringList envNames(const QJsonValue &doc)
{
    QStringList names;
    const auto env =
        Accel::Doc::JsonPointer::parse(QStringLiteral("/spec/workload/trainJob/trainer/env"))
            ->resolve(doc);
    for (const QJsonValue &entry : env.value_or(QJsonValue()).toArray())
        names << entry.toObject().value(QLatin1String("name")).toString();
    return names;
}
} // namespace

class TestPatchSequence : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jobTemplateWipesTheEnvArray();
    void appendOrder_data();
    void appendOrder();
    void provenanceThroughThreeOverrides();
    void noOpStepHasNoChanges();
    void failureNamesTheStep();
};

void TestPatchSequence::jobTemplateWipesTheEnvArray()
{
    // "If the base spec has env vars, they will be wiped unless you include them in the override."
    const auto outcome =
        PatchSequence::apply(yaml(Base), {jobTemplate(QStringLiteral("o0"), SetEnv)});
    QVERIFY(outcome);
    QCOMPARE(envNames(outcome->result), QStringList{QStringLiteral("MY_VAR")});
}

void TestPatchSequence::appendOrder_data()
{
    QTest::addColumn<bool>("appendFirst");
    QTest::addColumn<QStringList>("expected");
    // "A jobTemplatePatch that appends to an array must come after any jobTemplate override
    // that sets that array, or the appended values will be wiped."
    QTest::addRow("append before the jobTemplate is lost")
        << true << QStringList{QStringLiteral("MY_VAR")};
    QTest::addRow("append after the jobTemplate survives")
        << false << QStringList{QStringLiteral("MY_VAR"), QStringLiteral("EXTRA_VAR")};
}

void TestPatchSequence::appendOrder()
{
    QFETCH(bool, appendFirst);
    QFETCH(QStringList, expected);
    QList<PatchSequence::Step> steps{jobTemplate(QStringLiteral("set"), SetEnv),
                                     jobTemplatePatch(QStringLiteral("append"), AppendEnv)};
    if (appendFirst)
        std::swap(steps[0], steps[1]);
    const auto outcome = PatchSequence::apply(yaml(Base), steps);
    QVERIFY(outcome);
    QCOMPARE(envNames(outcome->result), expected);
}

void TestPatchSequence::provenanceThroughThreeOverrides()
{
    const QList<PatchSequence::Step> steps{
        jobTemplate(QStringLiteral("overrides[0]"),
                    "spec: {workload: {trainJob: {trainer: {image: 'a:1', numNodes: 2}}}}"),
        jobTemplatePatch(
            QStringLiteral("overrides[1]"),
            "[{op: replace, path: /spec/workload/trainJob/trainer/image, value: 'b:2'}]"),
        {QStringLiteral("overrides[2]"), PatchSequence::Type::MergePatch,
         yaml("spec: {workload: {trainJob: {trainer: {image: 'c:3'}}}}")},
    };
    const auto outcome = PatchSequence::apply(yaml(Base), steps);
    QVERIFY(outcome);
    const QString image = QStringLiteral("/spec/workload/trainJob/trainer/image");
    const auto origin = outcome->originOf(image);
    QVERIFY(origin);
    QCOMPARE(origin->step, QStringLiteral("overrides[2]"));
    QCOMPARE(origin->stepIndex, 2);
    QCOMPARE(origin->operation, QStringLiteral("merge"));
    QCOMPARE(origin->change, Kind::Changed);

    const auto nodes =
        outcome->originOf(QStringLiteral("/spec/workload/trainJob/trainer/numNodes"));
    QVERIFY(nodes);
    QCOMPARE(nodes->step, QStringLiteral("overrides[0]"));
    QCOMPARE(nodes->operation, QStringLiteral("jobTemplate"));
    QCOMPARE(nodes->change, Kind::Added);

    // Every step's own changes are kept, in order.
    QCOMPARE(outcome->changesByStep.size(), 3);
    QCOMPARE(outcome->changesByStep.at(1).size(), 1);
    QCOMPARE(outcome->changesByStep.at(1).first().pointer, image);
    QCOMPARE(outcome->changesByStep.at(1).first().newValue.toString(), QStringLiteral("b:2"));

    // Untouched fields have no origin.
    QVERIFY(!outcome->originOf(QStringLiteral("/spec/workload/trainJob/trainer/env/0/name")));
}

void TestPatchSequence::noOpStepHasNoChanges()
{
    const auto outcome = PatchSequence::apply(
        yaml(Base),
        {jobTemplate(
             QStringLiteral("same"),
             "spec: {workload: {trainJob: {trainer: {image: nvcr.io/nvidia/pytorch:25.01-py3}}}}"),
         jobTemplatePatch(QStringLiteral("append"), AppendEnv)});
    QVERIFY(outcome);
    QVERIFY(outcome->changesByStep.at(0).isEmpty());
    QCOMPARE(outcome->changesByStep.at(1).size(), 1);
    QCOMPARE(outcome->changesByStep.at(1).first().pointer,
             QStringLiteral("/spec/workload/trainJob/trainer/env/1"));
    const auto origin =
        outcome->originOf(QStringLiteral("/spec/workload/trainJob/trainer/env/1/name"));
    QVERIFY(origin);
    QCOMPARE(origin->operation, QStringLiteral("add /spec/workload/trainJob/trainer/env/-"));
}

void TestPatchSequence::failureNamesTheStep()
{
    const auto outcome = PatchSequence::apply(
        yaml(Base), {jobTemplatePatch(QStringLiteral("overrides[4]"),
                                      "[{op: add, path: /spec/missing/x, value: 1}]")});
    QVERIFY(!outcome);
    QCOMPARE(outcome.error().message,
             QStringLiteral("overrides[4]: op 0 (add /spec/missing/x): parent /spec/missing does "
                            "not exist"));
}

QTEST_GUILESS_MAIN(TestPatchSequence)
#include "tst_patchsequence.moc"
