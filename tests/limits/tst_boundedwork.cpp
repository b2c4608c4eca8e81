// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Work bounded by named limits (issue 19): a JSON patch that doubles the document 40 times ends
// in LIMIT_EXCEEDED, alone, as patch-sequence steps and through Workflow overrides, never in
// std::bad_alloc; a line diff of files that differ everywhere turns coarse instead of quadratic,
// and stays a correct diff.
#include "doc/jsonpatch.h"
#include "doc/linediff.h"
#include "doc/patchsequence.h"
#include "nvcre/overrides.h"
#include "resourcelimits.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace Accel;
using Doc::JsonPatch;
using Doc::LineDiff;
using Doc::PatchSequence;

namespace {

QJsonObject copyOp(const QString &from, const QString &path)
{
    return QJsonObject{{QStringLiteral("op"), QStringLiteral("copy")},
                       {QStringLiteral("from"), from},
                       {QStringLiteral("path"), path}};
}

/// 40 `copy` ops from "" (the whole document) to a new key: the document doubles each time.
QJsonArray doublingPatch(int ops = 40)
{
    QJsonArray patch;
    for (int i = 0; i < ops; ++i)
        patch.append(copyOp(QString(), QStringLiteral("/d%1").arg(i)));
    return patch;
}

QJsonObject baseDocument()
{
    return QJsonObject{{QStringLiteral("spec"),
                        QJsonObject{{QStringLiteral("image"), QStringLiteral("registry/x:1")},
                                    {QStringLiteral("args"),
                                     QJsonArray{QStringLiteral("--a"), QStringLiteral("--b")}}}}};
}

QStringList numbered(const QString &prefix, int count)
{
    QStringList lines;
    lines.reserve(count);
    for (int i = 0; i < count; ++i)
        lines << prefix + QString::number(i);
    return lines;
}

struct LimitGuard
{
    const Limits::Limit &limit;
    ~LimitGuard() { Limits::setValue(limit, 0); }
};

} // namespace

class TestBoundedWork : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonPatchGrowth_data();
    void jsonPatchGrowth();
    void patchSequenceSharesBudget();
    void overridesShareBudget();
    void copyNestingIsBounded();
    void boundedDiff_data();
    void boundedDiff();
};

void TestBoundedWork::jsonPatchGrowth_data()
{
    QTest::addColumn<int>("ops");
    QTest::addColumn<qint64>("limitBytes"); // 0: the default
    QTest::addColumn<QString>("code");
    QTest::addRow("40 doubling copies") << 40 << qint64(0) << "LIMIT_EXCEEDED";
    QTest::addRow("4 doubling copies fit") << 4 << qint64(0) << QString();
    QTest::addRow("4 doubling copies, tiny limit") << 4 << qint64(300) << "LIMIT_EXCEEDED";
}

void TestBoundedWork::jsonPatchGrowth()
{
    QFETCH(int, ops);
    QFETCH(qint64, limitBytes);
    QFETCH(QString, code);
    const LimitGuard guard{Limits::DocumentGrowthBytes};
    Limits::setValue(Limits::DocumentGrowthBytes, limitBytes);
    const Result<QJsonValue> result = JsonPatch::apply(baseDocument(), doublingPatch(ops));
    QCOMPARE(result ? QString() : result.error().code, code);
    if (!result) {
        QVERIFY2(result.error().message.contains(QLatin1String("document-growth limit")),
                 qPrintable(result.error().message));
        QVERIFY2(result.error().message.startsWith(QLatin1String("op ")),
                 "the error names the operation");
        QVERIFY(result.error().hint.contains(QLatin1String("ACCEL_MAX_DOCUMENT_GROWTH_BYTES")));
    } else {
        QCOMPARE(result->toObject().size(), 1 + ops);
    }
}

void TestBoundedWork::patchSequenceSharesBudget()
{
    // One copy per step: each step alone adds little at first, the sequence as a whole doubles.
    QList<PatchSequence::Step> steps;
    for (int i = 0; i < 40; ++i)
        steps << PatchSequence::Step{QStringLiteral("overrides[%1]").arg(i),
                                     PatchSequence::Type::JsonPatch,
                                     QJsonArray{copyOp(QString(), QStringLiteral("/d%1").arg(i))}};
    const Result<PatchSequence::Outcome> outcome = PatchSequence::apply(baseDocument(), steps);
    QVERIFY(!outcome);
    QCOMPARE(outcome.error().code, QStringLiteral("LIMIT_EXCEEDED"));
    QVERIFY2(outcome.error().message.startsWith(QLatin1String("overrides[")),
             qPrintable(outcome.error().message));
}

void TestBoundedWork::overridesShareBudget()
{
    // The Workflow: 40 overrides, each a jobTemplatePatch that copies the jobTemplate.
    QJsonArray overrides;
    for (int i = 0; i < 40; ++i) {
        overrides.append(
            QJsonObject{{QStringLiteral("jobTemplatePatch"),
                         QJsonArray{copyOp(QString(), QStringLiteral("/copy%1").arg(i))}}});
    }
    const QJsonObject spec{{QStringLiteral("jobTemplate"), baseDocument()},
                           {QStringLiteral("overrides"), overrides}};
    const Result<Nvcre::OverrideOutcome> outcome =
        Nvcre::applyOverrides(spec, Nvcre::OverrideContext{});
    QVERIFY(!outcome);
    QCOMPARE(outcome.error().code, QStringLiteral("LIMIT_EXCEEDED"));
    QVERIFY2(outcome.error().message.contains(QLatin1String("document-growth limit")),
             qPrintable(outcome.error().message));
}

void TestBoundedWork::copyNestingIsBounded()
{
    // Each copy puts the document inside itself one level deeper: depth grows by one per op.
    QJsonArray patch;
    for (int i = 0; i < 300; ++i)
        patch.append(copyOp(QString(), QStringLiteral("/n")));
    const Result<QJsonValue> result = JsonPatch::apply(QJsonObject{}, patch);
    QVERIFY(!result);
    QCOMPARE(result.error().code, QStringLiteral("LIMIT_EXCEEDED"));
    QVERIFY2(result.error().message.contains(QLatin1String("nesting-depth limit")),
             qPrintable(result.error().message));
}

void TestBoundedWork::boundedDiff_data()
{
    QTest::addColumn<QStringList>("a");
    QTest::addColumn<QStringList>("b");
    QTest::addColumn<qint64>("workLimit"); // 0: the default
    QTest::addColumn<bool>("coarse");

    QStringList changed = numbered(QStringLiteral("line "), 2000);
    changed[500] = QStringLiteral("changed");
    changed.removeAt(1500);
    QTest::addRow("ordinary diff stays minimal")
        << numbered(QStringLiteral("line "), 2000) << changed << qint64(0) << false;
    QTest::addRow("differ everywhere, 50,000 lines")
        << numbered(QStringLiteral("a "), 50000) << numbered(QStringLiteral("b "), 50000)
        << qint64(0) << true;
    QStringList reversed = numbered(QStringLiteral("r "), 3000);
    std::reverse(reversed.begin(), reversed.end());
    QTest::addRow("reversed, small budget")
        << numbered(QStringLiteral("r "), 3000) << reversed << qint64(10000) << true;
    QStringList interleaved = numbered(QStringLiteral("line "), 4000);
    for (qsizetype i = 0; i < interleaved.size(); i += 7)
        interleaved[i] = QStringLiteral("other %1").arg(i);
    QTest::addRow("many scattered changes, small budget")
        << numbered(QStringLiteral("line "), 4000) << interleaved << qint64(20000) << true;
}

void TestBoundedWork::boundedDiff()
{
    QFETCH(QStringList, a);
    QFETCH(QStringList, b);
    QFETCH(qint64, workLimit);
    QFETCH(bool, coarse);
    const LimitGuard guard{Limits::DiffWork};
    Limits::setValue(Limits::DiffWork, workLimit);
    bool wasCoarse = !coarse;
    const QList<LineDiff::Hunk> hunks = LineDiff::hunks(a, b, 3, &wasCoarse);
    QCOMPARE(wasCoarse, coarse);
    // Coarse or not, the hunks turn a into b.
    const Result<QStringList> applied = LineDiff::apply(a, hunks);
    QVERIFY2(applied, applied ? "" : qPrintable(applied.error().message));
    QCOMPARE(*applied, b);
    if (!coarse) {
        qsizetype changes = 0;
        for (const LineDiff::Edit &edit : LineDiff::compute(a, b))
            changes += edit.kind == LineDiff::Edit::Equal ? 0 : edit.count;
        QCOMPARE(changes, 3); // one line replaced (2), one deleted (1)
    }
}

QTEST_GUILESS_MAIN(TestBoundedWork)
#include "tst_boundedwork.moc"
